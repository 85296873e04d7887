// Positions: the complete game state as JSON, so a game can start from any situation (a test, or a game already
// under way at a table). Read positions are checked with the engine's validateState.
#include "record.h"

#include "agenda_json.h"
#include "faction_json.h"
#include "tech_json.h"

#include <QCoreApplication>

#include "validate.h"

#include <algorithm>
#include <bit>

namespace afrecord {

using namespace af;

namespace {

const QString kStageIds[] = {QStringLiteral("deal"),   QStringLiteral("roll"),   QStringLiteral("main"),
                             QStringLiteral("reveal"), QStringLiteral("reroll"), QStringLiteral("game-over"),
                             QStringLiteral("board-draw"), QStringLiteral("board-pick"), QStringLiteral("agenda-deal"),
                             QStringLiteral("agenda-draw"), QStringLiteral("turn-start"), QStringLiteral("field-roll"),
                             QStringLiteral("field-place"), QStringLiteral("scout-look"), QStringLiteral("scout-order")};

QJsonObject shipToJson(const Seats &seats, const Ship &ship)
{
    QJsonObject o;
    switch (ship.place) {
    case Place::OutOfGame:
    case Place::Stock:
        o[QStringLiteral("place")] = QStringLiteral("stock");
        break;
    case Place::Home:
        o[QStringLiteral("place")] = QStringLiteral("home");
        break;
    case Place::OnCard:
        o[QStringLiteral("place")] = QStringLiteral("on-card");
        break;
    case Place::Fleet:
        o[QStringLiteral("place")] = QStringLiteral("fleet");
        if (ship.value)
            o[QStringLiteral("value")] = ship.value;
        break;
    case Place::Docked:
        o[QStringLiteral("place")] = QStringLiteral("docked");
        o[QStringLiteral("facility")] = qstr(toId(ship.facility));
        if (ship.value)
            o[QStringLiteral("value")] = ship.value;
        o[QStringLiteral("group")] = static_cast<qint64>(ship.group);
        o[QStringLiteral("dockedFor")] = seats.player(ship.user);
        break;
    }
    return o;
}

QJsonArray cardMaskToJson(CardMask mask)
{
    QJsonArray out;
    for (int c = 0; c < kCardCount; ++c)
        if (mask & (CardMask{1} << c))
            out.append(qstr(toId(static_cast<Card>(c))));
    return out;
}

QJsonObject pileToJson(const std::array<uint8_t, kCardCount> &pile)
{
    QJsonObject o;
    for (int c = 0; c < kCardCount; ++c)
        if (pile[c])
            o[qstr(toId(static_cast<Card>(c)))] = pile[c];
    return o;
}

} // namespace

QJsonObject positionToJson(const GameState &s)
{
    const Seats seats = Seats::of(s);
    QJsonObject o;
    o[QStringLiteral("format")] = QString::fromLatin1(kPositionFormat);
    o[QStringLiteral("version")] = kRecordVersion;
    o[QStringLiteral("ruleset")] = qstr(toId(s.ruleset));
    o[QStringLiteral("longGame")] = s.longGame;
    o[QStringLiteral("limitedSupply")] = s.limitedSupply;
    if (s.modules)
        o[QStringLiteral("modules")] = modulesToJson(s.modules);
    if (hasModule(s.modules, Module::Factions))
        o[QStringLiteral("factions")] = factionsToJson(Seats::of(s), s);
    else if (s.factions.sitOut || s.factions.sittingOut || s.factions.bayNotStock)
        o[QStringLiteral("factions")] = bayShipsToJson(Seats::of(s), s); // extra-tech: Bio-Integration Circuit
    if (hasModule(s.modules, Module::ExtraTech))
        o[QStringLiteral("extraTech")] = techToJson(Seats::of(s), s);
    if (hasModule(s.modules, Module::Agendas))
        o[QStringLiteral("agendas")] = agendasToJson(Seats::of(s), s);
    QJsonArray players;
    for (int p = 0; p < s.playerCount; ++p) {
        const PlayerState &pl = s.players[p];
        QJsonArray ships;
        for (int i = firstShipOf(p); i < firstShipOf(p) + kShipsPerColor; ++i)
            ships.append(shipToJson(seats, s.ships[i]));
        QJsonObject player{{QStringLiteral("color"), qstr(toId(pl.color))},
                           {QStringLiteral("fuel"), pl.fuel},
                           {QStringLiteral("ore"), pl.ore},
                           {QStringLiteral("coloniesInHand"), pl.coloniesLeft},
                           {QStringLiteral("hubCircle"), pl.hubCircle},
                           {QStringLiteral("cards"), cardMaskToJson(pl.cards)},
                           {QStringLiteral("ships"), ships}};
        if (freeformHub(s) && pl.hubCircle > 0)
            player[QStringLiteral("hubTrack")] = pl.hubTrack + 1; // tracks 1 to 4 of the freeform Hub
        players.append(player);
    }
    o[QStringLiteral("players")] = players;
    QJsonObject relic = shipToJson(seats, s.ships[kRelicShip]);
    if (s.relicHolder != kNoPlayer)
        relic[QStringLiteral("holder")] = seats.player(s.relicHolder);
    o[QStringLiteral("relicShip")] = relic;
    if (s.ships[kBrethrenShip].place != Place::OutOfGame) // factions: the Brethren of the Stars' die
        o[QStringLiteral("brethrenShip")] = shipToJson(seats, s.ships[kBrethrenShip]);
    if (s.borrowedShips) // other players' ships the active player uses this turn
        o[QStringLiteral("borrowedShips")] = shipMask(seats, s.borrowedShips);
    QJsonObject territories;
    for (int t = 0; t < kTerritoryCount; ++t) {
        QJsonObject colonies;
        for (int p = 0; p < s.playerCount; ++p)
            if (s.colonies[t][p])
                colonies[seats.player(p)] = s.colonies[t][p];
        if (!colonies.isEmpty())
            territories[qstr(toId(static_cast<Territory>(t)))] = colonies;
    }
    o[QStringLiteral("territories")] = territories;
    QJsonObject fields;
    for (int f = 0; f < kFieldCount; ++f)
        fields[qstr(toId(static_cast<Field>(f)))] =
            s.fieldAt[f] >= 0 ? QJsonValue(qstr(toId(static_cast<Territory>(s.fieldAt[f])))) : QJsonValue();
    o[QStringLiteral("fields")] = fields;
    QJsonArray display;
    for (int8_t c : s.display)
        display.append(c >= 0 ? QJsonValue(qstr(toId(static_cast<Card>(c)))) : QJsonValue());
    o[QStringLiteral("display")] = display;
    o[QStringLiteral("drawPile")] = pileToJson(s.drawPile);
    o[QStringLiteral("discardPile")] = pileToJson(s.discardPile);
    if (s.limitedSupply)
        o[QStringLiteral("supply")] =
            QJsonObject{{QStringLiteral("fuel"), s.supplyFuel}, {QStringLiteral("ore"), s.supplyOre}};
    o[QStringLiteral("stage")] = kStageIds[idx(s.stage)];
    o[QStringLiteral("current")] = seats.player(s.current);
    o[QStringLiteral("turnNumber")] = static_cast<qint64>(s.turnNumber);
    o[QStringLiteral("pendingReveal")] = s.pendingReveal;
    o[QStringLiteral("nextGroup")] = static_cast<qint64>(s.nextGroup);
    QJsonArray borrowed, reroll;
    for (int t = 0; t < kTerritoryCount; ++t)
        if (s.turn.borrowed & (1u << t))
            borrowed.append(qstr(toId(static_cast<Territory>(t))));
    for (int i = 0; i < kShipCount; ++i)
        if ((s.turn.rerollShips >> i) & 1)
            reroll.append(seats.ship(i));
    o[QStringLiteral("turn")] = QJsonObject{{QStringLiteral("cardsUsed"), cardMaskToJson(s.turn.cardsUsed)},
                                            {QStringLiteral("discardUsed"), s.turn.discardUsed},
                                            {QStringLiteral("artifactTotal"), s.turn.artifactTotal},
                                            {QStringLiteral("artifactCycles"), s.turn.artifactCycles},
                                            {QStringLiteral("hubShips"), s.turn.hubShips},
                                            {QStringLiteral("asimovApplied"), s.turn.asimovApplied},
                                            {QStringLiteral("hubCarry"), s.turn.hubCarry},
                                            {QStringLiteral("lunarDocked"), s.turn.lunarDocked},
                                            {QStringLiteral("borrowed"), borrowed},
                                            {QStringLiteral("rerollShips"), reroll}};
    return o;
}

// ---------------------------------------------------------------- reading

namespace {

// validateState's sentence in the current language when the app has installed its translations (context
// "StateProblem"); the arguments are numbers or ids, shown with their English names here.
QString problemText(const StateProblem &problem)
{
    QString text = QCoreApplication::translate("StateProblem", std::string(problem.text).c_str());
    if (text == QString::fromUtf8(problem.text.data(), static_cast<qsizetype>(problem.text.size())))
        return QString::fromStdString(problem.what); // untranslated: the English sentence has the names filled in
    for (std::size_t i = 0; i < problem.args.size(); ++i)
        text.replace(QStringLiteral("{%1}").arg(i), QString::fromStdString(problem.args[i]));
    return text;
}

class PositionReader {
public:
    PositionReader(JsonReader &r, bool allowUnfinishedModules) : r(r), allowUnfinished(allowUnfinishedModules) {}

