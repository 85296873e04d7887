import QtQuick
import AFReferee

// A ship as a die: the player's colour, the pips of its value, and the colour's shape in the corner, so that
// colour is never the only cue. The Relic Ship is a light die with a star, edged in its holder's colour.
Rectangle {
    id: root

    property int value: 0              // 0: not rolled (a blank face)
    property string colorId: "red"     // a player colour id, or "relic"
    property string holderColor: ""    // the Relic Ship's holder
    property bool selected: false
    property bool dimmed: false
    property bool lit: false           // an answer to the question being asked: a pulsing ring around it
    property bool showGlyph: true
    property real size: 48

    signal clicked

    width: size
    height: size
    // Rounded only while shown, here and below: the software renderer paints a corner picture for every rounded
    // Rectangle when its node is made, hidden or not, and the board holds a die (six pips and a ring) at every port.
    radius: visible ? size * 0.18 : 0
    color: Theme.playerFill(colorId)
    border.width: selected ? Math.max(3, size * 0.08) : Math.max(1, size * 0.04)
    border.color: selected ? "#ffffff" : (holderColor !== "" ? Theme.playerFill(holderColor) : Theme.playerDark(colorId))
    opacity: dimmed ? 0.35 : 1

    Accessible.role: Accessible.Button
    Accessible.name: value > 0 ? qsTr("Die showing %1").arg(value) : qsTr("Die not rolled")

    // Pip positions for each value on a 3 x 3 grid (0..2 in both directions).
    readonly property var pipLayout: [[], [[1, 1]], [[0, 0], [2, 2]], [[0, 0], [1, 1], [2, 2]], [[0, 0], [2, 0], [0, 2], [2, 2]], [[0, 0], [2, 0], [1, 1], [0, 2], [2, 2]], [[0, 0], [2, 0], [0, 1], [2, 1], [0, 2], [2, 2]]]

    // Six pips, kept: a new value moves and shows them instead of making new ones (a die changes value often).
    readonly property var pips: value >= 1 && value <= 6 ? pipLayout[value] : []
    Repeater {
        model: 6

        // qmllint disable unqualified
        delegate: Rectangle {
            required property int index
            readonly property var at: index < root.pips.length ? root.pips[index] : null
            visible: at !== null
            width: root.size * 0.16
            height: width
            radius: visible ? width / 2 : 0
            color: Theme.playerInk(root.colorId)
            x: at ? root.size * (0.27 + 0.23 * at[0]) - width / 2 : 0
            y: at ? root.size * (0.29 + 0.23 * at[1]) - height / 2 : 0
        }
        // qmllint enable unqualified
    }

    // The colour's shape: small at the top edge of a rolled die (between the corner pips), large on a blank one.
    Text {
        visible: root.showGlyph
        text: Theme.glyph(root.colorId)
        color: Theme.playerInk(root.colorId)
        opacity: root.value > 0 ? 0.8 : 0.9
        font.pixelSize: root.value > 0 ? root.size * 0.17 : root.size * 0.45
        x: (root.width - width) / 2
        y: root.value > 0 ? root.size * 0.02 : (root.height - height) / 2
    }

    Rectangle {
        visible: root.lit
        anchors.centerIn: parent
        width: root.size * 1.22
        height: width
        radius: visible ? width * 0.22 : 0
        color: "transparent"
        border.width: Math.max(3, root.size * 0.09)
        border.color: root.selected ? "#ffffff" : Theme.good

        SequentialAnimation on opacity {
            running: root.lit
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

    MouseArea {
        anchors.fill: parent
        cursorShape: Qt.PointingHandCursor
        onClicked: root.clicked()
    }
}
