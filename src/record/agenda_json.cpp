#include "agenda_json.h"

#include "faction_json.h"

#include "json_reader.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <bit>

namespace afrecord {

using namespace af;

namespace {

QJsonArray agendaMaskToJson(AgendaMask mask)
{
    QJsonArray out;
    for (int a = 0; a < kAgendaCount; ++a)
        if (mask & agendaBit(static_cast<Agenda>(a)))
            out.append(qstr(toId(static_cast<Agenda>(a))));
    return out;
}

QJsonArray shipMaskToJson(const Seats &seats, uint64_t mask)
{
    QJsonArray out;
    for (int i = 0; i < kShipCount; ++i)
        if ((mask >> i) & 1)
            out.append(seats.ship(i));
    return out;
}

// A mask of ids (bit = the enum's index), as the ids' list.
template <typename E> QJsonArray idMaskToJson(uint64_t mask, int count)
{
    QJsonArray out;
    for (int i = 0; i < count; ++i)
        if (mask >> i & 1)
            out.append(qstr(toId(static_cast<E>(i))));
    return out;
}

QJsonArray seatMaskToJson(const Seats &seats, uint64_t mask, int playerCount)
{
    QJsonArray out;
    for (int p = 0; p < playerCount; ++p)
        if (mask >> p & 1)
            out.append(seats.player(p));
    return out;
}

template <typename Counts> QJsonArray perSeatToJson(const Counts &counts, int playerCount)
{
    QJsonArray out;
    for (int p = 0; p < playerCount; ++p)
        out.append(static_cast<qint64>(counts[p]));
    return out;
}

template <typename Counts> bool anyNonZero(const Counts &counts)
{
    for (auto c : counts)
        if (c != 0)
            return true;
    return false;
}

constexpr int kFacilityIds = kFacilityCount + kFactionCount;

// The turn's counts for the in-game sides; only what differs from a fresh turn.
QJsonObject turnToJson(const Seats &seats, const AgendaTurn &t, int players)
{
    QJsonObject o;
    auto counts = [&](const char *key, const auto &c) {
        if (anyNonZero(c))
            o[QLatin1String(key)] = perSeatToJson(c, players);
    };
    counts("landed", t.landed);
    counts("oreGained", t.oreGained);
    counts("fuelGained", t.fuelGained);
    counts("hubSteps", t.hubSteps);
    counts("shipsGained", t.shipsGained);
    counts("techGained", t.techGained);
    counts("agendasDrawn", t.agendasDrawn);
    auto territories = [&](const char *key, const auto &perSeat) {
        if (!anyNonZero(perSeat))
            return;
        QJsonArray list;
        for (int p = 0; p < players; ++p)
            list.append(idMaskToJson<Territory>(perSeat[p], kTerritoryCount));
        o[QLatin1String(key)] = list;
    };
    territories("seized", t.seized);
    territories("controlledAtStart", t.controlledAtStart);
    if (t.artifactShips)
        o[QStringLiteral("artifactShips")] = t.artifactShips;
    if (t.artifactTotal)
        o[QStringLiteral("artifactTotal")] = t.artifactTotal;
    if (t.facilities)
        o[QStringLiteral("facilities")] = idMaskToJson<Facility>(t.facilities, kFacilityIds);
    if (t.docked)
        o[QStringLiteral("docked")] = shipMaskToJson(seats, t.docked);
    if (t.fieldsMoved)
        o[QStringLiteral("fieldsMoved")] = idMaskToJson<Field>(t.fieldsMoved, kFieldCount);
    if (t.takenFrom)
        o[QStringLiteral("takenFrom")] = seatMaskToJson(seats, t.takenFrom, players);
    if (t.seizedBonusUsed)
        o[QStringLiteral("seizedBonusUsed")] = idMaskToJson<Territory>(t.seizedBonusUsed, kTerritoryCount);
    if (t.solarFreeAtStart)
        o[QStringLiteral("solarFreeAtStart")] = t.solarFreeAtStart;
    if (t.launched)
        o[QStringLiteral("launched")] = true;
    if (t.startedSoleLowest)
        o[QStringLiteral("startedSoleLowest")] = true;
    return o;
}

} // namespace

QJsonObject agendasToJson(const Seats &seats, const GameState &s)
{
    const AgendaState &a = s.agendas;
    QJsonArray hands;
    for (int p = 0; p < s.playerCount; ++p) {
        const AgendaHand &h = a.hands[p];
        QJsonObject hand{{QStringLiteral("faceDown"), agendaMaskToJson(h.faceDown)},
                         {QStringLiteral("revealed"), agendaMaskToJson(h.revealed)}};
        if (h.unknownFaceDown)
            hand[QStringLiteral("unnamedFaceDown")] = h.unknownFaceDown;
        if (h.window)
            hand[QStringLiteral("window")] = agendaMaskToJson(h.window);
        if (h.oracleScored)
            hand[QStringLiteral("oracleScored")] = agendaMaskToJson(h.oracleScored);
        hands.append(hand);
    }
    QJsonObject o{{QStringLiteral("deck"), agendaMaskToJson(a.deck)},
                  {QStringLiteral("discard"), agendaMaskToJson(a.discard)},
                  {QStringLiteral("hands"), hands}};
    if (a.unknown)
        o[QStringLiteral("unnamed")] = agendaMaskToJson(a.unknown);
    if (a.unknownInDeck)
        o[QStringLiteral("unnamedInDeck")] = a.unknownInDeck;
    if (a.unknownInDiscard)
        o[QStringLiteral("unnamedInDiscard")] = a.unknownInDiscard;
    if (a.mayDiscard != kNoPlayer)
        o[QStringLiteral("mayDiscard")] = seats.player(a.mayDiscard);
    if (a.marketTraded)
        o[QStringLiteral("marketTraded")] = shipMaskToJson(seats, a.marketTraded);
    if (a.marketDrew)
        o[QStringLiteral("marketDrew")] = shipMaskToJson(seats, a.marketDrew);
    if (a.drawFor != AgendaDrawFor::Market)
        o[QStringLiteral("drawFor")] = qstr(toId(a.drawFor));
    if (a.onOracle)
        o[QStringLiteral("onOracle")] = qstr(toId(static_cast<Agenda>(std::countr_zero(a.onOracle))));
    if (a.keepOneDiscards)
        o[QStringLiteral("keepOneDiscards")] = a.keepOneDiscards;
    if (a.justDrawn)
        o[QStringLiteral("justDrawn")] = agendaMaskToJson(a.justDrawn);
    if (const QJsonObject turn = turnToJson(seats, a.turn, s.playerCount); !turn.isEmpty())
        o[QStringLiteral("turn")] = turn;
    if (a.sixthShipSeen)
        o[QStringLiteral("sixthShipSeen")] = true;
    if (anyNonZero(a.lastRaided))
        o[QStringLiteral("lastRaided")] = perSeatToJson(a.lastRaided, s.playerCount);
    if (anyNonZero(a.faceDownAtEnd))
        o[QStringLiteral("faceDownAtEnd")] = perSeatToJson(a.faceDownAtEnd, s.playerCount);
    if (a.endGameDone)
        o[QStringLiteral("endGameDone")] = seatMaskToJson(seats, a.endGameDone, s.playerCount);
    if (a.raidLoss != decltype(a.raidLoss){}) {
        QJsonArray losses;
        for (int p = 0; p < s.playerCount; ++p) {
            const RaidLoss &l = a.raidLoss[p];
            QJsonObject loss;
            if (l.fuel)
                loss[QStringLiteral("fuel")] = l.fuel;
            if (l.ore)
                loss[QStringLiteral("ore")] = l.ore;
            if (l.card >= 0)
                loss[QStringLiteral("card")] = qstr(toId(static_cast<Card>(l.card)));
            if (l.discarded)
                loss[QStringLiteral("discarded")] = true;
            QJsonObject straddles; // field id -> its two territories
            for (int f = 0; f < kFieldCount; ++f)
                if (l.straddleHome[f] >= 0)
                    straddles[qstr(toId(static_cast<Field>(f)))] =
                        QJsonObject{{QStringLiteral("in"), qstr(toId(static_cast<Territory>(l.straddleHome[f])))},
                                    {QStringLiteral("across"), qstr(toId(static_cast<Territory>(l.straddleAcross[f])))}};
            if (!straddles.isEmpty())
                loss[QStringLiteral("straddles")] = straddles;
            if (const QJsonArray landed = colonySpreadToJson(seats, l.landed, QStringLiteral("to")); !landed.isEmpty())
                loss[QStringLiteral("landed")] = landed;
            if (l.autoPilotShip != kNoShip)
                loss[QStringLiteral("autoPilotShip")] = seats.ship(l.autoPilotShip);
            if (l.tokenFuel || l.tokenOre)
                loss[QStringLiteral("tokens")] =
                    QJsonObject{{QStringLiteral("fuel"), l.tokenFuel}, {QStringLiteral("ore"), l.tokenOre}};
            losses.append(loss);
        }
        o[QStringLiteral("raidLoss")] = losses;
    }
    return o;
}

namespace {

class AgendaReader {
public:
    AgendaReader(JsonReader &r, const Seats &seats) : r(r), seats(seats) {}

