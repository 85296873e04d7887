#include "historydatabase.h"

#include "record/summary.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <atomic>

namespace afhistory {

namespace {

const QString kFinished = QStringLiteral("finished");
const QString kGivenUp = QStringLiteral("given-up");

// Stamps are stored as ISO 8601 UTC text, so that comparing the text compares the times.
QString stamp(const QDateTime &time) { return time.toUTC().toString(Qt::ISODate); }

// A filter as SQL conditions on `games g` and the values for their placeholders, in order.
struct Where {
    QStringList conditions;
    QVariantList values;
    QString sql() const { return conditions.isEmpty() ? QString() : QStringLiteral(" WHERE ") + conditions.join(QStringLiteral(" AND ")); }
};

Where whereOf(const HistoryFilter &filter, bool finishedOnly)
{
    Where w;
    if (finishedOnly)
        w.conditions << QStringLiteral("g.outcome = 'finished'");
    if (filter.from.isValid()) {
        w.conditions << QStringLiteral("g.finished_at >= ?");
        w.values << stamp(filter.from.startOfDay(Qt::UTC));
    }
    if (filter.to.isValid()) {
        w.conditions << QStringLiteral("g.finished_at < ?");
        w.values << stamp(filter.to.addDays(1).startOfDay(Qt::UTC));
    }
    if (filter.players > 0) {
        w.conditions << QStringLiteral("g.player_count = ?");
        w.values << filter.players;
    }
    return w;
}

QString csvField(QString text)
{
    // A spreadsheet would run a cell starting with these as a formula: a name from a file must stay text.
    if (!text.isEmpty() && QStringLiteral("=+-@").contains(text.front()))
        text.prepend(QLatin1Char('\''));
    if (text.contains(QLatin1Char(',')) || text.contains(QLatin1Char('"')) || text.contains(QLatin1Char('\n')) ||
        text.contains(QLatin1Char('\r')))
        return QLatin1Char('"') + text.replace(QLatin1Char('"'), QStringLiteral("\"\"")) + QLatin1Char('"');
    return text;
}

} // namespace

QStringList migrationStatements(int version)
{
    switch (version) {
    case 1:
        return {
            QStringLiteral("CREATE TABLE games(id INTEGER PRIMARY KEY, finished_at TEXT NOT NULL, ruleset TEXT NOT NULL,"
                           " modules TEXT NOT NULL, player_count INTEGER NOT NULL, turns INTEGER NOT NULL,"
                           " outcome TEXT NOT NULL CHECK(outcome IN ('finished', 'given-up')))"),
            // The records apart, so that reading the games' rows never walks through them (about 10 kB each,
            // compressed with qCompress).
            QStringLiteral("CREATE TABLE records(game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,"
                           " record BLOB NOT NULL)"),
            QStringLiteral("CREATE TABLE players(game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,"
                           " seat INTEGER NOT NULL, name TEXT NOT NULL, color TEXT NOT NULL, vp INTEGER NOT NULL,"
                           " colonies INTEGER NOT NULL, territories INTEGER NOT NULL, alien_city INTEGER NOT NULL,"
                           " alien_monument INTEGER NOT NULL, positron INTEGER NOT NULL, place INTEGER NOT NULL,"
                           " decided_by TEXT NOT NULL, PRIMARY KEY(game_id, seat))"),
        };
    case 2: // how long a game took, which game it is (see gameKey), the factions played, and indexes
        return {
            QStringLiteral("ALTER TABLE games ADD COLUMN duration_seconds INTEGER"),
            QStringLiteral("ALTER TABLE games ADD COLUMN game_key TEXT"),
            QStringLiteral("CREATE INDEX games_by_key ON games(game_key)"),
            QStringLiteral("ALTER TABLE players ADD COLUMN faction TEXT"),
            QStringLiteral("CREATE INDEX games_by_date ON games(finished_at)"),
            QStringLiteral("CREATE INDEX players_by_name ON players(name)"),
        };
    case 3: // the expansions' VP parts (revealed agendas, alien tech cards worth VP) and the seats the app played
        return {
            QStringLiteral("ALTER TABLE players ADD COLUMN agendas INTEGER NOT NULL DEFAULT 0"),
            QStringLiteral("ALTER TABLE players ADD COLUMN tech_cards INTEGER NOT NULL DEFAULT 0"),
            QStringLiteral("ALTER TABLE players ADD COLUMN bot INTEGER NOT NULL DEFAULT 0"),
        };
    default:
        return {};
    }
}

QString gameKey(const afrecord::GameRecord &record)
{
    afrecord::GameRecord opening = record;
    opening.actions.resize(std::min<std::size_t>(opening.actions.size(), kKeyActions));
    return QString::fromLatin1(
        QCryptographicHash::hash(afrecord::recordToBytes(opening), QCryptographicHash::Sha256).toHex());
}

QString outcomeId(Outcome outcome) { return outcome == Outcome::Finished ? kFinished : kGivenUp; }

QStringList StoredGame::winners() const
{
    QStringList names;
    for (const StoredPlayer &p : players)
        if (p.place == 1)
            names << p.name;
    return names;
}

HistoryDatabase::HistoryDatabase()
{
    static std::atomic<int> counter{0};
    m_connection = QStringLiteral("af-history-%1").arg(++counter);
}

HistoryDatabase::~HistoryDatabase() { close(); }

void HistoryDatabase::close()
{
    if (!QSqlDatabase::contains(m_connection))
        return;
    {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
    m_open = false;
}

bool HistoryDatabase::fail(const QString &what, const QString &error)
{
    m_message = QStringLiteral("%1: %2: %3").arg(m_path, what, error);
    return false;
}

int HistoryDatabase::schemaVersion() const
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next())
        return -1;
    return q.value(0).toInt();
}

