// af-referee-cli: the headless referee. Reads and writes game records (src/record/record-format.md).
//
// Exit codes: 0 success, 2 usage error or bad file, 3 a recorded action was refused.

#include "history/historydatabase.h"
#include "record/record.h"
#include "record/summary.h"
#include "record/version.h"

#include "chance.h"
#include "engine.h"
#include "planner.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTextStream>

#include <algorithm>

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
        Rulesets: 2013 (default), first-edition, edition-x. Players: 2 to 4; 5 or 6 with
        edition-x. Colours: red, blue, green, yellow; purple and white with edition-x.
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
      [--allow-unfinished-modules]
        Play a complete game with seeded random legal moves and print its record (for tests
        and benchmarks). --allow-unfinished-modules is the engine's test switch: it lets a
        module still refused to users be played (none is today: every module is open); only
        af-referee --script with the same switch reads such a record.
  history --db FILE [--json]
        Print the games stored in the app's history database (newest first) and the
        statistics over the finished ones: wins and average VP by player, player count,
        seat and faction, the best and the closest game.
  suggest FILE [--budget-ms N] [--iterations N] [--seed S]
        The AI's suggested actions for the player to move at the end of the record, as JSON:
        the AI's turn planner, one plan per action, up to the end of the turn or the next chance
        event. Budget per action: N rounds of look-ahead and/or N milliseconds (neither: the plan
        without look-ahead); with rounds only, the same seed (default 1) gives the same suggestion.

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
    err() << "af-referee-cli: " << afrecord::terminalSafe(message)
          << "\nTry 'af-referee-cli --help' for more information.\n";
    return exitUsage;
}

// JSON for the terminal: strings from files keep no character a terminal would act on (see terminalSafeJson).
QString compact(const QJsonObject &o)
{
    return afrecord::terminalSafeJson(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)));
}
QString indented(const QJsonObject &o)
{
    return afrecord::terminalSafeJson(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented)));
}

// Loads a record file; on failure prints the problem (with its JSON path) and returns nullopt.
std::optional<afrecord::GameRecord> loadRecord(const QString &path)
{
    const auto bytes = afrecord::readFileBytes(path);
    if (const auto *error = std::get_if<QString>(&bytes)) {
        err() << "af-referee-cli: " << afrecord::terminalSafe(*error) << '\n';
        return std::nullopt;
    }
    auto record = afrecord::readRecord(std::get<QByteArray>(bytes));
    if (const auto *error = std::get_if<afrecord::ReadError>(&record)) {
        err() << "af-referee-cli: " << afrecord::terminalSafe(path + QStringLiteral(": ") + error->toString()) << '\n';
        return std::nullopt;
    }
    return std::get<afrecord::GameRecord>(std::move(record));
}

QJsonObject rejectionJson(const af::Rejection &r, const af::GameState &state)
{
    const af::ReasonInfo &info = af::reasonInfo(r.reason);
    QJsonArray args;
    for (int i = 0; i < 3; ++i)
        if (info.args[i] != af::ArgKind::None)
            args.append(r.args[i]);
    return QJsonObject{{QStringLiteral("reason"), afrecord::qstr(info.id)},
                       {QStringLiteral("message"), QString::fromStdString(af::describe(r, state))},
                       {QStringLiteral("rule"), afrecord::qstr(r.rule)},
                       {QStringLiteral("args"), args}};
}

QString dashed(const QCommandLineOption &o) { return QStringLiteral("--") + o.names().constLast(); }