    std::optional<GameState> read(const QJsonValue &value, const QString &path)
    {
        const QJsonObject o = r.object(value, path);
        if (!r.ok())
            return std::nullopt;
        r.onlyKeys(o, path,
                   {QStringLiteral("format"), QStringLiteral("version"), QStringLiteral("ruleset"),
                    QStringLiteral("longGame"), QStringLiteral("limitedSupply"), QStringLiteral("players"),
                    QStringLiteral("relicShip"), QStringLiteral("brethrenShip"), QStringLiteral("borrowedShips"),
                    QStringLiteral("territories"),
                    QStringLiteral("fields"), QStringLiteral("display"), QStringLiteral("drawPile"), QStringLiteral("discardPile"),
                    QStringLiteral("supply"), QStringLiteral("stage"), QStringLiteral("current"),
                    QStringLiteral("turnNumber"), QStringLiteral("pendingReveal"), QStringLiteral("nextGroup"),
                    QStringLiteral("turn"), QStringLiteral("modules"), QStringLiteral("factions"),
                    QStringLiteral("extraTech"), QStringLiteral("agendas")});
        if (o.contains(QStringLiteral("format")) &&
            r.string(o, QStringLiteral("format"), path) != QLatin1String(kPositionFormat))
            r.fail(JsonReader::at(path, QStringLiteral("format")),
                   QCoreApplication::translate("RecordReader", "expected \"%1\"").arg(QLatin1String(kPositionFormat)));
        if (o.contains(QStringLiteral("version")))
            r.integer(o, QStringLiteral("version"), path, 1, kRecordVersion);
        GameState s;
        if (auto rs = r.id<Ruleset>(o.value(QStringLiteral("ruleset")), JsonReader::at(path, QStringLiteral("ruleset")),
                                    QStringLiteral("ruleset")))
            s.ruleset = *rs;
        s.longGame = r.boolean(o, QStringLiteral("longGame"), path, false);
        s.limitedSupply = r.boolean(o, QStringLiteral("limitedSupply"), path, true);
        readPlayers(o, path, s);
        if (!r.ok())
            return std::nullopt;
        seats = Seats::of(s);
        // The modules first: the deck (a left-out draw pile) depends on them.
        if (o.contains(QStringLiteral("modules"))) {
            const QString at = JsonReader::at(path, QStringLiteral("modules"));
            s.modules = modulesFromJson(r, o.value(QStringLiteral("modules")), at);
            for (int m = 0; m < kModuleCount && r.ok(); ++m) // refused, never ignored, while not supported
                if (hasModule(s.modules, static_cast<Module>(m)))
                    if (const std::string why = moduleNotSupported(static_cast<Module>(m), allowUnfinished);
                        !why.empty())
                        r.fail(at, QString::fromStdString(why));
        }
        readShips(o, path, s);
        if (r.ok())
            s.borrowedShips = readShipMask(r, seats, o, QStringLiteral("borrowedShips"), path);
        readTerritories(o, path, s);
        readCards(o, path, s);
        readTurn(o, path, s);
        if (o.contains(QStringLiteral("factions")) && r.ok()) {
            const QJsonValue factions = o.value(QStringLiteral("factions"));
            if (!hasModule(s.modules, Module::Factions) &&
                !(hasModule(s.modules, Module::ExtraTech) && onlyBayShips(factions)))
                r.fail(JsonReader::at(path, QStringLiteral("factions")),
                       QCoreApplication::translate("RecordReader", "faction data needs the factions module"));
            else
                factionsFromJson(r, seats, o.value(QStringLiteral("factions")), JsonReader::at(path, QStringLiteral("factions")), s);
        }
        if (o.contains(QStringLiteral("extraTech")) && r.ok()) {
            if (!hasModule(s.modules, Module::ExtraTech))
                r.fail(JsonReader::at(path, QStringLiteral("extraTech")),
                       QCoreApplication::translate("RecordReader", "extra-tech data needs the extra-tech module"));
            else
                techFromJson(r, seats, o.value(QStringLiteral("extraTech")), JsonReader::at(path, QStringLiteral("extraTech")), s);
        }
        if (hasModule(s.modules, Module::Agendas) && r.ok()) {
            if (!o.contains(QStringLiteral("agendas")))
                r.fail(JsonReader::at(path, QStringLiteral("agendas")), QCoreApplication::translate("RecordReader", "missing"));
            else
                agendasFromJson(r, seats, o.value(QStringLiteral("agendas")), JsonReader::at(path, QStringLiteral("agendas")), s);
        } else if (o.contains(QStringLiteral("agendas")) && r.ok()) {
            r.fail(JsonReader::at(path, QStringLiteral("agendas")),
                   QCoreApplication::translate("RecordReader", "agenda data needs the agendas module"));
        }
        if (!r.ok())
            return std::nullopt;
        if (const auto problem = validateState(s)) {
            r.fail(JsonReader::at(path, QString::fromStdString(problem->where)),
                   QCoreApplication::translate("RecordReader", "impossible position: %1").arg(problemText(*problem)));
            return std::nullopt;
        }
        return s;
    }

private:
    JsonReader &r;
    bool allowUnfinished = false; // the engine's test switch (GameOptions::allowUnfinishedModules)
    Seats seats;
    uint64_t ungrouped = 0; // docked ships whose group the file left out

