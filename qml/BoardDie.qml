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
    opacity: choosing && (!choice || !choice.available) ? 0.4 : 1

    // A ship the question accepts: a pulsing ring around the die.
    Rectangle {
        visible: root.choosing && root.choice !== null && root.choice.available
        anchors.centerIn: parent
        width: root.size + 14
        height: width
        radius: width * 0.22
        color: "transparent"
        border.width: 5
        border.color: root.choice && root.choice.chosen ? "#ffffff" : Theme.good

        SequentialAnimation on opacity {
            running: root.choosing && root.choice !== null && root.choice.available
            loops: Animation.Infinite
            NumberAnimation {
                from: 1
                to: 0.35
                duration: 600
            }
            NumberAnimation {
                from: 0.35
                to: 1
                duration: 600
            }
        }
    }

    Die {
        id: die
        size: root.size * root.boardScale
        scale: 1 / root.boardScale
        transformOrigin: Item.TopLeft
        selected: root.choice !== null && root.choice.chosen === true
        onClicked: root.clicked()
    }
}
