/* A C GTK program that embeds a Datepick widget and saves what it draws as a PNG (GTK's own renderer, no screen
 * capture), at the window's scale (GDK_SCALE=2: twice the pixels): the pictures of the docs, a check that a C app
 * builds against the library, and the pixels gtk/tests/test_styles.py reads.
 * Usage: snapshot [--dark] [--adwaita] [--css CSS] OUT.png LOCALE MODE TIME_ZONE ISO_DATE_TIME [STYLE]
 *        snapshot [--dark] [--adwaita] [--css CSS] OUT.png --values WHEELS_JSON
 * (MODE: date, time, date-and-time…; STYLE: wheels (Datepick.WheelPicker, the default), inline
 * (Datepick.Calendar, with week numbers), range (Datepick.Calendar in range selection, the range from
 * ISO_DATE_TIME's day to four days later selected), compact (Datepick.DateButton) or field (Datepick.DateFields: LOCALE
 * is then a comma-separated list, one field a locale, the first focused; a locale written -LOCALE starts empty;
 * each field's accessible tree is checked as Orca would read it); WHEELS_JSON as
 * datepick_wheel_picker_new_for_values takes it). --dark asks for the theme's dark style, --adwaita uses
 * libadwaita's style (dark with --dark), --css adds an app's CSS.
 * Prints one line of JSON: the scale and the widget's bounds in the window (logical pixels); for a wheel picker
 * also its selection bar's bounds, its number of wheels, and whether their accessible value texts follow the
 * selection (and, for the values, whether their accessible names are right for VALUES in
 * gtk/tests/test_styles.py); for a range, the bounds and range classes of the day cells of the range's first week
 * (gtk/tests/test_ranges.py). */
#include <datepick-gtk.h>
#include <string.h>
#ifdef HAVE_ADWAITA
#include <adwaita.h>
#endif

static GtkWidget *values_picker(const char *wheels) {
    GError *error = NULL;
    GtkWidget *picker = datepick_wheel_picker_new_for_values(wheels, &error);
    if (!picker) {
        g_printerr("snapshot: %s\n", error->message);
        g_error_free(error);
    }
    return picker;
}

/* Whether a field is a group whose editable segments are spin buttons named by their fields, their value text
 * what they show; says what is not on stderr. */
static gboolean accessible(DatepickDateField *field) {
    gboolean good = gtk_test_accessible_has_role(GTK_ACCESSIBLE(field), GTK_ACCESSIBLE_ROLE_GROUP);
    int spin_buttons = 0;
    for (GtkWidget *child = gtk_widget_get_first_child(GTK_WIDGET(field)); child; child = gtk_widget_get_next_sibling(child)) {
        if (!gtk_widget_get_focusable(child)) continue;
        spin_buttons++;
        good = good && gtk_test_accessible_has_role(GTK_ACCESSIBLE(child), GTK_ACCESSIBLE_ROLE_SPIN_BUTTON) &&
               gtk_test_accessible_has_property(GTK_ACCESSIBLE(child), GTK_ACCESSIBLE_PROPERTY_LABEL) &&
               gtk_test_accessible_has_property(GTK_ACCESSIBLE(child), GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT);
    }
    /* The first segment's value text is the field's text up to the first literal. */
    char *text = datepick_date_field_get_text(field);
    GtkWidget *first = gtk_widget_get_first_child(GTK_WIDGET(field));
    GtkWidget *literal = gtk_widget_get_next_sibling(first);
    const char *after = literal && GTK_IS_LABEL(literal) ? strstr(text, gtk_label_get_label(GTK_LABEL(literal))) : NULL;
    char *value = after ? g_strndup(text, (gsize)(after - text)) : g_strdup(text);
    char *wrong = gtk_test_accessible_check_property(GTK_ACCESSIBLE(first), GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, value);
    if (wrong) g_printerr("snapshot: the first segment's value text: %s\n", wrong);
    /* And its description, which carries the value where GTK's AT-SPI bridge carries no value text. */
    if (!wrong) {
        wrong = gtk_test_accessible_check_property(GTK_ACCESSIBLE(first), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, value);
        if (wrong) g_printerr("snapshot: the first segment's description: %s\n", wrong);
    }
    if (!good || spin_buttons == 0) g_printerr("snapshot: %s: the accessible tree is not a group of spin buttons\n", text);
    good = good && spin_buttons > 0 && !wrong;
    g_free(wrong);
    g_free(value);
    g_free(text);
    return good;
}

/* A calendar's visible day cells, in reading order (weeks, then columns from the first weekday). */
static void collect_cells(GtkWidget *widget, GPtrArray *found) {
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
        if (gtk_accessible_get_accessible_role(GTK_ACCESSIBLE(child)) == GTK_ACCESSIBLE_ROLE_GRID_CELL &&
            gtk_widget_get_visible(child))
            g_ptr_array_add(found, child);
        collect_cells(child, found);
    }
}

