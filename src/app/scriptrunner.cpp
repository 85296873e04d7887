#include "scriptrunner.h"

#include "session/gamesession.h"

#include "modules/modules.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QQuickWindow>
#include <QTextStream>

#include <ctime>

namespace {
constexpr int kHeartbeatMs = 4;
constexpr qint64 kFrameWaitLimitMs = 100;
// A move listed by AF_SCRIPT_TRACE: over half the 8 ms target, so that the moves near it show before they pass it.
constexpr qint64 kSlowMoveUs = 4000;

// The processor time this thread has used, in microseconds: unlike the wall time it hardly counts the time other
// processes have the processor, so it measures a move's handling on a loaded machine too.
qint64 threadCpuUs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return qint64(t.tv_sec) * 1000000 + t.tv_nsec / 1000;
}
}

ScriptRunner::ScriptRunner(GameSession *game, QQuickWindow *window, afrecord::GameRecord record, bool quitWhenDone,
                           QObject *parent)
    : QObject(parent), m_game(game), m_record(std::move(record)), m_quit(quitWhenDone)
{
    m_heartbeat.setInterval(kHeartbeatMs);
    m_heartbeat.setTimerType(Qt::PreciseTimer);
    connect(&m_heartbeat, &QTimer::timeout, this, &ScriptRunner::beat);
    connect(window, &QQuickWindow::frameSwapped, this, &ScriptRunner::frameShown);
}

// A move is on screen: from the start of its handling to the end of the frame that shows it.
void ScriptRunner::frameShown()
{
    if (!m_awaitingFrame)
        return;
    m_awaitingFrame = false;
    if (!m_running || m_next == 0)
        return;
    const qint64 us = m_sinceMove.nsecsElapsed() / 1000;
    if (qEnvironmentVariableIsSet("AF_SCRIPT_TRACE") && us > 16000)
        QTextStream(stderr) << "move " << m_next << " on screen after " << us / 1000.0 << " ms\n";
    if (us > m_slowestShownUs) {
        m_slowestShownUs = us;
        m_slowestShown = m_next - 1;
    }
}

// The heartbeat. The time since the end of the previous beat is how long the event loop went without coming back
// to it: frames, deferred bindings, anything else (the moves are timed on their own). It includes up to one
// heartbeat interval of waiting, so it is an upper bound of the longest piece of work. Then, when the last move is
// on screen, the next move.
void ScriptRunner::beat()
{
    const qint64 gap = m_sinceBeat.nsecsElapsed() / 1000;
    if (gap > 16000) {
        ++m_stallsOver16ms;
        if (qEnvironmentVariableIsSet("AF_SCRIPT_TRACE"))
            QTextStream(stderr) << "stall " << gap / 1000.0 << " ms after move " << m_next << '\n';
    }
    m_longestStallUs = std::max(m_longestStallUs, gap);
    if (m_running && (!m_awaitingFrame || m_sinceMove.elapsed() > kFrameWaitLimitMs))
        step();
    m_sinceBeat.restart();
}

void ScriptRunner::start()
{
    QVariantList players;
    for (const afrecord::PlayerInfo &p : m_record.players)
        players << QVariantMap{{QStringLiteral("name"), p.name},
                               {QStringLiteral("color"), afrecord::qstr(af::toId(p.color))}};
    // The record's expansion modules, so that a factions game (for instance) is set up as it was played.
    QVariantList modules;
    for (int m = 0; m < af::kModuleCount; ++m)
        if (af::hasModule(m_record.modules, static_cast<af::Module>(m)))
            modules << afrecord::qstr(af::toId(static_cast<af::Module>(m)));
    const QVariantMap setup{
        {QStringLiteral("players"), players},
        {QStringLiteral("modules"), modules},
        {QStringLiteral("ruleset"), afrecord::qstr(af::toId(m_record.ruleset))},
        {QStringLiteral("longGame"), m_record.longGame},
        {QStringLiteral("limitedSupply"), m_record.limitedSupply},
        {QStringLiteral("dice"), m_record.mode == afrecord::DiceMode::Digital ? QStringLiteral("digital")
                                                                              : QStringLiteral("table")},
        {QStringLiteral("seed"), m_record.seed ? QString::number(*m_record.seed) : QString()}};
    const QString error = m_game->newGame(setup);
    if (!error.isEmpty()) {
        QTextStream(stderr) << "af-referee: --script: " << error << '\n';
        finish(1);
        return;
    }
    m_running = true;
    m_awaitingFrame = true; // the new game's first frame
    m_sinceMove.start();
    m_sinceBeat.start();
    m_heartbeat.start();
}

