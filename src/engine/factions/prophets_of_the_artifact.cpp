// Prophets of the Artifact (section 2, X-17, F11). Only with the agendas module (draftPool). Docking: draw as many
// agenda cards as the docked ship's value (fewer when the deck and the discard pile run out; a chance event: the
// table enters them, or the seed draws them), keep one of them and discard the others (AgendaState::keepOneDiscards),
// then the usual limit. Owner, once per turn: discard one face-down agenda card and take 2 fuel, or 1 ore, or the top
// agenda card (the menu is inferred, X-17).
#include "../agendas/agendas.h"
#include "../modules/extension.h"
#include "../values.h"

#include <bit>

namespace af::detail::factions {

namespace {

constexpr Faction kSelf = Faction::ProphetsOfTheArtifact;

Result dock(GameState &s, int, const Dock &d, int)
{
    if (auto r = requireNoChoice(d.faction, kSelf))
        return r;
    if (!hasModule(s.modules, Module::Agendas))
        return reject(Reason::NoAgendasModule, boardRule(kSelf));
    startAgendaDraw(s, AgendaDrawFor::ProphetsDock);
    return std::nullopt;
}

Result owner(GameState &s, int seat, const FactionArgs &a)
{
    if (auto r = allowOnly(a, kArgAgenda | kArgResource, kSelf))
        return r;
    if (!hasModule(s.modules, Module::Agendas))
        return reject(Reason::NoAgendasModule, boardRule(kSelf));
    // Only a face-down card pays; revealed cards are never discarded.
    if (auto r = discardFaceDown(s.agendas, seat, a.agenda)) {
        r->rule = boardRule(kSelf);
        return r;
    }
    if (!a.resource) {
        startAgendaDraw(s, AgendaDrawFor::ProphetsOwner); // the card just discarded is there to draw at least
        return std::nullopt;
    }
    const Resources gained =
        *a.resource == Resource::Fuel ? kFactionValues.prophetsOwnerFuel : kFactionValues.prophetsOwnerOre;
    gain(s, seat, gained.fuel, gained.ore);
    return std::nullopt;
}

// Each face-down card (the seat's unnamed ones as one choice: nobody can tell them apart) for each of the three gains.
void ownerChoices(const GameState &s, int seat, const ArgsSink &emit)
{
    const AgendaHand &hand = s.agendas.hands[seat];
    auto each = [&](std::optional<Agenda> card) {
        FactionArgs a;
        a.agenda = card;
        emit(a);
        for (Resource r : {Resource::Fuel, Resource::Ore}) {
            a.resource = r;
            emit(a);
        }
    };
    for (AgendaMask m = hand.faceDown; m; m &= m - 1)
        each(static_cast<Agenda>(std::countr_zero(m)));
    if (hand.unknownFaceDown > 0)
        each(std::nullopt);
}

} // namespace

extern const FactionRules prophetsOfTheArtifact{.faction = kSelf,
                                                .implemented = true,
                                                .needsAgendas = true,
                                                .dock = dock,
                                                .dockChoices = noChoice,
                                                .ownerAbility = owner,
                                                .ownerChoices = ownerChoices};

} // namespace af::detail::factions
