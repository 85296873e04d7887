// Gravitron Shunt (EXPANSIONS.md section 4, #13; X-41). Paid power (value T15): take one colony, any player's, yours
// included, off a territory onto the card; the Magnetic Lockdown and the Repulsor Field protect it.
// On the card the colony stays landed (its VP counts; the game does not end again when it lands) but controls
// nothing (TechState::shunted). Release: its owner, holding the card or not, pays fuel (value T16; no Pohl
// Foothills, X-37: the card's holder does not pay it) on their own turn to land it on any territory without the
// Repulsor Field; a use-card action naming only `territory2` (isCardRelease), which is not the card's use of the
// turn. The card leaving a hand lands every colony on it (landCardColonies): a raid, placed by the raider; the
// Oscillation Capacitor discard, placed by each owner at once and free. Our readings: the owner's own Magnetic
// Lockdown keeps their colony on the card (a release is a move, X-48), but not when the card leaves a hand (those
// landings must happen); given away by the Terran Exchange, the card keeps its colonies (it stays in a hand, and
// their owners may still release them). Lent from the display by the Tele-Operator it is refused: the display keeps
// nothing on its cards (lent-card-keeps-nothing).
#include "../modules/extension.h"
#include "../modules/tech.h"
#include "../values.h"

namespace af::detail::techcards {

namespace {

constexpr Card kCard = Card::GravitronShunt;

Result use(GameState &s, int seat, const CardArgs &a)
{
    if (auto r = requireTerritory<&CardArgs::player>(a, kCard))
        return r;
    if (lentFromDisplay(s, kCard)) // the display keeps nothing on its cards (our reading)
        return reject(Reason::LentCardKeepsNothing, "card:tele-operator", idx(kCard));
    const int owner = a.player;
    const Territory from = *a.territory;
    if (!validSeat(s, owner))
        return reject(Reason::BadPlayer, techRule(kCard), owner);
    if (s.colonies[idx(from)][owner] == 0)
        return reject(Reason::NoColonyThere, techRule(kCard), owner, idx(from));
    if (coloniesLocked(s, owner))
        return reject(Reason::ColoniesLocked, "X-48", owner);
    if (fieldOn(s, Field::Repulsor, from))
        return reject(Reason::RepulsorBlocks, "X-38", idx(from));
    if (auto r = pay(s, seat, techFuelCost(s, seat, kTechValues.gravitronCaptureFuel), 0, techRule(kCard)))
        return r;
    --s.colonies[idx(from)][owner];
    ++s.tech.shunted[owner];
    settleRelic(s);
    return std::nullopt;
}

void useChoices(const GameState &s, int, const CardArgsSink &emit)
{
    for (int t = 0; t < kTerritoryCount; ++t) {
        if (fieldOn(s, Field::Repulsor, static_cast<Territory>(t)))
            continue;
        for (int p = 0; p < s.playerCount; ++p) {
            if (s.colonies[t][p] == 0 || coloniesLocked(s, p))
                continue;
            CardArgs a;
            a.territory = static_cast<Territory>(t);
            a.player = static_cast<int8_t>(p);
            emit(a);
        }
    }
}

Result release(GameState &s, int seat, const CardArgs &a)
{
    if (!validTerritory(a.territory2))
        return reject(Reason::TerritoryRequired, "X-41");
    if (auto r = requireNoOtherArgs<&CardArgs::territory2>(a, kCard))
        return r;
    if (s.tech.shunted[seat] == 0)
        return reject(Reason::NoColonyOnCard, "X-41", seat, idx(kCard));
    if (coloniesLocked(s, seat))
        return reject(Reason::ColoniesLocked, "X-48", seat);
    const Territory to = *a.territory2;
    if (fieldOn(s, Field::Repulsor, to))
        return reject(Reason::RepulsorBlocks, "X-38", idx(to));
    if (auto r = pay(s, seat, kTechValues.gravitronReleaseFuel, 0, "X-41"))
        return r;
    --s.tech.shunted[seat];
    ++s.colonies[idx(to)][seat];
    settleRelic(s); // the colony was landed already: no game end
    return std::nullopt;
}

void releaseChoices(const GameState &s, int seat, const CardArgsSink &emit)
{
    if (s.tech.shunted[seat] == 0 || coloniesLocked(s, seat))
        return;
    for (int t = 0; t < kTerritoryCount; ++t) {
        if (fieldOn(s, Field::Repulsor, static_cast<Territory>(t)))
            continue;
        CardArgs a;
        a.territory2 = static_cast<Territory>(t);
        emit(a);
    }
}

} // namespace

extern const TechCardRules gravitronShunt{
    .card = kCard,
    .paidPower = true,
    .implemented = true,
    .fuelCost = true,
    .use = use,
    .useChoices = useChoices,
    .keepsColonies = true,
    .release = release,
    .releaseChoices = releaseChoices,
};

} // namespace af::detail::techcards
