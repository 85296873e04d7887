// The 43 agenda cards as data (shared/rules/EXPANSIONS.md section 3): what each card needs to enter the deck
// and its conditions, one small named predicate per side (agendas.cpp). A side whose predicate is not written yet
// is null: the card is then missing (missingAgendaCards) and the module stays refused.
#pragma once

#include "../action.h"
#include "../modules/faction_types.h"
#include "../modules/modules.h"
#include "../state.h"
#include "agenda_types.h"

#include <optional>
#include <string>

namespace af {

// The end-game side: does it hold for `seat` in the final state?
using EndGameCondition = bool (*)(const GameState &s, int seat);

struct AgendaCard {
    Agenda agenda;
    std::optional<Module> module;   // removed when this module is off
    std::optional<Faction> faction; // removed when nobody took this board
    CardMask cards = 0;             // alien tech cards named by the card: removed when one is out of the deck
    EndGameCondition endGame = nullptr;
    bool inGameWritten = false; // the in-game side's condition (turn data, X-25/X-26) is written
};

const AgendaCard &agendaCard(Agenda a);

// The agenda deck of a game: every card whose module, faction board and named alien tech cards are in play.
// `factionsTaken` has a bit per faction board taken in the draft (idx(Faction)).
AgendaMask agendaDeck(Ruleset ruleset, ModuleSet modules, uint16_t factionsTaken);
int agendaCount(AgendaMask mask);

// The end-game side of `a` for `seat`; nullopt while that side's condition is not written.
std::optional<bool> endGameHolds(const GameState &s, int seat, Agenda a);

// Hidden information (1.3): can `seat` hold `card` face down? Yes when the engine knows it does (digital mode), or
// when the seat has face-down cards the table has not named and `card` is among the unnamed cards (not revealed,
// discarded or known to be elsewhere).
bool couldHoldFaceDown(const AgendaState &agendas, int seat, Agenda card);
// Turns one of the seat's face-down cards face up: a known one, or one of its unnamed cards, now named. Only for a
// card couldHoldFaceDown allows; whether its condition holds is the reveal's business.
void turnFaceUp(AgendaState &agendas, int seat, Agenda card);

// The in-game sides about the natural roll (#1, #3, #20; X-30): do the fleet's values right after the roll step
// meet them? nullopt for the other cards. The reveal itself is not written yet.
std::optional<bool> naturalRollHolds(Agenda a, const DieList &values);

namespace detail {
// The agenda cards whose two sides are not both written (ids, comma-separated); empty when all are.
std::string missingAgendaCards();
} // namespace detail

} // namespace af
