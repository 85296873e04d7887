// Shipfitter Drone (EXPANSIONS.md section 4, #31). Paid power: dock a pair of equal 5s or 6s at the Shipyard and pay
// fuel (value T35; Pohl Foothills takes 1 off, X-37) instead of the Shipyard's price: the new ship costs nothing else;
// every other requirement of the Shipyard applies (a free slot, a ship left in the stock). Discard: "when you build
// a ship, roll it and use it at once". Our reading: the discard is declared with the Shipyard docking that builds the
// ship (the docking is its argument, at the usual price); the new ship joins the fleet at once and is rolled like a
// Scavenger Fleet ship. A build through the paid power cannot be followed by the discard (one card, one power
// a turn).
#include "../modules/extension.h"
#include "../modules/tech.h"
#include "../values.h"

namespace af::detail::techcards {

namespace {

constexpr Card kCard = Card::ShipfitterDrone;

// The card's only choice is a docking at the Shipyard.
Result requireShipyardDock(const CardArgs &a)
{
    if (!a.dock)
        return reject(Reason::NoFacility, techRule(kCard));
    if (auto r = requireNoOtherArgs<&CardArgs::dock>(a, kCard))
        return r;
    if (a.dock->facility != Facility::Shipyard)
        return reject(Reason::TargetNotAllowed, techRule(kCard), idx(a.dock->facility));
    return std::nullopt;
}

Result use(GameState &s, int seat, const CardArgs &a)
{
    if (auto r = requireShipyardDock(a))
        return r;
    for (int8_t ship : a.dock->ships)
        if (validShipId(ship) && s.ships[ship].value < kTechValues.shipfitterMinimumValue)
            return reject(Reason::ValueTooLow, techRule(kCard), idx(Facility::Shipyard),
                          kTechValues.shipfitterMinimumValue, s.ships[ship].value);
    const Resources price{techFuelCost(s, seat, kTechValues.shipfitterFuel), 0};
    if (auto r = dockAtShipyard(s, seat, *a.dock, ShipyardTerms{price, false}))
        return r;
    // Only a pair of one value: the Scavenger Fleet's unequal pair is not "a pair of 5s or 6s".
    if (s.ships[a.dock->ships[0]].value != s.ships[a.dock->ships[1]].value)
        return reject(Reason::ValuesNotEqual, techRule(kCard), idx(Facility::Shipyard));
    return std::nullopt;
}

Result discard(GameState &s, int seat, const CardArgs &a)
{
    if (auto r = requireShipyardDock(a))
        return r;
    return dockAtShipyard(s, seat, *a.dock, ShipyardTerms{std::nullopt, true});
}

// Every pair of the player's unplaced ships docking at the Shipyard; the checks keep the legal ones.
void pairChoices(const GameState &s, int seat, const CardArgsSink &emit)
{
    for (int i = 0; i < kShipCount; ++i) {
        if (!isUnplaced(s, seat, i))
            continue;
        for (int j = i + 1; j < kShipCount; ++j) {
            if (!isUnplaced(s, seat, j))
                continue;
            CardArgs a;
            a.dock = Dock{Facility::Shipyard, ShipList{static_cast<int8_t>(i), static_cast<int8_t>(j)}, std::nullopt, {}};
            emit(a);
        }
    }
}

} // namespace

extern const TechCardRules shipfitterDrone{
    .card = kCard,
    .paidPower = true,
    .discardPower = true,
    .implemented = true,
    .fuelCost = true,
    .use = use,
    .useChoices = pairChoices,
    .discard = discard,
    .discardChoices = pairChoices,
};

} // namespace af::detail::techcards
