/// @file datebutton.h
/// Datepick::DateButton, the compact style of a libdatepick picker (UIDatePicker's .compact), as a Qt widget.
#pragma once

#include <QtCore/QDate>
#include <QtCore/QDateTime>
#include <QtCore/QList>
#include <QtCore/QString>

#include "calendarview.h"
#include "pickerwidget.h"

namespace Datepick {

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
 * kept for the properties' sake. `unavailableDates` are the popup calendar's: dimmed, struck through, skipped.
 *
 * In `selectionMode` Range the popup's calendar picks a range of days (Enter, Space or a click on its first day,
 * which keeps the popup open, then on its last, which closes it), and once it is complete the button shows it as
 * the locale writes an interval (rangeText(), "Nov 30 – Dec 4, 2026"), its accessible name too. GTK's date button
 * in DATEPICK_SELECTION_MODE_RANGE.
 */
class DATEPICK_QT_EXPORT DateButton : public PickerWidget {
    Q_OBJECT
    /// Whether the button holds no date yet: it shows the locale's empty field and dateTime reads invalid.
    Q_PROPERTY(bool empty READ isEmpty WRITE setEmpty NOTIFY emptyChanged)
    /// How the popup's calendar picks: the value's day (Single, the default) or a range (Range), which leaves
    /// `dateTime` as it is. Multiple is refused into `error`: a button shows no set of days. GTK's `selection-mode`.
    Q_PROPERTY(Datepick::CalendarView::SelectionMode selectionMode READ selectionMode WRITE setSelectionMode
                   NOTIFY selectionModeChanged)
    /// In Range, the first day of the complete range; invalid while there is none. GTK's `range-start`.
    Q_PROPERTY(QDate rangeStart READ rangeStart NOTIFY rangeStartChanged)
    /// In Range, the last day of the complete range; invalid while there is none. GTK's `range-end`.
    Q_PROPERTY(QDate rangeEnd READ rangeEnd NOTIFY rangeEndChanged)

public:
    /// A date button in the environment's locale and zone, showing today.
    explicit DateButton(QWidget *parent = nullptr);
    ~DateButton() override;

    bool isEmpty() const;
    void setEmpty(bool empty);

    CalendarView::SelectionMode selectionMode() const;
    void setSelectionMode(CalendarView::SelectionMode mode);
    QDate rangeStart() const;
    QDate rangeEnd() const;
    /// Selects the range between two days (in either order), as two picks in the popup would, and shows it;
    /// false, with `error` saying why (CalendarView::selectRange's words), outside Range or for a range over a
    /// day that cannot be picked.
    Q_INVOKABLE bool selectRange(QDate start, QDate end);
    /// Clears the range, complete or open: the button shows its value again.
    Q_INVOKABLE void clearSelection();
    /// The complete range as the locale writes it ("Nov 30 – Dec 4, 2026", libdatepick's dp_calendar_range_text);
    /// empty without one, and outside Range.
    Q_INVOKABLE QString rangeText() const;
    /// The days selected, in order: a range's every day in Range, else the value's day (none while empty).
    QList<QDate> selectedDates() const;

    /// What the button shows, its accessible name: the complete range's text in Range, else the compact text, or
    /// the locale's empty field while empty.
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
    void selectionModeChanged(Datepick::CalendarView::SelectionMode mode);
    void rangeStartChanged(const QDate &start);
    void rangeEndChanged(const QDate &end);
    /// In Range, the days selected changed: a range opened, completed or cleared.
    void selectionChanged();

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
