// The rules reference, the extra alien tech module: an overview and one entry per card, with the id the engine's
// refusals name ("card:<id>", ids of EXPANSIONS.md section 4). In our own words; rulesreference.cpp has the notes
// for translators and editors. Every number the engine keeps in its value ledger comes from values.h through
// extraTechValues() below, marked as our reading where the ledger only infers it; the rulings behind the cards are
// in expansion_rulings.cpp.
#include "rulestext/rulestext.h"

#include "values.h"

#include <cstring>
#include <functional>
#include <utility>

namespace afapp::rulestext {

namespace {

using C = RulesCategory;

constexpr const char *kNoPaidPower = QT_TRANSLATE_NOOP("RulesReference", "<b>Paid power:</b> none.");
constexpr const char *kNoDiscardPower = QT_TRANSLATE_NOOP("RulesReference", "<b>Discard power:</b> none.");
constexpr const char *kNeedsAgendas = QT_TRANSLATE_NOOP("RulesReference",
    "This card deals with agenda cards: without the Agendas module it stays in the box (X-33).");

// clang-format off
constexpr RulesEntry kEntries[] = {
    {"extra-tech", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Extra alien tech cards"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "With the extra alien tech module, 35 more cards, one of each, are shuffled into the alien tech deck "
            "before any card is dealt. The rules of the base cards hold for them too: one card of a name per "
            "player, each card once per turn, one discard power per turn, never the paid and the discard power of "
            "one card in the same turn, and ship values always from 1 to 6 (X-36)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Costs are fuel paid to the supply. Pohl Foothills takes 1 fuel off each use of a card's fuel cost "
            "(X-37), and field generators win over card powers (X-38). A number marked as our reading is missing "
            "from the sources we have: the app uses it as we read it (X-2)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "The catalogue counts 36 cards, but no source we have describes the 36th: the app leaves it out rather "
            "than guess (X-34)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "The module is in preparation: the app still refuses it when a game is set up, until it plays every "
            "card."),
    }},
    {"card:alien-sarcophagus", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Alien Sarcophagus"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "Worth %1 VP more while you also hold the Alien City or the Alien Monument; never more than that."),
        kNoPaidPower,
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Discard power:</b> at the start of your turn, take the Relic Ship, roll it with your fleet and use "
            "it as yours this turn (X-53, X-55)."),
    }},
    {"card:astrogation-servo", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Astrogation Servo"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Paid power:</b> pay %1 to take a ship of any player from the Maintenance Bay, roll it and use it as "
            "yours this turn, never at the Terraforming Station; its owner gathers it at their next turn (X-39)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Our reading: the card's \"never at the Terraforming Station\" holds for your own ship taken back from "
            "the Maintenance Bay too, for the rest of that turn."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Discard power:</b> every ship at one orbital facility goes to the Maintenance Bay; a ship on the "
            "Terraforming Station goes to its stock instead."),
    }},
    {"card:auto-pilot-ai", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Auto Pilot A.I."), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Paid power:</b> at no cost, put one of your unplaced ships on the card for good. From then on, at "
            "the start of every player's turn, yours included, you gain %1 or %2 (X-40)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Discard power:</b> the ship on the card goes to the Maintenance Bay. So does it when the card is "
            "raided."),
    }},
    {"card:bio-integration-circuit", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Bio-Integration Circuit"), {
        kNoPaidPower,
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Discard power:</b> at the start of your turn, your ship on the Terraforming Station goes to the "
            "Maintenance Bay instead of the stock, and you gather it on your next turn (X-53)."),
    }},
    {"card:chameleon-cloak", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Chameleon Cloak"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Paid power:</b> pay %1 to replace opponents' ships at one facility with your unplaced ships of the "
            "same values; you pay the facility's price and take its benefit, and their ships go to the Maintenance "
            "Bay. Never at the Terraforming Station (X-42)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Our reading: ships grappled beside a full facility with the Superconducting Grapple are replaced by "
            "yours grappled in turn; they take no port."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Our reading at the Colonist Hub: the circles the replaced ships gave their owner's colony stay. Your "
            "ships dock on your own track (on the freeform Hub of 5-6 players, at any free port) and advance your "
            "colony as any Hub docking does: your track needs a free port for each of them, and a colony of yours "
            "waiting on circle 7 stops them."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Discard power:</b> the colonies of two territories change places; the Repulsor Field on either one "
            "blocks it (X-38)."),
    }},
    {"card:chrono-spike", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Chrono-Spike"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Paid power:</b> free: roll one of your unplaced ships again. Having no fuel cost, it cannot be "
            "repeated with the Oscillation Capacitor."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Discard power:</b> once all your ships are placed, take back 1 or 2 of your docked ships (not from "
            "the Terraforming Station or the Maintenance Bay), roll them and dock them at other facilities (X-53)."),
    }},
    {"card:deflector-shield", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Deflector Shield"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Always on:</b> another player whose card moves, changes, uses or removes your ships pays %1 more "
            "for each of them; Pohl Foothills does not reduce it (X-44)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Discard power:</b> put the Repulsor or the Positron Field on a territory where you have a colony, "
            "or move it there."),
    }},
    {"card:electrofabricator", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Electrofabricator"), {
        QT_TRANSLATE_NOOP("RulesReference", "<b>Paid power:</b> pay %1 to gain %2."),
        QT_TRANSLATE_NOOP("RulesReference", "<b>Discard power:</b> gain %3."),
    }},
    {"card:experimental-ftl-drive", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Experimental FTL Drive"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Paid power:</b> pay %1 to set one of your unplaced ships to any value from 1 to 6, then put 1 fuel "
            "from the supply on the card. At the end of the turn in which token number %2 arrives, the tokens go "
            "back and the card is discarded (X-47)."),
        kNoDiscardPower,
    }},
    {"card:field-amplifier", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Field Amplifier"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Paid power:</b> pay %1 to stretch a field generator on a territory you control across the border "
            "to a neighbouring territory: it acts on both (X-38)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Discard power:</b> every field generator on the planet moves to one territory where you have a "
            "colony."),
        QT_TRANSLATE_NOOP("RulesReference",
            "When the card is raided, the raider settles each stretched generator on one of its two territories. "
            "Our reading: when it leaves a hand any other way (discarded by the Oscillation Capacitor, swapped by "
            "the Terran Exchange), the stretch simply ends and each generator stays on the territory it stood on "
            "first."),
    }},
    {"card:field-propagator", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Field Propagator"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Paid power:</b> pay %1 and roll a die: 1 to 3 the Repulsor Field, 4 or 5 the Positron Field, 6 the "
            "Isolation Field. Put that generator on a territory where you have a colony, or move it there (X-56)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Discard power:</b> move one field generator of your choice to another territory."),
    }},
    {"card:fleet-interlink", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Fleet Interlink"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Paid power:</b> pay %1 to add 1 to each of your unplaced ships; a 6 becomes a 1 (X-35)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Discard power:</b> put a field generator that is off the planet on a territory where you have a "
            "colony."),
    }},
    {"card:gravitron-shunt", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Gravitron Shunt"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Paid power:</b> pay %1 to take any colony off its territory onto this card, one at a time. On their "
            "turn, its owner may pay %2 to land it on any territory (X-41)."),
        kNoDiscardPower,
    }},
    {"card:infiltration-ai", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Infiltration A.I."), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Paid power:</b> when you gather your fleet, pay %1 to gather an opponent's ship from the board as "
            "well and use it as yours this turn; never from or to the Terraforming Station, never from the "
            "Maintenance Bay (X-39)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Discard power:</b> when you gather, take 2 opponents' ships that way, for free. Our reading: exactly "
            "2, so with fewer than 2 such ships on the board it cannot be used."),
    }},
    {"card:infinity-mirror", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Infinity Mirror"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Paid power:</b> instead of rolling your fleet, pay %1, roll one ship and set all your other ships "
            "to its value (X-45)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Discard power:</b> every ship docked on the board now shows 1; benefits already taken stay."),
    }},
    {"card:ion-fluctuator", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Ion Fluctuator"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Paid power:</b> pay %1 to move an opponent's colony from a territory where you have a colony to a "
            "neighbouring territory (X-52)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Discard power:</b> every opponent's colony leaves a territory where you have a colony, each to a "
            "neighbouring territory its owner picks."),
    }},
    {"card:lunar-tunneler", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Lunar Tunneler"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Paid power:</b> when you dock at the Lunar Mine, pay %1 to gain %2 more; once per turn, not per "
            "ship."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Discard power:</b> every ship at the Lunar Mine goes to the Maintenance Bay."),
    }},
    {"card:magnetic-lockdown", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Magnetic Lockdown"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Paid power:</b> put %1 on the card: until your next turn nobody can move or remove your landed "
            "colonies, you included; then the fuel goes to the supply (X-48)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Discard power:</b> move up to 2 of your landed colonies to one territory."),
    }},
    {"card:multiverse-window", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Multiverse Window"), {
        QT_TRANSLATE_NOOP("RulesReference", "<b>Always on:</b> you may hold 4 agenda cards instead of 3."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Discard power:</b> reveal one of your face-down agenda cards and score its in-game point without "
            "meeting its goal (X-50)."),
        kNeedsAgendas,
    }},
    {"card:nano-recycler", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Nano-Recycler"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Paid power:</b> pay %1 to gain %2, and %3 more while you have the Pohl Foothills bonus."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Discard power:</b> return one of your unplaced ships to your stock and gain %4; you keep at least "
            "as many ships as the Terraforming Station requires (X-46)."),
    }},
    {"card:null-time-vault", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Null-Time Vault"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Paid power:</b> move up to %1 fuel and ore of yours onto the card each turn, with %2 on it at "
            "most. They are not yours to spend, not counted in your limit and cannot be raided as resources "
            "(X-49)."),
        QT_TRANSLATE_NOOP("RulesReference", "<b>Discard power:</b> take everything on the card into your supply."),
    }},
    {"card:oracle-engine", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Oracle Engine"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Paid power:</b> before you roll, pay %1 to draw an agenda card face up onto this card. If you meet "
            "its in-game goal this turn, it scores 2 VP and you keep it, and the Oracle Engine is discarded; if "
            "not, the agenda card is discarded (X-50)."),
        kNoDiscardPower,
        kNeedsAgendas,
    }},
    {"card:oscillation-capacitor", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Oscillation Capacitor"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Paid power:</b> once per turn, use a card with a fuel cost a second time by paying that cost again "
            "(X-51)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Discard power:</b> another player's alien tech card of your choice is discarded, without its "
            "discard power."),
    }},
    {"card:peta-bit-processor", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Peta-Bit Processor"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Paid power:</b> pay %1 to use one more discard power this turn, of a card not used this turn "
            "(X-13)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Discard power:</b> the 3 Alien Artifact cards on display leave the game."),
    }},
    {"card:probability-focus", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Probability Focus"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Paid power:</b> before you roll, you may put %1 on the card. When your roll, as rolled, shows %2 "
            "or more ships of one value, every fuel on the card becomes %3 in your supply; otherwise it stays "
            "there (X-30, X-49)."),
        kNoDiscardPower,
    }},
    {"card:resonating-beacon", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Resonating Beacon"), {
        QT_TRANSLATE_NOOP("RulesReference", "<b>Paid power:</b> pay %1 to cycle the 3 Alien Artifact cards."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Discard power:</b> cycle them up to %2 times for free, then claim one card on display."),
    }},
    {"card:retrieval-webbing", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Retrieval Webbing"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Always on:</b> what other players discard above the limit of 8 comes to you (X-54)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Discard power:</b> take 1 resource of your choice from each player; the Holographic Decoy does "
            "not stop it."),
    }},
    {"card:scout-drone", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Scout Drone"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Paid power:</b> pay %1 to look at the top 3 alien tech cards of the draw pile (all of them when "
            "fewer are left) and put them back in any order. At the table you look at the real pile: the app only "
            "takes the fuel and later asks for the cards as they are turned up. In a digital game the app shows the "
            "cards to you alone, you choose their order, and the next cards drawn follow it."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Discard power:</b> move one of your landed colonies to a territory with no colony; the Repulsor "
            "Field blocks it (X-38)."),
    }},
    {"card:seismic-detonator", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Seismic Detonator"), {
        kNoPaidPower,
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Discard power:</b> every colony of one territory moves to neighbouring territories of your choice; "
            "then the card leaves the game (X-52)."),
    }},
    {"card:shipbreaker-drone", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Shipbreaker Drone"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Paid power:</b> with %1 or more ships of your colour in play, return one unplaced ship to your "
            "stock and gain what it cost at the Shipyard (X-46)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Discard power:</b> the same with two unplaced ships, for both prices."),
    }},
    {"card:shipfitter-drone", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Shipfitter Drone"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Paid power:</b> with a pair of ships of %1 or more at the Shipyard, pay %2 instead of the Shipyard "
            "price to build a ship."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Discard power:</b> when you build a ship, roll it and use it at once."),
    }},
    {"card:solar-harvester", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Solar Harvester"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Paid power:</b> at no cost, gain %1 for each opponent's ship at the Solar Converter now (X-54)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Discard power:</b> all the fuel your opponents hold goes back to the supply."),
    }},
    {"card:superconducting-grapple", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Superconducting Grapple"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Paid power:</b> pay %1 per ship to dock at a facility with no free port; its usual requirements "
            "and costs apply, and the ships wait beside it until your next turn (X-43)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Our reading: beside a faction board whose port is taken, one ship may grapple; you pay the owner's fee "
            "and use the board's docking ability, and the port stays the other ship's (X-4)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Discard power:</b> every ship at one facility goes to the Maintenance Bay; never the Terraforming "
            "Station."),
    }},
    {"card:suppression-matrix", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Suppression Matrix"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Paid power:</b> pay %1 to take 1 off each of your unplaced ships; a 1 becomes a 6."),
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Discard power:</b> take one field generator off a territory where you have a colony."),
    }},
    {"card:tele-operator", C::AlienTech, QT_TRANSLATE_NOOP("RulesReference", "Tele-Operator"), {
        QT_TRANSLATE_NOOP("RulesReference",
            "<b>Paid power:</b> pay %1 to use the power of an Alien Artifact card on display as if it were yours, "
            "paying its own cost too; never a VP card, never its discard (X-51)."),
        QT_TRANSLATE_NOOP("RulesReference",
            "Our reading: the display keeps nothing on its cards. A lent Magnetic Lockdown locks as usual, its fuel "
            "going to the supply at once; a lent Experimental FTL Drive takes no token; the Null-Time Vault, the "
            "Gravitron Shunt and the Auto Pilot A.I. cannot be lent."),
        QT_TRANSLATE_NOOP("RulesReference", "<b>Discard power:</b> claim one card on display."),
    }},
};
// clang-format on

