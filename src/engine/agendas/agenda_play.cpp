// The agendas module in play (EXPANSIONS.md 1.3): the deck of the game, the deal after the draft, and where each card
// goes when it is drawn. The cards' conditions are in agendas.cpp.
#include "agendas.h"

#include "../engine.h"
#include "../mechanics.h"
#include "../modules/extension.h"
#include "../modules/tech.h"
#include "../values.h"

#include <algorithm>
#include <bit>

namespace af::detail {

// The seats' faction boards, a bit per board (idx(Faction)).
uint16_t factionsTaken(const GameState &s)
{
    uint16_t taken = 0;
    for (int p = 0; p < s.playerCount; ++p)
        if (s.factions.board[p] >= 0)
            taken = static_cast<uint16_t>(taken | (1u << s.factions.board[p]));
    return taken;
}

// A reveal window is of a card the seat could turn: its named face-down cards, or any unnamed card while it
// holds unnamed ones. A reveal or a discard that names an unnamed card, or leaves a seat without one, closes the
// windows it no longer covers (validateState checks this).
void trimAgendaWindows(AgendaState &a)
{
    for (AgendaHand &hand : a.hands)
        hand.window &= hand.faceDown | (hand.unknownFaceDown > 0 ? a.unknown : 0);
}

void refillAgendaDeck(AgendaState &a)
{
    if (a.deck != 0 || a.unknownInDeck != 0)
        return;
    a.deck = a.discard;
    a.unknownInDeck = a.unknownInDiscard;
    a.discard = 0;
    a.unknownInDiscard = 0;
}

Result takeFromAgendaDeck(AgendaState &a, Agenda card)
{
    refillAgendaDeck(a);
    const AgendaMask bit = agendaBit(card);
    if (a.deck & bit) {
        a.deck &= ~bit;
    } else if ((a.unknown & bit) && a.unknownInDeck > 0) {
        a.unknown &= ~bit; // one of the unnamed cards, and one of them may still be in the deck
        --a.unknownInDeck;
    } else {
        return reject(Reason::AgendaNotInDeck, "agendas", idx(card) + 1);
    }
    return std::nullopt;
}

Result drawAgenda(AgendaState &a, int seat, std::optional<Agenda> card)
{
    refillAgendaDeck(a);
    AgendaHand &hand = a.hands[seat];
    if (!card) {
        if (a.deck == 0 && a.unknownInDeck == 0)
            return reject(Reason::WrongCardCount, "agendas", 0, 1);
        // Once a card leaves the shuffled deck unseen, nobody knows which of the deck's cards are still in it.
        a.unknown |= a.deck;
        a.unknownInDeck = static_cast<uint8_t>(a.unknownInDeck + std::popcount(a.deck));
        a.deck = 0;
        --a.unknownInDeck;
        ++hand.unknownFaceDown;
        return std::nullopt;
    }
    if (auto r = takeFromAgendaDeck(a, *card))
        return r;
    hand.faceDown |= agendaBit(*card);
    return std::nullopt;
}

} // namespace af::detail

namespace af {

AgendaMask gameAgendaDeck(const GameState &s) { return agendaDeck(s.ruleset, s.modules, detail::factionsTaken(s)); }

} // namespace af

