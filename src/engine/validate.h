// Checks that a state could happen in a real game: used for positions read from files and entered in the position
// editor, so that play never starts from an impossible board.
#pragma once

#include "state.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace af {

struct StateProblem {
    std::string where; // the position-file path of the problem, e.g. "players[1].ships" or "territories"
    std::string what;  // an English sentence
    // The same as a template with {0}..{3} and its arguments (numbers, or facility, card and colour ids), so that
    // the app can show it translated.
    std::string_view text;
    std::array<std::string, 4> args;
};

std::optional<StateProblem> validateState(const GameState &state);

// Every template validateState can report (the app keeps a translation for each).
const std::vector<std::string_view> &stateProblemTexts();

} // namespace af
