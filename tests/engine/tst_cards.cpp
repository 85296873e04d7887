// Alien tech: every base card's fuel power and discard power, scenarios ATC-xx, rulings,
// and the general limits on using cards.
#include "fixture.h"
#include "modules/modules.h"
#include "playout.h"

using namespace aft;

namespace {

UseCard useOn(Card c, int ship)
{
    UseCard u{c, {}};
    u.args.ship = static_cast<int8_t>(ship);
    return u;
}

UseCard gravity(int lowered, int raised)
{
    UseCard u{Card::GravityManipulator, {}};
    u.args.ship = static_cast<int8_t>(lowered);
    u.args.ship2 = static_cast<int8_t>(raised);
    return u;
}

UseCard crystal(Territory t)
{
    UseCard u{Card::DataCrystal, {}};
    u.args.territory = t;
    return u;
}

UseCard moveTo(Card c, int ship, Dock dock)
{
    UseCard u{c, {}};
    u.args.ship = static_cast<int8_t>(ship);
    u.args.dock = dock;
    return u;
}

UseCard fire(Facility f, std::initializer_list<int> ships)
{
    UseCard u{Card::PlasmaCannon, {}};
    u.args.facility = f;
    for (int ship : ships)
        u.args.ships.push_back(static_cast<int8_t>(ship));
    return u;
}

// A 4-player game at Blue's turn (before the roll), Blue holding only the Plasma Cannon.
GameState blueHoldsThePlasmaCannon()
{
    GameState s = dealtGame(4);
    clearHands(s);
    giveCard(s, Blue, Card::PlasmaCannon);
    makeActive(s, Blue);
    return s;
}

UseCard warp(std::initializer_list<int> ships)
{
    UseCard u{Card::TemporalWarper, {}};
    for (int ship : ships)
        u.args.ships.push_back(static_cast<int8_t>(ship));
    return u;
}

DiscardCard discardTo(Card c, Territory t)
{
    DiscardCard d{c, {}};
    d.args.territory = t;
    return d;
}

DiscardCard blast(int ship)
{
    DiscardCard d{Card::PlasmaCannon, {}};
    d.args.ship = static_cast<int8_t>(ship);
    return d;
}

DiscardCard teleportColony(Territory from, int player, Territory to)
{
    DiscardCard d{Card::OrbitalTeleporter, {}};
    d.args.territory = from;
    d.args.player = static_cast<int8_t>(player);
    d.args.territory2 = to;
    return d;
}

DiscardCard swapColonies(Territory t1, int p1, Territory t2, int p2)
{
    DiscardCard d{Card::PolarityDevice, {}};
    d.args.territory = t1;
    d.args.player = static_cast<int8_t>(p1);
    d.args.territory2 = t2;
    d.args.player2 = static_cast<int8_t>(p2);
    return d;
}

DiscardCard takeFromDiscards(Card c)
{
    DiscardCard d{Card::TemporalWarper, {}};
    d.args.card = c;
    return d;
}

Dock to(Facility f) { return Dock{f, {}, std::nullopt, {}}; }

// A game at Red's roll where Red holds exactly `cards`.
GameState holding(std::initializer_list<Card> cards, int players = 4, Ruleset ruleset = Ruleset::R2013)
{
    GameState s = dealtGame(players, ruleset);
    clearHands(s);
    for (Card c : cards)
        giveCard(s, Red, c);
    return s;
}

} // namespace

class TestCards : public QObject
{
    Q_OBJECT

private slots:
    // ------------------------------------------------------------ Booster Pod

    void atc02_boosterPodFuelPower()
    {
        GameState s = holding({Card::BoosterPod});
        setResources(s, Red, 2, 1);
        rollFleet(s, {1, 3, 4});
        const int8_t three = shipWith(s, 3);
        AF_LEGAL(s, useOn(Card::BoosterPod, three));
        QCOMPARE(int(s.ships[three].value), 4);
        QCOMPARE(s.players[Red].fuel, 1);
        AF_LEGAL(s, dockOf(s, Facility::Shipyard, {4, 4}));
        QCOMPARE(s.players[Red].fuel, 0);
        QCOMPARE(s.players[Red].ore, 0);
        QCOMPARE(shipsNotInStock(s, Red), 4);
        QCOMPARE(unplacedShips(s, Red), 1);
        AF_ILLEGAL(s, EndTurn{}, Reason::ShipsStillUnplaced);
        // A second use this turn.
        setResources(s, Red, 1, 0);
        AF_ILLEGAL(s, useOn(Card::BoosterPod, shipWith(s, 1)), Reason::CardAlreadyUsed);

        // Boosting a 6; boosting a docked ship.
        GameState six = holding({Card::BoosterPod});
        setResources(six, Red, 1, 0);
        rollFleet(six, {6, 2, 3});
        AF_ILLEGAL(six, useOn(Card::BoosterPod, shipWith(six, 6)), Reason::ValueOutOfRange);
        const int8_t two = shipWith(six, 2);
        AF_LEGAL(six, dockOf(six, Facility::SolarConverter, {2}));
        AF_ILLEGAL(six, useOn(Card::BoosterPod, two), Reason::ShipNotUnplaced);
        setResources(six, Red, 0, 0);
        AF_ILLEGAL(six, useOn(Card::BoosterPod, shipWith(six, 3)), Reason::NotEnoughFuel);

        // In another player's turn: Red's card cannot be used (the action is the active player's).
        GameState other = holding({Card::BoosterPod});
        makeActive(other, Blue);
        setResources(other, Blue, 3, 0);
        setResources(other, Red, 3, 0);
        rollFleet(other, {1, 2, 3});
        AF_ILLEGAL(other, useOn(Card::BoosterPod, shipWith(other, 2)), Reason::CardNotHeld);
        AF_ILLEGAL(other, useOn(Card::BoosterPod, firstShipOf(Red)), Reason::CardNotHeld);
    }

    void boosterPodDiscardRemovesAField_data()
    {
        QTest::addColumn<int>("field");
        QTest::newRow("isolation") << idx(Field::Isolation);
        QTest::newRow("positron") << idx(Field::Positron);
        QTest::newRow("repulsor") << idx(Field::Repulsor);
    }
    void boosterPodDiscardRemovesAField()
    {
        QFETCH(int, field);
        GameState s = holding({Card::BoosterPod});
        s.fieldAt[field] = idx(Territory::HerbertValley);
        putColonies(s, Territory::HerbertValley, Blue, 2);
        rollFleet(s, {1, 2, 3});
        DiscardCard d{Card::BoosterPod, {}};
        d.args.field = static_cast<Field>((field + 1) % kFieldCount);
        AF_ILLEGAL(s, d, Reason::FieldNotOnBoard);
        d.args.field = static_cast<Field>(field);
        AF_LEGAL(s, d);
        QCOMPARE(s.fieldAt[field], int8_t(-1));
        QVERIFY(!holds(s, Red, Card::BoosterPod));
        QCOMPARE(s.discardPile[idx(Card::BoosterPod)], uint8_t(1));
        QVERIFY(s.turn.discardUsed);
    }

    // ------------------------------------------------------------ Data Crystal

    void atc04_dataCrystalFuelPower()
    {
        GameState s = dealtGame(4);
        clearHands(s);
        giveCard(s, Blue, Card::DataCrystal);
        putColonies(s, Territory::HeinleinPlains, Green, 1);
        putColonies(s, Territory::HeinleinPlains, Red, 1);
        makeActive(s, Blue);
        setResources(s, Blue, 8, 0);
        rollFleet(s, {1, 6, 6});
        AF_LEGAL(s, crystal(Territory::HeinleinPlains));
        QCOMPARE(s.players[Blue].fuel, 6);
        AF_LEGAL(s, dockOf(s, Facility::SolarConverter, {1}));
        QCOMPARE(s.players[Blue].fuel, 7);
        AF_LEGAL(s, dockOf(s, Facility::OrbitalMarket, {6, 6}));
        QCOMPARE(tradeRatio(s, Blue), 1);
        for (int i = 0; i < 7; ++i)
            AF_LEGAL(s, Trade{});
        QCOMPARE(s.players[Blue].fuel, 0);
        QCOMPARE(s.players[Blue].ore, 7);
        AF_ILLEGAL(s, Trade{}, Reason::NotEnoughFuel);
        // The borrowed bonus ends with the turn.
        AF_LEGAL(s, EndTurn{});
        QVERIFY(!bonusActive(s, Blue, Territory::HeinleinPlains));
    }

