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

    DatepickSelectionMode selection_mode;
    GDateTime *range_start, *range_end;     /* the complete range as the properties read it, or NULL */
    GDateTime *pending_start, *pending_end; /* one end set by the program, waiting for the other */
    char *selection;                        /* the selected days as text, to tell a change of them */
    DatepickUnavailableFunc unavailable_func;
    gpointer unavailable_data;
    GDestroyNotify unavailable_destroy;
    GTimeZone *zone; /* the picker's, the zone of its days as GDateTimes (the unavailable function's too) */

    GtkWidget *header, *previous, *heading, *next, *grid;
    GtkWidget *week_title, *weekdays[week_days], *week_numbers[most_weeks], *days[most_weeks][week_days];
    /* The month whose days the cells are named after (their accessible names, full dates): the dp_calendar's
     * generation and its heading, so that a key that moves the focus within the month formats no date again. */
    unsigned generation, named_generation;
    char *named_heading;
    GtkWidget *keyboard_day; /* the cell of the day that has the keyboard */
};

/**
 * DatepickCalendar:
 *
 * The inline month grid of any ICU calendar (GtkCalendar knows only the Gregorian one): the month's heading between
 * previous and next month buttons, the weekdays from the locale's first weekday (or
 * [property@Datepick.Calendar:first-weekday]'s), the locale's week numbers on request, the days outside the bounds
 * dimmed and not selectable, today underlined, mirrored right to left.
 *
 * It takes React Aria's calendar keys on the day with the focus, and clicks. It picks one day
 * ([property@Datepick.Calendar:date-time]), a range or multiple days ([property@Datepick.Calendar:selection-mode]), and
 * leaves out the days that cannot be picked ([property@Datepick.Calendar:unavailable-dates],
 * [method@Datepick.Calendar.set_unavailable_func]).
 *
 * It is an accessible grid whose cells are named by their full date, and uses GtkCalendar's CSS nodes, so the
 * theme that styles GtkCalendar styles it.
 *
 * Since: 0.1
 */
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
    PROP_UNAVAILABLE_DATES,
    PROP_SELECTION_MODE,
    PROP_RANGE_START,
    PROP_RANGE_END,
    PROP_ERROR,
    N_PROPS
};
static GParamSpec *properties[N_PROPS];

enum { SELECTION_CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

/* ---- A day cell: its label drawn in the theme's colours, a grid cell for accessibility. ---- */

#define DATEPICK_TYPE_CALENDAR_DAY (datepick_calendar_day_get_type())
G_DECLARE_FINAL_TYPE(DatepickCalendarDay, datepick_calendar_day, DATEPICK, CALENDAR_DAY, GtkWidget)

struct _DatepickCalendarDay {
    GtkWidget parent_instance;
    DatepickCalendar *calendar; /* the grid's owner, which outlives its cells */
    int week, column;
    char *text;
    int flags; /* its DP_DAY_* flags, for what is drawn beside the theme's CSS: the range and unavailable days */
    /* The text laid out, kept while the text stays: Pango lays it out again itself when the widget's Pango context
     * changes (GTK changes it with the font, the theme and the scale; its serial says so). The size measured, from
     * it and two digits, is kept with the context's serial it was measured in. */
    PangoLayout *layout;
    int width, height;
    guint measured_serial; /* 0: to measure */
    /* The month's heading is a cell too (role label, not focusable), as wide as the widest heading it has shown in
     * its font: a month's name of another width then lays out nothing again, where a label would on every month. */
    gboolean grows_only;
    int widest;
};

G_DEFINE_FINAL_TYPE(DatepickCalendarDay, datepick_calendar_day, GTK_TYPE_WIDGET)

static PangoLayout *day_layout(DatepickCalendarDay *self) {
    if (!self->layout) self->layout = gtk_widget_create_pango_layout(GTK_WIDGET(self), self->text ? self->text : "");
    return self->layout;
}

/* The cell's size: as wide as two digits at least, so that the columns do not change width from month to month,
 * and as high as a line. The digits are measured again only when the Pango context (the font, the scale) changed;
 * the text's layout keeps its own extents until its text or the context changes. */
static void day_size(DatepickCalendarDay *self, int *width, int *height) {
    guint serial = pango_context_get_serial(gtk_widget_get_pango_context(GTK_WIDGET(self)));
    if (self->measured_serial != serial) {
        self->widest = 0; /* another font: the widths seen were in the old one */
        PangoLayout *digits = gtk_widget_create_pango_layout(GTK_WIDGET(self), "00");
        pango_layout_get_pixel_size(digits, &self->width, &self->height);
        g_object_unref(digits);
        self->measured_serial = serial;
    }
    int text_width = 0;
    pango_layout_get_pixel_size(day_layout(self), &text_width, NULL);
    *width = MAX(self->width, text_width), *height = self->height;
    if (self->grows_only) *width = self->widest = MAX(self->widest, *width);
}

/* A new text: drawn again, and measured again only when its width is not the old one's (wider than two digits,
 * as a month of the Chinese calendar's day names or a numbering system's wide digits can be), where a label would
 * be measured, and its whole window laid out, on every change. */
static void day_set_text(DatepickCalendarDay *self, const char *text) {
    if (g_strcmp0(self->text, text) == 0) return;
    int width = 0, height = 0, new_width = 0;
    day_size(self, &width, &height);
    g_free(self->text);
    self->text = g_strdup(text);
    pango_layout_set_text(day_layout(self), text ? text : "", -1);
    day_size(self, &new_width, &height);
    if (new_width != width) gtk_widget_queue_resize(GTK_WIDGET(self));
    else gtk_widget_queue_draw(GTK_WIDGET(self));
}

static void day_measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum, int *natural,
                        int *minimum_baseline, int *natural_baseline) {
    (void)for_size;
    int width = 0, height = 0;
    day_size(DATEPICK_CALENDAR_DAY(widget), &width, &height);
    *minimum = *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? width : height;
    *minimum_baseline = *natural_baseline = -1;
}

/* A colour of the theme by its name, the first of `names` it defines (libadwaita's accent, then GTK's selection),
 * else `fallback` (Adwaita's blue and white). */
