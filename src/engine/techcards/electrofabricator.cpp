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
    return fuelForOre(s, seat, kTechValues.electrofabricatorFuel, kTechValues.electrofabricatorOre, kCard);
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