// The command-line options, and which commands take which.
struct Options {
    QCommandLineOption help{{QStringLiteral("h"), QStringLiteral("help")}, QStringLiteral("Show this help.")};
    QCommandLineOption version{{QStringLiteral("v"), QStringLiteral("version")}, QStringLiteral("Show the version.")};
    QCommandLineOption json{QStringLiteral("json"), QStringLiteral("Print JSON.")};
    QCommandLineOption players{QStringLiteral("players"), QStringLiteral("Number of players."), QStringLiteral("N")};
    QCommandLineOption ruleset{QStringLiteral("ruleset"), QStringLiteral("Ruleset."), QStringLiteral("R")};
    QCommandLineOption longGame{QStringLiteral("long-game"), QStringLiteral("Long game (8 colonies).")};
    QCommandLineOption unlimited{QStringLiteral("unlimited-supply"),
                                 QStringLiteral("Do not limit fuel and ore to the game's tokens.")};
    QCommandLineOption seed{QStringLiteral("seed"), QStringLiteral("Seed for digital dice."), QStringLiteral("S")};
    QCommandLineOption names{QStringLiteral("names"), QStringLiteral("Player names."), QStringLiteral("a,b,..")};
    QCommandLineOption colors{QStringLiteral("colors"), QStringLiteral("Player colours."), QStringLiteral("c1,c2,..")};
    QCommandLineOption modules{QStringLiteral("modules"), QStringLiteral("Expansion modules."),
                               QStringLiteral("m1,m2,..")};
    QCommandLineOption db{QStringLiteral("db"), QStringLiteral("History database."), QStringLiteral("FILE")};
    QCommandLineOption budgetMs{QStringLiteral("budget-ms"), QStringLiteral("Thinking time per action."),
                                QStringLiteral("N")};
    QCommandLineOption iterations{QStringLiteral("iterations"), QStringLiteral("Search iterations per action."),
                                  QStringLiteral("N")};
    QCommandLineOption allowUnfinished{QStringLiteral("allow-unfinished-modules"),
                                       QStringLiteral("Test switch: play a module still refused to users.")};

    QList<QCommandLineOption> all() const
    {
        return {help, version, json,   players, ruleset, longGame, unlimited,
                seed, names,   colors, modules, db,      budgetMs, iterations, allowUnfinished};
    }
    // The options a command takes besides --help and --version, as "--name" (nullopt for an unknown command).
    std::optional<QStringList> of(const QString &command) const
    {
        QList<QCommandLineOption> taken;
        if (command == QLatin1String("new"))
            taken = {players, ruleset, longGame, unlimited, seed, names, colors, modules};
        else if (command == QLatin1String("random-game"))
            taken = {players, seed, ruleset, longGame, modules, allowUnfinished};
        else if (command == QLatin1String("replay") || command == QLatin1String("legal"))
            taken = {json};
        else if (command == QLatin1String("history"))
            taken = {db, json};
        else if (command == QLatin1String("suggest"))
            taken = {budgetMs, iterations, seed};
        else if (command != QLatin1String("position"))
            return std::nullopt;
        QStringList names;
        for (const QCommandLineOption &o : taken)
            names << dashed(o);
        return names;
    }
};

// Reads a command's option values, keeping the first problem: each message names the option and what it accepts.
class OptionReader
{
public:
    OptionReader(const QCommandLineParser &parser, const QString &command) : m_parser(parser), m_command(command) {}
    bool ok() const { return m_problem.isEmpty(); }
    int fail() const { return usageError(m_command + QStringLiteral(": ") + m_problem); }
    void problem(const QString &text)
    {
        if (m_problem.isEmpty())
            m_problem = text;
    }

    // The value of an option given at most once (nullopt when not given).
    std::optional<QString> value(const QCommandLineOption &o)
    {
        const QStringList values = m_parser.values(o);
        if (values.size() > 1)
            problem(QStringLiteral("%1 is given %2 times; give it once").arg(dashed(o)).arg(values.size()));
        return values.isEmpty() ? std::nullopt : std::optional<QString>(values.constFirst());
    }

    int players(const QCommandLineOption &o)
    {
        const auto text = value(o);
        if (!text) {
            problem(QStringLiteral("--players N is required (2 to 6; 5 and 6 with --ruleset edition-x)"));
            return af::kMinPlayers;
        }
        bool number = false;
        const int count = text->toInt(&number);
        if (!number || count < af::kMinPlayers || count > af::kMaxPlayers)
            problem(QStringLiteral("--players takes 2, 3, 4, 5 or 6, not '%1'").arg(*text));
        return count;
    }

    std::optional<quint64> seed(const QCommandLineOption &o, bool required)
    {
        const auto text = value(o);
        if (!text) {
            if (required)
                problem(QStringLiteral("--seed S is required (%1)").arg(seedRange()));
            return std::nullopt;
        }
        bool number = false;
        const quint64 seed = text->toULongLong(&number);
        // toULongLong also takes a sign, spaces and, with base 0, other bases: only plain decimal digits are a seed.
        static const QRegularExpression digits(QStringLiteral("^[0-9]+$"));
        if (!number || !digits.match(*text).hasMatch())
            problem(QStringLiteral("--seed takes %1, not '%2'").arg(seedRange(), *text));
        return seed;
    }

