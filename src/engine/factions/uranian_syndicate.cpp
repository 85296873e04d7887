// Uranian Syndicate (section 2, X-23). Docking: pay 1 ore to move one of your colonies, or 2 ore to move an
// opponent's, to any other territory (no adjacency); the Repulsor Field blocks both ends. Owner, once per turn:
// use the bonus of one contested territory (two or more colonies, no controller) until the end of the turn; not
// Burroughs Desert, not under the Isolation Field.
#include "../modules/extension.h"
#include "../values.h"

namespace af::detail::factions {

namespace {

constexpr Faction kSelf = Faction::UranianSyndicate;

Result dock(GameState &s, int seat, const Dock &d, int)
{
    const FactionArgs &a = d.faction;
    if (auto r = allowOnly(a, kArgFrom | kArgTo | kArgPlayer, kSelf))
        return r;
    const Resources cost = a.player == seat ? kFactionValues.uranianOwnColony : kFactionValues.uranianOpponentColony;
    if (auto r = payBoardCost(s, seat, cost, kSelf))
        return r;
    return moveColony(s, a.player, a.from, a.to, boardRule(kSelf));
}

void dockChoices(const GameState &s, int, const ArgsSink &emit) { colonyMoveChoices(s, false, emit); }
// The moves offered (moveColony accepting them) differ only in their cost: own colony or an opponent's.
int choiceClass(const GameState &, int seat, const FactionArgs &a) { return a.player == seat ? 0 : 1; }

Result owner(GameState &s, int, const FactionArgs &a)
{
    if (auto r = allowOnly(a, kArgTo, kSelf))
        return r;
    if (!a.to || idx(*a.to) >= kTerritoryCount)
        return reject(Reason::TerritoryRequired, boardRule(kSelf));
    const Territory t = *a.to;
    if (t == Territory::BurroughsDesert)
        return reject(Reason::BurroughsExempt, "X-23");
    if (fieldOn(s, Field::Isolation, t))
        return reject(Reason::IsolationBlocks, "X-23", idx(t));
    if (coloniesOn(s, t) < 2 || controllerOf(s, t) != kNoPlayer)
        return reject(Reason::NotContested, "X-23", idx(t));
    s.factions.turn.lentBonus = static_cast<uint16_t>(s.factions.turn.lentBonus | (1u << idx(t)));
    return std::nullopt;
}

void ownerChoices(const GameState &, int, const ArgsSink &emit)
{
    for (int t = 0; t < kTerritoryCount; ++t) {
        FactionArgs a;
        a.to = static_cast<Territory>(t);
        emit(a);
    }
}

} // namespace

extern const FactionRules uranianSyndicate{.faction = kSelf,
                                           .implemented = true,
                                           .dock = dock,
                                           .dockChoices = dockChoices,
                                           .dockCost = kFactionValues.uranianOwnColony, // the cheaper of its two moves
                                           .dockChoiceClass = choiceClass,
                                           .ownerAbility = owner,
                                           .ownerChoices = ownerChoices};

} // namespace af::detail::factions
