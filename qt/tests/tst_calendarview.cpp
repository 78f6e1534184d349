// Datepick::CalendarView: six locales and four calendars (heading, first weekday), React Aria's keys and clicks
// notifying the value, a mode without days refused, week numbers, and the grid mirrored right to left.
#include <QtGui/QAccessible>
#include <QtTest/QSignalSpy>
#include <QtTest/QtTest>

#include <datepick-qt6/calendarview.h>

#include "common.h"

using Datepick::CalendarView;
using Datepick::Mode;

class CalendarViewTest : public QObject {
    Q_OBJECT

    static void show(CalendarView &view, const QString &locale, const char *zone = "UTC") {
        view.setLocale(locale);
        view.setTimeZone(zone);
        view.setDateTime(Test::at("2026-11-30T14:05:00", zone));
        QVERIFY2(view.error().isEmpty(), qPrintable(view.error()));
        view.resize(view.sizeHint());
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
    }
    /// The accessible cell of a week's day column (counted from the locale's first weekday).
    static QAccessibleInterface *cell(CalendarView &view, int week, int column) {
        return QAccessible::queryAccessibleInterface(&view)->child(week * 7 + column);
    }
    static QRect cellRect(CalendarView &view, int week, int column) {
        const QRect global = cell(view, week, column)->rect();
        return QRect(view.mapFromGlobal(global.topLeft()), global.size());
    }

private Q_SLOTS:
    void theLocalesAndCalendars_data() {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("heading");
        QTest::addColumn<QString>("firstWeekday");   // the view's
        QTest::addColumn<QString>("firstDayName");   // the first column's day, in the first week
        QTest::newRow("en_US") << "en_US" << "November 2026" << "sun" << "Sunday, November 1, 2026";
        QTest::newRow("de_DE") << "de_DE" << "November 2026" << "mon" << "Montag, 26. Oktober 2026";
        QTest::newRow("he_IL hebrew") << "he_IL@calendar=hebrew" << "כסלו 5787" << "sun" << "יום ראשון, 28 בחשוון 5787";
        QTest::newRow("zh_CN chinese") << "zh_CN@calendar=chinese" << "2026丙午年十月" << "mon"
                                         << "2026丙午年十月1星期一";
        QTest::newRow("ja_JP japanese") << "ja_JP@calendar=japanese" << "令和8年11月" << "sun" << "令和8年11月1日日曜日";
        QTest::newRow("fa_IR persian") << "fa_IR@calendar=persian" << "۱۴۰۵ آذر" << "sat" << "۱۴۰۵ آبان ۳۰, شنبه";
    }

    void theLocalesAndCalendars() {
        QFETCH(QString, locale);
        QFETCH(QString, heading);
        QFETCH(QString, firstWeekday);
        QFETCH(QString, firstDayName);
        CalendarView view;
        show(view, locale);
        const QJsonObject json = QJsonDocument::fromJson(view.viewJson().toUtf8()).object();
        QVERIFY(!view.heading().isEmpty());
        if (!heading.isEmpty()) QCOMPARE(view.heading(), heading);
        QCOMPARE(json.value("firstWeekday").toString(), firstWeekday);
        if (!firstDayName.isEmpty()) QCOMPARE(cell(view, 0, 0)->text(QAccessible::Name), firstDayName);
        QCOMPARE(view.focusedDate(), QString("2026-11-30"));
        QCOMPARE(view.calendar(), json.value("calendar").toString());
    }

    void keysMoveTheFocusAndEnterPicks() {
        CalendarView view;
        show(view, "en_US");
        QSignalSpy values(&view, &CalendarView::dateTimeChanged);
        QTest::keyClick(&view, Qt::Key_Right);
        QCOMPARE(view.focusedDate(), QString("2026-12-01"));
        QCOMPARE(view.heading(), QString("December 2026"));
        QCOMPARE(values.count(), 0); // the focus moves; Enter picks
        QTest::keyClick(&view, Qt::Key_Return);
        QCOMPARE(values.count(), 1);
        QCOMPARE(view.dateTime(), Test::at("2026-12-01T14:05:00", "UTC")); // the time of day kept
        QTest::keyClick(&view, Qt::Key_PageDown, Qt::ShiftModifier);
        QCOMPARE(view.focusedDate(), QString("2027-12-01"));
        QTest::keyClick(&view, Qt::Key_End);
        QCOMPARE(view.focusedDate(), QString("2027-12-31"));
        QTest::keyClick(&view, Qt::Key_Space);
        QCOMPARE(values.count(), 2);
        QCOMPARE(view.dateTime().date(), QDate(2027, 12, 31));
        // The same day again changes nothing.
        QTest::keyClick(&view, Qt::Key_Return);
        QCOMPARE(values.count(), 2);
    }

