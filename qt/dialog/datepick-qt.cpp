/* datepick-qt: the date and time dialog a script asks a person with, as datepick-gtk is, in Qt Widgets for KDE
 * sessions: `datepick pick`'s options and output. The command line is parsed by libdatepick (dp_pick_request_new:
 * the same option table, checks and messages as `datepick pick`); the picker is shown with Datepick::WheelPicker
 * (--style wheels), Datepick::CalendarView with the time wheels (inline), Datepick::DateButton (compact) or
 * Datepick::DateField (field: typed, Enter refused with the reason below it while the value is incomplete); the
 * accepted value is printed by libdatepick (dp_pick_request_result), so the text is `pick`'s to the byte.
 * --range picks a range on the inline calendar (its second pick accepts) or in the date button's popup (its second
 * pick closes it, Enter then accepts); dp_pick_request_range_result prints it.
 * --unavailable gives the picker's unavailable days to the widget shown, --zone-wheel adds the wheels' zone wheel.
 *
 * Exit 0 accepted (Enter, or OK), 1 cancelled (Escape, Cancel, or closing the window), 64 bad options (one line on
 * stderr), 74 stdout refused the value, 70 an internal failure.
 *
 * Test hook: DATEPICK_QT_KEYS="Down Down Return" types those keys into the window once it is shown, one after the
 * other, as a person would (X keysym names as xdotool takes them: Up, Down, Left, Right, Page_Up, Page_Down, Home,
 * End, Tab, Return, Escape, space, or one character), so that a test drives the dialog headless
 * (QT_QPA_PLATFORM=offscreen) and compares what it prints with `datepick pick` for the same keys. */
#include <datepick-qt6/calendarview.h>
#include <datepick-qt6/datebutton.h>
#include <datepick-qt6/datefield.h>
#include <datepick-qt6/wheelpicker.h>
#include <datepick.h>

#include <QtCore/QMetaEnum>
#include <QtCore/QTimeZone>
#include <QtCore/QTimer>
#include <QtGui/QKeyEvent>
#include <QtWidgets/QApplication>
#include <QtWidgets/QDialog>
#include <QtWidgets/QDialogButtonBox>
#include <QtWidgets/QLabel>
#include <QtWidgets/QPushButton>
#include <QtWidgets/QVBoxLayout>

#include <cstdio>

