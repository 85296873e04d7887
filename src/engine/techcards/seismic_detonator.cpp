// Seismic Detonator (EXPANSIONS.md section 4, #29): discard only: every colony on one territory, whoever owns it,
// goes to an adjacent territory of the holder's choice, each its own way (CardArgs::spread); the Repulsor Field
// blocks the origin and the destinations. The card then leaves the game.
#include "../modules/tech.h"

namespace af::detail::techcards {

namespace {

constexpr Card kCard = Card::SeismicDetonator;

unsigned everyone(const GameState &s) { return (1u << s.playerCount) - 1; }

Result discard(GameState &s, int, const CardArgs &a)
{
    if (auto r = requireTerritory<&CardArgs::spread>(a, kCard))
        return r;
    if (coloniesOn(s, *a.territory) == 0)
        return reject(Reason::TerritoryEmpty, techRule(kCard), idx(*a.territory));
    return spreadColonies(s, *a.territory, a.spread, everyone(s), kCard);
}

void choices(const GameState &s, int, const CardArgsSink &emit)
{
    for (int t = 0; t < kTerritoryCount; ++t)
        spreadChoices(s, static_cast<Territory>(t), everyone(s), emit);
}

} // namespace

extern const TechCardRules seismicDetonator{
    .card = kCard,
    .discardPower = true,
    .implemented = true,
    .discard = discard,
    .discardChoices = choices,
    .leavesGameOnDiscard = true,
};

} // namespace af::detail::techcards
