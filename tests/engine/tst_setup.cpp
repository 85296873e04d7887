// Setup by player count and ruleset (RULINGS section 1, scenarios SET-01..SET-03, R-23).
#include "fixture.h"

using namespace aft;

class TestSetup : public QObject
{
    Q_OBJECT

private slots:
    void set01_fourPlayers()
    {
        GameState s = dealtGame(4);
        const Resources expected[] = {{0, 0}, {1, 0}, {0, 1}, {1, 1}};
        for (int p = 0; p < 4; ++p) {
            QCOMPARE(s.players[p].coloniesLeft, 6);
            QCOMPARE(s.players[p].fuel, expected[p].fuel);
            QCOMPARE(s.players[p].ore, expected[p].ore);
            QCOMPARE(shipsInStock(s, p), 3);
            QCOMPARE(shipsNotInStock(s, p), 3);
            QCOMPARE(cardCount(s, p), 1);
            QCOMPARE(score(s, p).total(), 0);
        }
        QCOMPARE(pileCount(s.drawPile), 24 - 3 - 4);
        QCOMPARE(pileCount(s.discardPile), 0);
        QCOMPARE(s.ships[kRelicShip].place, Place::Home);
        for (int f = 0; f < kFieldCount; ++f)
            QCOMPARE(s.fieldAt[f], -1);
        QCOMPARE(freeSlots(s, Facility::SolarConverter, 0), 8);
        QCOMPARE(freeSlots(s, Facility::LunarMine, 0), 5);
        QCOMPARE(freeSlots(s, Facility::OrbitalMarket, 0), 2);
        QCOMPARE(freeSlots(s, Facility::Shipyard, 0), 3);
        QCOMPARE(freeSlots(s, Facility::ColonyConstructor, 0), 2);
        QCOMPARE(freeSlots(s, Facility::AlienArtifact, 0), 4);
        // Player one's three ships are gathered for the first roll.
        QCOMPARE(s.stage, Stage::Roll);
        QCOMPARE(chanceCount(s), 3);
        if (s.limitedSupply) {
            QCOMPARE(s.supplyFuel, 30 - 2);
            QCOMPARE(s.supplyOre, 20 - 2);
        }
    }

    void set02_threePlayers()
    {
        GameState s = dealtGame(3);
        const Resources expected[] = {{0, 0}, {1, 0}, {0, 1}};
        for (int p = 0; p < 3; ++p) {
            QCOMPARE(s.players[p].coloniesLeft, 7);
            QCOMPARE(s.players[p].fuel, expected[p].fuel);
            QCOMPARE(s.players[p].ore, expected[p].ore);
        }
        QCOMPARE(pileCount(s.drawPile), 18);
        QCOMPARE(freeSlots(s, Facility::SolarConverter, 0), 7);
        QCOMPARE(freeSlots(s, Facility::LunarMine, 0), 4);
        QCOMPARE(freeSlots(s, Facility::OrbitalMarket, 0), 1);
        QCOMPARE(freeSlots(s, Facility::Shipyard, 0), 2);
        QCOMPARE(freeSlots(s, Facility::ColonyConstructor, 0), 2);
        QCOMPARE(coveredPorts(Facility::SolarConverter, 3), 1);
        QCOMPARE(coveredPorts(Facility::OrbitalMarket, 3), 2);

        // Action 2: with seven Blue and Green ships on the Solar Converter, Red cannot dock there.
        for (int i = 0; i < 4; ++i)
            placeShip(s, Blue, Facility::SolarConverter, 3);
        for (int i = 0; i < 3; ++i)
            placeShip(s, Green, Facility::SolarConverter, 4);
        rollFleet(s, {2, 3, 5});
        AF_ILLEGAL(s, dockOf(s, Facility::SolarConverter, {5}), Reason::PortsFull);
    }

    void set03_twoPlayers()
    {
        GameState s = dealtGame(2);
        QCOMPARE(s.players[0].coloniesLeft, 8);
        QCOMPARE(s.players[1].coloniesLeft, 8);
        QCOMPARE(s.players[1].fuel, 1);
        QCOMPARE(s.players[1].ore, 0);
        QCOMPARE(pileCount(s.drawPile), 19);
        QCOMPARE(freeSlots(s, Facility::SolarConverter, 0), 7);
        QCOMPARE(freeSlots(s, Facility::LunarMine, 0), 3);
        QCOMPARE(freeSlots(s, Facility::OrbitalMarket, 0), 1);
        QCOMPARE(freeSlots(s, Facility::ColonyConstructor, 0), 1);
        QCOMPARE(freeSlots(s, Facility::Shipyard, 0), 1);
        QCOMPARE(freeSlots(s, Facility::AlienArtifact, 0), 4);
        QCOMPARE(freeSlots(s, Facility::TerraformingStation, 0), 1);
        QCOMPARE(facilityLayout(Facility::RaidersOutpost, 2).slotCount, 1);
    }

