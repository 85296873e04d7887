// The rules reference, the rulings X-n of the expansions (shared/rules/EXPANSIONS.md), in our own words.
// rulesreference.cpp has the notes for translators and editors. Every string is translated with the context
// "RulesReference".
#include "rulestext/rulestext.h"

#include <QCoreApplication>

namespace afapp::rulestext {

namespace {

using C = RulesCategory;

// clang-format off
constexpr RulesEntry kEntries[] = {
    // Rulings of the factions module (shared/rules/EXPANSIONS.md). Numbers of the value ledger are %1, %2 ...,
    // filled from values.h by rulestext::values() (factions.cpp).
    {"X-2", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-2: Our reading of missing numbers"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Some numbers of the expansions are missing from the sources we have: a symbol was lost, or only how "
            "many survived, not of what. The app plays its best reading of each and marks it \"our reading\" "
            "wherever this reference shows it."),
        QT_TRANSLATE_NOOP("RulesReference",
            "All these numbers sit in one table of the app, so a better source changes that table and nothing "
            "else."),
    }},
    {"X-3", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-3: The faction access fee"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Docking at another player's faction board costs an access fee of %1, paid to the board's owner "
            "together with any other cost of that board; if you cannot pay both, you cannot dock there. The owner"
            " docks at their own board without the fee."),
    }},
    {"X-4", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-4: Faction boards are orbital facilities"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Each faction board has one docking port for one ship of any value. It counts as an orbital facility "
            "for every rule and card: the Plasma Cannon, the Orbital Teleporter and the Mind Control Helmet reach"
            " it, and a ship that could dock there must not go to the Maintenance Bay."),
    }},
    {"X-5", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-5: Ships moved onto a faction board"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "A ship that an alien tech card moves onto a faction board, with the Orbital Teleporter or the Mind "
            "Control Helmet, uses the board's docking ability. The player whose turn it is pays the access fee, "
            "unless they own the board, and any other cost of the board."),
    }},
    {"X-6", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-6: Owner abilities"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "A faction's owner ability belongs to the owner alone and is used on the owner's own turn. Abilities "
            "marked once per turn can be used once each turn; the others always apply."),
    }},
    {"X-7", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-7: The faction draft"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Before the deal, one more faction board than there are players is drawn. The last player keeps one "
            "and passes the rest to the player before them, and so on up to player one, who chooses between the "
            "last two boards; the board left over goes back to the box. Prophets of the Artifact needs the "
            "agendas, which the app does not play yet, so it is never drawn."),
    }},
    {"X-8", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-8: The Brethren Ship"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "The Brethren of the Stars' die has raider and blank faces and no value: it counts 0 in every sum and "
            "is not one of its owner's ships for any count. It starts on the Maintenance Bay; its owner gathers it"
            " with the fleet and rolls it with the fleet. A blank face sends it to the Maintenance Bay until the "
            "owner's next turn, and so does a raider face not used by the end of the turn. Whatever would send it "
            "to the stock sends it to the Maintenance Bay."),
    }},
    {"X-9", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-9: The Brethren hijack"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Once per turn, while the Brethren Ship shows its raider face and is not placed, its owner may hijack "
            "any docked ship except one on the Terraforming Station, the Maintenance Bay and the owner's own ships"
            " included. The Brethren Ship takes that ship's place; the ship is rolled and used as one of the "
            "owner's unplaced ships this turn, but never at the Terraforming Station. Its real owner gathers it "
            "at the start of their next turn."),
    }},
    {"X-10", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-10: Docking at Brethren of the Stars"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Docking moves the Brethren Ship to a free Lunar Mine port and gives you %1. It is possible only "
            "while the Brethren Ship is docked at a facility other than the Maintenance Bay and the Lunar Mine, "
            "and while the Lunar Mine has a free port."),
    }},
    {"X-57", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-57: Seats 5 and 6"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Games for 5 or 6 players use the Edition X rules and its purple and white pieces. Each player has 6 "
            "colonies (8 in the long game). Seat 5 starts with %1, seat 6 with %2: the sources we have break off "
            "before seat 6's ore. Every docking port of the board is open."),
    }},
    {"X-58", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-58: The Colonist Hub with 5 or 6 players"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "With 5 or 6 players the Hub's 12 ports are shared: a ship may use any free port, but each player has "
            "at most 3 ships there and 1 colony on it. All 12 ports taken: nobody else docks there."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Colonies do not own a track. The ships you dock in one go move your colony together, and only the "
            "circle where it stops must be free: if another colony stands there, yours takes the same circle on "
            "another track. If that circle is taken on all 4 tracks, dock a different number of ships. A new "
            "colony starts on the circle of the number of ships docked (plus Asimov Crater's bonus)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "When every track's launch circle is taken, the advance that would reach it launches your colony at "
            "once: pay 1 fuel and 1 ore and land it on the territory you choose with the docking."),
    }},
    {"X-11", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-11: Corex income"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Corex Conglomerated's income comes at the start of its owner's turn, after the ship on the "
            "Terraforming Station comes back and before the roll; it counts the territories controlled at that "
            "moment. Docking there without any territory is allowed and gains nothing."),
    }},
    {"X-12", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-12: Dark Space Explorers"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Docking costs %1. When the alien tech deck is empty, the discards are shuffled first. The card drawn "
            "may be used at once, and a card worth victory points counts at once."),
    }},
    {"X-13", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-13: How many discard powers"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Each player may use one discard power per turn; the owner of Dark Space Explorers may use two. The "
            "Resource Cache's own discard does not count (R-6)."),
    }},
    {"X-14", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-14: Homesteaders Union"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Docking at Homesteaders Union advances your Colonist Hub colony one circle, or starts one on circle "
            "1. It is not a Hub ship, and it is refused while your colony waits on the launch circle. The owner "
            "launches from circle 6 instead of 7."),
    }},
    {"X-15", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-15: Mercury's Angels"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Docking changes one of your unplaced ships to a value no other unplaced ship of yours shows. The "
            "owner gains %1 or %2 when the fleet roll shows all different values, right after the roll and"
            " before anything else."),
    }},
    {"X-16", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-16: New Gaia Engineers"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Docking is allowed only with your own ship on the Terraforming Station this turn: that ship is "
            "rolled again. On 4 to 6 it goes to the Maintenance Bay instead of the stock and sits out its owner's"
            " next turn there, also when a Plasma Cannon hits it. Other players pay the Terraforming Station's "
            "price to the owner."),
    }},
    {"X-18", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-18: Proxima Centauri Scholars"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Docking costs %1 and moves a field generator already on the planet to another territory. Once "
            "per turn the owner may pay %2 to place a field generator from beside the board, or to take one "
            "off the planet, but never to move one."),
    }},
    {"X-19", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-19: Scavenger Fleet"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "After docking at Scavenger Fleet, you may dock one pair of different values at the Shipyard this "
            "turn and build as usual; a free pair of Shipyard ports is needed when you dock. The owner's newly "
            "built ships, and the Relic Ship when the owner buys it, are rolled at once and used this turn."),
    }},
    {"X-20", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-20: Smugglers' Alliance"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "A ship docks at the Smugglers' Alliance only together with a run docked at the Raiders' Outpost in "
            "the same move. The raid may then take an alien tech card and up to 4 resources, from any opponents; "
            "the card is taken first, so a Holographic Decoy taken no longer protects its former holder. The "
            "owner can bump a run at the Outpost with any run."),
    }},
    {"X-21", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-21: Sunrise Commune"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Docking costs %1 and moves any one colony to a territory with no colony on it; the Repulsor "
            "Field blocks both ends. The owner pays %2 less to land a colony on a territory with no colony at "
            "all."),
    }},
    {"X-22", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-22: Terran Exchange"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Docking adds %1 to your first Orbital Market trade of the turn, if it is made while your ship is "
            "docked there. Once per turn the owner may give an opponent one of their alien tech cards and take up"
            " to %2 from them, or give an opponent %3 and take one of their alien tech cards; the "
            "Holographic Decoy does not prevent it."),
    }},
    {"X-23", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-23: Uranian Syndicate"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Docking moves one of your colonies for %1, or an opponent's colony for %2, to any other "
            "territory; the Repulsor Field blocks both ends. Once per turn the owner may use the bonus of a "
            "contested territory, one with two or more colonies and no controller, until the end of the turn; not"
            " Burroughs Desert and not a territory under the Isolation Field."),
    }},
    {"X-24", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-24: Xeno Explorations and the REV"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Docking moves the REV to a bordering territory, and you use that territory's bonus as if you "
            "controlled it for the rest of the turn, while the REV stays there. The Repulsor Field keeps the REV "
            "from entering or leaving; under the Isolation Field and on Burroughs Desert there is no bonus. Once "
            "per turn the owner may pay %1 for the same move."),
    }},

    // Rulings of the Agendas module (shared/rules/EXPANSIONS.md; the module is not open to users yet).
    {"X-25", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-25: When to reveal an in-game side"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "You may reveal a card's in-game side at the moment its goal comes true, on any player's turn, before "
            "the next action; the app offers the reveal after each action. A moment missed is gone: it comes back "
            "only if a later event makes the goal true again."),
    }},
    {"X-26", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-26: What one turn counts"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "A goal \"in one turn\" counts the whole current turn, even what happened before you drew the card, "
            "but you must hold the card face down when the event that meets the goal happens. Cards drawn by that "
            "very event count (agenda 16). Gains are counted before any spending."),
    }},
    {"X-27", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-27: The agenda limit"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Over the limit you discard face-down agenda cards of your choice at once. Losing the Multiverse Window "
            "with more than 3 cards, you discard face-down ones down to 3; revealed cards always stay, even if "
            "that leaves you more than 3."),
    }},
    {"X-28", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-28: Agendas at the end of the game"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "After the landing that ends the game (R-11), every player reveals the face-down cards whose end-game "
            "side holds. Every side is judged on the final state before anybody reveals, so the order of the "
            "reveals does not matter."),
    }},
    {"X-29", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-29: Ties with agendas"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "With the Agendas module a tie goes first to the player with more revealed agenda cards; a card scored "
            "through the Oracle Engine counts once. Then the usual order follows (R-27)."),
    }},
    {"X-30", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-30: A natural roll"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Agendas 1, 3 and 20 look at your ships as rolled, before any alien tech changes them: a roll shaped by "
            "the Infinity Mirror or the Chrono-Spike does not count. For the Probability Focus an Infinity Mirror "
            "roll does count, as it replaces the roll; a Chrono-Spike re-roll never does."),
    }},
    {"X-31", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-31: A group of colonies"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "For agenda 21, a group is a set of territories each holding a colony of yours, linked through "
            "bordering territories. Count your colonies in your largest group and compare that number with each "
            "opponent's largest group."),
    }},
    {"X-32", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-32: A foiled raid"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "When agenda 24 is revealed against a raid, the part of the raid aimed at you, resources or a card, is "
            "cancelled and cannot be turned on anyone else. The rest of the raid goes on, and the ships stay "
            "docked."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Our reading of \"cancelled\": a card given back comes back as it was taken. Generators the Field "
            "Amplifier stretched over a border straddle it again, colonies the raider landed from the Gravitron "
            "Shunt go back onto the card, the Auto Pilot A.I.'s ship comes back from the Maintenance Bay onto the "
            "card, and tokens the raid sent to the supply return to the card."),
    }},
    {"X-33", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-33: Cards left out at setup"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Without the Factions module, agendas 33, 34, 35 and 37 leave the deck; with it, 34 and 35 leave when "
            "nobody took Xeno Explorations, Inc., and 37 when nobody took Brethren of the Stars. Without the extra "
            "alien tech, agendas 28 to 32, 36 and 38 to 42 leave; without the Outer Belt, agenda 43."),
        QT_TRANSLATE_NOOP("RulesReference",
            "An agenda that names an alien tech card out of the deck leaves too, and without the Agendas module "
            "the Multiverse Window and the Oracle Engine stay in the box."),
    }},

    // Rulings of the extra alien tech cards (shared/rules/EXPANSIONS.md; the module is not open to users yet).
    {"X-34", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-34: The 36th card"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "The guide counts 36 extra cards but describes only 35. A few other names turn up in the Edition X "
            "summary, none of which can be matched with certainty, so the app plays the 35 known cards and keeps "
            "a place for the 36th without guessing what it is."),
    }},
    {"X-35", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-35: Fleet Interlink"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "The two texts of this card disagree. The app adds 1 to each of your unplaced ships and turns a 6 into "
            "a 1: every other card that changes values acts on unplaced ships, and a 7 would mean nothing at "
            "several facilities."),
    }},
    {"X-36", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-36: Ship values"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Ship values always stay from 1 to 6. They wrap around only where a card says so (Fleet Interlink, "
            "Suppression Matrix); the Booster Pod and the Stasis Beam keep the ruleset's behaviour, and the "
            "Experimental FTL Drive sets a value from 1 to 6."),
    }},
    {"X-37", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-37: Pohl Foothills and card costs"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "The Pohl Foothills bonus takes 1 fuel off each use of a card's own fuel cost, once per use and not "
            "per ship. It applies again to a second use through the Oscillation Capacitor, and to both costs of "
            "the Tele-Operator. It does not reduce the Deflector Shield's extra fuel, what you put on the "
            "Probability Focus or the Null-Time Vault, the Gravitron Shunt's release, or ore costs."),
    }},
    {"X-38", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-38: Field generators first"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Field generators win over card powers. No card moves a colony into or out of a territory under the "
            "Repulsor Field, and the REV can neither enter nor leave it. The Isolation Field cancels bonuses but "
            "not VP. A generator stretched by the Field Amplifier is in both territories for every rule."),
    }},
    {"X-39", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-39: Borrowed ships"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "A ship taken with the Astrogation Servo, the Infiltration A.I., a Brethren hijack or the Alien "
            "Sarcophagus is your unplaced ship this turn: it counts in your Alien Artifact total, pairs and runs. "
            "It never goes to the Terraforming Station (except the Sarcophagus's Relic Ship), and it is not yours "
            "for fleet size or for cards that return ships. Its owner gathers it at the start of their next turn."),
    }},
    {"X-40", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-40: Auto Pilot A.I."), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Putting the ship on the card is the card's use for that turn. From then on the holder gains %1 or "
            "%2, as they choose, at the start of every player's turn, before that player rolls; this may take the "
            "holder above 8, but only the active player discards. The ship still counts as a ship of its colour. "
            "When the card leaves its holder in any way, the ship goes to the Maintenance Bay."),
    }},
    {"X-41", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-41: Gravitron Shunt"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Any colony may be taken, yours included, unless the Magnetic Lockdown or the Repulsor Field protects "
            "it. On the card the colony still scores but controls nothing. Its owner lands it again on their own "
            "turn, on any territory without the Repulsor Field. If the card is raided, the raider places the "
            "colony; if the Oscillation Capacitor discards it, the colony's owner places it at once, for free."),
    }},
    {"X-42", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-42: Chameleon Cloak"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "You replace a group that meets the facility's requirement by itself, value for value: a pair at the "
            "Shipyard or the Orbital Market, three at the Colony Constructor, the whole run at the Raiders' "
            "Outpost, any number at a facility that takes single ships. Never at the Terraforming Station. At a "
            "faction board you pay the fee."),
    }},
    {"X-43", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-43: Superconducting Grapple"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Only at a facility whose usable ports are all taken; every other requirement of the facility still "
            "applies, the Lunar Mine's highest value included. At the Raiders' Outpost a full run may grapple "
            "without bumping, and raids. Never at the Terraforming Station, the Colonist Hub or the Maintenance "
            "Bay. Grappled ships count as docked there."),
    }},
    {"X-44", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-44: Deflector Shield"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "While a player holds the Deflector Shield, anyone else whose alien tech card moves, changes or "
            "removes that player's ships pays %1 more for each such ship, on top of the card's own cost. "
            "Pohl Foothills does not reduce this extra fuel, and faction abilities do not pay it."),
    }},
    {"X-45", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-45: Infinity Mirror"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "The paid power replaces the roll of your fleet; the Brethren Ship is rolled as usual. The discard "
            "makes every ship docked at a facility show 1, but not those in the Maintenance Bay; later Lunar Mine "
            "and bump checks use the new values, and benefits already taken stay."),
    }},
    {"X-46", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-46: Returning ships to the stock"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Cards that return ships to the stock take only unplaced ships of your own colour, never the Relic "
            "Ship or a borrowed ship. The Nano-Recycler may not leave you with fewer ships of your colour than the "
            "Terraforming Station allows under the chosen rules. The Shipbreaker Drone needs 5 or 6 ships of your "
            "colour in play and pays each ship's Shipyard price, without the Herbert Valley discount."),
    }},
    {"X-47", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-47: Experimental FTL Drive"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "The token comes from the fuel supply, not from you. The discard when the last token arrives happens "
            "by itself and does not use up your discard for the turn; the card has no other discard. The tokens "
            "stay on the card if it is taken or raided."),
    }},
    {"X-48", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-48: Magnetic Lockdown"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "The fuel paid for the Magnetic Lockdown sits on the card and is no longer yours. Until your next turn "
            "begins, no effect may move your colonies or take them off a territory, not even your own cards. When "
            "that turn begins the fuel goes back to the supply. If someone takes the card meanwhile, your "
            "colonies stay protected, and the card cannot be used again while the fuel is on it."),
    }},
    {"X-49", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-49: Tokens on cards"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Fuel and ore lying on a card (Null-Time Vault, Probability Focus, Experimental FTL Drive, Magnetic "
            "Lockdown) are not the player's: they cannot be spent, do not count towards 8, cannot be raided and do "
            "not count in ties. A Null-Time Vault discarded by another effect sends its tokens to the supply."),
    }},
    {"X-50", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-50: Oracle Engine and Multiverse Window"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "The Oracle Engine's agenda lies face up on the card. If its in-game goal is met this turn it scores "
            "2 VP and stays with you, marked: it is outside your limit but counts in ties. If not, it is discarded "
            "at the end of the turn. The Multiverse Window's discard scores 1 VP and is your discard for the turn."),
    }},
    {"X-51", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-51: Oscillation Capacitor and Tele-Operator"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "The Oscillation Capacitor uses once more a card you already used this turn, if that card's power "
            "has a fuel cost: you pay that cost again. Its discard makes another player discard one alien tech "
            "card, without that card's discard power. The Tele-Operator uses the power of a card on the Alien "
            "Artifact display as if it were yours, and you pay both costs; the card stays on display."),
    }},
    {"X-52", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-52: Colonies moved to adjacent territories"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "The Ion Fluctuator and the Seismic Detonator move colonies only to territories that border the one "
            "they leave; Burroughs Desert borders all the others. When a discard sends several colonies away, "
            "every one of them must go, and each may go to a different neighbour. No colony may leave or enter a "
            "territory under the Repulsor Field."),
    }},
    {"X-53", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-53: Discards at a set moment"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "The Bio-Integration Circuit and the Alien Sarcophagus are discarded at the start of your turn, before "
            "ships come back from the Terraforming Station and before you roll."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Once all your ships are placed, the Chrono-Spike's discard takes back one or two of your docked "
            "ships (not from the Terraforming Station or the Maintenance Bay). They are rolled again and must "
            "dock at facilities other than the ones they left; what they already gained is kept."),
    }},
    {"X-54", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-54: Solar Harvester and Retrieval Webbing"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "The Solar Harvester counts the opponents' ships at the Solar Converter at the moment you use it. The "
            "Retrieval Webbing collects what other players discard above 8 at the end of their turns; its holder "
            "checks the limit only at the end of their own turn."),
    }},
    {"X-55", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-55: Alien Sarcophagus"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "At the start of your turn, take the Relic Ship from Burroughs Desert or from the board (not from the "
            "Terraforming Station or the Maintenance Bay), roll it with your fleet and use it this turn, at the "
            "Terraforming Station too. If it came from another player's fleet, that player gathers it as usual; "
            "otherwise it goes back to Burroughs Desert at the start of your next turn."),
    }},
    {"X-56", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-56: Field Propagator"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "If the generator the die names already sits on the territory you picked, choose another territory "
            "with a colony of yours. If there is none, the fuel is spent for nothing."),
    }},
};
// clang-format on

} // namespace

std::span<const RulesEntry> expansionRulings() { return kEntries; }

} // namespace afapp::rulestext
