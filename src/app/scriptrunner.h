// --script FILE: plays a game record's moves through the GameSession the way the UI does (JSON moves to
// GameSession::play), paced like a very fast player: each move once the window has drawn the previous one and the
// event loop has had a turn. Used by the tests (autosave after SIGKILL) and the benchmark (tests/perf/app-bench.sh),
// which reads the timings it prints: the slowest move (GameSession::play with the bindings it wakes), the slowest
// move to screen (until the end of the frame that shows it), and the longest stall (the longest the event loop went
// without getting back to a 4 ms heartbeat timer, apart from the moves themselves), and the main thread's processor
// time per move (slowest and average: the figure that other load on the machine hardly changes). AF_SCRIPT_TRACE=1 also lists
// on stderr every move over 4 ms (with its processor time), every move on screen after 16 ms and every stall over
// 16 ms.
#pragma once

#include "record/record.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

class GameSession;
class QQuickWindow;

class ScriptRunner : public QObject
{
    Q_OBJECT

public:
    ScriptRunner(GameSession *game, QQuickWindow *window, afrecord::GameRecord record, bool quitWhenDone,
                 QObject *parent = nullptr);
    void start();

private:
    void beat();
    void frameShown();
    void step();
    void skipAppliedChance();
    void reportDone(); // "script done", the timings; quits with --quit-after-script
    void finish(int exitCode);

    GameSession *m_game;
    afrecord::GameRecord m_record;
    bool m_quit;
    std::size_t m_next = 0;
    bool m_running = false;
    // The last move is not on screen yet: the next one waits for the frame (or gives up waiting after a while,
    // for a move that changes nothing visible).
    bool m_awaitingFrame = false;
    QElapsedTimer m_sinceMove;
    // The event loop's health: a heartbeat timer; its longest late arrival is the longest stall.
    QTimer m_heartbeat;
    QElapsedTimer m_sinceBeat;
    qint64 m_longestStallUs = 0;
    int m_stallsOver16ms = 0;
    qint64 m_slowestMoveUs = 0;
    std::size_t m_slowestMove = 0;
    qint64 m_totalUs = 0;
    // The main thread's processor time in GameSession::play (CLOCK_THREAD_CPUTIME_ID).
    qint64 m_slowestCpuUs = 0;
    std::size_t m_slowestCpuMove = 0;
    qint64 m_totalCpuUs = 0;
    qint64 m_slowestShownUs = 0;
    std::size_t m_slowestShown = 0;
};
