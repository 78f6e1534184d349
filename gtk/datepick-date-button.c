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

    DatepickHeld held;   /* the button's picker and its properties; no date-time while empty */
    gboolean empty;      /* no date yet: the labels show the locale's empty field */
    gboolean syncing;    /* while the button gives its options to the calendar and the wheels */
    char *empty_text;    /* the empty field's text, while empty */
    DatepickSelectionMode selection_mode; /* single or range: the popover calendar's */
    char *range_text;    /* the popover calendar's complete range as the locale writes it, shown; or NULL */

    GtkWidget *button, *date_label, *time_label, *popover, *calendar, *wheels;
};

/**
 * DatepickDateButton:
 *
 * The compact style of a date picker: a button showing the value in the locale's medium style, which opens a
 * popover with a [class@Datepick.Calendar] and, in %DATEPICK_MODE_DATE_AND_TIME, the time wheels below it.
 *
 * In the popover Enter picks the day (or the time, on the wheels) and closes it; in %DATEPICK_MODE_DATE a day picked
 * closes it too. A button with no date yet ([property@Datepick.DateButton:empty]) shows the locale's empty field and
 * its [property@Datepick.DateButton:date-time] reads NULL until a person picks.
 *
 * Since: 0.1
 */
G_DEFINE_FINAL_TYPE(DatepickDateButton, datepick_date_button, GTK_TYPE_WIDGET)

enum {
    PROP_0,
    PROP_LOCALE,
    PROP_MODE,
    PROP_CALENDAR,
    PROP_FIRST_WEEKDAY,
    PROP_TIME_ZONE,
    PROP_MINUTE_INTERVAL,
    PROP_DATE_TIME,
    PROP_MINIMUM_DATE_TIME,
    PROP_MAXIMUM_DATE_TIME,
    PROP_EMPTY,
    PROP_UNAVAILABLE_DATES,
    PROP_SELECTION_MODE,
    PROP_RANGE_START,
    PROP_RANGE_END,
    PROP_ERROR,
    N_PROPS
};
static GParamSpec *properties[N_PROPS];

/* The locale's empty field for the button's mode ("mm/dd/yyyy"), in reading order as a label takes it. */
static char *empty_field_text(dp_picker *picker) {
    dp_field *field = dp_field_new(picker, true, NULL);
    GString *text = g_string_new(NULL);
    for (int index = 0; field && index < dp_field_segment_count(field); index++)
        g_string_append(text, dp_field_segment_text(field, index));
    dp_field_free(field);
    return g_string_free(text, FALSE);
}

/* The calendar and the wheels with the button's options and value, each of one picker made from them all (a
 * date picker for the calendar, whose time of day is kept; a time picker for the wheels, on the same day). What
 * they notify meanwhile is the button's own doing, not a person's. Both take what the button took: were one to
 * refuse it, the popover would show a value other than the button's, and that is a bug of this library. */
static void sync_children(DatepickDateButton *self) {
    if (!self->popover || !self->held.picker) return;
    self->syncing = TRUE;
    DatepickOptions wanted;
    datepick_options_copy(&wanted, &self->held.options);
    wanted.mode = DATEPICK_MODE_DATE;
    datepick_calendar_configure(DATEPICK_CALENDAR(self->calendar), &wanted);
    datepick_options_clear(&wanted);
    gboolean with_time = self->held.options.mode == DATEPICK_MODE_DATE_AND_TIME;
    if (with_time) {
        datepick_options_copy(&wanted, &self->held.options);
        wanted.mode = DATEPICK_MODE_TIME;
        datepick_wheel_picker_configure(DATEPICK_WHEEL_PICKER(self->wheels), &wanted);
        datepick_options_clear(&wanted);
    }
    gtk_widget_set_visible(self->wheels, with_time);
    self->syncing = FALSE;
    const char *refused = datepick_calendar_get_error(DATEPICK_CALENDAR(self->calendar));
    if (!refused && with_time) refused = datepick_wheel_picker_get_error(DATEPICK_WHEEL_PICKER(self->wheels));
    if (refused) g_critical("a date button's popover refused the button's options: %s", refused);
}

