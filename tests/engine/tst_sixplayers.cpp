// Edition X with 5 and 6 players (shared/rules/EXPANSIONS.md 1.5): setup (P56-01, X-57), ports, the freeform
// Colonist Hub (P56-03, X-58), and the base rules with more seats: raids on up to 5 opponents, control ties among
// more players, turn order, cards aimed at seats 5 and 6, the factions draft with 7 boards.
#include "faction_fixture.h"

using namespace aft;

namespace {

// Puts a colony of `seat` on the freeform Hub (track 0..3 = A..D), taken from its hand.
void putOnHub(GameState &s, int seat, int track, int circle)
{
    PlayerState &p = s.players[seat];
    if (p.hubCircle == 0)
        --p.coloniesLeft;
    p.hubCircle = static_cast<int8_t>(circle);
    p.hubTrack = static_cast<int8_t>(track);
}

bool offered(const std::vector<Action> &list, const Action &a)
{
    return std::find(list.begin(), list.end(), a) != list.end();
}

int hubDockings(const std::vector<Action> &list)
{
    int n = 0;
    for (const Action &a : list)
        if (const Dock *d = std::get_if<Dock>(&a); d && d->facility == Facility::ColonistHub)
            ++n;
    return n;
}

enum { A = 0, B = 1, C = 2, D = 3 }; // Hub tracks

} // namespace

class TestSixPlayers : public QObject
{
    Q_OBJECT

private slots:
    // ------------------------------------------------------------ setup (P56-01, X-57)

    void p5601_fivePlayerSetup()
    {
        GameState s = newGame(options(5, Ruleset::EditionX));
        QCOMPARE(int(s.playerCount), 5);
        QCOMPARE(s.players[Purple].color, Color::Purple);
        // 6 colonies each; Red 0, Blue 1F, Green 1O, Yellow 1F + 1O, Purple 2F + 1O (ledger S1).
        const int fuel[] = {0, 1, 0, 1, 2};
        const int ore[] = {0, 0, 1, 1, 1};
        for (int p = 0; p < 5; ++p) {
            QCOMPARE(int(s.players[p].coloniesLeft), 6);
            QCOMPARE(int(s.players[p].fuel), fuel[p]);
            QCOMPARE(int(s.players[p].ore), ore[p]);
            QCOMPARE(shipsInStock(s, p), 3);
            QCOMPARE(shipsNotInStock(s, p), 3); // waiting by the Maintenance Bay to be gathered
        }
        QCOMPARE(kSixPlayerValues.seat5Start, (Resources{2, 1}));
        QCOMPARE(int(s.supplyFuel), kSupplyFuel - 4);
        QCOMPARE(int(s.supplyOre), kSupplyOre - 3);
        // Seat 6's ships are not in a 5-player game.
        QCOMPARE(s.ships[firstShipOf(White)].place, Place::OutOfGame);
        // 1 alien tech card each and 3 on display: 24 - 8 = 16 in the draw pile.
        QCOMPARE(chanceCount(s), 8);
        dealAsUsual(s);
        QCOMPARE(pileCount(s.drawPile), 16);
        for (int p = 0; p < 5; ++p)
            QCOMPARE(cardCount(s, p), 1);
        // Every main-board port is usable; the Hub is freeform with 12 ports.
        QCOMPARE(freeSlots(s, Facility::SolarConverter, Red), 8);
        QCOMPARE(freeSlots(s, Facility::LunarMine, Red), 5);
        QCOMPARE(freeSlots(s, Facility::OrbitalMarket, Red), 2);
        QCOMPARE(freeSlots(s, Facility::Shipyard, Red), 3);
        QCOMPARE(freeSlots(s, Facility::ColonyConstructor, Red), 2);
        QCOMPARE(freeSlots(s, Facility::AlienArtifact, Red), 4);
        for (int f = 0; f < kFacilityCount; ++f)
            QCOMPARE(coveredPorts(static_cast<Facility>(f), 5), 0);
        QCOMPARE(facilityLayout(Facility::ColonistHub, 5).shape, PortShape::FreeformHub);
        QCOMPARE(facilityLayout(Facility::ColonistHub, 5).slotCount, 12);
        QCOMPARE(freeSlots(s, Facility::ColonistHub, Red), 3); // 12 ports, 3 ships a player
        QVERIFY(!validateState(s));
        // The same five players under the 2013 rules: refused, with the reason.
        QCOMPARE(qs(validateOptions(options(5, Ruleset::R2013))),
                 QStringLiteral("5 and 6 players need the Edition X rules (edition-x); the 2013 rules are for 2 to 4 "
                                "players."));
        // The long game: 8 colonies each.
        GameOptions longGame = options(5, Ruleset::EditionX);
        longGame.longGame = true;
        QCOMPARE(int(newGame(longGame).players[Purple].coloniesLeft), 8);
    }

