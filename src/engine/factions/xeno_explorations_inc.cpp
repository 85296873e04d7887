// Xeno Explorations, Inc. (section 2, X-24, adjacency of section 6). Docking: move the REV to an adjacent
// territory and use that territory's bonus as if you controlled it, for the rest of the turn while the REV stays
// there. Owner, once per turn: pay 1 fuel for the same move and bonus. The Repulsor Field stops the REV entering
// or leaving; the Isolation Field lets it in without a bonus; Burroughs Desert gives no bonus.
#include "../modules/extension.h"
#include "../values.h"

namespace af::detail::factions {

namespace {

constexpr Faction kSelf = Faction::XenoExplorationsInc;

Result moveRev(GameState &s, const FactionArgs &a)
{
    if (auto r = allowOnly(a, kArgTo, kSelf))
        return r;
    if (!a.to || idx(*a.to) >= kTerritoryCount)
        return reject(Reason::TerritoryRequired, boardRule(kSelf));
    const Territory from = static_cast<Territory>(s.factions.rev);
    const Territory to = *a.to;
    if (!adjacent(from, to))
        return reject(Reason::NotAdjacent, "X-24", idx(from), idx(to));
    for (Territory t : {from, to})
        if (fieldOn(s, Field::Repulsor, t))
            return reject(Reason::RepulsorBlocks, "X-24", idx(t));
    s.factions.rev = static_cast<int8_t>(idx(to));
    if (to != Territory::BurroughsDesert) // the Isolation Field is checked where the bonus is used (bonusActive)
        s.factions.turn.revBonus = static_cast<uint16_t>(s.factions.turn.revBonus | (1u << idx(to)));
    return std::nullopt;
}

Result dock(GameState &s, int, const Dock &d, int) { return moveRev(s, d.faction); }

void choices(const GameState &s, int, const ArgsSink &emit)
{
    for (int t = 0; t < kTerritoryCount; ++t) {
        if (!adjacent(static_cast<Territory>(s.factions.rev), static_cast<Territory>(t)))
            continue;
        FactionArgs a;
        a.to = static_cast<Territory>(t);
        emit(a);
    }
}

Result owner(GameState &s, int seat, const FactionArgs &a)
{
    if (auto r = payBoardCost(s, seat, kFactionValues.xenoOwnerCost, kSelf))
        return r;
    return moveRev(s, a);
}

} // namespace

extern const FactionRules xenoExplorationsInc{.faction = kSelf,
                                              .implemented = true,
                                              .dock = dock,
                                              .dockChoices = choices,
                                              .ownerAbility = owner,
                                              .ownerChoices = choices};

} // namespace af::detail::factions
