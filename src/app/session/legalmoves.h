// LegalMoves: the questions the board and the choice dialogs ask about the session's current state, each answered
// by the engine (check() and legalActions()): is this move legal and why not, which moves match, where may these
// ships dock, which territories are open, whether a docking may raid, which cards can be turned up. Nothing here
// changes the game.
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
    // Whether the docking this move makes (a dock, or a card's "dock") may go with a raid, so that the raid is to be
    // asked: the engine lists a raid with it, or accepts it with a probe raid (the raids of a card's docking at a
    // full Raiders' Outpost are legal without being listed, e.g. the Superconducting Grapple's, X-43).
    Q_INVOKABLE bool mayRaid(const QJsonObject &action) const;
    // Cards that can be turned up now, given the ones already picked for this entry: [{id, name, left}].
    Q_INVOKABLE QVariant drawableCards(const QStringList &picked) const;

private:
    const GameSession *m_session;
};
