#include "gamehistory.h"

#include "appsettings.h"
#include "files/gamefiles.h"
#include "names.h"
#include "session/gamesession.h"

#include <QDir>
#include <QFileDialog>
#include <QJsonArray>
#include <QSaveFile>

#include <algorithm>

using afhistory::Outcome;

GameHistory::GameHistory(GameSession *session, const GameFiles *files, QObject *parent)
    : QObject(parent), m_session(session), m_files(files), m_games(this)
{
    connect(session, &GameSession::gameEnding, this, [this] { store(Outcome::GivenUp); });
    connect(session, &GameSession::gameStarted, this, [this] {
        m_stored = false;
        m_storedRecord = {};
        m_earlier.reset();
        m_since.start();
        onStateChanged(); // a finished game opened: stored already, or stored now
    });
    // Queued: the game's last move is in the autosave (written when the session announces the record, after
    // stateChanged) before storing starts, so a kill -9 while the game is being stored loses neither.
    connect(session, &GameSession::stateChanged, this, &GameHistory::onStateChanged, Qt::QueuedConnection);
}

QString GameHistory::path() const
{
    return m_files->dataDir().isEmpty() ? QString() : QDir(m_files->dataDir()).filePath(QStringLiteral("history.db"));
}

void GameHistory::setMessage(const QString &text)
{
    if (text == m_message)
        return;
    m_message = text;
    emit messageChanged();
}

void GameHistory::clearMessage() { setMessage({}); }

bool GameHistory::ensureOpen()
{
    const QString file = path();
    if (file.isEmpty())
        return false;
    if (m_db.isOpen() && m_openedPath == file)
        return true;
    m_openedPath = file;
    QDir().mkpath(m_files->dataDir());
    const bool ok = m_db.open(file, afhistory::HistoryDatabase::Repair::MoveAside);
    if (!m_db.movedAsideTo().isEmpty())
        setMessage(tr("The history of games in %1 could not be read (%2). It was kept as %3 and a new history was "
                      "started.")
                       .arg(QDir::toNativeSeparators(file), m_db.problem(),
                            QDir::toNativeSeparators(m_db.movedAsideTo())));
    else if (!ok)
        setMessage(tr("The history of games cannot be used: %1").arg(m_db.message()));
    return ok;
}

namespace {

// Whether `actions` begins with every action of `start`.
bool startsWith(const std::vector<af::Action> &actions, const std::vector<af::Action> &start)
{
    return actions.size() >= start.size() && std::equal(start.begin(), start.end(), actions.begin());
}

// Whether one is the other followed by more actions (or the same): the same line of play.
bool sameLine(const std::vector<af::Action> &a, const std::vector<af::Action> &b)
{
    return a.size() <= b.size() ? startsWith(b, a) : startsWith(a, b);
}

} // namespace

void GameHistory::onStateChanged()
{
    if (!m_session->hasGame())
        return;
    const std::vector<af::Action> &actions = m_session->record().actions;
    if (m_session->state().stage != af::Stage::GameOver) {
        // Undone past its end, the game is still the stored one as long as redo can bring the end back (stepping
        // through a game changes nothing); once a move other than the stored one is played it is a game under way
        // again: out of the history until it ends again, or is left and stored as given up.
        if (m_stored && !startsWith(m_storedRecord.actions, actions))
            forgetFinished();
        return;
    }
    if (m_stored && actions == m_storedRecord.actions)
        return;
    // At the end still, or again: the same end (agenda cards revealed or their reveal undone, X-28), or another one
    // (moves that changed the game came too fast to be seen here one by one).
    if (m_stored && !sameLine(actions, m_storedRecord.actions)) {
        forgetFinished();
        if (m_stored) // not removed (the message says why): its row is not replaced by another end's either
            return;
    }
    // Opened again from the history or from a file: it is there already, unless the players revealed agenda cards
    // since, which change the scores; the row is then replaced (same game key).
    if (!m_stored && ensureOpen()) {
        const std::optional<afhistory::StoredGame> row = m_db.storedGame(m_session->record());
        if (!m_earlier)
            m_earlier = row ? std::max(row->durationSeconds, 0) : 0;
        if (row && row->outcome == Outcome::Finished) {
            m_stored = true;
            m_storedRecord = m_session->record();
            m_finishedAt = row->finishedAt;
            m_finishedAfter = row->durationSeconds;
            return;
        }
    }
    store(Outcome::Finished);
}

void GameHistory::forgetFinished()
{
    if (!ensureOpen())
        return;
    if (!m_db.forget(m_storedRecord)) {
        // The storing sentence, already translated: the database's message says what it could not do.
        setMessage(tr("This game could not be stored in the history of games: %1").arg(m_db.message()));
        return;
    }
    m_stored = false;
    m_storedRecord = {};
    ++m_revision;
    emit revisionChanged();
}

