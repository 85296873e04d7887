#include "messages.h"

#include "names.h"

#include <QCoreApplication>
#include <QLocale>

#include <array>

namespace afapp {

namespace {

// One template per af::Reason, in the enum's order, with the same placeholders as the engine's English text
// (the engine's reasonInfo(reason).args say what each placeholder is), except that a Count is %n, so that each
// language gives the noun its plural forms. tst_messages checks both.
constexpr std::array<const char *, af::kReasonCount> kTemplates{
    QT_TRANSLATE_NOOP("Messages", "That is not possible now: the game is waiting for {0}."),
    QT_TRANSLATE_NOOP("Messages", "The game is over."),
    QT_TRANSLATE_NOOP("Messages", "This is not supported yet."),
    QT_TRANSLATE_NOOP("Messages", "That ship is not in this game."),
    QT_TRANSLATE_NOOP("Messages", "{0} is not one of your ships."),
    QT_TRANSLATE_NOOP("Messages", "{0} is not an unplaced ship of your fleet."),
    QT_TRANSLATE_NOOP("Messages", "{0} is not docked at an orbital facility."),
    QT_TRANSLATE_NOOP("Messages", "{0} is named twice."),
    QT_TRANSLATE_N_NOOP("Messages", "The {0} takes %n ship(s) at a time."),
    QT_TRANSLATE_NOOP("Messages", "The {0} has no free docking port for these ships."),
    QT_TRANSLATE_NOOP("Messages", "The ships docked at the {0} must all show the same value."),
    QT_TRANSLATE_NOOP("Messages", "The Raiders' Outpost needs three ships with consecutive values."),
    QT_TRANSLATE_NOOP("Messages", "Each ship docked at the {0} must be at least {1}; this one is {2}."),
    QT_TRANSLATE_NOOP("Messages", "The {0} needs a ship showing {1}, not {2}."),
    QT_TRANSLATE_NOOP("Messages", "This costs {0} fuel and you have {1}."),
    QT_TRANSLATE_NOOP("Messages", "This costs {0} ore and you have {1}."),
    QT_TRANSLATE_NOOP("Messages", "You have no colony left to place."),
    QT_TRANSLATE_NOOP("Messages", "Choose the territory where the colony lands."),
    QT_TRANSLATE_NOOP("Messages", "This action does not take that choice."),
    QT_TRANSLATE_NOOP("Messages", "The Repulsor Field on {0} stops colonies being added there or taken away."),
    QT_TRANSLATE_N_NOOP("Messages", "The Terraforming Station may not leave you with fewer than %n ship(s) of your colour."),
    QT_TRANSLATE_NOOP("Messages", "Your ship stock is empty: there is no ship to build."),
    QT_TRANSLATE_NOOP("Messages",
                      "The ships at the Raiders' Outpost total {0}: a new run must total more; yours totals {1}."),
    QT_TRANSLATE_NOOP("Messages", "Under these rules you cannot bump your own run at the Raiders' Outpost."),
    QT_TRANSLATE_N_NOOP("Messages", "A raid takes at most %n resource(s)."),
    QT_TRANSLATE_NOOP("Messages", "You cannot raid yourself."),
    QT_TRANSLATE_NOOP("Messages", "{0} holds the Holographic Decoy: their resources cannot be raided."),
    QT_TRANSLATE_NOOP("Messages", "{0} does not have that many resources."),
    QT_TRANSLATE_NOOP("Messages", "{0} does not hold the {1}."),
    QT_TRANSLATE_NOOP("Messages", "{0} holds the Holographic Decoy: it is the only card you can take from them."),
    QT_TRANSLATE_NOOP("Messages", "Only a raid at the Raiders' Outpost takes resources or cards."),
    QT_TRANSLATE_NOOP("Messages", "That player is not in this game."),
    QT_TRANSLATE_NOOP("Messages",
                      "Your colony on circle 7 of the Colonist Hub must be launched before you dock there again."),
    QT_TRANSLATE_N_NOOP("Messages", "Your Colonist Hub track has only %n docking port(s)."),
    QT_TRANSLATE_NOOP("Messages", "You have no colony on circle 7 of the Colonist Hub (yours is on circle {0})."),
    QT_TRANSLATE_NOOP("Messages", "You have no pair docked at the Orbital Market this turn."),
    QT_TRANSLATE_NOOP("Messages", "Each ship docked at the Alien Artifact allows one cycle; you have none left."),
    QT_TRANSLATE_NOOP("Messages",
                      "Your ships docked at the Alien Artifact since the last claim total {0}; a claim needs {1}."),
    QT_TRANSLATE_NOOP("Messages", "The {0} is not on display."),
    QT_TRANSLATE_NOOP("Messages", "You already hold a {0}: nobody may hold two copies."),
    QT_TRANSLATE_NOOP("Messages", "{0} can still dock at the {1}: only a ship that cannot dock anywhere goes to the "
                                  "Maintenance Bay."),
    QT_TRANSLATE_N_NOOP("Messages", "%n ship(s) are not docked yet."),
    QT_TRANSLATE_N_NOOP("Messages", "You must return exactly %n token(s) to keep 8."),
    QT_TRANSLATE_NOOP("Messages", "You do not control {0}."),
    QT_TRANSLATE_NOOP("Messages", "The Relic Ship is not on Burroughs Desert."),
    QT_TRANSLATE_NOOP("Messages", "The Isolation Field on {0} cancels its bonus."),
    QT_TRANSLATE_NOOP("Messages", "You do not hold a {0}."),
    QT_TRANSLATE_NOOP("Messages", "The {0} has already been used this turn."),
    QT_TRANSLATE_NOOP("Messages", "Only one discard power may be used each turn."),
    QT_TRANSLATE_NOOP("Messages", "The {0} was used this turn, so it cannot be discarded."),
    QT_TRANSLATE_NOOP("Messages", "The {0} has no power to pay for."),
    QT_TRANSLATE_NOOP("Messages", "The {0} has no discard power."),
    QT_TRANSLATE_NOOP("Messages", "A ship's value stays between 1 and 6 (this would make {0})."),
    QT_TRANSLATE_NOOP("Messages", "Choose two different ships."),
    QT_TRANSLATE_N_NOOP("Messages", "This needs %n unplaced ship(s)."),
    QT_TRANSLATE_NOOP("Messages", "The {0} is not on the board."),
    QT_TRANSLATE_NOOP("Messages", "It is already on {0}: choose another territory."),
    QT_TRANSLATE_NOOP("Messages", "{0} has no colony on {1}."),
    QT_TRANSLATE_NOOP("Messages", "{0} has no colonies."),
    QT_TRANSLATE_NOOP("Messages", "The Data Crystal cannot borrow the Burroughs Desert bonus."),
    QT_TRANSLATE_NOOP("Messages", "Ships on the Maintenance Bay cannot be moved by alien tech."),
    QT_TRANSLATE_NOOP("Messages", "A ship on the Terraforming Station cannot be moved to another facility."),
    QT_TRANSLATE_NOOP("Messages", "The ship must move to a different facility than the {0}."),
    QT_TRANSLATE_NOOP("Messages", "The ship cannot be moved onto the {0}."),
    QT_TRANSLATE_NOOP("Messages", "{0} is yours: this power only targets other players' ships."),
    QT_TRANSLATE_N_NOOP("Messages", "{0} would be left with fewer than %n ship(s)."),
    QT_TRANSLATE_NOOP("Messages", "There is nothing to take."),
    QT_TRANSLATE_NOOP("Messages", "There is no {0} in the discard pile."),
    QT_TRANSLATE_NOOP("Messages", "Choose colonies of two different players."),
    QT_TRANSLATE_N_NOOP("Messages", "Enter %n dice value(s), not {1}."),
    QT_TRANSLATE_NOOP("Messages", "A die shows 1 to 6, not {0}."),
    QT_TRANSLATE_NOOP("Messages", "No {0} is left to turn up."),
    QT_TRANSLATE_N_NOOP("Messages", "Enter %n card(s), not {1}."),
    QT_TRANSLATE_NOOP("Messages", "That is not an orbital facility you can dock at."),
    QT_TRANSLATE_NOOP("Messages", "The supply has no {0} left."),
    QT_TRANSLATE_NOOP("Messages", "The Plasma Cannon fires at one facility per use: {0} is docked at the {1}, not the {2}."),
    // Factions module (a faction board is named as a facility).
    QT_TRANSLATE_NOOP("Messages", "Nobody has the {0} board in this game."),
    QT_TRANSLATE_NOOP("Messages", "The {0} board is not in the draft pool of this game."),
    QT_TRANSLATE_NOOP("Messages", "The {0} board is drawn twice."),
    QT_TRANSLATE_N_NOOP("Messages", "The draft needs %n board(s), not {1}."),
    QT_TRANSLATE_NOOP("Messages", "The {0} board is not among the boards still offered."),
    QT_TRANSLATE_NOOP("Messages", "You have no faction board."),
    QT_TRANSLATE_NOOP("Messages", "The {0} has no owner ability to use: it works by itself."),
    QT_TRANSLATE_NOOP("Messages", "You have already used the owner ability of the {0} this turn."),
    QT_TRANSLATE_NOOP("Messages", "{0} must have no colony on it."),
    QT_TRANSLATE_NOOP("Messages", "{1} does not border {0}."),
    QT_TRANSLATE_NOOP("Messages", "{0} is not contested: it needs two or more colonies and no controller."),
    QT_TRANSLATE_NOOP("Messages", "You have no ship docked at the Terraforming Station this turn."),
    QT_TRANSLATE_NOOP("Messages", "Another unplaced ship of yours already shows {0}."),
    QT_TRANSLATE_NOOP("Messages", "The fleet roll did not show all different values."),
    QT_TRANSLATE_NOOP("Messages", "This can only be done right after the roll, before anything else."),
    QT_TRANSLATE_NOOP("Messages", "Your colony waits on the Colonist Hub, circle {0}: launch it first."),
    QT_TRANSLATE_NOOP("Messages", "The {0} is already on the planet."),
    QT_TRANSLATE_NOOP("Messages", "Docking here needs a legal run docked at the Raiders' Outpost in the same action."),
    QT_TRANSLATE_NOOP("Messages", "Ships docked as a pair at the Shipyard must show the same value."),
    QT_TRANSLATE_NOOP("Messages", "You have no alien tech card to give."),
    QT_TRANSLATE_NOOP("Messages", "The {0} needs a choice that is missing or does not fit."),
    QT_TRANSLATE_NOOP("Messages", "Choose at least one ship."),
    QT_TRANSLATE_NOOP("Messages", "{0} is not a ship of your colour: this power takes only those."),
    QT_TRANSLATE_NOOP("Messages", "No ship of yours has docked at the Lunar Mine this turn."),
    QT_TRANSLATE_NOOP("Messages", "This power cannot place or move the {0}."),
    QT_TRANSLATE_NOOP("Messages", "This needs 5 or 6 ships of your colour in play; you have {0}."),
    QT_TRANSLATE_NOOP("Messages", "The {0} has not been used this turn: there is nothing to repeat."),
    QT_TRANSLATE_NOOP("Messages", "The {0} has no fuel cost to pay again."),
    QT_TRANSLATE_NOOP("Messages", "Choose another player: this power does not target you."),
    QT_TRANSLATE_NOOP("Messages", "The Brethren Ship must be docked at a facility other than the Maintenance Bay and the Lunar Mine."),
    QT_TRANSLATE_NOOP("Messages", "The Brethren Ship hijacks only while it shows its raider face and is not placed yet."),
    QT_TRANSLATE_NOOP("Messages", "{0} is on the Terraforming Station: it cannot be hijacked."),
    QT_TRANSLATE_NOOP("Messages", "The Brethren Ship cannot hijack itself."),
    QT_TRANSLATE_NOOP("Messages", "{0} was hijacked: it cannot dock at the Terraforming Station."),
    QT_TRANSLATE_NOOP("Messages", "Moving the Brethren Ship with an alien tech card is not supported yet."),
    QT_TRANSLATE_N_NOOP("Messages", "With 5 or 6 players each player may have at most %n ship(s) at the Colonist Hub."),
    QT_TRANSLATE_NOOP("Messages", "Every track of the Colonist Hub has a colony on circle {0}: dock a different number "
                                  "of ships so that your colony ends on a free circle."),
    QT_TRANSLATE_NOOP("Messages", "Take exactly one fuel or one ore from {0}."),
    QT_TRANSLATE_NOOP("Messages", "Every colony of {0} on {1} must be moved away: there are {2}."),
    QT_TRANSLATE_NOOP("Messages", "The card takes at least 1 token, and now at most {0}."),
    QT_TRANSLATE_NOOP("Messages", "The colonies of {0} are locked by the Magnetic Lockdown until that player's next "
                                  "turn."),
    QT_TRANSLATE_NOOP("Messages", "That agenda card is not in the agenda deck (agenda number {0})."),
    QT_TRANSLATE_NOOP("Messages", "{0} cannot hold that agenda card face down (agenda number {1})."),
    QT_TRANSLATE_NOOP("Messages", "The condition of that agenda card is not met now (agenda number {0})."),
    QT_TRANSLATE_NOOP("Messages", "{0} may discard an agenda card only above the agenda limit ({1}) or right after drawing."),
    QT_TRANSLATE_NOOP("Messages", "{0} has no face-down agenda card left unnamed."),
    QT_TRANSLATE_NOOP("Messages", "{0} is above the agenda limit ({1}): face-down agenda cards must be discarded first."),
    QT_TRANSLATE_NOOP("Messages", "There are no agenda cards in this game."),
    QT_TRANSLATE_NOOP("Messages", "That Orbital Market pair has already traded or drawn agenda cards this turn."),
    QT_TRANSLATE_N_NOOP("Messages", "This power moves at most %n colony(ies)."),
    QT_TRANSLATE_NOOP("Messages", "This power is used before your fleet is rolled, not after."),
    QT_TRANSLATE_NOOP("Messages", "{0} has no colony on the {1}."),
    QT_TRANSLATE_NOOP("Messages", "The {1} leaves its holder: every colony of {0} on it must land on a territory now."),
    QT_TRANSLATE_NOOP("Messages", "{0} keeps one of the agenda cards just drawn at Prophets of the Artifact and discards the others first."),
    QT_TRANSLATE_NOOP("Messages", "{0} discards one of the agenda cards just drawn at Prophets of the Artifact, not an older one (agenda number {1})."),
    QT_TRANSLATE_NOOP("Messages", "The {0} is discarded only at the start of your turn, before the roll."),
    QT_TRANSLATE_NOOP("Messages", "The Relic Ship cannot be taken: it is already yours, or it is on the Terraforming "
                                  "Station or the Maintenance Bay."),
    QT_TRANSLATE_NOOP("Messages", "The {0} still has a free docking port: the grapple docks only where every port is taken."),
    QT_TRANSLATE_NOOP("Messages", "The field generator named by the {0}'s die is placed first: choose a territory where "
                                  "you have a colony."),
    QT_TRANSLATE_NOOP("Messages", "The {0} already straddles a border."),
    QT_TRANSLATE_NOOP("Messages", "The {0} straddles {1} and {2}: the raider settles it in one of the two."),
    QT_TRANSLATE_NOOP("Messages", "No agenda card is left to draw."),
    QT_TRANSLATE_NOOP("Messages", "Name the agenda card."),
    QT_TRANSLATE_NOOP("Messages", "{0} has no face-down agenda card."),
    QT_TRANSLATE_NOOP("Messages", "{0} is another player's ship used this turn: it cannot dock at the Terraforming "
                                  "Station."),
    QT_TRANSLATE_NOOP("Messages", "{0} is not on the Maintenance Bay."),
    QT_TRANSLATE_NOOP("Messages", "This power takes two ships of other players, each from a facility of the board."),
    QT_TRANSLATE_NOOP("Messages", "A ship is already on the {0}."),
    QT_TRANSLATE_NOOP("Messages", "No ship is on the {0}."),
    QT_TRANSLATE_NOOP("Messages", "{0} first takes the fuel or ore of the {1}."),
    QT_TRANSLATE_NOOP("Messages", "{0} has no fuel or ore of the {1} to take now."),
    QT_TRANSLATE_NOOP("Messages", "The {0} is known to lie on top of the draw pile (Scout Drone): it is drawn first, not the {1}."),
    QT_TRANSLATE_NOOP("Messages", "Put back the cards the {0} looked at, each of them once, top first."),
    QT_TRANSLATE_NOOP("Messages", "The cards the {0} looked at go back on the draw pile first: choose their order."),
    QT_TRANSLATE_NOOP("Messages", "{0} was taken from the Maintenance Bay with the Astrogation Servo this turn: it "
                                  "cannot dock at the Terraforming Station."),
    QT_TRANSLATE_NOOP("Messages", "The {0} is lent from the Alien Artifact display: nothing can stay on a card of the "
                                  "display."),
    QT_TRANSLATE_NOOP("Messages", "The Magnetic Lockdown of {0} still lasts: one lock at a time."),
    QT_TRANSLATE_NOOP("Messages", "{0} has no agenda card left that could be revealed at the end of the game."),
    QT_TRANSLATE_NOOP("Messages", "{0} has said there are no more agenda cards to reveal."),
};

QString qs(std::string_view v) { return QString::fromUtf8(v.data(), static_cast<qsizetype>(v.size())); }

QString argText(const MessageContext &context, af::ArgKind kind, int value)
{
    using K = af::ArgKind;
    switch (kind) {
    case K::None:
        return {};
    case K::Number:
    case K::Count:
        return QLocale().toString(value);
    case K::Facility:
        return value >= 0 && value < af::kFacilityCount + af::kFactionCount
                   ? facilityName(static_cast<af::Facility>(value))
                   : QStringLiteral("?");
    case K::Territory:
        return value >= 0 && value < af::kTerritoryCount ? territoryName(static_cast<af::Territory>(value))
                                                         : QStringLiteral("?");
    case K::Card:
        return value >= 0 && value < af::kCardCount ? cardName(static_cast<af::Card>(value)) : QStringLiteral("?");
    case K::Field:
        return value >= 0 && value < af::kFieldCount ? fieldName(static_cast<af::Field>(value)) : QStringLiteral("?");
    case K::Player:
        return playerLabel(context, value);
    case K::Ship:
        return shipLabel(context, value);
    case K::Stage:
        return stagePhrase(value);
    case K::Resource:
        return resourceName(value == 0 ? af::Resource::Fuel : af::Resource::Ore);
    }
    return {};
}

} // namespace

const char *reasonSourceText(af::Reason reason)
{
    const int i = af::idx(reason);
    return i >= 0 && i < af::kReasonCount ? kTemplates[i] : nullptr;
}

QString reasonTemplate(af::Reason reason, int count)
{
    const char *source = reasonSourceText(reason);
    return source ? QCoreApplication::translate("Messages", source, nullptr, count) : QString();
}

std::optional<int> countArgument(af::Reason reason)
{
    const af::ReasonInfo &info = af::reasonInfo(reason);
    for (int i = 0; i < 3; ++i)
        if (info.args[i] == af::ArgKind::Count)
            return i;
    return std::nullopt;
}

QString playerLabel(const MessageContext &context, int seat)
{
    const QString name = seat >= 0 && seat < context.playerNames.size() ? context.playerNames[seat].trimmed() : QString();
    if (context.state && seat >= 0 && seat < context.state->playerCount)
        return playerCalled(name, context.state->players[seat].color);
    if (!name.isEmpty())
        return isolatedName(name);
    //: A player named by seat number when no name is known
    return QCoreApplication::translate("Messages", "player %1").arg(seat + 1);
}

QString shipLabel(const MessageContext &context, int ship)
{
    if (ship < 0 || ship >= af::kShipCount)
        return QStringLiteral("#%1").arg(ship);
    const int value = context.state ? context.state->ships[ship].value : 0;
    QString label;
    if (af::isRelic(ship)) {
        label = QCoreApplication::translate("Messages", "the Relic Ship");
    } else if (ship == af::kBrethrenShip) {
        //: The Brethren of the Stars' die (Factions expansion)
        label = QCoreApplication::translate("Messages", "the Brethren Ship");
    } else {
        //: %1 is a player's name, %2 the number of the ship (1 to 6)
        label = QCoreApplication::translate("Messages", "%1's ship %2")
                    .arg(playerLabel(context, ship / af::kShipsPerColor),
                         QString::number(ship % af::kShipsPerColor + 1));
    }
    if (value > 0)
        //: A ship and the value its die shows, e.g. "Alice's ship 2 (showing 5)"
        label = QCoreApplication::translate("Messages", "%1 (showing %2)").arg(label, QString::number(value));
    return label;
}

Message describeRejection(const af::Rejection &rejection, const MessageContext &context)
{
    const af::ReasonInfo &info = af::reasonInfo(rejection.reason);
    const std::optional<int> count = countArgument(rejection.reason);
    QString text = reasonTemplate(rejection.reason, count ? rejection.args[*count] : -1);
    for (int i = 0; i < 3; ++i) {
        const QString placeholder = QStringLiteral("{%1}").arg(i);
        if (text.contains(placeholder))
            text.replace(placeholder, argText(context, info.args[i], rejection.args[i]));
    }
    // Sentences start with a capital even when they start with a name ("the Relic Ship ...").
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    Message m;
    m.text = singleFullStops(text);
    m.reasonId = qs(info.id);
    m.ruleId = qs(rejection.rule.empty() ? info.rule : rejection.rule);
    m.ruleTitle = ruleTitle(m.ruleId);
    return m;
}

// Position problems from af::validateState: the engine's English templates, for translation.
constexpr const char *kStateProblems[] = {
    QT_TRANSLATE_NOOP("StateProblem", "a game has {0} to {1} players, not {2}."),
    QT_TRANSLATE_NOOP("StateProblem", "unknown colour."),
    QT_TRANSLATE_NOOP("StateProblem", "on the freeform Colonist Hub (5-6 players) the colonies stand on tracks 1 to 4."),
    QT_TRANSLATE_NOOP("StateProblem", "two colonies stand on the same circle of the Colonist Hub (track {0}, circle {1})."),
    QT_TRANSLATE_NOOP("StateProblem", "purple and white come with Edition X; this ruleset has red, blue, green and yellow."),
    QT_TRANSLATE_NOOP("StateProblem", "two players share the colour {0}."),
    QT_TRANSLATE_NOOP("StateProblem", "resources cannot be negative."),
    QT_TRANSLATE_NOOP("StateProblem", "more tokens than the game has ({0} fuel, {1} ore)."),
    QT_TRANSLATE_NOOP("StateProblem", "cannot be negative."),
    QT_TRANSLATE_NOOP("StateProblem", "the Colonist Hub has circles 1 to 7 (0: none)."),
    QT_TRANSLATE_NOOP("StateProblem", "this player's colonies in all (hand, Hub and territories): {0}; this game gives each player {1}."),
    QT_TRANSLATE_NOOP("StateProblem", "unknown card."),
    QT_TRANSLATE_NOOP("StateProblem", "ships of an unused seat are on the board."),
    QT_TRANSLATE_NOOP("StateProblem", "a ship of this colour is neither in the stock nor in play."),
    QT_TRANSLATE_NOOP("StateProblem", "only the active player has ships gathered in a fleet."),
    QT_TRANSLATE_NOOP("StateProblem", "unknown facility."),
    QT_TRANSLATE_NOOP("StateProblem", "a docked ship shows a value from 1 to 6."),
    QT_TRANSLATE_NOOP("StateProblem", "a docked ship must name the player it was docked for."),
    QT_TRANSLATE_NOOP("StateProblem", "a die shows 1 to 6."),
    QT_TRANSLATE_NOOP("StateProblem", "the fleet has not been rolled yet in the roll stage."),
    QT_TRANSLATE_NOOP("StateProblem", "an unplaced ship must show its rolled value."),
    QT_TRANSLATE_NOOP("StateProblem", "the Relic Ship is on Burroughs Desert exactly when nobody holds it."),
    QT_TRANSLATE_NOOP("StateProblem", "the Relic Ship never goes to the stock."),
    QT_TRANSLATE_NOOP("StateProblem", "no such player."),
    QT_TRANSLATE_NOOP("StateProblem", "only the player controlling Burroughs Desert holds the Relic Ship."),
    QT_TRANSLATE_NOOP("StateProblem", "with the Isolation Field on Burroughs Desert the Relic Ship stays there."),
    QT_TRANSLATE_NOOP("StateProblem", "more ships are docked at the {0} than it has ports for {1} players."),
    QT_TRANSLATE_NOOP("StateProblem", "the deck has {0} × {1}; this position has {2}."),
    QT_TRANSLATE_NOOP("StateProblem", "with the limited supply, the supply and the players hold exactly {0} fuel and {1} ore (here {2} fuel and {3} ore)."),
    QT_TRANSLATE_NOOP("StateProblem", "unknown territory."),
    QT_TRANSLATE_NOOP("StateProblem", "unknown stage."),
    QT_TRANSLATE_NOOP("StateProblem", "a player has landed every colony: the game is over."),
    QT_TRANSLATE_NOOP("StateProblem", "the game is over only when a player has landed every colony."),
    QT_TRANSLATE_NOOP("StateProblem", "cards to reveal go with the reveal stage (1 to 3)."),
    QT_TRANSLATE_NOOP("StateProblem", "ships to re-roll go with the re-roll stage."),
    QT_TRANSLATE_NOOP("StateProblem", "only the active player's unplaced ships are re-rolled."),
    QT_TRANSLATE_NOOP("StateProblem", "more ships docked at the Colonist Hub this turn than a player has."),
    QT_TRANSLATE_NOOP("StateProblem", "the Relic Ship is in a fleet only when its holder is the active player."),
    QT_TRANSLATE_NOOP("StateProblem", "before the roll, every ship the active player has in play is gathered in the fleet."),
    QT_TRANSLATE_NOOP("StateProblem", "nothing has been done in a turn before its roll."),
    QT_TRANSLATE_NOOP("StateProblem", "{0} was used this turn, but the active player does not hold it."),
    QT_TRANSLATE_NOOP("StateProblem", "{0} has no fuel power."),
    QT_TRANSLATE_NOOP("StateProblem", "a bonus is borrowed exactly when the Data Crystal's fuel power was used this turn, from one territory other than Burroughs Desert."),
    QT_TRANSLATE_NOOP("StateProblem", "the turn does not count the active player's ships docked at the {0} this turn."),
    QT_TRANSLATE_NOOP("StateProblem", "a ship docked for a player other than its owner was taken with the {0}, which this ruleset does not have."),
    QT_TRANSLATE_NOOP("StateProblem", "a ship on the {0} is always docked for its owner."),
    QT_TRANSLATE_NOOP("StateProblem", "before the roll, no ship is docked for the active player yet."),
    QT_TRANSLATE_NOOP("StateProblem", "a ship taken with the {0} goes back to its owner when the owner's turn starts: it can be docked only for a player whose turn has come since the owner's last turn."),
    QT_TRANSLATE_NOOP("StateProblem", "a player takes at most one ship with the {0} in a turn."),
    QT_TRANSLATE_NOOP("StateProblem", "a ship of another player is docked for the active player, but the {0} is not among the fuel powers used this turn."),
    QT_TRANSLATE_NOOP("StateProblem", "the Brethren Ship is in play exactly when a player has the Brethren of the Stars board, and never in the stock."),
    QT_TRANSLATE_NOOP("StateProblem", "the Brethren Ship has no value; it is in a fleet only while its owner is the active player, with its raider face after the roll."),
    QT_TRANSLATE_NOOP("StateProblem", "a borrowed ship is another player's colour ship or Relic Ship, unplaced in the active player's fleet or docked for the player who borrowed it (never on the Terraforming Station or the Maintenance Bay), in a game with the factions or extra-tech module."),
    QT_TRANSLATE_NOOP("StateProblem", "tokens on {0}: {1}; the card keeps at most {2}, and only while a player holds it."),
    QT_TRANSLATE_NOOP("StateProblem", "{0} keeps fuel only."),
    QT_TRANSLATE_NOOP("StateProblem", "fuel is on the Magnetic Lockdown only while the lock of a player in the game lasts."),
    QT_TRANSLATE_NOOP("StateProblem", "colonies of players in the game are on {0} only while a player holds it."),
    QT_TRANSLATE_NOOP("StateProblem", "no agenda card is in play without the agendas module."),
    QT_TRANSLATE_NOOP("StateProblem", "each agenda card of the game is in exactly one place: the deck, the discard pile, a hand, or among the unnamed cards."),
    QT_TRANSLATE_NOOP("StateProblem", "{0} agenda cards are unnamed; the deck, the discard pile and the hands hold {1} unnamed cards."),
    QT_TRANSLATE_NOOP("StateProblem", "a reveal window is open only for an agenda card the player holds face down."),
    QT_TRANSLATE_NOOP("StateProblem", "only the active player, right after drawing agenda cards, may discard one without being over the limit."),
    QT_TRANSLATE_NOOP("StateProblem", "this turn's Orbital Market pairs are ships of the game, and a pair either traded or drew agenda cards, not both."),
    QT_TRANSLATE_NOOP("StateProblem", "the agenda cards of the game are the deck the modules and faction boards in play make (X-33), none before the draft ends."),
    QT_TRANSLATE_NOOP("StateProblem", "this turn's Orbital Market pairs are ships docked for the active player."),
    QT_TRANSLATE_NOOP("StateProblem", "a territory whose bonus was used after it was seized is one the active player seized this turn."),
    QT_TRANSLATE_NOOP("StateProblem", "each territory was controlled at turn start by at most one player of the game."),
    QT_TRANSLATE_NOOP("StateProblem", "the discards after a Prophets of the Artifact draw are the active player's, in the main stage, among its face-down cards (the named ones among those it drew)."),
    QT_TRANSLATE_NOOP("StateProblem", "an agenda draw for Prophets of the Artifact happens only while drawing, with the board in the game and, for its docking, a ship docked there."),
    QT_TRANSLATE_NOOP("StateProblem", "the turn-start window is open only in a game with extra alien tech, while the active player can still discard a card timed for the start of the turn or the Auto Pilot A.I.'s income is still to be taken."),
    QT_TRANSLATE_NOOP("StateProblem", "the Relic Ship taken with the {0} is held by the player who took it, lent by another player or by nobody."),
    QT_TRANSLATE_NOOP("StateProblem", "the field generator named by the Field Propagator's die waits for a territory exactly in the stage where its user places it."),
    QT_TRANSLATE_NOOP("StateProblem", "a field generator straddles a border only from a territory of the planet to one it borders."),
    QT_TRANSLATE_NOOP("StateProblem", "what a raid took with a card is what that card carried: colonies landed from the Gravitron Shunt and still there, the Auto Pilot A.I.'s ship on the Maintenance Bay, its own tokens now in the supply."),
    QT_TRANSLATE_NOOP("StateProblem", "one agenda card lies on the Oracle Engine, drawn this turn by the active player, who used the card and holds it."),
    QT_TRANSLATE_NOOP("StateProblem", "the Oracle Engine's draw happens while drawing, before the roll of the active player, who used the card and holds it."),
    QT_TRANSLATE_NOOP("StateProblem", "a ship is on the {0} only while the player of its colour holds the card, and at most one."),
    QT_TRANSLATE_NOOP("StateProblem", "a player says it is done with its end-game agenda reveals only once the game is over, while it holds unnamed face-down cards."),
};

QStringList stateProblemSourceTexts()
{
    QStringList out;
    for (const char *text : kStateProblems)
        out << QString::fromUtf8(text);
    return out;
}

QString describeStateProblem(const af::StateProblem &problem)
{
    QString text = QCoreApplication::translate("StateProblem", std::string(problem.text).c_str());
    for (int i = 0; i < static_cast<int>(problem.args.size()); ++i) {
        const std::string &arg = problem.args[static_cast<std::size_t>(i)];
        QString shown = QString::fromStdString(arg);
        if (const auto f = af::fromId<af::Facility>(arg))
            shown = facilityName(*f);
        else if (const auto card = af::fromId<af::Card>(arg))
            shown = cardName(*card);
        else if (const auto color = af::fromId<af::Color>(arg))
            shown = colorName(*color);
        text.replace(QStringLiteral("{%1}").arg(i), shown);
    }
    return text;
}

af::ModuleSet modulesTheAppCannotPlay(af::ModuleSet modules)
{
    constexpr auto withScreens = static_cast<af::ModuleSet>(af::moduleBit(af::Module::Factions) |
                                                            af::moduleBit(af::Module::Agendas) |
                                                            af::moduleBit(af::Module::ExtraTech));
    return static_cast<af::ModuleSet>(modules & ~withScreens);
}

QString modulesNotPlayable(af::ModuleSet modules)
{
    //: %1: expansion module ids as written in files (factions, agendas, ...), never translated
    return QCoreApplication::translate("Messages", "This game uses expansion modules (%1), which the app cannot play "
                                                   "yet. The command-line referee af-referee-cli replays and checks it.")
        .arg(QString::fromStdString(af::modulesToList(modules)).replace(QLatin1Char(','), QStringLiteral(", ")));
}

} // namespace afapp

