#include "scoretimeline.h"

#include "engine.h"
#include "score.h"

namespace afhistory {

namespace {

TimelinePoint pointOf(const af::GameState &state, int turn, int actions)
{
    TimelinePoint point;
    point.turn = turn;
    point.actions = actions;
    for (int seat = 0; seat < state.playerCount; ++seat) {
        point.vp[seat] = af::score(state, seat).total();
        point.fuel[seat] = state.players[seat].fuel;
        point.ore[seat] = state.players[seat].ore;
    }
    return point;
}

} // namespace

ScoreTimeline scoreTimeline(const afrecord::GameRecord &record)
{
    af::GameState state = record.start();
    ScoreTimeline timeline;
    timeline.players = state.playerCount;
    timeline.points.push_back(pointOf(state, 0, 0));
    int applied = 0;
    for (const af::Action &action : record.actions) {
        const uint32_t turnBefore = state.turnNumber;
        const bool wasOver = state.stage == af::Stage::GameOver;
        if (af::apply(state, action))
            break;
        ++applied;
        const bool endsGame = !wasOver && state.stage == af::Stage::GameOver;
        if (state.turnNumber != turnBefore || endsGame)
            timeline.points.push_back(pointOf(state, static_cast<int>(turnBefore), applied));
    }
    // The end-game agenda reveals follow the game-ending action: the last point is the final score.
    if (state.stage == af::Stage::GameOver && timeline.points.back().actions < applied)
        timeline.points.back() = pointOf(state, timeline.points.back().turn, applied);
    return timeline;
}

} // namespace afhistory
