#include "appsettings.h"

#include <QDir>
#include <QDirIterator>
#include <QLocale>
#include <QSettings>
#include <QVariantMap>

namespace {

const QString kLanguage = QStringLiteral("ui/language");
const QString kDiceMode = QStringLiteral("game/diceMode");
const QString kPlayerNames = QStringLiteral("game/playerNames");
const QString kLastFolder = QStringLiteral("files/lastFolder");

} // namespace

AppSettings::AppSettings(QObject *parent) : QObject(parent) {}

QString AppSettings::language() const { return QSettings().value(kLanguage).toString(); }

void AppSettings::setLanguage(const QString &language)
{
    if (language == this->language())
        return;
    QSettings().setValue(kLanguage, language);
    emit languageChanged();
}

QString AppSettings::diceMode() const
{
    const QString mode = QSettings().value(kDiceMode).toString();
    return mode == QLatin1String("digital") ? mode : QStringLiteral("table");
}

void AppSettings::setDiceMode(const QString &mode)
{
    if (mode == diceMode())
        return;
    QSettings().setValue(kDiceMode, mode == QLatin1String("digital") ? mode : QStringLiteral("table"));
    emit diceModeChanged();
}

QStringList AppSettings::playerNames() const { return QSettings().value(kPlayerNames).toStringList(); }

void AppSettings::setPlayerNames(const QStringList &names)
{
    if (names == playerNames())
        return;
    QSettings().setValue(kPlayerNames, names);
    emit playerNamesChanged();
}

QString AppSettings::lastFolder() const
{
    const QString folder = QSettings().value(kLastFolder).toString();
    return !folder.isEmpty() && QDir(folder).exists() ? folder : QDir::homePath();
}

void AppSettings::setLastFolder(const QString &folder)
{
    if (folder == QSettings().value(kLastFolder).toString())
        return;
    QSettings().setValue(kLastFolder, folder);
    emit lastFolderChanged();
}

QVariantList AppSettings::languages() const
{
    QVariantList out;
    out << QVariantMap{{QStringLiteral("code"), QString()}, {QStringLiteral("name"), tr("System language")}};
    out << QVariantMap{{QStringLiteral("code"), QStringLiteral("en")}, {QStringLiteral("name"), QStringLiteral("English")}};
    // Translations embedded by qt_add_translations (:/i18n/af-referee_<code>.qm), once there are any.
    QDirIterator it(QStringLiteral(":/i18n"), {QStringLiteral("af-referee_*.qm")});
    while (it.hasNext()) {
        const QString code = it.next().section(QLatin1Char('_'), 1).section(QLatin1Char('.'), 0, 0);
        if (code == QLatin1String("en"))
            continue;
        const QLocale locale(code);
        out << QVariantMap{{QStringLiteral("code"), code}, {QStringLiteral("name"), locale.nativeLanguageName()}};
    }
    return out;
}
