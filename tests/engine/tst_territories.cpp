// Territories: control, every territory bonus (with and the Relic Ship's whole life), the field generators
// (FLR-1, FLR-5, R-13, R-14), the score breakdown and the ranking with its tie-breaks (ENR-1, R-27).
#include "fixture.h"

using namespace aft;

namespace {

int fromTerritory(const GameState &s, int seat, Territory t)
{
    return s.colonies[idx(t)][seat] + (controllerOf(s, t) == seat ? 1 : 0);
}

DiscardCard discardTo(Card c, Territory t)
{
    DiscardCard d{c, {}};
    d.args.territory = t;
    return d;
}

UseCard crystal(Territory t)
{
    UseCard u{Card::DataCrystal, {}};
    u.args.territory = t;
    return u;
}

} // namespace

class TestTerritories : public QObject
{
    Q_OBJECT

private slots:
    // ------------------------------------------------------------ control

    void ter01_majorityControl()
    {
        GameState s = dealtGame(4);
        clearHands(s);
        putColonies(s, Territory::LemBadlands, Red, 2);
        putColonies(s, Territory::LemBadlands, Green, 1);
        putColonies(s, Territory::LemBadlands, Yellow, 1);
        putColonies(s, Territory::LemBadlands, Blue, 1);
        QCOMPARE(controllerOf(s, Territory::LemBadlands), int(Red));
        QCOMPARE(fromTerritory(s, Red, Territory::LemBadlands), 3);
        QCOMPARE(score(s, Red).total(), 3);
        for (int p : {Blue, Green, Yellow}) {
            QCOMPARE(fromTerritory(s, p, Territory::LemBadlands), 1);
            QCOMPARE(score(s, p).total(), 1);
        }
        QVERIFY(bonusActive(s, Red, Territory::LemBadlands));
        QVERIFY(!bonusActive(s, Blue, Territory::LemBadlands));
    }

    void ter02_tieMeansNoControl()
    {
        GameState s = dealtGame(4);
        clearHands(s);
        putColonies(s, Territory::LemBadlands, Red, 2);
        putColonies(s, Territory::LemBadlands, Yellow, 2);
        putColonies(s, Territory::LemBadlands, Green, 1);
        putColonies(s, Territory::LemBadlands, Blue, 1);
        QCOMPARE(controllerOf(s, Territory::LemBadlands), int(kNoPlayer));
        QCOMPARE(score(s, Red).total(), 2);
        QCOMPARE(score(s, Yellow).total(), 2);
        QCOMPARE(score(s, Green).total(), 1);
        QCOMPARE(score(s, Blue).total(), 1);
        // Nobody has the bonus: Red's 4 at the Solar Converter gives the usual 2.
        rollFleet(s, {4, 1, 1});
        AF_LEGAL(s, dockOf(s, Facility::SolarConverter, {4}));
        QCOMPARE(s.players[Red].fuel, 2);
    }

    void ter03_landingBreaksControl()
    {
        GameState s = dealtGame(4);
        clearHands(s);
        putColonies(s, Territory::HerbertValley, Blue, 1);
        QCOMPARE(score(s, Blue).total(), 2);
        QVERIFY(bonusActive(s, Blue, Territory::HerbertValley));
        setResources(s, Red, 0, 6);
        rollFleet(s, {2, 2, 2, 3, 3, 3});
        AF_LEGAL(s, dockOf(s, Facility::ColonyConstructor, {2, 2, 2}, Territory::HerbertValley));
        QCOMPARE(controllerOf(s, Territory::HerbertValley), int(kNoPlayer));
        QCOMPARE(score(s, Blue).total(), 1);
        QCOMPARE(score(s, Red).total(), 1);
        QVERIFY(!bonusActive(s, Blue, Territory::HerbertValley));
        // Blue's 4th ship costs the full price again.
        QCOMPARE(shipyardCost(s, Blue), (Resources{1, 1}));
        AF_LEGAL(s, dockOf(s, Facility::ColonyConstructor, {3, 3, 3}, Territory::HerbertValley));
        QCOMPARE(controllerOf(s, Territory::HerbertValley), int(Red));
        QCOMPARE(score(s, Red).total(), 3);
        QCOMPARE(fromTerritory(s, Blue, Territory::HerbertValley), 1);
    }

    void enr1_fullVpSnapshot()
    {
        GameState s = dealtGame(4);
        clearHands(s);
        putColonies(s, Territory::LemBadlands, Red, 2);
        putColonies(s, Territory::LemBadlands, Blue, 1);
        putColonies(s, Territory::HeinleinPlains, Blue, 2);
        putColonies(s, Territory::HeinleinPlains, Green, 2);
        putColonies(s, Territory::PohlFoothills, Green, 1);
        putColonies(s, Territory::HerbertValley, Yellow, 1);
        putColonies(s, Territory::BurroughsDesert, Red, 1);
        putColonies(s, Territory::BurroughsDesert, Yellow, 1);
        putColonies(s, Territory::AsimovCrater, Blue, 1);
        putColonies(s, Territory::VanVogtMountains, Green, 2);
        putColonies(s, Territory::VanVogtMountains, Red, 1);
        s.fieldAt[idx(Field::Positron)] = idx(Territory::HerbertValley);
        s.fieldAt[idx(Field::Isolation)] = idx(Territory::VanVogtMountains);
        giveCard(s, Red, Card::AlienCity);
        giveCard(s, Blue, Card::AlienMonument);
        giveCard(s, Blue, Card::BoosterPod);
        giveCard(s, Yellow, Card::HolographicDecoy);

        QCOMPARE(score(s, Red), (ScoreBreakdown{4, 1, 1, 0, 0}));
        QCOMPARE(score(s, Blue), (ScoreBreakdown{4, 1, 0, 1, 0}));
        QCOMPARE(score(s, Green), (ScoreBreakdown{5, 2, 0, 0, 0}));
        QCOMPARE(score(s, Yellow), (ScoreBreakdown{2, 1, 0, 0, 1}));
        QCOMPARE(score(s, Red).total(), 6);
        QCOMPARE(score(s, Blue).total(), 6);
        QCOMPARE(score(s, Green).total(), 7);
        QCOMPARE(score(s, Yellow).total(), 4);
        QVERIFY(!bonusActive(s, Green, Territory::VanVogtMountains)); // isolated, but still controlled

        const auto rank = ranking(s);
        QCOMPARE(int(rank.size()), 4);
        QCOMPARE(rank[0].seat, int(Green));
        QCOMPARE(rank[0].place, 1);
        QCOMPARE(rank[1].seat, int(Blue)); // 6 VP and 2 cards
        QCOMPARE(rank[1].place, 2);
        QCOMPARE(rank[1].decidedBy, TieBreak::Cards);
        QCOMPARE(rank[2].seat, int(Red)); // 6 VP and 1 card
        QCOMPARE(rank[2].place, 3);
        QCOMPARE(rank[2].decidedBy, TieBreak::Cards);
        QCOMPARE(rank[3].seat, int(Yellow));
        QCOMPARE(rank[3].place, 4);
        QCOMPARE(rank[3].decidedBy, TieBreak::None);
        QCOMPARE(rank[3].vp, 4);
    }

