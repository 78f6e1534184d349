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
} DatepickOption;

/* The values of those properties, owned (NULL or unset: the library's defaults). */
typedef struct {
    DatepickMode mode;
    char *locale, *calendar, *time_zone;
    int minute_interval, second_interval;
    gboolean seconds;
    GDateTime *date_time, *minimum_date_time, *maximum_date_time;
    gint64 duration;
} DatepickOptions;

/* The defaults: date mode, minute and second intervals of 1, nothing else set. */
void datepick_options_init(DatepickOptions *options);
/* Frees what the options hold. */
void datepick_options_clear(DatepickOptions *options);

/* Sets one option from a property's value; returns whether it changed (a moment: another instant or zone). */
gboolean datepick_options_set(DatepickOptions *options, DatepickOption option, const GValue *value);

/* One option as its property reads: the locale, calendar and zone the picker resolved (when there is one and it
 * has them), the others as set. */
void datepick_options_get(const DatepickOptions *options, const dp_picker *picker, DatepickOption option,
                          GValue *value);

/* The property spec of an option (read-write, explicitly notified); its documentation is the widget's own. */
GParamSpec *datepick_options_param_spec(DatepickOption option);

/* The picker the options describe, or NULL and *error (the message `datepick` prints; dp_string_free it). */
dp_picker *datepick_options_make_picker(const DatepickOptions *options, char **error);

/* The moment a picker holds, in the picker's zone (a new reference), or NULL for a countdown. */
GDateTime *datepick_options_moment(const dp_picker *picker);

/* Whether two moments are the same instant in the same zone (NULL only equals NULL). */
gboolean datepick_options_same_moment(GDateTime *a, GDateTime *b);

/* Replaces a moment option with `value` (a new reference); FALSE, changing nothing, when it is the same moment. */
gboolean datepick_options_replace_moment(GDateTime **slot, GDateTime *value);

/* Sets *slot to the moment a picker holds (NULL for a countdown). Returns whether it changed: another instant,
 * or the same one in another zone. */
gboolean datepick_options_take_moment(GDateTime **slot, const dp_picker *picker);

/* Sets *slot to `error` (a string of libdatepick's, freed here; NULL for none). Returns whether it changed. */
gboolean datepick_options_take_error(char **slot, char *error);

/* Appends `text` to `json` as a JSON string, escaped as RFC 8259 wants. */
void datepick_json_append_text(GString *json, const char *text);

/* Sets the direction of a widget and of everything in it: GTK's children do not take their parent's. */
void datepick_set_direction(GtkWidget *widget, gboolean right_to_left);

G_END_DECLS
