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

    function createBoard(w, h) {
        const board = createTemporaryObject(boardComponent, testCase, { width: w, height: h });
        verify(board, "BoardView could not be created");
        return board;
    }

    function test_boardSvgLoads() {
        const board = createBoard(800, 500);
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
        return [
            { tag: "wide", w: 800, h: 300 },
            { tag: "tall", w: 400, h: 600 },
            { tag: "exact", w: 800, h: 500 },
        ];
    }

    function test_boardKeepsAspectRatioAndFits(data) {
        const board = createBoard(data.w, data.h);
        tryCompare(board, "status", Image.Ready);
        verify(board.paintedWidth <= data.w + 0.5, "painted width " + board.paintedWidth);
        verify(board.paintedHeight <= data.h + 0.5, "painted height " + board.paintedHeight);
        // Fits one side exactly, and keeps the 16:10 shape of the board.
        verify(Math.abs(board.paintedWidth - data.w) < 1 || Math.abs(board.paintedHeight - data.h) < 1);
        fuzzyCompare(board.paintedWidth / board.paintedHeight, 1.6, 0.02);
    }

    function test_svgIsRenderedAtDisplaySize() {
        const board = createBoard(640, 400);
        tryCompare(board, "status", Image.Ready);
        // Crisp: rendered from the vector at (at least) the displayed size, not scaled from a bitmap.
        verify(board.renderedSize.width >= 640, "rendered width " + board.renderedSize.width);
        verify(board.renderedSize.height >= 400, "rendered height " + board.renderedSize.height);
    }

    function test_planetIsDrawnInTheMiddleOfSpace() {
        const board = createBoard(800, 500);
        tryCompare(board, "status", Image.Ready);
        waitForRendering(board);
        const picture = grabImage(board);
        // The centre is Burroughs Desert (sand), the corner is dark space.
        const centre = picture.pixel(400, 250);
        verify(centre.r > 0.6 && centre.r > centre.b + 0.2, "centre pixel " + centre);
        const corner = picture.pixel(3, 3);
        verify(corner.r < 0.2 && corner.g < 0.2 && corner.b < 0.3, "corner pixel " + corner);
    }
}
