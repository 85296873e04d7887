import QtQuick
import QtQuick.Layouts
import AFReferee

// Every player's score and holdings, always visible, in seat order.
ColumnLayout {
    id: root

    required property GameController game

    spacing: 6

    Repeater {
        model: root.game.players.length

        // qmllint disable unqualified
        delegate: PlayerCard {
            required property int index
            player: root.game.players[index]
            Layout.fillWidth: true
        }
        // qmllint enable unqualified
    }

    Text {
        Layout.fillWidth: true
        visible: root.game.hasGame && root.game.piles.limitedSupply === true
        text: qsTr("Supply: %1 fuel, %2 ore").arg(root.game.piles.supplyFuel).arg(root.game.piles.supplyOre)
        color: Theme.textFaint
        font.pixelSize: Theme.fontSmall
        horizontalAlignment: Text.AlignRight
    }
}
