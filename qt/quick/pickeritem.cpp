#include "pickeritem.h"

#include <QtCore/QMetaEnum>
#include <QtCore/QTimer>
#include <QtGui/QGuiApplication>
#include <QtGui/QKeyEvent>
#include <QtGui/QMouseEvent>
#include <QtGui/QPainter>
#include <QtGui/QPalette>
#include <QtGui/QWheelEvent>
#include <QtQml/QQmlProperty>
#include <QtQml/qqml.h>
#include <QtQuick/QQuickWindow>
#include <QtWidgets/QApplication>
#include <QtWidgets/QWidget>

#include <datepick-qt6/calendarview.h>
#include <datepick-qt6/datebutton.h>
#include <datepick-qt6/datefield.h>
#include <datepick-qt6/wheelpicker.h>

namespace DatepickQuick {

namespace {
const char noApplication[] =
    "Datepick's Qt Quick items host its Qt widgets and need a QApplication (the qml tool: qml -a widget)";

template <typename Widget> QWidget *make() { return new Widget; }

/// Gives the focus to the first (or last) part of `widget` that takes it by Tab; returns it, or `widget`.
QWidget *focusFirst(QWidget *widget, bool forward) {
    QWidget *found = nullptr;
    for (QWidget *w = widget->nextInFocusChain(); w && w != widget; w = w->nextInFocusChain()) {
        if ((w->focusPolicy() & Qt::TabFocus) && w->isEnabled() && w->isVisibleTo(widget) && widget->isAncestorOf(w)) {
            found = w;
            if (forward) break;
        }
    }
    if (!found) return widget;
    found->setFocus(forward ? Qt::TabFocusReason : Qt::BacktabFocusReason);
    return found;
}
} // namespace

PickerItem::PickerItem(QWidget *(*makeWidget)(), QQuickItem *parent) : QQuickPaintedItem(parent) {
    setFlag(ItemIsFocusScope, false);
    setActiveFocusOnTab(true);
    setAcceptedMouseButtons(Qt::LeftButton);
    PickerItemAccess::installFactory();
    if (!qobject_cast<QApplication *>(QCoreApplication::instance())) {
        qWarning("%s", noApplication);
        return;
    }
    m_widget = makeWidget();
    // Shown, so that its parts lay out, take the focus and paint, but never on a screen.
    m_widget->setAttribute(Qt::WA_DontShowOnScreen);
    m_widget->show();
    watch(m_widget);
    const QSize hint = m_widget->sizeHint();
    setImplicitSize(hint.width(), hint.height());
    connect(this, &QQuickItem::paletteChanged, this, &PickerItem::applyPalette);
}

PickerItem::~PickerItem() { delete m_widget; }

QWidget *PickerItemAccess::widget(const PickerItem *item) { return item ? item->m_widget : nullptr; }

QVariant PickerItem::get(const char *name) const { return m_widget ? m_widget->property(name) : QVariant(); }

void PickerItem::set(const char *name, const QVariant &value) {
    if (m_widget) m_widget->setProperty(name, value);
}

template <typename Ret, typename... Args> Ret PickerItem::call(const char *name, Args... args) const {
    Ret result{};
    if (m_widget) QMetaObject::invokeMethod(m_widget, name, Qt::DirectConnection, QReturnArgument<Ret>(QMetaType::fromType<Ret>().name(), result), args...);
    return result;
}

QString PickerItem::error() const { return m_widget ? get("error").toString() : QString::fromLatin1(noApplication); }

QString PickerItem::viewJson() const { return call<QString>("viewJson"); }

void PickerItem::classBegin() {
    QQuickPaintedItem::classBegin();
    if (!m_widget) return;
    // The widget's notifications are the item's: each notifying property of the widget, by name (here, once the
    // item's meta-object is its own type's, with the properties its type adds).
    const QMetaObject *from = m_widget->metaObject(), *to = metaObject();
    for (int i = 0; i < from->propertyCount(); ++i) {
        const QMetaProperty property = from->property(i);
        const int mine = to->indexOfProperty(property.name());
        if (!property.hasNotifySignal() || mine < QQuickPaintedItem::staticMetaObject.propertyCount()) continue;
        const QMetaProperty own = to->property(mine);
        if (own.hasNotifySignal())
            QMetaObject::connect(m_widget, property.notifySignalIndex(), this, own.notifySignalIndex());
        QMetaObject::connect(m_widget, property.notifySignalIndex(), this, to->indexOfSlot("changed()"));
    }
}

void PickerItem::componentComplete() {
    QQuickPaintedItem::componentComplete();
    // LayoutMirroring.enabled, as this item inherits it: the widget is laid out so.
    QQmlProperty mirroring(this, QStringLiteral("LayoutMirroring.enabled"), qmlContext(this));
    if (mirroring.isValid()) mirroring.connectNotifySignal(this, SLOT(applyDirection()));
    applyDirection();
    applyPalette();
    if (m_widget) PickerItemAccess::makeAccessibleAttached(this);
}

void PickerItem::applyDirection() {
    if (!m_widget) return;
    QQmlProperty mirroring(this, QStringLiteral("LayoutMirroring.enabled"), qmlContext(this));
    const bool mirrored = mirroring.isValid() && mirroring.read().toBool();
    m_widget->setLayoutDirection(mirrored ? Qt::RightToLeft : Qt::LeftToRight);
    changed();
}

void PickerItem::applyPalette() {
    if (!m_widget) return;
    // The item's palette (Qt Quick's, inherited from the window and the Controls style), role by role through its
    // meta-object: the active group's colours are the palette's own properties, the others its groups'.
    const QObject *palette = property("palette").value<QObject *>();
    if (!palette) return;
    QPalette widgetPalette = m_widget->palette();
    const QMetaEnum roles = QMetaEnum::fromType<QPalette::ColorRole>();
    const struct {
        const char *name;
        QPalette::ColorGroup group;
    } groups[] = {{"active", QPalette::Active}, {"inactive", QPalette::Inactive}, {"disabled", QPalette::Disabled}};
    for (const auto &group : groups) {
        const QObject *colors = palette->property(group.name).value<QObject *>();
        if (!colors) continue;
        for (int i = 0; i < roles.keyCount(); ++i) {
            QByteArray name = roles.key(i);
            name[0] = QChar::toLower(name[0]);
            const QVariant color = colors->property(name.constData());
            if (color.canConvert<QColor>())
                widgetPalette.setColor(group.group, QPalette::ColorRole(roles.value(i)), color.value<QColor>());
        }
    }
    m_widget->setPalette(widgetPalette);
    changed();
}

void PickerItem::watch(QObject *object) {
    object->installEventFilter(this);
    for (QObject *child : object->children())
        if (child->isWidgetType()) watch(child);
}

bool PickerItem::eventFilter(QObject *watched, QEvent *event) {
    switch (event->type()) {
    case QEvent::ChildAdded:
        if (QObject *child = static_cast<QChildEvent *>(event)->child(); child->isWidgetType()) watch(child);
        break;
    case QEvent::Paint:
    case QEvent::UpdateRequest:
        // A part repainted (a wheel settling, the focus): draw the widget again, once, outside this paint.
        if (!m_rendering) changed();
        break;
    case QEvent::FocusIn:
        notifyAccessibleFocus();
        break;
    case QEvent::Hide:
        // The widget's popup closed: Qt gives the activation back to the popup's parent, the hosted window, which
        // is not on screen; it is the item's window's.
        if (auto *widget = static_cast<QWidget *>(watched); widget->windowType() == Qt::Popup && window())
            window()->requestActivate();
        break;
    case QEvent::LayoutRequest:
        if (watched == m_widget) {
            const QSize hint = m_widget->sizeHint();
            setImplicitSize(hint.width(), hint.height());
        }
        break;
    default:
        break;
    }
    return false;
}

void PickerItem::changed() {
    if (!m_rendering) polish();
}

void PickerItem::geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry) {
    QQuickPaintedItem::geometryChange(newGeometry, oldGeometry);
    if (m_widget && newGeometry.size() != oldGeometry.size()) {
        m_widget->resize(newGeometry.size().toSize().expandedTo(QSize(1, 1)));
        changed();
    }
}

