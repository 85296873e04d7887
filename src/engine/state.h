// The game state: a plain value, cheap to copy (no heap), so that trying a move, undoing and enumerating options
// are all copies. Everything derived (control, score) is computed from it, never stored.
#pragma once

#include "agendas/agenda_types.h"
#include "modules/faction_types.h"
#include "modules/modules.h"
#include "modules/tech_types.h"
#include "rules_data.h"
#include "types.h"

#include <array>
#include <cstdint>

namespace af {

// Where a ship is. A docked ship names its facility; the Maintenance Bay and the Terraforming Station are
// facilities too.
enum class Place : uint8_t {
    OutOfGame, // ships of seats nobody plays
    Stock,     // the colour's ship stock (the Relic Ship never goes there)
    Fleet,     // gathered by its player this turn: value 0 until rolled, then unplaced until docked
    Docked,
    Home, // the Relic Ship on Burroughs Desert
    // Extra-tech: on the Auto Pilot A.I. for good, a ship of its holder's colour: never rolled, gathered or
    // docked, but a ship of that colour for the Shipyard cost, the Terraforming floor and the Plasma tallies
    // (shipsNotInStock).
    OnCard,
};

// The counters' limits: they fit an int, so files and the app hold them as they are. A game never reaches them (a
// record holds at most 100,000 actions), but a position may start near them: the turn number stops at its limit and
// group numbers are renumbered (newGroup), so no counter ever wraps and every position written reads back.
inline constexpr uint32_t kMaxTurnNumber = 0x7fffffff;
inline constexpr uint32_t kMaxGroup = 0x7fffffff; // nextGroup's limit; a docked ship's group is below it

// The 32-bit group comes first so that the ship packs into 8 bytes: the state is copied for every move tried.
struct Ship {
    uint32_t group = 0;                           // ships docked together share a group number (newGroup)
    Place place = Place::OutOfGame;
    Facility facility = Facility::MaintenanceBay; // when docked
    uint8_t value = 0;                            // 1..6 once rolled
    int8_t user = kNoPlayer;                      // whose benefit it was docked for (the Helmet lends ships)
    friend bool operator==(const Ship &, const Ship &) = default;
};
static_assert(sizeof(Ship) == 8);

using CardMask = uint64_t;
constexpr CardMask cardBit(Card c) { return CardMask{1} << idx(c); }

struct PlayerState {
    Color color = Color::Red;
    int8_t hubTrack = 0;     // freeform Hub (5-6 players): the track 0..3 the colony is on; kept beside the colour,
                             // where it fills padding
    int16_t fuel = 0;
    int16_t ore = 0;
    int8_t coloniesLeft = 0; // in hand: neither on the Hub nor on a territory
    int8_t hubCircle = 0;    // 0: no colony on the Colonist Hub, else circle 1..7
    CardMask cards = 0;
    friend bool operator==(const PlayerState &, const PlayerState &) = default;
};

enum class Stage : uint8_t {
    Deal,     // chance: the setup deal (3 on display, 1 to each player)
    Roll,     // chance: the active player's fleet is rolled
    Main,     // dock, trade, launch, use or discard cards, buy the Relic Ship, end the turn
    Reveal,   // chance: cards turned up onto the Alien Artifact display
    Reroll,   // chance: ships re-rolled by the Temporal Warper
    GameOver, // a player's last colony has landed
    BoardDraw, // chance (factions): the boards offered in the draft are drawn, before the deal
    BoardPick, // factions: the draft, the last seat first
    AgendaDeal, // chance (agendas): two agenda cards to each seat, after the draft and before the setup deal (1.3)
    AgendaDraw, // chance (agendas): the agenda cards an Orbital Market pair draws instead of trading (1.3)
    TurnStart,  // extra-tech: the active player's turn-start window, before the Terraforming Station return and the
                // roll (timed discards, X-53); entered only when the player has such a choice (turnStartWindowOpen)
    FieldRoll,  // chance (extra-tech): the Field Propagator's die, which names the field generator it places
    FieldPlace, // extra-tech: the Field Propagator's user chooses the territory for the generator its die named
    ScoutLook,  // chance (extra-tech, digital mode): the top cards of the draw pile the Scout Drone's user looks at
    ScoutOrder, // extra-tech: the Scout Drone's user puts the cards looked at back in the order of their choice
};

// What the active player has done this turn, as far as the rules need to remember it.
struct TurnState {
    CardMask cardsUsed = 0;     // fuel powers used this turn
    bool discardUsed = false;   // the one discard power of the turn
    uint8_t artifactTotal = 0;  // value of own ships docked at the Artifact since the last claim
    uint8_t artifactCycles = 0; // optional cycles still available
    uint8_t hubShips = 0;       // ships docked at the Hub this turn
    bool asimovApplied = false;
    uint8_t hubCarry = 0;       // advances beyond circle 7, usable by launching at once
    bool lunarDocked = false;   // a ship of this player docked at the Lunar Mine this turn (Van Vogt, R-8)
    uint16_t borrowed = 0;      // territories whose bonus is borrowed with the Data Crystal (bit per territory)
    uint64_t rerollShips = 0;   // ships awaiting a Temporal Warper re-roll (bit per ship id)
    friend bool operator==(const TurnState &, const TurnState &) = default;
};

// The state without the expansion modules' parts, which GameState adds.
struct CoreState {
    // Options fixed at setup.
    Ruleset ruleset = Ruleset::R2013;
    uint8_t playerCount = 0;
    bool longGame = false;
    bool limitedSupply = true;
    ModuleSet modules = 0;

