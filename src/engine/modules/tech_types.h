// The extra-tech module's part of the game state (TechState inside GameState): fixed size, so that the state stays
// a plain value that is cheap to copy. Zero everywhere in a game without the module.
#pragma once

#include "../types.h"

#include <array>
#include <cstdint>

namespace af {

// What the active player's extra cards allow or remember this turn; cleared at every turn start.
struct TechTurn {
    uint8_t discards = 0;      // discard powers used this turn (with the module; the base game needs only a flag)
    uint8_t extraDiscards = 0; // discard powers added this turn (Peta-Bit Processor, X-13)
    uint8_t freeCycles = 0;    // Alien Artifact cycles granted by a card (Resonating Beacon discard)
    bool freeClaim = false;    // a claim of a displayed card granted by a card, without the Artifact's total
    std::array<int8_t, 2> redockShips{kNoShip, kNoShip}; // Chrono-Spike discard: ships taken back to re-dock ...
    std::array<int8_t, 2> redockFrom{-1, -1};            // ... and the facility each left
    bool autoPilotPaid = false; // the Auto Pilot A.I.'s holder took this turn's income
    // Ships taken from the Maintenance Bay with the Astrogation Servo this turn, a bit per ship id: never to the
    // Terraforming Station (the card's text), the player's own ships included (another player's is borrowed, X-39).
    uint64_t servoShips = 0;
    friend bool operator==(const TechTurn &, const TechTurn &) = default;
};

// Fuel and ore kept on an extra card: not its holder's resources; they travel with the card.
struct CardTokens {
    uint8_t fuel = 0;
    uint8_t ore = 0;
    friend bool operator==(const CardTokens &, const CardTokens &) = default;
};

inline constexpr int kScoutedCards = 3; // the Scout Drone looks at the top 3 cards of the draw pile

struct TechState {
    TechTurn turn;
    std::array<uint8_t, kCardCount> boxed{}; // cards removed from the game (Peta-Bit Processor discard)
    std::array<CardTokens, kCardCount - kBaseCardCount> tokens{}; // on each extra card, in card order
    // Magnetic Lockdown: the seat whose colonies the fuel on the card protects, until that seat's next turn start
    // kNoPlayer when no fuel is on it. The card may change hands meanwhile: the lock stays with its user.
    int8_t lockdownSeat = kNoPlayer;
    // Gravitron Shunt: the colonies on the card, per owner. Landed (their VP count) but on no territory; only
    // while a player holds the card.
    std::array<uint8_t, kMaxPlayers> shunted{};
    // Alien Sarcophagus: the seat using the Relic Ship it took (GameState::relicHolder while the loan lasts),
    // kNoPlayer when no loan runs, and who held the Relic before: kNoPlayer when it came from Burroughs Desert (it goes
    // back there at the borrower's next turn start), else that player, who gathers it at their next turn start.
    int8_t relicBorrower = kNoPlayer;
    int8_t relicLender = kNoPlayer;
    // Superconducting Grapple: ships docked through the card at a facility whose ports were all taken, a bit
    // per ship id. They count as docked there but take no port (freeSlots); the mark goes when the ship leaves.
    uint64_t grappled = 0;
    // Field Propagator: the field generator its die named, while its user chooses a territory for it (stage
    // FieldPlace); -1 at any other time.
    int8_t propagatedField = -1;
    // Field Amplifier: the second territory of each field generator straddling a border (GameState::fieldAt
    // holds the first), -1 for one standing wholly in one territory. It acts in both for every rule (fieldOn); any
    // move of the generator ends the straddle (placeField).
    std::array<int8_t, kFieldCount> straddles{-1, -1, -1};
    // Scout Drone (digital mode): the cards on top of the draw pile that `scoutedBy` looked at, top first, -1 past
    // the last (at most kScoutedCards). Still counted in GameState::drawPile; every draw takes them first. In stage
    // ScoutOrder, the cards looked at as they lay, waiting for their user's order.
    std::array<int8_t, kScoutedCards> scouted{-1, -1, -1};
    int8_t scoutedBy = kNoPlayer;
    friend bool operator==(const TechState &, const TechState &) = default;
};

} // namespace af
