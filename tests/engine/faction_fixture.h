// Helpers for the Factions module's tests: a game with chosen boards, docking at a board, owner abilities.
#pragma once

#include "fixture.h"
#include "modules/extension.h"
#include "values.h"

#include <vector>

namespace aft {

// Options with the factions module on (open to users: no test switch needed).
inline GameOptions factionOptions(int players, Ruleset ruleset = Ruleset::R2013)
{
    GameOptions o = options(players, ruleset);
    o.modules = moduleBit(Module::Factions);
    return o;
}

// A dealt factions game at the start of player one's first turn where seat i drafted bySeat[i]; the draft drew one
// more board, which went back to the box.
// Prophets of the Artifact comes with the agendas module: each seat is then dealt two agenda cards the table does
// not name.
// `more`: other modules played with it.
inline GameState factionGame(int players, std::vector<Faction> bySeat, Ruleset ruleset = Ruleset::R2013,
                             ModuleSet more = 0)
{
    GameOptions o = factionOptions(players, ruleset);
    o.modules = static_cast<ModuleSet>(o.modules | more);
    const bool prophets = std::find(bySeat.begin(), bySeat.end(), Faction::ProphetsOfTheArtifact) != bySeat.end();
    if (prophets)
        o.modules = static_cast<ModuleSet>(o.modules | moduleBit(Module::Agendas));
    GameState s = newGame(o);
    DrawBoards draw;
    for (Faction f : bySeat)
        draw.boards.push_back(f);
    for (int f = 0; draw.boards.size() < players + 1; ++f) {
        const Faction spare = static_cast<Faction>(f);
        if (spare != Faction::ProphetsOfTheArtifact &&
            std::find(bySeat.begin(), bySeat.end(), spare) == bySeat.end())
            draw.boards.push_back(spare);
    }
    must(s, draw);
    for (int seat = players - 1; seat >= 0; --seat)
        must(s, PickBoard{bySeat[seat]});
    if (prophets) {
        DealAgendas unnamed;
        for (int i = 0; i < chanceCount(s); ++i)
            unnamed.cards.push_back(std::nullopt);
        must(s, unnamed);
    }
    dealAsUsual(s);
    return s;
}

// The draft's boards drawn at random among those the engine plays (the others refuse every docking).
inline DrawBoards implementedBoards(const GameState &s, Rng &rng)
{
    std::vector<Faction> pool;
    for (int f = 0; f < kFactionCount; ++f)
        if ((detail::draftPool(s) >> f) & 1 && detail::factionRules(static_cast<Faction>(f)).implemented)
            pool.push_back(static_cast<Faction>(f));
    DrawBoards d;
    for (int i = chanceCount(s); i > 0; --i) {
        const int k = rng.below(static_cast<int>(pool.size()));
        d.boards.push_back(pool[k]);
        pool.erase(pool.begin() + k);
    }
    return d;
}

inline Dock boardDock(int8_t ship, Faction f, const FactionArgs &args = {})
{
    Dock d;
    d.facility = boardFacility(f);
    d.ships.push_back(ship);
    d.faction = args;
    return d;
}

// Makes `seat` the active player and rolls its fleet to these values.
inline ShipList turnOf(GameState &s, int seat, std::initializer_list<int> values)
{
    makeActive(s, seat);
    return rollFleet(s, values);
}

// Puts the Brethren Ship at a facility, as left there by a hijack of a ship docked for `user`.
inline void placeBrethren(GameState &s, Facility f, int user)
{
    Ship &b = s.ships[kBrethrenShip];
    b = Ship{};
    b.place = Place::Docked;
    b.facility = f;
    b.group = f == Facility::MaintenanceBay ? 0 : s.nextGroup++;
    b.user = static_cast<int8_t>(user);
}

inline int fuelOf(const GameState &s, int seat) { return s.players[seat].fuel; }
inline int oreOf(const GameState &s, int seat) { return s.players[seat].ore; }

} // namespace aft
