// The rules common to all extra alien tech cards (module extra-tech): dispatch of the paid and discard powers to the
// card's own file, refusal of cards not written yet, Pohl Foothills on card costs and the Deflector Shield
// surcharge. The general alien tech rules (once per turn, one discard, no use and discard of one card in a
// turn) are checked by the core before these are called (cards.cpp).
#include "tech.h"

#include "extension.h"

#include "../engine.h"
#include "../values.h"

#include <algorithm>
#include <bit>
#include <vector>

namespace af::detail {

bool validTerritory(std::optional<Territory> t) { return t && idx(*t) >= 0 && idx(*t) < kTerritoryCount; }

Result useExtraTech(GameState &s, int seat, const UseCard &u)
{
    const TechCardRules &r = techRules(u.card);
    if (!r.paidPower)
        return reject(Reason::NoFuelPower, techRule(u.card), idx(u.card));
    if (!r.implemented || !r.use)
        return reject(Reason::NotSupportedYet, techRule(u.card));
    // A power that comes before the roll is never used after it (also not repeated or borrowed later, X-51).
    if (r.beforeRoll && s.stage != Stage::Roll)
        return reject(Reason::OnlyBeforeRoll, techRule(u.card));
    s.turn.cardsUsed |= cardBit(u.card);
    return r.use(s, seat, u.args);
}

Result useBeforeRoll(GameState &s, const UseCard &u)
{
    if (!hasModule(s.modules, Module::ExtraTech) || !isExtraTech(idx(u.card)) || !techRules(u.card).beforeRoll)
        return reject(Reason::WrongStage, {}, idx(s.stage));
    return useCard(s, s.current, u);
}

namespace {

CardMask beforeRollCards()
{
    CardMask mask = 0;
    for (int c = kBaseCardCount; c < kCardCount; ++c)
        if (techRules(static_cast<Card>(c)).beforeRoll)
            mask |= cardBit(static_cast<Card>(c));
    return mask;
}

} // namespace

bool hasBeforeRollCard(const GameState &s)
{
    static const CardMask cards = beforeRollCards();
    return s.stage == Stage::Roll && hasModule(s.modules, Module::ExtraTech) &&
           (s.players[s.current].cards & cards & ~s.turn.cardsUsed) != 0;
}

bool rollsOneDie(const GameState &s)
{
    if (s.stage != Stage::Roll || (s.turn.cardsUsed >> kBaseCardCount) == 0)
        return false;
    for (CardMask used = s.turn.cardsUsed >> kBaseCardCount; used != 0; used &= used - 1)
        if (techRules(static_cast<Card>(kBaseCardCount + std::countr_zero(used))).rollsOneDie)
            return true;
    return false;
}

void extraTechAfterRoll(GameState &s, const DieList &dice)
{
    if (!hasModule(s.modules, Module::ExtraTech))
        return;
    for (CardMask held = s.players[s.current].cards >> kBaseCardCount; held != 0; held &= held - 1) {
        const TechCardRules &r = techRules(static_cast<Card>(kBaseCardCount + std::countr_zero(held)));
        if (r.implemented && r.fleetRolled)
            r.fleetRolled(s, s.current, dice);
    }
}

void settleRaidedCard(GameState &s, Card c)
{
    if (hasModule(s.modules, Module::ExtraTech) && isExtraTech(idx(c)) && techRules(c).raidReturnsTokens)
        returnCardTokens(s, c);
}

Result discardExtraTech(GameState &s, int seat, const DiscardCard &d)
{
    const TechCardRules &r = techRules(d.card);
    if (!r.discardPower)
        return reject(Reason::NoDiscardPower, techRule(d.card), idx(d.card));
    if (!r.implemented || !r.discard)
        return reject(Reason::NotSupportedYet, techRule(d.card));
    if (r.atTurnStart && s.stage != Stage::TurnStart)
        return reject(Reason::OnlyAtTurnStart, "X-53", idx(d.card));
    return r.discard(s, seat, d.args);
}

void extraTechUseChoices(const GameState &s, int seat, Card c, const CardArgsSink &emit)
{
    const TechCardRules &r = techRules(c);
    if (r.implemented && r.useChoices)
        r.useChoices(s, seat, emit);
}

void extraTechDiscardChoices(const GameState &s, int seat, Card c, const CardArgsSink &emit)
{
    const TechCardRules &r = techRules(c);
    if (r.implemented && r.discardChoices)
        r.discardChoices(s, seat, emit);
}

namespace {

// The extra cards whose rules pass `test`, as a mask (these are asked for every docking and every turn's end: a
// mask of the cards that matter spares looking up every card).
template <typename Test> CardMask extraCardsWhere(Test test)
{
    CardMask mask = 0;
    for (int c = kBaseCardCount; c < kCardCount; ++c)
        if (test(techRules(static_cast<Card>(c))))
            mask |= cardBit(static_cast<Card>(c));
    return mask;
}

} // namespace

int cardSurcharge(const GameState &s, int seat, const ShipList &ships)
{
    if (!hasModule(s.modules, Module::ExtraTech))
        return 0;
    static const CardMask surchargers = extraCardsWhere([](const TechCardRules &r) { return r.surchargePerShip != 0; });
    int fuel = 0;
    for (int8_t ship : ships) {
        const int owner = ownerOf(s, ship);
        if (owner == seat || owner == kNoPlayer)
            continue;
        for (CardMask held = s.players[owner].cards & surchargers; held != 0; held &= held - 1)
            fuel += techRules(static_cast<Card>(std::countr_zero(held))).surchargePerShip;
    }
    return fuel;
}

Result paySurcharge(GameState &s, int seat, const ShipList &ships)
{
    if (const int surcharge = cardSurcharge(s, seat, ships))
        return pay(s, seat, surcharge, 0, "X-44");
    return std::nullopt;
}

int excessCollector(const GameState &s, int seat)
{
    if (!hasModule(s.modules, Module::ExtraTech))
        return kNoPlayer;
    static const CardMask collectors =
        extraCardsWhere([](const TechCardRules &r) { return r.implemented && r.collectsExcess; });
    for (int p = 0; p < s.playerCount; ++p)
        if (p != seat && (s.players[p].cards & collectors) != 0)
            return p;
    return kNoPlayer;
}

void endRelicLoan(GameState &s)
{
    const int borrower = s.tech.relicBorrower;
    if (borrower == kNoPlayer)
        return;
    const int lender = s.tech.relicLender;
    if (lender == kNoPlayer && borrower == s.current) {
        sendRelicHome(s);
    } else if (lender != kNoPlayer && lender == s.current) {
        s.relicHolder = static_cast<int8_t>(lender);
        s.borrowedShips &= ~(uint64_t{1} << kRelicShip); // the lender's again: gathered with their fleet
        Ship &relic = s.ships[kRelicShip];
        if (relic.place == Place::Docked)
            relic.user = static_cast<int8_t>(lender); // gathered with the lender's fleet
        s.tech.relicBorrower = s.tech.relicLender = kNoPlayer;
    }
}

bool discardsAtTurnStart(Card c) { return isExtraTech(idx(c)) && techRules(c).atTurnStart; }

bool timedDiscardPossible(const GameState &s)
{
    static const CardMask timed = extraCardsWhere([](const TechCardRules &r) { return r.implemented && r.atTurnStart; });
    const int seat = s.current;
    if (s.turn.discardUsed)
        return false;
    for (CardMask held = s.players[seat].cards & timed; held != 0; held &= held - 1) {
        const Card c = static_cast<Card>(std::countr_zero(held));
        bool possible = false;
        extraTechDiscardChoices(s, seat, c, [&](const CardArgs &a) {
            GameState scratch = s;
            possible = possible || !discardCard(scratch, seat, DiscardCard{c, a});
        });
        if (possible)
            return true;
    }
    return false;
}

bool discardLeavesGame(Card c) { return isExtraTech(idx(c)) && techRules(c).leavesGameOnDiscard; }

Result redockCheck(const GameState &s, const Dock &d)
{
    // "Other facilities": none of those the ships taken back left.
    for (int8_t ship : d.ships)
        for (int8_t taken : s.tech.turn.redockShips)
            if (taken == ship && taken != kNoShip)
                for (int8_t from : s.tech.turn.redockFrom)
                    if (from == idx(d.facility))
                        return reject(Reason::SameFacility, "X-53", idx(d.facility));
    return std::nullopt;
}

int discardAllowance(const GameState &s, int seat)
{
    const int base = hasModule(s.modules, Module::Factions) ? discardsPerTurn(s, seat) : 1;
    return base + s.tech.turn.extraDiscards;
}

int extraTechVictoryPoints(const GameState &s, int seat)
{
    if (!hasModule(s.modules, Module::ExtraTech))
        return 0;
    int vp = 0;
    for (CardMask held = s.players[seat].cards >> kBaseCardCount; held != 0; held &= held - 1) {
        const TechCardRules &r = techRules(static_cast<Card>(kBaseCardCount + std::countr_zero(held)));
        if (r.victoryPoints)
            vp += r.victoryPoints(s, seat);
    }
    return vp;
}

void extraTechTurnEnd(GameState &s)
{
    if (!hasModule(s.modules, Module::ExtraTech))
        return;
    for (int c = kBaseCardCount; c < kCardCount; ++c) {
        const TechCardRules &r = techRules(static_cast<Card>(c));
        if (!r.turnEnd)
            continue;
        for (int p = 0; p < s.playerCount; ++p)
            if (holds(s, p, r.card))
                r.turnEnd(s, p);
    }
}

bool lentFromDisplay(const GameState &s, Card c)
{
    return std::find(s.display.begin(), s.display.end(), idx(c)) != s.display.end();
}

CardTokens &tokensOn(GameState &s, Card c) { return s.tech.tokens[idx(c) - kBaseCardCount]; }
const CardTokens &tokensOn(const GameState &s, Card c) { return s.tech.tokens[idx(c) - kBaseCardCount]; }

Resources tokensOnCards(const GameState &s)
{
    Resources sum;
    for (const CardTokens &t : s.tech.tokens) {
        sum.fuel += t.fuel;
        sum.ore += t.ore;
    }
    return sum;
}

void returnCardTokens(GameState &s, Card c)
{
    if (!isExtraTech(idx(c)))
        return;
    CardTokens &t = tokensOn(s, c);
    if (c == Card::MagneticLockdown && t.fuel > 0) // the lock ends with its fuel; a lent one has none on it
        s.tech.lockdownSeat = kNoPlayer;
    returnToSupply(s, t.fuel, t.ore);
    t = {};
}

void extraTechTurnStart(GameState &s)
{
    if (s.tech.lockdownSeat == s.current) {
        returnCardTokens(s, Card::MagneticLockdown);
        s.tech.lockdownSeat = kNoPlayer; // a lock lent from the display ends too, its fuel already in the supply
    }
}

bool coloniesLocked(const GameState &s, int player) { return player != kNoPlayer && s.tech.lockdownSeat == player; }

unsigned lockedSeats(const GameState &s)
{
    return s.tech.lockdownSeat == kNoPlayer ? 0u : 1u << s.tech.lockdownSeat;
}

int techFuelCost(const GameState &s, int seat, int fuel)
{
    if (bonusActive(s, seat, Territory::PohlFoothills))
        fuel = std::max(0, fuel - 1);
    return fuel;
}

Result requireNoArgs(const CardArgs &a, Card c)
{
    if (!(a == CardArgs{}))
        return reject(Reason::UnexpectedParameter, techRule(c));
    return std::nullopt;
}

void noArgs(const GameState &, int, const CardArgsSink &emit) { emit(CardArgs{}); }

static bool validField(std::optional<Field> f) { return f && idx(*f) < kFieldCount; }

Result requireField(const CardArgs &a, Card c)
{
    if (!validField(a.field))
        return reject(Reason::ChoiceRequired, techRule(c));
    return requireNoOtherArgs<&CardArgs::field>(a, c);
}

Result requireFieldAndTerritory(const CardArgs &a, Card c)
{
    if (!validField(a.field))
        return reject(Reason::ChoiceRequired, techRule(c));
    return requireTerritory<&CardArgs::field>(a, c);
}

Result fuelForOre(GameState &s, int seat, int fuel, int ore, Card c)
{
    if (s.limitedSupply && s.supplyOre < ore)
        return reject(Reason::SupplyEmpty, techRule(c), idx(Resource::Ore));
    if (auto r = pay(s, seat, techFuelCost(s, seat, fuel), 0, techRule(c)))
        return r;
    gain(s, seat, 0, ore);
    return std::nullopt;
}

bool hasColonyOn(const GameState &s, int seat, Territory t) { return s.colonies[idx(t)][seat] > 0; }

Result shiftUnplaced(GameState &s, int seat, int fuel, int delta, Card c)
{
    if (unplacedShips(s, seat) == 0)
        return reject(Reason::NotEnoughUnplaced, techRule(c), 1);
    if (auto r = pay(s, seat, techFuelCost(s, seat, fuel), 0, techRule(c)))
        return r;
    for (int i = 0; i < kShipCount; ++i)
        if (isUnplaced(s, seat, i)) {
            const int v = s.ships[i].value + delta;
            s.ships[i].value = static_cast<uint8_t>(v > 6 ? 1 : v < 1 ? 6 : v);
        }
    return std::nullopt;
}

void fieldToOwnColonyChoices(const GameState &s, int seat, const CardArgsSink &emit)
{
    for (int f = 0; f < kFieldCount; ++f)
        for (int t = 0; t < kTerritoryCount; ++t) {
            if (!hasColonyOn(s, seat, static_cast<Territory>(t)))
                continue;
            CardArgs a;
            a.field = static_cast<Field>(f);
            a.territory = static_cast<Territory>(t);
            emit(a);
        }
}

namespace {

bool orbitalFacility(const GameState &s, Facility f)
{
    if (isBoardFacility(f))
        return boardOwner(s, boardOf(f)) != kNoPlayer;
    return idx(f) >= 0 && idx(f) < kFacilityCount && f != Facility::MaintenanceBay;
}

ShipList shipsAt(const GameState &s, Facility f)
{
    ShipList there;
    for (int i = 0; i < kShipCount; ++i)
        if (s.ships[i].place == Place::Docked && s.ships[i].facility == f)
            there.push_back(static_cast<int8_t>(i));
    return there;
}

} // namespace

Result emptyFacility(GameState &s, int seat, const CardArgs &a, Card c, bool terraforming)
{
    if (!a.facility)
        return reject(Reason::NoFacility, techRule(c));
    if (auto r = requireNoOtherArgs<&CardArgs::facility>(a, c))
        return r;
    const Facility f = *a.facility;
    if (f == Facility::MaintenanceBay)
        return reject(Reason::BayImmune, techRule(c));
    if (!orbitalFacility(s, f) || (f == Facility::TerraformingStation && !terraforming))
        return reject(Reason::TargetNotAllowed, techRule(c), idx(f));
    return clearFacility(s, seat, f, c);
}

Result clearFacility(GameState &s, int seat, Facility f, Card c)
{
    const ShipList there = shipsAt(s, f);
    if (there.empty())
        return reject(Reason::NothingToTake, techRule(c));
    if (auto r = paySurcharge(s, seat, there))
        return r;
    for (int8_t ship : there) {
        if (f == Facility::TerraformingStation)
            sendToStock(s, ship);
        else
            sendToBay(s, ship);
    }
    return std::nullopt;
}

void emptyFacilityChoices(const GameState &s, bool terraforming, const CardArgsSink &emit)
{
    for (int f = 0; f < kFacilityCount + kFactionCount; ++f) {
        const Facility facility = static_cast<Facility>(f);
        if (facility == Facility::MaintenanceBay || !orbitalFacility(s, facility) || shipsAt(s, facility).empty() ||
            (facility == Facility::TerraformingStation && !terraforming))
            continue;
        CardArgs a;
        a.facility = facility;
        emit(a);
    }
}

Result spreadColonies(GameState &s, Territory from, const ColonySpread &spread, unsigned movers, Card c)
{
    if (fieldOn(s, Field::Repulsor, from))
        return reject(Reason::RepulsorBlocks, techRule(c), idx(from));
    int moving = 0;
    bool lockedStay = false;
    for (int p = 0; p < kMaxPlayers; ++p) {
        int sent = 0;
        for (int t = 0; t < kTerritoryCount; ++t) {
            if (spread[p][t] == 0)
                continue;
            if (!validSeat(s, p))
                return reject(Reason::BadPlayer, techRule(c), p);
            if (!adjacent(from, static_cast<Territory>(t)))
                return reject(Reason::NotAdjacent, "X-52", idx(from), t);
            sent += spread[p][t];
        }
        if (!((movers >> p) & 1)) {
            if (sent > 0)
                return reject(Reason::OtherPlayerRequired, techRule(c));
            continue;
        }
        if (coloniesLocked(s, p)) { // a locked player's colonies stay
            if (sent > 0)
                return reject(Reason::ColoniesLocked, "X-48", p);
            lockedStay = lockedStay || s.colonies[idx(from)][p] > 0;
            continue;
        }
        moving += sent;
        if (sent != s.colonies[idx(from)][p])
            return reject(Reason::MoveEveryColony, "X-52", p, idx(from), s.colonies[idx(from)][p]);
    }
    if (moving == 0 && lockedStay) // every colony the discard would send is locked
        return reject(Reason::ColoniesLocked, "X-48", s.tech.lockdownSeat);
    for (int p = 0; p < kMaxPlayers; ++p)
        for (int t = 0; t < kTerritoryCount; ++t)
            for (int k = 0; k < spread[p][t]; ++k)
                if (auto r = moveColony(s, p, from, static_cast<Territory>(t), techRule(c)))
                    return r; // a destination under the Repulsor Field
    return std::nullopt;
}

namespace {

// Each player's colonies (`count[p]` of them) together on one of `destinations`: every combination when there are
// at most kSpreadChoices, else all of them on the same destination.
void combineDestinations(const std::vector<int> &players, const std::array<int, kMaxPlayers> &count,
                         const std::vector<int> &destinations, const std::function<void(const ColonySpread &)> &emit)
{
    if (players.empty() || destinations.empty())
        return;
    int combinations = 1;
    for (std::size_t i = 0; i < players.size() && combinations <= kSpreadChoices; ++i)
        combinations *= static_cast<int>(destinations.size());
    const bool together = combinations > kSpreadChoices; // every colony to the same destination
    if (together)
        combinations = static_cast<int>(destinations.size());
    for (int code = 0; code < combinations; ++code) {
        ColonySpread spread{};
        int rest = code;
        for (int p : players) {
            const int to = destinations[together ? code : rest % destinations.size()];
            rest /= static_cast<int>(destinations.size());
            spread[p][to] = static_cast<uint8_t>(count[p]);
        }
        emit(spread);
    }
}

} // namespace

void spreadChoices(const GameState &s, Territory from, unsigned movers, const CardArgsSink &emit)
{
    movers &= ~lockedSeats(s);
    if (fieldOn(s, Field::Repulsor, from))
        return;
    std::vector<int> players, destinations;
    std::array<int, kMaxPlayers> count{};
    for (int p = 0; p < s.playerCount; ++p)
        if (((movers >> p) & 1) && s.colonies[idx(from)][p] > 0) {
            players.push_back(p);
            count[p] = s.colonies[idx(from)][p];
        }
    for (int t = 0; t < kTerritoryCount; ++t)
        if (adjacent(from, static_cast<Territory>(t)) && !fieldOn(s, Field::Repulsor, static_cast<Territory>(t)))
            destinations.push_back(t);
    combineDestinations(players, count, destinations, [&](const ColonySpread &spread) {
        CardArgs a;
        a.territory = from;
        a.spread = spread;
        emit(a);
    });
}

bool isCardRelease(const UseCard &u)
{
    return isExtraTech(idx(u.card)) && techRules(u.card).release && !u.args.territory;
}

Result releaseFromCard(GameState &s, int seat, const UseCard &u)
{
    const TechCardRules &r = techRules(u.card);
    if (!hasModule(s.modules, Module::ExtraTech) || !r.implemented || !r.release)
        return reject(Reason::NotSupportedYet, techRule(u.card));
    return r.release(s, seat, u.args);
}

void extraTechReleaseChoices(const GameState &s, int seat, const std::function<void(const UseCard &)> &emit)
{
    if (!hasModule(s.modules, Module::ExtraTech))
        return;
    for (int c = kBaseCardCount; c < kCardCount; ++c) {
        const TechCardRules &r = techRules(static_cast<Card>(c));
        if (r.implemented && r.releaseChoices)
            r.releaseChoices(s, seat, [&](const CardArgs &a) { emit(UseCard{r.card, a}); });
    }
}

int coloniesOnCards(const GameState &s, int seat) { return s.tech.shunted[seat]; }

namespace {

bool keepsColonies(const GameState &s, Card c)
{
    return hasModule(s.modules, Module::ExtraTech) && isExtraTech(idx(c)) && techRules(c).keepsColonies;
}

} // namespace

Result landCardColonies(GameState &s, Card c, const ColonySpread &landings)
{
    const bool keeps = keepsColonies(s, c);
    if (!keeps && !(landings == ColonySpread{}))
        return reject(Reason::UnexpectedParameter, isExtraTech(idx(c)) ? techRule(c) : std::string_view{});
    if (!keeps)
        return std::nullopt;
    for (int p = 0; p < kMaxPlayers; ++p) {
        int landed = 0;
        for (int t = 0; t < kTerritoryCount; ++t)
            landed += landings[p][t];
        if (landed > 0 && !validSeat(s, p))
            return reject(Reason::BadPlayer, "X-41", p);
        const int kept = p < s.playerCount ? s.tech.shunted[p] : 0;
        if (landed > kept)
            return reject(Reason::NoColonyOnCard, "X-41", p, idx(c));
        if (landed < kept)
            return reject(Reason::CardColoniesToLand, "X-41", p, idx(c));
    }
    // A landing that must happen: the Magnetic Lockdown does not keep the colonies on a card that leaves its hand.
    for (int t = 0; t < kTerritoryCount; ++t)
        for (int p = 0; p < s.playerCount; ++p) {
            if (landings[p][t] == 0)
                continue;
            if (fieldOn(s, Field::Repulsor, static_cast<Territory>(t)))
                return reject(Reason::RepulsorBlocks, "X-38", t);
            s.colonies[t][p] = static_cast<uint8_t>(s.colonies[t][p] + landings[p][t]);
            s.tech.shunted[p] = static_cast<uint8_t>(s.tech.shunted[p] - landings[p][t]);
        }
    settleRelic(s);
    return std::nullopt;
}

void cardColonyLandings(const GameState &s, Card c, const std::function<void(const ColonySpread &)> &emit)
{
    if (!keepsColonies(s, c)) {
        emit(ColonySpread{});
        return;
    }
    std::vector<int> players, destinations;
    std::array<int, kMaxPlayers> count{};
    for (int p = 0; p < s.playerCount; ++p)
        if (s.tech.shunted[p] > 0) {
            players.push_back(p);
            count[p] = s.tech.shunted[p];
        }
    if (players.empty()) {
        emit(ColonySpread{});
        return;
    }
    for (int t = 0; t < kTerritoryCount; ++t)
        if (!fieldOn(s, Field::Repulsor, static_cast<Territory>(t)))
            destinations.push_back(t);
    combineDestinations(players, count, destinations, emit);
}

} // namespace af::detail
