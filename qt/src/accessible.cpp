// The accessible parts of the widgets, by a factory Qt asks for each object: each wheel a spin box (its name the
// wheel's localized title, its value the label shown), the calendar a table whose cells are named by their full
// date, as a screen reader says them.
#include <QtCore/QHash>
#include <QtCore/QPointer>
#include <QtGui/QAccessible>
#include <QtWidgets/QAccessibleWidget>

#include <mutex>

#include "calendarview_p.h"
#include "datefield_p.h"
#include "datepick-qt6/datebutton.h"
#include "datepick-qt6/wheelpicker.h"
#include "pickercore.h"
#include "wheelview.h"

namespace Datepick {

namespace {

/// A wheel: a spin box whose value is the selected row (its text the label shown), from 0 to the last row.
class WheelAccessible : public QAccessibleWidget, public QAccessibleValueInterface {
public:
    explicit WheelAccessible(WheelView *wheel) : QAccessibleWidget(wheel, QAccessible::SpinBox) {}
    WheelView *wheel() const { return static_cast<WheelView *>(widget()); }

    QString text(QAccessible::Text t) const override {
        switch (t) {
        case QAccessible::Name: return wheel()->accessibleName();
        case QAccessible::Value: return wheel()->selectedLabel();
        default: return QAccessibleWidget::text(t);
        }
    }
    void *interface_cast(QAccessible::InterfaceType type) override {
        if (type == QAccessible::ValueInterface) return static_cast<QAccessibleValueInterface *>(this);
        return QAccessibleWidget::interface_cast(type);
    }
    QVariant currentValue() const override { return wheel()->selectedRow(); }
    void setCurrentValue(const QVariant &value) override {
        if (auto *picker = qobject_cast<WheelPicker *>(wheel()->parentWidget())) picker->selectRow(wheel()->wheel(), value.toInt());
    }
    QVariant maximumValue() const override { return std::max(0, wheel()->rowCount() - 1); }
    QVariant minimumValue() const override { return 0; }
    QVariant minimumStepSize() const override { return 1; }
};

/// An editable segment of a date field: a spin box named by its field's localized name, its value text what it
/// shows, its value, least and greatest the segment's number and range now (the day's follows the month).
class SegmentAccessible : public QAccessibleWidget, public QAccessibleValueInterface {
public:
    explicit SegmentAccessible(FieldSegment *segment) : QAccessibleWidget(segment, QAccessible::SpinBox) {}
    FieldSegment *segment() const { return static_cast<FieldSegment *>(widget()); }

    QString text(QAccessible::Text t) const override {
        switch (t) {
        case QAccessible::Name: return segment()->title();
        case QAccessible::Value: return segment()->text();
        default: return QAccessibleWidget::text(t);
        }
    }
    void *interface_cast(QAccessible::InterfaceType type) override {
        if (type == QAccessible::ValueInterface) return static_cast<QAccessibleValueInterface *>(this);
        return QAccessibleWidget::interface_cast(type);
    }
    // An empty segment has no value now, only its text.
    QVariant currentValue() const override {
        const int value = segment()->value();
        return value >= 0 ? QVariant(value) : QVariant();
    }
    void setCurrentValue(const QVariant &) override {} // typed, not set: the keys are the model's
    QVariant maximumValue() const override { return segment()->maximum(); }
    QVariant minimumValue() const override { return segment()->minimum(); }
    QVariant minimumStepSize() const override { return 1; }
};

/// The date button: a button named by the value it shows (its compact text, or the empty field).
class DateButtonAccessible : public QAccessibleWidget {
public:
    explicit DateButtonAccessible(DateButton *button) : QAccessibleWidget(button, QAccessible::Button) {}
    QString text(QAccessible::Text t) const override {
        if (t == QAccessible::Name && widget()->accessibleName().isEmpty()) return static_cast<DateButton *>(widget())->text();
        return QAccessibleWidget::text(t);
    }
};

/// Literal text between segments: not for a screen reader, as React Aria hides it.
class LiteralAccessible : public QAccessibleWidget {
public:
    explicit LiteralAccessible(FieldSegment *segment) : QAccessibleWidget(segment, QAccessible::StaticText) {}
    QString text(QAccessible::Text t) const override {
        if (t == QAccessible::Name) return static_cast<FieldSegment *>(widget())->text();
        return QAccessibleWidget::text(t);
    }
    QAccessible::State state() const override {
        QAccessible::State state = QAccessibleWidget::state();
        state.invisible = true;
        return state;
    }
};

} // namespace

/// A day of the calendar: a cell named by its full localized date (dp_calendar_day_name).
class CalendarCellAccessible : public QAccessibleInterface {
public:
    CalendarCellAccessible(CalendarView *view, int index) : m_view(view), m_index(index) {}
    bool isValid() const override { return m_view && m_view->d->month && m_index < count(); }
    QObject *object() const override { return nullptr; }
    QWindow *window() const override { return m_view ? m_view->window()->windowHandle() : nullptr; }
    QAccessibleInterface *parent() const override { return QAccessible::queryAccessibleInterface(m_view.data()); }
    QAccessibleInterface *child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface *) const override { return -1; }
    QAccessibleInterface *childAt(int, int) const override { return nullptr; }
    QString text(QAccessible::Text t) const override {
        if (!isValid()) return {};
        if (t == QAccessible::Name) return fromDp(dp_calendar_day_name(m_view->d->month, week(), column()));
        if (t == QAccessible::Value) return fromDp(dp_calendar_day_label(m_view->d->month, week(), column()));
        return {};
    }
    void setText(QAccessible::Text, const QString &) override {}
    QRect rect() const override {
        if (!isValid()) return {};
        const QRect cell = m_view->d->dayRect(m_view, week(), column());
        return QRect(m_view->mapToGlobal(cell.topLeft()), cell.size());
    }
    QAccessible::Role role() const override { return QAccessible::Cell; }
    QAccessible::State state() const override {
        QAccessible::State state;
        if (!isValid()) return state;
        const int flags = dp_calendar_day_flags(m_view->d->month, week(), column());
        state.selectable = !(flags & DP_DAY_DISABLED);
        state.disabled = (flags & DP_DAY_DISABLED) != 0; // one-bit fields: a flag as 0 or 1
        state.selected = (flags & DP_DAY_SELECTED) != 0;
        state.focusable = true;
        state.focused = (flags & DP_DAY_FOCUSED) && m_view->hasFocus();
        return state;
    }

private:
    int count() const { return m_view && m_view->d->month ? dp_calendar_week_count(m_view->d->month) * 7 : 0; }
    int week() const { return m_index / 7; }
    int column() const { return m_index % 7; }
    QPointer<CalendarView> m_view;
    int m_index;
};

