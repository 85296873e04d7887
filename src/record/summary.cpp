#include "summary.h"

#include "score.h"

#include <QJsonDocument>
#include <QStringList>

namespace afrecord {

using namespace af;

namespace {

QString playerName(const GameRecord &record, int seat)
{
    if (seat >= 0 && seat < record.players.size() && !record.players[seat].name.isEmpty())
        return record.players[seat].name;
    return Seats::of(record.options().colors).player(seat);
}

// Characters a terminal may act on instead of showing: C0 and DEL, C1, the Arabic letter mark, the left-to-right and
// right-to-left marks, the line and paragraph separators, the embeddings and overrides and the isolates.
bool actsOnTerminal(char16_t c)
{
    return c < 0x20 || (c >= 0x7f && c <= 0x9f) || c == 0x061c || c == 0x200e || c == 0x200f ||
           (c >= 0x2028 && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069);
}

QString hexEscape(char16_t c, const char *prefix, int digits)
{
    return QLatin1String(prefix) + QStringLiteral("%1").arg(unsigned(c), digits, 16, QLatin1Char('0'));
}

int portsOf(Facility f, int players)
{
    const FacilityLayout layout = facilityLayout(f, players);
    switch (layout.shape) {
    case PortShape::Single:
        return layout.slotCount;
    case PortShape::Pair:
        return layout.slotCount * 2;
    case PortShape::Triple:
    case PortShape::Run:
    case PortShape::HubTrack:
        return layout.slotCount * 3;
    case PortShape::FreeformHub:
        return layout.slotCount;
    case PortShape::Unlimited:
        return -1;
    }
    return 0;
}

QString tieBreakId(TieBreak t)
{
    switch (t) {
    case TieBreak::None:
        return QStringLiteral("vp");
    case TieBreak::Agendas:
        return QStringLiteral("agendas");
    case TieBreak::Cards:
        return QStringLiteral("cards");
    case TieBreak::Ore:
        return QStringLiteral("ore");
    case TieBreak::Fuel:
        return QStringLiteral("fuel");
    case TieBreak::Shared:
        return QStringLiteral("shared");
    }
    return {};
}

} // namespace

QJsonObject summaryJson(const GameRecord &record, const GameState &s)
{
    const Seats seats = Seats::of(s);
    QJsonObject o;
    o[QStringLiteral("ruleset")] = qstr(toId(s.ruleset));
    QJsonArray players;
    for (int p = 0; p < s.playerCount; ++p) {
        const PlayerState &pl = s.players[p];
        const ScoreBreakdown b = score(s, p);
        QJsonArray cards;
        for (int c = 0; c < kCardCount; ++c)
            if (holds(s, p, static_cast<Card>(c)))
                cards.append(qstr(toId(static_cast<Card>(c))));
        QJsonObject breakdown{{QStringLiteral("colonies"), b.colonies},
                              {QStringLiteral("territories"), b.territories},
                              {QStringLiteral("alienCity"), b.alienCity},
                              {QStringLiteral("alienMonument"), b.alienMonument},
                              {QStringLiteral("positron"), b.positron}};
        if (hasModule(s.modules, Module::Agendas)) // revealed agenda cards, only in games with them
            breakdown[QStringLiteral("agendas")] = b.agendas;
        if (hasModule(s.modules, Module::ExtraTech)) // VP of extra alien tech cards (the Alien Sarcophagus)
            breakdown[QStringLiteral("techCards")] = b.techCards;
        QJsonObject player{
            {QStringLiteral("name"), playerName(record, p)},
            {QStringLiteral("color"), seats.player(p)},
            {QStringLiteral("fuel"), pl.fuel},
            {QStringLiteral("ore"), pl.ore},
            {QStringLiteral("shipsInFleet"), shipsNotInStock(s, p) + (s.relicHolder == p ? 1 : 0)},
            {QStringLiteral("shipsInStock"), shipsInStock(s, p)},
            {QStringLiteral("holdsRelicShip"), s.relicHolder == p},
            {QStringLiteral("coloniesUnplaced"), pl.coloniesLeft + (pl.hubCircle > 0 ? 1 : 0)},
            {QStringLiteral("hubCircle"), pl.hubCircle},
            {QStringLiteral("cards"), cards},
            {QStringLiteral("vp"), b.total()},
            {QStringLiteral("vpBreakdown"), breakdown}};
        if (freeformHub(s) && pl.hubCircle > 0)
            player[QStringLiteral("hubTrack")] = pl.hubTrack + 1; // 5-6 players: the freeform Hub's track, 1 to 4
        players.append(player);
    }
    // Factions module: each player's board, and where the REV is (keys absent in a base game).
    if (hasModule(s.modules, Module::Factions)) {
        for (int p = 0; p < s.playerCount; ++p) {
            QJsonObject player = players[p].toObject();
            player[QStringLiteral("faction")] =
                s.factions.board[p] >= 0 ? QJsonValue(qstr(toId(static_cast<Faction>(s.factions.board[p]))))
                                         : QJsonValue();
            players[p] = player;
        }
        o[QStringLiteral("rev")] =
            s.factions.rev >= 0 ? QJsonValue(qstr(toId(static_cast<Territory>(s.factions.rev)))) : QJsonValue();
        // Where the Brethren Ship is: the facility it is docked at, "fleet" while unplaced with its owner.
        const Ship &brethren = s.ships[kBrethrenShip];
        o[QStringLiteral("brethrenShip")] = brethren.place == Place::Docked ? QJsonValue(qstr(toId(brethren.facility)))
                                            : brethren.place == Place::Fleet ? QJsonValue(QStringLiteral("fleet"))
                                                                             : QJsonValue();
    }
    o[QStringLiteral("players")] = players;
    QJsonArray territories;
    for (int t = 0; t < kTerritoryCount; ++t) {
        const Territory territory = static_cast<Territory>(t);
        QJsonObject colonies;
        for (int p = 0; p < s.playerCount; ++p)
            colonies[seats.player(p)] = s.colonies[t][p];
        QJsonArray fields;
        for (int f = 0; f < kFieldCount; ++f)
            if (fieldOn(s, static_cast<Field>(f), territory)) // a straddling one in both
                fields.append(qstr(toId(static_cast<Field>(f))));
        const int controller = controllerOf(s, territory);
        territories.append(QJsonObject{
            {QStringLiteral("id"), qstr(toId(territory))},
            {QStringLiteral("colonies"), colonies},
            {QStringLiteral("controller"), controller == kNoPlayer ? QJsonValue() : QJsonValue(seats.player(controller))},
            {QStringLiteral("fields"), fields}});
    }
    o[QStringLiteral("territories")] = territories;
    QJsonArray facilities;
    for (int f = 0; f < kFacilityCount; ++f) {
        const Facility facility = static_cast<Facility>(f);
        const int ports = portsOf(facility, s.playerCount);
        QJsonArray ships;
        for (int i = 0; i < kShipCount; ++i) {
            const Ship &ship = s.ships[i];
            if (ship.place == Place::Docked && ship.facility == facility)
                ships.append(QJsonObject{{QStringLiteral("ship"), seats.ship(i)},
                                         {QStringLiteral("value"), ship.value},
                                         {QStringLiteral("dockedFor"), seats.player(ship.user)}});
        }
        const int docked = static_cast<int>(ships.size());
        facilities.append(QJsonObject{
            {QStringLiteral("id"), qstr(toId(facility))},
            {QStringLiteral("ports"), ports < 0 ? QJsonValue() : QJsonValue(ports)},
            {QStringLiteral("free"), ports < 0 ? QJsonValue() : QJsonValue(ports - docked)},
            {QStringLiteral("ships"), ships}});
    }
    o[QStringLiteral("facilities")] = facilities;
    o[QStringLiteral("currentPlayer")] = seats.player(s.current);
    o[QStringLiteral("stage")] = qstr(stageId(idx(s.stage)));
    o[QStringLiteral("turnNumber")] = static_cast<qint64>(s.turnNumber);
    o[QStringLiteral("gameOver")] = s.stage == Stage::GameOver;
    QJsonArray ranking;
    for (const RankEntry &e : af::ranking(s))
        ranking.append(QJsonObject{{QStringLiteral("player"), seats.player(e.seat)},
                                   {QStringLiteral("name"), playerName(record, e.seat)},
                                   {QStringLiteral("place"), e.place},
                                   {QStringLiteral("vp"), e.vp},
                                   {QStringLiteral("decidedBy"), tieBreakId(e.decidedBy)}});
    o[QStringLiteral("ranking")] = ranking;
    QJsonArray display;
    for (int8_t c : s.display)
        display.append(c >= 0 ? QJsonValue(qstr(toId(static_cast<Card>(c)))) : QJsonValue());
    o[QStringLiteral("display")] = display;
    o[QStringLiteral("drawPile")] = pileCount(s.drawPile);
    o[QStringLiteral("discardPile")] = pileCount(s.discardPile);
    return o;
}

QString terminalSafe(const QString &text)
{
    QString safe;
    safe.reserve(text.size());
    for (const QChar ch : text) {
        const char16_t c = ch.unicode();
        if (c == u'\\')
            safe += QStringLiteral("\\\\");
        else if (!actsOnTerminal(c))
            safe += ch;
        else
            safe += c <= 0xff ? hexEscape(c, "\\x", 2) : hexEscape(c, "\\u", 4);
    }
    return safe;
}

QString terminalSafeJson(const QString &json)
{
    QString safe;
    safe.reserve(json.size());
    for (const QChar ch : json) // C0 outside strings is the layout's white space
        safe += ch.unicode() >= 0x20 && actsOnTerminal(ch.unicode()) ? hexEscape(ch.unicode(), "\\u", 4) : QString(ch);
    return safe;
}

QString summaryText(const GameRecord &record, const GameState &s)
{
    // Names come from the file: shown with their control characters escaped.
    const auto nameOf = [&](int seat) { return terminalSafe(afrecord::playerName(record, seat)); };
    QStringList lines;
    lines << QStringLiteral("Ruleset %1, turn %2, %3 to play, stage %4%5")
                 .arg(qstr(toId(s.ruleset)))
                 .arg(s.turnNumber)
                 .arg(nameOf(s.current), qstr(stageId(idx(s.stage))),
                      s.stage == Stage::GameOver ? QStringLiteral(" (game over)") : QString());
    for (int p = 0; p < s.playerCount; ++p) {
        const ScoreBreakdown b = score(s, p);
        QString agendas = hasModule(s.modules, Module::Agendas) ? QStringLiteral(", agendas %1").arg(b.agendas)
                                                                   : QString();
        if (hasModule(s.modules, Module::ExtraTech))
            agendas += QStringLiteral(", tech cards %1").arg(b.techCards);
        lines << QStringLiteral("  %1 (%2): %3 VP [colonies %4, territories %5, City %6, Monument %7, Positron %8%15]; "
                                "%9 fuel, %10 ore; %11 colonies unplaced; %12 ships in play, %13 in stock; %14 cards")
                     .arg(nameOf(p), qstr(toId(s.players[p].color)))
                     .arg(b.total())
                     .arg(b.colonies)
                     .arg(b.territories)
                     .arg(b.alienCity)
                     .arg(b.alienMonument)
                     .arg(b.positron)
                     .arg(s.players[p].fuel)
                     .arg(s.players[p].ore)
                     .arg(s.players[p].coloniesLeft + (s.players[p].hubCircle > 0 ? 1 : 0))
                     .arg(shipsNotInStock(s, p) + (s.relicHolder == p ? 1 : 0))
                     .arg(shipsInStock(s, p))
                     .arg(cardCount(s, p))
                     .arg(agendas);
    }
    if (hasModule(s.modules, Module::Factions)) {
        QStringList boards;
        for (int p = 0; p < s.playerCount; ++p)
            if (s.factions.board[p] >= 0)
                boards << QStringLiteral("%1 %2").arg(nameOf(p), qstr(toId(static_cast<Faction>(s.factions.board[p]))));
        QString line = QStringLiteral("  Factions: %1").arg(boards.isEmpty() ? QStringLiteral("not drafted yet")
                                                                             : boards.join(QStringLiteral(", ")));
        if (s.factions.rev >= 0)
            line += QStringLiteral("; REV on %1").arg(qstr(displayName(static_cast<Territory>(s.factions.rev))));
        const Ship &brethren = s.ships[kBrethrenShip];
        if (brethren.place == Place::Docked)
            line += QStringLiteral("; Brethren Ship at the %1").arg(qstr(displayName(brethren.facility)));
        else if (brethren.place == Place::Fleet)
            line += QStringLiteral("; Brethren Ship unplaced (raider face)");
        lines << line;
    }
    for (int t = 0; t < kTerritoryCount; ++t) {
        const int controller = controllerOf(s, static_cast<Territory>(t));
        QStringList colonies;
        for (int p = 0; p < s.playerCount; ++p)
            if (s.colonies[t][p])
                colonies << QStringLiteral("%1 %2").arg(qstr(toId(s.players[p].color))).arg(s.colonies[t][p]);
        if (colonies.isEmpty() && controller == kNoPlayer)
            continue;
        lines << QStringLiteral("  %1: %2%3")
                     .arg(qstr(displayName(static_cast<Territory>(t))), colonies.join(QStringLiteral(", ")),
                          controller == kNoPlayer ? QString()
                                                  : QStringLiteral(" (controlled by %1)").arg(nameOf(controller)));
    }
    if (s.stage == Stage::GameOver) {
        lines << QStringLiteral("Ranking:");
        for (const RankEntry &e : ranking(s))
            lines << QStringLiteral("  %1. %2 %3 VP%4")
                         .arg(e.place)
                         .arg(nameOf(e.seat))
                         .arg(e.vp)
                         .arg(e.decidedBy == TieBreak::None ? QString()
                                                            : QStringLiteral(" (tie: %1)").arg(tieBreakId(e.decidedBy)));
    }
    return lines.join(QLatin1Char('\n'));
}

QString describeAction(const Seats &seats, const Action &action)
{
    const QJsonObject o = actionToJson(seats, action);
    QStringList parts;
    for (auto it = o.begin(); it != o.end(); ++it)
        if (it.key() != QLatin1String("type"))
            parts << it.key() + QLatin1Char('=') +
                         (it.value().isString() ? it.value().toString()
                                                : QString::fromUtf8(QJsonDocument(QJsonArray{it.value()}).toJson(QJsonDocument::Compact)).mid(1).chopped(1));
    return o.value(QStringLiteral("type")).toString() + (parts.isEmpty() ? QString() : QLatin1Char(' ') + parts.join(QLatin1Char(' ')));
}

} // namespace afrecord
