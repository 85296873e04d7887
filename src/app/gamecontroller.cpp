#include "gamecontroller.h"

#include "appsettings.h"
#include "gamelog.h"
#include "messages.h"
#include "names.h"
#include "record/playername.h"

#include "chance.h"
#include "engine.h"
#include "score.h"
#include "validate.h"

#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QStandardPaths>

#include <algorithm>
#include <bit>

using namespace af;

namespace {

QString qs(std::string_view v) { return QString::fromUtf8(v.data(), static_cast<qsizetype>(v.size())); }

template <typename E> std::optional<E> idFrom(const QString &id)
{
    const QByteArray utf8 = id.toUtf8();
    return fromId<E>(std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())));
}

const char *shapeId(PortShape shape)
{
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

int portsPerSlot(PortShape shape)
{
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

const char *placeId(Place place)
{
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
    }
    return "";
}

const char *tieBreakId(TieBreak t)
{
    switch (t) {
    case TieBreak::None:
        return "none";
    case TieBreak::Cards:
        return "cards";
    case TieBreak::Ore:
        return "ore";
    case TieBreak::Fuel:
        return "fuel";
    case TieBreak::Shared:
        return "shared";
    }
    return "";
}

// Refusals that only say a choice is missing or malformed: when explaining why a card cannot be used, a probe that
// fails for one of these says nothing about the game.
bool isMissingChoice(Reason r)
{
    switch (r) {
    case Reason::NotAShip:
    case Reason::TerritoryRequired:
    case Reason::NoFacility:
    case Reason::UnexpectedParameter:
    case Reason::BadPlayer:
    case Reason::DuplicateShip:
    case Reason::SameShip:
    case Reason::SameTerritory:
    case Reason::SamePlayer:
    case Reason::SameFacility:
    case Reason::WrongShipCount:
    case Reason::ShipNotYours:
    case Reason::ShipNotUnplaced:
    case Reason::ShipNotDocked:
    case Reason::PlasmaOneFacility:
    case Reason::NoShipChosen:
    case Reason::OwnShip:
    case Reason::NoColonyThere:
    case Reason::CardNotInDiscard:
    case Reason::FieldNotOnBoard:
        return true;
    default:
        return false;
    }
}

bool landsColony(Facility f) { return f == Facility::ColonyConstructor || f == Facility::TerraformingStation; }

} // namespace

// One undo step: a player's move (or a chance entry) and, in digital mode, the chance entries it called for. Only the
// actions are kept: the controller makes the states again from its snapshots.
class ActionCommand : public LoggedCommand
{
public:
    ActionCommand(GameController *controller, const GameState &before, std::vector<Action> actions,
                  const QString &text)
        : LoggedCommand(text, before.turnNumber, before.current), m_controller(controller),
          m_actions(std::move(actions))
    {
    }

    void redo() override { m_controller->redoActions(m_actions); }
    void undo() override { m_controller->undoActions(m_actions.size()); }

private:
    GameController *m_controller;
    std::vector<Action> m_actions;
};

GameController::GameController(QObject *parent)
    : QObject(parent), m_history(&m_undo),
      m_dataDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
{
    m_autosave.setDir(m_dataDir);
    connect(&m_autosave, &afapp::AutosaveWriter::errorChanged, this, &GameController::autosaveErrorChanged);
    connect(&m_undo, &QUndoStack::indexChanged, this, &GameController::historyChanged);
    connect(&m_undo, &QUndoStack::cleanChanged, this, &GameController::modifiedChanged);
    refreshView();
}

GameController::~GameController() = default; // the autosave writer waits for the last move's autosave

void GameController::setDataDir(const QString &dir)
{
    if (dir == m_dataDir)
        return;
    m_dataDir = dir;
    m_autosave.setDir(dir);
    emit dataDirChanged();
}

QString GameController::autosavePath() const
{
    return m_dataDir.isEmpty() ? QString() : afapp::autosaveFilePath(m_dataDir);
}

bool GameController::modified() const { return m_hasGame && !m_undo.isClean(); }

QString GameController::playerName(int seat) const
{
    if (seat < 0 || seat >= m_state.playerCount)
        return {};
    return afapp::playerCalled(enteredName(seat), m_state.players[seat].color);
}

QString GameController::enteredName(int seat) const
{
    return seat >= 0 && seat < m_record.players.size() ? m_record.players[seat].name : QString();
}

QString GameController::playerCalled(const QString &name, const QString &colorId) const
{
    const auto color = idFrom<Color>(colorId);
    return color ? afapp::playerCalled(name, *color) : afapp::isolatedName(name.trimmed());
}

QStringList GameController::playerNames() const
{
    QStringList names;
    for (int p = 0; p < m_state.playerCount; ++p)
        names << enteredName(p);
    return names;
}

// ---------------------------------------------------------------- options and setup

QVariant GameController::options() const
{
    if (!m_hasGame)
        return QVariantMap();
    return QVariantMap{{QStringLiteral("ruleset"), qs(toId(m_record.ruleset))},
            {QStringLiteral("rulesetName"), afapp::rulesetName(m_record.ruleset)},
            {QStringLiteral("longGame"), m_record.longGame},
            {QStringLiteral("limitedSupply"), m_record.limitedSupply},
            {QStringLiteral("digital"), m_record.mode == afrecord::DiceMode::Digital},
            {QStringLiteral("seed"), m_record.seed ? QString::number(*m_record.seed) : QString()},
            {QStringLiteral("playerCount"), m_state.playerCount},
            {QStringLiteral("fromPosition"), m_record.position.has_value()}};
}

QVariant GameController::setupGuide() const
{
    if (!m_hasGame)
        return QVariantMap();
    const int n = m_state.playerCount;
    QVariantList covered;
    for (int f = 0; f < kFacilityCount; ++f) {
        const int ports = coveredPorts(static_cast<Facility>(f), n);
        if (ports > 0)
            covered << QVariantMap{{QStringLiteral("facility"), qs(toId(static_cast<Facility>(f)))},
                                   {QStringLiteral("name"), afapp::facilityName(static_cast<Facility>(f))},
                                   {QStringLiteral("ports"), ports}};
    }
    QVariantList seats;
    for (int p = 0; p < n; ++p) {
        const Resources start = startingResources(p);
        seats << QVariantMap{{QStringLiteral("seat"), p},
                             {QStringLiteral("name"), playerName(p)},
                             {QStringLiteral("color"), qs(toId(m_state.players[p].color))},
                             {QStringLiteral("fuel"), start.fuel},
                             {QStringLiteral("ore"), start.ore}};
    }
    return QVariantMap{{QStringLiteral("playerCount"), n},
            {QStringLiteral("coloniesEach"), coloniesPerPlayer(m_record.ruleset, n, m_record.longGame)},
            {QStringLiteral("covered"), covered},
            {QStringLiteral("seats"), seats},
            {QStringLiteral("deckSize"), deckSize(m_record.ruleset)},
            {QStringLiteral("displaySize"), kDisplaySize},
            {QStringLiteral("shipsInFleet"), 3},
            {QStringLiteral("shipsInStock"), kShipsPerColor - 3},
            {QStringLiteral("supplyFuel"), kSupplyFuel},
            {QStringLiteral("supplyOre"), kSupplyOre},
            {QStringLiteral("fromPosition"), m_record.position.has_value()}};
}

