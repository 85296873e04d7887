// PlayersModel: the players as the score panel, the player cards and the game-over page show them: by seat, with
// their resources, ships, colonies, cards and score breakdown, and the ranking with its tie-breaks. Lists are
// declared QVariant so that QML sees plain JS values (qmllint 6.4 checks QVariantList/QVariantMap as C++ types and
// rejects array methods and object keys on them). Worked out again when the session's state changes; each property
// notifies only when its value changed. A move changes `seats` nearly every time (someone's fuel, whose turn), so
// the views that stay on screen read the narrower values instead: `seatRows` (the same rows as a RowsModel, whose
// delegates hear only about their own seat), `names`, `colors` and `hub`, which seldom change.
#pragma once

#include <QObject>
#include <QVariant>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include "models/rowsmodel.h"

class GameSession;

class PlayersModel : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The players belong to a GameController")

    // Players by seat; `name` is what to call them in text (isolated, or the colour), `enteredName` the name as typed.
    Q_PROPERTY(QVariant seats READ seats NOTIFY seatsChanged)
    // The same rows as a model, for a Repeater of player cards: a move tells only the rows that changed.
    Q_PROPERTY(RowsModel *seatRows READ seatRows CONSTANT)
    // By seat: what to call each player, and their colour id.
    Q_PROPERTY(QVariant names READ names NOTIFY namesChanged)
    Q_PROPERTY(QVariant colors READ colors NOTIFY colorsChanged)
    // By seat, for the Colonist Hub's tracks: {color, hubCircle, hubTrack}.
    Q_PROPERTY(QVariant hub READ hub NOTIFY hubChanged)
    // Places in the game as it stands: {seat, name, color, place, vp, cards, ore, fuel, decidedBy, tieText}.
    Q_PROPERTY(QVariant ranking READ ranking NOTIFY rankingChanged)

public:
    explicit PlayersModel(const GameSession *session, QObject *parent = nullptr);

    QVariant seats() const { return m_seats; }
    RowsModel *seatRows() { return &m_seatRows; }
    QVariant names() const { return m_names; }
    QVariant colors() const { return m_colors; }
    QVariant hub() const { return m_hub; }
    QVariant ranking() const { return m_ranking; }

signals:
    void seatsChanged();
    void namesChanged();
    void colorsChanged();
    void hubChanged();
    void rankingChanged();

private:
    void refresh(); // rebuild(), then the notifications of what differs
    void rebuild();

    const GameSession *m_session;
    QVariantList m_seats, m_names, m_colors, m_hub, m_ranking;
    RowsModel m_seatRows;
};
