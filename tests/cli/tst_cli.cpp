// Runs the built af-referee-cli and checks what a user or a script sees: output, JSON keys and exit codes, and
// replays the golden game records.

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

namespace {

struct Result {
    int exitCode = -1;
    QString out;
    QString err;
};

Result runCli(const QStringList &arguments, int timeoutMs = 60000)
{
    QProcess process;
    process.start(QStringLiteral(AF_CLI_PATH), arguments);
    Result result;
    if (!process.waitForFinished(timeoutMs) || process.exitStatus() != QProcess::NormalExit)
        return result;
    result.exitCode = process.exitCode();
    result.out = QString::fromUtf8(process.readAllStandardOutput());
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

QJsonObject parseObject(const QString &text)
{
    return QJsonDocument::fromJson(text.toUtf8()).object();
}

QString writeTemp(QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

const QString goldenDir = QStringLiteral(AF_GOLDEN_DIR);

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private slots:
    void versionPrintsNameAndProjectVersion()
    {
        const Result r = runCli({QStringLiteral("--version")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QStringLiteral("af-referee-cli " AF_EXPECTED_VERSION "\n"));
        QVERIFY(r.err.isEmpty());
    }

    void helpListsEveryCommand()
    {
        const Result r = runCli({QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        for (const char *word : {"Usage: ", "--version", "new --players N", "replay FILE", "legal FILE", "position FILE",
                                 "random-game", "suggest FILE", "Exit codes"})
            QVERIFY2(r.out.contains(QLatin1String(word)), word);
    }

    void usageErrorsExitWithTwoAndExplainOnStderr_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("mentioned");
        QTest::newRow("unknown long option") << QStringList{QStringLiteral("--frobnicate")} << "frobnicate";
        QTest::newRow("unknown short option") << QStringList{QStringLiteral("-z")} << "z";
        QTest::newRow("unknown command") << QStringList{QStringLiteral("teleport")} << "teleport";
        QTest::newRow("replay without file") << QStringList{QStringLiteral("replay")} << "replay";
        QTest::newRow("new without players") << QStringList{QStringLiteral("new")} << "--players";
        QTest::newRow("new with 5 players") << QStringList{QStringLiteral("new"), QStringLiteral("--players"), QStringLiteral("5")}
                                            << "5";
        QTest::newRow("new with bad ruleset")
            << QStringList{QStringLiteral("new"), QStringLiteral("--players"), QStringLiteral("2"), QStringLiteral("--ruleset"),
                           QStringLiteral("1999")}
            << "1999";
        QTest::newRow("missing file") << QStringList{QStringLiteral("replay"), QStringLiteral("/no/such/file.json")}
                                      << "/no/such/file.json";
        // Every bad argument of every command has its own message, naming the argument and what it accepts.
        const auto row = [](const char *name, const QString &arguments, const char *mentioned) {
            QTest::newRow(name) << arguments.split(QLatin1Char(' ')) << QString::fromUtf8(mentioned);
        };
        row("random-game with 5 players under 2013", "random-game --players 5 --seed 1",
            "5 and 6 players need the Edition X rules (edition-x); the 2013 rules are for 2 to 4 players.");
        row("new with 6 players under first-edition", "new --players 6 --ruleset first-edition",
            "5 and 6 players need the Edition X rules (edition-x); the first-edition rules are for 2 to 4 players.");
        row("random-game with 7 players", "random-game --players 7 --seed 1 --ruleset edition-x",
            "--players takes 2, 3, 4, 5 or 6, not '7'");
        row("random-game with 1000 players", "random-game --players 1000 --seed 1", "--players takes 2, 3, 4, 5 or 6, not '1000'");
        row("new with 1 player", "new --players 1", "--players takes 2, 3, 4, 5 or 6, not '1'");
        row("players not a number", "new --players two", "--players takes 2, 3, 4, 5 or 6, not 'two'");
        row("random-game without players", "random-game --seed 1", "--players N is required (2 to 6; 5 and 6 with --ruleset edition-x)");
        row("random-game with a bad seed", "random-game --players 2 --seed abc",
            "--seed takes a whole number from 0 to 18446744073709551615, not 'abc'");
        row("random-game without seed", "random-game --players 2", "--seed S is required (a whole number from 0 to");
        row("negative seed", "new --players 2 --seed -1", "--seed takes a whole number from 0 to 18446744073709551615, not '-1'");
        row("seed too large", "new --players 2 --seed 18446744073709551616", "not '18446744073709551616'");
        row("random-game with bad ruleset", "random-game --players 2 --seed 1 --ruleset 1999",
            "--ruleset takes 2013, first-edition or edition-x, not '1999'");
        row("too few colours", "new --players 3 --colors red,blue", "--colors takes one colour per player (3), not 2");
        row("too many colours", "new --players 2 --colors red,blue,green", "--colors takes one colour per player (2), not 3");
        row("unknown colour", "new --players 2 --colors red,pink", "--colors takes red, blue, green, yellow, purple or white, not 'pink'");
        row("Edition X colour under 2013", "new --players 2 --colors red,purple",
            "The colour purple comes with Edition X (edition-x); the 2013 rules have red, blue, green and yellow.");
        row("same colour twice", "new --players 2 --colors blue,blue", "--colors names blue twice");
        row("too few names", "new --players 3 --names Ann,Bob", "--names takes one name per player (3), separated by commas, not 2");
        row("name too long", "new --players 2 --names Ann," + QString(101, QLatin1Char('x')), "--names: name 2: a name has at most 100 characters");
        row("option given twice", "new --players 2 --players 3", "--players is given 2 times; give it once");
        row("option of another command", "new --players 2 --json", "new does not take --json (it takes --players,");
        row("random-game without colours", "random-game --players 2 --seed 1 --colors red,blue",
            "random-game does not take --colors (it takes --players, --seed, --ruleset, --long-game, --modules, --allow-unfinished-modules)");
        row("position takes no option", "position game.json --json", "position does not take --json (it takes no option)");
        row("replay with two files", "replay a.json b.json", "replay takes one FILE, not 2 (a.json b.json)");
        row("new with a file", "new game.json --players 2", "new takes no FILE or other argument, not 'game.json'");
        row("an option without a command", "--players 2", "options need a command");
        row("unknown command lists the commands", "teleport", "commands: new, replay, legal, position, random-game, history, suggest");
        row("suggest with a bad budget", "suggest game.json --budget-ms 0", "--budget-ms takes a whole number from 1 to");
        row("suggest with bad iterations", "suggest game.json --iterations lots", "--iterations takes a whole number");
        row("suggest takes no --json", "suggest game.json --json", "suggest does not take --json (it takes --budget-ms, --iterations, --seed)");
    }

    void usageErrorsExitWithTwoAndExplainOnStderr()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, mentioned);
        const Result r = runCli(arguments);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(mentioned), qPrintable(r.err));
        QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
    }

    void newTableGameWaitsForTheDeal()
    {
        const Result r = runCli({QStringLiteral("new"), QStringLiteral("--players"), QStringLiteral("3"),
                                 QStringLiteral("--names"), QStringLiteral("Ann,Bob,Cy")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject record = parseObject(r.out);
        QCOMPARE(record.value(QStringLiteral("format")).toString(), QStringLiteral("af-referee-record"));
        QCOMPARE(record.value(QStringLiteral("dice")).toString(), QStringLiteral("table"));
        QCOMPARE(record.value(QStringLiteral("actions")).toArray().size(), 0);
        QCOMPARE(record.value(QStringLiteral("players")).toArray()[1].toObject().value(QStringLiteral("name")).toString(),
                 QStringLiteral("Bob"));
        QTemporaryDir dir;
        const QString path = writeTemp(dir, QStringLiteral("new.json"), r.out.toUtf8());
        const Result legal = runCli({QStringLiteral("legal"), path});
        QCOMPARE(legal.exitCode, 0);
        QVERIFY2(legal.out.contains(QStringLiteral("deal")), qPrintable(legal.out));
    }

    // Extra-tech is open to users, with the other two modules too: random-game writes a whole game with all three
    // that replays to its end; a new table game with it waits for the deal; a record naming it reads.
    void randomGameWithEveryModuleReplays()
    {
        QTemporaryDir dir;
        const Result game = runCli({QStringLiteral("random-game"), QStringLiteral("--players"), QStringLiteral("4"),
                                    QStringLiteral("--seed"), QStringLiteral("7"), QStringLiteral("--modules"),
                                    QStringLiteral("factions,agendas,extra-tech")});
        QVERIFY2(game.exitCode == 0, qPrintable(game.err));
        QCOMPARE(parseObject(game.out).value(QStringLiteral("modules")).toArray(),
                 (QJsonArray{QStringLiteral("factions"), QStringLiteral("agendas"), QStringLiteral("extra-tech")}));
        const Result r = runCli({QStringLiteral("replay"), QStringLiteral("--json"),
                                 writeTemp(dir, QStringLiteral("all.json"), game.out.toUtf8())});
        QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
        QVERIFY(parseObject(r.out).value(QStringLiteral("gameOver")).toBool());
        const Result fresh = runCli({QStringLiteral("new"), QStringLiteral("--players"), QStringLiteral("2"),
                                     QStringLiteral("--modules"), QStringLiteral("extra-tech")});
        QVERIFY2(fresh.exitCode == 0, qPrintable(fresh.err));
        const QString path = writeTemp(dir, QStringLiteral("extra.json"),
                                       R"({"format": "af-referee-record", "version": 1, "ruleset": "2013",
                                           "players": [{"color": "red"}, {"color": "blue"}],
                                           "modules": ["extra-tech"], "actions": []})");
        const Result replay = runCli({QStringLiteral("replay"), path});
        QVERIFY2(replay.exitCode == 0, qPrintable(replay.err));
    }

    // Agendas is open to users, with factions too: random-game writes a whole game that replays to its end; a new
    // table game waits for the board draw.
    void randomGameWithFactionsAndAgendasReplays()
    {
        QTemporaryDir dir;
        const Result game = runCli({QStringLiteral("random-game"), QStringLiteral("--players"), QStringLiteral("3"),
                                    QStringLiteral("--seed"), QStringLiteral("5"), QStringLiteral("--modules"),
                                    QStringLiteral("factions,agendas")});
        QVERIFY2(game.exitCode == 0, qPrintable(game.err));
        const QJsonObject record = parseObject(game.out);
        QCOMPARE(record.value(QStringLiteral("modules")).toArray(),
                 (QJsonArray{QStringLiteral("factions"), QStringLiteral("agendas")}));
        const Result r = runCli({QStringLiteral("replay"), QStringLiteral("--json"),
                                 writeTemp(dir, QStringLiteral("agendas.json"), game.out.toUtf8())});
        QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
        QVERIFY(parseObject(r.out).value(QStringLiteral("gameOver")).toBool());
        const Result fresh = runCli({QStringLiteral("new"), QStringLiteral("--players"), QStringLiteral("2"),
                                     QStringLiteral("--modules"), QStringLiteral("agendas")});
        QVERIFY2(fresh.exitCode == 0, qPrintable(fresh.err));
    }

    void newDigitalGameIsDealtFromTheSeed()
    {
        const QStringList args{QStringLiteral("new"), QStringLiteral("--players"), QStringLiteral("4"),
                               QStringLiteral("--seed"), QStringLiteral("42")};
        const Result a = runCli(args);
        const Result b = runCli(args);
        QCOMPARE(a.exitCode, 0);
        QCOMPARE(a.out, b.out); // reproducible
        const QJsonObject record = parseObject(a.out);
        QCOMPARE(record.value(QStringLiteral("seed")).toString(), QStringLiteral("42"));
        const QJsonArray actions = record.value(QStringLiteral("actions")).toArray();
        QCOMPARE(actions.size(), 1);
        QCOMPARE(actions[0].toObject().value(QStringLiteral("type")).toString(), QStringLiteral("deal"));
        QCOMPARE(actions[0].toObject().value(QStringLiteral("hands")).toArray().size(), 4);
    }

    // Factions is open to users: random-game writes a whole factions game (boards drafted from the seed, every board
    // of the pool drawable) that replays to its end, and the summary shows each player's board, the REV and the
    // Brethren Ship. A new table game waits for the boards to be drawn.
    void randomGameWithFactionsReplays()
    {
        QTemporaryDir dir;
        bool brethrenSeen = false;
        for (int seed = 1; seed <= 12 && !(brethrenSeen && seed > 3); ++seed) {
            const Result game = runCli({QStringLiteral("random-game"), QStringLiteral("--players"),
                                        QString::number(2 + seed % 3), QStringLiteral("--seed"), QString::number(seed),
                                        QStringLiteral("--modules"), QStringLiteral("factions")});
            QCOMPARE(game.exitCode, 0);
            const QJsonObject record = parseObject(game.out);
            QCOMPARE(record.value(QStringLiteral("modules")).toArray(), QJsonArray{QStringLiteral("factions")});
            const QString path = writeTemp(dir, QStringLiteral("factions.json"), game.out.toUtf8());
            const Result r = runCli({QStringLiteral("replay"), QStringLiteral("--json"), path});
            QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
            const QJsonObject summary = parseObject(r.out);
            QVERIFY(summary.value(QStringLiteral("gameOver")).toBool());
            QCOMPARE(summary.value(QStringLiteral("applied")).toInt(), record.value(QStringLiteral("actions")).toArray().size());
            for (const QJsonValue &p : summary.value(QStringLiteral("players")).toArray())
                QVERIFY(!p.toObject().value(QStringLiteral("faction")).toString().isEmpty());
            QVERIFY(summary.contains(QStringLiteral("rev")));
            QVERIFY(summary.contains(QStringLiteral("brethrenShip")));
            brethrenSeen = brethrenSeen || !summary.value(QStringLiteral("brethrenShip")).isNull();
        }
        QVERIFY(brethrenSeen);
        const Result fresh = runCli({QStringLiteral("new"), QStringLiteral("--players"), QStringLiteral("2"),
                                     QStringLiteral("--modules"), QStringLiteral("factions")});
        QCOMPARE(fresh.exitCode, 0);
        const Result legal = runCli({QStringLiteral("legal"), QStringLiteral("--json"),
                                     writeTemp(dir, QStringLiteral("new.json"), fresh.out.toUtf8())});
        QCOMPARE(legal.exitCode, 0);
        QCOMPARE(parseObject(legal.out).value(QStringLiteral("stage")).toString(), QStringLiteral("board-draw"));
    }

    void replayJsonHasTheDocumentedKeys()
    {
        const Result r = runCli({QStringLiteral("replay"), QStringLiteral("--json"), goldenDir + QStringLiteral("/game-4p-digital.json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = parseObject(r.out);
        for (const char *key : {"ruleset", "players", "territories", "facilities", "currentPlayer", "stage", "gameOver",
                                "ranking"})
            QVERIFY2(o.contains(QLatin1String(key)), key);
        const QJsonArray players = o.value(QStringLiteral("players")).toArray();
        QCOMPARE(players.size(), 4);
        for (const char *key : {"name", "color", "fuel", "ore", "shipsInFleet", "shipsInStock", "coloniesUnplaced",
                                "cards", "vp", "vpBreakdown"})
            QVERIFY2(players[0].toObject().contains(QLatin1String(key)), key);
        QCOMPARE(o.value(QStringLiteral("territories")).toArray().size(), 8);
        QCOMPARE(o.value(QStringLiteral("facilities")).toArray().size(), 10);
        QVERIFY(o.value(QStringLiteral("refused")).isNull());
    }

    void refusedActionExitsThreeWithIndexAndReason()
    {
        // A real record cut short, then a dock the engine must refuse (the Colony Constructor needs a triple).
        QFile file(goldenDir + QStringLiteral("/game-2p-digital.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QJsonObject record = QJsonDocument::fromJson(file.readAll()).object();
        QJsonArray actions = record.value(QStringLiteral("actions")).toArray();
        while (actions.size() > 2) // the deal and the first roll
            actions.removeLast();
        actions.append(QJsonObject{{QStringLiteral("type"), QStringLiteral("dock")},
                                   {QStringLiteral("facility"), QStringLiteral("colony-constructor")},
                                   {QStringLiteral("ships"), QJsonArray{QStringLiteral("red-1")}},
                                   {QStringLiteral("territory"), QStringLiteral("lem-badlands")}});
        record[QStringLiteral("actions")] = actions;
        QTemporaryDir dir;
        const QString path = writeTemp(dir, QStringLiteral("refused.json"), QJsonDocument(record).toJson());

        const Result text = runCli({QStringLiteral("replay"), path});
        QCOMPARE(text.exitCode, 3);
        QVERIFY2(text.out.contains(QStringLiteral("Action 2")), qPrintable(text.out));
        QVERIFY2(text.out.contains(QStringLiteral("wrong-ship-count")), qPrintable(text.out));

        const Result json = runCli({QStringLiteral("replay"), QStringLiteral("--json"), path});
        QCOMPARE(json.exitCode, 3);
        const QJsonObject refused = parseObject(json.out).value(QStringLiteral("refused")).toObject();
        QCOMPARE(refused.value(QStringLiteral("index")).toInt(), 2);
        QCOMPARE(refused.value(QStringLiteral("reason")).toString(), QStringLiteral("wrong-ship-count"));
        QVERIFY(!refused.value(QStringLiteral("message")).toString().isEmpty());
        QCOMPARE(refused.value(QStringLiteral("rule")).toString(), QStringLiteral("colony-constructor"));

        const Result position = runCli({QStringLiteral("position"), path});
        QCOMPARE(position.exitCode, 3);
        QCOMPARE(parseObject(position.out).value(QStringLiteral("format")).toString(),
                 QStringLiteral("af-referee-position"));
    }

    void refusalsNameShipsAsRecordsDo()
    {
        // Red docks a ship of Blue's: the message names it as the record does, not by an internal number.
        QFile file(goldenDir + QStringLiteral("/game-2p-digital.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QJsonObject record = QJsonDocument::fromJson(file.readAll()).object();
        QJsonArray actions = record.value(QStringLiteral("actions")).toArray();
        while (actions.size() > 2) // the deal and red's first roll
            actions.removeLast();
        actions.append(QJsonObject{{QStringLiteral("type"), QStringLiteral("dock")},
                                   {QStringLiteral("facility"), QStringLiteral("solar-converter")},
                                   {QStringLiteral("ships"), QJsonArray{QStringLiteral("blue-2")}}});
        record[QStringLiteral("actions")] = actions;
        QTemporaryDir dir;
        const QString path = writeTemp(dir, QStringLiteral("not-yours.json"), QJsonDocument(record).toJson());
        const QString expected = QStringLiteral("Ship blue-2 is not one of your ships.");

        const Result text = runCli({QStringLiteral("replay"), path});
        QCOMPARE(text.exitCode, 3);
        QVERIFY2(text.out.contains(QStringLiteral("[ship-not-yours] ") + expected), qPrintable(text.out));
        const Result json = runCli({QStringLiteral("replay"), QStringLiteral("--json"), path});
        const QJsonObject refused = parseObject(json.out).value(QStringLiteral("refused")).toObject();
        QCOMPARE(refused.value(QStringLiteral("message")).toString(), expected);
        const Result legal = runCli({QStringLiteral("legal"), path});
        QVERIFY2(legal.err.contains(expected), qPrintable(legal.err));
    }

    void badFileExitsTwoNamingTheProblem()
    {
        QTemporaryDir dir;
        const QString path = writeTemp(dir, QStringLiteral("bad.json"),
                                       R"({"format":"af-referee-record","version":1,"ruleset":"2013",
                                           "players":[{"color":"red"},{"color":"blue"}],
                                           "actions":[{"type":"roll","values":[1,2,8]}]})");
        for (const QString &command : {QStringLiteral("replay"), QStringLiteral("legal"), QStringLiteral("position")}) {
            const Result r = runCli({command, path});
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains(QStringLiteral("$.actions[0].values[2]")), qPrintable(r.err));
            QVERIFY(r.out.isEmpty());
        }
        const QString notJson = writeTemp(dir, QStringLiteral("notjson.json"), "{\"format\": ");
        const Result r = runCli({QStringLiteral("replay"), notJson});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("not valid JSON")), qPrintable(r.err));
    }

    void aNamedPipeIsRefusedAtOnce()
    {
        QTemporaryDir dir;
        const QString pipe = dir.filePath(QStringLiteral("pipe.json"));
        QCOMPARE(::mkfifo(QFile::encodeName(pipe).constData(), 0600), 0);
        for (const QString &command : {QStringLiteral("replay"), QStringLiteral("legal"), QStringLiteral("position")}) {
            const Result r = runCli({command, pipe}, 10000); // a blocked read would not finish
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains(pipe) && r.err.contains(QStringLiteral("named pipe")), qPrintable(r.err));
            QVERIFY(r.out.isEmpty());
        }
    }

    void namesFromFilesArePrintedWithTheirControlCharactersEscaped()
    {
        // A name with an escape sequence (ESC [ 2 J clears a terminal), a C1 control (CSI), DEL and a right-to-left
        // override: the text output shows them as escapes, the JSON output as \u escapes that read back the same.
        const QString name = QStringLiteral("A\x1b[2Jn") + QChar(0x9b) + QStringLiteral("n") + QChar(0x7f) + QChar(0x202e) +
                             QStringLiteral("\\e");
        const Result made = runCli({QStringLiteral("new"), QStringLiteral("--players"), QStringLiteral("2"),
                                    QStringLiteral("--seed"), QStringLiteral("4"), QStringLiteral("--names"),
                                    name + QStringLiteral(",Bob")});
        QCOMPARE(made.exitCode, 0);
        QTemporaryDir dir;
        const QString path = writeTemp(dir, QStringLiteral("names.json"), made.out.toUtf8());
        const auto raw = [](const QString &text) {
            for (const QChar c : text)
                if ((c.unicode() < 0x20 && c != QLatin1Char('\n')) || (c.unicode() >= 0x7f && c.unicode() <= 0x9f) ||
                    c.unicode() == 0x202e)
                    return true;
            return false;
        };
        QVERIFY2(!raw(made.out), qPrintable(made.out));
        QCOMPARE(parseObject(made.out).value(QStringLiteral("players")).toArray()[0].toObject().value(QStringLiteral("name")).toString(),
                 name);

        const Result text = runCli({QStringLiteral("replay"), path});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(!raw(text.out), qPrintable(text.out));
        QVERIFY2(text.out.contains(QStringLiteral("A\\x1b[2Jn\\x9bn\\x7f\\u202e\\\\e to play")), qPrintable(text.out));

        const Result json = runCli({QStringLiteral("replay"), QStringLiteral("--json"), path});
        QCOMPARE(json.exitCode, 0);
        QVERIFY2(!raw(json.out), qPrintable(json.out));
        QCOMPARE(parseObject(json.out).value(QStringLiteral("players")).toArray()[0].toObject().value(QStringLiteral("name")).toString(),
                 name);

        // Text from a file in an error message is escaped too (here an unknown key).
        QByteArray bad = made.out.toUtf8();
        bad.replace("\"players\"", "\"\\u001b[2Jx\": 1, \"players\"");
        const Result error = runCli({QStringLiteral("replay"), writeTemp(dir, QStringLiteral("bad.json"), bad)});
        QCOMPARE(error.exitCode, 2);
        QVERIFY2(!raw(error.err) && error.err.contains(QStringLiteral("unknown key '\\x1b[2Jx'")), qPrintable(error.err));
    }

    // The suggestion for the player to move replays when appended to the record, and it is the same whatever the
    // record's seed (the dice the table will roll next): the AI never reads what the player cannot know.
    void suggestProposesActionsThatReplayAndIgnoresTheRecordsSeed()
    {
        const Result made = runCli({QStringLiteral("new"), QStringLiteral("--players"), QStringLiteral("3"),
                                    QStringLiteral("--seed"), QStringLiteral("9")});
        QCOMPARE(made.exitCode, 0);
        QJsonObject record = parseObject(made.out);
        QJsonArray actions = record.value(QStringLiteral("actions")).toArray();
        actions.append(QJsonObject{{QStringLiteral("type"), QStringLiteral("roll")},
                                   {QStringLiteral("values"), QJsonArray{2, 2, 2}}});
        record[QStringLiteral("actions")] = actions;
        QTemporaryDir dir;
        const QString path = writeTemp(dir, QStringLiteral("game.json"), QJsonDocument(record).toJson());
        record[QStringLiteral("seed")] = QStringLiteral("123456"); // other dice to come, the same game so far
        const QString reseeded = writeTemp(dir, QStringLiteral("reseeded.json"), QJsonDocument(record).toJson());
        const QStringList options{QStringLiteral("--iterations"), QStringLiteral("3"), QStringLiteral("--seed"),
                                  QStringLiteral("5")};
        const Result suggested = runCli(QStringList{QStringLiteral("suggest"), path} + options);
        QCOMPARE(suggested.exitCode, 0);
        const QJsonObject o = parseObject(suggested.out);
        QCOMPARE(o.value(QStringLiteral("currentPlayer")).toString(), QStringLiteral("red"));
        QCOMPARE(o.value(QStringLiteral("stage")).toString(), QStringLiteral("main"));
        const QJsonArray proposed = o.value(QStringLiteral("actions")).toArray();
        QVERIFY(!proposed.isEmpty());
        QVERIFY(o.value(QStringLiteral("iterations")).toInt() > 0);
        const Result again = runCli(QStringList{QStringLiteral("suggest"), reseeded} + options);
        QCOMPARE(again.exitCode, 0);
        QCOMPARE(parseObject(again.out).value(QStringLiteral("actions")).toArray(), proposed);
        for (const QJsonValue &a : proposed)
            actions.append(a);
        record[QStringLiteral("actions")] = actions;
        const QString played = writeTemp(dir, QStringLiteral("played.json"), QJsonDocument(record).toJson());
        const Result replay = runCli({QStringLiteral("replay"), played});
        QVERIFY2(replay.exitCode == 0, qPrintable(replay.out + replay.err));
    }

    void suggestInAChanceStageNamesTheEntryAwaited()
    {
        const Result made = runCli({QStringLiteral("new"), QStringLiteral("--players"), QStringLiteral("2"),
                                    QStringLiteral("--seed"), QStringLiteral("3")});
        QTemporaryDir dir;
        const QString path = writeTemp(dir, QStringLiteral("dealt.json"), made.out.toUtf8());
        const Result r = runCli({QStringLiteral("suggest"), path});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = parseObject(r.out);
        QCOMPARE(o.value(QStringLiteral("stage")).toString(), QStringLiteral("roll"));
        QCOMPARE(o.value(QStringLiteral("chanceCount")).toInt(), 3);
        QVERIFY(o.value(QStringLiteral("actions")).toArray().isEmpty());
    }

    void legalListsActionsThatReplay()
    {
        // Every action `legal` offers at a point of a real game is accepted when appended to the record.
        QFile file(goldenDir + QStringLiteral("/game-3p-table.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QJsonObject record = QJsonDocument::fromJson(file.readAll()).object();
        QJsonArray actions = record.value(QStringLiteral("actions")).toArray();
        while (actions.size() > 40)
            actions.removeLast();
        record[QStringLiteral("actions")] = actions;
        QTemporaryDir dir;
        const QString path = writeTemp(dir, QStringLiteral("mid.json"), QJsonDocument(record).toJson());
        const Result legal = runCli({QStringLiteral("legal"), QStringLiteral("--json"), path});
        QCOMPARE(legal.exitCode, 0);
        const QJsonObject o = parseObject(legal.out);
        const QJsonArray offered = o.value(QStringLiteral("actions")).toArray();
        if (offered.isEmpty()) {
            QVERIFY(o.contains(QStringLiteral("chanceCount")));
            return;
        }
        for (qsizetype i = 0; i < offered.size(); i += std::max<qsizetype>(1, offered.size() / 5)) {
            QJsonArray extended = actions;
            extended.append(offered[i]);
            record[QStringLiteral("actions")] = extended;
            const QString step = writeTemp(dir, QStringLiteral("step.json"), QJsonDocument(record).toJson());
            const Result replay = runCli({QStringLiteral("replay"), step});
            QVERIFY2(replay.exitCode == 0, qPrintable(replay.out + replay.err));
        }
    }

    // The random player plays the same games as when these golden records were written with the commands in
    // tests/golden/README.md: speed work on the engine or the player must not change a single move.
    void randomGameReplaysTheGoldenRecords_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("file");
        QTest::newRow("3 players, factions")
            << QStringList{QStringLiteral("--players"), QStringLiteral("3"), QStringLiteral("--seed"), QStringLiteral("15"),
                           QStringLiteral("--modules"), QStringLiteral("factions")}
            << QStringLiteral("game-3p-factions.json");
        QTest::newRow("6 players, Edition X")
            << QStringList{QStringLiteral("--players"), QStringLiteral("6"), QStringLiteral("--seed"), QStringLiteral("73"),
                           QStringLiteral("--ruleset"), QStringLiteral("edition-x")}
            << QStringLiteral("game-6p-digital.json");
        QTest::newRow("4 players, all modules")
            << QStringList{QStringLiteral("--players"), QStringLiteral("4"), QStringLiteral("--seed"), QStringLiteral("24"),
                           QStringLiteral("--modules"), QStringLiteral("factions,agendas,extra-tech")}
            << QStringLiteral("game-4p-all-modules.json");
    }

    void randomGameReplaysTheGoldenRecords()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, file);
        QFile golden(goldenDir + QLatin1Char('/') + file);
        QVERIFY(golden.open(QIODevice::ReadOnly));
        const Result r = runCli(QStringList{QStringLiteral("random-game")} + arguments);
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(parseObject(r.out), QJsonDocument::fromJson(golden.readAll()).object());
    }

    void goldenRecords_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("2 players, digital dice") << QStringLiteral("game-2p-digital.json");
        QTest::newRow("3 players, table dice, tie") << QStringLiteral("game-3p-table.json");
        QTest::newRow("4 players, digital dice") << QStringLiteral("game-4p-digital.json");
        QTest::newRow("3 players, factions") << QStringLiteral("game-3p-factions.json");
        QTest::newRow("6 players, Edition X, digital dice") << QStringLiteral("game-6p-digital.json");
        QTest::newRow("4 players, factions, agendas, extra tech") << QStringLiteral("game-4p-all-modules.json");
    }

    void goldenRecords()
    {
        QFETCH(QString, file);
        QFile expectedFile(goldenDir + QStringLiteral("/expected.json"));
        QVERIFY(expectedFile.open(QIODevice::ReadOnly));
        const QJsonObject expected = QJsonDocument::fromJson(expectedFile.readAll()).object().value(file).toObject();
        QVERIFY(!expected.isEmpty());

        const Result r = runCli({QStringLiteral("replay"), QStringLiteral("--json"), goldenDir + QLatin1Char('/') + file});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject summary = parseObject(r.out);
        QCOMPARE(summary.value(QStringLiteral("applied")).toInt(), expected.value(QStringLiteral("actions")).toInt());
        QVERIFY(summary.value(QStringLiteral("gameOver")).toBool());
        const QJsonObject vp = expected.value(QStringLiteral("vp")).toObject();
        const QJsonObject breakdowns = expected.value(QStringLiteral("vpBreakdown")).toObject();
        for (const QJsonValue &p : summary.value(QStringLiteral("players")).toArray()) {
            const QString color = p.toObject().value(QStringLiteral("color")).toString();
            QCOMPARE(p.toObject().value(QStringLiteral("vp")).toInt(), vp.value(color).toInt());
            QCOMPARE(p.toObject().value(QStringLiteral("vpBreakdown")).toObject(), breakdowns.value(color).toObject());
        }
        // A factions game: each player's board, where the REV and the Brethren Ship ended.
        if (expected.contains(QStringLiteral("factions"))) {
            const QJsonObject factions = expected.value(QStringLiteral("factions")).toObject();
            for (const QJsonValue &p : summary.value(QStringLiteral("players")).toArray())
                QCOMPARE(p.toObject().value(QStringLiteral("faction")),
                         factions.value(p.toObject().value(QStringLiteral("color")).toString()));
            for (const char *key : {"rev", "brethrenShip"})
                QCOMPARE(summary.value(QLatin1String(key)), expected.value(QLatin1String(key)));
        }
        // A game with extra tech: the alien tech cards each player ends with.
        if (expected.contains(QStringLiteral("cards"))) {
            const QJsonObject cards = expected.value(QStringLiteral("cards")).toObject();
            for (const QJsonValue &p : summary.value(QStringLiteral("players")).toArray())
                QCOMPARE(p.toObject().value(QStringLiteral("cards")),
                         cards.value(p.toObject().value(QStringLiteral("color")).toString()));
        }
        const QJsonArray ranking = summary.value(QStringLiteral("ranking")).toArray();
        const QJsonArray expectedRanking = expected.value(QStringLiteral("ranking")).toArray();
        QCOMPARE(ranking.size(), expectedRanking.size());
        for (qsizetype i = 0; i < ranking.size(); ++i) {
            for (const char *key : {"player", "place", "decidedBy"})
                QCOMPARE(ranking[i].toObject().value(QLatin1String(key)), expectedRanking[i].toObject().value(QLatin1String(key)));
        }
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
