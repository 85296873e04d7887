// Setup, turn flow, chance events and the main-stage actions that are not docking or alien tech.
#include "engine.h"

#include "agendas/agendas.h"
#include "mechanics.h"
#include "modules/extension.h"
#include "modules/tech.h"

#include <algorithm>
#include <bit>

namespace af {

using namespace detail;

// ---------------------------------------------------------------- setup

std::string validateOptions(const GameOptions &options)
{
    const RulesetTraits &t = traits(options.ruleset);
    const int n = static_cast<int>(options.colors.size());
    // 5 and 6 players, and the colour packs' purple and white, exist only in Edition X (EXPANSIONS.md 1.5).
    if (n > t.maxPlayers && n <= traits(Ruleset::EditionX).maxPlayers)
        return "5 and 6 players need the Edition X rules (edition-x); the " + std::string(toId(options.ruleset)) +
               " rules are for " + std::to_string(t.minPlayers) + " to " + std::to_string(t.maxPlayers) + " players.";
    if (n < t.minPlayers || n > t.maxPlayers)
        return "This game is for " + std::to_string(t.minPlayers) + " to " + std::to_string(t.maxPlayers) +
               " players, not " + std::to_string(n) + ".";
    for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j)
            if (options.colors[i] == options.colors[j])
                return "Two players cannot share the colour " + std::string(toId(options.colors[i])) + ".";
    for (Color c : options.colors)
        if (!colorInRuleset(c, options.ruleset))
            return "The colour " + std::string(toId(c)) + " comes with Edition X (edition-x); the " +
                   std::string(toId(options.ruleset)) + " rules have red, blue, green and yellow.";
    for (int m = 0; m < kModuleCount; ++m)
        if (hasModule(options.modules, static_cast<Module>(m)))
            if (std::string why = moduleNotSupported(static_cast<Module>(m), options.allowUnfinishedModules);
                !why.empty())
                return why;
    return {};
}

GameState newGame(const GameOptions &options)
{
    GameState s;
    s.ruleset = options.ruleset;
    s.playerCount = static_cast<uint8_t>(options.colors.size());
    s.longGame = options.longGame;
    s.limitedSupply = options.limitedSupply;
    s.modules = options.modules;
    s.stage = Stage::Deal;
    s.current = 0;
    if (hasModule(s.modules, Module::Factions))
        s.stage = Stage::BoardDraw; // the draft comes first
    else
        beforeSetupDeal(s);
    const int colonies = coloniesPerPlayer(s.ruleset, s.playerCount, s.longGame);
    for (int p = 0; p < s.playerCount; ++p) {
        PlayerState &player = s.players[p];
        player.color = options.colors[p];
        player.coloniesLeft = static_cast<int8_t>(colonies);
        const Resources start = startingResources(p);
        player.fuel = static_cast<int16_t>(start.fuel);
        player.ore = static_cast<int16_t>(start.ore);
        if (s.limitedSupply) {
            s.supplyFuel = static_cast<int16_t>(s.supplyFuel - start.fuel);
            s.supplyOre = static_cast<int16_t>(s.supplyOre - start.ore);
        }
        // Three ships wait by the Maintenance Bay to be gathered on the first turn; three are in the stock.
        for (int k = 0; k < kShipsPerColor; ++k) {
            Ship &ship = s.ships[firstShipOf(p) + k];
            if (k < 3) {
                ship.place = Place::Docked;
                ship.facility = Facility::MaintenanceBay;
                ship.user = static_cast<int8_t>(p);
            } else {
                ship.place = Place::Stock;
            }
        }
    }
    s.ships[kRelicShip].place = Place::Home;
    s.drawPile = deckOf(s.ruleset, s.modules);
    return s;
}

// ---------------------------------------------------------------- mechanics shared by all parts

