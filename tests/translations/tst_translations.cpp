// Fails when a language is missing, when any message of any .ts file (updated with lupdate from the current
// sources) is unfinished, when plural forms are missing, or when a translation loses or invents a placeholder.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {

struct Message {
    QString context;
    QString source;
    bool numerus = false;
    QString type; // of the <translation>: "", "unfinished", "vanished", "obsolete"
    QStringList forms;
};

QList<Message> readTs(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return {};
    }
    QList<Message> out;
    QXmlStreamReader xml(&file);
    QString context;
    Message current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            out << current;
            continue;
        }
        if (!xml.isStartElement())
            continue;
        const QStringView name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            current = Message{context, {}, xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes"), {}, {}};
        } else if (name == QLatin1String("source")) {
            current.source = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            current.type = xml.attributes().value(QLatin1String("type")).toString();
            if (!current.numerus)
                current.forms << xml.readElementText();
        } else if (name == QLatin1String("numerusform")) {
            current.forms << xml.readElementText();
        }
    }
    if (xml.hasError())
        *error = xml.errorString();
    return out;
}

QSet<QString> placeholders(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("%(\\d|n)"));
    QSet<QString> found;
    for (auto it = re.globalMatch(text); it.hasNext();)
        found.insert(it.next().captured(0));
    return found;
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private slots:
    void everyMessageIsTranslated_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<int>("pluralForms");
        QTest::addColumn<bool>("pluralOnly");
        // English is the source language: its file holds only the plural forms ("1 colony", "3 colonies").
        QTest::newRow("English plurals") << QStringLiteral("en") << 2 << true;
        QTest::newRow("German") << QStringLiteral("de") << 2 << false;
        QTest::newRow("French") << QStringLiteral("fr") << 2 << false;
        QTest::newRow("Spanish") << QStringLiteral("es") << 2 << false;
        QTest::newRow("Italian") << QStringLiteral("it") << 2 << false;
        QTest::newRow("Polish") << QStringLiteral("pl") << 3 << false;
    }

    void everyMessageIsTranslated()
    {
        QFETCH(QString, language);
        QFETCH(int, pluralForms);
        QFETCH(bool, pluralOnly);
        const QString committed = QStringLiteral(AF_TS_DIR "/af-referee_%1.ts").arg(language);
        QVERIFY2(QFile::exists(committed), qPrintable(committed + QStringLiteral(" is missing")));

        // Bring a copy up to date with the sources, as `update_translations` would: new strings appear unfinished.
        QTemporaryDir dir;
        const QString copy = dir.filePath(QFileInfo(committed).fileName());
        QVERIFY(QFile::copy(committed, copy));
        QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
        QProcess lupdate;
        QStringList arguments{QStringLiteral("-no-obsolete"), QStringLiteral("-locations"), QStringLiteral("none"),
                              QStringLiteral("-silent"), QStringLiteral("@" AF_SOURCE_LIST), QStringLiteral("-ts"), copy};
        if (pluralOnly)
            arguments.prepend(QStringLiteral("-pluralonly"));
        lupdate.start(QStringLiteral(AF_LUPDATE), arguments);
        QVERIFY(lupdate.waitForFinished(240000));
        QVERIFY2(lupdate.exitCode() == 0, lupdate.readAllStandardError().constData());

        QString error;
        const QList<Message> messages = readTs(copy, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(messages.size() > (pluralOnly ? 5 : 100));
        QStringList problems;
        for (const Message &m : messages) {
            const QString where = m.context + QStringLiteral(": \"") + m.source.left(60) + QLatin1Char('"');
            if (!m.type.isEmpty()) {
                problems << where + QStringLiteral(" is ") + m.type;
                continue;
            }
            if (m.numerus && m.forms.size() != pluralForms)
                problems << where + QStringLiteral(" has %1 plural forms, not %2").arg(m.forms.size()).arg(pluralForms);
            for (const QString &form : m.forms) {
                if (form.trimmed().isEmpty()) {
                    problems << where + QStringLiteral(" has an empty translation");
                    continue;
                }
                QSet<QString> expected = placeholders(m.source);
                QSet<QString> got = placeholders(form);
                if (m.numerus) { // a plural form may leave the count out ("one fuel")
                    expected.remove(QStringLiteral("%n"));
                    got.remove(QStringLiteral("%n"));
                }
                if (expected != got)
                    problems << where + QStringLiteral(" placeholders differ: ") + form.left(60);
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("%1 problem(s) in %2:\n  ").arg(problems.size()).arg(language) +
                                                problems.mid(0, 40).join(QStringLiteral("\n  "))));
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
