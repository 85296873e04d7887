#include "validate.h"

#include "engine.h"

#include <bit>

namespace af {

namespace {

std::string seatPath(int seat, const char *field) { return "players[" + std::to_string(seat) + "]." + field; }
std::string n(int v) { return std::to_string(v); }

std::optional<StateProblem> checkPlayers(const GameState &s)
{
    const RulesetTraits &t = traits(s.ruleset);
    if (s.playerCount < t.minPlayers || s.playerCount > t.maxPlayers)
        return StateProblem{"players", "a game has " + n(t.minPlayers) + " to " + n(t.maxPlayers) + " players, not " +
                                           n(s.playerCount) + "."};
    const int colonies = coloniesPerPlayer(s.ruleset, s.playerCount, s.longGame);
    for (int p = 0; p < s.playerCount; ++p) {
        const PlayerState &pl = s.players[p];
        if (idx(pl.color) >= 4)
            return StateProblem{seatPath(p, "color"), "only red, blue, green and yellow are supported yet."};
        for (int q = 0; q < p; ++q)
            if (s.players[q].color == pl.color)
                return StateProblem{seatPath(p, "color"), "two players share the colour " +
                                                              std::string(toId(pl.color)) + "."};
        if (pl.fuel < 0 || pl.ore < 0)
            return StateProblem{seatPath(p, pl.fuel < 0 ? "fuel" : "ore"), "resources cannot be negative."};
        if (pl.fuel > kSupplyFuel || pl.ore > kSupplyOre)
            return StateProblem{seatPath(p, pl.fuel > kSupplyFuel ? "fuel" : "ore"),
                                "more tokens than the game has (" + n(kSupplyFuel) + " fuel, " + n(kSupplyOre) +
                                    " ore)."};
        if (pl.coloniesLeft < 0)
            return StateProblem{seatPath(p, "coloniesInHand"), "cannot be negative."};
        if (pl.hubCircle < 0 || pl.hubCircle > kHubLaunchCircle)
            return StateProblem{seatPath(p, "hubCircle"), "the Colonist Hub has circles 1 to 7 (0: none)."};
        if (totalColonies(s, p) != colonies)
            return StateProblem{seatPath(p, "coloniesInHand"),
                                "this player has " + n(totalColonies(s, p)) + " colonies in all (hand, Hub and "
                                "territories); this game gives each player " + n(colonies) + "."};
        if (pl.cards >> kCardCount)
            return StateProblem{seatPath(p, "cards"), "unknown card."};
    }
    return std::nullopt;
}

std::optional<StateProblem> checkShips(const GameState &s)
{
    for (int i = 0; i < kRelicShip; ++i) {
        const Ship &ship = s.ships[i];
        const int seat = i / kShipsPerColor;
        const std::string where = seatPath(seat < s.playerCount ? seat : 0, "ships");
        if (seat >= s.playerCount) {
            if (ship.place != Place::OutOfGame)
                return StateProblem{"players", "ships of an unused seat are on the board."};
            continue;
        }
        if (ship.place == Place::OutOfGame || ship.place == Place::Home)
            return StateProblem{where, "a ship of this colour is neither in the stock nor in play."};
        if (ship.place == Place::Fleet && seat != s.current)
            return StateProblem{where, "only the active player has ships gathered in a fleet."};
    }
    for (int i = 0; i < kShipCount; ++i) {
        const Ship &ship = s.ships[i];
        const std::string where = isRelic(i) ? "relicShip" : seatPath(i / kShipsPerColor, "ships");
        if (ship.place == Place::Docked) {
            if (idx(ship.facility) >= kFacilityCount)
                return StateProblem{where, "unknown facility."};
            if (ship.facility != Facility::MaintenanceBay && (ship.value < 1 || ship.value > 6))
                return StateProblem{where, "a docked ship shows a value from 1 to 6."};
            if (ship.user < 0 || ship.user >= s.playerCount)
                return StateProblem{where, "a docked ship must name the player it was docked for."};
        }
        if (ship.place == Place::Fleet) {
            const bool rolled = ship.value != 0;
            if (ship.value > 6)
                return StateProblem{where, "a die shows 1 to 6."};
            if (s.stage == Stage::Roll && rolled)
                return StateProblem{where, "the fleet has not been rolled yet in the roll stage."};
            if (s.stage != Stage::Roll && !rolled)
                return StateProblem{where, "an unplaced ship must show its rolled value."};
        }
    }
    const Ship &relic = s.ships[kRelicShip];
    if ((relic.place == Place::Home) != (s.relicHolder == kNoPlayer))
        return StateProblem{"relicShip", "the Relic Ship is on Burroughs Desert exactly when nobody holds it."};
    if (relic.place == Place::Stock || relic.place == Place::OutOfGame)
        return StateProblem{"relicShip", "the Relic Ship never goes to the stock."};
    if (s.relicHolder != kNoPlayer) {
        if (s.relicHolder >= s.playerCount)
            return StateProblem{"relicShip.holder", "no such player."};
        if (controllerOf(s, Territory::BurroughsDesert) != s.relicHolder)
            return StateProblem{"relicShip.holder", "only the player controlling Burroughs Desert holds the Relic Ship."};
        if (fieldOn(s, Field::Isolation, Territory::BurroughsDesert))
            return StateProblem{"relicShip", "with the Isolation Field on Burroughs Desert the Relic Ship stays there."};
    }
    for (int f = 0; f < kFacilityCount; ++f)
        for (int p = 0; p < s.playerCount; ++p)
            if (freeSlots(s, static_cast<Facility>(f), p) < 0)
                return StateProblem{"ships", "more ships are docked at the " +
                                                 std::string(displayName(static_cast<Facility>(f))) +
                                                 " than it has ports for " + n(s.playerCount) + " players."};
    return std::nullopt;
}

std::optional<StateProblem> checkCardsAndSupply(const GameState &s)
{
    const auto &deck = traits(s.ruleset).deck;
    for (int c = 0; c < kCardCount; ++c) {
        int count = s.drawPile[c] + s.discardPile[c];
        for (int8_t d : s.display)
            count += d == c;
        for (int p = 0; p < s.playerCount; ++p)
            count += (s.players[p].cards >> c) & 1;
        const bool dealt = s.stage != Stage::Deal;
        if (dealt && count != deck[c])
            return StateProblem{"cards", "the deck has " + n(deck[c]) + " " + std::string(displayName(Card(c))) +
                                             " card(s); this position has " + n(count) + "."};
    }
    for (int8_t d : s.display)
        if (d < -1 || d >= kCardCount)
            return StateProblem{"display", "unknown card."};
    if (s.limitedSupply) {
        int fuel = s.supplyFuel, ore = s.supplyOre;
        for (int p = 0; p < s.playerCount; ++p) {
            fuel += s.players[p].fuel;
            ore += s.players[p].ore;
        }
        if (s.supplyFuel < 0 || s.supplyOre < 0 || fuel != kSupplyFuel || ore != kSupplyOre)
            return StateProblem{"supply", "with the limited supply, the supply and the players hold exactly " +
                                              n(kSupplyFuel) + " fuel and " + n(kSupplyOre) + " ore (here " + n(fuel) +
                                              " fuel and " + n(ore) + " ore)."};
    }
    for (int f = 0; f < kFieldCount; ++f)
        if (s.fieldAt[f] < -1 || s.fieldAt[f] >= kTerritoryCount)
            return StateProblem{"fields", "unknown territory."};
    return std::nullopt;
}

std::optional<StateProblem> checkTurn(const GameState &s)
{
    if (s.current < 0 || s.current >= s.playerCount)
        return StateProblem{"current", "no such player."};
    if (idx(s.stage) > idx(Stage::GameOver))
        return StateProblem{"stage", "unknown stage."};
    bool someoneFinished = false;
    for (int p = 0; p < s.playerCount; ++p)
        someoneFinished = someoneFinished || (s.players[p].coloniesLeft == 0 && s.players[p].hubCircle == 0);
    if (someoneFinished != (s.stage == Stage::GameOver))
        return StateProblem{"stage", someoneFinished ? "a player has landed every colony: the game is over."
                                                     : "the game is over only when a player has landed every colony."};
    if ((s.stage == Stage::Reveal) != (s.pendingReveal > 0) || s.pendingReveal > kDisplaySize)
        return StateProblem{"pendingReveal", "cards to reveal go with the reveal stage (1 to 3)."};
    if ((s.stage == Stage::Reroll) != (s.turn.rerollShips != 0))
        return StateProblem{"turn.rerollShips", "ships to re-roll go with the re-roll stage."};
    for (int i = 0; i < kShipCount; ++i)
        if ((s.turn.rerollShips >> i) & 1)
            if (s.ships[i].place != Place::Fleet || ownerOf(s, i) != s.current)
                return StateProblem{"turn.rerollShips", "only the active player's unplaced ships are re-rolled."};
    // A track has 3 ports, but a port freed during the turn (the Orbital Teleporter moving a ship away, the Relic
    // Ship going home, the Plasma Cannon removing a ship taken with the Helmet) may be used again: the turn's count
    // is only bounded by the ships a player can dock in one turn (the fleet and one ship taken with the Helmet).
    if (s.turn.hubShips > kMaxFleet + 1)
        return StateProblem{"turn.hubShips", "more ships docked at the Colonist Hub this turn than a player has."};
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
    return checkCardsAndSupply(s);
}

} // namespace af
