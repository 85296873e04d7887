// Runs the built af-referee-cli and checks what a user or a script sees: output and exit codes.

#include <QProcess>
#include <QTest>

namespace {

struct Result {
    int exitCode = -1;
    QString out;
    QString err;
};

Result runCli(const QStringList &arguments) {
    QProcess process;
    process.start(QStringLiteral(AF_CLI_PATH), arguments);
    Result result;
    if (!process.waitForFinished(30000) || process.exitStatus() != QProcess::NormalExit)
        return result;
    result.exitCode = process.exitCode();
    result.out = QString::fromUtf8(process.readAllStandardOutput());
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT

private slots:
    void versionPrintsNameAndProjectVersion() {
        const Result r = runCli({QStringLiteral("--version")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QStringLiteral("af-referee-cli " AF_EXPECTED_VERSION "\n"));
        QVERIFY(r.err.isEmpty());
    }

    void helpListsOptionsAndSaysNoSubcommandsYet() {
        const Result r = runCli({QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral("Usage: ")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("--version")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("Subcommands: none yet")), qPrintable(r.out));
    }

    void usageErrorsExitWithTwoAndExplainOnStderr_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("mentioned");
        QTest::newRow("unknown long option") << QStringList{QStringLiteral("--frobnicate")} << "frobnicate";
        QTest::newRow("unknown short option") << QStringList{QStringLiteral("-z")} << "z";
        QTest::newRow("unknown subcommand") << QStringList{QStringLiteral("replay")} << "replay";
    }

    void usageErrorsExitWithTwoAndExplainOnStderr() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, mentioned);
        const Result r = runCli(arguments);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(mentioned), qPrintable(r.err));
        QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
