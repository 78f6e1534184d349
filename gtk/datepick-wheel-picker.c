/* Datepick.WheelPicker: the wheels style of a libdatepick picker. The widget holds one dp_picker, made again
 * from its properties whenever one of them changes, or a dp_values of the app's columns, and one child widget a
 * wheel (DatepickWheel), so that each wheel takes the keyboard focus and is an accessible spin button of its
 * own; behind them, a child with the CSS name `selection` draws the selection bar from the theme's CSS. */
#include "datepick-wheel-picker.h"

#include <datepick.h>
#include <math.h>

#include "datepick-options-private.h"
#include "datepick-wheel-private.h"

struct _DatepickWheelPicker {
    GtkWidget parent_instance;

    DatepickHeld held;  /* the date picker and its properties */
    dp_values *values;  /* the app's columns; while set, the wheels show these and not the date picker */
    GPtrArray *titles;  /* the values wheels' titles (char *, NULL for none) */

    GPtrArray *wheels; /* DatepickWheel, leading to trailing */
    GtkWidget *bar;    /* the selection bar, the last child, drawn first */
};

enum { VALUES_CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];
enum { spacing = 4 };

/* The selection bar: a widget only for its CSS node (`datepick-wheel-picker > selection`), whose background and
 * border GTK draws from the theme's CSS and the app's. */
#define DATEPICK_TYPE_SELECTION_BAR (datepick_selection_bar_get_type())
G_DECLARE_FINAL_TYPE(DatepickSelectionBar, datepick_selection_bar, DATEPICK, SELECTION_BAR, GtkWidget)
struct _DatepickSelectionBar {
    GtkWidget parent_instance;
};
G_DEFINE_FINAL_TYPE(DatepickSelectionBar, datepick_selection_bar, GTK_TYPE_WIDGET)
static void datepick_selection_bar_class_init(DatepickSelectionBarClass *klass) {
    gtk_widget_class_set_css_name(GTK_WIDGET_CLASS(klass), "selection");
    gtk_widget_class_set_accessible_role(GTK_WIDGET_CLASS(klass), GTK_ACCESSIBLE_ROLE_PRESENTATION);
}
static void datepick_selection_bar_init(DatepickSelectionBar *self) { gtk_widget_set_can_target(GTK_WIDGET(self), FALSE); }

/* The look every theme gets unless it (or the app) says otherwise: the bar in the text's colour, faintly, so that
 * it is dark on a light theme and light on a dark one. Below the theme's priority, so themes and apps win:
 * libadwaita styles every `selection` node (alpha(@view_fg_color, 0.1)), and so draws the bar its own way. */
static const char default_css[] = "datepick-wheel-picker > selection { background-color: alpha(currentColor, 0.1); "
                                  "border-radius: 8px; }";

static void add_default_css(GdkDisplay *display) {
    if (!display || g_object_get_data(G_OBJECT(display), "datepick-default-css")) return;
    GtkCssProvider *provider = gtk_css_provider_new();
    gtk_css_provider_load_from_data(provider, default_css, -1);
    gtk_style_context_add_provider_for_display(display, GTK_STYLE_PROVIDER(provider),
                                               GTK_STYLE_PROVIDER_PRIORITY_FALLBACK);
    g_object_set_data_full(G_OBJECT(display), "datepick-default-css", provider, g_object_unref);
}

/* The two models behind the one wheel widget. */
static int date_row_count(DatepickWheelPicker *self, int wheel) { return dp_picker_row_count(self->held.picker, wheel); }
static int date_selected_row(DatepickWheelPicker *self, int wheel) { return dp_picker_selected_row(self->held.picker, wheel); }
static const char *date_row_label(DatepickWheelPicker *self, int wheel, int row) {
    return dp_picker_row_label(self->held.picker, wheel, row);
}
static const char *date_title(DatepickWheelPicker *self, int wheel) { return dp_picker_wheel_title(self->held.picker, wheel); }
static const char *date_accessible_name(DatepickWheelPicker *self, int wheel) {
    const char *title = dp_picker_wheel_title(self->held.picker, wheel);
    return title ? title : dp_picker_wheel_field(self->held.picker, wheel);
}
static const char *date_unit_label(DatepickWheelPicker *self, int wheel) { return dp_picker_unit_label(self->held.picker, wheel); }
static int date_visible_rows(DatepickWheelPicker *self, int wheel, int before, int after, const char **labels,
                             bool *enabled) {
    return dp_picker_visible_rows(self->held.picker, wheel, before, after, labels, enabled);
}
/* A date wheel takes digits: the row of the number typed. */
static int date_row_for_typed(DatepickWheelPicker *self, int wheel, const char *typed) {
    for (const char *c = typed; *c; c++)
        if (*c < '0' || *c > '9') return -1;
    return dp_picker_row_for_digits(self->held.picker, wheel, typed);
}
static bool date_select(DatepickWheelPicker *self, int wheel, int row) { return dp_picker_select(self->held.picker, wheel, row, NULL); }
static bool date_step(DatepickWheelPicker *self, int wheel, int delta) { return dp_picker_step(self->held.picker, wheel, delta, NULL); }
static bool date_select_edge(DatepickWheelPicker *self, int wheel, bool last) {
    return dp_picker_select_edge(self->held.picker, wheel, last, NULL);
}
static char *date_value(DatepickWheelPicker *self) { return dp_picker_value(self->held.picker); }
static const DatepickWheelSource date_source = {
    date_row_count, date_selected_row, date_row_label, date_title, date_accessible_name, date_unit_label, date_visible_rows,
    date_row_for_typed, date_select, date_step, date_select_edge, date_value,
};

