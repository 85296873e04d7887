// Orbital facilities: each facility's condition, cost and benefit, port limits per player count, scenarios FAC-xx
// and rulings, R-20 (Alien Artifact), R-21, R-22, R-25, R-28.
#include "fixture.h"

using namespace aft;

namespace {

// A seat other than Red with at least `n` ships neither docked at a facility nor rolled.
int seatWithSpare(const GameState &s, int n)
{
    for (int seat = 1; seat < s.playerCount; ++seat) {
        int spare = 0;
        for (int i = firstShipOf(seat); i < firstShipOf(seat) + kShipsPerColor; ++i) {
            const Ship &ship = s.ships[i];
            spare += ship.place == Place::Stock ||
                     (ship.place == Place::Docked && ship.facility == Facility::MaintenanceBay);
        }
        if (spare >= n)
            return seat;
    }
    qFatal("no seat has %d spare ships", n);
    return -1;
}

// Docks a group of `n` ships of one other seat at a facility, all showing `value`.
void placeGroup(GameState &s, Facility f, int n, int value)
{
    const int seat = seatWithSpare(s, n);
    const uint32_t group = s.nextGroup++;
    for (int k = 0; k < n; ++k)
        placeShip(s, seat, f, value, group);
}

int shipsAtBay(const GameState &s, int seat)
{
    int n = 0;
    for (int i = firstShipOf(seat); i < firstShipOf(seat) + kShipsPerColor; ++i)
        n += s.ships[i].place == Place::Docked && s.ships[i].facility == Facility::MaintenanceBay;
    return n;
}

} // namespace

class TestFacilities : public QObject
{
    Q_OBJECT

private slots:
    // ------------------------------------------------------------ Solar Converter

    void solarConverterYield_data()
    {
        QTest::addColumn<int>("value");
        QTest::addColumn<int>("fuel");
        QTest::newRow("1") << 1 << 1;
        QTest::newRow("2") << 2 << 1;
        QTest::newRow("3") << 3 << 2;
        QTest::newRow("4") << 4 << 2;
        QTest::newRow("5") << 5 << 3;
        QTest::newRow("6") << 6 << 3;
    }
    void solarConverterYield()
    {
        QFETCH(int, value);
        QFETCH(int, fuel);
        GameState s = dealtGame(4);
        rollFleet(s, {value, 1, 1});
        const int supply = s.supplyFuel;
        AF_LEGAL(s, dockOf(s, Facility::SolarConverter, {value}));
        QCOMPARE(s.players[Red].fuel, fuel);
        QCOMPARE(s.players[Red].ore, 0);
        QCOMPARE(s.supplyFuel, supply - fuel);
        QCOMPARE(shipsDockedAt(s, Facility::SolarConverter), 1);
        QCOMPARE(freeSlots(s, Facility::SolarConverter, Red), 7);
    }

    void fac01_solarConverterAndLemBadlands()
    {
        GameState s = dealtGame(4);
        rollFleet(s, {1, 4, 6});
        AF_LEGAL(s, dockOf(s, Facility::SolarConverter, {1, 4, 6}));
        QCOMPARE(s.players[Red].fuel, 6);

        // Variant: Red controls Lem Badlands, +1 per ship; 9 tokens at the end of the turn, one goes back.
        GameState v = dealtGame(4);
        putColonies(v, Territory::LemBadlands, Red, 1);
        rollFleet(v, {1, 4, 6});
        AF_LEGAL(v, dockOf(v, Facility::SolarConverter, {1, 4, 6}));
        QCOMPARE(v.players[Red].fuel, 9);
        AF_ILLEGAL(v, EndTurn{}, Reason::WrongReturnCount);
        AF_ILLEGAL(v, (EndTurn{2, 0}), Reason::WrongReturnCount);
        AF_ILLEGAL(v, (EndTurn{0, 1}), Reason::NotEnoughOre);
        AF_LEGAL(v, (EndTurn{1, 0}));
        QCOMPARE(v.players[Red].fuel, 8);
        QCOMPARE(v.current, Blue);
    }

    // ------------------------------------------------------------ Lunar Mine

    void fac03_lunarMineMinimumValue()
    {
        GameState s = dealtGame(4);
        placeShip(s, Blue, Facility::LunarMine, 1);
        placeShip(s, Green, Facility::LunarMine, 4);
        rollFleet(s, {3, 4, 6});
        // The 3 is lower than the 4 already docked.
        AF_ILLEGAL(s, dockOf(s, Facility::LunarMine, {3}), Reason::ValueTooLow);
        AF_ILLEGAL(s, dockOf(s, Facility::LunarMine, {3, 4, 6}), Reason::ValueTooLow);
        AF_LEGAL(s, dockOf(s, Facility::LunarMine, {4, 6}));
        QCOMPARE(s.players[Red].ore, 2);
        QCOMPARE(freeSlots(s, Facility::LunarMine, Red), 1);
        QCOMPARE(highestAt(s, Facility::LunarMine), 6);
        AF_ILLEGAL(s, dockOf(s, Facility::LunarMine, {3}), Reason::ValueTooLow);
        QCOMPARE(s.players[Red].ore, 2);
    }

    void r12_lunarMineShipsInAscendingOrder()
    {
        GameState s = dealtGame(4);
        placeShip(s, Blue, Facility::LunarMine, 4);
        rollFleet(s, {3, 5, 6});
        // Entered together as 6 then 5: checked in ascending order (5 >= 4, then 6 >= 5), so legal.
        Dock d = dockOf(s, Facility::LunarMine, {6, 5});
        QVERIFY(s.ships[d.ships[0]].value == 6);
        AF_LEGAL(s, d);
        QCOMPARE(s.players[Red].ore, 2);

        // Checked ship by ship against the highest docked there, own ships of this turn included.
        GameState t = dealtGame(4);
        placeShip(t, Blue, Facility::LunarMine, 2);
        rollFleet(t, {4, 6, 1});
        AF_LEGAL(t, dockOf(t, Facility::LunarMine, {6}));
        AF_ILLEGAL(t, dockOf(t, Facility::LunarMine, {4}), Reason::ValueTooLow);
        // A lower ship among those entered together refuses the whole docking.
        GameState u = dealtGame(4);
        placeShip(u, Blue, Facility::LunarMine, 4);
        rollFleet(u, {3, 6, 1});
        AF_ILLEGAL(u, dockOf(u, Facility::LunarMine, {6, 3}), Reason::ValueTooLow);
    }

    // ------------------------------------------------------------ Orbital Market

    void fac06_orbitalMarketTrading()
    {
        GameState s = dealtGame(4);
        setResources(s, Red, 7, 0);
        rollFleet(s, {3, 3, 4});
        AF_ILLEGAL(s, Trade{}, Reason::NoMarketPair);
        AF_LEGAL(s, dockOf(s, Facility::OrbitalMarket, {3, 3}));
        QCOMPARE(s.players[Red].fuel, 7); // docking itself is free
        AF_LEGAL(s, Trade{});
        AF_LEGAL(s, Trade{});
        QCOMPARE(s.players[Red].fuel, 1);
        QCOMPARE(s.players[Red].ore, 2);
        AF_ILLEGAL(s, Trade{}, Reason::NotEnoughFuel);
        AF_LEGAL(s, dockOf(s, Facility::SolarConverter, {4}));
        QCOMPARE(s.players[Red].fuel, 3);
        AF_LEGAL(s, Trade{});
        QCOMPARE(s.players[Red].fuel, 0);
        QCOMPARE(s.players[Red].ore, 3);
        AF_ILLEGAL(s, Trade{}, Reason::NotEnoughFuel);
    }

