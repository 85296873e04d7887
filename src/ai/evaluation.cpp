#include "evaluation.h"

#include "engine.h"
#include "score.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace afai {

using namespace af;

namespace {

// Weights, in victory points per unit. A colony on a territory already counts in the score (1 VP); these are the
// steps towards it and what keeps it.
constexpr double kWeightVictoryPoint = 1.0;
constexpr double kWeightColonyInHand = -0.45; // a colony not landed yet (on the Hub too): the game ends when none are
constexpr double kWeightHubCircle = 0.15;     // each circle climbed on the Colonist Hub (7 launches a colony)
constexpr double kWeightShip = 0.6;           // each ship out of stock: one more die every turn
constexpr double kWeightUnplacedShip = 0.08;  // a rolled ship the player to move has not docked yet: still a choice
constexpr double kWeightFuel = 0.07;          // fuel and ore count up to the hand limit (beyond it they are returned)
constexpr double kWeightOre = 0.12;           // ore builds colonies and ships
constexpr double kWeightCard = 0.3;           // each alien tech card held (also the first tie-break)
constexpr double kWeightSafeMajority = 0.15;  // each colony of lead over the runner-up on a controlled territory,
constexpr int kSafeMajorityCap = 2;           // counted up to this lead
constexpr double kWeightContestedTerritory = 0.2; // tied for the most colonies on a territory: one colony from control

// The outlook's slope: a lead of this many points over the best rival is worth about 73%.
constexpr double kOutlookScale = 1.0;

} // namespace

double positionValue(const GameState &s, int seat)
{
    const PlayerState &p = s.players[seat];
    double v = kWeightVictoryPoint * score(s, seat).total();
    v += kWeightColonyInHand * (p.coloniesLeft + (p.hubCircle > 0 ? 1 : 0));
    v += kWeightHubCircle * p.hubCircle;
    v += kWeightShip * shipsNotInStock(s, seat);
    if (s.stage == Stage::Main && s.current == seat)
        v += kWeightUnplacedShip * unplacedShips(s, seat);
    v += kWeightFuel * std::min<int>(p.fuel, kHandLimit) + kWeightOre * std::min<int>(p.ore, kHandLimit);
    v += kWeightCard * std::popcount(p.cards);
    for (int t = 0; t < kTerritoryCount; ++t) {
        const int own = s.colonies[t][seat];
        if (own == 0)
            continue;
        int rival = 0;
        for (int o = 0; o < s.playerCount; ++o)
            if (o != seat)
                rival = std::max<int>(rival, s.colonies[t][o]);
        if (own > rival)
            v += kWeightSafeMajority * std::min(own - rival, kSafeMajorityCap);
        else if (own == rival)
            v += kWeightContestedTerritory;
    }
    return v;
}

std::array<double, kMaxPlayers> positionValues(const GameState &s)
{
    std::array<double, kMaxPlayers> values{};
    for (int seat = 0; seat < s.playerCount; ++seat)
        values[seat] = positionValue(s, seat);
    return values;
}

double marginOf(const GameState &s, int seat)
{
    const std::array<double, kMaxPlayers> values = positionValues(s);
    double best = -1e18;
    for (int o = 0; o < s.playerCount; ++o)
        if (o != seat)
            best = std::max(best, values[o]);
    return values[seat] - best;
}

std::array<double, kMaxPlayers> outlook(const GameState &s)
{
    std::array<double, kMaxPlayers> result{};
    if (s.stage == Stage::GameOver) {
        const std::vector<RankEntry> ranks = ranking(s);
        int winners = 0;
        for (const RankEntry &r : ranks)
            winners += r.place == 1;
        for (const RankEntry &r : ranks)
            if (r.place == 1)
                result[r.seat] = 1.0 / winners;
        return result;
    }
    const std::array<double, kMaxPlayers> values = positionValues(s);
    for (int seat = 0; seat < s.playerCount; ++seat) {
        double best = -1e9;
        for (int o = 0; o < s.playerCount; ++o)
            if (o != seat)
                best = std::max(best, values[o]);
        result[seat] = outlookOfMargin(values[seat] - best);
    }
    return result;
}

double outlookOfMargin(double margin) { return 1.0 / (1.0 + std::exp(-margin / kOutlookScale)); }

} // namespace afai
