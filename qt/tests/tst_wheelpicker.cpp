// Datepick::WheelPicker: its properties and refusals, the value a key, a click, a flick (timed by its events) and
// the program notify (and an equal value does not), its view against the datepick command's, and its mirrored order
// right to left.
#include <QtTest/QSignalSpy>
#include <QtTest/QtTest>

#include <datepick-qt6/wheelpicker.h>

#include "common.h"

using Datepick::Mode;
using Datepick::WheelPicker;

class WheelPickerTest : public QObject {
    Q_OBJECT

    /// An en_US date picker in UTC on 2026-11-30 at 14:05.
    static void american(WheelPicker &picker) {
        picker.setLocale("en_US");
        picker.setTimeZone("UTC");
        picker.setDateTime(Test::at("2026-11-30T14:05:00", "UTC"));
        QVERIFY2(picker.error().isEmpty(), qPrintable(picker.error()));
    }

private Q_SLOTS:
    void propertiesReadWhatThePickerHolds() {
        WheelPicker picker;
        picker.setLocale("ja-JP-u-ca-japanese");
        QCOMPARE(picker.locale(), QString("ja_JP@calendar=japanese"));
        QCOMPARE(picker.calendar(), QString("japanese"));
        picker.setTimeZone("Asia/Tokyo");
        picker.setDateTime(Test::at("2026-11-30T14:05:00", "Asia/Tokyo"));
        QCOMPARE(picker.timeZone(), QString("Asia/Tokyo"));
        QCOMPARE(picker.dateTime(), Test::at("2026-11-30T14:05:00", "Asia/Tokyo"));
        QCOMPARE(picker.dateTime().timeZone().id(), QByteArray("Asia/Tokyo"));
        QVERIFY(picker.error().isEmpty());
    }

    void eachModeIsLibdatepicksWord() {
        // The enum's keys, their first letter lowered, are the options' words: each mode is taken and the view
        // names it so.
        const QMetaEnum modes = QMetaEnum::fromType<Mode>();
        QCOMPARE(modes.keyCount(), 5);
        for (int index = 0; index < modes.keyCount(); index++) {
            WheelPicker picker;
            picker.setLocale("en_US");
            picker.setMode(Mode(modes.value(index)));
            QVERIFY2(picker.error().isEmpty(), qPrintable(picker.error()));
            QString word = modes.key(index);
            word[0] = word[0].toLower();
            QCOMPARE(QJsonDocument::fromJson(picker.viewJson().toUtf8()).object().value("mode").toString(), word);
        }
    }

    void refusalsKeepThePickerAndSayWhy_data() {
        QTest::addColumn<QString>("property");
        QTest::addColumn<QVariant>("value");
        QTest::addColumn<QString>("words");
        QTest::addColumn<Mode>("mode");
        QTest::newRow("bad locale") << "locale" << QVariant("xx_YY") << "xx_YY" << Mode::Date;
        QTest::newRow("bad zone") << "timeZone" << QVariant("Mars/Base") << "Mars/Base" << Mode::DateAndTime;
        // A minute wheel, so that its interval is libdatepick's to refuse (a date picker keeps it for later).
        QTest::newRow("minute interval 7") << "minuteInterval" << QVariant(7) << "7" << Mode::Time;
        QTest::newRow("bad calendar") << "calendar" << QVariant("gregorian2") << "gregorian2" << Mode::Date;
    }

    void refusalsKeepThePickerAndSayWhy() {
        QFETCH(QString, property);
        QFETCH(QVariant, value);
        QFETCH(QString, words);
        QFETCH(Mode, mode);
        WheelPicker picker;
        picker.setMode(mode);
        american(picker);
        const QVariant before = picker.property(property.toLatin1());
        const QString view = picker.viewJson();
        QSignalSpy errors(&picker, &WheelPicker::errorChanged), values(&picker, &WheelPicker::dateTimeChanged);
        QVERIFY(picker.setProperty(property.toLatin1(), value));
        QVERIFY2(!picker.error().isEmpty(), "refused");
        QVERIFY2(picker.error().contains(words), qPrintable(picker.error()));
        QCOMPARE(errors.count(), 1);
        QCOMPARE(errors.at(0).at(0).toString(), picker.error());
        QCOMPARE(picker.property(property.toLatin1()), before);
        QCOMPARE(picker.viewJson(), view);
        QCOMPARE(values.count(), 0);
        // A change taken clears the error.
        picker.setLocale("de_DE");
        QVERIFY(picker.error().isEmpty());
        QCOMPARE(errors.count(), 2);
        QCOMPARE(picker.locale(), QString("de_DE"));
    }