static GdkRGBA theme_color(GtkWidget *widget, const char *const *names, const char *fallback) {
    GdkRGBA color;
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    GtkStyleContext *style = gtk_widget_get_style_context(widget);
    for (; *names; names++)
        if (gtk_style_context_lookup_color(style, *names, &color)) return color;
    G_GNUC_END_IGNORE_DEPRECATIONS
    gdk_rgba_parse(&color, fallback);
    return color;
}

/* A range's band in the theme's selection colour: a tint across each day of the range and the gaps between them,
 * ending in a round cap, in the full colour, on its first and last days; the first on the left, or on the right
 * right to left (libdatepick's flags say which day is which, the widget's direction which side is which). */
static gboolean day_snapshot_range(GtkWidget *widget, GtkSnapshot *snapshot, int flags) {
    if (!(flags & DP_DAY_IN_RANGE)) return FALSE;
    static const char *const backgrounds[] = {"accent_bg_color", "theme_selected_bg_color", NULL};
    GdkRGBA accent = theme_color(widget, backgrounds, "#3584e4"), tint = accent;
    tint.alpha *= 0.3f;
    gboolean right_to_left = gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL;
    gboolean start = (flags & DP_DAY_RANGE_START) != 0, end = (flags & DP_DAY_RANGE_END) != 0;
    gboolean cap_left = right_to_left ? end : start, cap_right = right_to_left ? start : end;
    /* The cell's border box (the snapshot's origin is its content box's), and half the gap between the columns on
     * each side the band goes on from, so that it is one band. */
    graphene_rect_t box;
    if (!gtk_widget_compute_bounds(widget, widget, &box))
        graphene_rect_init(&box, 0, 0, (float)gtk_widget_get_width(widget), (float)gtk_widget_get_height(widget));
    GtkWidget *grid = gtk_widget_get_parent(widget);
    float reach = GTK_IS_GRID(grid) ? gtk_grid_get_column_spacing(GTK_GRID(grid)) / 2.0f : 0;
    float inset = 1, top = box.origin.y + inset, band_height = box.size.height - 2 * inset;
    float middle = box.origin.x + box.size.width / 2;
    float left = cap_left ? middle : box.origin.x - reach, right = cap_right ? middle : box.origin.x + box.size.width + reach;
    if (right > left)
        gtk_snapshot_append_color(snapshot, &tint, &GRAPHENE_RECT_INIT(left, top, right - left, band_height));
    if (!start && !end) return FALSE;
    float side = MIN(box.size.width, band_height);
    GskRoundedRect cap;
    gsk_rounded_rect_init_from_rect(&cap, &GRAPHENE_RECT_INIT(middle - side / 2, top + (band_height - side) / 2, side, side),
                                    side / 2);
    gtk_snapshot_push_rounded_clip(snapshot, &cap);
    gtk_snapshot_append_color(snapshot, &accent, &cap.bounds);
    gtk_snapshot_pop(snapshot);
    return TRUE;
}

static void day_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    DatepickCalendarDay *self = DATEPICK_CALENDAR_DAY(widget);
    PangoLayout *layout = day_layout(self);
    int text_width = 0, text_height = 0;
    pango_layout_get_pixel_size(layout, &text_width, &text_height);
    int width = gtk_widget_get_width(widget), height = gtk_widget_get_height(widget);
    GdkRGBA color;
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    gtk_style_context_get_color(gtk_widget_get_style_context(widget), &color);
    G_GNUC_END_IGNORE_DEPRECATIONS
    if (day_snapshot_range(widget, snapshot, self->flags)) {
        /* A cap's number in the colour of text on the selection. */
        static const char *const foregrounds[] = {"accent_fg_color", "theme_selected_fg_color", NULL};
        color = theme_color(widget, foregrounds, "#ffffff");
    }
    float x = (width - text_width) / 2.0f, y = (height - text_height) / 2.0f;
    gtk_snapshot_save(snapshot);
    gtk_snapshot_translate(snapshot, &GRAPHENE_POINT_INIT(x, y));
    gtk_snapshot_append_layout(snapshot, layout, &color);
    gtk_snapshot_restore(snapshot);
    if (self->flags & DP_DAY_UNAVAILABLE) {
        /* An unavailable day is struck through, besides dimmed: not only outside the bounds, but not to be had. */
        GdkRGBA line = color;
        gtk_snapshot_append_color(snapshot, &line,
                                  &GRAPHENE_RECT_INIT(x - 1, y + text_height / 2.0f, (float)text_width + 2, 1));
    }
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
    g_clear_object(&DATEPICK_CALENDAR_DAY(object)->layout);
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
    /* Each day can take the focus; the calendar's focus vfunc keeps one, the keyboard's, in the Tab chain. */
    gtk_widget_set_focusable(GTK_WIDGET(self), TRUE);
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

/* Shows a part of the grid, or keeps its room without it (child-visible: laid out, not mapped); a part that is
 * not `visible` (a week number, without week numbers) has no room either. */
static void show_in_place(GtkWidget *widget, gboolean visible, gboolean shown) {
    /* GTK marks a widget it shows as not hidden to accessibility tools: one that keeps its room only is again. */
    gboolean showing = visible && !gtk_widget_get_visible(widget);
    gtk_widget_set_visible(widget, visible);
    if (gtk_widget_get_child_visible(widget) == shown && !(showing && !shown)) return;
    gtk_widget_set_child_visible(widget, shown);
    gtk_widget_set_can_target(widget, shown);
    gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_HIDDEN, !shown, -1);
}

/* Shows what the dp_calendar holds now: heading, header, weeks, flags, names; the keyboard's day is the one day
 * cell that takes the focus (and takes it from the cell that had it). */
