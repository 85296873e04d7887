#include "aisearch.h"

#include "engine.h"
#include "planner.h"

#include <QRunnable>

AiSearch::AiSearch(QObject *parent) : QObject(parent) { m_pool.setMaxThreadCount(1); }

AiSearch::~AiSearch() {
    cancel();
    m_pool.waitForDone(); // the worker posts to this object: it must be done before the object goes
}

void AiSearch::cancel() {
    ++m_generation;
    if (m_stop)
        m_stop->store(true);
    m_stop.reset();
    setRunning(false);
}

void AiSearch::setRunning(bool running) {
    if (running == m_running)
        return;
    m_running = running;
    emit runningChanged();
}

void AiSearch::start(const af::GameState &state, const afai::Budget &budget, uint64_t seed, int maxActions) {
    cancel();
    const quint64 generation = m_generation;
    auto stop = std::make_shared<std::atomic<bool>>(false);
    m_stop = stop;
    setRunning(true);
    // The worker owns copies of everything it reads; it reports through queued calls that check the generation.
    m_pool.start([this, state, budget, seed, maxActions, generation, stop] {
        afai::Budget b = budget;
        b.stop = stop.get();
        af::GameState s = state;
        const int seat = af::decidingSeat(s);
        std::vector<af::Action> actions;
        double outlook = 0;
        for (int step = 0; step < maxActions && !stop->load() && !af::isChanceStage(s.stage) &&
                           s.stage != af::Stage::GameOver && af::decidingSeat(s) == seat;
             ++step) {
            const afai::SearchResult found = afai::plan(s, b, seed + static_cast<uint64_t>(step));
            if (!found.action || stop->load() || af::apply(s, *found.action))
                break; // stopped, nothing to choose, or (never) an illegal action
            if (actions.empty())
                outlook = found.expectedOutlook;
            actions.push_back(*found.action);
            const int count = static_cast<int>(actions.size());
            QMetaObject::invokeMethod(this, [this, generation, count] {
                if (generation == m_generation)
                    emit progress(count);
            }, Qt::QueuedConnection);
        }
        QMetaObject::invokeMethod(this, [this, generation, actions = std::move(actions), outlook] {
            if (generation != m_generation)
                return;
            m_stop.reset();
            setRunning(false);
            emit finished(actions, outlook);
        }, Qt::QueuedConnection);
    });
}
