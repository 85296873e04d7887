#include "models/setupguide.h"

#include "engineids.h"
#include "names.h"
#include "session/gamesession.h"

#include "engine.h"

using namespace af;
using afapp::qs;

SetupGuide::SetupGuide(const GameSession *session, QObject *parent) : QObject(parent), m_session(session) {
    connect(session, &GameSession::gameChanged, this, &SetupGuide::changed);
}

QVariant SetupGuide::steps() const {
    if (!m_session->hasGame())
        return QVariantMap();
    const int n = m_session->state().playerCount;
    QVariantList covered;
    for (int f = 0; f < kFacilityCount; ++f) {
        const int ports = coveredPorts(static_cast<Facility>(f), n);
        if (ports > 0)
            covered << QVariantMap{{QStringLiteral("facility"), qs(toId(static_cast<Facility>(f)))},
                                   {QStringLiteral("name"), afapp::facilityName(static_cast<Facility>(f))},
                                   {QStringLiteral("ports"), ports}};
    }
    QVariantList seats;
    for (int p = 0; p < n; ++p) {
        const Resources start = startingResources(p);
        seats << QVariantMap{{QStringLiteral("seat"), p},
                             {QStringLiteral("name"), m_session->playerName(p)},
                             {QStringLiteral("color"), qs(toId(m_session->state().players[p].color))},
                             {QStringLiteral("fuel"), start.fuel},
                             {QStringLiteral("ore"), start.ore}};
    }
    return QVariantMap{{QStringLiteral("playerCount"), n},
                       {QStringLiteral("coloniesEach"),
                        coloniesPerPlayer(m_session->record().ruleset, n, m_session->record().longGame)},
                       {QStringLiteral("covered"), covered},
                       {QStringLiteral("seats"), seats},
                       {QStringLiteral("deckSize"), deckSize(m_session->record().ruleset)},
                       {QStringLiteral("displaySize"), kDisplaySize},
                       {QStringLiteral("shipsInFleet"), 3},
                       {QStringLiteral("shipsInStock"), kShipsPerColor - 3},
                       {QStringLiteral("supplyFuel"), kSupplyFuel},
                       {QStringLiteral("supplyOre"), kSupplyOre},
                       {QStringLiteral("fromPosition"), m_session->record().position.has_value()}};
}
