// Scavenger Fleet (section 2, X-19). Docking: allows one pair of unequal ships at the Shipyard later this turn (a
// free pair slot is needed now), built at the usual cost. Owner: a ship built at the Shipyard, or the Relic Ship
// bought at Burroughs Desert, is rolled at once and used this turn.
#include "../modules/extension.h"
#include "../values.h"

namespace af::detail::factions {

namespace {

constexpr Faction kSelf = Faction::ScavengerFleet;

Result dock(GameState &s, int seat, const Dock &d, int)
{
    if (auto r = requireNoChoice(d.faction, kSelf))
        return r;
    if (freeSlots(s, Facility::Shipyard, seat) <= 0)
        return reject(Reason::PortsFull, "X-19", idx(Facility::Shipyard));
    s.factions.turn.unequalShipyardPair = true;
    return std::nullopt;
}

} // namespace

extern const FactionRules scavengerFleet{.faction = kSelf,
                                         .implemented = true,
                                         .dock = dock,
                                         .dockChoices = noChoice,
                                         .dockReadsShip = true, // a ship moved off the Shipyard frees a pair
                                         .newShipsJoinFleet = true};

} // namespace af::detail::factions