void PickerItem::itemChange(ItemChange change, const ItemChangeData &value) {
    QQuickPaintedItem::itemChange(change, value);
    if (change == ItemDevicePixelRatioHasChanged || change == ItemSceneChange) changed();
}

void PickerItem::updatePolish() {
    if (!m_widget || width() < 1 || height() < 1) return;
    const qreal ratio = window() ? window()->effectiveDevicePixelRatio() : 1;
    QImage image((QSizeF(width(), height()) * ratio).toSize(), QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(ratio);
    image.fill(Qt::transparent);
    m_rendering = true;
    m_widget->render(&image, QPoint(), QRegion(), QWidget::DrawChildren);
    m_rendering = false;
    m_image = image;
    update();
}

void PickerItem::paint(QPainter *painter) {
    if (!m_image.isNull()) painter->drawImage(QPointF(0, 0), m_image);
}

// ---- Input: to the widget's part holding the focus, or under the pointer ----

void PickerItem::focusInEvent(QFocusEvent *event) {
    QQuickPaintedItem::focusInEvent(event);
    if (!m_widget) return;
    // The hosted window is the widgets' active one while the item has the focus, so that its focus shows.
    QApplication::setActiveWindow(m_widget);
    // Tab comes to the first part, Backtab to the last, as into a form's widget; a click or the program to the part
    // that had the focus.
    const bool tab = event->reason() == Qt::TabFocusReason || event->reason() == Qt::BacktabFocusReason;
    if (tab || !m_widget->focusWidget()) focusFirst(m_widget, event->reason() != Qt::BacktabFocusReason);
    m_accessibleFocus = 0;
    notifyAccessibleFocus();
    changed();
}

void PickerItem::focusOutEvent(QFocusEvent *event) {
    QQuickPaintedItem::focusOutEvent(event);
    if (m_widget && QApplication::activeWindow() == m_widget) QApplication::setActiveWindow(nullptr);
    m_accessibleFocus = 0;
    changed();
}

QWidget *PickerItem::openPopup() const {
    // The widget's own popup (the date button's calendar), a window of its own: its keys are its.
    QWidget *popup = m_widget ? QApplication::activePopupWidget() : nullptr;
    for (QWidget *w = popup; w; w = w->parentWidget())
        if (w == m_widget) return popup;
    return nullptr;
}

void PickerItem::syncPosition() {
    // The hosted window stands where the item is on the screen, so that a popup it opens opens below the item.
    if (m_widget && window()) m_widget->move(mapToGlobal(QPointF(0, 0)).toPoint());
}

bool PickerItem::forwardKey(QKeyEvent *event) {
    if (!m_widget || event->key() == Qt::Key_Tab || event->key() == Qt::Key_Backtab) return false;
    syncPosition();
    QWidget *target = m_widget->focusWidget();
    if (QWidget *popup = openPopup()) target = popup->focusWidget() ? popup->focusWidget() : popup;
    if (!target) target = focusFirst(m_widget, true);
    QKeyEvent copy(event->type(), event->key(), event->modifiers(), event->nativeScanCode(),
                   event->nativeVirtualKey(), event->nativeModifiers(), event->text(), event->isAutoRepeat(),
                   quint16(event->count()));
    copy.setTimestamp(event->timestamp());
    copy.setAccepted(false);
    QCoreApplication::sendEvent(target, &copy);
    notifyAccessibleFocus(); // a calendar's key moves its focused day, no widget's focus
    changed();
    return copy.isAccepted();
}

bool PickerItem::focusNextPart(bool forward) {
    if (!m_widget || openPopup()) return false;
    QWidget *from = m_widget->focusWidget();
    if (!from || !m_widget->isAncestorOf(from)) return false;
    // The hosted window's focus chain runs from the widget through its parts and back to it: its end is the item's.
    for (QWidget *w = forward ? from->nextInFocusChain() : from->previousInFocusChain(); w && w != m_widget && w != from;
         w = forward ? w->nextInFocusChain() : w->previousInFocusChain()) {
        if ((w->focusPolicy() & Qt::TabFocus) && w->isEnabled() && w->isVisibleTo(m_widget) && m_widget->isAncestorOf(w)) {
            w->setFocus(forward ? Qt::TabFocusReason : Qt::BacktabFocusReason);
            changed();
            return true;
        }
    }
    return false;
}

void PickerItem::keyPressEvent(QKeyEvent *event) {
    // Tab and Backtab go through the widget's parts first (the wheels, the segments), then to the next item.
    if ((event->key() == Qt::Key_Tab || event->key() == Qt::Key_Backtab) &&
        !(event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))) {
        const bool forward = event->key() == Qt::Key_Tab && !(event->modifiers() & Qt::ShiftModifier);
        event->setAccepted(focusNextPart(forward));
        return;
    }
    event->setAccepted(forwardKey(event));
}
void PickerItem::keyReleaseEvent(QKeyEvent *event) { event->setAccepted(forwardKey(event)); }

