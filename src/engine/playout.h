// Fast random play for simulations and benchmarks: samples one legal action without listing them all.
#pragma once

#include "action.h"
#include "chance.h"
#include "engine.h"

namespace af {

// A legal action for the current state, chosen at random: chance outcomes from the generator; in the main stage
// mostly dockings of the unplaced ships (so games move on), sometimes anything from legalActions.
// nullopt only when the game is over.
std::optional<Action> randomAction(const GameState &state, Rng &rng);

// Plays a whole game from `state` with randomAction; returns the number of actions taken (0 if `maxActions` ran out
// before the end, which the caller can treat as a stalled game).
int playRandomGame(GameState &state, Rng &rng, int maxActions = 100000);

} // namespace af