    Stage stage = Stage::Deal;
    int8_t current = 0;          // seat of the active player
    uint32_t turnNumber = 1;     // 1 for player one's first turn, at most kMaxTurnNumber
    uint8_t pendingReveal = 0;   // cards still to turn up onto the display
    int8_t relicHolder = kNoPlayer;
    uint32_t nextGroup = 1;      // at most kMaxGroup

    // Borrowed ships, bit per ship id: other players' ships the active player uses as their own this turn
    // (the Brethren hijack, Infiltration A.I., Astrogation Servo). Unplaced in the borrower's fleet, or docked for the
    // borrower (Ship::user) until their real owner gathers them at that owner's next turn start. Here rather than in
    // a module's part so that any module may lend ships; never to the Terraforming Station.
    uint64_t borrowedShips = 0;

    std::array<Ship, kShipCount> ships{};
    std::array<PlayerState, kMaxPlayers> players{};
    std::array<std::array<uint8_t, kMaxPlayers>, kTerritoryCount> colonies{}; // [territory][seat]
    std::array<int8_t, kFieldCount> fieldAt{-1, -1, -1};                      // territory index, -1 off board
    std::array<uint8_t, kCardCount> drawPile{};                               // the pile's contents (order unknown)
    std::array<uint8_t, kCardCount> discardPile{};
    std::array<int8_t, kDisplaySize> display{-1, -1, -1}; // cards on display at the Alien Artifact
    int16_t supplyFuel = kSupplyFuel;
    int16_t supplyOre = kSupplyOre;
    TurnState turn;

    friend bool operator==(const CoreState &, const CoreState &) = default;
};

struct GameState : CoreState {
    FactionState factions; // the factions module (modules/faction_types.h)
    TechState tech;        // the extra-tech module (modules/tech_types.h)
    AgendaState agendas;   // the agendas module (agendas/agenda_types.h)

