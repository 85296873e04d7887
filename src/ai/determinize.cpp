#include "determinize.h"

#include <bit>
#include <vector>

namespace afai {

using namespace af;

namespace {

// Takes `count` cards off the end of `cards` as a mask.
AgendaMask takeCards(std::vector<int> &cards, int count)
{
    AgendaMask taken = 0;
    for (int i = 0; i < count && !cards.empty(); ++i) {
        taken |= AgendaMask{1} << cards.back();
        cards.pop_back();
    }
    return taken;
}

// Other seats' face-down agenda cards, and the deck's and the discard pile's named cards, are hidden from `seat`
// (the agenda discard pile is read as face down: the catalogue never turns it up). Every other agenda card is seen:
// the seat's own hand and every revealed card. The hidden cards are pooled and dealt again, the same number to each
// place; the other seats' reveal windows, which tell which of their cards just came true, are closed.
void redealAgendas(AgendaState &agendas, int seat, int playerCount, Rng &rng)
{
    AgendaMask pool = agendas.deck | agendas.discard;
    for (int p = 0; p < playerCount; ++p)
        if (p != seat)
            pool |= agendas.hands[p].faceDown;
    std::vector<int> cards;
    for (AgendaMask rest = pool; rest; rest &= rest - 1)
        cards.push_back(std::countr_zero(rest));
    for (int i = static_cast<int>(cards.size()) - 1; i > 0; --i) // Fisher-Yates
        std::swap(cards[i], cards[rng.below(i + 1)]);
    for (int p = 0; p < playerCount; ++p) {
        if (p == seat)
            continue;
        AgendaHand &hand = agendas.hands[p];
        hand.faceDown = takeCards(cards, std::popcount(hand.faceDown));
        hand.window = 0;
    }
    agendas.deck = takeCards(cards, std::popcount(agendas.deck));
    agendas.discard = takeCards(cards, std::popcount(agendas.discard));
}

} // namespace

GameState determinize(const GameState &state, int seat, Rng &rng)
{
    GameState guess = state;
    if (guess.agendas.inGame != 0)
        redealAgendas(guess.agendas, seat, guess.playerCount, rng);
    // The cards a Scout Drone put on top are known to its user only: for the others they are back among the pile's
    // unknown order (in stage ScoutOrder the user is the one to move, and so the one searching).
    if (guess.tech.scoutedBy != kNoPlayer && guess.tech.scoutedBy != seat && guess.stage != Stage::ScoutOrder) {
        guess.tech.scouted = {-1, -1, -1};
        guess.tech.scoutedBy = kNoPlayer;
    }
    return guess;
}

} // namespace afai
