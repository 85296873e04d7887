import QtQuick
import QtQuick.Layouts
import AFReferee

// Every player's score and holdings, always visible, in seat order.
ColumnLayout {
    id: root

    required property GameController game

    // One JS copy per change for every card (see BoardView).
    readonly property var players: game.players.seats
    readonly property var piles: game.board.piles

    spacing: 6

    Repeater {
        model: root.players.length

        // qmllint disable unqualified
        delegate: PlayerCard {
            required property int index
            player: root.players[index]
            objectName: "playerCard-" + index
            bot: root.game.bots.seats[index] === true
            onBotToggled: bot => root.game.bots.setBot(index, bot)
            compact: root.players.length > 4 // six cards fit the column at 1280 x 800
            Layout.fillWidth: true
        }
        // qmllint enable unqualified
    }

    Text {
        Layout.fillWidth: true
        visible: root.game.session.hasGame && root.piles.limitedSupply === true
        text: qsTr("Supply: %1 fuel, %2 ore").arg(root.piles.supplyFuel).arg(root.piles.supplyOre)
        color: Theme.textFaint
        font.pixelSize: Theme.fontSmall
        horizontalAlignment: Text.AlignRight
    }
}
