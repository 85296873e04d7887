// BoardModel: the board as BoardView.qml draws it: the orbital facilities with their ports and docked ships, the
// territories with their colonies, controllers and field generators, the alien tech display, the field
// generators, the Relic Ship and the card piles. Worked out again when the session's state changes. The four lists
// are RowsModels, which tell the board's Repeaters only the rows and roles that changed: a move keeps every delegate
// and wakes only the bindings of what it changed. The Relic Ship and the piles are plain JS values (QVariant), each
// notified only when it changed.
#pragma once

#include <QObject>
#include <QStringList>
#include <QVariant>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <optional>

#include "models/rowsmodel.h"

class GameSession;

class BoardModel : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The board belongs to a GameController")

    // {id, name, help, shape, portCount, covered, ports (a ship view or null per port), ships (beyond the ports),
    //  dockedCount}
    Q_PROPERTY(RowsModel *facilities READ facilities CONSTANT)
    // {id, name, help, colonies: [{seat, color, count}], total, controller, controllerColor, fields, relicHome}
    Q_PROPERTY(RowsModel *territories READ territories CONSTANT)
    // The alien tech display by slot: {slot, id ("" for an empty slot), name, use, discard, passive}
    Q_PROPERTY(RowsModel *display READ display CONSTANT)
    // {id, name, help, territory ("" off the board), territoryName}
    Q_PROPERTY(RowsModel *fields READ fields CONSTANT)
    Q_PROPERTY(QVariant relic READ relic NOTIFY relicChanged)
    Q_PROPERTY(QVariant piles READ piles NOTIFY pilesChanged)

public:
    explicit BoardModel(const GameSession *session, QObject *parent = nullptr);

    RowsModel *facilities() { return &m_facilities; }
    RowsModel *territories() { return &m_territories; }
    RowsModel *display() { return &m_display; }
    RowsModel *fields() { return &m_fields; }
    QVariant relic() const { return m_relic; }
    QVariant piles() const { return m_piles; }

signals:
    void relicChanged();
    void pilesChanged();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override; // a language change: the texts again

private:
    // The ids, translated names and help texts of the facilities, territories, cards and field generators, by the
    // engine's index: worked out once per language, not after every move.
    struct Texts {
        QStringList facilityIds, facilityNames, facilityHelps;
        QStringList territoryIds, territoryNames, territoryHelps;
        QStringList cardIds, cardNames, cardUses, cardDiscards, cardPassives;
        QStringList fieldIds, fieldNames, fieldHelps;
    };
    const Texts &texts(); // made when first needed after a language change

    void refresh(); // works everything out again; each list and value tells what differs

    const GameSession *m_session;
    std::optional<Texts> m_texts;
    RowsModel m_facilities, m_territories, m_display, m_fields;
    QVariantMap m_relic, m_piles;
};
