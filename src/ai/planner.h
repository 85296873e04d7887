// The turn planner: plans the rest of the mover's turn as a whole before playing its first action. A beam search
// over the turn's action sequences: each step extends every kept sequence by every legal action, keeps the `width`
// best by the mover's margin (evaluation.h; transpositions merged), and sets aside the sequences whose turn is over
// (ended, the game over, or a chance event such as cards turned up). The best of those, judged by the same margin,
// gives the action to play. One move ahead (the greedy player) cannot see that a die is worth more at the second
// facility it could go to once the first has paid; a plan of the whole turn can.
#pragma once

#include "player.h"
#include "search.h"

#include <cstddef>
#include <vector>

namespace afai {

struct PlannerOptions {
    int width = 32;    // sequences kept at each step (2 players, against greedy, 200 games: 12 won 81%, 32 86%, 64 88%)
    int maxDepth = 24; // actions looked ahead within the turn (a turn of 6 ships and cards rarely needs more)
    // With a budget: the best `candidates` plans, each with its own first action, are played on to the mover's next
    // roll, round after round (the dice drawn afresh each round, the same for every candidate; every turn planned at
    // `lookAheadWidth`), and the plan with the best mean margin then is chosen.
    int candidates = 6;
    int lookAheadWidth = 4;
    // The look-ahead stops before the budget is spent once the choice is settled (LookAheadTally::settled; 0 rounds:
    // never early): a bot seat at the table then moves as soon as more thought would not change its move, and the
    // budget goes to the near-ties.
    int settleRounds = 32;
    double settleMargin = 3.0;
};

// One decision for the seat to move, from what it may know (determinize.h). With no budget (neither iterations nor
// milliseconds) the best plan's first action; with one, the look-ahead above until the budget is spent or the choice
// is settled (iterations count rounds; plans that end the turn in the same position are looked ahead once).
// `expectedOutlook` is the chosen plan's margin as an outlook (evaluation.h); nullopt action in a chance stage and at
// game over. Deterministic for a seed and an iteration budget.
SearchResult plan(const af::GameState &state, const Budget &budget, uint64_t seed, const PlannerOptions &options = {});

// The look-ahead's margins so far, round by round: each candidate's mean, and whether more rounds would hardly change
// the choice.
class LookAheadTally {
public:
    explicit LookAheadTally(std::size_t candidates);
    void addRound(const std::vector<double> &margins); // one margin per candidate, all from the same dice
    int rounds() const { return m_rounds; }
    double mean(std::size_t candidate) const;
    std::size_t leader() const; // the best mean; the best-ranked plan on a tie
    // After `settleRounds` rounds: the leader is ahead of every other candidate by more than `settleMargin` standard
    // errors of their round-by-round differences (paired: both faced the same dice), or the two never differed.
    bool settled(const PlannerOptions &options) const;

private:
    std::size_t m_candidates;
    int m_rounds = 0;
    std::vector<double> m_sums;
    std::vector<double> m_differences;        // [i * candidates + j]: the sum of margin i - margin j over the rounds
    std::vector<double> m_squaredDifferences; // and of its square
};

std::unique_ptr<Player> makePlannerPlayer(const PlannerOptions &options);

} // namespace afai
