// The rules reference, the alien tech cards and the Relic Ship. In our own words; rulesreference.cpp has the notes for
// translators and editors. Every string is translated with the context "RulesReference".
#include "rulestext/rulestext.h"

#include <QCoreApplication>

namespace afapp::rulestext {

namespace {

using C = RulesCategory;

// clang-format off
constexpr RulesEntry kEntries[] = {
    // ------------------------------------------------------------------------------------------------ Alien tech
    {"alien-tech", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Alien tech cards"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Alien tech cards bend the rules. Everyone's cards lie face up. You gain them at the Alien Artifact, by a "
            "raid at the Raiders' Outpost, or with the Temporal Warper's discard power; each player is also dealt one "
            "at setup."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Most cards have two powers: a <b>fuel power</b>, paid in fuel each time you use it, and a <b>discard "
            "power</b>, used by putting the card on the discard pile. Some cards have only one power, or none. You "
            "use them during your own turn, at any moment of the main stage, even right after gaining them (the "
            "Resource Cache is the exception)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Limits: each card can be used once per turn. You may use only one discard power per turn in all. A card "
            "whose fuel power you used this turn cannot be discarded for its power in the same turn."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Nobody may hold two copies of the same card. You cannot claim a card you already hold at the Alien "
            "Artifact, and a copy stolen in a raid is discarded at once without effect. (Edition X puts it in general "
            "terms: a duplicate that reaches you is discarded without its discard power.)"),
        QT_TRANSLATE_NOOP("RulesReference",
            "A card that changes a ship's value can never take it below 1 or above 6. (Edition X: the Booster Pod on "
            "a 6 or the Stasis Beam on a 1 may be used, but does nothing.)"),
        QT_TRANSLATE_NOOP("RulesReference",
            "Where a card's power and a field generator's effect disagree, the field generator wins. If the draw pile "
            "runs out, the discard pile is shuffled to make a new one."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Cards count in the tie-break, and two of them, the Alien City and the Alien Monument, are worth 1 VP "
            "each."),
    }},
    {"alien-city", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Alien City"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Worth 1 VP for as long as you hold it. It has no fuel power and no discard power."),
        QT_TRANSLATE_NOOP("RulesReference",
            "There is one in the deck. The same player may hold both the Alien City and the Alien Monument. Like any "
            "card it can be stolen in a raid, and it counts as a card in the tie-break."),
    }},
    {"alien-monument", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Alien Monument"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Worth 1 VP for as long as you hold it. It has no fuel power and no discard power."),
        QT_TRANSLATE_NOOP("RulesReference",
            "There is one in the deck. The same player may hold both the Alien Monument and the Alien City. Like any "
            "card it can be stolen in a raid, and it counts as a card in the tie-break."),
    }},
    {"booster-pod", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Booster Pod"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Fuel power (1 fuel):</b> add 1 to one of your unplaced ships. A 6 cannot be raised (Edition X: you "
            "may, but nothing happens)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Example: you rolled 1, 3 and 4. Raise the 3 to a 4 and dock the pair of 4s at the Shipyard."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Discard power:</b> take any one field generator off the planet. It comes back only when its card is "
            "discarded again (R-14)."),
    }},
    {"data-crystal", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Data Crystal"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Fuel power (1 fuel per colony):</b> choose a territory and pay 1 fuel for each colony on it, counting "
            "every player's colonies. For the rest of this turn you may use its bonus as if you controlled it. Not "
            "possible for a territory without colonies, for one with the Isolation Field, or for Burroughs Desert "
            "(R-7)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Example: Heinlein Plains has one green and one red colony. You pay 2 fuel, and this turn you trade 1 "
            "fuel for 1 ore at the Orbital Market."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Discard power:</b> put the Positron Field on a territory, or move it to a different one."),
    }},
    {"gravity-manipulator", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Gravity Manipulator"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Fuel power (2 fuel):</b> take 1 from one of your unplaced ships and add 1 to another. You need two "
            "unplaced ships, and both values stay between 1 and 6."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Example: you rolled 1, 2 and 5. Move a point from the 2 to the 5: you now have 1, 1 and 6."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Discard power:</b> put the Repulsor Field on a territory, or move it to a different one."),
    }},
    {"holographic-decoy", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Holographic Decoy"), {
        QT_TRANSLATE_NOOP("RulesReference", "No fuel power and no discard power: it protects you while you hold it."),
        QT_TRANSLATE_NOOP("RulesReference",
            "A raider cannot take your fuel or ore. A raider who wants a card from you may take only the Decoy "
            "itself, which ends your protection. If the raider already holds a Decoy, the stolen one is discarded "
            "(R-10)."),
    }},
    {"orbital-teleporter", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Orbital Teleporter"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Fuel power (2 fuel):</b> move one of your docked ships to a different facility. It keeps its value "
            "and docks there under the usual conditions, alone or together with your unplaced ships (to complete a "
            "pair, for example). It cannot go back to the facility it just left."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Not from the Terraforming Station, and not from the Maintenance Bay (2013 rules and Edition X). What the "
            "ship earned where it was stays earned; benefits that last only while it is docked there end (R-9)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Example: you rolled 2, 5 and 6. The 6 docks at the Lunar Mine for 1 ore. You pay 2 fuel to move it to "
            "the Alien Artifact and dock the 2 there too: the total is 8, so you claim a card."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Discard power:</b> move any one colony, yours or another player's, from its territory to a different "
            "one. The Repulsor Field blocks both the territory it leaves and the one it goes to (R-19)."),
    }},
    {"plasma-cannon", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Plasma Cannon"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Fuel power (1 fuel per ship):</b> remove other players' ships from one facility; they go to the "
            "Maintenance Bay. A ship removed from the Terraforming Station goes to the ship stock instead (the Relic "
            "Ship to Burroughs Desert). Never your own ships, only one facility per use, and not the Maintenance Bay. "
            "Pohl Foothills takes 1 fuel off the whole use (R-16)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Example: every pair at the Shipyard is taken. You pay 2 fuel to send two red ships from the Shipyard to "
            "the Maintenance Bay, then dock your own pair there."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Discard power:</b> send one docked ship of another player to the ship stock; they may build it again "
            "later. The owner must still have at least 3 ships of their colour for their next turn: a ship on the "
            "Terraforming Station counts as already lost, the Relic Ship never counts. (First edition: the owner must "
            "have more than 3 ships of their colour in play.)"),
        QT_TRANSLATE_NOOP("RulesReference",
            "The discard may target the Relic Ship whatever its holder's fleet (it goes back to Burroughs Desert) and "
            "a ship on the Terraforming Station; under the 2013 rules and Edition X, not a ship on the Maintenance Bay "
            "(R-16)."),
    }},
    {"polarity-device", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Polarity Device"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Fuel power (1 fuel):</b> turn one of your unplaced ships over to its opposite face: 1 becomes 6, 2 "
            "becomes 5, 3 becomes 4, and the other way round."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Discard power:</b> swap two colonies of two different players standing on two different territories. "
            "Not if either territory has the Repulsor Field (R-15)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Example: Herbert Valley has 2 yellow colonies and Lem Badlands 2 red ones. Swap one yellow for one red: "
            "both territories now have one of each, and neither player controls them."),
    }},
    {"resource-cache", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Resource Cache"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "No power to pay for and no discard power to choose: it pays out by itself. Right after you roll your "
            "ships, before any card is used, count the odd and even values. More odd: take 1 ore. More even: take 1 "
            "fuel. As many odd as even: take 1 fuel and 1 ore, and the card goes to the discard pile at once."),
        QT_TRANSLATE_NOOP("RulesReference",
            "That forced discard does not count as your one discard of the turn (R-6). The card first pays out at the "
            "roll of your turn after you gained it."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Example: you roll 2, 4 and 5: more even, take 1 fuel. Next turn you roll 1, 2, 3 and 6: two of each, so "
            "take 1 fuel and 1 ore and discard the Cache."),
    }},
    {"stasis-beam", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Stasis Beam"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Fuel power (1 fuel):</b> take 1 from one of your unplaced ships. A 1 cannot be lowered (Edition X: "
            "you may, but nothing happens)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Example: you rolled 1, 2 and 5. Lower the 2 to a 1 and dock the pair of 1s at the Orbital Market for the "
            "best price: 1 fuel per ore."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Discard power:</b> put the Isolation Field on a territory, or move it to a different one."),
    }},
    {"temporal-warper", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Temporal Warper"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Fuel power (1 fuel):</b> roll again as many of your unplaced ships as you like (at least one)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Discard power:</b> take one card of your choice from the discard pile; you may look through the pile "
            "first. Not a card you already hold, and not possible while the pile is empty (R-5)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Example: the Alien City is in the discard pile. You discard the Temporal Warper and take the Alien City: "
            "1 VP."),
    }},
    {"mind-control-helmet", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Mind Control Helmet"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Fuel power (3 fuel):</b> move one docked ship of another player to a different facility and use it "
            "there as if it were yours, alone or together with your unplaced ships. It keeps its value. Its owner "
            "gathers it as usual on their next turn."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Not from the Terraforming Station or the Maintenance Bay, and not onto the Terraforming Station (Edition "
            "X: not onto the Maintenance Bay either)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Example: you are red. You pay 3 fuel to move a green 3 from the Solar Converter to the Shipyard, dock "
            "your own 3 beside it and build a ship. On green's turn the green 3 goes back to green; your 3 stays "
            "docked."),
        QT_TRANSLATE_NOOP("RulesReference", "No discard power. The first-edition deck has no Mind Control Helmet."),
    }},

};
// clang-format on

} // namespace

std::span<const RulesEntry> alientech() { return kEntries; }

} // namespace afapp::rulestext
