// The extra-tech module in records and positions: the module read as any other once every card is written, extra card ids and every written card's actions written and read back, the module's part
// of a position (cards out of the game, the turn's grants) written and read back, malformed data refused with its
// path.
#include "record/faction_json.h"
#include "record/json_reader.h"
#include "record/record.h"
#include "record/summary.h"
#include "record/tech_json.h"

#include "chance.h"
#include "engine.h"
#include "modules/tech.h"
#include "playout.h"
#include "validate.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include <bit>

using namespace afrecord;

namespace {

QByteArray bytes(const QJsonObject &o) { return QJsonDocument(o).toJson(QJsonDocument::Compact); }

struct TechGame {
    std::vector<af::Action> actions;
    std::vector<af::GameState> states; // states[i] is the state before actions[i]
};

TechGame playTechGame(int players, uint64_t seed)
{
    af::GameOptions o;
    const af::Color colors[] = {af::Color::Red, af::Color::Blue, af::Color::Green, af::Color::Yellow};
    for (int i = 0; i < players; ++i)
        o.colors.push_back(colors[i]);
    o.modules = af::moduleBit(af::Module::ExtraTech);
    af::GameState s = af::newGame(o);
    af::Rng rng(seed);
    TechGame game;
    while (s.stage != af::Stage::GameOver && game.actions.size() < 20000) {
        const auto action = af::randomAction(s, rng);
        if (!action)
            qFatal("no action in a random extra-tech game");
        game.states.push_back(s);
        game.actions.push_back(*action);
        if (af::apply(s, *action))
            qFatal("random extra-tech game produced a refused action");
    }
    return game;
}

} // namespace

class TestTechRecords : public QObject
{
    Q_OBJECT

private slots:
    void extraTechRecordIsRead()
    {
        // Every card is written: a record naming the module is read like any other (no test switch).
        const QJsonObject o{{QStringLiteral("format"), QStringLiteral("af-referee-record")},
                            {QStringLiteral("version"), 1},
                            {QStringLiteral("ruleset"), QStringLiteral("2013")},
                            {QStringLiteral("modules"), QJsonArray{QStringLiteral("extra-tech")}},
                            {QStringLiteral("players"),
                             QJsonArray{QJsonObject{{QStringLiteral("color"), QStringLiteral("red")}},
                                        QJsonObject{{QStringLiteral("color"), QStringLiteral("blue")}}}},
                            {QStringLiteral("actions"), QJsonArray{}}};
        const auto read = readRecord(bytes(o));
        const auto *e = std::get_if<ReadError>(&read);
        QVERIFY2(!e, qPrintable(e ? e->message : QString()));
        QVERIFY(af::hasModule(std::get<GameRecord>(read).modules, af::Module::ExtraTech));
        QCOMPARE(QString::fromStdString(af::detail::missingTechCards()), QString());
    }

    void extraTechActionsRoundTrip()
    {
        int extraActions = 0;
        for (uint64_t seed = 1; seed <= 12; ++seed) {
            const TechGame game = playTechGame(2 + static_cast<int>(seed % 3), seed);
            for (std::size_t i = 0; i < game.actions.size(); ++i) {
                const af::Action &a = game.actions[i];
                const Seats seats = Seats::of(game.states[i]);
                const QJsonObject json = actionToJson(seats, a);
                JsonReader r;
                const auto back = actionFromJson(r, seats, json, QStringLiteral("$.actions[0]"));
                QVERIFY2(r.ok(), qPrintable(r.error() ? r.error()->toString() : QString()));
                QVERIFY2(back && *back == a, qPrintable(QString::fromUtf8(QJsonDocument(json).toJson())));
                const auto *u = std::get_if<af::UseCard>(&a);
                const auto *d = std::get_if<af::DiscardCard>(&a);
                extraActions += (u && af::isExtraTech(af::idx(u->card))) || (d && af::isExtraTech(af::idx(d->card)));
            }
        }
        qInfo("%d extra-tech card actions", extraActions);
        QVERIFY(extraActions > 10);
        // The turn-start window's close (X-53), whether or not a random game met it.
        const Seats seats = Seats::of(playTechGame(2, 1).states.front());
        const QJsonObject begin = actionToJson(seats, af::BeginTurn{});
        QCOMPARE(begin, (QJsonObject{{QStringLiteral("type"), QStringLiteral("begin-turn")}}));
        JsonReader r;
        QVERIFY(actionFromJson(r, seats, begin, QStringLiteral("$.actions[0]")) == af::Action{af::BeginTurn{}});
        QJsonObject extra = begin;
        extra[QStringLiteral("ship")] = QStringLiteral("red-1");
        JsonReader r2;
        QVERIFY(!actionFromJson(r2, seats, extra, QStringLiteral("$.actions[0]")));
    }

    void cardsUsedBeforeTheRollRoundTripAndReplay()
    {
        // A use-card in the roll stage (Probability Focus, Infinity Mirror) is written and read back like any other,
        // the states it leads to are valid positions that read back the same, and the game's actions replay to the
        // same end.
        int beforeRoll = 0;
        for (uint64_t seed = 1; seed <= 30 && beforeRoll < 3; ++seed) {
            const TechGame game = playTechGame(2 + static_cast<int>(seed % 3), seed);
            for (std::size_t i = 0; i < game.actions.size(); ++i) {
                if (game.states[i].stage != af::Stage::Roll || !std::holds_alternative<af::UseCard>(game.actions[i]))
                    continue;
                ++beforeRoll;
                const Seats seats = Seats::of(game.states[i]);
                const QJsonObject json = actionToJson(seats, game.actions[i]);
                JsonReader r;
                const auto back = actionFromJson(r, seats, json, QStringLiteral("$.actions[0]"));
                QVERIFY(r.ok() && back && *back == game.actions[i]);
                QVERIFY(i + 1 < game.states.size());
                QCOMPARE(game.states[i + 1].stage, af::Stage::Roll);
                const auto problem = af::validateState(game.states[i + 1]);
                QVERIFY2(!problem, problem ? problem->what.c_str() : "");
                // The position before the roll, with the card used, reads back the same.
                JsonReader pr;
                const auto position =
                    positionFromJson(pr, positionToJson(game.states[i + 1]), QStringLiteral("$"));
                QVERIFY2(pr.ok(), qPrintable(pr.error() ? pr.error()->toString() : QString()));
                QVERIFY(position && *position == game.states[i + 1]);
            }
            af::GameState replayed = game.states[0];
            for (const af::Action &a : game.actions)
                QVERIFY(!af::apply(replayed, a));
            af::GameState last = game.states.back();
            QVERIFY(!af::apply(last, game.actions.back()));
            QVERIFY(replayed == last);
        }
        QVERIFY2(beforeRoll > 0, "no card used before the roll in the random games");
    }