    void r07_dataCrystalLimits()
    {
        GameState s = holding({Card::DataCrystal});
        putColonies(s, Territory::LemBadlands, Red, 1);
        putColonies(s, Territory::LemBadlands, Blue, 2);
        putColonies(s, Territory::BurroughsDesert, Green, 1);
        putColonies(s, Territory::VanVogtMountains, Green, 1);
        s.fieldAt[idx(Field::Isolation)] = idx(Territory::VanVogtMountains);
        setResources(s, Red, 5, 0);
        rollFleet(s, {2, 3, 1});
        AF_ILLEGAL(s, crystal(Territory::BurroughsDesert), Reason::BurroughsExempt);
        AF_ILLEGAL(s, crystal(Territory::PohlFoothills), Reason::TerritoryEmpty);
        AF_ILLEGAL(s, crystal(Territory::VanVogtMountains), Reason::IsolationBlocks);
        AF_ILLEGAL(s, (UseCard{Card::DataCrystal, {}}), Reason::TerritoryRequired);
        // Cost: every colony on the territory, whatever its colour (Blue controls Lem Badlands: 3 colonies).
        AF_LEGAL(s, crystal(Territory::LemBadlands));
        QCOMPARE(s.players[Red].fuel, 2);
        QVERIFY(bonusActive(s, Red, Territory::LemBadlands));
        QVERIFY(bonusActive(s, Blue, Territory::LemBadlands)); // Blue keeps it
        AF_LEGAL(s, dockOf(s, Facility::SolarConverter, {2, 3}));
        QCOMPARE(s.players[Red].fuel, 2 + 1 + 2 + 2);
        // Once per turn.
        AF_ILLEGAL(s, crystal(Territory::LemBadlands), Reason::CardAlreadyUsed);

        // Not enough fuel for the colonies there.
        GameState poor = holding({Card::DataCrystal});
        putColonies(poor, Territory::LemBadlands, Blue, 3);
        setResources(poor, Red, 2, 0);
        rollFleet(poor, {2, 3, 1});
        AF_ILLEGAL(poor, crystal(Territory::LemBadlands), Reason::NotEnoughFuel);

        // Pohl Foothills discounts the Crystal only if it was active before this use.
        GameState pf = holding({Card::DataCrystal});
        putColonies(pf, Territory::PohlFoothills, Blue, 1);
        putColonies(pf, Territory::PohlFoothills, Green, 1);
        setResources(pf, Red, 5, 0);
        rollFleet(pf, {2, 3, 1});
        AF_LEGAL(pf, crystal(Territory::PohlFoothills));
        QCOMPARE(pf.players[Red].fuel, 3);
        GameState own = holding({Card::DataCrystal});
        putColonies(own, Territory::PohlFoothills, Red, 1);
        putColonies(own, Territory::LemBadlands, Blue, 2);
        setResources(own, Red, 5, 0);
        rollFleet(own, {2, 3, 1});
        AF_LEGAL(own, crystal(Territory::LemBadlands));
        QCOMPARE(own.players[Red].fuel, 4);
    }

    void dataCrystalDiscardPlacesThePositronField()
    {
        GameState s = holding({Card::DataCrystal});
        putColonies(s, Territory::LemBadlands, Red, 1);
        rollFleet(s, {1, 2, 3});
        QCOMPARE(score(s, Red).total(), 2);
        AF_LEGAL(s, discardTo(Card::DataCrystal, Territory::LemBadlands));
        QCOMPARE(s.fieldAt[idx(Field::Positron)], int8_t(idx(Territory::LemBadlands)));
        QCOMPARE(score(s, Red).total(), 3);
        QVERIFY(!holds(s, Red, Card::DataCrystal));
        // A later discard moves it.
        GameState m = holding({Card::DataCrystal});
        m.fieldAt[idx(Field::Positron)] = idx(Territory::LemBadlands);
        rollFleet(m, {1, 2, 3});
        AF_ILLEGAL(m, discardTo(Card::DataCrystal, Territory::LemBadlands), Reason::SameTerritory);
        AF_ILLEGAL(m, (DiscardCard{Card::DataCrystal, {}}), Reason::TerritoryRequired);
        AF_LEGAL(m, discardTo(Card::DataCrystal, Territory::AsimovCrater));
        QCOMPARE(m.fieldAt[idx(Field::Positron)], int8_t(idx(Territory::AsimovCrater)));
    }

    // ------------------------------------------------------------ Gravity Manipulator

    void atc07_gravityManipulatorFuelPower()
    {
        GameState s = holding({Card::GravityManipulator});
        setResources(s, Red, 2, 0);
        rollFleet(s, {1, 2, 5});
        const int8_t one = shipWith(s, 1), two = shipWith(s, 2), five = shipWith(s, 5);
        GameState start = s;
        AF_LEGAL(s, gravity(two, five));
        QCOMPARE(int(s.ships[one].value), 1);
        QCOMPARE(int(s.ships[two].value), 1);
        QCOMPARE(int(s.ships[five].value), 6);
        QCOMPARE(s.players[Red].fuel, 0);

        AF_ILLEGAL(start, gravity(one, five), Reason::ValueOutOfRange); // lowering a 1
        AF_ILLEGAL(start, gravity(two, two), Reason::SameShip);
        GameState top = holding({Card::GravityManipulator});
        setResources(top, Red, 2, 0);
        rollFleet(top, {1, 2, 6});
        AF_ILLEGAL(top, gravity(shipWith(top, 2), shipWith(top, 6)), Reason::ValueOutOfRange); // raising a 6
        // Paying only 1 fuel (no Pohl Foothills).
        GameState poor = start;
        setResources(poor, Red, 1, 0);
        AF_ILLEGAL(poor, gravity(two, five), Reason::NotEnoughFuel);
        // Only one unplaced ship left.
        GameState lone = start;
        AF_LEGAL(lone, dockOf(lone, Facility::SolarConverter, {1, 2}));
        AF_ILLEGAL(lone, gravity(five, five), Reason::NotEnoughUnplaced);
        AF_ILLEGAL(lone, gravity(two, five), Reason::NotEnoughUnplaced);
    }

    void gravityManipulatorDiscardPlacesTheRepulsorField()
    {
        GameState s = holding({Card::GravityManipulator});
        rollFleet(s, {1, 2, 3});
        AF_LEGAL(s, discardTo(Card::GravityManipulator, Territory::HeinleinPlains));
        QCOMPARE(s.fieldAt[idx(Field::Repulsor)], int8_t(idx(Territory::HeinleinPlains)));
        QCOMPARE(s.fieldAt[idx(Field::Isolation)], int8_t(-1));
        QCOMPARE(s.discardPile[idx(Card::GravityManipulator)], uint8_t(1));
    }

    // ------------------------------------------------------------ Holographic Decoy

    void atc09_holographicDecoy()
    {
        auto start = [](std::initializer_list<int> roll) {
            GameState s = dealtGame(4);
            clearHands(s);
            giveCard(s, Blue, Card::HolographicDecoy);
            giveCard(s, Blue, Card::PlasmaCannon);
            setResources(s, Blue, 5, 5);
            setResources(s, Green, 3, 3);
            setResources(s, Yellow, 3, 3);
            rollFleet(s, roll);
            return s;
        };
        GameState s = start({4, 5, 6});
        AF_ILLEGAL(s, raidDock(s, {4, 5, 6}, takeResources({Take{Blue, 0, 1}})), Reason::RaidDecoyProtected);
        AF_ILLEGAL(s, raidDock(s, {4, 5, 6}, takeCard(Blue, Card::PlasmaCannon)), Reason::RaidOnlyDecoy);
        GameState other = s;
        AF_LEGAL(other, raidDock(other, {4, 5, 6}, takeResources({Take{Green, 2, 0}, Take{Yellow, 1, 1}})));
        QCOMPARE(other.players[Red].fuel, 3);
        QCOMPARE(other.players[Red].ore, 1);
        AF_LEGAL(s, raidDock(s, {4, 5, 6}, takeCard(Blue, Card::HolographicDecoy)));
        QVERIFY(holds(s, Red, Card::HolographicDecoy));
        QVERIFY(!holds(s, Blue, Card::HolographicDecoy));

        // From then on Blue's resources can be raided (here by Red bumping its own run, 2013).
        GameState again = start({1, 2, 3, 4, 5, 6});
        AF_LEGAL(again, raidDock(again, {1, 2, 3}, takeCard(Blue, Card::HolographicDecoy)));
        AF_LEGAL(again, raidDock(again, {4, 5, 6}, takeResources({Take{Blue, 2, 2}})));
        QCOMPARE(again.players[Blue].fuel, 3);
        QCOMPARE(again.players[Blue].ore, 3);
        QCOMPARE(again.players[Red].fuel, 2);
        QCOMPARE(again.players[Red].ore, 2);

        // a raider already holding a Decoy discards the stolen one.
        GameState dup = start({4, 5, 6});
        giveCard(dup, Red, Card::HolographicDecoy);
        const CardMask hand = dup.players[Red].cards;
        AF_LEGAL(dup, raidDock(dup, {4, 5, 6}, takeCard(Blue, Card::HolographicDecoy)));
        QCOMPARE(dup.players[Red].cards, hand);
        QVERIFY(!holds(dup, Blue, Card::HolographicDecoy));
        QCOMPARE(dup.discardPile[idx(Card::HolographicDecoy)], uint8_t(1));
        // A Decoy holder's own resources are not protected when they raid others.
        AF_LEGAL(dup, EndTurn{});
    }

