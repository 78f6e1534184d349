/* What the widgets share: the options of a libdatepick picker as their properties hold them, the picker made
 * from them, and the moment it holds as a GDateTime. Private to the library, not in the GIR. */
#pragma once

#include <datepick.h>
#include <gtk/gtk.h>

#include "datepick-mode.h"

G_BEGIN_DECLS

/* A picker's options, as a widget's properties give them (NULL or 0 for the command's defaults). */
typedef struct {
    DatepickMode mode;
    char *locale, *calendar, *time_zone;
    int minute_interval, second_interval;
    gboolean seconds;
    GDateTime *date_time, *minimum_date_time, *maximum_date_time;
    gint64 duration;
} DatepickOptions;

/* Date mode, minute and second intervals of 1, everything else unset. */
void datepick_options_init(DatepickOptions *options);
void datepick_options_clear(DatepickOptions *options);

/* The picker the options describe, or NULL and *error (the message `datepick` prints; dp_string_free it). */
dp_picker *datepick_options_make_picker(const DatepickOptions *options, char **error);

/* Replaces a string or a moment option; FALSE, changing nothing, when it holds that value already. */
gboolean datepick_options_replace_string(char **slot, const char *value);
gboolean datepick_options_replace_moment(GDateTime **slot, GDateTime *value);

/* Sets the option that the widgets' property of the pspec's name holds ("locale", "mode", "calendar", "time-zone",
 * "minute-interval", "second-interval", "seconds", "date-time", "duration", "minimum-date-time", "maximum-date-time"). Returns
 * whether it changed (the picker is then made again); FALSE, changing nothing, for another property. */
gboolean datepick_options_set_property(DatepickOptions *options, GParamSpec *pspec, const GValue *value);

/* Reads such a property back: the locale, calendar and zone the picker resolved (when there is one), the others
 * as the options hold them. Returns FALSE, setting nothing, for another property. */
gboolean datepick_options_get_property(const DatepickOptions *options, const dp_picker *picker, GParamSpec *pspec,
                                       GValue *value);

/* Sets *slot to the moment a picker holds, in the picker's zone (NULL for a countdown). Returns whether it
 * changed: another instant, or the same one in another zone. */
gboolean datepick_options_take_moment(GDateTime **slot, const dp_picker *picker);

/* Sets *slot to `error` (a string of libdatepick's, freed here; NULL for none). Returns whether it changed. */
gboolean datepick_options_take_error(char **slot, char *error);

/* Sets the direction of a widget and of everything in it: GTK's children do not take their parent's. */
void datepick_set_direction(GtkWidget *widget, gboolean right_to_left);

G_END_DECLS
