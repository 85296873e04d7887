// The 43 agenda cards as data (shared/rules/EXPANSIONS.md section 3): what each card needs to enter the deck
// and its conditions, one small named predicate per side (agendas.cpp). A side whose predicate is not written yet
// is null: the card is then missing (missingAgendaCards) and the module stays refused.
#pragma once

#include "../action.h"
#include "../rejection.h"
#include "../modules/faction_types.h"
#include "../modules/modules.h"
#include "../state.h"
#include "agenda_types.h"

#include <optional>
#include <string>
#include <vector>

namespace af {

// The end-game side: does it hold for `seat` in the final state?
using EndGameCondition = bool (*)(const GameState &s, int seat);

// One action as the in-game sides see it: the states before and after it, and the turn's counts before
// the action (cleared when the action started a new turn) and after it (`after.agendas.turn`).
struct AgendaEvent {
    const GameState &before;
    const GameState &after;
    const Action &action;
    const AgendaTurn &turnBefore;
    int actor() const { return before.current; } // the active player, who took the action
    const AgendaTurn &turn() const { return after.agendas.turn; }
};

// The in-game side: did this action make it true for `seat` (X-25: its window opens now)?
using InGameCondition = bool (*)(const AgendaEvent &e, int seat);

struct AgendaCard {
    Agenda agenda;
    std::optional<Module> module;   // removed when this module is off
    std::optional<Faction> faction; // removed when nobody took this board
    CardMask cards = 0;             // alien tech cards named by the card: removed when one is out of the deck
    EndGameCondition endGame = nullptr;
    InGameCondition inGame = nullptr;
    bool naturalRoll = false; // the in-game side is about the natural roll instead (naturalRollHolds, X-30)
};

const AgendaCard &agendaCard(Agenda a);

// The agenda deck of a game: every card whose module, faction board and named alien tech cards are in play.
// `factionsTaken` has a bit per faction board taken in the draft (idx(Faction)).
AgendaMask agendaDeck(Ruleset ruleset, ModuleSet modules, uint16_t factionsTaken);
int agendaCount(AgendaMask mask);
// The agenda deck of this game, once its draft is over.
AgendaMask gameAgendaDeck(const GameState &s);

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
// meet them? nullopt for the other cards.
std::optional<bool> naturalRollHolds(Agenda a, const DieList &values);
// The cards naturalRollHolds answers for: the others need not be asked after each roll.
inline constexpr AgendaMask kNaturalRollAgendas =
    agendaBit(Agenda::FiveSequentialShips) | agendaBit(Agenda::NaturalFourOfAKind) | agendaBit(Agenda::LowRollTen);
// The in-game side of `a` for `seat` after the action of `e`; nullopt while it is not written, false for the
// natural-roll sides (their windows open at the roll).
std::optional<bool> inGameBecameTrue(const AgendaEvent &e, int seat, Agenda a);
// The in-game side's condition is written: the events that make it true open its reveal window. The reveal
// of a card whose side is not written is refused as not supported yet.
bool inGameSideWritten(Agenda a);
// The in-game sides whose condition is about what the active player did: each is false for every other seat
// (they start with actorIs; tst_agendas checks it on every action of random games).
inline constexpr AgendaMask kActorOnlyInGameSides =
    agendaBit(Agenda::BumpOwnRaiders) | agendaBit(Agenda::MutualVpMove) | agendaBit(Agenda::SeizeAndUse) |
    agendaBit(Agenda::ArtifactFourShipsEight) | agendaBit(Agenda::FillSolarConverter) |
    agendaBit(Agenda::ColonyToUnclaimed) | agendaBit(Agenda::FiveFacilities) | agendaBit(Agenda::LaunchAndRestart) |
    agendaBit(Agenda::PlasmaCannonDiscard) | agendaBit(Agenda::TwoFieldMoves) | agendaBit(Agenda::RaidOwnDuplicate) |
    agendaBit(Agenda::LastToFirst) | agendaBit(Agenda::StealFromAll) | agendaBit(Agenda::RepulsorWithoutScholars) |
    agendaBit(Agenda::RevIntoIsolation) | agendaBit(Agenda::RepulsorOnRev) | agendaBit(Agenda::IonFluctuatorControl) |
    agendaBit(Agenda::ShipbreakerOwnShip) | agendaBit(Agenda::ShipfitterBuild);
// The cards with a written in-game side that is not about the natural roll: all but the natural roll's and #43's
// (tst_agendas checks it against the table).
inline constexpr AgendaMask kActionInGameSides =
    ((AgendaMask{1} << kAgendaCount) - 1) & ~kNaturalRollAgendas & ~agendaBit(Agenda::TwoAsteroidsOneTurn);
// The cards inGameBecameTrue can answer true for after an action taken by the seat itself (`actor`) or by another
// seat (noteAgendaAction asks only these).
constexpr AgendaMask inGameSidesToAsk(bool actor)
{
    return actor ? kActionInGameSides : kActionInGameSides & ~kActorOnlyInGameSides;
}

// Agenda cards `seat` holds, revealed ones included, and how many it may hold (X-27: 3, 4 with the Multiverse
// Window).
int agendasHeld(const AgendaState &agendas, int seat);
int agendaLimit(const GameState &s, int seat);
// The first seat holding more agenda cards than its limit and a face-down card, or kNoPlayer: it must discard before
// anything else happens but agenda reveals. Also the active seat while it still discards the cards a Prophets
// of the Artifact docking drew beyond the one it keeps.
int seatOverAgendaLimit(const GameState &s);

namespace detail {
// The seats' faction boards, a bit per board (idx(Faction)).
uint16_t factionsTaken(const GameState &s);
// The end of setup before the alien tech deal: with agendas, the game's agenda deck (X-33, the draft over) and the
// agenda deal (stage AgendaDeal); without, the setup deal (stage Deal).
void beforeSetupDeal(GameState &s);
// The agenda deal (1.3): kAgendasDealt cards face down to each seat, named or not; then the setup deal.
std::optional<Rejection> dealAgendas(GameState &s, const DealAgendas &d);
// The seats a docking at the Raiders' Outpost robbed (bit per seat); 0 for other actions.
uint8_t raidVictimsOf(const Action &action);
// A reveal window is only of a card the seat could turn (couldHoldFaceDown): the others close.
void trimAgendaWindows(AgendaState &a);
// The discard pile shuffled into a new deck when the deck is empty (1.3).
void refillAgendaDeck(AgendaState &a);
// One card from the agenda deck (refilled first if empty) into `seat`'s hand, face down: `card` when the table or the
// engine names it, else a card nobody names (table mode).
std::optional<Rejection> drawAgenda(AgendaState &a, int seat, std::optional<Agenda> card);
// A named card out of the agenda deck (refilled first if empty), to be put somewhere by the caller.
std::optional<Rejection> takeFromAgendaDeck(AgendaState &a, Agenda card);
// The Oracle Engine's card (X-50, agenda_oracle.cpp): the draw face up onto it, then the roll; its success (2 VP, the
// card beside `seat`, the Oracle Engine discarded free); after every action but reveals and discards, its success or
// its loss with the Oracle Engine; at the end of the turn, its discard.
std::optional<Rejection> drawOntoOracle(GameState &s, std::optional<Agenda> card);
void scoreOracleAgenda(GameState &s, int seat);
void settleOracleAgenda(const AgendaEvent &e, GameState &after);
void discardOracleAgenda(AgendaState &a);
// Agenda cards left to draw (deck and discard pile), at most `wanted`.
int agendasLeftToDraw(const AgendaState &agendas, int wanted);
// The cards the agenda draw under way takes (AgendaState::drawFor), at most those left.
int agendaDrawCount(const GameState &s);
// Starts an agenda draw (stage AgendaDraw, a chance event), or nothing when no card is left to draw.
void startAgendaDraw(GameState &s, AgendaDrawFor drawFor);
// One of the seat's face-down cards (named, or unnamed as nullopt) to the discard pile; no timing checked.
std::optional<Rejection> discardFaceDown(AgendaState &agendas, int seat, std::optional<Agenda> card);
// The Orbital Market pair's draw instead of trading (1.3): then stage AgendaDraw, or nothing when no card is left.
std::optional<Rejection> drawAgendasAtMarket(GameState &s, int seat, const DrawAgendas &d);
// Agenda actions: a reveal (in-game, X-25, or end-game, X-28) and a discard (X-27, 1.3).
std::optional<Rejection> revealAgenda(GameState &s, const RevealAgenda &r);
std::optional<Rejection> discardAgenda(GameState &s, const DiscardAgenda &d);
// Table mode at game over: the seat may still turn one of its unnamed cards by its end-game side, and has not
// said it is done; then EndGameRevealsDone closes those reveals.
bool endGameRevealsOpen(const GameState &s, int seat);
std::optional<Rejection> endGameRevealsDone(GameState &s, const EndGameRevealsDone &e);
// The agenda actions legal now (legalActions): reveals in their windows and at the end, discards.
void addAgendaActions(const GameState &s, std::vector<Action> &out);
// Every action other than an agenda reveal or discard closes the reveal windows it finds open and the discard
// right after a draw; the action then opens its own.
void closeAgendaWindows(GameState &s);
// Right after the roll step: the natural roll's in-game sides that hold open their windows for the active seat
// . `values`: the rolled ships' values (the Brethren die excluded).
void openNaturalRollWindows(GameState &s, const DieList &values);
// After every action but agenda reveals and discards (agenda_turn.cpp): the turn's counts gain what the action did
// (cleared first when it started a new turn), the game-long data follow, and the windows of the in-game sides the
// action made true open, for every seat.
void noteAgendaAction(const GameState &before, GameState &after, const Action &action);
// At the end of the game: every named face-down card whose end-game side holds is revealed, evaluated on the
// final state before any of these reveals. Unnamed cards (table mode) wait for the players' reveal actions.
void revealEndGameAgendas(GameState &s);
// "agenda:<id>", the rule a refusal about one card's condition cites (its rules-reference entry).
std::string_view agendaRule(Agenda a);
// The agenda cards whose two sides are not both written (ids, comma-separated); empty when all are.
std::string missingAgendaCards();
} // namespace detail

} // namespace af
