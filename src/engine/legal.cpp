// legalActions: candidates of the right shape for each action, filtered by check() so the list can never disagree
// with the rules (detail::checkWithinAgendaLimit: check() without the agenda limit's question, asked once).
// Interchangeable ships (same value, both coloured) are offered once.
#include "agendas/agendas.h"
#include "engine.h"
#include "mechanics.h"
#include "modules/extension.h"
#include "modules/tech.h"
#include "values.h"

#include <algorithm>
#include <bit>

namespace af {

namespace {

class Generator {
public:
    explicit Generator(const GameState &s) : s(s), seat(s.current)
    {
        freePorts.fill(kNotCounted);
        for (uint64_t m = unplacedShipsOf(s, seat); m; m &= m - 1)
            unplaced.push_back(static_cast<int8_t>(std::countr_zero(m)));
        groups = computeSubsets();
        for (const ShipList &g : groups) {
            Values values;
            for (int8_t ship : g)
                insertSorted(values, s.ships[ship].value);
            groupValues.push_back(values);
        }
    }

    // Lists into `list` (cleared first; its capacity is kept).
    void run(std::vector<Action> &list)
    {
        list.clear();
        out.swap(list);
        docks(kNoShip, nullptr);
        // A ship in one of the dockings just listed can dock somewhere, so the Maintenance Bay is refused to it
        // (toMaintenanceBay): only the others need the check, which tries every facility.
        const uint64_t dockable = shipsInListedDocks();
        for (int8_t ship : distinctShips(unplaced))
            if (!((dockable >> ship) & 1))
                add(ToMaintenanceBay{ship});
        addMainAction(Trade{});
        addMainAction(Cycle{});
        claims();
        launches();
        addMainAction(BuyRelic{});
        for (int c = 0; c < kCardCount; ++c) {
            if (!holds(s, seat, static_cast<Card>(c)))
                continue;
            if (!(s.turn.cardsUsed & cardBit(static_cast<Card>(c))))
                cardUses(static_cast<Card>(c));
            if (!s.turn.discardUsed)
                cardDiscards(static_cast<Card>(c));
        }
        detail::extraTechReleaseChoices(s, seat, [&](const UseCard &u) { add(u); });
        factionAbilities();
        endTurns();
        out.swap(list);
    }

private:
    const GameState &s;
    const int seat;
    ShipList unplaced;
    std::vector<Action> out;
    GameState scratch; // the state each candidate is checked on
    // movedShipDocks: the state after the card's use up to the docking, and whether the candidates are checked from it.
    std::optional<GameState> taken;
    bool checkFromTaken = false;

    using Values = SmallList<uint8_t, kMaxFleet + 1>; // a docking's ship values, ascending
    std::vector<ShipList> groups;                     // distinct sub-multisets of the unplaced ships
    std::vector<Values> groupValues;
    std::vector<RaidChoice> raids;
    bool raidsKnown = false;
    std::vector<RaidChoice> smugglerRaidList; // smugglerDocks' raids
    std::optional<GameState> atRaid;           // smugglerDocks: the state a docking's raids start from
    bool smugglerRaidsKnown = false;
    static constexpr int kNotCounted = -1;
    std::array<int, kFacilityCount> freePorts; // freePortsAt's counts
    // movedToBoard's legal choices, by card (Teleporter, Helmet) and board owner, with the player's fuel after the
    // card's use when they were found from that state (movedShipDocks), else kUnknown.
    struct MovedChoices {
        static constexpr int kUnknown = -1;
        std::vector<FactionArgs> legal;
        int fuelLeft = kUnknown;
    };
    std::array<std::array<MovedChoices, kMaxPlayers>, 2> movedChoices;

    // Whether a board's docking choices are legal, checked once per choice class when the board has classes
    // (FactionRules::dockChoiceClass: same class, same verdict), else once per choice. For one ship, or for a board
    // whose docking does not read the ship.
    class ChoiceClasses {
    public:
        explicit ChoiceClasses(const detail::FactionRules *rules) : rules(rules) { verdict.fill(Unknown); }
        bool legal(Generator &g, const FactionArgs &choice, const Action &a)
        {
            if (!rules->dockChoiceClass)
                return !g.refusal(a);
            Verdict &v = verdict[rules->dockChoiceClass(g.s, g.seat, choice)];
            if (v == Unknown)
                v = g.refusal(a) ? Refused : Legal;
            return v == Legal;
        }

    private:
        enum Verdict : int8_t { Unknown, Legal, Refused };
        const detail::FactionRules *rules;
        std::array<Verdict, detail::FactionRules::kChoiceClasses> verdict;
    };

    static void insertSorted(Values &values, uint8_t v)
    {
        values.push_back(v);
        for (int j = values.size() - 1; j > 0 && values[j - 1] > values[j]; --j)
            std::swap(values[j - 1], values[j]);
    }