    // ------------------------------------------------------------ Orbital Teleporter

    void atc10_orbitalTeleporterFuelPower()
    {
        GameState s = holding({Card::OrbitalTeleporter});
        setResources(s, Red, 2, 0);
        rollFleet(s, {2, 5, 6});
        const int8_t six = shipWith(s, 6);
        AF_LEGAL(s, dockOf(s, Facility::LunarMine, {6}));
        QCOMPARE(s.players[Red].ore, 1);
        AF_LEGAL(s, moveTo(Card::OrbitalTeleporter, six, to(Facility::AlienArtifact)));
        QCOMPARE(s.players[Red].fuel, 0);
        QCOMPARE(int(s.ships[six].value), 6);
        QCOMPARE(s.ships[six].facility, Facility::AlienArtifact);
        AF_LEGAL(s, dockOf(s, Facility::AlienArtifact, {2}));
        QCOMPARE(int(s.turn.artifactTotal), 8);
        const Card wanted = static_cast<Card>(s.display[0]);
        AF_LEGAL(s, Claim{wanted});
        revealAny(s);
        AF_LEGAL(s, dockOf(s, Facility::LunarMine, {5}));
        QCOMPARE(s.players[Red].fuel, 0);
        QCOMPARE(s.players[Red].ore, 2);
        QCOMPARE(cardCount(s, Red), 2);
        QVERIFY(holds(s, Red, wanted));
    }

    void orbitalTeleporterRefusals()
    {
        GameState s = holding({Card::OrbitalTeleporter});
        setResources(s, Red, 5, 5);
        const int blue = placeShip(s, Blue, Facility::SolarConverter, 4);
        rollFleet(s, {6, 3, 3, 1});
        const int8_t six = shipWith(s, 6);
        const int8_t one = shipWith(s, 1);
        AF_ILLEGAL(s, moveTo(Card::OrbitalTeleporter, one, to(Facility::SolarConverter)), Reason::ShipNotDocked);
        AF_ILLEGAL(s, moveTo(Card::OrbitalTeleporter, blue, to(Facility::AlienArtifact)), Reason::ShipNotYours);
        AF_LEGAL(s, dockOf(s, Facility::SolarConverter, {1}));
        AF_ILLEGAL(s, moveTo(Card::OrbitalTeleporter, one, to(Facility::SolarConverter)), Reason::SameFacility);
        UseCard noTarget{Card::OrbitalTeleporter, {}};
        noTarget.args.ship = one;
        AF_ILLEGAL(s, noTarget, Reason::NoFacility);
        // The value never changes: a 1 cannot go where a 6 is needed.
        AF_ILLEGAL(s, moveTo(Card::OrbitalTeleporter, one, Dock{Facility::TerraformingStation, {}, Territory::LemBadlands, {}}),
                   Reason::ValueMustBe);
        // Not off the Terraforming Station.
        AF_LEGAL(s, dockOf(s, Facility::TerraformingStation, {6}, Territory::LemBadlands));
        AF_ILLEGAL(s, moveTo(Card::OrbitalTeleporter, six, to(Facility::AlienArtifact)), Reason::TerraformingLocked);
        // Not off the Maintenance Bay (2013): the ship just built there.
        AF_LEGAL(s, dockOf(s, Facility::Shipyard, {3, 3}));
        int built = -1;
        for (int i = firstShipOf(Red); i < firstShipOf(Red) + kShipsPerColor; ++i)
            if (s.ships[i].place == Place::Docked && s.ships[i].facility == Facility::MaintenanceBay)
                built = i;
        QVERIFY(built >= 0);
        AF_ILLEGAL(s, moveTo(Card::OrbitalTeleporter, built, to(Facility::AlienArtifact)), Reason::BayImmune);
        // Joining unplaced ships at the new facility: a 3 moved from the Shipyard pairs with nothing here, but the
        // move itself is legal onto the Alien Artifact.
        const int8_t shipyard3 = static_cast<int8_t>(firstShipOf(Red) + 1);
        QCOMPARE(s.ships[shipyard3].facility, Facility::Shipyard);
        AF_LEGAL(s, moveTo(Card::OrbitalTeleporter, shipyard3, to(Facility::AlienArtifact)));
        QCOMPARE(s.players[Red].fuel, 1); // 5, +1 at the Solar Converter, -1 terraforming, -2 shipyard, -2 move
        // Only one ship per turn.
        AF_ILLEGAL(s, moveTo(Card::OrbitalTeleporter, one, to(Facility::AlienArtifact)), Reason::CardAlreadyUsed);
    }

    void orbitalTeleporterJoinsUnplacedShips()
    {
        // The moved ship may be used with unplaced ships: a 4 moved from the Solar Converter pairs with a new 4.
        GameState s = holding({Card::OrbitalTeleporter});
        setResources(s, Red, 4, 1);
        rollFleet(s, {4, 4, 1});
        const int8_t first = shipWith(s, 4);
        AF_LEGAL(s, dockOf(s, Facility::SolarConverter, {4}));
        QCOMPARE(s.players[Red].fuel, 6);
        Dock pair = dockOf(s, Facility::Shipyard, {4});
        AF_LEGAL(s, moveTo(Card::OrbitalTeleporter, first, pair));
        QCOMPARE(s.players[Red].fuel, 6 - 2 - 1); // the fuel from the Solar Converter is kept
        QCOMPARE(s.players[Red].ore, 0);
        QCOMPARE(s.ships[first].facility, Facility::Shipyard);
        QCOMPARE(shipsNotInStock(s, Red), 4);
    }

    void r19_orbitalTeleporterDiscardMovesAnyColony()
    {
        // Rulebook example 2 (Blue): Lem Badlands B1 R1, Van Vogt Mountains B1 G2.
        GameState s = dealtGame(4);
        clearHands(s);
        giveCard(s, Blue, Card::OrbitalTeleporter);
        putColonies(s, Territory::LemBadlands, Blue, 1);
        putColonies(s, Territory::LemBadlands, Red, 1);
        putColonies(s, Territory::VanVogtMountains, Blue, 1);
        putColonies(s, Territory::VanVogtMountains, Green, 2);
        makeActive(s, Blue);
        rollFleet(s, {1, 2, 3});
        QCOMPARE(score(s, Blue).total(), 2);
        const GameState start = s;
        GameState other = s;
        AF_LEGAL(s, teleportColony(Territory::VanVogtMountains, Blue, Territory::LemBadlands));
        QCOMPARE(controllerOf(s, Territory::LemBadlands), int(Blue));
        QCOMPARE(score(s, Blue).total(), 3);
        QCOMPARE(s.colonies[idx(Territory::VanVogtMountains)][Blue], 0);
        QVERIFY(!holds(s, Blue, Card::OrbitalTeleporter));
        // Any player's colony.
        AF_LEGAL(other, teleportColony(Territory::VanVogtMountains, Green, Territory::PohlFoothills));
        QCOMPARE(other.colonies[idx(Territory::PohlFoothills)][Green], 1);
        QCOMPARE(controllerOf(other, Territory::VanVogtMountains), int(kNoPlayer));
        AF_ILLEGAL(other, teleportColony(Territory::LemBadlands, Red, Territory::HerbertValley), Reason::CardNotHeld);
        GameState bad = start;
        AF_ILLEGAL(bad, teleportColony(Territory::LemBadlands, Red, Territory::LemBadlands), Reason::SameTerritory);
        AF_ILLEGAL(bad, teleportColony(Territory::HerbertValley, Red, Territory::LemBadlands), Reason::NoColonyThere);
        bad.fieldAt[idx(Field::Repulsor)] = idx(Territory::HerbertValley);
        AF_ILLEGAL(bad, teleportColony(Territory::LemBadlands, Red, Territory::HerbertValley), Reason::RepulsorBlocks);
    }

    // ------------------------------------------------------------ Plasma Cannon