    void optionsTheModeIgnoresAreKeptForLater() {
        // A time picker has no calendar: the property is kept, not given to libdatepick (its table says which).
        WheelPicker picker;
        picker.setLocale("ja_JP");
        picker.setMode(Mode::Time);
        picker.setCalendar("japanese");
        QVERIFY2(picker.error().isEmpty(), qPrintable(picker.error()));
        picker.setMode(Mode::Date);
        QCOMPARE(picker.calendar(), QString("japanese"));
        QVERIFY(picker.locale().contains("japanese") || picker.viewJson().contains("\"calendar\": \"japanese\""));
    }

    void theErrorIsTheCommandsMessage() {
        WheelPicker picker;
        picker.setLocale("xx_YY");
        QString why;
        const QByteArray command = Test::commandView({"--locale", "xx_YY"}, &why);
        QVERIFY(command.isEmpty());
        QVERIFY2(why.contains(picker.error()), qPrintable(why + " / " + picker.error()));
    }

    void aKeyNotifiesTheValue() {
        WheelPicker picker;
        american(picker);
        QSignalSpy values(&picker, &WheelPicker::dateTimeChanged);
        QWidget *day = Test::wheel(&picker, "day");
        QVERIFY(day);
        QTest::keyClick(day, Qt::Key_Down);
        QCOMPARE(values.count(), 1);
        QCOMPARE(picker.dateTime(), Test::at("2026-11-01T14:05:00", "UTC")); // the day wheel loops in its month
        QCOMPARE(values.at(0).at(0).toDateTime(), picker.dateTime());
        // Typed digits reach a day, as libdatepick's wheels take them.
        QTest::keyClicks(day, "15");
        QCOMPARE(picker.dateTime().date(), QDate(2026, 11, 15));
        // Page Down on the month wheel: five rows on, looping; Home its first row, End its last.
        QWidget *month = Test::wheel(&picker, "month");
        QVERIFY(month);
        QTest::keyClick(month, Qt::Key_PageDown);
        QCOMPARE(picker.dateTime().date().month(), 4);
        QTest::keyClick(Test::wheel(&picker, "month"), Qt::Key_Home);
        QCOMPARE(picker.dateTime().date(), QDate(2026, 1, 15));
        QTest::keyClick(Test::wheel(&picker, "month"), Qt::Key_End);
        QCOMPARE(picker.dateTime().date(), QDate(2026, 12, 15));
    }

    void aClickOnARowNotifiesTheValue() {
        WheelPicker picker;
        american(picker);
        picker.show();
        QVERIFY(QTest::qWaitForWindowExposed(&picker));
        QSignalSpy values(&picker, &WheelPicker::dateTimeChanged);
        QWidget *day = Test::wheel(&picker, "day");
        const double row = day->fontMetrics().height() * 1.6, band = row * 0.8 + 2 * row;
        // The row below the bar, then two rows above it.
        QTest::mouseClick(day, Qt::LeftButton, {}, QPoint(day->width() / 2, int(band + row * 1.5)));
        QCOMPARE(values.count(), 1);
        QCOMPARE(picker.dateTime().date(), QDate(2026, 11, 1));
        QTest::mouseClick(day, Qt::LeftButton, {}, QPoint(day->width() / 2, int(band - row * 1.5)));
        QCOMPARE(values.count(), 2);
        QCOMPARE(picker.dateTime().date(), QDate(2026, 11, 29));
        // A click in the bar selects the row already selected: nothing changes.
        QTest::mouseClick(day, Qt::LeftButton, {}, QPoint(day->width() / 2, int(band + row / 2)));
        QCOMPARE(values.count(), 2);
    }

    void aFlickIsTimedByItsEvents_data() {
        QTest::addColumn<bool>("animated");
        QTest::newRow("animated") << true;
        QTest::newRow("no animations") << false;
    }

