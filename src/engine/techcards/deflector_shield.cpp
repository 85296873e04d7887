// Deflector Shield (EXPANSIONS.md section 4, #7): passive: another player whose card moves, alters, uses or
// destroys the holder's ships pays extra fuel per such ship (X-44, value T5; never reduced by Pohl Foothills,
// X-37); discard: place or move the Repulsor or the Positron Field to a territory where you have a colony.
#include "../modules/tech.h"
#include "../values.h"

namespace af::detail::techcards {

namespace {

constexpr Card kCard = Card::DeflectorShield;

Result discard(GameState &s, int seat, const CardArgs &a)
{
    if (auto r = requireFieldAndTerritory(a, kCard))
        return r;
    if (*a.field != Field::Repulsor && *a.field != Field::Positron)
        return reject(Reason::FieldNotAllowed, techRule(kCard), idx(*a.field));
    if (fieldOn(s, *a.field, *a.territory))
        return reject(Reason::SameTerritory, "R-14", idx(*a.territory));
    if (!hasColonyOn(s, seat, *a.territory))
        return reject(Reason::NoColonyThere, techRule(kCard), seat, idx(*a.territory));
    placeField(s, *a.field, idx(*a.territory));
    return std::nullopt;
}

void choices(const GameState &s, int seat, const CardArgsSink &emit)
{
    fieldToOwnColonyChoices(s, seat, [&](const CardArgs &a) {
        if (*a.field != Field::Isolation)
            emit(a);
    });
}

} // namespace

extern const TechCardRules deflectorShield{
    .card = kCard,
    .discardPower = true,
    .implemented = true,
    .discard = discard,
    .discardChoices = choices,
    .surchargePerShip = kTechValues.deflectorSurchargePerShip,
};

} // namespace af::detail::techcards
