// Turn flow: stages, the roll, the start and end of a turn (ENR-7, R-26), the end of the game (ENR-2, R-11), the
// limited supply (R-18), the chance stages (Reveal, Reroll) and legalActions.
#include "faction_fixture.h"

#include <QRegularExpression>

#include <functional>
#include <bit>
#include <thread>

#include <algorithm>
#include <map>

using namespace aft;

namespace {

bool offered(const std::vector<Action> &list, const Action &a)
{
    return std::find(list.begin(), list.end(), a) != list.end();
}

template <typename T> int countOf(const std::vector<Action> &list)
{
    return static_cast<int>(std::count_if(list.begin(), list.end(), [](const Action &a) {
        return std::holds_alternative<T>(a);
    }));
}

int classOf(const GameState &s, int ship) { return s.ships[ship].value * 2 + (isRelic(ship) ? 1 : 0); }

std::string classes(const GameState &s, const ShipList &ships)
{
    std::vector<int> c;
    for (int8_t ship : ships)
        c.push_back(classOf(s, ship));
    std::sort(c.begin(), c.end());
    std::string out;
    for (int v : c)
        out += std::to_string(v) + ",";
    return out;
}

// A faction choice; a ship named in it (Mercury's Angels, Smugglers' Alliance) by its class.
std::string factionSig(const GameState &s, const FactionArgs &a)
{
    auto opt = [](auto o) { return o ? std::to_string(idx(*o)) : std::string("-"); };
    return opt(a.from) + "." + opt(a.to) + "." + std::to_string(a.player) + "." + opt(a.field) + "." +
           (a.ship == kNoShip ? std::string("-") : std::to_string(classOf(s, a.ship))) + "." +
           std::to_string(a.value) + "." + opt(a.resource) + "." + opt(a.card) + "." + opt(a.card2) + "." +
           opt(a.agenda);
}

std::string cardsSig(const SmallList<Card, kDisplaySize> &cards)
{
    std::string out;
    for (Card c : cards)
        out += "/" + std::to_string(idx(c));
    return out;
}

std::string takesSig(const TakeList &takes)
{
    std::string out;
    for (const Take &t : takes)
        out += std::to_string(t.player) + ":" + std::to_string(t.fuel) + "+" + std::to_string(t.ore) + ",";
    return out;
}

std::string spreadSig(const ColonySpread &spread)
{
    std::string out;
    for (int p = 0; p < kMaxPlayers; ++p)
        for (int t = 0; t < kTerritoryCount; ++t)
            if (spread[p][t])
                out += std::to_string(p) + ">" + std::to_string(t) + "x" + std::to_string(spread[p][t]) + ",";
    return out;
}

std::string dockSig(const GameState &s, const Dock &d)
{
    return std::to_string(idx(d.facility)) + "/" + (d.territory ? std::to_string(idx(*d.territory)) : "-") + "/" +
           std::to_string(int(d.raid.kind)) + "/" + classes(s, d.ships) + "/" + factionSig(s, d.faction);
}

// Every shape of faction choice, whatever board it fits (a brute-force list, independent of the boards' own).
std::vector<FactionArgs> everyFactionChoice(const GameState &s, const ShipList &unplaced)
{
    std::vector<FactionArgs> out{FactionArgs{}};
    for (int t = 0; t < kTerritoryCount; ++t) {
        FactionArgs a;
        a.to = static_cast<Territory>(t);
        out.push_back(a);
        for (int f = 0; f < kFieldCount; ++f) {
            a.field = static_cast<Field>(f);
            out.push_back(a);
        }
        for (int p = 0; p < s.playerCount; ++p)
            for (int from = 0; from < kTerritoryCount; ++from) {
                FactionArgs m;
                m.player = static_cast<int8_t>(p);
                m.from = static_cast<Territory>(from);
                m.to = static_cast<Territory>(t);
                out.push_back(m);
            }
    }
    for (int f = 0; f < kFieldCount; ++f) {
        FactionArgs a;
        a.field = static_cast<Field>(f);
        out.push_back(a);
    }
    for (int8_t ship : unplaced)
        for (int v = 1; v <= 6; ++v) {
            FactionArgs a;
            a.ship = ship;
            a.value = static_cast<uint8_t>(v);
            out.push_back(a);
        }
    for (Resource r : {Resource::Fuel, Resource::Ore}) {
        FactionArgs a;
        a.resource = r;
        out.push_back(a);
    }
    for (int p = 0; p < s.playerCount; ++p)
        for (int c = 0; c < kCardCount; ++c) {
            FactionArgs a;
            a.player = static_cast<int8_t>(p);
            a.card = static_cast<Card>(c);
            out.push_back(a);
            a.card.reset();
            a.card2 = static_cast<Card>(c);
            out.push_back(a);
        }
    // An agenda card with or without a gain (Prophets of the Artifact's owner); no card stands for an unnamed one.
    for (int c = 0; c < kAgendaCount && hasModule(s.modules, Module::Agendas); ++c)
        for (int r = -1; r < 2; ++r) {
            FactionArgs a;
            a.agenda = static_cast<Agenda>(c);
            if (r >= 0)
                a.resource = static_cast<Resource>(r);
            out.push_back(a);
        }
    return out;
}

// What makes two actions the same choice for a player: ships of one class are interchangeable.
std::string signature(const GameState &s, const Action &action)
{
    std::string out(actionTypeId(action));
    if (const auto *d = std::get_if<Dock>(&action))
        return out + " " + dockSig(s, *d);
    if (const auto *b = std::get_if<ToMaintenanceBay>(&action))
        return out + " " + std::to_string(classOf(s, b->ship));
    if (const auto *c = std::get_if<Claim>(&action))
        return out + " " + std::to_string(idx(c->card));
    if (const auto *l = std::get_if<Launch>(&action))
        return out + " " + std::to_string(idx(l->territory));
    if (const auto *e = std::get_if<EndTurn>(&action))
        return out + " " + std::to_string(e->returnFuel) + "/" + std::to_string(e->returnOre);
    if (const auto *u = std::get_if<UseFaction>(&action)) {
        // A hijack names a docked ship: which one matters, not only its class.
        if (u->args.ship != kNoShip && u->args.value == 0)
            return out + " ship#" + std::to_string(u->args.ship);
        return out + " " + factionSig(s, u->args);
    }
    if (const auto *p = std::get_if<PickBoard>(&action))
        return out + " " + std::to_string(idx(p->faction));
    if (const auto *r = std::get_if<RevealAgenda>(&action))
        return out + " " + std::to_string(r->player) + "/" + std::to_string(idx(r->card)) + "/" + (r->endGame ? "end" : "");
    if (const auto *d = std::get_if<DrawAgendas>(&action)) // pairs of one value are alike
        return out + " " + std::to_string(d->ship >= 0 && d->ship < kShipCount ? s.ships[d->ship].value : -1);
    if (const auto *d = std::get_if<DiscardAgenda>(&action))
        return out + " " + std::to_string(d->player) + "/" + (d->card ? std::to_string(idx(*d->card)) : "-");
    if (const auto *i = std::get_if<AutoPilotIncome>(&action))
        return out + " " + std::to_string(i->player) + "/" + std::to_string(idx(i->resource));
    if (const auto *e = std::get_if<EndGameRevealsDone>(&action))
        return out + " " + std::to_string(e->player);
    auto opt = [](auto o) { return o ? std::to_string(idx(*o)) : std::string("-"); };
    // Extra-tech cards: every choice counts, ships by id (their powers name ships of one colour).
    auto allArgs = [&](const CardArgs &a) {
        std::vector<int> ids(a.ships.begin(), a.ships.end());
        std::sort(ids.begin(), ids.end());
        std::string sig = std::to_string(a.ship) + "/" + std::to_string(a.ship2) + "/";
        for (int id : ids)
            sig += std::to_string(id) + ",";
        return sig + "/" + opt(a.facility) + "/" + opt(a.territory) + "/" + opt(a.territory2) + "/" +
               std::to_string(a.player) + "/" + std::to_string(a.player2) + "/" + opt(a.field) + "/" + opt(a.card) +
               "/" + (a.dock ? dockSig(s, *a.dock) : std::string("-")) + "/" + takesSig(a.takes) + "/" +
               spreadSig(a.spread) + "/" +
               std::to_string(a.value) + "/" + opt(a.agenda) + "/" + (a.look ? "look" : "") + cardsSig(a.cards);
    };
    if (const auto *u = std::get_if<UseCard>(&action); u && isExtraTech(idx(u->card))) {
        // A base card's power used through an extra card (Tele-Operator, Oscillation Capacitor) counts its choices
        // as that base card's own use does.
        if (u->args.card && !isExtraTech(idx(*u->args.card))) {
            UseCard borrowed{*u->args.card, u->args};
            borrowed.args.card.reset();
            return out + " " + std::to_string(idx(u->card)) + " via" + signature(s, borrowed).substr(out.size());
        }
        return out + " " + std::to_string(idx(u->card)) + " " + allArgs(u->args);
    }
    if (const auto *d = std::get_if<DiscardCard>(&action); d && isExtraTech(idx(d->card)))
        return out + " " + std::to_string(idx(d->card)) + " " + allArgs(d->args);
    if (const auto *u = std::get_if<UseCard>(&action)) {
        out += " " + std::to_string(idx(u->card)) + " ";
        const CardArgs &a = u->args;
        switch (u->card) {
        case Card::BoosterPod:
        case Card::StasisBeam:
        case Card::PolarityDevice:
            return out + std::to_string(classOf(s, a.ship));
        case Card::GravityManipulator:
            return out + std::to_string(classOf(s, a.ship)) + ">" + std::to_string(classOf(s, a.ship2));
        case Card::TemporalWarper:
            return out + classes(s, a.ships);
        case Card::DataCrystal:
            return out + opt(a.territory);
        case Card::OrbitalTeleporter:
        case Card::MindControlHelmet:
            return out + std::to_string(a.ship) + " " + (a.dock ? dockSig(s, *a.dock) : "-");
        case Card::PlasmaCannon: {
            std::vector<int> ids(a.ships.begin(), a.ships.end());
            std::sort(ids.begin(), ids.end());
            out += opt(a.facility) + ":";
            for (int id : ids)
                out += std::to_string(id) + ",";
            return out;
        }
        default:
            return out;
        }
    }
    if (const auto *d = std::get_if<DiscardCard>(&action)) {
        const CardArgs &a = d->args;
        out += " " + std::to_string(idx(d->card)) + " ";
        switch (d->card) {
        case Card::PolarityDevice: {
            std::string one = opt(a.territory) + "." + std::to_string(a.player);
            std::string two = opt(a.territory2) + "." + std::to_string(a.player2);
            return out + std::min(one, two) + "|" + std::max(one, two);
        }
        case Card::BoosterPod:
            return out + opt(a.field);
        case Card::DataCrystal:
        case Card::GravityManipulator:
        case Card::StasisBeam:
            return out + opt(a.territory);
        case Card::OrbitalTeleporter:
            return out + opt(a.territory) + "." + std::to_string(a.player) + ">" + opt(a.territory2);
        case Card::PlasmaCannon:
            return out + std::to_string(a.ship);
        case Card::TemporalWarper:
            return out + opt(a.card);
        default:
            return out;
        }
    }
    return out;
}

// Every candidate action of every shape (raids left out), to compare with legalActions.
std::vector<Action> candidates(const GameState &s)
{
    std::vector<Action> out;
    if (s.stage == Stage::BoardPick) {
        for (int f = 0; f < kFactionCount; ++f)
            out.push_back(PickBoard{static_cast<Faction>(f)});
        return out;
    }
    // Agenda draws with any ship, reveals and discards of every seat and card.
    for (int ship = 0; ship < kShipCount && hasModule(s.modules, Module::Agendas); ++ship)
        out.push_back(DrawAgendas{static_cast<int8_t>(ship)});
    for (int p = 0; p < s.playerCount && hasModule(s.modules, Module::Agendas); ++p) {
        const auto player = static_cast<int8_t>(p);
        out.push_back(DiscardAgenda{player, std::nullopt});
        out.push_back(EndGameRevealsDone{player});
        for (int a = 0; a < kAgendaCount; ++a) {
            const auto card = static_cast<Agenda>(a);
            out.push_back(RevealAgenda{player, card, false});
            out.push_back(RevealAgenda{player, card, true});
            out.push_back(DiscardAgenda{player, card});
        }
    }
    const int seat = s.current;
    ShipList unplaced;
    for (int i = 0; i < kShipCount; ++i)
        if (isUnplaced(s, seat, i))
            unplaced.push_back(static_cast<int8_t>(i));
    std::vector<ShipList> groups{ShipList{}};
    for (int mask = 1; mask < (1 << unplaced.size()); ++mask) {
        ShipList g;
        for (int i = 0; i < unplaced.size(); ++i)
            if (mask & (1 << i))
                g.push_back(unplaced[i]);
        groups.push_back(g);
    }
    const std::vector<FactionArgs> factionChoices =
        hasModule(s.modules, Module::Factions) ? everyFactionChoice(s, unplaced) : std::vector<FactionArgs>{};
    auto docksWith = [&](const std::function<void(const Dock &)> &visit) {
        for (int f = 0; f < kFacilityCount; ++f)
            for (const ShipList &g : groups)
                for (int t = -1; t < kTerritoryCount; ++t) {
                    Dock d{static_cast<Facility>(f), g, std::nullopt, {}};
                    if (t >= 0)
                        d.territory = static_cast<Territory>(t);
                    visit(d);
                }
        // Faction boards in play take one ship (none listed when a card moves it there) and a choice; the Raiders'
        // Outpost takes a ship for the Smugglers' Alliance.
        for (int f = 0; f < kFactionCount; ++f) {
            const Faction board = static_cast<Faction>(f);
            bool inPlay = false;
            for (int p = 0; p < s.playerCount; ++p)
                inPlay = inPlay || s.factions.board[p] == f;
            if (!inPlay)
                continue;
            for (const ShipList &g : groups) {
                if (g.size() > 1)
                    continue;
                for (const FactionArgs &a : factionChoices)
                    visit(Dock{boardFacility(board), g, std::nullopt, {}, a});
            }
        }
        if (!factionChoices.empty())
            for (const ShipList &g : groups)
                if (g.size() == 3)
                    for (int8_t ship : unplaced) {
                        Dock d{Facility::RaidersOutpost, g, std::nullopt, {}};
                        d.faction.ship = ship;
                        visit(d);
                    }
    };
    for (const FactionArgs &a : factionChoices)
        out.push_back(UseFaction{a});
    if (!factionChoices.empty()) // a ship anywhere, alone: the Brethren hijack's target (X-9)
        for (int i = 0; i < kShipCount; ++i) {
            FactionArgs a;
            a.ship = static_cast<int8_t>(i);
            out.push_back(UseFaction{a});
        }
    docksWith([&](const Dock &d) {
        if (!d.ships.empty())
            out.push_back(d);
    });
    for (int8_t ship : unplaced)
        out.push_back(ToMaintenanceBay{ship});
    out.push_back(Trade{});
    out.push_back(Cycle{});
    out.push_back(BuyRelic{});
    out.push_back(BeginTurn{});
    for (int p = 0; p < s.playerCount; ++p) // the Auto Pilot A.I.'s income names its holder (X-40)
        for (Resource r : {Resource::Fuel, Resource::Ore})
            out.push_back(AutoPilotIncome{static_cast<int8_t>(p), r});
    for (int c = 0; c < kCardCount; ++c)
        out.push_back(Claim{static_cast<Card>(c)});
    for (int t = 0; t < kTerritoryCount; ++t)
        out.push_back(Launch{static_cast<Territory>(t)});
    // The Tele-Operator uses a displayed card's power: the uses of displayed cards are candidates too.
    const bool teleOperator = holds(s, seat, Card::TeleOperator);
    for (int c = 0; c < kCardCount; ++c) {
        const Card card = static_cast<Card>(c);
        const bool shown = std::find(s.display.begin(), s.display.end(), c) != s.display.end();
        if (!holds(s, seat, card) && !(teleOperator && shown))
            continue;
        out.push_back(UseCard{card, {}}); // powers that take no choice (extra-tech cards)
        if (isExtraTech(c)) { // the Scout Drone: its look (digital mode), and the cards looked at put back in an order
            UseCard look{card, {}};
            look.args.look = true;
            out.push_back(look);
            // Every sequence of 1 to 3 cards among those looked at and one card of the pile that was not.
            std::vector<Card> named;
            for (int8_t k : s.tech.scouted)
                if (k >= 0 && std::find(named.begin(), named.end(), static_cast<Card>(k)) == named.end())
                    named.push_back(static_cast<Card>(k));
            for (int k = 0; k < kCardCount; ++k)
                if (s.drawPile[k] > 0 && std::find(named.begin(), named.end(), static_cast<Card>(k)) == named.end()) {
                    named.push_back(static_cast<Card>(k));
                    break;
                }
            const int n = static_cast<int>(named.size());
            for (int length = 1; length <= kScoutedCards; ++length) {
                int sequences = 1;
                for (int i = 0; i < length; ++i)
                    sequences *= n;
                for (int code = 0; code < sequences; ++code) {
                    UseCard u{card, {}};
                    for (int i = 0, rest = code; i < length; ++i, rest /= n)
                        u.args.cards.push_back(named[rest % n]);
                    out.push_back(u);
                }
            }
        }
        out.push_back(DiscardCard{card, {}});
        for (int8_t a : unplaced) {
            UseCard u{card, {}};
            u.args.ship = a;
            out.push_back(u);
            for (int8_t b : unplaced) {
                u.args.ship2 = b;
                out.push_back(u);
            }
            u.args.ship2 = kNoShip;
            for (int v = 0; v <= 7; ++v) { // a value the ship is set to (Experimental FTL Drive)
                u.args.value = static_cast<uint8_t>(v);
                out.push_back(u);
            }
        }
        for (const ShipList &g : groups) {
            UseCard u{card, {}};
            u.args.ships = g;
            out.push_back(u);
        }
        for (int t = 0; t < kTerritoryCount; ++t) {
            UseCard u{card, {}};
            u.args.territory = static_cast<Territory>(t);
            out.push_back(u);
            for (int p = 0; p < s.playerCount; ++p) { // a colony of a player taken (Gravitron Shunt)
                u.args.player = static_cast<int8_t>(p);
                out.push_back(u);
            }
            for (int p = 0; p < s.playerCount; ++p) // a colony of a player moved on (Ion Fluctuator)
                for (int t2 = 0; t2 < kTerritoryCount && s.colonies[t][p] > 0; ++t2) {
                    u.args.player = static_cast<int8_t>(p);
                    u.args.territory2 = static_cast<Territory>(t2);
                    out.push_back(u);
                }
        }
        for (int f = 0; f < kFieldCount; ++f) { // a field generator, alone or with a territory (Field Amplifier)
            UseCard u{card, {}};
            u.args.field = static_cast<Field>(f);
            out.push_back(u);
            for (int t = 0; t < kTerritoryCount; ++t) {
                u.args.territory = static_cast<Territory>(t);
                out.push_back(u);
            }
        }
        for (int f = 0; f <= 4; ++f) // the player's own tokens moved onto the card (Null-Time Vault)
            for (int o = 0; o <= 4; ++o) {
                UseCard u{card, {}};
                u.args.takes.push_back(Take{static_cast<int8_t>(seat), static_cast<uint8_t>(f), static_cast<uint8_t>(o)});
                out.push_back(u);
            }
        if (isExtraTech(c)) // a docking made through the card (Shipfitter Drone), paid or discard
            docksWith([&](const Dock &d) {
                if (d.ships.empty())
                    return;
                UseCard u{card, {}};
                u.args.dock = d;
                out.push_back(u);
                out.push_back(DiscardCard{card, u.args});
                if (card != Card::ChameleonCloak)
                    return;
                // Ships docked there in its place (Chameleon Cloak): each one alone, each group, all of them.
                std::vector<ShipList> replaced(1);
                std::map<uint32_t, ShipList> byGroup;
                for (int i = 0; i < kShipCount; ++i)
                    if (s.ships[i].place == Place::Docked && s.ships[i].facility == d.facility) {
                        replaced.front().push_back(static_cast<int8_t>(i));
                        replaced.push_back(ShipList{static_cast<int8_t>(i)});
                        byGroup[s.ships[i].group].push_back(static_cast<int8_t>(i));
                    }
                for (const auto &[group, ships] : byGroup)
                    replaced.push_back(ships);
                for (const ShipList &ships : replaced) {
                    u.args.ships = ships;
                    out.push_back(u);
                }
            });
        for (int i = 0; i < kShipCount; ++i) {
            if (s.ships[i].place != Place::Docked)
                continue;
            if (isExtraTech(c)) { // a docked ship taken into the fleet (Astrogation Servo, Infiltration A.I.)
                UseCard taken{card, {}};
                taken.args.ship = static_cast<int8_t>(i);
                out.push_back(taken);
            }
            if (card == Card::OrbitalTeleporter || card == Card::MindControlHelmet)
                docksWith([&](const Dock &d) {
                    UseCard u{card, {}};
                    u.args.ship = static_cast<int8_t>(i);
                    u.args.dock = d;
                    out.push_back(u);
                });
        }
        if (card == Card::PlasmaCannon)
            for (int f = 0; f < kFacilityCount + kFactionCount; ++f) {
                ShipList there;
                for (int i = 0; i < kShipCount; ++i)
                    if (s.ships[i].place == Place::Docked && s.ships[i].facility == static_cast<Facility>(f))
                        there.push_back(static_cast<int8_t>(i));
                for (int mask = 1; mask < (1 << std::min(there.size(), 10)); ++mask) {
                    UseCard u{card, {}};
                    u.args.facility = static_cast<Facility>(f);
                    for (int i = 0; i < std::min(there.size(), 10); ++i)
                        if (mask & (1 << i))
                            u.args.ships.push_back(there[i]);
                    out.push_back(u);
                }
            }
        DiscardCard d{card, {}};
        for (int a = 0; a < kAgendaCount && hasModule(s.modules, Module::Agendas); ++a) { // Multiverse Window
            d.args = {};
            d.args.agenda = static_cast<Agenda>(a);
            out.push_back(d);
        }
        for (int f = 0; f < kFieldCount; ++f) {
            d.args = {};
            d.args.field = static_cast<Field>(f);
            out.push_back(d);
            for (int t = 0; t < kTerritoryCount; ++t) { // a field placed on a territory (extra-tech cards)
                d.args.territory = static_cast<Territory>(t);
                out.push_back(d);
            }
        }
        for (const ShipList &g : groups) { // ships returned together (Shipbreaker Drone)
            d.args = {};
            d.args.ships = g;
            out.push_back(d);
        }
        for (int i = 0; i < kShipCount; ++i) // one or two docked ships taken back (Chrono-Spike)
            for (int j = i; j < kShipCount; ++j) {
                if (s.ships[i].place != Place::Docked || s.ships[j].place != Place::Docked)
                    continue;
                d.args = {};
                d.args.ships.push_back(static_cast<int8_t>(i));
                if (j != i)
                    d.args.ships.push_back(static_cast<int8_t>(j));
                out.push_back(d);
            }
        for (int t = 0; t < kTerritoryCount; ++t) {
            d.args = {};
            d.args.territory = static_cast<Territory>(t);
            out.push_back(d);
            for (int t2 = 0; t2 < kTerritoryCount; ++t2) { // two territories, no player (Chameleon Cloak's swap)
                d.args.territory2 = static_cast<Territory>(t2);
                out.push_back(d);
            }
            d.args.territory2.reset();
            for (int p = 0; p < s.playerCount; ++p)
                for (int t2 = 0; t2 < kTerritoryCount; ++t2) {
                    d.args.player = static_cast<int8_t>(p);
                    d.args.territory2 = static_cast<Territory>(t2);
                    d.args.player2 = kNoPlayer;
                    out.push_back(d);
                    for (int p2 = 0; p2 < s.playerCount; ++p2) {
                        d.args.player2 = static_cast<int8_t>(p2);
                        out.push_back(d);
                    }
                }
        }
        for (int i = 0; i < kShipCount; ++i) {
            d.args = {};
            d.args.ship = static_cast<int8_t>(i);
            out.push_back(d);
        }
        for (int from = 0; from < kTerritoryCount; ++from) // every colony there to one territory (Seismic Detonator)
            for (int to = 0; to < kTerritoryCount && coloniesOn(s, static_cast<Territory>(from)) > 0; ++to)
                for (bool withActive : {false, true}) { // the active player's colonies too, or not (Ion Fluctuator)
                    d.args = {};
                    d.args.territory = static_cast<Territory>(from);
                    for (int p = 0; p < s.playerCount; ++p)
                        if (withActive || p != seat)
                            d.args.spread[p][to] = s.colonies[from][p];
                    out.push_back(d);
                }
        // One or two of the player's colonies, from one territory or two, to one territory (Magnetic Lockdown; only
        // for it: the same shape is a split spread for the Seismic Detonator, legal but deliberately not listed).
        for (int to = 0; to < kTerritoryCount && card == Card::MagneticLockdown; ++to)
            for (int one = 0; one < kTerritoryCount; ++one)
                for (int two = one; two <= kTerritoryCount && s.colonies[one][seat] > 0; ++two) {
                    d.args = {};
                    d.args.territory = static_cast<Territory>(to);
                    ++d.args.spread[seat][one];
                    if (two < kTerritoryCount)
                        ++d.args.spread[seat][two];
                    out.push_back(d);
                }
        for (int f = 0; f < kFacilityCount + kFactionCount; ++f) { // every ship at a facility (Astrogation Servo)
            d.args = {};
            d.args.facility = static_cast<Facility>(f);
            out.push_back(d);
        }
        // Nothing, one fuel or one ore from each player, the active one included (Retrieval Webbing).
        int combinations = 1;
        for (int p = 0; p < s.playerCount; ++p)
            combinations *= 3;
        for (int code = 1; code < combinations; ++code) {
            d.args = {};
            for (int p = 0, rest = code; p < s.playerCount; ++p, rest /= 3)
                if (rest % 3 != 0)
                    d.args.takes.push_back(Take{static_cast<int8_t>(p), static_cast<uint8_t>(rest % 3 == 1),
                                                static_cast<uint8_t>(rest % 3 == 2)});
            out.push_back(d);
        }
        for (int c2 = 0; c2 < kCardCount; ++c2) {
            d.args = {};
            d.args.card = static_cast<Card>(c2);
            out.push_back(d);
            for (int p = 0; p < s.playerCount; ++p) { // another player's card (Oscillation Capacitor)
                d.args.player = static_cast<int8_t>(p);
                out.push_back(d);
            }
        }
    }
    // A colony landed from a card by its owner, who need not hold the card (Gravitron Shunt, X-41).
    for (int t = 0; t < kTerritoryCount; ++t) {
        UseCard u{Card::GravitronShunt, {}};
        u.args.territory2 = static_cast<Territory>(t);
        out.push_back(u);
    }
    // The Oscillation Capacitor and the Tele-Operator use another card's power: every use candidate of another
    // card, through them.
    for (Card through : {Card::OscillationCapacitor, Card::TeleOperator}) {
        if (!holds(s, seat, through))
            continue;
        const std::size_t n = out.size();
        for (std::size_t i = 0; i < n; ++i)
            if (const auto *u = std::get_if<UseCard>(&out[i]);
                u && u->card != Card::OscillationCapacitor && u->card != Card::TeleOperator && !u->args.card) {
                UseCard again{through, u->args};
                again.args.card = u->card;
                out.push_back(again);
            }
    }
    for (int f = 0; f <= 12; ++f)
        for (int o = 0; o <= 12; ++o)
            out.push_back(EndTurn{static_cast<int8_t>(f), static_cast<int8_t>(o)});
    return out;
}

GameState unlimitedGame(int players)
{
    GameOptions o = options(players);
    o.limitedSupply = false;
    GameState s = newGame(o);
    Deal d;
    d.display = {Card::BoosterPod, Card::StasisBeam, Card::DataCrystal};
    const Card hands[] = {Card::TemporalWarper, Card::PlasmaCannon, Card::PolarityDevice, Card::GravityManipulator};
    for (int p = 0; p < players; ++p)
        d.hands.push_back(hands[p]);
    if (af::apply(s, d))
        qFatal("deal refused");
    return s;
}

} // namespace

