import QtQuick
import AFReferee

// A die on the board. The board is drawn in the SVG's coordinates and scaled as a whole; the die is drawn at
// screen size inside it (scaled back), so that its small pips stay round and crisp.
Item {
    id: root

    required property real boardScale
    property real size: 54
    property alias value: die.value
    property alias colorId: die.colorId
    property alias holderColor: die.holderColor

    signal clicked

    width: size
    height: size

    Die {
        id: die
        size: root.size * root.boardScale
        scale: 1 / root.boardScale
        transformOrigin: Item.TopLeft
        onClicked: root.clicked()
    }
}
