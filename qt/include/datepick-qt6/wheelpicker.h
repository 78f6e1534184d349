/// @file wheelpicker.h
/// Datepick::WheelPicker, the wheels style of a libdatepick picker, as a Qt widget.
#pragma once

#include <QtCore/QDateTime>
#include <QtCore/QString>

#include "pickerwidget.h"

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
 * The picker properties are PickerWidget's, by its rule: a change libdatepick refuses changes nothing and sets
 * `error`. The wheels show every mode; `minuteInterval` and `secondInterval` are the minute and seconds wheels'
 * steps and `seconds` adds a seconds wheel; `unavailableDates` disables the rows of those days, and `zoneWheel` adds
 * a wheel of time zones.
 */
class DATEPICK_QT_EXPORT WheelPicker : public PickerWidget {
    Q_OBJECT
    /// A wheel of time zones after the time (date and time mode; kept unused by the others), ICU's zones named in
    /// the locale. A zone chosen on it keeps the wall-clock time in the new zone: `timeZone` and `dateTime` follow,
    /// both notified. GTK's `zone-wheel`.
    Q_PROPERTY(bool zoneWheel READ zoneWheel WRITE setZoneWheel NOTIFY zoneWheelChanged)

public:
    /// A date picker (set `mode` for another) in the environment's locale and zone, showing now.
    explicit WheelPicker(QWidget *parent = nullptr);
    ~WheelPicker() override;

    /// Spins `wheel` (0 the leading wheel, in reading order) by `by` enabled rows, as a flick would; returns
    /// whether the value changed.
    Q_INVOKABLE bool step(int wheel, int by);
    /// Selects `row` of `wheel`, as a click on it does; returns whether the value changed (false for a row out of
    /// range or disabled).
    Q_INVOKABLE bool selectRow(int wheel, int row);
    /// The selected row of `wheel`; -1 for a wheel out of range.
    Q_INVOKABLE int selectedRow(int wheel) const;

    bool zoneWheel() const;
    void setZoneWheel(bool zoneWheel);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    void zoneWheelChanged(bool zoneWheel);

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
