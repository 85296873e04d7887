#include "models/agendasmodel.h"

#include "engineids.h"
#include "models/shipview.h"
#include "rulesreference.h"
#include "session/gamesession.h"

#include "agendas/agendas.h"
#include "engine.h"

#include <bit>

using namespace af;
using afapp::qs;

namespace {

// The card as the players know it: its number and the title of its entry in the rules reference.
QVariantMap cardEntry(Agenda card) {
    const QString id = qs(toId(card));
    return {{QStringLiteral("id"), id}, {QStringLiteral("title"), afapp::rulesTitle(QStringLiteral("agenda:") + id)}};
}

} // namespace

void AgendaSeat::setValue(const QVariant &value) {
    if (value == m_value)
        return;
    m_value = value;
    emit valueChanged();
}

AgendasModel::AgendasModel(const GameSession *session, QObject *parent) : QObject(parent), m_session(session) {
    connect(session, &GameSession::stateChanged, this, &AgendasModel::refresh);
    connect(session, &GameSession::gameStarted, this, &AgendasModel::refresh);
    refresh();
}

void AgendasModel::refresh() {
    const bool inPlay = m_session->hasGame() && hasModule(m_session->state().modules, Module::Agendas);
    const bool known = inPlay && m_session->record().mode == afrecord::DiceMode::Digital;
    if (inPlay != m_inPlay || known != m_known) {
        m_inPlay = inPlay;
        m_known = known;
        emit inPlayChanged();
    }
    QVariantList seatList, draws;
    bool endGameLeft = false;
    QString drawFor, discardingName;
    if (inPlay) {
        const GameState &s = m_session->state();
        if (s.stage == Stage::AgendaDraw)
            drawFor = qs(toId(s.agendas.drawFor));
        const afrecord::Seats seats = afrecord::Seats::of(s);
        std::vector<QVariantList> reveals(s.playerCount), discards(s.playerCount);
        std::vector<QVariant> revealsDone(s.playerCount); // none unless the engine lists the seat's
        // The agenda moves the engine allows now, sorted by seat: the views offer exactly these.
        for (const Action &a : m_session->legal()) {
            if (const auto *r = std::get_if<RevealAgenda>(&a)) {
                QVariantMap entry = cardEntry(r->card);
                entry[QStringLiteral("endGame")] = r->endGame;
                entry[QStringLiteral("move")] = afrecord::actionToJson(seats, a).toVariantMap();
                reveals[r->player] << entry;
                endGameLeft = endGameLeft || r->endGame;
            } else if (const auto *d = std::get_if<DiscardAgenda>(&a)) {
                // A card the seat holds unnamed (table mode) is discarded face down without naming it: the unnamed
                // discard the engine also lists stands for all of them.
                if (d->card && !(s.agendas.hands[d->player].faceDown & agendaBit(*d->card)))
                    continue;
                QVariantMap entry = d->card ? cardEntry(*d->card) : QVariantMap{{QStringLiteral("id"), QString()}};
                entry[QStringLiteral("move")] = afrecord::actionToJson(seats, a).toVariantMap();
                discards[d->player] << entry;
            } else if (const auto *e = std::get_if<EndGameRevealsDone>(&a)) {
                revealsDone[e->player] = afrecord::actionToJson(seats, a).toVariantMap();
                endGameLeft = true;
            } else if (std::holds_alternative<DrawAgendas>(a)) {
                draws << afrecord::actionToJson(seats, a).toVariantMap();
            }
        }
        const int over = seatOverAgendaLimit(s);
        if (over != kNoPlayer)
            discardingName = m_session->playerName(over);
        for (int p = 0; p < s.playerCount; ++p) {
            const AgendaHand &hand = s.agendas.hands[p];
            QVariantList revealed;
            for (AgendaMask m = hand.revealed; m; m &= m - 1) {
                QVariantMap entry = cardEntry(static_cast<Agenda>(std::countr_zero(m)));
                entry[QStringLiteral("vp")] = 1; // 1.3: every revealed agenda card scores 1 VP
                revealed << entry;
            }
            seatList << QVariantMap{{QStringLiteral("seat"), p},
                                    {QStringLiteral("name"), m_session->playerName(p)},
                                    {QStringLiteral("color"), afapp::colorIdOf(s, p)},
                                    {QStringLiteral("faceDown"), std::popcount(hand.faceDown) + hand.unknownFaceDown},
                                    {QStringLiteral("revealed"), revealed},
                                    {QStringLiteral("reveals"), reveals[p]},
                                    {QStringLiteral("revealsDone"), revealsDone[p]},
                                    {QStringLiteral("discards"), discards[p]},
                                    {QStringLiteral("mustDiscard"), over == p},
                                    // A Prophets of the Artifact docking's draw: the discards left before the seat
                                    // keeps one card.
                                    {QStringLiteral("keepOneDiscards"),
                                     p == s.current ? int(s.agendas.keepOneDiscards) : 0}};
        }
    }
    if (seatList != m_seats || endGameLeft != m_endGameRevealsLeft || drawFor != m_drawFor ||
        discardingName != m_discardingName) {
        m_seats = seatList;
        m_endGameRevealsLeft = endGameLeft;
        m_drawFor = drawFor;
        m_discardingName = discardingName;
        emit seatsChanged();
    }
    if (m_bySeat.size() != m_seats.size()) {
        while (m_bySeat.size() < m_seats.size())
            m_bySeat << new AgendaSeat(this);
        while (m_bySeat.size() > m_seats.size())
            m_bySeat.takeLast()->deleteLater(); // a binding may still hold it
        emit bySeatChanged();
    }
    for (qsizetype p = 0; p < m_seats.size(); ++p)
        m_bySeat[p]->setValue(m_seats.at(p));
    if (draws != m_draws) {
        m_draws = draws;
        emit drawsChanged();
    }
}

QVariantList AgendasModel::hand(int seat) const {
    QVariantList out;
    if (!m_known || seat < 0 || seat >= m_session->state().playerCount)
        return out;
    for (AgendaMask m = m_session->state().agendas.hands[seat].faceDown; m; m &= m - 1)
        out << cardEntry(static_cast<Agenda>(std::countr_zero(m)));
    return out;
}
