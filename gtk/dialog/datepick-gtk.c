/* datepick-gtk: the date and time dialog a script asks a person with, as `zenity --calendar` is, with
 * `datepick pick`'s options and output. The command line is parsed by libdatepick (dp_pick_request_new: the
 * same option table, checks and messages as `datepick pick`); the picker is shown with Datepick.WheelPicker
 * (--style wheels), Datepick.Calendar with the time wheels (inline), Datepick.DateButton (compact) or
 * Datepick.DateField (field: typed, Enter refused with the reason below it while the value is incomplete);
 * the accepted value is printed by libdatepick (dp_pick_request_result), so the text is `pick`'s to the byte.
 *
 * Exit 0 accepted (Enter, or the OK button), 1 cancelled (Escape, the Cancel button, or closing the window),
 * 64 bad options or no display (one line on stderr), 74 stdout refused the value, 70 an internal failure.
 *
 * `--calendar` with no name is zenity's calendar instead (zenity.c parses its options and yad's --show-weeks):
 * the same inline calendar in the environment's locale, the day printed as zenity prints it, zenity's exit codes. */
#include <datepick-gtk.h>
#include <datepick.h>

#include "zenity.h"

#include <errno.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { exit_accepted = 0, exit_cancelled = 1, exit_software = 70, exit_usage = 64, exit_io = 74 };

static const char *usage =
    "Usage: datepick-gtk [--locale ID] [--mode MODE] [--style wheels|inline [--week-numbers]|compact|field [--empty]]\n"
    "                    [--title TEXT]\n"
    "                    [--date ISO] [--time-zone ZONE] [--output-format PATTERN] [--format text|json] …\n"
    "\n"
    "Asks a person for a date, a time, both, a month or a countdown's duration in a window, and prints the\n"
    "accepted value on stdout as `datepick pick` prints it: date 2026-11-30, time 14:05, dateAndTime\n"
    "2026-11-30T14:05:00+09:00, yearAndMonth 2026-11, countDownTimer seconds (3660); --output-format writes it\n"
    "with an ICU date pattern, --format json as one object (Schemas/pick.schema.json). --title names the window\n"
    "and is shown above the picker. Exit 0 accepted (Enter, or OK), 1 cancelled (Escape, Cancel, or closing the\n"
    "window), 64 bad options or no display. The buttons are in --locale's language where GTK has that translation.\n"
    "--style inline shows a month calendar (date, dateAndTime; the time wheels below it); --style compact a button\n"
    "with the value that opens the calendar; --style field typed segments (any mode but countDownTimer; --empty\n"
    "starts it blank). The keys of each style follow the options.\n"
    "\n";

/* After the options and keys of `datepick pick`'s form. */
static const char *zenity_usage =
    "\n"
    "Usage: datepick-gtk --calendar [--title TEXT] [--text MARKUP] [--day N] [--month N] [--year N]\n"
    "                    [--date-format STRFTIME] [--width N] [--height N] [--timeout SECONDS]\n"
    "                    [--ok-label TEXT] [--cancel-label TEXT] [--extra-button TEXT]… [--modal] [--show-weeks]\n"
    "\n"
    "zenity's and yad's calendar: --calendar with no name takes zenity 3.44's calendar options (--opt=value\n"
    "or --opt value; `datepick-gtk --calendar --help` lists them) and yad's --show-weeks, shows the calendar of\n"
    "the environment's locale (LC_ALL, LC_TIME, LANG) and prints the day as zenity does (strftime; default the\n"
    "locale's date format). Exit 0 OK, 1 cancelled, 5 --timeout (the day printed), 255 bad options (zenity's\n"
    "one line).\n";

typedef struct {
    dp_pick_request *request;
    /* The picker shown: the wheels; or (inline) the calendar, with `picker` the time wheels in dateAndTime (else
     * NULL); or (compact) the date button; or (field) the typed field, with `message` the line below it that says
     * why Enter was refused. */
    GtkWidget *window, *picker, *calendar, *button, *field, *message;
    gboolean range; /* --range: the calendar (inline) or the date button (compact) picks a range of days */
    int status;     /* -1 while the person is still picking */
    /* zenity's calendar (--calendar with no name): its options, its output and exit codes; else NULL. */
    const ZenityCalendar *zenity;
} Dialog;

static void say(const char *message) { fprintf(stderr, "datepick-gtk: %s\n", message); }

/* A 32-bit number of a GNU message catalogue, in the byte order its magic number says. */
static guint32 catalogue_number(const guint8 *data, gsize size, gsize at, gboolean swapped) {
    guint32 number;
    if (at > size || size - at < 4) return G_MAXUINT32;
    memcpy(&number, data + at, 4);
    return swapped ? GUINT32_SWAP_LE_BE(number) : number;
}