namespace detail {

bool validShipId(int ship) { return ship >= 0 && ship < kShipCount; }
bool validSeat(const GameState &s, int seat) { return seat >= 0 && seat < s.playerCount; }

void gain(GameState &s, int seat, int fuel, int ore)
{
    if (s.limitedSupply) {
        fuel = std::min<int>(fuel, s.supplyFuel);
        ore = std::min<int>(ore, s.supplyOre);
        s.supplyFuel = static_cast<int16_t>(s.supplyFuel - fuel);
        s.supplyOre = static_cast<int16_t>(s.supplyOre - ore);
    }
    s.players[seat].fuel = static_cast<int16_t>(s.players[seat].fuel + fuel);
    s.players[seat].ore = static_cast<int16_t>(s.players[seat].ore + ore);
}

void returnToSupply(GameState &s, int fuel, int ore)
{
    if (s.limitedSupply) {
        s.supplyFuel = static_cast<int16_t>(s.supplyFuel + fuel);
        s.supplyOre = static_cast<int16_t>(s.supplyOre + ore);
    }
}

Result payRefusal(const GameState &s, int seat, int fuel, int ore, std::string_view rule)
{
    const PlayerState &p = s.players[seat];
    if (p.fuel < fuel)
        return reject(Reason::NotEnoughFuel, rule, fuel, p.fuel);
    if (p.ore < ore)
        return reject(Reason::NotEnoughOre, rule, ore, p.ore);
    return std::nullopt;
}

Result pay(GameState &s, int seat, int fuel, int ore, std::string_view rule)
{
    if (auto r = payRefusal(s, seat, fuel, ore, rule))
        return r;
    PlayerState &p = s.players[seat];
    p.fuel = static_cast<int16_t>(p.fuel - fuel);
    p.ore = static_cast<int16_t>(p.ore - ore);
    returnToSupply(s, fuel, ore);
    return std::nullopt;
}

void sendToBay(GameState &s, int ship)
{
    Ship &sh = s.ships[ship];
    sh.place = Place::Docked;
    sh.facility = Facility::MaintenanceBay;
    sh.value = 0;
    sh.group = 0;
    sh.user = static_cast<int8_t>(ownerOf(s, ship));
    s.borrowedShips &= ~(uint64_t{1} << ship);
    s.tech.grappled &= ~(uint64_t{1} << ship);
}

void borrowShip(GameState &s, int seat, int ship)
{
    const uint64_t bit = uint64_t{1} << ship;
    s.factions.sitOut &= ~bit;
    s.factions.sittingOut &= ~bit;
    s.tech.grappled &= ~bit;
    s.ships[ship] = Ship{};
    s.ships[ship].place = Place::Fleet;
    if (ownerOf(s, ship) != seat)
        s.borrowedShips |= bit;
}

void sendRelicHome(GameState &s)
{
    Ship &relic = s.ships[kRelicShip];
    relic = Ship{};
    relic.place = Place::Home;
    s.relicHolder = kNoPlayer;
    s.tech.relicBorrower = s.tech.relicLender = kNoPlayer; // an Alien Sarcophagus loan ends with it
    s.turn.rerollShips &= ~(uint64_t{1} << kRelicShip);
    s.borrowedShips &= ~(uint64_t{1} << kRelicShip);
    s.tech.grappled &= ~(uint64_t{1} << kRelicShip);
}

void sendToStock(GameState &s, int ship)
{
    if (isRelic(ship)) {
        sendRelicHome(s);
        return;
    }
    if (ship == kBrethrenShip) { // it never goes to the stock: to the Maintenance Bay instead
        sendToBay(s, ship);
        return;
    }
    s.borrowedShips &= ~(uint64_t{1} << ship);
    s.tech.grappled &= ~(uint64_t{1} << ship);
    s.ships[ship] = Ship{};
    s.ships[ship].place = Place::Stock;
}

void settleRelic(GameState &s)
{
    // A Relic lent by the Alien Sarcophagus stays with its real holder's control, none when it came from home.
    const int holder = s.tech.relicBorrower == kNoPlayer ? s.relicHolder : s.tech.relicLender;
    if (holder == kNoPlayer)
        return;
    if (controllerOf(s, Territory::BurroughsDesert) != holder ||
        fieldOn(s, Field::Isolation, Territory::BurroughsDesert))
        sendRelicHome(s);
}

bool hasColonyToLand(const GameState &s, int seat)
{
    const PlayerState &p = s.players[seat];
    // The final colony is not locked into the Colonist Hub: other facilities may land it.
    return p.coloniesLeft > 0 || p.hubCircle > 0;
}

void checkGameEnd(GameState &s, int seat)
{
    const PlayerState &p = s.players[seat];
    if (p.coloniesLeft == 0 && p.hubCircle == 0)
        s.stage = Stage::GameOver; // at once, no discard-down, no further action
}

Result landColony(GameState &s, int seat, Territory t, bool fromHub)
{
    if (fieldOn(s, Field::Repulsor, t))
        return reject(Reason::RepulsorBlocks, {}, idx(t));
    PlayerState &p = s.players[seat];
    if (fromHub) {
        p.hubCircle = 0;
        p.hubTrack = 0;
    } else if (p.coloniesLeft > 0) {
        --p.coloniesLeft;
    } else if (p.hubCircle > 0) {
        p.hubCircle = 0; // the final colony leaves the Hub for another facility
        p.hubTrack = 0;
    } else {
        return reject(Reason::NoColonyLeft);
    }
    ++s.colonies[idx(t)][seat];
    settleRelic(s);
    checkGameEnd(s, seat);
    return std::nullopt;
}

void startTurn(GameState &s, int seat)
{
    s.current = static_cast<int8_t>(seat);
    s.turn = TurnState{};
    s.tech.turn = TechTurn{};
    s.agendas.marketTraded = 0;
    s.agendas.marketDrew = 0;
    endRelicLoan(s);
    // Extra-tech: the player may first discard a card timed for the turn start; a game without such a
    // choice goes on at once.
    if (turnStartWindowOpen(s)) {
        s.stage = Stage::TurnStart;
        return;
    }
    gatherFleet(s);
}

void gatherFleet(GameState &s)
{
    const int seat = s.current;
    // The seat's ships: its colour, the Relic Ship if it holds it, the Brethren Ship if it owns it (this runs for
    // every end of turn tried, so only these are visited).
    uint64_t mine = ((uint64_t{1} << kShipsPerColor) - 1) << firstShipOf(seat);
    if (s.relicHolder == seat)
        mine |= uint64_t{1} << kRelicShip;
    if (brethrenOwner(s) == seat)
        mine |= uint64_t{1} << kBrethrenShip;
    // Ships that sat out the seat's last turn on the Maintenance Bay are gathered now, and ships borrowed
    // from the seat come back.
    s.factions.sittingOut &= ~mine;
    s.borrowedShips &= ~mine;
    s.tech.grappled &= ~mine; // grappled ships wait beside their facility till this turn
    // A ship forfeited at the Terraforming Station leaves the board before the fleet is gathered.
    for (uint64_t m = mine; m; m &= m - 1) {
        const int i = std::countr_zero(m);
        const Ship &ship = s.ships[i];
        if (ship.place == Place::Docked && ship.facility == Facility::TerraformingStation)
            forfeitShip(s, i);
    }
    // Ships sent to the Maintenance Bay for a turn (there since this turn start or another player's turn) sit out
    // this one.
    s.factions.sittingOut |= s.factions.sitOut & mine;
    s.factions.sitOut &= ~mine;
    for (uint64_t m = mine & ~s.factions.sittingOut; m; m &= m - 1) {
        Ship &ship = s.ships[std::countr_zero(m)];
        if (ship.place == Place::Docked) {
            ship = Ship{};
            ship.place = Place::Fleet;
        }
    }
    factionTurnStart(s);
    extraTechTurnStart(s);
    s.stage = Stage::Roll;
}

bool turnStartWindowOpen(GameState &s)
{
    if (!hasModule(s.modules, Module::ExtraTech))
        return false;
    const Stage stage = s.stage;
    s.stage = Stage::TurnStart; // the timed discards are asked as they would be in the window
    const bool open = timedDiscardPossible(s) || autoPilotIncomeDue(s);
    s.stage = stage;
    return open;
}

Result turnStartAction(GameState &s, const Action &action)
{
    if (std::holds_alternative<BeginTurn>(action)) {
        if (autoPilotIncomeDue(s)) // the holder's choice comes first
            return reject(Reason::AutoPilotIncomeFirst, "X-40", autoPilotHolder(s), idx(Card::AutoPilotAI));
        gatherFleet(s);
        return std::nullopt;
    }
    if (const auto *i = std::get_if<AutoPilotIncome>(&action)) {
        if (auto r = takeAutoPilotIncome(s, *i))
            return r;
    } else {
        const auto *d = std::get_if<DiscardCard>(&action);
        if (!d || !discardsAtTurnStart(d->card))
            return reject(Reason::WrongStage, {}, idx(s.stage));
        if (auto r = discardCard(s, s.current, *d))
            return r;
    }
    if (!timedDiscardPossible(s) && !autoPilotIncomeDue(s)) // nothing left to choose: the turn goes on
        gatherFleet(s);
    return std::nullopt;
}

int cardsLeftToDraw(const GameState &s) { return pileCount(s.drawPile) + pileCount(s.discardPile); }

void requestReveal(GameState &s, int count)
{
    s.pendingReveal = static_cast<uint8_t>(count);
    s.stage = cardsLeftToDraw(s) > 0 && count > 0 ? Stage::Reveal : Stage::Main;
    if (s.stage == Stage::Main)
        s.pendingReveal = 0;
}

void cycleDisplay(GameState &s)
{
    for (int8_t &slot : s.display) {
        if (slot >= 0)
            ++s.discardPile[slot];
        slot = -1;
    }
    requestReveal(s, kDisplaySize);
}

Result drawNamed(GameState &s, Card c)
{
    if (pileCount(s.drawPile) == 0) {
        // The draw pile ran out: the discards are shuffled into a new one.
        s.drawPile = s.discardPile;
        s.discardPile = {};
    }
    if (s.drawPile[idx(c)] == 0)
        return reject(Reason::CardNotAvailable, {}, idx(c));
    if (auto r = drawScouted(s, c)) // the cards a Scout Drone put on top come first
        return r;
    --s.drawPile[idx(c)];
    return std::nullopt;
}

Result unplacedRefusal(const GameState &s, int seat, int ship)
{
    if (!validShipId(ship) || s.ships[ship].place == Place::OutOfGame)
        return reject(Reason::NotAShip, {}, ship);
    if (!usesShip(s, seat, ship))
        return reject(Reason::ShipNotYours, {}, ship);
    if (s.ships[ship].place != Place::Fleet || s.ships[ship].value == 0)
        return reject(Reason::ShipNotUnplaced, {}, ship);
    return std::nullopt;
}

} // namespace detail

