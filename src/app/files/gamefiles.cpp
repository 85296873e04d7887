#include "files/gamefiles.h"

#include "appsettings.h"
#include "messages.h"
#include "names.h"
#include "session/gamesession.h"

#include <QDate>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QStandardPaths>

using namespace af;

GameFiles::GameFiles(GameSession *session, QObject *parent)
    : QObject(parent), m_session(session),
      m_dataDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)) {
    m_autosave.setDir(m_dataDir);
    connect(&m_autosave, &afapp::AutosaveWriter::errorChanged, this, &GameFiles::autosaveErrorChanged);
    connect(session, &GameSession::cleanChanged, this, &GameFiles::modifiedChanged);
    // A new game is not in the players' file yet: "Save" asks where (opening a file sets it again after this).
    connect(session, &GameSession::gameStarted, this, [this] {
        autosaveWholeGame();
        setFilePath({});
    });
    connect(session, &GameSession::recordChanged, this, &GameFiles::autosaveChange);
    // The players' part of the record changed (a seat taken over by the app or given back): written whole.
    connect(session, &GameSession::seatsChanged, this, &GameFiles::autosaveWholeGame);
}

GameFiles::~GameFiles() = default; // the autosave writer waits for the last move's autosave

void GameFiles::setDataDir(const QString &dir) {
    if (dir == m_dataDir)
        return;
    m_dataDir = dir;
    m_autosave.setDir(dir);
    // Mid-game the new folder holds none of this game (or another one): it starts with the whole game.
    autosaveWholeGame();
    emit dataDirChanged();
}

QString GameFiles::autosavePath() const { return m_dataDir.isEmpty() ? QString() : afapp::autosaveFilePath(m_dataDir); }

bool GameFiles::modified() const { return m_session->hasGame() && !m_session->isClean(); }

void GameFiles::setFilePath(const QString &path) {
    m_filePath = path;
    emit fileChanged();
}

void GameFiles::autosaveChange(std::size_t unchangedActions) {
    m_autosave.recordChange(m_session->record(), unchangedActions);
}

void GameFiles::autosaveWholeGame() {
    if (!m_session->hasGame())
        return;
    m_autosave.startGame(m_session->record());
}

void GameFiles::retryAutosave() { autosaveWholeGame(); }

void GameFiles::waitForAutosave() const { m_autosave.waitForDone(); }

QVariant GameFiles::autosaveInfo() const {
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
            QDir::toNativeSeparators(saved.path) + QStringLiteral(": ") + GameSession::refusalText(record, replayed);
    if (const af::ModuleSet unplayable = afapp::modulesTheAppCannotPlay(record.modules)) {
        info[QStringLiteral("ok")] = false;
        info[QStringLiteral("error")] =
            QDir::toNativeSeparators(saved.path) + QStringLiteral(": ") + afapp::modulesNotPlayable(unplayable);
    }
    return info;
}

bool GameFiles::resumeAutosave(QString *whyNot) {
    waitForAutosave();
    const afapp::SavedGame saved = afapp::readAutosave(m_dataDir);
    if (!saved.exists)
        return false;
    QString error = saved.error;
    if (saved.record && !m_session->loadRecord(*saved.record, &error))
        error = QDir::toNativeSeparators(saved.path) + QStringLiteral(": ") + error; // as autosaveInfo says it
    if (!error.isEmpty()) {
        if (whyNot)
            *whyNot = error;
        emit errorOccurred(tr("The game could not be opened"), error);
        return false;
    }
    // The autosave is not the players' own file: "Save" asks where to put it.
    m_filePath.clear();
    m_session->setClean();
    emit fileChanged();
    emit modifiedChanged();
    m_session->setMessage(QStringLiteral("info"), tr("Game resumed where it was left."));
    return true;
}

bool GameFiles::openFrom(const QString &path) {
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
    if (!m_session->loadRecord(std::get<afrecord::GameRecord>(read), &error)) {
        emit errorOccurred(title, QStringLiteral("%1\n%2").arg(QDir::toNativeSeparators(path), error));
        return false;
    }
    m_filePath = path;
    m_session->setClean();
    emit fileChanged();
    emit modifiedChanged();
    return true;
}

bool GameFiles::saveTo(const QString &path) {
    if (!m_session->hasGame())
        return false;
    const QString error = afrecord::writeFileAtomically(path, afrecord::recordToBytes(m_session->record()));
    if (!error.isEmpty()) {
        emit errorOccurred(tr("The game could not be saved"), error);
        return false;
    }
    m_filePath = path;
    m_session->setClean();
    emit fileChanged();
    emit modifiedChanged();
    m_session->setMessage(QStringLiteral("info"), tr("Saved to %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

bool GameFiles::save() { return m_filePath.isEmpty() ? saveAs() : saveTo(m_filePath); }

bool GameFiles::saveAs() {
    if (!m_session->hasGame())
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

bool GameFiles::open() {
    AppSettings settings;
    const QString path = QFileDialog::getOpenFileName(nullptr, tr("Open a game"), settings.lastFolder(),
                                                      tr("Game records (*.json);;All files (*)"));
    if (path.isEmpty())
        return false;
    settings.setLastFolder(QFileInfo(path).absolutePath());
    return openFrom(path);
}
