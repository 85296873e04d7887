import QtQuick
import QtQuick.Controls
import AFReferee

// The app's dialog look: a raised panel with a clear title and room around the content.
Dialog {
    id: root

    modal: true
    anchors.centerIn: Overlay.overlay
    padding: 20
    topPadding: 8

    background: Rectangle {
        color: Theme.panelRaised
        radius: 12
        border.color: Theme.accent
    }
    header: Label {
        text: root.title
        visible: root.title !== ""
        padding: 20
        bottomPadding: 4
        font.pixelSize: Theme.fontTitle - 2
        font.bold: true
        color: Theme.text
    }
}