QVariant GameController::catalog() const
{
    QVariantList facilities, territories, fields, cards, colors, rulesets;
    for (int f = 0; f < kFacilityCount; ++f)
        facilities << QVariantMap{{QStringLiteral("id"), qs(toId(static_cast<Facility>(f)))},
                                  {QStringLiteral("name"), afapp::facilityName(static_cast<Facility>(f))},
                                  {QStringLiteral("help"), afapp::facilityHelp(static_cast<Facility>(f))}};
    for (int t = 0; t < kTerritoryCount; ++t)
        territories << QVariantMap{{QStringLiteral("id"), qs(toId(static_cast<Territory>(t)))},
                                   {QStringLiteral("name"), afapp::territoryName(static_cast<Territory>(t))},
                                   {QStringLiteral("help"), afapp::territoryHelp(static_cast<Territory>(t))}};
    for (int f = 0; f < kFieldCount; ++f)
        fields << QVariantMap{{QStringLiteral("id"), qs(toId(static_cast<Field>(f)))},
                              {QStringLiteral("name"), afapp::fieldName(static_cast<Field>(f))},
                              {QStringLiteral("help"), afapp::fieldHelp(static_cast<Field>(f))}};
    for (int c = 0; c < kCardCount; ++c) {
        const Card card = static_cast<Card>(c);
        cards << QVariantMap{{QStringLiteral("id"), qs(toId(card))},
                             {QStringLiteral("name"), afapp::cardName(card)},
                             {QStringLiteral("use"), afapp::cardUseHelp(card)},
                             {QStringLiteral("discard"), afapp::cardDiscardHelp(card)},
                             {QStringLiteral("passive"), afapp::cardPassiveHelp(card)},
                             {QStringLiteral("fuelPower"), hasFuelPower(card)}};
    }
    // Purple and white come with Edition X's colour packs (5 and 6 players).
    for (int c = 0; c < kColorCount; ++c)
        colors << QVariantMap{{QStringLiteral("id"), qs(toId(static_cast<Color>(c)))},
                              {QStringLiteral("name"), afapp::colorName(static_cast<Color>(c))},
                              {QStringLiteral("editionX"), !colorInRuleset(static_cast<Color>(c), Ruleset::R2013)}};
    for (int r = 0; r < kRulesetCount; ++r)
        rulesets << QVariantMap{{QStringLiteral("id"), qs(toId(static_cast<Ruleset>(r)))},
                                {QStringLiteral("name"), afapp::rulesetName(static_cast<Ruleset>(r))}};
    auto names = [](const QVariantList &list) {
        QVariantMap out;
        for (const QVariant &v : list)
            out[v.toMap().value(QStringLiteral("id")).toString()] = v.toMap().value(QStringLiteral("name"));
        return out;
    };
    return QVariantMap{{QStringLiteral("facilities"), facilities},
            {QStringLiteral("territories"), territories},
            {QStringLiteral("fields"), fields},
            {QStringLiteral("cards"), cards},
            {QStringLiteral("colors"), colors},
            {QStringLiteral("rulesets"), rulesets},
            {QStringLiteral("facilityNames"), names(facilities)},
            {QStringLiteral("territoryNames"), names(territories)},
            {QStringLiteral("fieldNames"), names(fields)},
            {QStringLiteral("cardNames"), names(cards)},
            {QStringLiteral("colorNames"), names(colors)}};
}

// ---------------------------------------------------------------- state as data

QString GameController::stage() const { return m_hasGame ? qs(stageId(idx(m_state.stage))) : QString(); }

int GameController::chanceCount() const { return m_hasGame ? af::chanceCount(m_state) : 0; }

const std::vector<Action> &GameController::legal() const
{
    if (!m_legal)
        m_legal = legalActions(m_state);
    return *m_legal;
}

