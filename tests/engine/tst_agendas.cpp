// The agendas module (EXPANSIONS.md 1.3 and section 3): the card ids, the deck built from the modules and boards in
// play, the module's refusal naming the missing cards, and one table row per written end-game side
// (condition met and not met, X-28); the deal, the Orbital Market draw, the limit and discards, in-game and end-game
// reveals (AGD-01, AGD-04, AGD-05). The module stays refused to users until it is whole (modules/README.md).
#include "agendas/agendas.h"
#include "faction_fixture.h"
#include "fixture.h"
#include "playout.h"

#include <bit>
#include <functional>

using namespace aft;

namespace {

using Setup = std::function<void(GameState &)>;
using Step = std::function<Action(GameState &)>; // does to the state what the returned action would

// A dealt 4-player game with empty hands, no colony landed and every field generator off the planet: each row
// builds the situation it needs on it.
GameState blankBoard()
{
    GameState s = dealtGame(4, Ruleset::EditionX);
    clearHands(s);
    s.fieldAt = {-1, -1, -1};
    return s;
}

// The in-game rows' board: every module on, Red holding every agenda card face down (so any window may open), Red
// active.
GameState inGameBoard()
{
    GameState s = blankBoard();
    s.modules = static_cast<ModuleSet>(s.modules | moduleBit(Module::Agendas) | moduleBit(Module::Factions) |
                                       moduleBit(Module::ExtraTech));
    s.agendas = AgendaState{};
    s.agendas.inGame = (AgendaMask{1} << kAgendaCount) - 1;
    s.agendas.hands[Red].faceDown = s.agendas.inGame;
    s.current = Red;
    return s;
}

// A docking at `f`, for rows that only look at where the ships went.
Dock dockingAt(Facility f)
{
    Dock d;
    d.facility = f;
    return d;
}

Dock raidWith(const RaidChoice &raid)
{
    Dock d = dockingAt(Facility::RaidersOutpost);
    d.raid = raid;
    return d;
}

// A faction owner ability, standing for the actions of the rows whose effect does not depend on which one.
Action useFactionAction() { return UseFaction{}; }

AgendaMask maskOf(std::initializer_list<Agenda> list)
{
    AgendaMask m = 0;
    for (Agenda a : list)
        m |= agendaBit(a);
    return m;
}

AgendaMask range(Agenda first, Agenda last)
{
    AgendaMask m = 0;
    for (int a = idx(first); a <= idx(last); ++a)
        m |= agendaBit(static_cast<Agenda>(a));
    return m;
}

uint16_t boards(std::initializer_list<Faction> list)
{
    uint16_t m = 0;
    for (Faction f : list)
        m = static_cast<uint16_t>(m | 1u << idx(f));
    return m;
}

void cardsTo(GameState &s, int seat, std::initializer_list<Card> cards)
{
    for (Card c : cards)
        giveCard(s, seat, c);
}

// Row helpers for the two most common shapes: "you control T" and "you have no colony on T".
void controlBy(GameState &s, Territory t) { putColonies(s, t, Red, 1); }
void contested(GameState &s, Territory t)
{
    putColonies(s, t, Red, 1);
    putColonies(s, t, Blue, 1);
}

// A dealt game with the agendas module on, built directly as a position would be, no agenda card dealt: every card
// of the 27-card deck in the draw deck, known.
GameState agendaGame(int players, Ruleset ruleset)
{
    GameState s = dealtGame(players, ruleset);
    clearHands(s);
    s.modules = static_cast<ModuleSet>(s.modules | moduleBit(Module::Agendas));
    s.agendas.inGame = agendaDeck(ruleset, s.modules, 0);
    s.agendas.deck = s.agendas.inGame;
    return s;
}

GameOptions agendaOptions(int players)
{
    GameOptions o = options(players);
    o.modules = moduleBit(Module::Agendas);
    return o;
}

// A 2-player agendas game past both deals: Red holds `red`, Blue holds `blue` (named, or unnamed as nullopt).
GameState agendasDealt(std::array<std::optional<Agenda>, 2> red, std::array<std::optional<Agenda>, 2> blue)
{
    GameState s = newGame(agendaOptions(2));
    DealAgendas deal;
    deal.cards = {red[0], red[1], blue[0], blue[1]};
    must(s, deal);
    dealAsUsual(s);
    return s;
}

void reveal(GameState &s, int seat, Agenda a)
{
    s.agendas.deck &= ~agendaBit(a);
    s.agendas.hands[seat].revealed |= agendaBit(a);
}

// A 2-player game at a table (every agenda unnamed), Blue to play: its three 3s docked at the Colony Constructor
// land its last colony and end the game. Red has a colony on Pohl Foothills (#1's end-game side holds) and one on
// Van Vogt Mountains (#12's does not).
GameState tableGameOneDockingBeforeItsEnd()
{
    GameState s = agendasDealt({std::nullopt, std::nullopt}, {std::nullopt, std::nullopt});
    putColonies(s, Territory::PohlFoothills, Red, 1);
    putColonies(s, Territory::VanVogtMountains, Red, 1);
    makeActive(s, Blue);
    putColonies(s, Territory::AsimovCrater, Blue, s.players[Blue].coloniesLeft - 1); // one left to land
    setResources(s, Blue, 0, 3);
    rollFleet(s, {3, 3, 3});
    return s;
}

} // namespace

Q_DECLARE_METATYPE(Setup)
Q_DECLARE_METATYPE(Step)

class TestAgendas : public QObject
{
    Q_OBJECT

private slots:
    // ------------------------------------------------------------ the catalogue and the deck

    void idsRoundTrip()
    {
        for (int a = 0; a < kAgendaCount; ++a) {
            const auto agenda = static_cast<Agenda>(a);
            QCOMPARE(agendaCard(agenda).agenda, agenda); // the table is in catalogue order
            QCOMPARE(fromId<Agenda>(toId(agenda)), std::optional<Agenda>(agenda));
        }
        QCOMPARE(qs(toId(Agenda::FiveSequentialShips)), QStringLiteral("five-sequential-ships"));
        QCOMPARE(qs(toId(Agenda::TwoAsteroidsOneTurn)), QStringLiteral("two-asteroids-one-turn"));
        QVERIFY(!fromId<Agenda>("alien-city").has_value());
        QVERIFY(!fromId<Agenda>("").has_value());
    }

    void deckWithAgendasAloneHas27Cards()
    {
        // AGD-01's setup and X-33: without the other modules #28-#43 are out; #1-#27 stay under every ruleset.
        const ModuleSet agendas = moduleBit(Module::Agendas);
        for (Ruleset r : {Ruleset::R2013, Ruleset::FirstEdition, Ruleset::EditionX}) {
            const AgendaMask deck = agendaDeck(r, agendas, 0);
            QCOMPARE(agendaCount(deck), 27);
            QCOMPARE(deck, range(Agenda::FiveSequentialShips, Agenda::RaidedTwice));
        }
    }

    void deckFollowsTheModulesAndBoardsInPlay_data()
    {
        QTest::addColumn<int>("modules");
        QTest::addColumn<int>("taken");
        QTest::addColumn<quint64>("added"); // cards beyond #1-#27
        const int agendas = moduleBit(Module::Agendas);
        const int factions = agendas | moduleBit(Module::Factions);
        const int tech = agendas | moduleBit(Module::ExtraTech);
        const AgendaMask techCards = maskOf({Agenda::FleetOfSeven, Agenda::LastToFirst, Agenda::StealFromAll,
                                             Agenda::TwoTechOneTurn, Agenda::SeizeTwoTerritories,
                                             Agenda::IonFluctuatorControl, Agenda::ShipbreakerOwnShip,
                                             Agenda::OracleStolen, Agenda::RelicTerraforming,
                                             Agenda::LunarMineSequence, Agenda::ShipfitterBuild});
        QTest::newRow("factions, neither Xeno nor Brethren taken")
            << factions << int(boards({Faction::CorexConglomerated})) << quint64(agendaBit(Agenda::RepulsorWithoutScholars));
        QTest::newRow("factions, Xeno taken")
            << factions << int(boards({Faction::XenoExplorationsInc}))
            << quint64(maskOf({Agenda::RepulsorWithoutScholars, Agenda::RevIntoIsolation, Agenda::RepulsorOnRev}));
        QTest::newRow("factions, Brethren taken")
            << factions << int(boards({Faction::BrethrenOfTheStars}))
            << quint64(maskOf({Agenda::RepulsorWithoutScholars, Agenda::BrethrenHijackArtifact}));
        QTest::newRow("a board without factions counts for nothing")
            << agendas << int(boards({Faction::XenoExplorationsInc})) << quint64(0);
        QTest::newRow("extra-tech") << tech << 0 << quint64(techCards);
        QTest::newRow("extra-tech and factions with Xeno and Brethren")
            << (tech | factions) << int(boards({Faction::XenoExplorationsInc, Faction::BrethrenOfTheStars}))
            << quint64(techCards | range(Agenda::RepulsorWithoutScholars, Agenda::RepulsorOnRev) |
                       agendaBit(Agenda::BrethrenHijackArtifact));
    }

    void deckFollowsTheModulesAndBoardsInPlay()
    {
        QFETCH(int, modules);
        QFETCH(int, taken);
        QFETCH(quint64, added);
        const AgendaMask expected = range(Agenda::FiveSequentialShips, Agenda::RaidedTwice) | added;
        QCOMPARE(quint64(agendaDeck(Ruleset::EditionX, static_cast<ModuleSet>(modules), static_cast<uint16_t>(taken))),
                 quint64(expected));
    }

    void outerBeltCardIsOutWhileTheOuterBeltIsNot()
    {
        // #43 needs outer-belt: out of the deck without it, in the deck with every module on.
        const ModuleSet all = moduleBit(Module::Agendas) | moduleBit(Module::Factions) |
                              moduleBit(Module::ExtraTech) | moduleBit(Module::OuterBelt);
        QVERIFY(!(agendaDeck(Ruleset::EditionX, moduleBit(Module::Agendas), 0) & agendaBit(Agenda::TwoAsteroidsOneTurn)));
        QVERIFY(agendaDeck(Ruleset::EditionX, all, 0) & agendaBit(Agenda::TwoAsteroidsOneTurn));
        QCOMPARE(agendaCount(agendaDeck(Ruleset::EditionX, all, boards({Faction::XenoExplorationsInc,
                                                                          Faction::BrethrenOfTheStars}))),
                 kAgendaCount);
        // No game can have the Outer Belt, not even the engine's tests: #43 never enters a deck.
        GameOptions o = options(4);
        o.modules = all;
        o.allowUnfinishedModules = true;
        QVERIFY(validateOptions(o).find("outer-belt") != std::string::npos);
        QVERIFY(!moduleNotSupported(Module::OuterBelt, true).empty());
    }

    void moduleOpenToUsersOnceEveryCardIsWritten()
    {
        // Every card written: users play the module without the test switch (a missing card would be named in the
        // refusal, as for the other modules).
        QCOMPARE(moduleNotSupported(Module::Agendas, false), std::string());
        GameOptions o = options(4);
        o.modules = moduleBit(Module::Agendas);
        QCOMPARE(validateOptions(o), std::string());
        o.allowUnfinishedModules = true;
        QCOMPARE(validateOptions(o), std::string());
        // Every card but #43 has both sides written, and #43 is not missing: it needs the Outer Belt, which is
        // refused even to the engine's tests, so it never enters a deck and waits for nothing.
        for (int a = 0; a < kAgendaCount; ++a) {
            const auto agenda = static_cast<Agenda>(a);
            QCOMPARE(inGameSideWritten(agenda), agenda != Agenda::TwoAsteroidsOneTurn);
        }
        QCOMPARE(detail::missingAgendaCards(), std::string());
    }

    // ------------------------------------------------------------ the deal (1.3)

    void agd01_setupDealsTwoFaceDownEach()
    {
        // AGD-01's setup: 4 players, agendas alone: 27 cards, 2 face down each, 19 left in the deck.
        GameState s = newGame(agendaOptions(4));
        QCOMPARE(s.stage, Stage::AgendaDeal);
        QCOMPARE(agendaCount(s.agendas.deck), 27);
        QCOMPARE(chanceCount(s), 8);
        QVERIFY(legalActions(s).empty()); // a chance event: entered or drawn, not chosen
        Rng rng(11);
        const auto deal = sampleChance(s, rng);
        QVERIFY(deal && std::holds_alternative<DealAgendas>(*deal));
        AF_LEGAL(s, *deal);
        QCOMPARE(s.stage, Stage::Deal); // then the usual alien tech deal
        for (int p = 0; p < 4; ++p) {
            QCOMPARE(agendaCount(s.agendas.hands[p].faceDown), 2);
            QCOMPARE(int(s.agendas.hands[p].unknownFaceDown), 0);
            QCOMPARE(s.agendas.hands[p].revealed, AgendaMask{0});
        }
        QCOMPARE(agendaCount(s.agendas.deck), 19);
        QCOMPARE(stateProblem(s), std::string());
        dealAsUsual(s);
        QCOMPARE(s.stage, Stage::Roll);
        QCOMPARE(stateProblem(s), std::string());
    }

    void tableModeDealLeavesTheCardsUnnamed()
    {
        // At a table the paper cards stay secret: the deal names none, and every card of the deck may be anywhere.
        GameState s = newGame(agendaOptions(3));
        DealAgendas deal;
        for (int i = 0; i < 6; ++i)
            deal.cards.push_back(std::nullopt);
        AF_LEGAL(s, deal);
        for (int p = 0; p < 3; ++p) {
            QCOMPARE(int(s.agendas.hands[p].unknownFaceDown), 2);
            QCOMPARE(s.agendas.hands[p].faceDown, AgendaMask{0});
        }
        QCOMPARE(s.agendas.deck, AgendaMask{0});
        QCOMPARE(s.agendas.unknown, s.agendas.inGame);
        QCOMPARE(int(s.agendas.unknownInDeck), 27 - 6);
        QCOMPARE(stateProblem(s), std::string());
        // Red could hold any card of the game face down until one is named.
        QVERIFY(couldHoldFaceDown(s.agendas, Red, Agenda::FiveSequentialShips));
    }

