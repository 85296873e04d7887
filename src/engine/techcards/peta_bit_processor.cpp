// Peta-Bit Processor (EXPANSIONS.md section 4, #24): pay fuel for one extra discard power this turn (X-13; the card
// discarded must not have been used this turn, the general rule); discard: the 3 displayed Alien Artifact cards
// leave the game and 3 new ones are turned up. Value T29.
#include "../modules/tech.h"
#include "../values.h"

namespace af::detail::techcards {

namespace {

constexpr Card kCard = Card::PetaBitProcessor;

Result use(GameState &s, int seat, const CardArgs &a)
{
    if (auto r = requireNoArgs(a, kCard))
        return r;
    if (auto r = pay(s, seat, techFuelCost(s, seat, kTechValues.petaBitProcessorFuel), 0, techRule(kCard)))
        return r;
    ++s.tech.turn.extraDiscards;
    s.turn.discardUsed = s.tech.turn.discards >= discardAllowance(s, seat);
    return std::nullopt;
}

Result discard(GameState &s, int, const CardArgs &a)
{
    if (auto r = requireNoArgs(a, kCard))
        return r;
    bool any = false;
    for (int8_t &slot : s.display) {
        if (slot < 0)
            continue;
        ++s.tech.boxed[slot];
        slot = -1;
        any = true;
    }
    if (!any)
        return reject(Reason::NothingToTake, techRule(kCard));
    requestReveal(s, kDisplaySize);
    return std::nullopt;
}

} // namespace

extern const TechCardRules petaBitProcessor{
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