    void read(const QJsonValue &value, const QString &path, GameState &s)
    {
        const QJsonObject o = r.object(value, path);
        r.onlyKeys(o, path,
                   {QStringLiteral("deck"), QStringLiteral("discard"), QStringLiteral("unnamed"),
                    QStringLiteral("unnamedInDeck"), QStringLiteral("unnamedInDiscard"), QStringLiteral("hands"),
                    QStringLiteral("mayDiscard"), QStringLiteral("marketTraded"), QStringLiteral("marketDrew"),
                    QStringLiteral("turn"), QStringLiteral("sixthShipSeen"), QStringLiteral("lastRaided"),
                    QStringLiteral("faceDownAtEnd"), QStringLiteral("raidLoss"), QStringLiteral("drawFor"),
                    QStringLiteral("keepOneDiscards"), QStringLiteral("justDrawn"), QStringLiteral("onOracle"),
                    QStringLiteral("endGameDone")});
        if (!r.ok())
            return;
        AgendaState a;
        a.deck = place(o, QStringLiteral("deck"), path);
        a.discard = place(o, QStringLiteral("discard"), path);
        a.unknown = place(o, QStringLiteral("unnamed"), path);
        a.unknownInDeck = static_cast<uint8_t>(r.integer(o, QStringLiteral("unnamedInDeck"), path, 0, kAgendaCount, 0));
        a.unknownInDiscard =
            static_cast<uint8_t>(r.integer(o, QStringLiteral("unnamedInDiscard"), path, 0, kAgendaCount, 0));
        readHands(o, path, s.playerCount, a);
        if (o.contains(QStringLiteral("mayDiscard")) && r.ok()) {
            const QString who = r.string(o, QStringLiteral("mayDiscard"), path);
            if (auto seat = seats.seatOf(who))
                a.mayDiscard = static_cast<int8_t>(*seat);
            else if (r.ok())
                r.fail(JsonReader::at(path, QStringLiteral("mayDiscard")),
                       QCoreApplication::translate("RecordReader", "no player has the colour '%1'").arg(who));
        }
        a.marketTraded = ships(o, QStringLiteral("marketTraded"), path);
        a.marketDrew = ships(o, QStringLiteral("marketDrew"), path);
        if (o.contains(QStringLiteral("drawFor")) && r.ok())
            if (auto d = r.id<AgendaDrawFor>(o, QStringLiteral("drawFor"), path, QStringLiteral("agenda draw")))
                a.drawFor = *d;
        a.onOracle = onOracle(o, path);
        a.keepOneDiscards =
            static_cast<uint8_t>(r.integer(o, QStringLiteral("keepOneDiscards"), path, 0, kAgendaCount, 0));
        a.justDrawn = cards(o, QStringLiteral("justDrawn"), path, false);
        readTurn(o, path, s.playerCount, a.turn);
        readRaidLosses(o, path, s.playerCount, a.raidLoss);
        a.sixthShipSeen = r.ok() && r.boolean(o, QStringLiteral("sixthShipSeen"), path, false);
        perSeat(o, QStringLiteral("lastRaided"), path, s.playerCount, int(kMaxTurnNumber), a.lastRaided);
        perSeat(o, QStringLiteral("faceDownAtEnd"), path, s.playerCount, kAgendaCount, a.faceDownAtEnd);
        a.endGameDone = seatMask(o, QStringLiteral("endGameDone"), path);
        a.inGame = seen; // the cards of the game are those somewhere; the others are in the box
        if (r.ok())
            s.agendas = a;
    }

private:
    JsonReader &r;
    const Seats &seats;
    AgendaMask seen = 0; // the cards placed so far: each card of the game is in one place

