import QtQuick
import QtTest
import AFReferee

TestCase {
    id: testCase

    name: "BoardView"
    width: 800
    height: 600
    // TestCase is invisible by default, and so would be the boards created inside it (grabImage needs them shown).
    visible: true
    when: windowShown

    Component {
        id: boardComponent

        BoardView {}
    }

    GameController {
        id: game
        files.dataDir: "" // no autosave
    }

    SignalSpy {
        id: facilityClicks
        signalName: "facilityClicked"
    }
    SignalSpy {
        id: territoryClicks
        signalName: "territoryClicked"
    }

    function createBoard(w, h, withGame) {
        const board = createTemporaryObject(boardComponent, testCase, {
            width: w,
            height: h,
            game: withGame ? game : null
        });
        verify(board, "BoardView could not be created");
        return board;
    }

    function newGame(players) {
        const colors = ["red", "blue", "green", "yellow"];
        let list = [];
        for (let i = 0; i < players; ++i)
            list.push({
                    name: "P" + (i + 1),
                    color: colors[i]
                });
        compare(game.session.newGame({
                players: list
            }), "");
    }

    // Where a point of the SVG's canvas is on screen.
    function toScreen(board, x, y) {
        const s = board.boardScale;
        return Qt.point((board.width - board.boardSize.width * s) / 2 + x * s, (board.height - board.boardSize.height * s) / 2 + y * s);
    }

    function test_boardSvgLoads() {
        const board = createBoard(800, 500, false);
        // Error here means the SVG is missing from the resources or the Qt SVG image plugin is not installed.
        tryCompare(board, "status", Image.Ready);
    }

    function test_implicitSizeIsTheBoardCanvas() {
        const board = createTemporaryObject(boardComponent, testCase);
        verify(board);
        compare(board.implicitWidth, 1600);
        compare(board.implicitHeight, 1000);
    }

    function test_boardKeepsAspectRatioAndFits_data() {
        return [{
                tag: "wide",
                w: 800,
                h: 300
            }, {
                tag: "tall",
                w: 400,
                h: 600
            }, {
                tag: "exact",
                w: 800,
                h: 500
            }];
    }

    function test_boardKeepsAspectRatioAndFits(data) {
        const board = createBoard(data.w, data.h, false);
        tryCompare(board, "status", Image.Ready);
        verify(board.paintedWidth <= data.w + 0.5, "painted width " + board.paintedWidth);
        verify(board.paintedHeight <= data.h + 0.5, "painted height " + board.paintedHeight);
        // Fits one side exactly, and keeps the 16:10 shape of the board.
        verify(Math.abs(board.paintedWidth - data.w) < 1 || Math.abs(board.paintedHeight - data.h) < 1);
        fuzzyCompare(board.paintedWidth / board.paintedHeight, 1.6, 0.02);
    }

    function test_svgIsRenderedAtDisplaySize() {
        const board = createBoard(640, 400, false);
        tryCompare(board, "status", Image.Ready);
        // Crisp: rendered from the vector at (at least) the displayed size, not scaled from a bitmap.
        verify(board.renderedSize.width >= 640, "rendered width " + board.renderedSize.width);
        verify(board.renderedSize.height >= 400, "rendered height " + board.renderedSize.height);
    }

    function test_planetIsDrawnInTheMiddleOfSpace() {
        const board = createBoard(800, 500, false);
        tryCompare(board, "status", Image.Ready);
        waitForRendering(board);
        const picture = grabImage(board);
        // The centre is Burroughs Desert (sand), the corner is dark space.
        const centre = picture.pixel(400, 250);
        verify(centre.r > 0.6 && centre.r > centre.b + 0.2, "centre pixel " + centre);
        const corner = picture.pixel(3, 3);
        verify(corner.r < 0.2 && corner.g < 0.2 && corner.b < 0.3, "corner pixel " + corner);
    }

    function test_everyTerritoryCanBeFoundByItsPlace_data() {
        return [{
                tag: "centre",
                x: 800,
                y: 610,
                id: "burroughs-desert"
            }, {
                tag: "top",
                x: 800,
                y: 330,
                id: "bradbury-plateau"
            }, {
                tag: "right",
                x: 1060,
                y: 640,
                id: "herbert-valley"
            }, {
                tag: "lower right",
                x: 900,
                y: 860,
                id: "lem-badlands"
            }, {
                tag: "lower left",
                x: 700,
                y: 860,
                id: "heinlein-plains"
            }, {
                tag: "left",
                x: 540,
                y: 640,
                id: "pohl-foothills"
            }, {
                tag: "space",
                x: 40,
                y: 980,
                id: ""
            }];
    }
    function test_everyTerritoryCanBeFoundByItsPlace(data) {
        const board = createBoard(800, 500, false);
        compare(board.territoryAt(data.x, data.y), data.id);
    }

    function test_clicksOnFacilitiesAndTerritoriesAreReported() {
        newGame(4);
        const board = createBoard(800, 500, true);
        tryCompare(board, "status", Image.Ready);
        facilityClicks.target = board;
        territoryClicks.target = board;
        facilityClicks.clear();
        territoryClicks.clear();
        let p = toScreen(board, 80, 340); // the Solar Converter's plate, left of its ports
        mouseClick(board, p.x, p.y);
        compare(facilityClicks.count, 1);
        compare(facilityClicks.signalArguments[0][0], "solar-converter");
        p = toScreen(board, 1060, 640);
        mouseClick(board, p.x, p.y);
        compare(territoryClicks.count, 1);
        compare(territoryClicks.signalArguments[0][0], "herbert-valley");
    }

    function test_coveredPortsDependOnThePlayerCount() {
        newGame(2);
        const board = createBoard(1280, 800, true);
        tryCompare(board, "status", Image.Ready);
        waitForRendering(board);
        const picture = grabImage(board);
        // The Lunar Mine's last two ports are covered with two players (a grey cover), its first is open (dark).
        const open = toScreen(board, 228 + 31, 88 + 31);
        const covered = toScreen(board, 228 + 72 + 31, 88 + 76 + 31);
        const o = picture.pixel(Math.round(open.x), Math.round(open.y));
        const c = picture.pixel(Math.round(covered.x), Math.round(covered.y));
        verify(o.r < 0.1 && o.g < 0.1, "open port " + o);
        verify(c.r > 0.18 && c.g > 0.18, "covered port " + c);
    }

    function test_dockedShipsAppearAsDiceInTheirColour() {
        newGame(2);
        verify(game.session.play({
                    type: "deal",
                    display: ["stasis-beam", "data-crystal", "plasma-cannon"],
                    hands: ["booster-pod", "temporal-warper"]
                }));
        verify(game.session.play({
                    type: "roll",
                    values: [3, 5, 6]
                }));
        verify(game.session.play({
                    type: "dock",
                    facility: "solar-converter",
                    ships: ["red-1"]
                }));
        const board = createBoard(1280, 800, true);
        tryCompare(board, "status", Image.Ready);
        waitForRendering(board);
        const picture = grabImage(board);
        // The first Solar Converter port (148, 380; 62 units) now holds a red die.
        const p = toScreen(board, 148 + 10, 380 + 31);
        const c = picture.pixel(Math.round(p.x), Math.round(p.y));
        verify(c.r > 0.6 && c.g < 0.4 && c.b < 0.4, "die pixel " + c);
    }
}
