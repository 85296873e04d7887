// RowsModel: a list the views show row by row (the board's facilities, territories, cards on display, field
// generators), as a Qt model whose delegates live as long as their row. setRows() takes the whole new list, as the
// models work it out after a move, and tells the views only what differs: dataChanged for the rows that changed,
// naming only the roles that changed, and inserted or removed rows at the end when the length changed. A move that
// docks one ship so wakes the bindings of one port of one facility instead of rebuilding every delegate.
// Each row is a map; each of its keys is a role of that name, but for "id" (a QML keyword, which a delegate cannot
// declare as a property): its role is "itemId". A delegate reads its roles one by one (required properties, or
// `model.<role>`), so that a change wakes only the bindings of the roles that changed. `rows` gives the whole list
// as plain JS values, for code that searches it.
#pragma once

#include <QAbstractListModel>
#include <QByteArray>
#include <QList>
#include <QStringList>
#include <QVariant>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class RowsModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Rows belong to the view models")

    Q_PROPERTY(int count READ count NOTIFY countChanged)
    Q_PROPERTY(QVariant rows READ rows NOTIFY rowsChanged)

public:
    // keys: every key the rows have (a key not listed is not seen by the delegates, only in `rows`).
    explicit RowsModel(QList<QByteArray> keys, QObject *parent = nullptr);

    // Takes the new list; returns whether anything changed (then rowsChanged() was emitted).
    bool setRows(const QVariantList &rows);

    int count() const { return static_cast<int>(m_rows.size()); }
    QVariant rows() const { return m_rows; }
    QVariantMap row(int row) const { return m_rows.value(row).toMap(); }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

signals:
    void countChanged();
    void rowsChanged();

private:
    QList<QByteArray> m_keys; // role Qt::UserRole + i is m_keys[i]
    QStringList m_keyStrings; // m_keys as the rows' map keys
    QVariantList m_rows;
};