    void aFlickIsTimedByItsEvents() {
        // A drag up the year's wheel, fifteen pixels every ten milliseconds of the events' own time (QTest's
        // timestamps), released a millisecond after its last move, flings the wheel on however long the machine
        // took to deliver the release; released half a second after it, the pointer rested and it does not.
        QFETCH(bool, animated);
        QApplication::setEffectEnabled(Qt::UI_General, animated);
        WheelPicker picker;
        american(picker);
        picker.show();
        QVERIFY(QTest::qWaitForWindowExposed(&picker));
        QWidget *year = Test::wheel(&picker, "year");
        QSignalSpy values(&picker, &WheelPicker::dateTimeChanged);
        auto drag = [&] {
            const QPoint start(year->width() / 2, year->height() / 2);
            QTest::mousePress(year, Qt::LeftButton, {}, start);
            for (int move = 1; move <= 5; move++) QTest::mouseMove(year, start - QPoint(0, 15 * move), 10);
            return start - QPoint(0, 75);
        };
        auto settledYear = [&] {
            // At rest: nothing more for a third of a second (a fling takes a second and a half at most).
            for (int waited = 0, last = -1; last != values.size(); waited += 300) {
                if (waited >= 3000) return -1;
                last = int(values.size());
                QTest::qWait(300);
            }
            return picker.dateTime().date().year();
        };
        QPoint at = drag();
        const int dragged = picker.dateTime().date().year();
        QVERIFY2(dragged >= 2027 && dragged <= 2030, qPrintable(QString::number(dragged)));
        QTest::qWait(400); // the machine stalls: the release is delivered late, but stamped a millisecond on
        QTest::mouseRelease(year, Qt::LeftButton, {}, at);
        const int flung = settledYear();
        QVERIFY2(flung >= dragged + 3, qPrintable(QString("%1 after %2").arg(flung).arg(dragged)));
        QCOMPARE(picker.dateTime(), Test::at(QString("%1-11-30T14:05:00").arg(flung), "UTC"));

        at = drag();
        const int draggedAgain = picker.dateTime().date().year();
        QVERIFY(draggedAgain > flung);
        const int notified = int(values.size());
        QTest::mouseRelease(year, Qt::LeftButton, {}, at, 500); // stamped half a second after the last move
        QCOMPARE(settledYear(), draggedAgain);
        QCOMPARE(values.size(), notified);
        QApplication::setEffectEnabled(Qt::UI_General, true);
    }

    void theMouseWheelMovesARowANotch() {
        WheelPicker picker;
        american(picker);
        QSignalSpy values(&picker, &WheelPicker::dateTimeChanged);
        QWidget *month = Test::wheel(&picker, "month");
        QWheelEvent notch(QPointF(5, 5), month->mapToGlobal(QPointF(5, 5)), {}, QPoint(0, -120), Qt::NoButton, {},
                          Qt::NoScrollPhase, false);
        QApplication::sendEvent(month, &notch);
        QCOMPARE(values.count(), 1);
        QCOMPARE(picker.dateTime().date(), QDate(2026, 12, 30));
    }

    void theProgramsChangesNotifyAndEqualValuesDoNot() {
        WheelPicker picker;
        american(picker);
        QSignalSpy values(&picker, &WheelPicker::dateTimeChanged), locales(&picker, &WheelPicker::localeChanged);
        picker.setDateTime(Test::at("2026-11-30T14:05:00", "UTC"));
        QCOMPARE(values.count(), 0);
        // The same instant written in another zone reads the same in the picker's zone.
        picker.setDateTime(Test::at("2026-11-30T23:05:00", "Asia/Tokyo"));
        QCOMPARE(values.count(), 0);
        picker.setLocale("en_US");
        QCOMPARE(locales.count(), 0);
        picker.setDateTime(Test::at("2026-12-24T09:00:00", "UTC"));
        QCOMPARE(values.count(), 1);
        QCOMPARE(values.at(0).at(0).toDateTime(), Test::at("2026-12-24T09:00:00", "UTC"));
        QVERIFY(picker.step(0, 1));
        QCOMPARE(values.count(), 2);
        QVERIFY(picker.selectRow(Test::viewFields(picker.viewJson()).indexOf("day"), 0));
        QCOMPARE(values.count(), 3);
        QCOMPARE(picker.dateTime().date().day(), 1);
        QVERIFY(!picker.selectRow(99, 0));
        QCOMPARE(values.count(), 3);
    }

