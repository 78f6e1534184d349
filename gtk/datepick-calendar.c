/* Datepick.Calendar: the inline style, a month grid of any ICU calendar. The widget holds a date picker made from
 * its properties and the dp_calendar of its value: the heading, the weekday names from the locale's first weekday,
 * the days with their flags and full names, the week numbers and the moves of React Aria's calendar keys all come
 * from libdatepick. Its CSS nodes are GtkCalendar's (calendar.view > header, grid > label.day-number…), so that
 * the theme that styles GtkCalendar, light or dark, styles it too. */
#include "datepick-calendar.h"

#include <datepick.h>

#include "datepick-options-private.h"

enum { most_weeks = 6, week_days = 7 };

struct _DatepickCalendar {
    GtkWidget parent_instance;

    DatepickHeld held; /* mode date: the day is picked, the time of day kept */
    dp_calendar *month;
    gboolean show_week_numbers;

    GtkWidget *header, *previous, *heading, *next, *grid;
    GtkWidget *week_title, *weekdays[week_days], *week_numbers[most_weeks], *days[most_weeks][week_days];
};

G_DEFINE_FINAL_TYPE(DatepickCalendar, datepick_calendar, GTK_TYPE_WIDGET)

enum {
    PROP_0,
    PROP_LOCALE,
    PROP_CALENDAR,
    PROP_FIRST_WEEKDAY,
    PROP_TIME_ZONE,
    PROP_DATE_TIME,
    PROP_MINIMUM_DATE_TIME,
    PROP_MAXIMUM_DATE_TIME,
    PROP_SHOW_WEEK_NUMBERS,
    PROP_ERROR,
    N_PROPS
};
static GParamSpec *properties[N_PROPS];

/* ---- A day cell: its label drawn in the theme's colours, a grid cell for accessibility. ---- */

#define DATEPICK_TYPE_CALENDAR_DAY (datepick_calendar_day_get_type())
G_DECLARE_FINAL_TYPE(DatepickCalendarDay, datepick_calendar_day, DATEPICK, CALENDAR_DAY, GtkWidget)

struct _DatepickCalendarDay {
    GtkWidget parent_instance;
    DatepickCalendar *calendar; /* the grid's owner, which outlives its cells */
    int week, column;
    char *text;
};

G_DEFINE_FINAL_TYPE(DatepickCalendarDay, datepick_calendar_day, GTK_TYPE_WIDGET)

static void day_measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum, int *natural,
                        int *minimum_baseline, int *natural_baseline) {
    (void)for_size;
    DatepickCalendarDay *self = DATEPICK_CALENDAR_DAY(widget);
    /* As wide as two digits at least, so that the columns do not change width from month to month. */
    PangoLayout *layout = gtk_widget_create_pango_layout(widget, "00");
    int width = 0, height = 0, text_width = 0;
    pango_layout_get_pixel_size(layout, &width, &height);
    pango_layout_set_text(layout, self->text ? self->text : "", -1);
    pango_layout_get_pixel_size(layout, &text_width, NULL);
    g_object_unref(layout);
    *minimum = *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? MAX(width, text_width) : height;
    *minimum_baseline = *natural_baseline = -1;
}

static void day_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    DatepickCalendarDay *self = DATEPICK_CALENDAR_DAY(widget);
    PangoLayout *layout = gtk_widget_create_pango_layout(widget, self->text ? self->text : "");
    int text_width = 0, text_height = 0;
    pango_layout_get_pixel_size(layout, &text_width, &text_height);
    int width = gtk_widget_get_width(widget), height = gtk_widget_get_height(widget);
    GdkRGBA color;
    gtk_style_context_get_color(gtk_widget_get_style_context(widget), &color);
    gtk_snapshot_save(snapshot);
    gtk_snapshot_translate(snapshot, &GRAPHENE_POINT_INIT((width - text_width) / 2.0f, (height - text_height) / 2.0f));
    gtk_snapshot_append_layout(snapshot, layout, &color);
    gtk_snapshot_restore(snapshot);
    g_object_unref(layout);
    if (gtk_widget_has_visible_focus(widget)) {
        /* The keyboard's day, ringed as the wheels' selection is. */
        GdkRGBA ring = color;
        ring.alpha = 0.6f;
        GskRoundedRect band;
        gsk_rounded_rect_init_from_rect(&band, &GRAPHENE_RECT_INIT(0, 0, (float)width, (float)height), 4);
        float widths[4] = {2, 2, 2, 2};
        GdkRGBA colors[4] = {ring, ring, ring, ring};
        gtk_snapshot_append_border(snapshot, &band, widths, colors);
    }
}

