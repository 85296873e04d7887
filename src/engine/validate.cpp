#include "validate.h"

#include "agendas/agendas.h"
#include "engine.h"
#include "modules/extension.h"
#include "modules/tech.h"

#include <algorithm>
#include <bit>

namespace af {

namespace {

std::string seatPath(int seat, const char *field) { return "players[" + std::to_string(seat) + "]." + field; }
std::string n(int v) { return std::to_string(v); }

// The fleet waits for its roll: the Roll stage, or the Oracle Engine's agenda draw that comes before it.
bool beforeRoll(const GameState &s)
{
    return s.stage == Stage::Roll || (s.stage == Stage::AgendaDraw && s.agendas.drawFor == AgendaDrawFor::OracleEngine);
}

// Every template, so that the app can check it translates them all.
constexpr std::string_view kTexts[] = {
    "a game has {0} to {1} players, not {2}.",
    "unknown colour.",
    "on the freeform Colonist Hub (5-6 players) the colonies stand on tracks 1 to 4.",
    "two colonies stand on the same circle of the Colonist Hub (track {0}, circle {1}).",
    "purple and white come with Edition X; this ruleset has red, blue, green and yellow.",
    "two players share the colour {0}.",
    "resources cannot be negative.",
    "more tokens than the game has ({0} fuel, {1} ore).",
    "cannot be negative.",
    "the Colonist Hub has circles 1 to 7 (0: none).",
    "this player's colonies in all (hand, Hub and territories): {0}; this game gives each player {1}.",
    "unknown card.",
    "ships of an unused seat are on the board.",
    "a ship of this colour is neither in the stock nor in play.",
    "only the active player has ships gathered in a fleet.",
    "unknown facility.",
    "a docked ship shows a value from 1 to 6.",
    "a docked ship must name the player it was docked for.",
    "a die shows 1 to 6.",
    "the fleet has not been rolled yet in the roll stage.",
    "an unplaced ship must show its rolled value.",
    "the Relic Ship is on Burroughs Desert exactly when nobody holds it.",
    "the Relic Ship never goes to the stock.",
    "no such player.",
    "only the player controlling Burroughs Desert holds the Relic Ship.",
    "with the Isolation Field on Burroughs Desert the Relic Ship stays there.",
    "more ships are docked at the {0} than it has ports for {1} players.",
    "the deck has {0} × {1}; this position has {2}.",
    "with the limited supply, the supply and the players hold exactly {0} fuel and {1} ore (here {2} fuel and {3} ore).",
    "unknown territory.",
    "unknown stage.",
    "a player has landed every colony: the game is over.",
    "the game is over only when a player has landed every colony.",
    "cards to reveal go with the reveal stage (1 to 3).",
    "ships to re-roll go with the re-roll stage.",
    "only the active player's unplaced ships are re-rolled.",
    "more ships docked at the Colonist Hub this turn than a player has.",
    "the Relic Ship is in a fleet only when its holder is the active player.",
    "before the roll, every ship the active player has in play is gathered in the fleet.",
    "nothing has been done in a turn before its roll.",
    "{0} was used this turn, but the active player does not hold it.",
    "{0} has no fuel power.",
    "a bonus is borrowed exactly when the Data Crystal's fuel power was used this turn, from one territory other "
    "than Burroughs Desert.",
    "the turn does not count the active player's ships docked at the {0} this turn.",
    "a ship docked for a player other than its owner was taken with the {0}, which this ruleset does not have.",
    "a ship on the {0} is always docked for its owner.",
    "before the roll, no ship is docked for the active player yet.",
    "a ship taken with the {0} goes back to its owner when the owner's turn starts: it can be docked only for a "
    "player whose turn has come since the owner's last turn.",
    "a player takes at most one ship with the {0} in a turn.",
    "a ship of another player is docked for the active player, but the {0} is not among the fuel powers used this "
    "turn.",
    "the Brethren Ship is in play exactly when a player has the Brethren of the Stars board, and never in the stock.",
    "the Brethren Ship has no value; it is in a fleet only while its owner is the active player, with its raider face "
    "after the roll.",
    "a borrowed ship is another player's colour ship or Relic Ship, unplaced in the active player's fleet or docked "
    "for the player who borrowed it (never on the Terraforming Station or the Maintenance Bay), in a game with the "
    "factions or extra-tech module.",
    "tokens on {0}: {1}; the card keeps at most {2}, and only while a player holds it.",
    "{0} keeps fuel only.",
    "fuel is on the Magnetic Lockdown only while the lock of a player in the game lasts.",
    "colonies of players in the game are on {0} only while a player holds it.",
    "no agenda card is in play without the agendas module.",
    "each agenda card of the game is in exactly one place: the deck, the discard pile, a hand, or among the unnamed "
    "cards.",
    "{0} agenda cards are unnamed; the deck, the discard pile and the hands hold {1} unnamed cards.",
    "a reveal window is open only for an agenda card the player holds face down.",
    "only the active player, right after drawing agenda cards, may discard one without being over the limit.",
    "this turn's Orbital Market pairs are ships of the game, and a pair either traded or drew agenda cards, not both.",
    "the agenda cards of the game are the deck the modules and faction boards in play make (X-33), none before the "
    "draft ends.",
    "this turn's Orbital Market pairs are ships docked for the active player.",
    "a territory whose bonus was used after it was seized is one the active player seized this turn.",
    "each territory was controlled at turn start by at most one player of the game.",
    "the discards after a Prophets of the Artifact draw are the active player's, in the main stage, among its "
    "face-down cards (the named ones among those it drew).",
    "an agenda draw for Prophets of the Artifact happens only while drawing, with the board in the game and, for its "
    "docking, a ship docked there.",
    "the turn-start window is open only in a game with extra alien tech, while the active player can still discard a "
    "card timed for the start of the turn or the Auto Pilot A.I.'s income is still to be taken.",
    "the Relic Ship taken with the {0} is held by the player who took it, lent by another player or by nobody.",
    "one agenda card lies on the Oracle Engine, drawn this turn by the active player, who used the card and holds it.",
    "the Oracle Engine's draw happens while drawing, before the roll of the active player, who used the card and holds it.",
    "a ship is on the {0} only while the player of its colour holds the card, and at most one.",
    "a player says it is done with its end-game agenda reveals only once the game is over, while it holds unnamed "
    "face-down cards.",
};

// The English name of an id argument (facility, card, colour), or the argument itself.
std::string englishArg(const std::string &arg)
{
    if (auto f = fromId<Facility>(arg))
        return std::string(displayName(*f));
    if (auto c = fromId<Card>(arg))
        return std::string(displayName(*c));
    if (auto c = fromId<Color>(arg))
        return std::string(displayName(*c));
    return arg;
}

StateProblem problem(std::string where, std::string_view text, std::array<std::string, 4> args = {})
{
    std::string what;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '{' && i + 2 < text.size() && text[i + 2] == '}' && text[i + 1] >= '0' && text[i + 1] <= '3') {
            what += englishArg(args[static_cast<std::size_t>(text[i + 1] - '0')]);
            i += 2;
        } else {
            what += text[i];
        }
    }
    return StateProblem{std::move(where), std::move(what), text, std::move(args)};
}

