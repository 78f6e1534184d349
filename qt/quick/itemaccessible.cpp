// The items as a screen reader reads them. The hosted widgets are no part of Qt Quick's accessible tree (their
// window is never on screen), so each item's interface mirrors its widget's: the item takes the widget's role and
// name, and its children mirror the widget's accessible parts (a wheel picker's wheels, a field's segments, a
// calendar's days) with their roles, names, states and values, their rectangles moved to where the item is drawn,
// and their parents the mirrors of the widget's. Qt Quick lists an item among its window's children only once
// its Accessible attached object exists: the item makes it when its component completes.
#include "pickeritem.h"

#include <QtCore/QHash>
#include <QtCore/QPointer>
#include <QtGui/QAccessible>
#include <QtQml/qqml.h>
#include <QtQuick/QQuickWindow>
#include <QtWidgets/QWidget>

#include <mutex>

namespace DatepickQuick {

namespace {

class ItemAccessible;

/// What the item's interface and its parts' share: each reads a part of the hosted widget (`target()`) and says
/// what it says, in the scene's coordinates and with the scene's parents.
class Mirror : public QAccessibleInterface, public QAccessibleValueInterface {
public:
    explicit Mirror(PickerItem *item) : m_item(item) {}
    /// The hosted widget's interface this one mirrors, or null once it is gone.
    virtual QAccessibleInterface *target() const = 0;

    bool isValid() const override {
        QAccessibleInterface *t = m_item ? target() : nullptr;
        return t && t->isValid();
    }
    QWindow *window() const override { return m_item ? m_item->window() : nullptr; }
    int childCount() const override { return isValid() ? target()->childCount() : 0; }
    QAccessibleInterface *child(int index) const override {
        return isValid() ? mirror(target()->child(index)) : nullptr;
    }
    int indexOfChild(const QAccessibleInterface *child) const override {
        for (int index = 0; index < childCount(); index++)
            if (this->child(index) == child) return index;
        return -1;
    }
    QAccessibleInterface *childAt(int x, int y) const override {
        if (!isValid()) return nullptr;
        const QPoint at = fromScene(QPoint(x, y));
        return mirror(target()->childAt(at.x(), at.y()));
    }
    QAccessibleInterface *focusChild() const override {
        // The widget remembers its focused part after the item lost the focus: none is focused then.
        if (!isValid() || !m_item->hasActiveFocus()) return nullptr;
        QAccessibleInterface *focused = mirror(target()->focusChild());
        return focused == this ? nullptr : focused;
    }
    QString text(QAccessible::Text type) const override { return isValid() ? target()->text(type) : QString(); }
    void setText(QAccessible::Text type, const QString &text) override {
        if (isValid()) target()->setText(type, text);
    }
    QRect rect() const override {
        if (!isValid()) return {};
        const QRect r = target()->rect();
        return QRect(toScene(r.topLeft()), r.size());
    }
    QAccessible::Role role() const override { return isValid() ? target()->role() : QAccessible::NoRole; }
    QAccessible::State state() const override {
        if (!isValid()) return {};
        QAccessible::State state = target()->state();
        // The hosted window is never on screen: what is shown is the item.
        state.invisible = !m_item->isVisible() || !m_item->window() || !m_item->window()->isVisible();
        state.offscreen = state.invisible;
        if (!m_item->hasActiveFocus()) state.focused = false;
        return state;
    }
    void *interface_cast(QAccessible::InterfaceType type) override {
        if (type == QAccessible::ValueInterface && isValid() && target()->valueInterface())
            return static_cast<QAccessibleValueInterface *>(this);
        return nullptr;
    }
    QVariant currentValue() const override { return value() ? value()->currentValue() : QVariant(); }
    void setCurrentValue(const QVariant &v) override {
        if (value()) value()->setCurrentValue(v);
    }
    QVariant maximumValue() const override { return value() ? value()->maximumValue() : QVariant(); }
    QVariant minimumValue() const override { return value() ? value()->minimumValue() : QVariant(); }
    QVariant minimumStepSize() const override { return value() ? value()->minimumStepSize() : QVariant(); }

protected:
    /// The mirror of a part of the hosted widget: the item's own interface for the widget itself.
    QAccessibleInterface *mirror(QAccessibleInterface *part) const;
    /// A point of the hosted window, on the screen, to where the item draws it, and back.
    QPoint toScene(QPoint hidden) const {
        const QPoint local = hidden - host()->mapToGlobal(QPoint(0, 0));
        return m_item->mapToGlobal(QPointF(local)).toPoint();
    }
    QPoint fromScene(QPoint scene) const {
        return host()->mapToGlobal(m_item->mapFromGlobal(QPointF(scene)).toPoint());
    }
    QWidget *host() const { return PickerItemAccess::widget(m_item); }
    QAccessibleValueInterface *value() const { return isValid() ? target()->valueInterface() : nullptr; }

