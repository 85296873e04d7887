// The history of games played: a SQLite database (Qt SQL) with every finished game and every game given up, its
// players, scores and full record; the statistics over them. The app and `af-referee-cli history` both use this.
//
// The schema is versioned (PRAGMA user_version) and brought up to date by migrations from version 1 on; every write
// is one transaction, so a crash (even kill -9) leaves the database as it was before or after it, never between.
#pragma once

#include "record/record.h"

#include <QDate>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace afhistory {

inline constexpr int kSchemaVersion = 3;

enum class Outcome { Finished, GivenUp };

struct StoredPlayer {
    int seat = 0;
    QString name;
    QString color;   // record id: "red", "blue", ...
    QString faction; // factions module: the board's id; empty otherwise
    int vp = 0;
    int colonies = 0, territories = 0, alienCity = 0, alienMonument = 0, positron = 0; // the VP breakdown
    int agendas = 0, techCards = 0; // ... with the agendas and extra-tech modules (0 in games stored before them)
    bool bot = false;     // the seat was played by the app
    int place = 0;        // 1-based (in a game given up, the place when it was given up)
    QString decidedBy;    // what decided the place against the neighbours (vp, cards, ore, fuel, shared)
};

struct StoredGame {
    qint64 id = 0;
    QDateTime finishedAt; // UTC
    int durationSeconds = -1; // -1: not known (games stored by version 1 of the schema)
    QString ruleset;
    QStringList modules;
    int turns = 0;
    Outcome outcome = Outcome::Finished;
    QList<StoredPlayer> players; // by seat
    QStringList winners() const; // the names in first place (a shared first place names each)
};

struct HistoryFilter {
    QDate from, to;  // inclusive; an invalid date leaves that end open
    int players = 0; // 0: any number of players
};

struct StatsRow {
    QString key;     // a player's name, a player count, a seat (1-based) or a faction id
    int games = 0;
    int wins = 0;    // first places (a shared first place is a win for each)
    double averageVp = 0;
};

struct Statistics {
    int gamesPlayed = 0; // finished games
    int gamesGivenUp = 0;
    QList<StatsRow> byName, byPlayerCount, bySeat, byFaction;
    std::optional<StoredGame> best;    // the highest winning score
    std::optional<StoredGame> closest; // the smallest lead of the winner over the next player
    int closestMargin = 0;
};

class HistoryDatabase
{
public:
    enum class Repair {
        MoveAside, // the app: a damaged file is renamed aside and a new history started
        Refuse,    // the CLI: a damaged or missing file is reported, nothing is changed on disk
    };

    HistoryDatabase();
    ~HistoryDatabase();
    HistoryDatabase(const HistoryDatabase &) = delete;
    HistoryDatabase &operator=(const HistoryDatabase &) = delete;

    // Opens (creating or migrating) the database at `path`. Returns false when there is no usable database; the
    // message (also set when a damaged file was moved aside and a new one started) says what happened and where.
    bool open(const QString &path, Repair repair);
    bool isOpen() const { return m_open; }
    QString message() const { return m_message; }
    QString path() const { return m_path; }
    QString problem() const { return m_problem; }       // what was wrong with the file (the SQLite error)
    QString movedAsideTo() const { return m_movedAside; } // where a damaged file went (empty if none was)
    int schemaVersion() const;

    // Stores a game (its players, scores and record) in one transaction, in place of the row of the same game
    // (gameKey) if there is one: a game given up and later resumed and finished is one game. Returns the new row's
    // id, or 0 with message() set.
    qint64 store(const afrecord::GameRecord &record, const af::GameState &finalState, Outcome outcome,
                 const QDateTime &finishedAt, int durationSeconds);

    // Removes the game (gameKey) from the history in one transaction: true when it is gone (or was not there), false
    // with message() set.
    bool forget(const afrecord::GameRecord &record);

    std::optional<Outcome> storedOutcome(const afrecord::GameRecord &record) const; // how this game is stored, if it is
    std::optional<StoredGame> storedGame(const afrecord::GameRecord &record) const; // its row, if it is stored
    QList<StoredGame> games(const HistoryFilter &filter = {}) const; // newest first, without their records
    Statistics statistics(const HistoryFilter &filter = {}) const;
    std::optional<QByteArray> recordBytes(qint64 gameId) const;
    QString csv(const HistoryFilter &filter = {}) const; // one line per player per game

private:
    bool prepareSchema();
    bool migrate(int from);
    bool fail(const QString &what, const QString &error);
    void close();

    QString m_connection;
    QString m_path;
    QString m_message;
    QString m_problem;
    QString m_movedAside;
    bool m_open = false;
};

// Which game a record is: its options, players and start with its first kKeyActions actions (the deal and the first
// rolls). A game resumed, or opened again from the history, has the same key.
inline constexpr std::size_t kKeyActions = 12;
QString gameKey(const afrecord::GameRecord &record);

// The statements that bring the schema from version `version - 1` to `version` (1 creates it), in order.
QStringList migrationStatements(int version);

QJsonObject gameJson(const StoredGame &game);
QJsonObject statisticsJson(const Statistics &statistics);
QString outcomeId(Outcome outcome); // "finished", "given-up"

} // namespace afhistory
