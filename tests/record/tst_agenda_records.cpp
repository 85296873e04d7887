// The agendas module in records: the module refused to users while it is unfinished, and the agenda actions (the
// deal and the draw with named and unnamed cards, reveals, discards) written and read back; malformed agenda data
// refused with its path.
#include "agendas/agendas.h"
#include "modules/extension.h"
#include "record/json_reader.h"
#include "record/record.h"

#include "chance.h"
#include "engine.h"
#include "playout.h"
#include "validate.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace afrecord;

namespace {

QByteArray bytes(const QJsonObject &o) { return QJsonDocument(o).toJson(QJsonDocument::Compact); }

af::GameOptions agendaOptions(int players)
{
    af::GameOptions o;
    const af::Color colors[] = {af::Color::Red, af::Color::Blue, af::Color::Green, af::Color::Yellow};
    for (int i = 0; i < players; ++i)
        o.colors.push_back(colors[i]);
    o.modules = af::moduleBit(af::Module::Agendas);
    return o;
}

std::optional<af::Action> roundTrip(const Seats &seats, const af::Action &a, QString *error)
{
    const QJsonObject json = actionToJson(seats, a);
    JsonReader r;
    auto back = actionFromJson(r, seats, json, QStringLiteral("$.actions[0]"));
    if (!r.ok())
        *error = r.error()->toString();
    return back;
}

// A position read back.
std::optional<af::GameState> readBack(const QJsonObject &json, QString *error)
{
    JsonReader r;
    auto back = positionFromJson(r, json, QStringLiteral("$"));
    if (!r.ok())
        *error = r.error()->toString();
    return back;
}

} // namespace

class TestAgendaRecords : public QObject
{
    Q_OBJECT

private slots:
    void agendasRecordsAreOpenToUsers()
    {
        const QJsonObject o{{QStringLiteral("format"), QStringLiteral("af-referee-record")},
                            {QStringLiteral("version"), 1},
                            {QStringLiteral("ruleset"), QStringLiteral("2013")},
                            {QStringLiteral("modules"), QJsonArray{QStringLiteral("agendas")}},
                            {QStringLiteral("players"),
                             QJsonArray{QJsonObject{{QStringLiteral("color"), QStringLiteral("red")}},
                                        QJsonObject{{QStringLiteral("color"), QStringLiteral("blue")}}}},
                            {QStringLiteral("actions"), QJsonArray{}}};
        const auto read = readRecord(bytes(o));
        const auto *e = std::get_if<ReadError>(&read);
        QVERIFY2(!e, e ? qPrintable(e->path + QStringLiteral(": ") + e->message) : "");
        QVERIFY(hasModule(std::get<GameRecord>(read).modules, af::Module::Agendas));
    }

    void agendaActionsRoundTrip()
    {
        int agendaActions = 0;
        for (uint64_t seed = 1; seed <= 8; ++seed) {
            af::GameState s = af::newGame(agendaOptions(2 + static_cast<int>(seed % 3)));
            af::Rng rng(seed);
            while (s.stage != af::Stage::GameOver) {
                const auto action = af::randomAction(s, rng);
                QVERIFY(action);
                QString error;
                const auto back = roundTrip(Seats::of(s), *action, &error);
                QVERIFY2(error.isEmpty(), qPrintable(error));
                QVERIFY2(back && *back == *action, qPrintable(QString::fromUtf8(
                                                        QJsonDocument(actionToJson(Seats::of(s), *action)).toJson())));
                agendaActions += std::holds_alternative<af::DealAgendas>(*action) ||
                                 std::holds_alternative<af::DrawAgendas>(*action) ||
                                 std::holds_alternative<af::DiscardAgenda>(*action);
                QVERIFY(!af::apply(s, *action));
            }
        }
        QVERIFY(agendaActions > 8);
    }

    void tableModeAndRevealsRoundTrip()
    {
        const af::GameState s = af::newGame(agendaOptions(2));
        const Seats seats = Seats::of(s);
        af::DealAgendas deal;
        deal.cards = {std::nullopt, af::Agenda::RaidedTwice, std::nullopt, std::nullopt};
        const QJsonObject json = actionToJson(seats, deal);
        QCOMPARE(json.value(QStringLiteral("cards")).toArray().at(0).type(), QJsonValue::Null);
        QCOMPARE(json.value(QStringLiteral("cards")).toArray().at(1).toString(), QStringLiteral("raided-twice"));
        const af::Action actions[] = {deal, af::RevealAgenda{1, af::Agenda::LowRollTen, false},
                                      af::RevealAgenda{0, af::Agenda::FiveSequentialShips, true},
                                      af::DiscardAgenda{1, std::nullopt}, af::DiscardAgenda{0, af::Agenda::FoiledRaid},
                                      af::DrawAgendas{2}, af::EndGameRevealsDone{1}};
        for (const af::Action &a : actions) {
            QString error;
            const auto back = roundTrip(seats, a, &error);
            QVERIFY2(error.isEmpty(), qPrintable(error));
            QVERIFY(back && *back == a);
        }
        QVERIFY(!actionToJson(seats, af::DiscardAgenda{1, std::nullopt}).contains(QStringLiteral("card")));
        QCOMPARE(actionToJson(seats, af::EndGameRevealsDone{1}),
                 (QJsonObject{{QStringLiteral("type"), QStringLiteral("agenda-reveals-done")},
                              {QStringLiteral("player"), QStringLiteral("blue")}}));
        QVERIFY(!actionToJson(seats, af::RevealAgenda{1, af::Agenda::LowRollTen, false})
                     .contains(QStringLiteral("endGame")));
    }

