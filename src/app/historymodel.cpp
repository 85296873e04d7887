#include "historymodel.h"

#include <QUndoStack>

HistoryModel::HistoryModel(QUndoStack *stack, QObject *parent) : QAbstractListModel(parent), m_stack(stack)
{
    connect(stack, &QUndoStack::indexChanged, this, &HistoryModel::sync);
    // clear() resets the index to 0 without always emitting indexChanged.
    connect(stack, &QUndoStack::cleanChanged, this, &HistoryModel::sync);
}

int HistoryModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : m_rows; }

int HistoryModel::doneCount() const { return m_done; }

const LoggedCommand *HistoryModel::entry(int row) const
{
    return static_cast<const LoggedCommand *>(m_stack->command(row));
}

QVariant HistoryModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows)
        return {};
    const LoggedCommand *command = entry(index.row());
    if (!command)
        return {};
    switch (role) {
    case Qt::DisplayRole:
    case TextRole:
        return command->text();
    case TurnRole:
        return command->turn();
    case SeatRole:
        return command->seat();
    case DoneRole:
        return index.row() < m_done;
    case NewTurnRole:
        return index.row() == 0 || entry(index.row() - 1)->turn() != command->turn();
    }
    return {};
}

QHash<int, QByteArray> HistoryModel::roleNames() const
{
    return {{TextRole, "text"}, {TurnRole, "turn"}, {SeatRole, "seat"}, {DoneRole, "done"}, {NewTurnRole, "newTurn"}};
}

void HistoryModel::sync()
{
    const int count = m_stack->count();
    const int done = m_stack->index();
    // A new move after undos drops the undone rows: rebuild; otherwise rows are only appended or re-marked.
    const bool appended = count == m_rows + 1 && done == count;
    if (appended) {
        beginInsertRows({}, m_rows, m_rows);
        m_rows = count;
        m_done = done;
        endInsertRows();
    } else if (count != m_rows) {
        beginResetModel();
        m_rows = count;
        m_done = done;
        endResetModel();
    } else if (done != m_done) {
        const int first = std::min(done, m_done);
        const int last = std::max(done, m_done) - 1;
        m_done = done;
        // Every role: a move made after one undo replaces the undone row in place (same count).
        emit dataChanged(index(first), index(last));
    }
    emit countChanged();
    emit doneCountChanged();
}
