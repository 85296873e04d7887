// af-arena: seeded games between AI players, with the standings and their confidence intervals.
#include "arena.h"

#include "modules/modules.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

const char kUsage[] = R"(Usage: af-arena --players P1,P2[,..] [--games N] [--seed S] [--ruleset R]
                [--modules m1,m2,..] [--long-game] [--quiet]

Plays N seeded games (default 20) between the players, one per seat (2 to 6), rotating the seats
from game to game, and prints each player's wins, win rate with its 95% confidence interval,
average VP and average margin (own VP minus the best other player's).
Players: random, greedy, planner (no look-ahead), planner:ROUNDS, planner:MSms (look-ahead),
mcts (1000 iterations per decision), mcts:ITERATIONS, mcts:MSms.
Rulesets: 2013 (default), first-edition, edition-x. Modules as af-referee-cli takes them.
)";

int usage(const std::string &problem)
{
    std::fprintf(stderr, "af-arena: %s\n\n%s", problem.c_str(), kUsage);
    return 2;
}

std::vector<std::string> split(const std::string &text)
{
    std::vector<std::string> parts;
    std::size_t start = 0;
    while (true) {
        const std::size_t comma = text.find(',', start);
        parts.push_back(text.substr(start, comma - start));
        if (comma == std::string::npos)
            return parts;
        start = comma + 1;
    }
}

} // namespace

int main(int argc, char *argv[])
{
    std::vector<std::string> players;
    int games = 20;
    uint64_t seed = 1;
    af::GameOptions options;
    bool quiet = false;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        const bool hasValue = i + 1 < argc;
        if (arg == "--help" || arg == "-h") {
            std::printf("%s", kUsage);
            return 0;
        } else if (arg == "--long-game") {
            options.longGame = true;
        } else if (arg == "--quiet") {
            quiet = true;
        } else if (!hasValue) {
            return usage("unknown option or missing value: " + arg);
        } else if (arg == "--players") {
            players = split(argv[++i]);
        } else if (arg == "--games") {
            games = std::atoi(argv[++i]);
        } else if (arg == "--seed") {
            seed = std::strtoull(argv[++i], nullptr, 10);
        } else if (arg == "--ruleset") {
            const auto ruleset = af::fromId<af::Ruleset>(argv[++i]);
            if (!ruleset)
                return usage(std::string("unknown ruleset ") + argv[i]);
            options.ruleset = *ruleset;
        } else if (arg == "--modules") {
            std::string why;
            const auto modules = af::parseModules(argv[++i], why);
            if (!modules)
                return usage("--modules: " + why);
            options.modules = *modules;
        } else {
            return usage("unknown option " + arg);
        }
    }
    if (players.size() < 2 || players.size() > static_cast<std::size_t>(af::kMaxPlayers))
        return usage("--players takes 2 to 6 players");
    if (games <= 0)
        return usage("--games takes a positive number");
    const af::Color colors[] = {af::Color::Red,    af::Color::Blue,   af::Color::Green,
                                af::Color::Yellow, af::Color::Purple, af::Color::White};
    options.colors.assign(colors, colors + players.size());
    if (const std::string problem = af::validateOptions(options); !problem.empty())
        return usage(problem);
    std::vector<afai::Contestant> contestants;
    for (const std::string &spec : players) {
        std::string why;
        auto c = afai::parseContestant(spec, why);
        if (!c)
            return usage(why);
        contestants.push_back(std::move(*c));
    }
    const auto start = std::chrono::steady_clock::now();
    const afai::TournamentResult result =
        afai::runTournament(options, contestants, games, seed, [&](int done, const afai::GameOutcome &) {
            if (!quiet)
                std::fprintf(stderr, "\r%d/%d games", done, games);
        });
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (!quiet)
        std::fprintf(stderr, "\n");
    std::printf("%s", afai::formatStandings(result).c_str());
    std::printf("%.1f s (%.2f s per game)\n", seconds, seconds / games);
    return result.errors.empty() ? 0 : 1;
}
