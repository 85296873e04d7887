// The extension points of the Factions module: what one faction board is (FactionRules, filled in by its own file
// in src/engine/factions/) and the few named places where the engine's core asks the boards in play
// (README.md in this folder lists them with their timing). A board never reaches into another board.
#pragma once

#include "../mechanics.h"

#include <functional>

namespace af::detail {

// Where legal-action generation collects candidate choices; each is then checked like any action.
using ArgsSink = Sink<FactionArgs>;

struct FactionRules {
    Faction faction;
    bool implemented = false; // false: the module stays refused as "not supported yet" and names this board
    bool needsAgendas = false; // Prophets of the Artifact: out of the draft pool without the agendas module

    // Docking ability. Called on a scratch state after the engine has checked the ship and the free port, placed
    // the ship and charged the access fee. Pays the board's own cost and applies its effect, or refuses.
    Result (*dock)(GameState &s, int seat, const Dock &d, int ship) = nullptr;
    // The choices a docking takes, for legalActions (one empty FactionArgs when it takes none).
    void (*dockChoices)(const GameState &s, int seat, const ArgsSink &emit) = nullptr;
    // The least the docking costs besides the fee (to the supply): legalActions skips the board for a player who
    // cannot pay both, without trying each choice.
    Resources dockCost{};
    // Whether the docking's legality depends on which ship docks, or on where a ship a card moves there comes from
    // (Mercury's Angels: its choice names another unplaced ship; Scavenger Fleet, Brethren of the Stars: a ship
    // leaving the Shipyard or the Lunar Mine frees the port they need). When not, legalActions checks each choice
    // once for all the distinct unplaced ships, and once for all the ships a card could move there.
    bool dockReadsShip = false;
    // Optional, for boards whose docking does not read the ship: dockChoices then emits only choices that pass the
    // board's own checks of the choice (so the only refusals left are the same for many choices: the ship, the port,
    // the fee, the cost), and two choices of the same class (0 to kChoiceClasses - 1) cost the same, so are accepted
    // or refused alike. legalActions then checks one choice per class instead of every choice (a colony move
    // board offers up to 200 choices).
    static constexpr int kChoiceClasses = 2;
    int (*dockChoiceClass)(const GameState &s, int seat, const FactionArgs &a) = nullptr;
    // Optional, for boards whose docking reads the ship: the choices of a docking of `ship` (unplaced, or moved
    // there by a card) that pass the board's own checks of the choice, so all of them are accepted or refused alike
    // (by the ship, the port, the fee): legalActions checks one per ship instead of every choice. They come in
    // dockChoices' order (a subsequence of its list), which keeps the legal list's order.
    void (*dockChoicesForShip)(const GameState &s, int seat, int ship, const ArgsSink &emit) = nullptr;

    // Owner ability used as an action (UseFaction), on the owner's own turn, with its choices.
    Result (*ownerAbility)(GameState &s, int seat, const FactionArgs &a) = nullptr;
    void (*ownerChoices)(const GameState &s, int seat, const ArgsSink &emit) = nullptr;

    // A Temporal-Warper-like re-roll the board asked for has been entered (New Gaia's Terraforming Station ship).
    void (*afterReroll)(GameState &s, int owner) = nullptr;

    // Turn start of any player, after the Terraforming Station ship has left and before the roll.
    void (*turnStart)(GameState &s, int owner) = nullptr;
    // Right after any player's fleet roll is entered, before the Resource Cache and any alien tech.
    void (*afterRoll)(GameState &s, int owner) = nullptr;
    // End of any player's turn, after the tokens beyond 8 are returned and before the next turn starts.
    void (*turnEnd)(GameState &s, int owner) = nullptr;