std::optional<StateProblem> checkPlayers(const GameState &s)
{
    const RulesetTraits &t = traits(s.ruleset);
    if (s.playerCount < t.minPlayers || s.playerCount > t.maxPlayers)
        return problem("players", kTexts[0], {n(t.minPlayers), n(t.maxPlayers), n(s.playerCount)});
    const int colonies = coloniesPerPlayer(s.ruleset, s.playerCount, s.longGame);
    for (int p = 0; p < s.playerCount; ++p) {
        const PlayerState &pl = s.players[p];
        if (idx(pl.color) >= kColorCount)
            return problem(seatPath(p, "color"), "unknown colour.");
        if (!colorInRuleset(pl.color, s.ruleset))
            return problem(seatPath(p, "color"),
                           "purple and white come with Edition X; this ruleset has red, blue, green and yellow.");
        for (int q = 0; q < p; ++q)
            if (s.players[q].color == pl.color)
                return problem(seatPath(p, "color"), "two players share the colour {0}.", {std::string(toId(pl.color))});
        if (pl.fuel < 0 || pl.ore < 0)
            return problem(seatPath(p, pl.fuel < 0 ? "fuel" : "ore"), "resources cannot be negative.");
        if (pl.fuel > kSupplyFuel || pl.ore > kSupplyOre)
            return problem(seatPath(p, pl.fuel > kSupplyFuel ? "fuel" : "ore"), "more tokens than the game has ({0} fuel, {1} ore).", {n(kSupplyFuel), n(kSupplyOre)});
        if (pl.coloniesLeft < 0)
            return problem(seatPath(p, "coloniesInHand"), "cannot be negative.");
        if (pl.hubCircle < 0 || pl.hubCircle > kHubLaunchCircle)
            return problem(seatPath(p, "hubCircle"), "the Colonist Hub has circles 1 to 7 (0: none).");
        if (totalColonies(s, p) != colonies)
            return problem(seatPath(p, "coloniesInHand"), 
                           "this player's colonies in all (hand, Hub and territories): {0}; this game gives each "
                           "player {1}.",
                           {n(totalColonies(s, p)), n(colonies)});
        if (pl.cards >> kCardCount)
            return problem(seatPath(p, "cards"), "unknown card.");
        // The freeform Hub's colonies stand on tracks; with 2-4 players each player has a track of their own.
        if (pl.hubCircle > 0 && freeformHub(s)) {
            if (pl.hubTrack < 0 || pl.hubTrack >= kHubTracks)
                return problem(seatPath(p, "hubTrack"),
                               "on the freeform Colonist Hub (5-6 players) the colonies stand on tracks 1 to 4.");
            for (int q = 0; q < p; ++q)
                if (s.players[q].hubCircle == pl.hubCircle && s.players[q].hubTrack == pl.hubTrack)
                    return problem(seatPath(p, "hubTrack"),
                                   "two colonies stand on the same circle of the Colonist Hub (track {0}, circle {1}).",
                                   {n(pl.hubTrack + 1), n(pl.hubCircle)});
        } else if (pl.hubTrack != 0) {
            return problem(seatPath(p, "hubTrack"),
                           "on the freeform Colonist Hub (5-6 players) the colonies stand on tracks 1 to 4.");
        }
    }
    return std::nullopt;
}

// A docked ship whose user is not its owner (the Relic Ship's: its holder) was taken with the Mind Control Helmet:
// by the active player this turn, or by a player whose turn came after the owner's last one (the owner gathers it
// at the start of their next turn). The Helmet never takes a ship from the Maintenance Bay or the Terraforming
// Station and never docks one there. Called once the user is known to be a seat of the game.
std::optional<StateProblem> checkTakenShip(const GameState &s, int i, const std::string &where)
{
    const Ship &ship = s.ships[i];
    const int owner = ownerOf(s, i);
    if (ship.place != Place::Docked || owner < 0 || owner >= s.playerCount || ship.user == owner)
        return std::nullopt;
    // The Brethren Ship takes the place (and port) of the ship it hijacked; a borrowed ship: checkBorrowed.
    if (i == kBrethrenShip || ((s.borrowedShips >> i) & 1))
        return std::nullopt;
    const std::string helmet(toId(Card::MindControlHelmet));
    if (traits(s.ruleset).deck[idx(Card::MindControlHelmet)] == 0)
        return problem(where, "a ship docked for a player other than its owner was taken with the {0}, which this "
                              "ruleset does not have.",
                       {helmet});
    if (ship.facility == Facility::MaintenanceBay || ship.facility == Facility::TerraformingStation)
        return problem(where, "a ship on the {0} is always docked for its owner.",
                       {std::string(toId(ship.facility))});
    if (beforeRoll(s) && ship.user == s.current)
        return problem(where, "before the roll, no ship is docked for the active player yet.");
    // Turns since the owner's last one, in seat order: the user's turn must be among them (the active player's
    // included); none when the owner is the active player.
    const int n = s.playerCount;
    // In the turn-start window (extra-tech, X-53) the ships have not come back yet: as at the previous turn's end.
    const int active = s.stage == Stage::TurnStart ? (s.current + n - 1) % n : s.current;
    const int userAfterOwner = (ship.user - owner + n) % n;
    const int currentAfterOwner = (active - owner + n) % n;
    if (userAfterOwner > currentAfterOwner)
        return problem(where, "a ship taken with the {0} goes back to its owner when the owner's turn starts: it can "
                              "be docked only for a player whose turn has come since the owner's last turn.",
                       {helmet});
    return std::nullopt;
}

