// af-referee: the desktop referee for Alien Frontiers.
//
// Options: --help, --version, --screenshot FILE (save a PNG of the main window after the first frame, then quit),
// --data-dir DIR (where the autosave goes), --resume (resume the autosaved game without asking), --rules ENTRY (open
// the rules reference at an entry, e.g. R-12 or lunar-mine), and for tests and
// benchmarks --script FILE (play a record's moves through the controller), --quit-after-script, --print-status.
// Exit codes: 0 success, 1 failure (QML did not load, screenshot not saved, script refused), 2 usage error.

#include "appsettings.h"
#include "gamecontroller.h"
#include "idlegarbagecollector.h"
#include "language.h"
#include "scriptrunner.h"

#include "record/summary.h"
#include "record/version.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QTextStream>
#include <QTimer>
#include <QUrl>
#include <QtQml/qqmlextensionplugin.h>

#include <cstring>
#include <memory>
#include <optional>

Q_IMPORT_QML_PLUGIN(AFRefereePlugin)

namespace {

constexpr int exitOk = 0;
constexpr int exitFailure = 1;
constexpr int exitUsage = 2;

// Give up on --screenshot if no frame was presented by then.
constexpr int screenshotTimeoutMs = 30000;

const QUrl mainQmlUrl(QStringLiteral("qrc:/AFReferee/Main.qml"));

// --help and --version only print text: they must work without a display, so pick a platform plugin that
// needs none before the application object is created (an explicit -platform argument still wins).
bool onlyPrintsText(int argc, char *argv[]) {
    for (int i = 1; i < argc; ++i) {
        for (const char *flag : {"-h", "--help", "-?", "--help-all", "-v", "--version"}) {
            if (std::strcmp(argv[i], flag) == 0)
                return true;
        }
    }
    return false;
}

// --print-status: one JSON line saying where the game stands (for tests), e.g. after --resume.
void printStatus(const GameController &game) {
    const GameSession &session = *game.session();
    QJsonObject status{{QStringLiteral("hasGame"), session.hasGame()},
                       {QStringLiteral("actions"), session.actionCount()},
                       {QStringLiteral("stage"), session.stage()}};
    // What the start page says of the autosave.
    const QVariantMap autosave = game.files()->autosaveInfo().toMap();
    status[QStringLiteral("autosave")] =
        QJsonObject{{QStringLiteral("exists"), autosave.value(QStringLiteral("exists")).toBool()},
                    {QStringLiteral("ok"), autosave.value(QStringLiteral("ok")).toBool()},
                    {QStringLiteral("error"), autosave.value(QStringLiteral("error")).toString()}};
    if (session.hasGame())
        status[QStringLiteral("summary")] = afrecord::summaryJson(session.record(), session.state());
    QTextStream(stdout) << QJsonDocument(status).toJson(QJsonDocument::Compact) << '\n';
}

// After the first frame has been presented, grab the window, save it as PNG and quit.
void saveScreenshotAfterFirstFrame(QQuickWindow *window, const QString &path) {
    QObject::connect(
        window, &QQuickWindow::frameSwapped, window,
        [window, path] {
            const QImage image = window->grabWindow();
            const QFileInfo info(path);
            QDir().mkpath(info.absolutePath());
            if (image.isNull() || !image.save(path, "PNG")) {
                QTextStream(stderr) << "af-referee: could not save the screenshot to " << path << '\n';
                QCoreApplication::exit(exitFailure);
                return;
            }
            QTextStream(stdout) << "Saved screenshot to " << info.absoluteFilePath() << '\n';
            QCoreApplication::exit(exitOk);
        },
        Qt::ConnectionType(Qt::QueuedConnection | Qt::SingleShotConnection));

    QTimer::singleShot(screenshotTimeoutMs, window, [] {
        QTextStream(stderr) << "af-referee: no frame was rendered; no screenshot taken\n";
        QCoreApplication::exit(exitFailure);
    });
}

} // namespace

