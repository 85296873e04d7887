// LegalMoves: the questions the board and the choice dialogs ask about the session's current state, each answered
// by the engine (check() and legalActions()): is this move legal and why not, which moves match, where may these
// ships dock, which territories are open, which cards can be turned up. Nothing here changes the game.
#pragma once

#include <QJsonObject>
#include <QObject>
#include <QStringList>
#include <QVariant>
#include <QtQml/qqmlregistration.h>

class GameSession;

class LegalMoves : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The legal moves belong to a GameController")

public:
    explicit LegalMoves(const GameSession *session, QObject *parent = nullptr);

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
    // Cards that can be turned up now, given the ones already picked for this entry: [{id, name, left}].
    Q_INVOKABLE QVariant drawableCards(const QStringList &picked) const;

private:
    const GameSession *m_session;
};
