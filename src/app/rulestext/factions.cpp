// The rules reference, the Factions module: an overview and one entry per faction board, with the id the engine's
// refusals name ("faction:<id>"). In our own words; rulesreference.cpp has the notes for translators and editors.
// Every number the engine keeps in its value ledger comes from values.h through values() below, never from the
// text; the rulings behind the boards are in expansion_rulings.cpp.
#include "rulestext/rulestext.h"

#include "names.h"

#include "values.h"

#include <QCoreApplication>

#include <cstring>
#include <functional>
#include <utility>

namespace afapp::rulestext {

namespace {

using C = RulesCategory;

// The paragraph every board shares: the port and the access fee (%1).
constexpr const char *kPort = QT_TRANSLATE_NOOP("RulesReference",
    "One ship of any value docks here. Other players pay the owner an access fee of %1 to dock (X-3); the owner "
    "docks at their own board without it.");

// clang-format off
constexpr RulesEntry kEntries[] = {
    {"factions", C::Factions, QT_TRANSLATE_NOOP("RulesReference", "Factions"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "With the Factions module every player owns a faction board. It is an extra orbital facility with one "
            "docking port that anyone may use (X-4), and it gives its owner an ability of their own (X-6)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Before the alien tech cards are dealt, one board more than there are players is drawn. The last "
            "player picks first and passes the rest to the player before them, and so on to player one; the board "
            "nobody picks goes back to the box (X-7)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Docking at another player's board costs an access fee of %1, paid to that player (X-3). A value "
            "marked as our reading is a number missing from the sources we have: the app plays it as we read it "
            "(X-2)."),
    }},
    {"faction:brethren-of-the-stars", C::Factions, QT_TRANSLATE_NOOP("RulesReference", "Brethren of the Stars"), {
        kPort,
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Docking:</b> the Brethren Ship moves from the facility where it is docked to a free Lunar Mine "
            "port, and you gain %2. Not possible while the Brethren Ship is on the Maintenance Bay or the Lunar "
            "Mine, nor when the Lunar Mine is full (X-10)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Owner:</b> the owner rolls the Brethren Ship, a die without numbers, with the fleet. Raider faces: "
            "%3 of its 6; the others are blank. While it shows the raider and is not placed, the owner may once "
            "per turn hijack a docked ship, not one on the Terraforming Station, and use it this turn (X-8, X-9)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "The Brethren Ship starts on the Maintenance Bay; its owner gathers it with the fleet."),
    }},
    {"faction:corex-conglomerated", C::Factions, QT_TRANSLATE_NOOP("RulesReference", "Corex Conglomerated"), {
        kPort,
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Docking:</b> pay %2 to the supply and gain %3 for each territory you control now."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Owner:</b> at the start of each of the owner's turns, before the roll, the owner gains %4 and %5 "
            "more for each territory they control (X-11)."),
    }},
    {"faction:dark-space-explorers", C::Factions, QT_TRANSLATE_NOOP("RulesReference", "Dark Space Explorers"), {
        kPort,
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Docking:</b> pay %2 to the supply and take the top card of the alien tech deck; a card you already "
            "hold is discarded without its power (X-12)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Owner:</b> the owner may use %3 discard powers in a turn instead of one (X-13)."),
    }},
    {"faction:homesteaders-union", C::Factions, QT_TRANSLATE_NOOP("RulesReference", "Homesteaders Union"), {
        kPort,
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Docking:</b> your colony on the Colonist Hub advances one circle, or a new one starts on circle 1, "
            "without taking a Hub port (X-14)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Owner:</b> the owner launches colonies from circle %2 of the Colonist Hub instead of circle 7."),
    }},
    {"faction:mercurys-angels", C::Factions, QT_TRANSLATE_NOOP("RulesReference", "Mercury's Angels"), {
        kPort,
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Docking:</b> change one of your unplaced ships to a value that none of your other unplaced ships "
            "shows (X-15)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Owner:</b> right after the roll, before anything else: if the fleet shows all different values, "
            "the owner gains %2 or %3."),
    }},
    {"faction:new-gaia-engineers", C::Factions, QT_TRANSLATE_NOOP("RulesReference", "New Gaia Engineers"), {
        kPort,
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Docking:</b> only while your ship placed this turn is on the Terraforming Station. That ship is "
            "rolled again: on 4 to 6 it goes to the Maintenance Bay instead of the stock and sits out your next "
            "turn there (X-16)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Owner:</b> when another player pays for the Terraforming Station, the %2 go to the owner instead "
            "of the supply, on that player's turn."),
    }},
    {"faction:prophets-of-the-artifact", C::Factions,
     QT_TRANSLATE_NOOP("RulesReference", "Prophets of the Artifact"), {
        kPort,
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Docking:</b> draw as many agenda cards as the docked ship's value, keep one and discard the rest."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Owner:</b> once per turn, the owner discards a face-down agenda card for a small gain."),
        QT_TRANSLATE_NOOP("RulesReference",
            "This board needs the Agendas module: it is drawn only in games played with it (X-7)."),
    }},
    {"faction:proxima-centauri-scholars", C::Factions,
     QT_TRANSLATE_NOOP("RulesReference", "Proxima Centauri Scholars"), {
        kPort,
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Docking:</b> pay %2 to the supply and move a field generator that is on the planet to another "
            "territory (X-18)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Owner:</b> once per turn, pay %3 to put a field generator from beside the board on a territory, "
            "or to take one off the planet; never to move one."),
    }},
    {"faction:scavenger-fleet", C::Factions, QT_TRANSLATE_NOOP("RulesReference", "Scavenger Fleet"), {
        kPort,
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Docking:</b> this turn you may dock two ships of different values as a pair at the Shipyard and "
            "build as usual; a free Shipyard pair is needed when you dock (X-19)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Owner:</b> a ship the owner builds, and the Relic Ship when the owner buys it, is rolled at once "
            "and used the same turn."),
    }},
    {"faction:smugglers-alliance", C::Factions, QT_TRANSLATE_NOOP("RulesReference", "Smugglers' Alliance"), {
        kPort,
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Docking:</b> only in the same move as a legal run at the Raiders' Outpost. That raid may take one "
            "alien tech card and up to 4 resources, from any opponents (X-20)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Owner:</b> the owner may bump a run at the Raiders' Outpost with any run, whatever its total."),
    }},
    {"faction:sunrise-commune", C::Factions, QT_TRANSLATE_NOOP("RulesReference", "Sunrise Commune"), {
        kPort,
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Docking:</b> pay %2 to the supply and move any player's colony to a territory with no colony on "
            "it (X-21)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Owner:</b> landing a colony on a territory with no colony at all costs the owner %3 less."),
    }},
    {"faction:terran-exchange", C::Factions, QT_TRANSLATE_NOOP("RulesReference", "Terran Exchange"), {
        kPort,
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Docking:</b> your first Orbital Market trade of the turn, made while your ship is docked here, "
            "gives %2 more (X-22)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Owner:</b> once per turn, either give an opponent one of your alien tech cards and take up to %3 "
            "from them, or give an opponent %4 and take one of their alien tech cards."),
    }},
    {"faction:uranian-syndicate", C::Factions, QT_TRANSLATE_NOOP("RulesReference", "Uranian Syndicate"), {
        kPort,
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Docking:</b> pay %2 to move one of your colonies, or %3 to move an opponent's colony, to any other "
            "territory (X-23)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Owner:</b> once per turn, the owner may use the bonus of one contested territory, with two or more "
            "colonies and nobody in control, until the end of the turn."),
    }},
    {"faction:xeno-explorations-inc", C::Factions, QT_TRANSLATE_NOOP("RulesReference", "Xeno Explorations, Inc."), {
        kPort,
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Docking:</b> move the REV to a territory bordering the one it is on, and use that territory's bonus "
            "for the rest of the turn while the REV stays there (X-24)."),
        QT_TRANSLATE_NOOP("RulesReference", "<b>Owner:</b> once per turn, pay %2 for the same move and bonus."),
        QT_TRANSLATE_NOOP("RulesReference",
            "The REV, the Remote Exploration Unit, starts on Burroughs Desert."),
    }},
};
// clang-format on

