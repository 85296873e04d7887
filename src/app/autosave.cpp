#include "autosave.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <filesystem>

namespace afapp {

namespace {

// Past this size the journal is written again with only the steps autosave.json may lack.
constexpr qint64 kJournalLimit = 64 * 1024;

afrecord::GameRecord withoutActions(const afrecord::GameRecord &record)
{
    // A copy of everything but the actions, so that a field added to the record (modules, bot seats) is never
    // left out of the journal's first line.
    afrecord::GameRecord header = record;
    header.actions.clear();
    return header;
}

QByteArray line(const QJsonObject &o) { return QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n'; }

afrecord::Seats seatsOf(const afrecord::GameRecord &record)
{
    std::vector<af::Color> colors;
    for (const afrecord::PlayerInfo &p : record.players)
        colors.push_back(p.color);
    return afrecord::Seats::of(colors);
}

// Creates the data folder; returns the system's reason when it cannot be made.
QString makeFolder(const QString &dir)
{
    std::error_code ec;
    std::filesystem::create_directories(QFile::encodeName(dir).toStdString(), ec);
    if (!ec)
        return {};
    //: %1 is a folder, %2 the system's reason (e.g. "Not a directory")
    return AutosaveWriter::tr("cannot create the folder %1: %2").arg(QDir::toNativeSeparators(dir), QString::fromLocal8Bit(ec.message()));
}

// Applies the journal's steps to `record` (autosave.json; none, or another game's: the journal's own first line).
// Returns an error, or empty.
QString applyJournal(const QByteArray &bytes, std::optional<afrecord::GameRecord> &record)
{
    QList<QByteArray> lines = bytes.split('\n');
    lines.removeLast(); // a line without its newline was cut short by the end of the process: it never happened
    if (lines.isEmpty())
        return {};
    auto header = afrecord::readRecord(lines.constFirst());
    if (const auto *e = std::get_if<afrecord::ReadError>(&header))
        //: %1 is a line number of the autosave journal, %2 the problem found there
        return AutosaveWriter::tr("line %1: %2").arg(1).arg(e->toString());
    if (lines.size() == 1)
        return {}; // a game started (opened, resumed) whose record autosave.json did not hold yet: not this one
    const afrecord::GameRecord &game = std::get<afrecord::GameRecord>(header);
    if (!record || afrecord::recordToBytes(withoutActions(*record)) != afrecord::recordToBytes(game))
        record = game; // autosave.json holds another game: the journal's first step has all of this one
    const afrecord::Seats seats = seatsOf(*record);
    for (qsizetype i = 1; i < lines.size(); ++i) {
        QJsonParseError parseError{};
        const QJsonDocument doc = QJsonDocument::fromJson(lines.at(i), &parseError);
        const QString where = QStringLiteral("$");
        afrecord::JsonReader reader;
        if (parseError.error != QJsonParseError::NoError)
            reader.fail(where, parseError.errorString());
        const QJsonObject step = reader.object(doc.object(), where);
        reader.onlyKeys(step, where, {QStringLiteral("keep"), QStringLiteral("append")});
        const int keep = reader.integer(step.value(QStringLiteral("keep")), afrecord::JsonReader::at(where, QStringLiteral("keep")),
                                        0, static_cast<int>(record->actions.size()));
        const QString appendPath = afrecord::JsonReader::at(where, QStringLiteral("append"));
        const QJsonArray append = reader.array(step.value(QStringLiteral("append")), appendPath);
        std::vector<af::Action> added;
        for (qsizetype a = 0; a < append.size() && reader.ok(); ++a)
            if (auto action = afrecord::actionFromJson(reader, seats, append.at(a), afrecord::JsonReader::at(appendPath, a)))
                added.push_back(*action);
        if (!reader.ok())
            return AutosaveWriter::tr("line %1: %2").arg(i + 1).arg(reader.error()->toString());
        record->actions.resize(static_cast<std::size_t>(keep));
        record->actions.insert(record->actions.end(), added.begin(), added.end());
    }
    return {};
}

bool present(const QFileInfo &file) { return file.exists() || file.isSymLink(); } // a dangling link or a loop too

} // namespace

QString autosaveFilePath(const QString &dir) { return QDir(dir).filePath(QStringLiteral("autosave.json")); }
QString journalFilePath(const QString &dir) { return QDir(dir).filePath(QStringLiteral("autosave.journal")); }

SavedGame readAutosave(const QString &dir)
{
    SavedGame saved;
    if (dir.isEmpty())
        return saved;
    saved.path = autosaveFilePath(dir);
    const QFileInfo json(saved.path);
    const QFileInfo journal(journalFilePath(dir));
    saved.exists = present(json) || present(journal);
    if (!saved.exists)
        return saved;
    saved.savedAt = std::max(json.lastModified(), journal.lastModified());
    std::optional<afrecord::GameRecord> record;
    if (present(json)) {
        const auto bytes = afrecord::readFileBytes(json.filePath());
        if (const auto *e = std::get_if<QString>(&bytes)) {
            saved.error = *e;
            return saved;
        }
        auto read = afrecord::readRecord(std::get<QByteArray>(bytes));
        if (const auto *e = std::get_if<afrecord::ReadError>(&read)) {
            saved.error = QDir::toNativeSeparators(json.filePath()) + QStringLiteral(": ") + e->toString();
            return saved;
        }
        record = std::get<afrecord::GameRecord>(std::move(read));
    }
    if (present(journal)) {
        const auto bytes = afrecord::readFileBytes(journal.filePath());
        if (const auto *e = std::get_if<QString>(&bytes)) {
            saved.error = *e;
            return saved;
        }
        if (QString error = applyJournal(std::get<QByteArray>(bytes), record); !error.isEmpty()) {
            saved.error = QDir::toNativeSeparators(journal.filePath()) + QStringLiteral(": ") + error;
            return saved;
        }
    }
    if (!record) { // only a journal cut short before its first line: nothing was played
        saved.exists = false;
        return saved;
    }
    saved.record = std::move(record);
    return saved;
}

AutosaveWriter::AutosaveWriter(QObject *parent)
    : QObject(parent), m_latest(std::make_shared<std::atomic<quint64>>(0))
{
    m_pool.setMaxThreadCount(1);
    m_idle.setSingleShot(true);
    m_idle.setInterval(kSnapshotIdleMs);
    connect(&m_idle, &QTimer::timeout, this, &AutosaveWriter::writeWaitingSnapshot);
}

AutosaveWriter::~AutosaveWriter()
{
    // The last change must reach the disk before the app goes, in autosave.json too.
    writeWaitingSnapshot();
    m_pool.waitForDone();
}

void AutosaveWriter::setDir(const QString &dir)
{
    if (dir == m_dir)
        return;
    writeWaitingSnapshot(); // to the old folder: the snapshot takes the folder it was asked for
    m_dir = dir;
}

void AutosaveWriter::startGame(const afrecord::GameRecord &record)
{
    if (m_dir.isEmpty())
        return;
    // The journal starts with only its first line: writing every action of a long record into it would make
    // opening slow. Until autosave.json holds this game, the next change writes them all (see recordChange).
    m_header = line(afrecord::recordToJson(withoutActions(record)));
    m_steps.clear();
    m_startGeneration = ++m_generation;
    m_startPending = true;
    rewriteJournal();
    m_waiting.reset();
    m_changesWaiting = 0;
    m_idle.stop();
    scheduleSnapshot(record);
}

void AutosaveWriter::recordChange(const afrecord::GameRecord &record, std::size_t keep)
{
    if (m_dir.isEmpty())
        return;
    if (m_startPending)
        keep = 0; // autosave.json may still be another game: this step holds the whole of this one
    const afrecord::Seats seats = seatsOf(record);
    QJsonArray append;
    for (std::size_t i = keep; i < record.actions.size(); ++i)
        append.append(afrecord::actionToJson(seats, record.actions[i]));
    const quint64 generation = ++m_generation;
    m_steps.emplace_back(generation, line({{QStringLiteral("keep"), static_cast<qint64>(keep)},
                                           {QStringLiteral("append"), append}}));
    m_startPending = false;
    if (m_journalBroken || journalTooLong() || !appendToJournal(m_steps.back().second))
        rewriteJournal();
    // The journal has the change: autosave.json follows every few changes or when the game is left alone, since
    // rewriting the whole record (and waiting for the disk) after every move costs more than the move itself.
    m_waiting = record;
    if (++m_changesWaiting >= kSnapshotEvery || m_journalBroken)
        writeWaitingSnapshot();
    else
        m_idle.start();
}

void AutosaveWriter::writeWaitingSnapshot()
{
    m_idle.stop();
    m_changesWaiting = 0;
    if (!m_waiting)
        return;
    afrecord::GameRecord record = std::move(*m_waiting);
    m_waiting.reset();
    scheduleSnapshot(std::move(record));
}

bool AutosaveWriter::journalTooLong() const
{
    if (m_journalSize <= kJournalLimit)
        return false;
    // While autosave.json keeps failing the steps pile up: rewriting them would not make the journal shorter.
    qint64 rewritten = m_header.size();
    for (const auto &step : m_steps)
        rewritten += step.second.size();
    return rewritten < m_journalSize / 2;
}

bool AutosaveWriter::appendToJournal(const QByteArray &bytes)
{
    // No fsync: the page cache keeps the line if the process dies, and the move stays fast. A journal that is not
    // there (removed, or the folder gone) is written anew with its first line. Unbuffered: the line goes to the file
    // in one write, without a copy into QFile's buffer first.
    QFile file(journalFilePath(m_dir));
    if (!file.open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::ExistingOnly | QIODevice::Unbuffered) ||
        file.write(bytes) != bytes.size() || !file.flush()) {
        m_journalBroken = true;
        return false;
    }
    m_journalSize += bytes.size();
    return true;
}

void AutosaveWriter::rewriteJournal()
{
    QByteArray bytes = m_header;
    for (const auto &step : m_steps)
        bytes += step.second;
    QString error = makeFolder(m_dir);
    if (error.isEmpty())
        error = afrecord::writeFileAtomically(journalFilePath(m_dir), bytes);
    m_journalBroken = !error.isEmpty(); // a line may be missing or cut short: the next change writes it all again
    if (m_journalBroken) {
        setError(error);
        return;
    }
    m_journalSize = bytes.size();
}

void AutosaveWriter::scheduleSnapshot(afrecord::GameRecord record)
{
    // QSaveFile waits for the disk (fsync), which would hold up the UI for several milliseconds per move: written by
    // one background thread, in order. A write already overtaken by a newer one is skipped.
    const quint64 generation = m_generation;
    m_latest->store(generation);
    m_pool.start([this, record = std::move(record), dir = m_dir, latest = m_latest, generation] {
        if (latest->load() != generation)
            return;
        QString error = makeFolder(dir);
        if (error.isEmpty())
            error = afrecord::writeFileAtomically(autosaveFilePath(dir), afrecord::recordToBytes(record));
        QMetaObject::invokeMethod(
            this, [this, generation, error] { snapshotDone(generation, error); }, Qt::QueuedConnection);
    });
}

void AutosaveWriter::snapshotDone(quint64 generation, const QString &error)
{
    if (!error.isEmpty()) {
        qWarning("AF Referee: autosave failed: %s", qPrintable(error));
        setError(error);
        return;
    }
    while (!m_steps.empty() && m_steps.front().first <= generation)
        m_steps.pop_front();
    if (generation >= m_startGeneration)
        m_startPending = false;
    if (generation != m_generation)
        return; // a newer change is on its way
    // The whole game is in autosave.json: the journal starts again from it (no step left to keep) when it was left
    // broken by a failed write or has grown long.
    if (m_journalBroken || m_journalSize > kJournalLimit)
        rewriteJournal();
    if (!m_journalBroken)
        setError({});
}

void AutosaveWriter::waitForDone()
{
    writeWaitingSnapshot();
    m_pool.waitForDone();
    QCoreApplication::sendPostedEvents(this, QEvent::MetaCall);
}

void AutosaveWriter::setError(const QString &error)
{
    if (error == m_error)
        return;
    m_error = error;
    emit errorChanged();
}

} // namespace afapp
