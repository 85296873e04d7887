// Actions to and from JSON. Every action is an object with "type"; ships and players are named by colour.
#include "record.h"

#include "faction_json.h"

#include <QCoreApplication>

namespace afrecord {

using namespace af;

// ---------------------------------------------------------------- seats

Seats Seats::of(const GameState &s)
{
    Seats seats;
    seats.count = s.playerCount;
    for (int p = 0; p < s.playerCount; ++p)
        seats.colors[p] = s.players[p].color;
    return seats;
}

Seats Seats::of(const std::vector<Color> &colors)
{
    Seats seats;
    seats.count = static_cast<int>(std::min<std::size_t>(colors.size(), kMaxPlayers));
    for (int p = 0; p < seats.count; ++p)
        seats.colors[p] = colors[p];
    return seats;
}

QString Seats::player(int seat) const
{
    return seat >= 0 && seat < count ? qstr(toId(colors[seat])) : QStringLiteral("none");
}

std::optional<int> Seats::seatOf(const QString &colorId) const
{
    for (int p = 0; p < count; ++p)
        if (qstr(toId(colors[p])) == colorId)
            return p;
    return std::nullopt;
}

QString Seats::ship(int ship) const
{
    if (ship == kRelicShip)
        return QStringLiteral("relic-ship");
    if (ship == kBrethrenShip)
        return QStringLiteral("brethren-ship");
    return player(ship / kShipsPerColor) + QLatin1Char('-') + QString::number(ship % kShipsPerColor + 1);
}

std::optional<int> Seats::shipOf(const QString &name) const
{
    if (name == QLatin1String("relic-ship"))
        return kRelicShip;
    if (name == QLatin1String("brethren-ship"))
        return kBrethrenShip;
    const qsizetype dash = name.lastIndexOf(QLatin1Char('-'));
    if (dash <= 0)
        return std::nullopt;
    bool ok = false;
    const int number = name.mid(dash + 1).toInt(&ok);
    const auto seat = seatOf(name.left(dash));
    if (!ok || !seat || number < 1 || number > kShipsPerColor)
        return std::nullopt;
    return *seat * kShipsPerColor + number - 1;
}

// ---------------------------------------------------------------- writing

namespace {

QJsonArray cardList(const auto &cards)
{
    QJsonArray out;
    for (Card c : cards)
        out.append(qstr(toId(c)));
    return out;
}

QJsonArray dieList(const DieList &values)
{
    QJsonArray out;
    for (uint8_t v : values)
        out.append(static_cast<int>(v));
    return out;
}

QJsonArray shipList(const Seats &seats, const ShipList &ships)
{
    QJsonArray out;
    for (int8_t ship : ships)
        out.append(seats.ship(ship));
    return out;
}

QJsonArray takesToJson(const Seats &seats, const TakeList &list)
{
    QJsonArray takes;
    for (const Take &t : list)
        takes.append(QJsonObject{{QStringLiteral("player"), seats.player(t.player)},
                                 {QStringLiteral("fuel"), t.fuel},
                                 {QStringLiteral("ore"), t.ore}});
    return takes;
}

} // namespace

QJsonArray colonySpreadToJson(const Seats &seats, const ColonySpread &spread, const QString &territoryKey)
{
    QJsonArray out;
    for (int p = 0; p < kMaxPlayers; ++p)
        for (int t = 0; t < kTerritoryCount; ++t)
            if (spread[p][t] > 0)
                out.append(QJsonObject{{QStringLiteral("player"), seats.player(p)},
                                       {territoryKey, qstr(toId(static_cast<Territory>(t)))},
                                       {QStringLiteral("colonies"), spread[p][t]}});
    return out;
}

ColonySpread colonySpreadFromJson(JsonReader &r, const Seats &seats, const QJsonValue &v, const QString &where,
                                  const QString &key)
{
    constexpr int kMostColonies = 8; // the long game's colonies per player, the most anyone has
    ColonySpread out{};
    const QJsonArray array = r.array(v, where);
    for (qsizetype i = 0; i < array.size() && r.ok(); ++i) {
        const QString at = JsonReader::at(where, i);
        const QJsonObject e = r.object(array[i], at);
        r.onlyKeys(e, at, {QStringLiteral("player"), key, QStringLiteral("colonies")});
        const int8_t p = playerFromJson(r, seats, e.value(QStringLiteral("player")), JsonReader::at(at, QStringLiteral("player")));
        const auto to = r.id<Territory>(e, key, at, QStringLiteral("territory"));
        const int colonies = r.integer(e, QStringLiteral("colonies"), at, 1, kMostColonies);
        if (r.ok() && p >= 0 && p < kMaxPlayers && to)
            out[p][idx(*to)] = static_cast<uint8_t>(std::min(out[p][idx(*to)] + colonies, kMostColonies));
    }
    return out;
}

namespace {

QJsonObject dockToJson(const Seats &seats, const Dock &d)
{
    QJsonObject o;
    o[QStringLiteral("facility")] = qstr(toId(d.facility));
    o[QStringLiteral("ships")] = shipList(seats, d.ships);
    if (d.territory)
        o[QStringLiteral("territory")] = qstr(toId(*d.territory));
    if (!(d.faction == FactionArgs{}))
        o[QStringLiteral("factionChoice")] = factionArgsToJson(seats, d.faction);
    const bool tokens = d.raid.kind == RaidChoice::Kind::Resources || d.raid.kind == RaidChoice::Kind::ResourcesAndCard;
    const bool card = d.raid.kind == RaidChoice::Kind::Card || d.raid.kind == RaidChoice::Kind::ResourcesAndCard;
    QJsonObject raid;
    if (tokens) {
        raid[QStringLiteral("resources")] = takesToJson(seats, d.raid.takes);
    }
    if (card) {
        QJsonObject taken{{QStringLiteral("player"), seats.player(d.raid.player)},
                          {QStringLiteral("card"), qstr(toId(d.raid.card))}};
        const QJsonArray landings = colonySpreadToJson(seats, d.raid.landings, QStringLiteral("to"));
        if (!landings.isEmpty()) // the colonies kept on the card, landed by the raider (Gravitron Shunt, X-41)
            taken[QStringLiteral("landings")] = landings;
        QJsonObject settle; // the Field Amplifier's straddling generators, settled by the raider
        for (int f = 0; f < kFieldCount; ++f)
            if (d.raid.settle[f] >= 0)
                settle[qstr(toId(static_cast<Field>(f)))] = qstr(toId(static_cast<Territory>(d.raid.settle[f])));
        if (!settle.isEmpty())
            taken[QStringLiteral("settle")] = settle;
        raid[QStringLiteral("card")] = taken;
    }
    if (!raid.isEmpty())
        o[QStringLiteral("raid")] = raid;
    return o;
}

// The spread's territory key: where the colonies go, or, for the Magnetic Lockdown discard, where they come from.
QString spreadTerritoryKey(Card c)
{
    return c == Card::MagneticLockdown ? QStringLiteral("from") : QStringLiteral("to");
}

void cardArgsToJson(const Seats &seats, Card card, const CardArgs &a, QJsonObject &o)
{
    if (a.ship != kNoShip)
        o[QStringLiteral("ship")] = seats.ship(a.ship);
    if (a.ship2 != kNoShip)
        o[QStringLiteral("ship2")] = seats.ship(a.ship2);
    if (!a.ships.empty())
        o[QStringLiteral("ships")] = shipList(seats, a.ships);
    if (a.facility)
        o[QStringLiteral("facility")] = qstr(toId(*a.facility));
    if (a.territory)
        o[QStringLiteral("territory")] = qstr(toId(*a.territory));
    if (a.territory2)
        o[QStringLiteral("territory2")] = qstr(toId(*a.territory2));
    if (a.player != kNoPlayer)
        o[QStringLiteral("player")] = seats.player(a.player);
    if (a.player2 != kNoPlayer)
        o[QStringLiteral("player2")] = seats.player(a.player2);
    if (a.field)
        o[QStringLiteral("field")] = qstr(toId(*a.field));
    if (a.card)
        o[QStringLiteral("chosenCard")] = qstr(toId(*a.card));
    if (a.dock)
        o[QStringLiteral("dock")] = dockToJson(seats, *a.dock);
    if (!a.takes.empty())
        o[QStringLiteral("takes")] = takesToJson(seats, a.takes);
    const QJsonArray spread = colonySpreadToJson(seats, a.spread, spreadTerritoryKey(card));
    if (!spread.isEmpty())
        o[QStringLiteral("spread")] = spread;
    if (a.value != 0)
        o[QStringLiteral("value")] = a.value;
    if (a.agenda)
        o[QStringLiteral("agenda")] = qstr(toId(*a.agenda));
    if (a.look)
        o[QStringLiteral("look")] = true;
    if (!a.cards.empty())
        o[QStringLiteral("cards")] = cardList(a.cards);
}

} // namespace

QJsonObject actionToJson(const Seats &seats, const Action &action)
{
    QJsonObject o;
    o[QStringLiteral("type")] = qstr(actionTypeId(action));
    std::visit(
        [&](const auto &a) {
            using T = std::decay_t<decltype(a)>;
            if constexpr (std::is_same_v<T, Deal>) {
                o[QStringLiteral("display")] = cardList(a.display);
                o[QStringLiteral("hands")] = cardList(a.hands);
            } else if constexpr (std::is_same_v<T, Roll> || std::is_same_v<T, Reroll>) {
                o[QStringLiteral("values")] = dieList(a.values);
            } else if constexpr (std::is_same_v<T, Reveal>) {
                o[QStringLiteral("cards")] = cardList(a.cards);
            } else if constexpr (std::is_same_v<T, Dock>) {
                const QJsonObject d = dockToJson(seats, a);
                for (auto it = d.begin(); it != d.end(); ++it)
                    o[it.key()] = it.value();
            } else if constexpr (std::is_same_v<T, ToMaintenanceBay>) {
                o[QStringLiteral("ship")] = seats.ship(a.ship);
            } else if constexpr (std::is_same_v<T, Claim>) {
                o[QStringLiteral("card")] = qstr(toId(a.card));
            } else if constexpr (std::is_same_v<T, Launch>) {
                o[QStringLiteral("territory")] = qstr(toId(a.territory));
            } else if constexpr (std::is_same_v<T, UseCard> || std::is_same_v<T, DiscardCard>) {
                o[QStringLiteral("card")] = qstr(toId(a.card));
                cardArgsToJson(seats, a.card, a.args, o);
            } else if constexpr (std::is_same_v<T, EndTurn>) {
                o[QStringLiteral("returnFuel")] = a.returnFuel;
                o[QStringLiteral("returnOre")] = a.returnOre;
            } else if constexpr (std::is_same_v<T, DrawBoards>) {
                QJsonArray boards;
                for (Faction f : a.boards)
                    boards.append(qstr(toId(f)));
                o[QStringLiteral("boards")] = boards;
            } else if constexpr (std::is_same_v<T, PickBoard>) {
                o[QStringLiteral("faction")] = qstr(toId(a.faction));
            } else if constexpr (std::is_same_v<T, UseFaction>) {
                o[QStringLiteral("factionChoice")] = factionArgsToJson(seats, a.args);
            } else if constexpr (std::is_same_v<T, DealAgendas>) {
                QJsonArray cards; // null: a card dealt face down that nobody names (table mode)
                for (const std::optional<Agenda> &card : a.cards)
                    cards.append(card ? QJsonValue(qstr(toId(*card))) : QJsonValue());
                o[QStringLiteral("cards")] = cards;
            } else if constexpr (std::is_same_v<T, RevealAgenda>) {
                o[QStringLiteral("player")] = seats.player(a.player);
                o[QStringLiteral("card")] = qstr(toId(a.card));
                if (a.endGame)
                    o[QStringLiteral("endGame")] = true;
            } else if constexpr (std::is_same_v<T, DrawAgendas>) {
                o[QStringLiteral("ship")] = seats.ship(a.ship);
            } else if constexpr (std::is_same_v<T, DiscardAgenda>) {
                o[QStringLiteral("player")] = seats.player(a.player);
                if (a.card) // absent: an unnamed card (table mode)
                    o[QStringLiteral("card")] = qstr(toId(*a.card));
            } else if constexpr (std::is_same_v<T, AutoPilotIncome>) {
                o[QStringLiteral("player")] = seats.player(a.player);
                o[QStringLiteral("resource")] = qstr(toId(a.resource));
            } else if constexpr (std::is_same_v<T, EndGameRevealsDone>) {
                o[QStringLiteral("player")] = seats.player(a.player);
            }
        },
        action);
    return o;
}

// ---------------------------------------------------------------- reading

namespace {

class ActionReader {
public:
    ActionReader(JsonReader &r, const Seats &seats) : r(r), seats(seats) {}

