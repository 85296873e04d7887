// The expansion modules in records and positions: the "modules" key (absent = the base game, unknown or unsupported
// modules refused with their JSON path), faction actions and faction data written and read back, malformed faction
// data refused with its path.
#include "record/faction_json.h"
#include "record/record.h"
#include "record/summary.h"

#include "chance.h"
#include "engine.h"
#include "playout.h"
#include "modules/extension.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace afrecord;

namespace {

QByteArray bytes(const QJsonObject &o) { return QJsonDocument(o).toJson(QJsonDocument::Compact); }

QJsonObject minimalRecord()
{
    return QJsonObject{{QStringLiteral("format"), QStringLiteral("af-referee-record")},
                       {QStringLiteral("version"), 1},
                       {QStringLiteral("ruleset"), QStringLiteral("2013")},
                       {QStringLiteral("players"),
                        QJsonArray{QJsonObject{{QStringLiteral("color"), QStringLiteral("red")}},
                                   QJsonObject{{QStringLiteral("color"), QStringLiteral("blue")}}}},
                       {QStringLiteral("actions"), QJsonArray{}}};
}

QString errorPath(const std::variant<GameRecord, ReadError> &read)
{
    const auto *e = std::get_if<ReadError>(&read);
    return e ? e->path : QStringLiteral("(read)");
}

// Every action and every state of a seeded random factions game (random boards drafted).
struct FactionGame {
    std::vector<af::Action> actions;
    std::vector<af::GameState> states; // states[i] is the state before actions[i]
};

FactionGame playFactionGame(int players, uint64_t seed)
{
    af::GameOptions o;
    const af::Color colors[] = {af::Color::Red, af::Color::Blue, af::Color::Green, af::Color::Yellow};
    for (int i = 0; i < players; ++i)
        o.colors.push_back(colors[i]);
    o.modules = af::moduleBit(af::Module::Factions);
    af::GameState s = af::newGame(o);
    af::Rng rng(seed);
    FactionGame game;
    while (s.stage != af::Stage::GameOver && game.actions.size() < 20000) {
        const auto action = af::randomAction(s, rng);
        game.states.push_back(s);
        game.actions.push_back(*action);
        if (af::apply(s, *action))
            qFatal("random faction game produced a refused action");
    }
    return game;
}

} // namespace

class TestFactionRecords : public QObject
{
    Q_OBJECT

private slots:
    void recordWithoutModulesReadsAsToday()
    {
        const auto read = readRecord(bytes(minimalRecord()));
        QVERIFY(std::holds_alternative<GameRecord>(read));
        QCOMPARE(std::get<GameRecord>(read).modules, af::ModuleSet{0});
        QVERIFY(!recordToJson(std::get<GameRecord>(read)).contains(QStringLiteral("modules")));
    }

    void modulesAreRefusedWithTheirPath_data()
    {
        QTest::addColumn<QJsonArray>("modules");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("text");
        QTest::newRow("unknown") << QJsonArray{QStringLiteral("pirates")} << QStringLiteral("$.modules[0]")
                                 << QStringLiteral("pirates");
        QTest::newRow("twice") << QJsonArray{QStringLiteral("agendas"), QStringLiteral("agendas")}
                               << QStringLiteral("$.modules[1]") << QStringLiteral("twice");
        QTest::newRow("not a string") << QJsonArray{3} << QStringLiteral("$.modules[0]") << QStringLiteral("string");
        // Agendas and extra-tech are open to users (tst_agenda_records, tst_tech_records).
        QTest::newRow("outer belt") << QJsonArray{QStringLiteral("outer-belt")} << QStringLiteral("$.modules")
                                    << QStringLiteral("not supported");
    }

    void modulesAreRefusedWithTheirPath()
    {
        QFETCH(QJsonArray, modules);
        QFETCH(QString, path);
        QFETCH(QString, text);
        QJsonObject o = minimalRecord();
        o[QStringLiteral("modules")] = modules;
        const auto read = readRecord(bytes(o));
        QCOMPARE(errorPath(read), path);
        QVERIFY(std::get<ReadError>(read).message.contains(text));
    }

