// The agenda cards' table and their end-game conditions (EXPANSIONS.md section 3, X-28, X-31, X-33). Each condition
// is one small function over the state; the table says which side of which card is written.
#include "agendas.h"

#include "../modules/extension.h"
#include "../rules_data.h"

#include <algorithm>
#include <array>
#include <bit>

namespace af {

namespace {

// --- End-game conditions (evaluated on the final state before any end-game reveal, X-28) ---

template <Territory Where> bool controls(const GameState &s, int seat) { return controllerOf(s, Where) == seat; }
template <Territory Where> bool noColonyOn(const GameState &s, int seat) { return s.colonies[idx(Where)][seat] == 0; }
template <Card A, Card B> bool holdsBoth(const GameState &s, int seat) { return holds(s, seat, A) && holds(s, seat, B); }

// #4, #36: a controlled territory holding exactly one colony (of any colour, i.e. the controller's own).
bool controlsSingleColonyTerritory(const GameState &s, int seat)
{
    for (int t = 0; t < kTerritoryCount; ++t)
        if (controllerOf(s, static_cast<Territory>(t)) == seat && coloniesOn(s, static_cast<Territory>(t)) == 1)
            return true;
    return false;
}

// #7: a controlled territory holding 3+ colonies of the other players combined.
bool controlsThreeForeignColonies(const GameState &s, int seat)
{
    for (int t = 0; t < kTerritoryCount; ++t)
        if (controllerOf(s, static_cast<Territory>(t)) == seat &&
            coloniesOn(s, static_cast<Territory>(t)) - s.colonies[t][seat] >= 3)
            return true;
    return false;
}

// #8: a controlled territory holding all three field generators.
bool controlsAllFields(const GameState &s, int seat)
{
    for (int t = 0; t < kTerritoryCount; ++t) {
        const auto territory = static_cast<Territory>(t);
        if (controllerOf(s, territory) == seat && fieldOn(s, Field::Isolation, territory) &&
            fieldOn(s, Field::Positron, territory) && fieldOn(s, Field::Repulsor, territory))
            return true;
    }
    return false;
}

// #15: at least one colony landed, and no other colour on any territory where this seat has one.
bool onlyOwnColoniesWhereLanded(const GameState &s, int seat)
{
    bool any = false;
    for (int t = 0; t < kTerritoryCount; ++t) {
        if (s.colonies[t][seat] == 0)
            continue;
        any = true;
        if (coloniesOn(s, static_cast<Territory>(t)) != s.colonies[t][seat])
            return false;
    }
    return any;
}

// The colonies of `seat` in its largest group of adjacent territories holding its colonies.
int largestContiguousGroup(const GameState &s, int seat)
{
    int best = 0;
    uint16_t seen = 0;
    for (int start = 0; start < kTerritoryCount; ++start) {
        if (s.colonies[start][seat] == 0 || (seen >> start & 1))
            continue;
        int size = 0;
        std::array<int, kTerritoryCount> stack{};
        int top = 0;
        stack[top++] = start;
        seen |= static_cast<uint16_t>(1u << start);
        while (top > 0) {
            const int t = stack[--top];
            size += s.colonies[t][seat];
            for (int n = 0; n < kTerritoryCount; ++n)
                if (!(seen >> n & 1) && s.colonies[n][seat] > 0 &&
                    adjacent(static_cast<Territory>(t), static_cast<Territory>(n))) {
                    seen |= static_cast<uint16_t>(1u << n);
                    stack[top++] = n;
                }
        }
        best = std::max(best, size);
    }
    return best;
}

// #21: the most colonies in one contiguous group, ties included; a seat with no landed colony has no group.
bool largestGroupOrTied(const GameState &s, int seat)
{
    const int mine = largestContiguousGroup(s, seat);
    if (mine == 0)
        return false;
    for (int p = 0; p < s.playerCount; ++p)
        if (p != seat && largestContiguousGroup(s, p) > mine)
            return false;
    return true;
}

// #22: exactly one of the seat's colonies on the territory holding the Repulsor Field.
bool oneColonyUnderRepulsor(const GameState &s, int seat)
{
    const int t = s.fieldAt[idx(Field::Repulsor)];
    return t >= 0 && s.colonies[t][seat] == 1;
}

// #23: no alien tech card in hand (agendas are not alien tech, 1.3).
bool holdsNoTech(const GameState &s, int seat) { return s.players[seat].cards == 0; }

// #25: every landed colony stands on a territory the seat controls. Read literally, it also holds with no colony
// landed (the card, unlike #15, does not ask for one).
bool landedOnlyWhereControlling(const GameState &s, int seat)
{
    for (int t = 0; t < kTerritoryCount; ++t)
        if (s.colonies[t][seat] > 0 && controllerOf(s, static_cast<Territory>(t)) != seat)
            return false;
    return true;
}

// #26: three of the seat's ships docked at the Raiders' Outpost.
bool threeShipsAtRaiders(const GameState &s, int seat)
{
    int n = 0;
    forShipsInGame(s, [&](int i, const Ship &ship) {
        n += ship.place == Place::Docked && ship.facility == Facility::RaidersOutpost && ownerOf(s, i) == seat;
    });
    return n >= 3;
}

// #27: four or more of the seat's colonies on one territory.
bool fourColoniesOnOne(const GameState &s, int seat)
{
    for (int t = 0; t < kTerritoryCount; ++t)
        if (s.colonies[t][seat] >= 4)
            return true;
    return false;
}

// #34: the REV stands on a territory the seat controls.
bool revOnControlled(const GameState &s, int seat)
{
    return s.factions.rev >= 0 && controllerOf(s, static_cast<Territory>(s.factions.rev)) == seat;
}

// #35: the REV and the Relic Ship both on Burroughs Desert (the Relic at home there).
bool revAndRelicOnBurroughs(const GameState &s, int)
{
    return s.factions.rev == idx(Territory::BurroughsDesert) && s.ships[kRelicShip].place == Place::Home;
}

// #37: the Brethren Ship docked at an orbital or faction facility (the Maintenance Bay is neither, X-4).
bool brethrenDocked(const GameState &s, int)
{
    const Ship &b = s.ships[kBrethrenShip];
    return b.place == Place::Docked && b.facility != Facility::MaintenanceBay;
}

// #38: the Shipbreaker Drone and exactly four ships of the seat's colour in play.
bool shipbreakerAndFourShips(const GameState &s, int seat)
{
    return holds(s, seat, Card::ShipbreakerDrone) && shipsNotInStock(s, seat) == 4;
}

bool holdsOracle(const GameState &s, int seat) { return holds(s, seat, Card::OracleEngine); } // #39

// #40: the Relic Ship in the seat's fleet, and Magnetic Lockdown in hand.
bool relicAndLockdown(const GameState &s, int seat)
{
    return s.relicHolder == seat && holds(s, seat, Card::MagneticLockdown);
}

// #41: Nano-Recycler in hand and control of Van Vogt Mountains.
bool recyclerAndVanVogt(const GameState &s, int seat)
{
    return holds(s, seat, Card::NanoRecycler) && controls<Territory::VanVogtMountains>(s, seat);
}

// #42: every field generator off the planet.
bool noFieldOnPlanet(const GameState &s, int)
{
    for (int8_t t : s.fieldAt)
        if (t >= 0)
            return false;
    return true;
}

// --- In-game conditions on the natural roll (X-30) ---

// #1: five consecutive values among the dice (1-5 or 2-6).
bool fiveSequentialValues(const DieList &values)
{
    unsigned present = 0;
    for (uint8_t v : values)
        if (v <= 6)
            present |= 1u << v;
    const unsigned oneToFive = 0b111110, twoToSix = 0b1111100;
    return (present & oneToFive) == oneToFive || (present & twoToSix) == twoToSix;
}

// #3: four or more dice showing one value.
bool fourOfOneValue(const DieList &values)
{
    std::array<int, 7> count{};
    for (uint8_t v : values)
        if (v <= 6 && ++count[v] >= 4)
            return true;
    return false;
}

// #20: five or more dice totalling 10 or less.
bool fiveDiceTotalTen(const DieList &values)
{
    int total = 0;
    for (uint8_t v : values)
        total += v;
    return values.size() >= 5 && total <= 10;
}

constexpr CardMask cards(std::initializer_list<Card> list)
{
    CardMask m = 0;
    for (Card c : list)
        m |= cardBit(c);
    return m;
}

using T = Territory;
using C = Card;
constexpr std::optional<Module> kNone = std::nullopt;
constexpr std::optional<Faction> kAnyBoard = std::nullopt;
constexpr bool kNaturalRoll = true; // the in-game side is about the natural roll: written (naturalRollHolds)
constexpr Module kTech = Module::ExtraTech;

// One row per card, in catalogue order. In-game sides wait for the per-turn data and the reveal actions; #16's
// end-game side waits for the hands, #43 for the Outer Belt.
const std::array<AgendaCard, kAgendaCount> kAgendaTable{{
    {Agenda::FiveSequentialShips, kNone, kAnyBoard, 0, controls<T::PohlFoothills>, kNaturalRoll},
    {Agenda::ThreeColoniesOneTurn, kNone, kAnyBoard, 0, controls<T::HerbertValley>},
    {Agenda::NaturalFourOfAKind, kNone, kAnyBoard, 0, controls<T::VanVogtMountains>, kNaturalRoll},
    {Agenda::SixOreOneTurn, kNone, kAnyBoard, 0, controlsSingleColonyTerritory},
    {Agenda::FourUniqueTech, kNone, kAnyBoard, 0, controls<T::AsimovCrater>},
    {Agenda::ColonyOnIsolation, kNone, kAnyBoard, 0, controls<T::BradburyPlateau>},
    {Agenda::BumpOwnRaiders, kNone, kAnyBoard, 0, controlsThreeForeignColonies},
    {Agenda::TwelveFuelOneTurn, kNone, kAnyBoard, 0, controlsAllFields},
    {Agenda::MutualVpMove, kNone, kAnyBoard, 0, controls<T::BurroughsDesert>},
    {Agenda::SeizeAndUse, kNone, kAnyBoard, 0, controls<T::HeinleinPlains>},
    {Agenda::FiveHubSpaces, kNone, kAnyBoard, 0, controls<T::LemBadlands>},
    {Agenda::TwoShipsOneTurn, kNone, kAnyBoard, 0, noColonyOn<T::VanVogtMountains>},
    {Agenda::ArtifactFourShipsEight, kNone, kAnyBoard, 0, noColonyOn<T::PohlFoothills>},
    {Agenda::FillSolarConverter, kNone, kAnyBoard, 0, noColonyOn<T::HeinleinPlains>},
    {Agenda::ColonyToUnclaimed, kNone, kAnyBoard, 0, onlyOwnColoniesWhereLanded},
    {Agenda::DrawFourAgendas, kNone, kAnyBoard, 0, nullptr},
    {Agenda::FiveFacilities, kNone, kAnyBoard, 0, noColonyOn<T::BurroughsDesert>},
    {Agenda::FillLunarMine, kNone, kAnyBoard, 0, noColonyOn<T::HerbertValley>},
    {Agenda::LaunchAndRestart, kNone, kAnyBoard, 0, noColonyOn<T::AsimovCrater>},
    {Agenda::LowRollTen, kNone, kAnyBoard, 0, noColonyOn<T::BradburyPlateau>, kNaturalRoll},
    {Agenda::FirstSixthShip, kNone, kAnyBoard, 0, largestGroupOrTied},
    {Agenda::PlasmaCannonDiscard, kNone, kAnyBoard, cards({C::PlasmaCannon}), oneColonyUnderRepulsor},
    {Agenda::TwoFieldMoves, kNone, kAnyBoard, 0, holdsNoTech},
    {Agenda::FoiledRaid, kNone, kAnyBoard, cards({C::DataCrystal, C::HolographicDecoy}),
     holdsBoth<C::DataCrystal, C::HolographicDecoy>},
    {Agenda::LandedWithoutControl, kNone, kAnyBoard, 0, landedOnlyWhereControlling},
    {Agenda::RaidOwnDuplicate, kNone, kAnyBoard, 0, threeShipsAtRaiders},
    {Agenda::RaidedTwice, kNone, kAnyBoard, 0, fourColoniesOnOne},
    {Agenda::FleetOfSeven, kTech, kAnyBoard, cards({C::ResourceCache, C::OscillationCapacitor}),
     holdsBoth<C::ResourceCache, C::OscillationCapacitor>},
    {Agenda::LastToFirst, kTech, kAnyBoard, cards({C::BoosterPod, C::ExperimentalFTLDrive}),
     holdsBoth<C::BoosterPod, C::ExperimentalFTLDrive>},
    {Agenda::StealFromAll, kTech, kAnyBoard, cards({C::PolarityDevice, C::MultiverseWindow}),
     holdsBoth<C::PolarityDevice, C::MultiverseWindow>},
    {Agenda::TwoTechOneTurn, kTech, kAnyBoard, cards({C::StasisBeam, C::SolarHarvester}),
     holdsBoth<C::StasisBeam, C::SolarHarvester>},
    {Agenda::SeizeTwoTerritories, kTech, kAnyBoard, cards({C::PlasmaCannon, C::Electrofabricator}),
     holdsBoth<C::PlasmaCannon, C::Electrofabricator>},
    {Agenda::RepulsorWithoutScholars, Module::Factions, kAnyBoard, 0, noColonyOn<T::LemBadlands>},
    {Agenda::RevIntoIsolation, Module::Factions, Faction::XenoExplorationsInc, 0, revOnControlled},
    {Agenda::RepulsorOnRev, Module::Factions, Faction::XenoExplorationsInc, 0, revAndRelicOnBurroughs},
    {Agenda::IonFluctuatorControl, kTech, kAnyBoard, cards({C::IonFluctuator}), controlsSingleColonyTerritory},
    {Agenda::BrethrenHijackArtifact, Module::Factions, Faction::BrethrenOfTheStars, 0, brethrenDocked},
    {Agenda::ShipbreakerOwnShip, kTech, kAnyBoard, cards({C::ShipbreakerDrone}), shipbreakerAndFourShips},
    {Agenda::OracleStolen, kTech, kAnyBoard, cards({C::OracleEngine}), holdsOracle},
    {Agenda::RelicTerraforming, kTech, kAnyBoard, cards({C::MagneticLockdown}), relicAndLockdown},
    {Agenda::LunarMineSequence, kTech, kAnyBoard, cards({C::NanoRecycler}), recyclerAndVanVogt},
    {Agenda::ShipfitterBuild, kTech, kAnyBoard, cards({C::ShipfitterDrone}), noFieldOnPlanet},
    {Agenda::TwoAsteroidsOneTurn, Module::OuterBelt, kAnyBoard, 0, nullptr},
}};

constexpr std::array<std::string_view, kAgendaCount> kAgendaIds{
    "five-sequential-ships",  "three-colonies-one-turn",  "natural-four-of-a-kind",
    "six-ore-one-turn",       "four-unique-tech",         "colony-on-isolation",
    "bump-own-raiders",       "twelve-fuel-one-turn",     "mutual-vp-move",
    "seize-and-use",          "five-hub-spaces",          "two-ships-one-turn",
    "artifact-four-ships-eight", "fill-solar-converter",  "colony-to-unclaimed",
    "draw-four-agendas",      "five-facilities",          "fill-lunar-mine",
    "launch-and-restart",     "low-roll-ten",             "first-sixth-ship",
    "plasma-cannon-discard",  "two-field-moves",          "foiled-raid",
    "landed-without-control", "raid-own-duplicate",       "raided-twice",
    "fleet-of-seven",         "last-to-first",            "steal-from-all",
    "two-tech-one-turn",      "seize-two-territories",    "repulsor-without-scholars",
    "rev-into-isolation",     "repulsor-on-rev",          "ion-fluctuator-control",
    "brethren-hijack-artifact", "shipbreaker-own-ship",   "oracle-stolen",
    "relic-terraforming",     "lunar-mine-sequence",      "shipfitter-build",
    "two-asteroids-one-turn",
};

} // namespace

std::string_view toId(Agenda a) { return kAgendaIds[idx(a)]; }

template <> std::optional<Agenda> fromId<Agenda>(std::string_view id)
{
    for (int i = 0; i < kAgendaCount; ++i)
        if (kAgendaIds[i] == id)
            return static_cast<Agenda>(i);
    return std::nullopt;
}

const AgendaCard &agendaCard(Agenda a) { return kAgendaTable[idx(a)]; }

AgendaMask agendaDeck(Ruleset ruleset, ModuleSet modules, uint16_t factionsTaken)
{
    const std::array<uint8_t, kCardCount> techDeck = deckOf(ruleset, modules);
    AgendaMask deck = 0;
    for (const AgendaCard &card : kAgendaTable) {
        if (card.module && !hasModule(modules, *card.module))
            continue;
        if (card.faction && !(factionsTaken >> idx(*card.faction) & 1))
            continue;
        bool cardsInDeck = true;
        for (int c = 0; c < kCardCount; ++c)
            if ((card.cards & cardBit(static_cast<Card>(c))) && techDeck[c] == 0)
                cardsInDeck = false;
        if (cardsInDeck)
            deck |= agendaBit(card.agenda);
    }
    return deck;
}

int agendaCount(AgendaMask mask) { return std::popcount(mask); }

std::optional<bool> endGameHolds(const GameState &s, int seat, Agenda a)
{
    const EndGameCondition condition = kAgendaTable[idx(a)].endGame;
    if (!condition)
        return std::nullopt;
    return condition(s, seat);
}

bool couldHoldFaceDown(const AgendaState &agendas, int seat, Agenda card)
{
    const AgendaHand &hand = agendas.hands[seat];
    if (hand.faceDown & agendaBit(card))
        return true;
    return hand.unknownFaceDown > 0 && (agendas.unknown & agendaBit(card)) != 0;
}

void turnFaceUp(AgendaState &agendas, int seat, Agenda card)
{
    AgendaHand &hand = agendas.hands[seat];
    if (hand.faceDown & agendaBit(card)) {
        hand.faceDown &= ~agendaBit(card);
    } else {
        agendas.unknown &= ~agendaBit(card);
        --hand.unknownFaceDown;
    }
    hand.revealed |= agendaBit(card);
}

bool inGameSideWritten(Agenda a) { return kAgendaTable[idx(a)].inGameWritten; }

std::optional<bool> naturalRollHolds(Agenda a, const DieList &values)
{
    switch (a) {
    case Agenda::FiveSequentialShips:
        return fiveSequentialValues(values);
    case Agenda::NaturalFourOfAKind:
        return fourOfOneValue(values);
    case Agenda::LowRollTen:
        return fiveDiceTotalTen(values);
    default:
        return std::nullopt;
    }
}

namespace detail {

std::string missingAgendaCards()
{
    std::string out;
    for (const AgendaCard &card : kAgendaTable) {
        if (card.endGame && card.inGameWritten)
            continue;
        if (!out.empty())
            out += ", ";
        out += toId(card.agenda);
    }
    return out;
}

} // namespace detail

} // namespace af