static void refresh(DatepickCalendar *self) {
    dp_calendar *month = self->month;
    if (!month) return;
    const char *heading = dp_calendar_heading(month);
    /* The month's words (its heading, its neighbours', the weekdays', the days' full dates) change only with the
     * month shown or the calendar (a new dp_calendar: another locale, calendar or first weekday); a key that moves
     * the focus within the month formats none of them again. */
    gboolean rename = self->named_generation != self->generation || g_strcmp0(self->named_heading, heading) != 0;
    if (rename) {
        g_free(self->named_heading);
        self->named_heading = g_strdup(heading);
        self->named_generation = self->generation;
        day_set_text(DATEPICK_CALENDAR_DAY(self->heading), heading);
        gtk_accessible_update_property(GTK_ACCESSIBLE(self->heading), GTK_ACCESSIBLE_PROPERTY_LABEL, heading, -1);
        gtk_accessible_update_property(GTK_ACCESSIBLE(self), GTK_ACCESSIBLE_PROPERTY_LABEL, heading, -1);
        const char *week_title = dp_calendar_week_title(month);
        gtk_label_set_text(GTK_LABEL(self->week_title), week_title ? week_title : "");
        for (int column = 0; column < week_days; column++) {
            gtk_label_set_text(GTK_LABEL(self->weekdays[column]), dp_calendar_weekday(month, column, false));
            gtk_accessible_update_property(GTK_ACCESSIBLE(self->weekdays[column]), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                           dp_calendar_weekday(month, column, true), -1);
        }
    }
    /* The month buttons are named by the month they show, in the locale's words: ICU has no "previous month". */
    GtkWidget *buttons[2] = {self->previous, self->next};
    for (int next = 0; next < 2; next++) {
        gtk_widget_set_sensitive(buttons[next], dp_calendar_can_show_month(month, next));
        if (!rename) continue;
        const char *adjacent = dp_calendar_adjacent_heading(month, next);
        gtk_accessible_update_property(GTK_ACCESSIBLE(buttons[next]), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       adjacent ? adjacent : "", -1);
    }
    gtk_widget_set_visible(self->week_title, self->show_week_numbers);

    GtkWidget *focused = NULL;
    gboolean had_focus = FALSE;
    int weeks = dp_calendar_week_count(month);
    /* A week the month does not reach keeps its room, as GtkCalendar's sixth row does: shown and hidden, it would
     * lay the whole window out again on every other month, and move what is below the calendar. It is not drawn,
     * takes no pointer and no focus (it is not mapped), and accessibility tools do not see it. */
    for (int week = 0; week < most_weeks; week++) {
        gboolean shown = week < weeks;
        show_in_place(self->week_numbers[week], self->show_week_numbers, shown);
        /* A hidden week number is set when it is shown (a label set queues a resize of the window). */
        if (shown && self->show_week_numbers)
            gtk_label_set_text(GTK_LABEL(self->week_numbers[week]), dp_calendar_week_label(month, week));
        for (int column = 0; column < week_days; column++) {
            GtkWidget *cell = self->days[week][column];
            DatepickCalendarDay *day = DATEPICK_CALENDAR_DAY(cell);
            had_focus = had_focus || gtk_widget_has_focus(cell);
            show_in_place(cell, TRUE, shown);
            if (!shown) continue;
            int flags = dp_calendar_day_flags(month, week, column);
            if (flags & DP_DAY_FOCUSED) focused = cell;
            day_set_text(day, dp_calendar_day_label(month, week, column));
            if (rename)
                gtk_accessible_update_property(GTK_ACCESSIBLE(cell), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                               dp_calendar_day_name(month, week, column), -1);
            /* What follows from the flags: changed only on the few days a key changes (the focus, a selection). */
            if (flags == day->flags && !rename) continue;
            day->flags = flags;
            set_class(cell, "other-month", !(flags & DP_DAY_IN_MONTH));
            set_class(cell, "today", flags & DP_DAY_TODAY);
            /* A range's days are drawn as its band (day_snapshot_range), not as the theme's selected day each; the
             * classes let an app's CSS style them. */
            set_class(cell, "range", flags & DP_DAY_IN_RANGE);
            set_class(cell, "range-start", flags & DP_DAY_RANGE_START);
            set_class(cell, "range-end", flags & DP_DAY_RANGE_END);
            set_class(cell, "unavailable", flags & DP_DAY_UNAVAILABLE);
            if ((flags & DP_DAY_SELECTED) && !(flags & DP_DAY_IN_RANGE))
                gtk_widget_set_state_flags(cell, GTK_STATE_FLAG_SELECTED, FALSE);
            else
                gtk_widget_unset_state_flags(cell, GTK_STATE_FLAG_SELECTED);
            /* A day that cannot be picked is insensitive, unless it has the keyboard (a day the zone skipped can). */
            gtk_widget_set_sensitive(cell, !(flags & DP_DAY_DISABLED) || (flags & DP_DAY_FOCUSED));
            /* Selected: the day, each day of a range (its ends and those between), or of the days picked; disabled:
             * a day that cannot be picked (unavailable, outside the bounds), even with the keyboard on it. */
            gtk_accessible_update_state(GTK_ACCESSIBLE(cell), GTK_ACCESSIBLE_STATE_SELECTED,
                                        (flags & DP_DAY_SELECTED) != 0, GTK_ACCESSIBLE_STATE_DISABLED,
                                        (flags & DP_DAY_DISABLED) != 0, -1);
            gtk_widget_queue_draw(cell);
        }
    }
    /* The keyboard's day: the one cell in the focus chain (datepick_calendar_focus), as a grid's roving focus is. */
    if (focused) self->keyboard_day = focused;
    if (focused && had_focus) gtk_widget_grab_focus(focused);
}

/* The calendar's zone (its picker's), for its days as GDateTimes. */
static GTimeZone *zone_of(const dp_picker *picker) {
    const char *identifier = picker ? dp_picker_time_zone(picker) : NULL;
    GTimeZone *zone = identifier ? g_time_zone_new_identifier(identifier) : NULL;
    return zone ? zone : g_time_zone_new_utc();
}

/* An ISO 8601 date of libdatepick's ("2026-11-30") at the start of that day in the calendar's zone, or NULL. */
static GDateTime *day_moment(DatepickCalendar *self, const char *iso) {
    int year = 0, month = 0, day = 0;
    if (!iso || !self->zone || sscanf(iso, "%d-%d-%d", &year, &month, &day) != 3) return NULL;
    return g_date_time_new(self->zone, year, month, day, 0, 0, 0);
}

