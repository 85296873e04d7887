// The expansion modules in records and positions (src/record/record-format.md, "Modules" and "Factions"):
// the module list, a faction choice, and the faction data of a position.
#pragma once

#include "record.h"

namespace afrecord {

// A ship ("red-2", "relic-ship") or a player (a colour) named in a file; a failure is recorded in `r`.
int8_t shipFromJson(JsonReader &r, const Seats &seats, const QJsonValue &v, const QString &path);
int8_t playerFromJson(JsonReader &r, const Seats &seats, const QJsonValue &v, const QString &path);
// Colonies per player and territory ([player][territory]) as a list of {"player", key: territory, "colonies"}, and
// read back, a repeated pair adding up: destinations (key "to") or origins (key "from").
QJsonArray colonySpreadToJson(const Seats &seats, const af::ColonySpread &spread, const QString &territoryKey);
af::ColonySpread colonySpreadFromJson(JsonReader &r, const Seats &seats, const QJsonValue &v, const QString &where,
                                      const QString &key);
// A set of ships (a bit per ship id) as a list of ship names, and read back from `o[key]` (absent: none).
QJsonArray shipMask(const Seats &seats, uint64_t mask);
uint64_t readShipMask(JsonReader &r, const Seats &seats, const QJsonObject &o, const QString &key, const QString &path);

QJsonArray modulesToJson(af::ModuleSet modules);
af::ModuleSet modulesFromJson(JsonReader &r, const QJsonValue &value, const QString &path);

QJsonObject factionArgsToJson(const Seats &seats, const af::FactionArgs &args);
af::FactionArgs factionArgsFromJson(JsonReader &r, const Seats &seats, const QJsonValue &value, const QString &path);

// The "factions" object of a position: boards by player, the draft's offer, the REV, ships held on the
// Maintenance Bay, and what the boards remember this turn.
QJsonObject factionsToJson(const Seats &seats, const af::GameState &state);
// Without the factions module, the extra-tech module's Bio-Integration Circuit sends a Terraforming Station
// ship to the Maintenance Bay for a turn the way New Gaia does: the "factions" object then holds only those ship
// masks (sitOut, sittingOut, bayNotStock), which onlyBayShips recognises.
QJsonObject bayShipsToJson(const Seats &seats, const af::GameState &state);
bool onlyBayShips(const QJsonValue &factions);
void factionsFromJson(JsonReader &r, const Seats &seats, const QJsonValue &value, const QString &path,
                      af::GameState &state);

} // namespace afrecord
