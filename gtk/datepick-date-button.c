/* Datepick.DateButton: the compact style (UIDatePicker's .compact). A button shows the value as the locale writes
 * it in its medium date style (and, in dateAndTime, its short time style beside it); it opens a popover with a
 * Datepick.Calendar and, in dateAndTime, the time wheels of a Datepick.WheelPicker below it. The button holds a
 * picker of its own, made from its properties, for the texts and the value; the calendar and the wheels are given
 * the same options, and a day or a time a person picks in one is given to the button and the other. */
#include "datepick-date-button.h"

#include <datepick.h>

#include "datepick-calendar.h"
#include "datepick-options-private.h"
#include "datepick-wheel-picker.h"

struct _DatepickDateButton {
    GtkWidget parent_instance;

    dp_picker *picker;
    char *error;
    gboolean constructed, syncing;
    DatepickOptions options;

    GtkWidget *button, *date_label, *time_label, *popover, *calendar, *wheels;
};

G_DEFINE_FINAL_TYPE(DatepickDateButton, datepick_date_button, GTK_TYPE_WIDGET)

enum {
    PROP_0,
    PROP_LOCALE,
    PROP_MODE,
    PROP_CALENDAR,
    PROP_TIME_ZONE,
    PROP_MINUTE_INTERVAL,
    PROP_DATE_TIME,
    PROP_MINIMUM_DATE_TIME,
    PROP_MAXIMUM_DATE_TIME,
    PROP_ERROR,
    N_PROPS
};
static GParamSpec *properties[N_PROPS];

/* Takes `error`, a libdatepick string or NULL. */
static void set_error(DatepickDateButton *self, char *error) {
    if (datepick_options_take_error(&self->error, error))
        g_object_notify_by_pspec(G_OBJECT(self), properties[PROP_ERROR]);
}

/* A refusal of the button's own (a mode it cannot show), worded as libdatepick words its refusals. */
static void refuse(DatepickDateButton *self, const char *message) {
    if (g_strcmp0(self->error, message) == 0) return;
    g_free(self->error);
    self->error = g_strdup(message);
    g_object_notify_by_pspec(G_OBJECT(self), properties[PROP_ERROR]);
}

/* The calendar and the wheels with the button's options and value; what they notify meanwhile is the button's own
 * doing, not a person's. */
static void sync_children(DatepickDateButton *self) {
    DatepickOptions *options = &self->options;
    self->syncing = TRUE;
    g_object_set(self->calendar, "locale", options->locale, "calendar", options->calendar, "time-zone",
                 options->time_zone, "minimum-date-time", options->minimum_date_time, "maximum-date-time",
                 options->maximum_date_time, "date-time", options->date_time, NULL);
    gboolean with_time = options->mode == DATEPICK_MODE_DATE_AND_TIME;
    if (with_time)
        g_object_set(self->wheels, "mode", DATEPICK_MODE_TIME, "locale", options->locale, "calendar",
                     options->calendar, "time-zone", options->time_zone, "minute-interval", options->minute_interval,
                     "minimum-date-time", options->minimum_date_time, "maximum-date-time",
                     options->maximum_date_time, "date-time", options->date_time, NULL);
    gtk_widget_set_visible(self->wheels, with_time);
    self->syncing = FALSE;
}

