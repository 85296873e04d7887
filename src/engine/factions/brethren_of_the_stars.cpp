// Brethren of the Stars (section 2, X-8..X-10). Its component is the Brethren Ship, a die with raider and blank
// faces and no value (ship kBrethrenShip, owned by the board's owner), which starts on the Maintenance Bay.
// Owner: the die is rolled with the fleet (always: not rolling it is the same as a blank, and the hijack is
// optional). Blank: it goes to the Maintenance Bay until the owner's next turn. Raider: once, while it is
// unplaced, it hijacks any docked ship but one on the Terraforming Station: it takes that ship's place, and the
// ship is rolled and used as the owner's unplaced ship this turn (never at the Terraforming Station); its real
// owner gathers it at their next turn start. An unused raider goes to the Maintenance Bay at the end of the turn.
// Docking: while the Brethren Ship is docked at a facility other than the Maintenance Bay and the Lunar Mine, and
// the Lunar Mine has a free port, it moves to the Lunar Mine and the docking player gains ore.
#include "../modules/extension.h"
#include "../values.h"

namespace af::detail::factions {

namespace {

constexpr Faction kSelf = Faction::BrethrenOfTheStars;

Result dock(GameState &s, int seat, const Dock &d, int)
{
    if (auto r = requireNoChoice(d.faction, kSelf))
        return r;
    Ship &brethren = s.ships[kBrethrenShip];
    if (brethren.place != Place::Docked || brethren.facility == Facility::MaintenanceBay ||
        brethren.facility == Facility::LunarMine)
        return reject(Reason::BrethrenNotAvailable, "X-10");
    if (freeSlots(s, Facility::LunarMine, seat) <= 0)
        return reject(Reason::PortsFull, "X-10", idx(Facility::LunarMine));
    // Its old port frees up; at the Lunar Mine it counts 0 and sets no minimum.
    brethren.facility = Facility::LunarMine;
    brethren.group = newGroup(s);
    brethren.user = static_cast<int8_t>(ownerOf(s, kBrethrenShip));
    gain(s, seat, 0, kFactionValues.brethrenDockOre);
    return std::nullopt;
}

Result hijack(GameState &s, int seat, const FactionArgs &a)
{
    if (auto r = allowOnly(a, kArgShip, kSelf))
        return r;
    if (a.ship == kNoShip)
        return reject(Reason::ChoiceRequired, boardRule(kSelf), idx(boardFacility(kSelf)));
    if (s.ships[kBrethrenShip].place != Place::Fleet || !s.factions.brethrenRaider)
        return reject(Reason::NoRaiderFace, "X-9");
    const int target = a.ship;
    if (!validShipId(target) || s.ships[target].place == Place::OutOfGame)
        return reject(Reason::NotAShip, {}, target);
    if (target == kBrethrenShip)
        return reject(Reason::HijackItself, "X-9");
    const Ship taken = s.ships[target];
    if (taken.place != Place::Docked)
        return reject(Reason::ShipNotDocked, "X-9", target);
    if (taken.facility == Facility::TerraformingStation)
        return reject(Reason::HijackTerraforming, "X-9", target);
    // The Brethren Ship takes the target's place: the same port, pair, run or Hub track (a run's sum loses the
    // target's value).
    Ship &brethren = s.ships[kBrethrenShip];
    brethren.place = Place::Docked;
    brethren.facility = taken.facility;
    brethren.group = taken.facility == Facility::MaintenanceBay ? 0 : taken.group;
    brethren.user = taken.facility == Facility::MaintenanceBay ? static_cast<int8_t>(seat) : taken.user;
    brethren.value = 0;
    if ((s.tech.grappled >> target) & 1) // it waits beside the facility in the target's place
        s.tech.grappled |= uint64_t{1} << kBrethrenShip;
    s.factions.brethrenRaider = false;
    s.factions.turn.hijacked = static_cast<int8_t>(target); // an own ship too: it never goes to the TS
    // The target joins the fleet and is rolled at once; another player's ship is borrowed for this turn.
    borrowShip(s, seat, target);
    rollNow(s, target);
    return std::nullopt;
}

void hijackChoices(const GameState &s, int, const ArgsSink &emit)
{
    if (s.ships[kBrethrenShip].place != Place::Fleet || !s.factions.brethrenRaider)
        return;
    for (int i = 0; i < kBrethrenShip; ++i) {
        const Ship &ship = s.ships[i];
        if (ship.place != Place::Docked || ship.facility == Facility::TerraformingStation)
            continue;
        FactionArgs a;
        a.ship = static_cast<int8_t>(i);
        emit(a);
    }
}

// The die rolled with the fleet shows its face; it has no value, so it leaves the numbered ships.
void afterRoll(GameState &s, int owner)
{
    Ship &brethren = s.ships[kBrethrenShip];
    if (owner != s.current || brethren.place != Place::Fleet)
        return;
    s.factions.brethrenRaider = brethren.value <= kFactionValues.brethrenRaiderFaces;
    brethren.value = 0;
    if (!s.factions.brethrenRaider)
        sendToBay(s, kBrethrenShip);
}

// A raider face not used this turn: the die waits on the Maintenance Bay for the owner's next turn.
void turnEnd(GameState &s, int owner)
{
    if (owner != s.current)
        return;
    s.factions.brethrenRaider = false;
    if (s.ships[kBrethrenShip].place == Place::Fleet)
        sendToBay(s, kBrethrenShip);
}

} // namespace

extern const FactionRules brethrenOfTheStars{.faction = kSelf,
                                             .implemented = true,
                                             .dock = dock,
                                             .dockChoices = noChoice,
                                             .dockReadsShip = true, // a ship moved off the Lunar Mine frees a port
                                             .ownerAbility = hijack,
                                             .ownerChoices = hijackChoices,
                                             .afterRoll = afterRoll,
                                             .turnEnd = turnEnd};

} // namespace af::detail::factions
