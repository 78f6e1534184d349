/* Datepick.WheelPicker: the wheels style of a libdatepick picker. The widget holds one dp_picker, made again
 * from its properties whenever one of them changes, and one child widget a wheel (DatepickWheel, below), so
 * that each wheel takes the keyboard focus and is an accessible spin button of its own. */
#include "datepick-wheel-picker.h"

#include <datepick.h>

#include "datepick-options-private.h"
#include "datepick-wheel-private.h"

struct _DatepickWheelPicker {
    GtkWidget parent_instance;

    dp_picker *picker;
    char *error;
    gboolean constructed;
    DatepickOptions options; /* as the properties give them */

    GPtrArray *wheels; /* DatepickWheel, leading to trailing */
};

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

static void set_error(DatepickWheelPicker *self, char *error) {
    if (datepick_options_take_error(&self->error, error))
        g_object_notify_by_pspec(G_OBJECT(self), properties[PROP_ERROR]);
}

/* After the picker's value changed (a person moved a wheel, or a new picker was made): the date-time or the
 * duration follows it, notified when it differs. */
static void take_value(DatepickWheelPicker *self) {
    if (!self->picker) return;
    if (datepick_options_take_moment(&self->options.date_time, self->picker))
        g_object_notify_by_pspec(G_OBJECT(self), properties[PROP_DATE_TIME]);
    gint64 duration = dp_picker_duration(self->picker);
    if (duration >= 0 && duration != self->options.duration) {
        self->options.duration = duration;
        g_object_notify_by_pspec(G_OBJECT(self), properties[PROP_DURATION]);
    }
}

static void remove_wheels(DatepickWheelPicker *self) {
    for (guint index = 0; index < self->wheels->len; index++) gtk_widget_unparent(g_ptr_array_index(self->wheels, index));
    g_ptr_array_set_size(self->wheels, 0);
}

/* Makes the picker again from the properties. A refusal keeps the picker shown before and says why in the
 * error property: a widget never shows a picker of options other than the ones it was given without saying so. */
static void rebuild(DatepickWheelPicker *self) {
    if (!self->constructed) return;
    char *error = NULL;
    dp_picker *made = datepick_options_make_picker(&self->options, &error);
    if (!made) {
        set_error(self, error);
        return;
    }
    set_error(self, NULL);
    remove_wheels(self);
    dp_picker_free(self->picker);
    self->picker = made;
    for (int index = 0; index < dp_picker_wheel_count(made); index++) {
        GtkWidget *wheel = datepick_wheel_new(self, index);
        gtk_widget_set_parent(wheel, GTK_WIDGET(self));
        g_ptr_array_add(self->wheels, wheel);
    }
    /* The wheels too (a unit label goes after its value in reading order): GTK's children do not take it. */
    datepick_set_direction(GTK_WIDGET(self), dp_picker_is_right_to_left(made));
    take_value(self);
    gtk_widget_queue_resize(GTK_WIDGET(self));
}

dp_picker *datepick_wheel_picker_get_dp_picker(DatepickWheelPicker *self) { return self->picker; }

void datepick_wheel_picker_changed(DatepickWheelPicker *self) {
    for (guint index = 0; index < self->wheels->len; index++) datepick_wheel_update(g_ptr_array_index(self->wheels, index));
    take_value(self);
    gtk_widget_queue_draw(GTK_WIDGET(self));
}

/* The selection bar: across every wheel, behind the selected rows, as UIDatePicker draws it. */
static void datepick_wheel_picker_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    DatepickWheelPicker *self = DATEPICK_WHEEL_PICKER(widget);
    if (self->wheels->len > 0) {
        GtkWidget *first = g_ptr_array_index(self->wheels, 0);
        double top = 0, height = 0;
        datepick_wheel_selection_band(DATEPICK_WHEEL(first), &top, &height);
        GdkRGBA color;
        gtk_style_context_get_color(gtk_widget_get_style_context(widget), &color);
        color.alpha = 0.1f;
        GskRoundedRect bar;
        gsk_rounded_rect_init_from_rect(
            &bar, &GRAPHENE_RECT_INIT(0, (float)top, (float)gtk_widget_get_width(widget), (float)height), 8);
        gtk_snapshot_push_rounded_clip(snapshot, &bar);
        gtk_snapshot_append_color(snapshot, &color, &bar.bounds);
        gtk_snapshot_pop(snapshot);
    }
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child))
        gtk_widget_snapshot_child(widget, child, snapshot);
}

