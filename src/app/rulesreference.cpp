// The rules reference text (our own words, written from shared/rules/: the 2013 rulebook, the first-edition text,
// the Edition X summary and the project's rulings) and its list model for QML.
//
// Notes for translators and editors: one string per paragraph; only <b> and <i> tags; "R-12" style ids stay as they
// are (the view turns them into links); numbers are the game's, never change them.
#include "rulesreference.h"

#include <QCoreApplication>
#include <QEvent>

#include <algorithm>

namespace afapp {

namespace {

using C = RulesCategory;

// clang-format off
constexpr RulesEntry kEntries[] = {
    // ------------------------------------------------------------------------------------------------ Basics
    {"aim", C::Basics, QT_TRANSLATE_NOOP("RulesReference", "The aim of the game"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Every player commands a small fleet of spaceships, and the dice are those ships: the number a die shows "
            "is that ship's value. On your turn you roll your ships and dock them at the orbital facilities around "
            "the planet. The facilities turn ship values into fuel, ore, new ships, alien technology and, above all, "
            "colonies on the planet."),
        QT_TRANSLATE_NOOP("RulesReference",
            "You win by having the most victory points (VP) when the game ends. Points come from your colonies on the "
            "planet, from the territories you control, from two special alien tech cards and from the Positron Field "
            "(see Scoring)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "The game ends at once when any player lands their last colony (see End of the game). Landing colonies "
            "quickly brings the end closer; controlling territories and keeping the others from landing theirs wins "
            "the points that decide it."),
        QT_TRANSLATE_NOOP("RulesReference",
            "The app is the referee, not the board. You roll real dice and move real pieces, then tell the app what "
            "happened. It checks every move against the rules, keeps the books and shows the current score. When it "
            "refuses a move, its \"why?\" link opens the entry of the rule concerned."),
    }},
    {"setup", C::Basics, QT_TRANSLATE_NOOP("RulesReference", "Setup"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "In the box: the board with the planet, its moon and the orbital facilities; 24 ships (dice) in four "
            "colours, 6 of each; the clear Relic Ship; 30 fuel and 20 ore tokens; 24 alien tech cards; 32 colonies, 8 "
            "of each colour; 8 territory counters; dock covers; 3 field generators; and a victory point track."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Put the board in the middle of the table. The clear die is the <b>Relic Ship</b>: it starts on Burroughs "
            "Desert. Each of the eight territory counters goes on its own territory, where it stays until someone "
            "controls that territory. Keep the three field generators beside the board: none is on the planet at the "
            "start."),
        QT_TRANSLATE_NOOP("RulesReference",
            "The fuel (orange) and ore (grey) tokens form the supply: 30 fuel and 20 ore. Each player picks a colour. "
            "Of the 6 ships of your colour, 3 form your fleet and are gathered on your first turn; the other 3 wait "
            "in the ship stock, to be built at the Shipyard later."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Colonies per player: 6 with 4 players, 7 with 3 players, 8 with 2 players. In the long game every player "
            "takes all 8 colonies; the 2013 and first-edition rules offer it for 3 and 4 players, Edition X at any "
            "count (with 2 players everyone has 8 anyway). Unused colony tokens go back in the box."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Alien tech: shuffle the deck (24 cards under the 2013 rules and Edition X; 22 under the first edition, "
            "which has no Mind Control Helmet). Turn 3 cards face up beside the Alien Artifact: this is the display. "
            "Deal each player 1 card face up. The rest is the draw pile; discarded cards form a face-up discard pile."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Roll to choose player one (highest roll); play then goes clockwise. To make up for playing later, the "
            "second player starts with 1 fuel, the third with 1 ore and the fourth with 1 fuel and 1 ore. Player one "
            "starts with nothing. This is given once, at the start only."),
        QT_TRANSLATE_NOOP("RulesReference",
            "With fewer than 4 players some docking ports are covered for the whole game (the board marks them with "
            "dots). 3 players: cover 1 port of the Solar Converter, 1 of the Lunar Mine, 1 pair at the Orbital Market "
            "and 1 pair at the Shipyard. 2 players: cover 1 port of the Solar Converter, 2 of the Lunar Mine, 1 pair "
            "at the Orbital Market, 2 pairs at the Shipyard and 1 set of three at the Colony Constructor."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Usable ports for 4 / 3 / 2 players: Solar Converter 8 / 7 / 7; Lunar Mine 5 / 4 / 3; Orbital Market 2 / "
            "1 / 1 pairs; Shipyard 3 / 2 / 1 pairs; Colony Constructor 2 / 2 / 1 sets of three. The Alien Artifact (4 "
            "ports), the Raiders' Outpost (one run of 3), the Terraforming Station (1 port), the Colonist Hub (4 "
            "tracks) and the Maintenance Bay (no limit) are the same at every count."),
        QT_TRANSLATE_NOOP("RulesReference",
            "The deal: in table mode you shuffle and deal the real cards, then tell the app which cards came up (the "
            "three on display and each player's card). In digital mode the app deals from its own seeded shuffle. A "
            "player dealt the Alien City or the Alien Monument has 1 VP from the start (R-23)."),
    }},
    {"turn", C::Basics, QT_TRANSLATE_NOOP("RulesReference", "Playing a turn"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Turns go clockwise, starting with player one. A turn has these steps, in this order."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Start of turn.</b> If one of your ships is on the Terraforming Station from your previous turn, it is "
            "used up: it goes back to the ship stock (the Relic Ship goes back to Burroughs Desert instead)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Gather and roll.</b> Take back every ship of yours that is on the board, at the facilities and on the "
            "Maintenance Bay (including ships built or knocked off since your last turn, and the Relic Ship if you "
            "hold it), and roll them all. The values rolled are your ships for this turn."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Resource Cache.</b> If you held the Resource Cache when you rolled, it pays out now, before anything "
            "else happens."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Main stage.</b> Now do these in any order, as often as the rules allow: dock ships at orbital "
            "facilities, use and discard alien tech cards, trade at the Orbital Market while your pair is docked "
            "there, cycle or claim cards at the Alien Artifact, launch a colony from the Colonist Hub, and buy the "
            "Relic Ship if you control Burroughs Desert. Each docking is settled at once: you pay when you dock and "
            "receive the benefit straight away."),
        QT_TRANSLATE_NOOP("RulesReference",
            "A facility can be used only if it has enough free ports, your ships meet its value condition and you can "
            "pay its cost right now. For example, the Terraforming Station needs its port free, a ship showing 6, and "
            "1 fuel and 1 ore in your hand."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Dock if you can.</b> All the ships you rolled must be placed before the turn ends. A ship may go to "
            "the Maintenance Bay only when it cannot legally dock at any facility at that moment (R-1). You choose "
            "the order of your dockings, and you do not have to dock as many ships as possible."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>End of turn.</b> When all your ships are placed, your turn ends. If you then hold more than 8 "
            "resource tokens (fuel and ore together), return the extra ones of your choice to the supply (R-26). Your "
            "ships stay where they are until your next turn, keeping those ports busy for the other players."),
    }},
    {"colonies", C::Basics, QT_TRANSLATE_NOOP("RulesReference", "Colonies and territory control"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "A colony reaches the planet in one of three ways: through the Colony Constructor, through the "
            "Terraforming Station, or launched from circle 7 of the Colonist Hub. You choose the territory: any "
            "territory will do unless the Repulsor Field is on it (R-22)."),
        QT_TRANSLATE_NOOP("RulesReference", "Each of your colonies on the planet is worth 1 VP."),
        QT_TRANSLATE_NOOP("RulesReference",
            "You <b>control</b> a territory when you have more colonies on it than any other single player. You take "
            "its counter, score 1 more VP and may use its bonus. When two or more players share the highest number, "
            "nobody controls it and the counter stays on the planet."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Example: Red has 2 colonies on Lem Badlands, Blue and Green 1 each, so Red controls it. If Blue lands a "
            "second colony there, Red and Blue are tied and nobody controls Lem Badlands any more."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Control changes the moment the colonies change: a landing, or a colony moved by the Orbital Teleporter's "
            "or swapped by the Polarity Device's discard power. A player who loses control gives the counter back at "
            "once and loses that VP and the bonus. A bonus works from the moment you gain control, but not for what "
            "you did earlier in the turn (R-8)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Colonies stay on the planet for the rest of the game, unless a card moves them. Landing your last colony "
            "ends the game at once (R-11)."),
    }},
    {"scoring", C::Basics, QT_TRANSLATE_NOOP("RulesReference", "Scoring"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "The score is not a running total. At any moment it is simply what the board and the cards show now, so "
            "it goes up and down during the game. The app works it out again after every action."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Each player scores 1 VP for each of their colonies on the planet, 1 VP for each territory they control, "
            "1 VP for holding the Alien City, 1 VP for holding the Alien Monument, and 1 VP for controlling the "
            "territory where the Positron Field is."),
        QT_TRANSLATE_NOOP("RulesReference",
            "The score panel shows this breakdown for every player: colonies, territories, Alien City, Alien Monument "
            "and Positron Field."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Example: Blue has 5 colonies on the planet and controls Lem Badlands and Heinlein Plains; the Positron "
            "Field is on Heinlein Plains, and Blue holds the Alien City. Blue has 5 + 2 + 1 + 1 = 9 VP."),
        QT_TRANSLATE_NOOP("RulesReference",
            "A colony still on the Colonist Hub, ships, fuel, ore and the other cards score nothing. Cards, ore and "
            "fuel only matter to break a tie."),
    }},
    {"end-of-game", C::Basics, QT_TRANSLATE_NOOP("RulesReference", "End of the game"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "The game ends the instant any player lands their last colony on the planet, even in the middle of a "
            "turn. Nothing else happens after that: no more docking, no card use, and nobody discards down to 8 "
            "(R-11)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "The player with the most VP wins. If players are tied, the one holding the most alien tech cards wins "
            "(the Alien City and the Alien Monument count as cards). If that is equal too, the most ore wins, then "
            "the most fuel, as held at the moment the game ended. Players still equal share the place (R-27)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "A colony waiting on the Colonist Hub is not on the planet yet. If it is your last one, it is not stuck "
            "there: the Colony Constructor or the Terraforming Station may land it instead."),
    }},
    {"supply", C::Basics, QT_TRANSLATE_NOOP("RulesReference", "The supply"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "The supply is every fuel and ore token no player holds: 30 fuel and 20 ore in all. Costs are paid into "
            "the supply, and tokens returned at the end of a turn go back there too."),
        QT_TRANSLATE_NOOP("RulesReference",
            "By default the app keeps the supply limited to the tokens in the box (R-18). When a facility or a card "
            "would give you more than the supply holds, you receive only what is left. A trade at the Orbital Market "
            "is refused when no ore is left."),
        QT_TRANSLATE_NOOP("RulesReference",
            "A raid at the Raiders' Outpost moves tokens from player to player, so the supply does not limit it."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Groups that prefer unlimited tokens can turn the limit off in the game options when they start a game."),
    }},

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

    // ------------------------------------------------------------------------------------------------ Alien tech
    {"alien-tech", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Alien tech cards"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Alien tech cards bend the rules. Everyone's cards lie face up. You gain them at the Alien Artifact, by a "
            "raid at the Raiders' Outpost, or with the Temporal Warper's discard power; each player is also dealt one "
            "at setup."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Most cards have two powers: a <b>fuel power</b>, paid in fuel each time you use it, and a <b>discard "
            "power</b>, used by putting the card on the discard pile. Some cards have only one power, or none. You "
            "use them during your own turn, at any moment of the main stage, even right after gaining them (the "
            "Resource Cache is the exception)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Limits: each card can be used once per turn. You may use only one discard power per turn in all. A card "
            "whose fuel power you used this turn cannot be discarded for its power in the same turn."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Nobody may hold two copies of the same card. You cannot claim a card you already hold at the Alien "
            "Artifact, and a copy stolen in a raid is discarded at once without effect. (Edition X puts it in general "
            "terms: a duplicate that reaches you is discarded without its discard power.)"),
        QT_TRANSLATE_NOOP("RulesReference",
            "A card that changes a ship's value can never take it below 1 or above 6. (Edition X: the Booster Pod on "
            "a 6 or the Stasis Beam on a 1 may be used, but does nothing.)"),
        QT_TRANSLATE_NOOP("RulesReference",
            "Where a card's power and a field generator's effect disagree, the field generator wins. If the draw pile "
            "runs out, the discard pile is shuffled to make a new one."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Cards count in the tie-break, and two of them, the Alien City and the Alien Monument, are worth 1 VP "
            "each."),
    }},
    {"alien-city", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Alien City"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Worth 1 VP for as long as you hold it. It has no fuel power and no discard power."),
        QT_TRANSLATE_NOOP("RulesReference",
            "There is one in the deck. The same player may hold both the Alien City and the Alien Monument. Like any "
            "card it can be stolen in a raid, and it counts as a card in the tie-break."),
    }},
    {"alien-monument", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Alien Monument"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Worth 1 VP for as long as you hold it. It has no fuel power and no discard power."),
        QT_TRANSLATE_NOOP("RulesReference",
            "There is one in the deck. The same player may hold both the Alien Monument and the Alien City. Like any "
            "card it can be stolen in a raid, and it counts as a card in the tie-break."),
    }},
    {"booster-pod", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Booster Pod"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Fuel power (1 fuel):</b> add 1 to one of your unplaced ships. A 6 cannot be raised (Edition X: you "
            "may, but nothing happens)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Example: you rolled 1, 3 and 4. Raise the 3 to a 4 and dock the pair of 4s at the Shipyard."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Discard power:</b> take any one field generator off the planet. It comes back only when its card is "
            "discarded again (R-14)."),
    }},
    {"data-crystal", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Data Crystal"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Fuel power (1 fuel per colony):</b> choose a territory and pay 1 fuel for each colony on it, counting "
            "every player's colonies. For the rest of this turn you may use its bonus as if you controlled it. Not "
            "possible for a territory without colonies, for one with the Isolation Field, or for Burroughs Desert "
            "(R-7)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Example: Heinlein Plains has one green and one red colony. You pay 2 fuel, and this turn you trade 1 "
            "fuel for 1 ore at the Orbital Market."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Discard power:</b> put the Positron Field on a territory, or move it to a different one."),
    }},
    {"gravity-manipulator", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Gravity Manipulator"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Fuel power (2 fuel):</b> take 1 from one of your unplaced ships and add 1 to another. You need two "
            "unplaced ships, and both values stay between 1 and 6."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Example: you rolled 1, 2 and 5. Move a point from the 2 to the 5: you now have 1, 1 and 6."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Discard power:</b> put the Repulsor Field on a territory, or move it to a different one."),
    }},
    {"holographic-decoy", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Holographic Decoy"), {
        QT_TRANSLATE_NOOP("RulesReference", "No fuel power and no discard power: it protects you while you hold it."),
        QT_TRANSLATE_NOOP("RulesReference",
            "A raider cannot take your fuel or ore. A raider who wants a card from you may take only the Decoy "
            "itself, which ends your protection. If the raider already holds a Decoy, the stolen one is discarded "
            "(R-10)."),
    }},
    {"orbital-teleporter", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Orbital Teleporter"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Fuel power (2 fuel):</b> move one of your docked ships to a different facility. It keeps its value "
            "and docks there under the usual conditions, alone or together with your unplaced ships (to complete a "
            "pair, for example). It cannot go back to the facility it just left."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Not from the Terraforming Station, and not from the Maintenance Bay (2013 rules and Edition X). What the "
            "ship earned where it was stays earned; benefits that last only while it is docked there end (R-9)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Example: you rolled 2, 5 and 6. The 6 docks at the Lunar Mine for 1 ore. You pay 2 fuel to move it to "
            "the Alien Artifact and dock the 2 there too: the total is 8, so you claim a card."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Discard power:</b> move any one colony, yours or another player's, from its territory to a different "
            "one. The Repulsor Field blocks both the territory it leaves and the one it goes to (R-19)."),
    }},
    {"plasma-cannon", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Plasma Cannon"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Fuel power (1 fuel per ship):</b> remove other players' ships from one facility; they go to the "
            "Maintenance Bay. A ship removed from the Terraforming Station goes to the ship stock instead (the Relic "
            "Ship to Burroughs Desert). Never your own ships, only one facility per use, and not the Maintenance Bay. "
            "Pohl Foothills takes 1 fuel off the whole use (R-16)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Example: every pair at the Shipyard is taken. You pay 2 fuel to send two red ships from the Shipyard to "
            "the Maintenance Bay, then dock your own pair there."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Discard power:</b> send one docked ship of another player to the ship stock; they may build it again "
            "later. The owner must still have at least 3 ships of their colour for their next turn: a ship on the "
            "Terraforming Station counts as already lost, the Relic Ship never counts. (First edition: the owner must "
            "have more than 3 ships of their colour in play.)"),
        QT_TRANSLATE_NOOP("RulesReference",
            "The discard may target the Relic Ship whatever its holder's fleet (it goes back to Burroughs Desert) and "
            "a ship on the Terraforming Station; under the 2013 rules and Edition X, not a ship on the Maintenance Bay "
            "(R-16)."),
    }},
    {"polarity-device", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Polarity Device"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Fuel power (1 fuel):</b> turn one of your unplaced ships over to its opposite face: 1 becomes 6, 2 "
            "becomes 5, 3 becomes 4, and the other way round."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Discard power:</b> swap two colonies of two different players standing on two different territories. "
            "Not if either territory has the Repulsor Field (R-15)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Example: Herbert Valley has 2 yellow colonies and Lem Badlands 2 red ones. Swap one yellow for one red: "
            "both territories now have one of each, and neither player controls them."),
    }},
    {"resource-cache", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Resource Cache"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "No power to pay for and no discard power to choose: it pays out by itself. Right after you roll your "
            "ships, before any card is used, count the odd and even values. More odd: take 1 ore. More even: take 1 "
            "fuel. As many odd as even: take 1 fuel and 1 ore, and the card goes to the discard pile at once."),
        QT_TRANSLATE_NOOP("RulesReference",
            "That forced discard does not count as your one discard of the turn (R-6). The card first pays out at the "
            "roll of your turn after you gained it."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Example: you roll 2, 4 and 5: more even, take 1 fuel. Next turn you roll 1, 2, 3 and 6: two of each, so "
            "take 1 fuel and 1 ore and discard the Cache."),
    }},
    {"stasis-beam", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Stasis Beam"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Fuel power (1 fuel):</b> take 1 from one of your unplaced ships. A 1 cannot be lowered (Edition X: "
            "you may, but nothing happens)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Example: you rolled 1, 2 and 5. Lower the 2 to a 1 and dock the pair of 1s at the Orbital Market for the "
            "best price: 1 fuel per ore."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Discard power:</b> put the Isolation Field on a territory, or move it to a different one."),
    }},
    {"temporal-warper", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Temporal Warper"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Fuel power (1 fuel):</b> roll again as many of your unplaced ships as you like (at least one)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Discard power:</b> take one card of your choice from the discard pile; you may look through the pile "
            "first. Not a card you already hold, and not possible while the pile is empty (R-5)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Example: the Alien City is in the discard pile. You discard the Temporal Warper and take the Alien City: "
            "1 VP."),
    }},
    {"mind-control-helmet", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Mind Control Helmet"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Fuel power (3 fuel):</b> move one docked ship of another player to a different facility and use it "
            "there as if it were yours, alone or together with your unplaced ships. It keeps its value. Its owner "
            "gathers it as usual on their next turn."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Not from the Terraforming Station or the Maintenance Bay, and not onto the Terraforming Station (Edition "
            "X: not onto the Maintenance Bay either)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Example: you are red. You pay 3 fuel to move a green 3 from the Solar Converter to the Shipyard, dock "
            "your own 3 beside it and build a ship. On green's turn the green 3 goes back to green; your 3 stays "
            "docked."),
        QT_TRANSLATE_NOOP("RulesReference", "No discard power. The first-edition deck has no Mind Control Helmet."),
    }},

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

    // Rulings of the factions module (shared/rules/EXPANSIONS.md; the module is not open to users yet).
    {"X-3", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-3: The faction access fee"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Docking at another player's faction board costs an access fee of 1 fuel, paid to the board's owner "
            "together with any other cost of that board; if you cannot pay both, you cannot dock there. The owner"
            " docks at their own board without the fee."),
    }},
    {"X-4", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-4: Faction boards are orbital facilities"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Each faction board has one docking port for one ship of any value. It counts as an orbital facility "
            "for every rule and card: the Plasma Cannon, the Orbital Teleporter and the Mind Control Helmet reach"
            " it, and a ship that could dock there must not go to the Maintenance Bay."),
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
    {"X-57", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-57: Seats 5 and 6"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Games for 5 or 6 players use the Edition X rules and its purple and white pieces. Each player has 6 "
            "colonies (8 in the long game). Seat 5 starts with 2 fuel and 1 ore; seat 6 with 2 fuel and 2 ore. "
            "Seat 6's ore is our reading: the sources we have break off before it. Every docking port of the board "
            "is open."),
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
    {"X-14", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-14: Homesteaders Union"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Docking at Homesteaders Union advances your Colonist Hub colony one circle, or starts one on circle "
            "1. It is not a Hub ship, and it is refused while your colony waits on the launch circle. The owner "
            "launches from circle 6 instead of 7."),
    }},
    {"X-15", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-15: Mercury's Angels"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Docking changes one of your unplaced ships to a value no other unplaced ship of yours shows. The "
            "owner gains 1 fuel or 1 ore when the fleet roll shows all different values, right after the roll and"
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
            "Docking costs 1 fuel and moves a field generator already on the planet to another territory. Once "
            "per turn the owner may pay 2 fuel to place a field generator from beside the board, or to take one "
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
            "Docking costs 3 fuel and moves any one colony to a territory with no colony on it; the Repulsor "
            "Field blocks both ends. The owner pays 1 ore less to land a colony on a territory with no colony at "
            "all."),
    }},
    {"X-22", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-22: Terran Exchange"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Docking adds 1 ore to your first Orbital Market trade of the turn, if it is made while your ship is "
            "docked there. Once per turn the owner may give an opponent one of their alien tech cards and take up"
            " to 2 ore from them, or give an opponent 1 ore and take one of their alien tech cards; the "
            "Holographic Decoy does not prevent it."),
    }},
    {"X-23", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-23: Uranian Syndicate"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Docking moves one of your colonies for 1 ore, or an opponent's colony for 2 ore, to any other "
            "territory; the Repulsor Field blocks both ends. Once per turn the owner may use the bonus of a "
            "contested territory, one with two or more colonies and no controller, until the end of the turn; not"
            " Burroughs Desert and not a territory under the Isolation Field."),
    }},
    {"X-24", C::Rulings, QT_TRANSLATE_NOOP("RulesReference", "X-24: Xeno Explorations and the REV"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Docking moves the REV to a bordering territory, and you use that territory's bonus as if you "
            "controlled it for the rest of the turn, while the REV stays there. The Repulsor Field keeps the REV "
            "from entering or leaving; under the Isolation Field and on Burroughs Desert there is no bonus. Once "
            "per turn the owner may pay 1 fuel for the same move."),
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
            "shared Colonist Hub (X-57, X-58); its extra cards and the expansion modules are not supported yet."),
    }},
    {"expansions", C::Rulesets, QT_TRANSLATE_NOOP("RulesReference", "Expansions"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Not supported yet: Factions, Agendas, Outer Belt and the extra alien tech cards. The app refuses them "
            "with \"not supported yet\". Games for 5 or 6 players use the Edition X rules (X-57, X-58)."),
    }},
};
// clang-format on

