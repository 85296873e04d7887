// The extension points of the extra-tech module: what one extra alien tech card is (TechCardRules, filled in by its
// own file in src/engine/techcards/) and the few named places where the engine's core asks the cards in play
// (README.md in this folder lists them with their timing). A card never reaches into another card.
#pragma once

#include "../mechanics.h"

#include <functional>
#include <string>

namespace af::detail {

// Where legal-action generation collects a card's candidate choices; each is then checked like any action.
using CardArgsSink = Sink<CardArgs>;

struct TechCardRules {
    Card card;
    // What the catalogue prints (EXPANSIONS.md section 4), known for every card, written or not.
    bool paidPower = false;   // a power used with UseCard, once per turn (paid in fuel, or free)
    bool discardPower = false; // a power used with DiscardCard
    bool needsAgendas = false; // out of the deck when the agendas module is off (1.4)
    bool implemented = false;  // false: the module stays refused to users and names this card; its powers are
                               // refused as not supported yet (rule "card:<id>"). A card written in part leaves
                               // the unwritten power's function empty: that power is refused the same way and
                               // the card is still named missing (complete() below)
    bool fuelCost = false;     // the paid power has a printed fuel cost (Oscillation Capacitor repeats only those, X-51)
    // The paid power uses another card's paid power, named in CardArgs::card beside that power's own choices;
    // legalActions lists them so: a card of yours used this turn (Oscillation Capacitor), or a card on the Alien
    // Artifact display (Tele-Operator).
    enum class Borrows : uint8_t { Nothing, UsedCard, DisplayedCard };
    Borrows borrows = Borrows::Nothing;
    // The paid power is used before the roll: in the Roll stage, before the fleet's dice are entered (useBeforeRoll),
    // and never after them (Probability Focus, Infinity Mirror, Oracle Engine).
    bool beforeRoll = false;
    // Used before the roll, the paid power replaces the fleet roll by one die whose value every other numbered ship
    // of the fleet takes (Infinity Mirror, X-45): shipsToRoll then asks for that die (and the Brethren die).
    bool rollsOneDie = false;

    // Paid power (UseCard). Called on a scratch state once the engine has checked that the card is held and not
    // used this turn, and marked it used. Pays its own cost (techFuelCost applies Pohl Foothills, X-37).
    Result (*use)(GameState &s, int seat, const CardArgs &a) = nullptr;
    void (*useChoices)(const GameState &s, int seat, const CardArgsSink &emit) = nullptr;

    // Discard power (DiscardCard). Called once the engine has checked that the card is held, a discard power is
    // left this turn and the card was not used this turn; the engine then moves the card to the discard pile and
    // counts the discard.
    Result (*discard)(GameState &s, int seat, const CardArgs &a) = nullptr;
    void (*discardChoices)(const GameState &s, int seat, const CardArgsSink &emit) = nullptr;