    void orbitalMarketConditions()
    {
        GameState s = dealtGame(4);
        setResources(s, Red, 8, 0);
        rollFleet(s, {2, 2, 5, 5, 6});
        AF_ILLEGAL(s, dockOf(s, Facility::OrbitalMarket, {2, 5}), Reason::ValuesNotEqual);
        AF_ILLEGAL(s, dockOf(s, Facility::OrbitalMarket, {6}), Reason::WrongShipCount);
        AF_ILLEGAL(s, dockOf(s, Facility::OrbitalMarket, {2, 2, 6}), Reason::WrongShipCount);
        AF_LEGAL(s, dockOf(s, Facility::OrbitalMarket, {5, 5}));
        QCOMPARE(tradeRatio(s, Red), 5);
        AF_LEGAL(s, Trade{});
        QCOMPARE(s.players[Red].fuel, 3);
        // With two pairs docked, the better ratio is used.
        AF_LEGAL(s, dockOf(s, Facility::OrbitalMarket, {2, 2}));
        QCOMPARE(tradeRatio(s, Red), 2);
        AF_LEGAL(s, Trade{});
        QCOMPARE(s.players[Red].fuel, 1);
        QCOMPARE(s.players[Red].ore, 2);
        // Another player's pair gives Red no trades.
        GameState t = dealtGame(4);
        const uint32_t g = t.nextGroup++;
        placeShip(t, Blue, Facility::OrbitalMarket, 1, g);
        placeShip(t, Blue, Facility::OrbitalMarket, 1, g);
        setResources(t, Red, 5, 0);
        rollFleet(t, {1, 2, 3});
        AF_ILLEGAL(t, Trade{}, Reason::NoMarketPair);
    }

    // ------------------------------------------------------------ Shipyard

    void fac08_shipyardFourthShip()
    {
        GameState s = dealtGame(4);
        setResources(s, Red, 1, 1);
        rollFleet(s, {4, 4, 1});
        QCOMPARE(shipsInStock(s, Red), 3);
        QCOMPARE(shipyardCost(s, Red), (Resources{1, 1}));
        AF_LEGAL(s, dockOf(s, Facility::Shipyard, {4, 4}));
        QCOMPARE(s.players[Red].fuel, 0);
        QCOMPARE(s.players[Red].ore, 0);
        QCOMPARE(shipsInStock(s, Red), 2);
        QCOMPARE(shipsAtBay(s, Red), 1);
        QCOMPARE(unplacedShips(s, Red), 1); // the new ship is not usable this turn
        // The 1 must still be docked.
        AF_ILLEGAL(s, EndTurn{}, Reason::ShipsStillUnplaced);
        AF_ILLEGAL(s, ToMaintenanceBay{shipWith(s, 1)}, Reason::MustDockIfPossible);
        AF_LEGAL(s, dockOf(s, Facility::SolarConverter, {1}));
        QCOMPARE(s.players[Red].fuel, 1);
        AF_LEGAL(s, EndTurn{});
        playUntil(s, Red);
        QCOMPARE(chanceCount(s), 4);
        QCOMPARE(shipsToRoll(s).size(), 4);
    }

    void shipyardPrices_data()
    {
        QTest::addColumn<int>("inPlay");
        QTest::addColumn<int>("cost");
        QTest::newRow("4th ship") << 3 << 1;
        QTest::newRow("5th ship") << 4 << 2;
        QTest::newRow("6th ship") << 5 << 3;
    }
    void shipyardPrices()
    {
        QFETCH(int, inPlay);
        QFETCH(int, cost);
        GameState s = dealtGame(4);
        setResources(s, Red, cost, cost - 1);
        // Fleet of `inPlay` ships: a pair of 3s and 1s.
        if (inPlay == 3)
            rollFleet(s, {3, 3, 1});
        else if (inPlay == 4)
            rollFleet(s, {3, 3, 1, 1});
        else
            rollFleet(s, {3, 3, 1, 1, 1});
        QCOMPARE(shipyardCost(s, Red), (Resources{cost, cost}));
        AF_ILLEGAL(s, dockOf(s, Facility::Shipyard, {3, 3}), Reason::NotEnoughOre);
        setResources(s, Red, cost - 1, cost);
        AF_ILLEGAL(s, dockOf(s, Facility::Shipyard, {3, 3}), Reason::NotEnoughFuel);
        setResources(s, Red, cost, cost);
        AF_LEGAL(s, dockOf(s, Facility::Shipyard, {3, 3}));
        QCOMPARE(s.players[Red].fuel, 0);
        QCOMPARE(s.players[Red].ore, 0);
        QCOMPARE(shipsInStock(s, Red), 6 - inPlay - 1);
        QCOMPARE(shipsNotInStock(s, Red), inPlay + 1);
    }

    void shipyardConditions()
    {
        GameState s = dealtGame(4);
        setResources(s, Red, 9, 9);
        rollFleet(s, {2, 2, 3, 3, 5, 6});
        QCOMPARE(shipsInStock(s, Red), 0);
        AF_ILLEGAL(s, dockOf(s, Facility::Shipyard, {2, 2}), Reason::StockEmpty);
        AF_ILLEGAL(s, dockOf(s, Facility::Shipyard, {5, 6}), Reason::ValuesNotEqual);
        AF_ILLEGAL(s, dockOf(s, Facility::Shipyard, {5}), Reason::WrongShipCount);
    }

    void r04_shipyardCountsBayAndTerraformingNotRelic()
    {
        // A ship forfeited at the Terraforming Station this turn still counts: the pair builds the 5th ship.
        GameState s = dealtGame(4);
        setResources(s, Red, 3, 3);
        rollFleet(s, {6, 3, 3, 1});
        AF_LEGAL(s, dockOf(s, Facility::TerraformingStation, {6}, Territory::LemBadlands));
        QCOMPARE(shipsNotInStock(s, Red), 4);
        QCOMPARE(shipyardCost(s, Red), (Resources{2, 2}));
        AF_LEGAL(s, dockOf(s, Facility::Shipyard, {3, 3}));
        QCOMPARE(s.players[Red].fuel, 0);
        QCOMPARE(s.players[Red].ore, 0);

        // A ship on the Maintenance Bay counts too (here one that could not dock).
        GameState b = dealtGame(4);
        setResources(b, Red, 1, 1);
        rollFleet(b, {2, 2, 5});
        placeShip(b, Red, Facility::MaintenanceBay, 0); // as if it had been put there earlier this turn
        QCOMPARE(shipsNotInStock(b, Red), 4);
        QCOMPARE(shipyardCost(b, Red), (Resources{2, 2}));
        AF_ILLEGAL(b, dockOf(b, Facility::Shipyard, {2, 2}), Reason::NotEnoughFuel);
        setResources(b, Red, 2, 2);
        AF_LEGAL(b, dockOf(b, Facility::Shipyard, {2, 2}));
        QCOMPARE(b.players[Red].fuel, 0);

        // The Relic Ship never counts: three coloured ships and the Relic build the 4th ship.
        GameState r = dealtGame(4);
        putColonies(r, Territory::BurroughsDesert, Red, 1);
        setResources(r, Red, 1, 1);
        rollFleet(r, {3, 1, 2});
        giveRelic(r, Red, Place::Fleet, Facility::MaintenanceBay, 3);
        QCOMPARE(shipyardCost(r, Red), (Resources{1, 1}));
        Dock d = dockOf(r, Facility::Shipyard, {3});
        d.ships.push_back(static_cast<int8_t>(kRelicShip));
        AF_LEGAL(r, d);
        QCOMPARE(r.players[Red].fuel, 0);
        QCOMPARE(r.players[Red].ore, 0);
        QCOMPARE(shipsNotInStock(r, Red), 4);
    }