    void readPlayers(const QJsonObject &o, const QString &path, GameState &s)
    {
        const QString where = JsonReader::at(path, QStringLiteral("players"));
        const QJsonArray players = r.array(o.value(QStringLiteral("players")), where);
        if (!r.ok())
            return;
        if (players.size() < kMinPlayers || players.size() > kMaxPlayers) {
            r.fail(where, QCoreApplication::translate("RecordReader", "%1 players: a game has 2 to 6").arg(players.size()));
            return;
        }
        s.playerCount = static_cast<uint8_t>(players.size());
        for (qsizetype p = 0; p < players.size() && r.ok(); ++p) {
            const QString at = JsonReader::at(where, p);
            const QJsonObject pl = r.object(players[p], at);
            r.onlyKeys(pl, at,
                       {QStringLiteral("color"), QStringLiteral("fuel"), QStringLiteral("ore"),
                        QStringLiteral("coloniesInHand"), QStringLiteral("hubCircle"), QStringLiteral("hubTrack"),
                        QStringLiteral("cards"), QStringLiteral("ships")});
            PlayerState &ps = s.players[p];
            if (auto c = r.id<Color>(pl, QStringLiteral("color"), at, QStringLiteral("colour")))
                ps.color = *c;
            ps.fuel = static_cast<int16_t>(r.integer(pl, QStringLiteral("fuel"), at, 0, kSupplyFuel));
            ps.ore = static_cast<int16_t>(r.integer(pl, QStringLiteral("ore"), at, 0, kSupplyOre));
            ps.coloniesLeft = static_cast<int8_t>(r.integer(pl, QStringLiteral("coloniesInHand"), at, 0, 8));
            ps.hubCircle = static_cast<int8_t>(r.integer(pl, QStringLiteral("hubCircle"), at, 0, kHubLaunchCircle, 0));
            // The freeform Hub (5-6 players) says which track a colony stands on; the 2-4 player Hub has none.
            if (freeformHub(s) && ps.hubCircle > 0)
                ps.hubTrack = static_cast<int8_t>(r.integer(pl, QStringLiteral("hubTrack"), at, 1, kHubTracks) - 1);
            else if (pl.contains(QStringLiteral("hubTrack")) && r.ok())
                r.fail(JsonReader::at(at, QStringLiteral("hubTrack")),
                       QCoreApplication::translate("RecordReader",
                                                   "only a colony on the Colonist Hub of a 5 or 6 player game has a track"));
            const QString cardsAt = JsonReader::at(at, QStringLiteral("cards"));
            const QJsonArray cards = r.array(pl.value(QStringLiteral("cards")), cardsAt);
            for (qsizetype i = 0; i < cards.size() && r.ok(); ++i) {
                const auto c = r.id<Card>(cards[i], JsonReader::at(cardsAt, i), QStringLiteral("card"));
                if (c && (ps.cards & cardBit(*c)))
                    r.fail(JsonReader::at(cardsAt, i), QCoreApplication::translate("RecordReader", "nobody holds two copies of a card"));
                else if (c)
                    ps.cards |= cardBit(*c);
            }
        }
    }

