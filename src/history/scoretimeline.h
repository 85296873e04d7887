// Each player's VP, fuel and ore after every turn of a game, recomputed from the state that replaying the record
// gives at each turn's end (the score is never summed up along the way).
#pragma once

#include "record/record.h"

#include <array>
#include <vector>

namespace afhistory {

struct TimelinePoint {
    int turn = 0;    // the turn just ended (0: the start of the game, before the first turn)
    int actions = 0; // actions of the record applied at this point
    std::array<int, af::kMaxPlayers> vp{};
    std::array<int, af::kMaxPlayers> fuel{};
    std::array<int, af::kMaxPlayers> ore{};
    friend bool operator==(const TimelinePoint &, const TimelinePoint &) = default;
};

struct ScoreTimeline {
    int players = 0;
    std::vector<TimelinePoint> points; // the start, then one point per turn ended, then the game's end if it is over
    friend bool operator==(const ScoreTimeline &, const ScoreTimeline &) = default;
};

// Replays the record (up to its first refused action, if any) and samples the state at the start and after each
// turn. A turn ends when the turn number moves on; the last turn of a finished game ends with the game.
ScoreTimeline scoreTimeline(const afrecord::GameRecord &record);

} // namespace afhistory
