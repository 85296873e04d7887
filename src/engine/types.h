// Basic vocabulary of the game: rulesets, colours, facilities, territories, field generators, cards, and their
// file/CLI ids (shared/rules/IDS.md). Plain C++20, no Qt: the engine is used by the app, the CLI and the tests.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace af {

inline constexpr int kMaxPlayers = 6; // Edition X colour packs; the base game seats 2 to 4
inline constexpr int kMinPlayers = 2;
inline constexpr int kShipsPerColor = 6;
inline constexpr int kRelicShip = kMaxPlayers * kShipsPerColor; // the colourless ship
// The Brethren of the Stars' die (factions module, X-8): a ship with no value, owned by that board's owner; out of
// the game in every other game.
inline constexpr int kBrethrenShip = kRelicShip + 1;
inline constexpr int kShipCount = kBrethrenShip + 1;
inline constexpr int kNoPlayer = -1;
inline constexpr int kNoShip = -1;
inline constexpr int kHubLaunchCircle = 7;
inline constexpr int kHubPortsPerTrack = 3;
inline constexpr int kHandLimit = 8; // resource tokens kept at the end of a turn
inline constexpr int kArtifactClaimTotal = 8;
inline constexpr int kDisplaySize = 3;

enum class Ruleset : uint8_t { R2013, FirstEdition, EditionX };
inline constexpr int kRulesetCount = 3;

// Edition X colour packs add purple and white (our choice of ids, documented in src/record/record-format.md).
enum class Color : uint8_t { Red, Blue, Green, Yellow, Purple, White };
inline constexpr int kColorCount = 6;

enum class Resource : uint8_t { Fuel, Ore };

enum class Facility : uint8_t {
    SolarConverter,
    LunarMine,
    OrbitalMarket,
    AlienArtifact,
    ColonistHub,
    ColonyConstructor,
    TerraformingStation,
    Shipyard,
    RaidersOutpost,
    MaintenanceBay,
};
inline constexpr int kFacilityCount = 10;

enum class Territory : uint8_t {
    AsimovCrater,
    BradburyPlateau,
    BurroughsDesert,
    HeinleinPlains,
    HerbertValley,
    LemBadlands,
    PohlFoothills,
    VanVogtMountains,
};
inline constexpr int kTerritoryCount = 8;

enum class Field : uint8_t { Isolation, Positron, Repulsor };
inline constexpr int kFieldCount = 3;

enum class Card : uint8_t {
    AlienCity,
    AlienMonument,
    BoosterPod,
    DataCrystal,
    GravityManipulator,
    HolographicDecoy,
    OrbitalTeleporter,
    PlasmaCannon,
    PolarityDevice,
    ResourceCache,
    StasisBeam,
    TemporalWarper,
    MindControlHelmet,
    // Module extra-tech (EXPANSIONS.md section 4): one copy each, in the catalogue's order. The catalogue's 36th
    // card is unidentified: it is a data slot of the module (modules/tech_registry.cpp), not a card.
    AlienSarcophagus,
    AstrogationServo,
    AutoPilotAI,
    BioIntegrationCircuit,
    ChameleonCloak,
    ChronoSpike,
    DeflectorShield,
    Electrofabricator,
    ExperimentalFTLDrive,
    FieldAmplifier,
    FieldPropagator,
    FleetInterlink,
    GravitronShunt,
    InfiltrationAI,
    InfinityMirror,
    IonFluctuator,
    LunarTunneler,
    MagneticLockdown,
    MultiverseWindow,
    NanoRecycler,
    NullTimeVault,
    OracleEngine,
    OscillationCapacitor,
    PetaBitProcessor,
    ProbabilityFocus,
    ResonatingBeacon,
    RetrievalWebbing,
    ScoutDrone,
    SeismicDetonator,
    ShipbreakerDrone,
    ShipfitterDrone,
    SolarHarvester,
    SuperconductingGrapple,
    SuppressionMatrix,
    TeleOperator,
};
inline constexpr int kBaseCardCount = 13; // the base game's cards come first
inline constexpr int kCardCount = kBaseCardCount + 35;
inline constexpr bool isExtraTech(int card) { return card >= kBaseCardCount && card < kCardCount; }

template <typename E> constexpr int idx(E e) { return static_cast<int>(e); }

// Ids as used in files and on the command line. fromId returns nullopt for an unknown id.
std::string_view toId(Ruleset);
std::string_view toId(Color);
std::string_view toId(Resource);
std::string_view toId(Facility);
std::string_view toId(Territory);
std::string_view toId(Field);
std::string_view toId(Card);
template <typename E> std::optional<E> fromId(std::string_view id);
template <> std::optional<Ruleset> fromId<Ruleset>(std::string_view);
template <> std::optional<Color> fromId<Color>(std::string_view);
template <> std::optional<Resource> fromId<Resource>(std::string_view);
template <> std::optional<Facility> fromId<Facility>(std::string_view);
template <> std::optional<Territory> fromId<Territory>(std::string_view);
template <> std::optional<Field> fromId<Field>(std::string_view);
template <> std::optional<Card> fromId<Card>(std::string_view);

// English display names, used by the CLI; the app shows translated names.
std::string_view displayName(Facility);
std::string_view displayName(Territory);
std::string_view displayName(Field);
std::string_view displayName(Card);
std::string_view displayName(Color);

// The field generator that a card's discard power places or moves (nullopt for other cards).
std::optional<Field> fieldPlacedBy(Card);
// The card has a power used once per turn (paid with fuel, or free for a few extra cards); City, Monument, Decoy
// and Resource Cache have none, nor the extra cards whose only powers are passive or discards.
bool hasFuelPower(Card);

} // namespace af
