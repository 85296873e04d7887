// Every refusal the engine can give has a message in words, and every name the game uses has a translatable name.

#include "gamelog.h"
#include "messages.h"
#include "names.h"

#include "engine.h"
#include "modules/faction_types.h"
#include "modules/tech.h"

#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QTranslator>

#include <algorithm>

using namespace af;

namespace {

QSet<QString> placeholders(const QString &text)
{
    QSet<QString> out;
    static const QRegularExpression re(QStringLiteral("\\{\\d\\}"));
    for (auto it = re.globalMatch(text); it.hasNext();)
        out.insert(it.next().captured());
    return out;
}

QString qs(std::string_view v) { return QString::fromUtf8(v.data(), static_cast<qsizetype>(v.size())); }

} // namespace

class TestMessages : public QObject
{
    Q_OBJECT

private slots:
    void everyReasonHasAMessageWithTheEnginesPlaceholders()
    {
        for (int i = 0; i < kReasonCount; ++i) {
            const Reason reason = static_cast<Reason>(i);
            const ReasonInfo &info = reasonInfo(reason);
            const char *source = afapp::reasonSourceText(reason);
            QVERIFY2(source && *source, qPrintable(QStringLiteral("no message for %1").arg(qs(info.id))));
            // The engine's placeholders, but a Count is %n (its plural forms come with the translation).
            QSet<QString> expected = placeholders(qs(info.english));
            const auto count = afapp::countArgument(reason);
            if (count)
                expected.remove(QStringLiteral("{%1}").arg(*count));
            QCOMPARE(placeholders(QString::fromUtf8(source)), expected);
            QCOMPARE(QString::fromUtf8(source).contains(QLatin1String("%n")), count.has_value());
            QVERIFY(!afapp::reasonTemplate(reason).isEmpty());
        }
    }

    // Every count in a refusal goes through %n, so that "1 ship" and "3 ships" (and Polish's three forms) can be
    // told apart: a bare number followed by a word is a count (fuel and ore, amounts, excepted).
    void countsInMessagesArePlurals()
    {
        static const QRegularExpression numberThenWord(QStringLiteral("(\\{\\d\\}) ([a-z]+)"));
        for (int i = 0; i < kReasonCount; ++i) {
            const QString source = QString::fromUtf8(afapp::reasonSourceText(static_cast<Reason>(i)));
            for (auto it = numberThenWord.globalMatch(source); it.hasNext();) {
                const auto match = it.next();
                const int arg = match.captured(1).mid(1, 1).toInt();
                const ArgKind kind = reasonInfo(static_cast<Reason>(i)).args[arg];
                const QString word = match.captured(2);
                QVERIFY2(kind != ArgKind::Number || word == QLatin1String("fuel") || word == QLatin1String("ore"),
                         qPrintable(QStringLiteral("a count not passed as %n: ") + source));
            }
        }
        // Position problems have no %n (their arguments are plain text): no piece of the game is counted there, only
        // the players of a game, who are never 1 ("ports for 3 players").
        static const QRegularExpression countedPiece(
            QStringLiteral("\\{\\d\\} (ships?|colon(y|ies)|cards?|tokens?|resources?|ports?|dice|die|values?|"
                           "territor(y|ies)|circles?)\\b"));
        for (const QString &text : afapp::stateProblemSourceTexts())
            QVERIFY2(!text.contains(countedPiece), qPrintable(QStringLiteral("a count without plural forms: ") + text));
        GameOptions options;
        options.colors = {Color::Red, Color::Blue};
        const GameState s = newGame(options);
        const afapp::MessageContext context{&s, {}};
        QCOMPARE(afapp::describeRejection(reject(Reason::ShipsStillUnplaced, {}, 3), context).text,
                 QStringLiteral("3 ship(s) are not docked yet.")); // the English forms come from af-referee_en.ts
        QCOMPARE(afapp::describeRejection(reject(Reason::WrongValueCount, {}, 1, 4), context).text,
                 QStringLiteral("Enter 1 dice value(s), not 4."));
    }

