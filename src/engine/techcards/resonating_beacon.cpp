// Resonating Beacon (EXPANSIONS.md section 4, #26): pay fuel to cycle the 3 Alien Artifact cards; discard: cycle up
// to 3 times for free, then claim one displayed card (without the Artifact's total). Value T32.
#include "../modules/tech.h"
#include "../values.h"

#include <algorithm>

namespace af::detail::techcards {

namespace {

constexpr Card kCard = Card::ResonatingBeacon;

Result use(GameState &s, int seat, const CardArgs &a)
{
    if (auto r = requireNoArgs(a, kCard))
        return r;
    // Nothing to cycle: no card on display and none left to turn up.
    if (cardsLeftToDraw(s) == 0 && std::all_of(s.display.begin(), s.display.end(), [](int8_t c) { return c < 0; }))
        return reject(Reason::NothingToTake, techRule(kCard));
    if (auto r = pay(s, seat, techFuelCost(s, seat, kTechValues.resonatingBeaconFuel), 0, techRule(kCard)))
        return r;
    cycleDisplay(s);
    return std::nullopt;
}

// The cycles and the claim are the usual Cycle and Claim actions, drawn from this allowance first (engine.cpp);
// what is not used lapses at the end of the turn.
Result discard(GameState &s, int, const CardArgs &a)
{
    if (auto r = requireNoArgs(a, kCard))
        return r;
    s.tech.turn.freeCycles = static_cast<uint8_t>(kTechValues.resonatingBeaconCycles);
    s.tech.turn.freeClaim = true;
    return std::nullopt;
}

} // namespace

extern const TechCardRules resonatingBeacon{
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