std::optional<StateProblem> checkShips(const GameState &s)
{
    int onAutoPilot = 0;
    for (int i = 0; i < kRelicShip; ++i) {
        const Ship &ship = s.ships[i];
        const int seat = i / kShipsPerColor;
        const std::string where = seatPath(seat < s.playerCount ? seat : 0, "ships");
        if (seat >= s.playerCount) {
            if (ship.place != Place::OutOfGame)
                return problem("players", "ships of an unused seat are on the board.");
            continue;
        }
        if (ship.place == Place::OutOfGame || ship.place == Place::Home)
            return problem(where, "a ship of this colour is neither in the stock nor in play.");
        // Extra-tech: one ship at most on the Auto Pilot A.I., of its holder's colour; a card leaving a hand
        // sends it to the Maintenance Bay.
        if (ship.place == Place::OnCard && (!holds(s, seat, Card::AutoPilotAI) || ++onAutoPilot > 1))
            return problem(where, "a ship is on the {0} only while the player of its colour holds the card, and at most "
                                  "one.",
                           {std::string(toId(Card::AutoPilotAI))});
        if (ship.place == Place::Fleet && seat != s.current && !((s.borrowedShips >> i) & 1))
            return problem(where, "only the active player has ships gathered in a fleet.");
    }
    for (int i = 0; i < kBrethrenShip; ++i) {
        const Ship &ship = s.ships[i];
        const std::string where = isRelic(i) ? "relicShip" : seatPath(i / kShipsPerColor, "ships");
        if (ship.place == Place::Docked) {
            // A faction board is a facility while someone owns it.
            const bool board = isBoardFacility(ship.facility) && detail::boardOwner(s, boardOf(ship.facility)) >= 0;
            if (idx(ship.facility) >= kFacilityCount && !board)
                return problem(where, "unknown facility.");
            if (ship.facility != Facility::MaintenanceBay && (ship.value < 1 || ship.value > 6))
                return problem(where, "a docked ship shows a value from 1 to 6.");
            if (ship.user < 0 || ship.user >= s.playerCount)
                return problem(where, "a docked ship must name the player it was docked for.");
        }
        const bool sitsOut = (s.factions.sittingOut >> i) & 1; // on the Maintenance Bay through the turn
        if (beforeRoll(s) && ship.place == Place::Docked && ownerOf(s, i) == s.current && !sitsOut)
            return problem(where, "before the roll, every ship the active player has in play is gathered in the fleet.");
        if (auto p = checkTakenShip(s, i, where))
            return p;
        if (ship.place == Place::Fleet) {
            if (isRelic(i) && s.relicHolder != s.current && !((s.borrowedShips >> i) & 1))
                return problem(where, "the Relic Ship is in a fleet only when its holder is the active player.");
            const bool rolled = ship.value != 0;
            if (ship.value > 6)
                return problem(where, "a die shows 1 to 6.");
            if (beforeRoll(s) && rolled)
                return problem(where, "the fleet has not been rolled yet in the roll stage.");
            // A ship joining the fleet at once (Scavenger Fleet, X-19) waits for its die in a re-roll stage.
            // A ship borrowed in the turn-start window (Infiltration A.I.'s discard, X-39), or the Relic Ship taken
            // there (Alien Sarcophagus, X-55) while the window stays open (the Auto Pilot A.I.'s income, X-40), waits
            // for the fleet roll.
            const bool joining = (s.stage == Stage::Reroll && ((s.turn.rerollShips >> i) & 1)) ||
                                 (s.stage == Stage::TurnStart &&
                                  (isBorrowed(s, i) || (isRelic(i) && s.tech.relicBorrower == s.current)));
            if (!beforeRoll(s) && !rolled && !joining)
                return problem(where, "an unplaced ship must show its rolled value.");
        }
    }
    const Ship &relic = s.ships[kRelicShip];
    if ((relic.place == Place::Home) != (s.relicHolder == kNoPlayer))
        return problem("relicShip", "the Relic Ship is on Burroughs Desert exactly when nobody holds it.");
    // Extra-tech: a Relic lent by the Alien Sarcophagus is held by its borrower, and by control only through its
    // lender, if any.
    const int8_t borrower = s.tech.relicBorrower, lender = s.tech.relicLender;
    const bool loan = borrower != kNoPlayer;
    if ((loan && (!hasModule(s.modules, Module::ExtraTech) || borrower != s.relicHolder || borrower < 0 ||
                  borrower >= s.playerCount || lender == borrower ||
                  lender >= s.playerCount || lender < kNoPlayer)) ||
        (!loan && lender != kNoPlayer))
        return problem("extraTech.relicLoan", "the Relic Ship taken with the {0} is held by the player who took it, "
                                              "lent by another player or by nobody.",
                       {std::string(toId(Card::AlienSarcophagus))});
    if (loan && lender != kNoPlayer &&
        (controllerOf(s, Territory::BurroughsDesert) != lender || fieldOn(s, Field::Isolation, Territory::BurroughsDesert)))
        return problem("relicShip.holder", "only the player controlling Burroughs Desert holds the Relic Ship.");
    if (relic.place == Place::Stock || relic.place == Place::OutOfGame)
        return problem("relicShip", "the Relic Ship never goes to the stock.");
    if (s.relicHolder != kNoPlayer && !loan) {
        if (s.relicHolder >= s.playerCount)
            return problem("relicShip.holder", "no such player.");
        if (controllerOf(s, Territory::BurroughsDesert) != s.relicHolder)
            return problem("relicShip.holder", "only the player controlling Burroughs Desert holds the Relic Ship.");
        if (fieldOn(s, Field::Isolation, Territory::BurroughsDesert))
            return problem("relicShip", "with the Isolation Field on Burroughs Desert the Relic Ship stays there.");
    }
    // One use of the Helmet's fuel power in a turn, and a taken ship stays docked for the taker only until its
    // owner's next turn, which comes before the taker's next turn: at most one taken ship is docked for a player.
    // Extra-tech: the Oscillation Capacitor may use the Helmet again and the Tele-Operator a displayed one.
    const int takenMax = hasModule(s.modules, Module::ExtraTech) ? 3 : 1;
    for (int p = 0; p < s.playerCount; ++p) {
        int taken = 0;
        for (int i = 0; i < kBrethrenShip; ++i)
            taken += s.ships[i].place == Place::Docked && s.ships[i].user == p && ownerOf(s, i) != p &&
                     !((s.borrowedShips >> i) & 1);
        if (taken > takenMax)
            return problem("ships", "a player takes at most one ship with the {0} in a turn.",
                           {std::string(toId(Card::MindControlHelmet))});
    }
    for (int f = 0; f < kFacilityCount; ++f)
        for (int p = 0; p < s.playerCount; ++p)
            if (freeSlots(s, static_cast<Facility>(f), p) < 0)
                return problem("ships", "more ships are docked at the {0} than it has ports for {1} players.",
                               {std::string(toId(static_cast<Facility>(f))), n(s.playerCount)});
    for (int f = 0; f < kFactionCount; ++f) // one port per faction board
        if (detail::boardPortShips(s, boardFacility(static_cast<Faction>(f))) > 1) // grappled ones take no port
            return problem("ships", "more ships are docked at the {0} than it has ports for {1} players.",
                           {std::string(toId(static_cast<Faction>(f))), n(s.playerCount)});
    return std::nullopt;
}

