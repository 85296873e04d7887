// The differences between rulesets (RULINGS section 2): one test per row of the table, each run under
// first-edition, 2013 and edition-x.
#include "fixture.h"

using namespace aft;

namespace {

void addRulesets()
{
    QTest::addColumn<int>("ruleset");
    QTest::newRow("first-edition") << idx(Ruleset::FirstEdition);
    QTest::newRow("2013") << idx(Ruleset::R2013);
    QTest::newRow("edition-x") << idx(Ruleset::EditionX);
}

Ruleset fetchRuleset()
{
    QFETCH(int, ruleset);
    return static_cast<Ruleset>(ruleset);
}

GameState holding(Ruleset r, std::initializer_list<Card> cards)
{
    GameState s = dealtGame(4, r);
    clearHands(s);
    for (Card c : cards)
        giveCard(s, Red, c);
    return s;
}

DiscardCard blast(int ship)
{
    DiscardCard d{Card::PlasmaCannon, {}};
    d.args.ship = static_cast<int8_t>(ship);
    return d;
}

UseCard useOn(Card c, int ship)
{
    UseCard u{c, {}};
    u.args.ship = static_cast<int8_t>(ship);
    return u;
}

} // namespace

class TestRulesets : public QObject
{
    Q_OBJECT

private slots:
    // Maintenance Bay ships and alien tech: immune in 2013 and Edition X, no immunity stated in the first edition.
    void maintenanceBayAndAlienTech_data() { addRulesets(); }
    void maintenanceBayAndAlienTech()
    {
        const Ruleset r = fetchRuleset();
        const bool immune = r != Ruleset::FirstEdition;
        QCOMPARE(traits(r).maintenanceBayImmune, immune);
        GameState s = holding(r, {Card::PlasmaCannon, Card::OrbitalTeleporter});
        setShipsInPlay(s, Blue, 6); // all on the Maintenance Bay
        setResources(s, Red, 9, 9);
        rollFleet(s, {2, 2, 5});
        const int blue = firstShipOf(Blue);
        if (immune)
            AF_ILLEGAL(s, blast(blue), Reason::BayImmune);
        else {
            GameState t = s;
            AF_LEGAL(t, blast(blue));
            QCOMPARE(t.ships[blue].place, Place::Stock);
        }
        // A ship built this turn waits on the bay: the Teleporter cannot take it anywhere (in the first edition it
        // is not docked at an orbital facility and has no value yet).
        AF_LEGAL(s, dockOf(s, Facility::Shipyard, {2, 2}));
        int built = -1;
        for (int i = firstShipOf(Red); i < firstShipOf(Red) + kShipsPerColor; ++i)
            if (s.ships[i].place == Place::Docked && s.ships[i].facility == Facility::MaintenanceBay)
                built = i;
        UseCard tp{Card::OrbitalTeleporter, {}};
        tp.args.ship = static_cast<int8_t>(built);
        tp.args.dock = Dock{Facility::AlienArtifact, {}, std::nullopt, {}};
        AF_ILLEGAL(s, tp, immune ? Reason::BayImmune : Reason::ShipNotDocked);
        // The Helmet (not in the first-edition deck) never moves a ship off the bay, nor onto it.
        if (r != Ruleset::FirstEdition) {
            GameState h = holding(r, {Card::MindControlHelmet});
            setShipsInPlay(h, Blue, 3);
            const int blueSolar = placeShip(h, Blue, Facility::SolarConverter, 4);
            setResources(h, Red, 9, 0);
            rollFleet(h, {1, 2, 3});
            UseCard helmet{Card::MindControlHelmet, {}};
            helmet.args.ship = static_cast<int8_t>(firstShipOf(Blue));
            helmet.args.dock = Dock{Facility::AlienArtifact, {}, std::nullopt, {}};
            AF_ILLEGAL(h, helmet, Reason::BayImmune);
            helmet.args.ship = static_cast<int8_t>(blueSolar);
            helmet.args.dock = Dock{Facility::MaintenanceBay, {}, std::nullopt, {}};
            AF_ILLEGAL(h, helmet, Reason::NoFacility);
        }
    }