/* A moment's day in the calendar's zone, as libdatepick takes a date ("2026-11-30"; g_free it). */
static char *iso_day(DatepickCalendar *self, GDateTime *moment) {
    GDateTime *there = self->zone ? g_date_time_to_timezone(moment, self->zone) : g_date_time_ref(moment);
    char *iso = g_strdup_printf("%04d-%02d-%02d", g_date_time_get_year(there), g_date_time_get_month(there),
                                g_date_time_get_day_of_month(there));
    g_date_time_unref(there);
    return iso;
}

/* The program's rule for unavailable days, asked by libdatepick with a day's ISO date. It is asked while
 * libdatepick holds the picker: nothing here may call libdatepick on it (the zone is the widget's own copy). */
static bool unavailable_day(const char *iso_date, void *data) {
    DatepickCalendar *self = data;
    if (!self->unavailable_func) return false;
    GDateTime *day = day_moment(self, iso_date);
    gboolean unavailable = day && self->unavailable_func(self, day, self->unavailable_data);
    if (day) g_date_time_unref(day);
    return unavailable;
}

/* Moves a calendar's focus to a day (ISO 8601), as libdatepick moves it by days; whether it is there. */
static gboolean focus_date(dp_calendar *month, const char *iso) {
    char *focused = dp_calendar_focused_date(month);
    int years[2] = {0}, months[2] = {0}, days[2] = {0};
    gboolean parsed = focused && sscanf(focused, "%d-%d-%d", &years[0], &months[0], &days[0]) == 3 &&
                      sscanf(iso, "%d-%d-%d", &years[1], &months[1], &days[1]) == 3 &&
                      g_date_valid_dmy(days[0], months[0], years[0]) && g_date_valid_dmy(days[1], months[1], years[1]);
    dp_string_free(focused);
    if (!parsed) return FALSE;
    GDate *from = g_date_new_dmy(days[0], months[0], years[0]), *to = g_date_new_dmy(days[1], months[1], years[1]);
    int delta = g_date_days_between(from, to);
    g_date_free(from);
    g_date_free(to);
    if (delta) dp_calendar_move_focus_days(month, delta);
    focused = dp_calendar_focused_date(month);
    gboolean there = focused && g_str_equal(focused, iso);
    dp_string_free(focused);
    return there;
}

/* Gives a new month the selection of the one it replaces, as far as it takes it (a day now unavailable drops a
 * range): a complete range, an open range's first day, the days of "multiple"; the focus stays on the new month's
 * day (the value's). */
static void carry_selection(dp_calendar *from, dp_calendar *to) {
    if (!from) return;
    const char *mode = dp_calendar_selection_mode(to);
    char *start = dp_calendar_range_start(from), *end = dp_calendar_range_end(from);
    if (start && end) {
        char *error = NULL;
        if (!dp_calendar_select_range(to, start, end, &error)) dp_string_free(error);
    } else if (g_strcmp0(mode, "single") != 0 && g_strcmp0(dp_calendar_selection_mode(from), "single") != 0) {
        char *focused = dp_calendar_focused_date(to);
        int count = dp_calendar_selected_count(from);
        for (int index = 0; index < count; index++) {
            char *day = dp_calendar_selected_date(from, index), *error = NULL;
            if (day && focus_date(to, day) && !dp_calendar_select_focused(to, &error)) dp_string_free(error);
            dp_string_free(day);
        }
        if (focused) focus_date(to, focused);
        dp_string_free(focused);
    }
    dp_string_free(start);
    dp_string_free(end);
}

/* The selected days as one text ("2026-11-30,2026-12-01", with "+" while a range is open), NULL without a month. */
static char *selection_text(dp_calendar *month) {
    if (!month) return NULL;
    GString *text = g_string_new(dp_calendar_range_is_open(month) ? "+" : "");
    int count = dp_calendar_selected_count(month);
    for (int index = 0; index < count; index++) {
        char *day = dp_calendar_selected_date(month, index);
        g_string_append_printf(text, "%s%s", index ? "," : "", day ? day : "");
        dp_string_free(day);
    }
    return g_string_free(text, FALSE);
}

/* After the selection may have changed: range-start and range-end read the complete range (notified when they
 * change: another day, or the same day in another zone) and selection-changed is emitted when the days selected
 * did. */
static void take_selection(DatepickCalendar *self) {
    GObject *object = G_OBJECT(self);
    char *start = self->month ? dp_calendar_range_start(self->month) : NULL;
    char *end = self->month ? dp_calendar_range_end(self->month) : NULL;
    GDateTime *ends[2] = {day_moment(self, start), day_moment(self, end)};
    dp_string_free(start);
    dp_string_free(end);
    GDateTime **slots[2] = {&self->range_start, &self->range_end};
    guint ids[2] = {PROP_RANGE_START, PROP_RANGE_END};
    g_object_freeze_notify(object);
    for (int index = 0; index < 2; index++) {
        if (datepick_options_same_moment(*slots[index], ends[index])) {
            if (ends[index]) g_date_time_unref(ends[index]);
            continue;
        }
        if (*slots[index]) g_date_time_unref(*slots[index]);
        *slots[index] = ends[index];
        g_object_notify_by_pspec(object, properties[ids[index]]);
    }
    if (self->range_start) {
        g_clear_pointer(&self->pending_start, g_date_time_unref);
        g_clear_pointer(&self->pending_end, g_date_time_unref);
    }
    char *selection = selection_text(self->month);
    gboolean changed = g_strcmp0(selection, self->selection) != 0;
    g_free(self->selection);
    self->selection = selection;
    g_object_thaw_notify(object);
    if (changed) g_signal_emit(self, signals[SELECTION_CHANGED], 0);
}

/* libdatepick's words for the selection modes (the enum's nicks). */
static const char *const mode_words[] = {"single", "range", "multiple"};

/* Shows a picker of `wanted` and its month, or says why not (datepick-options-private.h's rule). The program's
 * rule for unavailable days is given to each picker made, before its month is; the selection is carried over. */