static int values_row_count(DatepickWheelPicker *self, int wheel) { return dp_values_row_count(self->values, wheel); }
static int values_selected_row(DatepickWheelPicker *self, int wheel) { return dp_values_selected_row(self->values, wheel); }
static const char *values_row_label(DatepickWheelPicker *self, int wheel, int row) {
    return dp_values_row_label(self->values, wheel, row);
}
static const char *values_title(DatepickWheelPicker *self, int wheel) {
    return wheel >= 0 && (guint)wheel < self->titles->len ? g_ptr_array_index(self->titles, wheel) : NULL;
}
/* A wheel of values without a title is named by its unit ("kg"), if it has one. */
static const char *values_accessible_name(DatepickWheelPicker *self, int wheel) {
    const char *title = values_title(self, wheel);
    return title ? title : dp_values_unit_label(self->values, wheel);
}
static const char *values_unit_label(DatepickWheelPicker *self, int wheel) { return dp_values_unit_label(self->values, wheel); }
static int values_visible_rows(DatepickWheelPicker *self, int wheel, int before, int after, const char **labels,
                               bool *enabled) {
    int selected = dp_values_visible_rows(self->values, wheel, before, after, labels);
    /* Every row of values can be chosen: those that exist are enabled. */
    for (int place = 0; selected >= 0 && enabled && place < before + 1 + after; place++) enabled[place] = labels[place] != NULL;
    return selected;
}
/* A wheel of values takes any text: the first row, after the selected one, that starts with it, as a list's
 * type-ahead does (without case: "par" finds "Paris"). */
static int values_row_for_typed(DatepickWheelPicker *self, int wheel, const char *typed) {
    int rows = dp_values_row_count(self->values, wheel), selected = dp_values_selected_row(self->values, wheel);
    if (rows <= 0) return -1;
    char *prefix = g_utf8_casefold(typed, -1);
    int found = -1;
    /* Typing one more letter of the selected row's value keeps that row. */
    int start = g_utf8_strlen(typed, -1) > 1 ? selected : selected + 1;
    for (int offset = 0; found < 0 && offset < rows; offset++) {
        int row = (start + offset) % rows;
        char *label = g_utf8_casefold(dp_values_row_label(self->values, wheel, row), -1);
        if (g_str_has_prefix(label, prefix)) found = row;
        g_free(label);
    }
    g_free(prefix);
    return found;
}
static bool values_select(DatepickWheelPicker *self, int wheel, int row) { return dp_values_select(self->values, wheel, row, NULL); }
static bool values_step(DatepickWheelPicker *self, int wheel, int delta) { return dp_values_step(self->values, wheel, delta, NULL); }
static bool values_select_edge(DatepickWheelPicker *self, int wheel, bool last) {
    int rows = dp_values_row_count(self->values, wheel);
    return rows > 0 && dp_values_select(self->values, wheel, last ? rows - 1 : 0, NULL);
}
static char *values_value(DatepickWheelPicker *self) { return dp_values_value(self->values); }
static const DatepickWheelSource values_source = {
    values_row_count, values_selected_row, values_row_label, values_title, values_accessible_name, values_unit_label,
    values_visible_rows,
    values_row_for_typed, values_select, values_step, values_select_edge, values_value,
};

const DatepickWheelSource *datepick_wheel_picker_get_source(DatepickWheelPicker *self) {
    return self->values ? &values_source : &date_source;
}

G_DEFINE_FINAL_TYPE(DatepickWheelPicker, datepick_wheel_picker, GTK_TYPE_WIDGET)

enum {
    PROP_0,
    PROP_LOCALE,
    PROP_MODE,
    PROP_CALENDAR,
    PROP_TIME_ZONE,
    PROP_MINUTE_INTERVAL,
    PROP_SECOND_INTERVAL,
    PROP_SECONDS,
    PROP_DATE_TIME,
    PROP_DURATION,
    PROP_MINIMUM_DATE_TIME,
    PROP_MAXIMUM_DATE_TIME,
    PROP_ERROR,
    N_PROPS
};
static GParamSpec *properties[N_PROPS];

static const DatepickPickerClass picker_class;

/* After the picker's value changed (a person moved a wheel): the date-time or the duration follows it, notified
 * when it differs. */
static void take_value(DatepickWheelPicker *self) { datepick_held_take_value(&picker_class, G_OBJECT(self)); }

static void remove_wheels(DatepickWheelPicker *self) {
    for (guint index = 0; index < self->wheels->len; index++) gtk_widget_unparent(g_ptr_array_index(self->wheels, index));
    g_ptr_array_set_size(self->wheels, 0);
}

/* One wheel a column of the model, before the selection bar (the last child, so that the first is the leading
 * wheel). */
