// Alien Sarcophagus (EXPANSIONS.md section 4, #1). VP: 1 more while its holder also holds the Alien City or the Alien
// Monument, never more than 1 (value T41), counted in the score like those cards. The discard (at the start of your
// turn, before the roll: take the Relic Ship and use it this turn, X-55) needs a discard window before the
// Terraforming Station return and the roll, and a Relic that goes back to Burroughs Desert a turn later: not written
// yet, refused as not supported.
#include "../modules/tech.h"
#include "../values.h"

namespace af::detail::techcards {

namespace {

int victoryPoints(const GameState &s, int seat)
{
    return holds(s, seat, Card::AlienCity) || holds(s, seat, Card::AlienMonument) ? kTechValues.alienSarcophagusVP
                                                                                  : 0;
}

} // namespace

extern const TechCardRules alienSarcophagus{
    .card = Card::AlienSarcophagus,
    .discardPower = true,
    .implemented = true,
    .victoryPoints = victoryPoints,
};

} // namespace af::detail::techcards