void ScriptRunner::skipAppliedChance()
{
    // In digital mode a move's chance entries (cards turned up, re-rolls) are applied with it: skip them here.
    while (m_next < m_record.actions.size() && static_cast<std::size_t>(m_game->actionCount()) > m_next)
        ++m_next;
}

void ScriptRunner::step()
{
    skipAppliedChance();
    if (m_next >= m_record.actions.size()) {
        reportDone();
        return;
    }
    const QJsonObject move = afrecord::actionToJson(afrecord::Seats::of(m_game->state()), m_record.actions[m_next]);
    m_sinceMove.start();
    m_awaitingFrame = true;
    const qint64 cpuBefore = threadCpuUs();
    const bool ok = m_game->play(move);
    const qint64 us = m_sinceMove.nsecsElapsed() / 1000;
    const qint64 cpuUs = threadCpuUs() - cpuBefore;
    m_totalUs += us;
    m_totalCpuUs += cpuUs;
    if (cpuUs > m_slowestCpuUs) {
        m_slowestCpuUs = cpuUs;
        m_slowestCpuMove = m_next;
    }
    if (qEnvironmentVariableIsSet("AF_SCRIPT_TRACE") && us > kSlowMoveUs)
        QTextStream(stderr) << "slow move " << m_next + 1 << " " << move.value(QStringLiteral("type")).toString() << " "
                            << us / 1000.0 << " ms (processor " << cpuUs / 1000.0 << " ms)\n";
    if (us > m_slowestMoveUs) {
        m_slowestMoveUs = us;
        m_slowestMove = m_next;
    }
    if (!ok) {
        QTextStream(stderr) << "af-referee: --script: move " << m_next + 1 << " refused: "
                            << m_game->message().toMap().value(QStringLiteral("text")).toString() << '\n';
        m_running = false;
        m_heartbeat.stop();
        finish(1);
        return;
    }
    ++m_next;
    // Done at once after the last move, without waiting for its frame: the tests kill the app right after reading
    // the line, a few milliseconds after the move before it, while autosave.json may still be on its way.
    skipAppliedChance();
    if (m_next >= m_record.actions.size())
        reportDone();
}

void ScriptRunner::reportDone()
{
    m_running = false;
    m_heartbeat.stop();
    QTextStream out(stdout);
    out << "script done: " << m_game->actionCount() << " actions, stage " << m_game->stage() << '\n';
    out << "slowest move: " << QString::number(m_slowestMoveUs / 1000.0, 'f', 2) << " ms (action "
        << m_slowestMove + 1 << "), average "
        << QString::number(m_record.actions.empty() ? 0.0 : m_totalUs / 1000.0 / m_record.actions.size(), 'f', 2)
        << " ms; slowest move to screen: " << QString::number(m_slowestShownUs / 1000.0, 'f', 2) << " ms (action "
        << m_slowestShown + 1 << "); longest event-loop stall " << QString::number(m_longestStallUs / 1000.0, 'f', 2)
        << " ms, stalls over 16 ms: " << m_stallsOver16ms << '\n';
    out << "move processor time: slowest " << QString::number(m_slowestCpuUs / 1000.0, 'f', 2) << " ms (action "
        << m_slowestCpuMove + 1 << "), average "
        << QString::number(m_record.actions.empty() ? 0.0 : m_totalCpuUs / 1000.0 / m_record.actions.size(), 'f', 2)
        << " ms\n";
    out.flush();
    if (m_quit)
        finish(0);
}

void ScriptRunner::finish(int exitCode)
{
    // Queued: start() may run before the event loop does.
    QTimer::singleShot(0, qApp, [exitCode] { QCoreApplication::exit(exitCode); });
}
