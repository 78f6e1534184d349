// Datepick::DateButton: its text, the popup a click or Space opens (made on first use), a day picked by a key
// closing it and notifying, Escape closing it without a change, the time wheels in DateAndTime, `empty`, a range
// picked in the popup and shown as the locale writes it (unavailable days passed through), and the modes it refuses.
#include <QtGui/QAccessible>
#include <QtTest/QSignalSpy>
#include <QtTest/QtTest>

#include <datepick-qt6/calendarview.h>
#include <datepick-qt6/datebutton.h>
#include <datepick-qt6/wheelpicker.h>

#include "common.h"

using Datepick::DateButton;
using Datepick::Mode;

class DateButtonTest : public QObject {
    Q_OBJECT

    static void setUp(DateButton &button, Mode mode = Mode::Date) {
        button.setLocale("en_US");
        button.setTimeZone("UTC");
        button.setMode(mode);
        button.setDateTime(Test::at("2026-11-30T14:05:00", "UTC"));
        QVERIFY2(button.error().isEmpty(), qPrintable(button.error()));
        button.show();
        QVERIFY(QTest::qWaitForWindowExposed(&button));
        button.activateWindow();
        button.setFocus();
    }

private Q_SLOTS:
    void initTestCase() { QApplication::setEffectEnabled(Qt::UI_General, false); }

    void showsTheCompactText() {
        DateButton button;
        setUp(button);
        QCOMPARE(button.text(), QString("Nov 30, 2026"));
        button.setMode(Mode::DateAndTime);
        QCOMPARE(button.text(), QString::fromUtf8("Nov 30, 2026, 2:05\u202fPM"));
        QAccessibleInterface *accessible = QAccessible::queryAccessibleInterface(&button);
        QCOMPARE(accessible->role(), QAccessible::Button);
        QCOMPARE(accessible->text(QAccessible::Name), button.text());
        const QJsonObject view = QJsonDocument::fromJson(button.viewJson().toUtf8()).object();
        QCOMPARE(view.value("mode").toString(), QString("dateAndTime"));
    }

    void aClickOpensThePopup() {
        DateButton button;
        setUp(button);
        QVERIFY(!button.popupCalendar()); // made on first use
        QTest::mouseClick(&button, Qt::LeftButton);
        QVERIFY(button.isPopupVisible());
        QVERIFY(button.popupCalendar());
        QVERIFY(button.popupCalendar()->hasFocus());
        QCOMPARE(button.popupCalendar()->focusedDate(), QString("2026-11-30"));
        QVERIFY(!button.popupWheels()); // a date: no time wheels
    }

    void aKeyPickClosesThePopupAndNotifies() {
        DateButton button;
        setUp(button);
        QSignalSpy values(&button, &DateButton::dateTimeChanged);
        QTest::keyClick(&button, Qt::Key_Space);
        QVERIFY(button.isPopupVisible());
        Datepick::CalendarView *calendar = button.popupCalendar();
        QTest::keyClick(calendar, Qt::Key_Right);
        QCOMPARE(values.count(), 0);
        QTest::keyClick(calendar, Qt::Key_Return);
        QVERIFY(!button.isPopupVisible());
        QCOMPARE(values.count(), 1);
        QCOMPARE(button.dateTime(), Test::at("2026-12-01T14:05:00", "UTC")); // the time of day kept
        QCOMPARE(values.at(0).at(0).toDateTime(), button.dateTime());
        QCOMPARE(button.text(), QString("Dec 1, 2026"));
        // Space picks as Enter does; a day picked closes the popup in Date mode.
        QTest::keyClick(&button, Qt::Key_Return);
        QVERIFY(button.isPopupVisible());
        QCOMPARE(calendar->focusedDate(), QString("2026-12-01"));
        QTest::keyClick(calendar, Qt::Key_Down);
        QTest::keyClick(calendar, Qt::Key_Space);
        QVERIFY(!button.isPopupVisible());
        QCOMPARE(button.dateTime().date(), QDate(2026, 12, 8));
        QCOMPARE(values.count(), 2);
    }

    void escapeClosesWithoutAChange() {
        DateButton button;
        setUp(button);
        QSignalSpy values(&button, &DateButton::dateTimeChanged);
        button.popup();
        QTest::keyClick(button.popupCalendar(), Qt::Key_Right);
        QTest::keyClick(button.popupCalendar(), Qt::Key_Escape);
        QVERIFY(!button.isPopupVisible());
        QCOMPARE(values.count(), 0);
        QCOMPARE(button.dateTime().date(), QDate(2026, 11, 30));
    }