    void retrievalWebbingTakesRoundTrip()
    {
        // The Retrieval Webbing discard names one token per player under "takes".
        const TechGame game = playTechGame(3, 1);
        const Seats seats = Seats::of(game.states[0]);
        af::DiscardCard d{af::Card::RetrievalWebbing, {}};
        d.args.takes.push_back(af::Take{1, 1, 0});
        d.args.takes.push_back(af::Take{2, 0, 1});
        const QJsonObject json = actionToJson(seats, d);
        QCOMPARE(json.value(QStringLiteral("takes")).toArray().size(), 2);
        JsonReader r;
        const auto back = actionFromJson(r, seats, json, QStringLiteral("$.actions[0]"));
        QVERIFY2(r.ok(), qPrintable(r.error() ? r.error()->toString() : QString()));
        QVERIFY(back && *back == af::Action(d));
        QJsonObject bad = json;
        bad[QStringLiteral("takes")] = QJsonArray{QJsonObject{{QStringLiteral("player"), seats.player(1)},
                                                              {QStringLiteral("wood"), 1}}};
        JsonReader r2;
        QVERIFY(!actionFromJson(r2, seats, bad, QStringLiteral("$.actions[0]")) || !r2.ok());
        QVERIFY(!r2.ok());
        QVERIFY2(r2.error()->toString().contains(QStringLiteral("takes")), qPrintable(r2.error()->toString()));
    }

    void colonySpreadRoundTrips()
    {
        // The Ion Fluctuator and Seismic Detonator discards name where the colonies go under "spread".
        const TechGame game = playTechGame(3, 1);
        const Seats seats = Seats::of(game.states[0]);
        af::DiscardCard d{af::Card::SeismicDetonator, {}};
        d.args.territory = af::Territory::LemBadlands;
        d.args.spread[0][af::idx(af::Territory::HerbertValley)] = 2;
        d.args.spread[2][af::idx(af::Territory::BurroughsDesert)] = 1;
        const QJsonObject json = actionToJson(seats, d);
        QCOMPARE(json.value(QStringLiteral("spread")).toArray().size(), 2);
        JsonReader r;
        const auto back = actionFromJson(r, seats, json, QStringLiteral("$.actions[0]"));
        QVERIFY2(r.ok(), qPrintable(r.error() ? r.error()->toString() : QString()));
        QVERIFY(back && *back == af::Action(d));
        const QJsonObject entry{{QStringLiteral("player"), seats.player(1)},
                                {QStringLiteral("to"), QStringLiteral("lem-badlands")},
                                {QStringLiteral("colonies"), 1}};
        for (const auto &[key, value] : {std::pair{QStringLiteral("colonies"), QJsonValue(0)},
                                         std::pair{QStringLiteral("colonies"), QJsonValue(9)},
                                         std::pair{QStringLiteral("to"), QJsonValue(QStringLiteral("mars"))},
                                         std::pair{QStringLiteral("player"), QJsonValue(QStringLiteral("pink"))},
                                         std::pair{QStringLiteral("wood"), QJsonValue(1)}}) {
            QJsonObject badEntry = entry;
            badEntry[key] = value;
            QJsonObject bad = json;
            bad[QStringLiteral("spread")] = QJsonArray{entry, badEntry};
            JsonReader r2;
            const auto read = actionFromJson(r2, seats, bad, QStringLiteral("$.actions[0]"));
            QVERIFY(!r2.ok());
            QVERIFY(!read); // no half-read action
            QVERIFY2(r2.error()->toString().contains(QStringLiteral("$.actions[0].spread[1]")),
                     qPrintable(r2.error()->toString()));
        }
    }

    void magneticLockdownSpreadNamesWhereColoniesComeFrom()
    {
        // The Magnetic Lockdown discard: "territory" is the destination, "spread" the origins under "from".
        const TechGame game = playTechGame(3, 1);
        const Seats seats = Seats::of(game.states[0]);
        af::DiscardCard d{af::Card::MagneticLockdown, {}};
        d.args.territory = af::Territory::LemBadlands;
        d.args.spread[1][af::idx(af::Territory::HerbertValley)] = 1;
        d.args.spread[1][af::idx(af::Territory::BurroughsDesert)] = 1;
        const QJsonObject json = actionToJson(seats, d);
        const QJsonArray spread = json.value(QStringLiteral("spread")).toArray();
        QCOMPARE(spread.size(), 2);
        QVERIFY(spread[0].toObject().contains(QStringLiteral("from")));
        QVERIFY(!spread[0].toObject().contains(QStringLiteral("to")));
        JsonReader r;
        const auto back = actionFromJson(r, seats, json, QStringLiteral("$.actions[0]"));
        QVERIFY2(r.ok(), qPrintable(r.error() ? r.error()->toString() : QString()));
        QVERIFY(back && *back == af::Action(d));
        QJsonObject bad = json; // "to" is the other cards' key
        bad[QStringLiteral("spread")] = QJsonArray{QJsonObject{{QStringLiteral("player"), seats.player(1)},
                                                               {QStringLiteral("to"), QStringLiteral("lem-badlands")},
                                                               {QStringLiteral("colonies"), 1}}};
        JsonReader r2;
        QVERIFY(!actionFromJson(r2, seats, bad, QStringLiteral("$.actions[0]")) || !r2.ok());
        QVERIFY(!r2.ok());
        QVERIFY2(r2.error()->toString().contains(QStringLiteral("$.actions[0].spread[0]")),
                 qPrintable(r2.error()->toString()));
    }

