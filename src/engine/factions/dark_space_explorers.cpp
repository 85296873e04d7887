// Dark Space Explorers (section 2, X-12, X-13). Docking: pay 1 ore to the supply and take the top alien tech card
// of the deck (a chance event: the table enters it, or the seed draws it); a duplicate is discarded without
// effect. Owner: two discard powers per turn instead of one.
#include "../modules/extension.h"
#include "../values.h"

namespace af::detail::factions {

namespace {

constexpr Faction kSelf = Faction::DarkSpaceExplorers;

Result dock(GameState &s, int seat, const Dock &d, int)
{
    if (auto r = requireNoChoice(d.faction, kSelf))
        return r;
    if (auto r = payBoardCost(s, seat, kFactionValues.darkSpaceDockCost, kSelf))
        return r;
    // The card is drawn like a revealed card, but goes to the player's hand (doReveal reads drawToHand).
    if (cardsLeftToDraw(s) > 0) {
        s.pendingReveal = 1;
        s.stage = Stage::Reveal;
        s.factions.turn.drawToHand = true;
    }
    return std::nullopt;
}

} // namespace

extern const FactionRules darkSpaceExplorers{.faction = kSelf,
                                             .implemented = true,
                                             .dock = dock,
                                             .dockChoices = noChoice,
                                             .dockCost = kFactionValues.darkSpaceDockCost,
                                             .discardsPerTurn = kFactionValues.darkSpaceDiscards};

} // namespace af::detail::factions
