/* Datepick.DateField: the typed style of a libdatepick picker (React Aria's DateField, macOS's textual style).
 * The widget holds one dp_picker and the dp_field over it, made again from its properties whenever one of them
 * changes, and one child a segment: an editable segment (DatepickFieldSegment) takes the keyboard focus and is
 * an accessible spin button; literal text between them is a label no one can focus, hidden from assistive
 * technology as React Aria hides it. The keys reach the field here, from whichever segment has the focus;
 * typed text comes through an input method. */
#include "datepick-date-field.h"

#include <datepick.h>

#include "datepick-field-private.h"
#include "datepick-options-private.h"

struct _DatepickDateField {
    GtkWidget parent_instance;

    DatepickHeld held; /* the picker and its properties; their date-time the last complete value */
    dp_field *field;
    char *validation_message;
    gboolean moving_focus; /* while the field gives a segment the focus itself */
    gboolean empty;

    GPtrArray *segments; /* the children, one a segment in reading order */
    GtkIMContext *input;
};

/**
 * DatepickDateField:
 *
 * A typed date field: the value in the locale's numeric pattern ("11/30/2026", "30.11.2026", "2026/11/30") as segments
 * the keyboard edits, React Aria's DateField keys, laid out from the right in right-to-left locales. Its date-time
 * changes only when the segments make a complete, valid value; validation-message says why they do not. A whole date is
 * taken at once, as `datepick parse` reads it: [method@Datepick.DateField.set_text], and the clipboard's text with
 * Ctrl+V, the `clipboard.paste` action or the [signal@Datepick.DateField::paste-clipboard] signal.
 *
 * Since: 0.1
 */
G_DEFINE_FINAL_TYPE(DatepickDateField, datepick_date_field, GTK_TYPE_WIDGET)

enum {
    PROP_0,
    PROP_LOCALE,
    PROP_MODE,
    PROP_CALENDAR,
    PROP_TIME_ZONE,
    PROP_MINUTE_INTERVAL,
    PROP_SECONDS,
    PROP_SECOND_INTERVAL,
    PROP_DATE_TIME,
    PROP_MINIMUM_DATE_TIME,
    PROP_MAXIMUM_DATE_TIME,
    PROP_EMPTY,
    PROP_VALIDATION_MESSAGE,
    PROP_ERROR,
    N_PROPS
};
static GParamSpec *properties[N_PROPS];

static void set_string(DatepickDateField *self, char **slot, const char *text, int property) {
    if (g_strcmp0(*slot, text) == 0) return;
    g_free(*slot);
    *slot = g_strdup(text);
    g_object_notify_by_pspec(G_OBJECT(self), properties[property]);
}

static const DatepickPickerClass picker_class;

enum { SIGNAL_PASTE_CLIPBOARD, N_SIGNALS };
static guint signals[N_SIGNALS];

/* Whether the focus is on one of the segments. */
static gboolean holds_focus(DatepickDateField *self) {
    for (guint index = 0; index < self->segments->len; index++)
        if (gtk_widget_has_focus(g_ptr_array_index(self->segments, index))) return TRUE;
    return FALSE;
}

/* After the field changed (a key, or a new field): the segments show it, the focus follows the model's, the
 * validation message and the error style follow, and the date-time, when the field holds a complete value. */
static void changed(DatepickDateField *self) {
    if (!self->field) return;
    int focus = dp_field_focus(self->field);
    for (guint index = 0; index < self->segments->len; index++) {
        GtkWidget *segment = g_ptr_array_index(self->segments, index);
        /* Each segment draws itself again when its text changed (the focus's move redraws the two it concerns). */
        if (DATEPICK_IS_FIELD_SEGMENT(segment)) datepick_field_segment_update(DATEPICK_FIELD_SEGMENT(segment));
    }
    if (holds_focus(self) && focus >= 0 && (guint)focus < self->segments->len) {
        self->moving_focus = TRUE;
        gtk_widget_grab_focus(g_ptr_array_index(self->segments, focus));
        self->moving_focus = FALSE;
    }
    const char *message = dp_field_validation_message(self->field);
    set_string(self, &self->validation_message, message, PROP_VALIDATION_MESSAGE);
    /* Error styling for a value that is wrong, not for one still being typed (an empty segment). */
    gboolean blank = FALSE;
    for (int index = 0; index < dp_field_segment_count(self->field); index++)
        blank = blank || dp_field_segment_is_placeholder(self->field, index);
    gboolean invalid = message && !blank;
    if (invalid)
        gtk_widget_add_css_class(GTK_WIDGET(self), "error");
    else
        gtk_widget_remove_css_class(GTK_WIDGET(self), "error");
    gtk_accessible_update_state(GTK_ACCESSIBLE(self), GTK_ACCESSIBLE_STATE_INVALID,
                                invalid ? GTK_ACCESSIBLE_INVALID_TRUE : GTK_ACCESSIBLE_INVALID_FALSE, -1);
    if (!dp_field_is_complete(self->field)) return;
    datepick_held_take_value(&picker_class, G_OBJECT(self));
}

