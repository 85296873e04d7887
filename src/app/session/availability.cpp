#include "session/availability.h"

#include "messages.h"
#include "session/gamesession.h"

using namespace af;

namespace afapp {

QVariantMap availability(const GameSession &session, const std::optional<Rejection> &rejection) {
    return availabilityOf(session, !rejection.has_value(), rejection);
}

QVariantMap availabilityOf(const GameSession &session, bool available, const std::optional<Rejection> &why) {
    QVariantMap out{{QStringLiteral("available"), available}};
    if (!available && why) {
        const Message m = session.explainRejection(*why);
        out[QStringLiteral("text")] = m.text;
        out[QStringLiteral("ruleId")] = m.ruleId;
        out[QStringLiteral("ruleTitle")] = m.ruleTitle;
    }
    return out;
}

bool isMissingChoice(Reason r) {
    switch (r) {
    case Reason::NotAShip:
    case Reason::TerritoryRequired:
    case Reason::NoFacility:
    case Reason::UnexpectedParameter:
    case Reason::BadPlayer:
    case Reason::DuplicateShip:
    case Reason::SameShip:
    case Reason::SameTerritory:
    case Reason::SamePlayer:
    case Reason::SameFacility:
    case Reason::WrongShipCount:
    case Reason::ShipNotYours:
    case Reason::ShipNotUnplaced:
    case Reason::ShipNotDocked:
    case Reason::PlasmaOneFacility:
    case Reason::NoShipChosen:
    case Reason::OwnShip:
    case Reason::NoColonyThere:
    case Reason::CardNotInDiscard:
    case Reason::FieldNotOnBoard:
        return true;
    default:
        return false;
    }
}

std::optional<Rejection> whyCardUnavailable(const GameState &s, Card card, bool discard) {
    auto attempt = [&](const CardArgs &args) {
        return discard ? check(s, DiscardCard{card, args}) : check(s, UseCard{card, args});
    };
    // Refusals about the card itself (not held, used, no such power) come before any choice.
    const std::optional<Rejection> base = attempt({});
    if (base && !isMissingChoice(base->reason) && base->reason != Reason::NotEnoughUnplaced)
        return base;
    // Otherwise try the choices the power could take and report the first refusal that is about the game.
    std::vector<CardArgs> probes;
    std::vector<int8_t> unplaced, docked;
    for (int i = 0; i < kShipCount; ++i) {
        if (s.ships[i].place == Place::Fleet && s.ships[i].value && ownerOf(s, i) == s.current)
            unplaced.push_back(static_cast<int8_t>(i));
        if (s.ships[i].place == Place::Docked)
            docked.push_back(static_cast<int8_t>(i));
    }
    for (int8_t u : unplaced) {
        CardArgs a;
        a.ship = u;
        a.ships.push_back(u);
        for (int8_t w : unplaced)
            if (w != u && a.ship2 == kNoShip)
                a.ship2 = w;
        probes.push_back(a);
    }
    for (int8_t d : docked) {
        CardArgs a;
        a.ship = d;
        a.ships.push_back(d);
        a.facility = s.ships[d].facility;
        a.dock = Dock{Facility::SolarConverter, {}, std::nullopt, {}};
        if (s.ships[d].facility == Facility::SolarConverter)
            a.dock->facility = Facility::LunarMine;
        probes.push_back(a);
    }
    for (int t = 0; t < kTerritoryCount; ++t) {
        CardArgs a;
        a.territory = static_cast<Territory>(t);
        a.territory2 = static_cast<Territory>((t + 1) % kTerritoryCount);
        for (int p = 0; p < s.playerCount; ++p)
            if (s.colonies[t][p] && a.player == kNoPlayer)
                a.player = static_cast<int8_t>(p);
        probes.push_back(a);
    }
    for (int f = 0; f < kFieldCount; ++f) {
        CardArgs a;
        a.field = static_cast<Field>(f);
        probes.push_back(a);
    }
    for (int c = 0; c < kCardCount; ++c)
        if (s.discardPile[c]) {
            CardArgs a;
            a.card = static_cast<Card>(c);
            probes.push_back(a);
        }
    for (const CardArgs &a : probes)
        if (auto r = attempt(a); r && !isMissingChoice(r->reason))
            return r;
    if (unplaced.empty() && !discard &&
        (card == Card::BoosterPod || card == Card::StasisBeam || card == Card::PolarityDevice ||
         card == Card::GravityManipulator || card == Card::TemporalWarper))
        return reject(Reason::NotEnoughUnplaced, toId(card), card == Card::GravityManipulator ? 2 : 1);
    return base;
}

} // namespace afapp