    void readShip(const QJsonValue &v, const QString &at, GameState &s, int id)
    {
        const QJsonObject o = r.object(v, at);
        r.onlyKeys(o, at,
                   {QStringLiteral("place"), QStringLiteral("facility"), QStringLiteral("value"),
                    QStringLiteral("group"), QStringLiteral("dockedFor"), QStringLiteral("holder")});
        const QString place = r.string(o, QStringLiteral("place"), at);
        Ship &ship = s.ships[id];
        ship = Ship{};
        if (place == QLatin1String("stock") && !isRelic(id)) {
            ship.place = Place::Stock;
        } else if (place == QLatin1String("home") && isRelic(id)) {
            ship.place = Place::Home;
        } else if (place == QLatin1String("on-card") && !isRelic(id) && id != kBrethrenShip) {
            ship.place = Place::OnCard; // the Auto Pilot A.I.'s ship: the validator checks who holds the card
        } else if (place == QLatin1String("fleet")) {
            ship.place = Place::Fleet;
            ship.value = static_cast<uint8_t>(r.integer(o, QStringLiteral("value"), at, 0, 6, 0));
        } else if (place == QLatin1String("docked")) {
            ship.place = Place::Docked;
            if (auto f = r.id<Facility>(o, QStringLiteral("facility"), at, QStringLiteral("facility")))
                ship.facility = *f;
            ship.value = static_cast<uint8_t>(r.integer(o, QStringLiteral("value"), at, 0, 6, 0));
            if (o.contains(QStringLiteral("group")))
                ship.group = static_cast<uint32_t>(r.integer(o, QStringLiteral("group"), at, 0, int(kMaxGroup) - 1));
            else
                ungrouped |= uint64_t{1} << id;
            const bool colourless = isRelic(id) || id == kBrethrenShip; // no default player: it must be named
            const QString user = r.string(o, QStringLiteral("dockedFor"), at,
                                          colourless ? QString() : seats.player(id / kShipsPerColor));
            if (auto seat = seats.seatOf(user))
                ship.user = static_cast<int8_t>(*seat);
            else if (r.ok())
                r.fail(JsonReader::at(at, QStringLiteral("dockedFor")),
                       QCoreApplication::translate("RecordReader", "no player has the colour '%1'").arg(user));
        } else if (r.ok()) {
            r.fail(JsonReader::at(at, QStringLiteral("place")),
                   QCoreApplication::translate("RecordReader", "unknown place '%1' (stock, fleet or docked%2)")
                       .arg(place, isRelic(id) ? QCoreApplication::translate("RecordReader", ", or home for the Relic Ship") : QString()));
        }
    }

