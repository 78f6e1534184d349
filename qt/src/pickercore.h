// The part every Datepick widget shares: the picker properties, the dp_picker made from them, the one rule of a
// change (a new picker from the options with the one value changed; refused: nothing changes and `error` says
// why), and the value a person's gesture moved. Private to the library.
#pragma once

#include <QtCore/QDateTime>
#include <QtCore/QObject>
#include <QtCore/QString>
#include <QtCore/QStringList>

#include <functional>

#include <datepick.h>

#include "datepick-qt6/mode.h"

namespace Datepick {

/// The values of the picker properties as set (empty or invalid: libdatepick's defaults).
struct Options {
    QString locale, calendar, timeZone;
    Mode mode = Mode::Date;
    int minuteInterval = 1, secondInterval = 1;
    bool seconds = false;
    QDateTime dateTime, minimumDateTime, maximumDateTime;
    qint64 duration = 0;
    /// libdatepick's "unavailable" words ("weekends", ISO dates), given in the modes with days.
    QStringList unavailable;
    /// A wheel of time zones after the time (dateAndTime).
    bool zoneWheel = false;
};

class PickerCore : public QObject {
    Q_OBJECT
public:
    /// Shows a picker of the widget's own: `accept` is the widget's part of showing a picker that libdatepick
    /// made (a calendar makes its month of it, a field its dp_field, blank when `blank`); it returns an empty
    /// string when it takes the picker, else why not, and then the picker is freed and nothing changes.
    using Accept = std::function<QString(dp_picker *made, bool blank)>;
    explicit PickerCore(Mode mode, Accept accept, QObject *parent);
    ~PickerCore() override;

    /// The picker shown, or null while the first options are refused.
    dp_picker *picker() const { return m_picker; }

    /// The properties as they read: the locale, calendar and zone the picker resolved (where the mode uses them),
    /// the value the picker holds, the others as set.
    QString locale() const;
    Mode mode() const { return m_options.mode; }
    QString calendar() const;
    QString timeZone() const;
    int minuteInterval() const { return m_options.minuteInterval; }
    int secondInterval() const { return m_options.secondInterval; }
    bool seconds() const { return m_options.seconds; }
    QDateTime dateTime() const { return m_options.dateTime; }
    qint64 duration() const { return m_options.duration; }
    QDateTime minimumDateTime() const { return m_options.minimumDateTime; }
    QDateTime maximumDateTime() const { return m_options.maximumDateTime; }
    QString error() const { return m_error; }
    QStringList unavailableDates() const { return m_options.unavailable; }
    bool zoneWheel() const { return m_options.zoneWheel; }
    /// Sets `error`, notified when it changes: a refusal of the widget's own (a range that cannot be selected).
    void setError(const QString &error);
    /// Whether the widget holds no value yet (an `empty` field or button): dateTime then reads invalid, until a
    /// valid one is set or a person's gesture makes one (takeValue).
    bool blank() const { return m_blank; }

    /// A change of one property, by the rule above. A value equal to the one held changes nothing (and clears
    /// `error`, as a change taken does).
    void change(const std::function<bool(Options &)> &set);
    /// Empties the widget (`blank`) or gives it a value again (the picker's: now when none was given), by the same
    /// rule: a refusal changes nothing and sets `error`.
    void setBlank(bool blank);
    /// Every option at once (a date button giving its options to its popup's calendar and wheels): one picker, so
    /// that no order of single changes can be refused on the way. The options and value held already change
    /// nothing (the picker is not made again).
    void configure(const Options &wanted);
    /// The options as set, the value as held.
    const Options &options() const { return m_options; }

    /// libdatepick's view of the picker, byte for byte; empty without a picker.
    QString viewJson() const;

    /// After a person changed the picker's value (a key, a click, a flick): dateTime or duration follow it,
    /// notified when they differ.
    void takeValue();
    /// After a person erased every segment of a field with keys: the widget is blank (dateTime invalid), as
    /// setBlank(true) leaves it, but the picker and its field stay (a new field would lose the focus and the keys'
    /// state). Notifies `blank` and dateTime when they change.
    void takeBlank();

