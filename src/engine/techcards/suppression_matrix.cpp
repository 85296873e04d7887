// Suppression Matrix (EXPANSIONS.md section 4, #34): -1 to every unplaced ship of yours, a 1 becomes a 6;
// discard: remove one field generator from a territory where you have a colony. Value T39.
#include "../modules/tech.h"
#include "../values.h"

namespace af::detail::techcards {

namespace {

constexpr Card kCard = Card::SuppressionMatrix;

Result use(GameState &s, int seat, const CardArgs &a)
{
    if (auto r = requireNoArgs(a, kCard))
        return r;
    return shiftUnplaced(s, seat, kTechValues.suppressionMatrixFuel, -1, kCard);
}

Result discard(GameState &s, int seat, const CardArgs &a)
{
    if (auto r = requireField(a, kCard))
        return r;
    const int at = s.fieldAt[idx(*a.field)];
    if (at < 0)
        return reject(Reason::FieldNotOnBoard, techRule(kCard), idx(*a.field));
    const int other = s.tech.straddles[idx(*a.field)]; // a straddling generator is in both territories
    if (!hasColonyOn(s, seat, static_cast<Territory>(at)) && (other < 0 || !hasColonyOn(s, seat, static_cast<Territory>(other))))
        return reject(Reason::NoColonyThere, techRule(kCard), seat, at);
    placeField(s, *a.field, -1); // off the board until a card places it again, straddling or not
    return std::nullopt;
}

void fieldChoices(const GameState &, int, const CardArgsSink &emit)
{
    for (int f = 0; f < kFieldCount; ++f) {
        CardArgs a;
        a.field = static_cast<Field>(f);
        emit(a);
    }
}

} // namespace

extern const TechCardRules suppressionMatrix{
    .card = kCard,
    .paidPower = true,
    .discardPower = true,
    .implemented = true,
    .fuelCost = true,
    .use = use,
    .useChoices = noArgs,
    .discard = discard,
    .discardChoices = fieldChoices,
};

} // namespace af::detail::techcards
