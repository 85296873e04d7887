// The agendas module in positions (src/record/record-format.md, "agendas"): where every agenda card of the game is,
// the seats' hands, the reveal windows, the discard after a draw and this turn's Orbital Market pairs (engine:
// agendas/agenda_types.h, AgendaState).
#pragma once

#include "record.h"

namespace afrecord {

QJsonObject agendasToJson(const Seats &seats, const af::GameState &state);
// Reads the "agendas" object into `state` (whose players are already read); a failure is recorded in `r` with its
// path: an unknown agenda id, a card in two places, a count out of range, a colour or ship not in the game.
void agendasFromJson(JsonReader &r, const Seats &seats, const QJsonValue &value, const QString &path,
                     af::GameState &state);

} // namespace afrecord
