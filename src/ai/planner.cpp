#include "planner.h"

#include "chance.h"
#include "determinize.h"
#include "engine.h"
#include "evaluation.h"
#include "score.h"

#include <algorithm>
#include <cmath>

namespace afai {

using namespace af;

namespace {

struct Line {
    GameState state;
    Action first;
    double margin = 0;
};

constexpr double kWonMargin = 100; // a look-ahead that ends the game: won or lost, whatever the points

// The mover can act no more in this turn without chance or another player stepping in.
bool turnSettled(const GameState &s, int mover)
{
    return s.stage == Stage::GameOver || decidingSeat(s) != mover || isChanceStage(s.stage);
}

// The turn's best lines from `root`, each with its own first action (the best line for each), best first. Nothing
// when `clock` (if any) runs out on the way.
std::vector<Line> bestLines(const GameState &root, const PlannerOptions &options, const BudgetClock *clock = nullptr)
{
    const int mover = decidingSeat(root);
    std::vector<Line> settled; // sorted later; one per first action
    auto settle = [&](Line &&line) {
        for (Line &kept : settled)
            if (kept.first == line.first) {
                if (line.margin > kept.margin)
                    kept = std::move(line);
                return;
            }
        settled.push_back(std::move(line));
    };

    std::vector<Line> beam{Line{root, Action{}, 0}};
    std::vector<Line> next;
    std::vector<Action> legal;
    GameState after;
    for (int depth = 0; depth < options.maxDepth && !beam.empty(); ++depth) {
        if (clock && clock->outOfTime())
            return {};
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
    // A turn longer than the look-ahead: the lines still open count as they stand.
    for (Line &line : beam)
        settle(std::move(line));
    std::stable_sort(settled.begin(), settled.end(), [](const Line &a, const Line &b) { return a.margin > b.margin; });
    return settled;
}

// Plays on from a settled line until the mover's next roll (or the game's end): the chance events drawn by `rng`,
// every turn planned by the planner with `options`. Returns the mover's margin then, or nullopt when the clock ran
// out on the way.
std::optional<double> lookAhead(GameState s, int mover, const PlannerOptions &options, Rng &rng,
                                const BudgetClock &clock)
{
    bool othersMoved = false;
    for (int step = 0; step < 2000 && s.stage != Stage::GameOver; ++step) {
        if (isChanceStage(s.stage)) {
            if (othersMoved && s.current == mover && s.stage == Stage::Roll)
                break;
            af::apply(s, *sampleChance(s, rng));
            continue;
        }
        othersMoved = othersMoved || decidingSeat(s) != mover;
        const std::vector<Line> lines = bestLines(s, options, &clock);
        if (clock.outOfTime())
            return std::nullopt;
        if (lines.empty() || af::apply(s, lines.front().first))
            break;
    }
    if (s.stage == Stage::GameOver) {
        const std::vector<RankEntry> ranks = ranking(s);
        for (const RankEntry &r : ranks)
            if (r.seat == mover)
                return r.place == 1 ? kWonMargin : -kWonMargin;
    }
    return marginOf(s, mover);
}

} // namespace

LookAheadTally::LookAheadTally(std::size_t candidates)
    : m_candidates(candidates), m_sums(candidates, 0.0), m_differences(candidates * candidates, 0.0),
      m_squaredDifferences(candidates * candidates, 0.0)
{
}

void LookAheadTally::addRound(const std::vector<double> &margins)
{
    for (std::size_t i = 0; i < m_candidates; ++i) {
        m_sums[i] += margins[i];
        for (std::size_t j = 0; j < m_candidates; ++j) {
            const double d = margins[i] - margins[j];
            m_differences[i * m_candidates + j] += d;
            m_squaredDifferences[i * m_candidates + j] += d * d;
        }
    }
    ++m_rounds;
}

double LookAheadTally::mean(std::size_t candidate) const
{
    return m_rounds ? m_sums[candidate] / m_rounds : 0;
}

std::size_t LookAheadTally::leader() const
{
    return static_cast<std::size_t>(std::max_element(m_sums.begin(), m_sums.end()) - m_sums.begin());
}

bool LookAheadTally::settled(const PlannerOptions &options) const
{
    if (options.settleRounds <= 0 || m_rounds < std::max(2, options.settleRounds))
        return false;
    const std::size_t best = leader();
    const double n = m_rounds;
    for (std::size_t j = 0; j < m_candidates; ++j) {
        if (j == best)
            continue;
        const double sum = m_differences[best * m_candidates + j];
        const double meanDifference = sum / n;
        const double variance =
            std::max(0.0, (m_squaredDifferences[best * m_candidates + j] - sum * meanDifference) / (n - 1));
        const bool ahead = variance == 0 ? meanDifference >= 0
                                         : meanDifference > options.settleMargin * std::sqrt(variance / n);
        if (!ahead)
            return false;
    }
    return true;
}

SearchResult plan(const GameState &state, const Budget &budget, uint64_t seed, const PlannerOptions &options)
{
    SearchResult result;
    if (isChanceStage(state.stage) || state.stage == Stage::GameOver)
        return result;
    const BudgetClock clock(budget, budget.iterations); // the plans count against the time budget
    Rng rng(seed);
    const GameState root = determinize(state, decidingSeat(state), rng); // only what the seat may know
    std::vector<Line> lines = bestLines(root, options);
    if (lines.empty())
        return result;
    const auto playThePlan = [&] { // the best plan's first action, judged by the plan alone
        result.action = lines.front().first;
        result.expectedOutlook = outlookOfMargin(lines.front().margin);
        return result;
    };
    if (budget.iterations <= 0 && budget.milliseconds <= 0)
        return playThePlan();
    lines.resize(std::min<std::size_t>(lines.size(), options.candidates));
    // Plans that differ only in the order of their actions end the turn in the same position and would face the same
    // futures: the best-ranked of them stands for all.
    for (std::size_t i = 1; i < lines.size();) {
        const bool repeated = std::any_of(lines.begin(), lines.begin() + static_cast<std::ptrdiff_t>(i),
                                          [&](const Line &kept) { return kept.state == lines[i].state; });
        if (repeated)
            lines.erase(lines.begin() + static_cast<std::ptrdiff_t>(i));
        else
            ++i;
    }
    if (lines.size() == 1)
        return playThePlan();
    LookAheadTally tally(lines.size());
    std::vector<double> margins(lines.size());
    PlannerOptions others = options;
    others.width = options.lookAheadWidth;
    const int mover = decidingSeat(root);
    while (true) {
        // One look-ahead per candidate each round, so every candidate has faced as many futures when time runs out.
        // The same dice for every candidate in a round (common random numbers): the candidates' differences are
        // smaller than the dice's, so each is measured against the same futures.
        const uint64_t roundSeed = rng.next();
        bool roundDone = true;
        for (std::size_t i = 0; i < lines.size() && roundDone; ++i) {
            Rng future(roundSeed);
            const std::optional<double> margin = lookAhead(lines[i].state, mover, others, future, clock);
            roundDone = margin.has_value();
            margins[i] = margin.value_or(0);
        }
        if (!roundDone)
            break; // out of time within the round: it is dropped, so every candidate counts the same futures
        tally.addRound(margins);
        ++result.iterations;
        if (tally.settled(options) || clock.spent(result.iterations))
            break;
    }
    if (tally.rounds() == 0) // the budget ran out before a round was done
        return playThePlan();
    const std::size_t best = tally.leader();
    result.action = lines[best].first;
    result.expectedOutlook = outlookOfMargin(tally.mean(best));
    return result;
}

namespace {

class PlannerPlayer final : public Player {
public:
    explicit PlannerPlayer(const PlannerOptions &options) : m_options(options) {}
    std::string_view id() const override { return "planner"; }
    std::optional<Action> choose(const GameState &state, const Budget &budget, uint64_t seed) override
    {
        return plan(state, budget, seed, m_options).action;
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