// ---------------------------------------------------------------- queries for display

int decidingSeat(const GameState &s)
{
    if (s.stage == Stage::TurnStart && detail::autoPilotIncomeDue(s))
        return detail::autoPilotHolder(s);
    return s.current;
}

Resources shipyardCost(const GameState &s, int seat)
{
    // the new ship's number is the colour's ships in play + 1; 4th 1+1, 5th 2+2, 6th 3+3.
    const int number = shipsNotInStock(s, seat) + 1;
    int each = std::max(1, number - 3);
    if (bonusActive(s, seat, Territory::HerbertValley))
        each -= 1;
    return {each, each};
}

int cardFuelCost(const GameState &s, int seat, Card card, int ships)
{
    int cost = 0;
    switch (card) {
    case Card::BoosterPod:
    case Card::StasisBeam:
    case Card::PolarityDevice:
    case Card::TemporalWarper:
        cost = 1;
        break;
    case Card::GravityManipulator:
    case Card::OrbitalTeleporter:
        cost = 2;
        break;
    case Card::MindControlHelmet:
        cost = 3;
        break;
    case Card::PlasmaCannon:
        cost = ships;
        break;
    case Card::DataCrystal:
        cost = ships; // the caller passes the colonies on the territory
        break;
    default:
        return 0;
    }
    if (bonusActive(s, seat, Territory::PohlFoothills))
        cost = std::max(0, cost - 1); // one fuel off each use, never below zero
    return cost;
}