/* Makes the button's picker again from the properties; a refusal keeps what was shown and says why. */
static void rebuild(DatepickDateButton *self) {
    if (!self->constructed) return;
    DatepickMode mode = self->options.mode;
    if (mode != DATEPICK_MODE_DATE && mode != DATEPICK_MODE_DATE_AND_TIME) {
        char *message = g_strdup_printf("a date button shows --mode date or dateAndTime, not %s",
                                        datepick_mode_to_string(mode));
        refuse(self, message);
        g_free(message);
        return;
    }
    char *error = NULL;
    dp_picker *made = datepick_options_make_picker(&self->options, &error);
    if (!made) {
        set_error(self, error);
        return;
    }
    set_error(self, NULL);
    dp_picker_free(self->picker);
    self->picker = made;
    datepick_set_direction(GTK_WIDGET(self), dp_picker_is_right_to_left(made));
    gtk_label_set_text(GTK_LABEL(self->date_label), dp_picker_compact_date_text(made));
    const char *time = dp_picker_compact_time_text(made);
    gtk_label_set_text(GTK_LABEL(self->time_label), time ? time : "");
    gtk_widget_set_visible(self->time_label, time != NULL);
    gtk_accessible_update_property(GTK_ACCESSIBLE(self->button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                   dp_picker_compact_text(made), -1);
    gboolean changed = datepick_options_take_moment(&self->options.date_time, made);
    sync_children(self);
    if (changed) g_object_notify_by_pspec(G_OBJECT(self), properties[PROP_DATE_TIME]);
}

/* A person picked a day on the calendar or a time on the wheels: the button takes it, and gives it to the other. */
static void child_changed(GObject *child, GParamSpec *pspec, gpointer data) {
    (void)pspec;
    DatepickDateButton *self = data;
    if (self->syncing) return;
    GDateTime *moment = NULL;
    g_object_get(child, "date-time", &moment, NULL);
    if (!moment) return;
    /* Frozen, so that a value the button's picker moves again (into the bounds) is notified once. */
    g_object_freeze_notify(G_OBJECT(self));
    if (datepick_options_replace_moment(&self->options.date_time, moment)) {
        rebuild(self);
        g_object_notify_by_pspec(G_OBJECT(self), properties[PROP_DATE_TIME]);
    }
    g_object_thaw_notify(G_OBJECT(self));
    g_date_time_unref(moment);
    /* A day is all a date needs: the popover closes on it, as a menu does on its choice. */
    if (child == G_OBJECT(self->calendar) && self->options.mode == DATEPICK_MODE_DATE)
        gtk_popover_popdown(GTK_POPOVER(self->popover));
}

static void clicked(GtkButton *button, gpointer data) {
    (void)button;
    datepick_date_button_popup(data);
}

static void datepick_date_button_measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                                         int *natural, int *minimum_baseline, int *natural_baseline) {
    gtk_widget_measure(DATEPICK_DATE_BUTTON(widget)->button, orientation, for_size, minimum, natural,
                       minimum_baseline, natural_baseline);
}

/* The button fills the widget; the popover is placed by GTK beside it, as GtkMenuButton's is. */
static void datepick_date_button_size_allocate(GtkWidget *widget, int width, int height, int baseline) {
    DatepickDateButton *self = DATEPICK_DATE_BUTTON(widget);
    gtk_widget_size_allocate(self->button, &(GtkAllocation){0, 0, width, height}, baseline);
    gtk_popover_present(GTK_POPOVER(self->popover));
}

static gboolean datepick_date_button_focus(GtkWidget *widget, GtkDirectionType direction) {
    DatepickDateButton *self = DATEPICK_DATE_BUTTON(widget);
    if (gtk_widget_get_visible(self->popover)) return gtk_widget_child_focus(self->popover, direction);
    return gtk_widget_child_focus(self->button, direction);
}

static gboolean datepick_date_button_grab_focus(GtkWidget *widget) {
    return gtk_widget_grab_focus(DATEPICK_DATE_BUTTON(widget)->button);
}

/* The picker options the properties set. */
static const DatepickOption option_of[N_PROPS] = {
    [PROP_LOCALE] = DATEPICK_OPTION_LOCALE,
    [PROP_MODE] = DATEPICK_OPTION_MODE,
    [PROP_CALENDAR] = DATEPICK_OPTION_CALENDAR,
    [PROP_TIME_ZONE] = DATEPICK_OPTION_TIME_ZONE,
    [PROP_MINUTE_INTERVAL] = DATEPICK_OPTION_MINUTE_INTERVAL,
    [PROP_DATE_TIME] = DATEPICK_OPTION_DATE_TIME,
    [PROP_MINIMUM_DATE_TIME] = DATEPICK_OPTION_MINIMUM_DATE_TIME,
    [PROP_MAXIMUM_DATE_TIME] = DATEPICK_OPTION_MAXIMUM_DATE_TIME,
};

