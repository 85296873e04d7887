// BoardModel: the board as BoardView.qml draws it: the orbital facilities with their ports and docked ships, the
// territories with their colonies, controllers and field generators, the alien tech display, the field
// generators, the Relic Ship, the card piles and the supply. Worked out again when the session's state changes. The
// four lists are RowsModels, which tell the board's Repeaters only the rows and roles that changed: a move keeps every
// delegate and wakes only the bindings of what it changed. The Relic Ship is a plain JS value (QVariant); the piles'
// and the supply's counts are values of their own; each is notified only when it changed.
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
    // The cards in the draw pile and in the discard pile.
    Q_PROPERTY(int drawPile READ drawPile NOTIFY drawPileChanged)
    Q_PROPERTY(int discardPile READ discardPile NOTIFY discardPileChanged)
    // Whether the game is played with a limited supply of fuel and ore, and the supply's tokens.
    Q_PROPERTY(bool limitedSupply READ limitedSupply NOTIFY limitedSupplyChanged)
    Q_PROPERTY(int supplyFuel READ supplyFuel NOTIFY supplyFuelChanged)
    Q_PROPERTY(int supplyOre READ supplyOre NOTIFY supplyOreChanged)

public:
    explicit BoardModel(const GameSession *session, QObject *parent = nullptr);

    RowsModel *facilities() { return &m_facilities; }
    RowsModel *territories() { return &m_territories; }
    RowsModel *display() { return &m_display; }
    RowsModel *fields() { return &m_fields; }
    QVariant relic() const { return m_relic; }
    int drawPile() const { return m_drawPile; }
    int discardPile() const { return m_discardPile; }
    bool limitedSupply() const { return m_limitedSupply; }
    int supplyFuel() const { return m_supplyFuel; }
    int supplyOre() const { return m_supplyOre; }

signals:
    void relicChanged();
    void drawPileChanged();
    void discardPileChanged();
    void limitedSupplyChanged();
    void supplyFuelChanged();
    void supplyOreChanged();

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
    QVariantMap m_relic;
    int m_drawPile = 0, m_discardPile = 0;
    bool m_limitedSupply = false;
    int m_supplyFuel = 0, m_supplyOre = 0;
};
