// AiSearch: the AI (src/ai, its turn planner: planner.h) run off the GUI thread, for the hint and the bot seats.
// One search at a time: starting another, or cancel(), stops the running one (its result is dropped), and the
// destructor waits for it, so no result ever reaches a game that has moved on or an object that is gone.
#pragma once

#include "action.h"
#include "player.h"
#include "state.h"

#include <QObject>
#include <QThreadPool>

#include <atomic>
#include <memory>
#include <vector>

class AiSearch : public QObject {
    Q_OBJECT

public:
    explicit AiSearch(QObject *parent = nullptr);
    ~AiSearch() override;

    // Searches the seat to move's next actions in `state`, one search of `budget` each, until that seat's turn
    // ends, a chance event comes, the game is over or `maxActions` are found. The search sees only the state (no
    // seed of the record's dice: the dice to come are its own guesses; see src/ai/determinize.h).
    void start(const af::GameState &state, const afai::Budget &budget, uint64_t seed, int maxActions);
    void cancel();
    bool running() const { return m_running; }

signals:
    void runningChanged();
    // After each action found (on the GUI thread): how many so far.
    void progress(int found);
    // The search is over (on the GUI thread). `outlook`: the first action's expected outlook for the seat, 0 to 1.
    void finished(const std::vector<af::Action> &actions, double outlook);

private:
    void setRunning(bool running);

    QThreadPool m_pool;                      // one thread: searches never overlap
    std::shared_ptr<std::atomic<bool>> m_stop; // the running search's stop flag
    quint64 m_generation = 0;                 // results of an older search are dropped
    bool m_running = false;
};
