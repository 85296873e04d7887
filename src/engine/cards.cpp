// Alien tech cards: the fuel powers, the discard powers, and the Resource Cache's automatic income.
#include "engine.h"
#include "mechanics.h"
#include "modules/extension.h"
#include "modules/tech.h"

#include <bit>

namespace af::detail {

namespace {

Result changeValue(GameState &s, int seat, int ship, int delta, std::string_view rule)
{
    if (auto r = checkUnplaced(s, seat, ship))
        return r;
    Ship &sh = s.ships[ship];
    const int v = sh.value + delta;
    if (v < 1 || v > 6) {
        // Edition X: a Booster Pod on a 6 or a Stasis Beam on a 1 simply has no effect.
        if (traits(s.ruleset).valueLimitNoEffect)
            return std::nullopt;
        return reject(Reason::ValueOutOfRange, rule, v);
    }
    sh.value = static_cast<uint8_t>(v);
    return std::nullopt;
}

// A ship taken from the board by the Teleporter (own ship) or the Helmet (another player's ship).
Result checkMovable(const GameState &s, int seat, int ship, Card card)
{
    if (!validShipId(ship) || s.ships[ship].place == Place::OutOfGame)
        return reject(Reason::NotAShip, {}, ship);
    if (ship == kBrethrenShip) // it has no value to dock with elsewhere
        return reject(Reason::BrethrenNotMovable, "X-8");
    const bool own = ownerOf(s, ship) == seat;
    if (card == Card::OrbitalTeleporter && !own)
        return reject(Reason::ShipNotYours, "orbital-teleporter", ship);
    if (card == Card::MindControlHelmet && (own || ownerOf(s, ship) == kNoPlayer))
        return reject(Reason::OwnShip, "mind-control-helmet", ship);
    const Ship &sh = s.ships[ship];
    if (sh.place != Place::Docked)
        return reject(Reason::ShipNotDocked, toId(card), ship);
    if (sh.facility == Facility::TerraformingStation)
        return reject(Reason::TerraformingLocked, toId(card));
    if (sh.facility == Facility::MaintenanceBay &&
        (card == Card::MindControlHelmet || traits(s.ruleset).maintenanceBayImmune))
        return reject(Reason::BayImmune, toId(card));
    if (sh.value == 0)
        return reject(Reason::ShipNotDocked, toId(card), ship);
    return std::nullopt;
}

// The move in two halves: what does not depend on where the ship goes (the ship movable, the surcharge paid, the
// ship off its facility), then the docking. legalActions plays the first half once for all the dockings of a ship
// (checkMovedShipDockings): they are most of a factions game's candidates.
Result takeShipToMove(GameState &s, int seat, const UseCard &u)
{
    const int ship = u.args.ship;
    if (auto r = checkMovable(s, seat, ship, u.card))
        return r;
    if (auto r = paySurcharge(s, seat, ShipList{static_cast<int8_t>(ship)}))
        return r;
    // The ship leaves its facility (benefits already gained are kept, R-9). Its `facility` still names the one it
    // left until it docks again: dockMovedShip reads it.
    Ship &sh = s.ships[ship];
    sh.place = Place::Fleet;
    sh.group = 0;
    // A ship another player borrowed, taken with the Helmet, is now a ship taken with the Helmet.
    if (sh.user != seat)
        s.borrowedShips &= ~(uint64_t{1} << ship);
    return std::nullopt;
}

} // namespace

Result dockMovedShip(GameState &s, int seat, const UseCard &u)
{
    if (!u.args.dock)
        return reject(Reason::NoFacility, toId(u.card));
    const int ship = u.args.ship;
    const Facility target = u.args.dock->facility;
    const Facility origin = s.ships[ship].facility;
    if (target == origin)
        return reject(Reason::SameFacility, toId(u.card), idx(origin));
    if (u.card == Card::MindControlHelmet && target == Facility::TerraformingStation)
        return reject(Reason::TargetNotAllowed, "mind-control-helmet", idx(target));
    return dock(s, seat, *u.args.dock, ship);
}

namespace {

Result moveAndDock(GameState &s, int seat, const UseCard &u)
{
    if (auto r = takeShipToMove(s, seat, u))
        return r;
    return dockMovedShip(s, seat, u);
}

Result plasmaFire(GameState &s, int seat, const UseCard &u, int cost)
{
    if (!u.args.facility)
        return reject(Reason::NoFacility, "plasma-cannon");
    const Facility f = *u.args.facility;
    // Faction boards in play are orbital facilities too.
    const bool board = isBoardFacility(f) && boardOwner(s, boardOf(f)) != kNoPlayer;
    if (!board && (idx(f) < 0 || idx(f) >= kFacilityCount || f == Facility::MaintenanceBay))
        return reject(Reason::TargetNotAllowed, "plasma-cannon", idx(Facility::MaintenanceBay));
    if (u.args.ships.empty())
        return reject(Reason::NoShipChosen, "plasma-cannon");
    for (int i = 0; i < u.args.ships.size(); ++i) {
        const int ship = u.args.ships[i];
        if (!validShipId(ship) || s.ships[ship].place == Place::OutOfGame)
            return reject(Reason::NotAShip, {}, ship);
        for (int j = 0; j < i; ++j)
            if (u.args.ships[j] == ship)
                return reject(Reason::DuplicateShip, {}, ship);
        if (ownerOf(s, ship) == seat)
            return reject(Reason::OwnShip, "plasma-cannon", ship);
        if (s.ships[ship].place != Place::Docked)
            return reject(Reason::ShipNotDocked, "plasma-cannon", ship);
        if (s.ships[ship].facility != f) // one facility per use
            return reject(Reason::PlasmaOneFacility, {}, ship, idx(s.ships[ship].facility), idx(f));
    }
    if (auto r = pay(s, seat, cost, 0, "plasma-cannon"))
        return r;
    if (auto r = paySurcharge(s, seat, u.args.ships))
        return r;
    for (int8_t ship : u.args.ships) {
        // A ship on the Terraforming Station is forfeit anyway: it goes to the stock (the Relic Ship home).
        if (f == Facility::TerraformingStation)
            forfeitShip(s, ship);
        else
            sendToBay(s, ship);
    }
    return std::nullopt;
}

Result borrowBonus(GameState &s, int seat, const UseCard &u, int cost)
{
    if (!validTerritory(u.args.territory))
        return reject(Reason::TerritoryRequired, "data-crystal");
    const Territory t = *u.args.territory;
    if (t == Territory::BurroughsDesert)
        return reject(Reason::BurroughsExempt);
    if (coloniesOn(s, t) == 0)
        return reject(Reason::TerritoryEmpty, {}, idx(t));
    if (fieldOn(s, Field::Isolation, t))
        return reject(Reason::IsolationBlocks, "R-7", idx(t));
    if (auto r = pay(s, seat, cost, 0, "R-7"))
        return r;
    s.turn.borrowed = static_cast<uint16_t>(s.turn.borrowed | (1u << idx(t)));
    return std::nullopt;
}

Result moveField(GameState &s, Field f, std::optional<Territory> to)
{
    if (!validTerritory(to))
        return reject(Reason::TerritoryRequired, toId(f));
    if (fieldOn(s, f, *to))
        return reject(Reason::SameTerritory, "R-14", idx(*to));
    placeField(s, f, idx(*to));
    settleRelic(s); // the Isolation Field on Burroughs Desert sends the Relic Ship home
    return std::nullopt;
}

Result checkColony(const GameState &s, int player, std::optional<Territory> t)
{
    if (!validTerritory(t))
        return reject(Reason::TerritoryRequired, "colonies");
    if (!validSeat(s, player))
        return reject(Reason::BadPlayer, {}, player);
    if (s.colonies[idx(*t)][player] == 0)
        return reject(Reason::NoColonyThere, {}, player, idx(*t));
    if (coloniesLocked(s, player))
        return reject(Reason::ColoniesLocked, "X-48", player);
    if (fieldOn(s, Field::Repulsor, *t))
        return reject(Reason::RepulsorBlocks, {}, idx(*t));
    return std::nullopt;
}

Result teleportColony(GameState &s, const CardArgs &a)
{
    if (auto r = checkColony(s, a.player, a.territory))
        return r;
    if (!validTerritory(a.territory2))
        return reject(Reason::TerritoryRequired, "orbital-teleporter");
    if (*a.territory2 == *a.territory)
        return reject(Reason::SameTerritory, "orbital-teleporter", idx(*a.territory));
    if (fieldOn(s, Field::Repulsor, *a.territory2))
        return reject(Reason::RepulsorBlocks, "R-19", idx(*a.territory2));
    --s.colonies[idx(*a.territory)][a.player];
    ++s.colonies[idx(*a.territory2)][a.player];
    settleRelic(s);
    return std::nullopt;
}

Result swapColonies(GameState &s, const CardArgs &a)
{
    if (auto r = checkColony(s, a.player, a.territory))
        return r;
    if (auto r = checkColony(s, a.player2, a.territory2))
        return r;
    if (*a.territory == *a.territory2)
        return reject(Reason::SameTerritory, "R-15", idx(*a.territory));
    if (a.player == a.player2)
        return reject(Reason::SamePlayer);
    --s.colonies[idx(*a.territory)][a.player];
    ++s.colonies[idx(*a.territory)][a.player2];
    --s.colonies[idx(*a.territory2)][a.player2];
    ++s.colonies[idx(*a.territory2)][a.player];
    settleRelic(s);
    return std::nullopt;
}

Result plasmaDiscard(GameState &s, int seat, int ship)
{
    if (!validShipId(ship) || s.ships[ship].place == Place::OutOfGame)
        return reject(Reason::NotAShip, {}, ship);
    const int owner = ownerOf(s, ship);
    if (owner == seat)
        return reject(Reason::OwnShip, "plasma-cannon", ship);
    const Ship &sh = s.ships[ship];
    if (owner == kNoPlayer || sh.place != Place::Docked)
        return reject(Reason::ShipNotDocked, "plasma-cannon", ship);
    if (sh.facility == Facility::MaintenanceBay && traits(s.ruleset).maintenanceBayImmune)
        return reject(Reason::BayImmune, "R-16");
    // the Relic Ship may be targeted whatever its holder's fleet; the Brethren Ship is not in it.
    if (!isRelic(ship) && ship != kBrethrenShip) {
        if (traits(s.ruleset).plasmaDiscardCountsNextTurn) {
            // Ships on the Terraforming Station count as already lost.
            int forTheirNextTurn = 0;
            for (int i = firstShipOf(owner); i < firstShipOf(owner) + kShipsPerColor; ++i) {
                const Ship &o = s.ships[i];
                const bool inPlay = o.place == Place::Fleet || o.place == Place::Docked || o.place == Place::OnCard;
                forTheirNextTurn += inPlay && o.facility != Facility::TerraformingStation && i != ship;
            }
            if (forTheirNextTurn < 3)
                return reject(Reason::TooFewShipsLeft, "R-16", owner, 3);
        } else if (shipsNotInStock(s, owner) <= 3) {
            return reject(Reason::TooFewShipsLeft, "plasma-cannon", owner, 3);
        }
    }
    if (auto r = paySurcharge(s, seat, ShipList{static_cast<int8_t>(ship)}))
        return r;
    forfeitShip(s, ship);
    return std::nullopt;
}

Result warpFromDiscards(GameState &s, int seat, std::optional<Card> card)
{
    // chosen from the pile as it was before the Warper is discarded; an empty pile refuses the discard.
    if (pileCount(s.discardPile) == 0)
        return reject(Reason::NothingToTake, "R-5");
    if (!card || idx(*card) >= kCardCount)
        return reject(Reason::CardNotInDiscard, "R-5", 0);
    if (s.discardPile[idx(*card)] == 0)
        return reject(Reason::CardNotInDiscard, "R-5", idx(*card));
    if (holds(s, seat, *card))
        return reject(Reason::AlreadyHoldCard, "R-5", idx(*card));
    --s.discardPile[idx(*card)];
    s.players[seat].cards |= cardBit(*card);
    return std::nullopt;
}

// The fields of CardArgs a base card's power reads; a record carrying any other is refused, not silently ignored
// (the extra cards check theirs in their own files, requireNoArgs).
enum TakenArg : unsigned {
    kShipArg = 1u << 0,
    kShip2Arg = 1u << 1,
    kShipsArg = 1u << 2,
    kFacilityArg = 1u << 3,
    kTerritoryArg = 1u << 4,
    kTerritory2Arg = 1u << 5,
    kPlayerArg = 1u << 6,
    kPlayer2Arg = 1u << 7,
    kFieldArg = 1u << 8,
    kCardArg = 1u << 9,
    kDockArg = 1u << 10,
};

Result onlyArgs(const CardArgs &a, unsigned taken, Card c)
{
    CardArgs rest = a;
    if (taken & kShipArg)
        rest.ship = kNoShip;
    if (taken & kShip2Arg)
        rest.ship2 = kNoShip;
    if (taken & kShipsArg)
        rest.ships = {};
    if (taken & kFacilityArg)
        rest.facility.reset();
    if (taken & kTerritoryArg)
        rest.territory.reset();
    if (taken & kTerritory2Arg)
        rest.territory2.reset();
    if (taken & kPlayerArg)
        rest.player = kNoPlayer;
    if (taken & kPlayer2Arg)
        rest.player2 = kNoPlayer;
    if (taken & kFieldArg)
        rest.field.reset();
    if (taken & kCardArg)
        rest.card.reset();
    if (taken & kDockArg)
        rest.dock.reset();
    if (!(rest == CardArgs{}))
        return reject(Reason::UnexpectedParameter, toId(c));
    return std::nullopt;
}

// What each base card's paid power reads (0: it has none).
unsigned useArgs(Card c)
{
    switch (c) {
    case Card::BoosterPod:
    case Card::StasisBeam:
    case Card::PolarityDevice:
        return kShipArg;
    case Card::GravityManipulator:
        return kShipArg | kShip2Arg;
    case Card::TemporalWarper:
        return kShipsArg;
    case Card::DataCrystal:
        return kTerritoryArg;
    case Card::OrbitalTeleporter:
    case Card::MindControlHelmet:
        return kShipArg | kDockArg;
    case Card::PlasmaCannon:
        return kFacilityArg | kShipsArg;
    default:
        return 0;
    }
}

// What each base card's discard power reads.
unsigned discardArgs(Card c)
{
    switch (c) {
    case Card::BoosterPod:
        return kFieldArg;
    case Card::DataCrystal:
    case Card::GravityManipulator:
    case Card::StasisBeam:
        return kTerritoryArg;
    case Card::OrbitalTeleporter:
        return kPlayerArg | kTerritoryArg | kTerritory2Arg;
    case Card::PlasmaCannon:
        return kShipArg;
    case Card::PolarityDevice:
        return kPlayerArg | kTerritoryArg | kPlayer2Arg | kTerritory2Arg;
    case Card::TemporalWarper:
        return kCardArg;
    default:
        return 0;
    }
}

} // namespace

Result useCard(GameState &s, int seat, const UseCard &u)
{
    if (idx(u.card) >= kCardCount || !holds(s, seat, u.card))
        return reject(Reason::CardNotHeld, {}, idx(u.card) < kCardCount ? idx(u.card) : 0);
    if (s.turn.cardsUsed & cardBit(u.card))
        return reject(Reason::CardAlreadyUsed, toId(u.card), idx(u.card));
    if (isExtraTech(idx(u.card))) // module extra-tech: the card's own file (modules/tech.h)
        return useExtraTech(s, seat, u);
    if (!hasFuelPower(u.card))
        return reject(Reason::NoFuelPower, {}, idx(u.card));
    if (auto r = onlyArgs(u.args, useArgs(u.card), u.card))
        return r;
    s.turn.cardsUsed |= cardBit(u.card);
    const CardArgs &a = u.args;
    const std::string_view rule = toId(u.card);
    switch (u.card) {
    case Card::BoosterPod:
    case Card::StasisBeam:
    case Card::PolarityDevice: {
        if (auto r = checkUnplaced(s, seat, a.ship))
            return r;
        if (auto r = pay(s, seat, cardFuelCost(s, seat, u.card), 0, rule))
            return r;
        if (u.card == Card::PolarityDevice) {
            s.ships[a.ship].value = static_cast<uint8_t>(7 - s.ships[a.ship].value); // opposite faces sum to 7
            return std::nullopt;
        }
        return changeValue(s, seat, a.ship, u.card == Card::BoosterPod ? +1 : -1, rule);
    }
    case Card::GravityManipulator: {
        if (unplacedShips(s, seat) < 2)
            return reject(Reason::NotEnoughUnplaced, rule, 2);
        if (auto r = checkUnplaced(s, seat, a.ship))
            return r;
        if (auto r = checkUnplaced(s, seat, a.ship2))
            return r;
        if (a.ship == a.ship2)
            return reject(Reason::SameShip);
        if (auto r = pay(s, seat, cardFuelCost(s, seat, u.card), 0, rule))
            return r;
        // The Edition X "no effect" allowance is for the Booster Pod and Stasis Beam only.
        if (s.ships[a.ship].value == 1)
            return reject(Reason::ValueOutOfRange, rule, 0);
        if (s.ships[a.ship2].value == 6)
            return reject(Reason::ValueOutOfRange, rule, 7);
        --s.ships[a.ship].value;
        ++s.ships[a.ship2].value;
        return std::nullopt;
    }
    case Card::TemporalWarper: {
        if (a.ships.empty())
            return reject(Reason::NotEnoughUnplaced, rule, 1);
        uint64_t mask = 0;
        for (int8_t ship : a.ships) {
            if (auto r = checkUnplaced(s, seat, ship))
                return r;
            if (mask & (uint64_t{1} << ship))
                return reject(Reason::DuplicateShip, {}, ship);
            mask |= uint64_t{1} << ship;
        }
        if (auto r = pay(s, seat, cardFuelCost(s, seat, u.card), 0, rule))
            return r;
        s.turn.rerollShips = mask;
        s.stage = Stage::Reroll;
        return std::nullopt;
    }
    case Card::DataCrystal: {
        const int colonies = validTerritory(a.territory) ? coloniesOn(s, *a.territory) : 0;
        return borrowBonus(s, seat, u, cardFuelCost(s, seat, u.card, colonies));
    }
    case Card::OrbitalTeleporter:
    case Card::MindControlHelmet: {
        if (auto r = pay(s, seat, cardFuelCost(s, seat, u.card), 0, rule))
            return r;
        return moveAndDock(s, seat, u);
    }
    case Card::PlasmaCannon:
        return plasmaFire(s, seat, u, cardFuelCost(s, seat, u.card, a.ships.size()));
    case Card::AlienCity:
    case Card::AlienMonument:
    case Card::HolographicDecoy:
    case Card::ResourceCache:
    default:
        break; // refused above (hasFuelPower; the extra cards are dispatched above)
    }
    return reject(Reason::NoFuelPower, {}, idx(u.card));
}

namespace {

// The discard power of a base card: applies it, or refuses.
Result baseDiscardPower(GameState &s, int seat, const DiscardCard &d)
{
    const CardArgs &a = d.args;
    if (const unsigned taken = discardArgs(d.card)) // a card without a discard power is refused as such below
        if (auto r = onlyArgs(a, taken, d.card))
            return r;
    switch (d.card) {
    case Card::BoosterPod:
        if (!a.field || idx(*a.field) >= kFieldCount || s.fieldAt[idx(*a.field)] < 0)
            return reject(Reason::FieldNotOnBoard, {}, a.field ? idx(*a.field) : 0);
        placeField(s, *a.field, -1); // off the board until its card is discarded again; a straddle too
        return std::nullopt;
    case Card::DataCrystal:
    case Card::GravityManipulator:
    case Card::StasisBeam:
        return moveField(s, *fieldPlacedBy(d.card), a.territory);
    case Card::OrbitalTeleporter:
        return teleportColony(s, a);
    case Card::PlasmaCannon:
        return plasmaDiscard(s, seat, a.ship);
    case Card::PolarityDevice:
        return swapColonies(s, a);
    case Card::TemporalWarper:
        return warpFromDiscards(s, seat, a.card);
    default:
        return reject(Reason::NoDiscardPower, {}, idx(d.card)); // City, Monument, Decoy, Resource Cache, Helmet
    }
}

} // namespace

Result discardCard(GameState &s, int seat, const DiscardCard &d)
{
    if (idx(d.card) >= kCardCount || !holds(s, seat, d.card))
        return reject(Reason::CardNotHeld, {}, idx(d.card) < kCardCount ? idx(d.card) : 0);
    if (s.turn.discardUsed)
        return reject(Reason::DiscardAlreadyUsed);
    if (s.turn.cardsUsed & cardBit(d.card))
        return reject(Reason::CardUsedThisTurn, {}, idx(d.card));
    // Module extra-tech: an extra card's power is in its own file (modules/tech.h).
    if (auto r = isExtraTech(idx(d.card)) ? discardExtraTech(s, seat, d) : baseDiscardPower(s, seat, d))
        return r;
    s.players[seat].cards &= ~cardBit(d.card);
    if (discardLeavesGame(d.card))
        ++s.tech.boxed[idx(d.card)];
    else
        ++s.discardPile[idx(d.card)];
    // One discard power per turn; the Dark Space Explorers owner has two, a Peta-Bit Processor use one more.
    int used = 1;
    if (hasModule(s.modules, Module::Factions))
        used = ++s.factions.turn.discards;
    if (hasModule(s.modules, Module::ExtraTech))
        used = ++s.tech.turn.discards;
    s.turn.discardUsed = used >= discardAllowance(s, seat);
    return std::nullopt;
}

void applyResourceCache(GameState &s, int seat)
{
    if (!holds(s, seat, Card::ResourceCache))
        return;
    int odd = 0, even = 0;
    for (int i = 0; i < kShipCount; ++i) {
        const Ship &ship = s.ships[i];
        if (ship.place == Place::Fleet && ship.value != 0 && ownerOf(s, i) == seat)
            (ship.value % 2 ? odd : even)++;
    }
    if (odd > even) {
        gain(s, seat, 0, 1);
    } else if (even > odd) {
        gain(s, seat, 1, 0);
    } else {
        // Equal: both, and the card is discarded at once; this is not the turn's discard power.
        gain(s, seat, 1, 1);
        s.players[seat].cards &= ~cardBit(Card::ResourceCache);
        ++s.discardPile[idx(Card::ResourceCache)];
    }
}

} // namespace af::detail
