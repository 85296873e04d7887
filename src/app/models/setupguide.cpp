#include "models/setupguide.h"

#include "engineids.h"
#include "names.h"
#include "session/gamesession.h"

#include "engine.h"
#include "modules/extension.h"

using namespace af;
using afapp::qs;

SetupGuide::SetupGuide(const GameSession *session, QObject *parent) : QObject(parent), m_session(session) {
    connect(session, &GameSession::gameChanged, this, &SetupGuide::changed);
    // The faction draft changes what the table sets up (boards, components); after the deal nothing does.
    connect(session, &GameSession::stateChanged, this, [this] {
        const Stage stage = m_session->hasGame() ? m_session->state().stage : Stage::Main;
        if (stage == Stage::BoardDraw || stage == Stage::BoardPick || stage == Stage::Deal)
            emit changed();
    });
}

namespace {

// The factions module's part of the setup (EXPANSIONS.md 1.2): how many boards are drawn, the order of the picks,
// who took which board, and the components the boards bring. Empty when the module is off.
QVariantMap factionSteps(const GameSession &session) {
    const GameState &s = session.state();
    if (!hasModule(s.modules, Module::Factions))
        return {};
    QVariantList pickOrder;
    for (int seat = s.playerCount - 1; seat >= 0; --seat) // the last player first, then counter-clockwise
        pickOrder << session.playerName(seat);
    QVariantList boards;
    for (int seat = 0; seat < s.playerCount; ++seat)
        if (s.factions.board[seat] >= 0)
            boards << QVariantMap{
                {QStringLiteral("seat"), seat},
                {QStringLiteral("name"), session.playerName(seat)},
                {QStringLiteral("color"), qs(toId(s.players[seat].color))},
                {QStringLiteral("board"),
                 afapp::facilityName(boardFacility(static_cast<Faction>(s.factions.board[seat])))}};
    const bool brethren = detail::boardOwner(s, Faction::BrethrenOfTheStars) != kNoPlayer;
    return {{QStringLiteral("drawn"), detail::boardsToDraw(s.playerCount)},
            {QStringLiteral("pickOrder"), pickOrder},
            {QStringLiteral("boards"), boards},
            {QStringLiteral("rev"), s.factions.rev >= 0 ? afapp::territoryName(static_cast<Territory>(s.factions.rev))
                                                        : QString()},
            {QStringLiteral("brethrenShip"), brethren}};
}

} // namespace

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
                       {QStringLiteral("deckSize"), deckSize(m_session->record().ruleset, m_session->record().modules)},
                       {QStringLiteral("displaySize"), kDisplaySize},
                       {QStringLiteral("shipsInFleet"), 3},
                       {QStringLiteral("shipsInStock"), kShipsPerColor - 3},
                       {QStringLiteral("supplyFuel"), kSupplyFuel},
                       {QStringLiteral("supplyOre"), kSupplyOre},
                       {QStringLiteral("fromPosition"), m_session->record().position.has_value()},
                       {QStringLiteral("factions"), factionSteps(*m_session)},
                       {QStringLiteral("agendas"), hasModule(m_session->record().modules, Module::Agendas)},
                       {QStringLiteral("agendasDealt"), kAgendasDealt}};
}