/* The fields of LOCALES (comma-separated; -LOCALE starts empty) in a box, each also added to `shown`. */
static GtkWidget *fields_box(const char *locales, DatepickMode mode, const char *zone, GDateTime *moment,
                             GPtrArray *shown) {
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8);
    char **each = g_strsplit(locales, ",", -1);
    for (char **locale = each; *locale; locale++) {
        gboolean empty = **locale == '-';
        GtkWidget *field = g_object_new(DATEPICK_TYPE_DATE_FIELD, "locale", *locale + empty, "mode", mode,
                                        "time-zone", zone, "empty", empty, "date-time", empty ? NULL : moment, NULL);
        gtk_widget_set_halign(field, GTK_ALIGN_START);
        gtk_box_append(GTK_BOX(box), field);
        g_ptr_array_add(shown, field);
    }
    g_strfreev(each);
    return box;
}

/* The error of a widget or of the first field in `shown` that has one (a new string), or NULL. */
static char *error_of(GtkWidget *picker, GPtrArray *shown) {
    char *error = NULL;
    if (shown->len == 0) g_object_get(picker, "error", &error, NULL);
    for (guint index = 0; !error && index < shown->len; index++)
        g_object_get(g_ptr_array_index(shown, index), "error", &error, NULL);
    return error;
}

/* A widget of LOCALE and argv: MODE TIME_ZONE ISO_DATE_TIME, in STYLE (wheels, inline, compact or field; the
 * fields go to `shown` too). */
static GtkWidget *date_picker(const char *locale, char **argv, const char *style, GPtrArray *shown) {
    GEnumClass *modes = g_type_class_ref(DATEPICK_TYPE_MODE);
    GEnumValue *mode = g_enum_get_value_by_nick(modes, argv[0]);
    GTimeZone *zone = g_time_zone_new_identifier(argv[1]);
    GDateTime *moment = zone ? g_date_time_new_from_iso8601(argv[2], zone) : NULL;
    GtkWidget *picker = NULL;
    if (!mode || !moment) {
        g_printerr("snapshot: bad mode, zone or date-time\n");
    } else if (g_str_equal(style, "wheels")) {
        picker = g_object_new(DATEPICK_TYPE_WHEEL_PICKER, "locale", locale, "mode", mode->value, "time-zone",
                              argv[1], "date-time", moment, "duration", (gint64)3660, NULL);
    } else if (g_str_equal(style, "inline")) {
        picker = g_object_new(DATEPICK_TYPE_CALENDAR, "locale", locale, "time-zone", argv[1], "date-time", moment,
                              "show-week-numbers", TRUE, NULL);
    } else if (g_str_equal(style, "range")) {
        picker = g_object_new(DATEPICK_TYPE_CALENDAR, "locale", locale, "time-zone", argv[1], "date-time", moment,
                              "selection-mode", DATEPICK_SELECTION_MODE_RANGE, NULL);
        GDateTime *end = g_date_time_add_days(moment, 4);
        if (!datepick_calendar_select_range(DATEPICK_CALENDAR(picker), moment, end))
            g_printerr("snapshot: the range was refused\n");
        g_date_time_unref(end);
    } else if (g_str_equal(style, "compact")) {
        /* The button alone: the popover it opens is a surface of its own, which the window's picture leaves out. */
        picker = g_object_new(DATEPICK_TYPE_DATE_BUTTON, "locale", locale, "mode", mode->value, "time-zone", argv[1],
                              "date-time", moment, NULL);
    } else if (g_str_equal(style, "field")) {
        picker = fields_box(locale, mode->value, argv[1], moment, shown);
    } else {
        g_printerr("snapshot: unknown style %s\n", style);
    }
    if (picker) {
        char *error = error_of(picker, shown);
        if (error) {
            g_printerr("snapshot: %s\n", error);
            g_free(error);
            g_object_ref_sink(picker);
            g_clear_object(&picker);
        }
    }
    if (moment) g_date_time_unref(moment);
    if (zone) g_time_zone_unref(zone);
    g_type_class_unref(modes);
    return picker;
}

/* Whether each wheel's accessible value text is its selected label (what Orca reads), before and after a step of
 * the first wheel; checked with GTK's test AT context. */
static gboolean accessible_values_follow(GtkWidget *picker) {
    for (int turn = 0; turn < 2; turn++) {
        if (turn == 1) datepick_wheel_picker_step(DATEPICK_WHEEL_PICKER(picker), 0, 1);
        char **selected = datepick_wheel_picker_get_selected_values(DATEPICK_WHEEL_PICKER(picker));
        GtkWidget *wheel = gtk_widget_get_first_child(picker);
        for (int index = 0; selected[index]; index++, wheel = gtk_widget_get_next_sibling(wheel)) {
            char *wrong = gtk_test_accessible_check_property(GTK_ACCESSIBLE(wheel), GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT,
                                                             selected[index]);
            if (wrong) {
                g_printerr("snapshot: wheel %d's value text is %s, not %s\n", index, wrong, selected[index]);
                g_free(wrong);
                g_strfreev(selected);
                return FALSE;
            }
        }
        g_strfreev(selected);
    }
    return TRUE;
}

