#include "modules.h"

#include "../agendas/agendas.h"
#include "extension.h"
#include "tech.h"

#include <array>

namespace af {

namespace {

constexpr std::array<std::string_view, kModuleCount> kModuleIds{"factions", "agendas", "extra-tech", "outer-belt"};

} // namespace

std::string_view toId(Module module) { return kModuleIds[static_cast<int>(module)]; }

std::optional<Module> moduleFromId(std::string_view id)
{
    for (int i = 0; i < kModuleCount; ++i)
        if (kModuleIds[i] == id)
            return static_cast<Module>(i);
    return std::nullopt;
}

std::optional<ModuleSet> parseModules(std::string_view list, std::string &error)
{
    ModuleSet set = 0;
    while (!list.empty()) {
        const std::size_t comma = list.find(',');
        const std::string_view id = list.substr(0, comma);
        list = comma == std::string_view::npos ? std::string_view{} : list.substr(comma + 1);
        const std::optional<Module> m = moduleFromId(id);
        if (!m) {
            error = "Unknown module '" + std::string(id) + "' (modules: factions, agendas, extra-tech, outer-belt).";
            return std::nullopt;
        }
        if (hasModule(set, *m)) {
            error = "The module " + std::string(id) + " is named twice.";
            return std::nullopt;
        }
        set = static_cast<ModuleSet>(set | moduleBit(*m));
    }
    return set;
}

std::string modulesToList(ModuleSet set)
{
    std::string out;
    for (int i = 0; i < kModuleCount; ++i) {
        if (!hasModule(set, static_cast<Module>(i)))
            continue;
        if (!out.empty())
            out += ',';
        out += kModuleIds[i];
    }
    return out;
}

std::string moduleNotSupported(Module module, bool unfinishedAllowed)
{
    switch (module) {
    case Module::Factions:
        // Refused until every board of the pool is played by the engine (src/engine/modules/README.md).
        if (unfinishedAllowed || detail::missingFactions().empty())
            return {};
        return "The factions module is not supported yet: these boards are still missing: " +
               detail::missingFactions() + ".";
    case Module::Agendas:
        // Refused until every card of the module is played by the engine (src/engine/modules/README.md).
        if (unfinishedAllowed || detail::missingAgendaCards().empty())
            return {};
        return "The agendas module is not supported yet: these cards are still missing: " +
               detail::missingAgendaCards() + ".";
    case Module::ExtraTech:
        // Refused until every card of the module is played by the engine (src/engine/modules/README.md).
        if (unfinishedAllowed)
            return {};
        if (!detail::missingTechCards().empty())
            return "The extra-tech module is not supported yet: these cards are still missing: " +
                   detail::missingTechCards() + ".";
        // Every card is written; the module opens once the app takes the Auto Pilot A.I.'s income at turn start
        // (its turn-start screen has no button for it yet; modules/README.md).
        return "The extra-tech module is not supported yet: the Auto Pilot A.I.'s income cannot be taken in the app "
               "yet.";
    case Module::OuterBelt:
        return "The outer-belt module is not supported: its rules are only partly known.";
    }
    return "Unknown module.";
}

} // namespace af
