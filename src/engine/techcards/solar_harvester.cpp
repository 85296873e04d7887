// Solar Harvester (EXPANSIONS.md section 4, #32): free, once per turn: fuel for each opponent ship at the Solar
// Converter at the moment of use; discard: all fuel held by your opponents goes back to the supply.
// Values T36, T37.
#include "../modules/tech.h"
#include "../values.h"

namespace af::detail::techcards {

namespace {

constexpr Card kCard = Card::SolarHarvester;

Result use(GameState &s, int seat, const CardArgs &a)
{
    if (auto r = requireNoArgs(a, kCard))
        return r;
    int ships = 0;
    for (int i = 0; i < kShipCount; ++i) {
        const Ship &ship = s.ships[i];
        const int owner = ownerOf(s, i);
        ships += ship.place == Place::Docked && ship.facility == Facility::SolarConverter && owner != seat &&
                 owner != kNoPlayer;
    }
    if (ships == 0)
        return reject(Reason::NothingToTake, techRule(kCard));
    gain(s, seat, ships * kTechValues.solarHarvesterFuelPerShip, 0); // what the supply holds
    return std::nullopt;
}

Result discard(GameState &s, int seat, const CardArgs &a)
{
    if (auto r = requireNoArgs(a, kCard))
        return r;
    int fuel = 0;
    for (int p = 0; p < s.playerCount; ++p)
        if (p != seat)
            fuel += s.players[p].fuel;
    if (fuel == 0)
        return reject(Reason::NothingToTake, techRule(kCard));
    for (int p = 0; p < s.playerCount; ++p)
        if (p != seat) {
            returnToSupply(s, s.players[p].fuel, 0);
            s.players[p].fuel = 0;
        }
    return std::nullopt;
}

} // namespace

extern const TechCardRules solarHarvester{
    .card = kCard,
    .paidPower = true,
    .discardPower = true,
    .implemented = true,
    .use = use,
    .useChoices = noArgs,
    .discard = discard,
    .discardChoices = noArgs,
};

} // namespace af::detail::techcards
