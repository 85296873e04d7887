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
    // Cards scored through the Oracle Engine: 2 VP each, kept face up beside the player like revealed cards,
    // but outside the agenda limit; each counts as one revealed card for the tie-break.
    AgendaMask oracleScored = 0;
    // The in-game sides whose condition the last action made true for this seat: their reveal window, open
    // until the next action other than an agenda reveal or discard. Only of cards the seat could turn: its named
    // face-down cards, or unnamed cards (`AgendaState::unknown`) while it holds unnamed ones.
    AgendaMask window = 0;
    friend bool operator==(const AgendaHand &, const AgendaHand &) = default;
};

// What the current turn has done that the in-game sides count (X-26: the whole turn, gains counted gross), kept from
// each action's state before and after it (agenda_turn.cpp), cleared at turn start. Per seat where any seat may be
// the one the event happens to; otherwise about the active player.
struct AgendaTurn {
    std::array<uint8_t, kMaxPlayers> landed{};       // colonies landed on territories (#2)
    std::array<uint16_t, kMaxPlayers> oreGained{};   // #4
    std::array<uint16_t, kMaxPlayers> fuelGained{};  // #8
    std::array<uint8_t, kMaxPlayers> hubSteps{};     // circles the Hub colony advanced (#11)
    std::array<uint8_t, kMaxPlayers> shipsGained{};  // ships built, the Relic Ship bought (#12)
    std::array<uint8_t, kMaxPlayers> techGained{};   // alien tech cards newly held (#31)
    std::array<uint8_t, kMaxPlayers> agendasDrawn{}; // #16
    std::array<uint16_t, kMaxPlayers> seized{};      // territories taken from another controller (bit each, #10 #32)
    // The territories each seat controlled at turn start (bit each): a territory taken in two steps (the opponent's,
    // a tie, then yours) counts as seized too. Empty in files written before it was kept: single steps only then.
    std::array<uint16_t, kMaxPlayers> controlledAtStart{};
    uint8_t artifactShips = 0;   // the active player's ships docked at the Alien Artifact this turn (#13)
    uint8_t artifactTotal = 0;   // and their values
    uint32_t facilities = 0;     // facilities the active player docked at this turn (bit per Facility, #17)
    uint64_t docked = 0;         // ships docked this turn (bit per ship id, #14)
    uint8_t fieldsMoved = 0;     // field generators moved or removed from the planet (bit per Field, #23)
    uint8_t takenFrom = 0;       // seats the active player took resources or cards from (#30)
    // Territories the active player took from another controller earlier this turn and whose bonus it used since
    // (bit per territory, #10; see bonusesUsedBy in agenda_turn.cpp).
    uint16_t seizedBonusUsed = 0;
    uint8_t solarFreeAtStart = 0; // Solar Converter ports free at turn start (#14)
    bool launched = false;        // the active player launched a Hub colony (#19)
    bool startedSoleLowest = false; // the active player had the sole lowest score at turn start (#29)
    friend bool operator==(const AgendaTurn &, const AgendaTurn &) = default;
};

// What the last action's raid took from one seat: kept while the seat's #24 window is open, and given back to
// it if it reveals #24 then.
struct RaidLoss {
    uint8_t fuel = 0;
    uint8_t ore = 0;
    int8_t card = -1;       // idx(Card), -1 none
    bool discarded = false; // the card was a duplicate for the raider: it went to the discard pile
    // The card was the Field Amplifier: the generators that straddled a border and the raider settled, each
    // by its two territories (fieldAt, then the one across the border), -1 for the others.
    std::array<int8_t, kFieldCount> straddleHome{-1, -1, -1};
    std::array<int8_t, kFieldCount> straddleAcross{-1, -1, -1};
    // The card kept colonies (Gravitron Shunt, X-41): where the raider landed them, [owner][territory].
    std::array<std::array<uint8_t, kTerritoryCount>, kMaxPlayers> landed{};
    // The card held a ship (Auto Pilot A.I., X-40): that ship, sent to the Maintenance Bay as the card changed hands.
    int8_t autoPilotShip = kNoShip;
    // The tokens the raid sent from the card to the supply (Probability Focus, X-49).
    uint8_t tokenFuel = 0;
    uint8_t tokenOre = 0;
    friend bool operator==(const RaidLoss &, const RaidLoss &) = default;
};

// What the agenda draw under way (stage AgendaDraw) is for: how many cards it takes and what follows it.
enum class AgendaDrawFor : uint8_t {
    Market,         // an Orbital Market pair: 2 cards, then the player may discard any face-down card (1.3)
    ProphetsDock,   // a docking at Prophets of the Artifact: the ship's value, then keep 1 of them
    ProphetsOwner,  // the Prophets owner's menu: the top card (X-17, F11)
    OracleEngine,   // the Oracle Engine used before the roll: 1 card face up onto it, then back to the roll
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
    AgendaDrawFor drawFor = AgendaDrawFor::Market; // the draw under way (Market when none)
    // The card the active player drew face up onto the Oracle Engine this turn, at most one bit: scored when
    // its in-game side is met this turn, else discarded at the end of the turn (oracle.cpp in this folder).
    AgendaMask onOracle = 0;
    // After a Prophets of the Artifact docking's draw: the active player keeps one of the cards drawn and discards
    // the others before anything else; `justDrawn`: the named ones among them (digital mode), which those
    // discards must come from (or from the seat's unnamed cards).
    uint8_t keepOneDiscards = 0;
    AgendaMask justDrawn = 0;
    AgendaTurn turn;
    // The game so far, for the in-game sides that look beyond the turn: a 6th ship of a colour was ever in play
    // (#21), and the turn number each seat was last raided in, 0 never (#27).
    bool sixthShipSeen = false;
    std::array<uint32_t, kMaxPlayers> lastRaided{};
    // Face-down cards of each seat when the game ended, before any end-game reveal (#16, X-28).
    std::array<uint8_t, kMaxPlayers> faceDownAtEnd{};
    // Seats that said, once the game was over, that they have no more unnamed cards to reveal (EndGameRevealsDone,
    // bit per seat. Their end-game reveals are closed, and the ranking is final once no seat has any left.
    uint8_t endGameDone = 0;
    std::array<RaidLoss, kMaxPlayers> raidLoss{};
    friend bool operator==(const AgendaState &, const AgendaState &) = default;
};

std::string_view toId(Agenda a);
template <> std::optional<Agenda> fromId<Agenda>(std::string_view id);
std::string_view toId(AgendaDrawFor d); // "orbital-market", "prophets-docking", "prophets-owner", "oracle-engine"
template <> std::optional<AgendaDrawFor> fromId<AgendaDrawFor>(std::string_view id);

} // namespace af