/* The translation of `message` in a GNU .mo catalogue's `data`, or NULL. */
static char *catalogue_lookup(const guint8 *data, gsize size, const char *message) {
    guint32 magic = catalogue_number(data, size, 0, FALSE);
    if (magic != 0x950412de && magic != 0xde120495) return NULL;
    gboolean swapped = magic == 0xde120495;
    guint32 count = catalogue_number(data, size, 8, swapped), originals = catalogue_number(data, size, 12, swapped),
            translations = catalogue_number(data, size, 16, swapped);
    gsize length = strlen(message);
    for (guint32 index = 0; index < count && originals != G_MAXUINT32; index++) {
        guint32 original_length = catalogue_number(data, size, originals + 8 * (gsize)index, swapped),
                original_at = catalogue_number(data, size, originals + 8 * (gsize)index + 4, swapped);
        if (original_length != length || original_at > size || size - original_at < length ||
            memcmp(data + original_at, message, length) != 0)
            continue;
        guint32 translated_length = catalogue_number(data, size, translations + 8 * (gsize)index, swapped),
                translated_at = catalogue_number(data, size, translations + 8 * (gsize)index + 4, swapped);
        if (translated_at > size || size - translated_at < translated_length) return NULL;
        return g_strndup((const char *)data + translated_at, translated_length);
    }
    return NULL;
}

/* GTK's own translation of `message` into the picker's language, read from GTK's catalogue for it (a GNU .mo
 * file under a system data directory's locale/), or NULL where none is installed. gettext answers only in the
 * process's locale, and --locale's need not be one the C library has installed. */
static char *translated_for(const char *locale, const char *message) {
    /* ICU's language_Script_REGION@keywords, as gettext names its directories: language_REGION, then language. */
    char *base = g_strndup(locale, strcspn(locale, "@"));
    char **parts = g_strsplit(base, "_", -1);
    GString *wanted = g_string_new(parts[0]);
    for (char **part = parts[0] ? parts + 1 : parts; *part; part++) {
        if (strlen(*part) == 4) continue; /* a script */
        g_string_append_printf(wanted, "_%s", *part);
        break;
    }
    g_strfreev(parts);
    g_free(base);
    char *name = g_string_free(wanted, FALSE);
    char **variants = g_get_locale_variants(name);
    char *found = NULL;
    for (char **variant = variants; !found && *variant; variant++) {
        for (const char *const *directory = g_get_system_data_dirs(); !found && *directory; directory++) {
            char *path = g_build_filename(*directory, "locale", *variant, "LC_MESSAGES", "gtk40.mo", NULL);
            char *data = NULL;
            gsize size = 0;
            if (g_file_get_contents(path, &data, &size, NULL)) found = catalogue_lookup((const guint8 *)data, size, message);
            g_free(data);
            g_free(path);
        }
    }
    g_strfreev(variants);
    g_free(name);
    return found;
}

/* A button's label in the picker's language where GTK has it, else in the environment's (gettext's). */
static GtkWidget *button_in(const char *locale, const char *message) {
    char *translated = translated_for(locale, message);
    GtkWidget *button = gtk_button_new_with_mnemonic(translated ? translated : g_dgettext("gtk40", message));
    g_free(translated);
    return button;
}

static DatepickMode mode_named(const char *name) {
    for (DatepickMode mode = DATEPICK_MODE_DATE; mode <= DATEPICK_MODE_YEAR_AND_MONTH; mode++)
        if (g_strcmp0(datepick_mode_to_string(mode), name) == 0) return mode;
    return DATEPICK_MODE_DATE;
}

/* A moment of the picker's, in its zone, as the widget's properties take it; NULL for none. */
static GDateTime *moment(gboolean (*read)(const dp_picker *, int64_t *), const dp_picker *picker) {
    int64_t seconds = 0;
    if (!read(picker, &seconds)) return NULL;
    GDateTime *utc = g_date_time_new_from_unix_utc(seconds);
    GTimeZone *zone = g_time_zone_new_identifier(dp_picker_time_zone(picker));
    GDateTime *local = zone ? g_date_time_to_timezone(utc, zone) : g_date_time_ref(utc);
    if (zone) g_time_zone_unref(zone);
    g_date_time_unref(utc);
    return local;
}

static gboolean value_moment(const dp_picker *picker, int64_t *seconds) { return dp_picker_moment(picker, seconds); }
static gboolean minimum_moment(const dp_picker *picker, int64_t *seconds) {
    return dp_picker_minimum_moment(picker, seconds);
}
static gboolean maximum_moment(const dp_picker *picker, int64_t *seconds) {
    return dp_picker_maximum_moment(picker, seconds);
}

/* The wheels of the request's picker: a Datepick.WheelPicker made with the picker's own settings (the locale and
 * calendar it resolved, its zone, steps, bounds and value), which therefore shows the same wheels; in `mode`, which
 * is the picker's own or (under the inline calendar) time. */
