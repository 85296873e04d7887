// Smoke test: runs the built af-referee as a user would (offscreen) and checks what it produces.

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

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

QJsonObject lastJsonLine(const QString &text)
{
    const QStringList lines = text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    return lines.isEmpty() ? QJsonObject() : QJsonDocument::fromJson(lines.last().toUtf8()).object();
}

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

    // The autosave is written after every move: a game killed without warning (SIGKILL) resumes at its last move.
    void aKilledGameResumesAtItsLastMove() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString script = dir.filePath(QStringLiteral("script.json"));
        QFile file(script);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(kScript);
        file.close();
        const QString data = dir.filePath(QStringLiteral("data"));

        QProcess app;
        app.start(QStringLiteral(AF_APP_PATH), {QStringLiteral("--data-dir"), data, QStringLiteral("--script"), script});
        QVERIFY(app.waitForStarted(30000));
        QString out;
        QElapsedTimer waited;
        waited.start();
        while (!out.contains(QStringLiteral("script done")) && waited.elapsed() < 60000) {
            app.waitForReadyRead(1000);
            out += QString::fromUtf8(app.readAllStandardOutput());
        }
        QVERIFY2(out.contains(QStringLiteral("script done: 8 actions")), qPrintable(out));
        // Mid-game, still running: kill it the hard way.
        QCOMPARE(app.state(), QProcess::Running);
        ::kill(static_cast<pid_t>(app.processId()), SIGKILL);
        QVERIFY(app.waitForFinished(10000));
        QCOMPARE(app.exitStatus(), QProcess::CrashExit);

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

    void aBrokenAutosaveIsReportedNotLoaded() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QFile file(dir.filePath(QStringLiteral("autosave.json")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"format\": \"af-referee-record\", \"version\": 1, \"players\": [");
        file.close();
        const Result r = runApp({QStringLiteral("--data-dir"), dir.path(), QStringLiteral("--resume"),
                                 QStringLiteral("--print-status")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains(QStringLiteral("autosave.json")), qPrintable(r.err));
        QCOMPARE(lastJsonLine(r.out).value(QStringLiteral("hasGame")).toBool(), false);
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
