// Drives whole turns through GameController, the object the UI uses, with moves in the record's JSON format, and
// checks the resulting state, the log, undo/redo, the autosave and files.

#include "autosave.h"
#include "gamecontroller.h"
#include "historymodel.h"
#include "names.h"

#include "chance.h"
#include "playout.h"
#include "engine.h"
#include "score.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <csignal>
#include <functional>
#include <sys/resource.h>

using namespace af;

namespace {

QJsonObject json(const char *text)
{
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray(text));
    if (!doc.isObject())
        qFatal("bad JSON in test: %s", text);
    return doc.object();
}

QVariantMap twoPlayers(const QString &dice = QStringLiteral("table"))
{
    return {{QStringLiteral("players"),
             QVariantList{QVariantMap{{QStringLiteral("name"), QStringLiteral("Alice")},
                                      {QStringLiteral("color"), QStringLiteral("red")}},
                          QVariantMap{{QStringLiteral("name"), QStringLiteral("Bob")},
                                      {QStringLiteral("color"), QStringLiteral("blue")}}}},
            {QStringLiteral("ruleset"), QStringLiteral("2013")},
            {QStringLiteral("dice"), dice},
            {QStringLiteral("seed"), QStringLiteral("12345")}};
}

const char *kDeal = R"({"type": "deal", "display": ["stasis-beam", "data-crystal", "plasma-cannon"],
                        "hands": ["booster-pod", "temporal-warper"]})";

// Alice's first turn: roll 4 4 1; the 1 at the Solar Converter (+1 fuel); Booster Pod on a 4 (-1 fuel, 4 -> 5);
// 4 and 5 at the Lunar Mine (+2 ore); end of turn.
void playAlicesFirstTurn(GameController &game)
{
    QVERIFY(game.session()->play(json(kDeal)));
    QVERIFY(game.session()->play(json(R"({"type": "roll", "values": [4, 4, 1]})")));
    QVERIFY(game.session()->play(json(R"({"type": "dock", "facility": "solar-converter", "ships": ["red-3"]})")));
    QVERIFY(game.session()->play(json(R"({"type": "use-card", "card": "booster-pod", "ship": "red-1"})")));
    QVERIFY(game.session()->play(json(R"({"type": "dock", "facility": "lunar-mine", "ships": ["red-1", "red-2"]})")));
    QVERIFY(game.session()->play(json(R"({"type": "end-turn"})")));
}

afrecord::GameRecord twoPlayerRecord()
{
    afrecord::GameRecord record;
    record.players = {afrecord::PlayerInfo{QStringLiteral("Alice"), Color::Red},
                      afrecord::PlayerInfo{QStringLiteral("Bob"), Color::Blue}};
    return record;
}

// A table game of `count` actions made through the engine: chance entries drawn from `seed`, moves picked by
// `choose` among the legal ones.
template <typename Choose>
afrecord::GameRecord recordOf(std::size_t count, quint64 seed, Choose choose)
{
    afrecord::GameRecord record = twoPlayerRecord();
    GameState state = record.start();
    Rng rng(seed);
    while (record.actions.size() < count && state.stage != Stage::GameOver) {
        const bool chance = state.stage == Stage::Deal || state.stage == Stage::Roll ||
                            state.stage == Stage::Reveal || state.stage == Stage::Reroll;
        const std::optional<Action> action = chance ? sampleChance(state, rng) : choose(legalActions(state), rng);
        if (!action || apply(state, *action))
            qFatal("recordOf: the engine refused its own action");
        record.actions.push_back(*action);
    }
    return record;
}

// A random game: any legal move.
afrecord::GameRecord randomRecord(std::size_t count, quint64 seed)
{
    return recordOf(count, seed, [](const std::vector<Action> &legal, Rng &rng) {
        return legal[rng.next() % legal.size()];
    });
}

// A game that never ends: no colony ever lands (the turn ends as soon as it may; ships go where nothing lands).
afrecord::GameRecord endlessRecord(std::size_t count)
{
    return recordOf(count, 7, [](const std::vector<Action> &legal, Rng &) {
        const auto docksAt = [](const Action &a, std::initializer_list<Facility> facilities) {
            const auto *dock = std::get_if<Dock>(&a);
            return dock && std::find(facilities.begin(), facilities.end(), dock->facility) != facilities.end();
        };
        const std::vector<std::function<bool(const Action &)>> preferences{
            [](const Action &a) { return std::holds_alternative<EndTurn>(a); },
            [&](const Action &a) { return docksAt(a, {Facility::SolarConverter, Facility::LunarMine}); },
            [](const Action &a) { return std::holds_alternative<ToMaintenanceBay>(a); },
            [&](const Action &a) {
                return std::holds_alternative<Dock>(a) &&
                       !docksAt(a, {Facility::ColonyConstructor, Facility::TerraformingStation});
            }};
        for (const auto &prefer : preferences)
            for (const Action &a : legal)
                if (prefer(a))
                    return a;
        return legal.front();
    });
}

GameState plainReplay(const afrecord::GameRecord &record, int actions)
{
    afrecord::GameRecord prefix = record;
    prefix.actions.resize(static_cast<std::size_t>(actions));
    return afrecord::replay(prefix).state;
}

qint64 residentKb()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toLongLong();
    return 0;
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

} // namespace