    // Every board of the pool is written: records with the factions module are open to users, and a whole random
    // game (every board may be drawn) is written, read back and replayed to the same end.
    void factionRecordsAreOpenToUsers()
    {
        QCOMPARE(QString::fromStdString(af::detail::missingFactions()), QString());
        QJsonObject o = minimalRecord();
        o[QStringLiteral("modules")] = QJsonArray{QStringLiteral("factions")};
        const auto read = readRecord(bytes(o));
        QVERIFY2(std::holds_alternative<GameRecord>(read), qPrintable(errorPath(read)));
        QCOMPARE(std::get<GameRecord>(read).start().stage, af::Stage::BoardDraw);
        for (uint64_t seed = 21; seed <= 23; ++seed) {
            const FactionGame game = playFactionGame(2 + static_cast<int>(seed % 3), seed);
            GameRecord record;
            record.modules = af::moduleBit(af::Module::Factions);
            for (int p = 0; p < game.states[0].playerCount; ++p)
                record.players.append({QString(), game.states[0].players[p].color});
            record.actions = game.actions;
            const auto back = readRecord(recordToBytes(record));
            QVERIFY2(std::holds_alternative<GameRecord>(back), qPrintable(errorPath(back)));
            const ReplayResult replayed = replay(std::get<GameRecord>(back));
            QVERIFY(!replayed.refusal);
            af::GameState end = game.states.back();
            QVERIFY(!af::apply(end, game.actions.back()));
            QVERIFY(replayed.state == end);
        }
    }

    // The Brethren Ship and the ships it hijacked are part of a position: every state of random games
    // with the Brethren of the Stars drafted is written and read back unchanged.
    void brethrenShipAndHijackedShipsRoundTripInPositions()
    {
        int statesWithBrethren = 0, raiders = 0, hijacks = 0;
        for (uint64_t seed = 1; seed <= 40 && hijacks < 3; ++seed) {
            const FactionGame game = playFactionGame(2 + static_cast<int>(seed % 3), seed);
            for (std::size_t i = 0; i < game.states.size(); ++i) {
                const af::GameState &s = game.states[i];
                if (s.ships[af::kBrethrenShip].place == af::Place::OutOfGame)
                    continue; // the Brethren board was not drafted (or not yet)
                const bool interesting = s.borrowedShips != 0 || s.factions.brethrenRaider;
                if (i % 9 != 0 && !interesting)
                    continue;
                JsonReader r;
                const auto back = positionFromJson(r, positionToJson(s), QStringLiteral("$"));
                QVERIFY2(r.ok() && back, qPrintable(r.error() ? r.error()->toString() : QString()));
                QVERIFY(*back == s);
                ++statesWithBrethren;
                raiders += s.factions.brethrenRaider;
                hijacks += s.borrowedShips != 0;
            }
        }
        QVERIFY(statesWithBrethren > 20);
        QVERIFY(raiders > 0);
        QVERIFY(hijacks > 0);
    }

    // Borrowed ships have their own key, "borrowedShips", whatever modules are on; a position written before
    // it, with the hijacked ships under "factions.hijacked", still reads; a bad ship or an impossible borrowing is
    // refused at its path.
    void borrowedShipsKeyAndTheOldHijackedKey()
    {
        std::optional<af::GameState> found;
        for (uint64_t seed = 1; seed <= 40 && !found; ++seed) {
            const FactionGame game = playFactionGame(2 + static_cast<int>(seed % 3), seed);
            for (const af::GameState &s : game.states)
                if (s.borrowedShips != 0 && s.stage == af::Stage::Main) {
                    found = s;
                    break;
                }
        }
        QVERIFY(found);
        const af::GameState &s = *found;
        const QJsonObject written = positionToJson(s);
        QVERIFY(written.contains(QStringLiteral("borrowedShips")));
        QVERIFY(!written.value(QStringLiteral("factions")).toObject().contains(QStringLiteral("hijacked")));
        // The old key.
        QJsonObject old = written;
        QJsonObject factions = old.value(QStringLiteral("factions")).toObject();
        factions[QStringLiteral("hijacked")] = old.take(QStringLiteral("borrowedShips"));
        old[QStringLiteral("factions")] = factions;
        JsonReader r;
        const auto back = positionFromJson(r, old, QStringLiteral("$"));
        QVERIFY2(r.ok() && back, qPrintable(r.error() ? r.error()->toString() : QString()));
        QVERIFY(*back == s);
        // Not a ship.
        QJsonObject bad = written;
        bad[QStringLiteral("borrowedShips")] = QJsonArray{QStringLiteral("red-9")};
        JsonReader r2;
        QVERIFY(!positionFromJson(r2, bad, QStringLiteral("$")));
        QCOMPARE(r2.error()->path, QStringLiteral("$.borrowedShips[0]"));
        // The Brethren Ship is nobody's to lend: an impossible position, named by its path.
        QJsonObject own = written;
        QJsonArray withBrethren = written.value(QStringLiteral("borrowedShips")).toArray();
        withBrethren.append(Seats::of(s).ship(af::kBrethrenShip));
        own[QStringLiteral("borrowedShips")] = withBrethren;
        JsonReader r3;
        QVERIFY(!positionFromJson(r3, own, QStringLiteral("$")));
        QVERIFY2(r3.error()->path == QStringLiteral("$.borrowedShips"), qPrintable(r3.error()->toString()));
    }