bool HistoryDatabase::open(const QString &path, Repair repair)
{
    close();
    m_path = path;
    m_message.clear();
    m_problem.clear();
    m_movedAside.clear();
    const QFileInfo info(path);
    if (info.exists() && !info.isFile())
        return fail(QStringLiteral("cannot open the history"), QStringLiteral("it is not a file"));
    if (repair == Repair::Refuse && !info.exists())
        return fail(QStringLiteral("cannot open the history"), QStringLiteral("no such file"));

    for (int attempt = 0; attempt < 2; ++attempt) {
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
            db.setDatabaseName(path);
            if (!db.open())
                return fail(QStringLiteral("cannot open the history"), db.lastError().text());
        }
        if (prepareSchema()) {
            m_open = true;
            m_message = m_movedAside.isEmpty()
                            ? QString()
                            : QStringLiteral("%1 could not be read (%2); it was moved to %3 and a new history was "
                                             "started.")
                                  .arg(path, m_problem, m_movedAside);
            return true;
        }
        close();
        if (repair == Repair::Refuse || attempt > 0 || m_problem.isEmpty())
            return false;
        // Damaged: keep the file for whoever wants to look at it, and start a new history.
        QString aside = path + QStringLiteral(".damaged-") +
                        QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss"));
        for (int n = 2; QFileInfo::exists(aside); ++n)
            aside = aside.section(QLatin1Char('~'), 0, 0) + QStringLiteral("~%1").arg(n);
        if (!QFile::rename(path, aside))
            return fail(QStringLiteral("cannot move the damaged history aside"), m_problem);
        QFile::rename(path + QStringLiteral("-journal"), aside + QStringLiteral("-journal"));
        m_movedAside = aside;
    }
    return false;
}

