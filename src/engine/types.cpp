#include "types.h"

#include "modules/faction_types.h"

namespace af {

namespace {

struct Names {
    std::string_view id;
    std::string_view display;
};

constexpr std::array<std::string_view, kRulesetCount> kRulesetIds{"2013", "first-edition", "edition-x"};

constexpr std::array<Names, kColorCount> kColors{{
    {"red", "Red"},
    {"blue", "Blue"},
    {"green", "Green"},
    {"yellow", "Yellow"},
    {"purple", "Purple"},
    {"white", "White"},
}};

constexpr std::array<std::string_view, 2> kResourceIds{"fuel", "ore"};

constexpr std::array<Names, kFacilityCount> kFacilities{{
    {"solar-converter", "Solar Converter"},
    {"lunar-mine", "Lunar Mine"},
    {"orbital-market", "Orbital Market"},
    {"alien-artifact", "Alien Artifact"},
    {"colonist-hub", "Colonist Hub"},
    {"colony-constructor", "Colony Constructor"},
    {"terraforming-station", "Terraforming Station"},
    {"shipyard", "Shipyard"},
    {"raiders-outpost", "Raiders' Outpost"},
    {"maintenance-bay", "Maintenance Bay"},
}};

constexpr std::array<Names, kTerritoryCount> kTerritories{{
    {"asimov-crater", "Asimov Crater"},
    {"bradbury-plateau", "Bradbury Plateau"},
    {"burroughs-desert", "Burroughs Desert"},
    {"heinlein-plains", "Heinlein Plains"},
    {"herbert-valley", "Herbert Valley"},
    {"lem-badlands", "Lem Badlands"},
    {"pohl-foothills", "Pohl Foothills"},
    {"van-vogt-mountains", "Van Vogt Mountains"},
}};

constexpr std::array<Names, kFieldCount> kFields{{
    {"isolation", "Isolation Field"},
    {"positron", "Positron Field"},
    {"repulsor", "Repulsor Field"},
}};

constexpr std::array<Names, kCardCount> kCards{{
    {"alien-city", "Alien City"},
    {"alien-monument", "Alien Monument"},
    {"booster-pod", "Booster Pod"},
    {"data-crystal", "Data Crystal"},
    {"gravity-manipulator", "Gravity Manipulator"},
    {"holographic-decoy", "Holographic Decoy"},
    {"orbital-teleporter", "Orbital Teleporter"},
    {"plasma-cannon", "Plasma Cannon"},
    {"polarity-device", "Polarity Device"},
    {"resource-cache", "Resource Cache"},
    {"stasis-beam", "Stasis Beam"},
    {"temporal-warper", "Temporal Warper"},
    {"mind-control-helmet", "Mind Control Helmet"},
    {"alien-sarcophagus", "Alien Sarcophagus"},
    {"astrogation-servo", "Astrogation Servo"},
    {"auto-pilot-ai", "Auto Pilot A.I."},
    {"bio-integration-circuit", "Bio-Integration Circuit"},
    {"chameleon-cloak", "Chameleon Cloak"},
    {"chrono-spike", "Chrono-Spike"},
    {"deflector-shield", "Deflector Shield"},
    {"electrofabricator", "Electrofabricator"},
    {"experimental-ftl-drive", "Experimental FTL Drive"},
    {"field-amplifier", "Field Amplifier"},
    {"field-propagator", "Field Propagator"},
    {"fleet-interlink", "Fleet Interlink"},
    {"gravitron-shunt", "Gravitron Shunt"},
    {"infiltration-ai", "Infiltration A.I."},
    {"infinity-mirror", "Infinity Mirror"},
    {"ion-fluctuator", "Ion Fluctuator"},
    {"lunar-tunneler", "Lunar Tunneler"},
    {"magnetic-lockdown", "Magnetic Lockdown"},
    {"multiverse-window", "Multiverse Window"},
    {"nano-recycler", "Nano-Recycler"},
    {"null-time-vault", "Null-Time Vault"},
    {"oracle-engine", "Oracle Engine"},
    {"oscillation-capacitor", "Oscillation Capacitor"},
    {"peta-bit-processor", "Peta-Bit Processor"},
    {"probability-focus", "Probability Focus"},
    {"resonating-beacon", "Resonating Beacon"},
    {"retrieval-webbing", "Retrieval Webbing"},
    {"scout-drone", "Scout Drone"},
    {"seismic-detonator", "Seismic Detonator"},
    {"shipbreaker-drone", "Shipbreaker Drone"},
    {"shipfitter-drone", "Shipfitter Drone"},
    {"solar-harvester", "Solar Harvester"},
    {"superconducting-grapple", "Superconducting Grapple"},
    {"suppression-matrix", "Suppression Matrix"},
    {"tele-operator", "Tele-Operator"},
}};

template <typename E, std::size_t N> std::optional<E> findId(const std::array<Names, N> &table, std::string_view id)
{
    for (std::size_t i = 0; i < N; ++i)
        if (table[i].id == id)
            return static_cast<E>(i);
    return std::nullopt;
}

template <typename E, std::size_t N>
std::optional<E> findId(const std::array<std::string_view, N> &table, std::string_view id)
{
    for (std::size_t i = 0; i < N; ++i)
        if (table[i] == id)
            return static_cast<E>(i);
    return std::nullopt;
}

} // namespace

std::string_view toId(Ruleset r) { return kRulesetIds[idx(r)]; }
std::string_view toId(Color c) { return kColors[idx(c)].id; }
std::string_view toId(Resource r) { return kResourceIds[idx(r)]; }
// A faction board is a facility too (modules/faction_types.h): its id and name are the faction's.
std::string_view toId(Facility f) { return isBoardFacility(f) ? toId(boardOf(f)) : kFacilities[idx(f)].id; }
std::string_view toId(Territory t) { return kTerritories[idx(t)].id; }
std::string_view toId(Field f) { return kFields[idx(f)].id; }
std::string_view toId(Card c) { return kCards[idx(c)].id; }

template <> std::optional<Ruleset> fromId<Ruleset>(std::string_view id) { return findId<Ruleset>(kRulesetIds, id); }
template <> std::optional<Color> fromId<Color>(std::string_view id) { return findId<Color>(kColors, id); }
template <> std::optional<Resource> fromId<Resource>(std::string_view id)
{
    return findId<Resource>(kResourceIds, id);
}
template <> std::optional<Facility> fromId<Facility>(std::string_view id)
{
    if (const auto board = fromId<Faction>(id))
        return boardFacility(*board);
    return findId<Facility>(kFacilities, id);
}
template <> std::optional<Territory> fromId<Territory>(std::string_view id)
{
    return findId<Territory>(kTerritories, id);
}
template <> std::optional<Field> fromId<Field>(std::string_view id) { return findId<Field>(kFields, id); }
template <> std::optional<Card> fromId<Card>(std::string_view id) { return findId<Card>(kCards, id); }

std::string_view displayName(Facility f)
{
    return isBoardFacility(f) ? displayName(boardOf(f)) : kFacilities[idx(f)].display;
}
std::string_view displayName(Territory t) { return kTerritories[idx(t)].display; }
std::string_view displayName(Field f) { return kFields[idx(f)].display; }
std::string_view displayName(Card c) { return kCards[idx(c)].display; }
std::string_view displayName(Color c) { return kColors[idx(c)].display; }

std::optional<Field> fieldPlacedBy(Card c)
{
    switch (c) {
    case Card::StasisBeam:
        return Field::Isolation;
    case Card::DataCrystal:
        return Field::Positron;
    case Card::GravityManipulator:
        return Field::Repulsor;
    default:
        return std::nullopt;
    }
}

bool extraTechHasPaidPower(Card c); // the extra-tech registry's data (modules/tech_registry.cpp)

bool hasFuelPower(Card c)
{
    if (isExtraTech(idx(c)))
        return extraTechHasPaidPower(c);
    switch (c) {
    case Card::AlienCity:
    case Card::AlienMonument:
    case Card::HolographicDecoy:
    case Card::ResourceCache:
        return false;
    default:
        return true;
    }
}

} // namespace af
