/* The options of a widget's libdatepick picker, from its properties, the picker made from them, and its moment
 * as GLib's. */
#include "datepick-options-private.h"

void datepick_options_init(DatepickOptions *options) {
    *options = (DatepickOptions){.mode = DATEPICK_MODE_DATE, .minute_interval = 1, .second_interval = 1};
}

void datepick_options_copy(DatepickOptions *copy, const DatepickOptions *options) {
    *copy = *options;
    copy->locale = g_strdup(options->locale);
    copy->calendar = g_strdup(options->calendar);
    copy->time_zone = g_strdup(options->time_zone);
    copy->first_weekday = g_strdup(options->first_weekday);
    copy->unavailable_dates = g_strdupv(options->unavailable_dates);
    if (copy->date_time) g_date_time_ref(copy->date_time);
    if (copy->minimum_date_time) g_date_time_ref(copy->minimum_date_time);
    if (copy->maximum_date_time) g_date_time_ref(copy->maximum_date_time);
    if (options->extra) {
        copy->extra = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, g_free);
        GHashTableIter iter;
        gpointer name, json;
        g_hash_table_iter_init(&iter, options->extra);
        while (g_hash_table_iter_next(&iter, &name, &json)) g_hash_table_insert(copy->extra, g_strdup(name), g_strdup(json));
    }
}

void datepick_options_clear(DatepickOptions *options) {
    g_clear_pointer(&options->locale, g_free);
    g_clear_pointer(&options->calendar, g_free);
    g_clear_pointer(&options->time_zone, g_free);
    g_clear_pointer(&options->first_weekday, g_free);
    g_clear_pointer(&options->date_time, g_date_time_unref);
    g_clear_pointer(&options->minimum_date_time, g_date_time_unref);
    g_clear_pointer(&options->maximum_date_time, g_date_time_unref);
    g_clear_pointer(&options->unavailable_dates, g_strfreev);
    g_clear_pointer(&options->extra, g_hash_table_unref);
}

static gboolean set_text(char **slot, const GValue *value) {
    const char *given = g_value_get_string(value);
    if (g_strcmp0(*slot, given) == 0) return FALSE;
    g_free(*slot);
    *slot = g_strdup(given);
    return TRUE;
}

static gboolean set_moment(GDateTime **slot, const GValue *value) {
    GDateTime *given = g_value_get_boxed(value);
    if (datepick_options_same_moment(*slot, given)) return FALSE;
    if (*slot) g_date_time_unref(*slot);
    *slot = given ? g_date_time_ref(given) : NULL;
    return TRUE;
}

static gboolean set_number(int *slot, int given) {
    gboolean changed = *slot != given;
    *slot = given;
    return changed;
}

/* Whether two lists of words are the same (NULL only equals NULL). */
static gboolean same_words(char **a, char **b) {
    if (!a || !b) return a == b;
    return g_strv_equal((const char *const *)a, (const char *const *)b);
}

static gboolean set_words(char **slot[], const GValue *value) {
    char **given = g_value_get_boxed(value);
    if (given && !given[0]) given = NULL; /* no day is no list */
    if (same_words(*slot, given)) return FALSE;
    g_strfreev(*slot);
    *slot = g_strdupv(given);
    return TRUE;
}

gboolean datepick_options_set(DatepickOptions *options, DatepickOption option, const GValue *value) {
    switch (option) {
    case DATEPICK_OPTION_LOCALE: return set_text(&options->locale, value);
    case DATEPICK_OPTION_CALENDAR: return set_text(&options->calendar, value);
    case DATEPICK_OPTION_TIME_ZONE: return set_text(&options->time_zone, value);
    case DATEPICK_OPTION_FIRST_WEEKDAY: return set_text(&options->first_weekday, value);
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
    case DATEPICK_OPTION_ZONE_WHEEL: return set_number(&options->zone_wheel, g_value_get_boolean(value));
    case DATEPICK_OPTION_UNAVAILABLE_DATES: return set_words(&options->unavailable_dates, value);
    case DATEPICK_OPTION_DURATION: {
        gboolean changed = options->duration != g_value_get_int64(value);
        options->duration = g_value_get_int64(value);
        return changed;
    }
    case DATEPICK_OPTION_NONE: break;
    }
    return FALSE;
}

/* Whether libdatepick takes an option in the options' mode. A property the mode does not use is kept for a mode
 * that does, and not given to libdatepick, which would refuse it (a time picker's calendar): libdatepick's table
 * says which (dp_option_refusal), so that no mode's rule is restated here. */