static void day_finalize(GObject *object) {
    g_free(DATEPICK_CALENDAR_DAY(object)->text);
    G_OBJECT_CLASS(datepick_calendar_day_parent_class)->finalize(object);
}

static void datepick_calendar_day_class_init(DatepickCalendarDayClass *klass) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    G_OBJECT_CLASS(klass)->finalize = day_finalize;
    widget_class->measure = day_measure;
    widget_class->snapshot = day_snapshot;
    gtk_widget_class_set_css_name(widget_class, "label");
    gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_GRID_CELL);
}

static void datepick_calendar_day_init(DatepickCalendarDay *self) {
    gtk_widget_add_css_class(GTK_WIDGET(self), "day-number");
}

/* ---- The calendar ---- */

static const DatepickPickerClass picker_class;

static void take_value(DatepickCalendar *self) { datepick_held_take_value(&picker_class, G_OBJECT(self)); }

static void set_class(GtkWidget *widget, const char *name, gboolean on) {
    if (on)
        gtk_widget_add_css_class(widget, name);
    else
        gtk_widget_remove_css_class(widget, name);
}

/* Shows what the dp_calendar holds now: heading, header, weeks, flags, names; the keyboard's day is the one day
 * cell that takes the focus (and takes it from the cell that had it). */
static void refresh(DatepickCalendar *self) {
    dp_calendar *month = self->month;
    if (!month) return;
    const char *heading = dp_calendar_heading(month);
    gtk_label_set_text(GTK_LABEL(self->heading), heading);
    gtk_accessible_update_property(GTK_ACCESSIBLE(self), GTK_ACCESSIBLE_PROPERTY_LABEL, heading, -1);
    /* The month buttons are named by the month they show, in the locale's words: ICU has no "previous month". */
    GtkWidget *buttons[2] = {self->previous, self->next};
    for (int next = 0; next < 2; next++) {
        gtk_widget_set_sensitive(buttons[next], dp_calendar_can_show_month(month, next));
        const char *adjacent = dp_calendar_adjacent_heading(month, next);
        gtk_accessible_update_property(GTK_ACCESSIBLE(buttons[next]), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       adjacent ? adjacent : "", -1);
    }

    const char *week_title = dp_calendar_week_title(month);
    gtk_label_set_text(GTK_LABEL(self->week_title), week_title ? week_title : "");
    gtk_widget_set_visible(self->week_title, self->show_week_numbers);
    for (int column = 0; column < week_days; column++) {
        gtk_label_set_text(GTK_LABEL(self->weekdays[column]), dp_calendar_weekday(month, column, false));
        gtk_accessible_update_property(GTK_ACCESSIBLE(self->weekdays[column]), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       dp_calendar_weekday(month, column, true), -1);
    }

    GtkWidget *focused = NULL;
    gboolean had_focus = FALSE;
    int weeks = dp_calendar_week_count(month);
    for (int week = 0; week < most_weeks; week++) {
        gboolean shown = week < weeks;
        gtk_widget_set_visible(self->week_numbers[week], shown && self->show_week_numbers);
        if (shown) gtk_label_set_text(GTK_LABEL(self->week_numbers[week]), dp_calendar_week_label(month, week));
        for (int column = 0; column < week_days; column++) {
            GtkWidget *cell = self->days[week][column];
            DatepickCalendarDay *day = DATEPICK_CALENDAR_DAY(cell);
            had_focus = had_focus || gtk_widget_has_focus(cell);
            gtk_widget_set_visible(cell, shown);
            if (!shown) continue;
            int flags = dp_calendar_day_flags(month, week, column);
            g_free(day->text);
            day->text = g_strdup(dp_calendar_day_label(month, week, column));
            set_class(cell, "other-month", !(flags & DP_DAY_IN_MONTH));
            set_class(cell, "today", flags & DP_DAY_TODAY);
            if (flags & DP_DAY_SELECTED)
                gtk_widget_set_state_flags(cell, GTK_STATE_FLAG_SELECTED, FALSE);
            else
                gtk_widget_unset_state_flags(cell, GTK_STATE_FLAG_SELECTED);
            /* A day that cannot be picked is insensitive, unless it has the keyboard (a day the zone skipped can). */
            gtk_widget_set_sensitive(cell, !(flags & DP_DAY_DISABLED) || (flags & DP_DAY_FOCUSED));
            gtk_accessible_update_property(GTK_ACCESSIBLE(cell), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                           dp_calendar_day_name(month, week, column), -1);
            gtk_accessible_update_state(GTK_ACCESSIBLE(cell), GTK_ACCESSIBLE_STATE_SELECTED,
                                        (flags & DP_DAY_SELECTED) != 0, -1);
            if (flags & DP_DAY_FOCUSED) focused = cell;
            gtk_widget_queue_resize(cell);
        }
    }
    /* One cell in the focus chain, the keyboard's day, as a grid's roving focus is. */
    if (focused) {
        gtk_widget_set_focusable(focused, TRUE);
        if (had_focus) gtk_widget_grab_focus(focused);
    }
    for (int week = 0; week < most_weeks; week++)
        for (int column = 0; column < week_days; column++)
            if (self->days[week][column] != focused) gtk_widget_set_focusable(self->days[week][column], FALSE);
}

