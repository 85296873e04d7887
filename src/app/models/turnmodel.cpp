#include "models/turnmodel.h"

#include "engineids.h"
#include "models/shipview.h"
#include "names.h"
#include "session/availability.h"
#include "session/gamesession.h"

#include "chance.h"
#include "engine.h"
#include "modules/tech.h"
#include "values.h"

#include <algorithm>

using namespace af;
using afapp::qs;

namespace {

// Whether the card prints a discard power: the extra cards' registry says it; a base card has one when the app
// describes it (every base discard power is described).
bool hasDiscardPower(Card card) {
    return isExtraTech(idx(card)) ? detail::techRules(card).discardPower : !afapp::cardDiscardHelp(card).isEmpty();
}

} // namespace

TurnModel::TurnModel(const GameSession *session, QObject *parent) : QObject(parent), m_session(session) {
    connect(session, &GameSession::stateChanged, this, &TurnModel::refresh);
    refresh();
}

void TurnModel::refresh() {
    const QVariantMap turn = m_turn, actions = m_actions;
    const QVariantList fleet = m_fleet, heldCards = m_heldCards;
    rebuild();
    if (m_turn != turn)
        emit summaryChanged();
    if (m_fleet != fleet)
        emit fleetChanged();
    if (m_actions != actions)
        emit actionsChanged();
    if (m_heldCards != heldCards)
        emit heldCardsChanged();
}