// Everything offered is accepted, and every candidate check() accepts is offered (up to interchangeable ships).
void compareWithCandidates(const GameState &s, const std::vector<Action> &legal)
{
    std::vector<std::string> offeredSigs;
    for (const Action &a : legal) {
        QVERIFY(!check(s, a));
        offeredSigs.push_back(signature(s, a));
    }
    std::sort(offeredSigs.begin(), offeredSigs.end());
    for (const Action &a : candidates(s)) {
        if (check(s, a))
            continue;
        const std::string sig = signature(s, a);
        QVERIFY2(std::binary_search(offeredSigs.begin(), offeredSigs.end(), sig),
                 qPrintable(QStringLiteral("legal but not offered: %1").arg(QString::fromStdString(sig))));
    }
}

class TestTurn : public QObject
{
    Q_OBJECT

private slots:
    // ------------------------------------------------------------ stages

    void everyRefusalHasItsOwnIdAndSentence()
    {
        std::vector<std::string_view> ids;
        for (int i = 0; i < kReasonCount; ++i) {
            const ReasonInfo &info = reasonInfo(static_cast<Reason>(i));
            QVERIFY2(!info.id.empty() && !info.english.empty() && !info.rule.empty(), qPrintable(QString::number(i)));
            QCOMPARE(reasonFromId(info.id), std::optional<Reason>(static_cast<Reason>(i)));
            ids.push_back(info.id);
        }
        std::sort(ids.begin(), ids.end());
        QVERIFY(std::adjacent_find(ids.begin(), ids.end()) == ids.end());
        QCOMPARE(qs(reasonInfo(Reason::SupplyEmpty).id), QStringLiteral("supply-empty"));
        QCOMPARE(QString::fromStdString(describe(reject(Reason::NotEnoughFuel, {}, 3, 1), dealtGame(2))),
                 QStringLiteral("This costs 3 fuel and you have 1."));
    }