    void techDataRoundTrips()
    {
        int granted = 0;
        for (uint64_t seed = 5; seed <= 8; ++seed) {
            const TechGame game = playTechGame(3, seed);
            for (std::size_t i = 0; i < game.states.size(); ++i) {
                const af::GameState &s = game.states[i];
                const Seats seats = Seats::of(s);
                const QJsonObject json = techToJson(seats, s);
                af::GameState back = s;
                back.tech = af::TechState{};
                JsonReader r;
                techFromJson(r, seats, json, QStringLiteral("$.extraTech"), back);
                QVERIFY2(r.ok(), qPrintable(r.error() ? r.error()->toString() : QString()));
                QVERIFY(back.tech == s.tech);
                granted += !(s.tech == af::TechState{});
            }
        }
        QVERIFY(granted > 0);
    }

    void malformedTechDataNamesItsPath_data()
    {
        QTest::addColumn<QJsonObject>("tech");
        QTest::addColumn<QString>("path");
        QTest::newRow("unknown key") << QJsonObject{{QStringLiteral("vault"), 1}} << QStringLiteral("$.extraTech.vault");
        QTest::newRow("unknown card") << QJsonObject{{QStringLiteral("boxed"), QJsonObject{{QStringLiteral("data-core"), 1}}}}
                                      << QStringLiteral("$.extraTech.boxed.data-core");
        QTest::newRow("too many cycles")
            << QJsonObject{{QStringLiteral("turn"), QJsonObject{{QStringLiteral("freeCycles"), 4}}}}
            << QStringLiteral("$.extraTech.turn.freeCycles");
        QTest::newRow("unknown ship")
            << QJsonObject{{QStringLiteral("turn"),
                            QJsonObject{{QStringLiteral("redock"),
                                         QJsonArray{QJsonObject{{QStringLiteral("ship"), QStringLiteral("red-9")},
                                                                {QStringLiteral("from"), QStringLiteral("lunar-mine")}}}}}}}
            << QStringLiteral("$.extraTech.turn.redock[0].ship");
        QTest::newRow("unknown facility")
            << QJsonObject{{QStringLiteral("turn"),
                            QJsonObject{{QStringLiteral("redock"),
                                         QJsonArray{QJsonObject{{QStringLiteral("ship"), QStringLiteral("red-1")},
                                                                {QStringLiteral("from"), QStringLiteral("moon")}}}}}}}
            << QStringLiteral("$.extraTech.turn.redock[0].from");
        const auto tokens = [](const QString &card, const QJsonObject &on) {
            return QJsonObject{{QStringLiteral("tokens"), QJsonObject{{card, on}}}};
        };
        QTest::newRow("tokens on a base card")
            << tokens(QStringLiteral("booster-pod"), QJsonObject{{QStringLiteral("fuel"), 1}})
            << QStringLiteral("$.extraTech.tokens.booster-pod");
        QTest::newRow("tokens on an unknown card")
            << tokens(QStringLiteral("vault"), QJsonObject{{QStringLiteral("fuel"), 1}})
            << QStringLiteral("$.extraTech.tokens.vault");
        QTest::newRow("more fuel than the game has")
            << tokens(QStringLiteral("null-time-vault"), QJsonObject{{QStringLiteral("fuel"), 31}})
            << QStringLiteral("$.extraTech.tokens.null-time-vault.fuel");
        QTest::newRow("unknown token")
            << tokens(QStringLiteral("null-time-vault"), QJsonObject{{QStringLiteral("gold"), 1}})
            << QStringLiteral("$.extraTech.tokens.null-time-vault.gold");
    }

    void malformedTechDataNamesItsPath()
    {
        QFETCH(QJsonObject, tech);
        QFETCH(QString, path);
        const TechGame game = playTechGame(2, 3);
        af::GameState s = game.states.back();
        JsonReader r;
        techFromJson(r, Seats::of(s), tech, QStringLiteral("$.extraTech"), s);
        QVERIFY(!r.ok());
        QCOMPARE(r.error()->path, path);
    }

    void tokensOnCardsRoundTripAndAreValidated()
    {
        // Tokens on a held Null-Time Vault are written and read back (X-49); the same tokens on a
        // card nobody holds, or more than the card keeps, are refused naming extraTech.tokens.
        const af::Card vault = af::Card::NullTimeVault;
        const TechGame game = playTechGame(2, 4);
        const auto inPile = std::find_if(game.states.begin() + 20, game.states.end(), [&](const af::GameState &g) {
            return g.drawPile[af::idx(vault)] > 0;
        });
        QVERIFY(inPile != game.states.end());
        af::GameState held = *inPile;
        const int seat = held.current;
        --held.drawPile[af::idx(vault)];
        held.players[seat].cards |= af::cardBit(vault);
        af::PlayerState &pl = held.players[seat]; // 2 fuel and 2 ore of the player's go onto the card
        const int fuel = std::max(0, 2 - pl.fuel), ore = std::max(0, 2 - pl.ore);
        pl.fuel = static_cast<int16_t>(pl.fuel + fuel - 2);
        pl.ore = static_cast<int16_t>(pl.ore + ore - 2);
        held.supplyFuel = static_cast<int16_t>(held.supplyFuel - fuel);
        held.supplyOre = static_cast<int16_t>(held.supplyOre - ore);
        held.tech.tokens[af::idx(vault) - af::kBaseCardCount] = af::CardTokens{2, 2};
        QVERIFY(!af::validateState(held));
        // The module's data alone, read through techFromJson.
        const Seats seats = Seats::of(held);
        af::GameState back = held;
        back.tech = af::TechState{};
        JsonReader r;
        techFromJson(r, seats, techToJson(seats, held), QStringLiteral("$.extraTech"), back);
        QVERIFY2(r.ok(), qPrintable(r.error() ? r.error()->toString() : QString()));
        QVERIFY(back.tech == held.tech);

        af::GameState unheld = held; // the vault back in the pile, its tokens left behind
        unheld.players[seat].cards &= ~af::cardBit(vault);
        ++unheld.drawPile[af::idx(vault)];
        QCOMPARE(QString::fromStdString(af::validateState(unheld)->where), QStringLiteral("extraTech.tokens"));

        af::GameState tooMany = held; // 9 on a card that keeps 8
        tooMany.tech.tokens[af::idx(vault) - af::kBaseCardCount] = af::CardTokens{5, 4};
        tooMany.supplyFuel -= 3;
        tooMany.supplyOre -= 2;
        QCOMPARE(QString::fromStdString(af::validateState(tooMany)->where), QStringLiteral("extraTech.tokens"));
    }