static GtkWidget *wheels_for(const dp_picker *picker, DatepickMode mode) {
    gboolean shows_date = mode != DATEPICK_MODE_TIME && mode != DATEPICK_MODE_COUNT_DOWN_TIMER;
    GDateTime *value = moment(value_moment, picker), *minimum = moment(minimum_moment, picker),
              *maximum = moment(maximum_moment, picker);
    GtkWidget *wheels = g_object_new(
        DATEPICK_TYPE_WHEEL_PICKER, "locale", dp_picker_locale(picker), "mode", mode, "calendar",
        shows_date ? dp_picker_calendar(picker) : NULL, "time-zone", dp_picker_time_zone(picker), "minute-interval",
        dp_picker_minute_interval(picker), "seconds", dp_picker_shows_seconds(picker), "second-interval",
        dp_picker_second_interval(picker), "date-time", value, "minimum-date-time", minimum, "maximum-date-time",
        maximum, "duration", (gint64)(dp_picker_duration(picker) < 0 ? 0 : dp_picker_duration(picker)), "zone-wheel",
        dp_picker_wheel_of_field(picker, "timeZone") >= 0, NULL);
    g_clear_pointer(&value, g_date_time_unref);
    g_clear_pointer(&minimum, g_date_time_unref);
    g_clear_pointer(&maximum, g_date_time_unref);
    return wheels;
}

/* The calendar (inline) or the date button (compact) of the request's picker, with its settings: the widget's
 * `type`, which takes a mode (the date button) when `mode` is true. */
static GtkWidget *calendar_for(const dp_picker *picker, GType type, gboolean mode, gboolean week_numbers) {
    GDateTime *value = moment(value_moment, picker), *minimum = moment(minimum_moment, picker),
              *maximum = moment(maximum_moment, picker);
    GtkWidget *widget = g_object_new(type, "locale", dp_picker_locale(picker), "calendar", dp_picker_calendar(picker),
                                     "time-zone", dp_picker_time_zone(picker), "date-time", value, "minimum-date-time",
                                     minimum, "maximum-date-time", maximum, NULL);
    if (mode)
        g_object_set(widget, "mode", mode_named(dp_picker_mode(picker)), "minute-interval",
                     dp_picker_minute_interval(picker), NULL);
    else
        g_object_set(widget, "show-week-numbers", week_numbers, NULL);
    g_clear_pointer(&value, g_date_time_unref);
    g_clear_pointer(&minimum, g_date_time_unref);
    g_clear_pointer(&maximum, g_date_time_unref);
    return widget;
}

/* The typed field (--style field) of the request's picker, with its settings, as wheels_for makes the wheels;
 * blank at first with --empty. */
static GtkWidget *field_for(const dp_picker *picker, gboolean empty) {
    DatepickMode mode = mode_named(dp_picker_mode(picker));
    GDateTime *value = empty ? NULL : moment(value_moment, picker), *minimum = moment(minimum_moment, picker),
              *maximum = moment(maximum_moment, picker);
    GtkWidget *field = g_object_new(
        DATEPICK_TYPE_DATE_FIELD, "locale", dp_picker_locale(picker), "mode", mode, "calendar",
        mode != DATEPICK_MODE_TIME ? dp_picker_calendar(picker) : NULL, "time-zone", dp_picker_time_zone(picker),
        "minute-interval", dp_picker_minute_interval(picker), "seconds", dp_picker_shows_seconds(picker),
        "second-interval", dp_picker_second_interval(picker), "date-time", value, "minimum-date-time", minimum,
        "maximum-date-time", maximum, "empty", empty, NULL);
    g_clear_pointer(&value, g_date_time_unref);
    g_clear_pointer(&minimum, g_date_time_unref);
    g_clear_pointer(&maximum, g_date_time_unref);
    return field;
}

/* The moment a dialog's widgets show: the typed field's (NULL while it holds no complete, valid value), the
 * wheels' or the button's; the inline calendar's focused day (the day
 * the keys moved to, as on the terminal's calendar) at the time of day of the time wheels, or of the value.
 * NULL for a countdown. */
static GDateTime *shown_moment(Dialog *dialog) {
    if (dialog->field) {
        DatepickDateField *field = DATEPICK_DATE_FIELD(dialog->field);
        GDateTime *value = datepick_date_field_get_validation_message(field) ? NULL : datepick_date_field_get_date_time(field);
        return value ? g_date_time_ref(value) : NULL;
    }
    if (dialog->button) {
        GDateTime *value = datepick_date_button_get_date_time(DATEPICK_DATE_BUTTON(dialog->button));
        return value ? g_date_time_ref(value) : NULL;
    }
    if (!dialog->calendar) {
        GDateTime *value = datepick_wheel_picker_get_date_time(DATEPICK_WHEEL_PICKER(dialog->picker));
        return value ? g_date_time_ref(value) : NULL;
    }
    GDateTime *time = dialog->picker ? datepick_wheel_picker_get_date_time(DATEPICK_WHEEL_PICKER(dialog->picker))
                                     : datepick_calendar_get_date_time(DATEPICK_CALENDAR(dialog->calendar));
    char *day = datepick_calendar_get_focused_date(DATEPICK_CALENDAR(dialog->calendar));
    int year = 0, month = 0, date = 0;
    GDateTime *moment = NULL;
    if (time && day && sscanf(day, "%d-%d-%d", &year, &month, &date) == 3)
        moment = g_date_time_new(g_date_time_get_timezone(time), year, month, date, g_date_time_get_hour(time),
                                 g_date_time_get_minute(time), g_date_time_get_second(time));
    g_free(day);
    return moment;
}