    void theTimeWheelsKeepTheDay() {
        DateButton button;
        setUp(button, Mode::DateAndTime);
        QSignalSpy values(&button, &DateButton::dateTimeChanged);
        button.popup();
        Datepick::WheelPicker *wheels = button.popupWheels();
        QVERIFY(wheels);
        QVERIFY(wheels->isVisible());
        QCOMPARE(wheels->mode(), Mode::Time);
        QVERIFY(wheels->step(0, 1)); // the hour: 15:05 on the same day
        QCOMPARE(button.dateTime(), Test::at("2026-11-30T15:05:00", "UTC"));
        QCOMPARE(values.count(), 1);
        // A day picked keeps the popup open for the time, and keeps the time.
        QTest::keyClick(button.popupCalendar(), Qt::Key_Left);
        QTest::keyClick(button.popupCalendar(), Qt::Key_Space);
        QVERIFY(button.isPopupVisible());
        QCOMPARE(button.dateTime(), Test::at("2026-11-29T15:05:00", "UTC"));
        QCOMPARE(wheels->dateTime(), button.dateTime());
        QCOMPARE(values.count(), 2);
        // Enter on the wheels takes the time shown and closes.
        Test::wheels(wheels).first()->setFocus();
        QTest::keyClick(Test::wheels(wheels).first(), Qt::Key_Return);
        QVERIFY(!button.isPopupVisible());
        QCOMPARE(values.count(), 2);
    }

    void typingInThePopupsWheelsGoesOn() {
        // A wheel of the popup a person types into is not made again by the value it notifies: two digits make
        // one hour.
        DateButton button;
        setUp(button, Mode::DateAndTime);
        button.setLocale("en_GB"); // a 24-hour clock
        QVERIFY2(button.error().isEmpty(), qPrintable(button.error()));
        button.popup();
        Datepick::WheelPicker *wheels = button.popupWheels();
        QVERIFY(wheels);
        QWidget *hour = Test::wheel(wheels, "hour");
        QVERIFY(hour);
        hour->setFocus();
        QCOMPARE(QApplication::focusWidget(), hour);
        QTest::keyClicks(QApplication::focusWidget(), "1");
        QVERIFY(QApplication::focusWidget());
        QCOMPARE(QApplication::focusWidget(), hour); // the very wheel, not a new one
        QTest::keyClicks(QApplication::focusWidget(), "7");
        QCOMPARE(button.dateTime().time().hour(), 17);
        QCOMPARE(wheels->dateTime(), button.dateTime());
    }

    void emptyUntilAPick() {
        DateButton button;
        setUp(button);
        QSignalSpy empties(&button, &DateButton::emptyChanged), values(&button, &DateButton::dateTimeChanged);
        button.setEmpty(true);
        QVERIFY(button.isEmpty());
        QVERIFY(!button.dateTime().isValid());
        QCOMPARE(empties.count(), 1);
        QCOMPARE(values.count(), 1);
        QVERIFY2(!button.text().contains(QRegularExpression("[0-9]")), qPrintable(button.text()));
        button.popup();
        QTest::keyClick(button.popupCalendar(), Qt::Key_Return);
        QVERIFY(!button.isEmpty());
        QVERIFY(button.dateTime().isValid());
        QCOMPARE(empties.count(), 2);
        QCOMPARE(values.count(), 2);
        QVERIFY(button.text().contains(QRegularExpression("[0-9]")));
    }

    void aClickOnTheFocusedDayOfAnEmptyButtonTakesIt() {
        // The focused day of an empty button's calendar is today, its value already: a click on it is a pick all
        // the same, which the button takes and which closes the popup in Date mode.
        DateButton button;
        setUp(button);
        button.setEmpty(true);
        QSignalSpy empties(&button, &DateButton::emptyChanged);
        button.popup();
        Datepick::CalendarView *calendar = button.popupCalendar();
        QAccessibleInterface *grid = QAccessible::queryAccessibleInterface(calendar);
        QRect focused;
        for (int index = 0; index < 42 && focused.isNull(); index++) {
            QAccessibleInterface *cell = grid->child(index);
            if (cell && cell->state().focused) focused = cell->rect();
        }
        QVERIFY(!focused.isNull());
        QTest::mouseClick(calendar, Qt::LeftButton, {}, calendar->mapFromGlobal(focused.center()));
        QVERIFY(!button.isEmpty());
        QCOMPARE(empties.count(), 1);
        QVERIFY(!button.isPopupVisible());
        QCOMPARE(button.dateTime().date().toString(Qt::ISODate), calendar->focusedDate());
    }

