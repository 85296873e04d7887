// IdleGarbageCollector: runs the QML engine's garbage collector once the frame that shows every 8th change of the
// game is on screen, between moves. Left to itself, Qt 6.4's collector runs when the JS values made since the last
// run pass a limit, which is in the middle of whatever binding makes the last one: every 25-30 moves, and then that
// move took about 3 ms more (a third to a half of the slowest moves' time). Collected every 8 changes, the JS heap
// stays well under that limit (a move makes about 10 KB of it, the limit leaves about 300 KB), so the collector runs
// after a frame, where the player is not waiting for anything.
#pragma once

#include <QObject>

class GameSession;
class QJSEngine;
class QQuickWindow;

class IdleGarbageCollector : public QObject {
    Q_OBJECT

public:
    static constexpr int kChangesPerCollection = 8;

    IdleGarbageCollector(QJSEngine *engine, QQuickWindow *window, const GameSession *session,
                         QObject *parent = nullptr);

private:
    void frameShown();

    QJSEngine *m_engine;
    int m_changes = 0; // since the last collection
};
