// Astrogation Servo (EXPANSIONS.md section 4, #2): discard: send every ship at one orbital facility (a faction
// board in play included) to the Maintenance Bay; a ship on the Terraforming Station goes to the stock instead, and
// the Relic Ship home. Benefits the ships gave are kept; a Deflector Shield holder's ships cost extra
// . The paid power (a ship borrowed from the Maintenance Bay, X-39) is not written yet: it needs borrowed
// ships of any player, and is refused as not supported yet.
#include "../modules/tech.h"

namespace af::detail::techcards {

namespace {

constexpr Card kCard = Card::AstrogationServo;

Result discard(GameState &s, int seat, const CardArgs &a) { return emptyFacility(s, seat, a, kCard, true); }

void choices(const GameState &s, int, const CardArgsSink &emit) { emptyFacilityChoices(s, true, emit); }

} // namespace

extern const TechCardRules astrogationServo{
    .card = kCard,
    .paidPower = true,
    .discardPower = true,
    .implemented = true,
    .fuelCost = true,
    .discard = discard,
    .discardChoices = choices,
};

} // namespace af::detail::techcards