    // A whole number from 1 to 10,000,000 (0 when not given).
    int positive(const QCommandLineOption &o)
    {
        const auto text = value(o);
        if (!text)
            return 0;
        bool number = false;
        const int n = text->toInt(&number);
        static const QRegularExpression digits(QStringLiteral("^[0-9]+$"));
        if (!number || !digits.match(*text).hasMatch() || n < 1 || n > 10000000)
            problem(QStringLiteral("%1 takes a whole number from 1 to 10000000, not '%2'").arg(dashed(o), *text));
        return n;
    }

    af::Ruleset ruleset(const QCommandLineOption &o)
    {
        const auto text = value(o);
        if (!text)
            return af::Ruleset::R2013;
        const QByteArray id = text->toUtf8();
        if (const auto rs = af::fromId<af::Ruleset>(std::string_view(id.constData(), static_cast<size_t>(id.size()))))
            return *rs;
        problem(QStringLiteral("--ruleset takes 2013, first-edition or edition-x, not '%1'").arg(*text));
        return af::Ruleset::R2013;
    }

    // The expansion modules, checked by the engine's parser (an unknown or repeated id is a problem).
    af::ModuleSet modules(const QCommandLineOption &o)
    {
        const auto text = value(o);
        if (!text)
            return {};
        std::string why;
        const QByteArray list = text->toUtf8();
        const auto set = af::parseModules(std::string_view(list.constData(), static_cast<size_t>(list.size())), why);
        if (!set) {
            problem(QStringLiteral("--modules: %1").arg(QString::fromStdString(why)));
            return {};
        }
        return *set;
    }

    // One colour per player, each once (red, blue, green, yellow, purple and white by default, in that order; the
    // engine refuses purple and white outside Edition X, with the reason).
    QList<af::Color> colors(const QCommandLineOption &o, int players)
    {
        const auto text = value(o);
        const QList<af::Color> defaults{af::Color::Red,    af::Color::Blue,   af::Color::Green,
                                        af::Color::Yellow, af::Color::Purple, af::Color::White};
        if (!text)
            return defaults.first(std::clamp<int>(players, 0, defaults.size()));
        const QStringList ids = text->split(QLatin1Char(','));
        if (ids.size() != players) {
            problem(QStringLiteral("--colors takes one colour per player (%1), not %2 ('%3')")
                        .arg(players)
                        .arg(ids.size())
                        .arg(*text));
            return {};
        }
        QList<af::Color> colors;
        for (const QString &name : ids) {
            const QByteArray id = name.trimmed().toUtf8();
            const auto color = af::fromId<af::Color>(std::string_view(id.constData(), static_cast<size_t>(id.size())));
            if (!color || !defaults.contains(*color))
                problem(QStringLiteral("--colors takes red, blue, green, yellow, purple or white, not '%1'").arg(name));
            else if (colors.contains(*color))
                problem(QStringLiteral("--colors names %1 twice; each player has their own colour").arg(name.trimmed()));
            else
                colors.append(*color);
        }
        return colors;
    }

    // One name per player (empty names are allowed: the colour stands for the player).
    QStringList names(const QCommandLineOption &o, int players)
    {
        const auto text = value(o);
        if (!text)
            return QStringList(players, QString());
        const QStringList names = text->split(QLatin1Char(','));
        if (names.size() != players)
            problem(QStringLiteral("--names takes one name per player (%1), separated by commas, not %2")
                        .arg(players)
                        .arg(names.size()));
        return names;
    }

private:
    static QString seedRange() { return QStringLiteral("a whole number from 0 to 18446744073709551615"); }
    const QCommandLineParser &m_parser;
    QString m_command;
    QString m_problem;
};

