#include "player.h"

namespace afai {

std::unique_ptr<Player> makePlayer(std::string_view id)
{
    if (id == "random")
        return makeRandomPlayer();
    if (id == "greedy")
        return makeGreedyPlayer();
    if (id == "mcts")
        return makeSearchPlayer();
    return nullptr;
}

} // namespace afai
