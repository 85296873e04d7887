#include "session/legalmoves.h"

#include "engineids.h"
#include "messages.h"
#include "names.h"
#include "session/availability.h"
#include "session/gamesession.h"

#include "engine.h"

#include <algorithm>

using namespace af;
using afapp::idFrom;
using afapp::qs;

namespace {

bool landsColony(Facility f) { return f == Facility::ColonyConstructor || f == Facility::TerraformingStation; }

bool sameShips(ShipList a, ShipList b) {
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    return a == b;
}

// The docking a move makes: the move itself, or the docking of a card's use or discard (a ship a card moves, ships
// a card docks).
Dock *dockingOf(Action &a) {
    if (auto *d = std::get_if<Dock>(&a))
        return d;
    if (auto *u = std::get_if<UseCard>(&a))
        return u->args.dock ? &*u->args.dock : nullptr;
    if (auto *d = std::get_if<DiscardCard>(&a))
        return d->args.dock ? &*d->args.dock : nullptr;
    return nullptr;
}

} // namespace

LegalMoves::LegalMoves(const GameSession *session, QObject *parent) : QObject(parent), m_session(session) {}

QVariant LegalMoves::explain(const QJsonObject &json) const {
    QString error;
    const std::optional<Action> action = m_session->parseAction(json, &error);
    if (!action)
        return QVariantMap{{QStringLiteral("legal"), false}, {QStringLiteral("text"), error}};
    const std::optional<Rejection> r =
        m_session->hasGame() ? check(m_session->state(), *action) : reject(Reason::WrongStage);
    if (!r)
        return QVariantMap{{QStringLiteral("legal"), true}};
    const afapp::Message m = m_session->explainRejection(*r);
    return QVariantMap{
        {QStringLiteral("legal"), false},         {QStringLiteral("text"), m.text},
        {QStringLiteral("ruleId"), m.ruleId},     {QStringLiteral("ruleTitle"), m.ruleTitle},
        {QStringLiteral("reasonId"), m.reasonId}, {QStringLiteral("missingChoice"), afapp::isMissingChoice(r->reason)}};
}

QVariant LegalMoves::candidates(const QJsonObject &filter) const {
    QVariantList out;
    if (!m_session->hasGame())
        return out;
    const afrecord::Seats seats = afrecord::Seats::of(m_session->state());
    const QString type = filter.value(QStringLiteral("type")).toString();
    // A card the engine can look through for its user (the Scout Drone's "look") is used one way per game: at the
    // table the players look at the paper pile (the use without "look"), in a digital game the app shows the cards.
    const bool digital = m_session->record().mode == afrecord::DiceMode::Digital;
    CardMask looks = 0;
    for (const Action &a : m_session->legal())
        if (const auto *u = std::get_if<UseCard>(&a); u && u->args.look)
            looks |= cardBit(u->card);
    for (const Action &a : m_session->legal()) {
        if (!type.isEmpty() && qs(actionTypeId(a)) != type)
            continue;
        if (const auto *u = std::get_if<UseCard>(&a);
            u && (digital ? (looks & cardBit(u->card)) && u->args == CardArgs{} : u->args.look))
            continue;
        const QJsonObject json = afrecord::actionToJson(seats, a);
        bool match = true;
        for (auto it = filter.begin(); it != filter.end() && match; ++it)
            match = json.value(it.key()) == it.value();
        if (match)
            out << json.toVariantMap();
    }
    return out;
}