    void dealMayNameSomeCards()
    {
        // A card named after unnamed ones were dealt is one of the unnamed cards, taken from the deck.
        GameState s = newGame(agendaOptions(2));
        DealAgendas deal;
        deal.cards = {std::nullopt, Agenda::RaidedTwice, Agenda::LowRollTen, std::nullopt};
        AF_LEGAL(s, deal);
        QCOMPARE(s.agendas.hands[Red].faceDown, agendaBit(Agenda::RaidedTwice));
        QCOMPARE(int(s.agendas.hands[Red].unknownFaceDown), 1);
        QCOMPARE(s.agendas.hands[Blue].faceDown, agendaBit(Agenda::LowRollTen));
        QCOMPARE(int(s.agendas.unknownInDeck), 27 - 4);
        QVERIFY(!(s.agendas.unknown & agendaBit(Agenda::RaidedTwice)));
        QCOMPARE(stateProblem(s), std::string());
    }

    void dealRefusals()
    {
        GameState s = newGame(agendaOptions(2));
        DealAgendas tooFew;
        tooFew.cards = {Agenda::RaidedTwice, Agenda::LowRollTen, Agenda::FoiledRaid};
        AF_ILLEGAL(s, tooFew, Reason::WrongCardCount);
        // #28 needs extra-tech: it is not in this deck.
        DealAgendas outOfDeck;
        outOfDeck.cards = {Agenda::RaidedTwice, Agenda::LowRollTen, Agenda::FoiledRaid, Agenda::FleetOfSeven};
        AF_ILLEGAL(s, outOfDeck, Reason::AgendaNotInDeck);
        DealAgendas twice;
        twice.cards = {Agenda::RaidedTwice, Agenda::LowRollTen, Agenda::FoiledRaid, Agenda::RaidedTwice};
        AF_ILLEGAL(s, twice, Reason::AgendaNotInDeck);
        // The alien tech deal waits for the agenda deal.
        Deal techDeal;
        techDeal.display = {Card::BoosterPod, Card::StasisBeam, Card::DataCrystal};
        techDeal.hands = {Card::TemporalWarper, Card::PlasmaCannon};
        AF_ILLEGAL(s, techDeal, Reason::WrongStage);
    }

    void dealFollowsTheDraft()
    {
        // With factions, the deck is built once the draft is over: #37 leaves with an untaken Brethren board.
        GameOptions o = agendaOptions(2);
        o.modules = static_cast<ModuleSet>(o.modules | moduleBit(Module::Factions));
        GameState s = newGame(o);
        QCOMPARE(s.stage, Stage::BoardDraw);
        must(s, DrawBoards{{Faction::XenoExplorationsInc, Faction::CorexConglomerated, Faction::BrethrenOfTheStars}});
        must(s, PickBoard{Faction::XenoExplorationsInc});
        must(s, PickBoard{Faction::CorexConglomerated});
        QCOMPARE(s.stage, Stage::AgendaDeal);
        QVERIFY(s.agendas.deck & agendaBit(Agenda::RevIntoIsolation));
        QVERIFY(s.agendas.deck & agendaBit(Agenda::RepulsorWithoutScholars));
        QVERIFY(!(s.agendas.deck & agendaBit(Agenda::BrethrenHijackArtifact)));
        Rng rng(3);
        AF_LEGAL(s, *sampleChance(s, rng));
        QCOMPARE(s.stage, Stage::Deal);
        QCOMPARE(stateProblem(s), std::string());
    }

    // ------------------------------------------------------------ in-game reveals

    void naturalRollOpensTheRevealWindow()
    {
        GameState s = agendasDealt({Agenda::NaturalFourOfAKind, Agenda::FiveSequentialShips},
                                   {Agenda::LowRollTen, Agenda::ThreeColoniesOneTurn});
        QCOMPARE(s.stage, Stage::Roll);
        rollFleet(s, {4, 4, 4, 4});
        const RevealAgenda fourOfAKind{Red, Agenda::NaturalFourOfAKind, false};
        const auto legal = legalActions(s);
        QVERIFY(std::find(legal.begin(), legal.end(), Action{fourOfAKind}) != legal.end());
        // Red holds #1 but rolled no five in a row; #20 is Blue's; an end-game side waits for the end.
        AF_ILLEGAL(s, (RevealAgenda{Red, Agenda::FiveSequentialShips, false}), Reason::AgendaConditionNotMet);
        AF_ILLEGAL(s, (RevealAgenda{Red, Agenda::LowRollTen, false}), Reason::CannotHoldAgenda);
        AF_ILLEGAL(s, (RevealAgenda{Red, Agenda::NaturalFourOfAKind, true}), Reason::WrongStage);
        // A condition not met cites the card's own entry; a reveal at the wrong time cites the window's ruling.
        QCOMPARE(qs(check(s, RevealAgenda{Red, Agenda::FiveSequentialShips, false})->rule),
                 QStringLiteral("agenda:five-sequential-ships"));
        QCOMPARE(qs(check(s, RevealAgenda{Red, Agenda::NaturalFourOfAKind, true})->rule), QStringLiteral("X-28"));
        const int before = score(s, Red).total();
        AF_LEGAL(s, fourOfAKind);
        QCOMPARE(score(s, Red).total(), before + 1); // 1 VP per card (1.3)
        QCOMPARE(s.agendas.hands[Red].revealed, agendaBit(Agenda::NaturalFourOfAKind));
        AF_ILLEGAL(s, fourOfAKind, Reason::CannotHoldAgenda); // revealed once, for good
        QCOMPARE(stateProblem(s), std::string());
    }

    void aMissedWindowCloses()
    {
        GameState s = agendasDealt({Agenda::NaturalFourOfAKind, Agenda::FiveSequentialShips},
                                   {Agenda::LowRollTen, Agenda::ThreeColoniesOneTurn});
        rollFleet(s, {4, 4, 4, 4});
        must(s, dockOf(s, Facility::SolarConverter, {4}));
        AF_ILLEGAL(s, (RevealAgenda{Red, Agenda::NaturalFourOfAKind, false}), Reason::AgendaConditionNotMet);
    }

    void anotherSeatRevealsOnThisTurn()
    {
        // whoever's turn it is. Blue's #20 window is open (as a position after Blue's event would hold it).
        GameState s = agendasDealt({Agenda::NaturalFourOfAKind, Agenda::FiveSequentialShips},
                                   {Agenda::LowRollTen, Agenda::ThreeColoniesOneTurn});
        rollFleet(s, {1, 2, 3});
        s.agendas.hands[Blue].window = agendaBit(Agenda::LowRollTen);
        AF_LEGAL(s, (RevealAgenda{Blue, Agenda::LowRollTen, false}));
        QCOMPARE(int(s.current), int(Red));
        QCOMPARE(score(s, Blue).agendas, 1);
    }

    void unwrittenInGameSideIsNotSupportedYet()
    {
        // Only #43 has no side written, and it never enters a deck: a hand-built state holding it still has its
        // reveal refused, never allowed.
        GameState s = agendasDealt({Agenda::SeizeAndUse, Agenda::FiveSequentialShips},
                                   {Agenda::LowRollTen, Agenda::RaidedTwice});
        rollFleet(s, {1, 2, 3});
        s.agendas.inGame |= agendaBit(Agenda::TwoAsteroidsOneTurn);
        s.agendas.hands[Red].faceDown |= agendaBit(Agenda::TwoAsteroidsOneTurn);
        s.agendas.hands[Red].window = agendaBit(Agenda::TwoAsteroidsOneTurn);
        AF_ILLEGAL(s, (RevealAgenda{Red, Agenda::TwoAsteroidsOneTurn, false}), Reason::NotSupportedYet);
    }

    void tableModeNamesTheCardAtItsReveal()
    {
        // Unnamed cards: Red may hold any card not named elsewhere; the reveal names it, and the hand shrinks.
        GameState s = agendasDealt({std::nullopt, std::nullopt}, {std::nullopt, std::nullopt});
        rollFleet(s, {2, 2, 2, 2, 5});
        AF_LEGAL(s, (RevealAgenda{Red, Agenda::NaturalFourOfAKind, false}));
        QCOMPARE(int(s.agendas.hands[Red].unknownFaceDown), 1);
        QCOMPARE(s.agendas.hands[Red].revealed, agendaBit(Agenda::NaturalFourOfAKind));
        QVERIFY(!(s.agendas.unknown & agendaBit(Agenda::NaturalFourOfAKind)));
        QCOMPARE(stateProblem(s), std::string());
        // Blue cannot claim the same card any more.
        s.agendas.hands[Blue].window = agendaBit(Agenda::NaturalFourOfAKind);
        AF_ILLEGAL(s, (RevealAgenda{Blue, Agenda::NaturalFourOfAKind, false}), Reason::CannotHoldAgenda);
    }

    // ------------------------------------------------------------ the limit and discards

    void aboveTheLimitDiscardsFirst()
    {
        // A position where Red holds 1 revealed and 3 face-down cards (as a draw would leave it): 4 > 3.
        GameState s = agendasDealt({Agenda::RaidedTwice, Agenda::FiveSequentialShips},
                                   {Agenda::LowRollTen, Agenda::ThreeColoniesOneTurn});
        rollFleet(s, {1, 2, 3});
        s.agendas.deck &= ~(agendaBit(Agenda::FoiledRaid) | agendaBit(Agenda::TwoShipsOneTurn));
        s.agendas.hands[Red].faceDown |= agendaBit(Agenda::FoiledRaid);
        s.agendas.hands[Red].revealed |= agendaBit(Agenda::TwoShipsOneTurn);
        QCOMPARE(stateProblem(s), std::string());
        QCOMPARE(seatOverAgendaLimit(s), int(Red));
        AF_ILLEGAL(s, dockOf(s, Facility::SolarConverter, {1}), Reason::AgendaLimitFirst);
        // Only face-down cards go; Blue has nothing to discard.
        AF_ILLEGAL(s, (DiscardAgenda{Red, Agenda::TwoShipsOneTurn}), Reason::CannotHoldAgenda);
        AF_ILLEGAL(s, (DiscardAgenda{Blue, Agenda::LowRollTen}), Reason::NoAgendaDiscard);
        const auto legal = legalActions(s);
        QCOMPARE(static_cast<int>(legal.size()), 3); // one discard per face-down card
        for (const Action &a : legal)
            QVERIFY(std::holds_alternative<DiscardAgenda>(a));
        AF_LEGAL(s, (DiscardAgenda{Red, Agenda::FoiledRaid}));
        QCOMPARE(seatOverAgendaLimit(s), int(kNoPlayer));
        QVERIFY(s.agendas.discard & agendaBit(Agenda::FoiledRaid));
        AF_ILLEGAL(s, (DiscardAgenda{Red, Agenda::RaidedTwice}), Reason::NoAgendaDiscard);
        AF_LEGAL(s, dockOf(s, Facility::SolarConverter, {1}));
        QCOMPARE(stateProblem(s), std::string());
    }

    void revealedCardsAboveTheLimitAreKept()
    {
        // losing the Multiverse Window with 4 revealed cards leaves 4; nothing to discard, play goes on.
        GameState s = agendasDealt({Agenda::RaidedTwice, Agenda::FiveSequentialShips},
                                   {Agenda::LowRollTen, Agenda::ThreeColoniesOneTurn});
        rollFleet(s, {1, 2, 3});
        for (Agenda a : {Agenda::RaidedTwice, Agenda::FiveSequentialShips})
            turnFaceUp(s.agendas, Red, a);
        for (Agenda a : {Agenda::TwoShipsOneTurn, Agenda::FoiledRaid})
            reveal(s, Red, a);
        QCOMPARE(agendasHeld(s.agendas, Red), 4);
        QCOMPARE(seatOverAgendaLimit(s), int(kNoPlayer));
        AF_LEGAL(s, dockOf(s, Facility::SolarConverter, {1}));
        QCOMPARE(qs(stateProblem(s)), QString());
    }

    void unnamedCardsAreDiscardedUnnamed()
    {
        GameState s = agendasDealt({std::nullopt, std::nullopt}, {std::nullopt, std::nullopt});
        rollFleet(s, {1, 2, 3});
        s.agendas.hands[Red].unknownFaceDown = 4; // as after a draw of two unnamed cards
        s.agendas.unknownInDeck -= 2;
        QCOMPARE(stateProblem(s), std::string());
        AF_LEGAL(s, (DiscardAgenda{Red, std::nullopt}));
        QCOMPARE(int(s.agendas.unknownInDiscard), 1);
        QCOMPARE(stateProblem(s), std::string());
        AF_ILLEGAL(s, (DiscardAgenda{Red, std::nullopt}), Reason::NoAgendaDiscard);
    }

    // ------------------------------------------------------------ the Orbital Market draw (1.3)