    AgendaMask cards(const QJsonObject &o, const QString &key, const QString &path, bool isPlace)
    {
        if (!o.contains(key) || !r.ok())
            return 0;
        const QString at = JsonReader::at(path, key);
        const QJsonArray list = r.array(o.value(key), at);
        AgendaMask mask = 0;
        for (qsizetype i = 0; i < list.size() && r.ok(); ++i) {
            const auto card = r.id<Agenda>(list[i], JsonReader::at(at, i), QStringLiteral("agenda card"));
            if (!card)
                return 0;
            const AgendaMask bit = agendaBit(*card);
            if ((mask & bit) || (isPlace && (seen & bit))) {
                r.fail(JsonReader::at(at, i),
                       QCoreApplication::translate("RecordReader", "the agenda card '%1' is already listed: each card "
                                                                   "of the game is in one place")
                           .arg(list[i].toString()));
                return 0;
            }
            mask |= bit;
        }
        if (isPlace)
            seen |= mask;
        return mask;
    }
    AgendaMask place(const QJsonObject &o, const QString &key, const QString &path) { return cards(o, key, path, true); }

    // The one card face up on the Oracle Engine, a place like the others.
    AgendaMask onOracle(const QJsonObject &o, const QString &path)
    {
        if (!o.contains(QStringLiteral("onOracle")) || !r.ok())
            return 0;
        const QString at = JsonReader::at(path, QStringLiteral("onOracle"));
        const auto card = r.id<Agenda>(o.value(QStringLiteral("onOracle")), at, QStringLiteral("agenda card"));
        if (!card)
            return 0;
        if (seen & agendaBit(*card)) {
            r.fail(at, QCoreApplication::translate("RecordReader", "the agenda card '%1' is already listed: each card "
                                                                   "of the game is in one place")
                           .arg(o.value(QStringLiteral("onOracle")).toString()));
            return 0;
        }
        seen |= agendaBit(*card);
        return agendaBit(*card);
    }

