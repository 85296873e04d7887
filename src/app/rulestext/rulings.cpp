// The rules reference, the rulings (the project's and the Edition X X-rulings), the rulesets and the
// expansions. In our own words; rulesreference.cpp has the notes for translators and editors. Every string is
// translated with the context "RulesReference".
#include "rulestext/rulestext.h"

#include <QCoreApplication>

namespace afapp::rulestext {

namespace {

using C = RulesCategory;

// clang-format off
constexpr RulesEntry kEntries[] = {
    // ------------------------------------------------------------------------------------------------ Rulings
    {"rulings", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "About our rulings"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "The rulebooks leave some situations open. The rulings R-1 to R-28 are the answers this app applies, so "
            "that every game is refereed the same way. A refusal that rests on a ruling links to it."),
        QT_TRANSLATE_NOOP("RulesReference",
            "If your group plays a point differently, agree on it at the table; the app follows these rulings."),
    }},
    {"R-1", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "R-1: Dock if you can"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Whether a ship may go to the Maintenance Bay is decided ship by ship, when you send it there. It may go "
            "only if, in the game as it stands, it cannot legally dock at any facility: no free port that takes it, "
            "no unplaced ships to complete the pair, set of three or run it needs, or a cost you cannot pay now."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Alien tech you might still use does not count: you never have to play a card to make a docking possible."),
        QT_TRANSLATE_NOOP("RulesReference",
            "You choose the order of your dockings and do not have to dock as many ships as possible. When the app "
            "refuses, it names a facility where the ship could still dock."),
    }},
    {"R-2", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "R-2: A colony waiting on circle 7"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Once your colony reaches circle 7 of the Colonist Hub you cannot dock more ships at the Hub until you "
            "launch it."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Ships docked together in the one docking that brings it to circle 7 still count: their extra advances "
            "start your next colony if you launch at once."),
    }},
    {"R-3", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "R-3: Launching in the middle of a turn"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "You may launch a colony from circle 7 at any moment of your turn and then go on docking at the Hub: the "
            "next ship starts a new colony on circle 1."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Your track still has only 3 ports, so your ships already docked there this turn leave that many fewer "
            "for the new colony."),
    }},
    {"R-4", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "R-4: Shipyard price"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "The new ship's number is the count of ships of your colour not in the stock, plus one. That count takes "
            "in ships in your fleet, docked anywhere, on the Maintenance Bay and on the Terraforming Station. The "
            "Relic Ship never counts."),
        QT_TRANSLATE_NOOP("RulesReference",
            "4th ship: 1 fuel and 1 ore. 5th: 2 and 2. 6th: 3 and 3. Herbert Valley takes 1 fuel and 1 ore off each."),
    }},
    {"R-5", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "R-5: Temporal Warper discard"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "You choose from the discard pile as it was before the Warper itself was discarded, so the Warper cannot "
            "take itself back."),
        QT_TRANSLATE_NOOP("RulesReference",
            "You cannot take a card you already hold. With an empty discard pile the discard is refused, as it would "
            "gain nothing."),
    }},
    {"R-6", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "R-6: The Resource Cache's own discard"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "When you roll as many odd as even ships and the Resource Cache is discarded, that is not your one "
            "discard of the turn: you may still use another card's discard power."),
        QT_TRANSLATE_NOOP("RulesReference",
            "It happens right after the roll, before any alien tech can change the values, and never in the turn in "
            "which you gained the card."),
    }},
    {"R-7", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "R-7: Data Crystal details"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "The cost is 1 fuel per colony on the chosen territory, whoever they belong to. Like any card, it is used "
            "at most once per turn."),
        QT_TRANSLATE_NOOP("RulesReference",
            "You cannot borrow Burroughs Desert, a territory with no colonies, or a territory with the Isolation "
            "Field."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Pohl Foothills lowers the Crystal's cost only if you already had the Pohl Foothills bonus before this "
            "use; borrowing Pohl Foothills does not make its own borrowing cheaper."),
    }},
    {"R-8", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "R-8: Bonuses are not retroactive"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "A bonus gained during a turn applies from that moment on, never to what was done before."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Van Vogt Mountains helps only if no ship of yours has docked at the Lunar Mine yet this turn. Lem "
            "Badlands adds fuel only for ships docked at the Solar Converter after you gained it. Asimov Crater gives "
            "its extra circle when a ship docks at the Hub while you hold the bonus and your Hub ships this turn are "
            "2 or more."),
    }},
    {"R-9", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "R-9: Moving a docked ship away"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "When the Orbital Teleporter or the Mind Control Helmet moves a ship away from a facility, what it "
            "already earned there stays earned: fuel, ore, a landed colony, Hub advances, a claimed card."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Effects that last only while the ship is docked stop: an Orbital Market pair that is broken allows no "
            "more trades."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Ships left at the Raiders' Outpost after one is moved or removed are bumped by a run with a higher total "
            "than theirs."),
    }},
    {"R-10", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "R-10: Holographic Decoy and raids"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "A raid for resources may take up to 4 tokens from any players except those holding the Holographic "
            "Decoy."),
        QT_TRANSLATE_NOOP("RulesReference",
            "From a Decoy holder a raid can take only the Decoy card. If the raider already holds a Decoy, the stolen "
            "one is discarded."),
    }},
    {"R-11", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "R-11: The game ends at once"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "The game ends the moment a player's last colony lands on a territory, even in the middle of a turn."),
        QT_TRANSLATE_NOOP("RulesReference",
            "No more ships are docked, no cards are used or discarded, and nobody discards down to 8. The tie-breaks "
            "use the cards, ore and fuel held at that moment."),
    }},
    {"R-12", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "R-12: Lunar Mine, one ship at a time"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Each ship is checked against the highest ship at the Mine when it docks, including ships you docked just "
            "before it."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Ships entered together are docked from the lowest to the highest. Over a docked 4, a 4 and a 6 entered "
            "together both dock; a 3 and a 6 entered together are refused, because the 3 is too low."),
    }},
    {"R-13", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "R-13: Isolation and Positron together"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "If the Isolation Field and the Positron Field share a territory, its controller still scores the point "
            "for control and the Positron point. Only the territory's bonus is lost."),
    }},
    {"R-14", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "R-14: Placing and moving field generators"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "\"Move\" means to a different territory: a discard that would leave the generator where it is is "
            "refused."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Generators may share a territory. A generator removed with the Booster Pod leaves the board; the next "
            "discard of its card places it again on any territory."),
    }},
    {"R-15", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "R-15: Polarity Device swap"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "The swap exchanges two colonies of two different players that stand on two different territories."),
        QT_TRANSLATE_NOOP("RulesReference", "It is not possible if either territory has the Repulsor Field."),
    }},
    {"R-16", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "R-16: Plasma Cannon details"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Discard power: it may target the Relic Ship whatever its holder's fleet; the Relic Ship goes back to "
            "Burroughs Desert. It may target a ship on the Terraforming Station, which goes to the stock. Under the "
            "2013 rules and Edition X it may not target a ship on the Maintenance Bay."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Fuel power: 1 fuel per ship removed, from one facility per use. Pohl Foothills takes 1 fuel off the use, "
            "not off each ship."),
    }},
    {"R-17", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "R-17: Counting your fleet for terraforming"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Count the ships of your colour that are not in the stock (in your fleet, docked anywhere or on the "
            "Maintenance Bay), without the ship you are about to lose. At least 3 must remain (2 under Edition X)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "The Relic Ship never counts, and terraforming with it costs you no ship of your colour. So under the "
            "2013 rules you need 4 or more ships of your colour to terraform with one of them."),
    }},
    {"R-18", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "R-18: A limited supply"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "By default the supply holds only the tokens in the box: 30 fuel and 20 ore. A player gains only what is "
            "left in it. A raid moves tokens between players, and payments go back to the supply."),
        QT_TRANSLATE_NOOP("RulesReference", "An option when starting a game turns the limit off."),
    }},
    {"R-19", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "R-19: Orbital Teleporter discard"), {
        QT_TRANSLATE_NOOP("RulesReference", "The discard may move any player's colony, not only your own."),
        QT_TRANSLATE_NOOP("RulesReference",
            "The Repulsor Field blocks both the territory the colony leaves and the territory it would go to."),
    }},
    {"R-20", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "R-20: A ship moved onto the Alien Artifact"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "A ship brought to the Alien Artifact by the Orbital Teleporter or the Mind Control Helmet counts toward "
            "your total for a claim and gives you one cycle, like a ship docked there directly."),
    }},
    {"R-21", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "R-21: When a raid happens"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "A raid happens once, right when your run docks at the Raiders' Outpost, and you may decline it."),
        QT_TRANSLATE_NOOP("RulesReference",
            "The run cannot raid again later in the turn, nor in later turns while it stays docked."),
    }},
    {"R-22", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "R-22: Where a colony may land"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "A colony may land on any territory without the Repulsor Field. You need no colony nearby, and it does "
            "not matter who controls the territory."),
    }},
    {"R-23", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "R-23: Alien City or Monument at setup"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "A player dealt the Alien City or the Alien Monument at setup has 1 VP before the first turn, because the "
            "score is always a snapshot of the present."),
    }},
    {"R-24", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "R-24: Buying the Relic Ship"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "You may buy the Relic Ship at any moment of your turn if you control Burroughs Desert, the Isolation "
            "Field is not on it, and the Relic Ship stands on Burroughs Desert."),
        QT_TRANSLATE_NOOP("RulesReference",
            "If you lose control of Burroughs Desert, the Relic Ship returns there at once."),
    }},
    {"R-25", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "R-25: Alien Artifact totals and cycles"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Each ship you dock at the Alien Artifact gives you one cycle, which you may use or not."),
        QT_TRANSLATE_NOOP("RulesReference",
            "A claim needs your own ships docked there this turn, since your last claim, to add up to 8 or more. "
            "Other players' ships and your ships from earlier turns do not count."),
        QT_TRANSLATE_NOOP("RulesReference",
            "A claim sets the total back to 0 and cancels the cycles you have not used. At the end of your turn both "
            "are cleared. If the draw pile runs out, the discards are shuffled into a new draw pile."),
    }},
    {"R-26", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "R-26: Discarding down to 8"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "You discard down to 8 resource tokens only at the end of your own turn, choosing which tokens to return."),
        QT_TRANSLATE_NOOP("RulesReference", "Players who are raided never discard because of it."),
    }},
    {"R-27", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "R-27: Breaking a tie"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Equal VP: the player with the most alien tech cards is ahead (the Alien City and the Alien Monument "
            "count as cards). Then the most ore, then the most fuel. Players still equal share the place."),
    }},
    {"R-28", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "R-28: Building two ships in one turn"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Two ships built in one turn are priced in order: for example the 5th ship first, then the 6th."),
        QT_TRANSLATE_NOOP("RulesReference",
            "A ship lost at the Terraforming Station this turn stays on the station until your next turn. It is not "
            "in the stock yet, so it cannot be built again this turn."),
    }},

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
            "removes that player's ships pays 1 more fuel for each such ship, on top of the card's own cost. "
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
    {"X-53", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-53: Chrono-Spike"), {
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
            "The app plays the Factions module with every ruleset (see Factions). The Agendas module and the extra "
            "alien tech cards are in preparation: their rules are in this reference, but the app still refuses "
            "them with \"not supported yet\". The Outer Belt is not supported. Games for 5 or 6 players use the "
            "Edition X rules (X-57, X-58)."),
    }},
};
// clang-format on

} // namespace

std::span<const RulesEntry> rulings() { return kEntries; }

} // namespace afapp::rulestext
