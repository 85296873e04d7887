import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import AFReferee

// End of turn with more than 8 tokens: the player chooses which to return (R-26).
Popup {
    id: root

    required property GameController game

    readonly property int excess: game.turn.excess || 0
    // Read while the dialog is open only: players.seats changes with nearly every move.
    readonly property var me: (opened ? game.players.seats[game.session.currentSeat] : null) || ({
            "fuel": 0,
            "ore": 0
        })
    property int returnFuel: 0
    readonly property int returnOre: excess - returnFuel
    readonly property var move: ({
            "type": "end-turn",
            "returnFuel": returnFuel,
            "returnOre": returnOre
        })
    readonly property var check: opened ? game.moves.explain(move) : ({
            "legal": false
        })

    function ask() {
        const seat = game.players.seats[game.session.currentSeat]; // `me` is read once open
        returnFuel = Math.min(excess, seat ? seat.fuel : 0);
        open();
    }

    modal: true
    focus: true
    anchors.centerIn: Overlay.overlay
    width: 460
    padding: 18

    background: Rectangle {
        color: Theme.panelRaised
        radius: 12
        border.color: Theme.good
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 10
        Text {
            text: qsTr("End the turn")
            color: Theme.text
            font.pixelSize: Theme.fontTitle - 2
            font.bold: true
        }
        Text {
            Layout.fillWidth: true
            text: qsTr("%1 has %2 fuel and %3 ore: %n token(s) go back to the supply to keep 8. Which?", "", root.excess).arg(root.game.turn.name).arg(root.me.fuel).arg(root.me.ore)
            color: Theme.textDim
            wrapMode: Text.WordWrap
        }
        RowLayout {
            spacing: 12
            Text {
                text: qsTr("Return fuel")
                color: Theme.text
            }
            SpinBox {
                from: Math.max(0, root.excess - root.me.ore)
                to: Math.min(root.excess, root.me.fuel)
                value: root.returnFuel
                onValueModified: root.returnFuel = value
            }
            Text {
                text: qsTr("and ore: %1").arg(root.returnOre)
                color: Theme.text
            }
        }
        Text {
            Layout.fillWidth: true
            visible: !root.check.legal && root.check.text !== undefined
            text: root.check.text || ""
            color: Theme.refusal
            wrapMode: Text.WordWrap
        }
        RowLayout {
            Item {
                Layout.fillWidth: true
            }
            Button {
                text: qsTr("Cancel")
                onClicked: root.close()
            }
            Button {
                objectName: "endTurnConfirm"
                text: qsTr("End turn")
                highlighted: true
                enabled: root.check.legal === true
                onClicked: {
                    root.close();
                    root.game.session.play(root.move);
                }
            }
        }
    }
}
