/// @file datebutton.h
/// Datepick::DateButton, the compact style of a libdatepick picker (UIDatePicker's .compact), as a Qt widget.
#pragma once

#include <QtCore/QDateTime>
#include <QtCore/QString>
#include <QtWidgets/QWidget>

#include "export.h"
#include "mode.h"

namespace Datepick {

class CalendarView;
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
 * person picks or a valid one is set. Its properties follow WheelPicker's rule; a mode other than Date and
 * DateAndTime is refused into `error`.
 */
class DATEPICK_QT_EXPORT DateButton : public QWidget {
    Q_OBJECT
    /// An ICU, BCP 47 or POSIX locale id; reads the picker's canonical id. Empty: the environment's.
    Q_PROPERTY(QString locale READ locale WRITE setLocale NOTIFY localeChanged)
    /// What the button picks: Date, or DateAndTime (the time wheels below the calendar); another is refused.
    Q_PROPERTY(Datepick::Mode mode READ mode WRITE setMode NOTIFY modeChanged)
    /// A calendar instead of the locale's ("japanese", "hebrew"…); reads the picker's. Empty: the locale's.
    Q_PROPERTY(QString calendar READ calendar WRITE setCalendar NOTIFY calendarChanged)
    /// An IANA time zone ("Asia/Tokyo"); reads the picker's. Empty: the environment's.
    Q_PROPERTY(QString timeZone READ timeZone WRITE setTimeZone NOTIFY timeZoneChanged)
    /// The time wheels' minute step, 1–30 dividing 60.
    Q_PROPERTY(int minuteInterval READ minuteInterval WRITE setMinuteInterval NOTIFY minuteIntervalChanged)
    /// The seconds wheel's step, 1–30 dividing 60 (with `seconds`).
    Q_PROPERTY(int secondInterval READ secondInterval WRITE setSecondInterval NOTIFY secondIntervalChanged)
    /// Whether the time wheels have a seconds wheel.
    Q_PROPERTY(bool seconds READ seconds WRITE setSeconds NOTIFY secondsChanged)
    /// The value, in the picker's zone; invalid while `empty`. Notified on every change (a day or a time picked in
    /// the popup, or the program), not when the value set is the one held. Set invalid on a button not empty: now.
    Q_PROPERTY(QDateTime dateTime READ dateTime WRITE setDateTime NOTIFY dateTimeChanged)
    /// A countdown's value (a button has no countdown: kept for the properties' sake, as the other widgets').
    Q_PROPERTY(qint64 duration READ duration WRITE setDuration NOTIFY durationChanged)
    /// The earliest value that can be picked; invalid for none (earlier days dimmed in the calendar).
    Q_PROPERTY(QDateTime minimumDateTime READ minimumDateTime WRITE setMinimumDateTime NOTIFY minimumDateTimeChanged)
    /// The latest value that can be picked; invalid for none.
    Q_PROPERTY(QDateTime maximumDateTime READ maximumDateTime WRITE setMaximumDateTime NOTIFY maximumDateTimeChanged)
    /// Why the last change of the other properties was refused (libdatepick's message); empty after one is taken.
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)
    /// Whether the button holds no date yet: it shows the locale's empty field and dateTime reads invalid.
    Q_PROPERTY(bool empty READ isEmpty WRITE setEmpty NOTIFY emptyChanged)

public:
    /// A date button in the environment's locale and zone, showing today.
    explicit DateButton(QWidget *parent = nullptr);
    ~DateButton() override;

    QString locale() const;
    void setLocale(const QString &locale);
    Datepick::Mode mode() const;
    void setMode(Datepick::Mode mode);
    QString calendar() const;
    void setCalendar(const QString &calendar);
    QString timeZone() const;
    void setTimeZone(const QString &timeZone);
    int minuteInterval() const;
    void setMinuteInterval(int minutes);
    int secondInterval() const;
    void setSecondInterval(int seconds);
    bool seconds() const;
    void setSeconds(bool seconds);
    QDateTime dateTime() const;
    void setDateTime(const QDateTime &dateTime);
    qint64 duration() const;
    void setDuration(qint64 seconds);
    QDateTime minimumDateTime() const;
    void setMinimumDateTime(const QDateTime &minimum);
    QDateTime maximumDateTime() const;
    void setMaximumDateTime(const QDateTime &maximum);
    QString error() const;
    bool isEmpty() const;
    void setEmpty(bool empty);

    /// The picker as data: libdatepick's dp_picker_view_json, byte for byte (the compact style's texts in it).
    Q_INVOKABLE QString viewJson() const;
    /// What the button shows, its accessible name: the compact text, or the locale's empty field while empty.
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
    void errorChanged(const QString &error);
    void emptyChanged(bool empty);

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