    // The CLI's sentences name ships and players as records do ("ship blue-2", "Blue"), never by internal number.
    void refusalsNameShipsAndPlayersAsRecordsDo()
    {
        const GameState s = dealtGame(4); // red, blue, green, yellow
        QCOMPARE(s.players[1].color, Color::Blue);
        const int blue2 = firstShipOf(1) + 1;
        static const QRegularExpression internalNumber(QStringLiteral("#\\d|player \\d"),
                                                       QRegularExpression::CaseInsensitiveOption);
        for (int i = 0; i < kReasonCount; ++i) {
            const ReasonInfo &info = reasonInfo(static_cast<Reason>(i));
            std::array<int, 3> args{};
            for (int a = 0; a < 3; ++a) {
                switch (info.args[a]) {
                case ArgKind::Ship: args[a] = blue2; break;
                case ArgKind::Player: args[a] = 1; break;
                case ArgKind::Count: args[a] = 2; break;
                case ArgKind::Number: args[a] = 5; break;
                case ArgKind::Facility: args[a] = idx(Facility::LunarMine); break;
                case ArgKind::Territory: args[a] = idx(Territory::LemBadlands); break;
                case ArgKind::Card: args[a] = idx(Card::PlasmaCannon); break;
                case ArgKind::Field: args[a] = idx(Field::Repulsor); break;
                case ArgKind::Stage: args[a] = idx(Stage::Roll); break;
                case ArgKind::Resource:
                case ArgKind::None: break;
                }
            }
            const QString text =
                QString::fromStdString(describe(reject(static_cast<Reason>(i), {}, args[0], args[1], args[2]), s));
            QVERIFY2(!text.contains(internalNumber), qPrintable(text));
            QVERIFY2(!text.contains(QLatin1Char('{')) && !text.contains(QLatin1Char('?')), qPrintable(text));
            QVERIFY2(!text[0].isLower(), qPrintable(text));
            for (int a = 0; a < 3; ++a) {
                const bool shown = qs(info.english).contains(QStringLiteral("{%1}").arg(a));
                if (shown && info.args[a] == ArgKind::Ship)
                    QVERIFY2(text.contains(QLatin1String("hip blue-2")), qPrintable(text));
                if (shown && info.args[a] == ArgKind::Player)
                    QVERIFY2(text.contains(QLatin1String("Blue")), qPrintable(text));
            }
        }
        QCOMPARE(QString::fromStdString(describe(reject(Reason::ShipNotYours, {}, blue2), s)),
                 QStringLiteral("Ship blue-2 is not one of your ships."));
        QCOMPARE(QString::fromStdString(describe(reject(Reason::OwnShip, {}, kRelicShip), s)),
                 QStringLiteral("The Relic Ship is yours: this power only targets other players' ships."));
        QCOMPARE(QString::fromStdString(describe(reject(Reason::NoColonyThere, {}, 3, idx(Territory::LemBadlands)), s)),
                 QStringLiteral("Yellow has no colony on Lem Badlands."));
    }

    // A count takes the singular or plural of its noun ("1 ship", "2 ships"); a bare number counts nothing.
    void countsAgreeWithTheirNoun()
    {
        const GameState s = dealtGame(2);
        static const QRegularExpression numberThenWord(QStringLiteral("^\\{\\d\\} ([a-z]+)"));
        for (int i = 0; i < kReasonCount; ++i) {
            const Reason reason = static_cast<Reason>(i);
            const ReasonInfo &info = reasonInfo(reason);
            const QString english = qs(info.english);
            int counts = 0;
            for (int a = 0; a < 3; ++a) {
                const QString placeholder = QStringLiteral("{%1}").arg(a);
                if (info.args[a] == ArgKind::Count) {
                    ++counts;
                    const QString singular = qs(englishSingular(reason));
                    QVERIFY2(!singular.isEmpty() && singular != english && singular.contains(placeholder),
                             qPrintable(english));
                    // With 2 instead of 1, more than the number changes: the noun (and verb) follow the count.
                    std::array<int, 3> args{1, 1, 1};
                    const QString one = QString::fromStdString(describe(reject(reason, {}, 1, 1, 1), s));
                    args[a] = 2;
                    QString two = QString::fromStdString(describe(reject(reason, {}, args[0], args[1], args[2]), s));
                    QVERIFY2(two.replace(QLatin1Char('2'), QLatin1Char('1')) != one, qPrintable(one));
                }
                // Fuel and ore are amounts, like a die value or a total; anything else after a number is counted.
                if (info.args[a] == ArgKind::Number) {
                    const qsizetype at = english.indexOf(placeholder);
                    const auto match = numberThenWord.match(english.mid(at));
                    QVERIFY2(at < 0 || !match.hasMatch() || match.captured(1) == QLatin1String("fuel") ||
                                 match.captured(1) == QLatin1String("ore"),
                             qPrintable(QStringLiteral("%1: %2 counts %3, so it is a Count")
                                            .arg(qs(info.id), placeholder, match.captured(1))));
                }
            }
            QVERIFY2(counts <= 1, qPrintable(english));
            QCOMPARE(englishSingular(reason).empty(), counts == 0);
        }
        QCOMPARE(QString::fromStdString(describe(reject(Reason::WrongShipCount, {}, idx(Facility::Shipyard), 1), s)),
                 QStringLiteral("The Shipyard takes 1 ship at a time."));
        QCOMPARE(QString::fromStdString(describe(reject(Reason::WrongShipCount, {}, idx(Facility::Shipyard), 2), s)),
                 QStringLiteral("The Shipyard takes 2 ships at a time."));
    }

    void rollNeedsOneValuePerFleetShip()
    {
        GameState s = dealtGame(4);
        QCOMPARE(s.stage, Stage::Roll);
        QCOMPARE(chanceCount(s), 3);
        QCOMPARE(shipsToRoll(s), (ShipList{0, 1, 2}));
        AF_ILLEGAL(s, (Roll{{1, 2}}), Reason::WrongValueCount);
        AF_ILLEGAL(s, (Roll{{1, 2, 3, 4}}), Reason::WrongValueCount);
        AF_ILLEGAL(s, (Roll{{1, 2, 7}}), Reason::DieOutOfRange);
        AF_ILLEGAL(s, (Roll{{0, 2, 3}}), Reason::DieOutOfRange);
        AF_LEGAL(s, (Roll{{5, 1, 3}}));
        QCOMPARE(s.stage, Stage::Main);
        QCOMPARE(int(s.ships[0].value), 5);
        QCOMPARE(int(s.ships[1].value), 1);
        QCOMPARE(int(s.ships[2].value), 3);
        QCOMPARE(unplacedShips(s, Red), 3);
        QCOMPARE(chanceCount(s), 0);
    }

