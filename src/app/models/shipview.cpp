#include "models/shipview.h"

#include "engineids.h"

#include "engine.h"

using namespace af;

namespace {

const char *placeId(Place place) {
    switch (place) {
    case Place::OutOfGame:
        return "out";
    case Place::Stock:
        return "stock";
    case Place::Fleet:
        return "fleet";
    case Place::Docked:
        return "docked";
    case Place::Home:
        return "home";
    case Place::OnCard:
        return "card";
    }
    return "";
}

} // namespace

namespace afapp {

QString colorIdOf(const GameState &s, int seat) {
    return seat >= 0 && seat < s.playerCount ? qs(toId(s.players[seat].color)) : QString();
}

QVariantMap shipView(const GameState &s, const afrecord::Seats &seats, int i) {
    const Ship &ship = s.ships[i];
    const int owner = ownerOf(s, i);
    return QVariantMap{{QStringLiteral("name"), seats.ship(i)},
                       {QStringLiteral("number"), isRelic(i) ? 0 : i % kShipsPerColor + 1},
                       {QStringLiteral("seat"), owner},
                       {QStringLiteral("color"), colorIdOf(s, owner)},
                       {QStringLiteral("relic"), isRelic(i)},
                       {QStringLiteral("value"), ship.value},
                       {QStringLiteral("place"), QString::fromLatin1(placeId(ship.place))},
                       {QStringLiteral("facility"), ship.place == Place::Docked ? qs(toId(ship.facility)) : QString()},
                       {QStringLiteral("user"), ship.place == Place::Docked ? int(ship.user) : owner},
                       {QStringLiteral("userColor"), colorIdOf(s, ship.place == Place::Docked ? ship.user : owner)}};
}

} // namespace afapp