    void magneticLockdownRoundTripsAndIsValidated()
    {
        // The lock's user is written under "lockdown" (X-48); a colour not in the game is refused with its path, and
        // fuel on the card without a lock by the validator naming extraTech.lockdown (a lock without fuel on the card
        // is one lent from the display by the Tele-Operator).
        const af::Card lockdown = af::Card::MagneticLockdown;
        const TechGame game = playTechGame(2, 4);
        const auto inPile = std::find_if(game.states.begin() + 20, game.states.end(), [&](const af::GameState &g) {
            return g.drawPile[af::idx(lockdown)] > 0 && g.tech.lockdownSeat == af::kNoPlayer;
        });
        QVERIFY(inPile != game.states.end());
        af::GameState locked = *inPile;
        const int holder = (locked.current + 1) % locked.playerCount; // a raider's card: the lock stays its user's
        --locked.drawPile[af::idx(lockdown)];
        locked.players[holder].cards |= af::cardBit(lockdown);
        locked.tech.tokens[af::idx(lockdown) - af::kBaseCardCount] = af::CardTokens{2, 0};
        locked.supplyFuel = static_cast<int16_t>(locked.supplyFuel - 2);
        locked.tech.lockdownSeat = static_cast<int8_t>(locked.current);
        QVERIFY(!af::validateState(locked));
        const Seats seats = Seats::of(locked);
        const QJsonObject json = techToJson(seats, locked);
        QCOMPARE(json.value(QStringLiteral("lockdown")).toString(), seats.player(locked.current));
        af::GameState back = locked;
        back.tech = af::TechState{};
        JsonReader r;
        techFromJson(r, seats, json, QStringLiteral("$.extraTech"), back);
        QVERIFY2(r.ok(), qPrintable(r.error() ? r.error()->toString() : QString()));
        QVERIFY(back.tech == locked.tech);

        QJsonObject bad = json;
        bad[QStringLiteral("lockdown")] = QStringLiteral("pink");
        JsonReader r2;
        af::GameState wrong = locked;
        techFromJson(r2, seats, bad, QStringLiteral("$.extraTech"), wrong);
        QVERIFY(!r2.ok());
        QVERIFY2(r2.error()->toString().contains(QStringLiteral("$.extraTech.lockdown")),
                 qPrintable(r2.error()->toString()));

        af::GameState noLock = locked;
        noLock.tech.lockdownSeat = af::kNoPlayer;
        QCOMPARE(QString::fromStdString(af::validateState(noLock)->where), QStringLiteral("extraTech.lockdown"));
    }

    void gravitronShuntColoniesRoundTripAndAreValidated()
    {
        // Colonies on the Gravitron Shunt are written under "shunted" (X-41); a raid of the card names where the
        // raider lands them under raid.card.landings. A colony on a card nobody holds is refused by the validator
        // naming extraTech.shunted.
        const af::Card shunt = af::Card::GravitronShunt;
        const TechGame game = playTechGame(2, 4);
        const auto inPile = std::find_if(game.states.begin() + 20, game.states.end(), [&](const af::GameState &g) {
            return g.drawPile[af::idx(shunt)] > 0 && g.stage == af::Stage::Main && g.colonies[0][1] > 0;
        });
        QVERIFY(inPile != game.states.end());
        af::GameState kept = *inPile;
        --kept.drawPile[af::idx(shunt)];
        kept.players[0].cards |= af::cardBit(shunt);
        --kept.colonies[0][1];
        kept.tech.shunted[1] = 1;
        QVERIFY2(!af::validateState(kept), af::validateState(kept) ? af::validateState(kept)->where.c_str() : "");
        const Seats seats = Seats::of(kept);
        const QJsonObject json = techToJson(seats, kept);
        QCOMPARE(json.value(QStringLiteral("shunted")).toArray().size(), 1);
        af::GameState back = kept;
        back.tech = af::TechState{};
        JsonReader r;
        techFromJson(r, seats, json, QStringLiteral("$.extraTech"), back);
        QVERIFY2(r.ok(), qPrintable(r.error() ? r.error()->toString() : QString()));
        QVERIFY(back.tech == kept.tech);

        QJsonObject bad = json;
        bad[QStringLiteral("shunted")] = QJsonArray{QJsonObject{{QStringLiteral("player"), seats.player(1)},
                                                                {QStringLiteral("colonies"), 0}}};
        JsonReader r2;
        af::GameState wrong = kept;
        techFromJson(r2, seats, bad, QStringLiteral("$.extraTech"), wrong);
        QVERIFY(!r2.ok());
        QVERIFY2(r2.error()->toString().contains(QStringLiteral("$.extraTech.shunted[0]")),
                 qPrintable(r2.error()->toString()));

        af::GameState unheld = kept;
        unheld.players[0].cards &= ~af::cardBit(shunt);
        ++unheld.discardPile[af::idx(shunt)];
        QCOMPARE(QString::fromStdString(af::validateState(unheld)->where), QStringLiteral("extraTech.shunted"));

        af::Dock raid{af::Facility::RaidersOutpost, af::ShipList{0, 1, 2}, std::nullopt, {}};
        raid.raid.kind = af::RaidChoice::Kind::Card;
        raid.raid.player = 0;
        raid.raid.card = shunt;
        raid.raid.landings[1][af::idx(af::Territory::LemBadlands)] = 1;
        const QJsonObject action = actionToJson(seats, raid);
        QVERIFY(action.value(QStringLiteral("raid")).toObject().value(QStringLiteral("card")).toObject().contains(
            QStringLiteral("landings")));
        JsonReader r3;
        const auto read = actionFromJson(r3, seats, action, QStringLiteral("$.actions[0]"));
        QVERIFY2(r3.ok(), qPrintable(r3.error() ? r3.error()->toString() : QString()));
        QVERIFY(read && *read == af::Action(raid));
    }

