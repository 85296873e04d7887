#include "models/rowsmodel.h"

#include <QVariantMap>

RowsModel::RowsModel(QList<QByteArray> keys, QObject *parent) : QAbstractListModel(parent), m_keys(std::move(keys)) {}

bool RowsModel::setRows(const QVariantList &rows) {
    if (rows == m_rows)
        return false;
    const int before = count(), after = static_cast<int>(rows.size());
    const int kept = std::min(before, after);
    // Rows kept: the roles whose values differ, row by row.
    std::vector<QList<int>> changedRoles(static_cast<std::size_t>(kept));
    for (int r = 0; r < kept; ++r) {
        const QVariantMap was = m_rows.at(r).toMap(), now = rows.at(r).toMap();
        for (int k = 0; k < m_keys.size(); ++k) {
            const QString key = QString::fromLatin1(m_keys.at(k));
            if (was.value(key) != now.value(key))
                changedRoles[static_cast<std::size_t>(r)] << Qt::UserRole + k;
        }
        if (!changedRoles[static_cast<std::size_t>(r)].isEmpty())
            changedRoles[static_cast<std::size_t>(r)] << wholeRowRole();
    }
    if (after < before) {
        beginRemoveRows({}, after, before - 1);
        m_rows.erase(m_rows.begin() + after, m_rows.end());
        endRemoveRows();
    }
    for (int r = 0; r < kept; ++r)
        m_rows[r] = rows.at(r);
    for (int r = 0; r < kept; ++r)
        if (!changedRoles[static_cast<std::size_t>(r)].isEmpty())
            emit dataChanged(index(r), index(r), changedRoles[static_cast<std::size_t>(r)]);
    if (after > before) {
        beginInsertRows({}, before, after - 1);
        for (int r = before; r < after; ++r)
            m_rows << rows.at(r);
        endInsertRows();
    }
    if (after != before)
        emit countChanged();
    emit rowsChanged();
    return true;
}

int RowsModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : count(); }

QVariant RowsModel::data(const QModelIndex &index, int role) const {
    const int k = role - Qt::UserRole;
    if (!index.isValid() || index.row() >= count() || k < 0 || k > m_keys.size())
        return {};
    if (role == wholeRowRole())
        return m_rows.at(index.row());
    return m_rows.at(index.row()).toMap().value(QString::fromLatin1(m_keys.at(k)));
}

QHash<int, QByteArray> RowsModel::roleNames() const {
    QHash<int, QByteArray> names;
    for (int k = 0; k < m_keys.size(); ++k)
        names.insert(Qt::UserRole + k, m_keys.at(k) == "id" ? QByteArrayLiteral("itemId") : m_keys.at(k));
    names.insert(wholeRowRole(), QByteArrayLiteral("row"));
    return names;
}
