#include "tech_json.h"

#include "faction_json.h"
#include "json_reader.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <bit>

namespace afrecord {

using namespace af;

QJsonObject techToJson(const Seats &seats, const GameState &s)
{
    const TechTurn &t = s.tech.turn;
    QJsonObject boxed;
    for (int c = 0; c < kCardCount; ++c)
        if (s.tech.boxed[c])
            boxed[qstr(toId(static_cast<Card>(c)))] = s.tech.boxed[c];
    QJsonArray redock;
    for (int k = 0; k < 2; ++k)
        if (t.redockShips[k] != kNoShip)
            redock.append(QJsonObject{{QStringLiteral("ship"), seats.ship(t.redockShips[k])},
                                      {QStringLiteral("from"), qstr(toId(static_cast<Facility>(t.redockFrom[k])))}});
    QJsonObject tokens; // only cards with tokens on them
    for (int c = kBaseCardCount; c < kCardCount; ++c) {
        const CardTokens &on = s.tech.tokens[c - kBaseCardCount];
        if (on.fuel + on.ore > 0)
            tokens[qstr(toId(static_cast<Card>(c)))] =
                QJsonObject{{QStringLiteral("fuel"), on.fuel}, {QStringLiteral("ore"), on.ore}};
    }
    QJsonObject turn{{QStringLiteral("discards"), t.discards},
                     {QStringLiteral("extraDiscards"), t.extraDiscards},
                     {QStringLiteral("freeCycles"), t.freeCycles},
                     {QStringLiteral("freeClaim"), t.freeClaim},
                     {QStringLiteral("redock"), redock}};
    if (t.autoPilotPaid) // the Auto Pilot A.I.'s income of this turn is taken
        turn[QStringLiteral("autoPilotPaid")] = true;
    QJsonArray servoShips; // taken with the Astrogation Servo this turn: not to the Terraforming Station
    for (uint64_t m = t.servoShips; m; m &= m - 1)
        servoShips.append(seats.ship(std::countr_zero(m)));
    if (!servoShips.isEmpty())
        turn[QStringLiteral("servoShips")] = servoShips;
    QJsonObject o{{QStringLiteral("boxed"), boxed}, {QStringLiteral("tokens"), tokens}, {QStringLiteral("turn"), turn}};
    if (s.tech.lockdownSeat != kNoPlayer) // whose colonies the Magnetic Lockdown protects
        o[QStringLiteral("lockdown")] = seats.player(s.tech.lockdownSeat);
    QJsonArray shunted; // colonies on the Gravitron Shunt
    for (int p = 0; p < s.playerCount; ++p)
        if (s.tech.shunted[p] > 0)
            shunted.append(QJsonObject{{QStringLiteral("player"), seats.player(p)},
                                       {QStringLiteral("colonies"), s.tech.shunted[p]}});
    if (!shunted.isEmpty())
        o[QStringLiteral("shunted")] = shunted;
    QJsonArray grappled; // ships docked through the Superconducting Grapple
    for (uint64_t m = s.tech.grappled; m; m &= m - 1)
        grappled.append(seats.ship(std::countr_zero(m)));
    if (!grappled.isEmpty())
        o[QStringLiteral("grappled")] = grappled;
    QJsonObject straddles; // generators straddling a border (Field Amplifier, X-38): field id -> second territory
    for (int f = 0; f < kFieldCount; ++f)
        if (s.tech.straddles[f] >= 0)
            straddles[qstr(toId(static_cast<Field>(f)))] = qstr(toId(static_cast<Territory>(s.tech.straddles[f])));
    if (!straddles.isEmpty())
        o[QStringLiteral("straddles")] = straddles;
    if (s.tech.propagatedField >= 0) // the generator the Field Propagator's die named, waiting for its territory
        o[QStringLiteral("propagatedField")] = qstr(toId(static_cast<Field>(s.tech.propagatedField)));
    if (s.tech.scoutedBy != kNoPlayer) { // the cards the Scout Drone's user knows on top of the draw pile, top first
        QJsonArray cards;
        for (int8_t c : s.tech.scouted)
            if (c >= 0)
                cards.append(qstr(toId(static_cast<Card>(c))));
        o[QStringLiteral("scouted")] =
            QJsonObject{{QStringLiteral("player"), seats.player(s.tech.scoutedBy)}, {QStringLiteral("cards"), cards}};
    }
    if (s.tech.relicBorrower != kNoPlayer) // the Relic Ship taken with the Alien Sarcophagus
        o[QStringLiteral("relicLoan")] = QJsonObject{
            {QStringLiteral("borrower"), seats.player(s.tech.relicBorrower)},
            {QStringLiteral("lender"),
             s.tech.relicLender == kNoPlayer ? QJsonValue() : QJsonValue(seats.player(s.tech.relicLender))}};
    return o;
}

void techFromJson(JsonReader &r, const Seats &seats, const QJsonValue &value, const QString &path, GameState &s)
{
    const QJsonObject o = r.object(value, path);
    r.onlyKeys(o, path,
               {QStringLiteral("boxed"), QStringLiteral("tokens"), QStringLiteral("turn"), QStringLiteral("lockdown"),
                QStringLiteral("shunted"), QStringLiteral("relicLoan"), QStringLiteral("grappled"),
                QStringLiteral("propagatedField"), QStringLiteral("straddles"), QStringLiteral("scouted")});
    if (o.contains(QStringLiteral("scouted")) && r.ok()) { // whether the pile holds them is the validator's check
        const QString at = JsonReader::at(path, QStringLiteral("scouted"));
        const QJsonObject scouted = r.object(o.value(QStringLiteral("scouted")), at);
        r.onlyKeys(scouted, at, {QStringLiteral("player"), QStringLiteral("cards")});
        if (r.ok())
            s.tech.scoutedBy = playerFromJson(r, seats, scouted.value(QStringLiteral("player")),
                                              JsonReader::at(at, QStringLiteral("player")));
        const QString cardsAt = JsonReader::at(at, QStringLiteral("cards"));
        const QJsonArray cards = r.array(scouted.value(QStringLiteral("cards")), cardsAt);
        if (r.ok() && (cards.isEmpty() || cards.size() > kScoutedCards))
            r.fail(cardsAt, QCoreApplication::translate("RecordReader", "1 to %1 cards, top first").arg(kScoutedCards));
        for (qsizetype i = 0; i < cards.size() && i < kScoutedCards && r.ok(); ++i)
            if (const auto c = r.id<Card>(cards[i], JsonReader::at(cardsAt, i), QStringLiteral("card")))
                s.tech.scouted[i] = static_cast<int8_t>(idx(*c));
    }
    if (o.contains(QStringLiteral("grappled"))) {
        // Where the ships are is the position validator's check (extraTech.grappled).
        const QString at = JsonReader::at(path, QStringLiteral("grappled"));
        const QJsonArray grappled = r.array(o.value(QStringLiteral("grappled")), at);
        for (qsizetype i = 0; i < grappled.size() && r.ok(); ++i) {
            const int8_t ship = shipFromJson(r, seats, grappled[i], JsonReader::at(at, i));
            if (r.ok() && ship != kNoShip)
                s.tech.grappled |= uint64_t{1} << ship;
        }
    }
    if (o.contains(QStringLiteral("straddles")) && r.ok()) { // where each stands is the validator's check
        const QString at = JsonReader::at(path, QStringLiteral("straddles"));
        const QJsonObject straddles = r.object(o.value(QStringLiteral("straddles")), at);
        for (auto it = straddles.begin(); it != straddles.end() && r.ok(); ++it) {
            const QString fieldAt = JsonReader::at(at, it.key());
            const auto f = r.id<Field>(QJsonValue(it.key()), fieldAt, QStringLiteral("field generator"));
            const auto t = r.id<Territory>(it.value(), fieldAt, QStringLiteral("territory"));
            if (f && t)
                s.tech.straddles[idx(*f)] = static_cast<int8_t>(idx(*t));
        }
    }
    if (o.contains(QStringLiteral("propagatedField"))) // whether the stage is right is the validator's check
        if (const auto f = r.id<Field>(o.value(QStringLiteral("propagatedField")),
                                       JsonReader::at(path, QStringLiteral("propagatedField")), QStringLiteral("field generator")))
            s.tech.propagatedField = static_cast<int8_t>(idx(*f));
    if (o.contains(QStringLiteral("relicLoan")) && r.ok()) {
        const QString at = JsonReader::at(path, QStringLiteral("relicLoan"));
        const QJsonObject loan = r.object(o.value(QStringLiteral("relicLoan")), at);
        r.onlyKeys(loan, at, {QStringLiteral("borrower"), QStringLiteral("lender")});
        if (r.ok())
            s.tech.relicBorrower = playerFromJson(r, seats, loan.value(QStringLiteral("borrower")),
                                                  JsonReader::at(at, QStringLiteral("borrower")));
        if (r.ok() && !loan.value(QStringLiteral("lender")).isNull())
            s.tech.relicLender = playerFromJson(r, seats, loan.value(QStringLiteral("lender")),
                                                JsonReader::at(at, QStringLiteral("lender")));
    }
    if (o.contains(QStringLiteral("lockdown")))
        s.tech.lockdownSeat =
            playerFromJson(r, seats, o.value(QStringLiteral("lockdown")), JsonReader::at(path, QStringLiteral("lockdown")));
    if (o.contains(QStringLiteral("shunted"))) {
        // Whether the card is held is the position validator's check (extraTech.shunted).
        const QString at = JsonReader::at(path, QStringLiteral("shunted"));
        const QJsonArray shunted = r.array(o.value(QStringLiteral("shunted")), at);
        for (qsizetype i = 0; i < shunted.size() && r.ok(); ++i) {
            const QString itemAt = JsonReader::at(at, i);
            const QJsonObject item = r.object(shunted[i], itemAt);
            r.onlyKeys(item, itemAt, {QStringLiteral("player"), QStringLiteral("colonies")});
            const int8_t p =
                playerFromJson(r, seats, item.value(QStringLiteral("player")), JsonReader::at(itemAt, QStringLiteral("player")));
            // At most 8: the long game's colonies, the most a player has.
            const int colonies = r.integer(item, QStringLiteral("colonies"), itemAt, 1, 8);
            if (r.ok() && p >= 0 && p < kMaxPlayers)
                s.tech.shunted[p] = static_cast<uint8_t>(colonies);
        }
    }
    if (o.contains(QStringLiteral("boxed"))) {
        const QString at = JsonReader::at(path, QStringLiteral("boxed"));
        const QJsonObject boxed = r.object(o.value(QStringLiteral("boxed")), at);
        for (auto it = boxed.begin(); it != boxed.end() && r.ok(); ++it)
            if (const auto c = r.id<Card>(QJsonValue(it.key()), JsonReader::at(at, it.key()), QStringLiteral("card")))
                s.tech.boxed[idx(*c)] = static_cast<uint8_t>(r.integer(it.value(), JsonReader::at(at, it.key()), 0, 2));
    }
    if (o.contains(QStringLiteral("tokens")) && r.ok()) {
        // Which cards may keep tokens, and how many, is the position validator's check (extraTech.tokens).
        const QString at = JsonReader::at(path, QStringLiteral("tokens"));
        const QJsonObject tokens = r.object(o.value(QStringLiteral("tokens")), at);
        for (auto it = tokens.begin(); it != tokens.end() && r.ok(); ++it) {
            const QString cardAt = JsonReader::at(at, it.key());
            const auto c = r.id<Card>(QJsonValue(it.key()), cardAt, QStringLiteral("card"));
            if (!c || !r.ok())
                break;
            if (!isExtraTech(idx(*c))) {
                r.fail(cardAt, QCoreApplication::translate("RecordReader", "only extra alien tech cards keep tokens"));
                break;
            }
            const QJsonObject on = r.object(it.value(), cardAt);
            r.onlyKeys(on, cardAt, {QStringLiteral("fuel"), QStringLiteral("ore")});
            CardTokens &t = s.tech.tokens[idx(*c) - kBaseCardCount];
            t.fuel = static_cast<uint8_t>(r.integer(on, QStringLiteral("fuel"), cardAt, 0, kSupplyFuel, 0));
            t.ore = static_cast<uint8_t>(r.integer(on, QStringLiteral("ore"), cardAt, 0, kSupplyOre, 0));
        }
    }
    if (!o.contains(QStringLiteral("turn")) || !r.ok())
        return;
    const QString at = JsonReader::at(path, QStringLiteral("turn"));
    const QJsonObject t = r.object(o.value(QStringLiteral("turn")), at);
    r.onlyKeys(t, at,
               {QStringLiteral("discards"), QStringLiteral("extraDiscards"), QStringLiteral("freeCycles"),
                QStringLiteral("freeClaim"), QStringLiteral("redock"), QStringLiteral("autoPilotPaid"),
                QStringLiteral("servoShips")});
    TechTurn &turn = s.tech.turn;
    // The Peta-Bit Processor adds one discard, twice when the Oscillation Capacitor repeats it; the Dark Space
    // owner has two to begin with.
    turn.discards = static_cast<uint8_t>(r.integer(t, QStringLiteral("discards"), at, 0, 4, 0));
    turn.extraDiscards = static_cast<uint8_t>(r.integer(t, QStringLiteral("extraDiscards"), at, 0, 2, 0));
    turn.freeCycles = static_cast<uint8_t>(r.integer(t, QStringLiteral("freeCycles"), at, 0, 3, 0));
    turn.freeClaim = r.boolean(t, QStringLiteral("freeClaim"), at, false);
    turn.autoPilotPaid = r.boolean(t, QStringLiteral("autoPilotPaid"), at, false);
    if (t.contains(QStringLiteral("servoShips"))) { // any ship may be named: the mark only forbids a docking
        const QString servoAt = JsonReader::at(at, QStringLiteral("servoShips"));
        const QJsonArray servo = r.array(t.value(QStringLiteral("servoShips")), servoAt);
        for (qsizetype i = 0; i < servo.size() && r.ok(); ++i) {
            const int8_t ship = shipFromJson(r, seats, servo[i], JsonReader::at(servoAt, i));
            if (r.ok() && ship != kNoShip)
                turn.servoShips |= uint64_t{1} << ship;
        }
    }
    const QString redockAt = JsonReader::at(at, QStringLiteral("redock"));
    const QJsonArray redock = r.array(t, QStringLiteral("redock"), at, QJsonArray{});
    if (redock.size() > 2)
        r.fail(redockAt, QCoreApplication::translate("RecordReader", "at most %1 ships").arg(2));
    for (qsizetype k = 0; k < redock.size() && k < 2 && r.ok(); ++k) {
        const QString itemAt = JsonReader::at(redockAt, k);
        const QJsonObject item = r.object(redock[k], itemAt);
        r.onlyKeys(item, itemAt, {QStringLiteral("ship"), QStringLiteral("from")});
        const int8_t ship = shipFromJson(r, seats, item.value(QStringLiteral("ship")), JsonReader::at(itemAt, QStringLiteral("ship")));
        const auto from = r.id<Facility>(item.value(QStringLiteral("from")), JsonReader::at(itemAt, QStringLiteral("from")),
                                         QStringLiteral("facility"));
        if (ship != kNoShip && from) {
            turn.redockShips[k] = ship;
            turn.redockFrom[k] = static_cast<int8_t>(idx(*from));
        }
    }
}

} // namespace afrecord
