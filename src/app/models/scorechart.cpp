#include "scorechart.h"

#include "appsettings.h"
#include "shipview.h"
#include "session/gamesession.h"

#include <QDir>
#include <QFileDialog>
#include <QtCharts/QXYSeries>

ScoreChart::ScoreChart(const GameSession *session, QObject *parent) : QObject(parent), m_session(session)
{
    connect(session, &GameSession::stateChanged, this, &ScoreChart::refresh);
    connect(session, &GameSession::gameStarted, this, &ScoreChart::refresh);
}

void ScoreChart::addViewer()
{
    if (++m_viewers == 1) {
        emit activeChanged();
        refresh();
    }
}

void ScoreChart::removeViewer()
{
    if (m_viewers > 0 && --m_viewers == 0)
        emit activeChanged();
}

void ScoreChart::refresh()
{
    if (m_viewers == 0)
        return;
    afhistory::ScoreTimeline timeline = afhistory::scoreTimeline(m_session->record());
    // Names can change with a new game of the same length: compare those too.
    QVariantList players;
    for (int seat = 0; seat < timeline.players; ++seat) {
        QVariantList vp, fuel, ore;
        for (const afhistory::TimelinePoint &point : timeline.points) {
            vp << point.vp[seat];
            fuel << point.fuel[seat];
            ore << point.ore[seat];
        }
        players << QVariantMap{{QStringLiteral("seat"), seat},
                               {QStringLiteral("color"), afapp::colorIdOf(m_session->state(), seat)},
                               {QStringLiteral("name"), m_session->playerName(seat)},
                               {QStringLiteral("vp"), vp},
                               {QStringLiteral("fuel"), fuel},
                               {QStringLiteral("ore"), ore}};
    }
    if (timeline == m_timeline && players == m_players)
        return;
    m_timeline = std::move(timeline);
    m_players = players;
    m_turns.clear();
    m_max[0] = m_max[1] = m_max[2] = 0;
    for (const afhistory::TimelinePoint &point : m_timeline.points) {
        m_turns << point.turn;
        for (int seat = 0; seat < m_timeline.players; ++seat) {
            m_max[0] = std::max(m_max[0], point.vp[seat]);
            m_max[1] = std::max(m_max[1], point.fuel[seat]);
            m_max[2] = std::max(m_max[2], point.ore[seat]);
        }
    }
    emit changed();
}

void ScoreChart::fillSeries(QObject *line, QObject *markers, int seat, const QString &kind, int markerEvery) const
{
    auto *lineSeries = qobject_cast<QXYSeries *>(line);
    auto *markerSeries = qobject_cast<QXYSeries *>(markers);
    if (!lineSeries || !markerSeries || seat < 0 || seat >= m_timeline.players || markerEvery < 1)
        return;
    const auto values = kind == QLatin1String("fuel") ? &afhistory::TimelinePoint::fuel
                         : kind == QLatin1String("ore") ? &afhistory::TimelinePoint::ore
                                                        : &afhistory::TimelinePoint::vp;
    QList<QPointF> all, marked;
    const std::size_t count = m_timeline.points.size();
    for (std::size_t i = 0; i < count; ++i) {
        const afhistory::TimelinePoint &point = m_timeline.points[i];
        const QPointF p(point.turn, (point.*values)[seat]);
        all << p;
        if (i % markerEvery == 0 || i + 1 == count)
            marked << p;
    }
    lineSeries->replace(all);
    markerSeries->replace(marked);
}

QString ScoreChart::askPngPath() const
{
    AppSettings settings;
    const QString folder = settings.lastFolder().isEmpty() ? QDir::homePath() : settings.lastFolder();
    return QFileDialog::getSaveFileName(nullptr, tr("Save the chart as a picture"),
                                        QDir(folder).filePath(tr("score-chart.png")), tr("PNG pictures (*.png)"));
}
