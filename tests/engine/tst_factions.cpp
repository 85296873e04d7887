// The Factions module: modules as options, the draft, and each board's docking and owner abilities
// (shared/rules/EXPANSIONS.md section 2, rulings X-3..X-24). Tests named facX.. follow the public scenarios FAC-X-..
// of shared/scenarios/expansion-scenarios-public.md; the values used come from src/engine/values.h (F-rows).
#include "faction_fixture.h"

#include "agendas/agendas.h"
#include "modules/extension.h"

using namespace aft;

namespace {
const FactionValues &V = kFactionValues;

// Prophets of the Artifact (owner `owner`) against the Homesteaders Union, with the agendas module: Red holds `red`
// face down, Blue `blue`, named (digital mode); the rest of the game's agenda cards is the deck. Red to play.
GameState prophetsGame(int owner, std::initializer_list<Agenda> red, std::initializer_list<Agenda> blue)
{
    GameState s = factionGame(2, owner == Blue
                                     ? std::vector<Faction>{Faction::HomesteadersUnion, Faction::ProphetsOfTheArtifact}
                                     : std::vector<Faction>{Faction::ProphetsOfTheArtifact, Faction::HomesteadersUnion});
    AgendaState &a = s.agendas;
    const AgendaMask inGame = a.inGame;
    a = AgendaState{};
    a.inGame = inGame;
    a.deck = inGame;
    auto hold = [&](int seat, std::initializer_list<Agenda> cards) {
        for (Agenda c : cards) {
            a.deck &= ~agendaBit(c);
            a.hands[seat].faceDown |= agendaBit(c);
        }
    };
    hold(Red, red);
    hold(Blue, blue);
    return s;
}

DealAgendas agendasDrawn(std::initializer_list<std::optional<Agenda>> cards)
{
    DealAgendas d;
    for (const std::optional<Agenda> &c : cards)
        d.cards.push_back(c);
    return d;
}

FactionArgs prophetsMenu(std::optional<Agenda> discarded, std::optional<Resource> gain)
{
    FactionArgs a;
    a.agenda = discarded;
    a.resource = gain;
    return a;
}
}

class TestFactions : public QObject
{
    Q_OBJECT

private slots:
    // ------------------------------------------------------------ modules as options

    void moduleIdsParse()
    {
        std::string error;
        const auto set = parseModules("factions,agendas", error);
        QVERIFY(set.has_value());
        QCOMPARE(*set, static_cast<ModuleSet>(moduleBit(Module::Factions) | moduleBit(Module::Agendas)));
        QCOMPARE(qs(modulesToList(*set)), QStringLiteral("factions,agendas"));
        QVERIFY(!parseModules("factions,space-pirates", error));
        QVERIFY(error.find("space-pirates") != std::string::npos);
        QVERIFY(!parseModules("factions,factions", error));
        QVERIFY(error.find("twice") != std::string::npos);
        QCOMPARE(*parseModules("", error), ModuleSet{0});
    }

    void unfinishedModulesAreRefusedToUsersButFactionsIsOpen()
    {
        GameOptions o = options(3);
        QVERIFY(validateOptions(o).empty());
        // Agendas: every card is written, so users may play it (tst_agendas).
        o.modules = moduleBit(Module::Agendas);
        QCOMPARE(qs(validateOptions(o)), QString());
        o.modules = moduleBit(Module::OuterBelt);
        QVERIFY(validateOptions(o).find("not supported") != std::string::npos);
        // Factions: every board of the pool is written (Prophets of the Artifact with agendas), so users may play
        // it without the test switch.
        o.modules = moduleBit(Module::Factions);
        QCOMPARE(qs(detail::missingFactions()), QString());
        QCOMPARE(qs(validateOptions(o)), QString());
        // Extra-tech too, every card being written (tests/engine/tst_extratech); the Outer Belt stays refused.
        o.modules = moduleBit(Module::ExtraTech) | moduleBit(Module::Factions);
        QCOMPARE(qs(validateOptions(o)), QString());
        o.modules = moduleBit(Module::OuterBelt);
        QVERIFY(validateOptions(o).find("not supported") != std::string::npos);
    }

    void baseGameHasNoDraft()
    {
        const GameState s = newGame(options(2));
        QCOMPARE(s.stage, Stage::Deal);
        QCOMPARE(s.modules, ModuleSet{0});
        QVERIFY(s.factions == FactionState{});
    }

    // ------------------------------------------------------------ the draft (X-7, FAC-X-01)

    void facX01DraftOrderAndComponents()
    {
        GameState s = newGame(factionOptions(4));
        QCOMPARE(s.stage, Stage::BoardDraw);
        QCOMPARE(chanceCount(s), 5);
        DrawBoards draw;
        for (Faction f : {Faction::CorexConglomerated, Faction::XenoExplorationsInc, Faction::SunriseCommune,
                          Faction::TerranExchange})
            draw.boards.push_back(f);
        AF_ILLEGAL(s, draw, Reason::WrongBoardCount);
        draw.boards.push_back(Faction::CorexConglomerated);
        AF_ILLEGAL(s, draw, Reason::BoardDrawnTwice);
        draw.boards[4] = Faction::ProphetsOfTheArtifact; // variant A: agendas off, Prophets is out of the pool
        AF_ILLEGAL(s, draw, Reason::BoardNotInPool);
        draw.boards[4] = Faction::UranianSyndicate;
        AF_LEGAL(s, draw);
        QCOMPARE(s.stage, Stage::BoardPick);
        // Yellow (P4) picks first, then Green, Blue, Red.
        QCOMPARE(int(s.current), int(Yellow));
        QCOMPARE(static_cast<int>(legalActions(s).size()), 5);
        AF_ILLEGAL(s, PickBoard{Faction::HomesteadersUnion}, Reason::BoardNotOffered);
        AF_LEGAL(s, PickBoard{Faction::TerranExchange});
        QCOMPARE(int(s.current), int(Green));
        AF_ILLEGAL(s, PickBoard{Faction::TerranExchange}, Reason::BoardNotOffered); // already taken
        AF_LEGAL(s, PickBoard{Faction::XenoExplorationsInc});
        QCOMPARE(int(s.current), int(Blue));
        AF_LEGAL(s, PickBoard{Faction::CorexConglomerated});
        QCOMPARE(int(s.current), int(Red));
        QCOMPARE(static_cast<int>(legalActions(s).size()), 2); // Red chooses between the last two
        AF_LEGAL(s, PickBoard{Faction::SunriseCommune});
        QCOMPARE(s.stage, Stage::Deal);
        QCOMPARE(s.factions.offered, uint16_t{0}); // the fifth board went back to the box
        QCOMPARE(detail::boardOwner(s, Faction::UranianSyndicate), kNoPlayer);
        QCOMPARE(detail::boardOwner(s, Faction::TerranExchange), int(Yellow));
        QCOMPARE(detail::boardOwner(s, Faction::SunriseCommune), int(Red));
        // Xeno was taken: the REV starts on Burroughs Desert.
        QCOMPARE(int(s.factions.rev), idx(Territory::BurroughsDesert));
        dealAsUsual(s);
        QCOMPARE(s.stage, Stage::Roll);
        QCOMPARE(int(s.current), int(Red));
    }

    void facX01VariantCTwoPlayers()
    {
        GameState s = newGame(factionOptions(2));
        QCOMPARE(chanceCount(s), 3);
        Rng rng(7);
        AF_LEGAL(s, *sampleChance(s, rng));
        QCOMPARE(int(s.current), int(Blue)); // Blue picks first, then Red
        must(s, legalActions(s).front());
        QCOMPARE(int(s.current), int(Red));
        QCOMPARE(static_cast<int>(legalActions(s).size()), 2);
        must(s, legalActions(s).back());
        QCOMPARE(s.stage, Stage::Deal);
        QCOMPARE(int(s.factions.rev) >= 0, detail::boardOwner(s, Faction::XenoExplorationsInc) != kNoPlayer);
    }

    // FAC-X-01 as written starts with agendas on: accepted without the test switch, Prophets of the Artifact in the
    // pool. Its variant B (6 players, 7 boards, White first) is played: the whole pick order is tested in
    // tst_sixplayers (sixPlayerDraftDrawsSevenBoards); here, that the options are accepted.
    void facX01WithAgendasAndVariantBAreAccepted()
    {
        GameOptions o = factionOptions(4);
        o.modules = static_cast<ModuleSet>(moduleBit(Module::Factions) | moduleBit(Module::Agendas));
        QCOMPARE(qs(validateOptions(o)), QString());
        QVERIFY(detail::draftPool(newGame(o)) >> idx(Faction::ProphetsOfTheArtifact) & 1);
        GameOptions six = factionOptions(4, Ruleset::EditionX);
        six.colors.push_back(Color::Purple);
        six.colors.push_back(Color::White);
        QCOMPARE(qs(validateOptions(six)), QString());
        const GameState s = newGame(six);
        QCOMPARE(s.stage, Stage::BoardDraw);
        QCOMPARE(chanceCount(s), 7);
    }

    void drawnBoardsNeverIncludeProphetsWithoutAgendas()
    {
        for (uint64_t seed = 0; seed < 300; ++seed) {
            const GameState s = newGame(factionOptions(4));
            Rng rng(seed);
            const auto draw = std::get<DrawBoards>(*sampleChance(s, rng));
            QCOMPARE(draw.boards.size(), 5);
            for (Faction f : draw.boards)
                QVERIFY(f != Faction::ProphetsOfTheArtifact);
            QVERIFY(!check(s, draw));
        }
    }

    // ------------------------------------------------------------ the common rules of every board

    void boardNotInGameIsRefused()
    {
        GameState s = factionGame(2, {Faction::SunriseCommune, Faction::CorexConglomerated});
        rollFleet(s, {2, 4, 5});
        AF_ILLEGAL(s, boardDock(shipWith(s, 2), Faction::TerranExchange), Reason::BoardNotInGame);
        Dock two = boardDock(shipWith(s, 2), Faction::CorexConglomerated);
        two.ships.push_back(shipWith(s, 4));
        AF_ILLEGAL(s, two, Reason::WrongShipCount);
    }

