// The history of games: the database layer in a temporary folder (create, migrate from version 1, one transaction
// per game, a damaged file moved aside), the statistics and CSV, and the score over time against plain replays.
#include "history/historydatabase.h"
#include "history/scoretimeline.h"
#include "randomgames.h"

#include "score.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace afhistory;

namespace {

afrecord::GameRecord golden(const QString &name)
{
    QFile file(QStringLiteral(AF_GOLDEN_DIR "/") + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(file.fileName()));
    auto record = afrecord::readRecord(file.readAll());
    if (!std::holds_alternative<afrecord::GameRecord>(record))
        qFatal("bad golden record %s", qPrintable(name));
    return std::get<afrecord::GameRecord>(record);
}

af::GameState finalState(const afrecord::GameRecord &record) { return afrecord::replay(record).state; }

// Runs SQL on a database file directly, as another program (or an older version of ours) would.
void runSql(const QString &path, const QStringList &statements)
{
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        for (const QString &s : statements)
            QVERIFY2(q.exec(s), qPrintable(s + QStringLiteral(": ") + q.lastError().text()));
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw"));
}

} // namespace

class TestHistory : public QObject
{
    Q_OBJECT

private slots:
    void init() { QVERIFY(m_dir.isValid()); m_path = m_dir.filePath(QStringLiteral("history-%1.db").arg(++m_n)); }

    void aNewDatabaseHasTheCurrentSchema()
    {
        HistoryDatabase db;
        QVERIFY2(db.open(m_path, HistoryDatabase::Repair::MoveAside), qPrintable(db.message()));
        QVERIFY(db.message().isEmpty());
        QCOMPARE(db.schemaVersion(), kSchemaVersion);
        QVERIFY(db.games().isEmpty());
        QCOMPARE(db.statistics().gamesPlayed, 0);
        QVERIFY(!db.statistics().best);
    }

    void aVersion1DatabaseIsMigratedKeepingItsGames()
    {
        QStringList v1 = migrationStatements(1);
        v1 << QStringLiteral("INSERT INTO games VALUES(1, '2026-01-02T20:00:00Z', '2013', '', 2, 31, 'finished')")
           << QStringLiteral("INSERT INTO records VALUES(1, x'00')")
           << QStringLiteral("INSERT INTO players VALUES(1, 0, 'Ann', 'red', 9, 5, 2, 1, 0, 1, 1, 'vp')")
           << QStringLiteral("INSERT INTO players VALUES(1, 1, 'Bob', 'blue', 7, 5, 1, 0, 1, 0, 2, 'vp')")
           << QStringLiteral("PRAGMA user_version = 1");
        runSql(m_path, v1);

        HistoryDatabase db;
        QVERIFY2(db.open(m_path, HistoryDatabase::Repair::MoveAside), qPrintable(db.message()));
        QCOMPARE(db.schemaVersion(), kSchemaVersion);
        const QList<StoredGame> games = db.games();
        QCOMPARE(games.size(), 1);
        QCOMPARE(games[0].durationSeconds, -1); // version 1 did not know it
        QCOMPARE(games[0].turns, 31);
        QCOMPARE(games[0].winners(), QStringList{QStringLiteral("Ann")});
        QCOMPARE(games[0].players[1].alienMonument, 1);
        QVERIFY(games[0].players[0].faction.isEmpty());
        QCOMPARE(games[0].players[0].agendas, 0); // nor these (version 3)
        QCOMPARE(games[0].players[0].bot, false);
        // and the migrated file takes new games with the new columns
        const auto record = golden(QStringLiteral("game-3p-factions.json"));
        QVERIFY(db.store(record, finalState(record), Outcome::Finished, QDateTime::currentDateTimeUtc(), 3600) > 0);
        QCOMPARE(db.games().constFirst().durationSeconds, 3600);
        QVERIFY(!db.games().constFirst().players[0].faction.isEmpty());
        QCOMPARE(db.statistics().byFaction.size(), 3);
    }