    void p5601_fivePlayerDraftOffersSixBoards()
    {
        // With factions: 6 boards; Purple picks first, then Yellow, Green, Blue, Red; 1 board left.
        GameState s = newGame(factionOptions(5, Ruleset::EditionX));
        QCOMPARE(chanceCount(s), 6);
        Rng rng(56);
        AF_LEGAL(s, implementedBoards(s, rng));
        for (int seat : {Purple, Yellow, Green, Blue, Red}) {
            QCOMPARE(int(s.current), seat);
            QCOMPARE(static_cast<int>(legalActions(s).size()), seat + 2);
            AF_LEGAL(s, legalActions(s).front());
        }
        QCOMPARE(s.stage, Stage::Deal);
        QCOMPARE(s.factions.offered, uint16_t{0});
        for (int p = 0; p < 5; ++p)
            QVERIFY(s.factions.board[p] >= 0);
    }

    void x57_sixPlayerSetup()
    {
        for (bool longGame : {false, true}) {
            GameOptions o = options(6, Ruleset::EditionX);
            o.longGame = longGame;
            GameState s = newGame(o);
            QCOMPARE(s.players[White].color, Color::White);
            // X-57 (ledger S2, inferred): seat 6 starts with 2 fuel and 2 ore.
            QCOMPARE(kSixPlayerValues.seat6Start, (Resources{2, 2}));
            QCOMPARE(int(s.players[White].fuel), 2);
            QCOMPARE(int(s.players[White].ore), 2);
            QCOMPARE(int(s.players[Purple].fuel), 2);
            QCOMPARE(int(s.players[Purple].ore), 1);
            QCOMPARE(int(s.supplyFuel), kSupplyFuel - 6);
            QCOMPARE(int(s.supplyOre), kSupplyOre - 5);
            for (int p = 0; p < 6; ++p) {
                QCOMPARE(int(s.players[p].coloniesLeft), longGame ? 8 : 6);
                QCOMPARE(shipsInStock(s, p), 3);
            }
            dealAsUsual(s);
            QCOMPARE(pileCount(s.drawPile), 24 - 3 - 6);
            QVERIFY(!validateState(s));
        }
    }

    void sixPlayerDraftDrawsSevenBoards()
    {
        // A 6-player faction draft draws 7 boards; White picks first, Red last between two; one goes back.
        GameState s = newGame(factionOptions(6, Ruleset::EditionX));
        QCOMPARE(chanceCount(s), 7);
        Rng rng(6);
        DrawBoards six = implementedBoards(s, rng);
        const DrawBoards seven = six;
        six.boards.count = 6;
        AF_ILLEGAL(s, six, Reason::WrongBoardCount);
        AF_LEGAL(s, seven);
        for (int seat : {White, Purple, Yellow, Green, Blue, Red}) {
            QCOMPARE(int(s.current), seat);
            QCOMPARE(static_cast<int>(legalActions(s).size()), seat + 2);
            AF_LEGAL(s, legalActions(s).back());
        }
        QCOMPARE(s.stage, Stage::Deal);
        QCOMPARE(chanceCount(s), 9);
        dealAsUsual(s);
        QCOMPARE(int(s.current), int(Red));
        QVERIFY(!validateState(s));
    }

    void onlyEditionXSeatsFiveOrSix()
    {
        for (Ruleset r : {Ruleset::R2013, Ruleset::FirstEdition})
            for (int n : {5, 6}) {
                const std::string why = validateOptions(options(n, r));
                QVERIFY2(why.find("need the Edition X rules") != std::string::npos, why.c_str());
            }
        // A position of 5 players under 2013 is refused too.
        GameState s = newGame(options(5, Ruleset::EditionX));
        s.ruleset = Ruleset::R2013;
        QCOMPARE(qs(stateProblem(s)), QStringLiteral("players: a game has {0} to {1} players, not {2}."));
        // Purple and white are Edition X colours, at any player count.
        GameState two = newGame(options(2, Ruleset::EditionX));
        two.players[Blue].color = Color::White;
        QVERIFY(!validateState(two));
        two.ruleset = Ruleset::R2013;
        QCOMPARE(qs(stateProblem(two)),
                 QStringLiteral("players[1].color: purple and white come with Edition X; this ruleset has red, blue, "
                                "green and yellow."));
    }

    void shipsOfSeatsFiveAndSixAreNamedByColour()
    {
        GameState s = dealtGame(6, Ruleset::EditionX);
        makeActive(s, Red);
        rollFleet(s, {3, 4, 5});
        Dock d = dockOf(s, Facility::SolarConverter, {3});
        d.ships[0] = static_cast<int8_t>(firstShipOf(White) + 5);
        const auto r = check(s, d);
        QVERIFY(r);
        QCOMPARE(qs(describe(*r, s)), QStringLiteral("Ship white-6 is not one of your ships."));
        d.ships[0] = static_cast<int8_t>(firstShipOf(Purple));
        QCOMPARE(qs(describe(*check(s, d), s)), QStringLiteral("Ship purple-1 is not one of your ships."));
    }

    // ------------------------------------------------------------ the freeform Colonist Hub (P56-03, X-58)

