// Whole games played by seeded random legal moves, as records, for the history's tests and benchmark.
#pragma once

#include "record/record.h"

#include "playout.h"

#include <QStringList>

namespace afhistory::testing {

// A table-mode record (the chance results are its actions) of a complete random game among `players` of a small
// group of friends, so that the statistics have names to group.
inline afrecord::GameRecord randomRecord(quint64 seed, int players)
{
    static const QStringList names{QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cy"),
                                   QStringLiteral("Dee"), QStringLiteral("Eve"), QStringLiteral("Flo")};
    afrecord::GameRecord record;
    record.ruleset = players > 4 ? af::Ruleset::EditionX : af::Ruleset::R2013;
    for (int seat = 0; seat < players; ++seat)
        record.players.append({names[(seat + static_cast<int>(seed)) % names.size()], static_cast<af::Color>(seat)});
    af::GameState state = record.start();
    af::Rng rng(seed);
    while (const std::optional<af::Action> action = af::randomAction(state, rng)) {
        af::apply(state, *action);
        record.actions.push_back(*action);
    }
    return record;
}

} // namespace afhistory::testing