// The record of a new game from the options of `new` or `random-game`, or the first problem with them.
std::optional<afrecord::GameRecord> newRecord(OptionReader &r, const QCommandLineParser &p, const Options &o,
                                              bool seedRequired)
{
    afrecord::GameRecord record;
    const int count = r.players(o.players);
    record.ruleset = r.ruleset(o.ruleset);
    record.longGame = p.isSet(o.longGame);
    record.limitedSupply = !p.isSet(o.unlimited);
    record.seed = r.seed(o.seed, seedRequired);
    record.modules = r.modules(o.modules);
    if (!r.ok())
        return std::nullopt;
    const QList<af::Color> colors = r.colors(o.colors, count);
    const QStringList names = r.names(o.names, count);
    if (!r.ok())
        return std::nullopt;
    for (int i = 0; i < count; ++i)
        record.players.append({names[i].trimmed(), colors[i]});
    af::GameOptions options = record.options();
    options.allowUnfinishedModules = p.isSet(o.allowUnfinished); // random-game's test switch
    if (const std::string problem = af::validateOptions(options); !problem.empty()) {
        r.problem(QString::fromStdString(problem));
        return std::nullopt;
    }
    // The names must be what the record reader takes (it checks their length).
    const auto check = afrecord::readRecord(afrecord::recordToBytes(record), options.allowUnfinishedModules);
    if (const auto *error = std::get_if<afrecord::ReadError>(&check)) {
        static const QRegularExpression namePath(QStringLiteral(R"(^\$\.players\[(\d+)\]\.name)"));
        const auto match = namePath.match(error->path);
        r.problem(match.hasMatch() ? QStringLiteral("--names: name %1: %2").arg(match.captured(1).toInt() + 1).arg(error->message)
                                   : error->toString());
        return std::nullopt;
    }
    if (record.seed) {
        record.mode = afrecord::DiceMode::Digital;
        // The deal is the first chance event: made from the seed, recorded like any action.
        record.actions.push_back(*afrecord::digitalChance(record, record.start(), 0));
    }
    return record;
}

void printRecord(const afrecord::GameRecord &record)
{
    out() << afrecord::terminalSafeJson(QString::fromUtf8(afrecord::recordToBytes(record)));
}

int commandNew(OptionReader &r, const QCommandLineParser &p, const Options &o)
{
    const auto record = newRecord(r, p, o, false);
    if (!record)
        return r.fail();
    printRecord(*record);
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
            QJsonObject refused = rejectionJson(*result.refusal, result.state);
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
              << QString::fromStdString(af::describe(*result.refusal, result.state)) << " (rule: "
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
              << QString::fromStdString(af::describe(*result.refusal, result.state)) << '\n';
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
        const bool dice = s.stage == af::Stage::Roll || s.stage == af::Stage::Reroll || s.stage == af::Stage::FieldRoll;
        out() << "Waiting for a chance entry (" << afrecord::qstr(af::stageId(af::idx(s.stage))) << "): "
              << af::chanceCount(s) << (dice ? " dice values" : " cards") << ".\n";
        for (const af::Action &a : legal) // before the roll: the cards used before it (extra-tech)
            out() << compact(afrecord::actionToJson(seats, a)) << '\n';
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
              << QString::fromStdString(af::describe(*result.refusal, result.state)) << '\n';
        return exitRefused;
    }
    return exitOk;
}

int commandRandomGame(OptionReader &r, const QCommandLineParser &p, const Options &o)
{
    auto made = newRecord(r, p, o, true);
    if (!made)
        return r.fail();
    afrecord::GameRecord &record = *made;
    af::GameState s = afrecord::replay(record).state; // after the deal newRecord made
    af::Rng policy(*record.seed ^ 0x5eedULL);
    while (s.stage != af::Stage::GameOver && record.actions.size() < static_cast<std::size_t>(afrecord::kMaxRecordActions)) {
        std::optional<af::Action> action = afrecord::digitalChance(record, s, record.actions.size());
        if (!action) {
            const std::vector<af::Action> legal = af::legalActions(s);
            action = legal[policy.below(static_cast<int>(legal.size()))];
        }
        af::apply(s, *action);
        record.actions.push_back(*action);
    }
    printRecord(record);
    return exitOk;
}

