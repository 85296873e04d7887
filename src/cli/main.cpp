// af-referee-cli: the headless referee. Reads and writes game records (src/record/record-format.md).
//
// Exit codes: 0 success, 2 usage error or bad file, 3 a recorded action was refused.

#include "record/record.h"
#include "record/summary.h"
#include "record/version.h"

#include "chance.h"
#include "engine.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTextStream>

namespace {

constexpr int exitOk = 0;
constexpr int exitUsage = 2;
constexpr int exitRefused = 3;

const char kUsage[] = R"(Usage: af-referee-cli [--help] [--version] <command> [options]

Commands:
  new --players N [--ruleset R] [--long-game] [--unlimited-supply] [--seed S]
      [--names a,b,..] [--colors c1,c2,..] [--modules m1,m2,..]
        Print a new game record. With --seed the game uses digital dice: the deal is made
        from the seed. Without one, the record waits for the table's entries.
        Rulesets: 2013 (default), first-edition, edition-x. Colours: red, blue, green, yellow.
        Modules: factions, agendas, extra-tech, outer-belt (refused while not supported).
  replay FILE [--json]
        Apply every action of the record; print the state summary, or the first refused
        action with its index, reason code and message.
  legal FILE [--json]
        List the legal actions at the end of the record (one JSON action per line), or
        what chance entry the game is waiting for.
  position FILE
        Print the position (the full state as JSON) after replaying the record.
  random-game --players N --seed S [--ruleset R] [--long-game] [--modules m1,m2,..]
        Play a complete game with seeded random legal moves and print its record (for tests
        and benchmarks).

Exit codes: 0 success, 2 usage error or bad file, 3 an action in the record was refused.
)";

QTextStream &out()
{
    static QTextStream stream(stdout);
    return stream;
}

QTextStream &err()
{
    static QTextStream stream(stderr);
    return stream;
}

int usageError(const QString &message)
{
    err() << "af-referee-cli: " << message << "\nTry 'af-referee-cli --help' for more information.\n";
    return exitUsage;
}

QString compact(const QJsonObject &o) { return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)); }
QString indented(const QJsonObject &o) { return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented)); }

// Loads a record file; on failure prints the problem (with its JSON path) and returns nullopt.
std::optional<afrecord::GameRecord> loadRecord(const QString &path)
{
    const auto bytes = afrecord::readFileBytes(path);
    if (const auto *error = std::get_if<QString>(&bytes)) {
        err() << "af-referee-cli: " << *error << '\n';
        return std::nullopt;
    }
    auto record = afrecord::readRecord(std::get<QByteArray>(bytes));
    if (const auto *error = std::get_if<afrecord::ReadError>(&record)) {
        err() << "af-referee-cli: " << path << ": " << error->toString() << '\n';
        return std::nullopt;
    }
    return std::get<afrecord::GameRecord>(std::move(record));
}

QJsonObject rejectionJson(const af::Rejection &r)
{
    const af::ReasonInfo &info = af::reasonInfo(r.reason);
    QJsonArray args;
    for (int i = 0; i < 3; ++i)
        if (info.args[i] != af::ArgKind::None)
            args.append(r.args[i]);
    return QJsonObject{{QStringLiteral("reason"), afrecord::qstr(info.id)},
                       {QStringLiteral("message"), QString::fromStdString(af::describe(r))},
                       {QStringLiteral("rule"), afrecord::qstr(r.rule)},
                       {QStringLiteral("args"), args}};
}

std::optional<af::Ruleset> rulesetOption(const QCommandLineParser &p, const QCommandLineOption &o)
{
    if (!p.isSet(o))
        return af::Ruleset::R2013;
    const QByteArray id = p.value(o).toUtf8();
    return af::fromId<af::Ruleset>(std::string_view(id.constData(), static_cast<size_t>(id.size())));
}

// --modules: the expansion modules, checked by the engine's parser (an unknown or repeated id is an error).
std::optional<af::ModuleSet> modulesOption(const QCommandLineParser &p, const QCommandLineOption &o, QString &error)
{
    std::string problem;
    const QByteArray list = p.value(o).toUtf8();
    const auto set = af::parseModules(std::string_view(list.constData(), static_cast<size_t>(list.size())), problem);
    if (!set)
        error = QString::fromStdString(problem);
    return set;
}