/* Shows a picker of `wanted` and its month, or says why not (datepick-options-private.h's rule). */
static char *show(GObject *widget, DatepickOptions *wanted) {
    DatepickCalendar *self = DATEPICK_CALENDAR(widget);
    char *error = NULL;
    dp_picker *made = datepick_options_make_picker(wanted, &error);
    dp_calendar *month = made ? dp_calendar_new(made, &error) : NULL;
    if (!month) {
        dp_picker_free(made);
        return datepick_options_refusal(error);
    }
    datepick_held_take(&self->held, wanted, made);
    dp_calendar_free(self->month);
    self->month = month;
    datepick_set_direction(GTK_WIDGET(self), dp_picker_is_right_to_left(made));
    refresh(self);
    return NULL;
}

/* Picks the keyboard's day (Enter, Space, a click): the date-time follows, its time of day kept. */
gboolean datepick_calendar_pick_focused(DatepickCalendar *self) {
    if (!self->month) return FALSE;
    if (!dp_calendar_pick_focused(self->month, self->held.picker, NULL)) {
        gtk_widget_error_bell(GTK_WIDGET(self));
        return FALSE;
    }
    take_value(self);
    refresh(self);
    return TRUE;
}

/* The calendar takes the focus on its keyboard's day, as a grid with a roving focus does. */
static gboolean datepick_calendar_grab_focus(GtkWidget *widget) {
    DatepickCalendar *self = DATEPICK_CALENDAR(widget);
    for (int week = 0; week < most_weeks; week++)
        for (int column = 0; column < week_days; column++)
            if (gtk_widget_get_focusable(self->days[week][column])) return gtk_widget_grab_focus(self->days[week][column]);
    return FALSE;
}

static void day_released(GtkGestureClick *gesture, int presses, double x, double y, gpointer data) {
    (void)presses, (void)x, (void)y;
    DatepickCalendarDay *day = data;
    DatepickCalendar *self = day->calendar;
    gtk_gesture_set_state(GTK_GESTURE(gesture), GTK_EVENT_SEQUENCE_CLAIMED);
    if (!self->month || !dp_calendar_focus_day(self->month, day->week, day->column)) return;
    datepick_calendar_pick_focused(self);
    datepick_calendar_grab_focus(GTK_WIDGET(self));
}