static char *show(GObject *widget, DatepickOptions *wanted) {
    DatepickCalendar *self = DATEPICK_CALENDAR(widget);
    char *error = NULL;
    dp_picker *made = datepick_options_make_picker(wanted, &error);
    GTimeZone *zone = self->zone;
    self->zone = made ? zone_of(made) : NULL;
    if (made && self->unavailable_func) dp_picker_set_unavailable(made, unavailable_day, self);
    dp_calendar *month = made ? dp_calendar_new(made, &error) : NULL;
    if (month && !dp_calendar_set_selection_mode(month, mode_words[self->selection_mode], &error))
        g_clear_pointer(&month, dp_calendar_free);
    /* A month made in a range or multiple selection starts with none (React Aria's RangeCalendar), not with the
     * value's day: the selection it has is the one it replaces. */
    if (month && self->selection_mode != DATEPICK_SELECTION_MODE_SINGLE) dp_calendar_clear_selection(month);
    if (!month) {
        dp_picker_free(made);
        if (self->zone) g_time_zone_unref(self->zone);
        self->zone = zone;
        return datepick_options_refusal(error);
    }
    if (zone) g_time_zone_unref(zone);
    carry_selection(self->month, month);
    datepick_held_take(&self->held, wanted, made);
    dp_calendar_free(self->month);
    self->month = month;
    self->generation++;
    datepick_set_direction(GTK_WIDGET(self), dp_picker_is_right_to_left(made));
    refresh(self);
    take_selection(self);
    return NULL;
}

/* Picks the keyboard's day (Enter, Space, a click): in single selection the date-time follows, its time of day
 * kept; in a range or multiple selection the day is picked by the mode (dp_calendar_select_focused: a range's
 * first or last day, a day added or removed), the date-time kept. */
gboolean datepick_calendar_pick_focused(DatepickCalendar *self) {
    if (!self->month) return FALSE;
    if (self->selection_mode != DATEPICK_SELECTION_MODE_SINGLE) {
        char *error = NULL;
        dp_calendar_select_focused(self->month, &error);
        if (error) {
            dp_string_free(error);
            gtk_widget_error_bell(GTK_WIDGET(self));
            return FALSE;
        }
    } else if (dp_calendar_pick_focused(self->month, self->held.picker, NULL)) {
        take_value(self);
    } else {
        gtk_widget_error_bell(GTK_WIDGET(self));
        return FALSE;
    }
    refresh(self);
    take_selection(self);
    return TRUE;
}

/* The calendar takes the focus on its keyboard's day, as a grid with a roving focus does. */
static gboolean datepick_calendar_grab_focus(GtkWidget *widget) {
    DatepickCalendar *self = DATEPICK_CALENDAR(widget);
    return self->keyboard_day && gtk_widget_grab_focus(self->keyboard_day);
}

/* Tab and Shift+Tab go through the month buttons and one day, the keyboard's, as a grid's roving focus has it.
 * Every day cell can take the focus (a click gives it); were only the keyboard's day focusable, moving it would
 * change two cells' focusable, for which GTK lays out the whole window again, on every key. */
static gboolean datepick_calendar_focus(GtkWidget *widget, GtkDirectionType direction) {
    DatepickCalendar *self = DATEPICK_CALENDAR(widget);
    if (direction != GTK_DIR_TAB_FORWARD && direction != GTK_DIR_TAB_BACKWARD)
        return GTK_WIDGET_CLASS(datepick_calendar_parent_class)->focus(widget, direction);
    GtkWidget *chain[] = {self->previous, self->next, self->keyboard_day};
    int count = self->keyboard_day ? 3 : 2, at = -1;
    GtkRoot *root = gtk_widget_get_root(widget);
    GtkWidget *focus = root ? gtk_root_get_focus(root) : NULL;
    for (int index = 0; focus && index < 2; index++)
        if (focus == chain[index] || gtk_widget_is_ancestor(focus, chain[index])) at = index;
    if (focus && at < 0 && gtk_widget_is_ancestor(focus, self->grid)) at = 2; /* a day: the keyboard's */
    int step = direction == GTK_DIR_TAB_FORWARD ? 1 : -1;
    for (int index = at < 0 ? (step > 0 ? 0 : count - 1) : at + step; index >= 0 && index < count; index += step)
        if (gtk_widget_child_focus(chain[index], direction)) return TRUE;
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
    [PROP_UNAVAILABLE_DATES] = DATEPICK_OPTION_UNAVAILABLE_DATES,
};

static DatepickHeld *held_of(GObject *widget) { return &DATEPICK_CALENDAR(widget)->held; }

static const DatepickPickerClass picker_class = {option_of, N_PROPS, properties, PROP_ERROR, held_of, show};

void datepick_calendar_configure(DatepickCalendar *self, DatepickOptions *wanted) {
    datepick_held_change(&picker_class, G_OBJECT(self), wanted);
}

static void set_selection_mode(DatepickCalendar *self, DatepickSelectionMode mode) {
    if ((guint)mode >= G_N_ELEMENTS(mode_words)) return;
    datepick_held_set_error(&picker_class, G_OBJECT(self), NULL);
    if (self->selection_mode == mode) return;
    self->selection_mode = mode;
    g_clear_pointer(&self->pending_start, g_date_time_unref);
    g_clear_pointer(&self->pending_end, g_date_time_unref);
    g_object_freeze_notify(G_OBJECT(self));
    if (self->month) {
        /* From single selection a range or multiple selection starts with none: the single day is the date-time, not
         * a pick of the new mode's. Between the two, libdatepick keeps what it can (a range's days). */
        gboolean from_single = g_strcmp0(dp_calendar_selection_mode(self->month), "single") == 0;
        dp_calendar_set_selection_mode(self->month, mode_words[mode], NULL);
        if (from_single) dp_calendar_clear_selection(self->month);
        refresh(self);
        take_selection(self);
    }
    g_object_notify_by_pspec(G_OBJECT(self), properties[PROP_SELECTION_MODE]);
    g_object_thaw_notify(G_OBJECT(self));
}

/* Selects the range from `start` to `end` (days in the calendar's zone, in either order), or says why not in
 * `error`, changing nothing. */