    /// The options JSON of dp_picker_new for `options`: each option set that the mode takes (libdatepick's table
    /// says which: dp_option_refusal), so that a property the mode ignores is kept for a mode that uses it.
    static QByteArray optionsJson(const Options &options);
    /// A mode's word in libdatepick's options ("dateAndTime").
    static QByteArray modeWord(Mode mode);
    /// A moment as libdatepick's options take it: ISO 8601 with its offset, so that it names one instant.
    static QByteArray isoMoment(const QDateTime &moment);
    /// The moment a picker holds, in its zone (a zone Qt does not know: at libdatepick's offset for that instant,
    /// Qt::OffsetFromUTC); invalid for a countdown.
    static QDateTime moment(const dp_picker *picker);
    /// The UTC offset in seconds that libdatepick gives an IANA zone at an instant; `known` false (and 0) when it
    /// refuses the zone.
    static int offsetInZone(const char *zone, qint64 seconds, bool *known);
    /// Whether two readings of a date-time are the same: the same instant in the same zone (invalid equals invalid).
    static bool sameMoment(const QDateTime &a, const QDateTime &b);
    /// Whether two sets of options are the same (the moments by sameMoment).
    static bool sameOptions(const Options &a, const Options &b);

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
    void blankChanged(bool blank);
    void unavailableDatesChanged(const QStringList &days);
    void zoneWheelChanged(bool zoneWheel);
    /// Another picker is shown (what the widget borrowed from the old one is gone).
    void pickerReplaced();

private:
    struct Reading;
    Reading read() const;
    void notifyChanges(const Reading &before);
    /// Shows a picker of `wanted`; returns why not, or an empty string when it was shown.
    QString show(const Options &wanted, bool blank);

    Options m_options;
    bool m_blank = false;
    dp_picker *m_picker = nullptr;
    QString m_error;
    /// The zone the picker had when it was shown or last read by takeValue: a zone wheel moves it.
    QString m_zoneShown;
    Accept m_accept;
};

/// The PickerCore of a Datepick widget (each has one, its child), or null.
inline PickerCore *coreOf(const QObject *widget) {
    return widget ? widget->findChild<PickerCore *>(QString(), Qt::FindDirectChildrenOnly) : nullptr;
}

/// Connects a widget's property signals to the core's, so that the widget notifies exactly what the core does.
template <typename Widget> void forwardSignals(PickerCore *core, Widget *widget) {
    QObject::connect(core, &PickerCore::localeChanged, widget, &Widget::localeChanged);
    QObject::connect(core, &PickerCore::modeChanged, widget, &Widget::modeChanged);
    QObject::connect(core, &PickerCore::calendarChanged, widget, &Widget::calendarChanged);
    QObject::connect(core, &PickerCore::timeZoneChanged, widget, &Widget::timeZoneChanged);
    QObject::connect(core, &PickerCore::minuteIntervalChanged, widget, &Widget::minuteIntervalChanged);
    QObject::connect(core, &PickerCore::secondIntervalChanged, widget, &Widget::secondIntervalChanged);
    QObject::connect(core, &PickerCore::secondsChanged, widget, &Widget::secondsChanged);
    QObject::connect(core, &PickerCore::dateTimeChanged, widget, &Widget::dateTimeChanged);
    QObject::connect(core, &PickerCore::durationChanged, widget, &Widget::durationChanged);
    QObject::connect(core, &PickerCore::minimumDateTimeChanged, widget, &Widget::minimumDateTimeChanged);
    QObject::connect(core, &PickerCore::maximumDateTimeChanged, widget, &Widget::maximumDateTimeChanged);
    QObject::connect(core, &PickerCore::errorChanged, widget, &Widget::errorChanged);
    QObject::connect(core, &PickerCore::unavailableDatesChanged, widget, &Widget::unavailableDatesChanged);
}

/// A borrowed UTF-8 string of libdatepick's as a QString (null stays null).
inline QString fromDp(const char *text) { return text ? QString::fromUtf8(text) : QString(); }

/// Whether the animations of motion are on: Qt's general UI effects and the style's animation duration (a style
/// or a platform theme that turns animations off turns the wheels' off: they then land at once).
bool animationsEnabled(const QWidget *widget);

/// Installs the accessibility factory of the widgets' parts (each wheel a spin box, each calendar day a cell), once.
void installAccessibleFactory();

} // namespace Datepick
