// The game log in plain sentences: what was done, taken from the action, and what it changed, taken from the
// states before and after it (resources, colonies, control, cards, ships, fields, the Relic Ship).
#pragma once

#include "messages.h"

#include "action.h"
#include "state.h"

#include <QString>

namespace afapp {

// One log entry, e.g. "Alice docks 5, 5 and 5 at the Colony Constructor and lands a colony on Lem Badlands. —
// Alice: −3 ore, a colony on Lem Badlands, now controls Lem Badlands". Ship values are read from `before`.
QString describeAction(const af::GameState &before, const af::Action &action, const af::GameState &after,
                       const QStringList &playerNames);

// The action's sentence alone, before it is played ("Alice docks 5, 5 and 5 at the Colony Constructor and lands a
// colony on Lem Badlands."): the AI's suggestions and the bot's moves are described with it.
QString describeMove(const af::GameState &before, const af::Action &action, const QStringList &playerNames);

// What changed between two states, per player and on the board, as the log's second half says it
// ("Alice: −3 ore, a colony on Lem Badlands, now controls Lem Badlands").
QStringList describeChanges(const af::GameState &before, const af::GameState &after, const QStringList &playerNames);

} // namespace afapp
