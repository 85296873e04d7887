// The agenda card on the Oracle Engine: the card's paid power (techcards/oracle_engine.cpp) starts a draw of
// one agenda card face up onto the card, a chance event like every agenda draw; this file places it, scores it when
// its in-game side is met in the same turn, and discards it otherwise.
//
// Our readings (no ruling names these cases):
// - Success is the in-game side becoming true for the user after the draw (the events X-26 counts); the user does
//   not choose to reveal it, the card is face up already: it scores at once (2 VP), goes beside the player
//   (AgendaHand::oracleScored) and the Oracle Engine is discarded free.
// - The agenda lies on the card: when the Oracle Engine leaves its user's hand during that turn (given with the
//   Terran Exchange, taken by a card), the attempt ends and the agenda goes to the discard pile at once. The action
//   that takes the card away is still counted first: #39 ("another player takes your Oracle Engine") drawn onto it
//   scores when that happens, the Oracle Engine then staying with its new holder.
// - Before the roll no in-game side is asked: the draw itself and the other uses before the roll change nothing the
//   sides count. The natural roll's sides (#1, #3, #20) are asked at the roll, as for face-down cards.
// - The game ending in the turn leaves an agenda not met on the card: nothing is scored for it.
// - The card on the Oracle Engine is not in the hand: its draw does not count for #16 (agendas drawn), and a side
//   already true before the draw (turn-start events only) must become true again by a later event.
#include "agendas.h"

#include "../mechanics.h"
#include "../modules/tech.h"

#include <bit>

namespace af::detail {

Result drawOntoOracle(GameState &s, std::optional<Agenda> card)
{
    // Face up: the table names the card it turns up (table mode as in digital mode).
    if (!card)
        return reject(Reason::AgendaNotNamed, techRule(Card::OracleEngine));
    if (auto r = takeFromAgendaDeck(s.agendas, *card))
        return r;
    s.agendas.onOracle = agendaBit(*card);
    s.agendas.drawFor = AgendaDrawFor::Market;
    s.stage = Stage::Roll; // back to the roll it came before
    return std::nullopt;
}

void scoreOracleAgenda(GameState &s, int seat)
{
    AgendaState &a = s.agendas;
    a.hands[seat].oracleScored |= a.onOracle;
    a.onOracle = 0;
    if (holds(s, seat, Card::OracleEngine)) { // a free discard, not the turn's
        s.players[seat].cards &= ~cardBit(Card::OracleEngine);
        ++s.discardPile[idx(Card::OracleEngine)];
        // Its use of the turn is over with it: a used card is one the active player holds (validateState), and a
        // power used before the roll cannot come again anyway.
        s.turn.cardsUsed &= ~cardBit(Card::OracleEngine);
    }
}

void settleOracleAgenda(const AgendaEvent &e, GameState &after)
{
    AgendaState &a = after.agendas;
    if (a.onOracle == 0 || e.before.agendas.onOracle != a.onOracle || after.stage == Stage::Roll ||
        after.stage == Stage::AgendaDraw || std::holds_alternative<EndTurn>(e.action))
        return;
    const int user = e.actor();
    const auto card = static_cast<Agenda>(std::countr_zero(a.onOracle));
    if (inGameBecameTrue(e, user, card).value_or(false))
        scoreOracleAgenda(after, user);
    else if (!holds(after, user, Card::OracleEngine))
        discardOracleAgenda(a);
}

void discardOracleAgenda(AgendaState &a)
{
    a.discard |= a.onOracle;
    a.onOracle = 0;
}

} // namespace af::detail