    void agd01_marketPairDrawsInsteadOfTrading()
    {
        // Red (2 face-down cards) docks 3,3 at the Orbital Market and draws 2 agendas instead of trading: 4 cards,
        // one face-down card discarded at once (any of the 4); the deck goes from 19 to 17; that pair trades no more.
        GameState s = newGame(agendaOptions(4));
        DealAgendas deal;
        deal.cards = {Agenda::RaidedTwice, Agenda::FiveSequentialShips, Agenda::LowRollTen, Agenda::FoiledRaid,
                      Agenda::TwoShipsOneTurn, Agenda::MutualVpMove, Agenda::SeizeAndUse, Agenda::FiveHubSpaces};
        must(s, deal);
        dealAsUsual(s);
        setResources(s, Red, 6, 0);
        rollFleet(s, {3, 3, 5});
        must(s, dockOf(s, Facility::OrbitalMarket, {3, 3}));
        const auto pairShip = static_cast<int8_t>(firstShipOf(Red)); // rolled a 3: in the pair
        const auto legal = legalActions(s);
        QVERIFY(std::find(legal.begin(), legal.end(), Action{DrawAgendas{pairShip}}) != legal.end());
        AF_LEGAL(s, DrawAgendas{pairShip});
        QCOMPARE(s.stage, Stage::AgendaDraw);
        QCOMPARE(chanceCount(s), 2);
        DealAgendas drawn;
        drawn.cards = {Agenda::ColonyOnIsolation, Agenda::BumpOwnRaiders};
        AF_LEGAL(s, drawn);
        QCOMPARE(s.stage, Stage::Main);
        QCOMPARE(agendasHeld(s.agendas, Red), 4);
        QCOMPARE(agendaCount(s.agendas.deck), 17);
        AF_ILLEGAL(s, Trade{}, Reason::AgendaLimitFirst); // the discard comes first
        AF_LEGAL(s, (DiscardAgenda{Red, Agenda::RaidedTwice}));
        QCOMPARE(agendasHeld(s.agendas, Red), 3);
        // Right after the draw Red may still discard below the limit (1.3); the next action ends that.
        QVERIFY(!check(s, DiscardAgenda{Red, Agenda::BumpOwnRaiders}));
        AF_ILLEGAL(s, Trade{}, Reason::NoMarketPair); // the pair drew: no trade with it
        AF_ILLEGAL(s, DrawAgendas{pairShip}, Reason::MarketPairSpent);
        must(s, dockOf(s, Facility::SolarConverter, {5}));
        AF_ILLEGAL(s, (DiscardAgenda{Red, Agenda::BumpOwnRaiders}), Reason::NoAgendaDiscard);
        QCOMPARE(qs(stateProblem(s)), QString());
    }

    void agd01_variantRevealedCardsAreNeverDiscarded()
    {
        // Red holds 1 revealed + 2 face-down, draws 2: 5 cards, discards 2 face-down ones; the revealed one stays.
        GameState s = agendasDealt({Agenda::RaidedTwice, Agenda::FiveSequentialShips},
                                   {Agenda::LowRollTen, Agenda::FoiledRaid});
        s.agendas.deck &= ~agendaBit(Agenda::ThreeColoniesOneTurn);
        s.agendas.hands[Red].revealed = agendaBit(Agenda::ThreeColoniesOneTurn);
        setResources(s, Red, 6, 0);
        rollFleet(s, {2, 2, 5});
        must(s, dockOf(s, Facility::OrbitalMarket, {2, 2}));
        must(s, DrawAgendas{static_cast<int8_t>(firstShipOf(Red))});
        Rng rng(5);
        must(s, *sampleChance(s, rng));
        QCOMPARE(agendasHeld(s.agendas, Red), 5);
        AF_ILLEGAL(s, (DiscardAgenda{Red, Agenda::ThreeColoniesOneTurn}), Reason::CannotHoldAgenda);
        AF_LEGAL(s, (DiscardAgenda{Red, Agenda::RaidedTwice}));
        QCOMPARE(seatOverAgendaLimit(s), int(Red));
        AF_LEGAL(s, (DiscardAgenda{Red, Agenda::FiveSequentialShips}));
        QCOMPARE(seatOverAgendaLimit(s), int(kNoPlayer));
        QVERIFY(s.agendas.hands[Red].revealed & agendaBit(Agenda::ThreeColoniesOneTurn));
        QCOMPARE(qs(stateProblem(s)), QString());
    }

    void agd01_tradedPairDrawsNoAgendas()
    {
        GameState s = agendasDealt({Agenda::RaidedTwice, Agenda::FiveSequentialShips},
                                   {Agenda::LowRollTen, Agenda::FoiledRaid});
        setResources(s, Red, 6, 0);
        rollFleet(s, {3, 3, 5});
        must(s, dockOf(s, Facility::OrbitalMarket, {3, 3}));
        must(s, Trade{});
        AF_ILLEGAL(s, DrawAgendas{static_cast<int8_t>(firstShipOf(Red))}, Reason::MarketPairSpent);
        AF_ILLEGAL(s, DrawAgendas{static_cast<int8_t>(firstShipOf(Blue))}, Reason::NoMarketPair);
    }

    void agd01_emptyDeckRefilledFromTheDiscards()
    {
        // Every card but the hands' is on the discard pile: the draw shuffles it into a new deck.
        GameState s = agendasDealt({Agenda::RaidedTwice, Agenda::FiveSequentialShips},
                                   {Agenda::LowRollTen, Agenda::FoiledRaid});
        s.agendas.discard = s.agendas.deck;
        s.agendas.deck = 0;
        setResources(s, Red, 6, 0);
        rollFleet(s, {3, 3, 5});
        must(s, dockOf(s, Facility::OrbitalMarket, {3, 3}));
        must(s, DrawAgendas{static_cast<int8_t>(firstShipOf(Red))});
        QCOMPARE(chanceCount(s), 2);
        DealAgendas drawn;
        drawn.cards = {Agenda::ColonyOnIsolation, std::nullopt};
        AF_LEGAL(s, drawn);
        QCOMPARE(s.agendas.discard, AgendaMask{0});
        QCOMPARE(agendasHeld(s.agendas, Red), 4);
        QCOMPARE(qs(stateProblem(s)), QString());
    }

    void foiledRaidGivesBackWhatWasTaken_data()
    {
        QTest::addColumn<bool>("card");
        QTest::newRow("resources") << false;
        QTest::newRow("a card") << true;
    }

    void foiledRaidGivesBackWhatWasTaken()
    {
        // Blue, robbed by Red's raid, reveals #24 at once: the part against Blue is cancelled (here the whole
        // raid); the ships stay docked; 1 VP.
        QFETCH(bool, card);
        GameState s = agendasDealt({Agenda::SixOreOneTurn, Agenda::FiveSequentialShips},
                                   {Agenda::FoiledRaid, Agenda::LowRollTen});
        setResources(s, Blue, 1, 3);
        giveCard(s, Blue, Card::BoosterPod);
        rollFleet(s, {2, 3, 4, 5});
        const GameState start = s;
        must(s, raidDock(s, {2, 3, 4}, card ? takeCard(Blue, Card::BoosterPod) : takeResources({{Blue, 1, 2}})));
        QVERIFY(!(s.players[Blue] == start.players[Blue]));
        const RevealAgenda foil{Blue, Agenda::FoiledRaid, false};
        AF_LEGAL(s, foil);
        QCOMPARE(s.players[Blue].fuel, start.players[Blue].fuel);
        QCOMPARE(s.players[Blue].ore, start.players[Blue].ore);
        QCOMPARE(s.players[Blue].cards, start.players[Blue].cards);
        QCOMPARE(s.players[Red].fuel, start.players[Red].fuel);
        QCOMPARE(s.players[Red].ore, start.players[Red].ore);
        QCOMPARE(s.players[Red].cards, start.players[Red].cards);
        QCOMPARE(shipsDockedAt(s, Facility::RaidersOutpost), 3);
        QCOMPARE(score(s, Blue).agendas, 1);
        QCOMPARE(stateProblem(s), std::string());
    }

    void foiledRaidOfTheFieldAmplifierRestoresItsStraddle()
    {
        // X-32 with X-38: Red raids Blue's Field Amplifier and settles the Isolation Field that straddled Herbert
        // Valley and Burroughs Desert; Blue foils the raid: the card comes back and the generator straddles again.
        GameOptions o = agendaOptions(2);
        o.modules = static_cast<ModuleSet>(o.modules | moduleBit(Module::ExtraTech));
        GameState s = newGame(o);
        DealAgendas deal;
        deal.cards = {Agenda::SixOreOneTurn, Agenda::FiveSequentialShips, Agenda::FoiledRaid, Agenda::LowRollTen};
        must(s, deal);
        dealAsUsual(s);
        giveCard(s, Blue, Card::FieldAmplifier);
        putColonies(s, Territory::HerbertValley, Blue, 1);
        s.fieldAt = {-1, -1, -1};
        s.fieldAt[idx(Field::Isolation)] = static_cast<int8_t>(idx(Territory::HerbertValley));
        s.tech.straddles[idx(Field::Isolation)] = static_cast<int8_t>(idx(Territory::BurroughsDesert));
        QCOMPARE(stateProblem(s), std::string());
        rollFleet(s, {1, 2, 3});
        const GameState start = s;
        Dock raid = dockOf(s, Facility::RaidersOutpost, {1, 2, 3});
        raid.raid.kind = RaidChoice::Kind::Card;
        raid.raid.player = Blue;
        raid.raid.card = Card::FieldAmplifier;
        raid.raid.settle[idx(Field::Isolation)] = static_cast<int8_t>(idx(Territory::BurroughsDesert));
        must(s, raid);
        QCOMPARE(int(s.fieldAt[idx(Field::Isolation)]), idx(Territory::BurroughsDesert));
        QCOMPARE(int(s.tech.straddles[idx(Field::Isolation)]), -1);
        AF_LEGAL(s, (RevealAgenda{Blue, Agenda::FoiledRaid, false}));
        QVERIFY(holds(s, Blue, Card::FieldAmplifier));
        QCOMPARE(s.fieldAt, start.fieldAt);
        QCOMPARE(s.tech.straddles, start.tech.straddles);
        QCOMPARE(s.agendas.raidLoss[Blue], RaidLoss{});
        QCOMPARE(stateProblem(s), std::string());
    }

    void foiledRaidRestoresWhatTheCardCarried_data()
    {
        QTest::addColumn<int>("card");
        QTest::newRow("Gravitron Shunt: its colony back on it") << idx(Card::GravitronShunt);
        QTest::newRow("Auto Pilot A.I.: its ship back on it") << idx(Card::AutoPilotAI);
        QTest::newRow("Probability Focus: its fuel back on it") << idx(Card::ProbabilityFocus);
    }

    void foiledRaidRestoresWhatTheCardCarried()
    {
        // X-32 with: the raid of the card is cancelled, so the card comes back to Blue as it was
        // taken: the colony the raider landed from the Gravitron Shunt, the Auto Pilot A.I.'s ship sent to the
        // Maintenance Bay and the Probability Focus's fuel sent to the supply are back on it.
        QFETCH(int, card);
        const auto taken = static_cast<Card>(card);
        GameOptions o = agendaOptions(2);
        o.modules = static_cast<ModuleSet>(o.modules | moduleBit(Module::ExtraTech));
        GameState s = newGame(o);
        DealAgendas deal;
        deal.cards = {Agenda::SixOreOneTurn, Agenda::FiveSequentialShips, Agenda::FoiledRaid, Agenda::LowRollTen};
        must(s, deal);
        dealAsUsual(s);
        giveCard(s, Blue, taken);
        RaidChoice raid;
        raid.kind = RaidChoice::Kind::Card;
        raid.player = Blue;
        raid.card = taken;
        if (taken == Card::GravitronShunt) { // a Red colony taken onto it earlier
            putColonies(s, Territory::LemBadlands, Red, 1);
            --s.colonies[idx(Territory::LemBadlands)][Red];
            ++s.tech.shunted[Red];
            raid.landings[Red][idx(Territory::AsimovCrater)] = 1;
        } else if (taken == Card::AutoPilotAI) {
            const int ship = spareShip(s, Blue);
            s.ships[ship] = Ship{};
            s.ships[ship].place = Place::OnCard;
        } else {
            s.tech.tokens[idx(taken) - kBaseCardCount].fuel = 2;
            s.supplyFuel = static_cast<int16_t>(s.supplyFuel - 2);
        }
        QCOMPARE(stateProblem(s), std::string());
        rollFleet(s, {1, 2, 3});
        const GameState start = s;
        must(s, raidDock(s, {1, 2, 3}, raid));
        QVERIFY(holds(s, Red, taken));
        QCOMPARE(stateProblem(s), std::string());
        AF_LEGAL(s, (RevealAgenda{Blue, Agenda::FoiledRaid, false}));
        QVERIFY(holds(s, Blue, taken));
        QVERIFY(!holds(s, Red, taken));
        QCOMPARE(s.colonies, start.colonies);
        QCOMPARE(s.tech.shunted, start.tech.shunted);
        QCOMPARE(s.tech.tokens, start.tech.tokens);
        QCOMPARE(s.supplyFuel, start.supplyFuel);
        for (int i = firstShipOf(Blue); i < firstShipOf(Blue) + kShipsPerColor; ++i)
            QCOMPARE(s.ships[i], start.ships[i]);
        QCOMPARE(s.agendas.raidLoss[Blue], RaidLoss{});
        QCOMPARE(stateProblem(s), std::string());
    }

    void foiledRaidWindowClosesWithTheNextAction()
    {
        GameState s = agendasDealt({Agenda::SixOreOneTurn, Agenda::FiveSequentialShips},
                                   {Agenda::FoiledRaid, Agenda::LowRollTen});
        setResources(s, Blue, 1, 3);
        rollFleet(s, {2, 3, 4, 5});
        must(s, raidDock(s, {2, 3, 4}, takeResources({{Blue, 1, 2}})));
        must(s, dockOf(s, Facility::SolarConverter, {5}));
        AF_ILLEGAL(s, (RevealAgenda{Blue, Agenda::FoiledRaid, false}), Reason::AgendaConditionNotMet);
        QCOMPARE(int(s.players[Blue].ore), 1); // the raid stands
    }

