#include "rules_data.h"
#include "values.h"

namespace af {

namespace {

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
