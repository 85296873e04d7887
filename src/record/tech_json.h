// The extra-tech module in positions (src/record/record-format.md, "Extra-tech module"): the cards out of the game
// and what the active player's extra cards granted or remember this turn (engine: modules/tech_types.h).
#pragma once

#include "record.h"

namespace afrecord {

QJsonObject techToJson(const Seats &seats, const af::GameState &state);
// Reads the "extraTech" object into `state` (whose players and ships are already read); a failure is recorded in `r`.
void techFromJson(JsonReader &r, const Seats &seats, const QJsonValue &value, const QString &path, af::GameState &state);

} // namespace afrecord
