// Astrogation Servo (EXPANSIONS.md section 4, #2): discard: send every ship at one orbital facility (a faction
// board in play included) to the Maintenance Bay; a ship on the Terraforming Station goes to the stock instead, and
// the Relic Ship home. Benefits the ships gave are kept; a Deflector Shield holder's ships cost extra
// . The paid power (a ship borrowed from the Maintenance Bay, X-39) is not written yet: it needs borrowed
// ships of any player, and is refused as not supported yet.
#include "../modules/extension.h"
#include "../modules/tech.h"

namespace af::detail::techcards {

namespace {

constexpr Card kCard = Card::AstrogationServo;

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

Result discard(GameState &s, int seat, const CardArgs &a)
{
    if (!a.facility)
        return reject(Reason::NoFacility, techRule(kCard));
    CardArgs rest = a;
    rest.facility.reset();
    if (auto r = requireNoArgs(rest, kCard))
        return r;
    const Facility f = *a.facility;
    if (f == Facility::MaintenanceBay)
        return reject(Reason::BayImmune, techRule(kCard));
    if (!orbitalFacility(s, f))
        return reject(Reason::TargetNotAllowed, techRule(kCard), idx(f));
    const ShipList there = shipsAt(s, f);
    if (there.empty())
        return reject(Reason::NothingToTake, techRule(kCard));
    if (const int surcharge = cardSurcharge(s, seat, there))
        if (auto r = pay(s, seat, surcharge, 0, "X-44"))
            return r;
    for (int8_t ship : there) {
        if (f == Facility::TerraformingStation)
            sendToStock(s, ship);
        else
            sendToBay(s, ship);
    }
    return std::nullopt;
}

void choices(const GameState &s, int, const CardArgsSink &emit)
{
    for (int f = 0; f < kFacilityCount + kFactionCount; ++f) {
        const Facility facility = static_cast<Facility>(f);
        if (facility == Facility::MaintenanceBay || !orbitalFacility(s, facility) || shipsAt(s, facility).empty())
            continue;
        CardArgs a;
        a.facility = facility;
        emit(a);
    }
}

} // namespace

extern const TechCardRules astrogationServo{
    .card = kCard,
    .paidPower = true,
    .discardPower = true,
    .implemented = true,
    .fuelCost = true,
    .discard = discard,
    .discardChoices = choices,
};

} // namespace af::detail::techcards