void PickerItem::forwardMouse(QMouseEvent *event) {
    if (!m_widget) return event->ignore();
    syncPosition();
    const QPoint at = event->position().toPoint();
    if (event->type() == QEvent::MouseButtonPress || !m_grabber) {
        QWidget *child = m_widget->childAt(at);
        m_grabber = child ? child : m_widget;
    }
    QMouseEvent copy(event->type(), m_grabber->mapFrom(m_widget, QPointF(at)), event->scenePosition(),
                     event->globalPosition(), event->button(), event->buttons(), event->modifiers());
    // The original's time, not the copy's (none): a wheel's flick is timed by its events.
    copy.setTimestamp(event->timestamp());
    QCoreApplication::sendEvent(m_grabber, &copy);
    if (event->type() == QEvent::MouseButtonRelease) m_grabber = nullptr;
    notifyAccessibleFocus();
    event->accept();
    changed();
}

void PickerItem::mousePressEvent(QMouseEvent *event) {
    forceActiveFocus(Qt::MouseFocusReason);
    forwardMouse(event);
}
void PickerItem::mouseMoveEvent(QMouseEvent *event) { forwardMouse(event); }
void PickerItem::mouseReleaseEvent(QMouseEvent *event) { forwardMouse(event); }

void PickerItem::wheelEvent(QWheelEvent *event) {
    if (!m_widget) return event->ignore();
    const QPoint at = event->position().toPoint();
    QWidget *child = m_widget->childAt(at);
    QWidget *target = child ? child : m_widget;
    QWheelEvent copy(target->mapFrom(m_widget, QPointF(at)), event->globalPosition(), event->pixelDelta(),
                     event->angleDelta(), event->buttons(), event->modifiers(), event->phase(), event->inverted());
    copy.setTimestamp(event->timestamp());
    QCoreApplication::sendEvent(target, &copy);
    event->setAccepted(copy.isAccepted());
    changed();
}

