#include "models/catalog.h"

#include "engineids.h"
#include "names.h"

#include "engine.h"
#include "messages.h"
#include "modules/faction_types.h"

#include <QCoreApplication>

#include <QVariantList>
#include <QVariantMap>

using namespace af;

namespace afapp {

QVariant catalog() {
    QVariantList facilities, territories, fields, cards, colors, rulesets;
    for (int f = 0; f < kFacilityCount; ++f)
        facilities << QVariantMap{{QStringLiteral("id"), qs(toId(static_cast<Facility>(f)))},
                                  {QStringLiteral("name"), afapp::facilityName(static_cast<Facility>(f))},
                                  {QStringLiteral("help"), afapp::facilityHelp(static_cast<Facility>(f))}};
    // Faction boards are facilities too (their docking ports), named for the questions that list them.
    QVariantMap boardNames;
    for (int f = 0; f < kFactionCount; ++f)
        boardNames[qs(toId(boardFacility(static_cast<Faction>(f))))] =
            afapp::facilityName(boardFacility(static_cast<Faction>(f)));
    for (int t = 0; t < kTerritoryCount; ++t)
        territories << QVariantMap{{QStringLiteral("id"), qs(toId(static_cast<Territory>(t)))},
                                   {QStringLiteral("name"), afapp::territoryName(static_cast<Territory>(t))},
                                   {QStringLiteral("help"), afapp::territoryHelp(static_cast<Territory>(t))}};
    for (int f = 0; f < kFieldCount; ++f)
        fields << QVariantMap{{QStringLiteral("id"), qs(toId(static_cast<Field>(f)))},
                              {QStringLiteral("name"), afapp::fieldName(static_cast<Field>(f))},
                              {QStringLiteral("help"), afapp::fieldHelp(static_cast<Field>(f))}};
    for (int c = 0; c < kCardCount; ++c) {
        const Card card = static_cast<Card>(c);
        cards << QVariantMap{{QStringLiteral("id"), qs(toId(card))},
                             {QStringLiteral("name"), afapp::cardName(card)},
                             {QStringLiteral("use"), afapp::cardUseHelp(card)},
                             {QStringLiteral("discard"), afapp::cardDiscardHelp(card)},
                             {QStringLiteral("passive"), afapp::cardPassiveHelp(card)},
                             {QStringLiteral("fuelPower"), hasFuelPower(card)}};
    }
    // Purple and white come with Edition X's colour packs (5 and 6 players).
    for (int c = 0; c < kColorCount; ++c)
        colors << QVariantMap{{QStringLiteral("id"), qs(toId(static_cast<Color>(c)))},
                              {QStringLiteral("name"), afapp::colorName(static_cast<Color>(c))},
                              {QStringLiteral("editionX"), !colorInRuleset(static_cast<Color>(c), Ruleset::R2013)}};
    for (int r = 0; r < kRulesetCount; ++r)
        rulesets << QVariantMap{{QStringLiteral("id"), qs(toId(static_cast<Ruleset>(r)))},
                                {QStringLiteral("name"), afapp::rulesetName(static_cast<Ruleset>(r))}};
    // The modules the new-game page offers (outer-belt's rules are only partly known: not offered at all). A module
    // the rules engine still refuses to users is greyed with the engine's reason, which names what is missing.
    QVariantList modules;
    for (Module m : {Module::Factions, Module::Agendas, Module::ExtraTech}) {
        const std::string engineRefusal = moduleNotSupported(m, false);
        QString reason;
        if (afapp::modulesTheAppCannotPlay(moduleBit(m)))
            reason = afapp::moduleNotPlayableYet();
        else if (!engineRefusal.empty())
            //: %1: the rules engine's reason, in English (it names the cards still missing)
            reason = QCoreApplication::translate("Names", "The rules engine says: %1").arg(qs(engineRefusal));
        const QString ruleId = m == Module::Factions ? QStringLiteral("factions")
                               : m == Module::Agendas ? QStringLiteral("agendas")
                                                      : QStringLiteral("extra-tech");
        modules << QVariantMap{{QStringLiteral("id"), qs(toId(m))},
                               {QStringLiteral("name"), afapp::moduleName(m)},
                               {QStringLiteral("help"), afapp::moduleHelp(m)},
                               {QStringLiteral("playable"), reason.isEmpty()},
                               {QStringLiteral("reason"), reason},
                               {QStringLiteral("ruleId"), ruleId}};
    }
    auto names = [](const QVariantList &list) {
        QVariantMap out;
        for (const QVariant &v : list)
            out[v.toMap().value(QStringLiteral("id")).toString()] = v.toMap().value(QStringLiteral("name"));
        return out;
    };
    QVariantMap facilityNames = names(facilities);
    facilityNames.insert(boardNames);
    return QVariantMap{{QStringLiteral("facilities"), facilities},
                       {QStringLiteral("territories"), territories},
                       {QStringLiteral("fields"), fields},
                       {QStringLiteral("cards"), cards},
                       {QStringLiteral("colors"), colors},
                       {QStringLiteral("rulesets"), rulesets},
                       {QStringLiteral("modules"), modules},
                       {QStringLiteral("resourceNames"),
                        QVariantMap{{qs(toId(Resource::Fuel)), afapp::resourceName(Resource::Fuel)},
                                    {qs(toId(Resource::Ore)), afapp::resourceName(Resource::Ore)}}},
                       {QStringLiteral("facilityNames"), facilityNames},
                       {QStringLiteral("territoryNames"), names(territories)},
                       {QStringLiteral("fieldNames"), names(fields)},
                       {QStringLiteral("cardNames"), names(cards)},
                       {QStringLiteral("colorNames"), names(colors)}};
}

} // namespace afapp
