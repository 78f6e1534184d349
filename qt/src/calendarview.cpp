// Datepick::CalendarView: a PickerCore and the dp_calendar of its picker's value, drawn as a month grid.
#include "datepick-qt6/calendarview.h"

#include <QtGui/QAccessible>
#include <QtGui/QKeyEvent>
#include <QtGui/QPainter>

#include <cmath>

#include "calendarview_p.h"
#include "pickercore.h"

namespace Datepick {

namespace {
enum { weekDays = 7, mostWeeks = 6 };

/// libdatepick's words for the selection modes, by the enum's values.
const char *const modeWords[] = {"single", "range", "multiple"};

/// Takes a string libdatepick returned as `char *` (its own to free) as a QString.
QString takeDp(char *text) {
    QString taken = fromDp(text);
    dp_string_free(text);
    return taken;
}

QDate isoDate(char *text) { return QDate::fromString(takeDp(text), Qt::ISODate); }

/// Moves a month's focus to an ISO date, as a key would; whether it got there (a day out of the bounds is not).
bool focusDate(dp_calendar *month, const QString &iso) {
    const QDate from = isoDate(dp_calendar_focused_date(month)), to = QDate::fromString(iso, Qt::ISODate);
    if (!from.isValid() || !to.isValid()) return false;
    if (from != to) dp_calendar_move_focus_days(month, int(from.daysTo(to)));
    return isoDate(dp_calendar_focused_date(month)) == to;
}

/// Gives a new month the selection of the one it replaces, as far as it takes it (a day now unavailable drops a
/// range): a complete range, or the days of Multiple; the focus stays on the new month's day (the value's).
void carrySelection(dp_calendar *from, dp_calendar *to) {
    if (!from) return;
    const QString start = takeDp(dp_calendar_range_start(from)), end = takeDp(dp_calendar_range_end(from));
    if (!start.isEmpty() && !end.isEmpty()) {
        dp_calendar_select_range(to, start.toUtf8().constData(), end.toUtf8().constData(), nullptr);
        return;
    }
    if (qstrcmp(dp_calendar_selection_mode(to), "multiple") != 0 ||
        qstrcmp(dp_calendar_selection_mode(from), "multiple") != 0)
        return;
    const QString focused = takeDp(dp_calendar_focused_date(to));
    for (int index = 0; index < dp_calendar_selected_count(from); index++)
        if (focusDate(to, takeDp(dp_calendar_selected_date(from, index)))) dp_calendar_select_focused(to, nullptr);
    focusDate(to, focused);
}

/// The days selected as one text ("2026-11-30,2026-12-01", "+" first while a range is open).
QString selectionText(const dp_calendar *month) {
    if (!month) return {};
    QString text = dp_calendar_range_is_open(month) ? QStringLiteral("+") : QString();
    for (int index = 0; index < dp_calendar_selected_count(month); index++)
        text += (index ? QStringLiteral(",") : QString()) + takeDp(dp_calendar_selected_date(month, index));
    return text;
}
} // namespace

CalendarView::CalendarView(QWidget *parent) : PickerWidget(parent), d(new Private) {
    installAccessibleFactory();
    setFocusPolicy(Qt::StrongFocus);
    // The month is the widget's part of showing a picker: a mode without days has none, and is refused so.
    d->core = new PickerCore(
        Mode::Date,
        [this](dp_picker *made, bool) -> QString {
            char *error = nullptr;
            dp_calendar *month = dp_calendar_new(made, &error);
            if (month && !dp_calendar_set_selection_mode(month, modeWords[int(d->selectionMode)], &error)) {
                dp_calendar_free(month);
                month = nullptr;
            }
            if (!month) {
                QString refusal = fromDp(error);
                dp_string_free(error);
                return refusal.isEmpty() ? QStringLiteral("libdatepick made no month of the picker") : refusal;
            }
            // A month made in Range or Multiple starts with no day (React Aria's RangeCalendar), not the value's:
            // its selection is the one of the month it replaces.
            if (d->selectionMode != SelectionMode::Single) {
                dp_calendar_clear_selection(month);
                carrySelection(d->month, month);
            }
            dp_calendar_free(d->month);
            d->month = month;
            return {};
        },
        this);
    setCore(d->core);
    connect(d->core, &PickerCore::pickerReplaced, this, [this] {
        monthChanged();
        d->takeSelection(this);
    });
    monthChanged();
    d->selection = selectionText(d->month);
}

CalendarView::~CalendarView() {
    dp_calendar_free(d->month);
    delete d->core;
    delete d;
}

void CalendarView::monthChanged() {
    updateGeometry();
    update();
    if (QAccessible::isActive()) {
        QAccessibleEvent event(this, QAccessible::NameChanged);
        QAccessible::updateAccessibility(&event);
    }
}

bool CalendarView::Private::mirrored(const CalendarView *self) const {
    return (core->picker() && dp_picker_is_right_to_left(core->picker())) ||
           self->layoutDirection() == Qt::RightToLeft;
}


bool CalendarView::showWeekNumbers() const { return d->showWeekNumbers; }
void CalendarView::setShowWeekNumbers(bool show) {
    if (d->showWeekNumbers == show) return;
    d->showWeekNumbers = show;
    updateGeometry();
    update();
    Q_EMIT showWeekNumbersChanged(show);
}

void CalendarView::Private::takeSelection(CalendarView *self) {
    const QDate start = month ? isoDate(dp_calendar_range_start(month)) : QDate();
    const QDate end = month ? isoDate(dp_calendar_range_end(month)) : QDate();
    const QString text = selectionText(month);
    const bool startMoved = start != rangeStart, endMoved = end != rangeEnd, changed = text != selection;
    rangeStart = start;
    rangeEnd = end;
    selection = text;
    if (startMoved) Q_EMIT self->rangeStartChanged(start);
    if (endMoved) Q_EMIT self->rangeEndChanged(end);
    if (changed) Q_EMIT self->selectionChanged();
}

CalendarView::SelectionMode CalendarView::selectionMode() const { return d->selectionMode; }

void CalendarView::setSelectionMode(SelectionMode mode) {
    if (mode == d->selectionMode) return;
    const bool fromSingle = d->selectionMode == SelectionMode::Single;
    d->selectionMode = mode;
    if (d->month) {
        dp_calendar_set_selection_mode(d->month, modeWords[int(mode)], nullptr);
        // From Single a range or several days start with none: the single day is the value, not a pick of theirs.
        if (fromSingle) dp_calendar_clear_selection(d->month);
    }
    monthChanged();
    d->takeSelection(this);
    Q_EMIT selectionModeChanged(mode);
}

QDate CalendarView::rangeStart() const { return d->rangeStart; }
QDate CalendarView::rangeEnd() const { return d->rangeEnd; }

bool CalendarView::selectRange(QDate start, QDate end) {
    if (!d->month) return false;
    if (!start.isValid() || !end.isValid()) {
        d->core->setError(QStringLiteral("a range needs two valid days"));
        return false;
    }
    char *error = nullptr;
    const bool taken = dp_calendar_select_range(d->month, start.toString(Qt::ISODate).toUtf8().constData(),
                                                end.toString(Qt::ISODate).toUtf8().constData(), &error);
    d->core->setError(taken ? QString() : takeDp(error));
    if (taken) {
        monthChanged();
        d->takeSelection(this);
    }
    return taken;
}

void CalendarView::clearSelection() {
    if (!d->month || !dp_calendar_clear_selection(d->month)) return;
    monthChanged();
    d->takeSelection(this);
}

QString CalendarView::rangeText() const { return d->month ? takeDp(dp_calendar_range_text(d->month)) : QString(); }

QList<QDate> CalendarView::selectedDates() const {
    QList<QDate> days;
    for (int index = 0; d->month && index < dp_calendar_selected_count(d->month); index++)
        days.append(isoDate(dp_calendar_selected_date(d->month, index)));
    return days;
}

QString CalendarView::heading() const { return d->month ? fromDp(dp_calendar_heading(d->month)) : QString(); }

QString CalendarView::focusedDate() const {
    if (!d->month) return {};
    char *date = dp_calendar_focused_date(d->month);
    QString focused = fromDp(date);
    dp_string_free(date);
    return focused;
}

// ---- Geometry: a header row (previous, heading, next), a row of weekdays, the weeks; the week numbers on the
// leading side. Mirrored, the columns run right to left and the month buttons swap sides. ----

int CalendarView::Private::rowHeight(const CalendarView *self) const { return int(self->fontMetrics().height() * 1.9); }

int CalendarView::Private::cellWidth(const CalendarView *self) const {
    int widest = self->fontMetrics().horizontalAdvance(QStringLiteral("00"));
    for (int column = 0; month && column < weekDays; column++)
        widest = std::max(widest, self->fontMetrics().horizontalAdvance(fromDp(dp_calendar_weekday(month, column, false))));
    return std::max(rowHeight(self), widest + 10);
}

int CalendarView::Private::screenColumns() const { return weekDays + (showWeekNumbers ? 1 : 0); }

QRect CalendarView::Private::screenCell(const CalendarView *self, int screenColumn, int row) const {
    // Row -1 is the weekdays' row; the grid is centred in the widget.
    const int width = cellWidth(self), height = rowHeight(self);
    const int left = std::max(0, (self->width() - width * screenColumns()) / 2);
    return {left + screenColumn * width, height * (row + 2), width, height};
}

int CalendarView::Private::screenColumnOf(const CalendarView *self, int column) const {
    const bool rtl = mirrored(self);
    const int day = rtl ? weekDays - 1 - column : column;
    return day + (showWeekNumbers && !rtl ? 1 : 0);
}

QRect CalendarView::Private::dayRect(const CalendarView *self, int week, int column) const {
    return screenCell(self, screenColumnOf(self, column), week);
}

QRect CalendarView::Private::weekNumberRect(const CalendarView *self, int week) const {
    return screenCell(self, mirrored(self) ? weekDays : 0, week);
}

QRect CalendarView::Private::monthButton(const CalendarView *self, bool next) const {
    const int height = rowHeight(self);
    const QRect first = screenCell(self, 0, -2), last = screenCell(self, screenColumns() - 1, -2);
    const bool right = next != mirrored(self);
    return right ? QRect(last.right() - height + 1, 0, height, height) : QRect(first.left(), 0, height, height);
}

bool CalendarView::Private::dayAt(const CalendarView *self, const QPoint &point, int *week, int *column) const {
    if (!month) return false;
    for (int w = 0; w < dp_calendar_week_count(month); w++)
        for (int c = 0; c < weekDays; c++)
            if (dayRect(self, w, c).contains(point)) {
                *week = w, *column = c;
                return true;
            }
    return false;
}

QSize CalendarView::sizeHint() const {
    const int weeks = d->month ? std::max(dp_calendar_week_count(d->month), 4) : mostWeeks;
    const int headingWidth = d->month ? fontMetrics().horizontalAdvance(heading()) + 2 * d->rowHeight(this) + 16 : 0;
    return {std::max(d->cellWidth(this) * d->screenColumns(), headingWidth), d->rowHeight(this) * (weeks + 2)};
}

QSize CalendarView::minimumSizeHint() const { return sizeHint(); }

void CalendarView::paintEvent(QPaintEvent *) {
    dp_calendar *month = d->month;
    if (!month) return;
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette &colors = palette();
    const QColor text = colors.color(QPalette::WindowText);
    QColor dim = text;
    dim.setAlphaF(0.55);

    // The heading between the month buttons, each drawn only where that month has a day to show.
    QFont bold = font();
    bold.setBold(true);
    painter.setFont(bold);
    painter.setPen(text);
    const int height = d->rowHeight(this);
    painter.drawText(QRect(0, 0, width(), height), Qt::AlignCenter, heading());
    painter.setFont(font());
    for (bool next : {false, true}) {
        const QRect button = d->monthButton(this, next);
        QColor arrow = dp_calendar_can_show_month(month, next) ? text : dim;
        if (!dp_calendar_can_show_month(month, next)) arrow.setAlphaF(0.25);
        painter.setPen(QPen(arrow, 2));
        // A chevron pointing outwards, on whichever side the button is.
        const bool pointsRight = button.center().x() > width() / 2;
        const QPointF c = QRectF(button).center();
        const double s = height / 6.0;
        painter.drawPolyline(QPolygonF{{c.x() + (pointsRight ? -s / 2 : s / 2), c.y() - s},
                                       {c.x() + (pointsRight ? s / 2 : -s / 2), c.y()},
                                       {c.x() + (pointsRight ? -s / 2 : s / 2), c.y() + s}});
    }

    // The weekdays from the locale's first weekday, and the week numbers' title.
    painter.setPen(dim);
    for (int column = 0; column < weekDays; column++)
        painter.drawText(d->screenCell(this, d->screenColumnOf(this, column), -1), Qt::AlignCenter,
                         fromDp(dp_calendar_weekday(month, column, false)));
    if (d->showWeekNumbers)
        painter.drawText(d->screenCell(this, d->mirrored(this) ? weekDays : 0, -1), Qt::AlignCenter,
                         fromDp(dp_calendar_week_title(month)));

    const int weeks = dp_calendar_week_count(month);
    for (int week = 0; week < weeks; week++) {
        if (d->showWeekNumbers) {
            painter.setPen(dim);
            painter.drawText(d->weekNumberRect(this, week), Qt::AlignCenter, fromDp(dp_calendar_week_label(month, week)));
        }
        for (int column = 0; column < weekDays; column++) {
            const int flags = dp_calendar_day_flags(month, week, column);
            const QRectF whole = d->dayRect(this, week, column), cell = whole.adjusted(2, 2, -2, -2);
            QColor color = text;
            if (flags & DP_DAY_IN_RANGE) {
                // A range: a band in a tint of the highlight across its days and the gaps between them, ending in
                // a round cap in the full highlight on its first and last days; the first on the left, or on the
                // right when mirrored (libdatepick's flags say which day is which, the direction which side).
                const QColor highlight = colors.color(QPalette::Highlight);
                QColor tint = highlight;
                tint.setAlphaF(0.3);
                const bool start = flags & DP_DAY_RANGE_START, end = flags & DP_DAY_RANGE_END;
                const bool mirrored = d->mirrored(this);
                const bool capLeft = mirrored ? end : start, capRight = mirrored ? start : end;
                const double middle = whole.center().x();
                const double left = capLeft ? middle : whole.left(), right = capRight ? middle : whole.right();
                painter.setPen(Qt::NoPen);
                if (right > left) painter.fillRect(QRectF(left, cell.top(), right - left, cell.height()), tint);
                if (start || end) {
                    const double side = std::min(cell.width(), cell.height());
                    painter.setBrush(highlight);
                    painter.drawEllipse(QRectF(middle - side / 2, cell.center().y() - side / 2, side, side));
                    color = colors.color(QPalette::HighlightedText);
                }
            } else if (flags & DP_DAY_SELECTED) {
                painter.setPen(Qt::NoPen);
                painter.setBrush(colors.color(QPalette::Highlight));
                painter.drawRoundedRect(cell, 6, 6);
                color = colors.color(QPalette::HighlightedText);
            }
            if (!(flags & DP_DAY_IN_MONTH)) color.setAlphaF(color.alphaF() * 0.5);
            // Outside the bounds, unavailable: dimmed, and not picked.
            if (flags & DP_DAY_DISABLED) color.setAlphaF(color.alphaF() * 0.35);
            painter.setBrush(Qt::NoBrush);
            if (flags & DP_DAY_TODAY) {
                painter.setPen(QPen(flags & DP_DAY_SELECTED ? color : colors.color(QPalette::Highlight), 1));
                painter.drawRoundedRect(cell.adjusted(1, 1, -1, -1), 6, 6);
            }
            if ((flags & DP_DAY_FOCUSED) && hasFocus()) {
                painter.setPen(QPen(text, 1, Qt::DotLine));
                painter.drawRoundedRect(cell.adjusted(-1, -1, 1, 1), 7, 7);
            }
            painter.setPen(color);
            const QString label = fromDp(dp_calendar_day_label(month, week, column));
            painter.drawText(cell, Qt::AlignCenter, label);
            if (flags & DP_DAY_UNAVAILABLE) {
                // Struck through besides dimmed: not only outside the bounds, but not to be had.
                const double half = fontMetrics().horizontalAdvance(label) / 2.0 + 1;
                painter.drawLine(QPointF(cell.center().x() - half, cell.center().y()),
                                 QPointF(cell.center().x() + half, cell.center().y()));
            }
        }
    }
}

void CalendarView::Private::pickFocused(CalendarView *self) {
    if (!month || !core->picker()) return;
    // In Range or Multiple the mode picks the day (a range's first or last, a day added or removed), the value kept.
    bool picked;
    if (selectionMode == SelectionMode::Single) {
        picked = dp_calendar_pick_focused(month, core->picker(), nullptr);
    } else {
        // False alone is no change; a refusal (a day that cannot be picked) comes with a reason.
        char *error = nullptr;
        dp_calendar_select_focused(month, &error);
        picked = !error;
        dp_string_free(error);
    }
    if (picked && selectionMode == SelectionMode::Single) core->takeValue();
    if (!picked) QApplication::beep();
    self->monthChanged();
    takeSelection(self);
    if (picked) Q_EMIT self->picked();
}

void CalendarView::keyPressEvent(QKeyEvent *event) {
    if (!d->month) return QWidget::keyPressEvent(event);
    const bool shift = event->modifiers() & Qt::ShiftModifier;
    // libdatepick mirrors ArrowLeft and ArrowRight for a right-to-left locale; a calendar mirrored by its layout
    // direction alone mirrors them here, so that they move on screen as drawn.
    const bool swap = layoutDirection() == Qt::RightToLeft && !dp_picker_is_right_to_left(d->core->picker());
    const char *name = nullptr;
    switch (event->key()) {
    case Qt::Key_Left: name = swap ? "ArrowRight" : "ArrowLeft"; break;
    case Qt::Key_Right: name = swap ? "ArrowLeft" : "ArrowRight"; break;
    case Qt::Key_Up: name = "ArrowUp"; break;
    case Qt::Key_Down: name = "ArrowDown"; break;
    case Qt::Key_PageUp: name = shift ? "Shift+PageUp" : "PageUp"; break;
    case Qt::Key_PageDown: name = shift ? "Shift+PageDown" : "PageDown"; break;
    case Qt::Key_Home: name = "Home"; break;
    case Qt::Key_End: name = "End"; break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        d->pickFocused(this);
        return event->accept();
    default: return QWidget::keyPressEvent(event);
    }
    if (dp_calendar_key(d->month, name, nullptr)) {
        monthChanged();
        if (QAccessible::isActive()) {
            // The focus moved to another day: say which, to a screen reader.
            QAccessibleEvent focus(this, QAccessible::Focus);
            QAccessible::updateAccessibility(&focus);
        }
    }
    event->accept();
}

void CalendarView::mousePressEvent(QMouseEvent *event) {
    setFocus(Qt::MouseFocusReason);
    event->accept();
}

void CalendarView::mouseReleaseEvent(QMouseEvent *event) {
    if (event->button() != Qt::LeftButton || !d->month) return;
    const QPoint point = event->position().toPoint();
    for (bool next : {false, true})
        if (d->monthButton(this, next).contains(point)) {
            if (dp_calendar_move_focus_months(d->month, next ? 1 : -1)) monthChanged();
            return;
        }
    int week = 0, column = 0;
    if (!d->dayAt(this, point, &week, &column)) return;
    // A day that cannot be picked takes no click (dp_calendar_focus_day would move the focus into the bounds, and
    // the pick would take another day than the one clicked), as GTK's insensitive cells take none.
    const int flags = dp_calendar_day_flags(d->month, week, column);
    if ((flags & DP_DAY_DISABLED) && !(flags & DP_DAY_FOCUSED)) return;
    // A click on a day is the focus there, then a pick, as Enter on it.
    if (dp_calendar_focus_day(d->month, week, column)) d->pickFocused(this);
}

void CalendarView::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LayoutDirectionChange || event->type() == QEvent::FontChange) monthChanged();
    QWidget::changeEvent(event);
}

} // namespace Datepick
