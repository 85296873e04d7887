// The game log as a list model over the undo stack: one row per command (one player move with the chance entries
// it called for), in play order. Undone rows stay listed, marked not done, until a new move replaces them.
#pragma once

#include <QAbstractListModel>
#include <QUndoCommand>
#include <QtQml/qqmlregistration.h>

class QUndoStack;

// An undo command that knows when in the game it was made, for the log's turn headings.
class LoggedCommand : public QUndoCommand
{
public:
    LoggedCommand(const QString &text, int turn, int seat) : QUndoCommand(text), m_turn(turn), m_seat(seat) {}
    int turn() const { return m_turn; }
    int seat() const { return m_seat; }

private:
    int m_turn;
    int m_seat;
};

class HistoryModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The log belongs to a GameController")

    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    Q_PROPERTY(int doneCount READ doneCount NOTIFY doneCountChanged)

public:
    enum Role { TextRole = Qt::UserRole + 1, TurnRole, SeatRole, DoneRole, NewTurnRole };

    explicit HistoryModel(QUndoStack *stack, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
    int doneCount() const;

signals:
    void countChanged();
    void doneCountChanged();

private:
    void sync();
    const LoggedCommand *entry(int row) const;

    QUndoStack *m_stack;
    int m_rows = 0;
    int m_done = 0;
};
