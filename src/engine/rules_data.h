// Everything that varies by player count or ruleset, as data (shared/rules/RULINGS.md sections 1 and 2).
// One engine reads these tables; rulesets are options, not forks of the code.
#pragma once

#include "modules/modules.h"
#include "types.h"

#include <array>

namespace af {

// How the docking ports of a facility are grouped.
enum class PortShape : uint8_t {
    Single,    // each ship takes one port (Solar Converter, Lunar Mine, Alien Artifact, Terraforming Station)
    Pair,      // two ships of equal value (Orbital Market, Shipyard)
    Triple,    // three ships of equal value (Colony Constructor)
    Run,       // three consecutive values (Raiders' Outpost)
    HubTrack,  // one track of three ports per player (Colonist Hub, 2-4 players)
    FreeformHub, // any of the Hub's 12 ports, at most 3 ships per player (Colonist Hub, 5-6 players, X-58)
    Unlimited, // Maintenance Bay
};

struct FacilityLayout {
    PortShape shape;
    int slotCount; // single ports, or groups of ports for Pair/Triple/Run, or tracks for the Hub
};

// Edition X with 5 or 6 players: the Colonist Hub is freeform (EXPANSIONS.md 1.5, X-58).
inline bool freeformHubFor(int playerCount) { return playerCount >= 5; }
inline constexpr int kHubTracks = 4;
inline constexpr int kHubPorts = kHubTracks * 3; // the freeform Hub's 12 ports
inline constexpr int kHubShipsPerPlayer = 3;     // the freeform Hub's limit per player

// Usable ports for 4, 3 and 2 players (RULINGS section 1). Covers stay for the whole game. With 5 and 6 players
// every port is usable, as with 4 (EXPANSIONS.md 1.5), and the Colonist Hub is freeform. In the header so that
// facilityLayout inlines: it is asked for every docking tried.
struct PortTable {
    PortShape shape;
    int four, three, two;
    int portsPerSlot;
};

inline constexpr std::array<PortTable, kFacilityCount> kPorts{{
    {PortShape::Single, 8, 7, 7, 1},    // Solar Converter
    {PortShape::Single, 5, 4, 3, 1},    // Lunar Mine
    {PortShape::Pair, 2, 1, 1, 2},      // Orbital Market
    {PortShape::Single, 4, 4, 4, 1},    // Alien Artifact
    {PortShape::HubTrack, 4, 4, 4, 3},  // Colonist Hub
    {PortShape::Triple, 2, 2, 1, 3},    // Colony Constructor
    {PortShape::Single, 1, 1, 1, 1},    // Terraforming Station
    {PortShape::Pair, 3, 2, 1, 2},      // Shipyard
    {PortShape::Run, 1, 1, 1, 3},       // Raiders' Outpost
    {PortShape::Unlimited, 0, 0, 0, 0}, // Maintenance Bay
}};

inline FacilityLayout facilityLayout(Facility facility, int playerCount)
{
    if (facility == Facility::ColonistHub && freeformHubFor(playerCount))
        return {PortShape::FreeformHub, kHubPorts};
    const PortTable &row = kPorts[idx(facility)];
    const int usable = playerCount >= 4 ? row.four : playerCount == 3 ? row.three : row.two; // not `slots`: Qt's macro
    return {row.shape, usable};
}
// Ports covered for the whole game at this player count (for the setup guide).
int coveredPorts(Facility facility, int playerCount);

int coloniesPerPlayer(Ruleset ruleset, int playerCount, bool longGame);

struct Resources {
    int fuel = 0;
    int ore = 0;
    friend bool operator==(const Resources &, const Resources &) = default;
};
// What the player in seat `seat` (0-based, seat 0 is player one) receives at setup (seats 5 and 6: values.h).
Resources startingResources(int seat);

inline constexpr int kSupplyFuel = 30;
inline constexpr int kSupplyOre = 20;

// Rule differences between the rulesets (RULINGS section 2).
struct RulesetTraits {
    int minPlayers;
    int maxPlayers;
    bool maintenanceBayImmune;       // alien tech cannot move a ship off the Maintenance Bay
    bool mayBumpOwnRaiders;          // your own run at the Raiders' Outpost can be bumped by you
    bool asimovOncePerTurn;          // +1 once per turn with 2+ Hub ships (else: per docking of 2+ ships)
    bool plasmaDiscardCountsNextTurn; // discard limit: >= 3 ships left for the next turn (else: > 3 on board)
    int terraformFleetMinimum;       // ships of your colour left after the forfeit
    bool valueLimitNoEffect;         // Booster Pod on a 6 / Stasis Beam on a 1 is allowed and does nothing
    bool longGameAnyCount;           // the long game gives 8 colonies at any player count
    std::array<uint8_t, kCardCount> deck; // copies of each card in the alien tech deck
};

const RulesetTraits &traits(Ruleset ruleset);
// Purple and white come with Edition X (its colour packs seat 5 and 6); the other rulesets have the first four.
inline bool colorInRuleset(Color c, Ruleset r) { return idx(c) < 4 || r == Ruleset::EditionX; }

int deckSize(Ruleset ruleset);

// The alien tech deck of a game: the ruleset's base deck, plus one copy of each extra card with the extra-tech
// module (Multiverse Window and Oracle Engine only with agendas, EXPANSIONS.md 1.4). Defined beside the extra-tech
// registry (modules/tech_registry.cpp), which knows each card.
std::array<uint8_t, kCardCount> deckOf(Ruleset ruleset, ModuleSet modules);
int deckSize(Ruleset ruleset, ModuleSet modules);

// The extra-tech catalogue counts 36 cards and describes 35: the 36th is unidentified. It is a data slot
// said to be missing, never a card in the deck, never guessed.
inline constexpr int kExtraTechCatalogued = 36;
inline constexpr int kExtraTechDescribed = kCardCount - kBaseCardCount;
inline constexpr int kExtraTechUnidentified = kExtraTechCatalogued - kExtraTechDescribed;

} // namespace af