int commandNew(const QCommandLineParser &p, const QCommandLineOption &players, const QCommandLineOption &ruleset,
               const QCommandLineOption &longGame, const QCommandLineOption &unlimited, const QCommandLineOption &seed,
               const QCommandLineOption &names, const QCommandLineOption &colors, const QCommandLineOption &modules)
{
    bool ok = false;
    const int count = p.value(players).toInt(&ok);
    if (!p.isSet(players) || !ok)
        return usageError(QStringLiteral("new: --players N is required (2 to 4)"));
    const auto rs = rulesetOption(p, ruleset);
    if (!rs)
        return usageError(QStringLiteral("new: unknown ruleset '%1'").arg(p.value(ruleset)));
    afrecord::GameRecord record;
    record.ruleset = *rs;
    record.longGame = p.isSet(longGame);
    record.limitedSupply = !p.isSet(unlimited);
    QString modulesError;
    const auto moduleSet = modulesOption(p, modules, modulesError);
    if (!moduleSet)
        return usageError(QStringLiteral("new: %1").arg(modulesError));
    record.modules = *moduleSet;
    const QStringList nameList = p.isSet(names) ? p.value(names).split(QLatin1Char(',')) : QStringList{};
    QStringList colorList = p.isSet(colors) ? p.value(colors).split(QLatin1Char(','))
                                            : QStringList{QStringLiteral("red"), QStringLiteral("blue"),
                                                          QStringLiteral("green"), QStringLiteral("yellow")};
    if (count < 1 || count > colorList.size())
        return usageError(QStringLiteral("new: %1 players need %1 colours").arg(count));
    if (!nameList.isEmpty() && nameList.size() != count)
        return usageError(QStringLiteral("new: give one name per player (%1)").arg(count));
    for (int i = 0; i < count; ++i) {
        const QByteArray id = colorList[i].trimmed().toUtf8();
        const auto color = af::fromId<af::Color>(std::string_view(id.constData(), static_cast<size_t>(id.size())));
        if (!color)
            return usageError(QStringLiteral("new: unknown colour '%1'").arg(colorList[i]));
        record.players.append({nameList.isEmpty() ? QString() : nameList[i].trimmed(), *color});
    }
    if (const std::string problem = af::validateOptions(record.options()); !problem.empty())
        return usageError(QStringLiteral("new: %1").arg(QString::fromStdString(problem)));
    if (p.isSet(seed)) {
        const quint64 value = p.value(seed).toULongLong(&ok);
        if (!ok)
            return usageError(QStringLiteral("new: --seed takes a whole number"));
        record.mode = afrecord::DiceMode::Digital;
        record.seed = value;
        // The deal is the first chance event: made from the seed, recorded like any action.
        record.actions.push_back(*afrecord::digitalChance(record, record.start(), 0));
    }
    out() << afrecord::recordToBytes(record);
    return exitOk;
}

int commandReplay(const QString &file, bool json)
{
    const auto record = loadRecord(file);
    if (!record)
        return exitUsage;
    const afrecord::ReplayResult result = afrecord::replay(*record);
    if (json) {
        QJsonObject o = afrecord::summaryJson(*record, result.state);
        o[QStringLiteral("applied")] = result.applied;
        o[QStringLiteral("actions")] = static_cast<int>(record->actions.size());
        if (result.refusal) {
            QJsonObject refused = rejectionJson(*result.refusal);
            refused[QStringLiteral("index")] = result.applied;
            refused[QStringLiteral("action")] = afrecord::actionToJson(afrecord::Seats::of(result.state),
                                                                      record->actions[result.applied]);
            o[QStringLiteral("refused")] = refused;
        } else {
            o[QStringLiteral("refused")] = QJsonValue();
        }
        out() << indented(o);
    } else if (result.refusal) {
        const afrecord::Seats seats = afrecord::Seats::of(result.state);
        out() << "Action " << result.applied << " ("
              << afrecord::describeAction(seats, record->actions[result.applied]) << ") was refused: ["
              << afrecord::qstr(af::reasonInfo(result.refusal->reason).id) << "] "
              << QString::fromStdString(af::describe(*result.refusal)) << " (rule: "
              << afrecord::qstr(result.refusal->rule) << ")\n"
              << "State before it:\n"
              << afrecord::summaryText(*record, result.state) << '\n';
    } else {
        out() << "All " << result.applied << " actions applied.\n" << afrecord::summaryText(*record, result.state)
              << '\n';
    }
    return result.refusal ? exitRefused : exitOk;
}

