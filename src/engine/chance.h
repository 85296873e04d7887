// Chance for digital mode: a seeded generator rolls the dice and turns up cards. Its outcomes are ordinary
// chance actions (Deal, Roll, Reveal, Reroll), recorded like the table's entries, so games replay exactly.
#pragma once

#include "action.h"
#include "state.h"

#include <cstdint>
#include <optional>

namespace af {

// A small, fast, reproducible generator (SplitMix64): the same seed gives the same game everywhere.
class Rng {
public:
    explicit Rng(uint64_t seed) : m_state(seed) {}
    // Inline: the random games call these for every action, and a constant `n` (a die's 6) lets the compiler turn
    // the division into a multiplication (same results).
    uint64_t next()
    {
        uint64_t z = (m_state += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }
    int below(int n) { return n <= 1 ? 0 : static_cast<int>(next() % static_cast<uint64_t>(n)); } // uniform in [0, n)
    uint64_t state() const { return m_state; }

private:
    uint64_t m_state;
};

// The outcome of the pending chance event, drawn at random: nullopt when the stage is not a chance stage.
// Cards are drawn uniformly from the pile (a seeded shuffle), reshuffling the discards when it runs out.
std::optional<Action> sampleChance(const GameState &state, Rng &rng);

} // namespace af
