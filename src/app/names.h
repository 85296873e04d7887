// Translated names and short help texts for everything the game names: facilities, territories, field generators,
// alien tech cards, colours, resources, stages and rule references. One table per kind, each entry marked with
// QT_TRANSLATE_NOOP so that lupdate finds it; the engine keeps only ids and English names for the CLI.
#pragma once

#include "modules/modules.h"
#include "rules_data.h"

#include "types.h"

#include <QString>

namespace afapp {

QString facilityName(af::Facility facility);
QString territoryName(af::Territory territory);
QString fieldName(af::Field field);
QString cardName(af::Card card);
QString colorName(af::Color color);
// What a player is called in the app's sentences and labels: their name, trimmed and isolated as bidirectional
// text, or their colour when they gave none. Every player name the app shows comes through here.
QString playerCalled(const QString &name, af::Color color);
// `name` isolated as bidirectional text (U+2068 FIRST STRONG ISOLATE ... U+2069 POP DIRECTIONAL ISOLATE): a
// right-to-left name, or one with a direction override such as U+202E, keeps its own direction inside and leaves
// the order of the words around it alone.
QString isolatedName(const QString &name);
// A composed sentence with a name that ends in a full stop ("the Auto Pilot A.I.", a player called "Bob Jr.") right
// before the sentence's own: the two stops become one ("A.I.." gives "A.I."). An ellipsis stays as written.
QString singleFullStops(const QString &text);
QString resourceName(af::Resource resource);
// An amount such as "1 fuel" or "2 fuel, 1 ore"; empty for nothing.
QString amountText(af::Resources amount);
QString rulesetName(af::Ruleset ruleset);
// What the game is waiting for in a stage, as the end of "the game is waiting for ..." ("the roll").
QString stagePhrase(int stage);
// Expansion modules (new-game page): name, one line saying what it adds, and why one cannot be chosen yet.
QString moduleName(af::Module module);
QString moduleHelp(af::Module module);
QString moduleNotPlayableYet();

// One or two sentences in our own words, for tooltips and the choice dialogs.
QString facilityHelp(af::Facility facility);
QString territoryHelp(af::Territory territory); // the bonus of controlling it
QString fieldHelp(af::Field field);
QString cardUseHelp(af::Card card);     // the fuel power, empty when the card has none
QString cardDiscardHelp(af::Card card); // the discard power, empty when the card has none
QString cardPassiveHelp(af::Card card); // what holding it does, empty when nothing

// The title of a rules-reference entry named by a rejection's rule id: a facility, territory, card or field id
// gives its name, "R-12" gives "Ruling R-12", section ids give the section's title; unknown ids come back as is.
QString ruleTitle(const QString &ruleId);

} // namespace afapp