constexpr const af::TechValues &v = af::kTechValues;

af::Resources fuel(int n) { return {n, 0}; }
af::Resources ore(int n) { return {0, n}; }

} // namespace

std::span<const RulesEntry> extratech() { return kEntries; }

QStringList extraTechValues(const char *entryId) {
    // Ledger rows: shared/rules/EXPANSIONS.md, Appendix A (T1..T41), named in values.h.
    const std::pair<const char *, std::function<QStringList()>> kValues[] = {
        {"card:alien-sarcophagus", [] { return QStringList{known(v.alienSarcophagusVP)}; }},
        {"card:astrogation-servo", [] { return QStringList{reading(fuel(v.astrogationServoFuel))}; }},
        {"card:auto-pilot-ai",
         [] { return QStringList{reading(fuel(v.autoPilotIncome)), reading(ore(v.autoPilotIncome))}; }},
        {"card:chameleon-cloak", [] { return QStringList{reading(fuel(v.chameleonCloakFuel))}; }},
        {"card:deflector-shield", [] { return QStringList{reading(fuel(v.deflectorSurchargePerShip))}; }},
        {"card:electrofabricator",
         [] {
             return QStringList{reading(fuel(v.electrofabricatorFuel)), reading(ore(v.electrofabricatorOre)),
                                reading(ore(v.electrofabricatorDiscardOre))};
         }},
        {"card:experimental-ftl-drive",
         [] { return QStringList{reading(fuel(v.experimentalFTLFuel)), known(v.experimentalFTLTokens)}; }},
        {"card:field-amplifier", [] { return QStringList{reading(fuel(v.fieldAmplifierFuel))}; }},
        {"card:field-propagator", [] { return QStringList{reading(fuel(v.fieldPropagatorFuel))}; }},
        {"card:fleet-interlink", [] { return QStringList{reading(fuel(v.fleetInterlinkFuel))}; }},
        {"card:gravitron-shunt",
         [] { return QStringList{reading(fuel(v.gravitronCaptureFuel)), reading(fuel(v.gravitronReleaseFuel))}; }},
        {"card:infiltration-ai", [] { return QStringList{reading(fuel(v.infiltrationFuel))}; }},
        {"card:infinity-mirror", [] { return QStringList{reading(fuel(v.infinityMirrorFuel))}; }},
        {"card:ion-fluctuator", [] { return QStringList{reading(fuel(v.ionFluctuatorFuel))}; }},
        {"card:lunar-tunneler",
         [] { return QStringList{reading(fuel(v.lunarTunnelerFuel)), reading(ore(v.lunarTunnelerOre))}; }},
        {"card:magnetic-lockdown", [] { return QStringList{reading(fuel(v.magneticLockdownFuel))}; }},
        {"card:nano-recycler",
         [] {
             return QStringList{reading(ore(v.nanoRecyclerOre)), reading(fuel(v.nanoRecyclerFuel)),
                                reading(fuel(v.nanoRecyclerPohlFuel)), reading(v.nanoRecyclerDiscard)};
         }},
        {"card:null-time-vault", [] { return QStringList{known(v.nullTimeVaultPerTurn), known(v.nullTimeVaultLimit)}; }},
        {"card:oracle-engine", [] { return QStringList{reading(fuel(v.oracleEngineFuel))}; }},
        {"card:peta-bit-processor", [] { return QStringList{reading(fuel(v.petaBitProcessorFuel))}; }},
        {"card:probability-focus",
         [] {
             return QStringList{reading(fuel(v.probabilityFocusFuel)), known(v.probabilityFocusOfAKind),
                                reading(ore(v.probabilityFocusOrePerFuel))};
         }},
        {"card:resonating-beacon",
         [] { return QStringList{reading(fuel(v.resonatingBeaconFuel)), known(v.resonatingBeaconCycles)}; }},
        {"card:scout-drone", [] { return QStringList{reading(fuel(v.scoutDroneFuel))}; }},
        {"card:shipbreaker-drone", [] { return QStringList{known(v.shipbreakerMinimumShips)}; }},
        {"card:shipfitter-drone",
         [] { return QStringList{known(v.shipfitterMinimumValue), reading(fuel(v.shipfitterFuel))}; }},
        {"card:solar-harvester", [] { return QStringList{reading(fuel(v.solarHarvesterFuelPerShip))}; }},
        {"card:superconducting-grapple", [] { return QStringList{reading(fuel(v.grappleFuelPerShip))}; }},
        {"card:suppression-matrix", [] { return QStringList{reading(fuel(v.suppressionMatrixFuel))}; }},
        {"card:tele-operator", [] { return QStringList{reading(fuel(v.teleOperatorFuel))}; }},
        // The rulings that name the same numbers.
        {"X-40", [] { return QStringList{reading(fuel(v.autoPilotIncome)), reading(ore(v.autoPilotIncome))}; }},
        {"X-44", [] { return QStringList{reading(fuel(v.deflectorSurchargePerShip))}; }},
    };
    for (const auto &[id, make] : kValues)
        if (std::strcmp(id, entryId) == 0)
            return make();
    return {};
}

} // namespace afapp::rulestext