// Checks the file is a sound SQLite database of ours and brings its schema up to date. A file that is not one
// sets m_problem (it may be moved aside); a newer schema or a failed migration does not.
bool HistoryDatabase::prepareSchema()
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QSqlQuery q(db);
    // Reading the schema fails on a file that is not a database. (PRAGMA quick_check would also find damaged pages,
    // but reads the whole file: most of the statistics page's time over 1,000 games.)
    if (!q.exec(QStringLiteral("SELECT count(*) FROM sqlite_master")) || !q.next()) {
        m_problem = q.lastError().text();
        return fail(QStringLiteral("not a history of games"), m_problem);
    }
    const int version = schemaVersion();
    if (version > kSchemaVersion)
        return fail(QStringLiteral("cannot use the history"),
                    QStringLiteral("it was written by a newer version of AF Referee (schema %1; this one knows up to %2)")
                        .arg(version)
                        .arg(kSchemaVersion));
    if (version == 0 && q.exec(QStringLiteral("SELECT count(*) FROM sqlite_master")) && q.next() &&
        q.value(0).toInt() > 0) {
        m_problem = QStringLiteral("it holds tables that are not a history of games");
        return fail(QStringLiteral("not a history of games"), m_problem);
    }
    if (version < kSchemaVersion && !migrate(version))
        return false;
    if (!q.exec(QStringLiteral("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name IN ('games', 'players', 'records')")) ||
        !q.next() || q.value(0).toInt() != 3) {
        m_problem = QStringLiteral("its tables are missing");
        return fail(QStringLiteral("not a history of games"), m_problem);
    }
    return true;
}

// Every step from `from` to the current version in one transaction: a failure leaves the file as it was.
bool HistoryDatabase::migrate(int from)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    if (!db.transaction())
        return fail(QStringLiteral("cannot update the history"), db.lastError().text());
    QSqlQuery q(db);
    for (int version = from + 1; version <= kSchemaVersion; ++version) {
        for (const QString &statement : migrationStatements(version))
            if (!q.exec(statement)) {
                const QString error = q.lastError().text();
                db.rollback();
                return fail(QStringLiteral("cannot update the history to version %1").arg(version), error);
            }
    }
    if (!q.exec(QStringLiteral("PRAGMA user_version = %1").arg(kSchemaVersion)) || !db.commit()) {
        const QString error = db.lastError().text();
        db.rollback();
        return fail(QStringLiteral("cannot update the history"), error);
    }
    return true;
}

namespace {

// The rows of the game of `key` (in the caller's transaction); false with the query's error.
bool deleteGame(QSqlQuery &q, const QString &key)
{
    for (const char *statement : {"DELETE FROM players WHERE game_id IN (SELECT id FROM games WHERE game_key = ?)",
                                  "DELETE FROM records WHERE game_id IN (SELECT id FROM games WHERE game_key = ?)",
                                  "DELETE FROM games WHERE game_key = ?"}) {
        q.prepare(QString::fromLatin1(statement));
        q.addBindValue(key);
        if (!q.exec())
            return false;
    }
    return true;
}

} // namespace

bool HistoryDatabase::forget(const afrecord::GameRecord &record)
{
    if (!m_open)
        return fail(QStringLiteral("cannot remove the game"), QStringLiteral("the history is not open"));
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    if (!db.transaction())
        return fail(QStringLiteral("cannot remove the game"), db.lastError().text());
    QSqlQuery q(db);
    if (!deleteGame(q, gameKey(record)) || !db.commit()) {
        const QString error = q.lastError().isValid() ? q.lastError().text() : db.lastError().text();
        db.rollback();
        return fail(QStringLiteral("cannot remove the game"), error);
    }
    return true;
}

