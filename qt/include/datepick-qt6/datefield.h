/// @file datefield.h
/// Datepick::DateField, the typed style of a libdatepick picker (React Aria's DateField), as a Qt widget.
#pragma once

#include <QtCore/QDateTime>
#include <QtCore/QString>
#include <QtWidgets/QWidget>

#include "export.h"
#include "mode.h"

namespace Datepick {

/**
 * A typed date field: the value in the locale's numeric pattern ("11/30/2026", "30.11.2026", "2026/11/30") as
 * segments the keyboard edits, as libdatepick's dp_field holds them. Each editable segment takes the keyboard
 * focus and is an accessible spin box named by its localized title; literal text between them takes none. The
 * segments are placed left to right in the bidi algorithm's screen order (dp_field_screen_segment: a Hebrew time
 * keeps its hour on the left), right-aligned in a right-to-left locale.
 *
 * Keys, as the model takes them (dp_field_key): Left and Right between segments on screen, Tab and Shift+Tab in
 * reading order (past the last or first segment, out of the field), Up and Down one more or less, Page Up and
 * Down, Home, End, Backspace; digits (ASCII or the locale's) fill the focused segment, a letter sets the day
 * period. Ctrl+V and Shift+Insert give the clipboard's text to setText(), a whole date read as `datepick parse`
 * reads it.
 *
 * `dateTime` changes only when the segments make a complete, valid value (and is notified then); while they do
 * not, it keeps the last such value (invalid for a field that is `empty`) and `validationMessage` says why.
 * Every other property follows WheelPicker's rule: a change libdatepick refuses (a countdown, which has no field)
 * changes nothing and sets `error`.
 */
class DATEPICK_QT_EXPORT DateField : public QWidget {
    Q_OBJECT
    /// An ICU, BCP 47 or POSIX locale id; reads the picker's canonical id. Empty: the environment's.
    Q_PROPERTY(QString locale READ locale WRITE setLocale NOTIFY localeChanged)
    /// What the field holds: Date, Time, DateAndTime or YearAndMonth (a countdown is refused).
    Q_PROPERTY(Datepick::Mode mode READ mode WRITE setMode NOTIFY modeChanged)
    /// A calendar instead of the locale's ("japanese", "hebrew"…); reads the picker's. Empty: the locale's.
    Q_PROPERTY(QString calendar READ calendar WRITE setCalendar NOTIFY calendarChanged)
    /// An IANA time zone ("Asia/Tokyo"); reads the picker's. Empty: the environment's.
    Q_PROPERTY(QString timeZone READ timeZone WRITE setTimeZone NOTIFY timeZoneChanged)
    /// The minute segment's step (Up and Down), 1–30 dividing 60; a typed minute off it is rounded in dateTime.
    Q_PROPERTY(int minuteInterval READ minuteInterval WRITE setMinuteInterval NOTIFY minuteIntervalChanged)
    /// The seconds segment's step, 1–30 dividing 60 (with `seconds`).
    Q_PROPERTY(int secondInterval READ secondInterval WRITE setSecondInterval NOTIFY secondIntervalChanged)
    /// Whether the time has a seconds segment.
    Q_PROPERTY(bool seconds READ seconds WRITE setSeconds NOTIFY secondsChanged)
    /// The last complete, valid value the segments made, in the picker's zone; invalid while `empty`. Notified on
    /// every change (the segments completing another value, or the program), not when the value set is the one
    /// held. Set invalid on a field that is not empty: now.
    Q_PROPERTY(QDateTime dateTime READ dateTime WRITE setDateTime NOTIFY dateTimeChanged)
    /// A countdown's value (a field has no countdown: kept for the properties' sake, as the other widgets').
    Q_PROPERTY(qint64 duration READ duration WRITE setDuration NOTIFY durationChanged)
    /// The earliest value the field accepts; invalid for none. An earlier one typed is a validationMessage.
    Q_PROPERTY(QDateTime minimumDateTime READ minimumDateTime WRITE setMinimumDateTime NOTIFY minimumDateTimeChanged)
    /// The latest value the field accepts; invalid for none.
    Q_PROPERTY(QDateTime maximumDateTime READ maximumDateTime WRITE setMaximumDateTime NOTIFY maximumDateTimeChanged)
    /// Why the last change of the other properties was refused (libdatepick's message); empty after one is taken.
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)
    /// Whether every segment is empty, showing its placeholder, and dateTime invalid: set true to clear the field;
    /// it turns false when a valid dateTime is set or the segments make a complete value.
    Q_PROPERTY(bool empty READ isEmpty WRITE setEmpty NOTIFY emptyChanged)
    /// Why the segments make no value now, in English ("incomplete: the day is empty", "the month has days 1–28,
    /// not 31"), or why setText() refused its text; empty while they make a complete, valid value.
    Q_PROPERTY(QString validationMessage READ validationMessage NOTIFY validationMessageChanged)

public:
    /// A date field in the environment's locale and zone, showing today.
    explicit DateField(QWidget *parent = nullptr);
    ~DateField() override;

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
    bool isEmpty() const;
    void setEmpty(bool empty);
    QString validationMessage() const;

    /// The field as data: libdatepick's dp_field_view_json, byte for byte (the picker's view, its value the last
    /// complete one, with the segments as typed: texts, placeholders, ranges and the focus), as GTK's DateField
    /// gives it; empty while no field is shown.
    Q_INVOKABLE QString viewJson() const;
    /// The segments' texts in reading order, as one line: values, digits typed, placeholders and literals.
    Q_INVOKABLE QString text() const;
    /// Takes a whole date, time or both as a person writes or pastes it ("Nov 30, 2026", "٣٠/١١/٢٠٢٦",
    /// "2026-11-30"), read as `datepick parse` reads it; returns whether the field took it. Text it cannot read
    /// changes nothing and validationMessage says why until the next key.
    Q_INVOKABLE bool setText(const QString &text);

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
    void emptyChanged(bool empty);
    void validationMessageChanged(const QString &message);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    friend class FieldSegment;
    struct Private;
    Private *d;
};

} // namespace Datepick