static void datepick_date_button_set_property(GObject *object, guint id, const GValue *value, GParamSpec *pspec) {
    DatepickDateButton *self = DATEPICK_DATE_BUTTON(object);
    if (id >= N_PROPS || option_of[id] == DATEPICK_OPTION_NONE) {
        G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
        return;
    }
    if (datepick_options_set(&self->options, option_of[id], value)) rebuild(self);
}

static void datepick_date_button_get_property(GObject *object, guint id, GValue *value, GParamSpec *pspec) {
    DatepickDateButton *self = DATEPICK_DATE_BUTTON(object);
    if (id == PROP_ERROR)
        g_value_set_string(value, self->error);
    else if (id < N_PROPS && option_of[id] != DATEPICK_OPTION_NONE)
        datepick_options_get(&self->options, self->picker, option_of[id], value);
    else
        G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
}

static void datepick_date_button_constructed(GObject *object) {
    G_OBJECT_CLASS(datepick_date_button_parent_class)->constructed(object);
    DatepickDateButton *self = DATEPICK_DATE_BUTTON(object);
    self->constructed = TRUE;
    rebuild(self);
}

static void datepick_date_button_dispose(GObject *object) {
    DatepickDateButton *self = DATEPICK_DATE_BUTTON(object);
    g_clear_pointer(&self->button, gtk_widget_unparent);
    g_clear_pointer(&self->popover, gtk_widget_unparent);
    G_OBJECT_CLASS(datepick_date_button_parent_class)->dispose(object);
}

static void datepick_date_button_finalize(GObject *object) {
    DatepickDateButton *self = DATEPICK_DATE_BUTTON(object);
    dp_picker_free(self->picker);
    g_free(self->error);
    datepick_options_clear(&self->options);
    G_OBJECT_CLASS(datepick_date_button_parent_class)->finalize(object);
}