    void aSeatDoneWithItsEndGameRevealsStaysDoneAfterAReload()
    {
        // Table mode: the paper cards are dealt unnamed; a game played to its end, then a seat that could still
        // reveal a card says it has none (X-28). The record read back and replayed does not offer it again.
        for (uint64_t seed = 1; seed <= 40; ++seed) {
            GameRecord record;
            record.modules = af::moduleBit(af::Module::Agendas);
            record.players = {PlayerInfo{QStringLiteral("Ann"), af::Color::Red},
                              PlayerInfo{QStringLiteral("Bo"), af::Color::Blue}};
            af::GameState s = record.start();
            af::DealAgendas deal;
            deal.cards = {std::nullopt, std::nullopt, std::nullopt, std::nullopt};
            record.actions.push_back(deal);
            QVERIFY(!af::apply(s, deal));
            af::Rng rng(seed);
            while (s.stage != af::Stage::GameOver) {
                const auto action = af::randomAction(s, rng);
                QVERIFY(action);
                QVERIFY(!af::apply(s, *action));
                record.actions.push_back(*action);
            }
            const std::vector<af::Action> legal = af::legalActions(s);
            const auto done = std::find_if(legal.begin(), legal.end(), [](const af::Action &a) {
                return std::holds_alternative<af::EndGameRevealsDone>(a);
            });
            if (done == legal.end())
                continue; // no seat can reveal anything in this game
            const int seat = std::get<af::EndGameRevealsDone>(*done).player;
            QVERIFY(!af::apply(s, *done));
            record.actions.push_back(*done);
            const auto read = readRecord(recordToBytes(record));
            const auto *e = std::get_if<ReadError>(&read);
            QVERIFY2(!e, e ? qPrintable(e->path + QStringLiteral(": ") + e->message) : "");
            const ReplayResult replayed = replay(std::get<GameRecord>(read));
            QVERIFY(!replayed.refusal);
            QCOMPARE(replayed.state.agendas.endGameDone, uint8_t(1u << seat));
            QVERIFY(replayed.state == s);
            for (const af::Action &a : af::legalActions(replayed.state)) {
                if (const auto *r = std::get_if<af::RevealAgenda>(&a))
                    QVERIFY(r->player != seat);
                if (const auto *d = std::get_if<af::EndGameRevealsDone>(&a))
                    QVERIFY(d->player != seat);
            }
            // The position at that point keeps the seat's word too.
            QString error;
            const auto back = readBack(positionToJson(s), &error);
            QVERIFY2(back && error.isEmpty(), qPrintable(error));
            QVERIFY(*back == s);
            QVERIFY(positionToJson(s).value(QStringLiteral("agendas")).toObject().contains(QStringLiteral("endGameDone")));
            return;
        }
        QFAIL("no game of the seeds ended with an end-game reveal possible");
    }

    void positionsRoundTripAtEveryStep()
    {
        // Every state of seeded games, digital (named cards) and table mode (the deals' cards unnamed), is written
        // and read back unchanged: the deck, the discard pile, the hands, the windows, the discard after a draw and
        // the Market pairs, the turn's counts.
        int checked = 0, unnamed = 0, windows = 0, mayDiscard = 0, traded = 0, drew = 0, discards = 0, turns = 0;
        for (uint64_t seed = 1; seed <= 8; ++seed) {
            const bool table = seed % 2 == 0;
            af::GameState s = af::newGame(agendaOptions(2 + static_cast<int>(seed % 3)));
            af::Rng rng(seed * 31);
            while (s.stage != af::Stage::GameOver) {
                auto action = af::randomAction(s, rng);
                QVERIFY(action);
                if (auto *deal = std::get_if<af::DealAgendas>(&*action); deal && table)
                    for (auto &card : deal->cards)
                        card = std::nullopt;
                QVERIFY(!af::apply(s, *action));
                QString error;
                const auto back = readBack(positionToJson(s), &error);
                QVERIFY2(error.isEmpty(), qPrintable(error));
                QVERIFY(back && *back == s);
                ++checked;
                const af::AgendaState &a = s.agendas;
                unnamed += a.unknownInDeck > 0 && a.unknown != 0;
                discards += a.discard != 0;
                mayDiscard += a.mayDiscard != af::kNoPlayer;
                traded += a.marketTraded != 0;
                drew += a.marketDrew != 0;
                turns += a.turn != af::AgendaTurn{};
                for (const af::AgendaHand &h : a.hands)
                    windows += h.window != 0;
            }
        }
        QVERIFY(checked > 1000);
        QVERIFY(unnamed > 0);
        QVERIFY(discards > 0);
        QVERIFY(mayDiscard > 0);
        QVERIFY(traded > 0);
        QVERIFY(drew > 0);
        QVERIFY(windows > 0);
        QVERIFY(turns > 0); // the turn's counts for the in-game sides (X-26) too
    }

