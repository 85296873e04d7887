#include "greedy.h"

#include "chance.h"
#include "engine.h"
#include "evaluation.h"
#include "player.h"

#include <algorithm>

namespace afai {

double marginAfter(const af::GameState &state, const af::Action &action)
{
    af::GameState next = state;
    af::apply(next, action);
    return marginOf(next, af::decidingSeat(state));
}

namespace {

class GreedyPlayer final : public Player {
public:
    std::string_view id() const override { return "greedy"; }
    std::optional<af::Action> choose(const af::GameState &state, const Budget &, uint64_t seed) override
    {
        const std::vector<af::Action> legal = af::legalActions(state);
        if (legal.empty())
            return std::nullopt;
        af::Rng rng(seed);
        int chosen = 0;
        int ties = 0;
        double best = -1e18;
        for (int i = 0; i < static_cast<int>(legal.size()); ++i) {
            const double m = marginAfter(state, legal[i]);
            if (m > best + 1e-9) {
                best = m;
                chosen = i;
                ties = 1;
            } else if (m > best - 1e-9 && rng.below(++ties) == 0) {
                chosen = i; // reservoir sampling: each of the tied actions equally likely
            }
        }
        return legal[chosen];
    }
};

} // namespace

std::unique_ptr<Player> makeGreedyPlayer() { return std::make_unique<GreedyPlayer>(); }

} // namespace afai
