// Scout Drone (EXPANSIONS.md section 4, #28): discard: move one of your landed colonies to a territory that holds no
// colony at all; the Repulsor Field blocks both ends. The paid power (looking at the top 3 cards of the draw
// pile and putting them back in any order) is not written yet: the state keeps the pile's contents, not its order,
// so it is refused as not supported yet.
#include "../modules/extension.h"
#include "../modules/tech.h"

namespace af::detail::techcards {

namespace {

constexpr Card kCard = Card::ScoutDrone;

Result discard(GameState &s, int seat, const CardArgs &a)
{
    if (!validTerritory(a.territory) || !validTerritory(a.territory2))
        return reject(Reason::TerritoryRequired, techRule(kCard));
    CardArgs rest = a;
    rest.territory.reset();
    rest.territory2.reset();
    if (auto r = requireNoArgs(rest, kCard))
        return r;
    if (coloniesOn(s, *a.territory2) > 0)
        return reject(Reason::TerritoryNotEmpty, techRule(kCard), idx(*a.territory2));
    // moveColony checks the colony to move and the Repulsor Field at both ends.
    return moveColony(s, seat, a.territory, a.territory2, techRule(kCard));
}

void discardChoices(const GameState &s, int seat, const CardArgsSink &emit)
{
    for (int from = 0; from < kTerritoryCount; ++from) {
        const Territory t = static_cast<Territory>(from);
        if (!hasColonyOn(s, seat, t) || fieldOn(s, Field::Repulsor, t))
            continue;
        for (int to = 0; to < kTerritoryCount; ++to) {
            const Territory t2 = static_cast<Territory>(to);
            if (coloniesOn(s, t2) > 0 || fieldOn(s, Field::Repulsor, t2))
                continue;
            CardArgs a;
            a.territory = t;
            a.territory2 = t2;
            emit(a);
        }
    }
}

} // namespace

extern const TechCardRules scoutDrone{
    .card = kCard,
    .paidPower = true,
    .discardPower = true,
    .implemented = true,
    .fuelCost = true,
    .discard = discard,
    .discardChoices = discardChoices,
};

} // namespace af::detail::techcards
