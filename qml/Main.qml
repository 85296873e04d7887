import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

ApplicationWindow {
    id: window

    title: qsTr("AF Referee")
    width: 1280
    height: 800
    minimumWidth: 1024
    minimumHeight: 700
    visible: true
    // The board's own deep-space colour, so the margins around it disappear.
    color: "#05070f"

    // A dark scheme for the controls to match the board.
    palette {
        window: "#141b30"
        windowText: "#e8ecf6"
        base: "#0f1526"
        text: "#e8ecf6"
        button: "#1f2a47"
        buttonText: "#e8ecf6"
        highlight: "#5b8def"
        highlightedText: "#ffffff"
        light: "#2a365a"
        midlight: "#222d4c"
        mid: "#18203a"
        dark: "#0b1020"
        shadow: "#000000"
        placeholderText: "#8a96b8"
    }

    header: ToolBar {
        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: 12
            anchors.rightMargin: 12
            spacing: 12

            Label {
                text: qsTr("AF Referee")
                font.bold: true
                font.pixelSize: 18
            }
            Label {
                text: qsTr("Referee for Alien Frontiers")
                opacity: 0.7
                elide: Text.ElideRight
                Layout.fillWidth: true
            }
            Label {
                //: %1 is the application version, e.g. 0.1.0
                text: qsTr("Version %1").arg(Qt.application.version)
                opacity: 0.7
            }
        }
    }

    BoardView {
        id: board
        anchors.fill: parent
        anchors.margins: 12
    }
}
