// Retrieval Webbing (EXPANSIONS.md section 4, #27): passive, the tokens other players return for the 8-limit go to
// the holder (X-54; the engine's end of turn asks excessCollector); discard: take 1 fuel or 1 ore, your choice, from
// each other player who has any. The Holographic Decoy does not stop it: it protects against raids only.
#include "../modules/tech.h"

namespace af::detail::techcards {

namespace {

constexpr Card kCard = Card::RetrievalWebbing;

bool hasTokens(const PlayerState &p) { return p.fuel + p.ore > 0; }

Result discard(GameState &s, int seat, const CardArgs &a)
{
    if (auto r = requireNoOtherArgs<&CardArgs::takes>(a, kCard))
        return r;
    std::array<bool, kMaxPlayers> named{};
    for (const Take &t : a.takes) {
        if (t.player < 0 || t.player >= s.playerCount)
            return reject(Reason::BadPlayer, techRule(kCard), t.player);
        if (t.player == seat)
            return reject(Reason::OtherPlayerRequired, techRule(kCard));
        if (named[t.player] || t.fuel + t.ore != 1)
            return reject(Reason::OneTokenEach, techRule(kCard), t.player);
        named[t.player] = true;
        const PlayerState &victim = s.players[t.player];
        if (t.fuel > victim.fuel || t.ore > victim.ore)
            return reject(Reason::RaidMoreThanHeld, techRule(kCard), t.player);
    }
    // "From each player": nobody who has a token may be left out.
    bool any = false;
    for (int p = 0; p < s.playerCount; ++p) {
        if (p == seat || !hasTokens(s.players[p]))
            continue;
        any = true;
        if (!named[p])
            return reject(Reason::OneTokenEach, techRule(kCard), p);
    }
    if (!any)
        return reject(Reason::NothingToTake, techRule(kCard));
    // A transfer between players: the supply is not touched.
    for (const Take &t : a.takes) {
        s.players[t.player].fuel -= t.fuel;
        s.players[t.player].ore -= t.ore;
        s.players[seat].fuel += t.fuel;
        s.players[seat].ore += t.ore;
    }
    return std::nullopt;
}

// Every combination of one fuel or one ore from each other player who has tokens.
void takeChoices(const GameState &s, int seat, int from, CardArgs &a, const CardArgsSink &emit)
{
    if (from == s.playerCount) {
        if (!a.takes.empty())
            emit(a);
        return;
    }
    const PlayerState &p = s.players[from];
    if (from == seat || !hasTokens(p)) {
        takeChoices(s, seat, from + 1, a, emit);
        return;
    }
    for (const bool fuel : {true, false}) {
        if ((fuel ? p.fuel : p.ore) == 0)
            continue;
        a.takes.push_back(Take{static_cast<int8_t>(from), static_cast<uint8_t>(fuel), static_cast<uint8_t>(!fuel)});
        takeChoices(s, seat, from + 1, a, emit);
        --a.takes.count;
    }
}

void discardChoices(const GameState &s, int seat, const CardArgsSink &emit)
{
    CardArgs a;
    takeChoices(s, seat, 0, a, emit);
}

} // namespace

extern const TechCardRules retrievalWebbing{
    .card = kCard,
    .discardPower = true,
    .implemented = true,
    .discard = discard,
    .discardChoices = discardChoices,
    .collectsExcess = true,
};

} // namespace af::detail::techcards