void GameController::refreshView()
{
    View v;
    if (!m_hasGame) {
        // Pages are built before there is a game: give them the same shape of data, with nothing to do.
        const QVariantMap unavailable{{QStringLiteral("available"), false}};
        for (const char *move : {"trade", "cycle", "claim", "launch", "buyRelic", "endTurn", "chance"})
            v.actions[QLatin1String(move)] = unavailable;
        v.turn = {{QStringLiteral("seat"), 0},           {QStringLiteral("name"), QString()},
                  {QStringLiteral("color"), QString()},  {QStringLiteral("number"), 0},
                  {QStringLiteral("stage"), QString()},  {QStringLiteral("digital"), false},
                  {QStringLiteral("toRoll"), QStringList()}, {QStringLiteral("unplaced"), QStringList()},
                  {QStringLiteral("chanceCount"), 0},    {QStringLiteral("tradeRatio"), 0},
                  {QStringLiteral("cyclesLeft"), 0},     {QStringLiteral("artifactTotal"), 0},
                  {QStringLiteral("claimNeeded"), kArtifactClaimTotal}, {QStringLiteral("excess"), 0}};
        v.relic = {{QStringLiteral("home"), true}};
        v.piles = {{QStringLiteral("draw"), 0}, {QStringLiteral("discard"), 0}};
        m_view = v;
        emit stateChanged();
        return;
    }
    const GameState &s = m_state;
    const afrecord::Seats seats = afrecord::Seats::of(s);
    const int n = s.playerCount;
    auto colorOf = [&](int seat) {
        return seat >= 0 && seat < n ? qs(toId(s.players[seat].color)) : QString();
    };
    auto shipMap = [&](int i) {
        const Ship &ship = s.ships[i];
        const int owner = ownerOf(s, i);
        return QVariantMap{{QStringLiteral("name"), seats.ship(i)},
                           {QStringLiteral("number"), isRelic(i) ? 0 : i % kShipsPerColor + 1},
                           {QStringLiteral("seat"), owner},
                           {QStringLiteral("color"), colorOf(owner)},
                           {QStringLiteral("relic"), isRelic(i)},
                           {QStringLiteral("value"), ship.value},
                           {QStringLiteral("place"), QString::fromLatin1(placeId(ship.place))},
                           {QStringLiteral("facility"),
                            ship.place == Place::Docked ? qs(toId(ship.facility)) : QString()},
                           {QStringLiteral("user"), ship.place == Place::Docked ? int(ship.user) : owner},
                           {QStringLiteral("userColor"), colorOf(ship.place == Place::Docked ? ship.user : owner)}};
    };

    // Players and their score.
    for (int p = 0; p < n; ++p) {
        const PlayerState &pl = s.players[p];
        const ScoreBreakdown b = score(s, p);
        QVariantList cards;
        for (int c = 0; c < kCardCount; ++c) {
            const Card card = static_cast<Card>(c);
            if (holds(s, p, card))
                cards << QVariantMap{{QStringLiteral("id"), qs(toId(card))},
                                     {QStringLiteral("name"), afapp::cardName(card)},
                                     {QStringLiteral("use"), afapp::cardUseHelp(card)},
                                     {QStringLiteral("discard"), afapp::cardDiscardHelp(card)},
                                     {QStringLiteral("passive"), afapp::cardPassiveHelp(card)}};
        }
        v.players << QVariantMap{
            {QStringLiteral("seat"), p},
            {QStringLiteral("name"), playerName(p)},
            {QStringLiteral("enteredName"), enteredName(p)},
            {QStringLiteral("color"), colorOf(p)},
            {QStringLiteral("colorName"), afapp::colorName(pl.color)},
            {QStringLiteral("current"), p == s.current && s.stage != Stage::Deal && s.stage != Stage::GameOver},
            {QStringLiteral("fuel"), pl.fuel},
            {QStringLiteral("ore"), pl.ore},
            {QStringLiteral("coloniesLeft"), pl.coloniesLeft + (pl.hubCircle > 0 ? 1 : 0)},
            {QStringLiteral("coloniesInHand"), pl.coloniesLeft},
            {QStringLiteral("hubCircle"), pl.hubCircle},
            {QStringLiteral("hubTrack"), pl.hubTrack}, // the freeform Hub's (5-6 players)
            {QStringLiteral("coloniesOnBoard"), coloniesOnTerritories(s, p)},
            {QStringLiteral("shipsInPlay"), shipsNotInStock(s, p)},
            {QStringLiteral("shipsInStock"), shipsInStock(s, p)},
            {QStringLiteral("unplaced"), p == s.current ? unplacedShips(s, p) : 0},
            {QStringLiteral("holdsRelic"), s.relicHolder == p},
            {QStringLiteral("cards"), cards},
            {QStringLiteral("score"), QVariantMap{{QStringLiteral("colonies"), b.colonies},
                                                  {QStringLiteral("territories"), b.territories},
                                                  {QStringLiteral("alienCity"), b.alienCity},
                                                  {QStringLiteral("alienMonument"), b.alienMonument},
                                                  {QStringLiteral("positron"), b.positron},
                                                  {QStringLiteral("total"), b.total()}}}};
    }

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
                    ports[track * perSlot + used[track]++] = shipMap(i);
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
                    ports[port] = shipMap(i);
            }
        } else {
            int port = 0;
            for (int i : docked) {
                if (layout.shape == PortShape::Unlimited || port >= portCount)
                    ships << shipMap(i);
                else
                    ports[port++] = shipMap(i);
            }
        }
        v.facilities << QVariantMap{{QStringLiteral("id"), qs(toId(facility))},
                                    {QStringLiteral("name"), afapp::facilityName(facility)},
                                    {QStringLiteral("help"), afapp::facilityHelp(facility)},
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
                                        {QStringLiteral("color"), colorOf(p)},
                                        {QStringLiteral("count"), s.colonies[t][p]}};
        for (int f = 0; f < kFieldCount; ++f)
            if (s.fieldAt[f] == t)
                fieldsHere << qs(toId(static_cast<Field>(f)));
        const int controller = controllerOf(s, territory);
        v.territories << QVariantMap{{QStringLiteral("id"), qs(toId(territory))},
                                     {QStringLiteral("name"), afapp::territoryName(territory)},
                                     {QStringLiteral("help"), afapp::territoryHelp(territory)},
                                     {QStringLiteral("colonies"), colonies},
                                     {QStringLiteral("total"), coloniesOn(s, territory)},
                                     {QStringLiteral("controller"), controller},
                                     {QStringLiteral("controllerColor"), colorOf(controller)},
                                     {QStringLiteral("fields"), fieldsHere},
                                     {QStringLiteral("relicHome"),
                                      territory == Territory::BurroughsDesert &&
                                          s.ships[kRelicShip].place == Place::Home}};
    }

    // The active player's fleet: ships to roll in the roll stage, unplaced ships in the main stage.
    const ShipList toRoll = shipsToRoll(s);
    QStringList toRollNames;
    for (int8_t ship : toRoll)
        toRollNames << seats.ship(ship);
    for (int i = 0; i < kShipCount; ++i)
        if (s.ships[i].place == Place::Fleet && ownerOf(s, i) == s.current)
            v.fleet << shipMap(i);

    for (int slot = 0; slot < kDisplaySize; ++slot) {
        const int c = s.display[slot];
        const Card card = static_cast<Card>(std::max(c, 0));
        v.display << QVariantMap{{QStringLiteral("slot"), slot},
                                 {QStringLiteral("id"), c >= 0 ? qs(toId(card)) : QString()},
                                 {QStringLiteral("name"), c >= 0 ? afapp::cardName(card) : QString()},
                                 {QStringLiteral("use"), c >= 0 ? afapp::cardUseHelp(card) : QString()},
                                 {QStringLiteral("discard"), c >= 0 ? afapp::cardDiscardHelp(card) : QString()},
                                 {QStringLiteral("passive"), c >= 0 ? afapp::cardPassiveHelp(card) : QString()}};
    }

    for (int f = 0; f < kFieldCount; ++f) {
        const Field field = static_cast<Field>(f);
        const int at = s.fieldAt[f];
        v.fields << QVariantMap{
            {QStringLiteral("id"), qs(toId(field))},
            {QStringLiteral("name"), afapp::fieldName(field)},
            {QStringLiteral("help"), afapp::fieldHelp(field)},
            {QStringLiteral("territory"), at >= 0 ? qs(toId(static_cast<Territory>(at))) : QString()},
            {QStringLiteral("territoryName"), at >= 0 ? afapp::territoryName(static_cast<Territory>(at)) : QString()}};
    }

    const Ship &relic = s.ships[kRelicShip];
    v.relic = shipMap(kRelicShip);
    v.relic[QStringLiteral("home")] = relic.place == Place::Home;
    v.relic[QStringLiteral("holder")] = int(s.relicHolder);

    QVariantMap drawCounts, discardCounts;
    for (int c = 0; c < kCardCount; ++c) {
        drawCounts[qs(toId(static_cast<Card>(c)))] = s.drawPile[c];
        discardCounts[qs(toId(static_cast<Card>(c)))] = s.discardPile[c];
    }
    v.piles = {{QStringLiteral("draw"), pileCount(s.drawPile)},
               {QStringLiteral("discard"), pileCount(s.discardPile)},
               {QStringLiteral("drawCounts"), drawCounts},
               {QStringLiteral("discardCounts"), discardCounts},
               {QStringLiteral("deck"), deckSize(s.ruleset)},
               {QStringLiteral("limitedSupply"), s.limitedSupply},
               {QStringLiteral("supplyFuel"), s.supplyFuel},
               {QStringLiteral("supplyOre"), s.supplyOre}};

    // The turn: who plays, what is left to do, and the numbers the buttons show.
    const int seat = s.current;
    const PlayerState &me = s.players[seat];
    const Resources cost = shipyardCost(s, seat);
    QStringList unplacedNames;
    for (int i = 0; i < kShipCount; ++i)
        if (s.ships[i].place == Place::Fleet && s.ships[i].value && ownerOf(s, i) == seat)
            unplacedNames << seats.ship(i);
    v.turn = {{QStringLiteral("seat"), seat},
              {QStringLiteral("name"), playerName(seat)},
              {QStringLiteral("color"), colorOf(seat)},
              {QStringLiteral("number"), s.turnNumber},
              {QStringLiteral("stage"), stage()},
              {QStringLiteral("digital"), m_record.mode == afrecord::DiceMode::Digital},
              {QStringLiteral("toRoll"), toRollNames},
              {QStringLiteral("unplaced"), unplacedNames},
              {QStringLiteral("chanceCount"), af::chanceCount(s)},
              {QStringLiteral("tradeRatio"), tradeRatio(s, seat)},
              {QStringLiteral("cyclesLeft"), s.turn.artifactCycles},
              {QStringLiteral("artifactTotal"), s.turn.artifactTotal},
              {QStringLiteral("claimNeeded"), kArtifactClaimTotal},
              {QStringLiteral("shipyardFuel"), cost.fuel},
              {QStringLiteral("shipyardOre"), cost.ore},
              {QStringLiteral("excess"), std::max(0, me.fuel + me.ore - kHandLimit)},
              {QStringLiteral("handLimit"), kHandLimit},
              {QStringLiteral("discardUsed"), s.turn.discardUsed},
              {QStringLiteral("gameOver"), s.stage == Stage::GameOver}};

    // What the turn's buttons can do now, each with the engine's reason when it cannot.
    auto anyLegal = [&](auto pick) {
        return std::any_of(legal().begin(), legal().end(), pick);
    };
    auto firstOpenTerritory = [&] {
        for (int t = 0; t < kTerritoryCount; ++t)
            if (!fieldOn(s, Field::Repulsor, static_cast<Territory>(t)))
                return static_cast<Territory>(t);
        return Territory::AsimovCrater;
    };
    v.actions[QStringLiteral("trade")] = availability(check(s, Trade{}));
    v.actions[QStringLiteral("cycle")] = availability(check(s, Cycle{}));
    v.actions[QStringLiteral("buyRelic")] = availability(check(s, BuyRelic{}));
    {
        Card probe = Card::AlienCity;
        for (int8_t c : s.display)
            if (c >= 0) {
                probe = static_cast<Card>(c);
                break;
            }
        const bool ok = anyLegal([](const Action &a) { return std::holds_alternative<Claim>(a); });
        v.actions[QStringLiteral("claim")] = availabilityOf(ok, check(s, Claim{probe}));
    }
    {
        const bool ok = anyLegal([](const Action &a) { return std::holds_alternative<Launch>(a); });
        v.actions[QStringLiteral("launch")] = availabilityOf(ok, check(s, Launch{firstOpenTerritory()}));
    }
    {
        const int excess = std::max(0, me.fuel + me.ore - kHandLimit);
        const bool ok = anyLegal([](const Action &a) { return std::holds_alternative<EndTurn>(a); });
        EndTurn probe;
        probe.returnFuel = static_cast<int8_t>(std::min<int>(excess, me.fuel));
        probe.returnOre = static_cast<int8_t>(excess - probe.returnFuel);
        v.actions[QStringLiteral("endTurn")] = availabilityOf(ok, check(s, probe));
    }
    v.actions[QStringLiteral("chance")] = availabilityOf(
        isChanceStage(s.stage) && m_record.mode == afrecord::DiceMode::Digital,
        isChanceStage(s.stage) ? std::nullopt : std::optional(reject(Reason::WrongStage, {}, idx(s.stage))));

    // The active player's alien tech cards with what they can do now.
    for (int c = 0; c < kCardCount; ++c) {
        const Card card = static_cast<Card>(c);
        if (!holds(s, seat, card))
            continue;
        const QString id = qs(toId(card));
        const bool canUse = anyLegal([&](const Action &a) {
            const auto *u = std::get_if<UseCard>(&a);
            return u && u->card == card;
        });
        const bool canDiscard = anyLegal([&](const Action &a) {
            const auto *d = std::get_if<DiscardCard>(&a);
            return d && d->card == card;
        });
        QVariantMap entry{{QStringLiteral("id"), id},
                          {QStringLiteral("name"), afapp::cardName(card)},
                          {QStringLiteral("useHelp"), afapp::cardUseHelp(card)},
                          {QStringLiteral("discardHelp"), afapp::cardDiscardHelp(card)},
                          {QStringLiteral("passiveHelp"), afapp::cardPassiveHelp(card)},
                          {QStringLiteral("hasUse"), hasFuelPower(card)},
                          {QStringLiteral("hasDiscard"), !afapp::cardDiscardHelp(card).isEmpty()},
                          {QStringLiteral("used"), (s.turn.cardsUsed & cardBit(card)) != 0},
                          {QStringLiteral("use"), availabilityOf(canUse, canUse ? std::nullopt
                                                                                : whyCardUnavailable(card, false))},
                          {QStringLiteral("discard"),
                           availabilityOf(canDiscard, canDiscard ? std::nullopt : whyCardUnavailable(card, true))}};
        v.heldCards << entry;
    }

    for (const RankEntry &e : af::ranking(s)) {
        QString tie;
        switch (e.decidedBy) {
        case TieBreak::None:
            break;
        case TieBreak::Cards:
            tie = tr("Tied on points; alien tech cards decide (%n card(s)).", nullptr, e.cards);
            break;
        case TieBreak::Ore:
            tie = tr("Tied on points and cards; ore decides (%n ore).", nullptr, e.ore);
            break;
        case TieBreak::Fuel:
            tie = tr("Tied on points, cards and ore; fuel decides (%n fuel).", nullptr, e.fuel);
            break;
        case TieBreak::Shared:
            tie = tr("Tied on points, cards, ore and fuel: the place is shared.");
            break;
        }
        v.ranking << QVariantMap{{QStringLiteral("seat"), e.seat},
                                 {QStringLiteral("name"), playerName(e.seat)},
                                 {QStringLiteral("color"), colorOf(e.seat)},
                                 {QStringLiteral("place"), e.place},
                                 {QStringLiteral("vp"), e.vp},
                                 {QStringLiteral("cards"), e.cards},
                                 {QStringLiteral("ore"), e.ore},
                                 {QStringLiteral("fuel"), e.fuel},
                                 {QStringLiteral("decidedBy"), QString::fromLatin1(tieBreakId(e.decidedBy))},
                                 {QStringLiteral("tieText"), tie}};
    }

    m_view = v;
    emit stateChanged();
}

