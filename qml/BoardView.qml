import QtQuick
import QtQuick.Window

// The board picture: resources/board/board.svg, scaled to fit and rendered at the displayed size
// (times the screen's pixel ratio) so it stays crisp at any window size.
Item {
    id: root

    // Size of the SVG's own canvas (width/height attributes of board.svg).
    readonly property size boardSize: Qt.size(1600, 1000)
    readonly property alias status: boardImage.status
    readonly property alias paintedWidth: boardImage.paintedWidth
    readonly property alias paintedHeight: boardImage.paintedHeight
    readonly property alias renderedSize: boardImage.sourceSize

    implicitWidth: boardSize.width
    implicitHeight: boardSize.height

    Image {
        id: boardImage

        anchors.fill: parent
        source: "images/board.svg"
        fillMode: Image.PreserveAspectFit
        smooth: true
        // Render the vector image at the size it is shown, not at its nominal size.
        sourceSize.width: Math.max(1, Math.ceil(root.width * Screen.devicePixelRatio))
        sourceSize.height: Math.max(1, Math.ceil(root.height * Screen.devicePixelRatio))

        Accessible.role: Accessible.Graphic
        Accessible.name: qsTr("Alien Frontiers board")
    }
}
