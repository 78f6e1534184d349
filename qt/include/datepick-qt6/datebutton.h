/// @file datebutton.h
/// Datepick::DateButton, the compact style of a libdatepick picker (UIDatePicker's .compact), as a Qt widget.
#pragma once

#include <QtCore/QDateTime>
#include <QtCore/QString>

#include "pickerwidget.h"

namespace Datepick {

class CalendarView;
class WheelPicker;

/**
 * A button showing the value as the locale writes it (dp_picker_compact_text: "Nov 30, 2026", in DateAndTime
 * "Nov 30, 2026, 2:05 PM"), which opens a popup (a click, Space or Enter, or popup()) holding a CalendarView and,
 * in DateAndTime, the time wheels of a WheelPicker below it. The popup is made the first time it opens.
 *
 * In the popup the calendar's keys move the day; a day picked (a click, Space) closes it in Date mode; Enter picks
 * the day with the focus (or takes the time shown on the wheels) and closes it; Escape closes it without a pick.
 * What is picked there is the button's value, notified by dateTimeChanged, and the calendar and the wheels show
 * the button's value (a time changed keeps the day).
 *
 * A button that is `empty` shows the locale's empty field ("mm/dd/yyyy") and its dateTime reads invalid until a
 * person picks or a valid one is set; dateTime set invalid on a button not empty is now.
 *
 * Its picker properties are PickerWidget's, by its rule; a mode other than Date and DateAndTime (the time wheels
 * below the calendar) is refused into `error`. `minuteInterval`, `secondInterval` and `seconds` are the popup's
 * time wheels'; the days outside `minimumDateTime` and `maximumDateTime` are dimmed in its calendar. viewJson() is
 * libdatepick's dp_picker_view_json, the compact style's texts in it. A button has no countdown: `duration` is
 * kept for the properties' sake.
 */
class DATEPICK_QT_EXPORT DateButton : public PickerWidget {
    Q_OBJECT
    /// Whether the button holds no date yet: it shows the locale's empty field and dateTime reads invalid.
    Q_PROPERTY(bool empty READ isEmpty WRITE setEmpty NOTIFY emptyChanged)

public:
    /// A date button in the environment's locale and zone, showing today.
    explicit DateButton(QWidget *parent = nullptr);
    ~DateButton() override;

    bool isEmpty() const;
    void setEmpty(bool empty);

    /// What the button shows, its accessible name: the compact text, or the locale's empty field while empty.
    Q_INVOKABLE QString text() const;
    /// Opens the popup, as a click does, with the keyboard on the calendar's selected day.
    Q_INVOKABLE void popup();
    /// Closes the popup, as Escape does: the value stays what was picked in it.
    Q_INVOKABLE void popdown();
    /// Whether the popup is open.
    bool isPopupVisible() const;
    /// The popup's calendar and time wheels; null before the popup was first opened (and the wheels outside
    /// DateAndTime).
    CalendarView *popupCalendar() const;
    WheelPicker *popupWheels() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    void emptyChanged(bool empty);

protected:
    void paintEvent(QPaintEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    struct Private;
    Private *d;
};

} // namespace Datepick