    void readShips(const QJsonObject &o, const QString &path, GameState &s)
    {
        const QJsonArray players = o.value(QStringLiteral("players")).toArray();
        for (int p = 0; p < s.playerCount && r.ok(); ++p) {
            const QString at = JsonReader::at(JsonReader::at(JsonReader::at(path, QStringLiteral("players")), p),
                                              QStringLiteral("ships"));
            const QJsonArray ships = r.array(players[p].toObject().value(QStringLiteral("ships")), at);
            if (r.ok() && ships.size() != kShipsPerColor) {
                r.fail(at, QCoreApplication::translate("RecordReader", "%1 ships listed: each colour has exactly %2").arg(ships.size()).arg(
                               kShipsPerColor));
                return;
            }
            for (int k = 0; k < kShipsPerColor && r.ok(); ++k)
                readShip(ships[k], JsonReader::at(at, k), s, firstShipOf(p) + k);
        }
        const QString relicAt = JsonReader::at(path, QStringLiteral("relicShip"));
        const QJsonValue relic = o.value(QStringLiteral("relicShip"));
        if (relic.isUndefined()) {
            s.ships[kRelicShip].place = Place::Home;
        } else if (r.ok()) {
            readShip(relic, relicAt, s, kRelicShip);
            const QJsonObject ro = relic.toObject();
            if (ro.contains(QStringLiteral("holder"))) {
                const QString holder = r.string(ro, QStringLiteral("holder"), relicAt);
                if (auto seat = seats.seatOf(holder))
                    s.relicHolder = static_cast<int8_t>(*seat);
                else if (r.ok())
                    r.fail(JsonReader::at(relicAt, QStringLiteral("holder")),
                           QCoreApplication::translate("RecordReader", "no player has the colour '%1'").arg(holder));
            }
        }
        const QJsonValue brethren = o.value(QStringLiteral("brethrenShip"));
        if (!brethren.isUndefined() && r.ok())
            readShip(brethren, JsonReader::at(path, QStringLiteral("brethrenShip")), s, kBrethrenShip);
        assignMissingGroups(s);
    }