    void atc13_plasmaCannonFuelPower()
    {
        GameState s = blueHoldsThePlasmaCannon();
        const uint32_t gr = s.nextGroup++, gg = s.nextGroup++, gy = s.nextGroup++;
        const int red1 = placeShip(s, Red, Facility::Shipyard, 5, gr);
        const int red2 = placeShip(s, Red, Facility::Shipyard, 5, gr);
        const int green = placeShip(s, Green, Facility::Shipyard, 3, gg);
        placeShip(s, Green, Facility::Shipyard, 3, gg);
        placeShip(s, Yellow, Facility::Shipyard, 1, gy);
        placeShip(s, Yellow, Facility::Shipyard, 1, gy);
        const int greenSolar = placeShip(s, Green, Facility::SolarConverter, 2);
        setResources(s, Blue, 3, 1);
        rollFleet(s, {2, 2, 4});
        QCOMPARE(freeSlots(s, Facility::Shipyard, Blue), 0);
        AF_ILLEGAL(s, fire(Facility::Shipyard, {red1, greenSolar}), Reason::PlasmaOneFacility); // two facilities
        AF_ILLEGAL(s, fire(Facility::SolarConverter, {firstShipOf(Blue)}), Reason::OwnShip);
        AF_ILLEGAL(s, fire(Facility::MaintenanceBay, {firstShipOf(Red)}), Reason::TargetNotAllowed);
        // No ship chosen: said as such, not as the Shipyard's ship count.
        AF_ILLEGAL(s, fire(Facility::Shipyard, {}), Reason::NoShipChosen);
        {
            GameState tried = s;
            const auto refusal = apply(tried, fire(Facility::Shipyard, {}));
            QVERIFY(refusal);
            QCOMPARE(QString::fromStdString(describe(*refusal, s)), QStringLiteral("Choose at least one ship."));
            QCOMPARE(qs(refusal->rule), QStringLiteral("plasma-cannon"));
        }
        AF_ILLEGAL(s, fire(Facility::Shipyard, {red1, red1}), Reason::DuplicateShip);
        AF_ILLEGAL(s, fire(Facility::Shipyard, {red1, red2, green, greenSolar}), Reason::PlasmaOneFacility);
        AF_LEGAL(s, fire(Facility::Shipyard, {red1, red2}));
        QCOMPARE(s.players[Blue].fuel, 1);
        QCOMPARE(s.ships[red1].facility, Facility::MaintenanceBay);
        QCOMPARE(s.ships[red2].facility, Facility::MaintenanceBay);
        QCOMPARE(freeSlots(s, Facility::Shipyard, Blue), 1);
        AF_LEGAL(s, dockOf(s, Facility::Shipyard, {2, 2}));
        QCOMPARE(s.players[Blue].fuel, 0);
        QCOMPARE(s.players[Blue].ore, 0);
        QCOMPARE(shipsNotInStock(s, Blue), 4);
        // Once per turn.
        AF_ILLEGAL(s, fire(Facility::Shipyard, {green}), Reason::CardAlreadyUsed);
    }

    void plasmaCannonFiresAtOneFacilityPerUse()
    {
        // the refusal names the facility the ship is docked at, not "not docked".
        GameState s = blueHoldsThePlasmaCannon();
        const int redShipyard = placeShip(s, Red, Facility::Shipyard, 5);
        const int greenMine = placeShip(s, Green, Facility::LunarMine, 4);
        setResources(s, Blue, 3, 0);
        rollFleet(s, {1, 2, 3});
        const GameState before = s;
        const auto refusal = apply(s, fire(Facility::Shipyard, {redShipyard, greenMine}));
        QVERIFY(refusal);
        QCOMPARE(qs(reasonInfo(refusal->reason).id), QStringLiteral("plasma-one-facility"));
        QCOMPARE(refusal->args, (std::array<int, 3>{greenMine, idx(Facility::LunarMine), idx(Facility::Shipyard)}));
        QCOMPARE(qs(refusal->rule), QStringLiteral("R-16"));
        QCOMPARE(QString::fromStdString(describe(*refusal, s)),
                 QStringLiteral("The Plasma Cannon fires at one facility per use: ship green-%1 is docked at the "
                                "Lunar Mine, not the Shipyard.")
                     .arg(greenMine - firstShipOf(Green) + 1));
        QVERIFY(s == before);
        // A ship that is not docked at all is still "not docked".
        const int yellowInStock = firstShipOf(Yellow) + kShipsPerColor - 1;
        QCOMPARE(s.ships[yellowInStock].place, Place::Stock);
        AF_ILLEGAL(s, fire(Facility::Shipyard, {yellowInStock}), Reason::ShipNotDocked);
        AF_LEGAL(s, fire(Facility::LunarMine, {greenMine}));
    }

    void plasmaCannonFuelPowerOnTheTerraformingStation()
    {
        // Rulebook example 2: a ship removed from the Terraforming Station goes to its stock.
        GameState s = blueHoldsThePlasmaCannon();
        const int red = placeShip(s, Red, Facility::TerraformingStation, 6);
        setResources(s, Blue, 1, 0);
        const int redStock = shipsInStock(s, Red);
        rollFleet(s, {1, 2, 3});
        AF_ILLEGAL(s, fire(Facility::LunarMine, {red}), Reason::PlasmaOneFacility);
        AF_LEGAL(s, fire(Facility::TerraformingStation, {red}));
        QCOMPARE(s.ships[red].place, Place::Stock);
        QCOMPARE(shipsInStock(s, Red), redStock + 1);
        QCOMPARE(s.players[Blue].fuel, 0);
    }

    void r16_plasmaCannonDiscard()
    {
        // Rulebook example 3: Yellow has six ships on the board; its 6 on the Lunar Mine goes to the stock.
        GameState s = blueHoldsThePlasmaCannon();
        const int yellow6 = placeShip(s, Yellow, Facility::LunarMine, 6);
        setShipsInPlay(s, Yellow, 6);
        rollFleet(s, {1, 2, 3});
        AF_ILLEGAL(s, blast(firstShipOf(Blue)), Reason::OwnShip);
        AF_ILLEGAL(s, blast(kRelicShip), Reason::ShipNotDocked); // the Relic Ship at home
        AF_LEGAL(s, blast(yellow6));
        QCOMPARE(s.ships[yellow6].place, Place::Stock);
        QCOMPARE(shipsInStock(s, Yellow), 1);
        QCOMPARE(shipsNotInStock(s, Yellow), 5);
        QVERIFY(!holds(s, Blue, Card::PlasmaCannon));

        // Rulebook example 4: Red has four ships, one of them on the Terraforming Station.
        GameState t = dealtGame(4);
        clearHands(t);
        giveCard(t, Blue, Card::PlasmaCannon);
        makeActive(t, Blue);
        const int lunar = placeShip(t, Red, Facility::LunarMine, 3);
        placeShip(t, Red, Facility::AlienArtifact, 2);
        placeShip(t, Red, Facility::AlienArtifact, 5);
        const int tf = placeShip(t, Red, Facility::TerraformingStation, 6);
        setShipsInPlay(t, Red, 4);
        QCOMPARE(shipsNotInStock(t, Red), 4);
        rollFleet(t, {1, 2, 3});
        AF_ILLEGAL(t, blast(lunar), Reason::TooFewShipsLeft);
        // The ship on the Terraforming Station itself may be targeted: it goes to the stock, three remain.
        AF_LEGAL(t, blast(tf));
        QCOMPARE(t.ships[tf].place, Place::Stock);
        QCOMPARE(shipsNotInStock(t, Red), 3);

        // Exactly three left for the next turn is enough.
        GameState u = dealtGame(4);
        clearHands(u);
        giveCard(u, Blue, Card::PlasmaCannon);
        makeActive(u, Blue);
        const int target = placeShip(u, Red, Facility::SolarConverter, 3);
        setShipsInPlay(u, Red, 4);
        rollFleet(u, {1, 2, 3});
        AF_LEGAL(u, blast(target));
        QCOMPARE(shipsNotInStock(u, Red), 3);

        // Not a ship on the Maintenance Bay (2013).
        GameState bay = dealtGame(4);
        clearHands(bay);
        giveCard(bay, Blue, Card::PlasmaCannon);
        makeActive(bay, Blue);
        setShipsInPlay(bay, Red, 5);
        rollFleet(bay, {1, 2, 3});
        AF_ILLEGAL(bay, blast(firstShipOf(Red)), Reason::BayImmune);
    }

    // ------------------------------------------------------------ Polarity Device

