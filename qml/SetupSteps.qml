import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import AFReferee

// The setup guide for the chosen player count, shown beside the board (which marks the ports to cover) until the
// deal: what to cover, ships and colonies, what each seat receives, the rest of the board, and how to deal. The deal
// itself is entered in the turn panel.
Rectangle {
    id: root

    required property GameController game

    readonly property var guide: game.setup.steps
    readonly property bool digital: game.session.options.digital === true

    color: Theme.panel
    radius: Theme.radius
    border.color: Theme.panelBorder

    ScrollView {
        id: scroll
        anchors.fill: parent
        anchors.margins: 12
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
                text: qsTr("Players: %1 · %2").arg(root.guide.playerCount || 0).arg(root.game.session.options.rulesetName || "")
                color: Theme.textDim
                font.pixelSize: Theme.fontNormal
            }

            GuideStep {
                number: 1
                title: qsTr("Cover docking ports")
                body: {
                    const c = root.guide.covered || [];
                    //: Setup guide, 5 or 6 players (ruling X-58)
                    if (c.length === 0 && (root.guide.playerCount || 0) > 4)
                        return qsTr("Nothing to cover: five or six players use every port. The Colonist Hub's tracks belong to nobody: a ship may take any of its 12 ports, each player has at most 3 ships and 1 colony there, and a colony moves to another track when its circle is taken.");
                    if (c.length === 0)
                        return qsTr("Nothing to cover: four players use every port.");
                    return qsTr("Put dock covers on the ports hatched in orange (how many per facility); they stay for the whole game:") + "\n" + c.map(f => "• " + qsTr("%1: %n port(s)", "", f.ports).arg(f.name)).join("\n");
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
            // Factions module: the draft just played, who took which board, and the pieces the boards bring.
            GuideStep {
                id: factionStep
                readonly property var factions: root.guide.factions || ({})
                objectName: "factionSetupStep"
                visible: factionStep.factions.drawn !== undefined
                number: 5
                title: qsTr("Faction boards")
                body: {
                    const factions = factionStep.factions;
                    if (factions.drawn === undefined)
                        return "";
                    //: Setup guide, factions: %1 number of boards drawn, %2 player names in the order they picked
                    const lines = [qsTr("%1 boards were drawn, one more than the players. The last player picked first, then the others counter-clockwise: %2. The board nobody picked goes back to the box.").arg(factions.drawn).arg(factions.pickOrder.join(" → ")), qsTr("Each player puts their board beside them:")];
                    for (const b of factions.boards)
                        lines.push("• " + qsTr("Player %1, %2: %3").arg(b.seat + 1).arg(Theme.glyph(b.color) + " " + b.name).arg(b.board));
                    if (factions.rev !== "")
                        lines.push(qsTr("The REV, Xeno Explorations' piece, goes on %1.").arg(factions.rev));
                    if (factions.brethrenShip)
                        lines.push(qsTr("The Brethren Ship, a die without numbers, goes on the Maintenance Bay; its owner gathers it with the fleet."));
                    return lines.join("\n");
                }
            }
            // Agendas module: the agenda cards are dealt before the alien tech cards.
            GuideStep {
                id: agendaStep
                objectName: "agendaSetupStep"
                visible: root.guide.agendas === true
                number: factionStep.factions.drawn !== undefined ? 6 : 5
                title: qsTr("Deal the agenda cards")
                body: root.digital ? qsTr("The app shuffles the agenda cards of this game and deals %n to each player face down. Each player looks at their own cards alone, with the Look button on their player card.", "", root.guide.agendasDealt || 0) : qsTr("Shuffle the agenda cards of this game (the rules reference says which stay in the box) and deal %n face down to each player, then say so below the board.", "", root.guide.agendasDealt || 0)
            }
            GuideStep {
                number: (factionStep.factions.drawn !== undefined ? 6 : 5) + (agendaStep.visible ? 1 : 0)
                title: qsTr("Deal the alien tech cards")
                body: root.digital ? qsTr("The app shuffles the %1 cards and deals 3 face up at the Alien Artifact and 1 to each player (seed %2). Lay out the same cards at the table.").arg(root.guide.deckSize).arg(root.game.session.options.seed) : qsTr("Shuffle the %1 cards, turn 3 face up at the Alien Artifact and deal 1 to each player; enter them below the board in that order.").arg(root.guide.deckSize)
            }
        }
    }
}