    void p5603_anyPortSlidingAndTheThreeShipLimit()
    {
        GameState s = dealtGame(5, Ruleset::EditionX);
        putOnHub(s, Blue, A, 4);
        putOnHub(s, Green, B, 4);
        putOnHub(s, Purple, C, 4);
        putOnHub(s, Red, A, 2);
        QVERIFY(!validateState(s));
        rollFleet(s, {1, 2, 3, 4});
        // Action 1: one ship at any Hub port: circle 3, on Red's own track.
        AF_LEGAL(s, dockOf(s, Facility::ColonistHub, {1}));
        QCOMPARE(int(s.players[Red].hubCircle), 3);
        QCOMPARE(int(s.players[Red].hubTrack), int(A));
        // Action 2: circle 4 is taken on A, B and C: the colony slides to D4.
        AF_LEGAL(s, dockOf(s, Facility::ColonistHub, {2}));
        QCOMPARE(int(s.players[Red].hubCircle), 4);
        QCOMPARE(int(s.players[Red].hubTrack), int(D));
        QCOMPARE(hubColonyAt(s, D, 4), int(Red));
        QCOMPARE(hubColonyAt(s, A, 4), int(Blue));
        // Action 3: a third ship: circle 5.
        AF_LEGAL(s, dockOf(s, Facility::ColonistHub, {3}));
        QCOMPARE(int(s.players[Red].hubCircle), 5);
        // Action 4: a fourth Hub ship is refused although 9 ports are free.
        QCOMPARE(shipsDockedAt(s, Facility::ColonistHub), 3);
        AF_ILLEGAL(s, dockOf(s, Facility::ColonistHub, {4}), Reason::HubShipLimit);
        QCOMPARE(qs(describe(*check(s, dockOf(s, Facility::ColonistHub, {4})), s)),
                 QStringLiteral("With 5 or 6 players each player may have at most 3 ships at the Colonist Hub."));
        QCOMPARE(hubDockings(legalActions(s)), 0);
        QVERIFY(!validateState(s));
    }

    void p5603_circleTakenOnEveryTrackNeedsAnotherShipCount()
    {
        // Variant: D4 taken too (Yellow). One ship to circle 4 is refused; two ships together (3 -> 5) are legal,
        // though circle 4 is taken on the way.
        GameState s = dealtGame(5, Ruleset::EditionX);
        putOnHub(s, Blue, A, 4);
        putOnHub(s, Green, B, 4);
        putOnHub(s, Purple, C, 4);
        putOnHub(s, Yellow, D, 4);
        putOnHub(s, Red, A, 3);
        rollFleet(s, {1, 2, 3, 4});
        AF_ILLEGAL(s, dockOf(s, Facility::ColonistHub, {2}), Reason::HubCircleTaken);
        QCOMPARE(qs(describe(*check(s, dockOf(s, Facility::ColonistHub, {2})), s)),
                 QStringLiteral("Every track of the Colonist Hub has a colony on circle 4: dock a different number "
                                "of ships so that your colony ends on a free circle."));
        QCOMPARE(reasonInfo(Reason::HubCircleTaken).rule, std::string_view("X-58"));
        const std::vector<Action> list = legalActions(s);
        QVERIFY(!offered(list, dockOf(s, Facility::ColonistHub, {2})));
        QVERIFY(offered(list, dockOf(s, Facility::ColonistHub, {1, 2})));
        AF_LEGAL(s, dockOf(s, Facility::ColonistHub, {1, 2}));
        QCOMPARE(int(s.players[Red].hubCircle), 5);
        QCOMPARE(int(s.players[Red].hubTrack), int(A));
    }

    void r01_mustDockCountsAFreeformHubDockingWithOtherShips()
    {
        // R-1 with the freeform Hub: a ship that cannot end on a free circle alone, but can with another ship, can
        // still dock, so it may not go to the Maintenance Bay.
        GameState s = dealtGame(5, Ruleset::EditionX);
        for (int seat : {Blue, Green, Yellow, Purple})
            putOnHub(s, seat, seat - 1, 1);
        for (int k = 0; k < 8; ++k)
            placeShip(s, k < 4 ? Blue : Green, Facility::SolarConverter, 1); // no other port for a 1 or a 2
        for (int k = 0; k < 4; ++k)
            placeShip(s, Yellow, Facility::AlienArtifact, 1);
        placeShip(s, Purple, Facility::LunarMine, 6);
        rollFleet(s, {1, 2});
        AF_ILLEGAL(s, dockOf(s, Facility::ColonistHub, {1}), Reason::HubCircleTaken);
        AF_ILLEGAL(s, ToMaintenanceBay{shipWith(s, 1)}, Reason::MustDockIfPossible);
        AF_LEGAL(s, dockOf(s, Facility::ColonistHub, {1, 2}));
        QCOMPARE(int(s.players[Red].hubCircle), 2);
    }