static void datepick_date_button_class_init(DatepickDateButtonClass *klass) {
    GObjectClass *object_class = G_OBJECT_CLASS(klass);
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    object_class->set_property = datepick_date_button_set_property;
    object_class->get_property = datepick_date_button_get_property;
    object_class->constructed = datepick_date_button_constructed;
    object_class->dispose = datepick_date_button_dispose;
    object_class->finalize = datepick_date_button_finalize;
    widget_class->measure = datepick_date_button_measure;
    widget_class->size_allocate = datepick_date_button_size_allocate;
    widget_class->focus = datepick_date_button_focus;
    widget_class->grab_focus = datepick_date_button_grab_focus;

    /**
     * DatepickDateButton:locale:
     *
     * The ICU locale id ("ja_JP", "ar_EG", "he_IL@calendar=hebrew"); NULL for the environment's. Read back,
     * the locale the button resolved.
     *
     * Since: 0.1
     */
    properties[PROP_LOCALE] = datepick_options_param_spec(DATEPICK_OPTION_LOCALE);
    /**
     * DatepickDateButton:mode:
     *
     * %DATEPICK_MODE_DATE (the popover holds a calendar) or %DATEPICK_MODE_DATE_AND_TIME (a calendar and the time
     * wheels below it). Another mode is refused: the error property says so.
     *
     * Since: 0.1
     */
    properties[PROP_MODE] = datepick_options_param_spec(DATEPICK_OPTION_MODE);
    /**
     * DatepickDateButton:calendar:
     *
     * An ICU calendar ("gregorian", "hebrew", "chinese"…); NULL for the locale's.
     *
     * Since: 0.1
     */
    properties[PROP_CALENDAR] = datepick_options_param_spec(DATEPICK_OPTION_CALENDAR);
    /**
     * DatepickDateButton:time-zone:
     *
     * The IANA time zone the value is shown in; NULL for the environment's.
     *
     * Since: 0.1
     */
    properties[PROP_TIME_ZONE] = datepick_options_param_spec(DATEPICK_OPTION_TIME_ZONE);
    /**
     * DatepickDateButton:minute-interval:
     *
     * The minute wheel's step in dateAndTime, a divisor of 60; the value is rounded to it.
     *
     * Since: 0.1
     */
    properties[PROP_MINUTE_INTERVAL] = datepick_options_param_spec(DATEPICK_OPTION_MINUTE_INTERVAL);
    /**
     * DatepickDateButton:date-time:
     *
     * The moment picked, in the button's time zone; notified when a person picks a day or a time. NULL at first
     * means now.
     *
     * Since: 0.1
     */
    properties[PROP_DATE_TIME] = datepick_options_param_spec(DATEPICK_OPTION_DATE_TIME);
    /**
     * DatepickDateButton:minimum-date-time:
     *
     * The earliest moment that can be picked, or NULL.
     *
     * Since: 0.1
     */
    properties[PROP_MINIMUM_DATE_TIME] = datepick_options_param_spec(DATEPICK_OPTION_MINIMUM_DATE_TIME);
    /**
     * DatepickDateButton:maximum-date-time:
     *
     * The latest moment that can be picked, or NULL.
     *
     * Since: 0.1
     */
    properties[PROP_MAXIMUM_DATE_TIME] = datepick_options_param_spec(DATEPICK_OPTION_MAXIMUM_DATE_TIME);
    /**
     * DatepickDateButton:error:
     *
     * Why the last change of the properties was refused (the message `datepick` prints, or why the mode cannot
     * be shown), or NULL. The value shown before stays.
     *
     * Since: 0.1
     */
    properties[PROP_ERROR] = g_param_spec_string("error", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
    g_object_class_install_properties(object_class, N_PROPS, properties);

    gtk_widget_class_set_css_name(widget_class, "datepick-date-button");
    gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void datepick_date_button_init(DatepickDateButton *self) {
    datepick_options_init(&self->options);
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12);
    self->date_label = gtk_label_new(NULL);
    self->time_label = gtk_label_new(NULL);
    gtk_box_append(GTK_BOX(box), self->date_label);
    gtk_box_append(GTK_BOX(box), self->time_label);
    self->button = gtk_button_new();
    gtk_button_set_child(GTK_BUTTON(self->button), box);
    g_signal_connect(self->button, "clicked", G_CALLBACK(clicked), self);
    gtk_widget_set_parent(self->button, GTK_WIDGET(self));

    GtkWidget *content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6);
    self->calendar = datepick_calendar_new();
    self->wheels = datepick_wheel_picker_new();
    gtk_widget_set_visible(self->wheels, FALSE);
    gtk_box_append(GTK_BOX(content), self->calendar);
    gtk_box_append(GTK_BOX(content), self->wheels);
    g_signal_connect(self->calendar, "notify::date-time", G_CALLBACK(child_changed), self);
    g_signal_connect(self->wheels, "notify::date-time", G_CALLBACK(child_changed), self);
    self->popover = gtk_popover_new();
    gtk_popover_set_child(GTK_POPOVER(self->popover), content);
    gtk_widget_set_parent(self->popover, GTK_WIDGET(self));
}

/**
 * datepick_date_button_new:
 *
 * Returns: a date button in the environment's locale and zone, showing now
 *
 * Since: 0.1
 */
GtkWidget *datepick_date_button_new(void) { return g_object_new(DATEPICK_TYPE_DATE_BUTTON, NULL); }

/**
 * datepick_date_button_get_mode:
 * @self: a date button
 *
 * Returns: the mode: a date, or a date and a time
 *
 * Since: 0.1
 */
DatepickMode datepick_date_button_get_mode(DatepickDateButton *self) {
    g_return_val_if_fail(DATEPICK_IS_DATE_BUTTON(self), DATEPICK_MODE_DATE);
    return self->options.mode;
}

