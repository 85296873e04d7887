// The AI's actions as the table sees them: a sentence, what to light on the board, and in one line what they gain.
// Shared by the hint and the bot seats.
#pragma once

#include "action.h"
#include "state.h"

#include <QString>
#include <QStringList>
#include <QVariantMap>

namespace afapp {

// {text, action (the record's JSON), ships (the ship ids it moves), facility, territory (ids, or empty)}.
QVariantMap suggestedMove(const af::GameState &before, const af::Action &action, const QStringList &playerNames);

// What the moves from `before` to `after` gain `seat`, in one line: "+1 VP; Alice: −3 ore, a colony on Lem Badlands;
// outlook 64%". `outlook` is the search's estimate for the seat after the first move, 0 to 1.
QString suggestionReason(const af::GameState &before, const af::GameState &after, int seat, double outlook,
                         const QStringList &playerNames);

} // namespace afapp