/// The calendar: a table of its days, week by week, each column a weekday from the locale's first.
class CalendarAccessible : public QAccessibleWidget {
public:
    explicit CalendarAccessible(CalendarView *view) : QAccessibleWidget(view, QAccessible::Table) {}
    ~CalendarAccessible() override {
        for (QAccessible::Id id : std::as_const(m_cells)) QAccessible::deleteAccessibleInterface(id);
    }
    CalendarView *view() const { return static_cast<CalendarView *>(widget()); }
    int childCount() const override {
        return view()->d->month ? dp_calendar_week_count(view()->d->month) * 7 : 0;
    }
    QAccessibleInterface *child(int index) const override {
        if (index < 0 || index >= childCount()) return nullptr;
        // One interface a cell, registered with Qt (which owns it) and kept for the next question.
        if (auto id = m_cells.value(index)) return QAccessible::accessibleInterface(id);
        auto *cell = new CalendarCellAccessible(view(), index);
        m_cells.insert(index, QAccessible::registerAccessibleInterface(cell));
        return cell;
    }
    int indexOfChild(const QAccessibleInterface *child) const override {
        for (auto it = m_cells.cbegin(); it != m_cells.cend(); ++it)
            if (QAccessible::accessibleInterface(it.value()) == child) return it.key();
        return -1;
    }
    QAccessibleInterface *focusChild() const override {
        for (int index = 0; index < childCount(); index++)
            if (dp_calendar_day_flags(view()->d->month, index / 7, index % 7) & DP_DAY_FOCUSED) return child(index);
        return nullptr;
    }
    QAccessibleInterface *childAt(int x, int y) const override {
        int week = 0, column = 0;
        if (view()->d->dayAt(view(), view()->mapFromGlobal(QPoint(x, y)), &week, &column)) return child(week * 7 + column);
        return nullptr;
    }
    QString text(QAccessible::Text t) const override {
        if (t == QAccessible::Name && view()->accessibleName().isEmpty()) return view()->heading();
        return QAccessibleWidget::text(t);
    }

private:
    mutable QHash<int, QAccessible::Id> m_cells;
};

namespace {

QAccessibleInterface *factory(const QString &, QObject *object) {
    if (auto *wheel = qobject_cast<WheelView *>(object)) return new WheelAccessible(wheel);
    if (auto *view = qobject_cast<CalendarView *>(object)) return new CalendarAccessible(view);
    if (auto *segment = qobject_cast<FieldSegment *>(object))
        return segment->editable() ? static_cast<QAccessibleInterface *>(new SegmentAccessible(segment))
                                   : new LiteralAccessible(segment);
    if (auto *field = qobject_cast<DateField *>(object)) return new QAccessibleWidget(field, QAccessible::Grouping);
    if (auto *button = qobject_cast<DateButton *>(object)) return new DateButtonAccessible(button);
    return nullptr;
}

} // namespace

void installAccessibleFactory() {
    static std::once_flag once;
    std::call_once(once, [] { QAccessible::installFactory(factory); });
}

} // namespace Datepick