namespace detail {

bool wholeMarketPair(const GameState &s, int seat, int ship)
{
    if (ship < 0 || ship >= kBrethrenShip)
        return false;
    const Ship &a = s.ships[ship];
    if (a.place != Place::Docked || a.facility != Facility::OrbitalMarket || a.user != seat)
        return false;
    // The pair must still be whole: trades end when a ship of it is moved away, also when the Brethren
    // Ship took its place.
    int members = 0;
    for (int j = 0; j < kBrethrenShip; ++j) {
        const Ship &b = s.ships[j];
        members += b.place == Place::Docked && b.facility == Facility::OrbitalMarket && b.group == a.group;
    }
    return members >= 2;
}

int tradingPairShip(const GameState &s, int seat)
{
    int best = kNoShip;
    for (int i = 0; i < kBrethrenShip; ++i) {
        // A pair that drew agenda cards gives no trade (EXPANSIONS.md 1.3).
        if ((s.agendas.marketDrew >> i & 1) || !wholeMarketPair(s, seat, i))
            continue;
        if (best == kNoShip || s.ships[i].value < s.ships[best].value)
            best = i;
    }
    return best;
}

uint64_t pairShips(const GameState &s, int ship)
{
    if (ship == kNoShip)
        return 0;
    uint64_t out = 0;
    for (int j = 0; j < kBrethrenShip; ++j) {
        const Ship &b = s.ships[j];
        if (b.place == Place::Docked && b.facility == Facility::OrbitalMarket && b.group == s.ships[ship].group)
            out |= uint64_t{1} << j;
    }
    return out;
}

} // namespace detail

int tradeRatio(const GameState &s, int seat)
{
    const int ship = tradingPairShip(s, seat);
    if (ship == kNoShip)
        return 0;
    return bonusActive(s, seat, Territory::HeinleinPlains) ? 1 : s.ships[ship].value;
}

int chanceCount(const GameState &s)
{
    switch (s.stage) {
    case Stage::Deal:
        return kDisplaySize + s.playerCount;
    case Stage::Roll:
        return shipsToRoll(s).size();
    case Stage::Reroll:
        return std::popcount(s.turn.rerollShips);
    case Stage::Reveal:
        return std::min<int>(s.pendingReveal, cardsLeftToDraw(s));
    case Stage::BoardDraw:
        return s.playerCount + 1;
    case Stage::AgendaDeal:
        return kAgendasDealt * s.playerCount;
    case Stage::AgendaDraw:
        return agendaDrawCount(s);
    case Stage::FieldRoll:
        return 1; // the Field Propagator's die
    case Stage::ScoutLook:
        return detail::scoutLookCount(s);
    default:
        return 0;
    }
}

ShipList shipsToRoll(const GameState &s)
{
    ShipList out;
    if (s.stage == Stage::Roll) {
        // Only the seat's colour, the Relic Ship and the Brethren Ship can be its ships (ascending, as the dice).
        const auto roll = [&](int i) {
            if (s.ships[i].place == Place::Fleet && ownerOf(s, i) == s.current)
                out.push_back(static_cast<int8_t>(i));
        };
        for (int i = firstShipOf(s.current); i < firstShipOf(s.current) + kShipsPerColor; ++i)
            roll(i);
        roll(kRelicShip);
        // A ship borrowed before the roll (Infiltration A.I., X-39) is rolled with the fleet, after its own ships.
        for (uint64_t m = s.borrowedShips; m; m &= m - 1)
            if (s.ships[std::countr_zero(m)].place == Place::Fleet)
                out.push_back(static_cast<int8_t>(std::countr_zero(m)));
        if (rollsOneDie(s) && out.size() > 1) // one die for the numbered fleet (Infinity Mirror, X-45)
            out.count = 1;
        roll(kBrethrenShip);
    } else if (s.stage == Stage::Reroll) {
        for (uint64_t left = s.turn.rerollShips; left != 0; left &= left - 1) // in ship order, as the dice are
            out.push_back(static_cast<int8_t>(std::countr_zero(left)));
    }
    return out;
}

// ---------------------------------------------------------------- actions

