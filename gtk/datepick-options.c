#include "datepick-options-private.h"

void datepick_options_init(DatepickOptions *options) {
    *options = (DatepickOptions){.mode = DATEPICK_MODE_DATE, .minute_interval = 1, .second_interval = 1};
}

void datepick_options_clear(DatepickOptions *options) {
    g_clear_pointer(&options->locale, g_free);
    g_clear_pointer(&options->calendar, g_free);
    g_clear_pointer(&options->time_zone, g_free);
    g_clear_pointer(&options->date_time, g_date_time_unref);
    g_clear_pointer(&options->minimum_date_time, g_date_time_unref);
    g_clear_pointer(&options->maximum_date_time, g_date_time_unref);
}

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

/* The options as libdatepick's JSON (what is unset takes the command's defaults). */
static char *options_json(const DatepickOptions *options) {
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
        if (options->seconds && options->second_interval != 1)
            g_string_append_printf(json, ", \"secondInterval\": %d", options->second_interval);
    }
    g_string_append_c(json, '}');
    return g_string_free(json, FALSE);
}

dp_picker *datepick_options_make_picker(const DatepickOptions *options, char **error) {
    char *json = options_json(options);
    dp_picker *made = dp_picker_new(json, error);
    g_free(json);
    return made;
}

gboolean datepick_options_replace_string(char **slot, const char *value) {
    if (g_strcmp0(*slot, value) == 0) return FALSE;
    g_free(*slot);
    *slot = g_strdup(value);
    return TRUE;
}

gboolean datepick_options_replace_moment(GDateTime **slot, GDateTime *value) {
    if (*slot && value && g_date_time_equal(*slot, value)) return FALSE;
    if (!*slot && !value) return FALSE;
    if (*slot) g_date_time_unref(*slot);
    *slot = value ? g_date_time_ref(value) : NULL;
    return TRUE;
}

/* The string and moment options by their properties' names. */
static char **string_option(DatepickOptions *options, const char *name) {
    return g_str_equal(name, "locale")      ? &options->locale
           : g_str_equal(name, "calendar")  ? &options->calendar
           : g_str_equal(name, "time-zone") ? &options->time_zone
                                            : NULL;
}

static GDateTime **moment_option(DatepickOptions *options, const char *name) {
    return g_str_equal(name, "date-time")           ? &options->date_time
           : g_str_equal(name, "minimum-date-time") ? &options->minimum_date_time
           : g_str_equal(name, "maximum-date-time") ? &options->maximum_date_time
                                                    : NULL;
}

/* Replaces a number option; FALSE when it holds that value already. */
#define REPLACE(slot, given) ((slot) == (given) ? FALSE : ((slot) = (given), TRUE))

gboolean datepick_options_set_property(DatepickOptions *options, GParamSpec *pspec, const GValue *value) {
    const char *name = pspec->name;
    char **string = string_option(options, name);
    if (string) return datepick_options_replace_string(string, g_value_get_string(value));
    GDateTime **moment = moment_option(options, name);
    if (moment) return datepick_options_replace_moment(moment, g_value_get_boxed(value));
    if (g_str_equal(name, "mode")) return REPLACE(options->mode, (DatepickMode)g_value_get_enum(value));
    if (g_str_equal(name, "minute-interval")) return REPLACE(options->minute_interval, g_value_get_int(value));
    if (g_str_equal(name, "second-interval")) return REPLACE(options->second_interval, g_value_get_int(value));
    if (g_str_equal(name, "seconds")) return REPLACE(options->seconds, g_value_get_boolean(value));
    if (g_str_equal(name, "duration")) return REPLACE(options->duration, g_value_get_int64(value));
    return FALSE;
}

gboolean datepick_options_get_property(const DatepickOptions *options, const dp_picker *picker, GParamSpec *pspec,
                                       GValue *value) {
    const char *name = pspec->name;
    /* The options are only read here: the slots' lookup takes them as it would to write. */
    DatepickOptions *held = (DatepickOptions *)options;
    const char *resolved = !picker                         ? NULL
                           : g_str_equal(name, "locale")   ? dp_picker_locale(picker)
                           : g_str_equal(name, "calendar") ? dp_picker_calendar(picker)
                           : g_str_equal(name, "time-zone") ? dp_picker_time_zone(picker)
                                                            : NULL;
    char **string = string_option(held, name);
    GDateTime **moment = moment_option(held, name);
    if (string)
        g_value_set_string(value, resolved ? resolved : *string);
    else if (moment)
        g_value_set_boxed(value, *moment);
    else if (g_str_equal(name, "mode"))
        g_value_set_enum(value, options->mode);
    else if (g_str_equal(name, "minute-interval"))
        g_value_set_int(value, options->minute_interval);
    else if (g_str_equal(name, "second-interval"))
        g_value_set_int(value, options->second_interval);
    else if (g_str_equal(name, "seconds"))
        g_value_set_boolean(value, options->seconds);
    else if (g_str_equal(name, "duration"))
        g_value_set_int64(value, options->duration);
    else
        return FALSE;
    return TRUE;
}

gboolean datepick_options_take_moment(GDateTime **slot, const dp_picker *picker) {
    gint64 seconds = 0;
    if (!picker || !dp_picker_moment(picker, &seconds)) {
        gboolean had = *slot != NULL;
        g_clear_pointer(slot, g_date_time_unref);
        return had;
    }
    GTimeZone *zone = g_time_zone_new_identifier(dp_picker_time_zone(picker));
    GDateTime *utc = g_date_time_new_from_unix_utc(seconds);
    GDateTime *moment = zone ? g_date_time_to_timezone(utc, zone) : g_date_time_ref(utc);
    g_date_time_unref(utc);
    if (zone) g_time_zone_unref(zone);
    gboolean changed = !*slot || !g_date_time_equal(*slot, moment) ||
                       g_strcmp0(g_date_time_get_timezone_abbreviation(*slot),
                                 g_date_time_get_timezone_abbreviation(moment)) != 0;
    if (*slot) g_date_time_unref(*slot);
    *slot = moment;
    return changed;
}

gboolean datepick_options_take_error(char **slot, char *error) {
    gboolean changed = g_strcmp0(*slot, error) != 0;
    if (changed) {
        g_free(*slot);
        *slot = error ? g_strdup(error) : NULL;
    }
    dp_string_free(error);
    return changed;
}

void datepick_set_direction(GtkWidget *widget, gboolean right_to_left) {
    gtk_widget_set_direction(widget, right_to_left ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR);
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child))
        datepick_set_direction(child, right_to_left);
}
