// Modules and faction data as JSON. Files are untrusted: every problem names its JSON path.
#include "faction_json.h"

#include <QCoreApplication>

namespace afrecord {

using namespace af;

QJsonArray shipMask(const Seats &seats, uint64_t mask)
{
    QJsonArray out;
    for (int i = 0; i < kShipCount; ++i)
        if ((mask >> i) & 1)
            out.append(seats.ship(i));
    return out;
}

uint64_t readShipMask(JsonReader &r, const Seats &seats, const QJsonObject &o, const QString &key,
                      const QString &path)
{
    uint64_t mask = 0;
    if (!o.contains(key))
        return mask;
    const QString where = JsonReader::at(path, key);
    const QJsonArray a = r.array(o.value(key), where);
    for (qsizetype i = 0; i < a.size() && r.ok(); ++i) {
        const int ship = shipFromJson(r, seats, a[i], JsonReader::at(where, i));
        if (ship != kNoShip)
            mask |= uint64_t{1} << ship;
    }
    return mask;
}

namespace {

QJsonArray territoryMask(uint16_t mask)
{
    QJsonArray out;
    for (int t = 0; t < kTerritoryCount; ++t)
        if (mask & (1u << t))
            out.append(qstr(toId(static_cast<Territory>(t))));
    return out;
}

uint16_t readTerritoryMask(JsonReader &r, const QJsonObject &o, const QString &key, const QString &path)
{
    uint16_t mask = 0;
    if (!o.contains(key))
        return mask;
    const QString where = JsonReader::at(path, key);
    const QJsonArray a = r.array(o.value(key), where);
    for (qsizetype i = 0; i < a.size() && r.ok(); ++i)
        if (auto t = r.id<Territory>(a[i], JsonReader::at(where, i), QStringLiteral("territory")))
            mask = static_cast<uint16_t>(mask | (1u << idx(*t)));
    return mask;
}

} // namespace

int8_t shipFromJson(JsonReader &r, const Seats &seats, const QJsonValue &v, const QString &path)
{
    const QString name = r.string(v, path);
    if (!r.ok())
        return kNoShip;
    const auto id = seats.shipOf(name);
    if (!id) {
        r.fail(path, QCoreApplication::translate("RecordReader", "unknown ship '%1' (ships are named like red-1 to red-6, relic-ship or brethren-ship)").arg(name));
        return kNoShip;
    }
    return static_cast<int8_t>(*id);
}

int8_t playerFromJson(JsonReader &r, const Seats &seats, const QJsonValue &v, const QString &path)
{
    const QString name = r.string(v, path);
    if (!r.ok())
        return kNoPlayer;
    const auto seat = seats.seatOf(name);
    if (!seat) {
        r.fail(path, QCoreApplication::translate("RecordReader", "no player has the colour '%1'").arg(name));
        return kNoPlayer;
    }
    return static_cast<int8_t>(*seat);
}

QJsonArray modulesToJson(ModuleSet modules)
{
    QJsonArray out;
    for (int m = 0; m < kModuleCount; ++m)
        if (hasModule(modules, static_cast<Module>(m)))
            out.append(qstr(toId(static_cast<Module>(m))));
    return out;
}

ModuleSet modulesFromJson(JsonReader &r, const QJsonValue &value, const QString &path)
{
    ModuleSet set = 0;
    const QJsonArray a = r.array(value, path);
    for (qsizetype i = 0; i < a.size() && r.ok(); ++i) {
        const QString at = JsonReader::at(path, i);
        const QString id = r.string(a[i], at);
        const QByteArray utf8 = id.toUtf8();
        const auto m = moduleFromId(std::string_view(utf8.constData(), static_cast<size_t>(utf8.size())));
        if (!r.ok())
            break;
        if (!m)
            r.fail(at, QCoreApplication::translate("RecordReader", "unknown module '%1' (modules: factions, agendas, extra-tech, outer-belt)").arg(id));
        else if (hasModule(set, *m))
            r.fail(at, QCoreApplication::translate("RecordReader", "the module '%1' is named twice").arg(id));
        else
            set = static_cast<ModuleSet>(set | moduleBit(*m));
    }
    return set;
}

QJsonObject factionArgsToJson(const Seats &seats, const FactionArgs &a)
{
    QJsonObject o;
    if (a.from)
        o[QStringLiteral("from")] = qstr(toId(*a.from));
    if (a.to)
        o[QStringLiteral("to")] = qstr(toId(*a.to));
    if (a.player != kNoPlayer)
        o[QStringLiteral("player")] = seats.player(a.player);
    if (a.field)
        o[QStringLiteral("field")] = qstr(toId(*a.field));
    if (a.ship != kNoShip)
        o[QStringLiteral("ship")] = seats.ship(a.ship);
    if (a.value)
        o[QStringLiteral("value")] = a.value;
    if (a.resource)
        o[QStringLiteral("resource")] = qstr(toId(*a.resource));
    if (a.card)
        o[QStringLiteral("card")] = qstr(toId(*a.card));
    if (a.card2)
        o[QStringLiteral("takenCard")] = qstr(toId(*a.card2));
    if (a.agenda)
        o[QStringLiteral("agenda")] = qstr(toId(*a.agenda));
    return o;
}

FactionArgs factionArgsFromJson(JsonReader &r, const Seats &seats, const QJsonValue &value, const QString &path)
{
    FactionArgs a;
    const QJsonObject o = r.object(value, path);
    r.onlyKeys(o, path,
               {QStringLiteral("from"), QStringLiteral("to"), QStringLiteral("player"), QStringLiteral("field"),
                QStringLiteral("ship"), QStringLiteral("value"), QStringLiteral("resource"), QStringLiteral("card"),
                QStringLiteral("takenCard"), QStringLiteral("agenda")});
    if (!r.ok())
        return a;
    auto has = [&](const char *key) { return o.contains(QLatin1String(key)); };
    if (has("from"))
        a.from = r.id<Territory>(o, QStringLiteral("from"), path, QStringLiteral("territory"));
    if (has("to"))
        a.to = r.id<Territory>(o, QStringLiteral("to"), path, QStringLiteral("territory"));
    if (has("player"))
        a.player = playerFromJson(r, seats, o.value(QStringLiteral("player")), JsonReader::at(path, QStringLiteral("player")));
    if (has("field"))
        a.field = r.id<Field>(o, QStringLiteral("field"), path, QStringLiteral("field generator"));
    if (has("ship"))
        a.ship = shipFromJson(r, seats, o.value(QStringLiteral("ship")), JsonReader::at(path, QStringLiteral("ship")));
    if (has("value"))
        a.value = static_cast<uint8_t>(r.integer(o, QStringLiteral("value"), path, 1, 6));
    if (has("resource"))
        a.resource = r.id<Resource>(o, QStringLiteral("resource"), path, QStringLiteral("resource"));
    if (has("card"))
        a.card = r.id<Card>(o, QStringLiteral("card"), path, QStringLiteral("card"));
    if (has("takenCard"))
        a.card2 = r.id<Card>(o, QStringLiteral("takenCard"), path, QStringLiteral("card"));
    if (has("agenda"))
        a.agenda = r.id<Agenda>(o, QStringLiteral("agenda"), path, QStringLiteral("agenda card"));
    return a;
}

QJsonObject factionsToJson(const Seats &seats, const GameState &s)
{
    QJsonObject boards;
    for (int p = 0; p < s.playerCount; ++p)
        if (s.factions.board[p] >= 0)
            boards[seats.player(p)] = qstr(toId(static_cast<Faction>(s.factions.board[p])));
    QJsonArray offered;
    for (int f = 0; f < kFactionCount; ++f)
        if (s.factions.offered & (1u << f))
            offered.append(qstr(toId(static_cast<Faction>(f))));
    const FactionTurn &t = s.factions.turn;
    QJsonObject turn{{QStringLiteral("ownerAbilityUsed"), t.ownerAbilityUsed},
                     {QStringLiteral("discards"), t.discards},
                     {QStringLiteral("marketTraded"), t.marketTraded},
                     {QStringLiteral("rollFresh"), t.rollFresh},
                     {QStringLiteral("drawToHand"), t.drawToHand},
                     {QStringLiteral("unequalShipyardPair"), t.unequalShipyardPair},
                     {QStringLiteral("lentBonus"), territoryMask(t.lentBonus)},
                     {QStringLiteral("revBonus"), territoryMask(t.revBonus)}};
    if (t.terraformReroll != kNoShip)
        turn[QStringLiteral("terraformReroll")] = seats.ship(t.terraformReroll);
    if (t.hijacked != kNoShip)
        turn[QStringLiteral("hijackedShip")] = seats.ship(t.hijacked);
    QJsonObject o{{QStringLiteral("boards"), boards},
                  {QStringLiteral("offered"), offered},
                  {QStringLiteral("rev"), s.factions.rev >= 0
                                              ? QJsonValue(qstr(toId(static_cast<Territory>(s.factions.rev))))
                                              : QJsonValue()},
                  {QStringLiteral("sitOut"), shipMask(seats, s.factions.sitOut)},
                  {QStringLiteral("sittingOut"), shipMask(seats, s.factions.sittingOut)},
                  {QStringLiteral("bayNotStock"), shipMask(seats, s.factions.bayNotStock)},
                  {QStringLiteral("turn"), turn}};
    // Brethren of the Stars: written only when set, so positions without it read as before. Its hijacked
    // ships are borrowed ships (the position's "borrowedShips", X-39).
    if (s.factions.brethrenRaider)
        o[QStringLiteral("brethrenRaider")] = true;
    return o;
}

QJsonObject bayShipsToJson(const Seats &seats, const GameState &s)
{
    return QJsonObject{{QStringLiteral("sitOut"), shipMask(seats, s.factions.sitOut)},
                       {QStringLiteral("sittingOut"), shipMask(seats, s.factions.sittingOut)},
                       {QStringLiteral("bayNotStock"), shipMask(seats, s.factions.bayNotStock)}};
}

bool onlyBayShips(const QJsonValue &factions)
{
    const QJsonObject o = factions.toObject();
    for (auto it = o.begin(); it != o.end(); ++it)
        if (it.key() != QLatin1String("sitOut") && it.key() != QLatin1String("sittingOut") &&
            it.key() != QLatin1String("bayNotStock"))
            return false;
    return factions.isObject();
}

void factionsFromJson(JsonReader &r, const Seats &seats, const QJsonValue &value, const QString &path, GameState &s)
{
    FactionState &f = s.factions;
    const QJsonObject o = r.object(value, path);
    r.onlyKeys(o, path,
               {QStringLiteral("boards"), QStringLiteral("offered"), QStringLiteral("rev"), QStringLiteral("sitOut"),
                QStringLiteral("sittingOut"), QStringLiteral("bayNotStock"), QStringLiteral("hijacked"),
                QStringLiteral("brethrenRaider"), QStringLiteral("turn")});
    if (!r.ok())
        return;
    uint16_t taken = 0;
    const QString boardsAt = JsonReader::at(path, QStringLiteral("boards"));
    const QJsonObject boards = r.object(o, QStringLiteral("boards"), path, QJsonObject{});
    for (auto it = boards.begin(); it != boards.end() && r.ok(); ++it) {
        const QString at = JsonReader::at(boardsAt, it.key());
        const auto seat = seats.seatOf(it.key());
        if (!seat) {
            r.fail(at, QCoreApplication::translate("RecordReader", "no player has the colour '%1'").arg(it.key()));
            return;
        }
        const auto board = r.id<Faction>(it.value(), at, QStringLiteral("faction"));
        if (!board)
            return;
        if (taken & (1u << idx(*board))) {
            r.fail(at, QCoreApplication::translate("RecordReader", "the %1 board is taken by two players").arg(qstr(toId(*board))));
            return;
        }
        taken = static_cast<uint16_t>(taken | (1u << idx(*board)));
        f.board[*seat] = static_cast<int8_t>(idx(*board));
    }
    const QString offeredAt = JsonReader::at(path, QStringLiteral("offered"));
    const QJsonArray offered = r.array(o, QStringLiteral("offered"), path, QJsonArray{});
    for (qsizetype i = 0; i < offered.size() && r.ok(); ++i) {
        const auto board = r.id<Faction>(offered[i], JsonReader::at(offeredAt, i), QStringLiteral("faction"));
        if (board && ((taken | f.offered) & (1u << idx(*board))))
            r.fail(JsonReader::at(offeredAt, i), QCoreApplication::translate("RecordReader", "the %1 board is named twice").arg(qstr(toId(*board))));
        else if (board)
            f.offered = static_cast<uint16_t>(f.offered | (1u << idx(*board)));
    }
    if (o.contains(QStringLiteral("rev")) && !o.value(QStringLiteral("rev")).isNull())
        if (auto t = r.id<Territory>(o, QStringLiteral("rev"), path, QStringLiteral("territory")))
            f.rev = static_cast<int8_t>(idx(*t));
    f.sitOut = readShipMask(r, seats, o, QStringLiteral("sitOut"), path);
    f.sittingOut = readShipMask(r, seats, o, QStringLiteral("sittingOut"), path);
    f.bayNotStock = readShipMask(r, seats, o, QStringLiteral("bayNotStock"), path);
    // Before borrowed ships had their own key, the Brethren hijack's were written here: still read.
    s.borrowedShips |= readShipMask(r, seats, o, QStringLiteral("hijacked"), path);
    f.brethrenRaider = r.boolean(o, QStringLiteral("brethrenRaider"), path, false);
    if (!o.contains(QStringLiteral("turn")) || !r.ok())
        return;
    const QString turnAt = JsonReader::at(path, QStringLiteral("turn"));
    const QJsonObject t = r.object(o.value(QStringLiteral("turn")), turnAt);
    r.onlyKeys(t, turnAt,
               {QStringLiteral("ownerAbilityUsed"), QStringLiteral("discards"), QStringLiteral("marketTraded"),
                QStringLiteral("rollFresh"), QStringLiteral("drawToHand"), QStringLiteral("unequalShipyardPair"),
                QStringLiteral("lentBonus"), QStringLiteral("revBonus"), QStringLiteral("terraformReroll"),
                QStringLiteral("hijackedShip")});
    FactionTurn &ft = f.turn;
    ft.ownerAbilityUsed = r.boolean(t, QStringLiteral("ownerAbilityUsed"), turnAt, false);
    // Up to 2 for the Dark Space owner, and 2 more with the extra-tech Peta-Bit Processor (used, then repeated).
    ft.discards = static_cast<uint8_t>(r.integer(t, QStringLiteral("discards"), turnAt, 0, 4, 0));
    ft.marketTraded = r.boolean(t, QStringLiteral("marketTraded"), turnAt, false);
    ft.rollFresh = r.boolean(t, QStringLiteral("rollFresh"), turnAt, false);
    ft.drawToHand = r.boolean(t, QStringLiteral("drawToHand"), turnAt, false);
    ft.unequalShipyardPair = r.boolean(t, QStringLiteral("unequalShipyardPair"), turnAt, false);
    ft.lentBonus = readTerritoryMask(r, t, QStringLiteral("lentBonus"), turnAt);
    ft.revBonus = readTerritoryMask(r, t, QStringLiteral("revBonus"), turnAt);
    if (t.contains(QStringLiteral("terraformReroll")))
        ft.terraformReroll = shipFromJson(r, seats, t.value(QStringLiteral("terraformReroll")),
                                      JsonReader::at(turnAt, QStringLiteral("terraformReroll")));
    if (t.contains(QStringLiteral("hijackedShip")))
        ft.hijacked = shipFromJson(r, seats, t.value(QStringLiteral("hijackedShip")),
                                   JsonReader::at(turnAt, QStringLiteral("hijackedShip")));
}

} // namespace afrecord