/**
 * datepick_date_button_set_mode:
 * @self: a date button
 * @mode: %DATEPICK_MODE_DATE or %DATEPICK_MODE_DATE_AND_TIME
 *
 * Since: 0.1
 */
void datepick_date_button_set_mode(DatepickDateButton *self, DatepickMode mode) {
    g_return_if_fail(DATEPICK_IS_DATE_BUTTON(self));
    g_object_set(self, "mode", mode, NULL);
}

/**
 * datepick_date_button_get_locale:
 * @self: a date button
 *
 * Returns: (nullable) (transfer none): the locale the button resolved
 *
 * Since: 0.1
 */
const char *datepick_date_button_get_locale(DatepickDateButton *self) {
    g_return_val_if_fail(DATEPICK_IS_DATE_BUTTON(self), NULL);
    return self->picker ? dp_picker_locale(self->picker) : self->options.locale;
}

/**
 * datepick_date_button_set_locale:
 * @self: a date button
 * @locale: (nullable): an ICU locale id, or NULL for the environment's
 *
 * Since: 0.1
 */
void datepick_date_button_set_locale(DatepickDateButton *self, const char *locale) {
    g_return_if_fail(DATEPICK_IS_DATE_BUTTON(self));
    g_object_set(self, "locale", locale, NULL);
}

/**
 * datepick_date_button_get_date_time:
 * @self: a date button
 *
 * Returns: (nullable) (transfer none): the moment picked, in the button's zone
 *
 * Since: 0.1
 */
GDateTime *datepick_date_button_get_date_time(DatepickDateButton *self) {
    g_return_val_if_fail(DATEPICK_IS_DATE_BUTTON(self), NULL);
    return self->options.date_time;
}

/**
 * datepick_date_button_set_date_time:
 * @self: a date button
 * @date_time: (nullable): a moment, or NULL for now
 *
 * Since: 0.1
 */
void datepick_date_button_set_date_time(DatepickDateButton *self, GDateTime *date_time) {
    g_return_if_fail(DATEPICK_IS_DATE_BUTTON(self));
    g_object_set(self, "date-time", date_time, NULL);
}

/**
 * datepick_date_button_get_error:
 * @self: a date button
 *
 * Returns: (nullable) (transfer none): why the last change of the properties was refused, or NULL
 *
 * Since: 0.1
 */
const char *datepick_date_button_get_error(DatepickDateButton *self) {
    g_return_val_if_fail(DATEPICK_IS_DATE_BUTTON(self), NULL);
    return self->error;
}

/**
 * datepick_date_button_get_text:
 * @self: a date button
 *
 * The value as the button shows it and a screen reader says it: the locale's medium date ("Nov 30, 2026"), in
 * dateAndTime with its short time, joined as the locale joins them ("Nov 30, 2026, 2:05 PM").
 *
 * Returns: (nullable) (transfer none): the text, valid until the value changes
 *
 * Since: 0.1
 */
const char *datepick_date_button_get_text(DatepickDateButton *self) {
    g_return_val_if_fail(DATEPICK_IS_DATE_BUTTON(self), NULL);
    return self->picker ? dp_picker_compact_text(self->picker) : NULL;
}

/**
 * datepick_date_button_popup:
 * @self: a date button
 *
 * Opens the popover, as a click on the button does, with the keyboard on the calendar's selected day.
 *
 * Since: 0.1
 */
void datepick_date_button_popup(DatepickDateButton *self) {
    g_return_if_fail(DATEPICK_IS_DATE_BUTTON(self));
    gtk_popover_popup(GTK_POPOVER(self->popover));
    gtk_widget_grab_focus(self->calendar);
}

/**
 * datepick_date_button_popdown:
 * @self: a date button
 *
 * Closes the popover.
 *
 * Since: 0.1
 */
void datepick_date_button_popdown(DatepickDateButton *self) {
    g_return_if_fail(DATEPICK_IS_DATE_BUTTON(self));
    gtk_popover_popdown(GTK_POPOVER(self->popover));
}
