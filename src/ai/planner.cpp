#include "planner.h"

#include "chance.h"
#include "determinize.h"
#include "engine.h"
#include "evaluation.h"

#include <algorithm>

namespace afai {

using namespace af;

namespace {

struct Line {
    GameState state;
    Action first;
    double margin = 0;
};

// The mover's evaluation minus its best rival's.
double marginOf(const GameState &s, int mover)
{
    const auto values = positionValues(s);
    double best = -1e18;
    for (int o = 0; o < s.playerCount; ++o)
        if (o != mover)
            best = std::max(best, values[o]);
    return values[mover] - best;
}

// The mover can act no more in this turn without chance or another player stepping in.
bool turnSettled(const GameState &s, int mover)
{
    return s.stage == Stage::GameOver || s.current != mover || isChanceStage(s.stage);
}

} // namespace

std::optional<Action> planTurn(const GameState &root, const PlannerOptions &options)
{
    if (isChanceStage(root.stage) || root.stage == Stage::GameOver)
        return std::nullopt;
    const int mover = root.current;
    std::vector<Action> legal = legalActions(root);
    if (legal.empty())
        return std::nullopt;
    if (legal.size() == 1)
        return legal.front();

    std::vector<Line> beam;
    std::vector<Line> next;
    std::optional<Line> bestSettled;
    auto settle = [&](Line &&line) {
        if (!bestSettled || line.margin > bestSettled->margin)
            bestSettled = std::move(line);
    };

    beam.push_back(Line{root, Action{}, 0});
    GameState after;
    for (int depth = 0; depth < options.maxDepth && !beam.empty(); ++depth) {
        next.clear();
        for (const Line &line : beam) {
            legalActions(line.state, legal);
            for (const Action &a : legal) {
                if (tryApply(line.state, a, after))
                    continue; // legalActions lists only legal actions; a refusal here would be an engine bug
                Line extended{after, depth == 0 ? a : line.first, marginOf(after, mover)};
                if (turnSettled(extended.state, mover))
                    settle(std::move(extended));
                else
                    next.push_back(std::move(extended));
            }
        }
        // The best `width` lines, the same position reached in two orders kept once.
        std::stable_sort(next.begin(), next.end(), [](const Line &a, const Line &b) { return a.margin > b.margin; });
        beam.clear();
        for (Line &line : next) {
            if (static_cast<int>(beam.size()) == options.width)
                break;
            const bool seen = std::any_of(beam.begin(), beam.end(), [&](const Line &kept) {
                return kept.margin == line.margin && kept.state == line.state;
            });
            if (!seen)
                beam.push_back(std::move(line));
        }
    }
    // A turn longer than the look-ahead: the best line still open.
    for (Line &line : beam)
        settle(std::move(line));
    return bestSettled->first;
}

namespace {

class PlannerPlayer final : public Player {
public:
    explicit PlannerPlayer(const PlannerOptions &options) : m_options(options) {}
    std::string_view id() const override { return "planner"; }
    std::optional<Action> choose(const GameState &state, const Budget &, uint64_t seed) override
    {
        if (isChanceStage(state.stage) || state.stage == Stage::GameOver)
            return std::nullopt;
        Rng rng(seed);
        return planTurn(determinize(state, state.current, rng), m_options); // only what the seat may know
    }

private:
    PlannerOptions m_options;
};

} // namespace

std::unique_ptr<Player> makePlannerPlayer(const PlannerOptions &options)
{
    return std::make_unique<PlannerPlayer>(options);
}
std::unique_ptr<Player> makePlannerPlayer() { return makePlannerPlayer(PlannerOptions{}); }

} // namespace afai
