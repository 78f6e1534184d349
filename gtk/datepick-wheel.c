/* One wheel of a Datepick.WheelPicker: draws five rows around the selection (the selected one in the bar, with
 * its unit label beside it), takes the keys, the scroll wheel, clicks and drags, and is an accessible spin
 * button whose value text is the selected label and whose name is the wheel's localized title. */
#include "datepick-wheel-private.h"

#include <math.h>
#include <stdlib.h>

enum { visible_before = 2, visible_after = 2, visible_rows = visible_before + 1 + visible_after };

struct _DatepickWheel {
    GtkWidget parent_instance;
    DatepickWheelPicker *picker; /* the parent, which outlives its children */
    int component;
    double drag_rows;            /* the rows a drag has moved so far */
    GString *typed;              /* digits typed, for a row by its number */
    gint64 typed_at;
};

G_DEFINE_FINAL_TYPE(DatepickWheel, datepick_wheel, GTK_TYPE_WIDGET)

static dp_picker *model(DatepickWheel *self) { return datepick_wheel_picker_get_dp_picker(self->picker); }

static PangoLayout *layout(DatepickWheel *self, const char *text) {
    return gtk_widget_create_pango_layout(GTK_WIDGET(self), text ? text : "");
}

/* A row's height: the font's line and a half, so that rows breathe as a wheel's do. */
static double row_height(DatepickWheel *self) {
    PangoLayout *probe = layout(self, "0");
    int height = 0;
    pango_layout_get_pixel_size(probe, NULL, &height);
    g_object_unref(probe);
    return height * 1.6;
}

static double title_height(DatepickWheel *self) { return row_height(self) * 0.8; }

void datepick_wheel_selection_band(DatepickWheel *self, double *top, double *height) {
    *height = row_height(self);
    *top = title_height(self) + visible_before * *height;
}

void datepick_wheel_update(DatepickWheel *self) {
    dp_picker *picker = model(self);
    int selected = dp_picker_selected_row(picker, self->component);
    gtk_accessible_update_property(GTK_ACCESSIBLE(self), GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, 0.0,
                                   GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, (double)(dp_picker_row_count(picker, self->component) - 1),
                                   GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, (double)selected,
                                   GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, dp_picker_row_label(picker, self->component, selected),
                                   -1);
    gtk_widget_queue_draw(GTK_WIDGET(self));
}

static void step(DatepickWheel *self, int delta) {
    if (delta != 0) datepick_wheel_picker_step(self->picker, self->component, delta);
}

/* The room the unit label takes beside the selected value, its gap included (0 without one), measured with
 * `text`, which it leaves holding the unit. */
enum { unit_gap = 6 };
static int unit_space(PangoLayout *text, const char *unit) {
    if (!unit) return 0;
    int width = 0;
    pango_layout_set_text(text, unit, -1);
    pango_layout_get_pixel_size(text, &width, NULL);
    return width + unit_gap;
}

static void measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum, int *natural,
                    int *minimum_baseline, int *natural_baseline) {
    (void)for_size;
    DatepickWheel *self = DATEPICK_WHEEL(widget);
    *minimum_baseline = *natural_baseline = -1;
    if (orientation == GTK_ORIENTATION_VERTICAL) {
        *minimum = *natural = (int)(title_height(self) + visible_rows * row_height(self));
        return;
    }
    /* As wide as its widest row with the unit label beside it, and its title. */
    dp_picker *picker = model(self);
    int widest = 0, width = 0;
    int rows = dp_picker_row_count(picker, self->component);
    PangoLayout *text = layout(self, dp_picker_wheel_title(picker, self->component));
    pango_layout_get_pixel_size(text, &widest, NULL);
    const char *unit = dp_picker_unit_label(picker, self->component);
    int unit_width = unit_space(text, unit);
    /* Every row of a wheel of up to 400 rows (the JSON view's bound); of a longer one, a sample. */
    int stride = rows > 400 ? rows / 400 : 1;
    for (int row = 0; row < rows; row += stride) {
        pango_layout_set_text(text, dp_picker_row_label(picker, self->component, row), -1);
        pango_layout_get_pixel_size(text, &width, NULL);
        if (width + unit_width > widest) widest = width + unit_width;
    }
    g_object_unref(text);
    *minimum = *natural = widest + 16;
}