    // Version 3 keeps the expansions' VP parts and the seats the app played.
    void theExpansionsPartsAndTheAppsSeatsAreStored()
    {
        afrecord::GameRecord record = golden(QStringLiteral("game-3p-factions.json"));
        record.players[1].bot = true;
        af::GameState state = finalState(record);
        // Two revealed agenda cards for the first seat, as a game with the agendas module would end.
        state.modules |= af::moduleBit(af::Module::Agendas);
        state.agendas.hands[0].revealed = 0b101;
        HistoryDatabase db;
        QVERIFY2(db.open(m_path, HistoryDatabase::Repair::MoveAside), qPrintable(db.message()));
        QVERIFY2(db.store(record, state, Outcome::Finished, QDateTime::currentDateTimeUtc(), 60) > 0,
                 qPrintable(db.message()));
        const StoredGame game = db.games().constFirst();
        QCOMPARE(game.players[0].agendas, 2);
        QCOMPARE(game.players[0].vp, af::score(state, 0).total());
        QCOMPARE(game.players[1].agendas, 0);
        QCOMPARE(game.players[0].bot, false);
        QCOMPARE(game.players[1].bot, true);
        const QJsonObject second = gameJson(game)[QStringLiteral("players")].toArray()[1].toObject();
        QCOMPARE(second[QStringLiteral("bot")].toBool(), true);
        const QJsonObject first = gameJson(game)[QStringLiteral("players")].toArray()[0].toObject();
        QCOMPARE(first[QStringLiteral("vpBreakdown")].toObject()[QStringLiteral("agendas")].toInt(), 2);
        const QStringList lines = db.csv().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        const QStringList header = lines[0].split(QLatin1Char(','));
        const QStringList firstRow = lines[1].split(QLatin1Char(','));
        const QStringList secondRow = lines[2].split(QLatin1Char(','));
        QCOMPARE(firstRow[header.indexOf(QStringLiteral("agendas"))], QStringLiteral("2"));
        QCOMPARE(secondRow[header.indexOf(QStringLiteral("bot"))], QStringLiteral("1"));
        QCOMPARE(firstRow[header.indexOf(QStringLiteral("bot"))], QStringLiteral("0"));
    }

    void aGameIsStoredWholeOrNotAtAll()
    {
        HistoryDatabase db;
        QVERIFY(db.open(m_path, HistoryDatabase::Repair::MoveAside));
        // The third player's row fails: the game and the rows before it must not stay.
        runSql(m_path, {QStringLiteral("CREATE TRIGGER refuse_third BEFORE INSERT ON players WHEN NEW.seat = 2"
                                       " BEGIN SELECT RAISE(ABORT, 'refused by the test'); END")});
        const auto record = golden(QStringLiteral("game-3p-table.json"));
        QCOMPARE(db.store(record, finalState(record), Outcome::Finished, QDateTime::currentDateTimeUtc(), 60), 0);
        QVERIFY2(db.message().contains(QStringLiteral("refused by the test")), qPrintable(db.message()));
        QVERIFY(db.games().isEmpty());
        runSql(m_path, {QStringLiteral("DROP TRIGGER refuse_third"),
                        QStringLiteral("SELECT count(*) FROM players")});
        const qint64 id = db.store(record, finalState(record), Outcome::Finished, QDateTime::currentDateTimeUtc(), 60);
        QVERIFY(id > 0);
        QCOMPARE(db.games().constFirst().players.size(), 3);
    }

    void aStoredGameReadsBackWithItsRecord()
    {
        HistoryDatabase db;
        QVERIFY(db.open(m_path, HistoryDatabase::Repair::MoveAside));
        const auto record = golden(QStringLiteral("game-3p-table.json")); // a VP tie broken by ore
        const af::GameState end = finalState(record);
        const QDateTime when = QDateTime(QDate(2026, 11, 20), QTime(21, 30), Qt::UTC);
        const qint64 id = db.store(record, end, Outcome::Finished, when, 5400);
        QVERIFY2(id > 0, qPrintable(db.message()));
        QCOMPARE(db.games().size(), 1);
        const StoredGame game = db.games().constFirst();
        QCOMPARE(game.id, id);
        QCOMPARE(game.finishedAt, when);
        QCOMPARE(game.turns, int(end.turnNumber));
        QCOMPARE(game.players.size(), 3);
        const std::vector<af::RankEntry> ranking = af::ranking(end);
        for (const af::RankEntry &e : ranking) {
            const StoredPlayer &p = game.players[e.seat];
            QCOMPARE(p.name, record.players[e.seat].name);
            QCOMPARE(p.vp, e.vp);
            QCOMPARE(p.place, e.place);
            const af::ScoreBreakdown b = af::score(end, e.seat);
            QCOMPARE(p.colonies + p.territories + p.alienCity + p.alienMonument + p.positron, b.total());
            QCOMPARE(p.territories, b.territories);
        }
        QVERIFY(std::any_of(game.players.begin(), game.players.end(),
                            [](const StoredPlayer &p) { return p.decidedBy == QLatin1String("ore"); }));
        const auto bytes = db.recordBytes(id);
        QVERIFY(bytes);
        auto back = afrecord::readRecord(*bytes);
        QVERIFY(std::holds_alternative<afrecord::GameRecord>(back));
        QCOMPARE(std::get<afrecord::GameRecord>(back).actions.size(), record.actions.size());
        QCOMPARE(afrecord::replay(std::get<afrecord::GameRecord>(back)).state, end);
    }

