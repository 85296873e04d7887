// GameHistory: the history of games played, kept in `history.db` in the data folder (beside the autosave). The
// finished game is stored when the game ends, and stored again as the players reveal agenda cards after the end
// (table mode, X-28) or undo at the end, so that its row has the final scores (keeping when the game ended and how
// long it took); a game left unfinished when another one starts, or when the app quits, is stored marked "given up"
// (and replaced by the finished game if it is resumed and finished; its duration counts the time of every run).
// Undoing past the end only steps back through the game; once another move is played there, the game is under way
// again and leaves the history until it ends again or is left. The statistics page asks it for the stored games,
// the statistics and the CSV export; a stored game can be opened again and stepped through. The queries themselves
// are afhistory's, shared with `af-referee-cli history`.
#pragma once

#include "history/historydatabase.h"

#include <QAbstractListModel>
#include <QDateTime>
#include <QElapsedTimer>
#include <QObject>
#include <QVariant>
#include <QtQml/qqmlregistration.h>

#include <optional>

class GameFiles;
class GameSession;

// The stored games of the statistics page's list, newest first. A row's map (role "game": the keys of
// GameHistory::statistics' games) is made only when the list asks for it, i.e. for the rows on screen: made for
// all of them, 1,000 games took most of the page's opening time.
class StoredGamesModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The stored games belong to a GameHistory")

    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    using QAbstractListModel::QAbstractListModel;

    void reset(QList<afhistory::StoredGame> games);
    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
    // The row's map, as the role gives it (for the tests and for QML outside a delegate).
    Q_INVOKABLE QVariantMap game(int row) const;

signals:
    void countChanged();

private:
    QList<afhistory::StoredGame> m_games;
};

class GameHistory : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The history belongs to a GameController")

    // What went wrong with the database (a damaged file moved aside, a game that could not be stored), translated.
    Q_PROPERTY(QString message READ message NOTIFY messageChanged)
    // Changes whenever a game is stored, so that a page showing the history asks again.
    Q_PROPERTY(int revision READ revision NOTIFY revisionChanged)
    // The games of the filter last given to statistics().
    Q_PROPERTY(StoredGamesModel *games READ games CONSTANT)

public:
    GameHistory(GameSession *session, const GameFiles *files, QObject *parent = nullptr);

    QString message() const { return m_message; }
    int revision() const { return m_revision; }
    QString path() const; // empty without a data folder: then nothing is stored
    StoredGamesModel *games() { return &m_games; }

    // filter: {players: 0 or 2..6, from: "yyyy-MM-dd" or "", to: "yyyy-MM-dd" or ""}.
    // Returns {gamesPlayed, gamesGivenUp, byName, byPlayerCount, bySeat, byFaction, best, closest, closestMargin}
    // with the keys of `af-referee-cli history --json` (documented in the README) and, for the best and closest
    // game, rulesetName (translated) and when (local date and time); the filter's games go to `games`.
    Q_INVOKABLE QVariant statistics(const QVariantMap &filter);
    // Asks for a file and writes the filtered games there as CSV (exportCsvTo); returns an error sentence, or empty.
    Q_INVOKABLE QString exportCsv(const QVariantMap &filter);
    QString exportCsvTo(const QString &file, const QVariantMap &filter);
    // Opens a stored game (the current one is stored as given up first, if unfinished); returns an error sentence.
    Q_INVOKABLE QString openGame(qint64 id);
    Q_INVOKABLE void clearMessage();

    // The app is quitting: an unfinished game is stored as given up.
    void storeUnfinished();

signals:
    void messageChanged();
    void revisionChanged();

private:
    bool ensureOpen();
    void store(afhistory::Outcome outcome);
    void forgetFinished(); // the stored finished game is under way again: its row goes
    void onStateChanged();
    void setMessage(const QString &text);

    GameSession *m_session;
    const GameFiles *m_files;
    afhistory::HistoryDatabase m_db;
    StoredGamesModel m_games;
    QString m_openedPath;
    bool m_stored = false; // this game is in the history as finished
    afrecord::GameRecord m_storedRecord; // ... with this record (more actions come after the end: agenda reveals)
    QDateTime m_finishedAt;              // ... ended then
    int m_finishedAfter = -1;            // ... after that many seconds of play (-1: not known)
    std::optional<int> m_earlier; // seconds spent on this game in earlier runs (its row's), once read
    QElapsedTimer m_since; // since the game started or was resumed in this run
    QString m_message;
    int m_revision = 0;
};
