// BotSeats: the seats the app plays. When such a seat is to move, the app thinks off the GUI thread and then shows
// its next move for the table to copy onto the real board; playMove() plays it as an ordinary record action
// (undoable, in the log), and the app thinks again. In its roll the app offers to roll for it (digital dice) or asks
// the table to roll its dice and enter them (table mode). Which seats are bots is in the record (GameSession::isBot).
#pragma once

#include "aisearch.h"

#include <QObject>
#include <QVariant>
#include <QtQml/qqmlregistration.h>

class GameSession;

class BotSeats : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The bot seats belong to a GameController")

    Q_PROPERTY(QVariant seats READ seats NOTIFY seatsChanged) // one bool per seat: played by the app
    Q_PROPERTY(bool toMove READ toMove NOTIFY changed)        // the seat to move is played by the app
    Q_PROPERTY(bool thinking READ thinking NOTIFY changed)
    // The bot's next step, waiting for the table: {} when none, else {kind, text} plus, for kind "move", the move
    // as suggestion.h gives it. kind: "move" (a move to copy and confirm), "chance" (the app rolls or turns up
    // cards for it on confirmation) or "table" (the table rolls or turns up cards and enters them as usual).
    Q_PROPERTY(QVariant next READ next NOTIFY changed)

public:
    explicit BotSeats(GameSession *session, QObject *parent = nullptr);

    QVariant seats() const;
    bool toMove() const;
    bool thinking() const { return m_search.running(); }
    QVariant next() const { return m_next; }

    Q_INVOKABLE void setBot(int seat, bool bot);
    // Plays the waiting step (the table has copied the move). False when nothing waits or it was refused.
    Q_INVOKABLE bool playNext();

    // Per move; the app's default is a time budget, the tests give iterations (same seed, same game).
    void setBudget(const afai::Budget &budget) { m_budget = budget; }

signals:
    void seatsChanged();
    void changed();

private:
    void refresh(); // the game changed: drop the waiting step, and think again when a bot is to move
    void moveFound(const std::vector<af::Action> &actions);

    GameSession *m_session;
    AiSearch m_search;
    afai::Budget m_budget{0, 1000};
    QVariantMap m_next;
    bool m_announcedToMove = false; // toMove() at the last changed()
};
