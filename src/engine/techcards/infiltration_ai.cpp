// Infiltration A.I. (EXPANSIONS.md section 4, #14), both powers "when you gather": another player's ship docked
// at a facility of the board (not the Maintenance Bay, not the Terraforming Station; the Outer Belt is not in the
// engine) joins your fleet, is rolled with it and is used as yours this turn, never at the Terraforming Station; its
// owner gathers it at their next turn start (GameState::borrowedShips). Paid power (2F, Pohl Foothills 1F off, X-37):
// one ship, in the roll stage before the fleet's dice (the fleet is gathered by then). Discard, free: two ships, at
// the start of your turn (the turn-start window of the timed discards, X-53), before your own ships come back. A
// Deflector Shield holder's ships cost 1F more each. Value T17. Our reading (X-39 is silent): the discard takes
// exactly two ships, as printed ("2", where other cards print "up to"); with fewer than two ships to take it cannot be
// used, so legalActions offers it only with two, and the turn-start window does not open for it.
#include "../modules/tech.h"
#include "../values.h"

namespace af::detail::techcards {

namespace {

constexpr Card kCard = Card::InfiltrationAI;

// The ship may be taken: another player's, docked at a facility of the board other than the two X-39 excludes.
Result takeable(const GameState &s, int seat, int ship)
{
    if (!validShipId(ship) || s.ships[ship].place == Place::OutOfGame)
        return reject(Reason::NotAShip, techRule(kCard), ship);
    if (ship == kBrethrenShip)
        return reject(Reason::BrethrenNotMovable, "X-8");
    const Ship &sh = s.ships[ship];
    if (sh.place != Place::Docked)
        return reject(Reason::ShipNotDocked, techRule(kCard), ship);
    if (ownerOf(s, ship) == seat)
        return reject(Reason::OwnShip, techRule(kCard), ship);
    if (sh.facility == Facility::MaintenanceBay)
        return reject(Reason::BayImmune, "X-39");
    if (sh.facility == Facility::TerraformingStation)
        return reject(Reason::TerraformingLocked, "X-39");
    return std::nullopt;
}

Result take(GameState &s, int seat, const ShipList &ships, int cost)
{
    for (int8_t ship : ships)
        if (auto r = takeable(s, seat, ship))
            return r;
    if (auto r = pay(s, seat, cost, 0, techRule(kCard)))
        return r;
    if (auto r = paySurcharge(s, seat, ships))
        return r;
    for (int8_t ship : ships)
        borrowShip(s, seat, ship); // unrolled: the fleet's roll rolls it (shipsToRoll)
    return std::nullopt;
}

Result use(GameState &s, int seat, const CardArgs &a)
{
    if (auto r = requireNoOtherArgs<&CardArgs::ship>(a, kCard))
        return r;
    if (a.ship == kNoShip)
        return reject(Reason::NoShipChosen, techRule(kCard));
    return take(s, seat, ShipList{a.ship}, techFuelCost(s, seat, kTechValues.infiltrationFuel));
}

Result discard(GameState &s, int seat, const CardArgs &a)
{
    if (auto r = requireNoOtherArgs<&CardArgs::ships>(a, kCard))
        return r;
    if (a.ships.size() != 2)
        return reject(Reason::TwoShipsToTake, techRule(kCard));
    if (a.ships[0] == a.ships[1])
        return reject(Reason::DuplicateShip, techRule(kCard), a.ships[0]);
    return take(s, seat, a.ships, 0);
}

// Every ship takeable now, in id order.
ShipList takeableShips(const GameState &s, int seat)
{
    ShipList out;
    forShipsInGame(s, [&](int i, const Ship &) {
        if (!takeable(s, seat, i))
            out.push_back(static_cast<int8_t>(i));
    });
    return out;
}

void useChoices(const GameState &s, int seat, const CardArgsSink &emit)
{
    for (int8_t ship : takeableShips(s, seat)) {
        CardArgs a;
        a.ship = ship;
        emit(a);
    }
}

void discardChoices(const GameState &s, int seat, const CardArgsSink &emit)
{
    const ShipList ships = takeableShips(s, seat);
    for (int i = 0; i < ships.size(); ++i)
        for (int j = i + 1; j < ships.size(); ++j) {
            CardArgs a;
            a.ships = ShipList{ships[i], ships[j]};
            emit(a);
        }
}

} // namespace

extern const TechCardRules infiltrationAI{
    .card = kCard,
    .paidPower = true,
    .discardPower = true,
    .implemented = true,
    .fuelCost = true,
    .beforeRoll = true,
    .use = use,
    .useChoices = useChoices,
    .discard = discard,
    .discardChoices = discardChoices,
    .atTurnStart = true,
};

} // namespace af::detail::techcards