static void show_month(DatepickCalendar *self, int delta) {
    if (self->month && dp_calendar_move_focus_months(self->month, delta)) refresh(self);
}

static void previous_clicked(GtkButton *button, gpointer data) {
    (void)button;
    show_month(data, -1);
}

static void next_clicked(GtkButton *button, gpointer data) {
    (void)button;
    show_month(data, 1);
}

/* React Aria's calendar keys, on the day that has the focus, as libdatepick takes them for every datepick calendar
 * (dp_calendar_key: ← → a day, mirrored right to left, ↑ ↓ a week, Page Up and Down a month, with Shift a year,
 * Home and End the month's first and last day); Enter and Space pick. */
static gboolean key_pressed(GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state,
                            gpointer data) {
    (void)controller, (void)keycode;
    DatepickCalendar *self = data;
    if (!self->month) return FALSE;
    gboolean shift = (state & GDK_SHIFT_MASK) != 0;
    const char *name;
    switch (keyval) {
    case GDK_KEY_Left: case GDK_KEY_KP_Left: name = "ArrowLeft"; break;
    case GDK_KEY_Right: case GDK_KEY_KP_Right: name = "ArrowRight"; break;
    case GDK_KEY_Up: case GDK_KEY_KP_Up: name = "ArrowUp"; break;
    case GDK_KEY_Down: case GDK_KEY_KP_Down: name = "ArrowDown"; break;
    case GDK_KEY_Page_Up: case GDK_KEY_KP_Page_Up: name = shift ? "Shift+PageUp" : "PageUp"; break;
    case GDK_KEY_Page_Down: case GDK_KEY_KP_Page_Down: name = shift ? "Shift+PageDown" : "PageDown"; break;
    case GDK_KEY_Home: case GDK_KEY_KP_Home: name = "Home"; break;
    case GDK_KEY_End: case GDK_KEY_KP_End: name = "End"; break;
    case GDK_KEY_Return: case GDK_KEY_KP_Enter: case GDK_KEY_ISO_Enter: case GDK_KEY_space: case GDK_KEY_KP_Space:
        datepick_calendar_pick_focused(self);
        return TRUE;
    default: return FALSE;
    }
    if (dp_calendar_key(self->month, name, NULL)) refresh(self);
    return TRUE;
}

/* The picker options the properties set. */
static const DatepickOption option_of[N_PROPS] = {
    [PROP_LOCALE] = DATEPICK_OPTION_LOCALE,
    [PROP_CALENDAR] = DATEPICK_OPTION_CALENDAR,
    [PROP_FIRST_WEEKDAY] = DATEPICK_OPTION_FIRST_WEEKDAY,
    [PROP_TIME_ZONE] = DATEPICK_OPTION_TIME_ZONE,
    [PROP_DATE_TIME] = DATEPICK_OPTION_DATE_TIME,
    [PROP_MINIMUM_DATE_TIME] = DATEPICK_OPTION_MINIMUM_DATE_TIME,
    [PROP_MAXIMUM_DATE_TIME] = DATEPICK_OPTION_MAXIMUM_DATE_TIME,
};

static DatepickHeld *held_of(GObject *widget) { return &DATEPICK_CALENDAR(widget)->held; }

static const DatepickPickerClass picker_class = {option_of, N_PROPS, properties, PROP_ERROR, held_of, show};

void datepick_calendar_configure(DatepickCalendar *self, DatepickOptions *wanted) {
    datepick_held_change(&picker_class, G_OBJECT(self), wanted);
}

static void datepick_calendar_set_property(GObject *object, guint id, const GValue *value, GParamSpec *pspec) {
    DatepickCalendar *self = DATEPICK_CALENDAR(object);
    if (id == PROP_SHOW_WEEK_NUMBERS) {
        if (self->show_week_numbers == g_value_get_boolean(value)) return;
        self->show_week_numbers = g_value_get_boolean(value);
        refresh(self);
        g_object_notify_by_pspec(object, pspec);
    } else if (datepick_held_has_property(&picker_class, id)) {
        datepick_held_set_property(&picker_class, object, id, value);
    } else {
        G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
    }
}

