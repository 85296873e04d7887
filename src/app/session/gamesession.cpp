#include "session/gamesession.h"

#include "engineids.h"
#include "gamelog.h"
#include "messages.h"
#include "names.h"
#include "record/playername.h"

#include "chance.h"
#include "engine.h"
#include "modules/modules.h"
#include "validate.h"

#include <QJsonDocument>
#include <QRandomGenerator>

#include <algorithm>
#include <utility>

using namespace af;
using afapp::idFrom;
using afapp::qs;

// One undo step: a player's move (or a chance entry) and, in digital mode, the chance entries it called for. Only the
// actions are kept: the session makes the states again from its snapshots.
class ActionCommand : public LoggedCommand {
public:
    ActionCommand(GameSession *session, const GameState &before, std::vector<Action> actions, const QString &text)
        : LoggedCommand(text, before.turnNumber, before.current), m_session(session), m_actions(std::move(actions)) {}

    void redo() override { m_session->redoActions(m_actions); }
    void undo() override { m_session->undoActions(m_actions.size()); }

private:
    GameSession *m_session;
    std::vector<Action> m_actions;
};

namespace {

// The modules of a game by their setup ids ("factions", "extra-tech"), as newGame() reads them.
QStringList moduleIds(ModuleSet modules) {
    const QString list = qs(modulesToList(modules));
    return list.isEmpty() ? QStringList() : list.split(QLatin1Char(','));
}

} // namespace

GameSession::GameSession(QObject *parent) : QObject(parent), m_history(&m_undo) {
    connect(&m_undo, &QUndoStack::indexChanged, this, &GameSession::historyChanged);
    connect(&m_undo, &QUndoStack::cleanChanged, this, &GameSession::cleanChanged);
    m_announcedSeat = currentSeat();
    m_announcedTurn = turnNumber();
}

GameSession::~GameSession() = default;

QString GameSession::playerName(int seat) const {
    if (seat < 0 || seat >= m_state.playerCount)
        return {};
    return afapp::playerCalled(enteredName(seat), m_state.players[seat].color);
}

QString GameSession::enteredName(int seat) const {
    return seat >= 0 && seat < m_record.players.size() ? m_record.players[seat].name : QString();
}

QStringList GameSession::playerNames() const {
    QStringList names;
    for (int p = 0; p < m_state.playerCount; ++p)
        names << enteredName(p);
    return names;
}

QVariant GameSession::options() const {
    if (!m_hasGame)
        return QVariantMap();
    return QVariantMap{{QStringLiteral("ruleset"), qs(toId(m_record.ruleset))},
                       {QStringLiteral("rulesetName"), afapp::rulesetName(m_record.ruleset)},
                       {QStringLiteral("longGame"), m_record.longGame},
                       {QStringLiteral("limitedSupply"), m_record.limitedSupply},
                       {QStringLiteral("digital"), m_record.mode == afrecord::DiceMode::Digital},
                       {QStringLiteral("seed"), m_record.seed ? QString::number(*m_record.seed) : QString()},
                       {QStringLiteral("playerCount"), m_state.playerCount},
                       {QStringLiteral("fromPosition"), m_record.position.has_value()},
                       {QStringLiteral("modules"), moduleIds(m_record.modules)}};
}

QString GameSession::stage() const { return m_hasGame ? qs(stageId(idx(m_state.stage))) : QString(); }

int GameSession::chanceCount() const { return m_hasGame ? af::chanceCount(m_state) : 0; }

const std::vector<Action> &GameSession::legal() const {
    if (!m_legal)
        m_legal = legalActions(m_state);
    return *m_legal;
}

afapp::Message GameSession::explainRejection(const Rejection &rejection) const {
    return afapp::describeRejection(rejection, afapp::MessageContext{&m_state, playerNames()});
}

std::optional<Action> GameSession::parseAction(const QJsonObject &json, QString *error) const {
    afrecord::JsonReader reader;
    std::optional<Action> action =
        afrecord::actionFromJson(reader, afrecord::Seats::of(m_state), QJsonValue(json), QStringLiteral("$"));
    if (!reader.ok() || !action) {
        // The UI built a malformed move: a bug, not a rule. Say so plainly.
        const QString problem = reader.error() ? reader.error()->toString() : QStringLiteral("?");
        qWarning("GameSession: malformed action %s: %s", QJsonDocument(json).toJson(QJsonDocument::Compact).constData(),
                 qPrintable(problem));
        if (error)
            *error = tr("This move could not be understood (%1).").arg(problem);
        return std::nullopt;
    }
    return action;
}

// ---------------------------------------------------------------- playing

void GameSession::setMessage(const QString &kind, const QString &text, const QString &ruleId,
                             const QString &ruleTitle) {
    m_message = {{QStringLiteral("kind"), kind},
                 {QStringLiteral("text"), text},
                 {QStringLiteral("ruleId"), ruleId},
                 {QStringLiteral("ruleTitle"), ruleTitle}};
    emit messageChanged();
}