// The planner's actions for the seat to move, one plan each, until its turn ends, a chance event comes or
// the game is over. Never given the record's seed: the dice still to come are the search's own guesses.
int commandSuggest(OptionReader &r, const Options &o, const QString &file)
{
    afai::Budget budget;
    budget.milliseconds = r.positive(o.budgetMs);
    budget.iterations = r.positive(o.iterations);
    const uint64_t seed = r.seed(o.seed, false).value_or(1);
    if (!r.ok())
        return r.fail();
    const auto record = loadRecord(file);
    if (!record)
        return exitUsage;
    const afrecord::ReplayResult result = afrecord::replay(*record);
    if (result.refusal) {
        err() << "af-referee-cli: action " << result.applied << " was refused: "
              << QString::fromStdString(af::describe(*result.refusal, result.state)) << '\n';
        return exitRefused;
    }
    af::GameState s = result.state;
    const afrecord::Seats seats = afrecord::Seats::of(s);
    const int seat = s.current;
    QJsonObject answer{{QStringLiteral("stage"), afrecord::qstr(af::stageId(af::idx(s.stage)))},
                   {QStringLiteral("currentPlayer"), seats.player(seat)}};
    if (af::isChanceStage(s.stage))
        answer[QStringLiteral("chanceCount")] = af::chanceCount(s); // the table's entry comes first
    QJsonArray actions;
    int searched = 0;
    for (int step = 0; !af::isChanceStage(s.stage) && s.stage != af::Stage::GameOver && s.current == seat; ++step) {
        const afai::SearchResult found = afai::plan(s, budget, seed + static_cast<uint64_t>(step));
        if (!found.action)
            break;
        searched += found.iterations;
        actions.append(afrecord::actionToJson(seats, *found.action));
        if (af::apply(s, *found.action))
            break; // cannot happen: the planner proposes legal actions only
    }
    answer[QStringLiteral("actions")] = actions;
    answer[QStringLiteral("iterations")] = searched;
    out() << indented(answer);
    return exitOk;
}

} // namespace

// withWins false: every game has a winner, so by number of players the wins would only repeat the games.
QString statsTable(const QString &title, const QList<afhistory::StatsRow> &rows, bool withWins = true)
{
    QString text = QStringLiteral("%1%2%3%4\n")
                       .arg(title, -24)
                       .arg(QStringLiteral("games"), 7)
                       .arg(withWins ? QStringLiteral("wins") : QString(), 6)
                       .arg(QStringLiteral("average VP"), 12);
    for (const afhistory::StatsRow &r : rows)
        text += QStringLiteral("  %1%2%3%4\n")
                    .arg(afrecord::terminalSafe(r.key), -22)
                    .arg(r.games, 7)
                    .arg(withWins ? QString::number(r.wins) : QString(), 6)
                    .arg(r.averageVp, 12, 'f', 2);
    return text;
}

QString gameLine(const afhistory::StoredGame &g)
{
    QStringList scores;
    for (const afhistory::StoredPlayer &p : g.players)
        scores << QStringLiteral("%1 (%2%3) %4")
                      .arg(afrecord::terminalSafe(p.name), p.color, p.bot ? QStringLiteral(", app") : QString())
                      .arg(p.vp);
    const QString modules = g.modules.isEmpty() ? QString() : QStringLiteral(" +") + g.modules.join(QStringLiteral(" +"));
    const QString duration =
        g.durationSeconds < 0 ? QString() : QStringLiteral(", %1 min").arg((g.durationSeconds + 30) / 60);
    return QStringLiteral("#%1 %2 %3 %4%5, %6 players, %7 turns%8: %9\n")
        .arg(g.id)
        .arg(g.finishedAt.toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'")),
             g.outcome == afhistory::Outcome::Finished ? QStringLiteral("finished") : QStringLiteral("given up"),
             g.ruleset, modules)
        .arg(g.players.size())
        .arg(g.turns)
        .arg(duration, scores.join(QStringLiteral(", ")));
}