    // The app names players by name, else by colour, and ships by their owner and number as records do
    // ("Blue's ship 2" is blue-2): never an internal number.
    void refusalsNameNoInternalNumbers()
    {
        GameOptions options;
        options.colors = {Color::Red, Color::Blue};
        const GameState s = newGame(options);
        const afapp::MessageContext context{&s, {}};
        static const QRegularExpression internalNumber(QStringLiteral("#\\d|player \\d"),
                                                       QRegularExpression::CaseInsensitiveOption);
        for (int i = 0; i < kReasonCount; ++i) {
            const Reason reason = static_cast<Reason>(i);
            std::array<int, 3> args{};
            for (int a = 0; a < 3; ++a) {
                const ArgKind kind = reasonInfo(reason).args[a];
                args[a] = kind == ArgKind::Ship ? firstShipOf(1) + 1 : kind == ArgKind::Player ? 1 : 2;
            }
            const QString text = afapp::describeRejection(reject(reason, {}, args[0], args[1], args[2]), context).text;
            QVERIFY2(!text.contains(internalNumber), qPrintable(text));
        }
        QCOMPARE(afapp::describeRejection(reject(Reason::ShipNotYours, {}, firstShipOf(1) + 1), context).text,
                 QStringLiteral("Blue's ship 2 is not one of your ships."));
        QCOMPARE(afapp::describeRejection(reject(Reason::BadPlayer, {}, 3), context).text,
                 QStringLiteral("That player is not in this game."));
    }

    void messagesFillTheirPlaceholdersWithNames()
    {
        GameOptions options;
        options.colors = {Color::Red, Color::Blue};
        const GameState s = newGame(options);
        const afapp::MessageContext context{&s, {QStringLiteral("Alice"), QStringLiteral("Bob")}};
        for (int i = 0; i < kReasonCount; ++i) {
            const Reason reason = static_cast<Reason>(i);
            const afapp::Message m = afapp::describeRejection(reject(reason, {}, 1, 2, 3), context);
            QVERIFY2(!m.text.contains(QLatin1Char('{')), qPrintable(m.text));
            QCOMPARE(m.reasonId, qs(reasonInfo(reason).id));
            QCOMPARE(m.ruleId, qs(reasonInfo(reason).rule));
            // Every default rule reference has a title of its own (not just its id).
            QVERIFY2(m.ruleTitle != m.ruleId, qPrintable(m.ruleId));
        }
        const afapp::Message ports =
            afapp::describeRejection(reject(Reason::PortsFull, "lunar-mine", idx(Facility::LunarMine)), context);
        QCOMPARE(ports.text, QStringLiteral("The Lunar Mine has no free docking port for these ships."));
        QCOMPARE(ports.ruleTitle, QStringLiteral("Lunar Mine"));
        // An agenda card's refusal links to the card's entry, titled as the reference titles it.
        const afapp::Message agenda = afapp::describeRejection(
            reject(Reason::AgendaConditionNotMet, "agenda:five-sequential-ships", 1), context);
        QCOMPARE(agenda.ruleTitle, QStringLiteral("Agenda 1: Five in a row"));
        // A faction board's refusal names the board, and its rule is the board's entry of the rules reference.
        const afapp::Message board = afapp::describeRejection(
            reject(Reason::PortsFull, "faction:terran-exchange", idx(boardFacility(Faction::TerranExchange))), context);
        QCOMPARE(board.ruleId, QStringLiteral("faction:terran-exchange"));
        QCOMPARE(board.ruleTitle, QStringLiteral("Terran Exchange"));
        // An extra alien tech card's refusal cites "card:<id>": the card's name.
        const afapp::Message card = afapp::describeRejection(reject(Reason::NotSupportedYet, "card:nano-recycler"), context);
        QCOMPARE(card.ruleTitle, QStringLiteral("Nano-Recycler"));
        const afapp::Message raid = afapp::describeRejection(
            reject(Reason::RaidCardNotHeld, {}, 1, idx(Card::PlasmaCannon)), context);
        QCOMPARE(raid.text, afapp::isolatedName(QStringLiteral("Bob")) + QStringLiteral(" does not hold the Plasma Cannon."));
        const afapp::Message ship = afapp::describeRejection(reject(Reason::ShipNotYours, {}, 7), context);
        QCOMPARE(ship.text, afapp::isolatedName(QStringLiteral("Bob")) + QStringLiteral("'s ship 2 is not one of your ships."));
    }