    void p5603_oneColonyInProgressPerPlayer()
    {
        // Red starting a second colony while one is on the Hub: a Hub docking always advances the colony already
        // there (the state holds one Hub colony per player, so a second cannot exist).
        GameState s = dealtGame(5, Ruleset::EditionX);
        putOnHub(s, Red, B, 2);
        const int inHand = s.players[Red].coloniesLeft;
        rollFleet(s, {1, 2, 3});
        AF_LEGAL(s, dockOf(s, Facility::ColonistHub, {1}));
        QCOMPARE(int(s.players[Red].coloniesLeft), inHand);
        QCOMPARE(int(s.players[Red].hubCircle), 3);
        QCOMPARE(totalColonies(s, Red), 6);
        // A colony needs one from the hand: none left and none on the Hub, no Hub docking.
        GameState empty = dealtGame(5, Ruleset::EditionX);
        for (int t = 0; t < 6; ++t)
            putColonies(empty, static_cast<Territory>(t), Red, 1);
        empty.players[Red].coloniesLeft = 0;
        ++empty.players[Red].coloniesLeft; // one left: lands the last colony elsewhere, or starts it on the Hub
        empty.colonies[0][Red] = 0;
        rollFleet(empty, {1, 2});
        AF_LEGAL(empty, dockOf(empty, Facility::ColonistHub, {1}));
        QCOMPARE(int(empty.players[Red].coloniesLeft), 0);
        AF_LEGAL(empty, dockOf(empty, Facility::ColonistHub, {2})); // advances the same colony
        QCOMPARE(int(empty.players[Red].hubCircle), 2);
    }

    void p5603_allTwelvePortsTakenStopEveryone()
    {
        GameState s = dealtGame(5, Ruleset::EditionX);
        for (int seat : {Blue, Green, Yellow, Purple})
            for (int k = 0; k < 3; ++k)
                placeShip(s, seat, Facility::ColonistHub, 1 + k);
        QCOMPARE(freeSlots(s, Facility::ColonistHub, Red), 0);
        QVERIFY(!validateState(s));
        rollFleet(s, {1, 2, 3});
        AF_ILLEGAL(s, dockOf(s, Facility::ColonistHub, {1}), Reason::PortsFull);
        QCOMPARE(hubDockings(legalActions(s)), 0);
        // A 13th ship on the Hub is an impossible position.
        placeShip(s, Purple, Facility::ColonistHub, 4);
        QVERIFY(validateState(s));
    }

    void x58_newColonyStartsOnTheCircleOfItsShips()
    {
        // A new colony starts at circle = ships in the action (+ Asimov Crater), on any free circle of that number.
        GameState s = dealtGame(6, Ruleset::EditionX);
        putOnHub(s, Blue, A, 2);
        putOnHub(s, Green, B, 2);
        putOnHub(s, Yellow, C, 2);
        rollFleet(s, {1, 2, 3});
        const int inHand = s.players[Red].coloniesLeft;
        AF_LEGAL(s, dockOf(s, Facility::ColonistHub, {1, 2}));
        QCOMPARE(int(s.players[Red].coloniesLeft), inHand - 1);
        QCOMPARE(int(s.players[Red].hubCircle), 2);
        QCOMPARE(int(s.players[Red].hubTrack), int(D));
        // With Asimov Crater: once per turn, when the turn's Hub ships reach 2: 2 ships start on circle 3.
        GameState a = dealtGame(6, Ruleset::EditionX);
        putColonies(a, Territory::AsimovCrater, Red, 1);
        rollFleet(a, {1, 2, 3});
        AF_LEGAL(a, dockOf(a, Facility::ColonistHub, {1, 2}));
        QCOMPARE(int(a.players[Red].hubCircle), 3);
        AF_LEGAL(a, dockOf(a, Facility::ColonistHub, {3}));
        QCOMPARE(int(a.players[Red].hubCircle), 4); // the +1 came once
    }

    void x58_ownOldCircleIsFreedAndOthersDoNotMove()
    {
        GameState s = dealtGame(6, Ruleset::EditionX);
        putOnHub(s, Red, C, 1);
        putOnHub(s, White, A, 2);
        putOnHub(s, Purple, B, 2);
        putOnHub(s, Blue, D, 2);
        rollFleet(s, {5});
        AF_LEGAL(s, dockOf(s, Facility::ColonistHub, {5}));
        QCOMPARE(int(s.players[Red].hubTrack), int(C)); // circle 2 is free on track C only
        QCOMPARE(hubColonyAt(s, C, 1), int(kNoPlayer));
        QCOMPARE(int(s.players[White].hubCircle), 2);
        QCOMPARE(int(s.players[White].hubTrack), int(A));
        QVERIFY(!validateState(s));
    }

