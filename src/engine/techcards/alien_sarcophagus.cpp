// Alien Sarcophagus (EXPANSIONS.md section 4, #1). VP: 1 more while its holder also holds the Alien City or the Alien
// Monument, never more than 1 (value T41), counted in the score like those cards. Discard, at the start of your turn
// before the Terraforming Station return and the roll: take the Relic Ship from Burroughs Desert or from
// a facility of the board (not the Terraforming Station, not the Maintenance Bay); it joins your fleet, is rolled with
// it and is yours this turn (the Terraforming Station included). The loan (TechState::relicBorrower, relicLender)
// makes you the Relic's holder until it ends: from Burroughs Desert, it goes back there at your next turn start; from
// another player, that player gathers it at their next turn start (endRelicLoan).
#include "../modules/tech.h"
#include "../values.h"

namespace af::detail::techcards {

namespace {

int victoryPoints(const GameState &s, int seat)
{
    return holds(s, seat, Card::AlienCity) || holds(s, seat, Card::AlienMonument) ? kTechValues.alienSarcophagusVP
                                                                                  : 0;
}

bool relicTakeable(const GameState &s, int seat)
{
    const Ship &relic = s.ships[kRelicShip];
    if (relic.place == Place::Home)
        return true;
    return relic.place == Place::Docked && s.relicHolder != seat && relic.facility != Facility::TerraformingStation &&
           relic.facility != Facility::MaintenanceBay;
}

Result discard(GameState &s, int seat, const CardArgs &a)
{
    if (auto r = requireNoArgs(a, Card::AlienSarcophagus))
        return r;
    if (!relicTakeable(s, seat))
        return reject(Reason::RelicNotTakeable, "X-55");
    // A loan already running keeps its lender: the Relic still goes back where that loan says.
    if (s.tech.relicBorrower == kNoPlayer)
        s.tech.relicLender = s.relicHolder;
    s.tech.relicBorrower = static_cast<int8_t>(seat);
    s.relicHolder = static_cast<int8_t>(seat);
    s.borrowedShips &= ~(uint64_t{1} << kRelicShip); // held now, no longer borrowed by whoever docked it
    s.ships[kRelicShip] = Ship{};
    s.ships[kRelicShip].place = Place::Fleet; // gathered now, rolled with the fleet
    return std::nullopt;
}

} // namespace

extern const TechCardRules alienSarcophagus{
    .card = Card::AlienSarcophagus,
    .discardPower = true,
    .implemented = true,
    .discard = discard,
    .discardChoices = noArgs,
    .atTurnStart = true,
    .victoryPoints = victoryPoints,
};

} // namespace af::detail::techcards
