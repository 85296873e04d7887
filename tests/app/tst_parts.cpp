// Each part of the app's centre on its own, without the GameController that holds them for the QML: the session
// (play, undo, redo and what it tells the files), the view models after a move, the files (autosave, resume, save,
// open) and the position editor's draft.

#include "autosave.h"
#include "editor/positiondraft.h"
#include "files/gamefiles.h"
#include "files/gamehistory.h"
#include "history/historydatabase.h"
#include "models/agendasmodel.h"
#include "models/boardmodel.h"
#include "models/playersmodel.h"
#include "models/rowsmodel.h"
#include "models/turnmodel.h"
#include "session/gamesession.h"
#include "session/legalmoves.h"

#include "engineids.h"
#include "validate.h"
#include "values.h"
#include "../history/randomgames.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace af;

namespace {

QJsonObject json(const char *text)
{
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray(text));
    if (!doc.isObject())
        qFatal("bad JSON in test: %s", text);
    return doc.object();
}

QVariantMap twoPlayers()
{
    return {{QStringLiteral("players"),
             QVariantList{QVariantMap{{QStringLiteral("name"), QStringLiteral("Alice")},
                                      {QStringLiteral("color"), QStringLiteral("red")}},
                          QVariantMap{{QStringLiteral("name"), QStringLiteral("Bob")},
                                      {QStringLiteral("color"), QStringLiteral("blue")}}}},
            {QStringLiteral("ruleset"), QStringLiteral("2013")},
            {QStringLiteral("dice"), QStringLiteral("table")}};
}

const char *kDeal = R"({"type": "deal", "display": ["stasis-beam", "data-crystal", "plasma-cannon"],
                        "hands": ["booster-pod", "temporal-warper"]})";
const char *kRoll = R"({"type": "roll", "values": [4, 4, 1]})";
const char *kDockTheOne = R"({"type": "dock", "facility": "solar-converter", "ships": ["red-3"]})";
const char *kDockTheFours = R"({"type": "dock", "facility": "lunar-mine", "ships": ["red-1", "red-2"]})";

// The state after the first `count` actions of the session's record, replayed from scratch.
GameState replayed(const GameSession &session, std::size_t count)
{
    afrecord::GameRecord prefix = session.record();
    prefix.actions.resize(count);
    return afrecord::replay(prefix).state;
}

QVariantMap byKey(const QVariant &list, const QString &key, const QString &value)
{
    for (const QVariant &v : list.toList())
        if (v.toMap().value(key).toString() == value)
            return v.toMap();
    return {};
}

QStringList shipNames(const QVariant &ships)
{
    QStringList names;
    for (const QVariant &v : ships.toList())
        if (!v.isNull())
            names << v.toMap().value(QStringLiteral("name")).toString();
    return names;
}

// A session whose files and history of games live in a data folder of their own (made, so a test can open
// history.db before the history does). Declared in construction order: the history keeps pointers to both.
struct HistoryFixture
{
    QTemporaryDir dir;
    GameSession session;
    GameFiles files{&session};
    GameHistory history{&session, &files};
    bool dataDirMade = false;

    HistoryFixture()
    {
        files.setDataDir(dir.filePath(QStringLiteral("data")));
        dataDirMade = QDir().mkpath(files.dataDir());
    }
};

} // namespace

class TestParts : public QObject
{
    Q_OBJECT

private slots:
    void theSessionPlaysUndoesAndRedoesOnItsOwn()
    {
        GameSession session;
        QVERIFY(!session.hasGame());
        QVERIFY(!session.play(json(kDeal))); // no game yet
        QCOMPARE(session.newGame(twoPlayers()), QString());
        for (const char *move : {kDeal, kRoll, kDockTheOne})
            QVERIFY(session.play(json(move)));
        QCOMPARE(session.actionCount(), 3);
        QCOMPARE(session.log()->rowCount(), 3);

        session.undo();
        QCOMPARE(session.actionCount(), 2);
        QCOMPARE(session.state(), replayed(session, 2));
        QVERIFY(session.canRedo());
        QCOMPARE(session.message().toMap().value(QStringLiteral("kind")).toString(), QStringLiteral("info"));

        session.redo();
        QCOMPARE(session.actionCount(), 3);
        QCOMPARE(session.state(), replayed(session, 3));
        QVERIFY(!session.canRedo());

        // A refused move changes nothing and says why.
        QSignalSpy rejected(&session, &GameSession::rejected);
        QVERIFY(!session.play(json(R"({"type": "dock", "facility": "shipyard", "ships": ["red-1"]})"))); // a pair is needed
        QCOMPARE(rejected.count(), 1);
        QCOMPARE(session.actionCount(), 3);
        QCOMPARE(session.message().toMap().value(QStringLiteral("kind")).toString(), QStringLiteral("refusal"));
    }

