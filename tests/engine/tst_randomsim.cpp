// Seeded random games through legalActions, checking the invariants after every action (OpenSpiel's RandomSimTest).
#include "faction_fixture.h"
#include "validate.h"
#include "values.h"
#include "modules/extension.h"
#include <bit>

using namespace aft;

namespace {

struct Totals {
    int games = 0;
    int actions = 0;
    int cardUses = 0;
    int discards = 0;
    int relicBuys = 0;
    int fieldsPlaced = 0;
    int bonusesHeld = 0;
    int boardDocks = 0;
    int ownerAbilities = 0;
    int extraUses = 0;
    int extraDiscards = 0;
    int hijacks = 0;       // Brethren of the Stars' owner ability
    int brethrenDocks = 0; // its docking ability
    int agendaDraws = 0;    // Orbital Market pairs drawing agenda cards (1.3)
    int agendaDiscards = 0;
    int agendaReveals = 0;
    int oracleDraws = 0;     // agenda cards drawn onto the Oracle Engine
    int oracleScores = 0;    // ... and scored through it
    int windowReveals = 0;   // Multiverse Window discards
    int scoutOrders = 0;     // the cards a Scout Drone looked at put back in an order (digital mode)
    int scoutedDraws = 0;    // cards drawn while some were known on top of the pile
    int hubSlides = 0;         // freeform Hub: a colony moved to another track
    int hubInstantLaunches = 0; // freeform Hub: a docking that launched a colony at once
    int widestRaid = 0;        // most players robbed of resources in one raid
};

// Control and score recomputed here from scratch, independently of the engine's helpers.
int expectedScore(const GameState &s, int seat)
{
    int vp = 0;
    for (int t = 0; t < kTerritoryCount; ++t) {
        vp += s.colonies[t][seat];
        bool strictlyMost = s.colonies[t][seat] > 0;
        for (int p = 0; p < s.playerCount; ++p)
            if (p != seat && s.colonies[t][p] >= s.colonies[t][seat])
                strictlyMost = false;
        if (strictlyMost) {
            ++vp;
            if (s.fieldAt[idx(Field::Positron)] == t || s.tech.straddles[idx(Field::Positron)] == t)
                ++vp;
        }
    }
    vp += (s.players[seat].cards & cardBit(Card::AlienCity)) ? 1 : 0;
    vp += (s.players[seat].cards & cardBit(Card::AlienMonument)) ? 1 : 0;
    vp += std::popcount(s.agendas.hands[seat].revealed); // 1 per revealed agenda card (1.3)
    vp += 2 * std::popcount(s.agendas.hands[seat].oracleScored); // 2 per card scored through the Oracle
    vp += s.tech.shunted[seat]; // colonies on the Gravitron Shunt are landed
    const CardMask relics = cardBit(Card::AlienCity) | cardBit(Card::AlienMonument);
    if ((s.players[seat].cards & cardBit(Card::AlienSarcophagus)) && (s.players[seat].cards & relics))
        vp += kTechValues.alienSarcophagusVP; // at most once, with either card (section 4, #1)
    return vp;
}

QString checkInvariants(const GameState &s, int coloniesEach)
{
    int fuel = s.supplyFuel, ore = s.supplyOre;
    for (const CardTokens &on : s.tech.tokens) { // kept on extra cards, nobody's resources
        fuel += on.fuel;
        ore += on.ore;
    }
    for (int p = 0; p < s.playerCount; ++p) {
        const PlayerState &pl = s.players[p];
        if (pl.fuel < 0 || pl.ore < 0)
            return QStringLiteral("negative resources for seat %1").arg(p);
        fuel += pl.fuel;
        ore += pl.ore;
        if (totalColonies(s, p) != coloniesEach)
            return QStringLiteral("colonies of seat %1: %2").arg(p).arg(totalColonies(s, p));
        if (pl.hubCircle < 0 || pl.hubCircle > 7)
            return QStringLiteral("hub circle %1").arg(pl.hubCircle);
        int ships = 0;
        for (int i = firstShipOf(p); i < firstShipOf(p) + kShipsPerColor; ++i)
            ships += s.ships[i].place != Place::OutOfGame && s.ships[i].place != Place::Home;
        if (ships != kShipsPerColor)
            return QStringLiteral("ships of seat %1: %2").arg(p).arg(ships);
        if (score(s, p).total() != expectedScore(s, p))
            return QStringLiteral("score of seat %1: %2 vs %3").arg(p).arg(score(s, p).total()).arg(expectedScore(s, p));
    }
    if (s.limitedSupply && (fuel != kSupplyFuel || ore != kSupplyOre))
        return QStringLiteral("tokens not conserved: %1 fuel, %2 ore").arg(fuel).arg(ore);
    if (s.limitedSupply && (s.supplyFuel < 0 || s.supplyOre < 0))
        return QStringLiteral("negative supply");
    int cards = pileCount(s.drawPile) + pileCount(s.discardPile) + pileCount(s.tech.boxed);
    for (int8_t c : s.display)
        cards += c >= 0;
    for (int p = 0; p < s.playerCount; ++p)
        cards += cardCount(s, p);
    if (cards != deckSize(s.ruleset, s.modules))
        return QStringLiteral("cards not conserved: %1").arg(cards);
    // Agenda cards: the game's cards are each in one place (deck, discard pile, unnamed, a hand, on the Oracle
    // Engine), and the unnamed places hold as many cards as are unnamed.
    const AgendaState &a = s.agendas;
    int agendaPlaces = std::popcount(a.deck) + std::popcount(a.discard) + std::popcount(a.unknown) +
                       std::popcount(a.onOracle);
    AgendaMask placed = a.deck | a.discard | a.unknown | a.onOracle;
    int unnamedPlaces = a.unknownInDeck + a.unknownInDiscard;
    for (int p = 0; p < s.playerCount; ++p) {
        const AgendaHand &h = a.hands[p];
        agendaPlaces += std::popcount(h.faceDown) + std::popcount(h.revealed) + std::popcount(h.oracleScored);
        placed |= h.faceDown | h.revealed | h.oracleScored;
        unnamedPlaces += h.unknownFaceDown;
    }
    if (agendaPlaces != std::popcount(a.inGame) || placed != a.inGame || unnamedPlaces != std::popcount(a.unknown))
        return QStringLiteral("agenda cards not conserved: %1 placed of %2").arg(agendaPlaces).arg(std::popcount(a.inGame));
    const Ship &relic = s.ships[kRelicShip];
    if ((relic.place == Place::Home) != (s.relicHolder == kNoPlayer))
        return QStringLiteral("relic place and holder disagree");
    for (int i = 0; i < kShipCount; ++i) {
        const Ship &ship = s.ships[i];
        const bool mustHaveValue = ship.place == Place::Docked && ship.facility != Facility::MaintenanceBay;
        if (i == kBrethrenShip) { // a die with no value wherever it is
            if (ship.value != 0)
                return QStringLiteral("the Brethren Ship has value %1").arg(ship.value);
            continue;
        }
        if (mustHaveValue && (ship.value < 1 || ship.value > 6))
            return QStringLiteral("docked ship %1 has value %2").arg(i).arg(ship.value);
        if (ship.value > 6)
            return QStringLiteral("ship %1 has value %2").arg(i).arg(ship.value);
    }
    for (int f = 0; f < kFacilityCount; ++f)
        if (freeSlots(s, static_cast<Facility>(f), s.current) < 0)
            return QStringLiteral("facility %1 over capacity").arg(f);
    for (int f = 0; f < kFactionCount; ++f) {
        const Facility board = boardFacility(static_cast<Faction>(f));
        const bool inPlay = detail::boardOwner(s, static_cast<Faction>(f)) != kNoPlayer;
        // One ship in the port; ships grappled beside it take none.
        if ((inPlay ? detail::boardPortShips(s, board) : shipsDockedAt(s, board)) > (inPlay ? 1 : 0))
            return QStringLiteral("faction board %1 over capacity").arg(f);
    }
    // Every reachable state must also pass the position validator used for files and the position editor.
    if (const auto problem = validateState(s))
        return QString::fromStdString("validateState: " + problem->where + ": " + problem->what);
    return {};
}

} // namespace