    void aGameGivenUpIsListedButNotCounted()
    {
        HistoryDatabase db;
        QVERIFY(db.open(m_path, HistoryDatabase::Repair::MoveAside));
        auto record = golden(QStringLiteral("game-2p-digital.json"));
        record.actions.resize(record.actions.size() / 2);
        QVERIFY(db.store(record, finalState(record), Outcome::GivenUp, QDateTime::currentDateTimeUtc(), 10) > 0);
        QCOMPARE(db.games().size(), 1);
        QCOMPARE(db.games().constFirst().outcome, Outcome::GivenUp);
        const Statistics stats = db.statistics();
        QCOMPARE(stats.gamesPlayed, 0);
        QCOMPARE(stats.gamesGivenUp, 1);
        QVERIFY(stats.byName.isEmpty());

        // Resumed and finished later: the same game, stored once, now as finished.
        const auto whole = golden(QStringLiteral("game-2p-digital.json"));
        QCOMPARE(db.storedOutcome(whole), Outcome::GivenUp);
        QVERIFY(db.store(whole, finalState(whole), Outcome::Finished, QDateTime::currentDateTimeUtc(), 10) > 0);
        QCOMPARE(db.games().size(), 1);
        QCOMPARE(db.games().constFirst().outcome, Outcome::Finished);
        QCOMPARE(db.storedOutcome(whole), Outcome::Finished);
        QCOMPARE(db.statistics().gamesPlayed, 1);
        QCOMPARE(db.statistics().gamesGivenUp, 0);
    }

    // A finished game played on again from before its end (the app: undone, and another move played) leaves the
    // history with its players and record; the other games stay.
    void aGameForgottenLeavesOnlyItsOwnRows()
    {
        HistoryDatabase db;
        QVERIFY(db.open(m_path, HistoryDatabase::Repair::MoveAside));
        const auto kept = golden(QStringLiteral("game-3p-table.json"));
        const auto forgotten = golden(QStringLiteral("game-2p-digital.json"));
        const QDateTime when = QDateTime::fromString(QStringLiteral("2026-11-20T18:30:00Z"), Qt::ISODate);
        const qint64 keptId = db.store(kept, finalState(kept), Outcome::Finished, when, 600);
        QVERIFY(keptId > 0);
        const qint64 id = db.store(forgotten, finalState(forgotten), Outcome::Finished, when, 1200);
        QVERIFY(id > 0);
        const std::optional<StoredGame> row = db.storedGame(forgotten);
        QVERIFY(row);
        QCOMPARE(row->id, id);
        QCOMPARE(row->finishedAt, when);
        QCOMPARE(row->durationSeconds, 1200);
        QCOMPARE(row->players.size(), 2);

        QVERIFY(db.forget(forgotten));
        QVERIFY(!db.storedGame(forgotten));
        QVERIFY(!db.recordBytes(id));
        QCOMPARE(db.games().size(), 1);
        QCOMPARE(db.games().constFirst().id, keptId);
        QCOMPARE(db.games().constFirst().players.size(), 3);
        QVERIFY(db.recordBytes(keptId));
        QCOMPARE(db.csv().count(QLatin1Char('\n')), 1 + 3); // the header and the kept game's players only
        QVERIFY(db.forget(forgotten)); // not there: nothing to do
        QCOMPARE(db.games().size(), 1);
    }

