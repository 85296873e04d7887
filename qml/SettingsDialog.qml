import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import AFReferee

// The app's settings (kept by AppSettings with QSettings).
AppDialog {
    id: root

    required property AppSettings settings

    title: qsTr("Settings")
    width: 480
    standardButtons: Dialog.Close

    ColumnLayout {
        anchors.fill: parent
        spacing: 12

        Label {
            text: qsTr("Language")
            font.bold: true
        }
        ComboBox {
            id: language
            Layout.fillWidth: true
            readonly property var choices: root.settings.languages()
            model: choices
            textRole: "name"
            valueRole: "code"
            currentIndex: Math.max(0, choices.findIndex(c => c.code === root.settings.language))
            onActivated: root.settings.language = currentValue
        }
        Label {
            Layout.fillWidth: true
            text: qsTr("The language changes the next time the app starts.")
            opacity: 0.7
            wrapMode: Text.WordWrap
        }
        Label {
            text: qsTr("Dice and cards for new games")
            font.bold: true
        }
        RadioButton {
            text: qsTr("The table's dice and cards (enter what they show)")
            checked: root.settings.diceMode === "table"
            onClicked: root.settings.diceMode = "table"
        }
        RadioButton {
            text: qsTr("The app rolls and deals (seeded)")
            checked: root.settings.diceMode === "digital"
            onClicked: root.settings.diceMode = "digital"
        }
    }
}
