// The core's side of the Factions module: the generic rules of every board (one port, the access fee, owner
// abilities once per turn, the draft) and the queries the core makes at its extension points.
#include "extension.h"
#include "tech.h"

#include "../agendas/agendas.h"
#include "../engine.h"
#include "../values.h"

#include <bit>

namespace af {

bool adjacent(Territory a, Territory b)
{
    if (a == b)
        return false;
    if (a == Territory::BurroughsDesert || b == Territory::BurroughsDesert)
        return true;
    // The ring, in board order.
    static constexpr std::array<Territory, 7> ring{Territory::BradburyPlateau, Territory::AsimovCrater,
                                                   Territory::HerbertValley,   Territory::LemBadlands,
                                                   Territory::HeinleinPlains,  Territory::PohlFoothills,
                                                   Territory::VanVogtMountains};
    for (int i = 0; i < 7; ++i)
        if (ring[i] == a)
            return ring[(i + 1) % 7] == b || ring[(i + 6) % 7] == b;
    return false;
}

namespace detail {

std::string_view boardRule(Faction f)
{
    // Rule ids of the rules reference: "faction:<id>", kept as static strings (Rejection holds a string_view).
    static const std::array<std::string, kFactionCount> rules = [] {
        std::array<std::string, kFactionCount> out;
        for (int i = 0; i < kFactionCount; ++i)
            out[i] = "faction:" + std::string(toId(static_cast<Faction>(i)));
        return out;
    }();
    return rules[idx(f)];
}

Result allowOnly(const FactionArgs &a, unsigned fields, Faction f)
{
    const unsigned given = (a.from ? kArgFrom : 0) | (a.to ? kArgTo : 0) | (a.player != kNoPlayer ? kArgPlayer : 0) |
                           (a.field ? kArgField : 0) | (a.ship != kNoShip ? kArgShip : 0) | (a.value ? kArgValue : 0) |
                           (a.resource ? kArgResource : 0) | (a.card ? kArgCard : 0) | (a.card2 ? kArgCard2 : 0) |
                           (a.agenda ? kArgAgenda : 0);
    if (given & ~fields)
        return reject(Reason::UnexpectedParameter, boardRule(f));
    return std::nullopt;
}

Result requireNoChoice(const FactionArgs &a, Faction f) { return allowOnly(a, 0, f); }

void noChoice(const GameState &, int, const ArgsSink &emit) { emit(FactionArgs{}); }

Result payBoardCost(GameState &s, int seat, Resources cost, Faction f)
{
    return pay(s, seat, cost.fuel, cost.ore, boardRule(f));
}

int territoriesControlled(const GameState &s, int seat)
{
    int n = 0;
    for (int t = 0; t < kTerritoryCount; ++t)
        n += controls(s, seat, static_cast<Territory>(t));
    return n;
}

void receiveCard(GameState &s, int seat, Card c)
{
    if (holds(s, seat, c))
        ++s.discardPile[idx(c)];
    else
        s.players[seat].cards |= cardBit(c);
}

int boardOwner(const GameState &s, Faction f)
{
    for (int p = 0; p < s.playerCount; ++p)
        if (s.factions.board[p] == idx(f))
            return p;
    return kNoPlayer;
}

const FactionRules *seatRules(const GameState &s, int seat)
{
    if (seat < 0 || seat >= kMaxPlayers || s.factions.board[seat] < 0)
        return nullptr;
    return &factionRules(static_cast<Faction>(s.factions.board[seat]));
}

int hubLaunchCircle(const GameState &s, int seat)
{
    const FactionRules *r = seatRules(s, seat);
    return r && r->launchCircle ? r->launchCircle : kHubLaunchCircle;
}

int discardsPerTurn(const GameState &s, int seat)
{
    const FactionRules *r = seatRules(s, seat);
    return r && r->discardsPerTurn ? r->discardsPerTurn : 1;
}

int marketTradeBonus(const GameState &s, int seat)
{
    int ore = 0;
    for (int p = 0; p < s.playerCount; ++p)
        if (const FactionRules *r = seatRules(s, p); r && r->marketTradeBonus)
            ore += r->marketTradeBonus(s, seat);
    return ore;
}

int landingOre(const GameState &s, int seat, Territory t, int ore)
{
    const FactionRules *r = seatRules(s, seat);
    if (!r || !r->landingOreDiscount)
        return ore;
    return std::max(0, ore - r->landingOreDiscount(s, seat, t));
}

Result transfer(GameState &s, int from, int to, Resources amount, std::string_view rule)
{
    PlayerState &payer = s.players[from];
    if (payer.fuel < amount.fuel)
        return reject(Reason::NotEnoughFuel, rule, amount.fuel, payer.fuel);
    if (payer.ore < amount.ore)
        return reject(Reason::NotEnoughOre, rule, amount.ore, payer.ore);
    payer.fuel = static_cast<int16_t>(payer.fuel - amount.fuel);
    payer.ore = static_cast<int16_t>(payer.ore - amount.ore);
    s.players[to].fuel = static_cast<int16_t>(s.players[to].fuel + amount.fuel);
    s.players[to].ore = static_cast<int16_t>(s.players[to].ore + amount.ore);
    return std::nullopt;
}

Result payFacility(GameState &s, int seat, Facility f, int fuel, int ore, std::string_view rule)
{
    for (int p = 0; p < s.playerCount; ++p) {
        const FactionRules *r = seatRules(s, p);
        if (p != seat && r && r->redirectedFrom == f)
            return transfer(s, seat, p, {fuel, ore}, boardRule(r->faction));
    }
    return pay(s, seat, fuel, ore, rule);
}

void factionTurnStart(GameState &s)
{
    s.factions.turn = FactionTurn{};
    for (int p = 0; p < s.playerCount; ++p)
        if (const FactionRules *r = seatRules(s, p); r && r->turnStart)
            r->turnStart(s, p);
}

void factionAfterRoll(GameState &s)
{
    for (int p = 0; p < s.playerCount; ++p)
        if (const FactionRules *r = seatRules(s, p); r && r->afterRoll)
            r->afterRoll(s, p);
}

void factionTurnEnd(GameState &s)
{
    for (int p = 0; p < s.playerCount; ++p)
        if (const FactionRules *r = seatRules(s, p); r && r->turnEnd)
            r->turnEnd(s, p);
}

void factionAfterReroll(GameState &s)
{
    for (int p = 0; p < s.playerCount; ++p)
        if (const FactionRules *r = seatRules(s, p); r && r->afterReroll)
            r->afterReroll(s, p);
}

void forfeitShip(GameState &s, int ship)
{
    const uint64_t bit = uint64_t{1} << ship;
    if (!(s.factions.bayNotStock & bit)) {
        s.factions.sitOut &= ~bit;
        s.factions.sittingOut &= ~bit;
        sendToStock(s, ship);
        return;
    }
    s.factions.bayNotStock &= ~bit;
    sendToBay(s, ship);
    s.factions.sitOut |= bit;
}

void rollNow(GameState &s, int ship)
{
    s.turn.rerollShips |= uint64_t{1} << ship;
    s.stage = Stage::Reroll;
}

void joinFleetNow(GameState &s, int ship)
{
    Ship &sh = s.ships[ship];
    sh = Ship{};
    sh.place = Place::Fleet;
    rollNow(s, ship);
}

void placeNewShip(GameState &s, int seat, int ship)
{
    const FactionRules *r = seatRules(s, seat);
    if (!r || !r->newShipsJoinFleet) {
        sendToBay(s, ship);
        return;
    }
    joinFleetNow(s, ship);
}

void colonyMoveChoices(const GameState &s, bool emptyOnly, const ArgsSink &emit)
{
    // Only moves moveColony accepts: the boards declare their choices legal by construction (dockChoiceClass).
    for (int from = 0; from < kTerritoryCount; ++from) {
        if (fieldOn(s, Field::Repulsor, static_cast<Territory>(from)))
            continue;
        for (int p = 0; p < s.playerCount; ++p) {
            if (s.colonies[from][p] == 0 || coloniesLocked(s, p))
                continue;
            for (int to = 0; to < kTerritoryCount; ++to) {
                if (to == from || fieldOn(s, Field::Repulsor, static_cast<Territory>(to)))
                    continue;
                if (emptyOnly && coloniesOn(s, static_cast<Territory>(to)) > 0)
                    continue;
                FactionArgs a;
                a.from = static_cast<Territory>(from);
                a.to = static_cast<Territory>(to);
                a.player = static_cast<int8_t>(p);
                emit(a);
            }
        }
    }
}

Result moveColony(GameState &s, int player, std::optional<Territory> from, std::optional<Territory> to,
                  std::string_view rule)
{
    if (!from || !to || idx(*from) >= kTerritoryCount || idx(*to) >= kTerritoryCount)
        return reject(Reason::TerritoryRequired, rule);
    if (!validSeat(s, player))
        return reject(Reason::BadPlayer, rule, player);
    if (*from == *to)
        return reject(Reason::SameTerritory, rule, idx(*to));
    if (s.colonies[idx(*from)][player] == 0)
        return reject(Reason::NoColonyThere, rule, player, idx(*from));
    if (coloniesLocked(s, player))
        return reject(Reason::ColoniesLocked, "X-48", player);
    for (Territory t : {*from, *to})
        if (fieldOn(s, Field::Repulsor, t))
            return reject(Reason::RepulsorBlocks, rule, idx(t));
    --s.colonies[idx(*from)][player];
    ++s.colonies[idx(*to)][player];
    settleRelic(s);
    return std::nullopt;
}

int boardPortShips(const GameState &s, Facility board)
{
    int grappled = 0;
    for (uint64_t m = s.tech.grappled; m; m &= m - 1)
        grappled += s.ships[std::countr_zero(m)].facility == board;
    return shipsDockedAt(s, board) - grappled;
}

Result dockAtBoard(GameState &s, int seat, const Dock &d, int moved, bool grapple)
{
    const Faction f = boardOf(d.facility);
    const int owner = boardOwner(s, f);
    if (owner == kNoPlayer)
        return reject(Reason::BoardNotInGame, "X-4", idx(d.facility));
    const FactionRules &rules = factionRules(f);
    if (!rules.implemented) // only reachable through the engine tests' switch; never skipped silently
        return reject(Reason::NotSupportedYet, boardRule(f));
    if (d.territory)
        return reject(Reason::UnexpectedParameter, boardRule(f));
    if (d.raid.kind != RaidChoice::Kind::None)
        return reject(Reason::RaidNotHere, boardRule(f));
    // One ship of any value: a listed unplaced ship, or the ship a card moves here.
    if (d.ships.size() + (moved != kNoShip ? 1 : 0) != 1)
        return reject(Reason::WrongShipCount, boardRule(f), idx(d.facility), 1);
    const int ship = moved != kNoShip ? moved : d.ships[0];
    if (moved == kNoShip)
        if (auto r = checkUnplaced(s, seat, ship))
            return r;
    if (grapple && !boardPortTaken(s, d.facility)) // the Grapple docks only beside a taken port
        return reject(Reason::FacilityNotFull, "X-43", idx(d.facility));
    if (!grapple && boardPortTaken(s, d.facility))
        return reject(Reason::PortsFull, boardRule(f), idx(d.facility));
    Ship &sh = s.ships[ship];
    sh.place = Place::Docked;
    sh.facility = d.facility;
    sh.group = s.nextGroup++;
    sh.user = static_cast<int8_t>(seat);
    if (seat == owner)
        return rules.dock(s, seat, d, ship);
    const Resources fee = kFactionValues.fee;
    if (auto r = transfer(s, seat, owner, fee, "X-3"))
        return r;
    Result result = rules.dock(s, seat, d, ship);
    // A refusal for want of tokens counts the fee too: the player must pay both.
    if (result && (result->reason == Reason::NotEnoughFuel || result->reason == Reason::NotEnoughOre)) {
        const int part = result->reason == Reason::NotEnoughFuel ? fee.fuel : fee.ore;
        result->args[0] += part;
        result->args[1] += part;
    }
    return result;
}

Result useFaction(GameState &s, int seat, const UseFaction &u)
{
    const FactionRules *rules = seatRules(s, seat);
    if (!rules)
        return reject(Reason::NoFactionBoard);
    const int board = idx(boardFacility(rules->faction));
    if (!rules->ownerAbility)
        return reject(Reason::NoOwnerAbility, boardRule(rules->faction), board);
    if (s.factions.turn.ownerAbilityUsed)
        return reject(Reason::FactionAbilityUsed, boardRule(rules->faction), board);
    s.factions.turn.ownerAbilityUsed = true;
    return rules->ownerAbility(s, seat, u.args);
}

uint16_t draftPool(const GameState &s)
{
    uint16_t pool = 0;
    for (int i = 0; i < kFactionCount; ++i) {
        const FactionRules &r = factionRules(static_cast<Faction>(i));
        // Prophets of the Artifact needs agendas: in the pool only with that module (1.2).
        if (r.needsAgendas && !hasModule(s.modules, Module::Agendas))
            continue;
        pool = static_cast<uint16_t>(pool | (1u << i));
    }
    return pool;
}

Result drawBoards(GameState &s, const DrawBoards &d)
{
    const int needed = boardsToDraw(s.playerCount);
    if (d.boards.size() != needed)
        return reject(Reason::WrongBoardCount, "X-7", needed, d.boards.size());
    const uint16_t pool = draftPool(s);
    uint16_t drawn = 0;
    for (Faction f : d.boards) {
        const int i = idx(f);
        if (i < 0 || i >= kFactionCount || !(pool & (1u << i)))
            return reject(Reason::BoardNotInPool, "X-7", idx(boardFacility(f)));
        if (drawn & (1u << i))
            return reject(Reason::BoardDrawnTwice, "X-7", idx(boardFacility(f)));
        drawn = static_cast<uint16_t>(drawn | (1u << i));
    }
    s.factions.offered = drawn;
    s.current = static_cast<int8_t>(s.playerCount - 1); // the last player picks first
    s.stage = Stage::BoardPick;
    return std::nullopt;
}

Result pickBoard(GameState &s, const PickBoard &p)
{
    const int i = idx(p.faction);
    if (i < 0 || i >= kFactionCount || !(s.factions.offered & (1u << i)))
        return reject(Reason::BoardNotOffered, "X-7", idx(boardFacility(p.faction)));
    s.factions.board[s.current] = static_cast<int8_t>(i);
    s.factions.offered = static_cast<uint16_t>(s.factions.offered & ~(1u << i));
    if (s.current > 0) {
        --s.current; // passed counter-clockwise, to the player seated before
        return std::nullopt;
    }
    // Player one took one of the last two boards; the other goes back to the box. Components are placed (1.2).
    s.factions.offered = 0;
    if (boardOwner(s, Faction::XenoExplorationsInc) != kNoPlayer)
        s.factions.rev = static_cast<int8_t>(idx(Territory::BurroughsDesert));
    // The Brethren Ship starts on the Maintenance Bay; its owner gathers it on their first turn.
    if (boardOwner(s, Faction::BrethrenOfTheStars) != kNoPlayer)
        sendToBay(s, kBrethrenShip);
    s.current = 0;
    beforeSetupDeal(s);
    return std::nullopt;
}

} // namespace detail
} // namespace af