namespace {

enum { exit_accepted = 0, exit_cancelled = 1, exit_software = 70, exit_usage = 64, exit_io = 74 };

const char usage[] =
    "Usage: datepick-qt [--locale ID] [--mode MODE] [--style wheels|inline [--week-numbers]|compact|field [--empty]]\n"
    "                   [--title TEXT]\n"
    "                   [--date ISO] [--time-zone ZONE] [--output-format PATTERN] [--format text|json] …\n"
    "\n"
    "Asks a person for a date, a time, both, a month or a countdown's duration in a Qt window, and prints the\n"
    "accepted value on stdout as `datepick pick` prints it: date 2026-11-30, time 14:05, dateAndTime\n"
    "2026-11-30T14:05:00+09:00, yearAndMonth 2026-11, countDownTimer seconds (3660); --output-format writes it\n"
    "with an ICU date pattern, --format json as one object (Schemas/pick.schema.json). --title names the window\n"
    "and is shown above the picker. Exit 0 accepted (Enter, or OK), 1 cancelled (Escape, Cancel, or closing the\n"
    "window), 64 bad options. --style inline shows a month calendar (date, dateAndTime; the time wheels below it);\n"
    "--style compact a button with the value that opens the calendar; --style field typed segments (any mode but\n"
    "countDownTimer; --empty starts it blank). The keys of each style follow the options.\n"
    "\n";

void say(const QString &message) { std::fprintf(stderr, "datepick-qt: %s\n", qPrintable(message)); }

/// A moment of the picker's (its value or a bound) as the widgets' properties take it; invalid for none. In the
/// picker's zone where Qt knows it, else in UTC: only the instant is given, and the widget, whose timeZone is the
/// picker's, reads it back in that zone (at libdatepick's offset for a zone Qt does not know).
QDateTime moment(bool (*read)(const dp_picker *, int64_t *), const dp_picker *picker) {
    int64_t seconds = 0;
    if (!read(picker, &seconds)) return {};
    const QTimeZone zone(QByteArray(dp_picker_time_zone(picker)));
    return QDateTime::fromSecsSinceEpoch(seconds, zone.isValid() ? zone : QTimeZone::utc());
}

/// The mode libdatepick names ("dateAndTime"), by the enum's own keys.
Datepick::Mode modeNamed(const char *name) {
    const QMetaEnum modes = QMetaEnum::fromType<Datepick::Mode>();
    for (int i = 0; i < modes.keyCount(); ++i) {
        QByteArray key = modes.key(i);
        key[0] = QChar::toLower(key[0]);
        if (key == name) return Datepick::Mode(modes.value(i));
    }
    return Datepick::Mode::Date;
}

/// Gives a Datepick widget the request's picker's settings (the locale and calendar it resolved, its zone, steps,
/// bounds and value) in `mode`, property by property, each in an order no step of which can be refused. Returns
/// the first refusal (a property's `error` right after it was set: a later change that is taken clears it), or
/// an empty string.
QString configure(QWidget *widget, const dp_picker *picker, Datepick::Mode mode, bool empty = false) {
    QString refused;
    auto set = [&](const char *name, const QVariant &value) {
        widget->setProperty(name, value);
        const QString error = widget->property("error").toString();
        if (refused.isEmpty() && !error.isEmpty()) refused = QStringLiteral("%1: %2").arg(QLatin1String(name), error);
    };
    set("locale", QString::fromUtf8(dp_picker_locale(picker)));
    set("timeZone", QString::fromUtf8(dp_picker_time_zone(picker)));
    set("mode", QVariant::fromValue(mode));
    // A mode without a calendar keeps it unused (libdatepick's dp_option_refusal says which modes take it).
    set("calendar", QString::fromUtf8(dp_picker_calendar(picker)));
    set("seconds", dp_picker_shows_seconds(picker));
    set("minuteInterval", dp_picker_minute_interval(picker));
    set("secondInterval", dp_picker_second_interval(picker));
    if (dp_picker_duration(picker) >= 0) set("duration", qint64(dp_picker_duration(picker)));
    else set("dateTime", moment(dp_picker_moment, picker));
    set("minimumDateTime", moment(dp_picker_minimum_moment, picker));
    set("maximumDateTime", moment(dp_picker_maximum_moment, picker));
    // The days the picker refuses (its "unavailable" option), shown as each widget shows them: disabled rows on the
    // day wheels, days struck through and skipped on the calendar, a value refused by the field.
    if (const char *unavailable = dp_picker_unavailable(picker))
        set("unavailableDates", QString::fromUtf8(unavailable).split(QLatin1Char(',')));
    if (empty) set("empty", true);
    return refused;
}

/// The first part of `widget` that takes the focus by Tab (the leading wheel), or `widget`.
QWidget *firstFocus(QWidget *widget) {
    for (QWidget *w = widget->nextInFocusChain(); w && w != widget; w = w->nextInFocusChain())
        if ((w->focusPolicy() & Qt::TabFocus) && widget->isAncestorOf(w)) return w;
    return widget;
}

class Dialog : public QDialog {
public:
    explicit Dialog(dp_pick_request *request) : m_request(request) {}

    dp_pick_request *m_request;
    Datepick::WheelPicker *wheels = nullptr;
    Datepick::CalendarView *calendar = nullptr;
    Datepick::DateButton *button = nullptr;
    Datepick::DateField *field = nullptr;
    QLabel *message = nullptr;
    bool range = false; // --range: the inline calendar or the date button picks a range
    bool finished = false;
    int status = exit_cancelled;

    /// The moment the widgets show: the field's (invalid while incomplete), the button's, the wheels'; the inline
    /// calendar's focused day (the day the keys moved to, as on the terminal's calendar) at the time of day of the
    /// time wheels, or of the value. Invalid for a countdown.
    QDateTime shownMoment() const {
        if (field) return field->validationMessage().isEmpty() ? field->dateTime() : QDateTime();
        if (button) return button->dateTime();
        if (!calendar) return wheels->dateTime();
        const QDateTime time = wheels ? wheels->dateTime() : calendar->dateTime();
        const QDate day = QDate::fromString(calendar->focusedDate(), Qt::ISODate);
        if (!time.isValid() || !day.isValid()) return {};
        return QDateTime(day, time.time(), time.timeZone());
    }