    void r28_twoShipsInOneTurnPricedInOrder()
    {
        GameState s = dealtGame(4);
        setResources(s, Red, 5, 5);
        rollFleet(s, {2, 2, 3, 3});
        AF_LEGAL(s, dockOf(s, Facility::Shipyard, {2, 2}));
        QCOMPARE(s.players[Red].fuel, 3); // the 5th ship: 2 + 2
        QCOMPARE(s.players[Red].ore, 3);
        QCOMPARE(shipyardCost(s, Red), (Resources{3, 3}));
        AF_LEGAL(s, dockOf(s, Facility::Shipyard, {3, 3}));
        QCOMPARE(s.players[Red].fuel, 0); // the 6th ship: 3 + 3
        QCOMPARE(s.players[Red].ore, 0);
        QCOMPARE(shipsInStock(s, Red), 0);
        QCOMPARE(shipsAtBay(s, Red), 2);

        // A ship forfeited at the Terraforming Station this turn is not in the stock yet: it cannot be rebuilt.
        GameState t = dealtGame(4);
        setResources(t, Red, 9, 9);
        rollFleet(t, {6, 2, 2, 3, 3});
        AF_LEGAL(t, dockOf(t, Facility::TerraformingStation, {6}, Territory::HeinleinPlains));
        QCOMPARE(shipsInStock(t, Red), 1);
        AF_LEGAL(t, dockOf(t, Facility::Shipyard, {2, 2}));
        QCOMPARE(t.players[Red].fuel, 9 - 1 - 3); // the 6th ship, the forfeited one still counting
        QCOMPARE(shipsInStock(t, Red), 0);
        AF_ILLEGAL(t, dockOf(t, Facility::Shipyard, {3, 3}), Reason::StockEmpty);
    }

    // ------------------------------------------------------------ Colony Constructor

    void fac12_colonyConstructorAndBradburyPlateau()
    {
        GameState s = dealtGame(4);
        setResources(s, Red, 0, 3);
        rollFleet(s, {5, 5, 5});
        AF_LEGAL(s, dockOf(s, Facility::ColonyConstructor, {5, 5, 5}, Territory::BradburyPlateau));
        QCOMPARE(s.players[Red].ore, 0);
        QCOMPARE(s.colonies[idx(Territory::BradburyPlateau)][Red], 1);
        QCOMPARE(controllerOf(s, Territory::BradburyPlateau), int(Red));
        QCOMPARE(score(s, Red).total(), 2);
        QCOMPARE(s.players[Red].coloniesLeft, 5);

        // Red controls Bradbury Plateau beforehand: 2 ore.
        GameState bp = dealtGame(4);
        putColonies(bp, Territory::BradburyPlateau, Red, 1);
        setResources(bp, Red, 0, 2);
        rollFleet(bp, {5, 5, 5});
        AF_LEGAL(bp, dockOf(bp, Facility::ColonyConstructor, {5, 5, 5}, Territory::LemBadlands));
        QCOMPARE(bp.players[Red].ore, 0);
        QCOMPARE(bp.colonies[idx(Territory::LemBadlands)][Red], 1);

        // Without Bradbury Plateau, 2 ore is not enough.
        GameState no = dealtGame(4);
        setResources(no, Red, 0, 2);
        rollFleet(no, {5, 5, 5});
        AF_ILLEGAL(no, dockOf(no, Facility::ColonyConstructor, {5, 5, 5}, Territory::BradburyPlateau),
                   Reason::NotEnoughOre);

        // Not a triple.
        GameState pair = dealtGame(4);
        setResources(pair, Red, 0, 3);
        rollFleet(pair, {5, 5, 4});
        AF_ILLEGAL(pair, dockOf(pair, Facility::ColonyConstructor, {5, 5, 4}, Territory::BradburyPlateau),
                   Reason::ValuesNotEqual);
        AF_ILLEGAL(pair, dockOf(pair, Facility::ColonyConstructor, {5, 5}, Territory::BradburyPlateau),
                   Reason::WrongShipCount);
    }

    void colonyConstructorConditions()
    {
        GameState s = dealtGame(4);
        setResources(s, Red, 0, 6);
        rollFleet(s, {2, 2, 2});
        AF_ILLEGAL(s, dockOf(s, Facility::ColonyConstructor, {2, 2, 2}), Reason::TerritoryRequired);
        // Only the facilities that land colonies take a territory.
        AF_ILLEGAL(s, dockOf(s, Facility::SolarConverter, {2}, Territory::LemBadlands), Reason::UnexpectedParameter);
        s.players[Red].coloniesLeft = 0;
        AF_ILLEGAL(s, dockOf(s, Facility::ColonyConstructor, {2, 2, 2}, Territory::LemBadlands),
                   Reason::NoColonyLeft);
    }

    void r22_colonyLandsAnywhereWithoutRepulsor()
    {
        // No adjacency or ownership condition: Red lands where Blue dominates and on Burroughs Desert.
        GameState s = dealtGame(4);
        putColonies(s, Territory::PohlFoothills, Blue, 3);
        setResources(s, Red, 0, 6);
        rollFleet(s, {2, 2, 2, 4, 4, 4});
        AF_LEGAL(s, dockOf(s, Facility::ColonyConstructor, {2, 2, 2}, Territory::PohlFoothills));
        AF_LEGAL(s, dockOf(s, Facility::ColonyConstructor, {4, 4, 4}, Territory::BurroughsDesert));
        QCOMPARE(s.colonies[idx(Territory::PohlFoothills)][Red], 1);
        QCOMPARE(s.colonies[idx(Territory::BurroughsDesert)][Red], 1);
        QCOMPARE(controllerOf(s, Territory::PohlFoothills), int(Blue));
        QCOMPARE(controllerOf(s, Territory::BurroughsDesert), int(Red));
        // The Repulsor Field is the only thing that stops a landing.
        GameState r = dealtGame(4);
        r.fieldAt[idx(Field::Repulsor)] = idx(Territory::PohlFoothills);
        setResources(r, Red, 0, 3);
        rollFleet(r, {2, 2, 2});
        AF_ILLEGAL(r, dockOf(r, Facility::ColonyConstructor, {2, 2, 2}, Territory::PohlFoothills),
                   Reason::RepulsorBlocks);
    }

    // ------------------------------------------------------------ Terraforming Station

    void fac14_terraformingStationBasic()
    {
        GameState s = dealtGame(4);
        setResources(s, Red, 1, 1);
        rollFleet(s, {6, 2, 3, 1});
        QCOMPARE(shipsInStock(s, Red), 2);
        const int8_t six = shipWith(s, 6);
        AF_LEGAL(s, dockOf(s, Facility::TerraformingStation, {6}, Territory::LemBadlands));
        QCOMPARE(s.players[Red].fuel, 0);
        QCOMPARE(s.players[Red].ore, 0);
        QCOMPARE(s.colonies[idx(Territory::LemBadlands)][Red], 1);
        QCOMPARE(score(s, Red).total(), 2);
        QCOMPARE(s.ships[six].place, Place::Docked);
        QCOMPARE(s.ships[six].facility, Facility::TerraformingStation);
        QCOMPARE(freeSlots(s, Facility::TerraformingStation, Blue), 0);
        AF_LEGAL(s, dockOf(s, Facility::SolarConverter, {1, 2, 3}));
        AF_LEGAL(s, EndTurn{});
        // Blocked for everyone until Red's next turn.
        QCOMPARE(s.ships[six].facility, Facility::TerraformingStation);
        playUntil(s, Red);
        QCOMPARE(s.ships[six].place, Place::Stock);
        QCOMPARE(shipsInStock(s, Red), 3);
        QCOMPARE(chanceCount(s), 3);
        QCOMPARE(freeSlots(s, Facility::TerraformingStation, Red), 1);
    }