    // ------------------------------------------------------------ Asimov Crater

    void asimovCraterExtraAdvance_data()
    {
        QTest::addColumn<int>("ships");
        QTest::addColumn<bool>("asimov");
        QTest::addColumn<int>("circle");
        QTest::newRow("1 ship") << 1 << true << 2;
        QTest::newRow("2 ships") << 2 << true << 4;
        QTest::newRow("3 ships") << 3 << true << 5;
        QTest::newRow("2 ships, no control") << 2 << false << 3;
        QTest::newRow("3 ships, no control") << 3 << false << 4;
    }
    void asimovCraterExtraAdvance()
    {
        QFETCH(int, ships);
        QFETCH(bool, asimov);
        QFETCH(int, circle);
        GameState s = dealtGame(4);
        if (asimov)
            putColonies(s, Territory::AsimovCrater, Red, 1);
        s.players[Red].hubCircle = 1;
        --s.players[Red].coloniesLeft;
        rollFleet(s, {1, 2, 3});
        Dock d = dockOf(s, Facility::ColonistHub, {1});
        if (ships >= 2)
            d.ships.push_back(shipWith(s, 2));
        if (ships >= 3)
            d.ships.push_back(shipWith(s, 3));
        AF_LEGAL(s, d);
        QCOMPARE(int(s.players[Red].hubCircle), circle);
    }

    void asimovCraterOncePerTurn()
    {
        // 2013: the +1 comes once the turn's Hub ships reach 2, whether docked together or one by one, once a turn.
        GameState s = dealtGame(4);
        putColonies(s, Territory::AsimovCrater, Red, 1);
        s.players[Red].hubCircle = 1;
        --s.players[Red].coloniesLeft;
        rollFleet(s, {1, 2, 3});
        AF_LEGAL(s, dockOf(s, Facility::ColonistHub, {1}));
        QCOMPARE(int(s.players[Red].hubCircle), 2);
        AF_LEGAL(s, dockOf(s, Facility::ColonistHub, {2}));
        QCOMPARE(int(s.players[Red].hubCircle), 4);
        AF_LEGAL(s, dockOf(s, Facility::ColonistHub, {3}));
        QCOMPARE(int(s.players[Red].hubCircle), 5);
    }

    void asimovCraterGainedMidTurnIsNotRetroactive()
    {
        // the bonus counts once the turn's Hub ships reach 2 while it is active.
        GameState s = dealtGame(4);
        setResources(s, Red, 0, 3);
        rollFleet(s, {1, 4, 4, 4, 2});
        AF_LEGAL(s, dockOf(s, Facility::ColonistHub, {1}));
        QCOMPARE(int(s.players[Red].hubCircle), 1);
        AF_LEGAL(s, dockOf(s, Facility::ColonyConstructor, {4, 4, 4}, Territory::AsimovCrater));
        QCOMPARE(int(s.players[Red].hubCircle), 1);
        AF_LEGAL(s, dockOf(s, Facility::ColonistHub, {2}));
        QCOMPARE(int(s.players[Red].hubCircle), 3);

        // Two Hub ships docked before the bonus: gaining it adds nothing by itself.
        GameState t = dealtGame(4);
        setResources(t, Red, 0, 3);
        rollFleet(t, {1, 2, 4, 4, 4});
        AF_LEGAL(t, dockOf(t, Facility::ColonistHub, {1, 2}));
        QCOMPARE(int(t.players[Red].hubCircle), 2);
        AF_LEGAL(t, dockOf(t, Facility::ColonyConstructor, {4, 4, 4}, Territory::AsimovCrater));
        QCOMPARE(int(t.players[Red].hubCircle), 2);

        // Our reading of R-8 with "each turn in which you dock more than one ship": a third Hub ship docked while
        // the bonus is active, in a turn that already has two, brings the turn's +1 (once).
        GameState u = dealtGame(4);
        setResources(u, Red, 0, 3);
        rollFleet(u, {1, 2, 4, 4, 4, 3});
        AF_LEGAL(u, dockOf(u, Facility::ColonistHub, {1, 2}));
        AF_LEGAL(u, dockOf(u, Facility::ColonyConstructor, {4, 4, 4}, Territory::AsimovCrater));
        AF_LEGAL(u, dockOf(u, Facility::ColonistHub, {3}));
        QCOMPARE(int(u.players[Red].hubCircle), 4);
    }

    void asimovCraterExcessAdvancesLaunchedAtOnce()
    {
        // Circle 5, two ships and the bonus: 3 advances, 2 needed; launching at once starts a colony on circle 1.
        GameState s = dealtGame(4);
        putColonies(s, Territory::AsimovCrater, Red, 1);
        s.players[Red].hubCircle = 5;
        --s.players[Red].coloniesLeft;
        QCOMPARE(s.players[Red].coloniesLeft, 4);
        setResources(s, Red, 1, 1);
        rollFleet(s, {1, 2, 3});
        GameState later = s;
        AF_LEGAL(s, dockOf(s, Facility::ColonistHub, {1, 2}));
        QCOMPARE(int(s.players[Red].hubCircle), 7);
        AF_LEGAL(s, Launch{Territory::LemBadlands});
        QCOMPARE(s.colonies[idx(Territory::LemBadlands)][Red], 1);
        QCOMPARE(int(s.players[Red].hubCircle), 1);
        QCOMPARE(s.players[Red].coloniesLeft, 3);
        QCOMPARE(totalColonies(s, Red), 6);
        QCOMPARE(s.players[Red].fuel, 0);
        QCOMPARE(s.players[Red].ore, 0);

        // Not launched at once: the excess is lost.
        AF_LEGAL(later, dockOf(later, Facility::ColonistHub, {1, 2}));
        AF_LEGAL(later, dockOf(later, Facility::SolarConverter, {3}));
        AF_LEGAL(later, Launch{Territory::LemBadlands});
        QCOMPARE(int(later.players[Red].hubCircle), 0);
        QCOMPARE(later.players[Red].coloniesLeft, 4);

        // Circle 6 and two ships with the bonus: 3 advances, 1 needed, 2 carried to the next colony. The second
        // ship docks together with the first, so it is not a further docking after the colony reached circle 7.
        GameState six = dealtGame(4);
        putColonies(six, Territory::AsimovCrater, Red, 1);
        six.players[Red].hubCircle = 6;
        --six.players[Red].coloniesLeft;
        setResources(six, Red, 1, 1);
        rollFleet(six, {1, 2, 3});
        AF_LEGAL(six, dockOf(six, Facility::ColonistHub, {1, 2}));
        QCOMPARE(int(six.players[Red].hubCircle), 7);
        AF_LEGAL(six, Launch{Territory::HeinleinPlains});
        QCOMPARE(int(six.players[Red].hubCircle), 2);
        QCOMPARE(six.players[Red].coloniesLeft, 3);
        // The track still has three ports: one more ship fits.
        AF_LEGAL(six, dockOf(six, Facility::ColonistHub, {3}));
        QCOMPARE(int(six.players[Red].hubCircle), 3);
    }