    // A name ending in a full stop (the Auto Pilot A.I., a player called "Brook Jr.") does not double the sentence's.
    void aNameEndingInAFullStopEndsTheSentence()
    {
        GameOptions options;
        options.colors = {Color::Red, Color::Blue};
        options.modules = moduleBit(Module::ExtraTech);
        const GameState s = newGame(options);
        const QStringList names{QStringLiteral("Brook"), QStringLiteral("Bob Jr.")};
        const QString brook = afapp::isolatedName(QStringLiteral("Brook"));
        const QString bob = afapp::isolatedName(QStringLiteral("Bob Jr."));
        UseCard use;
        use.card = Card::AutoPilotAI;
        QCOMPARE(afapp::describeMove(s, use, names), brook + QStringLiteral(" uses the Auto Pilot A.I."));
        QCOMPARE(afapp::describeAction(s, use, s, names), brook + QStringLiteral(" uses the Auto Pilot A.I."));
        const afapp::MessageContext context{&s, names};
        QCOMPARE(afapp::describeRejection(reject(Reason::RaidCardNotHeld, {}, 1, idx(Card::AutoPilotAI)), context).text,
                 bob + QStringLiteral(" does not hold the Auto Pilot A.I."));
        // The player's own name, isolated as bidirectional text, ends the sentence too.
        QCOMPARE(afapp::singleFullStops(bob + QStringLiteral(".")), bob);
        // An ellipsis and a lone stop stay as written.
        QCOMPARE(afapp::singleFullStops(QStringLiteral("Wait... A.I. done.")), QStringLiteral("Wait... A.I. done."));
    }

    void aNameThatLooksLikeAPlaceholderStaysAsTyped()
    {
        GameOptions options;
        options.colors = {Color::Red, Color::Blue};
        const GameState s = newGame(options);
        // QString::arg() chained after a name would replace the "%2" the player typed with the ship's number.
        const afapp::MessageContext context{&s, {QStringLiteral("Alice"), QStringLiteral("Bob %2")}};
        const afapp::Message ship = afapp::describeRejection(reject(Reason::ShipNotYours, {}, 7), context);
        QCOMPARE(ship.text,
                 afapp::isolatedName(QStringLiteral("Bob %2")) + QStringLiteral("'s ship 2 is not one of your ships."));
    }

#ifdef AF_QM_DIR
    // The plural forms come from the translations: English's own, and Polish's three.
    void countsTakeTheirPluralFormsInEveryLanguage()
    {
        GameOptions options;
        options.colors = {Color::Red, Color::Blue};
        const GameState s = newGame(options);
        const afapp::MessageContext context{&s, {}};
        auto shipCount = [&](int n) {
            return afapp::describeRejection(reject(Reason::WrongShipCount, {}, idx(Facility::Shipyard), n), context)
                .text;
        };
        QTranslator english;
        QVERIFY(english.load(QStringLiteral(AF_QM_DIR "/af-referee_en.qm")));
        QCoreApplication::installTranslator(&english);
        QCOMPARE(shipCount(1), QStringLiteral("The Shipyard takes 1 ship at a time."));
        QCOMPARE(shipCount(2), QStringLiteral("The Shipyard takes 2 ships at a time."));
        QCoreApplication::removeTranslator(&english);
        QTranslator polish;
        QVERIFY(polish.load(QStringLiteral(AF_QM_DIR "/af-referee_pl.qm")));
        QCoreApplication::installTranslator(&polish);
        const QString one = shipCount(1), two = shipCount(2), five = shipCount(5);
        QCoreApplication::removeTranslator(&polish);
        QVERIFY2(one.contains(QStringLiteral("1 statek")), qPrintable(one));
        QVERIFY2(two.contains(QStringLiteral("2 statki")), qPrintable(two));
        QVERIFY2(five.contains(QStringLiteral("5 statków")), qPrintable(five));
    }