    // check(), played on this listing's own scratch state (detail::checkWithinAgendaLimit); for the dockings of a ship
    // the Teleporter or Helmet moves, from the state where it has left its facility (movedShipDocks).
    std::optional<Rejection> refusal(const Action &a)
    {
        if (checkFromTaken)
            return detail::checkMovedShipDocking(*taken, std::get<UseCard>(a), scratch);
        return detail::checkWithinAgendaLimit(s, a, scratch);
    }

    // Lists the candidate when check() accepts it. It is built once, in its place at the end of the list, and taken
    // back when refused: an action is about 200 bytes, and this runs for every candidate.
    template <typename Candidate> void add(const Candidate &a)
    {
        out.emplace_back(a);
        if (refusal(out.back()))
            out.pop_back();
    }
    // add() for a docking, or for the card's use that moves a ship there (`carrier`).
    void addDocking(const Dock &d, const UseCard *carrier)
    {
        if (carrier)
            std::get<UseCard>(out.emplace_back(*carrier)).args.dock = d;
        else
            out.emplace_back(d);
        if (refusal(out.back()))
            out.pop_back();
    }

    // refusal() for the trade, cycle, claims, launches, Relic Ship and end of turn tried in every listing and mostly
    // refused: their first refusal is asked of the state as it is, before a copy (detail::refusedBeforeCopy).
    std::optional<Rejection> mainActionRefusal(const Action &a)
    {
        if (std::optional<Rejection> r = detail::refusedBeforeCopy(s, a))
            return r;
        return refusal(a);
    }
    void addMainAction(const Action &a)
    {
        if (!mainActionRefusal(a))
            out.emplace_back(a);
    }

    // The ships of the dockings listed so far (bit per ship id).
    uint64_t shipsInListedDocks() const
    {
        uint64_t ships = 0;
        for (const Action &a : out)
            if (const auto *d = std::get_if<Dock>(&a))
                for (int8_t ship : d->ships)
                    ships |= uint64_t{1} << ship;
        return ships;
    }

    // Ships a player would see as the same die: equal value, and both coloured (the Relic Ship is told apart).
    int classOf(int ship) const { return s.ships[ship].value * 2 + (isRelic(ship) ? 1 : 0); }

    ShipList distinctShips(const ShipList &ships) const
    {
        ShipList result;
        for (int8_t ship : ships) {
            bool seen = false;
            for (int8_t r : result)
                seen = seen || classOf(r) == classOf(ship);
            if (!seen)
                result.push_back(ship);
        }
        return result;
    }

    // Every distinct sub-multiset of the unplaced ships, as ship lists.
    std::vector<ShipList> computeSubsets() const
    {
        std::vector<ShipList> result;
        // The key holds a 3-bit count for each of the 12 classes (values 1-6, coloured or Relic): 36 bits, so it
        // must be 64-bit; in 32 bits the 1s fell off the top and subsets differing only in 1s were merged.
        std::vector<uint64_t> keys;
        const int n = unplaced.size();
        for (int mask = 1; mask < (1 << n); ++mask) {
            ShipList list;
            std::array<int, 14> classes{};
            for (int i = 0; i < n; ++i)
                if (mask & (1 << i)) {
                    list.push_back(unplaced[i]);
                    ++classes[classOf(unplaced[i])];
                }
            uint64_t key = 0;
            for (int c = 2; c < 14; ++c)
                key = key * 8 + classes[c];
            if (std::find(keys.begin(), keys.end(), key) != keys.end())
                continue;
            keys.push_back(key);
            result.push_back(list);
        }
        return result;
    }

    std::vector<RaidChoice> raidChoices(int feePaidTo = kNoPlayer) const
    {
        std::vector<RaidChoice> choices{RaidChoice{}};
        for (const RaidChoice &c : resourceRaids(kNoPlayer, feePaidTo))
            choices.push_back(c);
        for (const RaidChoice &c : cardRaids())
            choices.push_back(c);
        return choices;
    }

    // A card: any card of one player, only the Decoy from a Decoy holder.
    std::vector<RaidChoice> cardRaids() const
    {
        std::vector<RaidChoice> choices;
        for (int p = 0; p < s.playerCount; ++p) {
            if (p == seat)
                continue;
            for (int c = 0; c < kCardCount; ++c) {
                if (!holds(s, p, static_cast<Card>(c)))
                    continue;
                if (holds(s, p, Card::HolographicDecoy) && c != idx(Card::HolographicDecoy))
                    continue;
                RaidChoice choice;
                choice.kind = RaidChoice::Kind::Card;
                choice.player = static_cast<int8_t>(p);
                choice.card = static_cast<Card>(c);
                // Colonies kept on the card land where the raider puts them (Gravitron Shunt, X-41).
                detail::cardColonyLandings(s, choice.card, [&](const ColonySpread &landings) {
                    choice.landings = landings;
                    // Generators straddling with the Field Amplifier, settled by the raider.
                    detail::straddleSettlements(s, choice.card, [&](const FieldPlaces &settle) {
                        choice.settle = settle;
                        choices.push_back(choice);
                    });
                });
            }
        }
        return choices;
    }