namespace {

Result requireStage(const GameState &s, Stage stage)
{
    if (s.stage == Stage::GameOver)
        return reject(Reason::GameOver);
    if (s.stage != stage)
        return reject(Reason::WrongStage, {}, idx(s.stage));
    return std::nullopt;
}

Result doDeal(GameState &s, const Deal &d)
{
    if (auto r = requireStage(s, Stage::Deal))
        return r;
    if (d.display.size() != kDisplaySize)
        return reject(Reason::WrongCardCount, "setup", kDisplaySize, d.display.size());
    if (d.hands.size() != s.playerCount)
        return reject(Reason::WrongCardCount, "setup", s.playerCount, d.hands.size());
    for (int i = 0; i < kDisplaySize; ++i) {
        if (auto r = drawNamed(s, d.display[i]))
            return r;
        s.display[i] = static_cast<int8_t>(d.display[i]);
    }
    for (int p = 0; p < s.playerCount; ++p) {
        if (auto r = drawNamed(s, d.hands[p]))
            return r;
        s.players[p].cards |= cardBit(d.hands[p]);
    }
    startTurn(s, 0);
    return std::nullopt;
}

// Rolls and Temporal Warper re-rolls: one value 1..6 for each waiting ship, in ship order.
Result setDice(GameState &s, const DieList &values)
{
    const ShipList ships = shipsToRoll(s);
    if (values.size() != ships.size())
        return reject(Reason::WrongValueCount, {}, ships.size(), values.size());
    for (uint8_t v : values)
        if (v < 1 || v > 6)
            return reject(Reason::DieOutOfRange, {}, v);
    for (int i = 0; i < ships.size(); ++i)
        s.ships[ships[i]].value = values[i];
    s.turn.rerollShips = 0;
    s.stage = Stage::Main;
    return std::nullopt;
}

Result doRoll(GameState &s, const Roll &roll)
{
    if (auto r = requireStage(s, Stage::Roll))
        return r;
    const bool agendas = hasModule(s.modules, Module::Agendas);
    const bool extraTech = hasModule(s.modules, Module::ExtraTech);
    // Read before the dice leave the Roll stage. One die for the whole fleet (Infinity Mirror): the fleet's other
    // numbered ships take its value.
    const bool oneDie = extraTech && rollsOneDie(s);
    ShipList fleet;
    if (agendas || extraTech)
        for (int i = 0; i < kBrethrenShip; ++i)
            if (s.ships[i].place == Place::Fleet && (ownerOf(s, i) == s.current || isBorrowed(s, i)))
                fleet.push_back(static_cast<int8_t>(i));
    // The one die's ship: the first rolled, which need not be the fleet's lowest id (a borrowed ship comes last).
    const ShipList rolled = oneDie ? shipsToRoll(s) : ShipList{};
    const int8_t firstDie = rolled.size() > 0 ? rolled[0] : kNoShip;
    if (auto r = setDice(s, roll.values))
        return r;
    DieList dice; // the numbered ships' values as rolled: the Brethren die has no number
    for (int8_t ship : fleet) {
        if (oneDie)
            s.ships[ship].value = s.ships[firstDie].value;
        dice.push_back(s.ships[ship].value);
    }
    if (agendas && !oneDie) // a roll shaped by a card is not natural for agendas
        openNaturalRollWindows(s, dice);
    if (extraTech)
        extraTechAfterRoll(s, dice);
    factionAfterRoll(s); // the Brethren die shows its face and leaves the numbered ships
    applyResourceCache(s, s.current); // right after the roll, before any alien tech
    if (hasModule(s.modules, Module::Factions))
        s.factions.turn.rollFresh = true;
    return std::nullopt;
}

Result doReroll(GameState &s, const Reroll &roll)
{
    if (auto r = requireStage(s, Stage::Reroll))
        return r;
    if (auto r = setDice(s, roll.values))
        return r;
    factionAfterReroll(s);
    return std::nullopt;
}

Result doReveal(GameState &s, const Reveal &reveal)
{
    if (auto r = requireStage(s, Stage::Reveal))
        return r;
    const int needed = chanceCount(s);
    if (reveal.cards.size() != needed)
        return reject(Reason::WrongCardCount, "alien-artifact", needed, reveal.cards.size());
    for (Card c : reveal.cards) {
        if (auto r = drawNamed(s, c))
            return r;
        if (s.factions.turn.drawToHand) { // a card drawn at Dark Space Explorers goes to the player's hand
            receiveCard(s, s.current, c);
            continue;
        }
        auto slot = std::find(s.display.begin(), s.display.end(), -1);
        if (slot != s.display.end())
            *slot = static_cast<int8_t>(c);
    }
    s.pendingReveal = 0;
    s.factions.turn.drawToHand = false;
    s.stage = Stage::Main;
    return std::nullopt;
}

// The first refusal of the actions legalActions and the random player try in every main stage and that are mostly
// refused: it reads only the state before the action, so those callers ask it before copying the state
// (refusedBeforeCopy). Each action's own function asks it first too: one home for the rule.
Result tradeRefusal(const GameState &s)
{
    if (tradingPairShip(s, s.current) == kNoShip)
        return reject(Reason::NoMarketPair);
    return std::nullopt;
}

Result cycleRefusal(const GameState &s)
{
    if (s.tech.turn.freeCycles == 0 && s.turn.artifactCycles == 0)
        return reject(Reason::NoCycleLeft);
    return std::nullopt;
}

Result claimRefusal(const GameState &s)
{
    // A claim a card granted (Resonating Beacon) needs no total.
    if (!s.tech.turn.freeClaim && s.turn.artifactTotal < kArtifactClaimTotal)
        return reject(Reason::ClaimTotalTooLow, {}, s.turn.artifactTotal, kArtifactClaimTotal);
    return std::nullopt;
}

Result launchRefusal(const GameState &s)
{
    const int hubCircle = s.players[s.current].hubCircle;
    if (hubCircle != hubLaunchCircle(s, s.current))
        return reject(Reason::NoHubColonyReady, {}, hubCircle);
    return std::nullopt;
}

// Then the territory's: the Repulsor Field, the cost (1 fuel and the landing's ore).
Result launchTerritoryRefusal(const GameState &s, const Launch &launch)
{
    if (fieldOn(s, Field::Repulsor, launch.territory))
        return reject(Reason::RepulsorBlocks, {}, idx(launch.territory));
    return payRefusal(s, s.current, 1, landingOre(s, s.current, launch.territory, 1), "colonist-hub");
}

Result buyRelicRefusal(const GameState &s)
{
    if (controllerOf(s, Territory::BurroughsDesert) != s.current)
        return reject(Reason::NotController, "R-24", idx(Territory::BurroughsDesert));
    return std::nullopt;
}

Result endTurnRefusal(const GameState &s)
{
    if (const int left = unplacedShips(s, s.current); left > 0)
        return reject(Reason::ShipsStillUnplaced, {}, left);
    return std::nullopt;
}

// Then the tokens returned: exactly the excess over the hand limit, from tokens the player holds.
Result endTurnReturnRefusal(const GameState &s, const EndTurn &end)
{
    const PlayerState &p = s.players[s.current];
    const int excess = std::max(0, p.fuel + p.ore - kHandLimit);
    if (end.returnFuel < 0 || end.returnOre < 0 || end.returnFuel + end.returnOre != excess)
        return reject(Reason::WrongReturnCount, {}, excess);
    return payRefusal(s, s.current, end.returnFuel, end.returnOre, "R-26");
}

Result doTrade(GameState &s)
{
    const int seat = s.current;
    if (auto r = tradeRefusal(s))
        return r;
    const int ratio = tradeRatio(s, seat);
    if (s.limitedSupply && s.supplyOre == 0)
        return reject(Reason::SupplyEmpty, "orbital-market", 1);
    if (hasModule(s.modules, Module::Agendas)) // that pair may no longer draw agenda cards instead (1.3)
        s.agendas.marketTraded |= pairShips(s, tradingPairShip(s, seat));
    if (auto r = pay(s, seat, ratio, 0, "orbital-market"))
        return r;
    gain(s, seat, 0, 1 + marketTradeBonus(s, seat));
    if (hasModule(s.modules, Module::Factions))
        s.factions.turn.marketTraded = true;
    return std::nullopt;
}

Result doCycle(GameState &s)
{
    if (auto r = cycleRefusal(s))
        return r;
    // Cycles a card granted (Resonating Beacon) are used before the Artifact's own.
    if (s.tech.turn.freeCycles > 0)
        --s.tech.turn.freeCycles;
    else
        --s.turn.artifactCycles;
    cycleDisplay(s);
    return std::nullopt;
}

Result doClaim(GameState &s, const Claim &claim)
{
    const int seat = s.current;
    if (auto r = claimRefusal(s))
        return r;
    // A claim a card granted (Resonating Beacon) leaves the Artifact's total and cycles alone.
    const bool granted = s.tech.turn.freeClaim;
    auto slot = std::find(s.display.begin(), s.display.end(), static_cast<int8_t>(claim.card));
    if (slot == s.display.end())
        return reject(Reason::CardNotOnDisplay, {}, idx(claim.card));
    if (holds(s, seat, claim.card))
        return reject(Reason::AlreadyHoldCard, "alien-artifact", idx(claim.card));
    *slot = -1;
    s.players[seat].cards |= cardBit(claim.card);
    if (granted) {
        s.tech.turn.freeClaim = false;
        s.tech.turn.freeCycles = 0; // the card's cycles come before its claim
    } else {
        // A claim resets the total and the unused cycles.
        s.turn.artifactTotal = 0;
        s.turn.artifactCycles = 0;
    }
    requestReveal(s, 1);
    return std::nullopt;
}

Result doLaunch(GameState &s, const Launch &launch, int carry)
{
    const int seat = s.current;
    PlayerState &p = s.players[seat];
    if (auto r = launchRefusal(s))
        return r;
    if (auto r = launchTerritoryRefusal(s, launch))
        return r;
    if (auto r = pay(s, seat, 1, landingOre(s, seat, launch.territory, 1), "colonist-hub"))
        return r;
    if (auto r = landColony(s, seat, launch.territory, true))
        return r;
    // Advances earned beyond circle 7 start the next colony when the launch follows at once.
    if (carry > 0 && s.stage != Stage::GameOver && p.coloniesLeft > 0) {
        --p.coloniesLeft;
        p.hubCircle = static_cast<int8_t>(std::min(carry, hubLaunchCircle(s, seat)));
        return settleHubColony(s, seat); // freeform Hub: that circle must be free on some track
    }
    return std::nullopt;
}

Result doBuyRelic(GameState &s)
{
    const int seat = s.current;
    if (auto r = buyRelicRefusal(s))
        return r;
    if (fieldOn(s, Field::Isolation, Territory::BurroughsDesert))
        return reject(Reason::IsolationBlocks, "R-24", idx(Territory::BurroughsDesert));
    if (s.ships[kRelicShip].place != Place::Home)
        return reject(Reason::RelicNotAvailable);
    if (auto r = pay(s, seat, 1, 1, "burroughs-desert"))
        return r;
    s.relicHolder = static_cast<int8_t>(seat);
    placeNewShip(s, seat, kRelicShip);
    return std::nullopt;
}

Result doEndTurn(GameState &s, const EndTurn &end)
{
    const int seat = s.current;
    if (auto r = endTurnRefusal(s))
        return r;
    if (auto r = endTurnReturnRefusal(s, end))
        return r;
    if (auto r = pay(s, seat, end.returnFuel, end.returnOre, "R-26"))
        return r;
    // A Retrieval Webbing holder takes what goes back, past their own limit: they check it at the end of their own
    // turn. The tokens already left this player, so the supply hands them on.
    if (const int collector = detail::excessCollector(s, seat); collector != kNoPlayer) {
        s.players[collector].fuel += end.returnFuel;
        s.players[collector].ore += end.returnOre;
        if (s.limitedSupply) {
            s.supplyFuel -= end.returnFuel;
            s.supplyOre -= end.returnOre;
        }
    }
    factionTurnEnd(s);
    detail::extraTechTurnEnd(s);
    detail::discardOracleAgenda(s.agendas); // its in-game side was not met this turn
    startTurn(s, (seat + 1) % s.playerCount);
    countTurn(s);
    return std::nullopt;
}

Result applyActionRules(GameState &s, const Action &action)
{
    if (s.stage == Stage::GameOver)
        return reject(Reason::GameOver);
    if (const auto *d = std::get_if<Deal>(&action))
        return doDeal(s, *d);
    if (const auto *r = std::get_if<Roll>(&action))
        return doRoll(s, *r);
    if (const auto *r = std::get_if<Reroll>(&action)) // also the Field Propagator's die
        return s.stage == Stage::FieldRoll ? detail::propagatorDieRolled(s, r->values) : doReroll(s, *r);
    if (const auto *r = std::get_if<Reveal>(&action)) // also the cards the Scout Drone looks at
        return s.stage == Stage::ScoutLook ? detail::scoutLooked(s, *r) : doReveal(s, *r);
    if (const auto *d = std::get_if<DrawBoards>(&action)) {
        if (auto r = requireStage(s, Stage::BoardDraw))
            return r;
        return drawBoards(s, *d);
    }
    if (const auto *d = std::get_if<DealAgendas>(&action)) {
        if (s.stage != Stage::AgendaDraw)
            if (auto r = requireStage(s, Stage::AgendaDeal))
                return r;
        return dealAgendas(s, *d);
    }
    if (const auto *p = std::get_if<PickBoard>(&action)) {
        if (auto r = requireStage(s, Stage::BoardPick))
            return r;
        return pickBoard(s, *p);
    }
    if (s.stage == Stage::Roll)
        if (const auto *u = std::get_if<UseCard>(&action)) // a card used before the roll (extra-tech)
            return useBeforeRoll(s, *u);
    if (s.stage == Stage::TurnStart)
        return turnStartAction(s, action);
    if (const auto *i = std::get_if<AutoPilotIncome>(&action)) // only in the turn-start window
        return takeAutoPilotIncome(s, *i);
    if (s.stage == Stage::FieldPlace) {
        if (const auto *u = std::get_if<UseCard>(&action))
            return detail::placePropagatedField(s, *u);
        return reject(Reason::PlaceFieldFirst, "X-56", idx(Card::FieldPropagator));
    }
    if (s.stage == Stage::ScoutOrder) {
        if (const auto *u = std::get_if<UseCard>(&action))
            return detail::orderScouted(s, *u);
        return reject(Reason::ScoutOrderFirst, techRule(Card::ScoutDrone), idx(Card::ScoutDrone));
    }
    if (auto r = requireStage(s, Stage::Main))
        return r;
    // Advances beyond circle 7 only count for a launch made at once (Asimov Crater).
    const int carry = s.turn.hubCarry;
    s.turn.hubCarry = 0;
    // "Right after the roll" lasts until the first action that is not an owner ability.
    if (!std::holds_alternative<UseFaction>(action))
        s.factions.turn.rollFresh = false;
    const int seat = s.current;
    return std::visit(
        [&](const auto &a) -> Result {
            using T = std::decay_t<decltype(a)>;
            if constexpr (std::is_same_v<T, Dock>)
                return dock(s, seat, a);
            else if constexpr (std::is_same_v<T, ToMaintenanceBay>)
                return toMaintenanceBay(s, seat, a.ship);
            else if constexpr (std::is_same_v<T, Trade>)
                return doTrade(s);
            else if constexpr (std::is_same_v<T, Cycle>)
                return doCycle(s);
            else if constexpr (std::is_same_v<T, Claim>)
                return doClaim(s, a);
            else if constexpr (std::is_same_v<T, Launch>)
                return doLaunch(s, a, carry);
            else if constexpr (std::is_same_v<T, BuyRelic>)
                return doBuyRelic(s);
            else if constexpr (std::is_same_v<T, UseCard>) // a release from a card is not the card's use
                return detail::isCardRelease(a) ? detail::releaseFromCard(s, seat, a) : useCard(s, seat, a);
            else if constexpr (std::is_same_v<T, DiscardCard>)
                return discardCard(s, seat, a);
            else if constexpr (std::is_same_v<T, EndTurn>)
                return doEndTurn(s, a);
            else if constexpr (std::is_same_v<T, UseFaction>)
                return useFaction(s, seat, a);
            else if constexpr (std::is_same_v<T, DrawAgendas>)
                return drawAgendasAtMarket(s, seat, a);
            else
                return reject(Reason::WrongStage, {}, idx(s.stage)); // chance and agenda actions handled above
        },
        action);
}

// `verdictOnly`: as applyInPlace's. The settling below refuses nothing, so a check skips it.
Result applyRules(GameState &s, const Action &action, bool verdictOnly = false)
{
    if (auto r = applyActionRules(s, action))
        return r;
    if (verdictOnly)
        return std::nullopt;
    // A ship on the Auto Pilot A.I. whose owner no longer holds the card goes to the Maintenance Bay.
    if (hasModule(s.modules, Module::ExtraTech))
        settleAutoPilotShip(s);
    // A grappled ship that left its facility by any effect (taken back to the fleet, hijacked) loses its mark.
    if (s.tech.grappled)
        for (uint64_t m = s.tech.grappled; m; m &= m - 1)
            if (s.ships[std::countr_zero(m)].place != Place::Docked)
                s.tech.grappled &= ~(uint64_t{1} << std::countr_zero(m));
    return std::nullopt;
}

// The action, then the agenda bookkeeping of what it changed from `before` and the end-game reveals.
Result applyNotingAgendas(GameState &s, const Action &action, const GameState &before)
{
    if (auto r = applyRules(s, action))
        return r;
    noteAgendaAction(before, s, action);
    if (s.stage == Stage::GameOver)
        revealEndGameAgendas(s);
    return std::nullopt;
}

// The agenda cards' timing around every action (EXPANSIONS.md 1.3): reveals and discards come between actions, a
// seat above its limit discards before anything else, other actions close the reveal windows, and the end of the
// game turns the end-game sides that hold. `limitAsked`: the caller knows that no seat is above its limit.
// `verdictOnly`: the caller wants only the verdict (check): the windows and the turn's data are bookkeeping for the
// actions that come after, which no rule of the action itself reads, so they are skipped (and the copy they need).
// `original`: a copy of `s` the caller keeps unchanged (tryApply's source, apply's copy for a refusal), which the
// in-game sides read as the state before the action instead of a copy of their own; it differs from `s` only by what
// closeAgendaWindows clears (the reveal windows, the discard after a draw, the last raid's losses), which the
// bookkeeping never reads from the state before the action. Kept apart from applyInPlace so that the games without
// agendas do not pay for its frame.
Result applyWithAgendas(GameState &s, const Action &action, bool limitAsked, bool verdictOnly,
                        const GameState *original)
{
    if (const auto *r = std::get_if<RevealAgenda>(&action))
        return revealAgenda(s, *r);
    if (const auto *d = std::get_if<DiscardAgenda>(&action))
        return discardAgenda(s, *d);
    if (const auto *e = std::get_if<EndGameRevealsDone>(&action))
        return endGameRevealsDone(s, *e);
    if (s.stage == Stage::GameOver)
        return reject(Reason::GameOver);
    if (s.agendas.keepOneDiscards > 0) // a Prophets docking's draw: keep one, discard the others first
        return reject(Reason::KeepOneAgendaFirst, boardRule(Faction::ProphetsOfTheArtifact), s.current);
    if (const int seat = limitAsked ? kNoPlayer : seatOverAgendaLimit(s); seat != kNoPlayer)
        return reject(Reason::AgendaLimitFirst, "X-27", seat, agendaLimit(s, seat));
    if (verdictOnly)
        return applyRules(s, action, true);
    closeAgendaWindows(s);
    if (!original) {
        const GameState before = s; // the in-game sides read what the action changed
        return applyNotingAgendas(s, action, before);
    }
    return applyNotingAgendas(s, action, *original);
}

Result applyInPlace(GameState &s, const Action &action, bool limitAsked = false, bool verdictOnly = false,
                    const GameState *original = nullptr)
{
    if (!hasModule(s.modules, Module::Agendas))
        return applyRules(s, action, verdictOnly);
    return applyWithAgendas(s, action, limitAsked, verdictOnly, original);
}

} // namespace

