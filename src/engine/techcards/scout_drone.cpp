// Scout Drone (EXPANSIONS.md section 4, #28): 1F (value T33, Pohl Foothills 1 off, X-37): look at the top 3 cards
// of the draw pile and put them back in any order. Discard: move one of your landed colonies to a territory that holds
// no colony at all; the Repulsor Field blocks both ends.
// The paid power, read as modules/README.md says: in table mode the players look at the paper pile, so the use is the
// fuel paid and nothing hidden enters the engine. In digital mode (`look`) the engine turns up the top cards in the
// chance stage ScoutLook, its user orders them in stage ScoutOrder, and TechState::scouted keeps them on top of the
// pile: every draw takes them first (drawNamed, sampleChance).
#include "../modules/extension.h"
#include "../modules/tech.h"
#include "../values.h"

#include <algorithm>

namespace af::detail::techcards {

namespace {

constexpr Card kCard = Card::ScoutDrone;

// The cards the look shows: the top 3 of the draw pile, or all of it when fewer are left (the discards are not
// shuffled in for a look; a later reshuffle goes under them).
int lookCount(const GameState &s) { return std::min(kScoutedCards, pileCount(s.drawPile)); }

Result use(GameState &s, int seat, const CardArgs &a)
{
    if (auto r = requireNoOtherArgs<&CardArgs::look>(a, kCard))
        return r;
    if (auto r = pay(s, seat, techFuelCost(s, seat, kTechValues.scoutDroneFuel), 0, techRule(kCard)))
        return r;
    if (a.look && lookCount(s) > 0) // digital mode: the engine turns up the cards (an empty pile shows nothing)
        s.stage = Stage::ScoutLook;
    return std::nullopt;
}

void useChoices(const GameState &, int, const CardArgsSink &emit)
{
    emit(CardArgs{}); // table mode: the players look at the paper pile
    CardArgs look;
    look.look = true; // digital mode
    emit(look);
}

Result discard(GameState &s, int seat, const CardArgs &a)
{
    if (auto r = requireTwoTerritories(a, kCard))
        return r;
    if (coloniesOn(s, *a.territory2) > 0)
        return reject(Reason::TerritoryNotEmpty, techRule(kCard), idx(*a.territory2));
    // moveColony checks the colony to move and the Repulsor Field at both ends.
    return moveColony(s, seat, a.territory, a.territory2, techRule(kCard));
}

void discardChoices(const GameState &s, int seat, const CardArgsSink &emit)
{
    for (int from = 0; from < kTerritoryCount; ++from) {
        const Territory t = static_cast<Territory>(from);
        if (!hasColonyOn(s, seat, t) || fieldOn(s, Field::Repulsor, t))
            continue;
        for (int to = 0; to < kTerritoryCount; ++to) {
            const Territory t2 = static_cast<Territory>(to);
            if (coloniesOn(s, t2) > 0 || fieldOn(s, Field::Repulsor, t2))
                continue;
            CardArgs a;
            a.territory = t;
            a.territory2 = t2;
            emit(a);
        }
    }
}

} // namespace

extern const TechCardRules scoutDrone{
    .card = kCard,
    .paidPower = true,
    .discardPower = true,
    .implemented = true,
    .fuelCost = true,
    .use = use,
    .useChoices = useChoices,
    .discard = discard,
    .discardChoices = discardChoices,
};

} // namespace af::detail::techcards

namespace af::detail {

using techcards::kCard;

int scoutedCount(const GameState &s)
{
    const auto &cards = s.tech.scouted;
    return static_cast<int>(std::count_if(cards.begin(), cards.end(), [](int8_t c) { return c >= 0; }));
}

int scoutLookCount(const GameState &s) { return techcards::lookCount(s); }

Result scoutLooked(GameState &s, const Reveal &look)
{
    const int needed = techcards::lookCount(s);
    if (look.cards.size() != needed)
        return reject(Reason::WrongCardCount, techRule(kCard), needed, look.cards.size());
    std::array<uint8_t, kCardCount> pile = s.drawPile;
    for (int i = 0; i < look.cards.size(); ++i) {
        const Card c = look.cards[i];
        const int known = s.tech.scouted[i];
        if (known >= 0 && idx(c) != known) // the cards already known lie on top, in their order
            return reject(Reason::ScoutedCardOnTop, techRule(kCard), known, idx(c));
        if (idx(c) < 0 || idx(c) >= kCardCount || pile[idx(c)] == 0)
            return reject(Reason::CardNotAvailable, techRule(kCard), idx(c));
        --pile[idx(c)];
    }
    s.tech.scouted = {-1, -1, -1};
    for (int i = 0; i < look.cards.size(); ++i)
        s.tech.scouted[i] = static_cast<int8_t>(idx(look.cards[i]));
    s.tech.scoutedBy = s.current;
    s.stage = Stage::ScoutOrder;
    return std::nullopt;
}

Result orderScouted(GameState &s, const UseCard &u)
{
    if (u.card != kCard)
        return reject(Reason::ScoutOrderFirst, techRule(kCard), idx(kCard));
    if (auto r = requireNoOtherArgs<&CardArgs::cards>(u.args, kCard))
        return r;
    std::array<int8_t, kScoutedCards> looked = s.tech.scouted;
    std::array<int8_t, kScoutedCards> order{-1, -1, -1};
    if (u.args.cards.size() != scoutedCount(s))
        return reject(Reason::WrongScoutOrder, techRule(kCard), idx(kCard));
    for (int i = 0; i < u.args.cards.size(); ++i) {
        auto found = std::find(looked.begin(), looked.end(), static_cast<int8_t>(idx(u.args.cards[i])));
        if (found == looked.end())
            return reject(Reason::WrongScoutOrder, techRule(kCard), idx(kCard));
        *found = -2; // each card looked at goes back once
        order[i] = static_cast<int8_t>(idx(u.args.cards[i]));
    }
    s.tech.scouted = order;
    s.stage = Stage::Main;
    return std::nullopt;
}

void scoutOrderChoices(const GameState &s, const CardArgsSink &emit)
{
    std::array<int8_t, kScoutedCards> cards = s.tech.scouted;
    const int n = scoutedCount(s);
    for (int i = 1; i < n; ++i) // sorted first, so next_permutation walks every order once
        for (int j = i; j > 0 && cards[j - 1] > cards[j]; --j)
            std::swap(cards[j - 1], cards[j]);
    do { // every distinct order, top first
        CardArgs a;
        for (int i = 0; i < n; ++i)
            a.cards.push_back(static_cast<Card>(cards[i]));
        emit(a);
    } while (std::next_permutation(cards.begin(), cards.begin() + n));
}

Result drawScouted(GameState &s, Card c)
{
    const int known = s.tech.scouted[0];
    if (known < 0)
        return std::nullopt;
    if (idx(c) != known)
        return reject(Reason::ScoutedCardOnTop, techRule(kCard), known, idx(c));
    std::shift_left(s.tech.scouted.begin(), s.tech.scouted.end(), 1);
    s.tech.scouted.back() = -1;
    if (s.tech.scouted[0] < 0)
        s.tech.scoutedBy = kNoPlayer;
    return std::nullopt;
}

} // namespace af::detail
