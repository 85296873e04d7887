#include "models/rowsmodel.h"

#include <QVariantMap>

RowsModel::RowsModel(QList<QByteArray> keys, QObject *parent) : QAbstractListModel(parent), m_keys(std::move(keys)) {
    for (const QByteArray &key : m_keys)
        m_keyStrings << QString::fromLatin1(key);
}

bool RowsModel::setRows(const QVariantList &rows) {
    const int before = count(), after = static_cast<int>(rows.size());
    const int kept = std::min(before, after);
    // Rows kept: the roles whose values differ, looked at only in the rows that differ (most rows stay as they were).
    std::vector<std::pair<int, QList<int>>> changed;
    for (int r = 0; r < kept; ++r) {
        if (m_rows.at(r) == rows.at(r))
            continue;
        const QVariantMap was = m_rows.at(r).toMap(), now = rows.at(r).toMap();
        QList<int> roles;
        for (int k = 0; k < m_keyStrings.size(); ++k)
            if (was.value(m_keyStrings.at(k)) != now.value(m_keyStrings.at(k)))
                roles << Qt::UserRole + k;
        changed.emplace_back(r, std::move(roles));
    }
    if (changed.empty() && before == after)
        return false;
    if (after < before) {
        beginRemoveRows({}, after, before - 1);
        m_rows.erase(m_rows.begin() + after, m_rows.end());
        endRemoveRows();
    }
    for (const auto &[r, roles] : changed)
        m_rows[r] = rows.at(r);
    for (const auto &[r, roles] : changed)
        emit dataChanged(index(r), index(r), roles);
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
    if (!index.isValid() || index.row() >= count() || k < 0 || k >= m_keys.size())
        return {};
    return m_rows.at(index.row()).toMap().value(m_keyStrings.at(k));
}

QHash<int, QByteArray> RowsModel::roleNames() const {
    QHash<int, QByteArray> names;
    for (int k = 0; k < m_keys.size(); ++k)
        names.insert(Qt::UserRole + k, m_keys.at(k) == "id" ? QByteArrayLiteral("itemId") : m_keys.at(k));
    return names;
}
