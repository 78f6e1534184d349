/// @file calendarview.h
/// Datepick::CalendarView, the inline style of a libdatepick picker: a month grid of any ICU calendar.
#pragma once

#include <QtCore/QDateTime>
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
 * The days before `minimumDateTime` and after `maximumDateTime` are dimmed and cannot be picked.
 */
class DATEPICK_QT_EXPORT CalendarView : public PickerWidget {
    Q_OBJECT
    /// Whether a column of the locale's week numbers is shown (ISO 8601 weeks in Germany, US weeks in the US).
    Q_PROPERTY(bool showWeekNumbers READ showWeekNumbers WRITE setShowWeekNumbers NOTIFY showWeekNumbersChanged)

public:
    /// A calendar in the environment's locale and zone, showing today's month.
    explicit CalendarView(QWidget *parent = nullptr);
    ~CalendarView() override;

    bool showWeekNumbers() const;
    void setShowWeekNumbers(bool show);

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
