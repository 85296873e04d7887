// Drives the real UI (Main.qml and the GameController behind it) offscreen with keys and mouse clicks, as players
// would, and saves a picture of each main screen to <build>/screenshots/ for people to look at:
//   start, new-game, setup-guide-2-players, setup-guide, turn-roll, turn-refusal (an illegal choice explained), score-and-log,
//   card-choice, rules-from-refusal, autosave-failed, autosave-failed-saved-elsewhere, turn-reveal, end-turn-return,
//   position-editor, position-editor-after-roll, game-over, new-game-long-name, new-game-app-dice,
//   setup-deal-button(-de-1280, -de-1024), log-name-right-to-left, and with 6 players (Edition X) new-game-6-players,
//   setup-guide-6-players, six-players-turn, six-players-in-progress(-de), and with factions new-game-modules,
//   faction-draft (the turn panel during the draft), setup-guide-factions, faction-docking-refused,
//   rules-faction-entry, faction-owner-ability, faction-after-ability, and with agendas agenda-reveal-choice,
//   agenda-revealed, agenda-private-look-cover, agenda-private-look-cards, game-over-agendas, and with the extra
//   alien tech extra-card-question, extra-card-used, grapple-raid, auto-pilot-income,
//   gravitron-release-question, field-propagator-die, field-propagator-place.

#include "appsettings.h"
#include "gamecontroller.h"
#include "historymodel.h"
#include "idlegarbagecollector.h"
#include "language.h"
#include "names.h"

#include "../history/randomgames.h"
#include "history/historydatabase.h"

#include "agendas/agendas.h"
#include "chance.h"
#include "models/agendasmodel.h"
#include "engine.h"
#include "validate.h"
#include "values.h"
#include "modules/extension.h"
#include "score.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJSValue>
#include <QJsonObject>
#include <QPointer>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QScopedValueRollback>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTextLayout>
#include <QTemporaryDir>
#include <QTimer>
#include <QTest>
#include <QTranslator>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest/quicktest.h>

#include <bit>
#include <ctime>
#include <functional>

Q_IMPORT_QML_PLUGIN(AFRefereePlugin)

namespace {

QJsonObject json(const char *text) { return QJsonDocument::fromJson(QByteArray(text)).object(); }

QVariantMap fourPlayers()
{
    QVariantList players;
    const char *names[] = {"Ada", "Brook", "Cyd", "Dana"};
    const char *colors[] = {"red", "blue", "green", "yellow"};
    for (int i = 0; i < 4; ++i)
        players << QVariantMap{{QStringLiteral("name"), QString::fromLatin1(names[i])},
                               {QStringLiteral("color"), QString::fromLatin1(colors[i])}};
    return {{QStringLiteral("players"), players}, {QStringLiteral("dice"), QStringLiteral("table")}};
}

// The chance event as the table enters it: the dice and alien tech cards as they came, the agenda cards unnamed
// (secret paper cards); nullopt when the stage is not a chance stage.
std::optional<af::Action> tableChance(const af::GameState &s, af::Rng &rng)
{
    if (s.stage != af::Stage::AgendaDeal && s.stage != af::Stage::AgendaDraw)
        return af::sampleChance(s, rng);
    af::DealAgendas unnamed;
    const int count = s.stage == af::Stage::AgendaDeal ? af::kAgendasDealt * s.playerCount : af::detail::agendaDrawCount(s);
    for (int i = 0; i < count; ++i)
        unnamed.cards.push_back(std::nullopt);
    return unnamed;
}

// A whole game to its end, seeded random legal moves: digital (the app's chance), or at the table (tableChance;
// nobody reveals or discards an agenda card unless nothing else is allowed, so the game ends with cards face down).
afrecord::GameRecord finishedGame(af::ModuleSet modules = 0, afrecord::DiceMode mode = afrecord::DiceMode::Digital)
{
    afrecord::GameRecord record;
    record.modules = modules;
    record.players = {{QStringLiteral("Ada"), af::Color::Red},
                      {QStringLiteral("Brook"), af::Color::Blue},
                      {QStringLiteral("Cyd"), af::Color::Green}};
    record.mode = mode;
    record.seed = 7;
    af::GameState s = record.start();
    af::Rng pick(99);
    af::Rng table(7);
    for (int guard = 0; guard < 20000 && s.stage != af::Stage::GameOver; ++guard) {
        std::optional<af::Action> a = mode == afrecord::DiceMode::Digital
                                          ? afrecord::digitalChance(record, s, record.actions.size())
                                          : tableChance(s, table);
        if (!a) {
            std::vector<af::Action> legal = af::legalActions(s);
            if (mode == afrecord::DiceMode::Table) {
                std::vector<af::Action> noAgendaMove;
                for (const af::Action &m : legal)
                    if (!std::holds_alternative<af::RevealAgenda>(m) && !std::holds_alternative<af::DiscardAgenda>(m))
                        noAgendaMove.push_back(m);
                if (!noAgendaMove.empty())
                    legal = noAgendaMove;
            }
            // Prefer moves that land colonies, so the game ends in a reasonable number of turns.
            std::vector<af::Action> good;
            for (const af::Action &m : legal)
                if (const auto *d = std::get_if<af::Dock>(&m); d && d->territory)
                    good.push_back(m);
                else if (std::holds_alternative<af::Launch>(m))
                    good.push_back(m);
            const auto &from = good.empty() ? legal : good;
            a = from[pick.below(static_cast<int>(from.size()))];
        }
        if (af::apply(s, *a))
            qFatal("random game: refused move");
        record.actions.push_back(*a);
    }
    return record;
}

// finishedGame() written as a record file.
QString writeFinishedGame(const QString &dir)
{
    const afrecord::GameRecord record = finishedGame();
    const QString path = QDir(dir).filePath(QStringLiteral("finished.json"));
    if (!afrecord::writeFileAtomically(path, afrecord::recordToBytes(record)).isEmpty())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

// A history database in `dir` with `games` finished random games of 2 to 6 players, one a day.
void fillHistory(const QString &dir, int games)
{
    afhistory::HistoryDatabase db;
    if (!db.open(QDir(dir).filePath(QStringLiteral("history.db")), afhistory::HistoryDatabase::Repair::MoveAside))
        qFatal("%s", qPrintable(db.message()));
    const QDateTime first = QDateTime::currentDateTimeUtc().addDays(-games);
    for (int i = 0; i < games; ++i) {
        const afrecord::GameRecord record = afhistory::testing::randomRecord(5000 + i, 2 + i % 5);
        if (!db.store(record, afrecord::replay(record).state, afhistory::Outcome::Finished, first.addDays(i), 3600))
            qFatal("%s", qPrintable(db.message()));
    }
}

// The processor time this thread has used so far.
qint64 threadCpuNs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return qint64(t.tv_sec) * 1000000000 + t.tv_nsec;
}

// The longest the event loop went without getting back to a 4 ms heartbeat timer while it was measured: an upper
// bound of the longest piece of work (creating and drawing a page, say) in that time. Also the most processor time
// the GUI thread used between two heartbeats: the same piece of work, but without the time the thread waited for a
// processor (on a loaded machine the wall-clock figure is mostly that wait).
class StallMeter
{
public:
    StallMeter()
    {
        m_timer.setInterval(4);
        QObject::connect(&m_timer, &QTimer::timeout, [this] {
            m_worst = std::max(m_worst, m_since.nsecsElapsed());
            m_since.restart();
            const qint64 cpu = threadCpuNs();
            m_worstCpu = std::max(m_worstCpu, cpu - m_cpuSince);
            m_cpuSince = cpu;
        });
        m_since.start();
        m_cpuSince = threadCpuNs();
        m_timer.start();
    }
    double worstMs() const { return m_worst / 1e6; }
    double worstCpuMs() const { return m_worstCpu / 1e6; }

private:
    QTimer m_timer;
    QElapsedTimer m_since;
    qint64 m_worst = 0;
    qint64 m_cpuSince = 0;
    qint64 m_worstCpu = 0;
};

} // namespace

