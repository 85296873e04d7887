// GameFiles: the session's game on disk: the autosave after every change (written in the background, see
// autosave.h), resuming it, and the players' own files (open, save, save as). A file that cannot be read or written
// leaves the game as it was and says why through errorOccurred().
#pragma once

#include "autosave.h"

#include <QObject>
#include <QString>
#include <QVariant>
#include <QtQml/qqmlregistration.h>

class GameSession;

class GameFiles : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The files belong to a GameController")

    // Folder of the autosave (autosave.json and autosave.journal, see autosave.h); defaults to
    // QStandardPaths::AppDataLocation. Empty: no autosave.
    Q_PROPERTY(QString dataDir READ dataDir WRITE setDataDir NOTIFY dataDirChanged)
    Q_PROPERTY(QString autosavePath READ autosavePath NOTIFY dataDirChanged)
    // Why the game is no longer being autosaved (the system's reason); empty while it is. Set by a failed write,
    // cleared when a whole autosave succeeds again (tried again when play pauses and every few moves, see autosave.h,
    // or by retryAutosave()).
    Q_PROPERTY(QString autosaveError READ autosaveError NOTIFY autosaveErrorChanged)
    // The players' file of this game; empty for a new game or a resumed autosave.
    Q_PROPERTY(QString filePath READ filePath NOTIFY fileChanged)
    // Changed since it was last saved to (or opened from) the players' file.
    Q_PROPERTY(bool modified READ modified NOTIFY modifiedChanged)

public:
    explicit GameFiles(GameSession *session, QObject *parent = nullptr);
    ~GameFiles() override;

    QString dataDir() const { return m_dataDir; }
    void setDataDir(const QString &dir);
    QString autosavePath() const;
    QString autosaveError() const { return m_autosave.error(); }
    QString filePath() const { return m_filePath; }
    bool modified() const;

    // Blocks until every autosave asked for so far is on disk (they are written in the background) and its outcome
    // is in autosaveError.
    void waitForAutosave() const;
    // The autosave: {exists, ok, error, finished, players, turn, actions, savedAt}.
    Q_INVOKABLE QVariant autosaveInfo() const;
    Q_INVOKABLE bool resumeAutosave() { return resumeAutosave(nullptr); }
    // Also says why an autosave that exists cannot be resumed (the same words as autosaveInfo's error); `whyNot`
    // stays empty when there is no autosave.
    bool resumeAutosave(QString *whyNot);
    // Writes the whole game to the autosave again (after the players made room on the disk, say).
    Q_INVOKABLE void retryAutosave();

    Q_INVOKABLE bool saveTo(const QString &path);   // no dialog
    Q_INVOKABLE bool openFrom(const QString &path); // no dialog; a bad file keeps the current game
    Q_INVOKABLE bool save();                        // to filePath, or asks where
    Q_INVOKABLE bool saveAs();                      // asks where (QFileDialog)
    Q_INVOKABLE bool open();                        // asks which file (QFileDialog)

signals:
    void dataDirChanged();
    void autosaveErrorChanged();
    void fileChanged();
    void modifiedChanged();
    // A file could not be read or written: the game is unchanged.
    void errorOccurred(const QString &title, const QString &text);

private:
    void autosaveWholeGame();                          // a game starts (or the autosave is tried again): all of it
    void autosaveChange(std::size_t unchangedActions); // what the last change did to the record
    void setFilePath(const QString &path);

    GameSession *m_session;
    QString m_dataDir;
    QString m_filePath;
    mutable afapp::AutosaveWriter m_autosave;
};
