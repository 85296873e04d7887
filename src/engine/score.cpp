#include "score.h"

#include "modules/tech.h"
#include "values.h"

#include <algorithm>
#include <bit>
#include <tuple>

namespace af {

namespace {

// What a player scores off the territories: colonies landed on a card, the Alien City and Monument, revealed agendas,
// the extra cards' VP. One home for score() and scoreTotals().
void scoreHand(const GameState &s, int seat, ScoreBreakdown &b)
{
    b.colonies += detail::coloniesOnCards(s, seat); // landed, on a card: they score but control nothing
    b.alienCity = holds(s, seat, Card::AlienCity) ? 1 : 0;
    b.alienMonument = holds(s, seat, Card::AlienMonument) ? 1 : 0;
    // The agenda cards are not alien tech (1.3); one scored through the Oracle Engine gives 2 VP.
    const AgendaHand &agendas = s.agendas.hands[seat];
    if (agendas.revealed | agendas.oracleScored) // std::popcount is a library call in this build
        b.agendas = std::popcount(agendas.revealed) + kTechValues.oracleAgendaVp * std::popcount(agendas.oracleScored);
    b.techCards = detail::extraTechVictoryPoints(s, seat);
}

} // namespace

ScoreBreakdown score(const GameState &s, int seat)
{
    ScoreBreakdown b;
    for (int t = 0; t < kTerritoryCount; ++t) {
        b.colonies += s.colonies[t][seat];
        if (controls(s, seat, static_cast<Territory>(t))) {
            ++b.territories;
            if (fieldOn(s, Field::Positron, static_cast<Territory>(t)))
                ++b.positron; // a straddling Positron Field counts in both territories (X-38) // control VP and Positron VP count even under the Isolation Field
        }
    }
    scoreHand(s, seat, b);
    return b;
}

std::array<int, kMaxPlayers> scoreTotals(const GameState &s, const std::array<int8_t, kTerritoryCount> &controllers)
{
    std::array<int, kMaxPlayers> totals{};
    for (int t = 0; t < kTerritoryCount; ++t) {
        for (int p = 0; p < s.playerCount; ++p)
            totals[p] += s.colonies[t][p];
        if (const int c = controllers[t]; c != kNoPlayer) // as score's territories and positron
            totals[c] += 1 + (fieldOn(s, Field::Positron, static_cast<Territory>(t)) ? 1 : 0);
    }
    for (int p = 0; p < s.playerCount; ++p) {
        ScoreBreakdown hand;
        scoreHand(s, p, hand);
        totals[p] += hand.total();
    }
    return totals;
}

namespace {

// Revealed agenda cards for the tie-break: an Oracle-scored card counts as one.
int revealedAgendas(const AgendaHand &hand) { return std::popcount(hand.revealed | hand.oracleScored); }

// Compares two players on VP then the tie-breaks; returns what separated them (None: VP alone).
TieBreak separation(const RankEntry &a, const RankEntry &b)
{
    if (a.vp != b.vp)
        return TieBreak::None;
    if (a.agendas != b.agendas)
        return TieBreak::Agendas; // both 0 without the agendas module
    if (a.cards != b.cards)
        return TieBreak::Cards;
    if (a.ore != b.ore)
        return TieBreak::Ore;
    if (a.fuel != b.fuel)
        return TieBreak::Fuel;
    return TieBreak::Shared;
}

} // namespace

std::vector<RankEntry> ranking(const GameState &s)
{
    std::vector<RankEntry> out;
    for (int p = 0; p < s.playerCount; ++p)
        out.push_back({p, 1, score(s, p).total(), revealedAgendas(s.agendas.hands[p]), cardCount(s, p),
                       s.players[p].ore, s.players[p].fuel, TieBreak::None});
    auto key = [](const RankEntry &e) { return std::make_tuple(e.vp, e.agendas, e.cards, e.ore, e.fuel); };
    std::stable_sort(out.begin(), out.end(), [&](const RankEntry &a, const RankEntry &b) { return key(a) > key(b); });
    for (std::size_t i = 0; i < out.size(); ++i) {
        TieBreak near = TieBreak::None;
        if (i > 0)
            near = std::max(near, separation(out[i - 1], out[i]));
        if (i + 1 < out.size())
            near = std::max(near, separation(out[i], out[i + 1]));
        out[i].decidedBy = near;
        out[i].place = (i > 0 && separation(out[i - 1], out[i]) == TieBreak::Shared) ? out[i - 1].place
                                                                                      : static_cast<int>(i) + 1;
    }
    return out;
}

} // namespace af
