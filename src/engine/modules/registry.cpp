// The registry of faction boards: one line per faction, in enum order. A board's rules live in its own file in
// src/engine/factions/; a board not written yet has an entry with implemented = false, which keeps the factions
// module refused for users (modules.cpp names the missing boards).
#include "extension.h"

namespace af::detail {

namespace factions {
extern const FactionRules corexConglomerated;
extern const FactionRules darkSpaceExplorers;
extern const FactionRules homesteadersUnion;
extern const FactionRules proximaCentauriScholars;
extern const FactionRules sunriseCommune;
extern const FactionRules terranExchange;
extern const FactionRules uranianSyndicate;
extern const FactionRules mercurysAngels;
extern const FactionRules xenoExplorationsInc;
extern const FactionRules newGaiaEngineers;
extern const FactionRules scavengerFleet;
extern const FactionRules smugglersAlliance;
extern const FactionRules brethrenOfTheStars;
extern const FactionRules prophetsOfTheArtifact;
} // namespace factions

const FactionRules &factionRules(Faction f)
{
    using namespace factions;
    static const std::array<const FactionRules *, kFactionCount> table{
        &brethrenOfTheStars, &corexConglomerated,      &darkSpaceExplorers, &homesteadersUnion,
        &mercurysAngels,     &newGaiaEngineers,        &prophetsOfTheArtifact, &proximaCentauriScholars,
        &scavengerFleet,     &smugglersAlliance,       &sunriseCommune,     &terranExchange,
        &uranianSyndicate,   &xenoExplorationsInc,
    };
    return *table[static_cast<int>(f)];
}

std::string missingFactions()
{
    std::string out;
    for (int i = 0; i < kFactionCount; ++i) {
        const FactionRules &r = factionRules(static_cast<Faction>(i));
        if (r.implemented || r.needsAgendas)
            continue;
        if (!out.empty())
            out += ", ";
        out += displayName(r.faction);
    }
    return out;
}

} // namespace af::detail
