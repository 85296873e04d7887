import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import AFReferee

// The active player's turn: who plays and what is left, then by stage the roll entry, the cards to turn up, or the
// unplaced dice (click to select), the alien tech cards with their powers, and the turn's moves as buttons.
// Availability comes from the controller (the engine); this panel only reports what was clicked.
Rectangle {
    id: root

    required property GameController game
    property var selection: []
    // While a question is asked (ChoiceWizard): ship name -> {available, chosen} for the fleet's dice, and the turn's
    // other moves wait.
    property var shipChoices: ({})
    property bool asking: false
    // The dice the AI's shown moves use (hint or bot): marked with ★.
    property var hintShips: []

    signal shipToggled(string ship)
    signal moveRequested(string move) // trade, cycle, claim, launch, buyRelic, bay, endTurn
    signal cardRequested(string card, bool discard)
    signal releaseRequested(string card) // colonies kept on a card (Gravitron Shunt) land again
    signal showRanking

    // Each value of the turn notifies alone: a binding here wakes only when what it reads changed.
    readonly property TurnModel turn: game.turn
    readonly property string stage: game.session.stage
    readonly property bool digital: turn.digital === true
    readonly property var actions: game.turn.actions
    readonly property var fleet: game.turn.fleet
    readonly property var heldCards: game.turn.heldCards
    // The Auto Pilot A.I.'s income due now (extra alien tech): the holder's choices, as moves to play.
    readonly property var incomeChoices: turn.incomeChoices || []
    // Colonies kept on a card (Gravitron Shunt) that may land again: the engine's release moves by card.
    readonly property var cardReleases: turn.cardReleases || []
    readonly property var unplacedFleet: stage === "main" ? fleet.filter(s => s.value > 0) : []
    // The fleet's Repeater has as many dice as the fleet ever had, those beyond the fleet hidden: a dock (which
    // shortens the fleet) then updates dice instead of making them all again.
    property int fleetSlots: 0
    onUnplacedFleetChanged: fleetSlots = Math.max(fleetSlots, unplacedFleet.length)
    Component.onCompleted: {
        fleetSlots = unplacedFleet.length;
        cardSlots = heldCards.length;
    }
    // As for the fleet: as many card chips as the players ever held, those beyond the active player's hidden, so
    // that a new turn (another player's cards) updates the chips instead of making them all again.
    property int cardSlots: 0
    onHeldCardsChanged: cardSlots = Math.max(cardSlots, heldCards.length)
    // The faction draft (factions module), played in the panel beside the board: this panel says what the table does.
    readonly property var draft: game.factions.draft
    readonly property bool drafting: stage === "board-draw" || stage === "board-pick"
    // The agenda cards dealt at setup, or drawn at the Orbital Market (agendas module): entered by the table or drawn
    // by the app.
    readonly property bool agendaChance: stage === "agenda-deal" || stage === "agenda-draw"
    // Cards the engine lets the player use before the roll, or discard at the start of the turn (extra alien tech).
    readonly property bool cardsBeforeRoll: (stage === "roll" || stage === "turn-start") && heldCards.some(c => c.use.available || c.discard.available)

    function focusEntry() {
        if (diceEntry.visible)
            diceEntry.forceActiveFocus();
    }

    color: Theme.panel
    radius: Theme.radius
    border.color: Theme.panelBorder
    implicitHeight: 170

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 10
        spacing: 6

        // Who plays and what the game waits for. The row sits in an Item rather than straight in the column: in
        // Qt 6.4 a RowLayout nested in another layout is not arranged again when its children show or hide while its
        // own size stays the same (a new game dealt by the app showed its button over the line beside it).
        Item {
            Layout.fillWidth: true
            implicitHeight: header.implicitHeight

            RowLayout {
                id: header
                anchors.fill: parent
                spacing: 8

                Rectangle {
                    radius: 5
                    color: Theme.playerFill(root.turn.color)
                    implicitWidth: nameText.implicitWidth + 16
                    implicitHeight: nameText.implicitHeight + 6
                    visible: root.stage !== "game-over" && root.stage !== "deal" && root.stage !== "board-draw" && root.stage !== "agenda-deal"
                    Text {
                        id: nameText
                        anchors.centerIn: parent
                        text: Theme.glyph(root.turn.color) + " " + root.turn.name
                        color: Theme.playerInk(root.turn.color)
                        font.pixelSize: Theme.fontLarge
                        font.bold: true
                    }
                }
                Text {
                    text: qsTr("Turn %1").arg(root.turn.number)
                    color: Theme.textDim
                    font.pixelSize: Theme.fontNormal
                    visible: root.stage !== "game-over" && root.stage !== "deal" && !root.drafting && root.stage !== "agenda-deal"
                }
                // What the game waits for, or, after a refused move, why it was refused (with the rule).
                Item {
                    Layout.fillWidth: true
                    implicitHeight: Math.max(30, messageBar.visible ? messageBar.implicitHeight : prompt.implicitHeight)

                    Text {
                        id: prompt
                        objectName: "turnPrompt"
                        visible: !messageBar.visible
                        anchors.left: parent.left
                        anchors.right: parent.right
                        anchors.verticalCenter: parent.verticalCenter
                        elide: Text.ElideRight
                        // Before the deal nothing is under this line yet: rather than lose its end, it takes two.
                        wrapMode: root.stage === "deal" || root.stage === "turn-start" || root.stage === "field-place" || root.drafting || root.agendaChance ? Text.WordWrap : Text.NoWrap
                        color: Theme.text
                        font.pixelSize: Theme.fontNormal
                        text: {
                            const n = root.turn.chanceCount;
                            switch (root.stage) {
                            case "roll":
                                return root.digital ? qsTr("Time to roll the fleet: the app rolls for you.") : qsTr("Roll your fleet and enter the dice in ship order (type e.g. 346, then Enter).");
                            case "reroll":
                                return root.digital ? qsTr("The Temporal Warper rolls the chosen ships again.") : qsTr("Roll the chosen ships again and enter the new values.");
                            case "reveal":
                                return qsTr("Turn up %n card(s) from the alien tech pile and enter them in order.", "", n);
                            case "main":
                                {
                                    if (root.asking)
                                        return qsTr("Answer the question on the right, on the board or there (Esc cancels).");
                                    if (root.game.agendas.discardingName !== "")
                                        return qsTr("%1 first discards agenda cards: Discard on their player card.").arg(root.game.agendas.discardingName);
                                    const left = root.turn.unplaced.length;
                                    if (left === 0)
                                        return qsTr("Every ship is docked: use cards or trade, then end the turn.");
                                    return qsTr("%n ship(s) to place. Select dice (click or type their values), then click a facility on the board.", "", left);
                                }
                            case "game-over":
                                return root.game.agendas.endGameRevealsLeft ? qsTr("The game is over. First reveal the agenda cards whose end-game goal is met: Reveal on the player's card.") : qsTr("The game is over.");
                            case "agenda-deal":
                                return root.digital ? qsTr("The app deals the agenda cards: %n face down to each player.", "", n / Math.max(1, root.game.players.names.length)) : qsTr("Deal %n agenda cards face down to each player, then say so here.", "", n / Math.max(1, root.game.players.names.length));
                            case "agenda-draw":
                                return root.game.agendas.drawFor === "orbital-market" ? qsTr("%1 draws %n agenda card(s) instead of trading.", "", n).arg(root.turn.name) : qsTr("%1 draws %n agenda card(s).", "", n).arg(root.turn.name);
                            case "field-roll":
                                return root.digital ? qsTr("The app rolls the Field Propagator's die.") : qsTr("Roll one die for the Field Propagator and click its value.");
                            case "field-place":
                                //: %1 is the field generator the Field Propagator's die named
                                return qsTr("The Field Propagator's die names the %1: place it on a territory where you have a colony.").arg(root.turn.propagatedField);
                            case "turn-start":
                                if (root.incomeChoices.length > 0)
                                    //: %1 is the holder of the Auto Pilot A.I., who may be another player than the one whose turn starts
                                    return qsTr("Start of the turn: %1 first takes the Auto Pilot A.I.'s income, fuel or ore, their choice.").arg(root.turn.incomeHolder);
                                return qsTr("Start of the turn: discard a card whose power comes now, or begin the turn.");
                            case "board-draw":
                                return root.digital ? qsTr("The faction draft: the app draws %n board(s) at random from the box; ask for them on the right.", "", root.draft.needed || 0) : qsTr("The faction draft: take %n board(s) at random from the box and click them on the right.", "", root.draft.needed || 0);
                            case "board-pick":
                                {
                                    const left = (root.draft.offered || []).length;
                                    if (root.draft.pickerSeat === 0)
                                        return qsTr("The faction draft: %1 takes one of the last two boards on the right; the other goes back to the box.").arg(root.draft.pickerName);
                                    return qsTr("The faction draft: %1 takes one of the %n boards on the right and passes the rest to the player seated before them.", "", left).arg(root.draft.pickerName);
                                }
                            case "deal":
                                return root.digital ? qsTr("Set up the table as the guide says; the app deals the alien tech cards.") : qsTr("Set up the table as the guide says, then enter the cards dealt: 3 on display, then 1 for each player.");
                            }
                            return "";
                        }
                    }
                    MessageBar {
                        id: messageBar
                        game: root.game
                        anchors.left: parent.left
                        anchors.right: parent.right
                        anchors.verticalCenter: parent.verticalCenter
                    }
                }
                Button {
                    objectName: "hintButton"
                    visible: root.stage === "main" && !root.game.bots.toMove
                    text: qsTr("Hint")
                    onClicked: root.game.hint.request()
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("The AI's suggestion for this turn. Shortcut: H (with no die selected)")
                }
                // Table cards: the agenda cards stay secret, so the table only says they were dealt or drawn.
                Button {
                    objectName: "agendasDealtButton"
                    visible: !root.digital && root.agendaChance
                    text: root.stage === "agenda-deal" ? qsTr("Agenda cards dealt") : qsTr("Agenda cards drawn")
                    highlighted: true
                    onClicked: {
                        let cards = [];
                        for (let i = 0; i < root.turn.chanceCount; ++i)
                            cards.push(null);
                        root.game.session.play({
                                "type": "deal-agendas",
                                "cards": cards
                            });
                    }
                }
                // The Auto Pilot A.I.'s income (extra alien tech): its holder's choices as the engine lists them. A
                // seat the app plays takes it through the AI. A count as the model: a new list of choices then
                // updates the buttons instead of making them again.
                Repeater {
                    model: root.game.bots.toMove ? 0 : root.incomeChoices.length
                    // qmllint disable unqualified
                    delegate: Button {
                        required property int index
                        readonly property var modelData: root.incomeChoices[index] || ({})
                        objectName: "income-" + modelData.resource
                        //: The Auto Pilot A.I.'s income: "Ada takes 1 fuel"
                        text: qsTr("%1 takes %2").arg(root.turn.incomeHolder).arg(modelData.amount)
                        highlighted: true
                        onClicked: root.game.session.play(modelData.move)
                    }
                    // qmllint enable unqualified
                }
                Button {
                    objectName: "beginTurnButton"
                    visible: root.stage === "turn-start"
                    text: qsTr("Begin the turn")
                    highlighted: root.incomeChoices.length === 0
                    onClicked: root.game.session.play({
                            "type": "begin-turn"
                        })
                }
                // The Field Propagator's die (extra alien tech) rolled at the table: its value is clicked.
                Repeater {
                    model: !root.digital && root.stage === "field-roll" ? 6 : 0
                    // qmllint disable unqualified
                    delegate: Die {
                        required property int index
                        objectName: "fieldDie-" + (index + 1)
                        size: 34
                        value: index + 1
                        colorId: root.turn.color
                        onClicked: root.game.session.play({
                                "type": "reroll",
                                "values": [index + 1]
                            })
                    }
                    // qmllint enable unqualified
                }
                // The field generator the die named goes to a territory: the Field Propagator's last question.
                Button {
                    objectName: "placeFieldButton"
                    visible: root.stage === "field-place" && !root.asking
                    text: qsTr("Place the %1").arg(root.turn.propagatedField)
                    highlighted: true
                    onClicked: root.cardRequested("field-propagator", false)
                }
                Button {
                    objectName: "chanceButton"
                    visible: root.digital && (root.stage === "roll" || root.stage === "reroll" || root.stage === "field-roll" || root.stage === "reveal" || root.stage === "deal" || root.agendaChance)
                    text: root.stage === "reveal" ? qsTr("Turn up for me") : root.stage === "deal" ? qsTr("Deal and start the game") : root.stage === "agenda-deal" ? qsTr("Deal the agenda cards") : root.stage === "agenda-draw" ? qsTr("Draw for me") : qsTr("Roll for me")
                    highlighted: true
                    onClicked: root.game.session.playChance()
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Shortcut: R or Enter")
                }
            }
        }

        // ---------------------------------------------------------------- roll and re-roll (table dice)
        DiceEntry {
            id: diceEntry
            visible: !root.digital && (root.stage === "roll" || root.stage === "reroll")
            // Hidden, it must not keep the keyboard (the play view's keys take over).
            enabled: visible
            Layout.fillWidth: true
            // None while hidden (a digital game, or another stage): its dice are made only when the table enters a roll.
            ships: {
                if (root.digital || (root.stage !== "roll" && root.stage !== "reroll"))
                    return [];
                const names = root.turn.toRoll;
                const fleet = root.fleet;
                return names.map(n => fleet.find(s => s.name === n)).filter(s => s !== undefined);
            }
            colorId: root.turn.color
            onSubmitted: values => root.game.session.play({
                    "type": root.stage,
                    "values": values
                })
            onVisibleChanged: if (visible)
                forceActiveFocus()
        }

        // ---------------------------------------------------------------- cards turned up (table)
        CardPicker {
            visible: !root.digital && root.stage === "reveal"
            Layout.fillWidth: true
            game: root.game
            columns: 7
            slotLabels: {
                let labels = [];
                if (root.digital || root.stage !== "reveal")
                    return labels; // hidden
                for (let i = 0; i < root.turn.chanceCount; ++i)
                    labels.push(qsTr("Card %1").arg(i + 1));
                return labels;
            }
            confirmText: qsTr("Put them on display")
            onSubmitted: cards => root.game.session.play({
                    "type": "reveal",
                    "cards": cards
                })
        }

        // ---------------------------------------------------------------- the deal (table cards)
        CardPicker {
            visible: !root.digital && root.stage === "deal"
            Layout.fillWidth: true
            game: root.game
            columns: 7
            // With 5 or 6 players the 8 or 9 slots and the button still share one line.
            // players.names, not players.seats: a move seldom changes the names.
            slotWidth: root.game.players.names.length > 4 ? 76 : 104
            slotLabels: {
                let labels = [qsTr("Display 1"), qsTr("Display 2"), qsTr("Display 3")];
                for (const name of root.game.players.names)
                    labels.push(name);
                return labels;
            }
            confirmText: qsTr("Start the game")
            onSubmitted: cards => root.game.session.play({
                    "type": "deal",
                    "display": cards.slice(0, 3),
                    "hands": cards.slice(3)
                })
        }

        // ---------------------------------------------------------------- the main stage (and the cards used before it)
        RowLayout {
            visible: root.stage === "main" || root.cardsBeforeRoll
            Layout.fillWidth: true
            spacing: 16

            // Unplaced dice: click to select for docking.
            Row {
                spacing: 8
                Layout.alignment: Qt.AlignVCenter
                Repeater {
                    model: root.fleetSlots
                    // qmllint disable unqualified
                    delegate: Column {
                        id: fleetDie
                        required property int index
                        readonly property bool inFleet: index < root.unplacedFleet.length
                        readonly property var modelData: inFleet ? root.unplacedFleet[index] : ({
                                "name": "",
                                "value": 0,
                                "number": 0,
                                "relic": false,
                                "color": "red"
                            })
                        // Plain values, which notify only when they differ: a new fleet (a dock, a roll) wakes the
                        // bindings of the dice whose ship or value changed, not every binding of every die.
                        readonly property string shipName: modelData.name
                        readonly property int shipValue: modelData.value
                        readonly property int shipNumber: modelData.number
                        readonly property bool relic: modelData.relic === true
                        readonly property string shipColor: modelData.color
                        visible: inFleet
                        spacing: 1
                        readonly property var choice: root.asking ? root.shipChoices[shipName] || null : null
                        Die {
                            objectName: fleetDie.inFleet ? "fleet-" + fleetDie.shipName : ""
                            size: 52
                            value: fleetDie.shipValue
                            colorId: fleetDie.relic ? "relic" : fleetDie.shipColor
                            holderColor: fleetDie.relic ? root.turn.color : ""
                            selected: root.asking ? fleetDie.choice !== null && fleetDie.choice.chosen : root.selection.indexOf(fleetDie.shipName) >= 0
                            dimmed: root.asking && Object.keys(root.shipChoices).length > 0 && (fleetDie.choice === null || !fleetDie.choice.available)
                            lit: (fleetDie.choice !== null && fleetDie.choice.available) || fleetDie.hinted
                            onClicked: root.shipToggled(fleetDie.shipName)
                        }
                        readonly property bool hinted: root.hintShips.indexOf(shipName) >= 0
                        Text {
                            anchors.horizontalCenter: parent.horizontalCenter
                            text: (fleetDie.hinted ? "★ " : "") + (fleetDie.relic ? qsTr("Relic Ship") : qsTr("ship %1").arg(fleetDie.shipNumber))
                            color: fleetDie.hinted ? Theme.hint : fleetDie.relic ? Theme.warning : Theme.textFaint
                            font.pixelSize: Theme.fontSmall - 1
                        }
                    }
                    // qmllint enable unqualified
                }
                Text {
                    visible: root.stage === "main" && root.turn.unplaced !== undefined && root.turn.unplaced.length === 0
                    anchors.verticalCenter: parent.verticalCenter
                    text: qsTr("All ships docked")
                    color: Theme.good
                    font.pixelSize: Theme.fontNormal
                }
            }

            Item {
                Layout.fillWidth: true
            }

            // The player's alien tech cards, each with its fuel power and its discard power.
            Flow {
                enabled: !root.asking
                opacity: enabled ? 1 : 0.4
                Layout.preferredWidth: Math.min(implicitWidth, 600)
                Layout.maximumWidth: 600
                Layout.alignment: Qt.AlignVCenter
                spacing: 6
                flow: Flow.TopToBottom
                height: 62

                Repeater {
                    model: root.cardSlots

                    // qmllint disable unqualified
                    delegate: Rectangle {
                        id: cardChip
                        required property int index
                        readonly property var modelData: root.heldCards[index] || ({
                                "id": "",
                                "name": "",
                                "useHelp": "",
                                "discardHelp": "",
                                "passiveHelp": "",
                                "hasUse": false,
                                "hasDiscard": false,
                                "use": {},
                                "discard": {}
                            })
                        visible: index < root.heldCards.length
                        width: 236
                        height: 28
                        radius: 5
                        color: "#2a1f4a"
                        border.color: "#6c4fa8"

                        Text {
                            anchors.left: parent.left
                            anchors.leftMargin: 6
                            anchors.right: buttons.left
                            anchors.verticalCenter: parent.verticalCenter
                            text: cardChip.modelData.name
                            color: "#e6dcff"
                            font.pixelSize: Theme.fontSmall
                            elide: Text.ElideRight
                            MouseArea {
                                anchors.fill: parent
                                hoverEnabled: true
                                ToolTip.visible: containsMouse
                                ToolTip.delay: 300
                                ToolTip.text: [cardChip.modelData.name, cardChip.modelData.useHelp, cardChip.modelData.discardHelp, cardChip.modelData.passiveHelp].filter(s => s !== "").join("\n")
                            }
                        }
                        Row {
                            id: buttons
                            anchors.right: parent.right
                            anchors.rightMargin: 3
                            anchors.verticalCenter: parent.verticalCenter
                            spacing: 3
                            ActionButton {
                                objectName: "use-" + cardChip.modelData.id
                                visible: cardChip.modelData.hasUse
                                implicitHeight: 22
                                implicitWidth: Math.max(40, contentItem.implicitWidth + 12)
                                font.pixelSize: Theme.fontSmall - 1
                                tint: "#8a63d2"
                                //: Use an alien tech card's fuel power
                                text: qsTr("Use")
                                available: cardChip.modelData.use.available === true
                                ToolTip.text: available ? cardChip.modelData.useHelp : cardChip.modelData.use.text || ""
                                onClicked: root.cardRequested(cardChip.modelData.id, false)
                            }
                            ActionButton {
                                objectName: "discard-" + cardChip.modelData.id
                                visible: cardChip.modelData.hasDiscard
                                implicitHeight: 22
                                implicitWidth: Math.max(56, contentItem.implicitWidth + 12)
                                font.pixelSize: Theme.fontSmall - 1
                                tint: "#8a63d2"
                                //: Discard an alien tech card for its discard power
                                text: qsTr("Discard")
                                available: cardChip.modelData.discard.available === true
                                ToolTip.text: available ? cardChip.modelData.discardHelp : cardChip.modelData.discard.text || ""
                                onClicked: root.cardRequested(cardChip.modelData.id, true)
                            }
                        }
                    }
                    // qmllint enable unqualified
                }
            }
        }

        // The turn's moves.
        RowLayout {
            visible: root.stage === "main"
            enabled: !root.asking
            opacity: enabled ? 1 : 0.4
            Layout.fillWidth: true
            spacing: 6

            ActionButton {
                //: Trade at the Orbital Market: %1 fuel for 1 ore
                text: root.turn.tradeRatio > 0 ? qsTr("Trade %1 fuel → 1 ore").arg(root.turn.tradeRatio) : qsTr("Trade")
                available: root.actions.trade.available
                tint: "#3fc7a6"
                ToolTip.text: available ? qsTr("Orbital Market (shortcut X)") : root.actions.trade.text || ""
                onClicked: root.moveRequested("trade")
            }
            ActionButton {
                objectName: "cycleButton"
                text: qsTr("Cycle cards (%1)").arg(root.turn.cyclesLeft)
                available: root.actions.cycle.available
                tint: "#b483f2"
                ToolTip.text: available ? qsTr("Discard the display and turn up three new cards") : root.actions.cycle.text || ""
                onClicked: root.moveRequested("cycle")
            }
            ActionButton {
                text: qsTr("Claim a card (%1/%2)").arg(root.turn.artifactTotal).arg(root.turn.claimNeeded)
                available: root.actions.claim.available
                tint: "#b483f2"
                ToolTip.text: available ? qsTr("Or click a card on display") : root.actions.claim.text || ""
                onClicked: root.moveRequested("claim")
            }
            ActionButton {
                text: qsTr("Launch colony")
                available: root.actions.launch.available
                tint: "#5aa8f0"
                ToolTip.text: available ? qsTr("From circle 7 of the Colonist Hub, for 1 fuel and 1 ore") : root.actions.launch.text || ""
                onClicked: root.moveRequested("launch")
            }
            // Extra alien tech: the active player's colonies kept on a card (Gravitron Shunt) may land again, card
            // held or not (the engine lists the releases). A count as the model, as for the income above.
            Repeater {
                model: root.cardReleases.length
                // qmllint disable unqualified
                delegate: ActionButton {
                    required property int index
                    readonly property var modelData: root.cardReleases[index] || ({})
                    objectName: "release-" + modelData.id
                    //: Land again a colony kept on an alien tech card: "Release a colony (Gravitron Shunt)"
                    text: qsTr("Release a colony (%1)").arg(modelData.name)
                    tint: "#8a63d2"
                    ToolTip.text: qsTr("One of your colonies kept on the card lands on a territory")
                    onClicked: root.releaseRequested(modelData.id)
                }
                // qmllint enable unqualified
            }
            // Agendas module: an Orbital Market pair may draw agenda cards instead of trading (the engine lists it).
            ActionButton {
                objectName: "drawAgendasButton"
                visible: root.game.agendas.draws.length > 0
                text: qsTr("Draw agendas")
                tint: "#3fc7a6"
                ToolTip.text: qsTr("Your pair at the Orbital Market draws agenda cards instead of trading")
                onClicked: root.game.session.play(root.game.agendas.draws[0])
            }
            ActionButton {
                text: qsTr("Buy Relic Ship")
                available: root.actions.buyRelic.available
                tint: "#e2b86c"
                ToolTip.text: available ? qsTr("1 fuel and 1 ore") : root.actions.buyRelic.text || ""
                onClicked: root.moveRequested("buyRelic")
            }
            Item {
                Layout.fillWidth: true
            }
            ActionButton {
                objectName: "endTurnButton"
                text: qsTr("End turn")
                available: root.actions.endTurn.available
                tint: Theme.good
                font.bold: true
                implicitWidth: 120
                ToolTip.text: available ? qsTr("Shortcut: E") : root.actions.endTurn.text || ""
                onClicked: root.moveRequested("endTurn")
            }
        }

        // ---------------------------------------------------------------- game over
        RowLayout {
            visible: root.stage === "game-over"
            Layout.fillWidth: true
            Text {
                objectName: "gameOverOutcome"
                Layout.fillWidth: true
                text: {
                    const r = root.game.players.ranking;
                    if (r.length === 0)
                        return "";
                    if (root.game.agendas.endGameRevealsLeft)
                        return qsTr("Game over: the ranking is not final yet");
                    const winners = r.filter(e => e.place === 1);
                    return winners.length > 1 ? qsTr("Shared victory: %1").arg(winners.map(e => e.name).join(", "))
                                              : qsTr("%1 wins with %2 VP.").arg(r[0].name).arg(r[0].vp);
                }
                color: Theme.text
                font.pixelSize: Theme.fontTitle
                font.bold: true
            }
            Button {
                text: qsTr("Show the final ranking")
                highlighted: true
                onClicked: root.showRanking()
            }
        }

        Item {
            Layout.fillHeight: true
        }
    }
}
