// Smoke test: runs the built af-referee as a user would (offscreen) and checks what it produces.

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <csignal>
#include <sys/stat.h>

namespace {

struct Result {
    int exitCode = -1;
    QString out;
    QString err;
};

Result runApp(const QStringList &arguments) {
    QProcess process;
    process.start(QStringLiteral(AF_APP_PATH), arguments);
    Result result;
    if (!process.waitForFinished(120000) || process.exitStatus() != QProcess::NormalExit)
        return result;
    result.exitCode = process.exitCode();
    result.out = QString::fromUtf8(process.readAllStandardOutput());
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

// A two-player game in the record format: the deal, then Red's turn and Blue's roll and first docking.
const char kScript[] = R"({
  "format": "af-referee-record", "version": 1, "ruleset": "2013", "dice": "table",
  "players": [{"name": "Ann", "color": "red"}, {"name": "Bo", "color": "blue"}],
  "actions": [
    {"type": "deal", "display": ["stasis-beam", "data-crystal", "plasma-cannon"], "hands": ["booster-pod", "temporal-warper"]},
    {"type": "roll", "values": [4, 4, 1]},
    {"type": "dock", "facility": "solar-converter", "ships": ["red-3"]},
    {"type": "use-card", "card": "booster-pod", "ship": "red-1"},
    {"type": "dock", "facility": "lunar-mine", "ships": ["red-1", "red-2"]},
    {"type": "end-turn"},
    {"type": "roll", "values": [6, 6, 2]},
    {"type": "dock", "facility": "orbital-market", "ships": ["blue-1", "blue-2"]}
  ]
})";

// A factions game: the draft, the deal and a roll; --script must set it up with the module.
const char kFactionsScript[] = R"({
  "format": "af-referee-record", "version": 1, "ruleset": "2013", "dice": "table", "modules": ["factions"],
  "players": [{"name": "Ann", "color": "red"}, {"name": "Bo", "color": "blue"}],
  "actions": [
    {"type": "draw-boards", "boards": ["brethren-of-the-stars", "xeno-explorations-inc", "corex-conglomerated"]},
    {"type": "pick-board", "faction": "corex-conglomerated"},
    {"type": "pick-board", "faction": "xeno-explorations-inc"},
    {"type": "deal", "display": ["stasis-beam", "data-crystal", "plasma-cannon"], "hands": ["booster-pod", "temporal-warper"]},
    {"type": "roll", "values": [6, 6, 1]}
  ]
})";

QJsonObject lastJsonLine(const QString &text)
{
    const QStringList lines = text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    return lines.isEmpty() ? QJsonObject() : QJsonDocument::fromJson(lines.last().toUtf8()).object();
}

// Plays the record `script` in the app (one move a frame, as a quick player) and kills it with SIGKILL as soon as it
// says the moves are done. Returns how many actions it had then ("script done: N actions"), or -1.
int playAndKill(const QString &script, const QString &data)
{
    QProcess app;
    app.start(QStringLiteral(AF_APP_PATH), {QStringLiteral("--data-dir"), data, QStringLiteral("--script"), script});
    if (!app.waitForStarted(30000))
        return -1;
    QString out;
    QElapsedTimer waited;
    waited.start();
    while (!out.contains(QStringLiteral("script done")) && waited.elapsed() < 120000) {
        app.waitForReadyRead(1000);
        out += QString::fromUtf8(app.readAllStandardOutput());
    }
    const QRegularExpressionMatch done = QRegularExpression(QStringLiteral("script done: (\\d+) actions")).match(out);
    // Still running: kill it the hard way, at once.
    if (!done.hasMatch() || app.state() != QProcess::Running)
        return -1;
    ::kill(static_cast<pid_t>(app.processId()), SIGKILL);
    if (!app.waitForFinished(10000) || app.exitStatus() != QProcess::CrashExit)
        return -1;
    return done.captured(1).toInt();
}

// Writes `bytes` to `path`; false if it cannot.
bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

