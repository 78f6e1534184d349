/* The programs tools/bench-gtk measures: one GTK 4 program of one shape, showing either one of Datepick's widgets
 * or the toolkit's own widget it is compared with, so that a ratio compares the widgets and not two programs (nor
 * GTK 3 with GTK 4).
 *
 *   bench SUBJECT [--count N] [--first-frame] [--spin N]
 *
 * SUBJECT, each in en_US on 2026-11-30 (UTC), in a window with 12 px margins:
 *   wheel-picker       Datepick.WheelPicker, date mode; the day wheel has the focus
 *   datepick-calendar  Datepick.Calendar; the grid has the focus
 *   date-field         Datepick.DateField, date mode; the day segment has the focus
 *   gtk-calendar       GtkCalendar; the grid has the focus
 *   spin-button        GtkSpinButton, 1–31 at 30, wrapping (31 ↑ is 1, as the field's day is), focused
 *   date-buttons       --count N Datepick.DateButtons, one a row beside its row's label, in a scrolled grid
 *   gtk-buttons        the same table with GtkButtons labelled with the date (g_date_time_format's %x)
 *
 * --first-frame: when the frame clock has painted its first frame, print `first-frame-monotonic-us T rss-kb R`
 * (CLOCK_MONOTONIC, which the caller compares with its own reading before it started this program, and VmRSS from
 * /proc/self/status) and exit.
 * --spin N: change what is shown once a frame for N frames (the wheel picker's day wheel a row, the calendars'
 * month), then print `cpu-per-frame-ms C frames N fps F` (the process's CPU time, every thread's, the renderer's
 * too) and exit.
 * Otherwise the window stays until it is closed or sent SIGTERM, which prints `painted N changed M`: the frames
 * painted since it was mapped, and how often the value changed (the spin button's value, the field's date; -1 for
 * the others): tools/bench-gtk sends it keys, reads its CPU time from /proc, and checks that the keys were drawn and,
 * where it is counted, that each changed the value (a key that changes nothing costs little and draws nothing). */
#include "datepick-gtk.h"

#include <glib-unix.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct {
    const char *subject;
    GtkWidget *window, *widget;
    int count, spin_frames, frames_left, painted, changed;
    gboolean first_frame;
    double cpu_start;
    gint64 wall_start;
} Bench;

static double cpu_seconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return (double)now.tv_sec + (double)now.tv_nsec / 1e9;
}

static long resident_kb(void) {
    FILE *status = fopen("/proc/self/status", "r");
    char line[256];
    long kb = -1;
    while (status && fgets(line, sizeof line, status))
        if (sscanf(line, "VmRSS: %ld kB", &kb) == 1) break;
    if (status) fclose(status);
    return kb;
}

static GDateTime *the_date(int months_later) {
    GDateTime *day = g_date_time_new_utc(2026, 11, 30, 0, 0, 0);
    GDateTime *later = g_date_time_add_months(day, months_later);
    g_date_time_unref(day);
    return later;
}

/* The n-th focusable widget under `root`, depth first: the day wheel or segment in en_US's month-day-year order. */
static GtkWidget *focusable(GtkWidget *root, int *n) {
    for (GtkWidget *child = gtk_widget_get_first_child(root); child; child = gtk_widget_get_next_sibling(child)) {
        if (gtk_widget_get_focusable(child) && (*n)-- == 0) return child;
        GtkWidget *found = focusable(child, n);
        if (found) return found;
    }
    return NULL;
}

static GtkWidget *nth_focusable(GtkWidget *root, int n) {
    return focusable(root, &n);
}

/* A Datepick widget in en_US and UTC showing `date`, its properties given at once, as an app's g_object_new or
 * GtkBuilder gives them (each property set later makes the widget's picker again). */
static GtkWidget *made(GType type, GDateTime *date) {
    return g_object_new(type, "locale", "en_US", "time-zone", "UTC", "date-time", date, NULL);
}

