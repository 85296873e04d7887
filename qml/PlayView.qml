import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import AFReferee

// The game screen: the board, the turn panel under it, scores and log on the right. It turns clicks and keys into
// moves for the controller: select dice, click a facility, answer what the move needs (ChoiceWizard, RaidDialog,
// EndTurnDialog). Whether something is possible is always the engine's answer.
FocusScope {
    id: root

    required property GameController game
    property var selection: []

    readonly property bool mainStage: game.session.stage === "main"
    // Re-asked whenever the selection or the state changes (the revision says when).
    readonly property var dockOptions: mainStage && game.session.revision >= 0 ? game.moves.dockOptions(selection) : ({})

    signal rankingRequested

    // The AI's moves on show: the bot's next move while a bot seat plays, else the hint asked for.
    readonly property var aiMoves: game.bots.next.kind === "move" ? [game.bots.next] : (game.hint.status === "ready" ? game.hint.moves : [])
    // Where they go on the board (facility or territory id -> the moves' numbers) and the dice they use.
    readonly property var aiMarks: {
        let marks = {};
        for (let i = 0; i < aiMoves.length; ++i) {
            const label = aiMoves.length > 1 ? String(i + 1) : "";
            const mark = place => {
                if (place)
                    marks[place] = marks[place] ? marks[place] + ", " + label : label || " ";
            };
            mark(aiMoves[i].facility);
            mark(aiMoves[i].territory);
        }
        return marks;
    }
    readonly property var aiShips: {
        let ships = [];
        for (let i = 0; i < aiMoves.length; ++i)
            ships = ships.concat(aiMoves[i].ships);
        return ships;
    }

    function clearSelection() {
        selection = [];
    }
    function toggleShip(name) {
        const i = selection.indexOf(name);
        selection = i >= 0 ? selection.filter(s => s !== name) : selection.concat([name]);
    }
    // Keys 1-6: select (or unselect) a die showing that value.
    function toggleValue(value) {
        const dice = game.turn.fleet.filter(s => s.value === value);
        const free = dice.find(s => selection.indexOf(s.name) < 0);
        if (free)
            toggleShip(free.name);
        else if (dice.length > 0)
            toggleShip(dice[dice.length - 1].name);
    }
    // Something on the board or in the fleet was clicked while a question is asked: it answers the question when
    // it is the kind of thing asked for; anything else waits until the question is answered or cancelled.
    function answerOnBoard(kind, value) {
        if (!wizard.opened)
            return;
        const asked = wizard.asksShips ? "ship" : wizard.kind;
        if (asked === kind && (kind !== "card" || wizard.onBoard))
            wizard.pick(value);
    }
    function play(move) {
        if (game.session.play(move))
            clearSelection();
    }

    // A facility was clicked (or chosen by key) with the selected dice.
    function dockAt(facility) {
        if (!mainStage) {
            game.session.notify(game.moves.explain({
                        "type": "dock",
                        "facility": facility,
                        "ships": selection
                    }));
            return;
        }
        const option = dockOptions[facility];
        if (facility === "maintenance-bay" && selection.length === 1) {
            play({
                    "type": "maintenance-bay",
                    "ship": selection[0]
                });
            return;
        }
        if (selection.length === 0) {
            game.session.notify({
                    "text": option && option.text ? option.text : qsTr("First select the dice to dock there (click them, or type their values).")
                });
            return;
        }
        if (!option || !option.available) {
            game.session.notify(option || {});
            return;
        }
        const move = {
            "type": "dock",
            "facility": facility,
            "ships": selection.slice()
        };
        const check = game.moves.explain(move);
        // A faction board's docking that takes a choice: asked from the engine's legal dockings there.
        const withChoice = check.legal || !check.missingChoice ? [] : game.moves.candidates({
                "type": "dock",
                "facility": facility
            }).filter(c => c.factionChoice !== undefined && JSON.stringify(c.ships.slice().sort()) === JSON.stringify(move.ships.slice().sort()));
        if (withChoice.length > 0) {
            askFactionChoice(game.catalog.facilityNames[facility], move, withChoice);
            return;
        }
        if (!check.legal && check.reasonId === "territory-required") {
            wizard.ask({
                    "title": game.catalog.facilityNames[facility],
                    "help": "",
                    "action": move,
                    "candidates": null,
                    "steps": [{
                            "key": "territory",
                            "kind": "territory",
                            "prompt": qsTr("Where does the colony land?")
                        }],
                    "done": m => root.play(m)
                });
            return;
        }
        // A raid is asked for when the engine lists raids for this facility.
        if (game.moves.candidates({
                "type": "dock",
                "facility": facility
            }).some(c => c.raid !== undefined)) {
            raid.ask(move, "raid", m => root.play(m));
            return;
        }
        play(move);
    }

    // The questions of a faction docking or owner ability, in the order a player thinks of them.
    function askFactionChoice(title, move, candidates) {
        const step = (key, kind, prompt) => ({
                "key": "factionChoice." + key,
                "kind": kind,
                "prompt": prompt
            });
        const steps = [step("ship", "ship", qsTr("Which ship?")), step("value", "value", qsTr("Which value?")), step("resource", "value", qsTr("Fuel or ore?")), step("player", "player", qsTr("Whose colony moves?")), step("from", "territory", qsTr("From which territory?")), step("to", "territory", qsTr("To which territory?")), step("field", "field", qsTr("Which field generator?")), step("card", "card", qsTr("Which card do you give?")), step("takenCard", "card", qsTr("Which card do you take?"))];
        wizard.ask({
                "title": title,
                "help": "",
                "action": move,
                "candidates": candidates,
                "steps": steps,
                "done": m => root.play(m)
            });
    }
    function useFaction(board) {
        if (!board.ability.available) {
            game.session.notify(board.ability);
            return;
        }
        const moves = game.moves.candidates({
            "type": "use-faction"
        });
        if (moves.length === 1 && moves[0].factionChoice === undefined)
            play(moves[0]);
        else
            askFactionChoice(board.abilityCost, {
                    "type": "use-faction"
                }, moves);
    }

    // The turn's buttons.
    function requestMove(name) {
        const a = game.turn.actions;
        switch (name) {
        case "trade":
            if (a.trade.available)
                play({
                        "type": "trade"
                    });
            else
                game.session.notify(a.trade);
            break;
        case "cycle":
            if (a.cycle.available)
                play({
                        "type": "cycle"
                    });
            else
                game.session.notify(a.cycle);
            break;
        case "buyRelic":
            if (a.buyRelic.available)
                play({
                        "type": "buy-relic"
                    });
            else
                game.session.notify(a.buyRelic);
            break;
        case "claim":
            if (!a.claim.available) {
                game.session.notify(a.claim);
                break;
            }
            wizard.ask({
                    "title": qsTr("Claim an alien tech card"),
                    "action": {
                        "type": "claim"
                    },
                    "candidates": game.moves.candidates({
                            "type": "claim"
                        }),
                    "steps": [{
                            "key": "card",
                            "kind": "card",
                            "prompt": qsTr("Which card do you claim?")
                        }],
                    "done": m => root.play(m)
                });
            break;
        case "launch":
            if (!a.launch.available) {
                game.session.notify(a.launch);
                break;
            }
            wizard.ask({
                    "title": qsTr("Launch a colony"),
                    "help": qsTr("From circle 7 of the Colonist Hub, for 1 fuel and 1 ore."),
                    "action": {
                        "type": "launch"
                    },
                    "candidates": null,
                    "steps": [{
                            "key": "territory",
                            "kind": "territory",
                            "prompt": qsTr("Where does the colony land?")
                        }],
                    "done": m => root.play(m)
                });
            break;
        case "endTurn":
            if (!a.endTurn.available)
                game.session.notify(a.endTurn);
            else if (game.turn.excess > 0)
                endTurn.ask();
            else
                play({
                        "type": "end-turn"
                    });
            break;
        }
    }

    // What each question about a card's power says, by "type/card/key" (or "type//key" for any card).
    function cardPrompt(type, card, key) {
        const prompts = {
            "use-card/booster-pod/ship": qsTr("Which ship gets +1?"),
            "use-card/stasis-beam/ship": qsTr("Which ship gets −1?"),
            "use-card/polarity-device/ship": qsTr("Which ship is turned to its opposite face?"),
            "use-card/gravity-manipulator/ship": qsTr("Which ship goes down by 1?"),
            "use-card/gravity-manipulator/ship2": qsTr("Which ship goes up by 1?"),
            "use-card/temporal-warper/ships": qsTr("Which ships roll again?"),
            "use-card/data-crystal/territory": qsTr("Which territory's bonus do you borrow this turn?"),
            "use-card/orbital-teleporter/ship": qsTr("Which of your docked ships moves?"),
            "use-card/mind-control-helmet/ship": qsTr("Which ship of another player do you take over?"),
            "use-card/plasma-cannon/facility": qsTr("At which facility do you fire?"),
            "use-card/plasma-cannon/ships": qsTr("Which ships are sent to the Maintenance Bay?"),
            "discard-card/booster-pod/field": qsTr("Which field generator comes off the board?"),
            "discard-card/data-crystal/territory": qsTr("Where does the Positron Field go?"),
            "discard-card/gravity-manipulator/territory": qsTr("Where does the Repulsor Field go?"),
            "discard-card/stasis-beam/territory": qsTr("Where does the Isolation Field go?"),
            "discard-card/orbital-teleporter/territory": qsTr("From which territory does a colony move?"),
            "discard-card/orbital-teleporter/player": qsTr("Whose colony moves?"),
            "discard-card/orbital-teleporter/territory2": qsTr("To which territory?"),
            "discard-card/polarity-device/territory": qsTr("First colony: on which territory?"),
            "discard-card/polarity-device/player": qsTr("Whose colony is it?"),
            "discard-card/polarity-device/territory2": qsTr("Second colony: on which territory?"),
            "discard-card/polarity-device/player2": qsTr("Whose colony is it?"),
            "discard-card/plasma-cannon/ship": qsTr("Which ship goes back to its owner's stock?"),
            "discard-card/temporal-warper/chosenCard": qsTr("Which card do you take from the discard pile?"),
            // The field generator the Field Propagator's die named (stage field-place).
            "use-card/field-propagator/territory": qsTr("Where does the field generator go?"),
            // Any other card's questions (the extra alien tech cards ask only these), by the move's key.
            "//ship": qsTr("Which ship?"),
            "//ship2": qsTr("Which other ship?"),
            "//ships": qsTr("Which ships?"),
            "//facility": qsTr("Which facility?"),
            "//territory": qsTr("Which territory?"),
            "//territory2": qsTr("Which other territory?"),
            "//player": qsTr("Which player?"),
            "//player2": qsTr("Which other player?"),
            "//field": qsTr("Which field generator?"),
            "//chosenCard": qsTr("Which card?"),
            "//value": qsTr("Which value?"),
            "//takes": qsTr("What do you take from each player?"),
            "//spread": qsTr("Where do the colonies go?"),
            "//dock.facility": qsTr("To which facility?"),
            "//dock.ships": qsTr("Do any of your unplaced ships dock with it? Select them, or continue without."),
            "//dock.territory": qsTr("Where does the colony land?")
        };
        return prompts[type + "/" + card + "/" + key] || prompts["//" + key] || key;
    }

    // Use or discard an alien tech card: the engine's legal moves for it say what must be chosen.
    function useCard(card, discard) {
        const held = game.turn.heldCards.find(c => c.id === card);
        if (!held)
            return;
        const availability = discard ? held.discard : held.use;
        if (!availability.available) {
            game.session.notify(availability);
            return;
        }
        const type = discard ? "discard-card" : "use-card";
        // The release of colonies kept on the card is not its use: it has a button of its own (releaseColony).
        const release = (game.turn.cardReleases || []).find(r => r.id === card);
        const releaseMoves = release ? release.moves.map(m => JSON.stringify(m)) : [];
        const moves = game.moves.candidates({
            "type": type,
            "card": card
        }).filter(m => releaseMoves.indexOf(JSON.stringify(m)) < 0);
        const kinds = {
            "ship": "ship",
            "ship2": "ship",
            "facility": "facility",
            "ships": "ships",
            "territory": "territory",
            "player": "player",
            "territory2": "territory",
            "player2": "player",
            "field": "field",
            "chosenCard": "card",
            "value": "value",
            "takes": "option",
            "spread": "option",
            "dock.facility": "facility",
            "dock.ships": "ships",
            "dock.territory": "territory"
        };
        let steps = [];
        for (const key in kinds)
            steps.push({
                    "key": key,
                    "kind": kinds[key],
                    "prompt": cardPrompt(type, card, key)
                });
        wizard.ask({
                "title": (discard ? qsTr("Discard the %1") : qsTr("Use the %1")).arg(held.name),
                "help": discard ? held.discardHelp : held.useHelp,
                "action": {
                    "type": type,
                    "card": card
                },
                "candidates": moves,
                "steps": steps,
                "done": m => {
                    // A card's docking at the Raiders' Outpost raids too, listed or not (the Superconducting Grapple's
                    // raids are legal without being listed): the engine says whether a raid may follow.
                    if (game.moves.mayRaid(m))
                        raid.ask(m, "dock.raid", r => root.play(r));
                    else
                        root.play(m);
                }
            });
    }

    // Colonies of the active player kept on a card (Gravitron Shunt): one of them lands where the player says, among
    // the engine's release moves.
    function releaseColony(card) {
        const release = (game.turn.cardReleases || []).find(r => r.id === card);
        if (!release)
            return;
        wizard.ask({
                "title": qsTr("Release a colony from the %1").arg(release.name),
                "help": qsTr("One of your colonies kept on the card lands on a territory, for its cost."),
                "action": {
                    "type": "use-card",
                    "card": card
                },
                "candidates": release.moves,
                "steps": [{
                        "key": "territory2",
                        "kind": "territory",
                        "prompt": qsTr("Where does your colony land?")
                    }],
                "done": m => root.play(m)
            });
    }

    // The table's keyboard: dice values select dice, letters pick facilities and moves.
    Keys.onPressed: event => {
        if (wizard.opened || raid.opened || endTurn.opened)
            return;
        const text = event.text.toUpperCase();
        // N: the bot's next step, once the table has copied its move. H with no die selected: a hint (with dice
        // selected, H docks them at the Colonist Hub).
        if (text === qsTr("N", "key: the bot's next move") && (game.bots.next.kind === "move" || game.bots.next.kind === "chance")) {
            game.bots.playNext();
            event.accepted = true;
            return;
        }
        if (text === qsTr("H", "key: hint") && selection.length === 0 && !game.bots.toMove) {
            game.hint.request();
            event.accepted = true;
            return;
        }
        if (game.turn.digital && (game.session.stage === "roll" || game.session.stage === "reroll" || game.session.stage === "reveal") && (text === qsTr("R") || event.key === Qt.Key_Return || event.key === Qt.Key_Enter)) {
            game.session.playChance();
            event.accepted = true;
            return;
        }
        if (!mainStage)
            return;
        if (event.key >= Qt.Key_1 && event.key <= Qt.Key_6) {
            toggleValue(event.key - Qt.Key_0);
            event.accepted = true;
        } else if (event.key === Qt.Key_Escape) {
            clearSelection();
            game.session.clearMessage();
            event.accepted = true;
        } else if (facilityKeys[text] !== undefined) {
            dockAt(facilityKeys[text]);
            event.accepted = true;
        } else if (text === qsTr("E")) {
            requestMove("endTurn");
            event.accepted = true;
        } else if (text === qsTr("X")) {
            requestMove("trade");
            event.accepted = true;
        }
    }
    // One letter per facility (translators may choose other letters).
    readonly property var facilityKeys: {
        let keys = {};
        keys[qsTr("S", "key: Solar Converter")] = "solar-converter";
        keys[qsTr("L", "key: Lunar Mine")] = "lunar-mine";
        keys[qsTr("M", "key: Orbital Market")] = "orbital-market";
        keys[qsTr("A", "key: Alien Artifact")] = "alien-artifact";
        keys[qsTr("H", "key: Colonist Hub")] = "colonist-hub";
        keys[qsTr("C", "key: Colony Constructor")] = "colony-constructor";
        keys[qsTr("T", "key: Terraforming Station")] = "terraforming-station";
        keys[qsTr("Y", "key: Shipyard")] = "shipyard";
        keys[qsTr("O", "key: Raiders' Outpost")] = "raiders-outpost";
        keys[qsTr("B", "key: Maintenance Bay")] = "maintenance-bay";
        return keys;
    }

    // A new turn or stage starts with nothing selected, and the dice entry ready for typing.
    Connections {
        target: root.game.session
        function onStateChanged() {
            // A question left open beside the board (e.g. over an undo from the tool bar) belongs to a board that
            // is gone.
            if (wizard.opened)
                wizard.close();
            // Digital mode: the Scout Drone's user looks at the cards the app turned up, alone, and orders them.
            if (root.game.session.stage === "scout-order" && root.game.turn.digital && !root.game.bots.toMove && !scoutLook.opened)
                scoutLook.show(root.game.turn.name);
            // Selected dice stay selected while unplaced. A new array would wake every binding that reads the
            // selection (each die, the board's options): assigned only when a die left it.
            const fleet = root.game.turn.fleet;
            const kept = root.selection.filter(n => fleet.some(s => s.name === n && s.value > 0));
            if (kept.length !== root.selection.length)
                root.selection = kept;
            Qt.callLater(() => {
                    if (!wizard.opened && !raid.opened && !endTurn.opened && !scoutLook.opened) {
                        root.forceActiveFocus();
                        turnPanel.focusEntry();
                    }
                });
        }
    }

    RowLayout {
        anchors.fill: parent
        anchors.margins: 8
        spacing: 8

        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 8

            // An Item (no implicit width) keeps the side column at its width, as without faction boards.
            Item {
                Layout.fillWidth: true
                Layout.fillHeight: true

                RowLayout {
                    anchors.fill: parent

                    BoardView {
                        id: board
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        game: root.game
                        highlightCovers: root.game.session.stage === "deal"
                        hintMarks: root.aiMarks
                        // While a question is asked, the board lights up its answers; otherwise where the selected
                        // dice may dock.
                        dockOptions: wizard.kind === "facility" ? wizard.boardChoices : (wizard.opened || root.selection.length === 0 ? ({}) : root.dockOptions)
                        territoryOptions: wizard.kind === "territory" ? wizard.boardChoices : ({})
                        shipChoices: wizard.asksShips ? wizard.boardChoices : ({})
                        cardChoices: wizard.kind === "card" && wizard.onBoard ? wizard.boardChoices : ({})
                        claimable: root.mainStage && !wizard.opened && root.game.turn.actions.claim.available === true
                        onFacilityClicked: facility => {
                            if (wizard.opened)
                                root.answerOnBoard("facility", facility);
                            else
                                root.dockAt(facility);
                        }
                        onTerritoryClicked: territory => root.answerOnBoard("territory", territory)
                        onShipClicked: ship => root.answerOnBoard("ship", ship)
                        onDisplayCardClicked: card => {
                            if (wizard.opened)
                                root.answerOnBoard("card", card);
                            else
                                root.play({
                                        "type": "claim",
                                        "card": card
                                    });
                        }
                    }

                    // The faction boards in play (factions module), as facilities beside the board.
                    // Its column is kept through the roll stage (only the boards are hidden), so that the board
                    // beside it keeps its size: a new size redraws the board's whole picture.
                    FactionBoards {
                        visible: root.game.factions.boards.count > 0
                        boardsShown: root.mainStage
                        Layout.preferredWidth: 220
                        // The board gives way rather than the boards' texts being cut at the side column.
                        Layout.minimumWidth: 200
                        Layout.alignment: Qt.AlignTop
                        game: root.game
                        dockOptions: wizard.kind === "facility" ? wizard.boardChoices : (wizard.opened || root.selection.length === 0 ? ({}) : root.dockOptions)
                        onFacilityClicked: facility => board.facilityClicked(facility)
                        onRuleRequested: id => root.game.session.showRule(id)
                        onAbilityRequested: b => {
                            if (!wizard.opened)
                                root.useFaction(b);
                        }
                    }
                }
            }

            AiPanel {
                Layout.fillWidth: true
                Layout.preferredHeight: implicitHeight
                game: root.game
            }

            TurnPanel {
                id: turnPanel
                Layout.fillWidth: true
                Layout.preferredHeight: implicitHeight
                game: root.game
                selection: root.selection
                hintShips: root.aiShips
                asking: wizard.opened
                shipChoices: wizard.asksShips ? wizard.boardChoices : ({})
                onShipToggled: ship => {
                    if (wizard.opened)
                        root.answerOnBoard("ship", ship);
                    else
                        root.toggleShip(ship);
                }
                onMoveRequested: move => root.requestMove(move)
                onCardRequested: (card, discard) => root.useCard(card, discard)
                onReleaseRequested: card => root.releaseColony(card)
                onShowRanking: root.rankingRequested()
            }
        }

        // Before the deal, the setup guide; then the scores and the log. Questions about a move sit over it.
        StackLayout {
            id: sideColumn
            Layout.preferredWidth: 330
            Layout.maximumWidth: 330
            Layout.fillHeight: true
            currentIndex: root.game.session.stage === "deal" || root.game.session.stage === "agenda-deal" ? 0 : root.game.factions.draft.drawing || root.game.factions.draft.picking ? 2 : 1

            SetupSteps {
                game: root.game
            }
            ColumnLayout {
                spacing: 8

                ScorePanel {
                    game: root.game
                    Layout.fillWidth: true
                }
                TabBar {
                    id: sideTabs
                    Layout.fillWidth: true
                    TabButton {
                        text: qsTr("Log")
                    }
                    TabButton {
                        objectName: "scoreChartTab"
                        text: qsTr("Score over time")
                    }
                }
                Rectangle {
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    color: Theme.panel
                    radius: Theme.radius
                    border.color: Theme.panelBorder

                    LogView {
                        anchors.fill: parent
                        anchors.margins: 8
                        visible: sideTabs.currentIndex === 0
                        game: root.game
                    }
                    // Made only while shown: the chart replays the game after every turn.
                    Loader {
                        anchors.fill: parent
                        anchors.margins: 8
                        active: sideTabs.currentIndex === 1
                        // Made over several frames (the chart itself adds a player per frame): no dropped frame.
                        asynchronous: true
                        // qmllint disable unqualified
                        sourceComponent: ScoreChartView {
                            game: root.game
                        }
                        // qmllint enable unqualified
                    }
                }
            }
            DraftPanel {
                game: root.game
            }
        }
    }

    ChoiceWizard {
        id: wizard
        game: root.game
        area: sideColumn
    }
    RaidDialog {
        id: raid
        game: root.game
    }
    EndTurnDialog {
        id: endTurn
        game: root.game
    }
    ScoutLook {
        id: scoutLook
        game: root.game
    }
}
