/* A C GTK program that embeds a Datepick.WheelPicker, or Datepick.DateFields, and saves what it draws as a PNG
 * (GTK's own renderer, no screen capture): the README's pictures and a check that a C app builds against the
 * library. With `field`, LOCALE is a comma-separated list, one field a locale, the first focused; a locale written
 * -LOCALE starts empty. Each field's accessible tree is checked as Orca would read it (GTK's test AT context).
 * Usage: snapshot OUT.png LOCALE MODE TIME_ZONE ISO_DATE_TIME [field]   (MODE: date, time, date-and-time…) */
#include <datepick-gtk.h>
#include <string.h>

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
    if (!good || spin_buttons == 0) g_printerr("snapshot: %s: the accessible tree is not a group of spin buttons\n", text);
    good = good && spin_buttons > 0 && !wrong;
    g_free(wrong);
    g_free(value);
    g_free(text);
    return good;
}

int main(int argc, char **argv) {
    if (argc != 6 && !(argc == 7 && g_str_equal(argv[6], "field"))) {
        g_printerr("usage: snapshot OUT.png LOCALE MODE TIME_ZONE ISO_DATE_TIME [field]\n");
        return 64;
    }
    gboolean fields = argc == 7;
    /* GTK's own accessibility backend for tests, which records what a screen reader would be told. */
    if (fields) g_setenv("GTK_A11Y", "test", TRUE);
    gtk_init();
    GEnumClass *modes = g_type_class_ref(DATEPICK_TYPE_MODE);
    GEnumValue *mode = g_enum_get_value_by_nick(modes, argv[3]);
    GTimeZone *zone = g_time_zone_new_identifier(argv[4]);
    GDateTime *moment = zone ? g_date_time_new_from_iso8601(argv[5], zone) : NULL;
    if (!mode || !moment) {
        g_printerr("snapshot: bad mode, zone or date-time\n");
        return 64;
    }
    GtkWidget *window = gtk_window_new();
    GtkWidget *picker;
    GPtrArray *shown = g_ptr_array_new();
    if (fields) {
        picker = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8);
        char **locales = g_strsplit(argv[2], ",", -1);
        for (char **locale = locales; *locale; locale++) {
            gboolean empty = **locale == '-';
            GtkWidget *field = g_object_new(DATEPICK_TYPE_DATE_FIELD, "locale", *locale + empty, "mode", mode->value,
                                            "time-zone", argv[4], "empty", empty, "date-time", empty ? NULL : moment,
                                            NULL);
            const char *error = datepick_date_field_get_error(DATEPICK_DATE_FIELD(field));
            if (error) {
                g_printerr("snapshot: %s\n", error);
                return 64;
            }
            gtk_widget_set_halign(field, GTK_ALIGN_START);
            gtk_box_append(GTK_BOX(picker), field);
            g_ptr_array_add(shown, field);
        }
        g_strfreev(locales);
        gtk_widget_set_margin_top(picker, 12);
        gtk_widget_set_margin_bottom(picker, 12);
    } else {
        picker = g_object_new(DATEPICK_TYPE_WHEEL_PICKER, "locale", argv[2], "mode", mode->value, "time-zone", argv[4],
                              "date-time", moment, "duration", (gint64)3660, NULL);
        const char *error = datepick_wheel_picker_get_error(DATEPICK_WHEEL_PICKER(picker));
        if (error) {
            g_printerr("snapshot: %s\n", error);
            return 64;
        }
    }
    gtk_widget_set_margin_start(picker, 12);
    gtk_widget_set_margin_end(picker, 12);
    gtk_window_set_child(GTK_WINDOW(window), picker);
    gtk_window_present(GTK_WINDOW(window));
    for (int turn = 0; turn < 200 || gtk_widget_get_width(window) == 0; turn++) g_main_context_iteration(NULL, FALSE);
    gboolean good = TRUE;
    for (guint index = 0; index < shown->len; index++) good = good && accessible(g_ptr_array_index(shown, index));
    if (shown->len > 0) {
        /* The first field's focused segment, highlighted. */
        gtk_widget_grab_focus(gtk_widget_get_first_child(g_ptr_array_index(shown, 0)));
        for (int turn = 0; turn < 50; turn++) g_main_context_iteration(NULL, FALSE);
    }

    int width = gtk_widget_get_width(window), height = gtk_widget_get_height(window);
    GdkPaintable *paintable = gtk_widget_paintable_new(window);
    GtkSnapshot *snapshot = gtk_snapshot_new();
    gdk_paintable_snapshot(paintable, snapshot, width, height);
    GskRenderNode *node = gtk_snapshot_free_to_node(snapshot);
    GskRenderer *renderer = gtk_native_get_renderer(GTK_NATIVE(window));
    GdkTexture *texture = gsk_renderer_render_texture(renderer, node, &GRAPHENE_RECT_INIT(0, 0, width, height));
    gboolean saved = gdk_texture_save_to_png(texture, argv[1]);
    g_object_unref(texture);
    gsk_render_node_unref(node);
    g_object_unref(paintable);
    gtk_window_destroy(GTK_WINDOW(window));
    g_date_time_unref(moment);
    g_time_zone_unref(zone);
    g_type_class_unref(modes);
    g_ptr_array_unref(shown);
    return saved && good ? 0 : 1;
}