static void add_wheels(DatepickWheelPicker *self, int count) {
    for (int index = 0; index < count; index++) {
        GtkWidget *wheel = datepick_wheel_new(self, index);
        gtk_widget_insert_before(wheel, GTK_WIDGET(self), self->bar);
        g_ptr_array_add(self->wheels, wheel);
    }
    gtk_widget_queue_resize(GTK_WIDGET(self));
}

/* The date picker's wheels, in its locale's direction (the wheels too, where a unit label goes after its value in
 * reading order: GTK's children do not take it). */
static void show_date_wheels(DatepickWheelPicker *self) {
    remove_wheels(self);
    add_wheels(self, dp_picker_wheel_count(self->held.picker));
    datepick_set_direction(GTK_WIDGET(self), dp_picker_is_right_to_left(self->held.picker));
}

/* Shows a date picker of `wanted`, or says why not (datepick-options-private.h's rule). While the widget shows
 * values, the picker is made (so that its options are checked when they are set) and kept for when it shows a
 * date again. */
static char *show(GObject *widget, DatepickOptions *wanted) {
    DatepickWheelPicker *self = DATEPICK_WHEEL_PICKER(widget);
    char *error = NULL;
    dp_picker *made = datepick_options_make_picker(wanted, &error);
    if (!made) return datepick_options_refusal(error);
    datepick_held_take(&self->held, wanted, made);
    if (!self->values) show_date_wheels(self);
    return NULL;
}

/* After a change of the model's value: every wheel (another may have moved with it: a day clamped to a shorter
 * month) and what the app reads. */
static void changed(DatepickWheelPicker *self) {
    for (guint index = 0; index < self->wheels->len; index++) datepick_wheel_update(g_ptr_array_index(self->wheels, index));
    if (self->values)
        g_signal_emit(self, signals[VALUES_CHANGED], 0);
    else
        take_value(self);
    gtk_widget_queue_draw(GTK_WIDGET(self));
}

/* Whether the model is there and `wheel` one of its wheels. */
static gboolean has_wheel(DatepickWheelPicker *self, int wheel) {
    return (self->values || self->held.picker) && wheel >= 0 && (guint)wheel < self->wheels->len;
}

/* Runs one change of the model; notifies when the value differs after it. */
typedef bool (*change_fn)(DatepickWheelPicker *self, int wheel, int argument);
static gboolean change(DatepickWheelPicker *self, int wheel, change_fn apply, int argument) {
    if (!has_wheel(self, wheel)) return FALSE;
    const DatepickWheelSource *source = datepick_wheel_picker_get_source(self);
    char *before = source->value(self);
    gboolean applied = apply(self, wheel, argument);
    char *after = source->value(self);
    gboolean moved = applied && g_strcmp0(before, after) != 0;
    dp_string_free(before);
    dp_string_free(after);
    if (moved) changed(self);
    return moved;
}

static bool apply_step(DatepickWheelPicker *self, int wheel, int delta) {
    return datepick_wheel_picker_get_source(self)->step(self, wheel, delta);
}
static bool apply_select(DatepickWheelPicker *self, int wheel, int row) {
    return datepick_wheel_picker_get_source(self)->select(self, wheel, row);
}
static bool apply_edge(DatepickWheelPicker *self, int wheel, int last) {
    return datepick_wheel_picker_get_source(self)->select_edge(self, wheel, last);
}

gboolean datepick_wheel_picker_select_edge(DatepickWheelPicker *self, int wheel, gboolean last) {
    return change(self, wheel, apply_edge, last);
}

/* Lays the wheels out side by side in reading order, each at its natural width, and the selection bar across
 * them all at the selected rows' band. */
static void datepick_wheel_picker_measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                                          int *natural, int *minimum_baseline, int *natural_baseline) {
    (void)for_size;
    DatepickWheelPicker *self = DATEPICK_WHEEL_PICKER(widget);
    *minimum = *natural = 0;
    *minimum_baseline = *natural_baseline = -1;
    for (guint index = 0; index < self->wheels->len; index++) {
        int wheel_minimum = 0, wheel_natural = 0;
        gtk_widget_measure(g_ptr_array_index(self->wheels, index), orientation, -1, &wheel_minimum, &wheel_natural,
                           NULL, NULL);
        if (orientation == GTK_ORIENTATION_HORIZONTAL) {
            *minimum += wheel_minimum + (index > 0 ? spacing : 0);
            *natural += wheel_natural + (index > 0 ? spacing : 0);
        } else {
            *minimum = MAX(*minimum, wheel_minimum);
            *natural = MAX(*natural, wheel_natural);
        }
    }
}

