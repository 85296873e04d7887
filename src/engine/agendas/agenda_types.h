// The agendas module's vocabulary (shared/rules/EXPANSIONS.md sections 1.3 and 3): the 43 agenda cards, in the
// catalogue's order, and their file ids. Agenda cards have no printed names; the ids are slugs of the in-game side.
#pragma once

#include "../types.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace af {

enum class Agenda : uint8_t {
    FiveSequentialShips,     // #1
    ThreeColoniesOneTurn,    // #2
    NaturalFourOfAKind,      // #3
    SixOreOneTurn,           // #4
    FourUniqueTech,          // #5
    ColonyOnIsolation,       // #6
    BumpOwnRaiders,          // #7
    TwelveFuelOneTurn,       // #8
    MutualVpMove,            // #9
    SeizeAndUse,             // #10
    FiveHubSpaces,           // #11
    TwoShipsOneTurn,         // #12
    ArtifactFourShipsEight,  // #13
    FillSolarConverter,      // #14
    ColonyToUnclaimed,       // #15
    DrawFourAgendas,         // #16
    FiveFacilities,          // #17
    FillLunarMine,           // #18
    LaunchAndRestart,        // #19
    LowRollTen,              // #20
    FirstSixthShip,          // #21
    PlasmaCannonDiscard,     // #22
    TwoFieldMoves,           // #23
    FoiledRaid,              // #24
    LandedWithoutControl,    // #25
    RaidOwnDuplicate,        // #26
    RaidedTwice,             // #27
    FleetOfSeven,            // #28
    LastToFirst,             // #29
    StealFromAll,            // #30
    TwoTechOneTurn,          // #31
    SeizeTwoTerritories,     // #32
    RepulsorWithoutScholars, // #33
    RevIntoIsolation,        // #34
    RepulsorOnRev,           // #35
    IonFluctuatorControl,    // #36
    BrethrenHijackArtifact,  // #37
    ShipbreakerOwnShip,      // #38
    OracleStolen,            // #39
    RelicTerraforming,       // #40
    LunarMineSequence,       // #41
    ShipfitterBuild,         // #42
    TwoAsteroidsOneTurn,     // #43
};
inline constexpr int kAgendaCount = 43;
inline constexpr int kAgendasDealt = 2; // face down to each seat at setup (1.3)
inline constexpr int kAgendaLimit = 3;  // agenda cards a seat may hold, revealed ones included
inline constexpr int kMarketAgendaDraw = 2; // drawn by an Orbital Market pair instead of trading (1.3)

// A set of agenda cards, bit = idx(Agenda).
using AgendaMask = uint64_t;
constexpr AgendaMask agendaBit(Agenda a) { return AgendaMask{1} << static_cast<int>(a); }

// One seat's agenda cards. Face-down cards are either known to the engine (digital mode: it dealt them) or unknown
// (table mode: paper cards the players have not named; only their number is kept until they are revealed).
struct AgendaHand {
    AgendaMask faceDown = 0;     // known face-down cards
    uint8_t unknownFaceDown = 0; // face-down cards not named to the engine
    AgendaMask revealed = 0;     // revealed cards: 1 VP each, never lost, stolen or discarded (1.3)
    // The in-game sides whose condition the last action made true for this seat: their reveal window, open
    // until the next action other than an agenda reveal or discard. Only of cards the seat could turn: its named
    // face-down cards, or unnamed cards (`AgendaState::unknown`) while it holds unnamed ones.
    AgendaMask window = 0;
    friend bool operator==(const AgendaHand &, const AgendaHand &) = default;
};

// Where every agenda card of the game is (EXPANSIONS.md 1.3). The cards of `inGame` are each in exactly one place:
// the deck, the discard pile, a hand, or `unknown`: the cards whose place the engine does not know, which are the
// deck's, the discard pile's and the hands' unnamed cards (their numbers: unknownInDeck, unknownInDiscard,
// AgendaHand::unknownFaceDown). The cards left out at setup are in the box: every card not in `inGame`.
struct AgendaState {
    AgendaMask inGame = 0;
    AgendaMask deck = 0;    // known cards of the draw deck (order unknown)
    AgendaMask discard = 0; // known cards of the discard pile
    AgendaMask unknown = 0;
    uint8_t unknownInDeck = 0;
    uint8_t unknownInDiscard = 0;
    std::array<AgendaHand, kMaxPlayers> hands{};
    // The seat that just drew agenda cards and may discard face-down ones below the limit too (1.3), until its next
    // action other than an agenda reveal or discard; kNoPlayer when none.
    int8_t mayDiscard = kNoPlayer;
    // This turn's Orbital Market pairs (bit per ship id) that traded, and that drew agenda cards instead (1.3).
    uint64_t marketTraded = 0;
    uint64_t marketDrew = 0;
    friend bool operator==(const AgendaState &, const AgendaState &) = default;
};

std::string_view toId(Agenda a);
template <> std::optional<Agenda> fromId<Agenda>(std::string_view id);

} // namespace af