    void theIntervalRoundsTheValueAndOnlyAChangeNotifies() {
        WheelPicker picker;
        picker.setMode(Mode::Time);
        american(picker);
        QSignalSpy values(&picker, &WheelPicker::dateTimeChanged), intervals(&picker, &WheelPicker::minuteIntervalChanged);
        picker.setMinuteInterval(15);
        QCOMPARE(intervals.count(), 1);
        QCOMPARE(values.count(), 1);
        QCOMPARE(picker.dateTime().time(), QTime(14, 0));
        picker.setDateTime(Test::at("2026-11-30T14:02:00", "UTC")); // rounded to what is held
        QCOMPARE(values.count(), 1);
    }

    void aCountdownNotifiesItsDuration() {
        WheelPicker picker;
        picker.setLocale("en_US");
        picker.setMode(Mode::CountDownTimer);
        QSignalSpy durations(&picker, &WheelPicker::durationChanged);
        picker.setDuration(3660);
        QCOMPARE(durations.count(), 1);
        QCOMPARE(picker.duration(), 3660);
        QVERIFY(!picker.dateTime().isValid());
        picker.setDuration(3660);
        QCOMPARE(durations.count(), 1);
        QTest::keyClick(Test::wheel(&picker, "hour"), Qt::Key_Down);
        QCOMPARE(durations.count(), 2);
        QCOMPARE(picker.duration(), 7260);
        picker.setDuration(86400);
        QVERIFY(!picker.error().isEmpty());
        QCOMPARE(picker.duration(), 7260);
    }

    void aModeChangeNotifiesOnlyWhatChanged_data() {
        QTest::addColumn<QString>("calendar"); // as set ("": the locale's)
        QTest::addColumn<QString>("zone");     // as set ("": the environment's, TZ=UTC)
        QTest::addColumn<QString>("readsCalendar");
        QTest::addColumn<QString>("readsZone");
        QTest::newRow("unset") << "" << "" << "japanese" << "Etc/UTC";
        QTest::newRow("set") << "hebrew" << "Asia/Tokyo" << "hebrew" << "Asia/Tokyo";
    }

    void aModeChangeNotifiesOnlyWhatChanged() {
        QFETCH(QString, calendar);
        QFETCH(QString, zone);
        QFETCH(QString, readsCalendar);
        QFETCH(QString, readsZone);
        WheelPicker picker;
        picker.setLocale("ja_JP@calendar=japanese");
        picker.setCalendar(calendar);
        picker.setTimeZone(zone);
        QVERIFY2(picker.error().isEmpty(), qPrintable(picker.error()));
        QSignalSpy calendars(&picker, &WheelPicker::calendarChanged), zones(&picker, &WheelPicker::timeZoneChanged),
            modes(&picker, &WheelPicker::modeChanged);
        // Through every mode and back: the time has no calendar, the countdown no zone, yet neither changed.
        for (Mode mode : {Mode::Time, Mode::CountDownTimer, Mode::YearAndMonth, Mode::DateAndTime, Mode::Date}) {
            picker.setMode(mode);
            QVERIFY2(picker.error().isEmpty(), qPrintable(picker.error()));
            QCOMPARE(picker.mode(), mode);
            QCOMPARE(picker.calendar(), readsCalendar);
            QCOMPARE(picker.timeZone(), readsZone);
        }
        QCOMPARE(modes.count(), 5);
        QCOMPARE(calendars.count(), 0);
        QCOMPARE(zones.count(), 0);
    }