    void plasmaCannonReachesBoards()
    {
        GameState s = factionGame(2, {Faction::SunriseCommune, Faction::CorexConglomerated});
        clearHands(s);
        giveCard(s, Red, Card::PlasmaCannon);
        const int blueShip = placeShip(s, Blue, boardFacility(Faction::CorexConglomerated), 3);
        rollFleet(s, {2, 4, 5});
        setResources(s, Red, 4, 0);
        UseCard fire{Card::PlasmaCannon, {}};
        fire.args.facility = boardFacility(Faction::CorexConglomerated);
        fire.args.ships = {static_cast<int8_t>(blueShip)};
        bool offered = false;
        for (const Action &a : legalActions(s))
            offered = offered || a == Action{fire};
        QVERIFY(offered);
        AF_LEGAL(s, fire);
        QCOMPARE(s.ships[blueShip].facility, Facility::MaintenanceBay);
        // The port is free again: Red docks there (fee and cost: 3 fuel, which Red has left).
        AF_LEGAL(s, boardDock(shipWith(s, 2), Faction::CorexConglomerated));
        QCOMPARE(fuelOf(s, Red), 0);
    }

    // ------------------------------------------------------------ Corex Conglomerated

    void facX02CorexFeeAndOwnerIncome()
    {
        GameState s = factionGame(2, {Faction::SunriseCommune, Faction::CorexConglomerated});
        putColonies(s, Territory::LemBadlands, Red, 1);
        putColonies(s, Territory::HeinleinPlains, Red, 1);
        putColonies(s, Territory::VanVogtMountains, Blue, 1);
        setResources(s, Red, 3, 0);
        setResources(s, Blue, 0, 0);
        rollFleet(s, {2, 4, 5});
        {
            GameState poor = s;
            setResources(poor, Red, 2, 0); // fee + cost = 3 fuel
            AF_ILLEGAL(poor, boardDock(shipWith(poor, 2), Faction::CorexConglomerated), Reason::NotEnoughFuel);
            // The refusal counts the fee and the cost together.
            const Rejection r = *check(poor, boardDock(shipWith(poor, 2), Faction::CorexConglomerated));
            QCOMPARE(r.args[0], V.fee.fuel + V.corexDockCost.fuel);
            QCOMPARE(r.args[1], 2);
        }
        AF_LEGAL(s, boardDock(shipWith(s, 2), Faction::CorexConglomerated));
        QCOMPARE(fuelOf(s, Red), 3 - V.fee.fuel - V.corexDockCost.fuel);
        QCOMPARE(oreOf(s, Red), 2 * V.corexDockOrePerTerritory);
        QCOMPARE(fuelOf(s, Blue), V.fee.fuel);
        AF_ILLEGAL(s, boardDock(shipWith(s, 4), Faction::CorexConglomerated), Reason::PortsFull);
        // Blue's turn: income at turn start, before the roll: 1 + 1 for Van Vogt.
        finishTurn(s);
        QCOMPARE(int(s.current), int(Blue));
        QCOMPARE(s.stage, Stage::Roll);
        QCOMPARE(fuelOf(s, Blue), V.fee.fuel + V.corexOwnerFuel + V.corexOwnerFuelPerTerritory);
        rollAsIs(s, {3, 3, 3});
        AF_ILLEGAL(s, boardDock(shipWith(s, 3), Faction::CorexConglomerated), Reason::PortsFull);
    }

    void facX02CorexOwnerPaysNoFee()
    {
        GameState s = factionGame(2, {Faction::SunriseCommune, Faction::CorexConglomerated});
        putColonies(s, Territory::VanVogtMountains, Blue, 1);
        setResources(s, Blue, 3, 0);
        makeActive(s, Blue);
        rollFleet(s, {3, 3, 1});
        AF_LEGAL(s, boardDock(shipWith(s, 1), Faction::CorexConglomerated));
        QCOMPARE(fuelOf(s, Blue), 3 - V.corexDockCost.fuel);
        QCOMPARE(oreOf(s, Blue), 1);
    }

    void corexWithoutTerritoriesGainsNothing()
    {
        GameState s = factionGame(2, {Faction::SunriseCommune, Faction::CorexConglomerated});
        setResources(s, Red, 3, 0);
        rollFleet(s, {2, 4, 5});
        AF_LEGAL(s, boardDock(shipWith(s, 2), Faction::CorexConglomerated));
        QCOMPARE(fuelOf(s, Red), 0);
        QCOMPARE(oreOf(s, Red), 0);
    }

    // ------------------------------------------------------------ Dark Space Explorers

    void facX05DarkSpaceDockAndTwoDiscards()
    {
        GameState s = factionGame(3, {Faction::SunriseCommune, Faction::CorexConglomerated,
                                      Faction::DarkSpaceExplorers});
        clearHands(s);
        setDisplay(s, {Card::OrbitalTeleporter, Card::TemporalWarper, Card::PolarityDevice});
        giveCard(s, Red, Card::BoosterPod);
        setResources(s, Red, 1, 1);
        setResources(s, Green, 0, 0);
        rollFleet(s, {3, 5, 6});
        {
            GameState poor = s;
            setResources(poor, Red, 1, 0);
            AF_ILLEGAL(poor, boardDock(shipWith(poor, 3), Faction::DarkSpaceExplorers), Reason::NotEnoughOre);
        }
        AF_LEGAL(s, boardDock(shipWith(s, 3), Faction::DarkSpaceExplorers));
        QCOMPARE(fuelOf(s, Red), 0);
        QCOMPARE(oreOf(s, Red), 0);
        QCOMPARE(fuelOf(s, Green), V.fee.fuel);
        // The top card is a chance event, entered by the table: a Booster Pod, a duplicate, discarded at once.
        QCOMPARE(s.stage, Stage::Reveal);
        QCOMPARE(chanceCount(s), 1);
        const int discardsBefore = s.discardPile[idx(Card::BoosterPod)];
        AF_LEGAL(s, Reveal{{Card::BoosterPod}});
        QCOMPARE(s.stage, Stage::Main);
        QCOMPARE(s.discardPile[idx(Card::BoosterPod)], discardsBefore + 1);
        QCOMPARE(cardCount(s, Red), 1);
        QVERIFY(!s.turn.discardUsed);
        // Green's turn: the owner has two discard powers.
        clearHands(s);
        giveCard(s, Green, Card::StasisBeam);
        giveCard(s, Green, Card::DataCrystal);
        giveCard(s, Green, Card::GravityManipulator);
        turnOf(s, Green, {1, 2, 3});
        DiscardCard stasis{Card::StasisBeam, {}};
        stasis.args.territory = Territory::HeinleinPlains;
        AF_LEGAL(s, stasis);
        DiscardCard crystal{Card::DataCrystal, {}};
        crystal.args.territory = Territory::LemBadlands;
        AF_LEGAL(s, crystal);
        DiscardCard gravity{Card::GravityManipulator, {}};
        gravity.args.territory = Territory::AsimovCrater;
        AF_ILLEGAL(s, gravity, Reason::DiscardAlreadyUsed);
        // A non-owner has one.
        clearHands(s);
        giveCard(s, Blue, Card::StasisBeam);
        giveCard(s, Blue, Card::GravityManipulator);
        turnOf(s, Blue, {1, 2, 3});
        stasis.args.territory = Territory::PohlFoothills;
        AF_LEGAL(s, stasis);
        AF_ILLEGAL(s, gravity, Reason::DiscardAlreadyUsed);
    }

    void darkSpaceDrawnCardGoesToHand()
    {
        GameState s = factionGame(2, {Faction::SunriseCommune, Faction::DarkSpaceExplorers});
        clearHands(s);
        setResources(s, Red, 1, 1);
        rollFleet(s, {3, 5, 6});
        AF_LEGAL(s, boardDock(shipWith(s, 6), Faction::DarkSpaceExplorers));
        AF_LEGAL(s, Reveal{{Card::PlasmaCannon}});
        QVERIFY(holds(s, Red, Card::PlasmaCannon));
        QVERIFY(!s.factions.turn.drawToHand);
    }

    // ------------------------------------------------------------ Homesteaders Union

    void homesteadersDockAdvancesHubColony()
    {
        GameState s = factionGame(2, {Faction::SunriseCommune, Faction::HomesteadersUnion});
        setResources(s, Red, 2, 0);
        setResources(s, Blue, 0, 0);
        rollFleet(s, {2, 4, 5});
        AF_LEGAL(s, boardDock(shipWith(s, 2), Faction::HomesteadersUnion));
        QCOMPARE(int(s.players[Red].hubCircle), 1); // no Hub colony yet: starts one on circle 1
        QCOMPARE(fuelOf(s, Red), 1);
        QCOMPARE(fuelOf(s, Blue), V.fee.fuel);
        QCOMPARE(hubShipsOf(s, Red), 0); // not a Hub ship
        // Refused while the colony waits on the launch circle.
        GameState waiting = factionGame(2, {Faction::SunriseCommune, Faction::HomesteadersUnion});
        setResources(waiting, Red, 2, 0);
        waiting.players[Red].hubCircle = kHubLaunchCircle;
        --waiting.players[Red].coloniesLeft;
        rollFleet(waiting, {2, 4, 5});
        AF_ILLEGAL(waiting, boardDock(shipWith(waiting, 2), Faction::HomesteadersUnion), Reason::HubLaunchWaiting);
    }

    void homesteadersOwnerLaunchesFromCircleSix()
    {
        GameState s = factionGame(2, {Faction::SunriseCommune, Faction::HomesteadersUnion});
        makeActive(s, Blue);
        s.players[Blue].hubCircle = 5;
        --s.players[Blue].coloniesLeft;
        setResources(s, Blue, 2, 2);
        rollFleet(s, {4, 1, 2});
        Dock hub;
        hub.facility = Facility::ColonistHub;
        hub.ships = {shipWith(s, 4)};
        AF_LEGAL(s, hub);
        QCOMPARE(int(s.players[Blue].hubCircle), V.homesteadersLaunchCircle);
        hub.ships = {shipWith(s, 1)};
        AF_ILLEGAL(s, hub, Reason::HubColonyWaiting);
        AF_LEGAL(s, Launch{Territory::AsimovCrater});
        QCOMPARE(int(s.colonies[idx(Territory::AsimovCrater)][Blue]), 1);
        // A non-owner still launches from circle 7.
        GameState red = factionGame(2, {Faction::SunriseCommune, Faction::HomesteadersUnion});
        red.players[Red].hubCircle = 6;
        --red.players[Red].coloniesLeft;
        rollFleet(red, {1, 2, 3});
        AF_ILLEGAL(red, Launch{Territory::AsimovCrater}, Reason::NoHubColonyReady);
    }

