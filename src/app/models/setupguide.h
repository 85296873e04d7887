// SetupGuide: what the table needs to set up the session's game: the ports to cover, the colonies each, what each
// seat receives, the deal. Empty before there is a game; made again when a game starts.
#pragma once

#include <QObject>
#include <QVariant>
#include <QtQml/qqmlregistration.h>

class GameSession;

class SetupGuide : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The setup guide belongs to a GameController")

    // {playerCount, coloniesEach, covered: [{facility, name, ports}], seats: [{seat, name, color, fuel, ore}],
    //  deckSize, displaySize, shipsInFleet, shipsInStock, supplyFuel, supplyOre, fromPosition,
    //  factions: {} without the module, else {drawn, pickOrder: [names], boards: [{seat, name, color, board}],
    //  rev: territory name or "", brethrenShip}}, agendas (the game uses the agendas module), agendasDealt
    Q_PROPERTY(QVariant steps READ steps NOTIFY changed)

public:
    explicit SetupGuide(const GameSession *session, QObject *parent = nullptr);

    QVariant steps() const;

signals:
    void changed();

private:
    const GameSession *m_session;
};
