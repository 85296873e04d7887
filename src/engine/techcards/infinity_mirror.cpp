// Infinity Mirror (EXPANSIONS.md section 4, #15). Discard: every ship docked at an orbital facility (faction boards
// and the Terraforming Station included, never the Maintenance Bay) now shows 1; benefits already taken stay,
// the Alien Artifact total counted this turn included, and later Lunar Mine and bump checks see the new values.
// The Brethren Ship has no number and is not touched. Our readings: a ship already showing 1 is not altered, so it
// costs no Deflector Shield surcharge; a discard that would alter no ship is refused, as the other discards
// that find nothing to act on are. The paid power (3F, instead of the fleet roll) needs a roll of one die for the
// whole fleet before the Roll stage: not written yet, refused as not supported.
#include "../modules/tech.h"

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

Result discard(GameState &s, int seat, const CardArgs &a)
{
    if (auto r = requireNoArgs(a, kCard))
        return r;
    const ShipList ships = shipsToAlter(s);
    if (ships.empty())
        return reject(Reason::NothingToTake, techRule(kCard));
    if (const int surcharge = cardSurcharge(s, seat, ships))
        if (auto r = pay(s, seat, surcharge, 0, "X-44"))
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
    .discard = discard,
    .discardChoices = noArgs,
};

} // namespace af::detail::techcards
