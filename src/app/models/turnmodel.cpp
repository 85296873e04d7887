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
#include <utility>

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

int TurnModel::claimNeeded() const { return kArtifactClaimTotal; }

void TurnModel::refresh() {
    // Every value is new before the first notification: a binding woken by one reads the others as they are now.
    const Values was = std::exchange(m_now, worked());
    if (m_now.name != was.name)
        emit nameChanged();
    if (m_now.color != was.color)
        emit colorChanged();
    if (m_now.number != was.number)
        emit numberChanged();
    if (m_now.digital != was.digital)
        emit digitalChanged();
    if (m_now.toRoll != was.toRoll)
        emit toRollChanged();
    if (m_now.unplaced != was.unplaced)
        emit unplacedChanged();
    if (m_now.chanceCount != was.chanceCount)
        emit chanceCountChanged();
    if (m_now.tradeRatio != was.tradeRatio)
        emit tradeRatioChanged();
    if (m_now.cyclesLeft != was.cyclesLeft)
        emit cyclesLeftChanged();
    if (m_now.artifactTotal != was.artifactTotal)
        emit artifactTotalChanged();
    if (m_now.excess != was.excess)
        emit excessChanged();
    if (m_now.incomeHolder != was.incomeHolder)
        emit incomeHolderChanged();
    if (m_now.incomeChoices != was.incomeChoices)
        emit incomeChoicesChanged();
    if (m_now.cardReleases != was.cardReleases)
        emit cardReleasesChanged();
    if (m_now.propagatedField != was.propagatedField)
        emit propagatedFieldChanged();
    if (m_now.fleet != was.fleet)
        emit fleetChanged();
    if (m_now.actions != was.actions)
        emit actionsChanged();
    if (m_now.heldCards != was.heldCards)
        emit heldCardsChanged();
}

TurnModel::Values TurnModel::worked() const {
    Values v;
    if (!m_session->hasGame()) {
        // Pages are built before there is a game: give them the same shape of data, with nothing to do.
        const QVariantMap unavailable{{QStringLiteral("available"), false}};
        for (const char *move : {"trade", "cycle", "claim", "launch", "buyRelic", "endTurn", "chance"})
            v.actions[QLatin1String(move)] = unavailable;
        return v;
    }
    const GameState &s = m_session->state();
    const afrecord::Seats seats = afrecord::Seats::of(s);

    // The active player's fleet: ships to roll in the roll stage, unplaced ships in the main stage.
    for (int8_t ship : shipsToRoll(s))
        v.toRoll << seats.ship(ship);
    for (int i = 0; i < kShipCount; ++i)
        if (s.ships[i].place == Place::Fleet && ownerOf(s, i) == s.current)
            v.fleet << afapp::shipView(s, seats, i);

    // The turn: who plays, what is left to do, and the numbers the buttons show.
    const int seat = s.current;
    const PlayerState &me = s.players[seat];
    for (int i = 0; i < kShipCount; ++i)
        if (s.ships[i].place == Place::Fleet && s.ships[i].value && ownerOf(s, i) == seat)
            v.unplaced << seats.ship(i);
    v.name = m_session->playerName(seat);
    v.color = afapp::colorIdOf(s, seat);
    v.number = s.turnNumber;
    v.digital = m_session->record().mode == afrecord::DiceMode::Digital;
    v.chanceCount = af::chanceCount(s);
    v.tradeRatio = af::tradeRatio(s, seat);
    v.cyclesLeft = s.turn.artifactCycles;
    v.artifactTotal = s.turn.artifactTotal;
    v.excess = std::max(0, me.fuel + me.ore - kHandLimit);

    // The Auto Pilot A.I.'s income at the turn start: its holder's choices as the engine lists them, named
    // with the holder, who need not be the active player.
    int incomeHolder = kNoPlayer;
    for (const Action &a : m_session->legal())
        if (const auto *income = std::get_if<AutoPilotIncome>(&a)) {
            incomeHolder = income->player;
            const int n = kTechValues.autoPilotIncome;
            const bool ore = income->resource == Resource::Ore;
            v.incomeChoices << QVariantMap{
                {QStringLiteral("resource"), qs(toId(income->resource))},
                {QStringLiteral("amount"), afapp::amountText(ore ? Resources{0, n} : Resources{n, 0})},
                {QStringLiteral("move"), afrecord::actionToJson(seats, a).toVariantMap()}};
        }
    v.incomeHolder = incomeHolder == kNoPlayer ? QString() : m_session->playerName(incomeHolder);

    // Colonies kept on a card (Gravitron Shunt, X-41) that the active player may release now, by card: the engine's
    // release moves, one per territory where one may land.
    QVariantList &releases = v.cardReleases;
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
    // The field generator the Field Propagator's die named, waiting for its territory (stage field-place, X-56).
    if (s.tech.propagatedField >= 0)
        v.propagatedField = afapp::fieldName(static_cast<Field>(s.tech.propagatedField));

    // What the turn's buttons can do now, each with the engine's reason when it cannot.
    auto anyLegal = [&](auto pick) { return std::any_of(m_session->legal().begin(), m_session->legal().end(), pick); };
    auto firstOpenTerritory = [&] {
        for (int t = 0; t < kTerritoryCount; ++t)
            if (!fieldOn(s, Field::Repulsor, static_cast<Territory>(t)))
                return static_cast<Territory>(t);
        return Territory::AsimovCrater;
    };
    v.actions[QStringLiteral("trade")] = afapp::availability(*m_session, check(s, Trade{}));
    v.actions[QStringLiteral("cycle")] = afapp::availability(*m_session, check(s, Cycle{}));
    v.actions[QStringLiteral("buyRelic")] = afapp::availability(*m_session, check(s, BuyRelic{}));
    {
        Card probe = Card::AlienCity;
        for (int8_t c : s.display)
            if (c >= 0) {
                probe = static_cast<Card>(c);
                break;
            }
        const bool ok = anyLegal([](const Action &a) { return std::holds_alternative<Claim>(a); });
        v.actions[QStringLiteral("claim")] = afapp::availabilityOf(*m_session, ok, check(s, Claim{probe}));
    }
    {
        const bool ok = anyLegal([](const Action &a) { return std::holds_alternative<Launch>(a); });
        v.actions[QStringLiteral("launch")] =
            afapp::availabilityOf(*m_session, ok, check(s, Launch{firstOpenTerritory()}));
    }
    {
        const int excess = std::max(0, me.fuel + me.ore - kHandLimit);
        const bool ok = anyLegal([](const Action &a) { return std::holds_alternative<EndTurn>(a); });
        EndTurn probe;
        probe.returnFuel = static_cast<int8_t>(std::min<int>(excess, me.fuel));
        probe.returnOre = static_cast<int8_t>(excess - probe.returnFuel);
        v.actions[QStringLiteral("endTurn")] = afapp::availabilityOf(*m_session, ok, check(s, probe));
    }
    v.actions[QStringLiteral("chance")] = afapp::availabilityOf(
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
        v.heldCards << entry;
    }
    return v;
}