QString tr(const char *text) { return QCoreApplication::translate("RulesReference", text); }

constexpr const char *kCategoryNames[kRulesCategoryCount] = {
    QT_TRANSLATE_NOOP("RulesReference", "Basics"),      QT_TRANSLATE_NOOP("RulesReference", "Facilities"),
    QT_TRANSLATE_NOOP("RulesReference", "Territories"), QT_TRANSLATE_NOOP("RulesReference", "Field generators"),
    QT_TRANSLATE_NOOP("RulesReference", "Alien tech"),  QT_TRANSLATE_NOOP("RulesReference", "Rulings"),
    QT_TRANSLATE_NOOP("RulesReference", "Rulesets"),
};

constexpr const char *kCategoryKeys[kRulesCategoryCount] = {
    "basics", "facilities", "territories", "field-generators", "alien-tech", "rulings", "rulesets",
};

// Lower case without accents, so that "etat" finds "État" and "Ubersicht" finds "Übersicht".
QString fold(const QString &text) {
    const QString decomposed = text.normalized(QString::NormalizationForm_KD);
    QString out;
    out.reserve(decomposed.size());
    for (const QChar ch : decomposed) {
        if (ch.category() == QChar::Mark_NonSpacing)
            continue;
        out.append(ch);
    }
    return out.toCaseFolded();
}

