// The rules reference, the rulings of the base game (the expansions' X-rulings are in
// expansion_rulings.cpp, the rulesets in rulesets.cpp). In our own words; rulesreference.cpp has the notes for
// translators and editors. Every string is translated with the context "RulesReference".
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
};
// clang-format on

} // namespace

std::span<const RulesEntry> rulings() { return kEntries; }

} // namespace afapp::rulestext
