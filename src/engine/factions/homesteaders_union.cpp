// Homesteaders Union (section 2, X-14). Docking: advance your Colonist Hub colony one circle, or start one on
// circle 1; not a Hub ship (no Hub port, no Asimov Crater, no 3-ship limit), and illegal while your colony waits on
// your launch circle. Owner: launches from circle 6 instead of 7.
#include "../modules/extension.h"
#include "../values.h"

namespace af::detail::factions {

namespace {

constexpr Faction kSelf = Faction::HomesteadersUnion;

Result dock(GameState &s, int seat, const Dock &d, int)
{
    if (auto r = requireNoChoice(d.faction, kSelf))
        return r;
    PlayerState &p = s.players[seat];
    const int launch = hubLaunchCircle(s, seat);
    if (p.hubCircle >= launch)
        return reject(Reason::HubLaunchWaiting, boardRule(kSelf), p.hubCircle);
    if (p.hubCircle > 0) {
        advanceHub(s, seat, 1);
    } else {
        if (p.coloniesLeft == 0)
            return reject(Reason::NoColonyLeft, boardRule(kSelf));
        --p.coloniesLeft;
        p.hubCircle = 1; // as the Hub's own first ship does
    }
    // With 5-6 players the circle reached must be free on some track; the docking names no territory, so it cannot
    // launch a colony at once when every launch circle is taken.
    return settleHubColony(s, seat);
}

} // namespace

extern const FactionRules homesteadersUnion{.faction = kSelf,
                                            .implemented = true,
                                            .dock = dock,
                                            .dockChoices = noChoice,
                                            .launchCircle = kFactionValues.homesteadersLaunchCircle};

} // namespace af::detail::factions