    QPointer<PickerItem> m_item;
};

/// A part of the hosted widget in the scene. Known by its object, or, for a part without one (a calendar's
/// day), by its parent's object and its index there: so it follows the widget's parts as they are made again.
class PartAccessible : public Mirror {
public:
    PartAccessible(PickerItem *item, QObject *object, QObject *parentObject, int index)
        : Mirror(item), m_object(object), m_parentObject(parentObject), m_index(index) {}
    QAccessibleInterface *target() const override {
        if (m_object) return QAccessible::queryAccessibleInterface(m_object);
        QAccessibleInterface *parent = m_parentObject ? QAccessible::queryAccessibleInterface(m_parentObject) : nullptr;
        return parent && m_index >= 0 && m_index < parent->childCount() ? parent->child(m_index) : nullptr;
    }
    bool isValid() const override { return (m_object || (m_parentObject && m_index >= 0)) && Mirror::isValid(); }
    // The object is the hosted widget's part: it is not this interface's, which Qt keeps by object.
    QObject *object() const override { return nullptr; }
    QAccessibleInterface *parent() const override { return isValid() ? mirror(target()->parent()) : nullptr; }

private:
    QPointer<QObject> m_object, m_parentObject;
    int m_index;
};

/// The item's own interface: the hosted widget's role, name and parts, placed in the item's window.
class ItemAccessible : public Mirror {
public:
    explicit ItemAccessible(PickerItem *item) : Mirror(item) {}
    ~ItemAccessible() override {
        for (QAccessible::Id id : std::as_const(m_parts)) QAccessible::deleteAccessibleInterface(id);
    }
    QAccessibleInterface *target() const override {
        return host() ? QAccessible::queryAccessibleInterface(host()) : nullptr;
    }
    QObject *object() const override { return m_item; }
    QAccessibleInterface *parent() const override {
        // The nearest accessible item above, or the window under its content item, as Qt Quick's items have it.
        if (!m_item) return nullptr;
        for (QQuickItem *above = m_item->parentItem(); above; above = above->parentItem()) {
            if (m_item->window() && above == m_item->window()->contentItem())
                return QAccessible::queryAccessibleInterface(m_item->window());
            if (QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(above)) return iface;
        }
        return nullptr;
    }
    QString text(QAccessible::Text type) const override {
        // What the program says in Accessible.name or .description, else the widget's own.
        if (m_item && (type == QAccessible::Name || type == QAccessible::Description)) {
            if (const QObject *attached = PickerItemAccess::accessibleAttached(m_item)) {
                const QString own = attached->property(type == QAccessible::Name ? "name" : "description").toString();
                if (!own.isEmpty()) return own;
            }
        }
        return Mirror::text(type);
    }
    QRect rect() const override {
        if (!m_item || !m_item->window()) return {};
        return QRect(m_item->mapToGlobal(QPointF(0, 0)).toPoint(), QSize(int(m_item->width()), int(m_item->height())));
    }
    QAccessible::State state() const override {
        QAccessible::State state = Mirror::state();
        state.focusable = true;
        state.focused = m_item && m_item->hasActiveFocus() && !focusChild();
        return state;
    }

