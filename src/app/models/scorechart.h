// ScoreChart: each player's VP, fuel and ore after every turn of the game on screen, for the score chart (the
// play page's "Score over time" tab and the game-over page). The points come from afhistory::scoreTimeline, which
// recomputes the score from the state replayed to each turn's end. Worked out only while a chart is shown
// (`active`: the play page's tab and the game-over page may both show one), and announced only when a point changed
// (after a turn ends, or an undo across one).
#pragma once

#include "history/scoretimeline.h"

#include <QObject>
#include <QVariant>
#include <QtQml/qqmlregistration.h>

class GameSession;

class ScoreChart : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The score chart belongs to a GameController")

    // Whether some view shows a chart (between its addViewer() and removeViewer()).
    Q_PROPERTY(bool active READ active NOTIFY activeChanged)
    // [{seat, color, name, vp: [..], fuel: [..], ore: [..]}], the values after turns `turns`.
    Q_PROPERTY(QVariant players READ players NOTIFY changed)
    Q_PROPERTY(QVariant turns READ turns NOTIFY changed)
    Q_PROPERTY(int maxVp READ maxVp NOTIFY changed)
    Q_PROPERTY(int maxFuel READ maxFuel NOTIFY changed)
    Q_PROPERTY(int maxOre READ maxOre NOTIFY changed)

public:
    explicit ScoreChart(const GameSession *session, QObject *parent = nullptr);

    bool active() const { return m_viewers > 0; }
    // A view showing a chart comes and goes.
    Q_INVOKABLE void addViewer();
    Q_INVOKABLE void removeViewer();
    QVariant players() const { return m_players; }
    QVariant turns() const { return m_turns; }
    int maxVp() const { return m_max[0]; }
    int maxFuel() const { return m_max[1]; }
    int maxOre() const { return m_max[2]; }

    // Puts a player's values of `kind` ("vp", "fuel" or "ore") into a chart's line series (every point) and marker
    // series (every `markerEvery`-th point and the last), in one go: point by point from QML, a long game's chart
    // took a second to build.
    Q_INVOKABLE void fillSeries(QObject *line, QObject *markers, int seat, const QString &kind, int markerEvery) const;
    // Asks where to save the chart's picture (a PNG); empty if the user cancelled.
    Q_INVOKABLE QString askPngPath() const;

signals:
    void activeChanged();
    void changed();

private:
    void refresh();

    const GameSession *m_session;
    int m_viewers = 0;
    afhistory::ScoreTimeline m_timeline;
    QVariantList m_players, m_turns;
    int m_max[3] = {0, 0, 0};
};