    void actionsRefusedInTheWrongStage()
    {
        // The setup deal comes first.
        GameState d = newGame(options(4));
        QCOMPARE(d.stage, Stage::Deal);
        QCOMPARE(chanceCount(d), 3 + 4);
        AF_ILLEGAL(d, (Roll{{1, 2, 3}}), Reason::WrongStage);
        AF_ILLEGAL(d, EndTurn{}, Reason::WrongStage);
        AF_ILLEGAL(d, Trade{}, Reason::WrongStage);

        // Waiting for the roll: no main-stage action.
        GameState s = dealtGame(4);
        setResources(s, Red, 5, 5);
        Dock solar;
        solar.facility = Facility::SolarConverter;
        solar.ships.push_back(0);
        AF_ILLEGAL(s, solar, Reason::WrongStage);
        AF_ILLEGAL(s, ToMaintenanceBay{0}, Reason::WrongStage);
        AF_ILLEGAL(s, Trade{}, Reason::WrongStage);
        AF_ILLEGAL(s, Cycle{}, Reason::WrongStage);
        AF_ILLEGAL(s, Claim{Card::BoosterPod}, Reason::WrongStage);
        AF_ILLEGAL(s, Launch{Territory::LemBadlands}, Reason::WrongStage);
        AF_ILLEGAL(s, BuyRelic{}, Reason::WrongStage);
        AF_ILLEGAL(s, (UseCard{Card::TemporalWarper, {}}), Reason::WrongStage);
        AF_ILLEGAL(s, (DiscardCard{Card::TemporalWarper, {}}), Reason::WrongStage);
        AF_ILLEGAL(s, EndTurn{}, Reason::WrongStage);
        AF_ILLEGAL(s, (Reroll{{1}}), Reason::WrongStage);
        AF_ILLEGAL(s, (Reveal{{Card::PlasmaCannon}}), Reason::WrongStage);
        Deal again;
        again.display = {Card::BoosterPod, Card::StasisBeam, Card::DataCrystal};
        again.hands = {Card::PlasmaCannon, Card::PlasmaCannon, Card::PolarityDevice, Card::PolarityDevice};
        AF_ILLEGAL(s, again, Reason::WrongStage);

        // In the main stage: no chance event is pending.
        rollFleet(s, {1, 2, 3});
        AF_ILLEGAL(s, (Roll{{1, 2, 3}}), Reason::WrongStage);
        AF_ILLEGAL(s, (Reroll{{1}}), Reason::WrongStage);
        AF_ILLEGAL(s, (Reveal{{Card::PlasmaCannon}}), Reason::WrongStage);
        AF_ILLEGAL(s, again, Reason::WrongStage);
    }

    void startOfTurnReturnsTerraformingShipAndGathersTheFleet()
    {
        GameState s = dealtGame(4);
        clearHands(s);
        giveCard(s, Red, Card::MindControlHelmet);
        const int blue = placeShip(s, Blue, Facility::SolarConverter, 5);
        setResources(s, Red, 4, 1);
        rollFleet(s, {6, 5, 2, 1});
        const int8_t six = shipWith(s, 6), five = shipWith(s, 5);
        AF_LEGAL(s, dockOf(s, Facility::TerraformingStation, {6}, Territory::LemBadlands));
        // Red takes Blue's 5 to the Shipyard with its own 5.
        UseCard helmet{Card::MindControlHelmet, {}};
        helmet.args.ship = static_cast<int8_t>(blue);
        helmet.args.dock = dockOf(s, Facility::Shipyard, {5});
        setResources(s, Red, 5, 2);
        AF_LEGAL(s, helmet);
        AF_LEGAL(s, dockOf(s, Facility::SolarConverter, {2, 1}));
        const uint32_t turn = s.turnNumber;
        AF_LEGAL(s, EndTurn{});
        QCOMPARE(s.turnNumber, turn + 1);
        QCOMPARE(s.current, int8_t(Blue));
        QCOMPARE(s.stage, Stage::Roll);
        // Blue gathers every ship of its colour, the one Red moved included; Red's ships stay where they are.
        QCOMPARE(s.ships[blue].place, Place::Fleet);
        QCOMPARE(int(s.ships[blue].value), 0);
        QCOMPARE(chanceCount(s), 4);
        QCOMPARE(s.ships[five].facility, Facility::Shipyard);
        QCOMPARE(s.ships[six].facility, Facility::TerraformingStation);
        QCOMPARE(s.turn, TurnState{});
        playUntil(s, Red);
        // Red: the terraforming ship went to the stock first; the new ship from the bay joins the fleet.
        QCOMPARE(s.ships[six].place, Place::Stock);
        QCOMPARE(s.ships[five].place, Place::Fleet);
        QCOMPARE(chanceCount(s), 4); // 4 ships - 1 forfeited + 1 built
        QCOMPARE(shipsInStock(s, Red), 2);
        QCOMPARE(s.turnNumber, turn + 4);
    }

    void turnNumberStopsAtItsLimitInsteadOfWrapping()
    {
        GameState s = dealtGame(2);
        s.turnNumber = kMaxTurnNumber - 1;
        playUntil(s, Blue);
        QCOMPARE(s.turnNumber, kMaxTurnNumber);
        playUntil(s, Red);
        QCOMPARE(s.turnNumber, kMaxTurnNumber);
        QCOMPARE(stateProblem(s), std::string());
    }

    void dockingGroupsAreRenumberedWhenTheirNumbersRunOut()
    {
        // Blue has ships at the Solar Converter, the Orbital Market (a pair) and the Lunar Mine with group numbers
        // near the limit; Red's second docking finds no number left: the docked groups are renumbered in their order
        // (the pair kept together) before it takes the next one.
        GameState s = dealtGame(2);
        const int solar = placeShip(s, Blue, Facility::SolarConverter, 4, kMaxGroup - 7);
        const int pairA = placeShip(s, Blue, Facility::OrbitalMarket, 3, kMaxGroup - 4);
        const int pairB = placeShip(s, Blue, Facility::OrbitalMarket, 3, kMaxGroup - 4);
        const int mineHigh = placeShip(s, Blue, Facility::LunarMine, 5, kMaxGroup - 2);
        s.nextGroup = kMaxGroup - 1;
        rollFleet(s, {6, 6, 1});
        const int marketSlots = freeSlots(s, Facility::OrbitalMarket, Red);
        const int8_t first = shipWith(s, 6), second = shipWith(s, 6, 1);
        AF_LEGAL(s, dockOf(s, Facility::LunarMine, {6}));
        QCOMPARE(s.ships[first].group, kMaxGroup - 1);
        QCOMPARE(s.nextGroup, kMaxGroup);
        AF_LEGAL(s, dockOf(s, Facility::LunarMine, {6}));
        QCOMPARE(s.ships[solar].group, 1u);
        QCOMPARE(s.ships[pairA].group, 2u);
        QCOMPARE(s.ships[pairB].group, 2u);
        QCOMPARE(s.ships[mineHigh].group, 3u);
        QCOMPARE(s.ships[first].group, 4u);
        QCOMPARE(s.ships[second].group, 5u);
        QCOMPARE(s.nextGroup, 6u);
        QCOMPARE(freeSlots(s, Facility::OrbitalMarket, Red), marketSlots);
        QCOMPARE(stateProblem(s), std::string());
    }

    // ------------------------------------------------------------ positions in the middle of a turn

    void midTurnPositionsAreCheckedAgainstTheBoard()
    {
        // Red, mid-turn, as played: a 5 at the Lunar Mine, a 6 at the Colonist Hub, the Booster Pod on the 2 -> 3.
        GameState s = dealtGame(2);
        clearHands(s);
        giveCard(s, Red, Card::BoosterPod);
        giveCard(s, Red, Card::DataCrystal);
        setResources(s, Red, 4, 0);
        putColonies(s, Territory::HeinleinPlains, Blue, 1);
        rollFleet(s, {2, 5, 6});
        AF_LEGAL(s, dockOf(s, Facility::LunarMine, {5}));
        AF_LEGAL(s, dockOf(s, Facility::ColonistHub, {6}));
        UseCard boost{Card::BoosterPod, {}};
        boost.args.ship = shipWith(s, 2);
        AF_LEGAL(s, boost);
        QCOMPARE(stateProblem(s), std::string());
        const int8_t unplaced = shipWith(s, 3);
        const std::string ships = "players[0].ships: ";

        GameState t = s;
        t.ships[unplaced].value = 0;
        QCOMPARE(stateProblem(t), ships + "an unplaced ship must show its rolled value.");
        t.ships[unplaced].value = 7;
        QCOMPARE(stateProblem(t), ships + "a die shows 1 to 6.");

        // The Relic Ship is rolled only by the active player, who holds it.
        t = s;
        putColonies(t, Territory::BurroughsDesert, Blue, 1);
        giveRelic(t, Blue, Place::Fleet, Facility::MaintenanceBay, 4);
        QCOMPARE(stateProblem(t), std::string("relicShip: the Relic Ship is in a fleet only when its holder is the "
                                              "active player."));
        t = s;
        putColonies(t, Territory::BurroughsDesert, Red, 1);
        giveRelic(t, Red, Place::Fleet, Facility::MaintenanceBay, 4);
        QCOMPARE(stateProblem(t), std::string());

        // Fuel powers used this turn: of cards the player holds, that have one.
        t = s;
        t.turn.cardsUsed |= cardBit(Card::TemporalWarper);
        QCOMPARE(stateProblem(t),
                 std::string("turn.cardsUsed: {0} was used this turn, but the active player does not hold it."));
        t = s;
        giveCard(t, Red, Card::AlienCity);
        t.turn.cardsUsed |= cardBit(Card::AlienCity);
        QCOMPARE(stateProblem(t), std::string("turn.cardsUsed: {0} has no fuel power."));

        // The Data Crystal borrows exactly one territory's bonus, never Burroughs Desert's.
        const std::string borrowed = "turn.borrowed: a bonus is borrowed exactly when the Data Crystal's fuel power was "
                                     "used this turn, from one territory other than Burroughs Desert.";
        t = s;
        t.turn.cardsUsed |= cardBit(Card::DataCrystal);
        QCOMPARE(stateProblem(t), borrowed);
        t = s;
        t.turn.borrowed = 1u << idx(Territory::HeinleinPlains);
        QCOMPARE(stateProblem(t), borrowed);
        t = s;
        UseCard crystal{Card::DataCrystal, {}};
        crystal.args.territory = Territory::HeinleinPlains;
        AF_LEGAL(t, crystal);
        QCOMPARE(stateProblem(t), std::string());
        t.turn.borrowed |= 1u << idx(Territory::BurroughsDesert);
        QCOMPARE(stateProblem(t), borrowed);

        // Ships docked this turn are counted by the turn (Asimov Crater, Van Vogt Mountains).
        t = s;
        t.turn.hubShips = 0;
        QCOMPARE(stateProblem(t), std::string("turn.hubShips: the turn does not count the active player's ships "
                                              "docked at the {0} this turn."));
        t = s;
        t.turn.lunarDocked = false;
        QCOMPARE(stateProblem(t), std::string("turn.lunarDocked: the turn does not count the active player's ships "
                                              "docked at the {0} this turn."));

        // Before the roll: the active player's ships are all gathered and nothing has happened yet.
        GameState r = dealtGame(2);
        QCOMPARE(stateProblem(r), std::string());
        GameState bad = r;
        bad.turn.discardUsed = true;
        QCOMPARE(stateProblem(bad), std::string("turn: nothing has been done in a turn before its roll."));
        bad = r;
        bad.ships[firstShipOf(Red)] = Ship{1, Place::Docked, Facility::SolarConverter, 3, Red};
        QCOMPARE(stateProblem(bad), ships + "before the roll, every ship the active player has in play is gathered "
                                            "in the fleet.");
        bad = r;
        bad.ships[firstShipOf(Red)].value = 4;
        QCOMPARE(stateProblem(bad), ships + "the fleet has not been rolled yet in the roll stage.");
    }

