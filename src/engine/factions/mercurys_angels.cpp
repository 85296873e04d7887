// Mercury's Angels (section 2, X-15). Docking: change one of your unplaced ships to any value that no other
// unplaced ship of yours shows (no choice when none is left to change). Owner, once per turn and only right after
// the roll: if the fleet's numbered ships all show different values, gain 1 fuel or 1 ore.
#include "../modules/extension.h"
#include "../values.h"

#include <bit>

namespace af::detail::factions {

namespace {

constexpr Faction kSelf = Faction::MercurysAngels;

// The fleet's numbered ships (the Relic Ship included) show `value`, leaving out `except`.
bool valueShown(const GameState &s, int seat, int value, int except)
{
    for (uint64_t m = unplacedShipsOf(s, seat); m; m &= m - 1)
        if (const int i = std::countr_zero(m); i != except && s.ships[i].value == value)
            return true;
    return false;
}

Result dock(GameState &s, int seat, const Dock &d, int)
{
    const FactionArgs &a = d.faction;
    if (auto r = allowOnly(a, kArgShip | kArgValue, kSelf))
        return r;
    if (a.ship == kNoShip && a.value == 0) {
        if (unplacedShips(s, seat) > 0)
            return reject(Reason::ChoiceRequired, boardRule(kSelf), idx(boardFacility(kSelf)));
        return std::nullopt; // nothing left to change
    }
    if (auto r = checkUnplaced(s, seat, a.ship))
        return r;
    if (a.value < 1 || a.value > 6)
        return reject(Reason::ValueOutOfRange, boardRule(kSelf), a.value);
    if (valueShown(s, seat, a.value, a.ship))
        return reject(Reason::ValueShownByOther, "X-15", a.value);
    s.ships[a.ship].value = a.value;
    return std::nullopt;
}

void dockChoices(const GameState &s, int seat, const ArgsSink &emit)
{
    // The docked ship is one of the unplaced ships now; each other one may take each value.
    const uint64_t unplaced = unplacedShipsOf(s, seat);
    for (uint64_t m = unplaced; m; m &= m - 1) {
        const int i = std::countr_zero(m);
        for (int v = 1; v <= 6; ++v) {
            FactionArgs a;
            a.ship = static_cast<int8_t>(i);
            a.value = static_cast<uint8_t>(v);
            emit(a);
        }
    }
    if ((unplaced & (unplaced - 1)) == 0) // none, or one
        emit(FactionArgs{}); // the docked ship was the last one
}

// The choices `dock` accepts once `ship` is docked: each other unplaced ship, to each value no unplaced ship but it
// and `ship` shows; no choice when `ship` was the last one.
void dockChoicesForShip(const GameState &s, int seat, int ship, const ArgsSink &emit)
{
    // The other unplaced ships, and how many of them show each value (this runs for every legal list).
    std::array<int8_t, kShipCount> others{};
    int count = 0;
    std::array<int, 7> showing{};
    for (uint64_t m = unplacedShipsOf(s, seat); m; m &= m - 1)
        if (const int i = std::countr_zero(m); i != ship) {
            others[count++] = static_cast<int8_t>(i);
            ++showing[s.ships[i].value];
        }
    const bool any = count > 0;
    for (int k = 0; k < count; ++k) {
        const int i = others[k];
        for (int v = 1; v <= 6; ++v) {
            if (showing[v] - (s.ships[i].value == v ? 1 : 0) > 0)
                continue; // shown by another unplaced ship
            FactionArgs a;
            a.ship = static_cast<int8_t>(i);
            a.value = static_cast<uint8_t>(v);
            emit(a);
        }
    }
    if (!any)
        emit(FactionArgs{});
}

Result owner(GameState &s, int seat, const FactionArgs &a)
{
    if (auto r = allowOnly(a, kArgResource, kSelf))
        return r;
    if (!a.resource)
        return reject(Reason::ChoiceRequired, boardRule(kSelf), idx(boardFacility(kSelf)));
    if (!s.factions.turn.rollFresh)
        return reject(Reason::NotRightAfterRoll, "X-15");
    for (int i = 0; i < kShipCount; ++i)
        if (isUnplaced(s, seat, i) && valueShown(s, seat, s.ships[i].value, i))
            return reject(Reason::RollNotAllDifferent, "X-15");
    const int n = kFactionValues.mercuryOwnerGain;
    gain(s, seat, *a.resource == Resource::Fuel ? n : 0, *a.resource == Resource::Ore ? n : 0);
    return std::nullopt;
}

void ownerChoices(const GameState &, int, const ArgsSink &emit)
{
    for (Resource r : {Resource::Fuel, Resource::Ore}) {
        FactionArgs a;
        a.resource = r;
        emit(a);
    }
}

} // namespace

extern const FactionRules mercurysAngels{.faction = kSelf,
                                         .implemented = true,
                                         .dock = dock,
                                         .dockChoices = dockChoices,
                                         .dockReadsShip = true,
                                         .dockChoicesForShip = dockChoicesForShip,
                                         .ownerAbility = owner,
                                         .ownerChoices = ownerChoices};

} // namespace af::detail::factions
