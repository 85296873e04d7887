// Game records and positions as JSON (format documented in src/record/record-format.md). A record is the save format,
// the game log and the undo history at once: options, players, a start, and every action with its chance results.
#pragma once

#include "json_reader.h"

#include "action.h"
#include "engine.h"
#include "state.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>
#include <variant>
#include <vector>

namespace afrecord {

inline constexpr int kRecordVersion = 1;
inline const char kRecordFormat[] = "af-referee-record";
inline const char kPositionFormat[] = "af-referee-position";
// The most actions a record may hold (the reader refuses more). A real game has 700 to 900; the limit keeps an
// endless or hostile file from filling memory in the reader, the replay and the app's history.
inline constexpr int kMaxRecordActions = 100000;

// Seats by colour: ships and players are named by colour in files ("red-2", "blue").
struct Seats {
    int count = 0;
    std::array<af::Color, af::kMaxPlayers> colors{};
    static Seats of(const af::GameState &s);
    static Seats of(const std::vector<af::Color> &colors);
    QString player(int seat) const;
    std::optional<int> seatOf(const QString &colorId) const;
    QString ship(int ship) const; // "red-1".."red-6", "relic-ship"
    std::optional<int> shipOf(const QString &name) const;
};

enum class DiceMode { Table, Digital };

struct PlayerInfo {
    QString name;
    af::Color color = af::Color::Red;
    bool bot = false; // the seat is played by the app ("bot": true in the file; absent when false)
    friend bool operator==(const PlayerInfo &, const PlayerInfo &) = default;
};

struct GameRecord {
    af::Ruleset ruleset = af::Ruleset::R2013;
    bool longGame = false;
    bool limitedSupply = true;
    af::ModuleSet modules = 0; // expansion modules; "modules" in the file, absent for the base game
    QList<PlayerInfo> players;
    DiceMode mode = DiceMode::Table;
    std::optional<quint64> seed;             // digital mode: chance events are drawn from this seed
    std::optional<af::GameState> position;   // start from this position instead of a fresh setup
    std::vector<af::Action> actions;

    af::GameOptions options() const;
    af::GameState start() const; // the state before the first action
};

// --- JSON ---
QJsonObject actionToJson(const Seats &seats, const af::Action &action);
std::optional<af::Action> actionFromJson(JsonReader &reader, const Seats &seats, const QJsonValue &value,
                                         const QString &path);

QJsonObject positionToJson(const af::GameState &state);
// Reads a position and checks it is possible (validateState); `path` prefixes error paths. A module the engine cannot
// play yet is refused at "modules"; `allowUnfinishedModules` is the engine's test-only switch
// (GameOptions::allowUnfinishedModules) for the tests of such a module's position data, never for files of users.
std::optional<af::GameState> positionFromJson(JsonReader &reader, const QJsonValue &value, const QString &path,
                                              bool allowUnfinishedModules = false);

QJsonObject recordToJson(const GameRecord &record);
QByteArray recordToBytes(const GameRecord &record);

// Reads a whole record (or error). Bytes that are not JSON, or are truncated, give an error with the offset.
// `allowUnfinishedModules`: the engine's test-only switch (GameOptions::allowUnfinishedModules), for the records the
// tests and the app benchmark make of such a module's games, never for files of users.
std::variant<GameRecord, ReadError> readRecord(const QByteArray &bytes, bool allowUnfinishedModules = false);
std::variant<af::GameState, ReadError> readPosition(const QByteArray &bytes);

// --- files ---
std::variant<QByteArray, QString> readFileBytes(const QString &path, qint64 maxBytes = 64 * 1024 * 1024);
// Atomic write (QSaveFile): the old file stays intact if anything fails. Returns an error message or empty.
QString writeFileAtomically(const QString &path, const QByteArray &bytes);

// --- replay ---
struct ReplayResult {
    af::GameState state;          // after the last applied action
    int applied = 0;              // actions applied
    std::optional<af::Rejection> refusal; // the first refused action (index == applied)
};
ReplayResult replay(const GameRecord &record);

// The deterministic chance outcome for the action at `index` of a digital game (seed and index only, so a game
// reloaded from its record continues exactly as it would have).
std::optional<af::Action> digitalChance(const GameRecord &record, const af::GameState &state, std::size_t index);

} // namespace afrecord