    GameState() = default;
    GameState(const GameState &) = default;
    // Skips the state of a module that neither game plays: it keeps its default there (the engine writes it only for
    // the module, and records and positions carry it only with the module), so the two are equal already. States
    // are copied for every move tried, and these parts are almost half the state.
    GameState &operator=(const GameState &other);
    friend bool operator==(const GameState &, const GameState &) = default;
};

// --- Queries on the state (pure) ---

int brethrenOwner(const GameState &s); // the Brethren of the Stars board's owner, or kNoPlayer
// The colour's seat, the Relic Ship's holder or the Brethren Ship's owner (inline: asked for every ship, often).
inline int ownerOf(const GameState &s, int ship)
{
    if (ship < kRelicShip)
        return ship / kShipsPerColor;
    return ship == kRelicShip ? s.relicHolder : brethrenOwner(s);
}
inline bool isRelic(int ship) { return ship == kRelicShip; }
// The ships that can be in play: the seats' colours, the Relic Ship and the Brethren Ship (ships of unused seats are
// out of the game). Loops over the board use it: it halves their length in a 2-player game.
// A ship's place and facility as one number: the ship counts (run for every docking tried) compare one value, not
// two, per ship.
constexpr int dockedKey(Place p, Facility at) { return static_cast<uint8_t>(p) | static_cast<uint8_t>(at) << 8; }

template <typename Visit> void forShipsInGame(const GameState &s, Visit visit)
{
    for (int i = 0; i < s.playerCount * kShipsPerColor; ++i)
        visit(i, s.ships[i]);
    visit(kRelicShip, s.ships[kRelicShip]);
    visit(kBrethrenShip, s.ships[kBrethrenShip]);
}
// The seat owns the ship, or it is the active player using a ship borrowed from another player: in their
// fleet or docked for them (a ship an earlier player borrowed and docked is not). The bit test comes first: this is
// asked for every ship of every action tried.
inline bool usesShip(const GameState &s, int seat, int ship)
{
    return ownerOf(s, ship) == seat ||
           (((s.borrowedShips >> ship) & 1) && seat == s.current &&
            (s.ships[ship].place == Place::Fleet || s.ships[ship].user == seat));
}
inline bool isBorrowed(const GameState &s, int ship) { return (s.borrowedShips >> ship) & 1; }
inline int firstShipOf(int seat) { return seat * kShipsPerColor; }

int controllerOf(const GameState &s, Territory t); // seat with a strict majority, or kNoPlayer
bool controls(const GameState &s, int seat, Territory t); // controllerOf(s, t) == seat
// The one question "is the generator in this territory": a generator straddling a border (Field Amplifier, X-38)
// is in both of its territories for every rule. Inline: asked for every landing, move and bonus.
inline bool fieldOn(const GameState &s, Field f, Territory t)
{
    return s.fieldAt[idx(f)] == idx(t) || s.tech.straddles[idx(f)] == idx(t);
}
// Every move of a generator: wholly onto `territory`, or off the planet with -1; a straddle ends.
inline void placeField(GameState &s, Field f, int territory)
{
    s.fieldAt[idx(f)] = static_cast<int8_t>(territory);
    s.tech.straddles[idx(f)] = -1;
}
// The territory bonus counts for this player now: controlled (or borrowed) and not isolated.
bool bonusActive(const GameState &s, int seat, Territory t);
int coloniesOn(const GameState &s, Territory t); // every colour
int coloniesOnTerritories(const GameState &s, int seat);
int totalColonies(const GameState &s, int seat); // in hand + Hub + territories

int shipsInStock(const GameState &s, int seat);
int shipsNotInStock(const GameState &s, int seat); // ships of the colour in play (board, fleet, bays, Auto Pilot A.I.)
int unplacedShips(const GameState &s, int seat);   // rolled ships still to dock
// The ships `seat` may use (usesShip), bit per ship id: its colour's, the Relic Ship while it holds it, the Brethren
// Ship while it owns it, and as the active player the ships it borrowed. Loops over one player's ships visit
// these (at most 8 but for borrowed ones) rather than every ship: they run for every action tried.
uint64_t shipsUsedBy(const GameState &s, int seat);
uint64_t unplacedShipsOf(const GameState &s, int seat); // the rolled ships still to dock, bit per ship id
// A rolled ship of `seat` still to dock (inline: asked for every ship, for every action).
inline bool isUnplaced(const GameState &s, int seat, int ship)
{
    const Ship &sh = s.ships[ship];
    return sh.place == Place::Fleet && sh.value != 0 && usesShip(s, seat, ship);
}
int shipsDockedAt(const GameState &s, Facility f);
int freeSlots(const GameState &s, Facility f, int seat); // free ports, pairs, triples or Hub ports for this seat
int highestAt(const GameState &s, Facility f);            // highest value docked there, 0 if none
int hubShipsOf(const GameState &s, int seat);
bool freeformHub(const GameState &s); // 5-6 players
// Freeform Hub: the seat whose colony is on this track and circle, or kNoPlayer.
int hubColonyAt(const GameState &s, int track, int circle);
// Freeform Hub: the track where `seat`'s colony can stand on `circle` (its own track when free, else the first free
// one), or -1 when another colony is on that circle of every track. The seat's own colony never blocks itself.
int freeHubTrack(const GameState &s, int seat, int circle);
// Inline: asked for every card in many loops.
inline bool holds(const GameState &s, int seat, Card c) { return (s.players[seat].cards & cardBit(c)) != 0; }
int cardCount(const GameState &s, int seat);
int pileCount(const std::array<uint8_t, kCardCount> &pile);
bool isChanceStage(Stage stage);

// --- Counters ---

// A fresh docking group number. Group numbers only tell groups apart and keep their order: when they run out, the
// docked ships' groups are renumbered from 1 in the same order first.
uint32_t newGroup(GameState &s);
// The next turn's number (it stays at kMaxTurnNumber rather than wrap).
void countTurn(GameState &s);

} // namespace af