    /// The one mirror of `part` (registered with Qt, which owns it), made when first asked for.
    QAccessibleInterface *mirrorOf(QAccessibleInterface *part) const {
        if (!part || !m_item) return nullptr;
        if (part->object() && part->object() == host()) return const_cast<ItemAccessible *>(this);
        QObject *object = part->object(), *parentObject = nullptr;
        int index = -1;
        if (!object) {
            // A part without an object of its own: its parent's, and where it is among its siblings.
            QAccessibleInterface *parent = part->parent();
            parentObject = parent ? parent->object() : nullptr;
            index = parent ? parent->indexOfChild(part) : -1;
            if (!parentObject || index < 0) return nullptr;
        }
        const Key key{object ? object : parentObject, index};
        if (QAccessible::Id id = m_parts.value(key)) {
            QAccessibleInterface *known = QAccessible::accessibleInterface(id);
            if (known && known->isValid() && static_cast<PartAccessible *>(known)->target() == part) return known;
            // Its object went and another took its address: a new mirror.
            m_parts.remove(key);
            if (known) QAccessible::deleteAccessibleInterface(id);
        }
        auto *mirror = new PartAccessible(m_item, object, parentObject, index);
        m_parts.insert(key, QAccessible::registerAccessibleInterface(mirror));
        return mirror;
    }

private:
    using Key = QPair<QObject *, int>;
    mutable QHash<Key, QAccessible::Id> m_parts;
};

QAccessibleInterface *Mirror::mirror(QAccessibleInterface *part) const {
    if (!part || !m_item) return nullptr;
    auto *item = static_cast<ItemAccessible *>(QAccessible::queryAccessibleInterface(m_item.data()));
    return item ? item->mirrorOf(part) : nullptr;
}

QAccessibleInterface *factory(const QString &, QObject *object) {
    if (auto *item = qobject_cast<PickerItem *>(object)) return new ItemAccessible(item);
    return nullptr;
}

} // namespace

void PickerItemAccess::installFactory() {
    static std::once_flag once;
    std::call_once(once, [] { QAccessible::installFactory(factory); });
}

QObject *PickerItemAccess::makeAccessibleAttached(PickerItem *item) {
    // Qt Quick's Accessible attached type, found by its name: its object marks the item as one its window's
    // accessible tree lists (the flag is private to Qt Quick).
    const QMetaObject *type = QMetaType::fromName("QQuickAccessibleAttached*").metaObject();
    if (!type) return nullptr;
    return qmlAttachedPropertiesObject(item, qmlAttachedPropertiesFunction(item, type), true);
}

QObject *PickerItemAccess::accessibleAttached(PickerItem *item) {
    const QMetaObject *type = QMetaType::fromName("QQuickAccessibleAttached*").metaObject();
    return type ? qmlAttachedPropertiesObject(item, qmlAttachedPropertiesFunction(item, type), false) : nullptr;
}

void PickerItem::notifyAccessibleFocus() {
    // QAccessible::updateAccessibility drops the event unless an assistive technology listens: then only.
    if (!m_widget || !hasActiveFocus() || !QAccessible::isActive()) return;
    QAccessibleInterface *item = QAccessible::queryAccessibleInterface(this);
    QAccessibleInterface *part = item ? item->focusChild() : nullptr;
    if (!part) part = item;
    if (!part) return;
    // Once for each part the focus comes to: a key that moves the value leaves the focus where it is.
    const QAccessible::Id id = QAccessible::uniqueId(part);
    if (id == m_accessibleFocus) return;
    m_accessibleFocus = id;
    QAccessibleEvent event(part, QAccessible::Focus);
    QAccessible::updateAccessibility(&event);
}

} // namespace DatepickQuick