    // ------------------------------------------------------------ Bradbury Plateau

    void bradburyPlateau_data()
    {
        QTest::addColumn<int>("red");
        QTest::addColumn<int>("blue");
        QTest::addColumn<bool>("isolated");
        QTest::addColumn<int>("ore");
        QTest::newRow("control") << 1 << 0 << false << 2;
        QTest::newRow("tie") << 1 << 1 << false << 3;
        QTest::newRow("other player's") << 0 << 1 << false << 3;
        QTest::newRow("isolated") << 2 << 1 << true << 3;
    }
    void bradburyPlateau()
    {
        QFETCH(int, red);
        QFETCH(int, blue);
        QFETCH(bool, isolated);
        QFETCH(int, ore);
        GameState s = dealtGame(4);
        putColonies(s, Territory::BradburyPlateau, Red, red);
        putColonies(s, Territory::BradburyPlateau, Blue, blue);
        if (isolated)
            s.fieldAt[idx(Field::Isolation)] = idx(Territory::BradburyPlateau);
        setResources(s, Red, 0, 3);
        rollFleet(s, {5, 5, 5});
        AF_LEGAL(s, dockOf(s, Facility::ColonyConstructor, {5, 5, 5}, Territory::PohlFoothills));
        QCOMPARE(s.players[Red].ore, 3 - ore);
    }

    // ------------------------------------------------------------ Burroughs Desert and the Relic Ship

    void burroughsDesertBuysTheRelicShip()
    {
        GameState s = dealtGame(4);
        clearHands(s);
        putColonies(s, Territory::BurroughsDesert, Red, 1);
        setResources(s, Red, 1, 1);
        rollFleet(s, {1, 2, 3});
        // Any time in the turn, before docking too.
        AF_LEGAL(s, BuyRelic{});
        QCOMPARE(s.players[Red].fuel, 0);
        QCOMPARE(s.players[Red].ore, 0);
        QCOMPARE(int(s.relicHolder), int(Red));
        QCOMPARE(s.ships[kRelicShip].place, Place::Docked);
        QCOMPARE(s.ships[kRelicShip].facility, Facility::MaintenanceBay);
        QCOMPARE(ownerOf(s, kRelicShip), int(Red));
        // It waits on the Maintenance Bay until the next turn.
        QCOMPARE(unplacedShips(s, Red), 3);
        Dock relicDock;
        relicDock.facility = Facility::SolarConverter;
        relicDock.ships.push_back(static_cast<int8_t>(kRelicShip));
        AF_ILLEGAL(s, relicDock, Reason::ShipNotUnplaced);
        setResources(s, Red, 1, 1);
        AF_ILLEGAL(s, BuyRelic{}, Reason::RelicNotAvailable);
        AF_LEGAL(s, dockOf(s, Facility::SolarConverter, {1, 2, 3}));
        playUntil(s, Red);
        // Gathered and rolled with the fleet, last in the dice order; it never counts as a coloured ship.
        QCOMPARE(chanceCount(s), 4);
        QCOMPARE(int(shipsToRoll(s)[3]), kRelicShip);
        QCOMPARE(shipsNotInStock(s, Red), 3);
        AF_LEGAL(s, (Roll{{1, 1, 1, 6}}));
        QCOMPARE(int(s.ships[kRelicShip].value), 6);
        AF_LEGAL(s, relicDock);
        QCOMPARE(s.ships[kRelicShip].facility, Facility::SolarConverter);
    }

    void burroughsDesertPurchaseConditions()
    {
        GameState s = dealtGame(4);
        clearHands(s);
        giveCard(s, Red, Card::DataCrystal);
        putColonies(s, Territory::BurroughsDesert, Red, 1);
        putColonies(s, Territory::BurroughsDesert, Blue, 1);
        setResources(s, Red, 5, 5);
        rollFleet(s, {1, 2, 3});
        AF_ILLEGAL(s, BuyRelic{}, Reason::NotController);
        // The Data Crystal cannot borrow Burroughs Desert.
        AF_ILLEGAL(s, crystal(Territory::BurroughsDesert), Reason::BurroughsExempt);

        GameState iso = dealtGame(4);
        putColonies(iso, Territory::BurroughsDesert, Red, 1);
        iso.fieldAt[idx(Field::Isolation)] = idx(Territory::BurroughsDesert);
        setResources(iso, Red, 1, 1);
        rollFleet(iso, {1, 2, 3});
        AF_ILLEGAL(iso, BuyRelic{}, Reason::IsolationBlocks);

        GameState poor = dealtGame(4);
        putColonies(poor, Territory::BurroughsDesert, Red, 1);
        setResources(poor, Red, 0, 1);
        rollFleet(poor, {1, 2, 3});
        AF_ILLEGAL(poor, BuyRelic{}, Reason::NotEnoughFuel);
        setResources(poor, Red, 1, 0);
        AF_ILLEGAL(poor, BuyRelic{}, Reason::NotEnoughOre);
    }

