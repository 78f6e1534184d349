/* The options of a widget's libdatepick picker, from its properties, the picker made from them, and its moment
 * as GLib's. */
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

static gboolean set_text(char **slot, const GValue *value) {
    const char *given = g_value_get_string(value);
    if (g_strcmp0(*slot, given) == 0) return FALSE;
    g_free(*slot);
    *slot = g_strdup(given);
    return TRUE;
}

gboolean datepick_options_replace_moment(GDateTime **slot, GDateTime *value) {
    if (datepick_options_same_moment(*slot, value)) return FALSE;
    if (*slot) g_date_time_unref(*slot);
    *slot = value ? g_date_time_ref(value) : NULL;
    return TRUE;
}

static gboolean set_moment(GDateTime **slot, const GValue *value) {
    return datepick_options_replace_moment(slot, g_value_get_boxed(value));
}

static gboolean set_number(int *slot, int given) {
    gboolean changed = *slot != given;
    *slot = given;
    return changed;
}

gboolean datepick_options_set(DatepickOptions *options, DatepickOption option, const GValue *value) {
    switch (option) {
    case DATEPICK_OPTION_LOCALE: return set_text(&options->locale, value);
    case DATEPICK_OPTION_CALENDAR: return set_text(&options->calendar, value);
    case DATEPICK_OPTION_TIME_ZONE: return set_text(&options->time_zone, value);
    case DATEPICK_OPTION_DATE_TIME: return set_moment(&options->date_time, value);
    case DATEPICK_OPTION_MINIMUM_DATE_TIME: return set_moment(&options->minimum_date_time, value);
    case DATEPICK_OPTION_MAXIMUM_DATE_TIME: return set_moment(&options->maximum_date_time, value);
    case DATEPICK_OPTION_MODE: {
        gboolean changed = options->mode != (DatepickMode)g_value_get_enum(value);
        options->mode = g_value_get_enum(value);
        return changed;
    }
    case DATEPICK_OPTION_MINUTE_INTERVAL: return set_number(&options->minute_interval, g_value_get_int(value));
    case DATEPICK_OPTION_SECOND_INTERVAL: return set_number(&options->second_interval, g_value_get_int(value));
    case DATEPICK_OPTION_SECONDS: return set_number(&options->seconds, g_value_get_boolean(value));
    case DATEPICK_OPTION_DURATION: {
        gboolean changed = options->duration != g_value_get_int64(value);
        options->duration = g_value_get_int64(value);
        return changed;
    }
    case DATEPICK_OPTION_NONE: break;
    }
    return FALSE;
}

void datepick_options_get(const DatepickOptions *options, const dp_picker *picker, DatepickOption option,
                          GValue *value) {
    switch (option) {
    case DATEPICK_OPTION_LOCALE: g_value_set_string(value, picker ? dp_picker_locale(picker) : options->locale); break;
    case DATEPICK_OPTION_CALENDAR:
        g_value_set_string(value, picker ? dp_picker_calendar(picker) : options->calendar);
        break;
    case DATEPICK_OPTION_TIME_ZONE:
        g_value_set_string(value, picker && dp_picker_time_zone(picker) ? dp_picker_time_zone(picker) : options->time_zone);
        break;
    case DATEPICK_OPTION_MODE: g_value_set_enum(value, options->mode); break;
    case DATEPICK_OPTION_MINUTE_INTERVAL: g_value_set_int(value, options->minute_interval); break;
    case DATEPICK_OPTION_SECOND_INTERVAL: g_value_set_int(value, options->second_interval); break;
    case DATEPICK_OPTION_SECONDS: g_value_set_boolean(value, options->seconds); break;
    case DATEPICK_OPTION_DATE_TIME: g_value_set_boxed(value, options->date_time); break;
    case DATEPICK_OPTION_MINIMUM_DATE_TIME: g_value_set_boxed(value, options->minimum_date_time); break;
    case DATEPICK_OPTION_MAXIMUM_DATE_TIME: g_value_set_boxed(value, options->maximum_date_time); break;
    case DATEPICK_OPTION_DURATION: g_value_set_int64(value, options->duration); break;
    case DATEPICK_OPTION_NONE: break;
    }
}

