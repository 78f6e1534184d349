// The widgets' API by the names issue 32 gives it, checked in their meta-objects: each Q_PROPERTY's name, type,
// notification (dateTimeChanged(const QDateTime &)) and writability (`error` read-only), the methods, and the enum
// Datepick::Mode registered with Q_ENUM_NS, its keys in the order.
#include <QtTest/QtTest>

#include <datepick-qt6/calendarview.h>
#include <datepick-qt6/datebutton.h>
#include <datepick-qt6/datefield.h>
#include <datepick-qt6/mode.h>
#include <datepick-qt6/wheelpicker.h>

#include "api.h"

class ApiTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void theModeEnum() {
        const QMetaEnum modes = QMetaEnum::fromType<Datepick::Mode>();
        QCOMPARE(QByteArray(modes.scope()), QByteArray("Datepick"));
        QCOMPARE(QByteArray(modes.name()), QByteArray("Mode"));
        QVERIFY(modes.isScoped());
        QStringList keys;
        for (int index = 0; index < modes.keyCount(); index++) keys << modes.key(index);
        QCOMPARE(keys, QStringList({"Date", "Time", "DateAndTime", "CountDownTimer", "YearAndMonth"}));
        QCOMPARE(&Datepick::staticMetaObject, modes.enclosingMetaObject());
    }

    void theWidgetsProperties_data() {
        QTest::addColumn<const QMetaObject *>("meta");
        QTest::newRow("WheelPicker") << &Datepick::WheelPicker::staticMetaObject;
        QTest::newRow("CalendarView") << &Datepick::CalendarView::staticMetaObject;
        QTest::newRow("DateField") << &Datepick::DateField::staticMetaObject;
        QTest::newRow("DateButton") << &Datepick::DateButton::staticMetaObject;
    }

    void theWidgetsProperties() {
        QFETCH(const QMetaObject *, meta);
        QVERIFY(meta->inherits(&QWidget::staticMetaObject));
        QVERIFY(QByteArray(meta->className()).startsWith("Datepick::"));
        const QStringList wrong = Api::mismatches(meta, meta->className());
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join("; ")));
    }
};

QTEST_MAIN(ApiTest)

#include "tst_api.moc"
