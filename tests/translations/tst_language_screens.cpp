// Starts the real app in every language and saves, for people to look at (truncated or overflowing text), the
// play screen of a game in progress and a rules-reference page: <build>/screenshots/language-<code>-play.png and
// language-<code>-rules.png. The language comes from the system locale (LANG / LC_ALL), as for a user.
#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

// The 3-player golden game cut in the middle of a turn, as the autosave the app resumes.
QByteArray gameInProgress()
{
    QFile file(QStringLiteral(AF_GOLDEN_DIR "/game-3p-table.json"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read the golden game");
    QJsonObject record = QJsonDocument::fromJson(file.readAll()).object();
    QJsonArray actions = record.value(QStringLiteral("actions")).toArray();
    while (actions.size() > 368)
        actions.removeLast();
    record[QStringLiteral("actions")] = actions;
    return QJsonDocument(record).toJson();
}

bool runApp(const QString &locale, const QStringList &arguments, const QString &configDir, QString *output)
{
    QProcess app;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LANG"), locale);
    env.insert(QStringLiteral("LC_ALL"), locale);
    env.remove(QStringLiteral("LANGUAGE"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), configDir); // no language chosen in the settings: the system's
    env.insert(QStringLiteral("QT_QUICK_CONTROLS_STYLE"), QStringLiteral("Fusion"));
    app.setProcessEnvironment(env);
    app.setProcessChannelMode(QProcess::MergedChannels);
    app.start(QStringLiteral(AF_APP_PATH), arguments);
    const bool finished = app.waitForFinished(60000);
    *output = QString::fromUtf8(app.readAll());
    return finished && app.exitStatus() == QProcess::NormalExit && app.exitCode() == 0;
}

} // namespace

class TestLanguageScreens : public QObject
{
    Q_OBJECT

private slots:
    void screensInEveryLanguage_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("locale");
        QTest::newRow("English") << QStringLiteral("en") << QStringLiteral("en_GB.UTF-8");
        QTest::newRow("German") << QStringLiteral("de") << QStringLiteral("de_DE.UTF-8");
        QTest::newRow("French") << QStringLiteral("fr") << QStringLiteral("fr_FR.UTF-8");
        QTest::newRow("Spanish") << QStringLiteral("es") << QStringLiteral("es_ES.UTF-8");
        QTest::newRow("Italian") << QStringLiteral("it") << QStringLiteral("it_IT.UTF-8");
        QTest::newRow("Polish") << QStringLiteral("pl") << QStringLiteral("pl_PL.UTF-8");
    }

    void screensInEveryLanguage()
    {
        QFETCH(QString, code);
        QFETCH(QString, locale);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QDir(dir.path()).mkpath(QStringLiteral("data"));
        QFile autosave(dir.filePath(QStringLiteral("data/autosave.json")));
        QVERIFY(autosave.open(QIODevice::WriteOnly));
        autosave.write(gameInProgress());
        autosave.close();

        const QString shots = QStringLiteral(AF_SCREENSHOT_DIR);
        const QString play = shots + QStringLiteral("/language-%1-play.png").arg(code);
        const QString rules = shots + QStringLiteral("/language-%1-rules.png").arg(code);
        QFile::remove(play);
        QFile::remove(rules);
        QString output;
        QVERIFY2(runApp(locale, {QStringLiteral("--data-dir"), dir.filePath(QStringLiteral("data")), QStringLiteral("--resume"),
                                 QStringLiteral("--screenshot"), play},
                        dir.filePath(QStringLiteral("config")), &output),
                 qPrintable(output));
        QVERIFY2(runApp(locale, {QStringLiteral("--data-dir"), dir.filePath(QStringLiteral("empty")), QStringLiteral("--rules"),
                                 QStringLiteral("colonist-hub"), QStringLiteral("--screenshot"), rules},
                        dir.filePath(QStringLiteral("config")), &output),
                 qPrintable(output));
        for (const QString &path : {play, rules}) {
            const QImage image(path);
            QVERIFY2(!image.isNull(), qPrintable(path));
            QCOMPARE(image.size(), QSize(1280, 800));
        }
    }
};

QTEST_GUILESS_MAIN(TestLanguageScreens)
#include "tst_language_screens.moc"