    // A Brethren Ship without its board, or one claiming a value, is an impossible position named by its path.
    void brethrenShipWithoutItsBoardIsRefused()
    {
        const FactionGame game = playFactionGame(2, 3);
        QJsonObject position = positionToJson(game.states.back());
        position[QStringLiteral("brethrenShip")] = QJsonObject{{QStringLiteral("place"), QStringLiteral("docked")},
                                                               {QStringLiteral("facility"), QStringLiteral("lunar-mine")},
                                                               {QStringLiteral("value"), 4},
                                                               {QStringLiteral("dockedFor"), QStringLiteral("red")}};
        JsonReader r;
        QVERIFY(!positionFromJson(r, position, QStringLiteral("$")));
        QCOMPARE(r.error()->path, QStringLiteral("$.brethrenShip"));
        QJsonObject base = position;
        base.remove(QStringLiteral("modules"));
        base.remove(QStringLiteral("factions"));
        JsonReader r2;
        QVERIFY(!positionFromJson(r2, base, QStringLiteral("$")));
    }

    // Fees are never written (the engine charges them, X-3): a fee in a file, at a board docking or in the faction
    // data, is an unknown key refused at its path.
    void aFeeWrittenInAFileIsRefused()
    {
        QJsonObject o = minimalRecord();
        o[QStringLiteral("modules")] = QJsonArray{QStringLiteral("factions")};
        o[QStringLiteral("actions")] = QJsonArray{
            QJsonObject{{QStringLiteral("type"), QStringLiteral("draw-boards")},
                        {QStringLiteral("boards"), QJsonArray{QStringLiteral("corex-conglomerated"),
                                                              QStringLiteral("sunrise-commune"),
                                                              QStringLiteral("terran-exchange")}}},
            QJsonObject{{QStringLiteral("type"), QStringLiteral("pick-board")},
                        {QStringLiteral("faction"), QStringLiteral("corex-conglomerated")}},
            QJsonObject{{QStringLiteral("type"), QStringLiteral("pick-board")},
                        {QStringLiteral("faction"), QStringLiteral("corex-conglomerated")}},
        };
        // A board picked twice: the engine refuses the third action.
        const auto twice = readRecord(bytes(o));
        QVERIFY(std::holds_alternative<GameRecord>(twice));
        QVERIFY(replay(std::get<GameRecord>(twice)).refusal);
        QJsonArray actions = o[QStringLiteral("actions")].toArray();
        actions[1] = QJsonObject{{QStringLiteral("type"), QStringLiteral("dock")},
                                 {QStringLiteral("facility"), QStringLiteral("corex-conglomerated")},
                                 {QStringLiteral("ships"), QJsonArray{QStringLiteral("red-1")}},
                                 {QStringLiteral("fee"), QJsonObject{{QStringLiteral("player"), QStringLiteral("blue")},
                                                                     {QStringLiteral("fuel"), 1}}}};
        o[QStringLiteral("actions")] = actions;
        QCOMPARE(errorPath(readRecord(bytes(o))), QStringLiteral("$.actions[1].fee"));
    }

    void factionActionsRoundTrip()
    {
        int factionActions = 0;
        for (uint64_t seed = 1; seed <= 4; ++seed) {
            const FactionGame game = playFactionGame(2 + static_cast<int>(seed % 3), seed);
            for (std::size_t i = 0; i < game.actions.size(); ++i) {
                const af::Action &a = game.actions[i];
                const Seats seats = Seats::of(game.states[i]);
                const QJsonObject json = actionToJson(seats, a);
                JsonReader r;
                const auto back = actionFromJson(r, seats, json, QStringLiteral("$.actions[0]"));
                QVERIFY2(r.ok(), qPrintable(r.error() ? r.error()->toString() : QString()));
                QVERIFY2(back && *back == a, qPrintable(QString::fromUtf8(QJsonDocument(json).toJson())));
                const auto *d = std::get_if<af::Dock>(&a);
                factionActions += std::holds_alternative<af::UseFaction>(a) ||
                                  std::holds_alternative<af::PickBoard>(a) ||
                                  std::holds_alternative<af::DrawBoards>(a) ||
                                  (d && !(d->faction == af::FactionArgs{}));
            }
        }
        QVERIFY(factionActions > 20);
    }