static gboolean takes(const DatepickOptions *options, const char *key) {
    return !dp_option_refusal(dp_option_named(key), datepick_mode_to_string(options->mode), options->seconds);
}

void datepick_options_get(const DatepickOptions *options, const dp_picker *picker, DatepickOption option,
                          GValue *value) {
    switch (option) {
    case DATEPICK_OPTION_LOCALE: g_value_set_string(value, picker ? dp_picker_locale(picker) : options->locale); break;
    case DATEPICK_OPTION_CALENDAR:
        g_value_set_string(value, picker && takes(options, "calendar") ? dp_picker_calendar(picker) : options->calendar);
        break;
    case DATEPICK_OPTION_TIME_ZONE:
        g_value_set_string(value, picker && dp_picker_time_zone(picker) ? dp_picker_time_zone(picker) : options->time_zone);
        break;
    case DATEPICK_OPTION_MODE: g_value_set_enum(value, options->mode); break;
    case DATEPICK_OPTION_MINUTE_INTERVAL: g_value_set_int(value, options->minute_interval); break;
    case DATEPICK_OPTION_SECOND_INTERVAL: g_value_set_int(value, options->second_interval); break;
    case DATEPICK_OPTION_SECONDS: g_value_set_boolean(value, options->seconds); break;
    case DATEPICK_OPTION_ZONE_WHEEL: g_value_set_boolean(value, options->zone_wheel); break;
    case DATEPICK_OPTION_DATE_TIME: g_value_set_boxed(value, options->date_time); break;
    case DATEPICK_OPTION_MINIMUM_DATE_TIME: g_value_set_boxed(value, options->minimum_date_time); break;
    case DATEPICK_OPTION_MAXIMUM_DATE_TIME: g_value_set_boxed(value, options->maximum_date_time); break;
    case DATEPICK_OPTION_DURATION: g_value_set_int64(value, options->duration); break;
    case DATEPICK_OPTION_FIRST_WEEKDAY: g_value_set_string(value, options->first_weekday); break;
    case DATEPICK_OPTION_UNAVAILABLE_DATES: g_value_set_boxed(value, options->unavailable_dates); break;
    case DATEPICK_OPTION_NONE: break;
    }
}