    void aRangePickedInThePopupIsShown() {
        // Range: Enter on the first day keeps the popup open and the text; Down, Right and Enter on the last close
        // it, and the button shows the interval as ICU writes it, with its ends notified once each.
        DateButton button;
        setUp(button);
        QSignalSpy modes(&button, &DateButton::selectionModeChanged), starts(&button, &DateButton::rangeStartChanged),
            ends(&button, &DateButton::rangeEndChanged), selections(&button, &DateButton::selectionChanged),
            values(&button, &DateButton::dateTimeChanged);
        button.setSelectionMode(Datepick::CalendarView::SelectionMode::Range);
        QCOMPARE(modes.count(), 1);
        QCOMPARE(button.property("selectionMode").value<Datepick::CalendarView::SelectionMode>(),
                 Datepick::CalendarView::SelectionMode::Range);
        QVERIFY(button.popupCalendar()); // the range is the popup calendar's: made with it
        QVERIFY(!button.isPopupVisible());
        QCOMPARE(button.selectedDates(), QList<QDate>());
        QTest::keyClick(&button, Qt::Key_Space);
        Datepick::CalendarView *calendar = button.popupCalendar();
        QTest::keyClick(calendar, Qt::Key_Return);
        QVERIFY(button.isPopupVisible());
        QCOMPARE(button.text(), QString("Nov 30, 2026"));
        QCOMPARE(button.rangeStart(), QDate());
        QCOMPARE(selections.count(), 1); // opened
        QTest::keyClick(calendar, Qt::Key_Down);
        QTest::keyClick(calendar, Qt::Key_Right);
        QTest::keyClick(calendar, Qt::Key_Return);
        QVERIFY(!button.isPopupVisible());
        QCOMPARE(button.rangeStart(), QDate(2026, 11, 30));
        QCOMPARE(button.rangeEnd(), QDate(2026, 12, 8));
        QCOMPARE(button.property("rangeEnd").toDate(), QDate(2026, 12, 8));
        QCOMPARE(button.rangeText(), QString::fromUtf8("Nov 30\u2009–\u2009Dec 8, 2026"));
        QCOMPARE(button.text(), button.rangeText());
        QCOMPARE(QAccessible::queryAccessibleInterface(&button)->text(QAccessible::Name), button.rangeText());
        QCOMPARE(button.selectedDates().size(), 9);
        QCOMPARE(button.selectedDates().first(), QDate(2026, 11, 30));
        QCOMPARE(starts.count(), 1);
        QCOMPARE(ends.count(), 1);
        QCOMPARE(ends.at(0).at(0).toDate(), QDate(2026, 12, 8));
        QCOMPARE(selections.count(), 2);
        QCOMPARE(values.count(), 0); // a range is no value
        QCOMPARE(button.dateTime(), Test::at("2026-11-30T14:05:00", "UTC"));
        // Cleared, the button shows its value again; Single shows it with no range.
        button.clearSelection();
        QCOMPARE(button.rangeStart(), QDate());
        QCOMPARE(button.text(), QString("Nov 30, 2026"));
        QCOMPARE(starts.count(), 2);
        QVERIFY(button.selectRange(QDate(2026, 12, 4), QDate(2026, 12, 1)));
        QCOMPARE(button.text(), QString::fromUtf8("Dec 1\u2009–\u20094, 2026"));
        button.setSelectionMode(Datepick::CalendarView::SelectionMode::Single);
        QCOMPARE(button.text(), QString("Nov 30, 2026"));
        QCOMPARE(button.rangeStart(), QDate());
        QCOMPARE(button.selectedDates(), QList<QDate>{QDate(2026, 11, 30)});
        QVERIFY(!button.selectRange(QDate(2026, 12, 1), QDate(2026, 12, 4)));
        QVERIFY(!button.error().isEmpty());
    }