/* Ends the dialog with a status (the main loop stops at the next turn). */
static void finish(Dialog *dialog, int status) {
    if (dialog->status < 0) dialog->status = status;
}

/* zenity's answer: the calendar's day, printed as zenity prints it, and the status (OK, or the timeout's). */
static void zenity_answer(Dialog *dialog, int status) {
    char *day = datepick_calendar_get_focused_date(DATEPICK_CALENDAR(dialog->calendar));
    int year = 0, month = 0, date = 0;
    if (!day || sscanf(day, "%d-%d-%d", &year, &month, &date) != 3) {
        g_free(day);
        say("the day shown could not be read");
        finish(dialog, exit_software);
        return;
    }
    g_free(day);
    char *text = zenity_calendar_format(dialog->zenity, year, month, date);
    gboolean written = printf("%s\n", text) >= 0 && fflush(stdout) == 0;
    g_free(text);
    if (!written) {
        fprintf(stderr, "datepick-gtk: cannot write standard output: %s\n", g_strerror(errno));
        finish(dialog, exit_io);
        return;
    }
    finish(dialog, status);
}

/* zenity's --timeout: the day shown is printed, and the exit status says it was the timeout. */
static gboolean zenity_timed_out(gpointer data) {
    zenity_answer(data, zenity_exit_timeout);
    return G_SOURCE_REMOVE;
}

/* zenity's --extra-button: its label is printed, and zenity exits as it does on Escape. */
static void zenity_extra_clicked(GtkButton *button, gpointer data) {
    Dialog *dialog = data;
    gboolean written = printf("%s\n", gtk_button_get_label(button)) >= 0 && fflush(stdout) == 0;
    finish(dialog, written ? zenity_exit_cancel : exit_io);
}

/* Prints a result of libdatepick's (taken) and ends the dialog, or says why it could not be written. */
static void print_result(Dialog *dialog, char *result, char *error) {
    if (!result) {
        say(error ? error : "the value could not be written");
        dp_string_free(error);
        finish(dialog, exit_software);
        return;
    }
    size_t length = strlen(result);
    gboolean written = fwrite(result, 1, length, stdout) == length && fflush(stdout) == 0;
    dp_string_free(result);
    if (!written) {
        fprintf(stderr, "datepick-gtk: cannot write standard output: %s\n", g_strerror(errno));
        finish(dialog, exit_io);
        return;
    }
    finish(dialog, exit_accepted);
}

/* --range: the range picked, printed by libdatepick as `datepick pick --range` prints it (2026-11-30/2026-12-04,
 * or with --format json its start, end, text and days). Without a complete range yet, Enter goes on picking: the
 * date button opens its popover (the calendar takes Enter itself, enter_pressed). */
static void accept_range(Dialog *dialog) {
    GObject *shown = G_OBJECT(dialog->calendar ? dialog->calendar : dialog->button);
    GDateTime *start = NULL, *end = NULL;
    g_object_get(shown, "range-start", &start, "range-end", &end, NULL);
    if (!start || !end) {
        if (dialog->button) datepick_date_button_popup(DATEPICK_DATE_BUTTON(dialog->button));
        else gtk_widget_error_bell(dialog->calendar);
    } else {
        char *first = g_date_time_format(start, "%Y-%m-%d"), *last = g_date_time_format(end, "%Y-%m-%d"), *error = NULL;
        char *result = dp_pick_request_range_result(dialog->request, first, last, &error);
        g_free(first);
        g_free(last);
        print_result(dialog, result, error);
    }
    g_clear_pointer(&start, g_date_time_unref);
    g_clear_pointer(&end, g_date_time_unref);
}

/* The inline calendar's range completed (its second Enter or click): accepted, as Enter accepts a day. */
static void range_completed(GObject *calendar, GParamSpec *pspec, gpointer data) {
    (void)pspec;
    Dialog *dialog = data;
    if (dialog->status < 0 && datepick_calendar_get_range_end(DATEPICK_CALENDAR(calendar))) accept_range(dialog);
}

