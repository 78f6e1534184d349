// The programs tools/bench-gtk measures for Qt: one Qt Widgets program of one shape, showing either one of
// Datepick's Qt widgets or the Qt widget it is compared with, so that a ratio compares the widgets and not two
// programs. gtk/bench/bench.c is its GTK 4 twin, with the same interface.
//
//   datepick-qt-bench SUBJECT [--first-frame] [--spin N]
//
// SUBJECT, each in en_US on 2026-11-30 (UTC), in a window with 12 px margins:
//   wheel-picker     Datepick::WheelPicker, date mode; the day wheel has the focus
//   calendar-view    Datepick::CalendarView; it has the focus
//   date-field       Datepick::DateField, date mode; the day segment has the focus
//   qcalendarwidget  QCalendarWidget; its grid has the focus
//   qdatetimeedit    QDateTimeEdit showing MM/dd/yyyy, wrapping; the day section is current
//
// --first-frame: when the window's first paint has been flushed (the first paint event of the window, then the
// return to the event loop, which a queued call waits for), print `first-frame-monotonic-us T rss-kb R`
// (CLOCK_MONOTONIC, which the caller compares with its own reading before it started this program, and VmRSS from
// /proc/self/status) and exit.
// --spin N: change what is shown every 16 ms for N ticks (the wheel picker's day wheel a row, back and forth 30 rows
// each way; QCalendarWidget's page a month, back and forth) and paint it at once (repaint()), then print
// `cpu-per-frame-ms C frames N fps F painted P` (CLOCK_PROCESS_CPUTIME_ID, every thread's; P the frames painted
// meanwhile) and exit. Qt Widgets has no frame
// clock: a 16 ms timer with a synchronous paint is the nearest thing to one change a frame.
// Otherwise the window stays until it is closed or sent SIGTERM, which prints `painted N`, the frames painted since
// it was shown (the paint events of the window's widgets, those of one pass of the event loop counted once), and
// on stderr what the subject shows then, so that tools/bench-gtk can check that its keys were drawn.
#include <datepick-qt6/calendarview.h>
#include <datepick-qt6/datefield.h>
#include <datepick-qt6/wheelpicker.h>

#include <QtCore/QLocale>
#include <QtCore/QSocketNotifier>
#include <QtCore/QTimeZone>
#include <QtCore/QTimer>
#include <QtWidgets/QApplication>
#include <QtWidgets/QCalendarWidget>
#include <QtWidgets/QDateTimeEdit>
#include <QtWidgets/QVBoxLayout>

#include <csignal>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <functional>
#include <utility>
#include <unistd.h>