    void aRangeSkipsTheUnavailableDaysAndMultipleIsRefused() {
        // The unavailable days are the popup calendar's: the arrows pass over the weekend, no range spans it, and
        // a button picks no set of days.
        DateButton button;
        setUp(button);
        button.setUnavailableDates({"weekends", "2026-12-02"});
        button.setDateTime(Test::at("2026-12-03T14:05:00", "UTC"));
        button.setSelectionMode(Datepick::CalendarView::SelectionMode::Range);
        QCOMPARE(button.popupCalendar()->unavailableDates(), QStringList({"weekends", "2026-12-02"}));
        QVERIFY(!button.selectRange(QDate(2026, 12, 4), QDate(2026, 12, 7)));
        QVERIFY2(!button.error().isEmpty(), "the weekend between");
        QCOMPARE(button.rangeStart(), QDate());
        QVERIFY(!button.selectRange(QDate(2026, 12, 1), QDate(2026, 12, 3)));
        QVERIFY(button.selectRange(QDate(2026, 12, 3), QDate(2026, 12, 4)));
        QVERIFY(button.error().isEmpty());
        button.clearSelection();
        button.popup();
        Datepick::CalendarView *calendar = button.popupCalendar();
        QCOMPARE(calendar->focusedDate(), QString("2026-12-04")); // the end of the range selected last
        QTest::keyClick(calendar, Qt::Key_Left);
        QTest::keyClick(calendar, Qt::Key_Return); // Thursday the 3rd
        QTest::keyClick(calendar, Qt::Key_Right);
        QCOMPARE(calendar->focusedDate(), QString("2026-12-04"));
        QTest::keyClick(calendar, Qt::Key_Right); // over the weekend to Monday, which cannot end the range
        QCOMPARE(calendar->focusedDate(), QString("2026-12-07"));
        QTest::keyClick(calendar, Qt::Key_Return);
        QVERIFY(button.isPopupVisible());
        QCOMPARE(button.rangeEnd(), QDate());
        QTest::keyClick(calendar, Qt::Key_Left);
        QTest::keyClick(calendar, Qt::Key_Return);
        QVERIFY(!button.isPopupVisible());
        QCOMPARE(button.rangeStart(), QDate(2026, 12, 3));
        QCOMPARE(button.rangeEnd(), QDate(2026, 12, 4));
        QCOMPARE(button.text(), QString::fromUtf8("Dec 3\u2009–\u20094, 2026"));
        QSignalSpy modes(&button, &DateButton::selectionModeChanged);
        button.setSelectionMode(Datepick::CalendarView::SelectionMode::Multiple);
        QCOMPARE(button.error(), QString("a date button picks a day or a range of days, not multiple days"));
        QCOMPARE(button.selectionMode(), Datepick::CalendarView::SelectionMode::Range);
        QCOMPARE(modes.count(), 0);
        QCOMPARE(button.rangeEnd(), QDate(2026, 12, 4));
    }

    void theLayoutDirectionIsTheApps() {
        // The button reads right to left by its locale or by the direction it inherits, and sets none of its own
        // (which would override the app's, or QML's LayoutMirroring).
        QWidget window;
        window.setLayoutDirection(Qt::RightToLeft);
        auto *button = new DateButton(&window);
        button->setLocale("en_US");
        QCOMPARE(button->layoutDirection(), Qt::RightToLeft);
        QVERIFY(!button->testAttribute(Qt::WA_SetLayoutDirection));
        window.setLayoutDirection(Qt::LeftToRight);
        button->setLocale("ar_EG");
        QVERIFY2(button->error().isEmpty(), qPrintable(button->error()));
        QCOMPARE(button->layoutDirection(), Qt::LeftToRight);
        QVERIFY(!button->testAttribute(Qt::WA_SetLayoutDirection));
    }

    void onlyDatesAreTaken_data() {
        QTest::addColumn<Mode>("mode");
        QTest::newRow("time") << Mode::Time;
        QTest::newRow("countdown") << Mode::CountDownTimer;
        QTest::newRow("year and month") << Mode::YearAndMonth;
    }

    void onlyDatesAreTaken() {
        QFETCH(Mode, mode);
        DateButton button;
        setUp(button);
        const QString text = button.text();
        QSignalSpy errors(&button, &DateButton::errorChanged);
        button.setMode(mode);
        QVERIFY2(button.error().startsWith("a date button shows --mode date or dateAndTime, not "), qPrintable(button.error()));
        QCOMPARE(errors.count(), 1);
        QCOMPARE(button.mode(), Mode::Date);
        QCOMPARE(button.text(), text);
        button.setLocale("xx_YY");
        QVERIFY(button.error().contains("xx_YY"));
        button.setMode(Mode::DateAndTime);
        QVERIFY(button.error().isEmpty());
    }
};

QTEST_MAIN(DateButtonTest)
#include "tst_datebutton.moc"
