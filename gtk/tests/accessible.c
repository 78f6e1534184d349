/* The accessible properties and states of the widgets, read with GTK's own accessible test API: what GTK gives
 * the screen reader, including what the AT-SPI bridge of GTK 4.8 does not carry (the Value interface of a widget
 * that is not one of GTK's own ranges, so the wheels' value text). tools/test-gtk runs it; a failed check aborts.
 * gtk/tests/test_accessible.py reads the same tree over AT-SPI. Also what a calendar's day cells draw and are named
 * after a month, a font and a locale change: they keep their text laid out, and their names, between changes. */
#include <datepick-gtk.h>

static GDateTime *moment(const char *zone_id, int year, int month, int day, int hour, int minute) {
    GTimeZone *zone = g_time_zone_new_identifier(zone_id);
    GDateTime *made = g_date_time_new(zone, year, month, day, hour, minute, 0);
    g_time_zone_unref(zone);
    return made;
}

/* A widget in a window of its own, as an app has it: GTK gives a widget its accessible context in a window. */
static GtkWidget *shown(GtkWidget *widget) {
    GtkWidget *window = gtk_window_new();
    gtk_window_set_child(GTK_WINDOW(window), widget);
    gtk_window_present(GTK_WINDOW(window));
    return window;
}

/* The descendants of `widget` in the role, depth first. */
static void collect(GtkWidget *widget, GtkAccessibleRole role, GPtrArray *found) {
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
        /* Shown: a calendar's week the month does not reach keeps its room, visible but not child-visible. */
        if (gtk_accessible_get_accessible_role(GTK_ACCESSIBLE(child)) == role && gtk_widget_get_visible(child)
            && gtk_widget_get_child_visible(child))
            g_ptr_array_add(found, child);
        collect(child, role, found);
    }
}

static void wheels(void) {
    GDateTime *date = moment("Asia/Tokyo", 2026, 11, 30, 14, 5);
    GtkWidget *picker = g_object_new(DATEPICK_TYPE_WHEEL_PICKER, "locale", "ja_JP", "time-zone", "Asia/Tokyo",
                                     "date-time", date, NULL);
    GtkWidget *window = shown(picker);
    GPtrArray *found = g_ptr_array_new();
    collect(picker, GTK_ACCESSIBLE_ROLE_SPIN_BUTTON, found);
    g_assert_cmpuint(found->len, ==, 3);
    /* CLDR 42's field names in Japanese, and the wheels' labels. */
    const char *titles[] = {"年", "月", "日"}, *labels[] = {"2026年", "11月", "30日"};
    for (guint wheel = 0; wheel < found->len; wheel++) {
        GtkAccessible *spin = g_ptr_array_index(found, wheel);
        gtk_test_accessible_assert_property(spin, GTK_ACCESSIBLE_PROPERTY_LABEL, titles[wheel]);
        gtk_test_accessible_assert_property(spin, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, labels[wheel]);
    }
    g_assert_true(datepick_wheel_picker_step(DATEPICK_WHEEL_PICKER(picker), 1, 1));
    gtk_test_accessible_assert_property(g_ptr_array_index(found, 1), GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, "12月");
    g_ptr_array_unref(found);
    gtk_window_destroy(GTK_WINDOW(window));
    g_date_time_unref(date);
}

