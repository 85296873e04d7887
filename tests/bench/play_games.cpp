// af-play-games: plays complete random 4-player games from seeds 1..N, the games BM_RandomGames4Players* time, so
// their work can be counted in instructions, which do not depend on the machine's load:
//   valgrind --tool=callgrind build-bench/tests/bench/af-play-games 40 factions
// It also prints a checksum of the games' outcomes (actions, turns, each player's score, tokens and cards, the
// colonies): a speed change must leave it as it was, or the games played have changed.
#include "engine.h"
#include "modules/modules.h"
#include "playout.h"
#include "score.h"

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
    }
    const GameState start = newGame(options);
    long actions = 0;
    uint64_t checksum = 14695981039346656037u; // FNV-1a
    auto mix = [&](long v) {
        checksum ^= static_cast<uint64_t>(v);
        checksum *= 1099511628211u;
    };
    for (int seed = 1; seed <= games; ++seed) {
        GameState s = start;
        Rng rng(seed);
        const int played = playRandomGame(s, rng);
        actions += played;
        mix(played);
        mix(s.turnNumber);
        for (int p = 0; p < s.playerCount; ++p) {
            mix(score(s, p).total());
            mix(s.players[p].fuel);
            mix(s.players[p].ore);
            mix(static_cast<long>(s.players[p].cards));
            for (int t = 0; t < kTerritoryCount; ++t)
                mix(s.colonies[t][p]);
        }
    }
    std::printf("%d games, %ld actions, outcome checksum %016llx\n", games, actions,
                static_cast<unsigned long long>(checksum));
    return 0;
}