// The body as searched: tags are not words.
QString searchableText(const RulesEntry &e) {
    QString text = rulesTitle(e) + QLatin1Char('\n') + rulesBody(e) + QLatin1Char('\n') + QLatin1String(e.id);
    for (const char *tag : {"<b>", "</b>", "<i>", "</i>"})
        text.remove(QLatin1String(tag));
    return fold(text);
}

} // namespace

std::span<const RulesEntry> rulesEntries() { return kEntries; }

const RulesEntry *findRulesEntry(const QString &id) {
    for (const RulesEntry &e : kEntries)
        if (id == QLatin1String(e.id))
            return &e;
    return nullptr;
}

QString rulesCategoryName(RulesCategory category) {
    const int i = static_cast<int>(category);
    return i >= 0 && i < kRulesCategoryCount ? tr(kCategoryNames[i]) : QString();
}

QString rulesCategoryKey(RulesCategory category) {
    const int i = static_cast<int>(category);
    return i >= 0 && i < kRulesCategoryCount ? QString::fromLatin1(kCategoryKeys[i]) : QString();
}

QString rulesTitle(const RulesEntry &entry) { return tr(entry.title); }

QStringList rulesParagraphs(const RulesEntry &entry) {
    QStringList out;
    for (const char *paragraph : entry.body)
        if (paragraph)
            out << tr(paragraph);
    return out;
}

