// The state summary printed by the CLI (text or JSON) — documented in README and src/record/record-format.md.
#pragma once

#include "record.h"

#include <QJsonObject>
#include <QString>

namespace afrecord {

QJsonObject summaryJson(const GameRecord &record, const af::GameState &state);
QString summaryText(const GameRecord &record, const af::GameState &state);

// Text from a file made safe to print on a terminal: control characters (C0, DEL, C1), the bidirectional formatting
// characters (which reorder what follows them) and the line and paragraph separators are shown as escapes ("\x1b",
// "\u202e"), and a backslash as "\\", so that an escape seen is always one made here.
QString terminalSafe(const QString &text);
// JSON text made safe for a terminal: those characters, found only inside its strings (the JSON writer already
// escapes C0), become "\uXXXX" escapes, which mean the same to any JSON reader.
QString terminalSafeJson(const QString &json);

// The English text of an action, for logs and the CLI ("red docks red-1 (4), red-2 (6) at the Lunar Mine").
QString describeAction(const Seats &seats, const af::Action &action);

} // namespace afrecord
