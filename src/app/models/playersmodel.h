// PlayersModel: the players as the score panel, the player cards and the game-over page show them: by seat, with
// their resources, ships, colonies, cards and score breakdown, and the ranking with its tie-breaks. Lists are
// declared QVariant so that QML sees plain JS values (qmllint 6.4 checks QVariantList/QVariantMap as C++ types and
// rejects array methods and object keys on them). Worked out again when the session's state changes; each property
// notifies only when its value changed.
#pragma once

#include <QObject>
#include <QVariant>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

class GameSession;

class PlayersModel : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The players belong to a GameController")

    // Players by seat; `name` is what to call them in text (isolated, or the colour), `enteredName` the name as typed.
    Q_PROPERTY(QVariant seats READ seats NOTIFY seatsChanged)
    // Places in the game as it stands: {seat, name, color, place, vp, cards, ore, fuel, decidedBy, tieText}.
    Q_PROPERTY(QVariant ranking READ ranking NOTIFY rankingChanged)

public:
    explicit PlayersModel(const GameSession *session, QObject *parent = nullptr);

    QVariant seats() const { return m_seats; }
    QVariant ranking() const { return m_ranking; }

signals:
    void seatsChanged();
    void rankingChanged();

private:
    void refresh(); // rebuild(), then the notifications of what differs
    void rebuild();

    const GameSession *m_session;
    QVariantList m_seats, m_ranking;
};