QVariant LegalMoves::dockOptions(const QStringList &shipNames) const {
    QVariantMap out;
    if (!m_session->hasGame())
        return out;
    const afrecord::Seats seats = afrecord::Seats::of(m_session->state());
    ShipList ships;
    for (const QString &name : shipNames)
        if (auto id = seats.shipOf(name))
            ships.push_back(static_cast<int8_t>(*id));
    for (int f = 0; f < kFacilityCount; ++f) {
        const Facility facility = static_cast<Facility>(f);
        const QString id = qs(toId(facility));
        if (facility == Facility::MaintenanceBay) {
            if (ships.size() == 1) {
                out[id] = afapp::availability(*m_session, check(m_session->state(), ToMaintenanceBay{ships[0]}));
            } else {
                const bool any = std::any_of(m_session->legal().begin(), m_session->legal().end(), [](const Action &a) {
                    return std::holds_alternative<ToMaintenanceBay>(a);
                });
                QVariantMap entry{{QStringLiteral("available"), any && ships.empty()}};
                if (!ships.empty())
                    entry[QStringLiteral("text")] = tr("Send ships to the Maintenance Bay one at a time.");
                else if (!any)
                    entry[QStringLiteral("text")] = tr("Only a ship that cannot dock anywhere goes to the "
                                                       "Maintenance Bay.");
                out[id] = entry;
            }
            continue;
        }
        if (ships.empty()) {
            const bool any = std::any_of(m_session->legal().begin(), m_session->legal().end(), [&](const Action &a) {
                const auto *d = std::get_if<Dock>(&a);
                return d && d->facility == facility;
            });
            out[id] = QVariantMap{{QStringLiteral("available"), any}};
            continue;
        }
        // Ask the engine about exactly these ships; a colony-landing facility is open if any territory is (so is
        // the freeform Hub when the docking launches the colony at once, X-58).
        Dock dock{facility, ships, std::nullopt, {}};
        std::optional<Rejection> why = landsColony(facility) ? std::nullopt : check(m_session->state(), dock);
        bool available = !landsColony(facility) && !why;
        if (landsColony(facility) || (why && why->reason == Reason::TerritoryRequired)) {
            why.reset();
            for (int t = 0; t < kTerritoryCount && !available; ++t) {
                dock.territory = static_cast<Territory>(t);
                const std::optional<Rejection> r = check(m_session->state(), dock);
                available = !r;
                if (r && (!why || why->reason == Reason::RepulsorBlocks))
                    why = r;
            }
        }
        out[id] = afapp::availabilityOf(*m_session, available, why);
    }
    // The faction boards in play (factions module): one port each. A board whose docking takes a choice is open
    // when the engine lists a docking of these ships there with some choice.
    const GameState &s = m_session->state();
    for (int seat = 0; seat < s.playerCount; ++seat) {
        if (s.factions.board[seat] < 0)
            continue;
        const Facility facility = boardFacility(static_cast<Faction>(s.factions.board[seat]));
        const auto dockedHere = [&](const Action &a) {
            const auto *d = std::get_if<Dock>(&a);
            return d && d->facility == facility && (ships.empty() || sameShips(d->ships, ships));
        };
        std::optional<Rejection> why;
        if (!ships.empty())
            why = check(s, Dock{facility, ships, std::nullopt, {}});
        bool available = !ships.empty() && !why;
        if (ships.empty() || (why && afapp::isMissingChoice(why->reason))) {
            available = std::any_of(m_session->legal().begin(), m_session->legal().end(), dockedHere);
            if (available || ships.empty())
                why.reset();
        }
        out[qs(toId(facility))] = afapp::availabilityOf(*m_session, available, why);
    }
    return out;
}

bool LegalMoves::mayRaid(const QJsonObject &json) const {
    if (!m_session->hasGame())
        return false;
    std::optional<Action> move = m_session->parseAction(json);
    Dock *dock = move ? dockingOf(*move) : nullptr;
    if (!dock)
        return false;
    dock->raid = {};
    for (const Action &a : m_session->legal()) {
        Action listed = a;
        Dock *d = dockingOf(listed);
        if (!d || d->raid.kind == RaidChoice::Kind::None)
            continue;
        d->raid = {};
        if (listed == *move)
            return true;
    }
    // Not listed: one raid the engine accepts is enough, the smallest of each kind from each player (one fuel, one
    // ore, one card). Whether anyone may be raided, and where, is the engine's to say.
    const GameState &s = m_session->state();
    const auto accepted = [&](const RaidChoice &raid) {
        dock->raid = raid;
        return !check(s, *move);
    };
    for (int p = 0; p < s.playerCount; ++p) {
        const auto player = static_cast<int8_t>(p);
        RaidChoice resources;
        resources.kind = RaidChoice::Kind::Resources;
        resources.takes = {Take{player, 1, 0}};
        if (accepted(resources))
            return true;
        resources.takes = {Take{player, 0, 1}};
        if (accepted(resources))
            return true;
        for (int c = 0; c < kCardCount; ++c) {
            if (!holds(s, p, static_cast<Card>(c)))
                continue;
            RaidChoice card;
            card.kind = RaidChoice::Kind::Card;
            card.player = player;
            card.card = static_cast<Card>(c);
            if (accepted(card))
                return true;
        }
    }
    return false;
}

QVariant LegalMoves::territoryOptions(const QJsonObject &action, const QString &key) const {
    QVariantMap out;
    for (int t = 0; t < kTerritoryCount; ++t) {
        const QString id = qs(toId(static_cast<Territory>(t)));
        QJsonObject attempt = action;
        attempt[key] = id;
        const QVariantMap e = explain(attempt).toMap();
        QVariantMap entry{{QStringLiteral("available"), e.value(QStringLiteral("legal"))}};
        for (const char *k : {"text", "ruleId", "ruleTitle"})
            if (e.contains(QLatin1String(k)))
                entry[QLatin1String(k)] = e.value(QLatin1String(k));
        out[id] = entry;
    }
    return out;
}

QVariant LegalMoves::drawableCards(const QStringList &picked) const {
    // What is left to draw, as the engine draws (af::Reveal/Deal): from the draw pile, and from the discards once
    // the pile is empty. Display only: the engine checks the entry when it is confirmed.
    auto pile = m_session->state().drawPile;
    auto discards = m_session->state().discardPile;
    for (const QString &id : picked) {
        const auto card = idFrom<Card>(id);
        if (!card)
            continue;
        if (pileCount(pile) == 0) {
            pile = discards;
            discards = {};
        }
        if (pile[idx(*card)] > 0)
            --pile[idx(*card)];
    }
    const bool reshuffle = pileCount(pile) == 0;
    QVariantList out;
    for (int c = 0; c < kCardCount; ++c) {
        const Card card = static_cast<Card>(c);
        out << QVariantMap{{QStringLiteral("id"), qs(toId(card))},
                           {QStringLiteral("name"), afapp::cardName(card)},
                           {QStringLiteral("left"), reshuffle ? discards[c] : pile[c]}};
    }
    return out;
}
