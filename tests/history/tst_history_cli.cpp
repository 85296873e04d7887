// `af-referee-cli history --db FILE [--json]`: the games and statistics of a database filled through afhistory.
#include "history/historydatabase.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace afhistory;

namespace {

struct Run {
    int exitCode = -1;
    QString out, err;
};

Run cli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(AF_CLI_PATH), args);
    p.waitForFinished(60000);
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

afrecord::GameRecord golden(const QString &name)
{
    QFile file(QStringLiteral(AF_GOLDEN_DIR "/") + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(file.fileName()));
    return std::get<afrecord::GameRecord>(afrecord::readRecord(file.readAll()));
}

} // namespace

class TestHistoryCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_db = m_dir.filePath(QStringLiteral("history.db"));
        HistoryDatabase db;
        QVERIFY(db.open(m_db, HistoryDatabase::Repair::MoveAside));
        const QDateTime first(QDate(2026, 11, 1), QTime(20, 0), Qt::UTC);
        int day = 0;
        for (const char *name : {"game-2p-digital.json", "game-3p-table.json", "game-4p-digital.json"}) {
            const auto record = golden(QString::fromLatin1(name));
            QVERIFY(db.store(record, afrecord::replay(record).state, Outcome::Finished, first.addDays(day++), 3000) > 0);
        }
        auto unfinished = golden(QStringLiteral("game-6p-digital.json"));
        unfinished.actions.resize(200);
        QVERIFY(db.store(unfinished, afrecord::replay(unfinished).state, Outcome::GivenUp, first.addDays(day), 600) > 0);
    }

    void jsonHasTheGamesAndTheStatistics()
    {
        const Run run = cli({QStringLiteral("history"), QStringLiteral("--db"), m_db, QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(run.out.toUtf8()).object();
        const QJsonArray games = o[QStringLiteral("games")].toArray();
        QCOMPARE(games.size(), 4);
        QCOMPARE(games[0][QStringLiteral("outcome")].toString(), QStringLiteral("given-up")); // newest first
        QCOMPARE(games[0][QStringLiteral("players")].toArray().size(), 6);
        QCOMPARE(games[1][QStringLiteral("players")].toArray().size(), 4);
        QCOMPARE(games[1][QStringLiteral("durationSeconds")].toInt(), 3000);
        QCOMPARE(games[1][QStringLiteral("finishedAt")].toString(), QStringLiteral("2026-11-03T20:00:00Z"));
        const QJsonObject stats = o[QStringLiteral("statistics")].toObject();
        QCOMPARE(stats[QStringLiteral("gamesPlayed")].toInt(), 3);
        QCOMPARE(stats[QStringLiteral("gamesGivenUp")].toInt(), 1);
        int wins = 0;
        for (const QJsonValue &row : stats[QStringLiteral("bySeat")].toArray())
            wins += row[QStringLiteral("wins")].toInt();
        QCOMPARE(wins, 3); // one winner in each golden game
        QCOMPARE(stats[QStringLiteral("byPlayerCount")].toArray().size(), 3);
        QVERIFY(stats[QStringLiteral("best")].isObject());
        QVERIFY(stats[QStringLiteral("closest")].isObject());
        // The 3-player game ends in a VP tie broken by ore: the closest possible.
        QCOMPARE(stats[QStringLiteral("closestMargin")].toInt(), 0);
        QCOMPARE(stats[QStringLiteral("closest")][QStringLiteral("players")].toArray().size(), 3);
    }

    void textListsEachGameAndTheTables()
    {
        const Run run = cli({QStringLiteral("history"), QStringLiteral("--db"), m_db});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.startsWith(QStringLiteral("3 games finished, 1 given up\n")), qPrintable(run.out));
        QVERIFY(run.out.contains(QStringLiteral("2026-11-04 20:00 UTC given up edition-x, 6 players")));
        QVERIFY(run.out.contains(QStringLiteral("2026-11-02 20:00 UTC finished 2013, 3 players")));
        for (const char *table : {"By player ", "By player count", "By seat", "Best game: #", "Closest game (lead 0 VP): #"})
            QVERIFY2(run.out.contains(QLatin1String(table)), table);
        QVERIFY(!run.out.contains(QStringLiteral("By faction")));
    }

    void aDamagedDatabaseIsReportedAndLeftAlone()
    {
        const QString bad = m_dir.filePath(QStringLiteral("bad.db"));
        {
            QFile f(bad);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray(4096, 'x'));
        }
        const Run run = cli({QStringLiteral("history"), QStringLiteral("--db"), bad});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(bad) && run.err.contains(QStringLiteral("not a history of games")), qPrintable(run.err));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray(4096, 'x'));
        QCOMPARE(QDir(m_dir.path()).entryList(QDir::Files).size(), 2); // nothing moved aside
    }

    void usageErrors()
    {
        QCOMPARE(cli({QStringLiteral("history")}).exitCode, 2);
        const Run missing = cli({QStringLiteral("history"), QStringLiteral("--db"), m_dir.filePath(QStringLiteral("none.db"))});
        QCOMPARE(missing.exitCode, 2);
        QVERIFY(missing.err.contains(QStringLiteral("no such file")));
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("none.db"))));
        QVERIFY(cli({QStringLiteral("replay"), QStringLiteral("--db"), m_db, QStringLiteral("x.json")})
                    .err.contains(QStringLiteral("replay does not take --db")));
    }

private:
    QTemporaryDir m_dir;
    QString m_db;
};

QTEST_GUILESS_MAIN(TestHistoryCli)
#include "tst_history_cli.moc"