    void relicReturnsWhenControlIsLost()
    {
        // Rulebook example 1: Red holds the Relic Ship (at the Lunar Mine); Blue lands a colony on Burroughs Desert.
        GameState s = dealtGame(4);
        clearHands(s);
        putColonies(s, Territory::BurroughsDesert, Red, 1);
        giveRelic(s, Red, Place::Docked, Facility::LunarMine, 4);
        makeActive(s, Blue);
        setResources(s, Blue, 0, 3);
        rollFleet(s, {2, 2, 2});
        AF_LEGAL(s, dockOf(s, Facility::ColonyConstructor, {2, 2, 2}, Territory::BurroughsDesert));
        QCOMPARE(s.ships[kRelicShip].place, Place::Home);
        QCOMPARE(int(s.relicHolder), int(kNoPlayer));
        QCOMPARE(shipsDockedAt(s, Facility::LunarMine), 0);
        AF_ILLEGAL(s, BuyRelic{}, Reason::NotController);

        // Losing control by a colony moved away (Orbital Teleporter discard) also sends it home.
        GameState t = dealtGame(4);
        clearHands(t);
        putColonies(t, Territory::BurroughsDesert, Red, 1);
        giveRelic(t, Red, Place::Docked, Facility::SolarConverter, 2);
        makeActive(t, Blue);
        giveCard(t, Blue, Card::OrbitalTeleporter);
        rollFleet(t, {1, 2, 3});
        DiscardCard move{Card::OrbitalTeleporter, {}};
        move.args.territory = Territory::BurroughsDesert;
        move.args.player = Red;
        move.args.territory2 = Territory::LemBadlands;
        AF_LEGAL(t, move);
        QCOMPARE(t.ships[kRelicShip].place, Place::Home);
        QCOMPARE(int(t.relicHolder), int(kNoPlayer));
    }

    void relicReturnsWhenIsolationLandsOnBurroughs()
    {
        // Rulebook example 2: the Isolation Field on Burroughs Desert sends the Relic Ship home; no repurchase while
        // it stays there.
        GameState s = dealtGame(4);
        clearHands(s);
        putColonies(s, Territory::BurroughsDesert, Red, 1);
        giveRelic(s, Red, Place::Docked, Facility::LunarMine, 5);
        giveCard(s, Red, Card::BoosterPod);
        makeActive(s, Blue);
        giveCard(s, Blue, Card::StasisBeam);
        rollFleet(s, {1, 2, 3});
        AF_LEGAL(s, discardTo(Card::StasisBeam, Territory::BurroughsDesert));
        QCOMPARE(s.ships[kRelicShip].place, Place::Home);
        QCOMPARE(int(s.relicHolder), int(kNoPlayer));
        QCOMPARE(controllerOf(s, Territory::BurroughsDesert), int(Red)); // control itself stays
        playUntil(s, Red);
        setResources(s, Red, 1, 1);
        QCOMPARE(chanceCount(s), 3);
        rollFleet(s, {1, 2, 3});
        AF_ILLEGAL(s, BuyRelic{}, Reason::IsolationBlocks);
        // Once the field is gone (here removed with the Booster Pod) it may be bought again.
        DiscardCard remove{Card::BoosterPod, {}};
        remove.args.field = Field::Isolation;
        AF_LEGAL(s, remove);
        AF_LEGAL(s, BuyRelic{});
        QCOMPARE(int(s.relicHolder), int(Red));
    }

    void relicFromTerraformingStationNextTurn()
    {
        // Rulebook example 3: the Relic Ship forfeited at the Terraforming Station goes home at the start of the
        // holder's next turn, and may be bought again that turn.
        GameState s = dealtGame(4);
        clearHands(s);
        putColonies(s, Territory::BurroughsDesert, Red, 1);
        setResources(s, Red, 1, 1);
        rollFleet(s, {1, 2, 3});
        giveRelic(s, Red, Place::Fleet, Facility::MaintenanceBay, 6);
        Dock tf;
        tf.facility = Facility::TerraformingStation;
        tf.ships.push_back(static_cast<int8_t>(kRelicShip));
        tf.territory = Territory::BurroughsDesert;
        AF_LEGAL(s, tf);
        QCOMPARE(s.colonies[idx(Territory::BurroughsDesert)][Red], 2);
        QCOMPARE(s.ships[kRelicShip].facility, Facility::TerraformingStation);
        AF_LEGAL(s, dockOf(s, Facility::SolarConverter, {1, 2, 3}));
        AF_LEGAL(s, EndTurn{});
        QCOMPARE(int(s.relicHolder), int(Red)); // still Red's during the others' turns
        playUntil(s, Red);
        QCOMPARE(s.ships[kRelicShip].place, Place::Home);
        QCOMPARE(int(s.relicHolder), int(kNoPlayer));
        QCOMPARE(chanceCount(s), 3);
        QCOMPARE(shipsNotInStock(s, Red), 3); // no coloured ship was lost
        rollFleet(s, {1, 2, 3});
        setResources(s, Red, 1, 1);
        AF_LEGAL(s, BuyRelic{});
        QCOMPARE(s.ships[kRelicShip].facility, Facility::MaintenanceBay);
    }

    void relicFromPlasmaCannon()
    {
        // Discard power: the Relic Ship may be targeted whatever its holder's fleet; it goes home.
        GameState s = dealtGame(4);
        clearHands(s);
        putColonies(s, Territory::BurroughsDesert, Red, 1);
        giveRelic(s, Red, Place::Docked, Facility::LunarMine, 3);
        const int redShip = placeShip(s, Red, Facility::LunarMine, 2);
        setShipsInPlay(s, Red, 3);
        makeActive(s, Blue);
        giveCard(s, Blue, Card::PlasmaCannon);
        rollFleet(s, {1, 2, 3});
        DiscardCard colour{Card::PlasmaCannon, {}};
        colour.args.ship = static_cast<int8_t>(redShip);
        AF_ILLEGAL(s, colour, Reason::TooFewShipsLeft);
        DiscardCard relic{Card::PlasmaCannon, {}};
        relic.args.ship = static_cast<int8_t>(kRelicShip);
        AF_LEGAL(s, relic);
        QCOMPARE(s.ships[kRelicShip].place, Place::Home);
        QCOMPARE(int(s.relicHolder), int(kNoPlayer));
        QCOMPARE(shipsNotInStock(s, Red), 3);

        // Fuel power on the Relic Ship at the Terraforming Station: home, not to a stock (rulebook example 2).
        GameState t = dealtGame(4);
        clearHands(t);
        putColonies(t, Territory::BurroughsDesert, Red, 1);
        giveRelic(t, Red, Place::Docked, Facility::TerraformingStation, 6);
        makeActive(t, Blue);
        giveCard(t, Blue, Card::PlasmaCannon);
        setResources(t, Blue, 1, 0);
        rollFleet(t, {6, 2, 3, 4});
        UseCard fire{Card::PlasmaCannon, {}};
        fire.args.facility = Facility::TerraformingStation;
        fire.args.ships.push_back(static_cast<int8_t>(kRelicShip));
        AF_LEGAL(t, fire);
        QCOMPARE(t.ships[kRelicShip].place, Place::Home);
        QCOMPARE(t.players[Blue].fuel, 0);
        QCOMPARE(freeSlots(t, Facility::TerraformingStation, Blue), 1);
    }