    void x58_everyLaunchCircleTakenLaunchesAtOnce()
    {
        // All four circle-7 spaces are taken and Red's colony is on circle 6: the advance to 7 launches it at
        // once, for 1 fuel + 1 ore, on the territory the docking names.
        GameState s = dealtGame(6, Ruleset::EditionX);
        putOnHub(s, Blue, A, 7);
        putOnHub(s, Green, B, 7);
        putOnHub(s, Yellow, C, 7);
        putOnHub(s, Purple, D, 7);
        putOnHub(s, Red, A, 6);
        setResources(s, Red, 1, 1);
        rollFleet(s, {2, 4});
        AF_ILLEGAL(s, dockOf(s, Facility::ColonistHub, {2}), Reason::TerritoryRequired);
        const std::vector<Action> list = legalActions(s);
        QVERIFY(offered(list, dockOf(s, Facility::ColonistHub, {2}, Territory::LemBadlands)));
        QVERIFY(!offered(list, dockOf(s, Facility::ColonistHub, {2})));
        // The Repulsor Field still bars a territory.
        s.fieldAt[idx(Field::Repulsor)] = idx(Territory::LemBadlands);
        AF_ILLEGAL(s, dockOf(s, Facility::ColonistHub, {2}, Territory::LemBadlands), Reason::RepulsorBlocks);
        s.fieldAt[idx(Field::Repulsor)] = -1;
        const int inHand = s.players[Red].coloniesLeft;
        AF_LEGAL(s, dockOf(s, Facility::ColonistHub, {2}, Territory::LemBadlands));
        QCOMPARE(int(s.colonies[idx(Territory::LemBadlands)][Red]), 1);
        QCOMPARE(int(s.players[Red].hubCircle), 0);
        QCOMPARE(int(s.players[Red].coloniesLeft), inHand);
        QCOMPARE(int(s.players[Red].fuel), 0);
        QCOMPARE(int(s.players[Red].ore), 0);
        QCOMPARE(shipsDockedAt(s, Facility::ColonistHub), 1); // the ship stays on its port
        // The next Hub ship starts a new colony; a territory is then unexpected.
        AF_ILLEGAL(s, dockOf(s, Facility::ColonistHub, {4}, Territory::LemBadlands), Reason::UnexpectedParameter);
        AF_LEGAL(s, dockOf(s, Facility::ColonistHub, {4}));
        QCOMPARE(int(s.players[Red].hubCircle), 1);
        QVERIFY(!validateState(s));
    }

    void x58_launchAtOnceNeedsTheFuelAndOre()
    {
        GameState s = dealtGame(6, Ruleset::EditionX);
        for (int seat : {Blue, Green, Yellow, Purple})
            putOnHub(s, seat, seat - 1, 7);
        putOnHub(s, Red, B, 6);
        setResources(s, Red, 1, 0);
        rollFleet(s, {2});
        AF_ILLEGAL(s, dockOf(s, Facility::ColonistHub, {2}, Territory::HerbertValley), Reason::NotEnoughOre);
        QCOMPARE(hubDockings(legalActions(s)), 0);
        // Must-dock: the ship may then go to the Maintenance Bay only if it cannot dock anywhere else.
        AF_ILLEGAL(s, ToMaintenanceBay{shipWith(s, 2)}, Reason::MustDockIfPossible);
    }

    void x58_advancesBeyondTheLaunchStartTheNextColony()
    {
        // From circle 6 with Asimov Crater, 2 ships make 3 advances: launched at once, 2 left start the next colony
        // on circle 2 (on a free track).
        GameState s = dealtGame(6, Ruleset::EditionX);
        for (int seat : {Blue, Green, Yellow, Purple})
            putOnHub(s, seat, seat - 1, 7);
        putOnHub(s, White, A, 2);
        putOnHub(s, Red, B, 6);
        putColonies(s, Territory::AsimovCrater, Red, 1);
        setResources(s, Red, 2, 2);
        rollFleet(s, {3, 3});
        const int inHand = s.players[Red].coloniesLeft;
        AF_LEGAL(s, dockOf(s, Facility::ColonistHub, {3, 3}, Territory::BradburyPlateau));
        QCOMPARE(int(s.colonies[idx(Territory::BradburyPlateau)][Red]), 1);
        QCOMPARE(int(s.players[Red].hubCircle), 2);
        QCOMPARE(int(s.players[Red].hubTrack), int(B));
        QCOMPARE(int(s.players[Red].coloniesLeft), inHand - 1);
        QVERIFY(!validateState(s));
    }

    void x58_launchCircleFreeSomewhereWaitsThere()
    {
        // Circle 7 is free on one track: the colony goes there and waits to be launched (R-2 then blocks docking).
        GameState s = dealtGame(6, Ruleset::EditionX);
        putOnHub(s, Blue, A, 7);
        putOnHub(s, Green, B, 7);
        putOnHub(s, Yellow, C, 7);
        putOnHub(s, Red, A, 5);
        setResources(s, Red, 3, 3);
        rollFleet(s, {2, 3, 4});
        AF_ILLEGAL(s, dockOf(s, Facility::ColonistHub, {2, 3}, Territory::BradburyPlateau),
                   Reason::UnexpectedParameter);
        AF_LEGAL(s, dockOf(s, Facility::ColonistHub, {2, 3}));
        QCOMPARE(int(s.players[Red].hubCircle), 7);
        QCOMPARE(int(s.players[Red].hubTrack), int(D));
        AF_ILLEGAL(s, dockOf(s, Facility::ColonistHub, {4}), Reason::HubColonyWaiting);
        AF_LEGAL(s, Launch{Territory::PohlFoothills});
        QCOMPARE(int(s.players[Red].hubCircle), 0);
        QCOMPARE(int(s.players[Red].hubTrack), 0);
        // R-3 after a launch: a new colony, but still at most 3 Hub ships in the turn.
        AF_LEGAL(s, dockOf(s, Facility::ColonistHub, {4}));
        QCOMPARE(int(s.players[Red].hubCircle), 1);
        QCOMPARE(hubShipsOf(s, Red), 3);
    }