    template <int N> SmallList<Card, N> cards(const QJsonObject &o, const QString &key, const QString &path)
    {
        SmallList<Card, N> out;
        const QJsonArray a = r.array(o.value(key), JsonReader::at(path, key));
        if (a.size() > N)
            r.fail(JsonReader::at(path, key), QCoreApplication::translate("RecordReader", "at most %1 cards").arg(N));
        for (qsizetype i = 0; i < a.size() && r.ok(); ++i)
            if (auto c = r.id<Card>(a[i], JsonReader::at(JsonReader::at(path, key), i), QStringLiteral("card")))
                out.push_back(*c);
        return out;
    }

    DieList dice(const QJsonObject &o, const QString &path)
    {
        DieList out;
        const QString where = JsonReader::at(path, QStringLiteral("values"));
        const QJsonArray a = r.array(o.value(QStringLiteral("values")), where);
        if (a.size() > DieList::capacity())
            r.fail(where, QCoreApplication::translate("RecordReader", "at most %1 dice").arg(DieList::capacity()));
        for (qsizetype i = 0; i < a.size() && r.ok(); ++i)
            out.push_back(static_cast<uint8_t>(r.integer(a[i], JsonReader::at(where, i), 1, 6)));
        return out;
    }

    int8_t ship(const QJsonValue &v, const QString &path) { return shipFromJson(r, seats, v, path); }

