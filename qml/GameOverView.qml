import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import AFReferee

// The end of the game: the ranking with each score's breakdown and, when points were tied, what decided; the score
// over the game's turns.
Popup {
    id: root

    required property GameController game

    signal newGameRequested

    readonly property var ranking: opened ? game.players.ranking : []
    readonly property var players: opened ? game.players.seats : []

    modal: true
    focus: true
    anchors.centerIn: Overlay.overlay
    width: Math.min(760, parent ? parent.width - 60 : 760)
    padding: 24
    closePolicy: Popup.CloseOnEscape

    background: Rectangle {
        color: Theme.panelRaised
        radius: 14
        border.color: Theme.warning
        border.width: 2
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 14

        Text {
            objectName: "gameOverTitle"
            Layout.fillWidth: true
            text: {
                const r = root.ranking;
                if (r.length === 0)
                    return "";
                // Agenda cards still to reveal at the table can change the order (X-28): name no winner yet.
                if (root.game.agendas.endGameRevealsLeft)
                    return qsTr("Game over: the ranking is not final yet");
                const winners = r.filter(e => e.place === 1);
                return winners.length > 1 ? qsTr("Shared victory: %1").arg(winners.map(e => e.name).join(", ")) : qsTr("%1 wins!").arg(r[0].name);
            }
            color: Theme.warning
            font.pixelSize: 30
            font.bold: true
            horizontalAlignment: Text.AlignHCenter
        }

        // Table mode: face-down agenda cards the engine could still see revealed (X-28); the ranking is not final.
        RowLayout {
            visible: root.opened && root.game.agendas.endGameRevealsLeft
            Layout.fillWidth: true
            spacing: 10
            Text {
                objectName: "endGameRevealsNote"
                Layout.fillWidth: true
                text: qsTr("Agenda cards may still be revealed: a player whose face-down card's end-game goal is met turns it face up for 1 VP before the ranking is final.")
                color: Theme.text
                wrapMode: Text.WordWrap
            }
            Button {
                objectName: "revealAgendasFirst"
                text: qsTr("Reveal agenda cards")
                highlighted: true
                onClicked: root.close()
            }
        }

        Repeater {
            // Built only while shown.
            model: root.ranking.length

            // qmllint disable unqualified
            delegate: Rectangle {
                id: row
                required property int index
                readonly property var modelData: root.ranking[index]
                readonly property var player: root.players[modelData.seat]
                Layout.fillWidth: true
                implicitHeight: rowLayout.implicitHeight + 16
                radius: 10
                color: modelData.place === 1 ? Qt.darker(Theme.playerFill(modelData.color), 2.6) : Theme.panel
                border.color: Theme.playerFill(modelData.color)

                RowLayout {
                    id: rowLayout
                    anchors.fill: parent
                    anchors.margins: 8
                    spacing: 14
                    Text {
                        text: row.modelData.place + "."
                        color: Theme.text
                        font.pixelSize: 26
                        font.bold: true
                        Layout.preferredWidth: 40
                    }
                    ColumnLayout {
                        Layout.fillWidth: true
                        spacing: 2
                        Text {
                            text: Theme.glyph(row.modelData.color) + " " + row.modelData.name
                            color: Theme.playerFill(row.modelData.color)
                            font.pixelSize: Theme.fontLarge + 2
                            font.bold: true
                        }
                        Text {
                            objectName: "breakdown-" + row.modelData.seat
                            Layout.fillWidth: true
                            // The expansions' parts are named only when they count.
                            text: {
                                if (!row.player)
                                    return "";
                                const score = row.player.score;
                                let line = qsTr("colonies %1 · territories %2 · City %3 · Monument %4 · Positron %5").arg(score.colonies).arg(score.territories).arg(score.alienCity).arg(score.alienMonument).arg(score.positron);
                                if (score.agendas > 0)
                                    line += " · " + qsTr("agendas %1").arg(score.agendas);
                                if (score.techCards > 0)
                                    line += " · " + qsTr("alien tech %1").arg(score.techCards);
                                return line;
                            }
                            color: Theme.textDim
                            font.pixelSize: Theme.fontNormal
                        }
                        Text {
                            Layout.fillWidth: true
                            text: qsTr("%n alien tech card(s)", "", row.modelData.cards) + " · " + qsTr("%n ore", "", row.modelData.ore) + " · " + qsTr("%n fuel", "", row.modelData.fuel)
                            color: Theme.textFaint
                            font.pixelSize: Theme.fontSmall
                        }
                        Text {
                            Layout.fillWidth: true
                            visible: row.modelData.tieText !== ""
                            text: row.modelData.tieText
                            color: Theme.warning
                            font.pixelSize: Theme.fontNormal
                            wrapMode: Text.WordWrap
                        }
                    }
                    Text {
                        text: qsTr("%1 VP").arg(row.modelData.vp)
                        color: Theme.text
                        font.pixelSize: 26
                        font.bold: true
                    }
                }
            }
            // qmllint enable unqualified
        }

        // How the lead changed: made only while the page is open.
        Loader {
            Layout.fillWidth: true
            Layout.preferredHeight: root.ranking.length > 4 ? 170 : 240
            active: root.opened
            // Made over several frames (the chart itself adds a player per frame): no dropped frame.
            asynchronous: true
            // qmllint disable unqualified
            sourceComponent: ScoreChartView {
                game: root.game
            }
            // qmllint enable unqualified
        }

        RowLayout {
            Layout.fillWidth: true
            Button {
                text: qsTr("Take back the last move")
                onClicked: {
                    root.close();
                    root.game.session.undo();
                }
            }
            Item {
                Layout.fillWidth: true
            }
            Button {
                text: qsTr("Save the game…")
                onClicked: root.game.files.saveAs()
            }
            Button {
                text: qsTr("Look at the board")
                onClicked: root.close()
            }
            Button {
                text: qsTr("New game")
                highlighted: true
                onClicked: {
                    root.close();
                    root.newGameRequested();
                }
            }
        }
    }
}
