import QtQuick
import AFReferee

// A field generator: its colour and its own shape, with its name on hover.
Rectangle {
    id: root

    required property string fieldId
    property real size: 32

    width: size
    height: size
    radius: size / 2
    color: "#101426"
    border.width: Math.max(2, size * 0.09)
    border.color: Theme.fields[fieldId] ? Theme.fields[fieldId].fill : "#888888"

    Text {
        anchors.centerIn: parent
        text: Theme.fields[root.fieldId] ? Theme.fields[root.fieldId].glyph : "?"
        color: root.border.color
        font.pixelSize: root.size * 0.6
    }
}
