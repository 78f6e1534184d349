/* Datepick.WheelPicker: the wheels style of a libdatepick picker. The widget holds one dp_picker, made again
 * from its properties whenever one of them changes, or a dp_values of the app's columns, and one child widget a
 * wheel (DatepickWheel), so that each wheel takes the keyboard focus and is an accessible spin button of its
 * own; behind them, a child with the CSS name `selection` draws the selection bar from the theme's CSS. */
#include "datepick-wheel-picker.h"

#include <datepick.h>
#include <math.h>

#include "datepick-options-private.h"
#include "datepick-wheel-model-private.h"
#include "datepick-wheel-private.h"

struct _DatepickWheelPicker {
    GtkWidget parent_instance;

    DatepickHeld held;  /* the date picker and its properties */
    dp_values *values;  /* the app's columns; while set, the wheels show these and not the date picker */
    GPtrArray *titles;  /* the values wheels' titles (char *, NULL for none) */
    DatepickWheelModel *model; /* what the wheels show: the date picker's or the values' */
    gulong changed_handler;
    gboolean for_values; /* made for values: no date picker until one is asked for */

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

/**
 * DatepickWheelPicker:
 *
 * The wheels style of a date picker, in every mode ([enum@Datepick.Mode]: a date, a time, both, a countdown's duration,
 * a month of a year): the locale's wheels in its order, digits and direction, with the selection bar crossing
 * them and each wheel's unit label in it, as libdatepick's picker model lays them out.
 *
 * Each wheel is a child widget that takes the focus and the keys, the scroll wheel, touchpad scrolling, clicks and
 * drags, and is an accessible spin button named by the wheel's localized title. The value is
 * [property@Datepick.WheelPicker:date-time] (a countdown's [property@Datepick.WheelPicker:duration]), notified on every
 * change.
 *
 * The same widget is the generic picker of the app's values (UIPickerView's model):
 * [ctor@Datepick.WheelPicker.new_for_values] and [ctor@Datepick.WheelPicker.new_for_list].
 *
 * The selection bar is the CSS node `datepick-wheel-picker > selection`.
 *
 * Since: 0.1
 */
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
    PROP_ZONE_WHEEL,
    PROP_DATE_TIME,
    PROP_DURATION,
    PROP_MINIMUM_DATE_TIME,
    PROP_MAXIMUM_DATE_TIME,
    PROP_ERROR,
    PROP_FOR_VALUES,
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

static void model_changed(DatepickWheelModel *model, gpointer data);

/* Shows `model` (taken; NULL for nothing) with one wheel a column of it, before the selection bar (the last
 * child, so that the first is the leading wheel). The model shown before is detached first: what it borrowed
 * may be freed after this. */
static void show_model(DatepickWheelPicker *self, DatepickWheelModel *model) {
    remove_wheels(self);
    if (self->model) {
        g_clear_signal_handler(&self->changed_handler, self->model);
        datepick_wheel_model_detach(self->model);
        g_clear_object(&self->model);
    }
    self->model = model;
    if (!model) return;
    /* After the wheels' own handlers, so that the app hears of a change the wheels already show. */
    self->changed_handler = g_signal_connect_after(model, "changed", G_CALLBACK(model_changed), self);
    for (int index = 0; index < datepick_wheel_model_wheel_count(model); index++) {
        GtkWidget *wheel = datepick_wheel_new(model, index);
        gtk_widget_insert_before(wheel, GTK_WIDGET(self), self->bar);
        g_ptr_array_add(self->wheels, wheel);
    }
    gtk_widget_queue_resize(GTK_WIDGET(self));
}

/* The date picker's wheels, in its locale's direction (the wheels too, where a unit label goes after its value in
 * reading order: GTK's children do not take it). */
static void show_date_wheels(DatepickWheelPicker *self) {
    show_model(self, datepick_wheel_model_new_for_picker(self->held.picker));
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
    /* The wheels shown borrow the picker that is freed now. */
    if (!self->values) show_model(self, NULL);
    datepick_held_take(&self->held, wanted, made);
    if (!self->values) show_date_wheels(self);
    return NULL;
}

/* After a change of the model's value (the wheels have followed it): what the app reads. */
static void model_changed(DatepickWheelModel *model, gpointer data) {
    (void)model;
    DatepickWheelPicker *self = data;
    if (self->values)
        g_signal_emit(self, signals[VALUES_CHANGED], 0);
    else
        take_value(self);
    gtk_widget_queue_draw(GTK_WIDGET(self));
}

/* Whether the model is there and `wheel` one of its wheels. */
static gboolean has_wheel(DatepickWheelPicker *self, int wheel) {
    return self->model && wheel >= 0 && (guint)wheel < self->wheels->len;
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
    [PROP_ZONE_WHEEL] = DATEPICK_OPTION_ZONE_WHEEL,
    [PROP_DATE_TIME] = DATEPICK_OPTION_DATE_TIME,
    [PROP_DURATION] = DATEPICK_OPTION_DURATION,
    [PROP_MINIMUM_DATE_TIME] = DATEPICK_OPTION_MINIMUM_DATE_TIME,
    [PROP_MAXIMUM_DATE_TIME] = DATEPICK_OPTION_MAXIMUM_DATE_TIME,
};

static DatepickHeld *held_of(GObject *widget) { return &DATEPICK_WHEEL_PICKER(widget)->held; }

static const DatepickPickerClass picker_class = {option_of, N_PROPS, properties, PROP_ERROR, held_of, show};

void datepick_wheel_picker_configure(DatepickWheelPicker *self, DatepickOptions *wanted) {
    g_return_if_fail(DATEPICK_IS_WHEEL_PICKER(self));
    datepick_held_change(&picker_class, G_OBJECT(self), wanted);
}

static void datepick_wheel_picker_set_property(GObject *object, guint id, const GValue *value, GParamSpec *pspec) {
    if (id == PROP_FOR_VALUES)
        DATEPICK_WHEEL_PICKER(object)->for_values = g_value_get_boolean(value);
    else if (datepick_held_has_property(&picker_class, id))
        datepick_held_set_property(&picker_class, object, id, value);
    else
        G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
}

static void datepick_wheel_picker_get_property(GObject *object, guint id, GValue *value, GParamSpec *pspec) {
    if (id == PROP_FOR_VALUES)
        g_value_set_boolean(value, DATEPICK_WHEEL_PICKER(object)->for_values);
    else if (datepick_held_has_property(&picker_class, id))
        datepick_held_get_property(&picker_class, object, id, value);
    else
        G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
}

static void datepick_wheel_picker_constructed(GObject *object) {
    G_OBJECT_CLASS(datepick_wheel_picker_parent_class)->constructed(object);
    DatepickWheelPicker *self = DATEPICK_WHEEL_PICKER(object);
    /* A picker made for values needs no date picker, nor the environment's locale and zone. */
    if (self->for_values)
        self->held.constructed = TRUE;
    else
        datepick_held_construct(&picker_class, object);
}

static void datepick_wheel_picker_dispose(GObject *object) {
    DatepickWheelPicker *self = DATEPICK_WHEEL_PICKER(object);
    show_model(self, NULL);
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
     *
     * Since: 0.1
     */
    properties[PROP_LOCALE] = datepick_options_param_spec(DATEPICK_OPTION_LOCALE);
    /**
     * DatepickWheelPicker:mode:
     *
     * What the picker picks: a date, a time, both, a countdown's duration, or a month of a year.
     *
     * Since: 0.1
     */
    properties[PROP_MODE] = datepick_options_param_spec(DATEPICK_OPTION_MODE);
    /**
     * DatepickWheelPicker:calendar:
     *
     * An ICU calendar ("gregorian", "hebrew", "chinese"…); NULL for the locale's.
     *
     * Since: 0.1
     */
    properties[PROP_CALENDAR] = datepick_options_param_spec(DATEPICK_OPTION_CALENDAR);
    /**
     * DatepickWheelPicker:time-zone:
     *
     * The IANA time zone the wheels show the moment in; NULL for the environment's.
     *
     * Since: 0.1
     */
    properties[PROP_TIME_ZONE] = datepick_options_param_spec(DATEPICK_OPTION_TIME_ZONE);
    /**
     * DatepickWheelPicker:minute-interval:
     *
     * The minute wheel's step, a divisor of 60.
     *
     * Since: 0.1
     */
    properties[PROP_MINUTE_INTERVAL] = datepick_options_param_spec(DATEPICK_OPTION_MINUTE_INTERVAL);
    /**
     * DatepickWheelPicker:second-interval:
     *
     * The seconds wheel's step, a divisor of 60; used with [property@Datepick.WheelPicker:seconds].
     *
     * Since: 0.1
     */
    properties[PROP_SECOND_INTERVAL] = datepick_options_param_spec(DATEPICK_OPTION_SECOND_INTERVAL);
    /**
     * DatepickWheelPicker:seconds:
     *
     * Whether a time or a countdown has a seconds wheel.
     *
     * Since: 0.1
     */
    properties[PROP_SECONDS] = datepick_options_param_spec(DATEPICK_OPTION_SECONDS);
    /**
     * DatepickWheelPicker:zone-wheel:
     *
     * In %DATEPICK_MODE_DATE_AND_TIME, a wheel of ICU's time zones after the time, named in the locale: a zone chosen
     * keeps the wall time, and [property@Datepick.WheelPicker:date-time] and [property@Datepick.WheelPicker:time-zone]
     * take its zone. Kept, and not shown, in the other modes.
     *
     * Since: 0.1
     */
    properties[PROP_ZONE_WHEEL] = datepick_options_param_spec(DATEPICK_OPTION_ZONE_WHEEL);
    /**
     * DatepickWheelPicker:date-time:
     *
     * The moment picked, in the picker's time zone, as the wheels show it (rounded to the minute interval, moved
     * into the bounds). Notified on every change, a person's or the program's, and only then: the same instant
     * set in another zone is no change. Set to NULL, it is now, and reads so.
     *
     * Since: 0.1
     */
    properties[PROP_DATE_TIME] = datepick_options_param_spec(DATEPICK_OPTION_DATE_TIME);
    /**
     * DatepickWheelPicker:duration:
     *
     * A countdown's duration in seconds; notified when a person changes it.
     *
     * Since: 0.1
     */
    properties[PROP_DURATION] = datepick_options_param_spec(DATEPICK_OPTION_DURATION);
    /**
     * DatepickWheelPicker:minimum-date-time:
     *
     * The earliest moment that can be picked, or NULL; rows before it are dimmed and skipped.
     *
     * Since: 0.1
     */
    properties[PROP_MINIMUM_DATE_TIME] = datepick_options_param_spec(DATEPICK_OPTION_MINIMUM_DATE_TIME);
    /**
     * DatepickWheelPicker:maximum-date-time:
     *
     * The latest moment that can be picked, or NULL.
     *
     * Since: 0.1
     */
    properties[PROP_MAXIMUM_DATE_TIME] = datepick_options_param_spec(DATEPICK_OPTION_MAXIMUM_DATE_TIME);
    /**
     * DatepickWheelPicker:error:
     *
     * Why the last change of the properties was refused (the message `datepick` prints), or NULL once a change is
     * taken. A refused change changes nothing: every property reads what the picker shows.
     *
     * Since: 0.1
     */
    properties[PROP_ERROR] = g_param_spec_string("error", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
    /**
     * DatepickWheelPicker:for-values:
     *
     * Whether the picker is made for the app's values (as [ctor@Datepick.WheelPicker.new_for_values] and
     * [ctor@Datepick.WheelPicker.new_for_list] make it): it then makes no date picker, and needs no locale or zone,
     * until one is asked for (a date property set, or [method@Datepick.WheelPicker.set_values] with NULL).
     *
     * Since: 0.1
     */
    properties[PROP_FOR_VALUES] = g_param_spec_boolean(
        "for-values", NULL, NULL, FALSE, G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
    g_object_class_install_properties(object_class, N_PROPS, properties);

    /**
     * DatepickWheelPicker::values-changed:
     * @self: the picker
     *
     * A picker of values: the selected row of a wheel changed, because a person moved it or the app called
     * [method@Datepick.WheelPicker.step] or [method@Datepick.WheelPicker.select_row]. Read the new selection with
     * [method@Datepick.WheelPicker.get_selected_values]. (A date picker notifies
     * [property@Datepick.WheelPicker:date-time] or [property@Datepick.WheelPicker:duration] instead.)
     *
     * Since: 0.1
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
 * Makes a date picker of wheels, in %DATEPICK_MODE_DATE: the locale's year, month and day wheels in its order.
 *
 * Returns: a date picker in the environment's locale and zone, showing now
 *
 * Since: 0.1
 */
GtkWidget *datepick_wheel_picker_new(void) { return g_object_new(DATEPICK_TYPE_WHEEL_PICKER, NULL); }

/**
 * datepick_wheel_picker_get_mode:
 * @self: a picker
 *
 * Gets what the picker picks.
 *
 * Returns: what the picker picks ([property@Datepick.WheelPicker:mode])
 *
 * Since: 0.1
 */
DatepickMode datepick_wheel_picker_get_mode(DatepickWheelPicker *self) {
    g_return_val_if_fail(DATEPICK_IS_WHEEL_PICKER(self), DATEPICK_MODE_DATE);
    return self->held.options.mode;
}

/**
 * datepick_wheel_picker_set_mode:
 * @self: a picker
 * @mode: what the picker picks
 *
 * Sets what the picker picks ([property@Datepick.WheelPicker:mode]): its wheels are the mode's, in the locale's order.
 *
 * Since: 0.1
 */
void datepick_wheel_picker_set_mode(DatepickWheelPicker *self, DatepickMode mode) {
    g_return_if_fail(DATEPICK_IS_WHEEL_PICKER(self));
    g_object_set(self, "mode", mode, NULL);
}

/**
 * datepick_wheel_picker_get_locale:
 * @self: a picker
 *
 * Gets the locale the picker shows ([property@Datepick.WheelPicker:locale]), the environment's when none was set.
 *
 * Returns: (nullable) (transfer none): the locale the picker resolved
 *
 * Since: 0.1
 */
const char *datepick_wheel_picker_get_locale(DatepickWheelPicker *self) {
    g_return_val_if_fail(DATEPICK_IS_WHEEL_PICKER(self), NULL);
    return self->held.picker ? dp_picker_locale(self->held.picker) : self->held.options.locale;
}

/**
 * datepick_wheel_picker_set_locale:
 * @self: a picker
 * @locale: (nullable): an ICU locale id, or NULL for the environment's
 *
 * Sets the locale the picker shows ([property@Datepick.WheelPicker:locale]): its wheels' order, names, digits and
 * direction.
 *
 * Since: 0.1
 */
void datepick_wheel_picker_set_locale(DatepickWheelPicker *self, const char *locale) {
    g_return_if_fail(DATEPICK_IS_WHEEL_PICKER(self));
    g_object_set(self, "locale", locale, NULL);
}

/**
 * datepick_wheel_picker_get_date_time:
 * @self: a picker
 *
 * Gets the moment the wheels show ([property@Datepick.WheelPicker:date-time]).
 *
 * Returns: (nullable) (transfer none): the moment picked, in the picker's zone (NULL in a countdown)
 *
 * Since: 0.1
 */
GDateTime *datepick_wheel_picker_get_date_time(DatepickWheelPicker *self) {
    g_return_val_if_fail(DATEPICK_IS_WHEEL_PICKER(self), NULL);
    return self->held.options.date_time;
}

/**
 * datepick_wheel_picker_set_date_time:
 * @self: a picker
 * @date_time: (nullable): a moment, or NULL for now
 *
 * Sets the moment the wheels show ([property@Datepick.WheelPicker:date-time]), rounded to the minute interval and moved
 * into the bounds.
 *
 * Since: 0.1
 */
void datepick_wheel_picker_set_date_time(DatepickWheelPicker *self, GDateTime *date_time) {
    g_return_if_fail(DATEPICK_IS_WHEEL_PICKER(self));
    g_object_set(self, "date-time", date_time, NULL);
}

/**
 * datepick_wheel_picker_get_duration:
 * @self: a picker
 *
 * Gets the duration a countdown's wheels show.
 *
 * Returns: a countdown's duration in seconds ([property@Datepick.WheelPicker:duration])
 *
 * Since: 0.1
 */
gint64 datepick_wheel_picker_get_duration(DatepickWheelPicker *self) {
    g_return_val_if_fail(DATEPICK_IS_WHEEL_PICKER(self), 0);
    return self->held.options.duration;
}

/**
 * datepick_wheel_picker_set_duration:
 * @self: a picker
 * @duration: a countdown's duration in seconds, 0 to 86399
 *
 * Sets the duration a countdown's wheels show ([property@Datepick.WheelPicker:duration]).
 *
 * Since: 0.1
 */
void datepick_wheel_picker_set_duration(DatepickWheelPicker *self, gint64 duration) {
    g_return_if_fail(DATEPICK_IS_WHEEL_PICKER(self));
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
 *
 * Since: 0.1
 */
char *datepick_wheel_picker_get_view_json(DatepickWheelPicker *self) {
    g_return_val_if_fail(DATEPICK_IS_WHEEL_PICKER(self), NULL);
    char *view = self->held.picker && !self->values ? dp_picker_view_json(self->held.picker) : NULL;
    char *copy = g_strdup(view ? view : "");
    dp_string_free(view);
    return copy;
}

/**
 * datepick_wheel_picker_get_error:
 * @self: a picker
 *
 * Gets why the last change of the picker's properties was refused ([property@Datepick.WheelPicker:error]).
 *
 * Returns: (nullable) (transfer none): why the last change of the properties was refused, or NULL
 *
 * Since: 0.1
 */
const char *datepick_wheel_picker_get_error(DatepickWheelPicker *self) {
    g_return_val_if_fail(DATEPICK_IS_WHEEL_PICKER(self), NULL);
    return self->held.error;
}

/**
 * datepick_wheel_picker_get_wheel_count:
 * @self: a picker
 *
 * Counts the picker's wheels.
 *
 * Returns: how many wheels the picker shows, leading to trailing
 *
 * Since: 0.1
 */
int datepick_wheel_picker_get_wheel_count(DatepickWheelPicker *self) {
    g_return_val_if_fail(DATEPICK_IS_WHEEL_PICKER(self), -1);
    return (int)self->wheels->len;
}

/**
 * datepick_wheel_picker_step:
 * @self: a picker
 * @wheel: a wheel, from 0 at the leading one
 * @delta: rows to move, negative for up
 *
 * Moves a wheel as a person would, skipping disabled rows.
 *
 * Returns: whether the value changed (false for a wheel out of range, or when no enabled row lies that way)
 *
 * Since: 0.1
 */
gboolean datepick_wheel_picker_step(DatepickWheelPicker *self, int wheel, int delta) {
    g_return_val_if_fail(DATEPICK_IS_WHEEL_PICKER(self), FALSE);
    return has_wheel(self, wheel) && datepick_wheel_model_step(self->model, wheel, delta);
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
    /* The wheels shown borrow the values that are freed now. */
    show_model(self, NULL);
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
    show_model(self, datepick_wheel_model_new_for_values(made, self->titles));
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
 * The generic picker (UIPickerView's model): wheels over columns of values the app gives, drawn, moved and made
 * accessible as the date wheels are. Read the selection with [method@Datepick.WheelPicker.get_selected_values];
 * [signal@Datepick.WheelPicker::values-changed] tells when it changes.
 *
 * Returns: (nullable): a picker of values, or NULL with @error set (no values, an empty wheel, a `selected`
 *   out of range, an unknown key)
 *
 * Since: 0.1
 */
/* A new picker showing `made` (its own from now on), or NULL and @error from libdatepick's `message`. */
static GtkWidget *new_showing(dp_values *made, char *message, GError **error) {
    if (!made_or_refused(made, message, error)) return NULL;
    DatepickWheelPicker *self = g_object_new(DATEPICK_TYPE_WHEEL_PICKER, "for-values", TRUE, NULL);
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
 * in the locale's collation order. [method@Datepick.WheelPicker.get_value] gives the selected id,
 * [method@Datepick.WheelPicker.get_selected_values] the name shown.
 *
 * Returns: (nullable): a picker of the list, or NULL with @error set
 *
 * Since: 0.1
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
 *
 * Since: 0.1
 */
char *datepick_wheel_picker_get_value(DatepickWheelPicker *self) {
    g_return_val_if_fail(DATEPICK_IS_WHEEL_PICKER(self), NULL);
    char *value = self->model ? datepick_wheel_model_value(self->model) : NULL;
    char *copy = g_strdup(value);
    dp_string_free(value);
    return copy;
}

/**
 * datepick_wheel_picker_set_values:
 * @self: a picker
 * @wheels_json: (nullable): the wheels, as [ctor@Datepick.WheelPicker.new_for_values] takes them; NULL to show
 *   the date picker of the properties again
 * @error: where to say why the wheels were refused
 *
 * Shows wheels of values instead of what the picker showed (a date, or other values). The date properties
 * are kept meanwhile, and shown again with NULL. A refusal keeps what was shown.
 *
 * Returns: whether the wheels were taken
 *
 * Since: 0.1
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
 *
 * Since: 0.1
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
 * Gets whether the picker is one of the app's values ([property@Datepick.WheelPicker:for-values]).
 *
 * Returns: whether the picker shows wheels of values (rather than a date, a time or a countdown)
 *
 * Since: 0.1
 */
gboolean datepick_wheel_picker_get_has_values(DatepickWheelPicker *self) {
    g_return_val_if_fail(DATEPICK_IS_WHEEL_PICKER(self), FALSE);
    return self->values != NULL;
}

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
 *
 * Since: 0.1
 */
gboolean datepick_wheel_picker_set_wheel_title(DatepickWheelPicker *self, int wheel, const char *title) {
    g_return_val_if_fail(DATEPICK_IS_WHEEL_PICKER(self), FALSE);
    if (!self->values || !has_wheel(self, wheel)) return FALSE;
    if ((guint)wheel >= self->titles->len) g_ptr_array_set_size(self->titles, wheel + 1);
    g_free(g_ptr_array_index(self->titles, wheel));
    g_ptr_array_index(self->titles, wheel) = g_strdup(title);
    datepick_wheel_update(DATEPICK_WHEEL(g_ptr_array_index(self->wheels, wheel)));
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
 *
 * Since: 0.1
 */
char **datepick_wheel_picker_get_selected_values(DatepickWheelPicker *self) {
    g_return_val_if_fail(DATEPICK_IS_WHEEL_PICKER(self), NULL);
    GStrvBuilder *builder = g_strv_builder_new();
    for (int wheel = 0; has_wheel(self, wheel); wheel++) {
        const char *label =
            datepick_wheel_model_row_label(self->model, wheel, datepick_wheel_model_selected_row(self->model, wheel));
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
 * Gets the row a wheel has selected, a date picker's or a picker of values'.
 *
 * Returns: the wheel's selected row, from 0 at its top, or -1 for a wheel out of range
 *
 * Since: 0.1
 */
int datepick_wheel_picker_get_selected_row(DatepickWheelPicker *self, int wheel) {
    g_return_val_if_fail(DATEPICK_IS_WHEEL_PICKER(self), -1);
    return has_wheel(self, wheel) ? datepick_wheel_model_selected_row(self->model, wheel) : -1;
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
 *
 * Since: 0.1
 */
gboolean datepick_wheel_picker_select_row(DatepickWheelPicker *self, int wheel, int row) {
    g_return_val_if_fail(DATEPICK_IS_WHEEL_PICKER(self), FALSE);
    return has_wheel(self, wheel) && datepick_wheel_model_select(self->model, wheel, row);
}

/**
 * datepick_wheel_picker_set_option:
 * @self: a picker
 * @name: an option of libdatepick's table by its name in the JSON view ("rounding", "zoneWheel"…) that the
 *   picker has no property for
 * @value: (nullable): the option's value as the command line writes it ("floor", "true", "15"), or NULL to unset
 *   it
 *
 * Sets an option of libdatepick's one option table by its name, so that an option the library gains is taken here
 * before it has a property of its own. It is taken or refused as a property is: a refusal changes nothing and
 * [property@Datepick.WheelPicker:error] says why (an unknown option, one that has a property, a value not of its type,
 * one libdatepick refuses); an option the mode does not use is kept for a mode that does.
 *
 * Returns: whether the option was taken
 *
 * Since: 0.1
 */
gboolean datepick_wheel_picker_set_option(DatepickWheelPicker *self, const char *name, const char *value) {
    g_return_val_if_fail(DATEPICK_IS_WHEEL_PICKER(self), FALSE);
    g_return_val_if_fail(name != NULL, FALSE);
    return datepick_held_set_option_text(&picker_class, G_OBJECT(self), name, value);
}

/**
 * datepick_wheel_picker_get_option:
 * @self: a picker
 * @name: an option's name, as [method@Datepick.WheelPicker.set_option] takes it
 *
 * Reads back an option of libdatepick's table set with [method@Datepick.WheelPicker.set_option].
 *
 * Returns: (nullable) (transfer full): the option's value as it was set, or NULL when it is not set
 *
 * Since: 0.1
 */
char *datepick_wheel_picker_get_option(DatepickWheelPicker *self, const char *name) {
    g_return_val_if_fail(DATEPICK_IS_WHEEL_PICKER(self), NULL);
    g_return_val_if_fail(name != NULL, NULL);
    return datepick_held_get_option_text(&picker_class, G_OBJECT(self), name);
}