QString tr(const char *text) { return QCoreApplication::translate("RulesReference", text); }

//: A number of the rules the app had to infer (ruling X-2), e.g. "1 fuel (our reading)"
constexpr const char *kOurReading = QT_TRANSLATE_NOOP("RulesReference", "%1 (our reading)");

constexpr const af::FactionValues &v = af::kFactionValues;

af::Resources fuel(int n) { return {n, 0}; }
af::Resources ore(int n) { return {0, n}; }

} // namespace

std::span<const RulesEntry> factions() { return kEntries; }

QString known(af::Resources amount) { return afapp::amountText(amount); }
QString known(int count) { return QString::number(count); }
QString reading(const QString &value) { return QStringLiteral("<i>%1</i>").arg(tr(kOurReading).arg(value)); }
QString reading(af::Resources amount) { return reading(afapp::amountText(amount)); }
QString reading(int count) { return reading(QString::number(count)); }

QStringList values(const char *entryId) {
    // Ledger rows: shared/rules/EXPANSIONS.md, Appendix A, named in values.h.
    const std::pair<const char *, std::function<QStringList()>> kValues[] = {
        {"factions", [] { return QStringList{reading(v.fee)}; }},                                 // F1
        {"faction:brethren-of-the-stars",
         [] { return QStringList{reading(v.fee), reading(ore(v.brethrenDockOre)), reading(v.brethrenRaiderFaces)}; }},
        {"faction:corex-conglomerated",
         [] {
             return QStringList{reading(v.fee), known(v.corexDockCost), known(ore(v.corexDockOrePerTerritory)),
                                known(fuel(v.corexOwnerFuel)), known(fuel(v.corexOwnerFuelPerTerritory))};
         }},
        {"faction:dark-space-explorers",
         [] { return QStringList{reading(v.fee), reading(v.darkSpaceDockCost), known(v.darkSpaceDiscards)}; }},
        {"faction:homesteaders-union",
         [] { return QStringList{reading(v.fee), known(v.homesteadersLaunchCircle)}; }},
        {"faction:mercurys-angels",
         [] {
             return QStringList{reading(v.fee), reading(fuel(v.mercuryOwnerGain)), reading(ore(v.mercuryOwnerGain))};
         }},
        {"faction:new-gaia-engineers", [] { return QStringList{reading(v.fee), known(v.newGaiaRedirected)}; }},
        {"faction:prophets-of-the-artifact", [] { return QStringList{reading(v.fee)}; }},
        {"faction:proxima-centauri-scholars",
         [] { return QStringList{reading(v.fee), reading(v.proximaDockCost), reading(v.proximaOwnerCost)}; }},
        {"faction:scavenger-fleet", [] { return QStringList{reading(v.fee)}; }},
        {"faction:smugglers-alliance", [] { return QStringList{reading(v.fee)}; }},
        {"faction:sunrise-commune",
         [] {
             return QStringList{reading(v.fee), reading(v.sunriseDockCost), reading(ore(v.sunriseOwnerOreDiscount))};
         }},
        {"faction:terran-exchange",
         [] {
             return QStringList{reading(v.fee), reading(ore(v.terranDockOre)), reading(ore(v.terranOwnerTakeOre)),
                                reading(ore(v.terranOwnerGiveOre))};
         }},
        {"faction:uranian-syndicate",
         [] {
             return QStringList{reading(v.fee), reading(v.uranianOwnColony), reading(v.uranianOpponentColony)};
         }},
        {"faction:xeno-explorations-inc", [] { return QStringList{reading(v.fee), reading(v.xenoOwnerCost)}; }},
        // The rulings that name the same numbers.
        {"X-3", [] { return QStringList{reading(v.fee)}; }},
        {"X-10", [] { return QStringList{reading(ore(v.brethrenDockOre))}; }},
        {"X-12", [] { return QStringList{reading(v.darkSpaceDockCost)}; }},
        {"X-15", [] { return QStringList{reading(fuel(v.mercuryOwnerGain)), reading(ore(v.mercuryOwnerGain))}; }},
        {"X-18", [] { return QStringList{reading(v.proximaDockCost), reading(v.proximaOwnerCost)}; }},
        {"X-21", [] { return QStringList{reading(v.sunriseDockCost), reading(ore(v.sunriseOwnerOreDiscount))}; }},
        {"X-22",
         [] {
             return QStringList{reading(ore(v.terranDockOre)), reading(ore(v.terranOwnerTakeOre)),
                                reading(ore(v.terranOwnerGiveOre))};
         }},
        {"X-23", [] { return QStringList{reading(v.uranianOwnColony), reading(v.uranianOpponentColony)}; }},
        {"X-24", [] { return QStringList{reading(v.xenoOwnerCost)}; }},
        // Edition X with 5 and 6 players: seat 5 is printed (S1), seat 6's ore is inferred (S2).
        {"X-57",
         [] {
             return QStringList{known(af::kSixPlayerValues.seat5Start), reading(af::kSixPlayerValues.seat6Start)};
         }},
    };
    for (const auto &[id, make] : kValues)
        if (std::strcmp(id, entryId) == 0)
            return make();
    return extraTechValues(entryId);
}

QString fillValues(const QString &paragraph, const QStringList &values) {
    if (values.isEmpty())
        return paragraph;
    QString out;
    out.reserve(paragraph.size() + 32 * values.size());
    for (qsizetype i = 0; i < paragraph.size(); ++i) {
        const QChar ch = paragraph[i];
        if (ch == QLatin1Char('%') && i + 1 < paragraph.size() && paragraph[i + 1] >= QLatin1Char('1') &&
            paragraph[i + 1] <= QLatin1Char('9')) {
            const int n = paragraph[i + 1].digitValue();
            if (n <= values.size()) {
                out += values[n - 1];
                ++i;
                continue;
            }
        }
        out += ch;
    }
    return out;
}

} // namespace afapp::rulestext
