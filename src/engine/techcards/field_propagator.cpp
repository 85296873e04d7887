// Field Propagator (EXPANSIONS.md section 4, #11): 2F (value T13): a die names a field generator (1-3 Repulsor,
// 4-5 Positron, 6 Isolation), which its user places, or moves, to a territory where they have a colony; not the
// one it already sits on. The die is a chance event of its own (stage FieldRoll: entered by the table, or
// rolled from the seed), the territory the user's next action (stage FieldPlace); with no such territory the fuel is
// spent for nothing. Discard: move one field generator that is on the planet to another territory, any territory
// (a field generator is not a colony: the Repulsor Field does not stop it).
#include "../modules/field_moves.h"
#include "../modules/tech.h"
#include "../values.h"

namespace af::detail::techcards {

namespace {

constexpr Card kCard = Card::FieldPropagator;

// The generator the die names, as the card prints it.
Field fieldForDie(int value)
{
    return value <= 3 ? Field::Repulsor : value <= 5 ? Field::Positron : Field::Isolation;
}

// The territories the named generator may go to: the user's colonies, not where it sits already (a straddling one
// sits on both of its territories, X-38).
bool placeable(const GameState &s, int seat, Field f, Territory t)
{
    return hasColonyOn(s, seat, t) && !fieldOn(s, f, t);
}

Result use(GameState &s, int seat, const CardArgs &a)
{
    if (auto r = requireNoArgs(a, kCard))
        return r;
    if (auto r = pay(s, seat, techFuelCost(s, seat, kTechValues.fieldPropagatorFuel), 0, techRule(kCard)))
        return r;
    s.stage = Stage::FieldRoll; // the die is entered by the table, or rolled from the seed
    return std::nullopt;
}

Result discard(GameState &s, int, const CardArgs &a)
{
    if (auto r = requireFieldAndTerritory(a, kCard))
        return r;
    const int from = s.fieldAt[idx(*a.field)];
    if (from < 0)
        return reject(Reason::FieldNotOnBoard, techRule(kCard), idx(*a.field));
    if (fieldOn(s, *a.field, *a.territory)) // straddling, it is on both of its territories
        return reject(Reason::SameTerritory, techRule(kCard), idx(*a.territory));
    placeField(s, *a.field, idx(*a.territory));
    settleRelic(s); // the Isolation Field arriving on Burroughs Desert sends the Relic Ship home
    return std::nullopt;
}

void choices(const GameState &s, int, const CardArgsSink &emit)
{
    forEachFieldMove(s, [&](Field f, Territory t) {
        CardArgs a;
        a.field = f;
        a.territory = t;
        emit(a);
    });
}

} // namespace

extern const TechCardRules fieldPropagator{
    .card = kCard,
    .paidPower = true,
    .discardPower = true,
    .implemented = true,
    .fuelCost = true,
    .use = use,
    .useChoices = noArgs,
    .discard = discard,
    .discardChoices = choices,
};

} // namespace af::detail::techcards

namespace af::detail {

Result propagatorDieRolled(GameState &s, const DieList &values)
{
    if (values.size() != 1)
        return reject(Reason::WrongValueCount, techRule(techcards::kCard), 1, values.size());
    if (values[0] < 1 || values[0] > 6)
        return reject(Reason::DieOutOfRange, techRule(techcards::kCard), values[0]);
    const Field f = techcards::fieldForDie(values[0]);
    s.stage = Stage::Main; // no territory for it: the fuel is spent, nothing moves
    for (int t = 0; t < kTerritoryCount; ++t)
        if (techcards::placeable(s, s.current, f, static_cast<Territory>(t))) {
            s.tech.propagatedField = static_cast<int8_t>(idx(f));
            s.stage = Stage::FieldPlace;
            break;
        }
    return std::nullopt;
}

Result placePropagatedField(GameState &s, const UseCard &u)
{
    if (u.card != techcards::kCard)
        return reject(Reason::PlaceFieldFirst, "X-56", idx(techcards::kCard));
    if (auto r = requireTerritory(u.args, techcards::kCard))
        return r;
    const Field f = static_cast<Field>(s.tech.propagatedField);
    const Territory t = *u.args.territory;
    if (!hasColonyOn(s, s.current, t))
        return reject(Reason::NoColonyThere, techRule(techcards::kCard), s.current, idx(t));
    if (!techcards::placeable(s, s.current, f, t))
        return reject(Reason::SameTerritory, "X-56", idx(t));
    placeField(s, f, idx(t));
    settleRelic(s); // the Isolation Field arriving on Burroughs Desert sends the Relic Ship home
    s.tech.propagatedField = -1;
    s.stage = Stage::Main;
    return std::nullopt;
}

void propagatedFieldChoices(const GameState &s, const CardArgsSink &emit)
{
    const Field f = static_cast<Field>(s.tech.propagatedField);
    for (int t = 0; t < kTerritoryCount; ++t)
        if (techcards::placeable(s, s.current, f, static_cast<Territory>(t))) {
            CardArgs a;
            a.territory = static_cast<Territory>(t);
            emit(a);
        }
}

} // namespace af::detail
