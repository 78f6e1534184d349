// What a Datepick::CalendarView holds, for its accessible interfaces too. Private to the library.
#pragma once

#include <QtCore/QPoint>
#include <QtCore/QRect>
#include <QtWidgets/QApplication>

#include <datepick.h>

#include "datepick-qt6/calendarview.h"

namespace Datepick {

class PickerCore;

struct CalendarView::Private {
    PickerCore *core = nullptr;
    dp_calendar *month = nullptr; // the month of the picker's value, made with each picker
    bool showWeekNumbers = false;
    SelectionMode selectionMode = SelectionMode::Single;
    QDate rangeStart, rangeEnd; // the complete range as the properties read it
    QString selection;          // the days selected as text, to notify selectionChanged when they change

    /// After the selection may have changed: rangeStart and rangeEnd read the month's complete range (each
    /// notified when it changes), and selectionChanged is emitted when the days selected changed.
    void takeSelection(CalendarView *self);

    /// Whether the grid is drawn mirrored: the locale writes right to left, or the widget is laid out so.
    bool mirrored(const CalendarView *self) const;
    int rowHeight(const CalendarView *self) const;
    int cellWidth(const CalendarView *self) const;
    int screenColumns() const;
    /// A cell by its place on screen (row -1 the weekdays, -2 the header).
    QRect screenCell(const CalendarView *self, int screenColumn, int row) const;
    /// The screen column of a day column (counted from the locale's first weekday).
    int screenColumnOf(const CalendarView *self, int column) const;
    QRect dayRect(const CalendarView *self, int week, int column) const;
    QRect weekNumberRect(const CalendarView *self, int week) const;
    QRect monthButton(const CalendarView *self, bool next) const;
    bool dayAt(const CalendarView *self, const QPoint &point, int *week, int *column) const;
    /// Picks the day with the focus (Enter, Space, a click): the value's day follows, its time kept.
    void pickFocused(CalendarView *self);
};

} // namespace Datepick
