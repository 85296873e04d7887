#include "playout.h"

#include "agendas/agendas.h"
#include "mechanics.h"
#include "modules/tech.h"

#include <algorithm>
#include <bit>
#include <utility>

namespace af {

namespace {

// tryApply, or the same for a state where no seat is above its agenda limit (asked once for a decision's tries).
using TryAction = std::optional<Rejection> (*)(const GameState &, const Action &, GameState &);

// Three ships of consecutive values, in any order.
bool isRun(const GameState &s, const ShipList &ships)
{
    std::array<int, 3> v{s.ships[ships[0]].value, s.ships[ships[1]].value, s.ships[ships[2]].value};
    std::sort(v.begin(), v.end());
    return v[1] == v[0] + 1 && v[2] == v[1] + 1;
}

// Dockings that include `ship`, of the shape each facility needs, in a random facility order. The docking found is
// tried with tryApply: `after` holds its outcome.
std::optional<Action> randomDocking(const GameState &s, Rng &rng, int ship, const ShipList &unplaced, GameState &after,
                                    TryAction tryApply)
{
    std::array<int, kFacilityCount - 1> order{};
    for (int i = 0; i < kFacilityCount - 1; ++i)
        order[i] = i;
    for (int i = kFacilityCount - 2; i > 0; --i)
        std::swap(order[i], order[rng.below(i + 1)]);
    const int v = s.ships[ship].value;
    for (int f : order) {
        const Facility facility = static_cast<Facility>(f);
        const PortShape shape = facilityLayout(facility, s.playerCount).shape;
        const int needed = shape == PortShape::Pair ? 2 : (shape == PortShape::Triple || shape == PortShape::Run) ? 3 : 1;
        ShipList ships{static_cast<int8_t>(ship)};
        for (int8_t other : unplaced) {
            if (ships.size() == needed)
                break;
            if (other == ship)
                continue;
            const int ov = s.ships[other].value;
            const bool fits = shape == PortShape::Run ? (ov != v && std::abs(ov - v) <= 2) : ov == v;
            if (fits)
                ships.push_back(other);
        }
        if (ships.size() != needed)
            continue;
        std::optional<Territory> territory;
        if (facility == Facility::ColonyConstructor || facility == Facility::TerraformingStation)
            territory = static_cast<Territory>(rng.below(kTerritoryCount));
        // Dockings the rules refuse for the dice alone are not tried (a try copies the whole state): the Terraforming
        // Station takes only a 6, the Raiders' Outpost a run. They are skipped after the territory's draw, so the
        // random numbers, and the games, stay the same.
        if (facility == Facility::TerraformingStation && v != 6)
            continue;
        if (shape == PortShape::Run && !isRun(s, ships))
            continue;
        // Built as an action once, here (an action is about 200 bytes, and most facilities are skipped above).
        Action tried = Dock{facility, ships, territory, {}};
        Dock &d = std::get<Dock>(tried);
        const std::optional<Rejection> r = tryApply(s, tried, after);
        if (!r)
            return tried;
        if (r->reason == Reason::TerritoryRequired && d.facility == Facility::ColonistHub) {
            d.territory = static_cast<Territory>(rng.below(kTerritoryCount)); // a freeform Hub launch
            if (!tryApply(s, tried, after))
                return tried;
        }
    }
    return std::nullopt;
}

// Any of the legal actions, all equally likely.
Action anyLegalAction(const GameState &s, Rng &rng)
{
    static thread_local std::vector<Action> legal; // keeps its capacity from call to call
    legalActions(s, legal);
    return legal[rng.below(static_cast<int>(legal.size()))];
}

// randomAction's choice. `tried` tells whether the action was found legal by trying it, in which case `after` is
// the state it leads to: playRandomGame takes that state rather than applying the action again.
std::optional<Action> chooseAction(const GameState &s, Rng &rng, GameState &after, bool &tried)
{
    tried = false;
    if (s.stage == Stage::GameOver)
        return std::nullopt;
    // A card used before the roll (extra-tech), now and then; the roll may always come at once.
    if (detail::hasBeforeRollCard(s) && rng.below(2) == 0) {
        static thread_local std::vector<Action> legal;
        legalActions(s, legal);
        if (!legal.empty())
            return legal[rng.below(static_cast<int>(legal.size()))];
    }
    if (isChanceStage(s.stage))
        return sampleChance(s, rng);
    if (s.stage == Stage::BoardPick || s.stage == Stage::TurnStart || s.stage == Stage::FieldPlace ||
        s.stage == Stage::ScoutOrder) // a few choices: any
        return anyLegalAction(s, rng);
    const TryAction tryApply = seatOverAgendaLimit(s) == kNoPlayer ? detail::tryApplyWithinAgendaLimit : af::tryApply;
    ShipList unplaced;
    for (uint64_t m = unplacedShipsOf(s, s.current); m; m &= m - 1)
        unplaced.push_back(static_cast<int8_t>(std::countr_zero(m)));
    // Now and then anything at all, so cards, trades, launches and the Relic Ship get played. Listing everything is
    // costly while ships are unplaced (every docking), cheap once they are all docked.
    if (rng.below(unplaced.empty() ? 4 : 24) == 0) {
        return anyLegalAction(s, rng);
    }
    if (!unplaced.empty()) {
        const int ship = unplaced[rng.below(unplaced.size())];
        if (auto dock = randomDocking(s, rng, ship, unplaced, after, tryApply)) {
            tried = true;
            return dock;
        }
        const Action bay = ToMaintenanceBay{static_cast<int8_t>(ship)};
        if (!tryApply(s, bay, after)) {
            tried = true;
            return bay;
        }
    } else {
        for (int t = 0; t < kTerritoryCount && s.players[s.current].hubCircle > 0; ++t) {
            const Action launch = Launch{static_cast<Territory>(t)};
            // Mostly refused before the territory is read (no colony on the launch circle): asked before a copy.
            std::optional<Rejection> r = detail::refusedBeforeCopy(s, launch);
            if (!r)
                r = tryApply(s, launch, after);
            if (!r) {
                tried = true;
                return launch;
            }
            if (r->reason == Reason::NoHubColonyReady)
                break; // refused before the territory is read: every launch is
        }
        const PlayerState &p = s.players[s.current];
        const int excess = std::max(0, p.fuel + p.ore - kHandLimit);
        const int lowest = std::max(0, excess - p.ore); // return at least this much fuel
        const int highest = std::min<int>(p.fuel, excess);
        const int fuel = lowest + rng.below(std::max(1, highest - lowest + 1));
        const Action end = EndTurn{static_cast<int8_t>(fuel), static_cast<int8_t>(excess - fuel)};
        if (!tryApply(s, end, after)) {
            tried = true;
            return end;
        }
    }
    return anyLegalAction(s, rng);
}

} // namespace

std::optional<Action> randomAction(const GameState &s, Rng &rng)
{
    GameState after;
    bool tried = false;
    return chooseAction(s, rng, after, tried);
}

int playRandomGame(GameState &s, Rng &rng, int maxActions)
{
    // The game moves between two states: an action found legal by trying it leaves its outcome in the other one,
    // which becomes the current state without a copy. `s` receives the last state once, at the end.
    GameState other;
    GameState *current = &s;
    GameState *after = &other;
    int played = 0;
    for (int n = 0; n < maxActions; ++n) {
        bool tried = false;
        const std::optional<Action> action = chooseAction(*current, rng, *after, tried);
        if (!action) {
            played = n;
            break;
        }
        if (tried)
            std::swap(current, after); // already applied by the try that found it legal
        else if (apply(*current, *action))
            break; // cannot happen: chooseAction only returns legal actions
    }
    if (current != &s)
        s = *current;
    return played;
}

} // namespace af
