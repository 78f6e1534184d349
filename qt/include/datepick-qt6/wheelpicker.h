/// @file wheelpicker.h
/// Datepick::WheelPicker, the wheels style of a libdatepick picker, as a Qt widget.
#pragma once

#include <QtCore/QDateTime>
#include <QtCore/QString>
#include <QtWidgets/QWidget>

#include "export.h"
#include "mode.h"

namespace Datepick {

class PickerCore;
class WheelView;

/**
 * The wheels of a date, a time, a date and time, a countdown or a month of a year, in the order, names, digits,
 * calendar and direction of a locale (any ICU locale and calendar), as libdatepick holds them.
 *
 * Each wheel takes the keyboard focus (Tab, and Left and Right on screen, move between them); Up, Down, Page Up,
 * Page Down, Home, End and typed digits or letters move it as every datepick picker's wheels move; the mouse wheel
 * moves a row a notch, a click selects a row, a drag moves the rows and a flick settles on a row.
 *
 * Every property but `error` makes the picker again from the properties with the one value changed. If
 * libdatepick refuses the change, the picker shown and every property stay as they were and `error` says why (the
 * message the datepick command prints); the next change it takes clears `error`.
 */
class DATEPICK_QT_EXPORT WheelPicker : public QWidget {
    Q_OBJECT
    /// An ICU, BCP 47 or POSIX locale id; reads the picker's canonical id ("ja_JP@calendar=japanese"). Empty: the
    /// environment's.
    Q_PROPERTY(QString locale READ locale WRITE setLocale NOTIFY localeChanged)
    /// What the wheels pick.
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

public:
    /// A picker of `mode` in the environment's locale and zone, showing now.
    explicit WheelPicker(QWidget *parent = nullptr);
    ~WheelPicker() override;

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

    /// The picker as data: byte for byte what libdatepick's dp_picker_view_json, and `datepick --format json`
    /// for the same options, give (with its final newline); empty while no picker is shown.
    Q_INVOKABLE QString viewJson() const;
    /// Spins `wheel` (0 the leading wheel, in reading order) by `by` enabled rows, as a flick would; returns
    /// whether the value changed.
    Q_INVOKABLE bool step(int wheel, int by);
    /// Selects `row` of `wheel`, as a click on it does; returns whether the value changed (false for a row out of
    /// range or disabled).
    Q_INVOKABLE bool selectRow(int wheel, int row);

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

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    friend class WheelView;
    struct Private;
    Private *d;
};

} // namespace Datepick
