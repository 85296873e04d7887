// Shipbreaker Drone (EXPANSIONS.md section 4, #30): with 5 or 6 ships of your colour in play, return one unplaced
// ship of your colour to the stock for its Shipyard value; discard: return two for their values (X-46, value T34:
// the Shipyard prices of R-4, without the Herbert Valley discount).
#include "../modules/tech.h"
#include "../values.h"

namespace af::detail::techcards {

namespace {

constexpr Card kCard = Card::ShipbreakerDrone;

// Returns the listed ships, each paid at the Shipyard price of the highest ship number still in play.
Result breakShips(GameState &s, int seat, const ShipList &ships)
{
    const int inPlay = shipsNotInStock(s, seat);
    if (inPlay < kTechValues.shipbreakerMinimumShips)
        return reject(Reason::TooFewColourShips, techRule(kCard), inPlay);
    int value = 0;
    for (int k = 0; k < ships.size(); ++k) {
        const int ship = ships[k];
        if (auto r = checkUnplaced(s, seat, ship))
            return r;
        if (ship < firstShipOf(seat) || ship >= firstShipOf(seat) + kShipsPerColor)
            return reject(Reason::NotColourShip, "X-46", ship);
        for (int j = 0; j < k; ++j)
            if (ships[j] == ship)
                return reject(Reason::DuplicateShip, {}, ship);
        value += (inPlay - k) - 3; // the 6th ship's price is 3F+3O, the 5th's 2F+2O
    }
    for (int8_t ship : ships)
        sendToStock(s, ship);
    gain(s, seat, value, value);
    return std::nullopt;
}

Result use(GameState &s, int seat, const CardArgs &a)
{
    if (a.ship == kNoShip)
        return reject(Reason::NoShipChosen, techRule(kCard));
    if (auto r = requireNoOtherArgs<&CardArgs::ship>(a, kCard))
        return r;
    return breakShips(s, seat, ShipList{a.ship});
}

Result discard(GameState &s, int seat, const CardArgs &a)
{
    if (a.ships.size() != 2)
        return reject(Reason::NotEnoughUnplaced, techRule(kCard), 2);
    if (auto r = requireNoOtherArgs<&CardArgs::ships>(a, kCard))
        return r;
    return breakShips(s, seat, a.ships);
}

void oneShip(const GameState &s, int seat, const CardArgsSink &emit)
{
    for (int i = firstShipOf(seat); i < firstShipOf(seat) + kShipsPerColor; ++i)
        if (isUnplaced(s, seat, i)) {
            CardArgs a;
            a.ship = static_cast<int8_t>(i);
            emit(a);
        }
}

void twoShips(const GameState &s, int seat, const CardArgsSink &emit)
{
    for (int i = firstShipOf(seat); i < firstShipOf(seat) + kShipsPerColor; ++i)
        for (int j = i + 1; j < firstShipOf(seat) + kShipsPerColor; ++j)
            if (isUnplaced(s, seat, i) && isUnplaced(s, seat, j)) {
                CardArgs a;
                a.ships = {static_cast<int8_t>(i), static_cast<int8_t>(j)};
                emit(a);
            }
}

} // namespace

extern const TechCardRules shipbreakerDrone{
    .card = kCard,
    .paidPower = true,
    .discardPower = true,
    .implemented = true,
    .use = use,
    .useChoices = oneShip,
    .discard = discard,
    .discardChoices = twoShips,
};

} // namespace af::detail::techcards
