// The rules reference, the Agendas module: an overview and one entry per agenda card, with the id the engine knows
// it by ("agenda:<id>", ids of EXPANSIONS.md section 3). In our own words; rulesreference.cpp has the notes for
// translators and editors. The rulings behind the cards are in expansion_rulings.cpp.
#include "rulestext/rulestext.h"

namespace afapp::rulestext {

namespace {

using C = RulesCategory;

// What a card needs in play besides the Agendas module; one paragraph shared by the cards that need it.
constexpr const char *kNeedsExtraTech = QT_TRANSLATE_NOOP("RulesReference",
    "Only in the deck with the extra alien tech module, and only while the alien tech cards it names are in the "
    "deck (X-33).");
constexpr const char *kNeedsFactions = QT_TRANSLATE_NOOP("RulesReference",
    "Only in the deck with the Factions module (X-33).");
constexpr const char *kNeedsXeno = QT_TRANSLATE_NOOP("RulesReference",
    "Only in the deck when a player drafted Xeno Explorations, Inc. (X-33).");
constexpr const char *kNeedsBrethren = QT_TRANSLATE_NOOP("RulesReference",
    "Only in the deck when a player drafted Brethren of the Stars (X-33).");
constexpr const char *kNeedsOuterBelt = QT_TRANSLATE_NOOP("RulesReference",
    "Needs the Outer Belt, which the app does not support: this card never enters the app's deck (X-33).");

// clang-format off
constexpr RulesEntry kEntries[] = {
    {"agendas", C::Agendas, QT_TRANSLATE_NOOP("RulesReference", "Agendas"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "With the Agendas module every player keeps secret goals on agenda cards. Each card has two sides: an "
            "in-game goal and an end-game goal. A card revealed for either side scores 1 VP, never 2; once revealed "
            "it keeps its point to the end and can never be lost, taken or discarded."),
        QT_TRANSLATE_NOOP("RulesReference",
            "After the faction draft each player gets 2 agenda cards face down; the others form a deck beside the "
            "Orbital Market. You may hold 3 agenda cards at most, revealed ones included, or 4 while you hold the "
            "Multiverse Window. Over the limit, you discard face-down cards of your choice at once (X-27)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "A pair of equal ships at the Orbital Market may draw 2 agenda cards instead of trading. You then keep "
            "or discard any of your face-down cards. Prophets of the Artifact and the Oracle Engine also draw them."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Reveal a card's in-game side at the moment its goal is met, on anyone's turn (X-25, X-26). When the "
            "game ends, every player reveals the cards whose end-game side holds (X-28). A tie is broken first by "
            "the number of revealed agenda cards (X-29)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Agenda cards are not alien tech: nobody can raid or trade them, and they do not count as alien tech "
            "cards in a tie. A card that needs a module, a faction board or an alien tech card leaves the deck at "
            "setup when that is missing (X-33)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Two ways to play: with paper cards at the table, the app does not know your cards, and you name a card "
            "when you reveal it; the app then checks its goal. In a digital game the app deals the cards, and each "
            "player looks at their own in private."),
        QT_TRANSLATE_NOOP("RulesReference",
            "At the table, the game-over page first asks for the end-game reveals: each player turns up, from their "
            "own card, the face-down cards whose end-game goal is met, before the ranking is final."),
    }},
    {"agenda:five-sequential-ships", C::Agendas, QT_TRANSLATE_NOOP("RulesReference", "Agenda 1: Five in a row"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>In game:</b> your roll shows 5 consecutive values, as rolled, before any alien tech (X-30)."),
        QT_TRANSLATE_NOOP("RulesReference", "<b>End of game:</b> you control Pohl Foothills."),
    }},
    {"agenda:three-colonies-one-turn", C::Agendas,
     QT_TRANSLATE_NOOP("RulesReference", "Agenda 2: Three colonies in a turn"), {
        QT_TRANSLATE_NOOP("RulesReference", "<b>In game:</b> you land 3 colonies on territories in one turn."),
        QT_TRANSLATE_NOOP("RulesReference", "<b>End of game:</b> you control Herbert Valley."),
    }},
    {"agenda:natural-four-of-a-kind", C::Agendas,
     QT_TRANSLATE_NOOP("RulesReference", "Agenda 3: Four of a kind"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>In game:</b> your roll shows 4 or more ships of one value, as rolled, before any alien tech (X-30)."),
        QT_TRANSLATE_NOOP("RulesReference", "<b>End of game:</b> you control Van Vogt Mountains."),
    }},
    {"agenda:six-ore-one-turn", C::Agendas, QT_TRANSLATE_NOOP("RulesReference", "Agenda 4: Six ore in a turn"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>In game:</b> your gains of ore in one turn add up to 6 or more, from any source; spending does not "
            "count against them (X-26)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>End of game:</b> you control a territory that holds exactly 1 colony."),
    }},
    {"agenda:four-unique-tech", C::Agendas, QT_TRANSLATE_NOOP("RulesReference", "Agenda 5: Four cards of your own"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>In game:</b> you hold 4 alien tech cards whose names no other player holds."),
        QT_TRANSLATE_NOOP("RulesReference", "<b>End of game:</b> you control Asimov Crater."),
    }},
    {"agenda:colony-on-isolation", C::Agendas,
     QT_TRANSLATE_NOOP("RulesReference", "Agenda 6: Landing in isolation"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>In game:</b> you land a colony on the territory of the Isolation Field."),
        QT_TRANSLATE_NOOP("RulesReference", "<b>End of game:</b> you control Bradbury Plateau."),
    }},
    {"agenda:bump-own-raiders", C::Agendas, QT_TRANSLATE_NOOP("RulesReference", "Agenda 7: Bump your own raid"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>In game:</b> the run you dock at the Raiders' Outpost bumps a run of your own."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>End of game:</b> you control a territory where other players have 3 or more colonies together."),
    }},
    {"agenda:twelve-fuel-one-turn", C::Agendas,
     QT_TRANSLATE_NOOP("RulesReference", "Agenda 8: Twelve fuel in a turn"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>In game:</b> your gains of fuel in one turn add up to 12 or more (X-26)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>End of game:</b> you control a territory with all 3 field generators on it."),
    }},
    {"agenda:mutual-vp-move", C::Agendas, QT_TRANSLATE_NOOP("RulesReference", "Agenda 9: A move that helps two"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>In game:</b> you move colonies, and afterwards both you and at least one opponent have more VP than "
            "before the move."),
        QT_TRANSLATE_NOOP("RulesReference", "<b>End of game:</b> you control Burroughs Desert."),
    }},
    {"agenda:seize-and-use", C::Agendas, QT_TRANSLATE_NOOP("RulesReference", "Agenda 10: Seize and use"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>In game:</b> you take control of a territory an opponent controlled, and use its bonus in the same "
            "turn."),
        QT_TRANSLATE_NOOP("RulesReference", "<b>End of game:</b> you control Heinlein Plains."),
    }},
    {"agenda:five-hub-spaces", C::Agendas, QT_TRANSLATE_NOOP("RulesReference", "Agenda 11: Five circles at the Hub"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>In game:</b> your colony on the Colonist Hub advances 5 or more circles in one turn, all sources "
            "together."),
        QT_TRANSLATE_NOOP("RulesReference", "<b>End of game:</b> you control Lem Badlands."),
    }},
    {"agenda:two-ships-one-turn", C::Agendas, QT_TRANSLATE_NOOP("RulesReference", "Agenda 12: Two ships in a turn"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>In game:</b> you gain 2 ships in one turn, by building them or buying the Relic Ship."),
        QT_TRANSLATE_NOOP("RulesReference", "<b>End of game:</b> none of your colonies is on Van Vogt Mountains."),
    }},
    {"agenda:artifact-four-ships-eight", C::Agendas,
     QT_TRANSLATE_NOOP("RulesReference", "Agenda 13: Eight at the Artifact"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>In game:</b> in one turn you dock 4 ships at the Alien Artifact whose values add up to exactly 8."),
        QT_TRANSLATE_NOOP("RulesReference", "<b>End of game:</b> none of your colonies is on Pohl Foothills."),
    }},
    {"agenda:fill-solar-converter", C::Agendas,
     QT_TRANSLATE_NOOP("RulesReference", "Agenda 14: Fill the Solar Converter"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>In game:</b> your ships take every Solar Converter port that was free when your turn began."),
        QT_TRANSLATE_NOOP("RulesReference", "<b>End of game:</b> none of your colonies is on Heinlein Plains."),
    }},
    {"agenda:colony-to-unclaimed", C::Agendas,
     QT_TRANSLATE_NOOP("RulesReference", "Agenda 15: Into empty land"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>In game:</b> you move one of your colonies to a territory that had no colony."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>End of game:</b> you have at least one colony, and no other player has a colony on any territory "
            "where you have one."),
    }},
    {"agenda:draw-four-agendas", C::Agendas,
     QT_TRANSLATE_NOOP("RulesReference", "Agenda 16: Four agendas in a turn"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>In game:</b> you draw 4 or more agenda cards in one turn; the cards of that very draw count (X-26)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>End of game:</b> this is your only face-down agenda card, counted before anyone reveals (X-28)."),
    }},
    {"agenda:five-facilities", C::Agendas, QT_TRANSLATE_NOOP("RulesReference", "Agenda 17: Five facilities"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>In game:</b> the ships you docked this turn are at 5 or more different orbital facilities. Faction "
            "boards count; the Maintenance Bay does not."),
        QT_TRANSLATE_NOOP("RulesReference", "<b>End of game:</b> none of your colonies is on Burroughs Desert."),
    }},
    {"agenda:fill-lunar-mine", C::Agendas, QT_TRANSLATE_NOOP("RulesReference", "Agenda 18: Fill the Lunar Mine"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>In game:</b> every usable port of the Lunar Mine holds a ship of yours."),
        QT_TRANSLATE_NOOP("RulesReference", "<b>End of game:</b> none of your colonies is on Herbert Valley."),
    }},
    {"agenda:launch-and-restart", C::Agendas,
     QT_TRANSLATE_NOOP("RulesReference", "Agenda 19: Launch and start again"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>In game:</b> in one turn you launch a colony from the Colonist Hub and start a new one there."),
        QT_TRANSLATE_NOOP("RulesReference", "<b>End of game:</b> none of your colonies is on Asimov Crater."),
    }},
    {"agenda:low-roll-ten", C::Agendas, QT_TRANSLATE_NOOP("RulesReference", "Agenda 20: A low roll"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>In game:</b> you roll 5 or more ships and, as rolled, before any alien tech, they add up to 10 or "
            "less (X-30)."),
        QT_TRANSLATE_NOOP("RulesReference", "<b>End of game:</b> none of your colonies is on Bradbury Plateau."),
    }},
    {"agenda:first-sixth-ship", C::Agendas, QT_TRANSLATE_NOOP("RulesReference", "Agenda 21: The first sixth ship"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>In game:</b> you build your 6th ship, and nobody has built a 6th ship before you."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>End of game:</b> your largest group of neighbouring territories with your colonies holds the most "
            "colonies of yours, compared with every other player's largest group; a tie is enough (X-31)."),
    }},
    {"agenda:plasma-cannon-discard", C::Agendas,
     QT_TRANSLATE_NOOP("RulesReference", "Agenda 22: Plasma Cannon shot"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>In game:</b> you discard the Plasma Cannon to send a ship back to its stock."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>End of game:</b> exactly 1 of your colonies is on the territory of the Repulsor Field."),
    }},
    {"agenda:two-field-moves", C::Agendas,
     QT_TRANSLATE_NOOP("RulesReference", "Agenda 23: Two field generators moved"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>In game:</b> in one turn you move or remove 2 different field generators. One action that moves "
            "both counts; the same one moved twice does not, nor does placing one from beside the board."),
        QT_TRANSLATE_NOOP("RulesReference", "<b>End of game:</b> you hold no alien tech card."),
    }},
    {"agenda:foiled-raid", C::Agendas, QT_TRANSLATE_NOOP("RulesReference", "Agenda 24: Foiled raid"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>In game:</b> when a player raids you, reveal this card at once: the part of the raid against you "
            "fails (X-32)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>End of game:</b> you hold a Data Crystal and a Holographic Decoy."),
    }},
    {"agenda:landed-without-control", C::Agendas,
     QT_TRANSLATE_NOOP("RulesReference", "Agenda 25: Everywhere, in charge nowhere"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>In game:</b> you have 3 or more colonies on territories and control none of them."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>End of game:</b> every territory with a colony of yours is under your control."),
    }},
    {"agenda:raid-own-duplicate", C::Agendas,
     QT_TRANSLATE_NOOP("RulesReference", "Agenda 26: Raiding a card you hold"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>In game:</b> you raid an alien tech card of a name you already hold; it is discarded."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>End of game:</b> 3 ships of yours are docked at the Raiders' Outpost."),
    }},
    {"agenda:raided-twice", C::Agendas, QT_TRANSLATE_NOOP("RulesReference", "Agenda 27: Raided twice"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>In game:</b> you are raided in two turns in a row, that is, in two players' turns one after the "
            "other."),
        QT_TRANSLATE_NOOP("RulesReference", "<b>End of game:</b> you have 4 or more colonies on one territory."),
    }},
    {"agenda:fleet-of-seven", C::Agendas, QT_TRANSLATE_NOOP("RulesReference", "Agenda 28: A fleet of seven"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>In game:</b> you gather 7 ships at the start of your turn: ships of your colour and the Relic Ship, "
            "never the Brethren Ship or a borrowed ship (X-39)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>End of game:</b> you hold the Resource Cache and the Oscillation Capacitor."),
        kNeedsExtraTech,
    }},
    {"agenda:last-to-first", C::Agendas, QT_TRANSLATE_NOOP("RulesReference", "Agenda 29: Last to first"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>In game:</b> within one of your turns you go from lowest score alone to highest score alone."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>End of game:</b> you hold the Booster Pod and the Experimental FTL Drive."),
        kNeedsExtraTech,
    }},
    {"agenda:steal-from-all", C::Agendas, QT_TRANSLATE_NOOP("RulesReference", "Agenda 30: Something from everyone"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>In game:</b> in one turn you take resources or cards from every opponent."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>End of game:</b> you hold the Polarity Device and the Multiverse Window."),
        kNeedsExtraTech,
    }},
    {"agenda:two-tech-one-turn", C::Agendas,
     QT_TRANSLATE_NOOP("RulesReference", "Agenda 31: Two cards in a turn"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>In game:</b> you gain 2 or more alien tech cards in one turn; a duplicate that is discarded does "
            "not count."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>End of game:</b> you hold the Stasis Beam and the Solar Harvester."),
        kNeedsExtraTech,
    }},
    {"agenda:seize-two-territories", C::Agendas,
     QT_TRANSLATE_NOOP("RulesReference", "Agenda 32: Two territories seized"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>In game:</b> in one turn you take control of 2 territories that other players controlled."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>End of game:</b> you hold the Plasma Cannon and the Electrofabricator."),
        kNeedsExtraTech,
    }},
    {"agenda:repulsor-without-scholars", C::Agendas,
     QT_TRANSLATE_NOOP("RulesReference", "Agenda 33: The Repulsor Field brought in"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>In game:</b> you put the Repulsor Field on the planet from beside the board, other than with Proxima "
            "Centauri Scholars."),
        QT_TRANSLATE_NOOP("RulesReference", "<b>End of game:</b> none of your colonies is on Lem Badlands."),
        kNeedsFactions,
    }},
    {"agenda:rev-into-isolation", C::Agendas, QT_TRANSLATE_NOOP("RulesReference", "Agenda 34: The REV isolated"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>In game:</b> you move the REV into the territory of the Isolation Field."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>End of game:</b> the REV is on a territory you control."),
        kNeedsXeno,
    }},
    {"agenda:repulsor-on-rev", C::Agendas, QT_TRANSLATE_NOOP("RulesReference", "Agenda 35: Repulsor on the REV"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>In game:</b> you place or move the Repulsor Field onto the territory where the REV is."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>End of game:</b> the REV and the Relic Ship are both on Burroughs Desert."),
        kNeedsXeno,
    }},
    {"agenda:ion-fluctuator-control", C::Agendas,
     QT_TRANSLATE_NOOP("RulesReference", "Agenda 36: Control by Ion Fluctuator"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>In game:</b> you take control of a territory by using the Ion Fluctuator."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>End of game:</b> you control at least one territory that holds exactly 1 colony."),
        kNeedsExtraTech,
    }},
    {"agenda:brethren-hijack-artifact", C::Agendas,
     QT_TRANSLATE_NOOP("RulesReference", "Agenda 37: Hijack at the Artifact"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>In game:</b> with the Brethren Ship you hijack a ship docked at the Alien Artifact."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>End of game:</b> the Brethren Ship is docked at an orbital facility or a faction board."),
        kNeedsBrethren,
    }},
    {"agenda:shipbreaker-own-ship", C::Agendas,
     QT_TRANSLATE_NOOP("RulesReference", "Agenda 38: Breaking your own ship"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>In game:</b> you send one of your own ships away with the Shipbreaker Drone."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>End of game:</b> you hold the Shipbreaker Drone and exactly 4 ships of your colour."),
        kNeedsExtraTech,
    }},
    {"agenda:oracle-stolen", C::Agendas, QT_TRANSLATE_NOOP("RulesReference", "Agenda 39: The Oracle taken"), {
        QT_TRANSLATE_NOOP("RulesReference", "<b>In game:</b> another player takes your Oracle Engine."),
        QT_TRANSLATE_NOOP("RulesReference", "<b>End of game:</b> you hold the Oracle Engine."),
        kNeedsExtraTech,
    }},
    {"agenda:relic-terraforming", C::Agendas,
     QT_TRANSLATE_NOOP("RulesReference", "Agenda 40: The Relic terraforms"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>In game:</b> you dock the Relic Ship at the Terraforming Station."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>End of game:</b> the Relic Ship is in your fleet and you hold the Magnetic Lockdown."),
        kNeedsExtraTech,
    }},
    {"agenda:lunar-mine-sequence", C::Agendas,
     QT_TRANSLATE_NOOP("RulesReference", "Agenda 41: A run at the Lunar Mine"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>In game:</b> the Lunar Mine holds 5 ships of 5 consecutive values, at least one of them yours."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>End of game:</b> you hold the Nano-Recycler and control Van Vogt Mountains."),
        kNeedsExtraTech,
    }},
    {"agenda:shipfitter-build", C::Agendas,
     QT_TRANSLATE_NOOP("RulesReference", "Agenda 42: Built by the Shipfitter"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>In game:</b> you build a ship with the paid power of the Shipfitter Drone."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>End of game:</b> no field generator is on any territory."),
        kNeedsExtraTech,
    }},
    {"agenda:two-asteroids-one-turn", C::Agendas,
     QT_TRANSLATE_NOOP("RulesReference", "Agenda 43: Two asteroids in a turn"), {
        QT_TRANSLATE_NOOP("RulesReference", "<b>In game:</b> you claim 2 asteroid cards in one turn."),
        QT_TRANSLATE_NOOP("RulesReference", "<b>End of game:</b> you control Blish Expanse."),
        kNeedsOuterBelt,
    }},
};
// clang-format on

} // namespace

std::span<const RulesEntry> agendas() { return kEntries; }

} // namespace afapp::rulestext
