// The extra-tech module (EXPANSIONS.md 1.4 and section 4): the deck, the module's refusal while cards are missing,
// the scenarios XTC-xx, and each written card's paid and discard powers with their refusals. Values from the
// ledger (Appendix A) are named where a test depends on them.
#include "faction_fixture.h"
#include "fixture.h"
#include "values.h"
#include "modules/tech.h"
#include "agendas/agendas.h"

using namespace aft;

namespace {

UseCard use(Card c) { return UseCard{c, {}}; }

// The Field Amplifier's use: generator `f` straddles into territory `t` (X-38).
UseCard stretch(Field f, Territory t)
{
    UseCard u{Card::FieldAmplifier, {}};
    u.args.field = f;
    u.args.territory = t;
    return u;
}
DiscardCard discard(Card c) { return DiscardCard{c, {}}; }

UseCard useOnShip(Card c, int ship)
{
    UseCard u{c, {}};
    u.args.ship = static_cast<int8_t>(ship);
    return u;
}

DiscardCard discardShip(Card c, int ship)
{
    DiscardCard d{c, {}};
    d.args.ship = static_cast<int8_t>(ship);
    return d;
}

DiscardCard discardField(Card c, Field f, std::optional<Territory> t = std::nullopt)
{
    DiscardCard d{c, {}};
    d.args.field = f;
    d.args.territory = t;
    return d;
}

DiscardCard discardTakes(Card c, std::initializer_list<Take> takes)
{
    DiscardCard d{c, {}};
    for (const Take &t : takes)
        d.args.takes.push_back(t);
    return d;
}

Take fuelFrom(int seat) { return Take{static_cast<int8_t>(seat), 1, 0}; }
Take oreFrom(int seat) { return Take{static_cast<int8_t>(seat), 0, 1}; }

// Null-Time Vault: the holder's own tokens moved onto the card.
UseCard store(int seat, int fuel, int ore)
{
    UseCard u{Card::NullTimeVault, {}};
    u.args.takes.push_back(Take{static_cast<int8_t>(seat), static_cast<uint8_t>(fuel), static_cast<uint8_t>(ore)});
    return u;
}

// Tokens put on a card from the supply, as earlier turns would have (conservation holds for validateState).
void putOnCard(GameState &s, Card c, int fuel, int ore)
{
    CardTokens &on = s.tech.tokens[idx(c) - kBaseCardCount];
    on.fuel = static_cast<uint8_t>(on.fuel + fuel);
    on.ore = static_cast<uint8_t>(on.ore + ore);
    s.supplyFuel = static_cast<int16_t>(s.supplyFuel - fuel);
    s.supplyOre = static_cast<int16_t>(s.supplyOre - ore);
}

const CardTokens &tokensOn(const GameState &s, Card c) { return s.tech.tokens[idx(c) - kBaseCardCount]; }

int offersOf(const GameState &s, Card c, bool discards)
{
    int n = 0;
    for (const Action &a : legalActions(s)) {
        if (const auto *u = std::get_if<UseCard>(&a); u && !discards && u->card == c)
            ++n;
        if (const auto *d = std::get_if<DiscardCard>(&a); d && discards && d->card == c)
            ++n;
    }
    return n;
}

std::vector<int> values(const GameState &s)
{
    std::vector<int> out;
    for (int8_t ship : unplacedFleet(s))
        out.push_back(s.ships[ship].value);
    return out;
}

// Red controls Pohl Foothills: 1 fuel off each card use (X-37).
void giveRedPohl(GameState &s) { putColonies(s, Territory::PohlFoothills, Red, 1); }

// The cards a test hands out go from the pile to the hand (conservation holds for validateState).
GameState withCards(GameState s, int seat, std::initializer_list<Card> cards)
{
    for (Card c : cards)
        giveCard(s, seat, c);
    return s;
}

// A card written in part keeps the module refused to users, named among the missing cards.
bool namedMissing(const char *card)
{
    GameOptions o = options(3);
    o.modules = moduleBit(Module::ExtraTech);
    return qs(validateOptions(o)).contains(QLatin1String(card));
}

// The first `n` distinct cards of the draw pile, in card order (cards a test names as the top of the pile).
std::vector<Card> pileCards(const GameState &s, int n)
{
    std::vector<Card> out;
    for (int c = 0; c < kCardCount && int(out.size()) < n; ++c)
        if (s.drawPile[c] > 0)
            out.push_back(static_cast<Card>(c));
    return out;
}

bool offered(const GameState &s, const Action &a)
{
    const std::vector<Action> legal = legalActions(s);
    return std::find(legal.begin(), legal.end(), a) != legal.end();
}

// Makes the active player's fleet `n` coloured ships waiting for the roll (the rest in the stock), as rollFleet
// does without rolling: for the cards used before the roll.
void fleetOf(GameState &s, int n)
{
    for (int i = firstShipOf(s.current); i < firstShipOf(s.current) + kShipsPerColor; ++i) {
        Ship &ship = s.ships[i];
        ship = Ship{};
        ship.place = i - firstShipOf(s.current) < n ? Place::Fleet : Place::Stock;
    }
    s.stage = Stage::Roll;
}

// The actions listed in the Roll stage, which are only the cards used before the roll.
std::vector<Action> beforeRoll(const GameState &s)
{
    std::vector<Action> out;
    for (const Action &a : legalActions(s))
        if (!std::holds_alternative<RevealAgenda>(a) && !std::holds_alternative<DiscardAgenda>(a))
            out.push_back(a);
    return out;
}

// A card power whose choice is a docking of two ships at the Shipyard (Shipfitter Drone).
CardArgs shipyardPair(int a, int b)
{
    CardArgs args;
    args.dock = Dock{Facility::Shipyard, ShipList{static_cast<int8_t>(a), static_cast<int8_t>(b)}, std::nullopt, {}};
    return args;
}

// Gravitron Shunt: the holder takes a colony of `owner` off `from` onto the card (X-41).
UseCard shunt(Territory from, int owner)
{
    UseCard u{Card::GravitronShunt, {}};
    u.args.territory = from;
    u.args.player = static_cast<int8_t>(owner);
    return u;
}

// Gravitron Shunt: the active player lands their colony kept on the card on `to` (X-41).
UseCard release(Territory to)
{
    UseCard u{Card::GravitronShunt, {}};
    u.args.territory2 = to;
    return u;
}

// Red's turn (ships rolled 1, 2, 5): Red, holding the Gravitron Shunt with `fuel`, has just taken one of `owner`'s
// `colonies` colonies at Lem Badlands onto the card.
GameState afterShunt(int owner, int colonies = 1, int fuel = kTechValues.gravitronCaptureFuel)
{
    GameState s = withCards(techGame(), Red, {Card::GravitronShunt});
    rollFleet(s, {1, 2, 5});
    putColonies(s, Territory::LemBadlands, owner, colonies);
    setResources(s, Red, fuel, 0);
    must(s, shunt(Territory::LemBadlands, owner));
    return s;
}

// Chameleon Cloak: `theirs` (docked ships of another player) replaced by the docking `yours` (X-42).
UseCard cloak(std::initializer_list<int> theirs, const Dock &yours)
{
    UseCard u{Card::ChameleonCloak, {}};
    for (int ship : theirs)
        u.args.ships.push_back(static_cast<int8_t>(ship));
    u.args.dock = yours;
    return u;
}

// Red ends the turn with a ship on the Terraforming Station and `cards` in hand; the other players pass, and Red's
// next turn starts (in the turn-start window when a timed discard is possible, X-53).
GameState redBackWithTerraformingShip(std::initializer_list<Card> cards, int players = 2)
{
    GameState s = withCards(techGame(players), Red, cards);
    rollFleet(s, {1, 2, 3});
    placeShip(s, Red, Facility::TerraformingStation, 6);
    playUntil(s, Red);
    return s;
}

// Red (or `seat`) holds the Auto Pilot A.I. with a ship on it, put there this turn (main stage, 2 players).
GameState autoPilotInUse(int seat)
{
    GameState s = techGame(2);
    makeActive(s, seat);
    giveCard(s, seat, Card::AutoPilotAI);
    const ShipList fleet = rollFleet(s, {2, 5, 6});
    must(s, useOnShip(Card::AutoPilotAI, fleet[0]));
    return s;
}

int shipOnAutoPilot(const GameState &s)
{
    for (int i = 0; i < kRelicShip; ++i)
        if (s.ships[i].place == Place::OnCard)
            return i;
    return kNoShip;
}

// Plays on (other players' dice all 1) until `seat`'s turn start, where it stops (in the turn-start window while
// the income is due); each income before it is taken as `token`.
void takeIncomeUntil(GameState &s, int seat, Resource token)
{
    if (s.stage == Stage::Main)
        finishTurn(s);
    while (s.current != seat) {
        if (s.stage == Stage::TurnStart)
            must(s, AutoPilotIncome{static_cast<int8_t>(detail::autoPilotHolder(s)), token});
        Roll roll;
        for (int i = 0; i < chanceCount(s); ++i)
            roll.values.push_back(1);
        must(s, roll);
        finishTurn(s);
    }
}

int redShipAt(const GameState &s, Facility f)
{
    for (int i = firstShipOf(Red); i < firstShipOf(Red) + kShipsPerColor; ++i)
        if (s.ships[i].place == Place::Docked && s.ships[i].facility == f)
            return i;
    return kNoShip;
}

// Extra tech with agendas (Oracle Engine and Multiverse Window need both, 1.4), 2 players past both deals: Red holds
// `red` face down, Blue `blue` (named, or unnamed as nullopt); alien tech hands empty, Red about to roll.
GameState agendaTechGame(std::array<std::optional<Agenda>, 2> red, std::array<std::optional<Agenda>, 2> blue)
{
    GameOptions o = options(2, Ruleset::EditionX);
    o.modules = moduleBit(Module::ExtraTech) | moduleBit(Module::Agendas);
    GameState s = newGame(o);
    DealAgendas deal;
    deal.cards = {red[0], red[1], blue[0], blue[1]};
    must(s, deal);
    dealAsUsual(s);
    clearHands(s);
    return s;
}

// The agenda card drawn onto the Oracle Engine (stage AgendaDraw), as the table names it.
DealAgendas oracleDraw(std::optional<Agenda> card)
{
    DealAgendas d;
    d.cards.push_back(card);
    return d;
}

// A card revealed earlier (its VP kept), taken out of the deck or the unnamed cards.
void reveal(AgendaState &a, int seat, Agenda card)
{
    if (a.unknown & agendaBit(card)) {
        a.unknown &= ~agendaBit(card);
        --a.unknownInDeck;
    }
    a.deck &= ~agendaBit(card);
    a.hands[seat].revealed |= agendaBit(card);
}

DiscardCard revealThrough(std::optional<Agenda> agenda)
{
    DiscardCard d{Card::MultiverseWindow, {}};
    d.args.agenda = agenda;
    return d;
}

} // namespace

class TestExtraTech : public QObject
{
    Q_OBJECT

private slots:
    // ------------------------------------------------------------ the module, the deck, the 36th card

    void deckHasOneCopyOfEachDescribedCard()
    {
        // 1.4: 24 base cards + 35 = 59; 57 without agendas (Multiverse Window and Oracle Engine out).
        const ModuleSet tech = moduleBit(Module::ExtraTech);
        const ModuleSet techAgendas = tech | moduleBit(Module::Agendas);
        QCOMPARE(deckSize(Ruleset::R2013, 0), 24);
        QCOMPARE(deckSize(Ruleset::R2013, techAgendas), 59);
        QCOMPARE(deckSize(Ruleset::R2013, tech), 57);
        QCOMPARE(deckSize(Ruleset::FirstEdition, tech), 55);
        QCOMPARE(deckSize(Ruleset::EditionX, tech | moduleBit(Module::Factions)), 57);
        const auto deck = deckOf(Ruleset::R2013, tech);
        QCOMPARE(int(deck[idx(Card::MultiverseWindow)]), 0);
        QCOMPARE(int(deck[idx(Card::OracleEngine)]), 0);
        QCOMPARE(int(deck[idx(Card::Electrofabricator)]), 1);
        QCOMPARE(int(deckOf(Ruleset::R2013, techAgendas)[idx(Card::OracleEngine)]), 1);
        QCOMPARE(int(deckOf(Ruleset::R2013, 0)[idx(Card::Electrofabricator)]), 0);
        const GameState s = newGame([] {
            GameOptions o = options(3);
            o.modules = moduleBit(Module::ExtraTech);
            return o;
        }());
        QCOMPARE(pileCount(s.drawPile), 57);
    }

    void theThirtySixthCardIsASlotNeverACard()
    {
        // X-34: 36 catalogued, 35 described; the unidentified one has no id and never enters the deck.
        QCOMPARE(kExtraTechCatalogued, 36);
        QCOMPARE(kExtraTechDescribed, 35);
        QCOMPARE(kExtraTechUnidentified, 1);
        int ids = 0;
        for (int c = kBaseCardCount; c < kCardCount; ++c)
            ids += fromId<Card>(toId(static_cast<Card>(c))).has_value();
        QCOMPARE(ids, kExtraTechDescribed);
        QVERIFY(!fromId<Card>("master-extractor"));
        QVERIFY(!fromId<Card>("pocket-universe"));
    }

    void cardIdsFollowTheCatalogue()
    {
        QCOMPARE(qs(toId(Card::AutoPilotAI)), QStringLiteral("auto-pilot-ai"));
        QCOMPARE(qs(toId(Card::ExperimentalFTLDrive)), QStringLiteral("experimental-ftl-drive"));
        QCOMPARE(qs(toId(Card::TeleOperator)), QStringLiteral("tele-operator"));
        QCOMPARE(fromId<Card>("superconducting-grapple"), std::optional<Card>(Card::SuperconductingGrapple));
        QCOMPARE(qs(displayName(Card::InfiltrationAI)), QStringLiteral("Infiltration A.I."));
    }

    void moduleIsOpenOnceEveryCardIsWritten()
    {
        QCOMPARE(detail::missingTechCards(), std::string()); // every card is written: nothing to name
        GameOptions o = options(3);
        o.modules = moduleBit(Module::ExtraTech);
        QCOMPARE(qs(validateOptions(o)), QString());
        QCOMPARE(qs(moduleNotSupported(Module::ExtraTech, false)), QString());
        QVERIFY(!moduleNotSupported(Module::OuterBelt, false).empty()); // the Outer Belt stays refused
    }

    void aPowerTheCardDoesNotPrintIsRefused()
    {
        GameState s = withCards(techGame(), Red, {Card::MultiverseWindow});
        rollFleet(s, {2, 5, 6});
        setResources(s, Red, 3, 0);
        // Multiverse Window has no paid power at all (a passive one). Without agendas its discard has nothing to
        // reveal (the card is not even in that deck, 1.4).
        AF_ILLEGAL(s, use(Card::MultiverseWindow), Reason::NoFuelPower);
        AF_ILLEGAL(s, discard(Card::MultiverseWindow), Reason::NoAgendasModule);
        for (const Action &a : legalActions(s)) {
            if (const auto *u = std::get_if<UseCard>(&a))
                QVERIFY(u->card != Card::MultiverseWindow);
            if (const auto *d = std::get_if<DiscardCard>(&a))
                QVERIFY(d->card != Card::MultiverseWindow);
        }
    }

    void generalCardRulesApplyToExtraCards()
    {
        GameState s = withCards(techGame(), Red, {Card::Electrofabricator, Card::SolarHarvester});
        rollFleet(s, {2, 5, 6});
        setResources(s, Red, 6, 0);
        AF_LEGAL(s, use(Card::Electrofabricator));
        // No paid power and discard power of one card in a turn; one discard per turn.
        AF_ILLEGAL(s, discard(Card::Electrofabricator), Reason::CardUsedThisTurn);
        placeShip(s, Blue, Facility::SolarConverter, 3);
        setResources(s, Blue, 2, 0);
        AF_LEGAL(s, discard(Card::SolarHarvester));
        QVERIFY(!holds(s, Red, Card::SolarHarvester));
        QCOMPARE(int(s.discardPile[idx(Card::SolarHarvester)]), 1);
        GameState t = withCards(s, Red, {Card::LunarTunneler});
        AF_ILLEGAL(t, discard(Card::LunarTunneler), Reason::DiscardAlreadyUsed);
        AF_ILLEGAL(s, use(Card::NanoRecycler), Reason::CardNotHeld);
    }

    // ------------------------------------------------------------ scenarios

    void xtc01_fleetInterlinkAndTheTextConflict()
    {
        // Values: T14 (2F).
        GameState s = withCards(techGame(), Red, {Card::FleetInterlink});
        rollFleet(s, {2, 5, 6});
        setResources(s, Red, 2, 0);
        AF_LEGAL(s, use(Card::FleetInterlink));
        QCOMPARE(values(s), (std::vector<int>{3, 6, 1})); // unplaced only; the 6 wraps to 1, never 7 (X-35)
        QCOMPARE(int(s.players[Red].fuel), 0);
        AF_ILLEGAL(s, use(Card::FleetInterlink), Reason::CardAlreadyUsed);

        // With Pohl Foothills: 1F.
        GameState p = withCards(techGame(), Red, {Card::FleetInterlink});
        giveRedPohl(p);
        rollFleet(p, {2, 5, 6});
        setResources(p, Red, 1, 0);
        AF_LEGAL(p, use(Card::FleetInterlink));
        QCOMPARE(int(p.players[Red].fuel), 0);

        // Docked ships do not change: the 5 docked at the Solar Converter first.
        GameState d = withCards(techGame(), Red, {Card::FleetInterlink});
        rollFleet(d, {2, 5, 6});
        setResources(d, Red, 2, 0);
        AF_LEGAL(d, dockOf(d, Facility::SolarConverter, {5}));
        const int docked = [&] {
            for (int i = firstShipOf(Red); i < firstShipOf(Red) + kShipsPerColor; ++i)
                if (d.ships[i].place == Place::Docked && d.ships[i].facility == Facility::SolarConverter)
                    return i;
            return -1;
        }();
        AF_LEGAL(d, use(Card::FleetInterlink));
        QCOMPARE(values(d), (std::vector<int>{3, 1}));
        QCOMPARE(int(d.ships[docked].value), 5);

        // Discard, a later turn: the Positron Field is off the board; the Isolation Field sits on HP.
        GameState x = withCards(techGame(), Red, {Card::FleetInterlink});
        putColonies(x, Territory::LemBadlands, Red, 1);
        x.fieldAt[idx(Field::Isolation)] = idx(Territory::HeinleinPlains);
        rollFleet(x, {2, 5, 6});
        AF_ILLEGAL(x, discardField(Card::FleetInterlink, Field::Isolation, Territory::LemBadlands),
                   Reason::FieldAlreadyOnBoard);
        AF_ILLEGAL(x, discardField(Card::FleetInterlink, Field::Positron, Territory::BradburyPlateau),
                   Reason::NoColonyThere);
        QVERIFY(offered(x, discardField(Card::FleetInterlink, Field::Positron, Territory::LemBadlands)));
        AF_LEGAL(x, discardField(Card::FleetInterlink, Field::Positron, Territory::LemBadlands));
        QCOMPARE(int(x.fieldAt[idx(Field::Positron)]), idx(Territory::LemBadlands));
        QCOMPARE(score(x, Red).positron, 1);
    }

    void xtc03_electrofabricatorAndNanoRecycler()
    {
        // Values: T6-T8, T23-T26.
        GameState s = withCards(techGame(), Red, {Card::Electrofabricator, Card::NanoRecycler});
        rollFleet(s, {1, 2, 3, 4}); // 4 red ships
        setResources(s, Red, 3, 1);
        AF_LEGAL(s, use(Card::Electrofabricator));
        QCOMPARE(int(s.players[Red].fuel), 1);
        QCOMPARE(int(s.players[Red].ore), 2);
        AF_LEGAL(s, use(Card::NanoRecycler));
        QCOMPARE(int(s.players[Red].fuel), 3);
        QCOMPARE(int(s.players[Red].ore), 1);
        AF_ILLEGAL(s, use(Card::Electrofabricator), Reason::CardAlreadyUsed);
        AF_ILLEGAL(s, use(Card::NanoRecycler), Reason::CardAlreadyUsed);

        // With Pohl Foothills: the Electrofabricator costs 1F, the Nano-Recycler gives 3F (X-37).
        GameState p = withCards(techGame(), Red, {Card::Electrofabricator, Card::NanoRecycler});
        giveRedPohl(p);
        rollFleet(p, {1, 2, 3, 4});
        setResources(p, Red, 3, 1);
        AF_LEGAL(p, use(Card::Electrofabricator));
        QCOMPARE(int(p.players[Red].fuel), 2);
        QCOMPARE(int(p.players[Red].ore), 2);
        AF_LEGAL(p, use(Card::NanoRecycler));
        QCOMPARE(int(p.players[Red].fuel), 5);
        QCOMPARE(int(p.players[Red].ore), 1);

        // Discard the Nano-Recycler with 4 red ships: one unplaced red ship to the stock, +2F +2O; Red has 3.
        GameState d = withCards(techGame(), Red, {Card::NanoRecycler});
        rollFleet(d, {1, 2, 3, 4});
        setResources(d, Red, 0, 0);
        AF_LEGAL(d, discardShip(Card::NanoRecycler, shipWith(d, 4)));
        QCOMPARE(shipsNotInStock(d, Red), 3);
        QCOMPARE(int(d.players[Red].fuel), 2);
        QCOMPARE(int(d.players[Red].ore), 2);

        // With 3 red ships: legal under edition-x (floor 2), refused under 2013 (floor 3).
        GameState x3 = withCards(techGame(), Red, {Card::NanoRecycler});
        rollFleet(x3, {1, 2, 3});
        AF_LEGAL(x3, discardShip(Card::NanoRecycler, shipWith(x3, 3)));
        QCOMPARE(shipsNotInStock(x3, Red), 2);
        GameState r3 = withCards(techGame(4, Ruleset::R2013), Red, {Card::NanoRecycler});
        rollFleet(r3, {1, 2, 3});
        AF_ILLEGAL(r3, discardShip(Card::NanoRecycler, shipWith(r3, 3)), Reason::TooFewShipsLeft);
        GameState x2 = withCards(techGame(), Red, {Card::NanoRecycler});
        rollFleet(x2, {1, 2});
        AF_ILLEGAL(x2, discardShip(Card::NanoRecycler, shipWith(x2, 2)), Reason::TooFewShipsLeft);

        // Returning the Relic Ship is refused (X-46).
        GameState relic = withCards(techGame(), Red, {Card::NanoRecycler});
        rollFleet(relic, {1, 2, 3, 4});
        giveRelic(relic, Red, Place::Fleet, Facility::MaintenanceBay, 5); // rolled with the fleet: unplaced
        AF_ILLEGAL(relic, discardShip(Card::NanoRecycler, kRelicShip), Reason::NotColourShip);

        // Discard the Electrofabricator: +2O.
        GameState e = withCards(techGame(), Red, {Card::Electrofabricator});
        rollFleet(e, {1, 2, 3});
        setResources(e, Red, 0, 0);
        AF_LEGAL(e, discard(Card::Electrofabricator));
        QCOMPARE(int(e.players[Red].ore), 2);
    }

    // ------------------------------------------------------------ each written card

    void electrofabricatorRefusals()
    {
        GameState s = withCards(techGame(), Red, {Card::Electrofabricator});
        rollFleet(s, {1, 2, 3});
        setResources(s, Red, 1, 0);
        AF_ILLEGAL(s, use(Card::Electrofabricator), Reason::NotEnoughFuel);
        setResources(s, Red, 2, 0);
        AF_ILLEGAL(s, useOnShip(Card::Electrofabricator, shipWith(s, 1)), Reason::UnexpectedParameter);
        // An empty ore supply gives nothing to buy (R-18).
        GameState e = s;
        e.supplyOre = 0; // (the tokens' whereabouts do not matter to the refusal)
        AF_ILLEGAL(e, use(Card::Electrofabricator), Reason::SupplyEmpty);
        QVERIFY(offered(s, use(Card::Electrofabricator)));
        QVERIFY(offered(s, discard(Card::Electrofabricator)));
    }

    void nanoRecyclerRefusals()
    {
        GameState s = withCards(techGame(), Red, {Card::NanoRecycler});
        rollFleet(s, {1, 2, 3, 4});
        setResources(s, Red, 3, 0);
        AF_ILLEGAL(s, use(Card::NanoRecycler), Reason::NotEnoughOre);
        // Only an unplaced ship: a docked one, or another player's ship, is refused.
        AF_LEGAL(s, dockOf(s, Facility::SolarConverter, {4}));
        int docked = kNoShip;
        for (int i = firstShipOf(Red); i < firstShipOf(Red) + kShipsPerColor; ++i)
            if (s.ships[i].place == Place::Docked && s.ships[i].facility == Facility::SolarConverter)
                docked = i;
        AF_ILLEGAL(s, discardShip(Card::NanoRecycler, docked), Reason::ShipNotUnplaced);
        AF_ILLEGAL(s, discardShip(Card::NanoRecycler, firstShipOf(Blue)), Reason::ShipNotYours);
        AF_ILLEGAL(s, discard(Card::NanoRecycler), Reason::NoShipChosen);
        // legalActions offers each unplaced ship of Red's colour.
        int offers = 0;
        for (const Action &a : legalActions(s))
            if (const auto *d = std::get_if<DiscardCard>(&a); d && d->card == Card::NanoRecycler)
                ++offers;
        QCOMPARE(offers, 3);
    }

    void suppressionMatrixLowersEveryUnplacedShipAndRemovesAField()
    {
        // Value: T39 (2F).
        GameState s = withCards(techGame(), Red, {Card::SuppressionMatrix});
        rollFleet(s, {1, 4, 6});
        setResources(s, Red, 1, 0);
        AF_ILLEGAL(s, use(Card::SuppressionMatrix), Reason::NotEnoughFuel);
        setResources(s, Red, 2, 0);
        AF_LEGAL(s, use(Card::SuppressionMatrix));
        QCOMPARE(values(s), (std::vector<int>{6, 3, 5})); // the 1 becomes a 6 (X-36)
        QCOMPARE(int(s.players[Red].fuel), 0);
        AF_ILLEGAL(s, use(Card::SuppressionMatrix), Reason::CardAlreadyUsed);

        // With no unplaced ship there is nothing to lower.
        GameState none = withCards(techGame(), Red, {Card::SuppressionMatrix});
        rollFleet(none, {3});
        setResources(none, Red, 2, 0);
        AF_LEGAL(none, dockOf(none, Facility::SolarConverter, {3}));
        AF_ILLEGAL(none, use(Card::SuppressionMatrix), Reason::NotEnoughUnplaced);

        // Discard: remove one field generator from a territory where Red has a colony.
        GameState d = withCards(techGame(), Red, {Card::SuppressionMatrix});
        putColonies(d, Territory::AsimovCrater, Red, 1);
        d.fieldAt[idx(Field::Repulsor)] = idx(Territory::AsimovCrater);
        d.fieldAt[idx(Field::Isolation)] = idx(Territory::LemBadlands);
        rollFleet(d, {1, 2, 3});
        AF_ILLEGAL(d, discardField(Card::SuppressionMatrix, Field::Isolation), Reason::NoColonyThere);
        AF_ILLEGAL(d, discardField(Card::SuppressionMatrix, Field::Positron), Reason::FieldNotOnBoard);
        AF_ILLEGAL(d, discardField(Card::SuppressionMatrix, Field::Repulsor, Territory::AsimovCrater),
                   Reason::UnexpectedParameter);
        QVERIFY(offered(d, discardField(Card::SuppressionMatrix, Field::Repulsor)));
        AF_LEGAL(d, discardField(Card::SuppressionMatrix, Field::Repulsor));
        QCOMPARE(int(d.fieldAt[idx(Field::Repulsor)]), -1);
    }

    void fleetInterlinkRefusals()
    {
        GameState s = withCards(techGame(), Red, {Card::FleetInterlink});
        rollFleet(s, {2, 5, 6});
        setResources(s, Red, 1, 0);
        AF_ILLEGAL(s, use(Card::FleetInterlink), Reason::NotEnoughFuel);
        AF_ILLEGAL(s, discard(Card::FleetInterlink), Reason::ChoiceRequired);
        DiscardCard noTerritory = discardField(Card::FleetInterlink, Field::Positron);
        AF_ILLEGAL(s, noTerritory, Reason::TerritoryRequired);
    }

    void solarHarvesterCountsOpponentShipsAtTheSolarConverter()
    {
        // Value: T36 (1F per ship), X-54: counted at the moment of use.
        GameState s = withCards(techGame(), Red, {Card::SolarHarvester});
        rollFleet(s, {1, 2, 3});
        setResources(s, Red, 0, 0);
        AF_ILLEGAL(s, use(Card::SolarHarvester), Reason::NothingToTake);
        placeShip(s, Blue, Facility::SolarConverter, 4);
        placeShip(s, Green, Facility::SolarConverter, 2);
        placeShip(s, Green, Facility::LunarMine, 5);
        AF_LEGAL(s, dockOf(s, Facility::SolarConverter, {3})); // Red's own ship does not count
        AF_LEGAL(s, use(Card::SolarHarvester));
        QCOMPARE(int(s.players[Red].fuel), 2 + 2); // 2 from the harvester, 2 from docking the 3 (Solar Converter)
        AF_ILLEGAL(s, use(Card::SolarHarvester), Reason::CardAlreadyUsed);
    }

    void solarHarvesterDiscardReturnsOpponentsFuel()
    {
        // T37: the opponents' fuel goes back to the supply; the holder keeps theirs.
        GameState s = withCards(techGame(), Red, {Card::SolarHarvester});
        rollFleet(s, {1, 2, 3});
        setResources(s, Red, 3, 1);
        setResources(s, Blue, 0, 2);
        setResources(s, Green, 0, 0);
        setResources(s, Yellow, 0, 1);
        AF_ILLEGAL(s, discard(Card::SolarHarvester), Reason::NothingToTake);
        setResources(s, Blue, 4, 2);
        setResources(s, Yellow, 1, 1);
        const int supplyBefore = s.supplyFuel;
        AF_LEGAL(s, discard(Card::SolarHarvester));
        QCOMPARE(int(s.players[Blue].fuel), 0);
        QCOMPARE(int(s.players[Yellow].fuel), 0);
        QCOMPARE(int(s.players[Blue].ore), 2);
        QCOMPARE(int(s.players[Red].fuel), 3);
        QCOMPARE(int(s.supplyFuel), supplyBefore + 5);
    }

    void lunarTunnelerNeedsALunarMineDocking()
    {
        // Values: T20 (1F), T21 (+1O).
        GameState s = withCards(techGame(), Red, {Card::LunarTunneler});
        rollFleet(s, {1, 2, 5});
        setResources(s, Red, 1, 0);
        AF_ILLEGAL(s, use(Card::LunarTunneler), Reason::NoLunarDocking);
        QVERIFY(!offered(s, use(Card::LunarTunneler)));
        AF_LEGAL(s, dockOf(s, Facility::LunarMine, {5}));
        QCOMPARE(int(s.players[Red].ore), 1);
        AF_LEGAL(s, use(Card::LunarTunneler));
        QCOMPARE(int(s.players[Red].ore), 2);
        QCOMPARE(int(s.players[Red].fuel), 0);
        AF_ILLEGAL(s, use(Card::LunarTunneler), Reason::CardAlreadyUsed);

        GameState poor = withCards(techGame(), Red, {Card::LunarTunneler});
        rollFleet(poor, {1, 2, 5});
        setResources(poor, Red, 0, 0);
        AF_LEGAL(poor, dockOf(poor, Facility::LunarMine, {5}));
        AF_ILLEGAL(poor, use(Card::LunarTunneler), Reason::NotEnoughFuel);
        giveRedPohl(poor); // Pohl Foothills makes it free (X-37)
        AF_LEGAL(poor, use(Card::LunarTunneler));
        QCOMPARE(int(poor.players[Red].ore), 2);
    }

    void lunarTunnelerDiscardEmptiesTheLunarMine()
    {
        GameState s = withCards(techGame(), Red, {Card::LunarTunneler});
        rollFleet(s, {1, 2, 5});
        AF_ILLEGAL(s, discard(Card::LunarTunneler), Reason::NothingToTake);
        const int blue = placeShip(s, Blue, Facility::LunarMine, 6);
        const int green = placeShip(s, Green, Facility::LunarMine, 4);
        const int other = placeShip(s, Yellow, Facility::SolarConverter, 3);
        AF_LEGAL(s, discard(Card::LunarTunneler));
        QCOMPARE(s.ships[blue].facility, Facility::MaintenanceBay);
        QCOMPARE(s.ships[green].facility, Facility::MaintenanceBay);
        QCOMPARE(s.ships[other].facility, Facility::SolarConverter);
        QCOMPARE(shipsDockedAt(s, Facility::LunarMine), 0);
    }

