#include "editor/positiondraft.h"

#include "engineids.h"
#include "messages.h"
#include "names.h"
#include "session/gamesession.h"

#include "engine.h"
#include "validate.h"

#include <algorithm>

using namespace af;
using afapp::idFrom;
using afapp::qs;

namespace {

struct ShipEntry {
    Place place = Place::Stock;
    Facility facility = Facility::MaintenanceBay;
    int value = 0;
    std::optional<int> user; // docked for this seat (a ship taken with the Mind Control Helmet); none: the owner
};

// The position editor's ship entry: {place: "stock" | "bay" | "docked" | "fleet", facility, value, user}. "fleet" is
// the active player's: gathered for the roll before it, rolled and not placed yet after it (with its value). Values
// are kept as entered (within a byte) for validateState to judge. `user`, for a docked ship only: the seat it is
// docked for when not its owner's (taken with the Mind Control Helmet); a value that is no seat reads as kNoPlayer,
// which validateState refuses.
ShipEntry shipEntry(const QVariantMap &m, int seats) {
    ShipEntry e;
    const QString place = m.value(QStringLiteral("place")).toString();
    e.value = std::clamp(m.value(QStringLiteral("value")).toInt(), 0, 99);
    if (place == QLatin1String("bay")) {
        e.place = Place::Docked;
        e.value = 0;
    } else if (place == QLatin1String("docked")) {
        e.place = Place::Docked;
        e.facility =
            idFrom<Facility>(m.value(QStringLiteral("facility")).toString()).value_or(Facility::MaintenanceBay);
        if (const QVariant user = m.value(QStringLiteral("user")); user.isValid() && !user.isNull()) {
            bool number = false;
            const int seat = user.toInt(&number);
            e.user = number && seat >= 0 && seat < seats ? seat : kNoPlayer;
        }
    } else if (place == QLatin1String("fleet")) {
        e.place = Place::Fleet;
    }
    return e;
}

// `owner`: the ship's colour seat, or the Relic Ship's holder; `user` is written only when it differs.
QVariantMap shipEntryMap(const Ship &ship, int owner) {
    QString place = QStringLiteral("stock");
    if (ship.place == Place::Fleet)
        place = QStringLiteral("fleet");
    else if (ship.place == Place::Docked)
        place = ship.facility == Facility::MaintenanceBay ? QStringLiteral("bay") : QStringLiteral("docked");
    else if (ship.place == Place::Home)
        place = QStringLiteral("home");
    QVariantMap entry{{QStringLiteral("place"), place},
                      {QStringLiteral("facility"), ship.place == Place::Docked ? qs(toId(ship.facility)) : QString()},
                      {QStringLiteral("value"), ship.value}};
    if (ship.place == Place::Docked && ship.user != owner)
        entry[QStringLiteral("user")] = int(ship.user);
    return entry;
}

// The active player's turn so far, for a position entered after the roll (the whole board already set): what the
// board shows (af::turnShownByBoard: Hub ships, Lunar Mine, Alien Artifact total, Asimov Crater's +1), and what only
// the players know, from the editor's `turn`: {cardsUsed: [card ids], discardUsed, borrowed: territory id (with the
// Data Crystal's fuel power used), artifactClaimed, artifactCycles}.
TurnState turnSoFar(GameState s, const QVariantMap &answers) {
    TurnState &turn = s.turn;
    turn = TurnState{};
    for (const QVariant &c : answers.value(QStringLiteral("cardsUsed")).toList())
        if (const auto card = idFrom<Card>(c.toString()))
            turn.cardsUsed |= cardBit(*card);
    turn.discardUsed = answers.value(QStringLiteral("discardUsed")).toBool();
    if (turn.cardsUsed & cardBit(Card::DataCrystal))
        if (const auto t = idFrom<Territory>(answers.value(QStringLiteral("borrowed")).toString()))
            turn.borrowed = static_cast<uint16_t>(1u << idx(*t)); // set first: it may make Asimov Crater active
    const BoardTurn board = turnShownByBoard(s);
    turn.hubShips = board.hubShips;
    turn.lunarDocked = board.lunarDocked;
    turn.asimovApplied = board.asimovApplied;
    // The claim total counts the active player's ships at the Alien Artifact, unless a card was claimed this turn:
    // then it starts again from 0 (ships docked there after the claim are not counted: the careful side, a second
    // claim is never given on ships already used for one). Cycles: as many as the players say are left, at most one
    // per ship there; none unless they say so, since a cycle is usually taken right after docking.
    turn.artifactTotal = answers.value(QStringLiteral("artifactClaimed")).toBool() ? 0 : board.artifactTotal;
    turn.artifactCycles = static_cast<uint8_t>(
        std::clamp(answers.value(QStringLiteral("artifactCycles")).toInt(), 0, int(board.artifactShips)));
    // Advances beyond circle 7 only count for a launch made at once after the docking: gone once anything else is
    // done, so none here. No Temporal Warper re-roll is waiting (the editor has no re-roll stage).
    turn.hubCarry = 0;
    turn.rerollShips = 0;
    return turn;
}

// The position editor's tabs, in PositionEditor.qml's order.
enum EditorTab { PlayersTab = 0, ColoniesTab = 1, CardsTab = 2 };

struct EditorPlace {
    QString text; // where, in words: "Brook — ships", "Relic Ship"
    int tab = -1;
    int player = -1; // the player tab to show, or -1
};

// Where a problem is, as the editor shows it: a problem's position-file path ("players[1].ships", "turn.borrowed",
// "relicShip.holder", ...) turned into a player's name and the part of the editor.
EditorPlace editorPlace(const QString &where, const QStringList &names, int current) {
    static const QRegularExpression seatPath(QStringLiteral("^players\\[(\\d+)\\](?:\\.(\\w+))?"));
    const QString head = where.section(QLatin1Char('.'), 0, 0);
    auto name = [&](int seat) { return seat >= 0 && seat < names.size() ? names[seat] : QString(); };
    if (const QRegularExpressionMatch m = seatPath.match(where); m.hasMatch()) {
        const int seat = m.captured(1).toInt();
        const QString part = m.captured(2);
        const QString who = name(seat);
        //: Where a problem is in the position editor; %1 is a player's name (also for the texts that follow)
        EditorPlace place{PositionDraft::tr("%1 — ships").arg(who), PlayersTab, seat};
        if (part == QLatin1String("colonies") || part == QLatin1String("coloniesInHand"))
            place = {PositionDraft::tr("%1 — colonies").arg(who), ColoniesTab, seat};
        else if (part == QLatin1String("hubCircle"))
            place.text = PositionDraft::tr("%1 — colony on the Colonist Hub").arg(who);
        else if (part == QLatin1String("fuel"))
            place.text = PositionDraft::tr("%1 — fuel").arg(who);
        else if (part == QLatin1String("ore"))
            place.text = PositionDraft::tr("%1 — ore").arg(who);
        else if (part == QLatin1String("cards"))
            place.text = PositionDraft::tr("%1 — alien tech cards").arg(who);
        else if (part == QLatin1String("color"))
            place.text = PositionDraft::tr("%1 — colour").arg(who);
        else if (part != QLatin1String("ships"))
            place.text = who;
        return place;
    }
    if (head == QLatin1String("turn")) {
        const QString who = name(current);
        const QString part = where.section(QLatin1Char('.'), 1, 1);
        if (part == QLatin1String("hubShips") || part == QLatin1String("lunarDocked"))
            return {PositionDraft::tr("%1 — ships").arg(who), PlayersTab, current};
        if (part == QLatin1String("cardsUsed"))
            return {PositionDraft::tr("%1 — fuel powers used this turn").arg(who), PlayersTab, current};
        if (part == QLatin1String("borrowed"))
            return {PositionDraft::tr("%1 — bonus borrowed with the Data Crystal").arg(who), PlayersTab, current};
        return {PositionDraft::tr("%1 — this turn so far").arg(who), PlayersTab, current};
    }
    if (head == QLatin1String("players"))
        return {PositionDraft::tr("Players"), PlayersTab, -1};
    if (head == QLatin1String("current") || head == QLatin1String("stage") || head == QLatin1String("turnNumber"))
        return {PositionDraft::tr("Whose turn"), PlayersTab, -1};
    if (head == QLatin1String("ships"))
        return {PositionDraft::tr("Docked ships of all players"), PlayersTab, -1};
    if (head == QLatin1String("supply"))
        return {PositionDraft::tr("Fuel and ore of all players"), PlayersTab, -1};
    if (head == QLatin1String("colonies") || head == QLatin1String("territories"))
        return {PositionDraft::tr("Colonies"), ColoniesTab, -1};
    if (head == QLatin1String("relicShip"))
        return {PositionDraft::tr("Relic Ship"), CardsTab, -1};
    if (head == QLatin1String("cards"))
        return {PositionDraft::tr("Alien tech cards in hands, on display and in the discard pile"), CardsTab, -1};
    if (head == QLatin1String("display") || head == QLatin1String("pendingReveal"))
        return {PositionDraft::tr("Alien tech cards on display"), CardsTab, -1};
    if (head == QLatin1String("discard") || head == QLatin1String("discardPile"))
        return {PositionDraft::tr("Discard pile"), CardsTab, -1};
    if (head == QLatin1String("fields"))
        return {PositionDraft::tr("Field generators"), CardsTab, -1};
    return {where, -1, -1};
}

} // namespace

