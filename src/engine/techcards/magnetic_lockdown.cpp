// Magnetic Lockdown (EXPANSIONS.md section 4, #18): put fuel from your supply on the card (value T22; Pohl Foothills
// takes 1 off, X-37): until your next turn starts, none of your landed colonies may be moved or removed, by anyone,
// you included. Then the fuel goes to the supply; it is not yours meanwhile. The lock stays with its
// user when the card is raided or swapped, and ends early only if another card discards the Lockdown (its fuel then
// goes to the supply, returnCardTokens). One lock at a time: while fuel is on the card it cannot be used again. The
// discard (moving up to 2 of your colonies to one territory) is not written yet: the action has no place for a
// second origin, so it is refused as not supported yet.
#include "../modules/tech.h"
#include "../values.h"

namespace af::detail::techcards {

namespace {

constexpr Card kCard = Card::MagneticLockdown;
// The lock lasts while fuel is on the card: even with Pohl Foothills' 1 off, some fuel must go on it.
static_assert(kTechValues.magneticLockdownFuel >= 2);

Result use(GameState &s, int seat, const CardArgs &a)
{
    if (auto r = requireNoArgs(a, kCard))
        return r;
    if (lentFromDisplay(s, kCard)) // whose fuel, and for how long, is not written for a lent card
        return reject(Reason::NotSupportedYet, techRule(kCard));
    CardTokens &on = tokensOn(s, kCard);
    if (on.fuel > 0) // a lock of the card's previous user still lasts, or the Oscillation Capacitor's repeat
        return reject(Reason::CardTokenLimit, techRule(kCard), 0);
    const int fuel = techFuelCost(s, seat, kTechValues.magneticLockdownFuel);
    PlayerState &p = s.players[seat];
    if (p.fuel < fuel)
        return reject(Reason::NotEnoughFuel, techRule(kCard), fuel, p.fuel);
    // From the player to the card: the supply is not touched until the lock ends.
    p.fuel = static_cast<int16_t>(p.fuel - fuel);
    on.fuel = static_cast<uint8_t>(fuel);
    s.tech.lockdownSeat = static_cast<int8_t>(seat);
    return std::nullopt;
}

} // namespace

extern const TechCardRules magneticLockdown{
    .card = kCard,
    .paidPower = true,
    .discardPower = true,
    .implemented = true,
    .fuelCost = true,
    .use = use,
    .useChoices = noArgs,
    .tokenLimit = static_cast<uint8_t>(kTechValues.magneticLockdownFuel),
};

} // namespace af::detail::techcards