static void datepick_wheel_picker_size_allocate(GtkWidget *widget, int width, int height, int baseline) {
    (void)baseline;
    DatepickWheelPicker *self = DATEPICK_WHEEL_PICKER(widget);
    gboolean rtl = gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL;
    int x = 0, minimum = 0, natural = 0;
    for (guint index = 0; index < self->wheels->len; index++) {
        GtkWidget *wheel = g_ptr_array_index(self->wheels, index);
        gtk_widget_measure(wheel, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
        gtk_widget_size_allocate(wheel, &(GtkAllocation){rtl ? width - x - natural : x, 0, natural, height}, -1);
        x += natural + spacing;
    }
    double top = 0, band = 0;
    if (self->wheels->len > 0) datepick_wheel_selection_band(g_ptr_array_index(self->wheels, 0), &top, &band);
    gtk_widget_measure(self->bar, GTK_ORIENTATION_VERTICAL, width, &minimum, &natural, NULL, NULL);
    gtk_widget_set_child_visible(self->bar, self->wheels->len > 0);
    gtk_widget_size_allocate(self->bar, &(GtkAllocation){0, (int)round(top), width, MAX((int)round(band), minimum)}, -1);
}

static void datepick_wheel_picker_root(GtkWidget *widget) {
    GTK_WIDGET_CLASS(datepick_wheel_picker_parent_class)->root(widget);
    add_default_css(gtk_widget_get_display(widget));
}

/* The selection bar first, across every wheel, behind the selected rows, as UIDatePicker draws it; the wheels
 * over it. */
static void datepick_wheel_picker_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    DatepickWheelPicker *self = DATEPICK_WHEEL_PICKER(widget);
    gtk_widget_snapshot_child(widget, self->bar, snapshot);
    for (guint index = 0; index < self->wheels->len; index++)
        gtk_widget_snapshot_child(widget, g_ptr_array_index(self->wheels, index), snapshot);
}

/* The picker options the properties set. */
static const DatepickOption option_of[N_PROPS] = {
    [PROP_LOCALE] = DATEPICK_OPTION_LOCALE,
    [PROP_MODE] = DATEPICK_OPTION_MODE,
    [PROP_CALENDAR] = DATEPICK_OPTION_CALENDAR,
    [PROP_TIME_ZONE] = DATEPICK_OPTION_TIME_ZONE,
    [PROP_MINUTE_INTERVAL] = DATEPICK_OPTION_MINUTE_INTERVAL,
    [PROP_SECOND_INTERVAL] = DATEPICK_OPTION_SECOND_INTERVAL,
    [PROP_SECONDS] = DATEPICK_OPTION_SECONDS,
    [PROP_DATE_TIME] = DATEPICK_OPTION_DATE_TIME,
    [PROP_DURATION] = DATEPICK_OPTION_DURATION,
    [PROP_MINIMUM_DATE_TIME] = DATEPICK_OPTION_MINIMUM_DATE_TIME,
    [PROP_MAXIMUM_DATE_TIME] = DATEPICK_OPTION_MAXIMUM_DATE_TIME,
};

static DatepickHeld *held_of(GObject *widget) { return &DATEPICK_WHEEL_PICKER(widget)->held; }

static const DatepickPickerClass picker_class = {option_of, N_PROPS, properties, PROP_ERROR, held_of, show};

void datepick_wheel_picker_configure(DatepickWheelPicker *self, DatepickOptions *wanted) {
    datepick_held_change(&picker_class, G_OBJECT(self), wanted);
}

static void datepick_wheel_picker_set_property(GObject *object, guint id, const GValue *value, GParamSpec *pspec) {
    if (datepick_held_has_property(&picker_class, id))
        datepick_held_set_property(&picker_class, object, id, value);
    else
        G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
}

static void datepick_wheel_picker_get_property(GObject *object, guint id, GValue *value, GParamSpec *pspec) {
    if (datepick_held_has_property(&picker_class, id))
        datepick_held_get_property(&picker_class, object, id, value);
    else
        G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
}

/* Set while datepick_wheel_picker_new_for_values makes its widget, which then needs no date picker (nor the
 * environment's locale and zone). Widgets live on the main thread only. */
static gboolean constructing_for_values;

static void datepick_wheel_picker_constructed(GObject *object) {
    G_OBJECT_CLASS(datepick_wheel_picker_parent_class)->constructed(object);
    DatepickWheelPicker *self = DATEPICK_WHEEL_PICKER(object);
    if (constructing_for_values)
        self->held.constructed = TRUE;
    else
        datepick_held_construct(&picker_class, object);
}

static void datepick_wheel_picker_dispose(GObject *object) {
    DatepickWheelPicker *self = DATEPICK_WHEEL_PICKER(object);
    remove_wheels(self);
    g_clear_pointer(&self->bar, gtk_widget_unparent);
    G_OBJECT_CLASS(datepick_wheel_picker_parent_class)->dispose(object);
}

static void datepick_wheel_picker_finalize(GObject *object) {
    DatepickWheelPicker *self = DATEPICK_WHEEL_PICKER(object);
    datepick_held_clear(&self->held);
    dp_values_free(self->values);
    g_ptr_array_unref(self->titles);
    g_ptr_array_unref(self->wheels);
    G_OBJECT_CLASS(datepick_wheel_picker_parent_class)->finalize(object);
}