    // Hand-written positions may leave out docking groups: ships of one player at a facility form groups of the
    // facility's shape, in listing order.
    void assignMissingGroups(GameState &s)
    {
        uint64_t next = 1; // may pass kMaxGroup by the groups added here: newGroup then renumbers
        for (const Ship &ship : s.ships)
            next = std::max<uint64_t>(next, uint64_t{ship.group} + 1);
        for (int f = 0; f < kFacilityCount; ++f) {
            const PortShape shape = facilityLayout(static_cast<Facility>(f), s.playerCount).shape;
            const int size = shape == PortShape::Pair ? 2 : (shape == PortShape::Triple || shape == PortShape::Run) ? 3 : 1;
            for (int p = 0; p < s.playerCount; ++p) {
                int inGroup = size;
                for (int i = 0; i < kShipCount; ++i) {
                    Ship &ship = s.ships[i];
                    if (!((ungrouped >> i) & 1) || idx(ship.facility) != f || ship.user != p)
                        continue;
                    if (inGroup == size) {
                        ++next;
                        inGroup = 0;
                    }
                    ship.group = static_cast<uint32_t>(next - 1);
                    ++inGroup;
                }
            }
        }
        if (next <= kMaxGroup) {
            s.nextGroup = std::max<uint32_t>(s.nextGroup, static_cast<uint32_t>(next));
        } else {
            s.nextGroup = kMaxGroup;
            newGroup(s); // renumbers the groups, then takes a number nobody uses
        }
    }

    void readTerritories(const QJsonObject &o, const QString &path, GameState &s)
    {
        const QString where = JsonReader::at(path, QStringLiteral("territories"));
        const QJsonObject territories = r.object(o.value(QStringLiteral("territories")), where);
        for (auto it = territories.begin(); it != territories.end() && r.ok(); ++it) {
            const QString at = JsonReader::at(where, it.key());
            const auto t = r.id<Territory>(QJsonValue(it.key()), at, QStringLiteral("territory"));
            const QJsonObject colonies = r.object(it.value(), at);
            for (auto c = colonies.begin(); c != colonies.end() && r.ok() && t; ++c) {
                const auto seat = seats.seatOf(c.key());
                if (!seat) {
                    r.fail(JsonReader::at(at, c.key()), QCoreApplication::translate("RecordReader", "no player has the colour '%1'").arg(c.key()));
                    return;
                }
                s.colonies[idx(*t)][*seat] = static_cast<uint8_t>(r.integer(c.value(), JsonReader::at(at, c.key()), 0, 8));
            }
        }
        const QString fieldsAt = JsonReader::at(path, QStringLiteral("fields"));
        const QJsonObject fields = r.object(o, QStringLiteral("fields"), path, QJsonObject{});
        for (auto it = fields.begin(); it != fields.end() && r.ok(); ++it) {
            const QString at = JsonReader::at(fieldsAt, it.key());
            const auto f = r.id<Field>(QJsonValue(it.key()), at, QStringLiteral("field generator"));
            if (f && !it.value().isNull())
                if (auto t = r.id<Territory>(it.value(), at, QStringLiteral("territory")))
                    s.fieldAt[idx(*f)] = static_cast<int8_t>(idx(*t));
        }
    }

