// TurnModel: the turn as the turn panel shows it: whose turn, the stage and the numbers the buttons show, the
// active player's fleet, what each of the turn's buttons can do now (with the engine's reason when it cannot) and
// the active player's alien tech cards with what they can do. Lists and maps are declared QVariant so that QML sees
// plain JS values. Worked out again when the session's state changes. Each value is a property of its own that
// notifies only when it changed: a move changes one or two of them (the ships left to place, the cycles left), and
// wakes only the bindings that read those, not every binding of the turn panel.
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariant>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

class GameSession;

class TurnModel : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The turn belongs to a GameController")

    // The active player: what to call them and their colour id.
    Q_PROPERTY(QString name READ name NOTIFY nameChanged)
    Q_PROPERTY(QString color READ color NOTIFY colorChanged)
    Q_PROPERTY(int number READ number NOTIFY numberChanged)
    // The dice are rolled by the app (digital mode), not at the table.
    Q_PROPERTY(bool digital READ digital NOTIFY digitalChanged)
    // Ship names: the fleet to roll (roll stage), the ships not yet docked (main stage).
    Q_PROPERTY(QVariant toRoll READ toRoll NOTIFY toRollChanged)
    Q_PROPERTY(QVariant unplaced READ unplaced NOTIFY unplacedChanged)
    // How many chance entries the stage waits for (dice, cards, agenda cards).
    Q_PROPERTY(int chanceCount READ chanceCount NOTIFY chanceCountChanged)
    Q_PROPERTY(int tradeRatio READ tradeRatio NOTIFY tradeRatioChanged)
    Q_PROPERTY(int cyclesLeft READ cyclesLeft NOTIFY cyclesLeftChanged)
    Q_PROPERTY(int artifactTotal READ artifactTotal NOTIFY artifactTotalChanged)
    Q_PROPERTY(int claimNeeded READ claimNeeded CONSTANT)
    // Tokens above the hand limit, to give back at the end of the turn.
    Q_PROPERTY(int excess READ excess NOTIFY excessChanged)
    // The Auto Pilot A.I.'s income due now: its holder's name and choices, [{resource, amount, move}].
    Q_PROPERTY(QString incomeHolder READ incomeHolder NOTIFY incomeHolderChanged)
    Q_PROPERTY(QVariant incomeChoices READ incomeChoices NOTIFY incomeChoicesChanged)
    // Colonies kept on a card the active player may release, [{id, name, moves}].
    Q_PROPERTY(QVariant cardReleases READ cardReleases NOTIFY cardReleasesChanged)
    // The field generator's name in stage field-place.
    Q_PROPERTY(QString propagatedField READ propagatedField NOTIFY propagatedFieldChanged)
    // The active player's ships in their fleet: to roll in the roll stage, unplaced in the main stage.
    Q_PROPERTY(QVariant fleet READ fleet NOTIFY fleetChanged)
    // trade, cycle, claim, launch, buyRelic, endTurn, chance: {available, text, ruleId, ruleTitle}
    Q_PROPERTY(QVariant actions READ actions NOTIFY actionsChanged)
    // The active player's cards: {id, name, useHelp, discardHelp, passiveHelp, hasUse, hasDiscard, used, use, discard}
    Q_PROPERTY(QVariant heldCards READ heldCards NOTIFY heldCardsChanged)

public:
    explicit TurnModel(const GameSession *session, QObject *parent = nullptr);

    QString name() const { return m_now.name; }
    QString color() const { return m_now.color; }
    int number() const { return m_now.number; }
    bool digital() const { return m_now.digital; }
    QVariant toRoll() const { return m_now.toRoll; }
    QVariant unplaced() const { return m_now.unplaced; }
    int chanceCount() const { return m_now.chanceCount; }
    int tradeRatio() const { return m_now.tradeRatio; }
    int cyclesLeft() const { return m_now.cyclesLeft; }
    int artifactTotal() const { return m_now.artifactTotal; }
    int claimNeeded() const;
    int excess() const { return m_now.excess; }
    QString incomeHolder() const { return m_now.incomeHolder; }
    QVariant incomeChoices() const { return m_now.incomeChoices; }
    QVariant cardReleases() const { return m_now.cardReleases; }
    QString propagatedField() const { return m_now.propagatedField; }
    QVariant fleet() const { return m_now.fleet; }
    QVariant actions() const { return m_now.actions; }
    QVariant heldCards() const { return m_now.heldCards; }

signals:
    void nameChanged();
    void colorChanged();
    void numberChanged();
    void digitalChanged();
    void toRollChanged();
    void unplacedChanged();
    void chanceCountChanged();
    void tradeRatioChanged();
    void cyclesLeftChanged();
    void artifactTotalChanged();
    void excessChanged();
    void incomeHolderChanged();
    void incomeChoicesChanged();
    void cardReleasesChanged();
    void propagatedFieldChanged();
    void fleetChanged();
    void actionsChanged();
    void heldCardsChanged();

private:
    struct Values {
        QString name, color;
        int number = 0;
        bool digital = false;
        QStringList toRoll, unplaced;
        int chanceCount = 0, tradeRatio = 0, cyclesLeft = 0, artifactTotal = 0, excess = 0;
        QString incomeHolder;
        QVariantList incomeChoices, cardReleases;
        QString propagatedField;
        QVariantList fleet;
        QVariantMap actions;
        QVariantList heldCards;
    };

    void refresh();                // worked out again, then the notifications of what differs
    Values worked() const;         // the turn as the session's state has it now

    const GameSession *m_session;
    Values m_now;
};
