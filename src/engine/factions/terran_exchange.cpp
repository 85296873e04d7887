// Terran Exchange (section 2, X-22). Docking: your first Orbital Market trade this turn yields 1 extra ore, if it
// is made while your ship is docked here (doTrade asks terranTradeBonus). Owner, once per turn: give an opponent
// one of your alien tech cards and take up to 2 ore from them (`card`), or give them 1 ore and take one of their
// cards (`card2`); the Holographic Decoy does not stop it; a duplicate received is discarded.
#include "../modules/extension.h"
#include "../modules/tech.h"
#include "../values.h"

namespace af::detail::factions {

namespace {

constexpr Faction kSelf = Faction::TerranExchange;

Result dock(GameState &, int, const Dock &d, int) { return requireNoChoice(d.faction, kSelf); }

Result owner(GameState &s, int seat, const FactionArgs &a)
{
    if (auto r = allowOnly(a, kArgPlayer | kArgCard | kArgCard2, kSelf))
        return r;
    if (!a.card == !a.card2)
        return reject(Reason::ChoiceRequired, boardRule(kSelf), idx(boardFacility(kSelf)));
    const int victim = a.player;
    if (!validSeat(s, victim))
        return reject(Reason::BadPlayer, boardRule(kSelf), victim);
    if (victim == seat)
        return reject(Reason::SamePlayer, boardRule(kSelf));
    // The Field Amplifier changing hands: its straddles end on their first territories (our reading of X-38, which
    // names a settler only for the raid).
    if ((a.card == Card::FieldAmplifier || a.card2 == Card::FieldAmplifier) && hasModule(s.modules, Module::ExtraTech))
        endStraddles(s);
    if (a.card) {
        const Card given = *a.card;
        if (idx(given) >= kCardCount || !holds(s, seat, given))
            return reject(Reason::CardNotHeld, boardRule(kSelf), idx(given));
        s.players[seat].cards &= ~cardBit(given);
        receiveCard(s, victim, given);
        const int ore = std::min<int>(kFactionValues.terranOwnerTakeOre, s.players[victim].ore);
        return transfer(s, victim, seat, {0, ore}, boardRule(kSelf));
    }
    const Card taken = *a.card2;
    if (idx(taken) >= kCardCount || !holds(s, victim, taken))
        return reject(Reason::RaidCardNotHeld, boardRule(kSelf), victim, idx(taken));
    if (auto r = transfer(s, seat, victim, {0, kFactionValues.terranOwnerGiveOre}, boardRule(kSelf)))
        return r;
    s.players[victim].cards &= ~cardBit(taken);
    receiveCard(s, seat, taken);
    return std::nullopt;
}

void ownerChoices(const GameState &s, int seat, const ArgsSink &emit)
{
    for (int p = 0; p < s.playerCount; ++p) {
        if (p == seat)
            continue;
        for (int c = 0; c < kCardCount; ++c) {
            FactionArgs a;
            a.player = static_cast<int8_t>(p);
            if (holds(s, seat, static_cast<Card>(c))) {
                a.card = static_cast<Card>(c);
                emit(a);
                a.card.reset();
            }
            if (holds(s, p, static_cast<Card>(c))) {
                a.card2 = static_cast<Card>(c);
                emit(a);
            }
        }
    }
}

// the bonus needs the seat's ship docked here at the time of the turn's first trade.
int tradeBonus(const GameState &s, int seat)
{
    if (s.factions.turn.marketTraded)
        return 0;
    for (const Ship &ship : s.ships)
        if (ship.place == Place::Docked && ship.facility == boardFacility(kSelf) && ship.user == seat)
            return kFactionValues.terranDockOre;
    return 0;
}

} // namespace

extern const FactionRules terranExchange{.faction = kSelf,
                                         .implemented = true,
                                         .dock = dock,
                                         .dockChoices = noChoice,
                                         .ownerAbility = owner,
                                         .ownerChoices = ownerChoices,
                                         .marketTradeBonus = tradeBonus};

} // namespace af::detail::factions