    // ------------------------------------------------------------ Proxima Centauri Scholars

    void proximaDockMovesAFieldOnThePlanet()
    {
        GameState s = factionGame(2, {Faction::SunriseCommune, Faction::ProximaCentauriScholars});
        setResources(s, Red, 2, 0);
        setResources(s, Blue, 0, 0);
        rollFleet(s, {2, 4, 5});
        FactionArgs move;
        move.field = Field::Repulsor;
        move.to = Territory::LemBadlands;
        AF_ILLEGAL(s, boardDock(shipWith(s, 2), Faction::ProximaCentauriScholars, move), Reason::FieldNotOnBoard);
        s.fieldAt[idx(Field::Repulsor)] = static_cast<int8_t>(idx(Territory::AsimovCrater));
        AF_LEGAL(s, boardDock(shipWith(s, 2), Faction::ProximaCentauriScholars, move));
        QCOMPARE(int(s.fieldAt[idx(Field::Repulsor)]), idx(Territory::LemBadlands));
        QCOMPARE(fuelOf(s, Red), 2 - V.fee.fuel - V.proximaDockCost.fuel);
        QCOMPARE(fuelOf(s, Blue), V.fee.fuel);
    }

    void proximaOwnerPlacesOrRemovesOncePerTurn()
    {
        GameState s = factionGame(2, {Faction::ProximaCentauriScholars, Faction::SunriseCommune});
        setResources(s, Red, 4, 0);
        rollFleet(s, {2, 4, 5});
        FactionArgs place;
        place.field = Field::Positron;
        place.to = Territory::HerbertValley;
        AF_LEGAL(s, UseFaction{place});
        QCOMPARE(int(s.fieldAt[idx(Field::Positron)]), idx(Territory::HerbertValley));
        QCOMPARE(fuelOf(s, Red), 4 - V.proximaOwnerCost.fuel);
        FactionArgs remove;
        remove.field = Field::Positron;
        AF_ILLEGAL(s, UseFaction{remove}, Reason::FactionAbilityUsed);
        GameState t = factionGame(2, {Faction::ProximaCentauriScholars, Faction::SunriseCommune});
        t.fieldAt[idx(Field::Positron)] = static_cast<int8_t>(idx(Territory::HerbertValley));
        setResources(t, Red, 4, 0);
        rollFleet(t, {2, 4, 5});
        AF_ILLEGAL(t, UseFaction{place}, Reason::FieldAlreadyOnBoard); // never a move
        AF_LEGAL(t, UseFaction{remove});
        QCOMPARE(int(t.fieldAt[idx(Field::Positron)]), -1);
        // Not the owner's board: Blue has Sunrise, whose owner rule works by itself.
        turnOf(t, Blue, {1, 2, 3});
        AF_ILLEGAL(t, UseFaction{remove}, Reason::NoOwnerAbility);
    }

    // ------------------------------------------------------------ Sunrise Commune

    void sunriseDockMovesAnyColonyToAnEmptyTerritory()
    {
        GameState s = factionGame(2, {Faction::CorexConglomerated, Faction::SunriseCommune});
        putColonies(s, Territory::LemBadlands, Blue, 1);
        putColonies(s, Territory::AsimovCrater, Red, 1);
        setResources(s, Red, 4, 0);
        rollFleet(s, {2, 4, 5});
        FactionArgs a;
        a.player = Blue;
        a.from = Territory::LemBadlands;
        a.to = Territory::AsimovCrater;
        AF_ILLEGAL(s, boardDock(shipWith(s, 2), Faction::SunriseCommune, a), Reason::TerritoryNotEmpty);
        a.to = Territory::PohlFoothills;
        s.fieldAt[idx(Field::Repulsor)] = static_cast<int8_t>(idx(Territory::LemBadlands));
        AF_ILLEGAL(s, boardDock(shipWith(s, 2), Faction::SunriseCommune, a), Reason::RepulsorBlocks);
        s.fieldAt[idx(Field::Repulsor)] = -1;
        AF_LEGAL(s, boardDock(shipWith(s, 2), Faction::SunriseCommune, a));
        QCOMPARE(int(s.colonies[idx(Territory::PohlFoothills)][Blue]), 1);
        QCOMPARE(int(s.colonies[idx(Territory::LemBadlands)][Blue]), 0);
        QCOMPARE(fuelOf(s, Red), 4 - V.fee.fuel - V.sunriseDockCost.fuel);
    }

    void sunriseOwnerLandsForOneOreLess()
    {
        GameState s = factionGame(2, {Faction::SunriseCommune, Faction::CorexConglomerated});
        putColonies(s, Territory::LemBadlands, Blue, 1);
        setResources(s, Red, 0, 3);
        rollFleet(s, {4, 4, 4});
        Dock cc = dockOf(s, Facility::ColonyConstructor, {4, 4, 4}, Territory::LemBadlands);
        GameState occupied = s;
        setResources(occupied, Red, 0, 2);
        AF_ILLEGAL(occupied, cc, Reason::NotEnoughOre); // Lem Badlands has a colony: full price
        cc.territory = Territory::AsimovCrater;
        setResources(s, Red, 0, 2);
        AF_LEGAL(s, cc);
        QCOMPARE(oreOf(s, Red), 0);
        // A non-owner pays in full.
        GameState blue = factionGame(2, {Faction::SunriseCommune, Faction::CorexConglomerated});
        makeActive(blue, Blue);
        setResources(blue, Blue, 0, 2);
        rollFleet(blue, {4, 4, 4});
        AF_ILLEGAL(blue, dockOf(blue, Facility::ColonyConstructor, {4, 4, 4}, Territory::AsimovCrater),
                   Reason::NotEnoughOre);
    }

    // ------------------------------------------------------------ Terran Exchange

    void terranDockAddsOreToTheFirstTrade()
    {
        GameState s = factionGame(2, {Faction::SunriseCommune, Faction::TerranExchange});
        setResources(s, Red, 7, 0);
        rollFleet(s, {1, 3, 3});
        AF_LEGAL(s, boardDock(shipWith(s, 1), Faction::TerranExchange));
        AF_LEGAL(s, dockOf(s, Facility::OrbitalMarket, {3, 3}));
        AF_LEGAL(s, Trade{});
        QCOMPARE(oreOf(s, Red), 1 + V.terranDockOre);
        AF_LEGAL(s, Trade{});
        QCOMPARE(oreOf(s, Red), 2 + V.terranDockOre); // only the first trade
        // A trade made before the docking used up "the first time".
        GameState late = factionGame(2, {Faction::SunriseCommune, Faction::TerranExchange});
        setResources(late, Red, 7, 0);
        rollFleet(late, {1, 3, 3});
        AF_LEGAL(late, dockOf(late, Facility::OrbitalMarket, {3, 3}));
        AF_LEGAL(late, Trade{});
        AF_LEGAL(late, boardDock(shipWith(late, 1), Faction::TerranExchange));
        AF_LEGAL(late, Trade{});
        QCOMPARE(oreOf(late, Red), 2);
    }

    void terranOwnerExchangesCards()
    {
        GameState s = factionGame(2, {Faction::TerranExchange, Faction::SunriseCommune});
        clearHands(s);
        giveCard(s, Red, Card::BoosterPod);
        giveCard(s, Blue, Card::HolographicDecoy);
        giveCard(s, Blue, Card::PlasmaCannon);
        setResources(s, Red, 0, 0);
        setResources(s, Blue, 0, 1);
        rollFleet(s, {1, 2, 3});
        FactionArgs give;
        give.player = Blue;
        give.card = Card::BoosterPod;
        GameState a = s;
        AF_LEGAL(a, UseFaction{give}); // the Decoy does not stop it; Blue has only 1 ore to take
        QVERIFY(holds(a, Blue, Card::BoosterPod));
        QVERIFY(!holds(a, Red, Card::BoosterPod));
        QCOMPARE(oreOf(a, Red), 1);
        QCOMPARE(oreOf(a, Blue), 0);
        AF_ILLEGAL(a, UseFaction{give}, Reason::FactionAbilityUsed);
        FactionArgs take;
        take.player = Blue;
        take.card2 = Card::PlasmaCannon;
        AF_ILLEGAL(s, UseFaction{take}, Reason::NotEnoughOre); // option (b) costs 1 ore
        setResources(s, Red, 0, 1);
        AF_LEGAL(s, UseFaction{take});
        QVERIFY(holds(s, Red, Card::PlasmaCannon));
        QCOMPARE(oreOf(s, Blue), 2);
        FactionArgs both = give;
        both.card2 = Card::PlasmaCannon;
        GameState c = factionGame(2, {Faction::TerranExchange, Faction::SunriseCommune});
        rollFleet(c, {1, 2, 3});
        AF_ILLEGAL(c, UseFaction{both}, Reason::ChoiceRequired);
    }

    // ------------------------------------------------------------ Uranian Syndicate

    void uranianDockMovesColoniesForOre()
    {
        GameState s = factionGame(2, {Faction::SunriseCommune, Faction::UranianSyndicate});
        putColonies(s, Territory::LemBadlands, Blue, 1);
        putColonies(s, Territory::AsimovCrater, Red, 1);
        setResources(s, Red, 1, 1);
        rollFleet(s, {2, 4, 5});
        FactionArgs theirs;
        theirs.player = Blue;
        theirs.from = Territory::LemBadlands;
        theirs.to = Territory::AsimovCrater;
        AF_ILLEGAL(s, boardDock(shipWith(s, 2), Faction::UranianSyndicate, theirs), Reason::NotEnoughOre);
        FactionArgs mine;
        mine.player = Red;
        mine.from = Territory::AsimovCrater;
        mine.to = Territory::LemBadlands; // any territory, no adjacency needed
        AF_LEGAL(s, boardDock(shipWith(s, 2), Faction::UranianSyndicate, mine));
        QCOMPARE(oreOf(s, Red), 1 - V.uranianOwnColony.ore);
        QCOMPARE(int(s.colonies[idx(Territory::LemBadlands)][Red]), 1);
        QCOMPARE(fuelOf(s, Red), 1 - V.fee.fuel);
    }

