// GameController: the one object the UI talks to. It owns the game record, the current state and the undo stack,
// shows the state to QML as plain data (lists and maps rebuilt after every change), and takes the players' moves
// as JSON objects in the record format (afrecord::actionFromJson), so the UI and the saved games speak one
// language. Every rule question goes to the engine: legalActions() for what is available, check() for why not.
#pragma once

#include "autosave.h"
#include "historymodel.h"

#include "record/record.h"

#include <QJsonObject>
#include <QObject>
#include <QString>
#include <QUndoStack>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <optional>
#include <vector>

namespace afapp {
struct Message;
}

class GameController : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    // Folder of the autosave (autosave.json and autosave.journal, see autosave.h); defaults to
    // QStandardPaths::AppDataLocation. Empty: no autosave.
    Q_PROPERTY(QString dataDir READ dataDir WRITE setDataDir NOTIFY dataDirChanged)
    Q_PROPERTY(QString autosavePath READ autosavePath NOTIFY dataDirChanged)
    // Why the game is no longer being autosaved (the system's reason); empty while it is. Set by a failed write,
    // cleared when a whole autosave succeeds again (tried again after every move, or by retryAutosave()).
    Q_PROPERTY(QString autosaveError READ autosaveError NOTIFY autosaveErrorChanged)

    Q_PROPERTY(bool hasGame READ hasGame NOTIFY gameChanged)
    // ruleset, rulesetName, longGame, limitedSupply, digital, seed, playerCount, fromPosition
    Q_PROPERTY(QVariant options READ options NOTIFY gameChanged)
    // What the table needs to set up this game (covers, colonies, what each seat receives, the deal).
    Q_PROPERTY(QVariant setupGuide READ setupGuide NOTIFY gameChanged)
    Q_PROPERTY(QString filePath READ filePath NOTIFY fileChanged)
    Q_PROPERTY(bool modified READ modified NOTIFY modifiedChanged)

    // The state, as plain data for the views. Lists and maps are declared QVariant (here and in the invokables
    // below) so that QML sees plain JS values: qmllint 6.4 checks QVariantList/QVariantMap as C++ types and
    // rejects array methods and object keys on them.
    Q_PROPERTY(QString stage READ stage NOTIFY stateChanged)
    Q_PROPERTY(int currentSeat READ currentSeat NOTIFY stateChanged)
    Q_PROPERTY(int turnNumber READ turnNumber NOTIFY stateChanged)
    Q_PROPERTY(int chanceCount READ chanceCount NOTIFY stateChanged)
    // Players by seat; `name` is what to call them in text (isolated, or the colour), `enteredName` the name as typed.
    Q_PROPERTY(QVariant players READ players NOTIFY stateChanged)
    Q_PROPERTY(QVariant facilities READ facilities NOTIFY stateChanged)
    Q_PROPERTY(QVariant territories READ territories NOTIFY stateChanged)
    Q_PROPERTY(QVariant fleet READ fleet NOTIFY stateChanged)
    Q_PROPERTY(QVariant display READ display NOTIFY stateChanged)
    Q_PROPERTY(QVariant fields READ fields NOTIFY stateChanged)
    Q_PROPERTY(QVariant relic READ relic NOTIFY stateChanged)
    Q_PROPERTY(QVariant piles READ piles NOTIFY stateChanged)
    Q_PROPERTY(QVariant turn READ turn NOTIFY stateChanged)
    Q_PROPERTY(QVariant actions READ actions NOTIFY stateChanged)
    Q_PROPERTY(QVariant heldCards READ heldCards NOTIFY stateChanged)
    Q_PROPERTY(QVariant ranking READ ranking NOTIFY stateChanged)
    Q_PROPERTY(QVariant catalog READ catalog CONSTANT)

    Q_PROPERTY(bool canUndo READ canUndo NOTIFY historyChanged)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY historyChanged)
    Q_PROPERTY(QString undoText READ undoText NOTIFY historyChanged)
    Q_PROPERTY(QString redoText READ redoText NOTIFY historyChanged)
    Q_PROPERTY(int actionCount READ actionCount NOTIFY historyChanged)
    Q_PROPERTY(HistoryModel *log READ log CONSTANT)

    // The latest word for the players: {text, ruleId, ruleTitle, kind: "refusal" | "info" | ""}.
    Q_PROPERTY(QVariant message READ message NOTIFY messageChanged)