    void terraformingStationConditions()
    {
        GameState s = dealtGame(4);
        setResources(s, Red, 1, 1);
        rollFleet(s, {6, 6, 5, 1});
        AF_ILLEGAL(s, dockOf(s, Facility::TerraformingStation, {5}, Territory::LemBadlands), Reason::ValueMustBe);
        AF_ILLEGAL(s, dockOf(s, Facility::TerraformingStation, {6, 6}, Territory::LemBadlands),
                   Reason::WrongShipCount);
        AF_ILLEGAL(s, dockOf(s, Facility::TerraformingStation, {6}), Reason::TerritoryRequired);
        setResources(s, Red, 0, 1);
        AF_ILLEGAL(s, dockOf(s, Facility::TerraformingStation, {6}, Territory::LemBadlands), Reason::NotEnoughFuel);
        setResources(s, Red, 1, 0);
        AF_ILLEGAL(s, dockOf(s, Facility::TerraformingStation, {6}, Territory::LemBadlands), Reason::NotEnoughOre);
        // One port only.
        GameState full = dealtGame(4);
        placeShip(full, Blue, Facility::TerraformingStation, 6);
        setResources(full, Red, 1, 1);
        rollFleet(full, {6, 1, 1, 1});
        AF_ILLEGAL(full, dockOf(full, Facility::TerraformingStation, {6}, Territory::LemBadlands),
                   Reason::PortsFull);
    }

    void r17_terraformingFleetCount()
    {
        // Three ships of Red's colour: forfeiting one would leave two.
        GameState s = dealtGame(4);
        setResources(s, Red, 1, 1);
        rollFleet(s, {6, 2, 3});
        AF_ILLEGAL(s, dockOf(s, Facility::TerraformingStation, {6}, Territory::LemBadlands), Reason::FleetTooSmall);

        // A ship just built waits on the Maintenance Bay and counts: four ships, three left.
        GameState b = dealtGame(4);
        setResources(b, Red, 2, 2);
        rollFleet(b, {6, 4, 4});
        AF_LEGAL(b, dockOf(b, Facility::Shipyard, {4, 4}));
        AF_LEGAL(b, dockOf(b, Facility::TerraformingStation, {6}, Territory::LemBadlands));
        QCOMPARE(b.colonies[idx(Territory::LemBadlands)][Red], 1);

        // The Relic Ship never counts, and forfeiting it costs no coloured ship.
        GameState r = dealtGame(4);
        putColonies(r, Territory::BurroughsDesert, Red, 1);
        setResources(r, Red, 1, 1);
        rollFleet(r, {1, 2, 3});
        giveRelic(r, Red, Place::Fleet, Facility::MaintenanceBay, 6);
        Dock d;
        d.facility = Facility::TerraformingStation;
        d.ships.push_back(static_cast<int8_t>(kRelicShip));
        d.territory = Territory::HerbertValley;
        AF_LEGAL(r, d);
        QCOMPARE(r.colonies[idx(Territory::HerbertValley)][Red], 1);
        QCOMPARE(r.ships[kRelicShip].facility, Facility::TerraformingStation);
    }

    // ------------------------------------------------------------ Alien Artifact

    void fac17_alienArtifactClaim()
    {
        GameState s = dealtGame(4);
        clearHands(s);
        setDisplay(s, {Card::PolarityDevice, Card::BoosterPod, Card::StasisBeam});
        rollFleet(s, {2, 6, 3});
        const int pile = pileCount(s.drawPile);
        AF_LEGAL(s, dockOf(s, Facility::AlienArtifact, {2, 6}));
        QCOMPARE(int(s.turn.artifactTotal), 8);
        AF_LEGAL(s, Claim{Card::PolarityDevice});
        QVERIFY(holds(s, Red, Card::PolarityDevice));
        QCOMPARE(int(s.turn.artifactTotal), 0);
        QCOMPARE(int(s.turn.artifactCycles), 0);
        // The display is refilled from the draw pile.
        QCOMPARE(s.stage, Stage::Reveal);
        QCOMPARE(chanceCount(s), 1);
        AF_ILLEGAL(s, Trade{}, Reason::WrongStage);
        AF_LEGAL(s, (Reveal{{Card::PlasmaCannon}}));
        QCOMPARE(s.stage, Stage::Main);
        QCOMPARE(s.display[0], int8_t(idx(Card::PlasmaCannon)));
        QCOMPARE(pileCount(s.drawPile), pile - 1);
        // A second claim needs new ships totalling 8.
        AF_ILLEGAL(s, Claim{Card::BoosterPod}, Reason::ClaimTotalTooLow);

        // With 2 and 5 (total 7): no claim, but two cycles.
        GameState c = dealtGame(4);
        clearHands(c);
        setDisplay(c, {Card::PolarityDevice, Card::BoosterPod, Card::StasisBeam});
        rollFleet(c, {2, 5, 3});
        AF_LEGAL(c, dockOf(c, Facility::AlienArtifact, {2, 5}));
        AF_ILLEGAL(c, Claim{Card::PolarityDevice}, Reason::ClaimTotalTooLow);
        AF_LEGAL(c, Cycle{});
        QCOMPARE(c.stage, Stage::Reveal);
        QCOMPARE(pileCount(c.discardPile), 3);
        revealAny(c);
        AF_LEGAL(c, Cycle{});
        revealAny(c);
        QCOMPARE(pileCount(c.discardPile), 6);
        AF_ILLEGAL(c, Cycle{}, Reason::NoCycleLeft);
    }

    void alienArtifactConditions()
    {
        GameState s = dealtGame(4);
        clearHands(s);
        giveCard(s, Red, Card::PolarityDevice);
        setDisplay(s, {Card::PolarityDevice, Card::BoosterPod, Card::StasisBeam});
        rollFleet(s, {6, 6, 1});
        AF_LEGAL(s, dockOf(s, Facility::AlienArtifact, {6, 6}));
        AF_ILLEGAL(s, Claim{Card::PolarityDevice}, Reason::AlreadyHoldCard);
        AF_ILLEGAL(s, Claim{Card::PlasmaCannon}, Reason::CardNotOnDisplay);
        // Four ports.
        GameState f = dealtGame(4);
        placeShip(f, Blue, Facility::AlienArtifact, 1);
        placeShip(f, Blue, Facility::AlienArtifact, 1);
        rollFleet(f, {2, 3, 4});
        AF_ILLEGAL(f, dockOf(f, Facility::AlienArtifact, {2, 3, 4}), Reason::PortsFull);
        AF_LEGAL(f, dockOf(f, Facility::AlienArtifact, {2, 3}));
        AF_ILLEGAL(f, dockOf(f, Facility::AlienArtifact, {4}), Reason::PortsFull);
    }

