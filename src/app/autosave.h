// The autosave: the game in progress, kept in the data folder after every change so that a crash or a kill loses
// at most the change being written. Two files:
//   autosave.json     the whole record, rewritten atomically (QSaveFile, which waits for the disk) on a background
//                     thread; a write overtaken by a newer one is skipped. Not after every change: every
//                     kSnapshotEvery changes, once the game has been left alone for kSnapshotIdleMs, when asked to
//                     wait for the autosave and when the writer goes (the app quits); the journal holds the changes
//                     in between.
//   autosave.journal  one line per change, appended at once by the GUI thread without waiting for the disk: the
//                     page cache keeps it when the process dies. First line: the record without its actions (which
//                     game this is); then {"keep": N, "append": [actions]}: cut the record to N actions, add these.
// Applying the journal's steps in order to autosave.json (any version written since the journal's first step) gives
// the latest record: a step only keeps what the steps before it left. A game starts with the first line alone;
// the first change after it, if autosave.json does not hold the game yet, keeps 0 actions and adds them all. When the journal grows past a limit it is
// rewritten (new file, then rename) with only the steps the latest autosave.json does not hold yet.
#pragma once

#include "record/record.h"

#include <QDateTime>
#include <QObject>
#include <QThreadPool>
#include <QTimer>

#include <atomic>
#include <deque>
#include <memory>
#include <optional>

namespace afapp {

// What the data folder holds: no autosave, a game (the record with the journal applied), or why it cannot be read.
struct SavedGame {
    bool exists = false;
    QString path;      // autosave.json
    QDateTime savedAt; // the latest write of either file
    std::optional<afrecord::GameRecord> record;
    QString error; // the file and the problem, when there is one but it cannot be read
};
SavedGame readAutosave(const QString &dir);

QString autosaveFilePath(const QString &dir);
QString journalFilePath(const QString &dir);

class AutosaveWriter : public QObject
{
    Q_OBJECT

public:
    // autosave.json is rewritten after this many changes at most, or this long after the latest change.
    static constexpr int kSnapshotEvery = 16;
    static constexpr int kSnapshotIdleMs = 1000;

    explicit AutosaveWriter(QObject *parent = nullptr);
    ~AutosaveWriter() override;

    // Another folder: the changes waiting for autosave.json go to the old one first. Mid-game, startGame() follows,
    // since the new folder does not hold this game.
    void setDir(const QString &dir);
    // A game starts (new, opened, resumed): the journal begins again with the whole record.
    void startGame(const afrecord::GameRecord &record);
    // The record changed: its first `keep` actions were kept and the rest are new.
    void recordChange(const afrecord::GameRecord &record, std::size_t keep);
    // Writes autosave.json now if changes are waiting for it, then blocks until every background write is done and
    // its outcome reported.
    void waitForDone();
    // Why the game is not being saved (the latest failure, until a whole autosave succeeds again); empty: saved.
    QString error() const { return m_error; }

signals:
    void errorChanged();

private:
    bool appendToJournal(const QByteArray &bytes);
    bool journalTooLong() const;
    void rewriteJournal(); // the first line and the steps autosave.json may lack
    void scheduleSnapshot(afrecord::GameRecord record);
    void writeWaitingSnapshot(); // the record of the latest change, when autosave.json is behind it
    void snapshotDone(quint64 generation, const QString &error);
    void setError(const QString &error);

    QString m_dir;
    QByteArray m_header;                                 // the journal's first line, for this game
    std::deque<std::pair<quint64, QByteArray>> m_steps;  // journal lines autosave.json may not hold yet
    bool m_journalBroken = false;                        // a line was lost: write the whole journal again
    bool m_startPending = false; // autosave.json may not hold this game yet (written at m_startGeneration)
    quint64 m_startGeneration = 0;
    qint64 m_journalSize = 0;
    QString m_error;
    quint64 m_generation = 0;
    std::shared_ptr<std::atomic<quint64>> m_latest; // the newest generation asked for, seen by the writer thread
    std::optional<afrecord::GameRecord> m_waiting;  // the latest record, not yet asked of the writer thread
    int m_changesWaiting = 0;                       // changes since the last snapshot asked for
    QTimer m_idle;                                  // the game left alone: write the waiting snapshot
    QThreadPool m_pool;                             // one thread: snapshots are written in order
};

} // namespace afapp
