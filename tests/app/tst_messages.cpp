// Every refusal the engine can give has a message in words, and every name the game uses has a translatable name.

#include "messages.h"
#include "names.h"

#include "engine.h"

#include <QRegularExpression>
#include <QSet>
#include <QTest>

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
            QCOMPARE(placeholders(QString::fromUtf8(source)), placeholders(qs(info.english)));
            QVERIFY(!afapp::reasonTemplate(reason).isEmpty());
        }
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
        const afapp::Message raid = afapp::describeRejection(
            reject(Reason::RaidCardNotHeld, {}, 1, idx(Card::PlasmaCannon)), context);
        QCOMPARE(raid.text, afapp::isolatedName(QStringLiteral("Bob")) + QStringLiteral(" does not hold the Plasma Cannon."));
        const afapp::Message ship = afapp::describeRejection(reject(Reason::ShipNotYours, {}, 7), context);
        QCOMPARE(ship.text, afapp::isolatedName(QStringLiteral("Bob")) + QStringLiteral("'s ship 2 is not one of your ships."));
    }

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