// ---------------------------------------------------------------- explaining refusals

afapp::Message GameController::explainRejection(const Rejection &rejection) const
{
    return afapp::describeRejection(rejection, afapp::MessageContext{&m_state, playerNames()});
}

QVariantMap GameController::availability(const std::optional<Rejection> &rejection) const
{
    return availabilityOf(!rejection.has_value(), rejection);
}

QVariantMap GameController::availabilityOf(bool available, const std::optional<Rejection> &why) const
{
    QVariantMap out{{QStringLiteral("available"), available}};
    if (!available && why) {
        const afapp::Message m = explainRejection(*why);
        out[QStringLiteral("text")] = m.text;
        out[QStringLiteral("ruleId")] = m.ruleId;
        out[QStringLiteral("ruleTitle")] = m.ruleTitle;
    }
    return out;
}

std::optional<Rejection> GameController::whyCardUnavailable(Card card, bool discard) const
{
    const GameState &s = m_state;
    auto attempt = [&](const CardArgs &args) {
        return discard ? check(s, DiscardCard{card, args}) : check(s, UseCard{card, args});
    };
    // Refusals about the card itself (not held, used, no such power) come before any choice.
    const std::optional<Rejection> base = attempt({});
    if (base && !isMissingChoice(base->reason) && base->reason != Reason::NotEnoughUnplaced)
        return base;
    // Otherwise try the choices the power could take and report the first refusal that is about the game.
    std::vector<CardArgs> probes;
    std::vector<int8_t> unplaced, docked;
    for (int i = 0; i < kShipCount; ++i) {
        if (s.ships[i].place == Place::Fleet && s.ships[i].value && ownerOf(s, i) == s.current)
            unplaced.push_back(static_cast<int8_t>(i));
        if (s.ships[i].place == Place::Docked)
            docked.push_back(static_cast<int8_t>(i));
    }
    for (int8_t u : unplaced) {
        CardArgs a;
        a.ship = u;
        a.ships.push_back(u);
        for (int8_t w : unplaced)
            if (w != u && a.ship2 == kNoShip)
                a.ship2 = w;
        probes.push_back(a);
    }
    for (int8_t d : docked) {
        CardArgs a;
        a.ship = d;
        a.ships.push_back(d);
        a.facility = s.ships[d].facility;
        a.dock = Dock{Facility::SolarConverter, {}, std::nullopt, {}};
        if (s.ships[d].facility == Facility::SolarConverter)
            a.dock->facility = Facility::LunarMine;
        probes.push_back(a);
    }
    for (int t = 0; t < kTerritoryCount; ++t) {
        CardArgs a;
        a.territory = static_cast<Territory>(t);
        a.territory2 = static_cast<Territory>((t + 1) % kTerritoryCount);
        for (int p = 0; p < s.playerCount; ++p)
            if (s.colonies[t][p] && a.player == kNoPlayer)
                a.player = static_cast<int8_t>(p);
        probes.push_back(a);
    }
    for (int f = 0; f < kFieldCount; ++f) {
        CardArgs a;
        a.field = static_cast<Field>(f);
        probes.push_back(a);
    }
    for (int c = 0; c < kCardCount; ++c)
        if (s.discardPile[c]) {
            CardArgs a;
            a.card = static_cast<Card>(c);
            probes.push_back(a);
        }
    for (const CardArgs &a : probes)
        if (auto r = attempt(a); r && !isMissingChoice(r->reason))
            return r;
    if (unplaced.empty() && !discard &&
        (card == Card::BoosterPod || card == Card::StasisBeam || card == Card::PolarityDevice ||
         card == Card::GravityManipulator || card == Card::TemporalWarper))
        return reject(Reason::NotEnoughUnplaced, toId(card), card == Card::GravityManipulator ? 2 : 1);
    return base;
}