    // Raiders' Outpost: a higher run bumps (the sum of the ships still docked there in 2013); your own run may be
    // bumped in 2013 and Edition X, not in the first edition.
    void raidersOutpostBump_data() { addRulesets(); }
    void raidersOutpostBump()
    {
        const Ruleset r = fetchRuleset();
        const bool own = r != Ruleset::FirstEdition;
        QCOMPARE(traits(r).mayBumpOwnRaiders, own);
        GameState s = dealtGame(4, r);
        rollFleet(s, {1, 2, 3, 4, 5, 6});
        AF_LEGAL(s, dockOf(s, Facility::RaidersOutpost, {1, 2, 3}));
        if (own) {
            AF_LEGAL(s, dockOf(s, Facility::RaidersOutpost, {4, 5, 6}));
            QCOMPARE(s.ships[firstShipOf(Red)].facility, Facility::MaintenanceBay);
            QCOMPARE(s.ships[firstShipOf(Red) + 5].facility, Facility::RaidersOutpost);
        } else {
            AF_ILLEGAL(s, dockOf(s, Facility::RaidersOutpost, {4, 5, 6}), Reason::CannotBumpOwnRun);
        }
        // Another player's run: higher bumps, equal does not, in every ruleset.
        GameState o = dealtGame(4, r);
        const uint32_t g = o.nextGroup++;
        for (int v : {2, 3, 4})
            placeShip(o, Blue, Facility::RaidersOutpost, v, g);
        rollFleet(o, {1, 2, 3, 4, 5});
        AF_ILLEGAL(o, dockOf(o, Facility::RaidersOutpost, {1, 2, 3}), Reason::BumpTooLow);
        AF_ILLEGAL(o, dockOf(o, Facility::RaidersOutpost, {2, 3, 4}), Reason::BumpTooLow);
        AF_LEGAL(o, dockOf(o, Facility::RaidersOutpost, {3, 4, 5}));
    }

    // Asimov Crater: first edition +1 for each docking of more than one ship; 2013 and Edition X +1 once a turn
    // when the turn's Hub ships reach 2.
    void asimovCrater_data() { addRulesets(); }
    void asimovCrater()
    {
        const Ruleset r = fetchRuleset();
        const bool perTurn = r != Ruleset::FirstEdition;
        QCOMPARE(traits(r).asimovOncePerTurn, perTurn);
        auto start = [r] {
            GameState s = dealtGame(4, r);
            putColonies(s, Territory::AsimovCrater, Red, 1);
            s.players[Red].hubCircle = 1;
            --s.players[Red].coloniesLeft;
            rollFleet(s, {1, 2, 3});
            return s;
        };
        // One ship, then another.
        GameState a = start();
        AF_LEGAL(a, dockOf(a, Facility::ColonistHub, {1}));
        AF_LEGAL(a, dockOf(a, Facility::ColonistHub, {2}));
        QCOMPARE(int(a.players[Red].hubCircle), perTurn ? 4 : 3);
        // Two at once: +1 in every ruleset; then a third ship adds no second bonus.
        GameState b = start();
        AF_LEGAL(b, dockOf(b, Facility::ColonistHub, {1, 2}));
        QCOMPARE(int(b.players[Red].hubCircle), 4);
        AF_LEGAL(b, dockOf(b, Facility::ColonistHub, {3}));
        QCOMPARE(int(b.players[Red].hubCircle), 5);
        // One ship alone never earns it.
        GameState c = start();
        AF_LEGAL(c, dockOf(c, Facility::ColonistHub, {3}));
        QCOMPARE(int(c.players[Red].hubCircle), 2);
    }

