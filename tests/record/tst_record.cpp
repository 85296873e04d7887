// Records and positions: write-then-read round trips, strict reading of bad files, replay.
#include "record/playername.h"
#include "record/record.h"
#include "record/summary.h"

#include "chance.h"
#include "engine.h"
#include "validate.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <future>
#include <sys/stat.h>
#include <unistd.h>

using namespace afrecord;

namespace {

// A seeded random game played to its end, recorded action by action.
GameRecord randomGame(int players, quint64 seed, af::Ruleset ruleset = af::Ruleset::R2013)
{
    GameRecord record;
    record.ruleset = ruleset;
    record.mode = DiceMode::Digital;
    record.seed = seed;
    const af::Color colors[] = {af::Color::Green, af::Color::Yellow, af::Color::Red,
                                af::Color::Blue,  af::Color::White,  af::Color::Purple};
    for (int i = 0; i < players; ++i)
        record.players.append({QStringLiteral("Player %1").arg(i + 1), colors[i]});
    af::GameState s = record.start();
    af::Rng policy(seed + 17);
    while (s.stage != af::Stage::GameOver) {
        auto action = digitalChance(record, s, record.actions.size());
        if (!action) {
            const auto legal = af::legalActions(s);
            action = legal[policy.below(static_cast<int>(legal.size()))];
        }
        if (af::apply(s, *action))
            qFatal("random game produced a refused action");
        record.actions.push_back(*action);
    }
    return record;
}

// An endless legal game: Ann and Bob dock their whole fleet at the Solar Converter (7 ports for two players) and end
// their turns returning the fuel beyond 8, `turns` times. The state after it goes to `end` when given.
GameRecord solarConverterGame(uint32_t turns, af::GameState *end = nullptr)
{
    GameRecord record;
    record.players = {{QStringLiteral("Ann"), af::Color::Red}, {QStringLiteral("Bob"), af::Color::Blue}};
    af::GameState s = record.start();
    const auto play = [&](const af::Action &a) {
        if (const auto refusal = af::apply(s, a))
            qFatal("the Solar Converter game was refused: %s", af::describe(*refusal, s).c_str());
        record.actions.push_back(a);
    };
    play(af::Deal{{af::Card::BoosterPod, af::Card::StasisBeam, af::Card::DataCrystal},
                  {af::Card::PlasmaCannon, af::Card::PolarityDevice}});
    for (uint32_t turn = 1; turn <= turns; ++turn) {
        if (s.turnNumber != turn)
            qFatal("turn %u is numbered %u", turn, unsigned(s.turnNumber));
        af::Roll roll;
        af::Dock dock{af::Facility::SolarConverter, {}, std::nullopt, {}};
        for (int ship = 0; ship < af::kShipCount; ++ship)
            if (s.ships[ship].place == af::Place::Fleet) {
                roll.values.push_back(static_cast<uint8_t>(1 + (turn + ship) % 6));
                dock.ships.push_back(static_cast<int8_t>(ship));
            }
        play(roll);
        play(dock);
        const af::PlayerState &p = s.players[s.current];
        const int excess = std::max(0, p.fuel + p.ore - af::kHandLimit);
        const int fuel = std::min<int>(excess, p.fuel);
        play(af::EndTurn{static_cast<int8_t>(fuel), static_cast<int8_t>(excess - fuel)});
    }
    if (end)
        *end = s;
    return record;
}

QJsonObject minimalRecord()
{
    return QJsonObject{{QStringLiteral("format"), QStringLiteral("af-referee-record")},
                       {QStringLiteral("version"), 1},
                       {QStringLiteral("ruleset"), QStringLiteral("2013")},
                       {QStringLiteral("players"),
                        QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("Ann")},
                                               {QStringLiteral("color"), QStringLiteral("red")}},
                                   QJsonObject{{QStringLiteral("name"), QStringLiteral("Bob")},
                                               {QStringLiteral("color"), QStringLiteral("blue")}}}},
                       {QStringLiteral("actions"), QJsonArray{}}};
}

QByteArray bytes(const QJsonObject &o) { return QJsonDocument(o).toJson(QJsonDocument::Compact); }

// A valid position in the middle of a game, as JSON.
QJsonObject midGamePosition()
{
    const GameRecord record = randomGame(3, 99);
    GameRecord partial = record;
    partial.actions.resize(record.actions.size() / 2);
    return positionToJson(replay(partial).state);
}

} // namespace

