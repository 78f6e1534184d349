/* What Datepick's widgets share about the libdatepick picker they hold: the properties that make its options
 * (their storage, setting, reading and specs), the picker made from them, its moment as a GDateTime, its error,
 * and its direction. Private to the library, not in the GIR. */
#pragma once

#include <datepick.h>
#include <gtk/gtk.h>

#include "datepick-mode.h"

G_BEGIN_DECLS

/* A widget's picker properties, by their property names; a widget maps its own property ids to these. */
typedef enum {
    DATEPICK_OPTION_NONE,
    DATEPICK_OPTION_LOCALE,            /* "locale" */
    DATEPICK_OPTION_MODE,              /* "mode" */
    DATEPICK_OPTION_CALENDAR,          /* "calendar" */
    DATEPICK_OPTION_TIME_ZONE,         /* "time-zone" */
    DATEPICK_OPTION_MINUTE_INTERVAL,   /* "minute-interval" */
    DATEPICK_OPTION_SECOND_INTERVAL,   /* "second-interval" */
    DATEPICK_OPTION_SECONDS,           /* "seconds" */
    DATEPICK_OPTION_DATE_TIME,         /* "date-time" */
    DATEPICK_OPTION_MINIMUM_DATE_TIME, /* "minimum-date-time" */
    DATEPICK_OPTION_MAXIMUM_DATE_TIME, /* "maximum-date-time" */
    DATEPICK_OPTION_DURATION,          /* "duration" */
    DATEPICK_OPTION_FIRST_WEEKDAY,     /* "first-weekday" */
    DATEPICK_OPTION_ZONE_WHEEL,        /* "zone-wheel" */
    DATEPICK_OPTION_UNAVAILABLE_DATES, /* "unavailable-dates": the option "unavailable", its words joined by commas */
} DatepickOption;

/* The values of those properties, owned (NULL or unset: the library's defaults). */
typedef struct {
    DatepickMode mode;
    char *locale, *calendar, *time_zone, *first_weekday;
    int minute_interval, second_interval;
    gboolean seconds, zone_wheel;
    GDateTime *date_time, *minimum_date_time, *maximum_date_time;
    gint64 duration;
    char **unavailable_dates; /* "weekends" and ISO dates; NULL for none (an empty list is NULL) */
    /* The options of libdatepick's table the widget has no property for, set by name (set_option): the option's
     * name to its value as JSON; NULL until one is set. */
    GHashTable *extra;
} DatepickOptions;

/* The defaults: date mode, minute and second intervals of 1, nothing else set. */
void datepick_options_init(DatepickOptions *options);
/* Frees what the options hold. */
void datepick_options_clear(DatepickOptions *options);
/* A copy of `options` into `copy` (its own references and strings). */
void datepick_options_copy(DatepickOptions *copy, const DatepickOptions *options);

/* Sets one option from a property's value; returns whether it changed (a moment: another instant or zone). */
gboolean datepick_options_set(DatepickOptions *options, DatepickOption option, const GValue *value);

/* One option as its property reads: the locale, calendar and zone the picker resolved (when there is one and it
 * uses them), the others as set. */
void datepick_options_get(const DatepickOptions *options, const dp_picker *picker, DatepickOption option,
                          GValue *value);

/* The property spec of an option (read-write, explicitly notified); its documentation is the widget's own. The
 * numbers take any value, so that libdatepick, not GLib's range check, says why one is refused. */
GParamSpec *datepick_options_param_spec(DatepickOption option);

/* The picker the options describe, or NULL and *error (the message `datepick` prints; dp_string_free it). */
dp_picker *datepick_options_make_picker(const DatepickOptions *options, char **error);

/* The moment a picker holds, in the picker's zone (a new reference), or NULL for a countdown. */
GDateTime *datepick_options_moment(const dp_picker *picker);

/* A moment as libdatepick takes it: ISO 8601 with its offset, the year in four digits (g_free it). */
char *datepick_options_iso_moment(GDateTime *moment);

/* Whether two moments are the same instant in the same zone (NULL only equals NULL). */
gboolean datepick_options_same_moment(GDateTime *a, GDateTime *b);

/* Sets *slot to the moment a picker holds (NULL for a countdown). Returns whether it changed: another instant,
 * or the same one in another zone. */
gboolean datepick_options_take_moment(GDateTime **slot, const dp_picker *picker);

/* ---- The one rule every widget's picker properties follow ----
 * A set makes a picker from the options shown with the one value changed. If libdatepick (or the widget) takes
 * it, the widget shows it and every property reads what is shown (the date-time the picker's own: rounded to
 * the interval, moved into the bounds, now for NULL). If it refuses, nothing shown changes, every property reads
 * as before and `error` says why. `error` names the last refusal until a set is taken, and `notify` fires for
 * exactly the properties whose reading changed, whoever changed them. */

