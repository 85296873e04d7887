import QtQuick
import QtQuick.Layouts
import AFReferee

// Every player's score and holdings, always visible, in seat order.
ColumnLayout {
    id: root

    required property GameController game

    // The player cards come from a model that tells each card only about its own seat.
    // Each card reads its own seat's agenda entry (game.agendas.bySeat), notified alone.

    spacing: 6

    // Why the seat discards, as the engine's agenda data says.
    function discardReason(agendas) {
        if (agendas.keepOneDiscards > 0)
            return qsTr("Prophets of the Artifact: one of the cards just drawn is kept, the others go to the discard pile (%n still to discard).", "", agendas.keepOneDiscards);
        return agendas.mustDiscard ? qsTr("Above the limit: one face-down card goes to the discard pile.") : qsTr("A face-down card goes to the discard pile.");
    }

    Repeater {
        model: root.game.players.seatRows

        // qmllint disable unqualified
        delegate: PlayerCard {
            required property int index
            // The row's roles one by one: the model tells each only when its own value changed.
            required property var model
            name: model.name
            colorId: model.color
            current: model.current
            fuel: model.fuel
            ore: model.ore
            coloniesLeft: model.coloniesLeft
            hubCircle: model.hubCircle
            holdsRelic: model.holdsRelic
            unplaced: model.unplaced
            shipsInPlay: model.shipsInPlay
            shipsInStock: model.shipsInStock
            cards: model.cards
            score: model.score
            objectName: "playerCard-" + index
            bot: root.game.bots.seats[index] === true
            onBotToggled: bot => root.game.bots.setBot(index, bot)
            compact: root.game.players.seatRows.count > 4 // six cards fit the column at 1280 x 800
            agendas: root.game.agendas.inPlay && root.game.agendas.bySeat[index] ? root.game.agendas.bySeat[index].value || null : null
            agendasKnown: root.game.agendas.known
            onAgendaRevealRequested: agendaChoice.choose(qsTr("%1 reveals an agenda card").arg(name), qsTr("The cards this player may turn face up now:"), agendas.reveals, agendas.revealsDone)
            onAgendaDiscardRequested: agendaChoice.choose(qsTr("%1 discards an agenda card").arg(name), root.discardReason(agendas), agendas.discards)
            onAgendaLookRequested: agendaLook.show(index, name)
            Layout.fillWidth: true
        }
        // qmllint enable unqualified
    }

    Text {
        Layout.fillWidth: true
        visible: root.game.session.hasGame && root.game.board.limitedSupply
        text: qsTr("Supply: %1 fuel, %2 ore").arg(root.game.board.supplyFuel).arg(root.game.board.supplyOre)
        color: Theme.textFaint
        font.pixelSize: Theme.fontSmall
        horizontalAlignment: Text.AlignRight
    }

    // Agendas module: the list to pick a reveal or a discard from, and the private look at one's own cards.
    AgendaChoice {
        id: agendaChoice
        game: root.game
    }
    AgendaLook {
        id: agendaLook
        game: root.game
    }
}