    void aZoneQtDoesNotKnowKeepsLibdatepicksOffset() {
        // ICU's SystemV zones are not in the system's tz database, yet libdatepick takes them (and its zone wheel
        // offers them): the value is at libdatepick's offset for the instant, never silently UTC.
        const QByteArray unknown = "SystemV/EST5EDT";
        if (QTimeZone(unknown).isValid()) QSKIP("this system's tz database has SystemV/EST5EDT");
        WheelPicker picker;
        picker.setLocale("en_US");
        picker.setMode(Mode::DateAndTime);
        picker.setTimeZone(QString::fromLatin1(unknown));
        QSignalSpy values(&picker, &WheelPicker::dateTimeChanged);
        picker.setDateTime(QDateTime(QDate(2026, 7, 1), QTime(12, 0), Qt::UTC));
        QVERIFY2(picker.error().isEmpty(), qPrintable(picker.error()));
        QCOMPARE(picker.timeZone(), QString::fromLatin1(unknown));
        QCOMPARE(values.count(), 1);
        QCOMPARE(picker.dateTime().timeSpec(), Qt::OffsetFromUTC);
        QCOMPARE(picker.dateTime().offsetFromUtc(), -4 * 3600); // daylight time in July
        QCOMPARE(picker.dateTime().time(), QTime(8, 0));
        QCOMPARE(picker.dateTime().toSecsSinceEpoch(), QDateTime(QDate(2026, 7, 1), QTime(12, 0), Qt::UTC).toSecsSinceEpoch());
        // The picker shows 8 AM, as the value reads.
        QCOMPARE(QJsonDocument::fromJson(picker.viewJson().toUtf8()).object().value("value").toString(),
                 QString("2026-07-01T08:00:00-04:00"));
        picker.setDateTime(QDateTime(QDate(2026, 11, 30), QTime(12, 0), Qt::UTC));
        QCOMPARE(picker.dateTime().offsetFromUtc(), -5 * 3600); // standard time in November
        QCOMPARE(picker.dateTime().time(), QTime(7, 0));
        // The same value set again, as read, is no change.
        picker.setDateTime(picker.dateTime());
        QCOMPARE(values.count(), 2);
    }

    void aZoneChosenOnTheZoneWheelIsThePickersZone() {
        WheelPicker picker;
        picker.setLocale("en_US");
        picker.setMode(Mode::DateAndTime);
        picker.setTimeZone("Asia/Tokyo");
        picker.setDateTime(Test::at("2026-11-30T14:05:00", "Asia/Tokyo"));
        picker.setZoneWheel(true);
        QVERIFY2(picker.error().isEmpty(), qPrintable(picker.error()));
        QWidget *zones = Test::wheel(&picker, "timeZone");
        QVERIFY(zones);
        QSignalSpy values(&picker, &WheelPicker::dateTimeChanged), zoneChanges(&picker, &WheelPicker::timeZoneChanged);
        // Letters find a zone by the start of its name, as on every datepick zone wheel.
        // Each letter that reaches another zone moves there (L, Lo, Lon, Lond: Lagos… to London), each move a
        // change of zone and of value, both notified.
        QTest::keyClicks(zones, "Lond");
        QCOMPARE(picker.timeZone(), QString("Europe/London"));
        QVERIFY(zoneChanges.count() >= 1);
        QCOMPARE(values.count(), zoneChanges.count());
        QCOMPARE(zoneChanges.last().at(0).toString(), QString("Europe/London"));
        // The wall-clock time is kept, in the new zone.
        QCOMPARE(picker.dateTime(), Test::at("2026-11-30T14:05:00", "Europe/London"));
        QCOMPARE(values.last().at(0).toDateTime(), picker.dateTime());
        const int moved = zoneChanges.count();
        QCOMPARE(QJsonDocument::fromJson(picker.viewJson().toUtf8()).object().value("value").toString(),
                 QString("2026-11-30T14:05:00Z"));
        // Another property changed: the picker is made again in the zone chosen, the time kept.
        picker.setMinuteInterval(5);
        QVERIFY2(picker.error().isEmpty(), qPrintable(picker.error()));
        QCOMPARE(picker.timeZone(), QString("Europe/London"));
        QCOMPARE(zoneChanges.count(), moved);
        QCOMPARE(picker.dateTime(), Test::at("2026-11-30T14:05:00", "Europe/London"));
        // Without the zone wheel (and in another mode) the option is kept unused.
        picker.setMode(Mode::Date);
        QCOMPARE(picker.zoneWheel(), true);
        QVERIFY(!Test::wheel(&picker, "timeZone"));
    }

