// The AI players: given a state, choose one action for the seat to move. A main-stage turn is several actions;
// a player is asked again for each one. Chance events (dice, cards turned up) are never a player's choice: the
// table or the seeded generator (chance.h) decides them.
#pragma once

#include "action.h"
#include "state.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace afai {

// How much thinking one decision may take. A search stops at whichever limit comes first; with only an iteration
// limit, the same seed gives the same choice on any machine (a time limit depends on the machine's speed).
struct Budget {
    int iterations = 0;   // search iterations; 0: no limit by count
    int milliseconds = 0; // wall-clock time; 0: no limit by time
    // Set from another thread to stop a search early (the app cancels a hint or a bot's thought when the game
    // moves on); the search then returns its best action so far. nullptr: never stopped.
    const std::atomic<bool> *stop = nullptr;
};
inline constexpr int kDefaultIterations = 1000; // used when a budget sets neither limit

// When a search has spent its budget: the iteration limit reached, the time up, or the stop flag raised. The clock
// starts before the search's own preparations, which count against the time budget.
class BudgetClock {
public:
    BudgetClock(const Budget &budget, int iterationLimit)
        : m_stop(budget.stop), m_iterationLimit(iterationLimit), m_milliseconds(budget.milliseconds),
          m_deadline(std::chrono::steady_clock::now() + std::chrono::milliseconds(budget.milliseconds))
    {
    }
    bool stopped() const { return m_stop && m_stop->load(std::memory_order_relaxed); }
    // Stopped, or the time is up: for work inside an iteration that must not run past the budget.
    bool outOfTime() const
    {
        return stopped() || (m_milliseconds > 0 && std::chrono::steady_clock::now() >= m_deadline);
    }
    bool spent(int iterationsDone) const
    {
        return stopped() || (m_iterationLimit > 0 && iterationsDone >= m_iterationLimit) ||
               (m_milliseconds > 0 && std::chrono::steady_clock::now() >= m_deadline);
    }

private:
    const std::atomic<bool> *m_stop;
    int m_iterationLimit; // 0: no limit by count
    int m_milliseconds;   // 0: no limit by time
    std::chrono::steady_clock::time_point m_deadline;
};

class Player {
public:
    virtual ~Player() = default;
    // "random", "greedy", "planner" or "mcts": the id the arena and the CLI take.
    virtual std::string_view id() const = 0;
    // An action for the seat to move, legal in `state`, chosen from what that seat may know (determinize.h).
    // nullopt in a chance stage and at game over. The players without search ignore the budget.
    virtual std::optional<af::Action> choose(const af::GameState &state, const Budget &budget, uint64_t seed) = 0;
};

// Uniformly random among legalActions.
std::unique_ptr<Player> makeRandomPlayer();

// One move ahead: the legal action after which the mover's evaluation (evaluation.h) leads its best rival by the
// most; ties are broken by the seed.
std::unique_ptr<Player> makeGreedyPlayer();

// The turn planner (planner.h): the best plan of the whole turn, one action of it at a time; with a budget, the best
// few plans weighed by playing on to the next turn.
std::unique_ptr<Player> makePlannerPlayer();

// Monte Carlo tree search (search.h).
std::unique_ptr<Player> makeSearchPlayer();

// The player of this id ("random", "greedy", "planner", "mcts"), or nullptr.
std::unique_ptr<Player> makePlayer(std::string_view id);

} // namespace afai