#ifdef AF_CLI_PATH
// The record of a whole random game from `af-referee-cli random-game`, or an empty array if the CLI fails.
QByteArray randomGameRecord(int players, int seed)
{
    QProcess cli;
    cli.start(QStringLiteral(AF_CLI_PATH), {QStringLiteral("random-game"), QStringLiteral("--players"),
                                            QString::number(players), QStringLiteral("--seed"), QString::number(seed)});
    if (!cli.waitForFinished(60000) || cli.exitStatus() != QProcess::NormalExit || cli.exitCode() != 0)
        return {};
    return cli.readAllStandardOutput();
}

// `af-referee-cli history --db FILE --json`, or an empty object if it fails (exit code in *exitCode).
QJsonObject historyJson(const QString &database, int *exitCode = nullptr)
{
    QProcess cli;
    cli.start(QStringLiteral(AF_CLI_PATH), {QStringLiteral("history"), QStringLiteral("--db"), database,
                                            QStringLiteral("--json")});
    if (!cli.waitForFinished(60000))
        return {};
    if (exitCode)
        *exitCode = cli.exitCode();
    return cli.exitCode() == 0 ? QJsonDocument::fromJson(cli.readAllStandardOutput()).object() : QJsonObject();
}
#endif

} // namespace

class TestApp : public QObject {
    Q_OBJECT

private slots:
    void versionPrintsNameAndProjectVersion() {
        const Result r = runApp({QStringLiteral("--version")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QStringLiteral("af-referee " AF_EXPECTED_VERSION "\n"));
    }

    void unknownOptionIsAUsageError() {
        const Result r = runApp({QStringLiteral("--no-such-option")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("no-such-option")), qPrintable(r.err));
    }

    void screenshotOfTheMainWindowShowsTheBoard() {
        const QString path = QStringLiteral(AF_SCREENSHOT_DIR "/main-window.png");
        QFile::remove(path);

        const Result r = runApp({QStringLiteral("--screenshot"), path});
        QVERIFY2(r.exitCode == 0, qPrintable(QStringLiteral("exit %1: %2").arg(r.exitCode).arg(r.err)));

        QFile file(path);
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
        const QByteArray bytes = file.readAll();
        QVERIFY(bytes.startsWith("\x89PNG\r\n\x1a\n"));

        QImage image;
        QVERIFY(image.loadFromData(bytes, "PNG"));
        // The window's initial size from Main.qml (offscreen has a device pixel ratio of 1).
        QCOMPARE(image.size(), QSize(1280, 800));

        // Not a blank window: the board picture brings many colours.
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 7)
            for (int x = 0; x < image.width(); x += 7)
                colours.insert(image.pixel(x, y));
        QVERIFY2(colours.size() > 200, qPrintable(QString::number(colours.size())));
    }

