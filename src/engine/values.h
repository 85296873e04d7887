// Every number of the expansions that a better source may correct (shared/rules/EXPANSIONS.md, Appendix A), in one
// table. The comment gives the ledger row and its status: R recovered, C count recovered and type inferred,
// I inferred. The rules read these values and never repeat them inline; tests name the value they use.
// The T rows of the extra alien tech join as their cards are written.
#pragma once

#include "rules_data.h"

namespace af {

struct FactionValues {
    Resources fee{1, 0};                       // F1  C  access fee, paid to the board's owner
    int brethrenDockOre = 1;                   // F2  C  Brethren docking gain
    int brethrenRaiderFaces = 3;               // F3  I  faces 1..3 of the Brethren die are the raider, 4..6 blank
    Resources corexDockCost{2, 0};             // F4  R  Corex docking cost, to the supply
    int corexDockOrePerTerritory = 1;          // F5  R  Corex docking gain per controlled territory
    int corexOwnerFuel = 1;                    // F6  R  Corex owner income at turn start
    int corexOwnerFuelPerTerritory = 1;        // F7  R  ... plus this per controlled territory
    Resources darkSpaceDockCost{0, 1};         // F8  C  Dark Space docking cost
    int mercuryOwnerGain = 1;                  // F9  C  Mercury's owner: 1 fuel or 1 ore
    Resources newGaiaRedirected{1, 1};         // F10 R  the TS price paid to the New Gaia owner
    Resources proximaDockCost{1, 0};           // F12 C  Proxima docking cost
    Resources proximaOwnerCost{2, 0};          // F13 C  Proxima owner ability cost
    Resources sunriseDockCost{3, 0};           // F14 C  Sunrise docking cost
    int sunriseOwnerOreDiscount = 1;           // F15 C  Sunrise owner: ore off a landing on an empty territory
    int terranDockOre = 1;                     // F16 C  Terran docking: extra ore on the first market trade
    int terranOwnerTakeOre = 2;                // F17 C  Terran owner: ore taken for a card given
    int terranOwnerGiveOre = 1;                // F18 C  Terran owner: ore given for a card taken
    Resources uranianOwnColony{0, 1};          // F19 C  Uranian docking: move one of your colonies
    Resources uranianOpponentColony{0, 2};     // F20 C  Uranian docking: move an opponent's colony
    Resources xenoOwnerCost{1, 0};             // F21 C  Xeno owner: REV move
    Resources prophetsOwnerFuel{2, 0};         // F11 I  Prophets owner menu: 2 fuel
    Resources prophetsOwnerOre{0, 1};          // F11 I  or 1 ore
    int prophetsOwnerAgendas = 1;              // F11 I  or the top agenda card
    int darkSpaceDiscards = 2;                 // [DE] printed: discard powers per turn for the Dark Space owner
    int homesteadersLaunchCircle = 6;          // [DE] printed: the Homesteaders owner launches from circle 6
};

inline constexpr FactionValues kFactionValues{};

// Extra alien tech (module extra-tech). Card costs are fuel to the supply; Pohl Foothills takes 1 off each use
// applied by the rules, not here.
struct TechValues {
    int alienSarcophagusVP = 1;                // T41 R  Alien Sarcophagus, with the Alien City or Monument
    int chameleonCloakFuel = 2;                // T3  I  Chameleon Cloak: replacing another player's ships
    int deflectorSurchargePerShip = 1;         // T5  C  Deflector Shield: paid by another player per ship affected
    int electrofabricatorFuel = 2;             // T6  I  Electrofabricator paid power: fuel in ...
    int electrofabricatorOre = 1;              // T7  I  ... ore out
    int electrofabricatorDiscardOre = 2;       // T8  I  Electrofabricator discard
    int experimentalFTLFuel = 2;               // T9  I  Experimental FTL Drive
    int experimentalFTLTokens = 3;             // [DE] printed: the token that discards the card
    int fleetInterlinkFuel = 2;                // T14 I  Fleet Interlink
    int infinityMirrorFuel = 3;                // T18 I  Infinity Mirror: one die for the whole fleet
    int gravitronCaptureFuel = 2;              // T15 I  Gravitron Shunt: a colony taken onto the card ...
    int gravitronReleaseFuel = 1;              // T16 I  ... and landed again by its owner
    int ionFluctuatorFuel = 2;                 // T19 I  Ion Fluctuator
    int lunarTunnelerFuel = 1;                 // T20 I  Lunar Tunneler: fuel in ...
    int lunarTunnelerOre = 1;                  // T21 C  ... ore out
    int nanoRecyclerOre = 1;                   // T23 I  Nano-Recycler paid power: ore in ...
    int nanoRecyclerFuel = 2;                  // T24 I  ... fuel out
    int nanoRecyclerPohlFuel = 1;              // T25 C  ... plus this with the Pohl Foothills bonus
    Resources nanoRecyclerDiscard{2, 2};       // T26 I  Nano-Recycler discard (one ship returned)
    int magneticLockdownFuel = 2;              // T22 I  Magnetic Lockdown: fuel put on the card
    int nullTimeVaultPerTurn = 3;              // T27 R  Null-Time Vault: tokens moved onto it per turn ...
    int nullTimeVaultLimit = 8;                // T27 R  ... and on it at most
    int probabilityFocusFuel = 1;              // T30 I  Probability Focus: fuel put on it before a roll (fuel R)
    int probabilityFocusOrePerFuel = 1;        // T31 C  ... each fuel on it becomes this much ore ...
    int probabilityFocusOfAKind = 4;           // [DE] printed: ... on four or more ships of one value
    int shipfitterFuel = 2;                    // T35 I  Shipfitter Drone: fuel for the ship built
    int shipfitterMinimumValue = 5;            // [DE] printed: a pair of 5s or 6s
    int solarHarvesterFuelPerShip = 1;         // T36 C  Solar Harvester: per opponent ship at the Solar Converter
    int suppressionMatrixFuel = 2;             // T39 C  Suppression Matrix
    int shipbreakerMinimumShips = 5;           // [DE] printed: "five or six" colour ships in play
    int petaBitProcessorFuel = 2;              // T29 I  Peta-Bit Processor
    int resonatingBeaconFuel = 1;              // T32 I  Resonating Beacon paid cycle
    int resonatingBeaconCycles = 3;            // [DE] printed: free cycles of the discard
    int teleOperatorFuel = 2;                  // T40 C  Tele-Operator, on top of the borrowed card's own cost
    int oracleEngineFuel = 2;                  // T28 I  Oracle Engine
    int oracleAgendaVp = 2;                    // [DE] printed: an agenda scored through the Oracle Engine
    int autoPilotIncome = 1;                   // T2  I  Auto Pilot A.I.: fuel or ore, the holder's choice
    // Paid powers the engine does not play yet (refused as not supported): their ledger values, shown by the rules
    // reference now and read by the cards when they are written.
    int astrogationServoFuel = 2;              // T1  I  Astrogation Servo
    int fieldAmplifierFuel = 2;                // T12 I  Field Amplifier
    int fieldPropagatorFuel = 2;               // T13 I  Field Propagator
    int infiltrationFuel = 2;                  // T17 I  Infiltration A.I.
    int scoutDroneFuel = 1;                    // T33 I  Scout Drone
    int grappleFuelPerShip = 1;                // T38 I  Superconducting Grapple, per ship docked
    // T4 R  Chrono-Spike: no cost.
    // T34 R  Shipbreaker values are the Shipyard prices, computed by the card without Herbert Valley.
    // T37 C  Solar Harvester discard: the opponents' fuel (the token type is the card's rule, not a number).
};

inline constexpr TechValues kTechValues{};

// Edition X with 5 and 6 players (EXPANSIONS.md 1.5).
struct SixPlayerValues {
    Resources seat5Start{2, 1}; // S1 R  seat 5 starts with 2F + 1O
    Resources seat6Start{2, 2}; // S2 I  seat 6: 2F printed, the ore inferred
};

inline constexpr SixPlayerValues kSixPlayerValues{};

} // namespace af