GParamSpec *datepick_options_param_spec(DatepickOption option) {
    /* Construct properties: GObject sets those given to g_object_new (or a builder, or PyGObject) before
     * `constructed`, where the widget makes its one picker of them all. Set after it, each would make a picker of
     * its own, the first of the environment's locale (`en_US_POSIX` under LANG=C, whose variant costs ICU's
     * whole keyword table to convert). */
    GParamFlags flags = G_PARAM_READWRITE | G_PARAM_CONSTRUCT | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;
    switch (option) {
    case DATEPICK_OPTION_LOCALE: return g_param_spec_string("locale", NULL, NULL, NULL, flags);
    case DATEPICK_OPTION_MODE:
        return g_param_spec_enum("mode", NULL, NULL, DATEPICK_TYPE_MODE, DATEPICK_MODE_DATE, flags);
    case DATEPICK_OPTION_CALENDAR: return g_param_spec_string("calendar", NULL, NULL, NULL, flags);
    case DATEPICK_OPTION_TIME_ZONE: return g_param_spec_string("time-zone", NULL, NULL, NULL, flags);
    case DATEPICK_OPTION_MINUTE_INTERVAL: return g_param_spec_int("minute-interval", NULL, NULL, G_MININT, G_MAXINT, 1, flags);
    case DATEPICK_OPTION_SECOND_INTERVAL: return g_param_spec_int("second-interval", NULL, NULL, G_MININT, G_MAXINT, 1, flags);
    case DATEPICK_OPTION_SECONDS: return g_param_spec_boolean("seconds", NULL, NULL, FALSE, flags);
    case DATEPICK_OPTION_ZONE_WHEEL: return g_param_spec_boolean("zone-wheel", NULL, NULL, FALSE, flags);
    case DATEPICK_OPTION_DATE_TIME: return g_param_spec_boxed("date-time", NULL, NULL, G_TYPE_DATE_TIME, flags);
    case DATEPICK_OPTION_MINIMUM_DATE_TIME:
        return g_param_spec_boxed("minimum-date-time", NULL, NULL, G_TYPE_DATE_TIME, flags);
    case DATEPICK_OPTION_MAXIMUM_DATE_TIME:
        return g_param_spec_boxed("maximum-date-time", NULL, NULL, G_TYPE_DATE_TIME, flags);
    case DATEPICK_OPTION_DURATION: return g_param_spec_int64("duration", NULL, NULL, G_MININT64, G_MAXINT64, 0, flags);
    case DATEPICK_OPTION_FIRST_WEEKDAY: return g_param_spec_string("first-weekday", NULL, NULL, NULL, flags);
    case DATEPICK_OPTION_UNAVAILABLE_DATES:
        return g_param_spec_boxed("unavailable-dates", NULL, NULL, G_TYPE_STRV, flags);
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

/* Starts a member of the options JSON, "key": , where the mode takes the option (and returns TRUE); else writes
 * nothing and returns FALSE. */
static gboolean begin_member(GString *json, const DatepickOptions *options, const char *key) {
    if (!takes(options, key)) return FALSE;
    g_string_append_printf(json, "%s\"%s\": ", json->len > 1 ? ", " : "", key);
    return TRUE;
}

/* A JSON string member of the options, "key": "text", where the mode takes the option. */
static void append_string(GString *json, const DatepickOptions *options, const char *key, const char *text) {
    if (begin_member(json, options, key)) datepick_json_append_text(json, text);
}

/* GLib's %Y writes year 999 as "999", which is no ISO 8601 year: the fields are written here, the year in four
 * digits (1–9999, all GDateTime holds), and the offset's seconds where it has them (local mean time), so that the
 * text names the very instant. */
char *datepick_options_iso_moment(GDateTime *moment) {
    gint64 offset = g_date_time_get_utc_offset(moment) / G_TIME_SPAN_SECOND, magnitude = ABS(offset);
    GString *text = g_string_new(NULL);
    g_string_printf(text, "%04d-%02d-%02dT%02d:%02d:%02d%c%02d:%02d", g_date_time_get_year(moment),
                    g_date_time_get_month(moment), g_date_time_get_day_of_month(moment), g_date_time_get_hour(moment),
                    g_date_time_get_minute(moment), g_date_time_get_second(moment), offset < 0 ? '-' : '+',
                    (int)(magnitude / 3600), (int)(magnitude / 60 % 60));
    if (magnitude % 60) g_string_append_printf(text, ":%02d", (int)(magnitude % 60));
    return g_string_free(text, FALSE);
}

/* A moment as libdatepick's options take it: ISO 8601 with its offset, so that it names one instant. */
static void append_moment(GString *json, const DatepickOptions *options, const char *key, GDateTime *moment) {
    char *text = datepick_options_iso_moment(moment);
    append_string(json, options, key, text);
    g_free(text);
}

/* An option's value as dp_picker_new's JSON takes it, from the command line's text; NULL (and *why, when asked
 * for) for text that is not of the option's type. */
static char *option_json(int option, const char *name, const char *text, char **why) {
    switch (dp_option_type(option)) {
    case DP_OPTION_INTEGER: {
        char *end = NULL;
        gint64 number = g_ascii_strtoll(text, &end, 10);
        if (*text && end && *end == '\0') return g_strdup_printf("%" G_GINT64_FORMAT, number);
        if (why) *why = g_strdup_printf("%s takes a whole number, not '%s'", name, text);
        return NULL;
    }
    case DP_OPTION_FLAG:
        if (g_str_equal(text, "true") || g_str_equal(text, "false")) return g_strdup(text);
        if (why) *why = g_strdup_printf("%s takes true or false, not '%s'", name, text);
        return NULL;
    case DP_OPTION_CHOICE: {
        /* Checked here too, for a mode that does not take the option now and so does not give it to libdatepick. */
        GString *words = g_string_new(NULL);
        for (int index = 0; dp_option_choice(option, index); index++) {
            const char *word = dp_option_choice(option, index);
            if (g_str_equal(word, text)) {
                g_string_free(words, TRUE);
                GString *json = g_string_new(NULL);
                datepick_json_append_text(json, text);
                return g_string_free(json, FALSE);
            }
            g_string_append_printf(words, "%s%s", index ? ", " : "", word);
        }
        if (why) *why = g_strdup_printf("%s takes %s, not '%s'", name, words->str, text);
        g_string_free(words, TRUE);
        return NULL;
    }
    default: {
        GString *json = g_string_new(NULL);
        datepick_json_append_text(json, text);
        return g_string_free(json, FALSE);
    }
    }
}

/* The options JSON of dp_picker_new: each option set (and not at its default) that the mode takes. Free it with
 * g_free. */
static char *options_json(const DatepickOptions *options) {
    GString *json = g_string_new("{");
    append_string(json, options, "mode", datepick_mode_to_string(options->mode));
    if (options->locale) append_string(json, options, "locale", options->locale);
    if (options->calendar) append_string(json, options, "calendar", options->calendar);
    if (options->first_weekday) append_string(json, options, "firstWeekday", options->first_weekday);
    if (begin_member(json, options, "duration")) g_string_append_printf(json, "%" G_GINT64_FORMAT, options->duration);
    if (options->time_zone) append_string(json, options, "timeZone", options->time_zone);
    if (options->date_time) append_moment(json, options, "date", options->date_time);
    if (options->minimum_date_time) append_moment(json, options, "minimumDate", options->minimum_date_time);
    if (options->maximum_date_time) append_moment(json, options, "maximumDate", options->maximum_date_time);
    if (options->minute_interval != 1 && begin_member(json, options, "minuteInterval"))
        g_string_append_printf(json, "%d", options->minute_interval);
    if (options->seconds && begin_member(json, options, "seconds")) g_string_append(json, "true");
    if (options->zone_wheel && begin_member(json, options, "zoneWheel")) g_string_append(json, "true");
    if (options->second_interval != 1 && begin_member(json, options, "secondInterval"))
        g_string_append_printf(json, "%d", options->second_interval);
    if (options->unavailable_dates) {
        char *days = g_strjoinv(",", options->unavailable_dates);
        append_string(json, options, "unavailable", days);
        g_free(days);
    }
    /* The options set by name, in the table's order. */
    for (int option = 0; options->extra && option < dp_option_count(); option++) {
        const char *text = g_hash_table_lookup(options->extra, dp_option_name(option));
        char *value = text ? option_json(option, dp_option_name(option), text, NULL) : NULL;
        if (value && begin_member(json, options, dp_option_name(option))) g_string_append(json, value);
        g_free(value);
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

void datepick_set_direction(GtkWidget *widget, gboolean right_to_left) {
    gtk_widget_set_direction(widget, right_to_left ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR);
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child))
        datepick_set_direction(child, right_to_left);
}

/* ---- The one rule of the picker properties (datepick-options-private.h) ---- */

char *datepick_options_refusal(char *error) {
    char *refusal = g_strdup(error ? error : "libdatepick refused the options");
    dp_string_free(error);
    return refusal;
}

void datepick_held_init(DatepickHeld *held) {
    *held = (DatepickHeld){0};
    datepick_options_init(&held->options);
}

void datepick_held_clear(DatepickHeld *held) {
    g_clear_pointer(&held->picker, dp_picker_free);
    g_clear_pointer(&held->error, g_free);
    datepick_options_clear(&held->options);
}

void datepick_held_take(DatepickHeld *held, DatepickOptions *wanted, dp_picker *made) {
    dp_picker_free(held->picker);
    held->picker = made;
    if (wanted != &held->options) {
        datepick_options_clear(&held->options);
        held->options = *wanted;
        datepick_options_init(wanted);
    }
    datepick_options_take_moment(&held->options.date_time, made);
}

gboolean datepick_held_has_property(const DatepickPickerClass *klass, guint id) {
    return id == klass->error_property || (id < klass->n_props && klass->option_of[id] != DATEPICK_OPTION_NONE);
}

void datepick_held_get_property(const DatepickPickerClass *klass, GObject *widget, guint id, GValue *value) {
    DatepickHeld *held = klass->held(widget);
    if (id == klass->error_property)
        g_value_set_string(value, held->error);
    else
        datepick_options_get(&held->options, held->picker, klass->option_of[id], value);
}

/* Whether two readings of one property are equal (GLib's values_cmp compares a boxed date-time's pointer). */
static gboolean same_reading(const GValue *a, const GValue *b) {
    switch (G_TYPE_FUNDAMENTAL(G_VALUE_TYPE(a))) {
    case G_TYPE_STRING: return g_strcmp0(g_value_get_string(a), g_value_get_string(b)) == 0;
    case G_TYPE_BOXED:
        if (G_VALUE_HOLDS(a, G_TYPE_STRV)) return same_words(g_value_get_boxed(a), g_value_get_boxed(b));
        return datepick_options_same_moment(g_value_get_boxed(a), g_value_get_boxed(b));
    case G_TYPE_ENUM: return g_value_get_enum(a) == g_value_get_enum(b);
    case G_TYPE_INT: return g_value_get_int(a) == g_value_get_int(b);
    case G_TYPE_INT64: return g_value_get_int64(a) == g_value_get_int64(b);
    case G_TYPE_BOOLEAN: return g_value_get_boolean(a) == g_value_get_boolean(b);
    default: return FALSE;
    }
}

/* Every picker property as it reads now, by property id (the others left unset). */
static GValue *read_all(const DatepickPickerClass *klass, DatepickHeld *held) {
    GValue *values = g_new0(GValue, klass->n_props);
    for (guint id = 0; id < klass->n_props; id++) {
        if (klass->option_of[id] == DATEPICK_OPTION_NONE) continue;
        g_value_init(&values[id], G_PARAM_SPEC_VALUE_TYPE(klass->properties[id]));
        datepick_options_get(&held->options, held->picker, klass->option_of[id], &values[id]);
    }
    return values;
}

/* Notifies each picker property whose reading differs from `before` (read_all's, freed here). */
static void notify_changes(const DatepickPickerClass *klass, GObject *widget, GValue *before) {
    DatepickHeld *held = klass->held(widget);
    for (guint id = 0; id < klass->n_props; id++) {
        if (klass->option_of[id] == DATEPICK_OPTION_NONE) continue;
        GValue now = G_VALUE_INIT;
        g_value_init(&now, G_VALUE_TYPE(&before[id]));
        datepick_options_get(&held->options, held->picker, klass->option_of[id], &now);
        if (!same_reading(&before[id], &now)) g_object_notify_by_pspec(widget, klass->properties[id]);
        g_value_unset(&now);
        g_value_unset(&before[id]);
    }
    g_free(before);
}

/* Sets the error, notified when it changes; `error` is g_free'd here. */
void datepick_held_set_error(const DatepickPickerClass *klass, GObject *widget, char *error) {
    DatepickHeld *held = klass->held(widget);
    if (g_strcmp0(held->error, error) == 0) {
        g_free(error);
        return;
    }
    g_free(held->error);
    held->error = error;
    g_object_notify_by_pspec(widget, klass->properties[klass->error_property]);
}

void datepick_held_construct(const DatepickPickerClass *klass, GObject *widget) {
    DatepickHeld *held = klass->held(widget);
    held->constructed = TRUE;
    datepick_held_set_error(klass, widget, klass->show(widget, &held->options));
}

void datepick_held_set_option(const DatepickPickerClass *klass, GObject *widget, DatepickOption option,
                              const GValue *value) {
    DatepickHeld *held = klass->held(widget);
    if (!held->constructed) {
        /* Construct properties, all shown at once (and refused at once) when the widget is constructed. */
        datepick_options_set(&held->options, option, value);
        return;
    }
    DatepickOptions wanted;
    datepick_options_copy(&wanted, &held->options);
    if (!datepick_options_set(&wanted, option, value)) {
        /* The value held already: a set that is taken, and so clears the error. */
        datepick_options_clear(&wanted);
        datepick_held_set_error(klass, widget, NULL);
        return;
    }
    datepick_held_change(klass, widget, &wanted);
    datepick_options_clear(&wanted);
}

void datepick_held_change(const DatepickPickerClass *klass, GObject *widget, DatepickOptions *wanted) {
    g_object_freeze_notify(widget);
    GValue *before = read_all(klass, klass->held(widget));
    char *refusal = klass->show(widget, wanted);
    notify_changes(klass, widget, before);
    datepick_held_set_error(klass, widget, refusal);
    g_object_thaw_notify(widget);
}

void datepick_held_set_property(const DatepickPickerClass *klass, GObject *widget, guint id, const GValue *value) {
    datepick_held_set_option(klass, widget, klass->option_of[id], value);
}

/* The property id of an option, or 0 when the widget has none. */
static guint property_of(const DatepickPickerClass *klass, DatepickOption option) {
    for (guint id = 1; id < klass->n_props; id++)
        if (klass->option_of[id] == option) return id;
    return 0;
}

void datepick_held_take_value(const DatepickPickerClass *klass, GObject *widget) {
    DatepickHeld *held = klass->held(widget);
    if (!held->picker) return;
    guint date_time = property_of(klass, DATEPICK_OPTION_DATE_TIME), duration = property_of(klass, DATEPICK_OPTION_DURATION),
          time_zone = property_of(klass, DATEPICK_OPTION_TIME_ZONE);
    /* A zone chosen on a zone wheel is the picker's zone from now on, as a day chosen is its date. */
    char *zone_before = held->options.date_time
                            ? g_strdup(g_time_zone_get_identifier(g_date_time_get_timezone(held->options.date_time)))
                            : NULL;
    if (datepick_options_take_moment(&held->options.date_time, held->picker) && date_time)
        g_object_notify_by_pspec(widget, klass->properties[date_time]);
    const char *zone_now = dp_picker_time_zone(held->picker);
    if (zone_before && zone_now && !g_str_equal(zone_before, zone_now)) {
        g_free(held->options.time_zone);
        held->options.time_zone = g_strdup(zone_now);
        if (time_zone) g_object_notify_by_pspec(widget, klass->properties[time_zone]);
    }
    g_free(zone_before);
    gint64 seconds = dp_picker_duration(held->picker);
    if (seconds >= 0 && seconds != held->options.duration) {
        held->options.duration = seconds;
        if (duration) g_object_notify_by_pspec(widget, klass->properties[duration]);
    }
}

/* The name in libdatepick's table of each option a widget has a property for. */
static const char *const table_names[] = {
    [DATEPICK_OPTION_LOCALE] = "locale",
    [DATEPICK_OPTION_MODE] = "mode",
    [DATEPICK_OPTION_CALENDAR] = "calendar",
    [DATEPICK_OPTION_TIME_ZONE] = "timeZone",
    [DATEPICK_OPTION_MINUTE_INTERVAL] = "minuteInterval",
    [DATEPICK_OPTION_SECOND_INTERVAL] = "secondInterval",
    [DATEPICK_OPTION_SECONDS] = "seconds",
    [DATEPICK_OPTION_DATE_TIME] = "date",
    [DATEPICK_OPTION_MINIMUM_DATE_TIME] = "minimumDate",
    [DATEPICK_OPTION_MAXIMUM_DATE_TIME] = "maximumDate",
    [DATEPICK_OPTION_DURATION] = "duration",
    [DATEPICK_OPTION_FIRST_WEEKDAY] = "firstWeekday",
    [DATEPICK_OPTION_ZONE_WHEEL] = "zoneWheel",
    [DATEPICK_OPTION_UNAVAILABLE_DATES] = "unavailable",
};

/* The widget's property that holds the option of that name, or NULL. */
static GParamSpec *property_named(const DatepickPickerClass *klass, const char *name) {
    for (guint id = 1; id < klass->n_props; id++) {
        DatepickOption option = klass->option_of[id];
        if (option != DATEPICK_OPTION_NONE && (size_t)option < G_N_ELEMENTS(table_names) &&
            g_strcmp0(table_names[option], name) == 0)
            return klass->properties[id];
    }
    return NULL;
}

gboolean datepick_held_set_option_text(const DatepickPickerClass *klass, GObject *widget, const char *name,
                                       const char *text) {
    int option = name ? dp_option_named(name) : -1;
    char *why = NULL;
    GParamSpec *property = option >= 0 ? property_named(klass, name) : NULL;
    if (option < 0)
        why = g_strdup_printf("unknown option '%s'", name ? name : "(null)");
    else if (property)
        why = g_strdup_printf("%s is the property %s: set that", name, property->name);
    else if (text)
        g_free(option_json(option, name, text, &why)); /* only checked here; written with the options */
    if (why) {
        datepick_held_set_error(klass, widget, why);
        return FALSE;
    }
    DatepickHeld *held = klass->held(widget);
    DatepickOptions wanted;
    datepick_options_copy(&wanted, &held->options);
    if (text) {
        if (!wanted.extra) wanted.extra = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, g_free);
        g_hash_table_insert(wanted.extra, g_strdup(name), g_strdup(text));
    } else if (wanted.extra) {
        g_hash_table_remove(wanted.extra, name);
    }
    if (!held->constructed) {
        datepick_options_clear(&held->options);
        held->options = wanted;
        return TRUE;
    }
    datepick_held_change(klass, widget, &wanted);
    datepick_options_clear(&wanted);
    return held->error == NULL;
}

char *datepick_held_get_option_text(const DatepickPickerClass *klass, GObject *widget, const char *name) {
    const DatepickOptions *options = &klass->held(widget)->options;
    return g_strdup(options->extra && name ? g_hash_table_lookup(options->extra, name) : NULL);
}
