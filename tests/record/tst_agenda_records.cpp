// The agendas module in records: the module refused to users while it is unfinished, and the agenda actions (the
// deal and the draw with named and unnamed cards, reveals, discards) written and read back; malformed agenda data
// refused with its path. Games are played through the engine's test switch.
#include "record/json_reader.h"
#include "record/record.h"

#include "chance.h"
#include "engine.h"
#include "playout.h"

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
    o.allowUnfinishedModules = true;
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

} // namespace

class TestAgendaRecords : public QObject
{
    Q_OBJECT

private slots:
    void agendasStayRefusedToUsers()
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
        QVERIFY(e);
        QCOMPARE(e->path, QStringLiteral("$.modules"));
        QVERIFY2(e->message.contains(QStringLiteral("not supported yet")), qPrintable(e->message));
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
                                      af::DrawAgendas{2}};
        for (const af::Action &a : actions) {
            QString error;
            const auto back = roundTrip(seats, a, &error);
            QVERIFY2(error.isEmpty(), qPrintable(error));
            QVERIFY(back && *back == a);
        }
        QVERIFY(!actionToJson(seats, af::DiscardAgenda{1, std::nullopt}).contains(QStringLiteral("card")));
        QVERIFY(!actionToJson(seats, af::RevealAgenda{1, af::Agenda::LowRollTen, false})
                     .contains(QStringLiteral("endGame")));
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
        QTest::newRow("draw with no ship")
            << QByteArray(R"({"type":"draw-agendas"})") << QStringLiteral("$.actions[0].ship");
        QTest::newRow("unknown key")
            << QByteArray(R"({"type":"discard-agenda","player":"blue","cards":[]})") << QStringLiteral("$.actions[0].cards");
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
