#include "chance.h"

#include "engine.h"
#include "agendas/agendas.h"
#include "modules/extension.h"

#include <algorithm>
#include <bit>

namespace af {


namespace {

// Draws one card the way the engine will: the cards a Scout Drone put on top first (`known`, top first, taken off
// as drawn), then from the draw pile, or from the discards once it is empty.
Card drawOne(std::array<uint8_t, kCardCount> &pile, std::array<uint8_t, kCardCount> &discards,
             std::array<int8_t, kScoutedCards> &known, Rng &rng)
{
    if (known[0] >= 0) {
        const Card top = static_cast<Card>(known[0]);
        std::shift_left(known.begin(), known.end(), 1);
        known.back() = -1;
        --pile[idx(top)];
        return top;
    }
    if (pileCount(pile) == 0) {
        pile = discards;
        discards = {};
    }
    int pick = rng.below(pileCount(pile));
    for (int c = 0; c < kCardCount; ++c) {
        if (pick < pile[c]) {
            --pile[c];
            return static_cast<Card>(c);
        }
        pick -= pile[c];
    }
    return Card::AlienCity; // unreachable while the pile is not empty
}

// The card the engine draws from the agenda deck: a named card of the deck, or, for the deck's unnamed cards (a
// table-mode position), a card it does not name either.
std::optional<Agenda> pickAgenda(AgendaState &a, Rng &rng)
{
    detail::refillAgendaDeck(a);
    int pick = rng.below(std::popcount(a.deck) + a.unknownInDeck);
    for (AgendaMask m = a.deck; m; m &= m - 1, --pick)
        if (pick == 0)
            return static_cast<Agenda>(std::countr_zero(m));
    return std::nullopt;
}

DieList rollDice(int count, Rng &rng)
{
    DieList values;
    for (int i = 0; i < count; ++i)
        values.push_back(static_cast<uint8_t>(1 + rng.below(6)));
    return values;
}

} // namespace

std::optional<Action> sampleChance(const GameState &s, Rng &rng)
{
    auto pile = s.drawPile;
    auto discards = s.discardPile;
    auto known = s.tech.scouted;
    switch (s.stage) {
    case Stage::Deal: {
        Deal d;
        for (int i = 0; i < kDisplaySize; ++i)
            d.display.push_back(drawOne(pile, discards, known, rng));
        for (int p = 0; p < s.playerCount; ++p)
            d.hands.push_back(drawOne(pile, discards, known, rng));
        return d;
    }
    case Stage::Roll:
        return Roll{rollDice(chanceCount(s), rng)};
    case Stage::Reroll:
    case Stage::FieldRoll: // the Field Propagator's die
        return Reroll{rollDice(chanceCount(s), rng)};
    case Stage::Reveal:
    case Stage::ScoutLook: { // the Scout Drone's look: the top of the pile (chanceCount never reaches the discards)
        Reveal r;
        for (int i = chanceCount(s); i > 0; --i)
            r.cards.push_back(drawOne(pile, discards, known, rng));
        return r;
    }
    case Stage::BoardDraw: {
        // players + 1 distinct boards from the pool, like a seeded shuffle of the boxes' boards.
        uint16_t pool = detail::draftPool(s);
        DrawBoards d;
        for (int i = chanceCount(s); i > 0; --i) {
            int pick = rng.below(std::popcount(pool));
            for (int f = 0; f < kFactionCount; ++f) {
                if (!(pool & (1u << f)) || pick-- != 0)
                    continue;
                d.boards.push_back(static_cast<Faction>(f));
                pool = static_cast<uint16_t>(pool & ~(1u << f));
                break;
            }
        }
        return d;
    }
    case Stage::AgendaDeal:
    case Stage::AgendaDraw: {
        AgendaState agendas = s.agendas;
        if (s.stage == Stage::AgendaDraw && agendas.drawFor == AgendaDrawFor::OracleEngine) {
            // Face up on the Oracle Engine: always named, an unnamed card of the deck as one of the cards
            // whose place nobody knows.
            std::optional<Agenda> card = pickAgenda(agendas, rng);
            if (!card && agendas.unknown != 0) {
                int pick = rng.below(std::popcount(agendas.unknown));
                AgendaMask m = agendas.unknown;
                for (; pick > 0; --pick)
                    m &= m - 1;
                card = static_cast<Agenda>(std::countr_zero(m));
            }
            if (!card)
                return std::nullopt;
            DealAgendas d;
            d.cards.push_back(card);
            return d;
        }
        DealAgendas d;
        for (int i = 0; i < chanceCount(s); ++i) {
            const std::optional<Agenda> card = pickAgenda(agendas, rng);
            const int seat = s.stage == Stage::AgendaDeal ? i / kAgendasDealt : s.current;
            if (detail::drawAgenda(agendas, seat, card))
                return std::nullopt; // fewer cards than seats need: the deal cannot be drawn
            d.cards.push_back(card);
        }
        return d;
    }
    default:
        return std::nullopt;
    }
}

} // namespace af