    void validateStateChecksTheDeckAndTheMarketPairs()
    {
        GameState s = agendasDealt({Agenda::SixOreOneTurn, Agenda::FiveSequentialShips},
                                   {Agenda::FoiledRaid, Agenda::LowRollTen});
        QCOMPARE(s.agendas.inGame, gameAgendaDeck(s));
        QCOMPARE(stateProblem(s), std::string());
        // A card of the box in play (X-33: #28 needs extra-tech).
        GameState boxed = s;
        boxed.agendas.inGame |= agendaBit(Agenda::FleetOfSeven);
        boxed.agendas.deck |= agendaBit(Agenda::FleetOfSeven);
        QVERIFY(stateProblem(boxed).find("X-33") != std::string::npos);
        // Blue's ships as this turn's Market pair on Red's turn.
        rollFleet(s, {2, 2, 5});
        GameState pairs = s;
        const int a = placeShip(pairs, Blue, Facility::OrbitalMarket, 4, 77), b = placeShip(pairs, Blue, Facility::OrbitalMarket, 4, 77);
        pairs.agendas.marketTraded = (uint64_t{1} << a) | (uint64_t{1} << b);
        QVERIFY(stateProblem(pairs).find("docked for the active player") != std::string::npos);
        must(s, dockOf(s, Facility::OrbitalMarket, {2, 2}));
        must(s, DrawAgendas{static_cast<int8_t>(firstShipOf(Red))}); // rolled a 2: in the pair
        QCOMPARE(stateProblem(s), std::string());
    }

    void agendasAreNotAlienTech()
    {
        // AGD-01: a raid takes alien tech cards only; agendas do not count among the cards of the tie-break.
        GameState s = agendasDealt({Agenda::RaidedTwice, Agenda::FiveSequentialShips},
                                   {Agenda::LowRollTen, Agenda::FoiledRaid});
        QCOMPARE(cardCount(s, Red), 1);
        reveal(s, Red, Agenda::ThreeColoniesOneTurn);
        QCOMPARE(cardCount(s, Red), 1);
    }

    // ------------------------------------------------------------ end-game reveals

    void agd04_endGameRevealOneVpPerCard()
    {
        // Red holds #1 (end: control Pohl Foothills) and #12 (end: no colony on Van Vogt) face down and #2 revealed;
        // Red controls Pohl Foothills and Herbert Valley and has a colony on Van Vogt. Blue lands its last colony.
        GameState s = agendasDealt({Agenda::FiveSequentialShips, Agenda::TwoShipsOneTurn},
                                   {Agenda::LowRollTen, Agenda::RaidedTwice});
        s.agendas.deck &= ~agendaBit(Agenda::ThreeColoniesOneTurn);
        s.agendas.hands[Red].revealed = agendaBit(Agenda::ThreeColoniesOneTurn);
        putColonies(s, Territory::PohlFoothills, Red, 1);
        putColonies(s, Territory::HerbertValley, Red, 1);
        putColonies(s, Territory::VanVogtMountains, Red, 1);
        makeActive(s, Blue);
        putColonies(s, Territory::AsimovCrater, Blue, s.players[Blue].coloniesLeft - 1); // one left to land
        setResources(s, Blue, 0, 3);
        rollFleet(s, {3, 3, 3});
        const int before = score(s, Red).total();
        QCOMPARE(score(s, Red).agendas, 1);
        must(s, dockOf(s, Facility::ColonyConstructor, {3, 3, 3}, Territory::LemBadlands));
        QCOMPARE(s.stage, Stage::GameOver);
        // The engine knows Red's cards: #1 turns by itself, #12 stays face down, #2 gives nothing more.
        QCOMPARE(score(s, Red).total(), before + 1);
        QCOMPARE(s.agendas.hands[Red].revealed,
                 agendaBit(Agenda::ThreeColoniesOneTurn) | agendaBit(Agenda::FiveSequentialShips));
        QCOMPARE(s.agendas.hands[Red].faceDown, agendaBit(Agenda::TwoShipsOneTurn));
        AF_ILLEGAL(s, (RevealAgenda{Red, Agenda::TwoShipsOneTurn, true}), Reason::AgendaConditionNotMet);
        QVERIFY(legalActions(s).empty());
        QCOMPARE(qs(stateProblem(s)), QString());
    }

    void agd04_tableModeRevealsAtTheEnd()
    {
        // The same end at a table: Red's cards are unnamed; Red names #1 at the end and the engine checks it.
        GameState s = tableGameOneDockingBeforeItsEnd();
        const RevealAgenda pohl{Red, Agenda::FiveSequentialShips, true};
        AF_ILLEGAL(s, pohl, Reason::WrongStage); // not before the end
        must(s, dockOf(s, Facility::ColonyConstructor, {3, 3, 3}, Territory::LemBadlands));
        QCOMPARE(s.stage, Stage::GameOver);
        const auto legal = legalActions(s);
        QVERIFY(std::find(legal.begin(), legal.end(), Action{pohl}) != legal.end());
        AF_ILLEGAL(s, (RevealAgenda{Red, Agenda::TwoShipsOneTurn, true}), Reason::AgendaConditionNotMet);
        // #16 holds only for a single face-down card at the end, counted before any reveal: Red had two.
        AF_ILLEGAL(s, (RevealAgenda{Red, Agenda::DrawFourAgendas, true}), Reason::AgendaConditionNotMet);
        AF_LEGAL(s, pohl);
        AF_ILLEGAL(s, (RevealAgenda{Red, Agenda::DrawFourAgendas, true}), Reason::AgendaConditionNotMet);
        QCOMPARE(score(s, Red).agendas, 1);
        AF_ILLEGAL(s, pohl, Reason::CannotHoldAgenda);
        AF_ILLEGAL(s, (DiscardAgenda{Red, std::nullopt}), Reason::GameOver);
        QCOMPARE(stateProblem(s), std::string());
    }

    void agd04_tableModeSeatDoneWithItsReveals()
    {
        // The same end at a table: Red could reveal #1 (Pohl Foothills) but says it has nothing more to reveal. The
        // ranking is then final for Red: its end-game reveals are closed and no longer listed.
        GameState s = tableGameOneDockingBeforeItsEnd();
        const EndGameRevealsDone done{Red};
        AF_ILLEGAL(s, done, Reason::WrongStage); // not before the end
        QCOMPARE(qs(check(s, done)->rule), QStringLiteral("X-28"));
        must(s, dockOf(s, Facility::ColonyConstructor, {3, 3, 3}, Territory::LemBadlands));
        QCOMPARE(s.stage, Stage::GameOver);
        const RevealAgenda pohl{Red, Agenda::FiveSequentialShips, true};
        auto listed = [](const GameState &state, const Action &a) {
            const auto legal = legalActions(state);
            return std::find(legal.begin(), legal.end(), a) != legal.end();
        };
        QVERIFY(listed(s, done));
        QVERIFY(listed(s, pohl));
        AF_ILLEGAL(s, (EndGameRevealsDone{7}), Reason::BadPlayer);
        const int before = score(s, Red).total();
        AF_LEGAL(s, done);
        QCOMPARE(s.agendas.endGameDone, uint8_t{1u << Red});
        QCOMPARE(score(s, Red).total(), before); // saying so scores nothing
        QCOMPARE(stateProblem(s), std::string());
        QVERIFY(!listed(s, done));
        QVERIFY(!listed(s, pohl));
        for (const Action &a : legalActions(s)) { // nothing of Red's is left
            if (const auto *r = std::get_if<RevealAgenda>(&a))
                QVERIFY(r->player != Red);
            if (const auto *d = std::get_if<EndGameRevealsDone>(&a))
                QVERIFY(d->player != Red);
        }
        AF_ILLEGAL(s, pohl, Reason::EndGameRevealsClosed);
        QCOMPARE(qs(check(s, pohl)->rule), QStringLiteral("X-28"));
        AF_ILLEGAL(s, done, Reason::NoEndGameRevealToDecline);
        // A seat is done only at the end, and while it holds unnamed cards.
        GameState early = s;
        early.stage = Stage::Main;
        QVERIFY(!stateProblem(early).empty());
        GameState named = s;
        named.agendas.unknownInDiscard = static_cast<uint8_t>(named.agendas.unknownInDiscard +
                                                              named.agendas.hands[Red].unknownFaceDown);
        named.agendas.hands[Red].unknownFaceDown = 0;
        QVERIFY(stateProblem(named).find("end-game agenda reveals") != std::string::npos);
    }

    void agd04_tableModeDoneOnlyWhileARevealIsPossible()
    {
        // Red reveals #1 at the end; its other unnamed card could be any unnamed card, and a seat whose unnamed
        // cards can meet no end-game side has nothing to decline.
        GameState s = agendasDealt({std::nullopt, std::nullopt}, {std::nullopt, std::nullopt});
        putColonies(s, Territory::PohlFoothills, Red, 1);
        makeActive(s, Blue);
        putColonies(s, Territory::AsimovCrater, Blue, s.players[Blue].coloniesLeft - 1);
        setResources(s, Blue, 0, 3);
        rollFleet(s, {3, 3, 3});
        must(s, dockOf(s, Facility::ColonyConstructor, {3, 3, 3}, Territory::LemBadlands));
        QCOMPARE(s.stage, Stage::GameOver);
        must(s, RevealAgenda{Red, Agenda::FiveSequentialShips, true});
        QCOMPARE(s.agendas.hands[Red].unknownFaceDown, uint8_t{1});
        // Listed exactly while the seat may still reveal one.
        const auto legal = legalActions(s);
        QCOMPARE(std::find(legal.begin(), legal.end(), Action{EndGameRevealsDone{Red}}) != legal.end(),
                 detail::endGameRevealsOpen(s, Red));
        // The seat's last unnamed card: nothing left to say done about.
        GameState none = s;
        none.agendas.endGameDone = 0;
        none.agendas.hands[Red].unknownFaceDown = 0;
        ++none.agendas.unknownInDiscard;
        QCOMPARE(stateProblem(none), std::string());
        AF_ILLEGAL(none, (EndGameRevealsDone{Red}), Reason::NoEndGameRevealToDecline);
    }

    // ------------------------------------------------------------ end-game sides, one row per card