QVariant GameController::explain(const QJsonObject &json) const
{
    QString error;
    const std::optional<Action> action = parseAction(json, &error);
    if (!action)
        return QVariantMap{{QStringLiteral("legal"), false}, {QStringLiteral("text"), error}};
    const std::optional<Rejection> r = m_hasGame ? check(m_state, *action) : reject(Reason::WrongStage);
    if (!r)
        return QVariantMap{{QStringLiteral("legal"), true}};
    const afapp::Message m = explainRejection(*r);
    return QVariantMap{{QStringLiteral("legal"), false},
            {QStringLiteral("text"), m.text},
            {QStringLiteral("ruleId"), m.ruleId},
            {QStringLiteral("ruleTitle"), m.ruleTitle},
            {QStringLiteral("reasonId"), m.reasonId},
            {QStringLiteral("missingChoice"), isMissingChoice(r->reason)}};
}

std::optional<Action> GameController::parseAction(const QJsonObject &json, QString *error) const
{
    afrecord::JsonReader reader;
    std::optional<Action> action =
        afrecord::actionFromJson(reader, afrecord::Seats::of(m_state), QJsonValue(json), QStringLiteral("$"));
    if (!reader.ok() || !action) {
        // The UI built a malformed move: a bug, not a rule. Say so plainly.
        const QString problem = reader.error() ? reader.error()->toString() : QStringLiteral("?");
        qWarning("GameController: malformed action %s: %s",
                 QJsonDocument(json).toJson(QJsonDocument::Compact).constData(), qPrintable(problem));
        if (error)
            *error = tr("This move could not be understood (%1).").arg(problem);
        return std::nullopt;
    }
    return action;
}

QVariant GameController::candidates(const QJsonObject &filter) const
{
    QVariantList out;
    if (!m_hasGame)
        return out;
    const afrecord::Seats seats = afrecord::Seats::of(m_state);
    const QString type = filter.value(QStringLiteral("type")).toString();
    for (const Action &a : legal()) {
        if (!type.isEmpty() && qs(actionTypeId(a)) != type)
            continue;
        const QJsonObject json = afrecord::actionToJson(seats, a);
        bool match = true;
        for (auto it = filter.begin(); it != filter.end() && match; ++it)
            match = json.value(it.key()) == it.value();
        if (match)
            out << json.toVariantMap();
    }
    return out;
}

QVariant GameController::dockOptions(const QStringList &shipNames) const
{
    QVariantMap out;
    if (!m_hasGame)
        return out;
    const afrecord::Seats seats = afrecord::Seats::of(m_state);
    ShipList ships;
    for (const QString &name : shipNames)
        if (auto id = seats.shipOf(name))
            ships.push_back(static_cast<int8_t>(*id));
    for (int f = 0; f < kFacilityCount; ++f) {
        const Facility facility = static_cast<Facility>(f);
        const QString id = qs(toId(facility));
        if (facility == Facility::MaintenanceBay) {
            if (ships.size() == 1) {
                out[id] = availability(check(m_state, ToMaintenanceBay{ships[0]}));
            } else {
                const bool any = std::any_of(legal().begin(), legal().end(), [](const Action &a) {
                    return std::holds_alternative<ToMaintenanceBay>(a);
                });
                QVariantMap entry{{QStringLiteral("available"), any && ships.empty()}};
                if (!ships.empty())
                    entry[QStringLiteral("text")] = tr("Send ships to the Maintenance Bay one at a time.");
                else if (!any)
                    entry[QStringLiteral("text")] = tr("Only a ship that cannot dock anywhere goes to the "
                                                       "Maintenance Bay.");
                out[id] = entry;
            }
            continue;
        }
        if (ships.empty()) {
            const bool any = std::any_of(legal().begin(), legal().end(), [&](const Action &a) {
                const auto *d = std::get_if<Dock>(&a);
                return d && d->facility == facility;
            });
            out[id] = QVariantMap{{QStringLiteral("available"), any}};
            continue;
        }
        // Ask the engine about exactly these ships; a colony-landing facility is open if any territory is (so is
        // the freeform Hub when the docking launches the colony at once, X-58).
        Dock dock{facility, ships, std::nullopt, {}};
        std::optional<Rejection> why = landsColony(facility) ? std::nullopt : check(m_state, dock);
        bool available = !landsColony(facility) && !why;
        if (landsColony(facility) || (why && why->reason == Reason::TerritoryRequired)) {
            why.reset();
            for (int t = 0; t < kTerritoryCount && !available; ++t) {
                dock.territory = static_cast<Territory>(t);
                const std::optional<Rejection> r = check(m_state, dock);
                available = !r;
                if (r && (!why || why->reason == Reason::RepulsorBlocks))
                    why = r;
            }
        }
        out[id] = availabilityOf(available, why);
    }
    return out;
}

QVariant GameController::territoryOptions(const QJsonObject &action, const QString &key) const
{
    QVariantMap out;
    for (int t = 0; t < kTerritoryCount; ++t) {
        const QString id = qs(toId(static_cast<Territory>(t)));
        QJsonObject attempt = action;
        attempt[key] = id;
        const QVariantMap e = explain(attempt).toMap();
        QVariantMap entry{{QStringLiteral("available"), e.value(QStringLiteral("legal"))}};
        for (const char *k : {"text", "ruleId", "ruleTitle"})
            if (e.contains(QLatin1String(k)))
                entry[QLatin1String(k)] = e.value(QLatin1String(k));
        out[id] = entry;
    }
    return out;
}

QVariant GameController::drawableCards(const QStringList &picked) const
{
    // What is left to draw, as the engine draws (af::Reveal/Deal): from the draw pile, and from the discards once
    // the pile is empty. Display only: the engine checks the entry when it is confirmed.
    auto pile = m_state.drawPile;
    auto discards = m_state.discardPile;
    for (const QString &id : picked) {
        const auto card = idFrom<Card>(id);
        if (!card)
            continue;
        if (pileCount(pile) == 0) {
            pile = discards;
            discards = {};
        }
        if (pile[idx(*card)] > 0)
            --pile[idx(*card)];
    }
    const bool reshuffle = pileCount(pile) == 0;
    QVariantList out;
    for (int c = 0; c < kCardCount; ++c) {
        const Card card = static_cast<Card>(c);
        out << QVariantMap{{QStringLiteral("id"), qs(toId(card))},
                           {QStringLiteral("name"), afapp::cardName(card)},
                           {QStringLiteral("left"), reshuffle ? discards[c] : pile[c]}};
    }
    return out;
}