    void shipsTakenWithTheHelmetAreCheckedAgainstTheTurns()
    {
        // Red (seat 1 of 3) takes Green's 6 from the Solar Converter with the Mind Control Helmet: docked for Red.
        GameState s = dealtGame(3);
        clearHands(s);
        giveCard(s, Red, Card::MindControlHelmet);
        const int green = placeShip(s, Green, Facility::SolarConverter, 6);
        setResources(s, Red, 3, 0);
        rollFleet(s, {1, 2, 3});
        UseCard helmet{Card::MindControlHelmet, {}};
        helmet.args.ship = static_cast<int8_t>(green);
        helmet.args.dock = Dock{Facility::LunarMine, {}, std::nullopt, {}};
        AF_LEGAL(s, helmet);
        QCOMPARE(int(s.ships[green].user), int(Red));
        QCOMPARE(stateProblem(s), std::string());
        const std::string greenShips = "players[2].ships: ";

        // The user is a seat of the game.
        GameState t = s;
        t.ships[green].user = 3;
        QCOMPARE(stateProblem(t), greenShips + "a docked ship must name the player it was docked for.");
        t.ships[green].user = kNoPlayer;
        QCOMPARE(stateProblem(t), greenShips + "a docked ship must name the player it was docked for.");
        // Taken for the active player this turn: the Helmet's fuel power is used.
        t = s;
        t.turn.cardsUsed &= ~cardBit(Card::MindControlHelmet);
        QCOMPARE(stateProblem(t), std::string("turn.cardsUsed: a ship of another player is docked for the active "
                                              "player, but the {0} is not among the fuel powers used this turn."));
        // The Helmet never takes a ship to the Maintenance Bay or the Terraforming Station.
        t = s;
        t.ships[green].facility = Facility::MaintenanceBay;
        t.ships[green].value = 0;
        QCOMPARE(stateProblem(t), greenShips + "a ship on the {0} is always docked for its owner.");
        t = s;
        t.ships[green].facility = Facility::TerraformingStation;
        QCOMPARE(stateProblem(t), greenShips + "a ship on the {0} is always docked for its owner.");
        // One ship taken in a turn.
        t = s;
        const int second = placeShip(t, Green, Facility::AlienArtifact, 2);
        t.ships[second].user = Red;
        QCOMPARE(stateProblem(t), std::string("ships: a player takes at most one ship with the {0} in a turn."));

        // Blue's turn: the ship stays docked for Red until Green's turn.
        finishTurn(s);
        QCOMPARE(int(s.current), int(Blue));
        QCOMPARE(s.ships[green].place, Place::Docked);
        QCOMPARE(int(s.ships[green].user), int(Red));
        QCOMPARE(stateProblem(s), std::string());
        // Before Blue's roll nothing is docked for Blue yet.
        t = s;
        t.ships[green].user = Blue;
        QCOMPARE(stateProblem(t), greenShips + "before the roll, no ship is docked for the active player yet.");
        // Green played before Red: a ship of Red's docked for Green went back to Red at the start of Red's turn.
        int redDocked = -1;
        for (int i = firstShipOf(Red); i < firstShipOf(Red) + kShipsPerColor; ++i)
            if (s.ships[i].place == Place::Docked && s.ships[i].facility != Facility::MaintenanceBay)
                redDocked = i;
        QVERIFY(redDocked >= 0);
        t = s;
        t.ships[redDocked].user = Green;
        const std::string goesBack = "a ship taken with the {0} goes back to its owner when the owner's turn starts: "
                                     "it can be docked only for a player whose turn has come since the owner's last "
                                     "turn.";
        QCOMPARE(stateProblem(t), "players[0].ships: " + goesBack);
        // ... while one of Green's docked for Blue (before Red's Helmet) would still be, had Blue taken it.
        t = s;
        const int another = placeShip(t, Green, Facility::AlienArtifact, 2);
        t.ships[another].user = Blue;
        QCOMPARE(stateProblem(t), greenShips + "before the roll, no ship is docked for the active player yet.");

        // After Blue's roll: Blue's own docked ships were docked this turn, for Blue.
        rollAsIs(s, {4, 4, 4});
        AF_LEGAL(s, dockOf(s, Facility::AlienArtifact, {4}));
        QCOMPARE(stateProblem(s), std::string());
        int blueDocked = -1;
        for (int i = firstShipOf(Blue); i < firstShipOf(Blue) + kShipsPerColor; ++i)
            if (s.ships[i].place == Place::Docked && s.ships[i].facility == Facility::AlienArtifact)
                blueDocked = i;
        QVERIFY(blueDocked >= 0);
        t = s;
        t.ships[blueDocked].user = Red;
        QCOMPARE(stateProblem(t), "players[1].ships: " + goesBack);

        // Green's turn gathers its ship.
        finishTurn(s);
        QCOMPARE(int(s.current), int(Green));
        QCOMPARE(s.ships[green].place, Place::Fleet);
        QCOMPARE(stateProblem(s), std::string());

        // The Relic Ship's owner is its holder: Blue's, taken by Green before Red's turn.
        GameState r = dealtGame(3);
        putColonies(r, Territory::BurroughsDesert, Blue, 1);
        giveRelic(r, Blue, Place::Docked, Facility::SolarConverter, 4);
        r.ships[kRelicShip].user = Green;
        QCOMPARE(stateProblem(r), std::string());
        r.ships[kRelicShip].user = Red;
        QCOMPARE(stateProblem(r), "relicShip: before the roll, no ship is docked for the active player yet.");
        r.ships[kRelicShip].user = Green;
        r.ships[kRelicShip].facility = Facility::MaintenanceBay;
        r.ships[kRelicShip].value = 0;
        QCOMPARE(stateProblem(r), "relicShip: a ship on the {0} is always docked for its owner.");

        // The first edition has no Mind Control Helmet: every ship is docked for its owner.
        for (Ruleset ruleset : {Ruleset::R2013, Ruleset::FirstEdition}) {
            GameState e = dealtGame(3, ruleset);
            const int blue = placeShip(e, Blue, Facility::SolarConverter, 5);
            e.ships[blue].user = Green; // Green's turn came after Blue's, before Red's
            QCOMPARE(stateProblem(e), ruleset == Ruleset::R2013
                                          ? std::string()
                                          : "players[1].ships: a ship docked for a player other than its owner was "
                                            "taken with the {0}, which this ruleset does not have.");
        }
    }

    void theBoardShowsTheTurnSoFar()
    {
        // What turnShownByBoard works out for a position entered mid-turn matches the turn as played.
        GameState s = dealtGame(2);
        putColonies(s, Territory::AsimovCrater, Red, 1);
        rollFleet(s, {2, 2, 4, 5});
        AF_LEGAL(s, dockOf(s, Facility::ColonistHub, {2, 2}));
        AF_LEGAL(s, dockOf(s, Facility::AlienArtifact, {4}));
        AF_LEGAL(s, dockOf(s, Facility::LunarMine, {5}));
        const BoardTurn b = turnShownByBoard(s);
        QCOMPARE(int(b.hubShips), int(s.turn.hubShips));
        QVERIFY(s.turn.asimovApplied);
        QVERIFY(b.asimovApplied);
        QVERIFY(b.lunarDocked);
        QCOMPARE(int(b.artifactShips), 1);
        QCOMPARE(int(b.artifactTotal), int(s.turn.artifactTotal));
        // Blue's ships left on the board from its turn are not Red's turn.
        placeShip(s, Blue, Facility::AlienArtifact, 6);
        QCOMPARE(int(turnShownByBoard(s).artifactTotal), 4);
        // Without Asimov Crater active now, its +1 is not taken as applied.
        s.colonies[idx(Territory::AsimovCrater)][Red] = 0;
        QVERIFY(!turnShownByBoard(s).asimovApplied);
    }

    // ------------------------------------------------------------ end of turn

    void enr7_discardDownToEight()
    {
        auto endOf = [](int fuel, int ore) {
            GameState s = dealtGame(4);
            rollFleet(s, {1, 1, 1});
            must(s, dockOf(s, Facility::ColonistHub, {1, 1, 1}));
            setResources(s, Red, fuel, ore);
            return s;
        };
        GameState s = endOf(6, 5);
        AF_ILLEGAL(s, EndTurn{}, Reason::WrongReturnCount);
        AF_ILLEGAL(s, (EndTurn{2, 0}), Reason::WrongReturnCount);
        AF_ILLEGAL(s, (EndTurn{4, 0}), Reason::WrongReturnCount);
        AF_ILLEGAL(s, (EndTurn{-1, 4}), Reason::WrongReturnCount);
        GameState a = s;
        const int supply = a.supplyFuel;
        AF_LEGAL(a, (EndTurn{3, 0}));
        QCOMPARE(a.players[Red].fuel, 3);
        QCOMPARE(a.players[Red].ore, 5);
        QCOMPARE(a.supplyFuel, supply + 3);
        GameState b = s;
        AF_LEGAL(b, (EndTurn{1, 2}));
        QCOMPARE(b.players[Red].fuel, 5);
        QCOMPARE(b.players[Red].ore, 3);
        // The player's choice, within what they hold.
        GameState c = endOf(9, 1);
        AF_ILLEGAL(c, (EndTurn{0, 2}), Reason::NotEnoughOre);
        AF_LEGAL(c, (EndTurn{1, 1}));
        QCOMPARE(c.players[Red].fuel, 8);
        QCOMPARE(c.players[Red].ore, 0);
        // Exactly 8: nothing to return.
        GameState e = endOf(8, 0);
        AF_ILLEGAL(e, (EndTurn{1, 0}), Reason::WrongReturnCount);
        AF_LEGAL(e, EndTurn{});
        QCOMPARE(e.players[Red].fuel, 8);
    }

    void enr7_moreThanEightDuringTheTurn()
    {
        // The Resource Cache takes Red from 8 to 9 at the roll; spending 2 leaves 7: nothing to return.
        GameState s = dealtGame(4);
        clearHands(s);
        giveCard(s, Red, Card::ResourceCache);
        setResources(s, Red, 8, 0);
        rollFleet(s, {2, 4, 1});
        QCOMPARE(s.players[Red].fuel, 9);
        setResources(s, Red, 8, 1);
        AF_LEGAL(s, dockOf(s, Facility::ColonistHub, {2, 4, 1}));
        AF_ILLEGAL(s, EndTurn{}, Reason::WrongReturnCount);
        s.players[Red].hubCircle = 7; // spend 2 on a launch
        AF_LEGAL(s, Launch{Territory::LemBadlands});
        AF_LEGAL(s, EndTurn{});
        QCOMPARE(s.players[Red].fuel, 7);
        QCOMPARE(s.players[Red].ore, 0);
    }

    void r26_raidVictimsNeverDiscard()
    {
        GameState s = dealtGame(4);
        setResources(s, Blue, 7, 5);
        rollFleet(s, {1, 2, 3});
        Dock raid = dockOf(s, Facility::RaidersOutpost, {1, 2, 3});
        raid.raid.kind = RaidChoice::Kind::Resources;
        raid.raid.takes.push_back(Take{Blue, 0, 2});
        AF_LEGAL(s, raid);
        AF_LEGAL(s, EndTurn{});
        // Blue still holds 10: only the active player returns tokens, at the end of their own turn.
        QCOMPARE(s.players[Blue].fuel, 7);
        QCOMPARE(s.players[Blue].ore, 3);
        QCOMPARE(s.players[Red].ore, 2);
        rollFleet(s, {1, 1, 1});
        AF_LEGAL(s, dockOf(s, Facility::ColonistHub, {1, 1, 1}));
        AF_ILLEGAL(s, EndTurn{}, Reason::WrongReturnCount);
        AF_LEGAL(s, (EndTurn{2, 0}));
        QCOMPARE(s.players[Blue].fuel, 5);
    }

    // ------------------------------------------------------------ end of the game