    void deflectorShieldSurchargesCardsOnTheHoldersShips()
    {
        // X-44, value T5: +1F per ship of the holder affected, not reduced by Pohl Foothills (X-37).
        GameState s = withCards(techGame(), Red, {Card::PlasmaCannon});
        giveCard(s, Blue, Card::DeflectorShield);
        const int b1 = placeShip(s, Blue, Facility::SolarConverter, 4);
        const int b2 = placeShip(s, Blue, Facility::SolarConverter, 5);
        rollFleet(s, {1, 2, 3});
        UseCard fire{Card::PlasmaCannon, {}};
        fire.args.facility = Facility::SolarConverter;
        fire.args.ships = {static_cast<int8_t>(b1), static_cast<int8_t>(b2)};
        setResources(s, Red, 3, 0);
        AF_ILLEGAL(s, fire, Reason::NotEnoughFuel);
        GameState p = s;
        giveRedPohl(p);
        AF_LEGAL(p, fire); // 2 - 1 (Pohl) + 2 (surcharge)
        QCOMPARE(int(p.players[Red].fuel), 0);
        setResources(s, Red, 4, 0);
        AF_LEGAL(s, fire);
        QCOMPARE(int(s.players[Red].fuel), 0);

        // The Plasma Cannon's discard and the Mind Control Helmet pay it too; the holder's own cards do not.
        GameState d = withCards(techGame(4, Ruleset::R2013), Red, {Card::PlasmaCannon});
        giveCard(d, Blue, Card::DeflectorShield);
        setShipsInPlay(d, Blue, 5);
        const int target = placeShip(d, Blue, Facility::SolarConverter, 4);
        rollFleet(d, {1, 2, 3});
        setResources(d, Red, 0, 0);
        AF_ILLEGAL(d, discardShip(Card::PlasmaCannon, target), Reason::NotEnoughFuel);
        setResources(d, Red, 1, 0);
        AF_LEGAL(d, discardShip(Card::PlasmaCannon, target));
        QCOMPARE(int(d.players[Red].fuel), 0);

        GameState h = withCards(techGame(), Red, {Card::MindControlHelmet});
        giveCard(h, Blue, Card::DeflectorShield);
        const int taken = placeShip(h, Blue, Facility::SolarConverter, 4);
        rollFleet(h, {1, 2, 3});
        UseCard helmet{Card::MindControlHelmet, {}};
        helmet.args.ship = static_cast<int8_t>(taken);
        Dock to;
        to.facility = Facility::LunarMine;
        helmet.args.dock = to;
        setResources(h, Red, 3, 0);
        AF_ILLEGAL(h, helmet, Reason::NotEnoughFuel);
        setResources(h, Red, 4, 0);
        AF_LEGAL(h, helmet);

        // Without a Deflector Shield in Blue's hand, the price is the card's own.
        GameState plain = withCards(techGame(), Red, {Card::PlasmaCannon});
        const int c1 = placeShip(plain, Blue, Facility::SolarConverter, 4);
        rollFleet(plain, {1, 2, 3});
        UseCard once{Card::PlasmaCannon, {}};
        once.args.facility = Facility::SolarConverter;
        once.args.ships = {static_cast<int8_t>(c1)};
        setResources(plain, Red, 1, 0);
        AF_LEGAL(plain, once);
    }

    void deflectorShieldDiscardPlacesRepulsorOrPositron()
    {
        GameState s = withCards(techGame(), Red, {Card::DeflectorShield});
        putColonies(s, Territory::HerbertValley, Red, 1);
        s.fieldAt[idx(Field::Repulsor)] = idx(Territory::LemBadlands);
        rollFleet(s, {1, 2, 3});
        AF_ILLEGAL(s, use(Card::DeflectorShield), Reason::NoFuelPower); // passive
        AF_ILLEGAL(s, discardField(Card::DeflectorShield, Field::Isolation, Territory::HerbertValley),
                   Reason::FieldNotAllowed);
        AF_ILLEGAL(s, discardField(Card::DeflectorShield, Field::Positron, Territory::AsimovCrater),
                   Reason::NoColonyThere);
        QVERIFY(!offered(s, discardField(Card::DeflectorShield, Field::Isolation, Territory::HerbertValley)));
        QVERIFY(offered(s, discardField(Card::DeflectorShield, Field::Repulsor, Territory::HerbertValley)));
        GameState place = s;
        AF_LEGAL(place, discardField(Card::DeflectorShield, Field::Positron, Territory::HerbertValley));
        QCOMPARE(int(place.fieldAt[idx(Field::Positron)]), idx(Territory::HerbertValley));
        AF_LEGAL(s, discardField(Card::DeflectorShield, Field::Repulsor, Territory::HerbertValley)); // moved
        QCOMPARE(int(s.fieldAt[idx(Field::Repulsor)]), idx(Territory::HerbertValley));
        GameState again = withCards(techGame(), Red, {Card::DeflectorShield});
        putColonies(again, Territory::HerbertValley, Red, 1);
        again.fieldAt[idx(Field::Repulsor)] = idx(Territory::HerbertValley);
        rollFleet(again, {1, 2, 3});
        AF_ILLEGAL(again, discardField(Card::DeflectorShield, Field::Repulsor, Territory::HerbertValley),
                   Reason::SameTerritory);
    }

    void shipbreakerDroneReturnsShipsForTheirShipyardValue()
    {
        // T34: the Shipyard prices (6th 3F+3O, 5th 2F+2O), without Herbert Valley (X-46).
        GameState s = withCards(techGame(), Red, {Card::ShipbreakerDrone});
        putColonies(s, Territory::HerbertValley, Red, 1);
        rollFleet(s, {1, 2, 3, 4, 5, 6}); // 6 red ships
        setResources(s, Red, 0, 0);
        AF_LEGAL(s, useOnShip(Card::ShipbreakerDrone, shipWith(s, 6)));
        QCOMPARE(int(s.players[Red].fuel), 3);
        QCOMPARE(int(s.players[Red].ore), 3);
        QCOMPARE(shipsNotInStock(s, Red), 5);
        AF_ILLEGAL(s, useOnShip(Card::ShipbreakerDrone, shipWith(s, 5)), Reason::CardAlreadyUsed);

        GameState five = withCards(techGame(), Red, {Card::ShipbreakerDrone});
        rollFleet(five, {1, 2, 3, 4, 5});
        setResources(five, Red, 0, 0);
        AF_LEGAL(five, useOnShip(Card::ShipbreakerDrone, shipWith(five, 1)));
        QCOMPARE(int(five.players[Red].fuel), 2);

        GameState four = withCards(techGame(), Red, {Card::ShipbreakerDrone});
        rollFleet(four, {1, 2, 3, 4});
        AF_ILLEGAL(four, useOnShip(Card::ShipbreakerDrone, shipWith(four, 1)), Reason::TooFewColourShips);
        AF_ILLEGAL(four, useOnShip(Card::ShipbreakerDrone, kRelicShip), Reason::TooFewColourShips);

        GameState relic = withCards(techGame(), Red, {Card::ShipbreakerDrone});
        rollFleet(relic, {1, 2, 3, 4, 5, 6});
        giveRelic(relic, Red, Place::Fleet, Facility::MaintenanceBay, 5);
        AF_ILLEGAL(relic, useOnShip(Card::ShipbreakerDrone, kRelicShip), Reason::NotColourShip);
    }

    void shipbreakerDroneDiscardReturnsTwoShips()
    {
        // Two ships from 6: 3F+3O and 2F+2O = 5F+5O (X-46).
        GameState s = withCards(techGame(), Red, {Card::ShipbreakerDrone});
        rollFleet(s, {1, 2, 3, 4, 5, 6});
        setResources(s, Red, 0, 0);
        DiscardCard d{Card::ShipbreakerDrone, {}};
        d.args.ships = {shipWith(s, 1), shipWith(s, 2)};
        QVERIFY(offered(s, d));
        DiscardCard one = d;
        one.args.ships = {shipWith(s, 1)};
        AF_ILLEGAL(s, one, Reason::NotEnoughUnplaced);
        DiscardCard twice = d;
        twice.args.ships = {shipWith(s, 1), shipWith(s, 1)};
        AF_ILLEGAL(s, twice, Reason::DuplicateShip);
        AF_LEGAL(s, d);
        QCOMPARE(int(s.players[Red].fuel), 5);
        QCOMPARE(int(s.players[Red].ore), 5);
        QCOMPARE(shipsNotInStock(s, Red), 4);

        GameState five = withCards(techGame(), Red, {Card::ShipbreakerDrone});
        rollFleet(five, {1, 2, 3, 4, 5});
        setResources(five, Red, 0, 0);
        DiscardCard d5{Card::ShipbreakerDrone, {}};
        d5.args.ships = {shipWith(five, 1), shipWith(five, 2)};
        AF_LEGAL(five, d5);
        QCOMPARE(int(five.players[Red].fuel), 3); // 2F+2O and 1F+1O
    }

    void resonatingBeaconCyclesTheDisplay()
    {
        // Value: T32 (1F).
        GameState s = withCards(techGame(), Red, {Card::ResonatingBeacon});
        rollFleet(s, {1, 2, 3});
        setDisplay(s, {Card::BoosterPod, Card::StasisBeam, Card::Electrofabricator});
        setResources(s, Red, 0, 0);
        AF_ILLEGAL(s, use(Card::ResonatingBeacon), Reason::NotEnoughFuel);
        setResources(s, Red, 1, 0);
        AF_LEGAL(s, use(Card::ResonatingBeacon));
        QCOMPARE(s.stage, Stage::Reveal);
        QCOMPARE(chanceCount(s), 3);
        QCOMPARE(int(s.discardPile[idx(Card::Electrofabricator)]), 1);
        QCOMPARE(int(s.players[Red].fuel), 0);
        revealAny(s);
        QCOMPARE(s.stage, Stage::Main);
        QVERIFY(!validateState(s));
        AF_ILLEGAL(s, use(Card::ResonatingBeacon), Reason::CardAlreadyUsed);
        AF_ILLEGAL(s, Cycle{}, Reason::NoCycleLeft); // the paid cycle grants no further ones

        GameState p = withCards(techGame(), Red, {Card::ResonatingBeacon});
        giveRedPohl(p);
        rollFleet(p, {1, 2, 3});
        setResources(p, Red, 0, 0);
        AF_LEGAL(p, use(Card::ResonatingBeacon)); // free with Pohl Foothills (X-37)
    }

    void resonatingBeaconDiscardCyclesThreeTimesThenClaims()
    {
        GameState s = withCards(techGame(), Red, {Card::ResonatingBeacon});
        rollFleet(s, {1, 2, 3});
        AF_ILLEGAL(s, Claim{static_cast<Card>(s.display[0])}, Reason::ClaimTotalTooLow);
        AF_LEGAL(s, discard(Card::ResonatingBeacon));
        for (int i = 0; i < kTechValues.resonatingBeaconCycles; ++i) {
            AF_LEGAL(s, Cycle{});
            revealAny(s);
        }
        AF_ILLEGAL(s, Cycle{}, Reason::NoCycleLeft);
        const Card shown = static_cast<Card>(s.display[1]);
        QVERIFY(offered(s, Claim{shown}));
        AF_LEGAL(s, Claim{shown});
        QVERIFY(holds(s, Red, shown));
        revealAny(s);
        QVERIFY(!validateState(s));
        // One claim only; the Artifact's own total is untouched.
        AF_ILLEGAL(s, Claim{static_cast<Card>(s.display[0])}, Reason::ClaimTotalTooLow);

        // The claim may come at once, without cycling; the cycles left lapse with it.
        GameState at = withCards(techGame(), Red, {Card::ResonatingBeacon});
        rollFleet(at, {1, 2, 3});
        AF_LEGAL(at, discard(Card::ResonatingBeacon));
        AF_LEGAL(at, Claim{static_cast<Card>(at.display[2])});
        revealAny(at);
        AF_ILLEGAL(at, Cycle{}, Reason::NoCycleLeft);
        // Nothing carries into the next turn.
        GameState next = withCards(techGame(), Red, {Card::ResonatingBeacon});
        rollFleet(next, {1, 2, 3});
        AF_LEGAL(next, discard(Card::ResonatingBeacon));
        finishTurn(next);
        QCOMPARE(int(next.tech.turn.freeCycles), 0);
        QVERIFY(!next.tech.turn.freeClaim);
    }

    void petaBitProcessorAddsADiscardPower()
    {
        // Value: T29 (2F); X-13.
        GameState s = withCards(techGame(), Red, {Card::PetaBitProcessor, Card::Electrofabricator,
                                                   Card::SolarHarvester});
        rollFleet(s, {1, 2, 3});
        setResources(s, Red, 2, 0);
        AF_LEGAL(s, discard(Card::Electrofabricator));
        AF_ILLEGAL(s, discard(Card::SolarHarvester), Reason::DiscardAlreadyUsed);
        AF_LEGAL(s, use(Card::PetaBitProcessor));
        QCOMPARE(int(s.players[Red].fuel), 0);
        setResources(s, Blue, 1, 0);
        AF_ILLEGAL(s, discard(Card::PetaBitProcessor), Reason::CardUsedThisTurn);
        QVERIFY(offered(s, discard(Card::SolarHarvester)));
        AF_LEGAL(s, discard(Card::SolarHarvester));

        GameState poor = withCards(techGame(), Red, {Card::PetaBitProcessor});
        rollFleet(poor, {1, 2, 3});
        setResources(poor, Red, 1, 0);
        AF_ILLEGAL(poor, use(Card::PetaBitProcessor), Reason::NotEnoughFuel);
    }

    void petaBitProcessorDiscardBoxesTheDisplay()
    {
        GameState s = withCards(techGame(), Red, {Card::PetaBitProcessor});
        rollFleet(s, {1, 2, 3});
        setDisplay(s, {Card::BoosterPod, Card::StasisBeam, Card::Electrofabricator});
        AF_LEGAL(s, discard(Card::PetaBitProcessor));
        QCOMPARE(pileCount(s.tech.boxed), 3);
        QCOMPARE(int(s.tech.boxed[idx(Card::Electrofabricator)]), 1);
        QCOMPARE(s.stage, Stage::Reveal);
        revealAny(s);
        for (int8_t c : s.display)
            QVERIFY(c >= 0);
        QVERIFY(!validateState(s)); // the boxed cards still count for the deck
        // The boxed cards never come back: not drawable, not in the discards.
        QCOMPARE(int(s.discardPile[idx(Card::Electrofabricator)]), 0);
        QCOMPARE(int(s.drawPile[idx(Card::Electrofabricator)]), 0);
    }

    void chronoSpikeRerollsOneShipForFree()
    {
        GameState s = withCards(techGame(), Red, {Card::ChronoSpike});
        rollFleet(s, {1, 2, 3});
        setResources(s, Red, 0, 0);
        AF_ILLEGAL(s, use(Card::ChronoSpike), Reason::NoShipChosen);
        AF_ILLEGAL(s, useOnShip(Card::ChronoSpike, firstShipOf(Blue)), Reason::ShipNotYours);
        const int ship = shipWith(s, 1);
        QVERIFY(offered(s, useOnShip(Card::ChronoSpike, ship)));
        AF_LEGAL(s, useOnShip(Card::ChronoSpike, ship));
        QCOMPARE(s.stage, Stage::Reroll);
        QCOMPARE(chanceCount(s), 1);
        AF_LEGAL(s, Reroll{{6}});
        QCOMPARE(int(s.ships[ship].value), 6);
        AF_ILLEGAL(s, useOnShip(Card::ChronoSpike, shipWith(s, 2)), Reason::CardAlreadyUsed);
    }

    void chronoSpikeDiscardRedocksAtOtherFacilities()
    {
        GameState s = withCards(techGame(), Red, {Card::ChronoSpike});
        rollFleet(s, {1, 2, 5});
        AF_LEGAL(s, dockOf(s, Facility::SolarConverter, {1}));
        DiscardCard early{Card::ChronoSpike, {}};
        early.args.ships = {shipWith(s, 2)};
        AF_ILLEGAL(s, early, Reason::ShipsStillUnplaced); // only once all ships are placed
        AF_LEGAL(s, dockOf(s, Facility::SolarConverter, {2}));
        AF_LEGAL(s, dockOf(s, Facility::LunarMine, {5}));
        std::vector<int> atSolar, atMine;
        for (int i = firstShipOf(Red); i < firstShipOf(Red) + kShipsPerColor; ++i) {
            if (s.ships[i].place == Place::Docked && s.ships[i].facility == Facility::SolarConverter)
                atSolar.push_back(i);
            if (s.ships[i].place == Place::Docked && s.ships[i].facility == Facility::LunarMine)
                atMine.push_back(i);
        }
        const int bay = placeShip(s, Red, Facility::MaintenanceBay, 0);
        s.ships[bay].value = 0;
        DiscardCard fromBay{Card::ChronoSpike, {}};
        fromBay.args.ships = {static_cast<int8_t>(bay)};
        AF_ILLEGAL(s, fromBay, Reason::ShipNotDocked);
        DiscardCard other{Card::ChronoSpike, {}};
        other.args.ships = {static_cast<int8_t>(placeShip(s, Blue, Facility::LunarMine, 6))};
        AF_ILLEGAL(s, other, Reason::ShipNotYours);
        DiscardCard back{Card::ChronoSpike, {}};
        back.args.ships = {static_cast<int8_t>(atSolar[0]), static_cast<int8_t>(atMine[0])};
        QVERIFY(offered(s, back));
        const int fuel = s.players[Red].fuel;
        AF_LEGAL(s, back);
        QCOMPARE(int(s.players[Red].fuel), fuel); // the fuel the Solar Converter gave is kept (R-9)
        QCOMPARE(s.stage, Stage::Reroll);
        AF_LEGAL(s, (Reroll{{4, 4}}));
        QCOMPARE(unplacedShips(s, Red), 2);
        // Not at the facilities they left (X-53), elsewhere as usual.
        Dock solar{Facility::SolarConverter, {static_cast<int8_t>(atSolar[0])}, std::nullopt, {}};
        AF_ILLEGAL(s, solar, Reason::SameFacility);
        Dock mine{Facility::LunarMine, {static_cast<int8_t>(atSolar[0])}, std::nullopt, {}};
        AF_ILLEGAL(s, mine, Reason::SameFacility);
        Dock market{Facility::OrbitalMarket, {static_cast<int8_t>(atSolar[0]), static_cast<int8_t>(atMine[0])},
                    std::nullopt, {}};
        AF_LEGAL(s, market);
        setResources(s, Red, 4, 0);
        AF_LEGAL(s, Trade{});
    }

    void oscillationCapacitorRepeatsACardWithAFuelCost()
    {
        // X-51; Electrofabricator values T6, T7.
        GameState s = withCards(techGame(), Red, {Card::OscillationCapacitor, Card::Electrofabricator,
                                                   Card::SolarHarvester, Card::NanoRecycler});
        rollFleet(s, {1, 2, 3});
        setResources(s, Red, 4, 1);
        UseCard again{Card::OscillationCapacitor, {}};
        AF_ILLEGAL(s, again, Reason::ChoiceRequired);
        again.args.card = Card::Electrofabricator;
        AF_ILLEGAL(s, again, Reason::CardNotUsedYet);
        AF_LEGAL(s, use(Card::Electrofabricator));
        QVERIFY(offered(s, again));
        UseCard harvester = again;
        harvester.args.card = Card::SolarHarvester;
        AF_ILLEGAL(s, harvester, Reason::NoPrintedFuelCost); // no cost: never repeated
        AF_LEGAL(s, use(Card::NanoRecycler));
        UseCard recycler = again;
        recycler.args.card = Card::NanoRecycler;
        AF_ILLEGAL(s, recycler, Reason::NoPrintedFuelCost); // its cost is ore
        UseCard notHeld = again;
        notHeld.args.card = Card::LunarTunneler;
        AF_ILLEGAL(s, notHeld, Reason::CardNotHeld);
        AF_LEGAL(s, again); // pays 2 fuel again for 1 more ore
        QCOMPARE(int(s.players[Red].fuel), 4 - 2 + 2 - 2);
        QCOMPARE(int(s.players[Red].ore), 1 + 1 - 1 + 1);
        AF_ILLEGAL(s, again, Reason::CardAlreadyUsed); // once per turn
        AF_ILLEGAL(s, discard(Card::OscillationCapacitor), Reason::CardUsedThisTurn);

        // A base card, with its own choice; Pohl Foothills takes 1 fuel off the second use too (X-37).
        GameState b = withCards(techGame(), Red, {Card::OscillationCapacitor, Card::BoosterPod});
        giveRedPohl(b);
        rollFleet(b, {1, 2, 3});
        setResources(b, Red, 0, 0);
        AF_LEGAL(b, useOnShip(Card::BoosterPod, shipWith(b, 1)));
        UseCard pod{Card::OscillationCapacitor, {}};
        pod.args.card = Card::BoosterPod;
        pod.args.ship = shipWith(b, 3);
        QVERIFY(offered(b, pod));
        AF_LEGAL(b, pod);
        QCOMPARE(values(b), (std::vector<int>{2, 2, 4}));
        QCOMPARE(int(b.players[Red].fuel), 0);
    }

    void oscillationCapacitorDiscardTakesAnotherPlayersCardAway()
    {
        GameState s = withCards(techGame(), Red, {Card::OscillationCapacitor, Card::BoosterPod});
        giveCard(s, Blue, Card::PlasmaCannon);
        rollFleet(s, {1, 2, 3});
        DiscardCard d{Card::OscillationCapacitor, {}};
        d.args.player = Blue;
        AF_ILLEGAL(s, d, Reason::ChoiceRequired);
        d.args.card = Card::StasisBeam;
        AF_ILLEGAL(s, d, Reason::RaidCardNotHeld);
        DiscardCard self = d;
        self.args.player = Red;
        self.args.card = Card::BoosterPod;
        AF_ILLEGAL(s, self, Reason::OtherPlayerRequired);
        d.args.card = Card::PlasmaCannon;
        QVERIFY(offered(s, d));
        const int pile = s.discardPile[idx(Card::PlasmaCannon)];
        AF_LEGAL(s, d);
        QVERIFY(!holds(s, Blue, Card::PlasmaCannon));
        QCOMPARE(int(s.discardPile[idx(Card::PlasmaCannon)]), pile + 1);
        QVERIFY(!holds(s, Red, Card::OscillationCapacitor));
        QVERIFY(!validateState(s));
    }

    void teleOperatorUsesADisplayedCardsPower()
    {
        // Value T40 (2F) plus the borrowed card's own cost; Pohl Foothills on both (X-37, X-51).
        GameState s = withCards(techGame(), Red, {Card::TeleOperator, Card::BoosterPod});
        rollFleet(s, {1, 2, 3});
        setDisplay(s, {Card::BoosterPod, Card::AlienCity, Card::Electrofabricator});
        setResources(s, Red, 4, 0);
        AF_LEGAL(s, useOnShip(Card::BoosterPod, shipWith(s, 3))); // Red's own Booster Pod first
        UseCard tele{Card::TeleOperator, {}};
        AF_ILLEGAL(s, tele, Reason::ChoiceRequired);
        tele.args.card = Card::StasisBeam;
        tele.args.ship = shipWith(s, 2);
        AF_ILLEGAL(s, tele, Reason::CardNotOnDisplay);
        tele.args.card = Card::AlienCity;
        tele.args.ship = kNoShip;
        AF_ILLEGAL(s, tele, Reason::NoFuelPower); // a VP card has no power to borrow
        tele.args.card = Card::BoosterPod;
        tele.args.ship = shipWith(s, 1);
        QVERIFY(offered(s, tele));
        AF_LEGAL(s, tele);
        QCOMPARE(values(s), (std::vector<int>{2, 2, 4}));
        QCOMPARE(int(s.players[Red].fuel), 4 - 1 - 2 - 1);
        QVERIFY(holds(s, Red, Card::BoosterPod));               // Red's own copy stays
        QVERIFY(s.turn.cardsUsed & cardBit(Card::BoosterPod));   // ... used, as it was
        QCOMPARE(int(s.display[0]), idx(Card::BoosterPod));      // the borrowed card stays on display
        AF_ILLEGAL(s, tele, Reason::CardAlreadyUsed);

        GameState p = withCards(techGame(), Red, {Card::TeleOperator});
        giveRedPohl(p);
        rollFleet(p, {1, 2, 3});
        setDisplay(p, {Card::Electrofabricator, Card::AlienCity, Card::StasisBeam});
        setResources(p, Red, 2, 0);
        UseCard fab{Card::TeleOperator, {}};
        fab.args.card = Card::Electrofabricator;
        AF_LEGAL(p, fab);
        QCOMPARE(int(p.players[Red].fuel), 0); // (2 - 1) + (2 - 1)
        QCOMPARE(int(p.players[Red].ore), 1);
        QVERIFY(!holds(p, Red, Card::Electrofabricator));
        QVERIFY(!(p.turn.cardsUsed & cardBit(Card::Electrofabricator)));
        QVERIFY(!validateState(p));
    }

    void teleOperatorDiscardClaimsADisplayedCard()
    {
        GameState s = withCards(techGame(), Red, {Card::TeleOperator});
        rollFleet(s, {1, 2, 3});
        setDisplay(s, {Card::BoosterPod, Card::AlienCity, Card::Electrofabricator});
        AF_ILLEGAL(s, Claim{Card::AlienCity}, Reason::ClaimTotalTooLow);
        AF_LEGAL(s, discard(Card::TeleOperator));
        AF_ILLEGAL(s, Cycle{}, Reason::NoCycleLeft); // a claim only, no cycles
        AF_LEGAL(s, Claim{Card::AlienCity});
        QVERIFY(holds(s, Red, Card::AlienCity));
        QCOMPARE(score(s, Red).alienCity, 1);
        revealAny(s);
        AF_ILLEGAL(s, Claim{static_cast<Card>(s.display[0])}, Reason::ClaimTotalTooLow);
    }

    void retrievalWebbingCollectsOtherPlayersExcess()
    {
        // X-54: the tokens Blue returns for the 8-limit go to Red, the holder, who may go past 8; compared with the
        // same turn without the card, where they go to the supply.
        GameState with = withCards(techGame(), Red, {Card::RetrievalWebbing});
        GameState without = techGame();
        for (GameState *s : {&with, &without}) {
            rollFleet(*s, {1, 1, 1});
            finishTurn(*s);
            QCOMPARE(s->current, int(Blue));
            rollFleet(*s, {1, 1, 1});
            setResources(*s, Blue, 9, 4);
            setResources(*s, Red, 6, 2);
            finishTurn(*s);
            QCOMPARE(s->players[Blue].fuel + s->players[Blue].ore, kHandLimit);
            QVERIFY(!validateState(*s));
        }
        const int excess = with.players[Red].fuel + with.players[Red].ore - 8;
        QVERIFY(excess >= 5);
        QCOMPARE(without.players[Red].fuel + without.players[Red].ore, 8);
        QCOMPARE(with.supplyFuel + with.supplyOre + excess, without.supplyFuel + without.supplyOre);

        // The holder's own excess goes to the supply as without the card.
        GameState ownWith = withCards(techGame(), Red, {Card::RetrievalWebbing});
        GameState ownWithout = techGame();
        for (GameState *s : {&ownWith, &ownWithout}) {
            rollFleet(*s, {1, 1, 1});
            setResources(*s, Red, 9, 4);
            finishTurn(*s);
            QCOMPARE(s->players[Red].fuel + s->players[Red].ore, kHandLimit);
        }
        QCOMPARE(ownWith.supplyFuel, ownWithout.supplyFuel);
        QCOMPARE(ownWith.supplyOre, ownWithout.supplyOre);
    }

    void retrievalWebbingDiscardTakesOneTokenFromEachPlayer()
    {
        GameState s = withCards(techGame(), Red, {Card::RetrievalWebbing});
        giveCard(s, Blue, Card::HolographicDecoy); // protects against raids only
        rollFleet(s, {1, 2, 3});
        setResources(s, Red, 1, 1);
        setResources(s, Blue, 2, 1);
        setResources(s, Green, 0, 0);
        setResources(s, Yellow, 0, 3);
        // Every choice: Blue's fuel or ore, Yellow's ore; Green has nothing to take.
        int offers = 0;
        for (const Action &a : legalActions(s))
            if (const auto *d = std::get_if<DiscardCard>(&a); d && d->card == Card::RetrievalWebbing)
                ++offers;
        QCOMPARE(offers, 2);
        QVERIFY(offered(s, discardTakes(Card::RetrievalWebbing, {oreFrom(Blue), oreFrom(Yellow)})));

        AF_ILLEGAL(s, discard(Card::RetrievalWebbing), Reason::OneTokenEach);
        AF_ILLEGAL(s, discardTakes(Card::RetrievalWebbing, {fuelFrom(Blue)}), Reason::OneTokenEach); // Yellow left out
        AF_ILLEGAL(s, discardTakes(Card::RetrievalWebbing, {Take{Blue, 1, 1}, oreFrom(Yellow)}), Reason::OneTokenEach);
        AF_ILLEGAL(s, discardTakes(Card::RetrievalWebbing, {fuelFrom(Blue), oreFrom(Blue), oreFrom(Yellow)}),
                   Reason::OneTokenEach);
        AF_ILLEGAL(s, discardTakes(Card::RetrievalWebbing, {fuelFrom(Blue), fuelFrom(Yellow)}),
                   Reason::RaidMoreThanHeld);
        AF_ILLEGAL(s, discardTakes(Card::RetrievalWebbing, {fuelFrom(Blue), oreFrom(Yellow), oreFrom(Green)}),
                   Reason::RaidMoreThanHeld);
        AF_ILLEGAL(s, discardTakes(Card::RetrievalWebbing, {fuelFrom(Red), fuelFrom(Blue), oreFrom(Yellow)}),
                   Reason::OtherPlayerRequired);
        AF_ILLEGAL(s, discardTakes(Card::RetrievalWebbing, {fuelFrom(7)}), Reason::BadPlayer);
        DiscardCard extra = discardTakes(Card::RetrievalWebbing, {fuelFrom(Blue), oreFrom(Yellow)});
        extra.args.field = Field::Repulsor;
        AF_ILLEGAL(s, extra, Reason::UnexpectedParameter);
        QCOMPARE(qs(check(s, discard(Card::RetrievalWebbing))->rule), QStringLiteral("card:retrieval-webbing"));

        const int supply = s.supplyFuel + s.supplyOre;
        AF_LEGAL(s, discardTakes(Card::RetrievalWebbing, {oreFrom(Blue), oreFrom(Yellow)}));
        QCOMPARE(int(s.players[Red].fuel), 1);
        QCOMPARE(int(s.players[Red].ore), 3);
        QCOMPARE(int(s.players[Blue].fuel), 2);
        QCOMPARE(int(s.players[Blue].ore), 0);
        QCOMPARE(int(s.players[Yellow].ore), 2);
        QCOMPARE(s.supplyFuel + s.supplyOre, supply); // a transfer between players
        QVERIFY(!holds(s, Red, Card::RetrievalWebbing));
        QCOMPARE(int(s.discardPile[idx(Card::RetrievalWebbing)]), 1);

        // Nobody has a token: nothing to take, nothing offered.
        GameState empty = withCards(techGame(), Red, {Card::RetrievalWebbing});
        rollFleet(empty, {1, 2, 3});
        for (int p : {Blue, Green, Yellow})
            setResources(empty, p, 0, 0);
        AF_ILLEGAL(empty, discard(Card::RetrievalWebbing), Reason::NothingToTake);
        for (const Action &a : legalActions(empty))
            if (const auto *d = std::get_if<DiscardCard>(&a))
                QVERIFY(d->card != Card::RetrievalWebbing);
    }

    void ionFluctuatorMovesAnOpponentColonyToAnAdjacentTerritory()
    {
        // Value: T19 (2F). Lem Badlands borders Herbert Valley, Heinlein Plains and Burroughs Desert (section 6).
        GameState s = withCards(techGame(), Red, {Card::IonFluctuator});
        rollFleet(s, {1, 2, 5});
        putColonies(s, Territory::LemBadlands, Red, 1);
        putColonies(s, Territory::LemBadlands, Blue, 2);
        putColonies(s, Territory::AsimovCrater, Green, 1);
        setResources(s, Red, 2, 0);
        auto move = [](Territory from, int player, Territory to) {
            UseCard u = use(Card::IonFluctuator);
            u.args.territory = from;
            u.args.player = static_cast<int8_t>(player);
            u.args.territory2 = to;
            return u;
        };
        const UseCard good = move(Territory::LemBadlands, Blue, Territory::HeinleinPlains);
        QVERIFY(offered(s, good));
        AF_ILLEGAL(s, move(Territory::LemBadlands, Blue, Territory::AsimovCrater), Reason::NotAdjacent);
        AF_ILLEGAL(s, move(Territory::LemBadlands, Red, Territory::HeinleinPlains), Reason::OtherPlayerRequired);
        AF_ILLEGAL(s, move(Territory::AsimovCrater, Green, Territory::HerbertValley), Reason::NoColonyThere);
        AF_ILLEGAL(s, move(Territory::LemBadlands, Green, Territory::HeinleinPlains), Reason::NoColonyThere);
        AF_ILLEGAL(s, use(Card::IonFluctuator), Reason::TerritoryRequired);
        // The Repulsor Field blocks the destination and the origin (X-38).
        GameState repulsed = s;
        repulsed.fieldAt[idx(Field::Repulsor)] = static_cast<int8_t>(idx(Territory::HeinleinPlains));
        AF_ILLEGAL(repulsed, good, Reason::RepulsorBlocks);
        QVERIFY(!offered(repulsed, good));
        repulsed.fieldAt[idx(Field::Repulsor)] = static_cast<int8_t>(idx(Territory::LemBadlands));
        AF_ILLEGAL(repulsed, good, Reason::RepulsorBlocks);
        GameState poor = s;
        setResources(poor, Red, 1, 0);
        AF_ILLEGAL(poor, good, Reason::NotEnoughFuel);
        giveRedPohl(poor); // 1F off (X-37)
        AF_LEGAL(poor, good);
        QCOMPARE(int(poor.players[Red].fuel), 0);

        AF_LEGAL(s, good);
        QCOMPARE(int(s.colonies[idx(Territory::LemBadlands)][Blue]), 1);
        QCOMPARE(int(s.colonies[idx(Territory::HeinleinPlains)][Blue]), 1);
        QCOMPARE(int(s.players[Red].fuel), 0);
        AF_ILLEGAL(s, move(Territory::LemBadlands, Blue, Territory::BurroughsDesert), Reason::CardAlreadyUsed);
    }