static void datepick_calendar_get_property(GObject *object, guint id, GValue *value, GParamSpec *pspec) {
    DatepickCalendar *self = DATEPICK_CALENDAR(object);
    if (id == PROP_SHOW_WEEK_NUMBERS)
        g_value_set_boolean(value, self->show_week_numbers);
    else if (datepick_held_has_property(&picker_class, id))
        datepick_held_get_property(&picker_class, object, id, value);
    else
        G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
}

static void datepick_calendar_constructed(GObject *object) {
    G_OBJECT_CLASS(datepick_calendar_parent_class)->constructed(object);
    datepick_held_construct(&picker_class, object);
}

static void datepick_calendar_dispose(GObject *object) {
    DatepickCalendar *self = DATEPICK_CALENDAR(object);
    g_clear_pointer(&self->header, gtk_widget_unparent);
    g_clear_pointer(&self->grid, gtk_widget_unparent);
    G_OBJECT_CLASS(datepick_calendar_parent_class)->dispose(object);
}

static void datepick_calendar_finalize(GObject *object) {
    DatepickCalendar *self = DATEPICK_CALENDAR(object);
    dp_calendar_free(self->month);
    datepick_held_clear(&self->held);
    G_OBJECT_CLASS(datepick_calendar_parent_class)->finalize(object);
}