    void enr2_immediateEndWhenTheLastColonyLands()
    {
        auto start = [] {
            GameState s = dealtGame(3);
            clearHands(s);
            putColonies(s, Territory::LemBadlands, Red, 2);
            putColonies(s, Territory::LemBadlands, Blue, 1);
            putColonies(s, Territory::HeinleinPlains, Red, 1);
            putColonies(s, Territory::HeinleinPlains, Green, 1);
            putColonies(s, Territory::PohlFoothills, Red, 1);
            putColonies(s, Territory::VanVogtMountains, Red, 1);
            putColonies(s, Territory::VanVogtMountains, Blue, 2);
            putColonies(s, Territory::HerbertValley, Red, 1);
            putColonies(s, Territory::HerbertValley, Green, 1);
            putColonies(s, Territory::AsimovCrater, Blue, 2);
            putColonies(s, Territory::AsimovCrater, Green, 1);
            putColonies(s, Territory::BurroughsDesert, Green, 2);
            giveCard(s, Blue, Card::AlienCity);
            giveCard(s, Green, Card::AlienMonument);
            giveCard(s, Green, Card::DataCrystal);
            giveCard(s, Red, Card::BoosterPod);
            setResources(s, Red, 8, 3);
            rollFleet(s, {5, 5, 5, 2, 1});
            return s;
        };
        GameState s = start();
        QCOMPARE(s.players[Red].coloniesLeft, 1);
        QCOMPARE(int(s.players[Red].hubCircle), 0);
        QCOMPARE(score(s, Red).total(), 8);
        QCOMPARE(score(s, Blue).total(), 8);
        QCOMPARE(score(s, Green).total(), 7);
        // The scenario text says +1 (F9), but Red controls Lem Badlands (R2 B1), whose bonus adds 1 fuel per ship
        // docked at the Solar Converter: +2, F10. The rules win over the scenario's arithmetic.
        AF_LEGAL(s, dockOf(s, Facility::SolarConverter, {2}));
        QCOMPARE(s.players[Red].fuel, 10);
        GameState hp = s;
        AF_LEGAL(s, dockOf(s, Facility::ColonyConstructor, {5, 5, 5}, Territory::BradburyPlateau));
        QCOMPARE(s.stage, Stage::GameOver);
        QCOMPARE(controllerOf(s, Territory::BradburyPlateau), int(Red));
        QCOMPARE(score(s, Red).total(), 10);
        QCOMPARE(score(s, Blue).total(), 8);
        QCOMPARE(score(s, Green).total(), 7);
        // The 1 is never docked; nothing more happens, not even the discard down to 8.
        QCOMPARE(unplacedShips(s, Red), 1);
        AF_ILLEGAL(s, dockOf(s, Facility::SolarConverter, {1}), Reason::GameOver);
        AF_ILLEGAL(s, (UseCard{Card::BoosterPod, {}}), Reason::GameOver);
        AF_ILLEGAL(s, (EndTurn{1, 0}), Reason::GameOver);
        AF_ILLEGAL(s, EndTurn{}, Reason::GameOver);
        AF_ILLEGAL(s, (Roll{{1, 2, 3}}), Reason::GameOver);
        QVERIFY(legalActions(s).empty());
        QCOMPARE(chanceCount(s), 0);
        QCOMPARE(s.players[Red].fuel, 10); // more than 8 tokens are kept
        QCOMPARE(s.players[Red].ore, 0);
        QCOMPARE(s.current, int8_t(Red));
        const auto rank = ranking(s);
        QCOMPARE(rank[0].seat, int(Red));
        QCOMPARE(rank[0].vp, 10);
        QCOMPARE(rank[0].fuel, 10); // tie-breaks use the tokens held at that moment
        QCOMPARE(rank[1].seat, int(Blue));
        QCOMPARE(rank[2].seat, int(Green));
        // Landing on Heinlein Plains instead also gives 10.
        AF_LEGAL(hp, dockOf(hp, Facility::ColonyConstructor, {5, 5, 5}, Territory::HeinleinPlains));
        QCOMPARE(hp.stage, Stage::GameOver);
        QCOMPARE(score(hp, Red).total(), 10);
    }

    void r11_gameEndsByAnyLanding()
    {
        // A launch from the Hub with no colony left in hand ends the game.
        GameState s = dealtGame(4);
        putColonies(s, Territory::LemBadlands, Red, 5);
        s.players[Red].coloniesLeft = 0;
        s.players[Red].hubCircle = 7;
        setResources(s, Red, 5, 5);
        rollFleet(s, {6, 1, 1, 1});
        GameState tf = s;
        AF_LEGAL(s, Launch{Territory::PohlFoothills});
        QCOMPARE(s.stage, Stage::GameOver);
        // The Terraforming Station may land the final colony from the Hub (it is not locked there).
        AF_LEGAL(tf, dockOf(tf, Facility::TerraformingStation, {6}, Territory::PohlFoothills));
        QCOMPARE(tf.stage, Stage::GameOver);
        QCOMPARE(int(tf.players[Red].hubCircle), 0);
        // A colony moved by a discard is not a landing: the game goes on.
        GameState m = dealtGame(4);
        clearHands(m);
        giveCard(m, Red, Card::OrbitalTeleporter);
        putColonies(m, Territory::LemBadlands, Red, 6);
        putColonies(m, Territory::HeinleinPlains, Blue, 1);
        m.players[Red].coloniesLeft = 0;
        rollFleet(m, {1, 2, 3});
        DiscardCard move{Card::OrbitalTeleporter, {}};
        move.args.territory = Territory::LemBadlands;
        move.args.player = Red;
        move.args.territory2 = Territory::HeinleinPlains;
        AF_LEGAL(m, move);
        QCOMPARE(m.stage, Stage::Main);
    }

    // ------------------------------------------------------------ supply (R-18)

    void r18_limitedSupply()
    {
        GameState s = dealtGame(4);
        QCOMPARE(s.supplyFuel, 28);
        setResources(s, Blue, 27, 0);
        QCOMPARE(s.supplyFuel, 2);
        rollFleet(s, {6, 6, 5});
        AF_LEGAL(s, dockOf(s, Facility::SolarConverter, {6, 6}));
        QCOMPARE(s.players[Red].fuel, 2); // only what the supply had
        QCOMPARE(s.supplyFuel, 0);
        AF_LEGAL(s, dockOf(s, Facility::SolarConverter, {5}));
        QCOMPARE(s.players[Red].fuel, 2);

        // Ore the same way; no trade when the supply has no ore.
        GameState o = dealtGame(4);
        setResources(o, Green, 0, 19);
        QCOMPARE(o.supplyOre, 0);
        setResources(o, Red, 6, 0);
        rollFleet(o, {3, 3, 4});
        AF_LEGAL(o, dockOf(o, Facility::LunarMine, {4}));
        QCOMPARE(o.players[Red].ore, 0);
        AF_LEGAL(o, dockOf(o, Facility::OrbitalMarket, {3, 3}));
        AF_ILLEGAL(o, Trade{}, Reason::SupplyEmpty);
        // Payments go back to the supply; then trades work again.
        setResources(o, Green, 0, 18);
        const int supplyFuel = o.supplyFuel;
        AF_LEGAL(o, Trade{});
        QCOMPARE(o.players[Red].ore, 1);
        QCOMPARE(o.supplyFuel, supplyFuel + 3);
        QCOMPARE(o.supplyOre, 0);

        // A raid moves tokens between players; the supply does not change.
        GameState r = dealtGame(4);
        setResources(r, Blue, 3, 3);
        const int fuel = r.supplyFuel, ore = r.supplyOre;
        rollFleet(r, {1, 2, 3});
        Dock raid = dockOf(r, Facility::RaidersOutpost, {1, 2, 3});
        raid.raid.kind = RaidChoice::Kind::Resources;
        raid.raid.takes.push_back(Take{Blue, 2, 2});
        AF_LEGAL(r, raid);
        QCOMPARE(r.supplyFuel, fuel);
        QCOMPARE(r.supplyOre, ore);
        QCOMPARE(r.players[Red].fuel, 2);
        QCOMPARE(r.players[Blue].ore, 1);

        // Payments return to the supply.
        GameState p = dealtGame(4);
        setResources(p, Red, 0, 3);
        const int before = p.supplyOre;
        rollFleet(p, {4, 4, 4});
        AF_LEGAL(p, dockOf(p, Facility::ColonyConstructor, {4, 4, 4}, Territory::LemBadlands));
        QCOMPARE(p.supplyOre, before + 3);
    }

    void r18_unlimitedSupplyOption()
    {
        GameState s = unlimitedGame(4);
        QVERIFY(!s.limitedSupply);
        QCOMPARE(s.supplyFuel, kSupplyFuel);
        setResources(s, Red, 29, 20);
        rollFleet(s, {6, 6, 5});
        AF_LEGAL(s, dockOf(s, Facility::SolarConverter, {6, 6}));
        QCOMPARE(s.players[Red].fuel, 35);
        AF_LEGAL(s, dockOf(s, Facility::LunarMine, {5}));
        QCOMPARE(s.players[Red].ore, 21);
        QCOMPARE(s.supplyFuel, kSupplyFuel);
        QCOMPARE(s.supplyOre, kSupplyOre);
    }

    // ------------------------------------------------------------ chance stages: Reveal and Reroll

    void cyclingTurnsUpThreeNewCards()
    {
        GameState s = dealtGame(4);
        clearHands(s);
        giveCard(s, Blue, Card::AlienCity);
        rollFleet(s, {1, 2, 3});
        AF_LEGAL(s, dockOf(s, Facility::AlienArtifact, {1}));
        const int pile = pileCount(s.drawPile);
        AF_LEGAL(s, Cycle{});
        QCOMPARE(s.stage, Stage::Reveal);
        QCOMPARE(chanceCount(s), 3);
        for (int8_t slot : s.display)
            QCOMPARE(slot, int8_t(-1));
        QCOMPARE(s.discardPile[idx(Card::BoosterPod)], uint8_t(1));
        QCOMPARE(s.discardPile[idx(Card::StasisBeam)], uint8_t(1));
        QCOMPARE(s.discardPile[idx(Card::DataCrystal)], uint8_t(1));
        QVERIFY(legalActions(s).empty());
        AF_ILLEGAL(s, dockOf(s, Facility::SolarConverter, {2}), Reason::WrongStage);
        AF_ILLEGAL(s, (Reveal{{Card::PlasmaCannon, Card::TemporalWarper}}), Reason::WrongCardCount);
        AF_ILLEGAL(s, (Reveal{{Card::PlasmaCannon, Card::AlienCity, Card::TemporalWarper}}), Reason::CardNotAvailable);
        // The discards only come back when the draw pile runs out.
        AF_ILLEGAL(s, (Reveal{{Card::PlasmaCannon, Card::PlasmaCannon, Card::PlasmaCannon}}), Reason::CardNotAvailable);
        AF_LEGAL(s, (Reveal{{Card::PlasmaCannon, Card::AlienMonument, Card::TemporalWarper}}));
        QCOMPARE(s.stage, Stage::Main);
        QCOMPARE(s.display[0], int8_t(idx(Card::PlasmaCannon)));
        QCOMPARE(s.display[1], int8_t(idx(Card::AlienMonument)));
        QCOMPARE(s.display[2], int8_t(idx(Card::TemporalWarper)));
        QCOMPARE(pileCount(s.drawPile), pile - 3);
        AF_ILLEGAL(s, Cycle{}, Reason::NoCycleLeft);
    }

    void claimRefillsTheDisplayAndDiscardsAreReshuffled()
    {
        GameState s = dealtGame(4);
        clearHands(s);
        // Only one card left in the draw pile: the rest of the deck is in the discard pile.
        for (int c = 0; c < kCardCount; ++c)
            while (s.drawPile[c] > 0)
                discardFromPile(s, static_cast<Card>(c));
        --s.discardPile[idx(Card::PlasmaCannon)];
        ++s.drawPile[idx(Card::PlasmaCannon)];
        rollFleet(s, {6, 2, 3});
        AF_LEGAL(s, dockOf(s, Facility::AlienArtifact, {6, 2}));
        AF_LEGAL(s, Claim{Card::StasisBeam});
        QCOMPARE(chanceCount(s), 1);
        AF_ILLEGAL(s, (Reveal{{Card::AlienCity}}), Reason::CardNotAvailable);
        AF_LEGAL(s, (Reveal{{Card::PlasmaCannon}}));
        QCOMPARE(s.display[1], int8_t(idx(Card::PlasmaCannon)));
        QCOMPARE(pileCount(s.drawPile), 0);
        // Cycling now: the display goes to the discards, which become the new draw pile.
        AF_LEGAL(s, dockOf(s, Facility::AlienArtifact, {3}));
        const int discards = pileCount(s.discardPile);
        AF_LEGAL(s, Cycle{});
        QCOMPARE(chanceCount(s), 3);
        AF_LEGAL(s, (Reveal{{Card::PlasmaCannon, Card::AlienCity, Card::DataCrystal}}));
        QCOMPARE(pileCount(s.discardPile), 0);
        QCOMPARE(pileCount(s.drawPile), discards + 3 - 3);
        QCOMPARE(s.display[0], int8_t(idx(Card::PlasmaCannon)));
    }

    void noCardLeftAnywhere()
    {
        // Every card not on display is in a hand: a claim leaves an empty slot, a cycle shows what it can.
        GameState s = dealtGame(4);
        clearHands(s);
        for (int c = 0; c < kCardCount; ++c)
            while (s.drawPile[c] > 0) {
                int seat = 1;
                while (holds(s, seat % 4, static_cast<Card>(c)))
                    ++seat;
                giveCard(s, seat % 4, static_cast<Card>(c));
            }
        QCOMPARE(pileCount(s.drawPile), 0);
        QVERIFY(!holds(s, Red, Card::BoosterPod));
        rollFleet(s, {6, 2, 3});
        AF_LEGAL(s, dockOf(s, Facility::AlienArtifact, {6, 2}));
        AF_LEGAL(s, Claim{Card::BoosterPod});
        QCOMPARE(s.stage, Stage::Main);
        QCOMPARE(s.display[0], int8_t(-1));
        AF_LEGAL(s, dockOf(s, Facility::AlienArtifact, {3}));
        AF_LEGAL(s, Cycle{});
        QCOMPARE(s.stage, Stage::Reveal);
        QCOMPARE(chanceCount(s), 2); // the two cards just discarded, reshuffled
        AF_LEGAL(s, (Reveal{{Card::DataCrystal, Card::StasisBeam}}));
        QCOMPARE(s.display[0], int8_t(idx(Card::DataCrystal)));
        QCOMPARE(s.display[1], int8_t(idx(Card::StasisBeam)));
        QCOMPARE(s.display[2], int8_t(-1));
    }

