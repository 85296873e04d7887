// The score is a snapshot of the board and hands, recomputed from the state (never a running total).
#pragma once

#include "state.h"

#include <array>
#include <vector>

namespace af {

struct ScoreBreakdown {
    int colonies = 0;      // own colonies on territories
    int territories = 0;   // territories controlled
    int alienCity = 0;     // 1 for holding the Alien City
    int alienMonument = 0; // 1 for holding the Alien Monument
    int positron = 0;      // 1 per controlled territory holding the Positron Field (2 when it straddles two, X-38)
    int agendas = 0;       // 1 per revealed agenda card (module agendas)
    int techCards = 0;     // VP of held extra alien tech cards (module extra-tech: the Alien Sarcophagus)
    int total() const { return colonies + territories + alienCity + alienMonument + positron + agendas + techCards; }
    friend bool operator==(const ScoreBreakdown &, const ScoreBreakdown &) = default;
};

ScoreBreakdown score(const GameState &state, int seat);
// Every seat's score(state, seat).total() at once, each territory's controller found once (the agenda bookkeeping
// asks for them at every turn start). `controllers`: controllerOf of each territory, kNoPlayer for none.
std::array<int, kMaxPlayers> scoreTotals(const GameState &state, const std::array<int8_t, kTerritoryCount> &controllers);

// How a player's place was decided against the player just above or below them (R-27; with agendas, the revealed
// agenda cards first, X-29). In the order the tie-breaks are applied.
enum class TieBreak : uint8_t { None, Agendas, Cards, Ore, Fuel, Shared };

struct RankEntry {
    int seat = 0;
    int place = 1; // 1-based; players still tied after every tie-break share a place
    int vp = 0;
    int agendas = 0; // revealed agenda cards
    int cards = 0;
    int ore = 0;
    int fuel = 0;
    TieBreak decidedBy = TieBreak::None;
};

// Players ordered by VP, then revealed agenda cards, alien tech cards, ore and fuel.
std::vector<RankEntry> ranking(const GameState &state);

} // namespace af
