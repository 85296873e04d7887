// Experimental FTL Drive (EXPANSIONS.md section 4, #9): pay fuel to set one of your unplaced ships to any value 1-6,
// then 1 fuel from the supply goes onto the card (X-47: not the player's). At the end of the turn in which the third
// token arrives, the tokens go back to the supply and the card to the discard pile, free. No discard power.
// Stolen or raided, the card keeps its tokens. Values T9 (Pohl Foothills: 1 fuel off, X-37). Lent from the display by
// the Tele-Operator (our reading, X-51 is silent): the ship is set, and no token goes on the card (the display keeps
// nothing; the tokens count its holders' uses).
#include "../modules/tech.h"
#include "../values.h"

namespace af::detail::techcards {

namespace {

constexpr Card kCard = Card::ExperimentalFTLDrive;

Result use(GameState &s, int seat, const CardArgs &a)
{
    if (a.ship == kNoShip)
        return reject(Reason::NoShipChosen, techRule(kCard));
    if (a.value < 1 || a.value > 6)
        return reject(Reason::ValueOutOfRange, techRule(kCard), a.value);
    if (auto r = requireNoOtherArgs<&CardArgs::ship, &CardArgs::value>(a, kCard))
        return r;
    if (auto r = checkUnplaced(s, seat, a.ship))
        return r;
    const int fuel = techFuelCost(s, seat, kTechValues.experimentalFTLFuel) +
                     cardSurcharge(s, seat, ShipList{a.ship}); // a Deflector holder's ship lent to the player
    if (auto r = pay(s, seat, fuel, 0, techRule(kCard)))
        return r;
    s.ships[a.ship].value = a.value;
    if (lentFromDisplay(s, kCard))
        return std::nullopt;
    // The token comes from the supply, which the payment has just refilled.
    if (s.limitedSupply)
        --s.supplyFuel;
    ++tokensOn(s, kCard).fuel;
    return std::nullopt;
}

void useChoices(const GameState &s, int seat, const CardArgsSink &emit)
{
    for (int i = 0; i < kShipCount; ++i) {
        if (checkUnplaced(s, seat, i))
            continue;
        for (int v = 1; v <= 6; ++v) {
            CardArgs a;
            a.ship = static_cast<int8_t>(i);
            a.value = static_cast<uint8_t>(v);
            emit(a);
        }
    }
}

void turnEnd(GameState &s, int holder)
{
    if (tokensOn(s, kCard).fuel < kTechValues.experimentalFTLTokens)
        return;
    returnCardTokens(s, kCard);
    s.players[holder].cards &= ~cardBit(kCard);
    ++s.discardPile[idx(kCard)];
}

} // namespace

extern const TechCardRules experimentalFTLDrive{
    .card = kCard,
    .paidPower = true,
    .implemented = true,
    .fuelCost = true,
    .use = use,
    .useChoices = useChoices,
    .tokenLimit = static_cast<uint8_t>(kTechValues.experimentalFTLTokens),
    .turnEnd = turnEnd,
};

} // namespace af::detail::techcards