class TestController : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    void fresh(GameController &game, const QString &dice = QStringLiteral("table"))
    {
        game.files()->setDataDir(m_dir.path());
        QCOMPARE(game.session()->newGame(twoPlayers(dice)), QString());
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }

    void newGameWaitsForTheDeal()
    {
        GameController game;
        fresh(game);
        QVERIFY(game.session()->hasGame());
        QCOMPARE(game.session()->stage(), QStringLiteral("deal"));
        QCOMPARE(game.session()->chanceCount(), 5); // 3 on display and one per player
        QCOMPARE(game.players()->seats().toList().size(), 2);
        QCOMPARE(game.players()->seats().toList()[1].toMap().value(QStringLiteral("fuel")).toInt(), 1); // seat 2 starts with 1 fuel
        const QVariantMap guide = game.setup()->steps().toMap();
        QCOMPARE(guide.value(QStringLiteral("coloniesEach")).toInt(), 8);
        // Two players: covers on the Solar Converter, Lunar Mine, Orbital Market, Colony Constructor, Shipyard.
        QCOMPARE(guide.value(QStringLiteral("covered")).toList().size(), 5);
    }

    void badSetupIsRefusedInWords()
    {
        GameController game;
        game.files()->setDataDir(QString());
        QVariantMap setup = twoPlayers();
        QVariantList players = setup.value(QStringLiteral("players")).toList();
        QVariantMap second = players[1].toMap();
        second[QStringLiteral("color")] = QStringLiteral("red");
        players[1] = second;
        setup[QStringLiteral("players")] = players;
        QVERIFY(!game.session()->newGame(setup).isEmpty());
        QVERIFY(!game.session()->hasGame());
    }

    void aWholeTurnThroughTheController()
    {
        GameController game;
        fresh(game);
        playAlicesFirstTurn(game);
        const GameState &s = game.session()->state();
        QCOMPARE(s.stage, Stage::Roll);
        QCOMPARE(int(s.current), 1);
        QCOMPARE(int(s.turnNumber), 2);
        QCOMPARE(int(s.players[0].fuel), 0);
        QCOMPARE(int(s.players[0].ore), 2);
        QVERIFY(holds(s, 0, Card::BoosterPod));
        QCOMPARE(s.ships[0].facility, Facility::LunarMine);
        QCOMPARE(int(s.ships[0].value), 5);
        QCOMPARE(s.ships[1].facility, Facility::LunarMine);
        QCOMPARE(s.ships[2].facility, Facility::SolarConverter);
        QCOMPARE(game.session()->actionCount(), 6);
        QCOMPARE(game.log()->rowCount(), 6);
        // The log speaks in sentences with the players' names.
        const QString docking = game.log()->data(game.log()->index(4), HistoryModel::TextRole).toString();
        QVERIFY2(docking.contains(QStringLiteral("Alice")) && docking.contains(QStringLiteral("Lunar Mine")) &&
                     docking.contains(QStringLiteral("+2 ore")),
                 qPrintable(docking));
        // The view shows Bob waiting for his roll, his three ships to roll.
        QCOMPARE(game.turn()->name(), afapp::isolatedName(QStringLiteral("Bob")));
        QCOMPARE(game.turn()->toRoll().toStringList().size(), 3);
    }

    void aRaidTakesWhatThePlayerChose()
    {
        GameController game;
        fresh(game);
        playAlicesFirstTurn(game);
        QVERIFY(game.session()->play(json(R"({"type": "roll", "values": [2, 3, 1]})")));
        QVERIFY(game.session()->play(json(R"({"type": "dock", "facility": "raiders-outpost", "ships": ["blue-1", "blue-2", "blue-3"],
                                  "raid": {"resources": [{"player": "red", "ore": 2}]}})")));
        QCOMPARE(int(game.session()->state().players[0].ore), 0);
        QCOMPARE(int(game.session()->state().players[1].ore), 2);
        QVERIFY(game.session()->play(json(R"({"type": "end-turn"})")));
        QCOMPARE(int(game.session()->state().current), 0);
    }

    void aRefusalIsExplainedWithItsRuleAndChangesNothing()
    {
        GameController game;
        fresh(game);
        QVERIFY(game.session()->play(json(kDeal)));
        QVERIFY(game.session()->play(json(R"({"type": "roll", "values": [5, 2, 1]})")));
        QVERIFY(game.session()->play(json(R"({"type": "dock", "facility": "lunar-mine", "ships": ["red-1"]})")));
        const GameState before = game.session()->state();
        QSignalSpy rejected(game.session(), &GameSession::rejected);
        QVERIFY(!game.session()->play(json(R"({"type": "dock", "facility": "lunar-mine", "ships": ["red-2"]})")));
        QCOMPARE(game.session()->state(), before);
        QCOMPARE(rejected.size(), 1);
        const QVariantMap message = game.session()->message().toMap();
        QCOMPARE(message.value(QStringLiteral("kind")).toString(), QStringLiteral("refusal"));
        QVERIFY2(message.value(QStringLiteral("text")).toString().contains(QStringLiteral("at least 5")),
                 qPrintable(message.value(QStringLiteral("text")).toString()));
        QCOMPARE(message.value(QStringLiteral("ruleId")).toString(), QStringLiteral("R-12"));
        QCOMPARE(message.value(QStringLiteral("ruleTitle")).toString(), QStringLiteral("Ruling R-12"));
        // explain() gives the same answer without playing.
        const QVariantMap e = game.moves()->explain(json(R"({"type": "dock", "facility": "lunar-mine", "ships": ["red-2"]})")).toMap();
        QCOMPARE(e.value(QStringLiteral("legal")).toBool(), false);
        QCOMPARE(e.value(QStringLiteral("reasonId")).toString(), QStringLiteral("value-too-low"));
    }

    void dockOptionsAskTheEngineForTheSelectedShips()
    {
        GameController game;
        fresh(game);
        QVERIFY(game.session()->play(json(kDeal)));
        QVERIFY(game.session()->play(json(R"({"type": "roll", "values": [3, 3, 6]})")));
        const QVariantMap pair = game.moves()->dockOptions({QStringLiteral("red-1"), QStringLiteral("red-2")}).toMap();
        QVERIFY(pair.value(QStringLiteral("orbital-market")).toMap().value(QStringLiteral("available")).toBool());
        QVERIFY(pair.value(QStringLiteral("shipyard")).toMap().value(QStringLiteral("available")).toBool() == false);
        const QVariantMap single = game.moves()->dockOptions({QStringLiteral("red-3")}).toMap();
        // A 6 alone: Terraforming needs 1 fuel, 1 ore and 4 ships of the colour; Alice has neither.
        const QVariantMap terraforming = single.value(QStringLiteral("terraforming-station")).toMap();
        QVERIFY(!terraforming.value(QStringLiteral("available")).toBool());
        QVERIFY(!terraforming.value(QStringLiteral("text")).toString().isEmpty());
        QVERIFY(single.value(QStringLiteral("solar-converter")).toMap().value(QStringLiteral("available")).toBool());
        // Candidates are legal moves in the record format.
        const QVariantList trades = game.moves()->candidates(json(R"({"type": "dock", "facility": "orbital-market"})")).toList();
        QVERIFY(!trades.isEmpty());
        for (const QVariant &c : trades)
            QVERIFY(game.moves()->explain(QJsonObject::fromVariantMap(c.toMap())).toMap().value(QStringLiteral("legal")).toBool());
    }

    void undoAndRedoWalkTheRecord()
    {
        GameController game;
        fresh(game);
        playAlicesFirstTurn(game);
        const GameState end = game.session()->state();
        for (int i = 0; i < 6; ++i)
            game.session()->undo();
        QCOMPARE(game.session()->stage(), QStringLiteral("deal"));
        QCOMPARE(game.session()->actionCount(), 0);
        QVERIFY(!game.session()->canUndo());
        QCOMPARE(game.log()->rowCount(), 6); // undone entries stay listed until a new move replaces them
        QCOMPARE(game.log()->doneCount(), 0);
        for (int i = 0; i < 6; ++i)
            game.session()->redo();
        QCOMPARE(game.session()->state(), end);
        // A new move after an undo replaces the undone ones.
        game.session()->undo();
        QVERIFY(game.session()->play(json(R"({"type": "end-turn"})")));
        QCOMPARE(game.log()->rowCount(), 6);
        QVERIFY(!game.session()->canRedo());
        QCOMPARE(game.session()->state(), end);
    }

    void everyMoveIsAutosavedAndResumes()
    {
        QTemporaryDir dir;
        GameController game;
        game.files()->setDataDir(dir.path());
        QCOMPARE(game.session()->newGame(twoPlayers()), QString());
        playAlicesFirstTurn(game);
        game.files()->waitForAutosave(); // written in the background
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("autosave.json"))));
        const QVariantMap info = game.files()->autosaveInfo().toMap();
        QCOMPARE(info.value(QStringLiteral("ok")).toBool(), true);
        QCOMPARE(info.value(QStringLiteral("actions")).toInt(), 6);
        QCOMPARE(info.value(QStringLiteral("finished")).toBool(), false);

        GameController again;
        again.files()->setDataDir(dir.path());
        QVERIFY(again.files()->resumeAutosave());
        QCOMPARE(again.session()->state(), game.session()->state());
        QCOMPARE(again.log()->rowCount(), 6);
        again.session()->undo(); // the resumed game can be taken back
        QCOMPARE(again.session()->stage(), QStringLiteral("main"));
        again.files()->waitForAutosave();

        // Undo is autosaved too.
        GameController third;
        third.files()->setDataDir(dir.path());
        QVERIFY(third.files()->resumeAutosave());
        QCOMPARE(third.session()->actionCount(), 5);
    }

    // autosave.json is written in the background: a process killed before it lands keeps an older one. The journal,
    // written with each move, brings it up to date: only the move being written can be lost.
    void theJournalBringsAnOlderAutosaveUpToDate()
    {
        QTemporaryDir dir;
        GameController game;
        game.files()->setDataDir(dir.path());
        QCOMPARE(game.session()->newGame(twoPlayers()), QString());
        QVERIFY(game.session()->play(json(kDeal)));
        QVERIFY(game.session()->play(json(R"({"type": "roll", "values": [4, 4, 1]})")));
        game.files()->waitForAutosave();
        const QString autosave = dir.filePath(QStringLiteral("autosave.json"));
        QFile file(autosave);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray afterTheRoll = file.readAll();
        file.close();
        QVERIFY(game.session()->play(json(R"({"type": "dock", "facility": "solar-converter", "ships": ["red-3"]})")));
        QVERIFY(game.session()->play(json(R"({"type": "dock", "facility": "lunar-mine", "ships": ["red-1", "red-2"]})")));
        game.session()->undo();
        QVERIFY(game.session()->play(json(R"({"type": "dock", "facility": "lunar-mine", "ships": ["red-1"]})")));
        game.files()->waitForAutosave();
        // As if the last three writes of autosave.json had not landed.
        QVERIFY(writeFile(autosave, afterTheRoll));

        GameController again;
        again.files()->setDataDir(dir.path());
        QCOMPARE(again.files()->autosaveInfo().toMap().value(QStringLiteral("actions")).toInt(), 4);
        QVERIFY(again.files()->resumeAutosave());
        QCOMPARE(again.session()->record().actions, game.session()->record().actions);
        QCOMPARE(again.session()->state(), game.session()->state());

        // A line cut short by the end of the process is a move that never happened; the rest still counts.
        again.files()->waitForAutosave();
        QFile journal(dir.filePath(QStringLiteral("autosave.journal")));
        QVERIFY(journal.open(QIODevice::Append));
        journal.write("{\"keep\": 4, \"append\": [{\"type\": \"end-");
        journal.close();
        GameController third;
        third.files()->setDataDir(dir.path());
        QVERIFY(third.files()->resumeAutosave());
        QCOMPARE(third.session()->actionCount(), 4);

        // A journal that cannot be read is said, with its line, not guessed at.
        QVERIFY(writeFile(journal.fileName(), "{\"format\": \"af-referee-record\", \"version\": 1, \"players\": [\n"));
        const QVariantMap info = third.files()->autosaveInfo().toMap();
        QCOMPARE(info.value(QStringLiteral("ok")).toBool(), false);
        QVERIFY2(info.value(QStringLiteral("error")).toString().contains(QStringLiteral("autosave.journal: line 1")),
                 qPrintable(info.value(QStringLiteral("error")).toString()));
        QString whyNot;
        QVERIFY(!third.files()->resumeAutosave(&whyNot));
        QCOMPARE(whyNot, info.value(QStringLiteral("error")).toString());
    }

    // The data folder changed in the middle of a game: the new folder gets the whole game, not only the moves after
    // the change (its journal alone, if autosave.json has not landed there yet, holds every move).
    void aDataFolderChangedMidGameHoldsTheWholeGame()
    {
        QTemporaryDir first, second;
        GameController game;
        game.files()->setDataDir(first.path());
        QCOMPARE(game.session()->newGame(twoPlayers()), QString());
        playAlicesFirstTurn(game);
        game.files()->waitForAutosave();
        game.files()->setDataDir(second.path());
        QVERIFY(game.session()->play(json(R"({"type": "roll", "values": [1, 2, 3]})")));
        game.files()->waitForAutosave();
        const auto actions = game.session()->record().actions;
        QCOMPARE(afapp::readAutosave(second.path()).record->actions, actions);
        // As if autosave.json had not landed in the new folder: the journal alone.
        QVERIFY(QFile::remove(second.filePath(QStringLiteral("autosave.json"))));
        const afapp::SavedGame journalOnly = afapp::readAutosave(second.path());
        QVERIFY2(journalOnly.error.isEmpty(), qPrintable(journalOnly.error));
        QVERIFY(journalOnly.record);
        QCOMPARE(journalOnly.record->actions, actions);
    }

    // A data folder that cannot be written (a regular file where a folder should be): the controller says so with
    // the system's reason, after every move, until an autosave succeeds again.
    void anAutosaveThatCannotBeWrittenIsReportedWithItsReason()
    {
        QTemporaryDir dir;
        QVERIFY(writeFile(dir.filePath(QStringLiteral("file")), "not a folder"));
        GameController game;
        QSignalSpy changed(game.files(), &GameFiles::autosaveErrorChanged);
        game.files()->setDataDir(dir.filePath(QStringLiteral("file/data")));
        QCOMPARE(game.session()->newGame(twoPlayers()), QString());
        game.files()->waitForAutosave();
        QVERIFY2(game.files()->autosaveError().contains(QStringLiteral("Not a directory")), qPrintable(game.files()->autosaveError()));
        QVERIFY2(game.files()->autosaveError().contains(dir.filePath(QStringLiteral("file/data"))),
                 qPrintable(game.files()->autosaveError()));
        QCOMPARE(changed.count(), 1);
        QVERIFY(game.session()->play(json(kDeal)));
        game.files()->waitForAutosave();
        QVERIFY(!game.files()->autosaveError().isEmpty());

        // A folder replaced by a file in the middle of a game.
        const QString data = dir.filePath(QStringLiteral("data"));
        game.files()->setDataDir(data);
        game.files()->retryAutosave();
        game.files()->waitForAutosave();
        QCOMPARE(game.files()->autosaveError(), QString());
        QVERIFY(game.session()->play(json(R"({"type": "roll", "values": [4, 4, 1]})")));
        game.files()->waitForAutosave();
        QVERIFY(QDir(data).removeRecursively());
        QVERIFY(writeFile(data, "in the way"));
        QVERIFY(game.session()->play(json(R"({"type": "dock", "facility": "solar-converter", "ships": ["red-3"]})")));
        game.files()->waitForAutosave();
        QVERIFY2(game.files()->autosaveError().contains(QStringLiteral("Not a directory")), qPrintable(game.files()->autosaveError()));
        // Put right: the next move saves the whole game again and the warning goes.
        QVERIFY(QFile::remove(data));
        QVERIFY(game.session()->play(json(R"({"type": "dock", "facility": "lunar-mine", "ships": ["red-1", "red-2"]})")));
        game.files()->waitForAutosave();
        QCOMPARE(game.files()->autosaveError(), QString());
        GameController again;
        again.files()->setDataDir(data);
        QVERIFY(again.files()->resumeAutosave());
        QCOMPARE(again.session()->record().actions, game.session()->record().actions);
    }

    // A write that fails half-way (here a file size limit, as a full disk would) gives the system's reason, not
    // "Writing canceled by application".
    void aWriteThatFailsGivesTheSystemsReason()
    {
        QTemporaryDir dir;
        GameController game;
        game.files()->setDataDir(dir.path());
        QCOMPARE(game.session()->newGame(twoPlayers()), QString());
        playAlicesFirstTurn(game);
        game.files()->waitForAutosave();
        QCOMPARE(game.files()->autosaveError(), QString());

        rlimit limit{};
        QCOMPARE(getrlimit(RLIMIT_FSIZE, &limit), 0);
        const rlimit saved = limit;
        const auto oldHandler = std::signal(SIGXFSZ, SIG_IGN); // EFBIG instead of the signal
        limit.rlim_cur = 200;
        QCOMPARE(setrlimit(RLIMIT_FSIZE, &limit), 0);
        game.files()->retryAutosave();
        game.files()->waitForAutosave();
        const QString whileLimited = game.files()->autosaveError();
        QCOMPARE(setrlimit(RLIMIT_FSIZE, &saved), 0);
        std::signal(SIGXFSZ, oldHandler);
        QVERIFY2(whileLimited.contains(QStringLiteral("File too large")), qPrintable(whileLimited));
        QVERIFY2(!whileLimited.contains(QStringLiteral("canceled")), qPrintable(whileLimited));
        // The files already there stay whole: never a cut-short autosave in place of a good one.
        GameController reader;
        reader.files()->setDataDir(dir.path());
        QCOMPARE(reader.files()->autosaveInfo().toMap().value(QStringLiteral("actions")).toInt(), 6);
        QVERIFY(game.session()->play(json(R"({"type": "roll", "values": [6, 6, 2]})")));
        game.files()->waitForAutosave();
        QCOMPARE(game.files()->autosaveError(), QString());
    }

    // Undo, redo and going to a log entry make the state again from a snapshot every few hundred actions: the
    // states are exactly those of a plain replay, on both sides of the snapshots.
    void undoAndRedoAcrossSnapshotsMatchAPlainReplay()
    {
        afrecord::GameRecord record;
        for (quint64 seed = 11; seed < 60 && record.actions.size() < 2 * GameSession::kSnapshotInterval + 10; ++seed)
            record = randomRecord(900, seed); // a game long enough to cross two snapshots
        QVERIFY(record.actions.size() >= 2 * GameSession::kSnapshotInterval + 10);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("long.json"));
        QVERIFY(writeFile(path, afrecord::recordToBytes(record)));
        GameController game;
        game.files()->setDataDir(QString());
        QVERIFY(game.files()->openFrom(path));
        const int total = game.session()->actionCount();
        QCOMPARE(total, static_cast<int>(record.actions.size()));
        QCOMPARE(game.session()->state(), plainReplay(record, total));

        const int k = static_cast<int>(GameSession::kSnapshotInterval);
        for (int target : {k + 1, k, k - 1, 2 * k + 3, 0, 5, total, 2 * k, 1}) {
            game.session()->goToHistory(target);
            QCOMPARE(game.session()->actionCount(), target);
            QCOMPARE(game.session()->state(), plainReplay(record, target));
        }
        // Step by step down across a snapshot, and up again.
        game.session()->goToHistory(k + 3);
        for (int i = 0; i < 6; ++i) {
            game.session()->undo();
            QCOMPARE(game.session()->state(), plainReplay(record, game.session()->actionCount()));
        }
        QCOMPARE(game.session()->actionCount(), k - 3);
        for (int i = 0; i < 6; ++i) {
            game.session()->redo();
            QCOMPARE(game.session()->state(), plainReplay(record, game.session()->actionCount()));
        }
        QCOMPARE(game.session()->actionCount(), k + 3);
        // A new move after undos across a snapshot: the old snapshot beyond it must not come back.
        int branchAt = k - 2;
        while (branchAt > 0 && plainReplay(record, branchAt).stage != Stage::Main)
            --branchAt;
        QVERIFY(branchAt > k / 2);
        game.session()->goToHistory(branchAt);
        afrecord::GameRecord branched = record;
        branched.actions.resize(static_cast<std::size_t>(branchAt));
        Rng rng(99);
        while (branched.actions.size() < static_cast<std::size_t>(k + 4)) { // past the snapshot point, other moves
            const GameState s = game.session()->state();
            const std::vector<Action> legal = legalActions(s);
            const std::optional<Action> next = s.stage == Stage::Main ? std::optional<Action>(legal.back())
                                                                      : sampleChance(s, rng);
            QVERIFY(next);
            QVERIFY(game.session()->play(afrecord::actionToJson(afrecord::Seats::of(s), *next)));
            branched.actions.push_back(*next);
        }
        QCOMPARE(game.session()->state(), plainReplay(branched, game.session()->actionCount()));
        game.session()->goToHistory(0);
        game.session()->goToHistory(game.log()->rowCount());
        QCOMPARE(game.session()->state(), plainReplay(branched, game.session()->actionCount()));
    }

    // Memory stays bounded: a long record keeps one state every kSnapshotInterval actions, not one per action.
    // AF_LONG_RECORD_ACTIONS=100000 gives the figures in README.md.
    void aLongRecordOpensQuicklyWithFewStates()
    {
        const std::size_t count = qEnvironmentVariableIntValue("AF_LONG_RECORD_ACTIONS") > 0
                                      ? std::size_t(qEnvironmentVariableIntValue("AF_LONG_RECORD_ACTIONS"))
                                      : 50000;
        const afrecord::GameRecord record = endlessRecord(count);
        QCOMPARE(record.actions.size(), count);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("endless.json"));
        QVERIFY(writeFile(path, afrecord::recordToBytes(record)));
        const qint64 residentBefore = residentKb();
        GameController game;
        game.files()->setDataDir(dir.path());
        QElapsedTimer timer;
        timer.start();
        QVERIFY(game.files()->openFrom(path));
        const qint64 openMs = timer.elapsed();
        const qint64 residentAfter = residentKb();
        QCOMPARE(game.session()->actionCount(), static_cast<int>(count));
        QCOMPARE(game.session()->storedStateCount(), count / GameSession::kSnapshotInterval + 2);
        game.session()->goToHistory(game.log()->rowCount() / 2);
        QCOMPARE(game.session()->state(), plainReplay(record, game.session()->actionCount()));
        game.files()->waitForAutosave();
        qInfo("opened a %zu-action record in %lld ms, %zu states held, resident memory +%lld kB", count, openMs,
              game.session()->storedStateCount(), residentAfter - residentBefore);
    }

    void savedGamesOpenAgainAndBadFilesKeepTheGame()
    {
        QTemporaryDir dir;
        GameController game;
        game.files()->setDataDir(QString());
        QCOMPARE(game.session()->newGame(twoPlayers()), QString());
        playAlicesFirstTurn(game);
        const QString path = dir.filePath(QStringLiteral("game.json"));
        QVERIFY(game.files()->saveTo(path));
        QVERIFY(!game.files()->modified());

        GameController other;
        other.files()->setDataDir(QString());
        QVERIFY(other.files()->openFrom(path));
        QCOMPARE(other.session()->state(), game.session()->state());

        // A broken file: the reader's message (path and problem), and the game stays as it was.
        const QString bad = dir.filePath(QStringLiteral("bad.json"));
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QByteArray bytes;
        {
            QFile good(path);
            QVERIFY(good.open(QIODevice::ReadOnly));
            bytes = good.readAll();
        }
        bytes.replace("\"lunar-mine\"", "\"moon-base\"");
        file.write(bytes);
        file.close();
        QSignalSpy errors(other.files(), &GameFiles::errorOccurred);
        QVERIFY(!other.files()->openFrom(bad));
        QCOMPARE(errors.size(), 1);
        const QString text = errors[0][1].toString();
        QVERIFY2(text.contains(QStringLiteral("bad.json")) && text.contains(QStringLiteral("moon-base")),
                 qPrintable(text));
        QCOMPARE(other.session()->state(), game.session()->state());
        QCOMPARE(other.files()->filePath(), path);

        // A record whose moves break the rules is refused as a whole.
        QByteArray illegal = bytes;
        illegal.replace("\"moon-base\"", "\"terraforming-station\"");
        QFile file2(bad);
        QVERIFY(file2.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file2.write(illegal);
        file2.close();
        QVERIFY(!other.files()->openFrom(bad));
        QVERIFY2(errors.last()[1].toString().contains(QStringLiteral("Move")), qPrintable(errors.last()[1].toString()));
        QCOMPARE(other.session()->state(), game.session()->state());
    }

    // The new-game page offers the three modules, each playable with no reason shown (a module the engine refused
    // would carry its reason); a factions game starts with the draft, which the factions model shows step by step, and then each
    // board is a facility with its owner, fee and port, asked about like any other.
    void aFactionGameDraftsItsBoards()
    {
        GameController game;
        game.files()->setDataDir(QString());
        const QVariantList modules = game.catalog().toMap().value(QStringLiteral("modules")).toList();
        QCOMPARE(modules.size(), 3);
        for (const QVariant &m : modules) {
            const QVariantMap module = m.toMap();
            QVERIFY(module.value(QStringLiteral("playable")).toBool());
            QVERIFY(module.value(QStringLiteral("reason")).toString().isEmpty());
            QVERIFY(!module.value(QStringLiteral("help")).toString().isEmpty());
        }

        QVariantMap setup = twoPlayers();
        setup[QStringLiteral("modules")] = QVariantList{QStringLiteral("factions")};
        QCOMPARE(game.session()->newGame(setup), QString());
        QCOMPARE(game.session()->stage(), QStringLiteral("board-draw"));
        QVERIFY(game.factions()->inPlay());
        QVariantMap draft = game.factions()->draft().toMap();
        QCOMPARE(draft.value(QStringLiteral("needed")).toInt(), 3);
        QCOMPARE(draft.value(QStringLiteral("pool")).toList().size(), af::kFactionCount - 1); // no Prophets
        QVERIFY(game.session()->play(QJsonDocument::fromJson(R"({"type": "draw-boards",
            "boards": ["corex-conglomerated", "xeno-explorations-inc", "sunrise-commune"]})").object()));
        draft = game.factions()->draft().toMap();
        QVERIFY(draft.value(QStringLiteral("picking")).toBool());
        QCOMPARE(draft.value(QStringLiteral("offered")).toList().size(), 3);
        QCOMPARE(draft.value(QStringLiteral("pickerName")).toString(), game.session()->playerName(1));
        // A board not offered is refused with the engine's reason.
        QVERIFY(!game.session()->play(QJsonObject{{QStringLiteral("type"), QStringLiteral("pick-board")},
                                                  {QStringLiteral("faction"), QStringLiteral("scavenger-fleet")}}));
        QCOMPARE(game.session()->message().toMap().value(QStringLiteral("kind")).toString(), QStringLiteral("refusal"));
        QVERIFY(game.session()->play(QJsonObject{{QStringLiteral("type"), QStringLiteral("pick-board")},
                                                 {QStringLiteral("faction"), QStringLiteral("corex-conglomerated")}}));
        QVERIFY(game.session()->play(QJsonObject{{QStringLiteral("type"), QStringLiteral("pick-board")},
                                                 {QStringLiteral("faction"), QStringLiteral("xeno-explorations-inc")}}));
        QCOMPARE(game.session()->stage(), QStringLiteral("deal"));
        const QVariantList boards = game.factions()->boards()->rows().toList();
        QCOMPARE(boards.size(), 2);
        QCOMPARE(boards[0].toMap().value(QStringLiteral("id")).toString(), QStringLiteral("xeno-explorations-inc"));
        QCOMPARE(boards[0].toMap().value(QStringLiteral("ownerSeat")).toInt(), 0);
        QVERIFY(boards[0].toMap().value(QStringLiteral("hasAbility")).toBool());
        QVERIFY(!boards[1].toMap().value(QStringLiteral("hasAbility")).toBool()); // Corex's owner rule is income
        QVERIFY(boards[1].toMap().value(QStringLiteral("feeText")).toString().contains(game.session()->playerName(1)));
        QCOMPARE(game.factions()->rev(), QStringLiteral("burroughs-desert"));
        // The log says what happened in the draft.
        QVERIFY(game.log()->rowCount() >= 3);

        QVERIFY(game.session()->play(json(kDeal)));
        QVERIFY(game.session()->play(QJsonDocument::fromJson(R"({"type": "roll", "values": [1, 2, 3]})").object()));
        // Each board is asked about like a facility: Ada (no fuel) cannot pay Corex's fee and cost, with the reason.
        const QVariantMap options = game.moves()->dockOptions({QStringLiteral("red-1")}).toMap();
        const QVariantMap corex = options.value(QStringLiteral("corex-conglomerated")).toMap();
        QVERIFY(options.contains(QStringLiteral("xeno-explorations-inc")));
        QVERIFY(!corex.value(QStringLiteral("available")).toBool());
        QVERIFY(!corex.value(QStringLiteral("text")).toString().isEmpty());
        QVERIFY(!game.factions()->boards()->rows().toList()[0].toMap().value(QStringLiteral("ability")).toMap()
                     .value(QStringLiteral("available")).toBool()); // Xeno's ability costs 1 fuel
    }

    // With the app's dice, "Draw the boards for me" draws players + 1 boards of the pool, the same for the same seed.
    void theAppDrawsTheDraftBoardsInDigitalMode()
    {
        QVariantMap setup = twoPlayers(QStringLiteral("digital"));
        setup[QStringLiteral("modules")] = QVariantList{QStringLiteral("factions")};
        QStringList drawn[2];
        for (QStringList &boards : drawn) {
            GameController game;
            game.files()->setDataDir(QString());
            QCOMPARE(game.session()->newGame(setup), QString());
            QCOMPARE(game.session()->stage(), QStringLiteral("board-draw"));
            QVERIFY(game.session()->playChance());
            QCOMPARE(game.session()->stage(), QStringLiteral("board-pick"));
            for (const QVariant &b : game.factions()->draft().toMap().value(QStringLiteral("offered")).toList())
                boards << b.toMap().value(QStringLiteral("id")).toString();
            QVERIFY(!boards.contains(QStringLiteral("prophets-of-the-artifact")));
        }
        QCOMPARE(drawn[0].size(), 3);
        QCOMPARE(drawn[0], drawn[1]);
    }

    // The position editor has no fields for faction boards: a position with modules is refused, not started
    // without them.
    void thePositionEditorRefusesModules()
    {
        GameController game;
        game.files()->setDataDir(QString());
        QVariantMap setup = twoPlayers();
        setup[QStringLiteral("modules")] = QVariantList{QStringLiteral("factions")};
        const QVariantMap started =
            game.editor()->startFromPosition(setup, QVariantMap{{QStringLiteral("current"), 0}}).toMap();
        QVERIFY(!started.value(QStringLiteral("ok")).toBool());
        QVERIFY(!started.value(QStringLiteral("what")).toString().isEmpty());
        QVERIFY(!game.session()->hasGame());
    }

    // A record with the factions module (here a random game made through the engine, boards drafted and turns
    // played) opens as it was played, and resumes as the autosave; a module the app has no screens for yet is
    // refused with a translated message that names it (and only it) and the command-line referee, and the game
    // shown stays as it was.
    void theThreeModulesOpenAndTheOuterBeltIsRefused()
    {
        QTemporaryDir dir;
        afrecord::GameRecord record = twoPlayerRecord();
        record.modules = moduleBit(Module::Factions);
        GameState state = record.start();
        QCOMPARE(state.stage, Stage::BoardDraw);
        Rng rng(3);
        while (record.actions.size() < 40 && state.stage != Stage::GameOver) {
            const std::optional<Action> action = randomAction(state, rng);
            QVERIFY(action && !apply(state, *action));
            record.actions.push_back(*action);
        }
        QVERIFY(!afrecord::replay(record).refusal); // a good record, readable by the CLI
        const QString path = dir.filePath(QStringLiteral("factions.json"));
        QVERIFY(writeFile(path, afrecord::recordToBytes(record)));

        GameController game;
        game.files()->setDataDir(QString());
        QVERIFY(game.files()->openFrom(path));
        QCOMPARE(game.session()->state(), state);

        QVERIFY(writeFile(dir.filePath(QStringLiteral("autosave.json")), afrecord::recordToBytes(record)));
        GameController resumer;
        resumer.files()->setDataDir(dir.path());
        QCOMPARE(resumer.files()->autosaveInfo().toMap().value(QStringLiteral("ok")).toBool(), true);
        QString whyNot;
        QVERIFY2(resumer.files()->resumeAutosave(&whyNot), qPrintable(whyNot));
        QCOMPARE(resumer.session()->state(), state);

        // The outer belt, which the rules engine refuses and the app has no screens for, is named with the
        // command-line referee; the game is left as it was. Extra-tech is open: its record loads, its game starts.
        QString text;
        afrecord::GameRecord outerBelt = record;
        outerBelt.modules |= moduleBit(Module::OuterBelt);
        QVERIFY(!game.session()->loadRecord(outerBelt, &text));
        QVERIFY2(text.contains(QStringLiteral("(outer-belt)")) && text.contains(QStringLiteral("af-referee-cli")),
                 qPrintable(text));
        QCOMPARE(game.session()->state(), state);
        afrecord::GameRecord extraTech = record;
        extraTech.modules |= moduleBit(Module::ExtraTech);
        QVERIFY2(game.session()->loadRecord(extraTech, &text), qPrintable(text));
        QVERIFY(hasModule(game.session()->state().modules, Module::ExtraTech));
        QVariantMap setup = twoPlayers();
        setup[QStringLiteral("modules")] = QVariantList{QStringLiteral("factions"), QStringLiteral("extra-tech")};
        QCOMPARE(game.session()->newGame(setup), QString());
        QVERIFY(hasModule(game.session()->state().modules, Module::ExtraTech));
    }

    void digitalDiceRollAndRevealFromTheSeed()
    {
        GameController a, b;
        fresh(a, QStringLiteral("digital"));
        fresh(b, QStringLiteral("digital"));
        QVERIFY(a.session()->playChance()); // the deal
        QVERIFY(a.session()->playChance()); // Alice's roll
        QCOMPARE(a.session()->stage(), QStringLiteral("main"));
        QVERIFY(b.session()->playChance());
        QVERIFY(b.session()->playChance());
        QCOMPARE(a.session()->state(), b.session()->state()); // the seed decides
        QVERIFY(!a.session()->playChance());       // nothing to roll in the main stage
        QCOMPARE(a.session()->message().toMap().value(QStringLiteral("kind")).toString(), QStringLiteral("refusal"));
    }

    void cardsTurnedUpAreEnteredByTheTable()
    {
        GameController game;
        fresh(game);
        QVERIFY(game.session()->play(json(kDeal)));
        QVERIFY(game.session()->play(json(R"({"type": "roll", "values": [6, 5, 1]})")));
        QVERIFY(game.session()->play(json(R"({"type": "dock", "facility": "alien-artifact", "ships": ["red-1", "red-2"]})")));
        QVERIFY(game.session()->play(json(R"({"type": "cycle"})")));
        QCOMPARE(game.session()->stage(), QStringLiteral("reveal"));
        QCOMPARE(game.session()->chanceCount(), 3);
        // A card the pile no longer has is refused with the reason.
        QVERIFY(!game.session()->play(json(R"({"type": "reveal", "cards": ["stasis-beam", "stasis-beam", "alien-city"]})")));
        QVERIFY(game.session()->play(json(R"({"type": "reveal", "cards": ["alien-city", "polarity-device", "gravity-manipulator"]})")));
        QCOMPARE(game.session()->stage(), QStringLiteral("main"));
        QVERIFY(game.session()->play(json(R"({"type": "claim", "card": "alien-city"})")));
        QCOMPARE(game.session()->stage(), QStringLiteral("reveal"));
        QCOMPARE(game.session()->chanceCount(), 1);
        QVERIFY(game.session()->play(json(R"({"type": "reveal", "cards": ["resource-cache"]})")));
        QVERIFY(holds(game.session()->state(), 0, Card::AlienCity));
        QCOMPARE(game.players()->seats().toList()[0].toMap().value(QStringLiteral("score")).toMap().value(QStringLiteral("total")).toInt(), 1);
    }

    void digitalCardsAreTurnedUpWithTheMoveInOneUndoStep()
    {
        GameController game;
        fresh(game, QStringLiteral("digital"));
        QVERIFY(game.session()->playChance());
        // Whatever the seed rolled, dock everything at the Alien Artifact (4 ports, any values).
        QVERIFY(game.session()->playChance());
        QVERIFY(game.session()->play(json(R"({"type": "dock", "facility": "alien-artifact", "ships": ["red-1", "red-2", "red-3"]})")));
        const int moves = game.log()->rowCount();
        const int actions = game.session()->actionCount();
        QVERIFY(game.session()->play(json(R"({"type": "cycle"})")));
        QCOMPARE(game.session()->stage(), QStringLiteral("main")); // the three new cards are already on display
        QCOMPARE(game.session()->actionCount(), actions + 2);    // the cycle and its reveal...
        QCOMPARE(game.log()->rowCount(), moves + 1);  // ...in one log entry and one undo step
        game.session()->undo();
        QCOMPARE(game.session()->actionCount(), actions);
        QCOMPARE(game.session()->stage(), QStringLiteral("main"));
    }

    void theTemporalWarpersRerollIsEnteredLikeARoll()
    {
        GameController game;
        fresh(game);
        playAlicesFirstTurn(game);
        QVERIFY(game.session()->play(json(R"({"type": "roll", "values": [1, 2, 3]})")));
        QVERIFY(game.session()->play(json(R"({"type": "use-card", "card": "temporal-warper", "ships": ["blue-1"]})")));
        QCOMPARE(game.session()->stage(), QStringLiteral("reroll"));
        QCOMPARE(game.turn()->toRoll().toStringList(), QStringList{QStringLiteral("blue-1")});
        QVERIFY(game.session()->play(json(R"({"type": "reroll", "values": [6]})")));
        QCOMPARE(int(game.session()->state().ships[6].value), 6);
        QCOMPARE(int(game.session()->state().players[1].fuel), 0); // the Warper cost Bob his fuel
    }

    void aColonyOnCircle7LaunchesToTheTerritoryChosen()
    {
        GameController game;
        game.files()->setDataDir(QString());
        QVariantList ships;
        for (int k = 0; k < 6; ++k)
            ships << QVariantMap{{QStringLiteral("place"), k < 3 ? QStringLiteral("bay") : QStringLiteral("stock")}};
        const QVariantMap draft{
            {QStringLiteral("current"), 0},
            {QStringLiteral("players"),
             QVariantList{QVariantMap{{QStringLiteral("fuel"), 2}, {QStringLiteral("ore"), 2},
                                      {QStringLiteral("hubCircle"), 7}, {QStringLiteral("ships"), ships}},
                          QVariantMap{{QStringLiteral("fuel"), 1}, {QStringLiteral("ships"), ships}}}}};
        const QVariantMap started = game.editor()->startFromPosition(twoPlayers(), draft).toMap();
        QVERIFY2(started.value(QStringLiteral("ok")).toBool(), qPrintable(started.value(QStringLiteral("what")).toString()));
        QVERIFY(game.session()->play(json(R"({"type": "roll", "values": [1, 2, 3]})")));
        QVERIFY(game.turn()->actions().toMap().value(QStringLiteral("launch")).toMap().value(QStringLiteral("available")).toBool());
        // Launch needs only a territory; the engine says which are open (all eight here).
        const QVariantMap open = game.moves()->territoryOptions(json(R"({"type": "launch"})"), QStringLiteral("territory")).toMap();
        QCOMPARE(open.size(), 8);
        QVERIFY(game.session()->play(json(R"({"type": "launch", "territory": "heinlein-plains"})")));
        QCOMPARE(int(game.session()->state().colonies[idx(Territory::HeinleinPlains)][0]), 1);
        QCOMPARE(int(game.session()->state().players[0].hubCircle), 0);
        QVERIFY(!game.turn()->actions().toMap().value(QStringLiteral("launch")).toMap().value(QStringLiteral("available")).toBool());
        QVERIFY(!game.turn()->actions().toMap().value(QStringLiteral("launch")).toMap().value(QStringLiteral("text")).toString().isEmpty());
    }

    void positionEditorStartsFromAValidPositionOnly()
    {
        GameController game;
        game.files()->setDataDir(QString());
        QVariantMap draft{{QStringLiteral("current"), 1},
                          {QStringLiteral("turnNumber"), 9},
                          {QStringLiteral("display"), QVariantList{QStringLiteral("booster-pod"),
                                                                   QStringLiteral("stasis-beam"), QString()}}};
        QVariantList ships;
        for (int k = 0; k < 6; ++k)
            ships << QVariantMap{{QStringLiteral("place"), k < 3 ? QStringLiteral("docked") : QStringLiteral("stock")},
                                 {QStringLiteral("facility"), QStringLiteral("solar-converter")},
                                 {QStringLiteral("value"), k + 1}};
        draft[QStringLiteral("players")] = QVariantList{
            QVariantMap{{QStringLiteral("fuel"), 3}, {QStringLiteral("ore"), 1}, {QStringLiteral("ships"), ships},
                        {QStringLiteral("cards"), QVariantList{QStringLiteral("alien-city")}}},
            QVariantMap{{QStringLiteral("fuel"), 2}, {QStringLiteral("ore"), 2}, {QStringLiteral("ships"), ships}}};
        draft[QStringLiteral("colonies")] =
            QVariantMap{{QStringLiteral("lem-badlands"), QVariantList{2, 1}},
                        {QStringLiteral("burroughs-desert"), QVariantList{0, 1}}};
        const QVariantMap ok = game.editor()->startFromPosition(twoPlayers(), draft).toMap();
        QVERIFY2(ok.value(QStringLiteral("ok")).toBool(), qPrintable(ok.value(QStringLiteral("what")).toString()));
        QCOMPARE(game.session()->stage(), QStringLiteral("roll"));
        QCOMPARE(game.session()->currentSeat(), 1);
        QVERIFY(game.session()->record().position.has_value());
        QCOMPARE(score(game.session()->state(), 0).total(), 2 + 1 + 1); // colonies, Lem Badlands, Alien City
        QCOMPARE(int(game.session()->state().players[0].coloniesLeft), 6);
        QCOMPARE(game.turn()->toRoll().toStringList().size(), 3);
        // The editor reads back what it wrote.
        const QVariantMap back = game.editor()->currentDraft().toMap();
        QCOMPARE(back.value(QStringLiteral("current")).toInt(), 1);

        // Impossible: more of a card than the deck has.
        QVariantMap bad = draft;
        QVariantMap discard{{QStringLiteral("alien-city"), 1}};
        bad[QStringLiteral("discard")] = discard;
        GameController other;
        other.files()->setDataDir(QString());
        const QVariantMap refused = other.editor()->startFromPosition(twoPlayers(), bad).toMap();
        QCOMPARE(refused.value(QStringLiteral("ok")).toBool(), false);
        QCOMPARE(refused.value(QStringLiteral("where")).toString(), QStringLiteral("cards"));
        QVERIFY(!other.session()->hasGame());
    }

    // Edition X with 6 players: the position editor takes six seats and puts the Hub's colonies on free tracks; a
    // docking that launches at once from the shared Hub (every circle 7 taken, X-58) is open and asks a territory.
    void sixSeatsInTheEditorAndALaunchAtOnceFromTheSharedHub()
    {
        GameController game;
        game.files()->setDataDir(QString());
        QVariantList seats;
        for (const char *color : {"red", "blue", "green", "yellow", "purple", "white"})
            seats << QVariantMap{{QStringLiteral("name"), QString()}, {QStringLiteral("color"), QString::fromLatin1(color)}};
        const QVariantMap setup{{QStringLiteral("players"), seats},
                                {QStringLiteral("ruleset"), QStringLiteral("edition-x")},
                                {QStringLiteral("dice"), QStringLiteral("table")}};
        QVariantList ships;
        for (int k = 0; k < 6; ++k)
            ships << QVariantMap{{QStringLiteral("place"), k < 3 ? QStringLiteral("bay") : QStringLiteral("stock")}};
        QVariantList players;
        for (int p = 0; p < 6; ++p)
            players << QVariantMap{{QStringLiteral("fuel"), 1},
                                   {QStringLiteral("ore"), 1},
                                   {QStringLiteral("hubCircle"), p == 0 ? 6 : p <= 4 ? 7 : 0},
                                   {QStringLiteral("ships"), ships}};
        const QVariantMap draft{{QStringLiteral("current"), 0}, {QStringLiteral("turnNumber"), 40},
                                {QStringLiteral("players"), players}};
        const QVariantMap started = game.editor()->startFromPosition(setup, draft).toMap();
        QVERIFY2(started.value(QStringLiteral("ok")).toBool(), qPrintable(started.value(QStringLiteral("what")).toString()));
        QCOMPARE(int(game.session()->state().playerCount), 6);
        for (int p = 1; p <= 4; ++p)
            QCOMPARE(int(game.session()->state().players[p].hubTrack), p - 1);
        QCOMPARE(game.players()->seats().toList().value(5).toMap().value(QStringLiteral("color")).toString(), QStringLiteral("white"));
        QVERIFY(game.session()->play(json(R"({"type": "roll", "values": [2, 3, 4]})")));
        const QVariantMap hub = game.moves()->dockOptions({QStringLiteral("red-1")}).toMap().value(QStringLiteral("colonist-hub")).toMap();
        QVERIFY(hub.value(QStringLiteral("available")).toBool());
        const QVariantMap e = game.moves()->explain(json(R"({"type": "dock", "facility": "colonist-hub", "ships": ["red-1"]})")).toMap();
        QCOMPARE(e.value(QStringLiteral("reasonId")).toString(), QStringLiteral("territory-required"));
        QVERIFY(game.session()->play(json(R"({"type": "dock", "facility": "colonist-hub", "ships": ["red-1"], "territory": "lem-badlands"})")));
        QCOMPARE(int(game.session()->state().colonies[idx(Territory::LemBadlands)][0]), 1);
        QCOMPARE(int(game.session()->state().players[0].hubCircle), 0);
        // The next Hub ship starts a new colony on circle 1 (R-3).
        QVERIFY(game.session()->play(json(R"({"type": "dock", "facility": "colonist-hub", "ships": ["red-2"]})")));
        QCOMPARE(int(game.session()->state().players[0].hubCircle), 1);
    }

    void positionEditorGoesOnAfterTheRoll()
    {
        // Alice sits down mid-turn: a 4 on the Colonist Hub and a 5 and a 3 at the Alien Artifact docked this turn,
        // a 4 rolled and not placed yet; her Booster Pod already used.
        auto ship = [](const char *place, const char *facility = "", int value = 0) {
            return QVariantMap{{QStringLiteral("place"), QString::fromLatin1(place)},
                               {QStringLiteral("facility"), QString::fromLatin1(facility)},
                               {QStringLiteral("value"), value}};
        };
        const QVariantList alice{ship("docked", "colonist-hub", 4), ship("fleet", "", 4),
                                 ship("docked", "alien-artifact", 5), ship("docked", "alien-artifact", 3),
                                 ship("stock"), ship("stock")};
        const QVariantList bob{ship("bay"), ship("bay"), ship("docked", "solar-converter", 2), ship("stock"),
                               ship("stock"), ship("stock")};
        QVariantMap draft{
            {QStringLiteral("current"), 0},
            {QStringLiteral("turnNumber"), 5},
            {QStringLiteral("stage"), QStringLiteral("main")},
            {QStringLiteral("display"), QVariantList{QStringLiteral("stasis-beam"), QStringLiteral("plasma-cannon"), QString()}},
            {QStringLiteral("players"),
             QVariantList{QVariantMap{{QStringLiteral("fuel"), 3}, {QStringLiteral("ore"), 1}, {QStringLiteral("hubCircle"), 2},
                                      {QStringLiteral("cards"), QVariantList{QStringLiteral("booster-pod"), QStringLiteral("data-crystal")}},
                                      {QStringLiteral("ships"), alice}},
                          QVariantMap{{QStringLiteral("fuel"), 2}, {QStringLiteral("ships"), bob}}}},
            {QStringLiteral("turn"), QVariantMap{{QStringLiteral("cardsUsed"), QVariantList{QStringLiteral("booster-pod")}},
                                                 {QStringLiteral("artifactCycles"), 1}}}};
        GameController game;
        game.files()->setDataDir(QString());
        const QVariantMap ok = game.editor()->startFromPosition(twoPlayers(), draft).toMap();
        QVERIFY2(ok.value(QStringLiteral("ok")).toBool(), qPrintable(ok.value(QStringLiteral("what")).toString()));
        const GameState &s = game.session()->state();
        QCOMPARE(game.session()->stage(), QStringLiteral("main"));
        QCOMPARE(s.ships[1].place, Place::Fleet);
        QCOMPARE(int(s.ships[1].value), 4);
        QCOMPARE(s.ships[0].place, Place::Docked); // docked this turn: not gathered
        QCOMPARE(int(s.turn.hubShips), 1);
        QCOMPARE(int(s.turn.artifactTotal), 8);
        QCOMPARE(int(s.turn.artifactCycles), 1);
        QCOMPARE(s.turn.cardsUsed, cardBit(Card::BoosterPod));
        // 5 + 3 at the Artifact this turn: a claim is open; the Booster Pod is not, used already.
        const QVariantMap actions = game.turn()->actions().toMap();
        QVERIFY(actions.value(QStringLiteral("claim")).toMap().value(QStringLiteral("available")).toBool());
        QVERIFY(actions.value(QStringLiteral("cycle")).toMap().value(QStringLiteral("available")).toBool());
        QVERIFY(!game.session()->play(json(R"({"type": "use-card", "card": "booster-pod", "ship": "red-2"})")));
        // The 4 docks at the Hub as the turn's second ship there.
        QVERIFY(game.session()->play(json(R"({"type": "dock", "facility": "colonist-hub", "ships": ["red-2"]})")));
        QCOMPARE(int(game.session()->state().turn.hubShips), 2);
        QCOMPARE(int(game.session()->state().players[0].hubCircle), 3);

        // A card already claimed this turn: the total starts again (no claim on the same ships twice).
        QVariantMap claimed = draft;
        QVariantMap turn = claimed.value(QStringLiteral("turn")).toMap();
        turn[QStringLiteral("artifactClaimed")] = true;
        claimed[QStringLiteral("turn")] = turn;
        GameController again;
        again.files()->setDataDir(QString());
        QVERIFY(again.editor()->startFromPosition(twoPlayers(), claimed).toMap().value(QStringLiteral("ok")).toBool());
        QCOMPARE(int(again.session()->state().turn.artifactTotal), 0);
        QVERIFY(!again.turn()->actions().toMap().value(QStringLiteral("claim")).toMap().value(QStringLiteral("available")).toBool());

        // Impossible mid-turn positions are refused, the place named in words with the editor's tab and player.
        auto refusal = [&](const QVariantMap &bad) {
            GameController other;
            other.files()->setDataDir(QString());
            const QVariantMap r = other.editor()->startFromPosition(twoPlayers(), bad).toMap();
            if (other.session()->hasGame())
                qWarning("a bad position was accepted");
            return r;
        };
        QVariantMap bad = draft;
        QVariantList players = bad.value(QStringLiteral("players")).toList();
        QVariantMap first = players[0].toMap();
        QVariantList ships = alice;
        ships[1] = ship("fleet"); // rolled, but no value
        first[QStringLiteral("ships")] = ships;
        players[0] = first;
        bad[QStringLiteral("players")] = players;
        QVariantMap r = refusal(bad);
        QCOMPARE(r.value(QStringLiteral("ok")).toBool(), false);
        QCOMPARE(r.value(QStringLiteral("where")).toString(), QStringLiteral("players[0].ships"));
        QCOMPARE(r.value(QStringLiteral("place")).toString(), afapp::isolatedName(QStringLiteral("Alice")) + QStringLiteral(" — ships"));
        QCOMPARE(r.value(QStringLiteral("tab")).toInt(), 0);
        QCOMPARE(r.value(QStringLiteral("player")).toInt(), 0);
        QVERIFY(r.value(QStringLiteral("what")).toString().contains(QStringLiteral("rolled value")));

        // The Relic Ship rolled by Bob, who holds it but whose turn it is not.
        bad = draft;
        bad[QStringLiteral("colonies")] = QVariantMap{{QStringLiteral("burroughs-desert"), QVariantList{0, 1}}};
        bad[QStringLiteral("relic")] = QVariantMap{{QStringLiteral("holder"), 1}, {QStringLiteral("place"), QStringLiteral("fleet")},
                                                   {QStringLiteral("value"), 3}};
        r = refusal(bad);
        QCOMPARE(r.value(QStringLiteral("where")).toString(), QStringLiteral("relicShip"));
        QCOMPARE(r.value(QStringLiteral("place")).toString(), QStringLiteral("Relic Ship"));
        QCOMPARE(r.value(QStringLiteral("tab")).toInt(), 2);

        // The Data Crystal's fuel power used, but no territory named for the bonus it borrowed.
        bad = draft;
        bad[QStringLiteral("turn")] = QVariantMap{{QStringLiteral("cardsUsed"), QVariantList{QStringLiteral("data-crystal")}}};
        r = refusal(bad);
        QCOMPARE(r.value(QStringLiteral("place")).toString(), afapp::isolatedName(QStringLiteral("Alice")) + QStringLiteral(" — bonus borrowed with the Data Crystal"));
        QCOMPARE(r.value(QStringLiteral("player")).toInt(), 0);

        // Other parts of the editor, in words.
        bad = draft;
        bad[QStringLiteral("discard")] = QVariantMap{{QStringLiteral("stasis-beam"), 2}};
        r = refusal(bad);
        QCOMPARE(r.value(QStringLiteral("place")).toString(), QStringLiteral("Alien tech cards in hands, on display and in the discard pile"));
        bad = draft;
        bad[QStringLiteral("colonies")] = QVariantMap{{QStringLiteral("lem-badlands"), QVariantList{0, 5}},
                                                      {QStringLiteral("heinlein-plains"), QVariantList{0, 5}}};
        r = refusal(bad);
        QCOMPARE(r.value(QStringLiteral("place")).toString(), afapp::isolatedName(QStringLiteral("Bob")) + QStringLiteral(" — colonies"));
        QCOMPARE(r.value(QStringLiteral("tab")).toInt(), 1);
    }

    void currentDraftRoundTripsAGameInItsMainStage()
    {
        GameController game;
        fresh(game);
        QVERIFY(game.session()->play(json(kDeal)));
        QVERIFY(game.session()->play(json(R"({"type": "roll", "values": [4, 4, 1]})")));
        QVERIFY(game.session()->play(json(R"({"type": "dock", "facility": "solar-converter", "ships": ["red-3"]})")));
        QVERIFY(game.session()->play(json(R"({"type": "use-card", "card": "booster-pod", "ship": "red-1"})")));
        QVERIFY(game.session()->play(json(R"({"type": "dock", "facility": "lunar-mine", "ships": ["red-1"]})")));
        const QVariantMap draft = game.editor()->currentDraft().toMap();
        QCOMPARE(draft.value(QStringLiteral("stage")).toString(), QStringLiteral("main"));

        GameController other;
        other.files()->setDataDir(QString());
        const QVariantMap ok = other.editor()->startFromPosition(twoPlayers(), draft).toMap();
        QVERIFY2(ok.value(QStringLiteral("ok")).toBool(), qPrintable(ok.value(QStringLiteral("what")).toString()));
        const GameState &a = game.session()->state();
        const GameState &b = other.session()->state();
        QCOMPARE(b.stage, Stage::Main);
        QCOMPARE(b.turn, a.turn); // Booster Pod used, a ship at the Lunar Mine (Van Vogt would not apply now)
        QVERIFY(b.turn.lunarDocked);
        QVERIFY(b.players == a.players);
        QVERIFY(b.display == a.display);
        QCOMPARE(b.supplyFuel, a.supplyFuel);
        for (int i = 0; i < kShipCount; ++i) {
            QCOMPARE(b.ships[i].place, a.ships[i].place);
            QCOMPARE(int(b.ships[i].value), int(a.ships[i].value));
            if (a.ships[i].place == Place::Docked)
                QCOMPARE(b.ships[i].facility, a.ships[i].facility);
        }
        // ... and the draft it gives back is the same again.
        QCOMPARE(other.editor()->currentDraft().toMap(), draft);

        // Before the roll, the draft says so and the game goes on at the roll.
        QVERIFY(game.session()->play(json(R"({"type": "dock", "facility": "solar-converter", "ships": ["red-2"]})")));
        QVERIFY(game.session()->play(json(R"({"type": "end-turn"})")));
        QCOMPARE(game.editor()->currentDraft().toMap().value(QStringLiteral("stage")).toString(), QStringLiteral("roll"));
    }

    void aShipTakenWithTheHelmetKeepsItsUserInTheEditor()
    {
        // Alice takes Bob's 3 from the Lunar Mine with the Mind Control Helmet and docks it at the Colonist Hub:
        // it sits on her track, docked for her, until Bob's next turn.
        GameController game;
        fresh(game);
        QVERIFY(game.session()->play(json(R"({"type": "deal", "display": ["stasis-beam", "data-crystal", "plasma-cannon"],
                                   "hands": ["mind-control-helmet", "temporal-warper"]})")));
        QVERIFY(game.session()->play(json(R"({"type": "roll", "values": [6, 5, 1]})")));
        QVERIFY(game.session()->play(json(R"({"type": "dock", "facility": "solar-converter", "ships": ["red-1", "red-2", "red-3"]})")));
        QVERIFY(game.session()->play(json(R"({"type": "end-turn"})")));
        QVERIFY(game.session()->play(json(R"({"type": "roll", "values": [3, 1, 2]})")));
        QVERIFY(game.session()->play(json(R"({"type": "dock", "facility": "lunar-mine", "ships": ["blue-1"]})")));
        QVERIFY(game.session()->play(json(R"({"type": "dock", "facility": "solar-converter", "ships": ["blue-2", "blue-3"]})")));
        QVERIFY(game.session()->play(json(R"({"type": "end-turn"})")));
        QVERIFY(game.session()->play(json(R"({"type": "roll", "values": [2, 4, 6]})")));
        QVERIFY(game.session()->play(json(R"({"type": "use-card", "card": "mind-control-helmet", "ship": "blue-1",
                                   "dock": {"facility": "colonist-hub", "ships": []}})")));
        const GameState &a = game.session()->state();
        const int bob1 = firstShipOf(1);
        QCOMPARE(a.ships[bob1].facility, Facility::ColonistHub);
        QCOMPARE(int(a.ships[bob1].user), 0);
        QCOMPARE(int(a.players[0].hubCircle), 1);

        // The draft says whom Bob's ship is docked for, and only there.
        const QVariantMap draft = game.editor()->currentDraft().toMap();
        const QVariantList players = draft.value(QStringLiteral("players")).toList();
        const QVariantList bobShips = players[1].toMap().value(QStringLiteral("ships")).toList();
        QCOMPARE(bobShips[0].toMap().value(QStringLiteral("user")), QVariant(0));
        for (int p = 0; p < 2; ++p)
            for (int k = 0; k < 6; ++k)
                if (p != 1 || k != 0)
                    QVERIFY(!players[p].toMap().value(QStringLiteral("ships")).toList()[k].toMap().contains(QStringLiteral("user")));
        QVERIFY(!draft.value(QStringLiteral("relic")).toMap().contains(QStringLiteral("user")));

        // Started again from the draft: the same ships, users included, and the same turn.
        GameController other;
        other.files()->setDataDir(QString());
        const QVariantMap ok = other.editor()->startFromPosition(twoPlayers(), draft).toMap();
        QVERIFY2(ok.value(QStringLiteral("ok")).toBool(), qPrintable(ok.value(QStringLiteral("what")).toString()));
        const GameState &b = other.session()->state();
        for (int i = 0; i < kShipCount; ++i) {
            QCOMPARE(b.ships[i].place, a.ships[i].place);
            QCOMPARE(int(b.ships[i].value), int(a.ships[i].value));
            if (a.ships[i].place == Place::Docked) {
                QCOMPARE(b.ships[i].facility, a.ships[i].facility);
                QCOMPARE(int(b.ships[i].user), int(a.ships[i].user));
            }
        }
        QCOMPARE(b.turn, a.turn);
        QVERIFY(b.players == a.players);
        QCOMPARE(other.editor()->currentDraft().toMap(), draft);

        // Bob's 3 still counts on Alice's track: her Hub track has 2 ports left, not 3.
        QCOMPARE(freeSlots(b, Facility::ColonistHub, 0), 2);

        // A seat that is not in the game, or not a seat at all, is refused, the place said in words.
        auto withUser = [&](const QVariant &user) {
            QVariantMap bad = draft;
            QVariantList ps = bad.value(QStringLiteral("players")).toList();
            QVariantMap bob = ps[1].toMap();
            QVariantList ships = bob.value(QStringLiteral("ships")).toList();
            QVariantMap ship = ships[0].toMap();
            ship[QStringLiteral("user")] = user;
            ships[0] = ship;
            bob[QStringLiteral("ships")] = ships;
            ps[1] = bob;
            bad[QStringLiteral("players")] = ps;
            return bad;
        };
        for (const QVariant &user : {QVariant(2), QVariant(-1), QVariant(258), QVariant(QStringLiteral("Alice"))}) {
            GameController refused;
            refused.files()->setDataDir(QString());
            const QVariantMap r = refused.editor()->startFromPosition(twoPlayers(), withUser(user)).toMap();
            QCOMPARE(r.value(QStringLiteral("ok")).toBool(), false);
            QCOMPARE(r.value(QStringLiteral("where")).toString(), QStringLiteral("players[1].ships"));
            QCOMPARE(r.value(QStringLiteral("place")).toString(), afapp::isolatedName(QStringLiteral("Bob")) + QStringLiteral(" — ships"));
            QCOMPARE(r.value(QStringLiteral("tab")).toInt(), 0);
            QCOMPARE(r.value(QStringLiteral("player")).toInt(), 1);
            QCOMPARE(r.value(QStringLiteral("what")).toString(),
                     QStringLiteral("a docked ship must name the player it was docked for."));
            QVERIFY(!refused.session()->hasGame());
        }
        // Docked for Bob himself: as with no user (on Bob's Hub track, Alice's Helmet used on nothing seen).
        GameController own;
        own.files()->setDataDir(QString());
        const QVariantMap ownOk = own.editor()->startFromPosition(twoPlayers(), withUser(1)).toMap();
        QVERIFY2(ownOk.value(QStringLiteral("ok")).toBool(), qPrintable(ownOk.value(QStringLiteral("what")).toString()));
        QCOMPARE(int(own.session()->state().ships[bob1].user), 1);
        QVERIFY(!own.editor()->currentDraft().toMap().value(QStringLiteral("players")).toList()[1].toMap()
                     .value(QStringLiteral("ships")).toList()[0].toMap().contains(QStringLiteral("user")));

        // Before Alice's roll nothing is docked for her yet.
        QVariantMap beforeRoll = draft;
        beforeRoll[QStringLiteral("stage")] = QStringLiteral("roll");
        GameController early;
        early.files()->setDataDir(QString());
        const QVariantMap r = early.editor()->startFromPosition(twoPlayers(), beforeRoll).toMap();
        QCOMPARE(r.value(QStringLiteral("place")).toString(), afapp::isolatedName(QStringLiteral("Bob")) + QStringLiteral(" — ships"));
        QCOMPARE(r.value(QStringLiteral("what")).toString(),
                 QStringLiteral("before the roll, no ship is docked for the active player yet."));
    }
};

QTEST_MAIN(TestController)
#include "tst_controller.moc"