static void calendar(void) {
    GDateTime *date = moment("UTC", 2026, 11, 30, 14, 5), *minimum = moment("UTC", 2026, 11, 3, 0, 0);
    GtkWidget *month = g_object_new(DATEPICK_TYPE_CALENDAR, "locale", "en_US", "time-zone", "UTC", "date-time", date,
                                    "minimum-date-time", minimum, NULL);
    GtkWidget *window = shown(month);
    gtk_test_accessible_assert_role(GTK_ACCESSIBLE(month), GTK_ACCESSIBLE_ROLE_GRID);
    gtk_test_accessible_assert_property(GTK_ACCESSIBLE(month), GTK_ACCESSIBLE_PROPERTY_LABEL, "November 2026");
    GPtrArray *days = g_ptr_array_new();
    collect(month, GTK_ACCESSIBLE_ROLE_GRID_CELL, days);
    g_assert_cmpuint(days->len, ==, 35);
    /* The sixth week, which November 2026 does not reach, keeps its room hidden from accessibility tools. */
    GtkWidget *grid = gtk_widget_get_parent(g_ptr_array_index(days, 0));
    int kept = 0;
    for (GtkWidget *child = gtk_widget_get_first_child(grid); child; child = gtk_widget_get_next_sibling(child))
        if (gtk_accessible_get_accessible_role(GTK_ACCESSIBLE(child)) == GTK_ACCESSIBLE_ROLE_GRID_CELL
            && !gtk_widget_get_child_visible(child)) {
            gtk_test_accessible_assert_state(GTK_ACCESSIBLE(child), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE);
            kept++;
        }
    g_assert_cmpint(kept, ==, 7);
    /* Its number too, when the numbers are shown (GTK marks a widget it shows as not hidden). */
    g_object_set(month, "show-week-numbers", TRUE, NULL);
    kept = 0;
    for (GtkWidget *child = gtk_widget_get_first_child(grid); child; child = gtk_widget_get_next_sibling(child))
        if (gtk_accessible_get_accessible_role(GTK_ACCESSIBLE(child)) == GTK_ACCESSIBLE_ROLE_ROW_HEADER) {
            gtk_test_accessible_assert_state(GTK_ACCESSIBLE(child), GTK_ACCESSIBLE_STATE_HIDDEN,
                                             !gtk_widget_get_child_visible(child));
            kept += !gtk_widget_get_child_visible(child);
        }
    g_assert_cmpint(kept, ==, 1);
    g_object_set(month, "show-week-numbers", FALSE, NULL);
    /* CLDR 42's full date in English, "EEEE, MMMM d, y"; November 2026 starts on a Sunday. */
    GtkAccessible *first = g_ptr_array_index(days, 0), *last = g_ptr_array_index(days, 29);
    gtk_test_accessible_assert_property(first, GTK_ACCESSIBLE_PROPERTY_LABEL, "Sunday, November 1, 2026");
    gtk_test_accessible_assert_state(first, GTK_ACCESSIBLE_STATE_SELECTED, FALSE);
    gtk_test_accessible_assert_state(first, GTK_ACCESSIBLE_STATE_DISABLED, TRUE);
    gtk_test_accessible_assert_property(last, GTK_ACCESSIBLE_PROPERTY_LABEL, "Monday, November 30, 2026");
    gtk_test_accessible_assert_state(last, GTK_ACCESSIBLE_STATE_SELECTED, TRUE);
    GPtrArray *buttons = g_ptr_array_new();
    collect(month, GTK_ACCESSIBLE_ROLE_BUTTON, buttons);
    g_assert_cmpuint(buttons->len, ==, 2);
    gtk_test_accessible_assert_property(g_ptr_array_index(buttons, 0), GTK_ACCESSIBLE_PROPERTY_LABEL, "October 2026");
    gtk_test_accessible_assert_property(g_ptr_array_index(buttons, 1), GTK_ACCESSIBLE_PROPERTY_LABEL, "December 2026");
    g_ptr_array_unref(buttons);
    g_ptr_array_unref(days);
    gtk_window_destroy(GTK_WINDOW(window));
    g_date_time_unref(minimum);
    g_date_time_unref(date);
}

/* A range and unavailable days: each day of the range is selected, an unavailable day disabled; the date button's
 * name is the range as the locale writes it. */
