// The rules reference, the board: the orbital facilities, the territories of the planet and the field generators. In
// our own words; rulesreference.cpp has the notes for translators and editors. Every string is translated with the
// context "RulesReference".
#include "rulestext/rulestext.h"

#include <QCoreApplication>

namespace afapp::rulestext {

namespace {

using C = RulesCategory;

// clang-format off
constexpr RulesEntry kEntries[] = {
    // ------------------------------------------------------------------------------------------------ Facilities
    {"facilities", C::Facilities, QT_TRANSLATE_NOOP("RulesReference", "Orbital facilities"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Ten facilities circle the planet. Each has docking ports; a ship docked in a port stays there until its "
            "owner gathers it at the start of their next turn, so a busy port is closed to everyone else until then."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Most facilities ask for a particular kind of ship: any value, a pair of equal values, three equal "
            "values, a run of three consecutive values, a 6, or a value at least as high as the ships already there. "
            "Some also have a cost in fuel or ore, paid when you dock."),
        QT_TRANSLATE_NOOP("RulesReference",
            "The number of usable ports depends on the number of players (see Setup). Each facility's entry gives its "
            "condition, its cost, its benefit and the territory bonus that improves it."),
    }},
    {"solar-converter", C::Facilities, QT_TRANSLATE_NOOP("RulesReference", "Solar Converter"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Dock ships of any value, one per port. Each ship gives fuel equal to half its value, rounded up: a 1 or "
            "2 gives 1 fuel, a 3 or 4 gives 2 fuel, a 5 or 6 gives 3 fuel."),
        QT_TRANSLATE_NOOP("RulesReference", "Example: docking a 3 and a 6 gives 2 + 3 = 5 fuel."),
        QT_TRANSLATE_NOOP("RulesReference", "Ports: 8 with 4 players, 7 with 2 or 3 players."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Lem Badlands:</b> its controller gets 1 extra fuel for each ship docked here."),
    }},
    {"lunar-mine", C::Facilities, QT_TRANSLATE_NOOP("RulesReference", "Lunar Mine"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Each ship docked here gives 1 ore, whatever its value. But every ship must be at least as high as the "
            "highest ship already docked at the Mine, whoever it belongs to."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Example: a 2 and a 4 are docked at the Mine. You may dock a 4, a 5 or a 6, but not a 3. If you dock a 4 "
            "and a 6 you get 2 ore, and from then on the next ship there needs a 6."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Ships docked together are placed one at a time from the lowest up, each checked against the highest ship "
            "there at that moment (R-12)."),
        QT_TRANSLATE_NOOP("RulesReference", "Ports: 5 with 4 players, 4 with 3 players, 3 with 2 players."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Van Vogt Mountains:</b> its controller's first ship at the Mine each turn may have any value."),
    }},
    {"orbital-market", C::Facilities, QT_TRANSLATE_NOOP("RulesReference", "Orbital Market"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Dock a pair of ships with the same value. While the pair stays docked, you may trade during the rest of "
            "this turn as often as you like: pay fuel equal to the pair's value to get 1 ore."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Example: with a pair of 2s docked, 6 fuel buys 3 ore. Fuel you gain later in the same turn can be traded "
            "too."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Trading stops when your turn ends, or earlier if a ship of the pair is moved away (R-9). If you have two "
            "pairs docked, the lower value sets the price."),
        QT_TRANSLATE_NOOP("RulesReference", "Ports: 2 pairs with 4 players, 1 pair with 2 or 3 players."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Heinlein Plains:</b> its controller always trades 1 fuel for 1 ore here, whatever the pair's value (a "
            "docked pair is still needed)."),
    }},
    {"alien-artifact", C::Facilities, QT_TRANSLATE_NOOP("RulesReference", "Alien Artifact"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Dock ships of any value, one per port; there are 4 ports at every player count. Each ship you dock lets "
            "you <b>cycle</b> the display once if you wish: the 3 face-up cards go to the discard pile and 3 new ones "
            "are turned up from the draw pile."),
        QT_TRANSLATE_NOOP("RulesReference",
            "When your ships docked here this turn add up to 8 or more, you may <b>claim</b> one card from the "
            "display; a card from the draw pile takes its place. A claim uses up that total and any cycles left: to "
            "claim a second card in the same turn you need new ships adding up to 8 or more (R-25)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Example: you dock a 3 and cycle, then a 2 and cycle again. You dock a 4: your total is now 9, so you may "
            "cycle a third time and then claim the card you want."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Only your own ships docked this turn count: ships left from your earlier turns and other players' ships "
            "do not. You may not claim a card you already hold. If the draw pile runs out, the discards are shuffled "
            "into a new draw pile."),
    }},
    {"colonist-hub", C::Facilities, QT_TRANSLATE_NOOP("RulesReference", "Colonist Hub"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "The Hub has 4 tracks, each with 3 docking ports and 7 circles. Each player uses one track at a time, and "
            "ships of any value may dock there."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Your first ship here puts one of your colonies on circle 1 of your track. Every further ship, this turn "
            "or in later turns, moves that colony on by one circle. Once it stands on circle 7 you may launch it at "
            "any moment of your turn: pay 1 fuel and 1 ore and land it on a territory."),
        QT_TRANSLATE_NOOP("RulesReference",
            "While your colony waits on circle 7 you cannot dock more ships at the Hub; launch it first (R-2). After "
            "a launch, the next ship you dock at the Hub starts a new colony on circle 1, even in the same turn "
            "(R-3)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Advances beyond circle 7, for example from Asimov Crater, are not lost if you launch at once: they start "
            "your next colony. Example: your colony is on circle 5 and you control Asimov Crater. You dock 3 ships "
            "together: 3 advances plus 1 bonus. Two of them reach circle 7; launch at once and the other 2 put your "
            "next colony on circle 2."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Your last colony is not stuck on the Hub: if it is waiting there, the Colony Constructor or the "
            "Terraforming Station can land it instead."),
        QT_TRANSLATE_NOOP("RulesReference",
            "With 5 or 6 players the tracks are shared and the ports belong to nobody: see X-58."),
        QT_TRANSLATE_NOOP("RulesReference",
            "A colony on the Hub is not on the planet: it scores nothing until it lands."),
    }},
    {"colony-constructor", C::Facilities, QT_TRANSLATE_NOOP("RulesReference", "Colony Constructor"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Dock three ships with the same value and pay 3 ore to land one of your colonies on a territory at once."),
        QT_TRANSLATE_NOOP("RulesReference", "Example: three 5s and 3 ore land a colony on Herbert Valley."),
        QT_TRANSLATE_NOOP("RulesReference", "Ports: 2 sets of three with 3 or 4 players, 1 set with 2 players."),
        QT_TRANSLATE_NOOP("RulesReference", "<b>Bradbury Plateau:</b> its controller pays 2 ore instead of 3."),
    }},
    {"terraforming-station", C::Facilities, QT_TRANSLATE_NOOP("RulesReference", "Terraforming Station"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Dock one ship showing 6 and pay 1 fuel and 1 ore to land one of your colonies on a territory at once. "
            "There is a single port."),
        QT_TRANSLATE_NOOP("RulesReference",
            "The ship is used up. It stays on the station until the start of your next turn and then goes to the ship "
            "stock instead of back to your fleet; from there it can be built again at the Shipyard (R-28). The Relic "
            "Ship goes back to Burroughs Desert instead."),
        QT_TRANSLATE_NOOP("RulesReference",
            "You may not use the station if that would leave you with fewer than 3 ships of your colour (2 under "
            "Edition X), counting the ships of your colour that are not in the stock, after this one is lost. The "
            "Relic Ship never counts (R-17). So under the 2013 rules, with only 3 ships of your colour you cannot "
            "terraform with one of them."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Alien tech cannot move a ship from the station to another facility. The Plasma Cannon can remove it, and "
            "then it goes straight to the stock."),
    }},
    {"shipyard", C::Facilities, QT_TRANSLATE_NOOP("RulesReference", "Shipyard"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Dock a pair of ships with the same value and pay to build a new ship: take a ship of your colour from "
            "the ship stock and put it on the Maintenance Bay. It joins your fleet when you gather your ships at the "
            "start of your next turn."),
        QT_TRANSLATE_NOOP("RulesReference",
            "The price depends on which ship it will be: your 4th ship costs 1 fuel and 1 ore, your 5th 2 fuel and 2 "
            "ore, your 6th 3 fuel and 3 ore. Count every ship of your colour that is not in the stock, wherever it "
            "is, and add the new one; the Relic Ship does not count (R-4). Two ships built in one turn are priced in "
            "order (R-28)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Example: you have 4 ships of your colour, one of them on the Terraforming Station. The new ship is your "
            "5th and costs 2 fuel and 2 ore."),
        QT_TRANSLATE_NOOP("RulesReference",
            "If no ship of your colour is in the stock, you cannot use the Shipyard. Ships you lose go back to the "
            "stock and can be built again."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Ports: 3 pairs with 4 players, 2 pairs with 3 players, 1 pair with 2 players."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Herbert Valley:</b> its controller pays 1 fuel and 1 ore less for each ship, so the 4th ship is free."),
    }},
    {"raiders-outpost", C::Facilities, QT_TRANSLATE_NOOP("RulesReference", "Raiders' Outpost"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Dock three ships with consecutive values, such as 2-3-4, to raid. Right when your run docks you may take "
            "either up to 4 resource tokens in total (fuel and ore in any mix, from one or more other players), or 1 "
            "alien tech card of your choice from one player. The raid is optional and happens once (R-21)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "There is room for one run. If ships are already docked there, your run must add up to more than the "
            "ships still docked there; those ships go to the Maintenance Bay. Under the 2013 rules and Edition X you "
            "may bump your own run too."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Example: 2-3-4 is docked (total 9). You may replace it with 3-4-5 (12) or 4-5-6 (15). If a Plasma Cannon "
            "has removed the 4, the two ships left add up to 5, so even 1-2-3 (6) beats them."),
        QT_TRANSLATE_NOOP("RulesReference",
            "A card you steal that you already hold is discarded at once and does nothing. Nobody may take fuel or "
            "ore from a player who holds the Holographic Decoy; from that player a raid may take only the Decoy "
            "itself (R-10)."),
        QT_TRANSLATE_NOOP("RulesReference", "Raided players never discard down to 8 because of a raid (R-26)."),
    }},
    {"maintenance-bay", C::Facilities, QT_TRANSLATE_NOOP("RulesReference", "Maintenance Bay"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "The Maintenance Bay gives nothing. A rolled ship goes there only when it cannot legally dock at any "
            "other facility (R-1). There is no limit to the number of ships on it."),
        QT_TRANSLATE_NOOP("RulesReference",
            "It is also where ships wait for their owner's next turn: new ships from the Shipyard, the Relic Ship "
            "just bought, ships sent away by the Plasma Cannon and runs bumped from the Raiders' Outpost. Their owner "
            "gathers them with the rest of the fleet."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Under the 2013 rules and Edition X, alien tech cannot touch a ship on the Bay: the Orbital Teleporter, "
            "the Mind Control Helmet and the Plasma Cannon (either power) cannot move or remove it."),
    }},

    // ------------------------------------------------------------------------------------------------ Territories
    {"territories", C::Territories, QT_TRANSLATE_NOOP("RulesReference", "Territory bonuses"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "The planet has eight territories. Whoever controls a territory (more colonies on it than any other "
            "single player) may use its bonus, and keeps it only as long as the control lasts."),
        QT_TRANSLATE_NOOP("RulesReference",
            "A bonus works from the moment you gain control; it does not change what you already did that turn (R-8). "
            "The Isolation Field cancels the bonus of its territory. The Data Crystal lets a player borrow a bonus "
            "for one turn."),
    }},
    {"asimov-crater", C::Territories, QT_TRANSLATE_NOOP("RulesReference", "Asimov Crater"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Bonus:</b> in a turn in which you dock 2 or more ships at the Colonist Hub, your colony moves one "
            "extra circle."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Example: 2 ships docked at the Hub move your colony 3 circles; 3 ships move it 4 circles."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Under the 2013 rules and Edition X the extra circle comes once per turn, when a ship docks at the Hub "
            "while you hold the bonus and it is at least your second Hub ship of the turn (R-8). Under the first "
            "edition it comes each time you dock more than one ship there in one go."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Advances beyond circle 7 start your next colony if you launch at once (see Colonist Hub)."),
    }},
    {"bradbury-plateau", C::Territories, QT_TRANSLATE_NOOP("RulesReference", "Bradbury Plateau"), {
        QT_TRANSLATE_NOOP("RulesReference", "<b>Bonus:</b> the Colony Constructor costs you 2 ore instead of 3."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Example: you dock three 4s at the Colony Constructor and pay 2 ore to land a colony."),
    }},
    {"burroughs-desert", C::Territories, QT_TRANSLATE_NOOP("RulesReference", "Burroughs Desert"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Bonus:</b> you may buy the Relic Ship, the clear die, for 1 fuel and 1 ore at any moment of your turn "
            "while it stands on Burroughs Desert (R-24). It goes to the Maintenance Bay and joins your fleet when you "
            "gather your ships at the start of your next turn."),
        QT_TRANSLATE_NOOP("RulesReference",
            "The Relic Ship is an extra ship without a colour. You roll and dock it like your other ships, but it "
            "never counts as a ship of your colour (not for the Shipyard price, the Terraforming Station's minimum or "
            "the Plasma Cannon's limit), and whenever it would go to the ship stock it goes back to Burroughs Desert "
            "instead."),
        QT_TRANSLATE_NOOP("RulesReference",
            "You keep it only while you control Burroughs Desert and the Isolation Field is not there. If you lose "
            "control, or the Isolation Field arrives, the Relic Ship returns to Burroughs Desert at once, wherever it "
            "was. Whoever controls the territory may buy it again whenever it is back there."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Example: you terraform with the Relic Ship showing a 6. At the start of your next turn it goes home to "
            "Burroughs Desert, and you may buy it again during that same turn."),
        QT_TRANSLATE_NOOP("RulesReference", "This bonus cannot be borrowed with the Data Crystal."),
    }},
    {"relic-ship", C::Territories, QT_TRANSLATE_NOOP("RulesReference", "The Relic Ship"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "The clear die is a ship with no colour. It starts on Burroughs Desert, and whoever controls Burroughs "
            "Desert may buy it for 1 fuel and 1 ore; it then joins their fleet from their next turn."),
        QT_TRANSLATE_NOOP("RulesReference",
            "It counts as one of your ships for docking but never as a ship of your colour. Whenever it would go to "
            "the ship stock, or its holder loses control of Burroughs Desert, or the Isolation Field lands there, it "
            "goes back to Burroughs Desert. See Burroughs Desert and R-24."),
    }},
    {"heinlein-plains", C::Territories, QT_TRANSLATE_NOOP("RulesReference", "Heinlein Plains"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Bonus:</b> at the Orbital Market you always trade 1 fuel for 1 ore, whatever value your docked pair "
            "shows. You still need a pair docked there."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Example: with a pair of 6s at the Market, 4 fuel buys 4 ore instead of none."),
    }},
    {"herbert-valley", C::Territories, QT_TRANSLATE_NOOP("RulesReference", "Herbert Valley"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Bonus:</b> each ship you build at the Shipyard costs 1 fuel and 1 ore less. Your 4th ship is free, "
            "the 5th costs 1 fuel and 1 ore, the 6th 2 fuel and 2 ore."),
    }},
    {"lem-badlands", C::Territories, QT_TRANSLATE_NOOP("RulesReference", "Lem Badlands"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Bonus:</b> each ship you dock at the Solar Converter gives 1 extra fuel."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Example: a 3 and a 4 give 2 + 2 fuel, plus 2 for the bonus: 6 fuel instead of 4. Only ships docked after "
            "you gain the bonus count (R-8)."),
    }},
    {"pohl-foothills", C::Territories, QT_TRANSLATE_NOOP("RulesReference", "Pohl Foothills"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Bonus:</b> every use of an alien tech card's fuel power costs you 1 fuel less (never below 0)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Example: the Booster Pod costs you nothing. Firing the Plasma Cannon at 3 ships costs 2 fuel instead of "
            "3: the discount is per use, not per ship (R-16)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "For the Data Crystal, the discount counts only if you already held this bonus before that use (R-7)."),
    }},
    {"van-vogt-mountains", C::Territories, QT_TRANSLATE_NOOP("RulesReference", "Van Vogt Mountains"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Bonus:</b> the first ship you dock at the Lunar Mine each turn may have any value, whatever is docked "
            "there. Your further ships there that turn follow the usual rule."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Example: the highest ship at the Mine is a 5 and you rolled 1, 2 and 5. Dock the 1 first, then the 5 as "
            "well: 2 ore."),
        QT_TRANSLATE_NOOP("RulesReference",
            "The bonus does not help if a ship of yours already docked at the Mine this turn before you gained it "
            "(R-8)."),
    }},

    // ------------------------------------------------------------------------------------------------ Field generators
    {"field-generators", C::FieldGenerators, QT_TRANSLATE_NOOP("RulesReference", "Field generators"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "There are three field generators: the Isolation Field, the Positron Field and the Repulsor Field. None "
            "is on the planet at the start. Each arrives when a particular alien tech card is discarded: the Stasis "
            "Beam brings the Isolation Field, the Data Crystal the Positron Field, the Gravity Manipulator the "
            "Repulsor Field."),
        QT_TRANSLATE_NOOP("RulesReference",
            "The first such discard puts the generator on any territory. Each later discard of that kind moves it to "
            "a different territory (R-14). Generators may share a territory. Discarding the Booster Pod takes one "
            "generator off the planet; its card can bring it back later."),
        QT_TRANSLATE_NOOP("RulesReference",
            "A field generator changes the rules on its own territory only. Where its effect and an alien tech card "
            "disagree, the field generator wins."),
    }},
    {"isolation", C::FieldGenerators, QT_TRANSLATE_NOOP("RulesReference", "Isolation Field"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "The territory with the Isolation Field has no bonus: its controller cannot use it, and nobody can borrow "
            "it with the Data Crystal."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Control still counts for the score: the controller keeps the 1 VP for control, and the Positron Field's "
            "point if it is there too (R-13)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "On Burroughs Desert it means the Relic Ship cannot be bought, and a Relic Ship in use goes straight back "
            "to Burroughs Desert."),
        QT_TRANSLATE_NOOP("RulesReference", "Placed or moved by discarding a Stasis Beam."),
    }},
    {"positron", C::FieldGenerators, QT_TRANSLATE_NOOP("RulesReference", "Positron Field"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Whoever controls the territory with the Positron Field scores 1 extra VP. If nobody controls it, nobody "
            "gets the point."),
        QT_TRANSLATE_NOOP("RulesReference",
            "The point follows control: if control changes or the field moves, the point moves with it at once. It "
            "counts even when the Isolation Field is on the same territory (R-13)."),
        QT_TRANSLATE_NOOP("RulesReference", "Placed or moved by discarding a Data Crystal."),
    }},
    {"repulsor", C::FieldGenerators, QT_TRANSLATE_NOOP("RulesReference", "Repulsor Field"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "No colony may be added to or taken from the territory with the Repulsor Field. No colony can land there, "
            "and the discard powers of the Orbital Teleporter and the Polarity Device cannot move colonies into or "
            "out of it (R-15, R-19)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "It does not protect field generators: it can itself be moved or removed, and so can any other generator "
            "on the same territory."),
        QT_TRANSLATE_NOOP("RulesReference", "Placed or moved by discarding a Gravity Manipulator."),
    }},

};
// clang-format on

} // namespace

std::span<const RulesEntry> board() { return kEntries; }

} // namespace afapp::rulestext