namespace af::detail {

void beforeSetupDeal(GameState &s)
{
    if (!hasModule(s.modules, Module::Agendas)) {
        s.stage = Stage::Deal;
        return;
    }
    // The agendas tied to boards nobody took leave with them: the deck is built once the draft is over.
    s.agendas = AgendaState{};
    s.agendas.inGame = gameAgendaDeck(s);
    s.agendas.deck = s.agendas.inGame;
    s.stage = Stage::AgendaDeal;
}

Result dealAgendas(GameState &s, const DealAgendas &d)
{
    const bool setup = s.stage == Stage::AgendaDeal;
    const int needed = chanceCount(s);
    if (d.cards.size() != needed)
        return reject(Reason::WrongCardCount, setup ? "agendas" : "orbital-market", needed, d.cards.size());
    if (!setup && s.agendas.drawFor == AgendaDrawFor::OracleEngine)
        return drawOntoOracle(s, d.cards[0]);
    for (int i = 0; i < d.cards.size(); ++i)
        if (auto r = drawAgenda(s.agendas, setup ? i / kAgendasDealt : s.current, d.cards[i]))
            return r;
    if (setup) {
        s.stage = Stage::Deal;
        return std::nullopt;
    }
    s.stage = Stage::Main;
    switch (s.agendas.drawFor) {
    case AgendaDrawFor::Market: // the drawing player may now keep or discard any face-down card (1.3)
        s.agendas.mayDiscard = s.current;
        break;
    case AgendaDrawFor::ProphetsDock: // keep one of the cards drawn, discard the others
        s.agendas.keepOneDiscards = static_cast<uint8_t>(d.cards.size() - 1);
        s.agendas.justDrawn = 0;
        for (const std::optional<Agenda> &card : d.cards)
            if (card && d.cards.size() > 1)
                s.agendas.justDrawn |= agendaBit(*card);
        break;
    case AgendaDrawFor::ProphetsOwner:
    case AgendaDrawFor::OracleEngine: // handled above
        break;
    }
    s.agendas.drawFor = AgendaDrawFor::Market;
    return std::nullopt;
}

int agendasLeftToDraw(const AgendaState &a, int wanted)
{
    const int left = std::popcount(a.deck) + a.unknownInDeck + std::popcount(a.discard) + a.unknownInDiscard;
    return std::min(wanted, left);
}

int agendaDrawCount(const GameState &s)
{
    switch (s.agendas.drawFor) {
    case AgendaDrawFor::Market:
        return agendasLeftToDraw(s.agendas, kMarketAgendaDraw);
    case AgendaDrawFor::ProphetsDock: { // as many as the docked ship's value
        int value = 0;
        forShipsInGame(s, [&](int, const Ship &ship) {
            if (ship.place == Place::Docked && ship.facility == boardFacility(Faction::ProphetsOfTheArtifact))
                value = ship.value;
        });
        return agendasLeftToDraw(s.agendas, value);
    }
    case AgendaDrawFor::ProphetsOwner:
        return agendasLeftToDraw(s.agendas, kFactionValues.prophetsOwnerAgendas);
    case AgendaDrawFor::OracleEngine:
        return agendasLeftToDraw(s.agendas, 1);
    }
    return 0;
}

void startAgendaDraw(GameState &s, AgendaDrawFor drawFor)
{
    s.agendas.drawFor = drawFor;
    if (agendaDrawCount(s) > 0)
        s.stage = Stage::AgendaDraw;
    else
        s.agendas.drawFor = AgendaDrawFor::Market;
}

Result discardFaceDown(AgendaState &a, int seat, std::optional<Agenda> card)
{
    AgendaHand &hand = a.hands[seat];
    if (!card) { // an unnamed card goes face down to the pile, still unnamed
        if (hand.unknownFaceDown == 0)
            return reject(Reason::NoUnnamedAgenda, "agendas", seat);
        --hand.unknownFaceDown;
        ++a.unknownInDiscard;
        trimAgendaWindows(a);
        return std::nullopt;
    }
    if (!couldHoldFaceDown(a, seat, *card))
        return reject(Reason::CannotHoldAgenda, "agendas", seat, idx(*card) + 1);
    const AgendaMask bit = agendaBit(*card);
    if (hand.faceDown & bit) {
        hand.faceDown &= ~bit;
    } else { // one of the seat's unnamed cards, named as it is discarded
        a.unknown &= ~bit;
        --hand.unknownFaceDown;
    }
    a.discard |= bit;
    a.justDrawn &= ~bit;
    trimAgendaWindows(a);
    return std::nullopt;
}

Result drawAgendasAtMarket(GameState &s, int seat, const DrawAgendas &d)
{
    if (!hasModule(s.modules, Module::Agendas))
        return reject(Reason::NoAgendasModule);
    if (!wholeMarketPair(s, seat, d.ship))
        return reject(Reason::NoMarketPair);
    const uint64_t pair = pairShips(s, d.ship);
    if (pair & (s.agendas.marketTraded | s.agendas.marketDrew))
        return reject(Reason::MarketPairSpent, "orbital-market");
    s.agendas.marketDrew |= pair;
    s.agendas.mayDiscard = static_cast<int8_t>(seat);
    startAgendaDraw(s, AgendaDrawFor::Market);
    return std::nullopt;
}

namespace {

// #24 revealed in its window: the part of the raid aimed at the revealer is cancelled; it gets back what the
// raider (the active player) took from it, and the card comes back as it was taken, with everything the taking
// changed undone (our reading of "cancelled"): the Field Amplifier's straddles, the Gravitron Shunt's colonies that
// the raider landed (back on the card), the Auto Pilot A.I.'s ship sent to the Maintenance Bay (back on the card),
// the Probability Focus's tokens returned to the supply (back on the card). The rest of the raid stands and the
// ships stay docked. Nothing else can happen in between: the next other action closes the window.
void foilRaid(GameState &s, int seat)
{
    RaidLoss &loss = s.agendas.raidLoss[seat];
    PlayerState &victim = s.players[seat], &raider = s.players[s.current];
    victim.fuel = static_cast<int16_t>(victim.fuel + loss.fuel);
    victim.ore = static_cast<int16_t>(victim.ore + loss.ore);
    raider.fuel = static_cast<int16_t>(raider.fuel - loss.fuel);
    raider.ore = static_cast<int16_t>(raider.ore - loss.ore);
    if (loss.card >= 0) {
        const auto card = static_cast<Card>(loss.card);
        if (loss.discarded)
            --s.discardPile[loss.card];
        else
            raider.cards &= ~cardBit(card);
        victim.cards |= cardBit(card);
        for (int p = 0; p < s.playerCount; ++p)
            for (int t = 0; t < kTerritoryCount; ++t) {
                s.colonies[t][p] = static_cast<uint8_t>(s.colonies[t][p] - loss.landed[p][t]);
                s.tech.shunted[p] = static_cast<uint8_t>(s.tech.shunted[p] + loss.landed[p][t]);
            }
        if (loss.autoPilotShip != kNoShip) {
            s.ships[loss.autoPilotShip] = Ship{};
            s.ships[loss.autoPilotShip].place = Place::OnCard;
        }
        if (loss.tokenFuel || loss.tokenOre) {
            CardTokens &tokens = tokensOn(s, card);
            tokens.fuel = static_cast<uint8_t>(tokens.fuel + loss.tokenFuel);
            tokens.ore = static_cast<uint8_t>(tokens.ore + loss.tokenOre);
            returnToSupply(s, -loss.tokenFuel, -loss.tokenOre); // taken back from the supply
        }
    }
    // The Field Amplifier back with its holder: its generators straddle again where they did.
    for (int f = 0; f < kFieldCount; ++f)
        if (loss.straddleHome[f] >= 0) {
            placeField(s, static_cast<Field>(f), loss.straddleHome[f]);
            s.tech.straddles[f] = loss.straddleAcross[f];
        }
    settleRelic(s);
    loss = RaidLoss{};
}

// After a Prophets docking's draw, revealing one of its cards keeps it: the seat must still hold enough of
// the cards drawn (named ones among `justDrawn`, or unnamed ones) for the discards left.
bool revealLeavesTheDiscards(const AgendaState &a, int current, int seat, Agenda card)
{
    if (a.keepOneDiscards == 0 || seat != current)
        return true;
    const AgendaHand &hand = a.hands[seat];
    const AgendaMask drawn = hand.faceDown & a.justDrawn & ~agendaBit(card);
    const bool unnamed = !(hand.faceDown & agendaBit(card));
    return std::popcount(drawn) + hand.unknownFaceDown - (unnamed ? 1 : 0) >= a.keepOneDiscards;
}

} // namespace

Result revealAgenda(GameState &s, const RevealAgenda &r)
{
    if (!validSeat(s, r.player))
        return reject(Reason::BadPlayer, "agendas", r.player);
    const std::string_view rule = r.endGame ? "X-28" : "X-25"; // when a side may be revealed
    if (!couldHoldFaceDown(s.agendas, r.player, r.card))
        return reject(Reason::CannotHoldAgenda, rule, r.player, idx(r.card) + 1);
    if (r.endGame) {
        if (s.stage != Stage::GameOver)
            return reject(Reason::WrongStage, rule, idx(s.stage));
        if (s.agendas.endGameDone >> r.player & 1)
            return reject(Reason::EndGameRevealsClosed, rule, r.player);
        const std::optional<bool> holds = endGameHolds(s, r.player, r.card);
        if (!holds)
            return reject(Reason::NotSupportedYet, rule);
        if (!*holds)
            return reject(Reason::AgendaConditionNotMet, agendaRule(r.card), idx(r.card) + 1);
    } else {
        if (s.stage != Stage::Main)
            return reject(Reason::WrongStage, rule, idx(s.stage));
        if (!inGameSideWritten(r.card))
            return reject(Reason::NotSupportedYet, rule);
        if (!(s.agendas.hands[r.player].window & agendaBit(r.card)))
            return reject(Reason::AgendaConditionNotMet, agendaRule(r.card), idx(r.card) + 1);
        if (!revealLeavesTheDiscards(s.agendas, s.current, r.player, r.card))
            return reject(Reason::KeepOneAgendaFirst, boardRule(Faction::ProphetsOfTheArtifact), r.player);
        s.agendas.justDrawn &= ~agendaBit(r.card);
    }
    turnFaceUp(s.agendas, r.player, r.card);
    s.agendas.hands[r.player].window &= ~agendaBit(r.card);
    if (!r.endGame && r.card == Agenda::FoiledRaid)
        foilRaid(s, r.player);
    trimAgendaWindows(s.agendas);
    return std::nullopt;
}

bool endGameRevealsOpen(const GameState &s, int seat)
{
    const AgendaState &a = s.agendas;
    if (s.stage != Stage::GameOver || (a.endGameDone >> seat & 1) || a.hands[seat].unknownFaceDown == 0)
        return false;
    for (AgendaMask m = a.unknown; m; m &= m - 1)
        if (endGameHolds(s, seat, static_cast<Agenda>(std::countr_zero(m))).value_or(false))
            return true;
    return false;
}

Result endGameRevealsDone(GameState &s, const EndGameRevealsDone &e)
{
    if (!validSeat(s, e.player))
        return reject(Reason::BadPlayer, "agendas", e.player);
    if (s.stage != Stage::GameOver)
        return reject(Reason::WrongStage, "X-28", idx(s.stage));
    if (!endGameRevealsOpen(s, e.player))
        return reject(Reason::NoEndGameRevealToDecline, "X-28", e.player);
    s.agendas.endGameDone = static_cast<uint8_t>(s.agendas.endGameDone | 1u << e.player);
    return std::nullopt;
}

Result discardAgenda(GameState &s, const DiscardAgenda &d)
{
    if (!validSeat(s, d.player))
        return reject(Reason::BadPlayer, "agendas", d.player);
    if (s.stage == Stage::GameOver)
        return reject(Reason::GameOver);
    if (s.stage != Stage::Main)
        return reject(Reason::WrongStage, "X-27", idx(s.stage));
    AgendaState &a = s.agendas;
    if (a.keepOneDiscards > 0 && d.player == s.current) {
        // A Prophets docking's draw: the discards come from the cards it drew; an unnamed one may be any of
        // the seat's unnamed cards, which nobody can tell apart.
        const std::string_view prophets = detail::boardRule(Faction::ProphetsOfTheArtifact);
        if (d.card && !(a.justDrawn & agendaBit(*d.card)) &&
            (a.hands[d.player].faceDown & agendaBit(*d.card)))
            return reject(Reason::AgendaNotJustDrawn, prophets, d.player, idx(*d.card) + 1);
        if (auto r = discardFaceDown(a, d.player, d.card))
            return r;
        if (--a.keepOneDiscards == 0)
            a.justDrawn = 0;
        return std::nullopt;
    }
    const bool overLimit = agendasHeld(a, d.player) > agendaLimit(s, d.player);
    if (!overLimit && a.mayDiscard != d.player)
        return reject(Reason::NoAgendaDiscard, "X-27", d.player, agendaLimit(s, d.player));
    return discardFaceDown(a, d.player, d.card);
}

void addAgendaActions(const GameState &s, std::vector<Action> &out)
{
    const AgendaState &a = s.agendas;
    for (int p = 0; p < s.playerCount; ++p) {
        const AgendaHand &hand = a.hands[p];
        const AgendaMask unnamed = hand.unknownFaceDown > 0 ? a.unknown : 0;
        const auto seat = static_cast<int8_t>(p);
        if (s.stage == Stage::GameOver) { // named cards turned by themselves; the unnamed wait for the table
            if (!endGameRevealsOpen(s, p))
                continue;
            for (AgendaMask m = unnamed; m; m &= m - 1) {
                const auto card = static_cast<Agenda>(std::countr_zero(m));
                if (endGameHolds(s, p, card).value_or(false))
                    out.push_back(RevealAgenda{seat, card, true});
            }
            out.push_back(EndGameRevealsDone{seat});
            continue;
        }
        if (s.stage != Stage::Main)
            continue;
        for (AgendaMask m = hand.window & (hand.faceDown | unnamed); m; m &= m - 1)
            if (const auto card = static_cast<Agenda>(std::countr_zero(m));
                revealLeavesTheDiscards(a, s.current, p, card))
                out.push_back(RevealAgenda{seat, card, false});
        const bool keepOne = a.keepOneDiscards > 0 && p == s.current;
        if (!keepOne && agendasHeld(a, p) <= agendaLimit(s, p) && a.mayDiscard != p)
            continue;
        // After a Prophets draw, only the cards it drew (the seat's unnamed cards stand for any of them).
        for (AgendaMask m = (keepOne ? hand.faceDown & a.justDrawn : hand.faceDown) | unnamed; m; m &= m - 1)
            out.push_back(DiscardAgenda{seat, static_cast<Agenda>(std::countr_zero(m))});
        if (hand.unknownFaceDown > 0)
            out.push_back(DiscardAgenda{seat, std::nullopt});
    }
    if (s.stage != Stage::Main || seatOverAgendaLimit(s) != kNoPlayer)
        return;
    // The active player's Orbital Market pairs still unused, one per value (pairs of a value are alike).
    uint8_t values = 0;
    for (int ship = 0; ship < kBrethrenShip; ++ship) {
        const int value = s.ships[ship].value;
        if ((values >> value & 1) || !wholeMarketPair(s, s.current, ship) ||
            (pairShips(s, ship) & (a.marketTraded | a.marketDrew)))
            continue;
        values = static_cast<uint8_t>(values | 1u << value);
        out.push_back(DrawAgendas{static_cast<int8_t>(ship)});
    }
}

void closeAgendaWindows(GameState &s)
{
    for (AgendaHand &hand : s.agendas.hands)
        hand.window = 0;
    s.agendas.mayDiscard = kNoPlayer;
    s.agendas.raidLoss = {};
}

void openNaturalRollWindows(GameState &s, const DieList &values)
{
    if (!hasModule(s.modules, Module::Agendas))
        return;
    for (AgendaMask m = s.agendas.inGame & kNaturalRollAgendas; m; m &= m - 1) {
        const auto card = static_cast<Agenda>(std::countr_zero(m));
        if (naturalRollHolds(card, values).value_or(false))
            s.agendas.hands[s.current].window |= agendaBit(card);
    }
    trimAgendaWindows(s.agendas);
    if (s.agendas.onOracle != 0 && // the card on the Oracle Engine scores at once
        naturalRollHolds(static_cast<Agenda>(std::countr_zero(s.agendas.onOracle)), values).value_or(false))
        scoreOracleAgenda(s, s.current);
}

void revealEndGameAgendas(GameState &s)
{
    if (!hasModule(s.modules, Module::Agendas))
        return;
    // Every condition is read before any card turns, then the cards turn together.
    for (int p = 0; p < s.playerCount; ++p) {
        const AgendaHand &hand = s.agendas.hands[p];
        s.agendas.faceDownAtEnd[p] = static_cast<uint8_t>(std::popcount(hand.faceDown) + hand.unknownFaceDown);
    }
    std::array<AgendaMask, kMaxPlayers> turning{};
    for (int p = 0; p < s.playerCount; ++p)
        for (AgendaMask m = s.agendas.hands[p].faceDown; m; m &= m - 1) {
            const auto card = static_cast<Agenda>(std::countr_zero(m));
            if (endGameHolds(s, p, card).value_or(false))
                turning[p] |= agendaBit(card);
        }
    for (int p = 0; p < s.playerCount; ++p)
        for (AgendaMask m = turning[p]; m; m &= m - 1)
            turnFaceUp(s.agendas, p, static_cast<Agenda>(std::countr_zero(m)));
    // The game-ending action may have opened an in-game window on a card that has just turned by its end-game side.
    trimAgendaWindows(s.agendas);
}

} // namespace af::detail

