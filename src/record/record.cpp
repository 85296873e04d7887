// Game records: JSON in and out, files, replay.
#include "record.h"

#include "faction_json.h"

#include <QCoreApplication>

#include "chance.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QSaveFile>

namespace afrecord {

using namespace af;

GameOptions GameRecord::options() const
{
    GameOptions o;
    o.ruleset = ruleset;
    o.longGame = longGame;
    o.limitedSupply = limitedSupply;
    o.modules = modules;
    for (const PlayerInfo &p : players)
        o.colors.push_back(p.color);
    return o;
}

GameState GameRecord::start() const { return position ? *position : newGame(options()); }

QJsonObject recordToJson(const GameRecord &record)
{
    QJsonObject o;
    o[QStringLiteral("format")] = QString::fromLatin1(kRecordFormat);
    o[QStringLiteral("version")] = kRecordVersion;
    o[QStringLiteral("ruleset")] = qstr(toId(record.ruleset));
    o[QStringLiteral("longGame")] = record.longGame;
    o[QStringLiteral("limitedSupply")] = record.limitedSupply;
    if (record.modules)
        o[QStringLiteral("modules")] = modulesToJson(record.modules);
    o[QStringLiteral("dice")] = record.mode == DiceMode::Digital ? QStringLiteral("digital") : QStringLiteral("table");
    if (record.seed)
        o[QStringLiteral("seed")] = QString::number(*record.seed); // a string: JSON numbers lose 64-bit precision
    QJsonArray players;
    for (const PlayerInfo &p : record.players)
        players.append(QJsonObject{{QStringLiteral("name"), p.name}, {QStringLiteral("color"), qstr(toId(p.color))}});
    o[QStringLiteral("players")] = players;
    if (record.position)
        o[QStringLiteral("position")] = positionToJson(*record.position);
    const Seats seats = Seats::of(record.options().colors);
    QJsonArray actions;
    for (const Action &a : record.actions)
        actions.append(actionToJson(seats, a));
    o[QStringLiteral("actions")] = actions;
    return o;
}

QByteArray recordToBytes(const GameRecord &record)
{
    return QJsonDocument(recordToJson(record)).toJson(QJsonDocument::Indented);
}

namespace {

std::optional<QJsonObject> parseDocument(const QByteArray &bytes, ReadError &error)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const bool truncated = parseError.offset >= bytes.size() - 1;
        error = {QStringLiteral("$"), QCoreApplication::translate("RecordReader", "not valid JSON at byte %1: %2%3")
                                          .arg(parseError.offset)
                                          .arg(parseError.errorString(),
                                               truncated ? QCoreApplication::translate("RecordReader", " (the file looks truncated)") : QString())};
        return std::nullopt;
    }
    if (!doc.isObject()) {
        error = {QStringLiteral("$"), QCoreApplication::translate("RecordReader", "expected a JSON object at the top level")};
        return std::nullopt;
    }
    return doc.object();
}

void checkFormat(JsonReader &r, const QJsonObject &o, const char *format)
{
    const QString name = r.string(o, QStringLiteral("format"), QStringLiteral("$"));
    if (r.ok() && name != QLatin1String(format))
        r.fail(QStringLiteral("$.format"),
               QCoreApplication::translate("RecordReader", "this is not an AF Referee file of the expected kind ('%1', expected '%2')")
                   .arg(name, QLatin1String(format)));
    const int version = r.integer(o, QStringLiteral("version"), QStringLiteral("$"), 1, 1 << 20);
    if (r.ok() && version > kRecordVersion)
        r.fail(QStringLiteral("$.version"),
               QCoreApplication::translate("RecordReader", "version %1 was written by a newer AF Referee; this one reads up to version %2")
                   .arg(version)
                   .arg(kRecordVersion));
}

} // namespace

