// Rejections in words: a translatable template for every af::Reason, with the engine's placeholders {0} {1} {2},
// and the arguments rendered as translated names (facilities, territories, cards, fields, players, ships).
#pragma once

#include "rejection.h"
#include "state.h"
#include "validate.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace afapp {

// The untranslated template (the source text given to translators); nullptr for a reason without one.
const char *reasonSourceText(af::Reason reason);
// The template in the current language, placeholders not yet filled; `count` chooses the plural form (and fills %n)
// of a reason with a Count argument.
QString reasonTemplate(af::Reason reason, int count = -1);
// Which argument of the reason is a Count (passed as %n), if any.
std::optional<int> countArgument(af::Reason reason);

// Everything needed to render arguments: the state the action was tried on, and what to call each seat.
struct MessageContext {
    const af::GameState *state = nullptr;
    QStringList playerNames; // by seat, as entered; an empty name falls back to the colour
};

// A ship as players call it: "Alice's ship 2 (4)", "the Relic Ship (3)"; a player by name (isolated as
// bidirectional text, see playerCalled) or colour.
QString shipLabel(const MessageContext &context, int ship);
QString playerLabel(const MessageContext &context, int seat);

struct Message {
    QString text;      // the sentence, in the current language
    QString reasonId;  // the engine's stable id, e.g. "ports-full"
    QString ruleId;    // rules-reference entry, e.g. "R-12" or "lunar-mine"
    QString ruleTitle; // its title in the current language, e.g. "Ruling R-12" or "Lunar Mine"
};

Message describeRejection(const af::Rejection &rejection, const MessageContext &context);

// A problem validateState found in a position, in the current language (context "StateProblem").
QString describeStateProblem(const af::StateProblem &problem);

// The modules of `modules` the app has no screens for (the outer belt). The engine may still refuse the others.
af::ModuleSet modulesTheAppCannotPlay(af::ModuleSet modules);
// Why the app refuses a game played with such modules: the modules are named by their ids, and the command-line
// referee is pointed to.
QString modulesNotPlayable(af::ModuleSet modules);
// The engine's templates this file has a translatable text for (the tests compare with af::stateProblemTexts()).
QStringList stateProblemSourceTexts();

} // namespace afapp