    void grappledShipsRoundTripAndAreValidated()
    {
        // Ships docked through the Superconducting Grapple are written under "grappled" (X-43), by ship id; an
        // unknown ship is refused with its path, a grappled ship on the Maintenance Bay by the validator naming
        // extraTech.grappled. The grapple's docking is a use-card action with its dock, read back the same.
        const TechGame game = playTechGame(3, 11);
        int docked = -1;
        const auto at = std::find_if(game.states.begin() + 20, game.states.end(), [&](const af::GameState &g) {
            for (int i = 0; i < af::kShipCount; ++i)
                if (g.ships[i].place == af::Place::Docked && g.ships[i].facility == af::Facility::SolarConverter) {
                    docked = i;
                    return g.stage == af::Stage::Main;
                }
            return false;
        });
        QVERIFY(at != game.states.end());
        af::GameState grappled = *at;
        grappled.tech.grappled = uint64_t{1} << docked;
        QVERIFY2(!af::validateState(grappled), af::validateState(grappled) ? af::validateState(grappled)->where.c_str() : "");
        const Seats seats = Seats::of(grappled);
        const QJsonObject json = techToJson(seats, grappled);
        QCOMPARE(json.value(QStringLiteral("grappled")).toArray().size(), 1);
        af::GameState back = grappled;
        back.tech = af::TechState{};
        JsonReader r;
        techFromJson(r, seats, json, QStringLiteral("$.extraTech"), back);
        QVERIFY2(r.ok(), qPrintable(r.error() ? r.error()->toString() : QString()));
        QVERIFY(back.tech == grappled.tech);

        QJsonObject bad = json;
        bad[QStringLiteral("grappled")] = QJsonArray{QStringLiteral("pink-1")};
        JsonReader r2;
        af::GameState wrong = grappled;
        techFromJson(r2, seats, bad, QStringLiteral("$.extraTech"), wrong);
        QVERIFY(!r2.ok());
        QVERIFY2(r2.error()->toString().contains(QStringLiteral("$.extraTech.grappled[0]")),
                 qPrintable(r2.error()->toString()));

        af::GameState inBay = grappled;
        inBay.ships[docked].facility = af::Facility::MaintenanceBay;
        QCOMPARE(QString::fromStdString(af::validateState(inBay)->where), QStringLiteral("extraTech.grappled"));

        af::UseCard use{af::Card::SuperconductingGrapple, {}};
        use.args.dock = af::Dock{af::Facility::LunarMine, af::ShipList{0}, std::nullopt, {}};
        const QJsonObject action = actionToJson(seats, use);
        JsonReader r3;
        const auto read = actionFromJson(r3, seats, action, QStringLiteral("$.actions[0]"));
        QVERIFY2(r3.ok(), qPrintable(r3.error() ? r3.error()->toString() : QString()));
        QVERIFY(read && *read == af::Action(use));
    }

    void bayShipsOfTheBioIntegrationCircuitRoundTrip()
    {
        // X-53: without the factions module, a Terraforming Station ship the Bio-Integration Circuit sent to the
        // Maintenance Bay sits out the turn (FactionState::sittingOut): the position keeps it under "factions", with
        // those masks only; faction data beyond them still needs the factions module.
        const TechGame game = playTechGame(2, 4);
        const auto main = std::find_if(game.states.begin() + 20, game.states.end(), [](const af::GameState &g) {
            return g.stage == af::Stage::Main;
        });
        QVERIFY(main != game.states.end());
        af::GameState s = *main;
        const int ship = af::firstShipOf(s.current);
        s.ships[ship] = af::Ship{};
        s.ships[ship].place = af::Place::Docked;
        s.ships[ship].facility = af::Facility::MaintenanceBay;
        s.ships[ship].user = s.current;
        s.factions.sittingOut = uint64_t{1} << ship;
        QJsonObject o = positionToJson(s);
        QVERIFY(o.contains(QStringLiteral("factions")));
        QCOMPARE(o.value(QStringLiteral("factions")).toObject().keys(),
                 (QStringList{QStringLiteral("bayNotStock"), QStringLiteral("sitOut"), QStringLiteral("sittingOut")}));
        JsonReader r;
        const auto back = positionFromJson(r, o, QStringLiteral("$"));
        QVERIFY2(back, qPrintable(r.error() ? r.error()->toString() : QString()));
        QVERIFY(*back == s);
        QVERIFY(!positionToJson(*main).contains(QStringLiteral("factions")));
        QJsonObject factions = o.value(QStringLiteral("factions")).toObject();
        factions[QStringLiteral("boards")] = QJsonObject{};
        o[QStringLiteral("factions")] = factions;
        JsonReader r2;
        QVERIFY(!positionFromJson(r2, o, QStringLiteral("$")));
        QVERIFY2(r2.error()->toString().contains(QStringLiteral("$.factions")), qPrintable(r2.error()->toString()));
    }

