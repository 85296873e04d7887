// Null-Time Vault (EXPANSIONS.md section 4, #21): once a turn, move up to 3 of your fuel and ore onto the card, at
// most 8 on it; discard: all the tokens on it go to your supply. Tokens on the card are not yours until then: not
// spendable, outside the 8-limit, not raidable; a raided card keeps them; discarded by another card, they go to the
// supply. Value T27.
#include "../modules/tech.h"
#include "../values.h"

#include <algorithm>

namespace af::detail::techcards {

namespace {

constexpr Card kCard = Card::NullTimeVault;

// How many tokens may go onto the card now.
int room(const GameState &s)
{
    const CardTokens &on = tokensOn(s, kCard);
    return std::min(kTechValues.nullTimeVaultPerTurn, kTechValues.nullTimeVaultLimit - on.fuel - on.ore);
}

// The move names the holder's own tokens as one Take: {holder, fuel, ore}.
Result use(GameState &s, int seat, const CardArgs &a)
{
    if (auto r = requireNoOtherArgs<&CardArgs::takes>(a, kCard))
        return r;
    if (lentFromDisplay(s, kCard)) // the display keeps nothing on its cards (our reading)
        return reject(Reason::LentCardKeepsNothing, "card:tele-operator", idx(kCard));
    if (a.takes.size() != 1)
        return reject(Reason::CardTokenLimit, techRule(kCard), room(s));
    const Take &t = a.takes[0];
    if (t.player != seat)
        return reject(Reason::BadPlayer, techRule(kCard), t.player);
    const int moved = t.fuel + t.ore;
    if (moved < 1 || moved > room(s))
        return reject(Reason::CardTokenLimit, techRule(kCard), room(s));
    const PlayerState &p = s.players[seat];
    if (t.fuel > p.fuel)
        return reject(Reason::NotEnoughFuel, techRule(kCard), t.fuel, p.fuel);
    if (t.ore > p.ore)
        return reject(Reason::NotEnoughOre, techRule(kCard), t.ore, p.ore);
    // From the player to the card: the supply is not touched.
    s.players[seat].fuel = static_cast<int16_t>(p.fuel - t.fuel);
    s.players[seat].ore = static_cast<int16_t>(p.ore - t.ore);
    CardTokens &on = tokensOn(s, kCard);
    on.fuel = static_cast<uint8_t>(on.fuel + t.fuel);
    on.ore = static_cast<uint8_t>(on.ore + t.ore);
    return std::nullopt;
}

void useChoices(const GameState &s, int seat, const CardArgsSink &emit)
{
    if (lentFromDisplay(s, kCard))
        return;
    const PlayerState &p = s.players[seat];
    for (int fuel = 0; fuel <= std::min<int>(p.fuel, room(s)); ++fuel)
        for (int ore = 0; ore <= std::min<int>(p.ore, room(s) - fuel); ++ore) {
            if (fuel + ore == 0)
                continue;
            CardArgs a;
            a.takes.push_back(Take{static_cast<int8_t>(seat), static_cast<uint8_t>(fuel), static_cast<uint8_t>(ore)});
            emit(a);
        }
}

Result discard(GameState &s, int seat, const CardArgs &a)
{
    if (auto r = requireNoArgs(a, kCard))
        return r;
    CardTokens &on = tokensOn(s, kCard);
    if (on.fuel + on.ore == 0)
        return reject(Reason::NothingToTake, techRule(kCard));
    // From the card to its holder: these tokens already left the supply.
    s.players[seat].fuel = static_cast<int16_t>(s.players[seat].fuel + on.fuel);
    s.players[seat].ore = static_cast<int16_t>(s.players[seat].ore + on.ore);
    on = {};
    return std::nullopt;
}

void discardChoices(const GameState &s, int, const CardArgsSink &emit)
{
    const CardTokens &on = tokensOn(s, kCard);
    if (on.fuel + on.ore > 0)
        emit(CardArgs{});
}

} // namespace

extern const TechCardRules nullTimeVault{
    .card = kCard,
    .paidPower = true,
    .discardPower = true,
    .implemented = true,
    .use = use,
    .useChoices = useChoices,
    .discard = discard,
    .discardChoices = discardChoices,
    .tokenLimit = static_cast<uint8_t>(kTechValues.nullTimeVaultLimit),
    .keepsOre = true,
};

} // namespace af::detail::techcards