    void x58_launchWithCarryNeedsAFreeCircle()
    {
        // A launch made at once after advances beyond circle 7 starts the next colony on the carried circle: it
        // must be free on some track.
        GameState s = dealtGame(6, Ruleset::EditionX);
        for (int seat : {Blue, Green, Yellow, Purple})
            putOnHub(s, seat, seat - 1, 1);
        putOnHub(s, Red, A, 6);
        putColonies(s, Territory::AsimovCrater, Red, 1);
        setResources(s, Red, 2, 2);
        rollFleet(s, {3, 3});
        AF_LEGAL(s, dockOf(s, Facility::ColonistHub, {3})); // 6 -> 7, the colony waits on A7
        QCOMPARE(int(s.players[Red].hubCircle), 7);
        GameState carry = s;
        // Not possible here: the Asimov +1 comes with the turn's 2nd Hub ship, which R-2 blocks. Build the carry
        // the position way instead: a carry of 1 starts the next colony on circle 1, taken on every track.
        carry.turn.hubCarry = 1;
        AF_ILLEGAL(carry, Launch{Territory::HeinleinPlains}, Reason::HubCircleTaken);
        // Without the carry the launch is legal.
        AF_LEGAL(s, Launch{Territory::HeinleinPlains});
    }

    void x58_homesteadersAdvanceAlsoSlides()
    {
        // X-14 with the freeform Hub: the Homesteaders docking is one advance; it slides like any advance and is
        // refused when the circle is taken on every track (it names no territory to launch at once).
        GameState s = factionGame(6, {Faction::CorexConglomerated, Faction::HomesteadersUnion, Faction::SunriseCommune,
                                      Faction::TerranExchange, Faction::XenoExplorationsInc, Faction::UranianSyndicate},
                                  Ruleset::EditionX);
        putOnHub(s, Blue, A, 3);
        putOnHub(s, Green, B, 3);
        putOnHub(s, Yellow, C, 3);
        putOnHub(s, Red, A, 2);
        setResources(s, Red, 3, 3);
        const ShipList fleet = turnOf(s, Red, {4, 5});
        AF_LEGAL(s, boardDock(fleet[0], Faction::HomesteadersUnion));
        QCOMPARE(int(s.players[Red].hubCircle), 3);
        QCOMPARE(int(s.players[Red].hubTrack), int(D));
        // Circle 3 taken on every track: the advance is refused.
        GameState t = factionGame(6, {Faction::CorexConglomerated, Faction::HomesteadersUnion, Faction::SunriseCommune,
                                      Faction::TerranExchange, Faction::XenoExplorationsInc, Faction::UranianSyndicate},
                                  Ruleset::EditionX);
        for (int seat : {Blue, Green, Yellow, Purple})
            putOnHub(t, seat, seat - 1, 3);
        putOnHub(t, Red, A, 2);
        setResources(t, Red, 3, 3);
        const ShipList ships = turnOf(t, Red, {4});
        AF_ILLEGAL(t, boardDock(ships[0], Faction::HomesteadersUnion), Reason::HubCircleTaken);
    }

    void x58_twoToFourPlayerTracksAreUnchanged()
    {
        // With 4 players each player has a track of their own: colonies of different players share circles, and
        // the track limit is the old one.
        GameState s = dealtGame(4, Ruleset::EditionX);
        s.players[Blue].hubCircle = 3;
        --s.players[Blue].coloniesLeft;
        s.players[Green].hubCircle = 3;
        --s.players[Green].coloniesLeft;
        s.players[Yellow].hubCircle = 3;
        --s.players[Yellow].coloniesLeft;
        s.players[Red].hubCircle = 2;
        --s.players[Red].coloniesLeft;
        QCOMPARE(facilityLayout(Facility::ColonistHub, 4).shape, PortShape::HubTrack);
        rollFleet(s, {1, 2, 3, 4});
        AF_LEGAL(s, dockOf(s, Facility::ColonistHub, {1}));
        QCOMPARE(int(s.players[Red].hubCircle), 3);
        QCOMPARE(int(s.players[Red].hubTrack), 0);
        AF_LEGAL(s, dockOf(s, Facility::ColonistHub, {2, 3}));
        AF_ILLEGAL(s, dockOf(s, Facility::ColonistHub, {4}), Reason::HubTrackFull);
        QVERIFY(!validateState(s));
        // A Hub track is a 5-6 player position's field only.
        s.players[Blue].hubTrack = 2;
        QCOMPARE(qs(stateProblem(s)),
                 QStringLiteral("players[1].hubTrack: on the freeform Colonist Hub (5-6 players) the colonies stand "
                                "on tracks 1 to 4."));
    }

