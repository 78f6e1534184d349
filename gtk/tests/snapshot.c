/* A C GTK program that embeds a Datepick widget and saves what it draws as a PNG (GTK's own renderer, no screen
 * capture): the README's pictures and a check that a C app builds against the library.
 * Usage: snapshot OUT.png LOCALE MODE TIME_ZONE ISO_DATE_TIME [STYLE]
 *   MODE: date, time, date-and-time…; STYLE: wheels (Datepick.WheelPicker, the default), inline
 *   (Datepick.Calendar, with week numbers) or compact (Datepick.DateButton). */
#include <datepick-gtk.h>

int main(int argc, char **argv) {
    if (argc != 6 && argc != 7) {
        g_printerr("usage: snapshot OUT.png LOCALE MODE TIME_ZONE ISO_DATE_TIME [wheels|inline|compact]\n");
        return 64;
    }
    gtk_init();
    GEnumClass *modes = g_type_class_ref(DATEPICK_TYPE_MODE);
    GEnumValue *mode = g_enum_get_value_by_nick(modes, argv[3]);
    GTimeZone *zone = g_time_zone_new_identifier(argv[4]);
    GDateTime *moment = zone ? g_date_time_new_from_iso8601(argv[5], zone) : NULL;
    if (!mode || !moment) {
        g_printerr("snapshot: bad mode, zone or date-time\n");
        return 64;
    }
    const char *style = argc == 7 ? argv[6] : "wheels";
    GtkWidget *window = gtk_window_new();
    GtkWidget *picker;
    if (g_str_equal(style, "wheels")) {
        picker = g_object_new(DATEPICK_TYPE_WHEEL_PICKER, "locale", argv[2], "mode", mode->value, "time-zone", argv[4],
                              "date-time", moment, "duration", (gint64)3660, NULL);
    } else if (g_str_equal(style, "inline")) {
        picker = g_object_new(DATEPICK_TYPE_CALENDAR, "locale", argv[2], "time-zone", argv[4], "date-time", moment,
                              "show-week-numbers", TRUE, NULL);
    } else if (g_str_equal(style, "compact")) {
        /* The button alone: the popover it opens is a surface of its own, which the window's picture leaves out. */
        picker = g_object_new(DATEPICK_TYPE_DATE_BUTTON, "locale", argv[2], "mode", mode->value, "time-zone", argv[4],
                              "date-time", moment, NULL);
    } else {
        g_printerr("snapshot: unknown style %s\n", style);
        return 64;
    }
    char *error = NULL;
    g_object_get(picker, "error", &error, NULL);
    if (error) {
        g_printerr("snapshot: %s\n", error);
        g_free(error);
        return 64;
    }
    gtk_widget_set_margin_start(picker, 12);
    gtk_widget_set_margin_end(picker, 12);
    if (!g_str_equal(style, "wheels")) {
        gtk_widget_set_margin_top(picker, 8);
        gtk_widget_set_margin_bottom(picker, 8);
    }
    gtk_window_set_child(GTK_WINDOW(window), picker);
    gtk_window_present(GTK_WINDOW(window));
    for (int turn = 0; turn < 200 || gtk_widget_get_width(window) == 0; turn++) g_main_context_iteration(NULL, FALSE);

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
    return saved ? 0 : 1;
}
