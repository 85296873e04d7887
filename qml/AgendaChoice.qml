import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import AFReferee

// Picks one agenda move from those the engine allows (AgendasModel: reveals or discards of one seat) and plays it.
// Each entry: {id, title, move}; a card nobody named (table mode) has no title. At game end the seat may instead say
// it has no more cards to reveal (doneMove: the record move saying so, else null).
AppDialog {
    id: root

    required property GameController game
    property string help: ""
    property var entries: []
    property var doneMove: null

    function choose(title, help, entries, doneMove) {
        root.title = title;
        root.help = help;
        root.entries = entries;
        root.doneMove = doneMove === undefined ? null : doneMove;
        open();
    }

    standardButtons: Dialog.Cancel
    width: 460

    ColumnLayout {
        anchors.fill: parent
        spacing: 6
        Text {
            objectName: "agendaChoiceHelp"
            Layout.fillWidth: true
            text: root.help
            color: Theme.textDim
            font.pixelSize: Theme.fontNormal
            wrapMode: Text.WordWrap
        }
        Repeater {
            model: root.entries.length
            // qmllint disable unqualified
            delegate: Button {
                required property int index
                readonly property var entry: root.entries[index]
                objectName: "agendaChoice-" + (entry.id !== "" ? entry.id : "unnamed")
                Layout.fillWidth: true
                text: entry.id !== "" ? entry.title : qsTr("A face-down card (not named)")
                onClicked: {
                    root.close();
                    root.game.session.play(entry.move);
                }
            }
            // qmllint enable unqualified
        }
        Button {
            objectName: "agendaRevealsDone"
            visible: root.doneMove !== null
            Layout.fillWidth: true
            //: At the end of the game, in table mode: the player's face-down agenda cards meet no end-game goal
            text: qsTr("None of these: no more cards to reveal")
            onClicked: {
                root.close();
                root.game.session.play(root.doneMove);
            }
        }
    }
}
