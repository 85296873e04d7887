#include "arena.h"

#include "chance.h"
#include "score.h"

#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdio>

namespace afai {

using namespace af;

namespace {
constexpr int kMaxGameActions = 100000; // as a record's limit: a game longer than this is counted as stalled
constexpr uint64_t kDecisionStream = 0xd1b54a32d192ed03ULL;

bool parseNumber(std::string_view text, int &value)
{
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    return ec == std::errc() && end == text.data() + text.size() && value > 0;
}
// 'text' (built by appending: GCC 12 warns falsely, -Wrestrict, about "'" + std::string).
std::string quoted(std::string_view text)
{
    std::string out(1, '\'');
    out.append(text);
    out += '\'';
    return out;
}
} // namespace

std::optional<Contestant> parseContestant(std::string_view spec, std::string &why)
{
    const std::size_t colon = spec.find(':');
    const std::string_view id = spec.substr(0, colon);
    Contestant c;
    c.label = std::string(spec);
    c.player = makePlayer(id);
    if (!c.player) {
        why = "unknown player " + quoted(id) + " (random, greedy, planner or mcts)";
        return std::nullopt;
    }
    if (colon == std::string_view::npos)
        return c;
    std::string_view budget = spec.substr(colon + 1);
    const bool ms = budget.ends_with("ms");
    if (ms)
        budget.remove_suffix(2);
    int value = 0;
    if ((id != "mcts" && id != "planner") || !parseNumber(budget, value)) {
        why = quoted(spec) + ": a budget is mcts:ITERATIONS or mcts:MILLISECONDSms, planner likewise (a positive " +
              "whole number); random and greedy take none";
        return std::nullopt;
    }
    (ms ? c.budget.milliseconds : c.budget.iterations) = value;
    return c;
}

GameOutcome playGame(const GameOptions &options, const std::vector<Contestant *> &bySeat, uint64_t seed)
{
    GameOutcome outcome;
    GameState s = newGame(options);
    Rng table(seed);
    Rng decisions(seed ^ kDecisionStream);
    for (; outcome.actions < kMaxGameActions && s.stage != Stage::GameOver; ++outcome.actions) {
        std::optional<Action> action;
        if (isChanceStage(s.stage)) {
            action = sampleChance(s, table);
        } else {
            const int seat = decidingSeat(s);
            Contestant &c = *bySeat[seat];
            const auto start = std::chrono::steady_clock::now();
            action = c.player->choose(s, c.budget, decisions.next());
            const double took = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            ++outcome.decisions[seat];
            outcome.thinkSeconds[seat] += took;
            outcome.longestDecision[seat] = std::max(outcome.longestDecision[seat], took);
        }
        if (!action) {
            outcome.error = "no action in stage " + std::to_string(idx(s.stage));
            return outcome;
        }
        if (const std::optional<Rejection> refused = af::apply(s, *action)) {
            outcome.error = "seat " + std::to_string(decidingSeat(s)) + " proposed a refused action (" +
                            std::string(actionTypeId(*action)) + "): " + describe(*refused, s);
            return outcome;
        }
    }
    outcome.finished = s.stage == Stage::GameOver;
    for (const RankEntry &r : ranking(s)) {
        outcome.vp[r.seat] = r.vp;
        outcome.place[r.seat] = r.place;
    }
    return outcome;
}

Interval wilson95(double successes, int trials)
{
    if (trials <= 0)
        return {0, 1};
    constexpr double z = 1.959964;
    const double n = trials;
    const double p = successes / n;
    const double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
    const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n);
    return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

TournamentResult runTournament(const GameOptions &options, std::vector<Contestant> &contestants, int games,
                               uint64_t seed, const std::function<void(int, const GameOutcome &)> &progress)
{
    TournamentResult result;
    const int n = static_cast<int>(contestants.size());
    for (const Contestant &c : contestants)
        result.standings.push_back({c.label});
    for (int g = 0; g < games; ++g) {
        std::vector<Contestant *> bySeat(n);
        for (int i = 0; i < n; ++i)
            bySeat[(i + g) % n] = &contestants[i];
        const GameOutcome o = playGame(options, bySeat, seed + static_cast<uint64_t>(g / n));
        ++result.games;
        if (!o.error.empty())
            result.errors.push_back("game " + std::to_string(g) + ": " + o.error);
        for (int i = 0; i < n; ++i) {
            const int seat = (i + g) % n;
            Standing &st = result.standings[i];
            st.decisions += o.decisions[seat];
            st.thinkSeconds += o.thinkSeconds[seat];
            st.longestDecision = std::max(st.longestDecision, o.longestDecision[seat]);
        }
        if (!o.finished) {
            ++result.unfinished;
        } else {
            int firsts = 0;
            for (int seat = 0; seat < n; ++seat)
                firsts += o.place[seat] == 1;
            for (int i = 0; i < n; ++i) {
                const int seat = (i + g) % n;
                int bestOther = 0;
                for (int other = 0; other < n; ++other)
                    if (other != seat)
                        bestOther = std::max(bestOther, o.vp[other]);
                Standing &st = result.standings[i];
                ++st.games;
                st.wins += o.place[seat] == 1 ? 1.0 / firsts : 0.0;
                st.vpSum += o.vp[seat];
                st.marginSum += o.vp[seat] - bestOther;
            }
        }
        if (progress)
            progress(g + 1, o);
    }
    return result;
}

std::string formatStandings(const TournamentResult &result)
{
    std::string text;
    char line[256];
    std::snprintf(line, sizeof line, "%-16s %6s %8s %8s %17s %8s %8s %11s %9s\n", "player", "games", "wins", "win%",
                  "95% CI", "avg VP", "margin", "s/decision", "longest");
    text += line;
    for (const Standing &s : result.standings) {
        const Interval ci = wilson95(s.wins, s.games);
        std::snprintf(line, sizeof line, "%-16s %6d %8.1f %7.1f%% %7.1f%%-%6.1f%% %8.2f %8.2f %11.3f %9.3f\n",
                      s.label.c_str(), s.games, s.wins, 100 * s.winRate(), 100 * ci.low, 100 * ci.high,
                      s.games ? s.vpSum / s.games : 0.0, s.games ? s.marginSum / s.games : 0.0,
                      s.decisions ? s.thinkSeconds / s.decisions : 0.0, s.longestDecision);
        text += line;
    }
    std::snprintf(line, sizeof line, "%d games, %d unfinished, %zu errors\n", result.games, result.unfinished,
                  result.errors.size());
    text += line;
    for (const std::string &e : result.errors)
        text += "error: " + e + "\n";
    return text;
}

} // namespace afai
