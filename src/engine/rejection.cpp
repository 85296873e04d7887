#include "rejection.h"

#include "state.h"

#include <utility>

namespace af {

namespace {

using K = ArgKind;
constexpr std::array<ArgKind, 3> none{K::None, K::None, K::None};

// Order follows enum Reason.
constexpr std::array<ReasonInfo, kReasonCount> kReasons{{
    {"wrong-stage", "That is not possible now: the game is waiting for {0}.", {K::Stage, K::None, K::None}, "turn"},
    {"game-over", "The game is over.", none, "end-of-game"},
    {"not-supported-yet", "This is not supported yet.", none, "turn"},
    // The ship is not in this game (a seat nobody plays): it has no colour to be named by.
    {"not-a-ship", "That ship is not in this game.", {K::Ship, K::None, K::None}, "turn"},
    {"ship-not-yours", "{0} is not one of your ships.", {K::Ship, K::None, K::None}, "turn"},
    {"ship-not-unplaced", "{0} is not an unplaced ship of your fleet.", {K::Ship, K::None, K::None}, "turn"},
    {"ship-not-docked", "{0} is not docked at an orbital facility.", {K::Ship, K::None, K::None}, "turn"},
    {"duplicate-ship", "{0} is named twice.", {K::Ship, K::None, K::None}, "turn"},
    {"wrong-ship-count", "The {0} takes {1} ships at a time.", {K::Facility, K::Count, K::None}, "turn"},
    {"ports-full", "The {0} has no free docking port for these ships.", {K::Facility, K::None, K::None}, "turn"},
    {"values-not-equal", "The ships docked at the {0} must all show the same value.", {K::Facility, K::None, K::None},
     "turn"},
    {"not-a-run", "The Raiders' Outpost needs three ships with consecutive values.", none, "raiders-outpost"},
    {"value-too-low", "Each ship docked at the {0} must be at least {1}; this one is {2}.",
     {K::Facility, K::Number, K::Number}, "lunar-mine"},
    {"value-must-be", "The {0} needs a ship showing {1}, not {2}.", {K::Facility, K::Number, K::Number},
     "terraforming-station"},
    {"not-enough-fuel", "This costs {0} fuel and you have {1}.", {K::Number, K::Number, K::None}, "turn"},
    {"not-enough-ore", "This costs {0} ore and you have {1}.", {K::Number, K::Number, K::None}, "turn"},
    {"no-colony-left", "You have no colony left to place.", none, "colonies"},
    {"territory-required", "Choose the territory where the colony lands.", {K::Facility, K::None, K::None},
     "colonies"},
    {"unexpected-parameter", "This action does not take that choice.", none, "turn"},
    {"repulsor-blocks", "The Repulsor Field on {0} stops colonies being added there or taken away.",
     {K::Territory, K::None, K::None}, "repulsor"},
    {"fleet-too-small", "The Terraforming Station may not leave you with fewer than {0} ships of your colour.",
     {K::Count, K::None, K::None}, "R-17"},
    {"stock-empty", "Your ship stock is empty: there is no ship to build.", none, "shipyard"},
    {"bump-too-low", "The ships at the Raiders' Outpost total {0}: a new run must total more; yours totals {1}.",
     {K::Number, K::Number, K::None}, "raiders-outpost"},
    {"cannot-bump-own-run", "Under these rules you cannot bump your own run at the Raiders' Outpost.", none,
     "raiders-outpost"},
    {"raid-too-many", "A raid takes at most {0} resources.", {K::Count, K::None, K::None}, "raiders-outpost"},
    {"raid-from-self", "You cannot raid yourself.", none, "raiders-outpost"},
    {"raid-decoy-protected", "{0} holds the Holographic Decoy: their resources cannot be raided.",
     {K::Player, K::None, K::None}, "holographic-decoy"},
    {"raid-more-than-held", "{0} does not have that many resources.", {K::Player, K::None, K::None},
     "raiders-outpost"},
    {"raid-card-not-held", "{0} does not hold the {1}.", {K::Player, K::Card, K::None}, "raiders-outpost"},
    {"raid-only-decoy", "{0} holds the Holographic Decoy: it is the only card you can take from them.",
     {K::Player, K::None, K::None}, "R-10"},
    {"raid-not-here", "Only a raid at the Raiders' Outpost takes resources or cards.", none, "raiders-outpost"},
    // The seat is not in this game: it has no colour to be named by.
    {"bad-player", "That player is not in this game.", {K::Player, K::None, K::None}, "turn"},
    {"hub-colony-waiting", "Your colony on circle 7 of the Colonist Hub must be launched before you dock there again.",
     none, "R-2"},
    {"hub-track-full", "Your Colonist Hub track has only {0} docking ports.", {K::Count, K::None, K::None},
     "colonist-hub"},
    {"no-hub-colony-ready", "You have no colony on circle 7 of the Colonist Hub (yours is on circle {0}).",
     {K::Number, K::None, K::None}, "colonist-hub"},
    {"no-market-pair", "You have no pair docked at the Orbital Market this turn.", none, "orbital-market"},
    {"no-cycle-left", "Each ship docked at the Alien Artifact allows one cycle; you have none left.", none, "R-25"},
    {"claim-total-too-low", "Your ships docked at the Alien Artifact since the last claim total {0}; a claim needs {1}.",
     {K::Number, K::Number, K::None}, "R-25"},
    {"card-not-on-display", "The {0} is not on display.", {K::Card, K::None, K::None}, "alien-artifact"},
    {"already-hold-card", "You already hold a {0}: nobody may hold two copies.", {K::Card, K::None, K::None},
     "alien-tech"},
    {"must-dock-if-possible", "{0} can still dock at the {1}: only a ship that cannot dock anywhere goes to the "
                              "Maintenance Bay.",
     {K::Ship, K::Facility, K::None}, "R-1"},
    {"ships-still-unplaced", "{0} ships are not docked yet.", {K::Count, K::None, K::None}, "turn"},
    {"wrong-return-count", "You must return exactly {0} tokens to keep 8.", {K::Count, K::None, K::None}, "R-26"},
    {"not-controller", "You do not control {0}.", {K::Territory, K::None, K::None}, "burroughs-desert"},
    {"relic-not-available", "The Relic Ship is not on Burroughs Desert.", none, "R-24"},
    {"isolation-blocks", "The Isolation Field on {0} cancels its bonus.", {K::Territory, K::None, K::None},
     "isolation"},
    {"card-not-held", "You do not hold a {0}.", {K::Card, K::None, K::None}, "alien-tech"},
    {"card-already-used", "The {0} has already been used this turn.", {K::Card, K::None, K::None}, "alien-tech"},
    {"discard-already-used", "Only one discard power may be used each turn.", none, "alien-tech"},
    {"card-used-this-turn", "The {0} was used this turn, so it cannot be discarded.", {K::Card, K::None, K::None},
     "alien-tech"},
    {"no-fuel-power", "The {0} has no power to pay for.", {K::Card, K::None, K::None}, "alien-tech"},
    {"no-discard-power", "The {0} has no discard power.", {K::Card, K::None, K::None}, "alien-tech"},
    {"value-out-of-range", "A ship's value stays between 1 and 6 (this would make {0}).",
     {K::Number, K::None, K::None}, "alien-tech"},
    {"same-ship", "Choose two different ships.", none, "gravity-manipulator"},
    {"not-enough-unplaced", "This needs {0} unplaced ships.", {K::Count, K::None, K::None}, "alien-tech"},
    {"field-not-on-board", "The {0} is not on the board.", {K::Field, K::None, K::None}, "booster-pod"},
    {"same-territory", "It is already on {0}: choose another territory.", {K::Territory, K::None, K::None}, "R-14"},
    {"no-colony-there", "{0} has no colony on {1}.", {K::Player, K::Territory, K::None}, "colonies"},
    {"territory-empty", "{0} has no colonies.", {K::Territory, K::None, K::None}, "R-7"},
    {"burroughs-exempt", "The Data Crystal cannot borrow the Burroughs Desert bonus.", none, "R-7"},
    {"bay-immune", "Ships on the Maintenance Bay cannot be moved by alien tech.", none, "maintenance-bay"},
    {"terraforming-locked", "A ship on the Terraforming Station cannot be moved to another facility.", none,
     "terraforming-station"},
    {"same-facility", "The ship must move to a different facility than the {0}.", {K::Facility, K::None, K::None},
     "orbital-teleporter"},
    {"target-not-allowed", "The ship cannot be moved onto the {0}.", {K::Facility, K::None, K::None},
     "mind-control-helmet"},
    {"own-ship", "{0} is yours: this power only targets other players' ships.", {K::Ship, K::None, K::None},
     "plasma-cannon"},
    {"too-few-ships-left", "{0} would be left with fewer than {1} ships.", {K::Player, K::Count, K::None}, "R-16"},
    {"nothing-to-take", "There is nothing to take.", none, "temporal-warper"},
    {"card-not-in-discard", "There is no {0} in the discard pile.", {K::Card, K::None, K::None}, "R-5"},
    {"same-player", "Choose colonies of two different players.", none, "polarity-device"},
    {"wrong-value-count", "Enter {0} dice values, not {1}.", {K::Count, K::Number, K::None}, "turn"},
    {"die-out-of-range", "A die shows 1 to 6, not {0}.", {K::Number, K::None, K::None}, "turn"},
    {"card-not-available", "No {0} is left to turn up.", {K::Card, K::None, K::None}, "alien-artifact"},
    {"wrong-card-count", "Enter {0} cards, not {1}.", {K::Count, K::Number, K::None}, "setup"},
    {"no-facility", "That is not an orbital facility you can dock at.", none, "turn"},
    {"supply-empty", "The supply has no {0} left.", {K::Resource, K::None, K::None}, "R-18"},
    {"plasma-one-facility", "The Plasma Cannon fires at one facility per use: {0} is docked at the {1}, not the {2}.",
     {K::Ship, K::Facility, K::Facility}, "R-16"},
    {"board-not-in-game", "Nobody has the {0} board in this game.", {K::Facility, K::None, K::None}, "X-4"},
    {"board-not-in-pool", "The {0} board is not in the draft pool of this game.", {K::Facility, K::None, K::None},
     "X-7"},
    {"board-drawn-twice", "The {0} board is drawn twice.", {K::Facility, K::None, K::None}, "X-7"},
    {"wrong-board-count", "The draft needs {0} boards, not {1}.", {K::Count, K::Number, K::None}, "X-7"},
    {"board-not-offered", "The {0} board is not among the boards still offered.", {K::Facility, K::None, K::None},
     "X-7"},
    {"no-faction-board", "You have no faction board.", none, "X-6"},
    {"no-owner-ability", "The {0} has no owner ability to use: it works by itself.", {K::Facility, K::None, K::None},
     "X-6"},
    {"faction-ability-used", "You have already used the owner ability of the {0} this turn.",
     {K::Facility, K::None, K::None}, "X-6"},
    {"territory-not-empty", "{0} must have no colony on it.", {K::Territory, K::None, K::None}, "X-21"},
    {"not-adjacent", "{1} does not border {0}.", {K::Territory, K::Territory, K::None}, "X-24"},
    {"not-contested", "{0} is not contested: it needs two or more colonies and no controller.",
     {K::Territory, K::None, K::None}, "X-23"},
    {"no-terraforming-ship", "You have no ship docked at the Terraforming Station this turn.", none, "X-16"},
    {"value-shown-by-other", "Another unplaced ship of yours already shows {0}.", {K::Number, K::None, K::None},
     "X-15"},
    {"roll-not-all-different", "The fleet roll did not show all different values.", none, "X-15"},
    {"not-right-after-roll", "This can only be done right after the roll, before anything else.", none, "X-15"},
    {"hub-launch-waiting", "Your colony waits on the Colonist Hub, circle {0}: launch it first.",
     {K::Number, K::None, K::None}, "X-14"},
    {"field-already-on-board", "The {0} is already on the planet.", {K::Field, K::None, K::None}, "X-18"},
    {"no-raid-alongside", "Docking here needs a legal run docked at the Raiders' Outpost in the same action.", none,
     "X-20"},
    {"shipyard-pair-unequal", "Ships docked as a pair at the Shipyard must show the same value.", none, "X-19"},
    {"no-card-to-give", "You have no alien tech card to give.", none, "X-22"},
    {"choice-required", "The {0} needs a choice that is missing or does not fit.", {K::Facility, K::None, K::None},
     "X-6"},
    {"no-ship-chosen", "Choose at least one ship.", none, "turn"},
    {"not-colour-ship", "{0} is not a ship of your colour: this power takes only those.", {K::Ship, K::None, K::None},
     "X-46"},
    {"no-lunar-docking", "No ship of yours has docked at the Lunar Mine this turn.", none, "alien-tech"},
    {"field-not-allowed", "This power cannot place or move the {0}.", {K::Field, K::None, K::None}, "alien-tech"},
    {"too-few-colour-ships", "This needs 5 or 6 ships of your colour in play; you have {0}.",
     {K::Number, K::None, K::None}, "X-46"},
    {"card-not-used-yet", "The {0} has not been used this turn: there is nothing to repeat.",
     {K::Card, K::None, K::None}, "X-51"},
    {"no-printed-fuel-cost", "The {0} has no fuel cost to pay again.", {K::Card, K::None, K::None}, "X-51"},
    {"other-player-required", "Choose another player: this power does not target you.", none, "alien-tech"},
    {"brethren-not-available",
     "The Brethren Ship must be docked at a facility other than the Maintenance Bay and the Lunar Mine.", none, "X-10"},
    {"no-raider-face", "The Brethren Ship hijacks only while it shows its raider face and is not placed yet.", none,
     "X-9"},
    {"hijack-terraforming", "{0} is on the Terraforming Station: it cannot be hijacked.", {K::Ship, K::None, K::None},
     "X-9"},
    {"hijack-itself", "The Brethren Ship cannot hijack itself.", none, "X-9"},
    {"hijacked-to-terraforming", "{0} was hijacked: it cannot dock at the Terraforming Station.",
     {K::Ship, K::None, K::None}, "X-9"},
    {"brethren-not-movable", "Moving the Brethren Ship with an alien tech card is not supported yet.", none, "X-8"},
    {"hub-ship-limit", "With 5 or 6 players each player may have at most {0} ships at the Colonist Hub.",
     {K::Count, K::None, K::None}, "X-58"},
    {"hub-circle-taken", "Every track of the Colonist Hub has a colony on circle {0}: dock a different number of "
                         "ships so that your colony ends on a free circle.",
     {K::Number, K::None, K::None}, "X-58"},
    {"one-token-each", "Take exactly one fuel or one ore from {0}.", {K::Player, K::None, K::None},
     "alien-tech"},
    {"move-every-colony", "Every colony of {0} on {1} must be moved away: there are {2}.",
     {K::Player, K::Territory, K::Number}, "X-52"},
    {"card-token-limit", "The card takes at least 1 token, and now at most {0}.", {K::Number, K::None, K::None},
     "alien-tech"},
    {"colonies-locked", "The colonies of {0} are locked by the Magnetic Lockdown until that player's next turn.",
     {K::Player, K::None, K::None}, "alien-tech"},
    {"agenda-not-in-deck", "That agenda card is not in the agenda deck (agenda number {0}).", {K::Number, K::None, K::None}, "agendas"},
    {"cannot-hold-agenda", "{0} cannot hold that agenda card face down (agenda number {1}).", {K::Player, K::Number, K::None}, "agendas"},
    {"agenda-condition-not-met", "The condition of that agenda card is not met now (agenda number {0}).", {K::Number, K::None, K::None}, "X-25"},
    {"no-agenda-discard", "{0} may discard an agenda card only above the agenda limit ({1}) or right after drawing.", {K::Player, K::Number, K::None}, "X-27"},
    {"no-unnamed-agenda", "{0} has no face-down agenda card left unnamed.", {K::Player, K::None, K::None}, "agendas"},
    {"agenda-limit-first", "{0} is above the agenda limit ({1}): face-down agenda cards must be discarded first.", {K::Player, K::Number, K::None}, "X-27"},
    {"no-agendas-module", "There are no agenda cards in this game.", {K::None, K::None, K::None}, "agendas"},
    {"market-pair-spent", "That Orbital Market pair has already traded or drawn agenda cards this turn.", {K::None, K::None, K::None}, "orbital-market"},
    {"too-many-colonies", "This power moves at most {0} colonies.", {K::Count, K::None, K::None}, "expansions"},
    {"only-before-roll", "This power is used before your fleet is rolled, not after.", none, "alien-tech"},
    {"no-colony-on-card", "{0} has no colony on the {1}.", {K::Player, K::Card, K::None}, "alien-tech"},
    {"card-colonies-to-land", "The {1} leaves its holder: every colony of {0} on it must land on a territory now.",
     {K::Player, K::Card, K::None}, "alien-tech"},
    {"keep-one-agenda-first", "{0} keeps one of the agenda cards just drawn at Prophets of the Artifact and discards the others first.", {K::Player, K::None, K::None}, "faction:prophets-of-the-artifact"},
    {"agenda-not-just-drawn", "{0} discards one of the agenda cards just drawn at Prophets of the Artifact, not an older one (agenda number {1}).", {K::Player, K::Number, K::None}, "faction:prophets-of-the-artifact"},
    {"only-at-turn-start", "The {0} is discarded only at the start of your turn, before the roll.",
     {K::Card, K::None, K::None}, "X-53"},
    {"relic-not-takeable",
     "The Relic Ship cannot be taken: it is already yours, or it is on the Terraforming Station or the Maintenance Bay.",
     none, "X-55"},
    {"facility-not-full", "The {0} still has a free docking port: the grapple docks only where every port is taken.",
     {K::Facility, K::None, K::None}, "X-43"},
    {"place-field-first",
     "The field generator named by the {0}'s die is placed first: choose a territory where you have a colony.",
     {K::Card, K::None, K::None}, "X-56"},
    {"field-straddles-already", "The {0} already straddles a border.", {K::Field, K::None, K::None}, "X-38"},
    {"straddle-to-settle", "The {0} straddles {1} and {2}: the raider settles it in one of the two.",
     {K::Field, K::Territory, K::Territory}, "X-38"},
    {"no-agenda-to-draw", "No agenda card is left to draw.", none, "card:oracle-engine"},
    {"agenda-not-named", "Name the agenda card.", none, "X-50"},
    {"no-face-down-agenda", "{0} has no face-down agenda card.", {K::Player, K::None, K::None}, "card:multiverse-window"},
    {"borrowed-to-terraforming", "{0} is another player's ship used this turn: it cannot dock at the Terraforming Station.",
     {K::Ship, K::None, K::None}, "X-39"},
    {"not-on-bay", "{0} is not on the Maintenance Bay.", {K::Ship, K::None, K::None}, "X-39"},
    {"two-ships-to-take", "This power takes two ships of other players, each from a facility of the board.", none,
     "X-39"},
    {"auto-pilot-occupied", "A ship is already on the {0}.", {K::Card, K::None, K::None}, "X-40"},
    {"no-ship-on-auto-pilot", "No ship is on the {0}.", {K::Card, K::None, K::None}, "X-40"},
    {"auto-pilot-income-first", "{0} first takes the fuel or ore of the {1}.", {K::Player, K::Card, K::None}, "X-40"},
    {"no-auto-pilot-income", "{0} has no fuel or ore of the {1} to take now.", {K::Player, K::Card, K::None}, "X-40"},
    {"scouted-card-on-top", "The {0} is known to lie on top of the draw pile (Scout Drone): it is drawn first, not the {1}.",
     {K::Card, K::Card, K::None}, "card:scout-drone"},
    {"wrong-scout-order", "Put back the cards the {0} looked at, each of them once, top first.",
     {K::Card, K::None, K::None}, "card:scout-drone"},
    {"scout-order-first", "The cards the {0} looked at go back on the draw pile first: choose their order.",
     {K::Card, K::None, K::None}, "card:scout-drone"},
    {"servo-ship-to-terraforming",
     "{0} was taken from the Maintenance Bay with the Astrogation Servo this turn: it cannot dock at the Terraforming "
     "Station.",
     {K::Ship, K::None, K::None}, "card:astrogation-servo"},
    {"lent-card-keeps-nothing",
     "The {0} is lent from the Alien Artifact display: nothing can stay on a card of the display.",
     {K::Card, K::None, K::None}, "card:tele-operator"},
    {"lockdown-lasts", "The Magnetic Lockdown of {0} still lasts: one lock at a time.", {K::Player, K::None, K::None},
     "card:magnetic-lockdown"},
    {"no-end-game-reveal-to-decline", "{0} has no agenda card left that could be revealed at the end of the game.",
     {K::Player, K::None, K::None}, "X-28"},
    {"end-game-reveals-closed", "{0} has said there are no more agenda cards to reveal.", {K::Player, K::None, K::None},
     "X-28"},
}};

// The English text of the reasons with a Count argument, when the count is 1.
constexpr std::array<std::pair<Reason, std::string_view>, 13> kSingular{{
    {Reason::WrongShipCount, "The {0} takes {1} ship at a time."},
    {Reason::HubTrackFull, "Your Colonist Hub track has only {0} docking port."},
    {Reason::FleetTooSmall, "The Terraforming Station may not leave you with fewer than {0} ship of your colour."},
    {Reason::RaidTooMany, "A raid takes at most {0} resource."},
    {Reason::ShipsStillUnplaced, "{0} ship is not docked yet."},
    {Reason::WrongReturnCount, "You must return exactly {0} token to keep 8."},
    {Reason::NotEnoughUnplaced, "This needs {0} unplaced ship."},
    {Reason::TooFewShipsLeft, "{0} would be left with fewer than {1} ship."},
    {Reason::WrongValueCount, "Enter {0} die value, not {1}."},
    {Reason::WrongCardCount, "Enter {0} card, not {1}."},
    {Reason::WrongBoardCount, "The draft needs {0} board, not {1}."},
    {Reason::HubShipLimit, "With 5 or 6 players each player may have at most {0} ship at the Colonist Hub."},
    {Reason::TooManyColonies, "This power moves at most {0} colony."},
}};

std::string argText(const GameState &state, ArgKind kind, int value)
{
    const auto colorOf = [&](int seat) -> std::optional<Color> {
        if (seat >= 0 && seat < state.playerCount)
            return state.players[seat].color;
        return std::nullopt;
    };
    switch (kind) {
    case ArgKind::None:
        return {};
    case ArgKind::Number:
    case ArgKind::Count:
        return std::to_string(value);
    case ArgKind::Facility:
        return value >= 0 && value < kFacilityCount + kFactionCount ? std::string(displayName(static_cast<Facility>(value)))
                                                                       : "?";
    case ArgKind::Territory:
        return value >= 0 && value < kTerritoryCount ? std::string(displayName(static_cast<Territory>(value))) : "?";
    case ArgKind::Card:
        return value >= 0 && value < kCardCount ? std::string(displayName(static_cast<Card>(value))) : "?";
    case ArgKind::Field:
        return value >= 0 && value < kFieldCount ? std::string(displayName(static_cast<Field>(value))) : "?";
    case ArgKind::Player: {
        const auto color = colorOf(value);
        return color ? std::string(displayName(*color)) : "?";
    }
    case ArgKind::Ship: {
        if (value == kRelicShip)
            return "the Relic Ship";
        if (value == kBrethrenShip)
            return "the Brethren Ship";
        const auto color = value >= 0 ? colorOf(value / kShipsPerColor) : std::nullopt;
        if (!color)
            return "?";
        std::string text = "ship "; // appended, not "a" + b: GCC 12 warns falsely on the latter (-Wrestrict)
        text += toId(*color);
        text += '-';
        text += std::to_string(value % kShipsPerColor + 1);
        return text;
    }
    case ArgKind::Stage:
        return std::string(stageId(value));
    case ArgKind::Resource:
        return value == 0 ? "fuel" : "ore";
    }
    return {};
}

} // namespace

const ReasonInfo &reasonInfo(Reason reason) { return kReasons[idx(reason)]; }

std::string_view englishSingular(Reason reason)
{
    for (const auto &[r, text] : kSingular)
        if (r == reason)
            return text;
    return {};
}

std::optional<Reason> reasonFromId(std::string_view id)
{
    for (int i = 0; i < kReasonCount; ++i)
        if (kReasons[i].id == id)
            return static_cast<Reason>(i);
    return std::nullopt;
}

Rejection reject(Reason reason, std::string_view rule, int a, int b, int c)
{
    return Rejection{reason, {a, b, c}, rule.empty() ? reasonInfo(reason).rule : rule};
}

std::string describe(const Rejection &rejection, const GameState &state)
{
    const ReasonInfo &info = reasonInfo(rejection.reason);
    std::string_view text = info.english;
    for (int n = 0; n < 3; ++n)
        if (info.args[n] == ArgKind::Count && rejection.args[n] == 1)
            text = englishSingular(rejection.reason);
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char ch = text[i];
        if (ch == '{' && i + 2 < text.size() && text[i + 2] == '}') {
            const int n = text[i + 1] - '0';
            if (n >= 0 && n < 3) {
                out += argText(state, info.args[n], rejection.args[n]);
                i += 2;
                continue;
            }
        }
        out += ch;
    }
    // A sentence starts with a capital, also when it starts with a ship ("Ship blue-2 ...", "The Relic Ship ...").
    if (!out.empty() && out[0] >= 'a' && out[0] <= 'z')
        out[0] = static_cast<char>(out[0] - 'a' + 'A');
    return out;
}

std::string_view stageId(int stage)
{
    switch (static_cast<Stage>(stage)) {
    case Stage::Deal:
        return "deal";
    case Stage::Roll:
        return "roll";
    case Stage::Main:
        return "main";
    case Stage::Reveal:
        return "reveal";
    case Stage::Reroll:
        return "reroll";
    case Stage::GameOver:
        return "game-over";
    case Stage::BoardDraw:
        return "board-draw";
    case Stage::BoardPick:
        return "board-pick";
    case Stage::AgendaDeal:
        return "agenda-deal";
    case Stage::AgendaDraw:
        return "agenda-draw";
    case Stage::TurnStart:
        return "turn-start";
    case Stage::FieldRoll:
        return "field-roll";
    case Stage::FieldPlace:
        return "field-place";
    case Stage::ScoutLook:
        return "scout-look";
    case Stage::ScoutOrder:
        return "scout-order";
    }
    return "?";
}

} // namespace af
