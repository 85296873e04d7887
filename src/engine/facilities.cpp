// Docking at the orbital facilities: each facility's condition, cost and benefit.
#include "engine.h"
#include "mechanics.h"
#include "modules/extension.h"
#include "modules/tech.h"

#include <algorithm>
#include <bit>

namespace af::detail {

namespace {

struct Docking {
    GameState &s;
    int seat;
    const Dock &d;
    ShipList ships; // every ship docking now, the moved one included
    int moved;
    bool grapple = false; // through the Superconducting Grapple: no free port needed, no bump

    int value(int i) const { return s.ships[ships[i]].value; }
    int sum() const
    {
        int total = 0;
        for (int i = 0; i < ships.size(); ++i)
            total += value(i);
        return total;
    }
    bool allEqual() const
    {
        for (int i = 1; i < ships.size(); ++i)
            if (value(i) != value(0))
                return false;
        return true;
    }
    void placeOne(int ship, uint32_t group)
    {
        Ship &sh = s.ships[ship];
        sh.place = Place::Docked;
        sh.facility = d.facility;
        sh.group = group;
        sh.user = static_cast<int8_t>(seat);
        s.tech.grappled &= ~(uint64_t{1} << ship); // docked anew: a grappled ship's mark goes
    }
    void placeAll()
    {
        const uint32_t group = newGroup(s);
        for (int8_t ship : ships)
            placeOne(ship, group);
    }
    Result needCount(int n) const
    {
        if (ships.size() != n)
            return reject(Reason::WrongShipCount, toId(d.facility), idx(d.facility), n);
        return std::nullopt;
    }
    Result needFreeSlot(int slotsNeeded = 1) const
    {
        if (grapple) // the card has checked that every usable port is taken
            return std::nullopt;
        if (freeSlots(s, d.facility, seat) < slotsNeeded)
            return reject(Reason::PortsFull, toId(d.facility), idx(d.facility));
        return std::nullopt;
    }
    Result needEqual() const
    {
        if (!allEqual())
            return reject(Reason::ValuesNotEqual, toId(d.facility), idx(d.facility));
        return std::nullopt;
    }
};

Result solarConverter(Docking &k)
{
    if (auto r = k.needFreeSlot(k.ships.size()))
        return r;
    const bool lem = bonusActive(k.s, k.seat, Territory::LemBadlands); // only ships docked while active
    int fuel = 0;
    for (int i = 0; i < k.ships.size(); ++i)
        fuel += (k.value(i) + 1) / 2 + (lem ? 1 : 0);
    k.placeAll();
    gain(k.s, k.seat, fuel, 0);
    return std::nullopt;
}

Result lunarMine(Docking &k)
{
    if (auto r = k.needFreeSlot(k.ships.size()))
        return r;
    // each ship against the highest docked there, ships entered together in ascending order.
    std::sort(k.ships.begin(), k.ships.end(),
              [&](int8_t a, int8_t b) { return k.s.ships[a].value < k.s.ships[b].value; });
    const uint32_t group = newGroup(k.s);
    for (int8_t ship : k.ships) {
        const int v = k.s.ships[ship].value;
        const bool anyValue = !k.s.turn.lunarDocked && bonusActive(k.s, k.seat, Territory::VanVogtMountains);
        const int highest = highestAt(k.s, Facility::LunarMine);
        if (!anyValue && v < highest)
            return reject(Reason::ValueTooLow, "R-12", idx(Facility::LunarMine), highest, v);
        k.placeOne(ship, group);
        k.s.turn.lunarDocked = true;
    }
    gain(k.s, k.seat, 0, k.ships.size());
    return std::nullopt;
}

Result orbitalMarket(Docking &k)
{
    if (auto r = k.needCount(2))
        return r;
    if (auto r = k.needEqual())
        return r;
    if (auto r = k.needFreeSlot())
        return r;
    k.placeAll(); // trades follow as separate actions while the pair stays docked
    return std::nullopt;
}

Result alienArtifact(Docking &k)
{
    if (auto r = k.needFreeSlot(k.ships.size()))
        return r;
    k.s.turn.artifactTotal = static_cast<uint8_t>(k.s.turn.artifactTotal + k.sum());
    k.s.turn.artifactCycles = static_cast<uint8_t>(k.s.turn.artifactCycles + k.ships.size());
    k.placeAll();
    return std::nullopt;
}

} // namespace

void advanceHub(GameState &s, int seat, int steps)
{
    PlayerState &p = s.players[seat];
    const int room = hubLaunchCircle(s, seat) - p.hubCircle;
    const int used = std::min(room, steps);
    p.hubCircle = static_cast<int8_t>(p.hubCircle + used);
    s.turn.hubCarry = static_cast<uint8_t>(s.turn.hubCarry + (steps - used));
}

Result settleHubColony(GameState &s, int seat)
{
    PlayerState &p = s.players[seat];
    if (!freeformHub(s) || p.hubCircle == 0)
        return std::nullopt;
    const int track = freeHubTrack(s, seat, p.hubCircle);
    if (track < 0)
        return reject(Reason::HubCircleTaken, "X-58", p.hubCircle);
    p.hubTrack = static_cast<int8_t>(track);
    return std::nullopt;
}

namespace {

Result freeformColonistHub(Docking &k);

Result colonistHub(Docking &k)
{
    if (freeformHub(k.s))
        return freeformColonistHub(k);
    if (hubShipsOf(k.s, k.seat) + k.ships.size() > kHubPortsPerTrack)
        return reject(Reason::HubTrackFull, {}, kHubPortsPerTrack);
    PlayerState &p = k.s.players[k.seat];
    // a colony waiting on circle 7 blocks further docking. Ships docked together with the one that brings it
    // to circle 7 are part of the same docking: their advances are the excess a launch made at once carries over.
    if (p.hubCircle == hubLaunchCircle(k.s, k.seat))
        return reject(Reason::HubColonyWaiting);
    const bool oncePerTurn = traits(k.s.ruleset).asimovOncePerTurn;
    const uint32_t group = newGroup(k.s);
    for (int8_t ship : k.ships) {
        if (p.hubCircle == 0) {
            if (p.coloniesLeft == 0)
                return reject(Reason::NoColonyLeft, "colonist-hub");
            --p.coloniesLeft;
            p.hubCircle = 1; // the first ship places a new colony on circle 1
        } else {
            advanceHub(k.s, k.seat, 1);
        }
        k.placeOne(ship, group);
        ++k.s.turn.hubShips;
        // Asimov's +1 applies once the turn's Hub ships reach 2 while the bonus is active.
        if (oncePerTurn && k.s.turn.hubShips >= 2 && !k.s.turn.asimovApplied &&
            bonusActive(k.s, k.seat, Territory::AsimovCrater)) {
            k.s.turn.asimovApplied = true;
            advanceHub(k.s, k.seat, 1);
        }
    }
    // First edition: +1 whenever more than one ship docks at the Hub at once.
    if (!oncePerTurn && k.ships.size() > 1 && bonusActive(k.s, k.seat, Territory::AsimovCrater))
        advanceHub(k.s, k.seat, 1);
    return std::nullopt;
}

// The freeform Hub of Edition X with 5-6 players (EXPANSIONS.md 1.5, X-58): any of the 12 ports, at most 3 ships
// and 1 colony per player. The ships of one docking advance the colony together; only the circle it ends on must be
// free, on any of the 4 tracks (the colony slides to another track when its own is taken there). Ending on the launch
// circle while every track's launch circle is taken launches the colony at once: 1 fuel + 1 ore, and the docking
// names the territory.
Result freeformColonistHub(Docking &k)
{
    GameState &s = k.s;
    const int n = k.ships.size();
    if (hubShipsOf(s, k.seat) + n > kHubShipsPerPlayer)
        return reject(Reason::HubShipLimit, "X-58", kHubShipsPerPlayer);
    if (shipsDockedAt(s, Facility::ColonistHub) + n > kHubPorts)
        return reject(Reason::PortsFull, toId(Facility::ColonistHub), idx(Facility::ColonistHub));
    PlayerState &p = s.players[k.seat];
    const int launch = hubLaunchCircle(s, k.seat);
    if (p.hubCircle == launch)
        return reject(Reason::HubColonyWaiting);
    if (p.hubCircle == 0) {
        if (p.coloniesLeft == 0)
            return reject(Reason::NoColonyLeft, "colonist-hub");
        --p.coloniesLeft; // a new colony: it ends on the circle of the ships' count, as on a track
    }
    int steps = n;
    const bool asimov = bonusActive(s, k.seat, Territory::AsimovCrater);
    if (traits(s.ruleset).asimovOncePerTurn) {
        // the +1 comes once the turn's Hub ships reach 2 while the bonus is active.
        if (asimov && !s.turn.asimovApplied && s.turn.hubShips + n >= 2) {
            s.turn.asimovApplied = true;
            ++steps;
        }
    } else if (asimov && n > 1) {
        ++steps;
    }
    s.turn.hubShips = static_cast<uint8_t>(s.turn.hubShips + n);
    k.placeAll();
    const int target = p.hubCircle + steps;
    const int circle = std::min(target, launch);
    if (const int track = freeHubTrack(s, k.seat, circle); track >= 0) {
        if (k.d.territory)
            return reject(Reason::UnexpectedParameter);
        p.hubCircle = static_cast<int8_t>(circle);
        p.hubTrack = static_cast<int8_t>(track);
        s.turn.hubCarry = static_cast<uint8_t>(target - circle); // usable by a launch made at once
        return std::nullopt;
    }
    if (circle < launch)
        return reject(Reason::HubCircleTaken, "X-58", circle);
    // Every launch circle is taken: the colony launches at once.
    if (!k.d.territory)
        return reject(Reason::TerritoryRequired, "X-58", idx(Facility::ColonistHub));
    const Territory where = *k.d.territory;
    if (idx(where) < 0 || idx(where) >= kTerritoryCount)
        return reject(Reason::UnexpectedParameter);
    if (fieldOn(s, Field::Repulsor, where))
        return reject(Reason::RepulsorBlocks, {}, idx(where));
    if (auto r = pay(s, k.seat, 1, landingOre(s, k.seat, where, 1), "X-58"))
        return r;
    if (auto r = landColony(s, k.seat, where, true))
        return r;
    // Advances beyond the launch circle start the next colony, as after a launch made at once.
    if (const int carry = target - circle; carry > 0 && s.stage != Stage::GameOver && p.coloniesLeft > 0) {
        --p.coloniesLeft;
        p.hubCircle = static_cast<int8_t>(std::min(carry, launch));
        return settleHubColony(s, k.seat);
    }
    return std::nullopt;
}

Result needTerritory(const Docking &k)
{
    if (!k.d.territory)
        return reject(Reason::TerritoryRequired, "colonies", idx(k.d.facility));
    if (idx(*k.d.territory) < 0 || idx(*k.d.territory) >= kTerritoryCount)
        return reject(Reason::UnexpectedParameter);
    if (fieldOn(k.s, Field::Repulsor, *k.d.territory))
        return reject(Reason::RepulsorBlocks, {}, idx(*k.d.territory));
    if (!hasColonyToLand(k.s, k.seat))
        return reject(Reason::NoColonyLeft);
    return std::nullopt;
}

Result colonyConstructor(Docking &k)
{
    if (auto r = k.needCount(3))
        return r;
    if (auto r = k.needEqual())
        return r;
    if (auto r = k.needFreeSlot())
        return r;
    if (auto r = needTerritory(k))
        return r;
    const int ore = landingOre(k.s, k.seat, *k.d.territory, bonusActive(k.s, k.seat, Territory::BradburyPlateau) ? 2 : 3);
    if (auto r = pay(k.s, k.seat, 0, ore, "colony-constructor"))
        return r;
    k.placeAll();
    return landColony(k.s, k.seat, *k.d.territory, false);
}

Result terraformingStation(Docking &k)
{
    if (auto r = k.needCount(1))
        return r;
    if (k.value(0) != 6)
        return reject(Reason::ValueMustBe, {}, idx(Facility::TerraformingStation), 6, k.value(0));
    if (auto r = k.needFreeSlot())
        return r;
    if (auto r = needTerritory(k))
        return r;
    for (int8_t ship : k.ships) { // a hijacked or borrowed ship never docks at the Terraforming Station
        if (ship == k.s.factions.turn.hijacked)
            return reject(Reason::HijackedToTerraforming, "X-9", ship);
        if (isBorrowed(k.s, ship))
            return reject(Reason::BorrowedToTerraforming, "X-39", ship);
        if ((k.s.tech.turn.servoShips >> ship) & 1) // the Astrogation Servo's own ship: "not at the TS"
            return reject(Reason::ServoShipToTerraforming, "card:astrogation-servo", ship);
    }
    // ships of your colour in play after this one is forfeited; the Relic Ship never counts.
    const int minimum = traits(k.s.ruleset).terraformFleetMinimum;
    const int left = shipsNotInStock(k.s, k.seat) - (isRelic(k.ships[0]) ? 0 : 1);
    if (left < minimum)
        return reject(Reason::FleetTooSmall, {}, minimum);
    if (auto r = payFacility(k.s, k.seat, Facility::TerraformingStation, 1, landingOre(k.s, k.seat, *k.d.territory, 1),
                             "terraforming-station"))
        return r;
    k.placeAll();
    return landColony(k.s, k.seat, *k.d.territory, false);
}

Result shipyard(Docking &k, const ShipyardTerms &terms)
{
    if (auto r = k.needCount(2))
        return r;
    // After a Scavenger Fleet docking, one pair of unequal ships may dock.
    if (!k.allEqual() && k.s.factions.turn.unequalShipyardPair)
        k.s.factions.turn.unequalShipyardPair = false;
    else if (auto r = k.needEqual())
        return r;
    if (auto r = k.needFreeSlot())
        return r;
    if (shipsInStock(k.s, k.seat) == 0)
        return reject(Reason::StockEmpty);
    const Resources cost = terms.price.value_or(shipyardCost(k.s, k.seat));
    if (auto r = pay(k.s, k.seat, cost.fuel, cost.ore, "R-4"))
        return r;
    k.placeAll();
    for (int i = firstShipOf(k.seat); i < firstShipOf(k.seat) + kShipsPerColor; ++i) {
        if (k.s.ships[i].place == Place::Stock) {
            if (terms.joinsFleet)
                joinFleetNow(k.s, i);
            else
                placeNewShip(k.s, k.seat, i); // it waits on the Maintenance Bay until the next turn (but X-19)
            break;
        }
    }
    return std::nullopt;
}

Result raid(GameState &s, int seat, const RaidChoice &choice)
{
    switch (choice.kind) {
    case RaidChoice::Kind::None:
        if (!(choice.landings == ColonySpread{}) || choice.settle != FieldPlaces{-1, -1, -1})
            return reject(Reason::UnexpectedParameter, "raiders-outpost");
        return std::nullopt;
    case RaidChoice::Kind::ResourcesAndCard: {
        if (!s.factions.turn.smuggling)
            return reject(Reason::NoRaidAlongside, "X-20");
        RaidChoice card = choice;
        card.kind = RaidChoice::Kind::Card;
        if (auto r = raid(s, seat, card))
            return r;
        RaidChoice tokens = choice; // after the card: a Decoy taken no longer protects its former holder
        tokens.kind = RaidChoice::Kind::Resources;
        tokens.landings = {};
        tokens.settle = {-1, -1, -1};
        return raid(s, seat, tokens);
    }
    case RaidChoice::Kind::Resources: {
        if (!(choice.landings == ColonySpread{}) || choice.settle != FieldPlaces{-1, -1, -1}) // only with a card taken
            return reject(Reason::UnexpectedParameter, "raiders-outpost");
        int total = 0;
        std::array<int, kMaxPlayers> fuel{}, ore{};
        for (const Take &t : choice.takes) {
            if (!validSeat(s, t.player))
                return reject(Reason::BadPlayer, "raiders-outpost", t.player);
            if (t.player == seat)
                return reject(Reason::RaidFromSelf);
            if (holds(s, t.player, Card::HolographicDecoy))
                return reject(Reason::RaidDecoyProtected, {}, t.player);
            fuel[t.player] += t.fuel;
            ore[t.player] += t.ore;
            total += t.fuel + t.ore;
        }
        if (total > 4)
            return reject(Reason::RaidTooMany, {}, 4);
        for (int p = 0; p < s.playerCount; ++p) {
            if (fuel[p] > s.players[p].fuel || ore[p] > s.players[p].ore)
                return reject(Reason::RaidMoreThanHeld, {}, p);
            s.players[p].fuel = static_cast<int16_t>(s.players[p].fuel - fuel[p]);
            s.players[p].ore = static_cast<int16_t>(s.players[p].ore - ore[p]);
            s.players[seat].fuel = static_cast<int16_t>(s.players[seat].fuel + fuel[p]);
            s.players[seat].ore = static_cast<int16_t>(s.players[seat].ore + ore[p]);
        }
        return std::nullopt;
    }
    case RaidChoice::Kind::Card: {
        const int victim = choice.player;
        if (!validSeat(s, victim))
            return reject(Reason::BadPlayer, "raiders-outpost", victim);
        if (victim == seat)
            return reject(Reason::RaidFromSelf);
        if (idx(choice.card) >= kCardCount || !holds(s, victim, choice.card))
            return reject(Reason::RaidCardNotHeld, {}, victim, idx(choice.card));
        if (holds(s, victim, Card::HolographicDecoy) && choice.card != Card::HolographicDecoy)
            return reject(Reason::RaidOnlyDecoy, {}, victim);
        s.players[victim].cards &= ~cardBit(choice.card);
        if (auto r = detail::landCardColonies(s, choice.card, choice.landings)) // the raider lands them
            return r;
        if (auto r = detail::settleStraddles(s, choice.card, choice.settle)) // the raider settles them
            return r;
        settleRaidedCard(s, choice.card); // tokens a raided card loses (extra-tech, X-49)
        if (holds(s, seat, choice.card))
            ++s.discardPile[idx(choice.card)]; // a duplicate is discarded at once, without its powers
        else
            s.players[seat].cards |= cardBit(choice.card);
        return std::nullopt;
    }
    }
    return reject(Reason::UnexpectedParameter);
}

Result raidersOutpost(Docking &k)
{
    if (auto r = k.needCount(3))
        return r;
    std::array<int, 3> v{k.value(0), k.value(1), k.value(2)};
    std::sort(v.begin(), v.end());
    if (v[1] != v[0] + 1 || v[2] != v[1] + 1)
        return reject(Reason::NotARun);
    // Bumping: the new run must total more than the ships still docked there (R-9, 2013 rulebook example 2).
    int present = 0;
    bool occupied = false; // a run left with only the Brethren Ship (value 0, X-8) is still bumped
    bool own = false;
    for (const Ship &ship : k.s.ships) {
        if (ship.place == Place::Docked && ship.facility == Facility::RaidersOutpost) {
            present += ship.value;
            occupied = true;
            own = own || ship.user == k.seat;
        }
    }
    if (occupied && !k.grapple) { // a grappled run docks beside the one there, which stays
        // The Smugglers' Alliance owner bumps with any run, own ships included.
        const FactionRules *rules = seatRules(k.s, k.seat);
        const bool anyRun = rules && rules->bumpWithAnyRun;
        if (own && !anyRun && !traits(k.s.ruleset).mayBumpOwnRaiders)
            return reject(Reason::CannotBumpOwnRun);
        if (!anyRun && k.sum() <= present)
            return reject(Reason::BumpTooLow, {}, present, k.sum());
        for (int i = 0; i < kShipCount; ++i) {
            const Ship &ship = k.s.ships[i];
            if (ship.place == Place::Docked && ship.facility == Facility::RaidersOutpost)
                sendToBay(k.s, i);
        }
    }
    k.placeAll();
    // A ship docked at the Smugglers' Alliance together with the run.
    if (k.d.faction.ship != kNoShip) {
        for (int8_t ship : k.ships)
            if (ship == k.d.faction.ship)
                return reject(Reason::DuplicateShip, {}, ship);
        k.s.factions.turn.smuggling = true;
        Dock smuggler{boardFacility(Faction::SmugglersAlliance), {k.d.faction.ship}, std::nullopt, {}};
        if (auto r = dockAtBoard(k.s, k.seat, smuggler, kNoShip))
            return r;
    }
    const Result result = raid(k.s, k.seat, k.d.raid);
    k.s.factions.turn.smuggling = false;
    return result;
}

} // namespace

namespace {

Result dockOnTerms(GameState &s, int seat, const Dock &d, int moved, const ShipyardTerms &terms, bool grapple = false)
{
    if (hasModule(s.modules, Module::ExtraTech))
        if (auto r = redockCheck(s, d))
            return r;
    if (isBoardFacility(d.facility))
        return dockAtBoard(s, seat, d, moved, grapple);
    // The only choice a base facility takes: the Raiders' Outpost's ship for the Smugglers' Alliance.
    FactionArgs smuggler;
    smuggler.ship = d.faction.ship;
    if (!(d.faction == FactionArgs{}) && !(d.facility == Facility::RaidersOutpost && d.faction == smuggler))
        return reject(Reason::UnexpectedParameter, toId(d.facility));
    if (idx(d.facility) < 0 || idx(d.facility) >= kFacilityCount || d.facility == Facility::MaintenanceBay)
        return reject(Reason::NoFacility);
    Docking k{s, seat, d, {}, moved, grapple};
    for (int i = 0; i < d.ships.size(); ++i) {
        const int ship = d.ships[i];
        if (auto r = checkUnplaced(s, seat, ship))
            return r;
        for (int j = 0; j < i; ++j)
            if (d.ships[j] == ship)
                return reject(Reason::DuplicateShip, {}, ship);
        if (ship == moved)
            return reject(Reason::DuplicateShip, {}, ship);
        k.ships.push_back(static_cast<int8_t>(ship));
    }
    if (moved != kNoShip)
        k.ships.push_back(static_cast<int8_t>(moved));
    if (k.ships.empty())
        return reject(Reason::WrongShipCount, toId(d.facility), idx(d.facility), 1);
    // The freeform Hub names a territory for a colony launched at once.
    const bool landsColony = d.facility == Facility::ColonyConstructor || d.facility == Facility::TerraformingStation ||
                             (d.facility == Facility::ColonistHub && freeformHub(s));
    if (!landsColony && d.territory)
        return reject(Reason::UnexpectedParameter);
    if (d.facility != Facility::RaidersOutpost && d.raid.kind != RaidChoice::Kind::None)
        return reject(Reason::RaidNotHere);

    switch (d.facility) {
    case Facility::SolarConverter:
        return solarConverter(k);
    case Facility::LunarMine:
        return lunarMine(k);
    case Facility::OrbitalMarket:
        return orbitalMarket(k);
    case Facility::AlienArtifact:
        return alienArtifact(k);
    case Facility::ColonistHub:
        return colonistHub(k);
    case Facility::ColonyConstructor:
        return colonyConstructor(k);
    case Facility::TerraformingStation:
        return terraformingStation(k);
    case Facility::Shipyard:
        return shipyard(k, terms);
    case Facility::RaidersOutpost:
        return raidersOutpost(k);
    case Facility::MaintenanceBay:
        break;
    }
    return reject(Reason::NoFacility);
}

} // namespace

Result dock(GameState &s, int seat, const Dock &d, int moved) { return dockOnTerms(s, seat, d, moved, {}); }

Result raidAtOutpost(GameState &s, int seat, const RaidChoice &choice) { return raid(s, seat, choice); }

Result dockAtShipyard(GameState &s, int seat, const Dock &d, const ShipyardTerms &terms)
{
    if (d.facility != Facility::Shipyard)
        return reject(Reason::TargetNotAllowed, {}, idx(d.facility));
    return dockOnTerms(s, seat, d, kNoShip, terms);
}

Result dockGrappled(GameState &s, int seat, const Dock &d)
{
    if (d.facility == Facility::TerraformingStation || d.facility == Facility::ColonistHub ||
        d.facility == Facility::MaintenanceBay)
        return reject(Reason::TargetNotAllowed, {}, idx(d.facility));
    if (auto r = dockOnTerms(s, seat, d, kNoShip, {}, true))
        return r;
    for (int8_t ship : d.ships)
        s.tech.grappled |= uint64_t{1} << ship;
    return std::nullopt;
}

bool canDockSomewhere(const GameState &s, int seat, int ship, Facility *where)
{
    ShipList others;
    for (uint64_t m = unplacedShipsOf(s, seat) & ~(uint64_t{1} << ship); m; m &= m - 1)
        others.push_back(static_cast<int8_t>(std::countr_zero(m)));
    const int v = s.ships[ship].value;
    auto legal = [&](Facility f, ShipList ships) {
        Dock d{f, ships, std::nullopt, {}};
        const std::optional<Rejection> alone = check(s, d);
        // A docking that lands a colony (Colony Constructor, Terraforming Station, a freeform Hub launch) is legal
        // when it is with some territory.
        for (int t = 0; alone && alone->reason == Reason::TerritoryRequired && t < kTerritoryCount; ++t) {
            d.territory = static_cast<Territory>(t);
            if (!check(s, d))
                break;
            d.territory.reset();
        }
        if (alone && !d.territory)
            return false;
        if (where)
            *where = f;
        return true;
    };
    // A faction board takes the ship alone, with whatever choice its ability needs.
    for (int p = 0; p < s.playerCount; ++p) {
        const FactionRules *rules = seatRules(s, p);
        if (!rules || !rules->dockChoices || boardPortTaken(s, boardFacility(rules->faction)))
            continue; // one port, taken
        bool found = false;
        rules->dockChoices(s, seat, [&](const FactionArgs &a) {
            Dock d{boardFacility(rules->faction), {static_cast<int8_t>(ship)}, std::nullopt, {}, a};
            if (!found && !check(s, d)) {
                found = true;
                if (where)
                    *where = d.facility;
            }
        });
        if (found)
            return true;
    }
    for (int f = 0; f < kFacilityCount; ++f) {
        const Facility facility = static_cast<Facility>(f);
        const PortShape shape = facilityLayout(facility, s.playerCount).shape;
        const int8_t self = static_cast<int8_t>(ship);
        switch (shape) {
        case PortShape::Unlimited:
            break;
        case PortShape::Single:
        case PortShape::HubTrack:
            if (legal(facility, {self}))
                return true;
            break;
        case PortShape::FreeformHub:
            // Alone the ship may end on a circle taken on every track, where 2 or 3 ships together would not.
            if (legal(facility, {self}))
                return true;
            for (int a = 0; a < others.size(); ++a) {
                if (legal(facility, {self, others[a]}))
                    return true;
                for (int b = a + 1; b < others.size(); ++b)
                    if (legal(facility, {self, others[a], others[b]}))
                        return true;
            }
            break;
        case PortShape::Pair:
            for (int8_t o : others)
                if (s.ships[o].value == v && legal(facility, {self, o}))
                    return true;
            break;
        case PortShape::Triple:
            for (int a = 0; a < others.size(); ++a)
                for (int b = a + 1; b < others.size(); ++b)
                    if (s.ships[others[a]].value == v && s.ships[others[b]].value == v &&
                        legal(facility, {self, others[a], others[b]}))
                        return true;
            break;
        case PortShape::Run:
            for (int a = 0; a < others.size(); ++a)
                for (int b = a + 1; b < others.size(); ++b)
                    if (legal(facility, {self, others[a], others[b]}))
                        return true;
            break;
        }
    }
    return false;
}

Result toMaintenanceBay(GameState &s, int seat, int ship)
{
    if (auto r = checkUnplaced(s, seat, ship))
        return r;
    Facility where = Facility::MaintenanceBay;
    if (canDockSomewhere(s, seat, ship, &where))
        return reject(Reason::MustDockIfPossible, {}, ship, idx(where));
    sendToBay(s, ship);
    return std::nullopt;
}

} // namespace af::detail
