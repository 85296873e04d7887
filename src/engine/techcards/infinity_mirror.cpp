// Infinity Mirror (EXPANSIONS.md section 4, #15). Paid power, 3F (Pohl Foothills: 1F off, X-37), before the roll
// and instead of it: the fleet roll is one die, whose value every other numbered ship of the fleet (the Relic Ship
// included) then takes; the Brethren die is rolled beside it as usual. The engine asks for that one die
// (rollsOneDie: shipsToRoll, chanceCount); such a roll is not natural for agendas, but counts for the Probability
// Focus. Value T18. Discard: every ship docked at an orbital facility (faction boards
// and the Terraforming Station included, never the Maintenance Bay) now shows 1; benefits already taken stay,
// the Alien Artifact total counted this turn included, and later Lunar Mine and bump checks see the new values.
// The Brethren Ship has no number and is not touched. Our readings: a ship already showing 1 is not altered, so it
// costs no Deflector Shield surcharge; a discard that would alter no ship is refused, as the other discards
// that find nothing to act on are.
#include "../modules/tech.h"
#include "../values.h"

namespace af::detail::techcards {

namespace {

constexpr Card kCard = Card::InfinityMirror;

ShipList shipsToAlter(const GameState &s)
{
    ShipList out;
    for (int i = 0; i < kBrethrenShip; ++i) {
        const Ship &ship = s.ships[i];
        if (ship.place == Place::Docked && ship.facility != Facility::MaintenanceBay && ship.value > 1)
            out.push_back(static_cast<int8_t>(i));
    }
    return out;
}

Result use(GameState &s, int seat, const CardArgs &a)
{
    if (auto r = requireNoArgs(a, kCard))
        return r;
    int waiting = 0; // numbered ships waiting for the roll
    for (int i = 0; i < kBrethrenShip; ++i)
        waiting += s.ships[i].place == Place::Fleet && ownerOf(s, i) == seat;
    if (waiting == 0)
        return reject(Reason::NotEnoughUnplaced, techRule(kCard), 1);
    return pay(s, seat, techFuelCost(s, seat, kTechValues.infinityMirrorFuel), 0, techRule(kCard));
}

Result discard(GameState &s, int seat, const CardArgs &a)
{
    if (auto r = requireNoArgs(a, kCard))
        return r;
    const ShipList ships = shipsToAlter(s);
    if (ships.empty())
        return reject(Reason::NothingToTake, techRule(kCard));
    if (auto r = paySurcharge(s, seat, ships))
        return r;
    for (int8_t ship : ships)
        s.ships[ship].value = 1;
    return std::nullopt;
}

} // namespace

extern const TechCardRules infinityMirror{
    .card = kCard,
    .paidPower = true,
    .discardPower = true,
    .implemented = true,
    .fuelCost = true,
    .beforeRoll = true,
    .rollsOneDie = true,
    .use = use,
    .useChoices = noArgs,
    .discard = discard,
    .discardChoices = noArgs,
};

} // namespace af::detail::techcards