Result detail::refusedBeforeCopy(const GameState &s, const Action &action)
{
    if (s.stage != Stage::Main || s.agendas.keepOneDiscards > 0)
        return std::nullopt;
    if (std::holds_alternative<Trade>(action))
        return tradeRefusal(s);
    if (std::holds_alternative<Cycle>(action))
        return cycleRefusal(s);
    if (std::holds_alternative<Claim>(action))
        return claimRefusal(s);
    if (const auto *launch = std::get_if<Launch>(&action)) {
        if (auto r = launchRefusal(s))
            return r;
        return launchTerritoryRefusal(s, *launch);
    }
    if (std::holds_alternative<BuyRelic>(action))
        return buyRelicRefusal(s);
    if (const auto *end = std::get_if<EndTurn>(&action)) {
        if (auto r = endTurnRefusal(s))
            return r;
        return endTurnReturnRefusal(s, *end);
    }
    return std::nullopt;
}

std::optional<Rejection> check(const GameState &state, const Action &action)
{
    GameState scratch = state;
    return applyInPlace(scratch, action, false, true);
}

std::optional<Rejection> detail::checkWithinAgendaLimit(const GameState &state, const Action &action,
                                                        GameState &scratch)
{
    scratch = state;
    return applyInPlace(scratch, action, true, true);
}