    void rerollStage()
    {
        GameState s = dealtGame(4); // Red holds the Temporal Warper
        setResources(s, Red, 1, 0);
        rollFleet(s, {1, 2, 6});
        UseCard warp{Card::TemporalWarper, {}};
        warp.args.ships = {0, 2};
        AF_LEGAL(s, warp);
        QCOMPARE(s.stage, Stage::Reroll);
        QCOMPARE(chanceCount(s), 2);
        QCOMPARE(shipsToRoll(s), (ShipList{0, 2}));
        AF_ILLEGAL(s, EndTurn{}, Reason::WrongStage);
        AF_ILLEGAL(s, (Reroll{{3, 3, 3}}), Reason::WrongValueCount);
        AF_LEGAL(s, (Reroll{{3, 4}}));
        QCOMPARE(int(s.ships[0].value), 3);
        QCOMPARE(int(s.ships[1].value), 2);
        QCOMPARE(int(s.ships[2].value), 4);
        QCOMPARE(s.stage, Stage::Main);
        QCOMPARE(s.turn.rerollShips, uint64_t(0));
    }

    // ------------------------------------------------------------ legalActions

    void legalActionsOnlyInTheMainStage()
    {
        GameState d = newGame(options(3));
        QVERIFY(legalActions(d).empty());
        GameState s = dealtGame(3);
        QCOMPARE(s.stage, Stage::Roll);
        QVERIFY(legalActions(s).empty());
        rollFleet(s, {1, 2, 3});
        QVERIFY(!legalActions(s).empty());
    }

    void legalActionsAreExactlyLegal()
    {
        GameState s = dealtGame(4);
        clearHands(s);
        for (Card c : {Card::BoosterPod, Card::OrbitalTeleporter, Card::PlasmaCannon, Card::StasisBeam,
                       Card::TemporalWarper})
            giveCard(s, Red, c);
        putColonies(s, Territory::LemBadlands, Blue, 1);
        putColonies(s, Territory::HeinleinPlains, Red, 1);
        discardFromPile(s, Card::AlienCity);
        placeShip(s, Blue, Facility::LunarMine, 4);
        placeShip(s, Green, Facility::SolarConverter, 2);
        setResources(s, Red, 4, 4);
        setResources(s, Blue, 2, 2);
        rollFleet(s, {3, 3, 5, 1});
        const std::vector<Action> list = legalActions(s);
        for (const Action &a : list) {
            const auto r = check(s, a);
            QVERIFY2(!r, qPrintable(QStringLiteral("offered %1 refused: %2")
                                        .arg(qs(actionTypeId(a)))
                                        .arg(QString::fromStdString(describe(*r, s)))));
        }
        // A few hand-picked legal actions are offered.
        QVERIFY(offered(list, dockOf(s, Facility::SolarConverter, {1})));
        QVERIFY(offered(list, dockOf(s, Facility::OrbitalMarket, {3, 3})));
        QVERIFY(offered(list, dockOf(s, Facility::Shipyard, {3, 3})));
        QVERIFY(offered(list, dockOf(s, Facility::LunarMine, {5})));
        QVERIFY(offered(list, dockOf(s, Facility::AlienArtifact, {3, 5})));
        QVERIFY(offered(list, dockOf(s, Facility::ColonistHub, {3, 5, 1}))); // ships in ascending order
        UseCard boost{Card::BoosterPod, {}};
        boost.args.ship = shipWith(s, 5);
        QVERIFY(offered(list, boost));
        DiscardCard field{Card::StasisBeam, {}};
        field.args.territory = Territory::LemBadlands;
        QVERIFY(offered(list, field));
        DiscardCard warp{Card::TemporalWarper, {}};
        warp.args.card = Card::AlienCity;
        QVERIFY(offered(list, warp));
        // ...and illegal ones are not.
        QVERIFY(!offered(list, dockOf(s, Facility::LunarMine, {1})));
        QVERIFY(!offered(list, ToMaintenanceBay{shipWith(s, 1)}));
        QCOMPARE(countOf<EndTurn>(list), 0); // ships are still unplaced
        QCOMPARE(countOf<Trade>(list), 0);
        QCOMPARE(countOf<Claim>(list), 0);
        QCOMPARE(countOf<Launch>(list), 0);
        QCOMPARE(countOf<BuyRelic>(list), 0);

        // Once every ship is docked: the end of the turn, with each way of returning the excess.
        AF_LEGAL(s, dockOf(s, Facility::OrbitalMarket, {3, 3}));
        AF_LEGAL(s, dockOf(s, Facility::SolarConverter, {5, 1}));
        QCOMPARE(s.players[Red].fuel, 8);
        const std::vector<Action> after = legalActions(s);
        for (const Action &a : after)
            QVERIFY(!check(s, a));
        QVERIFY(offered(after, Trade{}));
        QCOMPARE(countOf<EndTurn>(after), 5); // 12 tokens: 4 to return, 0..4 of them fuel
        QVERIFY(offered(after, (EndTurn{4, 0})));
        QVERIFY(offered(after, (EndTurn{1, 3})));
        QCOMPARE(countOf<Dock>(after), 0);
    }

    void legalActionsOfferEveryDistinctGroupOfShips()
    {
        // Ships of equal value are interchangeable, so each distinct group is offered once, 1s included.
        GameState s = dealtGame(4);
        setResources(s, Red, 1, 3);
        rollFleet(s, {1, 1, 1, 4});
        const std::vector<Action> list = legalActions(s);
        QVERIFY(offered(list, dockOf(s, Facility::ColonyConstructor, {1, 1, 1}, Territory::LemBadlands)));
        QVERIFY(offered(list, dockOf(s, Facility::OrbitalMarket, {1, 1})));
        QVERIFY(offered(list, dockOf(s, Facility::SolarConverter, {1, 1, 4})));
        QVERIFY(offered(list, dockOf(s, Facility::AlienArtifact, {1, 4})));
        QVERIFY(offered(list, dockOf(s, Facility::AlienArtifact, {1, 1, 1, 4})));
        int solar = 0;
        for (const Action &a : list)
            if (const Dock *d = std::get_if<Dock>(&a); d && d->facility == Facility::SolarConverter)
                ++solar;
        QCOMPARE(solar, 7); // 0-3 ones and 0-1 four, not both zero
        // The Temporal Warper is offered for each distinct group too.
        QCOMPARE(countOf<UseCard>(list), 7);
    }

    void legalActionsAreTheSameFromCallToCall()
    {
        // legalActions builds its list in a buffer it keeps for the next call: a long list must leave nothing in a
        // shorter one, a returned list must not change with later calls, and another thread must get the same.
        GameState busy = dealtGame(4);
        clearHands(busy);
        giveCard(busy, Red, Card::MindControlHelmet);
        placeShip(busy, Blue, Facility::SolarConverter, 2);
        placeShip(busy, Green, Facility::AlienArtifact, 5);
        setResources(busy, Red, 6, 2);
        rollFleet(busy, {1, 3, 4});
        GameState quiet = dealtGame(2);
        rollFleet(quiet, {2, 2, 6});
        const std::vector<Action> quietFirst = legalActions(quiet);
        const std::vector<Action> busyFirst = legalActions(busy);
        QVERIFY(busyFirst.size() > 2 * quietFirst.size());
        const std::vector<Action> busyCopy = busyFirst;
        QCOMPARE(legalActions(quiet), quietFirst);
        QCOMPARE(busyFirst, busyCopy);
        QCOMPARE(legalActions(busy), busyFirst);
        std::vector<Action> fromThread;
        std::thread([&] { fromThread = legalActions(busy); }).join();
        QCOMPARE(fromThread, busyFirst);
    }