    void prophetsOfTheArtifactRoundTrips()
    {
        // Seeded factions and agendas games with Prophets of the Artifact drawn: every action and every position
        // (a draw for its docking or its owner under way, the discards of its docking's draw) read back unchanged.
        int dockings = 0, menus = 0, keepOne = 0, drawing = 0;
        for (uint64_t seed = 1; seed <= 8; ++seed) {
            af::GameOptions o = agendaOptions(2 + static_cast<int>(seed % 3));
            o.modules = static_cast<af::ModuleSet>(o.modules | af::moduleBit(af::Module::Factions));
            af::GameState s = af::newGame(o);
            af::Rng rng(seed * 17);
            for (int step = 0; step < 4000 && s.stage != af::Stage::GameOver; ++step) {
                auto action = af::randomAction(s, rng);
                QVERIFY(action);
                if (auto *draw = std::get_if<af::DrawBoards>(&*action)) {
                    const auto &b = draw->boards;
                    if (std::find(b.begin(), b.end(), af::Faction::ProphetsOfTheArtifact) == b.end())
                        draw->boards[0] = af::Faction::ProphetsOfTheArtifact;
                }
                const Seats seats = Seats::of(s);
                QString error;
                const auto backAction = roundTrip(seats, *action, &error);
                QVERIFY2(error.isEmpty(), qPrintable(error));
                QVERIFY(backAction && *backAction == *action);
                const auto *d = std::get_if<af::Dock>(&*action);
                dockings += d && d->facility == af::boardFacility(af::Faction::ProphetsOfTheArtifact);
                const auto *u = std::get_if<af::UseFaction>(&*action);
                menus += u && af::detail::boardOwner(s, af::Faction::ProphetsOfTheArtifact) == s.current;
                QVERIFY(!af::apply(s, *action));
                const auto back = readBack(positionToJson(s), &error);
                QVERIFY2(error.isEmpty(), qPrintable(error));
                QVERIFY(back && *back == s);
                keepOne += s.agendas.keepOneDiscards > 0;
                drawing += s.agendas.drawFor != af::AgendaDrawFor::Market;
            }
        }
        QVERIFY(dockings > 0);
        QVERIFY(menus > 0);
        QVERIFY(keepOne > 0);
        QVERIFY(drawing > 0);
    }