QString rulesBody(const RulesEntry &entry) { return rulesParagraphs(entry).join(QStringLiteral("\n\n")); }

QString rulesTitle(const QString &id) {
    const RulesEntry *e = findRulesEntry(id);
    return e ? rulesTitle(*e) : QString();
}

} // namespace afapp

// ---------------------------------------------------------------------------------------------------- the model

RulesReferenceModel::RulesReferenceModel(QObject *parent) : QAbstractListModel(parent) {
    refilter();
    // The texts are translated when read: on a language change, tell the views to read them again.
    if (QCoreApplication::instance())
        QCoreApplication::instance()->installEventFilter(this);
}

RulesReferenceModel::~RulesReferenceModel() = default;

int RulesReferenceModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

QVariant RulesReferenceModel::data(const QModelIndex &index, int role) const {
    if (!index.isValid() || index.row() < 0 || index.row() >= m_rows.size())
        return {};
    const afapp::RulesEntry &e = afapp::rulesEntries()[m_rows[index.row()]];
    switch (role) {
    case IdRole:
        return QString::fromLatin1(e.id);
    case CategoryRole:
        return afapp::rulesCategoryName(e.category);
    case CategoryKeyRole:
        return afapp::rulesCategoryKey(e.category);
    case Qt::DisplayRole:
    case TitleRole:
        return afapp::rulesTitle(e);
    case BodyRole:
        return afapp::rulesBody(e);
    case ParagraphsRole:
        return afapp::rulesParagraphs(e);
    default:
        return {};
    }
}