    // The discard power is used only at the start of the holder's turn, before the Terraforming Station return and
    // the roll, in stage TurnStart (Bio-Integration Circuit, Alien Sarcophagus, X-53); refused at any other time.
    bool atTurnStart = false;
    // Passive: fuel another player pays for each ship of the holder that their card moves, alters, uses or
    // destroys (Deflector Shield, X-44).
    int surchargePerShip = 0;
    // Passive: the tokens other players return for the 8-limit at the end of their turn go to the holder instead of
    // the supply (Retrieval Webbing, X-54).
    bool collectsExcess = false;
    // Once its discard power is used the card leaves the game instead of going to the discard pile (Seismic
    // Detonator); TechState::boxed counts it.
    bool leavesGameOnDiscard = false;
    // Tokens the card keeps on itself, fuel and ore together; ore only where the card says so. A card's
    // tokens travel with it between hands (raids, swaps) and go back to the supply when it is discarded by another
    // card's effect (returnCardTokens).
    uint8_t tokenLimit = 0;
    bool keepsOre = false;
    // A raid takes the card without its tokens: they go back to the supply (Probability Focus, X-49).
    bool raidReturnsTokens = false;
    // Right after the holder's fleet roll: `dice` are the numbered ships' values as rolled (the natural roll, or
    // the one die an Infinity Mirror set on every ship; X-30), before any other card changes them.
    void (*fleetRolled)(GameState &s, int holder, const DieList &dice) = nullptr;
    // End of every turn, after the tokens beyond 8 are returned: the card, held by `holder`, settles what the turn
    // left on it (Experimental FTL Drive's third token).
    void (*turnEnd)(GameState &s, int holder) = nullptr;
    // VP the card gives its holder now (Alien Sarcophagus); the score asks every held card (extraTechVictoryPoints).
    int (*victoryPoints)(const GameState &s, int holder) = nullptr;
    // Colonies kept on the card (Gravitron Shunt, X-41; TechState::shunted): landed but on no territory. Whenever the
    // card leaves a hand they land as that move says (landCardColonies: a raid's `landings`, the Oscillation
    // Capacitor discard's `spread`).
    bool keepsColonies = false;
    // A power of the card that the owner of a colony kept on it uses on their own turn, holder or not, apart from
    // the card's once-per-turn use (Gravitron Shunt's release, X-41): a UseCard naming no `territory`
    // (isCardRelease). Pays its own cost.
    Result (*release)(GameState &s, int seat, const CardArgs &a) = nullptr;
    void (*releaseChoices)(const GameState &s, int seat, const CardArgsSink &emit) = nullptr;
};

// Every power the card prints is written: only then does the card stop keeping the module refused.
constexpr bool complete(const TechCardRules &r)
{
    return r.implemented && (!r.paidPower || r.use) && (!r.discardPower || r.discard);
}

// The registry: one entry per extra card, in enum order (tech_registry.cpp).
const TechCardRules &techRules(Card c);
// The cards whose rules are not written yet, by name ("" when none): the module stays refused.
std::string missingTechCards();
std::string_view techRule(Card c); // "card:<id>", the rule an extra card's refusals cite

// --- Queries the core makes (tech_hooks.cpp) ---

Result useExtraTech(GameState &s, int seat, const UseCard &u);
Result discardExtraTech(GameState &s, int seat, const DiscardCard &d);
void extraTechUseChoices(const GameState &s, int seat, Card c, const CardArgsSink &emit);
void extraTechDiscardChoices(const GameState &s, int seat, Card c, const CardArgsSink &emit);
// Fuel a player pays on top of a card's own cost when it acts on these ships of other players.
int cardSurcharge(const GameState &s, int seat, const ShipList &ships);
// Pays that surcharge, if any (refused as pay refuses, citing X-44).
Result paySurcharge(GameState &s, int seat, const ShipList &ships);
// Who receives the tokens `seat` returns for the 8-limit: another player holding a card that collects them
// (Retrieval Webbing, X-54), or kNoPlayer for the supply.
int excessCollector(const GameState &s, int seat);
// At every turn start, before the turn-start window: an Alien Sarcophagus loan of the Relic Ship ends: back to
// Burroughs Desert at the borrower's next turn when it came from there, else to its holder at that player's.
void endRelicLoan(GameState &s);
// The card's discard power is timed for the turn-start window (TechCardRules::atTurnStart, X-53).
bool discardsAtTurnStart(Card c);
// In stage TurnStart: the active player can still use a timed discard power (held, a discard left, a legal choice).
bool timedDiscardPossible(const GameState &s);
// The discarded card leaves the game rather than going to the discard pile (Seismic Detonator).
bool discardLeavesGame(Card c);
// A docking of ships a card took back this turn (Chrono-Spike discard) must be at another facility.
Result redockCheck(const GameState &s, const Dock &d);

// The tokens kept on an extra card (TechState::tokens), and their total over all cards (supply conservation).
CardTokens &tokensOn(GameState &s, Card c);
const CardTokens &tokensOn(const GameState &s, Card c);
Resources tokensOnCards(const GameState &s);
// VP from the extra cards `seat` holds (ScoreBreakdown::techCards).
int extraTechVictoryPoints(const GameState &s, int seat);
// The end of a turn for every held card with a turnEnd rule.
void extraTechTurnEnd(GameState &s);
// The start of the active seat's turn, before the roll: the Magnetic Lockdown that seat set ends, its fuel going to
// the supply.
void extraTechTurnStart(GameState &s);
// The player's landed colonies may not be moved or removed now: a Magnetic Lockdown of theirs lasts.
bool coloniesLocked(const GameState &s, int player);
// The players whose colonies are locked, a bit per seat.
unsigned lockedSeats(const GameState &s);
// The Roll stage's player action: the active player uses a card whose power comes before the roll (beforeRoll);
// any other card waits for the main stage.
Result useBeforeRoll(GameState &s, const UseCard &u);
// The active player holds a card they may still use before this roll (cheap: asked at every Roll stage).
bool hasBeforeRollCard(const GameState &s);
// In the Roll stage: a card used before it replaces the fleet roll by one die (Infinity Mirror, X-45).
bool rollsOneDie(const GameState &s);
// Right after the fleet roll, for the roller's cards with a fleetRolled rule.
void extraTechAfterRoll(GameState &s, const DieList &dice);
// A card taken in a raid: the tokens it does not keep go back to the supply (raidReturnsTokens).
void settleRaidedCard(GameState &s, Card c);
// A card on the Alien Artifact display, lent for one use by the Tele-Operator. Our reading (X-51 is silent): the
// display keeps nothing on its cards, so such a use leaves nothing on the card: the Magnetic Lockdown's fuel goes to
// the supply, the Experimental FTL Drive takes no token; the cards whose power is to keep tokens, colonies or a ship
// on themselves (Null-Time Vault, Gravitron Shunt, Auto Pilot A.I.) refuse it (lent-card-keeps-nothing).
bool lentFromDisplay(const GameState &s, Card c);
// A card leaves a hand by another effect than its own discard power (Oscillation Capacitor discard): the tokens
// on it go back to the supply.
void returnCardTokens(GameState &s, Card c);
// A use-card action that is a release from a card (TechCardRules::release): any player may make it, holding the
// card or not, and it is not the card's use of the turn; releaseFromCard runs it.
bool isCardRelease(const UseCard &u);
Result releaseFromCard(GameState &s, int seat, const UseCard &u);
void extraTechReleaseChoices(const GameState &s, int seat, const std::function<void(const UseCard &)> &emit);
// The colonies of `seat` kept on cards (Gravitron Shunt, X-41): landed, so they score, but on no territory.
int coloniesOnCards(const GameState &s, int seat);
// The card leaves its holder's hand (a raid, the Oscillation Capacitor discard): the colonies kept on it land as
// `landings` says (landings[owner][territory]), every one of them, none under the Repulsor Field. A
// card keeping none takes no landings.
Result landCardColonies(GameState &s, Card c, const ColonySpread &landings);
// The landings legalActions offers for such a move: each owner's colonies together on one territory, every
// combination up to kSpreadChoices, else all of them on one territory (a split is legal when entered).
void cardColonyLandings(const GameState &s, Card c, const std::function<void(const ColonySpread &)> &emit);

// Field Propagator: its die, entered in stage FieldRoll, names the generator; stage FieldPlace follows when
// the user has a territory for it (else the fuel was spent for nothing). There the user's one action is a UseCard of
// the Field Propagator naming the territory (propagatedFieldChoices lists them).
Result propagatorDieRolled(GameState &s, const DieList &values);
Result placePropagatedField(GameState &s, const UseCard &u);
void propagatedFieldChoices(const GameState &s, const CardArgsSink &emit);

// Field Amplifier: some generator straddles a border; the card taken in a raid: the raider settles each
// straddling generator in one of its two territories (`settle`, -1 for the others; any other card takes none), and
// the settlements legalActions lists (every combination, at most 8).
bool anyStraddle(const GameState &s);
// The Field Amplifier leaves a hand otherwise than by a raid (the Oscillation Capacitor's discard, a Terran Exchange
// swap). Our reading, X-38 naming a settler only for the raid: nobody chooses, the straddles end and each generator
// stays wholly on its first territory (GameState::fieldAt), as it stood before the card stretched it.
void endStraddles(GameState &s);
Result settleStraddles(GameState &s, Card c, const FieldPlaces &settle);
void straddleSettlements(const GameState &s, Card c, const std::function<void(const FieldPlaces &)> &emit);

// Auto Pilot A.I. (X-40, auto_pilot_ai.cpp): the player holding it with a ship on it (kNoPlayer when none); that
// player's income is due in the turn-start window of every turn until taken (the window opens for it,
// turnStartWindowOpen); AutoPilotIncome takes it; the choices legalActions lists. After every action, a ship left on
// the card by a card that changed hands (a raid, the Oscillation Capacitor, the Terran Exchange) goes to the
// Maintenance Bay (settleAutoPilotShip).
int autoPilotHolder(const GameState &s);
bool autoPilotIncomeDue(const GameState &s);
Result takeAutoPilotIncome(GameState &s, const AutoPilotIncome &a);
void autoPilotIncomeChoices(const GameState &s, const std::function<void(const AutoPilotIncome &)> &emit);
void settleAutoPilotShip(GameState &s);

// Scout Drone (scout_drone.cpp), digital mode: the cards its look turns up in the chance stage ScoutLook (the top of
// the draw pile, those already known first: scoutLookCount of them), then its user's order in stage ScoutOrder (a
// UseCard of the Scout Drone naming the cards top first; scoutOrderChoices lists every order). TechState::scouted
// keeps them: drawScouted refuses a draw of another card while some are known, and takes the top one off.
int scoutedCount(const GameState &s);
int scoutLookCount(const GameState &s);
Result scoutLooked(GameState &s, const Reveal &look);
Result orderScouted(GameState &s, const UseCard &u);
void scoutOrderChoices(const GameState &s, const CardArgsSink &emit);
Result drawScouted(GameState &s, Card c);

// --- Helpers for the cards ---

bool validTerritory(std::optional<Territory> t);

// A card's own fuel cost after Pohl Foothills: 1 fuel off each use, never below 0.
int techFuelCost(const GameState &s, int seat, int fuel);
// The card takes no choice: any field set is refused.
Result requireNoArgs(const CardArgs &a, Card c);
// The card takes only the named CardArgs members (checked by the caller): any other field set is refused, as
// requireNoArgs does (UnexpectedParameter, the card's rule).
template <auto... Taken>
Result requireNoOtherArgs(const CardArgs &a, Card c)
{
    CardArgs rest = a;
    ((rest.*Taken = CardArgs{}.*Taken), ...);
    return requireNoArgs(rest, c);
}
// The choice is a territory (TerritoryRequired), and `Also` beside it (checked by the caller), nothing else.
template <auto... Also>
Result requireTerritory(const CardArgs &a, Card c)
{
    if (!validTerritory(a.territory))
        return reject(Reason::TerritoryRequired, techRule(c));
    return requireNoOtherArgs<&CardArgs::territory, Also...>(a, c);
}
// The choice is two territories, `territory` and `territory2` (TerritoryRequired when either is missing), and
// `Also` beside them, nothing else.
template <auto... Also>
Result requireTwoTerritories(const CardArgs &a, Card c)
{
    if (!validTerritory(a.territory) || !validTerritory(a.territory2))
        return reject(Reason::TerritoryRequired, techRule(c));
    return requireNoOtherArgs<&CardArgs::territory, &CardArgs::territory2, Also...>(a, c);
}
// The choice is a field generator (ChoiceRequired), nothing else.
Result requireField(const CardArgs &a, Card c);
// The choice is a field generator (ChoiceRequired) and a territory (TerritoryRequired), nothing else.
Result requireFieldAndTerritory(const CardArgs &a, Card c);
void noArgs(const GameState &s, int seat, const CardArgsSink &emit); // the one choice of such a power
// Pays the card's fuel (Pohl Foothills applied, techFuelCost) for `ore` ore; with a limited supply holding less ore
// it is refused, as a market trade is (SupplyEmpty, R-18): Electrofabricator, Lunar Tunneler.
Result fuelForOre(GameState &s, int seat, int fuel, int ore, Card c);
// Every field generator placed on a territory where `seat` has a colony (Fleet Interlink, Deflector Shield).
void fieldToOwnColonyChoices(const GameState &s, int seat, const CardArgsSink &emit);
bool hasColonyOn(const GameState &s, int seat, Territory t);
// Pays the card's `fuel` (techFuelCost) and adds `delta` (+1 or -1) to every unplaced ship of `seat`, wrapping 6+1 to 1
// and 1-1 to 6 as Fleet Interlink and Suppression Matrix print. Refused before paying when the player
// has no unplaced ship.
Result shiftUnplaced(GameState &s, int seat, int fuel, int delta, Card c);
// A discard that sends every ship at one orbital facility (a faction board in play included, X-4; never the
// Maintenance Bay) to the Maintenance Bay, keeping the benefits they gave and charging the Deflector Shield
// surcharge: Astrogation Servo and Superconducting Grapple. `terraforming`: the Terraforming Station may be
// chosen, its ship going to the stock (Astrogation Servo); else it is refused (Superconducting Grapple).
Result emptyFacility(GameState &s, int seat, const CardArgs &a, Card c, bool terraforming);
// The ships now at facility `f` leave it: to the stock from the Terraforming Station, else to the Maintenance Bay,
// keeping the benefits they gave; the Deflector Shield surcharge is paid first. Refused when none is
// there (NothingToTake). emptyFacility's end, and the Lunar Tunneler's discard.
Result clearFacility(GameState &s, int seat, Facility f, Card c);
void emptyFacilityChoices(const GameState &s, bool terraforming, const CardArgsSink &emit);
// Sends colonies away from `from` as `spread` says, each to a territory adjacent to it: every colony there of
// each seat in `movers` (a bit per seat), none of the others'; the Repulsor Field blocks both ends.
Result spreadColonies(GameState &s, Territory from, const ColonySpread &spread, unsigned movers, Card c);
// The spreads legalActions offers for such a discard: each mover's colonies together to one destination, every
// combination when there are at most kSpreadChoices, else all of them to one destination. A colony of a player
// sent elsewhere than that player's others is legal too when entered, just not listed (the lists would explode).
// Each is emitted as the discard's choice: `territory` from, and the `spread`.
inline constexpr int kSpreadChoices = 64;
void spreadChoices(const GameState &s, Territory from, unsigned movers, const CardArgsSink &emit);

} // namespace af::detail
