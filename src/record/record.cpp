// Game records: JSON in and out, files, replay.
#include "record.h"
#include "playername.h"

#include "faction_json.h"

#include <QCoreApplication>

#include "chance.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QSaveFile>

#include <algorithm>
#include <deque>
#include <string>
#include <string_view>

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

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
    for (const PlayerInfo &p : record.players) {
        QJsonObject player{{QStringLiteral("name"), p.name}, {QStringLiteral("color"), qstr(toId(p.color))}};
        if (p.bot) // left out when false, so records without bot seats read as before
            player[QStringLiteral("bot")] = true;
        players.append(player);
    }
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

// The key as the document means it: escapes (rare in keys) decoded into `storage`, so that "a" and "\u0061" are the
// same key.
std::string_view decodedKey(std::string_view quoted, std::deque<std::string> &storage)
{
    const std::string_view inner = quoted.substr(1, quoted.size() - 2);
    if (inner.find('\\') == std::string_view::npos)
        return inner;
    const QByteArray wrapped = '[' + QByteArray(quoted.data(), static_cast<qsizetype>(quoted.size())) + ']';
    return storage.emplace_back(QJsonDocument::fromJson(wrapped).array().at(0).toString().toStdString());
}

// QJsonDocument keeps only the last of repeated keys; a strict reader refuses them. This scans the text (already
// known to be valid JSON, but checked as it goes all the same) once, keeping the keys of the open objects in one list,
// and names the first repeated key by its path. No allocation per object: about a third of the time QJsonDocument takes to parse the same text.
std::optional<ReadError> findDuplicateKey(const QByteArray &bytes)
{
    struct Open {
        bool object = false;
        bool expectKey = false; // objects: the next string is a key
        int index = 0;          // arrays: the current element
        size_t firstKey = 0;    // where this object's keys start in `keys`; its last one is the current member's
    };
    std::vector<Open> open;
    std::vector<std::string_view> keys;
    std::deque<std::string> decoded;
    const std::string_view text(bytes.constData(), static_cast<size_t>(bytes.size()));
    for (size_t i = 0; i < text.size(); ++i) {
        switch (text[i]) {
        case '{':
        case '[':
            open.push_back({text[i] == '{', text[i] == '{', 0, keys.size()});
            break;
        case '}':
        case ']':
            if (!open.empty()) {
                keys.resize(open.back().firstKey);
                open.pop_back();
            }
            break;
        case ',':
            if (open.empty())
                break;
            if (open.back().object)
                open.back().expectKey = true;
            else
                ++open.back().index;
            break;
        case '"': {
            const size_t start = i;
            for (++i; i < text.size() && text[i] != '"'; ++i)
                if (text[i] == '\\')
                    ++i; // the escaped character cannot end the string
            if (i >= text.size() || open.empty() || !open.back().object || !open.back().expectKey)
                break; // a string value
            open.back().expectKey = false;
            const std::string_view key = decodedKey(text.substr(start, i + 1 - start), decoded);
            const bool repeated = std::find(keys.begin() + static_cast<std::ptrdiff_t>(open.back().firstKey), keys.end(),
                                            key) != keys.end();
            keys.push_back(key);
            if (!repeated)
                break;
            QString path = QStringLiteral("$");
            for (size_t k = 0; k < open.size(); ++k) {
                const size_t end = k + 1 < open.size() ? open[k + 1].firstKey : keys.size();
                path = open[k].object ? JsonReader::at(path, QString::fromUtf8(keys[end - 1].data(), static_cast<qsizetype>(keys[end - 1].size())))
                                      : JsonReader::at(path, open[k].index);
            }
            return ReadError{path, QCoreApplication::translate("RecordReader", "duplicate key")};
        }
        default:
            break;
        }
    }
    return std::nullopt;
}

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
    if (auto duplicate = findDuplicateKey(bytes)) {
        error = *duplicate;
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

std::variant<GameRecord, ReadError> readRecord(const QByteArray &bytes, bool allowUnfinishedModules)
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
                if (const std::string why = moduleNotSupported(static_cast<Module>(m), allowUnfinishedModules); !why.empty())
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
        r.onlyKeys(p, at, {QStringLiteral("name"), QStringLiteral("color"), QStringLiteral("bot")});
        PlayerInfo info;
        info.name = r.string(p, QStringLiteral("name"), at, QString());
        if (nameLength(info.name) > kMaxNameLength)
            r.fail(JsonReader::at(at, QStringLiteral("name")), QCoreApplication::translate("RecordReader", "a name has at most 100 characters"));
        if (auto c = r.id<Color>(p, QStringLiteral("color"), at, QStringLiteral("colour")))
            info.color = *c;
        info.bot = r.boolean(p, QStringLiteral("bot"), at, false);
        record.players.append(info);
    }
    if (!r.ok())
        return *r.error();
    GameOptions options = record.options();
    options.allowUnfinishedModules = allowUnfinishedModules;
    if (const std::string problem = validateOptions(options); !problem.empty())
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
    if (actions.size() > kMaxRecordActions)
        r.fail(QStringLiteral("$.actions"), QCoreApplication::translate("RecordReader", "a record holds at most %1 actions; this one has %2")
                                                .arg(kMaxRecordActions)
                                                .arg(actions.size()));
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