    void autoPilotShipAndIncomeRoundTripAndAreValidated()
    {
        // X-40: the ship on the Auto Pilot A.I. is written with the place "on-card", the income taken this turn as
        // extraTech.turn.autoPilotPaid, the income itself as an auto-pilot-income action naming the holder; bad
        // values are refused with their path, a ship on the card of a player not holding it by the validator.
        const TechGame game = playTechGame(3, 7);
        const auto main = std::find_if(game.states.begin() + 20, game.states.end(), [](const af::GameState &g) {
            return g.stage == af::Stage::Main && af::unplacedShipsOf(g, g.current) != 0;
        });
        QVERIFY(main != game.states.end());
        af::GameState s = *main;
        const int seat = s.current;
        // The card into the active player's hand, from wherever it is.
        const int card = af::idx(af::Card::AutoPilotAI);
        for (int p = 0; p < s.playerCount; ++p)
            s.players[p].cards &= ~af::cardBit(af::Card::AutoPilotAI);
        for (int8_t &shown : s.display)
            if (shown == card)
                shown = -1;
        s.drawPile[card] = 0;
        s.discardPile[card] = 0;
        s.players[seat].cards |= af::cardBit(af::Card::AutoPilotAI);
        if (s.display[0] == -1 || s.display[1] == -1 || s.display[2] == -1)
            QSKIP("the card was on display in this game");
        const int ship = std::countr_zero(af::unplacedShipsOf(s, seat));
        QVERIFY(ship < af::kRelicShip);
        s.ships[ship] = af::Ship{};
        s.ships[ship].place = af::Place::OnCard;
        s.tech.turn.autoPilotPaid = true;
        s.tech.turn.servoShips = uint64_t{1} << ship; // read back as it was (the Astrogation Servo's mark)
        QVERIFY2(!af::validateState(s), af::validateState(s) ? af::validateState(s)->what.c_str() : "");
        QCOMPARE(af::detail::autoPilotHolder(s), seat);
        const QJsonObject o = positionToJson(s);
        JsonReader r;
        const auto back = positionFromJson(r, o, QStringLiteral("$"));
        QVERIFY2(back, qPrintable(r.error() ? r.error()->toString() : QString()));
        QVERIFY(*back == s);
        const QJsonObject tech = o.value(QStringLiteral("extraTech")).toObject();
        QCOMPARE(tech.value(QStringLiteral("turn")).toObject().value(QStringLiteral("autoPilotPaid")).toBool(), true);
        QCOMPARE(tech.value(QStringLiteral("turn")).toObject().value(QStringLiteral("servoShips")).toArray().size(), 1);

        QJsonObject bad = o;
        QJsonObject badTech = tech;
        QJsonObject badTurn = tech.value(QStringLiteral("turn")).toObject();
        badTurn[QStringLiteral("autoPilotPaid")] = QStringLiteral("yes");
        badTech[QStringLiteral("turn")] = badTurn;
        bad[QStringLiteral("extraTech")] = badTech;
        JsonReader r2;
        QVERIFY(!positionFromJson(r2, bad, QStringLiteral("$")));
        QVERIFY2(r2.error()->toString().contains(QStringLiteral("$.extraTech.turn.autoPilotPaid")),
                 qPrintable(r2.error()->toString()));
        QJsonObject relic = o;
        QJsonObject relicShip = o.value(QStringLiteral("relicShip")).toObject();
        relicShip = QJsonObject{{QStringLiteral("place"), QStringLiteral("on-card")}};
        relic[QStringLiteral("relicShip")] = relicShip;
        JsonReader r3;
        QVERIFY(!positionFromJson(r3, relic, QStringLiteral("$")));
        QVERIFY2(r3.error()->toString().contains(QStringLiteral("$.relicShip.place")), qPrintable(r3.error()->toString()));
        af::GameState notHeld = s; // the card given to the next player, its ship still on it
        notHeld.players[seat].cards &= ~af::cardBit(af::Card::AutoPilotAI);
        notHeld.players[(seat + 1) % s.playerCount].cards |= af::cardBit(af::Card::AutoPilotAI);
        QVERIFY(af::validateState(notHeld));

        const Seats seats = Seats::of(s);
        const af::AutoPilotIncome income{static_cast<int8_t>(seat), af::Resource::Ore};
        const QJsonObject action = actionToJson(seats, income);
        QCOMPARE(action.value(QStringLiteral("type")).toString(), QStringLiteral("auto-pilot-income"));
        QCOMPARE(action.value(QStringLiteral("resource")).toString(), QStringLiteral("ore"));
        JsonReader r4;
        const auto read = actionFromJson(r4, seats, action, QStringLiteral("$.actions[0]"));
        QVERIFY2(r4.ok(), qPrintable(r4.error() ? r4.error()->toString() : QString()));
        QVERIFY(read && *read == af::Action(income));
        QJsonObject wood = action;
        wood[QStringLiteral("resource")] = QStringLiteral("wood");
        JsonReader r5;
        QVERIFY(!actionFromJson(r5, seats, wood, QStringLiteral("$.actions[0]")));
        QVERIFY2(r5.error()->toString().contains(QStringLiteral("$.actions[0].resource")), qPrintable(r5.error()->toString()));
    }

    void fieldPropagatorStagesRoundTrip()
    {
        // X-56: the Field Propagator's die (stage field-roll, a reroll chance action) and the territory for the
        // generator it named (stage field-place, the generator under extraTech.propagatedField) are written and read
        // back; the generator without its stage is refused by the validator naming extraTech.propagatedField.
        const af::Card card = af::Card::FieldPropagator;
        const TechGame game = playTechGame(2, 4);
        const auto main = std::find_if(game.states.begin() + 20, game.states.end(), [&](const af::GameState &g) {
            return g.stage == af::Stage::Main && g.drawPile[af::idx(card)] > 0 && g.players[g.current].fuel >= 2 &&
                   g.colonies[af::idx(af::Territory::LemBadlands)][g.current] == 0;
        });
        QVERIFY(main != game.states.end());
        af::GameState s = *main;
        --s.drawPile[af::idx(card)];
        s.players[s.current].cards |= af::cardBit(card);
        // A colony of the active player's on Lem Badlands, from their hand (the board's count stays right).
        s.players[s.current].coloniesLeft = static_cast<int8_t>(s.players[s.current].coloniesLeft - 1);
        s.colonies[af::idx(af::Territory::LemBadlands)][s.current] = 1;
        s.fieldAt[af::idx(af::Field::Isolation)] = -1; // the die's 6 below has a territory to go to
        QVERIFY(!af::validateState(s));
        QVERIFY(!af::apply(s, af::UseCard{card, {}}));
        QCOMPARE(s.stage, af::Stage::FieldRoll);
        const auto roundTrip = [](const af::GameState &g) {
            JsonReader r;
            const auto back = positionFromJson(r, positionToJson(g), QStringLiteral("$"));
            if (!back)
                qWarning() << (r.error() ? r.error()->toString() : QString());
            return back && *back == g;
        };
        QCOMPARE(positionToJson(s).value(QStringLiteral("stage")).toString(), QStringLiteral("field-roll"));
        QVERIFY(roundTrip(s));
        const af::Action die = af::Reroll{{6}};
        QCOMPARE(bytes(actionToJson(Seats::of(s), die)), QByteArray(R"({"type":"reroll","values":[6]})"));
        QVERIFY(!af::apply(s, die));
        QCOMPARE(s.stage, af::Stage::FieldPlace);
        const QJsonObject o = positionToJson(s);
        QCOMPARE(o.value(QStringLiteral("stage")).toString(), QStringLiteral("field-place"));
        QCOMPARE(o.value(QStringLiteral("extraTech")).toObject().value(QStringLiteral("propagatedField")).toString(),
                 QStringLiteral("isolation"));
        QVERIFY(roundTrip(s));

        QJsonObject bad = o;
        QJsonObject tech = o.value(QStringLiteral("extraTech")).toObject();
        tech[QStringLiteral("propagatedField")] = QStringLiteral("gravity");
        bad[QStringLiteral("extraTech")] = tech;
        JsonReader r;
        QVERIFY(!positionFromJson(r, bad, QStringLiteral("$")));
        QVERIFY2(r.error()->toString().contains(QStringLiteral("$.extraTech.propagatedField")),
                 qPrintable(r.error()->toString()));
        af::GameState stray = s;
        stray.stage = af::Stage::Main;
        QCOMPARE(QString::fromStdString(af::validateState(stray)->where), QStringLiteral("extraTech.propagatedField"));
    }