/* A segment took the keyboard focus (a click, or Tab from outside the field): the model's focus follows. */
static void segment_focused(DatepickFieldSegment *segment, int index, gpointer data) {
    (void)segment;
    DatepickDateField *self = data;
    if (!self->moving_focus && self->field && index != dp_field_focus(self->field)) {
        dp_field_set_focus(self->field, index, NULL);
        changed(self);
    }
}

static void remove_segments(DatepickDateField *self) {
    for (guint index = 0; index < self->segments->len; index++)
        gtk_widget_unparent(g_ptr_array_index(self->segments, index));
    g_ptr_array_set_size(self->segments, 0);
}

/* Shows a picker of `wanted` and its field, or says why not (datepick-options-private.h's rule). The field
 * starts blank while `empty` holds and no value was given or typed; its date-time then reads NULL. */
static char *show(GObject *widget, DatepickOptions *wanted) {
    DatepickDateField *self = DATEPICK_DATE_FIELD(widget);
    char *error = NULL;
    gboolean blank = self->empty && !wanted->date_time;
    dp_picker *picker = datepick_options_make_picker(wanted, &error);
    dp_field *field = picker ? dp_field_new(picker, blank, &error) : NULL;
    if (!field) {
        dp_picker_free(picker);
        return datepick_options_refusal(error);
    }
    gboolean focused = holds_focus(self);
    remove_segments(self);
    dp_field_free(self->field);
    datepick_held_take(&self->held, wanted, picker);
    if (blank) g_clear_pointer(&self->held.options.date_time, g_date_time_unref);
    self->field = field;
    gtk_widget_set_direction(GTK_WIDGET(self), dp_field_is_right_to_left(field) ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR);
    for (int index = 0; index < dp_field_segment_count(field); index++) {
        GtkWidget *segment;
        if (dp_field_segment_is_editable(field, index)) {
            segment = datepick_field_segment_new(field, index);
            g_signal_connect(segment, "focused", G_CALLBACK(segment_focused), self);
        } else {
            segment = gtk_label_new(dp_field_segment_text(field, index));
            gtk_accessible_update_state(GTK_ACCESSIBLE(segment), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
        }
        /* Each segment in the direction it resolves to (a literal `, ` between right-to-left runs reads ` ,`). */
        gtk_widget_set_direction(segment, dp_field_segment_is_right_to_left(field, index) ? GTK_TEXT_DIR_RTL
                                                                                           : GTK_TEXT_DIR_LTR);
        gtk_widget_set_parent(segment, GTK_WIDGET(self));
        g_ptr_array_add(self->segments, segment);
    }
    if (focused) gtk_widget_grab_focus(g_ptr_array_index(self->segments, dp_field_focus(field)));
    changed(self);
    gtk_widget_queue_resize(GTK_WIDGET(self));
    return NULL;
}

/* The children stay in reading order (what a screen reader reads, and what Tab follows); they are placed left to
 * right in the field's screen order (dp_field_screen_segment: the bidi algorithm's, not a mirror, so a Hebrew time
 * keeps its hour on the left), on one shared baseline. A box layout would mirror them in a right-to-left field. */
static void measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum, int *natural,
                    int *minimum_baseline, int *natural_baseline) {
    (void)for_size;
    DatepickDateField *self = DATEPICK_DATE_FIELD(widget);
    int min_above = 0, min_below = 0, nat_above = 0, nat_below = 0, min_plain = 0, nat_plain = 0;
    *minimum = *natural = 0;
    for (guint index = 0; index < self->segments->len; index++) {
        GtkWidget *child = g_ptr_array_index(self->segments, index);
        int child_min = 0, child_nat = 0, child_min_baseline = -1, child_nat_baseline = -1;
        gtk_widget_measure(child, orientation, -1, &child_min, &child_nat, &child_min_baseline, &child_nat_baseline);
        if (orientation == GTK_ORIENTATION_HORIZONTAL) {
            *minimum += child_min;
            *natural += child_nat;
        } else if (child_nat_baseline >= 0) {
            min_above = MAX(min_above, child_min_baseline);
            min_below = MAX(min_below, child_min - child_min_baseline);
            nat_above = MAX(nat_above, child_nat_baseline);
            nat_below = MAX(nat_below, child_nat - child_nat_baseline);
        } else {
            min_plain = MAX(min_plain, child_min);
            nat_plain = MAX(nat_plain, child_nat);
        }
    }
    if (orientation == GTK_ORIENTATION_VERTICAL) {
        *minimum = MAX(min_above + min_below, min_plain);
        *natural = MAX(nat_above + nat_below, nat_plain);
        if (nat_above > 0) {
            *minimum_baseline = min_above + (*minimum - min_above - min_below) / 2;
            *natural_baseline = nat_above + (*natural - nat_above - nat_below) / 2;
        }
    }
}