/* Enter: the widget's value goes back to the request's picker, which prints it as `datepick pick` would. */
static void accept(Dialog *dialog) {
    if (dialog->zenity) {
        zenity_answer(dialog, zenity_exit_ok);
        return;
    }
    dp_picker *picker = dp_pick_request_picker(dialog->request);
    char *error = NULL;
    if (dialog->range) {
        accept_range(dialog);
        return;
    }
    if (dialog->field) {
        /* An incomplete or impossible value: why, on the line below the field, which keeps the focus. */
        const char *problem = datepick_date_field_get_validation_message(DATEPICK_DATE_FIELD(dialog->field));
        if (problem) {
            gtk_label_set_text(GTK_LABEL(dialog->message), problem);
            gtk_widget_set_visible(dialog->message, TRUE);
            return;
        }
    }
    /* A zone chosen on the wheels' zone wheel first: the same row of the request's (whose rows are the same
     * zones), so that the value is printed with that zone's offset, as `datepick pick` prints it. Selecting a row
     * of the selected zone again moves nothing and is no error. */
    int zone = dp_picker_wheel_of_field(picker, "timeZone");
    if (zone >= 0 && dialog->picker && !dialog->calendar)
        dp_picker_select(picker, zone, datepick_wheel_picker_get_selected_row(DATEPICK_WHEEL_PICKER(dialog->picker), zone),
                         &error);
    GDateTime *value = shown_moment(dialog);
    gboolean set = error == NULL;
    if (set && value) {
        set = dp_picker_set_moment(picker, g_date_time_to_unix(value), &error);
    } else if (set && dp_picker_duration(picker) >= 0) {
        set = dp_picker_set_duration(picker, datepick_wheel_picker_get_duration(DATEPICK_WHEEL_PICKER(dialog->picker)),
                                     &error);
    } else if (set) {
        say("the day shown could not be read");
        finish(dialog, exit_software);
        return;
    }
    g_clear_pointer(&value, g_date_time_unref);
    char *result = set ? dp_pick_request_result(dialog->request, &error) : NULL;
    print_result(dialog, result, error);
}

/* Enter, seen before the widget with the focus: the calendar takes Enter to pick its day, and the date button to
 * open; here it accepts, unless a button (OK, Cancel) has the focus or the date button's popover is open. */
static gboolean enter_pressed(GtkEventControllerKey *keys, guint keyval, guint keycode, GdkModifierType state,
                              gpointer data) {
    (void)keycode, (void)state;
    Dialog *dialog = data;
    if (keyval != GDK_KEY_Return && keyval != GDK_KEY_KP_Enter && keyval != GDK_KEY_ISO_Enter) return FALSE;
    (void)keys;
    GtkWidget *focus = gtk_root_get_focus(GTK_ROOT(dialog->window));
    if (focus && gtk_widget_get_ancestor(focus, GTK_TYPE_POPOVER)) return FALSE;
    /* A range's days are picked with Enter on the calendar; the second accepts (range_completed). */
    if (dialog->range && dialog->calendar && focus && gtk_widget_is_ancestor(focus, dialog->calendar)) return FALSE;
    if (focus && GTK_IS_BUTTON(focus) && !(dialog->button && gtk_widget_is_ancestor(focus, dialog->button)))
        return FALSE;
    accept(dialog);
    return TRUE;
}

static gboolean cancel_shortcut(GtkWidget *widget, GVariant *arguments, gpointer data) {
    (void)widget, (void)arguments;
    finish(data, exit_cancelled);
    return TRUE;
}

static void accept_clicked(GtkButton *button, gpointer data) {
    (void)button;
    accept(data);
}

static void cancel_clicked(GtkButton *button, gpointer data) {
    (void)button;
    finish(data, exit_cancelled);
}

static gboolean zenity_accept_later(gpointer data) {
    accept(data);
    return G_SOURCE_REMOVE;
}

/* zenity's calendar accepts a day double-clicked, as GtkCalendar's day-selected-double-click does there: once the
 * day's own click has picked it. */
static void zenity_calendar_released(GtkGestureClick *gesture, int presses, double x, double y, gpointer data) {
    Dialog *dialog = data;
    GtkWidget *calendar = gtk_event_controller_get_widget(GTK_EVENT_CONTROLLER(gesture));
    GtkWidget *target = presses == 2 ? gtk_widget_pick(calendar, x, y, GTK_PICK_DEFAULT) : NULL;
    while (target && target != calendar &&
           gtk_accessible_get_accessible_role(GTK_ACCESSIBLE(target)) != GTK_ACCESSIBLE_ROLE_GRID_CELL)
        target = gtk_widget_get_parent(target);
    if (target && target != calendar) g_idle_add(zenity_accept_later, dialog);
}

static gboolean close_requested(GtkWindow *window, gpointer data) {
    (void)window;
    finish(data, exit_cancelled);
    return TRUE; /* the window goes with the process */
}

/* The field's value became valid (the message goes) or wrong in another way (the message shown says so). */
static void validation_changed(GObject *field, GParamSpec *pspec, gpointer data) {
    (void)pspec;
    Dialog *dialog = data;
    const char *problem = datepick_date_field_get_validation_message(DATEPICK_DATE_FIELD(field));
    if (!problem) gtk_widget_set_visible(dialog->message, FALSE);
    else if (gtk_widget_get_visible(dialog->message)) gtk_label_set_text(GTK_LABEL(dialog->message), problem);
}

