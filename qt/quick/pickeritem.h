// The QML module Datepick: the Qt Quick items WheelPicker, CalendarView, DateField and DateButton. Each item hosts
// the Qt Widgets picker of its name (libdatepick-qt6), never shown on screen: its properties, methods and signals
// are the widget's, read and written through the widget's meta-object, so that the model, its rules, keys and
// drawing are written once, in the widget. The item draws the widget into an image when it changes, forwards the
// keys and the mouse to the part of it under the pointer or holding the focus, and gives it the item's palette,
// layout direction and size. Hosting widgets needs a QApplication (the `qml` tool: `qml -a widget`).
#pragma once

#include <QtCore/QDate>
#include <QtCore/QDateTime>
#include <QtCore/QPointer>
#include <QtCore/QStringList>
#include <QtCore/QVariantList>
#include <QtGui/QImage>
#include <QtQml/qqmlregistration.h>
#include <QtQuick/QQuickPaintedItem>

#include <datepick-qt6/mode.h>

class QWidget;

/// The enum Datepick::Mode as QML reads it: Datepick.Date, Datepick.Time, Datepick.DateAndTime,
/// Datepick.CountDownTimer, Datepick.YearAndMonth.
namespace DatepickModeForeign {
Q_NAMESPACE
QML_FOREIGN_NAMESPACE(Datepick)
QML_NAMED_ELEMENT(Datepick)
} // namespace DatepickModeForeign

namespace DatepickQuick {

class PickerItem;

/// The items' accessible interfaces' way into an item (itemaccessible.cpp).
struct PickerItemAccess {
    static QWidget *widget(const PickerItem *item);
    /// Installs the factory of the items' interfaces, once.
    static void installFactory();
    /// Makes the item's Accessible attached object, which puts it in its window's accessible tree.
    static QObject *makeAccessibleAttached(PickerItem *item);
    /// The item's Accessible attached object (with the name a program gives it), or null.
    static QObject *accessibleAttached(PickerItem *item);
};

/// What the four items share: the picker properties and viewJson(), forwarded to the hosted widget.
class PickerItem : public QQuickPaintedItem {
    Q_OBJECT
    QML_ANONYMOUS
    Q_PROPERTY(QString locale READ locale WRITE setLocale NOTIFY localeChanged)
    Q_PROPERTY(Datepick::Mode mode READ mode WRITE setMode NOTIFY modeChanged)
    Q_PROPERTY(QString calendar READ calendar WRITE setCalendar NOTIFY calendarChanged)
    Q_PROPERTY(QString timeZone READ timeZone WRITE setTimeZone NOTIFY timeZoneChanged)
    Q_PROPERTY(int minuteInterval READ minuteInterval WRITE setMinuteInterval NOTIFY minuteIntervalChanged)
    Q_PROPERTY(int secondInterval READ secondInterval WRITE setSecondInterval NOTIFY secondIntervalChanged)
    Q_PROPERTY(bool seconds READ seconds WRITE setSeconds NOTIFY secondsChanged)
    Q_PROPERTY(QDateTime dateTime READ dateTime WRITE setDateTime NOTIFY dateTimeChanged)
    Q_PROPERTY(qint64 duration READ duration WRITE setDuration NOTIFY durationChanged)
    Q_PROPERTY(QDateTime minimumDateTime READ minimumDateTime WRITE setMinimumDateTime NOTIFY minimumDateTimeChanged)
    Q_PROPERTY(QDateTime maximumDateTime READ maximumDateTime WRITE setMaximumDateTime NOTIFY maximumDateTimeChanged)
    /// The days that cannot be picked besides the bounds ("weekends", the locale's; ISO dates), the widget's.
    Q_PROPERTY(QStringList unavailableDates READ unavailableDates WRITE setUnavailableDates NOTIFY unavailableDatesChanged)
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)

public:
    ~PickerItem() override;

