import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import AFReferee

// The AI's word above the turn panel: a bot seat's next move for the table to copy (with the button that plays it),
// or the hint asked for with H, with the search's progress while it thinks. What the AI suggests and why comes from
// the controller (game.bots, game.hint); the board marks the same moves.
Rectangle {
    id: root

    required property GameController game

    readonly property var bot: game.bots.next
    readonly property bool botTurn: game.bots.toMove
    readonly property string hintStatus: game.hint.status
    readonly property var hintMoves: game.hint.moves

    visible: botTurn || hintStatus !== ""
    color: Theme.panelRaised
    radius: Theme.radius
    border.color: Theme.hint
    border.width: 2
    implicitHeight: column.implicitHeight + 16

    ColumnLayout {
        id: column
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: 8
        spacing: 4

        // ---------------------------------------------------------------- a seat played by the app
        RowLayout {
            visible: root.botTurn
            Layout.fillWidth: true
            spacing: 8
            BusyIndicator {
                visible: root.game.bots.thinking
                running: visible
                Layout.preferredWidth: 28
                Layout.preferredHeight: 28
            }
            Text {
                objectName: "botMoveText"
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                color: Theme.text
                font.pixelSize: Theme.fontNormal
                text: root.game.bots.thinking ? qsTr("The app is thinking for %1…").arg(root.game.turn.name) : root.bot.kind === "move" ? qsTr("★ The app plays: %1").arg(root.bot.text) : (root.bot.text || "")
            }
            Button {
                objectName: "botPlayButton"
                visible: root.bot.kind === "move" || root.bot.kind === "chance"
                highlighted: true
                text: root.bot.kind === "move" ? qsTr("Done on the board: next") : qsTr("Go on")
                onClicked: root.game.bots.playNext()
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Shortcut: N")
            }
        }

        // ---------------------------------------------------------------- the hint
        RowLayout {
            visible: !root.botTurn && root.hintStatus !== ""
            Layout.fillWidth: true
            spacing: 8
            BusyIndicator {
                visible: root.hintStatus === "thinking"
                running: visible
                Layout.preferredWidth: 28
                Layout.preferredHeight: 28
            }
            Text {
                objectName: "hintTitle"
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                color: Theme.hint
                font.pixelSize: Theme.fontNormal
                font.bold: true
                text: {
                    switch (root.hintStatus) {
                    case "thinking":
                        return qsTr("Looking for a good turn for %1… %n move(s) found so far.", "", root.game.hint.found).arg(root.game.hint.seatName);
                    case "none":
                        return qsTr("No hint here: the game waits for the dice or the cards, or it is over.");
                    }
                    return qsTr("Hint for %1 (the AI's choice; the board marks each move with ★ and its number):").arg(root.game.hint.seatName);
                }
            }
            Button {
                objectName: "hintCloseButton"
                text: root.hintStatus === "thinking" ? qsTr("Stop") : qsTr("Hide")
                onClicked: root.game.hint.dismiss()
            }
        }
        Repeater {
            model: root.botTurn ? 0 : root.hintMoves.length
            // qmllint disable unqualified
            delegate: Text {
                required property int index
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                color: Theme.text
                font.pixelSize: Theme.fontNormal
                text: (index + 1) + ". " + root.hintMoves[index].text
            }
            // qmllint enable unqualified
        }
        Text {
            objectName: "hintReason"
            visible: !root.botTurn && root.hintStatus === "ready"
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            color: Theme.textDim
            font.pixelSize: Theme.fontSmall
            text: qsTr("What it gains: %1").arg(root.game.hint.reason)
        }
    }
}
