// Actions are values carrying all their parameters (DESIGN.md). Chance events (the deal, rolls, revealed cards)
// are actions too, so a record of actions replays a game exactly, whoever rolled the dice.
#pragma once

#include "agendas/agenda_types.h"
#include "modules/faction_types.h"
#include "types.h"

#include <array>
#include <optional>
#include <string>
#include <variant>

namespace af {

// A fixed-capacity list: keeps actions and the state free of heap allocations.
template <typename T, int N> struct SmallList {
    std::array<T, N> items{};
    uint8_t count = 0;

    SmallList() = default;
    SmallList(std::initializer_list<T> init)
    {
        for (const T &t : init)
            push_back(t);
    }
    bool push_back(const T &t)
    {
        if (count >= N)
            return false;
        items[count++] = t;
        return true;
    }
    int size() const { return count; }
    bool empty() const { return count == 0; }
    static constexpr int capacity() { return N; }
    const T &operator[](int i) const { return items[i]; }
    T &operator[](int i) { return items[i]; }
    const T *begin() const { return items.data(); }
    const T *end() const { return items.data() + count; }
    T *begin() { return items.data(); }
    T *end() { return items.data() + count; }
    friend bool operator==(const SmallList &a, const SmallList &b)
    {
        if (a.count != b.count)
            return false;
        for (int i = 0; i < a.count; ++i)
            if (!(a.items[i] == b.items[i]))
                return false;
        return true;
    }
};

// Six ships, the Relic Ship, the Brethren Ship and two ships borrowed before the roll (Infiltration A.I.'s discard,
// the most a fleet roll rolls.
inline constexpr int kMaxFleet = kShipsPerColor + 4;
using ShipList = SmallList<int8_t, kMaxFleet>;
using DieList = SmallList<uint8_t, kMaxFleet>;

// Resources taken from one player in a raid.
struct Take {
    int8_t player = kNoPlayer;
    uint8_t fuel = 0;
    uint8_t ore = 0;
    friend bool operator==(const Take &, const Take &) = default;
};

using TakeList = SmallList<Take, kMaxPlayers>; // at most one entry per player

// Colonies counted per player and territory: spread[player][territory]. Where the colonies sent away from one
// territory go (Ion Fluctuator and Seismic Detonator discards, where each colony may go its own way, X-52), where
// the colonies sent to one territory come from (Magnetic Lockdown discard), or where the colonies kept on a card land
// when it leaves a hand (Gravitron Shunt, X-41).
using ColonySpread = std::array<std::array<uint8_t, kTerritoryCount>, kMaxPlayers>;

// A territory per field generator (-1: none): where a raider settles each generator straddling a border when the
// Field Amplifier is taken.
using FieldPlaces = std::array<int8_t, kFieldCount>;

// What a raider takes after docking at the Raiders' Outpost (R-21: optional, once per docked run).
struct RaidChoice {
    // ResourcesAndCard: only with a Smugglers' Alliance docking: the card is taken first, then the tokens.
    enum class Kind : uint8_t { None, Resources, Card, ResourcesAndCard };
    Kind kind = Kind::None;
    TakeList takes; // Resources: up to 4 in all, from any mix of players
    int8_t player = kNoPlayer;          // Card: the player robbed
    Card card = Card::AlienCity;        // Card: the card taken
    ColonySpread landings{};            // Card: where the raider lands the colonies kept on it (Gravitron Shunt, X-41)
    FieldPlaces settle{-1, -1, -1};     // Card: the Field Amplifier's straddling generators, each in one territory
    friend bool operator==(const RaidChoice &, const RaidChoice &) = default;
};

// Dock unplaced ships at a facility, with what that facility needs.
struct Dock {
    Facility facility = Facility::SolarConverter;
    ShipList ships;
    std::optional<Territory> territory; // Colony Constructor, Terraforming Station: where the colony lands
    RaidChoice raid;                    // Raiders' Outpost
    FactionArgs faction = {};           // a faction board's docking ability (modules/README.md)
    friend bool operator==(const Dock &, const Dock &) = default;
};

// Put a ship that cannot legally dock anywhere on the Maintenance Bay.
struct ToMaintenanceBay {
    int8_t ship = kNoShip;
    friend bool operator==(const ToMaintenanceBay &, const ToMaintenanceBay &) = default;
};

// One trade at the Orbital Market: fuel at the ratio of the player's docked pair (or 1 with Heinlein Plains) for 1 ore.
struct Trade {
    friend bool operator==(const Trade &, const Trade &) = default;
};

// Discard the display and turn up three new cards (one cycle per ship docked at the Alien Artifact).
struct Cycle {
    friend bool operator==(const Cycle &, const Cycle &) = default;
};

struct Claim {
    Card card = Card::AlienCity;
    friend bool operator==(const Claim &, const Claim &) = default;
};

// Launch the colony on circle 7 of the Colonist Hub.
struct Launch {
    Territory territory = Territory::AsimovCrater;
    friend bool operator==(const Launch &, const Launch &) = default;
};

struct BuyRelic {
    friend bool operator==(const BuyRelic &, const BuyRelic &) = default;
};

// Parameters of alien tech powers; each card reads the fields it needs (see the rules reference).

struct CardArgs {
    int8_t ship = kNoShip;  // the ship changed, moved or removed
    int8_t ship2 = kNoShip; // Gravity Manipulator: the ship raised (ship is lowered)
    ShipList ships;         // Temporal Warper: ships re-rolled; Plasma Cannon: ships removed
    std::optional<Facility> facility;
    std::optional<Territory> territory;  // borrowed bonus, field destination, colony origin
    std::optional<Territory> territory2; // colony destination or swap partner
    int8_t player = kNoPlayer;           // owner of the colony at `territory`
    int8_t player2 = kNoPlayer;          // owner of the colony at `territory2`
    std::optional<Field> field;
    std::optional<Card> card;
    std::optional<Dock> dock; // Teleporter, Helmet: where the moved ship docks, with any unplaced ships joining it
    TakeList takes; // Retrieval Webbing discard: the token taken from each player
    ColonySpread spread{}; // where the colonies sent away from `territory` go, or come from (Magnetic Lockdown)
    uint8_t value = 0; // Experimental FTL Drive: the value the ship is set to (1..6)
    std::optional<Agenda> agenda; // Multiverse Window discard: the face-down agenda card revealed
    // Scout Drone: `look`, the use in digital mode (the engine turns up the top cards for its user); `cards`, in stage
    // ScoutOrder, the cards looked at in the order they go back, top first.
    bool look = false;
    SmallList<Card, kDisplaySize> cards;
    friend bool operator==(const CardArgs &, const CardArgs &) = default;
};

struct UseCard {
    Card card = Card::BoosterPod;
    CardArgs args;
    friend bool operator==(const UseCard &, const UseCard &) = default;
};

struct DiscardCard {
    Card card = Card::BoosterPod;
    CardArgs args;
    friend bool operator==(const DiscardCard &, const DiscardCard &) = default;
};

// End the turn, returning tokens beyond 8 (the player's choice of which, R-26).
struct EndTurn {
    int8_t returnFuel = 0;
    int8_t returnOre = 0;
    friend bool operator==(const EndTurn &, const EndTurn &) = default;
};

// --- Chance events ---

struct Deal {
    SmallList<Card, kDisplaySize> display;
    SmallList<Card, kMaxPlayers> hands; // one card per seat, in seat order
    friend bool operator==(const Deal &, const Deal &) = default;
};

// The fleet's dice, one value per fleet ship in ascending ship order (the Relic Ship last).
struct Roll {
    DieList values;
    friend bool operator==(const Roll &, const Roll &) = default;
};

// Cards turned up onto the display, in order.
struct Reveal {
    SmallList<Card, kDisplaySize> cards;
    friend bool operator==(const Reveal &, const Reveal &) = default;
};

// New values for the ships chosen for the Temporal Warper, in ascending ship order.
struct Reroll {
    DieList values;
    friend bool operator==(const Reroll &, const Reroll &) = default;
};

// --- Factions module (X-7 and section 2 of shared/rules/EXPANSIONS.md) ---

// Chance: the faction boards drawn for the draft (players + 1 of them, any order).
struct DrawBoards {
    SmallList<Faction, kMaxDraftBoards> boards;
    friend bool operator==(const DrawBoards &, const DrawBoards &) = default;
};

// The seat whose turn it is in the draft keeps one of the boards still offered.
struct PickBoard {
    Faction faction = Faction::CorexConglomerated;
    friend bool operator==(const PickBoard &, const PickBoard &) = default;
};

// The active player uses the owner ability of their own faction board.
struct UseFaction {
    FactionArgs args;
    friend bool operator==(const UseFaction &, const UseFaction &) = default;
};

// --- Agendas module (EXPANSIONS.md 1.3) ---

// Chance: the agenda cards dealt face down, kAgendasDealt per seat in seat order (stage AgendaDeal), or drawn by the
// active player (stage AgendaDraw). A card the table does not name (table mode: secret paper cards) is nullopt; a
// card drawn by the engine (digital mode) is named.
struct DealAgendas {
    SmallList<std::optional<Agenda>, kAgendasDealt * kMaxPlayers> cards;
    friend bool operator==(const DealAgendas &, const DealAgendas &) = default;
};

// The active player's Orbital Market pair (`ship` is one of its ships) draws agenda cards instead of trading (1.3).
struct DrawAgendas {
    int8_t ship = kNoShip;
    friend bool operator==(const DrawAgendas &, const DrawAgendas &) = default;
};

// A seat turns one of its face-down agenda cards face up for 1 VP: an in-game side in its window, or an
// end-game side once the game is over. Any seat, on any player's turn.
struct RevealAgenda {
    int8_t player = kNoPlayer;
    Agenda card = Agenda::FiveSequentialShips;
    bool endGame = false;
    friend bool operator==(const RevealAgenda &, const RevealAgenda &) = default;
};

// A seat discards one of its face-down agenda cards: above its limit, or right after drawing (1.3). In table
// mode the card may stay unnamed (nullopt): it goes face down to the discard pile.
struct DiscardAgenda {
    int8_t player = kNoPlayer;
    std::optional<Agenda> card;
    friend bool operator==(const DiscardAgenda &, const DiscardAgenda &) = default;
};

// Table mode, once the game is over: a seat says it has no more unnamed face-down agenda cards to reveal, none of
// them meeting its end-game side. Its end-game reveals are closed from then on.
struct EndGameRevealsDone {
    int8_t player = kNoPlayer;
    friend bool operator==(const EndGameRevealsDone &, const EndGameRevealsDone &) = default;
};

// Extra-tech: the active player closes the turn-start window (stage TurnStart) without another timed discard: the
// Terraforming Station ship returns, the fleet is gathered and the roll comes.
struct BeginTurn {
    friend bool operator==(const BeginTurn &, const BeginTurn &) = default;
};

// Extra-tech: in the turn-start window of every player's turn, the holder of the Auto Pilot A.I. (who need not be the
// active player) takes the card's income, 1 fuel or 1 ore of their choice.
struct AutoPilotIncome {
    int8_t player = kNoPlayer;
    Resource resource = Resource::Fuel;
    friend bool operator==(const AutoPilotIncome &, const AutoPilotIncome &) = default;
};

using Action = std::variant<Deal, Roll, Reveal, Reroll, Dock, ToMaintenanceBay, Trade, Cycle, Claim, Launch, BuyRelic,
                            UseCard, DiscardCard, EndTurn, DrawBoards, PickBoard, UseFaction, DealAgendas,
                            RevealAgenda, DiscardAgenda, DrawAgendas, BeginTurn, AutoPilotIncome, EndGameRevealsDone>;

// The action's type id in records ("dock", "use-card", ...).
std::string_view actionTypeId(const Action &action);
bool isChanceAction(const Action &action);

} // namespace af