// ---------------------------------------------------------------- playing

void GameController::setMessage(const QString &kind, const QString &text, const QString &ruleId,
                                const QString &ruleTitle)
{
    m_message = {{QStringLiteral("kind"), kind},
                 {QStringLiteral("text"), text},
                 {QStringLiteral("ruleId"), ruleId},
                 {QStringLiteral("ruleTitle"), ruleTitle}};
    emit messageChanged();
}

void GameController::clearMessage()
{
    if (m_message.isEmpty())
        return;
    m_message.clear();
    emit messageChanged();
}

void GameController::notify(const QVariantMap &explanation)
{
    const QString text = explanation.value(QStringLiteral("text")).toString();
    if (text.isEmpty())
        return;
    setMessage(QStringLiteral("refusal"), text, explanation.value(QStringLiteral("ruleId")).toString(),
               explanation.value(QStringLiteral("ruleTitle")).toString());
}

void GameController::refuse(const Rejection &rejection)
{
    const afapp::Message m = explainRejection(rejection);
    setMessage(QStringLiteral("refusal"), m.text, m.ruleId, m.ruleTitle);
    emit rejected(m.text, m.ruleId, m.ruleTitle);
}

bool GameController::play(const QJsonObject &json)
{
    if (!m_hasGame) {
        setMessage(QStringLiteral("refusal"), tr("Start or open a game first."));
        return false;
    }
    QString error;
    const std::optional<Action> action = parseAction(json, &error);
    if (!action) {
        setMessage(QStringLiteral("refusal"), error);
        return false;
    }
    if (auto r = perform(*action)) {
        refuse(*r);
        return false;
    }
    return true;
}

bool GameController::playChance()
{
    if (!m_hasGame || !isChanceStage(m_state.stage)) {
        setMessage(QStringLiteral("refusal"), tr("Nothing needs to be rolled or drawn now."));
        return false;
    }
    if (m_record.mode != afrecord::DiceMode::Digital) {
        setMessage(QStringLiteral("refusal"), tr("This game uses the table's dice and cards: enter what they show."));
        return false;
    }
    const std::optional<Action> chance = afrecord::digitalChance(m_record, m_state, m_record.actions.size());
    if (!chance)
        return false;
    if (auto r = perform(*chance)) {
        refuse(*r);
        return false;
    }
    return true;
}

std::optional<Rejection> GameController::perform(const Action &action)
{
    const GameState before = m_state;
    GameState after = m_state;
    if (auto r = af::apply(after, action))
        return r;
    std::vector<Action> actions{action};
    const QStringList names = playerNames();
    QString text = afapp::describeAction(before, action, after, names);
    // Digital dice: cards turned up and Temporal Warper re-rolls follow the move at once. The roll at the start of
    // a turn and the deal wait for the players ("Roll for me", "Deal for me").
    while (m_record.mode == afrecord::DiceMode::Digital &&
           (after.stage == Stage::Reveal || after.stage == Stage::Reroll)) {
        const std::optional<Action> chance =
            afrecord::digitalChance(m_record, after, m_record.actions.size() + actions.size());
        GameState next = after;
        if (!chance || af::apply(next, *chance))
            break; // cannot happen with the engine's own draws; the players can still enter it
        text += QLatin1Char(' ') + afapp::describeAction(after, *chance, next, names);
        after = next;
        actions.push_back(*chance);
    }
    m_undo.push(new ActionCommand(this, before, std::move(actions), text));
    clearMessage();
    return std::nullopt;
}

void GameController::redoActions(const std::vector<Action> &actions)
{
    if (m_stateStale) {
        m_state = stateAt(m_record.actions.size());
        m_stateStale = false;
    }
    for (const Action &action : actions) {
        af::apply(m_state, action); // accepted when it was played, from this same state
        m_record.actions.push_back(action);
        if (m_record.actions.size() % kSnapshotInterval == 0)
            m_snapshots.push_back(m_state);
    }
    afterRecordChange();
}

void GameController::undoActions(std::size_t count)
{
    m_record.actions.resize(m_record.actions.size() - std::min(count, m_record.actions.size()));
    m_unchangedActions = std::min(m_unchangedActions, m_record.actions.size());
    m_snapshots.resize(m_record.actions.size() / kSnapshotInterval + 1);
    m_stateStale = true;
    afterRecordChange();
}

GameState GameController::stateAt(std::size_t count) const
{
    const std::size_t snapshot = std::min(count / kSnapshotInterval, m_snapshots.size() - 1);
    GameState state = m_snapshots[snapshot];
    for (std::size_t i = snapshot * kSnapshotInterval; i < count; ++i)
        af::apply(state, m_record.actions[i]);
    return state;
}

void GameController::afterRecordChange()
{
    m_legal.reset();
    if (m_replaying)
        return;
    if (m_stateStale) {
        m_state = stateAt(m_record.actions.size());
        m_stateStale = false;
    }
    refreshView();
    autosave();
}

void GameController::undo()
{
    if (!m_undo.canUndo())
        return;
    m_undo.undo();
    //: %1 is the log entry of the move taken back
    setMessage(QStringLiteral("info"), tr("Taken back: %1").arg(m_undo.text(m_undo.index())));
}

void GameController::redo()
{
    if (!m_undo.canRedo())
        return;
    m_undo.redo();
    clearMessage();
}

void GameController::goToHistory(int count)
{
    if (count < 0 || count > m_undo.count() || count == m_undo.index())
        return;
    // One step at a time would make the state (and autosave it) after each: make it once, at the end.
    m_replaying = true;
    m_undo.setIndex(count);
    m_replaying = false;
    afterRecordChange();
    clearMessage();
}

// ---------------------------------------------------------------- games

QString GameController::newSeed() const
{
    // Short enough to read out and type again; any 64-bit number works.
    return QString::number(QRandomGenerator::global()->bounded(100000000, 999999999));
}

namespace {

// Reads the new-game setup given by QML into a record (no actions yet); returns an error sentence or empty.
QString recordFromSetup(const QVariantMap &setup, afrecord::GameRecord &record)
{
    const QVariantList players = setup.value(QStringLiteral("players")).toList();
    for (const QVariant &v : players) {
        const QVariantMap p = v.toMap();
        afrecord::PlayerInfo info;
        info.name = afrecord::cutName(p.value(QStringLiteral("name")).toString().trimmed());
        const auto color = idFrom<Color>(p.value(QStringLiteral("color")).toString());
        if (!color)
            return GameController::tr("Choose a colour for every player.");
        info.color = *color;
        record.players.append(info);
    }
    const auto ruleset = idFrom<Ruleset>(setup.value(QStringLiteral("ruleset"), QStringLiteral("2013")).toString());
    if (!ruleset)
        return GameController::tr("Unknown ruleset.");
    record.ruleset = *ruleset;
    record.longGame = setup.value(QStringLiteral("longGame")).toBool();
    record.limitedSupply = setup.value(QStringLiteral("limitedSupply"), true).toBool();
    if (setup.value(QStringLiteral("dice")).toString() == QLatin1String("digital")) {
        record.mode = afrecord::DiceMode::Digital;
        bool ok = false;
        const quint64 seed = setup.value(QStringLiteral("seed")).toString().trimmed().toULongLong(&ok);
        if (!ok)
            return GameController::tr("The seed must be a whole number.");
        record.seed = seed;
    }
    if (const std::string problem = validateOptions(record.options()); !problem.empty()) {
        // validateOptions speaks English for the CLI; the cases the new-game page can produce are said here.
        const int n = static_cast<int>(record.players.size());
        if (n < kMinPlayers || n > 4)
            return GameController::tr("A game has 2 to 4 players.");
        return GameController::tr("Every player needs a colour of their own.");
    }
    return {};
}

} // namespace