// The Brethren of the Stars' die.
std::optional<StateProblem> checkBrethren(const GameState &s)
{
    const Ship &brethren = s.ships[kBrethrenShip];
    const int owner = ownerOf(s, kBrethrenShip);
    const bool draftOver = s.stage != Stage::BoardDraw && s.stage != Stage::BoardPick;
    const bool inPlay = brethren.place == Place::Docked || brethren.place == Place::Fleet;
    if ((owner != kNoPlayer && draftOver) != inPlay || (!inPlay && brethren.place != Place::OutOfGame))
        return problem("brethrenShip", "the Brethren Ship is in play exactly when a player has the Brethren of the "
                                       "Stars board, and never in the stock.");
    if (brethren.place == Place::Docked) {
        const bool board = isBoardFacility(brethren.facility) && detail::boardOwner(s, boardOf(brethren.facility)) >= 0;
        if (idx(brethren.facility) >= kFacilityCount && !board)
            return problem("brethrenShip", "unknown facility.");
        if (brethren.user < 0 || brethren.user >= s.playerCount)
            return problem("brethrenShip", "a docked ship must name the player it was docked for.");
        if (beforeRoll(s) && owner == s.current)
            return problem("brethrenShip",
                           "before the roll, every ship the active player has in play is gathered in the fleet.");
    }
    const bool inFleet = brethren.place == Place::Fleet;
    const bool raiderExpected = inFleet && !beforeRoll(s);
    if (brethren.value != 0 || (inFleet && owner != s.current) || s.factions.brethrenRaider != raiderExpected)
        return problem("brethrenShip", "the Brethren Ship has no value; it is in a fleet only while its owner is the "
                                       "active player, with its raider face after the roll.");
    return std::nullopt;
}

// Ships borrowed from other players: the Brethren hijack, Infiltration A.I., Astrogation Servo. Unplaced
// in the active player's fleet, or docked for their borrower (the ship's user) until their owner's next turn start.
std::optional<StateProblem> checkBorrowed(const GameState &s)
{
    if (s.borrowedShips == 0)
        return std::nullopt;
    const bool lenders = hasModule(s.modules, Module::Factions) || hasModule(s.modules, Module::ExtraTech);
    for (uint64_t m = s.borrowedShips; m; m &= m - 1) {
        const int i = std::countr_zero(m);
        const Ship &ship = s.ships[i];
        const int owner = i < kBrethrenShip ? ownerOf(s, i) : kNoPlayer;
        const int borrower = ship.place == Place::Fleet ? s.current : ship.place == Place::Docked ? ship.user : -1;
        const bool placed = ship.place == Place::Fleet ||
                            (ship.place == Place::Docked && ship.facility != Facility::TerraformingStation &&
                             ship.facility != Facility::MaintenanceBay);
        if (!lenders || owner < 0 || owner >= s.playerCount || borrower == owner || !placed)
            return problem("borrowedShips",
                           "a borrowed ship is another player's colour ship or Relic Ship, unplaced in the active "
                           "player's fleet or docked for the player who borrowed it (never on the Terraforming "
                           "Station or the Maintenance Bay), in a game with the factions or extra-tech module.");
    }
    return std::nullopt;
}