void GameHistory::store(Outcome outcome)
{
    if (!m_session->hasGame() || (outcome == Outcome::GivenUp && (m_stored || m_session->record().actions.empty())))
        return;
    if (!ensureOpen())
        return;
    // The time spent on the game in earlier runs (given up then, resumed now) counts too: it is read before this
    // run's first store replaces the row.
    if (!m_earlier) {
        const std::optional<afhistory::StoredGame> row = m_db.storedGame(m_session->record());
        m_earlier = row ? std::max(row->durationSeconds, 0) : 0;
    }
    const int seconds = m_since.isValid() ? *m_earlier + static_cast<int>(m_since.elapsed() / 1000) : -1;
    // Stored again at the same end (onStateChanged: agenda cards revealed, X-28): the game still ended when, and
    // took as long as, its row says.
    const bool sameEnd = outcome == Outcome::Finished && m_stored;
    const QDateTime finishedAt = sameEnd ? m_finishedAt : QDateTime::currentDateTimeUtc();
    const int duration = sameEnd ? m_finishedAfter : seconds;
    if (m_db.store(m_session->record(), m_session->state(), outcome, finishedAt, duration) == 0) {
        setMessage(tr("This game could not be stored in the history of games: %1").arg(m_db.message()));
        return;
    }
    m_stored = outcome == Outcome::Finished;
    m_storedRecord = m_stored ? m_session->record() : afrecord::GameRecord{};
    m_finishedAt = finishedAt;
    m_finishedAfter = duration;
    ++m_revision;
    emit revisionChanged();
}

void GameHistory::storeUnfinished()
{
    if (m_session->hasGame() && m_session->state().stage != af::Stage::GameOver)
        store(Outcome::GivenUp);
}

namespace {

afhistory::HistoryFilter filterOf(const QVariantMap &map)
{
    afhistory::HistoryFilter filter;
    filter.players = map.value(QStringLiteral("players")).toInt();
    filter.from = QDate::fromString(map.value(QStringLiteral("from")).toString(), Qt::ISODate);
    filter.to = QDate::fromString(map.value(QStringLiteral("to")).toString(), Qt::ISODate);
    return filter;
}

// A stored game as the page shows it: the CLI's keys, and the ruleset's name and the date in the user's language.
QVariantMap gameView(const afhistory::StoredGame &game)
{
    QVariantMap view = afhistory::gameJson(game).toVariantMap();
    const QByteArray ruleset = game.ruleset.toUtf8();
    const auto id = af::fromId<af::Ruleset>(std::string_view(ruleset.constData(), ruleset.size()));
    view.insert(QStringLiteral("rulesetName"), id ? afapp::rulesetName(*id) : game.ruleset);
    view.insert(QStringLiteral("when"), QLocale().toString(game.finishedAt.toLocalTime(), QLocale::ShortFormat));
    return view;
}

} // namespace

void StoredGamesModel::reset(QList<afhistory::StoredGame> games)
{
    const bool countChanges = games.size() != m_games.size();
    beginResetModel();
    m_games = std::move(games);
    endResetModel();
    if (countChanges)
        emit countChanged();
}

int StoredGamesModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : int(m_games.size()); }

QVariant StoredGamesModel::data(const QModelIndex &index, int role) const
{
    if (role != Qt::UserRole || !index.isValid() || index.row() >= m_games.size())
        return {};
    return gameView(m_games.at(index.row()));
}

QHash<int, QByteArray> StoredGamesModel::roleNames() const { return {{Qt::UserRole, "game"}}; }

QVariantMap StoredGamesModel::game(int row) const
{
    return row >= 0 && row < m_games.size() ? gameView(m_games.at(row)) : QVariantMap{};
}

QVariant GameHistory::statistics(const QVariantMap &filterMap)
{
    if (!ensureOpen()) {
        m_games.reset({});
        return QVariantMap{};
    }
    const afhistory::HistoryFilter filter = filterOf(filterMap);
    const afhistory::Statistics stats = m_db.statistics(filter);
    QVariantMap view = afhistory::statisticsJson(stats).toVariantMap();
    if (stats.best)
        view.insert(QStringLiteral("best"), gameView(*stats.best));
    if (stats.closest)
        view.insert(QStringLiteral("closest"), gameView(*stats.closest));
    m_games.reset(m_db.games(filter));
    return view;
}

QString GameHistory::exportCsv(const QVariantMap &filter)
{
    if (!ensureOpen())
        return m_message;
    AppSettings settings;
    const QString folder = settings.lastFolder().isEmpty() ? QDir::homePath() : settings.lastFolder();
    const QString file = QFileDialog::getSaveFileName(nullptr, tr("Export the history of games"),
                                                      QDir(folder).filePath(tr("games.csv")),
                                                      tr("CSV files (*.csv)"));
    if (file.isEmpty())
        return {};
    return exportCsvTo(file, filter);
}

QString GameHistory::exportCsvTo(const QString &file, const QVariantMap &filter)
{
    if (!ensureOpen())
        return m_message;
    QSaveFile out(file);
    if (!out.open(QIODevice::WriteOnly) || out.write(m_db.csv(filterOf(filter)).toUtf8()) < 0 || !out.commit())
        return tr("%1 could not be written: %2").arg(QDir::toNativeSeparators(file), out.errorString());
    return {};
}

QString GameHistory::openGame(qint64 id)
{
    if (!ensureOpen())
        return m_message;
    const std::optional<QByteArray> bytes = m_db.recordBytes(id);
    if (!bytes)
        return tr("Game %1 is not in the history.").arg(id);
    auto record = afrecord::readRecord(*bytes);
    if (const auto *error = std::get_if<afrecord::ReadError>(&record))
        return tr("Game %1 of the history cannot be read: %2").arg(id).arg(error->toString());
    QString error;
    if (!m_session->loadRecord(std::get<afrecord::GameRecord>(record), &error))
        return error;
    return {};
}