    void readHands(const QJsonObject &o, const QString &path, int playerCount, AgendaState &a)
    {
        if (!r.ok())
            return;
        const QString where = JsonReader::at(path, QStringLiteral("hands"));
        if (!o.contains(QStringLiteral("hands"))) {
            r.fail(where, QCoreApplication::translate("RecordReader", "missing"));
            return;
        }
        const QJsonArray hands = r.array(o.value(QStringLiteral("hands")), where);
        if (r.ok() && hands.size() != playerCount) {
            r.fail(where, QCoreApplication::translate("RecordReader", "%1 hands listed: one per player, %2")
                              .arg(hands.size())
                              .arg(playerCount));
            return;
        }
        for (qsizetype p = 0; p < hands.size() && r.ok(); ++p) {
            const QString at = JsonReader::at(where, p);
            const QJsonObject h = r.object(hands[p], at);
            r.onlyKeys(h, at,
                       {QStringLiteral("faceDown"), QStringLiteral("unnamedFaceDown"), QStringLiteral("revealed"),
                        QStringLiteral("window"), QStringLiteral("oracleScored")});
            AgendaHand &hand = a.hands[p];
            hand.faceDown = place(h, QStringLiteral("faceDown"), at);
            hand.revealed = place(h, QStringLiteral("revealed"), at);
            hand.oracleScored = place(h, QStringLiteral("oracleScored"), at);
            hand.unknownFaceDown =
                static_cast<uint8_t>(r.integer(h, QStringLiteral("unnamedFaceDown"), at, 0, kAgendaCount, 0));
            hand.window = cards(h, QStringLiteral("window"), at, false); // validateState: cards the seat holds
        }
    }

