// The rules reference's text, one file per part (in the order the reference shows them). Only rulesreference.cpp
// reads these; everything else goes through afapp::rulesEntries().
#pragma once

#include "rulesreference.h"

#include "rules_data.h"

#include <QStringList>

#include <span>

namespace afapp::rulestext {

std::span<const RulesEntry> basics();    // aim, setup, turn, colonies, scoring, the end, the supply
std::span<const RulesEntry> board();     // orbital facilities, territories, field generators
std::span<const RulesEntry> alientech(); // alien tech cards and the Relic Ship
std::span<const RulesEntry> extratech(); // the extra alien tech module and its 35 cards
std::span<const RulesEntry> factions();  // the factions module and its 14 boards
std::span<const RulesEntry> agendas();   // the agendas module and its 43 cards
std::span<const RulesEntry> rulings();          // rulings R-1 to R-28 (the base game)
std::span<const RulesEntry> expansionRulings(); // rulings X-2 to X-58 (the expansions)
std::span<const RulesEntry> rulesets();         // the three rulesets, the expansions

// The engine's values an entry's paragraphs show as %1, %2 ...: already worded ("1 fuel"), and marked as our
// reading where the value ledger (values.h) only infers them. Empty for entries without values.
QStringList values(const char *entryId);
QStringList extraTechValues(const char *entryId); // values() of the extra alien tech cards
// A value the sources give, and one the ledger marks C (count known, kind inferred) or I (inferred): shown marked
// as our reading, e.g. "<i>1 fuel (our reading)</i>".
QString known(af::Resources amount);
QString known(int count);
QString reading(const QString &value);
QString reading(af::Resources amount);
QString reading(int count);
// `paragraph` with each %1..%9 replaced by values[0..8] (left as it is where there is no such value).
QString fillValues(const QString &paragraph, const QStringList &values);

} // namespace afapp::rulestext