    void oracleEngineAndMultiverseWindowRoundTrip()
    {
        // Seeded games with extra tech and agendas where the first player starts with both cards about agendas
        // (X-50): every action (the Oracle's draw, the Window's discard naming its agenda) and every position (a
        // card on the Oracle Engine, its draw under way, cards scored through it) read back unchanged.
        int games = 0, drawing = 0, onOracle = 0, scored = 0, windows = 0;
        for (uint64_t seed = 1; seed <= 40 && games < 6; ++seed) {
            af::GameOptions o = agendaOptions(2);
            o.modules = static_cast<af::ModuleSet>(o.modules | af::moduleBit(af::Module::ExtraTech));
            af::GameState s = af::newGame(o);
            af::Rng rng(seed * 13);
            while (s.stage != af::Stage::Roll)
                QVERIFY(!af::apply(s, *af::sampleChance(s, rng)));
            bool inPile = true;
            for (af::Card c : {af::Card::OracleEngine, af::Card::MultiverseWindow})
                inPile = inPile && s.drawPile[af::idx(c)] > 0;
            if (!inPile)
                continue;
            ++games;
            for (af::Card c : {af::Card::OracleEngine, af::Card::MultiverseWindow}) {
                --s.drawPile[af::idx(c)];
                s.players[s.current].cards |= af::cardBit(c);
            }
            const int more = 6 - s.players[s.current].fuel;
            s.players[s.current].fuel = 6;
            if (s.limitedSupply) // conservation: from the supply
                s.supplyFuel = static_cast<int16_t>(s.supplyFuel - more);
            QVERIFY2(!af::validateState(s), af::validateState(s) ? af::validateState(s)->what.c_str() : "");
            for (int step = 0; step < 3000 && s.stage != af::Stage::GameOver; ++step) {
                auto action = af::randomAction(s, rng);
                QVERIFY(action);
                // The first player tries the Oracle at every turn it can.
                if (s.stage == af::Stage::Roll && !af::check(s, af::UseCard{af::Card::OracleEngine, {}}))
                    action = af::UseCard{af::Card::OracleEngine, {}};
                for (const af::Action &legal : af::legalActions(s))
                    if (const auto *d = std::get_if<af::DiscardCard>(&legal);
                        d && d->card == af::Card::MultiverseWindow && rng.below(4) == 0)
                        action = legal;
                const Seats seats = Seats::of(s);
                QString error;
                const auto backAction = roundTrip(seats, *action, &error);
                QVERIFY2(error.isEmpty(), qPrintable(error));
                QVERIFY(backAction && *backAction == *action);
                if (const auto *d = std::get_if<af::DiscardCard>(&*action);
                    d && d->card == af::Card::MultiverseWindow) {
                    ++windows;
                    QVERIFY(actionToJson(seats, *action).contains(QStringLiteral("agenda")));
                }
                QVERIFY(!af::apply(s, *action));
                const auto back = readBack(positionToJson(s), &error);
                QVERIFY2(error.isEmpty(), qPrintable(error));
                // What these cards touch; the whole state is not compared: a ship the Chrono-Spike discard takes
                // back keeps its old facility and user, which positions do not write (another card's matter).
                QVERIFY(back && back->agendas == s.agendas && back->players == s.players && back->turn == s.turn &&
                        back->stage == s.stage && back->discardPile == s.discardPile && back->tech == s.tech);
                drawing += s.agendas.drawFor == af::AgendaDrawFor::OracleEngine;
                onOracle += s.agendas.onOracle != 0;
                for (const af::AgendaHand &h : s.agendas.hands)
                    scored += h.oracleScored != 0;
            }
        }
        QVERIFY(games >= 3);
        QVERIFY(drawing > 0);
        QVERIFY(onOracle > 0);
        QVERIFY(windows > 0);
        qInfo("Oracle-scored positions: %d", scored); // a success depends on the cards drawn
    }

    void positionsWithAgendasAreOpenToUsers()
    {
        const af::GameState s = af::newGame(agendaOptions(2));
        const QJsonObject json = positionToJson(s);
        QVERIFY(json.contains(QStringLiteral("agendas")));
        JsonReader r;
        const auto back = positionFromJson(r, json, QStringLiteral("$"));
        QVERIFY2(back, r.ok() ? "" : qPrintable(r.error()->toString()));
        QCOMPARE(*back, s);
        const auto read = readPosition(bytes(json));
        QVERIFY(std::holds_alternative<af::GameState>(read));
        // Agenda data without the module is refused, never ignored.
        af::GameOptions base = agendaOptions(2);
        base.modules = 0;
        QJsonObject plain = positionToJson(af::newGame(base));
        plain[QStringLiteral("agendas")] = json.value(QStringLiteral("agendas"));
        JsonReader r2;
        QVERIFY(!positionFromJson(r2, plain, QStringLiteral("$")));
        QCOMPARE(r2.error()->path, QStringLiteral("$.agendas"));
    }