public:
    explicit GameController(QObject *parent = nullptr);
    ~GameController() override;

    QString dataDir() const { return m_dataDir; }
    void setDataDir(const QString &dir);
    QString autosavePath() const;
    QString autosaveError() const { return m_autosave.error(); }

    bool hasGame() const { return m_hasGame; }
    QVariant options() const;
    QVariant setupGuide() const;
    QString filePath() const { return m_filePath; }
    bool modified() const;

    QString stage() const;
    int currentSeat() const { return m_state.current; }
    int turnNumber() const { return m_state.turnNumber; }
    int chanceCount() const;
    QVariant players() const { return m_view.players; }
    QVariant facilities() const { return m_view.facilities; }
    QVariant territories() const { return m_view.territories; }
    QVariant fleet() const { return m_view.fleet; }
    QVariant display() const { return m_view.display; }
    QVariant fields() const { return m_view.fields; }
    QVariant relic() const { return m_view.relic; }
    QVariant piles() const { return m_view.piles; }
    QVariant turn() const { return m_view.turn; }
    QVariant actions() const { return m_view.actions; }
    QVariant heldCards() const { return m_view.heldCards; }
    QVariant ranking() const { return m_view.ranking; }
    QVariant catalog() const;

    bool canUndo() const { return m_undo.canUndo(); }
    bool canRedo() const { return m_undo.canRedo(); }
    QString undoText() const { return m_undo.undoText(); }
    QString redoText() const { return m_undo.redoText(); }
    int actionCount() const { return static_cast<int>(m_record.actions.size()); }
    HistoryModel *log() { return &m_history; }
    QVariant message() const { return m_message; }

    // --- playing ---
    // Applies a move given in the record format ({"type": "dock", "facility": ..., "ships": [...]}). A refused move
    // changes nothing, sets `message` and emits rejected(). In digital mode the chance entries the move calls for
    // (cards turned up, a re-roll) follow at once, in the same undo step.
    Q_INVOKABLE bool play(const QJsonObject &action);
    // Would the move be accepted? {legal, text, ruleId, ruleTitle, reasonId, missingChoice}; nothing changes.
    // missingChoice: the refusal only says a choice is missing or does not fit (e.g. no ship given yet).
    Q_INVOKABLE QVariant explain(const QJsonObject &action) const;
    // The legal moves now, as JSON objects, that match every key of `filter` (e.g. {"type": "use-card",
    // "card": "booster-pod"}).
    Q_INVOKABLE QVariant candidates(const QJsonObject &filter) const;
    // For the selected unplaced ships (record names): per facility id, {available, text, ruleId, ruleTitle}.
    // With no ship selected, a facility is available when some docking there is legal.
    Q_INVOKABLE QVariant dockOptions(const QStringList &ships) const;
    // Whether a territory is open for a move that needs one ("territory" key); {available, ...} per territory id.
    Q_INVOKABLE QVariant territoryOptions(const QJsonObject &action, const QString &key) const;
    // Digital dice: the app makes the pending chance entry (the deal or a roll) from the seed.
    Q_INVOKABLE bool playChance();
    // Cards that can be turned up now, given the ones already picked for this entry: [{id, name, left}].
    Q_INVOKABLE QVariant drawableCards(const QStringList &picked) const;

    Q_INVOKABLE void undo();
    Q_INVOKABLE void redo();
    Q_INVOKABLE void goToHistory(int actionCount); // undo or redo until that many log entries are done
    Q_INVOKABLE void clearMessage();
    // Shows an explanation from explain() or an availability entry ({text, ruleId, ruleTitle}) as a refusal.
    Q_INVOKABLE void notify(const QVariantMap &explanation);
    Q_INVOKABLE void showRule(const QString &ruleId) { emit ruleRequested(ruleId); }

    // --- games and files ---
    // setup: {players: [{name, color}], ruleset, longGame, limitedSupply, dice: "table"|"digital", seed}
    // Returns an error sentence, or an empty string when the game started.
    Q_INVOKABLE QString newGame(const QVariantMap &setup);
    Q_INVOKABLE QString newSeed() const;
    // What a player with this name and colour id is called in the app's text (afapp::playerCalled): for names
    // typed but not yet in a game (the position editor). The views' `name` fields are already made this way.
    Q_INVOKABLE QString playerCalled(const QString &name, const QString &colorId) const;
    // Starts a game from a position entered in the position editor (see PositionEditor.qml for `draft`), before or
    // after the active player's roll (draft.stage "roll" or "main", with draft.turn for what was done so far).
    // Returns {ok} or {ok: false, where, place, tab, player, what}: the problem found by af::validateState or in the
    // setup, `where` its position-file path, `place` the same in words ("Brook — ships"), `tab` and `player` the
    // editor's tab and player tab to show (-1: none).
    Q_INVOKABLE QVariant startFromPosition(const QVariantMap &setup, const QVariantMap &draft);
    // The position editor's data for the current state (to correct a game or start from it); mid-turn, with the
    // stage "main" and the turn so far.
    Q_INVOKABLE QVariant currentDraft() const;

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

    // The game as a record (for tests and the command line).
    const afrecord::GameRecord &record() const { return m_record; }
    const af::GameState &state() const { return m_state; }
    // Game states held for undo and redo: the current one and one every kSnapshotInterval actions (for the tests).
    std::size_t storedStateCount() const { return m_snapshots.size() + 1; }
    static constexpr std::size_t kSnapshotInterval = 256;
    QStringList playerNames() const; // by seat, as entered (empty when none was given)