    // A record that uses a module is played with it (the benchmark's factions game goes through here).
    void aScriptKeepsTheRecordsModules() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString script = dir.filePath(QStringLiteral("factions.json"));
        QVERIFY(writeFile(script, kFactionsScript));
        const Result r = runApp({QStringLiteral("--data-dir"), dir.filePath(QStringLiteral("data")),
                                 QStringLiteral("--script"), script, QStringLiteral("--quit-after-script")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("script done: 5 actions, stage main")), qPrintable(r.out));
    }

    // The autosave is written after every move: a game killed without warning (SIGKILL) right after its last moves
    // (played a frame apart, and "script done" is printed before autosave.json is rewritten) resumes at its last move.
    void aKilledGameResumesAtItsLastMove() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString script = dir.filePath(QStringLiteral("script.json"));
        QVERIFY(writeFile(script, kScript));
        const QString data = dir.filePath(QStringLiteral("data"));

        QCOMPARE(playAndKill(script, data), 8);

        const Result r = runApp({QStringLiteral("--data-dir"), data, QStringLiteral("--resume"),
                                 QStringLiteral("--print-status")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject status = lastJsonLine(r.out);
        QCOMPARE(status.value(QStringLiteral("hasGame")).toBool(), true);
        QCOMPARE(status.value(QStringLiteral("actions")).toInt(), 8);
        QCOMPARE(status.value(QStringLiteral("stage")).toString(), QStringLiteral("main"));
        // Nothing lost: Blue to play with his pair on the Orbital Market; Red kept the first turn's fuel and ore.
        const QJsonObject summary = status.value(QStringLiteral("summary")).toObject();
        QCOMPARE(summary.value(QStringLiteral("currentPlayer")).toString(), QStringLiteral("blue"));
        QCOMPARE(summary.value(QStringLiteral("turnNumber")).toInt(), 2);
        const QJsonObject red = summary.value(QStringLiteral("players")).toArray().at(0).toObject();
        QCOMPARE(red.value(QStringLiteral("fuel")).toInt(), 0);
        QCOMPARE(red.value(QStringLiteral("ore")).toInt(), 2);
        QStringList market;
        for (const QJsonValue &f : summary.value(QStringLiteral("facilities")).toArray())
            if (f.toObject().value(QStringLiteral("id")).toString() == QLatin1String("orbital-market"))
                for (const QJsonValue &ship : f.toObject().value(QStringLiteral("ships")).toArray())
                    market << ship.toObject().value(QStringLiteral("ship")).toString();
        QCOMPARE(market, (QStringList{QStringLiteral("blue-1"), QStringLiteral("blue-2")}));

        // Without --resume the autosave is only offered: the app starts with no game open.
        const Result fresh = runApp({QStringLiteral("--data-dir"), data, QStringLiteral("--print-status")});
        QCOMPARE(lastJsonLine(fresh.out).value(QStringLiteral("hasGame")).toBool(), false);
    }

    // A whole 4-player game (made by af-referee-cli, 100 kB of record), killed right after its last moves: the
    // background rewrite of autosave.json is then often still under way; the journal has every move.
    void aLongGameKilledRightAfterItsLastMovesResumesAtTheLastOne() {
#ifndef AF_CLI_PATH
        QSKIP("af-referee-cli is not built (AF_BUILD_CLI=OFF)");
#else
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QByteArray record = randomGameRecord(4, 3);
        QVERIFY(!record.isEmpty());
        const QString script = dir.filePath(QStringLiteral("game.json"));
        QVERIFY(writeFile(script, record));
        const QString data = dir.filePath(QStringLiteral("data"));
        const int played = playAndKill(script, data);
        QVERIFY(played > 500);
        const Result r = runApp({QStringLiteral("--data-dir"), data, QStringLiteral("--resume"),
                                 QStringLiteral("--print-status")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(lastJsonLine(r.out).value(QStringLiteral("actions")).toInt(), played);
#endif
    }

    // Quitting mid-game keeps the game in the history, marked as given up.
    void aGameLeftOnQuitIsStoredAsGivenUp() {
#ifndef AF_CLI_PATH
        QSKIP("af-referee-cli is not built (AF_BUILD_CLI=OFF)");
#else
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString script = dir.filePath(QStringLiteral("script.json"));
        QVERIFY(writeFile(script, kScript));
        const QString data = dir.filePath(QStringLiteral("data"));
        const Result r = runApp({QStringLiteral("--data-dir"), data, QStringLiteral("--script"), script,
                                 QStringLiteral("--quit-after-script")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject history = historyJson(QDir(data).filePath(QStringLiteral("history.db")));
        const QJsonArray games = history.value(QStringLiteral("games")).toArray();
        QCOMPARE(games.size(), 1);
        const QJsonObject game = games.at(0).toObject();
        QCOMPARE(game.value(QStringLiteral("outcome")).toString(), QStringLiteral("given-up"));
        QCOMPARE(game.value(QStringLiteral("players")).toArray().size(), 2);
        const QJsonObject stats = history.value(QStringLiteral("statistics")).toObject();
        QCOMPARE(stats.value(QStringLiteral("gamesGivenUp")).toInt(), 1);
        QCOMPARE(stats.value(QStringLiteral("gamesPlayed")).toInt(), 0);
#endif
    }

    // kill -9 while the finished game is being stored (history.db-journal, SQLite's rollback journal, exists only
    // during that transaction): the game is still in the autosave, the history still opens with every game it had,
    // and the app stores the game once it is resumed.
    void aGameKilledWhileBeingStoredLosesNeitherTheGameNorTheHistory() {
#ifndef AF_CLI_PATH
        QSKIP("af-referee-cli is not built (AF_BUILD_CLI=OFF)");
#else
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QByteArray finishedRecord = randomGameRecord(2, 5);
        QVERIFY(!finishedRecord.isEmpty());
        const QString finished = dir.filePath(QStringLiteral("finished.json"));
        QVERIFY(writeFile(finished, finishedRecord));
        const int actions = QJsonDocument::fromJson(finishedRecord).object().value(QStringLiteral("actions")).toArray().size();
        const QString unfinished = dir.filePath(QStringLiteral("unfinished.json"));
        QVERIFY(writeFile(unfinished, kScript));

        // The journal lives for a few milliseconds: a missed one is tried again.
        bool killedWhileStoring = false;
        for (int attempt = 0; attempt < 5 && !killedWhileStoring; ++attempt) {
            const QString data = dir.filePath(QStringLiteral("data-%1").arg(attempt));
            const QString database = QDir(data).filePath(QStringLiteral("history.db"));
            const QString journal = database + QStringLiteral("-journal");
            // A history with one game in it already (given up on quit).
            const Result first = runApp({QStringLiteral("--data-dir"), data, QStringLiteral("--script"), unfinished,
                                         QStringLiteral("--quit-after-script")});
            QVERIFY2(first.exitCode == 0, qPrintable(first.err));
            QVERIFY(QFile::exists(database));
            QVERIFY(!QFile::exists(journal));

            QProcess app;
            app.start(QStringLiteral(AF_APP_PATH), {QStringLiteral("--data-dir"), data, QStringLiteral("--script"), finished});
            QVERIFY(app.waitForStarted(30000));
            const pid_t pid = static_cast<pid_t>(app.processId());
            QElapsedTimer waited;
            waited.start();
            QByteArray out;
            for (int polls = 0; waited.elapsed() < 120000; ++polls) {
                if (QFile::exists(journal)) {
                    ::kill(pid, SIGKILL);
                    killedWhileStoring = true;
                    break;
                }
                if (polls % 500 == 0) {
                    app.waitForReadyRead(0);
                    out += app.readAllStandardOutput();
                    if (out.contains("script done") || app.state() != QProcess::Running)
                        break;
                }
                QThread::usleep(100);
            }
            if (!killedWhileStoring)
                ::kill(pid, SIGKILL);
            QVERIFY(app.waitForFinished(10000));
            if (!killedWhileStoring)
                continue;
            QCOMPARE(app.exitStatus(), QProcess::CrashExit);
            QVERIFY(QFile::exists(journal)); // the transaction was cut short

            // The history opens, with the game it had and nothing half-stored.
            int exitCode = -1;
            const QJsonArray before = historyJson(database, &exitCode).value(QStringLiteral("games")).toArray();
            QCOMPARE(exitCode, 0);
            QCOMPARE(before.size(), 1);
            QCOMPARE(before.at(0).toObject().value(QStringLiteral("outcome")).toString(), QStringLiteral("given-up"));

            // The autosave has the whole game; resuming it stores it as finished.
            const Result resumed = runApp({QStringLiteral("--data-dir"), data, QStringLiteral("--resume"),
                                           QStringLiteral("--print-status")});
            QVERIFY2(resumed.exitCode == 0, qPrintable(resumed.err));
            const QJsonObject status = lastJsonLine(resumed.out);
            QCOMPARE(status.value(QStringLiteral("actions")).toInt(), actions);
            QCOMPARE(status.value(QStringLiteral("stage")).toString(), QStringLiteral("game-over"));
            const Result shown = runApp({QStringLiteral("--data-dir"), data, QStringLiteral("--resume"),
                                         QStringLiteral("--screenshot"), dir.filePath(QStringLiteral("resumed.png"))});
            QVERIFY2(shown.exitCode == 0, qPrintable(shown.err));
            const QJsonArray after = historyJson(database).value(QStringLiteral("games")).toArray();
            QCOMPARE(after.size(), 2);
            QCOMPARE(after.at(0).toObject().value(QStringLiteral("outcome")).toString(), QStringLiteral("finished"));
            QCOMPARE(after.at(0).toObject().value(QStringLiteral("players")).toArray().size(), 2);
        }
        QVERIFY2(killedWhileStoring, "the app was never caught storing the game (history.db-journal never seen)");
#endif
    }

    // --resume with an autosave that cannot be read says why on stderr, in the words the start page shows
    // (print-status gives them), and loads nothing.
    void aBrokenAutosaveIsReportedNotLoaded_data() {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("problem");
        QTest::newRow("truncated") << QStringLiteral("truncated") << QStringLiteral("autosave.json");
        QTest::newRow("symlink loop") << QStringLiteral("loop") << QStringLiteral("symbolic link that leads back to itself");
        QTest::newRow("journal") << QStringLiteral("journal") << QStringLiteral("autosave.journal: line 2");
    }
    void aBrokenAutosaveIsReportedNotLoaded() {
        QFETCH(QString, kind);
        QFETCH(QString, problem);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString autosave = dir.filePath(QStringLiteral("autosave.json"));
        if (kind == QLatin1String("loop")) {
            QVERIFY(QFile::link(autosave, autosave));
        } else {
            QFile file(kind == QLatin1String("journal") ? dir.filePath(QStringLiteral("autosave.journal")) : autosave);
            QVERIFY(file.open(QIODevice::WriteOnly));
            if (kind == QLatin1String("journal"))
                file.write("{\"format\": \"af-referee-record\", \"version\": 1, \"ruleset\": \"2013\", \"players\": [{\"color\": \"red\"}, "
                           "{\"color\": \"blue\"}], \"actions\": []}\n{\"keep\": 3, \"append\": []}\n");
            else
                file.write("{\"format\": \"af-referee-record\", \"version\": 1, \"players\": [");
        }
        const Result r = runApp({QStringLiteral("--data-dir"), dir.path(), QStringLiteral("--resume"),
                                 QStringLiteral("--print-status")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject status = lastJsonLine(r.out);
        QCOMPARE(status.value(QStringLiteral("hasGame")).toBool(), false);
        const QJsonObject autosaveInfo = status.value(QStringLiteral("autosave")).toObject();
        QCOMPARE(autosaveInfo.value(QStringLiteral("exists")).toBool(), true);
        QCOMPARE(autosaveInfo.value(QStringLiteral("ok")).toBool(), false);
        const QString error = autosaveInfo.value(QStringLiteral("error")).toString();
        QVERIFY2(error.contains(problem), qPrintable(error));
        QVERIFY2(r.err.contains(QStringLiteral("cannot resume the last game: ") + error), qPrintable(r.err));
        QVERIFY2(!r.err.contains(QStringLiteral("no game to resume")), qPrintable(r.err));
    }

    void resumingWithoutAnAutosaveSaysSo() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const Result r = runApp({QStringLiteral("--data-dir"), dir.path(), QStringLiteral("--resume"),
                                 QStringLiteral("--print-status")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains(QStringLiteral("no game to resume in ")), qPrintable(r.err));
        QCOMPARE(lastJsonLine(r.out).value(QStringLiteral("autosave")).toObject().value(QStringLiteral("exists")).toBool(),
                 false);
    }

    void aNamedPipeAsTheAutosaveDoesNotHangTheApp() {
        // The start page reads the autosave even without --resume; a named pipe there (opening it for reading would
        // wait for a writer) is refused at once (the message is tst_record's and tst_cli's to check).
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString pipe = dir.filePath(QStringLiteral("autosave.json"));
        QCOMPARE(::mkfifo(QFile::encodeName(pipe).constData(), 0600), 0);
        const Result resumed = runApp({QStringLiteral("--data-dir"), dir.path(), QStringLiteral("--resume"),
                                       QStringLiteral("--print-status")});
        QCOMPARE(resumed.exitCode, 0);
        QVERIFY2(resumed.err.contains(pipe), qPrintable(resumed.err));
        QCOMPARE(lastJsonLine(resumed.out).value(QStringLiteral("hasGame")).toBool(), false);
        const Result started = runApp({QStringLiteral("--data-dir"), dir.path(), QStringLiteral("--screenshot"),
                                       dir.filePath(QStringLiteral("start.png"))});
        QCOMPARE(started.exitCode, 0);
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("start.png"))));
    }

    void screenshotThatCannotBeSavedFails() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        // A regular file where the folder should be: neither the folder nor the picture can be made.
        QFile blocker(dir.filePath(QStringLiteral("not-a-folder")));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();

        const Result r =
            runApp({QStringLiteral("--screenshot"), dir.filePath(QStringLiteral("not-a-folder/shot.png"))});
        QVERIFY(r.exitCode != 0);
        QVERIFY2(r.err.contains(QStringLiteral("could not save")), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestApp)
#include "tst_app.moc"