    void ionFluctuatorDiscardSendsEveryOpponentColonyAway()
    {
        GameState s = withCards(techGame(), Red, {Card::IonFluctuator});
        rollFleet(s, {1, 2, 5});
        putColonies(s, Territory::LemBadlands, Red, 1);
        putColonies(s, Territory::LemBadlands, Blue, 2);
        putColonies(s, Territory::LemBadlands, Green, 1);
        putColonies(s, Territory::AsimovCrater, Yellow, 1);
        DiscardCard d = discard(Card::IonFluctuator);
        d.args.territory = Territory::LemBadlands;
        // Each colony its own way: Blue's split between Herbert Valley and Burroughs Desert (X-52).
        d.args.spread[Blue][idx(Territory::HerbertValley)] = 1;
        d.args.spread[Blue][idx(Territory::BurroughsDesert)] = 1;
        d.args.spread[Green][idx(Territory::HeinleinPlains)] = 1;
        DiscardCard partial = d;
        partial.args.spread[Blue][idx(Territory::BurroughsDesert)] = 0;
        AF_ILLEGAL(s, partial, Reason::MoveEveryColony);
        DiscardCard far = d;
        far.args.spread[Green] = {};
        far.args.spread[Green][idx(Territory::AsimovCrater)] = 1;
        AF_ILLEGAL(s, far, Reason::NotAdjacent);
        DiscardCard own = d;
        own.args.spread[Red][idx(Territory::HeinleinPlains)] = 1;
        AF_ILLEGAL(s, own, Reason::OtherPlayerRequired);
        DiscardCard elsewhere = d;
        elsewhere.args.territory = Territory::AsimovCrater;
        AF_ILLEGAL(s, elsewhere, Reason::NoColonyThere);
        GameState repulsed = s;
        repulsed.fieldAt[idx(Field::Repulsor)] = static_cast<int8_t>(idx(Territory::HeinleinPlains));
        AF_ILLEGAL(repulsed, d, Reason::RepulsorBlocks);
        repulsed.fieldAt[idx(Field::Repulsor)] = static_cast<int8_t>(idx(Territory::LemBadlands));
        AF_ILLEGAL(repulsed, d, Reason::RepulsorBlocks);
        QVERIFY(!legalActions(repulsed).empty());
        for (const Action &a : legalActions(repulsed))
            if (const auto *dc = std::get_if<DiscardCard>(&a))
                QVERIFY(dc->card != Card::IonFluctuator);

        // legalActions offers each owner's colonies together to one adjacent territory, every combination.
        DiscardCard together = discard(Card::IonFluctuator);
        together.args.territory = Territory::LemBadlands;
        together.args.spread[Blue][idx(Territory::BurroughsDesert)] = 2;
        together.args.spread[Green][idx(Territory::HerbertValley)] = 1;
        QVERIFY(offered(s, together));
        AF_LEGAL(s, d);
        QCOMPARE(int(s.colonies[idx(Territory::LemBadlands)][Red]), 1);
        QCOMPARE(coloniesOn(s, Territory::LemBadlands), 1);
        QCOMPARE(int(s.colonies[idx(Territory::HerbertValley)][Blue]), 1);
        QCOMPARE(int(s.colonies[idx(Territory::BurroughsDesert)][Blue]), 1);
        QCOMPARE(int(s.colonies[idx(Territory::HeinleinPlains)][Green]), 1);
        QCOMPARE(int(s.discardPile[idx(Card::IonFluctuator)]), 1);
        // Red alone there: nothing to send away.
        GameState alone = withCards(s, Red, {Card::IonFluctuator});
        alone.turn.discardUsed = false;
        alone.tech.turn.discards = 0;
        DiscardCard none = discard(Card::IonFluctuator);
        none.args.territory = Territory::LemBadlands;
        AF_ILLEGAL(alone, none, Reason::NothingToTake);
    }

    void seismicDetonatorSpreadsEveryColonyAndLeavesTheGame()
    {
        GameState s = withCards(techGame(), Red, {Card::SeismicDetonator});
        rollFleet(s, {1, 2, 5});
        putColonies(s, Territory::AsimovCrater, Red, 1);
        putColonies(s, Territory::AsimovCrater, Blue, 1);
        DiscardCard d = discard(Card::SeismicDetonator);
        d.args.territory = Territory::HerbertValley;
        AF_ILLEGAL(s, d, Reason::TerritoryEmpty);
        d.args.territory = Territory::AsimovCrater;
        AF_ILLEGAL(s, d, Reason::MoveEveryColony);
        d.args.spread[Red][idx(Territory::BradburyPlateau)] = 1; // the holder's own colonies go too
        AF_ILLEGAL(s, d, Reason::MoveEveryColony);
        d.args.spread[Blue][idx(Territory::HerbertValley)] = 1;
        DiscardCard far = d;
        far.args.spread[Blue] = {};
        far.args.spread[Blue][idx(Territory::LemBadlands)] = 1;
        AF_ILLEGAL(s, far, Reason::NotAdjacent);
        DiscardCard ghost = d;
        ghost.args.spread[5][idx(Territory::HerbertValley)] = 1; // seat 6 is not playing
        AF_ILLEGAL(s, ghost, Reason::BadPlayer);
        GameState repulsed = s;
        repulsed.fieldAt[idx(Field::Repulsor)] = static_cast<int8_t>(idx(Territory::BradburyPlateau));
        AF_ILLEGAL(repulsed, d, Reason::RepulsorBlocks);
        QVERIFY(offered(s, d));
        const int deck = deckSize(s.ruleset, s.modules);
        AF_LEGAL(s, d);
        QCOMPARE(coloniesOn(s, Territory::AsimovCrater), 0);
        QCOMPARE(int(s.colonies[idx(Territory::BradburyPlateau)][Red]), 1);
        QCOMPARE(int(s.colonies[idx(Territory::HerbertValley)][Blue]), 1);
        // Out of the game, not on the discard pile; the cards are still all accounted for.
        QVERIFY(!holds(s, Red, Card::SeismicDetonator));
        QCOMPARE(int(s.discardPile[idx(Card::SeismicDetonator)]), 0);
        QCOMPARE(int(s.tech.boxed[idx(Card::SeismicDetonator)]), 1);
        QVERIFY(!validateState(s));
        QCOMPARE(deckSize(s.ruleset, s.modules), deck);
        AF_ILLEGAL(s, use(Card::SeismicDetonator), Reason::CardNotHeld);
    }

    void astrogationServoDiscardEmptiesOneFacility()
    {
        GameState s = withCards(techGame(), Red, {Card::AstrogationServo});
        rollFleet(s, {1, 2, 5});
        DiscardCard d = discard(Card::AstrogationServo);
        AF_ILLEGAL(s, d, Reason::NoFacility);
        d.args.facility = Facility::Shipyard;
        AF_ILLEGAL(s, d, Reason::NothingToTake);
        const int blue = placeShip(s, Blue, Facility::Shipyard, 4);
        const int green = placeShip(s, Green, Facility::Shipyard, 4);
        const int other = placeShip(s, Yellow, Facility::SolarConverter, 3);
        const int bay = placeShip(s, Yellow, Facility::MaintenanceBay, 2);
        DiscardCard atBay = discard(Card::AstrogationServo);
        atBay.args.facility = Facility::MaintenanceBay;
        AF_ILLEGAL(s, atBay, Reason::BayImmune);
        QVERIFY(!offered(s, atBay));
        QVERIFY(offered(s, d));
        AF_LEGAL(s, d);
        QCOMPARE(s.ships[blue].facility, Facility::MaintenanceBay);
        QCOMPARE(s.ships[green].facility, Facility::MaintenanceBay);
        QCOMPARE(s.ships[other].facility, Facility::SolarConverter);
        QCOMPARE(s.ships[bay].facility, Facility::MaintenanceBay);
        QVERIFY(!holds(s, Red, Card::AstrogationServo));

        // A ship on the Terraforming Station goes to the stock instead.
        GameState t = withCards(techGame(), Red, {Card::AstrogationServo});
        rollFleet(t, {1, 2, 5});
        const int terraforming = placeShip(t, Blue, Facility::TerraformingStation, 6);
        DiscardCard ts = discard(Card::AstrogationServo);
        ts.args.facility = Facility::TerraformingStation;
        AF_LEGAL(t, ts);
        QCOMPARE(t.ships[terraforming].place, Place::Stock);
        QVERIFY(!namedMissing("Astrogation Servo"));
    }

    void astrogationServoDiscardPaysTheDeflectorSurcharge()
    {
        // Value: T5 (+1F per ship of the Deflector Shield holder, X-44).
        GameState s = withCards(techGame(), Red, {Card::AstrogationServo});
        giveCard(s, Blue, Card::DeflectorShield);
        rollFleet(s, {1, 2, 5});
        placeShip(s, Blue, Facility::OrbitalMarket, 3);
        placeShip(s, Blue, Facility::OrbitalMarket, 3);
        DiscardCard d = discard(Card::AstrogationServo);
        d.args.facility = Facility::OrbitalMarket;
        setResources(s, Red, 1, 0);
        AF_ILLEGAL(s, d, Reason::NotEnoughFuel);
        setResources(s, Red, 2, 0);
        AF_LEGAL(s, d);
        QCOMPARE(int(s.players[Red].fuel), 0);
        QCOMPARE(shipsDockedAt(s, Facility::OrbitalMarket), 0);
    }

    void astrogationServoBorrowsAShipFromTheMaintenanceBay()
    {
        // X-39, value T1: 2F, one ship from the Maintenance Bay (any player's), rolled at once (a chance stage of one
        // die), used as Red's unplaced ship this turn, never at the Terraforming Station; Blue gathers it at its
        // next turn start.
        GameState s = withCards(techGame(), Red, {Card::AstrogationServo});
        rollFleet(s, {1, 2, 5});
        const int8_t blue = static_cast<int8_t>(placeShip(s, Blue, Facility::MaintenanceBay, 0));
        setResources(s, Red, kTechValues.astrogationServoFuel, 0);
        QVERIFY(offered(s, useOnShip(Card::AstrogationServo, blue)));
        for (const Action &a : legalActions(s)) // only ships on the Bay (the other players' wait there)
            if (const auto *u = std::get_if<UseCard>(&a); u && u->card == Card::AstrogationServo)
                QCOMPARE(s.ships[u->args.ship].facility, Facility::MaintenanceBay);
        AF_LEGAL(s, useOnShip(Card::AstrogationServo, blue));
        QCOMPARE(fuelOf(s, Red), 0);
        QCOMPARE(s.stage, Stage::Reroll);
        QCOMPARE(chanceCount(s), 1);
        QVERIFY(isBorrowed(s, blue));
        QCOMPARE(qs(stateProblem(s)), QString());
        AF_LEGAL(s, Reroll{{6}});
        QVERIFY(isUnplaced(s, Red, blue));
        QCOMPARE(unplacedShips(s, Red), 4);
        QCOMPARE(qs(stateProblem(s)), QString());
        // Never at the Terraforming Station (X-39).
        const Dock terraform{Facility::TerraformingStation, {blue}, Territory::LemBadlands, {}};
        setResources(s, Red, 1, 1);
        AF_ILLEGAL(s, terraform, Reason::BorrowedToTerraforming);
        QCOMPARE(qs(check(s, terraform)->rule), QStringLiteral("X-39"));
        // Elsewhere it is Red's ship: docked for Red, Blue's colour for every count of Blue's.
        AF_LEGAL(s, (Dock{Facility::SolarConverter, {blue}, std::nullopt, {}}));
        QCOMPARE(int(s.ships[blue].user), int(Red));
        QCOMPARE(qs(stateProblem(s)), QString());
        finishTurn(s);
        QCOMPARE(s.current, int8_t(Blue));
        QCOMPARE(s.ships[blue].place, Place::Fleet); // Blue gathered it
        QVERIFY(!isBorrowed(s, blue));
        QCOMPARE(qs(stateProblem(s)), QString());
    }

    void astrogationServoRefusalsPohlAndTheDeflectorSurcharge()
    {
        GameState s = withCards(techGame(), Red, {Card::AstrogationServo});
        rollFleet(s, {1, 2, 5});
        const int8_t docked = static_cast<int8_t>(placeShip(s, Blue, Facility::SolarConverter, 3));
        const int8_t terraforming = static_cast<int8_t>(placeShip(s, Green, Facility::TerraformingStation, 6));
        const int8_t bay = static_cast<int8_t>(placeShip(s, Blue, Facility::MaintenanceBay, 0));
        const int8_t own = static_cast<int8_t>(placeShip(s, Red, Facility::MaintenanceBay, 0));
        setResources(s, Red, 2, 0);
        AF_ILLEGAL(s, use(Card::AstrogationServo), Reason::NoShipChosen);
        // Only from the Maintenance Bay: not from a facility, not from the Terraforming Station, not from the stock.
        for (int8_t ship : {docked, terraforming, static_cast<int8_t>(spareShip(s, Yellow))}) {
            AF_ILLEGAL(s, useOnShip(Card::AstrogationServo, ship), Reason::NotOnBay);
            QVERIFY(!offered(s, useOnShip(Card::AstrogationServo, ship)));
        }
        QVERIFY(offered(s, useOnShip(Card::AstrogationServo, bay)));
        QVERIFY(offered(s, useOnShip(Card::AstrogationServo, own)));
        setResources(s, Red, 1, 0);
        AF_ILLEGAL(s, useOnShip(Card::AstrogationServo, bay), Reason::NotEnoughFuel);
        // Pohl Foothills: 1F off (X-37).
        GameState pohl = s;
        giveRedPohl(pohl);
        AF_LEGAL(pohl, useOnShip(Card::AstrogationServo, bay));
        QCOMPARE(fuelOf(pohl, Red), 0);
        // Red's own ship from the Bay is simply Red's again: not a borrowed one.
        GameState mine = s;
        setResources(mine, Red, 2, 0);
        AF_LEGAL(mine, useOnShip(Card::AstrogationServo, own));
        QVERIFY(!isBorrowed(mine, own));
        QCOMPARE(qs(stateProblem(mine)), QString());
        // Deflector Shield (X-44): 1F more for Blue's ship, none for Red's own; not reduced by Pohl.
        GameState shield = s;
        giveCard(shield, Blue, Card::DeflectorShield);
        setResources(shield, Red, 2, 0);
        AF_ILLEGAL(shield, useOnShip(Card::AstrogationServo, bay), Reason::NotEnoughFuel);
        QCOMPARE(qs(check(shield, useOnShip(Card::AstrogationServo, bay))->rule), QStringLiteral("X-44"));
        GameState ownShielded = shield;
        AF_LEGAL(ownShielded, useOnShip(Card::AstrogationServo, own));
        QCOMPARE(fuelOf(ownShielded, Red), 0);
        setResources(shield, Red, 3, 0);
        AF_LEGAL(shield, useOnShip(Card::AstrogationServo, bay));
        QCOMPARE(fuelOf(shield, Red), 0);
    }

    void astrogationServoOwnShipNeverGoesToTheTerraformingStation()
    {
        // The card's "not at the TS" holds for every ship it takes, Red's own included (X-39 names only the
        // borrowed ones); the mark lasts the turn (TechTurn::servoShips).
        GameState s = withCards(techGame(), Red, {Card::AstrogationServo});
        const ShipList fleet = rollFleet(s, {6, 2, 5});
        const int8_t own = static_cast<int8_t>(placeShip(s, Red, Facility::MaintenanceBay, 0));
        setResources(s, Red, kTechValues.astrogationServoFuel, 0);
        AF_LEGAL(s, useOnShip(Card::AstrogationServo, own));
        AF_LEGAL(s, Reroll{{6}});
        QVERIFY(isUnplaced(s, Red, own));
        QVERIFY(!isBorrowed(s, own));
        QCOMPARE(s.tech.turn.servoShips, uint64_t{1} << own);
        QCOMPARE(qs(stateProblem(s)), QString());
        setResources(s, Red, 1, 1);
        const Dock servoShip{Facility::TerraformingStation, {own}, Territory::LemBadlands, {}};
        AF_ILLEGAL(s, servoShip, Reason::ServoShipToTerraforming);
        QCOMPARE(qs(check(s, servoShip)->rule), QStringLiteral("card:astrogation-servo"));
        for (const Action &a : legalActions(s))
            if (const auto *d = std::get_if<Dock>(&a); d && d->facility == Facility::TerraformingStation)
                QVERIFY(std::find(d->ships.begin(), d->ships.end(), own) == d->ships.end());
        // Another 6 of Red's, not taken with the card, still may.
        AF_LEGAL(s, (Dock{Facility::TerraformingStation, {fleet[0]}, Territory::LemBadlands, {}}));
        // The mark ends with the turn: at Red's next turn the ship is an ordinary one again.
        finishTurn(s);
        QCOMPARE(s.tech.turn.servoShips, uint64_t{0});
        QCOMPARE(qs(stateProblem(s)), QString());
    }

    void infiltrationAIBorrowsAShipWhenTheFleetIsGathered()
    {
        // X-39, value T17: 2F before the roll, one ship of another player docked at a facility of the board joins
        // the fleet and is rolled with it; never at the Terraforming Station; its owner gathers it next turn.
        GameState s = withCards(techGame(2), Red, {Card::InfiltrationAI, Card::NanoRecycler});
        const int8_t blue = static_cast<int8_t>(placeShip(s, Blue, Facility::LunarMine, 4));
        const int8_t terraforming = static_cast<int8_t>(placeShip(s, Blue, Facility::TerraformingStation, 6));
        const int8_t bay = static_cast<int8_t>(placeShip(s, Blue, Facility::MaintenanceBay, 0));
        fleetOf(s, 3);
        setResources(s, Red, kTechValues.infiltrationFuel, 0);
        QCOMPARE(qs(stateProblem(s)), QString());
        const std::vector<Action> offers = beforeRoll(s);
        QVERIFY(std::find(offers.begin(), offers.end(), Action{useOnShip(Card::InfiltrationAI, blue)}) != offers.end());
        QCOMPARE(offersOf(s, Card::InfiltrationAI, false), 1);
        AF_ILLEGAL(s, use(Card::InfiltrationAI), Reason::NoShipChosen);
        AF_ILLEGAL(s, useOnShip(Card::InfiltrationAI, terraforming), Reason::TerraformingLocked);
        QCOMPARE(qs(check(s, useOnShip(Card::InfiltrationAI, terraforming))->rule), QStringLiteral("X-39"));
        AF_ILLEGAL(s, useOnShip(Card::InfiltrationAI, bay), Reason::BayImmune);
        AF_ILLEGAL(s, useOnShip(Card::InfiltrationAI, firstShipOf(Red)), Reason::ShipNotDocked);
        AF_LEGAL(s, useOnShip(Card::InfiltrationAI, blue));
        QCOMPARE(fuelOf(s, Red), 0);
        QCOMPARE(s.stage, Stage::Roll);
        QCOMPARE(chanceCount(s), 4); // rolled with the fleet, after Red's own ships
        QCOMPARE(qs(stateProblem(s)), QString());
        rollAsIs(s, {1, 2, 3, 6});
        QCOMPARE(int(s.ships[blue].value), 6);
        QVERIFY(isUnplaced(s, Red, blue));
        QCOMPARE(qs(stateProblem(s)), QString());
        // Not Red's for the returning cards (X-39, X-46) nor the Terraforming Station.
        AF_ILLEGAL(s, discardShip(Card::NanoRecycler, blue), Reason::NotColourShip);
        GameState freed = s; // the Terraforming Station's port free
        freed.ships[terraforming] = Ship{};
        freed.ships[terraforming].place = Place::Stock;
        AF_ILLEGAL(freed, (Dock{Facility::TerraformingStation, {blue}, Territory::LemBadlands, {}}),
                   Reason::BorrowedToTerraforming);
        AF_LEGAL(s, (Dock{Facility::SolarConverter, {blue}, std::nullopt, {}}));
        QCOMPARE(int(s.ships[blue].user), int(Red));
        finishTurn(s);
        QCOMPARE(s.current, int8_t(Blue));
        QCOMPARE(s.ships[blue].place, Place::Fleet);
        QCOMPARE(s.borrowedShips, uint64_t{0});
        QCOMPARE(qs(stateProblem(s)), QString());
        // After the roll the power is refused (X-39: "when you gather").
        GameState late = withCards(techGame(2), Red, {Card::InfiltrationAI});
        placeShip(late, Blue, Facility::LunarMine, 4);
        rollFleet(late, {1, 2, 3});
        setResources(late, Red, 2, 0);
        AF_ILLEGAL(late, useOnShip(Card::InfiltrationAI, firstShipOf(Blue)), Reason::OnlyBeforeRoll);
        QVERIFY(!namedMissing("Infiltration A.I."));
    }

    void infiltrationAIPaysPohlLessAndTheDeflectorSurchargeMore()
    {
        GameState s = withCards(techGame(2), Red, {Card::InfiltrationAI});
        const int8_t blue = static_cast<int8_t>(placeShip(s, Blue, Facility::LunarMine, 4));
        fleetOf(s, 3);
        setResources(s, Red, 1, 0);
        AF_ILLEGAL(s, useOnShip(Card::InfiltrationAI, blue), Reason::NotEnoughFuel);
        GameState pohl = s;
        giveRedPohl(pohl);
        AF_LEGAL(pohl, useOnShip(Card::InfiltrationAI, blue));
        QCOMPARE(fuelOf(pohl, Red), 0);
        giveCard(s, Blue, Card::DeflectorShield);
        setResources(s, Red, 2, 0);
        AF_ILLEGAL(s, useOnShip(Card::InfiltrationAI, blue), Reason::NotEnoughFuel);
        QCOMPARE(qs(check(s, useOnShip(Card::InfiltrationAI, blue))->rule), QStringLiteral("X-44"));
        setResources(s, Red, 3, 0);
        AF_LEGAL(s, useOnShip(Card::InfiltrationAI, blue));
        QCOMPARE(fuelOf(s, Red), 0);
    }

    void infiltrationAIDiscardBorrowsTwoShipsAtTheTurnStart()
    {
        // The discard, free, in the turn-start window (X-53): two ships of other players from facilities of the
        // board; rolled with the fleet, gathered by their owner at its next turn start.
        GameState s = withCards(techGame(2), Red, {Card::InfiltrationAI});
        rollFleet(s, {1, 2, 3});
        playUntil(s, Red);
        std::vector<int8_t> takeable;
        int8_t bay = kNoShip;
        for (int i = firstShipOf(Blue); i < firstShipOf(Blue) + kShipsPerColor; ++i) {
            const Ship &ship = s.ships[i];
            if (ship.place == Place::Docked && ship.facility != Facility::MaintenanceBay)
                takeable.push_back(static_cast<int8_t>(i));
            if (ship.place == Place::Docked && ship.facility == Facility::MaintenanceBay)
                bay = static_cast<int8_t>(i);
        }
        QVERIFY(takeable.size() >= 2);
        QCOMPARE(s.stage, Stage::TurnStart);
        const auto two = [](int a, int b) {
            DiscardCard d{Card::InfiltrationAI, {}};
            d.args.ships = ShipList{static_cast<int8_t>(a), static_cast<int8_t>(b)};
            return d;
        };
        DiscardCard one{Card::InfiltrationAI, {}};
        one.args.ships = ShipList{takeable[0]};
        AF_ILLEGAL(s, one, Reason::TwoShipsToTake);
        AF_ILLEGAL(s, two(takeable[0], takeable[0]), Reason::DuplicateShip);
        AF_ILLEGAL(s, two(takeable[0], firstShipOf(Red)), Reason::OwnShip);
        if (bay != kNoShip)
            AF_ILLEGAL(s, two(takeable[0], bay), Reason::BayImmune);
        QVERIFY(offered(s, two(takeable[0], takeable[1])));
        const int fuel = fuelOf(s, Red);
        AF_LEGAL(s, two(takeable[0], takeable[1]));
        QCOMPARE(fuelOf(s, Red), fuel); // free
        QCOMPARE(s.stage, Stage::Roll); // Red's own ships are gathered now
        QVERIFY(!holds(s, Red, Card::InfiltrationAI));
        QCOMPARE(chanceCount(s), 3 + 2);
        QCOMPARE(qs(stateProblem(s)), QString());
        rollAsIs(s, {1, 2, 3, 4, 6});
        QVERIFY(isUnplaced(s, Red, takeable[0]));
        QVERIFY(isUnplaced(s, Red, takeable[1]));
        QCOMPARE(qs(stateProblem(s)), QString());
        finishTurn(s);
        QCOMPARE(s.current, int8_t(Blue));
        QCOMPARE(s.ships[takeable[0]].place, Place::Fleet);
        QCOMPARE(s.ships[takeable[1]].place, Place::Fleet);
        QCOMPARE(s.borrowedShips, uint64_t{0});
        QCOMPARE(qs(stateProblem(s)), QString());
    }

    void infiltrationAIDiscardNeedsTwoShipsToTake()
    {
        // Our reading (X-39 is silent): the card prints "2", not "up to 2", so with one ship to take the discard
        // cannot be used: the turn-start window does not open for it and legalActions does not offer it.
        GameState s = withCards(techGame(2), Red, {Card::InfiltrationAI});
        rollFleet(s, {1, 2, 3});
        finishTurn(s);
        QCOMPARE(s.current, int8_t(Blue));
        Roll roll;
        for (int i = 0; i < chanceCount(s); ++i)
            roll.values.push_back(1);
        must(s, roll);
        const ShipList blue = unplacedFleet(s);
        QVERIFY(blue.size() >= 2);
        for (int k = 1; k < blue.size(); ++k) { // Blue plays with one ship, the others back in the stock
            s.ships[blue[k]] = Ship{};
            s.ships[blue[k]].place = Place::Stock;
        }
        finishTurn(s); // Blue's one ship docks at a facility of the board
        QCOMPARE(s.current, int8_t(Red));
        int takeable = 0;
        for (int i = firstShipOf(Blue); i < firstShipOf(Blue) + kShipsPerColor; ++i)
            takeable += s.ships[i].place == Place::Docked && s.ships[i].facility != Facility::MaintenanceBay &&
                        s.ships[i].facility != Facility::TerraformingStation;
        QCOMPARE(takeable, 1);
        QCOMPARE(s.stage, Stage::Roll); // no turn-start window
        QCOMPARE(offersOf(s, Card::InfiltrationAI, true), 0);
        QVERIFY(holds(s, Red, Card::InfiltrationAI));
        QCOMPARE(qs(stateProblem(s)), QString());
    }

    void infiltrationAIDiscardPaysTheDeflectorSurcharge()
    {
        GameState s = withCards(techGame(2), Red, {Card::InfiltrationAI});
        giveCard(s, Blue, Card::DeflectorShield);
        rollFleet(s, {1, 2, 3});
        setResources(s, Red, 2, 0); // the surcharge can be paid: the window opens
        playUntil(s, Red);
        QCOMPARE(s.stage, Stage::TurnStart);
        DiscardCard d{Card::InfiltrationAI, {}};
        for (int i = firstShipOf(Blue); i < firstShipOf(Blue) + kShipsPerColor && d.args.ships.size() < 2; ++i)
            if (s.ships[i].place == Place::Docked && s.ships[i].facility != Facility::MaintenanceBay)
                d.args.ships.push_back(static_cast<int8_t>(i));
        QCOMPARE(d.args.ships.size(), 2);
        setResources(s, Red, 1, 0);
        AF_ILLEGAL(s, d, Reason::NotEnoughFuel);
        QCOMPARE(qs(check(s, d)->rule), QStringLiteral("X-44"));
        setResources(s, Red, 2, 0);
        AF_LEGAL(s, d);
        QCOMPARE(fuelOf(s, Red), 0);
        QCOMPARE(qs(stateProblem(s)), QString());
    }

    void superconductingGrappleDiscardEmptiesOneFacilityButNotTheTerraformingStation()
    {
        GameState s = withCards(techGame(), Red, {Card::SuperconductingGrapple});
        rollFleet(s, {1, 2, 5});
        DiscardCard d = discard(Card::SuperconductingGrapple);
        AF_ILLEGAL(s, d, Reason::NoFacility);
        d.args.facility = Facility::LunarMine;
        AF_ILLEGAL(s, d, Reason::NothingToTake);
        const int blue = placeShip(s, Blue, Facility::LunarMine, 4);
        const int yellow = placeShip(s, Yellow, Facility::LunarMine, 5);
        const int other = placeShip(s, Green, Facility::SolarConverter, 3);
        const int terraforming = placeShip(s, Green, Facility::TerraformingStation, 6);
        DiscardCard ts = discard(Card::SuperconductingGrapple);
        ts.args.facility = Facility::TerraformingStation;
        AF_ILLEGAL(s, ts, Reason::TargetNotAllowed);
        QVERIFY(!offered(s, ts));
        DiscardCard atBay = discard(Card::SuperconductingGrapple);
        atBay.args.facility = Facility::MaintenanceBay;
        AF_ILLEGAL(s, atBay, Reason::BayImmune);
        QVERIFY(offered(s, d));
        AF_LEGAL(s, d);
        QCOMPARE(s.ships[blue].facility, Facility::MaintenanceBay);
        QCOMPARE(s.ships[yellow].facility, Facility::MaintenanceBay);
        QCOMPARE(s.ships[other].facility, Facility::SolarConverter);
        QCOMPARE(s.ships[terraforming].facility, Facility::TerraformingStation);
        QVERIFY(!holds(s, Red, Card::SuperconductingGrapple));
        QCOMPARE(int(s.discardPile[idx(Card::SuperconductingGrapple)]), 1);
        QVERIFY(!validateState(s));
        QVERIFY(!namedMissing("Superconducting Grapple")); // both powers are written
    }

    void superconductingGrappleDocksAtAFullFacility()
    {
        // X-43, value T38 (1F per ship): only where every port is taken; the Lunar Mine's value rule still applies;
        // the grappled ship counts as docked there, takes no port, and keeps its mark until its facility is left.
        GameState s = withCards(techGame(), Red, {Card::SuperconductingGrapple});
        rollFleet(s, {5, 2, 6});
        setResources(s, Red, 0, 0);
        UseCard grapple{Card::SuperconductingGrapple, {}};
        grapple.args.dock = dockOf(s, Facility::LunarMine, {5});
        AF_ILLEGAL(s, grapple, Reason::FacilityNotFull);
        QCOMPARE(qs(check(s, grapple)->rule), QStringLiteral("X-43"));
        const int ports = freeSlots(s, Facility::LunarMine, Red);
        for (int i = 0; i < ports; ++i)
            placeShip(s, i % 2 ? Blue : Green, Facility::LunarMine, 4);
        QCOMPARE(freeSlots(s, Facility::LunarMine, Red), 0);
        AF_ILLEGAL(s, Dock(dockOf(s, Facility::LunarMine, {5})), Reason::PortsFull);
        AF_ILLEGAL(s, grapple, Reason::NotEnoughFuel);
        setResources(s, Red, kTechValues.grappleFuelPerShip, 0);
        QVERIFY(offered(s, grapple));
        UseCard low = grapple;
        low.args.dock = dockOf(s, Facility::LunarMine, {2});
        AF_ILLEGAL(s, low, Reason::ValueTooLow);
        QVERIFY(!offered(s, low));
        for (Facility f : {Facility::TerraformingStation, Facility::ColonistHub, Facility::MaintenanceBay}) {
            UseCard there = grapple;
            there.args.dock->facility = f;
            AF_ILLEGAL(s, there, Reason::TargetNotAllowed);
        }
        AF_ILLEGAL(s, use(Card::SuperconductingGrapple), Reason::NoFacility);
        const int ship = grapple.args.dock->ships[0];
        const int ore = s.players[Red].ore;
        AF_LEGAL(s, grapple);
        QCOMPARE(int(s.players[Red].fuel), 0);
        QCOMPARE(int(s.players[Red].ore), ore + 1);
        QCOMPARE(s.ships[ship].facility, Facility::LunarMine);
        QVERIFY((s.tech.grappled >> ship) & 1);
        QCOMPARE(freeSlots(s, Facility::LunarMine, Red), 0);
        QCOMPARE(highestAt(s, Facility::LunarMine), 5); // counts as docked there
        QVERIFY(!validateState(s));
        // Once a turn, as every paid power.
        setResources(s, Red, 3, 0);
        UseCard again = grapple;
        again.args.dock = dockOf(s, Facility::LunarMine, {6});
        AF_ILLEGAL(s, again, Reason::CardAlreadyUsed);
        // The mark stays while the ship waits beside the Mine, and goes when it leaves (here to the Bay).
        detail::sendToBay(s, ship);
        QCOMPARE(s.tech.grappled, uint64_t{0});
    }

    void superconductingGrappleDocksBesideAFactionBoard()
    {
        // X-4 and X-43, our reading: one ship beside a board whose one port is taken; the fee to the owner and the
        // board's docking ability as for any docking there; it takes no port.
        GameState s = factionGame(2, {Faction::SunriseCommune, Faction::TerranExchange}, Ruleset::R2013,
                                  moduleBit(Module::ExtraTech));
        clearHands(s);
        giveCard(s, Red, Card::SuperconductingGrapple);
        rollFleet(s, {5, 2, 6});
        const Facility terran = boardFacility(Faction::TerranExchange);
        UseCard grapple{Card::SuperconductingGrapple, {}};
        grapple.args.dock = dockOf(s, terran, {5});
        setResources(s, Red, 3, 0);
        AF_ILLEGAL(s, grapple, Reason::FacilityNotFull); // the port is free: an ordinary docking
        QVERIFY(!offered(s, grapple));
        const int blue = placeShip(s, Blue, terran, 3);
        AF_ILLEGAL(s, Dock(dockOf(s, terran, {5})), Reason::PortsFull);
        QVERIFY(offered(s, grapple));
        UseCard two = grapple;
        two.args.dock = dockOf(s, terran, {5, 6});
        AF_ILLEGAL(s, two, Reason::WrongShipCount); // one port: one ship
        const int blueFuel = fuelOf(s, Blue);
        QCOMPARE(qs(stateProblem(s)), QString());
        AF_LEGAL(s, grapple);
        const int ship = grapple.args.dock->ships[0];
        QCOMPARE(s.ships[ship].facility, terran);
        QVERIFY((s.tech.grappled >> ship) & 1);
        QCOMPARE(fuelOf(s, Red), 3 - kTechValues.grappleFuelPerShip - kFactionValues.fee.fuel);
        QCOMPARE(fuelOf(s, Blue), blueFuel + kFactionValues.fee.fuel);
        QCOMPARE(detail::boardPortShips(s, terran), 1); // Blue's ship keeps the port
        QCOMPARE(qs(stateProblem(s)), QString());
        GameState twoInPort = s; // the validator: one port per board, grappled ships aside
        twoInPort.tech.grappled = 0;
        QCOMPARE(qs(stateProblem(twoInPort)).startsWith(QStringLiteral("ships")), true);
        // Blue's ship gone, the port is free although Red's grappled ship still waits beside the board.
        detail::sendToBay(s, blue);
        QVERIFY(!detail::boardPortTaken(s, terran));
        AF_LEGAL(s, Dock(dockOf(s, terran, {6})));
        QCOMPARE(qs(stateProblem(s)), QString());
    }

