// Bio-Integration Circuit (EXPANSIONS.md section 4, #4). No paid power. Discard, at the start of your turn before the
// Terraforming Station return and the roll: your ship on the Terraforming Station goes to the Maintenance Bay
// instead of the stock, and is gathered at your next turn. The ship takes the New Gaia Engineers' way to the Bay
// (FactionState::bayNotStock, then a turn sitting out, X-16).
#include "../modules/tech.h"

#include <bit>

namespace af::detail::techcards {

namespace {

// The seat's ships on the Terraforming Station, a bit per ship.
uint64_t terraformingShips(const GameState &s, int seat)
{
    uint64_t out = 0;
    for (int i = firstShipOf(seat); i < firstShipOf(seat) + kShipsPerColor; ++i)
        if (s.ships[i].place == Place::Docked && s.ships[i].facility == Facility::TerraformingStation)
            out |= uint64_t{1} << i;
    return out;
}

Result discard(GameState &s, int seat, const CardArgs &a)
{
    if (auto r = requireNoArgs(a, Card::BioIntegrationCircuit))
        return r;
    const uint64_t ships = terraformingShips(s, seat);
    if (ships == 0)
        return reject(Reason::NoTerraformingShip, "X-53");
    s.factions.bayNotStock |= ships; // gatherFleet's return of the ship reads it
    return std::nullopt;
}

} // namespace

extern const TechCardRules bioIntegrationCircuit{
    .card = Card::BioIntegrationCircuit,
    .discardPower = true,
    .implemented = true,
    .discard = discard,
    .discardChoices = noArgs,
    .atTurnStart = true,
};

} // namespace af::detail::techcards