    void r25_artifactTotalIsThisTurnsOwnShipsSinceTheLastClaim()
    {
        // Rulebook example 2: dock 3 and cycle, dock 2 and cycle, dock 4 and cycle, then claim (9).
        GameState s = dealtGame(4);
        clearHands(s);
        // Other players' ships at the Artifact do not count.
        placeShip(s, Blue, Facility::AlienArtifact, 6);
        rollFleet(s, {3, 2, 4, 4});
        AF_LEGAL(s, dockOf(s, Facility::AlienArtifact, {3}));
        QCOMPARE(int(s.turn.artifactTotal), 3);
        AF_LEGAL(s, Cycle{});
        revealAny(s);
        AF_LEGAL(s, dockOf(s, Facility::AlienArtifact, {2}));
        AF_LEGAL(s, Cycle{});
        revealAny(s);
        AF_ILLEGAL(s, Claim{static_cast<Card>(s.display[0])}, Reason::ClaimTotalTooLow);
        AF_LEGAL(s, dockOf(s, Facility::AlienArtifact, {4}));
        AF_LEGAL(s, Cycle{});
        revealAny(s);
        QCOMPARE(int(s.turn.artifactTotal), 9);
        QCOMPARE(int(s.turn.artifactCycles), 0);
        const Card wanted = static_cast<Card>(s.display[1]);
        AF_LEGAL(s, Claim{wanted});
        QVERIFY(holds(s, Red, wanted));
        revealAny(s);
        // All four ports are taken now (Blue's 6 and Red's 3, 2, 4).
        AF_ILLEGAL(s, dockOf(s, Facility::AlienArtifact, {4}), Reason::PortsFull);

        // A claim clears unused cycles; the next claim needs 8 more.
        GameState c = dealtGame(4);
        clearHands(c);
        rollFleet(c, {6, 2, 1});
        AF_LEGAL(c, dockOf(c, Facility::AlienArtifact, {6, 2}));
        QCOMPARE(int(c.turn.artifactCycles), 2);
        AF_LEGAL(c, Claim{static_cast<Card>(c.display[0])});
        revealAny(c);
        AF_ILLEGAL(c, Cycle{}, Reason::NoCycleLeft);
        AF_LEGAL(c, dockOf(c, Facility::AlienArtifact, {1}));
        QCOMPARE(int(c.turn.artifactTotal), 1);
        QCOMPARE(int(c.turn.artifactCycles), 1);
        AF_ILLEGAL(c, Claim{static_cast<Card>(c.display[1])}, Reason::ClaimTotalTooLow);

        // Ships of an earlier turn do not count: the total and cycles are cleared at the end of the turn.
        GameState e = dealtGame(4);
        clearHands(e);
        rollFleet(e, {6, 1, 1});
        AF_LEGAL(e, dockOf(e, Facility::AlienArtifact, {6}));
        AF_LEGAL(e, dockOf(e, Facility::SolarConverter, {1, 1}));
        AF_LEGAL(e, EndTurn{});
        QCOMPARE(int(e.turn.artifactTotal), 0);
        QCOMPARE(int(e.turn.artifactCycles), 0);
        playUntil(e, Red);
        rollFleet(e, {2, 1, 1});
        AF_LEGAL(e, dockOf(e, Facility::AlienArtifact, {2}));
        AF_ILLEGAL(e, Claim{static_cast<Card>(e.display[0])}, Reason::ClaimTotalTooLow);
    }

    void r20_shipMovedOntoArtifactCounts()
    {
        // Orbital Teleporter: a 6 moved from the Lunar Mine counts toward the total and gives one cycle.
        GameState s = dealtGame(4);
        clearHands(s);
        giveCard(s, Red, Card::OrbitalTeleporter);
        setResources(s, Red, 2, 0);
        rollFleet(s, {6, 1, 2});
        const int8_t six = shipWith(s, 6);
        AF_LEGAL(s, dockOf(s, Facility::LunarMine, {6}));
        UseCard tp{Card::OrbitalTeleporter, {}};
        tp.args.ship = six;
        tp.args.dock = Dock{Facility::AlienArtifact, {}, std::nullopt, {}};
        AF_LEGAL(s, tp);
        QCOMPARE(int(s.turn.artifactTotal), 6);
        QCOMPARE(int(s.turn.artifactCycles), 1);
        QCOMPARE(s.ships[six].facility, Facility::AlienArtifact);
        QCOMPARE(s.players[Red].ore, 1); // the ore from the Lunar Mine is kept

        // Mind Control Helmet: Blue's 5 moved to the Artifact joins Red's 3: total 8, a claim and two cycles.
        GameState h = dealtGame(4);
        clearHands(h);
        giveCard(h, Red, Card::MindControlHelmet);
        setResources(h, Red, 3, 0);
        const int blue5 = placeShip(h, Blue, Facility::SolarConverter, 5);
        rollFleet(h, {3, 1, 1});
        UseCard helmet{Card::MindControlHelmet, {}};
        helmet.args.ship = static_cast<int8_t>(blue5);
        helmet.args.dock = dockOf(h, Facility::AlienArtifact, {3});
        AF_LEGAL(h, helmet);
        QCOMPARE(h.players[Red].fuel, 0);
        QCOMPARE(int(h.turn.artifactTotal), 8);
        QCOMPARE(int(h.turn.artifactCycles), 2);
        AF_LEGAL(h, Claim{static_cast<Card>(h.display[0])});
    }

    // ------------------------------------------------------------ Colonist Hub

    void fac21_colonistHubProgression()
    {
        GameState s = dealtGame(4);
        QCOMPARE(s.players[Red].coloniesLeft, 6);
        rollFleet(s, {1, 2, 3});
        AF_LEGAL(s, dockOf(s, Facility::ColonistHub, {1, 2, 3}));
        QCOMPARE(int(s.players[Red].hubCircle), 3);
        QCOMPARE(s.players[Red].coloniesLeft, 5);
        QCOMPARE(totalColonies(s, Red), 6);
        playUntil(s, Red);

        rollFleet(s, {4, 5, 6});
        AF_LEGAL(s, dockOf(s, Facility::ColonistHub, {4}));
        AF_LEGAL(s, dockOf(s, Facility::ColonistHub, {5, 6}));
        QCOMPARE(int(s.players[Red].hubCircle), 6);
        QCOMPARE(s.players[Red].coloniesLeft, 5); // the same colony, no second one
        playUntil(s, Red);

        setResources(s, Red, 0, 1);
        rollFleet(s, {2, 2, 2});
        AF_ILLEGAL(s, Launch{Territory::LemBadlands}, Reason::NoHubColonyReady);
        AF_LEGAL(s, dockOf(s, Facility::ColonistHub, {2}));
        QCOMPARE(int(s.players[Red].hubCircle), 7);
        // No fuel: the launch waits.
        AF_ILLEGAL(s, Launch{Territory::LemBadlands}, Reason::NotEnoughFuel);
        // No second colony while one waits on circle 7.
        AF_ILLEGAL(s, dockOf(s, Facility::ColonistHub, {2}), Reason::HubColonyWaiting);
        AF_LEGAL(s, dockOf(s, Facility::SolarConverter, {2, 2}));
        QCOMPARE(s.players[Red].fuel, 2);
        AF_LEGAL(s, Launch{Territory::LemBadlands});
        QCOMPARE(s.players[Red].fuel, 1);
        QCOMPARE(s.players[Red].ore, 0);
        QCOMPARE(int(s.players[Red].hubCircle), 0);
        QCOMPARE(s.players[Red].coloniesLeft, 5);
        QCOMPARE(s.colonies[idx(Territory::LemBadlands)][Red], 1);
        QCOMPARE(score(s, Red).total(), 2);

        // A 4th ship in one turn: three ports per track.
        GameState f = dealtGame(4);
        rollFleet(f, {1, 2, 3, 4});
        AF_ILLEGAL(f, dockOf(f, Facility::ColonistHub, {1, 2, 3, 4}), Reason::HubTrackFull);
        AF_LEGAL(f, dockOf(f, Facility::ColonistHub, {1, 2}));
        AF_LEGAL(f, dockOf(f, Facility::ColonistHub, {3}));
        AF_ILLEGAL(f, dockOf(f, Facility::ColonistHub, {4}), Reason::HubTrackFull);
    }

    void hubColonyLaunchedOnALaterTurn()
    {
        GameState s = dealtGame(4);
        s.players[Red].coloniesLeft = 5;
        s.players[Red].hubCircle = 7;
        setResources(s, Red, 1, 1);
        rollFleet(s, {1, 2, 3});
        AF_LEGAL(s, dockOf(s, Facility::SolarConverter, {1, 2, 3}));
        AF_LEGAL(s, EndTurn{});
        playUntil(s, Red);
        rollFleet(s, {1, 2, 3});
        AF_LEGAL(s, Launch{Territory::HerbertValley});
        QCOMPARE(s.colonies[idx(Territory::HerbertValley)][Red], 1);
        AF_ILLEGAL(s, Launch{Territory::HerbertValley}, Reason::NoHubColonyReady);
        // A launch lands like any colony: not on the Repulsor Field.
        GameState r = dealtGame(4);
        r.players[Red].coloniesLeft = 5;
        r.players[Red].hubCircle = 7;
        r.fieldAt[idx(Field::Repulsor)] = idx(Territory::HerbertValley);
        setResources(r, Red, 1, 1);
        rollFleet(r, {1, 2, 3});
        AF_ILLEGAL(r, Launch{Territory::HerbertValley}, Reason::RepulsorBlocks);
    }