static void range(void) {
    GDateTime *date = moment("UTC", 2026, 12, 4, 14, 5), *start = moment("UTC", 2026, 11, 30, 0, 0),
              *end = moment("UTC", 2026, 12, 4, 0, 0);
    const char *weekends[] = {"weekends", NULL};
    GtkWidget *month = g_object_new(DATEPICK_TYPE_CALENDAR, "locale", "en_US", "time-zone", "UTC", "date-time", date,
                                    "selection-mode", DATEPICK_SELECTION_MODE_RANGE, "unavailable-dates", weekends,
                                    NULL);
    GtkWidget *window = shown(month);
    g_assert_true(datepick_calendar_select_range(DATEPICK_CALENDAR(month), start, end));
    GPtrArray *days = g_ptr_array_new();
    collect(month, GTK_ACCESSIBLE_ROLE_GRID_CELL, days);
    /* December 2026's first week, Sunday November 29 to Saturday December 5; the range is its Monday to Friday. */
    gtk_test_accessible_assert_property(g_ptr_array_index(days, 1), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                        "Monday, November 30, 2026");
    for (guint day = 0; day < 9; day++) {
        gboolean in_range = day >= 1 && day <= 5, weekend = day % 7 == 0 || day % 7 == 6;
        gtk_test_accessible_assert_state(g_ptr_array_index(days, day), GTK_ACCESSIBLE_STATE_SELECTED, in_range);
        gtk_test_accessible_assert_state(g_ptr_array_index(days, day), GTK_ACCESSIBLE_STATE_DISABLED, weekend);
    }
    g_ptr_array_unref(days);
    gtk_window_destroy(GTK_WINDOW(window));

    GtkWidget *button = g_object_new(DATEPICK_TYPE_DATE_BUTTON, "locale", "en_US", "time-zone", "UTC", "date-time", date,
                                     "selection-mode", DATEPICK_SELECTION_MODE_RANGE, "range-start", start, "range-end",
                                     end, NULL);
    window = shown(button);
    /* CLDR 42's en interval "MMM d – MMM d, y", thin spaces around the dash. */
    gtk_test_accessible_assert_property(GTK_ACCESSIBLE(gtk_widget_get_first_child(button)), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                        "Nov 30\u2009\u2013\u2009Dec 4, 2026");
    gtk_window_destroy(GTK_WINDOW(window));
    g_date_time_unref(end);
    g_date_time_unref(start);
    g_date_time_unref(date);
}

static void date_button(void) {
    GDateTime *date = moment("UTC", 2026, 11, 30, 14, 5);
    GtkWidget *button = g_object_new(DATEPICK_TYPE_DATE_BUTTON, "locale", "en_US", "mode", DATEPICK_MODE_DATE_AND_TIME,
                                     "time-zone", "UTC", "date-time", date, NULL);
    GtkWidget *window = shown(button);
    GtkAccessible *pressable = GTK_ACCESSIBLE(gtk_widget_get_first_child(button));
    gtk_test_accessible_assert_role(pressable, GTK_ACCESSIBLE_ROLE_BUTTON);
    /* CLDR 42: "MMM d, y" and "h:mm a" (a narrow space before PM), joined "{1}, {0}". */
    gtk_test_accessible_assert_property(pressable, GTK_ACCESSIBLE_PROPERTY_LABEL, "Nov 30, 2026, 2:05\u202fPM");
    gtk_window_destroy(GTK_WINDOW(window));
    g_date_time_unref(date);
}

/* Presses a key on a widget's key controller, as GTK delivers one; whether a handler took it. */
static gboolean press(GtkWidget *widget, guint keyval) {
    GListModel *controllers = gtk_widget_observe_controllers(widget);
    gboolean handled = FALSE;
    for (guint index = 0; index < g_list_model_get_n_items(controllers) && !handled; index++) {
        GObject *controller = g_list_model_get_item(controllers, index);
        if (GTK_IS_EVENT_CONTROLLER_KEY(controller)) g_signal_emit_by_name(controller, "key-pressed", keyval, 0, 0, &handled);
        g_object_unref(controller);
    }
    g_object_unref(controllers);
    return handled;
}

/* A segment's spin button range and value now. */
static void assert_range(GtkWidget *segment, double minimum, double maximum, double value) {
    gtk_test_accessible_assert_property(GTK_ACCESSIBLE(segment), GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, minimum);
    gtk_test_accessible_assert_property(GTK_ACCESSIBLE(segment), GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, maximum);
    gtk_test_accessible_assert_property(GTK_ACCESSIBLE(segment), GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, value);
}