std::optional<StateProblem> checkCardsAndSupply(const GameState &s)
{
    const auto deck = deckOf(s.ruleset, s.modules);
    for (int c = 0; c < kCardCount; ++c) {
        int count = s.drawPile[c] + s.discardPile[c] + s.tech.boxed[c]; // boxed: removed from the game
        for (int8_t d : s.display)
            count += d == c;
        for (int p = 0; p < s.playerCount; ++p)
            count += (s.players[p].cards >> c) & 1;
        const bool dealt = s.stage != Stage::Deal && s.stage != Stage::BoardDraw && s.stage != Stage::BoardPick;
        if (dealt && count != deck[c])
            return problem("cards", "the deck has {0} × {1}; this position has {2}.",
                           {n(deck[c]), std::string(toId(Card(c))), n(count)});
    }
    for (int8_t d : s.display)
        if (d < -1 || d >= kCardCount)
            return problem("display", "unknown card.");
    for (int c = kBaseCardCount; c < kCardCount; ++c) {
        const Card card = static_cast<Card>(c);
        const CardTokens &on = detail::tokensOn(s, card);
        const detail::TechCardRules &rules = detail::techRules(card);
        const int count = on.fuel + on.ore;
        bool held = false;
        for (int p = 0; p < s.playerCount; ++p)
            held = held || holds(s, p, card);
        if (count > 0 && (!held || count > rules.tokenLimit))
            return problem("extraTech.tokens", "tokens on {0}: {1}; the card keeps at most {2}, and only while a "
                                               "player holds it.",
                           {std::string(toId(card)), n(count), n(rules.tokenLimit)});
        if (on.ore > 0 && !rules.keepsOre)
            return problem("extraTech.tokens", "{0} keeps fuel only.", {std::string(toId(card))});
    }
    bool shuntHeld = false; // the Gravitron Shunt keeps colonies
    for (int p = 0; p < s.playerCount; ++p)
        shuntHeld = shuntHeld || holds(s, p, Card::GravitronShunt);
    for (int p = 0; p < kMaxPlayers; ++p)
        if (s.tech.shunted[p] > 0 && (!shuntHeld || p >= s.playerCount))
            return problem("extraTech.shunted", "colonies of players in the game are on {0} only while a player holds it.",
                           {std::string(toId(Card::GravitronShunt))});
    for (uint64_t m = s.tech.grappled; m; m &= m - 1) { // Superconducting Grapple
        const Ship &ship = s.ships[std::countr_zero(m)];
        if (ship.place != Place::Docked || ship.facility == Facility::TerraformingStation || ship.facility == Facility::ColonistHub ||
            ship.facility == Facility::MaintenanceBay)
            return problem("extraTech.grappled",
                           "a grappled ship is docked at an orbital facility other than the Terraforming Station, the "
                           "Colonist Hub and the Maintenance Bay.");
    }
    const int8_t locked = s.tech.lockdownSeat;
    // A lock lent from the display by the Tele-Operator lasts with no fuel on the card (its fuel is in the supply).
    if ((locked == kNoPlayer && detail::tokensOn(s, Card::MagneticLockdown).fuel > 0) ||
        (locked != kNoPlayer && (locked < 0 || locked >= s.playerCount)))
        return problem("extraTech.lockdown",
                       "fuel is on the Magnetic Lockdown only while the lock of a player in the game lasts.");
    if (s.limitedSupply) {
        const Resources onCards = detail::tokensOnCards(s); // on the players' cards
        int fuel = s.supplyFuel + onCards.fuel, ore = s.supplyOre + onCards.ore;
        for (int p = 0; p < s.playerCount; ++p) {
            fuel += s.players[p].fuel;
            ore += s.players[p].ore;
        }
        if (s.supplyFuel < 0 || s.supplyOre < 0 || fuel != kSupplyFuel || ore != kSupplyOre)
            return problem("supply",
                           "with the limited supply, the supply and the players hold exactly {0} fuel and {1} ore (here "
                           "{2} fuel and {3} ore).",
                           {n(kSupplyFuel), n(kSupplyOre), n(fuel), n(ore)});
    }
    for (int f = 0; f < kFieldCount; ++f)
        if (s.fieldAt[f] < -1 || s.fieldAt[f] >= kTerritoryCount)
            return problem("fields", "unknown territory.");
    return std::nullopt;
}