    void coloniesPerPlayer_data()
    {
        QTest::addColumn<int>("ruleset");
        QTest::addColumn<int>("players");
        QTest::addColumn<bool>("longGame");
        QTest::addColumn<int>("colonies");
        QTest::newRow("2013 4p") << 0 << 4 << false << 6;
        QTest::newRow("2013 3p") << 0 << 3 << false << 7;
        QTest::newRow("2013 2p") << 0 << 2 << false << 8;
        QTest::newRow("2013 4p long") << 0 << 4 << true << 8;
        QTest::newRow("2013 3p long") << 0 << 3 << true << 8;
        QTest::newRow("2013 2p long") << 0 << 2 << true << 8;
        QTest::newRow("edition-x 4p long") << 2 << 4 << true << 8;
    }
    void coloniesPerPlayer()
    {
        QFETCH(int, ruleset);
        QFETCH(int, players);
        QFETCH(bool, longGame);
        QFETCH(int, colonies);
        GameOptions o = options(players, static_cast<Ruleset>(ruleset));
        o.longGame = longGame;
        QCOMPARE(newGame(o).players[0].coloniesLeft, colonies);
    }

    void deckPerRuleset()
    {
        QCOMPARE(deckSize(Ruleset::R2013), 24);
        QCOMPARE(deckSize(Ruleset::FirstEdition), 22);
        QCOMPARE(traits(Ruleset::FirstEdition).deck[idx(Card::MindControlHelmet)], 0);
        QCOMPARE(pileCount(newGame(options(4, Ruleset::FirstEdition)).drawPile), 22);
    }

    void optionsAreValidated()
    {
        QVERIFY(validateOptions(options(4)).empty());
        QVERIFY(!validateOptions(options(1)).empty());
        // 5 and 6 players exist only in Edition X (EXPANSIONS.md 1.5); the other rulesets say so.
        QVERIFY(validateOptions(options(5, Ruleset::EditionX)).empty());
        QVERIFY(validateOptions(options(6, Ruleset::EditionX)).empty());
        QCOMPARE(qs(validateOptions(options(5))),
                 QStringLiteral("5 and 6 players need the Edition X rules (edition-x); the 2013 rules are for 2 to 4 "
                                "players."));
        QVERIFY(validateOptions(options(6, Ruleset::FirstEdition)).find("need the Edition X rules") != std::string::npos);
        GameOptions seven = options(6, Ruleset::EditionX);
        seven.colors.push_back(Color::Red);
        QCOMPARE(qs(validateOptions(seven)), QStringLiteral("This game is for 2 to 6 players, not 7."));
        // Purple and white come with Edition X, at any player count.
        GameOptions purple = options(2);
        purple.colors[1] = Color::Purple;
        QVERIFY(validateOptions(purple).find("comes with Edition X") != std::string::npos);
        purple.ruleset = Ruleset::EditionX;
        QVERIFY(validateOptions(purple).empty());
        GameOptions same = options(2);
        same.colors[1] = Color::Red;
        QVERIFY(!validateOptions(same).empty());
    }

    void dealIsChecked()
    {
        GameState s = newGame(options(2));
        const GameState before = s;
        Deal shortDeal;
        shortDeal.display = {Card::BoosterPod, Card::StasisBeam};
        shortDeal.hands = {Card::DataCrystal, Card::DataCrystal};
        QVERIFY(af::apply(s, shortDeal).has_value());
        QVERIFY(s == before);
        // Only one Alien City exists.
        Deal twoCities;
        twoCities.display = {Card::AlienCity, Card::BoosterPod, Card::StasisBeam};
        twoCities.hands = {Card::AlienCity, Card::DataCrystal};
        AF_ILLEGAL(s, twoCities, Reason::CardNotAvailable);
    }

    void r23_cityDealtAtSetupScoresAtOnce()
    {
        GameState s = newGame(options(3));
        Deal d;
        d.display = {Card::BoosterPod, Card::StasisBeam, Card::DataCrystal};
        d.hands = {Card::PlasmaCannon, Card::AlienCity, Card::AlienMonument};
        AF_LEGAL(s, d);
        QCOMPARE(score(s, 0).total(), 0);
        QCOMPARE(score(s, 1).total(), 1);
        QCOMPARE(score(s, 1).alienCity, 1);
        QCOMPARE(score(s, 2).alienMonument, 1);
    }

    void seededDealIsReproducible()
    {
        GameState a = newGame(options(4));
        GameState b = newGame(options(4));
        Rng r1(42), r2(42);
        AF_LEGAL(a, *sampleChance(a, r1));
        AF_LEGAL(b, *sampleChance(b, r2));
        QVERIFY(a == b);
    }
};

QTEST_APPLESS_MAIN(TestSetup)
#include "tst_setup.moc"
