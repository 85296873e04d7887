// The registry of extra alien tech cards (module extra-tech, EXPANSIONS.md section 4): one line per card, in enum
// order. A card's rules live in its own file in src/engine/techcards/; a card not written yet has an entry with
// only its catalogue data (implemented = false), which keeps the module refused for users (modules.cpp names the
// missing cards) and refuses its powers as not supported yet.
#include "tech.h"

#include <array>

namespace af::detail {

namespace techcards {
extern const TechCardRules alienSarcophagus;
extern const TechCardRules astrogationServo;
extern const TechCardRules electrofabricator;
extern const TechCardRules experimentalFTLDrive;
extern const TechCardRules nanoRecycler;
extern const TechCardRules fieldAmplifier;
extern const TechCardRules fieldPropagator;
extern const TechCardRules nullTimeVault;
extern const TechCardRules fleetInterlink;
extern const TechCardRules gravitronShunt;
extern const TechCardRules infiltrationAI;
extern const TechCardRules infinityMirror;
extern const TechCardRules ionFluctuator;
extern const TechCardRules suppressionMatrix;
extern const TechCardRules magneticLockdown;
extern const TechCardRules multiverseWindow;
extern const TechCardRules oracleEngine;
extern const TechCardRules scoutDrone;
extern const TechCardRules superconductingGrapple;
extern const TechCardRules shipfitterDrone;
extern const TechCardRules solarHarvester;
extern const TechCardRules retrievalWebbing;
extern const TechCardRules seismicDetonator;
extern const TechCardRules lunarTunneler;
extern const TechCardRules deflectorShield;
extern const TechCardRules shipbreakerDrone;
extern const TechCardRules resonatingBeacon;
extern const TechCardRules petaBitProcessor;
extern const TechCardRules chameleonCloak;
extern const TechCardRules chronoSpike;
extern const TechCardRules oscillationCapacitor;
extern const TechCardRules teleOperator;
extern const TechCardRules probabilityFocus;
extern const TechCardRules bioIntegrationCircuit;
extern const TechCardRules autoPilotAI;
} // namespace techcards

const TechCardRules &techRules(Card c)
{
    using namespace techcards;
    static const std::array<const TechCardRules *, kCardCount - kBaseCardCount> table{
        &alienSarcophagus,     &astrogationServo,  &autoPilotAI,      &bioIntegrationCircuit, &chameleonCloak,
        &chronoSpike,          &deflectorShield,   &electrofabricator, &experimentalFTLDrive, &fieldAmplifier,
        &fieldPropagator,      &fleetInterlink,    &gravitronShunt,   &infiltrationAI,        &infinityMirror,
        &ionFluctuator,        &lunarTunneler,     &magneticLockdown, &multiverseWindow,      &nanoRecycler,
        &nullTimeVault,        &oracleEngine,      &oscillationCapacitor, &petaBitProcessor,  &probabilityFocus,
        &resonatingBeacon,     &retrievalWebbing,  &scoutDrone,       &seismicDetonator,      &shipbreakerDrone,
        &shipfitterDrone,      &solarHarvester,    &superconductingGrapple, &suppressionMatrix, &teleOperator,
    };
    return *table[idx(c) - kBaseCardCount];
}

std::string missingTechCards()
{
    std::string out;
    for (int c = kBaseCardCount; c < kCardCount; ++c) {
        const TechCardRules &r = techRules(static_cast<Card>(c));
        if (complete(r))
            continue;
        if (!out.empty())
            out += ", ";
        out += displayName(r.card);
    }
    return out;
}

std::string_view techRule(Card c)
{
    // Rule ids of the rules reference: "card:<id>", kept as static strings (Rejection holds a string_view).
    static const std::array<std::string, kCardCount> rules = [] {
        std::array<std::string, kCardCount> out;
        for (int i = 0; i < kCardCount; ++i)
            out[i] = "card:" + std::string(toId(static_cast<Card>(i)));
        return out;
    }();
    return rules[idx(c)];
}

} // namespace af::detail

namespace af {

bool extraTechHasPaidPower(Card c) { return detail::techRules(c).paidPower; }

std::array<uint8_t, kCardCount> deckOf(Ruleset ruleset, ModuleSet modules)
{
    std::array<uint8_t, kCardCount> deck = traits(ruleset).deck;
    if (!hasModule(modules, Module::ExtraTech))
        return deck;
    // One copy of each described card (1.4). The catalogue's 36th card is unidentified: its slot is
    // kUnidentifiedTechCards below, never a card in the deck.
    for (int c = kBaseCardCount; c < kCardCount; ++c)
        deck[c] = !detail::techRules(static_cast<Card>(c)).needsAgendas || hasModule(modules, Module::Agendas);
    return deck;
}

int deckSize(Ruleset ruleset, ModuleSet modules)
{
    int n = 0;
    for (uint8_t copies : deckOf(ruleset, modules))
        n += copies;
    return n;
}

} // namespace af