class TestScreens : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_data;
    GameController *m_game = nullptr;
    AppSettings *m_settings = nullptr;
    QQmlApplicationEngine *m_engine = nullptr;
    QQuickWindow *m_window = nullptr;

    void shoot(const QString &name)
    {
        // Let bindings, layouts and popups settle, then grab what is on screen.
        QTest::qWait(120);
        QVERIFY(QTest::qWaitForWindowExposed(m_window));
        const QImage image = m_window->grabWindow();
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(), m_window->size());
        QDir().mkpath(QStringLiteral(AF_SCREENSHOT_DIR));
        QVERIFY(image.save(QStringLiteral(AF_SCREENSHOT_DIR "/%1.png").arg(name)));
    }
    // Items made by Repeaters have no QObject parent: search the visual tree (the popups' overlay included).
    static QQuickItem *findVisible(QQuickItem *root, const QString &objectName)
    {
        if (root->objectName() == objectName && root->isVisible())
            return root;
        for (QQuickItem *child : root->childItems())
            if (child->isVisible())
                if (QQuickItem *found = findVisible(child, objectName))
                    return found;
        return nullptr;
    }
    // Ada and Brook from a position at the start of Ada's turn, three ships each on the Maintenance Bay: Ada's
    // resources and cards as given, Brook with 1 fuel.
    void startTwoPlayerPosition(int turnNumber, QVariantMap ada)
    {
        QVariantList ships;
        for (int k = 0; k < 6; ++k)
            ships << QVariantMap{{QStringLiteral("place"), k < 3 ? QStringLiteral("bay") : QStringLiteral("stock")}};
        ada[QStringLiteral("ships")] = ships;
        const QVariantMap brook{{QStringLiteral("fuel"), 1}, {QStringLiteral("ships"), ships}};
        const QVariantMap draft{{QStringLiteral("current"), 0},
                                {QStringLiteral("turnNumber"), turnNumber},
                                {QStringLiteral("players"), QVariantList{ada, brook}}};
        QVariantMap two = fourPlayers();
        two[QStringLiteral("players")] = two.value(QStringLiteral("players")).toList().mid(0, 2);
        const QVariantMap started = m_game->editor()->startFromPosition(two, draft).toMap();
        QVERIFY2(started.value(QStringLiteral("ok")).toBool(), qPrintable(started.value(QStringLiteral("what")).toString()));
    }
    // A two-player extra-tech game at the table, dealt with Ada holding `adaCard`, then started again from that
    // position as `edit` changes it (the engine's validator checks it): Ada to roll.
    void startExtraTechPosition(const char *adaCard, const std::function<void(af::GameState &)> &edit)
    {
        QVariantMap setup = fourPlayers();
        setup[QStringLiteral("players")] = setup.value(QStringLiteral("players")).toList().mid(0, 2);
        setup[QStringLiteral("modules")] = QStringList{QStringLiteral("extra-tech")};
        QCOMPARE(m_game->session()->newGame(setup), QString());
        QVERIFY(m_game->session()->play(QJsonObject{
            {QStringLiteral("type"), QStringLiteral("deal")},
            {QStringLiteral("display"), QJsonArray{QStringLiteral("stasis-beam"), QStringLiteral("data-crystal"),
                                                   QStringLiteral("plasma-cannon")}},
            {QStringLiteral("hands"), QJsonArray{QLatin1String(adaCard), QStringLiteral("booster-pod")}}}));
        af::GameState s = m_game->session()->state();
        edit(s);
        const auto problem = af::validateState(s);
        QVERIFY2(!problem, problem ? problem->where.c_str() : "");
        afrecord::GameRecord record = m_game->session()->record();
        record.position = s;
        m_game->session()->startRecord(record, s);
        QCOMPARE(m_game->session()->stage(), QStringLiteral("roll"));
    }
    // The visible item named `objectName` inside the visible item named `parentName` (one player's card, say).
    QQuickItem *itemIn(const QString &parentName, const QString &objectName)
    {
        QQuickItem *parent = item(parentName);
        QQuickItem *found = parent ? findVisible(parent, objectName) : nullptr;
        if (!found)
            qWarning("no item named %s in %s", qPrintable(objectName), qPrintable(parentName));
        return found;
    }
    QQuickItem *item(const QString &objectName)
    {
        QQuickItem *found = findVisible(m_window->contentItem(), objectName);
        if (!found)
            qWarning("no item named %s", qPrintable(objectName));
        return found;
    }
    void click(QQuickItem *target)
    {
        QVERIFY(target);
        // Where the target is depends on layouts that settle at the next polish (e.g. a panel just shown).
        QVERIFY(QQuickTest::qWaitForPolish(m_window));
        const QPointF centre = target->mapToScene(QPointF(target->width() / 2, target->height() / 2));
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centre.toPoint());
    }
    // Keys one at a time, with the event loop running in between as it does between a player's key presses.
    void keys(const QString &text)
    {
        for (QChar c : text) {
            QTest::keyClick(m_window, c.toLatin1());
            QTest::qWait(10);
        }
    }
    // Text as an input method commits it (how emoji and accented letters are typed, or a paste arrives).
    static void commit(QQuickItem *field, const QString &text)
    {
        QInputMethodEvent event;
        event.setCommitString(text);
        QCoreApplication::sendEvent(field, &event);
    }
    static QRectF sceneRect(QQuickItem *item) { return item->mapRectToScene(QRectF(0, 0, item->width(), item->height())); }
    void callWindow(const char *function, const QVariant &arg = {})
    {
        if (arg.isValid())
            QVERIFY(QMetaObject::invokeMethod(m_window, function, Q_ARG(QVariant, arg)));
        else
            QVERIFY(QMetaObject::invokeMethod(m_window, function));
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_data.isValid());
        m_game = new GameController(this);
        m_game->files()->setDataDir(m_data.path());
        // The AI's thinking by rounds of look-ahead: the same hint and bot moves on every machine.
        m_game->hint()->setBudget({3, 0});
        m_game->bots()->setBudget({3, 0});
        m_settings = new AppSettings(this);
        m_engine = new QQmlApplicationEngine(this);
        m_engine->setInitialProperties({{QStringLiteral("game"), QVariant::fromValue(m_game)},
                                        {QStringLiteral("settings"), QVariant::fromValue(m_settings)}});
        m_engine->load(QUrl(QStringLiteral("qrc:/AFReferee/Main.qml")));
        QVERIFY(!m_engine->rootObjects().isEmpty());
        m_window = qobject_cast<QQuickWindow *>(m_engine->rootObjects().constFirst());
        QVERIFY(m_window);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window));
        QCOMPARE(m_window->size(), QSize(1280, 800));
        // As the app with LANG unset: no translation of our own, English plural forms ("1 colony").
        afapp::installTranslations(QStringLiteral("C"));
        m_engine->retranslate();
    }

    void startScreen() { shoot(QStringLiteral("start")); }

    void newGameScreen()
    {
        callWindow("openNewGame");
        QCOMPARE(m_window->property("page").toString(), QStringLiteral("newGame"));
        shoot(QStringLiteral("new-game"));
    }

    // A name field takes 100 characters as a person counts them, typed one at a time or pasted at once (flags,
    // emoji joined into one, letters with stacked accents), and no more: a 101st is refused, a longer paste is cut
    // after its 100th character, never inside one. The game keeps the name whole.
    void nameFieldsCountCharactersAsPeopleSeeThem()
    {
        QQuickItem *field = item(QStringLiteral("playerName-0"));
        QVERIFY(field);
        const QString flag = QStringLiteral("\U0001F1E9\U0001F1EA");
        const QString family = QStringLiteral("\U0001F468\u200D\U0001F469\u200D\U0001F467");
        const QString accented = QStringLiteral("e\u0301\u0323");
        for (const QString &character : {flag, family, accented}) {
            QVERIFY(QMetaObject::invokeMethod(field, "clear"));
            commit(field, character.repeated(99));
            commit(field, character);
            QCOMPARE(field->property("text").toString(), character.repeated(100));
            commit(field, character);
            QCOMPARE(field->property("text").toString(), character.repeated(100));
        }
        QVERIFY(QMetaObject::invokeMethod(field, "clear"));
        commit(field, family.repeated(150));
        QCOMPARE(field->property("text").toString(), family.repeated(100));
        shoot(QStringLiteral("new-game-long-name"));

        click(item(QStringLiteral("goToSetup")));
        QCOMPARE(m_window->property("page").toString(), QStringLiteral("play"));
        QCOMPARE(m_game->session()->record().players[0].name, family.repeated(100));
        // A longer name given to the controller (from a setup of another source) is cut there the same way.
        QVariantMap setup = fourPlayers();
        QVariantList players = setup.value(QStringLiteral("players")).toList();
        QVariantMap first = players[0].toMap();
        first[QStringLiteral("name")] = flag.repeated(101);
        players[0] = first;
        setup[QStringLiteral("players")] = players;
        QCOMPARE(m_game->session()->newGame(setup), QString());
        QCOMPARE(m_game->session()->record().players[0].name, flag.repeated(100));
    }

    // Choosing the app's dice shows the seed under it: the dialog grows downwards, its top edge (and every button
    // above the seed) stays where it was.
    void theNewGameDialogGrowsDownwards()
    {
        callWindow("openNewGame");
        QCOMPARE(m_window->property("page").toString(), QStringLiteral("newGame"));
        QQuickItem *dialog = item(QStringLiteral("newGameDialog"));
        QQuickItem *digital = item(QStringLiteral("diceDigital"));
        QVERIFY(dialog && digital);
        if (digital->property("checked").toBool())
            click(item(QStringLiteral("diceTable")));
        QVERIFY(QQuickTest::qWaitForPolish(m_window));
        const QRectF before = sceneRect(dialog);
        const QRectF radioBefore = sceneRect(digital);
        click(digital);
        QVERIFY(digital->property("checked").toBool());
        QVERIFY(QQuickTest::qWaitForPolish(m_window));
        const QRectF after = sceneRect(dialog);
        QVERIFY2(after.height() > before.height(), "the seed row did not show");
        QCOMPARE(after.top(), before.top());
        QCOMPARE(sceneRect(digital), radioBefore);
        QVERIFY(after.bottom() <= m_window->height());
        shoot(QStringLiteral("new-game-app-dice"));
        click(item(QStringLiteral("diceTable")));
    }

    void setupGuideShowsCoversAndTheDeal()
    {
        // Two players: the guide marks the ports to cover on the board.
        QVariantMap two = fourPlayers();
        two[QStringLiteral("players")] = two.value(QStringLiteral("players")).toList().mid(0, 2);
        QCOMPARE(m_game->session()->newGame(two), QString());
        shoot(QStringLiteral("setup-guide-2-players"));

        QCOMPARE(m_game->session()->newGame(fourPlayers()), QString());
        QCOMPARE(m_window->property("page").toString(), QStringLiteral("play"));
        QCOMPARE(m_game->session()->stage(), QStringLiteral("deal"));
        shoot(QStringLiteral("setup-guide"));
        QVERIFY(m_game->session()->play(json(R"({"type": "deal", "display": ["stasis-beam", "data-crystal", "plasma-cannon"],
                                       "hands": ["booster-pod", "temporal-warper", "alien-city", "orbital-teleporter"]})")));
        QCOMPARE(m_window->property("page").toString(), QStringLiteral("play"));
    }

    // The app's IdleGarbageCollector: the QML engine's garbage is collected once the frame that shows the 8th change
    // since the last collection is on screen, not before. Seen through a QObject that only JavaScript holds: a
    // collection deletes it.
    void theGarbageIsCollectedAfterTheFrameOfEveryEighthChange()
    {
        QCOMPARE(m_game->session()->stage(), QStringLiteral("roll"));
        IdleGarbageCollector collector(m_engine, m_window, m_game->session());
        m_engine->collectGarbage(); // a clean start: the engine's own collection is far off (a change makes ~10 KB)
        QPointer<QObject> garbage = new QObject;
        m_engine->newQObject(garbage); // owned by JavaScript, and unreferenced
        QSignalSpy changes(m_game->session(), &GameSession::stateChanged);
        const auto undoThenRedo = [&] {
            m_game->session()->undo();
            QTest::qWait(30); // the change's frame
            m_game->session()->redo();
            QTest::qWait(30);
        };
        for (int i = 0; i < 3; ++i)
            undoThenRedo();
        m_game->session()->undo();
        QTest::qWait(50);
        QCOMPARE(changes.size(), IdleGarbageCollector::kChangesPerCollection - 1);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QVERIFY2(garbage, "collected before the 8th change");
        m_game->session()->redo();
        QTRY_VERIFY2(garbage.isNull(), "not collected after the 8th change's frame");
        QCOMPARE(m_game->session()->stage(), QStringLiteral("roll"));
    }

    void theRollIsTypedInShipOrder()
    {
        QCOMPARE(m_game->session()->stage(), QStringLiteral("roll"));
        keys(QStringLiteral("44"));
        shoot(QStringLiteral("turn-roll"));
        keys(QStringLiteral("1"));
        QTest::keyClick(m_window, Qt::Key_Return);
        QTest::qWait(10);
        QCOMPARE(m_game->session()->stage(), QStringLiteral("main"));
        QCOMPARE(int(m_game->session()->state().ships[0].value), 4);
        QCOMPARE(int(m_game->session()->state().ships[2].value), 1);
    }

    void diceAndFacilitiesByKeyAndMouse()
    {
        // "1" selects the die showing 1, "S" docks it at the Solar Converter.
        keys(QStringLiteral("1"));
        keys(QStringLiteral("s"));
        QCOMPARE(m_game->session()->state().ships[2].facility, af::Facility::SolarConverter);
        QCOMPARE(int(m_game->session()->state().players[0].fuel), 1);

        // Mouse: click a die of the fleet, then the Lunar Mine on the board.
        click(item(QStringLiteral("fleet-red-1")));
        click(item(QStringLiteral("facility-lunar-mine")));
        QCOMPARE(m_game->session()->state().ships[0].facility, af::Facility::LunarMine);
    }

    // H (no die selected) asks for a hint: the panel shows the moves and what they gain, the board marks where they
    // go and the dice they use. Then the player's card lets the app take the seat: it shows its move, and the seat
    // is given back.
    void aHintAndABotMoveAreShownOnTheBoard()
    {
        QTest::keyClick(m_window, Qt::Key_Escape);
        keys(QStringLiteral("h"));
        // The search runs off the GUI thread: on a fast machine it may be done before the key's event loop returns.
        const QString afterKey = m_game->hint()->status();
        QVERIFY2(afterKey == QStringLiteral("thinking") || afterKey == QStringLiteral("ready"), qPrintable(afterKey));
        QTRY_COMPARE_WITH_TIMEOUT(m_game->hint()->status(), QStringLiteral("ready"), 20000);
        QVERIFY(item(QStringLiteral("hintReason")));
        const QVariantMap first = m_game->hint()->moves().toList().constFirst().toMap();
        const QString place = first.value(QStringLiteral("facility")).toString().isEmpty()
                                  ? first.value(QStringLiteral("territory")).toString()
                                  : first.value(QStringLiteral("facility")).toString();
        if (!place.isEmpty())
            QVERIFY(item(QStringLiteral("hintMark-") + place));
        shoot(QStringLiteral("hint"));
        click(item(QStringLiteral("hintCloseButton")));
        QCOMPARE(m_game->hint()->status(), QString());

        const int seat = m_game->session()->currentSeat();
        QQuickItem *card = item(QStringLiteral("playerCard-%1").arg(seat));
        QVERIFY(card);
        QQuickItem *toggle = findVisible(card, QStringLiteral("botToggle"));
        click(toggle);
        QVERIFY(m_game->session()->isBot(seat));
        QTRY_COMPARE_WITH_TIMEOUT(m_game->bots()->next().toMap().value(QStringLiteral("kind")).toString(),
                                  QStringLiteral("move"), 20000);
        QVERIFY(item(QStringLiteral("botPlayButton")));
        shoot(QStringLiteral("bot-move"));
        click(toggle);
        QVERIFY(!m_game->session()->isBot(seat));
        QVERIFY(m_game->bots()->next().toMap().isEmpty());
    }

    void anIllegalChoiceIsExplained()
    {
        // A 4 at the Lunar Mine is fine; now take it back and try the Terraforming Station with a 4: refused.
        keys(QStringLiteral("4"));
        keys(QStringLiteral("t"));
        const QVariantMap message = m_game->session()->message().toMap();
        QCOMPARE(message.value(QStringLiteral("kind")).toString(), QStringLiteral("refusal"));
        QVERIFY(!message.value(QStringLiteral("text")).toString().isEmpty());
        QCOMPARE(m_game->session()->state().ships[1].place, af::Place::Fleet);
        shoot(QStringLiteral("turn-refusal"));

        // The rule under the refusal opens the rules reference at its entry.
        click(item(QStringLiteral("messageRuleLink")));
        QTest::qWait(50);
        QQuickItem *rules = item(QStringLiteral("rulesReference"));
        QVERIFY(rules);
        QCOMPARE(rules->property("currentId").toString(), message.value(QStringLiteral("ruleId")).toString());
        shoot(QStringLiteral("rules-from-refusal"));
        click(item(QStringLiteral("closeRules")));
        QTest::qWait(50);
    }

#ifdef AF_QM_DIR
    // The same refusal in Spanish and Italian, where names inserted into sentences need care with articles.
    void anIllegalChoiceIsExplainedInSpanishAndItalian()
    {
        for (const QString &code : {QStringLiteral("es"), QStringLiteral("it")}) {
            QTranslator translator;
            QVERIFY(translator.load(QStringLiteral(AF_QM_DIR "/af-referee_%1.qm").arg(code)));
            QCoreApplication::installTranslator(&translator);
            m_engine->retranslate();
            QTest::keyClick(m_window, Qt::Key_Escape);
            keys(QStringLiteral("4"));
            keys(QStringLiteral("t"));
            const QVariantMap message = m_game->session()->message().toMap();
            QCOMPARE(message.value(QStringLiteral("kind")).toString(), QStringLiteral("refusal"));
            const QString english = QStringLiteral("The Terraforming Station needs a ship showing 6, not 4.");
            QVERIFY2(message.value(QStringLiteral("text")).toString() != english,
                     qPrintable(message.value(QStringLiteral("text")).toString()));
            shoot(QStringLiteral("turn-refusal-%1").arg(code));
            QCoreApplication::removeTranslator(&translator);
            m_engine->retranslate();
        }
        QTest::keyClick(m_window, Qt::Key_Escape);
    }
#endif

    void aCardIsUsedThroughItsQuestions()
    {
        // Ada holds the Booster Pod and 1 fuel: Use -> which ship -> the 4 becomes a 5.
        click(item(QStringLiteral("use-booster-pod")));
        QTest::qWait(50);
        shoot(QStringLiteral("card-choice"));
        click(item(QStringLiteral("choice-red-2")));
        QCOMPARE(int(m_game->session()->state().ships[1].value), 5);
        QCOMPARE(int(m_game->session()->state().players[0].fuel), 0);
        keys(QStringLiteral("5l")); // the 5 at the Lunar Mine, above the 4 already there
        QCOMPARE(m_game->session()->state().ships[1].facility, af::Facility::LunarMine);
        keys(QStringLiteral("e")); // end of turn
        QCOMPARE(m_game->session()->currentSeat(), 1);
    }

    void scoreAndLogAfterSomeTurns()
    {
        // Brook raids Ada's ore; Cyd and Dana play short turns (through the same controller).
        QVERIFY(m_game->session()->play(json(R"({"type": "roll", "values": [2, 3, 4]})")));
        QVERIFY(m_game->session()->play(json(R"({"type": "dock", "facility": "raiders-outpost", "ships": ["blue-1", "blue-2", "blue-3"],
                                      "raid": {"resources": [{"player": "red", "ore": 2}]}})")));
        QVERIFY(m_game->session()->play(json(R"({"type": "end-turn"})")));
        QVERIFY(m_game->session()->play(json(R"({"type": "roll", "values": [1, 1, 2]})")));
        QVERIFY(m_game->session()->play(json(R"({"type": "dock", "facility": "solar-converter", "ships": ["green-1", "green-2", "green-3"]})")));
        QVERIFY(m_game->session()->play(json(R"({"type": "end-turn"})")));
        QVERIFY(m_game->session()->play(json(R"({"type": "roll", "values": [3, 3, 2]})")));
        QVERIFY(m_game->session()->play(json(R"({"type": "dock", "facility": "shipyard", "ships": ["yellow-1", "yellow-2"]})")));
        keys(QStringLiteral("2"));
        shoot(QStringLiteral("score-and-log"));
        keys(QStringLiteral("h"));
        QCOMPARE(m_game->session()->state().players[3].hubCircle, 1);
        // Ctrl+Z takes it back.
        QTest::keyClick(m_window, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(m_game->session()->state().players[3].hubCircle, 0);
    }

    void replacingAnUnsavedGameAsksFirst()
    {
        // The game under way is only in the autosave: opening another file or starting anew asks first.
        QVERIFY(m_game->files()->modified() && m_game->session()->actionCount() > 0);
        const int actions = m_game->session()->actionCount();
        for (const char *function : {"openGame", "newGame"}) {
            callWindow(function);
            QTest::qWait(50);
            QObject *dialog = m_window->findChild<QObject *>(QStringLiteral("confirmReplace"));
            QVERIFY(dialog);
            QVERIFY(dialog->property("opened").toBool());
            QTest::keyClick(m_window, Qt::Key_Escape); // Cancel
            QTest::qWait(50);
            QVERIFY(!dialog->property("visible").toBool());
            QCOMPARE(m_window->property("page").toString(), QStringLiteral("play"));
            QCOMPARE(m_game->session()->actionCount(), actions);
        }
    }

    // The data folder replaced by a file in the middle of the game: a banner above the board says the game is no
    // longer saved, with the system's reason, until an autosave works again; after "save elsewhere", where it went.
    void aFailingAutosaveShowsABannerUntilItWorksAgain()
    {
        QVERIFY(!item(QStringLiteral("autosaveBanner")));
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString data = dir.filePath(QStringLiteral("data"));
        m_game->files()->setDataDir(data);
        m_game->session()->undo();
        m_game->files()->waitForAutosave();
        QVERIFY(!item(QStringLiteral("autosaveBanner")));
        QVERIFY(QDir(data).removeRecursively());
        QFile blocker(data);
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        m_game->session()->redo();
        m_game->files()->waitForAutosave();
        QVERIFY(item(QStringLiteral("autosaveBanner")));
        QVERIFY(item(QStringLiteral("autosaveReason")));
        const QString reason = item(QStringLiteral("autosaveReason"))->property("text").toString();
        QVERIFY2(reason.contains(QStringLiteral("Not a directory")), qPrintable(reason));
        QVERIFY(reason.contains(data));
        // When the autosave is tried again (autosave.h: when play pauses, and every few moves).
        QVERIFY(item(QStringLiteral("autosaveAdvice")));
        const QString advice = item(QStringLiteral("autosaveAdvice"))->property("text").toString();
        QVERIFY2(advice.contains(QLatin1String("when play pauses, and every few moves")), qPrintable(advice));
        shoot(QStringLiteral("autosave-failed"));

        // Saved elsewhere: the banner says where, and stays (the autosave still fails).
        const QString elsewhere = dir.filePath(QStringLiteral("kept.json"));
        QVERIFY(m_game->files()->saveTo(elsewhere));
        QTest::qWait(50);
        QVERIFY(item(QStringLiteral("autosaveAdvice")));
        QVERIFY(item(QStringLiteral("autosaveAdvice"))->property("text").toString().contains(elsewhere));
        shoot(QStringLiteral("autosave-failed-saved-elsewhere"));

        // The folder is back: "Try again" saves the whole game and the banner goes.
        QVERIFY(blocker.remove());
        click(item(QStringLiteral("autosaveRetry")));
        m_game->files()->waitForAutosave();
        QTest::qWait(50);
        QVERIFY(!item(QStringLiteral("autosaveBanner")));
        m_game->files()->setDataDir(m_data.path());
    }

    void cardsTurnedUpAtTheTableAreClicked()
    {
        QVariantMap two = fourPlayers();
        two[QStringLiteral("players")] = two.value(QStringLiteral("players")).toList().mid(0, 2);
        QCOMPARE(m_game->session()->newGame(two), QString());
        QVERIFY(m_game->session()->play(json(R"({"type": "deal", "display": ["stasis-beam", "data-crystal", "plasma-cannon"],
                                       "hands": ["booster-pod", "temporal-warper"]})")));
        QVERIFY(m_game->session()->play(json(R"({"type": "roll", "values": [6, 5, 1]})")));
        QTest::qWait(20);
        keys(QStringLiteral("65a")); // the 6 and the 5 to the Alien Artifact
        QCOMPARE(m_game->session()->state().ships[0].facility, af::Facility::AlienArtifact);
        click(item(QStringLiteral("cycleButton")));
        QCOMPARE(m_game->session()->stage(), QStringLiteral("reveal"));
        click(item(QStringLiteral("pick-alien-city")));
        click(item(QStringLiteral("pick-polarity-device")));
        shoot(QStringLiteral("turn-reveal"));
        click(item(QStringLiteral("pick-gravity-manipulator")));
        click(item(QStringLiteral("pickConfirm")));
        QCOMPARE(m_game->session()->stage(), QStringLiteral("main"));
        QCOMPARE(int(m_game->session()->state().display[0]), int(af::Card::AlienCity));
    }

    void endingATurnAbove8TokensAsksWhatToReturn()
    {
        // From a position: Ada has 9 fuel; three dice at the Solar Converter bring 4 more.
        startTwoPlayerPosition(7, {{QStringLiteral("fuel"), 9}, {QStringLiteral("ore"), 2}});
        QVERIFY(!QTest::currentTestFailed());
        QVERIFY(m_game->session()->play(json(R"({"type": "roll", "values": [1, 2, 3]})")));
        QVERIFY(m_game->session()->play(json(R"({"type": "dock", "facility": "solar-converter", "ships": ["red-1", "red-2", "red-3"]})")));
        QTest::qWait(20);
        click(item(QStringLiteral("endTurnButton")));
        QTest::qWait(50);
        shoot(QStringLiteral("end-turn-return"));
        click(item(QStringLiteral("endTurnConfirm")));
        QCOMPARE(m_game->session()->currentSeat(), 1);
        QCOMPARE(int(m_game->session()->state().players[0].fuel + m_game->session()->state().players[0].ore), 8);
    }

    void aCardsQuestionIsAnsweredOnTheBoard()
    {
        // Ada holds the Orbital Teleporter: the docked ship to move and where to are clicked on the board itself.
        startTwoPlayerPosition(3, {{QStringLiteral("fuel"), 4},
                                   {QStringLiteral("cards"), QStringList{QStringLiteral("orbital-teleporter")}}});
        QVERIFY(!QTest::currentTestFailed());
        QVERIFY(m_game->session()->play(json(R"({"type": "roll", "values": [4, 1, 1]})")));
        QTest::qWait(20);
        keys(QStringLiteral("4l")); // the 4 to the Lunar Mine
        QCOMPARE(m_game->session()->state().ships[0].facility, af::Facility::LunarMine);

        // Undo while the question is open (from the tool bar, or Ctrl+Z): the question, about a board that is gone,
        // closes; redo, and ask again. Escape closes it too.
        for (bool byKey : {false, true}) {
            click(item(QStringLiteral("use-orbital-teleporter")));
            QTest::qWait(20);
            QVERIFY(findVisible(m_window->contentItem(), QStringLiteral("choice-red-1")));
            if (byKey)
                QTest::keyClick(m_window, Qt::Key_Z, Qt::ControlModifier);
            else
                click(item(QStringLiteral("undoButton")));
            QTest::qWait(20);
            QCOMPARE(m_game->session()->state().ships[0].place, af::Place::Fleet);
            QVERIFY(!findVisible(m_window->contentItem(), QStringLiteral("choice-red-1")));
            QTest::keyClick(m_window, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
            QCOMPARE(m_game->session()->state().ships[0].facility, af::Facility::LunarMine);
        }
        click(item(QStringLiteral("use-orbital-teleporter")));
        QTest::qWait(20);
        QTest::keyClick(m_window, Qt::Key_Escape);
        QTest::qWait(20);
        QVERIFY(!findVisible(m_window->contentItem(), QStringLiteral("choice-red-1")));

        click(item(QStringLiteral("use-orbital-teleporter")));
        QTest::qWait(50);
        shoot(QStringLiteral("card-choice-on-board"));
        // An unplaced 1 is no answer (the Teleporter moves a docked ship): the click says why and changes nothing.
        click(item(QStringLiteral("fleet-red-2")));
        QCOMPARE(m_game->session()->state().ships[0].facility, af::Facility::LunarMine);
        click(item(QStringLiteral("board-red-1")));
        QTest::qWait(20);
        shoot(QStringLiteral("card-choice-facility"));
        click(item(QStringLiteral("facility-solar-converter")));
        QTest::qWait(20);
        if (QQuickItem *without = item(QStringLiteral("choiceContinue")))
            click(without); // the Teleporter's docking may take unplaced ships along: none here
        QCOMPARE(m_game->session()->state().ships[0].facility, af::Facility::SolarConverter);
        // 2 fuel for the card's power, then the Solar Converter turns the 4 into 2 fuel.
        QCOMPARE(int(m_game->session()->state().players[0].fuel), 4 - 2 + 2);
        QCOMPARE(int(m_game->session()->state().players[0].ore), 1); // the Lunar Mine's ore, kept
    }

    void positionEditor()
    {
        QVERIFY(QMetaObject::invokeMethod(m_window, "editPosition",
                                          Q_ARG(QVariant, QVariant(fourPlayers())), Q_ARG(QVariant, true)));
        QCOMPARE(m_window->property("page").toString(), QStringLiteral("position"));
        shoot(QStringLiteral("position-editor"));
        m_window->setProperty("requestedPage", QString());
    }

    void positionEditorAfterTheRoll()
    {
        // Ada sits down mid-turn: a Hub ship and two Artifact ships docked, a 4 still to place, two fuel powers used
        // but no territory said for the Data Crystal's bonus: the check names Ada and the part of the editor.
        QVERIFY(QMetaObject::invokeMethod(m_window, "editPosition",
                                          Q_ARG(QVariant, QVariant(fourPlayers())), Q_ARG(QVariant, false)));
        QQuickItem *editor = item(QStringLiteral("positionEditor"));
        QVERIFY(editor);
        auto set = [&](const QString &path, const QVariant &value) {
            QVERIFY(QMetaObject::invokeMethod(editor, "set", Q_ARG(QVariant, QVariant(path)), Q_ARG(QVariant, value)));
        };
        auto ship = [](const char *place, const char *facility, int value) {
            return QVariantMap{{QStringLiteral("place"), QString::fromLatin1(place)},
                               {QStringLiteral("facility"), QString::fromLatin1(facility)},
                               {QStringLiteral("value"), value}};
        };
        set(QStringLiteral("stage"), QStringLiteral("main"));
        set(QStringLiteral("players.0.fuel"), 2);
        set(QStringLiteral("players.0.ships.0"), ship("docked", "colonist-hub", 4));
        set(QStringLiteral("players.0.ships.1"), ship("fleet", "", 4));
        set(QStringLiteral("players.0.ships.2"), ship("docked", "alien-artifact", 5));
        set(QStringLiteral("players.0.ships.3"), ship("docked", "alien-artifact", 3));
        set(QStringLiteral("players.0.cards"), QStringList{QStringLiteral("booster-pod"), QStringLiteral("data-crystal")});
        set(QStringLiteral("turn"), QVariantMap{{QStringLiteral("cardsUsed"), QStringList{QStringLiteral("booster-pod"),
                                                                                       QStringLiteral("data-crystal")}},
                                                {QStringLiteral("discardUsed"), false},
                                                {QStringLiteral("borrowed"), QString()},
                                                {QStringLiteral("artifactClaimed"), false},
                                                {QStringLiteral("artifactCycles"), 1}});
        click(item(QStringLiteral("positionStart")));
        QVERIFY(item(QStringLiteral("positionProblem")));
        const QVariantMap problem = editor->property("problem").toMap();
        QCOMPARE(problem.value(QStringLiteral("place")).toString(), afapp::isolatedName(QStringLiteral("Ada")) + QStringLiteral(" — bonus borrowed with the Data Crystal"));
        QCOMPARE(editor->property("playerTab").toInt(), 0);
        shoot(QStringLiteral("position-editor-after-roll"));

        // With the territory said, play goes on in Ada's main stage.
        QVERIFY(QMetaObject::invokeMethod(editor, "setTurn", Q_ARG(QVariant, QVariant(QStringLiteral("borrowed"))),
                                          Q_ARG(QVariant, QVariant(QStringLiteral("heinlein-plains")))));
        click(item(QStringLiteral("positionStart")));
        QCOMPARE(m_game->session()->stage(), QStringLiteral("main"));
        QCOMPARE(int(m_game->session()->state().turn.artifactTotal), 8);
        QCOMPARE(m_window->property("page").toString(), QStringLiteral("play"));
    }

    // The app deals: "Deal and start the game" sits beside the line that says what to do. In every language, at
    // the usual size and the smallest the window allows, the line is whole and ends before the button begins.
    // It is the session's first game (a window of its own, whose play view was never shown before the game).
    void theDealButtonLeavesTheLineBesideItWhole()
    {
        QTemporaryDir data;
        GameController game;
        game.files()->setDataDir(data.path());
        QQmlApplicationEngine engine;
        engine.setInitialProperties({{QStringLiteral("game"), QVariant::fromValue(&game)},
                                     {QStringLiteral("settings"), QVariant::fromValue(m_settings)}});
        engine.load(QUrl(QStringLiteral("qrc:/AFReferee/Main.qml")));
        auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().value(0));
        QVERIFY(window);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window));
        const QScopedValueRollback<QQuickWindow *> useWindow(m_window, window);
        const QScopedValueRollback<GameController *> useGame(m_game, &game);
        const QScopedValueRollback<QQmlApplicationEngine *> useEngine(m_engine, &engine);
        QCOMPARE(m_window->property("page").toString(), QStringLiteral("start"));

        QVariantMap digital = fourPlayers();
        digital[QStringLiteral("dice")] = QStringLiteral("digital");
        digital[QStringLiteral("seed")] = QStringLiteral("12345");
        QCOMPARE(m_game->session()->newGame(digital), QString());
        QCOMPARE(m_game->session()->stage(), QStringLiteral("deal"));
        QCOMPARE(m_window->property("page").toString(), QStringLiteral("play"));
        const QSize usual = m_window->size();
        const QSize smallest = m_window->minimumSize();
        QVERIFY(smallest.width() < usual.width());
        for (const char *language : {"C", "de", "fr", "es", "it", "pl"}) {
            afapp::installTranslations(QString::fromLatin1(language));
            m_engine->retranslate();
            for (const QSize size : {usual, smallest}) {
                m_window->resize(size);
                QTRY_COMPARE(m_window->contentItem()->size(), QSizeF(size));
                QVERIFY(QQuickTest::qWaitForPolish(m_window));
                QQuickItem *prompt = item(QStringLiteral("turnPrompt"));
                QQuickItem *button = item(QStringLiteral("chanceButton"));
                QVERIFY(prompt && button);
                const QString where = QStringLiteral("%1 at %2x%3: ").arg(QString::fromLatin1(language)).arg(size.width()).arg(size.height());
                QVERIFY2(!prompt->property("truncated").toBool(), qPrintable(where + QStringLiteral("the line is cut")));
                QVERIFY2(sceneRect(prompt).right() <= sceneRect(button).left(),
                         qPrintable(where + QStringLiteral("the line runs under the button")));
                if (qstrcmp(language, "de") == 0)
                    shoot(QStringLiteral("setup-deal-button-de-%1").arg(size.width()));
            }
        }
        afapp::installTranslations(QStringLiteral("C"));
        m_engine->retranslate();
        m_window->resize(usual);
        QTRY_COMPARE(m_window->contentItem()->size(), QSizeF(usual));
        QVERIFY(QQuickTest::qWaitForPolish(m_window));
        shoot(QStringLiteral("setup-deal-button"));
    }

    // A name with a right-to-left override (U+202E) is isolated in every sentence: the override stops at the end of
    // the name, and the rest of the log entry still reads from left to right.
    void aRightToLeftOverrideStaysInsideTheName()
    {
        const QString name = QStringLiteral("Ann\u202Eabc");
        QVariantMap two = fourPlayers();
        QVariantList players = two.value(QStringLiteral("players")).toList().mid(0, 2);
        QVariantMap first = players[0].toMap();
        first[QStringLiteral("name")] = name;
        players[0] = first;
        two[QStringLiteral("players")] = players;
        QCOMPARE(m_game->session()->newGame(two), QString());
        QVERIFY(m_game->session()->play(json(R"({"type": "deal", "display": ["stasis-beam", "data-crystal", "plasma-cannon"],
                                       "hands": ["booster-pod", "temporal-warper"]})")));
        HistoryModel *log = m_game->log();
        const QString entry = log->data(log->index(log->rowCount() - 1), HistoryModel::TextRole).toString();
        const QString isolated = afapp::isolatedName(name);
        QVERIFY2(entry.contains(isolated), qPrintable(entry));
        QCOMPARE(m_game->players()->seats().toList().value(0).toMap().value(QStringLiteral("name")).toString(), isolated);

        // Laid out as a left-to-right line, every character after the name stands right of the one before it.
        QTextLayout layout(entry, QGuiApplication::font());
        QTextOption option;
        option.setTextDirection(Qt::LeftToRight);
        layout.setTextOption(option);
        layout.beginLayout();
        QTextLine line = layout.createLine();
        line.setLineWidth(100000);
        layout.endLayout();
        const int after = static_cast<int>(entry.indexOf(isolated) + isolated.size());
        QVERIFY(after < entry.size());
        for (int i = after + 1; i <= entry.size(); ++i)
            QVERIFY2(line.cursorToX(i) >= line.cursorToX(i - 1),
                     qPrintable(QStringLiteral("out of order at %1 in: %2").arg(i).arg(entry.mid(after))));
        QVERIFY(line.cursorToX(static_cast<int>(entry.size())) > line.cursorToX(after));
        shoot(QStringLiteral("log-name-right-to-left"));
    }

    // Edition X with 6 players (EXPANSIONS.md 1.5): 6 chosen on the new-game page (which switches to Edition X and
    // offers purple and white), the setup guide, then Red's turn played with keys: the roll, a ship on the shared
    // Colonist Hub, one at the Solar Converter, one at the Lunar Mine, end of turn. The six player cards fit the
    // column with no text cut, in every language.
    void aSixPlayerTurnThroughTheUi()
    {
        callWindow("openNewGame");
        QCOMPARE(m_window->property("page").toString(), QStringLiteral("newGame"));
        click(item(QStringLiteral("players6")));
        QTest::qWait(50);
        const char *names[] = {"Ada", "Brook", "Cyd", "Dana", "Eli", "Fay"};
        for (int p = 0; p < 6; ++p) {
            QQuickItem *field = item(QStringLiteral("playerName-%1").arg(p));
            QVERIFY(field);
            QVERIFY(QMetaObject::invokeMethod(field, "selectAll"));
            commit(field, QString::fromLatin1(names[p]));
        }
        shoot(QStringLiteral("new-game-6-players"));
        click(item(QStringLiteral("goToSetup")));
        QTest::qWait(50);
        QCOMPARE(m_game->session()->stage(), QStringLiteral("deal"));
        QCOMPARE(int(m_game->session()->state().playerCount), 6);
        QCOMPARE(m_game->session()->state().ruleset, af::Ruleset::EditionX);
        QCOMPARE(m_game->session()->state().players[4].color, af::Color::Purple);
        QCOMPARE(m_game->session()->state().players[5].color, af::Color::White);
        QCOMPARE(m_game->session()->record().players[5].name, QStringLiteral("Fay"));
        shoot(QStringLiteral("setup-guide-6-players"));
        QVERIFY(m_game->session()->play(json(R"({"type": "deal", "display": ["stasis-beam", "data-crystal", "plasma-cannon"],
            "hands": ["booster-pod", "temporal-warper", "orbital-teleporter", "gravity-manipulator", "polarity-device",
                      "resource-cache"]})")));
        // Blue's, Green's and Purple's colonies already on the Hub's circle 2 (a game in progress).
        QCOMPARE(m_game->session()->stage(), QStringLiteral("roll"));
        keys(QStringLiteral("124"));
        QTest::keyClick(m_window, Qt::Key_Return);
        QTest::qWait(10);
        QCOMPARE(m_game->session()->stage(), QStringLiteral("main"));
        keys(QStringLiteral("1h"));
        QCOMPARE(m_game->session()->state().players[0].hubCircle, 1);
        keys(QStringLiteral("2s"));
        QCOMPARE(m_game->session()->state().ships[1].facility, af::Facility::SolarConverter);
        shoot(QStringLiteral("six-players-turn"));
        keys(QStringLiteral("4l"));
        QCOMPARE(m_game->session()->state().ships[2].facility, af::Facility::LunarMine);
        keys(QStringLiteral("e"));
        QCOMPARE(m_game->session()->currentSeat(), 1);
        // Blue, Green and Yellow start colonies on circle 1 too: each takes another track. Circle 1 is then taken
        // on all 4 tracks, so Purple's single ship is refused and two ships start its colony on circle 2.
        const auto dock = [&](const QString &facility, const QStringList &ships) {
            return m_game->session()->play(QJsonObject{{QStringLiteral("type"), QStringLiteral("dock")},
                                            {QStringLiteral("facility"), facility},
                                            {QStringLiteral("ships"), QJsonArray::fromStringList(ships)}});
        };
        for (const QString &c : {QStringLiteral("blue"), QStringLiteral("green"), QStringLiteral("yellow"),
                                QStringLiteral("purple")}) {
            QVERIFY(m_game->session()->play(json(R"({"type": "roll", "values": [2, 2, 5]})")));
            if (c == QLatin1String("purple")) {
                QVERIFY(!dock(QStringLiteral("colonist-hub"), {c + QStringLiteral("-1")}));
                QVERIFY(dock(QStringLiteral("colonist-hub"), {c + QStringLiteral("-1"), c + QStringLiteral("-2")}));
            } else {
                QVERIFY(dock(QStringLiteral("colonist-hub"), {c + QStringLiteral("-1")}));
                QVERIFY(dock(QStringLiteral("solar-converter"), {c + QStringLiteral("-2")}));
            }
            QVERIFY(dock(QStringLiteral("solar-converter"), {c + QStringLiteral("-3")}));
            QVERIFY(m_game->session()->play(json(R"({"type": "end-turn"})")));
        }
        for (int p = 0; p < 4; ++p) {
            QCOMPARE(m_game->session()->state().players[p].hubCircle, 1);
            QCOMPARE(m_game->session()->state().players[p].hubTrack, p);
        }
        QCOMPARE(m_game->session()->state().players[4].hubCircle, 2);
        QCOMPARE(m_game->session()->state().players[4].hubTrack, 0);
        keys(QStringLiteral("355"));
        QTest::keyClick(m_window, Qt::Key_Return);
        QTest::qWait(10);
        QCOMPARE(m_game->session()->currentSeat(), 5);
        shoot(QStringLiteral("six-players-in-progress"));
        for (const char *language : {"C", "de", "fr", "es", "it", "pl"}) {
            afapp::installTranslations(QString::fromLatin1(language));
            m_engine->retranslate();
            QVERIFY(QQuickTest::qWaitForPolish(m_window));
            QTest::qWait(50);
            for (int p = 0; p < 6; ++p) {
                QQuickItem *card = item(QStringLiteral("playerCard-%1").arg(p));
                QVERIFY(card);
                QVERIFY2(sceneRect(card).bottom() <= m_window->height(), qPrintable(QString::fromLatin1(language)));
                std::vector<QQuickItem *> todo{card};
                while (!todo.empty()) {
                    QQuickItem *it = todo.back();
                    todo.pop_back();
                    for (QQuickItem *child : it->childItems())
                        if (child->isVisible())
                            todo.push_back(child);
                    // A long name is elided by design (it has its own test); everything else must be whole.
                    if (it->inherits("QQuickText") && it->objectName() != QLatin1String("playerCardName"))
                        QVERIFY2(!it->property("truncated").toBool(),
                                 qPrintable(QStringLiteral("%1, player %2: '%3' is cut")
                                                .arg(QString::fromLatin1(language))
                                                .arg(p + 1)
                                                .arg(it->property("text").toString())));
                }
            }
            if (qstrcmp(language, "de") == 0)
                shoot(QStringLiteral("six-players-in-progress-de"));
        }
        afapp::installTranslations(QStringLiteral("C"));
        m_engine->retranslate();
    }


    // The factions module through the UI: chosen on the new-game page (agendas choosable, extra tech shown, not
    // choosable), the boards drawn at the table entered by clicks, the draft picked by clicks (the last seat
    // first), a docking at another player's board refused for want of the fee and then paid to the owner, and the
    // owner ability of Xeno Explorations used through its question.
    void aFactionGameThroughTheUi()
    {
        callWindow("openNewGame");
        QCOMPARE(m_window->property("page").toString(), QStringLiteral("newGame"));
        click(item(QStringLiteral("players2")));
        QVERIFY(item(QStringLiteral("diceDigital")));
        if (item(QStringLiteral("diceDigital"))->property("checked").toBool())
            click(item(QStringLiteral("diceTable")));
        QVERIFY(item(QStringLiteral("module-agendas")));
        QVERIFY(item(QStringLiteral("module-agendas"))->isEnabled());
        QVERIFY(item(QStringLiteral("module-extra-tech")));
        QVERIFY(item(QStringLiteral("module-extra-tech"))->isEnabled()); // every module is open to users
        click(item(QStringLiteral("module-factions")));
        QVERIFY(item(QStringLiteral("module-factions")));
        QVERIFY(item(QStringLiteral("module-factions"))->property("checked").toBool());
        shoot(QStringLiteral("new-game-modules"));
        click(item(QStringLiteral("goToSetup")));
        QTest::qWait(50);
        QCOMPARE(m_game->session()->stage(), QStringLiteral("board-draw"));
        QCOMPARE(int(m_game->session()->state().playerCount), 2);
        // The turn panel says what the table does during the draft: draw 3 boards, then who picks.
        QVERIFY(item(QStringLiteral("turnPrompt")));
        QVERIFY(item(QStringLiteral("turnPrompt"))->property("text").toString().contains(QLatin1String("3")));

        // Three boards drawn at the table; the confirmation waits for the third.
        for (const char *board : {"brethren-of-the-stars", "xeno-explorations-inc"})
            click(item(QStringLiteral("drawn-%1").arg(QLatin1String(board))));
        QVERIFY(item(QStringLiteral("confirmBoards")));
        QVERIFY(!item(QStringLiteral("confirmBoards"))->isEnabled());
        click(item(QStringLiteral("drawn-corex-conglomerated")));
        click(item(QStringLiteral("confirmBoards")));
        QCOMPARE(m_game->session()->stage(), QStringLiteral("board-pick"));
        QCOMPARE(m_game->session()->currentSeat(), 1);
        QVERIFY(item(QStringLiteral("turnPrompt")));
        QVERIFY(item(QStringLiteral("turnPrompt"))->property("text").toString().contains(m_game->session()->playerName(1)));
        shoot(QStringLiteral("faction-draft"));
        click(item(QStringLiteral("pick-corex-conglomerated")));
        QCOMPARE(m_game->session()->currentSeat(), 0);
        click(item(QStringLiteral("pick-xeno-explorations-inc")));
        QCOMPARE(m_game->session()->stage(), QStringLiteral("deal"));
        QCOMPARE(int(m_game->session()->state().factions.board[0]), int(af::Faction::XenoExplorationsInc));
        QCOMPARE(int(m_game->session()->state().factions.board[1]), int(af::Faction::CorexConglomerated));
        // The setup guide's factions step: the boards taken and the REV on Burroughs Desert.
        QVERIFY(item(QStringLiteral("factionSetupStep")));
        const QString factionStep = item(QStringLiteral("factionSetupStep"))->property("body").toString();
        QVERIFY2(factionStep.contains(QLatin1String("Corex Conglomerated")) &&
                     factionStep.contains(QLatin1String("Xeno Explorations")) &&
                     factionStep.contains(QLatin1String("Burroughs Desert")),
                 qPrintable(factionStep));
        shoot(QStringLiteral("setup-guide-factions"));
        QVERIFY(m_game->session()->play(json(R"({"type": "deal", "display": ["stasis-beam", "data-crystal", "plasma-cannon"],
            "hands": ["booster-pod", "temporal-warper"]})")));
        keys(QStringLiteral("661"));
        QTest::keyClick(m_window, Qt::Key_Return);
        QTest::qWait(10);
        QCOMPARE(m_game->session()->stage(), QStringLiteral("main"));

        // Ada has no fuel for the fee and cost at Brook's board: refused, with the reason.
        keys(QStringLiteral("1"));
        click(item(QStringLiteral("port-corex-conglomerated")));
        QVariantMap message = m_game->session()->message().toMap();
        QCOMPARE(message.value(QStringLiteral("kind")).toString(), QStringLiteral("refusal"));
        QVERIFY(!message.value(QStringLiteral("text")).toString().isEmpty());
        QCOMPARE(m_game->session()->state().ships[2].place, af::Place::Fleet);
        shoot(QStringLiteral("faction-docking-refused"));

        // The two 6s at the Solar Converter give 6 fuel; then the 1 docks at Brook's board: 1 fuel of fee to Brook,
        // Corex's 2 fuel to the supply.
        QTest::keyClick(m_window, Qt::Key_Escape);
        keys(QStringLiteral("6s6s"));
        QCOMPARE(int(m_game->session()->state().players[0].fuel), 6);
        const int brookFuel = m_game->session()->state().players[1].fuel;
        keys(QStringLiteral("1"));
        click(item(QStringLiteral("port-corex-conglomerated")));
        QCOMPARE(m_game->session()->state().ships[2].place, af::Place::Docked);
        QCOMPARE(m_game->session()->state().ships[2].facility, af::boardFacility(af::Faction::CorexConglomerated));
        QCOMPARE(int(m_game->session()->state().players[1].fuel), brookFuel + 1);
        QCOMPARE(int(m_game->session()->state().players[0].fuel), 3);

        // The board's rule link opens its entry in the rules reference.
        click(item(QStringLiteral("rule-corex-conglomerated")));
        QTest::qWait(50);
        QVERIFY(item(QStringLiteral("rulesReference")));
        QCOMPARE(item(QStringLiteral("rulesReference"))->property("currentId").toString(),
                 QStringLiteral("faction:corex-conglomerated"));
        shoot(QStringLiteral("rules-faction-entry"));
        click(item(QStringLiteral("closeRules")));
        QTest::qWait(50);

        // Xeno's owner ability: 1 fuel, the REV moves to a territory next to Burroughs Desert.
        click(item(QStringLiteral("ability-xeno-explorations-inc")));
        QTest::qWait(50);
        shoot(QStringLiteral("faction-owner-ability"));
        click(item(QStringLiteral("choice-lem-badlands")));
        QCOMPARE(int(m_game->session()->state().factions.rev), int(af::Territory::LemBadlands));
        QCOMPARE(int(m_game->session()->state().players[0].fuel), 2);
        QVERIFY(item(QStringLiteral("ability-xeno-explorations-inc")));
        QVERIFY(!item(QStringLiteral("ability-xeno-explorations-inc"))->property("available").toBool());
        shoot(QStringLiteral("faction-after-ability"));
    }

    void endOfGame()
    {
        QVERIFY(m_game->files()->openFrom(writeFinishedGame(m_data.path())));
        QCOMPARE(m_game->session()->stage(), QStringLiteral("game-over"));
        QTest::qWait(100);
        shoot(QStringLiteral("game-over"));
    }

    // The game over page shows the score over time; the play page has it in a tab beside the log.
    void theScoreChartOnTheGameOverPageAndBesideTheLog()
    {
        QObject *gameOver = m_window->findChild<QObject *>(QStringLiteral("gameOverView"));
        QVERIFY(gameOver && gameOver->property("opened").toBool());
        QQuickItem *chart = item(QStringLiteral("scoreChart"));
        QVERIFY(chart);
        QTRY_COMPARE(chart->property("count").toInt(), 2 * 3); // a line and its markers per player
        QMetaObject::invokeMethod(gameOver, "close");
        QTRY_VERIFY(!gameOver->property("opened").toBool());

        // A long game: 1,251 moves by 6 players (longer than the 865-move 4-player game of the app benchmark).
        QVERIFY(m_game->files()->openFrom(QStringLiteral(AF_GOLDEN_DIR "/game-6p-digital.json")));
        QTRY_VERIFY(gameOver->property("opened").toBool());
        QMetaObject::invokeMethod(gameOver, "close");
        QTRY_VERIFY(!gameOver->property("opened").toBool());
        QTest::qWait(200);
        int turns = 0;
        {
            StallMeter meter;
            click(item(QStringLiteral("scoreChartTab")));
            QTRY_VERIFY(item(QStringLiteral("scoreChart")));
            QTest::qWait(400);
            turns = m_game->chart()->property("turns").toList().size();
            qInfo("score chart of a %d-move game (%d points): longest event-loop stall %.1f ms (processor time %.1f ms)",
                  int(m_game->session()->record().actions.size()), turns, meter.worstMs(), meter.worstCpuMs());
            QVERIFY2(meter.worstMs() < 500, "the chart took far too long to draw");
            // The target (no frame dropped) in processor time, which the machine's load does not stretch.
            QVERIFY2(meter.worstCpuMs() < 16, "the chart's longest piece of work takes a frame or more");
        }
        QVERIFY(turns > 100);
        QVERIFY(item(QStringLiteral("scoreChart")));
        QCOMPARE(item(QStringLiteral("scoreChart"))->property("count").toInt(), 2 * 6);
        shoot(QStringLiteral("score-chart-6-players"));
        click(item(QStringLiteral("chartKind-fuel")));
        shoot(QStringLiteral("score-chart-fuel"));
        // The picture the export button saves.
        const QString png = m_data.filePath(QStringLiteral("chart.png"));
        QVERIFY(item(QStringLiteral("scoreChart")));
        QQuickItem *view = item(QStringLiteral("scoreChart"))->parentItem();
        QVERIFY(QMetaObject::invokeMethod(view, "savePicture", Q_ARG(QVariant, png)));
        QTRY_VERIFY(QFile::exists(png));
        QVERIFY(!QImage(png).isNull());
    }

    // The chart beside the log keeps following the games after the game-over page's own chart came and went: a new
    // game's chart, not the previous game's.
    void theScoreChartTabFollowsANewGame()
    {
        click(item(QStringLiteral("scoreChartTab")));
        QTRY_VERIFY(item(QStringLiteral("scoreChart")));
        QObject *gameOver = m_window->findChild<QObject *>(QStringLiteral("gameOverView"));
        QVERIFY(gameOver);
        QVERIFY(QMetaObject::invokeMethod(gameOver, "open"));
        QTRY_VERIFY(gameOver->property("opened").toBool());
        QTest::qWait(200);
        QVERIFY(QMetaObject::invokeMethod(gameOver, "close"));
        QTRY_VERIFY(!gameOver->property("opened").toBool());
        QTest::qWait(200);
        QVERIFY(item(QStringLiteral("scoreChart")));
        QVERIFY(m_game->chart()->active());
        const int playersBefore = m_game->chart()->property("players").toList().size();
        QVariantMap two = fourPlayers();
        two[QStringLiteral("players")] = two.value(QStringLiteral("players")).toList().mid(0, 2);
        QCOMPARE(m_game->session()->newGame(two), QString());
        QVERIFY(playersBefore != 2);
        QTRY_COMPARE(m_game->chart()->property("players").toList().size(), 2);
        QCOMPARE(m_game->chart()->property("turns").toList().size(), 1);
    }

    // The games stored so far (the finished games opened above) on the statistics page.
    void theStatisticsPage()
    {
        {
            StallMeter meter;
            m_window->setProperty("requestedPage", QStringLiteral("statistics"));
            QTRY_VERIFY(item(QStringLiteral("gamesPlayedLabel")));
            QTest::qWait(200);
            qInfo("statistics page: longest event-loop stall %.1f ms (processor time %.1f ms)", meter.worstMs(),
                  meter.worstCpuMs());
        }
        // (Games replaced mid-game by the tests before, when run, are there too, given up.)
        QVERIFY(item(QStringLiteral("gamesPlayedLabel")));
        const QString played = item(QStringLiteral("gamesPlayedLabel"))->property("text").toString();
        QVERIFY2(played.startsWith(QStringLiteral("2 games finished · ")), qPrintable(played));
        // The closest game, 6 players, is shown whole (wrapped in the column, not cut at its edge).
        QQuickItem *closest = item(QStringLiteral("closestGameLabel"));
        QVERIFY(closest);
        QVERIFY(!closest->property("truncated").toBool());
        QVERIFY(closest->property("lineCount").toInt() >= 1);
        QVERIFY(sceneRect(closest).right() <= m_window->width());
        shoot(QStringLiteral("statistics"));

        // The list: one row per stored game, newest first (the 6-player game just charted).
        StoredGamesModel *stored = m_game->history()->games();
        QVERIFY(item(QStringLiteral("gameList")));
        QCOMPARE(item(QStringLiteral("gameList"))->property("count").toInt(), stored->rowCount());
        QCOMPARE(stored->game(0).value(QStringLiteral("players")).toList().size(), 6);

        // The history as CSV, as the export button writes it once its dialog has a file name: a header, then a
        // line per player of every game listed.
        const QString csvPath = m_data.filePath(QStringLiteral("games.csv"));
        QCOMPARE(m_game->history()->exportCsvTo(csvPath, {}), QString());
        QFile csv(csvPath);
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(csv.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        int playerLines = 0;
        for (int row = 0; row < stored->rowCount(); ++row)
            playerLines += stored->game(row).value(QStringLiteral("players")).toList().size();
        QCOMPARE(lines.size(), 1 + playerLines);
        QVERIFY(lines.constFirst().startsWith(QStringLiteral("game,finished_at,outcome,")));
        QVERIFY(lines.at(1).contains(QStringLiteral(",finished,")));
        // A file that cannot be written is reported.
        QVERIFY(!m_game->history()->exportCsvTo(m_data.filePath(QStringLiteral("no-such-folder/games.csv")), {}).isEmpty());

        // Open a past game (the finished one before the 6-player game) from the list and step through it.
        int other = -1;
        for (int row = 0; row < stored->rowCount() && other < 0; ++row) {
            const QVariantMap game = stored->game(row);
            if (game.value(QStringLiteral("outcome")).toString() == QLatin1String("finished") &&
                game.value(QStringLiteral("players")).toList().size() != 6)
                other = row;
        }
        QVERIFY(other >= 0);
        const QVariantMap pastGame = stored->game(other);
        QQuickItem *openButton = item(QStringLiteral("openStoredGame-%1").arg(other));
        QVERIFY(openButton);
        click(openButton);
        QTRY_VERIFY(!item(QStringLiteral("gameList")));
        const QList<afrecord::PlayerInfo> seats = m_game->session()->record().players;
        const QVariantList storedPlayers = pastGame.value(QStringLiteral("players")).toList();
        QCOMPARE(seats.size(), storedPlayers.size());
        for (int seat = 0; seat < seats.size(); ++seat)
            QCOMPARE(seats.at(seat).name, storedPlayers.at(seat).toMap().value(QStringLiteral("name")).toString());
        QCOMPARE(m_game->session()->stage(), QStringLiteral("game-over"));
        QObject *gameOver = m_window->findChild<QObject *>(QStringLiteral("gameOverView"));
        QTRY_VERIFY(gameOver->property("opened").toBool());
        QMetaObject::invokeMethod(gameOver, "close");
        QTRY_VERIFY(!gameOver->property("opened").toBool());
        const int lastStep = m_game->session()->property("actionCount").toInt();
        QVERIFY(lastStep > 2);
        QTRY_COMPARE(m_window->property("page").toString(), QStringLiteral("play"));
        QTRY_VERIFY(item(QStringLiteral("undoButton")) && item(QStringLiteral("undoButton"))->isEnabled());
        click(item(QStringLiteral("undoButton")));
        QTRY_VERIFY(m_game->session()->property("actionCount").toInt() < lastStep);
        click(item(QStringLiteral("undoButton")));
        QTRY_VERIFY(m_game->session()->property("actionCount").toInt() < lastStep - 1);
        QVERIFY(m_game->session()->stage() != QStringLiteral("game-over"));
        click(item(QStringLiteral("redoButton")));
        QTRY_VERIFY(m_game->session()->property("actionCount").toInt() == lastStep - 1);
        click(item(QStringLiteral("redoButton")));
        QTRY_COMPARE(m_game->session()->property("actionCount").toInt(), lastStep);
        QCOMPARE(m_game->session()->stage(), QStringLiteral("game-over"));
        // Stepping through a stored game stores nothing more.
        QTRY_VERIFY(gameOver->property("opened").toBool());
        QMetaObject::invokeMethod(gameOver, "close");
        QTRY_VERIFY(!gameOver->property("opened").toBool());
        m_window->setProperty("requestedPage", QStringLiteral("statistics"));
        QTRY_VERIFY(item(QStringLiteral("gameList")));
        QVERIFY(item(QStringLiteral("gamesPlayedLabel")));
        QCOMPARE(item(QStringLiteral("gamesPlayedLabel"))->property("text").toString(), played);

        // A history of 1,000 games (random, stored beforehand) opens quickly.
        QTemporaryDir many;
        fillHistory(many.path(), 1000);
        m_window->setProperty("requestedPage", QString());
        m_game->files()->setDataDir(many.path());
        {
            QElapsedTimer asking;
            asking.start();
            const qint64 cpu = threadCpuNs();
            m_game->history()->statistics({});
            qInfo("statistics over 1000 games, C++ side: %.1f ms (processor time %.1f ms)", asking.nsecsElapsed() / 1e6,
                  (threadCpuNs() - cpu) / 1e6);
        }
        {
            // From asking for the page to the first frame that shows it.
            StallMeter meter;
            QSignalSpy frames(m_window, &QQuickWindow::frameSwapped);
            QElapsedTimer opening;
            opening.start();
            const qint64 cpu = threadCpuNs();
            m_window->setProperty("requestedPage", QStringLiteral("statistics"));
            QTRY_VERIFY(item(QStringLiteral("gameList")));
            frames.clear();
            QVERIFY(frames.wait(5000));
            const double openedMs = opening.nsecsElapsed() / 1e6;
            const double openedCpuMs = (threadCpuNs() - cpu) / 1e6;
            QTest::qWait(300);
            qInfo("statistics page over 1000 games: shown after %.1f ms (processor time %.1f ms); longest event-loop "
                  "stall %.1f ms (processor time %.1f ms)",
                  openedMs, openedCpuMs, meter.worstMs(), meter.worstCpuMs());
            QVERIFY2(meter.worstMs() < 2000, "the statistics page took far too long");
            QVERIFY2(openedCpuMs < 200, "the statistics page over 1,000 games takes 200 ms or more to open");
            QVERIFY(item(QStringLiteral("gameList")));
            QCOMPARE(item(QStringLiteral("gameList"))->property("count").toInt(), 1000);
        }
        QVERIFY(item(QStringLiteral("gamesPlayedLabel")));
        QCOMPARE(item(QStringLiteral("gamesPlayedLabel"))->property("text").toString(),
                 QStringLiteral("1000 games finished · 0 games given up"));
        shoot(QStringLiteral("statistics-1000-games"));
        m_window->setProperty("requestedPage", QString());
        m_game->files()->setDataDir(m_data.path());
    }

    // The agendas module at the table: the cards dealt face down, then a reveal picked from the cards the engine says could be revealed now; an Orbital Market
    // pair draws agenda cards instead of trading, and the card above the limit is discarded.
    void anAgendaIsRevealedAtTheTable()
    {
        QVariantMap setup = fourPlayers();
        setup[QStringLiteral("players")] = setup.value(QStringLiteral("players")).toList().mid(0, 2);
        setup[QStringLiteral("modules")] = QStringList{QStringLiteral("agendas")};
        QCOMPARE(m_game->session()->newGame(setup), QString());
        QCOMPARE(m_game->session()->stage(), QStringLiteral("agenda-deal"));
        QVERIFY(item(QStringLiteral("agendaSetupStep")));
        click(item(QStringLiteral("agendasDealtButton")));
        QCOMPARE(m_game->session()->stage(), QStringLiteral("deal"));
        QCOMPARE(int(m_game->session()->state().agendas.hands[0].unknownFaceDown), 2);
        QVERIFY(m_game->session()->play(json(R"({"type": "deal", "display": ["stasis-beam", "data-crystal", "plasma-cannon"],
            "hands": ["booster-pod", "temporal-warper"]})")));
        keys(QStringLiteral("666"));
        QTest::keyClick(m_window, Qt::Key_Return);
        QTest::qWait(10);
        QCOMPARE(m_game->session()->stage(), QStringLiteral("main"));
        QVERIFY(!item(QStringLiteral("agendaReveal")));
        // Three 6s fill the three usable ports of the Lunar Mine (2 players): agenda #18's in-game side is met.
        keys(QStringLiteral("6l6l6l"));
        QCOMPARE(int(m_game->session()->state().players[0].ore), 3);
        click(item(QStringLiteral("agendaReveal")));
        QTest::qWait(50);
        QVERIFY(item(QStringLiteral("agendaChoice-fill-lunar-mine")));
        shoot(QStringLiteral("agenda-reveal-choice"));
        click(item(QStringLiteral("agendaChoice-fill-lunar-mine")));
        const af::AgendaHand &ada = m_game->session()->state().agendas.hands[0];
        QVERIFY(ada.revealed & af::agendaBit(af::Agenda::FillLunarMine));
        QCOMPARE(int(ada.unknownFaceDown), 1);
        QCOMPARE(m_game->players()->seats().toList().value(0).toMap().value(QStringLiteral("score")).toMap()
                     .value(QStringLiteral("agendas")).toInt(), 1);
        QVERIFY(item(QStringLiteral("agendaLine")));
        const QString line = item(QStringLiteral("agendaLine"))->property("text").toString();
        QVERIFY2(line.contains(QLatin1String("Agenda 18")) && line.contains(QLatin1String("1 VP")), qPrintable(line));
        shoot(QStringLiteral("agenda-revealed"));

        // Brook's pair of 4s at the Orbital Market draws agenda cards instead of trading: 4 cards, one above the
        // limit, discarded face down.
        QVERIFY(m_game->session()->play(json(R"({"type": "end-turn"})")));
        keys(QStringLiteral("441"));
        QTest::keyClick(m_window, Qt::Key_Return);
        QTest::qWait(10);
        keys(QStringLiteral("44m"));
        QTest::qWait(50);
        QTest::keyClick(m_window, Qt::Key_Escape); // the pair's trade question, if any, is not what we do
        click(item(QStringLiteral("drawAgendasButton")));
        QCOMPARE(m_game->session()->stage(), QStringLiteral("agenda-draw"));
        click(item(QStringLiteral("agendasDealtButton")));
        QCOMPARE(int(m_game->session()->state().agendas.hands[1].unknownFaceDown), 4);
        click(item(QStringLiteral("agendaDiscard")));
        QTest::qWait(50);
        click(item(QStringLiteral("agendaChoice-unnamed")));
        QCOMPARE(int(m_game->session()->state().agendas.hands[1].unknownFaceDown), 3);
    }

    // Digital agendas: the app deals; a player looks at her cards behind a cover screen that names only her.
    void agendasArePrivateInDigitalMode()
    {
        QVariantMap setup = fourPlayers();
        setup[QStringLiteral("players")] = setup.value(QStringLiteral("players")).toList().mid(0, 2);
        setup[QStringLiteral("modules")] = QStringList{QStringLiteral("agendas")};
        setup[QStringLiteral("dice")] = QStringLiteral("digital");
        setup[QStringLiteral("seed")] = QStringLiteral("11");
        QCOMPARE(m_game->session()->newGame(setup), QString());
        click(item(QStringLiteral("chanceButton")));
        QCOMPARE(m_game->session()->stage(), QStringLiteral("deal"));
        click(item(QStringLiteral("chanceButton")));
        QCOMPARE(m_game->session()->stage(), QStringLiteral("roll"));
        click(item(QStringLiteral("agendaLook")));
        QTest::qWait(50);
        QVERIFY(item(QStringLiteral("agendaLookTitle")));
        const QString cover = item(QStringLiteral("agendaLookTitle"))->property("text").toString();
        QVERIFY2(cover.startsWith(QLatin1String("Hand the screen to")) && cover.contains(QLatin1String("Ada")),
                 qPrintable(cover));
        shoot(QStringLiteral("agenda-private-look-cover"));
        click(item(QStringLiteral("agendaLookNext")));
        QVERIFY(item(QStringLiteral("agendaLookTitle")));
        QVERIFY(item(QStringLiteral("agendaLookTitle"))->property("text").toString().endsWith(QLatin1String("'s agenda cards")));
        QCOMPARE(m_game->agendas()->hand(0).size(), 2);
        shoot(QStringLiteral("agenda-private-look-cards"));
        click(item(QStringLiteral("agendaLookNext")));
        QVERIFY(item(QStringLiteral("agendaLookTitle")));
        QVERIFY(!item(QStringLiteral("agendaLookTitle"))->property("text").toString().contains(QLatin1String("Ada")));
        click(item(QStringLiteral("agendaLookNext")));
        QTest::qWait(50);
        QVERIFY(!item(QStringLiteral("agendaLookTitle")));
    }

    // The game over page of a whole digital game with agendas: the revealed cards in each player's breakdown.
    void gameOverWithAgendas()
    {
        const afrecord::GameRecord record = finishedGame(af::moduleBit(af::Module::Agendas));
        QString error;
        QVERIFY2(m_game->session()->loadRecord(record, &error), qPrintable(error));
        QCOMPARE(m_game->session()->stage(), QStringLiteral("game-over"));
        int revealed = 0;
        for (int p = 0; p < 3; ++p)
            revealed += std::popcount(m_game->session()->state().agendas.hands[p].revealed);
        QVERIFY(revealed > 0);
        QTest::qWait(100);
        shoot(QStringLiteral("game-over-agendas"));
        QObject *gameOver = m_window->findChild<QObject *>(QStringLiteral("gameOverView"));
        QVERIFY(gameOver);
        QVERIFY(QMetaObject::invokeMethod(gameOver, "close"));
    }

    // A table-mode game that ends with agenda cards face down and unnamed: the game-over page says reveals are
    // still asked for; a player reveals, through her card, one of the cards the engine lists (an end-game side that
    // holds, X-28), and the page, opened again, counts it in her breakdown.
    void endGameAgendaRevealsAtTheTable()
    {
        const afrecord::GameRecord record = finishedGame(af::moduleBit(af::Module::Agendas), afrecord::DiceMode::Table);
        QString error;
        QVERIFY2(m_game->session()->loadRecord(record, &error), qPrintable(error));
        QCOMPARE(m_game->session()->stage(), QStringLiteral("game-over"));
        QVERIFY(m_game->agendas()->endGameRevealsLeft());
        QTest::qWait(100);
        QVERIFY(item(QStringLiteral("endGameRevealsNote")));
        // No winner is named while a reveal can still change the order.
        QVERIFY(item(QStringLiteral("gameOverTitle")));
        QCOMPARE(item(QStringLiteral("gameOverTitle"))->property("text").toString(),
                 QStringLiteral("Game over: the ranking is not final yet"));
        shoot(QStringLiteral("game-over-agenda-reveals-asked"));
        click(item(QStringLiteral("revealAgendasFirst")));
        QTest::qWait(100);
        QVERIFY(!item(QStringLiteral("endGameRevealsNote")));
        QVERIFY(item(QStringLiteral("turnPrompt")));
        const QString prompt = item(QStringLiteral("turnPrompt"))->property("text").toString();
        QVERIFY2(prompt.contains(QLatin1String("end-game goal")), qPrintable(prompt));

        // The engine's list of end-game reveals of the first seat that has some: exactly what her card offers.
        int seat = -1;
        QStringList engineCards;
        for (const af::Action &a : m_game->session()->legal())
            if (const auto *r = std::get_if<af::RevealAgenda>(&a); r && r->endGame && (seat < 0 || r->player == seat)) {
                seat = r->player;
                engineCards << QString::fromUtf8(af::toId(r->card).data(), int(af::toId(r->card).size()));
            }
        QVERIFY(seat >= 0);
        const af::AgendaHand before = m_game->session()->state().agendas.hands[seat];
        QVERIFY(before.unknownFaceDown > 0);
        const QString card = QStringLiteral("playerCard-%1").arg(seat);
        click(itemIn(card, QStringLiteral("agendaReveal")));
        QTest::qWait(50);
        for (const QString &id : engineCards)
            QVERIFY2(item(QStringLiteral("agendaChoice-") + id), qPrintable(id));
        shoot(QStringLiteral("game-over-agenda-reveal-choice"));
        click(item(QStringLiteral("agendaChoice-") + engineCards.first()));
        QTest::qWait(100);
        const af::AgendaHand &after = m_game->session()->state().agendas.hands[seat];
        const af::Agenda revealed = *af::fromId<af::Agenda>(engineCards.first().toStdString());
        QVERIFY(after.revealed & af::agendaBit(revealed));
        QCOMPARE(int(after.unknownFaceDown), before.unknownFaceDown - 1);
        const int agendaVp = std::popcount(after.revealed);
        QCOMPARE(m_game->players()->seats().toList().value(seat).toMap().value(QStringLiteral("score")).toMap()
                     .value(QStringLiteral("agendas")).toInt(), agendaVp);

        // The game-over page opens again with the reveal in the player's breakdown.
        QVERIFY(item(QStringLiteral("breakdown-%1").arg(seat)));
        const QString breakdown = item(QStringLiteral("breakdown-%1").arg(seat))->property("text").toString();
        QVERIFY2(breakdown.contains(QStringLiteral("agendas %1").arg(agendaVp)), qPrintable(breakdown));
        shoot(QStringLiteral("game-over-agenda-revealed"));
        // The score chart ends with the final score, the reveal included (the legend shows its last point).
        const QVariantList vp = m_game->chart()->property("players").toList().value(seat).toMap()
                                    .value(QStringLiteral("vp")).toList();
        QVERIFY(!vp.isEmpty());
        QCOMPARE(vp.last().toInt(), af::score(m_game->session()->state(), seat).total());
        QObject *gameOver = m_window->findChild<QObject *>(QStringLiteral("gameOverView"));
        QVERIFY(gameOver);
        QVERIFY(QMetaObject::invokeMethod(gameOver, "close"));
        QTRY_VERIFY(!gameOver->property("opened").toBool());
        QTest::qWait(100);

        // A player whose face-down cards meet no end-game goal says so: her reveals are no longer asked for; once
        // every player has revealed or said so, the ranking is final.
        for (int p = 0; p < 3; ++p) {
            if (m_game->agendas()->seats().toList().value(p).toMap().value(QStringLiteral("reveals")).toList().isEmpty())
                continue;
            click(itemIn(QStringLiteral("playerCard-%1").arg(p), QStringLiteral("agendaReveal")));
            QTest::qWait(50);
            click(item(QStringLiteral("agendaRevealsDone")));
            QTest::qWait(50);
            QVERIFY(m_game->agendas()->seats().toList().value(p).toMap().value(QStringLiteral("reveals")).toList().isEmpty());
            // Said in the record, so that it lasts (X-28).
            const auto *done = std::get_if<af::EndGameRevealsDone>(&m_game->session()->record().actions.back());
            QVERIFY(done && done->player == p);
            // The game-over page opens again after the move, as after a reveal.
            if (gameOver->property("opened").toBool()) {
                QVERIFY(QMetaObject::invokeMethod(gameOver, "close"));
                QTRY_VERIFY(!gameOver->property("opened").toBool());
                QTest::qWait(50);
            }
        }
        QVERIFY(!m_game->agendas()->endGameRevealsLeft());
        // The history has the game with the reveal in its scores: stored again after the end (newest row).
        QTRY_VERIFY([&] {
            afhistory::HistoryDatabase db;
            if (!db.open(m_game->history()->path(), afhistory::HistoryDatabase::Repair::MoveAside))
                return false;
            const QList<afhistory::StoredGame> games = db.games();
            return !games.isEmpty() && games.first().players.value(seat).agendas == agendaVp;
        }());
        QVERIFY(item(QStringLiteral("turnPrompt")));
        const QString over = item(QStringLiteral("turnPrompt"))->property("text").toString();
        QVERIFY2(!over.contains(QLatin1String("end-game goal")), qPrintable(over));
        QVERIFY(item(QStringLiteral("gameOverOutcome")));
        const QString outcome = item(QStringLiteral("gameOverOutcome"))->property("text").toString();
        QVERIFY2(outcome.contains(QLatin1String(" wins with ")) || outcome.startsWith(QLatin1String("Shared victory")),
                 qPrintable(outcome));

        // The record read again: the ranking stays final, nothing is asked again.
        QVERIFY(QMetaObject::invokeMethod(gameOver, "close"));
        QTRY_VERIFY(!gameOver->property("opened").toBool());
        const afrecord::GameRecord played = m_game->session()->record();
        QVERIFY2(m_game->session()->loadRecord(played, &error), qPrintable(error));
        QTest::qWait(100);
        QVERIFY(!m_game->agendas()->endGameRevealsLeft());
        QVERIFY(!item(QStringLiteral("endGameRevealsNote")));
        QVERIFY(item(QStringLiteral("gameOverTitle")));
        QVERIFY(item(QStringLiteral("gameOverTitle"))->property("text").toString() !=
                QStringLiteral("Game over: the ranking is not final yet"));
        if (gameOver->property("opened").toBool())
            QVERIFY(QMetaObject::invokeMethod(gameOver, "close"));
    }

    // Factions and agendas at the table: Brook takes Prophets of the Artifact in the draft; Ada's 3 docks there (1
    // fuel to Brook), the table draws her 3 agenda cards, and her card asks her to discard two of them to keep one
    // (X-17) before anything else; then her turn goes on.
    void aProphetsDockingKeepsOneAgendaCard()
    {
        QVariantMap setup = fourPlayers();
        setup[QStringLiteral("players")] = setup.value(QStringLiteral("players")).toList().mid(0, 2);
        setup[QStringLiteral("modules")] = QStringList{QStringLiteral("factions"), QStringLiteral("agendas")};
        QCOMPARE(m_game->session()->newGame(setup), QString());
        QCOMPARE(m_game->session()->stage(), QStringLiteral("board-draw"));
        for (const char *board : {"prophets-of-the-artifact", "corex-conglomerated", "terran-exchange"})
            click(item(QStringLiteral("drawn-%1").arg(QLatin1String(board))));
        click(item(QStringLiteral("confirmBoards")));
        QCOMPARE(m_game->session()->stage(), QStringLiteral("board-pick"));
        click(item(QStringLiteral("pick-prophets-of-the-artifact")));
        click(item(QStringLiteral("pick-corex-conglomerated")));
        QCOMPARE(int(m_game->session()->state().factions.board[1]), int(af::Faction::ProphetsOfTheArtifact));
        QCOMPARE(m_game->session()->stage(), QStringLiteral("agenda-deal"));
        click(item(QStringLiteral("agendasDealtButton")));
        QCOMPARE(m_game->session()->stage(), QStringLiteral("deal"));
        QVERIFY(m_game->session()->play(json(R"({"type": "deal", "display": ["stasis-beam", "data-crystal", "plasma-cannon"],
            "hands": ["booster-pod", "temporal-warper"]})")));
        keys(QStringLiteral("663"));
        QTest::keyClick(m_window, Qt::Key_Return);
        QTest::qWait(10);
        QCOMPARE(m_game->session()->stage(), QStringLiteral("main"));
        keys(QStringLiteral("6s"));
        const int brookFuel = m_game->session()->state().players[1].fuel;
        keys(QStringLiteral("3"));
        click(item(QStringLiteral("port-prophets-of-the-artifact")));
        QTest::qWait(50);
        QCOMPARE(int(m_game->session()->state().players[1].fuel), brookFuel + 1);
        QCOMPARE(m_game->session()->stage(), QStringLiteral("agenda-draw"));
        QCOMPARE(m_game->agendas()->drawFor(), QStringLiteral("prophets-docking"));
        QVERIFY(item(QStringLiteral("turnPrompt")));
        const QString drawPrompt = item(QStringLiteral("turnPrompt"))->property("text").toString();
        QVERIFY2(drawPrompt.contains(QLatin1String("Ada")) && drawPrompt.endsWith(QLatin1String(" draws 3 agenda cards.")),
                 qPrintable(drawPrompt));
        click(item(QStringLiteral("agendasDealtButton")));
        QTest::qWait(50);
        QCOMPARE(int(m_game->session()->state().agendas.hands[0].unknownFaceDown), 5);
        QCOMPARE(int(m_game->session()->state().agendas.keepOneDiscards), 2);
        // The log says who drew and how many, never which (they are secret), and never calls it the setup deal.
        HistoryModel *log = m_game->log();
        const QString entry = log->data(log->index(log->rowCount() - 1), HistoryModel::TextRole).toString();
        QVERIFY2(entry.contains(QLatin1String("Ada")) && entry.endsWith(QLatin1String(" draws 3 agenda cards.")),
                 qPrintable(entry));

        // Her card says why she discards; the choice says how many are left to discard.
        QVERIFY(itemIn(QStringLiteral("playerCard-0"), QStringLiteral("agendaDiscard")));
        QCOMPARE(itemIn(QStringLiteral("playerCard-0"), QStringLiteral("agendaDiscard"))->property("text").toString(),
                 QStringLiteral("Discard (keep one)"));
        QVERIFY(!itemIn(QStringLiteral("playerCard-1"), QStringLiteral("agendaDiscard")));
        QVERIFY(item(QStringLiteral("turnPrompt")));
        const QString prompt = item(QStringLiteral("turnPrompt"))->property("text").toString();
        QVERIFY2(prompt.contains(QLatin1String("Ada")) && prompt.contains(QLatin1String(" first discards agenda cards")),
                 qPrintable(prompt));
        shoot(QStringLiteral("prophets-keep-one"));
        for (int left = 2; left > 0; --left) {
            click(itemIn(QStringLiteral("playerCard-0"), QStringLiteral("agendaDiscard")));
            QTest::qWait(50);
            QVERIFY(item(QStringLiteral("agendaChoiceHelp")));
            const QString help = item(QStringLiteral("agendaChoiceHelp"))->property("text").toString();
            QVERIFY2(help.contains(QLatin1String("Prophets of the Artifact")) &&
                         help.contains(QStringLiteral("%1 still to discard").arg(left)),
                     qPrintable(help));
            if (left == 2)
                shoot(QStringLiteral("prophets-keep-one-choice"));
            click(item(QStringLiteral("agendaChoice-unnamed")));
            QTest::qWait(50);
        }
        const af::GameState &s = m_game->session()->state();
        QCOMPARE(int(s.agendas.hands[0].unknownFaceDown), 3);
        QCOMPARE(int(s.agendas.keepOneDiscards), 0);
        QVERIFY(!itemIn(QStringLiteral("playerCard-0"), QStringLiteral("agendaDiscard")));
        // Her turn goes on: the 6 left docks at the Solar Converter (3 fuel).
        const int fuel = s.players[0].fuel;
        keys(QStringLiteral("6s"));
        QCOMPARE(int(m_game->session()->state().players[0].fuel), fuel + 3);
    }

    // An extra alien tech card used through its question: the Chrono-Spike re-rolls the unplaced ship chosen.
    void anExtraTechCardIsUsed()
    {
        QVariantMap setup = fourPlayers();
        setup[QStringLiteral("players")] = setup.value(QStringLiteral("players")).toList().mid(0, 2);
        setup[QStringLiteral("modules")] = QStringList{QStringLiteral("extra-tech")};
        QCOMPARE(m_game->session()->newGame(setup), QString());
        QVERIFY(m_game->session()->play(json(R"({"type": "deal", "display": ["stasis-beam", "data-crystal", "plasma-cannon"],
            "hands": ["chrono-spike", "booster-pod"]})")));
        keys(QStringLiteral("136"));
        QTest::keyClick(m_window, Qt::Key_Return);
        QTest::qWait(10);
        QCOMPARE(m_game->session()->stage(), QStringLiteral("main"));
        const af::GameState &s = m_game->session()->state();
        int low = -1;
        for (int i = 0; i < af::kShipCount; ++i)
            if (s.ships[i].place == af::Place::Fleet && af::ownerOf(s, i) == 0 && s.ships[i].value == 1)
                low = i;
        QVERIFY(low >= 0);
        click(item(QStringLiteral("use-chrono-spike")));
        QTest::qWait(50);
        const QString ship = afrecord::Seats::of(s).ship(low);
        shoot(QStringLiteral("extra-card-question"));
        click(item(QStringLiteral("choice-") + ship));
        QCOMPARE(m_game->session()->stage(), QStringLiteral("reroll"));
        keys(QStringLiteral("5"));
        QTest::keyClick(m_window, Qt::Key_Return);
        QTest::qWait(10);
        QCOMPARE(m_game->session()->stage(), QStringLiteral("main"));
        QCOMPARE(int(m_game->session()->state().ships[low].value), 5);
        QVERIFY(m_game->session()->state().turn.cardsUsed & af::cardBit(af::Card::ChronoSpike));
        shoot(QStringLiteral("extra-card-used"));
    }

    // The Superconducting Grapple docks Ada's run beside Brook's at the full Raiders' Outpost (X-43). The engine lists
    // that docking without its raids; the raid is asked all the same, and Ada takes Brook's card.
    void aGrappleDockingAtTheRaidersOutpostRaids()
    {
        startExtraTechPosition("superconducting-grapple", [](af::GameState &s) {
            s.supplyFuel = static_cast<int16_t>(s.supplyFuel - (3 - s.players[0].fuel)); // tokens come from the supply
            s.players[0].fuel = 3;
            const uint32_t run = s.nextGroup++;
            int value = 4;
            for (int i = af::firstShipOf(1); i < af::firstShipOf(1) + af::kShipsPerColor && value <= 6; ++i) {
                if (s.ships[i].place == af::Place::Stock)
                    continue;
                s.ships[i].place = af::Place::Docked;
                s.ships[i].facility = af::Facility::RaidersOutpost;
                s.ships[i].value = static_cast<uint8_t>(value++);
                s.ships[i].group = run;
                s.ships[i].user = 1;
            }
        });
        if (QTest::currentTestFailed())
            return;
        QVERIFY(m_game->session()->play(json(R"({"type": "roll", "values": [1, 2, 3]})")));
        QCOMPARE(m_game->session()->stage(), QStringLiteral("main"));
        click(item(QStringLiteral("use-superconducting-grapple")));
        QTest::qWait(50);
        click(item(QStringLiteral("choice-raiders-outpost")));
        QTest::qWait(20);
        const af::GameState &s = m_game->session()->state();
        const afrecord::Seats seats = afrecord::Seats::of(s);
        for (int i = 0; i < af::kShipCount; ++i)
            if (s.ships[i].place == af::Place::Fleet && af::ownerOf(s, i) == 0)
                click(item(QStringLiteral("choice-") + seats.ship(i)));
        click(item(QStringLiteral("choiceContinue")));
        QTest::qWait(50);
        click(item(QStringLiteral("raidMode-card")));
        click(item(QStringLiteral("raidVictim-blue")));
        click(item(QStringLiteral("raidCard-booster-pod")));
        QTest::qWait(20);
        shoot(QStringLiteral("grapple-raid"));
        QQuickItem *confirm = item(QStringLiteral("raidConfirm"));
        QVERIFY(confirm && confirm->property("enabled").toBool());
        click(confirm);
        QTest::qWait(50);
        QVERIFY(m_game->session()->state().turn.cardsUsed & af::cardBit(af::Card::SuperconductingGrapple));
        QCOMPARE(af::shipsDockedAt(m_game->session()->state(), af::Facility::RaidersOutpost), 6);
        QVERIFY(af::holds(m_game->session()->state(), 0, af::Card::BoosterPod));
        QVERIFY(!af::holds(m_game->session()->state(), 1, af::Card::BoosterPod));
        QCOMPARE(int(m_game->session()->state().players[0].fuel), 3 - 3 * af::kTechValues.grappleFuelPerShip);
    }

    // The Auto Pilot A.I.'s income (X-40) at the start of another player's turn: the holder's choice is asked in
    // the turn-start window, naming the holder, and the turn goes on once it is taken.
    void theAutoPilotIncomeIsChosenAtTheTurnStart()
    {
        QVariantMap setup = fourPlayers();
        setup[QStringLiteral("players")] = setup.value(QStringLiteral("players")).toList().mid(0, 2);
        setup[QStringLiteral("modules")] = QStringList{QStringLiteral("extra-tech")};
        QCOMPARE(m_game->session()->newGame(setup), QString());
        QVERIFY(m_game->session()->play(json(R"({"type": "deal", "display": ["stasis-beam", "data-crystal", "plasma-cannon"],
            "hands": ["booster-pod", "auto-pilot-ai"]})")));
        const auto dock = [&](const char *ship) {
            return m_game->session()->play(QJsonObject{{QStringLiteral("type"), QStringLiteral("dock")},
                                                       {QStringLiteral("facility"), QStringLiteral("solar-converter")},
                                                       {QStringLiteral("ships"), QJsonArray{QLatin1String(ship)}}});
        };
        // Ada's turn: three ships at the Solar Converter.
        QVERIFY(m_game->session()->play(json(R"({"type": "roll", "values": [2, 2, 5]})")));
        QVERIFY(dock("red-1") && dock("red-2") && dock("red-3"));
        QVERIFY(m_game->session()->play(json(R"({"type": "end-turn"})")));
        // Brook puts a ship on the Auto Pilot A.I., docks the others.
        QVERIFY(m_game->session()->play(json(R"({"type": "roll", "values": [2, 2, 5]})")));
        QVERIFY(m_game->session()->play(json(R"({"type": "use-card", "card": "auto-pilot-ai", "ship": "blue-1"})")));
        QVERIFY(dock("blue-2") && dock("blue-3"));
        QVERIFY(m_game->session()->play(json(R"({"type": "end-turn"})")));

        // Ada's turn starts with Brook's income: Brook's choice, asked with Brook's name.
        QCOMPARE(m_game->session()->stage(), QStringLiteral("turn-start"));
        QCOMPARE(m_game->session()->currentSeat(), 0);
        const QString prompt = item(QStringLiteral("turnPrompt"))->property("text").toString();
        QVERIFY2(prompt.contains(QLatin1String("Brook")) && prompt.contains(QLatin1String("Auto Pilot A.I.")),
                 qPrintable(prompt));
        QQuickItem *ore = item(QStringLiteral("income-ore"));
        QVERIFY(ore);
        QVERIFY2(ore->property("text").toString().contains(QLatin1String("Brook")) &&
                     ore->property("text").toString().endsWith(QLatin1String(" takes 1 ore")),
                 qPrintable(ore->property("text").toString()));
        QVERIFY(item(QStringLiteral("income-fuel")));
        // Brook's ship on the card is drawn on the card in Brook's card area (X-40).
        QVERIFY(findVisible(m_window->contentItem(), QStringLiteral("shipOnCard")));
        shoot(QStringLiteral("auto-pilot-income"));
        const int fuel = m_game->session()->state().players[1].fuel;
        const int oreBefore = m_game->session()->state().players[1].ore;
        click(item(QStringLiteral("income-fuel")));
        QTest::qWait(50);
        const af::GameState &s = m_game->session()->state();
        QCOMPARE(int(s.players[1].fuel), fuel + 1);
        QCOMPARE(int(s.players[1].ore), oreBefore);
        QVERIFY(s.tech.turn.autoPilotPaid);
        // Nothing else waited at the turn start: the window closed by itself, and the choice is gone.
        QCOMPARE(m_game->session()->stage(), QStringLiteral("roll"));
        QVERIFY(!findVisible(m_window->contentItem(), QStringLiteral("income-fuel")));
    }

    // A colony kept on the Gravitron Shunt (X-41) is released by its owner through its own button, on a territory
    // the engine offers; the card's use stays the capture.
    void aColonyIsReleasedFromTheGravitronShunt()
    {
        startExtraTechPosition("gravitron-shunt", [](af::GameState &s) {
            s.supplyFuel = static_cast<int16_t>(s.supplyFuel - (4 - s.players[0].fuel)); // tokens come from the supply
            s.players[0].fuel = 4;
            s.players[0].coloniesLeft = static_cast<int8_t>(s.players[0].coloniesLeft - 1);
            s.tech.shunted[0] = 1;
        });
        if (QTest::currentTestFailed())
            return;
        QVERIFY(m_game->session()->play(json(R"({"type": "roll", "values": [2, 2, 5]})")));
        QCOMPARE(m_game->session()->stage(), QStringLiteral("main"));
        // No colony on the planet to take: the card's use is not available, its release is.
        QQuickItem *use = item(QStringLiteral("use-gravitron-shunt"));
        QVERIFY(use);
        QVERIFY(!use->property("available").toBool());
        click(item(QStringLiteral("release-gravitron-shunt")));
        QTest::qWait(50);
        shoot(QStringLiteral("gravitron-release-question"));
        click(item(QStringLiteral("choice-heinlein-plains")));
        QTest::qWait(50);
        const af::GameState &s = m_game->session()->state();
        QCOMPARE(int(s.tech.shunted[0]), 0);
        QCOMPARE(int(s.colonies[af::idx(af::Territory::HeinleinPlains)][0]), 1);
        QCOMPARE(int(s.players[0].fuel), 4 - af::kTechValues.gravitronReleaseFuel);
        QVERIFY(!findVisible(m_window->contentItem(), QStringLiteral("release-gravitron-shunt")));
    }

    // The Field Propagator at the table (X-56): its die is clicked, then the generator it named is placed on a
    // territory where Ada has a colony.
    void theFieldPropagatorsDieAndPlacementAtTheTable()
    {
        startExtraTechPosition("field-propagator", [](af::GameState &s) {
            s.supplyFuel = static_cast<int16_t>(s.supplyFuel - (4 - s.players[0].fuel)); // tokens come from the supply
            s.players[0].fuel = 4;
            s.players[0].coloniesLeft = static_cast<int8_t>(s.players[0].coloniesLeft - 1);
            s.colonies[af::idx(af::Territory::HeinleinPlains)][0] = 1;
        });
        if (QTest::currentTestFailed())
            return;
        QVERIFY(m_game->session()->play(json(R"({"type": "roll", "values": [2, 2, 5]})")));
        click(item(QStringLiteral("use-field-propagator")));
        QTest::qWait(50);
        if (QQuickItem *go = findVisible(m_window->contentItem(), QStringLiteral("choiceContinue")))
            click(go);
        QTest::qWait(20);
        QCOMPARE(m_game->session()->stage(), QStringLiteral("field-roll"));
        QVERIFY(item(QStringLiteral("turnPrompt"))->property("text").toString().contains(QLatin1String("Field Propagator")));
        shoot(QStringLiteral("field-propagator-die"));
        click(item(QStringLiteral("fieldDie-2"))); // 1 to 3: the Repulsor Field
        QTest::qWait(50);
        QCOMPARE(m_game->session()->stage(), QStringLiteral("field-place"));
        const QString prompt = item(QStringLiteral("turnPrompt"))->property("text").toString();
        QVERIFY2(prompt.contains(QLatin1String("Repulsor Field")), qPrintable(prompt));
        click(item(QStringLiteral("placeFieldButton")));
        QTest::qWait(50);
        shoot(QStringLiteral("field-propagator-place"));
        click(item(QStringLiteral("choice-heinlein-plains")));
        QTest::qWait(50);
        const af::GameState &s = m_game->session()->state();
        QCOMPARE(m_game->session()->stage(), QStringLiteral("main"));
        QCOMPARE(int(s.fieldAt[af::idx(af::Field::Repulsor)]), af::idx(af::Territory::HeinleinPlains));
        QCOMPARE(int(s.players[0].fuel), 4 - af::kTechValues.fieldPropagatorFuel);
    }

    // Correcting the position of a game whose field generator straddles a border (Field Amplifier, X-38): the editor
    // cannot start a game with modules from a position yet and says so, rather than start it without them; the
    // game, straddle included, is unchanged.
    void theEditorLeavesAStraddlingGeneratorAlone()
    {
        const int heinlein = af::idx(af::Territory::HeinleinPlains);
        const int repulsor = af::idx(af::Field::Repulsor);
        int second = -1;
        for (int t = 0; t < af::kTerritoryCount && second < 0; ++t)
            if (af::adjacent(af::Territory::HeinleinPlains, static_cast<af::Territory>(t)))
                second = t;
        QVERIFY(second >= 0);
        startExtraTechPosition("field-amplifier", [&](af::GameState &s) {
            s.players[0].coloniesLeft = static_cast<int8_t>(s.players[0].coloniesLeft - 1);
            s.colonies[heinlein][0] = 1;
            s.fieldAt[repulsor] = static_cast<int8_t>(heinlein);
            s.tech.straddles[repulsor] = static_cast<int8_t>(second);
        });
        if (QTest::currentTestFailed())
            return;
        QVariant setup;
        QVERIFY(QMetaObject::invokeMethod(m_window, "currentSetup", Q_RETURN_ARG(QVariant, setup)));
        if (setup.metaType() == QMetaType::fromType<QJSValue>())
            setup = setup.value<QJSValue>().toVariant();
        QCOMPARE(setup.toMap().value(QStringLiteral("modules")).toStringList(), QStringList{QStringLiteral("extra-tech")});
        const QVariantMap result =
            m_game->editor()->startFromPosition(setup.toMap(), m_game->editor()->currentDraft().toMap()).toMap();
        QVERIFY(!result.value(QStringLiteral("ok")).toBool());
        QVERIFY(!result.value(QStringLiteral("what")).toString().isEmpty());
        const af::GameState &s = m_game->session()->state();
        QVERIFY(af::hasModule(s.modules, af::Module::ExtraTech));
        QCOMPARE(int(s.fieldAt[repulsor]), heinlein);
        QCOMPARE(int(s.tech.straddles[repulsor]), second);
    }

    // The Scout Drone: at the table its Use only pays; in a digital game the app turns up the
    // top cards, its user sees them behind a cover screen and puts them back in her order, and the log names no card.
    void scoutDroneUseByMode_data()
    {
        QTest::addColumn<bool>("digital");
        QTest::newRow("table") << false;
        QTest::newRow("digital") << true;
    }
    void scoutDroneUseByMode()
    {
        QFETCH(bool, digital);
        QVariantMap setup = fourPlayers();
        setup[QStringLiteral("players")] = setup.value(QStringLiteral("players")).toList().mid(0, 2);
        setup[QStringLiteral("modules")] = QStringList{QStringLiteral("extra-tech")};
        if (digital) {
            setup[QStringLiteral("dice")] = QStringLiteral("digital");
            setup[QStringLiteral("seed")] = QStringLiteral("5");
        }
        QCOMPARE(m_game->session()->newGame(setup), QString());
        QVERIFY(m_game->session()->play(json(R"({"type": "deal", "display": ["stasis-beam", "data-crystal", "plasma-cannon"],
            "hands": ["scout-drone", "booster-pod"]})")));
        QVERIFY(m_game->session()->play(json(R"({"type": "roll", "values": [1, 3, 6]})")));
        keys(QStringLiteral("6s")); // 3 fuel from the Solar Converter
        QTest::qWait(10);
        const int fuel = m_game->session()->state().players[0].fuel;
        QVERIFY(fuel >= 1);
        click(item(QStringLiteral("use-scout-drone")));
        QTest::qWait(50);
        const af::GameState &s = m_game->session()->state();
        QCOMPARE(int(s.players[0].fuel), fuel - 1);
        if (!digital) {
            QCOMPARE(m_game->session()->stage(), QStringLiteral("main"));
            QCOMPARE(int(s.tech.scoutedBy), int(af::kNoPlayer));
            QVERIFY(!item(QStringLiteral("scoutLookTitle")));
            return;
        }
        QCOMPARE(m_game->session()->stage(), QStringLiteral("scout-order"));
        const QString cover = item(QStringLiteral("scoutLookTitle"))->property("text").toString();
        QVERIFY2(cover.startsWith(QLatin1String("Hand the screen to")) && cover.contains(QLatin1String("Ada")),
                 qPrintable(cover));
        QVERIFY(!item(QStringLiteral("scoutLookCard0")));
        click(item(QStringLiteral("scoutLookNext")));
        QVERIFY(item(QStringLiteral("scoutLookTitle"))->property("text").toString().contains(QLatin1String("draw pile")));
        const QString second = item(QStringLiteral("scoutLookCard1"))->property("text").toString();
        shoot(QStringLiteral("scout-drone-private-look"));
        click(item(QStringLiteral("scoutLookUp1")));
        QCOMPARE(item(QStringLiteral("scoutLookCard0"))->property("text").toString().mid(3), second.mid(3));
        click(item(QStringLiteral("scoutLookNext")));
        QCOMPARE(m_game->session()->stage(), QStringLiteral("main"));
        QCOMPARE(afapp::cardName(static_cast<af::Card>(s.tech.scouted[0])), second.mid(3));
        QVERIFY(!item(QStringLiteral("scoutLookTitle"))->property("text").toString().contains(QLatin1String("Ada")));
        // The log says that she looked, not what she saw (the cards dealt are out of the pile: no name is shared).
        QVERIFY(m_game->log()->rowCount() >= 2);
        for (int row = 0; row < m_game->log()->rowCount(); ++row) {
            const QString log = m_game->log()->data(m_game->log()->index(row), HistoryModel::TextRole).toString();
            for (int8_t c : s.tech.scouted)
                QVERIFY2(!log.contains(afapp::cardName(static_cast<af::Card>(c))), qPrintable(log));
        }
        click(item(QStringLiteral("scoutLookNext")));
        QTest::qWait(50);
        QVERIFY(!item(QStringLiteral("scoutLookTitle")));
    }

    void cleanupTestCase()
    {
        delete m_engine;
        m_engine = nullptr;
    }
};

QTEST_MAIN(TestScreens)
#include "tst_screens.moc"