static gboolean select_range(DatepickCalendar *self, GDateTime *start, GDateTime *end) {
    if (!self->month) return FALSE;
    char *first = iso_day(self, start), *last = iso_day(self, end), *error = NULL;
    gboolean taken = dp_calendar_select_range(self->month, first, last, &error);
    g_free(first);
    g_free(last);
    if (!taken) {
        datepick_held_set_error(&picker_class, G_OBJECT(self), datepick_options_refusal(error));
        return FALSE;
    }
    refresh(self);
    take_selection(self);
    datepick_held_set_error(&picker_class, G_OBJECT(self), NULL);
    return TRUE;
}

/* A set of range-start (`last` FALSE) or range-end: with the other end (the range's, or one set before it) it
 * selects the range; alone it waits for the other; NULL clears the range. */
static void set_range_end(DatepickCalendar *self, gboolean last, GDateTime *day) {
    GDateTime **pending = last ? &self->pending_end : &self->pending_start;
    GDateTime *held = last ? self->range_end : self->range_start;
    GDateTime *other = last ? (self->range_start ? self->range_start : self->pending_start)
                            : (self->range_end ? self->range_end : self->pending_end);
    if (!day) {
        g_clear_pointer(pending, g_date_time_unref);
        if (held && self->month) datepick_calendar_clear_selection(self);
        else datepick_held_set_error(&picker_class, G_OBJECT(self), NULL);
        return;
    }
    if (held && self->month) {
        char *given = iso_day(self, day), *shown = iso_day(self, held);
        gboolean same = g_str_equal(given, shown);
        g_free(given);
        g_free(shown);
        if (same) {
            datepick_held_set_error(&picker_class, G_OBJECT(self), NULL);
            return;
        }
    }
    if (!other || !self->month) {
        if (*pending) g_date_time_unref(*pending);
        *pending = g_date_time_ref(day);
        return;
    }
    GDateTime *kept = g_date_time_ref(other);
    if (last ? select_range(self, kept, day) : select_range(self, day, kept)) {
        g_clear_pointer(&self->pending_start, g_date_time_unref);
        g_clear_pointer(&self->pending_end, g_date_time_unref);
    }
    g_date_time_unref(kept);
}