static GtkWidget *dialog_window(Dialog *dialog) {
    const char *title = dp_pick_request_title(dialog->request);
    const ZenityCalendar *zenity = dialog->zenity;
    GtkWidget *window = gtk_window_new();
    gtk_window_set_title(GTK_WINDOW(window), title ? title : "datepick");
    gtk_window_set_resizable(GTK_WINDOW(window), FALSE);
    if (zenity) {
        /* zenity names the window and nothing in it; --width and --height are its default size. */
        gtk_window_set_title(GTK_WINDOW(window), zenity->title ? zenity->title : zenity_text("Calendar selection"));
        gtk_window_set_resizable(GTK_WINDOW(window), TRUE);
        if (zenity->width > -1 || zenity->height > -1)
            gtk_window_set_default_size(GTK_WINDOW(window), zenity->width, zenity->height);
        gtk_window_set_modal(GTK_WINDOW(window), zenity->modal);
    }
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12);
    gtk_widget_set_margin_top(box, 18);
    gtk_widget_set_margin_bottom(box, 18);
    gtk_widget_set_margin_start(box, 18);
    gtk_widget_set_margin_end(box, 18);
    if (title) {
        GtkWidget *heading = gtk_label_new(title);
        gtk_label_set_wrap(GTK_LABEL(heading), TRUE);
        gtk_label_set_max_width_chars(GTK_LABEL(heading), 40);
        PangoAttrList *attributes = pango_attr_list_new();
        pango_attr_list_insert(attributes, pango_attr_weight_new(PANGO_WEIGHT_BOLD));
        pango_attr_list_insert(attributes, pango_attr_scale_new(1.2));
        gtk_label_set_attributes(GTK_LABEL(heading), attributes);
        pango_attr_list_unref(attributes);
        gtk_accessible_update_property(GTK_ACCESSIBLE(heading), GTK_ACCESSIBLE_PROPERTY_LEVEL, 1, -1);
        gtk_box_append(GTK_BOX(box), heading);
    }
    if (zenity) {
        /* zenity's text (Pango markup, its escapes such as \n undone by g_strcompress, as zenity does) and the
         * calendar's label. Markup that does not parse is shown as it was written, where GTK would warn. */
        char *text = zenity->text ? g_strcompress(zenity->text)
                                  : g_markup_escape_text(zenity_text("Select a date from below."), -1);
        GtkWidget *label = gtk_label_new(NULL);
        if (pango_parse_markup(text, -1, 0, NULL, NULL, NULL, NULL)) gtk_label_set_markup(GTK_LABEL(label), text);
        else gtk_label_set_text(GTK_LABEL(label), text);
        g_free(text);
        gtk_label_set_wrap(GTK_LABEL(label), TRUE);
        gtk_label_set_max_width_chars(GTK_LABEL(label), 40);
        gtk_label_set_xalign(GTK_LABEL(label), 0);
        gtk_box_append(GTK_BOX(box), label);
        GtkWidget *name = gtk_label_new_with_mnemonic(zenity_text("C_alendar:"));
        gtk_label_set_xalign(GTK_LABEL(name), 0);
        gtk_label_set_mnemonic_widget(GTK_LABEL(name), dialog->calendar);
        gtk_box_append(GTK_BOX(box), name);
    }
    GtkWidget *shown[] = {dialog->button, dialog->calendar, dialog->picker, dialog->field};
    for (size_t index = 0; index < G_N_ELEMENTS(shown); index++) {
        if (!shown[index]) continue;
        gtk_widget_set_halign(shown[index], GTK_ALIGN_CENTER);
        gtk_box_append(GTK_BOX(box), shown[index]);
    }
    if (dialog->field) {
        /* Why Enter was refused, in English as `datepick pick` says it; gone once the field holds a value. */
        dialog->message = gtk_label_new(NULL);
        gtk_label_set_wrap(GTK_LABEL(dialog->message), TRUE);
        gtk_label_set_max_width_chars(GTK_LABEL(dialog->message), 40);
        gtk_widget_add_css_class(dialog->message, "error");
        gtk_widget_set_visible(dialog->message, FALSE);
        gtk_box_append(GTK_BOX(box), dialog->message);
        g_signal_connect(dialog->field, "notify::validation-message", G_CALLBACK(validation_changed), dialog);
    }
    /* The buttons speak the picker's language with GTK's own words for them, where GTK has that translation. */
    const char *locale = dp_picker_locale(dp_pick_request_picker(dialog->request));
    GtkWidget *buttons = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6);
    gtk_widget_set_halign(buttons, GTK_ALIGN_END);
    GtkWidget *cancel, *ok;
    if (zenity) {
        /* zenity's words, or --ok-label and --cancel-label as they are written (no mnemonic, as zenity's). */
        cancel = gtk_button_new_with_label(zenity->cancel_label ? zenity->cancel_label : zenity_text("Cancel"));
        ok = gtk_button_new_with_label(zenity->ok_label ? zenity->ok_label : zenity_text("OK"));
    } else {
        cancel = button_in(locale, "_Cancel");
        ok = button_in(locale, "_OK");
    }
    gtk_widget_add_css_class(ok, "suggested-action");
    g_signal_connect(cancel, "clicked", G_CALLBACK(cancel_clicked), dialog);
    g_signal_connect(ok, "clicked", G_CALLBACK(accept_clicked), dialog);
    gtk_box_append(GTK_BOX(buttons), cancel);
    gtk_box_append(GTK_BOX(buttons), ok);
    for (char **label = zenity && zenity->extra_buttons ? zenity->extra_buttons : NULL; label && *label; label++) {
        GtkWidget *extra = gtk_button_new_with_label(*label);
        g_signal_connect(extra, "clicked", G_CALLBACK(zenity_extra_clicked), dialog);
        gtk_box_append(GTK_BOX(buttons), extra);
    }
    gtk_box_append(GTK_BOX(box), buttons);
    gtk_window_set_child(GTK_WINDOW(window), box);

    /* Enter accepts, as a dialog's default button takes it wherever the focus is (but on another button);
     * Escape cancels. */
    gtk_window_set_default_widget(GTK_WINDOW(window), ok);
    GtkEventController *shortcuts = gtk_shortcut_controller_new();
    gtk_shortcut_controller_set_scope(GTK_SHORTCUT_CONTROLLER(shortcuts), GTK_SHORTCUT_SCOPE_GLOBAL);
    gtk_shortcut_controller_add_shortcut(GTK_SHORTCUT_CONTROLLER(shortcuts),
                                         gtk_shortcut_new(gtk_shortcut_trigger_parse_string("Escape"),
                                                          gtk_callback_action_new(cancel_shortcut, dialog, NULL)));
    gtk_widget_add_controller(window, shortcuts);
    GtkEventController *enter = gtk_event_controller_key_new();
    gtk_event_controller_set_propagation_phase(enter, GTK_PHASE_CAPTURE);
    g_signal_connect(enter, "key-pressed", G_CALLBACK(enter_pressed), dialog);
    gtk_widget_add_controller(window, enter);
    if (zenity) {
        /* In the capture phase: the day's own click claims the release. */
        GtkGesture *click = gtk_gesture_click_new();
        gtk_event_controller_set_propagation_phase(GTK_EVENT_CONTROLLER(click), GTK_PHASE_CAPTURE);
        g_signal_connect(click, "released", G_CALLBACK(zenity_calendar_released), dialog);
        gtk_widget_add_controller(dialog->calendar, GTK_EVENT_CONTROLLER(click));
    }
    g_signal_connect(window, "close-request", G_CALLBACK(close_requested), dialog);
    return window;
}