    /// libdatepick's text of the value (or why not) on stdout, and the exit status.
    void print(char *result, char *error) {
        if (!result) {
            say(QString::fromUtf8(error));
            dp_string_free(error);
            return finish(exit_software);
        }
        const bool written = std::fputs(result, stdout) >= 0 && std::fflush(stdout) == 0;
        dp_string_free(result);
        if (!written) say("could not write the value on stdout");
        finish(written ? exit_accepted : exit_io);
    }

    /// --range: the range picked, printed as `datepick pick --range` prints it (2026-11-30/2026-12-04, or with
    /// --format json its start, end, text and days). Without a complete range yet, Enter goes on picking: the
    /// date button opens its popup (the inline calendar takes Enter itself).
    void acceptRange() {
        if (finished) return;
        const QDate start = calendar ? calendar->rangeStart() : button->rangeStart();
        const QDate end = calendar ? calendar->rangeEnd() : button->rangeEnd();
        if (!start.isValid() || !end.isValid()) return button ? button->popup() : QApplication::beep();
        char *error = nullptr;
        char *result = dp_pick_request_range_result(m_request, start.toString(Qt::ISODate).toUtf8().constData(),
                                                    end.toString(Qt::ISODate).toUtf8().constData(), &error);
        print(result, error);
    }

    void accept() override {
        if (finished) return;
        if (range) return acceptRange();
        dp_picker *picker = dp_pick_request_picker(m_request);
        if (field && !field->validationMessage().isEmpty()) {
            // An incomplete or impossible value: why, on the line below the field, which keeps the focus.
            message->setText(field->validationMessage());
            message->show();
            return;
        }
        char *error = nullptr;
        // A zone chosen on the zone wheel first: the same row of the request's (whose rows are the same zones), so
        // that the value is printed with that zone's offset, as `datepick pick` prints it.
        const int zone = dp_picker_wheel_of_field(picker, "timeZone");
        if (zone >= 0 && wheels && !calendar && !dp_picker_select(picker, zone, wheels->selectedRow(zone), &error) &&
            error) {
            say(QString::fromUtf8(error));
            dp_string_free(error);
            return finish(exit_software);
        }
        const QDateTime value = shownMoment();
        bool set;
        if (value.isValid()) set = dp_picker_set_moment(picker, value.toSecsSinceEpoch(), &error);
        else if (dp_picker_duration(picker) >= 0) set = dp_picker_set_duration(picker, wheels->duration(), &error);
        else {
            say("the day shown could not be read");
            return finish(exit_software);
        }
        print(set ? dp_pick_request_result(m_request, &error) : nullptr, error);
    }
    void reject() override { finish(exit_cancelled); }

    void finish(int code) {
        finished = true;
        status = code;
        QDialog::done(code);
    }

    /// Enter accepts wherever the focus is in the window (the calendar takes Enter to pick its day, the date button
    /// to open; here it accepts), but on a push button, which takes it, or in the date button's popup; Escape
    /// cancels but in the popup (a window of its own, whose keys are its), which it closes.
    bool eventFilter(QObject *watched, QEvent *event) override {
        if (event->type() != QEvent::KeyPress) return false;
        auto *widget = qobject_cast<QWidget *>(watched);
        if (!widget || widget->window() != this) return false;
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Escape) {
            reject();
            return true;
        }
        if (key != Qt::Key_Return && key != Qt::Key_Enter) return false;
        // A range's days are picked with Enter on the calendar; its second pick accepts (rangeEndChanged).
        if (range && calendar && (widget == calendar || calendar->isAncestorOf(widget))) return false;
        if (qobject_cast<QPushButton *>(widget) && !(button && button->isAncestorOf(widget)) && widget != button)
            return false;
        accept();
        return true;
    }
};