PositionDraft::PositionDraft(GameSession *session, QObject *parent) : QObject(parent), m_session(session) {}

QString PositionDraft::playerCalled(const QString &name, const QString &colorId) const {
    const auto color = idFrom<Color>(colorId);
    return color ? afapp::playerCalled(name, *color) : afapp::isolatedName(name.trimmed());
}

QVariant PositionDraft::startFromPosition(const QVariantMap &setup, const QVariantMap &draft) {
    afrecord::GameRecord record;
    QStringList names;
    int current = draft.value(QStringLiteral("current")).toInt();
    // {ok: false, where (the position-file path), place (where in words), tab, player, what}.
    auto problem = [&](const QString &where, const QString &what) {
        const EditorPlace place = editorPlace(where, names, current);
        return QVariantMap{{QStringLiteral("ok"), false},
                           {QStringLiteral("where"), where},
                           {QStringLiteral("place"), place.text},
                           {QStringLiteral("tab"), place.tab},
                           {QStringLiteral("player"), place.player},
                           {QStringLiteral("what"), what}};
    };
    if (QString error = GameSession::recordFromSetup(setup, record); !error.isEmpty())
        return problem(QStringLiteral("players"), error);
    // The editor has no fields for the modules' pieces (faction boards, the REV, the Brethren Ship): such a game
    // starts from its setup, never from a position missing them.
    if (record.modules)
        return problem(QStringLiteral("players"), tr("A game with expansion modules cannot start from a position yet: "
                                                     "start it from the setup."));
    GameState s = af::newGame(record.options());
    const int n = s.playerCount;
    for (int p = 0; p < n; ++p)
        names << afapp::playerCalled(record.players[p].name, s.players[p].color);
    const int coloniesEach = coloniesPerPlayer(s.ruleset, n, s.longGame);
    if (current < 0 || current >= n) {
        current = -1;
        return problem(QStringLiteral("current"), tr("Choose whose turn it is."));
    }
    // The game goes on in that player's turn: before the roll (their ships in play gathered for it), or after it
    // (their ships rolled and waiting to be placed, or docked this turn).
    const bool afterRoll = draft.value(QStringLiteral("stage")).toString() == QLatin1String("main");
    s.stage = afterRoll ? Stage::Main : Stage::Roll;
    s.current = static_cast<int8_t>(current);
    s.turnNumber = static_cast<uint32_t>(std::max(1, draft.value(QStringLiteral("turnNumber")).toInt()));
    s.supplyFuel = kSupplyFuel;
    s.supplyOre = kSupplyOre;

    const QVariantMap colonies = draft.value(QStringLiteral("colonies")).toMap();
    for (auto it = colonies.begin(); it != colonies.end(); ++it) {
        const auto t = idFrom<Territory>(it.key());
        if (!t)
            continue;
        const QVariantList counts = it.value().toList();
        for (int p = 0; p < n && p < counts.size(); ++p)
            s.colonies[idx(*t)][p] = static_cast<uint8_t>(std::clamp(counts[p].toInt(), 0, 8));
    }

    const QVariantList players = draft.value(QStringLiteral("players")).toList();
    uint32_t group = 1;
    std::array<uint8_t, kCardCount> held{};
    for (int p = 0; p < n; ++p) {
        const QVariantMap pm = p < players.size() ? players[p].toMap() : QVariantMap();
        PlayerState &pl = s.players[p];
        pl.fuel = static_cast<int16_t>(std::clamp(pm.value(QStringLiteral("fuel")).toInt(), 0, 99));
        pl.ore = static_cast<int16_t>(std::clamp(pm.value(QStringLiteral("ore")).toInt(), 0, 99));
        pl.hubCircle = static_cast<int8_t>(std::clamp(pm.value(QStringLiteral("hubCircle")).toInt(), 0, 7));
        // The freeform Hub (5-6 players): the colony stands on the first track free at its circle (which track does
        // not matter to the rules; none free, the engine's check names the problem).
        pl.hubTrack = 0;
        if (pl.hubCircle > 0 && freeformHub(s)) {
            pl.hubTrack = -1;
            for (int track = 0; track < kHubTracks && pl.hubTrack < 0; ++track)
                if (hubColonyAt(s, track, pl.hubCircle) == kNoPlayer)
                    pl.hubTrack = static_cast<int8_t>(track);
        }
        pl.cards = 0;
        for (const QVariant &c : pm.value(QStringLiteral("cards")).toList())
            if (auto card = idFrom<Card>(c.toString())) {
                pl.cards |= cardBit(*card);
                ++held[idx(*card)];
            }
        // Colonies in hand are what is left of the player's colonies after the board and the Hub.
        pl.coloniesLeft = static_cast<int8_t>(coloniesEach - coloniesOnTerritories(s, p) - (pl.hubCircle > 0 ? 1 : 0));
        if (pl.coloniesLeft < 0)
            return problem(QStringLiteral("players[%1].colonies").arg(p),
                           tr("%1 has more colonies on the board than the %2 this game gives each player.")
                               .arg(names[p], QString::number(coloniesEach)));
        s.supplyFuel = static_cast<int16_t>(s.supplyFuel - pl.fuel);
        s.supplyOre = static_cast<int16_t>(s.supplyOre - pl.ore);

        const QVariantList ships = pm.value(QStringLiteral("ships")).toList();
        for (int k = 0; k < kShipsPerColor; ++k) {
            const ShipEntry e = shipEntry(k < ships.size() ? ships[k].toMap() : QVariantMap(), n);
            Ship &ship = s.ships[firstShipOf(p) + k];
            ship = Ship{};
            ship.place = e.place;
            ship.value = static_cast<uint8_t>(e.value);
            if (p == current && !afterRoll && e.place != Place::Stock) {
                // Gathered for the roll, as at the start of a turn; a ship left on the Terraforming Station is
                // forfeited first (it goes to the stock).
                const bool forfeited = e.place == Place::Docked && e.facility == Facility::TerraformingStation;
                ship.place = forfeited ? Place::Stock : Place::Fleet;
                ship.value = 0;
            }
            if (ship.place == Place::Docked) {
                ship.facility = e.facility;
                ship.value = static_cast<uint8_t>(e.facility == Facility::MaintenanceBay ? 0 : e.value);
                ship.user = static_cast<int8_t>(e.user.value_or(p));
            }
        }
    }

    // The Relic Ship: home on Burroughs Desert, or with its holder like one of their ships.
    const QVariantMap relicMap = draft.value(QStringLiteral("relic")).toMap();
    const int holder = relicMap.value(QStringLiteral("holder"), -1).toInt();
    Ship &relic = s.ships[kRelicShip];
    relic = Ship{};
    const ShipEntry relicEntry = shipEntry(relicMap, n);
    const bool relicForfeited = holder == current && !afterRoll && relicEntry.place == Place::Docked &&
                                relicEntry.facility == Facility::TerraformingStation;
    if (holder >= 0 && holder < n && !relicForfeited) {
        s.relicHolder = static_cast<int8_t>(holder);
        const ShipEntry &e = relicEntry;
        if (holder == current && !afterRoll) {
            relic.place = Place::Fleet; // gathered for the roll
        } else if (e.place == Place::Fleet) {
            relic.place = Place::Fleet; // rolled, not placed yet (validateState: only by the active player)
            relic.value = static_cast<uint8_t>(e.value);
        } else {
            relic.place = Place::Docked;
            relic.facility = e.place == Place::Docked ? e.facility : Facility::MaintenanceBay;
            relic.value = static_cast<uint8_t>(relic.facility == Facility::MaintenanceBay ? 0 : e.value);
            relic.user = static_cast<int8_t>(e.place == Place::Docked ? e.user.value_or(holder) : holder);
        }
    } else {
        // Nobody holds it, or it was forfeited on the Terraforming Station and went home at the start of the turn.
        s.relicHolder = kNoPlayer;
        relic.place = Place::Home;
    }

    // Group docked ships as they would have docked: pairs and triples of equal values, one run at the Outpost.
    for (int f = 0; f < kFacilityCount; ++f) {
        const Facility facility = static_cast<Facility>(f);
        const PortShape shape = facilityLayout(facility, n).shape;
        const int size = shape == PortShape::Pair ? 2 : shape == PortShape::Triple ? 3 : 0;
        for (int p = 0; p < n; ++p) {
            std::vector<int> mine;
            for (int i = 0; i < kShipCount; ++i)
                if (s.ships[i].place == Place::Docked && s.ships[i].facility == facility && s.ships[i].user == p)
                    mine.push_back(i);
            std::stable_sort(mine.begin(), mine.end(),
                             [&](int a, int b) { return s.ships[a].value < s.ships[b].value; });
            if (shape == PortShape::Run || shape == PortShape::HubTrack || shape == PortShape::FreeformHub) {
                for (int i : mine)
                    s.ships[i].group = group;
                group += mine.empty() ? 0 : 1;
                continue;
            }
            int inGroup = 0;
            int lastValue = -1;
            for (int i : mine) {
                const bool startNew = size == 0 || inGroup == 0 || inGroup >= size || s.ships[i].value != lastValue;
                if (startNew && inGroup > 0)
                    ++group;
                if (startNew)
                    inGroup = 0;
                s.ships[i].group = group;
                lastValue = s.ships[i].value;
                ++inGroup;
            }
            if (inGroup > 0)
                ++group;
        }
    }
    s.nextGroup = group;

    // Fields, display and piles.
    const QVariantMap fields = draft.value(QStringLiteral("fields")).toMap();
    for (int f = 0; f < kFieldCount; ++f) {
        const auto t = idFrom<Territory>(fields.value(qs(toId(static_cast<Field>(f)))).toString());
        s.fieldAt[f] = static_cast<int8_t>(t ? idx(*t) : -1);
    }
    const QVariantList display = draft.value(QStringLiteral("display")).toList();
    for (int slot = 0; slot < kDisplaySize; ++slot) {
        const auto card = slot < display.size() ? idFrom<Card>(display[slot].toString()) : std::nullopt;
        s.display[slot] = static_cast<int8_t>(card ? idx(*card) : -1);
        if (card)
            ++held[idx(*card)];
    }
    const QVariantMap discards = draft.value(QStringLiteral("discard")).toMap();
    s.discardPile = {};
    for (auto it = discards.begin(); it != discards.end(); ++it)
        if (auto card = idFrom<Card>(it.key())) {
            s.discardPile[idx(*card)] = static_cast<uint8_t>(std::clamp(it.value().toInt(), 0, 2));
            held[idx(*card)] = static_cast<uint8_t>(held[idx(*card)] + s.discardPile[idx(*card)]);
        }
    const auto deck = deckOf(s.ruleset, s.modules);
    for (int c = 0; c < kCardCount; ++c) {
        if (held[c] > deck[c])
            return problem(QStringLiteral("cards"), tr("The deck has %1 × %2; this position uses more.")
                                                        .arg(deck[c])
                                                        .arg(afapp::cardName(static_cast<Card>(c))));
        s.drawPile[c] = static_cast<uint8_t>(deck[c] - held[c]);
    }
    if (!s.limitedSupply) {
        s.supplyFuel = kSupplyFuel;
        s.supplyOre = kSupplyOre;
    }
    if (afterRoll)
        s.turn = turnSoFar(s, draft.value(QStringLiteral("turn")).toMap());
    bool over = false;
    for (int p = 0; p < n; ++p)
        over = over || (s.players[p].coloniesLeft == 0 && s.players[p].hubCircle == 0);
    if (over)
        s.stage = Stage::GameOver;

    if (const auto bad = validateState(s))
        return problem(QString::fromStdString(bad->where), afapp::describeStateProblem(*bad));

    record.position = s;
    m_session->startRecord(std::move(record), s);
    return QVariantMap{{QStringLiteral("ok"), true}};
}