    void atc18_polarityDeviceFuelPower_data()
    {
        QTest::addColumn<int>("value");
        QTest::addColumn<int>("flipped");
        for (int v = 1; v <= 6; ++v)
            QTest::newRow(qPrintable(QString::number(v))) << v << 7 - v;
    }
    void atc18_polarityDeviceFuelPower()
    {
        QFETCH(int, value);
        QFETCH(int, flipped);
        GameState s = holding({Card::PolarityDevice});
        setResources(s, Red, 1, 0);
        rollFleet(s, {value, 2, 5});
        const int8_t ship = shipWith(s, value);
        AF_LEGAL(s, useOn(Card::PolarityDevice, ship));
        QCOMPARE(int(s.ships[ship].value), flipped);
        QCOMPARE(s.players[Red].fuel, 0);
        setResources(s, Red, 1, 0);
        AF_ILLEGAL(s, useOn(Card::PolarityDevice, ship), Reason::CardAlreadyUsed);
        // A docked ship cannot be flipped.
        GameState d = holding({Card::PolarityDevice});
        setResources(d, Red, 1, 0);
        rollFleet(d, {value, 2, 5});
        const int8_t docked = shipWith(d, 2);
        AF_LEGAL(d, dockOf(d, Facility::SolarConverter, {2}));
        AF_ILLEGAL(d, useOn(Card::PolarityDevice, docked), Reason::ShipNotUnplaced);
    }

    void r15_polarityDeviceDiscardSwaps()
    {
        // Rulebook example 2: Herbert Valley Y2, Lem Badlands R2; one colony of each swapped: nobody controls either.
        GameState s = dealtGame(4);
        clearHands(s);
        giveCard(s, Blue, Card::PolarityDevice);
        putColonies(s, Territory::HerbertValley, Yellow, 2);
        putColonies(s, Territory::LemBadlands, Red, 2);
        makeActive(s, Blue);
        rollFleet(s, {1, 2, 3});
        GameState start = s;
        AF_LEGAL(s, swapColonies(Territory::HerbertValley, Yellow, Territory::LemBadlands, Red));
        QCOMPARE(s.colonies[idx(Territory::HerbertValley)][Yellow], 1);
        QCOMPARE(s.colonies[idx(Territory::HerbertValley)][Red], 1);
        QCOMPARE(s.colonies[idx(Territory::LemBadlands)][Red], 1);
        QCOMPARE(s.colonies[idx(Territory::LemBadlands)][Yellow], 1);
        QCOMPARE(controllerOf(s, Territory::HerbertValley), int(kNoPlayer));
        QCOMPARE(controllerOf(s, Territory::LemBadlands), int(kNoPlayer));
        QCOMPARE(score(s, Red).total(), 2);
        QCOMPARE(score(s, Yellow).total(), 2);

        GameState b = start;
        putColonies(b, Territory::LemBadlands, Yellow, 1);
        AF_ILLEGAL(b, swapColonies(Territory::LemBadlands, Yellow, Territory::LemBadlands, Red), Reason::SameTerritory);
        AF_ILLEGAL(b, swapColonies(Territory::HerbertValley, Yellow, Territory::LemBadlands, Yellow),
                   Reason::SamePlayer);
        AF_ILLEGAL(b, swapColonies(Territory::HerbertValley, Red, Territory::LemBadlands, Yellow),
                   Reason::NoColonyThere);
        b.fieldAt[idx(Field::Repulsor)] = idx(Territory::LemBadlands);
        AF_ILLEGAL(b, swapColonies(Territory::HerbertValley, Yellow, Territory::LemBadlands, Red),
                   Reason::RepulsorBlocks);
    }

    // ------------------------------------------------------------ Resource Cache

    void atc20_resourceCache_data()
    {
        QTest::addColumn<QList<int>>("roll");
        QTest::addColumn<int>("fuel");
        QTest::addColumn<int>("ore");
        QTest::addColumn<bool>("discarded");
        QTest::newRow("a: more odd") << QList<int>{1, 3, 4} << 0 << 1 << false;
        QTest::newRow("b: more even") << QList<int>{2, 4, 5} << 1 << 0 << false;
        QTest::newRow("c: equal") << QList<int>{1, 2, 3, 4} << 1 << 1 << true;
        QTest::newRow("5 ships") << QList<int>{1, 2, 3, 4, 6} << 1 << 0 << false;
    }
    void atc20_resourceCache()
    {
        QFETCH(QList<int>, roll);
        QFETCH(int, fuel);
        QFETCH(int, ore);
        QFETCH(bool, discarded);
        GameState s = holding({Card::ResourceCache, Card::BoosterPod, Card::StasisBeam});
        setResources(s, Red, 1, 0);
        // Roll the fleet as given (rollFleet takes a fixed list, so build it here).
        for (int i = firstShipOf(Red); i < firstShipOf(Red) + kShipsPerColor; ++i) {
            s.ships[i] = Ship{};
            s.ships[i].place = i - firstShipOf(Red) < roll.size() ? Place::Fleet : Place::Stock;
        }
        Roll r;
        for (int v : roll)
            r.values.push_back(static_cast<uint8_t>(v));
        AF_LEGAL(s, r);
        QCOMPARE(s.players[Red].fuel, 1 + fuel);
        QCOMPARE(s.players[Red].ore, ore);
        QCOMPARE(holds(s, Red, Card::ResourceCache), !discarded);
        QCOMPARE(s.discardPile[idx(Card::ResourceCache)], uint8_t(discarded ? 1 : 0));
        // (d) Alien tech afterwards does not change what was gained.
        AF_LEGAL(s, useOn(Card::BoosterPod, shipWith(s, roll[0])));
        QCOMPARE(s.players[Red].ore, ore);
        // the forced discard is not the turn's discard.
        QVERIFY(!s.turn.discardUsed);
        AF_LEGAL(s, discardTo(Card::StasisBeam, Territory::LemBadlands));
    }

    void atc20_resourceCacheCountsTheRelicShip()
    {
        GameState s = holding({Card::ResourceCache});
        putColonies(s, Territory::BurroughsDesert, Red, 1);
        for (int i = firstShipOf(Red); i < firstShipOf(Red) + kShipsPerColor; ++i) {
            s.ships[i] = Ship{};
            s.ships[i].place = i - firstShipOf(Red) < 3 ? Place::Fleet : Place::Stock;
        }
        giveRelic(s, Red, Place::Fleet);
        QCOMPARE(chanceCount(s), 4);
        rollAsIs(s, {1, 2, 3, 4}); // the Relic Ship shows the 4: two odd, two even
        QCOMPARE(s.players[Red].fuel, 1);
        QCOMPARE(s.players[Red].ore, 1);
        QVERIFY(!holds(s, Red, Card::ResourceCache));
    }

    void atc20_resourceCacheNotOnTheTurnItIsGained()
    {
        GameState s = holding({});
        setDisplay(s, {Card::ResourceCache, Card::BoosterPod, Card::StasisBeam});
        rollFleet(s, {3, 6, 1});
        AF_LEGAL(s, dockOf(s, Facility::AlienArtifact, {3, 6}));
        AF_LEGAL(s, Claim{Card::ResourceCache});
        revealAny(s);
        QCOMPARE(s.players[Red].fuel, 0);
        QCOMPARE(s.players[Red].ore, 0);
        AF_ILLEGAL(s, (UseCard{Card::ResourceCache, {}}), Reason::NoFuelPower);
        AF_LEGAL(s, dockOf(s, Facility::SolarConverter, {1}));
        QCOMPARE(s.players[Red].fuel, 1);
        AF_LEGAL(s, EndTurn{});
        playUntil(s, Red);
        rollFleet(s, {1, 3, 5});
        QCOMPARE(s.players[Red].ore, 1);
        QVERIFY(holds(s, Red, Card::ResourceCache));
    }

    // ------------------------------------------------------------ Stasis Beam

    void atc22_stasisBeamFuelPower()
    {
        GameState s = holding({Card::StasisBeam});
        setResources(s, Red, 2, 0);
        rollFleet(s, {1, 2, 5});
        const int8_t two = shipWith(s, 2);
        GameState start = s;
        AF_LEGAL(s, useOn(Card::StasisBeam, two));
        QCOMPARE(int(s.ships[two].value), 1);
        QCOMPARE(s.players[Red].fuel, 1);
        AF_LEGAL(s, dockOf(s, Facility::OrbitalMarket, {1, 1}));
        QCOMPARE(tradeRatio(s, Red), 1);
        AF_LEGAL(s, Trade{});
        QCOMPARE(s.players[Red].fuel, 0);
        QCOMPARE(s.players[Red].ore, 1);
        AF_ILLEGAL(start, useOn(Card::StasisBeam, shipWith(start, 1)), Reason::ValueOutOfRange);
    }

    void stasisBeamDiscardPlacesTheIsolationField()
    {
        GameState s = holding({Card::StasisBeam});
        putColonies(s, Territory::LemBadlands, Red, 1);
        rollFleet(s, {1, 2, 3});
        AF_LEGAL(s, discardTo(Card::StasisBeam, Territory::LemBadlands));
        QCOMPARE(s.fieldAt[idx(Field::Isolation)], int8_t(idx(Territory::LemBadlands)));
        QVERIFY(!bonusActive(s, Red, Territory::LemBadlands));
        AF_LEGAL(s, dockOf(s, Facility::SolarConverter, {1, 2, 3}));
        QCOMPARE(s.players[Red].fuel, 4); // no Lem Badlands bonus
    }