    void freeformHubPositionsAreChecked()
    {
        GameState s = dealtGame(5, Ruleset::EditionX);
        putOnHub(s, Blue, B, 4);
        putOnHub(s, Green, B, 4);
        QCOMPARE(qs(stateProblem(s)),
                 QStringLiteral("players[2].hubTrack: two colonies stand on the same circle of the Colonist Hub "
                                "(track {0}, circle {1})."));
        QCOMPARE(qs(validateState(s)->what),
                 QStringLiteral("two colonies stand on the same circle of the Colonist Hub (track 2, circle 4)."));
        s.players[Green].hubTrack = 4;
        QVERIFY(validateState(s));
        s.players[Green].hubTrack = D;
        QVERIFY(!validateState(s));
        // Four Hub ships of one player are impossible.
        for (int k = 0; k < 4; ++k)
            placeShip(s, Yellow, Facility::ColonistHub, 2);
        QVERIFY(validateState(s));
    }

    void x59_outerBeltStaysRefusedWithSixPlayers()
    {
        // X-59 reads every Outer Belt port as open with 5-6 players, but the module itself is not played (1.6).
        GameOptions o = options(6, Ruleset::EditionX);
        o.modules = moduleBit(Module::OuterBelt);
        QCOMPARE(qs(validateOptions(o)),
                 QStringLiteral("The outer-belt module is not supported: its rules are only partly known."));
    }

    void x60_feesAreTransfersAndTheSupplyStaysLimited()
    {
        // Six players empty the supply sooner: gains stop at an empty supply, while a faction fee still
        // moves from player to player without touching it.
        GameState s = factionGame(6, {Faction::CorexConglomerated, Faction::HomesteadersUnion, Faction::SunriseCommune,
                                      Faction::TerranExchange, Faction::XenoExplorationsInc, Faction::UranianSyndicate},
                                  Ruleset::EditionX);
        QVERIFY(s.limitedSupply);
        setResources(s, Red, 2, 0);
        setResources(s, White, s.players[White].fuel + s.supplyFuel, s.players[White].ore);
        QCOMPARE(int(s.supplyFuel), 0);
        const ShipList fleet = turnOf(s, Red, {3, 5});
        AF_LEGAL(s, boardDock(fleet[0], Faction::HomesteadersUnion)); // Blue's board: 1 fuel to Blue
        QCOMPARE(fuelOf(s, Red), 1);
        QCOMPARE(fuelOf(s, Blue), 2);
        QCOMPARE(int(s.supplyFuel), 0);
        AF_LEGAL(s, dockOf(s, Facility::SolarConverter, {5})); // 3 fuel due, none left in the supply
        QCOMPARE(fuelOf(s, Red), 1);
        QVERIFY(!validateState(s));
    }

    // ------------------------------------------------------------ the base rules with six seats

    void raidsReachUpToFiveOpponents()
    {
        GameState s = dealtGame(6, Ruleset::EditionX);
        for (int p : {Blue, Green, Yellow, Purple, White})
            setResources(s, p, 2, 2);
        rollFleet(s, {2, 3, 4});
        // Four tokens from four different players; a fifth token is one too many whoever has it.
        const RaidChoice four = takeResources({{Blue, 1, 0}, {Yellow, 0, 1}, {Purple, 1, 0}, {White, 0, 1}});
        const RaidChoice five =
            takeResources({{Blue, 1, 0}, {Green, 1, 0}, {Yellow, 0, 1}, {Purple, 1, 0}, {White, 0, 1}});
        AF_ILLEGAL(s, raidDock(s, {2, 3, 4}, five), Reason::RaidTooMany);
        const std::vector<Action> list = legalActions(s);
        QVERIFY(offered(list, raidDock(s, {2, 3, 4}, four)));
        QVERIFY(offered(list, raidDock(s, {2, 3, 4}, takeCard(White, Card::ResourceCache))));
        QVERIFY(!offered(list, raidDock(s, {2, 3, 4}, five)));
        AF_LEGAL(s, raidDock(s, {2, 3, 4}, four));
        QCOMPARE(int(s.players[Red].fuel), 2);
        QCOMPARE(int(s.players[Red].ore), 2);
        QCOMPARE(int(s.players[White].ore), 1);
        QCOMPARE(int(s.players[Green].fuel), 2);
    }

    void raidsRespectTheDecoyOfSeatSix()
    {
        GameState s = dealtGame(6, Ruleset::EditionX);
        clearHands(s);
        giveCard(s, White, Card::HolographicDecoy);
        giveCard(s, White, Card::DataCrystal);
        setResources(s, White, 3, 3);
        rollFleet(s, {2, 3, 4});
        AF_ILLEGAL(s, raidDock(s, {2, 3, 4}, takeResources({{White, 1, 0}})), Reason::RaidDecoyProtected);
        AF_ILLEGAL(s, raidDock(s, {2, 3, 4}, takeCard(White, Card::DataCrystal)), Reason::RaidOnlyDecoy);
        AF_LEGAL(s, raidDock(s, {2, 3, 4}, takeCard(White, Card::HolographicDecoy)));
        QVERIFY(holds(s, Red, Card::HolographicDecoy));
    }