    void endGameSide_data()
    {
        QTest::addColumn<int>("agenda");
        QTest::addColumn<Setup>("met");
        QTest::addColumn<Setup>("notMet");
        auto row = [](Agenda a, Setup met, Setup notMet) {
            QTest::newRow(toId(a).data()) << idx(a) << std::move(met) << std::move(notMet);
        };
        auto controlRow = [&](Agenda a, Territory t) {
            row(a, [t](GameState &s) { controlBy(s, t); }, [t](GameState &s) { contested(s, t); });
        };
        auto noColonyRow = [&](Agenda a, Territory t) {
            row(a, [t](GameState &s) { putColonies(s, t, Blue, 2); }, [t](GameState &s) { putColonies(s, t, Red, 1); });
        };
        auto holdsBothRow = [&](Agenda a, Card first, Card second) {
            row(a, [=](GameState &s) { cardsTo(s, Red, {first, second}); },
                [=](GameState &s) {
                    cardsTo(s, Red, {first});
                    cardsTo(s, Blue, {second});
                });
        };
        auto singleColonyRow = [&](Agenda a) {
            row(a, [](GameState &s) { putColonies(s, Territory::AsimovCrater, Red, 1); },
                [](GameState &s) {
                    putColonies(s, Territory::AsimovCrater, Red, 2);
                    putColonies(s, Territory::LemBadlands, Red, 1);
                    putColonies(s, Territory::LemBadlands, Blue, 1);
                });
        };
        using T = Territory;
        controlRow(Agenda::FiveSequentialShips, T::PohlFoothills);
        controlRow(Agenda::ThreeColoniesOneTurn, T::HerbertValley);
        controlRow(Agenda::NaturalFourOfAKind, T::VanVogtMountains);
        singleColonyRow(Agenda::SixOreOneTurn);
        row(Agenda::DrawFourAgendas, [](GameState &s) { s.agendas.faceDownAtEnd[Red] = 1; },
            [](GameState &s) { s.agendas.faceDownAtEnd[Red] = 2; });
        controlRow(Agenda::FourUniqueTech, T::AsimovCrater);
        controlRow(Agenda::ColonyOnIsolation, T::BradburyPlateau);
        row(Agenda::BumpOwnRaiders,
            [](GameState &s) {
                putColonies(s, T::LemBadlands, Red, 4);
                putColonies(s, T::LemBadlands, Blue, 2);
                putColonies(s, T::LemBadlands, Green, 1);
            },
            [](GameState &s) {
                putColonies(s, T::LemBadlands, Red, 3);
                putColonies(s, T::LemBadlands, Blue, 2);
            });
        row(Agenda::TwelveFuelOneTurn,
            [](GameState &s) {
                putColonies(s, T::HerbertValley, Red, 1);
                s.fieldAt = {idx(T::HerbertValley), idx(T::HerbertValley), idx(T::HerbertValley)};
            },
            [](GameState &s) {
                putColonies(s, T::HerbertValley, Red, 1);
                s.fieldAt = {idx(T::HerbertValley), idx(T::LemBadlands), idx(T::HerbertValley)};
            });
        controlRow(Agenda::MutualVpMove, T::BurroughsDesert);
        controlRow(Agenda::SeizeAndUse, T::HeinleinPlains);
        controlRow(Agenda::FiveHubSpaces, T::LemBadlands);
        noColonyRow(Agenda::TwoShipsOneTurn, T::VanVogtMountains);
        noColonyRow(Agenda::ArtifactFourShipsEight, T::PohlFoothills);
        noColonyRow(Agenda::FillSolarConverter, T::HeinleinPlains);
        row(Agenda::ColonyToUnclaimed,
            [](GameState &s) {
                putColonies(s, T::AsimovCrater, Red, 2);
                putColonies(s, T::LemBadlands, Blue, 1);
            },
            [](GameState &s) {
                putColonies(s, T::AsimovCrater, Red, 2);
                putColonies(s, T::AsimovCrater, Blue, 1);
            });
        noColonyRow(Agenda::FiveFacilities, T::BurroughsDesert);
        noColonyRow(Agenda::FillLunarMine, T::HerbertValley);
        noColonyRow(Agenda::LaunchAndRestart, T::AsimovCrater);
        noColonyRow(Agenda::LowRollTen, T::BradburyPlateau);
        row(Agenda::FirstSixthShip, // a tie for the largest group counts
            [](GameState &s) {
                putColonies(s, T::AsimovCrater, Red, 1);
                putColonies(s, T::BurroughsDesert, Red, 1);
                putColonies(s, T::LemBadlands, Blue, 2);
            },
            [](GameState &s) {
                putColonies(s, T::AsimovCrater, Red, 1);
                putColonies(s, T::BurroughsDesert, Blue, 1);
                putColonies(s, T::LemBadlands, Blue, 1);
            });
        row(Agenda::PlasmaCannonDiscard,
            [](GameState &s) {
                putColonies(s, T::LemBadlands, Red, 1);
                s.fieldAt[idx(Field::Repulsor)] = idx(T::LemBadlands);
            },
            [](GameState &s) {
                putColonies(s, T::LemBadlands, Red, 2);
                s.fieldAt[idx(Field::Repulsor)] = idx(T::LemBadlands);
            });
        row(Agenda::TwoFieldMoves, [](GameState &) {}, [](GameState &s) { cardsTo(s, Red, {Card::AlienCity}); });
        holdsBothRow(Agenda::FoiledRaid, Card::DataCrystal, Card::HolographicDecoy);
        row(Agenda::LandedWithoutControl,
            [](GameState &s) {
                putColonies(s, T::AsimovCrater, Red, 2);
                putColonies(s, T::LemBadlands, Red, 2);
                putColonies(s, T::LemBadlands, Blue, 1);
            },
            [](GameState &s) {
                putColonies(s, T::AsimovCrater, Red, 2);
                putColonies(s, T::LemBadlands, Red, 1);
                putColonies(s, T::LemBadlands, Blue, 2);
            });
        row(Agenda::RaidOwnDuplicate,
            [](GameState &s) {
                for (int v : {2, 3, 4})
                    placeShip(s, Red, Facility::RaidersOutpost, v, 7);
            },
            [](GameState &s) {
                placeShip(s, Red, Facility::RaidersOutpost, 2, 7);
                placeShip(s, Red, Facility::RaidersOutpost, 3, 7);
                placeShip(s, Blue, Facility::RaidersOutpost, 4, 7);
            });
        row(Agenda::RaidedTwice, [](GameState &s) { putColonies(s, T::LemBadlands, Red, 4); },
            [](GameState &s) {
                putColonies(s, T::LemBadlands, Red, 3);
                putColonies(s, T::AsimovCrater, Red, 3);
            });
        holdsBothRow(Agenda::FleetOfSeven, Card::ResourceCache, Card::OscillationCapacitor);
        holdsBothRow(Agenda::LastToFirst, Card::BoosterPod, Card::ExperimentalFTLDrive);
        holdsBothRow(Agenda::StealFromAll, Card::PolarityDevice, Card::MultiverseWindow);
        holdsBothRow(Agenda::TwoTechOneTurn, Card::StasisBeam, Card::SolarHarvester);
        holdsBothRow(Agenda::SeizeTwoTerritories, Card::PlasmaCannon, Card::Electrofabricator);
        noColonyRow(Agenda::RepulsorWithoutScholars, T::LemBadlands);
        row(Agenda::RevIntoIsolation,
            [](GameState &s) {
                s.factions.rev = idx(T::AsimovCrater);
                putColonies(s, T::AsimovCrater, Red, 1);
            },
            [](GameState &s) {
                s.factions.rev = idx(T::AsimovCrater);
                putColonies(s, T::AsimovCrater, Blue, 1);
            });
        row(Agenda::RepulsorOnRev,
            [](GameState &s) {
                s.factions.rev = idx(T::BurroughsDesert);
                s.ships[kRelicShip] = Ship{0, Place::Home};
            },
            [](GameState &s) {
                s.factions.rev = idx(T::BurroughsDesert);
                giveRelic(s, Blue, Place::Fleet);
            });
        singleColonyRow(Agenda::IonFluctuatorControl);
        row(Agenda::BrethrenHijackArtifact, [](GameState &s) { placeBrethren(s, Facility::SolarConverter, Red); },
            [](GameState &s) { placeBrethren(s, Facility::MaintenanceBay, Red); });
        row(Agenda::ShipbreakerOwnShip,
            [](GameState &s) {
                cardsTo(s, Red, {Card::ShipbreakerDrone});
                setShipsInPlay(s, Red, 4);
            },
            [](GameState &s) {
                cardsTo(s, Red, {Card::ShipbreakerDrone});
                setShipsInPlay(s, Red, 5);
            });
        row(Agenda::OracleStolen, [](GameState &s) { cardsTo(s, Red, {Card::OracleEngine}); },
            [](GameState &s) { cardsTo(s, Blue, {Card::OracleEngine}); });
        row(Agenda::RelicTerraforming,
            [](GameState &s) {
                giveRelic(s, Red, Place::Fleet);
                cardsTo(s, Red, {Card::MagneticLockdown});
            },
            [](GameState &s) {
                giveRelic(s, Blue, Place::Fleet);
                cardsTo(s, Red, {Card::MagneticLockdown});
            });
        row(Agenda::LunarMineSequence,
            [](GameState &s) {
                cardsTo(s, Red, {Card::NanoRecycler});
                putColonies(s, T::VanVogtMountains, Red, 1);
            },
            [](GameState &s) {
                cardsTo(s, Red, {Card::NanoRecycler});
                contested(s, T::VanVogtMountains);
            });
        row(Agenda::ShipfitterBuild, [](GameState &) {},
            [](GameState &s) { s.fieldAt[idx(Field::Isolation)] = idx(T::AsimovCrater); });
    }

    void endGameSide()
    {
        QFETCH(int, agenda);
        QFETCH(Setup, met);
        QFETCH(Setup, notMet);
        const auto a = static_cast<Agenda>(agenda);
        GameState yes = blankBoard();
        met(yes);
        QCOMPARE(endGameHolds(yes, Red, a), std::optional<bool>(true));
        GameState no = blankBoard();
        notMet(no);
        QCOMPARE(endGameHolds(no, Red, a), std::optional<bool>(false));
    }

    void everyWrittenEndGameSideHasARow()
    {
        // The side not written answers "unknown" rather than a guess.
        const GameState s = blankBoard();
        QVERIFY(!endGameHolds(s, Red, Agenda::TwoAsteroidsOneTurn).has_value());
        int written = 0;
        for (int a = 0; a < kAgendaCount; ++a)
            written += agendaCard(static_cast<Agenda>(a)).endGame != nullptr;
        QCOMPARE(written, kAgendaCount - 1); // = the rows of endGameSide_data
    }

    // ------------------------------------------------------------ in-game sides, one row per card