/* What a widget of one libdatepick picker holds. */
typedef struct {
    DatepickOptions options; /* the options of the picker shown: what the properties read */
    dp_picker *picker;       /* NULL before the widget is constructed, or while its first options are refused */
    char *error;             /* why the last set was refused, or NULL */
    gboolean constructed;
} DatepickHeld;

/* A widget class's picker properties and its own part of showing a picker. */
typedef struct {
    const DatepickOption *option_of; /* by property id; DATEPICK_OPTION_NONE for the widget's other properties */
    guint n_props;
    GParamSpec **properties;
    guint error_property;
    DatepickHeld *(*held)(GObject *widget);
    /* Shows a picker of `wanted` (new options, or the held ones): makes what the widget needs and, if that is
     * taken, calls datepick_held_take and returns NULL; else returns why not (g_free it), changing nothing. */
    char *(*show)(GObject *widget, DatepickOptions *wanted);
} DatepickPickerClass;

/* A refusal a widget finds itself (a range its calendar refused): `error` (g_free'd here) becomes the error
 * property, notified when it changes; NULL clears it, as a set that is taken does. */
void datepick_held_set_error(const DatepickPickerClass *klass, GObject *widget, char *error);
/* A refusal of libdatepick's (`error`, freed here) as a show returns it. */
char *datepick_options_refusal(char *error);
/* The held options' defaults. */
void datepick_held_init(DatepickHeld *held);
/* Frees what the widget holds. */
void datepick_held_clear(DatepickHeld *held);
/* From a widget's show: `made` (taken) replaces the held picker, and `wanted` (moved, unless it is the held
 * options themselves) the held options, with the date-time the picker's. */
void datepick_held_take(DatepickHeld *held, DatepickOptions *wanted, dp_picker *made);
/* Shows the held options, at construction: before it the properties are only stored. */
void datepick_held_construct(const DatepickPickerClass *klass, GObject *widget);
/* Whether `id` is one of the picker properties (or `error`). */
gboolean datepick_held_has_property(const DatepickPickerClass *klass, guint id);
/* A picker property set by the rule above. */
void datepick_held_set_property(const DatepickPickerClass *klass, GObject *widget, guint id, const GValue *value);
/* A picker property (or `error`) read. */
void datepick_held_get_property(const DatepickPickerClass *klass, GObject *widget, guint id, GValue *value);
/* A change the widget makes itself (a day picked on the child calendar): the set of one option by the rule
 * above, from a value of the option's type. */
void datepick_held_set_option(const DatepickPickerClass *klass, GObject *widget, DatepickOption option,
                              const GValue *value);
/* A change of several options at once, by the rule above: one picker made of them all, so that no order of
 * single sets is refused on the way (a minimum set past the old maximum). `wanted` is left to the caller. */
void datepick_held_change(const DatepickPickerClass *klass, GObject *widget, DatepickOptions *wanted);
/* The same for the widgets a date button holds, which show its options. */
typedef struct _DatepickCalendar DatepickCalendar;
typedef struct _DatepickWheelPicker DatepickWheelPicker;
void datepick_calendar_configure(DatepickCalendar *self, DatepickOptions *wanted);
void datepick_wheel_picker_configure(DatepickWheelPicker *self, DatepickOptions *wanted);
/* Picks the calendar's keyboard day, as Enter on it does; FALSE (and the error bell) for a day that cannot be
 * picked. */
gboolean datepick_calendar_pick_focused(DatepickCalendar *self);
/* An option of libdatepick's table by its name, for the options a widget has no property for (a new option of the
 * table needs no code here): `text` as the command line gives it ("floor", "true", "15", ISO 8601), NULL to unset
 * it; taken or refused by the rule above. Returns whether it was taken. */
gboolean datepick_held_set_option_text(const DatepickPickerClass *klass, GObject *widget, const char *name,
                                       const char *text);
/* Such an option's value as text, NULL when it is not set (g_free it). */
char *datepick_held_get_option_text(const DatepickPickerClass *klass, GObject *widget, const char *name);
/* After a person changed the picker's value: the date-time (or duration) follows it, notified when it differs. */
void datepick_held_take_value(const DatepickPickerClass *klass, GObject *widget);

/* Appends `text` to `json` as a JSON string, escaped as RFC 8259 wants. */
void datepick_json_append_text(GString *json, const char *text);

/* Sets the direction of a widget and of everything in it: GTK's children do not take their parent's. */
void datepick_set_direction(GtkWidget *widget, gboolean right_to_left);

G_END_DECLS
