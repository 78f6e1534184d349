/// @file calendarview.h
/// Datepick::CalendarView, the inline style of a libdatepick picker: a month grid of any ICU calendar.
#pragma once

#include <QtCore/QDate>
#include <QtCore/QDateTime>
#include <QtCore/QList>
#include <QtCore/QString>

#include "pickerwidget.h"

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
 * Its picker properties are PickerWidget's, by its rule: a change libdatepick refuses (or a mode without days,
 * which has no month to show: a calendar shows Date and DateAndTime) leaves everything as it was and sets `error`.
 * The days before `minimumDateTime` and after `maximumDateTime` are dimmed and cannot be picked; the days of
 * `unavailableDates` are dimmed, struck through, skipped by the arrow keys and refused to a click.
 *
 * In `selectionMode` Range, the first pick (Enter, Space or a click) opens a range, a band in the palette's
 * highlight colour follows the keyboard's day, and the second pick completes it (`rangeStart`, `rangeEnd`); the
 * band's caps are its first and last days, mirrored right to left; a range never spans a day that cannot be
 * picked. In Multiple, each pick adds or removes a day (selectedDates()). Neither changes `dateTime`.
 */
class DATEPICK_QT_EXPORT CalendarView : public PickerWidget {
    Q_OBJECT
    /// Whether a column of the locale's week numbers is shown (ISO 8601 weeks in Germany, US weeks in the US).
    Q_PROPERTY(bool showWeekNumbers READ showWeekNumbers WRITE setShowWeekNumbers NOTIFY showWeekNumbersChanged)
    /// How a pick changes the selection: one day (the value's), a range, or several days. GTK's `selection-mode`.
    /// From Single the new mode starts with no day selected; between Range and Multiple libdatepick keeps what it
    /// can (a range's days, an open range's first day).
    Q_PROPERTY(SelectionMode selectionMode READ selectionMode WRITE setSelectionMode NOTIFY selectionModeChanged)
    /// In Range, the first day of the complete range; invalid while there is none (none picked, or only its first
    /// day). GTK's `range-start`.
    Q_PROPERTY(QDate rangeStart READ rangeStart NOTIFY rangeStartChanged)
    /// In Range, the last day of the complete range; invalid while there is none. GTK's `range-end`.
    Q_PROPERTY(QDate rangeEnd READ rangeEnd NOTIFY rangeEndChanged)

public:
    /// libdatepick's selection modes (dp_calendar_set_selection_mode's "single", "range", "multiple").
    enum class SelectionMode { Single, Range, Multiple };
    Q_ENUM(SelectionMode)

    /// A calendar in the environment's locale and zone, showing today's month.
    explicit CalendarView(QWidget *parent = nullptr);
    ~CalendarView() override;

    bool showWeekNumbers() const;
    void setShowWeekNumbers(bool show);

    SelectionMode selectionMode() const;
    void setSelectionMode(SelectionMode mode);
    QDate rangeStart() const;
    QDate rangeEnd() const;
    /// Selects the range between two days (in either order; the focus moves to its end), as two picks would;
    /// false, with `error` saying why, outside Range or for a range over a day that cannot be picked.
    Q_INVOKABLE bool selectRange(QDate start, QDate end);
    /// Clears the selection: an open or complete range, the days of Multiple.
    Q_INVOKABLE void clearSelection();
    /// The complete range as the locale writes it ("Nov 30 – Dec 4, 2026", ICU's interval format); empty without
    /// one. GTK's get_range_text().
    Q_INVOKABLE QString rangeText() const;
    /// The days selected, in order: the value's day (Single), a range's every day, or Multiple's days.
    QList<QDate> selectedDates() const;

    /// The month's heading as shown ("2026年11月", "Kislev 5787").
    QString heading() const;
    /// The day with the keyboard focus, ISO 8601 ("2026-11-30"); empty without a month.
    QString focusedDate() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    void showWeekNumbersChanged(bool show);
    /// A day was picked (a click on it, or Enter or Space on the focused day), even the day already the value,
    /// which changes no `dateTime`.
    void picked();
    void selectionModeChanged(Datepick::CalendarView::SelectionMode mode);
    void rangeStartChanged(const QDate &start);
    void rangeEndChanged(const QDate &end);
    /// The days selected changed (a range opened, completed or cleared, a day added or removed).
    void selectionChanged();

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
