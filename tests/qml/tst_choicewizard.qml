import QtQuick
import QtTest
import AFReferee

// The choice wizard is generic: it asks, in order, for the keys of the legal moves it is given, offers only
// answers some legal move has, and hands back the one move that matches every answer.
TestCase {
    id: testCase

    name: "ChoiceWizard"
    width: 900
    height: 700
    visible: true
    when: windowShown

    GameController {
        id: game
        files.dataDir: "" // no autosave
    }

    ChoiceWizard {
        id: wizard
        game: game
    }

    property var result: null

    // Made-up legal moves: two questions, a territory then a player.
    readonly property var moves: [{
            type: "discard-card",
            card: "orbital-teleporter",
            territory: "lem-badlands",
            player: "red",
            territory2: "pohl-foothills"
        }, {
            type: "discard-card",
            card: "orbital-teleporter",
            territory: "lem-badlands",
            player: "blue",
            territory2: "pohl-foothills"
        }, {
            type: "discard-card",
            card: "orbital-teleporter",
            territory: "asimov-crater",
            player: "red",
            territory2: "pohl-foothills"
        }]

    function init() {
        compare(game.session.newGame({
                players: [{
                        name: "Ann",
                        color: "red"
                    }, {
                        name: "Bo",
                        color: "blue"
                    }]
            }), "");
        result = null;
    }

    function ask() {
        wizard.ask({
                title: "Test",
                action: {
                    type: "discard-card",
                    card: "orbital-teleporter"
                },
                candidates: testCase.moves,
                steps: [{
                        key: "territory",
                        kind: "territory",
                        prompt: "From?"
                    }, {
                        key: "player",
                        kind: "player",
                        prompt: "Whose?"
                    }, {
                        key: "territory2",
                        kind: "territory",
                        prompt: "To?"
                    }],
                done: (m, rest) => testCase.result = m
            });
        tryCompare(wizard, "opened", true);
    }

    function option(value) {
        return wizard.options.find(o => o.value === value);
    }

    function test_onlyAnswersOfLegalMovesAreAvailable() {
        ask();
        compare(wizard.options.length, 8, "every territory is listed");
        compare(option("lem-badlands").available, true);
        compare(option("asimov-crater").available, true);
        compare(option("herbert-valley").available, false);
        wizard.close();
    }

    function test_answersNarrowTheMovesAndTheLastAnswerIsSkippedWhenOnlyOneIsLeft() {
        ask();
        wizard.answer("asimov-crater");
        compare(wizard.step.key, "player");
        compare(option("red").available, true);
        compare(option("blue").available, false, "no legal move takes Blue's colony from Asimov Crater");
        wizard.answer("red");
        compare(wizard.step.key, "territory2");
        wizard.answer("pohl-foothills");
        compare(wizard.opened, false);
        compare(testCase.result, testCase.moves[2]);
    }

    function test_backUndoesTheLastAnswer() {
        ask();
        wizard.answer("lem-badlands");
        compare(wizard.step.key, "player");
        wizard.back();
        compare(wizard.step.key, "territory");
        compare(wizard.action.territory, undefined);
        wizard.close();
    }

    function test_aGreyedAnswerSaysWhy() {
        ask();
        verify(wizard.why === null);
        wizard.why = wizard.explainChoice("herbert-valley");
        verify(wizard.why.text !== "", "an explanation is given");
        wizard.close();
    }

    // Ann has rolled 4, 4 and 1, docked the 1 and holds the Booster Pod: equal unplaced dice are one answer, but
    // either 4 can be clicked (on the board or in the fleet) and both are lit.
    function askBoosterPod() {
        verify(game.session.play({
                    type: "deal",
                    display: ["stasis-beam", "data-crystal", "plasma-cannon"],
                    hands: ["booster-pod", "temporal-warper"]
                }));
        verify(game.session.play({
                    type: "roll",
                    values: [4, 4, 1]
                }));
        // The 1 at the Solar Converter pays for the card (Ann starts without fuel).
        verify(game.session.play({
                    type: "dock",
                    facility: "solar-converter",
                    ships: ["red-3"]
                }));
        const moves = game.moves.candidates({
                type: "use-card",
                card: "booster-pod"
            });
        verify(moves.length > 0, "the Booster Pod can be used");
        wizard.ask({
                title: "Booster Pod",
                action: {
                    type: "use-card",
                    card: "booster-pod"
                },
                candidates: moves,
                steps: [{
                        key: "ship",
                        kind: "ship",
                        prompt: "Which?"
                    }],
                done: (m, rest) => testCase.result = m
            });
        tryCompare(wizard, "opened", true);
    }

    function test_equalDiceAreOneAnswerAndEitherCanBePicked() {
        askBoosterPod();
        compare(wizard.kind, "ship");
        verify(wizard.onBoard);
        compare(wizard.options.length, 1, "the two 4s are one answer");
        compare(wizard.boardChoices["red-1"].available, true);
        compare(wizard.boardChoices["red-2"].available, true);
        verify(wizard.boardChoices["red-3"] === undefined, "the docked 1 is no answer");
        verify(wizard.boardChoices["blue-1"] === undefined, "Bo's ships are no answer");
        // Click the 4 that is not the listed answer.
        const other = wizard.options[0].value === "red-1" ? "red-2" : "red-1";
        wizard.pick(other);
        compare(wizard.opened, false);
        verify(testCase.result !== null);
        verify(testCase.result.ship === "red-1" || testCase.result.ship === "red-2", "a 4 gets +1");
    }

    function test_aShipThatIsNoAnswerSaysWhyAndKeepsAsking() {
        askBoosterPod();
        wizard.pick("blue-1");
        compare(wizard.opened, true);
        verify(wizard.why !== null && wizard.why.text !== "", "the refusal is explained");
        compare(testCase.result, null);
        wizard.close();
    }

    function test_answersArePickedByTheirNumberKeys() {
        ask();
        // Territories are listed in the catalog's order; the number key of Asimov Crater picks it.
        const n = wizard.options.findIndex(o => o.value === "asimov-crater");
        verify(n >= 0 && n < 9);
        keyClick(Qt.Key_1 + n);
        compare(wizard.step.key, "player", "the answer was taken");
        compare(wizard.action.territory, "asimov-crater");
        keyClick(Qt.Key_Backspace);
        compare(wizard.step.key, "territory", "Backspace goes back");
        // The key of an answer no legal move has: explained, not taken.
        const grey = wizard.options.findIndex(o => !o.available);
        keyClick(Qt.Key_1 + grey);
        compare(wizard.step.key, "territory");
        verify(wizard.why !== null);
        wizard.close();
    }
}
