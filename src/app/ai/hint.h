// Hint: "what would the AI do here?" for the player to move. request() searches the rest of that player's turn
// (up to a chance event) off the GUI thread; the moves appear on the board and in the turn panel with a one-line
// reason. Any change to the game (a move, undo, redo, another game) drops the hint and cancels its search.
#pragma once

#include "aisearch.h"

#include <QObject>
#include <QVariant>
#include <QtQml/qqmlregistration.h>

class GameSession;

class Hint : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The hint belongs to a GameController")

    // "" (no hint), "thinking", "ready" or "none" (nothing to suggest: a chance stage or the game is over).
    Q_PROPERTY(QString status READ status NOTIFY changed)
    Q_PROPERTY(int found READ found NOTIFY changed) // moves found so far while thinking
    // The suggested moves in order: [{text, action, ships, facility, territory}] (see suggestion.h).
    Q_PROPERTY(QVariant moves READ moves NOTIFY changed)
    Q_PROPERTY(QString reason READ reason NOTIFY changed) // what the moves gain, one line
    Q_PROPERTY(QString seatName READ seatName NOTIFY changed) // whom the hint is for

public:
    explicit Hint(GameSession *session, QObject *parent = nullptr);

    QString status() const { return m_status; }
    int found() const { return m_found; }
    QVariant moves() const { return m_moves; }
    QString reason() const { return m_reason; }
    QString seatName() const { return m_seatName; }

    Q_INVOKABLE void request();
    Q_INVOKABLE void dismiss();

    // Per suggested move; the app's default is a time budget (the moves then depend on the machine's speed),
    // the tests give iterations.
    void setBudget(const afai::Budget &budget) { m_budget = budget; }
    static constexpr int kMaxMoves = 12; // a turn rarely has more; the rest is asked again after them

signals:
    void changed();

private:
    void showResult(const std::vector<af::Action> &actions, double outlook);

    GameSession *m_session;
    AiSearch m_search;
    afai::Budget m_budget{0, 700};
    af::GameState m_asked{}; // the position the running or shown hint is for
    QString m_status;
    int m_found = 0;
    QVariantList m_moves;
    QString m_reason;
    QString m_seatName;
};
