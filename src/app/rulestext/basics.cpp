// The rules reference, the basics: the aim, setup, the turn, colonies and control, scoring, the end and the supply. In
// our own words; rulesreference.cpp has the notes for translators and editors. Every string is translated with the
// context "RulesReference".
#include "rulestext/rulestext.h"

#include <QCoreApplication>

namespace afapp::rulestext {

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

};
// clang-format on

} // namespace

std::span<const RulesEntry> basics() { return kEntries; }

} // namespace afapp::rulestext
