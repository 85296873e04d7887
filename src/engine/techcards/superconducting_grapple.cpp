// Superconducting Grapple (EXPANSIONS.md section 4, #33): discard: send every ship at one orbital facility (a
// faction board in play included, X-4) to the Maintenance Bay; never the Terraforming Station, never the Maintenance
// Bay. Benefits the ships gave are kept; a Deflector Shield holder's ships cost extra. The paid power
// (docking at a full facility, X-43) is not written yet: docking beside a full facility has no place in the state,
// so it is refused as not supported yet.
#include "../modules/tech.h"

namespace af::detail::techcards {

namespace {

constexpr Card kCard = Card::SuperconductingGrapple;

Result discard(GameState &s, int seat, const CardArgs &a) { return emptyFacility(s, seat, a, kCard, false); }

void choices(const GameState &s, int, const CardArgsSink &emit) { emptyFacilityChoices(s, false, emit); }

} // namespace

extern const TechCardRules superconductingGrapple{
    .card = kCard,
    .paidPower = true,
    .discardPower = true,
    .implemented = true,
    .fuelCost = true,
    .discard = discard,
    .discardChoices = choices,
};

} // namespace af::detail::techcards
