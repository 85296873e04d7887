// Fleet Interlink (EXPANSIONS.md section 4, #12): +1 to every unplaced ship of yours, a 6 becomes a 1;
// discard: place a field generator that is off the planet on a territory where you have a colony. Value T14.
#include "../modules/tech.h"
#include "../values.h"

namespace af::detail::techcards {

namespace {

constexpr Card kCard = Card::FleetInterlink;

Result use(GameState &s, int seat, const CardArgs &a)
{
    if (auto r = requireNoArgs(a, kCard))
        return r;
    return shiftUnplaced(s, seat, kTechValues.fleetInterlinkFuel, +1, kCard);
}

// A generator straddling a border (Field Amplifier) may also be re-seated here, wholly in one territory.
Result discard(GameState &s, int seat, const CardArgs &a)
{
    if (auto r = requireFieldAndTerritory(a, kCard))
        return r;
    if (s.fieldAt[idx(*a.field)] >= 0 && s.tech.straddles[idx(*a.field)] < 0)
        return reject(Reason::FieldAlreadyOnBoard, techRule(kCard), idx(*a.field));
    if (!hasColonyOn(s, seat, *a.territory))
        return reject(Reason::NoColonyThere, techRule(kCard), seat, idx(*a.territory));
    placeField(s, *a.field, idx(*a.territory));
    settleRelic(s); // the Isolation Field on Burroughs Desert sends the Relic Ship home
    return std::nullopt;
}

} // namespace

extern const TechCardRules fleetInterlink{
    .card = kCard,
    .paidPower = true,
    .discardPower = true,
    .implemented = true,
    .fuelCost = true,
    .use = use,
    .useChoices = noArgs,
    .discard = discard,
    .discardChoices = fieldToOwnColonyChoices,
};

} // namespace af::detail::techcards