    // ------------------------------------------------------------ Temporal Warper

    void temporalWarperFuelPower()
    {
        GameState s = holding({Card::TemporalWarper});
        setResources(s, Red, 1, 0);
        rollFleet(s, {1, 2, 5});
        const int8_t one = shipWith(s, 1), two = shipWith(s, 2), five = shipWith(s, 5);
        AF_ILLEGAL(s, warp({}), Reason::NotEnoughUnplaced);
        AF_ILLEGAL(s, warp({one, one}), Reason::DuplicateShip);
        AF_ILLEGAL(s, warp({one, firstShipOf(Blue)}), Reason::ShipNotYours);
        AF_LEGAL(s, warp({two, one}));
        QCOMPARE(s.players[Red].fuel, 0);
        QCOMPARE(s.stage, Stage::Reroll);
        QCOMPARE(chanceCount(s), 2);
        QCOMPARE(shipsToRoll(s), (ShipList{one, two}));
        QVERIFY(legalActions(s).empty());
        AF_ILLEGAL(s, dockOf(s, Facility::SolarConverter, {5}), Reason::WrongStage);
        AF_ILLEGAL(s, (Reroll{{4}}), Reason::WrongValueCount);
        AF_ILLEGAL(s, (Reroll{{4, 7}}), Reason::DieOutOfRange);
        AF_ILLEGAL(s, (Reroll{{0, 3}}), Reason::DieOutOfRange);
        AF_ILLEGAL(s, (Roll{{4, 3}}), Reason::WrongStage);
        AF_LEGAL(s, (Reroll{{6, 4}}));
        QCOMPARE(s.stage, Stage::Main);
        QCOMPARE(int(s.ships[one].value), 6);
        QCOMPARE(int(s.ships[two].value), 4);
        QCOMPARE(int(s.ships[five].value), 5);
        AF_ILLEGAL(s, warp({five}), Reason::CardAlreadyUsed);
        // A docked ship cannot be re-rolled.
        GameState d = holding({Card::TemporalWarper});
        setResources(d, Red, 1, 0);
        rollFleet(d, {1, 2, 5});
        const int8_t docked = shipWith(d, 5);
        AF_LEGAL(d, dockOf(d, Facility::SolarConverter, {5}));
        AF_ILLEGAL(d, warp({docked}), Reason::ShipNotUnplaced);
    }

    void r05_temporalWarperDiscard()
    {
        // Rulebook example 2: the Alien City from the discard pile.
        GameState s = holding({Card::TemporalWarper, Card::GravityManipulator});
        discardFromPile(s, Card::AlienCity);
        discardFromPile(s, Card::GravityManipulator);
        rollFleet(s, {1, 2, 3});
        AF_ILLEGAL(s, takeFromDiscards(Card::GravityManipulator), Reason::AlreadyHoldCard);
        AF_ILLEGAL(s, takeFromDiscards(Card::PlasmaCannon), Reason::CardNotInDiscard);
        // From the pile as it was before the Warper is discarded: not the Warper itself.
        AF_ILLEGAL(s, takeFromDiscards(Card::TemporalWarper), Reason::CardNotInDiscard);
        AF_ILLEGAL(s, (DiscardCard{Card::TemporalWarper, {}}), Reason::CardNotInDiscard);
        AF_LEGAL(s, takeFromDiscards(Card::AlienCity));
        QVERIFY(holds(s, Red, Card::AlienCity));
        QVERIFY(!holds(s, Red, Card::TemporalWarper));
        QCOMPARE(s.discardPile[idx(Card::AlienCity)], uint8_t(0));
        QCOMPARE(s.discardPile[idx(Card::TemporalWarper)], uint8_t(1));
        QCOMPARE(score(s, Red).total(), 1);

        // An empty discard pile: the discard is refused (our pick for R-5).
        GameState e = holding({Card::TemporalWarper});
        rollFleet(e, {1, 2, 3});
        AF_ILLEGAL(e, takeFromDiscards(Card::AlienCity), Reason::NothingToTake);
    }

    // ------------------------------------------------------------ Mind Control Helmet

    void mindControlHelmetFuelPower()
    {
        // Rulebook example 1: Red moves a green 3 from the Solar Converter to the Shipyard and pairs it with a red 3.
        GameState s = holding({Card::MindControlHelmet});
        const int green3 = placeShip(s, Green, Facility::SolarConverter, 3);
        setResources(s, Red, 4, 1);
        rollFleet(s, {3, 1, 2});
        const int8_t red3 = shipWith(s, 3);
        AF_LEGAL(s, moveTo(Card::MindControlHelmet, green3, dockOf(s, Facility::Shipyard, {3})));
        QCOMPARE(s.players[Red].fuel, 0);
        QCOMPARE(s.players[Red].ore, 0);
        QCOMPARE(s.ships[green3].facility, Facility::Shipyard);
        QCOMPARE(s.ships[red3].facility, Facility::Shipyard);
        QCOMPARE(shipsNotInStock(s, Red), 4);
        QCOMPARE(shipsDockedAt(s, Facility::SolarConverter), 0);
        AF_ILLEGAL(s, moveTo(Card::MindControlHelmet, green3, to(Facility::AlienArtifact)), Reason::CardAlreadyUsed);
        // Green gathers its 3 on its turn; Red's 3 stays.
        playUntil(s, Green);
        QCOMPARE(s.ships[green3].place, Place::Fleet);
        QCOMPARE(s.ships[red3].place, Place::Docked);
        QCOMPARE(s.ships[red3].facility, Facility::Shipyard);
    }

    void mindControlHelmetRefusals()
    {
        GameState s = holding({Card::MindControlHelmet});
        const int blueSolar = placeShip(s, Blue, Facility::SolarConverter, 6);
        const int blueTf = placeShip(s, Blue, Facility::TerraformingStation, 6);
        setResources(s, Red, 9, 9);
        rollFleet(s, {1, 2, 3});
        const int8_t one = shipWith(s, 1);
        AF_ILLEGAL(s, moveTo(Card::MindControlHelmet, blueSolar, to(Facility::SolarConverter)), Reason::SameFacility);
        AF_ILLEGAL(s, moveTo(Card::MindControlHelmet, blueTf, to(Facility::LunarMine)), Reason::TerraformingLocked);
        AF_ILLEGAL(s, moveTo(Card::MindControlHelmet, firstShipOf(Blue), to(Facility::LunarMine)), Reason::BayImmune);
        AF_ILLEGAL(s,
                   moveTo(Card::MindControlHelmet, blueSolar,
                          Dock{Facility::TerraformingStation, {}, Territory::LemBadlands, {}}),
                   Reason::TargetNotAllowed);
        AF_ILLEGAL(s, moveTo(Card::MindControlHelmet, blueSolar, to(Facility::MaintenanceBay)), Reason::NoFacility);
        AF_LEGAL(s, dockOf(s, Facility::SolarConverter, {1}));
        AF_ILLEGAL(s, moveTo(Card::MindControlHelmet, one, to(Facility::LunarMine)), Reason::OwnShip);
        AF_ILLEGAL(s, moveTo(Card::MindControlHelmet, kRelicShip, to(Facility::LunarMine)), Reason::OwnShip);
        setResources(s, Red, 2, 9);
        AF_ILLEGAL(s, moveTo(Card::MindControlHelmet, blueSolar, to(Facility::LunarMine)), Reason::NotEnoughFuel);
        setResources(s, Red, 3, 0);
        AF_LEGAL(s, moveTo(Card::MindControlHelmet, blueSolar, to(Facility::LunarMine)));
        QCOMPARE(s.players[Red].ore, 1); // Red takes the benefit
        QCOMPARE(s.players[Blue].ore, 0);
        QCOMPARE(int(s.ships[blueSolar].user), int(Red));
        // No discard power.
        GameState d = holding({Card::MindControlHelmet});
        rollFleet(d, {1, 2, 3});
        AF_ILLEGAL(d, (DiscardCard{Card::MindControlHelmet, {}}), Reason::NoDiscardPower);
    }

    // ------------------------------------------------------------ moved ships and the Artifact

