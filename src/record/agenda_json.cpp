#include "agenda_json.h"

#include "json_reader.h"

#include <QCoreApplication>
#include <QJsonArray>

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
                    QStringLiteral("mayDiscard"), QStringLiteral("marketTraded"), QStringLiteral("marketDrew")});
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
                        QStringLiteral("window")});
            AgendaHand &hand = a.hands[p];
            hand.faceDown = place(h, QStringLiteral("faceDown"), at);
            hand.revealed = place(h, QStringLiteral("revealed"), at);
            hand.unknownFaceDown =
                static_cast<uint8_t>(r.integer(h, QStringLiteral("unnamedFaceDown"), at, 0, kAgendaCount, 0));
            hand.window = cards(h, QStringLiteral("window"), at, false); // validateState: cards the seat holds
        }
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