static void datepick_calendar_set_property(GObject *object, guint id, const GValue *value, GParamSpec *pspec) {
    DatepickCalendar *self = DATEPICK_CALENDAR(object);
    if (id == PROP_SHOW_WEEK_NUMBERS) {
        if (self->show_week_numbers == g_value_get_boolean(value)) return;
        self->show_week_numbers = g_value_get_boolean(value);
        refresh(self);
        g_object_notify_by_pspec(object, pspec);
    } else if (id == PROP_SELECTION_MODE) {
        set_selection_mode(self, g_value_get_enum(value));
    } else if (id == PROP_RANGE_START || id == PROP_RANGE_END) {
        set_range_end(self, id == PROP_RANGE_END, g_value_get_boxed(value));
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
    else if (id == PROP_SELECTION_MODE)
        g_value_set_enum(value, self->selection_mode);
    else if (id == PROP_RANGE_START)
        g_value_set_boxed(value, self->range_start);
    else if (id == PROP_RANGE_END)
        g_value_set_boxed(value, self->range_end);
    else if (datepick_held_has_property(&picker_class, id))
        datepick_held_get_property(&picker_class, object, id, value);
    else
        G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
}

static void datepick_calendar_constructed(GObject *object) {
    G_OBJECT_CLASS(datepick_calendar_parent_class)->constructed(object);
    DatepickCalendar *self = DATEPICK_CALENDAR(object);
    datepick_held_construct(&picker_class, object);
    /* A range given at construction, once there is a month to select it on. */
    if (self->pending_start && self->pending_end) {
        GDateTime *start = g_date_time_ref(self->pending_start), *end = g_date_time_ref(self->pending_end);
        select_range(self, start, end);
        g_date_time_unref(start);
        g_date_time_unref(end);
    }
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
    g_clear_pointer(&self->range_start, g_date_time_unref);
    g_clear_pointer(&self->range_end, g_date_time_unref);
    g_clear_pointer(&self->pending_start, g_date_time_unref);
    g_clear_pointer(&self->pending_end, g_date_time_unref);
    g_free(self->selection);
    g_free(self->named_heading);
    if (self->zone) g_time_zone_unref(self->zone);
    if (self->unavailable_destroy) self->unavailable_destroy(self->unavailable_data);
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
    widget_class->focus = datepick_calendar_focus;

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
     * DatepickCalendar:unavailable-dates:
     *
     * Days that cannot be picked besides the bounds (React Aria's isDateUnavailable): ISO 8601 dates
     * ("2026-12-24", Gregorian whatever the calendar) and "weekends", the locale's weekend days (Saturday and
     * Sunday in en_US, Friday and Saturday in he_IL, Friday in fa_IR); NULL or empty for none. They are dimmed,
     * struck through and insensitive, and no range spans one. libdatepick's option "unavailable", the words joined by
     * commas: a word it does not take is refused (see the error property). A program's own rule is
     * [method@Datepick.Calendar.set_unavailable_func].
     *
     * Since: 0.2
     */
    properties[PROP_UNAVAILABLE_DATES] = datepick_options_param_spec(DATEPICK_OPTION_UNAVAILABLE_DATES);
    /**
     * DatepickCalendar:selection-mode:
     *
     * How picks change the selection: %DATEPICK_SELECTION_MODE_SINGLE (the default: the day picked is the date-time's),
     * %DATEPICK_SELECTION_MODE_RANGE (Enter, Space or a click on a day opens a range, the band follows the keyboard,
     * and a second pick completes it: [property@Datepick.Calendar:range-start] and
     * [property@Datepick.Calendar:range-end]) or %DATEPICK_SELECTION_MODE_MULTIPLE (each pick adds or removes a day:
     * [method@Datepick.Calendar.get_selected_dates]). In a range or multiple selection the date-time is not changed by
     * a pick. From single selection the new mode starts with no day selected; from a range to multiple selection and
     * back libdatepick keeps what it can (a range's days, an open range's first day).
     *
     * Since: 0.2
     */
    properties[PROP_SELECTION_MODE] = g_param_spec_enum("selection-mode", NULL, NULL, DATEPICK_TYPE_SELECTION_MODE,
                                                        DATEPICK_SELECTION_MODE_SINGLE, flags);
    /**
     * DatepickCalendar:range-start:
     *
     * In %DATEPICK_SELECTION_MODE_RANGE, the first day of the complete range, at the start of the day in the calendar's
     * time zone; NULL while there is none (none picked yet, or only its first day). Notified when a range is completed
     * or cleared. Set with [property@Datepick.Calendar:range-end] (either first), it selects that range, the two taken
     * in order; one set alone waits for the other; NULL clears the range. A range libdatepick refuses (one that spans a
     * day that cannot be picked, or outside the range mode) changes nothing, and the error property says why.
     *
     * Since: 0.2
     */
    properties[PROP_RANGE_START] = g_param_spec_boxed("range-start", NULL, NULL, G_TYPE_DATE_TIME, flags);
    /**
     * DatepickCalendar:range-end:
     *
     * The last day of the complete range, as [property@Datepick.Calendar:range-start] is its first.
     *
     * Since: 0.2
     */
    properties[PROP_RANGE_END] = g_param_spec_boxed("range-end", NULL, NULL, G_TYPE_DATE_TIME, flags);
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

    /**
     * DatepickCalendar::selection-changed:
     * @calendar: the calendar
     *
     * The days selected changed, a person's pick or the program's: in single selection the day (with
     * [property@Datepick.Calendar:date-time]), in a range its first pick and its completion (with
     * [property@Datepick.Calendar:range-start] and [property@Datepick.Calendar:range-end]) or its clearing, in multiple
     * selection a day added or removed. Read them with [method@Datepick.Calendar.get_selected_dates].
     *
     * Since: 0.2
     */
    signals[SELECTION_CHANGED] = g_signal_new("selection-changed", G_TYPE_FROM_CLASS(klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                              NULL, NULL, G_TYPE_NONE, 0);

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
    DatepickCalendarDay *heading = g_object_new(DATEPICK_TYPE_CALENDAR_DAY, "accessible-role",
                                                GTK_ACCESSIBLE_ROLE_LABEL, "focusable", FALSE, NULL);
    heading->grows_only = TRUE;
    self->heading = GTK_WIDGET(heading);
    gtk_widget_remove_css_class(self->heading, "day-number");
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
 * Makes a month calendar: the month grid of the locale's calendar, with its month's heading between previous and
 * next month buttons.
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
 * Gets the locale the calendar shows, as [property@Datepick.Calendar:locale] reads it: the one it resolved, the
 * environment's when none was set.
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
 * Sets the locale the calendar shows ([property@Datepick.Calendar:locale]): its calendar, first weekday, names, digits,
 * week numbers and direction. A locale ICU has no data for is refused, in [property@Datepick.Calendar:error].
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
 * Gets the moment whose day is selected ([property@Datepick.Calendar:date-time]).
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
 * Gets whether the calendar shows the locale's week numbers ([property@Datepick.Calendar:show-week-numbers]).
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
 * Sets whether the calendar shows a column of the locale's week numbers
 * ([property@Datepick.Calendar:show-week-numbers]).
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
 * Gets why the last change of the calendar's properties was refused ([property@Datepick.Calendar:error]).
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
 * Sets an option of libdatepick's one option table by its name, so that an option the library gains is taken here
 * before it has a property of its own. It is taken or refused as a property is: a refusal changes nothing and
 * [property@Datepick.Calendar:error] says why (an unknown option, one that has a property, a value not of its type, one
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
 * @name: an option's name, as [method@Datepick.Calendar.set_option] takes it
 *
 * Reads back an option of libdatepick's table set with [method@Datepick.Calendar.set_option].
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

/**
 * datepick_calendar_get_selection_mode:
 * @self: a calendar
 *
 * Gets how the calendar's picks change its selection: one day, a range or multiple days.
 *
 * Returns: how picks change the selection ([property@Datepick.Calendar:selection-mode])
 *
 * Since: 0.2
 */
DatepickSelectionMode datepick_calendar_get_selection_mode(DatepickCalendar *self) {
    g_return_val_if_fail(DATEPICK_IS_CALENDAR(self), DATEPICK_SELECTION_MODE_SINGLE);
    return self->selection_mode;
}

/**
 * datepick_calendar_set_selection_mode:
 * @self: a calendar
 * @mode: a single day, a range or multiple days
 *
 * Sets how the calendar's picks change its selection ([property@Datepick.Calendar:selection-mode]).
 *
 * Since: 0.2
 */
void datepick_calendar_set_selection_mode(DatepickCalendar *self, DatepickSelectionMode mode) {
    g_return_if_fail(DATEPICK_IS_CALENDAR(self));
    g_object_set(self, "selection-mode", mode, NULL);
}

/**
 * datepick_calendar_get_range_start:
 * @self: a calendar
 *
 * Gets the first day of the range picked in %DATEPICK_SELECTION_MODE_RANGE.
 *
 * Returns: (nullable) (transfer none): the first day of the complete range ([property@Datepick.Calendar:range-start]),
 *   or NULL
 *
 * Since: 0.2
 */
GDateTime *datepick_calendar_get_range_start(DatepickCalendar *self) {
    g_return_val_if_fail(DATEPICK_IS_CALENDAR(self), NULL);
    return self->range_start;
}

/**
 * datepick_calendar_get_range_end:
 * @self: a calendar
 *
 * Gets the last day of the range picked in %DATEPICK_SELECTION_MODE_RANGE.
 *
 * Returns: (nullable) (transfer none): the last day of the complete range ([property@Datepick.Calendar:range-end]), or
 *   NULL
 *
 * Since: 0.2
 */
GDateTime *datepick_calendar_get_range_end(DatepickCalendar *self) {
    g_return_val_if_fail(DATEPICK_IS_CALENDAR(self), NULL);
    return self->range_end;
}

/**
 * datepick_calendar_select_range:
 * @self: a calendar in %DATEPICK_SELECTION_MODE_RANGE
 * @start: a day of the range (its day in the calendar's zone)
 * @end: the other
 *
 * Selects the range between two days, taken in order, as setting [property@Datepick.Calendar:range-start] and
 * [property@Datepick.Calendar:range-end] does, in one step. A range libdatepick refuses (a day in it cannot be picked,
 * or the calendar is not in the range mode) changes nothing, and [property@Datepick.Calendar:error] says why.
 *
 * Returns: whether the range was taken
 *
 * Since: 0.2
 */
gboolean datepick_calendar_select_range(DatepickCalendar *self, GDateTime *start, GDateTime *end) {
    g_return_val_if_fail(DATEPICK_IS_CALENDAR(self), FALSE);
    g_return_val_if_fail(start != NULL && end != NULL, FALSE);
    return select_range(self, start, end);
}

/**
 * datepick_calendar_clear_selection:
 * @self: a calendar
 *
 * Clears a range (open or complete) or the days of a multiple selection; in single selection the date-time's day
 * stays selected.
 *
 * Since: 0.2
 */
void datepick_calendar_clear_selection(DatepickCalendar *self) {
    g_return_if_fail(DATEPICK_IS_CALENDAR(self));
    g_clear_pointer(&self->pending_start, g_date_time_unref);
    g_clear_pointer(&self->pending_end, g_date_time_unref);
    datepick_held_set_error(&picker_class, G_OBJECT(self), NULL);
    if (!self->month || self->selection_mode == DATEPICK_SELECTION_MODE_SINGLE) return;
    dp_calendar_clear_selection(self->month);
    refresh(self);
    take_selection(self);
}

/**
 * datepick_calendar_get_range_text:
 * @self: a calendar
 *
 * The complete range as the locale writes it, by ICU's interval formatter in the calendar's calendar: en_US
 * "Nov 30 – Dec 4, 2026", de_DE "30.11. – 04.12.2026", he_IL Hebrew "19–23 בכסלו 5787".
 *
 * Returns: (nullable) (transfer full): the text, or NULL without a complete range
 *
 * Since: 0.2
 */
char *datepick_calendar_get_range_text(DatepickCalendar *self) {
    g_return_val_if_fail(DATEPICK_IS_CALENDAR(self), NULL);
    char *text = self->month ? dp_calendar_range_text(self->month) : NULL;
    char *copy = g_strdup(text);
    dp_string_free(text);
    return copy;
}

/**
 * datepick_calendar_get_selected_dates:
 * @self: a calendar
 *
 * The days selected, in order, each at the start of the day in the calendar's time zone: the date-time's day in
 * single selection, every day of a complete range (an open one's first day), the days picked in multiple selection.
 *
 * Returns: (transfer full) (element-type GLib.DateTime): the days; free the list with
 *   `g_list_free_full (days, (GDestroyNotify) g_date_time_unref)`
 *
 * Since: 0.2
 */
GList *datepick_calendar_get_selected_dates(DatepickCalendar *self) {
    g_return_val_if_fail(DATEPICK_IS_CALENDAR(self), NULL);
    GList *days = NULL;
    int count = self->month ? dp_calendar_selected_count(self->month) : 0;
    for (int index = count - 1; index >= 0; index--) {
        char *iso = dp_calendar_selected_date(self->month, index);
        GDateTime *day = day_moment(self, iso);
        dp_string_free(iso);
        if (day) days = g_list_prepend(days, day);
    }
    return days;
}

/**
 * datepick_calendar_get_unavailable_dates:
 * @self: a calendar
 *
 * Gets the days that cannot be picked, as they were set ([property@Datepick.Calendar:unavailable-dates]).
 *
 * Returns: (nullable) (transfer none) (array zero-terminated=1): the days that cannot be picked as set
 *   ([property@Datepick.Calendar:unavailable-dates]), or NULL
 *
 * Since: 0.2
 */
const char *const *datepick_calendar_get_unavailable_dates(DatepickCalendar *self) {
    g_return_val_if_fail(DATEPICK_IS_CALENDAR(self), NULL);
    return (const char *const *)self->held.options.unavailable_dates;
}

/**
 * datepick_calendar_set_unavailable_dates:
 * @self: a calendar
 * @days: (nullable) (array zero-terminated=1): ISO 8601 dates and "weekends", or NULL for none
 *
 * Sets the days that cannot be picked ([property@Datepick.Calendar:unavailable-dates]): they are dimmed, struck through
 * and insensitive, and no range spans one.
 *
 * Since: 0.2
 */
void datepick_calendar_set_unavailable_dates(DatepickCalendar *self, const char *const *days) {
    g_return_if_fail(DATEPICK_IS_CALENDAR(self));
    g_object_set(self, "unavailable-dates", days, NULL);
}

/**
 * datepick_calendar_set_unavailable_func:
 * @self: a calendar
 * @func: (nullable) (scope notified) (closure user_data) (destroy destroy): the program's rule for the days that
 *   cannot be picked, or NULL for none
 * @user_data: data for @func
 * @destroy: (nullable): frees @user_data when the rule is replaced or the calendar finalized
 *
 * Sets a rule for unavailable days beside [property@Datepick.Calendar:unavailable-dates] (React Aria's
 * isDateUnavailable): the days it says are dimmed, struck through and cannot be picked, and no range spans one. The
 * calendar asks it for each day it shows, again after any property changes; the date-time, were it on such a day, moves
 * to the nearest day that can be picked.
 *
 * Since: 0.2
 */
void datepick_calendar_set_unavailable_func(DatepickCalendar *self, DatepickUnavailableFunc func, gpointer user_data,
                                            GDestroyNotify destroy) {
    g_return_if_fail(DATEPICK_IS_CALENDAR(self));
    GDestroyNotify old_destroy = self->unavailable_destroy;
    gpointer old_data = self->unavailable_data;
    self->unavailable_func = func;
    self->unavailable_data = user_data;
    self->unavailable_destroy = destroy;
    /* The pickers are libdatepick's: a new one (and month) takes the rule. */
    if (self->held.constructed) datepick_held_change(&picker_class, G_OBJECT(self), &self->held.options);
    if (old_destroy) old_destroy(old_data);
}