static void date_field(void) {
    GDateTime *date = moment("UTC", 2026, 1, 15, 12, 0);
    GtkWidget *field = g_object_new(DATEPICK_TYPE_DATE_FIELD, "locale", "en_US", "mode", DATEPICK_MODE_DATE,
                                    "time-zone", "UTC", "date-time", date, NULL);
    GtkWidget *window = shown(field);
    GPtrArray *found = g_ptr_array_new();
    collect(field, GTK_ACCESSIBLE_ROLE_SPIN_BUTTON, found);
    g_assert_cmpuint(found->len, ==, 3);
    GtkWidget *month = g_ptr_array_index(found, 0), *day = g_ptr_array_index(found, 1), *year = g_ptr_array_index(found, 2);
    /* en_US M/d/y: January 15, 2026, a common year. */
    assert_range(month, 1, 12, 1);
    assert_range(day, 1, 31, 15);
    assert_range(year, 1, 9999, 2026);
    /* ↑ on the month, the focused segment: the day's range follows the month. */
    g_assert_true(press(field, GDK_KEY_Up));
    gtk_test_accessible_assert_property(GTK_ACCESSIBLE(month), GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, "2");
    assert_range(month, 1, 12, 2);
    assert_range(day, 1, 28, 15);
    g_assert_true(press(field, GDK_KEY_Up));
    assert_range(day, 1, 31, 15);
    /* Backspace empties the month: no value now, and a day of any month. */
    g_assert_true(press(field, GDK_KEY_BackSpace));
    g_assert_false(gtk_test_accessible_has_property(GTK_ACCESSIBLE(month), GTK_ACCESSIBLE_PROPERTY_VALUE_NOW));
    gtk_test_accessible_assert_property(GTK_ACCESSIBLE(month), GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, 12.0);
    assert_range(day, 1, 31, 15);
    g_ptr_array_unref(found);
    gtk_window_destroy(GTK_WINDOW(window));
    g_date_time_unref(date);
}

/* Runs GTK's main loop for a while: a style change reaches the widgets' Pango contexts, a frame is laid out. */
static void run_for(int milliseconds) {
    gint64 end = g_get_monotonic_time() + milliseconds * 1000;
    while (g_get_monotonic_time() < end) g_main_context_iteration(NULL, FALSE);
}

/* The text a render node draws, found under its containers, transforms, clips and opacity, or NULL. */
static GskRenderNode *text_node(GskRenderNode *node) {
    switch (gsk_render_node_get_node_type(node)) {
    case GSK_TEXT_NODE: return node;
    case GSK_TRANSFORM_NODE: return text_node(gsk_transform_node_get_child(node));
    case GSK_CLIP_NODE: return text_node(gsk_clip_node_get_child(node));
    case GSK_ROUNDED_CLIP_NODE: return text_node(gsk_rounded_clip_node_get_child(node));
    case GSK_OPACITY_NODE: return text_node(gsk_opacity_node_get_child(node));
    case GSK_CONTAINER_NODE:
        for (guint index = 0; index < gsk_container_node_get_n_children(node); index++) {
            GskRenderNode *found = text_node(gsk_container_node_get_child(node, index));
            if (found) return found;
        }
        return NULL;
    default: return NULL;
    }
}

/* The text a cell draws: its width and its serialization (the glyphs and the font). */
static GBytes *drawn(GtkWidget *cell, float *width) {
    GtkSnapshot *snapshot = gtk_snapshot_new();
    gtk_widget_snapshot_child(gtk_widget_get_parent(cell), cell, snapshot);
    GskRenderNode *node = gtk_snapshot_free_to_node(snapshot), *text = text_node(node);
    g_assert_nonnull(text);
    graphene_rect_t bounds;
    gsk_render_node_get_bounds(text, &bounds);
    *width = bounds.size.width;
    GBytes *bytes = gsk_render_node_serialize(text);
    gsk_render_node_unref(node);
    return bytes;
}