static GtkWidget *table(Bench *bench) {
    GtkWidget *grid = gtk_grid_new();
    gtk_grid_set_row_spacing(GTK_GRID(grid), 6);
    gtk_grid_set_column_spacing(GTK_GRID(grid), 12);
    GDateTime *date = the_date(0);
    char *text = g_date_time_format(date, "%x");
    for (int row = 0; row < bench->count; row++) {
        char name[32];
        snprintf(name, sizeof name, "Row %d", row + 1);
        gtk_grid_attach(GTK_GRID(grid), gtk_label_new(name), 0, row, 1, 1);
        GtkWidget *button;
        if (g_str_equal(bench->subject, "date-buttons")) {
            button = made(DATEPICK_TYPE_DATE_BUTTON, date);
        } else {
            button = gtk_button_new_with_label(text);
        }
        gtk_grid_attach(GTK_GRID(grid), button, 1, row, 1, 1);
    }
    g_free(text);
    g_date_time_unref(date);
    GtkWidget *scrolled = gtk_scrolled_window_new();
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), grid);
    gtk_scrolled_window_set_min_content_height(GTK_SCROLLED_WINDOW(scrolled), 600);
    gtk_scrolled_window_set_min_content_width(GTK_SCROLLED_WINDOW(scrolled), 300);
    return scrolled;
}

static void count_change(Bench *bench) { bench->changed++; }

/* The subject, and the widget that gets the focus (and the keys). */
static GtkWidget *subject(Bench *bench, GtkWidget **focus) {
    const char *name = bench->subject;
    GDateTime *date = the_date(0);
    GtkWidget *widget = NULL;
    if (g_str_equal(name, "wheel-picker")) {
        widget = made(DATEPICK_TYPE_WHEEL_PICKER, date);
        *focus = nth_focusable(widget, 1);
    } else if (g_str_equal(name, "datepick-calendar")) {
        widget = made(DATEPICK_TYPE_CALENDAR, date);
        *focus = widget;
    } else if (g_str_equal(name, "date-field")) {
        widget = made(DATEPICK_TYPE_DATE_FIELD, date);
        g_signal_connect_swapped(widget, "notify::date-time", G_CALLBACK(count_change), bench);
        bench->changed = 0;
        *focus = nth_focusable(widget, 1);
    } else if (g_str_equal(name, "gtk-calendar")) {
        widget = gtk_calendar_new();
        gtk_calendar_select_day(GTK_CALENDAR(widget), date);
        *focus = widget;
    } else if (g_str_equal(name, "spin-button")) {
        widget = gtk_spin_button_new_with_range(1, 31, 1);
        gtk_spin_button_set_value(GTK_SPIN_BUTTON(widget), 30);
        gtk_spin_button_set_wrap(GTK_SPIN_BUTTON(widget), TRUE);
        g_signal_connect_swapped(widget, "value-changed", G_CALLBACK(count_change), bench);
        bench->changed = 0;
        *focus = widget;
    } else if (g_str_equal(name, "date-buttons") || g_str_equal(name, "gtk-buttons")) {
        widget = table(bench);
        *focus = NULL;
    }
    g_date_time_unref(date);
    return widget;
}

static void first_frame_painted(GdkFrameClock *clock, gpointer data) {
    (void)data;
    g_signal_handlers_disconnect_by_func(clock, first_frame_painted, data);
    printf("first-frame-monotonic-us %" G_GINT64_FORMAT " rss-kb %ld\n", g_get_monotonic_time(), resident_kb());
    fflush(stdout);
    exit(0);
}

