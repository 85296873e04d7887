// Electrofabricator (EXPANSIONS.md section 4, #8): pay fuel for ore; discard for ore. Values T6-T8 (inferred).
#include "../modules/tech.h"
#include "../values.h"

namespace af::detail::techcards {

namespace {

constexpr Card kCard = Card::Electrofabricator;

Result use(GameState &s, int seat, const CardArgs &a)
{
    if (auto r = requireNoArgs(a, kCard))
        return r;
    // Nothing to gain from an empty ore supply: refused, as a market trade is.
    if (s.limitedSupply && s.supplyOre < kTechValues.electrofabricatorOre)
        return reject(Reason::SupplyEmpty, techRule(kCard), idx(Resource::Ore));
    if (auto r = pay(s, seat, techFuelCost(s, seat, kTechValues.electrofabricatorFuel), 0, techRule(kCard)))
        return r;
    gain(s, seat, 0, kTechValues.electrofabricatorOre);
    return std::nullopt;
}

Result discard(GameState &s, int seat, const CardArgs &a)
{
    if (auto r = requireNoArgs(a, kCard))
        return r;
    gain(s, seat, 0, kTechValues.electrofabricatorDiscardOre); // what the supply holds
    return std::nullopt;
}

} // namespace

extern const TechCardRules electrofabricator{
    .card = kCard,
    .paidPower = true,
    .discardPower = true,
    .implemented = true,
    .fuelCost = true,
    .use = use,
    .useChoices = noArgs,
    .discard = discard,
    .discardChoices = noArgs,
};

} // namespace af::detail::techcards