    // Spanish and Italian names of facilities, territories and cards take different articles ("la Mina Lunar",
    // "el Astillero", "las Llanuras Heinlein"): a refusal puts them after a word that needs none ("la instalación",
    // "el territorio", "la carta") or in brackets, never after a bare preposition or verb ("en Astillero").
    void namesInSpanishAndItalianNeedNoArticle_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QStringList>("before");
        QTest::newRow("es") << QStringLiteral("es")
                            << QStringList{QStringLiteral("instalación "), QStringLiteral("territorio "),
                                           QStringLiteral("carta "), QStringLiteral("(")};
        QTest::newRow("it") << QStringLiteral("it")
                            << QStringList{QStringLiteral("struttura "), QStringLiteral("territorio "),
                                           QStringLiteral("carta "), QStringLiteral("(")};
    }

    void namesInSpanishAndItalianNeedNoArticle()
    {
        QFETCH(QString, language);
        QFETCH(QStringList, before);
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(AF_QM_DIR "/af-referee_%1.qm").arg(language)));
        QCoreApplication::installTranslator(&translator);
        QStringList bare;
        for (int i = 0; i < kReasonCount; ++i) {
            const Reason reason = static_cast<Reason>(i);
            const QString text = afapp::reasonTemplate(reason, afapp::countArgument(reason) ? 2 : -1);
            for (int a = 0; a < 3; ++a) {
                const ArgKind kind = reasonInfo(reason).args[a];
                if (kind != ArgKind::Facility && kind != ArgKind::Territory && kind != ArgKind::Card)
                    continue;
                const qsizetype at = text.indexOf(QStringLiteral("{%1}").arg(a));
                if (at < 0)
                    continue;
                const QString lead = text.left(at);
                if (std::none_of(before.begin(), before.end(), [&](const QString &w) { return lead.endsWith(w); }))
                    bare << text;
            }
        }
        QCoreApplication::removeTranslator(&translator);
        QVERIFY2(bare.isEmpty(), qPrintable(bare.join(QLatin1Char('\n'))));
    }
#endif

    void everyPositionProblemIsTranslatable()
    {
        QStringList engine;
        for (std::string_view text : af::stateProblemTexts())
            engine << QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
        const QStringList app = afapp::stateProblemSourceTexts();
        for (const QString &text : engine)
            QVERIFY2(app.contains(text), qPrintable(QStringLiteral("no translatable text for: ") + text));
        af::StateProblem p{"ships", "", "more ships are docked at the {0} than it has ports for {1} players.",
                           {"lunar-mine", "3", "", ""}};
        QCOMPARE(afapp::describeStateProblem(p), QStringLiteral("more ships are docked at the Lunar Mine than it has ports for 3 players."));
    }

    void everyGamePieceHasAName()
    {
        QSet<QString> seen;
        auto unique = [&](const QString &name) {
            QVERIFY2(!name.isEmpty() && name != QLatin1String("?"), qPrintable(name));
            QVERIFY2(!seen.contains(name), qPrintable(name));
            seen.insert(name);
        };
        for (int f = 0; f < kFacilityCount; ++f) {
            unique(afapp::facilityName(static_cast<Facility>(f)));
            QVERIFY(!afapp::facilityHelp(static_cast<Facility>(f)).isEmpty());
        }
        for (int t = 0; t < kTerritoryCount; ++t) {
            unique(afapp::territoryName(static_cast<Territory>(t)));
            QVERIFY(!afapp::territoryHelp(static_cast<Territory>(t)).isEmpty());
        }
        for (int f = 0; f < kFieldCount; ++f) {
            unique(afapp::fieldName(static_cast<Field>(f)));
            QVERIFY(!afapp::fieldHelp(static_cast<Field>(f)).isEmpty());
        }
        for (int c = 0; c < kCardCount; ++c) {
            const Card card = static_cast<Card>(c);
            unique(afapp::cardName(card));
            // Each card says what it does: a power to pay for, a discard power, or what holding it does.
            QVERIFY(!(afapp::cardUseHelp(card) + afapp::cardDiscardHelp(card) + afapp::cardPassiveHelp(card))
                         .isEmpty());
            // An extra card describes exactly the powers the engine's registry gives it.
            if (isExtraTech(c)) {
                QVERIFY2(afapp::cardUseHelp(card).isEmpty() != hasFuelPower(card), qPrintable(afapp::cardName(card)));
                QVERIFY2(afapp::cardDiscardHelp(card).isEmpty() != detail::techRules(card).discardPower,
                         qPrintable(afapp::cardName(card)));
            }
        }
        for (int c = 0; c < kColorCount; ++c)
            unique(afapp::colorName(static_cast<Color>(c)));
        for (int r = 0; r < kRulesetCount; ++r)
            unique(afapp::rulesetName(static_cast<Ruleset>(r)));
        for (int s = 0; s <= idx(Stage::GameOver); ++s)
            QVERIFY(afapp::stagePhrase(s) != QLatin1String("?"));
    }
};

QTEST_GUILESS_MAIN(TestMessages)
#include "tst_messages.moc"
