// New Gaia Engineers (section 2, X-16). Docking: only with your own ship docked at the Terraforming Station this
// turn; that ship is re-rolled (a chance event): 1-3 it goes to the stock as usual, 4-6 it goes to the
// Maintenance Bay at its owner's next turn start and sits out that turn (also when a Plasma Cannon hits it).
// Owner: other players' payments at the Terraforming Station go to the owner instead of the supply.
#include "../modules/extension.h"
#include "../values.h"

namespace af::detail::factions {

namespace {

constexpr Faction kSelf = Faction::NewGaiaEngineers;

Result dock(GameState &s, int seat, const Dock &d, int)
{
    if (auto r = requireNoChoice(d.faction, kSelf))
        return r;
    // A ship on the Terraforming Station docked for the active player was docked this turn: every ship is gathered
    // or forfeited at its owner's turn start.
    for (int i = 0; i < kShipCount; ++i) {
        const Ship &ship = s.ships[i];
        if (ship.place == Place::Docked && ship.facility == Facility::TerraformingStation && ship.user == seat &&
            ownerOf(s, i) == seat) {
            s.factions.turn.terraformReroll = static_cast<int8_t>(i);
            rollNow(s, i);
            return std::nullopt;
        }
    }
    return reject(Reason::NoTerraformingShip, "X-16");
}

void afterReroll(GameState &s, int)
{
    const int ship = s.factions.turn.terraformReroll;
    if (ship == kNoShip)
        return;
    s.factions.turn.terraformReroll = kNoShip;
    if (s.ships[ship].value >= 4) // the flag is kept; later changes of the die do not matter
        s.factions.bayNotStock |= uint64_t{1} << ship;
}

} // namespace

// The base price 1F + 1O paid by another player goes to the owner (kFactionValues.newGaiaRedirected, F10).
static_assert(kFactionValues.newGaiaRedirected == Resources{1, 1});

extern const FactionRules newGaiaEngineers{.faction = kSelf,
                                           .implemented = true,
                                           .dock = dock,
                                           .dockChoices = noChoice,
                                           .afterReroll = afterReroll,
                                           .redirectedFrom = Facility::TerraformingStation};

} // namespace af::detail::factions