/* Whether the wheels of the values picker snapshot.c draws are named as they should be: the first by its unit
 * (it has no title), the second not at all (it has neither). */
static gboolean accessible_names(GtkWidget *picker) {
    GtkWidget *first = gtk_widget_get_first_child(picker), *second = gtk_widget_get_next_sibling(first);
    char *wrong = gtk_test_accessible_check_property(GTK_ACCESSIBLE(first), GTK_ACCESSIBLE_PROPERTY_LABEL, "kg");
    if (wrong) g_printerr("snapshot: the first wheel is named %s, not kg\n", wrong);
    g_free(wrong);
    return !wrong && !gtk_test_accessible_has_property(GTK_ACCESSIBLE(second), GTK_ACCESSIBLE_PROPERTY_LABEL);
}

static void print_bounds(const char *name, GtkWidget *widget, GtkWidget *window) {
    graphene_rect_t bounds;
    if (!gtk_widget_compute_bounds(widget, window, &bounds)) graphene_rect_init(&bounds, 0, 0, 0, 0);
    g_print("\"%s\": [%g, %g, %g, %g], ", name, bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height);
}

/* Counts the frames painted (the frame clock's after-paint). */
static void count_frame(GdkFrameClock *clock, gpointer frames) {
    (void)clock;
    (*(int *)frames)++;
}

/* Wakes the main loop, so that a wait for frames also sees the time pass. */
static gboolean keep_turning(gpointer data) {
    (void)data;
    return G_SOURCE_CONTINUE;
}