    void superconductingGrappleCostsOneFuelPerShipAndPohlTakesOneOff()
    {
        // T38 per ship; X-37: Pohl Foothills takes 1 off the use, not 1 per ship. Single-port facilities take any
        // number of ships; a grappled docking at the Solar Converter gives its fuel as usual.
        GameState s = withCards(techGame(), Red, {Card::SuperconductingGrapple});
        rollFleet(s, {3, 3, 1});
        const int ports = freeSlots(s, Facility::SolarConverter, Red);
        for (int i = 0; i < ports; ++i)
            placeShip(s, i % 2 ? Blue : Yellow, Facility::SolarConverter, 2);
        UseCard grapple{Card::SuperconductingGrapple, {}};
        grapple.args.dock = dockOf(s, Facility::SolarConverter, {3, 3});
        setResources(s, Red, 2 * kTechValues.grappleFuelPerShip - 2, 0);
        giveRedPohl(s);
        AF_ILLEGAL(s, grapple, Reason::NotEnoughFuel);
        setResources(s, Red, 2 * kTechValues.grappleFuelPerShip - 1, 0);
        AF_LEGAL(s, grapple);
        QCOMPARE(shipsDockedAt(s, Facility::SolarConverter), ports + 2);
        QVERIFY(int(s.players[Red].fuel) > 0); // the converter's fuel, after the card's cost
        QVERIFY(!validateState(s));
        // The pair facilities still want pairs of one value.
        GameState market = withCards(techGame(), Red, {Card::SuperconductingGrapple});
        rollFleet(market, {3, 4, 4});
        setResources(market, Red, 4, 0);
        const int pairs = freeSlots(market, Facility::OrbitalMarket, Red);
        for (int i = 0; i < pairs; ++i) {
            const uint32_t group = market.nextGroup++;
            placeShip(market, Blue, Facility::OrbitalMarket, 1, group);
            placeShip(market, Blue, Facility::OrbitalMarket, 1, group);
        }
        UseCard unequal{Card::SuperconductingGrapple, {}};
        unequal.args.dock = dockOf(market, Facility::OrbitalMarket, {3, 4});
        AF_ILLEGAL(market, unequal, Reason::ValuesNotEqual);
        UseCard pair{Card::SuperconductingGrapple, {}};
        pair.args.dock = dockOf(market, Facility::OrbitalMarket, {4, 4});
        QVERIFY(offered(market, pair));
        AF_LEGAL(market, pair);
        QVERIFY(!validateState(market));
    }

    void superconductingGrappleAtTheRaidersOutpostRaidsWithoutBumping()
    {
        // X-43: a full run grapples beside the run there, which stays (no sum test), and raids.
        GameState s = withCards(techGame(), Red, {Card::SuperconductingGrapple});
        rollFleet(s, {1, 2, 3});
        const uint32_t group = s.nextGroup++;
        const int b1 = placeShip(s, Blue, Facility::RaidersOutpost, 4, group);
        placeShip(s, Blue, Facility::RaidersOutpost, 5, group);
        placeShip(s, Blue, Facility::RaidersOutpost, 6, group);
        setResources(s, Red, 3, 0);
        setResources(s, Blue, 2, 2);
        AF_ILLEGAL(s, Dock(raidDock(s, {1, 2, 3}, takeResources({fuelFrom(Blue)}))), Reason::BumpTooLow);
        UseCard grapple{Card::SuperconductingGrapple, {}};
        grapple.args.dock = raidDock(s, {1, 2, 3}, takeResources({Take{Blue, 2, 2}}));
        UseCard notRun = grapple;
        notRun.args.dock->ships[2] = notRun.args.dock->ships[1];
        AF_ILLEGAL(s, notRun, Reason::DuplicateShip);
        AF_LEGAL(s, grapple);
        QCOMPARE(s.ships[b1].facility, Facility::RaidersOutpost); // not bumped
        QCOMPARE(shipsDockedAt(s, Facility::RaidersOutpost), 6);
        QCOMPARE(int(s.players[Blue].fuel), 0);
        QCOMPARE(int(s.players[Blue].ore), 0);
        QCOMPARE(int(s.players[Red].fuel), 3 - 3 * kTechValues.grappleFuelPerShip + 2);
        QVERIFY(!validateState(s));
    }

    void superconductingGrappleMarkIsCheckedByTheValidator()
    {
        GameState s = withCards(techGame(), Red, {Card::SuperconductingGrapple});
        const ShipList fleet = rollFleet(s, {1, 2, 3});
        s.tech.grappled = uint64_t{1} << fleet[0]; // an unplaced ship cannot be grappled
        QVERIFY(validateState(s));
        QCOMPARE(qs(validateState(s)->where), QStringLiteral("extraTech.grappled"));
        GameState ts = withCards(techGame(), Red, {Card::SuperconductingGrapple});
        const int ship = placeShip(ts, Blue, Facility::TerraformingStation, 6);
        ts.tech.grappled = uint64_t{1} << ship;
        QVERIFY(validateState(ts));
    }

    void scoutDroneDiscardMovesOwnColonyToAnEmptyTerritory()
    {
        GameState s = withCards(techGame(), Red, {Card::ScoutDrone});
        rollFleet(s, {1, 2, 5});
        putColonies(s, Territory::LemBadlands, Red, 2);
        putColonies(s, Territory::HeinleinPlains, Blue, 1);
        s.fieldAt[idx(Field::Repulsor)] = static_cast<int8_t>(idx(Territory::BradburyPlateau));
        const auto move = [](Territory from, Territory to) {
            DiscardCard d = discard(Card::ScoutDrone);
            d.args.territory = from;
            d.args.territory2 = to;
            return d;
        };
        AF_ILLEGAL(s, discard(Card::ScoutDrone), Reason::TerritoryRequired);
        const DiscardCard occupied = move(Territory::LemBadlands, Territory::HeinleinPlains);
        AF_ILLEGAL(s, occupied, Reason::TerritoryNotEmpty);
        QVERIFY(!offered(s, occupied));
        AF_ILLEGAL(s, move(Territory::HeinleinPlains, Territory::VanVogtMountains), Reason::NoColonyThere);
        const DiscardCard repulsed = move(Territory::LemBadlands, Territory::BradburyPlateau);
        AF_ILLEGAL(s, repulsed, Reason::RepulsorBlocks); // X-38
        QVERIFY(!offered(s, repulsed));
        // Any empty territory, adjacent or not; one colony only.
        const DiscardCard good = move(Territory::LemBadlands, Territory::VanVogtMountains);
        QVERIFY(offered(s, good));
        AF_LEGAL(s, good);
        QCOMPARE(int(s.colonies[idx(Territory::LemBadlands)][Red]), 1);
        QCOMPARE(int(s.colonies[idx(Territory::VanVogtMountains)][Red]), 1);
        QVERIFY(!holds(s, Red, Card::ScoutDrone));
        QVERIFY(!validateState(s));
        // A colony under the Repulsor Field stays put.
        GameState r = withCards(techGame(), Red, {Card::ScoutDrone});
        rollFleet(r, {1, 2, 5});
        putColonies(r, Territory::LemBadlands, Red, 1);
        r.fieldAt[idx(Field::Repulsor)] = static_cast<int8_t>(idx(Territory::LemBadlands));
        AF_ILLEGAL(r, move(Territory::LemBadlands, Territory::VanVogtMountains), Reason::RepulsorBlocks);
        QVERIFY(!namedMissing("Scout Drone"));
    }

    void scoutDroneAtTheTableIsTheFuelPaid()
    {
        // Value T33: 1 fuel, Pohl Foothills 1 off (X-37). At the table the players look at the paper pile: the use
        // pays, nothing hidden enters the engine, and the next reveal enters whatever the table turns up.
        QCOMPARE(kTechValues.scoutDroneFuel, 1);
        GameState s = withCards(techGame(), Red, {Card::ScoutDrone});
        rollFleet(s, {1, 2, 5});
        setResources(s, Red, 0, 0);
        AF_ILLEGAL(s, use(Card::ScoutDrone), Reason::NotEnoughFuel);
        setResources(s, Red, 2, 0);
        UseCard named = use(Card::ScoutDrone);
        named.args.cards.push_back(pileCards(s, 1)[0]);
        AF_ILLEGAL(s, named, Reason::UnexpectedParameter); // the order comes only after a look in the engine
        QVERIFY(offered(s, use(Card::ScoutDrone)));
        const std::array<uint8_t, kCardCount> pile = s.drawPile;
        AF_LEGAL(s, use(Card::ScoutDrone));
        QCOMPARE(int(s.players[Red].fuel), 1);
        QCOMPARE(s.stage, Stage::Main);
        QVERIFY(s.drawPile == pile);
        QCOMPARE(int(s.tech.scouted[0]), -1);
        AF_ILLEGAL(s, use(Card::ScoutDrone), Reason::CardAlreadyUsed);
        QVERIFY(!validateState(s));
        const Card any = pileCards(s, 3)[2];
        detail::cycleDisplay(s);
        AF_LEGAL(s, (Reveal{{any, pileCards(s, 2)[0], pileCards(s, 2)[1]}}));
        // With Pohl Foothills the look is free.
        GameState p = withCards(techGame(), Red, {Card::ScoutDrone});
        rollFleet(p, {1, 2, 5});
        giveRedPohl(p);
        setResources(p, Red, 0, 0);
        AF_LEGAL(p, use(Card::ScoutDrone));
        QCOMPARE(int(p.players[Red].fuel), 0);
    }

    void scoutDroneLookInDigitalModeBindsTheNextDraws()
    {
        GameState s = withCards(techGame(), Red, {Card::ScoutDrone, Card::Electrofabricator});
        rollFleet(s, {1, 2, 5});
        setResources(s, Red, 3, 0);
        UseCard look = use(Card::ScoutDrone);
        look.args.look = true;
        QVERIFY(offered(s, look));
        AF_LEGAL(s, look);
        QCOMPARE(int(s.players[Red].fuel), 2);
        // The look is a chance event: the engine turns up the top 3 cards (from the seed in a digital game).
        QCOMPARE(s.stage, Stage::ScoutLook);
        QVERIFY(isChanceStage(s.stage));
        QCOMPARE(chanceCount(s), 3);
        QVERIFY(legalActions(s).empty());
        QVERIFY(!validateState(s));
        Rng rng(11);
        for (int i = 0; i < 10; ++i) {
            const std::optional<Action> seen = sampleChance(s, rng);
            QVERIFY(seen && std::holds_alternative<Reveal>(*seen));
            QCOMPARE(std::get<Reveal>(*seen).cards.size(), 3);
            GameState next = s;
            AF_LEGAL(next, *seen);
        }
        const std::vector<Card> top = pileCards(s, 3);
        AF_ILLEGAL(s, (Reveal{{top[0], top[1]}}), Reason::WrongCardCount);
        AF_ILLEGAL(s, (Reveal{{top[0], top[1], Card::ScoutDrone}}), Reason::CardNotAvailable); // in Red's hand
        AF_LEGAL(s, (Reveal{{top[0], top[1], top[2]}}));
        QCOMPARE(s.stage, Stage::ScoutOrder);
        QCOMPARE(int(s.tech.scoutedBy), int(Red));
        QVERIFY(!validateState(s));
        // Now only the order: the same three cards, each once, top first; every order is offered.
        const auto order = [](std::initializer_list<Card> cards) {
            UseCard u = use(Card::ScoutDrone);
            for (Card c : cards)
                u.args.cards.push_back(c);
            return u;
        };
        AF_ILLEGAL(s, use(Card::Electrofabricator), Reason::ScoutOrderFirst);
        AF_ILLEGAL(s, dockOf(s, Facility::SolarConverter, {5}), Reason::ScoutOrderFirst);
        AF_ILLEGAL(s, order({top[0], top[1]}), Reason::WrongScoutOrder);
        AF_ILLEGAL(s, order({top[0], top[1], top[1]}), Reason::WrongScoutOrder);
        AF_ILLEGAL(s, order({top[0], top[1], Card::ScoutDrone}), Reason::WrongScoutOrder); // not looked at
        const std::vector<Action> orders = legalActions(s);
        QCOMPARE(int(orders.size()), 6);
        const UseCard chosen = order({top[2], top[0], top[1]});
        QVERIFY(offered(s, chosen));
        AF_LEGAL(s, chosen);
        QCOMPARE(s.stage, Stage::Main);
        QCOMPARE(int(s.tech.scouted[0]), idx(top[2]));
        QCOMPARE(int(s.tech.scouted[2]), idx(top[1]));
        QVERIFY(!validateState(s));
        // The next draws take them first, in that order: a reveal against them is refused, the seed draws them.
        detail::cycleDisplay(s);
        AF_ILLEGAL(s, (Reveal{{top[0], top[2], top[1]}}), Reason::ScoutedCardOnTop);
        QCOMPARE(qs(check(s, (Reveal{{top[0], top[2], top[1]}}))->rule), QStringLiteral("card:scout-drone"));
        const std::optional<Action> drawn = sampleChance(s, rng);
        QVERIFY(drawn && *drawn == Action(Reveal{{top[2], top[0], top[1]}}));
        AF_LEGAL(s, *drawn);
        QCOMPARE(int(s.display[0]), idx(top[2]));
        QCOMPARE(int(s.tech.scouted[0]), -1);
        QCOMPARE(int(s.tech.scoutedBy), int(kNoPlayer));
        QVERIFY(!validateState(s));
    }

    void scoutDroneKnownCardsComeFirstInEveryDraw()
    {
        // One draw takes only the top card; a later look shows the cards still known first.
        GameState s = withCards(techGame(), Red, {Card::ScoutDrone});
        rollFleet(s, {1, 2, 5});
        setResources(s, Red, 3, 0);
        const std::vector<Card> top = pileCards(s, 3);
        s.tech.scouted = {static_cast<int8_t>(idx(top[1])), static_cast<int8_t>(idx(top[0])), -1};
        s.tech.scoutedBy = Red;
        QVERIFY(!validateState(s));
        s.display[0] = -1; // one card to turn up (the Resonating Beacon's refill, a claim's)
        ++s.discardPile[idx(Card::AlienCity)];
        detail::requestReveal(s, 1);
        AF_ILLEGAL(s, (Reveal{{top[0]}}), Reason::ScoutedCardOnTop);
        AF_LEGAL(s, (Reveal{{top[1]}}));
        QCOMPARE(int(s.tech.scouted[0]), idx(top[0]));
        QCOMPARE(int(s.tech.scouted[1]), -1);
        UseCard look = use(Card::ScoutDrone);
        look.args.look = true;
        AF_LEGAL(s, look);
        AF_ILLEGAL(s, (Reveal{{top[2], top[0], top[1]}}), Reason::ScoutedCardOnTop);
        Rng rng(3);
        const std::optional<Action> seen = sampleChance(s, rng);
        QVERIFY(seen && std::get<Reveal>(*seen).cards[0] == top[0]);
        AF_LEGAL(s, *seen);
        QCOMPARE(s.stage, Stage::ScoutOrder);
    }

    void scoutDroneLooksAtFewerCardsNearTheEndOfThePile()
    {
        // Two cards left: the look shows those two; the discards shuffled in later go under them.
        GameState s = withCards(techGame(), Red, {Card::ScoutDrone});
        rollFleet(s, {1, 2, 5});
        setResources(s, Red, 3, 0);
        const std::vector<Card> keep = pileCards(s, 2);
        for (int c = 0; c < kCardCount; ++c)
            while (s.drawPile[c] > (c == idx(keep[0]) || c == idx(keep[1]) ? 1 : 0))
                discardFromPile(s, static_cast<Card>(c));
        QCOMPARE(pileCount(s.drawPile), 2);
        UseCard look = use(Card::ScoutDrone);
        look.args.look = true;
        AF_LEGAL(s, look);
        QCOMPARE(chanceCount(s), 2);
        AF_LEGAL(s, (Reveal{{keep[0], keep[1]}}));
        UseCard order = use(Card::ScoutDrone);
        order.args.cards = {keep[1], keep[0]};
        QCOMPARE(int(legalActions(s).size()), 2);
        AF_LEGAL(s, order);
        detail::cycleDisplay(s);
        Rng rng(5);
        const std::optional<Action> drawn = sampleChance(s, rng);
        QVERIFY(drawn);
        const Reveal r = std::get<Reveal>(*drawn);
        QCOMPARE(r.cards.size(), 3);
        QCOMPARE(r.cards[0], keep[1]);
        QCOMPARE(r.cards[1], keep[0]);
        AF_LEGAL(s, *drawn);
        QVERIFY(!validateState(s));
        // An empty pile shows nothing: the fuel is spent and the turn goes on.
        GameState e = withCards(techGame(), Red, {Card::ScoutDrone});
        rollFleet(e, {1, 2, 5});
        setResources(e, Red, 3, 0);
        for (int c = 0; c < kCardCount; ++c)
            while (e.drawPile[c] > 0)
                discardFromPile(e, static_cast<Card>(c));
        AF_LEGAL(e, look);
        QCOMPARE(e.stage, Stage::Main);
        QCOMPARE(int(e.players[Red].fuel), 2);
    }

    void fieldPropagatorDiscardMovesOneFieldGenerator()
    {
        GameState s = withCards(techGame(), Red, {Card::FieldPropagator});
        rollFleet(s, {1, 2, 5});
        s.fieldAt[idx(Field::Repulsor)] = static_cast<int8_t>(idx(Territory::HerbertValley));
        const DiscardCard offBoard = discardField(Card::FieldPropagator, Field::Isolation, Territory::LemBadlands);
        s.fieldAt[idx(Field::Isolation)] = -1;
        AF_ILLEGAL(s, offBoard, Reason::FieldNotOnBoard);
        QVERIFY(!offered(s, offBoard));
        AF_ILLEGAL(s, discardField(Card::FieldPropagator, Field::Repulsor, Territory::HerbertValley),
                   Reason::SameTerritory);
        AF_ILLEGAL(s, discardField(Card::FieldPropagator, Field::Repulsor), Reason::TerritoryRequired);
        // Any territory, with or without colonies of the holder.
        const DiscardCard good = discardField(Card::FieldPropagator, Field::Repulsor, Territory::VanVogtMountains);
        QVERIFY(offered(s, good));
        AF_LEGAL(s, good);
        QCOMPARE(int(s.fieldAt[idx(Field::Repulsor)]), idx(Territory::VanVogtMountains));
        QVERIFY(!holds(s, Red, Card::FieldPropagator));
        QVERIFY(!namedMissing("Field Propagator"));
    }

    void fieldPropagatorDieNamesTheGeneratorPlaced()
    {
        // Value T13: 2 fuel. The die: 1-3 the Repulsor Field, 4-5 the Positron Field, 6 the Isolation Field (X-56).
        QCOMPARE(kTechValues.fieldPropagatorFuel, 2);
        const auto placeAt = [](Territory t) {
            UseCard u = use(Card::FieldPropagator);
            u.args.territory = t;
            return u;
        };
        GameState s = withCards(techGame(), Red, {Card::FieldPropagator, Card::Electrofabricator});
        rollFleet(s, {1, 2, 5});
        putColonies(s, Territory::LemBadlands, Red, 1);
        putColonies(s, Territory::HerbertValley, Red, 1);
        putColonies(s, Territory::AsimovCrater, Blue, 1);
        s.fieldAt = {-1, -1, -1};
        setResources(s, Red, 1, 0);
        AF_ILLEGAL(s, use(Card::FieldPropagator), Reason::NotEnoughFuel);
        setResources(s, Red, 4, 0);
        AF_ILLEGAL(s, placeAt(Territory::LemBadlands), Reason::UnexpectedParameter); // the die comes first
        QVERIFY(offered(s, use(Card::FieldPropagator)));
        AF_LEGAL(s, use(Card::FieldPropagator));
        QCOMPARE(int(s.players[Red].fuel), 2);
        // The die is a chance event of its own: entered by the table, or rolled from the seed.
        QCOMPARE(s.stage, Stage::FieldRoll);
        QVERIFY(isChanceStage(s.stage));
        QCOMPARE(chanceCount(s), 1);
        QVERIFY(legalActions(s).empty());
        QVERIFY(!validateState(s));
        AF_ILLEGAL(s, dockOf(s, Facility::SolarConverter, {5}), Reason::WrongStage);
        AF_ILLEGAL(s, (Reroll{{4, 4}}), Reason::WrongValueCount);
        AF_ILLEGAL(s, (Reroll{{7}}), Reason::DieOutOfRange);
        Rng rng(7);
        for (int i = 0; i < 20; ++i) {
            const std::optional<Action> die = sampleChance(s, rng);
            QVERIFY(die && std::holds_alternative<Reroll>(*die));
            QCOMPARE(std::get<Reroll>(*die).values.size(), 1);
            GameState next = s;
            AF_LEGAL(next, *die);
        }
        AF_LEGAL(s, (Reroll{{5}})); // the Positron Field
        QCOMPARE(s.stage, Stage::FieldPlace);
        QCOMPARE(int(s.tech.propagatedField), idx(Field::Positron));
        QVERIFY(!validateState(s));
        // Only the territory comes now: where Red has a colony.
        AF_ILLEGAL(s, dockOf(s, Facility::SolarConverter, {5}), Reason::PlaceFieldFirst);
        AF_ILLEGAL(s, use(Card::Electrofabricator), Reason::PlaceFieldFirst);
        AF_ILLEGAL(s, use(Card::FieldPropagator), Reason::TerritoryRequired);
        AF_ILLEGAL(s, placeAt(Territory::AsimovCrater), Reason::NoColonyThere);
        UseCard extra = placeAt(Territory::LemBadlands);
        extra.args.field = Field::Repulsor; // the die chose the generator
        AF_ILLEGAL(s, extra, Reason::UnexpectedParameter);
        const std::vector<Action> legal = legalActions(s);
        QCOMPARE(int(legal.size()), 2);
        QVERIFY(offered(s, placeAt(Territory::LemBadlands)) && offered(s, placeAt(Territory::HerbertValley)));
        AF_LEGAL(s, placeAt(Territory::LemBadlands));
        QCOMPARE(int(s.fieldAt[idx(Field::Positron)]), idx(Territory::LemBadlands));
        QCOMPARE(s.stage, Stage::Main);
        QCOMPARE(int(s.tech.propagatedField), -1);
        QVERIFY(!validateState(s));
        AF_ILLEGAL(s, use(Card::FieldPropagator), Reason::CardAlreadyUsed);

        // Next time the die names the Positron Field again: it moves, not onto the territory it sits on.
        GameState again = s;
        again.turn.cardsUsed = 0;
        AF_LEGAL(again, use(Card::FieldPropagator));
        AF_LEGAL(again, (Reroll{{4}}));
        AF_ILLEGAL(again, placeAt(Territory::LemBadlands), Reason::SameTerritory);
        QCOMPARE(int(legalActions(again).size()), 1);
        AF_LEGAL(again, placeAt(Territory::HerbertValley));
        QCOMPARE(int(again.fieldAt[idx(Field::Positron)]), idx(Territory::HerbertValley));

        // No other territory with Red's colony: the fuel is spent, nothing moves.
        GameState none = withCards(techGame(), Red, {Card::FieldPropagator});
        rollFleet(none, {1, 2, 5});
        putColonies(none, Territory::LemBadlands, Red, 1);
        none.fieldAt = {-1, -1, -1};
        none.fieldAt[idx(Field::Isolation)] = static_cast<int8_t>(idx(Territory::LemBadlands));
        setResources(none, Red, 4, 0);
        AF_LEGAL(none, use(Card::FieldPropagator));
        const GameState rolled = none;
        AF_LEGAL(none, (Reroll{{6}})); // the Isolation Field, already on Red's only territory
        QCOMPARE(none.stage, Stage::Main);
        QCOMPARE(int(none.players[Red].fuel), 2);
        QCOMPARE(int(none.fieldAt[idx(Field::Isolation)]), idx(Territory::LemBadlands));
        QVERIFY(!validateState(none));
        // The Repulsor Field (1 to 3) goes there, as a move onto a territory where Red has a colony.
        GameState repulsor = rolled;
        AF_LEGAL(repulsor, (Reroll{{2}}));
        AF_LEGAL(repulsor, placeAt(Territory::LemBadlands));
        QCOMPARE(int(repulsor.fieldAt[idx(Field::Repulsor)]), idx(Territory::LemBadlands));

        // Pohl Foothills takes 1 fuel off (X-37).
        GameState pohl = withCards(techGame(), Red, {Card::FieldPropagator});
        rollFleet(pohl, {1, 2, 5});
        giveRedPohl(pohl);
        setResources(pohl, Red, 4, 0);
        AF_LEGAL(pohl, use(Card::FieldPropagator));
        QCOMPARE(int(pohl.players[Red].fuel), 3);
    }

    void fieldAmplifierDiscardGathersEveryFieldGenerator()
    {
        GameState s = withCards(techGame(), Red, {Card::FieldAmplifier});
        rollFleet(s, {1, 2, 5});
        putColonies(s, Territory::LemBadlands, Red, 1);
        putColonies(s, Territory::AsimovCrater, Blue, 1);
        s.fieldAt = {-1, -1, -1};
        DiscardCard d = discard(Card::FieldAmplifier);
        d.args.territory = Territory::LemBadlands;
        AF_ILLEGAL(s, d, Reason::NothingToTake); // no generator on the planet
        s.fieldAt[idx(Field::Repulsor)] = static_cast<int8_t>(idx(Territory::HerbertValley));
        s.fieldAt[idx(Field::Positron)] = static_cast<int8_t>(idx(Territory::AsimovCrater));
        DiscardCard notMine = d;
        notMine.args.territory = Territory::AsimovCrater;
        AF_ILLEGAL(s, notMine, Reason::NoColonyThere);
        AF_ILLEGAL(s, discard(Card::FieldAmplifier), Reason::TerritoryRequired);
        QVERIFY(!offered(s, notMine));
        QVERIFY(offered(s, d));
        AF_LEGAL(s, d);
        QCOMPARE(int(s.fieldAt[idx(Field::Repulsor)]), idx(Territory::LemBadlands));
        QCOMPARE(int(s.fieldAt[idx(Field::Positron)]), idx(Territory::LemBadlands));
        QCOMPARE(int(s.fieldAt[idx(Field::Isolation)]), -1); // off the planet: stays off
        QVERIFY(!namedMissing("Field Amplifier"));
    }

    void fieldAmplifierStraddlesAGeneratorAcrossABorder()
    {
        // Value T12: 2 fuel. A generator on a territory Red controls reaches a bordering territory and acts in both
        // for every rule (X-38): Positron VP in each, the Repulsor Field and the Isolation Field in both.
        QCOMPARE(kTechValues.fieldAmplifierFuel, 2);
        GameState s = withCards(techGame(), Red, {Card::FieldAmplifier});
        rollFleet(s, {2, 2, 2});
        putColonies(s, Territory::HerbertValley, Red, 1);
        putColonies(s, Territory::LemBadlands, Red, 1);
        putColonies(s, Territory::AsimovCrater, Blue, 1);
        s.fieldAt = {-1, -1, -1};
        s.fieldAt[idx(Field::Positron)] = static_cast<int8_t>(idx(Territory::HerbertValley));
        s.fieldAt[idx(Field::Repulsor)] = static_cast<int8_t>(idx(Territory::AsimovCrater));
        setResources(s, Red, 1, 3);
        AF_ILLEGAL(s, use(Card::FieldAmplifier), Reason::ChoiceRequired);
        UseCard noTerritory = use(Card::FieldAmplifier);
        noTerritory.args.field = Field::Positron;
        AF_ILLEGAL(s, noTerritory, Reason::TerritoryRequired);
        AF_ILLEGAL(s, stretch(Field::Isolation, Territory::LemBadlands), Reason::FieldNotOnBoard);
        AF_ILLEGAL(s, stretch(Field::Repulsor, Territory::HerbertValley), Reason::NotController); // Blue's territory
        AF_ILLEGAL(s, stretch(Field::Positron, Territory::PohlFoothills), Reason::NotAdjacent);
        AF_ILLEGAL(s, stretch(Field::Positron, Territory::LemBadlands), Reason::NotEnoughFuel);
        setResources(s, Red, 4, 3);
        QCOMPARE(score(s, Red).positron, 1);
        QVERIFY(offered(s, stretch(Field::Positron, Territory::LemBadlands)));
        QVERIFY(offered(s, stretch(Field::Positron, Territory::BurroughsDesert)));
        QVERIFY(!offered(s, stretch(Field::Positron, Territory::PohlFoothills)));
        QVERIFY(!offered(s, stretch(Field::Repulsor, Territory::HerbertValley)));
        QCOMPARE(offersOf(s, Card::FieldAmplifier, false), 3); // Asimov Crater, Lem Badlands, Burroughs Desert
        AF_LEGAL(s, stretch(Field::Positron, Territory::LemBadlands));
        QCOMPARE(int(s.players[Red].fuel), 2);
        QVERIFY(fieldOn(s, Field::Positron, Territory::HerbertValley));
        QVERIFY(fieldOn(s, Field::Positron, Territory::LemBadlands));
        QVERIFY(!fieldOn(s, Field::Positron, Territory::AsimovCrater));
        QCOMPARE(score(s, Red).positron, 2); // Positron VP in each territory Red controls
        QVERIFY(!validateState(s));
        GameState again = s;
        again.turn.cardsUsed = 0;
        AF_ILLEGAL(again, stretch(Field::Positron, Territory::AsimovCrater), Reason::FieldStraddlesAlready);
        QVERIFY(!offered(again, stretch(Field::Positron, Territory::AsimovCrater)));

        // The Repulsor Field straddling blocks landings on both sides.
        GameState r = withCards(techGame(), Red, {Card::FieldAmplifier});
        rollFleet(r, {2, 2, 2});
        putColonies(r, Territory::HerbertValley, Red, 1);
        r.fieldAt = {-1, -1, -1};
        r.fieldAt[idx(Field::Repulsor)] = static_cast<int8_t>(idx(Territory::HerbertValley));
        setResources(r, Red, 4, 3);
        AF_LEGAL(r, stretch(Field::Repulsor, Territory::LemBadlands));
        AF_ILLEGAL(r, dockOf(r, Facility::ColonyConstructor, {2, 2, 2}, Territory::LemBadlands), Reason::RepulsorBlocks);
        AF_ILLEGAL(r, dockOf(r, Facility::ColonyConstructor, {2, 2, 2}, Territory::HerbertValley),
                   Reason::RepulsorBlocks);
        AF_LEGAL(r, dockOf(r, Facility::ColonyConstructor, {2, 2, 2}, Territory::AsimovCrater));

        // The Isolation Field straddling cancels the bonus of both territories.
        GameState iso = withCards(techGame(), Red, {Card::FieldAmplifier});
        rollFleet(iso, {2, 2, 2});
        putColonies(iso, Territory::HerbertValley, Red, 1);
        putColonies(iso, Territory::LemBadlands, Red, 1);
        iso.fieldAt = {-1, -1, -1};
        iso.fieldAt[idx(Field::Isolation)] = static_cast<int8_t>(idx(Territory::HerbertValley));
        setResources(iso, Red, 4, 0);
        QVERIFY(bonusActive(iso, Red, Territory::LemBadlands));
        AF_LEGAL(iso, stretch(Field::Isolation, Territory::LemBadlands));
        QVERIFY(!bonusActive(iso, Red, Territory::LemBadlands));
        QVERIFY(!bonusActive(iso, Red, Territory::HerbertValley));
    }