signals:
    void dataDirChanged();
    void autosaveErrorChanged();
    void gameChanged();
    void stateChanged();
    void fileChanged();
    void modifiedChanged();
    void historyChanged();
    void messageChanged();
    void rejected(const QString &text, const QString &ruleId, const QString &ruleTitle);
    void ruleRequested(const QString &ruleId);
    // A file could not be read or written: the game is unchanged.
    void errorOccurred(const QString &title, const QString &text);

private:
    friend class ActionCommand;

    struct View {
        QVariantList players, facilities, territories, fleet, display, fields, heldCards, ranking;
        QVariantMap relic, piles, turn, actions;
    };

    void startRecord(afrecord::GameRecord record, const af::GameState &state);
    // Applies `action` and, in digital mode, the chance entries it calls for; pushes one undo command.
    std::optional<af::Rejection> perform(const af::Action &action);
    // Called by the undo commands: the record gains or loses a step's actions and the state follows.
    void redoActions(const std::vector<af::Action> &actions);
    void undoActions(std::size_t count);
    // The state after the record's first `count` actions: the snapshot before it, and the actions since.
    af::GameState stateAt(std::size_t count) const;
    void afterRecordChange(); // the views and the autosave follow the new record and state
    // Move N of the record is refused: the sentence for the players.
    QString refusalText(const afrecord::GameRecord &record, const afrecord::ReplayResult &replayed) const;

    void refreshView();
    void autosave();          // what the last change did to the record
    void autosaveWholeGame(); // a game starts (or the autosave is tried again): all of it
    void setMessage(const QString &kind, const QString &text, const QString &ruleId = {},
                    const QString &ruleTitle = {});
    void refuse(const af::Rejection &rejection);
    afapp::Message explainRejection(const af::Rejection &rejection) const;
    QVariantMap availability(const std::optional<af::Rejection> &rejection) const;
    QVariantMap availabilityOf(bool available, const std::optional<af::Rejection> &why) const;
    std::optional<af::Action> parseAction(const QJsonObject &action, QString *error = nullptr) const;
    const std::vector<af::Action> &legal() const;
    std::optional<af::Rejection> whyCardUnavailable(af::Card card, bool discard) const;
    QString playerName(int seat) const;  // what to call the player in text (afapp::playerCalled)
    QString enteredName(int seat) const; // the name as typed, empty when none was given
    bool loadRecord(const afrecord::GameRecord &record, QString *error);

    afrecord::GameRecord m_record;
    af::GameState m_state{};
    bool m_hasGame = false;
    QUndoStack m_undo;
    HistoryModel m_history;
    mutable std::optional<std::vector<af::Action>> m_legal; // legalActions(m_state), computed when first needed
    View m_view;
    QVariantMap m_message;
    QString m_dataDir;
    QString m_filePath;
    bool m_replaying = false; // loading a record: no autosave until it is all in
    bool m_stateStale = false; // undone actions in a batch (goToHistory): the state is made once, at the end
    // m_snapshots[i]: the state after i * kSnapshotInterval actions of m_record (0: the start). Undo, redo and going
    // to a log entry replay at most kSnapshotInterval actions from one, so memory stays small on long records.
    std::vector<af::GameState> m_snapshots;
    std::size_t m_unchangedActions = 0; // the record's first actions that the autosave already holds
    mutable afapp::AutosaveWriter m_autosave;
};
