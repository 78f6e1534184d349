/* The options of a widget's libdatepick picker, and its moment as GLib's. */
#include "datepick-options-private.h"

/* A JSON string member: "key": "text", escaped as RFC 8259 wants. */
static void append_string(GString *json, const char *key, const char *text) {
    g_string_append_printf(json, "%s\"%s\": \"", json->len > 1 ? ", " : "", key);
    for (const unsigned char *c = (const unsigned char *)text; *c; c++) {
        if (*c == '"' || *c == '\\')
            g_string_append_printf(json, "\\%c", *c);
        else if (*c < 0x20)
            g_string_append_printf(json, "\\u%04x", *c);
        else
            g_string_append_c(json, (char)*c);
    }
    g_string_append_c(json, '"');
}

/* A moment as libdatepick's options take it: ISO 8601 with its offset, so that it names one instant. */
static void append_moment(GString *json, const char *key, GDateTime *moment) {
    char *text = g_date_time_format(moment, "%Y-%m-%dT%H:%M:%S%:z");
    append_string(json, key, text);
    g_free(text);
}

char *datepick_options_json(const DatepickOptions *options) {
    GString *json = g_string_new("{");
    append_string(json, "mode", datepick_mode_to_string(options->mode));
    if (options->locale) append_string(json, "locale", options->locale);
    if (options->calendar) append_string(json, "calendar", options->calendar);
    if (options->mode == DATEPICK_MODE_COUNT_DOWN_TIMER) {
        g_string_append_printf(json, ", \"duration\": %" G_GINT64_FORMAT, options->duration);
    } else {
        if (options->time_zone) append_string(json, "timeZone", options->time_zone);
        if (options->date_time) append_moment(json, "date", options->date_time);
        if (options->minimum_date_time) append_moment(json, "minimumDate", options->minimum_date_time);
        if (options->maximum_date_time) append_moment(json, "maximumDate", options->maximum_date_time);
    }
    if (options->mode != DATEPICK_MODE_DATE && options->mode != DATEPICK_MODE_YEAR_AND_MONTH) {
        if (options->minute_interval != 1)
            g_string_append_printf(json, ", \"minuteInterval\": %d", options->minute_interval);
        if (options->seconds) g_string_append(json, ", \"seconds\": true");
    }
    g_string_append_c(json, '}');
    return g_string_free(json, FALSE);
}

GDateTime *datepick_options_moment(dp_picker *picker) {
    gint64 seconds = 0;
    if (!picker || !dp_picker_moment(picker, &seconds)) return NULL;
    GTimeZone *zone = g_time_zone_new_identifier(dp_picker_time_zone(picker));
    GDateTime *utc = g_date_time_new_from_unix_utc(seconds);
    GDateTime *moment = zone ? g_date_time_to_timezone(utc, zone) : g_date_time_ref(utc);
    g_date_time_unref(utc);
    if (zone) g_time_zone_unref(zone);
    return moment;
}

gboolean datepick_options_same_moment(GDateTime *a, GDateTime *b) {
    if (!a || !b) return a == b;
    return g_date_time_equal(a, b) &&
           g_strcmp0(g_date_time_get_timezone_abbreviation(a), g_date_time_get_timezone_abbreviation(b)) == 0;
}