int main(int argc, char **argv) {
    gboolean dark = FALSE, adwaita = FALSE;
    const char *css = NULL;
    int first = 1;
    for (; first < argc && g_str_has_prefix(argv[first], "--"); first++) {
        if (g_str_equal(argv[first], "--dark")) dark = TRUE;
        else if (g_str_equal(argv[first], "--adwaita")) adwaita = TRUE;
        else if (g_str_equal(argv[first], "--css") && first + 1 < argc) css = argv[++first];
        else break;
    }
    gboolean values = argc - first == 3 && g_str_equal(argv[first + 1], "--values");
    if (!values && argc - first != 5 && argc - first != 6) {
        g_printerr("usage: snapshot [--dark] [--adwaita] [--css CSS] OUT.png LOCALE MODE TIME_ZONE ISO_DATE_TIME "
                   "[wheels|inline|range|compact|field]\n"
                   "       snapshot [--dark] [--adwaita] [--css CSS] OUT.png --values WHEELS_JSON\n");
        return 64;
    }
    /* GTK's test AT context keeps the accessible properties for accessible_values_follow to read, without a bus. */
    g_setenv("GTK_A11Y", "test", TRUE);
    if (adwaita) {
#ifdef HAVE_ADWAITA
        adw_init();
        adw_style_manager_set_color_scheme(adw_style_manager_get_default(),
                                           dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
#else
        g_printerr("snapshot: built without libadwaita\n");
        return 64;
#endif
    } else {
        gtk_init();
        g_object_set(gtk_settings_get_default(), "gtk-application-prefer-dark-theme", dark, NULL);
    }
    if (css) {
        GtkCssProvider *provider = gtk_css_provider_new();
        gtk_css_provider_load_from_data(provider, css, -1);
        gtk_style_context_add_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(provider),
                                                   GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
        g_object_unref(provider);
    }
    const char *style = argc - first == 6 ? argv[first + 5] : "wheels";
    GPtrArray *shown = g_ptr_array_new();
    GtkWidget *picker =
        values ? values_picker(argv[first + 2]) : date_picker(argv[first + 1], argv + first + 2, style, shown);
    if (!picker) return 64;
    GtkWidget *window = gtk_window_new();
    gtk_widget_set_margin_start(picker, 12);
    gtk_widget_set_margin_end(picker, 12);
    if (!g_str_equal(style, "wheels")) {
        gtk_widget_set_margin_top(picker, 8);
        gtk_widget_set_margin_bottom(picker, 8);
    }
    gtk_window_set_child(GTK_WINDOW(window), picker);
    gtk_window_present(GTK_WINDOW(window));
    for (int turn = 0; turn < 200 || gtk_widget_get_width(window) == 0; turn++) g_main_context_iteration(NULL, FALSE);
    /* Then until two frames have been painted since: on a loaded machine 200 turns can pass before the window is
     * laid out as it is drawn (a calendar relaid after its range was set), and the picture would not be what the
     * bounds printed below say. A tick every 50 ms keeps the loop turning; ten seconds at most. */
    /* The range's picture is of the band alone: the focused day's outline, drawn once the window is active (sooner
     * or later on a loaded machine), reaches into the gap beside the range's last day. */
    if (g_str_equal(style, "range")) gtk_window_set_focus(GTK_WINDOW(window), NULL);
    int frames = 0;
    GdkFrameClock *clock = gtk_widget_get_frame_clock(window);
    gulong painted = clock ? g_signal_connect(clock, "after-paint", G_CALLBACK(count_frame), &frames) : 0;
    guint tick = g_timeout_add(50, keep_turning, NULL);
    gtk_widget_queue_draw(window);
    for (gint64 deadline = g_get_monotonic_time() + 10 * G_USEC_PER_SEC; clock && frames < 2;) {
        if (g_get_monotonic_time() > deadline) break;
        g_main_context_iteration(NULL, TRUE);
    }
    g_source_remove(tick);
    if (painted) g_signal_handler_disconnect(clock, painted);
    gboolean good = TRUE;
    for (guint index = 0; index < shown->len; index++) good = good && accessible(g_ptr_array_index(shown, index));
    if (shown->len > 0) {
        /* The first field's focused segment, highlighted. */
        gtk_widget_grab_focus(gtk_widget_get_first_child(g_ptr_array_index(shown, 0)));
        for (int turn = 0; turn < 50; turn++) g_main_context_iteration(NULL, FALSE);
    }

    int width = gtk_widget_get_width(window), height = gtk_widget_get_height(window);
    int scale = gtk_widget_get_scale_factor(window);
    GdkPaintable *paintable = gtk_widget_paintable_new(window);
    GtkSnapshot *snapshot = gtk_snapshot_new();
    gtk_snapshot_scale(snapshot, (float)scale, (float)scale);
    gdk_paintable_snapshot(paintable, snapshot, width, height);
    GskRenderNode *node = gtk_snapshot_free_to_node(snapshot);
    GskRenderer *renderer = gtk_native_get_renderer(GTK_NATIVE(window));
    GdkTexture *texture =
        gsk_renderer_render_texture(renderer, node, &GRAPHENE_RECT_INIT(0, 0, width * scale, height * scale));
    gboolean saved = gdk_texture_save_to_png(texture, argv[first]);

    g_print("{\"scale\": %d, ", scale);
    print_bounds("picker", picker, window);
    if (DATEPICK_IS_WHEEL_PICKER(picker)) {
        print_bounds("bar", gtk_widget_get_last_child(picker), window);
        char **selected = datepick_wheel_picker_get_selected_values(DATEPICK_WHEEL_PICKER(picker));
        g_print("\"wheels\": %u, ", g_strv_length(selected));
        g_strfreev(selected);
        if (values) g_print("\"named\": %s, ", accessible_names(picker) ? "true" : "false");
        g_print("\"accessible\": %s}\n", accessible_values_follow(picker) ? "true" : "false");
    } else if (g_str_equal(style, "range")) {
        /* The week of the range's first day (the focus is on its last, whose month is shown). */
        GPtrArray *days = g_ptr_array_new();
        collect_cells(picker, days);
        guint first = 0;
        for (guint index = 0; index < days->len; index++)
            if (gtk_widget_has_css_class(g_ptr_array_index(days, index), "range-start")) first = index - index % 7;
        g_print("\"cells\": [");
        for (guint index = first; index < first + 7 && index < days->len; index++) {
            GtkWidget *day = g_ptr_array_index(days, index);
            graphene_rect_t bounds;
            if (!gtk_widget_compute_bounds(day, window, &bounds)) graphene_rect_init(&bounds, 0, 0, 0, 0);
            g_print("%s{\"bounds\": [%g, %g, %g, %g], \"range\": %s, \"start\": %s, \"end\": %s}",
                    index > first ? ", " : "", bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height,
                    gtk_widget_has_css_class(day, "range") ? "true" : "false",
                    gtk_widget_has_css_class(day, "range-start") ? "true" : "false",
                    gtk_widget_has_css_class(day, "range-end") ? "true" : "false");
        }
        g_print("], \"right_to_left\": %s}\n", gtk_widget_get_direction(picker) == GTK_TEXT_DIR_RTL ? "true" : "false");
        g_ptr_array_unref(days);
    } else {
        g_print("\"style\": \"%s\"}\n", style);
    }

    g_object_unref(texture);
    gsk_render_node_unref(node);
    g_object_unref(paintable);
    gtk_window_destroy(GTK_WINDOW(window));
    g_ptr_array_unref(shown);
    return saved && good ? 0 : 1;
}