    void fieldAmplifierStraddleEndsWhenTheGeneratorMoves()
    {
        // X-38: Booster Pod or Suppression Matrix takes a straddling generator off entirely; Fleet Interlink's
        // discard re-seats it wholly in one territory; any other move puts it wholly where it goes.
        GameState s = withCards(techGame(), Red, {Card::FieldAmplifier});
        rollFleet(s, {2, 2, 2});
        putColonies(s, Territory::HerbertValley, Red, 1);
        putColonies(s, Territory::LemBadlands, Red, 1);
        s.fieldAt = {-1, -1, -1};
        s.fieldAt[idx(Field::Positron)] = static_cast<int8_t>(idx(Territory::HerbertValley));
        s.fieldAt[idx(Field::Repulsor)] = static_cast<int8_t>(idx(Territory::AsimovCrater));
        setResources(s, Red, 4, 0);
        AF_LEGAL(s, stretch(Field::Positron, Territory::LemBadlands));
        const auto whollyOn = [](const GameState &g, Field f, int t) {
            return g.fieldAt[idx(f)] == t && g.tech.straddles[idx(f)] == -1;
        };

        GameState booster = withCards(s, Red, {Card::BoosterPod});
        AF_LEGAL(booster, discardField(Card::BoosterPod, Field::Positron));
        QVERIFY(whollyOn(booster, Field::Positron, -1));
        QVERIFY(!validateState(booster));

        // Red's colony on the second territory is enough for the Suppression Matrix.
        GameState matrix = withCards(s, Red, {Card::SuppressionMatrix});
        matrix.colonies[idx(Territory::HerbertValley)][Red] = 0;
        ++matrix.players[Red].coloniesLeft;
        AF_LEGAL(matrix, discardField(Card::SuppressionMatrix, Field::Positron));
        QVERIFY(whollyOn(matrix, Field::Positron, -1));

        GameState interlink = withCards(s, Red, {Card::FleetInterlink});
        AF_ILLEGAL(interlink, discardField(Card::FleetInterlink, Field::Repulsor, Territory::HerbertValley),
                   Reason::FieldAlreadyOnBoard); // wholly on a territory: not this discard's
        const DiscardCard reseat = discardField(Card::FleetInterlink, Field::Positron, Territory::HerbertValley);
        QVERIFY(offered(interlink, reseat));
        AF_LEGAL(interlink, reseat);
        QVERIFY(whollyOn(interlink, Field::Positron, idx(Territory::HerbertValley)));

        // Elsewhere than its two territories, the Field Propagator's discard moves it wholly.
        GameState propagator = withCards(s, Red, {Card::FieldPropagator});
        AF_ILLEGAL(propagator, discardField(Card::FieldPropagator, Field::Positron, Territory::LemBadlands),
                   Reason::SameTerritory);
        AF_LEGAL(propagator, discardField(Card::FieldPropagator, Field::Positron, Territory::PohlFoothills));
        QVERIFY(whollyOn(propagator, Field::Positron, idx(Territory::PohlFoothills)));

        // The Field Amplifier's own discard gathers it wholly, even onto its first territory.
        GameState gather = s;
        gather.turn.cardsUsed = 0;
        DiscardCard d = discard(Card::FieldAmplifier);
        d.args.territory = Territory::HerbertValley;
        AF_LEGAL(gather, d);
        QVERIFY(whollyOn(gather, Field::Positron, idx(Territory::HerbertValley)));
        QVERIFY(whollyOn(gather, Field::Repulsor, idx(Territory::HerbertValley)));

        // A straddle reaches a bordering territory from a generator on the planet: else the validator names it.
        GameState bad = s;
        bad.tech.straddles[idx(Field::Positron)] = static_cast<int8_t>(idx(Territory::PohlFoothills));
        QCOMPARE(validateState(bad)->where, std::string("extraTech.straddles"));
        bad.tech.straddles[idx(Field::Positron)] = -1;
        bad.tech.straddles[idx(Field::Isolation)] = static_cast<int8_t>(idx(Territory::LemBadlands));
        QCOMPARE(validateState(bad)->where, std::string("extraTech.straddles"));
    }

    void fieldAmplifierSwappedByTheTerranExchangeEndsItsStraddles()
    {
        // Our reading of X-38 (a settler only for the raid): given away by the Terran Exchange's owner, the card's
        // straddle ends, the generator wholly on its first territory.
        GameState s = factionGame(2, {Faction::TerranExchange, Faction::SunriseCommune});
        s.modules |= moduleBit(Module::ExtraTech);
        clearHands(s);
        giveCard(s, Red, Card::FieldAmplifier);
        rollFleet(s, {1, 2, 3});
        s.fieldAt = {-1, -1, -1};
        s.fieldAt[idx(Field::Positron)] = static_cast<int8_t>(idx(Territory::LemBadlands));
        s.tech.straddles[idx(Field::Positron)] = static_cast<int8_t>(idx(Territory::HeinleinPlains));
        QVERIFY(fieldOn(s, Field::Positron, Territory::HeinleinPlains));
        FactionArgs give;
        give.player = Blue;
        give.card = Card::FieldAmplifier;
        AF_LEGAL(s, UseFaction{give});
        QVERIFY(holds(s, Blue, Card::FieldAmplifier));
        QCOMPARE(int(s.tech.straddles[idx(Field::Positron)]), -1);
        QCOMPARE(int(s.fieldAt[idx(Field::Positron)]), idx(Territory::LemBadlands));
        QVERIFY(!fieldOn(s, Field::Positron, Territory::HeinleinPlains));
    }

    void fieldAmplifierRaidedTheRaiderSettlesTheStraddles()
    {
        GameState s = withCards(techGame(), Red, {Card::FieldAmplifier});
        rollFleet(s, {2, 2, 2});
        putColonies(s, Territory::HerbertValley, Red, 1);
        putColonies(s, Territory::LemBadlands, Red, 1);
        s.fieldAt = {-1, -1, -1};
        s.fieldAt[idx(Field::Isolation)] = static_cast<int8_t>(idx(Territory::HerbertValley));
        s.fieldAt[idx(Field::Positron)] = static_cast<int8_t>(idx(Territory::LemBadlands));
        setResources(s, Red, 6, 0);
        AF_LEGAL(s, stretch(Field::Isolation, Territory::BurroughsDesert));
        s.turn.cardsUsed &= ~cardBit(Card::FieldAmplifier); // as on a later turn
        AF_LEGAL(s, stretch(Field::Positron, Territory::HeinleinPlains));
        QVERIFY(!validateState(s));
        finishTurn(s);
        QCOMPARE(int(s.current), int(Blue));
        rollFleet(s, {1, 2, 3});
        // The card leaving a hand otherwise (our reading of X-38, which names a settler only for the raid): the
        // straddles end, each generator wholly on its first territory.
        GameState capacitor = withCards(s, Blue, {Card::OscillationCapacitor});
        DiscardCard away{Card::OscillationCapacitor, {}};
        away.args.player = Red;
        away.args.card = Card::FieldAmplifier;
        QVERIFY(offered(capacitor, away));
        AF_LEGAL(capacitor, away);
        QVERIFY(!holds(capacitor, Red, Card::FieldAmplifier));
        QCOMPARE(capacitor.tech.straddles, (std::array<int8_t, kFieldCount>{-1, -1, -1}));
        QCOMPARE(int(capacitor.fieldAt[idx(Field::Isolation)]), idx(Territory::HerbertValley));
        QCOMPARE(int(capacitor.fieldAt[idx(Field::Positron)]), idx(Territory::LemBadlands));
        QVERIFY(!fieldOn(capacitor, Field::Isolation, Territory::BurroughsDesert));
        QCOMPARE(qs(stateProblem(capacitor)), QString());

        Dock raid = dockOf(s, Facility::RaidersOutpost, {1, 2, 3});
        raid.raid.kind = RaidChoice::Kind::Card;
        raid.raid.player = Red;
        raid.raid.card = Card::FieldAmplifier;
        AF_ILLEGAL(s, raid, Reason::StraddleToSettle);
        raid.raid.settle[idx(Field::Isolation)] = static_cast<int8_t>(idx(Territory::BurroughsDesert));
        AF_ILLEGAL(s, raid, Reason::StraddleToSettle); // the Positron Field too
        raid.raid.settle[idx(Field::Positron)] = static_cast<int8_t>(idx(Territory::AsimovCrater));
        AF_ILLEGAL(s, raid, Reason::StraddleToSettle); // one of its own two territories
        raid.raid.settle[idx(Field::Positron)] = static_cast<int8_t>(idx(Territory::LemBadlands));
        Dock extra = raid;
        extra.raid.settle[idx(Field::Repulsor)] = static_cast<int8_t>(idx(Territory::LemBadlands));
        AF_ILLEGAL(s, extra, Reason::UnexpectedParameter); // not straddling
        int settlements = 0;
        for (const Action &a : legalActions(s))
            if (const auto *d = std::get_if<Dock>(&a);
                d && d->raid.kind == RaidChoice::Kind::Card && d->raid.card == Card::FieldAmplifier)
                ++settlements;
        QCOMPARE(settlements, 4); // each of the two straddling generators on either side
        QVERIFY(offered(s, raid));
        AF_LEGAL(s, raid);
        QVERIFY(holds(s, Blue, Card::FieldAmplifier));
        QCOMPARE(int(s.fieldAt[idx(Field::Isolation)]), idx(Territory::BurroughsDesert));
        QCOMPARE(int(s.fieldAt[idx(Field::Positron)]), idx(Territory::LemBadlands));
        QCOMPARE(s.tech.straddles, (std::array<int8_t, kFieldCount>{-1, -1, -1}));
        QVERIFY(!validateState(s));
    }

    void nullTimeVaultKeepsTokensOffTheHolder()
    {
        // Value T27: up to 3 a turn, at most 8 on the card.
        GameState s = withCards(techGame(), Red, {Card::NullTimeVault, Card::Electrofabricator});
        rollFleet(s, {1, 2, 3});
        setResources(s, Red, 5, 3);
        QCOMPARE(offersOf(s, Card::NullTimeVault, false), 9); // every mix of 1 to 3 tokens
        AF_ILLEGAL(s, use(Card::NullTimeVault), Reason::CardTokenLimit);
        AF_ILLEGAL(s, store(Red, 0, 0), Reason::CardTokenLimit);
        AF_ILLEGAL(s, store(Red, 2, 2), Reason::CardTokenLimit); // 3 a turn
        AF_ILLEGAL(s, store(Blue, 1, 0), Reason::BadPlayer);
        AF_ILLEGAL(s, store(Red, 0, 4), Reason::CardTokenLimit);
        UseCard extra = store(Red, 1, 0);
        extra.args.territory = Territory::LemBadlands;
        AF_ILLEGAL(s, extra, Reason::UnexpectedParameter);
        QCOMPARE(qs(check(s, use(Card::NullTimeVault))->rule), QStringLiteral("card:null-time-vault"));
        setResources(s, Red, 1, 0);
        AF_ILLEGAL(s, store(Red, 2, 0), Reason::NotEnoughFuel);
        AF_ILLEGAL(s, store(Red, 1, 1), Reason::NotEnoughOre);
        setResources(s, Red, 5, 3);

        const int supplyFuel = s.supplyFuel, supplyOre = s.supplyOre;
        QVERIFY(offered(s, store(Red, 2, 1)));
        AF_LEGAL(s, store(Red, 2, 1));
        QCOMPARE(int(s.players[Red].fuel), 3);
        QCOMPARE(int(s.players[Red].ore), 2);
        QCOMPARE(tokensOn(s, Card::NullTimeVault), (CardTokens{2, 1}));
        QCOMPARE(int(s.supplyFuel), supplyFuel); // from the player to the card
        QCOMPARE(int(s.supplyOre), supplyOre);
        if (const auto p = validateState(s)) QFAIL((p->where + ": " + p->what).c_str());
        AF_ILLEGAL(s, store(Red, 1, 0), Reason::CardAlreadyUsed); // once a turn

        // Not spendable (X-49): with the tokens on the card Red cannot pay the Electrofabricator's 2 fuel.
        setResources(s, Red, 1, 2);
        AF_ILLEGAL(s, use(Card::Electrofabricator), Reason::NotEnoughFuel);

        // Outside the 8-limit: Red holds 8 and keeps them with 3 more on the card.
        setResources(s, Red, 5, 3);
        finishTurn(s);
        QCOMPARE(int(s.players[Red].fuel + s.players[Red].ore), 8);
        QCOMPARE(tokensOn(s, Card::NullTimeVault), (CardTokens{2, 1}));

        // At most 8 on the card: with 7 on it, 1 more; with 8, nothing.
        GameState full = withCards(techGame(), Red, {Card::NullTimeVault});
        putOnCard(full, Card::NullTimeVault, 4, 3);
        rollFleet(full, {1, 2, 3});
        setResources(full, Red, 3, 3);
        QCOMPARE(offersOf(full, Card::NullTimeVault, false), 2);
        AF_ILLEGAL(full, store(Red, 1, 1), Reason::CardTokenLimit);
        AF_LEGAL(full, store(Red, 0, 1));
        QCOMPARE(tokensOn(full, Card::NullTimeVault), (CardTokens{4, 4}));
        QVERIFY(!validateState(full));
        GameState later = withCards(techGame(), Red, {Card::NullTimeVault});
        putOnCard(later, Card::NullTimeVault, 4, 4);
        rollFleet(later, {1, 2, 3});
        QCOMPARE(offersOf(later, Card::NullTimeVault, false), 0);
        AF_ILLEGAL(later, store(Red, 1, 0), Reason::CardTokenLimit);
    }

    void nullTimeVaultDiscardTakesEveryTokenOnIt()
    {
        GameState s = withCards(techGame(), Red, {Card::NullTimeVault});
        putOnCard(s, Card::NullTimeVault, 5, 2);
        rollFleet(s, {1, 2, 3});
        setResources(s, Red, 4, 1);
        DiscardCard extra = discard(Card::NullTimeVault);
        extra.args.ship = shipWith(s, 1);
        AF_ILLEGAL(s, extra, Reason::UnexpectedParameter);
        QCOMPARE(offersOf(s, Card::NullTimeVault, true), 1);
        const int supplyFuel = s.supplyFuel;
        AF_LEGAL(s, discard(Card::NullTimeVault));
        QCOMPARE(int(s.players[Red].fuel), 9); // above 8 until the end of the turn
        QCOMPARE(int(s.players[Red].ore), 3);
        QCOMPARE(tokensOn(s, Card::NullTimeVault), CardTokens{});
        QCOMPARE(int(s.supplyFuel), supplyFuel);
        QVERIFY(!holds(s, Red, Card::NullTimeVault));
        QCOMPARE(int(s.discardPile[idx(Card::NullTimeVault)]), 1);
        QVERIFY(!validateState(s));

        // An empty vault: nothing to take, nothing offered.
        GameState empty = withCards(techGame(), Red, {Card::NullTimeVault});
        rollFleet(empty, {1, 2, 3});
        AF_ILLEGAL(empty, discard(Card::NullTimeVault), Reason::NothingToTake);
        QCOMPARE(offersOf(empty, Card::NullTimeVault, true), 0);
    }

    void nullTimeVaultTokensFollowTheCard()
    {
        // X-49: raided, the card keeps its tokens (they are not the victim's resources); discarded by another
        // card's effect, its tokens go to the supply.
        GameState s = withCards(techGame(), Red, {Card::OscillationCapacitor});
        giveCard(s, Blue, Card::NullTimeVault);
        putOnCard(s, Card::NullTimeVault, 3, 2);
        setResources(s, Blue, 0, 0);
        rollFleet(s, {1, 2, 3});
        Dock raid = dockOf(s, Facility::RaidersOutpost, {1, 2, 3});
        raid.raid.kind = RaidChoice::Kind::Resources;
        raid.raid.takes.push_back(Take{Blue, 1, 0});
        AF_ILLEGAL(s, raid, Reason::RaidMoreThanHeld);
        raid.raid.takes = {};
        raid.raid.kind = RaidChoice::Kind::Card;
        raid.raid.player = Blue;
        raid.raid.card = Card::NullTimeVault;
        AF_LEGAL(s, raid);
        QVERIFY(holds(s, Red, Card::NullTimeVault));
        QCOMPARE(tokensOn(s, Card::NullTimeVault), (CardTokens{3, 2}));
        QVERIFY(!validateState(s));

        GameState o = withCards(techGame(), Red, {Card::OscillationCapacitor});
        giveCard(o, Blue, Card::NullTimeVault);
        putOnCard(o, Card::NullTimeVault, 3, 2);
        rollFleet(o, {1, 2, 3});
        const int supplyFuel = o.supplyFuel, supplyOre = o.supplyOre, blueFuel = o.players[Blue].fuel;
        DiscardCard d{Card::OscillationCapacitor, {}};
        d.args.player = Blue;
        d.args.card = Card::NullTimeVault;
        AF_LEGAL(o, d);
        QCOMPARE(tokensOn(o, Card::NullTimeVault), CardTokens{});
        QCOMPARE(int(o.supplyFuel), supplyFuel + 3);
        QCOMPARE(int(o.supplyOre), supplyOre + 2);
        QCOMPARE(int(o.players[Blue].fuel), blueFuel);
        QVERIFY(!validateState(o));
    }

    void probabilityFocusPutsFuelOnTheCardBeforeTheRoll()
    {
        // Value T30: 1 fuel, from the holder to the card; Pohl Foothills does not apply (X-37).
        GameState s = withCards(techGame(), Red, {Card::ProbabilityFocus, Card::Electrofabricator});
        giveRedPohl(s);
        setResources(s, Red, 3, 0);
        QCOMPARE(s.stage, Stage::Roll);
        QCOMPARE(beforeRoll(s), std::vector<Action>{use(Card::ProbabilityFocus)});
        // The Roll stage takes only powers used before the roll: other cards wait for the main stage.
        AF_ILLEGAL(s, use(Card::Electrofabricator), Reason::WrongStage);
        AF_ILLEGAL(s, discard(Card::Electrofabricator), Reason::WrongStage);
        UseCard extra = use(Card::ProbabilityFocus);
        extra.args.ship = firstShipOf(Red);
        AF_ILLEGAL(s, extra, Reason::UnexpectedParameter);
        const int supplyFuel = s.supplyFuel;
        AF_LEGAL(s, use(Card::ProbabilityFocus));
        QCOMPARE(s.stage, Stage::Roll); // the roll is still to come
        QCOMPARE(int(s.players[Red].fuel), 2);
        QCOMPARE(tokensOn(s, Card::ProbabilityFocus), (CardTokens{1, 0}));
        QCOMPARE(int(s.supplyFuel), supplyFuel);
        QCOMPARE(stateProblem(s), std::string());
        AF_ILLEGAL(s, use(Card::ProbabilityFocus), Reason::CardAlreadyUsed);
        QVERIFY(beforeRoll(s).empty());
        rollAsIs(s, {1, 2, 3});
        QCOMPARE(tokensOn(s, Card::ProbabilityFocus), (CardTokens{1, 0})); // no four of a kind: it stays
        QCOMPARE(stateProblem(s), std::string());

        // After the roll the power is refused, whether used or not.
        GameState late = withCards(techGame(), Red, {Card::ProbabilityFocus});
        setResources(late, Red, 3, 0);
        rollFleet(late, {1, 2, 3});
        AF_ILLEGAL(late, use(Card::ProbabilityFocus), Reason::OnlyBeforeRoll);
        QCOMPARE(qs(check(late, use(Card::ProbabilityFocus))->rule), QStringLiteral("card:probability-focus"));
        QCOMPARE(offersOf(late, Card::ProbabilityFocus, false), 0);

        // Without fuel, nothing is offered and the roll comes.
        GameState poor = withCards(techGame(), Red, {Card::ProbabilityFocus});
        setResources(poor, Red, 0, 2);
        AF_ILLEGAL(poor, use(Card::ProbabilityFocus), Reason::NotEnoughFuel);
        QVERIFY(beforeRoll(poor).empty());
        QVERIFY(!namedMissing("Probability Focus"));
    }

    void probabilityFocusTurnsItsFuelIntoOreOnAFourOfAKind()
    {
        // Value T31: each fuel on the card becomes 1 ore, on a roll of four or more ships of one value (X-49); the
        // fuel goes to the supply, the ore comes from it. Fuel put on the card in earlier turns counts too.
        GameState s = withCards(techGame(), Red, {Card::ProbabilityFocus});
        putOnCard(s, Card::ProbabilityFocus, 2, 0);
        fleetOf(s, 5);
        setResources(s, Red, 1, 0);
        AF_LEGAL(s, use(Card::ProbabilityFocus));
        const int supplyFuel = s.supplyFuel, supplyOre = s.supplyOre;
        rollAsIs(s, {4, 4, 1, 4, 4});
        QCOMPARE(tokensOn(s, Card::ProbabilityFocus), CardTokens{});
        QCOMPARE(int(s.players[Red].fuel), 0);
        QCOMPARE(int(s.players[Red].ore), 3);
        QCOMPARE(int(s.supplyFuel), supplyFuel + 3);
        QCOMPARE(int(s.supplyOre), supplyOre - 3);
        QCOMPARE(stateProblem(s), std::string());

        // No deposit this turn: the fuel already on the card still converts on the holder's four of a kind.
        GameState kept = withCards(techGame(), Red, {Card::ProbabilityFocus});
        putOnCard(kept, Card::ProbabilityFocus, 2, 0);
        fleetOf(kept, 4);
        setResources(kept, Red, 0, 1);
        rollAsIs(kept, {6, 6, 6, 6});
        QCOMPARE(int(kept.players[Red].ore), 3);
        QCOMPARE(tokensOn(kept, Card::ProbabilityFocus), CardTokens{});

        // Three of a kind: the fuel stays.
        GameState three = withCards(techGame(), Red, {Card::ProbabilityFocus});
        putOnCard(three, Card::ProbabilityFocus, 2, 0);
        fleetOf(three, 4);
        setResources(three, Red, 0, 0);
        rollAsIs(three, {6, 6, 6, 5});
        QCOMPARE(tokensOn(three, Card::ProbabilityFocus), (CardTokens{2, 0}));
        QCOMPARE(int(three.players[Red].ore), 0);

        // Another player's four of a kind does nothing to the holder's card.
        GameState other = withCards(techGame(), Blue, {Card::ProbabilityFocus});
        putOnCard(other, Card::ProbabilityFocus, 2, 0);
        fleetOf(other, 4);
        rollAsIs(other, {6, 6, 6, 6});
        QCOMPARE(tokensOn(other, Card::ProbabilityFocus), (CardTokens{2, 0}));
    }

    void probabilityFocusIgnoresAFourOfAKindMadeByAChronoSpike()
    {
        // X-30, X-49: only the roll as rolled (or an Infinity Mirror roll) counts, never a card's re-roll.
        GameState s = withCards(techGame(), Red, {Card::ProbabilityFocus, Card::ChronoSpike});
        putOnCard(s, Card::ProbabilityFocus, 2, 0);
        fleetOf(s, 4);
        setResources(s, Red, 0, 0);
        rollAsIs(s, {5, 5, 5, 2});
        AF_LEGAL(s, useOnShip(Card::ChronoSpike, shipWith(s, 2)));
        AF_LEGAL(s, Reroll{{5}});
        QCOMPARE(values(s), (std::vector<int>{5, 5, 5, 5}));
        QCOMPARE(tokensOn(s, Card::ProbabilityFocus), (CardTokens{2, 0}));
        QCOMPARE(int(s.players[Red].ore), 0);
    }

    void probabilityFocusRaidedLosesItsFuel()
    {
        // Raided: its fuel goes to the supply (the catalogue's row 25), unlike the Null-Time Vault's tokens.
        GameState s = withCards(techGame(), Red, {});
        giveCard(s, Blue, Card::ProbabilityFocus);
        putOnCard(s, Card::ProbabilityFocus, 3, 0);
        rollFleet(s, {1, 2, 3});
        const int supplyFuel = s.supplyFuel;
        RaidChoice raid;
        raid.kind = RaidChoice::Kind::Card;
        raid.player = Blue;
        raid.card = Card::ProbabilityFocus;
        AF_LEGAL(s, raidDock(s, {1, 2, 3}, raid));
        QVERIFY(holds(s, Red, Card::ProbabilityFocus));
        QCOMPARE(tokensOn(s, Card::ProbabilityFocus), CardTokens{});
        QCOMPARE(int(s.supplyFuel), supplyFuel + 3);
        QCOMPARE(stateProblem(s), std::string());
    }

    void nullTimeVaultThroughTheTeleOperatorIsRefused()
    {
        // The Tele-Operator borrows a displayed card's power for one use; our reading: the display keeps nothing on
        // its cards, so a power whose whole effect is to keep tokens on the card cannot be lent.
        GameState s = withCards(techGame(), Red, {Card::TeleOperator});
        rollFleet(s, {1, 2, 3});
        setDisplay(s, {Card::NullTimeVault, Card::AlienCity, Card::Electrofabricator});
        setResources(s, Red, 5, 2);
        UseCard borrowed = store(Red, 1, 0);
        borrowed.card = Card::TeleOperator;
        borrowed.args.card = Card::NullTimeVault;
        AF_ILLEGAL(s, borrowed, Reason::LentCardKeepsNothing);
        QCOMPARE(qs(check(s, borrowed)->rule), QStringLiteral("card:tele-operator"));
        QVERIFY(!offered(s, borrowed));
        QCOMPARE(offersOf(s, Card::TeleOperator, false) > 0, true); // the other displayed card still may be lent
    }

    void magneticLockdownLentByTheTeleOperatorLocksWithItsFuelInTheSupply()
    {
        // Our reading (X-51 is silent): the lent lock lasts as usual until its user's next turn start; the display
        // keeps nothing, so its fuel goes to the supply at once. While it lasts, nobody else may lock.
        GameState s = withCards(techGame(2), Red, {Card::TeleOperator});
        setDisplay(s, {Card::MagneticLockdown, Card::AlienCity, Card::Electrofabricator});
        rollFleet(s, {1, 2, 5});
        putColonies(s, Territory::LemBadlands, Red, 1);
        const int fuel = kTechValues.teleOperatorFuel + kTechValues.magneticLockdownFuel;
        setResources(s, Red, fuel, 0);
        UseCard lent = use(Card::TeleOperator);
        lent.args.card = Card::MagneticLockdown;
        QVERIFY(offered(s, lent));
        const int supply = s.supplyFuel;
        AF_LEGAL(s, lent);
        QCOMPARE(fuelOf(s, Red), 0);
        QCOMPARE(int(s.supplyFuel), supply + fuel);
        QCOMPARE(tokensOn(s, Card::MagneticLockdown), CardTokens{});
        QCOMPARE(int(s.tech.lockdownSeat), int(Red));
        QVERIFY(std::find(s.display.begin(), s.display.end(), idx(Card::MagneticLockdown)) != s.display.end());
        QCOMPARE(qs(stateProblem(s)), QString());
        GameState moved = s;
        giveCard(moved, Red, Card::OrbitalTeleporter);
        DiscardCard teleport = discard(Card::OrbitalTeleporter);
        teleport.args.territory = Territory::LemBadlands;
        teleport.args.player = Red;
        teleport.args.territory2 = Territory::HeinleinPlains;
        AF_ILLEGAL(moved, teleport, Reason::ColoniesLocked);

        // Blue's turn: Blue holds the Lockdown now (taken off the display), and may not lock while Red's lasts.
        finishTurn(s);
        QCOMPARE(s.current, int8_t(Blue));
        setDisplay(s, {Card::AlienCity, Card::Electrofabricator, Card::BoosterPod});
        giveCard(s, Blue, Card::MagneticLockdown);
        rollFleet(s, {1, 2, 5});
        setResources(s, Blue, kTechValues.magneticLockdownFuel, 0);
        AF_ILLEGAL(s, use(Card::MagneticLockdown), Reason::LockdownLasts);
        QVERIFY(!offered(s, use(Card::MagneticLockdown)));
        QCOMPARE(qs(stateProblem(s)), QString());
        // Red's next turn start ends it (its fuel is in the supply already); then Blue may lock.
        playUntil(s, Red);
        QCOMPARE(int(s.tech.lockdownSeat), int(kNoPlayer));
        QCOMPARE(tokensOn(s, Card::MagneticLockdown), CardTokens{});
        QCOMPARE(qs(stateProblem(s)), QString());
    }

    void experimentalFTLDriveLentByTheTeleOperatorTakesNoToken()
    {
        // Our reading (X-51 is silent): the ship is set; no token goes on a card of the display.
        GameState s = withCards(techGame(), Red, {Card::TeleOperator});
        setDisplay(s, {Card::ExperimentalFTLDrive, Card::AlienCity, Card::Electrofabricator});
        const ShipList fleet = rollFleet(s, {1, 2, 5});
        const int fuel = kTechValues.teleOperatorFuel + kTechValues.experimentalFTLFuel;
        setResources(s, Red, fuel, 0);
        UseCard lent = useOnShip(Card::TeleOperator, fleet[0]);
        lent.args.card = Card::ExperimentalFTLDrive;
        lent.args.value = 6;
        QVERIFY(offered(s, lent));
        const int supply = s.supplyFuel;
        AF_LEGAL(s, lent);
        QCOMPARE(int(s.ships[fleet[0]].value), 6);
        QCOMPARE(fuelOf(s, Red), 0);
        QCOMPARE(int(s.supplyFuel), supply + fuel);
        QCOMPARE(tokensOn(s, Card::ExperimentalFTLDrive), CardTokens{});
        QVERIFY(std::find(s.display.begin(), s.display.end(), idx(Card::ExperimentalFTLDrive)) != s.display.end());
        QCOMPARE(qs(stateProblem(s)), QString());
    }

    void experimentalFTLDriveSetsAShipAndTakesAToken()
    {
        // Value T9 (2F); the token comes from the supply (X-47).
        GameState s = withCards(techGame(), Red, {Card::ExperimentalFTLDrive});
        rollFleet(s, {1, 2, 3});
        setResources(s, Red, 3, 0);
        QCOMPARE(offersOf(s, Card::ExperimentalFTLDrive, false), 18); // 3 ships, 6 values each
        UseCard ftl = useOnShip(Card::ExperimentalFTLDrive, shipWith(s, 1));
        AF_ILLEGAL(s, ftl, Reason::ValueOutOfRange);
        ftl.args.value = 7;
        AF_ILLEGAL(s, ftl, Reason::ValueOutOfRange);
        UseCard noShip = use(Card::ExperimentalFTLDrive);
        noShip.args.value = 6;
        AF_ILLEGAL(s, noShip, Reason::NoShipChosen);
        UseCard blues = useOnShip(Card::ExperimentalFTLDrive, firstShipOf(Blue));
        blues.args.value = 6;
        AF_ILLEGAL(s, blues, Reason::ShipNotYours);
        ftl.args.value = 6;
        UseCard extra = ftl;
        extra.args.field = Field::Repulsor;
        AF_ILLEGAL(s, extra, Reason::UnexpectedParameter);
        AF_ILLEGAL(s, discard(Card::ExperimentalFTLDrive), Reason::NoDiscardPower);
        QCOMPARE(qs(check(s, noShip)->rule), QStringLiteral("card:experimental-ftl-drive"));
        setResources(s, Red, 1, 0);
        AF_ILLEGAL(s, ftl, Reason::NotEnoughFuel);
        setResources(s, Red, 3, 0);

        const int supply = s.supplyFuel;
        QVERIFY(offered(s, ftl));
        AF_LEGAL(s, ftl);
        QCOMPARE(values(s), (std::vector<int>{6, 2, 3}));
        QCOMPARE(int(s.players[Red].fuel), 1);
        QCOMPARE(int(s.supplyFuel), supply + 2 - 1);
        QCOMPARE(tokensOn(s, Card::ExperimentalFTLDrive), (CardTokens{1, 0}));
        QVERIFY(!validateState(s));
        finishTurn(s); // one token: the card stays
        QVERIFY(holds(s, Red, Card::ExperimentalFTLDrive));
        QCOMPARE(tokensOn(s, Card::ExperimentalFTLDrive), (CardTokens{1, 0}));

        // Pohl Foothills: 1 fuel (X-37).
        GameState p = withCards(techGame(), Red, {Card::ExperimentalFTLDrive});
        giveRedPohl(p);
        rollFleet(p, {1, 2, 3});
        setResources(p, Red, 1, 0);
        UseCard cheap = useOnShip(Card::ExperimentalFTLDrive, shipWith(p, 2));
        cheap.args.value = 5;
        AF_LEGAL(p, cheap);
        QCOMPARE(int(p.players[Red].fuel), 0);
    }

    void experimentalFTLDriveLeavesAtTheEndOfTheTurnOfItsThirdToken()
    {
        GameState s = withCards(techGame(), Red, {Card::ExperimentalFTLDrive});
        putOnCard(s, Card::ExperimentalFTLDrive, 2, 0);
        rollFleet(s, {1, 2, 3});
        setResources(s, Red, 2, 0);
        UseCard ftl = useOnShip(Card::ExperimentalFTLDrive, shipWith(s, 3));
        ftl.args.value = 1;
        AF_LEGAL(s, ftl);
        QCOMPARE(tokensOn(s, Card::ExperimentalFTLDrive), (CardTokens{3, 0}));
        QVERIFY(holds(s, Red, Card::ExperimentalFTLDrive)); // until the end of the turn
        QVERIFY(!validateState(s));
        const int supply = s.supplyFuel;
        finishTurn(s);
        QVERIFY(!holds(s, Red, Card::ExperimentalFTLDrive));
        QCOMPARE(int(s.discardPile[idx(Card::ExperimentalFTLDrive)]), 1);
        QCOMPARE(tokensOn(s, Card::ExperimentalFTLDrive), CardTokens{});
        QCOMPARE(int(s.supplyFuel), supply + 3);
        QVERIFY(!validateState(s));

        // Repeated by the Oscillation Capacitor: two tokens in one turn.
        GameState o = withCards(techGame(), Red, {Card::ExperimentalFTLDrive, Card::OscillationCapacitor});
        putOnCard(o, Card::ExperimentalFTLDrive, 1, 0);
        rollFleet(o, {1, 2, 3});
        setResources(o, Red, 4, 0);
        UseCard first = useOnShip(Card::ExperimentalFTLDrive, shipWith(o, 1));
        first.args.value = 4;
        AF_LEGAL(o, first);
        UseCard again{Card::OscillationCapacitor, {}};
        again.args.card = Card::ExperimentalFTLDrive;
        again.args.ship = shipWith(o, 2);
        again.args.value = 4;
        QVERIFY(offered(o, again));
        AF_LEGAL(o, again);
        QCOMPARE(tokensOn(o, Card::ExperimentalFTLDrive), (CardTokens{3, 0}));
        finishTurn(o);
        QVERIFY(!holds(o, Red, Card::ExperimentalFTLDrive));
    }

    void experimentalFTLDriveKeepsItsTokensWhenRaided()
    {
        // X-47: stolen or raided, the tokens stay on it; the new holder's third token discards it.
        GameState s = techGame();
        giveCard(s, Blue, Card::ExperimentalFTLDrive);
        putOnCard(s, Card::ExperimentalFTLDrive, 2, 0);
        rollFleet(s, {1, 2, 3});
        Dock raid = dockOf(s, Facility::RaidersOutpost, {1, 2, 3});
        raid.raid.kind = RaidChoice::Kind::Card;
        raid.raid.player = Blue;
        raid.raid.card = Card::ExperimentalFTLDrive;
        AF_LEGAL(s, raid);
        QVERIFY(holds(s, Red, Card::ExperimentalFTLDrive));
        QCOMPARE(tokensOn(s, Card::ExperimentalFTLDrive), (CardTokens{2, 0}));
        finishTurn(s); // no token arrived this turn: kept
        QVERIFY(holds(s, Red, Card::ExperimentalFTLDrive));
        QVERIFY(!validateState(s));
    }