    void r02_colonyOnCircleSevenBlocksHubDocking()
    {
        GameState s = dealtGame(4);
        s.players[Red].coloniesLeft = 5;
        s.players[Red].hubCircle = 7;
        setResources(s, Red, 1, 1);
        rollFleet(s, {1, 2, 3});
        AF_ILLEGAL(s, dockOf(s, Facility::ColonistHub, {1}), Reason::HubColonyWaiting);
        AF_LEGAL(s, Launch{Territory::LemBadlands});
        AF_LEGAL(s, dockOf(s, Facility::ColonistHub, {1}));
        QCOMPARE(int(s.players[Red].hubCircle), 1);
        QCOMPARE(s.players[Red].coloniesLeft, 4);

        // Ships docked together with the one that reaches circle 7 are one docking, not a further one (our reading
        // of R-2 with the rulebook's excess advances): the advance beyond circle 7 starts the next colony when the
        // launch follows at once.
        GameState t = dealtGame(4);
        t.players[Red].coloniesLeft = 5;
        t.players[Red].hubCircle = 6;
        setResources(t, Red, 1, 1);
        rollFleet(t, {1, 2, 3});
        AF_LEGAL(t, dockOf(t, Facility::ColonistHub, {1, 2}));
        QCOMPARE(int(t.players[Red].hubCircle), 7);
        AF_ILLEGAL(t, dockOf(t, Facility::ColonistHub, {3}), Reason::HubColonyWaiting);
        AF_LEGAL(t, Launch{Territory::LemBadlands});
        QCOMPARE(int(t.players[Red].hubCircle), 1);
        QCOMPARE(t.players[Red].coloniesLeft, 4);
        QCOMPARE(t.colonies[idx(Territory::LemBadlands)][Red], 1);
    }

    void r03_launchMidTurnThenStartANewColony()
    {
        GameState s = dealtGame(4);
        s.players[Red].coloniesLeft = 5;
        s.players[Red].hubCircle = 6;
        setResources(s, Red, 1, 1);
        rollFleet(s, {1, 2, 3, 4});
        AF_LEGAL(s, dockOf(s, Facility::ColonistHub, {1}));
        QCOMPARE(int(s.players[Red].hubCircle), 7);
        AF_LEGAL(s, Launch{Territory::LemBadlands}); // not Asimov Crater: its bonus would add an advance
        QCOMPARE(int(s.players[Red].hubCircle), 0);
        AF_LEGAL(s, dockOf(s, Facility::ColonistHub, {2}));
        QCOMPARE(int(s.players[Red].hubCircle), 1);
        QCOMPARE(s.players[Red].coloniesLeft, 4);
        AF_LEGAL(s, dockOf(s, Facility::ColonistHub, {3}));
        QCOMPARE(int(s.players[Red].hubCircle), 2);
        // Still three Hub ports in the turn.
        AF_ILLEGAL(s, dockOf(s, Facility::ColonistHub, {4}), Reason::HubTrackFull);
    }

    void hubPortFreedDuringTheTurnCanBeUsedAgain()
    {
        // Three ports per track: a ship moved away with the Orbital Teleporter frees its port (as at the Lunar Mine
        // in ATC-10), so a fourth ship may dock there this turn. Its advance counts like any other.
        GameState s = dealtGame(4);
        clearHands(s);
        giveCard(s, Red, Card::OrbitalTeleporter);
        setResources(s, Red, 2, 0);
        rollFleet(s, {1, 2, 3, 4});
        const int8_t one = shipWith(s, 1);
        AF_LEGAL(s, dockOf(s, Facility::ColonistHub, {1, 2, 3}));
        QCOMPARE(int(s.players[Red].hubCircle), 3);
        AF_ILLEGAL(s, dockOf(s, Facility::ColonistHub, {4}), Reason::HubTrackFull);
        UseCard tp{Card::OrbitalTeleporter, {}};
        tp.args.ship = one;
        tp.args.dock = Dock{Facility::SolarConverter, {}, std::nullopt, {}};
        AF_LEGAL(s, tp);
        QCOMPARE(int(s.players[Red].hubCircle), 3); // the advance already made is kept
        QCOMPARE(freeSlots(s, Facility::ColonistHub, Red), 1);
        AF_LEGAL(s, dockOf(s, Facility::ColonistHub, {4}));
        QCOMPARE(int(s.players[Red].hubCircle), 4);
        QCOMPARE(int(s.turn.hubShips), 4);
    }

    void finalColonyIsNotLockedIntoTheHub()
    {
        GameState s = dealtGame(4);
        putColonies(s, Territory::LemBadlands, Red, 5);
        s.players[Red].coloniesLeft = 0;
        s.players[Red].hubCircle = 3; // the sixth and last colony
        setResources(s, Red, 0, 3);
        rollFleet(s, {4, 4, 4});
        AF_LEGAL(s, dockOf(s, Facility::ColonyConstructor, {4, 4, 4}, Territory::HeinleinPlains));
        QCOMPARE(int(s.players[Red].hubCircle), 0);
        QCOMPARE(s.colonies[idx(Territory::HeinleinPlains)][Red], 1);
        QCOMPARE(s.stage, Stage::GameOver);
        // With no colony in hand or on the Hub the Hub cannot be used.
        GameState n = dealtGame(4);
        n.players[Red].coloniesLeft = 0;
        rollFleet(n, {4, 4, 4});
        AF_ILLEGAL(n, dockOf(n, Facility::ColonistHub, {4}), Reason::NoColonyLeft);
    }

    // ------------------------------------------------------------ Raiders' Outpost

