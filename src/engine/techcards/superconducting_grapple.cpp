// Superconducting Grapple (EXPANSIONS.md section 4, #33). Paid power: dock at a facility whose usable ports are all
// taken, 1F per ship docked (value T38; Pohl Foothills takes 1 off the use, X-37). Every other requirement of the
// facility applies (pairs, triples, runs, the Lunar Mine's value against the highest ship there); at the Raiders'
// Outpost the run docks without bumping the one there and raids. Not at the Terraforming Station, the Colonist Hub
// or the Maintenance Bay. The grappled ships count as docked there, take no port, and wait beside the
// facility until the holder's next turn gathers them (TechState::grappled). A faction board is an orbital facility
// our reading, one ship grapples beside a board whose one port is taken, pays the access fee to its owner
// (none for the owner) and takes the board's docking ability, as any docking there (dockAtBoard); it takes no port.
// Discard: send every ship at one orbital facility (a faction board in play
// included) to the Maintenance Bay; never the Terraforming Station, never the Maintenance Bay. Benefits the ships
// gave are kept; a Deflector Shield holder's ships cost extra.
#include "../modules/extension.h"
#include "../modules/tech.h"
#include "../values.h"

#include <algorithm>

namespace af::detail::techcards {

namespace {

constexpr Card kCard = Card::SuperconductingGrapple;

bool grappleTarget(Facility f)
{
    return f != Facility::TerraformingStation && f != Facility::ColonistHub && f != Facility::MaintenanceBay;
}

Result use(GameState &s, int seat, const CardArgs &a)
{
    if (!a.dock)
        return reject(Reason::NoFacility, techRule(kCard));
    if (auto r = requireNoOtherArgs<&CardArgs::dock>(a, kCard))
        return r;
    const Facility f = a.dock->facility;
    const bool board = isBoardFacility(f);
    if (!board && (idx(f) < 0 || idx(f) >= kFacilityCount))
        return reject(Reason::NoFacility, techRule(kCard));
    if (!board && !grappleTarget(f))
        return reject(Reason::TargetNotAllowed, "X-43", idx(f));
    if (board ? !boardPortTaken(s, f) : freeSlots(s, f, seat) > 0)
        return reject(Reason::FacilityNotFull, "X-43", idx(f));
    const int fuel = techFuelCost(s, seat, kTechValues.grappleFuelPerShip * a.dock->ships.size());
    if (auto r = pay(s, seat, fuel, 0, techRule(kCard)))
        return r;
    return dockGrappled(s, seat, *a.dock);
}

// Each distinct group of the player's unplaced ships (by value, the Relic Ship told apart) of the facility's size,
// at each full facility; the Colony Constructor with each territory, the Raiders' Outpost without a raid (the raids
// are legal when entered, just not listed: the app asks whether one may follow, LegalMoves::mayRaid) and with a ship
// for the Smugglers' Alliance.
void useChoices(const GameState &s, int seat, const CardArgsSink &emit)
{
    ShipList unplaced;
    for (int i = 0; i < kShipCount; ++i)
        if (isUnplaced(s, seat, i))
            unplaced.push_back(static_cast<int8_t>(i));
    if (unplaced.empty())
        return;
    std::vector<ShipList> groups;
    std::vector<uint64_t> keys;
    for (int mask = 1; mask < (1 << unplaced.size()); ++mask) {
        ShipList g;
        uint64_t key = 0;
        for (int i = 0; i < unplaced.size(); ++i)
            if (mask & (1 << i)) {
                g.push_back(unplaced[i]);
                key += uint64_t{1} << (4 * (s.ships[unplaced[i]].value * 2 + (isRelic(unplaced[i]) ? 1 : 0)));
            }
        if (std::find(keys.begin(), keys.end(), key) != keys.end())
            continue;
        keys.push_back(key);
        groups.push_back(g);
    }
    for (int fi = 0; fi < kFacilityCount; ++fi) {
        const Facility f = static_cast<Facility>(fi);
        if (!grappleTarget(f) || freeSlots(s, f, seat) > 0)
            continue;
        const PortShape shape = facilityLayout(f, s.playerCount).shape;
        const int wanted = shape == PortShape::Pair ? 2 : (shape == PortShape::Triple || shape == PortShape::Run) ? 3 : 0;
        for (const ShipList &g : groups) {
            if (wanted && g.size() != wanted)
                continue;
            CardArgs a;
            a.dock = Dock{f, g, std::nullopt, {}};
            if (f == Facility::ColonyConstructor) {
                for (int t = 0; t < kTerritoryCount; ++t) {
                    a.dock->territory = static_cast<Territory>(t);
                    emit(a);
                }
                continue;
            }
            emit(a);
            if (f != Facility::RaidersOutpost || boardOwner(s, Faction::SmugglersAlliance) == kNoPlayer)
                continue;
            for (int8_t ship : unplaced)
                if (std::find(g.begin(), g.end(), ship) == g.end()) {
                    a.dock->faction.ship = ship;
                    emit(a);
                }
        }
    }
    // Beside each faction board in play whose port is taken: one ship, with each choice of the board's ability.
    for (int p = 0; p < s.playerCount; ++p) {
        const FactionRules *rules = seatRules(s, p);
        if (!rules || !rules->dockChoices || !boardPortTaken(s, boardFacility(rules->faction)))
            continue;
        for (const ShipList &g : groups)
            if (g.size() == 1)
                rules->dockChoices(s, seat, [&](const FactionArgs &choice) {
                    CardArgs a;
                    a.dock = Dock{boardFacility(rules->faction), g, std::nullopt, {}, choice};
                    emit(a);
                });
    }
}

Result discard(GameState &s, int seat, const CardArgs &a) { return emptyFacility(s, seat, a, kCard, false); }

void discardChoices(const GameState &s, int, const CardArgsSink &emit) { emptyFacilityChoices(s, false, emit); }

} // namespace

extern const TechCardRules superconductingGrapple{
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
