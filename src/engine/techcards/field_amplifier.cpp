// Field Amplifier (EXPANSIONS.md section 4, #10): discard: every field generator on the planet moves to one
// territory where you have a colony (those off the planet stay off). The paid power (a generator straddling two
// territories, X-38) is not written yet: the state has no straddling generator, so it is refused as not supported
// yet.
#include "../modules/tech.h"

namespace af::detail::techcards {

namespace {

constexpr Card kCard = Card::FieldAmplifier;

Result discard(GameState &s, int seat, const CardArgs &a)
{
    if (!validTerritory(a.territory))
        return reject(Reason::TerritoryRequired, techRule(kCard));
    CardArgs rest = a;
    rest.territory.reset();
    if (auto r = requireNoArgs(rest, kCard))
        return r;
    if (!hasColonyOn(s, seat, *a.territory))
        return reject(Reason::NoColonyThere, techRule(kCard), seat, idx(*a.territory));
    bool moved = false;
    for (int8_t &at : s.fieldAt)
        if (at >= 0 && at != idx(*a.territory)) {
            at = static_cast<int8_t>(idx(*a.territory));
            moved = true;
        }
    if (!moved)
        return reject(Reason::NothingToTake, techRule(kCard));
    settleRelic(s); // the Isolation Field arriving on Burroughs Desert sends the Relic Ship home
    return std::nullopt;
}

void choices(const GameState &s, int seat, const CardArgsSink &emit)
{
    for (int t = 0; t < kTerritoryCount; ++t) {
        if (!hasColonyOn(s, seat, static_cast<Territory>(t)))
            continue;
        bool moves = false;
        for (int8_t at : s.fieldAt)
            moves = moves || (at >= 0 && at != t);
        if (!moves)
            continue;
        CardArgs a;
        a.territory = static_cast<Territory>(t);
        emit(a);
    }
}

} // namespace

extern const TechCardRules fieldAmplifier{
    .card = kCard,
    .paidPower = true,
    .discardPower = true,
    .implemented = true,
    .fuelCost = true,
    .discard = discard,
    .discardChoices = choices,
};

} // namespace af::detail::techcards