// Agenda cards are conserved (EXPANSIONS.md 1.3): each card of the game in one place, and the unnamed cards of
// table mode as many as the places holding unnamed cards.
std::optional<StateProblem> checkAgendas(const GameState &s)
{
    const AgendaState &a = s.agendas;
    if (!hasModule(s.modules, Module::Agendas)) {
        if (a != AgendaState{})
            return problem("agendas", "no agenda card is in play without the agendas module.");
        return std::nullopt;
    }
    AgendaMask seen = 0;
    int unnamed = a.unknownInDeck + a.unknownInDiscard;
    bool overlap = false;
    const auto place = [&](AgendaMask cards) {
        overlap = overlap || (seen & cards) != 0;
        seen |= cards;
    };
    place(a.deck);
    place(a.discard);
    place(a.unknown);
    place(a.onOracle);
    for (int p = 0; p < kMaxPlayers; ++p) {
        const AgendaHand &h = a.hands[p];
        if (p >= s.playerCount && h != AgendaHand{})
            overlap = true; // an unused seat holds nothing
        place(h.faceDown);
        place(h.revealed);
        place(h.oracleScored);
        unnamed += h.unknownFaceDown;
    }
    if (overlap || seen != a.inGame || (a.inGame >> kAgendaCount) != 0)
        return problem("agendas", "each agenda card of the game is in exactly one place: the deck, the discard pile, "
                                  "a hand, or among the unnamed cards.");
    if (std::popcount(a.unknown) != unnamed)
        return problem("agendas.unnamed",
                       "{0} agenda cards are unnamed; the deck, the discard pile and the hands hold {1} unnamed cards.",
                       {n(std::popcount(a.unknown)), n(unnamed)});
    // The reveal windows are of cards the seat could reveal: its named face-down cards, or any unnamed card
    // while it holds unnamed ones.
    for (int p = 0; p < s.playerCount; ++p) {
        const AgendaHand &h = a.hands[p];
        if (h.window & ~(h.faceDown | (h.unknownFaceDown > 0 ? a.unknown : 0)))
            return problem("agendas.hands[" + n(p) + "].window",
                           "a reveal window is open only for an agenda card the player holds face down.");
    }
    // The draw's discard (1.3) lasts until the drawing seat's next other action: it is the active player's.
    if (a.mayDiscard != kNoPlayer && a.mayDiscard != s.current)
        return problem("agendas.mayDiscard",
                       "only the active player, right after drawing agenda cards, may discard one without being over "
                       "the limit.");
    if ((s.stage == Stage::Deal || beforeRoll(s)) && (a.marketTraded | a.marketDrew) != 0)
        return problem("agendas.marketTraded", "nothing has been done in a turn before its roll.");
    if ((a.marketTraded & a.marketDrew) != 0 || ((a.marketTraded | a.marketDrew) >> kShipCount) != 0)
        return problem("agendas.marketDrew", "this turn's Orbital Market pairs are ships of the game, and a pair either "
                                             "traded or drew agenda cards, not both.");
    // Prophets of the Artifact: the docking's draw keeps one card, the others are discarded first.
    if (a.keepOneDiscards > 0 || a.justDrawn != 0) {
        const bool seated = s.current >= 0 && s.current < s.playerCount;
        const AgendaHand *hand = seated ? &a.hands[s.current] : nullptr;
        if (!hand || s.stage != Stage::Main || a.keepOneDiscards == 0 || (a.justDrawn & ~hand->faceDown) != 0 ||
            std::popcount(hand->faceDown) + hand->unknownFaceDown < a.keepOneDiscards)
            return problem("agendas.keepOneDiscards",
                           "the discards after a Prophets of the Artifact draw are the active player's, in the main "
                           "stage, among its face-down cards (the named ones among those it drew).");
    }
    // The Oracle Engine: its draw and the card on it belong to the active player's turn, who used it this turn
    // and holds it (the card leaving that hand takes the agenda to the discard pile, a success discards the card).
    const bool oracleTurn = hasModule(s.modules, Module::ExtraTech) && s.current >= 0 &&
                            s.current < s.playerCount && holds(s, s.current, Card::OracleEngine) &&
                            (s.turn.cardsUsed & cardBit(Card::OracleEngine)) != 0;
    if (a.onOracle != 0 &&
        (std::popcount(a.onOracle) != 1 || !oracleTurn || s.stage == Stage::Deal || s.stage == Stage::TurnStart ||
         s.stage == Stage::AgendaDeal || s.stage == Stage::BoardDraw || s.stage == Stage::BoardPick ||
         a.drawFor == AgendaDrawFor::OracleEngine))
        return problem("agendas.onOracle",
                       "one agenda card lies on the Oracle Engine, drawn this turn by the active player, who used the "
                       "card and holds it.");
    if (a.drawFor == AgendaDrawFor::OracleEngine) {
        if (s.stage != Stage::AgendaDraw || !oracleTurn)
            return problem("agendas.drawFor", "the Oracle Engine's draw happens while drawing, before the roll of the "
                                              "active player, who used the card and holds it.");
    } else if (a.drawFor != AgendaDrawFor::Market) {
        bool docked = false;
        forShipsInGame(s, [&](int, const Ship &ship) {
            docked = docked || (ship.place == Place::Docked &&
                                ship.facility == boardFacility(Faction::ProphetsOfTheArtifact));
        });
        if (s.stage != Stage::AgendaDraw || detail::boardOwner(s, Faction::ProphetsOfTheArtifact) == kNoPlayer ||
            (a.drawFor == AgendaDrawFor::ProphetsDock && !docked))
            return problem("agendas.drawFor",
                           "an agenda draw for Prophets of the Artifact happens only while drawing, with the board in "
                           "the game and, for its docking, a ship docked there.");
    }
    // A territory had at most one controller at turn start.
    uint16_t controlled = 0;
    for (int p = 0; p < kMaxPlayers; ++p) {
        if ((controlled & a.turn.controlledAtStart[p]) != 0 || (p >= s.playerCount && a.turn.controlledAtStart[p]))
            return problem("agendas.turn.controlledAtStart",
                           "each territory was controlled at turn start by at most one player of the game.");
        controlled = static_cast<uint16_t>(controlled | a.turn.controlledAtStart[p]);
    }
    // #10's territories are among those the active player seized this turn.
    if (s.current >= 0 && s.current < s.playerCount && (a.turn.seizedBonusUsed & ~a.turn.seized[s.current]) != 0)
        return problem("agendas.turn.seizedBonusUsed",
                       "a territory whose bonus was used after it was seized is one the active player seized this turn.");
    // The straddles a raider settled on taking the Field Amplifier: each from a territory to one it borders.
    for (int p = 0; p < kMaxPlayers; ++p)
        for (int f = 0; f < kFieldCount; ++f) {
            const RaidLoss &loss = a.raidLoss[p];
            const int home = loss.straddleHome[f], across = loss.straddleAcross[f];
            if ((home != -1 || across != -1) &&
                (loss.card != idx(Card::FieldAmplifier) || home < 0 || home >= kTerritoryCount || across < 0 ||
                 across >= kTerritoryCount || !adjacent(static_cast<Territory>(home), static_cast<Territory>(across))))
                return problem("agendas.raidLoss",
                               "a field generator straddles a border only from a territory of the planet to one it borders.");
        }
    // What a raided card carried and lost on the way: the colonies the raider landed from the
    // Gravitron Shunt, still on their territories; the Auto Pilot A.I.'s ship, its victim's, on the Maintenance Bay
    // with none left on the card; tokens of a card that keeps them, in the supply.
    for (int p = 0; p < kMaxPlayers; ++p) {
        const RaidLoss &loss = a.raidLoss[p];
        bool ok = true;
        for (int q = 0; q < kMaxPlayers; ++q)
            for (int t = 0; t < kTerritoryCount; ++t)
                ok = ok && (loss.landed[q][t] == 0 || (loss.card == idx(Card::GravitronShunt) && q < s.playerCount &&
                                                        loss.landed[q][t] <= s.colonies[t][q]));
        if (const int ship = loss.autoPilotShip; ship != kNoShip) {
            bool onCard = false;
            forShipsInGame(s, [&](int, const Ship &sh) { onCard = onCard || sh.place == Place::OnCard; });
            ok = ok && loss.card == idx(Card::AutoPilotAI) && ship >= 0 && ship < kRelicShip && ownerOf(s, ship) == p &&
                 s.ships[ship].place == Place::Docked && s.ships[ship].facility == Facility::MaintenanceBay && !onCard;
        }
        if (loss.tokenFuel || loss.tokenOre)
            ok = ok && loss.card >= 0 && isExtraTech(loss.card) &&
                 detail::techRules(static_cast<Card>(loss.card)).raidReturnsTokens &&
                 loss.tokenFuel + loss.tokenOre <= detail::techRules(static_cast<Card>(loss.card)).tokenLimit &&
                 (!s.limitedSupply || (s.supplyFuel >= loss.tokenFuel && s.supplyOre >= loss.tokenOre));
        if (!ok)
            return problem("agendas.raidLoss",
                           "what a raid took with a card is what that card carried: colonies landed from the Gravitron "
                           "Shunt and still there, the Auto Pilot A.I.'s ship on the Maintenance Bay, its own tokens now "
                           "in the supply.");
    }
    for (int p = 0; p < kMaxPlayers; ++p)
        if ((a.endGameDone >> p & 1) &&
            (s.stage != Stage::GameOver || p >= s.playerCount || a.hands[p].unknownFaceDown == 0))
            return problem("agendas.endGameDone", "a player says it is done with its end-game agenda reveals only once "
                                                  "the game is over, while it holds unnamed face-down cards.");
    // The deck is built when the draft is over, from the modules and boards in play, and never changes.
    const bool draft = s.stage == Stage::BoardDraw || s.stage == Stage::BoardPick;
    if (a.inGame != (draft ? 0 : gameAgendaDeck(s)))
        return problem("agendas", "the agenda cards of the game are the deck the modules and faction boards in play "
                                  "make (X-33), none before the draft ends.");
    const uint64_t pairs = a.marketTraded | a.marketDrew;
    for (int i = 0; i < kShipCount; ++i)
        if ((pairs >> i & 1) && s.ships[i].place == Place::Docked && s.ships[i].user != s.current)
            return problem("agendas.marketTraded", "this turn's Orbital Market pairs are ships docked for the active "
                                                   "player.");
    return std::nullopt;
}