qint64 HistoryDatabase::store(const afrecord::GameRecord &record, const af::GameState &finalState, Outcome outcome,
                              const QDateTime &finishedAt, int durationSeconds)
{
    if (!m_open) {
        fail(QStringLiteral("cannot store the game"), QStringLiteral("the history is not open"));
        return 0;
    }
    const QJsonObject summary = afrecord::summaryJson(record, finalState);
    const QJsonObject recordJson = afrecord::recordToJson(record);
    QStringList modules;
    for (const QJsonValue &m : recordJson.value(QStringLiteral("modules")).toArray())
        modules << m.toString();
    QHash<QString, QJsonObject> rankOf; // by colour
    for (const QJsonValue &e : summary.value(QStringLiteral("ranking")).toArray())
        rankOf.insert(e[QStringLiteral("player")].toString(), e.toObject());

    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    if (!db.transaction()) {
        fail(QStringLiteral("cannot store the game"), db.lastError().text());
        return 0;
    }
    auto abort = [&](const QSqlQuery &q) {
        const QString error = q.lastError().text();
        db.rollback();
        fail(QStringLiteral("cannot store the game"), error);
        return qint64{0};
    };
    // (An empty QString is bound as NULL: the text columns that may be empty say COALESCE.)
    QSqlQuery q(db);
    const QString key = gameKey(record);
    if (!deleteGame(q, key))
        return abort(q);
    q.prepare(QStringLiteral("INSERT INTO games(finished_at, duration_seconds, game_key, ruleset, modules, player_count,"
                             " turns, outcome) VALUES(?, ?, ?, ?, COALESCE(?, ''), ?, ?, ?)"));
    q.addBindValue(stamp(finishedAt));
    q.addBindValue(durationSeconds >= 0 ? QVariant(durationSeconds) : QVariant(QMetaType::fromType<int>()));
    q.addBindValue(key);
    q.addBindValue(summary.value(QStringLiteral("ruleset")).toString());
    q.addBindValue(modules.join(QLatin1Char(',')));
    q.addBindValue(int(finalState.playerCount));
    q.addBindValue(static_cast<qint64>(finalState.turnNumber));
    q.addBindValue(outcomeId(outcome));
    if (!q.exec())
        return abort(q);
    const qint64 id = q.lastInsertId().toLongLong();
    q.prepare(QStringLiteral("INSERT INTO records(game_id, record) VALUES(?, ?)"));
    q.addBindValue(id);
    q.addBindValue(qCompress(afrecord::recordToBytes(record)));
    if (!q.exec())
        return abort(q);
    q.prepare(QStringLiteral("INSERT INTO players(game_id, seat, name, color, faction, vp, colonies, territories,"
                             " alien_city, alien_monument, positron, agendas, tech_cards, place, decided_by, bot)"
                             " VALUES(?, ?, COALESCE(?, ''), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, COALESCE(?, ''), ?)"));
    const QJsonArray players = summary.value(QStringLiteral("players")).toArray();
    for (int seat = 0; seat < players.size(); ++seat) {
        const QJsonObject p = players[seat].toObject();
        const QJsonObject b = p[QStringLiteral("vpBreakdown")].toObject();
        const QJsonObject rank = rankOf.value(p[QStringLiteral("color")].toString());
        const QString faction = p[QStringLiteral("faction")].toString();
        q.addBindValue(id);
        q.addBindValue(seat);
        q.addBindValue(p[QStringLiteral("name")].toString());
        q.addBindValue(p[QStringLiteral("color")].toString());
        q.addBindValue(faction.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(faction));
        q.addBindValue(p[QStringLiteral("vp")].toInt());
        for (const char *part :
             {"colonies", "territories", "alienCity", "alienMonument", "positron", "agendas", "techCards"})
            q.addBindValue(b[QLatin1String(part)].toInt());
        q.addBindValue(rank[QStringLiteral("place")].toInt());
        q.addBindValue(rank[QStringLiteral("decidedBy")].toString());
        q.addBindValue(seat < record.players.size() && record.players[seat].bot ? 1 : 0);
        if (!q.exec())
            return abort(q);
    }
    if (!db.commit()) {
        const QString error = db.lastError().text();
        db.rollback();
        fail(QStringLiteral("cannot store the game"), error);
        return 0;
    }
    return id;
}

