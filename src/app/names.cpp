#include "names.h"

#include "modules/faction_types.h"
#include "rulesreference.h"
#include "state.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <array>

namespace afapp {

namespace {

// Every table is in the order of its engine enum; the tests check the sizes against the enums.
constexpr std::array<const char *, af::kFacilityCount> kFacilities{
    QT_TRANSLATE_NOOP("Names", "Solar Converter"),      QT_TRANSLATE_NOOP("Names", "Lunar Mine"),
    QT_TRANSLATE_NOOP("Names", "Orbital Market"),       QT_TRANSLATE_NOOP("Names", "Alien Artifact"),
    QT_TRANSLATE_NOOP("Names", "Colonist Hub"),         QT_TRANSLATE_NOOP("Names", "Colony Constructor"),
    QT_TRANSLATE_NOOP("Names", "Terraforming Station"), QT_TRANSLATE_NOOP("Names", "Shipyard"),
    QT_TRANSLATE_NOOP("Names", "Raiders' Outpost"),     QT_TRANSLATE_NOOP("Names", "Maintenance Bay"),
};

constexpr std::array<const char *, af::kTerritoryCount> kTerritories{
    QT_TRANSLATE_NOOP("Names", "Asimov Crater"),   QT_TRANSLATE_NOOP("Names", "Bradbury Plateau"),
    QT_TRANSLATE_NOOP("Names", "Burroughs Desert"), QT_TRANSLATE_NOOP("Names", "Heinlein Plains"),
    QT_TRANSLATE_NOOP("Names", "Herbert Valley"),  QT_TRANSLATE_NOOP("Names", "Lem Badlands"),
    QT_TRANSLATE_NOOP("Names", "Pohl Foothills"),  QT_TRANSLATE_NOOP("Names", "Van Vogt Mountains"),
};

constexpr std::array<const char *, af::kFieldCount> kFields{
    QT_TRANSLATE_NOOP("Names", "Isolation Field"),
    QT_TRANSLATE_NOOP("Names", "Positron Field"),
    QT_TRANSLATE_NOOP("Names", "Repulsor Field"),
};

constexpr std::array<const char *, af::kCardCount> kCards{
    QT_TRANSLATE_NOOP("Names", "Alien City"),          QT_TRANSLATE_NOOP("Names", "Alien Monument"),
    QT_TRANSLATE_NOOP("Names", "Booster Pod"),         QT_TRANSLATE_NOOP("Names", "Data Crystal"),
    QT_TRANSLATE_NOOP("Names", "Gravity Manipulator"), QT_TRANSLATE_NOOP("Names", "Holographic Decoy"),
    QT_TRANSLATE_NOOP("Names", "Orbital Teleporter"),  QT_TRANSLATE_NOOP("Names", "Plasma Cannon"),
    QT_TRANSLATE_NOOP("Names", "Polarity Device"),     QT_TRANSLATE_NOOP("Names", "Resource Cache"),
    QT_TRANSLATE_NOOP("Names", "Stasis Beam"),         QT_TRANSLATE_NOOP("Names", "Temporal Warper"),
    QT_TRANSLATE_NOOP("Names", "Mind Control Helmet"),
    // Module extra-tech
    QT_TRANSLATE_NOOP("Names", "Alien Sarcophagus"),
    QT_TRANSLATE_NOOP("Names", "Astrogation Servo"),
    QT_TRANSLATE_NOOP("Names", "Auto Pilot A.I."),
    QT_TRANSLATE_NOOP("Names", "Bio-Integration Circuit"),
    QT_TRANSLATE_NOOP("Names", "Chameleon Cloak"),
    QT_TRANSLATE_NOOP("Names", "Chrono-Spike"),
    QT_TRANSLATE_NOOP("Names", "Deflector Shield"),
    QT_TRANSLATE_NOOP("Names", "Electrofabricator"),
    QT_TRANSLATE_NOOP("Names", "Experimental FTL Drive"),
    QT_TRANSLATE_NOOP("Names", "Field Amplifier"),
    QT_TRANSLATE_NOOP("Names", "Field Propagator"),
    QT_TRANSLATE_NOOP("Names", "Fleet Interlink"),
    QT_TRANSLATE_NOOP("Names", "Gravitron Shunt"),
    QT_TRANSLATE_NOOP("Names", "Infiltration A.I."),
    QT_TRANSLATE_NOOP("Names", "Infinity Mirror"),
    QT_TRANSLATE_NOOP("Names", "Ion Fluctuator"),
    QT_TRANSLATE_NOOP("Names", "Lunar Tunneler"),
    QT_TRANSLATE_NOOP("Names", "Magnetic Lockdown"),
    QT_TRANSLATE_NOOP("Names", "Multiverse Window"),
    QT_TRANSLATE_NOOP("Names", "Nano-Recycler"),
    QT_TRANSLATE_NOOP("Names", "Null-Time Vault"),
    QT_TRANSLATE_NOOP("Names", "Oracle Engine"),
    QT_TRANSLATE_NOOP("Names", "Oscillation Capacitor"),
    QT_TRANSLATE_NOOP("Names", "Peta-Bit Processor"),
    QT_TRANSLATE_NOOP("Names", "Probability Focus"),
    QT_TRANSLATE_NOOP("Names", "Resonating Beacon"),
    QT_TRANSLATE_NOOP("Names", "Retrieval Webbing"),
    QT_TRANSLATE_NOOP("Names", "Scout Drone"),
    QT_TRANSLATE_NOOP("Names", "Seismic Detonator"),
    QT_TRANSLATE_NOOP("Names", "Shipbreaker Drone"),
    QT_TRANSLATE_NOOP("Names", "Shipfitter Drone"),
    QT_TRANSLATE_NOOP("Names", "Solar Harvester"),
    QT_TRANSLATE_NOOP("Names", "Superconducting Grapple"),
    QT_TRANSLATE_NOOP("Names", "Suppression Matrix"),
    QT_TRANSLATE_NOOP("Names", "Tele-Operator"),
};

constexpr std::array<const char *, af::kColorCount> kColors{
    QT_TRANSLATE_NOOP("Names", "Red"),    QT_TRANSLATE_NOOP("Names", "Blue"),   QT_TRANSLATE_NOOP("Names", "Green"),
    QT_TRANSLATE_NOOP("Names", "Yellow"), QT_TRANSLATE_NOOP("Names", "Purple"), QT_TRANSLATE_NOOP("Names", "White"),
};

constexpr std::array<const char *, 2> kResources{
    QT_TRANSLATE_NOOP("Names", "fuel"),
    QT_TRANSLATE_NOOP("Names", "ore"),
};

constexpr std::array<const char *, af::kRulesetCount> kRulesets{
    QT_TRANSLATE_NOOP("Names", "2013 rules (default)"),
    QT_TRANSLATE_NOOP("Names", "First edition"),
    QT_TRANSLATE_NOOP("Names", "Edition X"),
};

// Order of af::Stage.
constexpr std::array<const char *, 15> kStagePhrases{
    QT_TRANSLATE_NOOP("Names", "the setup deal"),          QT_TRANSLATE_NOOP("Names", "the roll"),
    QT_TRANSLATE_NOOP("Names", "the player's moves"),      QT_TRANSLATE_NOOP("Names", "cards to be turned up"),
    QT_TRANSLATE_NOOP("Names", "the Temporal Warper's re-roll"), QT_TRANSLATE_NOOP("Names", "nothing: the game is over"),
    QT_TRANSLATE_NOOP("Names", "the faction boards drawn for the draft"), QT_TRANSLATE_NOOP("Names", "the faction draft"),
    QT_TRANSLATE_NOOP("Names", "the agenda cards dealt"),  QT_TRANSLATE_NOOP("Names", "the agenda cards drawn"),
    QT_TRANSLATE_NOOP("Names", "the choices at the start of the turn"),
    QT_TRANSLATE_NOOP("Names", "the Field Propagator's die"),
    QT_TRANSLATE_NOOP("Names", "a territory for the Field Propagator's field generator"),
    QT_TRANSLATE_NOOP("Names", "the cards the Scout Drone looks at"),
    QT_TRANSLATE_NOOP("Names", "the order of the cards the Scout Drone looked at"),
};
static_assert(kStagePhrases.size() == static_cast<std::size_t>(af::Stage::ScoutOrder) + 1);

// Faction boards (the factions module) are facilities after the ten base ones; their names are proper names.
constexpr std::array<const char *, af::kFactionCount> kFactions{
    QT_TRANSLATE_NOOP("Names", "Brethren of the Stars"),     QT_TRANSLATE_NOOP("Names", "Corex Conglomerated"),
    QT_TRANSLATE_NOOP("Names", "Dark Space Explorers"),      QT_TRANSLATE_NOOP("Names", "Homesteaders Union"),
    QT_TRANSLATE_NOOP("Names", "Mercury's Angels"),          QT_TRANSLATE_NOOP("Names", "New Gaia Engineers"),
    QT_TRANSLATE_NOOP("Names", "Prophets of the Artifact"),  QT_TRANSLATE_NOOP("Names", "Proxima Centauri Scholars"),
    QT_TRANSLATE_NOOP("Names", "Scavenger Fleet"),           QT_TRANSLATE_NOOP("Names", "Smugglers' Alliance"),
    QT_TRANSLATE_NOOP("Names", "Sunrise Commune"),           QT_TRANSLATE_NOOP("Names", "Terran Exchange"),
    QT_TRANSLATE_NOOP("Names", "Uranian Syndicate"),         QT_TRANSLATE_NOOP("Names", "Xeno Explorations, Inc."),
};

constexpr std::array<const char *, af::kFacilityCount> kFacilityHelp{
    QT_TRANSLATE_NOOP("Help", "Dock any ships, one per port. Each ship gains fuel: half its value, rounded up."),
    QT_TRANSLATE_NOOP("Help", "Dock ships one per port, each at least as high as the highest ship already there. "
                              "Each ship gains 1 ore."),
    QT_TRANSLATE_NOOP("Help", "Dock a pair of equal values. Then trade fuel for ore as often as you like this turn: "
                              "the pair's value in fuel buys 1 ore."),
    QT_TRANSLATE_NOOP("Help", "Dock any ships. Each ship lets you cycle the three cards on display once; your ships "
                              "here totalling 8 or more this turn claim one card."),
    QT_TRANSLATE_NOOP("Help", "Dock up to three ships on your track. The first places a colony on circle 1, each "
                              "further ship moves it one circle on. From circle 7 launch it for 1 fuel and 1 ore."),
    QT_TRANSLATE_NOOP("Help", "Dock three equal values and pay 3 ore to land a colony on a territory."),
    QT_TRANSLATE_NOOP("Help", "Dock a 6 and pay 1 fuel and 1 ore to land a colony on a territory. The ship is lost: "
                              "it goes back to your stock at the start of your next turn."),
    QT_TRANSLATE_NOOP("Help", "Dock a pair of equal values and pay fuel and ore to build a new ship. It waits on the "
                              "Maintenance Bay until your next turn."),
    QT_TRANSLATE_NOOP("Help", "Dock three consecutive values to take up to 4 resources from other players, or one "
                              "alien tech card from one player."),
    QT_TRANSLATE_NOOP("Help", "Ships that cannot dock anywhere rest here, and new ships wait here for the next turn."),
};

constexpr std::array<const char *, af::kTerritoryCount> kTerritoryHelp{
    QT_TRANSLATE_NOOP("Help", "Bonus: docking two or more ships at the Colonist Hub in a turn moves your colony one "
                              "extra circle."),
    QT_TRANSLATE_NOOP("Help", "Bonus: the Colony Constructor costs you 2 ore instead of 3."),
    QT_TRANSLATE_NOOP("Help", "Bonus: you may buy the Relic Ship, a colourless extra ship, for 1 fuel and 1 ore."),
    QT_TRANSLATE_NOOP("Help", "Bonus: at the Orbital Market, 1 fuel buys 1 ore."),
    QT_TRANSLATE_NOOP("Help", "Bonus: the Shipyard costs you 1 fuel and 1 ore less."),
    QT_TRANSLATE_NOOP("Help", "Bonus: each ship docked at the Solar Converter gains 1 extra fuel."),
    QT_TRANSLATE_NOOP("Help", "Bonus: each use of an alien tech fuel power costs 1 fuel less."),
    QT_TRANSLATE_NOOP("Help", "Bonus: your first ship docked at the Lunar Mine each turn may show any value."),
};

constexpr std::array<const char *, af::kFieldCount> kFieldHelp{
    QT_TRANSLATE_NOOP("Help", "Cancels the bonus of the territory it is on."),
    QT_TRANSLATE_NOOP("Help", "The player controlling its territory scores 1 extra point."),
    QT_TRANSLATE_NOOP("Help", "No colony may land on its territory or be moved away from it."),
};

struct CardHelp {
    const char *use;
    const char *discard;
    const char *passive;
};

constexpr std::array<CardHelp, af::kCardCount> kCardHelp{{
    {nullptr, nullptr, QT_TRANSLATE_NOOP("Help", "Worth 1 point while you hold it.")},
    {nullptr, nullptr, QT_TRANSLATE_NOOP("Help", "Worth 1 point while you hold it.")},
    {QT_TRANSLATE_NOOP("Help", "Pay 1 fuel: add 1 to an unplaced ship."),
     QT_TRANSLATE_NOOP("Help", "Discard: take a field generator off the board."), nullptr},
    {QT_TRANSLATE_NOOP("Help", "Pay 1 fuel per colony on a territory: use its bonus this turn."),
     QT_TRANSLATE_NOOP("Help", "Discard: move the Positron Field to a territory."), nullptr},
    {QT_TRANSLATE_NOOP("Help", "Pay 2 fuel: take 1 from one unplaced ship and add 1 to another."),
     QT_TRANSLATE_NOOP("Help", "Discard: move the Repulsor Field to a territory."), nullptr},
    {nullptr, nullptr,
     QT_TRANSLATE_NOOP("Help", "Raiders cannot take your resources; they may take only this card from you.")},
    {QT_TRANSLATE_NOOP("Help", "Pay 2 fuel: move one of your docked ships to another facility."),
     QT_TRANSLATE_NOOP("Help", "Discard: move any colony to another territory."), nullptr},
    {QT_TRANSLATE_NOOP("Help", "Pay 1 fuel per ship: send other players' ships at one facility to the Maintenance "
                               "Bay."),
     QT_TRANSLATE_NOOP("Help", "Discard: send one docked ship of another player back to their stock."), nullptr},
    {QT_TRANSLATE_NOOP("Help", "Pay 1 fuel: turn an unplaced ship to its opposite face (1↔6, 2↔5, 3↔4)."),
     QT_TRANSLATE_NOOP("Help", "Discard: swap two colonies of different players on two territories."), nullptr},
    {nullptr, nullptr,
     QT_TRANSLATE_NOOP("Help", "After your roll: more odd dice gain 1 ore, more even dice gain 1 fuel; as many of "
                               "each gain both, and the card is discarded.")},
    {QT_TRANSLATE_NOOP("Help", "Pay 1 fuel: take 1 from an unplaced ship."),
     QT_TRANSLATE_NOOP("Help", "Discard: move the Isolation Field to a territory."), nullptr},
    {QT_TRANSLATE_NOOP("Help", "Pay 1 fuel: roll any of your unplaced ships again."),
     QT_TRANSLATE_NOOP("Help", "Discard: take a card of your choice from the discard pile."), nullptr},
    {QT_TRANSLATE_NOOP("Help", "Pay 3 fuel: move another player's docked ship to a facility, for your benefit."),
     nullptr, nullptr},
    // Module extra-tech, in the engine's order: what each power does, its cost left to the rules reference (most
    // costs are the value ledger's, some of them our reading).
    {nullptr, // AlienSarcophagus
     QT_TRANSLATE_NOOP(
         "Help", "Discard at the start of your turn: the Relic Ship joins your fleet, rolled with it, for this turn."),
     QT_TRANSLATE_NOOP("Help", "Worth a point more while you also hold the Alien City or the Alien Monument.")},
    {QT_TRANSLATE_NOOP("Help", "Pay fuel: take a ship of any player from the Maintenance Bay, roll it and use it this "
                               "turn."), // AstrogationServo
     QT_TRANSLATE_NOOP("Help", "Discard: every ship at one orbital facility goes to the Maintenance Bay."), nullptr},
    {QT_TRANSLATE_NOOP("Help", "Free: put an unplaced ship of yours on this card; while it is there you take fuel or "
                               "ore at the start of every turn."), // AutoPilotAI
     QT_TRANSLATE_NOOP("Help", "Discard: the ship on this card goes to the Maintenance Bay."), nullptr},
    {nullptr, // BioIntegrationCircuit
     QT_TRANSLATE_NOOP("Help", "Discard at the start of your turn: your Terraforming Station ship goes to the "
                               "Maintenance Bay, not to your stock."),
     nullptr},
    {QT_TRANSLATE_NOOP("Help", "Pay fuel: your unplaced ships of the same values take the places of other players' "
                               "ships at one facility."), // ChameleonCloak
     QT_TRANSLATE_NOOP("Help", "Discard: the colonies of two territories change places."), nullptr},
    {QT_TRANSLATE_NOOP("Help", "Free: roll one of your unplaced ships again."), // ChronoSpike
     QT_TRANSLATE_NOOP("Help", "Discard once all your ships are placed: take back one or two docked ships, roll them "
                               "and dock them elsewhere."),
     nullptr},
    {nullptr, // DeflectorShield
     QT_TRANSLATE_NOOP("Help",
                       "Discard: put the Repulsor or the Positron Field on a territory where you have a colony."),
     QT_TRANSLATE_NOOP("Help", "Other players' cards cost them more fuel for each of your ships they affect.")},
    {QT_TRANSLATE_NOOP("Help", "Pay fuel: gain ore."), // Electrofabricator
     QT_TRANSLATE_NOOP("Help", "Discard: gain ore."), nullptr},
    {QT_TRANSLATE_NOOP("Help", "Pay fuel: set one of your unplaced ships to any value; a fuel goes on this card, and "
                               "when enough are on it the card is discarded."), // ExperimentalFTLDrive
     nullptr, nullptr},
    {QT_TRANSLATE_NOOP("Help", "Pay fuel: a field generator on a territory you control also covers a neighbouring "
                               "territory."), // FieldAmplifier
     QT_TRANSLATE_NOOP("Help", "Discard: every field generator moves to one territory where you have a colony."),
     nullptr},
    {QT_TRANSLATE_NOOP("Help", "Pay fuel and roll a die: it names a field generator, which you put on a territory "
                               "where you have a colony."), // FieldPropagator
     QT_TRANSLATE_NOOP("Help", "Discard: move one field generator to another territory."), nullptr},
    {QT_TRANSLATE_NOOP("Help", "Pay fuel: add 1 to each of your unplaced ships (a 6 becomes a 1)."), // FleetInterlink
     QT_TRANSLATE_NOOP("Help",
                       "Discard: put a field generator that is off the planet on a territory where you have a colony."),
     nullptr},
    {QT_TRANSLATE_NOOP("Help", "Pay fuel: take a colony off its territory onto this card; its owner may pay to land it "
                               "again on their turn."), // GravitronShunt
     nullptr, nullptr},
    {QT_TRANSLATE_NOOP(
         "Help",
         "Pay fuel before you roll: another player's docked ship joins your fleet for this turn."), // InfiltrationAI
     QT_TRANSLATE_NOOP(
         "Help", "Discard at the start of your turn: two other players' docked ships join your fleet for this turn."),
     nullptr},
    {QT_TRANSLATE_NOOP(
         "Help", "Pay fuel before you roll: roll one ship, and all your other ships take its value."), // InfinityMirror
     QT_TRANSLATE_NOOP("Help", "Discard: every docked ship on the board turns to 1."), nullptr},
    {QT_TRANSLATE_NOOP("Help", "Pay fuel: move another player's colony from a territory where you have a colony to a "
                               "neighbouring one."), // IonFluctuator
     QT_TRANSLATE_NOOP(
         "Help",
         "Discard: the other players' colonies leave a territory where you have a colony, to neighbouring ones."),
     nullptr},
    {QT_TRANSLATE_NOOP("Help", "Pay fuel when you dock at the Lunar Mine: gain more ore."), // LunarTunneler
     QT_TRANSLATE_NOOP("Help", "Discard: every ship at the Lunar Mine goes to the Maintenance Bay."), nullptr},
    {QT_TRANSLATE_NOOP(
         "Help",
         "Put fuel on this card: until your next turn nobody can move or remove your colonies."), // MagneticLockdown
     QT_TRANSLATE_NOOP("Help", "Discard: move up to two of your colonies to one territory."), nullptr},
    {nullptr, // MultiverseWindow
     QT_TRANSLATE_NOOP(
         "Help", "Discard: reveal one of your face-down agenda cards and score its point without meeting its goal."),
     QT_TRANSLATE_NOOP("Help", "You may hold one more agenda card.")},
    {QT_TRANSLATE_NOOP("Help", "Pay ore: gain fuel, more with the Pohl Foothills bonus."), // NanoRecycler
     QT_TRANSLATE_NOOP("Help", "Discard: return an unplaced ship to your stock and gain fuel and ore."), nullptr},
    {QT_TRANSLATE_NOOP(
         "Help",
         "Move some of your fuel and ore onto this card, out of the limit's and the raiders' reach."), // NullTimeVault
     QT_TRANSLATE_NOOP("Help", "Discard: take everything on this card into your supply."), nullptr},
    {QT_TRANSLATE_NOOP("Help", "Pay fuel before you roll: draw an agenda card face up; it scores if you meet its goal "
                               "this turn."), // OracleEngine
     nullptr, nullptr},
    {QT_TRANSLATE_NOOP(
         "Help",
         "Use another card's fuel power a second time this turn, paying its cost again."), // OscillationCapacitor
     QT_TRANSLATE_NOOP("Help",
                       "Discard: another player discards an alien tech card of your choice, without its power."),
     nullptr},
    {QT_TRANSLATE_NOOP("Help", "Pay fuel: use one more discard power this turn."), // PetaBitProcessor
     QT_TRANSLATE_NOOP("Help", "Discard: the three cards on display leave the game."), nullptr},
    {QT_TRANSLATE_NOOP("Help", "Before you roll, put fuel on this card: a roll with four or more ships of one value "
                               "turns it into ore."), // ProbabilityFocus
     nullptr, nullptr},
    {QT_TRANSLATE_NOOP("Help", "Pay fuel: cycle the cards on display."), // ResonatingBeacon
     QT_TRANSLATE_NOOP("Help", "Discard: cycle the display a few times for free, then claim a card on it."), nullptr},
    {nullptr, // RetrievalWebbing
     QT_TRANSLATE_NOOP("Help", "Discard: take a resource of your choice from each other player."),
     QT_TRANSLATE_NOOP("Help", "What other players return above the limit comes to you.")},
    {QT_TRANSLATE_NOOP(
         "Help",
         "Pay fuel: look at the top cards of the alien tech pile and put them back in any order."), // ScoutDrone
     QT_TRANSLATE_NOOP("Help", "Discard: move one of your colonies to a territory with no colony."), nullptr},
    {nullptr, // SeismicDetonator
     QT_TRANSLATE_NOOP(
         "Help",
         "Discard: the colonies of one territory move to neighbouring territories; then this card leaves the game."),
     nullptr},
    {QT_TRANSLATE_NOOP("Help", "With enough ships in play: return an unplaced ship to your stock and gain its Shipyard "
                               "price."), // ShipbreakerDrone
     QT_TRANSLATE_NOOP("Help", "Discard: the same with two unplaced ships."), nullptr},
    {QT_TRANSLATE_NOOP(
         "Help",
         "With a high pair at the Shipyard: pay fuel instead of the Shipyard price for the ship."), // ShipfitterDrone
     QT_TRANSLATE_NOOP("Help", "Discard: the ship you build is rolled and used at once."), nullptr},
    {QT_TRANSLATE_NOOP("Help",
                       "Free: gain fuel for each other player's ship at the Solar Converter."), // SolarHarvester
     QT_TRANSLATE_NOOP("Help", "Discard: the other players return all their fuel to the supply."), nullptr},
    {QT_TRANSLATE_NOOP("Help", "Pay fuel per ship: dock at a facility with no free port."), // SuperconductingGrapple
     QT_TRANSLATE_NOOP("Help", "Discard: every ship at one facility goes to the Maintenance Bay."), nullptr},
    {QT_TRANSLATE_NOOP("Help",
                       "Pay fuel: take 1 from each of your unplaced ships (a 1 becomes a 6)."), // SuppressionMatrix
     QT_TRANSLATE_NOOP("Help", "Discard: take a field generator off a territory where you have a colony."), nullptr},
    {QT_TRANSLATE_NOOP(
         "Help",
         "Pay fuel: use the power of a card on display as if it were yours, paying its own cost too."), // TeleOperator
     QT_TRANSLATE_NOOP("Help", "Discard: claim a card on display."), nullptr},
}};

QString names(const char *text) { return QCoreApplication::translate("Names", text); }
QString help(const char *text) { return text ? QCoreApplication::translate("Help", text) : QString(); }

template <typename E, std::size_t N> QString lookup(const std::array<const char *, N> &table, E e)
{
    const int i = af::idx(e);
    return i >= 0 && i < static_cast<int>(N) ? names(table[i]) : QStringLiteral("?");
}

template <typename E, std::size_t N> QString lookupHelp(const std::array<const char *, N> &table, E e)
{
    const int i = af::idx(e);
    return i >= 0 && i < static_cast<int>(N) ? help(table[i]) : QString();
}

template <typename E> std::optional<E> fromQString(const QString &id)
{
    const QByteArray utf8 = id.toUtf8();
    return af::fromId<E>(std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())));
}

} // namespace