    // ------------------------------------------------------------ Heinlein Plains

    void heinleinPlains()
    {
        GameState s = dealtGame(4);
        putColonies(s, Territory::HeinleinPlains, Red, 1);
        setResources(s, Red, 4, 0);
        rollFleet(s, {6, 6, 1});
        AF_ILLEGAL(s, Trade{}, Reason::NoMarketPair); // a pair is still needed
        AF_LEGAL(s, dockOf(s, Facility::OrbitalMarket, {6, 6}));
        QCOMPARE(tradeRatio(s, Red), 1);
        for (int i = 0; i < 4; ++i)
            AF_LEGAL(s, Trade{});
        QCOMPARE(s.players[Red].fuel, 0);
        QCOMPARE(s.players[Red].ore, 4);

        GameState iso = dealtGame(4);
        putColonies(iso, Territory::HeinleinPlains, Red, 1);
        iso.fieldAt[idx(Field::Isolation)] = idx(Territory::HeinleinPlains);
        setResources(iso, Red, 6, 0);
        rollFleet(iso, {6, 6, 1});
        AF_LEGAL(iso, dockOf(iso, Facility::OrbitalMarket, {6, 6}));
        QCOMPARE(tradeRatio(iso, Red), 6);
        AF_LEGAL(iso, Trade{});
        QCOMPARE(iso.players[Red].fuel, 0);
    }

    // ------------------------------------------------------------ Herbert Valley

    void herbertValley_data()
    {
        QTest::addColumn<int>("inPlay");
        QTest::addColumn<int>("cost");
        QTest::newRow("4th ship free") << 3 << 0;
        QTest::newRow("5th ship") << 4 << 1;
        QTest::newRow("6th ship") << 5 << 2;
    }
    void herbertValley()
    {
        QFETCH(int, inPlay);
        QFETCH(int, cost);
        GameState s = dealtGame(4);
        putColonies(s, Territory::HerbertValley, Red, 1);
        setResources(s, Red, cost, cost);
        if (inPlay == 3)
            rollFleet(s, {2, 2, 1});
        else if (inPlay == 4)
            rollFleet(s, {2, 2, 1, 1});
        else
            rollFleet(s, {2, 2, 1, 1, 1});
        QCOMPARE(shipyardCost(s, Red), (Resources{cost, cost}));
        AF_LEGAL(s, dockOf(s, Facility::Shipyard, {2, 2}));
        QCOMPARE(s.players[Red].fuel, 0);
        QCOMPARE(s.players[Red].ore, 0);
        QCOMPARE(shipsNotInStock(s, Red), inPlay + 1);
    }

    // ------------------------------------------------------------ Lem Badlands

    void lemBadlands()
    {
        GameState s = dealtGame(4);
        putColonies(s, Territory::LemBadlands, Red, 1);
        rollFleet(s, {3, 4, 1});
        AF_LEGAL(s, dockOf(s, Facility::SolarConverter, {3, 4}));
        QCOMPARE(s.players[Red].fuel, 6); // 4 + 2
    }

    void lemBadlandsGainedMidTurnIsNotRetroactive()
    {
        GameState s = dealtGame(4);
        setResources(s, Red, 0, 3);
        rollFleet(s, {6, 4, 4, 4, 2});
        AF_LEGAL(s, dockOf(s, Facility::SolarConverter, {6}));
        QCOMPARE(s.players[Red].fuel, 3);
        AF_LEGAL(s, dockOf(s, Facility::ColonyConstructor, {4, 4, 4}, Territory::LemBadlands));
        QCOMPARE(s.players[Red].fuel, 3); // nothing for the 6 already docked
        AF_LEGAL(s, dockOf(s, Facility::SolarConverter, {2}));
        QCOMPARE(s.players[Red].fuel, 5);
    }

    // ------------------------------------------------------------ Pohl Foothills

    void pohlFoothillsCardCosts_data()
    {
        QTest::addColumn<int>("card");
        QTest::addColumn<int>("ships");
        QTest::addColumn<int>("normal");
        QTest::addColumn<int>("pohl");
        QTest::newRow("booster pod") << idx(Card::BoosterPod) << 1 << 1 << 0;
        QTest::newRow("stasis beam") << idx(Card::StasisBeam) << 1 << 1 << 0;
        QTest::newRow("polarity device") << idx(Card::PolarityDevice) << 1 << 1 << 0;
        QTest::newRow("temporal warper") << idx(Card::TemporalWarper) << 1 << 1 << 0;
        QTest::newRow("gravity manipulator") << idx(Card::GravityManipulator) << 1 << 2 << 1;
        QTest::newRow("orbital teleporter") << idx(Card::OrbitalTeleporter) << 1 << 2 << 1;
        QTest::newRow("mind control helmet") << idx(Card::MindControlHelmet) << 1 << 3 << 2;
        QTest::newRow("plasma cannon 1 ship") << idx(Card::PlasmaCannon) << 1 << 1 << 0;
        QTest::newRow("plasma cannon 3 ships") << idx(Card::PlasmaCannon) << 3 << 3 << 2;
        QTest::newRow("data crystal 3 colonies") << idx(Card::DataCrystal) << 3 << 3 << 2;
    }
    void pohlFoothillsCardCosts()
    {
        QFETCH(int, card);
        QFETCH(int, ships);
        QFETCH(int, normal);
        QFETCH(int, pohl);
        GameState s = dealtGame(4);
        QCOMPARE(cardFuelCost(s, Red, static_cast<Card>(card), ships), normal);
        putColonies(s, Territory::PohlFoothills, Red, 1);
        QCOMPARE(cardFuelCost(s, Red, static_cast<Card>(card), ships), pohl);
        s.fieldAt[idx(Field::Isolation)] = idx(Territory::PohlFoothills);
        QCOMPARE(cardFuelCost(s, Red, static_cast<Card>(card), ships), normal);
    }

