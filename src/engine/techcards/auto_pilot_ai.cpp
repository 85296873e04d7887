// Auto Pilot A.I. (EXPANSIONS.md section 4, #3; X-40). Use, free: one of your unplaced ships goes onto the card for
// good (Place::OnCard; the use is the card's use of the turn, so no discard of it that turn). While a ship is on it,
// at the start of every player's turn, before that player's roll, the holder takes 1 fuel or 1 ore (value T2), their
// choice, from the supply: the turn-start window waits for that choice (AutoPilotIncome names the holder, who
// may not be the active player); above 8 only the active player returns tokens. The ship is never rolled,
// gathered or docked but counts as a ship of its colour (shipsNotInStock). Discard: that ship goes to the Maintenance
// Bay. The card leaving its holder's hand any other way (a raid, the Oscillation Capacitor, the Terran Exchange):
// the ship goes to the Maintenance Bay and its owner gathers it at their next turn (settleAutoPilotShip).
#include "../modules/tech.h"
#include "../values.h"

#include <bit>

namespace af::detail {

namespace {

constexpr Card kCard = Card::AutoPilotAI;

// The ship on the card, kNoShip when none (the validator allows one, of the holder's colour).
int shipOnCard(const GameState &s)
{
    for (int i = 0; i < s.playerCount * kShipsPerColor; ++i)
        if (s.ships[i].place == Place::OnCard)
            return i;
    return kNoShip;
}

} // namespace

int autoPilotHolder(const GameState &s)
{
    if (!hasModule(s.modules, Module::ExtraTech))
        return kNoPlayer;
    for (int p = 0; p < s.playerCount; ++p)
        if (holds(s, p, kCard))
            return shipOnCard(s) != kNoShip ? p : kNoPlayer;
    return kNoPlayer;
}

bool autoPilotIncomeDue(const GameState &s)
{
    if (s.tech.turn.autoPilotPaid || autoPilotHolder(s) == kNoPlayer)
        return false;
    const int income = kTechValues.autoPilotIncome;
    return !s.limitedSupply || s.supplyFuel >= income || s.supplyOre >= income; // nothing to take from an empty supply
}

Result takeAutoPilotIncome(GameState &s, const AutoPilotIncome &a)
{
    if (s.stage != Stage::TurnStart || !autoPilotIncomeDue(s) || a.player != autoPilotHolder(s))
        return reject(Reason::NoAutoPilotIncome, "X-40", a.player, idx(kCard));
    const int income = kTechValues.autoPilotIncome;
    const bool ore = a.resource == Resource::Ore;
    if (a.resource != Resource::Fuel && !ore)
        return reject(Reason::NoAutoPilotIncome, "X-40", a.player, idx(kCard));
    if (s.limitedSupply && (ore ? s.supplyOre : s.supplyFuel) < income)
        return reject(Reason::SupplyEmpty, "R-18", idx(a.resource));
    gain(s, a.player, ore ? 0 : income, ore ? income : 0); // above 8 is kept: only the active player returns
    s.tech.turn.autoPilotPaid = true;
    return std::nullopt;
}

void autoPilotIncomeChoices(const GameState &s, const std::function<void(const AutoPilotIncome &)> &emit)
{
    if (s.stage != Stage::TurnStart || !autoPilotIncomeDue(s))
        return;
    const int holder = autoPilotHolder(s);
    for (Resource r : {Resource::Fuel, Resource::Ore})
        emit(AutoPilotIncome{static_cast<int8_t>(holder), r});
}

void settleAutoPilotShip(GameState &s)
{
    const int ship = shipOnCard(s);
    if (ship != kNoShip && !holds(s, ownerOf(s, ship), kCard))
        sendToBay(s, ship); // gathered at its owner's next turn start, as any ship on the Bay
}

namespace techcards {

namespace {

Result use(GameState &s, int seat, const CardArgs &a)
{
    if (auto r = requireNoOtherArgs<&CardArgs::ship>(a, kCard))
        return r;
    if (lentFromDisplay(s, kCard)) // the display keeps nothing on its cards, a ship neither (our reading)
        return reject(Reason::LentCardKeepsNothing, "card:tele-operator", idx(kCard));
    if (a.ship == kNoShip)
        return reject(Reason::NoShipChosen, techRule(kCard));
    if (!validShipId(a.ship) || s.ships[a.ship].place == Place::OutOfGame)
        return reject(Reason::NotAShip, techRule(kCard), a.ship);
    if (shipOnCard(s) != kNoShip)
        return reject(Reason::AutoPilotOccupied, "X-40", idx(kCard));
    // One of the holder's own ships: the colour's, not the Relic Ship, the Brethren Ship or a borrowed one.
    if (a.ship >= kRelicShip || ownerOf(s, a.ship) != seat)
        return reject(Reason::ShipNotYours, techRule(kCard), a.ship);
    if (!((unplacedShipsOf(s, seat) >> a.ship) & 1))
        return reject(Reason::ShipNotUnplaced, techRule(kCard), a.ship);
    s.ships[a.ship] = Ship{};
    s.ships[a.ship].place = Place::OnCard;
    return std::nullopt;
}

void useChoices(const GameState &s, int seat, const CardArgsSink &emit)
{
    for (uint64_t m = unplacedShipsOf(s, seat); m; m &= m - 1) {
        CardArgs a;
        a.ship = static_cast<int8_t>(std::countr_zero(m));
        emit(a);
    }
}

Result discard(GameState &s, int seat, const CardArgs &a)
{
    (void)seat;
    if (auto r = requireNoArgs(a, kCard))
        return r;
    const int ship = shipOnCard(s);
    if (ship == kNoShip)
        return reject(Reason::NoShipOnAutoPilot, "X-40", idx(kCard));
    sendToBay(s, ship);
    return std::nullopt;
}

} // namespace

extern const TechCardRules autoPilotAI{
    .card = kCard,
    .paidPower = true,
    .discardPower = true,
    .implemented = true,
    .use = use,
    .useChoices = useChoices,
    .discard = discard,
    .discardChoices = noArgs,
};

} // namespace techcards

} // namespace af::detail