    void uranianOwnerBorrowsAContestedBonus()
    {
        GameState s = factionGame(2, {Faction::UranianSyndicate, Faction::SunriseCommune});
        putColonies(s, Territory::LemBadlands, Blue, 1);
        putColonies(s, Territory::LemBadlands, Red, 1);
        putColonies(s, Territory::AsimovCrater, Blue, 1);
        setResources(s, Red, 0, 0);
        rollFleet(s, {2, 4, 5});
        FactionArgs a;
        a.to = Territory::AsimovCrater;
        AF_ILLEGAL(s, UseFaction{a}, Reason::NotContested);
        a.to = Territory::BurroughsDesert;
        AF_ILLEGAL(s, UseFaction{a}, Reason::BurroughsExempt);
        a.to = Territory::LemBadlands;
        AF_LEGAL(s, UseFaction{a});
        QVERIFY(bonusActive(s, Red, Territory::LemBadlands));
        AF_LEGAL(s, dockOf(s, Facility::SolarConverter, {2}));
        QCOMPARE(fuelOf(s, Red), 2); // 1 + the Lem Badlands bonus
        AF_ILLEGAL(s, UseFaction{a}, Reason::FactionAbilityUsed);
    }

    // ------------------------------------------------------------ Xeno Explorations, Inc.

    void facX16XenoRevLendsItsBonus()
    {
        GameState s = factionGame(4, {Faction::SunriseCommune, Faction::CorexConglomerated, Faction::TerranExchange,
                                      Faction::XenoExplorationsInc});
        QCOMPARE(int(s.factions.rev), idx(Territory::BurroughsDesert));
        setResources(s, Red, 7, 0);
        setResources(s, Yellow, 0, 0);
        rollFleet(s, {6, 6, 1});
        FactionArgs toHeinlein;
        toHeinlein.to = Territory::HeinleinPlains;
        {
            GameState repulsed = s;
            repulsed.fieldAt[idx(Field::Repulsor)] = static_cast<int8_t>(idx(Territory::HeinleinPlains));
            AF_ILLEGAL(repulsed, boardDock(shipWith(repulsed, 1), Faction::XenoExplorationsInc, toHeinlein),
                       Reason::RepulsorBlocks);
        }
        {
            GameState isolated = s;
            isolated.fieldAt[idx(Field::Isolation)] = static_cast<int8_t>(idx(Territory::HeinleinPlains));
            AF_LEGAL(isolated, boardDock(shipWith(isolated, 1), Faction::XenoExplorationsInc, toHeinlein));
            AF_LEGAL(isolated, dockOf(isolated, Facility::OrbitalMarket, {6, 6}));
            AF_LEGAL(isolated, Trade{});
            AF_ILLEGAL(isolated, Trade{}, Reason::NotEnoughFuel); // 6:1, no bonus
        }
        {
            GameState desert = s;
            FactionArgs toDesert;
            toDesert.to = Territory::BurroughsDesert;
            AF_ILLEGAL(desert, boardDock(shipWith(desert, 1), Faction::XenoExplorationsInc, toDesert),
                       Reason::NotAdjacent); // already there
        }
        AF_LEGAL(s, boardDock(shipWith(s, 1), Faction::XenoExplorationsInc, toHeinlein));
        QCOMPARE(int(s.factions.rev), idx(Territory::HeinleinPlains));
        QCOMPARE(fuelOf(s, Red), 6);
        QCOMPARE(fuelOf(s, Yellow), V.fee.fuel);
        AF_LEGAL(s, dockOf(s, Facility::OrbitalMarket, {6, 6}));
        for (int i = 0; i < 6; ++i)
            AF_LEGAL(s, Trade{});
        QCOMPARE(fuelOf(s, Red), 0);
        QCOMPARE(oreOf(s, Red), 6);
        // Yellow's turn, REV on Heinlein Plains, the Xeno port free (the scenario's own start): a paid move to Lem
        // Badlands, then one by docking to Herbert Valley.
        for (Ship &ship : s.ships)
            if (ship.place == Place::Docked && ship.facility == boardFacility(Faction::XenoExplorationsInc))
                ship = Ship{0, Place::Docked, Facility::MaintenanceBay, 0, Red};
        turnOf(s, Yellow, {4, 1, 5});
        setResources(s, Yellow, 2, 0);
        FactionArgs toHerbert;
        toHerbert.to = Territory::HerbertValley;
        AF_ILLEGAL(s, UseFaction{toHerbert}, Reason::NotAdjacent);
        FactionArgs toLem;
        toLem.to = Territory::LemBadlands;
        AF_LEGAL(s, UseFaction{toLem});
        QCOMPARE(fuelOf(s, Yellow), 2 - V.xenoOwnerCost.fuel);
        AF_LEGAL(s, dockOf(s, Facility::SolarConverter, {4}));
        QCOMPARE(fuelOf(s, Yellow), 1 + 3); // 2 + 1 for Lem Badlands
        AF_LEGAL(s, boardDock(shipWith(s, 1), Faction::XenoExplorationsInc, toHerbert));
        QCOMPARE(fuelOf(s, Yellow), 4); // own board: no fee
        QVERIFY(bonusActive(s, Yellow, Territory::HerbertValley));
        QVERIFY(!bonusActive(s, Yellow, Territory::LemBadlands)); // the REV left: that bonus ended
        FactionArgs back;
        back.to = Territory::BurroughsDesert;
        AF_ILLEGAL(s, UseFaction{back}, Reason::FactionAbilityUsed);
    }

    void xenoRevIntoBurroughsGivesNoBonus()
    {
        GameState s = factionGame(2, {Faction::XenoExplorationsInc, Faction::SunriseCommune});
        s.factions.rev = static_cast<int8_t>(idx(Territory::HeinleinPlains));
        setResources(s, Red, 2, 0);
        rollFleet(s, {2, 4, 5});
        FactionArgs toDesert;
        toDesert.to = Territory::BurroughsDesert;
        AF_LEGAL(s, boardDock(shipWith(s, 2), Faction::XenoExplorationsInc, toDesert));
        QCOMPARE(s.factions.turn.revBonus, uint16_t{0});
    }

    // ------------------------------------------------------------ Mercury's Angels

    void mercuryDockChangesAShipToAnUnshownValue()
    {
        GameState s = factionGame(2, {Faction::SunriseCommune, Faction::MercurysAngels});
        setResources(s, Red, 1, 0);
        setResources(s, Blue, 0, 0);
        rollFleet(s, {2, 4, 5});
        FactionArgs a;
        a.ship = shipWith(s, 4);
        a.value = 5;
        AF_ILLEGAL(s, boardDock(shipWith(s, 2), Faction::MercurysAngels, a), Reason::ValueShownByOther);
        a.value = 2; // the 2 docks here: no other unplaced ship shows 2 afterwards
        AF_LEGAL(s, boardDock(shipWith(s, 2), Faction::MercurysAngels, a));
        QCOMPARE(int(s.ships[a.ship].value), 2);
        QCOMPARE(fuelOf(s, Blue), V.fee.fuel);
        GameState none = factionGame(2, {Faction::SunriseCommune, Faction::MercurysAngels});
        setResources(none, Red, 1, 0);
        rollFleet(none, {2, 4, 5});
        AF_ILLEGAL(none, boardDock(shipWith(none, 2), Faction::MercurysAngels), Reason::ChoiceRequired);
    }

    void mercuryOwnerGainsOnAllDifferentRoll()
    {
        GameState s = factionGame(2, {Faction::MercurysAngels, Faction::SunriseCommune});
        setResources(s, Red, 0, 0);
        rollFleet(s, {1, 3, 6});
        FactionArgs ore;
        ore.resource = Resource::Ore;
        GameState late = s;
        AF_LEGAL(late, dockOf(late, Facility::SolarConverter, {1}));
        AF_ILLEGAL(late, UseFaction{ore}, Reason::NotRightAfterRoll);
        AF_LEGAL(s, UseFaction{ore});
        QCOMPARE(oreOf(s, Red), V.mercuryOwnerGain);
        AF_ILLEGAL(s, UseFaction{ore}, Reason::FactionAbilityUsed);
        GameState pair = factionGame(2, {Faction::MercurysAngels, Faction::SunriseCommune});
        rollFleet(pair, {3, 3, 6});
        AF_ILLEGAL(pair, UseFaction{ore}, Reason::RollNotAllDifferent);
    }

    // ------------------------------------------------------------ Scavenger Fleet

    void facX11ScavengerUnequalPairAndImmediateShips()
    {
        GameState s = factionGame(3, {Faction::SunriseCommune, Faction::CorexConglomerated,
                                      Faction::ScavengerFleet});
        setResources(s, Red, 2, 1);
        setResources(s, Green, 0, 0);
        rollFleet(s, {2, 4, 5});
        Dock unequal = dockOf(s, Facility::Shipyard, {2, 4});
        AF_ILLEGAL(s, unequal, Reason::ValuesNotEqual);
        {
            GameState full = s;
            while (freeSlots(full, Facility::Shipyard, Red) > 0) {
                const uint16_t group = full.nextGroup++;
                placeShip(full, Blue, Facility::Shipyard, 1, group);
                placeShip(full, Blue, Facility::Shipyard, 1, group);
            }
            AF_ILLEGAL(full, boardDock(shipWith(full, 5), Faction::ScavengerFleet), Reason::PortsFull);
        }
        AF_LEGAL(s, boardDock(shipWith(s, 5), Faction::ScavengerFleet));
        QCOMPARE(fuelOf(s, Green), V.fee.fuel);
        AF_LEGAL(s, unequal);
        QCOMPARE(fuelOf(s, Red), 0);
        QCOMPARE(oreOf(s, Red), 0);
        QCOMPARE(shipsNotInStock(s, Red), 4);
        QCOMPARE(s.stage, Stage::Main); // not the owner: the new ship waits on the Maintenance Bay
        // Green's turn: the owner's new ship is rolled at once and used this turn.
        makeActive(s, Green);
        setShipsInPlay(s, Green, 4);
        setResources(s, Green, 3, 2);
        rollFleet(s, {3, 3, 1, 6});
        AF_LEGAL(s, dockOf(s, Facility::Shipyard, {3, 3}));
        QCOMPARE(fuelOf(s, Green), 1);
        QCOMPARE(oreOf(s, Green), 0);
        QCOMPARE(s.stage, Stage::Reroll);
        QCOMPARE(chanceCount(s), 1);
        QVERIFY(stateProblem(s).empty());
        AF_LEGAL(s, Reroll{{5}});
        AF_LEGAL(s, dockOf(s, Facility::SolarConverter, {5}));
        QCOMPARE(fuelOf(s, Green), 4);
    }