static void size_allocate(GtkWidget *widget, int width, int height, int baseline) {
    DatepickDateField *self = DATEPICK_DATE_FIELD(widget);
    if (!self->field) return;
    int count = (int)self->segments->len, total = 0, above = 0, below = 0;
    for (int index = 0; index < count; index++) {
        GtkWidget *child = g_ptr_array_index(self->segments, index);
        int natural = 0, child_height = 0, child_baseline = -1;
        gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
        gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, -1, NULL, &child_height, NULL, &child_baseline);
        total += natural;
        if (child_baseline >= 0) {
            above = MAX(above, child_baseline);
            below = MAX(below, child_height - child_baseline);
        }
    }
    /* Without a baseline from the parent, the segments' shared one, centred. */
    if (baseline < 0 && above > 0) baseline = (height - above - below) / 2 + above;
    /* Room to spare goes before the line: on the left in a right-to-left field, which is right-aligned. */
    float x = dp_field_is_right_to_left(self->field) ? (float)MAX(0, width - total) : 0;
    for (int position = 0; position < count; position++) {
        int index = dp_field_screen_segment(self->field, position);
        if (index < 0 || index >= count) continue;
        GtkWidget *child = g_ptr_array_index(self->segments, index);
        int natural = 0;
        gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
        gtk_widget_allocate(child, natural, height, baseline, gsk_transform_translate(NULL, &GRAPHENE_POINT_INIT(x, 0)));
        x += (float)natural;
    }
}

/* The editable segments' first and last in reading order: where Tab and Shift-Tab leave the field. */
static gboolean at_edge(DatepickDateField *self, gboolean last) {
    int count = dp_field_segment_count(self->field), focus = dp_field_focus(self->field);
    for (int index = last ? focus + 1 : focus - 1; index >= 0 && index < count; index += last ? 1 : -1)
        if (dp_field_segment_is_editable(self->field, index)) return FALSE;
    return TRUE;
}

static gboolean key_pressed(GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state,
                            gpointer data) {
    (void)controller, (void)keycode;
    DatepickDateField *self = data;
    if (!self->field) return FALSE;
    const char *name = NULL;
    switch (keyval) {
    case GDK_KEY_Left: case GDK_KEY_KP_Left: name = "ArrowLeft"; break;
    case GDK_KEY_Right: case GDK_KEY_KP_Right: name = "ArrowRight"; break;
    case GDK_KEY_Up: case GDK_KEY_KP_Up: name = "ArrowUp"; break;
    case GDK_KEY_Down: case GDK_KEY_KP_Down: name = "ArrowDown"; break;
    case GDK_KEY_Page_Up: case GDK_KEY_KP_Page_Up: name = "PageUp"; break;
    case GDK_KEY_Page_Down: case GDK_KEY_KP_Page_Down: name = "PageDown"; break;
    case GDK_KEY_Home: case GDK_KEY_KP_Home: name = "Home"; break;
    case GDK_KEY_End: case GDK_KEY_KP_End: name = "End"; break;
    case GDK_KEY_BackSpace: name = "Backspace"; break;
    case GDK_KEY_Tab: case GDK_KEY_KP_Tab: case GDK_KEY_ISO_Left_Tab: {
        gboolean back = keyval == GDK_KEY_ISO_Left_Tab || (state & GDK_SHIFT_MASK);
        /* Past the last segment (or before the first), Tab leaves the field, as it leaves a web form's. */
        if (at_edge(self, !back)) return FALSE;
        name = back ? "Shift+Tab" : "Tab";
        break;
    }
    default: break;
    }
    if (name) {
        dp_field_key(self->field, name, NULL);
        changed(self);
        return TRUE;
    }
    /* A character the input method did not take (none is set up, say). */
    gunichar character = gdk_keyval_to_unicode(keyval);
    if (!character || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) || !g_unichar_isgraph(character)) return FALSE;
    char text[8] = {0};
    g_unichar_to_utf8(character, text);
    dp_field_type(self->field, text, NULL);
    changed(self);
    return TRUE;
}

