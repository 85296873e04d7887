#include "models/boardmodel.h"

#include "engineids.h"
#include "models/shipview.h"
#include "names.h"
#include "session/gamesession.h"

#include "engine.h"

#include <QCoreApplication>
#include <QEvent>

#include <algorithm>
#include <utility>

using namespace af;
using afapp::qs;

namespace {

const char *shapeId(PortShape shape) {
    switch (shape) {
    case PortShape::Single:
        return "single";
    case PortShape::Pair:
        return "pair";
    case PortShape::Triple:
        return "triple";
    case PortShape::Run:
        return "run";
    case PortShape::HubTrack:
        return "hub";
    case PortShape::FreeformHub:
        return "freeform-hub";
    case PortShape::Unlimited:
        return "unlimited";
    }
    return "";
}

int portsPerSlot(PortShape shape) {
    switch (shape) {
    case PortShape::Single:
    case PortShape::FreeformHub:
        return 1;
    case PortShape::Pair:
        return 2;
    case PortShape::Triple:
    case PortShape::Run:
    case PortShape::HubTrack:
        return 3;
    case PortShape::Unlimited:
        return 0;
    }
    return 0;
}

} // namespace

BoardModel::BoardModel(const GameSession *session, QObject *parent)
    : QObject(parent), m_session(session),
      m_facilities({"id", "name", "help", "shape", "portCount", "covered", "ports", "ships", "dockedCount"}),
      m_territories({"id", "name", "help", "colonies", "total", "controller", "controllerColor", "fields", "relicHome"}),
      m_display({"slot", "id", "name", "use", "discard", "passive"}),
      m_fields({"id", "name", "help", "territory", "territoryName"}) {
    connect(session, &GameSession::stateChanged, this, &BoardModel::refresh);
    if (QCoreApplication *app = QCoreApplication::instance())
        app->installEventFilter(this);
    refresh();
}

bool BoardModel::eventFilter(QObject *watched, QEvent *event) {
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance()) {
        m_texts.reset();
        refresh();
    }
    return QObject::eventFilter(watched, event);
}

const BoardModel::Texts &BoardModel::texts() {
    if (m_texts)
        return *m_texts;
    Texts &t = m_texts.emplace();
    for (int f = 0; f < kFacilityCount; ++f) {
        const Facility facility = static_cast<Facility>(f);
        t.facilityIds << qs(toId(facility));
        t.facilityNames << afapp::facilityName(facility);
        t.facilityHelps << afapp::facilityHelp(facility);
    }
    for (int i = 0; i < kTerritoryCount; ++i) {
        const Territory territory = static_cast<Territory>(i);
        t.territoryIds << qs(toId(territory));
        t.territoryNames << afapp::territoryName(territory);
        t.territoryHelps << afapp::territoryHelp(territory);
    }
    for (int c = 0; c < kCardCount; ++c) {
        const Card card = static_cast<Card>(c);
        t.cardIds << qs(toId(card));
        t.cardNames << afapp::cardName(card);
        t.cardUses << afapp::cardUseHelp(card);
        t.cardDiscards << afapp::cardDiscardHelp(card);
        t.cardPassives << afapp::cardPassiveHelp(card);
    }
    for (int i = 0; i < kFieldCount; ++i) {
        const Field field = static_cast<Field>(i);
        t.fieldIds << qs(toId(field));
        t.fieldNames << afapp::fieldName(field);
        t.fieldHelps << afapp::fieldHelp(field);
    }
    return t;
}