namespace {

double cpuSeconds() {
    timespec now{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return double(now.tv_sec) + double(now.tv_nsec) / 1e9;
}

long long monotonicMicroseconds() {
    timespec now{};
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (long long)now.tv_sec * 1000000 + now.tv_nsec / 1000;
}

long residentKb() {
    FILE *status = std::fopen("/proc/self/status", "r");
    char line[256];
    long kb = -1;
    while (status && std::fgets(line, sizeof line, status))
        if (std::sscanf(line, "VmRSS: %ld kB", &kb) == 1) break;
    if (status) std::fclose(status);
    return kb;
}

int signalPipe[2];

void onSigterm(int) {
    const char byte = 1;
    (void)!write(signalPipe[1], &byte, 1);
}

QDateTime theDate() {
    return QDateTime(QDate(2026, 11, 30), QTime(0, 0), QTimeZone::utc());
}

// Counts the frames painted (the paint events of one pass of the event loop count once) and calls `first` once the
// pass of the first is over (its paint flushed to the window).
class Painted : public QObject {
public:
    explicit Painted(QWidget *window) : m_window(window) {}
    int frames = 0;
    std::function<void()> first;

    bool eventFilter(QObject *object, QEvent *event) override {
        if (event->type() == QEvent::Paint && !m_inFrame) {
            auto *widget = qobject_cast<QWidget *>(object);
            if (widget && widget->window() == m_window) {
                m_inFrame = true;
                frames++;
                QMetaObject::invokeMethod(this, [this] {
                    m_inFrame = false;
                    if (first) std::exchange(first, nullptr)();
                }, Qt::QueuedConnection);
            }
        }
        return false;
    }

private:
    QWidget *m_window;
    bool m_inFrame = false;
};

} // namespace

int main(int argc, char **argv) {
    const char *name = nullptr;
    bool firstFrame = false;
    int spinFrames = 0;
    for (int i = 1; i < argc; i++) {
        if (!std::strcmp(argv[i], "--first-frame")) firstFrame = true;
        else if (!std::strcmp(argv[i], "--spin") && i + 1 < argc) spinFrames = std::atoi(argv[++i]);
        else if (argv[i][0] != '-' && !name) name = argv[i];
        else {
            std::fprintf(stderr, "bench: unknown argument '%s'\n", argv[i]);
            return 64;
        }
    }
    QLocale::setDefault(QLocale(QStringLiteral("en_US")));
    QApplication application(argc, argv);
    const QString subject = name ? QString::fromUtf8(name) : QString();

    QWidget window;
    window.setWindowTitle(subject);
    auto *layout = new QVBoxLayout(&window);
    layout->setContentsMargins(12, 12, 12, 12);

    QWidget *widget = nullptr, *focus = nullptr;
    Datepick::WheelPicker *wheels = nullptr;
    QCalendarWidget *calendar = nullptr;
    QDateTimeEdit *edit = nullptr;
    auto picker = [&](Datepick::PickerWidget *made) {
        made->setLocale(QStringLiteral("en_US"));
        made->setTimeZone(QStringLiteral("UTC"));
        made->setMode(Datepick::Mode::Date);
        made->setDateTime(theDate());
        return made;
    };
    if (subject == QLatin1String("wheel-picker")) {
        widget = wheels = static_cast<Datepick::WheelPicker *>(picker(new Datepick::WheelPicker));
        focus = widget->findChild<QWidget *>(QStringLiteral("wheel:day"));
    } else if (subject == QLatin1String("calendar-view")) {
        widget = focus = picker(new Datepick::CalendarView);
    } else if (subject == QLatin1String("date-field")) {
        widget = picker(new Datepick::DateField);
        focus = widget->findChild<QWidget *>(QStringLiteral("segment:day"));
    } else if (subject == QLatin1String("qcalendarwidget")) {
        widget = focus = calendar = new QCalendarWidget;
        calendar->setLocale(QLocale(QStringLiteral("en_US")));
        calendar->setSelectedDate(theDate().date());
    } else if (subject == QLatin1String("qdatetimeedit")) {
        widget = focus = edit = new QDateTimeEdit;
        edit->setLocale(QLocale(QStringLiteral("en_US")));
        edit->setTimeSpec(Qt::UTC);
        edit->setDisplayFormat(QStringLiteral("MM/dd/yyyy"));
        edit->setDateTime(theDate());
        edit->setWrapping(true); // every ↑ changes the day, 30 → 1 too, as a DateField's day segment does
    }
    if (!widget || !focus) {
        std::fprintf(stderr, "bench: say what to show: wheel-picker, calendar-view, date-field, qcalendarwidget or "
                             "qdatetimeedit\n");
        return 64;
    }
    layout->addWidget(widget);

    Painted painted(&window);
    application.installEventFilter(&painted);
    if (firstFrame)
        painted.first = [] {
            std::printf("first-frame-monotonic-us %lld rss-kb %ld\n", monotonicMicroseconds(), residentKb());
            std::fflush(stdout);
            std::_Exit(0);
        };

    if (pipe(signalPipe) != 0) return 1;
    QSocketNotifier terminated(signalPipe[0], QSocketNotifier::Read);
    QObject::connect(&terminated, &QSocketNotifier::activated, [&] {
        std::printf("painted %d\n", painted.frames);
        std::fflush(stdout);
        QString shown;
        if (calendar) shown = calendar->selectedDate().toString(Qt::ISODate);
        else if (edit) shown = edit->date().toString(Qt::ISODate);
        else if (auto *made = qobject_cast<Datepick::PickerWidget *>(widget)) shown = made->dateTime().toString(Qt::ISODate);
        std::fprintf(stderr, "shown %s\n", qPrintable(shown));
        std::_Exit(0);
    });
    std::signal(SIGTERM, onSigterm);

    // QDateTimeEdit selects its first section when the window's activation gives it the focus: the day again then.
    class Activated : public QObject {
    public:
        QDateTimeEdit *edit = nullptr;
        bool eventFilter(QObject *, QEvent *event) override {
            if (edit && event->type() == QEvent::WindowActivate)
                QMetaObject::invokeMethod(edit, [e = edit] { e->setCurrentSection(QDateTimeEdit::DaySection); },
                                          Qt::QueuedConnection);
            return false;
        }
    } activated;
    activated.edit = edit;
    window.installEventFilter(&activated);

    window.show();
    focus->setFocus(Qt::OtherFocusReason);
    if (edit) edit->setCurrentSection(QDateTimeEdit::DaySection);

    QTimer spin;
    int framesLeft = spinFrames;
    double cpuStart = 0;
    long long wallStart = 0;
    int paintedStart = 0;
    if (spinFrames > 0) {
        if (!wheels && !calendar) {
            std::fprintf(stderr, "bench: --spin takes wheel-picker or qcalendarwidget\n");
            return 64;
        }
        spin.setTimerType(Qt::PreciseTimer);
        spin.setInterval(16);
        QObject::connect(&spin, &QTimer::timeout, [&] {
            if (framesLeft == spinFrames) {
                cpuStart = cpuSeconds();
                wallStart = monotonicMicroseconds();
                paintedStart = painted.frames;
            }
            if (framesLeft-- == 0) {
                const double seconds = double(monotonicMicroseconds() - wallStart) / 1e6;
                std::printf("cpu-per-frame-ms %.3f frames %d fps %.1f painted %d\n",
                            (cpuSeconds() - cpuStart) / spinFrames * 1000, spinFrames, spinFrames / seconds,
                            painted.frames - paintedStart);
                std::fflush(stdout);
                std::_Exit(0);
            }
            // Back and forth, 30 frames each way, so that a bounded wheel keeps moving.
            const int way = (framesLeft / 30) % 2 ? 1 : -1;
            if (wheels) {
                if (!wheels->step(1, way)) wheels->step(1, -way);
            } else {
                calendar->setCurrentPage(2026, framesLeft % 2 ? 12 : 11);
            }
            widget->repaint();
        });
        // From the first frame on, as GTK's tick callback starts once the window is mapped.
        painted.first = [&spin] { spin.start(); };
    }
    return application.exec();
}