class TestRandomSim : public QObject
{
    Q_OBJECT

private slots:
    void randomGamesKeepInvariants_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("ruleset");
        QTest::addColumn<int>("games");
        QTest::newRow("2013 2 players") << 2 << 0 << 60;
        QTest::newRow("2013 3 players") << 3 << 0 << 60;
        QTest::newRow("2013 4 players") << 4 << 0 << 60;
        QTest::newRow("first edition 3 players") << 3 << 1 << 15;
        QTest::newRow("edition-x 4 players") << 4 << 2 << 15;
    }

    void randomGamesKeepInvariants() { playGames(); }

    // Edition X with 5 and 6 players: the freeform Colonist Hub (EXPANSIONS.md 1.5). Its own CTest entry
    // (tst_randomsim_six_players), so that it runs beside the others.
    void sixPlayerGamesKeepInvariants_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("ruleset");
        QTest::addColumn<int>("games");
        QTest::newRow("edition-x 5 players") << 5 << 2 << 200;
        QTest::newRow("edition-x 6 players") << 6 << 2 << 200;
    }

    void sixPlayerGamesKeepInvariants() { playGames(); }

    // The Factions module: random boards drafted, every faction docking and owner ability among the legal
    // actions; fees are transfers between players, so tokens stay conserved. Unfinished boards are left out of
    // the draw.
    void factionGamesKeepInvariants_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("ruleset");
        QTest::addColumn<int>("games");
        QTest::newRow("factions 2013 2 players") << 2 << 0 << 60;
        QTest::newRow("factions 2013 3 players") << 3 << 0 << 60;
        QTest::newRow("factions 2013 4 players") << 4 << 0 << 60;
        QTest::newRow("factions first edition 3 players") << 3 << 1 << 40;
        QTest::newRow("factions first edition 4 players") << 4 << 1 << 20;
        QTest::newRow("factions edition-x 2 players") << 2 << 2 << 20;
        QTest::newRow("factions edition-x 4 players") << 4 << 2 << 40;
        QTest::newRow("factions edition-x 5 players") << 5 << 2 << 20;
        QTest::newRow("factions edition-x 6 players") << 6 << 2 << 20;
    }

    void factionGamesKeepInvariants()
    {
        QFETCH(int, players);
        QFETCH(int, ruleset);
        QFETCH(int, games);
        Totals totals;
        for (int g = 0; g < games; ++g) {
            const uint64_t seed = 50000u + 1000u * static_cast<uint64_t>(players) + static_cast<uint64_t>(g);
            GameOptions o = options(players, static_cast<Ruleset>(ruleset));
            o.modules = moduleBit(Module::Factions);
            o.longGame = g % 5 == 4;
            playChecked(o, seed, totals);
            if (QTest::currentTestFailed())
                return;
        }
        checkCoverage(totals);
        qInfo("%d faction dockings, %d owner abilities, %d hijacks, %d Brethren dockings", totals.boardDocks,
              totals.ownerAbilities, totals.hijacks, totals.brethrenDocks);
        QVERIFY(totals.boardDocks > 0);
        QVERIFY(totals.ownerAbilities > 0);
        QVERIFY(totals.hijacks > 0);
        QVERIFY(totals.brethrenDocks > 0);
    }

    // The extra-tech module: the 35 described cards shuffled into the deck (one copy each), alone and with
    // factions; every written card's powers are among the legal actions, and cards stay conserved across the draw
    // pile, the display, the hands and the discard pile (checkInvariants).
    void extraTechGamesKeepInvariants_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("ruleset");
        QTest::addColumn<bool>("factions");
        QTest::addColumn<int>("games");
        QTest::newRow("extra-tech 2013 2 players") << 2 << 0 << false << 60;
        QTest::newRow("extra-tech 2013 3 players") << 3 << 0 << false << 50;
        QTest::newRow("extra-tech 2013 4 players") << 4 << 0 << false << 50;
        QTest::newRow("extra-tech first edition 3 players") << 3 << 1 << false << 30;
        QTest::newRow("extra-tech edition-x 2 players") << 2 << 2 << false << 30;
        QTest::newRow("extra-tech edition-x 4 players") << 4 << 2 << false << 30;
        QTest::newRow("extra-tech and factions 2013 3 players") << 3 << 0 << true << 30;
        QTest::newRow("extra-tech and factions edition-x 4 players") << 4 << 2 << true << 30;
    }

    void extraTechGamesKeepInvariants()
    {
        const Totals totals = playModuleGames(moduleBit(Module::ExtraTech), 90000u);
        if (QTest::currentTestFailed())
            return;
        qInfo("%d extra-tech card uses, %d extra-tech discards, %d Scout Drone orders, %d draws of scouted cards",
              totals.extraUses, totals.extraDiscards, totals.scoutOrders, totals.scoutedDraws);
        QVERIFY(totals.extraUses > 0);
        QVERIFY(totals.extraDiscards > 0);
        QVERIFY(totals.scoutOrders > 0);
        QVERIFY(totals.scoutedDraws > 0);
    }

    // The agendas module, alone and with factions: the deal, Orbital Market draws, discards above the limit and
    // after a draw, reveals; agenda cards conserved across deck, discard pile and hands, revealed ones in the score
    // (checkInvariants, validateState).
    void agendaGamesKeepInvariants_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("ruleset");
        QTest::addColumn<bool>("factions");
        QTest::addColumn<int>("games");
        QTest::newRow("agendas 2013 2 players") << 2 << 0 << false << 40;
        QTest::newRow("agendas 2013 4 players") << 4 << 0 << false << 40;
        QTest::newRow("agendas edition-x 5 players") << 5 << 2 << false << 20;
        QTest::newRow("agendas and factions 2013 3 players") << 3 << 0 << true << 30;
        QTest::newRow("agendas and factions edition-x 4 players") << 4 << 2 << true << 30;
    }

    void agendaGamesKeepInvariants()
    {
        const Totals totals = playModuleGames(moduleBit(Module::Agendas), 70000u);
        if (QTest::currentTestFailed())
            return;
        qInfo("%d agenda draws, %d agenda discards, %d agenda reveals", totals.agendaDraws, totals.agendaDiscards,
              totals.agendaReveals);
        QVERIFY(totals.agendaDraws > 0);
        QVERIFY(totals.agendaDiscards > 0);
    }

    // All three modules together (factions, extra-tech, agendas): 300 games, 2-6 players, all three rulesets.
    void allModulesGamesKeepInvariants_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("ruleset");
        QTest::addColumn<bool>("factions");
        QTest::addColumn<int>("games");
        QTest::newRow("all modules 2013 2 players") << 2 << 0 << true << 60;
        QTest::newRow("all modules 2013 3 players") << 3 << 0 << true << 60;
        QTest::newRow("all modules 2013 4 players") << 4 << 0 << true << 60;
        QTest::newRow("all modules first edition 3 players") << 3 << 1 << true << 40;
        QTest::newRow("all modules edition-x 4 players") << 4 << 2 << true << 40;
        QTest::newRow("all modules edition-x 5 players") << 5 << 2 << true << 20;
        QTest::newRow("all modules edition-x 6 players") << 6 << 2 << true << 20;
    }

    void allModulesGamesKeepInvariants()
    {
        const Totals totals =
            playModuleGames(moduleBit(Module::ExtraTech) | moduleBit(Module::Agendas), 50000u);
        if (QTest::currentTestFailed())
            return;
        qInfo("%d extra-tech card uses, %d agenda draws, %d agenda reveals, %d faction dockings", totals.extraUses,
              totals.agendaDraws, totals.agendaReveals, totals.boardDocks);
        qInfo("Oracle Engine: %d draws, %d scored; Multiverse Window: %d reveals", totals.oracleDraws,
              totals.oracleScores, totals.windowReveals);
        QVERIFY(totals.extraUses > 0);
        QVERIFY(totals.agendaDraws > 0);
        QVERIFY(totals.agendaReveals > 0);
    }