    void scavengerOwnerRollsTheRelicAtOnce()
    {
        GameState s = factionGame(2, {Faction::ScavengerFleet, Faction::SunriseCommune});
        putColonies(s, Territory::BurroughsDesert, Red, 1);
        setResources(s, Red, 1, 1);
        rollFleet(s, {1, 2, 3});
        AF_LEGAL(s, BuyRelic{});
        QCOMPARE(s.stage, Stage::Reroll);
        AF_LEGAL(s, Reroll{{6}});
        QVERIFY(isUnplaced(s, Red, kRelicShip));
        QCOMPARE(int(s.ships[kRelicShip].value), 6);
    }

    // ------------------------------------------------------------ New Gaia Engineers

    void newGaiaRerollSendsTheShipToTheBayForATurn()
    {
        GameState s = factionGame(2, {Faction::TerranExchange, Faction::NewGaiaEngineers});
        setResources(s, Red, 3, 1);
        setResources(s, Blue, 0, 0);
        rollFleet(s, {6, 1, 2, 3});
        AF_ILLEGAL(s, boardDock(shipWith(s, 1), Faction::NewGaiaEngineers), Reason::NoTerraformingShip);
        const int8_t six = shipWith(s, 6);
        AF_LEGAL(s, dockOf(s, Facility::TerraformingStation, {6}, Territory::AsimovCrater));
        // Another player's Terraforming Station price goes to the owner (F10).
        QCOMPARE(fuelOf(s, Blue), V.newGaiaRedirected.fuel);
        QCOMPARE(oreOf(s, Blue), V.newGaiaRedirected.ore);
        AF_LEGAL(s, boardDock(shipWith(s, 1), Faction::NewGaiaEngineers));
        QCOMPARE(fuelOf(s, Blue), V.newGaiaRedirected.fuel + V.fee.fuel);
        QCOMPARE(s.stage, Stage::Reroll);
        QVERIFY(stateProblem(s).empty());
        AF_LEGAL(s, Reroll{{5}});
        QCOMPARE(s.stage, Stage::Main);
        // Red's next turn: the ship goes to the Maintenance Bay and sits this turn out, then is gathered.
        playUntil(s, Red);
        QCOMPARE(s.ships[six].place, Place::Docked);
        QCOMPARE(s.ships[six].facility, Facility::MaintenanceBay);
        QVERIFY(stateProblem(s).empty());
        QCOMPARE(chanceCount(s), 3);
        playUntil(s, Blue);
        playUntil(s, Red);
        QCOMPARE(s.ships[six].place, Place::Fleet);
    }

    void newGaiaShipHitByThePlasmaCannonWaitsATurn()
    {
        GameState s = factionGame(2, {Faction::TerranExchange, Faction::NewGaiaEngineers});
        clearHands(s);
        giveCard(s, Blue, Card::PlasmaCannon);
        setResources(s, Red, 3, 1);
        rollFleet(s, {6, 1, 2, 3});
        const int8_t six = shipWith(s, 6);
        AF_LEGAL(s, dockOf(s, Facility::TerraformingStation, {6}, Territory::AsimovCrater));
        AF_LEGAL(s, boardDock(shipWith(s, 1), Faction::NewGaiaEngineers));
        AF_LEGAL(s, Reroll{{4}});
        playUntil(s, Blue);
        rollAsIs(s, {1, 2, 3});
        setResources(s, Blue, 2, 0);
        UseCard fire{Card::PlasmaCannon, {}};
        fire.args.facility = Facility::TerraformingStation;
        fire.args.ships = {six};
        AF_LEGAL(s, fire);
        QCOMPARE(s.ships[six].facility, Facility::MaintenanceBay); // not the stock
        playUntil(s, Red);
        QCOMPARE(s.ships[six].place, Place::Docked); // sits out Red's turn on the Maintenance Bay
        QVERIFY(stateProblem(s).empty());
    }

    void newGaiaLowRerollForfeitsAsUsual()
    {
        GameState s = factionGame(2, {Faction::TerranExchange, Faction::NewGaiaEngineers});
        setResources(s, Red, 3, 1);
        rollFleet(s, {6, 1, 2, 3});
        const int8_t six = shipWith(s, 6);
        AF_LEGAL(s, dockOf(s, Facility::TerraformingStation, {6}, Territory::AsimovCrater));
        AF_LEGAL(s, boardDock(shipWith(s, 1), Faction::NewGaiaEngineers));
        AF_LEGAL(s, Reroll{{3}});
        playUntil(s, Red);
        QCOMPARE(s.ships[six].place, Place::Stock);
    }

    void newGaiaOwnerPaysTheSupply()
    {
        GameState s = factionGame(2, {Faction::NewGaiaEngineers, Faction::TerranExchange});
        setResources(s, Red, 1, 1);
        const int supplyFuel = s.supplyFuel;
        rollFleet(s, {6, 1, 2, 3});
        AF_LEGAL(s, dockOf(s, Facility::TerraformingStation, {6}, Territory::AsimovCrater));
        QCOMPARE(int(s.supplyFuel), supplyFuel + 1);
    }

    // ------------------------------------------------------------ Smugglers' Alliance

    void smugglersDockWithARunRaidsMore()
    {
        GameState s = factionGame(3, {Faction::SunriseCommune, Faction::CorexConglomerated,
                                      Faction::SmugglersAlliance});
        clearHands(s);
        giveCard(s, Blue, Card::HolographicDecoy);
        giveCard(s, Green, Card::PlasmaCannon);
        setResources(s, Red, 1, 0);
        setResources(s, Blue, 3, 3);
        setResources(s, Green, 0, 2);
        rollFleet(s, {1, 2, 3, 6});
        AF_ILLEGAL(s, boardDock(shipWith(s, 6), Faction::SmugglersAlliance), Reason::NoRaidAlongside);
        // The Decoy taken first frees Blue's tokens; the fee went to Green before the raid.
        RaidChoice both = takeResources({{Blue, 2, 1}, {Green, 0, 1}});
        both.kind = RaidChoice::Kind::ResourcesAndCard;
        both.player = Blue;
        both.card = Card::HolographicDecoy;
        Dock run = raidDock(s, {1, 2, 3}, both);
        run.faction.ship = shipWith(s, 6);
        Dock plain = run;
        plain.faction.ship = kNoShip;
        AF_ILLEGAL(s, plain, Reason::NoRaidAlongside); // the bigger raid needs the Smugglers' ship
        RaidChoice decoyProtects = both;
        decoyProtects.card = Card::PlasmaCannon;
        decoyProtects.player = Green;
        Dock protectedRun = run;
        protectedRun.raid = decoyProtects;
        AF_ILLEGAL(s, protectedRun, Reason::RaidDecoyProtected);
        AF_LEGAL(s, run);
        QVERIFY(holds(s, Red, Card::HolographicDecoy));
        QCOMPARE(fuelOf(s, Red), 1 - V.fee.fuel + 2);
        QCOMPARE(oreOf(s, Red), 2);
        QCOMPARE(fuelOf(s, Green), V.fee.fuel);
        QCOMPARE(shipsDockedAt(s, boardFacility(Faction::SmugglersAlliance)), 1);
    }

    // X-3, X-20: the fee is paid when the Smugglers' ship docks, and the raid follows the docking ("the raid then
    // takes"), so the fuel the board's owner has just received can be raided back. legalActions lists exactly the
    // raids check() accepts, these included.
    void x20_smugglersRaidMayTakeBackTheFee()
    {
        GameState s = factionGame(3, {Faction::SunriseCommune, Faction::CorexConglomerated,
                                      Faction::SmugglersAlliance});
        clearHands(s);
        setResources(s, Red, 2, 0);
        setResources(s, Blue, 1, 0);
        setResources(s, Green, 0, 0); // the owner: only the fee to give
        rollFleet(s, {1, 2, 3, 6});
        const int8_t smuggler = shipWith(s, 6);
        std::vector<RaidChoice> listed;
        for (const Action &a : legalActions(s))
            if (const auto *d = std::get_if<Dock>(&a); d && d->facility == Facility::RaidersOutpost &&
                                                        d->faction.ship == smuggler && d->raid.kind == RaidChoice::Kind::Resources)
                listed.push_back(d->raid);
        int accepted = 0;
        for (int green = 0; green <= V.fee.fuel + 1; ++green)
            for (int blue = 0; blue <= 2; ++blue) {
                if (green + blue == 0)
                    continue;
                TakeList takes;
                if (blue)
                    takes.push_back(Take{Blue, static_cast<uint8_t>(blue), 0});
                if (green)
                    takes.push_back(Take{Green, static_cast<uint8_t>(green), 0});
                RaidChoice raid;
                raid.kind = RaidChoice::Kind::Resources;
                raid.takes = takes;
                Dock run = raidDock(s, {1, 2, 3}, raid);
                run.faction.ship = smuggler;
                const bool legal = !check(s, run);
                QCOMPARE(legal, green <= V.fee.fuel && blue <= 1);
                const bool offered = std::find(listed.begin(), listed.end(), raid) != listed.end();
                QVERIFY2(offered == legal, qPrintable(QStringLiteral("green %1F, blue %2F: check %3, listed %4")
                                                          .arg(green).arg(blue).arg(legal).arg(offered)));
                accepted += legal;
            }
        QCOMPARE(accepted, (V.fee.fuel + 1) * 2 - 1);
        QCOMPARE(int(listed.size()), accepted);
        RaidChoice feeBack = takeResources({{Green, static_cast<uint8_t>(V.fee.fuel), 0}});
        Dock run = raidDock(s, {1, 2, 3}, feeBack);
        run.faction.ship = smuggler;
        AF_LEGAL(s, run);
        QCOMPARE(fuelOf(s, Green), 0);
        QCOMPARE(fuelOf(s, Red), 2);
    }

