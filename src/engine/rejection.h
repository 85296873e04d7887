// Refusals are data: a reason code, up to three parameters and the rule they come from. The app turns them into
// translated sentences; the CLI prints them in English and as JSON.
#pragma once

#include "types.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace af {

struct GameState;

enum class Reason : uint8_t {
    WrongStage,         // {stage}
    GameOver,
    NotSupportedYet,    // {feature text id in rule}
    NotAShip,           // {ship}
    ShipNotYours,       // {ship}
    ShipNotUnplaced,    // {ship}
    ShipNotDocked,      // {ship}
    DuplicateShip,      // {ship}
    WrongShipCount,     // {facility, needed}
    PortsFull,          // {facility}
    ValuesNotEqual,     // {facility}
    NotARun,
    ValueTooLow,        // {facility, needed, got}
    ValueMustBe,        // {facility, needed, got}
    NotEnoughFuel,      // {needed, have}
    NotEnoughOre,       // {needed, have}
    NoColonyLeft,
    TerritoryRequired,  // {facility}
    UnexpectedParameter,
    RepulsorBlocks,     // {territory}
    FleetTooSmall,      // {minimum}
    StockEmpty,
    BumpTooLow,         // {needed, got}: the new run must total more than `needed`
    CannotBumpOwnRun,
    RaidTooMany,        // {max}
    RaidFromSelf,
    RaidDecoyProtected, // {player}
    RaidMoreThanHeld,   // {player}
    RaidCardNotHeld,    // {player, card}
    RaidOnlyDecoy,      // {player}
    RaidNotHere,
    BadPlayer,          // {player}
    HubColonyWaiting,
    HubTrackFull,       // {ports}
    NoHubColonyReady,   // {circle}
    NoMarketPair,
    NoCycleLeft,
    ClaimTotalTooLow,   // {total, needed}
    CardNotOnDisplay,   // {card}
    AlreadyHoldCard,    // {card}
    MustDockIfPossible, // {ship, facility}
    ShipsStillUnplaced, // {count}
    WrongReturnCount,   // {needed}
    NotController,      // {territory}
    RelicNotAvailable,
    IsolationBlocks,    // {territory}
    CardNotHeld,        // {card}
    CardAlreadyUsed,    // {card}
    DiscardAlreadyUsed,
    CardUsedThisTurn,   // {card}
    NoFuelPower,        // {card}
    NoDiscardPower,     // {card}
    ValueOutOfRange,    // {value}
    SameShip,
    NotEnoughUnplaced,  // {needed}
    FieldNotOnBoard,    // {field}
    SameTerritory,      // {territory}
    NoColonyThere,      // {player, territory}
    TerritoryEmpty,     // {territory}
    BurroughsExempt,
    BayImmune,          // the Maintenance Bay is out of reach of alien tech
    TerraformingLocked, // a ship on the Terraforming Station cannot be moved
    SameFacility,       // {facility}
    TargetNotAllowed,   // {facility}
    OwnShip,            // {ship}
    TooFewShipsLeft,    // {player, minimum}
    NothingToTake,
    CardNotInDiscard,   // {card}
    SamePlayer,
    WrongValueCount,    // {needed, got}
    DieOutOfRange,      // {value}
    CardNotAvailable,   // {card}
    WrongCardCount,     // {needed, got}
    NoFacility,
    SupplyEmpty,        // {resource: 0 fuel, 1 ore}
    PlasmaOneFacility,  // {ship, facility it is docked at, facility fired at}
    // Factions module (rules "X-n" or "faction:<id>"); faction boards are named through their facility value.
    BoardNotInGame,        // {facility}
    BoardNotInPool,        // {facility}
    BoardDrawnTwice,       // {facility}
    WrongBoardCount,       // {needed, got}
    BoardNotOffered,       // {facility}
    NoFactionBoard,
    NoOwnerAbility,        // {facility}
    FactionAbilityUsed,    // {facility}
    TerritoryNotEmpty,     // {territory}
    NotAdjacent,           // {from, to}
    NotContested,          // {territory}
    NoTerraformingShip,
    ValueShownByOther,     // {value}
    RollNotAllDifferent,
    NotRightAfterRoll,
    HubLaunchWaiting,      // {circle}
    FieldAlreadyOnBoard,   // {field}
    NoRaidAlongside,
    ShipyardPairUnequal,
    NoCardToGive,
    ChoiceRequired,        // {facility}
    NoShipChosen,          // a card that acts on ships was used without naming one
    // Extra-tech module (rules "X-n" or "card:<id>").
    NotColourShip,         // {ship}: the Relic Ship or a borrowed ship where only ships of your colour count
    NoLunarDocking,        // Lunar Tunneler before a ship of yours docked at the Lunar Mine this turn
    FieldNotAllowed,       // {field}: the card places or moves other field generators
    TooFewColourShips,     // {number in play}: Shipbreaker Drone needs 5 or 6
    CardNotUsedYet,        // {card}: Oscillation Capacitor repeats a card used this turn
    NoPrintedFuelCost,     // {card}: Oscillation Capacitor repeats only cards with a fuel cost
    OtherPlayerRequired,   // a power aimed at another player named the active player
    // Factions: Brethren of the Stars (rules "X-n").
    BrethrenNotAvailable,  // the Brethren Ship is not docked at a facility it can leave for the Lunar Mine
    NoRaiderFace,          // no unplaced Brethren die showing its raider face
    HijackTerraforming,    // {ship}
    HijackItself,
    HijackedToTerraforming, // {ship}
    BrethrenNotMovable,    // a card moving the Brethren Ship
    // Edition X with 5-6 players (rules "X-n")
    HubShipLimit,          // {count}: the freeform Hub's ships per player
    HubCircleTaken,        // {circle}
    // Extra-tech module, continued.
    OneTokenEach,          // {player}: Retrieval Webbing takes one fuel or one ore from each player who has any
    MoveEveryColony,       // {player, territory, colonies there}: a discard sends on every such colony
    CardTokenLimit,        // {most}: tokens moved onto a card, at least 1 (Null-Time Vault: 3 a turn, 8 on it)
    ColoniesLocked,        // {player}: a Magnetic Lockdown protects that player's colonies
    // Agendas module.
    AgendaNotInDeck,       // {agenda number}: the card named is not in the agenda deck
    CannotHoldAgenda,      // {player, agenda number}: not among the seat's face-down cards (named, or possibly unnamed)
    AgendaConditionNotMet, // {agenda number}: its in-game side's window is not open, or its end-game side does not hold
    NoAgendaDiscard,       // {player, limit}: neither above the limit nor right after drawing
    NoUnnamedAgenda,       // {player}: an unnamed discard, and the seat's face-down cards are all named
    AgendaLimitFirst,      // {player, limit}: above the limit, the seat discards before anything else happens
    NoAgendasModule,       // an agenda action in a game without the agendas module
    MarketPairSpent,       // the Orbital Market pair already traded or drew agenda cards this turn
    // Extra-tech module: the extra cards written last (issue 14).
    TooManyColonies,       // {most}: a card moves at most that many colonies (Magnetic Lockdown discard)
    OnlyBeforeRoll,        // a card's power used before the fleet roll, asked for after it (Probability Focus, ...)
    NoColonyOnCard,        // {player, card}: no (more) colony of that player kept on the card (Gravitron Shunt, X-41)
    CardColoniesToLand,    // {player, card}: the card leaves a hand; every colony kept on it must land
    // Prophets of the Artifact.
    KeepOneAgendaFirst,    // {player}: the docking's draw keeps one card; the others are discarded first
    AgendaNotJustDrawn,    // {player, agenda number}: those discards come from the cards that draw gave
    // Extra-tech module: the turn-start window.
    OnlyAtTurnStart,       // {card}: a discard power timed for the start of the holder's turn
    RelicNotTakeable,      // Alien Sarcophagus: the Relic Ship is yours, or on the Terraforming Station or the Bay
    FacilityNotFull,       // {facility}: Superconducting Grapple docks only where every usable port is taken
    PlaceFieldFirst,       // {card}: the generator the Field Propagator's die named is placed before anything else
    FieldStraddlesAlready, // {field}: the Field Amplifier stretches a generator standing wholly in one territory
    StraddleToSettle,      // {field, territory, territory}: the raider of the Field Amplifier settles it in one of the two
    // Extra-tech module: the cards about agendas.
    NoAgendaToDraw,        // Oracle Engine: the agenda deck and its discard pile are empty
    AgendaNotNamed,        // the agenda card must be named: face up on the Oracle Engine, revealed by the Multiverse Window
    NoFaceDownAgenda,      // {player}: Multiverse Window discard with no face-down agenda card
    // Borrowed ships: the Brethren hijack, Infiltration A.I., Astrogation Servo.
    BorrowedToTerraforming, // {ship}: another player's ship used this turn never docks at the Terraforming Station
    NotOnBay,               // {ship}: Astrogation Servo takes a ship from the Maintenance Bay only
    TwoShipsToTake,         // Infiltration A.I. discard: two ships of other players, from facilities of the board
    // Auto Pilot A.I..
    AutoPilotOccupied,      // {card}: a ship is on the card already
    NoShipOnAutoPilot,      // {card}: its discard moves the ship on it, and none is
    AutoPilotIncomeFirst,   // {player, card}: the holder takes the turn-start income before the turn begins
    NoAutoPilotIncome,      // {player, card}: that player has no income of the card to take now
    ScoutedCardOnTop,       // {known card, card entered}: the Scout Drone's user put that card on top of the pile
    WrongScoutOrder,        // {card}: the order names other cards than those the card looked at
    ScoutOrderFirst,        // {card}: the cards the Scout Drone looked at go back before anything else
    ServoShipToTerraforming, // {ship}: taken with the Astrogation Servo this turn, never to the Terraforming Station
    LentCardKeepsNothing,    // {card}: lent from the display by the Tele-Operator, a card keeps nothing on itself
    LockdownLasts,           // {player}: a Magnetic Lockdown lent to that player still lasts (one lock at a time)
    NoEndGameRevealToDecline, // {player}: not at game over, or the seat has no end-game reveal of an unnamed card left
    EndGameRevealsClosed,     // {player}: the seat said it has no more agenda cards to reveal
};
inline constexpr int kReasonCount = static_cast<int>(Reason::EndGameRevealsClosed) + 1;