private:
    // The rows of an expansion module's games (`module`, with factions when the row says so), each game from its own seed above `seedBase`; checks the coverage of the rows' games.
    Totals playModuleGames(ModuleSet module, uint64_t seedBase)
    {
        QFETCH(int, players);
        QFETCH(int, ruleset);
        QFETCH(bool, factions);
        QFETCH(int, games);
        Totals totals;
        for (int g = 0; g < games; ++g) {
            const uint64_t seed = seedBase + 1000u * static_cast<uint64_t>(players) + 100000u * factions +
                                  static_cast<uint64_t>(ruleset) * 10000u + static_cast<uint64_t>(g);
            GameOptions o = options(players, static_cast<Ruleset>(ruleset));
            o.modules = module;
            if (factions)
                o.modules |= moduleBit(Module::Factions);
            o.longGame = g % 5 == 4;
            playChecked(o, seed, totals);
            if (QTest::currentTestFailed())
                return totals;
        }
        checkCoverage(totals);
        return totals;
    }

    // The rows of randomGamesKeepInvariants and sixPlayerGamesKeepInvariants.
    void playGames()
    {
        QFETCH(int, players);
        QFETCH(int, ruleset);
        QFETCH(int, games);
        Totals totals;
        for (int g = 0; g < games; ++g) {
            const uint64_t seed = 1000u * static_cast<uint64_t>(players) + static_cast<uint64_t>(g);
            GameOptions o = options(players, static_cast<Ruleset>(ruleset));
            o.longGame = g % 5 == 4;
            playChecked(o, seed, totals);
            if (QTest::currentTestFailed())
                return;
        }
        checkCoverage(totals);
        if (players >= 5) {
            qInfo("freeform Hub: %d slides to another track, %d launches at once; widest raid: %d players",
                  totals.hubSlides, totals.hubInstantLaunches, totals.widestRaid);
            QVERIFY(totals.hubSlides > 0);
            QVERIFY(totals.widestRaid >= 3);
        }
    }

    void playChecked(const GameOptions &o, uint64_t seed, Totals &totals)
    {
        Rng rng(seed);
        GameState s = newGame(o);
        const int coloniesEach = s.players[0].coloniesLeft;
        int steps = 0;
        while (s.stage != Stage::GameOver) {
            QVERIFY2(++steps < 20000, qPrintable(QStringLiteral("game %1 does not end").arg(seed)));
            Action action;
            if (s.stage == Stage::BoardDraw) {
                action = implementedBoards(s, rng);
            } else if (isChanceStage(s.stage)) {
                // Now and then a card used before the roll (extra-tech), the only actions a chance stage offers.
                const std::vector<Action> early = legalActions(s);
                action = !early.empty() && rng.below(2) == 0 ? early[rng.below(static_cast<int>(early.size()))]
                                                             : *sampleChance(s, rng);
            } else {
                const std::vector<Action> legal = legalActions(s);
                QVERIFY2(!legal.empty(), "no legal action in the main stage");
                // Ending the turn is always among them once the fleet is docked; take it less often so that
                // cards and trades get played.
                action = legal[rng.below(static_cast<int>(legal.size()))];
                if (std::holds_alternative<EndTurn>(action) && legal.size() > 1 && rng.below(4) != 0)
                    action = legal[rng.below(static_cast<int>(legal.size()))];
            }
            const auto verdict = check(s, action);
            // The message is built even when the check passes: never read the empty optional.
            QVERIFY2(!verdict, qPrintable(QString::fromStdString(
                                   "offered action refused: " + (verdict ? describe(*verdict, s) : std::string()))));
            totals.cardUses += std::holds_alternative<UseCard>(action);
            totals.discards += std::holds_alternative<DiscardCard>(action);
            if (const auto *u = std::get_if<UseCard>(&action))
                totals.extraUses += isExtraTech(idx(u->card));
            if (const auto *d = std::get_if<DiscardCard>(&action))
                totals.extraDiscards += isExtraTech(idx(d->card));
            totals.relicBuys += std::holds_alternative<BuyRelic>(action);
            totals.agendaDraws += std::holds_alternative<DrawAgendas>(action);
            totals.agendaDiscards += std::holds_alternative<DiscardAgenda>(action);
            totals.agendaReveals += std::holds_alternative<RevealAgenda>(action);
            if (const auto *d = std::get_if<DiscardCard>(&action))
                totals.windowReveals += d->card == Card::MultiverseWindow;
            totals.oracleDraws += std::holds_alternative<DealAgendas>(action) &&
                                  s.agendas.drawFor == AgendaDrawFor::OracleEngine;
            totals.ownerAbilities += std::holds_alternative<UseFaction>(action);
            totals.scoutOrders += s.stage == Stage::ScoutOrder;
            if (const auto *r = std::get_if<Reveal>(&action); r && s.stage == Stage::Reveal && s.tech.scouted[0] >= 0) {
                // The cards known on top are the ones drawn, in their order.
                ++totals.scoutedDraws;
                for (int i = 0; i < r->cards.size() && i < kScoutedCards && s.tech.scouted[i] >= 0; ++i)
                    QCOMPARE(idx(r->cards[i]), int(s.tech.scouted[i]));
            }
            if (const auto *d = std::get_if<Dock>(&action)) {
                totals.boardDocks += isBoardFacility(d->facility);
                totals.brethrenDocks += d->facility == boardFacility(Faction::BrethrenOfTheStars);
                const bool hub = d->facility == Facility::ColonistHub;
                totals.hubInstantLaunches += hub && d->territory.has_value();
                if (d->raid.kind == RaidChoice::Kind::Resources)
                    totals.widestRaid = std::max(totals.widestRaid, d->raid.takes.size());
            }
            totals.hijacks += std::holds_alternative<UseFaction>(action) &&
                              s.factions.board[s.current] == idx(Faction::BrethrenOfTheStars);
            const GameState before = s;
            QVERIFY(!af::apply(s, action));
            if (const PlayerState &was = before.players[before.current], &now = s.players[before.current];
                freeformHub(s) && std::holds_alternative<Dock>(action) && was.hubCircle > 0 && now.hubCircle > 0 &&
                was.hubTrack != now.hubTrack)
                ++totals.hubSlides;
            for (int p = 0; p < s.playerCount; ++p)
                totals.oracleScores += std::popcount(s.agendas.hands[p].oracleScored) -
                                       std::popcount(before.agendas.hands[p].oracleScored);
            const QString broken = checkInvariants(s, coloniesEach);
            QVERIFY2(broken.isEmpty(), qPrintable(QStringLiteral("seed %1 step %2 (%3): %4")
                                                      .arg(seed)
                                                      .arg(steps)
                                                      .arg(qs(actionTypeId(action)))
                                                      .arg(broken)));
            for (int f = 0; f < kFieldCount; ++f)
                totals.fieldsPlaced += s.fieldAt[f] >= 0 && before.fieldAt[f] != s.fieldAt[f];
            ++totals.actions;
        }
        for (int t = 0; t < kTerritoryCount; ++t)
            totals.bonusesHeld += controllerOf(s, static_cast<Territory>(t)) != kNoPlayer;
        ++totals.games;
        const auto rank = ranking(s);
        QCOMPARE(static_cast<int>(rank.size()), static_cast<int>(s.playerCount));
    }

    static void checkCoverage(const Totals &totals)
    {
        qInfo("%d games, %d actions, %d card uses, %d discards, %d relic purchases, %d field moves", totals.games,
              totals.actions, totals.cardUses, totals.discards, totals.relicBuys, totals.fieldsPlaced);
        // The games must exercise the whole rule set, not just docking.
        QVERIFY(totals.cardUses > 0);
        QVERIFY(totals.discards > 0);
        QVERIFY(totals.fieldsPlaced > 0);
        QVERIFY(totals.bonusesHeld > 0);
    }
};

QTEST_APPLESS_MAIN(TestRandomSim)
#include "tst_randomsim.moc"