static void datepick_wheel_picker_set_property(GObject *object, guint id, const GValue *value, GParamSpec *pspec) {
    DatepickWheelPicker *self = DATEPICK_WHEEL_PICKER(object);
    if (id == 0 || id >= PROP_ERROR) {
        G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
        return;
    }
    if (datepick_options_set_property(&self->options, pspec, value)) rebuild(self);
}

static void datepick_wheel_picker_get_property(GObject *object, guint id, GValue *value, GParamSpec *pspec) {
    DatepickWheelPicker *self = DATEPICK_WHEEL_PICKER(object);
    if (id == PROP_ERROR)
        g_value_set_string(value, self->error);
    else if (!datepick_options_get_property(&self->options, self->picker, pspec, value))
        G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
}

static void datepick_wheel_picker_constructed(GObject *object) {
    G_OBJECT_CLASS(datepick_wheel_picker_parent_class)->constructed(object);
    DatepickWheelPicker *self = DATEPICK_WHEEL_PICKER(object);
    self->constructed = TRUE;
    rebuild(self);
}

static void datepick_wheel_picker_dispose(GObject *object) {
    DatepickWheelPicker *self = DATEPICK_WHEEL_PICKER(object);
    remove_wheels(self);
    G_OBJECT_CLASS(datepick_wheel_picker_parent_class)->dispose(object);
}

