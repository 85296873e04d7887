// Corex Conglomerated (shared/rules/EXPANSIONS.md section 2, X-11). Docking: pay 2 fuel to the supply, gain 1 ore
// per territory you control. Owner: at the start of their turn, 1 fuel plus 1 per territory controlled.
#include "../modules/extension.h"
#include "../values.h"

namespace af::detail::factions {

namespace {

constexpr Faction kSelf = Faction::CorexConglomerated;

Result dock(GameState &s, int seat, const Dock &d, int)
{
    if (auto r = requireNoChoice(d.faction, kSelf))
        return r;
    if (auto r = payBoardCost(s, seat, kFactionValues.corexDockCost, kSelf))
        return r;
    gain(s, seat, 0, kFactionValues.corexDockOrePerTerritory * territoriesControlled(s, seat));
    return std::nullopt;
}

// counted after the Terraforming Station ship has left and before the roll.
void turnStart(GameState &s, int owner)
{
    if (owner != s.current)
        return;
    gain(s, owner,
         kFactionValues.corexOwnerFuel + kFactionValues.corexOwnerFuelPerTerritory * territoriesControlled(s, owner),
         0);
}

} // namespace

extern const FactionRules corexConglomerated{
    .faction = kSelf, .implemented = true, .dock = dock, .dockChoices = noChoice,
    .dockCost = kFactionValues.corexDockCost, .turnStart = turnStart};

} // namespace af::detail::factions
