// A ship and a seat's colour as the views show them; shared by the board (ports, the Relic Ship) and the turn (the
// active player's fleet).
#pragma once

#include "record/record.h"

#include <QString>
#include <QVariantMap>

namespace afapp {

// The colour id of a seat; empty for no seat (e.g. a territory nobody controls).
QString colorIdOf(const af::GameState &state, int seat);
// {name, number, seat, color, relic, value, place, facility, user, userColor}
QVariantMap shipView(const af::GameState &state, const afrecord::Seats &seats, int ship);

} // namespace afapp
