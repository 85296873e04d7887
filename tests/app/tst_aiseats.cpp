// The AI in the app, through GameController as the UI uses it: the hint (searched off the GUI thread, cancelled by
// any change to the game) and the bot seats (chosen at new game, taken over and given back, playing whole games
// as ordinary record actions, kept by save, load and autosave).

#include "gamecontroller.h"

#include "engine.h"
#include "score.h"
#include "record/record.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace af;

namespace {

QVariantMap setup(const QString &dice, bool redBot, bool blueBot)
{
    return {{QStringLiteral("players"),
             QVariantList{QVariantMap{{QStringLiteral("name"), QStringLiteral("Alice")},
                                      {QStringLiteral("color"), QStringLiteral("red")},
                                      {QStringLiteral("bot"), redBot}},
                          QVariantMap{{QStringLiteral("name"), QStringLiteral("Bob")},
                                      {QStringLiteral("color"), QStringLiteral("blue")},
                                      {QStringLiteral("bot"), blueBot}}}},
            {QStringLiteral("ruleset"), QStringLiteral("2013")},
            {QStringLiteral("dice"), dice},
            {QStringLiteral("seed"), QStringLiteral("777")}};
}

QString nextKind(GameController &game) { return game.bots()->next().toMap().value(QStringLiteral("kind")).toString(); }

// Waits, with the event loop running, until the bot's next step is ready to play (a move or a roll).
bool waitForBotStep(GameController &game, int timeoutMs = 20000)
{
    QSignalSpy changed(game.bots(), &BotSeats::changed);
    QElapsedTimer clock;
    clock.start();
    while (nextKind(game) != QLatin1String("move") && nextKind(game) != QLatin1String("chance")) {
        if (clock.elapsed() > timeoutMs || !changed.wait(timeoutMs))
            return false;
    }
    return true;
}

bool waitForHint(GameController &game, int timeoutMs = 20000)
{
    QSignalSpy changed(game.hint(), &Hint::changed);
    QElapsedTimer clock;
    clock.start();
    while (game.hint()->status() == QLatin1String("thinking")) {
        if (clock.elapsed() > timeoutMs || !changed.wait(timeoutMs))
            return false;
    }
    return true;
}

} // namespace

