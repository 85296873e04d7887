// PositionDraft: the position editor's side in C++. It turns the editor's draft (plain data, see
// PositionEditor.qml) into a game state, checks it with af::validateState and starts the session's game from it,
// and makes a draft of the session's current state (to correct a game or start from it).
#pragma once

#include <QObject>
#include <QString>
#include <QVariant>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

class GameSession;

class PositionDraft : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The position editor's draft belongs to a GameController")

public:
    explicit PositionDraft(GameSession *session, QObject *parent = nullptr);

    // What a player with this name and colour id is called in the app's text (afapp::playerCalled): for names
    // typed but not yet in a game. The views' `name` fields are already made this way.
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

private:
    GameSession *m_session;
};