    void fac25_raidersOutpostBasicRaid()
    {
        auto start = [] {
            GameState s = dealtGame(4);
            clearHands(s);
            setResources(s, Red, 0, 0);
            setResources(s, Blue, 3, 2);
            setResources(s, Green, 0, 1);
            setResources(s, Yellow, 5, 5);
            giveCard(s, Blue, Card::PlasmaCannon);
            giveCard(s, Yellow, Card::HolographicDecoy);
            giveCard(s, Yellow, Card::StasisBeam);
            rollFleet(s, {2, 3, 4});
            return s;
        };
        GameState s = start();
        AF_LEGAL(s, raidDock(s, {2, 3, 4}, takeResources({Take{Blue, 1, 2}, Take{Green, 0, 1}})));
        QCOMPARE(s.players[Red].fuel, 1);
        QCOMPARE(s.players[Red].ore, 3);
        QCOMPARE(s.players[Blue].fuel, 2);
        QCOMPARE(s.players[Blue].ore, 0);
        QCOMPARE(s.players[Green].fuel, 0);
        QCOMPARE(s.players[Green].ore, 0);
        QCOMPARE(s.players[Yellow].fuel, 5);
        QCOMPARE(s.players[Yellow].ore, 5);
        QCOMPARE(shipsDockedAt(s, Facility::RaidersOutpost), 3);

        GameState i = start();
        AF_ILLEGAL(i, raidDock(i, {2, 3, 4}, takeResources({Take{Yellow, 1, 0}})), Reason::RaidDecoyProtected);
        AF_ILLEGAL(i, raidDock(i, {2, 3, 4}, takeResources({Take{Blue, 3, 2}})), Reason::RaidTooMany);
        AF_ILLEGAL(i, raidDock(i, {2, 3, 4}, takeResources({Take{Blue, 1, 2}, Take{Green, 0, 1}, Take{Blue, 1, 0}})),
                   Reason::RaidTooMany);
        AF_ILLEGAL(i, raidDock(i, {2, 3, 4}, takeResources({Take{Blue, 0, 3}})), Reason::RaidMoreThanHeld);
        AF_ILLEGAL(i, raidDock(i, {2, 3, 4}, takeResources({Take{Red, 0, 0}})), Reason::RaidFromSelf);
        AF_ILLEGAL(i, raidDock(i, {2, 3, 4}, takeResources({Take{5, 1, 0}})), Reason::BadPlayer);
        // Instead: one card from one player; from Yellow only the Decoy.
        AF_ILLEGAL(i, raidDock(i, {2, 3, 4}, takeCard(Yellow, Card::StasisBeam)), Reason::RaidOnlyDecoy);
        AF_ILLEGAL(i, raidDock(i, {2, 3, 4}, takeCard(Green, Card::StasisBeam)), Reason::RaidCardNotHeld);
        GameState c = i;
        AF_LEGAL(c, raidDock(c, {2, 3, 4}, takeCard(Blue, Card::PlasmaCannon)));
        QVERIFY(holds(c, Red, Card::PlasmaCannon));
        QVERIFY(!holds(c, Blue, Card::PlasmaCannon));
        QCOMPARE(c.players[Red].fuel, 0);
        GameState d = i;
        AF_LEGAL(d, raidDock(d, {2, 3, 4}, takeCard(Yellow, Card::HolographicDecoy)));
        QVERIFY(holds(d, Red, Card::HolographicDecoy));
        QVERIFY(holds(d, Yellow, Card::StasisBeam));
    }

    void raidersOutpostConditions()
    {
        GameState s = dealtGame(4);
        rollFleet(s, {2, 3, 5, 6});
        AF_ILLEGAL(s, dockOf(s, Facility::RaidersOutpost, {2, 3, 5}), Reason::NotARun);
        AF_ILLEGAL(s, dockOf(s, Facility::RaidersOutpost, {5, 6}), Reason::WrongShipCount);
        // Only the Raiders' Outpost raids.
        Dock solar = dockOf(s, Facility::SolarConverter, {2});
        solar.raid = takeResources({Take{Blue, 1, 0}});
        AF_ILLEGAL(s, solar, Reason::RaidNotHere);
        // The run may be entered in any order.
        GameState o = dealtGame(4);
        rollFleet(o, {6, 4, 5});
        AF_LEGAL(o, dockOf(o, Facility::RaidersOutpost, {6, 4, 5}));
    }

    void fac26_bumping()
    {
        auto start = [](std::initializer_list<int> red) {
            GameState s = dealtGame(4);
            const uint32_t g = s.nextGroup++;
            placeShip(s, Blue, Facility::RaidersOutpost, 1, g);
            placeShip(s, Blue, Facility::RaidersOutpost, 2, g);
            placeShip(s, Blue, Facility::RaidersOutpost, 3, g);
            rollFleet(s, red);
            return s;
        };
        GameState s = start({2, 3, 4});
        setResources(s, Blue, 2, 2);
        AF_LEGAL(s, raidDock(s, {2, 3, 4}, takeResources({Take{Blue, 2, 2}})));
        QCOMPARE(shipsDockedAt(s, Facility::RaidersOutpost), 3);
        for (int i = firstShipOf(Red); i < firstShipOf(Red) + 3; ++i)
            QCOMPARE(s.ships[i].facility, Facility::RaidersOutpost);
        // Blue's ships wait on the Maintenance Bay.
        int blueAtBay = 0;
        for (int i = firstShipOf(Blue); i < firstShipOf(Blue) + kShipsPerColor; ++i)
            blueAtBay += s.ships[i].place == Place::Docked && s.ships[i].facility == Facility::MaintenanceBay;
        QCOMPARE(blueAtBay, 6); // three bumped and the three left there at setup
        QCOMPARE(s.players[Red].fuel, 2);
        QCOMPARE(s.players[Red].ore, 2);

        GameState same = start({1, 2, 3});
        AF_ILLEGAL(same, dockOf(same, Facility::RaidersOutpost, {1, 2, 3}), Reason::BumpTooLow);
        GameState notRun = start({2, 4, 5});
        AF_ILLEGAL(notRun, dockOf(notRun, Facility::RaidersOutpost, {2, 4, 5}), Reason::NotARun);

        // On Green's turn, Green's 3-4-5 bumps Red's 2-3-4.
        AF_LEGAL(s, EndTurn{});
        playUntil(s, Green);
        rollFleet(s, {3, 4, 5});
        AF_LEGAL(s, dockOf(s, Facility::RaidersOutpost, {3, 4, 5}));
        for (int i = firstShipOf(Red); i < firstShipOf(Red) + 3; ++i)
            QCOMPARE(s.ships[i].facility, Facility::MaintenanceBay);
    }

    void raidersPartialRunBumpedBySum()
    {
        // Rulebook example 2: a 3-4-5 loses its 5 to the Plasma Cannon; the 3 and 4 left total 7.
        auto start = [](std::initializer_list<int> red) {
            GameState s = dealtGame(4);
            clearHands(s);
            giveCard(s, Red, Card::PlasmaCannon);
            setResources(s, Red, 1, 0);
            const uint32_t g = s.nextGroup++;
            placeShip(s, Blue, Facility::RaidersOutpost, 3, g);
            placeShip(s, Blue, Facility::RaidersOutpost, 4, g);
            const int five = placeShip(s, Blue, Facility::RaidersOutpost, 5, g);
            rollFleet(s, red);
            UseCard fire{Card::PlasmaCannon, {}};
            fire.args.facility = Facility::RaidersOutpost;
            fire.args.ships.push_back(static_cast<int8_t>(five));
            if (af::apply(s, fire))
                qFatal("plasma cannon refused");
            return s;
        };
        GameState low = start({1, 2, 3});
        QCOMPARE(shipsDockedAt(low, Facility::RaidersOutpost), 2);
        AF_ILLEGAL(low, dockOf(low, Facility::RaidersOutpost, {1, 2, 3}), Reason::BumpTooLow);
        GameState ok = start({2, 3, 4});
        AF_LEGAL(ok, dockOf(ok, Facility::RaidersOutpost, {2, 3, 4}));
        QCOMPARE(shipsDockedAt(ok, Facility::RaidersOutpost), 3);
    }

    void r21_raidIsOptionalAndHappensOnDocking()
    {
        GameState s = dealtGame(4);
        setResources(s, Blue, 4, 4);
        rollFleet(s, {4, 5, 6});
        AF_LEGAL(s, dockOf(s, Facility::RaidersOutpost, {4, 5, 6}));
        QCOMPARE(s.players[Red].fuel, 0);
        QCOMPARE(s.players[Blue].fuel, 4);
        QCOMPARE(s.players[Blue].ore, 4);
        // Taking nothing is a raid of nothing; a raid of some is also fine (any mix of players).
        GameState t = dealtGame(4);
        setResources(t, Blue, 4, 4);
        setResources(t, Yellow, 4, 4);
        rollFleet(t, {4, 5, 6});
        AF_LEGAL(t, raidDock(t, {4, 5, 6}, takeResources({Take{Blue, 1, 1}, Take{Yellow, 0, 2}})));
        QCOMPARE(t.players[Red].fuel, 1);
        QCOMPARE(t.players[Red].ore, 3);
        QCOMPARE(t.players[Yellow].ore, 2);
    }

    // ------------------------------------------------------------ Maintenance Bay

