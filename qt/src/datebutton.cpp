// Datepick::DateButton: a PickerCore drawn as a push button with its compact text, and a popup made on first use
// holding a CalendarView (and, in DateAndTime, a WheelPicker of the time), each given the button's options and
// value through its own PickerCore (configure: all options at once, one picker). In Range the range is the popup
// calendar's, so the popup is made as soon as a range is asked for.
#include "datepick-qt6/datebutton.h"

#include <QtGui/QAccessible>
#include <QtGui/QKeyEvent>
#include <QtGui/QPainter>
#include <QtGui/QScreen>
#include <QtWidgets/QApplication>
#include <QtWidgets/QStyle>
#include <QtWidgets/QStyleOptionButton>
#include <QtWidgets/QVBoxLayout>

#include "datepick-qt6/calendarview.h"
#include "datepick-qt6/wheelpicker.h"
#include "pickercore.h"

namespace Datepick {

struct DateButton::Private {
    PickerCore *core = nullptr;
    QWidget *popup = nullptr; // made on the first popup()
    CalendarView *calendar = nullptr;
    WheelPicker *wheels = nullptr;
    bool syncing = false; // while the button gives its options to the calendar and the wheels
    bool pressed = false;
    bool forwarding = false; // while the button hands the calendar an event it filtered
    bool calendarPicked = false; // whether the calendar picked a day since the button handed it an event
    QObject *changing = nullptr; // the popup's calendar or wheels, while the button takes the value a person gave it
    QString emptyText; // the locale's empty field, while empty
    CalendarView::SelectionMode selectionMode = CalendarView::SelectionMode::Single;

    /// Makes the popup, its calendar and its wheels, hidden, if it is not made yet.
    void makePopup(DateButton *self);
    bool inRange() const { return selectionMode == CalendarView::SelectionMode::Range && calendar; }

    /// The calendar and the wheels with the button's options and value (a date picker for the calendar, whose
    /// time of day is kept; a time picker for the wheels, on the same day), but `source`, which a person just
    /// changed. What they notify meanwhile is the button's own doing.
    void syncChildren(QObject *source = nullptr);
    void showValue(DateButton *self);
    /// The text shown changed (the value, the range, the empty field): drawn again and told to screen readers.
    void showText(DateButton *self);
    /// Whether the button reads right to left: its locale does, or its layout direction (the app's, or QML's
    /// LayoutMirroring), which the button leaves as it inherits it, as the wheels and the calendar do.
    bool mirrored(const DateButton *self) const {
        return (core->picker() && dp_picker_is_right_to_left(core->picker())) ||
               self->layoutDirection() == Qt::RightToLeft;
    }
};

void DateButton::Private::syncChildren(QObject *source) {
    if (!popup || !core->picker()) return;
    syncing = true;
    Options wanted = core->options();
    if (source != calendar) {
        wanted.mode = Mode::Date;
        coreOf(calendar)->configure(wanted);
    }
    const bool withTime = core->mode() == Mode::DateAndTime;
    if (withTime && source != wheels) {
        wanted.mode = Mode::Time;
        coreOf(wheels)->configure(wanted);
    }
    wheels->setVisible(withTime);
    syncing = false;
    // Both take what the button took: were one to refuse it, the popup would show another value than the button.
    QString refused = calendar->error();
    if (refused.isEmpty() && withTime) refused = wheels->error();
    if (!refused.isEmpty()) qWarning("Datepick::DateButton: the popup refused the button's options: %s", qPrintable(refused));
}

void DateButton::Private::showValue(DateButton *self) {
    emptyText.clear();
    if (core->blank() && core->picker()) {
        // The locale's empty field for the mode ("mm/dd/yyyy"), as an empty DateField shows it.
        if (dp_field *field = dp_field_new(core->picker(), true, nullptr)) {
            for (int index = 0; index < dp_field_segment_count(field); index++)
                emptyText += fromDp(dp_field_segment_text(field, index));
            dp_field_free(field);
        }
    }
    // The child whose value the button is taking keeps its picker: made again, it would lose the gesture.
    syncChildren(changing);
    showText(self);
}

void DateButton::Private::showText(DateButton *self) {
    self->updateGeometry();
    self->update();
    if (QAccessible::isActive()) {
        QAccessibleEvent event(self, QAccessible::NameChanged);
        QAccessible::updateAccessibility(&event);
    }
}

DateButton::DateButton(QWidget *parent) : PickerWidget(parent), d(new Private) {
    installAccessibleFactory();
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_Hover);
    // A date button shows a picker its popup's calendar can show: one with days (libdatepick's dp_calendar_new
    // says which), refused in the words of GTK's date button.
    d->core = new PickerCore(
        Mode::Date,
        [](dp_picker *made, bool) -> QString {
            dp_calendar *month = dp_calendar_new(made, nullptr);
            if (!month)
                return QStringLiteral("a date button shows --mode date or dateAndTime, not %1").arg(fromDp(dp_picker_mode(made)));
            dp_calendar_free(month);
            return {};
        },
        this);
    setCore(d->core);
    connect(d->core, &PickerCore::blankChanged, this, [this](bool blank) {
        d->showValue(this);
        Q_EMIT emptyChanged(blank);
    });
    connect(d->core, &PickerCore::pickerReplaced, this, [this] { d->showValue(this); });
    d->showValue(this);
}

