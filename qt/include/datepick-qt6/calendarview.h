/// @file calendarview.h
/// Datepick::CalendarView, the inline style of a libdatepick picker: a month grid of any ICU calendar.
#pragma once

#include <QtCore/QDateTime>
#include <QtCore/QString>
#include <QtWidgets/QWidget>

#include "export.h"
#include "mode.h"

namespace Datepick {

/**
 * A month of any ICU calendar (Gregorian, Hebrew, Chinese, Japanese, Persian…), as libdatepick's dp_calendar holds
 * it: the month's heading between previous and next month buttons, the weekday names from the locale's first
 * weekday, the locale's week numbers on request, today marked, the days outside the bounds dimmed, mirrored right
 * to left.
 *
 * It takes React Aria's calendar keys (arrows a day or a week, Page Up and Down a month, with Shift a year, Home
 * and End the month's first and last days, Enter or Space to pick the day with the focus) and clicks on a day. A
 * pick sets `dateTime`'s day and keeps its time of day.
 *
 * Its picker properties follow WheelPicker's rule: a change libdatepick refuses (or a mode without days, which
 * has no month to show) leaves everything as it was and sets `error`.
 */
class DATEPICK_QT_EXPORT CalendarView : public QWidget {
    Q_OBJECT
    /// An ICU, BCP 47 or POSIX locale id; reads the picker's canonical id ("ja_JP@calendar=japanese"). Empty: the
    /// environment's.
    Q_PROPERTY(QString locale READ locale WRITE setLocale NOTIFY localeChanged)
    /// What the picker picks: a calendar shows the modes with days (Date, DateAndTime).
    Q_PROPERTY(Datepick::Mode mode READ mode WRITE setMode NOTIFY modeChanged)
    /// A calendar instead of the locale's ("japanese", "hebrew"…); reads the picker's. Empty: the locale's.
    Q_PROPERTY(QString calendar READ calendar WRITE setCalendar NOTIFY calendarChanged)
    /// An IANA time zone ("Asia/Tokyo"); reads the picker's. Empty: the environment's.
    Q_PROPERTY(QString timeZone READ timeZone WRITE setTimeZone NOTIFY timeZoneChanged)
    /// The minute wheel's step, 1–30 dividing 60.
    Q_PROPERTY(int minuteInterval READ minuteInterval WRITE setMinuteInterval NOTIFY minuteIntervalChanged)
    /// The seconds wheel's step, 1–30 dividing 60 (with `seconds`).
    Q_PROPERTY(int secondInterval READ secondInterval WRITE setSecondInterval NOTIFY secondIntervalChanged)
    /// Whether there is a seconds wheel (time, date and time, countdown).
    Q_PROPERTY(bool seconds READ seconds WRITE setSeconds NOTIFY secondsChanged)
    /// The value, in the picker's zone; invalid for a countdown. Notified on every change of the value (a key, a
    /// click, a flick or the program), and not when the value set equals the value held.
    Q_PROPERTY(QDateTime dateTime READ dateTime WRITE setDateTime NOTIFY dateTimeChanged)
    /// A countdown's value in seconds, 0–86399.
    Q_PROPERTY(qint64 duration READ duration WRITE setDuration NOTIFY durationChanged)
    /// The earliest value that can be picked; invalid for none.
    Q_PROPERTY(QDateTime minimumDateTime READ minimumDateTime WRITE setMinimumDateTime NOTIFY minimumDateTimeChanged)
    /// The latest value that can be picked; invalid for none.
    Q_PROPERTY(QDateTime maximumDateTime READ maximumDateTime WRITE setMaximumDateTime NOTIFY maximumDateTimeChanged)
    /// Why the last change of the other properties was refused (libdatepick's message); empty after one is taken.
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)
    /// Whether a column of the locale's week numbers is shown (ISO 8601 weeks in Germany, US weeks in the US).
    Q_PROPERTY(bool showWeekNumbers READ showWeekNumbers WRITE setShowWeekNumbers NOTIFY showWeekNumbersChanged)

public:
    /// A calendar in the environment's locale and zone, showing today's month.
    explicit CalendarView(QWidget *parent = nullptr);
    ~CalendarView() override;

    QString locale() const;
    void setLocale(const QString &locale);
    Datepick::Mode mode() const;
    void setMode(Datepick::Mode mode);
    QString calendar() const;
    void setCalendar(const QString &calendar);
    QString timeZone() const;
    void setTimeZone(const QString &timeZone);
    int minuteInterval() const;
    void setMinuteInterval(int minutes);
    int secondInterval() const;
    void setSecondInterval(int seconds);
    bool seconds() const;
    void setSeconds(bool seconds);
    QDateTime dateTime() const;
    void setDateTime(const QDateTime &dateTime);
    qint64 duration() const;
    void setDuration(qint64 seconds);
    QDateTime minimumDateTime() const;
    void setMinimumDateTime(const QDateTime &minimum);
    QDateTime maximumDateTime() const;
    void setMaximumDateTime(const QDateTime &maximum);
    QString error() const;
    bool showWeekNumbers() const;
    void setShowWeekNumbers(bool show);

    /// The picker as data: byte for byte what `datepick --format json` prints for the same options.
    Q_INVOKABLE QString viewJson() const;
    /// The month's heading as shown ("2026年11月", "Kislev 5787").
    QString heading() const;
    /// The day with the keyboard focus, ISO 8601 ("2026-11-30"); empty without a month.
    QString focusedDate() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    void localeChanged(const QString &locale);
    void modeChanged(Datepick::Mode mode);
    void calendarChanged(const QString &calendar);
    void timeZoneChanged(const QString &timeZone);
    void minuteIntervalChanged(int minutes);
    void secondIntervalChanged(int seconds);
    void secondsChanged(bool seconds);
    void dateTimeChanged(const QDateTime &dateTime);
    void durationChanged(qint64 seconds);
    void minimumDateTimeChanged(const QDateTime &minimum);
    void maximumDateTimeChanged(const QDateTime &maximum);
    void errorChanged(const QString &error);
    void showWeekNumbersChanged(bool show);

protected:
    void paintEvent(QPaintEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    friend class CalendarAccessible;
    friend class CalendarCellAccessible;
    void monthChanged();
    struct Private;
    Private *d;
};

} // namespace Datepick
