// Proxima Centauri Scholars (section 2, X-18). Docking: pay 1 fuel to move a field generator already on the planet
// to another territory. Owner, once per turn: pay 2 fuel to place an off-board generator on a territory, or to
// take one off the planet; never to move one. The Repulsor Field does not block field moves.
#include "../modules/extension.h"
#include "../modules/field_moves.h"
#include "../values.h"

namespace af::detail::factions {

namespace {

constexpr Faction kSelf = Faction::ProximaCentauriScholars;

bool validField(const FactionArgs &a) { return a.field && idx(*a.field) >= 0 && idx(*a.field) < kFieldCount; }
bool validTo(const FactionArgs &a) { return a.to && idx(*a.to) >= 0 && idx(*a.to) < kTerritoryCount; }

Result dock(GameState &s, int seat, const Dock &d, int)
{
    const FactionArgs &a = d.faction;
    if (auto r = allowOnly(a, kArgField | kArgTo, kSelf))
        return r;
    if (!validField(a) || !validTo(a))
        return reject(Reason::ChoiceRequired, boardRule(kSelf), idx(boardFacility(kSelf)));
    const int at = s.fieldAt[idx(*a.field)];
    if (at < 0)
        return reject(Reason::FieldNotOnBoard, boardRule(kSelf), idx(*a.field));
    if (fieldOn(s, *a.field, *a.to))
        return reject(Reason::SameTerritory, "R-14", idx(*a.to));
    if (auto r = payBoardCost(s, seat, kFactionValues.proximaDockCost, kSelf))
        return r;
    placeField(s, *a.field, idx(*a.to));
    settleRelic(s);
    return std::nullopt;
}

// Only the moves dock() accepts for the choice itself (a generator on the planet, to a territory it is not in): the
// rest of its verdict (the port, the fee, the 1 fuel) is the same for every move, so legalActions checks one move
// for all of them (dockChoiceClass) rather than each of the up to 36.
void dockChoices(const GameState &s, int, const ArgsSink &emit)
{
    forEachFieldMove(s, [&](Field f, Territory t) {
        FactionArgs a;
        a.field = f;
        a.to = t;
        emit(a);
    });
}

int choiceClass(const GameState &, int, const FactionArgs &) { return 0; }

// `to` given: place an off-board generator there; no `to`: take the generator off the planet.
Result owner(GameState &s, int seat, const FactionArgs &a)
{
    if (auto r = allowOnly(a, kArgField | kArgTo, kSelf))
        return r;
    if (!validField(a) || (a.to && !validTo(a)))
        return reject(Reason::ChoiceRequired, boardRule(kSelf), idx(boardFacility(kSelf)));
    const int at = s.fieldAt[idx(*a.field)];
    if (a.to && at >= 0)
        return reject(Reason::FieldAlreadyOnBoard, boardRule(kSelf), idx(*a.field));
    if (!a.to && at < 0)
        return reject(Reason::FieldNotOnBoard, boardRule(kSelf), idx(*a.field));
    if (auto r = payBoardCost(s, seat, kFactionValues.proximaOwnerCost, kSelf))
        return r;
    placeField(s, *a.field, a.to ? idx(*a.to) : -1);
    settleRelic(s);
    return std::nullopt;
}

void ownerChoices(const GameState &s, int, const ArgsSink &emit)
{
    for (int f = 0; f < kFieldCount; ++f) {
        FactionArgs a;
        a.field = static_cast<Field>(f);
        if (s.fieldAt[f] >= 0) {
            emit(a);
            continue;
        }
        for (int t = 0; t < kTerritoryCount; ++t) {
            a.to = static_cast<Territory>(t);
            emit(a);
        }
    }
}

} // namespace

extern const FactionRules proximaCentauriScholars{.faction = kSelf,
                                                  .implemented = true,
                                                  .dock = dock,
                                                  .dockChoices = dockChoices,
                                                  .dockCost = kFactionValues.proximaDockCost,
                                                  .dockChoiceClass = choiceClass,
                                                  .ownerAbility = owner,
                                                  .ownerChoices = ownerChoices};

} // namespace af::detail::factions