/* The labels and the accessible name, from the picker held, or the popover calendar's complete range as the locale
 * writes it ("Nov 30 – Dec 4, 2026") in a range selection. */
static void show_labels(DatepickDateButton *self) {
    dp_picker *picker = self->held.picker;
    if (!picker) return;
    g_clear_pointer(&self->empty_text, g_free);
    g_clear_pointer(&self->range_text, g_free);
    if (self->selection_mode == DATEPICK_SELECTION_MODE_RANGE)
        self->range_text = datepick_calendar_get_range_text(DATEPICK_CALENDAR(self->calendar));
    if (self->empty) self->empty_text = empty_field_text(picker);
    const char *time = self->empty || self->range_text ? NULL : dp_picker_compact_time_text(picker);
    const char *date = self->range_text ? self->range_text
                       : self->empty    ? self->empty_text
                                        : dp_picker_compact_date_text(picker);
    gtk_label_set_text(GTK_LABEL(self->date_label), date);
    gtk_label_set_text(GTK_LABEL(self->time_label), time ? time : "");
    gtk_widget_set_visible(self->time_label, time != NULL);
    gtk_accessible_update_property(GTK_ACCESSIBLE(self->button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                   datepick_date_button_get_text(self), -1);
}

/* The labels, the accessible name and the popover, from the picker held. */
static void show_value(DatepickDateButton *self) {
    sync_children(self);
    show_labels(self);
}

/* Shows a picker of `wanted`, or says why not (datepick-options-private.h's rule); a date button shows a date
 * or a date and a time. */
static char *show(GObject *widget, DatepickOptions *wanted) {
    DatepickDateButton *self = DATEPICK_DATE_BUTTON(widget);
    if (wanted->mode != DATEPICK_MODE_DATE && wanted->mode != DATEPICK_MODE_DATE_AND_TIME)
        return g_strdup_printf("a date button shows --mode date or dateAndTime, not %s",
                               datepick_mode_to_string(wanted->mode));
    char *error = NULL;
    dp_picker *made = datepick_options_make_picker(wanted, &error);
    if (!made) return datepick_options_refusal(error);
    datepick_held_take(&self->held, wanted, made);
    if (self->empty) g_clear_pointer(&self->held.options.date_time, g_date_time_unref);
    datepick_set_direction(GTK_WIDGET(self), dp_picker_is_right_to_left(made));
    show_value(self);
    return NULL;
}

static DatepickHeld *held_of(GObject *widget) { return &DATEPICK_DATE_BUTTON(widget)->held; }

/* The picker options the properties set. */
static const DatepickOption option_of[N_PROPS] = {
    [PROP_LOCALE] = DATEPICK_OPTION_LOCALE,
    [PROP_MODE] = DATEPICK_OPTION_MODE,
    [PROP_CALENDAR] = DATEPICK_OPTION_CALENDAR,
    [PROP_FIRST_WEEKDAY] = DATEPICK_OPTION_FIRST_WEEKDAY,
    [PROP_TIME_ZONE] = DATEPICK_OPTION_TIME_ZONE,
    [PROP_MINUTE_INTERVAL] = DATEPICK_OPTION_MINUTE_INTERVAL,
    [PROP_DATE_TIME] = DATEPICK_OPTION_DATE_TIME,
    [PROP_MINIMUM_DATE_TIME] = DATEPICK_OPTION_MINIMUM_DATE_TIME,
    [PROP_MAXIMUM_DATE_TIME] = DATEPICK_OPTION_MAXIMUM_DATE_TIME,
    [PROP_UNAVAILABLE_DATES] = DATEPICK_OPTION_UNAVAILABLE_DATES,
};

static const DatepickPickerClass picker_class = {option_of, N_PROPS, properties, PROP_ERROR, held_of, show};

/* Empties the button or gives it a date again (now, the picker's value with no date given). */
static void set_empty(DatepickDateButton *self, gboolean empty) {
    if (self->empty == empty) return;
    self->empty = empty;
    g_object_freeze_notify(G_OBJECT(self));
    if (self->held.constructed && self->held.picker) {
        gboolean had_date = self->held.options.date_time != NULL;
        if (empty) {
            g_clear_pointer(&self->held.options.date_time, g_date_time_unref);
            show_value(self);
        } else {
            g_free(show(G_OBJECT(self), &self->held.options));
        }
        if (had_date != (self->held.options.date_time != NULL))
            g_object_notify_by_pspec(G_OBJECT(self), properties[PROP_DATE_TIME]);
    }
    g_object_notify_by_pspec(G_OBJECT(self), properties[PROP_EMPTY]);
    g_object_thaw_notify(G_OBJECT(self));
}

/* A person picked a day on the calendar or a time on the wheels: the button takes it (and so is no longer empty),
 * and gives it to the other, as a program's set of the date-time would. */
static void child_changed(GObject *child, GParamSpec *pspec, gpointer data) {
    (void)pspec;
    DatepickDateButton *self = data;
    if (self->syncing) return;
    GValue moment = G_VALUE_INIT;
    g_value_init(&moment, G_TYPE_DATE_TIME);
    g_object_get_property(child, "date-time", &moment);
    if (g_value_get_boxed(&moment)) {
        g_object_freeze_notify(G_OBJECT(self));
        set_empty(self, FALSE);
        datepick_held_set_option(&picker_class, G_OBJECT(self), DATEPICK_OPTION_DATE_TIME, &moment);
        g_object_thaw_notify(G_OBJECT(self));
    }
    g_value_unset(&moment);
    /* A day is all a date needs: the popover closes on it, as a menu does on its choice. */
    if (child == G_OBJECT(self->calendar) && self->held.options.mode == DATEPICK_MODE_DATE)
        gtk_popover_popdown(GTK_POPOVER(self->popover));
}

/* Enter in the popover picks and closes it: on the calendar the day that has the keyboard (a day that cannot be
 * picked keeps it open, with the bell), on the time wheels the time they show. Seen before the calendar, which
 * would pick the day and keep the popover open in dateAndTime (a click on a day does: the time may come next). */
static gboolean popover_key_pressed(GtkEventControllerKey *controller, guint keyval, guint keycode,
                                    GdkModifierType state, gpointer data) {
    (void)controller, (void)keycode, (void)state;
    DatepickDateButton *self = data;
    if (keyval != GDK_KEY_Return && keyval != GDK_KEY_KP_Enter && keyval != GDK_KEY_ISO_Enter) return FALSE;
    GtkWidget *focus = gtk_root_get_focus(gtk_widget_get_root(self->popover));
    gboolean on_calendar = focus && gtk_widget_is_ancestor(focus, self->calendar);
    if (on_calendar && !datepick_calendar_pick_focused(DATEPICK_CALENDAR(self->calendar))) return TRUE;
    /* A range's first day keeps the popover open for its last. */
    if (on_calendar && self->selection_mode == DATEPICK_SELECTION_MODE_RANGE &&
        !datepick_calendar_get_range_start(DATEPICK_CALENDAR(self->calendar)))
        return TRUE;
    gtk_popover_popdown(GTK_POPOVER(self->popover));
    /* The keyboard back on the button, so that a dialog's Enter then accepts. */
    gtk_widget_grab_focus(self->button);
    return TRUE;
}

/* The popover calendar's range changed (a person's pick, the program's set, a property that drops it): the button
 * shows it and notifies its own range-start and range-end; a range completed closes the popover, as a day does. */
static void range_changed(GObject *calendar, GParamSpec *pspec, gpointer data) {
    DatepickDateButton *self = data;
    show_labels(self);
    g_object_notify_by_pspec(G_OBJECT(self), g_str_equal(pspec->name, "range-start") ? properties[PROP_RANGE_START]
                                                                                     : properties[PROP_RANGE_END]);
    if (!self->syncing && datepick_calendar_get_range_end(DATEPICK_CALENDAR(calendar)) &&
        gtk_widget_get_visible(self->popover))
        gtk_popover_popdown(GTK_POPOVER(self->popover));
}

/* The popover, its calendar and its time wheels, made when first needed (the popover opened, a range asked for):
 * each holds pickers and a month of day cells, which a table of a hundred buttons would otherwise pay for a hundred
 * times before any is opened. */
static void ensure_popover(DatepickDateButton *self) {
    if (self->popover) return;
    GtkWidget *content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6);
    self->calendar = datepick_calendar_new();
    self->wheels = datepick_wheel_picker_new();
    gtk_widget_set_visible(self->wheels, FALSE);
    gtk_box_append(GTK_BOX(content), self->calendar);
    gtk_box_append(GTK_BOX(content), self->wheels);
    g_signal_connect(self->calendar, "notify::date-time", G_CALLBACK(child_changed), self);
    g_signal_connect(self->calendar, "notify::range-start", G_CALLBACK(range_changed), self);
    g_signal_connect(self->calendar, "notify::range-end", G_CALLBACK(range_changed), self);
    g_signal_connect(self->wheels, "notify::date-time", G_CALLBACK(child_changed), self);
    self->popover = gtk_popover_new();
    gtk_popover_set_child(GTK_POPOVER(self->popover), content);
    GtkEventController *keys = gtk_event_controller_key_new();
    gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE);
    g_signal_connect(keys, "key-pressed", G_CALLBACK(popover_key_pressed), self);
    gtk_widget_add_controller(self->popover, keys);
    gtk_widget_set_parent(self->popover, GTK_WIDGET(self));
    datepick_calendar_set_selection_mode(DATEPICK_CALENDAR(self->calendar), self->selection_mode);
    sync_children(self);
}

