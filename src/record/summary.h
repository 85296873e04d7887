// The state summary printed by the CLI (text or JSON) — documented in README and src/record/record-format.md.
#pragma once

#include "record.h"

#include <QJsonObject>
#include <QString>

namespace afrecord {

QJsonObject summaryJson(const GameRecord &record, const af::GameState &state);
QString summaryText(const GameRecord &record, const af::GameState &state);

// The English text of an action, for logs and the CLI ("red docks red-1 (4), red-2 (6) at the Lunar Mine").
QString describeAction(const Seats &seats, const af::Action &action);

} // namespace afrecord
