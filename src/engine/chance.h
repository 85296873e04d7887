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
    uint64_t next();
    int below(int n); // uniform in [0, n)
    uint64_t state() const { return m_state; }

private:
    uint64_t m_state;
};

// The outcome of the pending chance event, drawn at random: nullopt when the stage is not a chance stage.
// Cards are drawn uniformly from the pile (a seeded shuffle), reshuffling the discards when it runs out.
std::optional<Action> sampleChance(const GameState &state, Rng &rng);

} // namespace af
