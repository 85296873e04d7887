// Oracle Engine (EXPANSIONS.md section 4, #22; X-50). Paid power, 2F (Pohl Foothills: 1F off, X-37), before the
// roll: one agenda card is drawn face up onto the card (stage AgendaDraw, a chance event: the table names the card it
// turns up, the seed draws it in digital mode); then the roll comes. If its in-game side is met this turn it scores
// 2 VP and stays beside the player, outside the agenda limit, and the Oracle Engine is discarded free; else the
// agenda card is discarded at the end of the turn (../agendas/agenda_oracle.cpp). The card is in the deck only with
// the agendas module (1.4). Repeated by the Oscillation Capacitor or lent by the Tele-Operator after the roll, it is
// refused like every power used before the roll. Value T28.
#include "../agendas/agendas.h"
#include "../modules/tech.h"
#include "../values.h"

namespace af::detail::techcards {

namespace {

constexpr Card kCard = Card::OracleEngine;

Result use(GameState &s, int seat, const CardArgs &a)
{
    if (auto r = requireNoArgs(a, kCard))
        return r;
    if (!hasModule(s.modules, Module::Agendas))
        return reject(Reason::NoAgendasModule, techRule(kCard));
    if (agendasLeftToDraw(s.agendas, 1) == 0)
        return reject(Reason::NoAgendaToDraw, techRule(kCard));
    if (auto r = pay(s, seat, techFuelCost(s, seat, kTechValues.oracleEngineFuel), 0, techRule(kCard)))
        return r;
    startAgendaDraw(s, AgendaDrawFor::OracleEngine);
    return std::nullopt;
}

} // namespace

extern const TechCardRules oracleEngine{
    .card = kCard,
    .paidPower = true,
    .needsAgendas = true,
    .implemented = true,
    .fuelCost = true,
    .beforeRoll = true,
    .use = use,
    .useChoices = noArgs,
};

} // namespace af::detail::techcards
