#include "state.h"

#include <algorithm>
#include <bit>

namespace af {

GameState &GameState::operator=(const GameState &other)
{
    const ModuleSet either = modules | other.modules;
    static_cast<CoreState &>(*this) = other;
    factions = other.factions;
    if (hasModule(either, Module::ExtraTech))
        tech = other.tech;
    if (hasModule(either, Module::Agendas))
        agendas = other.agendas;
    return *this;
}

int brethrenOwner(const GameState &s)
{
    for (int p = 0; p < s.playerCount; ++p)
        if (s.factions.board[p] == idx(Faction::BrethrenOfTheStars))
            return p;
    return kNoPlayer;
}

int controllerOf(const GameState &s, Territory t)
{
    const auto &row = s.colonies[idx(t)];
    int best = kNoPlayer;
    int bestCount = 0;
    bool tied = false;
    for (int p = 0; p < s.playerCount; ++p) {
        if (row[p] > bestCount) {
            best = p;
            bestCount = row[p];
            tied = false;
        } else if (row[p] == bestCount && bestCount > 0) {
            tied = true;
        }
    }
    return tied ? kNoPlayer : best;
}


bool controls(const GameState &s, int seat, Territory t)
{
    // controllerOf(s, t) == seat, answered early: most players asked about a territory have no colony there.
    const auto &row = s.colonies[idx(t)];
    const int own = row[seat];
    if (own == 0)
        return false;
    for (int p = 0; p < s.playerCount; ++p)
        if (p != seat && row[p] >= own)
            return false;
    return true;
}

bool bonusActive(const GameState &s, int seat, Territory t)
{
    if (fieldOn(s, Field::Isolation, t))
        return false;
    if (controls(s, seat, t))
        return true;
    if (seat != s.current)
        return false;
    const unsigned bit = 1u << idx(t);
    // Borrowed with the Data Crystal, lent by a faction board (Uranian), or by the REV while it stays there.
    return (s.turn.borrowed & bit) || (s.factions.turn.lentBonus & bit) ||
           ((s.factions.turn.revBonus & bit) && s.factions.rev == idx(t));
}

int coloniesOn(const GameState &s, Territory t)
{
    int n = 0;
    for (int p = 0; p < s.playerCount; ++p)
        n += s.colonies[idx(t)][p];
    return n;
}

int coloniesOnTerritories(const GameState &s, int seat)
{
    int n = 0;
    for (int t = 0; t < kTerritoryCount; ++t)
        n += s.colonies[t][seat];
    return n;
}

int totalColonies(const GameState &s, int seat)
{
    const PlayerState &p = s.players[seat];
    // Colonies kept on a card (Gravitron Shunt, X-41) are landed, on no territory.
    return p.coloniesLeft + (p.hubCircle > 0 ? 1 : 0) + coloniesOnTerritories(s, seat) + s.tech.shunted[seat];
}

int shipsInStock(const GameState &s, int seat)
{
    int n = 0;
    for (int i = firstShipOf(seat); i < firstShipOf(seat) + kShipsPerColor; ++i)
        n += s.ships[i].place == Place::Stock;
    return n;
}

int shipsNotInStock(const GameState &s, int seat)
{
    int n = 0;
    for (int i = firstShipOf(seat); i < firstShipOf(seat) + kShipsPerColor; ++i)
        n += s.ships[i].place == Place::Fleet || s.ships[i].place == Place::Docked || s.ships[i].place == Place::OnCard;
    return n;
}


int unplacedShips(const GameState &s, int seat)
{
    int n = 0;
    for (uint64_t m = unplacedShipsOf(s, seat); m; m &= m - 1)
        ++n;
    return n;
}

uint64_t shipsUsedBy(const GameState &s, int seat)
{
    uint64_t ships = ((uint64_t{1} << kShipsPerColor) - 1) << firstShipOf(seat);
    if (s.relicHolder == seat)
        ships |= uint64_t{1} << kRelicShip;
    if (brethrenOwner(s) == seat)
        ships |= uint64_t{1} << kBrethrenShip;
    if (seat == s.current)
        for (uint64_t m = s.borrowedShips; m; m &= m - 1) // rarely any: most games never borrow
            if (usesShip(s, seat, std::countr_zero(m)))
                ships |= m & -m;
    return ships;
}

uint64_t unplacedShipsOf(const GameState &s, int seat)
{
    uint64_t unplaced = 0;
    for (uint64_t m = shipsUsedBy(s, seat); m; m &= m - 1) {
        const int i = std::countr_zero(m);
        if (s.ships[i].place == Place::Fleet && s.ships[i].value != 0)
            unplaced |= uint64_t{1} << i;
    }
    return unplaced;
}

int shipsDockedAt(const GameState &s, Facility f)
{
    // Runs for every docking tried: one comparison per ship (dockedKey).
    const int wanted = dockedKey(Place::Docked, f);
    int n = 0;
    forShipsInGame(s, [&](int, const Ship &ship) { n += dockedKey(ship.place, ship.facility) == wanted; });
    return n;
}

int hubShipsOf(const GameState &s, int seat)
{
    int n = 0;
    forShipsInGame(s, [&](int, const Ship &ship) {
        n += ship.place == Place::Docked && ship.facility == Facility::ColonistHub && ship.user == seat;
    });
    return n;
}

bool freeformHub(const GameState &s) { return freeformHubFor(s.playerCount); }

int hubColonyAt(const GameState &s, int track, int circle)
{
    for (int p = 0; p < s.playerCount; ++p)
        if (s.players[p].hubCircle == circle && s.players[p].hubTrack == track)
            return p;
    return kNoPlayer;
}

int freeHubTrack(const GameState &s, int seat, int circle)
{
    const auto freeFor = [&](int track) {
        for (int p = 0; p < s.playerCount; ++p)
            if (p != seat && s.players[p].hubCircle == circle && s.players[p].hubTrack == track)
                return false;
        return true;
    };
    const int own = s.players[seat].hubCircle > 0 ? s.players[seat].hubTrack : 0;
    if (freeFor(own))
        return own;
    for (int track = 0; track < kHubTracks; ++track)
        if (freeFor(track))
            return track;
    return -1;
}

int freeSlots(const GameState &s, Facility f, int seat)
{
    const FacilityLayout layout = facilityLayout(f, s.playerCount);
    switch (layout.shape) {
    case PortShape::Unlimited:
        return 1 << 20;
    case PortShape::Single: {
        // Ships grappled there take no port (Superconducting Grapple, X-43).
        int grappled = 0;
        for (uint64_t m = s.tech.grappled; m; m &= m - 1)
            grappled += s.ships[std::countr_zero(m)].facility == f;
        return layout.slotCount - shipsDockedAt(s, f) + grappled;
    }
    case PortShape::HubTrack:
        return kHubPortsPerTrack - hubShipsOf(s, seat);
    case PortShape::FreeformHub:
        return std::min(kHubShipsPerPlayer - hubShipsOf(s, seat), layout.slotCount - shipsDockedAt(s, f));
    case PortShape::Pair:
    case PortShape::Triple:
    case PortShape::Run: {
        // A group of ports stays taken while any ship of the group is still docked there. Only the first `groups`
        // entries are read: no need to clear the rest (this runs for every docking tried).
        std::array<uint32_t, kShipCount> seen;
        int groups = 0;
        const int docked = dockedKey(Place::Docked, f);
        const uint64_t grappled = s.tech.grappled; // grappled ships take no port
        forShipsInGame(s, [&](int i, const Ship &ship) {
            if (dockedKey(ship.place, ship.facility) != docked || ((grappled >> i) & 1))
                return;
            bool known = false;
            for (int g = 0; g < groups; ++g)
                known = known || seen[g] == ship.group;
            if (!known)
                seen[groups++] = ship.group;
        });
        return layout.slotCount - groups;
    }
    }
    return 0;
}

int highestAt(const GameState &s, Facility f)
{
    int best = 0;
    forShipsInGame(s, [&](int, const Ship &ship) {
        if (ship.place == Place::Docked && ship.facility == f && ship.value > best)
            best = ship.value;
    });
    return best;
}

int cardCount(const GameState &s, int seat) { return std::popcount(s.players[seat].cards); }

int pileCount(const std::array<uint8_t, kCardCount> &pile)
{
    int n = 0;
    for (uint8_t c : pile)
        n += c;
    return n;
}

bool isChanceStage(Stage stage)
{
    return stage == Stage::Deal || stage == Stage::Roll || stage == Stage::Reveal || stage == Stage::Reroll ||
           stage == Stage::BoardDraw || stage == Stage::AgendaDeal ||
           stage == Stage::AgendaDraw || stage == Stage::FieldRoll || stage == Stage::ScoutLook;
}

uint32_t newGroup(GameState &s)
{
    if (s.nextGroup >= kMaxGroup) {
        // Out of numbers: the groups still docked take 1, 2, ... in their order (group 0, the Maintenance Bay's
        // ships, stays 0). At most one group per ship, so numbers are plenty again.
        std::array<uint32_t, kShipCount> used{};
        int count = 0;
        for (const Ship &ship : s.ships)
            if (ship.place == Place::Docked && ship.group != 0 &&
                std::find(used.begin(), used.begin() + count, ship.group) == used.begin() + count)
                used[count++] = ship.group;
        std::sort(used.begin(), used.begin() + count);
        for (Ship &ship : s.ships)
            if (ship.place == Place::Docked && ship.group != 0)
                ship.group = static_cast<uint32_t>(std::lower_bound(used.begin(), used.begin() + count, ship.group) -
                                                   used.begin()) + 1;
        s.nextGroup = static_cast<uint32_t>(count) + 1;
    }
    return s.nextGroup++;
}

void countTurn(GameState &s)
{
    if (s.turnNumber < kMaxTurnNumber)
        ++s.turnNumber;
}

} // namespace af