    void badAgendaPositionNamesItsPath_data()
    {
        // The "agendas" object of a 2-player position (red to play, stage agenda-deal).
        QTest::addColumn<QByteArray>("agendas");
        QTest::addColumn<QString>("path");
        // The rows that read well list a few cards: the test puts the game's other cards in the deck.
        QTest::newRow("a well-formed one reads") << QByteArray(R"({"deck":["raided-twice"],"hands":[{},{}]})") << QString();
        QTest::newRow("cards of the game missing (X-33)")
            << QByteArray(R"({"deck":["raided-twice"],"discard":["low-roll-ten"],"hands":[{},{}]})") << QStringLiteral("$.agendas");
        QTest::newRow("missing") << QByteArray() << QStringLiteral("$.agendas");
        QTest::newRow("not an object") << QByteArray("[]") << QStringLiteral("$.agendas");
        QTest::newRow("unknown key") << QByteArray(R"({"deck":[],"hands":[{},{}],"box":[]})") << QStringLiteral("$.agendas.box");
        QTest::newRow("unknown agenda id")
            << QByteArray(R"({"deck":["raided-twice","alien-city"],"hands":[{},{}]})") << QStringLiteral("$.agendas.deck[1]");
        QTest::newRow("deck not an array") << QByteArray(R"({"deck":"raided-twice","hands":[{},{}]})") << QStringLiteral("$.agendas.deck");
        QTest::newRow("a card twice in the deck")
            << QByteArray(R"({"deck":["raided-twice","raided-twice"],"hands":[{},{}]})") << QStringLiteral("$.agendas.deck[1]");
        QTest::newRow("a card in the deck and a hand")
            << QByteArray(R"({"deck":["raided-twice"],"hands":[{"faceDown":["raided-twice"]},{}]})")
            << QStringLiteral("$.agendas.hands[0].faceDown[0]");
        QTest::newRow("a card in the discard pile and among the unnamed")
            << QByteArray(R"({"discard":["low-roll-ten"],"unnamed":["low-roll-ten"],"unnamedInDeck":1,"hands":[{},{}]})")
            << QStringLiteral("$.agendas.unnamed[0]");
        QTest::newRow("a card revealed by two seats")
            << QByteArray(R"({"hands":[{"revealed":["fleet-of-seven"]},{"revealed":["fleet-of-seven"]}]})")
            << QStringLiteral("$.agendas.hands[1].revealed[0]");
        QTest::newRow("count out of range")
            << QByteArray(R"({"unnamedInDeck":44,"hands":[{},{}]})") << QStringLiteral("$.agendas.unnamedInDeck");
        QTest::newRow("negative hand count")
            << QByteArray(R"({"hands":[{},{"unnamedFaceDown":-1}]})") << QStringLiteral("$.agendas.hands[1].unnamedFaceDown");
        QTest::newRow("fractional count")
            << QByteArray(R"({"unnamedInDiscard":0.5,"hands":[{},{}]})") << QStringLiteral("$.agendas.unnamedInDiscard");
        QTest::newRow("unnamed cards miscounted")
            << QByteArray(R"({"unnamed":["low-roll-ten","raided-twice"],"unnamedInDeck":1,"hands":[{},{}]})")
            << QStringLiteral("$.agendas.unnamed");
        QTest::newRow("hands missing") << QByteArray(R"({"deck":[]})") << QStringLiteral("$.agendas.hands");
        QTest::newRow("a hand per player") << QByteArray(R"({"hands":[{}]})") << QStringLiteral("$.agendas.hands");
        QTest::newRow("unknown key in a hand")
            << QByteArray(R"({"hands":[{"faceUp":[]},{}]})") << QStringLiteral("$.agendas.hands[0].faceUp");
        QTest::newRow("a window for a card the seat does not hold")
            << QByteArray(R"({"deck":["low-roll-ten"],"hands":[{"faceDown":["raided-twice"],"window":["low-roll-ten"]},{}]})")
            << QStringLiteral("$.agendas.hands[0].window");
        QTest::newRow("a window for a card of the box")
            << QByteArray(R"({"hands":[{"faceDown":["raided-twice"],"window":["fleet-of-seven"]},{}]})")
            << QStringLiteral("$.agendas.hands[0].window");
        QTest::newRow("a window of unknown id")
            << QByteArray(R"({"hands":[{"window":["nope"]},{}]})") << QStringLiteral("$.agendas.hands[0].window[0]");
        QTest::newRow("the draw's discard of a seat not to play")
            << QByteArray(R"({"hands":[{},{}],"mayDiscard":"blue"})") << QStringLiteral("$.agendas.mayDiscard");
        QTest::newRow("the draw's discard of a colour not playing")
            << QByteArray(R"({"hands":[{},{}],"mayDiscard":"green"})") << QStringLiteral("$.agendas.mayDiscard");
        QTest::newRow("a Market pair of an unknown ship")
            << QByteArray(R"({"hands":[{},{}],"marketDrew":["red-9"]})") << QStringLiteral("$.agendas.marketDrew[0]");
        QTest::newRow("the turn's counts read")
            << QByteArray(R"({"deck":["raided-twice"],"hands":[{},{}],"turn":{"oreGained":[3,0],"seized":[["lem-badlands"],[]],)"
                          R"("seizedBonusUsed":["lem-badlands"],"facilities":["lunar-mine"],"takenFrom":["blue"],"launched":true},"lastRaided":[0,4],)"
                          R"("raidLoss":[{},{"ore":2,"card":"booster-pod","discarded":true}]})")
            << QString();
        QTest::newRow("the territories held at turn start read")
            << QByteArray(R"({"hands":[{},{}],"turn":{"controlledAtStart":[["lem-badlands"],["asimov-crater","pohl-foothills"]]}})")
            << QString();
        QTest::newRow("a territory held by two seats at turn start")
            << QByteArray(R"({"hands":[{},{}],"turn":{"controlledAtStart":[["lem-badlands"],["lem-badlands"]]}})")
            << QStringLiteral("$.agendas.turn.controlledAtStart");
        QTest::newRow("a territory held at turn start of unknown id")
            << QByteArray(R"({"hands":[{},{}],"turn":{"controlledAtStart":[[],["lem"]]}})")
            << QStringLiteral("$.agendas.turn.controlledAtStart[1][0]");
        QTest::newRow("a turn count per player")
            << QByteArray(R"({"hands":[{},{}],"turn":{"landed":[1]}})") << QStringLiteral("$.agendas.turn.landed");
        QTest::newRow("a negative turn count")
            << QByteArray(R"({"hands":[{},{}],"turn":{"fuelGained":[0,-2]}})") << QStringLiteral("$.agendas.turn.fuelGained[1]");
        QTest::newRow("an unknown key in the turn")
            << QByteArray(R"({"hands":[{},{}],"turn":{"oreGain":[0,0]}})") << QStringLiteral("$.agendas.turn.oreGain");
        QTest::newRow("a seized territory of unknown id")
            << QByteArray(R"({"hands":[{},{}],"turn":{"seized":[["lem"],[]]}})") << QStringLiteral("$.agendas.turn.seized[0][0]");
        QTest::newRow("a seized territory's bonus of unknown id")
            << QByteArray(R"({"hands":[{},{}],"turn":{"seized":[["lem-badlands"],[]],"seizedBonusUsed":["lem"]}})")
            << QStringLiteral("$.agendas.turn.seizedBonusUsed[0]");
        QTest::newRow("a bonus used of a territory not seized this turn")
            << QByteArray(R"({"hands":[{},{}],"turn":{"seized":[["lem-badlands"],[]],"seizedBonusUsed":["asimov-crater"]}})")
            << QStringLiteral("$.agendas.turn.seizedBonusUsed");
        QTest::newRow("a facility of unknown id")
            << QByteArray(R"({"hands":[{},{}],"turn":{"facilities":["moon"]}})") << QStringLiteral("$.agendas.turn.facilities[0]");
        QTest::newRow("taken from a colour not playing")
            << QByteArray(R"({"hands":[{},{}],"turn":{"takenFrom":["green"]}})") << QStringLiteral("$.agendas.turn.takenFrom[0]");
        QTest::newRow("a raid loss with the Field Amplifier's straddle read")
            << QByteArray(R"({"hands":[{},{}],"raidLoss":[{},{"card":"field-amplifier",)"
                          R"("straddles":{"isolation":{"in":"herbert-valley","across":"burroughs-desert"}}}]})")
            << QString();
        QTest::newRow("a raid loss straddle across no border")
            << QByteArray(R"({"hands":[{},{}],"raidLoss":[{},{"card":"field-amplifier",)"
                          R"("straddles":{"positron":{"in":"lem-badlands","across":"pohl-foothills"}}}]})")
            << QStringLiteral("$.agendas.raidLoss");
        QTest::newRow("a raid loss straddle without the Field Amplifier")
            << QByteArray(R"({"hands":[{},{}],"raidLoss":[{},{"card":"booster-pod",)"
                          R"("straddles":{"isolation":{"in":"herbert-valley","across":"burroughs-desert"}}}]})")
            << QStringLiteral("$.agendas.raidLoss");
        QTest::newRow("a raid loss straddle missing a territory")
            << QByteArray(R"({"hands":[{},{}],"raidLoss":[{},{"card":"field-amplifier",)"
                          R"("straddles":{"isolation":{"in":"herbert-valley"}}}]})")
            << QStringLiteral("$.agendas.raidLoss[1].straddles.isolation.across");
        QTest::newRow("a raid loss of an unknown card")
            << QByteArray(R"({"hands":[{},{}],"raidLoss":[{},{"card":"nope"}]})") << QStringLiteral("$.agendas.raidLoss[1].card");
        QTest::newRow("a raid loss's landed colonies without the Gravitron Shunt")
            << QByteArray(R"({"hands":[{},{}],"raidLoss":[{},{"card":"booster-pod",)"
                          R"("landed":[{"player":"red","to":"lem-badlands","colonies":1}]}]})")
            << QStringLiteral("$.agendas.raidLoss");
        QTest::newRow("a raid loss's landed colonies of a colour not playing")
            << QByteArray(R"({"hands":[{},{}],"raidLoss":[{},{"card":"gravitron-shunt",)"
                          R"("landed":[{"player":"green","to":"lem-badlands","colonies":1}]}]})")
            << QStringLiteral("$.agendas.raidLoss[1].landed[0].player");
        QTest::newRow("a raid loss's Auto Pilot ship of unknown name")
            << QByteArray(R"({"hands":[{},{}],"raidLoss":[{},{"card":"auto-pilot-ai","autoPilotShip":"red-9"}]})")
            << QStringLiteral("$.agendas.raidLoss[1].autoPilotShip");
        QTest::newRow("a raid loss's Auto Pilot ship not the victim's")
            << QByteArray(R"({"hands":[{},{}],"raidLoss":[{},{"card":"auto-pilot-ai","autoPilotShip":"red-1"}]})")
            << QStringLiteral("$.agendas.raidLoss");
        QTest::newRow("a raid loss's tokens with an unknown key")
            << QByteArray(R"({"hands":[{},{}],"raidLoss":[{},{"card":"probability-focus","tokens":{"oil":1}}]})")
            << QStringLiteral("$.agendas.raidLoss[1].tokens.oil");
        QTest::newRow("a raid loss's tokens of a card keeping none")
            << QByteArray(R"({"hands":[{},{}],"raidLoss":[{},{"card":"booster-pod","tokens":{"fuel":1}}]})")
            << QStringLiteral("$.agendas.raidLoss");
        QTest::newRow("a raid loss above 4")
            << QByteArray(R"({"hands":[{},{}],"raidLoss":[{},{"ore":5}]})") << QStringLiteral("$.agendas.raidLoss[1].ore");
        QTest::newRow("sixthShipSeen not a boolean")
            << QByteArray(R"({"hands":[{},{}],"sixthShipSeen":1})") << QStringLiteral("$.agendas.sixthShipSeen");
        QTest::newRow("face-down cards at the end out of range")
            << QByteArray(R"({"hands":[{},{}],"faceDownAtEnd":[44,0]})") << QStringLiteral("$.agendas.faceDownAtEnd[0]");
        QTest::newRow("a seat done with its end-game reveals of a colour not playing")
            << QByteArray(R"({"hands":[{},{}],"endGameDone":["green"]})") << QStringLiteral("$.agendas.endGameDone[0]");
        QTest::newRow("a seat done with its end-game reveals before the game is over")
            << QByteArray(R"({"hands":[{"unnamedFaceDown":1},{}],"unnamed":["low-roll-ten"],"endGameDone":["red"]})")
            << QStringLiteral("$.agendas.endGameDone");
        QTest::newRow("an agenda draw of unknown kind")
            << QByteArray(R"({"hands":[{},{}],"drawFor":"oracle"})") << QStringLiteral("$.agendas.drawFor");
        QTest::newRow("a Prophets draw without the board")
            << QByteArray(R"({"hands":[{},{}],"drawFor":"prophets-owner"})") << QStringLiteral("$.agendas.drawFor");
        QTest::newRow("a Prophets docking's discards before the game starts")
            << QByteArray(R"({"deck":["low-roll-ten"],"hands":[{"faceDown":["raided-twice"]},{}],"keepOneDiscards":1,)"
                          R"("justDrawn":["raided-twice"]})")
            << QStringLiteral("$.agendas.keepOneDiscards");
        QTest::newRow("a card just drawn of unknown id")
            << QByteArray(R"({"hands":[{},{}],"justDrawn":["nope"]})") << QStringLiteral("$.agendas.justDrawn[0]");
        QTest::newRow("a card on the Oracle Engine of unknown id")
            << QByteArray(R"({"hands":[{},{}],"onOracle":"nope"})") << QStringLiteral("$.agendas.onOracle");
        QTest::newRow("a card on the Oracle Engine also in the discard pile")
            << QByteArray(R"({"discard":["low-roll-ten"],"hands":[{},{}],"onOracle":"low-roll-ten"})")
            << QStringLiteral("$.agendas.onOracle");
        QTest::newRow("a card on the Oracle Engine before the game starts")
            << QByteArray(R"({"hands":[{},{}],"onOracle":"low-roll-ten"})") << QStringLiteral("$.agendas.onOracle");
        QTest::newRow("an Oracle-scored card of unknown id")
            << QByteArray(R"({"hands":[{"oracleScored":["nope"]},{}]})") << QStringLiteral("$.agendas.hands[0].oracleScored[0]");
        QTest::newRow("an Oracle-scored card also revealed")
            << QByteArray(R"({"hands":[{"revealed":["raided-twice"],"oracleScored":["raided-twice"]},{}]})")
            << QStringLiteral("$.agendas.hands[0].oracleScored[0]");
        QTest::newRow("an Oracle draw before the game starts")
            << QByteArray(R"({"hands":[{},{}],"drawFor":"oracle-engine"})") << QStringLiteral("$.agendas.drawFor");
        QTest::newRow("a Market pair that traded and drew")
            << QByteArray(R"({"hands":[{},{}],"marketTraded":["red-1","red-2"],"marketDrew":["red-2","red-3"]})")
            << QStringLiteral("$.agendas.marketDrew");
    }

