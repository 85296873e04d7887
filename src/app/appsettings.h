// The app's settings, kept with QSettings (on Linux ~/.config/AF Referee/af-referee.conf). QML reads and writes
// them through this type; QML's own Settings type is not used (not available on Qt 6.4 as QtCore.Settings).
#pragma once

#include <QObject>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class AppSettings : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    // "" follows the system; otherwise a locale name such as "de". Read at start-up, so a change needs a restart.
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
    // The dice mode a new game starts with: "table" (players roll real dice) or "digital" (the app rolls).
    Q_PROPERTY(QString diceMode READ diceMode WRITE setDiceMode NOTIFY diceModeChanged)
    // The names entered for the last new game, to offer them again.
    Q_PROPERTY(QStringList playerNames READ playerNames WRITE setPlayerNames NOTIFY playerNamesChanged)
    // The folder of the last game opened or saved.
    Q_PROPERTY(QString lastFolder READ lastFolder WRITE setLastFolder NOTIFY lastFolderChanged)

public:
    explicit AppSettings(QObject *parent = nullptr);

    QString language() const;
    void setLanguage(const QString &language);
    QString diceMode() const;
    void setDiceMode(const QString &mode);
    QStringList playerNames() const;
    void setPlayerNames(const QStringList &names);
    QString lastFolder() const;
    void setLastFolder(const QString &folder);

    // The languages the app can be shown in: [{code, name}], "" first for the system's language.
    Q_INVOKABLE QVariantList languages() const;

signals:
    void languageChanged();
    void diceModeChanged();
    void playerNamesChanged();
    void lastFolderChanged();
};