    void magneticLockdownLocksTheUsersColoniesUntilTheirNextTurn()
    {
        // Value T22 (2F on the card). X-48: every move of the user's colonies is refused, the user's own included,
        // until the user's next turn starts; the fuel then goes to the supply (X-49: it is not the user's meanwhile).
        GameState s = withCards(techGame(), Red, {Card::MagneticLockdown, Card::ScoutDrone});
        giveCard(s, Blue, Card::IonFluctuator);
        rollFleet(s, {1, 2, 5});
        putColonies(s, Territory::LemBadlands, Red, 1);
        putColonies(s, Territory::LemBadlands, Blue, 1);
        setResources(s, Red, 3, 0);
        DiscardCard scout = discard(Card::ScoutDrone);
        scout.args.territory = Territory::LemBadlands;
        scout.args.territory2 = Territory::VanVogtMountains;
        QVERIFY(offered(s, scout));
        QVERIFY(offered(s, use(Card::MagneticLockdown)));
        AF_LEGAL(s, use(Card::MagneticLockdown));
        QCOMPARE(int(s.players[Red].fuel), 1);
        QCOMPARE(tokensOn(s, Card::MagneticLockdown), (CardTokens{2, 0}));
        QCOMPARE(int(s.tech.lockdownSeat), int(Red));
        QVERIFY(!validateState(s));
        AF_ILLEGAL(s, scout, Reason::ColoniesLocked);
        QVERIFY(!offered(s, scout));

        finishTurn(s);
        rollFleet(s, {1, 2, 5}); // Blue
        setResources(s, Blue, 4, 0);
        UseCard ion = use(Card::IonFluctuator);
        ion.args.territory = Territory::LemBadlands;
        ion.args.player = Red;
        ion.args.territory2 = Territory::HeinleinPlains;
        AF_ILLEGAL(s, ion, Reason::ColoniesLocked);
        QVERIFY(!offered(s, ion));
        DiscardCard blast = discard(Card::IonFluctuator);
        blast.args.territory = Territory::LemBadlands;
        blast.args.spread[Red][idx(Territory::HeinleinPlains)] = 1;
        AF_ILLEGAL(s, blast, Reason::ColoniesLocked);
        blast.args.spread = {};
        AF_ILLEGAL(s, blast, Reason::ColoniesLocked); // nothing left to send: refused, not a discard for nothing
        QCOMPARE(offersOf(s, Card::IonFluctuator, true), 0);

        const int supply = s.supplyFuel;
        playUntil(s, Red);
        QCOMPARE(int(s.supplyFuel), supply + 2);
        QCOMPARE(tokensOn(s, Card::MagneticLockdown), (CardTokens{0, 0}));
        QCOMPARE(int(s.tech.lockdownSeat), int(kNoPlayer));
        QVERIFY(!validateState(s));
        rollFleet(s, {1, 2, 5});
        AF_LEGAL(s, scout);
        QCOMPARE(int(s.colonies[idx(Territory::VanVogtMountains)][Red]), 1);
    }

    void magneticLockdownStaysWithItsUserWhenRaided()
    {
        // Pohl Foothills: 1F on the card (X-37). Raided, the card keeps the fuel and the lock stays Red's until Red's
        // next turn; the raider cannot lock while that fuel is on it.
        GameState s = withCards(techGame(), Red, {Card::MagneticLockdown});
        giveRedPohl(s);
        rollFleet(s, {1, 2, 5});
        setResources(s, Red, 2, 0);
        AF_LEGAL(s, use(Card::MagneticLockdown));
        QCOMPARE(int(s.players[Red].fuel), 1);
        QCOMPARE(tokensOn(s, Card::MagneticLockdown), (CardTokens{1, 0}));
        finishTurn(s);
        rollFleet(s, {1, 2, 3}); // Blue
        Dock raid = dockOf(s, Facility::RaidersOutpost, {1, 2, 3});
        raid.raid.kind = RaidChoice::Kind::Card;
        raid.raid.player = Red;
        raid.raid.card = Card::MagneticLockdown;
        AF_LEGAL(s, raid);
        QVERIFY(holds(s, Blue, Card::MagneticLockdown));
        QCOMPARE(int(s.tech.lockdownSeat), int(Red));
        QVERIFY(!validateState(s));
        setResources(s, Blue, 4, 0);
        AF_ILLEGAL(s, use(Card::MagneticLockdown), Reason::CardTokenLimit);
        QVERIFY(!namedMissing("Magnetic Lockdown"));
        // Our reading: Blue's discard of the raided card ends Red's lock, its fuel going to the supply.
        GameState d = s;
        putColonies(d, Territory::LemBadlands, Blue, 1);
        DiscardCard move = discard(Card::MagneticLockdown);
        move.args.territory = Territory::HeinleinPlains;
        move.args.spread[Blue][idx(Territory::LemBadlands)] = 1;
        const int supply = d.supplyFuel;
        AF_LEGAL(d, move);
        QCOMPARE(int(d.tech.lockdownSeat), int(kNoPlayer));
        QCOMPARE(tokensOn(d, Card::MagneticLockdown), (CardTokens{0, 0}));
        QCOMPARE(int(d.supplyFuel), supply + 1);
        QCOMPARE(int(d.colonies[idx(Territory::HeinleinPlains)][Blue]), 1);
        QVERIFY(!validateState(d));
        // Orbital Teleporter's discard may not move Red's colony either (base cards obey the lock too).
        giveCard(s, Blue, Card::OrbitalTeleporter);
        DiscardCard teleport = discard(Card::OrbitalTeleporter);
        teleport.args.territory = Territory::PohlFoothills;
        teleport.args.player = Red;
        teleport.args.territory2 = Territory::HeinleinPlains;
        AF_ILLEGAL(s, teleport, Reason::ColoniesLocked);
        playUntil(s, Red);
        QVERIFY(holds(s, Blue, Card::MagneticLockdown));
        QCOMPARE(int(s.tech.lockdownSeat), int(kNoPlayer));
        QVERIFY(!validateState(s));
        GameState bad = s;
        putOnCard(bad, Card::MagneticLockdown, kTechValues.magneticLockdownFuel, 0); // fuel on the card, no lock
        QVERIFY(validateState(bad));
    }

    void magneticLockdownDiscardMovesUpToTwoOwnColoniesToOneTerritory()
    {
        GameState s = withCards(techGame(), Red, {Card::MagneticLockdown});
        putColonies(s, Territory::LemBadlands, Red, 2);
        putColonies(s, Territory::VanVogtMountains, Red, 1);
        putColonies(s, Territory::HeinleinPlains, Blue, 1);
        rollFleet(s, {1, 2, 5});
        const auto moving = [](Territory to, std::initializer_list<std::pair<Territory, int>> from, int seat = Red) {
            DiscardCard d{Card::MagneticLockdown, {}};
            d.args.territory = to;
            for (const auto &[t, n] : from)
                d.args.spread[seat][idx(t)] = static_cast<uint8_t>(n);
            return d;
        };
        AF_ILLEGAL(s, discard(Card::MagneticLockdown), Reason::TerritoryRequired);
        AF_ILLEGAL(s, moving(Territory::HeinleinPlains, {}), Reason::NothingToTake);
        AF_ILLEGAL(s, moving(Territory::HeinleinPlains, {{Territory::LemBadlands, 2}, {Territory::VanVogtMountains, 1}}),
                   Reason::TooManyColonies);
        AF_ILLEGAL(s, moving(Territory::LemBadlands, {{Territory::HeinleinPlains, 1}}, Blue), Reason::UnexpectedParameter);
        AF_ILLEGAL(s, moving(Territory::LemBadlands, {{Territory::LemBadlands, 1}}), Reason::SameTerritory);
        AF_ILLEGAL(s, moving(Territory::HeinleinPlains, {{Territory::PohlFoothills, 1}}), Reason::NoColonyThere);
        GameState blocked = s;
        blocked.fieldAt[idx(Field::Repulsor)] = static_cast<int8_t>(idx(Territory::HeinleinPlains));
        AF_ILLEGAL(blocked, moving(Territory::HeinleinPlains, {{Territory::LemBadlands, 1}}), Reason::RepulsorBlocks);
        QVERIFY(offered(s, moving(Territory::HeinleinPlains, {{Territory::LemBadlands, 2}})));
        QVERIFY(offered(s, moving(Territory::HeinleinPlains, {{Territory::VanVogtMountains, 1}})));
        const DiscardCard two = moving(Territory::HeinleinPlains, {{Territory::LemBadlands, 1}, {Territory::VanVogtMountains, 1}});
        QVERIFY(offered(s, two));
        AF_LEGAL(s, two);
        QCOMPARE(int(s.colonies[idx(Territory::HeinleinPlains)][Red]), 2);
        QCOMPARE(int(s.colonies[idx(Territory::LemBadlands)][Red]), 1);
        QCOMPARE(int(s.colonies[idx(Territory::VanVogtMountains)][Red]), 0);
        QCOMPARE(int(s.discardPile[idx(Card::MagneticLockdown)]), 1);
        QVERIFY(!validateState(s));
    }

    // ------------------------------------------------------------ the turn-start window (X-53)
    void turnStartWindowOpensOnlyForATimedDiscard()
    {
        // Without a timed discard to choose, the turn goes straight to the roll: no new step.
        GameState plain = techGame(2);
        rollFleet(plain, {1, 2, 3});
        placeShip(plain, Red, Facility::TerraformingStation, 6);
        playUntil(plain, Red);
        QCOMPARE(plain.stage, Stage::Roll);
        QCOMPARE(redShipAt(plain, Facility::TerraformingStation), kNoShip); // returned to the stock
        // Holding the Bio-Integration Circuit without a ship on the Terraforming Station: nothing to discard for.
        GameState noShip = withCards(techGame(2), Red, {Card::BioIntegrationCircuit});
        rollFleet(noShip, {1, 2, 3});
        playUntil(noShip, Red);
        QCOMPARE(noShip.stage, Stage::Roll);
        // With both, the window opens before the ship leaves: the discard or BeginTurn, nothing else.
        GameState s = redBackWithTerraformingShip({Card::BioIntegrationCircuit});
        QCOMPARE(s.stage, Stage::TurnStart);
        QCOMPARE(s.current, int8_t(Red));
        QVERIFY(!validateState(s));
        QVERIFY(redShipAt(s, Facility::TerraformingStation) != kNoShip);
        const std::vector<Action> legal = legalActions(s);
        QCOMPARE(int(legal.size()), 2);
        QVERIFY(offered(s, discard(Card::BioIntegrationCircuit)));
        QVERIFY(offered(s, BeginTurn{}));
        AF_ILLEGAL(s, (Roll{DieList{1, 2, 3}}), Reason::WrongStage);
        AF_ILLEGAL(s, EndTurn{}, Reason::WrongStage);
        AF_ILLEGAL(s, Trade{}, Reason::WrongStage);
        // BeginTurn: the Terraforming Station ship returns to the stock as usual, the card stays in hand.
        GameState begun = s;
        AF_LEGAL(begun, BeginTurn{});
        QCOMPARE(begun.stage, Stage::Roll);
        QCOMPARE(redShipAt(begun, Facility::TerraformingStation), kNoShip);
        QVERIFY(holds(begun, Red, Card::BioIntegrationCircuit));
        QCOMPARE(chanceCount(begun), 3);
        QVERIFY(!validateState(begun));
        // Outside the window BeginTurn is refused.
        AF_ILLEGAL(begun, BeginTurn{}, Reason::WrongStage);
        // A stage the game cannot be in: the window with nothing to choose.
        GameState stale = begun;
        stale.stage = Stage::TurnStart;
        QVERIFY(validateState(stale));
    }

    void bioIntegrationCircuitSendsTheTerraformingShipToTheBay()
    {
        // X-53: discarded at the turn start, the ship on the Terraforming Station goes to the Maintenance Bay instead
        // of the stock; it sits out this turn and is gathered at the next one.
        GameState s = redBackWithTerraformingShip({Card::BioIntegrationCircuit});
        const int ship = redShipAt(s, Facility::TerraformingStation);
        const int inStock = shipsInStock(s, Red);
        AF_LEGAL(s, discard(Card::BioIntegrationCircuit));
        QCOMPARE(s.stage, Stage::Roll); // nothing more to choose: the window closed
        QVERIFY(!holds(s, Red, Card::BioIntegrationCircuit));
        QCOMPARE(s.discardPile[idx(Card::BioIntegrationCircuit)], uint8_t(1));
        QCOMPARE(s.ships[ship].place, Place::Docked);
        QCOMPARE(s.ships[ship].facility, Facility::MaintenanceBay);
        QCOMPARE(shipsInStock(s, Red), inStock);
        QCOMPARE(chanceCount(s), 3); // the three others; that one sits out
        QVERIFY(!validateState(s));
        // The turn's discard power is spent (one per turn).
        QVERIFY(s.turn.discardUsed);
        rollAsIs(s, {4, 4, 4});
        QCOMPARE(s.ships[ship].facility, Facility::MaintenanceBay);
        playUntil(s, Red);
        QCOMPARE(s.stage, Stage::Roll);
        QCOMPARE(s.ships[ship].place, Place::Fleet); // gathered at the next turn
        QCOMPARE(chanceCount(s), 4);
        QVERIFY(!validateState(s));
    }

    void bioIntegrationCircuitRefusals()
    {
        // Only at the turn start (X-53): in the main stage it is refused, with or without a ship on the Station.
        GameState s = withCards(techGame(2), Red, {Card::BioIntegrationCircuit});
        rollFleet(s, {1, 2, 3});
        placeShip(s, Red, Facility::TerraformingStation, 6);
        AF_ILLEGAL(s, discard(Card::BioIntegrationCircuit), Reason::OnlyAtTurnStart);
        QCOMPARE(qs(check(s, discard(Card::BioIntegrationCircuit))->rule), QStringLiteral("X-53"));
        QCOMPARE(offersOf(s, Card::BioIntegrationCircuit, true), 0);
        AF_ILLEGAL(s, use(Card::BioIntegrationCircuit), Reason::NoFuelPower);
        // In the window: no choice to give, and no ship of the seat on the Station (another player's does not count).
        GameState w = redBackWithTerraformingShip({Card::BioIntegrationCircuit});
        DiscardCard withShip = discard(Card::BioIntegrationCircuit);
        withShip.args.ship = static_cast<int8_t>(redShipAt(w, Facility::TerraformingStation));
        AF_ILLEGAL(w, withShip, Reason::UnexpectedParameter);
        GameState none = w;
        const int ship = redShipAt(none, Facility::TerraformingStation);
        none.ships[ship] = Ship{};
        none.ships[ship].place = Place::Stock;
        placeShip(none, Blue, Facility::TerraformingStation, 6);
        AF_ILLEGAL(none, discard(Card::BioIntegrationCircuit), Reason::NoTerraformingShip);
        // A base card's discard is not a timed one: refused in the window.
        GameState base = withCards(w, Red, {Card::BoosterPod});
        DiscardCard booster = discardField(Card::BoosterPod, Field::Repulsor);
        AF_ILLEGAL(base, booster, Reason::WrongStage);
        QVERIFY(!namedMissing("Bio-Integration Circuit"));
    }

    void alienSarcophagusScoresWithTheAlienCityOrMonument()
    {
        // Value T41: 1 VP more while the holder also holds the Alien City or the Alien Monument, never more than 1.
        GameState s = withCards(techGame(), Red, {Card::AlienSarcophagus});
        rollFleet(s, {2, 5, 6});
        const int before = score(s, Red).total();
        QCOMPARE(score(s, Red).techCards, 0);
        giveCard(s, Red, Card::AlienCity);
        QCOMPARE(score(s, Red).techCards, kTechValues.alienSarcophagusVP);
        QCOMPARE(score(s, Red).total(), before + 1 + kTechValues.alienSarcophagusVP);
        giveCard(s, Red, Card::AlienMonument);
        QCOMPARE(score(s, Red).techCards, kTechValues.alienSarcophagusVP);
        QCOMPARE(score(s, Red).total(), before + 2 + kTechValues.alienSarcophagusVP);
        // The Monument alone does it too, and the points go with the card.
        GameState m = withCards(techGame(), Blue, {Card::AlienMonument, Card::AlienSarcophagus});
        QCOMPARE(score(m, Blue).techCards, kTechValues.alienSarcophagusVP);
        QCOMPARE(score(m, Red).techCards, 0);
        const std::vector<RankEntry> ranks = ranking(m);
        const auto blue = std::find_if(ranks.begin(), ranks.end(), [](const RankEntry &e) { return e.seat == Blue; });
        QCOMPARE(blue->vp, score(m, Blue).total());
        QVERIFY(!validateState(s));
    }

    void alienSarcophagusTakesTheRelicFromBurroughsDesertForATurn()
    {
        // X-55: discarded at the turn start, the Relic Ship on Burroughs Desert joins Red's fleet and is rolled with
        // it; it goes back to Burroughs Desert at Red's next turn start.
        GameState s = withCards(techGame(2), Red, {Card::AlienSarcophagus});
        rollFleet(s, {1, 2, 3});
        playUntil(s, Red);
        QCOMPARE(s.stage, Stage::TurnStart);
        QVERIFY(!validateState(s));
        QVERIFY(offered(s, discard(Card::AlienSarcophagus)));
        QVERIFY(offered(s, BeginTurn{}));
        AF_LEGAL(s, discard(Card::AlienSarcophagus));
        QCOMPARE(s.stage, Stage::Roll);
        QCOMPARE(s.relicHolder, int8_t(Red));
        QCOMPARE(s.ships[kRelicShip].place, Place::Fleet);
        QCOMPARE(chanceCount(s), 4); // three colour ships and the Relic
        QVERIFY(!validateState(s));
        rollAsIs(s, {6, 6, 6, 6});
        QVERIFY(isUnplaced(s, Red, kRelicShip));
        QVERIFY(!validateState(s));
        // The Terraforming Station is allowed for it (X-39, X-55), like any Relic.
        GameState ts = s;
        setResources(ts, Red, 2, 2);
        Dock d{Facility::TerraformingStation, ShipList{kRelicShip}, Territory::HeinleinPlains, {}};
        AF_LEGAL(ts, d);
        // Docked elsewhere, it comes home at Red's next turn start, not before.
        must(s, Dock{Facility::SolarConverter, ShipList{kRelicShip}, std::nullopt, {}});
        finishTurn(s);
        QCOMPARE(s.current, int8_t(Blue));
        QCOMPARE(s.ships[kRelicShip].place, Place::Docked);
        QVERIFY(!validateState(s));
        playUntil(s, Red);
        QCOMPARE(s.ships[kRelicShip].place, Place::Home);
        QCOMPARE(s.relicHolder, int8_t(kNoPlayer));
        QCOMPARE(s.tech.relicBorrower, int8_t(kNoPlayer));
        QVERIFY(!validateState(s));
    }

    void alienSarcophagusBorrowsTheRelicOfAnotherPlayer()
    {
        // X-55: taken from another player's docking, the Relic is Red's this turn; its holder gathers it at their
        // next turn start as usual.
        GameState s = withCards(techGame(2), Red, {Card::AlienSarcophagus});
        putColonies(s, Territory::BurroughsDesert, Blue, 1);
        rollFleet(s, {1, 2, 3});
        giveRelic(s, Blue, Place::Docked, Facility::LunarMine, 4);
        QVERIFY(!validateState(s));
        playUntil(s, Red);
        QCOMPARE(s.stage, Stage::TurnStart);
        AF_LEGAL(s, discard(Card::AlienSarcophagus));
        QCOMPARE(s.relicHolder, int8_t(Red));
        QCOMPARE(s.tech.relicLender, int8_t(Blue));
        QCOMPARE(chanceCount(s), 4);
        QVERIFY(!validateState(s));
        rollAsIs(s, {2, 2, 2, 5});
        finishTurn(s);
        QCOMPARE(s.current, int8_t(Blue));
        QCOMPARE(s.relicHolder, int8_t(Blue)); // Blue gathers it
        QCOMPARE(s.ships[kRelicShip].place, Place::Fleet);
        QCOMPARE(s.tech.relicBorrower, int8_t(kNoPlayer));
        QVERIFY(!validateState(s));
    }

    void alienSarcophagusRefusals()
    {
        // Only at the turn start (X-53).
        GameState s = withCards(techGame(), Red, {Card::AlienSarcophagus});
        rollFleet(s, {2, 5, 6});
        AF_ILLEGAL(s, discard(Card::AlienSarcophagus), Reason::OnlyAtTurnStart);
        QCOMPARE(qs(check(s, discard(Card::AlienSarcophagus))->rule), QStringLiteral("X-53"));
        AF_ILLEGAL(s, use(Card::AlienSarcophagus), Reason::NoFuelPower);
        QCOMPARE(offersOf(s, Card::AlienSarcophagus, true) + offersOf(s, Card::AlienSarcophagus, false), 0);
        // Not from the Terraforming Station nor the Maintenance Bay (X-55).
        GameState w = withCards(techGame(2), Red, {Card::AlienSarcophagus});
        rollFleet(w, {1, 2, 3});
        playUntil(w, Red);
        QCOMPARE(w.stage, Stage::TurnStart);
        putColonies(w, Territory::BurroughsDesert, Blue, 1);
        for (Facility f : {Facility::TerraformingStation, Facility::MaintenanceBay}) {
            GameState there = w;
            giveRelic(there, Blue, Place::Docked, f, f == Facility::MaintenanceBay ? 0 : 6);
            AF_ILLEGAL(there, discard(Card::AlienSarcophagus), Reason::RelicNotTakeable);
            QCOMPARE(qs(check(there, discard(Card::AlienSarcophagus))->rule), QStringLiteral("X-55"));
        }
        DiscardCard withShip = discard(Card::AlienSarcophagus);
        withShip.args.ship = kRelicShip;
        AF_ILLEGAL(w, withShip, Reason::UnexpectedParameter);
        // A Relic already yours: no window.
        GameState own = withCards(techGame(2), Red, {Card::AlienSarcophagus});
        putColonies(own, Territory::BurroughsDesert, Red, 1);
        giveRelic(own, Red, Place::Fleet);
        rollAsIs(own, {1, 2, 3, 4});
        playUntil(own, Red);
        QCOMPARE(own.stage, Stage::Roll);
        QVERIFY(!namedMissing("Alien Sarcophagus"));
    }

    void infinityMirrorDiscardSetsEveryDockedShipToOne()
    {
        // X-45: every ship docked at a facility shows 1, the Maintenance Bay's excepted; unplaced ships keep theirs.
        GameState s = withCards(techGame(), Red, {Card::InfinityMirror});
        rollFleet(s, {2, 5, 6});
        QCOMPARE(offersOf(s, Card::InfinityMirror, true), 0);
        AF_ILLEGAL(s, discard(Card::InfinityMirror), Reason::NothingToTake);
        const int blue = placeShip(s, Blue, Facility::LunarMine, 5);
        const int green = placeShip(s, Green, Facility::SolarConverter, 3);
        const int one = placeShip(s, Yellow, Facility::OrbitalMarket, 1);
        const int bay = placeShip(s, Yellow, Facility::MaintenanceBay, 4);
        QCOMPARE(offersOf(s, Card::InfinityMirror, true), 1);
        AF_LEGAL(s, discard(Card::InfinityMirror));
        QCOMPARE(int(s.ships[blue].value), 1);
        QCOMPARE(int(s.ships[green].value), 1);
        QCOMPARE(int(s.ships[one].value), 1);
        QCOMPARE(int(s.ships[bay].value), 4);
        QCOMPARE(s.ships[blue].facility, Facility::LunarMine);
        QCOMPARE(values(s), (std::vector<int>{2, 5, 6}));
        QVERIFY(!holds(s, Red, Card::InfinityMirror));
        QCOMPARE(int(s.discardPile[idx(Card::InfinityMirror)]), 1);
        QVERIFY(!validateState(s));
        // Later checks see the new values: a 2 now docks at the Lunar Mine beside the former 5.
        AF_LEGAL(s, dockOf(s, Facility::LunarMine, {2}));
    }

    void infinityMirrorDiscardPaysTheDeflectorSurchargeForAlteredShips()
    {
        // X-44: +1F per ship of the Deflector Shield's holder that the card alters; a ship already at 1 is not altered.
        GameState s = withCards(techGame(), Red, {Card::InfinityMirror});
        giveCard(s, Blue, Card::DeflectorShield);
        placeShip(s, Blue, Facility::SolarConverter, 4);
        placeShip(s, Blue, Facility::SolarConverter, 5);
        placeShip(s, Blue, Facility::LunarMine, 1);
        rollFleet(s, {2, 5, 6});
        setResources(s, Red, 1, 0);
        AF_ILLEGAL(s, discard(Card::InfinityMirror), Reason::NotEnoughFuel);
        setResources(s, Red, 2, 0);
        AF_LEGAL(s, discard(Card::InfinityMirror));
        QCOMPARE(int(s.players[Red].fuel), 0);
    }

    void infinityMirrorRollsOneDieForTheWholeFleet()
    {
        // X-45, value T18: 3F before the roll; one die, every other ship of the fleet takes its value.
        GameState s = withCards(techGame(), Red, {Card::InfinityMirror});
        setResources(s, Red, 4, 0);
        QCOMPARE(chanceCount(s), 3);
        QCOMPARE(beforeRoll(s), std::vector<Action>{use(Card::InfinityMirror)});
        AF_LEGAL(s, use(Card::InfinityMirror));
        QCOMPARE(int(s.players[Red].fuel), 1);
        QCOMPARE(s.stage, Stage::Roll);
        QCOMPARE(chanceCount(s), 1);
        QCOMPARE(shipsToRoll(s).size(), 1);
        QCOMPARE(stateProblem(s), std::string());
        Rng rng(5);
        const auto sampled = sampleChance(s, rng);
        QVERIFY(sampled && std::get<Roll>(*sampled).values.size() == 1);
        AF_ILLEGAL(s, (Roll{{2, 3, 4}}), Reason::WrongValueCount);
        rollAsIs(s, {5});
        QCOMPARE(s.stage, Stage::Main);
        QCOMPARE(values(s), (std::vector<int>{5, 5, 5}));
        QCOMPARE(stateProblem(s), std::string());
        AF_ILLEGAL(s, use(Card::InfinityMirror), Reason::CardAlreadyUsed);
        // The card was used this turn: no discard power of it in the same turn.
        AF_ILLEGAL(s, discard(Card::InfinityMirror), Reason::CardUsedThisTurn);

        // The Relic Ship takes the die's value too.
        GameState relic = withCards(techGame(), Red, {Card::InfinityMirror});
        putColonies(relic, Territory::BurroughsDesert, Red, 1);
        relic.relicHolder = Red;
        relic.ships[kRelicShip] = Ship{};
        relic.ships[kRelicShip].place = Place::Fleet;
        setResources(relic, Red, 3, 0);
        AF_LEGAL(relic, use(Card::InfinityMirror));
        QCOMPARE(shipsToRoll(relic).size(), 1);
        rollAsIs(relic, {2});
        QCOMPARE(int(relic.ships[kRelicShip].value), 2);
        QCOMPARE(values(relic), (std::vector<int>{2, 2, 2, 2}));
    }

    void infinityMirrorLeavesTheBrethrenDieItsOwnRoll()
    {
        // X-45: the Brethren die is rolled beside the Mirror's die, as usual (the factions module on as well).
        for (int face = 1; face <= 6; ++face) {
            GameState plain = factionGame(2, {Faction::BrethrenOfTheStars, Faction::CorexConglomerated});
            plain.modules |= moduleBit(Module::ExtraTech);
            GameState s = plain;
            giveCard(s, Red, Card::InfinityMirror);
            setResources(s, Red, 3, 0);
            const ShipList all = shipsToRoll(s);
            QCOMPARE(all[all.size() - 1], int8_t(kBrethrenShip));
            AF_LEGAL(s, use(Card::InfinityMirror));
            QCOMPARE(shipsToRoll(s), (ShipList{all[0], int8_t(kBrethrenShip)}));
            rollAsIs(s, {4, face});
            Roll ordinary;
            for (int i = 0; i + 1 < all.size(); ++i)
                ordinary.values.push_back(4);
            ordinary.values.push_back(static_cast<uint8_t>(face));
            AF_LEGAL(plain, ordinary);
            QCOMPARE(s.factions.brethrenRaider, plain.factions.brethrenRaider);
            for (int i = 0; i + 1 < all.size(); ++i)
                QCOMPARE(int(s.ships[all[i]].value), 4);
        }
    }

    void infinityMirrorPaidPowerRefusals()
    {
        // Pohl Foothills takes 1F off (X-37): 2F.
        GameState pohl = withCards(techGame(), Red, {Card::InfinityMirror});
        giveRedPohl(pohl);
        setResources(pohl, Red, 2, 0);
        AF_LEGAL(pohl, use(Card::InfinityMirror));
        QCOMPARE(int(pohl.players[Red].fuel), 0);

        GameState poor = withCards(techGame(), Red, {Card::InfinityMirror});
        setResources(poor, Red, 2, 0);
        AF_ILLEGAL(poor, use(Card::InfinityMirror), Reason::NotEnoughFuel);
        QVERIFY(beforeRoll(poor).empty());
        UseCard extra = use(Card::InfinityMirror);
        extra.args.value = 6;
        setResources(poor, Red, 3, 0);
        AF_ILLEGAL(poor, extra, Reason::UnexpectedParameter);

        // Instead of rolling: not after the roll.
        GameState late = withCards(techGame(), Red, {Card::InfinityMirror});
        setResources(late, Red, 5, 0);
        rollFleet(late, {2, 5, 6});
        AF_ILLEGAL(late, use(Card::InfinityMirror), Reason::OnlyBeforeRoll);
        QCOMPARE(qs(check(late, use(Card::InfinityMirror))->rule), QStringLiteral("card:infinity-mirror"));
        QCOMPARE(offersOf(late, Card::InfinityMirror, false), 0);
        QVERIFY(!namedMissing("Infinity Mirror"));
    }

    void infinityMirrorRollIsNotNaturalForAgendasButCountsForProbabilityFocus()
    {
        // X-30: a roll an Infinity Mirror shaped opens no natural-roll agenda window; for the Probability Focus it
        // counts (X-49).
        GameOptions o = options(2, Ruleset::EditionX);
        o.modules = moduleBit(Module::ExtraTech) | moduleBit(Module::Agendas);
        GameState s = newGame(o);
        DealAgendas deal;
        deal.cards = {Agenda::NaturalFourOfAKind, Agenda::FiveSequentialShips, Agenda::LowRollTen,
                      Agenda::ThreeColoniesOneTurn};
        AF_LEGAL(s, deal);
        dealAsUsual(s);
        clearHands(s);
        giveCard(s, Red, Card::InfinityMirror);
        giveCard(s, Red, Card::ProbabilityFocus);
        fleetOf(s, 4);
        setResources(s, Red, 4, 0);
        AF_LEGAL(s, use(Card::ProbabilityFocus));
        AF_LEGAL(s, use(Card::InfinityMirror));
        const int ore = s.players[Red].ore;
        rollAsIs(s, {3});
        QCOMPARE(values(s), (std::vector<int>{3, 3, 3, 3}));
        AF_ILLEGAL(s, (RevealAgenda{Red, Agenda::NaturalFourOfAKind, false}), Reason::AgendaConditionNotMet);
        QCOMPARE(int(s.players[Red].ore), ore + 1);
        QCOMPARE(tokensOn(s, Card::ProbabilityFocus), CardTokens{});
        QCOMPARE(stateProblem(s), std::string());
    }

    void shipfitterDroneBuildsWithAPairOfFivesOrSixesForFuelOnly()
    {
        // Value T35: fuel only, instead of the Shipyard's price; a pair of 5s or 6s; every Shipyard rule applies.
        GameState s = withCards(techGame(), Red, {Card::ShipfitterDrone});
        rollFleet(s, {5, 5, 2});
        setResources(s, Red, kTechValues.shipfitterFuel, 0);
        const int inPlay = shipsNotInStock(s, Red);
        const UseCard build{Card::ShipfitterDrone, shipyardPair(shipWith(s, 5), shipWith(s, 5, 1))};
        QVERIFY(offered(s, build));
        QVERIFY(!offered(s, UseCard{Card::ShipfitterDrone, shipyardPair(shipWith(s, 5), shipWith(s, 2))}));
        GameState poor = s;
        setResources(poor, Red, kTechValues.shipfitterFuel - 1, 0);
        AF_ILLEGAL(poor, build, Reason::NotEnoughFuel);
        giveRedPohl(poor); // X-37: 1 fuel off
        AF_LEGAL(poor, build);
        QCOMPARE(int(poor.players[Red].fuel), 0);
        AF_ILLEGAL(s, UseCard(Card::ShipfitterDrone, shipyardPair(shipWith(s, 5), shipWith(s, 2))), Reason::ValueTooLow);
        UseCard elsewhere = build;
        elsewhere.args.dock->facility = Facility::OrbitalMarket;
        AF_ILLEGAL(s, elsewhere, Reason::TargetNotAllowed);
        AF_ILLEGAL(s, use(Card::ShipfitterDrone), Reason::NoFacility);
        AF_LEGAL(s, build);
        QCOMPARE(int(s.players[Red].fuel), 0);
        QCOMPARE(int(s.players[Red].ore), 0);
        QCOMPARE(shipsNotInStock(s, Red), inPlay + 1);
        QCOMPARE(shipsDockedAt(s, Facility::Shipyard), 2);
        QCOMPARE(s.stage, Stage::Main); // the new ship waits on the Maintenance Bay as usual
        QVERIFY(!validateState(s));
        // A full stock is still needed.
        GameState full = withCards(techGame(), Red, {Card::ShipfitterDrone});
        setShipsInPlay(full, Red, kShipsPerColor);
        rollFleet(full, {6, 6, 1, 2, 3, 4});
        setResources(full, Red, 5, 0);
        AF_ILLEGAL(full, UseCard(Card::ShipfitterDrone, shipyardPair(shipWith(full, 6), shipWith(full, 6, 1))),
                   Reason::StockEmpty);
    }