    void badAgendaPositionNamesItsPath()
    {
        QFETCH(QByteArray, agendas);
        QFETCH(QString, path);
        QJsonObject position = positionToJson(af::newGame(agendaOptions(2)));
        QCOMPARE(position.value(QStringLiteral("stage")).toString(), QStringLiteral("agenda-deal"));
        QCOMPARE(position.value(QStringLiteral("current")).toString(), QStringLiteral("red"));
        if (agendas.isNull())
            position.remove(QStringLiteral("agendas"));
        else
            position[QStringLiteral("agendas")] = QJsonDocument::fromJson(agendas).isArray()
                                                      ? QJsonValue(QJsonDocument::fromJson(agendas).array())
                                                      : QJsonValue(QJsonDocument::fromJson(agendas).object());
        const af::AgendaMask deck = af::gameAgendaDeck(af::newGame(agendaOptions(2)));
        if (path.isEmpty()) { // every card of the game not listed goes to the deck
            QJsonObject a = position.value(QStringLiteral("agendas")).toObject();
            const QByteArray listed = QJsonDocument(a).toJson(QJsonDocument::Compact);
            QJsonArray cards = a.value(QStringLiteral("deck")).toArray();
            for (int c = 0; c < af::kAgendaCount; ++c) {
                const auto card = static_cast<af::Agenda>(c);
                const QByteArray id = QByteArray("\"") + af::toId(card).data() + "\"";
                if ((deck & af::agendaBit(card)) && !listed.contains(id))
                    cards.append(QString::fromLatin1(af::toId(card).data()));
            }
            a[QStringLiteral("deck")] = cards;
            position[QStringLiteral("agendas")] = a;
        }
        QString error;
        const auto back = readBack(position, &error);
        if (path.isEmpty()) {
            QVERIFY2(back && error.isEmpty(), qPrintable(error));
            QCOMPARE(back->agendas.inGame, deck);
            return;
        }
        QVERIFY(!back);
        QVERIFY2(error.startsWith(path + QStringLiteral(": ")), qPrintable(error));
    }

