#include "faction_types.h"

namespace af {

namespace {

struct FactionName {
    std::string_view id;
    std::string_view display;
};

constexpr std::array<FactionName, kFactionCount> kFactionNames{{
    {"brethren-of-the-stars", "Brethren of the Stars"},
    {"corex-conglomerated", "Corex Conglomerated"},
    {"dark-space-explorers", "Dark Space Explorers"},
    {"homesteaders-union", "Homesteaders Union"},
    {"mercurys-angels", "Mercury's Angels"},
    {"new-gaia-engineers", "New Gaia Engineers"},
    {"prophets-of-the-artifact", "Prophets of the Artifact"},
    {"proxima-centauri-scholars", "Proxima Centauri Scholars"},
    {"scavenger-fleet", "Scavenger Fleet"},
    {"smugglers-alliance", "Smugglers' Alliance"},
    {"sunrise-commune", "Sunrise Commune"},
    {"terran-exchange", "Terran Exchange"},
    {"uranian-syndicate", "Uranian Syndicate"},
    {"xeno-explorations-inc", "Xeno Explorations, Inc."},
}};

} // namespace

std::string_view toId(Faction f) { return kFactionNames[static_cast<int>(f)].id; }
std::string_view displayName(Faction f) { return kFactionNames[static_cast<int>(f)].display; }

template <> std::optional<Faction> fromId<Faction>(std::string_view id)
{
    for (int i = 0; i < kFactionCount; ++i)
        if (kFactionNames[i].id == id)
            return static_cast<Faction>(i);
    return std::nullopt;
}

} // namespace af