/// DATEPICK_QT_KEYS's names as Qt's keys: xdotool's keysyms, or one character.
bool keyNamed(const QString &name, int *key, QString *text) {
    static const struct {
        const char *name;
        int key;
    } keys[] = {{"Up", Qt::Key_Up},         {"Down", Qt::Key_Down},         {"Left", Qt::Key_Left},
                {"Right", Qt::Key_Right},   {"Page_Up", Qt::Key_PageUp},    {"Page_Down", Qt::Key_PageDown},
                {"Home", Qt::Key_Home},     {"End", Qt::Key_End},           {"Tab", Qt::Key_Tab},
                {"Return", Qt::Key_Return}, {"Escape", Qt::Key_Escape},     {"space", Qt::Key_Space},
                {"BackSpace", Qt::Key_Backspace}};
    for (const auto &entry : keys)
        if (name == QLatin1String(entry.name)) {
            *key = entry.key;
            *text = entry.key == Qt::Key_Space ? QStringLiteral(" ") : entry.key == Qt::Key_Return ? QStringLiteral("\r") : QString();
            return true;
        }
    if (name.size() != 1) return false;
    *text = name;
    *key = QKeySequence(name).isEmpty() ? 0 : QKeySequence(name)[0].key();
    return true;
}

/// Types DATEPICK_QT_KEYS's keys into the window's focus (or its popup), one a turn of the event loop.
void typeKeys(Dialog *dialog, QStringList keys) {
    if (keys.isEmpty() || !dialog->isVisible()) return;
    const QString name = keys.takeFirst();
    int key = 0;
    QString text;
    if (!keyNamed(name, &key, &text)) {
        say(QStringLiteral("DATEPICK_QT_KEYS: no key %1").arg(name));
        return dialog->finish(exit_usage);
    }
    QWidget *target = QApplication::activePopupWidget();
    if (target && target->focusWidget()) target = target->focusWidget();
    if (!target) target = dialog->focusWidget() ? dialog->focusWidget() : dialog;
    QKeyEvent press(QEvent::KeyPress, key, Qt::NoModifier, text), release(QEvent::KeyRelease, key, Qt::NoModifier, text);
    QApplication::sendEvent(target, &press);
    if (dialog->isVisible()) QApplication::sendEvent(target, &release);
    QTimer::singleShot(0, dialog, [dialog, keys] { typeKeys(dialog, keys); });
}

} // namespace

