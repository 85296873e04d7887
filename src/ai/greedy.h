// One move ahead: the evaluation of each legal action's resulting position, shared by the greedy player, the
// search's move ordering and its playouts.
#pragma once

#include "action.h"
#include "state.h"

namespace afai {

// The mover's evaluation minus its best rival's, after `action` (legal in `state`) is applied. A chance stage the
// action leads to (cards turned up, the next player's roll) is not resolved: the position is judged as it stands.
double marginAfter(const af::GameState &state, const af::Action &action);

} // namespace afai