    // With a Smugglers' Alliance ship: a card and then up to 4 tokens; the card taken first, so taking a Decoy
    // frees its former holder's tokens. Every plain raid stays possible too.
    std::vector<RaidChoice> smugglerRaids() const
    {
        // The fee reaches the board's owner before the raid: it may be raided back.
        const int feePaidTo = detail::boardOwner(s, Faction::SmugglersAlliance);
        std::vector<RaidChoice> choices = raidChoices(feePaidTo);
        for (const RaidChoice &card : cardRaids()) {
            const int freed = card.card == Card::HolographicDecoy ? card.player : kNoPlayer;
            for (RaidChoice both : resourceRaids(freed, feePaidTo)) {
                both.kind = RaidChoice::Kind::ResourcesAndCard;
                both.player = card.player;
                both.card = card.card;
                choices.push_back(both);
            }
        }
        return choices;
    }

    // Resources: every way to take 1..4 tokens from the players who can be raided (`freed`: a Decoy holder whose
    // Decoy is taken first; `feePaidTo`: a player holding the access fee too when the raid comes).
    std::vector<RaidChoice> resourceRaids(int freed, int feePaidTo = kNoPlayer) const
    {
        std::vector<RaidChoice> choices;
        struct Pool {
            int8_t player;
            bool ore;
            int cap;
        };
        std::vector<Pool> pools;
        for (int p = 0; p < s.playerCount; ++p) {
            if (p == seat || (holds(s, p, Card::HolographicDecoy) && p != freed))
                continue;
            const Resources fee = p == feePaidTo ? kFactionValues.fee : Resources{};
            if (s.players[p].fuel + fee.fuel > 0)
                pools.push_back({static_cast<int8_t>(p), false, std::min<int>(4, s.players[p].fuel + fee.fuel)});
            if (s.players[p].ore + fee.ore > 0)
                pools.push_back({static_cast<int8_t>(p), true, std::min<int>(4, s.players[p].ore + fee.ore)});
        }
        std::vector<int> amounts(pools.size(), 0);
        auto emit = [&] {
            RaidChoice c;
            c.kind = RaidChoice::Kind::Resources;
            for (std::size_t i = 0; i < pools.size(); ++i) {
                if (amounts[i] == 0)
                    continue;
                Take *take = nullptr;
                for (Take &t : c.takes)
                    if (t.player == pools[i].player)
                        take = &t;
                if (!take) {
                    c.takes.push_back(Take{pools[i].player, 0, 0});
                    take = &c.takes[c.takes.size() - 1];
                }
                (pools[i].ore ? take->ore : take->fuel) = static_cast<uint8_t>(amounts[i]);
            }
            choices.push_back(c);
        };
        auto recurse = [&](auto &self, std::size_t i, int left) -> void {
            if (i == pools.size()) {
                if (left < 4)
                    emit();
                return;
            }
            for (int a = 0; a <= std::min(left, pools[i].cap); ++a) {
                amounts[i] = a;
                self(self, i + 1, left - a);
            }
            amounts[i] = 0;
        };
        recurse(recurse, 0, 4);
        return choices;
    }

    // A ship is docked at the board of seat p (asked again for each ship a card could move: counted once).
    bool boardTaken(int p, Facility board)
    {
        if (takenKnown[p] == 0)
            takenKnown[p] = detail::boardPortTaken(s, board) ? 2 : 1;
        return takenKnown[p] == 2;
    }
    std::array<int8_t, kMaxPlayers> takenKnown{}; // by seat: 0 not counted yet, 1 free, 2 taken

    // Dockings at the faction boards in play: one ship, unplaced or moved by a card, with each choice the board's
    // ability takes.
    void boardDocks(int moved, const UseCard *carrier)
    {
        for (int p = 0; p < s.playerCount; ++p) {
            const detail::FactionRules *rules = detail::seatRules(s, p);
            if (!rules || !rules->dockChoices)
                continue;
            const Facility board = boardFacility(rules->faction);
            if (boardTaken(p, board) || (moved != kNoShip && s.ships[moved].facility == board))
                continue;
            // Every docking there is refused to a player who cannot pay the access fee and the board's least cost
            // (and the card's, when a card moves the ship there): no need to try them.
            Resources need = rules->dockCost;
            if (p != seat) {
                need.fuel += kFactionValues.fee.fuel;
                need.ore += kFactionValues.fee.ore;
            }
            if (carrier)
                need.fuel += cardFuelCost(s, seat, carrier->card);
            const PlayerState &me = s.players[seat];
            if (me.fuel < need.fuel || me.ore < need.ore)
                continue;
            const ShipList ships = moved != kNoShip ? ShipList{} : distinctShips(unplaced);
            if (carrier && !rules->dockReadsShip) {
                movedToBoard(p, rules, *carrier);
                continue;
            }
            if (rules->dockChoicesForShip) {
                shipChoiceDocks(board, rules, moved, carrier, ships);
                continue;
            }
            ChoiceClasses classes(rules);
            rules->dockChoices(s, seat, [&](const FactionArgs &a) {
                Dock d{board, {}, std::nullopt, {}, a};
                if (carrier) {
                    std::get<UseCard>(out.emplace_back(*carrier)).args.dock = d;
                    if (!classes.legal(*this, a, out.back()))
                        out.pop_back();
                    return;
                }
                if (ships.empty())
                    return;
                if (!rules->dockReadsShip) {
                    // Any of the ships is accepted or refused alike: one check, of the first, stands for all of them.
                    d.ships = {ships[0]};
                    out.emplace_back(d);
                    if (!classes.legal(*this, a, out.back())) {
                        out.pop_back();
                        return;
                    }
                    for (int i = 1; i < ships.size(); ++i) {
                        d.ships = {ships[i]};
                        out.emplace_back(d);
                    }
                    return;
                }
                for (int8_t ship : ships) {
                    d.ships = {ship};
                    add(d);
                }
            });
        }
    }