void GameSession::clearMessage() {
    if (m_message.isEmpty())
        return;
    m_message.clear();
    emit messageChanged();
}

void GameSession::notify(const QVariantMap &explanation) {
    const QString text = explanation.value(QStringLiteral("text")).toString();
    if (text.isEmpty())
        return;
    setMessage(QStringLiteral("refusal"), text, explanation.value(QStringLiteral("ruleId")).toString(),
               explanation.value(QStringLiteral("ruleTitle")).toString());
}

void GameSession::refuse(const Rejection &rejection) {
    const afapp::Message m = explainRejection(rejection);
    setMessage(QStringLiteral("refusal"), m.text, m.ruleId, m.ruleTitle);
    emit rejected(m.text, m.ruleId, m.ruleTitle);
}

bool GameSession::play(const QJsonObject &json) {
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

bool GameSession::playChance() {
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

std::optional<Rejection> GameSession::perform(const Action &action) {
    const GameState before = m_state;
    GameState after = m_state;
    if (auto r = af::apply(after, action))
        return r;
    std::vector<Action> actions{action};
    const QStringList names = playerNames();
    QString text = afapp::describeAction(before, action, after, names);
    // Digital dice: cards turned up (the Scout Drone's look too), Temporal Warper re-rolls and agenda cards drawn
    // follow the move at once. The roll at the start of a turn and the deal wait for the players ("Roll for me",
    // "Deal for me").
    while (m_record.mode == afrecord::DiceMode::Digital &&
           (after.stage == Stage::Reveal || after.stage == Stage::Reroll || after.stage == Stage::FieldRoll ||
            after.stage == Stage::AgendaDraw || after.stage == Stage::ScoutLook)) {
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

void GameSession::redoActions(const std::vector<Action> &actions) {
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

void GameSession::undoActions(std::size_t count) {
    m_record.actions.resize(m_record.actions.size() - std::min(count, m_record.actions.size()));
    m_unchangedActions = std::min(m_unchangedActions, m_record.actions.size());
    m_snapshots.resize(m_record.actions.size() / kSnapshotInterval + 1);
    m_stateStale = true;
    afterRecordChange();
}

GameState GameSession::stateAt(std::size_t count) const {
    const std::size_t snapshot = std::min(count / kSnapshotInterval, m_snapshots.size() - 1);
    GameState state = m_snapshots[snapshot];
    for (std::size_t i = snapshot * kSnapshotInterval; i < count; ++i)
        af::apply(state, m_record.actions[i]);
    return state;
}

void GameSession::afterRecordChange() {
    m_legal.reset();
    if (m_replaying)
        return;
    if (m_stateStale) {
        m_state = stateAt(m_record.actions.size());
        m_stateStale = false;
    }
    announceState();
    announceRecordChange();
}

void GameSession::announceState() {
    ++m_revision;
    emit stateChanged();
    emit revisionChanged();
    const QString stageNow = stage();
    if (std::exchange(m_announcedStage, stageNow) != stageNow)
        emit stageChanged();
    if (std::exchange(m_announcedSeat, currentSeat()) != currentSeat())
        emit currentSeatChanged();
    if (std::exchange(m_announcedTurn, turnNumber()) != turnNumber())
        emit turnNumberChanged();
    const int chanceNow = chanceCount();
    if (std::exchange(m_announcedChance, chanceNow) != chanceNow)
        emit chanceCountChanged();
}

void GameSession::announceRecordChange() {
    if (m_replaying || !m_hasGame)
        return;
    const std::size_t unchanged = m_unchangedActions;
    m_unchangedActions = m_record.actions.size();
    emit recordChanged(unchanged);
}

void GameSession::undo() {
    if (!m_undo.canUndo())
        return;
    m_undo.undo();
    //: %1 is the log entry of the move taken back
    setMessage(QStringLiteral("info"), tr("Taken back: %1").arg(m_undo.text(m_undo.index())));
}

void GameSession::redo() {
    if (!m_undo.canRedo())
        return;
    m_undo.redo();
    clearMessage();
}

void GameSession::goToHistory(int count) {
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

bool GameSession::isBot(int seat) const {
    return seat >= 0 && seat < m_record.players.size() && m_record.players[seat].bot;
}

void GameSession::setBot(int seat, bool bot) {
    if (!m_hasGame || seat < 0 || seat >= m_record.players.size() || m_record.players[seat].bot == bot)
        return;
    m_record.players[seat].bot = bot;
    emit seatsChanged();
}

QString GameSession::newSeed() const {
    // Short enough to read out and type again; any 64-bit number works.
    return QString::number(QRandomGenerator::global()->bounded(100000000, 999999999));
}

QString GameSession::recordFromSetup(const QVariantMap &setup, afrecord::GameRecord &record,
                                     bool allowUnfinishedModules) {
    const QVariantList players = setup.value(QStringLiteral("players")).toList();
    for (const QVariant &v : players) {
        const QVariantMap p = v.toMap();
        afrecord::PlayerInfo info;
        info.name = afrecord::cutName(p.value(QStringLiteral("name")).toString().trimmed());
        const auto color = idFrom<Color>(p.value(QStringLiteral("color")).toString());
        if (!color)
            return GameSession::tr("Choose a colour for every player.");
        info.color = *color;
        info.bot = p.value(QStringLiteral("bot")).toBool();
        record.players.append(info);
    }
    const auto ruleset = idFrom<Ruleset>(setup.value(QStringLiteral("ruleset"), QStringLiteral("2013")).toString());
    if (!ruleset)
        return GameSession::tr("Unknown ruleset.");
    record.ruleset = *ruleset;
    record.longGame = setup.value(QStringLiteral("longGame")).toBool();
    record.limitedSupply = setup.value(QStringLiteral("limitedSupply"), true).toBool();
    for (const QVariant &id : setup.value(QStringLiteral("modules")).toList()) {
        const std::optional<Module> module = moduleFromId(id.toString().toStdString());
        if (!module || afapp::modulesTheAppCannotPlay(moduleBit(*module)))
            return afapp::modulesNotPlayable(module ? moduleBit(*module) : ModuleSet{});
        record.modules |= moduleBit(*module);
    }
    if (QString refused = modulesRefused(record.modules, allowUnfinishedModules); !refused.isEmpty())
        return refused;
    if (setup.value(QStringLiteral("dice")).toString() == QLatin1String("digital")) {
        record.mode = afrecord::DiceMode::Digital;
        bool ok = false;
        const quint64 seed = setup.value(QStringLiteral("seed")).toString().trimmed().toULongLong(&ok);
        if (!ok)
            return GameSession::tr("The seed must be a whole number.");
        record.seed = seed;
    }
    GameOptions options = record.options();
    options.allowUnfinishedModules = allowUnfinishedModules;
    if (const std::string problem = validateOptions(options); !problem.empty()) {
        // validateOptions speaks English for the CLI; the cases the new-game page can produce are said here.
        const int n = static_cast<int>(record.players.size());
        if (n < kMinPlayers || n > 4)
            return GameSession::tr("A game has 2 to 4 players.");
        return GameSession::tr("Every player needs a colour of their own.");
    }
    return {};
}

QString GameSession::modulesRefused(ModuleSet modules, bool allowUnfinishedModules) {
    for (int m = 0; m < kModuleCount; ++m) {
        const auto module = static_cast<Module>(m);
        if (!hasModule(modules, module))
            continue;
        // The engine's own refusal (a module not whole yet), in its words: it names what is missing.
        if (const std::string why = moduleNotSupported(module, allowUnfinishedModules); !why.empty())
            return tr("The rules engine cannot play the %1 module yet: %2")
                .arg(afapp::moduleName(module), QString::fromStdString(why));
    }
    return {};
}

QString GameSession::newGame(const QVariantMap &setup) {
    afrecord::GameRecord record;
    if (QString error = recordFromSetup(setup, record, m_allowUnfinishedModules); !error.isEmpty())
        return error;
    const GameState start = record.start();
    startRecord(std::move(record), start);
    return {};
}

void GameSession::startRecord(afrecord::GameRecord record, const GameState &state) {
    emit gameEnding();
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
    m_unchangedActions = 0;
    emit gameChanged();
    announceState();
    emit gameStarted();
}

QString GameSession::refusalText(const afrecord::GameRecord &record, const afrecord::ReplayResult &replayed) {
    afrecord::GameRecord partial = record;
    partial.actions.resize(static_cast<std::size_t>(replayed.applied));
    const GameState at = afrecord::replay(partial).state;
    const afapp::Message m = afapp::describeRejection(*replayed.refusal, afapp::MessageContext{&at, QStringList()});
    return tr("Move %1 of the game cannot be played: %2").arg(replayed.applied + 1).arg(m.text);
}

bool GameSession::loadRecord(const afrecord::GameRecord &record, QString *error) {
    // A module the app has no screens for, or one the rules engine still refuses, is refused: never shown
    // half-understood.
    if (const ModuleSet unplayable = afapp::modulesTheAppCannotPlay(record.modules)) {
        *error = afapp::modulesNotPlayable(unplayable);
        return false;
    }
    if (QString refused = modulesRefused(record.modules, m_allowUnfinishedModules); !refused.isEmpty()) {
        *error = refused;
        return false;
    }
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
        while (
            record.mode == afrecord::DiceMode::Digital && i < record.actions.size() &&
            (std::holds_alternative<Reveal>(record.actions[i]) || std::holds_alternative<Reroll>(record.actions[i]) ||
             (after.stage == Stage::AgendaDraw && std::holds_alternative<DealAgendas>(record.actions[i])))) {
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
    announceState();
    announceRecordChange();
    return true;
}