class TestAiSeats : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void botSeatsPlayAWholeGame_data()
    {
        QTest::addColumn<QVariantMap>("game_");
        QTest::newRow("2 players, base game") << setup(QStringLiteral("digital"), true, true);
        // Four seats with the factions module: the bots also draw and pick faction boards.
        QVariantMap four = setup(QStringLiteral("digital"), true, true);
        QVariantList players = four.value(QStringLiteral("players")).toList();
        players << QVariantMap{{QStringLiteral("color"), QStringLiteral("green")}, {QStringLiteral("bot"), true}}
                << QVariantMap{{QStringLiteral("color"), QStringLiteral("yellow")}, {QStringLiteral("bot"), true}};
        four[QStringLiteral("players")] = players;
        four[QStringLiteral("modules")] = QVariantList{QStringLiteral("factions")};
        QTest::newRow("4 players, factions") << four;
        // Three seats with factions and agendas: the bots also reveal, draw and discard agenda cards (Prophets of
        // the Artifact's "keep one" when drawn).
        QVariantMap three = setup(QStringLiteral("digital"), true, true);
        three[QStringLiteral("players")] = players.mid(0, 3);
        three[QStringLiteral("modules")] = QVariantList{QStringLiteral("factions"), QStringLiteral("agendas")};
        QTest::newRow("3 players, factions and agendas") << three;
    }

    // Every seat a bot, digital dice: the app rolls and draws for them and plays every move, each an ordinary
    // record action, to the end of the game. No budget (the planner's plan without its look-ahead): this proves the
    // plumbing, not the play.
    void botSeatsPlayAWholeGame()
    {
        QFETCH(QVariantMap, game_);
        QTemporaryDir dir;
        GameController game;
        game.files()->setDataDir(dir.path());
        game.bots()->setBudget({0, 0});
        QCOMPARE(game.session()->newGame(game_), QString());
        const int seats = game.session()->state().playerCount;
        QCOMPARE(game.bots()->seats().toList(), QVariantList(seats, true));
        int steps = 0;
        while (game.session()->state().stage != Stage::GameOver) {
            QVERIFY2(waitForBotStep(game), qPrintable(QStringLiteral("no bot step after %1 steps").arg(steps)));
            const int before = game.session()->actionCount();
            QVERIFY(game.bots()->playNext());
            QVERIFY(game.session()->actionCount() > before); // played as a record action
            QVERIFY(++steps < 5000);
        }
        QVERIFY(steps > 100);
        qInfo("%d bot steps, %d turns, %d and %d VP for the first two seats", steps, game.session()->turnNumber(),
              score(game.session()->state(), 0).total(), score(game.session()->state(), 1).total());
        QVERIFY(!game.bots()->toMove());
        QVERIFY(game.bots()->next().toMap().isEmpty());
        QCOMPARE(game.log()->rowCount(), steps); // one log entry (undo step) per bot step
        // The record replays to the same end, and keeps its bot seats.
        const afrecord::ReplayResult replayed = afrecord::replay(game.session()->record());
        QVERIFY(!replayed.refusal);
        QCOMPARE(replayed.state, game.session()->state());
        for (int p = 0; p < seats; ++p)
            QVERIFY(game.session()->record().players[p].bot);
    }

    // Table dice: in its roll the app asks the table for the bot's dice, then shows its move; the move is undone
    // like any other, and the bot then offers its move again.
    void aBotSeatAsksTheTableForItsDiceAndItsMovesUndo()
    {
        QTemporaryDir dir;
        GameController game;
        game.files()->setDataDir(dir.path());
        game.bots()->setBudget({2, 0});
        QCOMPARE(game.session()->newGame(setup(QStringLiteral("table"), true, false)), QString());
        QVERIFY(game.session()->play(QJsonObject{{QStringLiteral("type"), QStringLiteral("deal")},
                                                 {QStringLiteral("display"), QJsonArray{QStringLiteral("stasis-beam"), QStringLiteral("data-crystal"), QStringLiteral("plasma-cannon")}},
                                                 {QStringLiteral("hands"), QJsonArray{QStringLiteral("booster-pod"), QStringLiteral("temporal-warper")}}}));
        QVERIFY(game.bots()->toMove());
        QCOMPARE(nextKind(game), QStringLiteral("table"));
        QVERIFY(!game.bots()->playNext()); // the table rolls, not the app
        QVERIFY(game.session()->play(QJsonObject{{QStringLiteral("type"), QStringLiteral("roll")},
                                                 {QStringLiteral("values"), QJsonArray{4, 4, 1}}}));
        QVERIFY(waitForBotStep(game));
        QCOMPARE(nextKind(game), QStringLiteral("move"));
        const QVariantMap shown = game.bots()->next().toMap();
        QVERIFY(!shown.value(QStringLiteral("text")).toString().isEmpty());
        QVERIFY(game.bots()->playNext());
        QCOMPARE(game.session()->actionCount(), 3);
        game.session()->undo();
        QCOMPARE(game.session()->actionCount(), 2);
        QVERIFY(waitForBotStep(game));
        QCOMPARE(game.bots()->next().toMap().value(QStringLiteral("action")), shown.value(QStringLiteral("action")));
    }

    // A seat taken over mid-game is written to the autosave and to saved files; a seat given back too; records
    // without the key read as before.
    void botSeatsSurviveAutosaveAndFiles()
    {
        QTemporaryDir dir;
        {
            GameController game;
            game.files()->setDataDir(dir.path());
            QCOMPARE(game.session()->newGame(setup(QStringLiteral("digital"), false, false)), QString());
            QVERIFY(game.session()->playChance()); // the deal
            QVERIFY(!game.bots()->toMove());
            QSignalSpy seats(game.bots(), &BotSeats::seatsChanged);
            game.bots()->setBot(1, true);
            QCOMPARE(seats.count(), 1);
            QCOMPARE(game.bots()->seats().toList(), (QVariantList{false, true}));
            game.files()->waitForAutosave();
        }
        GameController again;
        again.files()->setDataDir(dir.path());
        QVERIFY(again.files()->resumeAutosave());
        QCOMPARE(again.bots()->seats().toList(), (QVariantList{false, true}));
        QCOMPARE(again.session()->actionCount(), 1);

        const QByteArray bytes = afrecord::recordToBytes(again.session()->record());
        QVERIFY(bytes.contains("\"bot\": true") || bytes.contains("\"bot\":true"));
        again.bots()->setBot(1, false);
        const QByteArray without = afrecord::recordToBytes(again.session()->record());
        QVERIFY(!without.contains("\"bot\""));
        auto read = afrecord::readRecord(bytes);
        QVERIFY(std::holds_alternative<afrecord::GameRecord>(read));
        QVERIFY(std::get<afrecord::GameRecord>(read).players[1].bot);
        QVERIFY(!std::get<afrecord::GameRecord>(read).players[0].bot);
    }

    // The hint suggests the rest of the turn: moves the session then accepts in order, with a reason.
    void theHintSuggestsLegalMovesWithAReason()
    {
        GameController game;
        game.files()->setDataDir(QString());
        game.hint()->setBudget({3, 0});
        QCOMPARE(game.session()->newGame(setup(QStringLiteral("digital"), false, false)), QString());
        game.hint()->request();
        QCOMPARE(game.hint()->status(), QStringLiteral("none")); // the deal: the table's, nothing to suggest
        QVERIFY(game.session()->playChance());
        QVERIFY(game.session()->playChance()); // Alice's roll
        QCOMPARE(game.session()->stage(), QStringLiteral("main"));
        game.hint()->request();
        QCOMPARE(game.hint()->status(), QStringLiteral("thinking"));
        QVERIFY(waitForHint(game));
        QCOMPARE(game.hint()->status(), QStringLiteral("ready"));
        QVERIFY(!game.hint()->reason().isEmpty());
        const QVariantList moves = game.hint()->moves().toList();
        QVERIFY(!moves.isEmpty());
        QVERIFY(moves.size() <= Hint::kMaxMoves);
        for (const QVariant &m : moves) {
            QVERIFY(!m.toMap().value(QStringLiteral("text")).toString().isEmpty());
            QVERIFY2(game.session()->play(QJsonObject::fromVariantMap(m.toMap().value(QStringLiteral("action")).toMap())),
                     qPrintable(game.session()->message().toMap().value(QStringLiteral("text")).toString()));
        }
        QCOMPARE(game.hint()->status(), QString()); // a move drops the hint
    }

    // The hint in a table-mode agendas game, where nobody's cards are known: its moves are legal (the AI redeals the
    // face-down cards it cannot know, src/ai/determinize.cpp).
    void theHintPlaysAnAgendasGameAtTheTable()
    {
        GameController game;
        game.files()->setDataDir(QString());
        game.hint()->setBudget({3, 0});
        QVariantMap agendas = setup(QStringLiteral("table"), false, false);
        agendas.remove(QStringLiteral("seed"));
        agendas[QStringLiteral("modules")] = QVariantList{QStringLiteral("agendas")};
        QCOMPARE(game.session()->newGame(agendas), QString());
        QVERIFY(game.session()->play(QJsonDocument::fromJson(R"({"type": "deal-agendas", "cards": [null, null, null, null]})").object()));
        QVERIFY(game.session()->play(QJsonDocument::fromJson(R"({"type": "deal", "display": ["stasis-beam", "data-crystal", "plasma-cannon"],
            "hands": ["booster-pod", "temporal-warper"]})").object()));
        QVERIFY(game.session()->play(QJsonDocument::fromJson(R"({"type": "roll", "values": [6, 6, 3]})").object()));
        QCOMPARE(game.session()->stage(), QStringLiteral("main"));
        game.hint()->request();
        QVERIFY(waitForHint(game));
        QCOMPARE(game.hint()->status(), QStringLiteral("ready"));
        const QVariantList moves = game.hint()->moves().toList();
        QVERIFY(!moves.isEmpty());
        for (const QVariant &m : moves)
            QVERIFY2(game.session()->play(QJsonObject::fromVariantMap(m.toMap().value(QStringLiteral("action")).toMap())),
                     qPrintable(game.session()->message().toMap().value(QStringLiteral("text")).toString()));
    }

    // A move, an undo or another game cancels a hint still searching: its search stops (the next search, which
    // waits for the same thread, comes back at once) and its result never shows.
    void aChangeCancelsTheHintsSearch()
    {
        GameController game;
        game.files()->setDataDir(QString());
        QCOMPARE(game.session()->newGame(setup(QStringLiteral("digital"), false, false)), QString());
        QVERIFY(game.session()->playChance());
        QVERIFY(game.session()->playChance());
        for (int way = 0; way < 2; ++way) {
            game.hint()->setBudget({0, 600000}); // ten minutes a move: only cancelling ends it
            game.hint()->request();
            QCOMPARE(game.hint()->status(), QStringLiteral("thinking"));
            QTest::qWait(50);
            QElapsedTimer clock;
            clock.start();
            if (way == 0) {
                const GameState &s = game.session()->state();
                QVERIFY(game.session()->play(afrecord::actionToJson(afrecord::Seats::of(s), game.session()->legal().front())));
            } else {
                game.session()->undo();
            }
            QCOMPARE(game.hint()->status(), QString());
            game.hint()->setBudget({1, 0});
            if (game.session()->stage() == QLatin1String("main")) {
                game.hint()->request();
                QVERIFY(waitForHint(game, 5000));
                QCOMPARE(game.hint()->status(), QStringLiteral("ready"));
            }
            QVERIFY2(clock.elapsed() < 5000, qPrintable(QString::number(clock.elapsed())));
        }
        // Closing: a controller destroyed while its hint searches stops the search and waits for it.
        GameController closing;
        closing.files()->setDataDir(QString());
        QCOMPARE(closing.session()->newGame(setup(QStringLiteral("digital"), false, true)), QString());
        QVERIFY(closing.session()->playChance());
        QVERIFY(closing.session()->playChance());
        closing.hint()->setBudget({0, 600000});
        closing.hint()->request();
        QTest::qWait(20);
    }
};

QTEST_MAIN(TestAiSeats)
#include "tst_aiseats.moc"