    // Dockings at a board that lists each ship's legal choices (FactionRules::dockChoicesForShip): one check per
    // ship, with its first choice, stands for all of its choices. Listed in the order of the full loop (each choice
    // of dockChoices, then each ship): every ship's list is in that order, so one cursor per ship finds them.
    void shipChoiceDocks(Facility board, const detail::FactionRules *rules, int moved, const UseCard *carrier,
                         const ShipList &ships)
    {
        const ShipList docking = moved != kNoShip ? ShipList{static_cast<int8_t>(moved)} : ships;
        std::array<std::vector<FactionArgs>, kMaxFleet + 1> legal;
        std::array<int, kMaxFleet + 1> cursor{};
        auto action = [&](int8_t ship, const FactionArgs &a) -> Action {
            Dock d{board, {}, std::nullopt, {}, a};
            if (!carrier) {
                d.ships = {ship};
                return d;
            }
            UseCard u = *carrier;
            u.args.dock = d;
            return u;
        };
        bool any = false;
        for (int i = 0; i < docking.size(); ++i) {
            rules->dockChoicesForShip(s, seat, docking[i], [&](const FactionArgs &a) { legal[i].push_back(a); });
            if (!legal[i].empty() && refusal(action(docking[i], legal[i].front())))
                legal[i].clear();
            any = any || !legal[i].empty();
        }
        if (!any)
            return;
        rules->dockChoices(s, seat, [&](const FactionArgs &a) {
            for (int i = 0; i < docking.size(); ++i)
                if (cursor[i] < static_cast<int>(legal[i].size()) && legal[i][cursor[i]] == a) {
                    ++cursor[i];
                    out.emplace_back(action(docking[i], a));
                }
        });
    }

    // A ship a card moves onto the board of `owner`, where the docking's legality does not depend on the ship: the
    // choices legal for the first ship found movable there stand for every other ship that card can move there.
    // Checked from the state after the card's use (movedShipDocks), the verdicts of a ship with the same fuel left
    // (no surcharge, or the same) are the first ship's, none legal included; otherwise the first choice is checked
    // for each ship (is it movable at all).
    void movedToBoard(int owner, const detail::FactionRules *rules, const UseCard &carrier)
    {
        MovedChoices &known = movedChoices[carrier.card == Card::MindControlHelmet][owner];
        const int fuelLeft = checkFromTaken ? taken->players[seat].fuel : MovedChoices::kUnknown;
        UseCard u = carrier;
        u.args.dock = Dock{boardFacility(rules->faction), {}, std::nullopt, {}, {}};
        const bool sameVerdicts = checkFromTaken && known.fuelLeft == fuelLeft;
        if (sameVerdicts || (!checkFromTaken && !known.legal.empty())) {
            if (known.legal.empty())
                return;
            u.args.dock->faction = known.legal.front();
            if (!sameVerdicts && refusal(u))
                return;
            for (const FactionArgs &a : known.legal) {
                u.args.dock->faction = a;
                out.emplace_back(u);
            }
            return;
        }
        known.legal.clear();
        known.fuelLeft = fuelLeft;
        ChoiceClasses classes(rules);
        rules->dockChoices(s, seat, [&](const FactionArgs &a) {
            u.args.dock->faction = a;
            if (!classes.legal(*this, a, u))
                return;
            out.emplace_back(u);
            known.legal.push_back(a);
        });
    }

