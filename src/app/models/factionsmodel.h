// FactionsModel: the factions module as the views show it: the draft (the boards that may be drawn, the boards
// offered, whose pick it is), then each board in play with its owner, its docking port and fee, and whether its
// owner ability can be used now (the engine's answer, with its reason when not); the Brethren Ship and the REV.
// Empty lists in a game without factions. Worked out again when the session's state changes; each property
// notifies only when its value changed, and the boards are a RowsModel that tells only the boards and roles that
// changed: a move that docks at one board wakes the bindings of that board's port alone.
#pragma once

#include <QObject>
#include <QVariant>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include "models/rowsmodel.h"

class GameSession;

class FactionsModel : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The factions belong to a GameController")

    // Whether the game is played with the factions module.
    Q_PROPERTY(bool inPlay READ inPlay NOTIFY inPlayChanged)
    // {drawing, picking, needed, pool: [{id, name}], offered: [{id, name}], pickerSeat, pickerName, pickerColor,
    //  prompt}
    Q_PROPERTY(QVariant draft READ draft NOTIFY draftChanged)
    // The boards taken, in seat order: {id (its facility id), faction, name, ownerSeat, ownerName, ownerColor,
    //  feeText, port (a ship view, or null), hasAbility, abilityCost, ability: {available, text, ruleId, ruleTitle}}
    Q_PROPERTY(RowsModel *boards READ boards CONSTANT)
    // The territory id of Xeno Explorations' REV, or "" when it is not on the planet.
    Q_PROPERTY(QString rev READ rev NOTIFY revChanged)

public:
    explicit FactionsModel(const GameSession *session, QObject *parent = nullptr);

    bool inPlay() const { return m_inPlay; }
    QVariant draft() const { return m_draft; }
    RowsModel *boards() { return &m_boards; }
    QString rev() const { return m_rev; }

signals:
    void inPlayChanged();
    void draftChanged();
    void revChanged();

private:
    void refresh();
    // Takes the new values, each notified only when it differs from the one shown.
    void update(const QVariantMap &draft, const QVariantList &boards, const QString &rev);

    const GameSession *m_session;
    bool m_inPlay = false;
    QVariantMap m_draft;
    RowsModel m_boards;
    QString m_rev;
};