    // One count per seat, each in 0..max.
    template <typename Counts>
    void perSeat(const QJsonObject &o, const QString &key, const QString &path, int players, int max, Counts &out)
    {
        if (!o.contains(key) || !r.ok())
            return;
        const QString at = JsonReader::at(path, key);
        const QJsonArray list = r.array(o.value(key), at);
        if (r.ok() && list.size() != players) {
            r.fail(at, QCoreApplication::translate("RecordReader", "%1 entries listed: one per player, %2")
                           .arg(list.size())
                           .arg(players));
            return;
        }
        for (qsizetype p = 0; p < list.size() && r.ok(); ++p)
            out[p] = static_cast<std::remove_reference_t<decltype(out[p])>>(r.integer(list[p], JsonReader::at(at, p), 0, max));
    }

    // A list of ids, each at most once, as a mask (bit = the enum's index).
    template <typename E> uint64_t idMask(const QJsonValue &value, const QString &at, const QString &kind)
    {
        const QJsonArray list = r.array(value, at);
        uint64_t mask = 0;
        for (qsizetype i = 0; i < list.size() && r.ok(); ++i)
            if (const auto id = r.id<E>(list[i], JsonReader::at(at, i), kind))
                mask |= uint64_t{1} << static_cast<int>(*id);
        return mask;
    }
    template <typename E> uint64_t idMask(const QJsonObject &o, const QString &key, const QString &path, const QString &kind)
    {
        if (!o.contains(key) || !r.ok())
            return 0;
        return idMask<E>(o.value(key), JsonReader::at(path, key), kind);
    }

    uint8_t seatMask(const QJsonObject &o, const QString &key, const QString &path)
    {
        if (!o.contains(key) || !r.ok())
            return 0;
        const QString at = JsonReader::at(path, key);
        const QJsonArray list = r.array(o.value(key), at);
        uint8_t mask = 0;
        for (qsizetype i = 0; i < list.size() && r.ok(); ++i) {
            const QString who = r.string(list[i], JsonReader::at(at, i));
            if (auto seat = seats.seatOf(who))
                mask = static_cast<uint8_t>(mask | 1u << *seat);
            else if (r.ok())
                r.fail(JsonReader::at(at, i),
                       QCoreApplication::translate("RecordReader", "no player has the colour '%1'").arg(who));
        }
        return mask;
    }

    // The straddles a raider of the Field Amplifier settled: field id -> {"in": its territory, "across": the one
    // across the border}; whether they border each other is the validator's check.
    void readSettledStraddles(const QJsonObject &o, const QString &path, RaidLoss &loss)
    {
        if (!o.contains(QStringLiteral("straddles")) || !r.ok())
            return;
        const QString at = JsonReader::at(path, QStringLiteral("straddles"));
        const QJsonObject straddles = r.object(o.value(QStringLiteral("straddles")), at);
        for (auto it = straddles.begin(); it != straddles.end() && r.ok(); ++it) {
            const QString fieldAt = JsonReader::at(at, it.key());
            const auto f = r.id<Field>(QJsonValue(it.key()), fieldAt, QStringLiteral("field generator"));
            const QJsonObject two = r.object(it.value(), fieldAt);
            r.onlyKeys(two, fieldAt, {QStringLiteral("in"), QStringLiteral("across")});
            if (!r.ok() || !f)
                return;
            const auto home = r.id<Territory>(two, QStringLiteral("in"), fieldAt, QStringLiteral("territory"));
            const auto across = r.id<Territory>(two, QStringLiteral("across"), fieldAt, QStringLiteral("territory"));
            if (home && across) {
                loss.straddleHome[idx(*f)] = static_cast<int8_t>(idx(*home));
                loss.straddleAcross[idx(*f)] = static_cast<int8_t>(idx(*across));
            }
        }
    }

