// The rules reference's text, one file per part (in the order the reference shows them). Only rulesreference.cpp
// reads these; everything else goes through afapp::rulesEntries().
#pragma once

#include "rulesreference.h"

#include <span>

namespace afapp::rulestext {

std::span<const RulesEntry> basics();    // aim, setup, turn, colonies, scoring, the end, the supply
std::span<const RulesEntry> board();     // orbital facilities, territories, field generators
std::span<const RulesEntry> alientech(); // alien tech cards and the Relic Ship
std::span<const RulesEntry> rulings();   // rulings and X-rulings, rulesets, expansions

} // namespace afapp::rulestext