    void smugglersRunMayIncludeATeleportedShip()
    {
        GameState s = factionGame(2, {Faction::SunriseCommune, Faction::SmugglersAlliance});
        clearHands(s);
        giveCard(s, Red, Card::OrbitalTeleporter);
        setResources(s, Red, 5, 0);
        rollFleet(s, {1, 2, 6, 3});
        AF_LEGAL(s, dockOf(s, Facility::SolarConverter, {3}));
        const int8_t three = static_cast<int8_t>(std::find_if(s.ships.begin(), s.ships.end(), [](const Ship &sh) {
                                                     return sh.place == Place::Docked && sh.facility == Facility::SolarConverter;
                                                 }) - s.ships.begin());
        UseCard move{Card::OrbitalTeleporter, {}};
        move.args.ship = three;
        Dock run = dockOf(s, Facility::RaidersOutpost, {1, 2});
        run.faction.ship = shipWith(s, 6);
        move.args.dock = run;
        bool offered = false;
        for (const Action &a : legalActions(s))
            offered = offered || a == Action{move};
        QVERIFY(offered);
        AF_LEGAL(s, move);
        QCOMPARE(shipsDockedAt(s, boardFacility(Faction::SmugglersAlliance)), 1);
        QCOMPARE(shipsDockedAt(s, Facility::RaidersOutpost), 3);
    }

    void smugglersOwnerBumpsWithAnyRun()
    {
        GameState s = factionGame(2, {Faction::SmugglersAlliance, Faction::SunriseCommune});
        const uint16_t group = s.nextGroup++;
        for (int v : {4, 5, 6})
            placeShip(s, Blue, Facility::RaidersOutpost, v, group);
        rollFleet(s, {1, 2, 3});
        AF_LEGAL(s, raidDock(s, {1, 2, 3}, {}));
        // A non-owner needs a higher sum.
        GameState other = factionGame(2, {Faction::SmugglersAlliance, Faction::SunriseCommune});
        const uint16_t g2 = other.nextGroup++;
        for (int v : {4, 5, 6})
            placeShip(other, Red, Facility::RaidersOutpost, v, g2);
        turnOf(other, Blue, {1, 2, 3});
        AF_ILLEGAL(other, raidDock(other, {1, 2, 3}, {}), Reason::BumpTooLow);
    }

    // ------------------------------------------------------------ Brethren of the Stars (X-8..X-10)

    // X-8, FAC-X-01 components: the Brethren Ship starts on the Maintenance Bay; its owner gathers it on the first
    // turn and rolls it with the fleet (faces 1..F3 raider, the rest blank). It has no value and is no ship to dock.
    void facX01BrethrenShipOnTheBayThenRolledWithTheFleet()
    {
        GameState s = newGame(factionOptions(2));
        DrawBoards draw;
        for (Faction f : {Faction::BrethrenOfTheStars, Faction::CorexConglomerated, Faction::TerranExchange})
            draw.boards.push_back(f);
        must(s, draw);
        must(s, PickBoard{Faction::CorexConglomerated}); // Blue picks first
        QCOMPARE(s.ships[kBrethrenShip].place, Place::OutOfGame);
        must(s, PickBoard{Faction::BrethrenOfTheStars});
        QCOMPARE(s.ships[kBrethrenShip].place, Place::Docked);
        QCOMPARE(s.ships[kBrethrenShip].facility, Facility::MaintenanceBay);
        QCOMPARE(ownerOf(s, kBrethrenShip), int(Red));
        QCOMPARE(qs(stateProblem(s)), QString());
        dealAsUsual(s);
        QCOMPARE(s.ships[kBrethrenShip].place, Place::Fleet);
        QCOMPARE(chanceCount(s), 3 + 1);
        QCOMPARE(qs(stateProblem(s)), QString());

        GameState blank = s;
        rollAsIs(blank, {1, 2, 3, V.brethrenRaiderFaces + 1}); // a blank face: to the Maintenance Bay at once
        QCOMPARE(blank.ships[kBrethrenShip].facility, Facility::MaintenanceBay);
        QVERIFY(!blank.factions.brethrenRaider);
        QCOMPARE(unplacedShips(blank, Red), 3);
        FactionArgs target;
        target.ship = static_cast<int8_t>(firstShipOf(Blue));
        AF_ILLEGAL(blank, UseFaction{target}, Reason::NoRaiderFace);
        QCOMPARE(qs(stateProblem(blank)), QString());

        rollAsIs(s, {1, 2, 3, V.brethrenRaiderFaces}); // a raider face: the die waits unplaced, with no value
        QVERIFY(s.factions.brethrenRaider);
        QCOMPARE(s.ships[kBrethrenShip].place, Place::Fleet);
        QCOMPARE(int(s.ships[kBrethrenShip].value), 0);
        QCOMPARE(unplacedShips(s, Red), 3);
        QCOMPARE(qs(stateProblem(s)), QString());
        AF_ILLEGAL(s, boardDock(kBrethrenShip, Faction::CorexConglomerated), Reason::ShipNotUnplaced);
        // Every docked ship but the Terraforming Station's may be hijacked: here Blue's three on the bay.
        int hijacks = 0;
        for (const Action &a : legalActions(s))
            hijacks += std::holds_alternative<UseFaction>(a);
        QCOMPARE(hijacks, 3);
        // A raider not used goes to the Maintenance Bay at the end of the turn.
        finishTurn(s);
        QCOMPARE(s.ships[kBrethrenShip].facility, Facility::MaintenanceBay);
        QVERIFY(!s.factions.brethrenRaider);
        QCOMPARE(qs(stateProblem(s)), QString());
    }

    // X-9, owner ability: the Brethren Ship takes the hijacked ship's place; the ship is rolled and used as the
    // owner's unplaced ship this turn, never at the Terraforming Station; its owner gathers it at their next turn.
    // X-10 for the owner: docking at their own board costs no fee and moves the Brethren Ship to the Lunar Mine.
    void brethrenHijackUsesAnotherPlayersShipThisTurn()
    {
        GameState s = factionGame(2, {Faction::BrethrenOfTheStars, Faction::CorexConglomerated});
        const int8_t blueSix = static_cast<int8_t>(placeShip(s, Blue, Facility::SolarConverter, 6));
        const int8_t blueTerraforming = static_cast<int8_t>(placeShip(s, Blue, Facility::TerraformingStation, 6));
        setResources(s, Red, 3, 1);
        setResources(s, Blue, 0, 0);
        rollAsIs(s, {1, 2, 5, 1});
        auto hijack = [](int ship) {
            FactionArgs a;
            a.ship = static_cast<int8_t>(ship);
            return UseFaction{a};
        };
        AF_ILLEGAL(s, hijack(blueTerraforming), Reason::HijackTerraforming);
        AF_ILLEGAL(s, hijack(kBrethrenShip), Reason::HijackItself);
        AF_ILLEGAL(s, UseFaction{}, Reason::ChoiceRequired);
        const std::vector<Action> legal = legalActions(s);
        QVERIFY(std::find(legal.begin(), legal.end(), Action{hijack(blueSix)}) != legal.end());
        QVERIFY(std::find(legal.begin(), legal.end(), Action{hijack(blueTerraforming)}) == legal.end());
        AF_LEGAL(s, hijack(blueSix));
        QCOMPARE(s.stage, Stage::Reroll);
        QCOMPARE(chanceCount(s), 1);
        QCOMPARE(s.ships[kBrethrenShip].facility, Facility::SolarConverter);
        QCOMPARE(int(s.ships[kBrethrenShip].user), int(Blue));
        QCOMPARE(qs(stateProblem(s)), QString());
        AF_LEGAL(s, Reroll{{6}});
        QVERIFY(isUnplaced(s, Red, blueSix));
        QCOMPARE(unplacedShips(s, Red), 4);
        QCOMPARE(qs(stateProblem(s)), QString());
        Dock terraform{Facility::TerraformingStation, {blueSix}, Territory::LemBadlands, {}};
        GameState freed = s; // the Terraforming Station port free: the hijacked ship is still refused there
        freed.ships[blueTerraforming] = Ship{};
        freed.ships[blueTerraforming].place = Place::Stock;
        AF_ILLEGAL(freed, terraform, Reason::HijackedToTerraforming);
        AF_ILLEGAL(s, hijack(firstShipOf(Blue)), Reason::FactionAbilityUsed); // once per turn
        AF_LEGAL(s, (Dock{Facility::SolarConverter, {blueSix}, std::nullopt, {}}));
        QCOMPARE(fuelOf(s, Red), 3 + 3);
        QCOMPARE(int(s.ships[blueSix].user), int(Red));
        QCOMPARE(qs(stateProblem(s)), QString());
        // The owner docks at their own board: no fee; the Brethren Ship leaves the Solar Converter for the Lunar
        // Mine and the owner gains the ore (F2).
        AF_LEGAL(s, boardDock(shipWith(s, 1), Faction::BrethrenOfTheStars));
        QCOMPARE(fuelOf(s, Red), 6);
        QCOMPARE(oreOf(s, Red), 1 + V.brethrenDockOre);
        QCOMPARE(s.ships[kBrethrenShip].facility, Facility::LunarMine);
        QCOMPARE(qs(stateProblem(s)), QString());
        // Blue gathers its ship at its next turn start; the Brethren Ship waits for Red's.
        playUntil(s, Blue);
        QCOMPARE(s.ships[blueSix].place, Place::Fleet);
        QCOMPARE(s.borrowedShips, uint64_t{0});
        QCOMPARE(s.ships[kBrethrenShip].facility, Facility::LunarMine);
        QCOMPARE(qs(stateProblem(s)), QString());
        playUntil(s, Red);
        QCOMPARE(s.ships[kBrethrenShip].place, Place::Fleet);
        QCOMPARE(qs(stateProblem(s)), QString());
    }

    // the owner's own docked ship may be hijacked too; rolled again, it never docks at the Terraforming
    // Station either, though it is not borrowed.
    void brethrenHijackOfAnOwnShipKeepsItFromTheTerraformingStation()
    {
        GameState s = factionGame(2, {Faction::BrethrenOfTheStars, Faction::CorexConglomerated});
        const int8_t redSix = static_cast<int8_t>(placeShip(s, Red, Facility::SolarConverter, 6));
        setResources(s, Red, 3, 1);
        rollAsIs(s, {1, 2, 5, 1}); // three ships and the Brethren die on its raider face
        FactionArgs a;
        a.ship = redSix;
        AF_LEGAL(s, UseFaction{a});
        AF_LEGAL(s, Reroll{{6}});
        QVERIFY(isUnplaced(s, Red, redSix));
        QVERIFY(!isBorrowed(s, redSix));
        QCOMPARE(qs(stateProblem(s)), QString());
        AF_ILLEGAL(s, (Dock{Facility::TerraformingStation, {redSix}, Territory::LemBadlands, {}}),
                   Reason::HijackedToTerraforming);
        AF_LEGAL(s, (Dock{Facility::LunarMine, {redSix}, std::nullopt, {}}));
    }