    void badAgendaDataNamesItsPath_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("path");
        QTest::newRow("unknown agenda in a deal")
            << QByteArray(R"({"type":"deal-agendas","cards":["raided-twice","alien-city"]})")
            << QStringLiteral("$.actions[0].cards[1]");
        QTest::newRow("deal cards not an array")
            << QByteArray(R"({"type":"deal-agendas","cards":"raided-twice"})") << QStringLiteral("$.actions[0].cards");
        QTest::newRow("too many cards")
            << QByteArray(R"({"type":"deal-agendas","cards":[null,null,null,null,null,null,null,null,null,null,null,null,null]})")
            << QStringLiteral("$.actions[0].cards");
        QTest::newRow("reveal without a card")
            << QByteArray(R"({"type":"reveal-agenda","player":"red"})") << QStringLiteral("$.actions[0].card");
        QTest::newRow("reveal by a colour not playing")
            << QByteArray(R"({"type":"reveal-agenda","player":"green","card":"low-roll-ten"})")
            << QStringLiteral("$.actions[0].player");
        QTest::newRow("endGame not a boolean")
            << QByteArray(R"({"type":"reveal-agenda","player":"red","card":"low-roll-ten","endGame":1})")
            << QStringLiteral("$.actions[0].endGame");
        QTest::newRow("discard of an unknown card")
            << QByteArray(R"({"type":"discard-agenda","player":"blue","card":7})") << QStringLiteral("$.actions[0].card");
        QTest::newRow("reveals done by a colour not playing")
            << QByteArray(R"({"type":"agenda-reveals-done","player":"green"})") << QStringLiteral("$.actions[0].player");
        QTest::newRow("reveals done naming a card")
            << QByteArray(R"({"type":"agenda-reveals-done","player":"red","card":"low-roll-ten"})")
            << QStringLiteral("$.actions[0].card");
        QTest::newRow("draw with no ship")
            << QByteArray(R"({"type":"draw-agendas"})") << QStringLiteral("$.actions[0].ship");
        QTest::newRow("unknown key")
            << QByteArray(R"({"type":"discard-agenda","player":"blue","cards":[]})") << QStringLiteral("$.actions[0].cards");
        QTest::newRow("Multiverse Window revealing an unknown agenda")
            << QByteArray(R"({"type":"discard-card","card":"multiverse-window","agenda":"nope"})")
            << QStringLiteral("$.actions[0].agenda");
        QTest::newRow("Multiverse Window's agenda not a string")
            << QByteArray(R"({"type":"discard-card","card":"multiverse-window","agenda":3})")
            << QStringLiteral("$.actions[0].agenda");
    }

    void badAgendaDataNamesItsPath()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, path);
        const af::GameState s = af::newGame(agendaOptions(2));
        JsonReader r;
        const auto read = actionFromJson(r, Seats::of(s), QJsonDocument::fromJson(json).object(),
                                         QStringLiteral("$.actions[0]"));
        QVERIFY(!r.ok());
        QVERIFY(!read || !r.ok());
        QCOMPARE(r.error()->path, path);
    }
};

QTEST_APPLESS_MAIN(TestAgendaRecords)
#include "tst_agenda_records.moc"