    void aDamagedFileIsMovedAsideAndANewHistoryStarted()
    {
        const QByteArray garbage = QByteArray("this is not a database, ").repeated(200);
        {
            QFile f(m_path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(garbage);
        }
        {
            HistoryDatabase cli;
            QVERIFY(!cli.open(m_path, HistoryDatabase::Repair::Refuse));
            QVERIFY2(cli.message().contains(m_path), qPrintable(cli.message()));
        }
        QFile f(m_path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), garbage); // the CLI changed nothing
        f.close();

        HistoryDatabase db;
        QVERIFY(db.open(m_path, HistoryDatabase::Repair::MoveAside));
        QVERIFY(!db.movedAsideTo().isEmpty());
        QVERIFY2(db.message().contains(db.movedAsideTo()) && db.message().contains(m_path), qPrintable(db.message()));
        QFile aside(db.movedAsideTo());
        QVERIFY(aside.open(QIODevice::ReadOnly));
        QCOMPARE(aside.readAll(), garbage);
        QCOMPARE(db.schemaVersion(), kSchemaVersion);
        const auto record = golden(QStringLiteral("game-2p-digital.json"));
        QVERIFY(db.store(record, finalState(record), Outcome::Finished, QDateTime::currentDateTimeUtc(), 1) > 0);
    }

    void aNewerSchemaIsRefusedAndKept()
    {
        runSql(m_path, {QStringLiteral("PRAGMA user_version = 99")});
        HistoryDatabase db;
        QVERIFY(!db.open(m_path, HistoryDatabase::Repair::MoveAside));
        QVERIFY2(db.message().contains(QStringLiteral("newer version")), qPrintable(db.message()));
        QVERIFY(db.movedAsideTo().isEmpty());
        QVERIFY(QFile::exists(m_path));
    }

    // kill -9 while games are being stored: the file opens as a sound history, and every game in it is whole.
    void aKilledWriterLeavesASoundDatabase()
    {
        QProcess writer;
        writer.start(QStringLiteral(AF_HISTORY_BENCH_PATH), {QStringLiteral("--games"), QStringLiteral("3000"),
                                                              QStringLiteral("--db"), m_path});
        QVERIFY(writer.waitForStarted());
        // Kill it once it has stored some games (its output says when it starts storing), mid-way.
        QElapsedTimer waited;
        waited.start();
        while (!QFile::exists(m_path) && waited.elapsed() < 60000)
            QTest::qWait(20);
        QTest::qWait(300);
        QCOMPARE(writer.state(), QProcess::Running);
        writer.kill(); // SIGKILL
        QVERIFY(writer.waitForFinished());

        HistoryDatabase db;
        QVERIFY2(db.open(m_path, HistoryDatabase::Repair::Refuse), qPrintable(db.message()));
        const QList<StoredGame> games = db.games();
        QVERIFY(!games.isEmpty());
        QVERIFY(games.size() < 3000);
        for (const StoredGame &g : games) { // the benchmark's game i has 2 + i % 5 players
            QCOMPARE(g.players.size(), 2 + int(g.id - 1) % 5);
            QVERIFY(!g.winners().isEmpty());
        }
        const auto record = golden(QStringLiteral("game-2p-digital.json"));
        QVERIFY(db.store(record, finalState(record), Outcome::Finished, QDateTime::currentDateTimeUtc(), 1) > 0);
        QCOMPARE(db.games().size(), games.size() + 1);
    }

    void statisticsGroupAndFilter()
    {
        HistoryDatabase db;
        QVERIFY(db.open(m_path, HistoryDatabase::Repair::MoveAside));
        const QDate day(2026, 10, 1);
        for (int seed = 1; seed <= 12; ++seed) {
            const int players = 2 + seed % 3;
            const auto record = testing::randomRecord(seed, players);
            QVERIFY(db.store(record, finalState(record), Outcome::Finished,
                             QDateTime(day.addDays(seed), QTime(20, 0), Qt::UTC), 600 * seed) > 0);
        }
        const Statistics all = db.statistics();
        QCOMPARE(all.gamesPlayed, 12);
        int gamesByCount = 0, seatGames = 0, nameGames = 0, playerRows = 0;
        for (const StatsRow &r : all.byPlayerCount)
            gamesByCount += r.games;
        QCOMPARE(gamesByCount, 12);
        for (const StoredGame &g : db.games())
            playerRows += g.players.size();
        for (const StatsRow &r : all.bySeat)
            seatGames += r.key == QLatin1String("1") ? r.games : 0;
        QCOMPARE(seatGames, 12); // everyone has a first seat
        for (const StatsRow &r : all.byName)
            nameGames += r.games;
        QCOMPARE(nameGames, playerRows);
        QVERIFY(all.best && all.closest);
        const int bestTop = std::max_element(all.best->players.begin(), all.best->players.end(),
                                             [](auto &a, auto &b) { return a.vp < b.vp; })->vp;
        for (const StoredGame &g : db.games())
            for (const StoredPlayer &p : g.players)
                QVERIFY(p.vp <= bestTop);

        HistoryFilter threePlayers;
        threePlayers.players = 3;
        QCOMPARE(db.statistics(threePlayers).gamesPlayed, 4);
        for (const StoredGame &g : db.games(threePlayers))
            QCOMPARE(g.players.size(), 3);
        HistoryFilter dates;
        dates.from = day.addDays(3);
        dates.to = day.addDays(5);
        QCOMPARE(db.statistics(dates).gamesPlayed, 3);
        QCOMPARE(db.games(dates).size(), 3);
    }

