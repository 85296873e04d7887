import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import AFReferee

// The keyboard shortcuts, as listed in the README.
AppDialog {
    id: root

    title: qsTr("Keyboard shortcuts")
    width: 620
    standardButtons: Dialog.Close

    readonly property var rows: [[qsTr("Ctrl+N"), qsTr("New game")], [qsTr("Ctrl+O"), qsTr("Open a saved game")], [qsTr("Ctrl+S / Ctrl+Shift+S"), qsTr("Save / save as")], [qsTr("Ctrl+Z"), qsTr("Undo the last move")], [qsTr("Ctrl+Shift+Z, Ctrl+Y"), qsTr("Redo")], [qsTr("1 – 6, Enter"), qsTr("Roll: type the dice in ship order, then Enter (Backspace corrects, Esc clears)")], [qsTr("R or Enter"), qsTr("Digital dice: roll or turn up cards for me")], [qsTr("1 – 6"), qsTr("During the turn: select a die showing that value")], [qsTr("S L M A H C T Y O"), qsTr("Dock the selected dice at the Solar Converter, Lunar Mine, Orbital Market, Alien Artifact, Colonist Hub, Colony Constructor, Terraforming Station, Shipyard, Raiders' Outpost")], [qsTr("B"), qsTr("Put the selected die on the Maintenance Bay")], [qsTr("X"), qsTr("Trade at the Orbital Market")], [qsTr("E"), qsTr("End the turn")], [qsTr("H"), qsTr("With no die selected: a hint, the AI's suggestion for the turn")], [qsTr("N"), qsTr("A seat played by the app: its move is done on the board, go on")], [qsTr("Esc"), qsTr("Clear the selection and the message")], [qsTr("F1"), qsTr("This list")], [qsTr("F2"), qsTr("The rules reference")]]

    GridLayout {
        anchors.fill: parent
        columns: 2
        columnSpacing: 18
        rowSpacing: 6
        Repeater {
            model: root.rows.length * 2
            // qmllint disable unqualified
            delegate: Label {
                required property int index
                readonly property var row: root.rows[Math.floor(index / 2)]
                text: row[index % 2]
                font.bold: index % 2 === 0
                wrapMode: Text.WordWrap
                Layout.fillWidth: index % 2 === 1
                Layout.preferredWidth: index % 2 === 0 ? 150 : 400
            }
            // qmllint enable unqualified
        }
    }
}
