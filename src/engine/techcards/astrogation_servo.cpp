// Astrogation Servo (EXPANSIONS.md section 4, #2). Paid power (2F, Pohl Foothills 1F off, X-37): take one ship from
// the Maintenance Bay, any player's (yours included, X-39; this overrides the Bay's immunity, R-13); it is rolled at
// once and used as your unplaced ship this turn, never at the Terraforming Station (the card's text: one's own ship
// too, TechTurn::servoShips). Another player's ship is borrowed (GameState::borrowedShips): gathered by its owner at
// their next turn start, and a Deflector Shield holder's ship costs 1F more. Value T1. Discard: send every ship at one orbital facility (a faction board in play included)
// to the Maintenance Bay; a ship on the Terraforming Station goes to the stock instead, and the Relic Ship home
// . Benefits the ships gave are kept; a Deflector Shield holder's ships cost extra.
#include "../modules/extension.h"
#include "../modules/tech.h"
#include "../values.h"

namespace af::detail::techcards {

namespace {

constexpr Card kCard = Card::AstrogationServo;

Result takeable(const GameState &s, int ship)
{
    if (!validShipId(ship) || s.ships[ship].place == Place::OutOfGame)
        return reject(Reason::NotAShip, techRule(kCard), ship);
    if (ship == kBrethrenShip)
        return reject(Reason::BrethrenNotMovable, "X-8");
    const Ship &sh = s.ships[ship];
    if (sh.place != Place::Docked || sh.facility != Facility::MaintenanceBay)
        return reject(Reason::NotOnBay, techRule(kCard), ship);
    return std::nullopt;
}

Result use(GameState &s, int seat, const CardArgs &a)
{
    if (auto r = requireNoOtherArgs<&CardArgs::ship>(a, kCard))
        return r;
    if (a.ship == kNoShip)
        return reject(Reason::NoShipChosen, techRule(kCard));
    if (auto r = takeable(s, a.ship))
        return r;
    if (auto r = pay(s, seat, techFuelCost(s, seat, kTechValues.astrogationServoFuel), 0, techRule(kCard)))
        return r;
    if (auto r = paySurcharge(s, seat, ShipList{a.ship}))
        return r;
    borrowShip(s, seat, a.ship);
    s.tech.turn.servoShips |= uint64_t{1} << a.ship; // not to the Terraforming Station this turn, even one's own
    rollNow(s, a.ship); // a chance event, as the Brethren hijack's die
    return std::nullopt;
}

void useChoices(const GameState &s, int, const CardArgsSink &emit)
{
    forShipsInGame(s, [&](int i, const Ship &) {
        if (takeable(s, i))
            return;
        CardArgs a;
        a.ship = static_cast<int8_t>(i);
        emit(a);
    });
}

Result discard(GameState &s, int seat, const CardArgs &a) { return emptyFacility(s, seat, a, kCard, true); }

void discardChoices(const GameState &s, int, const CardArgsSink &emit) { emptyFacilityChoices(s, true, emit); }

} // namespace

extern const TechCardRules astrogationServo{
    .card = kCard,
    .paidPower = true,
    .discardPower = true,
    .implemented = true,
    .fuelCost = true,
    .use = use,
    .useChoices = useChoices,
    .discard = discard,
    .discardChoices = discardChoices,
};

} // namespace af::detail::techcards
