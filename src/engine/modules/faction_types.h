// The Factions module's vocabulary (shared/rules/EXPANSIONS.md section 2): the 14 faction boards, the choices a
// faction docking or owner ability takes, and the per-game and per-turn data the boards need. Plain values,
// fixed size: they live inside GameState and actions, which stay free of heap allocations.
#pragma once

#include "../agendas/agenda_types.h"
#include "../types.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace af {

enum class Faction : uint8_t {
    BrethrenOfTheStars,
    CorexConglomerated,
    DarkSpaceExplorers,
    HomesteadersUnion,
    MercurysAngels,
    NewGaiaEngineers,
    ProphetsOfTheArtifact, // needs the agendas module: in the pool only with it (draftPool)
    ProximaCentauriScholars,
    ScavengerFleet,
    SmugglersAlliance,
    SunriseCommune,
    TerranExchange,
    UranianSyndicate,
    XenoExplorationsInc,
};
inline constexpr int kFactionCount = 14;
inline constexpr int kMaxDraftBoards = kMaxPlayers + 1; // players + 1 boards are drawn

std::string_view toId(Faction f);
std::string_view displayName(Faction f);
template <> std::optional<Faction> fromId<Faction>(std::string_view);

// Each faction board is an orbital facility with one docking port. Its facility value follows the ten base
// facilities, so a ship docked there says where it is like any docked ship and every rule about "a facility"
// (Plasma Cannon, Teleporter, Helmet, must-dock) sees it.
constexpr Facility boardFacility(Faction f) { return static_cast<Facility>(kFacilityCount + static_cast<int>(f)); }
constexpr bool isBoardFacility(Facility f)
{
    return static_cast<int>(f) >= kFacilityCount && static_cast<int>(f) < kFacilityCount + kFactionCount;
}
constexpr Faction boardOf(Facility f) { return static_cast<Faction>(static_cast<int>(f) - kFacilityCount); }

// What a faction docking (Dock::faction) or an owner ability (UseFaction) chooses; each board reads the fields it
// needs and refuses the others (see src/engine/modules/README.md for which board reads which).
struct FactionArgs {
    std::optional<Territory> from;     // a colony's origin (Sunrise, Uranian)
    std::optional<Territory> to;       // a destination: colony, field generator, REV
    int8_t player = kNoPlayer;         // the owner of the colony moved; Terran: the opponent
    std::optional<Field> field;        // Proxima
    int8_t ship = kNoShip;             // Mercury's: the unplaced ship changed
    uint8_t value = 0;                 // Mercury's: its new value
    std::optional<Resource> resource;  // Mercury's owner gain
    std::optional<Card> card;          // Terran: the card given
    std::optional<Card> card2;         // Terran: the card taken
    std::optional<Agenda> agenda;      // Prophets owner: the face-down agenda card discarded (none: an unnamed one)
    friend bool operator==(const FactionArgs &, const FactionArgs &) = default;
};

// What the boards remember during one turn; reset when a turn starts.
struct FactionTurn {
    bool ownerAbilityUsed = false; // "once per turn" owner abilities
    uint8_t discards = 0;          // discard powers used this turn (Dark Space allows 2, X-13)
    bool marketTraded = false;     // an Orbital Market trade was made this turn (Terran Exchange, X-22)
    bool rollFresh = false;        // the fleet was just rolled and nothing else done yet (Mercury's Angels, X-15)
    bool drawToHand = false;
    bool smuggling = false;          // a Raiders' Outpost docking with a Smugglers' Alliance ship is under way
    bool unequalShipyardPair = false; // Scavenger Fleet docking: one unequal pair may dock at the Shipyard
    int8_t hijacked = kNoShip;     // the ship the Brethren Ship hijacked this turn: never to the Terraforming Station
    int8_t terraformReroll = kNoShip; // New Gaia docking: the Terraforming Station ship being re-rolled       // the pending reveal is Dark Space's card for the active player's hand
    uint16_t lentBonus = 0;        // territories whose bonus a board lends the active player (Uranian owner)
    uint16_t revBonus = 0;         // territories the REV lent its bonus on this turn, while it stays there
    friend bool operator==(const FactionTurn &, const FactionTurn &) = default;
};

struct FactionState {
    std::array<int8_t, kMaxPlayers> board{-1, -1, -1, -1, -1, -1}; // each seat's faction (idx), -1 none
    uint16_t offered = 0;   // draft: boards drawn and not taken yet (bit per faction)
    int8_t rev = -1;        // territory of Xeno's Remote Exploration Unit, -1 when not in the game
    uint64_t bayNotStock = 0; // ships that go to the Maintenance Bay instead of the stock when forfeited (New Gaia)
    uint64_t sitOut = 0;      // ships on the Maintenance Bay that will sit out their owner's next turn
    uint64_t sittingOut = 0;  // ships sitting out their owner's current turn there; gathered at the next one
    bool brethrenRaider = false; // the Brethren die, unplaced in its owner's fleet, shows its raider face
    FactionTurn turn;
    friend bool operator==(const FactionState &, const FactionState &) = default;
};

} // namespace af