    // The run docked at the Raiders' Outpost together with a ship at the Smugglers' Alliance, the run made
    // with a ship a card moves there too (`carrier`). The fee moves tokens between players, so every raid is checked.
    void smugglerDocks(Dock d, const ShipList &run, const UseCard *carrier)
    {
        auto offer = [&](const Dock &dock, bool record) {
            Action a = dock;
            if (carrier) {
                UseCard u = *carrier;
                u.args.dock = dock;
                a = u;
            }
            if (refusal(a))
                return false;
            if (record)
                out.emplace_back(a);
            return true;
        };
        const Facility board = boardFacility(Faction::SmugglersAlliance);
        if (detail::boardOwner(s, Faction::SmugglersAlliance) == kNoPlayer || detail::boardPortTaken(s, board))
            return;
        ShipList others;
        for (int8_t ship : unplaced)
            if (std::find(run.begin(), run.end(), ship) == run.end())
                others.push_back(ship);
        for (int8_t ship : distinctShips(others)) {
            d.faction.ship = ship;
            d.raid = {};
            if (!offer(d, false))
                continue;
            if (!smugglerRaidsKnown) { // the same for every run and ship of this listing: built once
                smugglerRaidList = smugglerRaids();
                smugglerRaidsKnown = true;
            }
            // The raid is the docking's last step (raidersOutpost), and nothing before it reads the raid: the docking
            // without one, just checked, left `scratch` where every raid starts, but for the flag of the Smugglers'
            // Alliance ship alongside, cleared after the raid. Each raid is checked from there alone. Not for a card
            // used through another (Oscillation Capacitor), whose own rules run after the docking.
            if (!carrier || checkFromTaken) {
                if (!atRaid)
                    atRaid.emplace();
                scratch.factions.turn.smuggling = true;
                *atRaid = scratch;
                for (const RaidChoice &r : smugglerRaidList) {
                    const bool refused = detail::raidAtOutpost(scratch, seat, r).has_value();
                    // Put back what the raid changed: a raid of tokens alone changes only the players' tokens.
                    if (r.kind == RaidChoice::Kind::Resources)
                        scratch.players = atRaid->players;
                    else
                        scratch = *atRaid;
                    if (refused)
                        continue;
                    d.raid = r;
                    out.emplace_back(withCarrier(d, carrier));
                }
                continue;
            }
            for (const RaidChoice &r : smugglerRaidList) {
                d.raid = r;
                offer(d, true);
            }
        }
    }

    // A claim refused for the Artifact's total is refused before its card is read: so is every other claim.
    void claims()
    {
        for (int8_t c : s.display) {
            if (c < 0)
                continue;
            const Claim claim{static_cast<Card>(c)};
            const std::optional<Rejection> r = mainActionRefusal(claim);
            if (!r)
                out.emplace_back(claim);
            else if (r->reason == Reason::ClaimTotalTooLow)
                return;
        }
    }

    // A launch refused because the colony is not on the launch circle is refused before its territory is read: so
    // is every other launch.
    void launches()
    {
        for (int t = 0; t < kTerritoryCount; ++t) {
            const Launch launch{static_cast<Territory>(t)};
            const std::optional<Rejection> r = mainActionRefusal(launch);
            if (!r)
                out.emplace_back(launch);
            else if (r->reason == Reason::NoHubColonyReady)
                return;
        }
    }

    void factionAbilities()
    {
        const detail::FactionRules *rules = detail::seatRules(s, seat);
        if (!rules || !rules->ownerAbility || s.factions.turn.ownerAbilityUsed)
            return;
        rules->ownerChoices(s, seat, [&](const FactionArgs &a) { add(UseFaction{a}); });
    }

    // Dockings of unplaced ships, with `moved` (Teleporter, Helmet) joining them when given.
    // freeSlots, counted once per facility: docks() runs again for every ship a Teleporter or Helmet could move, and
    // a moved ship never docks where it already is, so its leaving changes no count read here.
    int freePortsAt(Facility f)
    {
        int &free = freePorts[idx(f)];
        if (free == kNotCounted)
            free = freeSlots(s, f, seat);
        return free;
    }

    // The docking as an action: itself, or the card's use that moves a ship there.
    static Action withCarrier(const Dock &d, const UseCard *carrier)
    {
        if (!carrier)
            return d;
        UseCard u = *carrier;
        u.args.dock = d;
        return u;
    }

