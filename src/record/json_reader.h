// Strict reading of untrusted JSON: every field is checked for presence, type, range and known ids, and the first
// problem is reported with its JSON path ("$.actions[3].ships[1]"). Readers never throw and never crash.
#pragma once

#include "types.h"

#include <QCoreApplication>
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
            fail(path, QCoreApplication::translate("RecordReader", "expected an object, found %1").arg(typeName(v)));
            return {};
        }
        return v.toObject();
    }

    QJsonArray array(const QJsonValue &v, const QString &path)
    {
        if (!v.isArray()) {
            fail(path, QCoreApplication::translate("RecordReader", "expected an array, found %1").arg(typeName(v)));
            return {};
        }
        return v.toArray();
    }

    // The object or array under `key` of `o` (at `path`), `fallback` when `o` has no `key`.
    QJsonObject object(const QJsonObject &o, const QString &key, const QString &path, const QJsonObject &fallback)
    {
        return o.contains(key) ? object(o.value(key), at(path, key)) : fallback;
    }
    QJsonArray array(const QJsonObject &o, const QString &key, const QString &path, const QJsonArray &fallback)
    {
        return o.contains(key) ? array(o.value(key), at(path, key)) : fallback;
    }

    // Refuses keys other than the allowed ones (typos must not be silently ignored).
    void onlyKeys(const QJsonObject &o, const QString &path, const QStringList &allowed)
    {
        for (auto it = o.begin(); it != o.end(); ++it)
            if (!allowed.contains(it.key()))
                fail(at(path, it.key()), QCoreApplication::translate("RecordReader", "unknown key '%1'").arg(it.key()));
    }

    int integer(const QJsonValue &v, const QString &path, int min, int max)
    {
        if (!v.isDouble()) {
            fail(path, QCoreApplication::translate("RecordReader", "expected a whole number, found %1").arg(typeName(v)));
            return min;
        }
        const double d = v.toDouble();
        // Range first: casting a huge or non-finite double to an integer is undefined behaviour.
        if (!std::isfinite(d) || d < min || d > max) {
            fail(path, QCoreApplication::translate("RecordReader", "%1 is out of range (%2 to %3)").arg(d).arg(min).arg(max));
            return min;
        }
        if (d != std::floor(d)) {
            fail(path, QCoreApplication::translate("RecordReader", "expected a whole number, found %1").arg(d));
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
            fail(at(path, key), QCoreApplication::translate("RecordReader", "missing"));
            return min;
        }
        return integer(o.value(key), at(path, key), min, max);
    }

    bool boolean(const QJsonObject &o, const QString &key, const QString &path, std::optional<bool> fallback)
    {
        if (!o.contains(key)) {
            if (fallback)
                return *fallback;
            fail(at(path, key), QCoreApplication::translate("RecordReader", "missing"));
            return false;
        }
        const QJsonValue v = o.value(key);
        if (!v.isBool()) {
            fail(at(path, key), QCoreApplication::translate("RecordReader", "expected true or false, found %1").arg(typeName(v)));
            return false;
        }
        return v.toBool();
    }

    QString string(const QJsonValue &v, const QString &path)
    {
        if (!v.isString()) {
            fail(path, QCoreApplication::translate("RecordReader", "expected a string, found %1").arg(typeName(v)));
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
            fail(at(path, key), QCoreApplication::translate("RecordReader", "missing"));
            return {};
        }
        return string(o.value(key), at(path, key));
    }

    // The kinds of ids the callers name (plain strings there), listed here for the translators.
    static constexpr const char *kIdKinds[] = {
        QT_TRANSLATE_NOOP("RecordReader", "card"),     QT_TRANSLATE_NOOP("RecordReader", "colour"),
        QT_TRANSLATE_NOOP("RecordReader", "facility"), QT_TRANSLATE_NOOP("RecordReader", "field generator"),
        QT_TRANSLATE_NOOP("RecordReader", "ruleset"),  QT_TRANSLATE_NOOP("RecordReader", "territory"),
        QT_TRANSLATE_NOOP("RecordReader", "faction"),  QT_TRANSLATE_NOOP("RecordReader", "resource"),
        QT_TRANSLATE_NOOP("RecordReader", "agenda card"),
    };

    // An id of the engine's vocabulary (facility, territory, card, ...).
    template <typename E> std::optional<E> id(const QJsonValue &v, const QString &path, const QString &kind)
    {
        const QString text = string(v, path);
        if (!ok())
            return std::nullopt;
        const QByteArray utf8 = text.toUtf8();
        const auto value = af::fromId<E>(std::string_view(utf8.constData(), static_cast<size_t>(utf8.size())));
        if (!value)
            fail(path, QCoreApplication::translate("RecordReader", "unknown %1 '%2'")
                           .arg(QCoreApplication::translate("RecordReader", kind.toUtf8().constData()), text));
        return value;
    }

    template <typename E>
    std::optional<E> id(const QJsonObject &o, const QString &key, const QString &path, const QString &kind)
    {
        if (!o.contains(key)) {
            fail(at(path, key), QCoreApplication::translate("RecordReader", "missing"));
            return std::nullopt;
        }
        return id<E>(o.value(key), at(path, key), kind);
    }

    static QString typeName(const QJsonValue &v)
    {
        switch (v.type()) {
        case QJsonValue::Null:
            return QCoreApplication::translate("RecordReader", "null");
        case QJsonValue::Bool:
            return QCoreApplication::translate("RecordReader", "a boolean");
        case QJsonValue::Double:
            return QCoreApplication::translate("RecordReader", "a number");
        case QJsonValue::String:
            return QCoreApplication::translate("RecordReader", "a string");
        case QJsonValue::Array:
            return QCoreApplication::translate("RecordReader", "an array");
        case QJsonValue::Object:
            return QCoreApplication::translate("RecordReader", "an object");
        case QJsonValue::Undefined:
            return QCoreApplication::translate("RecordReader", "nothing");
        }
        return QCoreApplication::translate("RecordReader", "something else");
    }

private:
    std::optional<ReadError> m_error;
};

inline QString qstr(std::string_view v) { return QString::fromUtf8(v.data(), static_cast<qsizetype>(v.size())); }

} // namespace afrecord