    // Plasma Cannon discard: first edition, the target must have more than 3 ships of their colour on the board;
    // 2013 and Edition X, no fewer than 3 for their next turn, a ship on the Terraforming Station counting as lost.
    void plasmaCannonDiscardLimit_data() { addRulesets(); }
    void plasmaCannonDiscardLimit()
    {
        const Ruleset r = fetchRuleset();
        const bool nextTurn = r != Ruleset::FirstEdition;
        QCOMPARE(traits(r).plasmaDiscardCountsNextTurn, nextTurn);
        auto redWith = [r](int onBoard, bool terraforming) {
            GameState s = dealtGame(4, r);
            clearHands(s);
            giveCard(s, Blue, Card::PlasmaCannon);
            makeActive(s, Blue);
            placeShip(s, Red, Facility::LunarMine, 3);
            if (terraforming)
                placeShip(s, Red, Facility::TerraformingStation, 6);
            setShipsInPlay(s, Red, onBoard);
            rollFleet(s, {1, 2, 3});
            return s;
        };
        int target = -1;
        // Rulebook example 4: four ships, one of them on the Terraforming Station.
        GameState ex4 = redWith(4, true);
        for (int i = firstShipOf(Red); i < firstShipOf(Red) + kShipsPerColor; ++i)
            if (ex4.ships[i].place == Place::Docked && ex4.ships[i].facility == Facility::LunarMine)
                target = i;
        if (nextTurn)
            AF_ILLEGAL(ex4, blast(target), Reason::TooFewShipsLeft);
        else
            AF_LEGAL(ex4, blast(target));
        // Three ships: refused everywhere; four without terraforming: allowed everywhere.
        GameState three = redWith(3, false);
        AF_ILLEGAL(three, blast(target), Reason::TooFewShipsLeft);
        GameState four = redWith(4, false);
        AF_LEGAL(four, blast(target));
        QCOMPARE(four.ships[target].place, Place::Stock);
        QCOMPARE(shipsNotInStock(four, Red), 3);
    }

    // Terraforming Station: the fleet may not drop below 3 ships of your colour (2 in Edition X).
    void terraformingFleetMinimum_data() { addRulesets(); }
    void terraformingFleetMinimum()
    {
        const Ruleset r = fetchRuleset();
        const int minimum = r == Ruleset::EditionX ? 2 : 3;
        QCOMPARE(traits(r).terraformFleetMinimum, minimum);
        GameState three = dealtGame(4, r);
        setResources(three, Red, 1, 1);
        rollFleet(three, {6, 1, 2});
        if (minimum == 2) {
            AF_LEGAL(three, dockOf(three, Facility::TerraformingStation, {6}, Territory::LemBadlands));
            QCOMPARE(three.colonies[idx(Territory::LemBadlands)][Red], 1);
        } else {
            AF_ILLEGAL(three, dockOf(three, Facility::TerraformingStation, {6}, Territory::LemBadlands),
                       Reason::FleetTooSmall);
        }
        GameState two = dealtGame(4, r);
        setResources(two, Red, 1, 1);
        rollFleet(two, {6, 1});
        AF_ILLEGAL(two, dockOf(two, Facility::TerraformingStation, {6}, Territory::LemBadlands),
                   Reason::FleetTooSmall);
        GameState four = dealtGame(4, r);
        setResources(four, Red, 1, 1);
        rollFleet(four, {6, 1, 2, 3});
        AF_LEGAL(four, dockOf(four, Facility::TerraformingStation, {6}, Territory::LemBadlands));
    }