    void fac29_noVoluntaryMaintenanceBay()
    {
        GameState s = dealtGame(4);
        rollFleet(s, {2, 3, 5});
        AF_LEGAL(s, dockOf(s, Facility::SolarConverter, {2, 3}));
        AF_ILLEGAL(s, ToMaintenanceBay{shipWith(s, 5)}, Reason::MustDockIfPossible);
        AF_ILLEGAL(s, EndTurn{}, Reason::ShipsStillUnplaced);
        // A ship is docked "at" the Maintenance Bay only through ToMaintenanceBay.
        Dock bay = dockOf(s, Facility::SolarConverter, {5});
        bay.facility = Facility::MaintenanceBay;
        AF_ILLEGAL(s, bay, Reason::NoFacility);
    }

    void r01_mustDockIfPossibleShipByShip()
    {
        // Solar Converter 7 of 8 taken, Alien Artifact full, a 5 on the Lunar Mine, both Market pairs taken, and
        // Red's Hub colony waiting on circle 7.
        GameState s = dealtGame(4);
        for (int i = 0; i < 6; ++i)
            placeShip(s, Blue, Facility::SolarConverter, 3);
        placeShip(s, Green, Facility::SolarConverter, 3);
        for (int i = 0; i < 4; ++i)
            placeShip(s, Green, Facility::AlienArtifact, 1);
        placeShip(s, Yellow, Facility::LunarMine, 5);
        placeGroup(s, Facility::OrbitalMarket, 2, 2);
        placeGroup(s, Facility::OrbitalMarket, 2, 2);
        s.players[Red].hubCircle = 7;
        s.players[Red].coloniesLeft = 5;
        GameState base = s;

        rollFleet(s, {2, 5});
        // The 2 could still take the last Solar Converter port.
        AF_ILLEGAL(s, ToMaintenanceBay{shipWith(s, 2)}, Reason::MustDockIfPossible);
        // Red may give that port to the 5 instead (no duty to dock as many ships as possible).
        AF_LEGAL(s, dockOf(s, Facility::SolarConverter, {5}));
        const int8_t two = shipWith(s, 2);
        AF_LEGAL(s, ToMaintenanceBay{two});
        QCOMPARE(s.ships[two].facility, Facility::MaintenanceBay);
        QCOMPARE(s.players[Red].fuel, 3); // no benefit from the bay
        AF_LEGAL(s, EndTurn{});

        // Costs count: with the Solar Converter full, three 4s can only use the Colony Constructor (3 ore) or the
        // Shipyard (1 fuel, 1 ore). Without the means they go to the bay, one by one.
        placeShip(base, Green, Facility::SolarConverter, 3);
        GameState poor = base;
        clearHands(poor);
        giveCard(poor, Red, Card::BoosterPod); // alien tech is not considered (a 5 could use the Lunar Mine)
        setResources(poor, Red, 1, 0);
        rollFleet(poor, {4, 4, 4});
        for (int k = 0; k < 3; ++k)
            AF_LEGAL(poor, ToMaintenanceBay{shipWith(poor, 4)});
        QCOMPARE(shipsAtBay(poor, Red), 3);
        AF_LEGAL(poor, EndTurn{});

        GameState ore = base;
        setResources(ore, Red, 0, 3);
        rollFleet(ore, {4, 4, 4});
        AF_ILLEGAL(ore, ToMaintenanceBay{shipWith(ore, 4)}, Reason::MustDockIfPossible);
        GameState both = base;
        setResources(both, Red, 1, 1);
        rollFleet(both, {4, 4, 4});
        AF_ILLEGAL(both, ToMaintenanceBay{shipWith(both, 4)}, Reason::MustDockIfPossible);
        AF_LEGAL(both, dockOf(both, Facility::Shipyard, {4, 4}));
        AF_LEGAL(both, ToMaintenanceBay{shipWith(both, 4)}); // a single 4 has nowhere left
    }

    // ------------------------------------------------------------ Port limits per player count

    void portLimits_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("facility");
        QTest::addColumn<int>("capacity");
        const struct {
            Facility f;
            int four, three, two;
        } table[] = {
            {Facility::SolarConverter, 8, 7, 7},    {Facility::LunarMine, 5, 4, 3},
            {Facility::OrbitalMarket, 2, 1, 1},     {Facility::Shipyard, 3, 2, 1},
            {Facility::ColonyConstructor, 2, 2, 1}, {Facility::AlienArtifact, 4, 4, 4},
            {Facility::TerraformingStation, 1, 1, 1},
        };
        for (const auto &row : table) {
            const int caps[] = {row.four, row.three, row.two};
            for (int k = 0; k < 3; ++k) {
                const int players = 4 - k;
                QTest::newRow(qPrintable(QStringLiteral("%1 %2p").arg(qs(toId(row.f))).arg(players)))
                    << players << idx(row.f) << caps[k];
            }
        }
    }
    void portLimits()
    {
        QFETCH(int, players);
        QFETCH(int, facility);
        QFETCH(int, capacity);
        const Facility f = static_cast<Facility>(facility);
        GameState s = dealtGame(players);
        QCOMPARE(facilityLayout(f, players).slotCount, capacity);
        QCOMPARE(freeSlots(s, f, Red), capacity);
        const PortShape shape = facilityLayout(f, players).shape;
        const int size = shape == PortShape::Pair ? 2 : shape == PortShape::Triple ? 3 : 1;
        for (int u = 0; u < capacity - 1; ++u)
            placeGroup(s, f, size, f == Facility::LunarMine ? 1 : 3);
        QCOMPARE(freeSlots(s, f, Red), 1);
        setResources(s, Red, 9, 9);
        if (size == 1) {
            const int v = f == Facility::LunarMine || f == Facility::TerraformingStation ? 6 : 2;
            rollFleet(s, {v, v, 1, 1});
            const std::optional<Territory> t =
                f == Facility::TerraformingStation ? std::optional(Territory::LemBadlands) : std::nullopt;
            if (f != Facility::TerraformingStation)
                AF_ILLEGAL(s, dockOf(s, f, {v, v}, t), Reason::PortsFull);
            AF_LEGAL(s, dockOf(s, f, {v}, t));
            AF_ILLEGAL(s, dockOf(s, f, {v}, t), Reason::PortsFull);
        } else if (size == 2) {
            rollFleet(s, {2, 2, 4, 4});
            AF_LEGAL(s, dockOf(s, f, {2, 2}));
            AF_ILLEGAL(s, dockOf(s, f, {4, 4}), Reason::PortsFull);
        } else {
            rollFleet(s, {5, 5, 5, 4, 4, 4});
            AF_LEGAL(s, dockOf(s, f, {5, 5, 5}, Territory::LemBadlands));
            AF_ILLEGAL(s, dockOf(s, f, {4, 4, 4}, Territory::HeinleinPlains), Reason::PortsFull);
        }
        QCOMPARE(freeSlots(s, f, Red), 0);
    }

    void raidersAndHubLayout()
    {
        for (int players = 2; players <= 4; ++players) {
            QCOMPARE(facilityLayout(Facility::RaidersOutpost, players).slotCount, 1);
            QCOMPARE(facilityLayout(Facility::ColonistHub, players).slotCount, 4);
            QCOMPARE(coveredPorts(Facility::AlienArtifact, players), 0);
        }
        QCOMPARE(coveredPorts(Facility::SolarConverter, 2), 1);
        QCOMPARE(coveredPorts(Facility::LunarMine, 2), 2);
        QCOMPARE(coveredPorts(Facility::ColonyConstructor, 2), 3);
        QCOMPARE(coveredPorts(Facility::Shipyard, 2), 4);
        QCOMPARE(coveredPorts(Facility::OrbitalMarket, 2), 2);
        QCOMPARE(coveredPorts(Facility::ColonyConstructor, 3), 0);
    }
};

QTEST_APPLESS_MAIN(TestFacilities)
#include "tst_facilities.moc"
