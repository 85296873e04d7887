// Engine benchmarks (Google Benchmark). Run: build/tests/bench/af-bench --benchmark_repetitions=5
// (README "Benchmarks" has the figures measured on our 2-core machine). Not a test: nothing here asserts timings.
#include "record/record.h"

#include "chance.h"
#include "engine.h"
#include "playout.h"
#include "planner.h"
#include "player.h"
#include "search.h"

#include <benchmark/benchmark.h>

#include <QFile>

namespace {

using namespace af;

// A busy main stage: 4 players, the active player with 6 unplaced ships, 5 cards and resources, a crowded board.
GameState busyMainStage()
{
    GameOptions o;
    o.colors = {Color::Red, Color::Blue, Color::Green, Color::Yellow};
    GameState s = newGame(o);
    Deal d;
    d.display = {Card::AlienCity, Card::StasisBeam, Card::DataCrystal};
    d.hands = {Card::OrbitalTeleporter, Card::HolographicDecoy, Card::PolarityDevice, Card::BoosterPod};
    apply(s, d);
    for (Card c : {Card::PlasmaCannon, Card::GravityManipulator, Card::TemporalWarper, Card::MindControlHelmet}) {
        --s.drawPile[idx(c)];
        s.players[0].cards |= cardBit(c);
    }
    // Opponents' ships from their last turns.
    auto place = [&](int seat, Facility f, int value, uint32_t group) {
        for (int i = firstShipOf(seat); i < firstShipOf(seat) + kShipsPerColor; ++i) {
            Ship &ship = s.ships[i];
            if (ship.place == Place::Stock || (ship.place == Place::Docked && ship.facility == Facility::MaintenanceBay)) {
                ship = Ship{group, Place::Docked, f, static_cast<uint8_t>(value), static_cast<int8_t>(seat)};
                return;
            }
        }
    };
    place(1, Facility::LunarMine, 3, 100);
    place(1, Facility::SolarConverter, 2, 101);
    place(1, Facility::RaidersOutpost, 1, 102);
    place(1, Facility::RaidersOutpost, 2, 102);
    place(1, Facility::RaidersOutpost, 3, 102);
    place(2, Facility::Shipyard, 4, 103);
    place(2, Facility::Shipyard, 4, 103);
    place(2, Facility::AlienArtifact, 5, 104);
    place(3, Facility::OrbitalMarket, 2, 105);
    place(3, Facility::OrbitalMarket, 2, 105);
    place(3, Facility::ColonistHub, 6, 106);
    s.nextGroup = 200;
    const int colonies[][3] = {{0, 0, 2}, {0, 1, 1}, {5, 2, 2}, {5, 0, 1}, {3, 3, 1}, {6, 1, 2}, {7, 0, 1}};
    for (const auto &c : colonies) {
        s.colonies[c[0]][c[1]] = static_cast<uint8_t>(s.colonies[c[0]][c[1]] + c[2]);
        s.players[c[1]].coloniesLeft = static_cast<int8_t>(s.players[c[1]].coloniesLeft - c[2]);
    }
    s.players[0].fuel = 9;
    s.players[0].ore = 4;
    s.supplyFuel = static_cast<int16_t>(s.supplyFuel - 9);
    s.supplyOre = static_cast<int16_t>(s.supplyOre - 4);
    for (int i = 0; i < kShipsPerColor; ++i)
        s.ships[i] = Ship{0, Place::Fleet, Facility::MaintenanceBay, 0, kNoPlayer};
    Roll roll;
    roll.values = {1, 3, 3, 4, 5, 6};
    apply(s, roll);
    return s;
}

void BM_CheckAndApply(benchmark::State &state)
{
    const GameState s = busyMainStage();
    const std::vector<Action> actions = legalActions(s);
    std::size_t i = 0;
    for (auto _ : state) {
        GameState copy = s;
        const Action &a = actions[i++ % actions.size()];
        benchmark::DoNotOptimize(check(copy, a));
        benchmark::DoNotOptimize(apply(copy, a));
    }
    state.counters["actions"] = static_cast<double>(actions.size());
}
BENCHMARK(BM_CheckAndApply);

void BM_LegalActionsBusyMainStage(benchmark::State &state)
{
    const GameState s = busyMainStage();
    std::size_t count = 0;
    for (auto _ : state) {
        const std::vector<Action> actions = legalActions(s);
        count = actions.size();
        benchmark::DoNotOptimize(actions.data());
    }
    state.counters["legalActions"] = static_cast<double>(count);
}
BENCHMARK(BM_LegalActionsBusyMainStage)->Unit(benchmark::kMicrosecond);

// One AI decision in the busy main stage (1,500 legal actions): the search at a fixed iteration budget, and the
// greedy player (every legal action applied and judged).
void BM_SearchDecisionBusyMainStage(benchmark::State &state)
{
    const GameState s = busyMainStage();
    const int iterations = static_cast<int>(state.range(0));
    afai::SearchResult r;
    uint64_t seed = 1;
    for (auto _ : state) {
        r = afai::search(s, afai::Budget{iterations, 0}, seed++);
        benchmark::DoNotOptimize(r.action);
    }
    state.counters["nodes"] = static_cast<double>(r.nodes);
    state.counters["treeKB"] = static_cast<double>(r.treeBytes) / 1024;
}
BENCHMARK(BM_SearchDecisionBusyMainStage)->Arg(100)->Arg(1000)->Unit(benchmark::kMillisecond);

// A decision under a time budget: the wall time it takes against the budget (issue 18: at most budget + 50 ms).
void BM_SearchDecisionTimeBudget(benchmark::State &state)
{
    const GameState s = busyMainStage();
    const int ms = static_cast<int>(state.range(0));
    afai::SearchResult r;
    for (auto _ : state) {
        r = afai::search(s, afai::Budget{0, ms}, 1);
        benchmark::DoNotOptimize(r.action);
    }
    state.counters["iterations"] = r.iterations;
    state.counters["treeKB"] = static_cast<double>(r.treeBytes) / 1024;
}
BENCHMARK(BM_SearchDecisionTimeBudget)->Arg(100)->Arg(1000)->UseRealTime()->Iterations(3)->Unit(benchmark::kMillisecond);

// A 4-player game's fifth round, played by greedy players from a seeded deal: the first main-stage position with a
// choice once 16 turns are over.
GameState fifthRound()
{
    GameOptions o;
    o.colors = {Color::Red, Color::Blue, Color::Green, Color::Yellow};
    GameState s = newGame(o);
    Rng table(5);
    const auto greedy = afai::makeGreedyPlayer();
    int turnsOver = 0;
    while (s.stage != Stage::GameOver) {
        if (isChanceStage(s.stage)) {
            turnsOver += s.stage == Stage::Roll;
            af::apply(s, *sampleChance(s, table));
            continue;
        }
        if (turnsOver > 16 && legalActions(s).size() > 1)
            break;
        af::apply(s, *greedy->choose(s, {}, 1));
    }
    return s;
}

// The planner (the app's hint and bot seats) under a time budget there: its plan of the turn and the look-ahead
// (the other three seats' turns planned to the mover's next roll), stopped when the choice is settled (second
// argument 1) or only by the budget (0: the worst case for the time kept).
void BM_PlannerDecisionTimeBudget(benchmark::State &state)
{
    const GameState s = fifthRound();
    afai::PlannerOptions options;
    if (state.range(1) == 0)
        options.settleRounds = 0;
    afai::SearchResult r;
    uint64_t seed = 1;
    for (auto _ : state) {
        r = afai::plan(s, afai::Budget{0, static_cast<int>(state.range(0))}, seed++, options);
        benchmark::DoNotOptimize(r.action);
    }
    state.counters["rounds"] = r.iterations;
}
BENCHMARK(BM_PlannerDecisionTimeBudget)
    ->Args({1000, 0})
    ->Args({1000, 1})
    ->UseRealTime()
    ->Iterations(3)
    ->Unit(benchmark::kMillisecond);

void BM_GreedyDecisionBusyMainStage(benchmark::State &state)
{
    const GameState s = busyMainStage();
    const auto greedy = afai::makeGreedyPlayer();
    for (auto _ : state)
        benchmark::DoNotOptimize(greedy->choose(s, {}, 1));
}
BENCHMARK(BM_GreedyDecisionBusyMainStage)->Unit(benchmark::kMillisecond);

afrecord::GameRecord longRecord()
{
    QFile file(QStringLiteral(AF_GOLDEN_DIR "/game-3p-table.json"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read the golden record");
    return std::get<afrecord::GameRecord>(afrecord::readRecord(file.readAll()));
}

void BM_ReplayLongRecord(benchmark::State &state)
{
    const afrecord::GameRecord record = longRecord();
    for (auto _ : state)
        benchmark::DoNotOptimize(afrecord::replay(record).applied);
    state.counters["actions"] = static_cast<double>(record.actions.size());
}
BENCHMARK(BM_ReplayLongRecord)->Unit(benchmark::kMicrosecond);

void BM_ReadAndReplayLongRecordFile(benchmark::State &state)
{
    const QByteArray bytes = afrecord::recordToBytes(longRecord());
    for (auto _ : state) {
        const auto record = afrecord::readRecord(bytes);
        benchmark::DoNotOptimize(afrecord::replay(std::get<afrecord::GameRecord>(record)).applied);
    }
    state.counters["bytes"] = static_cast<double>(bytes.size());
}
BENCHMARK(BM_ReadAndReplayLongRecordFile)->Unit(benchmark::kMillisecond);

// Complete random games from the setup of these options; items/s = complete games per second.
void randomGames(benchmark::State &state, const GameOptions &o)
{
    const GameState start = newGame(o);
    uint64_t seed = 1;
    int64_t actions = 0;
    for (auto _ : state) {
        GameState s = start;
        Rng rng(seed++);
        actions += playRandomGame(s, rng);
    }
    state.SetItemsProcessed(state.iterations());
    state.counters["actionsPerGame"] = static_cast<double>(actions) / static_cast<double>(state.iterations());
}

void BM_RandomGames4Players(benchmark::State &state)
{
    GameOptions o;
    o.colors = {Color::Red, Color::Blue, Color::Green, Color::Yellow};
    randomGames(state, o);
}
BENCHMARK(BM_RandomGames4Players)->Unit(benchmark::kMicrosecond);

// Edition X with 6 players: the freeform Colonist Hub, raids on up to 5 opponents.
void BM_RandomGames6Players(benchmark::State &state)
{
    GameOptions o;
    o.ruleset = Ruleset::EditionX;
    o.colors = {Color::Red, Color::Blue, Color::Green, Color::Yellow, Color::Purple, Color::White};
    randomGames(state, o);
}
BENCHMARK(BM_RandomGames6Players)->Unit(benchmark::kMicrosecond);

// The same with the factions module on: a seeded draft of random boards (all 13 of the pool), then the game.
void BM_RandomGames4PlayersFactions(benchmark::State &state)
{
    GameOptions o;
    o.colors = {Color::Red, Color::Blue, Color::Green, Color::Yellow};
    o.modules = moduleBit(Module::Factions);
    randomGames(state, o);
}
BENCHMARK(BM_RandomGames4PlayersFactions)->Unit(benchmark::kMicrosecond);

// With the extra-tech module too: the 57-card deck, the cards' powers among the legal actions.
void BM_RandomGames4PlayersFactionsExtraTech(benchmark::State &state)
{
    GameOptions o;
    o.colors = {Color::Red, Color::Blue, Color::Green, Color::Yellow};
    o.modules = moduleBit(Module::Factions) | moduleBit(Module::ExtraTech);
    randomGames(state, o);
}
BENCHMARK(BM_RandomGames4PlayersFactionsExtraTech)->Unit(benchmark::kMicrosecond);

// All three modules (issue 14's figure): the agenda cards dealt after the draft, drawn, revealed and discarded too.
void BM_RandomGames4PlayersAllModules(benchmark::State &state)
{
    GameOptions o;
    o.colors = {Color::Red, Color::Blue, Color::Green, Color::Yellow};
    o.modules = moduleBit(Module::Factions) | moduleBit(Module::ExtraTech) | moduleBit(Module::Agendas);
    randomGames(state, o);
}
BENCHMARK(BM_RandomGames4PlayersAllModules)->Unit(benchmark::kMicrosecond);

} // namespace

BENCHMARK_MAIN();
