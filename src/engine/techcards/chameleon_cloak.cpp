// Chameleon Cloak (EXPANSIONS.md section 4, #5). Discard: every colony of two territories changes place with every
// colony of the other; the Repulsor Field on either blocks the swap. Our reading of the Magnetic Lockdown
// here, as for the other discards that move many colonies (spreadColonies): a locked player's colonies stay
// where they are while the others swap; a swap that would change nothing (no colony, or only locked ones, or the
// same colonies on both sides) is refused.
// Paid power (value T3, X-42): the ships another player docked at one facility (CardArgs::ships), a group that meets
// the facility's requirement by itself (one whole pair, triple or run where ports come in groups; any number where
// each port takes one ship), go to the Maintenance Bay, and your unplaced ships of the same values, ship for ship,
// dock there in their place (CardArgs::dock): an ordinary docking, so you pay the facility's cost (a faction board's
// fee included) and take its benefit (a raid at the Raiders' Outpost), and every requirement of the facility is
// checked again (our reading: at the Lunar Mine your ship is compared with the highest ship left there). Never the
// Terraforming Station nor the Maintenance Bay. At the Colonist Hub (our reading, modules/README.md): the advances the
// replaced ships made stay with their owner's colony, as when any ship leaves the Hub, and your ships dock on
// your own track (the ports freed on theirs are not yours; the freeform Hub of 5-6 players has no tracks, X-58),
// advancing your colony as any Hub docking does.
// A Deflector Shield holder's replaced ships cost extra. A group grappled beside a full facility (Superconducting
// Grapple, X-43) is replaced by ships grappled in turn (our reading; dockGrappled). legalActions lists a docking at the Raiders' Outpost
// without a raid (the raids are legal when entered, just not listed: the app asks whether one may follow,
// LegalMoves::mayRaid).
#include "../modules/extension.h"
#include "../modules/faction_types.h"
#include "../modules/tech.h"
#include "../values.h"

#include <algorithm>
#include <bit>