static void snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    DatepickWheel *self = DATEPICK_WHEEL(widget);
    dp_picker *picker = model(self);
    const char *labels[visible_rows];
    bool enabled[visible_rows];
    int selected = dp_picker_visible_rows(picker, self->component, visible_before, visible_after, labels, enabled);
    if (selected < 0) return;
    double height = row_height(self), top = title_height(self), width = gtk_widget_get_width(widget);
    GdkRGBA color;
    gtk_style_context_get_color(gtk_widget_get_style_context(widget), &color);

    PangoLayout *text = layout(self, dp_picker_wheel_title(picker, self->component));
    PangoAttrList *small = pango_attr_list_new();
    pango_attr_list_insert(small, pango_attr_scale_new(0.8));
    pango_layout_set_attributes(text, small);
    int text_width = 0, text_height = 0;
    pango_layout_get_pixel_size(text, &text_width, &text_height);
    GdkRGBA dim = color;
    dim.alpha = 0.55f;
    gtk_snapshot_save(snapshot);
    gtk_snapshot_translate(snapshot, &GRAPHENE_POINT_INIT((float)((width - text_width) / 2), 0));
    gtk_snapshot_append_layout(snapshot, text, &dim);
    gtk_snapshot_restore(snapshot);
    pango_layout_set_attributes(text, NULL);
    pango_attr_list_unref(small);

    const char *unit = dp_picker_unit_label(picker, self->component);
    int unit_width = unit_space(text, unit);
    for (int place = 0; place < visible_rows; place++) {
        if (!labels[place]) continue;
        int distance = abs(place - visible_before);
        GdkRGBA row_color = color;
        row_color.alpha = (distance == 0 ? 1.0f : distance == 1 ? 0.6f : 0.3f) * (enabled[place] ? 1.0f : 0.4f);
        pango_layout_set_text(text, labels[place], -1);
        pango_layout_get_pixel_size(text, &text_width, &text_height);
        double row_top = top + place * height + (height - text_height) / 2;
        double left = (width - text_width - (distance == 0 ? unit_width : 0)) / 2;
        if (gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL && distance == 0) left += unit_width;
        gtk_snapshot_save(snapshot);
        gtk_snapshot_translate(snapshot, &GRAPHENE_POINT_INIT((float)left, (float)row_top));
        gtk_snapshot_append_layout(snapshot, text, &row_color);
        gtk_snapshot_restore(snapshot);
        if (distance == 0 && unit) {
            /* The unit label in the selection bar, beside the value (after it in reading order). */
            pango_layout_set_text(text, unit, -1);
            double unit_left = gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL ? left - unit_width
                                                                                      : left + text_width + unit_gap;
            gtk_snapshot_save(snapshot);
            gtk_snapshot_translate(snapshot, &GRAPHENE_POINT_INIT((float)unit_left, (float)row_top));
            gtk_snapshot_append_layout(snapshot, text, &row_color);
            gtk_snapshot_restore(snapshot);
        }
    }
    g_object_unref(text);
    if (gtk_widget_has_visible_focus(widget)) {
        GdkRGBA ring = color;
        ring.alpha = 0.5f;
        GskRoundedRect band;
        gsk_rounded_rect_init_from_rect(&band, &GRAPHENE_RECT_INIT(1, (float)(top + visible_before * height),
                                                                   (float)width - 2, (float)height), 6);
        float widths[4] = {2, 2, 2, 2};
        GdkRGBA colors[4] = {ring, ring, ring, ring};
        gtk_snapshot_append_border(snapshot, &band, widths, colors);
    }
}

/* A row by the number typed: digits gathered while they come within a second of each other. */
static gboolean typed_digit(DatepickWheel *self, char digit) {
    gint64 now = g_get_monotonic_time();
    if (now - self->typed_at > G_USEC_PER_SEC) g_string_truncate(self->typed, 0);
    self->typed_at = now;
    g_string_append_c(self->typed, digit);
    int row = dp_picker_row_for_digits(model(self), self->component, self->typed->str);
    if (row < 0) {
        g_string_truncate(self->typed, 0);
        g_string_append_c(self->typed, digit);
        row = dp_picker_row_for_digits(model(self), self->component, self->typed->str);
    }
    if (row >= 0 && dp_picker_select(model(self), self->component, row, NULL)) datepick_wheel_picker_changed(self->picker);
    return TRUE;
}