    void r09_movedShipKeepsBenefitsButEndsTrades()
    {
        GameState s = holding({Card::OrbitalTeleporter});
        setResources(s, Red, 8, 0);
        rollFleet(s, {3, 3, 1});
        const int8_t three = shipWith(s, 3);
        AF_LEGAL(s, dockOf(s, Facility::OrbitalMarket, {3, 3}));
        AF_LEGAL(s, Trade{});
        QCOMPARE(s.players[Red].fuel, 5);
        AF_LEGAL(s, moveTo(Card::OrbitalTeleporter, three, to(Facility::SolarConverter)));
        QCOMPARE(s.players[Red].fuel, 5 - 2 + 2);
        QCOMPARE(s.players[Red].ore, 1); // the ore already traded is kept
        QCOMPARE(tradeRatio(s, Red), 0);
        AF_ILLEGAL(s, Trade{}, Reason::NoMarketPair);

        // A partial run left at the Raiders' Outpost is bumped by its sum.
        GameState r = holding({Card::OrbitalTeleporter});
        setResources(r, Red, 2, 0);
        rollFleet(r, {4, 5, 6});
        const int8_t six = shipWith(r, 6);
        AF_LEGAL(r, dockOf(r, Facility::RaidersOutpost, {4, 5, 6}));
        AF_LEGAL(r, moveTo(Card::OrbitalTeleporter, six, to(Facility::AlienArtifact)));
        QCOMPARE(shipsDockedAt(r, Facility::RaidersOutpost), 2);
        AF_LEGAL(r, EndTurn{});
        rollFleet(r, {1, 2, 3, 4, 5}); // Blue's turn
        AF_ILLEGAL(r, dockOf(r, Facility::RaidersOutpost, {2, 3, 4}), Reason::BumpTooLow); // 9 is not more than 9
        AF_LEGAL(r, dockOf(r, Facility::RaidersOutpost, {3, 4, 5}));
    }

    void r20_helmetShipCountsAtTheArtifact()
    {
        GameState s = holding({Card::MindControlHelmet});
        const int blue = placeShip(s, Blue, Facility::LunarMine, 6);
        setResources(s, Red, 3, 0);
        rollFleet(s, {2, 1, 1});
        AF_LEGAL(s, moveTo(Card::MindControlHelmet, blue, dockOf(s, Facility::AlienArtifact, {2})));
        QCOMPARE(int(s.turn.artifactTotal), 8);
        QCOMPARE(int(s.turn.artifactCycles), 2);
        AF_LEGAL(s, Cycle{});
        revealAny(s);
        AF_LEGAL(s, Claim{static_cast<Card>(s.display[2])});
    }

    // ------------------------------------------------------------ cards with no power

    void cardsWithoutPowers_data()
    {
        QTest::addColumn<int>("card");
        QTest::addColumn<bool>("fuelPower");
        QTest::addColumn<bool>("discardPower");
        QTest::newRow("alien city") << idx(Card::AlienCity) << false << false;
        QTest::newRow("alien monument") << idx(Card::AlienMonument) << false << false;
        QTest::newRow("holographic decoy") << idx(Card::HolographicDecoy) << false << false;
        QTest::newRow("resource cache") << idx(Card::ResourceCache) << false << false;
        QTest::newRow("mind control helmet") << idx(Card::MindControlHelmet) << true << false;
    }
    void cardsWithoutPowers()
    {
        QFETCH(int, card);
        QFETCH(bool, fuelPower);
        QFETCH(bool, discardPower);
        const Card c = static_cast<Card>(card);
        GameState s = holding({c});
        setResources(s, Red, 5, 5);
        rollFleet(s, {1, 3, 5});
        if (!fuelPower)
            AF_ILLEGAL(s, (UseCard{c, {}}), Reason::NoFuelPower);
        if (!discardPower)
            AF_ILLEGAL(s, (DiscardCard{c, {}}), Reason::NoDiscardPower);
        QVERIFY(holds(s, Red, c));
    }

    void alienCityAndMonumentAreWorthOneVpEach()
    {
        GameState s = holding({Card::AlienCity, Card::AlienMonument});
        QCOMPARE(score(s, Red), (ScoreBreakdown{0, 0, 1, 1, 0}));
        QCOMPARE(score(s, Red).total(), 2);
    }

    // ------------------------------------------------------------ general limits

    void cardsOnlyInTheActivePlayersMainStage()
    {
        GameState s = holding({Card::BoosterPod, Card::StasisBeam});
        setResources(s, Red, 3, 0);
        QCOMPARE(s.stage, Stage::Roll);
        AF_ILLEGAL(s, useOn(Card::BoosterPod, firstShipOf(Red)), Reason::WrongStage);
        AF_ILLEGAL(s, discardTo(Card::StasisBeam, Territory::LemBadlands), Reason::WrongStage);
        rollFleet(s, {6, 6, 1});
        AF_LEGAL(s, dockOf(s, Facility::AlienArtifact, {6, 6}));
        AF_LEGAL(s, Cycle{});
        QCOMPARE(s.stage, Stage::Reveal);
        AF_ILLEGAL(s, useOn(Card::BoosterPod, shipWith(s, 1)), Reason::WrongStage);
        revealAny(s);
        AF_LEGAL(s, useOn(Card::BoosterPod, shipWith(s, 1)));
        // Another player's card is not usable in Red's turn.
        giveCard(s, Blue, Card::PolarityDevice);
        AF_ILLEGAL(s, useOn(Card::PolarityDevice, shipWith(s, 2)), Reason::CardNotHeld);
        AF_ILLEGAL(s, swapColonies(Territory::LemBadlands, Red, Territory::AsimovCrater, Blue), Reason::CardNotHeld);
    }

    void eachCardOncePerTurn()
    {
        GameState s = holding({Card::BoosterPod, Card::StasisBeam, Card::PolarityDevice});
        setResources(s, Red, 6, 0);
        rollFleet(s, {2, 3, 4});
        AF_LEGAL(s, useOn(Card::BoosterPod, shipWith(s, 2)));
        AF_ILLEGAL(s, useOn(Card::BoosterPod, shipWith(s, 3)), Reason::CardAlreadyUsed);
        AF_LEGAL(s, useOn(Card::StasisBeam, shipWith(s, 3)));
        AF_ILLEGAL(s, useOn(Card::StasisBeam, shipWith(s, 4)), Reason::CardAlreadyUsed);
        AF_LEGAL(s, useOn(Card::PolarityDevice, shipWith(s, 4)));
        AF_ILLEGAL(s, useOn(Card::PolarityDevice, shipWith(s, 3)), Reason::CardAlreadyUsed);
        QCOMPARE(s.players[Red].fuel, 3);
        // Available again next turn.
        finishTurn(s);
        playUntil(s, Red);
        setResources(s, Red, 1, 0);
        rollFleet(s, {2, 3, 4});
        AF_LEGAL(s, useOn(Card::BoosterPod, shipWith(s, 2)));
    }

    void atc28_oneDiscardPerTurnNoDiscardAfterUse()
    {
        GameState s = holding({Card::StasisBeam, Card::DataCrystal, Card::BoosterPod});
        setResources(s, Red, 2, 0);
        rollFleet(s, {1, 2, 3});
        AF_LEGAL(s, discardTo(Card::StasisBeam, Territory::LemBadlands));
        AF_ILLEGAL(s, discardTo(Card::DataCrystal, Territory::LemBadlands), Reason::DiscardAlreadyUsed);
        DiscardCard booster{Card::BoosterPod, {}};
        booster.args.field = Field::Isolation;
        AF_ILLEGAL(s, booster, Reason::DiscardAlreadyUsed);
        AF_LEGAL(s, useOn(Card::BoosterPod, shipWith(s, 1)));
        QCOMPARE(s.players[Red].fuel, 1);
        // Next turn: used, then discarded the same turn.
        finishTurn(s);
        playUntil(s, Red);
        setResources(s, Red, 1, 0);
        rollFleet(s, {1, 2, 3});
        AF_LEGAL(s, useOn(Card::BoosterPod, shipWith(s, 1)));
        AF_ILLEGAL(s, booster, Reason::CardUsedThisTurn);
        // The other card's discard is still available.
        AF_LEGAL(s, discardTo(Card::DataCrystal, Territory::HerbertValley));
    }

    void valuesStayBetweenOneAndSix()
    {
        GameState s = holding({Card::BoosterPod, Card::StasisBeam, Card::GravityManipulator});
        setResources(s, Red, 9, 0);
        rollFleet(s, {1, 6, 3});
        AF_ILLEGAL(s, useOn(Card::BoosterPod, shipWith(s, 6)), Reason::ValueOutOfRange);
        AF_ILLEGAL(s, useOn(Card::StasisBeam, shipWith(s, 1)), Reason::ValueOutOfRange);
        AF_ILLEGAL(s, gravity(shipWith(s, 1), shipWith(s, 3)), Reason::ValueOutOfRange);
        AF_ILLEGAL(s, gravity(shipWith(s, 3), shipWith(s, 6)), Reason::ValueOutOfRange);
        AF_LEGAL(s, gravity(shipWith(s, 6), shipWith(s, 1)));
        QCOMPARE(int(s.ships[firstShipOf(Red)].value), 2);
        QCOMPARE(int(s.ships[firstShipOf(Red) + 1].value), 5);
    }

