// Datepick::CalendarView: six locales and four calendars (heading, first weekday), React Aria's keys and clicks
// notifying the value, a mode without days refused, week numbers, and the grid mirrored right to left.
#include <QtGui/QAccessible>

#include <cmath>
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

    /// The colour drawn at a point of the view (its own rendering, offscreen).
    static QColor pixel(CalendarView &view, const QPoint &point) { return view.grab().toImage().pixelColor(point); }
    /// A colour as it lands on the view's background, `alpha` of it over the window colour.
    static QColor over(const QColor &color, double alpha, const QColor &background) {
        return QColor::fromRgbF(float(color.redF() * alpha + background.redF() * (1 - alpha)),
                                float(color.greenF() * alpha + background.greenF() * (1 - alpha)),
                                float(color.blueF() * alpha + background.blueF() * (1 - alpha)));
    }
    static bool near(const QColor &a, const QColor &b) {
        return qAbs(a.red() - b.red()) <= 2 && qAbs(a.green() - b.green()) <= 2 && qAbs(a.blue() - b.blue()) <= 2;
    }

private Q_SLOTS:
    void aRangeByKeys() {
        CalendarView view;
        show(view, "en_US"); // Monday 2026-11-30: week 4, column 1
        view.setFocus();
        const QDateTime value = view.dateTime();
        QSignalSpy starts(&view, &CalendarView::rangeStartChanged), ends(&view, &CalendarView::rangeEndChanged),
            selections(&view, &CalendarView::selectionChanged), values(&view, &CalendarView::dateTimeChanged),
            modes(&view, &CalendarView::selectionModeChanged);
        view.setSelectionMode(CalendarView::SelectionMode::Range);
        QCOMPARE(modes.count(), 1);
        QCOMPARE(view.property("selectionMode").value<CalendarView::SelectionMode>(), CalendarView::SelectionMode::Range);
        // From Single, a range starts with no day.
        QCOMPARE(view.selectedDates(), QList<QDate>());
        QCOMPARE(selections.count(), 1);
        QTest::keyClick(&view, Qt::Key_Return); // opens the range on the 30th
        QCOMPARE(selections.count(), 2);
        QCOMPARE(view.rangeStart(), QDate());
        QCOMPARE(starts.count(), 0);
        for (int day = 0; day < 4; day++) QTest::keyClick(&view, Qt::Key_Left);
        // The band follows the keyboard back to Thursday the 26th (week 3, column 4).
        QCOMPARE(view.focusedDate(), QString("2026-11-26"));
        QCOMPARE(cell(view, 3, 5)->state().selected, 0); // the band is not a selection yet
        QTest::keyClick(&view, Qt::Key_Space); // completes it, taken in order
        QCOMPARE(view.rangeStart(), QDate(2026, 11, 26));
        QCOMPARE(view.rangeEnd(), QDate(2026, 11, 30));
        QCOMPARE(starts.count(), 1);
        QCOMPARE(ends.count(), 1);
        QCOMPARE(ends.last().at(0).toDate(), QDate(2026, 11, 30));
        QCOMPARE(view.property("rangeStart").toDate(), QDate(2026, 11, 26));
        QCOMPARE(view.rangeText(), QString::fromUtf8("Nov 26\u2009–\u200930, 2026"));
        QCOMPARE(view.selectedDates().size(), 5);
        QCOMPARE(view.selectedDates().first(), QDate(2026, 11, 26));
        // A range is no value: dateTime is kept.
        QCOMPARE(values.count(), 0);
        QCOMPARE(view.dateTime(), value);
        // Each day of the range is a selected cell, the days around it not.
        for (int column = 4; column < 7; column++) QCOMPARE(cell(view, 3, column)->state().selected, 1);
        for (int column = 0; column < 2; column++) QCOMPARE(cell(view, 4, column)->state().selected, 1);
        QCOMPARE(cell(view, 3, 3)->state().selected, 0);
        QCOMPARE(cell(view, 4, 2)->state().selected, 0);
        // A third pick opens another range: the complete one is gone.
        QTest::keyClick(&view, Qt::Key_Return);
        QCOMPARE(view.rangeStart(), QDate());
        QCOMPARE(view.rangeEnd(), QDate());
        QCOMPARE(view.rangeText(), QString());
        view.clearSelection();
        QCOMPARE(view.selectedDates(), QList<QDate>());
    }

    void aRangeByClicksIsTakenInOrderAndDrawnMirrored() {
        for (const Qt::LayoutDirection direction : {Qt::LeftToRight, Qt::RightToLeft}) {
            CalendarView view;
            view.setLayoutDirection(direction);
            show(view, "en_US");
            view.setSelectionMode(CalendarView::SelectionMode::Range);
            // Friday the 27th first (week 3, column 5), then Monday the 23rd (column 1): taken in order.
            QTest::mouseClick(&view, Qt::LeftButton, {}, cellRect(view, 3, 5).center());
            QCOMPARE(view.selectedDates(), QList<QDate>{QDate(2026, 11, 27)});
            QCOMPARE(view.rangeEnd(), QDate());
            QTest::mouseClick(&view, Qt::LeftButton, {}, cellRect(view, 3, 1).center());
            QCOMPARE(view.rangeStart(), QDate(2026, 11, 23));
            QCOMPARE(view.rangeEnd(), QDate(2026, 11, 27));
            // The first day's cap is full highlight; the band runs from its middle towards the range's later days:
            // rightwards left to right, leftwards mirrored; a day between is tinted edge to edge.
            const QColor highlight = view.palette().color(QPalette::Highlight);
            const QColor background = view.palette().color(QPalette::Window);
            const QColor tint = over(highlight, 0.3, background);
            const QRect first = cellRect(view, 3, 1), between = cellRect(view, 3, 3);
            const int y = first.top() + 4; // in the band, clear of the cap's circle and of the number
            const int towards = direction == Qt::LeftToRight ? first.right() - 1 : first.left() + 1;
            const int away = direction == Qt::LeftToRight ? first.left() + 1 : first.right() - 1;
            QVERIFY2(near(pixel(view, {towards, y}), tint), qPrintable(pixel(view, {towards, y}).name()));
            QVERIFY2(near(pixel(view, {away, y}), background), qPrintable(pixel(view, {away, y}).name()));
            QVERIFY2(near(pixel(view, {between.left() + 1, y}), tint), qPrintable(pixel(view, {between.left() + 1, y}).name()));
            const QPoint capTop(first.center().x(), first.top() + 5);
            QVERIFY2(near(pixel(view, capTop), highlight), qPrintable(pixel(view, capTop).name()));
        }
    }

    void unavailableDaysAreSkippedRefusedAndDisabled() {
        CalendarView view;
        view.setUnavailableDates({"weekends"});
        show(view, "en_US"); // Monday the 30th
        view.setFocus();
        QSignalSpy values(&view, &CalendarView::dateTimeChanged);
        // Left from Monday skips Sunday the 29th and Saturday the 28th.
        QTest::keyClick(&view, Qt::Key_Left);
        QCOMPARE(view.focusedDate(), QString("2026-11-27"));
        // A click on Saturday the 28th (week 3, column 6) changes nothing.
        QTest::mouseClick(&view, Qt::LeftButton, {}, cellRect(view, 3, 6).center());
        QCOMPARE(view.focusedDate(), QString("2026-11-27"));
        QCOMPARE(values.count(), 0);
        // Unavailable cells are disabled and not selectable to assistive technologies; a weekday is neither.
        QCOMPARE(cell(view, 3, 6)->state().disabled, 1);
        QCOMPARE(cell(view, 3, 6)->state().selectable, 0);
        QCOMPARE(cell(view, 4, 0)->state().disabled, 1);
        QCOMPARE(cell(view, 3, 5)->state().disabled, 0);
        QCOMPARE(cell(view, 3, 5)->state().selectable, 1);
        // Struck through: a line across the middle of the 28th's number, unbroken where the digits leave gaps;
        // Friday the 27th's number has gaps there.
        auto gapsAcross = [&](const QRect &day) {
            const QImage image = view.grab().toImage();
            const int half = view.fontMetrics().horizontalAdvance(QStringLiteral("28")) / 2 - 1;
            const QRect inner = day.adjusted(2, 2, -2, -2);
            const QPointF middle = QRectF(inner).center();
            int gaps = 0;
            for (int x = int(middle.x()) - half; x <= int(middle.x()) + half; x++)
                for (int y : {int(std::floor(middle.y())), int(std::ceil(middle.y()))})
                    gaps += near(image.pixelColor(x, y), view.palette().color(QPalette::Window)) ? 1 : 0;
            return gaps;
        };
        QCOMPARE(gapsAcross(cellRect(view, 3, 6)), 0);
        QVERIFY(gapsAcross(cellRect(view, 3, 5)) > 0);
        // No range spans one.
        view.setSelectionMode(CalendarView::SelectionMode::Range);
        QVERIFY(!view.selectRange(QDate(2026, 11, 27), QDate(2026, 11, 30)));
        QVERIFY(!view.error().isEmpty());
        QCOMPARE(view.rangeStart(), QDate());
        QVERIFY(view.selectRange(QDate(2026, 12, 4), QDate(2026, 11, 30)));
        QVERIFY(view.error().isEmpty());
        QCOMPARE(view.rangeStart(), QDate(2026, 11, 30));
        QCOMPARE(view.rangeEnd(), QDate(2026, 12, 4));
        // Enter on a disabled day in a range is refused: the range stays.
        QTest::keyClick(&view, Qt::Key_Return); // opens one on the 4th (the focus)
        QTest::keyClick(&view, Qt::Key_Right); // Saturday the 5th is skipped, and so is the 6th: Monday the 7th
        QCOMPARE(view.focusedDate(), QString("2026-12-07"));
        QCOMPARE(values.count(), 0);
    }

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