    // Booster Pod on a 6, Stasis Beam on a 1: refused (values stay in 1..6), or allowed with no effect (Edition X).
    // Our reading of Edition X's "pay 1 fuel ... has no effect on a 6": the use is paid and counts as the card's
    // use this turn.
    void valueLimits_data() { addRulesets(); }
    void valueLimits()
    {
        const Ruleset r = fetchRuleset();
        const bool noEffect = r == Ruleset::EditionX;
        QCOMPARE(traits(r).valueLimitNoEffect, noEffect);
        GameState s = holding(r, {Card::BoosterPod, Card::StasisBeam});
        setResources(s, Red, 2, 0);
        rollFleet(s, {6, 1, 3});
        const int8_t six = shipWith(s, 6), one = shipWith(s, 1);
        if (noEffect) {
            AF_LEGAL(s, useOn(Card::BoosterPod, six));
            AF_LEGAL(s, useOn(Card::StasisBeam, one));
            QCOMPARE(int(s.ships[six].value), 6);
            QCOMPARE(int(s.ships[one].value), 1);
            QCOMPARE(s.players[Red].fuel, 0);
            AF_ILLEGAL(s, useOn(Card::BoosterPod, shipWith(s, 3)), Reason::CardAlreadyUsed);
        } else {
            AF_ILLEGAL(s, useOn(Card::BoosterPod, six), Reason::ValueOutOfRange);
            AF_ILLEGAL(s, useOn(Card::StasisBeam, one), Reason::ValueOutOfRange);
        }
        // Only those two cards have the allowance: the Gravity Manipulator never goes past 6 or below 1.
        GameState g = holding(r, {Card::GravityManipulator});
        setResources(g, Red, 2, 0);
        rollFleet(g, {6, 1, 3});
        UseCard up{Card::GravityManipulator, {}};
        up.args.ship = shipWith(g, 3);
        up.args.ship2 = shipWith(g, 6);
        AF_ILLEGAL(g, up, Reason::ValueOutOfRange);
    }

    // The paid and the discard power of one card in one turn: a used card cannot be discarded (all rulesets).
    void paidAndDiscardPowerOfOneCard_data() { addRulesets(); }
    void paidAndDiscardPowerOfOneCard()
    {
        const Ruleset r = fetchRuleset();
        GameState s = holding(r, {Card::StasisBeam, Card::BoosterPod});
        setResources(s, Red, 1, 0);
        rollFleet(s, {2, 3, 4});
        AF_LEGAL(s, useOn(Card::StasisBeam, shipWith(s, 2)));
        DiscardCard d{Card::StasisBeam, {}};
        d.args.territory = Territory::LemBadlands;
        AF_ILLEGAL(s, d, Reason::CardUsedThisTurn);
        // Discarded first, it is gone: no fuel power afterwards.
        GameState t = holding(r, {Card::StasisBeam});
        setResources(t, Red, 1, 0);
        rollFleet(t, {2, 3, 4});
        AF_LEGAL(t, d);
        AF_ILLEGAL(t, useOn(Card::StasisBeam, shipWith(t, 2)), Reason::CardNotHeld);
    }

    // A duplicate card: a claim is refused; a stolen duplicate is discarded without its powers (all rulesets).
    void duplicateCard_data() { addRulesets(); }
    void duplicateCard()
    {
        const Ruleset r = fetchRuleset();
        GameState s = holding(r, {Card::BoosterPod});
        setDisplay(s, {Card::BoosterPod, Card::StasisBeam, Card::DataCrystal});
        rollFleet(s, {4, 4, 1});
        AF_LEGAL(s, dockOf(s, Facility::AlienArtifact, {4, 4}));
        AF_ILLEGAL(s, Claim{Card::BoosterPod}, Reason::AlreadyHoldCard);
        GameState t = holding(r, {Card::PolarityDevice});
        giveCard(t, Blue, Card::PolarityDevice);
        rollFleet(t, {3, 4, 5});
        Dock raid = dockOf(t, Facility::RaidersOutpost, {3, 4, 5});
        raid.raid.kind = RaidChoice::Kind::Card;
        raid.raid.player = Blue;
        raid.raid.card = Card::PolarityDevice;
        AF_LEGAL(t, raid);
        QVERIFY(!holds(t, Blue, Card::PolarityDevice));
        QCOMPARE(t.discardPile[idx(Card::PolarityDevice)], uint8_t(1));
        QCOMPARE(cardCount(t, Red), 1);
        QVERIFY(!t.turn.discardUsed);
    }