QString facilityName(af::Facility f)
{
    return af::isBoardFacility(f) ? lookup(kFactions, af::boardOf(f)) : lookup(kFacilities, f);
}
QString territoryName(af::Territory t) { return lookup(kTerritories, t); }
QString fieldName(af::Field f) { return lookup(kFields, f); }
QString cardName(af::Card c) { return lookup(kCards, c); }
QString colorName(af::Color c) { return lookup(kColors, c); }

QString playerCalled(const QString &name, af::Color color)
{
    const QString trimmed = name.trimmed();
    return trimmed.isEmpty() ? colorName(color) : isolatedName(trimmed);
}

QString isolatedName(const QString &name)
{
    return QChar(0x2068) + name + QChar(0x2069);
}
QString singleFullStops(const QString &text)
{
    // Two stops, no third on either side, maybe the end of an isolated player name (U+2069) between them.
    static const QRegularExpression twoStops(QStringLiteral("(?<!\\.)\\.(\\x{2069}?)\\.(?!\\.)"));
    QString out = text;
    return out.replace(twoStops, QStringLiteral(".\\1"));
}
QString resourceName(af::Resource r) { return lookup(kResources, r); }
QString amountText(af::Resources amount)
{
    QStringList parts;
    if (amount.fuel > 0)
        parts << QStringLiteral("%1 %2").arg(amount.fuel).arg(resourceName(af::Resource::Fuel));
    if (amount.ore > 0)
        parts << QStringLiteral("%1 %2").arg(amount.ore).arg(resourceName(af::Resource::Ore));
    return parts.join(QStringLiteral(", "));
}