    QString locale() const { return get("locale").toString(); }
    void setLocale(const QString &v) { set("locale", v); }
    Datepick::Mode mode() const { return get("mode").value<Datepick::Mode>(); }
    void setMode(Datepick::Mode v) { set("mode", QVariant::fromValue(v)); }
    QString calendar() const { return get("calendar").toString(); }
    void setCalendar(const QString &v) { set("calendar", v); }
    QString timeZone() const { return get("timeZone").toString(); }
    void setTimeZone(const QString &v) { set("timeZone", v); }
    int minuteInterval() const { return get("minuteInterval").toInt(); }
    void setMinuteInterval(int v) { set("minuteInterval", v); }
    int secondInterval() const { return get("secondInterval").toInt(); }
    void setSecondInterval(int v) { set("secondInterval", v); }
    bool seconds() const { return get("seconds").toBool(); }
    void setSeconds(bool v) { set("seconds", v); }
    QDateTime dateTime() const { return get("dateTime").toDateTime(); }
    void setDateTime(const QDateTime &v) { set("dateTime", v); }
    qint64 duration() const { return get("duration").toLongLong(); }
    void setDuration(qint64 v) { set("duration", v); }
    QDateTime minimumDateTime() const { return get("minimumDateTime").toDateTime(); }
    void setMinimumDateTime(const QDateTime &v) { set("minimumDateTime", v); }
    QDateTime maximumDateTime() const { return get("maximumDateTime").toDateTime(); }
    void setMaximumDateTime(const QDateTime &v) { set("maximumDateTime", v); }
    QStringList unavailableDates() const { return get("unavailableDates").toStringList(); }
    void setUnavailableDates(const QStringList &v) { set("unavailableDates", v); }
    /// The widget's error; or, without a QApplication to host it, why there is no picker.
    QString error() const;

    /// libdatepick's view of the picker, byte for byte (the widget's viewJson()).
    Q_INVOKABLE QString viewJson() const;

    void paint(QPainter *painter) override;

Q_SIGNALS:
    void localeChanged(const QString &locale);
    void modeChanged(Datepick::Mode mode);
    void calendarChanged(const QString &calendar);
    void timeZoneChanged(const QString &timeZone);
    void minuteIntervalChanged(int minutes);
    void secondIntervalChanged(int seconds);
    void secondsChanged(bool seconds);
    void dateTimeChanged(const QDateTime &dateTime);
    void durationChanged(qint64 seconds);
    void minimumDateTimeChanged(const QDateTime &minimum);
    void maximumDateTimeChanged(const QDateTime &maximum);
    void unavailableDatesChanged(const QStringList &days);
    void errorChanged(const QString &error);

protected:
    /// `make` makes the hosted widget, called only where a QApplication runs.
    PickerItem(QWidget *(*make)(), QQuickItem *parent);
    QWidget *widget() const { return m_widget; }
    /// Moves the hosted window to where the item is on the screen (where a popup it opens is placed).
    void syncPosition();
    QVariant get(const char *name) const;
    void set(const char *name, const QVariant &value);
    /// Calls the widget's invokable method `name` with `args`, returning its value (`Ret` default-constructed
    /// without a widget).
    template <typename Ret, typename... Args> Ret call(const char *name, Args... args) const;

    void classBegin() override;
    void componentComplete() override;
    void geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry) override;
    void itemChange(ItemChange change, const ItemChangeData &value) override;
    void updatePolish() override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void keyReleaseEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;

private Q_SLOTS:
    /// Draws the widget again before the next frame.
    void changed();
    void applyPalette();
    void applyDirection();

private:
    friend struct PickerItemAccess;
    void watch(QObject *object);
    /// Moves the focus to the next (or previous) part of the widget that takes it by Tab; false at its last (first).
    bool focusNextPart(bool forward);
    /// Tells assistive technologies which part has the focus, when it is another than last told.
    void notifyAccessibleFocus();
    bool forwardKey(QKeyEvent *event);
    /// The hosted widget's popup while it is open, else null.
    QWidget *openPopup() const;
    void forwardMouse(QMouseEvent *event);

    QWidget *m_widget = nullptr;
    QPointer<QWidget> m_grabber;
    QImage m_image;
    bool m_rendering = false;
    unsigned m_accessibleFocus = 0; // the QAccessible::Id last told to have the focus
};

class WheelPicker : public DatepickQuick::PickerItem {
    Q_OBJECT
    QML_ELEMENT
    /// A wheel of ICU's zones after the time (dateAndTime); a zone chosen on it becomes `timeZone`.
    Q_PROPERTY(bool zoneWheel READ zoneWheel WRITE setZoneWheel NOTIFY zoneWheelChanged)
public:
    explicit WheelPicker(QQuickItem *parent = nullptr);
    bool zoneWheel() const { return get("zoneWheel").toBool(); }
    void setZoneWheel(bool v) { set("zoneWheel", v); }
    /// Spins `wheel` by `by` enabled rows; whether the value changed.
    Q_INVOKABLE bool step(int wheel, int by);
    /// Selects `row` of `wheel`, as a click does; whether the value changed.
    Q_INVOKABLE bool selectRow(int wheel, int row);
    /// The row selected on `wheel`; -1 for no such wheel.
    Q_INVOKABLE int selectedRow(int wheel) const;
Q_SIGNALS:
    void zoneWheelChanged(bool zoneWheel);
};