QHash<int, QByteArray> RulesReferenceModel::roleNames() const {
    return {{IdRole, "id"},       {CategoryRole, "category"}, {CategoryKeyRole, "categoryKey"},
            {TitleRole, "title"}, {BodyRole, "body"},         {ParagraphsRole, "paragraphs"}};
}

void RulesReferenceModel::setSearch(const QString &search) {
    if (search == m_search)
        return;
    m_search = search;
    refilter();
    emit searchChanged();
}

int RulesReferenceModel::totalCount() const { return static_cast<int>(afapp::rulesEntries().size()); }

int RulesReferenceModel::indexOf(const QString &id) const {
    for (int row = 0; row < m_rows.size(); ++row)
        if (id == QLatin1String(afapp::rulesEntries()[m_rows[row]].id))
            return row;
    return -1;
}

bool RulesReferenceModel::hasEntry(const QString &id) const { return afapp::findRulesEntry(id) != nullptr; }

QVariantMap RulesReferenceModel::entry(const QString &id) const {
    const afapp::RulesEntry *e = afapp::findRulesEntry(id);
    if (!e)
        return {};
    return {{QStringLiteral("id"), id},
            {QStringLiteral("category"), afapp::rulesCategoryName(e->category)},
            {QStringLiteral("categoryKey"), afapp::rulesCategoryKey(e->category)},
            {QStringLiteral("title"), afapp::rulesTitle(*e)},
            {QStringLiteral("body"), afapp::rulesBody(*e)},
            {QStringLiteral("paragraphs"), afapp::rulesParagraphs(*e)}};
}

QString RulesReferenceModel::idAt(int row) const {
    if (row < 0 || row >= m_rows.size())
        return {};
    return QString::fromLatin1(afapp::rulesEntries()[m_rows[row]].id);
}

bool RulesReferenceModel::eventFilter(QObject *watched, QEvent *event) {
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance()) {
        refilter(); // the search matches translated text, so the rows may change too
        emit retranslated();
    }
    return QAbstractListModel::eventFilter(watched, event);
}

void RulesReferenceModel::refilter() {
    const QStringList words = afapp::fold(m_search).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    QList<int> rows;
    const auto entries = afapp::rulesEntries();
    for (int i = 0; i < static_cast<int>(entries.size()); ++i) {
        if (words.isEmpty()) {
            rows << i;
            continue;
        }
        const QString haystack = afapp::searchableText(entries[i]);
        if (std::all_of(words.begin(), words.end(), [&](const QString &w) { return haystack.contains(w); }))
            rows << i;
    }
    const int oldCount = static_cast<int>(m_rows.size());
    beginResetModel();
    m_rows = rows;
    endResetModel();
    if (oldCount != m_rows.size())
        emit countChanged();
}