    void noTwoCopiesHeld()
    {
        // Claiming a card already held is refused.
        GameState s = holding({Card::BoosterPod});
        setDisplay(s, {Card::BoosterPod, Card::StasisBeam, Card::DataCrystal});
        rollFleet(s, {4, 4, 1});
        AF_LEGAL(s, dockOf(s, Facility::AlienArtifact, {4, 4}));
        AF_ILLEGAL(s, Claim{Card::BoosterPod}, Reason::AlreadyHoldCard);
        // A stolen duplicate is discarded.
        GameState r = holding({Card::StasisBeam});
        giveCard(r, Blue, Card::StasisBeam);
        rollFleet(r, {1, 2, 3});
        AF_LEGAL(r, raidDock(r, {1, 2, 3}, takeCard(Blue, Card::StasisBeam)));
        QVERIFY(holds(r, Red, Card::StasisBeam));
        QVERIFY(!holds(r, Blue, Card::StasisBeam));
        QCOMPARE(r.discardPile[idx(Card::StasisBeam)], uint8_t(1));
        QCOMPARE(cardCount(r, Red), 1);
    }

    void cardsAreUsableAtOnceWhenGained()
    {
        // Claimed at the Artifact, then used the same turn.
        GameState s = holding({});
        setResources(s, Red, 1, 0);
        setDisplay(s, {Card::BoosterPod, Card::StasisBeam, Card::DataCrystal});
        rollFleet(s, {4, 4, 2});
        AF_LEGAL(s, dockOf(s, Facility::AlienArtifact, {4, 4}));
        AF_LEGAL(s, Claim{Card::BoosterPod});
        revealAny(s);
        const int8_t two = shipWith(s, 2);
        AF_LEGAL(s, useOn(Card::BoosterPod, two));
        QCOMPARE(int(s.ships[two].value), 3);
        // Stolen at the Raiders' Outpost, then used.
        GameState r = holding({});
        giveCard(r, Blue, Card::GravityManipulator);
        setResources(r, Red, 0, 0);
        rollFleet(r, {1, 2, 3, 2, 5});
        AF_LEGAL(r, raidDock(r, {1, 2, 3}, takeCard(Blue, Card::GravityManipulator)));
        AF_LEGAL(r, discardTo(Card::GravityManipulator, Territory::PohlFoothills));
        QCOMPARE(r.fieldAt[idx(Field::Repulsor)], int8_t(idx(Territory::PohlFoothills)));
        // Taken back from the discard pile with the Warper, then its fuel power.
        GameState w = holding({Card::TemporalWarper});
        discardFromPile(w, Card::PolarityDevice);
        setResources(w, Red, 1, 0);
        rollFleet(w, {1, 2, 3});
        AF_LEGAL(w, takeFromDiscards(Card::PolarityDevice));
        AF_LEGAL(w, useOn(Card::PolarityDevice, shipWith(w, 1)));
        QCOMPARE(int(w.ships[firstShipOf(Red)].value), 6);
    }

    void maintenanceBayIsImmune_data()
    {
        QTest::addColumn<int>("ruleset");
        QTest::newRow("2013") << idx(Ruleset::R2013);
        QTest::newRow("edition-x") << idx(Ruleset::EditionX);
    }
    void maintenanceBayIsImmune()
    {
        QFETCH(int, ruleset);
        GameState s = dealtGame(4, static_cast<Ruleset>(ruleset));
        clearHands(s);
        for (Card c : {Card::OrbitalTeleporter, Card::MindControlHelmet, Card::PlasmaCannon})
            giveCard(s, Red, c);
        setResources(s, Red, 9, 9);
        setShipsInPlay(s, Blue, 6);
        rollFleet(s, {2, 2, 5});
        AF_LEGAL(s, dockOf(s, Facility::Shipyard, {2, 2})); // Red's new ship waits on the bay
        int built = -1;
        for (int i = firstShipOf(Red); i < firstShipOf(Red) + kShipsPerColor; ++i)
            if (s.ships[i].place == Place::Docked && s.ships[i].facility == Facility::MaintenanceBay)
                built = i;
        const int blue = firstShipOf(Blue);
        QCOMPARE(s.ships[blue].facility, Facility::MaintenanceBay);
        AF_ILLEGAL(s, moveTo(Card::OrbitalTeleporter, built, to(Facility::AlienArtifact)), Reason::BayImmune);
        AF_ILLEGAL(s, moveTo(Card::MindControlHelmet, blue, to(Facility::AlienArtifact)), Reason::BayImmune);
        AF_ILLEGAL(s, fire(Facility::MaintenanceBay, {blue}), Reason::TargetNotAllowed);
        AF_ILLEGAL(s, blast(blue), Reason::BayImmune);
    }

    // A card's power refuses a field it does not read (reason unexpected-parameter) rather than ignore it: the Scout
    // Drone's `look` and `cards` on any other card, and on a base card any field of another card's power (a record
    // must say only what was done).
    void basePowersRefuseFieldsTheyDoNotRead()
    {
        auto refused = [](const GameState &s, const Action &a) {
            const auto r = check(s, a);
            return r && r->reason == Reason::UnexpectedParameter;
        };
        UseCard booster = useOn(Card::BoosterPod, 0);
        booster.args.territory = Territory::LemBadlands;
        UseCard warper{Card::TemporalWarper, {}};
        warper.args.card = Card::AlienCity;
        DiscardCard plasma{Card::PlasmaCannon, {}};
        plasma.args.facility = Facility::LunarMine;
        DiscardCard teleporter{Card::OrbitalTeleporter, {}};
        teleporter.args.ship = 0;
        GameState s = dealtGame(2);
        giveCard(s, Red, Card::BoosterPod);
        giveCard(s, Red, Card::TemporalWarper);
        giveCard(s, Red, Card::PlasmaCannon);
        giveCard(s, Red, Card::OrbitalTeleporter);
        setResources(s, Red, 8, 8);
        rollFleet(s, {3, 3, 3});
        booster.args.ship = shipWith(s, 3);
        warper.args.ships = {shipWith(s, 3)};
        QVERIFY(refused(s, booster));
        QVERIFY(refused(s, warper));
        QVERIFY(refused(s, plasma));
        QVERIFY(refused(s, teleporter));

        // Every use and discard the engine offers in random games, with a field added that the power does not read.
        int tried = 0;
        for (const bool extra : {false, true}) {
            GameOptions o = options(3);
            if (extra)
                o.modules = moduleBit(Module::ExtraTech);
            for (uint64_t seed = 1; seed <= 6; ++seed) {
                Rng rng(seed * 7919u + extra);
                GameState g = newGame(o);
                for (int step = 0; step < 4000 && g.stage != Stage::GameOver; ++step) {
                    if (!isChanceStage(g.stage)) {
                        for (const Action &a : legalActions(g)) {
                            const auto *u = std::get_if<UseCard>(&a);
                            const auto *d = std::get_if<DiscardCard>(&a);
                            if (!u && !d)
                                continue;
                            const Card card = u ? u->card : d->card;
                            const CardArgs &args = u ? u->args : d->args;
                            const bool scout = card == Card::ScoutDrone || args.card == Card::ScoutDrone;
                            std::vector<CardArgs> added;
                            if (!scout) {
                                CardArgs look = args;
                                look.look = true;
                                CardArgs cards = args;
                                cards.cards.push_back(Card::AlienCity);
                                added = {look, cards};
                            }
                            if (!isExtraTech(idx(card))) {
                                CardArgs value = args;
                                value.value = 3;
                                CardArgs agenda = args;
                                agenda.agenda = static_cast<Agenda>(0);
                                CardArgs spread = args;
                                spread.spread[0][0] = 1;
                                added.push_back(value);
                                added.push_back(agenda);
                                added.push_back(spread);
                            }
                            for (const CardArgs &more : added) {
                                const Action changed = u ? Action{UseCard{card, more}} : Action{DiscardCard{card, more}};
                                QVERIFY2(refused(g, changed),
                                         qPrintable(QStringLiteral("%1 %2 took a field it does not read")
                                                        .arg(u ? QStringLiteral("use") : QStringLiteral("discard"),
                                                             qs(toId(card)))));
                                ++tried;
                            }
                        }
                    }
                    const std::optional<Action> next = randomAction(g, rng);
                    QVERIFY(next);
                    QVERIFY(!af::apply(g, *next));
                }
            }
        }
        QVERIFY(tried > 100);
    }
};

QTEST_APPLESS_MAIN(TestCards)
#include "tst_cards.moc"
