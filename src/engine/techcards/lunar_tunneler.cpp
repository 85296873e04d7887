// Lunar Tunneler (EXPANSIONS.md section 4, #17): once per turn, after a ship of yours docked at the Lunar Mine this
// turn, pay fuel for one more ore; discard: send every ship at the Lunar Mine to the Maintenance Bay. Values T20,
// T21.
#include "../modules/tech.h"
#include "../values.h"

namespace af::detail::techcards {

namespace {

constexpr Card kCard = Card::LunarTunneler;

Result use(GameState &s, int seat, const CardArgs &a)
{
    if (auto r = requireNoArgs(a, kCard))
        return r;
    if (!s.turn.lunarDocked)
        return reject(Reason::NoLunarDocking, techRule(kCard));
    return fuelForOre(s, seat, kTechValues.lunarTunnelerFuel, kTechValues.lunarTunnelerOre, kCard);
}

Result discard(GameState &s, int seat, const CardArgs &a)
{
    if (auto r = requireNoArgs(a, kCard))
        return r;
    return clearFacility(s, seat, Facility::LunarMine, kCard);
}

} // namespace

extern const TechCardRules lunarTunneler{
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