std::optional<Rejection> detail::tryApplyWithinAgendaLimit(const GameState &state, const Action &action,
                                                           GameState &after)
{
    after = state;
    return applyInPlace(after, action, true, false, &state != &after ? &state : nullptr);
}

std::optional<Rejection> detail::takeShipWithinAgendaLimit(const GameState &state, const UseCard &u,
                                                           GameState &taken)
{
    // The use without its docking runs the whole action up to dockMovedShip, which then refuses it for the missing
    // docking alone: no earlier step refuses with that reason, and the ship has left its facility by then.
    UseCard alone = u;
    alone.args.dock.reset();
    taken = state;
    const Result r = applyInPlace(taken, alone, true, true);
    if (r && r->reason == Reason::NoFacility && taken.ships[u.args.ship].place == Place::Fleet)
        return std::nullopt;
    return r ? r : reject(Reason::NoFacility, toId(u.card));
}

std::optional<Rejection> detail::checkMovedShipDocking(const GameState &taken, const UseCard &u, GameState &scratch)
{
    scratch = taken;
    return dockMovedShip(scratch, scratch.current, u);
}

std::optional<Rejection> tryApply(const GameState &state, const Action &action, GameState &after)
{
    after = state;
    return applyInPlace(after, action, false, false, &state != &after ? &state : nullptr);
}

