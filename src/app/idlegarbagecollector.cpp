#include "idlegarbagecollector.h"

#include "session/gamesession.h"

#include <QJSEngine>
#include <QQuickWindow>

IdleGarbageCollector::IdleGarbageCollector(QJSEngine *engine, QQuickWindow *window, const GameSession *session,
                                           QObject *parent)
    : QObject(parent), m_engine(engine)
{
    connect(session, &GameSession::stateChanged, this, [this] { ++m_changes; });
    // frameSwapped may come from the render thread: queued to this (the GUI) thread, after the frame.
    connect(window, &QQuickWindow::frameSwapped, this, &IdleGarbageCollector::frameShown, Qt::QueuedConnection);
}

void IdleGarbageCollector::frameShown()
{
    if (m_changes < kChangesPerCollection)
        return;
    m_changes = 0;
    m_engine->collectGarbage();
}
