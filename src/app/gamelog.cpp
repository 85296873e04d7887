#include "gamelog.h"

#include "modules/faction_types.h"

#include "names.h"
#include "values.h"

#include <QCoreApplication>
#include <QLocale>

namespace afapp {

namespace {

QString list(const QStringList &items) { return QLocale().createSeparatedList(items); }

QString cardList(const auto &cards)
{
    QStringList names;
    for (af::Card c : cards)
        names << cardName(c);
    return list(names);
}

// The sentences, in one class so that lupdate files them under the "GameLog" context.
class LogText {
    Q_DECLARE_TR_FUNCTIONS(GameLog)

public:
    static QString mainSentence(const af::GameState &before, const af::Action &action, const MessageContext &ctx);
    static QStringList effects(const af::GameState &b, const af::GameState &a, const MessageContext &ctx);
    static QString combine(const QString &text, const QStringList &changes, bool gameOver);

private:
    static QString signedAmount(int delta, const QString &what);
    static QString diceValues(const af::GameState &s, const af::ShipList &ships);
};

QString LogText::signedAmount(int delta, const QString &what)
{
    //: A change of a player's tokens, e.g. "+2 fuel" or "−1 ore"
    return tr("%1%2 %3").arg(delta > 0 ? QStringLiteral("+") : QStringLiteral("−")).arg(std::abs(delta)).arg(what);
}

QString LogText::diceValues(const af::GameState &s, const af::ShipList &ships)
{
    QStringList values;
    for (int8_t ship : ships)
        values << (af::isRelic(ship) ? tr("the Relic Ship's %1").arg(s.ships[ship].value)
                                     : QString::number(s.ships[ship].value));
    return list(values);
}

// The sentence for the action itself.
QString LogText::mainSentence(const af::GameState &before, const af::Action &action, const MessageContext &ctx)
{
    const QString who = playerLabel(ctx, before.current);
    return std::visit(
        [&](const auto &a) -> QString {
            using T = std::decay_t<decltype(a)>;
            if constexpr (std::is_same_v<T, af::Deal>) {
                QStringList hands;
                for (int p = 0; p < a.hands.size(); ++p)
                    //: In the deal: "Alice gets the Booster Pod"
                    hands << tr("%1 gets the %2").arg(playerLabel(ctx, p), cardName(a.hands[p]));
                return tr("Cards dealt: %1 on display; %2.").arg(cardList(a.display), list(hands));
            } else if constexpr (std::is_same_v<T, af::Roll>) {
                QStringList values;
                for (uint8_t v : a.values)
                    values << QString::number(v);
                return tr("%1 rolls %2.").arg(who, list(values));
            } else if constexpr (std::is_same_v<T, af::Reroll>) {
                if (before.stage == af::Stage::FieldRoll && !a.values.empty())
                    //: The Field Propagator's die: "Alice rolls 4 for the Field Propagator."
                    return tr("%1 rolls %2 for the Field Propagator.").arg(who).arg(a.values[0]);
                QStringList values;
                for (uint8_t v : a.values)
                    values << QString::number(v);
                return tr("%1 rolls again: %2.").arg(who, list(values));
            } else if constexpr (std::is_same_v<T, af::Reveal>) {
                if (before.stage == af::Stage::ScoutLook) // the cards stay private to the Scout Drone's user
                    return tr("%1 looks at the top %n card(s) of the draw pile.", nullptr, a.cards.size()).arg(who);
                return tr("Turned up for the display: %1.").arg(cardList(a.cards));
            } else if constexpr (std::is_same_v<T, af::Dock>) {
                const QString facility = facilityName(a.facility);
                if (a.territory)
                    return tr("%1 docks %2 at the %3 and lands a colony on %4.")
                        .arg(who, diceValues(before, a.ships), facility, territoryName(*a.territory));
                return tr("%1 docks %2 at the %3.").arg(who, diceValues(before, a.ships), facility);
            } else if constexpr (std::is_same_v<T, af::ToMaintenanceBay>) {
                return tr("%1 cannot dock a %2 anywhere and puts it on the Maintenance Bay.")
                    .arg(who, QString::number(before.ships[a.ship].value));
            } else if constexpr (std::is_same_v<T, af::Trade>) {
                return tr("%1 trades at the Orbital Market.").arg(who);
            } else if constexpr (std::is_same_v<T, af::Cycle>) {
                return tr("%1 cycles the alien tech cards on display.").arg(who);
            } else if constexpr (std::is_same_v<T, af::Claim>) {
                return tr("%1 claims the %2.").arg(who, cardName(a.card));
            } else if constexpr (std::is_same_v<T, af::Launch>) {
                return tr("%1 launches a colony from the Colonist Hub to %2.").arg(who, territoryName(a.territory));
            } else if constexpr (std::is_same_v<T, af::BuyRelic>) {
                return tr("%1 buys the Relic Ship.").arg(who);
            } else if constexpr (std::is_same_v<T, af::UseCard>) {
                if (before.stage == af::Stage::ScoutOrder) // the order stays private to the Scout Drone's user
                    return tr("%1 puts the cards back on the draw pile in an order of their choice.").arg(who);
                if (a.args.dock && a.args.ship != af::kNoShip)
                    return tr("%1 uses the %2: %3 moves to the %4.")
                        .arg(who, cardName(a.card), shipLabel(ctx, a.args.ship), facilityName(a.args.dock->facility));
                return tr("%1 uses the %2.").arg(who, cardName(a.card));
            } else if constexpr (std::is_same_v<T, af::DiscardCard>) {
                return tr("%1 discards the %2 for its power.").arg(who, cardName(a.card));
            } else if constexpr (std::is_same_v<T, af::EndTurn>) {
                return tr("%1 ends the turn.").arg(who);
            } else if constexpr (std::is_same_v<T, af::BeginTurn>) {
                return tr("%1 discards nothing more at the start of the turn.").arg(who);
            } else if constexpr (std::is_same_v<T, af::AutoPilotIncome>) {
                const QString player = playerLabel(ctx, a.player);
                const QString card = cardName(af::Card::AutoPilotAI);
                const int n = af::kTechValues.autoPilotIncome;
                return a.resource == af::Resource::Ore ? tr("%1 takes %n ore from the %2.", nullptr, n).arg(player, card)
                                                       : tr("%1 takes %n fuel from the %2.", nullptr, n).arg(player, card);
            } else if constexpr (std::is_same_v<T, af::DrawBoards>) {
                QStringList boards;
                for (af::Faction f : a.boards)
                    boards << facilityName(af::boardFacility(f));
                return tr("Faction boards drawn for the draft: %1.").arg(list(boards));
            } else if constexpr (std::is_same_v<T, af::PickBoard>) {
                return tr("%1 takes the %2 board.").arg(who, facilityName(af::boardFacility(a.faction)));
            } else if constexpr (std::is_same_v<T, af::DealAgendas>) {
                // Never which: they are secret. A draw (Orbital Market, Prophets of the Artifact, Oracle Engine) is
                // the active player's, the deal everyone's.
                if (before.stage == af::Stage::AgendaDraw)
                    return tr("%1 draws %n agenda card(s).", "", static_cast<int>(a.cards.size())).arg(who);
                return tr("Agenda cards dealt: two face down to each player.");
            } else if constexpr (std::is_same_v<T, af::RevealAgenda>) {
                const QString player = playerLabel(ctx, a.player);
                const QString number = QString::number(af::idx(a.card) + 1);
                return a.endGame ? tr("%1 reveals agenda #%2 at the end of the game.").arg(player, number)
                                 : tr("%1 reveals agenda #%2.").arg(player, number);
            } else if constexpr (std::is_same_v<T, af::DrawAgendas>) {
                return tr("%1 draws agenda cards at the Orbital Market instead of trading.").arg(who);
            } else if constexpr (std::is_same_v<T, af::DiscardAgenda>) {
                return tr("%1 discards a face-down agenda card.").arg(playerLabel(ctx, a.player)); // still secret
            } else if constexpr (std::is_same_v<T, af::EndGameRevealsDone>) {
                return tr("%1 has no more agenda cards to reveal.").arg(playerLabel(ctx, a.player));
            } else if constexpr (std::is_same_v<T, af::UseFaction>) {
                const int board = before.factions.board[before.current];
                return tr("%1 uses the owner ability of the %2 board.")
                    .arg(who, board < 0 ? QString() : facilityName(af::boardFacility(static_cast<af::Faction>(board))));
            }
            return {};
        },
        action);
}

// What changed for each player and on the board, read from the two states.
QStringList LogText::effects(const af::GameState &b, const af::GameState &a, const MessageContext &ctx)
{
    QStringList out;
    for (int p = 0; p < b.playerCount; ++p) {
        QStringList mine;
        const af::PlayerState &pb = b.players[p];
        const af::PlayerState &pa = a.players[p];
        if (pa.fuel != pb.fuel)
            mine << signedAmount(pa.fuel - pb.fuel, resourceName(af::Resource::Fuel));
        if (pa.ore != pb.ore)
            mine << signedAmount(pa.ore - pb.ore, resourceName(af::Resource::Ore));
        for (int t = 0; t < af::kTerritoryCount; ++t) {
            const int delta = a.colonies[t][p] - b.colonies[t][p];
            if (delta > 0)
                mine << tr("a colony on %1").arg(territoryName(static_cast<af::Territory>(t)));
            else if (delta < 0)
                mine << tr("a colony leaves %1").arg(territoryName(static_cast<af::Territory>(t)));
        }
        for (int c = 0; c < af::kCardCount; ++c) {
            const bool had = pb.cards & af::cardBit(static_cast<af::Card>(c));
            const bool has = pa.cards & af::cardBit(static_cast<af::Card>(c));
            if (has && !had)
                mine << tr("gains the %1").arg(cardName(static_cast<af::Card>(c)));
            else if (had && !has)
                mine << tr("loses the %1").arg(cardName(static_cast<af::Card>(c)));
        }
        const int stockDelta = af::shipsInStock(a, p) - af::shipsInStock(b, p);
        if (stockDelta < 0)
            mine << tr("a new ship");
        else if (stockDelta > 0)
            mine << tr("%n ship(s) back to the stock", nullptr, stockDelta);
        if (pa.hubCircle != pb.hubCircle && pa.hubCircle > 0)
            mine << tr("Colonist Hub circle %1").arg(pa.hubCircle);
        for (int t = 0; t < af::kTerritoryCount; ++t) {
            const auto territory = static_cast<af::Territory>(t);
            const bool had = af::controllerOf(b, territory) == p;
            const bool has = af::controllerOf(a, territory) == p;
            if (has && !had)
                mine << tr("now controls %1").arg(territoryName(territory));
            else if (had && !has)
                mine << tr("no longer controls %1").arg(territoryName(territory));
        }
        if (a.relicHolder == p && b.relicHolder != p)
            mine << tr("takes the Relic Ship");
        if (!mine.isEmpty())
            //: Effects of an action on one player: "Alice: +2 fuel, a colony on Lem Badlands"
            out << tr("%1: %2").arg(playerLabel(ctx, p), mine.join(QStringLiteral(", ")));
    }
    // Other players' ships knocked off their facilities (Raiders' Outpost bump, Plasma Cannon).
    for (int i = 0; i < af::kShipCount; ++i) {
        const af::Ship &sb = b.ships[i];
        const af::Ship &sa = a.ships[i];
        if (sb.place != af::Place::Docked || af::ownerOf(b, i) == b.current || sb == sa)
            continue;
        if (sa.place == af::Place::Docked && sa.facility == af::Facility::MaintenanceBay &&
            sb.facility != af::Facility::MaintenanceBay)
            out << tr("%1 goes to the Maintenance Bay").arg(shipLabel(ctx, i));
        else if (sa.place == af::Place::Docked && sa.facility != sb.facility)
            out << tr("%1 moves to the %2").arg(shipLabel(ctx, i), facilityName(sa.facility));
    }
    if (b.relicHolder != af::kNoPlayer && a.relicHolder == af::kNoPlayer)
        out << tr("the Relic Ship returns to Burroughs Desert");
    for (int f = 0; f < af::kFieldCount; ++f) {
        const QString field = fieldName(static_cast<af::Field>(f));
        if (a.fieldAt[f] == b.fieldAt[f]) {
            if (a.tech.straddles[f] >= 0 && a.tech.straddles[f] != b.tech.straddles[f]) // the Field Amplifier
                out << tr("the %1 straddles the border with %2")
                           .arg(field, territoryName(static_cast<af::Territory>(a.tech.straddles[f])));
            else if (a.tech.straddles[f] < 0 && b.tech.straddles[f] >= 0)
                out << tr("the %1 stands wholly on %2")
                           .arg(field, territoryName(static_cast<af::Territory>(a.fieldAt[f])));
            continue;
        }
        if (a.fieldAt[f] < 0)
            out << tr("the %1 is taken off the board").arg(field);
        else
            out << tr("the %1 moves to %2").arg(field, territoryName(static_cast<af::Territory>(a.fieldAt[f])));
    }
    // Dice changed by alien tech (Booster Pod, Stasis Beam, Polarity Device, Gravity Manipulator).
    if (b.stage == af::Stage::Main) {
        for (int i = 0; i < af::kShipCount; ++i) {
            const af::Ship &sb = b.ships[i];
            const af::Ship &sa = a.ships[i];
            if (sb.place == af::Place::Fleet && sa.place == af::Place::Fleet && sb.value != sa.value && sa.value)
                out << tr("a %1 becomes a %2").arg(sb.value).arg(sa.value);
        }
    }
    return out;
}

QString LogText::combine(const QString &text, const QStringList &changes, bool gameOver)
{
    QString out = text;
    if (!changes.isEmpty())
        //: An action followed by what it changed, e.g. "Alice docks 4 at the Lunar Mine. — Alice: +1 ore."
        out = tr("%1 — %2.").arg(out, changes.join(QStringLiteral("; ")));
    if (gameOver)
        out += QLatin1Char(' ') + tr("The game is over.");
    return singleFullStops(out);
}

} // namespace

QString describeAction(const af::GameState &before, const af::Action &action, const af::GameState &after,
                       const QStringList &playerNames)
{
    const MessageContext ctx{&before, playerNames};
    // The deal names every card it hands out already.
    const QStringList changes =
        std::holds_alternative<af::Deal>(action) ? QStringList() : LogText::effects(before, after, ctx);
    return LogText::combine(LogText::mainSentence(before, action, ctx), changes,
                            after.stage == af::Stage::GameOver && before.stage != af::Stage::GameOver);
}

QString describeMove(const af::GameState &before, const af::Action &action, const QStringList &playerNames)
{
    return singleFullStops(LogText::mainSentence(before, action, MessageContext{&before, playerNames}));
}

QStringList describeChanges(const af::GameState &before, const af::GameState &after, const QStringList &playerNames)
{
    return LogText::effects(before, after, MessageContext{&before, playerNames});
}

} // namespace afapp
