// The rules reference, the rulesets the app knows and the expansions, in our own words. rulesreference.cpp has the
// notes for translators and editors. Every string is translated with the context "RulesReference".
#include "rulestext/rulestext.h"

#include <QCoreApplication>

namespace afapp::rulestext {

namespace {

using C = RulesCategory;

// clang-format off
constexpr RulesEntry kEntries[] = {
    // ------------------------------------------------------------------------------------------------ Rulesets
    {"rulesets", C::Rulesets, QT_TRANSLATE_NOOP("RulesReference", "Rulesets"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "The app knows three versions of the base game's rules. You pick one when you start a game, and it stays "
            "for the whole game. The default is the 2013 rulebook."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>2013</b> follows the 2013 rulebook. <b>First edition</b> follows the older, first-print wording. "
            "<b>Edition X</b> follows the base game of Edition X; its expansions are not supported yet."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Everything not listed in the entries for each ruleset is the same in all three."),
    }},
    {"ruleset-2013", C::Rulesets, QT_TRANSLATE_NOOP("RulesReference", "2013 rules (default)"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "For 2 to 4 players. The deck has 24 cards: one Alien City, one Alien Monument and two each of the other "
            "eleven cards, Mind Control Helmet included."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Ships on the Maintenance Bay cannot be moved or removed by alien tech (Orbital Teleporter, Mind Control "
            "Helmet, either Plasma Cannon power)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Raiders' Outpost: a new run must add up to more than the ships still docked there, and you may bump your "
            "own run."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Asimov Crater: 1 extra circle once per turn, in a turn in which you dock 2 or more ships at the Hub."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Plasma Cannon discard: the owner must keep at least 3 ships of their colour for their next turn (a ship "
            "on the Terraforming Station counts as lost; the Relic Ship is not counted)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Terraforming Station: at least 3 ships of your colour must remain. The Booster Pod and the Stasis Beam "
            "cannot take a value past 6 or below 1. A card used this turn cannot be discarded this turn. A duplicate "
            "card cannot be claimed; a stolen duplicate is discarded. Ties: cards, then ore, then fuel."),
    }},
    {"ruleset-first-edition", C::Rulesets, QT_TRANSLATE_NOOP("RulesReference", "First edition rules"), {
        QT_TRANSLATE_NOOP("RulesReference", "As the 2013 rules, with these differences."),
        QT_TRANSLATE_NOOP("RulesReference", "The deck has 22 cards: there is no Mind Control Helmet."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Ships on the Maintenance Bay have no protection from alien tech: the Plasma Cannon's discard power can "
            "send one to the stock."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Raiders' Outpost: a new run must be higher than the ships docked there (the app compares totals), and "
            "you cannot bump your own run."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Asimov Crater: 1 extra circle each time you dock more than one ship at the Hub in one go, so possibly "
            "more than once in a turn."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Plasma Cannon discard: the owner must have more than 3 ships of their colour in play (the Relic Ship is "
            "not counted)."),
    }},
    {"ruleset-edition-x", C::Rulesets, QT_TRANSLATE_NOOP("RulesReference", "Edition X rules (base game)"), {
        QT_TRANSLATE_NOOP("RulesReference", "As the 2013 rules, with these differences."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Terraforming Station: at least 2 ships of your colour must remain, instead of 3."),
        QT_TRANSLATE_NOOP("RulesReference",
            "The Booster Pod on a 6 or the Stasis Beam on a 1 may be used: you pay, and the value stays as it is."),
        QT_TRANSLATE_NOOP("RulesReference",
            "The Mind Control Helmet may not move a ship onto the Maintenance Bay either. A duplicate card that "
            "reaches you is discarded without its discard power; as in 2013, you cannot claim a card you hold."),
        QT_TRANSLATE_NOOP("RulesReference", "The long game gives every player 8 colonies at any player count."),
        QT_TRANSLATE_NOOP("RulesReference",
            "The app uses the 24 base cards. Edition X also seats 5 or 6 players, with purple and white pieces and a "
            "shared Colonist Hub (X-57, X-58). Its extra cards are not supported yet."),
    }},
    {"expansions", C::Rulesets, QT_TRANSLATE_NOOP("RulesReference", "Expansions"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "The app plays the Factions and Agendas modules with every ruleset, alone or together (see Factions "
            "and Agendas). The extra alien tech cards are in preparation: their rules are in this reference, but "
            "the app still refuses them with \"not supported yet\". The Outer Belt is not supported. Games for 5 "
            "or 6 players use the Edition X rules (X-57, X-58)."),
    }},
};
// clang-format on

} // namespace

std::span<const RulesEntry> rulesets() { return kEntries; }

} // namespace afapp::rulestext