// Number: a value shown as a numeral (a die value, a total, a circle, an amount of fuel or ore). Count: how many of
// something, followed by a noun that takes its singular or plural form (at most one per reason; the app passes it to
// the translation as %n).
enum class ArgKind : uint8_t { None, Number, Count, Facility, Territory, Card, Field, Player, Ship, Stage, Resource };

struct ReasonInfo {
    std::string_view id;      // stable id (kebab-case), used in JSON and to find the translated message
    std::string_view english; // message with {0} {1} {2} placeholders
    std::array<ArgKind, 3> args;
    std::string_view rule; // default rule reference (rules-reference entry id)
};

const ReasonInfo &reasonInfo(Reason reason);
// The English message when the reason's Count argument is 1 ("takes 1 ship"); empty for reasons without a Count.
std::string_view englishSingular(Reason reason);
std::optional<Reason> reasonFromId(std::string_view id);

struct Rejection {
    Reason reason = Reason::WrongStage;
    std::array<int, 3> args{};
    std::string_view rule; // rules-reference entry: a facility/territory/card/field id, "R-12", or a section id

    friend bool operator==(const Rejection &, const Rejection &) = default;
};

Rejection reject(Reason reason, std::string_view rule = {}, int a = 0, int b = 0, int c = 0);

// English sentence for the CLI and tests, naming players and ships as records do: players by colour ("Blue"), ships
// by id ("ship blue-2", "the Relic Ship"), with the colours of `state`, the state the action was tried on.
std::string describe(const Rejection &rejection, const GameState &state);
std::string_view stageId(int stage);

} // namespace af