    void inGameSide_data()
    {
        QTest::addColumn<int>("agenda");
        QTest::addColumn<Setup>("before");
        QTest::addColumn<Step>("action");
        QTest::addColumn<bool>("opens");
        auto row = [](Agenda a, const char *how, bool opens, Setup before, Step action) {
            const std::string name = std::string(toId(a)) + (opens ? ": met, " : ": not met, ") + how;
            QTest::newRow(name.c_str()) << idx(a) << std::move(before) << std::move(action) << opens;
        };
        auto both = [&](Agenda a, const char *metHow, Setup metBefore, Step metAction, const char *notHow,
                        Setup notBefore, Step notAction) {
            row(a, metHow, true, std::move(metBefore), std::move(metAction));
            row(a, notHow, false, std::move(notBefore), std::move(notAction));
        };
        const Setup nothing = [](GameState &) {};
        using T = Territory;
        using F = Facility;

        both(Agenda::ThreeColoniesOneTurn, "a third landing", [](GameState &s) { s.agendas.turn.landed[Red] = 2; },
             [](GameState &s) -> Action {
                 putColonies(s, T::AsimovCrater, Red, 1);
                 return dockingAt(F::ColonyConstructor);
             },
             "a second landing", [](GameState &s) { s.agendas.turn.landed[Red] = 1; },
             [](GameState &s) -> Action {
                 putColonies(s, T::AsimovCrater, Red, 1);
                 return dockingAt(F::ColonyConstructor);
             });
        both(Agenda::SixOreOneTurn, "4 ore then 2 more", [](GameState &s) { s.agendas.turn.oreGained[Red] = 4; },
             [](GameState &s) -> Action {
                 setResources(s, Red, 0, 2);
                 return dockingAt(F::LunarMine);
             },
             "4 ore then 1 more", [](GameState &s) { s.agendas.turn.oreGained[Red] = 4; },
             [](GameState &s) -> Action {
                 setResources(s, Red, 0, 1);
                 return dockingAt(F::LunarMine);
             });
        both(Agenda::FourUniqueTech, "a fourth card nobody else holds",
             [](GameState &s) { cardsTo(s, Red, {Card::BoosterPod, Card::DataCrystal, Card::PlasmaCannon}); },
             [](GameState &s) -> Action {
                 giveCard(s, Red, Card::StasisBeam);
                 return Claim{};
             },
             "the fourth is also Blue's",
             [](GameState &s) {
                 cardsTo(s, Red, {Card::BoosterPod, Card::DataCrystal, Card::PlasmaCannon});
                 giveCard(s, Blue, Card::StasisBeam);
             },
             [](GameState &s) -> Action {
                 giveCard(s, Red, Card::StasisBeam);
                 return Claim{};
             });
        auto isolationOnAsimov = [](GameState &s) { s.fieldAt[idx(Field::Isolation)] = idx(T::AsimovCrater); };
        both(Agenda::ColonyOnIsolation, "landed under the Isolation Field", isolationOnAsimov,
             [](GameState &s) -> Action {
                 putColonies(s, T::AsimovCrater, Red, 1);
                 return dockingAt(F::ColonyConstructor);
             },
             "landed elsewhere", isolationOnAsimov,
             [](GameState &s) -> Action {
                 putColonies(s, T::LemBadlands, Red, 1);
                 return dockingAt(F::ColonyConstructor);
             });
        auto bumpFrom = [](int seat) {
            return [seat](GameState &s) -> Action {
                for (int i = firstShipOf(seat); i < firstShipOf(seat) + kShipsPerColor; ++i)
                    if (s.ships[i].place == Place::Docked && s.ships[i].facility == F::RaidersOutpost)
                        s.ships[i].facility = F::MaintenanceBay; // bumped off
                for (int i = firstShipOf(Red); i < firstShipOf(Red) + kShipsPerColor; ++i)
                    if (s.ships[i].place == Place::Fleet)
                        s.ships[i] = Ship{901, Place::Docked, F::RaidersOutpost, 4, Red}; // the new run
                return dockingAt(F::RaidersOutpost);
            };
        };
        both(Agenda::BumpOwnRaiders, "Red's run bumped",
             [](GameState &s) {
                 for (int v : {1, 2, 3})
                     placeShip(s, Red, F::RaidersOutpost, v, 900);
             },
             bumpFrom(Red), "Blue's run bumped",
             [](GameState &s) {
                 for (int v : {1, 2, 3})
                     placeShip(s, Blue, F::RaidersOutpost, v, 900);
             },
             bumpFrom(Blue));
        both(Agenda::TwelveFuelOneTurn, "10 fuel then 2 more", [](GameState &s) { s.agendas.turn.fuelGained[Red] = 10; },
             [](GameState &s) -> Action {
                 setResources(s, Red, 2, 0);
                 return dockingAt(F::SolarConverter);
             },
             "10 fuel then 1 more", [](GameState &s) { s.agendas.turn.fuelGained[Red] = 10; },
             [](GameState &s) -> Action {
                 setResources(s, Red, 1, 0);
                 return dockingAt(F::SolarConverter);
             });
        auto twoContested = [](GameState &s) {
            contested(s, T::AsimovCrater);
            contested(s, T::LemBadlands);
        };
        both(Agenda::MutualVpMove, "Red takes Asimov, Blue gets Lem", twoContested,
             [](GameState &s) -> Action {
                 --s.colonies[idx(T::LemBadlands)][Red];
                 ++s.colonies[idx(T::AsimovCrater)][Red];
                 return useFactionAction();
             },
             "only Red gains",
             [](GameState &s) {
                 contested(s, T::AsimovCrater);
                 contested(s, T::LemBadlands);
                 putColonies(s, T::LemBadlands, Green, 1);
             },
             [](GameState &s) -> Action {
                 --s.colonies[idx(T::LemBadlands)][Red];
                 ++s.colonies[idx(T::AsimovCrater)][Red];
                 return useFactionAction();
             });
        both(Agenda::FiveHubSpaces, "3 circles then 2", [](GameState &s) {
                 s.agendas.turn.hubSteps[Red] = 3;
                 s.players[Red].hubCircle = 1;
             },
             [](GameState &s) -> Action {
                 s.players[Red].hubCircle = 3;
                 return dockingAt(F::ColonistHub);
             },
             "3 circles then 1", [](GameState &s) {
                 s.agendas.turn.hubSteps[Red] = 3;
                 s.players[Red].hubCircle = 1;
             },
             [](GameState &s) -> Action {
                 s.players[Red].hubCircle = 2;
                 return dockingAt(F::ColonistHub);
             });
        auto buildOne = [](GameState &s) -> Action {
            placeShip(s, Red, F::MaintenanceBay, 0);
            return dockingAt(F::Shipyard);
        };
        both(Agenda::TwoShipsOneTurn, "the Relic, then a build", [](GameState &s) { s.agendas.turn.shipsGained[Red] = 1; },
             buildOne, "a first build", nothing, buildOne);
        auto artifactSoFar = [](GameState &s) {
            s.agendas.turn.artifactShips = 3;
            s.agendas.turn.artifactTotal = 6;
        };
        auto dockAtArtifact = [](int value) {
            return [value](GameState &s) -> Action {
                placeShip(s, Red, F::AlienArtifact, value);
                return dockingAt(F::AlienArtifact);
            };
        };
        both(Agenda::ArtifactFourShipsEight, "6 + 2", artifactSoFar, dockAtArtifact(2), "6 + 3", artifactSoFar,
             dockAtArtifact(3));
        auto solarWithFree = [](int free) {
            return [free](GameState &s) {
                for (int i = firstShipOf(Blue); i < s.playerCount * kShipsPerColor && freeSlots(s, F::SolarConverter, Red) > free; ++i)
                    if (ownerOf(s, i) != Red)
                        s.ships[i] = Ship{s.nextGroup++, Place::Docked, F::SolarConverter, 1, int8_t(ownerOf(s, i))};
                s.agendas.turn.solarFreeAtStart = static_cast<uint8_t>(free);
            };
        };
        auto dockAtSolar = [](GameState &s) -> Action {
            placeShip(s, Red, F::SolarConverter, 1);
            return dockingAt(F::SolarConverter);
        };
        both(Agenda::FillSolarConverter, "the last free port", solarWithFree(1), dockAtSolar, "one of two free ports",
             solarWithFree(2), dockAtSolar);
        auto moveFromAsimovTo = [](T to) {
            return [to](GameState &s) -> Action {
                --s.colonies[idx(T::AsimovCrater)][Red];
                ++s.colonies[idx(to)][Red];
                return useFactionAction();
            };
        };
        both(Agenda::ColonyToUnclaimed, "into an empty territory",
             [](GameState &s) { putColonies(s, T::AsimovCrater, Red, 1); }, moveFromAsimovTo(T::LemBadlands),
             "into Blue's territory",
             [](GameState &s) {
                 putColonies(s, T::AsimovCrater, Red, 1);
                 putColonies(s, T::LemBadlands, Blue, 1);
             },
             moveFromAsimovTo(T::LemBadlands));
        auto drawTwo = [](GameState &s) -> Action {
            s.agendas.hands[Red].unknownFaceDown = 2; // unnamed cards, as a table draws them
            return DealAgendas{};
        };
        both(Agenda::DrawFourAgendas, "2 drawn, then 2 (they count, X-26)",
             [](GameState &s) { s.agendas.turn.agendasDrawn[Red] = 2; }, drawTwo, "1 drawn, then 2",
             [](GameState &s) { s.agendas.turn.agendasDrawn[Red] = 1; }, drawTwo);
        auto fourFacilities = [](GameState &s) {
            for (F f : {F::SolarConverter, F::LunarMine, F::OrbitalMarket, F::Shipyard})
                s.agendas.turn.facilities |= 1u << idx(f);
        };
        auto dockAt = [](F f) {
            return [f](GameState &s) -> Action {
                placeShip(s, Red, f, 1);
                return dockingAt(f);
            };
        };
        both(Agenda::FiveFacilities, "a fifth facility", fourFacilities, dockAt(F::ColonistHub),
             "the Maintenance Bay is none", fourFacilities, dockAt(F::MaintenanceBay));
        auto lunarWithFree = [](int blue) {
            return [blue](GameState &s) {
                for (int i = 0; i < blue; ++i)
                    placeShip(s, Blue, F::LunarMine, 1);
                // Red's rolled ships first: its stock keeps a ship for the last port.
                for (int i = firstShipOf(Red); i < firstShipOf(Red) + kShipsPerColor && freeSlots(s, F::LunarMine, Red) > 1; ++i)
                    if (s.ships[i].place == Place::Fleet)
                        s.ships[i] = Ship{s.nextGroup++, Place::Docked, F::LunarMine, 1, Red};
                while (freeSlots(s, F::LunarMine, Red) > 1)
                    placeShip(s, Red, F::LunarMine, 1);
            };
        };
        both(Agenda::FillLunarMine, "Red's ships in every port", lunarWithFree(0), dockAt(F::LunarMine),
             "one port Blue's", lunarWithFree(1), dockAt(F::LunarMine));
        auto startHub = [](GameState &s) -> Action {
            s.players[Red].hubCircle = 1;
            return dockingAt(F::ColonistHub);
        };
        both(Agenda::LaunchAndRestart, "launched, then a new Hub colony",
             [](GameState &s) { s.agendas.turn.launched = true; }, startHub, "a new Hub colony, no launch", nothing,
             startHub);
        auto fiveShips = [](GameState &s) { setShipsInPlay(s, Red, 5); };
        both(Agenda::FirstSixthShip, "the game's first 6th ship", fiveShips, buildOne, "Blue had 6 before",
             [](GameState &s) {
                 setShipsInPlay(s, Red, 5);
                 s.agendas.sixthShipSeen = true;
             },
             buildOne);
        both(Agenda::PlasmaCannonDiscard, "its discard power", nothing,
             [](GameState &) -> Action { return DiscardCard{Card::PlasmaCannon, {}}; }, "its fuel power", nothing,
             [](GameState &) -> Action { return UseCard{Card::PlasmaCannon, {}}; });
        auto isolationMoved = [](GameState &s) {
            s.fieldAt[idx(Field::Isolation)] = idx(T::AsimovCrater);
            s.fieldAt[idx(Field::Repulsor)] = idx(T::HerbertValley);
            s.agendas.turn.fieldsMoved = 1u << idx(Field::Isolation);
        };
        auto moveField = [](Field f) {
            return [f](GameState &s) -> Action {
                s.fieldAt[idx(f)] = idx(T::LemBadlands);
                return UseCard{Card::GravityManipulator, {}};
            };
        };
        both(Agenda::TwoFieldMoves, "a second field", isolationMoved, moveField(Field::Repulsor),
             "the same field again", isolationMoved, moveField(Field::Isolation));
        // The Field Amplifier puts a generator onto a border: that generator moved.
        auto straddle = [](Field f) {
            return [f](GameState &s) -> Action {
                s.tech.straddles[idx(f)] = idx(T::BradburyPlateau);
                return UseCard{Card::FieldAmplifier, {}};
            };
        };
        both(Agenda::TwoFieldMoves, "a second field starts to straddle", isolationMoved, straddle(Field::Repulsor),
             "the field moved before starts to straddle", isolationMoved, straddle(Field::Isolation));
        auto twoContestedRed = [](GameState &s) {
            contested(s, T::AsimovCrater);
            contested(s, T::LemBadlands);
        };
        both(Agenda::LandedWithoutControl, "a third colony, contested", twoContestedRed,
             [](GameState &s) -> Action {
                 putColonies(s, T::HerbertValley, Red, 1);
                 putColonies(s, T::HerbertValley, Green, 1); // as if landed on a tie
                 return dockingAt(F::ColonyConstructor);
             },
             "a third colony that controls", twoContestedRed,
             [](GameState &s) -> Action {
                 putColonies(s, T::HerbertValley, Red, 1);
                 return dockingAt(F::ColonyConstructor);
             });
        auto raidCard = [](GameState &) -> Action {
            return raidWith(takeCard(Blue, Card::BoosterPod));
        };
        both(Agenda::FoiledRaid, "Red robbed", [](GameState &s) { s.current = Blue; },
             [](GameState &) -> Action { return raidWith(takeResources({{Red, 1, 0}})); }, "Green robbed",
             [](GameState &s) { s.current = Blue; },
             [](GameState &) -> Action { return raidWith(takeResources({{Green, 1, 0}})); });
        both(Agenda::RaidOwnDuplicate, "a card Red holds",
             [](GameState &s) {
                 giveCard(s, Red, Card::BoosterPod);
                 giveCard(s, Blue, Card::BoosterPod);
             },
             raidCard, "a card Red lacks", [](GameState &s) { giveCard(s, Blue, Card::BoosterPod); }, raidCard);
        auto raidRed = [](GameState &s) -> Action {
            s.current = Blue;
            return raidWith(takeResources({{Red, 1, 0}}));
        };
        both(Agenda::RaidedTwice, "raided in the turn before",
             [](GameState &s) {
                 s.turnNumber = 9;
                 s.agendas.lastRaided[Red] = 8;
                 s.current = Blue;
             },
             raidRed, "raided two turns before",
             [](GameState &s) {
                 s.turnNumber = 9;
                 s.agendas.lastRaided[Red] = 7;
                 s.current = Blue;
             },
             raidRed);
        auto gatherFleet = [](bool relic) {
            return [relic](GameState &s) -> Action {
                s.current = Red;
                for (int i = firstShipOf(Red); i < firstShipOf(Red) + 6; ++i)
                    s.ships[i] = Ship{0, Place::Fleet};
                if (relic)
                    giveRelic(s, Red, Place::Fleet);
                return EndTurn{};
            };
        };
        both(Agenda::FleetOfSeven, "6 ships and the Relic", [](GameState &s) { s.current = Yellow; }, gatherFleet(true),
             "6 ships", [](GameState &s) { s.current = Yellow; }, gatherFleet(false));
        auto othersAhead = [](bool lowest) {
            return [lowest](GameState &s) {
                putColonies(s, T::AsimovCrater, Blue, 1);
                putColonies(s, T::LemBadlands, Green, 1);
                putColonies(s, T::HerbertValley, Yellow, 1);
                s.agendas.turn.startedSoleLowest = lowest;
            };
        };
        auto landThree = [](GameState &s) -> Action {
            for (T t : {T::BradburyPlateau, T::HeinleinPlains, T::PohlFoothills})
                putColonies(s, t, Red, 1);
            return dockingAt(F::ColonyConstructor);
        };
        both(Agenda::LastToFirst, "sole lowest to sole highest", othersAhead(true), landThree,
             "not the sole lowest at turn start", othersAhead(false), landThree);
        auto takeOre = [](bool redGains) {
            return [redGains](GameState &s) -> Action {
                setResources(s, Yellow, 0, 0);
                if (redGains)
                    setResources(s, Red, 0, 1);
                return useFactionAction();
            };
        };
        auto twoRobbed = [](GameState &s) {
            s.agendas.turn.takenFrom = (1u << Blue) | (1u << Green);
            setResources(s, Yellow, 0, 1);
        };
        both(Agenda::StealFromAll, "the third opponent's ore", twoRobbed, takeOre(true),
             "the ore goes to the supply", twoRobbed, takeOre(false));
        both(Agenda::TwoTechOneTurn, "a second card", [](GameState &s) { s.agendas.turn.techGained[Red] = 1; },
             [](GameState &s) -> Action {
                 giveCard(s, Red, Card::AlienCity);
                 return Claim{};
             },
             "a first card", nothing,
             [](GameState &s) -> Action {
                 giveCard(s, Red, Card::AlienCity);
                 return Claim{};
             });
        // #10: the bonus of a territory seized earlier this turn, used by a later action (bonusesUsedBy).
        auto lemSeized = [](GameState &s) {
            controlBy(s, T::LemBadlands);
            s.agendas.turn.seized[Red] = 1u << idx(T::LemBadlands);
        };
        auto atSolar = [](GameState &) -> Action { return dockingAt(F::SolarConverter); };
        both(Agenda::SeizeAndUse, "Lem seized, then the Solar Converter", lemSeized, atSolar,
             "Lem held since the turn started", [](GameState &s) { controlBy(s, T::LemBadlands); }, atSolar);
        row(Agenda::SeizeAndUse, "Lem seized, but under the Isolation Field", false,
            [=](GameState &s) {
                lemSeized(s);
                s.fieldAt[idx(Field::Isolation)] = idx(T::LemBadlands);
            },
            atSolar);
        row(Agenda::SeizeAndUse, "Lem seized, another territory's bonus used", false,
            [=](GameState &s) {
                lemSeized(s);
                controlBy(s, T::BradburyPlateau);
            },
            [](GameState &) -> Action { return dockingAt(F::ColonyConstructor); });
        row(Agenda::SeizeAndUse, "Burroughs seized, the Relic Ship bought", true,
            [](GameState &s) {
                controlBy(s, T::BurroughsDesert);
                s.agendas.turn.seized[Red] = 1u << idx(T::BurroughsDesert);
            },
            [](GameState &) -> Action { return BuyRelic{}; });
        row(Agenda::SeizeAndUse, "Pohl seized, a card's fuel cost lowered", true,
            [](GameState &s) {
                controlBy(s, T::PohlFoothills);
                s.agendas.turn.seized[Red] = 1u << idx(T::PohlFoothills);
            },
            [](GameState &) -> Action { return UseCard{Card::BoosterPod, {}}; });
        row(Agenda::SeizeAndUse, "Pohl seized, a card with no fuel cost", false,
            [](GameState &s) {
                controlBy(s, T::PohlFoothills);
                s.agendas.turn.seized[Red] = 1u << idx(T::PohlFoothills);
            },
            [](GameState &) -> Action { return UseCard{Card::ChronoSpike, {}}; });
        row(Agenda::SeizeAndUse, "already used this turn", false,
            [=](GameState &s) {
                lemSeized(s);
                s.agendas.turn.seizedBonusUsed = 1u << idx(T::LemBadlands);
            },
            atSolar);
        auto takeLem = [](GameState &s) -> Action {
            putColonies(s, T::LemBadlands, Red, 2);
            return dockingAt(F::ColonyConstructor);
        };
        both(Agenda::SeizeTwoTerritories, "Lem from Blue after one other",
             [](GameState &s) {
                 s.agendas.turn.seized[Red] = 1u << idx(T::AsimovCrater);
                 putColonies(s, T::LemBadlands, Blue, 1);
             },
             takeLem, "Lem was contested",
             [](GameState &s) {
                 s.agendas.turn.seized[Red] = 1u << idx(T::AsimovCrater);
                 putColonies(s, T::LemBadlands, Blue, 1);
                 putColonies(s, T::LemBadlands, Green, 1);
             },
             takeLem);
        // Taken in two steps this turn: Blue's at turn start, then a tie, now Red's.
        both(Agenda::SeizeTwoTerritories, "Lem from Blue through a tie, after one other",
             [](GameState &s) {
                 s.agendas.turn.seized[Red] = 1u << idx(T::AsimovCrater);
                 s.agendas.turn.controlledAtStart[Blue] = 1u << idx(T::LemBadlands);
                 contested(s, T::LemBadlands);
             },
             takeLem, "Lem through a tie, nobody's at turn start",
             [](GameState &s) {
                 s.agendas.turn.seized[Red] = 1u << idx(T::AsimovCrater);
                 contested(s, T::LemBadlands);
             },
             takeLem);
        auto placeRepulsor = [](GameState &s) -> Action {
            s.fieldAt[idx(Field::Repulsor)] = idx(T::AsimovCrater);
            return useFactionAction();
        };
        both(Agenda::RepulsorWithoutScholars, "from off-board", nothing, placeRepulsor,
             "by the Scholars owner's ability",
             [](GameState &s) { s.factions.board[Red] = idx(Faction::ProximaCentauriScholars); }, placeRepulsor);
        auto revOnLem = [](GameState &s) {
            s.factions.rev = idx(T::LemBadlands);
            s.fieldAt[idx(Field::Isolation)] = idx(T::AsimovCrater);
        };
        auto moveRev = [](T to) {
            return [to](GameState &s) -> Action {
                s.factions.rev = idx(to);
                return useFactionAction();
            };
        };
        both(Agenda::RevIntoIsolation, "into the Isolation Field", revOnLem, moveRev(T::AsimovCrater),
             "next to it", revOnLem, moveRev(T::HerbertValley));
        auto moveRepulsorTo = [](T to) {
            return [to](GameState &s) -> Action {
                s.fieldAt[idx(Field::Repulsor)] = idx(to);
                return useFactionAction();
            };
        };
        both(Agenda::RepulsorOnRev, "onto the REV", revOnLem, moveRepulsorTo(T::LemBadlands), "beside the REV",
             revOnLem, moveRepulsorTo(T::HerbertValley));
        auto ionTakesLem = [](Card c) {
            return [c](GameState &s) -> Action {
                --s.colonies[idx(T::LemBadlands)][Blue];
                ++s.colonies[idx(T::HerbertValley)][Blue];
                return UseCard{c, {}};
            };
        };
        auto lemTied = [](GameState &s) {
            contested(s, T::LemBadlands);
        };
        both(Agenda::IonFluctuatorControl, "by the Ion Fluctuator", lemTied, ionTakesLem(Card::IonFluctuator),
             "by another card", lemTied, ionTakesLem(Card::SeismicDetonator));
        auto brethrenTo = [](F f) {
            return [f](GameState &s) -> Action {
                placeBrethren(s, f, Red);
                return useFactionAction();
            };
        };
        auto redBrethren = [](GameState &s) { s.factions.board[Red] = idx(Faction::BrethrenOfTheStars); };
        both(Agenda::BrethrenHijackArtifact, "at the Alien Artifact", redBrethren, brethrenTo(F::AlienArtifact),
             "at the Lunar Mine", redBrethren, brethrenTo(F::LunarMine));
        auto shipbreak = [](int seat) {
            return [seat](GameState &s) -> Action {
                for (int i = firstShipOf(seat); i < firstShipOf(seat) + kShipsPerColor; ++i)
                    if (s.ships[i].place == Place::Docked) {
                        s.ships[i] = Ship{0, Place::Stock};
                        break;
                    }
                return UseCard{Card::ShipbreakerDrone, {}};
            };
        };
        auto shipsDocked = [](GameState &s) {
            placeShip(s, Red, F::SolarConverter, 1);
            placeShip(s, Blue, F::SolarConverter, 1);
        };
        both(Agenda::ShipbreakerOwnShip, "Red's ship", shipsDocked, shipbreak(Red), "Blue's ship", shipsDocked,
             shipbreak(Blue));
        auto redOracle = [](GameState &s) {
            giveCard(s, Red, Card::OracleEngine);
            s.current = Blue;
        };
        both(Agenda::OracleStolen, "Blue takes it", redOracle,
             [](GameState &s) -> Action {
                 s.players[Red].cards &= ~cardBit(Card::OracleEngine);
                 s.players[Blue].cards |= cardBit(Card::OracleEngine);
                 return raidWith(takeCard(Red, Card::OracleEngine));
             },
             "Red loses it otherwise", redOracle,
             [](GameState &s) -> Action {
                 s.players[Red].cards &= ~cardBit(Card::OracleEngine);
                 ++s.discardPile[idx(Card::OracleEngine)];
                 return useFactionAction();
             });
        auto relicTo = [](F f) {
            return [f](GameState &s) -> Action {
                giveRelic(s, Red, Place::Docked, f, 4);
                return dockingAt(f);
            };
        };
        both(Agenda::RelicTerraforming, "at the Terraforming Station",
             [](GameState &s) { giveRelic(s, Red, Place::Fleet, F::MaintenanceBay, 4); },
             relicTo(F::TerraformingStation), "at the Solar Converter",
             [](GameState &s) { giveRelic(s, Red, Place::Fleet, F::MaintenanceBay, 4); }, relicTo(F::SolarConverter));
        auto blueRun = [](GameState &s) {
            for (int v : {1, 2, 3, 4})
                placeShip(s, Blue, F::LunarMine, v);
        };
        both(Agenda::LunarMineSequence, "1 to 4, then Red's 5", blueRun,
             [](GameState &s) -> Action {
                 placeShip(s, Red, F::LunarMine, 5);
                 return dockingAt(F::LunarMine);
             },
             "1 to 4, then Red's 6", blueRun,
             [](GameState &s) -> Action {
                 placeShip(s, Red, F::LunarMine, 6);
                 return dockingAt(F::LunarMine);
             });
        both(Agenda::ShipfitterBuild, "a ship built", nothing,
             [](GameState &s) -> Action {
                 placeShip(s, Red, F::MaintenanceBay, 0);
                 return UseCard{Card::ShipfitterDrone, {}};
             },
             "no ship", nothing, [](GameState &) -> Action { return UseCard{Card::ShipfitterDrone, {}}; });
    }

