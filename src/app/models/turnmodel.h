// TurnModel: the turn as the turn panel shows it: whose turn, the stage and the numbers the buttons show, the
// active player's fleet, what each of the turn's buttons can do now (with the engine's reason when it cannot) and
// the active player's alien tech cards with what they can do. Lists and maps are declared QVariant so that QML sees
// plain JS values. Worked out again when the session's state changes; each property notifies only when its value
// changed.
#pragma once

#include <QObject>
#include <QVariant>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

class GameSession;

class TurnModel : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The turn belongs to a GameController")

    // {seat, name, color, number, stage, digital, toRoll, unplaced, chanceCount, tradeRatio, cyclesLeft,
    //  artifactTotal, claimNeeded, shipyardFuel, shipyardOre, excess, handLimit, discardUsed, gameOver,
    //  incomeHolder, incomeChoices: the Auto Pilot A.I.'s income due now, [{resource, amount, move}],
    //  cardReleases: colonies kept on a card the active player may release, [{id, name, moves}],
    //  propagatedField: the field generator's name in stage field-place}
    Q_PROPERTY(QVariant summary READ summary NOTIFY summaryChanged)
    // The active player's ships in their fleet: to roll in the roll stage, unplaced in the main stage.
    Q_PROPERTY(QVariant fleet READ fleet NOTIFY fleetChanged)
    // trade, cycle, claim, launch, buyRelic, endTurn, chance: {available, text, ruleId, ruleTitle}
    Q_PROPERTY(QVariant actions READ actions NOTIFY actionsChanged)
    // The active player's cards: {id, name, useHelp, discardHelp, passiveHelp, hasUse, hasDiscard, used, use, discard}
    Q_PROPERTY(QVariant heldCards READ heldCards NOTIFY heldCardsChanged)

public:
    explicit TurnModel(const GameSession *session, QObject *parent = nullptr);

    QVariant summary() const { return m_turn; }
    QVariant fleet() const { return m_fleet; }
    QVariant actions() const { return m_actions; }
    QVariant heldCards() const { return m_heldCards; }

signals:
    void summaryChanged();
    void fleetChanged();
    void actionsChanged();
    void heldCardsChanged();

private:
    void refresh(); // rebuild(), then the notifications of what differs
    void rebuild();

    const GameSession *m_session;
    QVariantMap m_turn, m_actions;
    QVariantList m_fleet, m_heldCards;
};
