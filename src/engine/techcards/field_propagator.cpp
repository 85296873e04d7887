// Field Propagator (EXPANSIONS.md section 4, #11): discard: move one field generator that is on the planet to
// another territory, any territory (a field generator is not a colony: the Repulsor Field does not stop it). The
// paid power (a die names the generator, X-56) is not written yet: it needs a die rolled for a card, a chance
// event the engine does not have, and is refused as not supported yet.
#include "../modules/tech.h"

namespace af::detail::techcards {

namespace {

constexpr Card kCard = Card::FieldPropagator;

Result discard(GameState &s, int, const CardArgs &a)
{
    if (!a.field || idx(*a.field) >= kFieldCount)
        return reject(Reason::ChoiceRequired, techRule(kCard));
    if (!validTerritory(a.territory))
        return reject(Reason::TerritoryRequired, techRule(kCard));
    CardArgs rest = a;
    rest.field.reset();
    rest.territory.reset();
    if (auto r = requireNoArgs(rest, kCard))
        return r;
    const int from = s.fieldAt[idx(*a.field)];
    if (from < 0)
        return reject(Reason::FieldNotOnBoard, techRule(kCard), idx(*a.field));
    if (from == idx(*a.territory))
        return reject(Reason::SameTerritory, techRule(kCard), idx(*a.territory));
    s.fieldAt[idx(*a.field)] = static_cast<int8_t>(idx(*a.territory));
    settleRelic(s); // the Isolation Field arriving on Burroughs Desert sends the Relic Ship home
    return std::nullopt;
}

void choices(const GameState &s, int, const CardArgsSink &emit)
{
    for (int f = 0; f < kFieldCount; ++f) {
        if (s.fieldAt[f] < 0)
            continue;
        for (int t = 0; t < kTerritoryCount; ++t) {
            if (t == s.fieldAt[f])
                continue;
            CardArgs a;
            a.field = static_cast<Field>(f);
            a.territory = static_cast<Territory>(t);
            emit(a);
        }
    }
}

} // namespace

extern const TechCardRules fieldPropagator{
    .card = kCard,
    .paidPower = true,
    .discardPower = true,
    .implemented = true,
    .fuelCost = true,
    .discard = discard,
    .discardChoices = choices,
};

} // namespace af::detail::techcards
