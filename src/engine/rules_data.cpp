#include "rules_data.h"
#include "values.h"

namespace af {

namespace {

// Usable ports for 4, 3 and 2 players (RULINGS section 1). Covers stay for the whole game. With 5 and 6 players
// every port is usable, as with 4 (EXPANSIONS.md 1.5), and the Colonist Hub is freeform.
struct PortTable {
    PortShape shape;
    int four, three, two;
    int portsPerSlot;
};

constexpr std::array<PortTable, kFacilityCount> kPorts{{
    {PortShape::Single, 8, 7, 7, 1},    // Solar Converter
    {PortShape::Single, 5, 4, 3, 1},    // Lunar Mine
    {PortShape::Pair, 2, 1, 1, 2},      // Orbital Market
    {PortShape::Single, 4, 4, 4, 1},    // Alien Artifact
    {PortShape::HubTrack, 4, 4, 4, 3},  // Colonist Hub
    {PortShape::Triple, 2, 2, 1, 3},    // Colony Constructor
    {PortShape::Single, 1, 1, 1, 1},    // Terraforming Station
    {PortShape::Pair, 3, 2, 1, 2},      // Shipyard
    {PortShape::Run, 1, 1, 1, 3},       // Raiders' Outpost
    {PortShape::Unlimited, 0, 0, 0, 0}, // Maintenance Bay
}};

constexpr std::array<uint8_t, kCardCount> kDeck2013{1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2};
constexpr std::array<uint8_t, kCardCount> kDeckFirstEdition{1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0};

constexpr std::array<RulesetTraits, kRulesetCount> kTraits{{
    // 2013 (default)
    {2, 4, true, true, true, true, 3, false, false, kDeck2013},
    // first edition
    {2, 4, false, false, false, false, 3, false, false, kDeckFirstEdition},
    // Edition X (base deck; its extra cards belong to the expansion modules)
    {2, 6, true, true, true, true, 2, true, true, kDeck2013},
}};

} // namespace

FacilityLayout facilityLayout(Facility facility, int playerCount)
{
    if (facility == Facility::ColonistHub && freeformHubFor(playerCount))
        return {PortShape::FreeformHub, kHubPorts};
    const PortTable &row = kPorts[idx(facility)];
    const int slots = playerCount >= 4 ? row.four : playerCount == 3 ? row.three : row.two;
    return {row.shape, slots};
}

int coveredPorts(Facility facility, int playerCount)
{
    const PortTable &row = kPorts[idx(facility)];
    const int slots = playerCount >= 4 ? row.four : playerCount == 3 ? row.three : row.two;
    return (row.four - slots) * row.portsPerSlot;
}

int coloniesPerPlayer(Ruleset ruleset, int playerCount, bool longGame)
{
    if (longGame && (traits(ruleset).longGameAnyCount || playerCount >= 3))
        return 8;
    return playerCount >= 4 ? 6 : playerCount == 3 ? 7 : 8;
}

Resources startingResources(int seat)
{
    switch (seat) {
    case 1:
        return {1, 0};
    case 2:
        return {0, 1};
    case 3:
        return {1, 1};
    case 4:
        return kSixPlayerValues.seat5Start;
    case 5:
        return kSixPlayerValues.seat6Start;
    default:
        return {0, 0};
    }
}

const RulesetTraits &traits(Ruleset ruleset) { return kTraits[idx(ruleset)]; }

int deckSize(Ruleset ruleset)
{
    int n = 0;
    for (uint8_t copies : traits(ruleset).deck)
        n += copies;
    return n;
}

} // namespace af