void TurnModel::rebuild() {
    m_turn.clear();
    m_actions.clear();
    m_fleet.clear();
    m_heldCards.clear();
    if (!m_session->hasGame()) {
        // Pages are built before there is a game: give them the same shape of data, with nothing to do.
        const QVariantMap unavailable{{QStringLiteral("available"), false}};
        for (const char *move : {"trade", "cycle", "claim", "launch", "buyRelic", "endTurn", "chance"})
            m_actions[QLatin1String(move)] = unavailable;
        m_turn = {{QStringLiteral("seat"), 0},
                  {QStringLiteral("name"), QString()},
                  {QStringLiteral("color"), QString()},
                  {QStringLiteral("number"), 0},
                  {QStringLiteral("stage"), QString()},
                  {QStringLiteral("digital"), false},
                  {QStringLiteral("toRoll"), QStringList()},
                  {QStringLiteral("unplaced"), QStringList()},
                  {QStringLiteral("chanceCount"), 0},
                  {QStringLiteral("tradeRatio"), 0},
                  {QStringLiteral("cyclesLeft"), 0},
                  {QStringLiteral("artifactTotal"), 0},
                  {QStringLiteral("claimNeeded"), kArtifactClaimTotal},
                  {QStringLiteral("excess"), 0},
                  {QStringLiteral("incomeChoices"), QVariantList()},
                  {QStringLiteral("incomeHolder"), QString()},
                  {QStringLiteral("cardReleases"), QVariantList()},
                  {QStringLiteral("propagatedField"), QString()}};
        return;
    }
    const GameState &s = m_session->state();
    const afrecord::Seats seats = afrecord::Seats::of(s);

    // The active player's fleet: ships to roll in the roll stage, unplaced ships in the main stage.
    const ShipList toRoll = shipsToRoll(s);
    QStringList toRollNames;
    for (int8_t ship : toRoll)
        toRollNames << seats.ship(ship);
    for (int i = 0; i < kShipCount; ++i)
        if (s.ships[i].place == Place::Fleet && ownerOf(s, i) == s.current)
            m_fleet << afapp::shipView(s, seats, i);

    // The turn: who plays, what is left to do, and the numbers the buttons show.
    const int seat = s.current;
    const PlayerState &me = s.players[seat];
    const Resources cost = shipyardCost(s, seat);
    QStringList unplacedNames;
    for (int i = 0; i < kShipCount; ++i)
        if (s.ships[i].place == Place::Fleet && s.ships[i].value && ownerOf(s, i) == seat)
            unplacedNames << seats.ship(i);
    m_turn = {{QStringLiteral("seat"), seat},
              {QStringLiteral("name"), m_session->playerName(seat)},
              {QStringLiteral("color"), afapp::colorIdOf(s, seat)},
              {QStringLiteral("number"), s.turnNumber},
              {QStringLiteral("stage"), m_session->stage()},
              {QStringLiteral("digital"), m_session->record().mode == afrecord::DiceMode::Digital},
              {QStringLiteral("toRoll"), toRollNames},
              {QStringLiteral("unplaced"), unplacedNames},
              {QStringLiteral("chanceCount"), af::chanceCount(s)},
              {QStringLiteral("tradeRatio"), tradeRatio(s, seat)},
              {QStringLiteral("cyclesLeft"), s.turn.artifactCycles},
              {QStringLiteral("artifactTotal"), s.turn.artifactTotal},
              {QStringLiteral("claimNeeded"), kArtifactClaimTotal},
              {QStringLiteral("shipyardFuel"), cost.fuel},
              {QStringLiteral("shipyardOre"), cost.ore},
              {QStringLiteral("excess"), std::max(0, me.fuel + me.ore - kHandLimit)},
              {QStringLiteral("handLimit"), kHandLimit},
              {QStringLiteral("discardUsed"), s.turn.discardUsed},
              {QStringLiteral("gameOver"), s.stage == Stage::GameOver}};

    // The Auto Pilot A.I.'s income at the turn start: its holder's choices as the engine lists them, named
    // with the holder, who need not be the active player.
    QVariantList incomeChoices;
    int incomeHolder = kNoPlayer;
    for (const Action &a : m_session->legal())
        if (const auto *income = std::get_if<AutoPilotIncome>(&a)) {
            incomeHolder = income->player;
            const int n = kTechValues.autoPilotIncome;
            const bool ore = income->resource == Resource::Ore;
            incomeChoices << QVariantMap{
                {QStringLiteral("resource"), qs(toId(income->resource))},
                {QStringLiteral("amount"), afapp::amountText(ore ? Resources{0, n} : Resources{n, 0})},
                {QStringLiteral("move"), afrecord::actionToJson(seats, a).toVariantMap()}};
        }
    m_turn[QStringLiteral("incomeChoices")] = incomeChoices;
    m_turn[QStringLiteral("incomeHolder")] =
        incomeHolder == kNoPlayer ? QString() : m_session->playerName(incomeHolder);

    // Colonies kept on a card (Gravitron Shunt, X-41) that the active player may release now, by card: the engine's
    // release moves, one per territory where one may land.
    QVariantList releases;
    for (const Action &a : m_session->legal())
        if (const auto *u = std::get_if<UseCard>(&a); u && detail::isCardRelease(*u)) {
            const QString id = qs(toId(u->card));
            auto entry = std::find_if(releases.begin(), releases.end(),
                                      [&](const QVariant &r) { return r.toMap().value(QStringLiteral("id")) == id; });
            if (entry == releases.end()) {
                releases << QVariantMap{{QStringLiteral("id"), id},
                                        {QStringLiteral("name"), afapp::cardName(u->card)},
                                        {QStringLiteral("moves"), QVariantList()}};
                entry = releases.end() - 1;
            }
            QVariantMap map = entry->toMap();
            QVariantList moves = map.value(QStringLiteral("moves")).toList();
            moves << afrecord::actionToJson(seats, a).toVariantMap();
            map[QStringLiteral("moves")] = moves;
            *entry = map;
        }
    m_turn[QStringLiteral("cardReleases")] = releases;
    // The field generator the Field Propagator's die named, waiting for its territory (stage field-place, X-56).
    m_turn[QStringLiteral("propagatedField")] =
        s.tech.propagatedField >= 0 ? afapp::fieldName(static_cast<Field>(s.tech.propagatedField)) : QString();

    // What the turn's buttons can do now, each with the engine's reason when it cannot.
    auto anyLegal = [&](auto pick) { return std::any_of(m_session->legal().begin(), m_session->legal().end(), pick); };
    auto firstOpenTerritory = [&] {
        for (int t = 0; t < kTerritoryCount; ++t)
            if (!fieldOn(s, Field::Repulsor, static_cast<Territory>(t)))
                return static_cast<Territory>(t);
        return Territory::AsimovCrater;
    };
    m_actions[QStringLiteral("trade")] = afapp::availability(*m_session, check(s, Trade{}));
    m_actions[QStringLiteral("cycle")] = afapp::availability(*m_session, check(s, Cycle{}));
    m_actions[QStringLiteral("buyRelic")] = afapp::availability(*m_session, check(s, BuyRelic{}));
    {
        Card probe = Card::AlienCity;
        for (int8_t c : s.display)
            if (c >= 0) {
                probe = static_cast<Card>(c);
                break;
            }
        const bool ok = anyLegal([](const Action &a) { return std::holds_alternative<Claim>(a); });
        m_actions[QStringLiteral("claim")] = afapp::availabilityOf(*m_session, ok, check(s, Claim{probe}));
    }
    {
        const bool ok = anyLegal([](const Action &a) { return std::holds_alternative<Launch>(a); });
        m_actions[QStringLiteral("launch")] =
            afapp::availabilityOf(*m_session, ok, check(s, Launch{firstOpenTerritory()}));
    }
    {
        const int excess = std::max(0, me.fuel + me.ore - kHandLimit);
        const bool ok = anyLegal([](const Action &a) { return std::holds_alternative<EndTurn>(a); });
        EndTurn probe;
        probe.returnFuel = static_cast<int8_t>(std::min<int>(excess, me.fuel));
        probe.returnOre = static_cast<int8_t>(excess - probe.returnFuel);
        m_actions[QStringLiteral("endTurn")] = afapp::availabilityOf(*m_session, ok, check(s, probe));
    }
    m_actions[QStringLiteral("chance")] = afapp::availabilityOf(
        *m_session, isChanceStage(s.stage) && m_session->record().mode == afrecord::DiceMode::Digital,
        isChanceStage(s.stage) ? std::nullopt : std::optional(reject(Reason::WrongStage, {}, idx(s.stage))));

    // The active player's alien tech cards with what they can do now.
    for (int c = 0; c < kCardCount; ++c) {
        const Card card = static_cast<Card>(c);
        if (!holds(s, seat, card))
            continue;
        const QString id = qs(toId(card));
        // A release of colonies kept on the card is its owners' power, not the card's use (the release button).
        const bool canUse = anyLegal([&](const Action &a) {
            const auto *u = std::get_if<UseCard>(&a);
            return u && u->card == card && !detail::isCardRelease(*u);
        });
        const bool canDiscard = anyLegal([&](const Action &a) {
            const auto *d = std::get_if<DiscardCard>(&a);
            return d && d->card == card;
        });
        QVariantMap entry{
            {QStringLiteral("id"), id},
            {QStringLiteral("name"), afapp::cardName(card)},
            {QStringLiteral("useHelp"), afapp::cardUseHelp(card)},
            {QStringLiteral("discardHelp"), afapp::cardDiscardHelp(card)},
            {QStringLiteral("passiveHelp"), afapp::cardPassiveHelp(card)},
            {QStringLiteral("hasUse"), hasFuelPower(card)},
            {QStringLiteral("hasDiscard"), hasDiscardPower(card)},
            {QStringLiteral("used"), (s.turn.cardsUsed & cardBit(card)) != 0},
            {QStringLiteral("use"),
             afapp::availabilityOf(*m_session, canUse,
                                   canUse ? std::nullopt : afapp::whyCardUnavailable(s, card, false))},
            {QStringLiteral("discard"),
             afapp::availabilityOf(*m_session, canDiscard,
                                   canDiscard ? std::nullopt : afapp::whyCardUnavailable(s, card, true))}};
        m_heldCards << entry;
    }
}
