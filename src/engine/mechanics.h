// Internal building blocks shared by the engine's parts (turn flow, facilities, cards). Each function works on a
// scratch copy of the state: a returned Rejection means the caller throws the copy away.
#pragma once

#include "action.h"
#include "rejection.h"
#include "state.h"

#include <memory>
#include <optional>
#include <type_traits>

namespace af::detail {

using Result = std::optional<Rejection>;

// Where a listing of choices (a board's docking choices, a card's uses) sends each candidate: a reference to the
// caller's callable, which outlives the call (the listings call it before they return; never keep a Sink). Unlike
// std::function it never allocates: the listings run for every legal list.
template <typename T> class Sink {
public:
    template <typename F>
        requires(!std::is_same_v<std::remove_cvref_t<F>, Sink> && std::is_invocable_v<F &, const T &>)
    Sink(F &&f) // NOLINT(google-explicit-constructor): a lambda passes as the sink
        : object(const_cast<void *>(static_cast<const void *>(std::addressof(f)))),
          call([](void *o, const T &v) { (*static_cast<std::remove_reference_t<F> *>(o))(v); })
    {
    }
    void operator()(const T &v) const { call(object, v); }

private:
    void *object;
    void (*call)(void *, const T &);
};

void gain(GameState &s, int seat, int fuel, int ore); // limited by the supply when the supply is limited
Result pay(GameState &s, int seat, int fuel, int ore, std::string_view rule);
Result payRefusal(const GameState &s, int seat, int fuel, int ore, std::string_view rule); // pay's refusal, if any
void returnToSupply(GameState &s, int fuel, int ore);

void sendToBay(GameState &s, int ship);
void sendToStock(GameState &s, int ship); // the Relic Ship goes home to Burroughs Desert instead
void sendRelicHome(GameState &s);
// The ship leaves its place (a Maintenance Bay stay ends, X-16) and joins `seat`'s fleet, unrolled: another player's
// ship is borrowed for this turn, its owner gathering it at their next turn start. The Brethren hijack,
// Infiltration A.I. and Astrogation Servo take ships so.
void borrowShip(GameState &s, int seat, int ship);
// After any change of colonies or of the Isolation Field: the Relic Ship goes home if its holder lost control of
// Burroughs Desert or the Isolation Field is there.
void settleRelic(GameState &s);

// Lands a colony of `seat` on `t` from hand (or, for the final colony, from the Hub), ends the game if it was the
// last one.
Result landColony(GameState &s, int seat, Territory t, bool fromHub);
bool hasColonyToLand(const GameState &s, int seat); // in hand, or the final colony waiting on the Hub

void startTurn(GameState &s, int seat);
// The rest of the turn start, after the turn-start window (stage TurnStart) if one was open: the Terraforming Station
// ship leaves, the fleet is gathered, the boards' and cards' turn-start rules run, then the Roll stage.
void gatherFleet(GameState &s);
// Extra-tech: the active player, at the start of the turn, has a timed discard to choose.
bool turnStartWindowOpen(GameState &s);
// An action in stage TurnStart: a timed discard, or BeginTurn.
Result turnStartAction(GameState &s, const Action &action);
void checkGameEnd(GameState &s, int seat);

// Dock the listed unplaced ships (and, with the Teleporter or Helmet, `moved`, a ship taken from another facility).
Result dock(GameState &s, int seat, const Dock &d, int moved = kNoShip);
// The raid of a Raiders' Outpost docking (R-9; with a Smugglers' Alliance ship alongside, X-20, while
// `s.factions.turn.smuggling`): the docking's last step, after the run is placed. For legalActions, which checks the
// raids of one docking from the state the docking reached before its raid.
Result raidAtOutpost(GameState &s, int seat, const RaidChoice &choice);
// A Shipyard docking on a card's terms (Shipfitter Drone): `price` instead of the ship's Shipyard price when set; the
// new ship joins the fleet at once and is rolled (a re-roll stage) when `joinsFleet`, else it waits on the
// Maintenance Bay as usual. Every other requirement of the Shipyard applies.
struct ShipyardTerms {
    std::optional<Resources> price;
    bool joinsFleet = false;
};
Result dockAtShipyard(GameState &s, int seat, const Dock &d, const ShipyardTerms &terms);
// A docking through the Superconducting Grapple at a base facility other than the Terraforming Station, the
// Colonist Hub and the Maintenance Bay: no free port is needed and, at the Raiders' Outpost, the run there stays
// (no bump) while the raid happens; every other requirement applies. The docked ships are marked grappled
// (TechState::grappled). Whether the facility is full is the card's check.
Result dockGrappled(GameState &s, int seat, const Dock &d);
void advanceHub(GameState &s, int seat, int steps); // up to the seat's launch circle; the rest is carried
// Freeform Hub (5-6 players, X-58): put the seat's colony, moved to its new circle, on a free track of that circle;
// refused when that circle is taken on every track. Nothing to do with 2-4 players.
Result settleHubColony(GameState &s, int seat);
Result toMaintenanceBay(GameState &s, int seat, int ship);
bool canDockSomewhere(const GameState &s, int seat, int ship, Facility *where = nullptr);

Result useCard(GameState &s, int seat, const UseCard &u);
// The Orbital Teleporter's or Mind Control Helmet's docking of the ship it moved, on the state where that ship has
// left its facility, the card paid (the last part of useCard for those cards).
Result dockMovedShip(GameState &s, int seat, const UseCard &u);
Result discardCard(GameState &s, int seat, const DiscardCard &d);
void applyResourceCache(GameState &s, int seat);

// A ship `seat` may dock now, else why not. The common answer, yes, is given inline: it is asked for every ship of
// every docking tried.
Result unplacedRefusal(const GameState &s, int seat, int ship);
inline Result checkUnplaced(const GameState &s, int seat, int ship)
{
    if (ship >= 0 && ship < kShipCount && isUnplaced(s, seat, ship))
        return std::nullopt;
    return unplacedRefusal(s, seat, ship);
}
// check() for a state in which no seat is above its agenda limit (seatOverAgendaLimit, asked once by legalActions
// for all of its candidates): the same verdict, without asking again for each. The action is played on `scratch`,
// which the caller keeps for all of its checks: copying into a state kept from one check to the next skips the
// module states neither game has (GameState::operator=).
Result checkWithinAgendaLimit(const GameState &state, const Action &action, GameState &scratch);
Result tryApplyWithinAgendaLimit(const GameState &state, const Action &action, GameState &after); // tryApply's
// checkWithinAgendaLimit for the uses of the Orbital Teleporter or Mind Control Helmet (the card itself, not through
// another card) that move one ship, in two steps: the use up to the docking, the same for all of them, is played
// once on `taken` (refused: every docking of that ship is refused alike); then each docking is checked on `scratch`,
// a copy of `taken`. The verdicts are check()'s.
// The first refusal of a trade, cycle, claim, launch, Relic Ship purchase or end of turn, asked of the state as it is
// (nullopt for other actions, or when it is not the first refusal: outside the main stage, or with an agenda card to
// keep first, X-17; a seat above its agenda limit has the action refused for that first, but refused all the same). legalActions and the random player try these in every main stage and most are refused: asking
// this first spares them a copy of the state. The action itself asks the same first, so the reason is the same.
Result refusedBeforeCopy(const GameState &s, const Action &action);
Result takeShipWithinAgendaLimit(const GameState &state, const UseCard &u, GameState &taken);
Result checkMovedShipDocking(const GameState &taken, const UseCard &u, GameState &scratch);
bool validShipId(int ship);
bool validSeat(const GameState &s, int seat);

// Starts the reveal of `count` cards onto the Alien Artifact display, or skips it when no card is left anywhere.
void requestReveal(GameState &s, int count);
// The display goes to the discard pile and three new cards are turned up (a cycle).
void cycleDisplay(GameState &s);
// Discard powers the active player has this turn: 1, 2 for the Dark Space owner, plus those a card added.
int discardAllowance(const GameState &s, int seat);

// Orbital Market pairs: is `ship` in a whole pair docked there for `seat`; the ship of the pair a trade uses now
// (lowest value, pairs that drew agenda cards left out), or kNoShip; every ship of `ship`'s docking group (bit per id).
bool wholeMarketPair(const GameState &s, int seat, int ship);
int tradingPairShip(const GameState &s, int seat);
uint64_t pairShips(const GameState &s, int ship);

// Draw a named card from the draw pile, reshuffling the discards into it when it runs out.
Result drawNamed(GameState &s, Card c);
int cardsLeftToDraw(const GameState &s);

} // namespace af::detail