    void inGameSide()
    {
        QFETCH(int, agenda);
        QFETCH(Setup, before);
        QFETCH(Step, action);
        QFETCH(bool, opens);
        const auto a = static_cast<Agenda>(agenda);
        GameState was = inGameBoard();
        before(was);
        GameState is = was;
        const Action act = action(is);
        detail::noteAgendaAction(was, is, act);
        QCOMPARE(bool(is.agendas.hands[Red].window & agendaBit(a)), opens);
        // The condition is the table's: the same answer through inGameBecameTrue.
        QCOMPARE(inGameBecameTrue(AgendaEvent{was, is, act, was.agendas.turn}, Red, a), std::optional<bool>(opens));
        // A side about the active player's own doing is false for Red when Blue took the same action: noteAgendaAction
        // does not ask it of the other seats (inGameSidesToAsk).
        GameState wasOther = was, isOther = is;
        wasOther.current = isOther.current = Blue;
        const bool forOther = *inGameBecameTrue(AgendaEvent{wasOther, isOther, act, was.agendas.turn}, Red, a);
        if (kActorOnlyInGameSides & agendaBit(a))
            QVERIFY(!forOther);
        else if (opens && a != Agenda::FleetOfSeven) // the others do not ask who acted (#28 asks whose turn starts):
            QVERIFY2(forOther, toId(a).data());       // a card missing from the list, or there by mistake, shows here
    }

    void everyWrittenInGameSideHasARow()
    {
        // The natural-roll sides have their rows in naturalRoll; #43 is not written (it never enters a deck).
        int written = 0;
        for (int a = 0; a < kAgendaCount; ++a)
            written += agendaCard(static_cast<Agenda>(a)).inGame != nullptr;
        QCOMPARE(written, kAgendaCount - 3 - 1); // = the cards of inGameSide_data
        QVERIFY(!inGameSideWritten(Agenda::TwoAsteroidsOneTurn));
    }

    void inGameWindowOpensInPlay()
    {
        // Through the engine: Red has gained 10 fuel this turn; two ships at the Solar Converter bring 2 more (#8).
        GameState s = agendasDealt({Agenda::TwelveFuelOneTurn, Agenda::FiveSequentialShips},
                                   {Agenda::LowRollTen, Agenda::SixOreOneTurn});
        rollFleet(s, {1, 2, 3});
        s.agendas.turn.fuelGained[Red] = 10;
        const RevealAgenda twelve{Red, Agenda::TwelveFuelOneTurn, false};
        AF_ILLEGAL(s, twelve, Reason::AgendaConditionNotMet);
        const int fuel = s.players[Red].fuel;
        must(s, dockOf(s, Facility::SolarConverter, {3}));
        QVERIFY(s.players[Red].fuel >= fuel + 2);
        QVERIFY(s.agendas.turn.fuelGained[Red] >= 12);
        AF_LEGAL(s, twelve);
        QCOMPARE(score(s, Red).agendas, 1);
        // The turn's counts start again at the next turn.
        finishTurn(s);
        QCOMPARE(int(s.agendas.turn.fuelGained[Red]), 0);
        QCOMPARE(stateProblem(s), std::string());
    }

    void seizedInTwoActions()
    {
        // #10 and #32 count a territory an opponent controlled at turn start and the player controls after two
        // actions: the first makes it a tie, the second takes it. The controllers are noted at the turn's start.
        GameState s = agendasDealt({Agenda::SeizeAndUse, Agenda::FiveSequentialShips},
                                   {Agenda::LowRollTen, Agenda::SixOreOneTurn});
        putColonies(s, Territory::LemBadlands, Blue, 1);
        rollFleet(s, {1, 2, 3});
        finishTurn(s); // Blue's turn
        rollFleet(s, {1, 2, 3});
        finishTurn(s); // Red's turn, Lem Blue's at its start
        rollFleet(s, {1, 2, 3});
        QCOMPARE(s.current, int(Red));
        QCOMPARE(int(s.agendas.turn.controlledAtStart[Blue]), 1 << idx(Territory::LemBadlands));
        auto landOnLem = [](GameState &state) {
            GameState was = state;
            putColonies(state, Territory::LemBadlands, Red, 1);
            detail::noteAgendaAction(was, state, Action{dockingAt(Facility::ColonyConstructor)});
        };
        landOnLem(s); // a tie
        QCOMPARE(int(s.agendas.turn.seized[Red]), 0);
        landOnLem(s); // Red's
        QCOMPARE(int(s.agendas.turn.seized[Red]), 1 << idx(Territory::LemBadlands));
        QCOMPARE(stateProblem(s), std::string());
    }

    // ------------------------------------------------------------ hidden information (1.3)

    void faceDownCardsKnownOrUnnamed()
    {
        // Table mode: Blue holds 2 unnamed cards; Red revealed #1; #2 is known to be in the discard pile; Green
        // (digital-style, known) holds #3 face down.
        GameState s = agendaGame(3, Ruleset::EditionX);
        reveal(s, Red, Agenda::FiveSequentialShips);
        s.agendas.deck &= ~(agendaBit(Agenda::ThreeColoniesOneTurn) | agendaBit(Agenda::NaturalFourOfAKind));
        s.agendas.discard = agendaBit(Agenda::ThreeColoniesOneTurn);
        s.agendas.hands[Green].faceDown = agendaBit(Agenda::NaturalFourOfAKind);
        s.agendas.unknown = s.agendas.deck;
        s.agendas.unknownInDeck = static_cast<uint8_t>(agendaCount(s.agendas.deck) - 2);
        s.agendas.deck = 0;
        s.agendas.hands[Blue].unknownFaceDown = 2;
        QCOMPARE(qs(stateProblem(s)), QString());

        QVERIFY(couldHoldFaceDown(s.agendas, Blue, Agenda::RaidedTwice));
        QVERIFY(!couldHoldFaceDown(s.agendas, Blue, Agenda::FiveSequentialShips));  // revealed by Red
        QVERIFY(!couldHoldFaceDown(s.agendas, Blue, Agenda::ThreeColoniesOneTurn)); // in the discard pile
        QVERIFY(!couldHoldFaceDown(s.agendas, Blue, Agenda::NaturalFourOfAKind));   // Green's, known
        QVERIFY(!couldHoldFaceDown(s.agendas, Blue, Agenda::FleetOfSeven));         // in the box
        QVERIFY(couldHoldFaceDown(s.agendas, Green, Agenda::NaturalFourOfAKind));
        QVERIFY(!couldHoldFaceDown(s.agendas, Green, Agenda::RaidedTwice));         // Green has no unnamed card
        QVERIFY(!couldHoldFaceDown(s.agendas, Red, Agenda::FiveSequentialShips));   // already face up

        turnFaceUp(s.agendas, Blue, Agenda::RaidedTwice);
        QCOMPARE(int(s.agendas.hands[Blue].unknownFaceDown), 1);
        QCOMPARE(s.agendas.hands[Blue].revealed, agendaBit(Agenda::RaidedTwice));
        QVERIFY(!couldHoldFaceDown(s.agendas, Blue, Agenda::RaidedTwice));
        turnFaceUp(s.agendas, Green, Agenda::NaturalFourOfAKind);
        QCOMPARE(s.agendas.hands[Green].faceDown, AgendaMask{0});
        QCOMPARE(score(s, Green).agendas, 1);
        QCOMPARE(qs(stateProblem(s)), QString()); // still every card in one place
    }