QVariant PositionDraft::currentDraft() const {
    if (!m_session->hasGame())
        return QVariantMap();
    const GameState &s = m_session->state();
    QVariantList players;
    for (int p = 0; p < s.playerCount; ++p) {
        QVariantList cards, ships;
        for (int c = 0; c < kCardCount; ++c)
            if (holds(s, p, static_cast<Card>(c)))
                cards << qs(toId(static_cast<Card>(c)));
        for (int k = 0; k < kShipsPerColor; ++k)
            ships << shipEntryMap(s.ships[firstShipOf(p) + k], p);
        players << QVariantMap{{QStringLiteral("fuel"), s.players[p].fuel},
                               {QStringLiteral("ore"), s.players[p].ore},
                               {QStringLiteral("hubCircle"), s.players[p].hubCircle},
                               {QStringLiteral("cards"), cards},
                               {QStringLiteral("ships"), ships}};
    }
    QVariantMap colonies, fields, discard;
    for (int t = 0; t < kTerritoryCount; ++t) {
        QVariantList counts;
        for (int p = 0; p < s.playerCount; ++p)
            counts << s.colonies[t][p];
        colonies[qs(toId(static_cast<Territory>(t)))] = counts;
    }
    for (int f = 0; f < kFieldCount; ++f)
        fields[qs(toId(static_cast<Field>(f)))] =
            s.fieldAt[f] >= 0 ? qs(toId(static_cast<Territory>(s.fieldAt[f]))) : QString();
    for (int c = 0; c < kCardCount; ++c)
        if (s.discardPile[c])
            discard[qs(toId(static_cast<Card>(c)))] = s.discardPile[c];
    QVariantList display;
    for (int8_t c : s.display)
        display << (c >= 0 ? qs(toId(static_cast<Card>(c))) : QString());
    QVariantMap relic = shipEntryMap(s.ships[kRelicShip], s.relicHolder);
    relic[QStringLiteral("holder")] = int(s.relicHolder);
    // Mid-turn (main stage, or waiting for cards or a re-roll: the editor goes on in the main stage, with the display
    // or the dice as they are now), the turn so far in the editor's terms (see turnSoFar).
    const bool afterRoll = s.stage != Stage::Deal && s.stage != Stage::Roll;
    QVariantList used;
    for (int c = 0; c < kCardCount; ++c)
        if (s.turn.cardsUsed & cardBit(static_cast<Card>(c)))
            used << qs(toId(static_cast<Card>(c)));
    QString borrowed;
    for (int t = 0; t < kTerritoryCount; ++t)
        if (s.turn.borrowed & (1u << t))
            borrowed = qs(toId(static_cast<Territory>(t)));
    const QVariantMap turn{
        {QStringLiteral("cardsUsed"), used},
        {QStringLiteral("discardUsed"), s.turn.discardUsed},
        {QStringLiteral("borrowed"), borrowed},
        {QStringLiteral("artifactClaimed"), s.turn.artifactTotal < turnShownByBoard(s).artifactTotal},
        {QStringLiteral("artifactCycles"), int(s.turn.artifactCycles)}};
    return QVariantMap{{QStringLiteral("current"), int(s.current)},
                       {QStringLiteral("turnNumber"), int(s.turnNumber)},
                       {QStringLiteral("stage"), afterRoll ? QStringLiteral("main") : QStringLiteral("roll")},
                       {QStringLiteral("turn"), turn},
                       {QStringLiteral("players"), players},
                       {QStringLiteral("colonies"), colonies},
                       {QStringLiteral("fields"), fields},
                       {QStringLiteral("display"), display},
                       {QStringLiteral("discard"), discard},
                       {QStringLiteral("relic"), relic}};
}