namespace {

QList<StoredGame> loadGames(const QSqlDatabase &db, const Where &where)
{
    QList<StoredGame> games;
    QHash<qint64, qsizetype> index;
    QSqlQuery q(db);
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT g.id, g.finished_at, g.duration_seconds, g.ruleset, g.modules, g.turns, g.outcome"
                             " FROM games g") +
              where.sql() + QStringLiteral(" ORDER BY g.finished_at DESC, g.id DESC"));
    for (const QVariant &v : where.values)
        q.addBindValue(v);
    if (!q.exec())
        return games;
    while (q.next()) {
        StoredGame g;
        g.id = q.value(0).toLongLong();
        g.finishedAt = QDateTime::fromString(q.value(1).toString(), Qt::ISODate);
        g.durationSeconds = q.value(2).isNull() ? -1 : q.value(2).toInt();
        g.ruleset = q.value(3).toString();
        g.modules = q.value(4).toString().split(QLatin1Char(','), Qt::SkipEmptyParts);
        g.turns = q.value(5).toInt();
        g.outcome = q.value(6).toString() == kFinished ? Outcome::Finished : Outcome::GivenUp;
        index.insert(g.id, games.size());
        games.append(g);
    }
    q.prepare(QStringLiteral("SELECT p.game_id, p.seat, p.name, p.color, p.faction, p.vp, p.colonies, p.territories,"
                             " p.alien_city, p.alien_monument, p.positron, p.place, p.decided_by, p.agendas,"
                             " p.tech_cards, p.bot FROM players p JOIN games g ON g.id = p.game_id") +
              where.sql() + QStringLiteral(" ORDER BY p.game_id, p.seat"));
    for (const QVariant &v : where.values)
        q.addBindValue(v);
    if (!q.exec())
        return games;
    while (q.next()) {
        const auto at = index.constFind(q.value(0).toLongLong());
        if (at == index.cend())
            continue;
        StoredPlayer p;
        p.seat = q.value(1).toInt();
        p.name = q.value(2).toString();
        p.color = q.value(3).toString();
        p.faction = q.value(4).toString();
        p.vp = q.value(5).toInt();
        p.colonies = q.value(6).toInt();
        p.territories = q.value(7).toInt();
        p.alienCity = q.value(8).toInt();
        p.alienMonument = q.value(9).toInt();
        p.positron = q.value(10).toInt();
        p.place = q.value(11).toInt();
        p.decidedBy = q.value(12).toString();
        p.agendas = q.value(13).toInt();
        p.techCards = q.value(14).toInt();
        p.bot = q.value(15).toBool();
        games[*at].players.append(p);
    }
    return games;
}

std::optional<StoredGame> gameById(const QSqlDatabase &db, qint64 id)
{
    Where w;
    w.conditions << QStringLiteral("g.id = ?");
    w.values << id;
    const QList<StoredGame> found = loadGames(db, w);
    if (found.isEmpty())
        return std::nullopt;
    return found.constFirst();
}

// Games, first places and average VP of the finished games' players, grouped by one column.
QList<StatsRow> groupedBy(const QSqlDatabase &db, const QString &column, const Where &where)
{
    QList<StatsRow> rows;
    QSqlQuery q(db);
    q.setForwardOnly(true);
    Where w = where;
    w.conditions << column + QStringLiteral(" IS NOT NULL");
    q.prepare(QStringLiteral("SELECT %1, COUNT(DISTINCT g.id), SUM(p.place = 1), AVG(p.vp)"
                             " FROM players p JOIN games g ON g.id = p.game_id%2 GROUP BY %1"
                             " ORDER BY 3 DESC, 4 DESC, 1")
                  .arg(column, w.sql()));
    for (const QVariant &v : w.values)
        q.addBindValue(v);
    if (!q.exec())
        return rows;
    while (q.next())
        rows.append({q.value(0).toString(), q.value(1).toInt(), q.value(2).toInt(), q.value(3).toDouble()});
    return rows;
}

} // namespace

QList<StoredGame> HistoryDatabase::games(const HistoryFilter &filter) const
{
    return loadGames(QSqlDatabase::database(m_connection, false), whereOf(filter, false));
}