/* A selection mode for the popover calendar: one day or a range (a button shows no set of days). */
static void set_selection_mode(DatepickDateButton *self, DatepickSelectionMode mode) {
    if (mode == DATEPICK_SELECTION_MODE_MULTIPLE) {
        datepick_held_set_error(&picker_class, G_OBJECT(self),
                                g_strdup("a date button picks a day or a range of days, not multiple days"));
        return;
    }
    datepick_held_set_error(&picker_class, G_OBJECT(self), NULL);
    if (self->selection_mode == mode) return;
    self->selection_mode = mode;
    g_object_freeze_notify(G_OBJECT(self));
    if (mode == DATEPICK_SELECTION_MODE_RANGE) ensure_popover(self);
    if (self->popover) datepick_calendar_set_selection_mode(DATEPICK_CALENDAR(self->calendar), mode);
    show_labels(self);
    g_object_notify_by_pspec(G_OBJECT(self), properties[PROP_SELECTION_MODE]);
    g_object_thaw_notify(G_OBJECT(self));
}

/* range-start or range-end set: the popover calendar's (datepick_calendar_select_range's rule), its refusal the
 * button's error. */
static void set_range_end(DatepickDateButton *self, GParamSpec *pspec, const GValue *value) {
    ensure_popover(self);
    g_object_set_property(G_OBJECT(self->calendar), pspec->name, value);
    datepick_held_set_error(&picker_class, G_OBJECT(self),
                            g_strdup(datepick_calendar_get_error(DATEPICK_CALENDAR(self->calendar))));
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
    if (self->popover) gtk_popover_present(GTK_POPOVER(self->popover));
}