QString GameController::newGame(const QVariantMap &setup)
{
    afrecord::GameRecord record;
    if (QString error = recordFromSetup(setup, record); !error.isEmpty())
        return error;
    const GameState start = record.start();
    startRecord(std::move(record), start);
    m_filePath.clear();
    emit fileChanged();
    return {};
}

void GameController::startRecord(afrecord::GameRecord record, const GameState &state)
{
    m_replaying = true;
    m_undo.clear();
    m_replaying = false;
    m_record = std::move(record);
    m_record.actions.clear();
    m_state = state;
    m_snapshots = {state};
    m_stateStale = false;
    m_legal.reset();
    m_hasGame = true;
    clearMessage();
    emit gameChanged();
    refreshView();
    autosaveWholeGame();
}

QString GameController::refusalText(const afrecord::GameRecord &record, const afrecord::ReplayResult &replayed) const
{
    afrecord::GameRecord partial = record;
    partial.actions.resize(static_cast<std::size_t>(replayed.applied));
    const GameState at = afrecord::replay(partial).state;
    const afapp::Message m = afapp::describeRejection(*replayed.refusal, afapp::MessageContext{&at, QStringList()});
    return tr("Move %1 of the game cannot be played: %2").arg(replayed.applied + 1).arg(m.text);
}

bool GameController::loadRecord(const afrecord::GameRecord &record, QString *error)
{
    // Check the whole record before touching the current game: a bad file never leaves a half-loaded game.
    const afrecord::ReplayResult replayed = afrecord::replay(record);
    if (replayed.refusal) {
        *error = refusalText(record, replayed);
        return false;
    }
    startRecord(record, record.start());
    // Rebuild the undo history move by move, so the loaded game can be taken back as far as it goes. Digital
    // chance entries that follow a move join its step, as when the move was played.
    m_replaying = true;
    const QStringList names = playerNames();
    std::size_t i = 0;
    while (i < record.actions.size()) {
        const GameState before = m_state;
        GameState after = m_state;
        std::vector<Action> step{record.actions[i]};
        af::apply(after, record.actions[i]);
        QString text = afapp::describeAction(before, record.actions[i], after, names);
        ++i;
        while (record.mode == afrecord::DiceMode::Digital && i < record.actions.size() &&
               (std::holds_alternative<Reveal>(record.actions[i]) ||
                std::holds_alternative<Reroll>(record.actions[i]))) {
            GameState next = after;
            af::apply(next, record.actions[i]);
            text += QLatin1Char(' ') + afapp::describeAction(after, record.actions[i], next, names);
            after = next;
            step.push_back(record.actions[i]);
            ++i;
        }
        m_undo.push(new ActionCommand(this, before, std::move(step), text)); // its redo() plays the step
    }
    m_replaying = false;
    refreshView();
    autosave();

    return true;
}

// ---------------------------------------------------------------- files

void GameController::autosave()
{
    if (m_replaying || !m_hasGame)
        return;
    m_autosave.recordChange(m_record, m_unchangedActions);
    m_unchangedActions = m_record.actions.size();
}

void GameController::autosaveWholeGame()
{
    if (m_replaying || !m_hasGame)
        return;
    m_autosave.startGame(m_record);
    m_unchangedActions = m_record.actions.size();
}

void GameController::retryAutosave() { autosaveWholeGame(); }

void GameController::waitForAutosave() const { m_autosave.waitForDone(); }

QVariant GameController::autosaveInfo() const
{
    waitForAutosave();
    const afapp::SavedGame saved = afapp::readAutosave(m_dataDir);
    if (!saved.exists)
        return QVariantMap{{QStringLiteral("exists"), false}};
    QVariantMap info{{QStringLiteral("exists"), true},
                     {QStringLiteral("path"), saved.path},
                     {QStringLiteral("savedAt"), saved.savedAt},
                     {QStringLiteral("ok"), false},
                     {QStringLiteral("error"), saved.error}};
    if (!saved.record)
        return info;
    const afrecord::GameRecord &record = *saved.record;
    const afrecord::ReplayResult replayed = afrecord::replay(record);
    QStringList names;
    for (int p = 0; p < record.players.size(); ++p)
        names << afapp::playerCalled(record.players[p].name, record.players[p].color);
    info[QStringLiteral("ok")] = !replayed.refusal.has_value();
    info[QStringLiteral("players")] = names;
    info[QStringLiteral("turn")] = replayed.state.turnNumber;
    info[QStringLiteral("actions")] = static_cast<int>(record.actions.size());
    info[QStringLiteral("finished")] = replayed.state.stage == Stage::GameOver;
    if (replayed.refusal)
        info[QStringLiteral("error")] =
            QDir::toNativeSeparators(saved.path) + QStringLiteral(": ") + refusalText(record, replayed);
    return info;
}

bool GameController::resumeAutosave(QString *whyNot)
{
    waitForAutosave();
    const afapp::SavedGame saved = afapp::readAutosave(m_dataDir);
    if (!saved.exists)
        return false;
    QString error = saved.error;
    if (saved.record && !loadRecord(*saved.record, &error))
        error = QDir::toNativeSeparators(saved.path) + QStringLiteral(": ") + error; // as autosaveInfo says it
    if (!error.isEmpty()) {
        if (whyNot)
            *whyNot = error;
        emit errorOccurred(tr("The game could not be opened"), error);
        return false;
    }
    // The autosave is not the players' own file: "Save" asks where to put it.
    m_filePath.clear();
    m_undo.setClean();
    emit fileChanged();
    emit modifiedChanged();
    setMessage(QStringLiteral("info"), tr("Game resumed where it was left."));
    return true;
}

bool GameController::openFrom(const QString &path)
{
    const QString title = tr("The game could not be opened");
    const auto bytes = afrecord::readFileBytes(path);
    if (const auto *e = std::get_if<QString>(&bytes)) {
        emit errorOccurred(title, *e);
        return false;
    }
    const auto read = afrecord::readRecord(std::get<QByteArray>(bytes));
    if (const auto *e = std::get_if<afrecord::ReadError>(&read)) {
        emit errorOccurred(title, QStringLiteral("%1\n%2").arg(QDir::toNativeSeparators(path), e->toString()));
        return false;
    }
    QString error;
    if (!loadRecord(std::get<afrecord::GameRecord>(read), &error)) {
        emit errorOccurred(title, QStringLiteral("%1\n%2").arg(QDir::toNativeSeparators(path), error));
        return false;
    }
    m_filePath = path;
    m_undo.setClean();
    emit fileChanged();
    emit modifiedChanged();
    return true;
}