/* One change a frame: what a flick does to a wheel, and the month a GtkCalendar is moved to. */
static gboolean spin_tick(GtkWidget *widget, GdkFrameClock *clock, gpointer data) {
    (void)clock;
    Bench *bench = data;
    if (bench->frames_left == bench->spin_frames) {
        bench->cpu_start = cpu_seconds();
        bench->wall_start = g_get_monotonic_time();
    }
    if (bench->frames_left-- == 0) {
        double seconds = (double)(g_get_monotonic_time() - bench->wall_start) / G_USEC_PER_SEC;
        printf("cpu-per-frame-ms %.3f frames %d fps %.1f\n",
               (cpu_seconds() - bench->cpu_start) / bench->spin_frames * 1000, bench->spin_frames,
               bench->spin_frames / seconds);
        fflush(stdout);
        exit(0);
    }
    /* Back and forth, 30 frames each way, so that a bounded wheel keeps moving. */
    int way = (bench->frames_left / 30) % 2 ? 1 : -1;
    if (DATEPICK_IS_WHEEL_PICKER(widget)) {
        if (!datepick_wheel_picker_step(DATEPICK_WHEEL_PICKER(widget), 1, way))
            datepick_wheel_picker_step(DATEPICK_WHEEL_PICKER(widget), 1, -way);
    } else {
        GDateTime *month = the_date(bench->frames_left % 2);
        if (GTK_IS_CALENDAR(widget)) gtk_calendar_select_day(GTK_CALENDAR(widget), month);
        else datepick_calendar_set_date_time(DATEPICK_CALENDAR(widget), month);
        g_date_time_unref(month);
    }
    return G_SOURCE_CONTINUE;
}

static void painted(GdkFrameClock *clock, gpointer data) {
    (void)clock;
    ((Bench *)data)->painted++;
}

/* SIGTERM: the frames painted since the window was mapped, so that the caller knows its keys were drawn. */
static gboolean terminated(gpointer data) {
    printf("painted %d changed %d\n", ((Bench *)data)->painted, ((Bench *)data)->changed);
    fflush(stdout);
    exit(0);
}

static void mapped(GtkWidget *window, gpointer data) {
    Bench *bench = data;
    GdkFrameClock *clock = gtk_widget_get_frame_clock(window);
    g_signal_connect(clock, "after-paint", G_CALLBACK(painted), bench);
    if (bench->first_frame) g_signal_connect(clock, "after-paint", G_CALLBACK(first_frame_painted), bench);
    else if (bench->spin_frames) gtk_widget_add_tick_callback(bench->widget, spin_tick, bench, NULL);
}

static gboolean quit(GtkWindow *window, gpointer data) {
    (void)window, (void)data;
    exit(0);
}

int main(int argc, char **argv) {
    Bench bench = {.count = 100, .changed = -1};
    for (int i = 1; i < argc; i++) {
        if (g_str_equal(argv[i], "--first-frame")) bench.first_frame = TRUE;
        else if (g_str_equal(argv[i], "--spin") && i + 1 < argc) bench.spin_frames = bench.frames_left = atoi(argv[++i]);
        else if (g_str_equal(argv[i], "--count") && i + 1 < argc) bench.count = atoi(argv[++i]);
        else if (argv[i][0] != '-' && !bench.subject) bench.subject = argv[i];
        else {
            fprintf(stderr, "bench: unknown argument '%s'\n", argv[i]);
            return 64;
        }
    }
    gtk_init();
    GtkWidget *focus = NULL;
    bench.widget = bench.subject ? subject(&bench, &focus) : NULL;
    if (!bench.widget) {
        fprintf(stderr, "bench: say what to show: wheel-picker, datepick-calendar, date-field, gtk-calendar, "
                        "spin-button, date-buttons or gtk-buttons\n");
        return 64;
    }
    bench.window = gtk_window_new();
    gtk_window_set_title(GTK_WINDOW(bench.window), bench.subject);
    gtk_widget_set_margin_top(bench.widget, 12);
    gtk_widget_set_margin_bottom(bench.widget, 12);
    gtk_widget_set_margin_start(bench.widget, 12);
    gtk_widget_set_margin_end(bench.widget, 12);
    gtk_window_set_child(GTK_WINDOW(bench.window), bench.widget);
    g_signal_connect(bench.window, "map", G_CALLBACK(mapped), &bench);
    g_signal_connect(bench.window, "close-request", G_CALLBACK(quit), NULL);
    g_unix_signal_add(SIGTERM, terminated, &bench);
    gtk_window_present(GTK_WINDOW(bench.window));
    if (focus) gtk_widget_grab_focus(focus);
    while (TRUE) g_main_context_iteration(NULL, TRUE);
}