namespace {

// What a file that is not a regular file is, for the message.
QString kindOfFile(mode_t mode)
{
    if (S_ISDIR(mode))
        return QCoreApplication::translate("RecordReader", "a folder");
    if (S_ISFIFO(mode))
        return QCoreApplication::translate("RecordReader", "a named pipe (FIFO)");
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return QCoreApplication::translate("RecordReader", "a device");
    if (S_ISSOCK(mode))
        return QCoreApplication::translate("RecordReader", "a socket");
    return QCoreApplication::translate("RecordReader", "a special file");
}

QString notAFile(const QString &path, mode_t mode)
{
    return QCoreApplication::translate("RecordReader", "%1 is not a file that can be read: it is %2").arg(path, kindOfFile(mode));
}

} // namespace

std::variant<QByteArray, QString> readFileBytes(const QString &path, qint64 maxBytes)
{
    // Only regular files (or links to one) are read. Opening a named pipe for reading waits for a writer and a
    // device may never end, so the file is opened without blocking and what it is is checked before any read.
    const QByteArray native = QFile::encodeName(path);
    const int fd = ::open(native.constData(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    if (fd < 0) {
        const int error = errno;
        struct stat link;
        if (error == ELOOP)
            return QCoreApplication::translate("RecordReader", "cannot open %1: it is a symbolic link that leads back to itself (a loop)").arg(path);
        if (error == ENOENT && ::lstat(native.constData(), &link) == 0 && S_ISLNK(link.st_mode))
            return QCoreApplication::translate("RecordReader", "cannot open %1: it is a symbolic link to a file that does not exist").arg(path);
        if (struct stat target; error == ENXIO && ::stat(native.constData(), &target) == 0) // a socket
            return notAFile(path, target.st_mode);
        return QCoreApplication::translate("RecordReader", "cannot open %1: %2").arg(path, qt_error_string(error));
    }
    QFile file;
    if (!file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) { // from here on, file closes fd
        ::close(fd);
        return QCoreApplication::translate("RecordReader", "cannot open %1: %2").arg(path, file.errorString());
    }
    struct stat info;
    if (::fstat(fd, &info) != 0)
        return QCoreApplication::translate("RecordReader", "cannot open %1: %2").arg(path, qt_error_string(errno));
    if (!S_ISREG(info.st_mode))
        return notAFile(path, info.st_mode);
    if (info.st_size > maxBytes)
        return QCoreApplication::translate("RecordReader", "%1 is too large (%2 bytes; at most %3)").arg(path).arg(qint64(info.st_size)).arg(maxBytes);
    QByteArray bytes = file.read(maxBytes + 1);
    if (bytes.size() > maxBytes) // it grew since
        return QCoreApplication::translate("RecordReader", "%1 is too large (%2 bytes; at most %3)").arg(path).arg(bytes.size()).arg(maxBytes);
    return bytes;
}

QString writeFileAtomically(const QString &path, const QByteArray &bytes)
{
    QSaveFile file(path);
    // Unbuffered: each write goes to the system, so a failure is seen here, with its reason. (Qt 6.4's commit() does
    // not notice a failed flush of its buffer, on a full disk say, and would put the cut-short file in place.)
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return QCoreApplication::translate("RecordReader", "cannot write %1: %2").arg(path, file.errorString());
    // A write cut short gives no reason: the next one fails with it (e.g. "No space left on device").
    for (qint64 written = 0; written < bytes.size();) {
        const qint64 n = file.write(bytes.constData() + written, bytes.size() - written);
        if (n <= 0) {
            // The reason first: after cancelWriting() it only says "Writing canceled by application".
            const QString reason = file.errorString();
            file.cancelWriting();
            return QCoreApplication::translate("RecordReader", "cannot write %1: %2").arg(path, reason);
        }
        written += n;
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
