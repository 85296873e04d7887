#include "models/factionsmodel.h"

#include "engineids.h"
#include "models/shipview.h"
#include "names.h"
#include "session/availability.h"
#include "session/gamesession.h"

#include "engine.h"
#include "modules/extension.h"
#include "values.h"

using namespace af;
using afapp::qs;

namespace {

QVariantMap boardEntry(Faction f) {
    return {{QStringLiteral("id"), qs(toId(f))}, {QStringLiteral("name"), afapp::facilityName(boardFacility(f))}};
}

// What the owner ability itself costs, from the value ledger (values.h); the others cost nothing up front (their
// exchanges are the choice itself, e.g. Terran Exchange's ore for a card).
Resources ownerAbilityCost(Faction f) {
    switch (f) {
    case Faction::ProximaCentauriScholars:
        return kFactionValues.proximaOwnerCost;
    case Faction::XenoExplorationsInc:
        return kFactionValues.xenoOwnerCost;
    default:
        return {};
    }
}

} // namespace

FactionsModel::FactionsModel(const GameSession *session, QObject *parent)
    : QObject(parent), m_session(session),
      m_boards({"id", "faction", "name", "ownerSeat", "ownerName", "ownerColor", "feeText", "port", "hasAbility",
                "abilityCost", "ability"}) {
    connect(session, &GameSession::stateChanged, this, &FactionsModel::refresh);
    refresh();
}

void FactionsModel::refresh() {
    const bool inPlay = m_session->hasGame() && hasModule(m_session->state().modules, Module::Factions);
    if (inPlay != m_inPlay) {
        m_inPlay = inPlay;
        emit inPlayChanged();
    }
    if (!inPlay) {
        update(QVariantMap{}, QVariantList{}, QString());
        return;
    }
    const GameState &s = m_session->state();
    const afrecord::Seats seats = afrecord::Seats::of(s);

    const bool drawing = s.stage == Stage::BoardDraw;
    const bool picking = s.stage == Stage::BoardPick;
    QVariantList pool, offered;
    const uint16_t drawable = detail::draftPool(s);
    for (int i = 0; i < kFactionCount; ++i) {
        const Faction f = static_cast<Faction>(i);
        if (drawing && (drawable >> i & 1u))
            pool << boardEntry(f);
        if (picking && (s.factions.offered >> i & 1u))
            offered << boardEntry(f);
    }
    const QVariantMap draft{{QStringLiteral("drawing"), drawing},
               {QStringLiteral("picking"), picking},
               {QStringLiteral("needed"), detail::boardsToDraw(s.playerCount)},
               {QStringLiteral("pool"), pool},
               {QStringLiteral("offered"), offered},
               {QStringLiteral("pickerSeat"), picking ? int(s.current) : -1},
               {QStringLiteral("pickerName"), picking ? m_session->playerName(s.current) : QString()},
               {QStringLiteral("pickerColor"), picking ? afapp::colorIdOf(s, s.current) : QString()}};

    QVariantList boards;
    // One question to the engine for every board's ability: is any use of it among the legal moves?
    bool abilityLegal = false;
    for (const Action &a : m_session->legal())
        abilityLegal = abilityLegal || std::holds_alternative<UseFaction>(a);
    for (int seat = 0; seat < s.playerCount; ++seat) {
        if (s.factions.board[seat] < 0)
            continue;
        const Faction f = static_cast<Faction>(s.factions.board[seat]);
        const Facility facility = boardFacility(f);
        QVariant port;
        for (int i = 0; i < kShipCount; ++i)
            if (s.ships[i].place == Place::Docked && s.ships[i].facility == facility)
                port = afapp::shipView(s, seats, i);
        const bool hasAbility = detail::factionRules(f).ownerAbility != nullptr;
        QVariantMap ability{{QStringLiteral("available"), false}};
        if (hasAbility) {
            const bool mine = s.stage == Stage::Main && s.current == seat;
            const std::optional<Rejection> why = check(s, UseFaction{});
            if (mine && abilityLegal)
                ability = afapp::availabilityOf(*m_session, true, std::nullopt);
            else if (why && !afapp::isMissingChoice(why->reason))
                ability = afapp::availabilityOf(*m_session, false, why);
            else if (!mine)
                ability[QStringLiteral("text")] = tr("Only %1 uses this ability, on their own turn.")
                                                       .arg(m_session->playerName(seat));
            else
                ability[QStringLiteral("text")] = tr("No use of this ability is possible now.");
        }
        const QString cost = afapp::amountText(ownerAbilityCost(f));
        boards << QVariantMap{
            {QStringLiteral("id"), qs(toId(facility))},
            {QStringLiteral("faction"), qs(toId(f))},
            {QStringLiteral("name"), afapp::facilityName(facility)},
            {QStringLiteral("ownerSeat"), seat},
            {QStringLiteral("ownerName"), m_session->playerName(seat)},
            {QStringLiteral("ownerColor"), afapp::colorIdOf(s, seat)},
            //: %1: an amount such as "1 fuel"; %2: the board's owner
            {QStringLiteral("feeText"),
             tr("Docking fee: %1, paid to %2").arg(afapp::amountText(kFactionValues.fee), m_session->playerName(seat))},
            {QStringLiteral("port"), port},
            {QStringLiteral("hasAbility"), hasAbility},
            //: %1: an amount such as "2 fuel"
            {QStringLiteral("abilityCost"), cost.isEmpty() ? tr("Owner ability") : tr("Owner ability (%1)").arg(cost)},
            {QStringLiteral("ability"), ability}};
    }
    update(draft, boards, s.factions.rev >= 0 ? qs(toId(static_cast<Territory>(s.factions.rev))) : QString());
}

void FactionsModel::update(const QVariantMap &draft, const QVariantList &boards, const QString &rev) {
    if (draft != m_draft) {
        m_draft = draft;
        emit draftChanged();
    }
    m_boards.setRows(boards);
    if (rev != m_rev) {
        m_rev = rev;
        emit revChanged();
    }
}