// Scout Drone (digital mode): the cards known on top of the draw pile are cards of that pile, one seat knows them,
// and stage ScoutOrder has the cards looked at waiting for their order.
std::optional<StateProblem> checkScouted(const GameState &s)
{
    const TechState &t = s.tech;
    std::array<int, kCardCount> known{};
    int count = 0;
    for (int i = 0; i < kScoutedCards; ++i) {
        const int c = t.scouted[i];
        if (c == -1)
            continue;
        if (c < 0 || c >= kCardCount || count != i)
            return problem("extraTech.scouted.cards",
                           "the cards known on top of the draw pile are listed top first, with no gap.");
        ++known[c];
        ++count;
    }
    for (int c = 0; c < kCardCount; ++c)
        if (known[c] > s.drawPile[c])
            return problem("extraTech.scouted.cards", "a card known on top of the draw pile is a card of that pile: {0}.",
                           {std::string(toId(Card(c)))});
    if ((count > 0) != (t.scoutedBy != kNoPlayer) || t.scoutedBy < kNoPlayer || t.scoutedBy >= s.playerCount)
        return problem("extraTech.scouted.player",
                       "the cards known on top of the draw pile are known to one player, who looked at them.");
    if (s.stage == Stage::ScoutOrder && (count == 0 || t.scoutedBy != s.current))
        return problem("extraTech.scouted",
                       "the Scout Drone's user puts back cards they looked at, in stage scout-order.");
    return std::nullopt;
}

std::optional<StateProblem> checkTurn(const GameState &s)
{
    if (s.current < 0 || s.current >= s.playerCount)
        return problem("current", "no such player.");
    // The draft's stages exist only with the factions module, before the deal.
    const bool draft = s.stage == Stage::BoardDraw || s.stage == Stage::BoardPick;
    const bool agendaChance = s.stage == Stage::AgendaDeal || s.stage == Stage::AgendaDraw;
    const bool propagating = s.stage == Stage::FieldRoll || s.stage == Stage::FieldPlace ||
                             s.stage == Stage::ScoutLook || s.stage == Stage::ScoutOrder; // extra-tech stages
    if (idx(s.stage) > idx(Stage::ScoutOrder) || (draft && !hasModule(s.modules, Module::Factions)) ||
        (agendaChance && !hasModule(s.modules, Module::Agendas)) || (propagating && !hasModule(s.modules, Module::ExtraTech)))
        return problem("stage", "unknown stage.");
    // A straddling generator (Field Amplifier, X-38) stands on the planet and reaches a bordering territory.
    for (int f = 0; f < kFieldCount; ++f) {
        const int other = s.tech.straddles[f];
        if (other != -1 && (other < 0 || other >= kTerritoryCount || s.fieldAt[f] < 0 ||
                            !adjacent(static_cast<Territory>(s.fieldAt[f]), static_cast<Territory>(other))))
            return problem("extraTech.straddles", "a field generator straddles a border only from a territory of the planet to one it borders.");
    }
    // The Field Propagator's generator waits for its territory in stage FieldPlace only.
    if ((s.stage == Stage::FieldPlace) != (s.tech.propagatedField >= 0) || s.tech.propagatedField >= kFieldCount)
        return problem("extraTech.propagatedField",
                       "the field generator named by the Field Propagator's die waits for a territory exactly in the stage "
                       "where its user places it.");
    if (auto p = checkScouted(s))
        return p;
    if (s.stage == Stage::TurnStart && (!hasModule(s.modules, Module::ExtraTech) ||
                                        (!detail::timedDiscardPossible(s) && !detail::autoPilotIncomeDue(s))))
        return problem("stage", "the turn-start window is open only in a game with extra alien tech, while the active "
                                "player can still discard a card timed for the start of the turn or the Auto Pilot "
                                "A.I.'s income is still to be taken.");
    bool someoneFinished = false;
    for (int p = 0; p < s.playerCount; ++p)
        someoneFinished = someoneFinished || (s.players[p].coloniesLeft == 0 && s.players[p].hubCircle == 0);
    if (someoneFinished != (s.stage == Stage::GameOver))
        return problem("stage", someoneFinished ? "a player has landed every colony: the game is over."
                                               : "the game is over only when a player has landed every colony.");
    if ((s.stage == Stage::Reveal) != (s.pendingReveal > 0) || s.pendingReveal > kDisplaySize)
        return problem("pendingReveal", "cards to reveal go with the reveal stage (1 to 3).");
    if ((s.stage == Stage::Reroll) != (s.turn.rerollShips != 0))
        return problem("turn.rerollShips", "ships to re-roll go with the re-roll stage.");
    for (int i = 0; i < kShipCount; ++i)
        if ((s.turn.rerollShips >> i) & 1)
            // New Gaia re-rolls the active player's ship on the Terraforming Station.
            if ((s.ships[i].place != Place::Fleet && i != s.factions.turn.terraformReroll) ||
                !usesShip(s, s.current, i))
                return problem("turn.rerollShips", "only the active player's unplaced ships are re-rolled.");
    // A track has 3 ports, but a port freed during the turn (the Orbital Teleporter moving a ship away, the Relic
    // Ship going home, the Plasma Cannon removing a ship taken with the Helmet) may be used again: the turn's count
    // is only bounded by the ships a player can dock in one turn (the fleet and one ship taken with the Helmet).
    if (s.turn.hubShips > kMaxFleet + 1)
        return problem("turn.hubShips", "more ships docked at the Colonist Hub this turn than a player has.");
    return std::nullopt;
}

