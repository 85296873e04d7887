#include "hint.h"

#include "session/gamesession.h"
#include "suggestion.h"

#include "engine.h"

Hint::Hint(GameSession *session, QObject *parent) : QObject(parent), m_session(session) {
    connect(session, &GameSession::stateChanged, this, &Hint::dismiss);
    connect(session, &GameSession::gameEnding, this, &Hint::dismiss);
    connect(&m_search, &AiSearch::progress, this, [this](int found) {
        m_found = found;
        emit changed();
    });
    connect(&m_search, &AiSearch::finished, this, &Hint::showResult);
}

void Hint::request() {
    if (!m_session->hasGame())
        return;
    m_search.cancel();
    m_asked = m_session->state();
    m_moves.clear();
    m_reason.clear();
    m_found = 0;
    m_seatName = m_session->playerName(af::decidingSeat(m_asked));
    if (af::isChanceStage(m_asked.stage) || m_asked.stage == af::Stage::GameOver) {
        m_status = QStringLiteral("none");
    } else {
        m_status = QStringLiteral("thinking");
        // Seeded by the game's length, never by the record's dice seed: the dice to come stay unknown to it.
        m_search.start(m_asked, m_budget, 1 + static_cast<uint64_t>(m_session->actionCount()), kMaxMoves);
    }
    emit changed();
}

void Hint::dismiss() {
    m_search.cancel();
    if (m_status.isEmpty())
        return;
    m_status.clear();
    m_moves.clear();
    m_reason.clear();
    m_found = 0;
    emit changed();
}

void Hint::showResult(const std::vector<af::Action> &actions, double outlook) {
    const QStringList names = m_session->playerNames();
    af::GameState s = m_asked;
    for (const af::Action &a : actions) {
        m_moves << afapp::suggestedMove(s, a, names);
        af::apply(s, a);
    }
    m_found = static_cast<int>(actions.size());
    m_status = actions.empty() ? QStringLiteral("none") : QStringLiteral("ready");
    if (!actions.empty())
        m_reason = afapp::suggestionReason(m_asked, s, af::decidingSeat(m_asked), outlook, names);
    emit changed();
}
