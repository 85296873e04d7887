// Chameleon Cloak (EXPANSIONS.md section 4, #5). Discard: every colony of two territories changes place with every
// colony of the other; the Repulsor Field on either blocks the swap. Our reading of the Magnetic Lockdown
// here, as for the other discards that move many colonies (spreadColonies): a locked player's colonies stay
// where they are while the others swap; a swap that would change nothing (no colony, or only locked ones, or the
// same colonies on both sides) is refused. The paid power (your ships take the place of opponent ships at one
// facility, paying its price and taking its benefit, X-42) is not written yet: refused as not supported.
#include "../modules/tech.h"

namespace af::detail::techcards {

namespace {

constexpr Card kCard = Card::ChameleonCloak;

Result discard(GameState &s, int, const CardArgs &a)
{
    if (!validTerritory(a.territory) || !validTerritory(a.territory2))
        return reject(Reason::TerritoryRequired, techRule(kCard));
    CardArgs rest = a;
    rest.territory.reset();
    rest.territory2.reset();
    if (auto r = requireNoArgs(rest, kCard))
        return r;
    const int one = idx(*a.territory), other = idx(*a.territory2);
    if (one == other)
        return reject(Reason::SameTerritory, techRule(kCard), other);
    for (Territory t : {*a.territory, *a.territory2})
        if (fieldOn(s, Field::Repulsor, t))
            return reject(Reason::RepulsorBlocks, "X-38", idx(t));
    bool changes = false, lockedStay = false;
    for (int p = 0; p < s.playerCount; ++p) {
        if (s.colonies[one][p] == s.colonies[other][p])
            continue;
        if (coloniesLocked(s, p)) {
            lockedStay = true;
            continue;
        }
        changes = true;
        std::swap(s.colonies[one][p], s.colonies[other][p]);
    }
    if (!changes)
        return lockedStay ? reject(Reason::ColoniesLocked, "X-48", s.tech.lockdownSeat)
                          : reject(Reason::NothingToTake, techRule(kCard));
    settleRelic(s); // control of Burroughs Desert may change hands
    return std::nullopt;
}

// Both orders of each pair of territories: the action names them in either order.
void discardChoices(const GameState &s, int, const CardArgsSink &emit)
{
    for (int one = 0; one < kTerritoryCount; ++one)
        for (int other = 0; other < kTerritoryCount; ++other) {
            if (one == other || coloniesOn(s, static_cast<Territory>(one)) + coloniesOn(s, static_cast<Territory>(other)) == 0)
                continue;
            CardArgs a;
            a.territory = static_cast<Territory>(one);
            a.territory2 = static_cast<Territory>(other);
            emit(a);
        }
}

} // namespace

extern const TechCardRules chameleonCloak{
    .card = kCard,
    .paidPower = true,
    .discardPower = true,
    .implemented = true,
    .fuelCost = true,
    .discard = discard,
    .discardChoices = discardChoices,
};

} // namespace af::detail::techcards