    void shipfitterDroneDiscardRollsTheNewShipAtOnce()
    {
        // Our reading: the discard goes with the Shipyard docking that builds the ship, at the usual price.
        GameState s = withCards(techGame(), Red, {Card::ShipfitterDrone});
        rollFleet(s, {3, 3, 1});
        const Resources price = shipyardCost(s, Red);
        setResources(s, Red, price.fuel, price.ore);
        const DiscardCard build{Card::ShipfitterDrone, shipyardPair(shipWith(s, 3), shipWith(s, 3, 1))};
        QVERIFY(offered(s, build));
        AF_ILLEGAL(s, (DiscardCard{Card::ShipfitterDrone, shipyardPair(shipWith(s, 3), shipWith(s, 1))}),
                   Reason::ValuesNotEqual);
        AF_ILLEGAL(s, discard(Card::ShipfitterDrone), Reason::NoFacility);
        GameState poor = s;
        setResources(poor, Red, 0, 0);
        AF_ILLEGAL(poor, build, Reason::NotEnoughFuel);
        AF_LEGAL(s, build);
        QCOMPARE(s.stage, Stage::Reroll);
        QCOMPARE(shipsToRoll(s).size(), 1);
        const int built = shipsToRoll(s)[0];
        QCOMPARE(ownerOf(s, built), Red);
        QVERIFY(!validateState(s));
        AF_LEGAL(s, (Reroll{DieList{4}}));
        QCOMPARE(s.stage, Stage::Main);
        QVERIFY(isUnplaced(s, Red, built));
        QCOMPARE(int(s.ships[built].value), 4);
        QCOMPARE(int(s.discardPile[idx(Card::ShipfitterDrone)]), 1);
        QVERIFY(!validateState(s));
        AF_LEGAL(s, dockOf(s, Facility::SolarConverter, {4}));
    }

    void chameleonCloakDiscardSwapsTheColoniesOfTwoTerritories()
    {
        GameState s = withCards(techGame(), Red, {Card::ChameleonCloak});
        rollFleet(s, {2, 5, 6});
        const auto swap = [](Territory one, std::optional<Territory> other) {
            DiscardCard d{Card::ChameleonCloak, {}};
            d.args.territory = one;
            d.args.territory2 = other;
            return d;
        };
        AF_ILLEGAL(s, swap(Territory::HeinleinPlains, Territory::PohlFoothills), Reason::NothingToTake);
        putColonies(s, Territory::HeinleinPlains, Red, 1);
        putColonies(s, Territory::PohlFoothills, Blue, 2);
        putColonies(s, Territory::PohlFoothills, Green, 1);
        AF_ILLEGAL(s, swap(Territory::HeinleinPlains, std::nullopt), Reason::TerritoryRequired);
        AF_ILLEGAL(s, swap(Territory::HeinleinPlains, Territory::HeinleinPlains), Reason::SameTerritory);
        GameState blocked = s;
        blocked.fieldAt[idx(Field::Repulsor)] = static_cast<int8_t>(idx(Territory::PohlFoothills));
        AF_ILLEGAL(blocked, swap(Territory::HeinleinPlains, Territory::PohlFoothills), Reason::RepulsorBlocks);
        AF_ILLEGAL(s, use(Card::ChameleonCloak), Reason::NoShipChosen); // the paid power needs its choices
        const DiscardCard d = swap(Territory::PohlFoothills, Territory::HeinleinPlains);
        QVERIFY(offered(s, d));
        QVERIFY(offered(s, swap(Territory::HeinleinPlains, Territory::PohlFoothills)));
        AF_LEGAL(s, d);
        QCOMPARE(int(s.colonies[idx(Territory::HeinleinPlains)][Blue]), 2);
        QCOMPARE(int(s.colonies[idx(Territory::HeinleinPlains)][Green]), 1);
        QCOMPARE(int(s.colonies[idx(Territory::HeinleinPlains)][Red]), 0);
        QCOMPARE(int(s.colonies[idx(Territory::PohlFoothills)][Red]), 1);
        QCOMPARE(coloniesOn(s, Territory::PohlFoothills), 1);
        QCOMPARE(int(s.discardPile[idx(Card::ChameleonCloak)]), 1);
        QVERIFY(!validateState(s));
    }

    void chameleonCloakSwapLeavesLockedColoniesInPlace()
    {
        // X-48: the colonies of the player a Magnetic Lockdown protects stay; the others swap.
        GameState s = withCards(techGame(), Red, {Card::ChameleonCloak});
        giveCard(s, Blue, Card::MagneticLockdown);
        putOnCard(s, Card::MagneticLockdown, kTechValues.magneticLockdownFuel, 0);
        s.tech.lockdownSeat = Blue;
        putColonies(s, Territory::VanVogtMountains, Blue, 1);
        rollFleet(s, {2, 5, 6});
        DiscardCard d{Card::ChameleonCloak, {}};
        d.args.territory = Territory::VanVogtMountains;
        d.args.territory2 = Territory::LemBadlands;
        AF_ILLEGAL(s, d, Reason::ColoniesLocked);
        putColonies(s, Territory::LemBadlands, Green, 1);
        AF_LEGAL(s, d);
        QCOMPARE(int(s.colonies[idx(Territory::VanVogtMountains)][Blue]), 1);
        QCOMPARE(int(s.colonies[idx(Territory::VanVogtMountains)][Green]), 1);
        QCOMPARE(int(s.colonies[idx(Territory::LemBadlands)][Green]), 0);
        QVERIFY(!validateState(s));
    }

    void gravitronShuntTakesAnyColonyOntoTheCard()
    {
        GameState s = withCards(techGame(), Red, {Card::GravitronShunt});
        rollFleet(s, {1, 2, 5});
        putColonies(s, Territory::LemBadlands, Blue, 2);
        putColonies(s, Territory::LemBadlands, Red, 1);
        putColonies(s, Territory::HeinleinPlains, Green, 1);
        s.fieldAt[idx(Field::Repulsor)] = static_cast<int8_t>(idx(Territory::HeinleinPlains));
        setResources(s, Red, 1, 0);
        const int blueVP = score(s, Blue).total();
        AF_ILLEGAL(s, shunt(Territory::LemBadlands, Blue), Reason::NotEnoughFuel); // value T15
        setResources(s, Red, kTechValues.gravitronCaptureFuel, 0);
        AF_ILLEGAL(s, use(Card::GravitronShunt), Reason::TerritoryRequired);
        AF_ILLEGAL(s, shunt(Territory::LemBadlands, Green), Reason::NoColonyThere);
        const UseCard repulsed = shunt(Territory::HeinleinPlains, Green);
        AF_ILLEGAL(s, repulsed, Reason::RepulsorBlocks); // X-38
        QCOMPARE(qs(check(s, repulsed)->rule), QStringLiteral("X-38"));
        QVERIFY(!offered(s, repulsed));
        QVERIFY(offered(s, shunt(Territory::LemBadlands, Red))); // yours included (X-41)
        const UseCard take = shunt(Territory::LemBadlands, Blue);
        QVERIFY(offered(s, take));
        AF_LEGAL(s, take);
        QCOMPARE(int(s.players[Red].fuel), 0);
        QCOMPARE(int(s.colonies[idx(Territory::LemBadlands)][Blue]), 1);
        QCOMPARE(int(s.tech.shunted[Blue]), 1);
        // Landed still: its VP counts, and it is not back in Blue's hand; it controls nothing (Blue's control of Lem
        // Badlands ends: one colony each).
        QCOMPARE(score(s, Blue).colonies, 2);
        QVERIFY(!controls(s, Blue, Territory::LemBadlands));
        QCOMPARE(score(s, Blue).total(), blueVP - 1);
        QVERIFY(!validateState(s));
        // Once per turn; a colony on a card the holder does not hold is no position.
        AF_ILLEGAL(s, shunt(Territory::LemBadlands, Blue), Reason::CardAlreadyUsed);
        GameState bad = s;
        bad.players[Red].cards &= ~cardBit(Card::GravitronShunt);
        ++bad.discardPile[idx(Card::GravitronShunt)];
        QVERIFY(validateState(bad));
        QVERIFY(!namedMissing("Gravitron Shunt"));
    }

    void gravitronShuntCostsLessWithPohlAndRespectsTheLockdown()
    {
        GameState s = withCards(techGame(), Red, {Card::GravitronShunt});
        giveRedPohl(s);
        giveCard(s, Blue, Card::MagneticLockdown);
        putOnCard(s, Card::MagneticLockdown, kTechValues.magneticLockdownFuel, 0);
        s.tech.lockdownSeat = Blue;
        putColonies(s, Territory::LemBadlands, Blue, 1);
        putColonies(s, Territory::LemBadlands, Green, 1);
        rollFleet(s, {1, 2, 5});
        setResources(s, Red, kTechValues.gravitronCaptureFuel - 1, 0);
        const UseCard locked = shunt(Territory::LemBadlands, Blue);
        AF_ILLEGAL(s, locked, Reason::ColoniesLocked); // X-48
        QCOMPARE(qs(check(s, locked)->rule), QStringLiteral("X-48"));
        QVERIFY(!offered(s, locked));
        AF_LEGAL(s, shunt(Territory::LemBadlands, Green)); // 1 fuel off with Pohl Foothills (X-37)
        QCOMPARE(int(s.players[Red].fuel), 0);
        QVERIFY(!validateState(s));
    }

    void gravitronShuntReleaseLandsTheColonyOnItsOwnersTurn()
    {
        GameState s = afterShunt(Blue);
        // Not on another player's turn: Red has no colony on the card.
        AF_ILLEGAL(s, release(Territory::VanVogtMountains), Reason::NoColonyOnCard);
        finishTurn(s);
        rollFleet(s, {1, 2, 3}); // Blue's turn; Blue does not hold the card
        putColonies(s, Territory::PohlFoothills, Blue, 1); // takes nothing off the release (X-37)
        s.fieldAt[idx(Field::Repulsor)] = static_cast<int8_t>(idx(Territory::HeinleinPlains));
        setResources(s, Blue, 0, 0);
        AF_ILLEGAL(s, release(Territory::VanVogtMountains), Reason::NotEnoughFuel); // value T16
        setResources(s, Blue, kTechValues.gravitronReleaseFuel, 0);
        AF_ILLEGAL(s, release(Territory::HeinleinPlains), Reason::RepulsorBlocks); // X-38
        QVERIFY(!offered(s, release(Territory::HeinleinPlains)));
        UseCard both = release(Territory::VanVogtMountains);
        both.args.player = Blue;
        AF_ILLEGAL(s, both, Reason::UnexpectedParameter);
        const int supply = s.supplyFuel;
        QVERIFY(offered(s, release(Territory::VanVogtMountains)));
        AF_LEGAL(s, release(Territory::VanVogtMountains));
        QCOMPARE(int(s.colonies[idx(Territory::VanVogtMountains)][Blue]), 1);
        QCOMPARE(int(s.tech.shunted[Blue]), 0);
        QCOMPARE(int(s.players[Blue].fuel), 0);
        QCOMPARE(int(s.supplyFuel), supply + kTechValues.gravitronReleaseFuel);
        QVERIFY(controls(s, Blue, Territory::VanVogtMountains));
        QCOMPARE(s.stage, Stage::Main);
        QVERIFY(!validateState(s));
        // The owner's own Magnetic Lockdown keeps the colony on the card (our reading of X-48).
        GameState l = afterShunt(Red, 1, 3);
        AF_LEGAL(l, release(Territory::LemBadlands)); // the holder's own colony: not the card's use
        QCOMPARE(int(l.colonies[idx(Territory::LemBadlands)][Red]), 1);
        giveCard(l, Red, Card::MagneticLockdown);
        l.tech.shunted[Red] = 1;
        --l.colonies[idx(Territory::LemBadlands)][Red];
        putOnCard(l, Card::MagneticLockdown, kTechValues.magneticLockdownFuel, 0);
        l.tech.lockdownSeat = Red;
        AF_ILLEGAL(l, release(Territory::LemBadlands), Reason::ColoniesLocked);
    }

    void gravitronShuntColonyStaysLandedForTheGameEnd()
    {
        // X-41: a colony on the card was landed; taking it does not give it back, so its owner's last landing ends
        // the game, and its release never ends it again.
        const GameState s = afterShunt(Blue, techGame().players[Blue].coloniesLeft - 1);
        QCOMPARE(int(s.players[Blue].coloniesLeft), 1);
        QVERIFY(!validateState(s));
    }

    void gravitronShuntRaidedTheRaiderLandsItsColonies()
    {
        GameState s = afterShunt(Green, 2);
        putColonies(s, Territory::VanVogtMountains, Blue, 1);
        finishTurn(s);
        rollFleet(s, {1, 2, 3}); // Blue raids the card
        s.fieldAt[idx(Field::Repulsor)] = static_cast<int8_t>(idx(Territory::HeinleinPlains));
        Dock raid = raidDock(s, {1, 2, 3}, takeCard(Red, Card::GravitronShunt));
        AF_ILLEGAL(s, raid, Reason::CardColoniesToLand); // X-41: every colony on it lands
        QCOMPARE(qs(check(s, raid)->rule), QStringLiteral("X-41"));
        raid.raid.landings[Blue][idx(Territory::AsimovCrater)] = 1;
        AF_ILLEGAL(s, raid, Reason::NoColonyOnCard);
        raid.raid.landings[Blue][idx(Territory::AsimovCrater)] = 0;
        raid.raid.landings[Green][idx(Territory::HeinleinPlains)] = 1;
        AF_ILLEGAL(s, raid, Reason::RepulsorBlocks); // X-38
        QVERIFY(!offered(s, raid));
        raid.raid.landings[Green][idx(Territory::HeinleinPlains)] = 0;
        raid.raid.landings[Green][idx(Territory::VanVogtMountains)] = 1; // the raider chooses: beside Blue's colony
        QVERIFY(offered(s, raid));
        AF_LEGAL(s, raid);
        QVERIFY(holds(s, Blue, Card::GravitronShunt));
        QCOMPARE(int(s.tech.shunted[Green]), 0);
        QCOMPARE(int(s.colonies[idx(Territory::VanVogtMountains)][Green]), 1);
        QVERIFY(!controls(s, Blue, Territory::VanVogtMountains));
        QVERIFY(!validateState(s));
        // A raid of another card takes no landings.
        GameState t = withCards(techGame(), Red, {Card::Electrofabricator});
        rollFleet(t, {1, 2, 5});
        finishTurn(t);
        rollFleet(t, {1, 2, 3});
        Dock other = raidDock(t, {1, 2, 3}, takeCard(Red, Card::Electrofabricator));
        other.raid.landings[Red][idx(Territory::LemBadlands)] = 1;
        AF_ILLEGAL(t, other, Reason::UnexpectedParameter);
    }

    void gravitronShuntDiscardedByTheOscillationCapacitorItsOwnersLandTheirColonies()
    {
        GameState s = afterShunt(Green);
        putColonies(s, Territory::LemBadlands, Red, 1);
        finishTurn(s);
        rollFleet(s, {1, 2, 3}); // Blue discards Red's card
        giveCard(s, Blue, Card::OscillationCapacitor);
        setResources(s, Green, 0, 0);
        DiscardCard d = discard(Card::OscillationCapacitor);
        d.args.player = Red;
        d.args.card = Card::GravitronShunt;
        AF_ILLEGAL(s, d, Reason::CardColoniesToLand);
        d.args.spread[Green][idx(Territory::BradburyPlateau)] = 1; // Green's choice, entered with the discard
        QVERIFY(offered(s, d));
        AF_LEGAL(s, d);
        QCOMPARE(int(s.colonies[idx(Territory::BradburyPlateau)][Green]), 1);
        QCOMPARE(int(s.players[Green].fuel), 0); // free
        QCOMPARE(int(s.discardPile[idx(Card::GravitronShunt)]), 1);
        QVERIFY(!validateState(s));
    }

    void gravitronShuntThroughTheTeleOperatorIsRefused()
    {
        GameState s = withCards(techGame(), Red, {Card::TeleOperator});
        setDisplay(s, {Card::GravitronShunt, Card::BoosterPod, Card::StasisBeam});
        rollFleet(s, {1, 2, 5});
        putColonies(s, Territory::LemBadlands, Blue, 1);
        setResources(s, Red, 6, 0);
        UseCard u = use(Card::TeleOperator);
        u.args.card = Card::GravitronShunt;
        u.args.territory = Territory::LemBadlands;
        u.args.player = Blue;
        AF_ILLEGAL(s, u, Reason::LentCardKeepsNothing); // our reading: the display keeps no colony
        QVERIFY(!offered(s, u));
    }

    void autoPilotThroughTheTeleOperatorIsRefused()
    {
        GameState s = withCards(techGame(), Red, {Card::TeleOperator});
        setDisplay(s, {Card::AutoPilotAI, Card::BoosterPod, Card::StasisBeam});
        const ShipList fleet = rollFleet(s, {1, 2, 5});
        setResources(s, Red, 6, 0);
        UseCard u = useOnShip(Card::TeleOperator, fleet[0]);
        u.args.card = Card::AutoPilotAI;
        AF_ILLEGAL(s, u, Reason::LentCardKeepsNothing); // our reading: the display keeps no ship
        QVERIFY(!offered(s, u));
    }

    void chameleonCloakReplacesAnotherPlayersShipsAndTakesTheBenefit()
    {
        GameState s = withCards(techGame(), Red, {Card::ChameleonCloak});
        const int blue5 = placeShip(s, Blue, Facility::SolarConverter, 5);
        const int green3 = placeShip(s, Green, Facility::SolarConverter, 3);
        rollFleet(s, {3, 5, 6});
        const int red6 = placeShip(s, Red, Facility::SolarConverter, 1); // docked earlier this turn
        setResources(s, Red, 1, 0);
        const UseCard solar = cloak({blue5}, dockOf(s, Facility::SolarConverter, {5}));
        AF_ILLEGAL(s, solar, Reason::NotEnoughFuel); // value T3
        setResources(s, Red, kTechValues.chameleonCloakFuel, 0);
        AF_ILLEGAL(s, cloak({}, dockOf(s, Facility::SolarConverter, {5})), Reason::NoShipChosen);
        AF_ILLEGAL(s, cloak({red6}, dockOf(s, Facility::SolarConverter, {5})), Reason::OwnShip);
        const UseCard unequal = cloak({blue5}, dockOf(s, Facility::SolarConverter, {3}));
        AF_ILLEGAL(s, unequal, Reason::ValueMustBe); // equal values, ship for ship (X-42)
        QCOMPARE(qs(check(s, unequal)->rule), QStringLiteral("X-42"));
        AF_ILLEGAL(s, cloak({blue5, green3}, dockOf(s, Facility::SolarConverter, {5})), Reason::WrongShipCount);
        AF_ILLEGAL(s, cloak({blue5}, dockOf(s, Facility::LunarMine, {5})), Reason::ShipNotDocked);
        QVERIFY(offered(s, cloak({blue5, green3}, dockOf(s, Facility::SolarConverter, {3, 5}))));
        QVERIFY(offered(s, solar));
        AF_LEGAL(s, solar);
        // The Solar Converter's benefit for a 5: 3 fuel, after the card's 2.
        QCOMPARE(int(s.players[Red].fuel), 3);
        QCOMPARE(s.ships[blue5].facility, Facility::MaintenanceBay);
        QCOMPARE(s.ships[green3].facility, Facility::SolarConverter);
        QCOMPARE(unplacedFleet(s).size(), 2);
        QVERIFY(!validateState(s));
        QVERIFY(!namedMissing("Chameleon Cloak"));
    }

    void chameleonCloakAtTheRaidersOutpostRaids()
    {
        // X-42: Red's run docks in place of Blue's at the Raiders' Outpost and raids, resources or a card. The list
        // holds the docking without a raid only (the app asks for the raid: LegalMoves::mayRaid).
        GameState s = withCards(techGame(), Red, {Card::ChameleonCloak});
        giveCard(s, Green, Card::BoosterPod);
        const uint32_t run = s.nextGroup++;
        const int blue4 = placeShip(s, Blue, Facility::RaidersOutpost, 4, run);
        const int blue5 = placeShip(s, Blue, Facility::RaidersOutpost, 5, run);
        const int blue6 = placeShip(s, Blue, Facility::RaidersOutpost, 6, run);
        rollFleet(s, {4, 5, 6});
        setResources(s, Red, kTechValues.chameleonCloakFuel, 0);
        setResources(s, Blue, 1, 2);
        const UseCard plain = cloak({blue4, blue5, blue6}, dockOf(s, Facility::RaidersOutpost, {4, 5, 6}));
        const UseCard resources =
            cloak({blue4, blue5, blue6}, raidDock(s, {4, 5, 6}, takeResources({Take{Blue, 1, 2}})));
        const UseCard card = cloak({blue4, blue5, blue6}, raidDock(s, {4, 5, 6}, takeCard(Green, Card::BoosterPod)));
        QVERIFY(offered(s, plain));
        QVERIFY(!offered(s, resources));
        AF_ILLEGAL(s, cloak({blue4, blue5, blue6}, raidDock(s, {4, 5, 6}, takeResources({Take{Blue, 2, 0}}))),
                   Reason::RaidMoreThanHeld);
        GameState byCard = s;
        AF_LEGAL(byCard, card);
        QVERIFY(holds(byCard, Red, Card::BoosterPod));
        QVERIFY(!holds(byCard, Green, Card::BoosterPod));
        QVERIFY(!validateState(byCard));
        AF_LEGAL(s, resources);
        QCOMPARE(shipsDockedAt(s, Facility::RaidersOutpost), 3);
        QCOMPARE(s.ships[blue4].facility, Facility::MaintenanceBay);
        QCOMPARE(int(s.players[Red].fuel), 1);
        QCOMPARE(int(s.players[Red].ore), 2);
        QCOMPARE(int(s.players[Blue].fuel), 0);
        QCOMPARE(int(s.players[Blue].ore), 0);
        QVERIFY(!validateState(s));
    }

    void chameleonCloakReplacesAGrappledGroupWithGrappledShips()
    {
        // Our reading (X-42 and X-43 are silent): Blue's ship grappled beside the full Lunar Mine is replaced by
        // Red's ship of the same value, grappled in turn: it takes no port, and the Mine's rule and ore apply.
        GameState s = withCards(techGame(), Red, {Card::ChameleonCloak});
        rollFleet(s, {5, 2, 6});
        const int ports = freeSlots(s, Facility::LunarMine, Red);
        for (int i = 0; i < ports; ++i)
            placeShip(s, i % 2 ? Green : Yellow, Facility::LunarMine, 4);
        const int8_t blue = static_cast<int8_t>(placeShip(s, Blue, Facility::LunarMine, 5));
        s.tech.grappled |= uint64_t{1} << blue;
        QCOMPARE(freeSlots(s, Facility::LunarMine, Red), 0);
        QCOMPARE(qs(stateProblem(s)), QString());
        setResources(s, Red, kTechValues.chameleonCloakFuel, 0);
        const UseCard u = cloak({blue}, dockOf(s, Facility::LunarMine, {5}));
        QVERIFY(offered(s, u));
        const int ore = oreOf(s, Red);
        const int8_t red = u.args.dock->ships[0];
        AF_LEGAL(s, u);
        QCOMPARE(s.ships[blue].facility, Facility::MaintenanceBay);
        QVERIFY(!((s.tech.grappled >> blue) & 1));
        QCOMPARE(s.ships[red].facility, Facility::LunarMine);
        QVERIFY((s.tech.grappled >> red) & 1);
        QCOMPARE(freeSlots(s, Facility::LunarMine, Red), 0);
        QCOMPARE(oreOf(s, Red), ore + 1);
        QCOMPARE(fuelOf(s, Red), 0);
        QCOMPARE(qs(stateProblem(s)), QString());
    }

    void chameleonCloakReplacesAWholeGroupOnly()
    {
        // A pair at the Orbital Market is replaced whole, or not at all (X-42); never at the Terraforming Station.
        GameState s = withCards(techGame(), Red, {Card::ChameleonCloak});
        const uint32_t pair = s.nextGroup++;
        const int blueA = placeShip(s, Blue, Facility::OrbitalMarket, 4, pair);
        const int blueB = placeShip(s, Blue, Facility::OrbitalMarket, 4, pair);
        const int green6 = placeShip(s, Green, Facility::TerraformingStation, 6);
        rollFleet(s, {4, 4, 6});
        setResources(s, Red, 4, 0);
        AF_ILLEGAL(s, cloak({blueA}, dockOf(s, Facility::OrbitalMarket, {4})), Reason::ChoiceRequired);
        AF_ILLEGAL(s, cloak({green6}, dockOf(s, Facility::TerraformingStation, {6})), Reason::TargetNotAllowed);
        const UseCard whole = cloak({blueA, blueB}, dockOf(s, Facility::OrbitalMarket, {4, 4}));
        QVERIFY(offered(s, whole));
        AF_LEGAL(s, whole);
        QCOMPARE(s.ships[blueA].facility, Facility::MaintenanceBay);
        QCOMPARE(s.ships[blueB].facility, Facility::MaintenanceBay);
        setResources(s, Red, 4, 0);
        AF_LEGAL(s, Trade{}); // Red's pair trades now, 4 fuel for 1 ore
        QCOMPARE(int(s.players[Red].ore), 1);
        QVERIFY(!validateState(s));
    }

    void chameleonCloakChecksTheFacilityAgainAndPaysTheDeflectorSurcharge()
    {
        // Our reading: at the Lunar Mine the replacing ship is compared with the highest ship left there.
        GameState s = withCards(techGame(), Red, {Card::ChameleonCloak});
        const int blue3 = placeShip(s, Blue, Facility::LunarMine, 3);
        placeShip(s, Green, Facility::LunarMine, 5);
        rollFleet(s, {3, 5, 6});
        setResources(s, Red, 6, 0);
        AF_ILLEGAL(s, cloak({blue3}, dockOf(s, Facility::LunarMine, {3})), Reason::ValueTooLow);
        // X-44: a Deflector Shield holder's replaced ships cost 1 fuel each on top.
        GameState d = withCards(techGame(), Red, {Card::ChameleonCloak});
        giveCard(d, Blue, Card::DeflectorShield);
        const int shielded = placeShip(d, Blue, Facility::SolarConverter, 2);
        rollFleet(d, {2, 5, 6});
        setResources(d, Red, kTechValues.chameleonCloakFuel, 0);
        const UseCard u = cloak({shielded}, dockOf(d, Facility::SolarConverter, {2}));
        AF_ILLEGAL(d, u, Reason::NotEnoughFuel);
        setResources(d, Red, kTechValues.chameleonCloakFuel + kTechValues.deflectorSurchargePerShip, 0);
        AF_LEGAL(d, u);
        QCOMPARE(int(d.players[Red].fuel), 1); // the Solar Converter's 1 fuel for a 2
        QVERIFY(!validateState(d));
    }

    void chameleonCloakAtTheColonistHubKeepsTheirAdvancesAndAdvancesYourColony()
    {
        // Our reading (X-42 names only the Terraforming Station): Blue's pair on its Hub track goes to the Maintenance
        // Bay, the 2 circles it gave Blue's colony stay (R-9), and Red's ships dock on Red's own track: a new colony
        // on circle 1, advanced to 2.
        GameState s = withCards(techGame(), Red, {Card::ChameleonCloak});
        QVERIFY(!freeformHub(s));
        const uint32_t docking = s.nextGroup++;
        const int blue2 = placeShip(s, Blue, Facility::ColonistHub, 2, docking);
        const int blue5 = placeShip(s, Blue, Facility::ColonistHub, 5, docking);
        --s.players[Blue].coloniesLeft;
        s.players[Blue].hubCircle = 3;
        QCOMPARE(qs(stateProblem(s)), QString());
        rollFleet(s, {5, 2, 6});
        setResources(s, Red, kTechValues.chameleonCloakFuel, 0);
        const int redColonies = s.players[Red].coloniesLeft;
        const UseCard pair = cloak({blue2, blue5}, dockOf(s, Facility::ColonistHub, {5, 2})); // Red's in ship order
        QVERIFY(offered(s, pair));
        QVERIFY(offered(s, cloak({blue5}, dockOf(s, Facility::ColonistHub, {5})))); // one ship per port
        AF_ILLEGAL(s, cloak({blue5}, dockOf(s, Facility::ColonistHub, {6})), Reason::ValueMustBe);
        AF_LEGAL(s, pair);
        QCOMPARE(s.ships[blue2].facility, Facility::MaintenanceBay);
        QCOMPARE(s.ships[blue5].facility, Facility::MaintenanceBay);
        QCOMPARE(int(s.players[Blue].hubCircle), 3);
        QCOMPARE(int(s.players[Red].hubCircle), 2);
        QCOMPARE(int(s.players[Red].coloniesLeft), redColonies - 1);
        QCOMPARE(hubShipsOf(s, Red), 2);
        QCOMPARE(hubShipsOf(s, Blue), 0);
        QCOMPARE(int(s.turn.hubShips), 2);
        QCOMPARE(fuelOf(s, Red), 0);
        QCOMPARE(qs(stateProblem(s)), QString());
    }

    void chameleonCloakAtTheColonistHubNeedsRoomOnYourOwnTrack()
    {
        // The ports Blue's ships leave are on Blue's track: Red's ships need free ports on Red's track, and a Red
        // colony waiting on circle 7 blocks them (R-2), as for any Hub docking. The state is untouched.
        GameState s = withCards(techGame(), Red, {Card::ChameleonCloak});
        const uint32_t docking = s.nextGroup++;
        const int blue3 = placeShip(s, Blue, Facility::ColonistHub, 3, docking);
        const int blue4 = placeShip(s, Blue, Facility::ColonistHub, 4, docking);
        --s.players[Blue].coloniesLeft;
        s.players[Blue].hubCircle = 2;
        rollFleet(s, {3, 4, 1, 6});
        placeShip(s, Red, Facility::ColonistHub, 1); // docked earlier this turn
        placeShip(s, Red, Facility::ColonistHub, 6);
        s.turn.hubShips = 2;
        --s.players[Red].coloniesLeft;
        s.players[Red].hubCircle = 2;
        setResources(s, Red, kTechValues.chameleonCloakFuel, 0);
        const UseCard pair = cloak({blue3, blue4}, dockOf(s, Facility::ColonistHub, {3, 4}));
        AF_ILLEGAL(s, pair, Reason::HubTrackFull);
        QVERIFY(!offered(s, pair));
        const UseCard one = cloak({blue3}, dockOf(s, Facility::ColonistHub, {3}));
        QVERIFY(offered(s, one));
        s.players[Red].hubCircle = 7;
        AF_ILLEGAL(s, one, Reason::HubColonyWaiting);
        QVERIFY(!offered(s, one));
        QCOMPARE(s.ships[blue3].facility, Facility::ColonistHub);
        QCOMPARE(fuelOf(s, Red), kTechValues.chameleonCloakFuel);
        s.players[Red].hubCircle = 6;
        AF_LEGAL(s, one);
        QCOMPARE(int(s.players[Red].hubCircle), 7);
        QCOMPARE(int(s.players[Blue].hubCircle), 2);
        QCOMPARE(s.ships[blue4].facility, Facility::ColonistHub);
        QCOMPARE(qs(stateProblem(s)), QString());
    }

    void chameleonCloakAtTheFreeformHubLaunchesAtOnce()
    {
        // Six players (X-58): the freeform Hub has no tracks; with every circle 7 taken, Red's colony on circle 6
        // launches at once when Red's ship replaces Blue's, and the use names the territory.
        GameState s = withCards(techGame(6), Red, {Card::ChameleonCloak});
        QVERIFY(freeformHub(s));
        const int blue4 = placeShip(s, Blue, Facility::ColonistHub, 4);
        for (int seat : {Blue, Green, Yellow, Purple}) {
            --s.players[seat].coloniesLeft;
            s.players[seat].hubCircle = 7;
            s.players[seat].hubTrack = static_cast<int8_t>(seat - Blue);
        }
        --s.players[Red].coloniesLeft;
        s.players[Red].hubCircle = 6;
        s.players[Red].hubTrack = 0;
        QCOMPARE(qs(stateProblem(s)), QString());
        rollFleet(s, {4, 1, 2});
        setResources(s, Red, kTechValues.chameleonCloakFuel + 1, 1);
        const UseCard noTerritory = cloak({blue4}, dockOf(s, Facility::ColonistHub, {4}));
        AF_ILLEGAL(s, noTerritory, Reason::TerritoryRequired);
        QVERIFY(!offered(s, noTerritory));
        const UseCard launch = cloak({blue4}, dockOf(s, Facility::ColonistHub, {4}, Territory::LemBadlands));
        QVERIFY(offered(s, launch));
        const int onLem = s.colonies[idx(Territory::LemBadlands)][Red];
        AF_LEGAL(s, launch);
        QCOMPARE(int(s.colonies[idx(Territory::LemBadlands)][Red]), onLem + 1);
        QCOMPARE(int(s.players[Red].hubCircle), 0);
        QCOMPARE(int(s.players[Blue].hubCircle), 7);
        QCOMPARE(s.ships[blue4].facility, Facility::MaintenanceBay);
        QCOMPARE(fuelOf(s, Red), 0);
        QCOMPARE(oreOf(s, Red), 0);
        QCOMPARE(qs(stateProblem(s)), QString());
    }

    // ------------------------------------------------------------ Oracle Engine and Multiverse Window (X-50)

