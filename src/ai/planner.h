// The turn planner: plans the rest of the mover's turn as a whole before playing its first action. A beam search
// over the turn's action sequences: each step extends every kept sequence by every legal action, keeps the `width`
// best by the mover's margin (evaluation.h; transpositions merged), and sets aside the sequences whose turn is over
// (ended, the game over, or a chance event such as cards turned up). The best of those, judged by the same margin,
// gives the action to play. One move ahead (the greedy player) cannot see that a die is worth more at the second
// facility it could go to once the first has paid; a plan of the whole turn can.
#pragma once

#include "player.h"

namespace afai {

struct PlannerOptions {
    int width = 32;    // sequences kept at each step (2 players, against greedy, 200 games: 12 won 81%, 32 86%, 64 88%)
    int maxDepth = 24; // actions looked ahead within the turn (a turn of 6 ships and cards rarely needs more)
};

// The planned turn's first action for the seat to move (nullopt in a chance stage and at game over).
std::optional<af::Action> planTurn(const af::GameState &state, const PlannerOptions &options);

std::unique_ptr<Player> makePlannerPlayer(const PlannerOptions &options);

} // namespace afai