class TestRecord : public QObject
{
    Q_OBJECT

private slots:
    void recordRoundTrip_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("ruleset");
        QTest::newRow("2 players") << 2 << 0;
        QTest::newRow("3 players") << 3 << 0;
        QTest::newRow("4 players") << 4 << 0;
        QTest::newRow("4 players first edition") << 4 << 1;
        QTest::newRow("3 players edition-x") << 3 << 2;
        QTest::newRow("5 players edition-x") << 5 << 2;
        QTest::newRow("6 players edition-x") << 6 << 2;
    }
    void recordRoundTrip()
    {
        QFETCH(int, players);
        QFETCH(int, ruleset);
        const GameRecord record = randomGame(players, 1234 + players, static_cast<af::Ruleset>(ruleset));
        const QByteArray written = recordToBytes(record);
        const auto read = readRecord(written);
        QVERIFY2(std::holds_alternative<GameRecord>(read),
                 qPrintable(std::get_if<ReadError>(&read) ? std::get<ReadError>(read).toString() : QString()));
        const GameRecord &back = std::get<GameRecord>(read);
        QCOMPARE(back.players, record.players);
        QCOMPARE(back.seed, record.seed);
        QCOMPARE(back.actions.size(), record.actions.size());
        QVERIFY(back.actions == record.actions);
        QCOMPARE(recordToBytes(back), written);
        // Replaying the read record gives the same final state.
        QVERIFY(replay(back).state == replay(record).state);
    }

    void positionRoundTripAtEveryStep()
    {
        // Every state along whole games survives write-then-read unchanged (all stages, cards, fields, relic).
        int checked = 0;
        for (int players = 2; players <= 4; ++players) {
            const GameRecord record = randomGame(players, 77 + players);
            af::GameState s = record.start();
            for (const af::Action &a : record.actions) {
                af::apply(s, a);
                if (s.stage == af::Stage::Deal)
                    continue;
                JsonReader r;
                const auto back = positionFromJson(r, positionToJson(s), QStringLiteral("$"));
                QVERIFY2(r.ok(), qPrintable(r.error() ? r.error()->toString() : QString()));
                QVERIFY(*back == s);
                ++checked;
            }
        }
        QVERIFY(checked > 500);
    }

    void sixPlayerPositionsRoundTripWithTheirHubTracks()
    {
        // Edition X with 5 and 6 players: every state of whole games reads back, the freeform Hub's tracks included.
        int checked = 0;
        int onTracks = 0;
        for (int players = 5; players <= 6; ++players) {
            const GameRecord record = randomGame(players, 5600 + players, af::Ruleset::EditionX);
            af::GameState s = record.start();
            for (const af::Action &a : record.actions) {
                af::apply(s, a);
                if (s.stage == af::Stage::Deal)
                    continue;
                const QJsonObject json = positionToJson(s);
                JsonReader r;
                const auto back = positionFromJson(r, json, QStringLiteral("$"));
                QVERIFY2(r.ok(), qPrintable(r.error() ? r.error()->toString() : QString()));
                QVERIFY(*back == s);
                for (int p = 0; p < s.playerCount; ++p)
                    onTracks += s.players[p].hubCircle > 0 && s.players[p].hubTrack > 0;
                ++checked;
            }
        }
        QVERIFY(checked > 500);
        QVERIFY(onTracks > 0); // colonies on tracks B to D were written and read
    }

    // Ann (Red) and Bob (Blue) after the deal; Ann has rolled 3, 5 and 2.
    static af::GameState redHasRolled()
    {
        GameRecord record;
        record.players = {{QStringLiteral("Ann"), af::Color::Red}, {QStringLiteral("Bob"), af::Color::Blue}};
        af::GameState s = record.start();
        const bool dealt = !af::apply(s, af::Deal{{af::Card::BoosterPod, af::Card::StasisBeam, af::Card::DataCrystal},
                                                  {af::Card::PlasmaCannon, af::Card::PolarityDevice}});
        const bool rolled = dealt && !af::apply(s, af::Roll{{3, 5, 2}});
        return rolled ? s : af::GameState{};
    }

    void positionWithoutTurnCountsTheShipsDockedThisTurn()
    {
        // Red mid-turn with a ship at the Lunar Mine and one at the Colonist Hub; a file that leaves `turn` out (or
        // its counts) gets them from the board, and one that contradicts the board is refused.
        af::GameState s = redHasRolled();
        QVERIFY(!af::apply(s, af::Dock{af::Facility::LunarMine, {1}, std::nullopt, {}}));
        QVERIFY(!af::apply(s, af::Dock{af::Facility::ColonistHub, {2}, std::nullopt, {}}));
        QJsonObject position = positionToJson(s);
        QJsonObject turn = position.value(QStringLiteral("turn")).toObject();
        turn.remove(QStringLiteral("hubShips"));
        turn.remove(QStringLiteral("lunarDocked"));
        for (const QJsonObject &o : {position, [&] {
                 QJsonObject p = position;
                 p.remove(QStringLiteral("turn"));
                 return p;
             }()}) {
            QJsonObject withTurn = o;
            if (withTurn.contains(QStringLiteral("turn")))
                withTurn[QStringLiteral("turn")] = turn;
            JsonReader r;
            const auto back = positionFromJson(r, withTurn, QStringLiteral("$"));
            QVERIFY2(r.ok(), qPrintable(r.error() ? r.error()->toString() : QString()));
            QCOMPARE(int(back->turn.hubShips), 1);
            QVERIFY(back->turn.lunarDocked);
        }
        turn[QStringLiteral("lunarDocked")] = false;
        position[QStringLiteral("turn")] = turn;
        JsonReader r;
        QVERIFY(!positionFromJson(r, position, QStringLiteral("$")));
        QCOMPARE(r.error()->path, QStringLiteral("$.turn.lunarDocked"));
    }

    void positionWithMoreHubDockingsThanPortsRoundTrips()
    {
        // With the Orbital Teleporter a ship can leave the Colonist Hub and another dock there: a turn may count
        // more Hub dockings than a track has ports. What the engine holds, the file format must read back.
        af::GameState s = redHasRolled();
        QVERIFY(!af::apply(s, af::Dock{af::Facility::ColonistHub, {2}, std::nullopt, {}}));
        s.turn.hubShips = 4;
        QVERIFY(!af::validateState(s));
        JsonReader r;
        const auto back = positionFromJson(r, positionToJson(s), QStringLiteral("$"));
        QVERIFY2(r.ok(), qPrintable(r.error() ? r.error()->toString() : QString()));
        QCOMPARE(int(back->turn.hubShips), 4);
        QVERIFY(*back == s);
    }

    void countersGoPast16BitsAndThePositionReadsBack()
    {
        // More than 65,536 turns of an endless legal game: the turn number and the docking groups keep counting, and
        // the position reads back.
        constexpr uint32_t turns = 70000;
        af::GameState s;
        solarConverterGame(turns, &s);
        QCOMPARE(s.turnNumber, turns + 1);
        QCOMPARE(s.nextGroup, turns + 1); // one docking per turn
        const auto back = readPosition(QJsonDocument(positionToJson(s)).toJson());
        QVERIFY2(std::holds_alternative<af::GameState>(back),
                 qPrintable(std::get_if<ReadError>(&back) ? std::get<ReadError>(back).toString() : QString()));
        QVERIFY(std::get<af::GameState>(back) == s);
    }

    void recordsHoldAtMostTheDocumentedNumberOfActions()
    {
        GameRecord record = solarConverterGame((kMaxRecordActions - 1) / 3); // the deal and 3 actions a turn
        QCOMPARE(int(record.actions.size()), kMaxRecordActions);
        const auto read = readRecord(recordToBytes(record));
        QVERIFY2(std::holds_alternative<GameRecord>(read),
                 qPrintable(std::get_if<ReadError>(&read) ? std::get<ReadError>(read).toString() : QString()));
        QVERIFY(std::get<GameRecord>(read).actions == record.actions);
        record.actions.push_back(af::EndTurn{});
        const auto tooLong = readRecord(recordToBytes(record));
        QVERIFY(std::holds_alternative<ReadError>(tooLong));
        QCOMPARE(std::get<ReadError>(tooLong).path, QStringLiteral("$.actions"));
        QVERIFY2(std::get<ReadError>(tooLong).message.contains(QString::number(kMaxRecordActions)),
                 qPrintable(std::get<ReadError>(tooLong).message));
    }

    void positionReaderTakesTheCountersUpToTheEnginesLimits()
    {
        // The reader's limits are the engine's: a position at the limits reads back, one past them is refused.
        af::GameState s = redHasRolled();
        QVERIFY(!af::apply(s, af::Dock{af::Facility::LunarMine, {1}, std::nullopt, {}}));
        s.turnNumber = af::kMaxTurnNumber;
        s.ships[1].group = af::kMaxGroup - 1;
        s.nextGroup = af::kMaxGroup;
        const QJsonObject position = positionToJson(s);
        JsonReader r;
        const auto back = positionFromJson(r, position, QStringLiteral("$"));
        QVERIFY2(r.ok(), qPrintable(r.error() ? r.error()->toString() : QString()));
        QVERIFY(*back == s);
        for (const char *key : {"turnNumber", "nextGroup"}) {
            QJsonObject over = position;
            over[QLatin1String(key)] = over.value(QLatin1String(key)).toDouble() + 1;
            JsonReader tooFar;
            QVERIFY(!positionFromJson(tooFar, over, QStringLiteral("$")));
            QCOMPARE(tooFar.error()->path, QStringLiteral("$.") + QLatin1String(key));
        }
        // Docking with no number left renumbers the groups (red-2 has 1, red-1 takes 2). In a file, a docked ship
        // without its group gets the next number, and past the limit the reader renumbers the same way.
        QVERIFY(!af::apply(s, af::Dock{af::Facility::SolarConverter, {0}, std::nullopt, {}}));
        QCOMPARE(s.ships[1].group, 1u);
        QCOMPARE(s.ships[0].group, 2u);
        QJsonObject ungrouped = positionToJson(s);
        QJsonArray players = ungrouped.value(QStringLiteral("players")).toArray();
        QJsonObject red = players[0].toObject();
        QJsonArray ships = red.value(QStringLiteral("ships")).toArray();
        QJsonObject ship = ships[0].toObject();
        ship.remove(QStringLiteral("group"));
        ships[0] = ship;
        QJsonObject highest = ships[1].toObject();
        highest[QStringLiteral("group")] = double(af::kMaxGroup - 1);
        ships[1] = highest;
        red[QStringLiteral("ships")] = ships;
        players[0] = red;
        ungrouped[QStringLiteral("players")] = players;
        ungrouped[QStringLiteral("nextGroup")] = double(af::kMaxGroup);
        JsonReader renumbering;
        const auto renumbered = positionFromJson(renumbering, ungrouped, QStringLiteral("$"));
        QVERIFY2(renumbering.ok(), qPrintable(renumbering.error() ? renumbering.error()->toString() : QString()));
        QVERIFY(renumbered->ships[0].group != renumbered->ships[1].group);
        QVERIFY(renumbered->ships[0].group < renumbered->nextGroup && renumbered->ships[1].group < renumbered->nextGroup);
    }

    void recordStartingFromPosition()
    {
        QJsonObject o = minimalRecord();
        QJsonObject position = midGamePosition();
        const QJsonArray players = position.value(QStringLiteral("players")).toArray();
        QJsonArray infos;
        for (const QJsonValue &p : players)
            infos.append(QJsonObject{{QStringLiteral("name"), QString()},
                                     {QStringLiteral("color"), p.toObject().value(QStringLiteral("color"))}});
        o[QStringLiteral("players")] = infos;
        o[QStringLiteral("position")] = position;
        const auto read = readRecord(bytes(o));
        QVERIFY2(std::holds_alternative<GameRecord>(read), qPrintable(std::get_if<ReadError>(&read) ? std::get<ReadError>(read).toString() : QString()));
        const GameRecord &record = std::get<GameRecord>(read);
        QVERIFY(record.position.has_value());
        QCOMPARE(recordToBytes(std::get<GameRecord>(readRecord(recordToBytes(record)))), recordToBytes(record));
    }

    void badFiles_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("words");

        QTest::newRow("not JSON") << QByteArray("hello") << "$" << "not valid JSON";
        QByteArray truncated = bytes(minimalRecord());
        truncated.chop(10);
        QTest::newRow("truncated") << truncated << "$" << "truncated";
        QTest::newRow("empty") << QByteArray() << "$" << "not valid JSON";
        QTest::newRow("array at top") << QByteArray("[1,2]") << "$" << "expected a JSON object";

        QJsonObject o = minimalRecord();
        o[QStringLiteral("format")] = QStringLiteral("something-else");
        QTest::newRow("wrong format") << bytes(o) << "$.format" << "not an AF Referee file";
        o = minimalRecord();
        o[QStringLiteral("version")] = 2;
        QTest::newRow("newer version") << bytes(o) << "$.version" << "newer";
        o = minimalRecord();
        o[QStringLiteral("version")] = QStringLiteral("1");
        QTest::newRow("version as string") << bytes(o) << "$.version" << "expected a whole number";
        o = minimalRecord();
        o[QStringLiteral("ruleset")] = QStringLiteral("2014");
        QTest::newRow("unknown ruleset") << bytes(o) << "$.ruleset" << "unknown ruleset '2014'";
        o = minimalRecord();
        o[QStringLiteral("longGame")] = 1;
        QTest::newRow("bool as number") << bytes(o) << "$.longGame" << "expected true or false";
        o = minimalRecord();
        o[QStringLiteral("colour")] = QStringLiteral("x");
        QTest::newRow("unknown key") << bytes(o) << "$.colour" << "unknown key";
        o = minimalRecord();
        {
            QJsonArray players = o.value(QStringLiteral("players")).toArray();
            QJsonObject second = players[1].toObject();
            second[QStringLiteral("bot")] = QStringLiteral("yes");
            players[1] = second;
            o[QStringLiteral("players")] = players;
        }
        QTest::newRow("bot seat not a bool") << bytes(o) << "$.players[1].bot" << "expected true or false";
        o = minimalRecord();
        o[QStringLiteral("players")] = QJsonArray{QJsonObject{{QStringLiteral("color"), QStringLiteral("red")}}};
        QTest::newRow("one player") << bytes(o) << "$.players" << "2 to 4 players";
        // 5 and 6 players, and purple and white, are Edition X's (EXPANSIONS.md 1.5).
        o = minimalRecord();
        QJsonArray five;
        for (const char *c : {"red", "blue", "green", "yellow", "purple"})
            five.append(QJsonObject{{QStringLiteral("color"), QString::fromLatin1(c)}});
        o[QStringLiteral("players")] = five;
        QTest::newRow("5 players under 2013") << bytes(o) << "$.players" << "5 and 6 players need the Edition X rules";
        o[QStringLiteral("ruleset")] = QStringLiteral("edition-x");
        five.append(QJsonObject{{QStringLiteral("color"), QStringLiteral("white")}});
        five.append(QJsonObject{{QStringLiteral("color"), QStringLiteral("white")}});
        o[QStringLiteral("players")] = five;
        QTest::newRow("7 players") << bytes(o) << "$.players" << "2 to 6 players, not 7";
        o = minimalRecord();
        o[QStringLiteral("players")] = QJsonArray{QJsonObject{{QStringLiteral("color"), QStringLiteral("red")}},
                                                  QJsonObject{{QStringLiteral("color"), QStringLiteral("white")}}};
        QTest::newRow("white under 2013") << bytes(o) << "$.players" << "The colour white comes with Edition X"; 
        o = minimalRecord();
        o[QStringLiteral("players")] = QJsonArray{QJsonObject{{QStringLiteral("color"), QStringLiteral("red")}},
                                                  QJsonObject{{QStringLiteral("color"), QStringLiteral("pink")}}};
        QTest::newRow("unknown colour") << bytes(o) << "$.players[1].color" << "unknown colour 'pink'";
        o = minimalRecord();
        o[QStringLiteral("dice")] = QStringLiteral("digital");
        QTest::newRow("digital without seed") << bytes(o) << "$.seed" << "seed";

        auto withAction = [](const QJsonObject &action) {
            QJsonObject r = minimalRecord();
            r[QStringLiteral("actions")] = QJsonArray{action};
            return bytes(r);
        };
        QTest::newRow("action not an object") << [&] {
            QJsonObject r = minimalRecord();
            r[QStringLiteral("actions")] = QJsonArray{42};
            return bytes(r);
        }() << "$.actions[0]" << "expected an object";
        QTest::newRow("unknown action type")
            << withAction({{QStringLiteral("type"), QStringLiteral("teleport")}}) << "$.actions[0].type"
            << "unknown action type";
        QTest::newRow("die out of range")
            << withAction({{QStringLiteral("type"), QStringLiteral("roll")}, {QStringLiteral("values"), QJsonArray{3, 9}}})
            << "$.actions[0].values[1]" << "out of range";
        QTest::newRow("huge number")
            << withAction({{QStringLiteral("type"), QStringLiteral("roll")}, {QStringLiteral("values"), QJsonArray{1e300}}})
            << "$.actions[0].values[0]" << "out of range";
        QTest::newRow("die not whole")
            << withAction({{QStringLiteral("type"), QStringLiteral("roll")}, {QStringLiteral("values"), QJsonArray{3.5}}})
            << "$.actions[0].values[0]" << "whole number";
        QTest::newRow("unknown facility")
            << withAction({{QStringLiteral("type"), QStringLiteral("dock")},
                           {QStringLiteral("facility"), QStringLiteral("lunar-mines")},
                           {QStringLiteral("ships"), QJsonArray{QStringLiteral("red-1")}}})
            << "$.actions[0].facility" << "unknown facility 'lunar-mines'";
        QTest::newRow("unknown ship")
            << withAction({{QStringLiteral("type"), QStringLiteral("dock")},
                           {QStringLiteral("facility"), QStringLiteral("lunar-mine")},
                           {QStringLiteral("ships"), QJsonArray{QStringLiteral("red-7")}}})
            << "$.actions[0].ships[0]" << "unknown ship 'red-7'";
        QTest::newRow("ship of absent colour")
            << withAction({{QStringLiteral("type"), QStringLiteral("maintenance-bay")},
                           {QStringLiteral("ship"), QStringLiteral("green-1")}})
            << "$.actions[0].ship" << "unknown ship 'green-1'";
        QTest::newRow("unknown card")
            << withAction({{QStringLiteral("type"), QStringLiteral("claim")}, {QStringLiteral("card"), QStringLiteral("warp-drive")}})
            << "$.actions[0].card" << "unknown card 'warp-drive'";
        QTest::newRow("unknown territory")
            << withAction({{QStringLiteral("type"), QStringLiteral("launch")}, {QStringLiteral("territory"), QStringLiteral("mars")}})
            << "$.actions[0].territory" << "unknown territory 'mars'";
        // Both kinds together are the Smugglers' Alliance raid (X-20); neither is no raid at all.
        QTest::newRow("raid of neither kind")
            << withAction({{QStringLiteral("type"), QStringLiteral("dock")},
                           {QStringLiteral("facility"), QStringLiteral("raiders-outpost")},
                           {QStringLiteral("ships"), QJsonArray{}},
                           {QStringLiteral("raid"), QJsonObject{}}})
            << "$.actions[0].raid" << "either";
        QTest::newRow("raid from nobody")
            << withAction({{QStringLiteral("type"), QStringLiteral("dock")},
                           {QStringLiteral("facility"), QStringLiteral("raiders-outpost")},
                           {QStringLiteral("ships"), QJsonArray{}},
                           {QStringLiteral("raid"), QJsonObject{{QStringLiteral("resources"),
                                                                 QJsonArray{QJsonObject{{QStringLiteral("player"), QStringLiteral("green")},
                                                                                        {QStringLiteral("ore"), 2}}}}}}})
            << "$.actions[0].raid.resources[0].player" << "no player has the colour 'green'";
        QTest::newRow("end turn negative")
            << withAction({{QStringLiteral("type"), QStringLiteral("end-turn")}, {QStringLiteral("returnFuel"), -1}})
            << "$.actions[0].returnFuel" << "out of range";

        // Impossible positions.
        auto withPosition = [](const QJsonObject &position) {
            QJsonObject r = minimalRecord();
            QJsonArray infos;
            for (const QJsonValue &p : position.value(QStringLiteral("players")).toArray())
                infos.append(QJsonObject{{QStringLiteral("color"), p.toObject().value(QStringLiteral("color"))}});
            r[QStringLiteral("players")] = infos;
            r[QStringLiteral("ruleset")] = position.value(QStringLiteral("ruleset"));
            r[QStringLiteral("position")] = position;
            return bytes(r);
        };
        QJsonObject p = midGamePosition();
        QJsonObject territories = p.value(QStringLiteral("territories")).toObject();
        QJsonObject lem = territories.value(QStringLiteral("lem-badlands")).toObject();
        const QString firstColor =
            p.value(QStringLiteral("players")).toArray()[0].toObject().value(QStringLiteral("color")).toString();
        lem[firstColor] = lem.value(firstColor).toInt() + 3;
        territories[QStringLiteral("lem-badlands")] = lem;
        p[QStringLiteral("territories")] = territories;
        QTest::newRow("more colonies than exist") << withPosition(p) << "$.position.players[0].coloniesInHand"
                                                  << "impossible position";

        p = midGamePosition();
        QJsonArray players = p.value(QStringLiteral("players")).toArray();
        QJsonObject first = players[0].toObject();
        QJsonArray ships = first.value(QStringLiteral("ships")).toArray();
        ships.append(QJsonObject{{QStringLiteral("place"), QStringLiteral("stock")}});
        first[QStringLiteral("ships")] = ships;
        players[0] = first;
        p[QStringLiteral("players")] = players;
        QTest::newRow("7 ships of a colour") << withPosition(p) << "$.position.players[0].ships" << "7 ships";

        p = midGamePosition();
        p[QStringLiteral("current")] = QStringLiteral("purple");
        QTest::newRow("current player absent") << withPosition(p) << "$.position.current" << "purple";

        // The freeform Hub's track: only in a 5-6 player game, and there required for a colony on the Hub.
        p = midGamePosition();
        players = p.value(QStringLiteral("players")).toArray();
        first = players[0].toObject();
        first[QStringLiteral("hubTrack")] = 2;
        players[0] = first;
        p[QStringLiteral("players")] = players;
        QTest::newRow("hub track with 3 players") << withPosition(p) << "$.position.players[0].hubTrack"
                                                  << "5 or 6 player game";
        {
            const GameRecord six = randomGame(6, 5606, af::Ruleset::EditionX);
            GameRecord partial = six;
            af::GameState s = six.start();
            partial.actions.clear();
            for (const af::Action &a : six.actions) { // up to a state with a colony on the Hub
                af::apply(s, a);
                partial.actions.push_back(a);
                if (s.players[0].hubCircle > 0)
                    break;
            }
            p = positionToJson(replay(partial).state);
        }
        players = p.value(QStringLiteral("players")).toArray();
        first = players[0].toObject();
        QVERIFY(first.contains(QStringLiteral("hubTrack")));
        first[QStringLiteral("hubTrack")] = 5;
        players[0] = first;
        p[QStringLiteral("players")] = players;
        QTest::newRow("hub track 5") << withPosition(p) << "$.position.players[0].hubTrack" << "out of range";
        first.remove(QStringLiteral("hubTrack"));
        players[0] = first;
        p[QStringLiteral("players")] = players;
        QTest::newRow("hub track missing") << withPosition(p) << "$.position.players[0].hubTrack" << "missing";

        p = midGamePosition();
        QJsonObject fields = p.value(QStringLiteral("fields")).toObject();
        fields[QStringLiteral("isolation")] = QStringLiteral("olympus-mons");
        p[QStringLiteral("fields")] = fields;
        QTest::newRow("field on unknown territory") << withPosition(p) << "$.position.fields.isolation" << "unknown territory";

        p = midGamePosition();
        QJsonObject drawPile = p.value(QStringLiteral("drawPile")).toObject();
        drawPile[QStringLiteral("alien-city")] = 2;
        p[QStringLiteral("drawPile")] = drawPile;
        QTest::newRow("too many cards") << withPosition(p) << "$.position" << "impossible position";

        p = midGamePosition();
        players = p.value(QStringLiteral("players")).toArray();
        first = players[0].toObject();
        first[QStringLiteral("fuel")] = 31;
        players[0] = first;
        p[QStringLiteral("players")] = players;
        QTest::newRow("more fuel than exists") << withPosition(p) << "$.position.players[0].fuel" << "out of range";

        p = midGamePosition();
        players = p.value(QStringLiteral("players")).toArray();
        first = players[0].toObject();
        ships = first.value(QStringLiteral("ships")).toArray();
        ships[0] = QJsonObject{{QStringLiteral("place"), QStringLiteral("docked")},
                               {QStringLiteral("facility"), QStringLiteral("lunar-mine")},
                               {QStringLiteral("value"), 7}};
        first[QStringLiteral("ships")] = ships;
        players[0] = first;
        p[QStringLiteral("players")] = players;
        QTest::newRow("docked value 7") << withPosition(p) << "$.position.players[0].ships[0].value" << "out of range";
    }

    void duplicateKeysAreRefusedWithTheirPath_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QString>("path");
        const QByteArray record = bytes(minimalRecord());
        QByteArray name = record;
        name.replace(R"("name":"Bob")", R"("name":"Bob","name":"Eve")");
        QTest::newRow("player name") << name << "$.players[1].name";
        QByteArray top = record;
        top.replace(R"("ruleset":"2013")", R"("ruleset":"2013","ruleset":"first-edition")");
        QTest::newRow("top level") << top << "$.ruleset";
        QByteArray escaped = record;
        escaped.replace(R"("ruleset":"2013")", R"("ruleset":"2013","rul\u0065set":"2013")");
        QTest::newRow("same key spelled with an escape") << escaped << "$.ruleset";
        QByteArray action = record;
        action.replace(R"("actions":[])", R"("actions":[{"type":"roll","values":[1,2,3]},{"type":"end-turn","type":"trade"}])");
        QTest::newRow("in an action") << action << "$.actions[1].type";
        QByteArray position = QJsonDocument(midGamePosition()).toJson(QJsonDocument::Indented);
        const qsizetype at = position.indexOf(R"("current")");
        position.insert(at, R"("current": "red", )");
        QTest::newRow("position") << position << "$.current";
    }

    void duplicateKeysAreRefusedWithTheirPath()
    {
        QFETCH(QByteArray, input);
        QFETCH(QString, path);
        const auto errorOf = [](const auto &read) {
            return std::get_if<ReadError>(&read) ? std::optional<ReadError>(std::get<ReadError>(read)) : std::nullopt;
        };
        const std::optional<ReadError> error =
            input.contains("af-referee-position") ? errorOf(readPosition(input)) : errorOf(readRecord(input));
        QVERIFY2(error, "a file with a duplicate key was accepted");
        QCOMPARE(error->toString(), path + QStringLiteral(": duplicate key"));
    }

    void sameKeysInDifferentObjectsAreFine()
    {
        // Keys repeat across objects (every player has a name) and as string values: only a key twice in one object
        // is a duplicate.
        QByteArray record = bytes(minimalRecord());
        record.replace(R"("name":"Bob")", R"("name":"name")");
        QVERIFY(std::holds_alternative<GameRecord>(readRecord(record)));
        QVERIFY(std::holds_alternative<GameRecord>(readRecord(recordToBytes(randomGame(4, 12)))));
    }

    void badFiles()
    {
        QFETCH(QByteArray, input);
        QFETCH(QString, path);
        QFETCH(QString, words);
        const auto read = readRecord(input);
        QVERIFY2(std::holds_alternative<ReadError>(read), "a bad file was accepted");
        const ReadError &error = std::get<ReadError>(read);
        QVERIFY2(error.path.startsWith(path), qPrintable(error.toString()));
        QVERIFY2(error.message.contains(words), qPrintable(error.toString()));
    }

    // Names are counted in characters as a person sees them (grapheme clusters), not UTF-16 units: 100 emoji,
    // flags or letters with stacked accents are a name of 100 characters; one more is refused.
    void namesCountCharactersAsPeopleSeeThem_data()
    {
        QTest::addColumn<QString>("character");
        QTest::newRow("letter") << QStringLiteral("a");
        QTest::newRow("emoji") << QStringLiteral("\U0001F600");
        QTest::newRow("emoji with skin tone") << QStringLiteral("\U0001F44D\U0001F3FD");
        QTest::newRow("family joined by ZWJ") << QStringLiteral("\U0001F468\u200D\U0001F469\u200D\U0001F467");
        QTest::newRow("flag") << QStringLiteral("\U0001F1E9\U0001F1EA");
        QTest::newRow("combining accents") << QStringLiteral("e\u0301\u0323");
    }

    void namesCountCharactersAsPeopleSeeThem()
    {
        QFETCH(QString, character);
        QCOMPARE(nameLength(character), 1);
        const QString longest = character.repeated(kMaxNameLength);
        QCOMPARE(nameLength(longest), kMaxNameLength);
        QCOMPARE(cutName(longest + character), longest);
        QCOMPARE(cutName(longest), longest);
        // The flag's regional indicators, the family's joiners, the accents: a cut never splits a character.
        QCOMPARE(cutName(character + character, 1), character);

        QJsonObject o = minimalRecord();
        QJsonArray players = o.value(QStringLiteral("players")).toArray();
        QJsonObject first = players[0].toObject();
        first[QStringLiteral("name")] = longest;
        players[0] = first;
        o[QStringLiteral("players")] = players;
        const auto read = readRecord(bytes(o));
        QVERIFY2(std::holds_alternative<GameRecord>(read),
                 qPrintable(std::get_if<ReadError>(&read) ? std::get<ReadError>(read).toString() : QString()));
        QCOMPARE(std::get<GameRecord>(read).players[0].name, longest);

        first[QStringLiteral("name")] = longest + character;
        players[0] = first;
        o[QStringLiteral("players")] = players;
        const auto tooLong = readRecord(bytes(o));
        QVERIFY(std::holds_alternative<ReadError>(tooLong));
        QCOMPARE(std::get<ReadError>(tooLong).path, QStringLiteral("$.players[0].name"));
        QVERIFY(std::get<ReadError>(tooLong).message.contains(QStringLiteral("at most 100 characters")));
    }

    void corruptedBytesNeverCrash()
    {
        // Flip bytes all over a real record: every variant either reads or gives a message, never a crash.
        const QByteArray good = recordToBytes(randomGame(2, 5));
        af::Rng rng(3);
        int refused = 0;
        for (int i = 0; i < 300; ++i) {
            QByteArray bad = good;
            for (int k = 0; k < 3; ++k)
                bad[rng.below(static_cast<int>(bad.size()))] = static_cast<char>(rng.below(128));
            const auto read = readRecord(bad);
            if (const auto *error = std::get_if<ReadError>(&read)) {
                QVERIFY(!error->message.isEmpty());
                QVERIFY(error->path.startsWith(QLatin1Char('$')));
                ++refused;
            } else {
                replay(std::get<GameRecord>(read)); // a readable record replays (possibly to a refusal)
            }
        }
        QVERIFY(refused > 0);
    }

    void replayStopsAtFirstRefusal()
    {
        GameRecord record = randomGame(2, 11);
        record.actions.resize(30);
        af::Roll bogus;
        bogus.values = {1};
        record.actions.insert(record.actions.begin() + 10, bogus);
        const ReplayResult result = replay(record);
        QCOMPARE(result.applied, 10);
        QVERIFY(result.refusal.has_value());
    }

    void digitalChanceIsDeterministic()
    {
        const GameRecord a = randomGame(3, 2024);
        const GameRecord b = randomGame(3, 2024);
        QVERIFY(a.actions == b.actions);
        const GameRecord c = randomGame(3, 2025);
        QVERIFY(!(a.actions == c.actions));
    }

    void fileWriteIsAtomicAndReadable()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("game.json"));
        const GameRecord record = randomGame(2, 8);
        QVERIFY(writeFileAtomically(path, recordToBytes(record)).isEmpty());
        const auto bytesRead = readFileBytes(path);
        QVERIFY(std::holds_alternative<QByteArray>(bytesRead));
        QVERIFY(std::holds_alternative<GameRecord>(readRecord(std::get<QByteArray>(bytesRead))));
        QVERIFY(std::holds_alternative<QString>(readFileBytes(dir.filePath(QStringLiteral("missing.json")))));
        QVERIFY(!writeFileAtomically(dir.filePath(QStringLiteral("no/such/dir/x.json")), "x").isEmpty());
    }

    void onlyRegularFilesAreRead()
    {
        // A named pipe, a folder, a device or a socket is refused at once, naming the file and what it is (opening a
        // pipe for reading would wait for a writer; a device may never end); links to a file are followed, broken
        // ones are told apart.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString game = dir.filePath(QStringLiteral("game.json"));
        QVERIFY(writeFileAtomically(game, recordToBytes(randomGame(2, 8))).isEmpty());
        const QString fifo = dir.filePath(QStringLiteral("pipe.json"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const QString link = dir.filePath(QStringLiteral("link.json"));
        QVERIFY(QFile::link(game, link));
        const QString loop = dir.filePath(QStringLiteral("loop.json"));
        QVERIFY(QFile::link(loop, loop));
        const QString dangling = dir.filePath(QStringLiteral("dangling.json"));
        QVERIFY(QFile::link(dir.filePath(QStringLiteral("gone.json")), dangling));

        // Read with a guard: if reading blocks, opening the pipe's other end lets it go, and the test fails.
        const auto readWithin = [&](const QString &path) {
            auto reading = std::async(std::launch::async, [path] { return readFileBytes(path); });
            if (reading.wait_for(std::chrono::seconds(5)) == std::future_status::timeout) {
                const int writer = ::open(QFile::encodeName(fifo).constData(), O_WRONLY | O_NONBLOCK);
                ::close(writer);
                return std::variant<QByteArray, QString>(QStringLiteral("blocked"));
            }
            return reading.get();
        };
        const auto refusal = [&](const QString &path) {
            const auto result = readWithin(path);
            return std::holds_alternative<QString>(result) ? std::get<QString>(result) : QStringLiteral("(read)");
        };
        QVERIFY(std::holds_alternative<QByteArray>(readWithin(link)));
        const struct {
            QString path;
            const char *words;
        } refused[] = {{fifo, "named pipe"},
                       {dir.path(), "folder"},
                       {QStringLiteral("/dev/zero"), "device"},
                       {loop, "loop"},
                       {dangling, "does not exist"},
                       {dir.filePath(QStringLiteral("missing.json")), "cannot open"}};
        for (const auto &[path, words] : refused) {
            const QString message = refusal(path);
            QVERIFY2(message.contains(path) && message.contains(QLatin1String(words)), qPrintable(message));
        }
    }

    void summaryHasTheDocumentedKeys()
    {
        const GameRecord record = randomGame(4, 31);
        const QJsonObject o = summaryJson(record, replay(record).state);
        for (const char *key : {"ruleset", "players", "territories", "facilities", "currentPlayer", "stage", "gameOver",
                                "ranking"})
            QVERIFY2(o.contains(QLatin1String(key)), key);
        const QJsonObject player = o.value(QStringLiteral("players")).toArray()[0].toObject();
        for (const char *key : {"name", "color", "fuel", "ore", "shipsInFleet", "shipsInStock", "coloniesUnplaced",
                                "cards", "vp", "vpBreakdown"})
            QVERIFY2(player.contains(QLatin1String(key)), key);
        const QJsonObject breakdown = player.value(QStringLiteral("vpBreakdown")).toObject();
        for (const char *key : {"colonies", "territories", "alienCity", "alienMonument", "positron"})
            QVERIFY2(breakdown.contains(QLatin1String(key)), key);
        const QJsonObject territory = o.value(QStringLiteral("territories")).toArray()[0].toObject();
        for (const char *key : {"id", "colonies", "controller", "fields"})
            QVERIFY2(territory.contains(QLatin1String(key)), key);
        const QJsonObject facility = o.value(QStringLiteral("facilities")).toArray()[0].toObject();
        for (const char *key : {"id", "ports", "free"})
            QVERIFY2(facility.contains(QLatin1String(key)), key);
        QCOMPARE(o.value(QStringLiteral("gameOver")).toBool(), true);
    }
};

QTEST_APPLESS_MAIN(TestRecord)
#include "tst_record.moc"
