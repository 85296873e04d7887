// BoardModel: the board as BoardView.qml draws it: the orbital facilities with their ports and docked ships, the
// territories with their colonies, controllers and field generators, the alien tech display, the field
// generators, the Relic Ship and the card piles. Lists are declared QVariant so that QML sees plain JS values.
// Worked out again when the session's state changes; each property notifies only when its value changed, so that
// a move that leaves the territories alone (most do) keeps their Repeater's delegates and wakes none of their
// bindings.
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

    Q_PROPERTY(QVariant facilities READ facilities NOTIFY facilitiesChanged)
    Q_PROPERTY(QVariant territories READ territories NOTIFY territoriesChanged)
    Q_PROPERTY(QVariant display READ display NOTIFY displayChanged)
    Q_PROPERTY(QVariant fields READ fields NOTIFY fieldsChanged)
    Q_PROPERTY(QVariant relic READ relic NOTIFY relicChanged)
    Q_PROPERTY(QVariant piles READ piles NOTIFY pilesChanged)

public:
    explicit BoardModel(const GameSession *session, QObject *parent = nullptr);

    QVariant facilities() const { return m_facilities; }
    QVariant territories() const { return m_territories; }
    QVariant display() const { return m_display; }
    QVariant fields() const { return m_fields; }
    QVariant relic() const { return m_relic; }
    QVariant piles() const { return m_piles; }

signals:
    void facilitiesChanged();
    void territoriesChanged();
    void displayChanged();
    void fieldsChanged();
    void relicChanged();
    void pilesChanged();

private:
    void refresh(); // rebuild(), then the notifications of what differs
    void rebuild();

    const GameSession *m_session;
    QVariantList m_facilities, m_territories, m_display, m_fields;
    QVariantMap m_relic, m_piles;
};