/* The width a widget asks for itself (its class's measure), before GTK's size groups widen it to its column's. */
static int natural_width(GtkWidget *widget) {
    int minimum = 0, natural = 0, baseline = -1;
    GTK_WIDGET_GET_CLASS(widget)->measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, &baseline,
                                          &baseline);
    return natural;
}

/* The day cells keep their text laid out and their names between keys: a new month names them again, a new font
 * draws and measures them in it, a new locale in its digits. */
static void calendar_caches(void) {
    GtkSettings *settings = gtk_settings_get_default();
    char *font = NULL;
    g_object_get(settings, "gtk-font-name", &font, NULL);
    g_object_set(settings, "gtk-font-name", "Sans 10", NULL);
    GDateTime *date = moment("UTC", 2026, 11, 30, 14, 5);
    GtkWidget *month = g_object_new(DATEPICK_TYPE_CALENDAR, "locale", "en_US", "time-zone", "UTC", "date-time", date, NULL);
    GtkWidget *window = shown(month);
    run_for(300);
    GPtrArray *days = g_ptr_array_new();
    collect(month, GTK_ACCESSIBLE_ROLE_GRID_CELL, days);
    GtkWidget *first = g_ptr_array_index(days, 0), *selected = g_ptr_array_index(days, 29);
    /* Page Down: December, whose grid starts on Sunday, November 29. */
    gtk_widget_grab_focus(month);
    GtkWidget *grid = gtk_widget_get_parent(first);
    g_assert_true(press(grid, GDK_KEY_Page_Down));
    gtk_test_accessible_assert_property(GTK_ACCESSIBLE(first), GTK_ACCESSIBLE_PROPERTY_LABEL, "Sunday, November 29, 2026");
    GPtrArray *labels = g_ptr_array_new();
    collect(month, GTK_ACCESSIBLE_ROLE_LABEL, labels);
    g_assert_cmpuint(labels->len, ==, 1); /* the month's heading */
    gtk_test_accessible_assert_property(g_ptr_array_index(labels, 0), GTK_ACCESSIBLE_PROPERTY_LABEL, "December 2026");
    g_ptr_array_unref(labels);
    g_assert_true(press(grid, GDK_KEY_Page_Up));
    gtk_test_accessible_assert_property(GTK_ACCESSIBLE(first), GTK_ACCESSIBLE_PROPERTY_LABEL, "Sunday, November 1, 2026");
    float small = 0, large = 0, arabic_width = 0;
    /* November 1: one digit, so the cell is as wide as the two digits it measures beside its own text. */
    int small_cell = natural_width(first);
    GBytes *latin = drawn(selected, &small);
    g_object_set(settings, "gtk-font-name", "Sans 20", NULL);
    run_for(300);
    GBytes *larger = drawn(selected, &large);
    g_assert_cmpfloat(large, >, small * 1.6);
    g_assert_cmpint(natural_width(first), >, small_cell * 1.6);
    g_object_set(month, "locale", "ar_EG", NULL);
    run_for(300);
    GBytes *arabic = drawn(selected, &arabic_width);
    g_assert_false(g_bytes_equal(arabic, larger));
    g_bytes_unref(arabic), g_bytes_unref(larger), g_bytes_unref(latin);
    g_ptr_array_unref(days);
    gtk_window_destroy(GTK_WINDOW(window));
    g_date_time_unref(date);
    g_object_set(settings, "gtk-font-name", font, NULL);
    g_free(font);
}

int main(int argc, char **argv) {
    gtk_test_init(&argc, &argv, NULL);
    g_test_add_func("/accessible/wheels", wheels);
    g_test_add_func("/accessible/calendar", calendar);
    g_test_add_func("/accessible/date-button", date_button);
    g_test_add_func("/accessible/range", range);
    g_test_add_func("/accessible/date-field", date_field);
    g_test_add_func("/drawn/calendar-caches", calendar_caches);
    return g_test_run();
}