bool GameController::saveTo(const QString &path)
{
    if (!m_hasGame)
        return false;
    const QString error = afrecord::writeFileAtomically(path, afrecord::recordToBytes(m_record));
    if (!error.isEmpty()) {
        emit errorOccurred(tr("The game could not be saved"), error);
        return false;
    }
    m_filePath = path;
    m_undo.setClean();
    emit fileChanged();
    emit modifiedChanged();
    setMessage(QStringLiteral("info"), tr("Saved to %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

bool GameController::save() { return m_filePath.isEmpty() ? saveAs() : saveTo(m_filePath); }

bool GameController::saveAs()
{
    if (!m_hasGame)
        return false;
    AppSettings settings;
    const QString suggested =
        m_filePath.isEmpty()
            ? QDir(settings.lastFolder())
                  .filePath(tr("alien-frontiers-%1.json").arg(QDate::currentDate().toString(Qt::ISODate)))
            : m_filePath;
    QString path = QFileDialog::getSaveFileName(nullptr, tr("Save the game"), suggested,
                                                tr("Game records (*.json);;All files (*)"));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".json");
    settings.setLastFolder(QFileInfo(path).absolutePath());
    return saveTo(path);
}

bool GameController::open()
{
    AppSettings settings;
    const QString path = QFileDialog::getOpenFileName(nullptr, tr("Open a game"), settings.lastFolder(),
                                                      tr("Game records (*.json);;All files (*)"));
    if (path.isEmpty())
        return false;
    settings.setLastFolder(QFileInfo(path).absolutePath());
    return openFrom(path);
}

// ---------------------------------------------------------------- positions

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
ShipEntry shipEntry(const QVariantMap &m, int seats)
{
    ShipEntry e;
    const QString place = m.value(QStringLiteral("place")).toString();
    e.value = std::clamp(m.value(QStringLiteral("value")).toInt(), 0, 99);
    if (place == QLatin1String("bay")) {
        e.place = Place::Docked;
        e.value = 0;
    } else if (place == QLatin1String("docked")) {
        e.place = Place::Docked;
        e.facility = idFrom<Facility>(m.value(QStringLiteral("facility")).toString()).value_or(Facility::MaintenanceBay);
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
QVariantMap shipEntryMap(const Ship &ship, int owner)
{
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
TurnState turnSoFar(GameState s, const QVariantMap &answers)
{
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
EditorPlace editorPlace(const QString &where, const QStringList &names, int current)
{
    static const QRegularExpression seatPath(QStringLiteral("^players\\[(\\d+)\\](?:\\.(\\w+))?"));
    const QString head = where.section(QLatin1Char('.'), 0, 0);
    auto name = [&](int seat) { return seat >= 0 && seat < names.size() ? names[seat] : QString(); };
    if (const QRegularExpressionMatch m = seatPath.match(where); m.hasMatch()) {
        const int seat = m.captured(1).toInt();
        const QString part = m.captured(2);
        const QString who = name(seat);
        //: Where a problem is in the position editor; %1 is a player's name (also for the texts that follow)
        EditorPlace place{GameController::tr("%1 — ships").arg(who), PlayersTab, seat};
        if (part == QLatin1String("colonies") || part == QLatin1String("coloniesInHand"))
            place = {GameController::tr("%1 — colonies").arg(who), ColoniesTab, seat};
        else if (part == QLatin1String("hubCircle"))
            place.text = GameController::tr("%1 — colony on the Colonist Hub").arg(who);
        else if (part == QLatin1String("fuel"))
            place.text = GameController::tr("%1 — fuel").arg(who);
        else if (part == QLatin1String("ore"))
            place.text = GameController::tr("%1 — ore").arg(who);
        else if (part == QLatin1String("cards"))
            place.text = GameController::tr("%1 — alien tech cards").arg(who);
        else if (part == QLatin1String("color"))
            place.text = GameController::tr("%1 — colour").arg(who);
        else if (part != QLatin1String("ships"))
            place.text = who;
        return place;
    }
    if (head == QLatin1String("turn")) {
        const QString who = name(current);
        const QString part = where.section(QLatin1Char('.'), 1, 1);
        if (part == QLatin1String("hubShips") || part == QLatin1String("lunarDocked"))
            return {GameController::tr("%1 — ships").arg(who), PlayersTab, current};
        if (part == QLatin1String("cardsUsed"))
            return {GameController::tr("%1 — fuel powers used this turn").arg(who), PlayersTab, current};
        if (part == QLatin1String("borrowed"))
            return {GameController::tr("%1 — bonus borrowed with the Data Crystal").arg(who), PlayersTab, current};
        return {GameController::tr("%1 — this turn so far").arg(who), PlayersTab, current};
    }
    if (head == QLatin1String("players"))
        return {GameController::tr("Players"), PlayersTab, -1};
    if (head == QLatin1String("current") || head == QLatin1String("stage") || head == QLatin1String("turnNumber"))
        return {GameController::tr("Whose turn"), PlayersTab, -1};
    if (head == QLatin1String("ships"))
        return {GameController::tr("Docked ships of all players"), PlayersTab, -1};
    if (head == QLatin1String("supply"))
        return {GameController::tr("Fuel and ore of all players"), PlayersTab, -1};
    if (head == QLatin1String("colonies") || head == QLatin1String("territories"))
        return {GameController::tr("Colonies"), ColoniesTab, -1};
    if (head == QLatin1String("relicShip"))
        return {GameController::tr("Relic Ship"), CardsTab, -1};
    if (head == QLatin1String("cards"))
        return {GameController::tr("Alien tech cards in hands, on display and in the discard pile"), CardsTab, -1};
    if (head == QLatin1String("display") || head == QLatin1String("pendingReveal"))
        return {GameController::tr("Alien tech cards on display"), CardsTab, -1};
    if (head == QLatin1String("discard") || head == QLatin1String("discardPile"))
        return {GameController::tr("Discard pile"), CardsTab, -1};
    if (head == QLatin1String("fields"))
        return {GameController::tr("Field generators"), CardsTab, -1};
    return {where, -1, -1};
}

} // namespace

QVariant GameController::startFromPosition(const QVariantMap &setup, const QVariantMap &draft)
{
    afrecord::GameRecord record;
    QStringList names;
    int current = draft.value(QStringLiteral("current")).toInt();
    // {ok: false, where (the position-file path), place (where in words), tab, player, what}.
    auto problem = [&](const QString &where, const QString &what) {
        const EditorPlace place = editorPlace(where, names, current);
        return QVariantMap{{QStringLiteral("ok"), false},       {QStringLiteral("where"), where},
                           {QStringLiteral("place"), place.text}, {QStringLiteral("tab"), place.tab},
                           {QStringLiteral("player"), place.player}, {QStringLiteral("what"), what}};
    };
    if (QString error = recordFromSetup(setup, record); !error.isEmpty())
        return problem(QStringLiteral("players"), error);
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
        pl.coloniesLeft =
            static_cast<int8_t>(coloniesEach - coloniesOnTerritories(s, p) - (pl.hubCircle > 0 ? 1 : 0));
        if (pl.coloniesLeft < 0)
            return problem(QStringLiteral("players[%1].colonies").arg(p),
                           tr("%1 has more colonies on the board than the %2 this game gives each player.")
                               .arg(names[p])
                               .arg(coloniesEach));
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
                const bool startNew =
                    size == 0 || inGroup == 0 || inGroup >= size || s.ships[i].value != lastValue;
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
    const auto &deck = traits(s.ruleset).deck;
    for (int c = 0; c < kCardCount; ++c) {
        if (held[c] > deck[c])
            return problem(QStringLiteral("cards"), tr("The deck has %1 × %2; this position uses more.").arg(deck[c]).arg(afapp::cardName(static_cast<Card>(c))));
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
    startRecord(std::move(record), s);
    m_filePath.clear();
    emit fileChanged();
    return QVariantMap{{QStringLiteral("ok"), true}};
}

QVariant GameController::currentDraft() const
{
    if (!m_hasGame)
        return QVariantMap();
    const GameState &s = m_state;
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
    const QVariantMap turn{{QStringLiteral("cardsUsed"), used},
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