    void controlTiesAmongMorePlayers()
    {
        GameState s = dealtGame(6, Ruleset::EditionX);
        // Three players tied on 2: nobody controls; a fourth with 1 changes nothing.
        putColonies(s, Territory::HerbertValley, Green, 2);
        putColonies(s, Territory::HerbertValley, Purple, 2);
        putColonies(s, Territory::HerbertValley, White, 2);
        putColonies(s, Territory::HerbertValley, Red, 1);
        QCOMPARE(controllerOf(s, Territory::HerbertValley), int(kNoPlayer));
        QVERIFY(!bonusActive(s, White, Territory::HerbertValley));
        // A third colony for White breaks the tie.
        putColonies(s, Territory::HerbertValley, White, 1);
        QCOMPARE(controllerOf(s, Territory::HerbertValley), int(White));
        QCOMPARE(score(s, White).territories, 1);
        QCOMPARE(score(s, White).total(), 4);
        QCOMPARE(score(s, Purple).total(), 2);
        // Seat 5 alone on a territory controls it.
        putColonies(s, Territory::LemBadlands, Purple, 1);
        QCOMPARE(controllerOf(s, Territory::LemBadlands), int(Purple));
        QVERIFY(bonusActive(s, Purple, Territory::LemBadlands));
    }

    void rankingSharesTiesAmongSixPlayers()
    {
        GameState s = dealtGame(6, Ruleset::EditionX);
        clearHands(s);
        for (int p = 0; p < 6; ++p)
            setResources(s, p, 0, 0);
        putColonies(s, Territory::HerbertValley, Purple, 1);
        putColonies(s, Territory::LemBadlands, White, 1);
        putColonies(s, Territory::PohlFoothills, Blue, 1);
        const auto rank = ranking(s);
        QCOMPARE(static_cast<int>(rank.size()), 6);
        // Blue, Purple and White share first place (2 VP each, nothing else to break the tie).
        QCOMPARE(rank[0].place, 1);
        QCOMPARE(rank[1].place, 1);
        QCOMPARE(rank[2].place, 1);
        QCOMPARE(rank[3].place, 4);
    }

    void turnOrderWrapsFromSeatSixToSeatOne()
    {
        GameState s = dealtGame(6, Ruleset::EditionX);
        playUntil(s, White);
        QCOMPARE(int(s.current), int(White));
        const uint32_t turn = s.turnNumber;
        Roll roll;
        for (int i = 0; i < chanceCount(s); ++i)
            roll.values.push_back(1);
        AF_LEGAL(s, roll);
        finishTurn(s);
        QCOMPARE(int(s.current), int(Red));
        QCOMPARE(s.turnNumber, turn + 1);
        QCOMPARE(s.stage, Stage::Roll);
    }

    void cardsReachSeatsFiveAndSix()
    {
        // The Plasma Cannon fires at a white ship; the Mind Control Helmet takes a purple one; the Polarity Device
        // swaps colonies of seats 5 and 6.
        GameState s = dealtGame(6, Ruleset::EditionX);
        clearHands(s);
        giveCard(s, Red, Card::PlasmaCannon);
        giveCard(s, Red, Card::MindControlHelmet);
        giveCard(s, Red, Card::PolarityDevice);
        setResources(s, Red, 6, 0);
        const int white = placeShip(s, White, Facility::SolarConverter, 4);
        const int purple = placeShip(s, Purple, Facility::AlienArtifact, 5);
        putColonies(s, Territory::HerbertValley, Purple, 1);
        putColonies(s, Territory::LemBadlands, White, 1);
        rollFleet(s, {1, 2});
        UseCard cannon{Card::PlasmaCannon, {}};
        cannon.args.facility = Facility::SolarConverter;
        cannon.args.ships = {static_cast<int8_t>(white)};
        AF_LEGAL(s, cannon);
        QCOMPARE(s.ships[white].facility, Facility::MaintenanceBay);
        UseCard helmet{Card::MindControlHelmet, {}};
        helmet.args.ship = static_cast<int8_t>(purple);
        helmet.args.dock = Dock{Facility::LunarMine, {}, std::nullopt, {}};
        AF_LEGAL(s, helmet);
        QCOMPARE(int(s.ships[purple].user), int(Red));
        QVERIFY(!validateState(s));
        DiscardCard polarity{Card::PolarityDevice, {}};
        polarity.args.territory = Territory::HerbertValley;
        polarity.args.player = Purple;
        polarity.args.territory2 = Territory::LemBadlands;
        polarity.args.player2 = White;
        AF_LEGAL(s, polarity);
        QCOMPARE(int(s.colonies[idx(Territory::LemBadlands)][Purple]), 1);
        QCOMPARE(int(s.colonies[idx(Territory::HerbertValley)][White]), 1);
    }

    void gameEndsWhenSeatSixLandsTheLastColony()
    {
        GameState s = dealtGame(6, Ruleset::EditionX);
        for (int t = 0; t < 5; ++t)
            putColonies(s, static_cast<Territory>(t), White, 1);
        setResources(s, White, 0, 3);
        makeActive(s, White);
        rollFleet(s, {4, 4, 4});
        AF_LEGAL(s, dockOf(s, Facility::ColonyConstructor, {4, 4, 4}, Territory::VanVogtMountains));
        QCOMPARE(s.stage, Stage::GameOver);
        QCOMPARE(ranking(s)[0].seat, int(White));
    }
};

QTEST_APPLESS_MAIN(TestSixPlayers)
#include "tst_sixplayers.moc"
