#include "chance.h"
#include "engine.h"
#include "player.h"

namespace afai {

namespace {

class RandomPlayer final : public Player {
public:
    std::string_view id() const override { return "random"; }
    std::optional<af::Action> choose(const af::GameState &state, const Budget &, uint64_t seed) override
    {
        const std::vector<af::Action> legal = af::legalActions(state);
        if (legal.empty())
            return std::nullopt;
        af::Rng rng(seed);
        return legal[rng.below(static_cast<int>(legal.size()))];
    }
};

} // namespace

std::unique_ptr<Player> makeRandomPlayer() { return std::make_unique<RandomPlayer>(); }

} // namespace afai