    void docks(int moved, const UseCard *carrier)
    {
        boardDocks(moved, carrier);
        const bool withMoved = moved != kNoShip;
        for (int f = 0; f < kFacilityCount; ++f) {
            const Facility facility = static_cast<Facility>(f);
            if (facility == Facility::MaintenanceBay)
                continue;
            if (withMoved && s.ships[moved].facility == facility)
                continue;
            const PortShape shape = facilityLayout(facility, s.playerCount).shape;
            // Ports left (a run at the Raiders' Outpost can always be bumped, so it is never full).
            const int free = facility == Facility::RaidersOutpost ? 1 : freePortsAt(facility);
            if (free <= 0)
                continue;
            // With a moved ship, the moved ship alone is a docking too (index -1).
            for (int gi = withMoved ? -1 : 0; gi < static_cast<int>(groups.size()); ++gi) {
                static const ShipList none;
                const ShipList &g = gi < 0 ? none : groups[gi];
                const int n = g.size() + (withMoved ? 1 : 0);
                const bool perShip =
                    shape == PortShape::Single || shape == PortShape::HubTrack || shape == PortShape::FreeformHub;
                const int wanted = shape == PortShape::Pair ? 2 : (shape == PortShape::Triple || shape == PortShape::Run) ? 3 : 0;
                if ((wanted && n != wanted) || (perShip && n > free) || (shape == PortShape::HubTrack && n > kHubPortsPerTrack))
                    continue;
                Values values = gi < 0 ? Values{} : groupValues[gi];
                if (withMoved)
                    insertSorted(values, s.ships[moved].value);
                const int count = values.size();
                const bool equal = values[0] == values[count - 1];
                const bool unequalAllowed = facility == Facility::Shipyard && s.factions.turn.unequalShipyardPair;
                if ((shape == PortShape::Pair || shape == PortShape::Triple) && !equal && !unequalAllowed)
                    continue;
                if (shape == PortShape::Run && (values[1] != values[0] + 1 || values[2] != values[1] + 1))
                    continue;
                if (facility == Facility::TerraformingStation && (n != 1 || values[0] != 6))
                    continue;
                Dock d{facility, g, std::nullopt, {}};
                auto emit = [&](const Dock &dock) { addDocking(dock, carrier); };
                if (facility == Facility::ColonyConstructor || facility == Facility::TerraformingStation) {
                    // Tried first without a territory: a refusal other than "territory required" comes before the
                    // territory is read, so every territory would be refused alike.
                    if (const std::optional<Rejection> r = refusal(withCarrier(d, carrier));
                        r && r->reason != Reason::TerritoryRequired)
                        continue;
                    for (int t = 0; t < kTerritoryCount; ++t) {
                        d.territory = static_cast<Territory>(t);
                        emit(d);
                    }
                } else if (shape == PortShape::FreeformHub) {
                    // A territory only when the docking launches the colony at once.
                    const Action a = withCarrier(d, carrier);
                    const std::optional<Rejection> r = refusal(a);
                    if (!r) {
                        out.emplace_back(a);
                    } else if (r->reason == Reason::TerritoryRequired) {
                        for (int t = 0; t < kTerritoryCount; ++t) {
                            d.territory = static_cast<Territory>(t);
                            emit(d);
                        }
                    }
                } else if (facility == Facility::RaidersOutpost) {
                    if (!raidsKnown) {
                        raids = raidChoices();
                        raidsKnown = true;
                    }
                    // Check the docking once without a raid. Docking changes no victim's tokens or cards, and
                    // raidChoices() only builds raids the victims can give, so each raid is then legal as well.
                    if (carrier) {
                        UseCard u = *carrier;
                        u.args.dock = d;
                        if (refusal(u))
                            continue;
                    } else if (refusal(d)) {
                        continue;
                    }
                    for (const RaidChoice &r : raids) {
                        d.raid = r;
                        if (carrier)
                            std::get<UseCard>(out.emplace_back(*carrier)).args.dock = d;
                        else
                            out.emplace_back(d);
                    }
                    smugglerDocks(d, g, carrier);
                } else {
                    emit(d);
                }
            }
        }
    }

    // The dockings of a ship the Teleporter or Helmet moves. The card's use up to the docking (the ship movable, the
    // card and any surcharge paid, the ship off its facility) is the same for all of them: it is played once and each
    // docking is checked from there (it was a fifth of a factions game's work). Not for the card used through another
    // (Oscillation Capacitor): that card's own rules run first.
    void movedShipDocks(int ship, const UseCard &carrier)
    {
        if (!repeatWith) {
            if (!taken)
                taken.emplace();
            if (detail::takeShipWithinAgendaLimit(s, carrier, *taken))
                return; // refused before its docking is read: every docking of this ship is
            checkFromTaken = true;
        }
        docks(ship, &carrier);
        checkFromTaken = false;
    }

    // A card used through another (Oscillation Capacitor): that card's use, with the repeated card in args.card.
    std::optional<Card> repeatWith;
    UseCard useOf(Card card) const
    {
        if (!repeatWith)
            return UseCard{card, {}};
        UseCard u{*repeatWith, {}};
        u.args.card = card;
        return u;
    }