int main(int argc, char **argv) {
    char *error = nullptr;
    dp_pick_request *request = dp_pick_request_new(argc, argv, "wheels,inline,compact,field", &error);
    if (!request) {
        say(QString::fromUtf8(error));
        dp_string_free(error);
        return exit_usage;
    }
    if (const char *help = dp_pick_request_help(request)) {
        const int status = std::printf("%s%s", usage, help) < 0 || std::fflush(stdout) != 0 ? exit_io : exit_accepted;
        dp_pick_request_free(request);
        return status;
    }
    dp_picker *picker = dp_pick_request_picker(request);
    for (int index = 0; index < dp_pick_request_note_count(request); index++)
        say(QString::fromUtf8(dp_pick_request_note(request, index)));

    // Qt reads options of its own (-style, -platform…) from a command line: this one is libdatepick's alone.
    int qtArgc = 1;
    QApplication application(qtArgc, argv);
    const QString style = QString::fromUtf8(dp_pick_request_style(request));
    const Datepick::Mode mode = modeNamed(dp_picker_mode(picker));
    Dialog dialog(request);
    const char *title = dp_pick_request_title(request);
    dialog.setWindowTitle(title ? QString::fromUtf8(title) : QStringLiteral("datepick"));
    auto *layout = new QVBoxLayout(&dialog);
    layout->setSizeConstraint(QLayout::SetFixedSize);
    if (title) {
        auto *heading = new QLabel(QString::fromUtf8(title));
        QFont font = heading->font();
        font.setBold(true);
        font.setPointSizeF(font.pointSizeF() * 1.2);
        heading->setFont(font);
        heading->setWordWrap(true);
        layout->addWidget(heading);
    }
    QWidget *shown = nullptr, *first = nullptr;
    // The widgets are made from the picker's own settings: one that refuses them, or shows another value, would be
    // a bug of datepick's.
    QString refused;
    auto configured = [&refused](const QString &refusal) {
        if (refused.isEmpty()) refused = refusal;
    };
    if (style == QLatin1String("compact")) {
        dialog.button = new Datepick::DateButton;
        configured(configure(dialog.button, picker, mode));
        shown = first = dialog.button;
    } else if (style == QLatin1String("field")) {
        dialog.field = new Datepick::DateField;
        configured(configure(dialog.field, picker, mode, dp_pick_request_empty(request)));
        shown = dialog.field;
        first = firstFocus(dialog.field);
    } else if (style == QLatin1String("inline")) {
        dialog.calendar = new Datepick::CalendarView;
        configured(configure(dialog.calendar, picker, Datepick::Mode::Date));
        dialog.calendar->setShowWeekNumbers(dp_pick_request_week_numbers(request));
        shown = first = dialog.calendar;
        if (mode == Datepick::Mode::DateAndTime) {
            dialog.wheels = new Datepick::WheelPicker;
            configured(configure(dialog.wheels, picker, Datepick::Mode::Time));
        }
    } else {
        dialog.wheels = new Datepick::WheelPicker;
        // The zone wheel first, so that the value given after it is shown with it.
        dialog.wheels->setZoneWheel(dp_picker_wheel_of_field(picker, "timeZone") >= 0);
        configured(configure(dialog.wheels, picker, mode));
        shown = dialog.wheels;
        first = firstFocus(dialog.wheels);
    }
    // --range (inline or compact, date mode; libdatepick refuses it otherwise): the inline calendar's second pick
    // completes it and accepts; the button's closes its popup, and Enter accepts.
    dialog.range = dp_pick_request_range(request) && (dialog.calendar || dialog.button);
    if (dialog.range && dialog.button) {
        dialog.button->setSelectionMode(Datepick::CalendarView::SelectionMode::Range);
        configured(dialog.button->error());
    } else if (dialog.range) {
        dialog.calendar->setSelectionMode(Datepick::CalendarView::SelectionMode::Range);
        QObject::connect(dialog.calendar, &Datepick::CalendarView::rangeEndChanged, &dialog,
                         [&dialog](const QDate &end) { if (end.isValid()) dialog.acceptRange(); });
    }
    layout->addWidget(shown, 0, Qt::AlignHCenter);
    if (dialog.calendar && dialog.wheels) layout->addWidget(dialog.wheels, 0, Qt::AlignHCenter);
    if (dialog.field) {
        dialog.message = new QLabel;
        dialog.message->setWordWrap(true);
        dialog.message->hide();
        layout->addWidget(dialog.message);
        QObject::connect(dialog.field, &Datepick::DateField::validationMessageChanged, &dialog,
                         [&dialog](const QString &text) { if (text.isEmpty()) dialog.message->hide(); });
    }
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &Dialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &Dialog::reject);
    for (QAbstractButton *b : buttons->buttons()) static_cast<QPushButton *>(b)->setAutoDefault(false);
    layout->addWidget(buttons);

    int64_t asked = 0;
    const QDateTime value = dialog.shownMoment();
    const bool same = dialog.field && dp_pick_request_empty(request) ? !value.isValid()
                      : dp_picker_moment(picker, &asked) ? value.isValid() && value.toSecsSinceEpoch() == asked
                                                         : dialog.wheels->duration() == dp_picker_duration(picker);
    if (!refused.isEmpty() || !same) {
        say(QStringLiteral("the %1 style could not show the picker asked for%2").arg(style, refused.isEmpty() ? QString() : ": " + refused));
        dp_pick_request_free(request);
        return exit_software;
    }
    application.installEventFilter(&dialog);
    dialog.show();
    first->setFocus(Qt::OtherFocusReason);
    const QString keys = qEnvironmentVariable("DATEPICK_QT_KEYS");
    if (!keys.isEmpty())
        QTimer::singleShot(0, &dialog, [&dialog, keys] { typeKeys(&dialog, keys.split(' ', Qt::SkipEmptyParts)); });
    dialog.exec();
    const int status = dialog.status;
    dp_pick_request_free(request);
    return status;
}