    void oracleEngineDrawsAnAgendaFaceUpBeforeTheRoll()
    {
        // Value T28: 2F, before the roll; the draw is a chance event, named even in table mode (face up).
        GameState s = agendaTechGame({std::nullopt, std::nullopt}, {std::nullopt, std::nullopt});
        giveCard(s, Red, Card::OracleEngine);
        setResources(s, Red, 3, 0);
        QCOMPARE(beforeRoll(s), std::vector<Action>{use(Card::OracleEngine)});
        AF_LEGAL(s, use(Card::OracleEngine));
        QCOMPARE(s.stage, Stage::AgendaDraw);
        QCOMPARE(chanceCount(s), 1);
        QCOMPARE(int(s.players[Red].fuel), 1);
        QCOMPARE(stateProblem(s), std::string());
        QVERIFY(legalActions(s).empty()); // a chance event: the table's or the seed's
        AF_ILLEGAL(s, oracleDraw(std::nullopt), Reason::AgendaNotNamed);
        QCOMPARE(qs(check(s, oracleDraw(std::nullopt))->rule), QStringLiteral("card:oracle-engine"));
        AF_ILLEGAL(s, oracleDraw(Agenda::TwoAsteroidsOneTurn), Reason::AgendaNotInDeck); // never in a deck (X-33)
        Rng rng(11);
        const std::optional<Action> sampled = sampleChance(s, rng);
        QVERIFY(sampled && std::get<DealAgendas>(*sampled).cards.size() == 1);
        QVERIFY(std::get<DealAgendas>(*sampled).cards[0].has_value());
        QVERIFY(!check(s, *sampled));
        const int unnamed = std::popcount(s.agendas.unknown);
        AF_LEGAL(s, oracleDraw(Agenda::TwelveFuelOneTurn));
        QCOMPARE(s.stage, Stage::Roll); // the roll comes now
        QCOMPARE(s.agendas.onOracle, agendaBit(Agenda::TwelveFuelOneTurn));
        QCOMPARE(std::popcount(s.agendas.unknown), unnamed - 1); // one of the unnamed cards, now known
        QCOMPARE(agendasHeld(s.agendas, Red), 2); // on the card, not in the hand
        QCOMPARE(stateProblem(s), std::string());
        AF_ILLEGAL(s, use(Card::OracleEngine), Reason::CardAlreadyUsed);
        QVERIFY(beforeRoll(s).empty());
        QVERIFY(!namedMissing("Oracle Engine"));
    }

    void oracleEngineScoresTwoWhenTheSideIsMetThisTurn()
    {
        // X-50: met this turn -> 2 VP, the card stays beside the player outside the limit, the Oracle Engine is
        // discarded free (X-13: the turn's discard is left); X-29: it counts as one revealed card.
        GameState s = agendaTechGame({Agenda::SixOreOneTurn, Agenda::FiveFacilities},
                                     {Agenda::LowRollTen, Agenda::RaidedTwice});
        giveCard(s, Red, Card::OracleEngine);
        giveCard(s, Red, Card::Electrofabricator);
        setResources(s, Red, 2, 0);
        AF_LEGAL(s, use(Card::OracleEngine));
        AF_LEGAL(s, oracleDraw(Agenda::TwelveFuelOneTurn));
        rollFleet(s, {1, 2, 3});
        s.agendas.turn.fuelGained[Red] = 10;
        const int pile = s.discardPile[idx(Card::OracleEngine)];
        const int vp = score(s, Red).total();
        AF_LEGAL(s, dockOf(s, Facility::SolarConverter, {3})); // 2 more fuel: 12 this turn (#8)
        QCOMPARE(s.agendas.onOracle, AgendaMask{0});
        QCOMPARE(s.agendas.hands[Red].oracleScored, agendaBit(Agenda::TwelveFuelOneTurn));
        QCOMPARE(score(s, Red).agendas, kTechValues.oracleAgendaVp);
        QCOMPARE(score(s, Red).total(), vp + 2);
        QVERIFY(!holds(s, Red, Card::OracleEngine));
        QCOMPARE(int(s.discardPile[idx(Card::OracleEngine)]), pile + 1);
        QVERIFY(!s.turn.discardUsed);
        AF_LEGAL(s, discard(Card::Electrofabricator)); // the turn's discard is still there
        QCOMPARE(agendasHeld(s.agendas, Red), 2); // outside the limit
        QCOMPARE(ranking(s)[0].seat, int(Red));
        QCOMPARE(ranking(s)[0].agendas, 1);
        QCOMPARE(qs(stateProblem(s)), QString());
        finishTurn(s); // kept for good
        QCOMPARE(s.agendas.hands[Red].oracleScored, agendaBit(Agenda::TwelveFuelOneTurn));
        QCOMPARE(stateProblem(s), std::string());
    }

    void oracleEngineScoresANaturalRollAtTheRoll()
    {
        // X-30: the natural roll's sides are asked at the roll; an Infinity Mirror roll is not natural.
        GameState s = agendaTechGame({Agenda::SixOreOneTurn, Agenda::FiveFacilities},
                                     {Agenda::LowRollTen, Agenda::RaidedTwice});
        giveCard(s, Red, Card::OracleEngine);
        fleetOf(s, 4);
        setResources(s, Red, 2, 0);
        AF_LEGAL(s, use(Card::OracleEngine));
        AF_LEGAL(s, oracleDraw(Agenda::NaturalFourOfAKind));
        GameState mirror = s;
        rollAsIs(s, {5, 5, 5, 5});
        QCOMPARE(s.agendas.hands[Red].oracleScored, agendaBit(Agenda::NaturalFourOfAKind));
        QCOMPARE(score(s, Red).agendas, 2);
        QVERIFY(!holds(s, Red, Card::OracleEngine));
        QCOMPARE(stateProblem(s), std::string());

        giveCard(mirror, Red, Card::InfinityMirror);
        setResources(mirror, Red, 3, 0);
        AF_LEGAL(mirror, use(Card::InfinityMirror));
        rollAsIs(mirror, {5});
        QCOMPARE(mirror.agendas.onOracle, agendaBit(Agenda::NaturalFourOfAKind)); // still waiting, in vain
        QCOMPARE(score(mirror, Red).agendas, 0);
        QCOMPARE(stateProblem(mirror), std::string());
    }

    void oracleEngineAgendaNotMetIsDiscardedAtTheEndOfTheTurn()
    {
        GameState s = agendaTechGame({Agenda::SixOreOneTurn, Agenda::FiveFacilities},
                                     {Agenda::LowRollTen, Agenda::RaidedTwice});
        giveCard(s, Red, Card::OracleEngine);
        setResources(s, Red, 2, 0);
        AF_LEGAL(s, use(Card::OracleEngine));
        AF_LEGAL(s, oracleDraw(Agenda::ThreeColoniesOneTurn));
        rollFleet(s, {1, 2, 3});
        finishTurn(s);
        QCOMPARE(s.agendas.onOracle, AgendaMask{0});
        QVERIFY(s.agendas.discard & agendaBit(Agenda::ThreeColoniesOneTurn));
        QVERIFY(holds(s, Red, Card::OracleEngine)); // kept for another try
        QCOMPARE(score(s, Red).agendas, 0);
        QCOMPARE(stateProblem(s), std::string());
    }

    void oracleEngineRefusals()
    {
        GameState s = agendaTechGame({Agenda::SixOreOneTurn, Agenda::FiveFacilities},
                                     {Agenda::LowRollTen, Agenda::RaidedTwice});
        giveCard(s, Red, Card::OracleEngine);
        // Without 2 fuel, nothing is offered and the roll comes; Pohl Foothills takes 1 off (X-37).
        setResources(s, Red, 1, 0);
        AF_ILLEGAL(s, use(Card::OracleEngine), Reason::NotEnoughFuel);
        QVERIFY(beforeRoll(s).empty());
        GameState pohl = s;
        giveRedPohl(pohl);
        AF_LEGAL(pohl, use(Card::OracleEngine));
        QCOMPARE(int(pohl.players[Red].fuel), 0);
        // Nothing left to draw: deck and discard pile empty (every other card revealed by Blue, none face down).
        GameState empty = s;
        setResources(empty, Red, 2, 0);
        AgendaHand &blue = empty.agendas.hands[Blue];
        blue.revealed |= empty.agendas.deck | blue.faceDown;
        blue.faceDown = 0;
        empty.agendas.deck = 0;
        QCOMPARE(stateProblem(empty), std::string());
        AF_ILLEGAL(empty, use(Card::OracleEngine), Reason::NoAgendaToDraw);
        QCOMPARE(qs(check(empty, use(Card::OracleEngine))->rule), QStringLiteral("card:oracle-engine"));
        // After the roll, refused; also repeated by the Oscillation Capacitor or borrowed by the Tele-Operator
        // (X-51), as the Probability Focus is.
        GameState late = s;
        giveCard(late, Red, Card::OscillationCapacitor);
        giveCard(late, Red, Card::TeleOperator);
        setResources(late, Red, 6, 0);
        rollFleet(late, {1, 2, 3});
        AF_ILLEGAL(late, use(Card::OracleEngine), Reason::OnlyBeforeRoll);
        QCOMPARE(qs(check(late, use(Card::OracleEngine))->rule), QStringLiteral("card:oracle-engine"));
        UseCard again{Card::OscillationCapacitor, {}};
        again.args.card = Card::OracleEngine;
        late.turn.cardsUsed |= cardBit(Card::OracleEngine); // as if used before the roll
        AF_ILLEGAL(late, again, Reason::OnlyBeforeRoll);
        late.turn.cardsUsed &= ~cardBit(Card::OracleEngine);
        late.players[Red].cards &= ~cardBit(Card::OracleEngine);
        ++late.drawPile[idx(Card::OracleEngine)];
        setDisplay(late, {Card::OracleEngine, Card::AlienCity, Card::Electrofabricator});
        UseCard tele{Card::TeleOperator, {}};
        tele.args.card = Card::OracleEngine;
        AF_ILLEGAL(late, tele, Reason::OnlyBeforeRoll);
        QCOMPARE(offersOf(late, Card::OracleEngine, false), 0);
        // Without the agendas module the card is not in the deck (1.4); held in such a position, it is refused.
        GameState alone = withCards(techGame(), Red, {Card::OracleEngine});
        setResources(alone, Red, 2, 0);
        AF_ILLEGAL(alone, use(Card::OracleEngine), Reason::NoAgendasModule);
    }

    void oracleEngineLeavingItsUserTakesTheAgendaAway()
    {
        // Our reading (agenda_oracle.cpp): the agenda lies on the card; when the Oracle Engine leaves its user's
        // hand during the turn, the attempt ends and the agenda is discarded at once, unless that very event met its
        // side: #39 ("another player takes your Oracle Engine") then scores, the card staying with its taker.
        GameState s = agendaTechGame({Agenda::SixOreOneTurn, Agenda::FiveFacilities},
                                     {Agenda::LowRollTen, Agenda::RaidedTwice});
        giveCard(s, Red, Card::OracleEngine);
        setResources(s, Red, 2, 0);
        AF_LEGAL(s, use(Card::OracleEngine));
        GameState stolen = s;
        AF_LEGAL(s, oracleDraw(Agenda::ThreeColoniesOneTurn));
        rollFleet(s, {1, 2, 3});
        const Action taking = dockOf(s, Facility::SolarConverter, {1});
        GameState after = s;
        after.players[Red].cards &= ~cardBit(Card::OracleEngine); // given away during the action
        after.players[Blue].cards |= cardBit(Card::OracleEngine);
        detail::noteAgendaAction(s, after, taking);
        QCOMPARE(after.agendas.onOracle, AgendaMask{0});
        QVERIFY(after.agendas.discard & agendaBit(Agenda::ThreeColoniesOneTurn));
        QCOMPARE(after.agendas.hands[Red].oracleScored, AgendaMask{0});

        AF_LEGAL(stolen, oracleDraw(Agenda::OracleStolen));
        rollFleet(stolen, {1, 2, 3});
        GameState taken = stolen;
        taken.players[Red].cards &= ~cardBit(Card::OracleEngine);
        taken.players[Blue].cards |= cardBit(Card::OracleEngine);
        detail::noteAgendaAction(stolen, taken, taking);
        QCOMPARE(taken.agendas.hands[Red].oracleScored, agendaBit(Agenda::OracleStolen));
        QVERIFY(holds(taken, Blue, Card::OracleEngine)); // not Red's to discard
        QCOMPARE(score(taken, Red).agendas, 2);
    }

    void oracleScoredCardsAreOutsideTheAgendaLimit()
    {
        // X-50 and the limit (1.3): a card scored through the Oracle Engine does not count, with or without the
        // Multiverse Window.
        GameState s = agendaTechGame({Agenda::SixOreOneTurn, Agenda::FiveFacilities},
                                     {Agenda::LowRollTen, Agenda::RaidedTwice});
        rollFleet(s, {1, 2, 3});
        s.agendas.deck &= ~(agendaBit(Agenda::FoiledRaid) | agendaBit(Agenda::TwoShipsOneTurn));
        s.agendas.hands[Red].faceDown |= agendaBit(Agenda::FoiledRaid);
        s.agendas.hands[Red].oracleScored = agendaBit(Agenda::TwoShipsOneTurn);
        QCOMPARE(stateProblem(s), std::string());
        QCOMPARE(agendasHeld(s.agendas, Red), 3);
        QCOMPARE(seatOverAgendaLimit(s), int(kNoPlayer));
        QCOMPARE(score(s, Red).agendas, 2);
        // A card on the Oracle Engine outside its user's turn is not a possible position.
        GameState bad = s;
        bad.agendas.hands[Red].oracleScored = 0;
        bad.agendas.onOracle = agendaBit(Agenda::TwoShipsOneTurn);
        QCOMPARE(qs(validateState(bad)->where), QStringLiteral("agendas.onOracle"));
    }

    void multiverseWindowDiscardRevealsAFaceDownAgenda()
    {
        // X-50: 1 VP without the condition, the turn's discard power; then the limit is 3 again (X-27).
        GameState s = agendaTechGame({Agenda::SixOreOneTurn, Agenda::FiveFacilities},
                                     {Agenda::LowRollTen, Agenda::RaidedTwice});
        giveCard(s, Red, Card::MultiverseWindow);
        giveCard(s, Red, Card::Electrofabricator);
        rollFleet(s, {1, 2, 3});
        QCOMPARE(agendaLimit(s, Red), 4);
        QCOMPARE(offersOf(s, Card::MultiverseWindow, true), 2);
        QVERIFY(offered(s, revealThrough(Agenda::FiveFacilities)));
        AF_ILLEGAL(s, revealThrough(std::nullopt), Reason::AgendaNotNamed);
        AF_ILLEGAL(s, revealThrough(Agenda::LowRollTen), Reason::CannotHoldAgenda); // Blue's
        QCOMPARE(qs(check(s, revealThrough(Agenda::LowRollTen))->rule), QStringLiteral("card:multiverse-window"));
        DiscardCard extra = revealThrough(Agenda::FiveFacilities);
        extra.args.ship = shipWith(s, 1);
        AF_ILLEGAL(s, extra, Reason::UnexpectedParameter);
        const int vp = score(s, Red).total();
        AF_LEGAL(s, revealThrough(Agenda::FiveFacilities));
        QCOMPARE(s.agendas.hands[Red].revealed, agendaBit(Agenda::FiveFacilities));
        QCOMPARE(s.agendas.hands[Red].faceDown, agendaBit(Agenda::SixOreOneTurn));
        QCOMPARE(score(s, Red).total(), vp + 1);
        QVERIFY(!holds(s, Red, Card::MultiverseWindow));
        QCOMPARE(agendaLimit(s, Red), 3);
        AF_ILLEGAL(s, discard(Card::Electrofabricator), Reason::DiscardAlreadyUsed);
        QCOMPARE(stateProblem(s), std::string());
        QVERIFY(!namedMissing("Multiverse Window"));
    }

    void multiverseWindowNamesAnUnnamedCardInTableMode()
    {
        // Table mode: the face-down card is named at the reveal; a card the player could not hold is refused.
        GameState s = agendaTechGame({std::nullopt, std::nullopt}, {std::nullopt, std::nullopt});
        giveCard(s, Red, Card::MultiverseWindow);
        rollFleet(s, {1, 2, 3});
        reveal(s.agendas, Blue, Agenda::LowRollTen);
        QCOMPARE(offersOf(s, Card::MultiverseWindow, true), std::popcount(s.agendas.unknown));
        AF_ILLEGAL(s, revealThrough(Agenda::LowRollTen), Reason::CannotHoldAgenda); // revealed by Blue
        AF_ILLEGAL(s, revealThrough(Agenda::TwoAsteroidsOneTurn), Reason::CannotHoldAgenda); // in the box
        AF_LEGAL(s, revealThrough(Agenda::FiveFacilities));
        QCOMPARE(int(s.agendas.hands[Red].unknownFaceDown), 1);
        QCOMPARE(s.agendas.hands[Red].revealed, agendaBit(Agenda::FiveFacilities));
        QCOMPARE(score(s, Red).agendas, 1);
        QCOMPARE(stateProblem(s), std::string());
    }

    void multiverseWindowRefusalsAndTheLimitAfterIt()
    {
        GameState s = agendaTechGame({Agenda::SixOreOneTurn, Agenda::FiveFacilities},
                                     {Agenda::LowRollTen, Agenda::RaidedTwice});
        giveCard(s, Red, Card::MultiverseWindow);
        rollFleet(s, {1, 2, 3});
        // Nothing face down: nothing to reveal.
        GameState none = s;
        for (Agenda a : {Agenda::SixOreOneTurn, Agenda::FiveFacilities})
            turnFaceUp(none.agendas, Red, a);
        AF_ILLEGAL(none, revealThrough(Agenda::SixOreOneTurn), Reason::NoFaceDownAgenda);
        QCOMPARE(offersOf(none, Card::MultiverseWindow, true), 0);
        // Four cards with the Window (its limit, X-27): after the reveal it leaves, 4 > 3, a face-down card goes.
        s.agendas.deck &= ~(agendaBit(Agenda::FoiledRaid) | agendaBit(Agenda::TwoShipsOneTurn));
        s.agendas.hands[Red].faceDown |= agendaBit(Agenda::FoiledRaid) | agendaBit(Agenda::TwoShipsOneTurn);
        QCOMPARE(seatOverAgendaLimit(s), int(kNoPlayer));
        AF_LEGAL(s, revealThrough(Agenda::FoiledRaid));
        QCOMPARE(seatOverAgendaLimit(s), int(Red));
        AF_ILLEGAL(s, (DiscardAgenda{Red, Agenda::FoiledRaid}), Reason::CannotHoldAgenda); // revealed: kept
        AF_LEGAL(s, (DiscardAgenda{Red, Agenda::SixOreOneTurn}));
        QCOMPARE(seatOverAgendaLimit(s), int(kNoPlayer));
        QCOMPARE(stateProblem(s), std::string());
    }

    // ------------------------------------------------------------ Auto Pilot A.I. (X-40)
    void autoPilotPutsAnUnplacedShipOnTheCardForGood()
    {
        GameState s = withCards(techGame(2), Red, {Card::AutoPilotAI});
        const ShipList fleet = rollFleet(s, {2, 5, 6});
        QCOMPARE(offersOf(s, Card::AutoPilotAI, false), 3); // each unplaced ship
        QCOMPARE(offersOf(s, Card::AutoPilotAI, true), 0);  // nothing on the card to move yet
        const int ship = fleet[1];
        AF_LEGAL(s, useOnShip(Card::AutoPilotAI, ship));
        QCOMPARE(s.ships[ship].place, Place::OnCard);
        QCOMPARE(unplacedShips(s, Red), 2);
        QCOMPARE(shipsNotInStock(s, Red), 3); // still a ship of Red's colour in play
        QVERIFY(!validateState(s));
        // The placing is the card's use: no discard of it this turn.
        QVERIFY(check(s, discard(Card::AutoPilotAI)));
        QCOMPARE(offersOf(s, Card::AutoPilotAI, true), 0);
        // Red's next turn: the ship stays on the card, neither gathered nor rolled.
        finishTurn(s);
        takeIncomeUntil(s, Red, Resource::Fuel);
        must(s, AutoPilotIncome{Red, Resource::Fuel});
        QCOMPARE(s.stage, Stage::Roll);
        QCOMPARE(s.ships[ship].place, Place::OnCard);
        QCOMPARE(chanceCount(s), 2);
        QVERIFY(!validateState(s));
    }

    void autoPilotIncomeAtAnOpponentsTurnStart()
    {
        GameState s = autoPilotInUse(Red);
        setResources(s, Red, 0, 0);
        finishTurn(s); // Blue's turn: Red, not Blue, chooses the income before Blue's roll
        QCOMPARE(s.current, int8_t(Blue));
        QCOMPARE(s.stage, Stage::TurnStart);
        QVERIFY(!validateState(s));
        QCOMPARE(decidingSeat(s), int(Red)); // the AI and the app's bot seats play this choice for Red
        const std::vector<Action> legal = legalActions(s);
        QCOMPARE(int(legal.size()), 2);
        QVERIFY(offered(s, (AutoPilotIncome{Red, Resource::Fuel})));
        QVERIFY(offered(s, (AutoPilotIncome{Red, Resource::Ore})));
        AF_ILLEGAL(s, BeginTurn{}, Reason::AutoPilotIncomeFirst);
        QCOMPARE(qs(check(s, BeginTurn{})->rule), QStringLiteral("X-40"));
        AF_ILLEGAL(s, (AutoPilotIncome{Blue, Resource::Fuel}), Reason::NoAutoPilotIncome);
        AF_ILLEGAL(s, (Roll{DieList{1, 2, 3}}), Reason::WrongStage);
        const int ore = s.supplyOre;
        AF_LEGAL(s, (AutoPilotIncome{Red, Resource::Ore}));
        QCOMPARE(s.players[Red].ore, int16_t(kTechValues.autoPilotIncome));
        QCOMPARE(s.supplyOre, int16_t(ore - kTechValues.autoPilotIncome));
        QCOMPARE(s.stage, Stage::Roll); // nothing left to choose: Blue rolls
        QVERIFY(!validateState(s));
        QCOMPARE(decidingSeat(s), int(Blue));
        // Once a turn.
        AF_ILLEGAL(s, (AutoPilotIncome{Red, Resource::Ore}), Reason::NoAutoPilotIncome);
    }

    void autoPilotIncomeAtTheHoldersTurnStart()
    {
        GameState s = autoPilotInUse(Red);
        setResources(s, Red, 0, 0);
        finishTurn(s);
        must(s, AutoPilotIncome{Red, Resource::Ore}); // Blue's turn
        rollAsIs(s, {1, 1, 1});
        finishTurn(s);
        QCOMPARE(s.current, int8_t(Red));
        QCOMPARE(s.stage, Stage::TurnStart); // before Red's own roll too
        const int fuel = s.supplyFuel;
        AF_LEGAL(s, (AutoPilotIncome{Red, Resource::Fuel}));
        QCOMPARE(s.players[Red].fuel, int16_t(kTechValues.autoPilotIncome));
        QCOMPARE(s.players[Red].ore, int16_t(kTechValues.autoPilotIncome));
        QCOMPARE(s.supplyFuel, int16_t(fuel - kTechValues.autoPilotIncome));
        QCOMPARE(s.stage, Stage::Roll);
        QVERIFY(!validateState(s));
    }

    void autoPilotIncomeFromAnEmptySupply()
    {
        // R-18: an empty supply gives nothing: that token is refused, and with both empty no window opens.
        GameState s = autoPilotInUse(Red);
        s.players[Blue].fuel = static_cast<int16_t>(s.players[Blue].fuel + s.supplyFuel);
        s.supplyFuel = 0;
        finishTurn(s);
        QCOMPARE(s.stage, Stage::TurnStart);
        AF_ILLEGAL(s, (AutoPilotIncome{Red, Resource::Fuel}), Reason::SupplyEmpty);
        QCOMPARE(qs(check(s, AutoPilotIncome{Red, Resource::Fuel})->rule), QStringLiteral("R-18"));
        QVERIFY(!offered(s, (AutoPilotIncome{Red, Resource::Fuel})));
        QVERIFY(offered(s, (AutoPilotIncome{Red, Resource::Ore})));
        GameState none = autoPilotInUse(Red);
        none.players[Blue].fuel = static_cast<int16_t>(none.players[Blue].fuel + none.supplyFuel);
        none.players[Blue].ore = static_cast<int16_t>(none.players[Blue].ore + none.supplyOre);
        none.supplyFuel = 0;
        none.supplyOre = 0;
        finishTurn(none);
        QCOMPARE(none.current, int8_t(Blue));
        QCOMPARE(none.stage, Stage::Roll);
        QVERIFY(!validateState(none));
    }

    void autoPilotIncomeMayTakeTheHolderAboveEightOnAnotherTurn()
    {
        // R-26: only the active player returns tokens above 8; the holder keeps 9 through Blue's turn.
        GameState s = autoPilotInUse(Red);
        setResources(s, Red, 8, 0);
        finishTurn(s);
        AF_LEGAL(s, (AutoPilotIncome{Red, Resource::Fuel}));
        QCOMPARE(s.players[Red].fuel, int16_t(9));
        rollAsIs(s, {1, 1, 1});
        finishTurn(s); // Blue's end of turn returns nothing of Red's
        QCOMPARE(s.players[Red].fuel, int16_t(9));
        QVERIFY(!validateState(s));
    }

    void autoPilotShipCountsForTheShipyardAndTheTerraformingFloor()
    {
        // Shipyard: the card's ship is one of the colour's ships in play (R-4): with 4 in play the 5th costs 2+2.
        GameState s = withCards(techGame(2), Red, {Card::AutoPilotAI});
        const ShipList fleet = rollFleet(s, {6, 6, 6, 6});
        const Resources before = shipyardCost(s, Red);
        AF_LEGAL(s, useOnShip(Card::AutoPilotAI, fleet[0]));
        QCOMPARE(shipyardCost(s, Red), before);
        GameState stock = s; // the same ship in the stock instead: one ship fewer in play, a cheaper ship
        stock.ships[fleet[0]] = Ship{};
        stock.ships[fleet[0]].place = Place::Stock;
        QVERIFY(shipyardCost(stock, Red) != before);
        // Terraforming floor (R-17): one ship more than the floor in play, one of them on the card: the forfeit
        // leaves the floor, counting the card's ship; without it the docking is refused.
        const int floor = traits(Ruleset::EditionX).terraformFleetMinimum;
        GameState t = withCards(techGame(2), Red, {Card::AutoPilotAI});
        rollFleet(t, {6, 6, 6, 6, 6, 6});
        ShipList ships = unplacedFleet(t);
        for (int k = floor + 1; k < ships.size(); ++k) { // keep floor + 1 ships
            t.ships[ships[k]] = Ship{};
            t.ships[ships[k]].place = Place::Stock;
        }
        AF_LEGAL(t, useOnShip(Card::AutoPilotAI, ships[0]));
        setResources(t, Red, 2, 2);
        const Dock terraform{Facility::TerraformingStation, {ships[1]}, Territory::LemBadlands, {}};
        GameState noCard = t;
        noCard.ships[ships[0]] = Ship{};
        noCard.ships[ships[0]].place = Place::Stock;
        AF_LEGAL(t, terraform);
        AF_ILLEGAL(noCard, terraform, Reason::FleetTooSmall);
    }

    void autoPilotDiscardSendsItsShipToTheBay()
    {
        GameState s = autoPilotInUse(Red);
        const int ship = shipOnAutoPilot(s);
        finishTurn(s);
        takeIncomeUntil(s, Red, Resource::Ore);
        must(s, AutoPilotIncome{Red, Resource::Ore});
        rollAsIs(s, {1, 2});
        AF_LEGAL(s, discard(Card::AutoPilotAI));
        QVERIFY(!holds(s, Red, Card::AutoPilotAI));
        QCOMPARE(s.discardPile[idx(Card::AutoPilotAI)], uint8_t(1));
        QCOMPARE(s.ships[ship].place, Place::Docked);
        QCOMPARE(s.ships[ship].facility, Facility::MaintenanceBay);
        QVERIFY(!validateState(s));
        // No more income, and the ship is gathered at Red's next turn.
        finishTurn(s);
        QCOMPARE(s.stage, Stage::Roll);
        playUntil(s, Red);
        QCOMPARE(s.stage, Stage::Roll);
        QCOMPARE(s.ships[ship].place, Place::Fleet);
        QCOMPARE(chanceCount(s), 3);
    }

    void autoPilotRaidedItsShipGoesToTheBay()
    {
        GameState s = autoPilotInUse(Red);
        const int ship = shipOnAutoPilot(s);
        finishTurn(s);
        must(s, AutoPilotIncome{Red, Resource::Fuel});
        rollFleet(s, {1, 2, 3}); // Blue raids the card
        AF_LEGAL(s, raidDock(s, {1, 2, 3}, takeCard(Red, Card::AutoPilotAI)));
        QVERIFY(holds(s, Blue, Card::AutoPilotAI));
        QCOMPARE(s.ships[ship].place, Place::Docked);
        QCOMPARE(s.ships[ship].facility, Facility::MaintenanceBay);
        QCOMPARE(int(s.ships[ship].user), int(Red));
        QCOMPARE(detail::autoPilotHolder(s), int(kNoPlayer)); // no ship on the card: no income
        QVERIFY(!validateState(s));
        finishTurn(s);
        QCOMPARE(s.current, int8_t(Red));
        QCOMPARE(s.stage, Stage::Roll); // no window: Red gathers the ship
        QCOMPARE(s.ships[ship].place, Place::Fleet);
        QVERIFY(!validateState(s));
    }

    void autoPilotIncomeWaitsBesideATimedDiscard()
    {
        // Red holds the Auto Pilot A.I. and the Alien Sarcophagus: at Red's turn start both are offered; the Relic
        // Ship taken first waits unrolled in the fleet while the income keeps the window open (X-40, X-55).
        GameState s = autoPilotInUse(Red);
        giveCard(s, Red, Card::AlienSarcophagus);
        takeIncomeUntil(s, Red, Resource::Fuel);
        QCOMPARE(s.stage, Stage::TurnStart);
        QVERIFY(offered(s, discard(Card::AlienSarcophagus)));
        QVERIFY(offered(s, (AutoPilotIncome{Red, Resource::Ore})));
        QVERIFY(!offered(s, BeginTurn{}));
        AF_LEGAL(s, discard(Card::AlienSarcophagus));
        QCOMPARE(s.stage, Stage::TurnStart);
        QCOMPARE(s.ships[kRelicShip].place, Place::Fleet);
        QVERIFY2(!validateState(s), stateProblem(s).c_str());
        AF_LEGAL(s, (AutoPilotIncome{Red, Resource::Ore}));
        QCOMPARE(s.stage, Stage::Roll);
        QCOMPARE(chanceCount(s), 3); // two ships of Red's and the Relic Ship
        QVERIFY(!validateState(s));
    }

    void autoPilotRefusals()
    {
        GameState s = withCards(techGame(2), Red, {Card::AutoPilotAI});
        const ShipList fleet = rollFleet(s, {2, 5, 6});
        AF_ILLEGAL(s, use(Card::AutoPilotAI), Reason::NoShipChosen);
        AF_ILLEGAL(s, useOnShip(Card::AutoPilotAI, 77), Reason::NotAShip);
        AF_ILLEGAL(s, useOnShip(Card::AutoPilotAI, firstShipOf(Blue)), Reason::ShipNotYours);
        const int docked = placeShip(s, Red, Facility::SolarConverter, 1);
        AF_ILLEGAL(s, useOnShip(Card::AutoPilotAI, docked), Reason::ShipNotUnplaced);
        UseCard extra = useOnShip(Card::AutoPilotAI, fleet[0]);
        extra.args.territory = Territory::LemBadlands;
        AF_ILLEGAL(s, extra, Reason::UnexpectedParameter);
        AF_ILLEGAL(s, discard(Card::AutoPilotAI), Reason::NoShipOnAutoPilot);
        QCOMPARE(qs(check(s, discard(Card::AutoPilotAI))->rule), QStringLiteral("X-40"));
        AF_ILLEGAL(s, (AutoPilotIncome{Red, Resource::Fuel}), Reason::NoAutoPilotIncome); // not at a turn start
        // A ship on the card already: no second one (a later turn).
        GameState later = autoPilotInUse(Red);
        finishTurn(later);
        takeIncomeUntil(later, Red, Resource::Fuel);
        must(later, AutoPilotIncome{Red, Resource::Fuel});
        const ShipList again = [&] { rollAsIs(later, {3, 4}); return unplacedFleet(later); }();
        AF_ILLEGAL(later, useOnShip(Card::AutoPilotAI, again[0]), Reason::AutoPilotOccupied);
        QCOMPARE(offersOf(later, Card::AutoPilotAI, false), 0);
        QCOMPARE(offersOf(later, Card::AutoPilotAI, true), 1);
        // The validator: a ship on the card only while its colour holds it, one at most.
        GameState notHeld = autoPilotInUse(Red);
        notHeld.players[Red].cards &= ~cardBit(Card::AutoPilotAI);
        notHeld.discardPile[idx(Card::AutoPilotAI)] = 1;
        QVERIFY(validateState(notHeld));
        GameState two = autoPilotInUse(Red);
        two.ships[unplacedFleet(two)[0]] = Ship{};
        two.ships[unplacedFleet(two)[0]].place = Place::OnCard;
        QVERIFY(validateState(two));
    }

    void everyPositionReachedIsValid()
    {
        // The position validator accepts the extra cards in hands and piles, with the module's deck.
        GameState s = withCards(techGame(), Red, {Card::Electrofabricator, Card::ChronoSpike});
        rollFleet(s, {1, 2, 3});
        QVERIFY(!validateState(s));
        s.drawPile[idx(Card::Electrofabricator)] = 1; // a second copy: the module has one of each
        QVERIFY(validateState(s));
    }
};

QTEST_APPLESS_MAIN(TestExtraTech)
#include "tst_extratech.moc"
