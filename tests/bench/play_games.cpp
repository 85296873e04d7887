// af-play-games: plays complete random 4-player games from seeds 1..N, the games BM_RandomGames4Players* time, so
// their work can be counted in instructions, which do not depend on the machine's load:
//   valgrind --tool=callgrind build-bench/tests/bench/af-play-games 40 factions
#include "engine.h"
#include "modules/modules.h"
#include "playout.h"

#include <cstdio>
#include <cstdlib>
#include <string>

int main(int argc, char **argv)
{
    using namespace af;
    const int games = argc > 1 ? std::atoi(argv[1]) : 40;
    GameOptions options;
    options.colors = {Color::Red, Color::Blue, Color::Green, Color::Yellow};
    if (argc > 2) {
        std::string error;
        const std::optional<ModuleSet> modules = parseModules(argv[2], error);
        if (!modules) {
            std::fprintf(stderr, "%s\n", error.c_str());
            return 2;
        }
        options.modules = *modules;
        options.allowUnfinishedModules = true; // as the benchmarks: modules whose content is still being written
    }
    const GameState start = newGame(options);
    long actions = 0;
    for (int seed = 1; seed <= games; ++seed) {
        GameState s = start;
        Rng rng(seed);
        actions += playRandomGame(s, rng);
    }
    std::printf("%d games, %ld actions\n", games, actions);
    return 0;
}
