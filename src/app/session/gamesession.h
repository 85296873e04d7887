// GameSession: the game being refereed. It owns the game record, the current state and the undo stack, takes the
// players' moves as JSON objects in the record format (afrecord::actionFromJson), so the UI and the saved games
// speak one language, and keeps the latest word for the players (a refusal, or what was taken back). The views
// (src/app/models) follow it through stateChanged(); the files (src/app/files) through gameStarted() and
// recordChanged().
#pragma once

#include "historymodel.h"

#include "record/record.h"

#include <QJsonObject>
#include <QObject>
#include <QString>
#include <QUndoStack>
#include <QVariant>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <optional>
#include <vector>

namespace afapp {
struct Message;
}

class GameSession : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The session belongs to a GameController")

    Q_PROPERTY(bool hasGame READ hasGame NOTIFY gameChanged)
    // ruleset, rulesetName, longGame, limitedSupply, digital, seed, playerCount, fromPosition, modules (setup ids)
    Q_PROPERTY(QVariant options READ options NOTIFY gameChanged)
    // Each with its own signal, emitted only when it changed (after stateChanged, so the view models are new by
    // then): a binding that reads the stage is not woken by a move that keeps it.
    Q_PROPERTY(QString stage READ stage NOTIFY stageChanged)
    Q_PROPERTY(int currentSeat READ currentSeat NOTIFY currentSeatChanged)
    Q_PROPERTY(int turnNumber READ turnNumber NOTIFY turnNumberChanged)
    Q_PROPERTY(int chanceCount READ chanceCount NOTIFY chanceCountChanged)
    // Counts the state's changes: a binding that asks the engine (LegalMoves) reads it to be asked again after each.
    Q_PROPERTY(int revision READ revision NOTIFY revisionChanged)

    Q_PROPERTY(bool canUndo READ canUndo NOTIFY historyChanged)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY historyChanged)
    Q_PROPERTY(QString undoText READ undoText NOTIFY historyChanged)
    Q_PROPERTY(QString redoText READ redoText NOTIFY historyChanged)
    Q_PROPERTY(int actionCount READ actionCount NOTIFY historyChanged)

    // The latest word for the players: {text, ruleId, ruleTitle, kind: "refusal" | "info" | ""}.
    Q_PROPERTY(QVariant message READ message NOTIFY messageChanged)

public:
    explicit GameSession(QObject *parent = nullptr);
    ~GameSession() override;

    bool hasGame() const { return m_hasGame; }
    QVariant options() const;
    QString stage() const;
    int currentSeat() const { return m_state.current; }
    int turnNumber() const { return m_state.turnNumber; }
    int chanceCount() const;
    int revision() const { return m_revision; }

    bool canUndo() const { return m_undo.canUndo(); }
    bool canRedo() const { return m_undo.canRedo(); }
    QString undoText() const { return m_undo.undoText(); }
    QString redoText() const { return m_undo.redoText(); }
    int actionCount() const { return static_cast<int>(m_record.actions.size()); }
    QVariant message() const { return m_message; }

    // The game log: one row per undo step.
    HistoryModel *log() { return &m_history; }

    // --- playing ---
    // Applies a move given in the record format ({"type": "dock", "facility": ..., "ships": [...]}). A refused move
    // changes nothing, sets `message` and emits rejected(). In digital mode the chance entries the move calls for
    // (cards turned up, a re-roll) follow at once, in the same undo step.
    Q_INVOKABLE bool play(const QJsonObject &action);
    // Digital dice: the app makes the pending chance entry (the deal or a roll) from the seed.
    Q_INVOKABLE bool playChance();
    Q_INVOKABLE void undo();
    Q_INVOKABLE void redo();
    Q_INVOKABLE void goToHistory(int actionCount); // undo or redo until that many log entries are done

    Q_INVOKABLE void clearMessage();
    // Shows an explanation from explain() or an availability entry ({text, ruleId, ruleTitle}) as a refusal.
    Q_INVOKABLE void notify(const QVariantMap &explanation);
    Q_INVOKABLE void showRule(const QString &ruleId) { emit ruleRequested(ruleId); }
    void setMessage(const QString &kind, const QString &text, const QString &ruleId = {},
                    const QString &ruleTitle = {});

    // --- games ---
    // setup: {players: [{name, color, bot}], ruleset, longGame, limitedSupply, dice: "table"|"digital", seed}
    // Returns an error sentence, or an empty string when the game started.
    Q_INVOKABLE QString newGame(const QVariantMap &setup);
    Q_INVOKABLE QString newSeed() const;
    // Seats played by the app (the record's "bot" key): chosen at new game ("bot" in a setup player), taken over or
    // given back during the game. Not an undo step: it changes who plays, not the game.
    bool isBot(int seat) const;
    void setBot(int seat, bool bot);
    // Reads the new-game setup given by QML into a record (no actions yet); returns an error sentence or empty.
    // `allowUnfinishedModules`: the engine's test switch (af::GameOptions::allowUnfinishedModules).
    static QString recordFromSetup(const QVariantMap &setup, afrecord::GameRecord &record,
                                   bool allowUnfinishedModules = false);
    // Why the rules engine refuses to play these modules (its reason, naming what is missing), or empty.
    static QString modulesRefused(af::ModuleSet modules, bool allowUnfinishedModules);
    // Test-only: new games and loaded records may use modules the engine still refuses to users (the engine's test switch), so that
    // the app's screens for them can be tried before the module is whole. The app itself never sets it.
    void setAllowUnfinishedModules(bool allow) { m_allowUnfinishedModules = allow; }
    // Starts the game of `record` (its actions are dropped) from `state`, with an empty undo history.
    void startRecord(afrecord::GameRecord record, const af::GameState &state);
    // Plays a whole record after checking it; a refused move leaves the current game as it was and says why.
    bool loadRecord(const afrecord::GameRecord &record, QString *error);
    // Move N of the record is refused: the sentence for the players.
    static QString refusalText(const afrecord::GameRecord &record, const afrecord::ReplayResult &replayed);

    // Saved as it is now (the files' "modified" follows).
    void setClean() { m_undo.setClean(); }
    bool isClean() const { return m_undo.isClean(); }

    // --- the game as data ---
    const afrecord::GameRecord &record() const { return m_record; }
    const af::GameState &state() const { return m_state; }
    // legalActions(state()), computed when first needed after a change.
    const std::vector<af::Action> &legal() const;
    // Game states held for undo and redo: the current one and one every kSnapshotInterval actions (for the tests).
    std::size_t storedStateCount() const { return m_snapshots.size() + 1; }
    static constexpr std::size_t kSnapshotInterval = 256;
    QStringList playerNames() const;     // by seat, as entered (empty when none was given)
    QString playerName(int seat) const;  // what to call the player in text (afapp::playerCalled)
    QString enteredName(int seat) const; // the name as typed, empty when none was given
    afapp::Message explainRejection(const af::Rejection &rejection) const;
    std::optional<af::Action> parseAction(const QJsonObject &action, QString *error = nullptr) const;

