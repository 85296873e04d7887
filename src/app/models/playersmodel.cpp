#include "models/playersmodel.h"

#include "engineids.h"
#include "models/shipview.h"
#include "names.h"
#include "session/gamesession.h"

#include "engine.h"
#include "score.h"

using namespace af;
using afapp::qs;

namespace {

const char *tieBreakId(TieBreak t) {
    switch (t) {
    case TieBreak::None:
        return "none";
    case TieBreak::Agendas:
        return "agendas";
    case TieBreak::Cards:
        return "cards";
    case TieBreak::Ore:
        return "ore";
    case TieBreak::Fuel:
        return "fuel";
    case TieBreak::Shared:
        return "shared";
    }
    return "";
}

} // namespace

PlayersModel::PlayersModel(const GameSession *session, QObject *parent)
    : QObject(parent), m_session(session),
      m_seatRows({"seat", "name", "enteredName", "color", "colorName", "current", "fuel", "ore", "coloniesLeft",
                  "coloniesInHand", "hubCircle", "hubTrack", "coloniesOnBoard", "shipsInPlay", "shipsInStock",
                  "unplaced", "holdsRelic", "cards", "score"}) {
    connect(session, &GameSession::stateChanged, this, &PlayersModel::refresh);
    refresh();
}

void PlayersModel::refresh() {
    const QVariantList seats = m_seats, names = m_names, colors = m_colors, hub = m_hub, ranking = m_ranking;
    rebuild();
    m_seatRows.setRows(m_seats);
    if (m_seats != seats)
        emit seatsChanged();
    if (m_names != names)
        emit namesChanged();
    if (m_colors != colors)
        emit colorsChanged();
    if (m_hub != hub)
        emit hubChanged();
    if (m_ranking != ranking)
        emit rankingChanged();
}

void PlayersModel::rebuild() {
    m_seats.clear();
    m_names.clear();
    m_colors.clear();
    m_hub.clear();
    m_ranking.clear();
    if (m_session->hasGame()) {
        const GameState &s = m_session->state();
        const int n = s.playerCount;
        // Players and their score.
        for (int p = 0; p < n; ++p) {
            const PlayerState &pl = s.players[p];
            const ScoreBreakdown b = score(s, p);
            QVariantList cards;
            for (int c = 0; c < kCardCount; ++c) {
                const Card card = static_cast<Card>(c);
                if (!holds(s, p, card))
                    continue;
                QVariantMap entry{{QStringLiteral("id"), qs(toId(card))},
                                  {QStringLiteral("name"), afapp::cardName(card)},
                                  {QStringLiteral("use"), afapp::cardUseHelp(card)},
                                  {QStringLiteral("discard"), afapp::cardDiscardHelp(card)},
                                  {QStringLiteral("passive"), afapp::cardPassiveHelp(card)}};
                // The ship kept on the card (Auto Pilot A.I., X-40): shown on the card, as it is on the table.
                if (card == Card::AutoPilotAI)
                    for (int i = 0; i < kShipCount; ++i)
                        if (s.ships[i].place == Place::OnCard)
                            entry[QStringLiteral("ship")] = afapp::shipView(s, afrecord::Seats::of(s), i);
                cards << entry;
            }
            const QString name = m_session->playerName(p), color = afapp::colorIdOf(s, p);
            m_names << name;
            m_colors << color;
            m_hub << QVariantMap{{QStringLiteral("color"), color},
                                 {QStringLiteral("hubCircle"), pl.hubCircle},
                                 {QStringLiteral("hubTrack"), pl.hubTrack}};
            m_seats << QVariantMap{
                {QStringLiteral("seat"), p},
                {QStringLiteral("name"), name},
                {QStringLiteral("enteredName"), m_session->enteredName(p)},
                {QStringLiteral("color"), color},
                {QStringLiteral("colorName"), afapp::colorName(pl.color)},
                {QStringLiteral("current"), p == s.current && s.stage != Stage::Deal && s.stage != Stage::GameOver},
                {QStringLiteral("fuel"), pl.fuel},
                {QStringLiteral("ore"), pl.ore},
                {QStringLiteral("coloniesLeft"), pl.coloniesLeft + (pl.hubCircle > 0 ? 1 : 0)},
                {QStringLiteral("coloniesInHand"), pl.coloniesLeft},
                {QStringLiteral("hubCircle"), pl.hubCircle},
                {QStringLiteral("hubTrack"), pl.hubTrack}, // the freeform Hub's (5-6 players)
                {QStringLiteral("coloniesOnBoard"), coloniesOnTerritories(s, p)},
                {QStringLiteral("shipsInPlay"), shipsNotInStock(s, p)},
                {QStringLiteral("shipsInStock"), shipsInStock(s, p)},
                {QStringLiteral("unplaced"), p == s.current ? unplacedShips(s, p) : 0},
                {QStringLiteral("holdsRelic"), s.relicHolder == p},
                {QStringLiteral("cards"), cards},
                {QStringLiteral("score"), QVariantMap{{QStringLiteral("colonies"), b.colonies},
                                                      {QStringLiteral("territories"), b.territories},
                                                      {QStringLiteral("alienCity"), b.alienCity},
                                                      {QStringLiteral("alienMonument"), b.alienMonument},
                                                      {QStringLiteral("positron"), b.positron},
                                                      {QStringLiteral("agendas"), b.agendas},
                                                      {QStringLiteral("techCards"), b.techCards},
                                                      {QStringLiteral("total"), b.total()}}}};
        }

        for (const RankEntry &e : af::ranking(s)) {
            QString tie;
            switch (e.decidedBy) {
            case TieBreak::None:
                break;
            case TieBreak::Agendas:
                tie = tr("Tied on points; revealed agenda cards decide (%n card(s)).", nullptr, e.agendas);
                break;
            case TieBreak::Cards:
                tie = tr("Tied on points; alien tech cards decide (%n card(s)).", nullptr, e.cards);
                break;
            case TieBreak::Ore:
                tie = tr("Tied on points and cards; ore decides (%n ore).", nullptr, e.ore);
                break;
            case TieBreak::Fuel:
                tie = tr("Tied on points, cards and ore; fuel decides (%n fuel).", nullptr, e.fuel);
                break;
            case TieBreak::Shared:
                tie = tr("Tied on points, cards, ore and fuel: the place is shared.");
                break;
            }
            m_ranking << QVariantMap{{QStringLiteral("seat"), e.seat},
                                     {QStringLiteral("name"), m_session->playerName(e.seat)},
                                     {QStringLiteral("color"), afapp::colorIdOf(s, e.seat)},
                                     {QStringLiteral("place"), e.place},
                                     {QStringLiteral("vp"), e.vp},
                                     {QStringLiteral("cards"), e.cards},
                                     {QStringLiteral("ore"), e.ore},
                                     {QStringLiteral("fuel"), e.fuel},
                                     {QStringLiteral("decidedBy"), QString::fromLatin1(tieBreakId(e.decidedBy))},
                                     {QStringLiteral("tieText"), tie}};
        }
    }
}
