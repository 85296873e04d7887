import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import AFReferee

// The setup guide for the chosen player count: the board with the ports to cover, what each seat receives, and
// the deal (entered from the table's cards, or dealt by the app in digital mode). The deal starts the game.
FocusScope {
    id: root

    required property GameController game

    readonly property var guide: game.setupGuide
    readonly property bool digital: game.options.digital === true

    RowLayout {
        anchors.fill: parent
        anchors.margins: 8
        spacing: 10

        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 6

            BoardView {
                Layout.fillWidth: true
                Layout.fillHeight: true
                game: root.game
                highlightCovers: true
            }
            Text {
                Layout.fillWidth: true
                text: root.guide.covered && root.guide.covered.length > 0 ? qsTr("Hatched ports with an orange edge are covered for this game.") : qsTr("With four players every docking port is open.")
                color: Theme.warning
                font.pixelSize: Theme.fontNormal
                horizontalAlignment: Text.AlignHCenter
            }
        }

        Rectangle {
            Layout.preferredWidth: 430
            Layout.fillHeight: true
            color: Theme.panel
            radius: Theme.radius
            border.color: Theme.panelBorder

            ScrollView {
                id: scroll
                anchors.fill: parent
                anchors.margins: 14
                contentWidth: availableWidth
                clip: true

                ColumnLayout {
                    width: scroll.availableWidth
                    spacing: 10

                    Text {
                        text: qsTr("Set up the table")
                        color: Theme.text
                        font.pixelSize: Theme.fontTitle
                        font.bold: true
                    }
                    Text {
                        Layout.fillWidth: true
                        text: qsTr("%n players · %1", "", root.guide.playerCount || 0).arg(root.game.options.rulesetName || "")
                        color: Theme.textDim
                        font.pixelSize: Theme.fontNormal
                    }

                    GuideStep {
                        number: 1
                        title: qsTr("Cover docking ports")
                        body: {
                            const c = root.guide.covered || [];
                            if (c.length === 0)
                                return qsTr("Nothing to cover: four players use every port.");
                            return qsTr("Put dock covers on the marked ports; they stay for the whole game:") + "\n" + c.map(f => "• " + qsTr("%1: %n port(s)", "", f.ports).arg(f.name)).join("\n");
                        }
                    }
                    GuideStep {
                        number: 2
                        title: qsTr("Ships and colonies")
                        body: qsTr("Each player puts %1 ships of their colour on the Maintenance Bay and %2 in their ship stock, and takes %3 colonies.").arg(root.guide.shipsInFleet).arg(root.guide.shipsInStock).arg(root.guide.coloniesEach)
                    }
                    GuideStep {
                        number: 3
                        title: qsTr("Seats and starting resources")
                        body: (root.guide.seats || []).map(s => {
                                const gets = [];
                                if (s.fuel > 0)
                                    gets.push(qsTr("%n fuel", "", s.fuel));
                                if (s.ore > 0)
                                    gets.push(qsTr("%n ore", "", s.ore));
                                //: Setup: "Player 2, Bob: 1 fuel"
                                return qsTr("Player %1, %2: %3").arg(s.seat + 1).arg(Theme.glyph(s.color) + " " + s.name).arg(gets.length > 0 ? gets.join(qsTr(" and ")) : qsTr("nothing"));
                            }).join("\n")
                    }
                    GuideStep {
                        number: 4
                        title: qsTr("The rest of the board")
                        body: qsTr("The clear die, the Relic Ship, goes on Burroughs Desert. The three field generators wait beside the board. Fuel (%1) and ore (%2) tokens make the supply.").arg(root.guide.supplyFuel).arg(root.guide.supplyOre)
                    }
                    GuideStep {
                        number: 5
                        title: qsTr("Deal the alien tech cards")
                        body: root.digital ? qsTr("The app shuffles the %1 cards and deals: 3 face up at the Alien Artifact, 1 to each player. Lay out the same cards at the table.").arg(root.guide.deckSize) : qsTr("Shuffle the %1 cards, turn 3 face up at the Alien Artifact and deal 1 to each player; then enter them here in that order.").arg(root.guide.deckSize)
                    }

                    CardPicker {
                        id: deal
                        visible: !root.digital
                        Layout.fillWidth: true
                        game: root.game
                        columns: 3
                        slotWidth: 120
                        slotLabels: {
                            let labels = [qsTr("Display 1"), qsTr("Display 2"), qsTr("Display 3")];
                            for (const s of root.guide.seats || [])
                                labels.push(s.name);
                            return labels;
                        }
                        confirmText: qsTr("Start the game")
                        onSubmitted: cards => root.game.play({
                                "type": "deal",
                                "display": cards.slice(0, 3),
                                "hands": cards.slice(3)
                            })
                    }

                    ColumnLayout {
                        visible: root.digital
                        Text {
                            Layout.fillWidth: true
                            text: qsTr("Seed %1: the same seed deals and rolls the same way again.").arg(root.game.options.seed || "")
                            color: Theme.textDim
                            font.pixelSize: Theme.fontSmall
                            wrapMode: Text.WordWrap
                        }
                        Button {
                            text: qsTr("Deal and start the game")
                            highlighted: true
                            onClicked: root.game.playChance()
                        }
                    }
                }
            }
        }
    }

    MessageBar {
        game: root.game
        anchors.left: parent.left
        anchors.bottom: parent.bottom
        anchors.margins: 14
        width: parent.width - 470
    }
}