    void pohlFoothillsInPlay()
    {
        // Never below zero: a free Booster Pod with no fuel.
        GameState s = dealtGame(4);
        clearHands(s);
        putColonies(s, Territory::PohlFoothills, Red, 1);
        giveCard(s, Red, Card::BoosterPod);
        giveCard(s, Red, Card::PlasmaCannon);
        setResources(s, Red, 2, 0);
        for (int i = 0; i < 3; ++i)
            placeShip(s, Blue, Facility::LunarMine, 1);
        rollFleet(s, {3, 1, 1});
        UseCard boost{Card::BoosterPod, {}};
        boost.args.ship = shipWith(s, 3);
        AF_LEGAL(s, boost);
        QCOMPARE(s.players[Red].fuel, 2);
        QCOMPARE(int(s.ships[boost.args.ship].value), 4);
        // one fuel off the use, not off each ship: three ships for 2 fuel.
        UseCard fire{Card::PlasmaCannon, {}};
        fire.args.facility = Facility::LunarMine;
        for (int i = firstShipOf(Blue); i < firstShipOf(Blue) + kShipsPerColor; ++i)
            if (s.ships[i].facility == Facility::LunarMine && s.ships[i].place == Place::Docked)
                fire.args.ships.push_back(static_cast<int8_t>(i));
        QCOMPARE(fire.args.ships.size(), 3);
        AF_LEGAL(s, fire);
        QCOMPARE(s.players[Red].fuel, 0);
        QCOMPARE(shipsDockedAt(s, Facility::LunarMine), 0);
    }

    // ------------------------------------------------------------ Van Vogt Mountains

    void vanVogtMountains()
    {
        // Rulebook example: 1, 2, 4, 5 and a 5 on the Lunar Mine.
        auto start = [](bool control) {
            GameState s = dealtGame(4);
            if (control)
                putColonies(s, Territory::VanVogtMountains, Red, 1);
            placeShip(s, Blue, Facility::LunarMine, 5);
            rollFleet(s, {1, 2, 4, 5});
            return s;
        };
        GameState s = start(true);
        AF_LEGAL(s, dockOf(s, Facility::LunarMine, {1}));
        QCOMPARE(s.players[Red].ore, 1);
        AF_ILLEGAL(s, dockOf(s, Facility::LunarMine, {2}), Reason::ValueTooLow);
        AF_LEGAL(s, dockOf(s, Facility::LunarMine, {5}));
        QCOMPARE(s.players[Red].ore, 2);

        GameState no = start(false);
        AF_ILLEGAL(no, dockOf(no, Facility::LunarMine, {1}), Reason::ValueTooLow);
        // Only the first ship of the turn: after the 5, the 1 must meet the rule.
        GameState first = start(true);
        AF_LEGAL(first, dockOf(first, Facility::LunarMine, {5}));
        AF_ILLEGAL(first, dockOf(first, Facility::LunarMine, {1}), Reason::ValueTooLow);
        // Docked together, the lowest is the first: 1 any value, then 5 >= 5.
        GameState together = start(true);
        AF_LEGAL(together, dockOf(together, Facility::LunarMine, {5, 1}));
        QCOMPARE(together.players[Red].ore, 2);
        GameState twoLow = start(true);
        AF_ILLEGAL(twoLow, dockOf(twoLow, Facility::LunarMine, {1, 2}), Reason::ValueTooLow);
    }

    void vanVogtGainedMidTurn()
    {
        // no effect if a ship of Red's has already docked at the Lunar Mine this turn.
        GameState s = dealtGame(4);
        setResources(s, Red, 0, 3);
        placeShip(s, Blue, Facility::LunarMine, 5);
        rollFleet(s, {6, 4, 4, 4, 1});
        AF_LEGAL(s, dockOf(s, Facility::LunarMine, {6}));
        AF_LEGAL(s, dockOf(s, Facility::ColonyConstructor, {4, 4, 4}, Territory::VanVogtMountains));
        QVERIFY(bonusActive(s, Red, Territory::VanVogtMountains));
        AF_ILLEGAL(s, dockOf(s, Facility::LunarMine, {1}), Reason::ValueTooLow);
        // Gained before any Lunar Mine docking: it applies.
        GameState t = dealtGame(4);
        setResources(t, Red, 0, 3);
        placeShip(t, Blue, Facility::LunarMine, 5);
        rollFleet(t, {6, 4, 4, 4, 1});
        AF_LEGAL(t, dockOf(t, Facility::ColonyConstructor, {4, 4, 4}, Territory::VanVogtMountains));
        AF_LEGAL(t, dockOf(t, Facility::LunarMine, {1}));
        QCOMPARE(t.players[Red].ore, 1);
    }

    // ------------------------------------------------------------ field generators

    void flr1_isolationFieldPlaced()
    {
        GameState s = dealtGame(4);
        clearHands(s);
        putColonies(s, Territory::PohlFoothills, Blue, 2);
        putColonies(s, Territory::HeinleinPlains, Green, 1);
        putColonies(s, Territory::HeinleinPlains, Red, 1);
        giveCard(s, Red, Card::StasisBeam);
        giveCard(s, Red, Card::DataCrystal);
        giveCard(s, Blue, Card::BoosterPod);
        giveCard(s, Green, Card::DataCrystal);
        setResources(s, Red, 5, 0);
        QCOMPARE(cardFuelCost(s, Blue, Card::BoosterPod), 0);
        rollFleet(s, {1, 2, 3});
        AF_LEGAL(s, discardTo(Card::StasisBeam, Territory::PohlFoothills));
        QCOMPARE(s.fieldAt[idx(Field::Isolation)], int8_t(idx(Territory::PohlFoothills)));
        QVERIFY(!holds(s, Red, Card::StasisBeam));
        QCOMPARE(s.discardPile[idx(Card::StasisBeam)], uint8_t(1));
        // No Data Crystal can target Pohl Foothills now.
        AF_ILLEGAL(s, crystal(Territory::PohlFoothills), Reason::IsolationBlocks);
        AF_LEGAL(s, crystal(Territory::HeinleinPlains));
        QCOMPARE(s.players[Red].fuel, 3);
        // Blue keeps control and its VP.
        QCOMPARE(controllerOf(s, Territory::PohlFoothills), int(Blue));
        QCOMPARE(score(s, Blue).total(), 3);
        AF_LEGAL(s, dockOf(s, Facility::SolarConverter, {1, 2, 3}));
        AF_LEGAL(s, EndTurn{});
        // On Blue's turn the Booster Pod costs 1 fuel.
        QCOMPARE(s.current, int8_t(Blue));
        setResources(s, Blue, 1, 0);
        rollFleet(s, {2, 3, 4});
        QCOMPARE(cardFuelCost(s, Blue, Card::BoosterPod), 1);
        UseCard boost{Card::BoosterPod, {}};
        boost.args.ship = shipWith(s, 2);
        AF_LEGAL(s, boost);
        QCOMPARE(s.players[Blue].fuel, 0);
        // Nor can Green's Data Crystal target it on Green's turn.
        finishTurn(s);
        rollFleet(s, {1, 2, 3});
        setResources(s, Green, 5, 1);
        AF_ILLEGAL(s, crystal(Territory::PohlFoothills), Reason::IsolationBlocks);
    }

