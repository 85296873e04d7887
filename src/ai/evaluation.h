// How good a position is for each seat, as the AI players see it: a heuristic from what the state shows (never a
// rule: the score itself comes from score.h). The weights are named constants in evaluation.cpp.
#pragma once

#include "state.h"

#include <array>

namespace afai {

// A seat's position in VP-like units: its score plus what tends to become score (colonies on their way, ships,
// resources, cards, safe territory majorities).
double positionValue(const af::GameState &state, int seat);

// Every seat's positionValue (seats beyond playerCount are 0).
std::array<double, af::kMaxPlayers> positionValues(const af::GameState &state);

// `seat`'s positionValue minus the best other seat's.
double marginOf(const af::GameState &state, int seat);

// Each seat's outlook in [0, 1]: at game over 1 for the winner (a shared first place is split), 0 for the others;
// before, a logistic curve of the seat's value minus the best other seat's value.
std::array<double, af::kMaxPlayers> outlook(const af::GameState &state);

// That logistic curve: a margin over the best rival (in the evaluation's units) as an outlook in [0, 1].
double outlookOfMargin(double margin);

} // namespace afai
