// Smugglers' Alliance (section 2, X-20). Docking: only together with a legal run docked at the Raiders' Outpost in
// the same action (Dock at the Outpost naming this ship in `faction.ship`); the raid may then take up to 4
// resources and 1 alien tech card from any mix of opponents (the card first: a Decoy taken no longer protects).
// Owner: bumps a run at the Raiders' Outpost with any run of 3, whatever its sum, own ships included.
#include "../modules/extension.h"
#include "../values.h"

namespace af::detail::factions {

namespace {

constexpr Faction kSelf = Faction::SmugglersAlliance;

Result dock(GameState &s, int, const Dock &d, int)
{
    if (auto r = requireNoChoice(d.faction, kSelf))
        return r;
    if (!s.factions.turn.smuggling)
        return reject(Reason::NoRaidAlongside, "X-20");
    return std::nullopt;
}

// Docked only with the Outpost's run: legalActions lists it there (no docking of its own).
void noOwnDocking(const GameState &, int, const ArgsSink &) {}

} // namespace

extern const FactionRules smugglersAlliance{
    .faction = kSelf, .implemented = true, .dock = dock, .dockChoices = noOwnDocking, .bumpWithAnyRun = true};

} // namespace af::detail::factions