static void datepick_wheel_picker_finalize(GObject *object) {
    DatepickWheelPicker *self = DATEPICK_WHEEL_PICKER(object);
    dp_picker_free(self->picker);
    g_ptr_array_unref(self->wheels);
    g_free(self->error);
    datepick_options_clear(&self->options);
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

    GParamFlags flags = G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;
    /**
     * DatepickWheelPicker:locale:
     *
     * The ICU locale id ("ja_JP", "ar_EG", "he_IL@calendar=hebrew"); NULL for the environment's. Read back,
     * the locale the picker resolved.
     */
    properties[PROP_LOCALE] = g_param_spec_string("locale", NULL, NULL, NULL, flags);
    /**
     * DatepickWheelPicker:mode:
     *
     * What the picker picks: a date, a time, both, a countdown's duration, or a month of a year.
     */
    properties[PROP_MODE] = g_param_spec_enum("mode", NULL, NULL, DATEPICK_TYPE_MODE, DATEPICK_MODE_DATE, flags);
    /**
     * DatepickWheelPicker:calendar:
     *
     * An ICU calendar ("gregorian", "hebrew", "chinese"…); NULL for the locale's.
     */
    properties[PROP_CALENDAR] = g_param_spec_string("calendar", NULL, NULL, NULL, flags);
    /**
     * DatepickWheelPicker:time-zone:
     *
     * The IANA time zone the wheels show the moment in; NULL for the environment's.
     */
    properties[PROP_TIME_ZONE] = g_param_spec_string("time-zone", NULL, NULL, NULL, flags);
    /**
     * DatepickWheelPicker:minute-interval:
     *
     * The minute wheel's step, a divisor of 60.
     */
    properties[PROP_MINUTE_INTERVAL] = g_param_spec_int("minute-interval", NULL, NULL, 1, 30, 1, flags);
    /**
     * DatepickWheelPicker:second-interval:
     *
     * The seconds wheel's step, a divisor of 60; used with #DatepickWheelPicker:seconds.
     */
    properties[PROP_SECOND_INTERVAL] = g_param_spec_int("second-interval", NULL, NULL, 1, 30, 1, flags);
    /**
     * DatepickWheelPicker:seconds:
     *
     * Whether a time or a countdown has a seconds wheel.
     */
    properties[PROP_SECONDS] = g_param_spec_boolean("seconds", NULL, NULL, FALSE, flags);
    /**
     * DatepickWheelPicker:date-time:
     *
     * The moment picked, in the picker's time zone; notified when a person changes it. NULL at first means now.
     */
    properties[PROP_DATE_TIME] = g_param_spec_boxed("date-time", NULL, NULL, G_TYPE_DATE_TIME, flags);
    /**
     * DatepickWheelPicker:duration:
     *
     * A countdown's duration in seconds; notified when a person changes it.
     */
    properties[PROP_DURATION] = g_param_spec_int64("duration", NULL, NULL, 0, 86399, 0, flags);
    /**
     * DatepickWheelPicker:minimum-date-time:
     *
     * The earliest moment that can be picked, or NULL; rows before it are dimmed and skipped.
     */
    properties[PROP_MINIMUM_DATE_TIME] = g_param_spec_boxed("minimum-date-time", NULL, NULL, G_TYPE_DATE_TIME, flags);
    /**
     * DatepickWheelPicker:maximum-date-time:
     *
     * The latest moment that can be picked, or NULL.
     */
    properties[PROP_MAXIMUM_DATE_TIME] = g_param_spec_boxed("maximum-date-time", NULL, NULL, G_TYPE_DATE_TIME, flags);
    /**
     * DatepickWheelPicker:error:
     *
     * Why the last change of the properties was refused (the message `datepick` prints), or NULL. The picker
     * shown before stays.
     */
    properties[PROP_ERROR] = g_param_spec_string("error", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
    g_object_class_install_properties(object_class, N_PROPS, properties);

    gtk_widget_class_set_layout_manager_type(widget_class, GTK_TYPE_BOX_LAYOUT);
    gtk_widget_class_set_css_name(widget_class, "datepick-wheel-picker");
    gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void datepick_wheel_picker_init(DatepickWheelPicker *self) {
    datepick_options_init(&self->options);
    self->wheels = g_ptr_array_new();
    GtkLayoutManager *layout = gtk_widget_get_layout_manager(GTK_WIDGET(self));
    gtk_box_layout_set_spacing(GTK_BOX_LAYOUT(layout), 4);
    gtk_box_layout_set_homogeneous(GTK_BOX_LAYOUT(layout), FALSE);
}

/**
 * datepick_wheel_picker_new:
 *
 * Returns: a date picker in the environment's locale and zone, showing now
 */
GtkWidget *datepick_wheel_picker_new(void) { return g_object_new(DATEPICK_TYPE_WHEEL_PICKER, NULL); }

DatepickMode datepick_wheel_picker_get_mode(DatepickWheelPicker *self) { return self->options.mode; }

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
    return self->picker ? dp_picker_locale(self->picker) : self->options.locale;
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
GDateTime *datepick_wheel_picker_get_date_time(DatepickWheelPicker *self) { return self->options.date_time; }

/**
 * datepick_wheel_picker_set_date_time:
 * @self: a picker
 * @date_time: (nullable): a moment, or NULL for now
 */
void datepick_wheel_picker_set_date_time(DatepickWheelPicker *self, GDateTime *date_time) {
    g_object_set(self, "date-time", date_time, NULL);
}

gint64 datepick_wheel_picker_get_duration(DatepickWheelPicker *self) { return self->options.duration; }

void datepick_wheel_picker_set_duration(DatepickWheelPicker *self, gint64 duration) {
    g_object_set(self, "duration", duration, NULL);
}

/**
 * datepick_wheel_picker_get_view_json:
 * @self: a picker
 *
 * The picker as data: byte for byte what libdatepick's dp_picker_view_json, and `datepick --format json`,
 * give for the same options, after the changes a person made.
 *
 * Returns: (transfer full): the JSON view
 */
char *datepick_wheel_picker_get_view_json(DatepickWheelPicker *self) {
    char *view = self->picker ? dp_picker_view_json(self->picker) : NULL;
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
const char *datepick_wheel_picker_get_error(DatepickWheelPicker *self) { return self->error; }

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
    if (!self->picker) return FALSE;
    char *before = dp_picker_value(self->picker);
    gboolean stepped = dp_picker_step(self->picker, wheel, delta, NULL);
    char *after = dp_picker_value(self->picker);
    gboolean moved = stepped && g_strcmp0(before, after) != 0;
    dp_string_free(before);
    dp_string_free(after);
    if (moved) datepick_wheel_picker_changed(self);
    return moved;
}