    void unavailableDaysAreDisabledRows() {
        WheelPicker picker;
        picker.setLocale("en_US");
        picker.setTimeZone("UTC");
        picker.setDateTime(Test::at("2026-11-30T00:00:00", "UTC")); // a Monday
        QSignalSpy values(&picker, &WheelPicker::dateTimeChanged), days(&picker, &WheelPicker::unavailableDatesChanged);
        picker.setUnavailableDates({"weekends"});
        QVERIFY2(picker.error().isEmpty(), qPrintable(picker.error()));
        QCOMPARE(days.count(), 1);
        QCOMPARE(values.count(), 0);
        QWidget *day = Test::wheel(&picker, "day");
        // Up from Monday the 30th skips Sunday the 29th and Saturday the 28th.
        QTest::keyClick(day, Qt::Key_Up);
        QCOMPARE(picker.dateTime(), Test::at("2026-11-27T00:00:00", "UTC"));
        // A value set on a weekend moves to the nearest day that can be picked.
        picker.setDateTime(Test::at("2026-11-29T00:00:00", "UTC"));
        QCOMPARE(picker.dateTime().date().dayOfWeek() < 6, true);
        // Bad words are libdatepick's refusal, and nothing changes.
        picker.setUnavailableDates({"someday"});
        QVERIFY(!picker.error().isEmpty());
        QCOMPARE(picker.unavailableDates(), QStringList{"weekends"});
    }

    void theBoundsDimAndClamp() {
        WheelPicker picker;
        american(picker);
        QSignalSpy values(&picker, &WheelPicker::dateTimeChanged);
        picker.setMaximumDateTime(Test::at("2026-11-15T00:00:00", "UTC"));
        QVERIFY2(picker.error().isEmpty(), qPrintable(picker.error()));
        QCOMPARE(picker.maximumDateTime(), Test::at("2026-11-15T00:00:00", "UTC"));
        QCOMPARE(values.count(), 1);
        QCOMPARE(picker.dateTime().date(), QDate(2026, 11, 15));
        picker.setMinimumDateTime(Test::at("2027-01-01T00:00:00", "UTC")); // after the maximum
        QVERIFY(!picker.error().isEmpty());
        QVERIFY(!picker.minimumDateTime().isValid());
        picker.setMaximumDateTime(QDateTime());
        QVERIFY(picker.error().isEmpty());
        QVERIFY(!picker.maximumDateTime().isValid());
    }

    void theViewIsTheCommandsByteForByte_data() {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<Mode>("mode");
        QTest::addColumn<QString>("zone");
        QTest::addColumn<QString>("date");
        QTest::addColumn<int>("minuteInterval");
        QTest::addColumn<QStringList>("unavailable");
        QTest::addColumn<bool>("zoneWheel");
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("en_US date, weekends unavailable")
            << "en_US" << Mode::Date << "America/New_York" << "2026-11-30T14:05:00" << 1
            << QStringList{"weekends", "2026-11-25"} << false
            << QStringList{"--locale", "en_US", "--mode", "date", "--zone", "America/New_York", "--date",
                           "2026-11-30T14:05:00-05:00", "--unavailable", "weekends,2026-11-25"};
        QTest::newRow("en_US dateAndTime, zone wheel")
            << "en_US" << Mode::DateAndTime << "Asia/Tokyo" << "2026-11-30T14:05:00" << 1 << QStringList{} << true
            << QStringList{"--locale", "en_US", "--mode", "dateAndTime", "--zone", "Asia/Tokyo", "--date",
                           "2026-11-30T14:05:00+09:00", "--zone-wheel"};
        QTest::newRow("ja_JP date") << "ja_JP" << Mode::Date << "Asia/Tokyo" << "2026-11-30T14:05:00" << 1 << QStringList{} << false
                                    << QStringList{"--locale", "ja_JP", "--mode", "date", "--zone", "Asia/Tokyo",
                                                   "--date", "2026-11-30T14:05:00+09:00"};
        QTest::newRow("ar_EG dateAndTime") << "ar_EG" << Mode::DateAndTime << "Africa/Cairo" << "2026-11-30T14:05:00" << 1 << QStringList{} << false
                                           << QStringList{"--locale", "ar_EG", "--mode", "dateAndTime", "--zone",
                                                          "Africa/Cairo", "--date", "2026-11-30T14:05:00+02:00"};
        QTest::newRow("he_IL hebrew yearAndMonth")
            << "he_IL@calendar=hebrew" << Mode::YearAndMonth << "Asia/Jerusalem" << "2026-11-30T14:05:00" << 1 << QStringList{} << false
            << QStringList{"--locale", "he_IL@calendar=hebrew", "--mode", "yearAndMonth", "--zone", "Asia/Jerusalem",
                           "--date", "2026-11-30T14:05:00+02:00"};
        QTest::newRow("de_DE time every 15") << "de_DE" << Mode::Time << "Europe/Berlin" << "2026-11-30T14:05:00" << 15 << QStringList{} << false
                                             << QStringList{"--locale", "de_DE", "--mode", "time", "--zone",
                                                            "Europe/Berlin", "--date", "2026-11-30T14:05:00+01:00",
                                                            "--minute-interval", "15"};
    }

