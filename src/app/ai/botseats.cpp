#include "botseats.h"

#include "session/gamesession.h"
#include "suggestion.h"

#include "engine.h"

#include <QJsonObject>

#include <utility>

BotSeats::BotSeats(GameSession *session, QObject *parent) : QObject(parent), m_session(session) {
    connect(session, &GameSession::stateChanged, this, &BotSeats::refresh);
    connect(session, &GameSession::gameStarted, this, [this] {
        emit seatsChanged();
        refresh();
    });
    connect(session, &GameSession::seatsChanged, this, [this] {
        emit seatsChanged();
        refresh();
    });
    connect(session, &GameSession::gameEnding, &m_search, &AiSearch::cancel);
    connect(&m_search, &AiSearch::runningChanged, this, &BotSeats::changed);
    connect(&m_search, &AiSearch::finished, this, &BotSeats::moveFound);
}

QVariant BotSeats::seats() const {
    QVariantList seats;
    if (m_session->hasGame())
        for (int p = 0; p < m_session->state().playerCount; ++p)
            seats << m_session->isBot(p);
    return seats;
}

bool BotSeats::toMove() const {
    const af::GameState &s = m_session->state();
    return m_session->hasGame() && s.stage != af::Stage::GameOver && m_session->isBot(af::decidingSeat(s));
}

void BotSeats::setBot(int seat, bool bot) { m_session->setBot(seat, bot); }

void BotSeats::refresh() {
    m_search.cancel();
    const QVariantMap nextBefore = std::exchange(m_next, {});
    if (toMove()) {
        const af::GameState &s = m_session->state();
        const QString name = m_session->playerName(af::decidingSeat(s));
        const bool digital = m_session->record().mode == afrecord::DiceMode::Digital;
        const bool dice = s.stage == af::Stage::Roll || s.stage == af::Stage::Reroll || s.stage == af::Stage::FieldRoll;
        if (digital && af::isChanceStage(s.stage)) {
            m_next[QStringLiteral("kind")] = QStringLiteral("chance");
            m_next[QStringLiteral("text")] = dice ? tr("The app rolls %1's dice.").arg(name)
                                             : s.stage == af::Stage::BoardDraw ? tr("The app draws the faction boards.")
                                                                               : tr("The app turns up the cards.");
        } else if (dice || s.stage == af::Stage::Reveal) {
            // Table mode: the table rolls or draws for the bot and enters it as for anyone (the deal and the
            // boards' draw are the setup's, guided as usual).
            m_next[QStringLiteral("kind")] = QStringLiteral("table");
            m_next[QStringLiteral("text")] = dice ? tr("Roll %1's dice at the table and enter them.").arg(name)
                                                  : tr("Turn up the cards at the table and enter them.");
        } else if (!af::isChanceStage(s.stage)) {
            // Seeded by the game's length, never by the record's dice seed: the dice to come stay unknown to it.
            m_search.start(s, m_budget, 1 + static_cast<uint64_t>(m_session->actionCount()), 1);
        }
    }
    // Most moves leave it as it was (no seat played by the app): then what shows it stays asleep. The search's
    // start and end are announced by its own runningChanged.
    const bool toMoveNow = toMove();
    const bool toMoveBefore = std::exchange(m_announcedToMove, toMoveNow);
    if (m_next != nextBefore || toMoveNow != toMoveBefore)
        emit changed();
}

void BotSeats::moveFound(const std::vector<af::Action> &actions) {
    if (actions.empty() || !toMove())
        return;
    af::Action move = actions.front();
    // At the table the players look at the paper pile for the Scout Drone: the engine turns up nothing.
    const bool digital = m_session->record().mode == afrecord::DiceMode::Digital;
    if (auto *u = std::get_if<af::UseCard>(&move); u && u->args.look && !digital)
        u->args.look = false;
    m_next = afapp::suggestedMove(m_session->state(), move, m_session->playerNames());
    m_next[QStringLiteral("kind")] = QStringLiteral("move");
    emit changed();
}

bool BotSeats::playNext() {
    const QString kind = m_next.value(QStringLiteral("kind")).toString();
    if (kind == QLatin1String("chance"))
        return m_session->playChance();
    if (kind == QLatin1String("move"))
        return m_session->play(QJsonObject::fromVariantMap(m_next.value(QStringLiteral("action")).toMap()));
    return false;
}