    void flr5_repulsorBlocksColonyMovement()
    {
        GameState s = dealtGame(4);
        clearHands(s);
        putColonies(s, Territory::AsimovCrater, Yellow, 2);
        putColonies(s, Territory::LemBadlands, Red, 1);
        putColonies(s, Territory::HeinleinPlains, Blue, 1);
        giveCard(s, Red, Card::GravityManipulator);
        giveCard(s, Red, Card::PolarityDevice);
        giveCard(s, Red, Card::OrbitalTeleporter);
        rollFleet(s, {1, 2, 3});
        AF_LEGAL(s, discardTo(Card::GravityManipulator, Territory::AsimovCrater));
        QCOMPARE(s.fieldAt[idx(Field::Repulsor)], int8_t(idx(Territory::AsimovCrater)));
        AF_LEGAL(s, dockOf(s, Facility::SolarConverter, {1, 2, 3}));
        AF_LEGAL(s, EndTurn{});
        playUntil(s, Red);
        s.players[Red].hubCircle = 7;
        --s.players[Red].coloniesLeft;
        setResources(s, Red, 3, 5);
        rollFleet(s, {6, 5, 5, 5});

        AF_ILLEGAL(s, dockOf(s, Facility::TerraformingStation, {6}, Territory::AsimovCrater), Reason::RepulsorBlocks);
        AF_ILLEGAL(s, dockOf(s, Facility::ColonyConstructor, {5, 5, 5}, Territory::AsimovCrater),
                   Reason::RepulsorBlocks);
        AF_ILLEGAL(s, Launch{Territory::AsimovCrater}, Reason::RepulsorBlocks);
        DiscardCard swap{Card::PolarityDevice, {}};
        swap.args.territory = Territory::AsimovCrater;
        swap.args.player = Yellow;
        swap.args.territory2 = Territory::LemBadlands;
        swap.args.player2 = Red;
        AF_ILLEGAL(s, swap, Reason::RepulsorBlocks);
        std::swap(swap.args.territory, swap.args.territory2);
        std::swap(swap.args.player, swap.args.player2);
        AF_ILLEGAL(s, swap, Reason::RepulsorBlocks);
        DiscardCard out{Card::OrbitalTeleporter, {}};
        out.args.territory = Territory::AsimovCrater;
        out.args.player = Yellow;
        out.args.territory2 = Territory::LemBadlands;
        AF_ILLEGAL(s, out, Reason::RepulsorBlocks);
        DiscardCard in{Card::OrbitalTeleporter, {}};
        in.args.territory = Territory::LemBadlands;
        in.args.player = Red;
        in.args.territory2 = Territory::AsimovCrater;
        AF_ILLEGAL(s, in, Reason::RepulsorBlocks);

        // Elsewhere everything works.
        GameState a = s;
        AF_LEGAL(a, dockOf(a, Facility::TerraformingStation, {6}, Territory::LemBadlands));
        AF_LEGAL(a, dockOf(a, Facility::ColonyConstructor, {5, 5, 5}, Territory::HerbertValley));
        AF_LEGAL(a, Launch{Territory::PohlFoothills});
        QCOMPARE(a.colonies[idx(Territory::LemBadlands)][Red], 2);
        QCOMPARE(a.colonies[idx(Territory::HerbertValley)][Red], 1);
        QCOMPARE(a.colonies[idx(Territory::PohlFoothills)][Red], 1);
        GameState b = s;
        DiscardCard otherSwap{Card::PolarityDevice, {}};
        otherSwap.args.territory = Territory::LemBadlands;
        otherSwap.args.player = Red;
        otherSwap.args.territory2 = Territory::HeinleinPlains;
        otherSwap.args.player2 = Blue;
        AF_LEGAL(b, otherSwap);
        QCOMPARE(b.colonies[idx(Territory::LemBadlands)][Blue], 1);
        QCOMPARE(b.colonies[idx(Territory::HeinleinPlains)][Red], 1);
        GameState c = s;
        DiscardCard otherMove{Card::OrbitalTeleporter, {}};
        otherMove.args.territory = Territory::LemBadlands;
        otherMove.args.player = Red;
        otherMove.args.territory2 = Territory::HeinleinPlains;
        AF_LEGAL(c, otherMove);
        QCOMPARE(c.colonies[idx(Territory::HeinleinPlains)][Red], 1);
        QCOMPARE(c.colonies[idx(Territory::AsimovCrater)][Yellow], 2);
    }

    void r13_isolationAndPositronOnOneTerritory()
    {
        GameState s = dealtGame(4);
        clearHands(s);
        putColonies(s, Territory::HerbertValley, Red, 2);
        s.fieldAt[idx(Field::Positron)] = idx(Territory::HerbertValley);
        s.fieldAt[idx(Field::Isolation)] = idx(Territory::HerbertValley);
        QCOMPARE(score(s, Red), (ScoreBreakdown{2, 1, 0, 0, 1}));
        QCOMPARE(score(s, Red).total(), 4);
        QVERIFY(!bonusActive(s, Red, Territory::HerbertValley));
        QCOMPARE(shipyardCost(s, Red), (Resources{1, 1}));
    }

    void positronField()
    {
        GameState s = dealtGame(4);
        clearHands(s);
        giveCard(s, Red, Card::DataCrystal);
        putColonies(s, Territory::LemBadlands, Blue, 1);
        putColonies(s, Territory::HeinleinPlains, Red, 1);
        putColonies(s, Territory::HeinleinPlains, Green, 1);
        rollFleet(s, {1, 2, 3});
        AF_LEGAL(s, discardTo(Card::DataCrystal, Territory::LemBadlands));
        QCOMPARE(s.fieldAt[idx(Field::Positron)], int8_t(idx(Territory::LemBadlands)));
        QCOMPARE(score(s, Blue).positron, 1);
        QCOMPARE(score(s, Blue).total(), 3);
        // On a territory nobody controls, nobody scores it.
        s.fieldAt[idx(Field::Positron)] = idx(Territory::HeinleinPlains);
        QCOMPARE(score(s, Red).positron, 0);
        QCOMPARE(score(s, Green).positron, 0);
        QCOMPARE(score(s, Blue).total(), 2);
    }