    ShipList ships(const QJsonObject &o, const QString &key, const QString &path)
    {
        ShipList out;
        const QString where = JsonReader::at(path, key);
        const QJsonArray a = r.array(o.value(key), where);
        if (a.size() > ShipList::capacity())
            r.fail(where, QCoreApplication::translate("RecordReader", "at most %1 ships").arg(ShipList::capacity()));
        for (qsizetype i = 0; i < a.size() && r.ok(); ++i)
            out.push_back(ship(a[i], JsonReader::at(where, i)));
        return out;
    }

    int8_t player(const QJsonValue &v, const QString &path) { return playerFromJson(r, seats, v, path); }

    std::optional<Dock> dock(const QJsonObject &o, const QString &path, const QStringList &extraKeys)
    {
        r.onlyKeys(o, path,
                   QStringList{QStringLiteral("facility"), QStringLiteral("ships"), QStringLiteral("territory"),
                               QStringLiteral("raid"), QStringLiteral("factionChoice")} +
                       extraKeys);
        Dock d;
        if (auto f = r.id<Facility>(o, QStringLiteral("facility"), path, QStringLiteral("facility")))
            d.facility = *f;
        if (o.contains(QStringLiteral("ships")) || extraKeys.isEmpty())
            d.ships = ships(o, QStringLiteral("ships"), path);
        if (o.contains(QStringLiteral("territory")))
            d.territory = r.id<Territory>(o, QStringLiteral("territory"), path, QStringLiteral("territory"));
        if (o.contains(QStringLiteral("raid")))
            d.raid = raid(o.value(QStringLiteral("raid")), JsonReader::at(path, QStringLiteral("raid")));
        if (o.contains(QStringLiteral("factionChoice")) && r.ok())
            d.faction = factionArgsFromJson(r, seats, o.value(QStringLiteral("factionChoice")),
                                            JsonReader::at(path, QStringLiteral("factionChoice")));
        if (!r.ok())
            return std::nullopt;
        return d;
    }