    // The Data Crystal's borrowed bonus works as if controlled, for the rest of the turn only (all rulesets).
    void dataCrystalBorrowedBonus_data() { addRulesets(); }
    void dataCrystalBorrowedBonus()
    {
        const Ruleset r = fetchRuleset();
        GameState s = holding(r, {Card::DataCrystal});
        putColonies(s, Territory::LemBadlands, Blue, 1);
        setResources(s, Red, 1, 0);
        rollFleet(s, {1, 2, 3});
        UseCard u{Card::DataCrystal, {}};
        u.args.territory = Territory::LemBadlands;
        AF_LEGAL(s, u);
        AF_LEGAL(s, dockOf(s, Facility::SolarConverter, {1, 2, 3}));
        QCOMPARE(s.players[Red].fuel, 4 + 3);
        QVERIFY(bonusActive(s, Red, Territory::LemBadlands));
        AF_LEGAL(s, EndTurn{});
        QVERIFY(!bonusActive(s, Red, Territory::LemBadlands));
        QVERIFY(bonusActive(s, Blue, Territory::LemBadlands));
    }

    // The deck: 22 cards without the Mind Control Helmet in the first edition, 24 otherwise.
    void deck_data() { addRulesets(); }
    void deck()
    {
        const Ruleset r = fetchRuleset();
        const bool helmet = r != Ruleset::FirstEdition;
        QCOMPARE(deckSize(r), helmet ? 24 : 22);
        QCOMPARE(int(traits(r).deck[idx(Card::MindControlHelmet)]), helmet ? 2 : 0);
        QCOMPARE(int(traits(r).deck[idx(Card::AlienCity)]), 1);
        QCOMPARE(int(traits(r).deck[idx(Card::AlienMonument)]), 1);
        for (Card c : {Card::BoosterPod, Card::DataCrystal, Card::GravityManipulator, Card::HolographicDecoy,
                       Card::OrbitalTeleporter, Card::PlasmaCannon, Card::PolarityDevice, Card::ResourceCache,
                       Card::StasisBeam, Card::TemporalWarper})
            QCOMPARE(int(traits(r).deck[idx(c)]), 2);
        GameState s = newGame(options(2, r));
        QCOMPARE(pileCount(s.drawPile), deckSize(r));
        Deal d;
        d.display = {Card::MindControlHelmet, Card::BoosterPod, Card::StasisBeam};
        d.hands = {Card::DataCrystal, Card::PlasmaCannon};
        if (helmet) {
            AF_LEGAL(s, d);
            QCOMPARE(pileCount(s.drawPile), 24 - 5);
        } else {
            AF_ILLEGAL(s, d, Reason::CardNotAvailable);
        }
    }

    // Player counts: 2 to 4, and 5 or 6 in Edition X only (its colour packs, EXPANSIONS.md 1.5).
    void playerCounts_data() { addRulesets(); }
    void playerCounts()
    {
        const Ruleset r = fetchRuleset();
        for (int n = 2; n <= 4; ++n)
            QVERIFY(validateOptions(options(n, r)).empty());
        QVERIFY(!validateOptions(options(1, r)).empty());
        for (int n = 5; n <= 6; ++n)
            QCOMPARE(validateOptions(options(n, r)).empty(), r == Ruleset::EditionX);
        QCOMPARE(traits(r).maxPlayers, r == Ruleset::EditionX ? 6 : 4);
        QCOMPARE(traits(r).minPlayers, 2);
    }

    // Tie-breaks: alien tech cards, then ore, then fuel (all rulesets; agendas are not played).
    void tieBreaks_data() { addRulesets(); }
    void tieBreaks()
    {
        const Ruleset r = fetchRuleset();
        GameState s = dealtGame(3, r);
        clearHands(s);
        for (int p = 0; p < 3; ++p) {
            putColonies(s, Territory::LemBadlands, p, 1);
            setResources(s, p, 5, 1);
        }
        giveCard(s, Green, Card::BoosterPod);
        setResources(s, Blue, 0, 2);
        const auto rank = ranking(s);
        QCOMPARE(rank[0].seat, int(Green));
        QCOMPARE(rank[0].decidedBy, TieBreak::Cards);
        QCOMPARE(rank[1].seat, int(Blue));
        QCOMPARE(rank[1].decidedBy, TieBreak::Ore);
        QCOMPARE(rank[2].seat, int(Red));
        QCOMPARE(rank[2].place, 3);
    }
};

QTEST_APPLESS_MAIN(TestRulesets)
#include "tst_rulesets.moc"