    // Passive owner rules, read by the core where the base rule is applied.
    int launchCircle = 0;    // Colonist Hub launch circle (0: the base game's 7)
    int discardsPerTurn = 0; // discard powers per turn (0: the base game's 1)
    bool newShipsJoinFleet = false;
    bool bumpWithAnyRun = false;    // a run at the Raiders' Outpost is bumped by any run of 3, whatever its sum // a ship built, or the Relic Ship bought, is rolled at once and used this turn
    // Ore taken off a colony landing on territory t (Sunrise Commune).
    int (*landingOreDiscount)(const GameState &s, int seat, Territory t) = nullptr;
    // Extra ore on an Orbital Market trade of `seat` (a docking effect: asked of every board in play).
    int (*marketTradeBonus)(const GameState &s, int seat) = nullptr;
    // Receives other players' payments for this facility instead of the supply (New Gaia at the TS);
    // MaintenanceBay: nothing redirected.
    Facility redirectedFrom = Facility::MaintenanceBay;
};

// The registry: one entry per faction, in enum order (registry.cpp).
const FactionRules &factionRules(Faction f);
// The boards of the pool whose rules are not written yet, by name ("" when none): the module stays refused.
std::string missingFactions();

// --- Queries the core makes (hooks.cpp) ---

int boardOwner(const GameState &s, Faction f); // seat, or kNoPlayer when nobody took it
const FactionRules *seatRules(const GameState &s, int seat); // the seat's board, nullptr without one

int hubLaunchCircle(const GameState &s, int seat);
int discardsPerTurn(const GameState &s, int seat);
int marketTradeBonus(const GameState &s, int seat);
int landingOre(const GameState &s, int seat, Territory t, int ore); // ore after a landing discount
// Pays a facility's price: to the supply, or to the owner of a board that redirects it.
Result payFacility(GameState &s, int seat, Facility f, int fuel, int ore, std::string_view rule);
void factionTurnStart(GameState &s);                  // every board's turn-start rule for the new active player
void factionAfterRoll(GameState &s);
void factionTurnEnd(GameState &s);
void factionAfterReroll(GameState &s);
// A ship that leaves the board for the stock (Terraforming Station, Plasma Cannon) unless a board sends it to the
// Maintenance Bay for a turn instead (New Gaia, X-16).
void forfeitShip(GameState &s, int ship);
// Where a ship just built (or the Relic Ship just bought) goes: the Maintenance Bay, or into the fleet, rolled at
// once (Scavenger Fleet, X-19).
void placeNewShip(GameState &s, int seat, int ship);
// A ship just built joins the fleet now and is rolled at once (Scavenger Fleet, Shipfitter Drone discard).
void joinFleetNow(GameState &s, int ship);
// Asks for one die for a ship now (a re-roll stage of one ship).
void rollNow(GameState &s, int ship);
// A docking at a faction board; `grapple`: through the Superconducting Grapple, beside a board whose port is taken
// the fee and the board's docking ability as for any docking, no port).
Result dockAtBoard(GameState &s, int seat, const Dock &d, int moved, bool grapple = false);
// The ships at a faction board that take its one port: those docked there but not grappled beside it.
int boardPortShips(const GameState &s, Facility board);
inline bool boardPortTaken(const GameState &s, Facility board) { return boardPortShips(s, board) > 0; }
Result useFaction(GameState &s, int seat, const UseFaction &u);
Result drawBoards(GameState &s, const DrawBoards &d);
Result pickBoard(GameState &s, const PickBoard &p);
uint16_t draftPool(const GameState &s); // boards that may be drawn (bit per faction)
constexpr int boardsToDraw(int playerCount) { return playerCount + 1; } // one more than the players (1.2)

// --- Helpers for the boards ---

std::string_view boardRule(Faction f); // "faction:<id>", the rule a board's refusals cite
// The FactionArgs fields an ability reads; allowOnly refuses a choice in any other field.
inline constexpr unsigned kArgFrom = 1, kArgTo = 2, kArgPlayer = 4, kArgField = 8, kArgShip = 16, kArgValue = 32,
                          kArgResource = 64, kArgCard = 128, kArgCard2 = 256, kArgAgenda = 512;
Result allowOnly(const FactionArgs &a, unsigned fields, Faction f);
Result requireNoChoice(const FactionArgs &a, Faction f); // the ability takes no choice
void noChoice(const GameState &s, int seat, const ArgsSink &emit); // legal choices of such an ability: one
// The board's printed cost, in fuel and ore to the supply; its refusal cites the board's rule.
Result payBoardCost(GameState &s, int seat, Resources cost, Faction f);
int territoriesControlled(const GameState &s, int seat);
void receiveCard(GameState &s, int seat, Card c); // a duplicate of a card held is discarded without effect

// Every move of one colony (any player's) to another territory that moveColony accepts (neither end under the
// Repulsor Field), for legal actions; `emptyOnly`: only to territories with no colony (Sunrise Commune).
void colonyMoveChoices(const GameState &s, bool emptyOnly, const ArgsSink &emit);

// Moves one colony of `player` from `from` to `to` (Sunrise, Uranian): Repulsor blocks both ends.
Result moveColony(GameState &s, int player, std::optional<Territory> from, std::optional<Territory> to,
                  std::string_view rule);
// Transfers tokens between two players (fees, Terran Exchange): never through the supply.
Result transfer(GameState &s, int from, int to, Resources amount, std::string_view rule);

} // namespace af::detail

namespace af {
// Territory adjacency (shared/rules/EXPANSIONS.md section 6): Burroughs Desert borders all seven others, which
// form a ring.
bool adjacent(Territory a, Territory b);
} // namespace af
