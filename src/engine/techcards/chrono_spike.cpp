// Chrono-Spike (EXPANSIONS.md section 4, #6): free (value T4): re-roll one unplaced ship; discard, once all your
// ships are placed: take back 1 or 2 of your docked ships (not from the Terraforming Station or the Maintenance
// Bay), re-roll them and dock them at facilities other than the ones they left; benefits already gained stay
// . A Chrono-Spike re-roll is not a natural roll.
#include "../modules/tech.h"
#include "../values.h"

namespace af::detail::techcards {

namespace {

constexpr Card kCard = Card::ChronoSpike;

Result use(GameState &s, int seat, const CardArgs &a)
{
    if (a.ship == kNoShip)
        return reject(Reason::NoShipChosen, techRule(kCard));
    if (auto r = requireNoOtherArgs<&CardArgs::ship>(a, kCard))
        return r;
    if (auto r = checkUnplaced(s, seat, a.ship))
        return r;
    s.turn.rerollShips = uint64_t{1} << a.ship; // the die is entered by the table, or rolled from the seed
    s.stage = Stage::Reroll;
    return std::nullopt;
}

Result discard(GameState &s, int seat, const CardArgs &a)
{
    if (const int left = unplacedShips(s, seat); left > 0)
        return reject(Reason::ShipsStillUnplaced, techRule(kCard), left);
    if (a.ships.empty() || a.ships.size() > 2)
        return reject(Reason::NoShipChosen, techRule(kCard));
    if (auto r = requireNoOtherArgs<&CardArgs::ships>(a, kCard))
        return r;
    uint64_t mask = 0;
    for (int k = 0; k < a.ships.size(); ++k) {
        const int ship = a.ships[k];
        if (!validShipId(ship) || s.ships[ship].place == Place::OutOfGame)
            return reject(Reason::NotAShip, {}, ship);
        if (ownerOf(s, ship) != seat)
            return reject(Reason::ShipNotYours, techRule(kCard), ship);
        const Ship &sh = s.ships[ship];
        if (sh.place != Place::Docked || sh.value == 0)
            return reject(Reason::ShipNotDocked, techRule(kCard), ship);
        if (sh.facility == Facility::TerraformingStation)
            return reject(Reason::TerraformingLocked, techRule(kCard));
        if (sh.facility == Facility::MaintenanceBay)
            return reject(Reason::BayImmune, techRule(kCard));
        if (mask & (uint64_t{1} << ship))
            return reject(Reason::DuplicateShip, {}, ship);
        mask |= uint64_t{1} << ship;
    }
    for (int k = 0; k < a.ships.size(); ++k) {
        const int ship = a.ships[k];
        s.tech.turn.redockShips[k] = static_cast<int8_t>(ship);
        s.tech.turn.redockFrom[k] = static_cast<int8_t>(idx(s.ships[ship].facility));
        // Back in the fleet like any ship there (a position writes no facility or user for it): the facility it
        // left is kept in redockFrom.
        s.ships[ship] = Ship{};
        s.ships[ship].place = Place::Fleet;
    }
    s.turn.rerollShips = mask;
    s.stage = Stage::Reroll;
    return std::nullopt;
}

void shipChoices(const GameState &s, int seat, const CardArgsSink &emit)
{
    for (int i = 0; i < kShipCount; ++i)
        if (isUnplaced(s, seat, i)) {
            CardArgs a;
            a.ship = static_cast<int8_t>(i);
            emit(a);
        }
}

void redockChoices(const GameState &s, int seat, const CardArgsSink &emit)
{
    if (unplacedShips(s, seat) > 0)
        return;
    ShipList docked;
    for (int i = 0; i < kShipCount; ++i) {
        const Ship &sh = s.ships[i];
        if (ownerOf(s, i) == seat && sh.place == Place::Docked && sh.value > 0 &&
            sh.facility != Facility::TerraformingStation && sh.facility != Facility::MaintenanceBay)
            docked.push_back(static_cast<int8_t>(i));
    }
    for (int i = 0; i < docked.size(); ++i) {
        CardArgs a;
        a.ships = {docked[i]};
        emit(a);
        for (int j = i + 1; j < docked.size(); ++j) {
            a.ships = {docked[i], docked[j]};
            emit(a);
        }
    }
}

} // namespace

extern const TechCardRules chronoSpike{
    .card = kCard,
    .paidPower = true,
    .discardPower = true,
    .implemented = true,
    .use = use,
    .useChoices = shipChoices,
    .discard = discard,
    .discardChoices = redockChoices,
};

} // namespace af::detail::techcards