    void chronoSpikeTakenBackShipsRoundTrip()
    {
        // X-53: the ships the Chrono-Spike's discard takes back wait in the fleet for their re-roll; the position
        // written then reads back the same state (the facilities they left under turn.redock).
        const TechGame game = playTechGame(2, 4);
        int checked = 0;
        for (const af::GameState &played : game.states) {
            if (played.stage != af::Stage::Main || checked >= 5)
                continue;
            af::GameState s = played;
            const int seat = s.current;
            bool held = false;
            for (int p = 0; p < s.playerCount; ++p)
                held = held || (s.players[p].cards & af::cardBit(af::Card::ChronoSpike));
            if (held)
                continue;
            if (s.drawPile[af::idx(af::Card::ChronoSpike)] > 0)
                --s.drawPile[af::idx(af::Card::ChronoSpike)];
            s.players[seat].cards |= af::cardBit(af::Card::ChronoSpike);
            std::optional<af::Action> takeBack;
            for (const af::Action &a : af::legalActions(s))
                if (const auto *d = std::get_if<af::DiscardCard>(&a); d && d->card == af::Card::ChronoSpike)
                    takeBack = a;
            if (!takeBack)
                continue;
            QVERIFY(!af::apply(s, *takeBack));
            QCOMPARE(s.stage, af::Stage::Reroll);
            JsonReader r;
            const auto back = positionFromJson(r, positionToJson(s), QStringLiteral("$"));
            QVERIFY2(back, qPrintable(r.error() ? r.error()->toString() : QString()));
            QVERIFY(*back == s);
            ++checked;
        }
        QCOMPARE(checked, 5);
    }

    void scoutDroneLookRoundTrips()
    {
        // Digital mode: the use with "look", the look (a reveal in stage scout-look), the order (a use-card with
        // "cards" in stage scout-order) and the known cards under extraTech.scouted are written and read back; bad
        // values are refused with their path, a card not in the draw pile by the validator.
        const af::Card card = af::Card::ScoutDrone;
        const TechGame game = playTechGame(2, 4);
        const auto main = std::find_if(game.states.begin() + 20, game.states.end(), [&](const af::GameState &g) {
            const bool display = std::find(g.display.begin(), g.display.end(), af::idx(card)) != g.display.end();
            return g.stage == af::Stage::Main && !display && g.players[g.current].fuel >= 1 &&
                   af::pileCount(g.drawPile) >= 4 && g.tech.scoutedBy == af::kNoPlayer;
        });
        QVERIFY(main != game.states.end());
        af::GameState s = *main;
        // The card goes to the active player from wherever it is: a pile or a hand.
        if (s.drawPile[af::idx(card)] > 0)
            --s.drawPile[af::idx(card)];
        else if (s.discardPile[af::idx(card)] > 0)
            --s.discardPile[af::idx(card)];
        for (int p = 0; p < s.playerCount; ++p)
            s.players[p].cards &= ~af::cardBit(card);
        s.players[s.current].cards |= af::cardBit(card);
        s.turn.cardsUsed &= ~af::cardBit(card);
        QVERIFY(!af::validateState(s));
        const Seats seats = Seats::of(s);
        const auto actionRoundTrip = [&](const af::Action &a, const QByteArray &expected) {
            const QJsonObject o = actionToJson(seats, a);
            QCOMPARE(bytes(o), expected);
            JsonReader r;
            const auto back = actionFromJson(r, seats, o, QStringLiteral("$.actions[0]"));
            QVERIFY2(r.ok(), qPrintable(r.error() ? r.error()->toString() : QString()));
            QVERIFY(back && *back == a);
        };
        const auto positionRoundTrip = [](const af::GameState &g) {
            JsonReader r;
            const auto back = positionFromJson(r, positionToJson(g), QStringLiteral("$"));
            if (!back)
                qWarning() << (r.error() ? r.error()->toString() : QString());
            return back && *back == g;
        };
        af::UseCard look{card, {}};
        look.args.look = true;
        actionRoundTrip(look, R"({"card":"scout-drone","look":true,"type":"use-card"})");
        QVERIFY(!af::apply(s, look));
        QCOMPARE(positionToJson(s).value(QStringLiteral("stage")).toString(), QStringLiteral("scout-look"));
        QVERIFY(positionRoundTrip(s));
        af::Rng rng(9);
        const af::Action seen = *af::sampleChance(s, rng);
        const af::Reveal cards = std::get<af::Reveal>(seen);
        QVERIFY(!af::apply(s, seen));
        QCOMPARE(s.stage, af::Stage::ScoutOrder);
        QJsonObject o = positionToJson(s);
        QCOMPARE(o.value(QStringLiteral("stage")).toString(), QStringLiteral("scout-order"));
        const QJsonObject scouted = o.value(QStringLiteral("extraTech")).toObject().value(QStringLiteral("scouted")).toObject();
        QCOMPARE(scouted.value(QStringLiteral("player")).toString(), seats.player(s.current));
        QCOMPARE(scouted.value(QStringLiteral("cards")).toArray().size(), 3);
        QVERIFY(positionRoundTrip(s));
        af::UseCard order{card, {}};
        order.args.cards = {cards.cards[2], cards.cards[1], cards.cards[0]};
        const auto quoted = [](af::Card c) { return QByteArray("\"") + af::toId(c).data() + "\""; };
        actionRoundTrip(order, "{\"card\":\"scout-drone\",\"cards\":[" + quoted(cards.cards[2]) + "," +
                                   quoted(cards.cards[1]) + "," + quoted(cards.cards[0]) + "],\"type\":\"use-card\"}");
        QVERIFY(!af::apply(s, order));
        o = positionToJson(s);
        QCOMPARE(o.value(QStringLiteral("extraTech")).toObject().value(QStringLiteral("scouted")).toObject()
                     .value(QStringLiteral("cards")).toArray().first().toString(),
                 QString::fromLatin1(af::toId(cards.cards[2]).data()));
        QVERIFY(positionRoundTrip(s));

        const auto refusedAt = [&](const QJsonValue &value, const QString &path) {
            QJsonObject bad = o;
            QJsonObject tech = o.value(QStringLiteral("extraTech")).toObject();
            tech[QStringLiteral("scouted")] = value;
            bad[QStringLiteral("extraTech")] = tech;
            JsonReader r;
            QVERIFY(!positionFromJson(r, bad, QStringLiteral("$")));
            QVERIFY2(r.error()->toString().contains(path), qPrintable(r.error()->toString()));
        };
        const QString red = seats.player(s.current);
        refusedAt(QJsonObject{{QStringLiteral("player"), red},
                              {QStringLiteral("cards"), QJsonArray{QStringLiteral("warp-drive")}}},
                  QStringLiteral("$.extraTech.scouted.cards[0]"));
        refusedAt(QJsonObject{{QStringLiteral("player"), red}, {QStringLiteral("cards"), QJsonArray{}}},
                  QStringLiteral("$.extraTech.scouted.cards"));
        refusedAt(QJsonObject{{QStringLiteral("player"), QStringLiteral("mauve")},
                              {QStringLiteral("cards"), QJsonArray{QStringLiteral("scout-drone")}}},
                  QStringLiteral("$.extraTech.scouted.player"));
        refusedAt(QJsonObject{{QStringLiteral("player"), red},
                              {QStringLiteral("cards"), QJsonArray{QStringLiteral("scout-drone")}}},
                  QStringLiteral("extraTech.scouted.cards")); // held, so not in the draw pile: the validator's word
        JsonReader r;
        QJsonObject badOrder = actionToJson(seats, order);
        badOrder[QStringLiteral("cards")] = QJsonArray{QStringLiteral("booster-pod"), 3};
        QVERIFY(!actionFromJson(r, seats, badOrder, QStringLiteral("$.actions[5]")));
        QVERIFY2(r.error()->toString().contains(QStringLiteral("$.actions[5].cards[1]")), qPrintable(r.error()->toString()));
    }