    void r14_fieldGeneratorMoves()
    {
        // Moving means to a different territory.
        GameState s = dealtGame(4);
        clearHands(s);
        giveCard(s, Red, Card::StasisBeam);
        giveCard(s, Red, Card::DataCrystal);
        giveCard(s, Red, Card::BoosterPod);
        s.fieldAt[idx(Field::Isolation)] = idx(Territory::LemBadlands);
        rollFleet(s, {1, 2, 3});
        AF_ILLEGAL(s, discardTo(Card::StasisBeam, Territory::LemBadlands), Reason::SameTerritory);
        GameState moved = s;
        AF_LEGAL(moved, discardTo(Card::StasisBeam, Territory::HeinleinPlains));
        QCOMPARE(moved.fieldAt[idx(Field::Isolation)], int8_t(idx(Territory::HeinleinPlains)));
        // Generators may share a territory.
        GameState shared = s;
        AF_LEGAL(shared, discardTo(Card::DataCrystal, Territory::LemBadlands));
        QCOMPARE(shared.fieldAt[idx(Field::Positron)], int8_t(idx(Territory::LemBadlands)));
        QCOMPARE(shared.fieldAt[idx(Field::Isolation)], int8_t(idx(Territory::LemBadlands)));
        // The Booster Pod takes one off the board; the next discard of its card places it again, anywhere.
        DiscardCard remove{Card::BoosterPod, {}};
        remove.args.field = Field::Positron;
        AF_ILLEGAL(s, remove, Reason::FieldNotOnBoard);
        remove.args.field = Field::Isolation;
        AF_LEGAL(s, remove);
        QCOMPARE(s.fieldAt[idx(Field::Isolation)], int8_t(-1));
        AF_LEGAL(s, dockOf(s, Facility::SolarConverter, {1, 2, 3}));
        AF_LEGAL(s, EndTurn{});
        playUntil(s, Red);
        rollFleet(s, {1, 2, 3});
        AF_LEGAL(s, discardTo(Card::StasisBeam, Territory::LemBadlands));
        QCOMPARE(s.fieldAt[idx(Field::Isolation)], int8_t(idx(Territory::LemBadlands)));
        // The Repulsor Field does not stop its own movement or removal.
        GameState r = dealtGame(4);
        clearHands(r);
        giveCard(r, Red, Card::GravityManipulator);
        giveCard(r, Red, Card::BoosterPod);
        putColonies(r, Territory::AsimovCrater, Blue, 1);
        r.fieldAt[idx(Field::Repulsor)] = idx(Territory::AsimovCrater);
        rollFleet(r, {1, 2, 3});
        GameState r2 = r;
        AF_LEGAL(r, discardTo(Card::GravityManipulator, Territory::LemBadlands));
        QCOMPARE(r.fieldAt[idx(Field::Repulsor)], int8_t(idx(Territory::LemBadlands)));
        DiscardCard removeRepulsor{Card::BoosterPod, {}};
        removeRepulsor.args.field = Field::Repulsor;
        AF_LEGAL(r2, removeRepulsor);
        QCOMPARE(r2.fieldAt[idx(Field::Repulsor)], int8_t(-1));
    }

    // ------------------------------------------------------------ ranking

    void r27_rankingTieBreaks()
    {
        GameState s = dealtGame(4);
        clearHands(s);
        for (int p = 0; p < 4; ++p) {
            putColonies(s, Territory::LemBadlands, p, 1); // 1 VP each, nobody controls
            setResources(s, p, 0, 0);
        }
        // All equal: one shared first place.
        auto rank = ranking(s);
        for (const RankEntry &e : rank) {
            QCOMPARE(e.place, 1);
            QCOMPARE(e.decidedBy, TieBreak::Shared);
        }
        // Cards first (the Alien City counts as a card and as a VP)...
        giveCard(s, Blue, Card::BoosterPod);
        rank = ranking(s);
        QCOMPARE(rank[0].seat, int(Blue));
        QCOMPARE(rank[0].place, 1);
        QCOMPARE(rank[0].decidedBy, TieBreak::Cards);
        for (int i = 1; i < 4; ++i) {
            QCOMPARE(rank[i].place, 2); // the other three share second place
            QCOMPARE(rank[i].decidedBy, TieBreak::Shared);
        }
        // ...then ore, which beats any amount of fuel...
        setResources(s, Green, 0, 1);
        setResources(s, Yellow, 8, 0);
        rank = ranking(s);
        QCOMPARE(rank[0].seat, int(Blue));
        QCOMPARE(rank[1].seat, int(Green));
        QCOMPARE(rank[1].decidedBy, TieBreak::Ore);
        QCOMPARE(rank[2].seat, int(Yellow));
        QCOMPARE(rank[2].place, 3);
        QCOMPARE(rank[2].decidedBy, TieBreak::Fuel);
        QCOMPARE(rank[3].seat, int(Red));
        QCOMPARE(rank[3].place, 4);
        QCOMPARE(rank[3].decidedBy, TieBreak::Fuel);
        // ...and VP before everything.
        giveCard(s, Red, Card::AlienCity);
        rank = ranking(s);
        QCOMPARE(rank[0].seat, int(Red));
        QCOMPARE(rank[0].vp, 2);
        QCOMPARE(rank[0].decidedBy, TieBreak::None);
        QCOMPARE(rank[1].seat, int(Blue));
        QCOMPARE(rank[1].place, 2);

        // Shared places: two tied players share second, the next one is fourth.
        GameState t = dealtGame(4);
        clearHands(t);
        for (int p = 0; p < 4; ++p)
            setResources(t, p, 1, 1);
        putColonies(t, Territory::LemBadlands, Red, 2);
        putColonies(t, Territory::HeinleinPlains, Blue, 1);
        putColonies(t, Territory::PohlFoothills, Green, 1);
        rank = ranking(t);
        QCOMPARE(rank[0].seat, int(Red));
        QCOMPARE(rank[0].place, 1);
        QCOMPARE(rank[1].place, 2);
        QCOMPARE(rank[2].place, 2);
        QCOMPARE(rank[1].decidedBy, TieBreak::Shared);
        QCOMPARE(rank[2].decidedBy, TieBreak::Shared);
        QVERIFY((rank[1].seat == Blue && rank[2].seat == Green) || (rank[1].seat == Green && rank[2].seat == Blue));
        QCOMPARE(rank[3].seat, int(Yellow));
        QCOMPARE(rank[3].place, 4);
        QCOMPARE(rank[3].vp, 0);
    }
};

QTEST_APPLESS_MAIN(TestTerritories)
#include "tst_territories.moc"
