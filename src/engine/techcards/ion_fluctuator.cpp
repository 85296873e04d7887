// Ion Fluctuator (EXPANSIONS.md section 4, #16): pay fuel (value T19) to move one opponent colony from a territory
// holding one of your colonies to an adjacent territory (section 6); the Repulsor Field blocks both ends (X-38,
// X-52); discard: every opponent colony leaves such a territory, each to an adjacent territory its owner picks (the
// action carries the owners' picks in CardArgs::spread).
#include "../modules/extension.h"
#include "../modules/tech.h"
#include "../values.h"

namespace af::detail::techcards {

namespace {

constexpr Card kCard = Card::IonFluctuator;

Result use(GameState &s, int seat, const CardArgs &a)
{
    if (auto r = requireTwoTerritories<&CardArgs::player>(a, kCard))
        return r;
    if (!validSeat(s, a.player))
        return reject(Reason::BadPlayer, techRule(kCard), a.player);
    if (a.player == seat)
        return reject(Reason::OtherPlayerRequired, techRule(kCard));
    if (!hasColonyOn(s, seat, *a.territory))
        return reject(Reason::NoColonyThere, techRule(kCard), seat, idx(*a.territory));
    if (!adjacent(*a.territory, *a.territory2))
        return reject(Reason::NotAdjacent, "X-52", idx(*a.territory), idx(*a.territory2));
    // moveColony checks the opponent's colony and the Repulsor Field at both ends.
    if (auto r = moveColony(s, a.player, a.territory, a.territory2, techRule(kCard)))
        return r;
    return pay(s, seat, techFuelCost(s, seat, kTechValues.ionFluctuatorFuel), 0, techRule(kCard));
}

unsigned opponents(const GameState &s, int seat) { return ((1u << s.playerCount) - 1) & ~(1u << seat); }

Result discard(GameState &s, int seat, const CardArgs &a)
{
    if (auto r = requireTerritory<&CardArgs::spread>(a, kCard))
        return r;
    const Territory from = *a.territory;
    if (!hasColonyOn(s, seat, from))
        return reject(Reason::NoColonyThere, techRule(kCard), seat, idx(from));
    if (coloniesOn(s, from) == s.colonies[idx(from)][seat])
        return reject(Reason::NothingToTake, techRule(kCard));
    return spreadColonies(s, from, a.spread, opponents(s, seat), kCard);
}

void discardChoices(const GameState &s, int seat, const CardArgsSink &emit)
{
    for (int t = 0; t < kTerritoryCount; ++t) {
        const Territory from = static_cast<Territory>(t);
        if (!hasColonyOn(s, seat, from))
            continue;
        spreadChoices(s, from, opponents(s, seat), emit);
    }
}

void choices(const GameState &s, int seat, const CardArgsSink &emit)
{
    for (int from = 0; from < kTerritoryCount; ++from) {
        const Territory t = static_cast<Territory>(from);
        if (!hasColonyOn(s, seat, t) || fieldOn(s, Field::Repulsor, t))
            continue;
        for (int p = 0; p < s.playerCount; ++p) {
            if (p == seat || s.colonies[from][p] == 0)
                continue;
            for (int to = 0; to < kTerritoryCount; ++to) {
                const Territory t2 = static_cast<Territory>(to);
                if (!adjacent(t, t2) || fieldOn(s, Field::Repulsor, t2))
                    continue;
                CardArgs a;
                a.territory = t;
                a.territory2 = t2;
                a.player = static_cast<int8_t>(p);
                emit(a);
            }
        }
    }
}

} // namespace

extern const TechCardRules ionFluctuator{
    .card = kCard,
    .paidPower = true,
    .discardPower = true,
    .implemented = true,
    .fuelCost = true,
    .use = use,
    .useChoices = choices,
    .discard = discard,
    .discardChoices = discardChoices,
};

} // namespace af::detail::techcards