int commandHistory(const QString &file, bool json)
{
    afhistory::HistoryDatabase db;
    if (!db.open(file, afhistory::HistoryDatabase::Repair::Refuse)) {
        err() << "af-referee-cli: " << afrecord::terminalSafe(db.message()) << '\n';
        return exitUsage;
    }
    const QList<afhistory::StoredGame> games = db.games();
    const afhistory::Statistics stats = db.statistics();
    if (json) {
        QJsonArray list;
        for (const afhistory::StoredGame &g : games)
            list.append(afhistory::gameJson(g));
        out() << indented(QJsonObject{{QStringLiteral("games"), list},
                                      {QStringLiteral("statistics"), afhistory::statisticsJson(stats)}});
        return exitOk;
    }
    out() << QStringLiteral("%1 games finished, %2 given up\n").arg(stats.gamesPlayed).arg(stats.gamesGivenUp);
    for (const afhistory::StoredGame &g : games)
        out() << gameLine(g);
    out() << '\n' << statsTable(QStringLiteral("By player"), stats.byName);
    out() << statsTable(QStringLiteral("By player count"), stats.byPlayerCount, false);
    out() << statsTable(QStringLiteral("By seat"), stats.bySeat);
    if (!stats.byFaction.isEmpty())
        out() << statsTable(QStringLiteral("By faction"), stats.byFaction);
    if (stats.best)
        out() << "Best game: " << gameLine(*stats.best);
    if (stats.closest)
        out() << "Closest game (lead " << stats.closestMargin << " VP): " << gameLine(*stats.closest);
    return exitOk;
}

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("af-referee-cli"));
    QCoreApplication::setApplicationVersion(afrecord::applicationVersion());

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Headless referee for the board game Alien Frontiers."));
    const Options options;
    parser.addOptions(options.all());

    if (!parser.parse(QCoreApplication::arguments()))
        return usageError(parser.errorText());
    if (parser.isSet(options.help)) {
        out() << kUsage;
        return exitOk;
    }
    if (parser.isSet(options.version)) {
        out() << QCoreApplication::applicationName() << ' ' << QCoreApplication::applicationVersion() << '\n';
        return exitOk;
    }
    const QStringList args = parser.positionalArguments();
    if (args.isEmpty()) {
        if (!parser.optionNames().isEmpty())
            return usageError(
                QStringLiteral("options need a command (new, replay, legal, position, random-game, history or suggest)"));
        out() << kUsage;
        return exitOk;
    }
    const QString command = args.constFirst();
    const auto taken = options.of(command);
    if (!taken)
        return usageError(
            QStringLiteral("unknown command '%1' (commands: new, replay, legal, position, random-game, history, suggest)")
                .arg(command));
    // Options the command does not take are refused, not ignored.
    for (const QCommandLineOption &o : options.all())
        if (parser.isSet(o) && !taken->contains(dashed(o)) && dashed(o) != dashed(options.help) &&
            dashed(o) != dashed(options.version))
            return usageError(QStringLiteral("%1 does not take %2 (it takes %3)")
                                  .arg(command, dashed(o),
                                       taken->isEmpty() ? QStringLiteral("no option") : taken->join(QStringLiteral(", "))));
    OptionReader reader(parser, command);
    if (command == QLatin1String("new") || command == QLatin1String("random-game")) {
        if (args.size() > 1)
            return usageError(QStringLiteral("%1 takes no FILE or other argument, not '%2'").arg(command, args[1]));
        return command == QLatin1String("new") ? commandNew(reader, parser, options)
                                               : commandRandomGame(reader, parser, options);
    }
    if (command == QLatin1String("history")) {
        if (args.size() > 1)
            return usageError(QStringLiteral("history takes no FILE or other argument, not '%1'").arg(args[1]));
        if (!parser.isSet(options.db))
            return usageError(QStringLiteral("history needs --db FILE (the history database)"));
        return commandHistory(parser.value(options.db), parser.isSet(options.json));
    }
    if (args.size() != 2)
        return usageError(args.size() < 2 ? QStringLiteral("%1 takes one FILE (a game record)").arg(command)
                                          : QStringLiteral("%1 takes one FILE, not %2 (%3)")
                                                .arg(command)
                                                .arg(args.size() - 1)
                                                .arg(args.mid(1).join(QStringLiteral(" "))));
    const bool json = parser.isSet(options.json);
    if (command == QLatin1String("replay"))
        return commandReplay(args[1], json);
    if (command == QLatin1String("legal"))
        return commandLegal(args[1], json);
    if (command == QLatin1String("suggest"))
        return commandSuggest(reader, options, args[1]);
    return commandPosition(args[1]);
}