    // What the last action's raid took from each seat, for #24's window.
    void readRaidLosses(const QJsonObject &parent, const QString &parentPath, int players,
                        std::array<RaidLoss, kMaxPlayers> &out)
    {
        if (!parent.contains(QStringLiteral("raidLoss")) || !r.ok())
            return;
        const QString at = JsonReader::at(parentPath, QStringLiteral("raidLoss"));
        const QJsonArray list = r.array(parent.value(QStringLiteral("raidLoss")), at);
        if (r.ok() && list.size() != players) {
            r.fail(at, QCoreApplication::translate("RecordReader", "%1 entries listed: one per player, %2")
                           .arg(list.size())
                           .arg(players));
            return;
        }
        for (qsizetype p = 0; p < list.size() && r.ok(); ++p) {
            const QString path = JsonReader::at(at, p);
            const QJsonObject o = r.object(list[p], path);
            r.onlyKeys(o, path,
                       {QStringLiteral("fuel"), QStringLiteral("ore"), QStringLiteral("card"), QStringLiteral("discarded"),
                        QStringLiteral("straddles"), QStringLiteral("landed"), QStringLiteral("autoPilotShip"),
                        QStringLiteral("tokens")});
            RaidLoss &loss = out[p];
            loss.fuel = static_cast<uint8_t>(r.integer(o, QStringLiteral("fuel"), path, 0, 4, 0));
            loss.ore = static_cast<uint8_t>(r.integer(o, QStringLiteral("ore"), path, 0, 4, 0));
            if (o.contains(QStringLiteral("card")) && r.ok())
                if (const auto card = r.id<Card>(o, QStringLiteral("card"), path, QStringLiteral("card")))
                    loss.card = static_cast<int8_t>(idx(*card));
            loss.discarded = r.ok() && r.boolean(o, QStringLiteral("discarded"), path, false);
            readSettledStraddles(o, path, loss);
            if (o.contains(QStringLiteral("landed")) && r.ok())
                loss.landed = colonySpreadFromJson(r, seats, o.value(QStringLiteral("landed")),
                                                   JsonReader::at(path, QStringLiteral("landed")), QStringLiteral("to"));
            if (o.contains(QStringLiteral("autoPilotShip")) && r.ok())
                loss.autoPilotShip = shipFromJson(r, seats, o.value(QStringLiteral("autoPilotShip")),
                                                  JsonReader::at(path, QStringLiteral("autoPilotShip")));
            if (o.contains(QStringLiteral("tokens")) && r.ok()) {
                const QString tokensAt = JsonReader::at(path, QStringLiteral("tokens"));
                const QJsonObject tokens = r.object(o.value(QStringLiteral("tokens")), tokensAt);
                r.onlyKeys(tokens, tokensAt, {QStringLiteral("fuel"), QStringLiteral("ore")});
                loss.tokenFuel = static_cast<uint8_t>(r.integer(tokens, QStringLiteral("fuel"), tokensAt, 0, 8, 0));
                loss.tokenOre = static_cast<uint8_t>(r.integer(tokens, QStringLiteral("ore"), tokensAt, 0, 8, 0));
            }
        }
    }

