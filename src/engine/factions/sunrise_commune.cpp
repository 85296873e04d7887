// Sunrise Commune (section 2, X-21). Docking: pay 3 fuel to move any one colony (any player's) to a territory with
// no colony; the Repulsor Field blocks both ends. Owner: 1 ore less for landing a new colony on a territory with
// no colony at all (yours included), by any landing method, never below 0.
#include "../modules/extension.h"
#include "../values.h"

namespace af::detail::factions {

namespace {

constexpr Faction kSelf = Faction::SunriseCommune;

Result dock(GameState &s, int seat, const Dock &d, int)
{
    const FactionArgs &a = d.faction;
    if (auto r = allowOnly(a, kArgFrom | kArgTo | kArgPlayer, kSelf))
        return r;
    if (a.to && idx(*a.to) < kTerritoryCount && coloniesOn(s, *a.to) > 0)
        return reject(Reason::TerritoryNotEmpty, "X-21", idx(*a.to));
    if (auto r = payBoardCost(s, seat, kFactionValues.sunriseDockCost, kSelf))
        return r;
    return moveColony(s, a.player, a.from, a.to, boardRule(kSelf));
}

void dockChoices(const GameState &s, int, const ArgsSink &emit) { colonyMoveChoices(s, true, emit); }
// Every move offered (to an empty territory, moveColony accepting it) costs the same: one class.
int choiceClass(const GameState &, int, const FactionArgs &) { return 0; }

int landingDiscount(const GameState &s, int, Territory t)
{
    return coloniesOn(s, t) == 0 ? kFactionValues.sunriseOwnerOreDiscount : 0;
}

} // namespace

extern const FactionRules sunriseCommune{.faction = kSelf,
                                         .implemented = true,
                                         .dock = dock,
                                         .dockChoices = dockChoices,
                                         .dockCost = kFactionValues.sunriseDockCost,
                                         .dockChoiceClass = choiceClass,
                                         .landingOreDiscount = landingDiscount};

} // namespace af::detail::factions