    void straddlingGeneratorsRoundTrip()
    {
        // X-38: a generator straddling a border with the Field Amplifier is written under extraTech.straddles (its
        // second territory) and read back; the raider's settlement of the card's straddles under raid.card.settle;
        // a bad territory is refused with its path, and the replay summary lists the generator in both territories.
        const TechGame game = playTechGame(2, 4);
        const auto main = std::find_if(game.states.begin() + 20, game.states.end(), [](const af::GameState &g) {
            return g.stage == af::Stage::Main;
        });
        QVERIFY(main != game.states.end());
        af::GameState s = *main;
        s.fieldAt = {-1, -1, -1};
        s.fieldAt[af::idx(af::Field::Positron)] = static_cast<int8_t>(af::idx(af::Territory::HerbertValley));
        s.tech.straddles[af::idx(af::Field::Positron)] = static_cast<int8_t>(af::idx(af::Territory::LemBadlands));
        QVERIFY(!af::validateState(s));
        const QJsonObject o = positionToJson(s);
        QCOMPARE(o.value(QStringLiteral("extraTech")).toObject().value(QStringLiteral("straddles")).toObject(),
                 (QJsonObject{{QStringLiteral("positron"), QStringLiteral("lem-badlands")}}));
        JsonReader r;
        const auto back = positionFromJson(r, o, QStringLiteral("$"));
        QVERIFY2(back, qPrintable(r.error() ? r.error()->toString() : QString()));
        QVERIFY(*back == s);

        QJsonObject bad = o;
        QJsonObject tech = o.value(QStringLiteral("extraTech")).toObject();
        tech[QStringLiteral("straddles")] = QJsonObject{{QStringLiteral("positron"), QStringLiteral("mars")}};
        bad[QStringLiteral("extraTech")] = tech;
        JsonReader r2;
        QVERIFY(!positionFromJson(r2, bad, QStringLiteral("$")));
        QVERIFY2(r2.error()->toString().contains(QStringLiteral("$.extraTech.straddles.positron")),
                 qPrintable(r2.error()->toString()));

        GameRecord record;
        for (int p = 0; p < s.playerCount; ++p)
            record.players.append({QString(), s.players[p].color});
        const QJsonArray territories = summaryJson(record, s).value(QStringLiteral("territories")).toArray();
        int listed = 0;
        for (const QJsonValue &t : territories)
            listed += t.toObject().value(QStringLiteral("fields")).toArray().contains(QStringLiteral("positron"));
        QCOMPARE(listed, 2);

        af::Dock raid;
        raid.facility = af::Facility::RaidersOutpost;
        raid.ships.push_back(static_cast<int8_t>(af::firstShipOf(s.current)));
        raid.raid.kind = af::RaidChoice::Kind::Card;
        raid.raid.player = static_cast<int8_t>((s.current + 1) % s.playerCount);
        raid.raid.card = af::Card::FieldAmplifier;
        raid.raid.settle[af::idx(af::Field::Positron)] = static_cast<int8_t>(af::idx(af::Territory::LemBadlands));
        const Seats seats = Seats::of(s);
        const QJsonObject json = actionToJson(seats, raid);
        QCOMPARE(json.value(QStringLiteral("raid")).toObject().value(QStringLiteral("card")).toObject()
                     .value(QStringLiteral("settle")).toObject(),
                 (QJsonObject{{QStringLiteral("positron"), QStringLiteral("lem-badlands")}}));
        JsonReader r3;
        const auto read = actionFromJson(r3, seats, json, QStringLiteral("$.actions[0]"));
        QVERIFY2(read, qPrintable(r3.error() ? r3.error()->toString() : QString()));
        QVERIFY(*read == af::Action{raid});
    }

    void positionWithTechDataNeedsTheModule()
    {
        const TechGame game = playTechGame(2, 4);
        QJsonObject o = positionToJson(game.states[game.states.size() / 2]);
        QVERIFY(o.contains(QStringLiteral("extraTech")));
        o.remove(QStringLiteral("modules"));
        // Either the module's absence is named at the tech data, or the deck no longer adds up: never silently read.
        const auto read = readPosition(bytes(o));
        QVERIFY(std::holds_alternative<ReadError>(read));
    }
};

QTEST_APPLESS_MAIN(TestTechRecords)
#include "tst_tech_records.moc"
