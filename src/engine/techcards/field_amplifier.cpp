// Field Amplifier (EXPANSIONS.md section 4, #10): 2F (value T12): a field generator on a territory you control
// straddles the border with an adjacent territory and acts in both for every rule (X-38: TechState::straddles, asked
// through fieldOn). Any later move of the generator ends the straddle (placeField: Booster Pod and Suppression Matrix
// take it off entirely, Fleet Interlink's discard may re-seat it wholly in one territory). The card raided: the raider
// settles each straddling generator in one of its two territories (settleStraddles); the card leaving a hand any other
// way (Oscillation Capacitor discard, Terran Exchange) ends the straddles on their first territories (endStraddles,
// our reading). Discard: every field generator
// on the planet moves to one territory where you have a colony (those off the planet stay off).
#include "../modules/extension.h"
#include "../modules/tech.h"
#include "../values.h"

namespace af::detail::techcards {

namespace {

constexpr Card kCard = Card::FieldAmplifier;

Result use(GameState &s, int seat, const CardArgs &a)
{
    if (auto r = requireFieldAndTerritory(a, kCard))
        return r;
    const int f = idx(*a.field);
    const int from = s.fieldAt[f];
    if (from < 0)
        return reject(Reason::FieldNotOnBoard, techRule(kCard), f);
    if (s.tech.straddles[f] >= 0)
        return reject(Reason::FieldStraddlesAlready, "X-38", f);
    if (!controls(s, seat, static_cast<Territory>(from)))
        return reject(Reason::NotController, techRule(kCard), from);
    if (!adjacent(static_cast<Territory>(from), *a.territory))
        return reject(Reason::NotAdjacent, "X-38", from, idx(*a.territory));
    if (auto r = pay(s, seat, techFuelCost(s, seat, kTechValues.fieldAmplifierFuel), 0, techRule(kCard)))
        return r;
    s.tech.straddles[f] = static_cast<int8_t>(idx(*a.territory));
    settleRelic(s); // the Isolation Field reaching Burroughs Desert sends the Relic Ship home
    return std::nullopt;
}

void useChoices(const GameState &s, int seat, const CardArgsSink &emit)
{
    for (int f = 0; f < kFieldCount; ++f) {
        const int from = s.fieldAt[f];
        if (from < 0 || s.tech.straddles[f] >= 0 || !controls(s, seat, static_cast<Territory>(from)))
            continue;
        for (int t = 0; t < kTerritoryCount; ++t)
            if (adjacent(static_cast<Territory>(from), static_cast<Territory>(t))) {
                CardArgs a;
                a.field = static_cast<Field>(f);
                a.territory = static_cast<Territory>(t);
                emit(a);
            }
    }
}

// The discard moves a generator unless it stands wholly on the territory already.
bool movesTo(const GameState &s, int f, int t)
{
    return s.fieldAt[f] >= 0 && (s.fieldAt[f] != t || s.tech.straddles[f] >= 0);
}

Result discard(GameState &s, int seat, const CardArgs &a)
{
    if (auto r = requireTerritory(a, kCard))
        return r;
    if (!hasColonyOn(s, seat, *a.territory))
        return reject(Reason::NoColonyThere, techRule(kCard), seat, idx(*a.territory));
    bool moved = false;
    for (int f = 0; f < kFieldCount; ++f)
        if (movesTo(s, f, idx(*a.territory))) {
            placeField(s, static_cast<Field>(f), idx(*a.territory));
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
        for (int f = 0; f < kFieldCount; ++f)
            moves = moves || movesTo(s, f, t);
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
    .use = use,
    .useChoices = useChoices,
    .discard = discard,
    .discardChoices = choices,
};

} // namespace af::detail::techcards

namespace af::detail {

bool anyStraddle(const GameState &s)
{
    for (int8_t t : s.tech.straddles)
        if (t >= 0)
            return true;
    return false;
}

void endStraddles(GameState &s)
{
    if (!anyStraddle(s))
        return;
    s.tech.straddles = {-1, -1, -1};
    settleRelic(s); // an Isolation Field leaving Burroughs Desert
}

Result settleStraddles(GameState &s, Card c, const FieldPlaces &settle)
{
    const bool settles = hasModule(s.modules, Module::ExtraTech) && c == Card::FieldAmplifier;
    for (int f = 0; f < kFieldCount; ++f) {
        const int other = settles ? s.tech.straddles[f] : -1;
        if (other < 0) {
            if (settle[f] != -1)
                return reject(Reason::UnexpectedParameter, "X-38");
            continue;
        }
        if (settle[f] != s.fieldAt[f] && settle[f] != other)
            return reject(Reason::StraddleToSettle, "X-38", f, s.fieldAt[f], other);
        placeField(s, static_cast<Field>(f), settle[f]);
    }
    settleRelic(s);
    return std::nullopt;
}

void straddleSettlements(const GameState &s, Card c, const std::function<void(const FieldPlaces &)> &emit)
{
    FieldPlaces settle{-1, -1, -1};
    if (!hasModule(s.modules, Module::ExtraTech) || c != Card::FieldAmplifier || !anyStraddle(s)) {
        emit(settle);
        return;
    }
    // Each straddling generator in one of its two territories: at most 2^3 combinations.
    const auto choose = [&](const auto &self, int f) -> void {
        if (f == kFieldCount) {
            emit(settle);
            return;
        }
        if (s.tech.straddles[f] < 0) {
            self(self, f + 1);
            return;
        }
        for (int8_t t : {s.fieldAt[f], s.tech.straddles[f]}) {
            settle[f] = t;
            self(self, f + 1);
        }
        settle[f] = -1;
    };
    choose(choose, 0);
}

} // namespace af::detail