static gboolean datepick_date_button_focus(GtkWidget *widget, GtkDirectionType direction) {
    DatepickDateButton *self = DATEPICK_DATE_BUTTON(widget);
    if (self->popover && gtk_widget_get_visible(self->popover)) return gtk_widget_child_focus(self->popover, direction);
    return gtk_widget_child_focus(self->button, direction);
}

static gboolean datepick_date_button_grab_focus(GtkWidget *widget) {
    return gtk_widget_grab_focus(DATEPICK_DATE_BUTTON(widget)->button);
}

static void datepick_date_button_set_property(GObject *object, guint id, const GValue *value, GParamSpec *pspec) {
    DatepickDateButton *self = DATEPICK_DATE_BUTTON(object);
    if (id == PROP_EMPTY) {
        set_empty(self, g_value_get_boolean(value));
    } else if (id == PROP_SELECTION_MODE) {
        set_selection_mode(self, g_value_get_enum(value));
    } else if (id == PROP_RANGE_START || id == PROP_RANGE_END) {
        set_range_end(self, pspec, value);
    } else if (datepick_held_has_property(&picker_class, id)) {
        g_object_freeze_notify(object);
        /* A date given is a date: the button is no longer empty. */
        if (id == PROP_DATE_TIME && g_value_get_boxed(value)) set_empty(self, FALSE);
        datepick_held_set_property(&picker_class, object, id, value);
        g_object_thaw_notify(object);
    } else {
        G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
    }
}

