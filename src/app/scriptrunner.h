// --script FILE: plays a game record's moves through the GameController, one per turn of the event loop, the way
// the UI does (JSON moves to GameController::play). Used by the tests (autosave after SIGKILL) and the benchmark
// (tests/perf/app-bench.sh), which reads the timings it prints. AF_SCRIPT_TRACE=1 also lists every move and every
// event-loop stall over 16 ms on stderr.
#pragma once

#include "record/record.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

class GameController;

class ScriptRunner : public QObject
{
    Q_OBJECT

public:
    ScriptRunner(GameController *game, afrecord::GameRecord record, bool quitWhenDone, QObject *parent = nullptr);
    void start();

private:
    void step();
    void finish(int exitCode);

    GameController *m_game;
    afrecord::GameRecord m_record;
    bool m_quit;
    std::size_t m_next = 0;
    QTimer m_stepTimer;
    // The event loop's health: a heartbeat timer; its longest late arrival is the longest stall.
    QTimer m_heartbeat;
    QElapsedTimer m_sinceBeat;
    qint64 m_longestStallUs = 0;
    int m_stallsOver16ms = 0;
    qint64 m_slowestMoveUs = 0;
    std::size_t m_slowestMove = 0;
    qint64 m_totalUs = 0;
};
