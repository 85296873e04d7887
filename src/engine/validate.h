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

// What the board shows of the active player's turn so far, for a position entered in the middle of a turn (the
// position editor; position files that leave these out). Every ship docked for the active player (their own, or one
// taken with the Mind Control Helmet) was docked this turn, since ships are gathered at the start of their owner's
// turn. Ships moved away again this turn (Orbital Teleporter, Plasma Cannon) are not seen: the counts are the least
// the turn can have had.
struct BoardTurn {
    uint8_t hubShips = 0;       // ships docked for the active player at the Colonist Hub
    bool lunarDocked = false;   // one of them at the Lunar Mine (Van Vogt Mountains, R-8)
    uint8_t artifactShips = 0;  // ... at the Alien Artifact, and their total value
    uint8_t artifactTotal = 0;
    bool asimovApplied = false; // 2013: 2+ Hub ships with Asimov Crater active now (its +1 is taken as given)
};
BoardTurn turnShownByBoard(const GameState &state);

// Every template validateState can report (the app keeps a translation for each).
const std::vector<std::string_view> &stateProblemTexts();

} // namespace af
