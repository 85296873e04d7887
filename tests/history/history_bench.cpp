// af-history-bench: fills a history database with random games and times what the app does with it: storing a
// finished game, and the statistics page's queries (opening the file, the statistics and the list of games).
// Also times the score over time of the longest golden game. Prints figures; checks none (see the README).
//
//   af-history-bench [--games N] [--db FILE]     (default 1000 games, a temporary file)
#include "history/historydatabase.h"
#include "history/scoretimeline.h"
#include "randomgames.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>
#include <vector>

using namespace afhistory;

namespace {

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

double msSince(const QElapsedTimer &t) { return t.nsecsElapsed() / 1e6; }

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const QStringList args = app.arguments();
    int games = 1000;
    QTemporaryDir dir;
    QString path = dir.filePath(QStringLiteral("history.db"));
    for (int i = 1; i + 1 < args.size(); i += 2) {
        if (args[i] == QLatin1String("--games"))
            games = args[i + 1].toInt();
        else if (args[i] == QLatin1String("--db"))
            path = args[i + 1];
    }
    QFile::remove(path);

    // The records first, so that the timings are the database's alone.
    std::vector<afrecord::GameRecord> records;
    std::vector<af::GameState> ends;
    QElapsedTimer t;
    t.start();
    for (int i = 0; i < games + 20; ++i) {
        records.push_back(testing::randomRecord(1000 + i, 2 + i % 5));
        ends.push_back(afrecord::replay(records.back()).state);
    }
    out << "made " << records.size() << " random games in " << qRound(msSince(t)) << " ms\n";

    HistoryDatabase db;
    if (!db.open(path, HistoryDatabase::Repair::MoveAside)) {
        out << db.message() << '\n';
        return 1;
    }
    const QDateTime start = QDateTime::currentDateTimeUtc().addDays(-games);
    t.start();
    for (int i = 0; i < games; ++i)
        db.store(records[i], ends[i], Outcome::Finished, start.addDays(i), 1800 + i);
    out << "stored " << games << " games in " << qRound(msSince(t)) << " ms\n";

    std::vector<double> stores;
    for (int i = games; i < games + 20; ++i) {
        t.start();
        if (db.store(records[i], ends[i], Outcome::Finished, start.addDays(i), 1800) == 0) {
            out << db.message() << '\n';
            return 1;
        }
        stores.push_back(msSince(t));
    }
    out << "store one finished game (" << games << "+ games stored): median "
        << QString::number(median(stores), 'f', 2) << " ms, slowest "
        << QString::number(*std::max_element(stores.begin(), stores.end()), 'f', 2) << " ms\n";

    std::vector<double> opens;
    for (int run = 0; run < 5; ++run) {
        t.start();
        HistoryDatabase reader;
        reader.open(path, HistoryDatabase::Repair::Refuse);
        const Statistics stats = reader.statistics();
        const QList<StoredGame> list = reader.games();
        opens.push_back(msSince(t));
        if (stats.gamesPlayed != games + 20 || list.size() != games + 20) {
            out << "wrong counts: " << stats.gamesPlayed << ", " << list.size() << '\n';
            return 1;
        }
    }
    out << "open the database, statistics and list of " << games + 20 << " games: median "
        << QString::number(median(opens), 'f', 1) << " ms, slowest "
        << QString::number(*std::max_element(opens.begin(), opens.end()), 'f', 1) << " ms\n";

    QFile golden(QStringLiteral(AF_GOLDEN_DIR "/game-4p-digital.json"));
    if (golden.open(QIODevice::ReadOnly)) {
        const auto record = std::get<afrecord::GameRecord>(afrecord::readRecord(golden.readAll()));
        std::vector<double> timelines;
        std::size_t points = 0;
        for (int run = 0; run < 20; ++run) {
            t.start();
            points = scoreTimeline(record).points.size();
            timelines.push_back(msSince(t));
        }
        out << "score over time of a " << record.actions.size() << "-action game (" << points
            << " points): median " << QString::number(median(timelines), 'f', 3) << " ms\n";
    }
    return 0;
}