    // The turn's counts for the in-game sides.
    void readTurn(const QJsonObject &parent, const QString &parentPath, int players, AgendaTurn &t)
    {
        if (!parent.contains(QStringLiteral("turn")) || !r.ok())
            return;
        const QString path = JsonReader::at(parentPath, QStringLiteral("turn"));
        const QJsonObject o = r.object(parent.value(QStringLiteral("turn")), path);
        r.onlyKeys(o, path,
                   {QStringLiteral("landed"), QStringLiteral("oreGained"), QStringLiteral("fuelGained"),
                    QStringLiteral("hubSteps"), QStringLiteral("shipsGained"), QStringLiteral("techGained"),
                    QStringLiteral("agendasDrawn"), QStringLiteral("seized"), QStringLiteral("artifactShips"),
                    QStringLiteral("artifactTotal"), QStringLiteral("facilities"), QStringLiteral("docked"),
                    QStringLiteral("fieldsMoved"), QStringLiteral("takenFrom"), QStringLiteral("solarFreeAtStart"),
                    QStringLiteral("launched"), QStringLiteral("startedSoleLowest"),
                    QStringLiteral("seizedBonusUsed"), QStringLiteral("controlledAtStart")});
        perSeat(o, QStringLiteral("landed"), path, players, 255, t.landed);
        perSeat(o, QStringLiteral("oreGained"), path, players, 65535, t.oreGained);
        perSeat(o, QStringLiteral("fuelGained"), path, players, 65535, t.fuelGained);
        perSeat(o, QStringLiteral("hubSteps"), path, players, 255, t.hubSteps);
        perSeat(o, QStringLiteral("shipsGained"), path, players, 255, t.shipsGained);
        perSeat(o, QStringLiteral("techGained"), path, players, 255, t.techGained);
        perSeat(o, QStringLiteral("agendasDrawn"), path, players, 255, t.agendasDrawn);
        territoriesPerSeat(o, QStringLiteral("seized"), path, players, t.seized);
        territoriesPerSeat(o, QStringLiteral("controlledAtStart"), path, players, t.controlledAtStart);
        t.artifactShips = static_cast<uint8_t>(r.integer(o, QStringLiteral("artifactShips"), path, 0, kShipCount, 0));
        t.artifactTotal = static_cast<uint8_t>(r.integer(o, QStringLiteral("artifactTotal"), path, 0, 6 * kShipCount, 0));
        t.facilities = static_cast<uint32_t>(idMask<Facility>(o, QStringLiteral("facilities"), path, QStringLiteral("facility")));
        t.docked = ships(o, QStringLiteral("docked"), path);
        t.fieldsMoved = static_cast<uint8_t>(idMask<Field>(o, QStringLiteral("fieldsMoved"), path, QStringLiteral("field generator")));
        t.takenFrom = seatMask(o, QStringLiteral("takenFrom"), path);
        t.seizedBonusUsed = static_cast<uint16_t>(
            idMask<Territory>(o, QStringLiteral("seizedBonusUsed"), path, QStringLiteral("territory")));
        t.solarFreeAtStart = static_cast<uint8_t>(r.integer(o, QStringLiteral("solarFreeAtStart"), path, 0, kShipCount, 0));
        t.launched = r.ok() && r.boolean(o, QStringLiteral("launched"), path, false);
        t.startedSoleLowest = r.ok() && r.boolean(o, QStringLiteral("startedSoleLowest"), path, false);
    }

    // Per seat in seat order, a list of territory ids.
    void territoriesPerSeat(const QJsonObject &o, const QString &key, const QString &path, int players,
                            std::array<uint16_t, kMaxPlayers> &out)
    {
        if (!o.contains(key) || !r.ok())
            return;
        const QString at = JsonReader::at(path, key);
        const QJsonArray list = r.array(o.value(key), at);
        if (r.ok() && list.size() != players)
            r.fail(at, QCoreApplication::translate("RecordReader", "%1 entries listed: one per player, %2")
                           .arg(list.size())
                           .arg(players));
        for (qsizetype p = 0; p < list.size() && r.ok(); ++p)
            out[p] = static_cast<uint16_t>(idMask<Territory>(list[p], JsonReader::at(at, p), QStringLiteral("territory")));
    }

    uint64_t ships(const QJsonObject &o, const QString &key, const QString &path)
    {
        if (!o.contains(key) || !r.ok())
            return 0;
        const QString at = JsonReader::at(path, key);
        const QJsonArray list = r.array(o.value(key), at);
        uint64_t mask = 0;
        for (qsizetype i = 0; i < list.size() && r.ok(); ++i) {
            const QString name = r.string(list[i], JsonReader::at(at, i));
            if (auto ship = seats.shipOf(name))
                mask |= uint64_t{1} << *ship;
            else if (r.ok())
                r.fail(JsonReader::at(at, i), QCoreApplication::translate("RecordReader", "unknown ship '%1'").arg(name));
        }
        return mask;
    }
};

} // namespace

void agendasFromJson(JsonReader &r, const Seats &seats, const QJsonValue &value, const QString &path, GameState &s)
{
    AgendaReader(r, seats).read(value, path, s);
}

} // namespace afrecord
