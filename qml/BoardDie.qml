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
    // While a question asks for a ship: this die's answer ({available, chosen}), or null when it is no answer.
    property var choice: null
    property bool choosing: false

    signal clicked

    width: size
    height: size

    Die {
        id: die
        size: root.size * root.boardScale
        scale: 1 / root.boardScale
        transformOrigin: Item.TopLeft
        selected: root.choice !== null && root.choice.chosen === true
        lit: root.choosing && root.choice !== null && root.choice.available
        dimmed: root.choosing && (!root.choice || !root.choice.available)
        onClicked: root.clicked()
    }
}