DateButton::~DateButton() {
    delete d->popup;
    delete d->core;
    delete d;
}

bool DateButton::isEmpty() const { return d->core->blank(); }
void DateButton::setEmpty(bool empty) { d->core->setBlank(empty); }

CalendarView::SelectionMode DateButton::selectionMode() const { return d->selectionMode; }

void DateButton::setSelectionMode(CalendarView::SelectionMode mode) {
    if (mode == CalendarView::SelectionMode::Multiple) {
        d->core->setError(QStringLiteral("a date button picks a day or a range of days, not multiple days"));
        return;
    }
    d->core->setError(QString());
    if (mode == d->selectionMode) return;
    d->selectionMode = mode;
    if (mode == CalendarView::SelectionMode::Range) d->makePopup(this);
    if (d->calendar) d->calendar->setSelectionMode(mode);
    d->showText(this);
    Q_EMIT selectionModeChanged(mode);
}

QDate DateButton::rangeStart() const { return d->inRange() ? d->calendar->rangeStart() : QDate(); }
QDate DateButton::rangeEnd() const { return d->inRange() ? d->calendar->rangeEnd() : QDate(); }

bool DateButton::selectRange(QDate start, QDate end) {
    if (!d->inRange()) {
        d->core->setError(QStringLiteral("a date button selects a range in the Range selection mode"));
        return false;
    }
    const bool taken = d->calendar->selectRange(start, end);
    d->core->setError(d->calendar->error());
    return taken;
}

void DateButton::clearSelection() {
    if (d->inRange()) d->calendar->clearSelection();
}

QString DateButton::rangeText() const { return d->inRange() ? d->calendar->rangeText() : QString(); }

QList<QDate> DateButton::selectedDates() const {
    if (d->inRange()) return d->calendar->selectedDates();
    if (d->core->blank() || !dateTime().isValid()) return {};
    return {dateTime().date()};
}

QString DateButton::text() const {
    if (d->inRange()) {
        const QString range = d->calendar->rangeText();
        if (!range.isEmpty()) return range;
    }
    if (d->core->blank()) return d->emptyText;
    return d->core->picker() ? fromDp(dp_picker_compact_text(d->core->picker())) : QString();
}

bool DateButton::isPopupVisible() const { return d->popup && d->popup->isVisible(); }
CalendarView *DateButton::popupCalendar() const { return d->calendar; }
WheelPicker *DateButton::popupWheels() const { return d->popup && mode() == Mode::DateAndTime ? d->wheels : nullptr; }

void DateButton::Private::makePopup(DateButton *self) {
    if (popup) return;
    popup = new QWidget(self, Qt::Popup);
    popup->setObjectName(QStringLiteral("popup"));
    auto *layout = new QVBoxLayout(popup);
    calendar = new CalendarView(popup);
    wheels = new WheelPicker(popup);
    layout->addWidget(calendar);
    layout->addWidget(wheels);
    popup->installEventFilter(self);
    calendar->installEventFilter(self);
    calendar->setSelectionMode(selectionMode);
    // A day or a time a person picks is the button's, and given to the other. A blank button takes it even
    // when it is the value the child showed (today), which the child does not notify.
    auto picked = [this](QObject *source, const QDateTime &moment) {
        if (syncing || !moment.isValid()) return;
        changing = source;
        core->change([&](Options &o) {
            return !PickerCore::sameMoment(std::exchange(o.dateTime, moment), moment) || core->blank();
        });
        changing = nullptr;
        syncChildren(source);
    };
    QObject::connect(calendar, &CalendarView::dateTimeChanged, self,
            [this, picked](const QDateTime &moment) { picked(calendar, moment); });
    QObject::connect(calendar, &CalendarView::picked, self, [this, self, picked] {
        if (syncing) return;
        calendarPicked = true;
        // A range's days leave the value; the range completed closes the popup (rangeEndChanged).
        if (selectionMode == CalendarView::SelectionMode::Range) return;
        picked(calendar, calendar->dateTime());
        // A day is all a date needs: the popup closes on it, as a menu does on its choice.
        if (self->mode() == Mode::Date) self->popdown();
    });
    QObject::connect(wheels, &WheelPicker::dateTimeChanged, self,
            [this, picked](const QDateTime &moment) { picked(wheels, moment); });
    // The calendar's range is the button's: shown, notified; a range completed closes the popup, as a day does.
    QObject::connect(calendar, &CalendarView::rangeStartChanged, self, [this, self](const QDate &start) {
        if (selectionMode != CalendarView::SelectionMode::Range) return;
        showText(self);
        Q_EMIT self->rangeStartChanged(start);
    });
    QObject::connect(calendar, &CalendarView::rangeEndChanged, self, [this, self](const QDate &end) {
        if (selectionMode != CalendarView::SelectionMode::Range) return;
        showText(self);
        Q_EMIT self->rangeEndChanged(end);
        if (end.isValid() && !syncing) self->popdown();
    });
    QObject::connect(calendar, &CalendarView::selectionChanged, self, [this, self] {
        if (selectionMode == CalendarView::SelectionMode::Range) Q_EMIT self->selectionChanged();
    });
    syncChildren();
}

