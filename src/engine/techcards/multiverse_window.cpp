// Multiverse Window (EXPANSIONS.md section 4, #19; X-50). Passive: the holder's agenda limit is 4 (agendaLimit, X-27).
// Discard: one of the holder's face-down agenda cards is revealed and scores its in-game point (1 VP) without its
// condition; this is the turn's discard power. In table mode the card is named now, as at any reveal, and must be
// one the player could hold (couldHoldFaceDown). The Window leaves the hand afterwards: a player then above 3 cards
// discards face-down ones down to 3. The card is in the deck only with the agendas module (1.4).
#include "../agendas/agendas.h"
#include "../modules/tech.h"

#include <bit>

namespace af::detail::techcards {

namespace {

constexpr Card kCard = Card::MultiverseWindow;

Result discard(GameState &s, int seat, const CardArgs &a)
{
    if (auto r = requireNoOtherArgs<&CardArgs::agenda>(a, kCard))
        return r;
    if (!hasModule(s.modules, Module::Agendas))
        return reject(Reason::NoAgendasModule, techRule(kCard));
    AgendaState &agendas = s.agendas;
    const AgendaHand &hand = agendas.hands[seat];
    if (hand.faceDown == 0 && hand.unknownFaceDown == 0)
        return reject(Reason::NoFaceDownAgenda, techRule(kCard), seat);
    if (!a.agenda)
        return reject(Reason::AgendaNotNamed, techRule(kCard));
    if (!couldHoldFaceDown(agendas, seat, *a.agenda))
        return reject(Reason::CannotHoldAgenda, techRule(kCard), seat, idx(*a.agenda) + 1);
    turnFaceUp(agendas, seat, *a.agenda);
    agendas.hands[seat].window &= ~agendaBit(*a.agenda);
    trimAgendaWindows(agendas);
    return std::nullopt;
}

// Each face-down card the holder could reveal: its named ones, and in table mode every card it may hold unnamed.
void discardChoices(const GameState &s, int seat, const CardArgsSink &emit)
{
    const AgendaHand &hand = s.agendas.hands[seat];
    for (AgendaMask m = hand.faceDown | (hand.unknownFaceDown > 0 ? s.agendas.unknown : 0); m; m &= m - 1) {
        CardArgs a;
        a.agenda = static_cast<Agenda>(std::countr_zero(m));
        emit(a);
    }
}

} // namespace

extern const TechCardRules multiverseWindow{
    .card = kCard,
    .discardPower = true,
    .needsAgendas = true,
    .implemented = true,
    .discard = discard,
    .discardChoices = discardChoices,
};

} // namespace af::detail::techcards
