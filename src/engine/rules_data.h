// Everything that varies by player count or ruleset, as data (shared/rules/RULINGS.md sections 1 and 2).
// One engine reads these tables; rulesets are options, not forks of the code.
#pragma once

#include "modules/modules.h"
#include "types.h"

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

FacilityLayout facilityLayout(Facility facility, int playerCount);
// Ports covered for the whole game at this player count (for the setup guide).
int coveredPorts(Facility facility, int playerCount);
// Edition X with 5 or 6 players: the Colonist Hub is freeform (EXPANSIONS.md 1.5, X-58).
inline bool freeformHubFor(int playerCount) { return playerCount >= 5; }
inline constexpr int kHubTracks = 4;
inline constexpr int kHubPorts = kHubTracks * 3; // the freeform Hub's 12 ports
inline constexpr int kHubShipsPerPlayer = 3;     // the freeform Hub's limit per player

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