GParamSpec *datepick_options_param_spec(DatepickOption option) {
    GParamFlags flags = G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;
    switch (option) {
    case DATEPICK_OPTION_LOCALE: return g_param_spec_string("locale", NULL, NULL, NULL, flags);
    case DATEPICK_OPTION_MODE:
        return g_param_spec_enum("mode", NULL, NULL, DATEPICK_TYPE_MODE, DATEPICK_MODE_DATE, flags);
    case DATEPICK_OPTION_CALENDAR: return g_param_spec_string("calendar", NULL, NULL, NULL, flags);
    case DATEPICK_OPTION_TIME_ZONE: return g_param_spec_string("time-zone", NULL, NULL, NULL, flags);
    case DATEPICK_OPTION_MINUTE_INTERVAL: return g_param_spec_int("minute-interval", NULL, NULL, 1, 30, 1, flags);
    case DATEPICK_OPTION_SECOND_INTERVAL: return g_param_spec_int("second-interval", NULL, NULL, 1, 30, 1, flags);
    case DATEPICK_OPTION_SECONDS: return g_param_spec_boolean("seconds", NULL, NULL, FALSE, flags);
    case DATEPICK_OPTION_DATE_TIME: return g_param_spec_boxed("date-time", NULL, NULL, G_TYPE_DATE_TIME, flags);
    case DATEPICK_OPTION_MINIMUM_DATE_TIME:
        return g_param_spec_boxed("minimum-date-time", NULL, NULL, G_TYPE_DATE_TIME, flags);
    case DATEPICK_OPTION_MAXIMUM_DATE_TIME:
        return g_param_spec_boxed("maximum-date-time", NULL, NULL, G_TYPE_DATE_TIME, flags);
    case DATEPICK_OPTION_DURATION: return g_param_spec_int64("duration", NULL, NULL, 0, 86399, 0, flags);
    case DATEPICK_OPTION_NONE: break;
    }
    return NULL;
}

void datepick_json_append_text(GString *json, const char *text) {
    g_string_append_c(json, '"');
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

/* A JSON string member of an object: "key": "text". */
static void append_string(GString *json, const char *key, const char *text) {
    g_string_append_printf(json, "%s\"%s\": ", json->len > 1 ? ", " : "", key);
    datepick_json_append_text(json, text);
}

/* A moment as libdatepick's options take it: ISO 8601 with its offset, so that it names one instant. */
static void append_moment(GString *json, const char *key, GDateTime *moment) {
    char *text = g_date_time_format(moment, "%Y-%m-%dT%H:%M:%S%:z");
    append_string(json, key, text);
    g_free(text);
}

/* The options JSON of dp_picker_new; free it with g_free. */
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

GDateTime *datepick_options_moment(const dp_picker *picker) {
    gint64 seconds = 0;
    if (!picker || !dp_picker_moment(picker, &seconds)) return NULL;
    GTimeZone *zone = g_time_zone_new_identifier(dp_picker_time_zone(picker));
    GDateTime *utc = g_date_time_new_from_unix_utc(seconds);
    GDateTime *moment = zone ? g_date_time_to_timezone(utc, zone) : g_date_time_ref(utc);
    g_date_time_unref(utc);
    if (zone) g_time_zone_unref(zone);
    return moment;
}

dp_picker *datepick_options_make_picker(const DatepickOptions *options, char **error) {
    char *json = options_json(options);
    dp_picker *made = dp_picker_new(json, error);
    g_free(json);
    return made;
}

gboolean datepick_options_same_moment(GDateTime *a, GDateTime *b) {
    if (!a || !b) return a == b;
    return g_date_time_equal(a, b) &&
           g_strcmp0(g_date_time_get_timezone_abbreviation(a), g_date_time_get_timezone_abbreviation(b)) == 0;
}

gboolean datepick_options_take_moment(GDateTime **slot, const dp_picker *picker) {
    GDateTime *moment = datepick_options_moment(picker);
    gboolean changed = !datepick_options_same_moment(*slot, moment);
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