Statistics HistoryDatabase::statistics(const HistoryFilter &filter) const
{
    const QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    Statistics stats;
    const Where any = whereOf(filter, false);
    QSqlQuery q(db);
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT g.outcome, COUNT(*) FROM games g") + any.sql() +
              QStringLiteral(" GROUP BY g.outcome"));
    for (const QVariant &v : any.values)
        q.addBindValue(v);
    if (q.exec())
        while (q.next())
            (q.value(0).toString() == kFinished ? stats.gamesPlayed : stats.gamesGivenUp) = q.value(1).toInt();

    const Where finished = whereOf(filter, true);
    stats.byName = groupedBy(db, QStringLiteral("p.name"), finished);
    stats.byPlayerCount = groupedBy(db, QStringLiteral("g.player_count"), finished);
    stats.bySeat = groupedBy(db, QStringLiteral("p.seat + 1"), finished);
    stats.byFaction = groupedBy(db, QStringLiteral("p.faction"), finished);

    // The best game: the highest winning score; the closest: the smallest lead of the top score over the next.
    const QString top = QStringLiteral("(SELECT MAX(vp) FROM players WHERE game_id = g.id)");
    const QString second =
        QStringLiteral("(SELECT vp FROM players WHERE game_id = g.id ORDER BY vp DESC LIMIT 1 OFFSET 1)");
    auto pick = [&](const QString &value, const QString &order) -> std::optional<std::pair<qint64, int>> {
        QSqlQuery p(db);
        p.prepare(QStringLiteral("SELECT g.id, %1 AS v FROM games g%2 ORDER BY v %3, g.finished_at DESC LIMIT 1")
                      .arg(value, finished.sql(), order));
        for (const QVariant &v : finished.values)
            p.addBindValue(v);
        if (!p.exec() || !p.next() || p.value(1).isNull())
            return std::nullopt;
        return std::pair{p.value(0).toLongLong(), p.value(1).toInt()};
    };
    if (const auto best = pick(top, QStringLiteral("DESC")))
        stats.best = gameById(db, best->first);
    if (const auto closest = pick(top + QStringLiteral(" - ") + second, QStringLiteral("ASC"))) {
        stats.closest = gameById(db, closest->first);
        stats.closestMargin = closest->second;
    }
    return stats;
}

std::optional<Outcome> HistoryDatabase::storedOutcome(const afrecord::GameRecord &record) const
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(QStringLiteral("SELECT outcome FROM games WHERE game_key = ?"));
    q.addBindValue(gameKey(record));
    if (!q.exec() || !q.next())
        return std::nullopt;
    return q.value(0).toString() == kFinished ? Outcome::Finished : Outcome::GivenUp;
}

std::optional<StoredGame> HistoryDatabase::storedGame(const afrecord::GameRecord &record) const
{
    Where w;
    w.conditions << QStringLiteral("g.game_key = ?");
    w.values << gameKey(record);
    const QList<StoredGame> found = loadGames(QSqlDatabase::database(m_connection, false), w);
    if (found.isEmpty())
        return std::nullopt;
    return found.constFirst();
}

std::optional<QByteArray> HistoryDatabase::recordBytes(qint64 gameId) const
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(QStringLiteral("SELECT record FROM records WHERE game_id = ?"));
    q.addBindValue(gameId);
    if (!q.exec() || !q.next())
        return std::nullopt;
    QByteArray bytes = qUncompress(q.value(0).toByteArray()); // empty if damaged: the record reader says so
    return bytes;
}

