// The rules engine's public face: set up a game, check and apply actions, list what is legal now.
#pragma once

#include "action.h"
#include "rejection.h"
#include "state.h"

#include <optional>
#include <string>
#include <vector>

namespace af {

struct GameOptions {
    Ruleset ruleset = Ruleset::R2013;
    std::vector<Color> colors; // one per seat, seat order (seat 0 is player one)
    bool longGame = false;
    bool limitedSupply = true; // 20 ore and 30 fuel tokens
    ModuleSet modules = 0;     // expansion modules (modules/modules.h)
    // Test-only: lets the engine's own tests play a module that is still refused as "not supported yet" to users.
    // The record reader, the CLI and the app never set it.
    bool allowUnfinishedModules = false;
};

// Why options cannot start a game (empty when they can).
std::string validateOptions(const GameOptions &options);

// A new game waiting for the setup deal (stage Deal). Options must be valid.
GameState newGame(const GameOptions &options);

// nullopt: legal. A refusal never changes the state.
std::optional<Rejection> check(const GameState &state, const Action &action);
std::optional<Rejection> apply(GameState &state, const Action &action);
// check() that keeps what the check computed: when the action is legal, `after` is the state it leads to (what
// apply() would make of a copy of `state`); after a refusal `after` holds no meaningful state. Lets a caller that
// tries actions keep the one it takes without applying it a second time.
std::optional<Rejection> tryApply(const GameState &state, const Action &action, GameState &after);

// The player actions legal now. In a chance stage (deal, roll, reveal, reroll) this is empty: the outcome is
// entered by the table or drawn by chance.h, and validated by check(). One exception, only with extra-tech: in the
// roll stage, the active player's cards used before the roll (Probability Focus, ...); the roll may come at once.
std::vector<Action> legalActions(const GameState &state);
// The same list written into `out` (cleared first), which keeps its capacity from call to call: for callers that
// list actions over and over, such as the random player.
void legalActions(const GameState &state, std::vector<Action> &out);

// The seat the game waits for: the active player, except while another player's own decision must come first (the
// Auto Pilot A.I.'s income in the turn-start window is its holder's choice, X-40). The AI and the app's bot seats play
// for this seat. Other players' optional moves (agenda reveals, releases from a card) never make it change.
int decidingSeat(const GameState &state);

// How many dice (roll, reroll) or cards (deal, reveal) the pending chance event needs.
int chanceCount(const GameState &state);

// Ships waiting for dice in the current chance stage, ascending (the order of Roll/Reroll values).
ShipList shipsToRoll(const GameState &state);

// Costs the engine would charge now, for display (after bonuses such as Herbert Valley or Pohl Foothills).
Resources shipyardCost(const GameState &state, int seat);
int cardFuelCost(const GameState &state, int seat, Card card, int ships = 1);
int tradeRatio(const GameState &state, int seat); // 0 when the player has no pair at the Orbital Market

} // namespace af