    // Tokens taken from players: a raid's resources, the Retrieval Webbing discard.
    TakeList takes(const QJsonValue &v, const QString &where)
    {
        TakeList list;
        const QJsonArray array = r.array(v, where);
        if (array.size() > kMaxPlayers)
            r.fail(where, QCoreApplication::translate("RecordReader", "at most one entry per player"));
        for (qsizetype i = 0; i < array.size() && r.ok(); ++i) {
            const QString at = JsonReader::at(where, i);
            const QJsonObject t = r.object(array[i], at);
            r.onlyKeys(t, at, {QStringLiteral("player"), QStringLiteral("fuel"), QStringLiteral("ore")});
            Take take;
            take.player = player(t.value(QStringLiteral("player")), JsonReader::at(at, QStringLiteral("player")));
            take.fuel = static_cast<uint8_t>(r.integer(t, QStringLiteral("fuel"), at, 0, 4, 0));
            take.ore = static_cast<uint8_t>(r.integer(t, QStringLiteral("ore"), at, 0, 4, 0));
            list.push_back(take);
        }
        return list;
    }

    ColonySpread spread(const QJsonValue &v, const QString &where, const QString &key)
    {
        return colonySpreadFromJson(r, seats, v, where, key);
    }

    RaidChoice raid(const QJsonValue &v, const QString &path)
    {
        RaidChoice choice;
        const QJsonObject o = r.object(v, path);
        r.onlyKeys(o, path, {QStringLiteral("resources"), QStringLiteral("card")});
        if (!o.contains(QStringLiteral("resources")) && !o.contains(QStringLiteral("card"))) {
            r.fail(path, QCoreApplication::translate("RecordReader", "a raid takes either \"resources\" or a \"card\""));
            return choice;
        }
        // Both: the Smugglers' Alliance raid (the engine refuses it without a Smugglers' ship).
        const bool both = o.contains(QStringLiteral("resources")) && o.contains(QStringLiteral("card"));
        if (o.contains(QStringLiteral("resources"))) {
            choice.kind = RaidChoice::Kind::Resources;
            choice.takes = takes(o.value(QStringLiteral("resources")), JsonReader::at(path, QStringLiteral("resources")));
        }
        if (o.contains(QStringLiteral("card"))) {
            choice.kind = both ? RaidChoice::Kind::ResourcesAndCard : RaidChoice::Kind::Card;
            const QString at = JsonReader::at(path, QStringLiteral("card"));
            const QJsonObject c = r.object(o.value(QStringLiteral("card")), at);
            r.onlyKeys(c, at, {QStringLiteral("player"), QStringLiteral("card"), QStringLiteral("landings"),
                               QStringLiteral("settle")});
            if (c.contains(QStringLiteral("settle"))) {
                const QString settleAt = JsonReader::at(at, QStringLiteral("settle"));
                const QJsonObject settle = r.object(c.value(QStringLiteral("settle")), settleAt);
                for (auto it = settle.begin(); it != settle.end() && r.ok(); ++it) {
                    const QString fieldAt = JsonReader::at(settleAt, it.key());
                    const auto f = r.id<Field>(QJsonValue(it.key()), fieldAt, QStringLiteral("field generator"));
                    const auto t = r.id<Territory>(it.value(), fieldAt, QStringLiteral("territory"));
                    if (f && t)
                        choice.settle[idx(*f)] = static_cast<int8_t>(idx(*t));
                }
            }
            choice.player = player(c.value(QStringLiteral("player")), JsonReader::at(at, QStringLiteral("player")));
            if (c.contains(QStringLiteral("landings")))
                choice.landings = spread(c.value(QStringLiteral("landings")), JsonReader::at(at, QStringLiteral("landings")),
                                         QStringLiteral("to"));
            if (auto card = r.id<Card>(c, QStringLiteral("card"), at, QStringLiteral("card")))
                choice.card = *card;
        }
        return choice;
    }