static void datepick_wheel_picker_class_init(DatepickWheelPickerClass *klass) {
    GObjectClass *object_class = G_OBJECT_CLASS(klass);
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    object_class->set_property = datepick_wheel_picker_set_property;
    object_class->get_property = datepick_wheel_picker_get_property;
    object_class->constructed = datepick_wheel_picker_constructed;
    object_class->dispose = datepick_wheel_picker_dispose;
    object_class->finalize = datepick_wheel_picker_finalize;
    widget_class->snapshot = datepick_wheel_picker_snapshot;
    widget_class->measure = datepick_wheel_picker_measure;
    widget_class->size_allocate = datepick_wheel_picker_size_allocate;
    widget_class->root = datepick_wheel_picker_root;

    /**
     * DatepickWheelPicker:locale:
     *
     * The ICU locale id ("ja_JP", "ar_EG", "he_IL@calendar=hebrew"); NULL for the environment's. Read back,
     * the locale the picker resolved.
     */
    properties[PROP_LOCALE] = datepick_options_param_spec(DATEPICK_OPTION_LOCALE);
    /**
     * DatepickWheelPicker:mode:
     *
     * What the picker picks: a date, a time, both, a countdown's duration, or a month of a year.
     */
    properties[PROP_MODE] = datepick_options_param_spec(DATEPICK_OPTION_MODE);
    /**
     * DatepickWheelPicker:calendar:
     *
     * An ICU calendar ("gregorian", "hebrew", "chinese"…); NULL for the locale's.
     */
    properties[PROP_CALENDAR] = datepick_options_param_spec(DATEPICK_OPTION_CALENDAR);
    /**
     * DatepickWheelPicker:time-zone:
     *
     * The IANA time zone the wheels show the moment in; NULL for the environment's.
     */
    properties[PROP_TIME_ZONE] = datepick_options_param_spec(DATEPICK_OPTION_TIME_ZONE);
    /**
     * DatepickWheelPicker:minute-interval:
     *
     * The minute wheel's step, a divisor of 60.
     */
    properties[PROP_MINUTE_INTERVAL] = datepick_options_param_spec(DATEPICK_OPTION_MINUTE_INTERVAL);
    /**
     * DatepickWheelPicker:second-interval:
     *
     * The seconds wheel's step, a divisor of 60; used with #DatepickWheelPicker:seconds.
     */
    properties[PROP_SECOND_INTERVAL] = datepick_options_param_spec(DATEPICK_OPTION_SECOND_INTERVAL);
    /**
     * DatepickWheelPicker:seconds:
     *
     * Whether a time or a countdown has a seconds wheel.
     */
    properties[PROP_SECONDS] = datepick_options_param_spec(DATEPICK_OPTION_SECONDS);
    /**
     * DatepickWheelPicker:date-time:
     *
     * The moment picked, in the picker's time zone, as the wheels show it (rounded to the minute interval, moved
     * into the bounds). Notified on every change, a person's or the program's, and only then: the same instant
     * set in another zone is no change. Set to NULL, it is now, and reads so.
     */
    properties[PROP_DATE_TIME] = datepick_options_param_spec(DATEPICK_OPTION_DATE_TIME);
    /**
     * DatepickWheelPicker:duration:
     *
     * A countdown's duration in seconds; notified when a person changes it.
     */
    properties[PROP_DURATION] = datepick_options_param_spec(DATEPICK_OPTION_DURATION);
    /**
     * DatepickWheelPicker:minimum-date-time:
     *
     * The earliest moment that can be picked, or NULL; rows before it are dimmed and skipped.
     */
    properties[PROP_MINIMUM_DATE_TIME] = datepick_options_param_spec(DATEPICK_OPTION_MINIMUM_DATE_TIME);
    /**
     * DatepickWheelPicker:maximum-date-time:
     *
     * The latest moment that can be picked, or NULL.
     */
    properties[PROP_MAXIMUM_DATE_TIME] = datepick_options_param_spec(DATEPICK_OPTION_MAXIMUM_DATE_TIME);
    /**
     * DatepickWheelPicker:error:
     *
     * Why the last change of the properties was refused (the message `datepick` prints), or NULL once a change is
     * taken. A refused change changes nothing: every property reads what the picker shows.
     */
    properties[PROP_ERROR] = g_param_spec_string("error", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
    g_object_class_install_properties(object_class, N_PROPS, properties);

    /**
     * DatepickWheelPicker::values-changed:
     * @self: the picker
     *
     * A picker of values: the selected row of a wheel changed, because a person moved it or the app called
     * datepick_wheel_picker_step() or datepick_wheel_picker_select_row(). Read the new selection with
     * datepick_wheel_picker_get_selected_values(). (A date picker notifies #DatepickWheelPicker:date-time or
     * #DatepickWheelPicker:duration instead.)
     */
    signals[VALUES_CHANGED] = g_signal_new("values-changed", G_TYPE_FROM_CLASS(klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                           NULL, NULL, G_TYPE_NONE, 0);

    gtk_widget_class_set_css_name(widget_class, "datepick-wheel-picker");
    gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void datepick_wheel_picker_init(DatepickWheelPicker *self) {
    datepick_held_init(&self->held);
    self->wheels = g_ptr_array_new();
    self->titles = g_ptr_array_new_with_free_func(g_free);
    self->bar = g_object_new(DATEPICK_TYPE_SELECTION_BAR, NULL);
    gtk_widget_set_parent(self->bar, GTK_WIDGET(self));
}

/**
 * datepick_wheel_picker_new:
 *
 * Returns: a date picker in the environment's locale and zone, showing now
 */
GtkWidget *datepick_wheel_picker_new(void) { return g_object_new(DATEPICK_TYPE_WHEEL_PICKER, NULL); }

DatepickMode datepick_wheel_picker_get_mode(DatepickWheelPicker *self) { return self->held.options.mode; }

void datepick_wheel_picker_set_mode(DatepickWheelPicker *self, DatepickMode mode) {
    g_object_set(self, "mode", mode, NULL);
}

/**
 * datepick_wheel_picker_get_locale:
 * @self: a picker
 *
 * Returns: (nullable) (transfer none): the locale the picker resolved
 */
const char *datepick_wheel_picker_get_locale(DatepickWheelPicker *self) {
    return self->held.picker ? dp_picker_locale(self->held.picker) : self->held.options.locale;
}

/**
 * datepick_wheel_picker_set_locale:
 * @self: a picker
 * @locale: (nullable): an ICU locale id, or NULL for the environment's
 */
void datepick_wheel_picker_set_locale(DatepickWheelPicker *self, const char *locale) {
    g_object_set(self, "locale", locale, NULL);
}

/**
 * datepick_wheel_picker_get_date_time:
 * @self: a picker
 *
 * Returns: (nullable) (transfer none): the moment picked, in the picker's zone (NULL in a countdown)
 */
GDateTime *datepick_wheel_picker_get_date_time(DatepickWheelPicker *self) { return self->held.options.date_time; }

/**
 * datepick_wheel_picker_set_date_time:
 * @self: a picker
 * @date_time: (nullable): a moment, or NULL for now
 */
void datepick_wheel_picker_set_date_time(DatepickWheelPicker *self, GDateTime *date_time) {
    g_object_set(self, "date-time", date_time, NULL);
}

gint64 datepick_wheel_picker_get_duration(DatepickWheelPicker *self) { return self->held.options.duration; }

void datepick_wheel_picker_set_duration(DatepickWheelPicker *self, gint64 duration) {
    g_object_set(self, "duration", duration, NULL);
}

/**
 * datepick_wheel_picker_get_view_json:
 * @self: a picker
 *
 * The picker as data: byte for byte what libdatepick's dp_picker_view_json, and `datepick --format json`,
 * give for the same options, after the changes a person made. A picker of values has no such view: "".
 *
 * Returns: (transfer full): the JSON view
 */
char *datepick_wheel_picker_get_view_json(DatepickWheelPicker *self) {
    char *view = self->held.picker && !self->values ? dp_picker_view_json(self->held.picker) : NULL;
    char *copy = g_strdup(view ? view : "");
    dp_string_free(view);
    return copy;
}

/**
 * datepick_wheel_picker_get_error:
 * @self: a picker
 *
 * Returns: (nullable) (transfer none): why the last change of the properties was refused, or NULL
 */
const char *datepick_wheel_picker_get_error(DatepickWheelPicker *self) { return self->held.error; }

/**
 * datepick_wheel_picker_get_wheel_count:
 * @self: a picker
 *
 * Returns: how many wheels the picker shows, leading to trailing
 */
int datepick_wheel_picker_get_wheel_count(DatepickWheelPicker *self) { return (int)self->wheels->len; }

/**
 * datepick_wheel_picker_step:
 * @self: a picker
 * @wheel: a wheel, from 0 at the leading one
 * @delta: rows to move, negative for up
 *
 * Moves a wheel as a person would, skipping disabled rows.
 *
 * Returns: whether the value changed (false for a wheel out of range, or when no enabled row lies that way)
 */
gboolean datepick_wheel_picker_step(DatepickWheelPicker *self, int wheel, int delta) {
    return change(self, wheel, apply_step, delta);
}

/* The values picker's wheels as dp_values_new takes them, each with its row selected now. */
static void append_values_wheels(DatepickWheelPicker *self, GString *json) {
    for (int wheel = 0; self->values && wheel < dp_values_wheel_count(self->values); wheel++) {
        g_string_append(json, json->len > 1 ? ", {\"values\": [" : "{\"values\": [");
        for (int row = 0; row < dp_values_row_count(self->values, wheel); row++) {
            if (row > 0) g_string_append(json, ", ");
            datepick_json_append_text(json, dp_values_row_label(self->values, wheel, row));
        }
        g_string_append(json, "]");
        const char *unit = dp_values_unit_label(self->values, wheel);
        if (unit) {
            g_string_append(json, ", \"unit\": ");
            datepick_json_append_text(json, unit);
        }
        g_string_append_printf(json, ", \"cyclic\": %s, \"selected\": %d}",
                               dp_values_wheel_is_cyclic(self->values, wheel) ? "true" : "false",
                               dp_values_selected_row(self->values, wheel));
    }
}

/* Shows `made` (or, for NULL, the date picker of the properties again), with `titles` for its wheels. */
static void show_values(DatepickWheelPicker *self, dp_values *made, GPtrArray *titles) {
    remove_wheels(self);
    dp_values_free(self->values);
    self->values = made;
    g_ptr_array_set_size(self->titles, 0);
    for (guint index = 0; titles && index < titles->len; index++)
        g_ptr_array_add(self->titles, g_strdup(g_ptr_array_index(titles, index)));
    if (!made) {
        /* The date picker of the properties, made before (kept while values were shown) or now. */
        if (self->held.picker)
            show_date_wheels(self);
        else
            datepick_held_construct(&picker_class, G_OBJECT(self));
        return;
    }
    /* The app's values come in the app's direction, not a locale's. */
    gtk_widget_set_direction(GTK_WIDGET(self), GTK_TEXT_DIR_NONE);
    add_wheels(self, dp_values_wheel_count(made));
}

/* Whether libdatepick made the wheels; if not, @error says why, from its `message` (which this frees). */
static gboolean made_or_refused(const dp_values *made, char *message, GError **error) {
    if (made) return TRUE;
    g_set_error_literal(error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, message ? message : "the wheels were refused");
    dp_string_free(message);
    return FALSE;
}

static gboolean set_values(DatepickWheelPicker *self, const char *wheels_json, GPtrArray *titles, GError **error) {
    if (!wheels_json) {
        show_values(self, NULL, NULL);
        return TRUE;
    }
    char *message = NULL;
    dp_values *made = dp_values_new(wheels_json, &message);
    if (!made_or_refused(made, message, error)) return FALSE;
    show_values(self, made, titles);
    return TRUE;
}

/**
 * datepick_wheel_picker_new_for_values:
 * @wheels_json: the wheels, a JSON array of objects as libdatepick's dp_values_new takes them: `values` (an
 *   array of strings, the rows), `unit` (the label the selection bar shows beside the value), `cyclic` (a
 *   wheel that loops), `selected` (the row selected at first), as in
 *   `[{"values": ["S", "M", "L"], "selected": 1}, {"values": ["1", "2", "3"], "unit": "kg", "cyclic": true}]`
 * @error: where to say why the wheels were refused (G_IO_ERROR_INVALID_ARGUMENT, with libdatepick's message)
 *
 * The generic picker (UIPickerView's model): wheels over columns of values the app gives, drawn, moved and
 * made accessible as the date wheels are. Read the selection with
 * datepick_wheel_picker_get_selected_values(); #DatepickWheelPicker::values-changed tells when it changes.
 *
 * Returns: (nullable): a picker of values, or NULL with @error set (no values, an empty wheel, a `selected`
 *   out of range, an unknown key)
 */
/* A new picker showing `made` (its own from now on), or NULL and @error from libdatepick's `message`. */
static GtkWidget *new_showing(dp_values *made, char *message, GError **error) {
    if (!made_or_refused(made, message, error)) return NULL;
    constructing_for_values = TRUE;
    DatepickWheelPicker *self = g_object_new(DATEPICK_TYPE_WHEEL_PICKER, NULL);
    constructing_for_values = FALSE;
    show_values(self, made, NULL);
    return GTK_WIDGET(self);
}

GtkWidget *datepick_wheel_picker_new_for_values(const char *wheels_json, GError **error) {
    g_return_val_if_fail(wheels_json != NULL, NULL);
    char *message = NULL;
    dp_values *made = dp_values_new(wheels_json, &message);
    return new_showing(made, message, error);
}

/**
 * datepick_wheel_picker_new_for_list:
 * @list: "timezones", "regions", "languages", "currencies" or "calendars"
 * @locale: (nullable): the locale the rows are named in and sorted by (an ICU, BCP 47 or POSIX id); NULL for the
 *   environment's
 * @error: where to say why the list was refused (G_IO_ERROR_INVALID_ARGUMENT: an unknown list, a locale ICU has
 *   no data for)
 *
 * A picker of one wheel over a list ICU knows, as `datepick choose --list` offers it (libdatepick's
 * dp_values_new_list): each row a localized name ("東京 (日本標準時) GMT+9"), standing for an id ("Asia/Tokyo"),
 * in the locale's collation order. datepick_wheel_picker_get_value() gives the selected id,
 * datepick_wheel_picker_get_selected_values() the name shown.
 *
 * Returns: (nullable): a picker of the list, or NULL with @error set
 */
GtkWidget *datepick_wheel_picker_new_for_list(const char *list, const char *locale, GError **error) {
    g_return_val_if_fail(list != NULL, NULL);
    char *message = NULL;
    dp_values *made = dp_values_new_list(list, locale, &message);
    return new_showing(made, message, error);
}

/**
 * datepick_wheel_picker_get_value:
 * @self: a picker
 *
 * The value as the datepick command prints it: for a date picker its ISO 8601 value (a countdown its seconds),
 * for a picker of values each wheel's selected value, tab-separated, where a list ICU knows gives the id
 * ("Asia/Tokyo") rather than the name shown.
 *
 * Returns: (nullable) (transfer full): the value, or NULL if the picker shows nothing (its options refused)
 */
char *datepick_wheel_picker_get_value(DatepickWheelPicker *self) {
    g_return_val_if_fail(DATEPICK_IS_WHEEL_PICKER(self), NULL);
    if (!self->values && !self->held.picker) return NULL;
    char *value = datepick_wheel_picker_get_source(self)->value(self);
    char *copy = g_strdup(value);
    dp_string_free(value);
    return copy;
}

/**
 * datepick_wheel_picker_set_values:
 * @self: a picker
 * @wheels_json: (nullable): the wheels, as datepick_wheel_picker_new_for_values() takes them; NULL to show
 *   the date picker of the properties again
 * @error: where to say why the wheels were refused
 *
 * Shows wheels of values instead of what the picker showed (a date, or other values). The date properties
 * are kept meanwhile, and shown again with NULL. A refusal keeps what was shown.
 *
 * Returns: whether the wheels were taken
 */
gboolean datepick_wheel_picker_set_values(DatepickWheelPicker *self, const char *wheels_json, GError **error) {
    g_return_val_if_fail(DATEPICK_IS_WHEEL_PICKER(self), FALSE);
    return set_values(self, wheels_json, NULL, error);
}

/**
 * datepick_wheel_picker_append_values_wheel:
 * @self: a picker
 * @values: (array zero-terminated=1): the wheel's rows, top to bottom, at least one
 * @unit: (nullable): the unit label the selection bar shows beside the selected value ("kg"), or NULL
 * @cyclic: whether the wheel loops (after its last row comes its first)
 * @error: where to say why the wheel was refused
 *
 * Adds a wheel of values after the others, its first row selected; a date picker becomes a picker of values
 * with this one wheel. From Python: `picker.append_values_wheel(["S", "M", "L"], None, False)`.
 *
 * Returns: whether the wheel was taken (not with no values)
 */
gboolean datepick_wheel_picker_append_values_wheel(DatepickWheelPicker *self, const char *const *values,
                                                   const char *unit, gboolean cyclic, GError **error) {
    g_return_val_if_fail(DATEPICK_IS_WHEEL_PICKER(self), FALSE);
    GString *json = g_string_new("[");
    append_values_wheels(self, json);
    g_string_append(json, json->len > 1 ? ", {\"values\": [" : "{\"values\": [");
    for (int row = 0; values && values[row]; row++) {
        if (row > 0) g_string_append(json, ", ");
        datepick_json_append_text(json, values[row]);
    }
    g_string_append(json, "]");
    if (unit) {
        g_string_append(json, ", \"unit\": ");
        datepick_json_append_text(json, unit);
    }
    g_string_append_printf(json, ", \"cyclic\": %s}]", cyclic ? "true" : "false");
    GPtrArray *titles = self->values ? g_ptr_array_ref(self->titles) : NULL;
    gboolean taken = set_values(self, json->str, titles, error);
    if (titles) g_ptr_array_unref(titles);
    g_string_free(json, TRUE);
    return taken;
}

/**
 * datepick_wheel_picker_get_has_values:
 * @self: a picker
 *
 * Returns: whether the picker shows wheels of values (rather than a date, a time or a countdown)
 */
gboolean datepick_wheel_picker_get_has_values(DatepickWheelPicker *self) { return self->values != NULL; }

/**
 * datepick_wheel_picker_set_wheel_title:
 * @self: a picker of values
 * @wheel: a wheel, from 0 at the leading one
 * @title: (nullable): the wheel's title, or NULL for none
 *
 * Titles a wheel of values: the caption drawn above it and the name a screen reader says for it ("Size"). A
 * date picker's wheels have the locale's titles.
 *
 * Returns: whether the title was taken (false for a date picker or a wheel out of range)
 */
gboolean datepick_wheel_picker_set_wheel_title(DatepickWheelPicker *self, int wheel, const char *title) {
    if (!self->values || !has_wheel(self, wheel)) return FALSE;
    if ((guint)wheel >= self->titles->len) g_ptr_array_set_size(self->titles, wheel + 1);
    g_free(g_ptr_array_index(self->titles, wheel));
    g_ptr_array_index(self->titles, wheel) = g_strdup(title);
    GtkWidget *child = g_ptr_array_index(self->wheels, wheel);
    datepick_wheel_update(DATEPICK_WHEEL(child));
    gtk_widget_queue_resize(child);
    return TRUE;
}

/**
 * datepick_wheel_picker_get_selected_values:
 * @self: a picker
 *
 * The label of each wheel's selected row, leading to trailing: the values chosen in a picker of values (as
 * `datepick choose` prints them), the labels in the bar in a date picker ("2026年", "11月", "30日").
 *
 * Returns: (transfer full) (array zero-terminated=1): the selected labels, one a wheel
 */
char **datepick_wheel_picker_get_selected_values(DatepickWheelPicker *self) {
    GStrvBuilder *builder = g_strv_builder_new();
    const DatepickWheelSource *source = datepick_wheel_picker_get_source(self);
    for (int wheel = 0; has_wheel(self, wheel); wheel++) {
        const char *label = source->row_label(self, wheel, source->selected_row(self, wheel));
        g_strv_builder_add(builder, label ? label : "");
    }
    char **labels = g_strv_builder_end(builder);
    g_strv_builder_unref(builder);
    return labels;
}

/**
 * datepick_wheel_picker_get_selected_row:
 * @self: a picker
 * @wheel: a wheel, from 0 at the leading one
 *
 * Returns: the wheel's selected row, from 0 at its top, or -1 for a wheel out of range
 */
int datepick_wheel_picker_get_selected_row(DatepickWheelPicker *self, int wheel) {
    return has_wheel(self, wheel) ? datepick_wheel_picker_get_source(self)->selected_row(self, wheel) : -1;
}

/**
 * datepick_wheel_picker_select_row:
 * @self: a picker
 * @wheel: a wheel, from 0 at the leading one
 * @row: the row to select, from 0 at the wheel's top
 *
 * Selects a row as a click on it would, and notifies as a person's change does.
 *
 * Returns: whether the value changed (false for a row out of range, a disabled row, or the row selected)
 */
gboolean datepick_wheel_picker_select_row(DatepickWheelPicker *self, int wheel, int row) {
    return change(self, wheel, apply_select, row);
}
