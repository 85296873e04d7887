#include "language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace afapp {

void installTranslations(const QString &language)
{
    const QLocale locale = language.isEmpty() ? QLocale() : QLocale(language);
    if (!language.isEmpty())
        QLocale::setDefault(locale);
    // Installed last is asked first: the language's own, then English plurals, then Qt's.
    static QTranslator qtStrings;
    static QTranslator englishPlurals;
    static QTranslator ownLanguage;
    for (QTranslator *translator : {&qtStrings, &englishPlurals, &ownLanguage})
        QCoreApplication::removeTranslator(translator);
    // Qt's own strings (standard buttons, dialogs), from qt6-translations-l10n when installed.
    if (qtStrings.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                       QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(&qtStrings);
    if (englishPlurals.load(QStringLiteral(":/i18n/af-referee_en.qm")))
        QCoreApplication::installTranslator(&englishPlurals);
    if (locale.language() != QLocale::English &&
        ownLanguage.load(locale, QStringLiteral("af-referee"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(&ownLanguage);
}

} // namespace afapp
