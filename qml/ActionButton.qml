import QtQuick
import QtQuick.Controls
import AFReferee

// A button that stays clickable when the move is not available: it looks greyed, and a click asks why (the
// caller shows the engine's reason). `available` comes from the engine, never from QML.
Button {
    id: root

    property bool available: true
    property string shortcutText: ""
    property color tint: Theme.accent

    focusPolicy: Qt.NoFocus
    hoverEnabled: true
    font.pixelSize: Theme.fontNormal
    opacity: available ? 1 : 0.5

    ToolTip.visible: hovered && ToolTip.text !== ""
    ToolTip.delay: 500

    contentItem: Text {
        text: root.text
        font: root.font
        color: root.available ? Theme.text : Theme.textDim
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        elide: Text.ElideRight
    }

    background: Rectangle {
        implicitWidth: 90
        implicitHeight: 32
        radius: Theme.radius
        color: !root.available ? Theme.panel : root.down ? Qt.darker(root.tint, 1.4) : root.hovered ? Qt.darker(root.tint, 1.15) : Qt.darker(root.tint, 1.6)
        border.color: root.available ? root.tint : Theme.panelBorder
        border.width: 1
    }
}
