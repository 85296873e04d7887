#include "player.h"

#include "planner.h"

namespace afai {

std::unique_ptr<Player> makePlayer(std::string_view id)
{
    if (id == "random")
        return makeRandomPlayer();
    if (id == "greedy")
        return makeGreedyPlayer();
    if (id == "planner")
        return makePlannerPlayer();
    if (id == "mcts")
        return makeSearchPlayer();
    return nullptr;
}

} // namespace afai