    // a hijack at the Raiders' Outpost leaves the Brethren Ship in the run, counting 0 for the bump.
    void brethrenHijackFromTheRaidersRunLowersItsSum()
    {
        GameState s = factionGame(2, {Faction::BrethrenOfTheStars, Faction::CorexConglomerated});
        const uint32_t run = s.nextGroup++;
        placeShip(s, Blue, Facility::RaidersOutpost, 4, run);
        placeShip(s, Blue, Facility::RaidersOutpost, 5, run);
        const int8_t six = static_cast<int8_t>(placeShip(s, Blue, Facility::RaidersOutpost, 6, run));
        rollAsIs(s, {2, 3, 4, 1});
        AF_ILLEGAL(s, dockOf(s, Facility::RaidersOutpost, {2, 3, 4}), Reason::BumpTooLow); // 9 against 15
        FactionArgs a;
        a.ship = six;
        AF_LEGAL(s, UseFaction{a});
        AF_LEGAL(s, Reroll{{5}});
        QCOMPARE(s.ships[kBrethrenShip].facility, Facility::RaidersOutpost);
        AF_ILLEGAL(s, dockOf(s, Facility::RaidersOutpost, {2, 3, 4}), Reason::BumpTooLow); // 9 against 4 + 5 + 0
        AF_LEGAL(s, dockOf(s, Facility::RaidersOutpost, {3, 4, 5}));
        QCOMPARE(s.ships[kBrethrenShip].facility, Facility::MaintenanceBay); // bumped with the run
        QCOMPARE(s.ships[six].facility, Facility::RaidersOutpost);
        QCOMPARE(qs(stateProblem(s)), QString());
    }

    // X-10, docking ability: fee to the owner, the Brethren Ship moves to a free Lunar Mine port, the docking
    // player gains the ore; refused while it is on the Maintenance Bay or already on the Lunar Mine, or with the
    // Lunar Mine full.
    void brethrenDockMovesItsShipToTheLunarMine()
    {
        GameState s = factionGame(2, {Faction::CorexConglomerated, Faction::BrethrenOfTheStars});
        setResources(s, Red, 2, 0);
        setResources(s, Blue, 0, 0);
        rollFleet(s, {1, 2, 3});
        AF_ILLEGAL(s, boardDock(shipWith(s, 1), Faction::BrethrenOfTheStars), Reason::BrethrenNotAvailable);
        placeBrethren(s, Facility::AlienArtifact, Blue);
        QCOMPARE(qs(stateProblem(s)), QString());
        GameState full = s;
        while (freeSlots(full, Facility::LunarMine, Red) > 0)
            placeShip(full, Blue, Facility::LunarMine, 6);
        AF_ILLEGAL(full, boardDock(shipWith(full, 1), Faction::BrethrenOfTheStars), Reason::PortsFull);
        GameState poor = s;
        setResources(poor, Red, 0, 0);
        AF_ILLEGAL(poor, boardDock(shipWith(poor, 1), Faction::BrethrenOfTheStars), Reason::NotEnoughFuel);
        AF_LEGAL(s, boardDock(shipWith(s, 1), Faction::BrethrenOfTheStars));
        QCOMPARE(fuelOf(s, Red), 2 - V.fee.fuel);
        QCOMPARE(fuelOf(s, Blue), V.fee.fuel);
        QCOMPARE(oreOf(s, Red), V.brethrenDockOre);
        QCOMPARE(s.ships[kBrethrenShip].facility, Facility::LunarMine);
        QCOMPARE(qs(stateProblem(s)), QString());
        // Already on the Lunar Mine: not moved "to" it again, even with the board's port free.
        GameState again = s;
        for (int i = 0; i < kBrethrenShip; ++i)
            if (again.ships[i].facility == boardFacility(Faction::BrethrenOfTheStars) &&
                again.ships[i].place == Place::Docked)
                again.ships[i] = Ship{}, again.ships[i].place = Place::Stock;
        AF_ILLEGAL(again, boardDock(shipWith(again, 2), Faction::BrethrenOfTheStars), Reason::BrethrenNotAvailable);
    }

    // an effect that would send the Brethren Ship to the stock sends it to the Maintenance Bay; it has no value,
    // so a card that moves ships to another facility refuses it as not supported yet.
    void brethrenShipNeverGoesToTheStock()
    {
        GameState s = factionGame(2, {Faction::CorexConglomerated, Faction::BrethrenOfTheStars});
        clearHands(s);
        giveCard(s, Red, Card::PlasmaCannon);
        giveCard(s, Red, Card::MindControlHelmet);
        placeBrethren(s, Facility::SolarConverter, Blue);
        rollFleet(s, {1, 2, 3});
        setResources(s, Red, 5, 0);
        UseCard helmet{Card::MindControlHelmet, {}};
        helmet.args.ship = kBrethrenShip;
        helmet.args.dock = Dock{Facility::ColonistHub, {}, std::nullopt, {}};
        AF_ILLEGAL(s, helmet, Reason::BrethrenNotMovable);
        DiscardCard cannon{Card::PlasmaCannon, {}};
        cannon.args.ship = kBrethrenShip;
        AF_LEGAL(s, cannon);
        QCOMPARE(s.ships[kBrethrenShip].place, Place::Docked);
        QCOMPARE(s.ships[kBrethrenShip].facility, Facility::MaintenanceBay);
        QCOMPARE(qs(stateProblem(s)), QString());
    }

    // ------------------------------------------------------------ Prophets of the Artifact

    void prophetsInThePoolOnlyWithAgendas()
    {
        GameState without = newGame(factionOptions(4));
        QVERIFY(!(detail::draftPool(without) >> idx(Faction::ProphetsOfTheArtifact) & 1));
        DrawBoards draw;
        for (Faction f : {Faction::ProphetsOfTheArtifact, Faction::CorexConglomerated, Faction::SunriseCommune,
                          Faction::TerranExchange, Faction::UranianSyndicate})
            draw.boards.push_back(f);
        AF_ILLEGAL(without, draw, Reason::BoardNotInPool);
        GameOptions o = factionOptions(4);
        o.modules = static_cast<ModuleSet>(o.modules | moduleBit(Module::Agendas));
        GameState with = newGame(o);
        QVERIFY(detail::draftPool(with) >> idx(Faction::ProphetsOfTheArtifact) & 1);
        AF_LEGAL(with, draw);
        QCOMPARE(detail::missingFactions(), std::string());
    }

    // Red docks a 3 at Blue's board: the fee to Blue, three cards drawn (a chance event), one kept, two discarded
    // before anything else, and only cards of that draw.
    void prophetsDockDrawsTheShipsValueAndKeepsOne()
    {
        GameState s = prophetsGame(Blue, {Agenda::SixOreOneTurn}, {Agenda::RaidedTwice});
        setResources(s, Red, 2, 0);
        setResources(s, Blue, 0, 0);
        rollFleet(s, {3, 1, 2});
        FactionArgs choice;
        choice.resource = Resource::Fuel;
        AF_ILLEGAL(s, boardDock(shipWith(s, 3), Faction::ProphetsOfTheArtifact, choice), Reason::UnexpectedParameter);
        AF_LEGAL(s, boardDock(shipWith(s, 3), Faction::ProphetsOfTheArtifact));
        QCOMPARE(fuelOf(s, Red), 2 - V.fee.fuel);
        QCOMPARE(fuelOf(s, Blue), V.fee.fuel);
        QCOMPARE(s.stage, Stage::AgendaDraw);
        QCOMPARE(chanceCount(s), 3);
        QVERIFY(legalActions(s).empty());
        AF_ILLEGAL(s, agendasDrawn({Agenda::FiveSequentialShips, Agenda::LowRollTen}), Reason::WrongCardCount);
        AF_LEGAL(s, agendasDrawn({Agenda::FiveSequentialShips, Agenda::LowRollTen, Agenda::FillLunarMine}));
        QCOMPARE(s.stage, Stage::Main);
        QCOMPARE(int(s.agendas.keepOneDiscards), 2);
        QCOMPARE(s.agendas.mayDiscard, int8_t(kNoPlayer)); // not the Orbital Market's free discard
        // Only discards of the cards drawn are offered; nothing else happens first.
        const std::vector<Action> legal = legalActions(s);
        QCOMPARE(legal.size(), std::size_t(3));
        for (const Action &a : legal) {
            const auto *d = std::get_if<DiscardAgenda>(&a);
            QVERIFY(d && d->player == Red && d->card && *d->card != Agenda::SixOreOneTurn);
        }
        AF_ILLEGAL(s, (DiscardAgenda{Red, Agenda::SixOreOneTurn}), Reason::AgendaNotJustDrawn);
        AF_ILLEGAL(s, dockOf(s, Facility::SolarConverter, {1}), Reason::KeepOneAgendaFirst);
        AF_LEGAL(s, (DiscardAgenda{Red, Agenda::FiveSequentialShips}));
        AF_ILLEGAL(s, dockOf(s, Facility::SolarConverter, {1}), Reason::KeepOneAgendaFirst);
        AF_LEGAL(s, (DiscardAgenda{Red, Agenda::LowRollTen}));
        QCOMPARE(s.agendas.hands[Red].faceDown, agendaBit(Agenda::SixOreOneTurn) | agendaBit(Agenda::FillLunarMine));
        QCOMPARE(s.agendas.discard, agendaBit(Agenda::FiveSequentialShips) | agendaBit(Agenda::LowRollTen));
        QCOMPARE(s.agendas.justDrawn, AgendaMask{0});
        AF_LEGAL(s, dockOf(s, Facility::SolarConverter, {1}));
    }

    // A card of the draw whose in-game side the draw made true (#16, four cards drawn this turn) may be revealed:
    // it is the one kept, the others are still discarded.
    void prophetsRevealingADrawnCardKeepsIt()
    {
        GameState s = prophetsGame(Blue, {}, {});
        setResources(s, Red, 1, 0);
        rollFleet(s, {4});
        AF_LEGAL(s, boardDock(shipWith(s, 4), Faction::ProphetsOfTheArtifact));
        AF_LEGAL(s, agendasDrawn({Agenda::DrawFourAgendas, Agenda::LowRollTen, Agenda::FillLunarMine,
                                  Agenda::RaidedTwice}));
        AF_LEGAL(s, (RevealAgenda{Red, Agenda::DrawFourAgendas, false}));
        QCOMPARE(int(s.agendas.keepOneDiscards), 3);
        for (Agenda a : {Agenda::LowRollTen, Agenda::FillLunarMine, Agenda::RaidedTwice})
            AF_LEGAL(s, (DiscardAgenda{Red, a}));
        QCOMPARE(agendasHeld(s.agendas, Red), 1);
        QCOMPARE(score(s, Red).agendas, 1);
    }