    void readPile(const QJsonObject &o, const QString &key, const QString &path, std::array<uint8_t, kCardCount> &pile)
    {
        const QString where = JsonReader::at(path, key);
        const QJsonObject p = r.object(o.value(key), where);
        for (auto it = p.begin(); it != p.end() && r.ok(); ++it) {
            const auto c = r.id<Card>(QJsonValue(it.key()), JsonReader::at(where, it.key()), QStringLiteral("card"));
            if (c)
                pile[idx(*c)] = static_cast<uint8_t>(r.integer(it.value(), JsonReader::at(where, it.key()), 0, 2));
        }
    }

    void readCards(const QJsonObject &o, const QString &path, GameState &s)
    {
        const QString displayAt = JsonReader::at(path, QStringLiteral("display"));
        const QJsonArray display = r.array(o.value(QStringLiteral("display")), displayAt);
        if (r.ok() && display.size() != kDisplaySize)
            r.fail(displayAt, QCoreApplication::translate("RecordReader", "the display has %1 places (null for an empty one)").arg(kDisplaySize));
        for (qsizetype i = 0; i < display.size() && r.ok(); ++i)
            if (!display[i].isNull())
                if (auto c = r.id<Card>(display[i], JsonReader::at(displayAt, i), QStringLiteral("card")))
                    s.display[i] = static_cast<int8_t>(idx(*c));
        if (o.contains(QStringLiteral("discardPile")))
            readPile(o, QStringLiteral("discardPile"), path, s.discardPile);
        if (o.contains(QStringLiteral("drawPile"))) {
            readPile(o, QStringLiteral("drawPile"), path, s.drawPile);
        } else {
            // Left out: the draw pile is the rest of the deck.
            s.drawPile = deckOf(s.ruleset, s.modules);
            auto take = [&](int c) {
                if (s.drawPile[c] > 0)
                    --s.drawPile[c];
            };
            for (int c = 0; c < kCardCount; ++c) {
                for (int k = 0; k < s.discardPile[c]; ++k)
                    take(c);
                for (int p = 0; p < s.playerCount; ++p)
                    if ((s.players[p].cards >> c) & 1)
                        take(c);
            }
            for (int8_t c : s.display)
                if (c >= 0)
                    take(c);
        }
        if (o.contains(QStringLiteral("supply"))) {
            const QString at = JsonReader::at(path, QStringLiteral("supply"));
            const QJsonObject supply = r.object(o.value(QStringLiteral("supply")), at);
            r.onlyKeys(supply, at, {QStringLiteral("fuel"), QStringLiteral("ore")});
            s.supplyFuel = static_cast<int16_t>(r.integer(supply, QStringLiteral("fuel"), at, 0, kSupplyFuel));
            s.supplyOre = static_cast<int16_t>(r.integer(supply, QStringLiteral("ore"), at, 0, kSupplyOre));
        } else {
            // Left out: the supply holds whatever the players do not.
            s.supplyFuel = kSupplyFuel;
            s.supplyOre = kSupplyOre;
            for (int p = 0; p < s.playerCount; ++p) {
                s.supplyFuel = static_cast<int16_t>(s.supplyFuel - s.players[p].fuel);
                s.supplyOre = static_cast<int16_t>(s.supplyOre - s.players[p].ore);
            }
        }
    }

