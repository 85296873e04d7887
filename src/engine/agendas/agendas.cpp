// The agenda cards' table and their end-game conditions (EXPANSIONS.md section 3, X-28, X-31, X-33). Each condition
// is one small function over the state; the table says which side of which card is written.
#include "agendas.h"

#include "../modules/extension.h"
#include "../rules_data.h"
#include "../score.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>

namespace af {

namespace {

// --- End-game conditions (evaluated on the final state before any end-game reveal, X-28) ---

template <Territory Where> bool controls(const GameState &s, int seat) { return controllerOf(s, Where) == seat; }
template <Territory Where> bool noColonyOn(const GameState &s, int seat) { return s.colonies[idx(Where)][seat] == 0; }
template <Card A, Card B> bool holdsBoth(const GameState &s, int seat) { return holds(s, seat, A) && holds(s, seat, B); }

// #4, #36: a controlled territory holding exactly one colony (of any colour, i.e. the controller's own).
bool controlsSingleColonyTerritory(const GameState &s, int seat)
{
    for (int t = 0; t < kTerritoryCount; ++t)
        if (controllerOf(s, static_cast<Territory>(t)) == seat && coloniesOn(s, static_cast<Territory>(t)) == 1)
            return true;
    return false;
}

// #7: a controlled territory holding 3+ colonies of the other players combined.
bool controlsThreeForeignColonies(const GameState &s, int seat)
{
    for (int t = 0; t < kTerritoryCount; ++t)
        if (controllerOf(s, static_cast<Territory>(t)) == seat &&
            coloniesOn(s, static_cast<Territory>(t)) - s.colonies[t][seat] >= 3)
            return true;
    return false;
}

// #8: a controlled territory holding all three field generators.
bool controlsAllFields(const GameState &s, int seat)
{
    for (int t = 0; t < kTerritoryCount; ++t) {
        const auto territory = static_cast<Territory>(t);
        if (controllerOf(s, territory) == seat && fieldOn(s, Field::Isolation, territory) &&
            fieldOn(s, Field::Positron, territory) && fieldOn(s, Field::Repulsor, territory))
            return true;
    }
    return false;
}

// #15: at least one colony landed, and no other colour on any territory where this seat has one.
bool onlyOwnColoniesWhereLanded(const GameState &s, int seat)
{
    bool any = false;
    for (int t = 0; t < kTerritoryCount; ++t) {
        if (s.colonies[t][seat] == 0)
            continue;
        any = true;
        if (coloniesOn(s, static_cast<Territory>(t)) != s.colonies[t][seat])
            return false;
    }
    return any;
}

// The colonies of `seat` in its largest group of adjacent territories holding its colonies.
int largestContiguousGroup(const GameState &s, int seat)
{
    int best = 0;
    uint16_t seen = 0;
    for (int start = 0; start < kTerritoryCount; ++start) {
        if (s.colonies[start][seat] == 0 || (seen >> start & 1))
            continue;
        int size = 0;
        std::array<int, kTerritoryCount> stack{};
        int top = 0;
        stack[top++] = start;
        seen |= static_cast<uint16_t>(1u << start);
        while (top > 0) {
            const int t = stack[--top];
            size += s.colonies[t][seat];
            for (int n = 0; n < kTerritoryCount; ++n)
                if (!(seen >> n & 1) && s.colonies[n][seat] > 0 &&
                    adjacent(static_cast<Territory>(t), static_cast<Territory>(n))) {
                    seen |= static_cast<uint16_t>(1u << n);
                    stack[top++] = n;
                }
        }
        best = std::max(best, size);
    }
    return best;
}

// #21: the most colonies in one contiguous group, ties included; a seat with no landed colony has no group.
bool largestGroupOrTied(const GameState &s, int seat)
{
    const int mine = largestContiguousGroup(s, seat);
    if (mine == 0)
        return false;
    for (int p = 0; p < s.playerCount; ++p)
        if (p != seat && largestContiguousGroup(s, p) > mine)
            return false;
    return true;
}

// #22: exactly one of the seat's colonies on the territory holding the Repulsor Field.
bool oneColonyUnderRepulsor(const GameState &s, int seat)
{
    for (int t = 0; t < kTerritoryCount; ++t) // a straddling Repulsor Field covers two territories
        if (fieldOn(s, Field::Repulsor, static_cast<Territory>(t)) && s.colonies[t][seat] == 1)
            return true;
    return false;
}

// #23: no alien tech card in hand (agendas are not alien tech, 1.3).
bool holdsNoTech(const GameState &s, int seat) { return s.players[seat].cards == 0; }

// #25: every landed colony stands on a territory the seat controls. Read literally, it also holds with no colony
// landed (the card, unlike #15, does not ask for one).
bool landedOnlyWhereControlling(const GameState &s, int seat)
{
    for (int t = 0; t < kTerritoryCount; ++t)
        if (s.colonies[t][seat] > 0 && controllerOf(s, static_cast<Territory>(t)) != seat)
            return false;
    return true;
}

// #26: three of the seat's ships docked at the Raiders' Outpost.
bool threeShipsAtRaiders(const GameState &s, int seat)
{
    int n = 0;
    forShipsInGame(s, [&](int i, const Ship &ship) {
        n += ship.place == Place::Docked && ship.facility == Facility::RaidersOutpost && ownerOf(s, i) == seat;
    });
    return n >= 3;
}

// #27: four or more of the seat's colonies on one territory.
bool fourColoniesOnOne(const GameState &s, int seat)
{
    for (int t = 0; t < kTerritoryCount; ++t)
        if (s.colonies[t][seat] >= 4)
            return true;
    return false;
}

// #34: the REV stands on a territory the seat controls.
bool revOnControlled(const GameState &s, int seat)
{
    return s.factions.rev >= 0 && controllerOf(s, static_cast<Territory>(s.factions.rev)) == seat;
}

// #35: the REV and the Relic Ship both on Burroughs Desert (the Relic at home there).
bool revAndRelicOnBurroughs(const GameState &s, int)
{
    return s.factions.rev == idx(Territory::BurroughsDesert) && s.ships[kRelicShip].place == Place::Home;
}

// #37: the Brethren Ship docked at an orbital or faction facility (the Maintenance Bay is neither, X-4).
bool brethrenDocked(const GameState &s, int)
{
    const Ship &b = s.ships[kBrethrenShip];
    return b.place == Place::Docked && b.facility != Facility::MaintenanceBay;
}

// #38: the Shipbreaker Drone and exactly four ships of the seat's colour in play.
bool shipbreakerAndFourShips(const GameState &s, int seat)
{
    return holds(s, seat, Card::ShipbreakerDrone) && shipsNotInStock(s, seat) == 4;
}

bool holdsOracle(const GameState &s, int seat) { return holds(s, seat, Card::OracleEngine); } // #39

// #40: the Relic Ship in the seat's fleet, and Magnetic Lockdown in hand.
bool relicAndLockdown(const GameState &s, int seat)
{
    return s.relicHolder == seat && holds(s, seat, Card::MagneticLockdown);
}

// #41: Nano-Recycler in hand and control of Van Vogt Mountains.
bool recyclerAndVanVogt(const GameState &s, int seat)
{
    return holds(s, seat, Card::NanoRecycler) && controls<Territory::VanVogtMountains>(s, seat);
}

// #42: every field generator off the planet.
bool noFieldOnPlanet(const GameState &s, int)
{
    for (int8_t t : s.fieldAt)
        if (t >= 0)
            return false;
    return true;
}

// #16: this card is the seat's only face-down card when the game ended, before any end-game reveal; the
// caller checks that the seat holds the card face down.
bool onlyFaceDownCard(const GameState &s, int seat) { return s.agendas.faceDownAtEnd[seat] == 1; }

// --- In-game conditions: did the action make them true for `seat`? ---

// A count of the turn reaching `n` with this action.
template <typename Count> bool reached(const Count &before, const Count &after, int n) { return before < n && after >= n; }
// A condition on the board that the action made true.
template <typename Holds> bool becameTrue(const AgendaEvent &e, int seat, Holds holds)
{
    return holds(e.after, seat) && !holds(e.before, seat);
}
template <typename A> const A *actionIs(const AgendaEvent &e) { return std::get_if<A>(&e.action); }
bool actorIs(const AgendaEvent &e, int seat) { return e.actor() == seat; }
// The action used or discarded alien tech card `c`.
bool cardPowerOf(const AgendaEvent &e, Card c)
{
    const auto *use = actionIs<UseCard>(e);
    const auto *discard = actionIs<DiscardCard>(e);
    return (use && use->card == c) || (discard && discard->card == c);
}
bool dockedAt(const Ship &ship, Facility f) { return ship.place == Place::Docked && ship.facility == f; }

template <auto Counter, int N> bool turnCountReached(const AgendaEvent &e, int seat)
{
    return reached(int((e.turnBefore.*Counter)[seat]), int((e.turn().*Counter)[seat]), N);
}

// #5: alien tech cards of the seat that no other player holds.
int uniqueCards(const GameState &s, int seat)
{
    CardMask others = 0;
    for (int p = 0; p < s.playerCount; ++p)
        if (p != seat)
            others |= s.players[p].cards;
    return std::popcount(s.players[seat].cards & ~others);
}
bool fourUniqueCards(const AgendaEvent &e, int seat)
{
    return becameTrue(e, seat, [](const GameState &s, int p) { return uniqueCards(s, p) >= 4; });
}

// #6: a colony landed by this action on the territory holding the Isolation Field.
bool landedOnIsolation(const AgendaEvent &e, int seat)
{
    if (e.turn().landed[seat] <= e.turnBefore.landed[seat])
        return false;
    for (int t = 0; t < kTerritoryCount; ++t) // a straddling Isolation Field covers two territories
        if (fieldOn(e.after, Field::Isolation, static_cast<Territory>(t)) &&
            e.after.colonies[t][seat] > e.before.colonies[t][seat])
            return true;
    return false;
}

// #7: the run docked at the Raiders' Outpost bumped a run of the seat's own.
bool bumpedOwnRaiders(const AgendaEvent &e, int seat)
{
    const auto *d = actionIs<Dock>(e);
    if (!actorIs(e, seat) || !d || d->facility != Facility::RaidersOutpost)
        return false;
    bool bumped = false;
    forShipsInGame(e.before, [&](int i, const Ship &ship) {
        bumped = bumped || (dockedAt(ship, Facility::RaidersOutpost) && ownerOf(e.before, i) == seat &&
                            !dockedAt(e.after.ships[i], Facility::RaidersOutpost));
    });
    return bumped;
}

// #9: the seat moved colonies (no landing, no removal) and both it and an opponent gained VP by it.
bool mutualVpMove(const AgendaEvent &e, int seat)
{
    if (!actorIs(e, seat) || e.before.colonies == e.after.colonies)
        return false;
    for (int p = 0; p < e.after.playerCount; ++p)
        if (coloniesOnTerritories(e.before, p) != coloniesOnTerritories(e.after, p))
            return false;
    auto gained = [&](int p) { return score(e.after, p).total() > score(e.before, p).total(); };
    if (!gained(seat))
        return false;
    for (int p = 0; p < e.after.playerCount; ++p)
        if (p != seat && gained(p))
            return true;
    return false;
}

// #10: the seat used the bonus of a territory it took from an opponent earlier this turn (bonusesUsedBy).
bool seizedAndUsed(const AgendaEvent &e, int seat)
{
    return actorIs(e, seat) && e.turnBefore.seizedBonusUsed == 0 && e.turn().seizedBonusUsed != 0;
}

// #13: the seat's fourth ship docked at the Alien Artifact this turn, the four totalling exactly 8.
bool artifactFourShipsEight(const AgendaEvent &e, int seat)
{
    return actorIs(e, seat) && e.turnBefore.artifactShips < 4 && e.turn().artifactShips == 4 &&
           e.turn().artifactTotal == 8;
}

// #14: the Solar Converter is full now, and every ship docked there this turn is the seat's: the ports free at turn
// start are all the seat's.
bool filledSolarConverter(const AgendaEvent &e, int seat)
{
    if (!actorIs(e, seat) || e.turn().solarFreeAtStart == 0)
        return false;
    auto filled = [&](const GameState &s, const AgendaTurn &t) {
        if (freeSlots(s, Facility::SolarConverter, seat) != 0)
            return false;
        bool mine = true;
        forShipsInGame(s, [&](int i, const Ship &ship) {
            if (dockedAt(ship, Facility::SolarConverter) && (t.docked >> i & 1) && ownerOf(s, i) != seat)
                mine = false;
        });
        return mine;
    };
    return filled(e.after, e.turn()) && !filled(e.before, e.turnBefore);
}

// #15: the seat moved one of its colonies into a territory that held no colony.
bool movedIntoUnclaimed(const AgendaEvent &e, int seat)
{
    if (!actorIs(e, seat))
        return false;
    // Most actions move no colony: the table is compared whole first (asked after every action of the seat).
    if (std::memcmp(e.before.colonies.data(), e.after.colonies.data(), sizeof e.after.colonies) == 0 ||
        coloniesOnTerritories(e.before, seat) != coloniesOnTerritories(e.after, seat))
        return false;
    for (int t = 0; t < kTerritoryCount; ++t)
        if (coloniesOn(e.before, static_cast<Territory>(t)) == 0 && e.after.colonies[t][seat] > 0)
            return true;
    return false;
}

// #17: the seat's ships docked at a fifth different orbital facility this turn (faction boards count, the MB not).
bool fiveFacilities(const AgendaEvent &e, int seat)
{
    return actorIs(e, seat) && reached(std::popcount(e.turnBefore.facilities), std::popcount(e.turn().facilities), 5);
}

// #18: every usable Lunar Mine port holds a ship of the seat.
bool lunarMineFull(const GameState &s, int seat)
{
    if (shipsDockedAt(s, Facility::LunarMine) == 0 || freeSlots(s, Facility::LunarMine, seat) != 0)
        return false;
    bool mine = true;
    forShipsInGame(s, [&](int i, const Ship &ship) {
        mine = mine && (!dockedAt(ship, Facility::LunarMine) || ownerOf(s, i) == seat);
    });
    return mine;
}
bool filledLunarMine(const AgendaEvent &e, int seat) { return becameTrue(e, seat, lunarMineFull); }

// #19: a Hub colony launched this turn, and a new one started at the Hub since.
bool launchedAndRestarted(const AgendaEvent &e, int seat)
{
    return actorIs(e, seat) && e.turn().launched && e.after.players[seat].hubCircle > 0 &&
           !(e.turnBefore.launched && e.before.players[seat].hubCircle > 0);
}

// #21: the seat's 6th ship came into play, the first 6th ship of the game.
bool firstSixthShip(const AgendaEvent &e, int seat)
{
    // The 6th ship after the action, rare, asked first.
    return !e.before.agendas.sixthShipSeen && shipsNotInStock(e.after, seat) >= 6 &&
           shipsNotInStock(e.before, seat) < 6;
}

// #22: the Plasma Cannon's discard power (it sends a ship to the stock).
bool plasmaCannonDiscarded(const AgendaEvent &e, int seat)
{
    const auto *d = actionIs<DiscardCard>(e);
    return actorIs(e, seat) && d && d->card == Card::PlasmaCannon;
}

// #23: a second different field generator moved or removed this turn (placings from off the planet do not count).
bool twoFieldMoves(const AgendaEvent &e, int seat)
{
    return actorIs(e, seat) && reached(std::popcount(e.turnBefore.fieldsMoved), std::popcount(e.turn().fieldsMoved), 2);
}

// #25: 3+ colonies on territories, and control of none.
bool landedWithoutControl(const GameState &s, int seat)
{
    if (coloniesOnTerritories(s, seat) < 3)
        return false;
    for (int t = 0; t < kTerritoryCount; ++t)
        if (controllerOf(s, static_cast<Territory>(t)) == seat)
            return false;
    return true;
}
bool becameLandedWithoutControl(const AgendaEvent &e, int seat) { return becameTrue(e, seat, landedWithoutControl); }

// #24: the seat was robbed by this raid (its reveal cancels the part against it, X-32: agenda_play.cpp).
bool robbedByRaid(const AgendaEvent &e, int seat) { return detail::raidVictimsOf(e.action) >> seat & 1; }

// #26: the seat's raid took a card it already held (the duplicate is discarded).
bool raidedOwnDuplicate(const AgendaEvent &e, int seat)
{
    const auto *d = actionIs<Dock>(e);
    if (!actorIs(e, seat) || !d || d->facility != Facility::RaidersOutpost)
        return false;
    const RaidChoice::Kind kind = d->raid.kind;
    return (kind == RaidChoice::Kind::Card || kind == RaidChoice::Kind::ResourcesAndCard) &&
           holds(e.before, seat, d->raid.card);
}

// #27: raided now, and in the turn just before.
bool raidedTwice(const AgendaEvent &e, int seat)
{
    return e.before.agendas.lastRaided[seat] != 0 && e.before.agendas.lastRaided[seat] + 1 == e.before.turnNumber &&
           (detail::raidVictimsOf(e.action) >> seat & 1);
}

// #28: the fleet gathered at the seat's turn start holds 7 ships of its own: its colour and the Relic Ship, not the
// Brethren Ship nor borrowed ships (X-39; the Relic taken with the Alien Sarcophagus is one). The fleet is gathered
// by the end of the turn before, or by the close of the extra-tech turn-start window.
bool fleetOfSeven(const AgendaEvent &e, int seat)
{
    const bool gathered = actionIs<EndTurn>(e) || e.before.stage == Stage::TurnStart;
    if (!gathered || e.after.current != seat || e.after.stage != Stage::Roll)
        return false;
    const bool relicBorrowed = e.after.tech.relicBorrower == seat;
    int fleet = 0;
    for (int i = 0; i < kBrethrenShip; ++i)
        fleet += e.after.ships[i].place == Place::Fleet && ownerOf(e.after, i) == seat &&
                 !(e.after.borrowedShips >> i & 1) && !(isRelic(i) && relicBorrowed);
    return fleet >= 7;
}

// #29: from the sole lowest score at turn start to the sole highest.
bool soleHighest(const GameState &s, int seat)
{
    const int mine = score(s, seat).total();
    for (int p = 0; p < s.playerCount; ++p)
        if (p != seat && score(s, p).total() >= mine)
            return false;
    return true;
}
bool lastToFirst(const AgendaEvent &e, int seat)
{
    return actorIs(e, seat) && e.turn().startedSoleLowest && becameTrue(e, seat, soleHighest);
}

// #30: this turn the seat has taken resources or cards from every opponent.
bool tookFromAll(const AgendaEvent &e, int seat)
{
    const auto everyone = static_cast<uint8_t>(((1u << e.after.playerCount) - 1) & ~(1u << seat));
    return actorIs(e, seat) && e.turn().takenFrom == everyone && e.turnBefore.takenFrom != everyone;
}

// #32: a second territory taken this turn from another player's control.
bool seizedTwo(const AgendaEvent &e, int seat)
{
    return reached(std::popcount(e.turnBefore.seized[seat]), std::popcount(e.turn().seized[seat]), 2);
}

// #33: the Repulsor Field put onto the planet from off-board, not by the Proxima Centauri Scholars owner's ability.
bool repulsorFromOffBoard(const AgendaEvent &e, int seat)
{
    const int field = idx(Field::Repulsor);
    const bool byScholars = actionIs<UseFaction>(e) &&
                            e.before.factions.board[seat] == idx(Faction::ProximaCentauriScholars);
    return actorIs(e, seat) && !byScholars && e.before.fieldAt[field] < 0 && e.after.fieldAt[field] >= 0;
}

// #34: the REV moved into the territory holding the Isolation Field.
bool revIntoIsolation(const AgendaEvent &e, int seat)
{
    const int rev = e.after.factions.rev;
    return actorIs(e, seat) && rev >= 0 && rev != e.before.factions.rev &&
           fieldOn(e.after, Field::Isolation, static_cast<Territory>(rev));
}

// #35: the Repulsor Field placed or moved onto the REV's territory.
bool repulsorOntoRev(const AgendaEvent &e, int seat)
{
    const int rev = e.after.factions.rev;
    return actorIs(e, seat) && rev >= 0 && fieldOn(e.after, Field::Repulsor, static_cast<Territory>(rev)) &&
           !fieldOn(e.before, Field::Repulsor, static_cast<Territory>(rev));
}

// #36: control of a territory taken by the Ion Fluctuator.
bool controlByIonFluctuator(const AgendaEvent &e, int seat)
{
    if (!actorIs(e, seat) || !cardPowerOf(e, Card::IonFluctuator))
        return false;
    for (int t = 0; t < kTerritoryCount; ++t)
        if (controllerOf(e.after, static_cast<Territory>(t)) == seat &&
            controllerOf(e.before, static_cast<Territory>(t)) != seat)
            return true;
    return false;
}

// #37: the Brethren Ship took the place of a ship at the Alien Artifact (a hijack, X-9).
bool brethrenHijackedAtArtifact(const AgendaEvent &e, int seat)
{
    return brethrenOwner(e.after) == seat && dockedAt(e.after.ships[kBrethrenShip], Facility::AlienArtifact) &&
           !dockedAt(e.before.ships[kBrethrenShip], Facility::AlienArtifact);
}

// #38: the Shipbreaker Drone sent one of the seat's ships to the stock.
bool shipbreakerOwnShip(const AgendaEvent &e, int seat)
{
    if (!actorIs(e, seat) || !cardPowerOf(e, Card::ShipbreakerDrone))
        return false;
    for (int i = firstShipOf(seat); i < firstShipOf(seat) + kShipsPerColor; ++i)
        if (e.before.ships[i].place != Place::Stock && e.after.ships[i].place == Place::Stock)
            return true;
    return false;
}

// #39: another player took the seat's Oracle Engine.
bool oracleStolen(const AgendaEvent &e, int seat)
{
    if (!holds(e.before, seat, Card::OracleEngine) || holds(e.after, seat, Card::OracleEngine))
        return false;
    for (int p = 0; p < e.after.playerCount; ++p)
        if (p != seat && holds(e.after, p, Card::OracleEngine))
            return true;
    return false;
}

// #40: the seat's Relic Ship docked at the Terraforming Station.
bool relicAtTerraforming(const AgendaEvent &e, int seat)
{
    return e.after.relicHolder == seat && dockedAt(e.after.ships[kRelicShip], Facility::TerraformingStation) &&
           !dockedAt(e.before.ships[kRelicShip], Facility::TerraformingStation);
}

// #41: five ships of five consecutive values at the Lunar Mine, one of them at least the seat's.
bool lunarMineSequence(const GameState &s, int seat)
{
    unsigned present = 0;
    bool mine = false;
    forShipsInGame(s, [&](int i, const Ship &ship) {
        if (!dockedAt(ship, Facility::LunarMine))
            return;
        present |= 1u << ship.value;
        mine = mine || ownerOf(s, i) == seat;
    });
    const unsigned oneToFive = 0b111110, twoToSix = 0b1111100;
    return mine && ((present & oneToFive) == oneToFive || (present & twoToSix) == twoToSix);
}
bool becameLunarMineSequence(const AgendaEvent &e, int seat) { return becameTrue(e, seat, lunarMineSequence); }

// #42: a ship built with the Shipfitter Drone's paid power.
bool shipfitterBuilt(const AgendaEvent &e, int seat)
{
    const auto *use = actionIs<UseCard>(e);
    return actorIs(e, seat) && use && use->card == Card::ShipfitterDrone &&
           shipsNotInStock(e.after, seat) > shipsNotInStock(e.before, seat);
}

// --- In-game conditions on the natural roll (X-30) ---

// #1: five consecutive values among the dice (1-5 or 2-6).
bool fiveSequentialValues(const DieList &values)
{
    unsigned present = 0;
    for (uint8_t v : values)
        if (v <= 6)
            present |= 1u << v;
    const unsigned oneToFive = 0b111110, twoToSix = 0b1111100;
    return (present & oneToFive) == oneToFive || (present & twoToSix) == twoToSix;
}

// #3: four or more dice showing one value.
bool fourOfOneValue(const DieList &values)
{
    std::array<int, 7> count{};
    for (uint8_t v : values)
        if (v <= 6 && ++count[v] >= 4)
            return true;
    return false;
}

// #20: five or more dice totalling 10 or less.
bool fiveDiceTotalTen(const DieList &values)
{
    int total = 0;
    for (uint8_t v : values)
        total += v;
    return values.size() >= 5 && total <= 10;
}

constexpr CardMask cards(std::initializer_list<Card> list)
{
    CardMask m = 0;
    for (Card c : list)
        m |= cardBit(c);
    return m;
}

using T = Territory;
using C = Card;
constexpr std::optional<Module> kNone = std::nullopt;
constexpr std::optional<Faction> kAnyBoard = std::nullopt;
constexpr bool kNaturalRoll = true; // the in-game side is about the natural roll: written (naturalRollHolds)
constexpr Module kTech = Module::ExtraTech;

// One row per card, in catalogue order: what it needs, its end-game side, its in-game side. #43 needs the Outer Belt, which
// the engine does not support (EXPANSIONS.md 1.6): it never enters a deck, so its two sides are left empty on
// purpose and it is not among the missing cards (missingAgendaCards).
const std::array<AgendaCard, kAgendaCount> kAgendaTable{{
    {Agenda::FiveSequentialShips, kNone, kAnyBoard, 0, controls<T::PohlFoothills>, nullptr, kNaturalRoll},
    {Agenda::ThreeColoniesOneTurn, kNone, kAnyBoard, 0, controls<T::HerbertValley>, turnCountReached<&AgendaTurn::landed, 3>},
    {Agenda::NaturalFourOfAKind, kNone, kAnyBoard, 0, controls<T::VanVogtMountains>, nullptr, kNaturalRoll},
    {Agenda::SixOreOneTurn, kNone, kAnyBoard, 0, controlsSingleColonyTerritory, turnCountReached<&AgendaTurn::oreGained, 6>},
    {Agenda::FourUniqueTech, kNone, kAnyBoard, 0, controls<T::AsimovCrater>, fourUniqueCards},
    {Agenda::ColonyOnIsolation, kNone, kAnyBoard, 0, controls<T::BradburyPlateau>, landedOnIsolation},
    {Agenda::BumpOwnRaiders, kNone, kAnyBoard, 0, controlsThreeForeignColonies, bumpedOwnRaiders},
    {Agenda::TwelveFuelOneTurn, kNone, kAnyBoard, 0, controlsAllFields, turnCountReached<&AgendaTurn::fuelGained, 12>},
    {Agenda::MutualVpMove, kNone, kAnyBoard, 0, controls<T::BurroughsDesert>, mutualVpMove},
    {Agenda::SeizeAndUse, kNone, kAnyBoard, 0, controls<T::HeinleinPlains>, seizedAndUsed},
    {Agenda::FiveHubSpaces, kNone, kAnyBoard, 0, controls<T::LemBadlands>, turnCountReached<&AgendaTurn::hubSteps, 5>},
    {Agenda::TwoShipsOneTurn, kNone, kAnyBoard, 0, noColonyOn<T::VanVogtMountains>, turnCountReached<&AgendaTurn::shipsGained, 2>},
    {Agenda::ArtifactFourShipsEight, kNone, kAnyBoard, 0, noColonyOn<T::PohlFoothills>, artifactFourShipsEight},
    {Agenda::FillSolarConverter, kNone, kAnyBoard, 0, noColonyOn<T::HeinleinPlains>, filledSolarConverter},
    {Agenda::ColonyToUnclaimed, kNone, kAnyBoard, 0, onlyOwnColoniesWhereLanded, movedIntoUnclaimed},
    {Agenda::DrawFourAgendas, kNone, kAnyBoard, 0, onlyFaceDownCard, turnCountReached<&AgendaTurn::agendasDrawn, 4>},
    {Agenda::FiveFacilities, kNone, kAnyBoard, 0, noColonyOn<T::BurroughsDesert>, fiveFacilities},
    {Agenda::FillLunarMine, kNone, kAnyBoard, 0, noColonyOn<T::HerbertValley>, filledLunarMine},
    {Agenda::LaunchAndRestart, kNone, kAnyBoard, 0, noColonyOn<T::AsimovCrater>, launchedAndRestarted},
    {Agenda::LowRollTen, kNone, kAnyBoard, 0, noColonyOn<T::BradburyPlateau>, nullptr, kNaturalRoll},
    {Agenda::FirstSixthShip, kNone, kAnyBoard, 0, largestGroupOrTied, firstSixthShip},
    {Agenda::PlasmaCannonDiscard, kNone, kAnyBoard, cards({C::PlasmaCannon}), oneColonyUnderRepulsor, plasmaCannonDiscarded},
    {Agenda::TwoFieldMoves, kNone, kAnyBoard, 0, holdsNoTech, twoFieldMoves},
    {Agenda::FoiledRaid, kNone, kAnyBoard, cards({C::DataCrystal, C::HolographicDecoy}),
     holdsBoth<C::DataCrystal, C::HolographicDecoy>, robbedByRaid},
    {Agenda::LandedWithoutControl, kNone, kAnyBoard, 0, landedOnlyWhereControlling, becameLandedWithoutControl},
    {Agenda::RaidOwnDuplicate, kNone, kAnyBoard, 0, threeShipsAtRaiders, raidedOwnDuplicate},
    {Agenda::RaidedTwice, kNone, kAnyBoard, 0, fourColoniesOnOne, raidedTwice},
    {Agenda::FleetOfSeven, kTech, kAnyBoard, cards({C::ResourceCache, C::OscillationCapacitor}),
     holdsBoth<C::ResourceCache, C::OscillationCapacitor>, fleetOfSeven},
    {Agenda::LastToFirst, kTech, kAnyBoard, cards({C::BoosterPod, C::ExperimentalFTLDrive}),
     holdsBoth<C::BoosterPod, C::ExperimentalFTLDrive>, lastToFirst},
    {Agenda::StealFromAll, kTech, kAnyBoard, cards({C::PolarityDevice, C::MultiverseWindow}),
     holdsBoth<C::PolarityDevice, C::MultiverseWindow>, tookFromAll},
    {Agenda::TwoTechOneTurn, kTech, kAnyBoard, cards({C::StasisBeam, C::SolarHarvester}),
     holdsBoth<C::StasisBeam, C::SolarHarvester>, turnCountReached<&AgendaTurn::techGained, 2>},
    {Agenda::SeizeTwoTerritories, kTech, kAnyBoard, cards({C::PlasmaCannon, C::Electrofabricator}),
     holdsBoth<C::PlasmaCannon, C::Electrofabricator>, seizedTwo},
    {Agenda::RepulsorWithoutScholars, Module::Factions, kAnyBoard, 0, noColonyOn<T::LemBadlands>, repulsorFromOffBoard},
    {Agenda::RevIntoIsolation, Module::Factions, Faction::XenoExplorationsInc, 0, revOnControlled, revIntoIsolation},
    {Agenda::RepulsorOnRev, Module::Factions, Faction::XenoExplorationsInc, 0, revAndRelicOnBurroughs, repulsorOntoRev},
    {Agenda::IonFluctuatorControl, kTech, kAnyBoard, cards({C::IonFluctuator}), controlsSingleColonyTerritory, controlByIonFluctuator},
    {Agenda::BrethrenHijackArtifact, Module::Factions, Faction::BrethrenOfTheStars, 0, brethrenDocked, brethrenHijackedAtArtifact},
    {Agenda::ShipbreakerOwnShip, kTech, kAnyBoard, cards({C::ShipbreakerDrone}), shipbreakerAndFourShips, shipbreakerOwnShip},
    {Agenda::OracleStolen, kTech, kAnyBoard, cards({C::OracleEngine}), holdsOracle, oracleStolen},
    {Agenda::RelicTerraforming, kTech, kAnyBoard, cards({C::MagneticLockdown}), relicAndLockdown, relicAtTerraforming},
    {Agenda::LunarMineSequence, kTech, kAnyBoard, cards({C::NanoRecycler}), recyclerAndVanVogt, becameLunarMineSequence},
    {Agenda::ShipfitterBuild, kTech, kAnyBoard, cards({C::ShipfitterDrone}), noFieldOnPlanet, shipfitterBuilt},
    {Agenda::TwoAsteroidsOneTurn, Module::OuterBelt, kAnyBoard, 0, nullptr, nullptr},
}};

constexpr std::array<std::string_view, kAgendaCount> kAgendaIds{
    "five-sequential-ships",  "three-colonies-one-turn",  "natural-four-of-a-kind",
    "six-ore-one-turn",       "four-unique-tech",         "colony-on-isolation",
    "bump-own-raiders",       "twelve-fuel-one-turn",     "mutual-vp-move",
    "seize-and-use",          "five-hub-spaces",          "two-ships-one-turn",
    "artifact-four-ships-eight", "fill-solar-converter",  "colony-to-unclaimed",
    "draw-four-agendas",      "five-facilities",          "fill-lunar-mine",
    "launch-and-restart",     "low-roll-ten",             "first-sixth-ship",
    "plasma-cannon-discard",  "two-field-moves",          "foiled-raid",
    "landed-without-control", "raid-own-duplicate",       "raided-twice",
    "fleet-of-seven",         "last-to-first",            "steal-from-all",
    "two-tech-one-turn",      "seize-two-territories",    "repulsor-without-scholars",
    "rev-into-isolation",     "repulsor-on-rev",          "ion-fluctuator-control",
    "brethren-hijack-artifact", "shipbreaker-own-ship",   "oracle-stolen",
    "relic-terraforming",     "lunar-mine-sequence",      "shipfitter-build",
    "two-asteroids-one-turn",
};

} // namespace

std::string_view toId(Agenda a) { return kAgendaIds[idx(a)]; }

template <> std::optional<Agenda> fromId<Agenda>(std::string_view id)
{
    for (int i = 0; i < kAgendaCount; ++i)
        if (kAgendaIds[i] == id)
            return static_cast<Agenda>(i);
    return std::nullopt;
}

constexpr std::array<std::string_view, 4> kDrawForIds{"orbital-market", "prophets-docking", "prophets-owner",
                                                        "oracle-engine"};

std::string_view toId(AgendaDrawFor d) { return kDrawForIds[static_cast<int>(d)]; }

template <> std::optional<AgendaDrawFor> fromId<AgendaDrawFor>(std::string_view id)
{
    for (int i = 0; i < static_cast<int>(kDrawForIds.size()); ++i)
        if (kDrawForIds[i] == id)
            return static_cast<AgendaDrawFor>(i);
    return std::nullopt;
}

const AgendaCard &agendaCard(Agenda a) { return kAgendaTable[idx(a)]; }

AgendaMask agendaDeck(Ruleset ruleset, ModuleSet modules, uint16_t factionsTaken)
{
    const std::array<uint8_t, kCardCount> techDeck = deckOf(ruleset, modules);
    AgendaMask deck = 0;
    for (const AgendaCard &card : kAgendaTable) {
        if (card.module && !hasModule(modules, *card.module))
            continue;
        if (card.faction && !(factionsTaken >> idx(*card.faction) & 1))
            continue;
        bool cardsInDeck = true;
        for (int c = 0; c < kCardCount; ++c)
            if ((card.cards & cardBit(static_cast<Card>(c))) && techDeck[c] == 0)
                cardsInDeck = false;
        if (cardsInDeck)
            deck |= agendaBit(card.agenda);
    }
    return deck;
}

int agendaCount(AgendaMask mask) { return std::popcount(mask); }

std::optional<bool> endGameHolds(const GameState &s, int seat, Agenda a)
{
    const EndGameCondition condition = kAgendaTable[idx(a)].endGame;
    if (!condition)
        return std::nullopt;
    return condition(s, seat);
}

bool couldHoldFaceDown(const AgendaState &agendas, int seat, Agenda card)
{
    const AgendaHand &hand = agendas.hands[seat];
    if (hand.faceDown & agendaBit(card))
        return true;
    return hand.unknownFaceDown > 0 && (agendas.unknown & agendaBit(card)) != 0;
}

void turnFaceUp(AgendaState &agendas, int seat, Agenda card)
{
    AgendaHand &hand = agendas.hands[seat];
    if (hand.faceDown & agendaBit(card)) {
        hand.faceDown &= ~agendaBit(card);
    } else {
        agendas.unknown &= ~agendaBit(card);
        --hand.unknownFaceDown;
    }
    hand.revealed |= agendaBit(card);
}

bool inGameSideWritten(Agenda a) { return kAgendaTable[idx(a)].inGame || kAgendaTable[idx(a)].naturalRoll; }

std::optional<bool> inGameBecameTrue(const AgendaEvent &e, int seat, Agenda a)
{
    const AgendaCard &card = kAgendaTable[idx(a)];
    if (card.naturalRoll)
        return false;
    if (!card.inGame)
        return std::nullopt;
    return card.inGame(e, seat);
}

std::optional<bool> naturalRollHolds(Agenda a, const DieList &values)
{
    switch (a) {
    case Agenda::FiveSequentialShips:
        return fiveSequentialValues(values);
    case Agenda::NaturalFourOfAKind:
        return fourOfOneValue(values);
    case Agenda::LowRollTen:
        return fiveDiceTotalTen(values);
    default:
        return std::nullopt;
    }
}

namespace detail {

std::string_view agendaRule(Agenda a)
{
    // Kept as static strings: Rejection holds a string_view.
    static const std::array<std::string, kAgendaCount> rules = [] {
        std::array<std::string, kAgendaCount> out;
        for (int i = 0; i < kAgendaCount; ++i)
            out[i] = "agenda:" + std::string(toId(static_cast<Agenda>(i)));
        return out;
    }();
    return rules[idx(a)];
}

std::string missingAgendaCards()
{
    std::string out;
    for (const AgendaCard &card : kAgendaTable) {
        if (card.endGame && inGameSideWritten(card.agenda))
            continue;
        // A card tied to a module the engine refuses even to its own tests (the Outer Belt, #43) never enters a
        // deck: it keeps nothing waiting.
        if (card.module && !moduleNotSupported(*card.module, true).empty())
            continue;
        if (!out.empty())
            out += ", ";
        out += toId(card.agenda);
    }
    return out;
}

} // namespace detail

} // namespace af