int commandLegal(const QString &file, bool json)
{
    const auto record = loadRecord(file);
    if (!record)
        return exitUsage;
    const afrecord::ReplayResult result = afrecord::replay(*record);
    if (result.refusal) {
        err() << "af-referee-cli: action " << result.applied << " was refused: "
              << QString::fromStdString(af::describe(*result.refusal)) << '\n';
        return exitRefused;
    }
    const af::GameState &s = result.state;
    const afrecord::Seats seats = afrecord::Seats::of(s);
    const std::vector<af::Action> legal = af::legalActions(s);
    const bool chance = af::isChanceStage(s.stage);
    if (json) {
        QJsonArray actions;
        for (const af::Action &a : legal)
            actions.append(afrecord::actionToJson(seats, a));
        QJsonObject o{{QStringLiteral("stage"), afrecord::qstr(af::stageId(af::idx(s.stage)))},
                      {QStringLiteral("currentPlayer"), seats.player(s.current)},
                      {QStringLiteral("actions"), actions}};
        if (chance)
            o[QStringLiteral("chanceCount")] = af::chanceCount(s);
        out() << indented(o);
        return exitOk;
    }
    if (s.stage == af::Stage::GameOver) {
        out() << "The game is over: no action is legal.\n";
    } else if (chance) {
        const bool dice = s.stage == af::Stage::Roll || s.stage == af::Stage::Reroll;
        out() << "Waiting for a chance entry (" << afrecord::qstr(af::stageId(af::idx(s.stage))) << "): "
              << af::chanceCount(s) << (dice ? " dice values" : " cards") << ".\n";
    } else {
        for (const af::Action &a : legal)
            out() << compact(afrecord::actionToJson(seats, a)) << '\n';
    }
    return exitOk;
}

int commandPosition(const QString &file)
{
    const auto record = loadRecord(file);
    if (!record)
        return exitUsage;
    const afrecord::ReplayResult result = afrecord::replay(*record);
    out() << indented(afrecord::positionToJson(result.state));
    if (result.refusal) {
        err() << "af-referee-cli: stopped at action " << result.applied << ", which was refused: "
              << QString::fromStdString(af::describe(*result.refusal)) << '\n';
        return exitRefused;
    }
    return exitOk;
}