    void csvQuotesNamesAndKeepsFormulasAsText()
    {
        HistoryDatabase db;
        QVERIFY(db.open(m_path, HistoryDatabase::Repair::MoveAside));
        auto record = golden(QStringLiteral("game-2p-digital.json"));
        record.players[0].name = QStringLiteral("Smith, \"Jo\"");
        record.players[1].name = QStringLiteral("=HYPERLINK(\"x\")");
        QVERIFY(db.store(record, finalState(record), Outcome::Finished, QDateTime::currentDateTimeUtc(), 1) > 0);
        const QStringList lines = db.csv().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3);
        QVERIFY(lines[0].startsWith(QStringLiteral("game,finished_at,outcome")));
        QVERIFY2(lines[1].contains(QStringLiteral(",\"Smith, \"\"Jo\"\"\",red,")), qPrintable(lines[1]));
        QVERIFY2(lines[2].contains(QStringLiteral(",\"'=HYPERLINK(\"\"x\"\")\",blue,")), qPrintable(lines[2]));
    }

    void scoreOverTimeIsTheReplayedScoreAfterEachTurn_data()
    {
        QTest::addColumn<QString>("file");
        for (const char *name : {"game-2p-digital.json", "game-3p-table.json", "game-4p-digital.json",
                                 "game-3p-factions.json", "game-6p-digital.json"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }
    void scoreOverTimeIsTheReplayedScoreAfterEachTurn()
    {
        QFETCH(QString, file);
        const afrecord::GameRecord record = golden(file);
        const ScoreTimeline timeline = scoreTimeline(record);
        const af::GameState end = finalState(record);
        QCOMPARE(timeline.players, int(end.playerCount));
        QVERIFY(timeline.points.size() > 20);
        QCOMPARE(timeline.points.front().turn, 0);
        QCOMPARE(timeline.points.back().actions, int(record.actions.size())); // ends with the game
        for (std::size_t i = 0; i < timeline.points.size(); ++i) {
            const TimelinePoint &point = timeline.points[i];
            afrecord::GameRecord upTo = record;
            upTo.actions.resize(point.actions);
            const afrecord::ReplayResult replayed = afrecord::replay(upTo);
            QVERIFY(!replayed.refusal);
            for (int seat = 0; seat < timeline.players; ++seat) {
                QCOMPARE(point.vp[seat], af::score(replayed.state, seat).total());
                QCOMPARE(point.fuel[seat], int(replayed.state.players[seat].fuel));
                QCOMPARE(point.ore[seat], int(replayed.state.players[seat].ore));
            }
            if (i == 0)
                continue;
            // A turn boundary: the action before this point was still in the turn that ended.
            QCOMPARE(point.turn, timeline.points[i - 1].turn + 1);
            upTo.actions.resize(point.actions - 1);
            QCOMPARE(int(afrecord::replay(upTo).state.turnNumber), point.turn);
            QVERIFY(replayed.state.stage == af::Stage::GameOver || int(replayed.state.turnNumber) == point.turn + 1);
        }
        QCOMPARE(end.stage, af::Stage::GameOver);
    }

private:
    QTemporaryDir m_dir;
    QString m_path;
    int m_n = 0;
};

QTEST_GUILESS_MAIN(TestHistory)
#include "tst_history.moc"