    // What the files are told: after each change, how much of the record the last autosave already holds.
    void recordChangedSaysHowMuchOfTheRecordIsUnchanged()
    {
        GameSession session;
        QSignalSpy started(&session, &GameSession::gameStarted);
        QSignalSpy changed(&session, &GameSession::recordChanged);
        QCOMPARE(session.newGame(twoPlayers()), QString());
        QCOMPARE(started.count(), 1);
        for (const char *move : {kDeal, kRoll, kDockTheOne})
            QVERIFY(session.play(json(move)));
        QCOMPARE(changed.count(), 3);
        QCOMPARE(changed.at(2).at(0).value<std::size_t>(), std::size_t(2));

        session.undo(); // 3 -> 2 actions: the first 2 are as they were
        QCOMPARE(changed.last().at(0).value<std::size_t>(), std::size_t(2));
        QVERIFY(session.play(json(kDockTheFours))); // a different third move
        QCOMPARE(changed.last().at(0).value<std::size_t>(), std::size_t(2));

        changed.clear();
        session.goToHistory(0); // three steps back, told once
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.last().at(0).value<std::size_t>(), std::size_t(0));
        QCOMPARE(started.count(), 1);
    }

    void theModelsHaveTheirShapeBeforeAGame()
    {
        GameSession session;
        PlayersModel players(&session);
        BoardModel board(&session);
        TurnModel turn(&session);
        QVERIFY(players.seats().toList().isEmpty());
        QVERIFY(board.relic().toMap().value(QStringLiteral("home")).toBool());
        const QVariantMap actions = turn.actions().toMap();
        for (const char *move : {"trade", "cycle", "claim", "launch", "buyRelic", "endTurn", "chance"})
            QVERIFY2(actions.contains(QLatin1String(move)) &&
                         !actions.value(QLatin1String(move)).toMap().value(QStringLiteral("available")).toBool(),
                     move);
    }

    void theModelsShowTheStateAfterEachMove()
    {
        GameSession session;
        PlayersModel players(&session);
        BoardModel board(&session);
        TurnModel turn(&session);
        QCOMPARE(session.newGame(twoPlayers()), QString());
        QVERIFY(session.play(json(kDeal)));
        QVERIFY(session.play(json(kRoll)));
        const int fuelBefore = players.seats().toList()[0].toMap().value(QStringLiteral("fuel")).toInt();
        QCOMPARE(turn.unplaced().toStringList().size(), 3);

        QSignalSpy seatsChanged(&players, &PlayersModel::seatsChanged);
        QSignalSpy facilitiesChanged(board.facilities(), &RowsModel::rowsChanged);
        QSignalSpy territoriesChanged(board.territories(), &RowsModel::rowsChanged);
        QSignalSpy unplacedChanged(&turn, &TurnModel::unplacedChanged);
        QSignalSpy nameChanged(&turn, &TurnModel::nameChanged);
        QSignalSpy numberChanged(&turn, &TurnModel::numberChanged);
        QVERIFY(session.play(json(kDockTheOne)));
        QCOMPARE(seatsChanged.count(), 1);
        QCOMPARE(facilitiesChanged.count(), 1);
        QCOMPARE(territoriesChanged.count(), 0); // no colony moved
        QCOMPARE(unplacedChanged.count(), 1);
        QCOMPARE(nameChanged.count(), 0); // the same player's turn: what shows the name stays asleep
        QCOMPARE(numberChanged.count(), 0);

        // The board: the ship in a port of the Solar Converter.
        const QVariantMap solar = byKey(board.facilities()->rows(), QStringLiteral("id"), QStringLiteral("solar-converter"));
        QCOMPARE(shipNames(solar.value(QStringLiteral("ports"))), QStringList{QStringLiteral("red-3")});
        QCOMPARE(solar.value(QStringLiteral("dockedCount")).toInt(), 1);
        // The players: Alice gained the fuel.
        QCOMPARE(players.seats().toList()[0].toMap().value(QStringLiteral("fuel")).toInt(), fuelBefore + 1);
        // The turn: two ships left to place, and the dock no longer in the fleet as unplaced.
        const QStringList unplaced = turn.unplaced().toStringList();
        QCOMPARE(unplaced, (QStringList{QStringLiteral("red-1"), QStringLiteral("red-2")}));
        QVERIFY(!shipNames(turn.fleet()).contains(QStringLiteral("red-3")));

        // Undone, the models show the state before it again.
        session.undo();
        QVERIFY(shipNames(byKey(board.facilities()->rows(), QStringLiteral("id"), QStringLiteral("solar-converter"))
                              .value(QStringLiteral("ports")))
                    .isEmpty());
        QCOMPARE(players.seats().toList()[0].toMap().value(QStringLiteral("fuel")).toInt(), fuelBefore);
        QCOMPARE(turn.unplaced().toStringList().size(), 3);
    }

    // The board's lists tell the views only the rows and roles that changed: the delegates of the other rows keep
    // all their bindings asleep.
    void aRowsModelAnnouncesOnlyTheRowsAndRolesThatChanged()
    {
        RowsModel model({"id", "value", "note"});
        QCOMPARE(model.roleNames().value(Qt::UserRole), QByteArrayLiteral("itemId")); // "id" is a QML keyword
        QCOMPARE(model.roleNames().value(Qt::UserRole + 1), QByteArrayLiteral("value"));
        const auto row = [](const char *id, int value, const char *note) {
            return QVariantMap{{QStringLiteral("id"), QString::fromLatin1(id)},
                               {QStringLiteral("value"), value},
                               {QStringLiteral("note"), QString::fromLatin1(note)}};
        };
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QSignalSpy rowsChanged(&model, &RowsModel::rowsChanged);

        QVERIFY(model.setRows({row("a", 1, "x"), row("b", 2, "y"), row("c", 3, "z")}));
        QCOMPARE(inserted.count(), 1);
        QCOMPARE(inserted.at(0).at(1).toInt(), 0);
        QCOMPARE(inserted.at(0).at(2).toInt(), 2);
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(changed.count(), 0);

        // The same rows: nothing at all.
        QVERIFY(!model.setRows({row("a", 1, "x"), row("b", 2, "y"), row("c", 3, "z")}));
        QCOMPARE(rowsChanged.count(), 1);
        QCOMPARE(changed.count(), 0);

        // One value of the middle row: that row, that role.
        QVERIFY(model.setRows({row("a", 1, "x"), row("b", 5, "y"), row("c", 3, "z")}));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.at(0).at(0).toModelIndex().row(), 1);
        QCOMPARE(changed.at(0).at(1).toModelIndex().row(), 1);
        QCOMPARE(changed.at(0).at(2).value<QList<int>>(), (QList<int>{Qt::UserRole + 1}));
        QCOMPARE(model.data(model.index(1), Qt::UserRole + 1).toInt(), 5);
        QVERIFY(!model.data(model.index(1), Qt::UserRole + 3).isValid()); // no role past the keys
        QCOMPARE(model.roleNames().size(), 3);

        // Two rows, two roles of the last: one signal per changed row, each with only its roles.
        changed.clear();
        QVERIFY(model.setRows({row("A", 1, "x"), row("b", 5, "y"), row("c", 4, "w")}));
        QCOMPARE(changed.count(), 2);
        QCOMPARE(changed.at(0).at(0).toModelIndex().row(), 0);
        QCOMPARE(changed.at(0).at(2).value<QList<int>>(), (QList<int>{Qt::UserRole}));
        QCOMPARE(changed.at(1).at(0).toModelIndex().row(), 2);
        QCOMPARE(changed.at(1).at(2).value<QList<int>>(), (QList<int>{Qt::UserRole + 1, Qt::UserRole + 2}));

        // Shorter: the last row removed, the others left alone.
        changed.clear();
        QVERIFY(model.setRows({row("A", 1, "x"), row("b", 5, "y")}));
        QCOMPARE(removed.count(), 1);
        QCOMPARE(removed.at(0).at(1).toInt(), 2);
        QCOMPARE(removed.at(0).at(2).toInt(), 2);
        QCOMPARE(changed.count(), 0);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(reset.count(), 0);
        QCOMPARE(model.rows().toList().size(), 2);
    }

    void aDockChangesOnlyItsFacilitysRow()
    {
        GameSession session;
        BoardModel board(&session);
        QCOMPARE(session.newGame(twoPlayers()), QString());
        QVERIFY(session.play(json(kDeal)));
        QVERIFY(session.play(json(kRoll)));
        RowsModel *facilities = board.facilities();
        QSignalSpy changed(facilities, &QAbstractItemModel::dataChanged);
        QSignalSpy inserted(facilities, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(facilities, &QAbstractItemModel::rowsRemoved);
        QSignalSpy territoriesChanged(board.territories(), &QAbstractItemModel::dataChanged);
        QVERIFY(session.play(json(kDockTheOne)));
        QCOMPARE(changed.count(), 1);
        const int row = changed.at(0).at(0).toModelIndex().row();
        QCOMPARE(facilities->row(row).value(QStringLiteral("id")).toString(), QStringLiteral("solar-converter"));
        const QHash<int, QByteArray> names = facilities->roleNames();
        QStringList roles;
        for (int role : changed.at(0).at(2).value<QList<int>>())
            roles << QString::fromLatin1(names.value(role));
        roles.sort();
        QCOMPARE(roles, (QStringList{QStringLiteral("dockedCount"), QStringLiteral("ports")}));
        QCOMPARE(facilities->data(facilities->index(row), names.key("dockedCount")).toInt(), 1);
        QCOMPARE(inserted.count() + removed.count(), 0);
        QCOMPARE(territoriesChanged.count(), 0);

        // Undone: the same row again, back to no ship.
        session.undo();
        QCOMPARE(changed.count(), 2);
        QCOMPARE(changed.at(1).at(0).toModelIndex().row(), row);
        QCOMPARE(facilities->data(facilities->index(row), names.key("dockedCount")).toInt(), 0);
    }

    // Each list is announced only when it changed, so that the board's Repeaters keep their delegates through a
    // move that leaves them alone.
    void aTradeAnnouncesThePlayersButNotTheBoardsLists()
    {
        GameSession session;
        PlayersModel players(&session);
        BoardModel board(&session);
        TurnModel turn(&session);
        QCOMPARE(session.newGame(twoPlayers()), QString());
        QVERIFY(session.play(json(kDeal)));
        QVERIFY(session.play(json(R"({"type": "roll", "values": [1, 1, 6]})")));
        QVERIFY(session.play(json(R"({"type": "dock", "facility": "solar-converter", "ships": ["red-3"]})"))); // fuel
        QVERIFY(session.play(json(R"({"type": "dock", "facility": "orbital-market", "ships": ["red-1", "red-2"]})")));
        const QVariantMap before = players.seats().toList()[0].toMap();

        QSignalSpy seatsChanged(&players, &PlayersModel::seatsChanged);
        QSignalSpy facilitiesChanged(board.facilities(), &RowsModel::rowsChanged);
        QSignalSpy territoriesChanged(board.territories(), &RowsModel::rowsChanged);
        QSignalSpy displayChanged(board.display(), &RowsModel::rowsChanged);
        QSignalSpy fieldsChanged(board.fields(), &RowsModel::rowsChanged);
        QSignalSpy relicChanged(&board, &BoardModel::relicChanged);
        QSignalSpy fleetChanged(&turn, &TurnModel::fleetChanged);
        QVERIFY2(session.play(json(R"({"type": "trade"})")),
                 qPrintable(session.message().toMap().value(QStringLiteral("text")).toString()));
        const QVariantMap after = players.seats().toList()[0].toMap();
        QCOMPARE(after.value(QStringLiteral("fuel")).toInt(), before.value(QStringLiteral("fuel")).toInt() - 1);
        QCOMPARE(after.value(QStringLiteral("ore")).toInt(), before.value(QStringLiteral("ore")).toInt() + 1);
        QCOMPARE(seatsChanged.count(), 1);
        QCOMPARE(facilitiesChanged.count(), 0);
        QCOMPARE(territoriesChanged.count(), 0);
        QCOMPARE(displayChanged.count(), 0);
        QCOMPARE(fieldsChanged.count(), 0);
        QCOMPARE(relicChanged.count(), 0);
        QCOMPARE(fleetChanged.count(), 0);

        // Undone, the players are announced again with the fuel back, the board's lists still not.
        session.undo();
        QCOMPARE(seatsChanged.count(), 2);
        QCOMPARE(players.seats().toList()[0].toMap().value(QStringLiteral("fuel")), before.value(QStringLiteral("fuel")));
        QCOMPARE(facilitiesChanged.count(), 0);
        QCOMPARE(territoriesChanged.count(), 0);
    }

    // The player cards' model tells only the seat a move changed; the names, colours and Hub tracks, which the
    // board and the log read, are not announced by a move that leaves them alone.
    void aTradeChangesOnlyItsSeatsRow()
    {
        GameSession session;
        PlayersModel players(&session);
        QCOMPARE(session.newGame(twoPlayers()), QString());
        QVERIFY(session.play(json(kDeal)));
        QVERIFY(session.play(json(R"({"type": "roll", "values": [1, 1, 6]})")));
        QVERIFY(session.play(json(R"({"type": "dock", "facility": "solar-converter", "ships": ["red-3"]})")));
        QVERIFY(session.play(json(R"({"type": "dock", "facility": "orbital-market", "ships": ["red-1", "red-2"]})")));
        RowsModel *rows = players.seatRows();
        QCOMPARE(rows->count(), 2);
        QCOMPARE(rows->rows(), players.seats());
        QCOMPARE(players.names().toList().size(), 2);
        QCOMPARE(players.colors().toList(), (QVariantList{QStringLiteral("red"), QStringLiteral("blue")}));

        QSignalSpy changed(rows, &QAbstractItemModel::dataChanged);
        QSignalSpy namesChanged(&players, &PlayersModel::namesChanged);
        QSignalSpy colorsChanged(&players, &PlayersModel::colorsChanged);
        QSignalSpy hubChanged(&players, &PlayersModel::hubChanged);
        QVERIFY(session.play(json(R"({"type": "trade"})")));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.at(0).at(0).toModelIndex().row(), 0);
        const QHash<int, QByteArray> names = rows->roleNames();
        QStringList roles;
        for (int role : changed.at(0).at(2).value<QList<int>>())
            roles << QString::fromLatin1(names.value(role));
        roles.sort();
        QCOMPARE(roles, (QStringList{QStringLiteral("fuel"), QStringLiteral("ore")}));
        QCOMPARE(rows->rows(), players.seats());
        QCOMPARE(namesChanged.count() + colorsChanged.count() + hubChanged.count(), 0);
    }

    // autosave.json is rewritten every few changes or once the game is left alone, not after each move: the journal
    // has each move at once, so the data folder always gives the whole game.
    void autosaveJsonFollowsWhenIdleAndTheJournalHasEveryMove()
    {
        QTemporaryDir dir;
        GameSession session;
        GameFiles files(&session);
        files.setDataDir(dir.filePath(QStringLiteral("data")));
        QCOMPARE(session.newGame(twoPlayers()), QString());
        files.waitForAutosave();
        const auto actionsInJson = [&] {
            const auto bytes = afrecord::readFileBytes(afapp::autosaveFilePath(files.dataDir()));
            if (!std::holds_alternative<QByteArray>(bytes))
                return -1;
            const auto read = afrecord::readRecord(std::get<QByteArray>(bytes));
            return std::holds_alternative<afrecord::GameRecord>(read)
                       ? static_cast<int>(std::get<afrecord::GameRecord>(read).actions.size())
                       : -1;
        };
        QCOMPARE(actionsInJson(), 0);
        QVERIFY(session.play(json(kDeal)));
        QVERIFY(session.play(json(kRoll)));
        QCOMPARE(actionsInJson(), 0); // not rewritten for each move
        const afapp::SavedGame saved = afapp::readAutosave(files.dataDir());
        QVERIFY(saved.record);
        QCOMPARE(saved.record->actions, session.record().actions); // the journal has them
        // Left alone, the game is written whole.
        QTRY_COMPARE_WITH_TIMEOUT(actionsInJson(), 2, 10 * afapp::AutosaveWriter::kSnapshotIdleMs);
    }

    void theFilesAutosaveResumeSaveAndOpenOnTheirOwn()
    {
        QTemporaryDir dir;
        GameSession session;
        GameFiles files(&session);
        files.setDataDir(dir.filePath(QStringLiteral("data")));
        QCOMPARE(session.newGame(twoPlayers()), QString());
        for (const char *move : {kDeal, kRoll, kDockTheOne})
            QVERIFY(session.play(json(move)));
        files.waitForAutosave();
        QCOMPARE(files.autosaveError(), QString());
        const QVariantMap info = files.autosaveInfo().toMap();
        QVERIFY(info.value(QStringLiteral("ok")).toBool());
        QCOMPARE(info.value(QStringLiteral("actions")).toInt(), 3);

        // Another session resumes it where it was left.
        GameSession resumed;
        GameFiles resumedFiles(&resumed);
        resumedFiles.setDataDir(files.dataDir());
        QVERIFY(resumedFiles.resumeAutosave());
        QCOMPARE(resumed.state(), session.state());
        QCOMPARE(resumedFiles.filePath(), QString()); // the autosave is not the players' file
        QVERIFY(!resumedFiles.modified());

        // Saved to a file: not modified until the next move.
        const QString path = dir.filePath(QStringLiteral("game.json"));
        QVERIFY(files.saveTo(path));
        QCOMPARE(files.filePath(), path);
        QVERIFY(!files.modified());
        QVERIFY(session.play(json(kDockTheFours)));
        QVERIFY(files.modified());

        // Opened elsewhere: the game as saved, three moves in.
        GameSession opened;
        GameFiles openedFiles(&opened);
        openedFiles.setDataDir(QString());
        QVERIFY(openedFiles.openFrom(path));
        QCOMPARE(opened.actionCount(), 3);
        QCOMPARE(opened.state(), replayed(session, 3));
        QCOMPARE(openedFiles.filePath(), path);

        // A new game is not in the players' file.
        QCOMPARE(opened.newGame(twoPlayers()), QString());
        QCOMPARE(openedFiles.filePath(), QString());
    }

    // The history follows the game's end. A game given up after an hour, resumed and finished: stored as finished,
    // its hour counted. Undo and redo only step through it (the row stays as it is); another move played before
    // the end makes it a game under way again, out of the history; its new end is stored again (the hour still
    // counted), and leaving it then adds nothing.
    void theHistoryFollowsAGamesEndUndoneAndPlayedAgain()
    {
        HistoryFixture app;
        QVERIFY(app.dataDirMade);
        const afrecord::GameRecord whole = afhistory::testing::randomRecord(11, 2);
        afrecord::GameRecord beforeTheEnd = whole;
        beforeTheEnd.actions.pop_back();
        QCOMPARE(afrecord::replay(whole).state.stage, Stage::GameOver);
        QVERIFY(afrecord::replay(beforeTheEnd).state.stage != Stage::GameOver);
        afhistory::HistoryDatabase stored; // what the statistics page reads
        QVERIFY(stored.open(app.history.path(), afhistory::HistoryDatabase::Repair::MoveAside));
        const QDateTime leftAt = QDateTime::currentDateTimeUtc().addDays(-1);
        QVERIFY(stored.store(beforeTheEnd, afrecord::replay(beforeTheEnd).state, afhistory::Outcome::GivenUp, leftAt,
                             3600) > 0);

        QString error;
        QVERIFY2(app.session.loadRecord(beforeTheEnd, &error), qPrintable(error)); // resumed
        const afrecord::Seats seats = afrecord::Seats::of(app.session.state());
        QVERIFY(app.session.play(afrecord::actionToJson(seats, whole.actions.back())));
        QTRY_COMPARE(stored.storedOutcome(whole), afhistory::Outcome::Finished);
        const afhistory::StoredGame finished = *stored.storedGame(whole);
        QVERIFY2(finished.durationSeconds >= 3600 && finished.durationSeconds < 3600 + 60,
                 qPrintable(QString::number(finished.durationSeconds)));
        QVERIFY(finished.finishedAt > leftAt);

        app.session.undo();
        QCoreApplication::processEvents();
        QCOMPARE(stored.storedGame(whole)->id, finished.id); // stepping back changes nothing
        app.session.redo();
        QCoreApplication::processEvents();
        QCOMPARE(stored.storedGame(whole)->id, finished.id); // nor back to the end: not stored again

        // Another move instead of the last one: one that ends the game too replaces the row (another end, now);
        // one that does not takes the game out of the history.
        auto otherMove = [&](bool ending) {
            std::optional<Action> found;
            for (const Action &a : app.session.legal()) {
                GameState after = app.session.state();
                af::apply(after, a);
                if (!found && !(a == whole.actions.back()) && (after.stage == Stage::GameOver) == ending)
                    found = a;
            }
            return found;
        };
        app.session.undo();
        QCoreApplication::processEvents();
        const std::optional<Action> otherEnd = otherMove(true);
        QVERIFY(otherEnd);
        QVERIFY(app.session.play(afrecord::actionToJson(seats, *otherEnd)));
        auto storedActions = [&] { // the actions of the game's row, as stored
            const std::optional<afhistory::StoredGame> row = stored.storedGame(whole);
            const std::optional<QByteArray> bytes = row ? stored.recordBytes(row->id) : std::nullopt;
            const auto record = bytes ? afrecord::readRecord(*bytes)
                                     : std::variant<afrecord::GameRecord, afrecord::ReadError>{afrecord::ReadError{}};
            const auto *read = std::get_if<afrecord::GameRecord>(&record);
            return read ? read->actions : std::vector<Action>{};
        };
        QCOMPARE(storedActions(), whole.actions);
        QTRY_VERIFY(storedActions() == app.session.record().actions);
        QCOMPARE(stored.games().size(), 1);
        QVERIFY(stored.storedGame(whole)->finishedAt >= finished.finishedAt);

        app.session.undo();
        QCoreApplication::processEvents();
        const std::optional<Action> onward = otherMove(false);
        QVERIFY(onward);
        const int revision = app.history.revision();
        QVERIFY(app.session.play(afrecord::actionToJson(seats, *onward)));
        QTRY_VERIFY(!stored.storedGame(whole)); // under way again
        QVERIFY(app.history.revision() > revision);
        QCOMPARE(stored.games().size(), 0);

        Rng rng(5);
        while (app.session.state().stage != Stage::GameOver) {
            const std::optional<Action> next = randomAction(app.session.state(), rng);
            QVERIFY(next);
            QVERIFY(app.session.play(afrecord::actionToJson(seats, *next)));
        }
        QTRY_COMPARE(stored.storedOutcome(app.session.record()), afhistory::Outcome::Finished);
        const afhistory::StoredGame again = *stored.storedGame(app.session.record());
        QVERIFY(again.durationSeconds >= 3600);
        QVERIFY(again.finishedAt >= finished.finishedAt);
        QCOMPARE(stored.games().size(), 1);
        QCOMPARE(app.session.newGame(twoPlayers()), QString()); // left at its end: nothing more to store
        QCoreApplication::processEvents();
        QCOMPARE(stored.games().size(), 1);
        QCOMPARE(stored.games().constFirst().id, again.id);
        QCOMPARE(app.history.message(), QString());
    }

    // Agenda cards revealed after the end (table mode, X-28) store the game again for its final scores; it still
    // ended when, and took as long as, its row says: a stored game opened again weeks later keeps its date.
    void aGameStoredAgainAfterItsEndKeepsWhenItEnded()
    {
        HistoryFixture app;
        QVERIFY(app.dataDirMade);
        afrecord::GameRecord ended;
        ended.modules = moduleBit(Module::Agendas);
        ended.players = {{QStringLiteral("Ann"), Color::Red}, {QStringLiteral("Bob"), Color::Blue}};
        GameState state = ended.start();
        Rng rng(3);
        while (state.stage != Stage::GameOver) {
            std::optional<Action> next = randomAction(state, rng);
            QVERIFY(next);
            if (auto *deal = std::get_if<DealAgendas>(&*next)) // dealt face down at the table: nobody names them
                for (std::optional<Agenda> &card : deal->cards)
                    card.reset();
            QVERIFY(!check(state, *next));
            af::apply(state, *next);
            ended.actions.push_back(*next);
        }
        afhistory::HistoryDatabase stored;
        QVERIFY(stored.open(app.history.path(), afhistory::HistoryDatabase::Repair::MoveAside));
        const QDateTime endedAt = QDateTime::fromString(QStringLiteral("2026-11-01T20:00:00Z"), Qt::ISODate);
        QVERIFY(stored.store(ended, state, afhistory::Outcome::Finished, endedAt, 5400) > 0);

        QString error;
        QVERIFY2(app.session.loadRecord(ended, &error), qPrintable(error)); // opened again
        QCoreApplication::processEvents();
        QCOMPARE(stored.storedGame(ended)->finishedAt, endedAt);
        std::optional<Action> reveal; // an end-game reveal, or a seat saying it has none left
        for (const Action &a : app.session.legal())
            if (std::holds_alternative<RevealAgenda>(a) || std::holds_alternative<EndGameRevealsDone>(a))
                reveal = reveal ? reveal : a;
        QVERIFY(reveal);
        const int revision = app.history.revision();
        QVERIFY(app.session.play(afrecord::actionToJson(afrecord::Seats::of(app.session.state()), *reveal)));
        QTRY_VERIFY(app.history.revision() > revision); // stored again
        const afhistory::StoredGame row = *stored.storedGame(ended);
        QCOMPARE(row.outcome, afhistory::Outcome::Finished);
        QCOMPARE(row.finishedAt, endedAt);
        QCOMPARE(row.durationSeconds, 5400);
        const auto read = afrecord::readRecord(*stored.recordBytes(row.id));
        QVERIFY(std::holds_alternative<afrecord::GameRecord>(read));
        QCOMPARE(std::get<afrecord::GameRecord>(read).actions.size(), ended.actions.size() + 1);
        QCOMPARE(stored.games().size(), 1);
    }

    // Killed before autosave.json held the game: the journal alone brings it back, modules and all (its first
    // line once left the modules out, and a factions game came back as a base game).
    void aFactionsGameComesBackFromTheJournalAlone()
    {
        QTemporaryDir dir;
        GameSession session;
        GameFiles files(&session);
        files.setDataDir(dir.filePath(QStringLiteral("data")));
        QVariantMap setup = twoPlayers();
        setup[QStringLiteral("modules")] = QVariantList{QStringLiteral("factions")};
        QCOMPARE(session.newGame(setup), QString());
        QVERIFY(session.play(json(R"({"type": "draw-boards",
            "boards": ["corex-conglomerated", "xeno-explorations-inc", "sunrise-commune"]})")));
        files.waitForAutosave();
        QCOMPARE(files.autosaveError(), QString());
        QVERIFY(QFile::remove(QDir(files.dataDir()).filePath(QStringLiteral("autosave.json"))));

        GameSession resumed;
        GameFiles resumedFiles(&resumed);
        resumedFiles.setDataDir(files.dataDir());
        QVERIFY(resumedFiles.resumeAutosave());
        QCOMPARE(resumed.record().modules, session.record().modules);
        QCOMPARE(resumed.stage(), QStringLiteral("board-pick"));
        QCOMPARE(resumed.state(), session.state());
    }

    void theEditorsDraftOfAGameStartsTheSameGame()
    {
        GameSession session;
        PositionDraft editor(&session);
        QCOMPARE(session.newGame(twoPlayers()), QString());
        for (const char *move : {kDeal, kRoll, kDockTheOne})
            QVERIFY(session.play(json(move)));
        const QVariantMap draft = editor.currentDraft().toMap();
        QCOMPARE(draft.value(QStringLiteral("stage")).toString(), QStringLiteral("main"));

        GameSession copy;
        PositionDraft copyEditor(&copy);
        BoardModel board(&session), copyBoard(&copy);
        PlayersModel players(&session), copyPlayers(&copy);
        const QVariantMap started = copyEditor.startFromPosition(twoPlayers(), draft).toMap();
        QVERIFY2(started.value(QStringLiteral("ok")).toBool(), qPrintable(started.value(QStringLiteral("what")).toString()));
        QCOMPARE(copy.stage(), QStringLiteral("main"));
        QCOMPARE(copy.currentSeat(), session.currentSeat());
        QCOMPARE(copyBoard.facilities()->rows(), board.facilities()->rows());
        QCOMPARE(copyPlayers.seats(), players.seats());
    }

    // The ship on the Auto Pilot A.I. (X-40) is shown on its holder's card, and nowhere else of the seat's cards.
    void theAutoPilotsShipIsOnItsHoldersCard()
    {
        QVariantMap setup = twoPlayers();
        setup[QStringLiteral("modules")] = QStringList{QStringLiteral("extra-tech")};
        GameSession session;
        PlayersModel players(&session);
        QCOMPARE(session.newGame(setup), QString());
        QVERIFY(session.play(json(R"({"type": "deal", "display": ["stasis-beam", "data-crystal", "plasma-cannon"],
                                      "hands": ["auto-pilot-ai", "temporal-warper"]})")));
        QVERIFY(session.play(json(kRoll)));
        const auto aliceCard = [&](const QString &id) {
            return byKey(players.seats().toList()[0].toMap().value(QStringLiteral("cards")), QStringLiteral("id"), id);
        };
        QVERIFY(!aliceCard(QStringLiteral("auto-pilot-ai")).contains(QStringLiteral("ship")));
        QVERIFY(session.play(json(R"({"type": "use-card", "card": "auto-pilot-ai", "ship": "red-1"})")));
        const QVariantMap ship = aliceCard(QStringLiteral("auto-pilot-ai")).value(QStringLiteral("ship")).toMap();
        QCOMPARE(ship.value(QStringLiteral("name")).toString(), QStringLiteral("red-1"));
        QCOMPARE(ship.value(QStringLiteral("place")).toString(), QStringLiteral("card"));
        QCOMPARE(ship.value(QStringLiteral("color")).toString(), QStringLiteral("red"));
        const QVariantMap bob = players.seats().toList()[1].toMap();
        for (const QVariant &card : bob.value(QStringLiteral("cards")).toList())
            QVERIFY(!card.toMap().contains(QStringLiteral("ship")));
    }

    // A card's docking at a full Raiders' Outpost (Superconducting Grapple, X-43; Chameleon Cloak, X-42) raids, but
    // the engine lists it without its raids: LegalMoves::mayRaid says a raid may be asked, and the engine takes the
    // raid chosen. Bob's run 4-5-6 fills the Outpost; Alice rolls the run the card docks there.
    void aCardsDockingAtTheRaidersOutpostMayRaid_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QJsonArray>("roll");
        QTest::addColumn<bool>("bobHasSomething");
        const QString grapple = QStringLiteral("superconducting-grapple"), cloak = QStringLiteral("chameleon-cloak");
        QTest::newRow("Grapple, Bob has tokens and a card") << grapple << QJsonArray{1, 2, 3} << true;
        QTest::newRow("Grapple, nothing to take") << grapple << QJsonArray{1, 2, 3} << false;
        QTest::newRow("Cloak, Bob has tokens and a card") << cloak << QJsonArray{4, 5, 6} << true;
        QTest::newRow("Cloak, nothing to take") << cloak << QJsonArray{4, 5, 6} << false;
    }
    void aCardsDockingAtTheRaidersOutpostMayRaid()
    {
        QFETCH(QString, card);
        QFETCH(QJsonArray, roll);
        QFETCH(bool, bobHasSomething);
        QVariantMap setup = twoPlayers();
        setup[QStringLiteral("modules")] = QStringList{QStringLiteral("extra-tech")};
        GameSession session;
        LegalMoves moves(&session);
        QCOMPARE(session.newGame(setup), QString());
        QVERIFY(session.play(QJsonObject{
            {QStringLiteral("type"), QStringLiteral("deal")},
            {QStringLiteral("display"), QJsonArray{QStringLiteral("stasis-beam"), QStringLiteral("data-crystal"),
                                                   QStringLiteral("plasma-cannon")}},
            {QStringLiteral("hands"), QJsonArray{card, QStringLiteral("booster-pod")}}}));
        GameState s = session.state();
        const auto setTokens = [&](int seat, int fuel, int ore) { // tokens come from the supply and go back to it
            s.supplyFuel = static_cast<int16_t>(s.supplyFuel + s.players[seat].fuel - fuel);
            s.supplyOre = static_cast<int16_t>(s.supplyOre + s.players[seat].ore - ore);
            s.players[seat].fuel = static_cast<int16_t>(fuel);
            s.players[seat].ore = static_cast<int16_t>(ore);
        };
        setTokens(0, 3, 0);
        setTokens(1, bobHasSomething ? 1 : 0, bobHasSomething ? 2 : 0);
        if (!bobHasSomething) {
            s.players[1].cards &= ~cardBit(Card::BoosterPod);
            ++s.drawPile[idx(Card::BoosterPod)];
        }
        const uint32_t run = s.nextGroup++;
        int value = 4;
        for (int i = firstShipOf(1); i < firstShipOf(1) + kShipsPerColor && value <= 6; ++i) {
            if (s.ships[i].place == Place::Stock)
                continue;
            s.ships[i].place = Place::Docked;
            s.ships[i].facility = Facility::RaidersOutpost;
            s.ships[i].value = static_cast<uint8_t>(value++);
            s.ships[i].group = run;
            s.ships[i].user = 1;
        }
        QCOMPARE(value, 7);
        const auto problem = validateState(s);
        QVERIFY2(!problem, problem ? problem->where.c_str() : "");
        afrecord::GameRecord record = session.record();
        record.position = s;
        session.startRecord(record, s);
        QVERIFY(session.play(QJsonObject{{QStringLiteral("type"), QStringLiteral("roll")},
                                         {QStringLiteral("values"), roll}}));
        QCOMPARE(session.stage(), QStringLiteral("main"));

        QJsonObject docking;
        for (const QVariant &c : moves.candidates(QJsonObject{{QStringLiteral("type"), QStringLiteral("use-card")},
                                                              {QStringLiteral("card"), card}}).toList()) {
            const QJsonObject move = QJsonObject::fromVariantMap(c.toMap());
            const QJsonObject dock = move.value(QStringLiteral("dock")).toObject();
            if (dock.value(QStringLiteral("facility")).toString() != QLatin1String("raiders-outpost"))
                continue;
            QVERIFY(!dock.contains(QStringLiteral("raid"))); // listed without its raids
            if (!dock.contains(QStringLiteral("factionChoice")))
                docking = move;
        }
        QVERIFY(!docking.isEmpty());
        QCOMPARE(moves.mayRaid(docking), bobHasSomething);
        // Nothing to raid away from the Raiders' Outpost, nor in a move without a docking.
        QVERIFY(!moves.mayRaid(json(R"({"type": "dock", "facility": "solar-converter", "ships": ["red-1"]})")));
        QVERIFY(!moves.mayRaid(json(R"({"type": "end-turn"})")));
        if (!bobHasSomething)
            return;
        QJsonObject dock = docking.value(QStringLiteral("dock")).toObject();
        dock[QStringLiteral("raid")] = json(R"({"resources": [{"player": "blue", "fuel": 1, "ore": 2}]})");
        QJsonObject raiding = docking;
        raiding[QStringLiteral("dock")] = dock;
        QVERIFY(moves.mayRaid(raiding)); // the raid already chosen is no answer: the same docking may raid
        QVERIFY(moves.explain(raiding).toMap().value(QStringLiteral("legal")).toBool());
        QVERIFY(session.play(raiding));
        QCOMPARE(int(session.state().players[0].ore), 2);
        QCOMPARE(int(session.state().players[1].fuel), 0);
        QCOMPARE(int(session.state().players[1].ore), 0);
        const int cardFuel = card == QLatin1String("chameleon-cloak") ? kTechValues.chameleonCloakFuel
                                                                     : 3 * kTechValues.grappleFuelPerShip;
        QCOMPARE(int(session.state().players[0].fuel), 3 - cardFuel + 1);
    }

    // The agendas module is open to users: no test switch needed.
    void agendasAreOpenToUsers()
    {
        QVariantMap setup = twoPlayers();
        setup[QStringLiteral("modules")] = QStringList{QStringLiteral("agendas")};
        GameSession session;
        QCOMPARE(session.newGame(setup), QString());
        QCOMPARE(session.stage(), QStringLiteral("agenda-deal"));
    }

    // AgendasModel: each seat's cards and exactly the agenda moves the engine lists, as moves to play; a seat's own
    // cards only in digital mode, and only when asked for.
    void theAgendasModelOffersTheEnginesAgendaMoves()
    {
        QVariantMap setup = twoPlayers();
        setup[QStringLiteral("modules")] = QStringList{QStringLiteral("agendas")};
        GameSession session;
        AgendasModel agendas(&session);
        QCOMPARE(session.newGame(setup), QString());
        QVERIFY(agendas.inPlay());
        QVERIFY(!agendas.known());
        QVERIFY(session.play(json(R"({"type": "deal-agendas", "cards": [null, null, null, null]})")));
        QVERIFY(session.play(json(kDeal)));
        QVERIFY(session.play(json(R"({"type": "roll", "values": [6, 6, 6]})")));
        QVariantMap alice = agendas.seats().toList().value(0).toMap();
        QCOMPARE(alice.value(QStringLiteral("faceDown")).toInt(), 2);
        QVERIFY(alice.value(QStringLiteral("reveals")).toList().isEmpty());
        QVERIFY(agendas.hand(0).isEmpty()); // table mode: the app never knows the cards
        QSignalSpy seatsChanged(&agendas, &AgendasModel::seatsChanged);
        // One object per seat, each notified only when its own entry changed (the player cards bind to these).
        QCOMPARE(agendas.bySeat().size(), 2);
        QSignalSpy aliceChanged(agendas.bySeat().at(0), &AgendaSeat::valueChanged);
        QSignalSpy bobChanged(agendas.bySeat().at(1), &AgendaSeat::valueChanged);
        for (const char *ship : {"red-1", "red-2", "red-3"})
            QVERIFY(session.play(QJsonObject{{QStringLiteral("type"), QStringLiteral("dock")},
                                             {QStringLiteral("facility"), QStringLiteral("lunar-mine")},
                                             {QStringLiteral("ships"), QJsonArray{QString::fromLatin1(ship)}}}));
        QVERIFY(seatsChanged.count() > 0);
        QVERIFY(aliceChanged.count() > 0);
        QCOMPARE(bobChanged.count(), 0);
        alice = agendas.seats().toList().value(0).toMap();
        QCOMPARE(agendas.bySeat().at(0)->value().toMap(), alice);
        const QVariantList reveals = alice.value(QStringLiteral("reveals")).toList();
        int legalReveals = 0;
        for (const Action &a : session.legal())
            legalReveals += std::holds_alternative<RevealAgenda>(a) && std::get<RevealAgenda>(a).player == 0;
        QCOMPARE(reveals.size(), legalReveals);
        const QVariantMap lunar = byKey(reveals, QStringLiteral("id"), QStringLiteral("fill-lunar-mine"));
        QVERIFY(!lunar.isEmpty());
        QVERIFY(lunar.value(QStringLiteral("title")).toString().startsWith(QLatin1String("Agenda 18")));
        QVERIFY(session.play(QJsonObject::fromVariantMap(lunar.value(QStringLiteral("move")).toMap())));
        alice = agendas.seats().toList().value(0).toMap();
        QCOMPARE(alice.value(QStringLiteral("revealed")).toList().size(), 1);
        QCOMPARE(alice.value(QStringLiteral("faceDown")).toInt(), 1);
        QVERIFY(alice.value(QStringLiteral("reveals")).toList().isEmpty());

        // Digital mode: the app knows the cards it dealt; hand() gives a seat's own, and nobody else's.
        setup[QStringLiteral("dice")] = QStringLiteral("digital");
        setup[QStringLiteral("seed")] = QStringLiteral("5");
        QCOMPARE(session.newGame(setup), QString());
        QVERIFY(session.playChance());
        QVERIFY(agendas.known());
        for (int seat = 0; seat < 2; ++seat) {
            const QVariantList hand = agendas.hand(seat);
            QCOMPARE(hand.size(), 2);
            for (const QVariant &card : hand) {
                const auto agenda = afapp::idFrom<Agenda>(card.toMap().value(QStringLiteral("id")).toString());
                QVERIFY(agenda);
                QVERIFY(session.state().agendas.hands[seat].faceDown & agendaBit(*agenda));
            }
        }
        QVERIFY(agendas.hand(2).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestParts)
#include "tst_parts.moc"
