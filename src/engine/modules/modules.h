// Expansion modules as options (shared/rules/EXPANSIONS.md section 1.1): ids, the set a game is played with, and
// which of them the engine can play. A module is switched on at setup and never changes during a game.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace af {

enum class Module : uint8_t { Factions, Agendas, ExtraTech, OuterBelt };
inline constexpr int kModuleCount = 4;

// A set of modules as a bit mask (bit = idx(Module)); 0 is the base game.
using ModuleSet = uint8_t;
constexpr ModuleSet moduleBit(Module m) { return static_cast<ModuleSet>(1u << static_cast<int>(m)); }
constexpr bool hasModule(ModuleSet set, Module m) { return (set & moduleBit(m)) != 0; }

std::string_view toId(Module module);
std::optional<Module> moduleFromId(std::string_view id);

// Parses a comma-separated list of module ids ("factions,agendas"). On an unknown id or one named twice, returns
// nullopt and sets `error` to an English sentence naming it.
std::optional<ModuleSet> parseModules(std::string_view list, std::string &error);
std::string modulesToList(ModuleSet set); // ids in catalogue order, comma-separated

// Why the engine cannot play this module (empty when it can). `unfinishedAllowed` is the test-only switch of
// GameOptions that lets the engine's own tests reach a module whose rules are still being written.
std::string moduleNotSupported(Module module, bool unfinishedAllowed);

} // namespace af