std::variant<GameRecord, ReadError> readRecord(const QByteArray &bytes)
{
    ReadError parseError;
    const auto doc = parseDocument(bytes, parseError);
    if (!doc)
        return parseError;
    const QJsonObject &o = *doc;
    const QString root = QStringLiteral("$");
    JsonReader r;
    checkFormat(r, o, kRecordFormat);
    r.onlyKeys(o, root,
               {QStringLiteral("format"), QStringLiteral("version"), QStringLiteral("ruleset"),
                QStringLiteral("longGame"), QStringLiteral("limitedSupply"), QStringLiteral("dice"),
                QStringLiteral("seed"), QStringLiteral("players"), QStringLiteral("position"),
                QStringLiteral("actions"), QStringLiteral("modules")});
    GameRecord record;
    if (auto rs = r.id<Ruleset>(o, QStringLiteral("ruleset"), root, QStringLiteral("ruleset")))
        record.ruleset = *rs;
    record.longGame = r.boolean(o, QStringLiteral("longGame"), root, false);
    record.limitedSupply = r.boolean(o, QStringLiteral("limitedSupply"), root, true);
    if (o.contains(QStringLiteral("modules"))) {
        record.modules = modulesFromJson(r, o.value(QStringLiteral("modules")), QStringLiteral("$.modules"));
        // A module the engine cannot play is refused here, never ignored.
        for (int m = 0; m < kModuleCount && r.ok(); ++m)
            if (hasModule(record.modules, static_cast<Module>(m)))
                if (const std::string why = moduleNotSupported(static_cast<Module>(m), false); !why.empty())
                    r.fail(QStringLiteral("$.modules"), QString::fromStdString(why));
    }
    const QString dice = r.string(o, QStringLiteral("dice"), root, QStringLiteral("table"));
    if (dice == QLatin1String("digital"))
        record.mode = DiceMode::Digital;
    else if (dice != QLatin1String("table") && r.ok())
        r.fail(QStringLiteral("$.dice"), QCoreApplication::translate("RecordReader", "expected \"table\" or \"digital\", found '%1'").arg(dice));
    if (o.contains(QStringLiteral("seed"))) {
        const QString text = r.string(o, QStringLiteral("seed"), root);
        bool ok = false;
        const quint64 seed = text.toULongLong(&ok);
        if (!ok && r.ok())
            r.fail(QStringLiteral("$.seed"), QCoreApplication::translate("RecordReader", "expected a whole number in a string, found '%1'").arg(text));
        record.seed = seed;
    }
    if (record.mode == DiceMode::Digital && !record.seed && r.ok())
        r.fail(QStringLiteral("$.seed"), QCoreApplication::translate("RecordReader", "a digital game needs its seed"));

    const QJsonArray players = r.array(o.value(QStringLiteral("players")), QStringLiteral("$.players"));
    for (qsizetype i = 0; i < players.size() && r.ok(); ++i) {
        const QString at = JsonReader::at(QStringLiteral("$.players"), i);
        const QJsonObject p = r.object(players[i], at);
        r.onlyKeys(p, at, {QStringLiteral("name"), QStringLiteral("color")});
        PlayerInfo info;
        info.name = r.string(p, QStringLiteral("name"), at, QString());
        if (info.name.size() > 100)
            r.fail(JsonReader::at(at, QStringLiteral("name")), QCoreApplication::translate("RecordReader", "a name has at most 100 characters"));
        if (auto c = r.id<Color>(p, QStringLiteral("color"), at, QStringLiteral("colour")))
            info.color = *c;
        record.players.append(info);
    }
    if (!r.ok())
        return *r.error();
    if (const std::string problem = validateOptions(record.options()); !problem.empty())
        return ReadError{QStringLiteral("$.players"), QString::fromStdString(problem)};

    if (o.contains(QStringLiteral("position"))) {
        record.position = positionFromJson(r, o.value(QStringLiteral("position")), QStringLiteral("$.position"));
        if (!r.ok())
            return *r.error();
        const GameState &s = *record.position;
        bool same = s.playerCount == record.players.size() && s.ruleset == record.ruleset &&
                    s.longGame == record.longGame && s.limitedSupply == record.limitedSupply &&
                    s.modules == record.modules;
        for (int p = 0; same && p < s.playerCount; ++p)
            same = s.players[p].color == record.players[p].color;
        if (!same)
            return ReadError{QStringLiteral("$.position"),
                             QCoreApplication::translate("RecordReader", "the position's ruleset, options or players differ from the record's")};
    }

    const Seats seats = Seats::of(record.options().colors);
    const QJsonArray actions = r.array(o.value(QStringLiteral("actions")), QStringLiteral("$.actions"));
    record.actions.reserve(static_cast<std::size_t>(actions.size()));
    for (qsizetype i = 0; i < actions.size() && r.ok(); ++i)
        if (auto a = actionFromJson(r, seats, actions[i], JsonReader::at(QStringLiteral("$.actions"), i)))
            record.actions.push_back(*a);
    if (!r.ok())
        return *r.error();
    return record;
}

std::variant<GameState, ReadError> readPosition(const QByteArray &bytes)
{
    ReadError parseError;
    const auto doc = parseDocument(bytes, parseError);
    if (!doc)
        return parseError;
    JsonReader r;
    checkFormat(r, *doc, kPositionFormat);
    if (!r.ok())
        return *r.error();
    auto s = positionFromJson(r, *doc, QStringLiteral("$"));
    if (!s)
        return *r.error();
    return *s;
}

std::variant<QByteArray, QString> readFileBytes(const QString &path, qint64 maxBytes)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return QCoreApplication::translate("RecordReader", "cannot open %1: %2").arg(path, file.errorString());
    if (file.size() > maxBytes)
        return QCoreApplication::translate("RecordReader", "%1 is too large (%2 bytes; at most %3)").arg(path).arg(file.size()).arg(maxBytes);
    return file.read(maxBytes + 1);
}

QString writeFileAtomically(const QString &path, const QByteArray &bytes)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return QCoreApplication::translate("RecordReader", "cannot write %1: %2").arg(path, file.errorString());
    if (file.write(bytes) != bytes.size()) {
        file.cancelWriting();
        return QCoreApplication::translate("RecordReader", "cannot write %1: %2").arg(path, file.errorString());
    }
    if (!file.commit())
        return QCoreApplication::translate("RecordReader", "cannot save %1: %2").arg(path, file.errorString());
    return {};
}

ReplayResult replay(const GameRecord &record)
{
    ReplayResult result{record.start(), 0, std::nullopt};
    for (const Action &a : record.actions) {
        if (auto refusal = af::apply(result.state, a)) {
            result.refusal = refusal;
            break;
        }
        ++result.applied;
    }
    return result;
}

std::optional<Action> digitalChance(const GameRecord &record, const GameState &state, std::size_t index)
{
    if (record.mode != DiceMode::Digital || !record.seed)
        return std::nullopt;
    Rng rng(*record.seed ^ (0x9e3779b97f4a7c15ULL * (static_cast<uint64_t>(index) + 1)));
    return sampleChance(state, rng);
}

} // namespace afrecord