/* Text from the input method: digits and day-period letters, however the person's keyboard makes them. */
static void committed(GtkIMContext *context, const char *text, gpointer data) {
    (void)context;
    DatepickDateField *self = data;
    if (!self->field) return;
    dp_field_type(self->field, text, NULL);
    changed(self);
}

/* The focus given to the field goes to the segment the model has focused. */
static gboolean datepick_date_field_grab_focus(GtkWidget *widget) {
    DatepickDateField *self = DATEPICK_DATE_FIELD(widget);
    int focus = self->field ? dp_field_focus(self->field) : -1;
    if (focus < 0 || (guint)focus >= self->segments->len) return FALSE;
    return gtk_widget_grab_focus(g_ptr_array_index(self->segments, focus));
}

static void focus_entered(GtkEventControllerFocus *controller, gpointer data) {
    (void)controller;
    gtk_im_context_focus_in(DATEPICK_DATE_FIELD(data)->input);
}

static void focus_left(GtkEventControllerFocus *controller, gpointer data) {
    (void)controller;
    gtk_im_context_focus_out(DATEPICK_DATE_FIELD(data)->input);
}

/* The picker options the properties set. */
static const DatepickOption option_of[N_PROPS] = {
    [PROP_LOCALE] = DATEPICK_OPTION_LOCALE,
    [PROP_MODE] = DATEPICK_OPTION_MODE,
    [PROP_CALENDAR] = DATEPICK_OPTION_CALENDAR,
    [PROP_TIME_ZONE] = DATEPICK_OPTION_TIME_ZONE,
    [PROP_MINUTE_INTERVAL] = DATEPICK_OPTION_MINUTE_INTERVAL,
    [PROP_SECONDS] = DATEPICK_OPTION_SECONDS,
    [PROP_SECOND_INTERVAL] = DATEPICK_OPTION_SECOND_INTERVAL,
    [PROP_DATE_TIME] = DATEPICK_OPTION_DATE_TIME,
    [PROP_MINIMUM_DATE_TIME] = DATEPICK_OPTION_MINIMUM_DATE_TIME,
    [PROP_MAXIMUM_DATE_TIME] = DATEPICK_OPTION_MAXIMUM_DATE_TIME,
};

static DatepickHeld *held_of(GObject *widget) { return &DATEPICK_DATE_FIELD(widget)->held; }

static const DatepickPickerClass picker_class = {option_of, N_PROPS, properties, PROP_ERROR, held_of, show};

static void datepick_date_field_set_property(GObject *object, guint id, const GValue *value, GParamSpec *pspec) {
    DatepickDateField *self = DATEPICK_DATE_FIELD(object);
    if (id == PROP_EMPTY)
        self->empty = g_value_get_boolean(value);
    else if (datepick_held_has_property(&picker_class, id))
        datepick_held_set_property(&picker_class, object, id, value);
    else
        G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
}

static void datepick_date_field_get_property(GObject *object, guint id, GValue *value, GParamSpec *pspec) {
    DatepickDateField *self = DATEPICK_DATE_FIELD(object);
    if (id == PROP_EMPTY)
        g_value_set_boolean(value, self->empty);
    else if (id == PROP_VALIDATION_MESSAGE)
        g_value_set_string(value, self->validation_message);
    else if (datepick_held_has_property(&picker_class, id))
        datepick_held_get_property(&picker_class, object, id, value);
    else
        G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
}

static void datepick_date_field_constructed(GObject *object) {
    G_OBJECT_CLASS(datepick_date_field_parent_class)->constructed(object);
    datepick_held_construct(&picker_class, object);
}

static void datepick_date_field_dispose(GObject *object) {
    DatepickDateField *self = DATEPICK_DATE_FIELD(object);
    remove_segments(self);
    if (self->input) gtk_im_context_set_client_widget(self->input, NULL);
    g_clear_object(&self->input);
    G_OBJECT_CLASS(datepick_date_field_parent_class)->dispose(object);
}

static void datepick_date_field_finalize(GObject *object) {
    DatepickDateField *self = DATEPICK_DATE_FIELD(object);
    dp_field_free(self->field);
    g_ptr_array_unref(self->segments);
    g_free(self->validation_message);
    datepick_held_clear(&self->held);
    G_OBJECT_CLASS(datepick_date_field_parent_class)->finalize(object);
}

