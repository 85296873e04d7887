// Probability Focus (EXPANSIONS.md section 4, #25): before the roll, the holder may put 1 fuel of theirs on the card
// (Pohl Foothills does not apply, X-37); when the holder's fleet roll shows four or more ships of one value, all the
// fuel on the card becomes as much ore for the holder (the fuel goes to the supply, the ore comes from it). The roll
// counts as rolled, or as an Infinity Mirror set it; a four of a kind that a card makes afterwards (a Chrono-Spike
// re-roll, ...) does not. The fuel on the card is not the holder's; a raid takes the card
// without it, the fuel going to the supply. Values T30, T31.
// Our readings: every roll of the holder converts the fuel on the card, whether or not fuel was put on it that turn
// ("else it stays": the fuel waits for a later roll); the card keeps at most the game's fuel (30).
#include "../modules/tech.h"
#include "../values.h"

#include <algorithm>

namespace af::detail::techcards {

namespace {

constexpr Card kCard = Card::ProbabilityFocus;
constexpr int kTokenLimit = kSupplyFuel;

// The deposit: from the holder to the card, the supply not touched.
Result use(GameState &s, int seat, const CardArgs &a)
{
    if (auto r = requireNoArgs(a, kCard))
        return r;
    const int fuel = kTechValues.probabilityFocusFuel;
    CardTokens &on = tokensOn(s, kCard);
    if (on.fuel + fuel > kTokenLimit)
        return reject(Reason::CardTokenLimit, techRule(kCard), kTokenLimit - on.fuel);
    if (s.players[seat].fuel < fuel)
        return reject(Reason::NotEnoughFuel, techRule(kCard), fuel, s.players[seat].fuel);
    s.players[seat].fuel = static_cast<int16_t>(s.players[seat].fuel - fuel);
    on.fuel = static_cast<uint8_t>(on.fuel + fuel);
    return std::nullopt;
}

bool ofAKind(const DieList &dice)
{
    std::array<int, 7> counts{};
    for (uint8_t v : dice)
        if (v >= 1 && v <= 6 && ++counts[v] >= kTechValues.probabilityFocusOfAKind)
            return true;
    return false;
}

void fleetRolled(GameState &s, int holder, const DieList &dice)
{
    CardTokens &on = tokensOn(s, kCard);
    if (on.fuel == 0 || !ofAKind(dice))
        return;
    const int fuel = on.fuel;
    on.fuel = 0;
    returnToSupply(s, fuel, 0);
    gain(s, holder, 0, fuel * kTechValues.probabilityFocusOrePerFuel);
}

} // namespace

extern const TechCardRules probabilityFocus{
    .card = kCard,
    .paidPower = true,
    .implemented = true,
    .fuelCost = true,
    .beforeRoll = true,
    .use = use,
    .useChoices = noArgs,
    .tokenLimit = kTokenLimit,
    .raidReturnsTokens = true,
    .fleetRolled = fleetRolled,
};

} // namespace af::detail::techcards