    void cardUses(Card card)
    {
        UseCard u = useOf(card);
        using Borrows = detail::TechCardRules::Borrows;
        if (const Borrows borrows = isExtraTech(idx(card)) ? detail::techRules(card).borrows : Borrows::Nothing;
            borrows != Borrows::Nothing && !repeatWith) {
            for (int c = 0; c < kCardCount; ++c) {
                const Card other = static_cast<Card>(c);
                const bool usable = borrows == Borrows::UsedCard
                                        ? holds(s, seat, other) && (s.turn.cardsUsed & cardBit(other))
                                        : std::find(s.display.begin(), s.display.end(), c) != s.display.end();
                if (other != card && usable) {
                    repeatWith = card;
                    cardUses(other);
                    repeatWith.reset();
                }
            }
            return;
        }
        if (isExtraTech(idx(card))) { // module extra-tech: the card lists its own choices (modules/tech.h)
            detail::extraTechUseChoices(s, seat, card, [&](const CardArgs &a) {
                UseCard withArgs = useOf(card);
                const std::optional<Card> repeated = withArgs.args.card;
                withArgs.args = a;
                withArgs.args.card = repeated;
                add(withArgs);
            });
            return;
        }
        switch (card) {
        case Card::BoosterPod:
        case Card::StasisBeam:
        case Card::PolarityDevice:
            for (int8_t ship : distinctShips(unplaced)) {
                u.args.ship = ship;
                add(u);
            }
            break;
        case Card::GravityManipulator:
            for (int8_t down : distinctShips(unplaced))
                for (int8_t up : unplaced) {
                    if (up == down)
                        continue;
                    // One candidate per class of the raised ship.
                    bool seen = false;
                    for (int8_t other : unplaced)
                        seen = seen || (other < up && other != down && classOf(other) == classOf(up));
                    if (seen)
                        continue;
                    u.args.ship = down;
                    u.args.ship2 = up;
                    add(u);
                }
            break;
        case Card::TemporalWarper:
            for (const ShipList &g : groups) {
                u.args.ships = g;
                add(u);
            }
            break;
        case Card::DataCrystal:
            for (int t = 0; t < kTerritoryCount; ++t) {
                u.args.territory = static_cast<Territory>(t);
                add(u);
            }
            break;
        case Card::OrbitalTeleporter:
        case Card::MindControlHelmet:
            for (int i = 0; i < kShipCount; ++i) {
                const Ship &ship = s.ships[i];
                if (ship.place != Place::Docked || ship.value == 0 || ship.facility == Facility::TerraformingStation ||
                    ship.facility == Facility::MaintenanceBay)
                    continue;
                const bool own = ownerOf(s, i) == seat;
                if (own != (card == Card::OrbitalTeleporter) || ownerOf(s, i) == kNoPlayer)
                    continue;
                UseCard carrier = useOf(card);
                carrier.args.ship = static_cast<int8_t>(i);
                // Check the move alone is affordable before trying every docking.
                if (cardFuelCost(s, seat, card) > s.players[seat].fuel)
                    return;
                movedShipDocks(i, carrier);
            }
            break;
        case Card::PlasmaCannon:
            for (int f = 0; f < kFacilityCount + kFactionCount; ++f) {
                ShipList targets;
                for (int i = 0; i < kShipCount; ++i) {
                    const Ship &ship = s.ships[i];
                    if (ship.place == Place::Docked && ship.facility == static_cast<Facility>(f) &&
                        ownerOf(s, i) != seat && ownerOf(s, i) != kNoPlayer)
                        targets.push_back(static_cast<int8_t>(i));
                }
                u.args.facility = static_cast<Facility>(f);
                for (int mask = 1; mask < (1 << targets.size()); ++mask) {
                    ShipList chosen;
                    for (int i = 0; i < targets.size(); ++i)
                        if (mask & (1 << i))
                            chosen.push_back(targets[i]);
                    u.args.ships = chosen;
                    add(u);
                }
            }
            break;
        default:
            break;
        }
    }

    void cardDiscards(Card card)
    {
        DiscardCard d{card, {}};
        if (isExtraTech(idx(card))) {
            detail::extraTechDiscardChoices(s, seat, card, [&](const CardArgs &a) { add(DiscardCard{card, a}); });
            return;
        }
        switch (card) {
        case Card::BoosterPod:
            for (int f = 0; f < kFieldCount; ++f) {
                d.args.field = static_cast<Field>(f);
                add(d);
            }
            break;
        case Card::DataCrystal:
        case Card::GravityManipulator:
        case Card::StasisBeam:
            for (int t = 0; t < kTerritoryCount; ++t) {
                d.args.territory = static_cast<Territory>(t);
                add(d);
            }
            break;
        case Card::OrbitalTeleporter:
            for (int from = 0; from < kTerritoryCount; ++from)
                for (int p = 0; p < s.playerCount; ++p) {
                    if (s.colonies[from][p] == 0)
                        continue;
                    for (int to = 0; to < kTerritoryCount; ++to) {
                        d.args.territory = static_cast<Territory>(from);
                        d.args.player = static_cast<int8_t>(p);
                        d.args.territory2 = static_cast<Territory>(to);
                        add(d);
                    }
                }
            break;
        case Card::PlasmaCannon:
            for (int i = 0; i < kShipCount; ++i) {
                if (s.ships[i].place != Place::Docked)
                    continue;
                d.args.ship = static_cast<int8_t>(i);
                add(d);
            }
            break;
        case Card::PolarityDevice:
            for (int t1 = 0; t1 < kTerritoryCount; ++t1)
                for (int p1 = 0; p1 < s.playerCount; ++p1) {
                    if (s.colonies[t1][p1] == 0)
                        continue;
                    for (int t2 = t1 + 1; t2 < kTerritoryCount; ++t2)
                        for (int p2 = 0; p2 < s.playerCount; ++p2) {
                            if (p2 == p1 || s.colonies[t2][p2] == 0)
                                continue;
                            d.args.territory = static_cast<Territory>(t1);
                            d.args.player = static_cast<int8_t>(p1);
                            d.args.territory2 = static_cast<Territory>(t2);
                            d.args.player2 = static_cast<int8_t>(p2);
                            add(d);
                        }
                }
            break;
        case Card::TemporalWarper:
            for (int c = 0; c < kCardCount; ++c) {
                if (s.discardPile[c] == 0)
                    continue;
                d.args.card = static_cast<Card>(c);
                add(d);
            }
            break;
        default:
            break;
        }
    }