signals:
    void gameChanged();
    // The state changed (a move, an undo, another game): the view models follow it.
    void stateChanged();
    void stageChanged();
    void currentSeatChanged();
    void turnNumberChanged();
    void chanceCountChanged();
    void revisionChanged();
    void historyChanged();
    void messageChanged();
    void cleanChanged();
    void rejected(const QString &text, const QString &ruleId, const QString &ruleTitle);
    void ruleRequested(const QString &ruleId);
    // Another game is about to replace this one (record() and state() are still the old game's).
    void gameEnding();
    // A game started (new, from a position, loaded or resumed): the whole record is new.
    void gameStarted();
    // A seat was taken over by the app or given back (the record's players changed, not its actions).
    void seatsChanged();
    // The record changed after a move, an undo or a redo; its first `unchangedActions` actions are as they were at
    // the last recordChanged() or gameStarted().
    void recordChanged(std::size_t unchangedActions);

private:
    friend class ActionCommand;

    // Applies `action` and, in digital mode, the chance entries it calls for; pushes one undo command.
    std::optional<af::Rejection> perform(const af::Action &action);
    // Called by the undo commands: the record gains or loses a step's actions and the state follows.
    void redoActions(const std::vector<af::Action> &actions);
    void undoActions(std::size_t count);
    // The state after the record's first `count` actions: the snapshot before it, and the actions since.
    af::GameState stateAt(std::size_t count) const;
    void afterRecordChange(); // the views and the autosave follow the new record and state
    void announceState();     // stateChanged(), then the signals of the properties that changed
    void announceRecordChange();
    void refuse(const af::Rejection &rejection);

    afrecord::GameRecord m_record;
    int m_revision = 0;
    af::GameState m_state{};
    bool m_hasGame = false;
    QUndoStack m_undo;
    HistoryModel m_history;
    mutable std::optional<std::vector<af::Action>> m_legal; // legalActions(m_state), computed when first needed
    QVariantMap m_message;
    bool m_allowUnfinishedModules = false;
    bool m_replaying = false;  // loading a record: no autosave until it is all in
    bool m_stateStale = false; // undone actions in a batch (goToHistory): the state is made once, at the end
    // m_snapshots[i]: the state after i * kSnapshotInterval actions of m_record (0: the start). Undo, redo and going
    // to a log entry replay at most kSnapshotInterval actions from one, so memory stays small on long records.
    std::vector<af::GameState> m_snapshots;
    std::size_t m_unchangedActions = 0; // the record's first actions unchanged since the last announcement
    // The properties as last announced, to tell which changed.
    QString m_announcedStage;
    int m_announcedSeat = 0, m_announcedTurn = 0, m_announcedChance = 0;
};