/* The inline calendar's request for zenity's: in the environment's locale, or, where ICU has no data for it,
 * in en_US_POSIX, the C locale's, which zenity then runs in. */
static dp_pick_request *zenity_request(const ZenityCalendar *zenity, char **error) {
    const char *locales[] = {NULL, "en_US_POSIX"};
    dp_pick_request *request = NULL;
    for (size_t index = 0; index < G_N_ELEMENTS(locales) && !request; index++) {
        g_clear_pointer(error, dp_string_free);
        char **arguments = zenity_calendar_request_arguments(zenity, locales[index]);
        request = dp_pick_request_new((int)g_strv_length(arguments), (const char *const *)arguments, "inline", error);
        g_strfreev(arguments);
    }
    return request;
}

int main(int argc, char **argv) {
    char *error = NULL;
    ZenityCalendar *zenity = NULL;
    dp_pick_request *request;
    if (zenity_calendar_requested(argc, argv)) {
        /* The environment's locale, as zenity's setlocale takes it: its messages, and g_date_strftime's output. */
        setlocale(LC_ALL, "");
        zenity = zenity_calendar_parse(argc, argv);
        if (!zenity) return zenity_exit_usage;
        request = zenity_request(zenity, &error);
        if (!request) {
            say(error);
            dp_string_free(error);
            zenity_calendar_free(zenity);
            return exit_software;
        }
    } else {
        request = dp_pick_request_new(argc, (const char *const *)argv, "wheels,inline,compact,field", &error);
    }
    if (!request) {
        say(error);
        dp_string_free(error);
        return exit_usage;
    }
    const char *help = dp_pick_request_help(request);
    if (help) {
        int status =
            printf("%s%s%s", usage, help, zenity_usage) < 0 || fflush(stdout) != 0 ? exit_io : exit_accepted;
        dp_pick_request_free(request);
        return status;
    }
    const char *style = dp_pick_request_style(request);
    for (int index = 0; index < dp_pick_request_note_count(request); index++) say(dp_pick_request_note(request, index));
    /* zenity's locale is set already; where the C library has none for the environment's, zenity runs in C, and
     * so does the dialog, without GTK's warning (the calendar still shows the environment's locale, from ICU). */
    if (zenity) gtk_disable_setlocale();
    if (!gtk_init_check()) {
        say("cannot open a display: set DISPLAY or WAYLAND_DISPLAY to a running X or Wayland server");
        dp_pick_request_free(request);
        zenity_calendar_free(zenity);
        /* zenity exits 1 there (gtk_init's exit). */
        return zenity ? zenity_exit_cancel : exit_usage;
    }

    Dialog dialog = {.request = request, .status = -1, .zenity = zenity};
    dp_picker *picker = dp_pick_request_picker(request);
    DatepickMode mode = mode_named(dp_picker_mode(picker));
    const char *refused = NULL;
    if (g_str_equal(style, "compact")) {
        dialog.button = calendar_for(picker, DATEPICK_TYPE_DATE_BUTTON, TRUE, FALSE);
        refused = datepick_date_button_get_error(DATEPICK_DATE_BUTTON(dialog.button));
    } else if (g_str_equal(style, "field")) {
        dialog.field = field_for(picker, dp_pick_request_empty(request));
        refused = datepick_date_field_get_error(DATEPICK_DATE_FIELD(dialog.field));
    } else if (g_str_equal(style, "inline")) {
        dialog.calendar =
            calendar_for(picker, DATEPICK_TYPE_CALENDAR, FALSE, dp_pick_request_week_numbers(request));
        refused = datepick_calendar_get_error(DATEPICK_CALENDAR(dialog.calendar));
        if (mode == DATEPICK_MODE_DATE_AND_TIME) dialog.picker = wheels_for(picker, DATEPICK_MODE_TIME);
    } else {
        dialog.picker = wheels_for(picker, mode);
    }
    /* --unavailable: the days the request's picker refuses, shown as each widget shows them (dimmed and skipped on
     * the calendar, disabled rows on the wheels, refused by the field). The inline calendar's time wheels have no
     * days. */
    const char *unavailable = dp_picker_unavailable(picker);
    if (unavailable) {
        GtkWidget *days = dialog.calendar ? dialog.calendar : dialog.button;
        if (days) {
            char **words = g_strsplit(unavailable, ",", -1);
            g_object_set(days, "unavailable-dates", words, NULL);
            g_strfreev(words);
        } else if (dialog.picker) {
            datepick_wheel_picker_set_option(DATEPICK_WHEEL_PICKER(dialog.picker), "unavailable", unavailable);
        } else if (dialog.field) {
            datepick_date_field_set_option(DATEPICK_DATE_FIELD(dialog.field), "unavailable", unavailable);
        }
    }
    /* --range (inline or compact, date mode; libdatepick refuses it otherwise). */
    dialog.range = dp_pick_request_range(request) && (dialog.calendar || dialog.button);
    if (dialog.range) {
        g_object_set(dialog.calendar ? dialog.calendar : dialog.button, "selection-mode", DATEPICK_SELECTION_MODE_RANGE,
                     NULL);
        if (dialog.calendar) g_signal_connect(dialog.calendar, "notify::range-end", G_CALLBACK(range_completed), &dialog);
    }
    if (!refused && dialog.calendar) refused = datepick_calendar_get_error(DATEPICK_CALENDAR(dialog.calendar));
    if (!refused && dialog.button) refused = datepick_date_button_get_error(DATEPICK_DATE_BUTTON(dialog.button));
    if (!refused && dialog.picker) refused = datepick_wheel_picker_get_error(DATEPICK_WHEEL_PICKER(dialog.picker));
    GDateTime *shown = shown_moment(&dialog);
    int64_t asked = 0;
    gboolean same = dialog.field && dp_pick_request_empty(request) ? shown == NULL
                    : dp_picker_moment(picker, &asked)
                        ? shown && g_date_time_to_unix(shown) == asked
                        : datepick_wheel_picker_get_duration(DATEPICK_WHEEL_PICKER(dialog.picker)) ==
                              dp_picker_duration(picker);
    g_clear_pointer(&shown, g_date_time_unref);
    if (refused || !same) {
        /* The widgets are made from the picker's own settings: this would be a bug of datepick's. */
        fprintf(stderr, "datepick-gtk: the %s style could not show the picker asked for%s%s\n", style,
                refused ? ": " : "", refused ? refused : "");
        GtkWidget *made[] = {dialog.button, dialog.calendar, dialog.picker, dialog.field};
        for (size_t index = 0; index < G_N_ELEMENTS(made); index++)
            if (made[index]) g_object_unref(g_object_ref_sink(made[index]));
        dp_pick_request_free(request);
        zenity_calendar_free(zenity);
        return exit_software;
    }
    dialog.window = dialog_window(&dialog);
    gtk_window_present(GTK_WINDOW(dialog.window));
    if (zenity && zenity->timeout > 0) g_timeout_add_seconds((guint)zenity->timeout, zenity_timed_out, &dialog);
    /* The first wheel has the focus, as the terminal picker's has; the calendar's day, or the date button. */
    GtkWidget *first = dialog.field      ? dialog.field
                       : dialog.button   ? dialog.button
                       : dialog.calendar ? dialog.calendar
                                         : gtk_widget_get_first_child(dialog.picker);
    if (first) gtk_widget_grab_focus(first);

    while (dialog.status < 0) g_main_context_iteration(NULL, TRUE);
    gtk_window_destroy(GTK_WINDOW(dialog.window));
    dp_pick_request_free(request);
    zenity_calendar_free(zenity);
    return dialog.status;
}
