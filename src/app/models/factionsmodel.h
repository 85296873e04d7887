// FactionsModel: the factions module as the views show it: the draft (the boards that may be drawn, the boards
// offered, whose pick it is), then each board in play with its owner, its docking port and fee, and whether its
// owner ability can be used now (the engine's answer, with its reason when not); the Brethren Ship and the REV.
// Empty lists in a game without factions. Rebuilt when the session's state changes.
#pragma once

#include <QObject>
#include <QVariant>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

class GameSession;

class FactionsModel : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The factions belong to a GameController")

    // Whether the game is played with the factions module.
    Q_PROPERTY(bool inPlay READ inPlay NOTIFY changed)
    // {drawing, picking, needed, pool: [{id, name}], offered: [{id, name}], pickerSeat, pickerName, pickerColor,
    //  prompt}
    Q_PROPERTY(QVariant draft READ draft NOTIFY changed)
    // The boards taken, in seat order: {id (its facility id), faction, name, ownerSeat, ownerName, ownerColor,
    //  feeText, port (a ship view, or null), hasAbility, abilityCost, ability: {available, text, ruleId, ruleTitle}}
    Q_PROPERTY(QVariant boards READ boards NOTIFY changed)
    // The territory id of Xeno Explorations' REV, or "" when it is not on the planet.
    Q_PROPERTY(QString rev READ rev NOTIFY changed)

public:
    explicit FactionsModel(const GameSession *session, QObject *parent = nullptr);

    bool inPlay() const { return m_inPlay; }
    QVariant draft() const { return m_draft; }
    QVariant boards() const { return m_boards; }
    QString rev() const { return m_rev; }

signals:
    void changed();

private:
    void refresh();

    const GameSession *m_session;
    bool m_inPlay = false;
    QVariantMap m_draft;
    QVariantList m_boards;
    QString m_rev;
};