// What the turn remembers (TurnState) against the board: nothing before the roll; later, powers of held cards and
// the ships the active player has docked this turn. A ship docked for the active player (their own, or one taken
// with the Helmet) was docked this turn: every ship is gathered at the start of its owner's turn, and every other
// player has a turn in between.
std::optional<StateProblem> checkThisTurn(const GameState &s)
{
    const TurnState &turn = s.turn;
    if (s.stage == Stage::Deal || beforeRoll(s) || s.stage == Stage::TurnStart) {
        // Only the powers used before the roll (extra-tech), of cards the active player holds.
        TurnState rest = turn;
        for (CardMask used = turn.cardsUsed; used != 0; used &= used - 1) {
            const Card c = static_cast<Card>(std::countr_zero(used));
            if (beforeRoll(s) && hasModule(s.modules, Module::ExtraTech) && idx(c) < kCardCount &&
                isExtraTech(idx(c)) && detail::techRules(c).beforeRoll && holds(s, s.current, c))
                rest.cardsUsed &= ~cardBit(c);
        }
        // Extra-tech: a discard timed for the turn start comes before the roll.
        if (s.stage != Stage::Deal && hasModule(s.modules, Module::ExtraTech))
            rest.discardUsed = false;
        if (rest != TurnState{})
            return problem("turn", "nothing has been done in a turn before its roll.");
        return std::nullopt;
    }
    if (s.stage == Stage::GameOver)
        return std::nullopt;
    for (int c = 0; c < kCardCount; ++c) {
        if (!(turn.cardsUsed & cardBit(Card(c))))
            continue;
        if (!hasFuelPower(Card(c)))
            return problem("turn.cardsUsed", "{0} has no fuel power.", {std::string(toId(Card(c)))});
        // With Terran Exchange in the game a card used this turn may have been given away since.
        const bool exchanged = detail::boardOwner(s, Faction::TerranExchange) != kNoPlayer;
        if (!holds(s, s.current, Card(c)) && !exchanged)
            return problem("turn.cardsUsed", "{0} was used this turn, but the active player does not hold it.",
                           {std::string(toId(Card(c)))});
    }
    if (turn.cardsUsed >> kCardCount)
        return problem("turn.cardsUsed", "unknown card.");
    // Extra-tech: the Tele-Operator uses a displayed card's power (the Data Crystal's, the Helmet's) without that
    // card being the player's, and the Oscillation Capacitor uses a card twice.
    const bool extraTech = hasModule(s.modules, Module::ExtraTech);
    const bool teleUsed = extraTech && (turn.cardsUsed & cardBit(Card::TeleOperator));
    const bool crystalUsed = (turn.cardsUsed & cardBit(Card::DataCrystal)) || teleUsed;
    const int borrowedMax = extraTech ? 3 : 1;
    const bool oneTerritory = std::popcount(turn.borrowed) >= 1 && std::popcount(turn.borrowed) <= borrowedMax &&
                              (turn.borrowed >> kTerritoryCount) == 0 &&
                              !(turn.borrowed & (1u << idx(Territory::BurroughsDesert)));
    if (crystalUsed ? !oneTerritory && !(teleUsed && turn.borrowed == 0) : turn.borrowed != 0)
        return problem("turn.borrowed", "a bonus is borrowed exactly when the Data Crystal's fuel power was used this "
                                        "turn, from one territory other than Burroughs Desert.");
    // A ship of another player docked for the active player was taken with the Helmet this turn (see checkTakenShip).
    if (!(turn.cardsUsed & cardBit(Card::MindControlHelmet)) && !teleUsed)
        for (int i = 0; i < kBrethrenShip; ++i)
            if (s.ships[i].place == Place::Docked && s.ships[i].user == s.current && ownerOf(s, i) != s.current &&
                !((s.borrowedShips >> i) & 1))
                return problem("turn.cardsUsed",
                               "a ship of another player is docked for the active player, but the {0} is not among "
                               "the fuel powers used this turn.",
                               {std::string(toId(Card::MindControlHelmet))});
    const BoardTurn board = turnShownByBoard(s);
    if (turn.hubShips < board.hubShips)
        return problem("turn.hubShips", "the turn does not count the active player's ships docked at the {0} this turn.",
                       {std::string(toId(Facility::ColonistHub))});
    if (board.lunarDocked && !turn.lunarDocked)
        return problem("turn.lunarDocked",
                       "the turn does not count the active player's ships docked at the {0} this turn.",
                       {std::string(toId(Facility::LunarMine))});
    return std::nullopt;
}

} // namespace

std::optional<StateProblem> validateState(const GameState &s)
{
    if (auto p = checkPlayers(s))
        return p;
    if (auto p = checkTurn(s))
        return p;
    if (auto p = checkShips(s))
        return p;
    if (auto p = checkThisTurn(s))
        return p;
    if (auto p = checkBrethren(s))
        return p;
    if (auto p = checkBorrowed(s))
        return p;
    if (auto p = checkAgendas(s))
        return p;
    return checkCardsAndSupply(s);
}

BoardTurn turnShownByBoard(const GameState &s)
{
    BoardTurn b;
    int total = 0;
    for (int i = 0; i < kBrethrenShip; ++i) { // the Brethren Ship is docked for nobody's benefit
        const Ship &ship = s.ships[i];
        if (ship.place != Place::Docked || ship.user != s.current)
            continue;
        b.hubShips = static_cast<uint8_t>(b.hubShips + (ship.facility == Facility::ColonistHub));
        b.lunarDocked = b.lunarDocked || ship.facility == Facility::LunarMine;
        if (ship.facility == Facility::AlienArtifact) {
            ++b.artifactShips;
            total += ship.value;
        }
    }
    b.artifactTotal = static_cast<uint8_t>(std::min(total, 255));
    // the +1 comes once the turn's Hub ships reach 2 while the bonus is active. With the bonus active now, it
    // most likely was when the second ship docked; taking it as applied never gives the +1 twice.
    b.asimovApplied = traits(s.ruleset).asimovOncePerTurn && b.hubShips >= 2 &&
                      s.current >= 0 && s.current < s.playerCount && bonusActive(s, s.current, Territory::AsimovCrater);
    return b;
}

} // namespace af

namespace af {

const std::vector<std::string_view> &stateProblemTexts()
{
    static const std::vector<std::string_view> texts(std::begin(kTexts), std::end(kTexts));
    return texts;
}

} // namespace af
