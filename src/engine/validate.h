// Checks that a state could happen in a real game: used for positions read from files and entered in the position
// editor, so that play never starts from an impossible board.
#pragma once

#include "state.h"

#include <optional>
#include <string>

namespace af {

struct StateProblem {
    std::string where; // the position-file path of the problem, e.g. "players[1].ships" or "territories"
    std::string what;  // an English sentence
};

std::optional<StateProblem> validateState(const GameState &state);

} // namespace af
