// Magnetic Lockdown (EXPANSIONS.md section 4, #18): put fuel from your supply on the card (value T22; Pohl Foothills
// takes 1 off, X-37): until your next turn starts, none of your landed colonies may be moved or removed, by anyone,
// you included. Then the fuel goes to the supply; it is not yours meanwhile. The lock stays with its
// user when the card is raided or swapped, and ends early only if another card discards the Lockdown (its fuel then
// goes to the supply, returnCardTokens). One lock at a time: while fuel is on the card it cannot be used again.
// Discard: move up to 2 of your landed colonies (from one territory or two) to one territory; the Repulsor Field
// blocks both ends. The action names the destination in CardArgs::territory and the origins in
// CardArgs::spread, counted under the player's seat (spread[seat][origin]). Our reading: a lock still on the card (its
// user another player, the card since raided) ends when the card is discarded, its fuel going to the supply, as
// when another card discards it. Lent from the display by the Tele-Operator (our reading: the display keeps nothing,
// X-51 is silent): the fuel goes to the supply at once and the lock lasts all the same until its user's next turn
// start; a later discard of the card does not end it.
#include "../modules/extension.h"
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
    CardTokens &on = tokensOn(s, kCard);
    if (on.fuel > 0) // a lock of the card's previous user still lasts, or the Oscillation Capacitor's repeat
        return reject(Reason::CardTokenLimit, techRule(kCard), 0);
    if (s.tech.lockdownSeat != kNoPlayer) // a lock lent from the display still lasts, its fuel in the supply
        return reject(Reason::LockdownLasts, techRule(kCard), s.tech.lockdownSeat);
    const int fuel = techFuelCost(s, seat, kTechValues.magneticLockdownFuel);
    PlayerState &p = s.players[seat];
    if (p.fuel < fuel)
        return reject(Reason::NotEnoughFuel, techRule(kCard), fuel, p.fuel);
    // From the player to the card: the supply is not touched until the lock ends. A card of the display keeps
    // nothing: lent, its fuel goes to the supply at once.
    p.fuel = static_cast<int16_t>(p.fuel - fuel);
    if (lentFromDisplay(s, kCard))
        returnToSupply(s, fuel, 0);
    else
        on.fuel = static_cast<uint8_t>(fuel);
    s.tech.lockdownSeat = static_cast<int8_t>(seat);
    return std::nullopt;
}

// Value printed on the card: "up to 2" colonies.
constexpr int kMovedAtMost = 2;

Result discard(GameState &s, int seat, const CardArgs &a)
{
    if (auto r = requireTerritory<&CardArgs::spread>(a, kCard))
        return r;
    int moving = 0;
    for (int p = 0; p < kMaxPlayers; ++p)
        for (int t = 0; t < kTerritoryCount; ++t) {
            if (a.spread[p][t] == 0)
                continue;
            if (p != seat) // only the player's own colonies move
                return reject(Reason::UnexpectedParameter, techRule(kCard));
            moving += a.spread[p][t];
        }
    if (moving == 0)
        return reject(Reason::NothingToTake, techRule(kCard));
    if (moving > kMovedAtMost)
        return reject(Reason::TooManyColonies, techRule(kCard), kMovedAtMost);
    returnCardTokens(s, kCard); // the card leaves the hand: a lock still on it ends
    for (int t = 0; t < kTerritoryCount; ++t)
        for (int k = 0; k < a.spread[seat][t]; ++k)
            if (auto r = moveColony(s, seat, static_cast<Territory>(t), a.territory, techRule(kCard)))
                return r; // not the player's colony, the destination itself, or the Repulsor Field
    return std::nullopt;
}

// One or two of the player's colonies, from one territory or two, to each other territory.
void discardChoices(const GameState &s, int seat, const CardArgsSink &emit)
{
    for (int to = 0; to < kTerritoryCount; ++to)
        for (int one = 0; one < kTerritoryCount; ++one) {
            if (one == to || s.colonies[one][seat] == 0)
                continue;
            for (int two = one; two <= kTerritoryCount; ++two) { // kTerritoryCount: a single colony
                if (two < kTerritoryCount && (two == to || s.colonies[two][seat] < (two == one ? 2 : 1)))
                    continue;
                CardArgs a;
                a.territory = static_cast<Territory>(to);
                ++a.spread[seat][one];
                if (two < kTerritoryCount)
                    ++a.spread[seat][two];
                emit(a);
            }
        }
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
    .discard = discard,
    .discardChoices = discardChoices,
    .tokenLimit = static_cast<uint8_t>(kTechValues.magneticLockdownFuel),
};

} // namespace af::detail::techcards
