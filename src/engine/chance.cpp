#include "chance.h"

#include "engine.h"
#include "modules/extension.h"

#include <bit>

namespace af {


namespace {

// Draws one card the way the engine will: from the draw pile, or from the discards once it is empty.
Card drawOne(std::array<uint8_t, kCardCount> &pile, std::array<uint8_t, kCardCount> &discards, Rng &rng)
{
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
    switch (s.stage) {
    case Stage::Deal: {
        Deal d;
        for (int i = 0; i < kDisplaySize; ++i)
            d.display.push_back(drawOne(pile, discards, rng));
        for (int p = 0; p < s.playerCount; ++p)
            d.hands.push_back(drawOne(pile, discards, rng));
        return d;
    }
    case Stage::Roll:
        return Roll{rollDice(chanceCount(s), rng)};
    case Stage::Reroll:
        return Reroll{rollDice(chanceCount(s), rng)};
    case Stage::Reveal: {
        Reveal r;
        for (int i = chanceCount(s); i > 0; --i)
            r.cards.push_back(drawOne(pile, discards, rng));
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
    default:
        return std::nullopt;
    }
}

} // namespace af