    // The owner pays no fee; after keeping one, the limit of 3 still applies (any face-down card may go then).
    void prophetsOwnerDocksFreeThenTheLimit()
    {
        GameState s = prophetsGame(Red, {Agenda::SixOreOneTurn, Agenda::RaidedTwice, Agenda::FiveHubSpaces}, {});
        setResources(s, Red, 0, 0);
        rollFleet(s, {2, 4});
        AF_LEGAL(s, boardDock(shipWith(s, 2), Faction::ProphetsOfTheArtifact));
        QCOMPARE(fuelOf(s, Red), 0);
        QCOMPARE(chanceCount(s), 2);
        AF_LEGAL(s, agendasDrawn({Agenda::LowRollTen, Agenda::FillLunarMine}));
        AF_LEGAL(s, (DiscardAgenda{Red, Agenda::FillLunarMine}));
        QCOMPARE(agendasHeld(s.agendas, Red), 4);
        AF_ILLEGAL(s, dockOf(s, Facility::SolarConverter, {4}), Reason::AgendaLimitFirst);
        AF_LEGAL(s, (DiscardAgenda{Red, Agenda::RaidedTwice})); // an older card, now that the draw is settled
        AF_LEGAL(s, dockOf(s, Facility::SolarConverter, {4}));
    }

    void prophetsDockRefusedWithoutTheFee()
    {
        GameState s = prophetsGame(Blue, {}, {});
        setResources(s, Red, 0, 3);
        rollFleet(s, {5});
        AF_ILLEGAL(s, boardDock(shipWith(s, 5), Faction::ProphetsOfTheArtifact), Reason::NotEnoughFuel);
        // Nothing left to draw: the docking stands, it draws nothing.
        GameState empty = s;
        setResources(empty, Red, 1, 3);
        empty.agendas.discard = empty.agendas.deck;
        empty.agendas.deck = 0;
        empty.agendas.hands[Blue].revealed = empty.agendas.discard;
        empty.agendas.discard = 0;
        AF_LEGAL(empty, boardDock(shipWith(empty, 5), Faction::ProphetsOfTheArtifact));
        QCOMPARE(empty.stage, Stage::Main);
        QCOMPARE(int(empty.agendas.keepOneDiscards), 0);
    }

    // Table mode: the cards drawn are not named; the discards are unnamed cards.
    void prophetsDockDrawsUnnamedCardsAtTheTable()
    {
        GameState s = factionGame(2, {Faction::HomesteadersUnion, Faction::ProphetsOfTheArtifact});
        setResources(s, Red, 1, 0);
        rollFleet(s, {2});
        AF_LEGAL(s, boardDock(shipWith(s, 2), Faction::ProphetsOfTheArtifact));
        AF_LEGAL(s, agendasDrawn({std::nullopt, std::nullopt}));
        QCOMPARE(int(s.agendas.hands[Red].unknownFaceDown), 4);
        QCOMPARE(int(s.agendas.keepOneDiscards), 1);
        AF_LEGAL(s, (DiscardAgenda{Red, std::nullopt}));
        QCOMPARE(int(s.agendas.hands[Red].unknownFaceDown), 3);
        QCOMPARE(int(s.agendas.keepOneDiscards), 0);
    }

    // Owner, once per turn: a face-down card for 2 fuel, 1 ore or the top agenda card (F11, inferred).
    void prophetsOwnerMenu()
    {
        GameState s = prophetsGame(Blue, {}, {Agenda::RaidedTwice, Agenda::FillLunarMine, Agenda::FiveHubSpaces});
        s.agendas.hands[Blue].faceDown &= ~agendaBit(Agenda::FiveHubSpaces);
        s.agendas.hands[Blue].revealed = agendaBit(Agenda::FiveHubSpaces);
        turnOf(s, Blue, {1, 2, 3});
        setResources(s, Blue, 0, 0);
        int menu = 0;
        for (const Action &a : legalActions(s))
            menu += std::holds_alternative<UseFaction>(a);
        QCOMPARE(menu, 2 * 3); // two face-down cards, three gains
        AF_ILLEGAL(s, UseFaction{prophetsMenu(Agenda::FiveHubSpaces, Resource::Fuel)}, Reason::CannotHoldAgenda);
        AF_ILLEGAL(s, UseFaction{prophetsMenu(std::nullopt, Resource::Fuel)}, Reason::NoUnnamedAgenda);
        FactionArgs extra = prophetsMenu(Agenda::RaidedTwice, Resource::Fuel);
        extra.to = Territory::LemBadlands;
        AF_ILLEGAL(s, UseFaction{extra}, Reason::UnexpectedParameter);
        AF_LEGAL(s, UseFaction{prophetsMenu(Agenda::RaidedTwice, Resource::Fuel)});
        QCOMPARE(fuelOf(s, Blue), V.prophetsOwnerFuel.fuel);
        QCOMPARE(s.agendas.discard & agendaBit(Agenda::RaidedTwice), agendaBit(Agenda::RaidedTwice));
        AF_ILLEGAL(s, UseFaction{prophetsMenu(Agenda::FillLunarMine, Resource::Ore)}, Reason::FactionAbilityUsed);
        // Another turn: the top agenda card, a chance event of one card.
        s.factions.turn = FactionTurn{};
        AF_LEGAL(s, UseFaction{prophetsMenu(Agenda::FillLunarMine, std::nullopt)});
        QCOMPARE(s.stage, Stage::AgendaDraw);
        QCOMPARE(chanceCount(s), V.prophetsOwnerAgendas);
        AF_ILLEGAL(s, agendasDrawn({Agenda::RaidedTwice}), Reason::AgendaNotInDeck); // on the discard pile
        AF_LEGAL(s, agendasDrawn({Agenda::SixOreOneTurn}));
        QCOMPARE(s.stage, Stage::Main);
        QCOMPARE(s.agendas.hands[Blue].faceDown, agendaBit(Agenda::SixOreOneTurn));
        // And the ore.
        s.factions.turn = FactionTurn{};
        AF_LEGAL(s, UseFaction{prophetsMenu(Agenda::SixOreOneTurn, Resource::Ore)});
        QCOMPARE(oreOf(s, Blue), V.prophetsOwnerOre.ore);
        QCOMPARE(s.agendas.hands[Blue].revealed, agendaBit(Agenda::FiveHubSpaces)); // never discarded
    }

    // ------------------------------------------------------------ every board: fee, exemption, refusal

    void everyBoardChargesTheFeeToItsOwnerOnly_data()
    {
        QTest::addColumn<int>("board");
        for (int f = 0; f < kFactionCount; ++f)
            if (detail::factionRules(static_cast<Faction>(f)).implemented &&
                static_cast<Faction>(f) != Faction::SmugglersAlliance) // docks with a run: smugglersDockWithARunRaidsMore
                QTest::newRow(std::string(toId(static_cast<Faction>(f))).c_str()) << f;
    }

    // A board set up so that its docking is possible (colonies to move, a field on the planet, a ship on the
    // Terraforming Station), then: another player pays the fee to the owner; the owner pays none; without the
    // fee's fuel the docking is refused.
    void everyBoardChargesTheFeeToItsOwnerOnly()
    {
        QFETCH(int, board);
        const Faction f = static_cast<Faction>(board);
        const Faction other = f == Faction::TerranExchange ? Faction::CorexConglomerated : Faction::TerranExchange;
        for (int owner : {int(Blue), int(Red)}) {
            GameState s = factionGame(2, owner == Blue ? std::vector<Faction>{other, f} : std::vector<Faction>{f, other});
            putColonies(s, Territory::LemBadlands, Blue, 1);
            s.fieldAt[idx(Field::Positron)] = static_cast<int8_t>(idx(Territory::AsimovCrater));
            setResources(s, Red, 8, 4);
            setResources(s, Blue, 0, 0);
            if (f == Faction::BrethrenOfTheStars) // docked elsewhere than the bay or the Lunar Mine
                placeBrethren(s, Facility::SolarConverter, Blue);
            rollFleet(s, {6, 1, 2, 3});
            if (f == Faction::NewGaiaEngineers)
                must(s, dockOf(s, Facility::TerraformingStation, {6}, Territory::HerbertValley));
            std::optional<Dock> dock;
            for (const Action &a : legalActions(s))
                if (const auto *d = std::get_if<Dock>(&a); d && d->facility == boardFacility(f) && !dock)
                    dock = *d;
            QVERIFY2(dock, "no docking offered at the board");
            GameState poor = s;
            setResources(poor, Red, 0, s.players[Red].ore);
            const int blueFuel = fuelOf(s, Blue);
            AF_LEGAL(s, *dock);
            QCOMPARE(fuelOf(s, Blue) - blueFuel, owner == Blue ? V.fee.fuel : 0);
            if (owner == Blue) {
                const Rejection r = *check(poor, *dock);
                QCOMPARE(qs(reasonInfo(r.reason).id), qs(reasonInfo(Reason::NotEnoughFuel).id));
            }
        }
    }

    // ------------------------------------------------------------ legal actions

    void legalActionsListFactionActions()
    {
        GameState s = factionGame(2, {Faction::ProximaCentauriScholars, Faction::SunriseCommune});
        putColonies(s, Territory::LemBadlands, Blue, 1);
        setResources(s, Red, 5, 0);
        rollFleet(s, {2, 4, 5});
        int docks = 0, uses = 0;
        for (const Action &a : legalActions(s)) {
            if (const auto *d = std::get_if<Dock>(&a); d && isBoardFacility(d->facility))
                ++docks;
            uses += std::holds_alternative<UseFaction>(a);
        }
        // Sunrise: 3 ships x (one colony x 7 empty territories); Proxima owner: 3 fields x 8 territories.
        QCOMPARE(docks, 3 * 7);
        QCOMPARE(uses, 3 * 8);
    }
};

QTEST_APPLESS_MAIN(TestFactions)
#include "tst_factions.moc"