// ---- The four items ----

WheelPicker::WheelPicker(QQuickItem *parent) : PickerItem(&make<Datepick::WheelPicker>, parent) {}
bool WheelPicker::step(int wheel, int by) { return call<bool>("step", Q_ARG(int, wheel), Q_ARG(int, by)); }
bool WheelPicker::selectRow(int wheel, int row) { return call<bool>("selectRow", Q_ARG(int, wheel), Q_ARG(int, row)); }
int WheelPicker::selectedRow(int wheel) const { return widget() ? call<int>("selectedRow", Q_ARG(int, wheel)) : -1; }

SelectingItem::SelectingItem(QWidget *(*makeWidget)(), QQuickItem *parent) : PickerItem(makeWidget, parent) {
    // Not a property's notification: forwarded by name, as classBegin forwards those.
    if (widget()) connect(widget(), SIGNAL(selectionChanged()), this, SIGNAL(selectionChanged()));
}

int SelectingItem::selectionMode() const {
    return int(get("selectionMode").value<Datepick::CalendarView::SelectionMode>());
}

void SelectingItem::setSelectionMode(int mode) {
    // A mode outside the enum is the widget's to refuse: as Multiple on a button, it keeps its mode and says why.
    set("selectionMode", QVariant::fromValue(Datepick::CalendarView::SelectionMode(mode)));
}

bool SelectingItem::selectRange(QDate start, QDate end) {
    return call<bool>("selectRange", Q_ARG(QDate, start), Q_ARG(QDate, end));
}

void SelectingItem::clearSelection() {
    if (widget()) QMetaObject::invokeMethod(widget(), "clearSelection", Qt::DirectConnection);
}

QString SelectingItem::rangeText() const { return call<QString>("rangeText"); }

QVariantList SelectingItem::selectedDates() const {
    QVariantList days;
    if (auto *calendar = qobject_cast<Datepick::CalendarView *>(widget()))
        for (const QDate &day : calendar->selectedDates()) days.append(day);
    else if (auto *button = qobject_cast<Datepick::DateButton *>(widget()))
        for (const QDate &day : button->selectedDates()) days.append(day);
    return days;
}

CalendarView::CalendarView(QQuickItem *parent) : SelectingItem(&make<Datepick::CalendarView>, parent) {}

DateField::DateField(QQuickItem *parent) : PickerItem(&make<Datepick::DateField>, parent) {}
QString DateField::text() const { return call<QString>("text"); }

DateButton::DateButton(QQuickItem *parent) : SelectingItem(&make<Datepick::DateButton>, parent) {}
QString DateButton::text() const { return call<QString>("text"); }
void DateButton::popup() {
    syncPosition();
    if (widget()) QMetaObject::invokeMethod(widget(), "popup", Qt::DirectConnection);
}
void DateButton::popdown() {
    if (widget()) QMetaObject::invokeMethod(widget(), "popdown", Qt::DirectConnection);
}

} // namespace DatepickQuick
