// BoardModel: the board as BoardView.qml draws it: the orbital facilities with their ports and docked ships, the
// territories with their colonies, controllers and field generators, the alien tech display, the field
// generators, the Relic Ship and the card piles. Lists are declared QVariant so that QML sees plain JS values.
// Rebuilt when the session's state changes.
#pragma once

#include <QObject>
#include <QVariant>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

class GameSession;

class BoardModel : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The board belongs to a GameController")

    Q_PROPERTY(QVariant facilities READ facilities NOTIFY changed)
    Q_PROPERTY(QVariant territories READ territories NOTIFY changed)
    Q_PROPERTY(QVariant display READ display NOTIFY changed)
    Q_PROPERTY(QVariant fields READ fields NOTIFY changed)
    Q_PROPERTY(QVariant relic READ relic NOTIFY changed)
    Q_PROPERTY(QVariant piles READ piles NOTIFY changed)

public:
    explicit BoardModel(const GameSession *session, QObject *parent = nullptr);

    QVariant facilities() const { return m_facilities; }
    QVariant territories() const { return m_territories; }
    QVariant display() const { return m_display; }
    QVariant fields() const { return m_fields; }
    QVariant relic() const { return m_relic; }
    QVariant piles() const { return m_piles; }

signals:
    void changed();

private:
    void refresh();

    const GameSession *m_session;
    QVariantList m_facilities, m_territories, m_display, m_fields;
    QVariantMap m_relic, m_piles;
};
