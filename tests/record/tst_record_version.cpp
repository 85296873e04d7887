// The identity every record and position file carries: format name, format version, writer version.

#include "record/version.h"

#include <QRegularExpression>
#include <QTest>

class TestRecordVersion : public QObject {
    Q_OBJECT

private slots:
    void formatNameIsStable() {
        // Changing it would make every saved game unreadable.
        QCOMPARE(afrecord::formatName(), QStringLiteral("af-referee-record"));
    }

    void formatVersionStartsAtOne() { QCOMPARE(afrecord::formatVersion(), 1); }

    void applicationVersionIsTheProjectVersion() {
        QCOMPARE(afrecord::applicationVersion(), QStringLiteral(AF_EXPECTED_VERSION));
        static const QRegularExpression semver(QStringLiteral("^\\d+\\.\\d+\\.\\d+$"));
        QVERIFY2(semver.match(afrecord::applicationVersion()).hasMatch(), qPrintable(afrecord::applicationVersion()));
    }
};

QTEST_APPLESS_MAIN(TestRecordVersion)
#include "tst_record_version.moc"