QString rulesetName(af::Ruleset r) { return lookup(kRulesets, r); }

QString stagePhrase(int stage)
{
    return stage >= 0 && stage < static_cast<int>(kStagePhrases.size()) ? names(kStagePhrases[stage])
                                                                        : QStringLiteral("?");
}

QString facilityHelp(af::Facility f) { return lookupHelp(kFacilityHelp, f); }
QString territoryHelp(af::Territory t) { return lookupHelp(kTerritoryHelp, t); }
QString fieldHelp(af::Field f) { return lookupHelp(kFieldHelp, f); }

QString cardUseHelp(af::Card c) { return af::idx(c) < af::kCardCount ? help(kCardHelp[af::idx(c)].use) : QString(); }
QString cardDiscardHelp(af::Card c)
{
    return af::idx(c) < af::kCardCount ? help(kCardHelp[af::idx(c)].discard) : QString();
}
QString cardPassiveHelp(af::Card c)
{
    return af::idx(c) < af::kCardCount ? help(kCardHelp[af::idx(c)].passive) : QString();
}

QString ruleTitle(const QString &ruleId)
{
    if (auto f = fromQString<af::Facility>(ruleId))
        return facilityName(*f);
    if (auto t = fromQString<af::Territory>(ruleId))
        return territoryName(*t);
    if (auto c = fromQString<af::Card>(ruleId))
        return cardName(*c);
    if (auto f = fromQString<af::Field>(ruleId))
        return fieldName(*f);
    // The extra alien tech cards' refusals cite "card:<id>": the card's name.
    if (ruleId.startsWith(QLatin1String("card:")))
        if (auto c = fromQString<af::Card>(ruleId.mid(5)))
            return cardName(*c);
    // A faction board's refusals cite "faction:<id>": the board's name.
    if (ruleId.startsWith(QLatin1String("faction:")))
        if (auto f = fromQString<af::Faction>(ruleId.mid(8)))
            return facilityName(af::boardFacility(*f));
    // R-n: the base game's rulings; X-n: the expansions' (shared/rules/EXPANSIONS.md).
    static const QRegularExpression ruling(QStringLiteral("^[RX]-\\d+$"));
    if (ruling.match(ruleId).hasMatch())
        //: A numbered ruling of the project's rules reference, e.g. "Ruling R-12"
        return QCoreApplication::translate("Names", "Ruling %1").arg(ruleId);
    // Sections of the rules reference that are not named after a game piece.
    static const struct {
        const char *id;
        const char *title;
    } sections[] = {
        {"turn", QT_TRANSLATE_NOOP("Names", "Playing a turn")},
        {"colonies", QT_TRANSLATE_NOOP("Names", "Colonies")},
        {"setup", QT_TRANSLATE_NOOP("Names", "Setup")},
        {"alien-tech", QT_TRANSLATE_NOOP("Names", "Alien tech cards")},
        {"end-of-game", QT_TRANSLATE_NOOP("Names", "End of the game")},
        {"expansions", QT_TRANSLATE_NOOP("Names", "Expansions")},
    };
    for (const auto &s : sections)
        if (ruleId == QLatin1String(s.id))
            return names(s.title);
    // Any other entry of the rules reference (an agenda card's "agenda:<id>", the "agendas" overview): its title.
    if (const RulesEntry *entry = findRulesEntry(ruleId))
        return QCoreApplication::translate("RulesReference", entry->title);
    return ruleId;
}

} // namespace afapp

namespace afapp {

QString moduleName(af::Module module)
{
    switch (module) {
    case af::Module::Factions:
        return QCoreApplication::translate("Names", "Factions");
    case af::Module::Agendas:
        return QCoreApplication::translate("Names", "Agendas");
    case af::Module::ExtraTech:
        return QCoreApplication::translate("Names", "Extra alien tech");
    case af::Module::OuterBelt:
        return QCoreApplication::translate("Names", "Outer Belt");
    }
    return {};
}

QString moduleHelp(af::Module module)
{
    switch (module) {
    case af::Module::Factions:
        return QCoreApplication::translate(
            "Names", "Each player drafts a faction board: a docking port for everyone, a fee and an ability for its owner.");
    case af::Module::Agendas:
        return QCoreApplication::translate("Names", "Secret goals that score victory points when revealed.");
    case af::Module::ExtraTech:
        return QCoreApplication::translate("Names", "More alien tech cards shuffled into the deck.");
    case af::Module::OuterBelt:
        return {};
    }
    return {};
}

QString moduleNotPlayableYet()
{
    return QCoreApplication::translate("Names", "Not supported yet: the app cannot referee this module.");
}

} // namespace afapp