void BoardModel::refresh() {
    QVariantList facilities, territories, display, fields;
    QVariantMap relic;
    int drawPile = 0, discardPile = 0, supplyFuel = 0, supplyOre = 0;
    bool limitedSupply = false;
    const auto update = [&] {
        m_facilities.setRows(facilities);
        m_territories.setRows(territories);
        m_display.setRows(display);
        m_fields.setRows(fields);
        if (std::exchange(m_relic, relic) != relic)
            emit relicChanged();
        if (std::exchange(m_drawPile, drawPile) != drawPile)
            emit drawPileChanged();
        if (std::exchange(m_discardPile, discardPile) != discardPile)
            emit discardPileChanged();
        if (std::exchange(m_limitedSupply, limitedSupply) != limitedSupply)
            emit limitedSupplyChanged();
        if (std::exchange(m_supplyFuel, supplyFuel) != supplyFuel)
            emit supplyFuelChanged();
        if (std::exchange(m_supplyOre, supplyOre) != supplyOre)
            emit supplyOreChanged();
    };
    if (!m_session->hasGame()) {
        // Pages are built before there is a game: give them the same shape of data.
        relic = {{QStringLiteral("home"), true}};
        update();
        return;
    }
    const GameState &s = m_session->state();
    const afrecord::Seats seats = afrecord::Seats::of(s);
    const int n = s.playerCount;
    const Texts &text = texts();

    // Facilities with their ports. Ships fill the ports in group order, so pairs and triples stay together.
    for (int f = 0; f < kFacilityCount; ++f) {
        const Facility facility = static_cast<Facility>(f);
        const FacilityLayout layout = facilityLayout(facility, n);
        const int perSlot = portsPerSlot(layout.shape);
        // Every port printed on the board (the Hub's 12 are shared with 5-6 players).
        const int portCount = layout.shape == PortShape::FreeformHub ? layout.slotCount
                                                                     : facilityLayout(facility, 4).slotCount * perSlot;
        std::vector<int> docked;
        for (int i = 0; i < kShipCount; ++i)
            if (s.ships[i].place == Place::Docked && s.ships[i].facility == facility)
                docked.push_back(i);
        std::stable_sort(docked.begin(), docked.end(), [&](int a, int b) {
            if (layout.shape == PortShape::Run)
                return s.ships[a].value < s.ships[b].value;
            return s.ships[a].group < s.ships[b].group;
        });
        QVariantList ports;
        QVariantList ships;
        for (int i = 0; i < portCount; ++i)
            ports << QVariant();
        if (layout.shape == PortShape::HubTrack) {
            std::array<int, kMaxPlayers> used{};
            for (int i : docked) {
                const int track = s.ships[i].user;
                if (track >= 0 && track < 4 && used[track] < perSlot)
                    ports[track * perSlot + used[track]++] = afapp::shipView(s, seats, i);
            }
        } else if (layout.shape == PortShape::Pair || layout.shape == PortShape::Triple) {
            int slot = -1, inSlot = 0;
            int64_t lastGroup = -1; // group numbers are 32-bit unsigned
            for (int i : docked) {
                if (s.ships[i].group != lastGroup) {
                    ++slot;
                    inSlot = 0;
                    lastGroup = s.ships[i].group;
                }
                const int port = slot * perSlot + inSlot++;
                if (port < portCount)
                    ports[port] = afapp::shipView(s, seats, i);
            }
        } else {
            int port = 0;
            for (int i : docked) {
                if (layout.shape == PortShape::Unlimited || port >= portCount)
                    ships << afapp::shipView(s, seats, i);
                else
                    ports[port++] = afapp::shipView(s, seats, i);
            }
        }
        facilities << QVariantMap{{QStringLiteral("id"), text.facilityIds.at(f)},
                                    {QStringLiteral("name"), text.facilityNames.at(f)},
                                    {QStringLiteral("help"), text.facilityHelps.at(f)},
                                    {QStringLiteral("shape"), QString::fromLatin1(shapeId(layout.shape))},
                                    {QStringLiteral("portCount"), portCount},
                                    {QStringLiteral("covered"), coveredPorts(facility, n)},
                                    {QStringLiteral("ports"), ports},
                                    {QStringLiteral("ships"), ships},
                                    {QStringLiteral("dockedCount"), static_cast<int>(docked.size())}};
    }

    // Territories.
    for (int t = 0; t < kTerritoryCount; ++t) {
        const Territory territory = static_cast<Territory>(t);
        QVariantList colonies, fieldsHere;
        for (int p = 0; p < n; ++p)
            if (s.colonies[t][p])
                colonies << QVariantMap{{QStringLiteral("seat"), p},
                                        {QStringLiteral("color"), afapp::colorIdOf(s, p)},
                                        {QStringLiteral("count"), s.colonies[t][p]}};
        for (int f = 0; f < kFieldCount; ++f)
            if (fieldOn(s, static_cast<Field>(f), territory)) // a straddling one in both
                fieldsHere << text.fieldIds.at(f);
        const int controller = controllerOf(s, territory);
        territories << QVariantMap{{QStringLiteral("id"), text.territoryIds.at(t)},
                                     {QStringLiteral("name"), text.territoryNames.at(t)},
                                     {QStringLiteral("help"), text.territoryHelps.at(t)},
                                     {QStringLiteral("colonies"), colonies},
                                     {QStringLiteral("total"), coloniesOn(s, territory)},
                                     {QStringLiteral("controller"), controller},
                                     {QStringLiteral("controllerColor"), afapp::colorIdOf(s, controller)},
                                     {QStringLiteral("fields"), fieldsHere},
                                     {QStringLiteral("relicHome"), territory == Territory::BurroughsDesert &&
                                                                       s.ships[kRelicShip].place == Place::Home}};
    }

    for (int slot = 0; slot < kDisplaySize; ++slot) {
        const int c = s.display[slot];
        display << QVariantMap{{QStringLiteral("slot"), slot},
                                 {QStringLiteral("id"), c >= 0 ? text.cardIds.at(c) : QString()},
                                 {QStringLiteral("name"), c >= 0 ? text.cardNames.at(c) : QString()},
                                 {QStringLiteral("use"), c >= 0 ? text.cardUses.at(c) : QString()},
                                 {QStringLiteral("discard"), c >= 0 ? text.cardDiscards.at(c) : QString()},
                                 {QStringLiteral("passive"), c >= 0 ? text.cardPassives.at(c) : QString()}};
    }

    for (int f = 0; f < kFieldCount; ++f) {
        const int at = s.fieldAt[f];
        QString where = at >= 0 ? text.territoryNames.at(at) : QString();
        if (const int also = s.tech.straddles[f]; also >= 0) // straddling a border (Field Amplifier, X-38)
            where += QStringLiteral(" / ") + text.territoryNames.at(also);
        fields << QVariantMap{
            {QStringLiteral("id"), text.fieldIds.at(f)},
            {QStringLiteral("name"), text.fieldNames.at(f)},
            {QStringLiteral("help"), text.fieldHelps.at(f)},
            {QStringLiteral("territory"), at >= 0 ? text.territoryIds.at(at) : QString()},
            {QStringLiteral("territoryName"), where}};
    }

    const Ship &relicShip = s.ships[kRelicShip];
    relic = afapp::shipView(s, seats, kRelicShip);
    relic[QStringLiteral("home")] = relicShip.place == Place::Home;
    relic[QStringLiteral("holder")] = int(s.relicHolder);

    drawPile = pileCount(s.drawPile);
    discardPile = pileCount(s.discardPile);
    limitedSupply = s.limitedSupply;
    supplyFuel = s.supplyFuel;
    supplyOre = s.supplyOre;
    update();
}
