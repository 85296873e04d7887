import QtQuick
import QtQuick.Layouts
import AFReferee

// One numbered step of the setup guide.
RowLayout {
    id: root

    required property int number
    required property string title
    required property string body

    Layout.fillWidth: true
    spacing: 10

    Rectangle {
        Layout.alignment: Qt.AlignTop
        implicitWidth: 26
        implicitHeight: 26
        radius: 13
        color: Theme.accent
        Text {
            anchors.centerIn: parent
            text: root.number
            color: "white"
            font.bold: true
        }
    }
    ColumnLayout {
        Layout.fillWidth: true
        spacing: 2
        Text {
            Layout.fillWidth: true
            text: root.title
            color: Theme.text
            font.pixelSize: Theme.fontLarge
            font.bold: true
            wrapMode: Text.WordWrap
        }
        Text {
            Layout.fillWidth: true
            text: root.body
            color: Theme.textDim
            font.pixelSize: Theme.fontNormal
            wrapMode: Text.WordWrap
        }
    }
}
