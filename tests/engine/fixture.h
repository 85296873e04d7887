// Helpers for engine tests: start games, build board situations directly (as a position file would), and run
// actions while checking that refusals leave the state untouched.
#pragma once

#include "chance.h"
#include "engine.h"
#include "score.h"
#include "validate.h"

#include <QTest>

#include <algorithm>
#include <initializer_list>
#include <string>

namespace aft {

using namespace af;

enum Seat { Red = 0, Blue = 1, Green = 2, Yellow = 3, Purple = 4, White = 5 };

inline QString qs(std::string_view v) { return QString::fromUtf8(v.data(), static_cast<qsizetype>(v.size())); }

inline GameOptions options(int players, Ruleset ruleset = Ruleset::R2013)
{
    GameOptions o;
    o.ruleset = ruleset;
    const Color colors[] = {Color::Red, Color::Blue, Color::Green, Color::Yellow, Color::Purple, Color::White};
    for (int i = 0; i < players; ++i)
        o.colors.push_back(colors[i]);
    return o;
}

// The deal of dealtGame: hands and display hold cards the tests do not care about unless given; City and Monument
// stay in the pile so scores start at 0.
inline void dealAsUsual(GameState &s)
{
    const int players = s.playerCount;
    Deal d;
    d.display = {Card::BoosterPod, Card::StasisBeam, Card::DataCrystal};
    const Card hands[] = {Card::TemporalWarper, Card::PlasmaCannon,    Card::PolarityDevice,
                          Card::GravityManipulator, Card::OrbitalTeleporter, Card::ResourceCache};
    for (int p = 0; p < players; ++p)
        d.hands.push_back(hands[p]);
    const auto r = af::apply(s, d);
    if (r)
        qFatal("deal refused: %s", describe(*r, s).c_str());
}

// A dealt game at the start of player one's first turn.
inline GameState dealtGame(int players, Ruleset ruleset = Ruleset::R2013)
{
    GameState s = newGame(options(players, ruleset));
    dealAsUsual(s);
    return s;
}

// Empties every hand (cards go back to the draw pile) so a test hands out exactly what it needs.
inline void clearHands(GameState &s)
{
    for (int p = 0; p < s.playerCount; ++p)
        for (int c = 0; c < kCardCount; ++c)
            if (holds(s, p, static_cast<Card>(c))) {
                s.players[p].cards &= ~cardBit(static_cast<Card>(c));
                ++s.drawPile[c];
            }
}

// Module extra-tech (Edition X by default, the scenarios' convention), dealt, hands empty, Red about to roll.
inline GameState techGame(int players = 4, Ruleset ruleset = Ruleset::EditionX)
{
    GameOptions o = options(players, ruleset);
    o.modules = moduleBit(Module::ExtraTech);
    GameState s = newGame(o);
    dealAsUsual(s);
    clearHands(s);
    return s;
}

inline void giveCard(GameState &s, int seat, Card c)
{
    if (s.drawPile[idx(c)] > 0)
        --s.drawPile[idx(c)];
    s.players[seat].cards |= cardBit(c);
}

inline void setResources(GameState &s, int seat, int fuel, int ore)
{
    if (s.limitedSupply) {
        s.supplyFuel = static_cast<int16_t>(s.supplyFuel + s.players[seat].fuel - fuel);
        s.supplyOre = static_cast<int16_t>(s.supplyOre + s.players[seat].ore - ore);
    }
    s.players[seat].fuel = static_cast<int16_t>(fuel);
    s.players[seat].ore = static_cast<int16_t>(ore);
}

// Places colonies of a seat on a territory, taken from its hand.
inline void putColonies(GameState &s, Territory t, int seat, int n)
{
    s.colonies[idx(t)][seat] = static_cast<uint8_t>(s.colonies[idx(t)][seat] + n);
    s.players[seat].coloniesLeft = static_cast<int8_t>(s.players[seat].coloniesLeft - n);
}

// A ship of `seat` that is neither rolled nor docked (stock first, else any ship waiting on the bay).
inline int spareShip(GameState &s, int seat)
{
    for (int i = firstShipOf(seat); i < firstShipOf(seat) + kShipsPerColor; ++i)
        if (s.ships[i].place == Place::Stock)
            return i;
    for (int i = firstShipOf(seat); i < firstShipOf(seat) + kShipsPerColor; ++i)
        if (s.ships[i].place == Place::Docked && s.ships[i].facility == Facility::MaintenanceBay)
            return i;
    qFatal("no spare ship");
    return -1;
}

// Docks a ship of another seat at a facility, as left there from an earlier turn.
inline int placeShip(GameState &s, int seat, Facility f, int value, uint32_t group = 0)
{
    const int id = spareShip(s, seat);
    Ship &ship = s.ships[id];
    ship.place = Place::Docked;
    ship.facility = f;
    ship.value = static_cast<uint8_t>(value);
    ship.group = group ? group : s.nextGroup++;
    ship.user = static_cast<int8_t>(seat);
    return id;
}

// The active player's unplaced ships in ship order.
inline ShipList unplacedFleet(const GameState &s)
{
    ShipList out;
    for (int i = 0; i < kShipCount; ++i)
        if (isUnplaced(s, s.current, i)) // hijacked ships included
            out.push_back(static_cast<int8_t>(i));
    return out;
}

// Makes `seat` the active player, about to roll, as if the players before it had passed: ships other players had
// gathered wait on the Maintenance Bay.
inline void makeActive(GameState &s, int seat)
{
    for (int i = 0; i < kShipCount; ++i) {
        Ship &ship = s.ships[i];
        if (ship.place == Place::Fleet && ownerOf(s, i) != seat) {
            ship = Ship{};
            ship.place = Place::Docked;
            ship.facility = Facility::MaintenanceBay;
            ship.user = static_cast<int8_t>(ownerOf(s, i));
        }
    }
    s.current = static_cast<int8_t>(seat);
    s.turn = TurnState{};
    s.stage = Stage::Roll;
}

// Rolls the active player's fleet as it stands (the Relic Ship last), without changing who is in it.
inline void rollAsIs(GameState &s, std::initializer_list<int> values)
{
    Roll roll;
    for (int v : values)
        roll.values.push_back(static_cast<uint8_t>(v));
    const auto r = af::apply(s, roll);
    if (r)
        qFatal("roll refused: %s", describe(*r, s).c_str());
}

// Makes the active player's fleet exactly `values.size()` coloured ships (the rest in the stock) and rolls them.
inline ShipList rollFleet(GameState &s, std::initializer_list<int> values)
{
    const int seat = s.current;
    int n = 0;
    for (int i = firstShipOf(seat); i < firstShipOf(seat) + kShipsPerColor; ++i) {
        Ship &ship = s.ships[i];
        if (ship.place == Place::Docked && ship.facility != Facility::MaintenanceBay)
            continue; // already on the board for the test
        ship = Ship{};
        ship.place = n < static_cast<int>(values.size()) ? Place::Fleet : Place::Stock;
        ++n;
    }
    s.stage = Stage::Roll;
    rollAsIs(s, values);
    return unplacedFleet(s);
}

// The unplaced ship showing `value` (the first one in ship order).
inline int8_t shipWith(const GameState &s, int value, int skip = 0)
{
    for (int8_t ship : unplacedFleet(s))
        if (s.ships[ship].value == value && skip-- == 0)
            return ship;
    qFatal("no unplaced ship with value %d", value);
    return -1;
}

inline Dock dockOf(const GameState &s, Facility f, std::initializer_list<int> values,
                   std::optional<Territory> territory = std::nullopt)
{
    Dock d;
    d.facility = f;
    d.territory = territory;
    std::array<int, 7> used{};
    for (int v : values)
        d.ships.push_back(shipWith(s, v, used[v]++));
    return d;
}

// A docking at the Raiders' Outpost with the raid that follows it.
inline Dock raidDock(const GameState &s, std::initializer_list<int> values, const RaidChoice &raid)
{
    Dock d = dockOf(s, Facility::RaidersOutpost, values);
    d.raid = raid;
    return d;
}

inline RaidChoice takeResources(std::initializer_list<Take> takes)
{
    RaidChoice c;
    c.kind = RaidChoice::Kind::Resources;
    for (const Take &t : takes)
        c.takes.push_back(t);
    return c;
}

inline RaidChoice takeCard(int player, Card card)
{
    RaidChoice c;
    c.kind = RaidChoice::Kind::Card;
    c.player = static_cast<int8_t>(player);
    c.card = card;
    return c;
}

// Puts these cards face up on the Alien Artifact display; the cards shown before go back to the draw pile.
inline void setDisplay(GameState &s, std::initializer_list<Card> cards)
{
    for (int8_t &slot : s.display) {
        if (slot >= 0)
            ++s.drawPile[slot];
        slot = -1;
    }
    int i = 0;
    for (Card c : cards) {
        if (s.drawPile[idx(c)] == 0)
            qFatal("card %d is not in the draw pile", idx(c));
        --s.drawPile[idx(c)];
        s.display[i++] = static_cast<int8_t>(c);
    }
}

// Moves one copy of a card from the draw pile to the discard pile.
inline void discardFromPile(GameState &s, Card c)
{
    if (s.drawPile[idx(c)] == 0)
        qFatal("card %d is not in the draw pile", idx(c));
    --s.drawPile[idx(c)];
    ++s.discardPile[idx(c)];
}

// Sets how many ships of a seat that is not rolling are in play: ships docked at facilities stay, the others wait
// on the Maintenance Bay (as after setup) or go to the stock.
inline void setShipsInPlay(GameState &s, int seat, int n)
{
    int inPlay = 0;
    for (int i = firstShipOf(seat); i < firstShipOf(seat) + kShipsPerColor; ++i)
        inPlay += s.ships[i].place == Place::Docked && s.ships[i].facility != Facility::MaintenanceBay;
    for (int i = firstShipOf(seat); i < firstShipOf(seat) + kShipsPerColor; ++i) {
        Ship &ship = s.ships[i];
        if (ship.place == Place::Docked && ship.facility != Facility::MaintenanceBay)
            continue;
        ship = Ship{};
        if (inPlay < n) {
            ship.place = Place::Docked;
            ship.facility = Facility::MaintenanceBay;
            ship.user = static_cast<int8_t>(seat);
            ++inPlay;
        } else {
            ship.place = Place::Stock;
        }
    }
}

// Gives the Relic Ship to a seat: in its fleet (rolled with it, value set by the caller's Roll), or docked.
inline void giveRelic(GameState &s, int seat, Place place, Facility f = Facility::MaintenanceBay, int value = 0)
{
    Ship &relic = s.ships[kRelicShip];
    relic = Ship{};
    relic.place = place;
    relic.facility = f;
    relic.value = static_cast<uint8_t>(value);
    relic.user = static_cast<int8_t>(seat);
    if (place == Place::Docked)
        relic.group = s.nextGroup++;
    s.relicHolder = static_cast<int8_t>(seat);
}


// Applies an action that must be legal, outside a test function's body (in a lambda or helper).
inline void must(GameState &s, const Action &a)
{
    if (const auto r = af::apply(s, a))
        qFatal("%s refused: %s", std::string(actionTypeId(a)).c_str(), describe(*r, s).c_str());
}

// Turns up the first cards available (draw pile, then the reshuffled discards) in a Reveal stage.
inline void revealAny(GameState &s)
{
    Reveal reveal;
    auto pile = s.drawPile;
    auto discards = s.discardPile;
    for (int i = chanceCount(s); i > 0; --i) {
        if (pileCount(pile) == 0) {
            pile = discards;
            discards = {};
        }
        for (int c = 0; c < kCardCount; ++c)
            if (pile[c] > 0) {
                --pile[c];
                reveal.cards.push_back(static_cast<Card>(c));
                break;
            }
    }
    if (const auto r = af::apply(s, reveal))
        qFatal("reveal refused: %s", describe(*r, s).c_str());
}

// Ends the active player's turn: docks the remaining unplaced ships where they can go (Colonist Hub, Solar
// Converter, Alien Artifact, Lunar Mine, else the Maintenance Bay) and returns the excess tokens, fuel first.
inline void finishTurn(GameState &s)
{
    if (s.stage != Stage::Main)
        qFatal("finishTurn outside the main stage");
    for (int8_t ship : unplacedFleet(s)) {
        bool docked = false;
        for (Facility f : {Facility::ColonistHub, Facility::SolarConverter, Facility::AlienArtifact,
                           Facility::LunarMine}) {
            Dock d;
            d.facility = f;
            d.ships.push_back(ship);
            if (!af::apply(s, d)) {
                docked = true;
                break;
            }
        }
        if (!docked)
            if (const auto r = af::apply(s, ToMaintenanceBay{ship}))
                qFatal("cannot place ship %d: %s", ship, describe(*r, s).c_str());
    }
    const PlayerState &p = s.players[s.current];
    const int excess = std::max(0, p.fuel + p.ore - kHandLimit);
    const int fuel = std::min<int>(excess, p.fuel);
    const auto r = af::apply(s, EndTurn{static_cast<int8_t>(fuel), static_cast<int8_t>(excess - fuel)});
    if (r)
        qFatal("end of turn refused: %s", describe(*r, s).c_str());
}

// Plays the turns of the other players (all dice 1, docked as finishTurn does) until `seat` is to roll.
inline void playUntil(GameState &s, int seat)
{
    if (s.stage == Stage::Main)
        finishTurn(s);
    while (s.current != seat) {
        Roll roll;
        for (int i = 0; i < chanceCount(s); ++i)
            roll.values.push_back(1);
        if (const auto r = af::apply(s, roll))
            qFatal("roll refused: %s", describe(*r, s).c_str());
        finishTurn(s);
    }
}

// What validateState says of a state, as "where: template" (empty when the state is possible). The template is
// checked to be one of stateProblemTexts(), so that the app has a translation for it.
inline std::string stateProblem(const GameState &s)
{
    const auto problem = validateState(s);
    if (!problem)
        return {};
    const auto &texts = stateProblemTexts();
    if (std::find(texts.begin(), texts.end(), problem->text) == texts.end())
        qFatal("validateState reported a template missing from stateProblemTexts(): %s",
               std::string(problem->text).c_str());
    return problem->where + ": " + std::string(problem->text);
}

// Applies an action that must be legal.
#define AF_LEGAL(state, action)                                                                                       \
    do {                                                                                                              \
        const auto afRejection = ::af::apply((state), (action));                                                      \
        if (afRejection)                                                                                              \
            QFAIL(("expected legal, refused: " + ::af::describe(*afRejection, (state))).c_str());                            \
    } while (false)

// Checks an action is refused with `reason` and that the state did not change.
#define AF_ILLEGAL(state, action, expectedReason)                                                                     \
    do {                                                                                                              \
        const ::af::GameState afBefore = (state);                                                                     \
        const auto afRejection = ::af::apply((state), (action));                                                      \
        QVERIFY2(afRejection.has_value(), "expected a refusal, the action was applied");                              \
        QCOMPARE(::aft::qs(::af::reasonInfo(afRejection->reason).id), ::aft::qs(::af::reasonInfo(expectedReason).id));                     \
        QVERIFY2(afBefore == (state), "a refused action changed the state");                                          \
    } while (false)

} // namespace aft