std::optional<Rejection> apply(GameState &state, const Action &action)
{
    // Most actions applied are legal: one copy, kept to put back on a refusal (the state stays untouched).
    const GameState before = state;
    if (auto r = applyInPlace(state, action, false, false, &before)) {
        state = before;
        return r;
    }
    return std::nullopt;
}

// ---------------------------------------------------------------- action ids

std::string_view actionTypeId(const Action &action)
{
    static constexpr std::array<std::string_view, std::variant_size_v<Action>> ids{
        "deal",  "roll",   "reveal", "reroll",    "dock",     "maintenance-bay", "trade",
        "cycle", "claim",  "launch", "buy-relic", "use-card", "discard-card",    "end-turn",
        "draw-boards", "pick-board", "use-faction", "deal-agendas",
        "reveal-agenda", "discard-agenda", "draw-agendas", "begin-turn",
        "auto-pilot-income", "agenda-reveals-done"};
    return ids[action.index()];
}

bool isChanceAction(const Action &action)
{
    return std::holds_alternative<Deal>(action) || std::holds_alternative<Roll>(action) ||
           std::holds_alternative<Reveal>(action) || std::holds_alternative<Reroll>(action) ||
           std::holds_alternative<DrawBoards>(action) || std::holds_alternative<DealAgendas>(action);
}

} // namespace af
