// Smoke test: runs the built af-referee as a user would (offscreen) and checks what it produces.

#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

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