    void legalActionsAreComplete_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("ruleset");
        QTest::addColumn<int>("games");
        QTest::newRow("2013 2 players") << 2 << idx(Ruleset::R2013) << 12;
        QTest::newRow("2013 4 players") << 4 << idx(Ruleset::R2013) << 12;
        QTest::newRow("first edition 3 players") << 3 << idx(Ruleset::FirstEdition) << 12;
        QTest::newRow("edition-x 3 players") << 3 << idx(Ruleset::EditionX) << 12;
        QTest::newRow("factions 2013 3 players") << 3 << idx(Ruleset::R2013) + 10 << 12;
        QTest::newRow("factions edition-x 4 players") << 4 << idx(Ruleset::EditionX) + 10 << 12;
        QTest::newRow("extra-tech 2013 3 players") << 3 << idx(Ruleset::R2013) + 20 << 12;
        QTest::newRow("extra-tech edition-x 2 players") << 2 << idx(Ruleset::EditionX) + 20 << 12;
        QTest::newRow("extra-tech and factions 2013 4 players") << 4 << idx(Ruleset::R2013) + 30 << 12;
        QTest::newRow("edition-x 5 players") << 5 << idx(Ruleset::EditionX) << 12;
        QTest::newRow("edition-x 6 players") << 6 << idx(Ruleset::EditionX) << 12;
        // Every faction choice of 6 boards is a long list of candidates: fewer games.
        QTest::newRow("factions edition-x 6 players") << 6 << idx(Ruleset::EditionX) + 10 << 2;
        QTest::newRow("agendas 2013 4 players") << 4 << idx(Ruleset::R2013) + 40 << 12;
        QTest::newRow("agendas and factions edition-x 4 players") << 4 << idx(Ruleset::EditionX) + 50 << 12;
        QTest::newRow("agendas and factions with prophets 2013 3 players") << 3 << idx(Ruleset::R2013) + 60 << 4;
        QTest::newRow("all three modules edition-x 3 players") << 3 << idx(Ruleset::EditionX) + 70 << 3;
    }
    void legalActionsAreComplete()
    {
        // Random games; in some main-stage states, every candidate of every shape that check() accepts must be
        // offered (up to interchangeable ships), and everything offered must be accepted.
        QFETCH(int, players);
        QFETCH(int, ruleset);
        QFETCH(int, games);
        // Rows numbered 10 and up play the factions module (random boards, the draft's picks compared too), 20 and
        // up the extra-tech module, 30 and up both; 40 and up the agendas module, 50 and up with factions, 60 and
        // up with Prophets of the Artifact always drawn, 70 and up with extra-tech too.
        const bool factions = ruleset / 10 == 1 || ruleset / 10 == 3 || ruleset / 10 >= 5;
        const bool prophets = ruleset / 10 == 6;
        const bool extraTech = ruleset / 10 == 2 || ruleset / 10 == 3 || ruleset / 10 == 7;
        const bool agendas = ruleset >= 40;
        GameOptions o = options(players, static_cast<Ruleset>(ruleset % 10));
        if (factions)
            o.modules |= moduleBit(Module::Factions);
        if (extraTech)
            o.modules |= moduleBit(Module::ExtraTech);
        if (agendas)
            o.modules |= moduleBit(Module::Agendas);
        int checkedStates = 0;
        int factionActions = 0;
        int prophetsActions = 0;
        int extraTechActions = 0;
        int agendaActions = 0;
        for (int g = 0; g < games; ++g) {
            Rng rng(7000u + static_cast<uint64_t>(g) * 31u + static_cast<uint64_t>(players));
            GameState s = newGame(o);
            for (int step = 0; step < 1500 && s.stage != Stage::GameOver; ++step) {
                if (s.stage == Stage::BoardDraw) {
                    DrawBoards draw = implementedBoards(s, rng);
                    const auto it = std::find(draw.boards.begin(), draw.boards.end(), Faction::ProphetsOfTheArtifact);
                    if (prophets && it == draw.boards.end())
                        draw.boards[0] = Faction::ProphetsOfTheArtifact;
                    AF_LEGAL(s, draw);
                    continue;
                }
                if (isChanceStage(s.stage)) {
                    // Only the cards used before the roll (extra-tech) are offered in a chance stage, and each of
                    // them is; the roll may always come at once.
                    const std::vector<Action> early = legalActions(s);
                    std::vector<std::string> earlySigs;
                    for (const Action &a : early) {
                        const auto *u = std::get_if<UseCard>(&a);
                        QVERIFY(s.stage == Stage::Roll && u && isExtraTech(idx(u->card)));
                        QVERIFY(!check(s, a));
                        earlySigs.push_back(signature(s, a));
                    }
                    std::sort(earlySigs.begin(), earlySigs.end());
                    if (s.stage == Stage::Roll && extraTech)
                        for (const Action &a : candidates(s))
                            if (std::holds_alternative<UseCard>(a) && !check(s, a))
                                QVERIFY2(std::binary_search(earlySigs.begin(), earlySigs.end(), signature(s, a)),
                                         qPrintable(QStringLiteral("legal before the roll but not offered: %1")
                                                        .arg(QString::fromStdString(signature(s, a)))));
                    if (!early.empty() && rng.below(2) == 0) {
                        ++extraTechActions;
                        AF_LEGAL(s, early[rng.below(static_cast<int>(early.size()))]);
                        continue;
                    }
                    AF_LEGAL(s, *sampleChance(s, rng));
                    continue;
                }
                const std::vector<Action> legal = legalActions(s);
                QVERIFY(!legal.empty());
                // Agenda windows last one action: such states are always checked.
                const bool agendaOffered = std::any_of(legal.begin(), legal.end(), [](const Action &a) {
                    return std::holds_alternative<RevealAgenda>(a) || std::holds_alternative<DiscardAgenda>(a);
                });
                agendaActions += agendaOffered;
                if (step % 3 == 0 || agendaOffered || s.stage == Stage::TurnStart || s.stage == Stage::ScoutOrder) {
                    ++checkedStates;
                    for (const Action &a : legal) {
                        const auto *d = std::get_if<Dock>(&a);
                        factionActions += std::holds_alternative<UseFaction>(a) ||
                                          (d && (isBoardFacility(d->facility) || d->faction.ship != kNoShip));
                        prophetsActions +=
                            (d && d->facility == boardFacility(Faction::ProphetsOfTheArtifact)) ||
                            (std::holds_alternative<UseFaction>(a) &&
                             detail::boardOwner(s, Faction::ProphetsOfTheArtifact) == s.current);
                        if (const auto *u = std::get_if<UseCard>(&a))
                            extraTechActions += isExtraTech(idx(u->card));
                        if (const auto *dc = std::get_if<DiscardCard>(&a))
                            extraTechActions += isExtraTech(idx(dc->card));
                    }
                    compareWithCandidates(s, legal);
                    if (QTest::currentTestFailed())
                        return;
                }
                Action next = legal[rng.below(static_cast<int>(legal.size()))];
                if (std::holds_alternative<EndTurn>(next) && legal.size() > 1 && rng.below(3) != 0)
                    next = legal[rng.below(static_cast<int>(legal.size()))];
                AF_LEGAL(s, next);
            }
        }
        QVERIFY(checkedStates > 50);
        QCOMPARE(factionActions > 0, factions);
        if (prophets)
            QVERIFY(prophetsActions > 0);
        QCOMPARE(extraTechActions > 0, extraTech);
        QCOMPARE(agendaActions > 0, agendas);
    }

    void legalActionsAreCompleteInTheTurnStartWindow()
    {
        // Extra-tech, X-53: at Red's turn start with the Bio-Integration Circuit and a ship on the Terraforming
        // Station, the window lists the discard and BeginTurn; after BeginTurn, the roll.
        GameState s = techGame(3, Ruleset::R2013);
        giveCard(s, Red, Card::BioIntegrationCircuit);
        giveCard(s, Red, Card::BoosterPod);
        rollFleet(s, {1, 2, 3});
        placeShip(s, Red, Facility::TerraformingStation, 6);
        playUntil(s, Red);
        QCOMPARE(s.stage, Stage::TurnStart);
        const std::vector<Action> legal = legalActions(s);
        QCOMPARE(int(legal.size()), 2);
        compareWithCandidates(s, legal);
    }

    void legalActionsAreCompleteAtTheEndOfATableAgendasGame()
    {
        // X-28: at a table, the seats' unnamed agenda cards are revealed by their end-game sides after the game
        // ends, or a seat says it has no more to reveal; both are offered exactly as check() accepts them.
        GameOptions o = options(2);
        o.modules = moduleBit(Module::Agendas);
        GameState s = newGame(o);
        DealAgendas deal;
        deal.cards = {std::nullopt, std::nullopt, std::nullopt, std::nullopt};
        must(s, deal);
        dealAsUsual(s);
        putColonies(s, Territory::PohlFoothills, Red, 1);
        makeActive(s, Blue);
        putColonies(s, Territory::AsimovCrater, Blue, s.players[Blue].coloniesLeft - 1); // one left to land
        setResources(s, Blue, 0, 3);
        rollFleet(s, {3, 3, 3});
        must(s, dockOf(s, Facility::ColonyConstructor, {3, 3, 3}, Territory::LemBadlands));
        QCOMPARE(s.stage, Stage::GameOver);
        std::vector<Action> legal = legalActions(s);
        QVERIFY(std::find(legal.begin(), legal.end(), Action{EndGameRevealsDone{Red}}) != legal.end());
        compareWithCandidates(s, legal);
        must(s, EndGameRevealsDone{Red});
        legal = legalActions(s);
        QVERIFY(std::find(legal.begin(), legal.end(), Action{EndGameRevealsDone{Red}}) == legal.end());
        compareWithCandidates(s, legal);
    }

    void legalActionsAreCompleteForTheAutoPilotIncome()
    {
        // X-40: at Blue's turn start, Red holding the Auto Pilot A.I. with a ship on it chooses fuel or ore; Blue's
        // BeginTurn waits for it. With the Bio-Integration Circuit Blue's discard is offered beside it.
        GameState s = techGame(3, Ruleset::R2013);
        giveCard(s, Red, Card::AutoPilotAI);
        const ShipList fleet = rollFleet(s, {1, 2, 3});
        UseCard onCard{Card::AutoPilotAI, {}};
        onCard.args.ship = fleet[0];
        must(s, onCard);
        finishTurn(s);
        QCOMPARE(s.current, int8_t(Blue));
        QCOMPARE(s.stage, Stage::TurnStart);
        std::vector<Action> legal = legalActions(s);
        QCOMPARE(int(legal.size()), 2);
        compareWithCandidates(s, legal);
        must(s, AutoPilotIncome{Red, Resource::Ore});
        QCOMPARE(s.stage, Stage::Roll);
        legal = legalActions(s);
        compareWithCandidates(s, legal);
    }

    void legalActionsAreCompleteForTheSuperconductingGrapple()
    {
        // X-43: with every port taken at the Lunar Mine, the Orbital Market and the Raiders' Outpost, the grapple's
        // dockings there are offered exactly as check() accepts them (the candidates try every facility).
        GameState s = techGame(3, Ruleset::R2013);
        giveCard(s, Red, Card::SuperconductingGrapple);
        while (freeSlots(s, Facility::LunarMine, Red) > 0)
            placeShip(s, Blue, Facility::LunarMine, 3);
        while (freeSlots(s, Facility::OrbitalMarket, Red) > 0) {
            const uint32_t group = s.nextGroup++;
            placeShip(s, Blue, Facility::OrbitalMarket, 2, group);
            placeShip(s, Blue, Facility::OrbitalMarket, 2, group);
        }
        const uint32_t run = s.nextGroup++;
        for (int v : {4, 5, 6})
            placeShip(s, Green, Facility::RaidersOutpost, v, run);
        setResources(s, Red, 5, 0);
        rollFleet(s, {1, 2, 3, 4, 4});
        const std::vector<Action> legal = legalActions(s);
        int grapples = 0;
        for (const Action &a : legal)
            if (const auto *u = std::get_if<UseCard>(&a); u && u->card == Card::SuperconductingGrapple)
                ++grapples;
        QVERIFY(grapples > 0);
        compareWithCandidates(s, legal);
    }

    void legalActionsAreCompleteForTheChameleonCloakAtTheHub_data()
    {
        QTest::addColumn<int>("players");
        QTest::newRow("tracks, 4 players") << 4;
        QTest::newRow("freeform Hub, 6 players") << 6;
    }
    void legalActionsAreCompleteForTheChameleonCloakAtTheHub()
    {
        // Our reading of X-42 at the Colonist Hub: Blue's and Green's Hub ships replaced, one by one or together,
        // by Red's ships docking on Red's own track (or, with 6 players, on the freeform Hub, where every circle 7
        // is taken and Red's colony on circle 6 launches at once, naming a territory).
        QFETCH(int, players);
        GameState s = techGame(players, Ruleset::EditionX);
        giveCard(s, Red, Card::ChameleonCloak);
        const uint32_t pair = s.nextGroup++;
        placeShip(s, Blue, Facility::ColonistHub, 2, pair);
        placeShip(s, Blue, Facility::ColonistHub, 5, pair);
        placeShip(s, Green, Facility::ColonistHub, 5);
        for (int seat = Blue; seat < players; ++seat) {
            --s.players[seat].coloniesLeft;
            s.players[seat].hubCircle = static_cast<int8_t>(players > 4 && seat <= 4 ? 7 : 3);
            if (players > 4) // the freeform Hub's colonies are on a track of their own circle (X-58)
                s.players[seat].hubTrack = static_cast<int8_t>(seat <= 4 ? seat - 1 : 0);
        }
        if (players > 4) {
            --s.players[Red].coloniesLeft;
            s.players[Red].hubCircle = 6;
            s.players[Red].hubTrack = 0;
        }
        setResources(s, Red, 5, 2);
        rollFleet(s, {2, 5, 5, 1});
        QCOMPARE(qs(stateProblem(s)), QString());
        const std::vector<Action> legal = legalActions(s);
        int cloaks = 0;
        for (const Action &a : legal)
            if (const auto *u = std::get_if<UseCard>(&a); u && u->card == Card::ChameleonCloak)
                cloaks += u->args.dock->facility == Facility::ColonistHub;
        QVERIFY(cloaks > 0);
        compareWithCandidates(s, legal);
    }

    void legalActionsAreCompleteWithTheAgendaCards()
    {
        // X-50: the Oracle Engine before the roll, the Multiverse Window's discard of each face-down card (named,
        // and in table mode every card the player may hold unnamed).
        GameOptions o = options(2, Ruleset::EditionX);
        o.modules = moduleBit(Module::ExtraTech) | moduleBit(Module::Agendas);
        for (const bool table : {false, true}) {
            GameState s = newGame(o);
            DealAgendas deal;
            if (table)
                deal.cards = {std::nullopt, std::nullopt, std::nullopt, std::nullopt};
            else
                deal.cards = {Agenda::SixOreOneTurn, Agenda::TwelveFuelOneTurn, Agenda::LowRollTen,
                              Agenda::FiveFacilities};
            AF_LEGAL(s, deal);
            dealAsUsual(s);
            clearHands(s);
            giveCard(s, Red, Card::OracleEngine);
            giveCard(s, Red, Card::MultiverseWindow);
            setResources(s, Red, 3, 0);
            const std::vector<Action> early = legalActions(s);
            QCOMPARE(early, (std::vector<Action>{UseCard{Card::OracleEngine, {}}}));
            compareWithCandidates(s, early);
            rollFleet(s, {1, 2, 3});
            const std::vector<Action> legal = legalActions(s);
            int reveals = 0;
            for (const Action &a : legal)
                if (const auto *d = std::get_if<DiscardCard>(&a); d && d->card == Card::MultiverseWindow)
                    ++reveals;
            QCOMPARE(reveals, table ? std::popcount(s.agendas.unknown) : 2);
            compareWithCandidates(s, legal);
        }
    }

    void legalActionsOfferTheMaintenanceBayOnlyWhenNothingElse()
    {
        GameState s = dealtGame(4);
        for (int i = 0; i < 6; ++i)
            placeShip(s, Blue, Facility::SolarConverter, 3);
        for (int i = 0; i < 2; ++i)
            placeShip(s, Green, Facility::SolarConverter, 3);
        for (int i = 0; i < 4; ++i)
            placeShip(s, Green, Facility::AlienArtifact, 1);
        placeShip(s, Yellow, Facility::LunarMine, 6);
        s.players[Red].hubCircle = 7;
        --s.players[Red].coloniesLeft;
        rollFleet(s, {2, 5});
        const std::vector<Action> list = legalActions(s);
        QCOMPARE(int(list.size()), 2);
        QVERIFY(offered(list, ToMaintenanceBay{shipWith(s, 2)}));
        QVERIFY(offered(list, ToMaintenanceBay{shipWith(s, 5)}));
    }
};

QTEST_APPLESS_MAIN(TestTurn)
#include "tst_turn.moc"
