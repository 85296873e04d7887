// Strict reading of untrusted JSON: every field is checked for presence, type, range and known ids, and the first
// problem is reported with its JSON path ("$.actions[3].ships[1]"). Readers never throw and never crash.
#pragma once

#include "types.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QSet>
#include <QString>
#include <QStringList>

#include <cmath>
#include <optional>

namespace afrecord {

struct ReadError {
    QString path;    // JSON path, "$" for the document
    QString message; // English sentence
    QString toString() const { return path + QStringLiteral(": ") + message; }
};

class JsonReader {
public:
    bool ok() const { return !m_error.has_value(); }
    const std::optional<ReadError> &error() const { return m_error; }
    void fail(const QString &path, const QString &message)
    {
        if (!m_error)
            m_error = ReadError{path, message};
    }

    static QString at(const QString &path, const QString &key) { return path + QLatin1Char('.') + key; }
    static QString at(const QString &path, qsizetype index)
    {
        return path + QLatin1Char('[') + QString::number(index) + QLatin1Char(']');
    }

    QJsonObject object(const QJsonValue &v, const QString &path)
    {
        if (!v.isObject()) {
            fail(path, QStringLiteral("expected an object, found %1").arg(typeName(v)));
            return {};
        }
        return v.toObject();
    }

    QJsonArray array(const QJsonValue &v, const QString &path)
    {
        if (!v.isArray()) {
            fail(path, QStringLiteral("expected an array, found %1").arg(typeName(v)));
            return {};
        }
        return v.toArray();
    }

    // Refuses keys other than the allowed ones (typos must not be silently ignored).
    void onlyKeys(const QJsonObject &o, const QString &path, const QStringList &allowed)
    {
        for (auto it = o.begin(); it != o.end(); ++it)
            if (!allowed.contains(it.key()))
                fail(at(path, it.key()), QStringLiteral("unknown key '%1'").arg(it.key()));
    }

    int integer(const QJsonValue &v, const QString &path, int min, int max)
    {
        if (!v.isDouble()) {
            fail(path, QStringLiteral("expected a whole number, found %1").arg(typeName(v)));
            return min;
        }
        const double d = v.toDouble();
        // Range first: casting a huge or non-finite double to an integer is undefined behaviour.
        if (!std::isfinite(d) || d < min || d > max) {
            fail(path, QStringLiteral("%1 is out of range (%2 to %3)").arg(d).arg(min).arg(max));
            return min;
        }
        if (d != std::floor(d)) {
            fail(path, QStringLiteral("expected a whole number, found %1").arg(d));
            return min;
        }
        return static_cast<int>(d);
    }

    int integer(const QJsonObject &o, const QString &key, const QString &path, int min, int max,
                std::optional<int> fallback = std::nullopt)
    {
        if (!o.contains(key)) {
            if (fallback)
                return *fallback;
            fail(at(path, key), QStringLiteral("missing"));
            return min;
        }
        return integer(o.value(key), at(path, key), min, max);
    }

    bool boolean(const QJsonObject &o, const QString &key, const QString &path, std::optional<bool> fallback)
    {
        if (!o.contains(key)) {
            if (fallback)
                return *fallback;
            fail(at(path, key), QStringLiteral("missing"));
            return false;
        }
        const QJsonValue v = o.value(key);
        if (!v.isBool()) {
            fail(at(path, key), QStringLiteral("expected true or false, found %1").arg(typeName(v)));
            return false;
        }
        return v.toBool();
    }

    QString string(const QJsonValue &v, const QString &path)
    {
        if (!v.isString()) {
            fail(path, QStringLiteral("expected a string, found %1").arg(typeName(v)));
            return {};
        }
        return v.toString();
    }

    QString string(const QJsonObject &o, const QString &key, const QString &path,
                   std::optional<QString> fallback = std::nullopt)
    {
        if (!o.contains(key)) {
            if (fallback)
                return *fallback;
            fail(at(path, key), QStringLiteral("missing"));
            return {};
        }
        return string(o.value(key), at(path, key));
    }

    // An id of the engine's vocabulary (facility, territory, card, ...).
    template <typename E> std::optional<E> id(const QJsonValue &v, const QString &path, const QString &kind)
    {
        const QString text = string(v, path);
        if (!ok())
            return std::nullopt;
        const QByteArray utf8 = text.toUtf8();
        const auto value = af::fromId<E>(std::string_view(utf8.constData(), static_cast<size_t>(utf8.size())));
        if (!value)
            fail(path, QStringLiteral("unknown %1 '%2'").arg(kind, text));
        return value;
    }

    template <typename E>
    std::optional<E> id(const QJsonObject &o, const QString &key, const QString &path, const QString &kind)
    {
        if (!o.contains(key)) {
            fail(at(path, key), QStringLiteral("missing"));
            return std::nullopt;
        }
        return id<E>(o.value(key), at(path, key), kind);
    }

    static QString typeName(const QJsonValue &v)
    {
        switch (v.type()) {
        case QJsonValue::Null:
            return QStringLiteral("null");
        case QJsonValue::Bool:
            return QStringLiteral("a boolean");
        case QJsonValue::Double:
            return QStringLiteral("a number");
        case QJsonValue::String:
            return QStringLiteral("a string");
        case QJsonValue::Array:
            return QStringLiteral("an array");
        case QJsonValue::Object:
            return QStringLiteral("an object");
        case QJsonValue::Undefined:
            return QStringLiteral("nothing");
        }
        return QStringLiteral("something else");
    }

private:
    std::optional<ReadError> m_error;
};

inline QString qstr(std::string_view v) { return QString::fromUtf8(v.data(), static_cast<qsizetype>(v.size())); }

} // namespace afrecord
