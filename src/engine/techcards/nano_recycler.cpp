// Nano-Recycler (EXPANSIONS.md section 4, #20): pay ore for fuel (more with Pohl Foothills, X-37); discard: return
// one unplaced ship of your colour to the stock for fuel and ore, keeping the ruleset's Terraforming floor.
// Values T23-T26.
#include "../modules/tech.h"
#include "../values.h"

namespace af::detail::techcards {

namespace {

constexpr Card kCard = Card::NanoRecycler;

Result use(GameState &s, int seat, const CardArgs &a)
{
    if (auto r = requireNoArgs(a, kCard))
        return r;
    if (s.limitedSupply && s.supplyFuel == 0)
        return reject(Reason::SupplyEmpty, techRule(kCard), idx(Resource::Fuel));
    // The cost is ore, so Pohl Foothills adds fuel instead of taking fuel off; it counts as it stands before
    // the payment.
    const int fuel = kTechValues.nanoRecyclerFuel +
                     (bonusActive(s, seat, Territory::PohlFoothills) ? kTechValues.nanoRecyclerPohlFuel : 0);
    if (auto r = pay(s, seat, 0, kTechValues.nanoRecyclerOre, techRule(kCard)))
        return r;
    gain(s, seat, fuel, 0);
    return std::nullopt;
}

Result discard(GameState &s, int seat, const CardArgs &a)
{
    if (a.ship == kNoShip)
        return reject(Reason::NoShipChosen, techRule(kCard));
    if (auto r = checkUnplaced(s, seat, a.ship))
        return r;
    // Only a ship of your colour: never the Relic Ship nor a borrowed ship.
    if (a.ship < firstShipOf(seat) || a.ship >= firstShipOf(seat) + kShipsPerColor)
        return reject(Reason::NotColourShip, "X-46", a.ship);
    if (auto r = requireNoOtherArgs<&CardArgs::ship>(a, kCard))
        return r;
    // The Terraforming Station's floor of the ruleset, counted as R-17 after the return.
    const int floor = traits(s.ruleset).terraformFleetMinimum;
    if (shipsNotInStock(s, seat) - 1 < floor)
        return reject(Reason::TooFewShipsLeft, "X-46", seat, floor);
    sendToStock(s, a.ship);
    gain(s, seat, kTechValues.nanoRecyclerDiscard.fuel, kTechValues.nanoRecyclerDiscard.ore);
    return std::nullopt;
}

void shipChoices(const GameState &s, int seat, const CardArgsSink &emit)
{
    for (int i = firstShipOf(seat); i < firstShipOf(seat) + kShipsPerColor; ++i)
        if (isUnplaced(s, seat, i)) {
            CardArgs a;
            a.ship = static_cast<int8_t>(i);
            emit(a);
        }
}

} // namespace

extern const TechCardRules nanoRecycler{
    .card = kCard,
    .paidPower = true,
    .discardPower = true,
    .implemented = true,
    .use = use,
    .useChoices = noArgs,
    .discard = discard,
    .discardChoices = shipChoices,
};

} // namespace af::detail::techcards