static void datepick_date_button_get_property(GObject *object, guint id, GValue *value, GParamSpec *pspec) {
    DatepickDateButton *self = DATEPICK_DATE_BUTTON(object);
    if (id == PROP_EMPTY)
        g_value_set_boolean(value, self->empty);
    else if (id == PROP_SELECTION_MODE)
        g_value_set_enum(value, self->selection_mode);
    else if ((id == PROP_RANGE_START || id == PROP_RANGE_END) && self->calendar)
        g_object_get_property(G_OBJECT(self->calendar), pspec->name, value);
    else if (id == PROP_RANGE_START || id == PROP_RANGE_END)
        g_value_set_boxed(value, NULL); /* no popover yet: no range picked */
    else if (datepick_held_has_property(&picker_class, id))
        datepick_held_get_property(&picker_class, object, id, value);
    else
        G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
}

static void datepick_date_button_constructed(GObject *object) {
    G_OBJECT_CLASS(datepick_date_button_parent_class)->constructed(object);
    DatepickDateButton *self = DATEPICK_DATE_BUTTON(object);
    /* A date given is a date, whichever of the two construct properties came first. */
    if (self->held.options.date_time) self->empty = FALSE;
    datepick_held_construct(&picker_class, object);
}

static void datepick_date_button_dispose(GObject *object) {
    DatepickDateButton *self = DATEPICK_DATE_BUTTON(object);
    g_clear_pointer(&self->button, gtk_widget_unparent);
    g_clear_pointer(&self->popover, gtk_widget_unparent);
    self->calendar = self->wheels = NULL; /* the popover's */
    G_OBJECT_CLASS(datepick_date_button_parent_class)->dispose(object);
}

static void datepick_date_button_finalize(GObject *object) {
    DatepickDateButton *self = DATEPICK_DATE_BUTTON(object);
    datepick_held_clear(&self->held);
    g_free(self->empty_text);
    g_free(self->range_text);
    G_OBJECT_CLASS(datepick_date_button_parent_class)->finalize(object);
}

/* A mnemonic, or the row that holds the button (AdwActionRow's activatable-widget, a list row's activation), opens
 * the popover, as GtkMenuButton's does; cycling among widgets of one mnemonic only moves the focus. */
