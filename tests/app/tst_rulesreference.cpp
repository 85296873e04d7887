// The rules reference: every rule id the engine can name in a refusal has an entry (so every "why?" link opens
// something), the table is well formed (unique ids, no empty text, only simple tags, grouped by category), the text
// goes through the translator, the search filters, and a picture of the view is left for people to look at.

#include "agendas/agenda_types.h"
#include "modules/faction_types.h"
#include "rejection.h"
#include "rulesreference.h"
#include "types.h"
#include "values.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QImage>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickView>
#include <QRegularExpression>
#include <QSet>
#include <QSignalSpy>
#include <QTest>
#include <QTranslator>
#include <QtQml/qqmlextensionplugin.h>

Q_IMPORT_QML_PLUGIN(AFRefereePlugin)

namespace {

QString qs(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

// The rules reference's id of a card: the base cards' own ids, "card:<id>" for the extra cards (as their refusals
// name them).
QString cardEntryId(af::Card c) {
    return (af::isExtraTech(static_cast<int>(c)) ? QStringLiteral("card:") : QString()) + qs(af::toId(c));
}

// Ids of every kind of game piece the engine knows, through its own enums and af::toId.
QStringList pieceIds() {
    QStringList ids;
    for (int i = 0; i < af::kFacilityCount; ++i)
        ids << qs(af::toId(static_cast<af::Facility>(i)));
    for (int i = 0; i < af::kTerritoryCount; ++i)
        ids << qs(af::toId(static_cast<af::Territory>(i)));
    for (int i = 0; i < af::kFieldCount; ++i)
        ids << qs(af::toId(static_cast<af::Field>(i)));
    for (int i = 0; i < af::kCardCount; ++i)
        ids << cardEntryId(static_cast<af::Card>(i));
    return ids;
}

const QStringList kSections = {
    QStringLiteral("aim"),      QStringLiteral("setup"),       QStringLiteral("turn"),
    QStringLiteral("colonies"), QStringLiteral("alien-tech"),  QStringLiteral("field-generators"),
    QStringLiteral("scoring"),  QStringLiteral("end-of-game"), QStringLiteral("supply"),
    QStringLiteral("rulesets"), QStringLiteral("expansions"),
};

// Upper-cases every RulesReference string: shows that the texts are looked up in the translator when read.
class ShoutingTranslator : public QTranslator {
public:
    bool isEmpty() const override { return false; }
    QString translate(const char *context, const char *sourceText, const char *, int) const override {
        if (qstrcmp(context, "RulesReference") == 0)
            return QString::fromUtf8(sourceText).toUpper();
        return {};
    }
};

QStringList allRows(const RulesReferenceModel &model, int role) {
    QStringList out;
    for (int row = 0; row < model.rowCount(); ++row)
        out << model.data(model.index(row), role).toString();
    return out;
}

} // namespace

class TestRulesReference : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QQuickStyle::setStyle(QStringLiteral("Fusion")); }

    void everyFacilityTerritoryFieldAndCardHasAnEntry() {
        const QStringList ids = pieceIds();
        QCOMPARE(ids.size(), af::kFacilityCount + af::kTerritoryCount + af::kFieldCount + af::kCardCount);
        for (const QString &id : ids)
            QVERIFY2(afapp::findRulesEntry(id), qPrintable(QStringLiteral("no entry for %1").arg(id)));
    }

    void everyRulingHasItsOwnEntry() {
        for (int n = 1; n <= 28; ++n) {
            const QString id = QStringLiteral("R-%1").arg(n);
            const afapp::RulesEntry *e = afapp::findRulesEntry(id);
            QVERIFY2(e, qPrintable(QStringLiteral("no entry for %1").arg(id)));
            QCOMPARE(e->category, afapp::RulesCategory::Rulings);
            // The title names the ruling, so a list of titles can be read on its own.
            QVERIFY2(afapp::rulesTitle(*e).startsWith(id + QLatin1Char(':')), qPrintable(afapp::rulesTitle(*e)));
        }
        QVERIFY(!afapp::findRulesEntry(QStringLiteral("R-29")));
    }

    void everySectionHasAnEntry() {
        for (const QString &id : kSections)
            QVERIFY2(afapp::findRulesEntry(id), qPrintable(QStringLiteral("no entry for %1").arg(id)));
    }

    void everyReasonsDefaultRuleHasAnEntry() {
        for (int r = 0; r < af::kReasonCount; ++r) {
            const af::ReasonInfo &info = af::reasonInfo(static_cast<af::Reason>(r));
            QVERIFY2(!info.rule.empty(), qPrintable(qs(info.id)));
            QVERIFY2(afapp::findRulesEntry(qs(info.rule)),
                     qPrintable(QStringLiteral("reason %1: no entry for %2").arg(qs(info.id), qs(info.rule))));
        }
    }

    // Rule ids written out in the engine's sources, e.g. reject(Reason::ValueTooLow, "R-12", ...) or
    // pay(s, seat, 1, 1, "colonist-hub"): each must have an entry, today and after the engine changes.
    void everyRuleIdNamedInTheEngineSourcesHasAnEntry() {
        // (No raw string literal here: the moc of Qt 6.4 loses the test class after one.)
        static const QRegularExpression call(QStringLiteral("(?:reject|pay)\\((?:[^;\"]*?),\\s*\"([A-Za-z0-9-]+)\""));
        QDirIterator it(QStringLiteral(AF_SOURCE_DIR "/src/engine"), {QStringLiteral("*.cpp"), QStringLiteral("*.h")});
        int found = 0;
        while (it.hasNext()) {
            QFile file(it.next());
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QString source = QString::fromUtf8(file.readAll());
            for (auto m = call.globalMatch(source); m.hasNext();) {
                const QString id = m.next().captured(1);
                ++found;
                QVERIFY2(afapp::findRulesEntry(id),
                         qPrintable(QStringLiteral("%1 names rule %2, which has no entry").arg(file.fileName(), id)));
            }
        }
        QVERIFY2(found >= 20, qPrintable(QStringLiteral("only %1 rule ids found: has the engine moved?").arg(found)));
    }

    // The faction boards' refusals name "faction:<id>"; each board has its entry, with what it does and costs.
    void everyFactionHasAnEntry() {
        for (int i = 0; i < af::kFactionCount; ++i) {
            const QString id = QStringLiteral("faction:") + qs(af::toId(static_cast<af::Faction>(i)));
            const afapp::RulesEntry *e = afapp::findRulesEntry(id);
            QVERIFY2(e, qPrintable(QStringLiteral("no entry for %1").arg(id)));
            QCOMPARE(e->category, afapp::RulesCategory::Factions);
            QVERIFY2(afapp::rulesBody(*e).contains(QStringLiteral("<b>Owner:</b>")), qPrintable(id));
        }
        for (const char *id : {"factions", "X-2", "X-3", "X-4", "X-5", "X-6", "X-7", "X-8", "X-9", "X-10", "X-11",
                               "X-12", "X-13", "X-57", "X-58"})
            QVERIFY2(afapp::findRulesEntry(QString::fromLatin1(id)), id);
    }

    // Every extra alien tech card, by the id its refusals name ("card:<id>"), has its entry with its name and both
    // powers; a paid power exactly where the engine's registry has one.
    void everyExtraTechCardHasAnEntry() {
        for (int i = af::kBaseCardCount; i < af::kCardCount; ++i) {
            const auto card = static_cast<af::Card>(i);
            const QString id = cardEntryId(card);
            QVERIFY(id.startsWith(QStringLiteral("card:")));
            const afapp::RulesEntry *e = afapp::findRulesEntry(id);
            QVERIFY2(e, qPrintable(QStringLiteral("no entry for %1").arg(id)));
            QCOMPARE(e->category, afapp::RulesCategory::AlienTech);
            QCOMPARE(afapp::rulesTitle(*e), qs(af::displayName(card)));
            const QString body = afapp::rulesBody(*e);
            QVERIFY2(body.contains(QStringLiteral("<b>Discard power:</b>")), qPrintable(id));
            const bool paid = body.contains(QStringLiteral("<b>Paid power:</b>")) &&
                              !body.contains(QStringLiteral("<b>Paid power:</b> none."));
            QVERIFY2(paid == af::hasFuelPower(card), qPrintable(id));
            QVERIFY2(paid || body.contains(QStringLiteral("<b>Paid power:</b> none.")) ||
                         body.contains(QStringLiteral("<b>Always on:</b>")),
                     qPrintable(id));
        }
        for (const char *id : {"extra-tech", "X-34", "X-35", "X-36", "X-37", "X-38", "X-39", "X-40", "X-41", "X-42",
                               "X-43", "X-44", "X-45", "X-46", "X-47", "X-48", "X-49", "X-50", "X-51", "X-52",
                               "X-53", "X-54", "X-55", "X-56"})
            QVERIFY2(afapp::findRulesEntry(QString::fromLatin1(id)), id);
    }

    // Every agenda card, by the engine's id ("agenda:<id>"), has its entry with both of its sides.
    void everyAgendaHasAnEntry() {
        for (int i = 0; i < af::kAgendaCount; ++i) {
            const QString id = QStringLiteral("agenda:") + qs(af::toId(static_cast<af::Agenda>(i)));
            const afapp::RulesEntry *e = afapp::findRulesEntry(id);
            QVERIFY2(e, qPrintable(QStringLiteral("no entry for %1").arg(id)));
            QCOMPARE(e->category, afapp::RulesCategory::Agendas);
            // The title carries the card's number, the one the engine's agenda refusals give.
            QVERIFY2(afapp::rulesTitle(*e).startsWith(QStringLiteral("Agenda %1:").arg(i + 1)), qPrintable(id));
            const QString body = afapp::rulesBody(*e);
            QVERIFY2(body.contains(QStringLiteral("<b>In game:</b>")) && body.contains(QStringLiteral("<b>End of game:</b>")),
                     qPrintable(id));
        }
        for (const char *id : {"agendas", "X-25", "X-26", "X-27", "X-28", "X-29", "X-30", "X-31", "X-32", "X-33"})
            QVERIFY2(afapp::findRulesEntry(QString::fromLatin1(id)), id);
        QVERIFY(afapp::rulesBody(*afapp::findRulesEntry(QStringLiteral("agenda:two-asteroids-one-turn")))
                    .contains(QStringLiteral("Outer Belt")));
    }

    // Numbers of the value ledger come from values.h; those it only infers (C and I rows) read "our reading".
    void ledgerValuesComeFromTheEngineAndInferredOnesAreMarked() {
        const af::FactionValues &v = af::kFactionValues;
        auto body = [](const char *id) { return afapp::rulesBody(*afapp::findRulesEntry(QString::fromLatin1(id))); };
        const QString fee = QStringLiteral("<i>%1 fuel (our reading)</i>").arg(v.fee.fuel);
        for (const afapp::RulesEntry &e : afapp::rulesEntries())
            if (QByteArray(e.id).startsWith("faction:"))
                QVERIFY2(afapp::rulesBody(e).contains(fee), e.id);
        QVERIFY(body("X-3").contains(fee));
        QVERIFY(body("faction:terran-exchange")
                    .contains(QStringLiteral("take up to <i>%1 ore (our reading)</i>").arg(v.terranOwnerTakeOre)));
        QVERIFY(body("faction:brethren-of-the-stars")
                    .contains(QStringLiteral("<i>%1 (our reading)</i> of its 6").arg(v.brethrenRaiderFaces)));
        QVERIFY(body("X-23").contains(QStringLiteral("<i>%1 ore (our reading)</i>").arg(v.uranianOpponentColony.ore)));
        // Printed (R) values are plain: Corex's whole text has only the fee marked.
        const QString corex = body("faction:corex-conglomerated");
        QCOMPARE(corex.count(QStringLiteral("our reading")), 1);
        QVERIFY(corex.contains(QStringLiteral("pay %1 fuel to the supply").arg(v.corexDockCost.fuel)));
        QVERIFY(body("faction:homesteaders-union").contains(QStringLiteral("circle %1 of").arg(v.homesteadersLaunchCircle)));
        // The extra cards: inferred costs marked, printed numbers plain.
        const af::TechValues &t = af::kTechValues;
        QVERIFY(body("card:infinity-mirror")
                    .contains(QStringLiteral("pay <i>%1 fuel (our reading)</i>").arg(t.infinityMirrorFuel)));
        QVERIFY(body("card:nano-recycler")
                    .contains(QStringLiteral("gain <i>%1 fuel, %2 ore (our reading)</i>")
                                  .arg(t.nanoRecyclerDiscard.fuel)
                                  .arg(t.nanoRecyclerDiscard.ore)));
        const QString vault = body("card:null-time-vault");
        QCOMPARE(vault.count(QStringLiteral("our reading")), 0);
        QVERIFY(body("X-40").contains(QStringLiteral("<i>%1 ore (our reading)</i>").arg(t.autoPilotIncome)));
        QVERIFY(vault.contains(QStringLiteral("up to %1 fuel and ore").arg(t.nullTimeVaultPerTurn)));
        QCOMPARE(body("card:alien-sarcophagus").count(QStringLiteral("our reading")), 0);
        // Seat 5's start is printed, seat 6's ore is not.
        const af::Resources seat6 = af::kSixPlayerValues.seat6Start;
        QVERIFY(body("X-57").contains(
            QStringLiteral("<i>%1 fuel, %2 ore (our reading)</i>").arg(seat6.fuel).arg(seat6.ore)));
        // No placeholder is left unfilled anywhere.
        static const QRegularExpression placeholder(QStringLiteral("%[0-9]"));
        for (const afapp::RulesEntry &e : afapp::rulesEntries())
            QVERIFY2(!afapp::rulesBody(e).contains(placeholder), e.id);
    }

    void idsAreUniqueAndKebabCase() {
        QSet<QString> seen;
        static const QRegularExpression shape(
            QStringLiteral("^([RX]-[0-9]+|(faction:|agenda:|card:)?[a-z0-9]+(-[a-z0-9]+)*)$"));
        for (const afapp::RulesEntry &e : afapp::rulesEntries()) {
            const QString id = QString::fromLatin1(e.id);
            QVERIFY2(!seen.contains(id), qPrintable(QStringLiteral("duplicate id %1").arg(id)));
            QVERIFY2(shape.match(id).hasMatch(), qPrintable(id));
            seen.insert(id);
        }
    }

    void noEntryIsEmptyAndParagraphsAreShort() {
        for (const afapp::RulesEntry &e : afapp::rulesEntries()) {
            const QString id = QString::fromLatin1(e.id);
            QVERIFY2(e.title && qstrlen(e.title) > 0, qPrintable(id));
            QVERIFY2(e.body[0], qPrintable(QStringLiteral("%1 has no text").arg(id)));
            bool ended = false;
            for (const char *p : e.body) {
                if (!p) {
                    ended = true;
                    continue;
                }
                QVERIFY2(!ended,
                         qPrintable(QStringLiteral("%1: a paragraph after an empty slot is never shown").arg(id)));
                const QString text = QString::fromUtf8(p);
                QVERIFY2(text.trimmed().size() >= 10, qPrintable(id));
                // One string per paragraph, of a size translators can handle.
                QVERIFY2(text.size() <= 600, qPrintable(QStringLiteral("%1: %2 characters").arg(id).arg(text.size())));
                QVERIFY2(!text.contains(QLatin1Char('\n')), qPrintable(id));
            }
        }
    }

    void onlySimpleBalancedTagsAreUsed() {
        static const QRegularExpression tag(QStringLiteral("<[^>]*>"));
        for (const afapp::RulesEntry &e : afapp::rulesEntries()) {
            for (const char *p : e.body) {
                if (!p)
                    continue;
                const QString text = QString::fromUtf8(p);
                QStringList open;
                for (auto m = tag.globalMatch(text); m.hasNext();) {
                    const QString t = m.next().captured(0);
                    if (t == QLatin1String("<b>") || t == QLatin1String("<i>")) {
                        open << t.mid(1, 1);
                    } else if (t == QLatin1String("</b>") || t == QLatin1String("</i>")) {
                        QVERIFY2(!open.isEmpty() && open.takeLast() == t.mid(2, 1), qPrintable(text));
                    } else {
                        QFAIL(qPrintable(QStringLiteral("%1: tag %2 (only <b> and <i>)").arg(e.id, t)));
                    }
                }
                QVERIFY2(open.isEmpty(), qPrintable(text));
                QString rest = text;
                rest.remove(tag);
                QVERIFY2(!rest.contains(QLatin1Char('<')) && !rest.contains(QLatin1Char('>')) &&
                             !rest.contains(QLatin1Char('&')),
                         qPrintable(QStringLiteral("%1: < > & break styled text").arg(e.id)));
            }
        }
    }

    void everyRulingMentionedInTheTextExists() {
        static const QRegularExpression mention(QStringLiteral("\\b[RX]-([0-9]+)\\b"));
        for (const afapp::RulesEntry &e : afapp::rulesEntries()) {
            const QString body = afapp::rulesBody(e);
            for (auto m = mention.globalMatch(body); m.hasNext();) {
                const QString id = m.next().captured(0);
                QVERIFY2(afapp::findRulesEntry(id), qPrintable(QStringLiteral("%1 mentions %2").arg(e.id, id)));
            }
        }
    }

    void entriesAreGroupedByCategoryInOrder() {
        int last = -1;
        QSet<int> seen;
        for (const afapp::RulesEntry &e : afapp::rulesEntries()) {
            const int c = static_cast<int>(e.category);
            if (c != last) {
                QVERIFY2(!seen.contains(c), qPrintable(QStringLiteral("%1 starts a second group").arg(e.id)));
                QVERIFY2(c > last, "categories follow the enum order");
                seen.insert(c);
                last = c;
            }
        }
        QCOMPARE(seen.size(), afapp::kRulesCategoryCount);
        for (int c = 0; c < afapp::kRulesCategoryCount; ++c)
            QVERIFY(!afapp::rulesCategoryName(static_cast<afapp::RulesCategory>(c)).isEmpty());
    }

    void piecesAreFiledInTheirCategory() {
        using afapp::RulesCategory;
        auto category = [](auto value) { return afapp::findRulesEntry(qs(af::toId(value)))->category; };
        for (int i = 0; i < af::kFacilityCount; ++i)
            QCOMPARE(category(static_cast<af::Facility>(i)), RulesCategory::Facilities);
        for (int i = 0; i < af::kTerritoryCount; ++i)
            QCOMPARE(category(static_cast<af::Territory>(i)), RulesCategory::Territories);
        for (int i = 0; i < af::kFieldCount; ++i)
            QCOMPARE(category(static_cast<af::Field>(i)), RulesCategory::FieldGenerators);
        for (int i = 0; i < af::kCardCount; ++i)
            QCOMPARE(afapp::findRulesEntry(cardEntryId(static_cast<af::Card>(i)))->category, RulesCategory::AlienTech);
    }

    void modelListsEveryEntryWithItsRoles() {
        RulesReferenceModel model;
        QCOMPARE(model.rowCount(), static_cast<int>(afapp::rulesEntries().size()));
        QCOMPARE(model.totalCount(), model.rowCount());
        const QHash<int, QByteArray> roles = model.roleNames();
        for (const char *name : {"id", "category", "title", "body", "paragraphs"})
            QVERIFY2(roles.values().contains(QByteArray(name)), name);
        const int row = model.indexOf(QStringLiteral("lunar-mine"));
        QVERIFY(row >= 0);
        const QModelIndex index = model.index(row);
        QCOMPARE(model.data(index, RulesReferenceModel::IdRole).toString(), QStringLiteral("lunar-mine"));
        QCOMPARE(model.data(index, RulesReferenceModel::TitleRole).toString(), QStringLiteral("Lunar Mine"));
        QCOMPARE(model.data(index, RulesReferenceModel::CategoryRole).toString(), QStringLiteral("Facilities"));
        QCOMPARE(model.data(index, RulesReferenceModel::CategoryKeyRole).toString(), QStringLiteral("facilities"));
        const QStringList paragraphs = model.data(index, RulesReferenceModel::ParagraphsRole).toStringList();
        QVERIFY(paragraphs.size() >= 3);
        QCOMPARE(model.data(index, RulesReferenceModel::BodyRole).toString(), paragraphs.join(QStringLiteral("\n\n")));
        QCOMPARE(model.idAt(row), QStringLiteral("lunar-mine"));
        QCOMPARE(model.idAt(-1), QString());
        QCOMPARE(model.idAt(model.rowCount()), QString());
        QCOMPARE(model.entry(QStringLiteral("R-12")).value(QStringLiteral("title")).toString(),
                 afapp::rulesTitle(QStringLiteral("R-12")));
        QVERIFY(model.entry(QStringLiteral("no-such-rule")).isEmpty());
        QCOMPARE(afapp::rulesTitle(QStringLiteral("no-such-rule")), QString());
    }

    void searchFiltersOnTitleAndBodyIgnoringCase() {
        RulesReferenceModel model;
        const int total = model.rowCount();
        QSignalSpy countSpy(&model, &RulesReferenceModel::countChanged);
        QSignalSpy searchSpy(&model, &RulesReferenceModel::searchChanged);

        model.setSearch(QStringLiteral("LUNAR mine"));
        QCOMPARE(searchSpy.count(), 1);
        QCOMPARE(countSpy.count(), 1);
        QVERIFY(model.rowCount() > 0 && model.rowCount() < total);
        QVERIFY(model.indexOf(QStringLiteral("lunar-mine")) >= 0);
        QVERIFY(model.indexOf(QStringLiteral("van-vogt-mountains")) >= 0); // its bonus is about the Mine
        QVERIFY(model.indexOf(QStringLiteral("R-12")) >= 0);
        QCOMPARE(model.indexOf(QStringLiteral("alien-city")), -1);
        // Filtered out of the list, but still an entry.
        QVERIFY(model.hasEntry(QStringLiteral("alien-city")));
        QVERIFY(!model.hasEntry(QStringLiteral("no-such-rule")));
        // Every word is found in every row left.
        const QStringList titles = allRows(model, RulesReferenceModel::TitleRole);
        const QStringList bodies = allRows(model, RulesReferenceModel::BodyRole);
        for (int i = 0; i < titles.size(); ++i) {
            const QString text = (titles[i] + QLatin1Char(' ') + bodies[i]).toLower();
            QVERIFY2(text.contains(QLatin1String("lunar")) && text.contains(QLatin1String("mine")),
                     qPrintable(titles[i]));
        }

        // Searching the body, not only titles: "Relic Ship" is no title but appears in several entries.
        model.setSearch(QStringLiteral("relic ship"));
        QVERIFY(model.indexOf(QStringLiteral("burroughs-desert")) >= 0);
        QVERIFY(model.indexOf(QStringLiteral("R-24")) >= 0);

        // Accents are ignored, so a search typed with or without them finds the same.
        model.setSearch(QStringLiteral("Lünar Mïne"));
        QVERIFY(model.indexOf(QStringLiteral("lunar-mine")) >= 0);

        model.setSearch(QStringLiteral("zzzz-nothing-like-this"));
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.indexOf(QStringLiteral("lunar-mine")), -1);

        model.setSearch(QString());
        QCOMPARE(model.rowCount(), total);
        QCOMPARE(model.indexOf(QStringLiteral("aim")), 0);
    }

    void textsAreTranslatedWhenReadAndALanguageChangeIsAnnounced() {
        RulesReferenceModel model;
        QSignalSpy retranslated(&model, &RulesReferenceModel::retranslated);
        ShoutingTranslator translator;
        QVERIFY(QCoreApplication::installTranslator(&translator)); // sends LanguageChange
        QTRY_COMPARE(retranslated.count(), 1);
        const QModelIndex index = model.index(model.indexOf(QStringLiteral("lunar-mine")));
        QCOMPARE(model.data(index, RulesReferenceModel::TitleRole).toString(), QStringLiteral("LUNAR MINE"));
        QCOMPARE(model.data(index, RulesReferenceModel::CategoryRole).toString(), QStringLiteral("FACILITIES"));
        QVERIFY(model.data(index, RulesReferenceModel::BodyRole).toString().startsWith(QLatin1String("EACH SHIP")));
        // The search matches the translated text.
        model.setSearch(QStringLiteral("lunar"));
        QVERIFY(model.indexOf(QStringLiteral("lunar-mine")) >= 0);
        QVERIFY(QCoreApplication::removeTranslator(&translator));
        QTRY_COMPARE(retranslated.count(), 2);
        QCOMPARE(afapp::rulesTitle(QStringLiteral("lunar-mine")), QStringLiteral("Lunar Mine"));
    }

    // Opens the view as the app will (showEntry with a refusal's rule id) and saves pictures of it in
    // <build>/screenshots/ for people to look at.
    void screenshotsOfTheView_data() {
        QTest::addColumn<QString>("entry");
        QTest::addColumn<QString>("search");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QString>("file");
        QTest::newRow("entry") << QStringLiteral("colonist-hub") << QString() << QSize(1100, 720)
                               << QStringLiteral("rules-reference.png");
        QTest::newRow("search") << QStringLiteral("R-24") << QStringLiteral("relic") << QSize(1100, 720)
                                << QStringLiteral("rules-reference-search.png");
        QTest::newRow("narrow, no match") << QStringLiteral("plasma-cannon") << QStringLiteral("xyzzy")
                                          << QSize(800, 520) << QStringLiteral("rules-reference-narrow.png");
        QTest::newRow("faction") << QStringLiteral("faction:terran-exchange") << QString() << QSize(1100, 720)
                                 << QStringLiteral("rules-reference-faction.png");
        QTest::newRow("agenda") << QStringLiteral("agenda:foiled-raid") << QString() << QSize(1100, 720)
                                << QStringLiteral("rules-reference-agenda.png");
    }

    void screenshotsOfTheView() {
        QFETCH(QString, entry);
        QFETCH(QString, search);
        QFETCH(QSize, size);
        QFETCH(QString, file);

        QQuickView view;
        view.engine()->addImportPath(QStringLiteral("qrc:/"));
        view.setResizeMode(QQuickView::SizeRootObjectToView);
        view.setSource(QUrl(QStringLiteral("qrc:/AFReferee/RulesReferenceView.qml")));
        QVERIFY2(view.status() == QQuickView::Ready, qPrintable(QDebug::toString(view.errors())));
        view.resize(size);
        QQuickItem *root = view.rootObject();
        QVERIFY(root);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        bool shown = false;
        QVERIFY(QMetaObject::invokeMethod(root, "showEntry", Q_RETURN_ARG(bool, shown), Q_ARG(QString, entry)));
        QVERIFY(shown);
        root->setProperty("search", search);
        QCOMPARE(root->property("currentId").toString(), entry); // a search never changes the entry shown

        const QImage image = view.grabWindow();
        QCOMPARE(image.size(), size * view.devicePixelRatio());
        QVERIFY(QDir().mkpath(QStringLiteral(AF_SCREENSHOT_DIR)));
        const QString path = QStringLiteral(AF_SCREENSHOT_DIR "/") + file;
        QVERIFY2(image.save(path), qPrintable(path));
        // Something was drawn: the picture is not one flat colour.
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 7)
            for (int x = 0; x < image.width(); x += 7)
                colours.insert(image.pixel(x, y));
        QVERIFY2(colours.size() > 20, qPrintable(QString::number(colours.size())));
    }
};

QTEST_MAIN(TestRulesReference)

#include "tst_rulesreference.moc"