void DateButton::popup() {
    if (!d->core->picker()) return;
    d->makePopup(this);
    d->popup->adjustSize();
    // Below the button, on its leading edge, within the screen.
    QPoint at = mapToGlobal(QPoint(d->mirrored(this) ? width() - d->popup->width() : 0, height()));
    if (const QScreen *screen = this->screen()) {
        const QRect area = screen->availableGeometry();
        at.setX(std::clamp(at.x(), area.left(), std::max(area.left(), area.right() - d->popup->width())));
        if (at.y() + d->popup->height() > area.bottom()) at.setY(mapToGlobal(QPoint(0, 0)).y() - d->popup->height());
    }
    d->popup->move(at);
    d->popup->show();
    d->calendar->setFocus(Qt::PopupFocusReason);
}

void DateButton::popdown() {
    if (!isPopupVisible()) return;
    d->popup->hide();
    // The keyboard back on the button, so that a dialog's Enter then accepts.
    setFocus(Qt::PopupFocusReason);
}

bool DateButton::eventFilter(QObject *watched, QEvent *event) {
    // Escape is Qt's own for a Qt::Popup window: it closes it (QWidget::keyPressEvent), changing nothing.
    if (d->popup && event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        const bool enter = key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter;
        if ((enter || key->key() == Qt::Key_Space) && watched == d->calendar && !d->forwarding) {
            // The calendar picks the day with the focus (a day that cannot be picked beeps and keeps the popup
            // open; a day picked closes it in Date mode). Enter then closes the popup in every mode.
            d->forwarding = true;
            d->calendarPicked = false;
            QCoreApplication::sendEvent(d->calendar, event);
            d->forwarding = false;
            // A range's first day keeps the popup open for its last, whose pick closes it.
            if (d->calendarPicked && enter && d->selectionMode != CalendarView::SelectionMode::Range) popdown();
            return true;
        }
        if (enter && watched == d->popup) {
            // Enter on the time wheels (which leave it to the popup): the time shown is taken; close.
            popdown();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

QSize DateButton::sizeHint() const {
    QStyleOptionButton option;
    option.initFrom(this);
    option.text = text();
    const QSize content = fontMetrics().size(Qt::TextShowMnemonic, option.text.isEmpty() ? QStringLiteral("0") : option.text);
    return style()->sizeFromContents(QStyle::CT_PushButton, &option, content + QSize(16, 4), this);
}

QSize DateButton::minimumSizeHint() const { return sizeHint(); }

void DateButton::paintEvent(QPaintEvent *) {
    QPainter painter(this);
    QStyleOptionButton option;
    option.initFrom(this);
    option.text = text();
    option.direction = d->mirrored(this) ? Qt::RightToLeft : Qt::LeftToRight;
    if (d->pressed || isPopupVisible()) option.state |= QStyle::State_Sunken;
    else option.state |= QStyle::State_Raised;
    style()->drawControl(QStyle::CE_PushButton, &option, &painter, this);
}

void DateButton::keyPressEvent(QKeyEvent *event) {
    switch (event->key()) {
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (!event->isAutoRepeat()) popup();
        return event->accept();
    case Qt::Key_Down:
        if (event->modifiers() & Qt::AltModifier) {
            popup();
            return event->accept();
        }
        break;
    default: break;
    }
    QWidget::keyPressEvent(event);
}

void DateButton::mousePressEvent(QMouseEvent *event) {
    if (event->button() != Qt::LeftButton) return QWidget::mousePressEvent(event);
    d->pressed = true;
    update();
    event->accept();
}

void DateButton::mouseReleaseEvent(QMouseEvent *event) {
    if (event->button() != Qt::LeftButton || !d->pressed) return QWidget::mouseReleaseEvent(event);
    d->pressed = false;
    update();
    if (rect().contains(event->position().toPoint())) popup();
    event->accept();
}

void DateButton::changeEvent(QEvent *event) {
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) updateGeometry();
    if (event->type() == QEvent::LayoutDirectionChange) update();
    QWidget::changeEvent(event);
}

} // namespace Datepick