    void theViewIsTheCommandsByteForByte() {
        QFETCH(QString, locale);
        QFETCH(Mode, mode);
        QFETCH(QString, zone);
        QFETCH(QString, date);
        QFETCH(int, minuteInterval);
        QFETCH(QStringList, unavailable);
        QFETCH(bool, zoneWheel);
        QFETCH(QStringList, arguments);
        WheelPicker picker;
        picker.setMode(mode);
        picker.setUnavailableDates(unavailable);
        picker.setZoneWheel(zoneWheel);
        picker.setLocale(locale);
        picker.setTimeZone(zone);
        picker.setDateTime(Test::at(date, zone.toLatin1().constData()));
        picker.setMinuteInterval(minuteInterval);
        QVERIFY2(picker.error().isEmpty(), qPrintable(picker.error()));
        QString why;
        const QByteArray command = Test::commandView(arguments, &why);
        QVERIFY2(!command.isEmpty(), qPrintable(why));
        QCOMPARE(picker.viewJson().toUtf8(), command);
        // A wheel a wheel of the view, the zone wheel too.
        QCOMPARE(Test::wheels(&picker).size(), Test::viewFields(picker.viewJson()).size());
        QCOMPARE(picker.unavailableDates(), unavailable);
        QCOMPARE(picker.zoneWheel(), zoneWheel);
    }

    void rightToLeftMirrorsTheWheels_data() {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<bool>("mirrored");
        QTest::newRow("ar_EG") << "ar_EG" << true;
        QTest::newRow("he_IL") << "he_IL" << true;
        QTest::newRow("en_US") << "en_US" << false;
        QTest::newRow("ja_JP") << "ja_JP" << false;
    }

    void rightToLeftMirrorsTheWheels() {
        QFETCH(QString, locale);
        QFETCH(bool, mirrored);
        WheelPicker picker;
        picker.setLocale(locale);
        picker.setMode(Mode::DateAndTime);
        picker.resize(picker.sizeHint());
        picker.show();
        QVERIFY(QTest::qWaitForWindowExposed(&picker));
        const QList<QWidget *> wheels = Test::wheels(&picker);
        QVERIFY(wheels.size() >= 3);
        // The wheels are libdatepick's, in its order, and drawn leading to trailing: right to left mirrored.
        QStringList fields;
        for (QWidget *wheel : wheels) fields.append(wheel->objectName().mid(6));
        QCOMPARE(fields, Test::viewFields(picker.viewJson()));
        for (int index = 1; index < wheels.size(); index++)
            QVERIFY2(mirrored ? wheels[index]->x() < wheels[index - 1]->x() : wheels[index]->x() > wheels[index - 1]->x(),
                     qPrintable(fields.join(',')));
        if (mirrored) {
            QCOMPARE(wheels.first()->geometry().right(), picker.width() - 1);
        } else {
            QCOMPARE(wheels.first()->x(), 0);
            // A widget laid out right to left mirrors them too.
            picker.setLayoutDirection(Qt::RightToLeft);
            QVERIFY(wheels.last()->x() < wheels.first()->x());
        }
    }

    void leftAndRightMoveTheFocusOnScreen() {
        WheelPicker picker;
        picker.setLocale("ar_EG");
        picker.show();
        QVERIFY(QTest::qWaitForWindowExposed(&picker));
        const QList<QWidget *> wheels = Test::wheels(&picker);
        wheels.first()->setFocus();
        QVERIFY(wheels.first()->hasFocus());
        // Right to left, the leading wheel is rightmost: Left goes to the next wheel in reading order.
        QTest::keyClick(wheels.first(), Qt::Key_Left);
        QVERIFY(wheels.at(1)->hasFocus());
        QTest::keyClick(wheels.at(1), Qt::Key_Right);
        QVERIFY(wheels.first()->hasFocus());
        QTest::keyClick(wheels.first(), Qt::Key_Tab);
        QVERIFY(wheels.at(1)->hasFocus());
    }
};

QTEST_MAIN(WheelPickerTest)
#include "tst_wheelpicker.moc"