    // ------------------------------------------------------------ in-game sides on the natural roll

    void naturalRoll_data()
    {
        QTest::addColumn<int>("agenda");
        QTest::addColumn<QList<int>>("dice");
        QTest::addColumn<bool>("holds");
        const int five = idx(Agenda::FiveSequentialShips), four = idx(Agenda::NaturalFourOfAKind),
                  low = idx(Agenda::LowRollTen);
        QTest::newRow("#1 one to five") << five << QList<int>{3, 1, 5, 2, 4} << true;
        QTest::newRow("#1 two to six among seven") << five << QList<int>{6, 2, 2, 5, 4, 3, 1} << true;
        QTest::newRow("#1 a gap") << five << QList<int>{1, 2, 3, 5, 6, 6} << false;
        QTest::newRow("#1 four in a row") << five << QList<int>{2, 3, 4, 5} << false;
        QTest::newRow("#3 four of a kind") << four << QList<int>{4, 4, 1, 4, 4} << true;
        QTest::newRow("#3 five of a kind") << four << QList<int>{2, 2, 2, 2, 2} << true;
        QTest::newRow("#3 three of a kind twice") << four << QList<int>{3, 3, 3, 6, 6, 6} << false;
        QTest::newRow("#20 five dice total 10") << low << QList<int>{1, 2, 3, 2, 2} << true;
        QTest::newRow("#20 five dice total 11") << low << QList<int>{1, 2, 3, 2, 3} << false;
        QTest::newRow("#20 four dice total 4") << low << QList<int>{1, 1, 1, 1} << false;
    }

    void naturalRoll()
    {
        QFETCH(int, agenda);
        QFETCH(QList<int>, dice);
        QFETCH(bool, holds);
        DieList values;
        for (int v : dice)
            values.push_back(static_cast<uint8_t>(v));
        QCOMPARE(naturalRollHolds(static_cast<Agenda>(agenda), values), std::optional<bool>(holds));
        QVERIFY(!naturalRollHolds(Agenda::ThreeColoniesOneTurn, values).has_value()); // not about the roll
    }

    // ------------------------------------------------------------ score and tie-break

    void revealedCardsScoreOneEach()
    {
        GameState s = agendaGame(3, Ruleset::EditionX);
        QCOMPARE(score(s, Red).agendas, 0);
        reveal(s, Red, Agenda::FiveSequentialShips);
        reveal(s, Red, Agenda::RaidedTwice);
        reveal(s, Blue, Agenda::LowRollTen);
        QCOMPARE(score(s, Red).agendas, 2);
        QCOMPARE(score(s, Red).total(), 2);
        QCOMPARE(score(s, Blue).agendas, 1);
        QCOMPARE(score(s, Green).total(), 0);
        QCOMPARE(qs(stateProblem(s)), QString());
    }

    void agd05_tieBreakByRevealedAgendas_data()
    {
        QTest::addColumn<int>("ruleset");
        QTest::newRow("edition-x") << idx(Ruleset::EditionX);
        QTest::newRow("2013") << idx(Ruleset::R2013); // X-29 applies under every ruleset when agendas is on
    }

    void agd05_tieBreakByRevealedAgendas()
    {
        QFETCH(int, ruleset);
        // Red 11 VP with 3 revealed agendas, 1 alien tech card, F0 O0; Blue 11 VP with 2 revealed, 4 cards, F5 O5.
        GameState s = agendaGame(2, static_cast<Ruleset>(ruleset));
        putColonies(s, Territory::AsimovCrater, Red, 3); // 3 + control
        putColonies(s, Territory::LemBadlands, Red, 3);  // 3 + control
        for (Agenda a : {Agenda::FiveSequentialShips, Agenda::NaturalFourOfAKind, Agenda::SixOreOneTurn})
            reveal(s, Red, a);
        cardsTo(s, Red, {Card::BoosterPod});
        setResources(s, Red, 0, 0);
        putColonies(s, Territory::HerbertValley, Blue, 4); // 4 + control
        putColonies(s, Territory::PohlFoothills, Blue, 3); // 3 + control
        for (Agenda a : {Agenda::FourUniqueTech, Agenda::ColonyOnIsolation})
            reveal(s, Blue, a);
        cardsTo(s, Blue, {Card::StasisBeam, Card::DataCrystal, Card::PlasmaCannon, Card::PolarityDevice});
        setResources(s, Blue, 5, 5);
        QCOMPARE(qs(stateProblem(s)), QString());
        QCOMPARE(score(s, Red).total(), 11);
        QCOMPARE(score(s, Blue).total(), 11);
        std::vector<RankEntry> rank = ranking(s);
        QCOMPARE(rank[0].seat, int(Red));
        QCOMPARE(rank[0].place, 1);
        QCOMPARE(rank[0].agendas, 3);
        QCOMPARE(rank[0].decidedBy, TieBreak::Agendas);
        QCOMPARE(rank[1].seat, int(Blue));
        QCOMPARE(rank[1].place, 2);

        // With 2 revealed agendas (still 11 VP), the alien tech cards decide: Blue wins.
        s.agendas.hands[Red].revealed &= ~agendaBit(Agenda::SixOreOneTurn);
        s.agendas.deck |= agendaBit(Agenda::SixOreOneTurn);
        putColonies(s, Territory::AsimovCrater, Red, 1);
        QCOMPARE(score(s, Red).total(), 11);
        rank = ranking(s);
        QCOMPARE(rank[0].seat, int(Blue));
        QCOMPARE(rank[0].decidedBy, TieBreak::Cards);
    }

    // noteAgendaAction asks a seat other than the active player only the sides inGameSidesToAsk(false) gives: the
    // others must be false for it after any action. Checked on every action of random games with all three modules,
    // every seat asked about every such side (not only those it holds); on the same states, the score totals of the
    // turn start's snapshot (#29) against score().
    void sidesLeftUnaskedAreFalseForOtherSeats()
    {
        GameOptions o = options(4, Ruleset::EditionX);
        o.modules = moduleBit(Module::Factions) | moduleBit(Module::ExtraTech) | moduleBit(Module::Agendas);
        const AgendaMask actorOnly = inGameSidesToAsk(true) & ~inGameSidesToAsk(false);
        QVERIFY(actorOnly & agendaBit(Agenda::LastToFirst));
        for (int a = 0; a < kAgendaCount; ++a) { // the sides asked after an action are the table's
            const AgendaCard &card = agendaCard(static_cast<Agenda>(a));
            QCOMPARE(bool(inGameSidesToAsk(true) >> a & 1), card.inGame != nullptr && !card.naturalRoll);
        }
        int asked = 0, totals = 0;
        for (uint64_t seed = 1; seed <= 3; ++seed) {
            GameState s = newGame(o);
            Rng rng(seed);
            for (int n = 0; n < 3000 && s.stage != Stage::GameOver; ++n) {
                const std::optional<Action> next = randomAction(s, rng);
                QVERIFY(next);
                const GameState was = s;
                QVERIFY(!af::apply(s, *next));
                const AgendaEvent e{was, s, *next, was.agendas.turn};
                for (int p = 0; p < s.playerCount; ++p) {
                    if (p == e.actor())
                        continue;
                    for (AgendaMask m = actorOnly; m; m &= m - 1) {
                        const auto card = static_cast<Agenda>(std::countr_zero(m));
                        QVERIFY2(!inGameBecameTrue(e, p, card).value_or(false), toId(card).data());
                        ++asked;
                    }
                }
                std::array<int8_t, kTerritoryCount> controllers{};
                for (int t = 0; t < kTerritoryCount; ++t)
                    controllers[t] = static_cast<int8_t>(controllerOf(s, static_cast<Territory>(t)));
                const std::array<int, kMaxPlayers> all = scoreTotals(s, controllers);
                for (int p = 0; p < s.playerCount; ++p)
                    QCOMPARE(all[p], score(s, p).total());
                totals += all[0] + all[1] + all[2] + all[3];
            }
            QCOMPARE(s.stage, Stage::GameOver);
        }
        QVERIFY(asked > 10000);
        QVERIFY(totals > 0);
    }

    void agendaCardsAreConserved()
    {
        GameState s = agendaGame(3, Ruleset::EditionX);
        reveal(s, Red, Agenda::FiveSequentialShips);
        QCOMPARE(qs(stateProblem(s)), QString());
        // Table mode: two cards dealt face down to Blue, unnamed; the rest of the deck unnamed too.
        GameState table = s;
        table.agendas.unknown = table.agendas.deck;
        table.agendas.unknownInDeck = static_cast<uint8_t>(agendaCount(table.agendas.deck) - 2);
        table.agendas.deck = 0;
        table.agendas.hands[Blue].unknownFaceDown = 2;
        QCOMPARE(qs(stateProblem(table)), QString());

        GameState twice = s;
        twice.agendas.hands[Blue].faceDown = agendaBit(Agenda::FiveSequentialShips); // also revealed by Red
        QVERIFY(validateState(twice));
        QCOMPARE(qs(validateState(twice)->where), QStringLiteral("agendas"));
        GameState lost = s;
        lost.agendas.deck &= ~agendaBit(Agenda::RaidedTwice); // nowhere
        QVERIFY(validateState(lost));
        GameState boxed = s;
        boxed.agendas.discard = agendaBit(Agenda::FleetOfSeven); // left in the box at setup
        QVERIFY(validateState(boxed));
        GameState miscounted = table;
        miscounted.agendas.hands[Blue].unknownFaceDown = 3;
        QCOMPARE(qs(validateState(miscounted)->where), QStringLiteral("agendas.unnamed"));
        GameState unusedSeat = s;
        unusedSeat.agendas.hands[Yellow].revealed = agendaBit(Agenda::RaidedTwice);
        unusedSeat.agendas.deck &= ~agendaBit(Agenda::RaidedTwice);
        QVERIFY(validateState(unusedSeat));
        GameState off = dealtGame(3, Ruleset::EditionX);
        off.agendas.unknownInDeck = 1;
        QCOMPARE(qs(validateState(off)->where), QStringLiteral("agendas"));

        // A reveal window is of a card the seat could turn: its own face-down card, or an unnamed one while it
        // holds unnamed cards.
        GameState window = s;
        window.agendas.hands[Blue].window = agendaBit(Agenda::FiveSequentialShips); // Red's revealed card
        QVERIFY(validateState(window));
        QCOMPARE(qs(validateState(window)->where), QStringLiteral("agendas.hands[1].window"));
        const AgendaMask someUnnamed = table.agendas.unknown & (~table.agendas.unknown + 1);
        GameState unnamedWindow = table;
        unnamedWindow.agendas.hands[Blue].window = someUnnamed;
        QCOMPARE(qs(stateProblem(unnamedWindow)), QString());
        unnamedWindow.agendas.hands[Green].window = someUnnamed; // Green holds no unnamed card
        QVERIFY(validateState(unnamedWindow));
        QCOMPARE(qs(validateState(unnamedWindow)->where), QStringLiteral("agendas.hands[2].window"));
        // The draw's discard (1.3) is the active player's; the Market pairs are of a turn after its roll.
        QCOMPARE(int(s.current), int(Red));
        GameState discard = s;
        discard.agendas.mayDiscard = Red;
        QCOMPARE(qs(stateProblem(discard)), QString());
        discard.agendas.mayDiscard = Blue;
        QVERIFY(validateState(discard));
        QCOMPARE(qs(validateState(discard)->where), QStringLiteral("agendas.mayDiscard"));
        QCOMPARE(s.stage, Stage::Roll);
        GameState market = s;
        market.agendas.marketDrew = 0b11;
        QVERIFY(validateState(market));
        QCOMPARE(qs(validateState(market)->where), QStringLiteral("agendas.marketTraded"));
    }

    void contiguousGroupFollowsAdjacency()
    {
        // X-31 with §6: Asimov Crater and Herbert Valley touch; Lem Badlands and Pohl Foothills do not.
        GameState s = blankBoard();
        putColonies(s, Territory::AsimovCrater, Red, 1);
        putColonies(s, Territory::HerbertValley, Red, 1);
        putColonies(s, Territory::LemBadlands, Blue, 1);
        putColonies(s, Territory::PohlFoothills, Blue, 1);
        QCOMPARE(endGameHolds(s, Red, Agenda::FirstSixthShip), std::optional<bool>(true));
        QCOMPARE(endGameHolds(s, Blue, Agenda::FirstSixthShip), std::optional<bool>(false));
        // A seat with no colony landed has no group, even when nobody else has one.
        const GameState empty = blankBoard();
        QCOMPARE(endGameHolds(empty, Red, Agenda::FirstSixthShip), std::optional<bool>(false));
        QCOMPARE(endGameHolds(empty, Red, Agenda::ColonyToUnclaimed), std::optional<bool>(false));
    }
};

QTEST_APPLESS_MAIN(TestAgendas)
#include "tst_agendas.moc"
