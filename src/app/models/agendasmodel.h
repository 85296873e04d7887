// AgendasModel: the agendas module as the views show it. For each seat: the cards revealed (face up, 1 VP each),
// how many it holds face down, and the agenda moves the engine allows it now (reveals, discards), each given as the
// record-format move to play; the Orbital Market pair's draw of agenda cards instead of trading. The seat's own
// face-down cards (digital mode: the app dealt them, so it knows them) are not a property: the private look asks
// for them (hand()) only while the other players are covered. Empty in a game without agendas. Worked out again
// when the session's state changes; each property notifies only when its value changed.
#pragma once

#include <QObject>
#include <QVariant>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class GameSession;

// One seat's entry of AgendasModel::seats, with its own notify: a player card binds to its seat's alone, so a move
// that changes another seat's agendas (or none) wakes no binding of this card.
class AgendaSeat : public QObject {
    Q_OBJECT
    QML_ANONYMOUS

    // The seat's entry as in AgendasModel::seats.
    Q_PROPERTY(QVariant value READ value NOTIFY valueChanged)

public:
    using QObject::QObject;
    QVariant value() const { return m_value; }
    void setValue(const QVariant &value);

signals:
    void valueChanged();

private:
    QVariant m_value;
};

class AgendasModel : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The agendas belong to a GameController")

    // Whether the game is played with the agendas module.
    Q_PROPERTY(bool inPlay READ inPlay NOTIFY inPlayChanged)
    // Whether the app knows the face-down cards (digital mode) and so can show each player her own.
    Q_PROPERTY(bool known READ known NOTIFY inPlayChanged)
    // By seat: {seat, name, color, faceDown, revealed: [{id, title, vp}], reveals: [{id, title, endGame, move}],
    //  revealsDone, discards: [{id, title, move}], mustDiscard, keepOneDiscards}. revealsDone: table mode at game
    //  over, the move by which the seat says it has no more cards to reveal, or none when the engine does not
    //  allow it. A discard of an unnamed card (table mode) has id "". keepOneDiscards: after a Prophets of the
    //  Artifact docking's draw, the cards the seat still discards to keep one (X-17; mustDiscard is then true).
    Q_PROPERTY(QVariant seats READ seats NOTIFY seatsChanged)
    // The same entries one object per seat, each notified alone (for the player cards); the list itself changes only
    // with the number of players.
    Q_PROPERTY(QList<AgendaSeat *> bySeat READ bySeat NOTIFY bySeatChanged)
    // The moves drawing agenda cards at the Orbital Market instead of trading, one per pair still unused (may be
    // empty): each the record-format move.
    Q_PROPERTY(QVariant draws READ draws NOTIFY drawsChanged)
    // Some seat may still reveal cards at the end of the game (table mode: the unnamed cards whose end-game side
    // holds, X-28) and has not said it has none: the ranking is not final yet.
    Q_PROPERTY(bool endGameRevealsLeft READ endGameRevealsLeft NOTIFY seatsChanged)
    // What the agenda draw under way is for (stage agenda-draw): "orbital-market", "prophets-docking",
    // "prophets-owner", "oracle-engine"; "" when no draw is under way.
    Q_PROPERTY(QString drawFor READ drawFor NOTIFY seatsChanged)
    // The name of the seat that must discard agenda cards before anything else, or "".
    Q_PROPERTY(QString discardingName READ discardingName NOTIFY seatsChanged)

public:
    explicit AgendasModel(const GameSession *session, QObject *parent = nullptr);

    bool inPlay() const { return m_inPlay; }
    bool known() const { return m_known; }
    QVariant seats() const { return m_seats; }
    QList<AgendaSeat *> bySeat() const { return m_bySeat; }
    QVariant draws() const { return m_draws; }
    bool endGameRevealsLeft() const { return m_endGameRevealsLeft; }
    QString drawFor() const { return m_drawFor; }
    QString discardingName() const { return m_discardingName; }

    // The seat's face-down cards as the app knows them ([{id, title}]; empty in table mode): only for the private
    // look, asked when that player alone looks at the screen.
    Q_INVOKABLE QVariantList hand(int seat) const;

signals:
    void inPlayChanged();
    void seatsChanged();
    void bySeatChanged();
    void drawsChanged();

private:
    void refresh();

    const GameSession *m_session;
    bool m_inPlay = false;
    bool m_known = false;
    bool m_endGameRevealsLeft = false;
    QVariantList m_seats, m_draws;
    QList<AgendaSeat *> m_bySeat; // children of this model, one per entry of m_seats
    QString m_drawFor, m_discardingName;
};