static gboolean datepick_date_button_mnemonic_activate(GtkWidget *widget, gboolean group_cycling) {
    if (group_cycling) return gtk_widget_grab_focus(widget);
    datepick_date_button_popup(DATEPICK_DATE_BUTTON(widget));
    return TRUE;
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
    widget_class->mnemonic_activate = datepick_date_button_mnemonic_activate;

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
     * DatepickDateButton:first-weekday:
     *
     * The weekday the calendar's weeks start on, overriding the locale's as BCP 47's `-u-fw-` does: "sun", "mon",
     * "tue", "wed", "thu", "fri" or "sat"; NULL for the locale's. Another name is refused (see the error property).
     *
     * Since: 0.1
     */
    properties[PROP_FIRST_WEEKDAY] = datepick_options_param_spec(DATEPICK_OPTION_FIRST_WEEKDAY);
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
     * The moment picked, in the button's time zone, as the button shows it (rounded to the minute interval, moved
     * into the bounds). Notified on every change, a person's or the program's, and only then: the same instant
     * set in another zone is no change. Set to NULL, it is now (and reads so), unless the button is
     * [property@Datepick.DateButton:empty], when it reads NULL until a person picks.
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
     * DatepickDateButton:empty:
     *
     * Whether the button has no date yet: it shows the locale's empty field ("mm/dd/yyyy") and
     * [property@Datepick.DateButton:date-time] reads NULL until a person picks a day or a time, or the program sets a
     * date. Set it again to empty the button.
     *
     * Since: 0.1
     */
    properties[PROP_EMPTY] = g_param_spec_boolean(
        "empty", NULL, NULL, FALSE,
        G_PARAM_READWRITE | G_PARAM_CONSTRUCT | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
    /**
     * DatepickDateButton:error:
     *
     * Why the last change of the properties was refused (the message `datepick` prints, or why the mode cannot
     * be shown), or NULL once a change is taken. A refused change changes nothing: every property reads what the
     * button shows.
     *
     * Since: 0.1
     */
    properties[PROP_ERROR] = g_param_spec_string("error", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
    GParamFlags flags = G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;
    /**
     * DatepickDateButton:unavailable-dates:
     *
     * Days that cannot be picked besides the bounds: ISO 8601 dates and "weekends", the locale's weekend days, as
     * [property@Datepick.Calendar:unavailable-dates] takes them; the popover calendar shows them dimmed and struck
     * through, and the date-time, were it on one, moves to the nearest day that can be picked.
     *
     * Since: 0.2
     */
    properties[PROP_UNAVAILABLE_DATES] = datepick_options_param_spec(DATEPICK_OPTION_UNAVAILABLE_DATES);
    /**
     * DatepickDateButton:selection-mode:
     *
     * %DATEPICK_SELECTION_MODE_SINGLE (the default: the popover picks the date-time's day) or
     * %DATEPICK_SELECTION_MODE_RANGE: the popover calendar picks a range (Enter or a click on its first day, then on
     * its last, which closes the popover), and once it is complete the button shows it as the locale writes an
     * interval ("Nov 30 – Dec 4, 2026"), which is its accessible name and get_text()'s. A multiple selection is
     * refused (see the error property).
     *
     * Since: 0.2
     */
    properties[PROP_SELECTION_MODE] = g_param_spec_enum("selection-mode", NULL, NULL, DATEPICK_TYPE_SELECTION_MODE,
                                                        DATEPICK_SELECTION_MODE_SINGLE, flags);
    /**
     * DatepickDateButton:range-start:
     *
     * In %DATEPICK_SELECTION_MODE_RANGE, the first day of the complete range, at the start of the day in the button's
     * time zone, or NULL; set, as [property@Datepick.Calendar:range-start] is (a refusal goes to the error property).
     *
     * Since: 0.2
     */
    properties[PROP_RANGE_START] = g_param_spec_boxed("range-start", NULL, NULL, G_TYPE_DATE_TIME, flags);
    /**
     * DatepickDateButton:range-end:
     *
     * The last day of the complete range, as [property@Datepick.DateButton:range-start] is its first.
     *
     * Since: 0.2
     */
    properties[PROP_RANGE_END] = g_param_spec_boxed("range-end", NULL, NULL, G_TYPE_DATE_TIME, flags);
    g_object_class_install_properties(object_class, N_PROPS, properties);

    gtk_widget_class_set_css_name(widget_class, "datepick-date-button");
    gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void datepick_date_button_init(DatepickDateButton *self) {
    datepick_held_init(&self->held);
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12);
    self->date_label = gtk_label_new(NULL);
    self->time_label = gtk_label_new(NULL);
    gtk_box_append(GTK_BOX(box), self->date_label);
    gtk_box_append(GTK_BOX(box), self->time_label);
    self->button = gtk_button_new();
    gtk_button_set_child(GTK_BUTTON(self->button), box);
    g_signal_connect(self->button, "clicked", G_CALLBACK(clicked), self);
    gtk_widget_set_parent(self->button, GTK_WIDGET(self));

}

/**
 * datepick_date_button_new:
 *
 * Makes a date button: the value in the locale's medium style, opening a popover with the calendar (and, in
 * %DATEPICK_MODE_DATE_AND_TIME, the time wheels).
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
 * Gets what the button picks ([property@Datepick.DateButton:mode]).
 *
 * Returns: the mode: a date, or a date and a time
 *
 * Since: 0.1
 */
DatepickMode datepick_date_button_get_mode(DatepickDateButton *self) {
    g_return_val_if_fail(DATEPICK_IS_DATE_BUTTON(self), DATEPICK_MODE_DATE);
    return self->held.options.mode;
}

/**
 * datepick_date_button_set_mode:
 * @self: a date button
 * @mode: %DATEPICK_MODE_DATE or %DATEPICK_MODE_DATE_AND_TIME
 *
 * Sets what the button picks ([property@Datepick.DateButton:mode]): another mode than a date, or a date and a time, is
 * refused in [property@Datepick.DateButton:error].
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
 * Gets the locale the button shows ([property@Datepick.DateButton:locale]), the environment's when none was set.
 *
 * Returns: (nullable) (transfer none): the locale the button resolved
 *
 * Since: 0.1
 */
const char *datepick_date_button_get_locale(DatepickDateButton *self) {
    g_return_val_if_fail(DATEPICK_IS_DATE_BUTTON(self), NULL);
    return self->held.picker ? dp_picker_locale(self->held.picker) : self->held.options.locale;
}

/**
 * datepick_date_button_set_locale:
 * @self: a date button
 * @locale: (nullable): an ICU locale id, or NULL for the environment's
 *
 * Sets the locale the button and its popover show ([property@Datepick.DateButton:locale]).
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
 * Gets the moment the button shows ([property@Datepick.DateButton:date-time]), or NULL while it is empty.
 *
 * Returns: (nullable) (transfer none): the moment picked, in the button's zone
 *
 * Since: 0.1
 */
GDateTime *datepick_date_button_get_date_time(DatepickDateButton *self) {
    g_return_val_if_fail(DATEPICK_IS_DATE_BUTTON(self), NULL);
    return self->held.options.date_time;
}

/**
 * datepick_date_button_set_date_time:
 * @self: a date button
 * @date_time: (nullable): a moment, or NULL for now
 *
 * Sets the moment the button shows ([property@Datepick.DateButton:date-time]), rounded and moved into the bounds as the
 * popover would.
 *
 * Since: 0.1
 */
void datepick_date_button_set_date_time(DatepickDateButton *self, GDateTime *date_time) {
    g_return_if_fail(DATEPICK_IS_DATE_BUTTON(self));
    g_object_set(self, "date-time", date_time, NULL);
}

/**
 * datepick_date_button_get_empty:
 * @self: a date button
 *
 * Gets whether the button has no date yet, showing the locale's empty field.
 *
 * Returns: whether the button has no date yet ([property@Datepick.DateButton:empty])
 *
 * Since: 0.1
 */
gboolean datepick_date_button_get_empty(DatepickDateButton *self) {
    g_return_val_if_fail(DATEPICK_IS_DATE_BUTTON(self), FALSE);
    return self->empty;
}

/**
 * datepick_date_button_set_empty:
 * @self: a date button
 * @empty: TRUE to show no date (the date-time reads NULL), FALSE to show one (now, unless one is set)
 *
 * Sets whether the button has no date yet ([property@Datepick.DateButton:empty]).
 *
 * Since: 0.1
 */
void datepick_date_button_set_empty(DatepickDateButton *self, gboolean empty) {
    g_return_if_fail(DATEPICK_IS_DATE_BUTTON(self));
    set_empty(self, empty);
}

/**
 * datepick_date_button_get_error:
 * @self: a date button
 *
 * Gets why the last change of the button's properties was refused ([property@Datepick.DateButton:error]).
 *
 * Returns: (nullable) (transfer none): why the last change of the properties was refused, or NULL
 *
 * Since: 0.1
 */
const char *datepick_date_button_get_error(DatepickDateButton *self) {
    g_return_val_if_fail(DATEPICK_IS_DATE_BUTTON(self), NULL);
    return self->held.error;
}

/**
 * datepick_date_button_get_text:
 * @self: a date button
 *
 * The value as the button shows it and a screen reader says it: the locale's medium date ("Nov 30, 2026"), in
 * dateAndTime with its short time, joined as the locale joins them ("Nov 30, 2026, 2:05 PM"); while the button
 * is [property@Datepick.DateButton:empty], the locale's empty field ("mm/dd/yyyy").
 *
 * Returns: (nullable) (transfer none): the text, valid until the value or a property changes; NULL only when
 *   the button's first properties were refused
 *
 * Since: 0.1
 */
const char *datepick_date_button_get_text(DatepickDateButton *self) {
    g_return_val_if_fail(DATEPICK_IS_DATE_BUTTON(self), NULL);
    if (self->range_text) return self->range_text;
    if (self->empty && self->empty_text) return self->empty_text;
    return self->held.picker ? dp_picker_compact_text(self->held.picker) : NULL;
}

/**
 * datepick_date_button_popup:
 * @self: a date button
 *
 * Opens the popover, as a click on the button (or Space on it) does, with the keyboard on the calendar's selected
 * day. In the popover the calendar's keys move the day and Enter or Space picks it; in
 * %DATEPICK_MODE_DATE a day picked closes the popover; in %DATEPICK_MODE_DATE_AND_TIME Tab goes on to the time
 * wheels, a day clicked keeps the popover open for the time, and Enter picks and closes it. Escape closes it
 * without a pick; what was picked before stays.
 *
 * Since: 0.1
 */
void datepick_date_button_popup(DatepickDateButton *self) {
    g_return_if_fail(DATEPICK_IS_DATE_BUTTON(self));
    ensure_popover(self);
    gtk_popover_popup(GTK_POPOVER(self->popover));
    gtk_widget_grab_focus(self->calendar);
}

/**
 * datepick_date_button_popdown:
 * @self: a date button
 *
 * Closes the popover, as Escape does: the value stays what was picked in it.
 *
 * Since: 0.1
 */
void datepick_date_button_popdown(DatepickDateButton *self) {
    g_return_if_fail(DATEPICK_IS_DATE_BUTTON(self));
    if (self->popover) gtk_popover_popdown(GTK_POPOVER(self->popover));
}

/**
 * datepick_date_button_set_option:
 * @self: a button
 * @name: an option of libdatepick's table by its name in the JSON view ("rounding", "zoneWheel"…) that the
 *   button has no property for
 * @value: (nullable): the option's value as the command line writes it ("floor", "true", "15"), or NULL to unset
 *   it
 *
 * Sets an option of libdatepick's one option table by its name, so that an option the library gains is taken here
 * before it has a property of its own. It is taken or refused as a property is: a refusal changes nothing and
 * [property@Datepick.DateButton:error] says why (an unknown option, one that has a property, a value not of its type,
 * one libdatepick refuses); an option the mode does not use is kept for a mode that does.
 *
 * Returns: whether the option was taken
 *
 * Since: 0.1
 */
gboolean datepick_date_button_set_option(DatepickDateButton *self, const char *name, const char *value) {
    g_return_val_if_fail(DATEPICK_IS_DATE_BUTTON(self), FALSE);
    g_return_val_if_fail(name != NULL, FALSE);
    return datepick_held_set_option_text(&picker_class, G_OBJECT(self), name, value);
}

/**
 * datepick_date_button_get_option:
 * @self: a button
 * @name: an option's name, as [method@Datepick.DateButton.set_option] takes it
 *
 * Reads back an option of libdatepick's table set with [method@Datepick.DateButton.set_option].
 *
 * Returns: (nullable) (transfer full): the option's value as it was set, or NULL when it is not set
 *
 * Since: 0.1
 */
char *datepick_date_button_get_option(DatepickDateButton *self, const char *name) {
    g_return_val_if_fail(DATEPICK_IS_DATE_BUTTON(self), NULL);
    g_return_val_if_fail(name != NULL, NULL);
    return datepick_held_get_option_text(&picker_class, G_OBJECT(self), name);
}