    CardArgs cardArgs(const QJsonObject &o, const QString &path, std::optional<Card> card)
    {
        CardArgs a;
        auto has = [&](const char *key) { return o.contains(QLatin1String(key)); };
        auto at = [&](const char *key) { return JsonReader::at(path, QLatin1String(key)); };
        if (has("ship"))
            a.ship = ship(o.value(QStringLiteral("ship")), at("ship"));
        if (has("ship2"))
            a.ship2 = ship(o.value(QStringLiteral("ship2")), at("ship2"));
        if (has("ships"))
            a.ships = ships(o, QStringLiteral("ships"), path);
        if (has("facility"))
            a.facility = r.id<Facility>(o, QStringLiteral("facility"), path, QStringLiteral("facility"));
        if (has("territory"))
            a.territory = r.id<Territory>(o, QStringLiteral("territory"), path, QStringLiteral("territory"));
        if (has("territory2"))
            a.territory2 = r.id<Territory>(o, QStringLiteral("territory2"), path, QStringLiteral("territory"));
        if (has("player"))
            a.player = player(o.value(QStringLiteral("player")), at("player"));
        if (has("player2"))
            a.player2 = player(o.value(QStringLiteral("player2")), at("player2"));
        if (has("field"))
            a.field = r.id<Field>(o, QStringLiteral("field"), path, QStringLiteral("field generator"));
        if (has("chosenCard"))
            a.card = r.id<Card>(o, QStringLiteral("chosenCard"), path, QStringLiteral("card"));
        if (has("dock")) {
            const QJsonObject d = r.object(o.value(QStringLiteral("dock")), at("dock"));
            if (r.ok())
                a.dock = dock(d, at("dock"), {});
        }
        if (has("takes"))
            a.takes = takes(o.value(QStringLiteral("takes")), at("takes"));
        if (has("spread"))
            a.spread = spread(o.value(QStringLiteral("spread")), at("spread"),
                              spreadTerritoryKey(card.value_or(Card::IonFluctuator)));
        if (has("value"))
            a.value = static_cast<uint8_t>(r.integer(o, QStringLiteral("value"), path, 1, 6));
        if (has("agenda"))
            a.agenda = r.id<Agenda>(o, QStringLiteral("agenda"), path, QStringLiteral("agenda card"));
        if (has("look"))
            a.look = r.boolean(o, QStringLiteral("look"), path, std::nullopt);
        if (has("cards"))
            a.cards = cards<kDisplaySize>(o, QStringLiteral("cards"), path);
        return a;
    }

