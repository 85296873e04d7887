// The turn data of the in-game sides: each action's effect, read from the state before and after it, in
// one place; then the windows of the sides the action made true. The conditions themselves are in agendas.cpp.
#include "agendas.h"

#include "../mechanics.h"
#include "../modules/tech.h"
#include "../rules_data.h"
#include "../score.h"

#include <array>
#include <bit>
#include <cstring>
#include <optional>

namespace af::detail {

// The seats robbed by a docking at the Raiders' Outpost (bit per seat), for #27.
uint8_t raidVictimsOf(const Action &action)
{
    const auto *d = std::get_if<Dock>(&action);
    if (!d || d->facility != Facility::RaidersOutpost)
        return 0;
    uint8_t victims = 0;
    const RaidChoice &raid = d->raid;
    if (raid.kind == RaidChoice::Kind::Card || raid.kind == RaidChoice::Kind::ResourcesAndCard)
        victims = static_cast<uint8_t>(victims | 1u << raid.player);
    if (raid.kind == RaidChoice::Kind::Resources || raid.kind == RaidChoice::Kind::ResourcesAndCard)
        for (const Take &t : raid.takes)
            if (t.fuel + t.ore > 0)
                victims = static_cast<uint8_t>(victims | 1u << t.player);
    return victims;
}

namespace {

bool soleLowest(const GameState &s, int seat, const std::array<int8_t, kTerritoryCount> &controllers)
{
    const std::array<int, kMaxPlayers> totals = scoreTotals(s, controllers);
    for (int p = 0; p < s.playerCount; ++p)
        if (p != seat && totals[p] <= totals[seat])
            return false;
    return true;
}

// A seat's colour ships in play (shipsNotInStock), with one table look-up per ship rather than three comparisons.
int shipsInPlay(const GameState &s, int seat)
{
    static constexpr std::array<uint8_t, 256> inPlay = [] { // by Place's byte
        std::array<uint8_t, 256> t{};
        t[static_cast<int>(Place::Fleet)] = t[static_cast<int>(Place::Docked)] = t[static_cast<int>(Place::OnCard)] = 1;
        return t;
    }();
    int n = 0;
    for (int i = firstShipOf(seat); i < firstShipOf(seat) + kShipsPerColor; ++i)
        n += inPlay[static_cast<uint8_t>(s.ships[i].place)];
    return n;
}

// The ships as the bookkeeping reads them, in one pass over the ships in the game (this runs after every action):
// those the action changed in any way (bit per ship id; one 8-byte comparison each) and every seat's ships in play
// after it.
struct ShipChanges {
    uint64_t changed = 0;
    std::array<uint8_t, kMaxPlayers> inPlayAfter{};
};

ShipChanges shipChanges(const GameState &before, const GameState &after)
{
    ShipChanges c;
    auto differs = [&](int i) { return std::memcmp(&before.ships[i], &after.ships[i], sizeof(Ship)) != 0; };
    for (int p = 0; p < after.playerCount; ++p) {
        for (int i = firstShipOf(p); i < firstShipOf(p) + kShipsPerColor; ++i)
            c.changed |= uint64_t{differs(i)} << i;
        c.inPlayAfter[p] = static_cast<uint8_t>(shipsInPlay(after, p));
    }
    c.changed |= uint64_t{differs(kRelicShip)} << kRelicShip | uint64_t{differs(kBrethrenShip)} << kBrethrenShip;
    return c;
}

// The colonies on the territories changed: one comparison of the whole table (std::array's == compares it row by
// row, a library call each).
bool coloniesDiffer(const GameState &before, const GameState &after)
{
    return std::memcmp(before.colonies.data(), after.colonies.data(), sizeof(before.colonies)) != 0;
}

// What every seat gained or lost by the action (gains counted gross across actions, X-26).
void noteSeats(const GameState &before, GameState &after, const Action &action, AgendaTurn &t,
               const ShipChanges &ships)
{
    // Most actions land no colony and draw no agenda card: those counts are taken only when they may have changed
    // (this runs for every action tried).
    const bool coloniesChanged = coloniesDiffer(before, after);
    for (int p = 0; p < after.playerCount; ++p) {
        const PlayerState &was = before.players[p], &is = after.players[p];
        auto add = [](auto &counter, int delta) {
            if (delta > 0)
                counter = static_cast<std::remove_reference_t<decltype(counter)>>(counter + delta);
        };
        if (coloniesChanged)
            add(t.landed[p], coloniesOnTerritories(after, p) - coloniesOnTerritories(before, p));
        add(t.oreGained[p], is.ore - was.ore);
        add(t.fuelGained[p], is.fuel - was.fuel);
        // A launch may start the next colony at once with the advances carried beyond circle 7.
        add(t.hubSteps[p], std::holds_alternative<Launch>(action) ? is.hubCircle : is.hubCircle - was.hubCircle);
        // A seat's ships before the action are counted only when they changed (most actions move one seat's ships).
        const bool shipsMoved = (ships.changed >> firstShipOf(p) & ((uint64_t{1} << kShipsPerColor) - 1)) != 0;
        add(t.shipsGained[p], (shipsMoved ? ships.inPlayAfter[p] - shipsInPlay(before, p) : 0) +
                                  (after.relicHolder == p && before.relicHolder != p));
        if (const CardMask gained = is.cards & ~was.cards) // std::popcount is a library call in this build
            add(t.techGained[p], std::popcount(gained));
        const AgendaHand &handWas = before.agendas.hands[p], &handIs = after.agendas.hands[p];
        if (handIs.faceDown != handWas.faceDown || handIs.unknownFaceDown != handWas.unknownFaceDown ||
            handIs.revealed != handWas.revealed) // what agendasHeld counts
            add(t.agendasDrawn[p], agendasHeld(after.agendas, p) - agendasHeld(before.agendas, p));
    }
    // Territories taken from another controller (#10, #32): by this action, or from the one that held it at turn
    // start. Control follows the colonies alone (controllerOf), so only a territory whose colonies changed can change
    // hands.
    if (!coloniesChanged)
        return;
    for (int i = 0; i < kTerritoryCount; ++i) {
        if (before.colonies[i] == after.colonies[i])
            continue;
        const auto where = static_cast<Territory>(i);
        const int from = controllerOf(before, where);
        const int to = controllerOf(after, where);
        if (to == kNoPlayer || to == from)
            continue;
        bool otherAtStart = false;
        for (int p = 0; p < after.playerCount; ++p)
            otherAtStart = otherAtStart || (p != to && (t.controlledAtStart[p] >> i & 1));
        if (from != kNoPlayer || otherAtStart)
            t.seized[to] = static_cast<uint16_t>(t.seized[to] | 1u << i);
    }
}

// The territories whose bonus the action used for the active player (#10): the bonus was active before it
// (bonusActive: control, a Data Crystal or board lending it, never under the Isolation Field) and changed what the
// action did. A docking here is the Dock action itself (not a ship a card moves to a facility).
uint16_t bonusesUsedBy(const GameState &before, const GameState &after, const Action &action)
{
    const int actor = before.current;
    uint16_t used = 0;
    auto use = [&](Territory t, bool applied) {
        if (applied && bonusActive(before, actor, t))
            used = static_cast<uint16_t>(used | 1u << idx(t));
    };
    const auto *d = std::get_if<Dock>(&action);
    const Facility at = d ? d->facility : Facility::MaintenanceBay;
    use(Territory::LemBadlands, d && at == Facility::SolarConverter);          // +1 fuel per ship
    use(Territory::BradburyPlateau, d && at == Facility::ColonyConstructor);   // 1 ore less
    use(Territory::HerbertValley, d && at == Facility::Shipyard);              // 1 fuel and 1 ore less
    if (d && at == Facility::LunarMine && !before.turn.lunarDocked) {        // a value below the highest docked
        bool below = false;
        for (int8_t ship : d->ships)
            below = below || before.ships[ship].value < highestAt(before, Facility::LunarMine);
        use(Territory::VanVogtMountains, below);
    }
    // Asimov's +1 on the Hub: once per turn in the editions that say so (the flag turns), else on every docking
    // of more than one ship there.
    use(Territory::AsimovCrater, traits(before.ruleset).asimovOncePerTurn
                                     ? after.turn.asimovApplied && !before.turn.asimovApplied
                                     : d && at == Facility::ColonistHub && d->ships.size() > 1);
    if (std::holds_alternative<Trade>(action)) { // a trade at 1 for 1 where the pair alone gives more
        const int ship = tradingPairShip(before, actor);
        use(Territory::HeinleinPlains, ship != kNoShip && before.ships[ship].value > 1);
    }
    if (const auto *u = std::get_if<UseCard>(&action)) { // 1 fuel off a card's fuel cost; the Nano-Recycler's +1F
        const bool fuelCost = isExtraTech(idx(u->card))
                                  ? detail::techRules(u->card).fuelCost || u->card == Card::NanoRecycler
                                  : hasFuelPower(u->card);
        use(Territory::PohlFoothills, fuelCost);
    }
    use(Territory::BurroughsDesert, std::holds_alternative<BuyRelic>(action)); // the Relic Ship
    return used;
}

// What the active player did: dockings, field moves, takings, a launch, bonuses of territories it seized.
void noteActor(const GameState &before, const GameState &after, const Action &action, AgendaTurn &t,
               const AgendaTurn &turnBefore, uint64_t shipsChanged)
{
    const int actor = before.current;
    // Only territories seized by an earlier action: a bonus an action uses is active before it.
    t.seizedBonusUsed = static_cast<uint16_t>(t.seizedBonusUsed |
                                              (bonusesUsedBy(before, after, action) & turnBefore.seized[actor]));
    for (uint64_t m = shipsChanged; m; m &= m - 1) { // ships the action left as they were dock nowhere new
        const int i = std::countr_zero(m);
        const Ship &ship = after.ships[i], &was = before.ships[i];
        if (ship.place != Place::Docked || (was.place == Place::Docked && was.facility == ship.facility))
            continue;
        t.docked |= uint64_t{1} << i;
        if (!usesShip(after, actor, i) || ship.facility == Facility::MaintenanceBay)
            continue;
        t.facilities |= uint32_t{1} << static_cast<int>(ship.facility);
        if (ship.facility == Facility::AlienArtifact) {
            ++t.artifactShips;
            t.artifactTotal = static_cast<uint8_t>(t.artifactTotal + ship.value);
        }
    }
    // A generator on the planet moved: to another territory, off the planet, onto a border (Field Amplifier, X-38)
    // or from a border wholly into one territory.
    for (int f = 0; f < kFieldCount; ++f)
        if (before.fieldAt[f] >= 0 &&
            (after.fieldAt[f] != before.fieldAt[f] || after.tech.straddles[f] != before.tech.straddles[f]))
            t.fieldsMoved = static_cast<uint8_t>(t.fieldsMoved | 1u << f);
    const PlayerState &me = after.players[actor], &meBefore = before.players[actor];
    for (int q = 0; q < after.playerCount; ++q) {
        if (q == actor)
            continue;
        const PlayerState &was = before.players[q], &is = after.players[q];
        const bool fuel = is.fuel < was.fuel && me.fuel > meBefore.fuel;
        const bool ore = is.ore < was.ore && me.ore > meBefore.ore;
        const bool card = (was.cards & ~is.cards & me.cards & ~meBefore.cards) != 0;
        if (fuel || ore || card)
            t.takenFrom = static_cast<uint8_t>(t.takenFrom | 1u << q);
    }
    if (std::holds_alternative<Launch>(action))
        t.launched = true;
}

// What the raid took from each victim, for #24's window.
void noteRaidLosses(const GameState &before, GameState &after, const Action &action)
{
    const auto *d = std::get_if<Dock>(&action);
    if (!d || d->facility != Facility::RaidersOutpost)
        return;
    const RaidChoice &raid = d->raid;
    const int raider = before.current;
    if (raid.kind == RaidChoice::Kind::Resources || raid.kind == RaidChoice::Kind::ResourcesAndCard)
        for (const Take &t : raid.takes) {
            RaidLoss &loss = after.agendas.raidLoss[t.player];
            loss.fuel = static_cast<uint8_t>(loss.fuel + t.fuel);
            loss.ore = static_cast<uint8_t>(loss.ore + t.ore);
        }
    if (raid.kind == RaidChoice::Kind::Card || raid.kind == RaidChoice::Kind::ResourcesAndCard) {
        RaidLoss &loss = after.agendas.raidLoss[raid.player];
        loss.card = static_cast<int8_t>(idx(raid.card));
        loss.discarded = holds(before, raider, raid.card);
        for (int f = 0; f < kFieldCount; ++f)
            if (before.tech.straddles[f] >= 0 && after.tech.straddles[f] < 0) {
                loss.straddleHome[f] = before.fieldAt[f];
                loss.straddleAcross[f] = before.tech.straddles[f];
            }
        // What the card carried and lost on the way: its colonies, its ship, its tokens.
        loss.landed = raid.landings;
        for (int i = 0; i < kShipCount; ++i)
            if (before.ships[i].place == Place::OnCard && after.ships[i].place != Place::OnCard)
                loss.autoPilotShip = static_cast<int8_t>(i);
        if (isExtraTech(idx(raid.card)) && techRules(raid.card).raidReturnsTokens) {
            const CardTokens &was = tokensOn(before, raid.card), &is = tokensOn(after, raid.card);
            loss.tokenFuel = static_cast<uint8_t>(was.fuel - is.fuel);
            loss.tokenOre = static_cast<uint8_t>(was.ore - is.ore);
        }
    }
}

} // namespace

void noteAgendaAction(const GameState &before, GameState &after, const Action &action)
{
    AgendaState &a = after.agendas;
    const bool newTurn = std::holds_alternative<Deal>(action) ||
                         (std::holds_alternative<EndTurn>(action) && after.stage != Stage::GameOver);
    if (newTurn) { // counted from the turn's start, as the player finds the board
        a.turn = AgendaTurn{};
        a.turn.solarFreeAtStart = static_cast<uint8_t>(freeSlots(after, Facility::SolarConverter, after.current));
        std::array<int8_t, kTerritoryCount> controllers; // read twice: found once
        for (int i = 0; i < kTerritoryCount; ++i) {
            const int p = controllerOf(after, static_cast<Territory>(i));
            controllers[i] = static_cast<int8_t>(p);
            if (p != kNoPlayer)
                a.turn.controlledAtStart[p] = static_cast<uint16_t>(a.turn.controlledAtStart[p] | 1u << i);
        }
        a.turn.startedSoleLowest = soleLowest(after, after.current, controllers);
    }
    // The turn's counts before the action: the cleared ones when it started a turn, else `before`'s (kept unchanged).
    std::optional<AgendaTurn> cleared;
    const AgendaTurn &turnBefore = newTurn ? cleared.emplace(a.turn) : before.agendas.turn;
    const ShipChanges ships = shipChanges(before, after);
    noteSeats(before, after, action, a.turn, ships);
    if (!newTurn)
        noteActor(before, after, action, a.turn, turnBefore, ships.changed);

    const AgendaEvent e{before, after, action, turnBefore};
    const AgendaMask askActor = inGameSidesToAsk(true), askOthers = inGameSidesToAsk(false);
    for (int p = 0; p < after.playerCount; ++p) {
        // Only a card the seat could turn gets a window (trimAgendaWindows), and only a side the action can make true
        // for this seat: the others need not be asked about.
        AgendaHand &hand = a.hands[p];
        const AgendaMask turnable = a.inGame & (hand.faceDown | (hand.unknownFaceDown > 0 ? a.unknown : 0)) &
                                    (p == e.actor() ? askActor : askOthers);
        for (AgendaMask m = turnable; m; m &= m - 1) {
            const auto card = static_cast<Agenda>(std::countr_zero(m));
            // Asked of the card's condition itself: only written sides other than the natural roll's are asked
            // (kActionInGameSides), for which inGameBecameTrue adds nothing.
            if (agendaCard(card).inGame(e, p))
                hand.window |= agendaBit(card);
        }
    }
    settleOracleAgenda(e, after);
    // The game-long data, read by the conditions from `before`.
    for (int p = 0; p < after.playerCount; ++p)
        a.sixthShipSeen = a.sixthShipSeen || ships.inPlayAfter[p] >= 6;
    const uint8_t robbed = raidVictimsOf(action);
    noteRaidLosses(before, after, action);
    for (int p = 0; p < after.playerCount; ++p)
        if (robbed >> p & 1)
            a.lastRaided[p] = before.turnNumber;
    trimAgendaWindows(a);
}

} // namespace af::detail
