// Oscillation Capacitor (EXPANSIONS.md section 4, #23): once per turn, use again a card used this turn whose paid
// power has a printed fuel cost, paying that cost again (Pohl Foothills applies again, X-37); discard: another
// player discards one of their alien tech cards, without its discard power; colonies kept on it land where
// their owners put them (CardArgs::spread, Gravitron Shunt, X-41).
#include "../modules/tech.h"
#include "../values.h"

namespace af::detail::techcards {

namespace {

constexpr Card kCard = Card::OscillationCapacitor;

bool printedFuelCost(Card c) { return isExtraTech(idx(c)) ? techRules(c).fuelCost : hasFuelPower(c); }

// args.card names the card used again; the other choices are that card's own.
Result use(GameState &s, int seat, const CardArgs &a)
{
    if (!a.card || idx(*a.card) >= kCardCount)
        return reject(Reason::ChoiceRequired, techRule(kCard));
    const Card repeated = *a.card;
    if (!holds(s, seat, repeated))
        return reject(Reason::CardNotHeld, {}, idx(repeated));
    if (repeated == kCard || !printedFuelCost(repeated))
        return reject(Reason::NoPrintedFuelCost, "X-51", idx(repeated));
    if (!(s.turn.cardsUsed & cardBit(repeated)))
        return reject(Reason::CardNotUsedYet, "X-51", idx(repeated));
    CardArgs own = a;
    own.card.reset();
    s.turn.cardsUsed &= ~cardBit(repeated); // marked used again by its own power
    return useCard(s, seat, UseCard{repeated, own});
}

Result discard(GameState &s, int seat, const CardArgs &a)
{
    if (!validSeat(s, a.player))
        return reject(Reason::BadPlayer, techRule(kCard), a.player);
    if (a.player == seat)
        return reject(Reason::OtherPlayerRequired, techRule(kCard));
    if (!a.card || idx(*a.card) >= kCardCount)
        return reject(Reason::ChoiceRequired, techRule(kCard));
    if (auto r = requireNoOtherArgs<&CardArgs::player, &CardArgs::card, &CardArgs::spread>(a, kCard))
        return r;
    if (!holds(s, a.player, *a.card))
        return reject(Reason::RaidCardNotHeld, techRule(kCard), a.player, idx(*a.card));
    // The card goes to the discard pile without its discard power; tokens on it go to the supply; colonies
    // on it land at once, free, where their owners put them (`spread`, Gravitron Shunt, X-41). (Cards that will keep
    // ships, such as Auto Pilot A.I., settle those when they are written.)
    s.players[a.player].cards &= ~cardBit(*a.card);
    if (*a.card == Card::FieldAmplifier) // its straddles end on their first territories (our reading of X-38)
        endStraddles(s);
    returnCardTokens(s, *a.card);
    if (auto r = landCardColonies(s, *a.card, a.spread))
        return r;
    ++s.discardPile[idx(*a.card)];
    return std::nullopt;
}

void victimChoices(const GameState &s, int seat, const CardArgsSink &emit)
{
    for (int p = 0; p < s.playerCount; ++p)
        for (int c = 0; c < kCardCount; ++c)
            if (p != seat && holds(s, p, static_cast<Card>(c)))
                cardColonyLandings(s, static_cast<Card>(c), [&](const ColonySpread &landings) {
                    CardArgs a;
                    a.player = static_cast<int8_t>(p);
                    a.card = static_cast<Card>(c);
                    a.spread = landings;
                    emit(a);
                });
}

} // namespace

extern const TechCardRules oscillationCapacitor{
    .card = kCard,
    .paidPower = true,
    .discardPower = true,
    .implemented = true,
    .borrows = TechCardRules::Borrows::UsedCard,
    .use = use,
    .discard = discard,
    .discardChoices = victimChoices,
};

} // namespace af::detail::techcards