    void readTurn(const QJsonObject &o, const QString &path, GameState &s)
    {
        const QString stage = r.string(o, QStringLiteral("stage"), path, QStringLiteral("main"));
        const auto *found = std::find(std::begin(kStageIds), std::end(kStageIds), stage);
        if (found == std::end(kStageIds))
            r.fail(JsonReader::at(path, QStringLiteral("stage")), QCoreApplication::translate("RecordReader", "unknown stage '%1'").arg(stage));
        else
            s.stage = static_cast<Stage>(found - std::begin(kStageIds));
        const QString current = r.string(o, QStringLiteral("current"), path);
        if (auto seat = seats.seatOf(current))
            s.current = static_cast<int8_t>(*seat);
        else if (r.ok())
            r.fail(JsonReader::at(path, QStringLiteral("current")),
                   QCoreApplication::translate("RecordReader", "no player has the colour '%1'").arg(current));
        s.turnNumber = static_cast<uint32_t>(r.integer(o, QStringLiteral("turnNumber"), path, 1, int(kMaxTurnNumber), 1));
        s.pendingReveal = static_cast<uint8_t>(r.integer(o, QStringLiteral("pendingReveal"), path, 0, kDisplaySize, 0));
        if (o.contains(QStringLiteral("nextGroup")))
            s.nextGroup = std::max<uint32_t>(
                s.nextGroup, static_cast<uint32_t>(r.integer(o, QStringLiteral("nextGroup"), path, 1, int(kMaxGroup))));
        // Left out, the Colonist Hub count and the Lunar Mine of the turn are what the board shows (validateState
        // checks the turn counts the active player's ships docked there).
        const bool midTurn = s.stage == Stage::Main || s.stage == Stage::Reveal || s.stage == Stage::Reroll ||
                             s.stage == Stage::FieldRoll || s.stage == Stage::FieldPlace ||
                             s.stage == Stage::ScoutLook || s.stage == Stage::ScoutOrder;
        const BoardTurn board = midTurn ? turnShownByBoard(s) : BoardTurn{};
        s.turn.hubShips = board.hubShips;
        s.turn.lunarDocked = board.lunarDocked;
        if (!o.contains(QStringLiteral("turn")))
            return;
        const QString at = JsonReader::at(path, QStringLiteral("turn"));
        const QJsonObject t = r.object(o.value(QStringLiteral("turn")), at);
        r.onlyKeys(t, at,
                   {QStringLiteral("cardsUsed"), QStringLiteral("discardUsed"), QStringLiteral("artifactTotal"),
                    QStringLiteral("artifactCycles"), QStringLiteral("hubShips"), QStringLiteral("asimovApplied"),
                    QStringLiteral("hubCarry"), QStringLiteral("lunarDocked"), QStringLiteral("borrowed"),
                    QStringLiteral("rerollShips")});
        TurnState &turn = s.turn;
        const QJsonArray used = r.array(t, QStringLiteral("cardsUsed"), at, QJsonArray{});
        for (qsizetype i = 0; i < used.size() && r.ok(); ++i)
            if (auto c = r.id<Card>(used[i], JsonReader::at(JsonReader::at(at, QStringLiteral("cardsUsed")), i),
                                    QStringLiteral("card")))
                turn.cardsUsed |= cardBit(*c);
        turn.discardUsed = r.boolean(t, QStringLiteral("discardUsed"), at, false);
        turn.artifactTotal = static_cast<uint8_t>(r.integer(t, QStringLiteral("artifactTotal"), at, 0, 255, 0));
        turn.artifactCycles = static_cast<uint8_t>(r.integer(t, QStringLiteral("artifactCycles"), at, 0, 7, 0));
        // More than a track's ports: a ship teleported away from the Hub frees its port for another docking.
        turn.hubShips = static_cast<uint8_t>(r.integer(t, QStringLiteral("hubShips"), at, 0, kMaxFleet + 1, board.hubShips));
        turn.asimovApplied = r.boolean(t, QStringLiteral("asimovApplied"), at, false);
        turn.hubCarry = static_cast<uint8_t>(r.integer(t, QStringLiteral("hubCarry"), at, 0, 7, 0));
        turn.lunarDocked = r.boolean(t, QStringLiteral("lunarDocked"), at, board.lunarDocked);
        const QJsonArray borrowed = r.array(t, QStringLiteral("borrowed"), at, QJsonArray{});
        for (qsizetype i = 0; i < borrowed.size() && r.ok(); ++i)
            if (auto terr = r.id<Territory>(borrowed[i], JsonReader::at(JsonReader::at(at, QStringLiteral("borrowed")), i),
                                            QStringLiteral("territory")))
                turn.borrowed = static_cast<uint16_t>(turn.borrowed | (1u << idx(*terr)));
        const QString rerollAt = JsonReader::at(at, QStringLiteral("rerollShips"));
        const QJsonArray reroll = r.array(t, QStringLiteral("rerollShips"), at, QJsonArray{});
        for (qsizetype i = 0; i < reroll.size() && r.ok(); ++i) {
            const QString name = r.string(reroll[i], JsonReader::at(rerollAt, i));
            if (auto ship = seats.shipOf(name))
                turn.rerollShips |= uint64_t{1} << *ship;
            else if (r.ok())
                r.fail(JsonReader::at(rerollAt, i), QCoreApplication::translate("RecordReader", "unknown ship '%1'").arg(name));
        }
    }
};

} // namespace

std::optional<GameState> positionFromJson(JsonReader &reader, const QJsonValue &value, const QString &path,
                                          bool allowUnfinishedModules)
{
    return PositionReader(reader, allowUnfinishedModules).read(value, path);
}

} // namespace afrecord
