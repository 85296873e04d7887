// The engine's ids (std::string_view, see af::toId/fromId) as the QStrings the QML and the records use, and back.
#pragma once

#include "types.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <string_view>

namespace afapp {

inline QString qs(std::string_view v) { return QString::fromUtf8(v.data(), static_cast<qsizetype>(v.size())); }

template <typename E> std::optional<E> idFrom(const QString &id) {
    const QByteArray utf8 = id.toUtf8();
    return af::fromId<E>(std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())));
}

} // namespace afapp