namespace af::detail::techcards {

namespace {

constexpr Card kCard = Card::ChameleonCloak;

Result discard(GameState &s, int, const CardArgs &a)
{
    if (auto r = requireTwoTerritories(a, kCard))
        return r;
    const int one = idx(*a.territory), other = idx(*a.territory2);
    if (one == other)
        return reject(Reason::SameTerritory, techRule(kCard), other);
    for (Territory t : {*a.territory, *a.territory2})
        if (fieldOn(s, Field::Repulsor, t))
            return reject(Reason::RepulsorBlocks, "X-38", idx(t));
    bool changes = false, lockedStay = false;
    for (int p = 0; p < s.playerCount; ++p) {
        if (s.colonies[one][p] == s.colonies[other][p])
            continue;
        if (coloniesLocked(s, p)) {
            lockedStay = true;
            continue;
        }
        changes = true;
        std::swap(s.colonies[one][p], s.colonies[other][p]);
    }
    if (!changes)
        return lockedStay ? reject(Reason::ColoniesLocked, "X-48", s.tech.lockdownSeat)
                          : reject(Reason::NothingToTake, techRule(kCard));
    settleRelic(s); // control of Burroughs Desert may change hands
    return std::nullopt;
}

bool groupedPorts(Facility f, int players)
{
    if (isBoardFacility(f)) // a faction board has one port of its own, outside the base layout table
        return false;
    const PortShape shape = facilityLayout(f, players).shape;
    return shape == PortShape::Pair || shape == PortShape::Triple || shape == PortShape::Run;
}

// Whether every ship of `ships` is docked at `f` for another player than `seat`, and they are a group the facility
// takes by itself.
Result replaceableGroup(const GameState &s, int seat, Facility f, const ShipList &ships)
{
    for (int i = 0; i < ships.size(); ++i) {
        const int ship = ships[i];
        if (!validShipId(ship) || s.ships[ship].place != Place::Docked || s.ships[ship].facility != f)
            return reject(Reason::ShipNotDocked, "X-42", validShipId(ship) ? ship : 0);
        if (s.ships[ship].user == seat)
            return reject(Reason::OwnShip, "X-42", ship);
        if (ship == kBrethrenShip) // no value to match
            return reject(Reason::BrethrenNotMovable, "X-8");
        for (int j = 0; j < i; ++j)
            if (ships[j] == ship)
                return reject(Reason::DuplicateShip, "X-42", ship);
    }
    if (!groupedPorts(f, s.playerCount))
        return std::nullopt;
    // One whole group of ports: every ship of the first one's group, and no other.
    const uint32_t group = s.ships[ships[0]].group;
    int inGroup = 0;
    for (int i = 0; i < kShipCount; ++i)
        inGroup += s.ships[i].place == Place::Docked && s.ships[i].facility == f && s.ships[i].group == group;
    for (int8_t ship : ships)
        if (s.ships[ship].group != group)
            return reject(Reason::ChoiceRequired, "X-42", idx(f));
    if (inGroup != ships.size())
        return reject(Reason::ChoiceRequired, "X-42", idx(f));
    return std::nullopt;
}

std::vector<int> sortedValues(const GameState &s, const ShipList &ships)
{
    std::vector<int> v;
    for (int8_t ship : ships)
        v.push_back(validShipId(ship) ? s.ships[ship].value : 0);
    std::sort(v.begin(), v.end());
    return v;
}

Result use(GameState &s, int seat, const CardArgs &a)
{
    if (!a.dock || a.ships.empty())
        return reject(Reason::NoShipChosen, techRule(kCard));
    if (auto r = requireNoOtherArgs<&CardArgs::dock, &CardArgs::ships>(a, kCard))
        return r;
    const Facility f = a.dock->facility;
    if (f == Facility::TerraformingStation || f == Facility::MaintenanceBay)
        return reject(Reason::TargetNotAllowed, "X-42", idx(f));
    if (auto r = replaceableGroup(s, seat, f, a.ships))
        return r;
    if (a.dock->ships.size() != a.ships.size())
        return reject(Reason::WrongShipCount, "X-42", idx(f), a.ships.size());
    const std::vector<int> theirs = sortedValues(s, a.ships), yours = sortedValues(s, a.dock->ships);
    for (std::size_t i = 0; i < theirs.size(); ++i)
        if (theirs[i] != yours[i]) // equal values, ship for ship
            return reject(Reason::ValueMustBe, "X-42", idx(f), theirs[i], yours[i]);
    if (auto r = paySurcharge(s, seat, a.ships))
        return r;
    if (auto r = pay(s, seat, techFuelCost(s, seat, kTechValues.chameleonCloakFuel), 0, techRule(kCard)))
        return r;
    // A group grappled beside a full facility: our reading, your ships take its place beside the facility,
    // grappled in turn (they take no port), with every other requirement, cost and benefit of the facility.
    const bool grappled = std::all_of(a.ships.begin(), a.ships.end(),
                                      [&](int8_t ship) { return (s.tech.grappled >> ship) & 1; });
    for (int8_t ship : a.ships)
        sendToBay(s, ship);
    if (grappled)
        return dockGrappled(s, seat, *a.dock);
    return dock(s, seat, *a.dock); // the facility's own checks, cost and benefit
}

// Sets of the seat's unplaced ships whose values are `values` (sorted), every choice of ships.
void matchingShips(const GameState &s, int seat, const std::vector<int> &values, const std::function<void(const ShipList &)> &emit)
{
    ShipList unplaced;
    for (int i = 0; i < kShipCount; ++i)
        if (isUnplaced(s, seat, i))
            unplaced.push_back(static_cast<int8_t>(i));
    for (int mask = 1; mask < (1 << unplaced.size()); ++mask) {
        if (std::popcount(static_cast<unsigned>(mask)) != static_cast<int>(values.size()))
            continue;
        ShipList chosen;
        for (int i = 0; i < unplaced.size(); ++i)
            if (mask & (1 << i))
                chosen.push_back(unplaced[i]);
        if (sortedValues(s, chosen) == values)
            emit(chosen);
    }
}

void useChoices(const GameState &s, int seat, const CardArgsSink &emit)
{
    for (int fi = 0; fi < kFacilityCount + kFactionCount; ++fi) {
        const Facility f = static_cast<Facility>(fi);
        if (f == Facility::TerraformingStation || f == Facility::MaintenanceBay)
            continue;
        if (isBoardFacility(f) && boardOwner(s, boardOf(f)) == kNoPlayer)
            continue;
        ShipList there;
        for (int i = 0; i < kShipCount; ++i)
            if (s.ships[i].place == Place::Docked && s.ships[i].facility == f && s.ships[i].user != seat)
                there.push_back(static_cast<int8_t>(i));
        if (there.empty() || there.size() > 10)
            continue;
        std::vector<FactionArgs> boardChoices{FactionArgs{}};
        if (isBoardFacility(f))
            if (const FactionRules &rules = factionRules(boardOf(f)); rules.dockChoices)
                rules.dockChoices(s, seat, [&](const FactionArgs &fa) {
                    if (!(fa == FactionArgs{}))
                        boardChoices.push_back(fa);
                });
        for (int mask = 1; mask < (1 << there.size()); ++mask) {
            CardArgs a;
            for (int i = 0; i < there.size(); ++i)
                if (mask & (1 << i))
                    a.ships.push_back(there[i]);
            if (replaceableGroup(s, seat, f, a.ships))
                continue;
            matchingShips(s, seat, sortedValues(s, a.ships), [&](const ShipList &own) {
                Dock d{f, own, std::nullopt, {}};
                const bool onFreeformHub = f == Facility::ColonistHub && freeformHub(s);
                if (f == Facility::ColonyConstructor || onFreeformHub) {
                    if (onFreeformHub) { // a territory only when the colony launches at once
                        a.dock = d;
                        emit(a);
                    }
                    for (int t = 0; t < kTerritoryCount; ++t) {
                        d.territory = static_cast<Territory>(t);
                        a.dock = d;
                        emit(a);
                    }
                    return;
                }
                for (const FactionArgs &fa : boardChoices) {
                    d.faction = fa;
                    a.dock = d;
                    emit(a);
                }
                if (f != Facility::RaidersOutpost || boardOwner(s, Faction::SmugglersAlliance) == kNoPlayer)
                    return;
                for (int i = 0; i < kShipCount; ++i) // with a ship docked at the Smugglers' Alliance
                    if (isUnplaced(s, seat, i) && std::find(own.begin(), own.end(), i) == own.end()) {
                        d.faction.ship = static_cast<int8_t>(i);
                        a.dock = d;
                        emit(a);
                    }
            });
        }
    }
}

// Both orders of each pair of territories: the action names them in either order.
void discardChoices(const GameState &s, int, const CardArgsSink &emit)
{
    for (int one = 0; one < kTerritoryCount; ++one)
        for (int other = 0; other < kTerritoryCount; ++other) {
            if (one == other || coloniesOn(s, static_cast<Territory>(one)) + coloniesOn(s, static_cast<Territory>(other)) == 0)
                continue;
            CardArgs a;
            a.territory = static_cast<Territory>(one);
            a.territory2 = static_cast<Territory>(other);
            emit(a);
        }
}

} // namespace

extern const TechCardRules chameleonCloak{
    .card = kCard,
    .paidPower = true,
    .discardPower = true,
    .implemented = true,
    .fuelCost = true,
    .use = use,
    .useChoices = useChoices,
    .discard = discard,
    .discardChoices = discardChoices,
};

} // namespace af::detail::techcards