static gboolean key_pressed(GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state,
                            gpointer data) {
    (void)controller, (void)keycode, (void)state;
    DatepickWheel *self = data;
    switch (keyval) {
    case GDK_KEY_Up: case GDK_KEY_KP_Up: step(self, -1); return TRUE;
    case GDK_KEY_Down: case GDK_KEY_KP_Down: step(self, 1); return TRUE;
    case GDK_KEY_Page_Up: case GDK_KEY_KP_Page_Up: step(self, -5); return TRUE;
    case GDK_KEY_Page_Down: case GDK_KEY_KP_Page_Down: step(self, 5); return TRUE;
    case GDK_KEY_Home: case GDK_KEY_End:
        if (dp_picker_select_edge(model(self), self->component, keyval == GDK_KEY_End, NULL))
            datepick_wheel_picker_changed(self->picker);
        return TRUE;
    case GDK_KEY_Left: case GDK_KEY_Right:
        /* Left and right move between wheels on screen, whichever way the locale reads. */
        return gtk_widget_child_focus(GTK_WIDGET(self->picker), keyval == GDK_KEY_Left ? GTK_DIR_LEFT : GTK_DIR_RIGHT);
    default: break;
    }
    gunichar character = gdk_keyval_to_unicode(keyval);
    if (character >= '0' && character <= '9') return typed_digit(self, (char)character);
    return FALSE;
}

static gboolean scrolled(GtkEventControllerScroll *controller, double dx, double dy, gpointer data) {
    (void)controller, (void)dx;
    step(data, dy > 0 ? 1 : dy < 0 ? -1 : 0);
    return TRUE;
}

/* A click on a row above or below the bar moves that row into it. */
static void clicked(GtkGestureClick *gesture, int presses, double x, double y, gpointer data) {
    (void)gesture, (void)presses, (void)x;
    DatepickWheel *self = data;
    gtk_widget_grab_focus(GTK_WIDGET(self));
    double top = 0, height = 0;
    datepick_wheel_selection_band(self, &top, &height);
    step(self, (int)floor((y - top) / height));
}

static void drag_begin(GtkGestureDrag *gesture, double x, double y, gpointer data) {
    (void)gesture, (void)x, (void)y;
    ((DatepickWheel *)data)->drag_rows = 0;
}

/* Dragging moves the rows with the pointer, a row for each row's height. */
static void drag_update(GtkGestureDrag *gesture, double x, double y, gpointer data) {
    (void)gesture, (void)x;
    DatepickWheel *self = data;
    int rows = (int)(-y / row_height(self)) - (int)self->drag_rows;
    if (rows != 0) {
        step(self, rows);
        self->drag_rows += rows;
    }
}

static void datepick_wheel_dispose(GObject *object) {
    DatepickWheel *self = DATEPICK_WHEEL(object);
    if (self->typed) g_string_free(self->typed, TRUE);
    self->typed = NULL;
    G_OBJECT_CLASS(datepick_wheel_parent_class)->dispose(object);
}

static void datepick_wheel_class_init(DatepickWheelClass *klass) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    G_OBJECT_CLASS(klass)->dispose = datepick_wheel_dispose;
    widget_class->measure = measure;
    widget_class->snapshot = snapshot;
    gtk_widget_class_set_css_name(widget_class, "datepick-wheel");
    gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_SPIN_BUTTON);
}

static void datepick_wheel_init(DatepickWheel *self) {
    self->typed = g_string_new(NULL);
    gtk_widget_set_focusable(GTK_WIDGET(self), TRUE);
    GtkEventController *keys = gtk_event_controller_key_new();
    g_signal_connect(keys, "key-pressed", G_CALLBACK(key_pressed), self);
    gtk_widget_add_controller(GTK_WIDGET(self), keys);
    GtkEventController *scroll =
        gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_VERTICAL | GTK_EVENT_CONTROLLER_SCROLL_DISCRETE);
    g_signal_connect(scroll, "scroll", G_CALLBACK(scrolled), self);
    gtk_widget_add_controller(GTK_WIDGET(self), scroll);
    GtkGesture *click = gtk_gesture_click_new();
    g_signal_connect(click, "released", G_CALLBACK(clicked), self);
    gtk_widget_add_controller(GTK_WIDGET(self), GTK_EVENT_CONTROLLER(click));
    GtkGesture *drag = gtk_gesture_drag_new();
    g_signal_connect(drag, "drag-begin", G_CALLBACK(drag_begin), self);
    g_signal_connect(drag, "drag-update", G_CALLBACK(drag_update), self);
    gtk_widget_add_controller(GTK_WIDGET(self), GTK_EVENT_CONTROLLER(drag));
}

GtkWidget *datepick_wheel_new(DatepickWheelPicker *picker, int component) {
    DatepickWheel *self = g_object_new(DATEPICK_TYPE_WHEEL, NULL);
    self->picker = picker;
    self->component = component;
    const char *title = dp_picker_wheel_title(model(self), component);
    gtk_accessible_update_property(GTK_ACCESSIBLE(self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                   title ? title : dp_picker_wheel_field(model(self), component), -1);
    datepick_wheel_update(self);
    return GTK_WIDGET(self);
}
