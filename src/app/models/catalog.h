// The catalogue of everything the game names, for the pages that list them (the new-game page, the position
// editor, the choice dialogs): facilities, territories, field generators, cards, colours and rulesets with their
// translated names and help, and id -> name maps of each.
#pragma once

#include <QVariant>

namespace afapp {

QVariant catalog();

} // namespace afapp