/* The clipboard's text, once read: a whole date for the field (no text reads as nothing, and says so). */
static void clipboard_read(GObject *clipboard, GAsyncResult *result, gpointer data) {
    DatepickDateField *self = data;
    char *text = gdk_clipboard_read_text_finish(GDK_CLIPBOARD(clipboard), result, NULL);
    if (self->field) datepick_date_field_set_text(self, text ? text : "");
    g_free(text);
    g_object_unref(self);
}

/* Reads the clipboard's text into the field: what Ctrl+V, paste-clipboard and clipboard.paste do. */
static void paste_clipboard(DatepickDateField *self) {
    GdkClipboard *clipboard = gtk_widget_get_clipboard(GTK_WIDGET(self));
    gdk_clipboard_read_text_async(clipboard, NULL, clipboard_read, g_object_ref(self));
}

static void paste_action(GtkWidget *widget, const char *name, GVariant *parameter) {
    (void)name, (void)parameter;
    g_signal_emit(widget, signals[SIGNAL_PASTE_CLIPBOARD], 0);
}

static void datepick_date_field_class_init(DatepickDateFieldClass *klass) {
    GObjectClass *object_class = G_OBJECT_CLASS(klass);
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    object_class->set_property = datepick_date_field_set_property;
    object_class->get_property = datepick_date_field_get_property;
    object_class->constructed = datepick_date_field_constructed;
    object_class->dispose = datepick_date_field_dispose;
    object_class->finalize = datepick_date_field_finalize;
    widget_class->grab_focus = datepick_date_field_grab_focus;

    /**
     * DatepickDateField:locale:
     *
     * The ICU locale id ("en_US", "ar_EG", "he_IL@calendar=hebrew"), whose numeric pattern, digits, day-period
     * names and direction the field takes; NULL for the environment's. Read back, the locale the field resolved.
     *
     * Since: 0.1
     */
    properties[PROP_LOCALE] = datepick_options_param_spec(DATEPICK_OPTION_LOCALE);
    /**
     * DatepickDateField:mode:
     *
     * What the field holds: a date, a time, both, or a month of a year (not a countdown, which the
     * error property then refuses).
     *
     * Since: 0.1
     */
    properties[PROP_MODE] = datepick_options_param_spec(DATEPICK_OPTION_MODE);
    /**
     * DatepickDateField:calendar:
     *
     * An ICU calendar ("gregorian", "hebrew", "japanese"…); NULL for the locale's.
     *
     * Since: 0.1
     */
    properties[PROP_CALENDAR] = datepick_options_param_spec(DATEPICK_OPTION_CALENDAR);
    /**
     * DatepickDateField:time-zone:
     *
     * The IANA time zone the field shows and reads the moment in; NULL for the environment's.
     *
     * Since: 0.1
     */
    properties[PROP_TIME_ZONE] = datepick_options_param_spec(DATEPICK_OPTION_TIME_ZONE);
    /**
     * DatepickDateField:minute-interval:
     *
     * The minute segment's step (↑/↓), a divisor of 60; a typed minute off it is rounded in the date-time.
     *
     * Since: 0.1
     */
    properties[PROP_MINUTE_INTERVAL] = datepick_options_param_spec(DATEPICK_OPTION_MINUTE_INTERVAL);
    /**
     * DatepickDateField:seconds:
     *
     * Whether the time has a seconds segment (ICU's `jms` pattern rather than `jm`); a mode without a time
     * refuses it, as the wheels do.
     *
     * Since: 0.1
     */
    properties[PROP_SECONDS] = datepick_options_param_spec(DATEPICK_OPTION_SECONDS);
    /**
     * DatepickDateField:second-interval:
     *
     * The seconds segment's step (↑/↓), a divisor of 60; used with [property@Datepick.DateField:seconds]. A typed
     * second off it is rounded in the date-time.
     *
     * Since: 0.1
     */
    properties[PROP_SECOND_INTERVAL] = datepick_options_param_spec(DATEPICK_OPTION_SECOND_INTERVAL);
    /**
     * DatepickDateField:date-time:
     *
     * The moment the field holds, in its time zone. It changes when the program sets it or the segments make a
     * complete, valid value that differs from it, and is notified then, and only then (the same instant set in
     * another zone is no change); while the segments do not (a segment empty, February 31, a time the clocks
     * skipped, outside the bounds) it keeps the last such value, or NULL for a field that started empty. Set to
     * NULL without [property@Datepick.DateField:empty], it is now, and reads so.
     *
     * Since: 0.1
     */
    properties[PROP_DATE_TIME] = datepick_options_param_spec(DATEPICK_OPTION_DATE_TIME);
    /**
     * DatepickDateField:minimum-date-time:
     *
     * The earliest moment the field accepts, or NULL; an earlier one is a validation message.
     *
     * Since: 0.1
     */
    properties[PROP_MINIMUM_DATE_TIME] = datepick_options_param_spec(DATEPICK_OPTION_MINIMUM_DATE_TIME);
    /**
     * DatepickDateField:maximum-date-time:
     *
     * The latest moment the field accepts, or NULL.
     *
     * Since: 0.1
     */
    properties[PROP_MAXIMUM_DATE_TIME] = datepick_options_param_spec(DATEPICK_OPTION_MAXIMUM_DATE_TIME);
    /**
     * DatepickDateField:empty:
     *
     * Whether the field starts with every segment empty, showing placeholders, until a date-time is given or
     * typed.
     *
     * Since: 0.1
     */
    properties[PROP_EMPTY] = g_param_spec_boolean("empty", NULL, NULL, FALSE,
                                                  G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
    /**
     * DatepickDateField:validation-message:
     *
     * Why the segments make no value now, in English ("incomplete: the day is empty", "the month has days
     * 1–28, not 31"), or NULL when they make a complete, valid one. A wrong value (every segment filled) is also
     * shown in the error style, and the field is then accessibly invalid.
     *
     * Since: 0.1
     */
    properties[PROP_VALIDATION_MESSAGE] =
        g_param_spec_string("validation-message", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
    /**
     * DatepickDateField:error:
     *
     * Why the last change of the properties was refused (the message `datepick` prints), or NULL once a change is
     * taken. A refused change changes nothing: every property reads what the field shows.
     *
     * Since: 0.1
     */
    properties[PROP_ERROR] = g_param_spec_string("error", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
    g_object_class_install_properties(object_class, N_PROPS, properties);

    widget_class->measure = measure;
    widget_class->size_allocate = size_allocate;
    gtk_widget_class_set_css_name(widget_class, "datepick-date-field");
    gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_GROUP);

    /**
     * DatepickDateField::paste-clipboard:
     * @self: the field
     *
     * A keybinding signal, as GtkText's: reads the clipboard's text and gives it to
     * [method@Datepick.DateField.set_text], as a whole date. Bound to Ctrl+V and Shift+Insert; the `clipboard.paste`
     * action emits it too.
     *
     * Since: 0.2
     */
    signals[SIGNAL_PASTE_CLIPBOARD] =
        g_signal_new_class_handler("paste-clipboard", G_TYPE_FROM_CLASS(klass), G_SIGNAL_RUN_LAST | G_SIGNAL_ACTION,
                                   G_CALLBACK(paste_clipboard), NULL, NULL, NULL, G_TYPE_NONE, 0);
    gtk_widget_class_install_action(widget_class, "clipboard.paste", NULL, paste_action);
    gtk_widget_class_add_binding_signal(widget_class, GDK_KEY_v, GDK_CONTROL_MASK, "paste-clipboard", NULL);
    gtk_widget_class_add_binding_signal(widget_class, GDK_KEY_Insert, GDK_SHIFT_MASK, "paste-clipboard", NULL);
}

static void datepick_date_field_init(DatepickDateField *self) {
    datepick_held_init(&self->held);
    self->segments = g_ptr_array_new();
    self->input = gtk_im_multicontext_new();
    gtk_im_context_set_client_widget(self->input, GTK_WIDGET(self));
    g_signal_connect(self->input, "commit", G_CALLBACK(committed), self);
    GtkEventController *keys = gtk_event_controller_key_new();
    gtk_event_controller_key_set_im_context(GTK_EVENT_CONTROLLER_KEY(keys), self->input);
    g_signal_connect(keys, "key-pressed", G_CALLBACK(key_pressed), self);
    gtk_widget_add_controller(GTK_WIDGET(self), keys);
    GtkEventController *focus = gtk_event_controller_focus_new();
    g_signal_connect(focus, "enter", G_CALLBACK(focus_entered), self);
    g_signal_connect(focus, "leave", G_CALLBACK(focus_left), self);
    gtk_widget_add_controller(GTK_WIDGET(self), focus);
}

/**
 * datepick_date_field_new:
 *
 * Makes a typed date field: the value in the locale's numeric pattern, as segments the keyboard edits.
 *
 * Returns: a date field in the environment's locale and zone, showing now
 *
 * Since: 0.1
 */
GtkWidget *datepick_date_field_new(void) { return g_object_new(DATEPICK_TYPE_DATE_FIELD, NULL); }

/**
 * datepick_date_field_get_mode:
 * @self: a field
 *
 * Gets what the field holds ([property@Datepick.DateField:mode]).
 *
 * Returns: what the field holds
 *
 * Since: 0.1
 */
DatepickMode datepick_date_field_get_mode(DatepickDateField *self) {
    g_return_val_if_fail(DATEPICK_IS_DATE_FIELD(self), DATEPICK_MODE_DATE);
    return self->held.options.mode;
}

/**
 * datepick_date_field_set_mode:
 * @self: a field
 * @mode: any mode but DATEPICK_MODE_COUNT_DOWN_TIMER
 *
 * Sets what the field holds ([property@Datepick.DateField:mode]): its segments are those of the mode's pattern.
 *
 * Since: 0.1
 */
void datepick_date_field_set_mode(DatepickDateField *self, DatepickMode mode) {
    g_return_if_fail(DATEPICK_IS_DATE_FIELD(self));
    g_object_set(self, "mode", mode, NULL);
}

/**
 * datepick_date_field_get_locale:
 * @self: a field
 *
 * Gets the locale the field shows ([property@Datepick.DateField:locale]), the environment's when none was set.
 *
 * Returns: (nullable) (transfer none): the locale the field resolved
 *
 * Since: 0.1
 */
const char *datepick_date_field_get_locale(DatepickDateField *self) {
    g_return_val_if_fail(DATEPICK_IS_DATE_FIELD(self), NULL);
    return self->held.picker ? dp_picker_locale(self->held.picker) : self->held.options.locale;
}

/**
 * datepick_date_field_set_locale:
 * @self: a field
 * @locale: (nullable): an ICU locale id, or NULL for the environment's
 *
 * Sets the locale the field shows ([property@Datepick.DateField:locale]): its pattern, digits, placeholders and
 * direction.
 *
 * Since: 0.1
 */
void datepick_date_field_set_locale(DatepickDateField *self, const char *locale) {
    g_return_if_fail(DATEPICK_IS_DATE_FIELD(self));
    g_object_set(self, "locale", locale, NULL);
}

/**
 * datepick_date_field_get_date_time:
 * @self: a field
 *
 * Gets the moment the field holds ([property@Datepick.DateField:date-time]): it changes only when the segments make a
 * complete, valid value.
 *
 * Returns: (nullable) (transfer none): the last complete, valid moment the field held, in its zone
 *
 * Since: 0.1
 */
GDateTime *datepick_date_field_get_date_time(DatepickDateField *self) {
    g_return_val_if_fail(DATEPICK_IS_DATE_FIELD(self), NULL);
    return self->held.options.date_time;
}

/**
 * datepick_date_field_set_date_time:
 * @self: a field
 * @date_time: (nullable): a moment, or NULL (now, or blank for an empty field)
 *
 * Sets the moment the field shows ([property@Datepick.DateField:date-time]).
 *
 * Since: 0.1
 */
void datepick_date_field_set_date_time(DatepickDateField *self, GDateTime *date_time) {
    g_return_if_fail(DATEPICK_IS_DATE_FIELD(self));
    g_object_set(self, "date-time", date_time, NULL);
}

/**
 * datepick_date_field_get_validation_message:
 * @self: a field
 *
 * Gets why the segments typed make no value now ([property@Datepick.DateField:validation-message]).
 *
 * Returns: (nullable) (transfer none): why the segments make no value now, or NULL
 *
 * Since: 0.1
 */
const char *datepick_date_field_get_validation_message(DatepickDateField *self) {
    g_return_val_if_fail(DATEPICK_IS_DATE_FIELD(self), NULL);
    return self->validation_message;
}

/**
 * datepick_date_field_get_error:
 * @self: a field
 *
 * Gets why the last change of the field's properties was refused ([property@Datepick.DateField:error]).
 *
 * Returns: (nullable) (transfer none): why the last change of the properties was refused, or NULL
 *
 * Since: 0.1
 */
const char *datepick_date_field_get_error(DatepickDateField *self) {
    g_return_val_if_fail(DATEPICK_IS_DATE_FIELD(self), NULL);
    return self->held.error;
}

/**
 * datepick_date_field_get_segment_count:
 * @self: a field
 *
 * Counts the field's segments: the parts of its pattern, the literal text between them included.
 *
 * Returns: how many segments the field shows, literal text included (its children, in reading order)
 *
 * Since: 0.1
 */
int datepick_date_field_get_segment_count(DatepickDateField *self) {
    g_return_val_if_fail(DATEPICK_IS_DATE_FIELD(self), 0);
    return (int)self->segments->len;
}

/**
 * datepick_date_field_get_text:
 * @self: a field
 *
 * The segments' texts in reading order, as one line: values, digits typed, placeholders and literals.
 *
 * Returns: (transfer full): the field's text
 *
 * Since: 0.1
 */
char *datepick_date_field_get_text(DatepickDateField *self) {
    g_return_val_if_fail(DATEPICK_IS_DATE_FIELD(self), NULL);
    GString *text = g_string_new(NULL);
    for (int index = 0; self->field && index < dp_field_segment_count(self->field); index++)
        g_string_append(text, dp_field_segment_text(self->field, index));
    return g_string_free(text, FALSE);
}

/**
 * datepick_date_field_get_view_json:
 * @self: a field
 *
 * The field's picker as data: what libdatepick's dp_field_view_json gives, the picker's view (its value the
 * last complete one) with the segments as typed: their texts, placeholders, ranges now and the focus.
 *
 * Returns: (transfer full): the JSON view, or "" when the field has none
 *
 * Since: 0.1
 */
char *datepick_date_field_get_view_json(DatepickDateField *self) {
    g_return_val_if_fail(DATEPICK_IS_DATE_FIELD(self), NULL);
    char *view = self->field ? dp_field_view_json(self->field, NULL) : NULL;
    char *copy = g_strdup(view ? view : "");
    dp_string_free(view);
    return copy;
}

/**
 * datepick_date_field_set_option:
 * @self: a field
 * @name: an option of libdatepick's table by its name in the JSON view ("rounding", "zoneWheel"…) that the
 *   field has no property for
 * @value: (nullable): the option's value as the command line writes it ("floor", "true", "15"), or NULL to unset
 *   it
 *
 * Sets an option of libdatepick's one option table by its name, so that an option the library gains is taken here
 * before it has a property of its own. It is taken or refused as a property is: a refusal changes nothing and
 * [property@Datepick.DateField:error] says why (an unknown option, one that has a property, a value not of its type,
 * one libdatepick refuses); an option the mode does not use is kept for a mode that does.
 *
 * Returns: whether the option was taken
 *
 * Since: 0.1
 */
gboolean datepick_date_field_set_option(DatepickDateField *self, const char *name, const char *value) {
    g_return_val_if_fail(DATEPICK_IS_DATE_FIELD(self), FALSE);
    g_return_val_if_fail(name != NULL, FALSE);
    return datepick_held_set_option_text(&picker_class, G_OBJECT(self), name, value);
}

/**
 * datepick_date_field_get_option:
 * @self: a field
 * @name: an option's name, as [method@Datepick.DateField.set_option] takes it
 *
 * Reads back an option of libdatepick's table set with [method@Datepick.DateField.set_option].
 *
 * Returns: (nullable) (transfer full): the option's value as it was set, or NULL when it is not set
 *
 * Since: 0.1
 */
char *datepick_date_field_get_option(DatepickDateField *self, const char *name) {
    g_return_val_if_fail(DATEPICK_IS_DATE_FIELD(self), NULL);
    g_return_val_if_fail(name != NULL, NULL);
    return datepick_held_get_option_text(&picker_class, G_OBJECT(self), name);
}

/**
 * datepick_date_field_set_text:
 * @self: a field
 * @text: a date, time or both as a person writes or pastes it: ISO 8601 ("2026-11-30") or as the field's
 *   locale writes it ("Nov 30, 2026", "30.11.2026", "٣٠/١١/٢٠٢٦")
 *
 * Takes a whole date at once, read as `datepick parse` reads it (dp_field_set_text(): ISO 8601, then the
 * locale's numeric pattern of the mode, then its short, medium, long and full patterns, strict before lenient),
 * in the field's mode, locale, calendar and time zone: the segments show it and [property@Datepick.DateField:date-time]
 * takes it as a value typed would. Text it cannot read, or a value outside the bounds, changes nothing, and
 * [property@Datepick.DateField:validation-message] says why (naming the patterns tried) until the next key or text.
 *
 * Returns: whether the field took the text
 *
 * Since: 0.2
 */
gboolean datepick_date_field_set_text(DatepickDateField *self, const char *text) {
    g_return_val_if_fail(DATEPICK_IS_DATE_FIELD(self), FALSE);
    g_return_val_if_fail(text != NULL, FALSE);
    if (!self->field) return FALSE;
    gboolean taken = dp_field_set_text(self->field, text, NULL);
    changed(self);
    return taken;
}
