/// @file pickerwidget.h
/// Datepick::PickerWidget, what every Datepick widget shares: the picker properties and their one rule.
#pragma once

#include <QtCore/QDateTime>
#include <QtCore/QString>
#include <QtCore/QStringList>
#include <QtWidgets/QWidget>

#include "export.h"
#include "mode.h"

namespace Datepick {

class PickerCore;

/**
 * The base of WheelPicker, CalendarView, DateField and DateButton: the properties of a libdatepick picker (its
 * locale, mode, calendar, time zone, steps, value and bounds), read and changed by one rule.
 *
 * Every property but `error` makes the picker again from the properties with the one value changed. If
 * libdatepick refuses the change (or the widget cannot show the picker made: a calendar a mode without days, a
 * field or a button a countdown), the picker shown and every property stay as they were and `error` says why (the
 * message the datepick command prints); the next change it takes clears `error`. A value set equal to the one held
 * changes nothing and notifies nothing.
 *
 * A PickerWidget is made only as one of the four widgets.
 */
class DATEPICK_QT_EXPORT PickerWidget : public QWidget {
    Q_OBJECT
    /// An ICU, BCP 47 or POSIX locale id; reads the picker's canonical id ("ja_JP@calendar=japanese"). Empty: the
    /// environment's.
    Q_PROPERTY(QString locale READ locale WRITE setLocale NOTIFY localeChanged)
    /// What the picker picks: a date, a time, both, a countdown or a month of a year (the widgets that cannot show
    /// one refuse it into `error`).
    Q_PROPERTY(Datepick::Mode mode READ mode WRITE setMode NOTIFY modeChanged)
    /// A calendar instead of the locale's ("japanese", "hebrew"…); reads the picker's. Empty: the locale's.
    Q_PROPERTY(QString calendar READ calendar WRITE setCalendar NOTIFY calendarChanged)
    /// An IANA time zone ("Asia/Tokyo"); reads the picker's. Empty: the environment's.
    Q_PROPERTY(QString timeZone READ timeZone WRITE setTimeZone NOTIFY timeZoneChanged)
    /// The minute's step (a wheel's rows, a segment's Up and Down), 1–30 dividing 60.
    Q_PROPERTY(int minuteInterval READ minuteInterval WRITE setMinuteInterval NOTIFY minuteIntervalChanged)
    /// The seconds' step, 1–30 dividing 60 (with `seconds`).
    Q_PROPERTY(int secondInterval READ secondInterval WRITE setSecondInterval NOTIFY secondIntervalChanged)
    /// Whether the time has seconds (time, date and time, countdown).
    Q_PROPERTY(bool seconds READ seconds WRITE setSeconds NOTIFY secondsChanged)
    /// The value, in the picker's zone; invalid for a countdown (and while a field or a button is `empty`).
    /// Notified on every change of the value (a person's key, click or flick, or the program), and not when the
    /// value set equals the value held.
    Q_PROPERTY(QDateTime dateTime READ dateTime WRITE setDateTime NOTIFY dateTimeChanged)
    /// A countdown's value in seconds, 0–86399 (kept for the properties' sake by the widgets without a countdown).
    Q_PROPERTY(qint64 duration READ duration WRITE setDuration NOTIFY durationChanged)
    /// The earliest value that can be picked; invalid for none.
    Q_PROPERTY(QDateTime minimumDateTime READ minimumDateTime WRITE setMinimumDateTime NOTIFY minimumDateTimeChanged)
    /// The latest value that can be picked; invalid for none.
    Q_PROPERTY(QDateTime maximumDateTime READ maximumDateTime WRITE setMaximumDateTime NOTIFY maximumDateTimeChanged)
    /// The days that cannot be picked besides the bounds, as libdatepick's option "unavailable" takes them:
    /// "weekends" (the locale's weekend, Saturday and Sunday in en_US, Friday and Saturday in he_IL) and ISO 8601
    /// dates ("2026-12-24"). The modes with days (date, date and time) dim them: disabled rows on the day wheels,
    /// days struck through on the calendar, skipped by the keys; a value on one moves to the nearest day that can
    /// be picked. Kept unused by the modes without days. GTK's `unavailable-dates`.
    Q_PROPERTY(QStringList unavailableDates READ unavailableDates WRITE setUnavailableDates NOTIFY unavailableDatesChanged)
    /// Why the last change of the other properties was refused (libdatepick's message); empty after one is taken.
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)

public:
    ~PickerWidget() override;

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
    QStringList unavailableDates() const;
    void setUnavailableDates(const QStringList &days);
    QString error() const;

    /// The picker as data: byte for byte what libdatepick's dp_picker_view_json, and `datepick --format json`
    /// for the same options, give (with its final newline); empty while no picker is shown. A DateField gives its
    /// field's view instead.
    Q_INVOKABLE virtual QString viewJson() const;

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
    void unavailableDatesChanged(const QStringList &days);

private:
    // Made only as one of the four widgets, each of which gives it its core in its constructor: a subclass of
    // another's would have none.
    friend class WheelPicker;
    friend class CalendarView;
    friend class DateField;
    friend class DateButton;
    explicit PickerWidget(QWidget *parent);
    /// Takes the widget's PickerCore, made by the widget (its child) in its constructor: the properties read and
    /// change it and notify what it notifies. The widget deletes it in its destructor, before what borrows from it.
    /// The library's own: not exported.
    Q_DECL_HIDDEN void setCore(PickerCore *core);
    PickerCore *core() const { return m_core; }

    PickerCore *m_core = nullptr;
};

} // namespace Datepick