int commandRandomGame(const QCommandLineParser &p, const QCommandLineOption &players, const QCommandLineOption &ruleset,
                      const QCommandLineOption &longGame, const QCommandLineOption &seed,
                      const QCommandLineOption &modules)
{
    bool countOk = false, seedOk = false;
    const int count = p.value(players).toInt(&countOk);
    const quint64 value = p.value(seed).toULongLong(&seedOk);
    if (!countOk || !seedOk)
        return usageError(QStringLiteral("random-game: --players N and --seed S are required"));
    const auto rs = rulesetOption(p, ruleset);
    if (!rs)
        return usageError(QStringLiteral("random-game: unknown ruleset '%1'").arg(p.value(ruleset)));
    afrecord::GameRecord record;
    record.ruleset = *rs;
    record.longGame = p.isSet(longGame);
    record.mode = afrecord::DiceMode::Digital;
    record.seed = value;
    QString modulesError;
    const auto moduleSet = modulesOption(p, modules, modulesError);
    if (!moduleSet)
        return usageError(QStringLiteral("random-game: %1").arg(modulesError));
    record.modules = *moduleSet;
    const af::Color colors[] = {af::Color::Red, af::Color::Blue, af::Color::Green, af::Color::Yellow};
    for (int i = 0; i < count && i < 4; ++i)
        record.players.append({QString(), colors[i]});
    if (const std::string problem = af::validateOptions(record.options()); !problem.empty())
        return usageError(QStringLiteral("random-game: %1").arg(QString::fromStdString(problem)));
    af::GameState s = record.start();
    af::Rng policy(value ^ 0x5eedULL);
    while (s.stage != af::Stage::GameOver && record.actions.size() < 100000) {
        std::optional<af::Action> action = afrecord::digitalChance(record, s, record.actions.size());
        if (!action) {
            const std::vector<af::Action> legal = af::legalActions(s);
            action = legal[policy.below(static_cast<int>(legal.size()))];
        }
        af::apply(s, *action);
        record.actions.push_back(*action);
    }
    out() << afrecord::recordToBytes(record);
    return exitOk;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("af-referee-cli"));
    QCoreApplication::setApplicationVersion(afrecord::applicationVersion());

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Headless referee for the board game Alien Frontiers."));
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, QStringLiteral("Show this help."));
    const QCommandLineOption version({QStringLiteral("v"), QStringLiteral("version")},
                                     QStringLiteral("Show the version."));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Print JSON."));
    const QCommandLineOption players(QStringLiteral("players"), QStringLiteral("Number of players."),
                                     QStringLiteral("N"));
    const QCommandLineOption ruleset(QStringLiteral("ruleset"), QStringLiteral("Ruleset."), QStringLiteral("R"));
    const QCommandLineOption longGame(QStringLiteral("long-game"), QStringLiteral("Long game (8 colonies)."));
    const QCommandLineOption unlimited(QStringLiteral("unlimited-supply"),
                                       QStringLiteral("Do not limit fuel and ore to the game's tokens."));
    const QCommandLineOption seed(QStringLiteral("seed"), QStringLiteral("Seed for digital dice."), QStringLiteral("S"));
    const QCommandLineOption names(QStringLiteral("names"), QStringLiteral("Player names."), QStringLiteral("a,b,.."));
    const QCommandLineOption colors(QStringLiteral("colors"), QStringLiteral("Player colours."),
                                    QStringLiteral("c1,c2,.."));
    const QCommandLineOption modules(QStringLiteral("modules"), QStringLiteral("Expansion modules."),
                                     QStringLiteral("m1,m2,.."));
    parser.addOptions({help, version, json, players, ruleset, longGame, unlimited, seed, names, colors, modules});

    if (!parser.parse(QCoreApplication::arguments()))
        return usageError(parser.errorText());
    if (parser.isSet(help)) {
        out() << kUsage;
        return exitOk;
    }
    if (parser.isSet(version)) {
        out() << QCoreApplication::applicationName() << ' ' << QCoreApplication::applicationVersion() << '\n';
        return exitOk;
    }
    const QStringList args = parser.positionalArguments();
    if (args.isEmpty()) {
        out() << kUsage;
        return exitOk;
    }
    const QString command = args.constFirst();
    auto needFile = [&]() -> std::optional<QString> {
        if (args.size() != 2)
            return std::nullopt;
        return args[1];
    };
    if (command == QLatin1String("new") && args.size() == 1)
        return commandNew(parser, players, ruleset, longGame, unlimited, seed, names, colors, modules);
    if (command == QLatin1String("random-game") && args.size() == 1)
        return commandRandomGame(parser, players, ruleset, longGame, seed, modules);
    if (command == QLatin1String("replay") || command == QLatin1String("legal") ||
        command == QLatin1String("position")) {
        const auto file = needFile();
        if (!file)
            return usageError(QStringLiteral("%1 takes one FILE").arg(command));
        if (command == QLatin1String("replay"))
            return commandReplay(*file, parser.isSet(json));
        if (command == QLatin1String("legal"))
            return commandLegal(*file, parser.isSet(json));
        return commandPosition(*file);
    }
    return usageError(QStringLiteral("unknown command '%1'").arg(command));
}
