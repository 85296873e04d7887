// Seeded games between AI players, for af-arena and the tests: the table's chance comes from one generator, each
// decision gets its own seed, and seats rotate from game to game.
#pragma once

#include "engine.h"
#include "player.h"

#include <functional>
#include <string>
#include <vector>

namespace afai {

// A player with its budget, as named on the command line: "random", "greedy", "planner" (its plan, no look-ahead),
// "planner:20" or "planner:500ms" (look-ahead: 20 rounds, or 500 ms, per decision), "mcts" (the default budget),
// "mcts:200" (200 iterations per decision) or "mcts:500ms" (500 ms per decision).
struct Contestant {
    std::string label;
    std::unique_ptr<Player> player;
    Budget budget;
};
std::optional<Contestant> parseContestant(std::string_view spec, std::string &why);

struct GameOutcome {
    bool finished = false;  // reached game over (not stalled at the action limit, no refused action)
    std::string error;      // a player proposed an action the engine refused (a bug)
    int actions = 0;
    std::array<int, af::kMaxPlayers> vp{};    // by seat
    std::array<int, af::kMaxPlayers> place{}; // by seat, 1-based, shared places repeated
    std::array<int, af::kMaxPlayers> decisions{};          // by seat: the choices it made
    std::array<double, af::kMaxPlayers> thinkSeconds{};    // by seat: the time they took, in all
    std::array<double, af::kMaxPlayers> longestDecision{}; // by seat, in seconds
};

// One game from `options` (colours by seat), `bySeat[i]` playing seat i. The same seed gives the same game.
GameOutcome playGame(const af::GameOptions &options, const std::vector<Contestant *> &bySeat, uint64_t seed);

struct Standing {
    std::string label;
    int games = 0;
    double wins = 0;     // a first place shared by k players counts 1/k
    double vpSum = 0;
    double marginSum = 0; // own VP minus the best other player's VP
    int decisions = 0;
    double thinkSeconds = 0;
    double longestDecision = 0;
    double winRate() const { return games ? wins / games : 0; }
};

struct Interval {
    double low = 0;
    double high = 0;
};
// The 95% Wilson score interval of a proportion.
Interval wilson95(double successes, int trials);

struct TournamentResult {
    std::vector<Standing> standings; // one per contestant, in the order given
    int games = 0;
    int unfinished = 0;
    std::vector<std::string> errors;
};

// `games` games between the contestants (one per seat, 2 to 6). Game g seats contestant i at seat (i + g) mod n and
// rolls the dice of deal g / n: every seating of a deal is played before the next deal. `progress` (optional) is
// called after each game.
TournamentResult runTournament(const af::GameOptions &options, std::vector<Contestant> &contestants, int games,
                               uint64_t seed, const std::function<void(int done, const GameOutcome &)> &progress = {});

// The standings as a table: wins, win rate with its 95% interval, average VP and margin, and the time a decision took
// (average and longest).
std::string formatStandings(const TournamentResult &result);

} // namespace afai