QString HistoryDatabase::csv(const HistoryFilter &filter) const
{
    QString text = QStringLiteral("game,finished_at,outcome,ruleset,modules,players,turns,duration_seconds,seat,name,"
                                  "color,faction,bot,vp,colonies,territories,alien_city,alien_monument,positron,"
                                  "agendas,tech_cards,place,decided_by\n");
    for (const StoredGame &g : games(filter))
        for (const StoredPlayer &p : g.players) {
            const QStringList fields{QString::number(g.id), stamp(g.finishedAt), outcomeId(g.outcome), g.ruleset,
                                     g.modules.join(QLatin1Char(' ')), QString::number(g.players.size()),
                                     QString::number(g.turns),
                                     g.durationSeconds < 0 ? QString() : QString::number(g.durationSeconds),
                                     QString::number(p.seat + 1), p.name, p.color, p.faction,
                                     p.bot ? QStringLiteral("1") : QStringLiteral("0"), QString::number(p.vp),
                                     QString::number(p.colonies), QString::number(p.territories),
                                     QString::number(p.alienCity), QString::number(p.alienMonument),
                                     QString::number(p.positron), QString::number(p.agendas),
                                     QString::number(p.techCards), QString::number(p.place), p.decidedBy};
            QStringList quoted;
            for (const QString &f : fields)
                quoted << csvField(f);
            text += quoted.join(QLatin1Char(',')) + QLatin1Char('\n');
        }
    return text;
}

QJsonObject gameJson(const StoredGame &game)
{
    QJsonArray players;
    for (const StoredPlayer &p : game.players)
        players.append(QJsonObject{
            {QStringLiteral("seat"), p.seat + 1},
            {QStringLiteral("name"), p.name},
            {QStringLiteral("color"), p.color},
            {QStringLiteral("faction"), p.faction.isEmpty() ? QJsonValue() : QJsonValue(p.faction)},
            {QStringLiteral("bot"), p.bot},
            {QStringLiteral("vp"), p.vp},
            {QStringLiteral("vpBreakdown"), QJsonObject{{QStringLiteral("colonies"), p.colonies},
                                                        {QStringLiteral("territories"), p.territories},
                                                        {QStringLiteral("alienCity"), p.alienCity},
                                                        {QStringLiteral("alienMonument"), p.alienMonument},
                                                        {QStringLiteral("positron"), p.positron},
                                                        {QStringLiteral("agendas"), p.agendas},
                                                        {QStringLiteral("techCards"), p.techCards}}},
            {QStringLiteral("place"), p.place},
            {QStringLiteral("decidedBy"), p.decidedBy}});
    return QJsonObject{{QStringLiteral("id"), game.id},
                       {QStringLiteral("finishedAt"), stamp(game.finishedAt)},
                       {QStringLiteral("durationSeconds"),
                        game.durationSeconds < 0 ? QJsonValue() : QJsonValue(game.durationSeconds)},
                       {QStringLiteral("outcome"), outcomeId(game.outcome)},
                       {QStringLiteral("ruleset"), game.ruleset},
                       {QStringLiteral("modules"), QJsonArray::fromStringList(game.modules)},
                       {QStringLiteral("turns"), game.turns},
                       {QStringLiteral("winners"), QJsonArray::fromStringList(game.winners())},
                       {QStringLiteral("players"), players}};
}

QJsonObject statisticsJson(const Statistics &stats)
{
    auto rows = [](const QList<StatsRow> &list) {
        QJsonArray a;
        for (const StatsRow &r : list)
            a.append(QJsonObject{{QStringLiteral("key"), r.key},
                                 {QStringLiteral("games"), r.games},
                                 {QStringLiteral("wins"), r.wins},
                                 {QStringLiteral("averageVp"), qRound(r.averageVp * 100) / 100.0}});
        return a;
    };
    QJsonObject o{{QStringLiteral("gamesPlayed"), stats.gamesPlayed},
                  {QStringLiteral("gamesGivenUp"), stats.gamesGivenUp},
                  {QStringLiteral("byName"), rows(stats.byName)},
                  {QStringLiteral("byPlayerCount"), rows(stats.byPlayerCount)},
                  {QStringLiteral("bySeat"), rows(stats.bySeat)},
                  {QStringLiteral("byFaction"), rows(stats.byFaction)},
                  {QStringLiteral("best"), stats.best ? QJsonValue(gameJson(*stats.best)) : QJsonValue()},
                  {QStringLiteral("closest"), stats.closest ? QJsonValue(gameJson(*stats.closest)) : QJsonValue()}};
    if (stats.closest)
        o[QStringLiteral("closestMargin")] = stats.closestMargin;
    return o;
}

} // namespace afhistory