int main(int argc, char *argv[]) {
    if (onlyPrintsText(argc, argv) && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "minimal");

    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("af-referee"));
    QApplication::setApplicationDisplayName(QStringLiteral("AF Referee"));
    QApplication::setOrganizationName(QStringLiteral("AF Referee"));
    QApplication::setApplicationVersion(afrecord::applicationVersion());
    QGuiApplication::setDesktopFileName(QStringLiteral("org.afreferee.Referee"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Desktop referee for the board game Alien Frontiers."));
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption versionOption = parser.addVersionOption();
    const QCommandLineOption screenshotOption(
        QStringLiteral("screenshot"),
        QStringLiteral("Save a PNG picture of the main window to <file> once it is shown, then quit."),
        QStringLiteral("file"));
    parser.addOption(screenshotOption);
    const QCommandLineOption dataDirOption(
        QStringLiteral("data-dir"),
        QStringLiteral("Keep the autosave in <dir> instead of the user's data folder."), QStringLiteral("dir"));
    parser.addOption(dataDirOption);
    const QCommandLineOption resumeOption(QStringLiteral("resume"),
                                          QStringLiteral("Resume the autosaved game without asking."));
    parser.addOption(resumeOption);
    const QCommandLineOption rulesOption(QStringLiteral("rules"),
                                         QStringLiteral("Open the rules reference at <entry> (e.g. R-12, lunar-mine)."),
                                         QStringLiteral("entry"));
    parser.addOption(rulesOption);
    // Hooks for the tests and the benchmark.
    QCommandLineOption scriptOption(QStringLiteral("script"),
                                    QStringLiteral("Start the game of record <file> and play its moves one by one."),
                                    QStringLiteral("file"));
    QCommandLineOption quitAfterScriptOption(QStringLiteral("quit-after-script"),
                                             QStringLiteral("Quit once the --script moves are played."));
    QCommandLineOption printStatusOption(QStringLiteral("print-status"),
                                         QStringLiteral("Print where the game stands as JSON, then quit."));
    // The engine's test switch, for a record of a module still refused to users (none is today).
    QCommandLineOption allowUnfinishedOption(QStringLiteral("allow-unfinished-modules"),
                                             QStringLiteral("With --script: play a module still refused to users."));
    for (QCommandLineOption *o : {&scriptOption, &quitAfterScriptOption, &printStatusOption, &allowUnfinishedOption}) {
        o->setFlags(QCommandLineOption::HiddenFromHelp);
        parser.addOption(*o);
    }

    QTextStream err(stderr);
    if (!parser.parse(QCoreApplication::arguments())) {
        err << "af-referee: " << parser.errorText() << "\nTry 'af-referee --help' for more information.\n";
        return exitUsage;
    }
    if (parser.isSet(helpOption)) {
        QTextStream(stdout) << parser.helpText();
        return exitOk;
    }
    if (parser.isSet(versionOption)) {
        QTextStream(stdout) << QCoreApplication::applicationName() << ' ' << QCoreApplication::applicationVersion()
                            << '\n';
        return exitOk;
    }
    if (!parser.positionalArguments().isEmpty()) {
        err << "af-referee: unexpected argument '" << parser.positionalArguments().constFirst()
            << "'\nTry 'af-referee --help' for more information.\n";
        return exitUsage;
    }

    // The language chosen in the settings, or the system's.
    afapp::installTranslations(AppSettings().language());

    if (qEnvironmentVariableIsEmpty("QT_QUICK_CONTROLS_STYLE"))
        QQuickStyle::setStyle(QStringLiteral("Fusion"));

    GameController game;
    if (parser.isSet(dataDirOption))
        game.files()->setDataDir(parser.value(dataDirOption));
    // Quitting mid-game keeps the game in the autosave to resume, and in the history marked as given up.
    QObject::connect(&app, &QCoreApplication::aboutToQuit, game.history(), &GameHistory::storeUnfinished);
    AppSettings settings;

    std::optional<afrecord::GameRecord> script;
    if (parser.isSet(scriptOption)) {
        const auto bytes = afrecord::readFileBytes(parser.value(scriptOption));
        if (const auto *e = std::get_if<QString>(&bytes)) {
            err << "af-referee: " << *e << '\n';
            return exitFailure;
        }
        const bool allowUnfinished = parser.isSet(allowUnfinishedOption);
        auto record = afrecord::readRecord(std::get<QByteArray>(bytes), allowUnfinished);
        if (const auto *e = std::get_if<afrecord::ReadError>(&record)) {
            err << "af-referee: " << parser.value(scriptOption) << ": " << e->toString() << '\n';
            return exitFailure;
        }
        script = std::get<afrecord::GameRecord>(std::move(record));
        game.session()->setAllowUnfinishedModules(allowUnfinished);
    } else if (parser.isSet(resumeOption)) {
        // The same words as the start page shows for an autosave that cannot be resumed.
        QString whyNot;
        if (!game.files()->resumeAutosave(&whyNot))
            err << "af-referee: "
                << (whyNot.isEmpty() ? QStringLiteral("no game to resume in ") + game.files()->autosavePath()
                                     : QStringLiteral("cannot resume the last game: ") + whyNot)
                << '\n';
    }
    if (parser.isSet(printStatusOption)) {
        printStatus(game);
        return exitOk;
    }

    QQmlApplicationEngine engine;
    engine.setInitialProperties({{QStringLiteral("game"), QVariant::fromValue(&game)},
                                 {QStringLiteral("settings"), QVariant::fromValue(&settings)}});
    engine.load(mainQmlUrl);
    if (engine.rootObjects().isEmpty()) {
        err << "af-referee: could not load " << mainQmlUrl.toString() << '\n';
        return exitFailure;
    }
    auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().constFirst());
    if (!window) {
        err << "af-referee: " << mainQmlUrl.toString() << " is not a window\n";
        return exitFailure;
    }

    IdleGarbageCollector garbageCollector(&engine, window, game.session());

    if (parser.isSet(rulesOption))
        game.session()->showRule(parser.value(rulesOption));
    if (parser.isSet(screenshotOption))
        saveScreenshotAfterFirstFrame(window, parser.value(screenshotOption));

    // The script starts once the window is on screen, so its timings are those of a running app.
    std::unique_ptr<ScriptRunner> runner;
    if (script) {
        runner = std::make_unique<ScriptRunner>(game.session(), window, std::move(*script), parser.isSet(quitAfterScriptOption));
        QObject::connect(window, &QQuickWindow::frameSwapped, runner.get(), &ScriptRunner::start,
                         Qt::ConnectionType(Qt::QueuedConnection | Qt::SingleShotConnection));
    }

    return QApplication::exec();
}