    void endTurns()
    {
        const PlayerState &p = s.players[seat];
        const int excess = std::max(0, p.fuel + p.ore - kHandLimit);
        // Each candidate returns the excess; once one is accepted (the turn may end), the others differ only in
        // the tokens returned, which the player must hold: no need to start the next turn again for each.
        bool mayEnd = false;
        for (int fuel = 0; fuel <= excess; ++fuel) {
            const EndTurn end{static_cast<int8_t>(fuel), static_cast<int8_t>(excess - fuel)};
            if (mayEnd) {
                if (fuel <= p.fuel && excess - fuel <= p.ore)
                    out.emplace_back(end);
            } else if (!mainActionRefusal(end)) {
                out.emplace_back(end);
                mayEnd = true;
            }
        }
    }
};

// The Roll stage: the active player's cards used before the roll (extra-tech); the roll itself is the chance event.
void beforeRollUses(const GameState &s, std::vector<Action> &out)
{
    GameState scratch;
    for (int c = kBaseCardCount; c < kCardCount; ++c) {
        const Card card = static_cast<Card>(c);
        if (holds(s, s.current, card) && !(s.turn.cardsUsed & cardBit(card)) && detail::techRules(card).beforeRoll)
            detail::extraTechUseChoices(s, s.current, card, [&](const CardArgs &a) {
                const UseCard u{card, a};
                if (!detail::checkWithinAgendaLimit(s, u, scratch))
                    out.emplace_back(u);
            });
    }
}

// The turn-start window: each timed discard power the active player holds, with its choices, and BeginTurn.
void turnStartActions(const GameState &s, std::vector<Action> &out)
{
    const int seat = s.current;
    GameState scratch;
    for (int c = kBaseCardCount; c < kCardCount; ++c) {
        const Card card = static_cast<Card>(c);
        if (!holds(s, seat, card) || !detail::discardsAtTurnStart(card))
            continue;
        detail::extraTechDiscardChoices(s, seat, card, [&](const CardArgs &a) {
            const Action d = DiscardCard{card, a};
            if (!detail::checkWithinAgendaLimit(s, d, scratch))
                out.emplace_back(d);
        });
    }
    // The Auto Pilot A.I.'s income, the holder's choice: while it is due the turn does not begin.
    detail::autoPilotIncomeChoices(s, [&](const AutoPilotIncome &i) {
        const Action a = i;
        if (!detail::checkWithinAgendaLimit(s, a, scratch))
            out.emplace_back(a);
    });
    if (!detail::autoPilotIncomeDue(s))
        out.emplace_back(BeginTurn{});
}

} // namespace

void legalActions(const GameState &state, std::vector<Action> &out)
{
    out.clear();
    if (state.stage == Stage::BoardPick) {
        for (int f = 0; f < kFactionCount; ++f)
            if (state.factions.offered & (1u << f))
                out.emplace_back(PickBoard{static_cast<Faction>(f)});
    } else if (state.stage == Stage::Main && seatOverAgendaLimit(state) == kNoPlayer) { // above it, only discards
        Generator(state).run(out);
    } else if (detail::hasBeforeRollCard(state) && seatOverAgendaLimit(state) == kNoPlayer) {
        beforeRollUses(state, out);
    } else if (state.stage == Stage::TurnStart && seatOverAgendaLimit(state) == kNoPlayer) {
        turnStartActions(state, out);
    } else if (state.stage == Stage::FieldPlace && seatOverAgendaLimit(state) == kNoPlayer) {
        GameState scratch;
        detail::propagatedFieldChoices(state, [&](const CardArgs &a) { // the Field Propagator's territory
            const Action u = UseCard{Card::FieldPropagator, a};
            if (!detail::checkWithinAgendaLimit(state, u, scratch))
                out.emplace_back(u);
        });
    } else if (state.stage == Stage::ScoutOrder && seatOverAgendaLimit(state) == kNoPlayer) {
        GameState scratch;
        detail::scoutOrderChoices(state, [&](const CardArgs &a) { // the Scout Drone's cards, every order
            const Action u = UseCard{Card::ScoutDrone, a};
            if (!detail::checkWithinAgendaLimit(state, u, scratch))
                out.emplace_back(u);
        });
    }
    if (hasModule(state.modules, Module::Agendas)) {
        // Reveals and discards, of any seat, listed first.
        std::vector<Action> agendaActions;
        detail::addAgendaActions(state, agendaActions);
        out.insert(out.begin(), agendaActions.begin(), agendaActions.end());
    }
}

std::vector<Action> legalActions(const GameState &state)
{
    // The list is built in this thread's buffer, kept from call to call (with the capacity of the longest list so
    // far, about 120 kB for 1,500 actions), and copied out at its exact size. A busy main stage lists over a thousand
    // actions: growing a new vector to that size on every call took more than half of the time (reallocations, and
    // fresh heap pages faulted in each time).
    static thread_local std::vector<Action> buffer;
    legalActions(state, buffer);
    return std::vector<Action>(buffer.begin(), buffer.end());
}

} // namespace af