/// What the calendar and the button share: the selection of days, the widgets' (Datepick::CalendarView's and
/// Datepick::DateButton's selectionMode, rangeStart, rangeEnd and their methods).
class SelectingItem : public DatepickQuick::PickerItem {
    Q_OBJECT
    QML_ANONYMOUS
    /// How a pick changes the selection: CalendarView.Single (the value's day), CalendarView.Range or
    /// CalendarView.Multiple (the calendar only); read with the enum of the CalendarView item.
    Q_PROPERTY(int selectionMode READ selectionMode WRITE setSelectionMode NOTIFY selectionModeChanged)
    /// The first day of the complete range; invalid (a null Date in QML) while there is none.
    Q_PROPERTY(QDate rangeStart READ rangeStart NOTIFY rangeStartChanged)
    /// The last day of the complete range; invalid while there is none.
    Q_PROPERTY(QDate rangeEnd READ rangeEnd NOTIFY rangeEndChanged)
public:
    int selectionMode() const;
    void setSelectionMode(int mode);
    QDate rangeStart() const { return get("rangeStart").toDate(); }
    QDate rangeEnd() const { return get("rangeEnd").toDate(); }
    /// Selects the range between two days (in either order); false, with `error` saying why, outside Range or
    /// over a day that cannot be picked.
    Q_INVOKABLE bool selectRange(QDate start, QDate end);
    /// Clears the selection: a range, open or complete; Multiple's days.
    Q_INVOKABLE void clearSelection();
    /// The complete range as the locale writes it ("Nov 30 – Dec 4, 2026"); empty without one.
    Q_INVOKABLE QString rangeText() const;
    /// The days selected, in order, as Dates: the value's day (Single), a range's every day, Multiple's days.
    Q_INVOKABLE QVariantList selectedDates() const;
Q_SIGNALS:
    void selectionModeChanged();
    void rangeStartChanged(const QDate &start);
    void rangeEndChanged(const QDate &end);
    /// The days selected changed (a range opened, completed or cleared, a day added or removed).
    void selectionChanged();

protected:
    SelectingItem(QWidget *(*make)(), QQuickItem *parent);
};

class CalendarView : public DatepickQuick::SelectingItem {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool showWeekNumbers READ showWeekNumbers WRITE setShowWeekNumbers NOTIFY showWeekNumbersChanged)
public:
    /// The selection modes, Datepick::CalendarView's: CalendarView.Single, CalendarView.Range,
    /// CalendarView.Multiple.
    enum SelectionMode { Single, Range, Multiple };
    Q_ENUM(SelectionMode)

    explicit CalendarView(QQuickItem *parent = nullptr);
    bool showWeekNumbers() const { return get("showWeekNumbers").toBool(); }
    void setShowWeekNumbers(bool v) { set("showWeekNumbers", v); }
Q_SIGNALS:
    void showWeekNumbersChanged(bool shown);
};

class DateField : public DatepickQuick::PickerItem {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool empty READ isEmpty WRITE setEmpty NOTIFY emptyChanged)
    Q_PROPERTY(QString validationMessage READ validationMessage NOTIFY validationMessageChanged)
public:
    explicit DateField(QQuickItem *parent = nullptr);
    bool isEmpty() const { return get("empty").toBool(); }
    void setEmpty(bool v) { set("empty", v); }
    QString validationMessage() const { return get("validationMessage").toString(); }
    /// The text shown, as read aloud and copied.
    Q_INVOKABLE QString text() const;
Q_SIGNALS:
    void emptyChanged(bool empty);
    void validationMessageChanged(const QString &message);
};

class DateButton : public DatepickQuick::SelectingItem {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool empty READ isEmpty WRITE setEmpty NOTIFY emptyChanged)
public:
    explicit DateButton(QQuickItem *parent = nullptr);
    bool isEmpty() const { return get("empty").toBool(); }
    void setEmpty(bool v) { set("empty", v); }
    /// The text shown on the button.
    Q_INVOKABLE QString text() const;
    /// Opens the popup (a window of its own), as a click does; popdown() closes it.
    Q_INVOKABLE void popup();
    Q_INVOKABLE void popdown();
Q_SIGNALS:
    void emptyChanged(bool empty);
};

} // namespace DatepickQuick
