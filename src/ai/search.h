// Monte Carlo tree search for one decision, open loop with determinization (information-set MCTS in the manner of
// Cowling, Powley and Whitehouse, 2012):
// - each iteration starts from a determinization of the position for the seat to move (determinize.h) and draws every
//   chance event (dice, cards turned up) with the search's own generator, so the tree's nodes are sequences of
//   player actions, not positions;
// - a node's children are the actions tried after that sequence; an action is a candidate only when legal in the
//   iteration's position, and UCB1 counts its chances by availability, not by the parent's visits;
// - new children come in by progressive widening, the most promising first (one move ahead, greedy.h): a main stage
//   has hundreds of legal actions, far more than iterations;
// - a playout from the new node plays on for a few turns with a cheap policy, then the position is judged
//   (evaluation.h);
//   each node adds the outlook of the seat that chose its action (max^n for 2 to 6 seats).
// Deterministic for a given seed and iteration budget.
#pragma once

#include "player.h"

#include <cstddef>

namespace afai {

// The defaults are what measured best against the greedy player in 2-player matches of 20 games at 100 iterations
// (README "AI players"): 200-step playouts won 14 of 20, playouts that only finished the turn 9 to 10.
struct SearchOptions {
    double exploration = 0.05;    // UCB1 constant: outlooks of sibling actions differ by hundredths
    double widenFactor = 2.0;     // a node may have widenFactor * visits^widenExponent children
    double widenExponent = 0.5;
    int expansionSample = 12;     // deep in the tree, the best of this many random untried actions enters next
    int playoutCandidates = 3;    // a playout step plays the best of this many random actions (0: of every legal one)
    int playoutTurnEnds = 0;      // a playout stops after this many turns end (0: no such limit), at game over,
    int playoutMaxSteps = 200;    // or after this many actions
};

struct SearchResult {
    std::optional<af::Action> action; // nullopt in a chance stage and at game over
    int iterations = 0;
    std::size_t nodes = 0;
    std::size_t treeBytes = 0;  // the memory the tree held
    double expectedOutlook = 0; // the chosen action's mean outlook for the seat to move, in [0, 1]
};

SearchResult search(const af::GameState &state, const Budget &budget, uint64_t seed, const SearchOptions &options = {});

std::unique_ptr<Player> makeSearchPlayer(const SearchOptions &options);

} // namespace afai