    void factionDataRoundTrips()
    {
        const FactionGame game = playFactionGame(4, 11);
        for (std::size_t i = 0; i < game.states.size(); i += 7) {
            const af::GameState &s = game.states[i];
            const Seats seats = Seats::of(s);
            const QJsonObject json = factionsToJson(seats, s);
            af::GameState back = s;
            back.factions = af::FactionState{};
            JsonReader r;
            factionsFromJson(r, seats, json, QStringLiteral("$.factions"), back);
            QVERIFY2(r.ok(), qPrintable(r.error() ? r.error()->toString() : QString()));
            QVERIFY(back.factions == s.factions);
        }
    }

    void malformedFactionDataNamesItsPath_data()
    {
        QTest::addColumn<QJsonObject>("factions");
        QTest::addColumn<QString>("path");
        QTest::newRow("unknown faction") << QJsonObject{{QStringLiteral("boards"),
                                                         QJsonObject{{QStringLiteral("red"), QStringLiteral("sky-pirates")}}}}
                                         << QStringLiteral("$.factions.boards.red");
        QTest::newRow("a board twice")
            << QJsonObject{{QStringLiteral("boards"), QJsonObject{{QStringLiteral("red"), QStringLiteral("sunrise-commune")},
                                                                 {QStringLiteral("blue"), QStringLiteral("sunrise-commune")}}}}
            << QStringLiteral("$.factions.boards.red");
        QTest::newRow("a board to a seat not in the game")
            << QJsonObject{{QStringLiteral("boards"), QJsonObject{{QStringLiteral("white"), QStringLiteral("sunrise-commune")}}}}
            << QStringLiteral("$.factions.boards.white");
        QTest::newRow("offered and taken")
            << QJsonObject{{QStringLiteral("boards"), QJsonObject{{QStringLiteral("red"), QStringLiteral("terran-exchange")}}},
                           {QStringLiteral("offered"), QJsonArray{QStringLiteral("terran-exchange")}}}
            << QStringLiteral("$.factions.offered[0]");
        QTest::newRow("unknown key") << QJsonObject{{QStringLiteral("fees"), 1}} << QStringLiteral("$.factions.fees");
        QTest::newRow("REV nowhere") << QJsonObject{{QStringLiteral("rev"), QStringLiteral("mars")}}
                                     << QStringLiteral("$.factions.rev");
    }

    void malformedFactionDataNamesItsPath()
    {
        QFETCH(QJsonObject, factions);
        QFETCH(QString, path);
        af::GameState s;
        s.playerCount = 2;
        s.players[0].color = af::Color::Red;
        s.players[1].color = af::Color::Blue;
        JsonReader r;
        factionsFromJson(r, Seats::of(s), factions, QStringLiteral("$.factions"), s);
        QVERIFY(!r.ok());
        QCOMPARE(r.error()->path, path);
    }

    void summaryNamesEachPlayersFactionAndTheRev()
    {
        const FactionGame game = playFactionGame(3, 5);
        af::GameState s = game.states.back();
        GameRecord record;
        for (int p = 0; p < s.playerCount; ++p)
            record.players.append({QString(), s.players[p].color});
        const QJsonObject summary = summaryJson(record, s);
        const QJsonArray players = summary.value(QStringLiteral("players")).toArray();
        for (int p = 0; p < s.playerCount; ++p)
            QCOMPARE(players[p].toObject().value(QStringLiteral("faction")).toString(),
                     qstr(af::toId(static_cast<af::Faction>(s.factions.board[p]))));
        QCOMPARE(summary.contains(QStringLiteral("rev")), true);
        QCOMPARE(summary.value(QStringLiteral("rev")).isNull(), s.factions.rev < 0);
        // A base game's summary has neither key.
        af::GameState base = s;
        base.modules = 0;
        QVERIFY(!summaryJson(record, base).contains(QStringLiteral("rev")));
    }
};

QTEST_APPLESS_MAIN(TestFactionRecords)
#include "tst_faction_records.moc"