namespace af {

// Cards scored through the Oracle Engine are not counted: they are outside the limit.
int agendasHeld(const AgendaState &agendas, int seat)
{
    const AgendaHand &hand = agendas.hands[seat];
    return std::popcount(hand.faceDown) + hand.unknownFaceDown + std::popcount(hand.revealed);
}

int agendaLimit(const GameState &s, int seat)
{
    return holds(s, seat, Card::MultiverseWindow) ? kAgendaLimit + 1 : kAgendaLimit;
}

int seatOverAgendaLimit(const GameState &s)
{
    if (!hasModule(s.modules, Module::Agendas))
        return kNoPlayer;
    // Revealed cards are kept even above the limit: only a seat with a face-down card to discard must.
    // Asked before most actions: the cards are counted only up to the lowest limit (std::popcount is a library call
    // in the portable x86-64 build), and the exact limit (Multiverse Window) is read only for a seat above it.
    const auto moreThanLowestLimit = [](const AgendaHand &hand) {
        if (hand.unknownFaceDown == 0 && (hand.faceDown & hand.revealed) == 0) {
            // The usual hand, named cards only: more than the limit when clearing the limit's number of lowest bits
            // of the cards leaves any.
            static_assert(kAgendaLimit == 3);
            AgendaMask held = hand.faceDown | hand.revealed;
            held &= held - 1;
            held &= held - 1;
            held &= held - 1;
            return held != 0;
        }
        int left = kAgendaLimit - hand.unknownFaceDown;
        for (AgendaMask m = hand.faceDown; m != 0 && left >= 0; m &= m - 1)
            --left;
        for (AgendaMask m = hand.revealed; m != 0 && left >= 0; m &= m - 1)
            --left;
        return left < 0;
    };
    // The Prophets docking's discards come first.
    if (s.agendas.keepOneDiscards > 0)
        return s.current;
    for (int p = 0; p < s.playerCount; ++p) {
        const AgendaHand &hand = s.agendas.hands[p];
        if ((hand.faceDown != 0 || hand.unknownFaceDown > 0) && moreThanLowestLimit(hand) &&
            agendasHeld(s.agendas, p) > agendaLimit(s, p))
            return p;
    }
    return kNoPlayer;
}

} // namespace af
