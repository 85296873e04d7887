// The app's translator set-up (afapp::installTranslations): English plural forms in every locale that has no
// translation of its own, under a language's own translation, and that language over them.

#include "language.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTest>

namespace {

QString colonies(int n) { return QCoreApplication::translate("PlayerCard", "%n colony(ies)", nullptr, n); }
QString territories(int n) { return QCoreApplication::translate("PlayerCard", "%n territory(ies)", nullptr, n); }

} // namespace

class TestLanguage : public QObject
{
    Q_OBJECT

private slots:
    void cleanup() { QLocale::setDefault(QLocale::c()); }

    // LANG unset or C, a language we have no translation for, English itself: English plurals, not "colony(ies)".
    void localesWithoutTranslationSpeakEnglishPlurals_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("C") << QStringLiteral("C");
        QTest::newRow("Japanese") << QStringLiteral("ja");
        QTest::newRow("Portuguese (Brazil)") << QStringLiteral("pt_BR");
        QTest::newRow("English (UK)") << QStringLiteral("en_GB");
    }

    void localesWithoutTranslationSpeakEnglishPlurals()
    {
        QFETCH(QString, language);
        afapp::installTranslations(language);
        QCOMPARE(colonies(1), QStringLiteral("1 colony"));
        QCOMPARE(colonies(2), QStringLiteral("2 colonies"));
        QCOMPARE(territories(1), QStringLiteral("1 territory"));
        QCOMPARE(territories(3), QStringLiteral("3 territories"));
        // Messages without plurals stay the source text.
        QCOMPARE(QCoreApplication::translate("Names", "Lunar Mine"), QStringLiteral("Lunar Mine"));
    }

    // A language of ours goes over the English plurals; a later call replaces the earlier translators.
    void aTranslatedLanguageGoesOverEnglish()
    {
        afapp::installTranslations(QStringLiteral("de"));
        QCOMPARE(colonies(1), QStringLiteral("1 Kolonie"));
        QCOMPARE(colonies(2), QStringLiteral("2 Kolonien"));
        QCOMPARE(QCoreApplication::translate("Names", "Lunar Mine"), QStringLiteral("Mondmine"));

        afapp::installTranslations(QStringLiteral("C"));
        QCOMPARE(colonies(2), QStringLiteral("2 colonies"));
        QCOMPARE(QCoreApplication::translate("Names", "Lunar Mine"), QStringLiteral("Lunar Mine"));
    }
};

QTEST_GUILESS_MAIN(TestLanguage)
#include "tst_language.moc"
