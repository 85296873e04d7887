// af-referee-cli: headless command-line referee.
//
// Exit codes: 0 success, 2 usage error (unknown option or argument).

#include "record/version.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

namespace {

constexpr int exitOk = 0;
constexpr int exitUsage = 2;

int usageError(const QString &message) {
    QTextStream err(stderr);
    err << "af-referee-cli: " << message << '\n' << "Try 'af-referee-cli --help' for more information.\n";
    return exitUsage;
}

} // namespace

int main(int argc, char *argv[]) {
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("af-referee-cli"));
    QCoreApplication::setApplicationVersion(afrecord::applicationVersion());

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Headless referee for the board game Alien Frontiers."));
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption versionOption = parser.addVersionOption();

    if (!parser.parse(QCoreApplication::arguments()))
        return usageError(parser.errorText());

    if (parser.isSet(helpOption)) {
        QTextStream out(stdout);
        out << parser.helpText() << "\nSubcommands: none yet\n";
        return exitOk;
    }
    if (parser.isSet(versionOption)) {
        QTextStream out(stdout);
        out << QCoreApplication::applicationName() << ' ' << QCoreApplication::applicationVersion() << '\n';
        return exitOk;
    }

    const QStringList positional = parser.positionalArguments();
    if (!positional.isEmpty())
        return usageError(QStringLiteral("unknown subcommand '%1'").arg(positional.constFirst()));

    // Nothing to do yet: without a subcommand, show how to use the program.
    QTextStream out(stdout);
    out << parser.helpText() << "\nSubcommands: none yet\n";
    return exitOk;
}
