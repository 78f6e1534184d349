/* What Datepick's widgets share about the libdatepick picker they hold: its options from their properties, and its
 * moment as a GDateTime. Private to the library, not in the GIR. */
#pragma once

#include <datepick.h>
#include <gtk/gtk.h>

#include "datepick-mode.h"

G_BEGIN_DECLS

/* A widget's picker properties, as dp_picker_new takes them (NULL or unset: the library's defaults). */
typedef struct {
    DatepickMode mode;
    const char *locale, *calendar, *time_zone;
    int minute_interval;
    gboolean seconds;
    GDateTime *date_time, *minimum_date_time, *maximum_date_time;
    gint64 duration;
} DatepickOptions;

/* The options JSON of dp_picker_new for the properties given; free it with g_free. */
char *datepick_options_json(const DatepickOptions *options);

/* The moment a picker holds, in the picker's zone (a new reference), or NULL for a countdown. */
GDateTime *datepick_options_moment(dp_picker *picker);

/* Whether two moments are the same instant in the same zone (NULL only equals NULL). */
gboolean datepick_options_same_moment(GDateTime *a, GDateTime *b);

G_END_DECLS