static void datepick_calendar_class_init(DatepickCalendarClass *klass) {
    GObjectClass *object_class = G_OBJECT_CLASS(klass);
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    object_class->set_property = datepick_calendar_set_property;
    object_class->get_property = datepick_calendar_get_property;
    object_class->constructed = datepick_calendar_constructed;
    object_class->dispose = datepick_calendar_dispose;
    object_class->finalize = datepick_calendar_finalize;
    widget_class->grab_focus = datepick_calendar_grab_focus;

    GParamFlags flags = G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;
    /**
     * DatepickCalendar:locale:
     *
     * The ICU locale id ("ja_JP", "ar_EG", "he_IL@calendar=hebrew"); NULL for the environment's. Read back,
     * the locale the calendar resolved. It gives the calendar, the first weekday, the names, the digits, the
     * week numbers' rules and the direction.
     *
     * Since: 0.1
     */
    properties[PROP_LOCALE] = datepick_options_param_spec(DATEPICK_OPTION_LOCALE);
    /**
     * DatepickCalendar:calendar:
     *
     * An ICU calendar ("gregorian", "hebrew", "chinese", "persian"…); NULL for the locale's.
     *
     * Since: 0.1
     */
    properties[PROP_CALENDAR] = datepick_options_param_spec(DATEPICK_OPTION_CALENDAR);
    /**
     * DatepickCalendar:first-weekday:
     *
     * The weekday the calendar's weeks start on, overriding the locale's as BCP 47's `-u-fw-` does: "sun", "mon",
     * "tue", "wed", "thu", "fri" or "sat"; NULL for the locale's. Another name is refused (see the error property).
     *
     * Since: 0.1
     */
    properties[PROP_FIRST_WEEKDAY] = datepick_options_param_spec(DATEPICK_OPTION_FIRST_WEEKDAY);
    /**
     * DatepickCalendar:time-zone:
     *
     * The IANA time zone whose days the grid shows; NULL for the environment's.
     *
     * Since: 0.1
     */
    properties[PROP_TIME_ZONE] = datepick_options_param_spec(DATEPICK_OPTION_TIME_ZONE);
    /**
     * DatepickCalendar:date-time:
     *
     * The moment whose day is selected, in the calendar's time zone; a day a person picks keeps its time of day.
     * Notified on every change, a person's or the program's, and only then: the same instant set in another zone
     * is no change. Set to NULL, it is now, and reads so.
     *
     * Since: 0.1
     */
    properties[PROP_DATE_TIME] = datepick_options_param_spec(DATEPICK_OPTION_DATE_TIME);
    /**
     * DatepickCalendar:minimum-date-time:
     *
     * The earliest moment that can be picked, or NULL; the days before it are dimmed and cannot be picked.
     *
     * Since: 0.1
     */
    properties[PROP_MINIMUM_DATE_TIME] = datepick_options_param_spec(DATEPICK_OPTION_MINIMUM_DATE_TIME);
    /**
     * DatepickCalendar:maximum-date-time:
     *
     * The latest moment that can be picked, or NULL.
     *
     * Since: 0.1
     */
    properties[PROP_MAXIMUM_DATE_TIME] = datepick_options_param_spec(DATEPICK_OPTION_MAXIMUM_DATE_TIME);
    /**
     * DatepickCalendar:show-week-numbers:
     *
     * Whether a column of week numbers, by the locale's rules, stands before the days.
     *
     * Since: 0.1
     */
    properties[PROP_SHOW_WEEK_NUMBERS] = g_param_spec_boolean("show-week-numbers", NULL, NULL, FALSE, flags);
    /**
     * DatepickCalendar:error:
     *
     * Why the last change of the properties was refused (the message `datepick` prints), or NULL once a change is
     * taken. A refused change changes nothing: every property reads what the calendar shows.
     *
     * Since: 0.1
     */
    properties[PROP_ERROR] = g_param_spec_string("error", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
    g_object_class_install_properties(object_class, N_PROPS, properties);

    gtk_widget_class_set_layout_manager_type(widget_class, GTK_TYPE_BOX_LAYOUT);
    gtk_widget_class_set_css_name(widget_class, "calendar");
    gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static GtkWidget *header_label(GtkAccessibleRole role, const char *css_class) {
    GtkWidget *label = g_object_new(GTK_TYPE_LABEL, "accessible-role", role, NULL);
    gtk_widget_add_css_class(label, css_class);
    return label;
}

static void datepick_calendar_init(DatepickCalendar *self) {
    datepick_held_init(&self->held);
    GtkWidget *widget = GTK_WIDGET(self);
    gtk_widget_add_css_class(widget, "view");
    gtk_orientable_set_orientation(GTK_ORIENTABLE(gtk_widget_get_layout_manager(widget)), GTK_ORIENTATION_VERTICAL);

    self->header = g_object_new(GTK_TYPE_BOX, "css-name", "header", NULL);
    self->previous = gtk_button_new_from_icon_name("pan-start-symbolic");
    self->next = gtk_button_new_from_icon_name("pan-end-symbolic");
    self->heading = gtk_label_new(NULL);
    gtk_widget_add_css_class(self->heading, "heading");
    gtk_widget_set_hexpand(self->heading, TRUE);
    gtk_box_append(GTK_BOX(self->header), self->previous);
    gtk_box_append(GTK_BOX(self->header), self->heading);
    gtk_box_append(GTK_BOX(self->header), self->next);
    g_signal_connect(self->previous, "clicked", G_CALLBACK(previous_clicked), self);
    g_signal_connect(self->next, "clicked", G_CALLBACK(next_clicked), self);
    gtk_widget_set_parent(self->header, widget);

    /* Rows of cells inside the grid: column 0 the week numbers, row 0 the weekday names. */
    self->grid = g_object_new(GTK_TYPE_GRID, "accessible-role", GTK_ACCESSIBLE_ROLE_ROW_GROUP, "row-homogeneous", TRUE,
                              NULL);
    GtkGrid *grid = GTK_GRID(self->grid);
    gtk_grid_set_column_spacing(grid, 4);
    /* The seven columns of days alike, whatever their names; the week numbers' column as wide as its title. */
    GtkSizeGroup *columns = gtk_size_group_new(GTK_SIZE_GROUP_HORIZONTAL);
    self->week_title = header_label(GTK_ACCESSIBLE_ROLE_COLUMN_HEADER, "week-number");
    gtk_grid_attach(grid, self->week_title, 0, 0, 1, 1);
    for (int column = 0; column < week_days; column++) {
        self->weekdays[column] = header_label(GTK_ACCESSIBLE_ROLE_COLUMN_HEADER, "day-name");
        gtk_grid_attach(grid, self->weekdays[column], column + 1, 0, 1, 1);
        gtk_size_group_add_widget(columns, self->weekdays[column]);
    }
    for (int week = 0; week < most_weeks; week++) {
        self->week_numbers[week] = header_label(GTK_ACCESSIBLE_ROLE_ROW_HEADER, "week-number");
        gtk_grid_attach(grid, self->week_numbers[week], 0, week + 1, 1, 1);
        for (int column = 0; column < week_days; column++) {
            DatepickCalendarDay *day = g_object_new(DATEPICK_TYPE_CALENDAR_DAY, NULL);
            day->calendar = self;
            day->week = week;
            day->column = column;
            GtkGesture *click = gtk_gesture_click_new();
            g_signal_connect(click, "released", G_CALLBACK(day_released), day);
            gtk_widget_add_controller(GTK_WIDGET(day), GTK_EVENT_CONTROLLER(click));
            self->days[week][column] = GTK_WIDGET(day);
            gtk_grid_attach(grid, GTK_WIDGET(day), column + 1, week + 1, 1, 1);
            gtk_size_group_add_widget(columns, GTK_WIDGET(day));
        }
    }
    GtkEventController *keys = gtk_event_controller_key_new();
    g_signal_connect(keys, "key-pressed", G_CALLBACK(key_pressed), self);
    gtk_widget_add_controller(self->grid, keys);
    g_object_unref(columns); /* the widgets in it hold it */
    gtk_widget_set_parent(self->grid, widget);
}

/**
 * datepick_calendar_new:
 *
 * Returns: a month calendar in the environment's locale and zone, showing today's month with today selected
 *
 * Since: 0.1
 */
GtkWidget *datepick_calendar_new(void) { return g_object_new(DATEPICK_TYPE_CALENDAR, NULL); }

/**
 * datepick_calendar_get_locale:
 * @self: a calendar
 *
 * Returns: (nullable) (transfer none): the locale the calendar resolved
 *
 * Since: 0.1
 */
const char *datepick_calendar_get_locale(DatepickCalendar *self) {
    g_return_val_if_fail(DATEPICK_IS_CALENDAR(self), NULL);
    return self->held.picker ? dp_picker_locale(self->held.picker) : self->held.options.locale;
}

/**
 * datepick_calendar_set_locale:
 * @self: a calendar
 * @locale: (nullable): an ICU locale id, or NULL for the environment's
 *
 * Since: 0.1
 */
void datepick_calendar_set_locale(DatepickCalendar *self, const char *locale) {
    g_return_if_fail(DATEPICK_IS_CALENDAR(self));
    g_object_set(self, "locale", locale, NULL);
}

/**
 * datepick_calendar_get_date_time:
 * @self: a calendar
 *
 * Returns: (nullable) (transfer none): the moment whose day is selected, in the calendar's zone
 *
 * Since: 0.1
 */
GDateTime *datepick_calendar_get_date_time(DatepickCalendar *self) {
    g_return_val_if_fail(DATEPICK_IS_CALENDAR(self), NULL);
    return self->held.options.date_time;
}

/**
 * datepick_calendar_set_date_time:
 * @self: a calendar
 * @date_time: (nullable): a moment, or NULL for now
 *
 * Selects the moment's day and shows its month.
 *
 * Since: 0.1
 */
void datepick_calendar_set_date_time(DatepickCalendar *self, GDateTime *date_time) {
    g_return_if_fail(DATEPICK_IS_CALENDAR(self));
    g_object_set(self, "date-time", date_time, NULL);
}

/**
 * datepick_calendar_get_show_week_numbers:
 * @self: a calendar
 *
 * Returns: whether the week numbers are shown
 *
 * Since: 0.1
 */
gboolean datepick_calendar_get_show_week_numbers(DatepickCalendar *self) {
    g_return_val_if_fail(DATEPICK_IS_CALENDAR(self), FALSE);
    return self->show_week_numbers;
}

/**
 * datepick_calendar_set_show_week_numbers:
 * @self: a calendar
 * @show_week_numbers: whether to show a column of week numbers
 *
 * Since: 0.1
 */
void datepick_calendar_set_show_week_numbers(DatepickCalendar *self, gboolean show_week_numbers) {
    g_return_if_fail(DATEPICK_IS_CALENDAR(self));
    g_object_set(self, "show-week-numbers", show_week_numbers, NULL);
}

/**
 * datepick_calendar_get_error:
 * @self: a calendar
 *
 * Returns: (nullable) (transfer none): why the last change of the properties was refused, or NULL
 *
 * Since: 0.1
 */
const char *datepick_calendar_get_error(DatepickCalendar *self) {
    g_return_val_if_fail(DATEPICK_IS_CALENDAR(self), NULL);
    return self->held.error;
}

/**
 * datepick_calendar_get_heading:
 * @self: a calendar
 *
 * The heading of the month shown ("November 2026", "2026年11月", "Adar II 5784"), which changes when the month
 * does (the month buttons, Page Up and Down, the arrows past the month's edge).
 *
 * Returns: (nullable) (transfer none): the heading, valid until the month shown changes
 *
 * Since: 0.1
 */
const char *datepick_calendar_get_heading(DatepickCalendar *self) {
    g_return_val_if_fail(DATEPICK_IS_CALENDAR(self), NULL);
    return self->month ? dp_calendar_heading(self->month) : NULL;
}

/**
 * datepick_calendar_get_focused_date:
 * @self: a calendar
 *
 * The day the keyboard is on (the one Enter would pick), which the arrows move before a day is picked.
 *
 * Returns: (nullable) (transfer full): the day in ISO 8601 ("2026-11-30", Gregorian whatever the calendar)
 *
 * Since: 0.1
 */
char *datepick_calendar_get_focused_date(DatepickCalendar *self) {
    g_return_val_if_fail(DATEPICK_IS_CALENDAR(self), NULL);
    char *date = self->month ? dp_calendar_focused_date(self->month) : NULL;
    char *copy = g_strdup(date);
    dp_string_free(date);
    return copy;
}

/**
 * datepick_calendar_set_option:
 * @self: a calendar
 * @name: an option of libdatepick's table by its name in the JSON view ("rounding", "zoneWheel"…) that the
 *   calendar has no property for
 * @value: (nullable): the option's value as the command line writes it ("floor", "true", "15"), or NULL to unset
 *   it
 *
 * Sets an option of libdatepick's one option table by its name, so that an option the library gains is taken
 * here before it has a property of its own. It is taken or refused as a property is: a refusal changes nothing
 * and #DatepickCalendar:error says why (an unknown option, one that has a property, a value not of its type, one
 * libdatepick refuses); an option the mode does not use is kept for a mode that does.
 *
 * Returns: whether the option was taken
 *
 * Since: 0.1
 */
gboolean datepick_calendar_set_option(DatepickCalendar *self, const char *name, const char *value) {
    g_return_val_if_fail(DATEPICK_IS_CALENDAR(self), FALSE);
    g_return_val_if_fail(name != NULL, FALSE);
    return datepick_held_set_option_text(&picker_class, G_OBJECT(self), name, value);
}

/**
 * datepick_calendar_get_option:
 * @self: a calendar
 * @name: an option's name, as datepick_calendar_set_option() takes it
 *
 * Returns: (nullable) (transfer full): the option's value as it was set, or NULL when it is not set
 *
 * Since: 0.1
 */
char *datepick_calendar_get_option(DatepickCalendar *self, const char *name) {
    g_return_val_if_fail(DATEPICK_IS_CALENDAR(self), NULL);
    g_return_val_if_fail(name != NULL, NULL);
    return datepick_held_get_option_text(&picker_class, G_OBJECT(self), name);
}
