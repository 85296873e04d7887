// Tele-Operator (EXPANSIONS.md section 4, #35): pay fuel to use the paid power of a card on the Alien Artifact
// display as if it were yours, paying its cost too (Pohl Foothills on both, X-37); only powers used as actions, no
// VP card, no passive effect, never its discard; the card stays on display. Discard: claim one displayed card
// (the core's claim, without the Artifact's total). Value T40.
#include "../modules/tech.h"
#include "../values.h"

#include <algorithm>

namespace af::detail::techcards {

namespace {

constexpr Card kCard = Card::TeleOperator;

// args.card names the displayed card; the other choices are that card's own.
Result use(GameState &s, int seat, const CardArgs &a)
{
    if (!a.card || idx(*a.card) >= kCardCount)
        return reject(Reason::ChoiceRequired, techRule(kCard));
    const Card borrowed = *a.card;
    if (std::find(s.display.begin(), s.display.end(), idx(borrowed)) == s.display.end())
        return reject(Reason::CardNotOnDisplay, techRule(kCard), idx(borrowed));
    if (borrowed == kCard || !hasFuelPower(borrowed))
        return reject(Reason::NoFuelPower, techRule(kCard), idx(borrowed));
    if (auto r = pay(s, seat, techFuelCost(s, seat, kTechValues.teleOperatorFuel), 0, techRule(kCard)))
        return r;
    // The power runs as the player's own card for this one use; the player's hand and the turn's record of used
    // cards are then as before (a copy of the same card in hand stays usable, X-51).
    const CardMask bit = cardBit(borrowed);
    const bool held = holds(s, seat, borrowed);
    const bool used = s.turn.cardsUsed & bit;
    s.players[seat].cards |= bit;
    s.turn.cardsUsed &= ~bit;
    CardArgs own = a;
    own.card.reset();
    if (auto r = useCard(s, seat, UseCard{borrowed, own}))
        return r;
    if (!held)
        s.players[seat].cards &= ~bit;
    s.turn.cardsUsed = used ? (s.turn.cardsUsed | bit) : (s.turn.cardsUsed & ~bit);
    return std::nullopt;
}

Result discard(GameState &s, int, const CardArgs &a)
{
    if (auto r = requireNoArgs(a, kCard))
        return r;
    if (std::all_of(s.display.begin(), s.display.end(), [](int8_t c) { return c < 0; }))
        return reject(Reason::NothingToTake, techRule(kCard));
    s.tech.turn.freeClaim = true; // the claim is the usual Claim action (engine.cpp)
    return std::nullopt;
}

} // namespace

extern const TechCardRules teleOperator{
    .card = kCard,
    .paidPower = true,
    .discardPower = true,
    .implemented = true,
    .fuelCost = true,
    .borrows = TechCardRules::Borrows::DisplayedCard,
    .use = use,
    .discard = discard,
    .discardChoices = noArgs,
};

} // namespace af::detail::techcards