    void aClickPicksADay() {
        CalendarView view;
        show(view, "en_US");
        QSignalSpy values(&view, &CalendarView::dateTimeChanged);
        // November 2026 starts on a Sunday: the first week's fourth column is the 4th.
        QTest::mouseClick(&view, Qt::LeftButton, {}, cellRect(view, 0, 3).center());
        QCOMPARE(values.count(), 1);
        QCOMPARE(view.dateTime().date(), QDate(2026, 11, 4));
        QCOMPARE(values.at(0).at(0).toDateTime(), view.dateTime());
    }

    void boundsAreNotPicked() {
        CalendarView view;
        show(view, "en_US");
        view.setMinimumDateTime(Test::at("2026-11-10T00:00:00", "UTC"));
        QVERIFY(view.error().isEmpty());
        QSignalSpy values(&view, &CalendarView::dateTimeChanged);
        QVERIFY2(cell(view, 0, 3)->state().disabled, qPrintable(cell(view, 0, 3)->text(QAccessible::Name) + view.viewJson()));
        QTest::mouseClick(&view, Qt::LeftButton, {}, cellRect(view, 0, 3).center());
        QCOMPARE(values.count(), 0);
    }

    void aModeWithoutDaysIsRefused() {
        CalendarView view;
        show(view, "en_US");
        QSignalSpy errors(&view, &CalendarView::errorChanged);
        view.setMode(Mode::Time);
        QVERIFY(!view.error().isEmpty());
        QCOMPARE(errors.count(), 1);
        QCOMPARE(view.mode(), Mode::Date);
        view.setMode(Mode::DateAndTime);
        QVERIFY(view.error().isEmpty());
    }

    void theViewIsTheCommands() {
        CalendarView view;
        show(view, "de_DE", "Europe/Berlin");
        QString why;
        const QByteArray command = Test::commandView(
            {"--locale", "de_DE", "--mode", "date", "--zone", "Europe/Berlin", "--date", "2026-11-30T14:05:00+01:00"}, &why);
        QVERIFY2(!command.isEmpty(), qPrintable(why));
        QCOMPARE(view.viewJson().toUtf8(), command);
    }

    void weekNumbersTakeAColumn() {
        CalendarView view;
        show(view, "de_DE");
        QSignalSpy shown(&view, &CalendarView::showWeekNumbersChanged);
        const int width = view.sizeHint().width(), left = cellRect(view, 0, 0).left();
        view.setShowWeekNumbers(true);
        QCOMPARE(shown.count(), 1);
        QVERIFY(view.sizeHint().width() > width);
        view.resize(view.sizeHint());
        QVERIFY(cellRect(view, 0, 0).left() > left - (view.sizeHint().width() - width) / 2);
        view.setShowWeekNumbers(true);
        QCOMPARE(shown.count(), 1);
    }

    void rightToLeftMirrorsTheGrid_data() {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<bool>("mirrored");
        QTest::newRow("ar_EG") << "ar_EG" << true;
        QTest::newRow("he_IL") << "he_IL" << true;
        QTest::newRow("en_US") << "en_US" << false;
    }

    void rightToLeftMirrorsTheGrid() {
        QFETCH(QString, locale);
        QFETCH(bool, mirrored);
        CalendarView view;
        show(view, locale);
        const QRect first = cellRect(view, 1, 0), second = cellRect(view, 1, 1);
        QVERIFY(mirrored ? first.left() > second.left() : first.left() < second.left());
        // ArrowLeft goes to the day drawn on the left, whichever way the locale reads.
        const QString before = view.focusedDate();
        QTest::keyClick(&view, Qt::Key_Left);
        const QDate moved = QDate::fromString(view.focusedDate(), Qt::ISODate);
        QCOMPARE(QDate::fromString(before, Qt::ISODate).daysTo(moved), mirrored ? 1 : -1);
    }
};

QTEST_MAIN(CalendarViewTest)
#include "tst_calendarview.moc"