    std::optional<Action> read(const QJsonValue &value, const QString &path)
    {
        const QJsonObject o = r.object(value, path);
        if (!r.ok())
            return std::nullopt;
        const QString type = r.string(o, QStringLiteral("type"), path);
        if (!r.ok())
            return std::nullopt;
        auto keys = [&](QStringList allowed) {
            allowed << QStringLiteral("type");
            r.onlyKeys(o, path, allowed);
        };
        std::optional<Action> out;
        if (type == QLatin1String("deal")) {
            keys({QStringLiteral("display"), QStringLiteral("hands")});
            Deal d;
            d.display = cards<kDisplaySize>(o, QStringLiteral("display"), path);
            d.hands = cards<kMaxPlayers>(o, QStringLiteral("hands"), path);
            out = d;
        } else if (type == QLatin1String("roll")) {
            keys({QStringLiteral("values")});
            out = Roll{dice(o, path)};
        } else if (type == QLatin1String("reroll")) {
            keys({QStringLiteral("values")});
            out = Reroll{dice(o, path)};
        } else if (type == QLatin1String("reveal")) {
            keys({QStringLiteral("cards")});
            out = Reveal{cards<kDisplaySize>(o, QStringLiteral("cards"), path)};
        } else if (type == QLatin1String("dock")) {
            if (auto d = dock(o, path, {QStringLiteral("type")}))
                out = *d;
        } else if (type == QLatin1String("maintenance-bay")) {
            keys({QStringLiteral("ship")});
            out = ToMaintenanceBay{ship(o.value(QStringLiteral("ship")), JsonReader::at(path, QStringLiteral("ship")))};
        } else if (type == QLatin1String("trade")) {
            keys({});
            out = Trade{};
        } else if (type == QLatin1String("cycle")) {
            keys({});
            out = Cycle{};
        } else if (type == QLatin1String("buy-relic")) {
            keys({});
            out = BuyRelic{};
        } else if (type == QLatin1String("claim")) {
            keys({QStringLiteral("card")});
            if (auto c = r.id<Card>(o, QStringLiteral("card"), path, QStringLiteral("card")))
                out = Claim{*c};
        } else if (type == QLatin1String("launch")) {
            keys({QStringLiteral("territory")});
            if (auto t = r.id<Territory>(o, QStringLiteral("territory"), path, QStringLiteral("territory")))
                out = Launch{*t};
        } else if (type == QLatin1String("use-card") || type == QLatin1String("discard-card")) {
            keys({QStringLiteral("card"), QStringLiteral("ship"), QStringLiteral("ship2"), QStringLiteral("ships"),
                  QStringLiteral("facility"), QStringLiteral("territory"), QStringLiteral("territory2"),
                  QStringLiteral("player"), QStringLiteral("player2"), QStringLiteral("field"),
                  QStringLiteral("chosenCard"), QStringLiteral("dock"), QStringLiteral("takes"),
                  QStringLiteral("spread"), QStringLiteral("value"), QStringLiteral("agenda"), QStringLiteral("look"),
                  QStringLiteral("cards")});
            const auto card = r.id<Card>(o, QStringLiteral("card"), path, QStringLiteral("card"));
            const CardArgs args = cardArgs(o, path, card);
            if (card && type == QLatin1String("use-card"))
                out = UseCard{*card, args};
            else if (card)
                out = DiscardCard{*card, args};
        } else if (type == QLatin1String("begin-turn")) {
            keys({});
            out = BeginTurn{};
        } else if (type == QLatin1String("auto-pilot-income")) {
            keys({QStringLiteral("player"), QStringLiteral("resource")});
            AutoPilotIncome a;
            a.player = playerFromJson(r, seats, o.value(QStringLiteral("player")),
                                      JsonReader::at(path, QStringLiteral("player")));
            if (auto res = r.id<Resource>(o, QStringLiteral("resource"), path, QStringLiteral("resource"))) {
                a.resource = *res;
                out = a;
            }
        } else if (type == QLatin1String("end-turn")) {
            keys({QStringLiteral("returnFuel"), QStringLiteral("returnOre")});
            EndTurn e;
            e.returnFuel = static_cast<int8_t>(r.integer(o, QStringLiteral("returnFuel"), path, 0, 50, 0));
            e.returnOre = static_cast<int8_t>(r.integer(o, QStringLiteral("returnOre"), path, 0, 50, 0));
            out = e;
        } else if (type == QLatin1String("draw-boards")) {
            keys({QStringLiteral("boards")});
            DrawBoards d;
            const QString where = JsonReader::at(path, QStringLiteral("boards"));
            const QJsonArray boards = r.array(o.value(QStringLiteral("boards")), where);
            if (boards.size() > kMaxDraftBoards)
                r.fail(where, QCoreApplication::translate("RecordReader", "at most %1 boards").arg(kMaxDraftBoards));
            for (qsizetype i = 0; i < boards.size() && r.ok(); ++i)
                if (auto f = r.id<Faction>(boards[i], JsonReader::at(where, i), QStringLiteral("faction")))
                    d.boards.push_back(*f);
            out = d;
        } else if (type == QLatin1String("pick-board")) {
            keys({QStringLiteral("faction")});
            if (auto f = r.id<Faction>(o, QStringLiteral("faction"), path, QStringLiteral("faction")))
                out = PickBoard{*f};
        } else if (type == QLatin1String("use-faction")) {
            keys({QStringLiteral("factionChoice")});
            out = UseFaction{o.contains(QStringLiteral("factionChoice"))
                                 ? factionArgsFromJson(r, seats, o.value(QStringLiteral("factionChoice")),
                                                       JsonReader::at(path, QStringLiteral("factionChoice")))
                                 : FactionArgs{}};
        } else if (type == QLatin1String("deal-agendas")) {
            keys({QStringLiteral("cards")});
            DealAgendas d;
            const QString where = JsonReader::at(path, QStringLiteral("cards"));
            const QJsonArray cards = r.array(o.value(QStringLiteral("cards")), where);
            if (cards.size() > d.cards.capacity())
                r.fail(where, QCoreApplication::translate("RecordReader", "at most %1 cards").arg(d.cards.capacity()));
            for (qsizetype i = 0; i < cards.size() && r.ok(); ++i) {
                if (cards[i].isNull())
                    d.cards.push_back(std::nullopt);
                else if (auto a = r.id<Agenda>(cards[i], JsonReader::at(where, i), QStringLiteral("agenda card")))
                    d.cards.push_back(*a);
            }
            out = d;
        } else if (type == QLatin1String("reveal-agenda")) {
            keys({QStringLiteral("player"), QStringLiteral("card"), QStringLiteral("endGame")});
            RevealAgenda a;
            a.player = playerFromJson(r, seats, o.value(QStringLiteral("player")),
                                      JsonReader::at(path, QStringLiteral("player")));
            const auto card = r.id<Agenda>(o, QStringLiteral("card"), path, QStringLiteral("agenda card"));
            a.endGame = r.boolean(o, QStringLiteral("endGame"), path, false);
            if (card) {
                a.card = *card;
                out = a;
            }
        } else if (type == QLatin1String("draw-agendas")) {
            keys({QStringLiteral("ship")});
            out = DrawAgendas{ship(o.value(QStringLiteral("ship")), JsonReader::at(path, QStringLiteral("ship")))};
        } else if (type == QLatin1String("discard-agenda")) {
            keys({QStringLiteral("player"), QStringLiteral("card")});
            DiscardAgenda d;
            d.player = playerFromJson(r, seats, o.value(QStringLiteral("player")),
                                      JsonReader::at(path, QStringLiteral("player")));
            if (o.contains(QStringLiteral("card")))
                d.card = r.id<Agenda>(o, QStringLiteral("card"), path, QStringLiteral("agenda card"));
            out = d;
        } else if (type == QLatin1String("agenda-reveals-done")) {
            keys({QStringLiteral("player")});
            out = EndGameRevealsDone{playerFromJson(r, seats, o.value(QStringLiteral("player")),
                                                    JsonReader::at(path, QStringLiteral("player")))};
        } else {
            r.fail(JsonReader::at(path, QStringLiteral("type")), QCoreApplication::translate("RecordReader", "unknown action type '%1'").arg(type));
        }
        if (!r.ok())
            return std::nullopt;
        return out;
    }

private:
    JsonReader &r;
    const Seats &seats;
};

} // namespace

std::optional<Action> actionFromJson(JsonReader &reader, const Seats &seats, const QJsonValue &value,
                                     const QString &path)
{
    return ActionReader(reader, seats).read(value, path);
}

} // namespace afrecord
