// The turn data of the in-game sides: each action's effect, read from the state before and after it, in
// one place; then the windows of the sides the action made true. The conditions themselves are in agendas.cpp.
#include "agendas.h"

#include "../mechanics.h"
#include "../score.h"

#include <bit>

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

bool soleLowest(const GameState &s, int seat)
{
    const int mine = score(s, seat).total();
    for (int p = 0; p < s.playerCount; ++p)
        if (p != seat && score(s, p).total() <= mine)
            return false;
    return true;
}

// What every seat gained or lost by the action (gains counted gross across actions, X-26).
void noteSeats(const GameState &before, GameState &after, const Action &action, AgendaTurn &t)
{
    // Most actions land no colony and draw no agenda card: those counts are taken only when they may have changed
    // (this runs for every action tried).
    const bool coloniesChanged = before.colonies != after.colonies;
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
        add(t.shipsGained[p], shipsNotInStock(after, p) - shipsNotInStock(before, p) +
                                  (after.relicHolder == p && before.relicHolder != p));
        add(t.techGained[p], std::popcount(is.cards & ~was.cards));
        if (after.agendas.hands[p] != before.agendas.hands[p])
            add(t.agendasDrawn[p], agendasHeld(after.agendas, p) - agendasHeld(before.agendas, p));
    }
    // Territories taken from another controller (#32). Control follows the colonies alone (controllerOf), so only a
    // territory whose colonies changed can change hands.
    for (int i = 0; i < kTerritoryCount; ++i) {
        if (before.colonies[i] == after.colonies[i])
            continue;
        const auto where = static_cast<Territory>(i);
        const int from = controllerOf(before, where);
        const int to = controllerOf(after, where);
        if (from != kNoPlayer && to != kNoPlayer && to != from)
            t.seized[to] = static_cast<uint16_t>(t.seized[to] | 1u << i);
    }
}

// What the active player did: dockings, field moves, takings, a launch.
void noteActor(const GameState &before, const GameState &after, const Action &action, AgendaTurn &t)
{
    const int actor = before.current;
    forShipsInGame(after, [&](int i, const Ship &ship) {
        const Ship &was = before.ships[i];
        if (ship.place != Place::Docked || (was.place == Place::Docked && was.facility == ship.facility))
            return;
        t.docked |= uint64_t{1} << i;
        if (!usesShip(after, actor, i) || ship.facility == Facility::MaintenanceBay)
            return;
        t.facilities |= uint32_t{1} << static_cast<int>(ship.facility);
        if (ship.facility == Facility::AlienArtifact) {
            ++t.artifactShips;
            t.artifactTotal = static_cast<uint8_t>(t.artifactTotal + ship.value);
        }
    });
    for (int f = 0; f < kFieldCount; ++f)
        if (before.fieldAt[f] >= 0 && after.fieldAt[f] != before.fieldAt[f])
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
        a.turn.startedSoleLowest = soleLowest(after, after.current);
    }
    const AgendaTurn turnBefore = newTurn ? a.turn : before.agendas.turn;
    noteSeats(before, after, action, a.turn);
    if (!newTurn)
        noteActor(before, after, action, a.turn);

    const AgendaEvent e{before, after, action, turnBefore};
    for (int p = 0; p < after.playerCount; ++p) {
        // Only a card the seat could turn gets a window (trimAgendaWindows): the others need not be asked about.
        AgendaHand &hand = a.hands[p];
        const AgendaMask turnable = a.inGame & (hand.faceDown | (hand.unknownFaceDown > 0 ? a.unknown : 0));
        for (AgendaMask m = turnable; m; m &= m - 1) {
            const auto card = static_cast<Agenda>(std::countr_zero(m));
            if (inGameBecameTrue(e, p, card).value_or(false))
                hand.window |= agendaBit(card);
        }
    }
    // The game-long data, read by the conditions from `before`.
    for (int p = 0; p < after.playerCount; ++p)
        a.sixthShipSeen = a.sixthShipSeen || shipsNotInStock(after, p) >= 6;
    const uint8_t robbed = raidVictimsOf(action);
    noteRaidLosses(before, after, action);
    for (int p = 0; p < after.playerCount; ++p)
        if (robbed >> p & 1)
            a.lastRaided[p] = before.turnNumber;
    trimAgendaWindows(a);
}

} // namespace af::detail
