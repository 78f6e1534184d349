/* One editable segment of a Datepick.DateField: draws its text (the placeholder dimmed, the focused segment
 * highlighted in the theme's selection colours), takes the keyboard focus on a click, and is an accessible spin
 * button whose name is its field's localized name, whose value text is what it shows, and whose value, least and
 * greatest are the segment's number and its range now. It reads the field's model (the dp_field, given with the
 * segment's index) and says by its "focused" signal when it takes the focus; the keys go to the field, which
 * changes the model. */
#include "datepick-field-private.h"

/* The room around a segment's text: the highlight's padding. */
enum { pad_x = 2, pad_y = 2 };

struct _DatepickFieldSegment {
    GtkWidget parent_instance;
    const dp_field *field; /* the field's model: the field removes its segments before it frees it */
    int index;
    /* The text laid out, kept between keys: Pango lays it out again itself when the widget's Pango context changes
     * (the font, the theme, the scale: its serial), and the placeholder's width, kept with that serial. */
    PangoLayout *layout;
    char *shown;
    int placeholder_width;
    guint placeholder_serial; /* 0: to measure */
    int width, height;        /* the size last measured, -1: none */
    int minimum, maximum, value; /* the accessible range and value last set; G_MININT: none set yet */
};

G_DEFINE_FINAL_TYPE(DatepickFieldSegment, datepick_field_segment, GTK_TYPE_WIDGET)

enum { FOCUSED, N_SIGNALS };
static guint signals[N_SIGNALS];

static const dp_field *model(DatepickFieldSegment *self) { return self->field; }

static const char *text(DatepickFieldSegment *self) {
    const char *shown = dp_field_segment_text(model(self), self->index);
    return shown ? shown : "";
}

/* The text's layout, holding what the model showed at the last update. */
static PangoLayout *text_layout(DatepickFieldSegment *self) {
    if (!self->layout) self->layout = gtk_widget_create_pango_layout(GTK_WIDGET(self), self->shown);
    return self->layout;
}

/* As wide as the wider of its text and its placeholder, so that typing does not move the segments after it. */
static void segment_size(DatepickFieldSegment *self, int *width, int *height, int *baseline) {
    guint serial = pango_context_get_serial(gtk_widget_get_pango_context(GTK_WIDGET(self)));
    if (self->placeholder_serial != serial) {
        const char *placeholder = dp_field_segment_placeholder(model(self), self->index);
        PangoLayout *layout = gtk_widget_create_pango_layout(GTK_WIDGET(self), placeholder ? placeholder : "");
        pango_layout_get_pixel_size(layout, &self->placeholder_width, NULL);
        g_object_unref(layout);
        self->placeholder_serial = serial;
    }
    PangoLayout *layout = text_layout(self);
    int text_width = 0;
    pango_layout_get_pixel_size(layout, &text_width, height);
    *baseline = pango_layout_get_baseline(layout) / PANGO_SCALE;
    *width = MAX(text_width, self->placeholder_width);
    self->width = *width, self->height = *height;
}

/* The accessible range and value now, set where they changed. */
static void update_range(DatepickFieldSegment *self, const dp_field *field) {
    int minimum = dp_field_segment_minimum(field, self->index), maximum = dp_field_segment_maximum(field, self->index);
    if (minimum != self->minimum || maximum != self->maximum)
        gtk_accessible_update_property(GTK_ACCESSIBLE(self), GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, (double)minimum,
                                       GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, (double)maximum, -1);
    self->minimum = minimum, self->maximum = maximum;
    int value = dp_field_segment_value(field, self->index);
    if (value == self->value) return;
    self->value = value;
    if (value >= 0)
        gtk_accessible_update_property(GTK_ACCESSIBLE(self), GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, (double)value, -1);
    else
        gtk_accessible_reset_property(GTK_ACCESSIBLE(self), GTK_ACCESSIBLE_PROPERTY_VALUE_NOW);
}

void datepick_field_segment_update(DatepickFieldSegment *self) {
    /* The description too: GTK 4.8's AT-SPI bridge carries no value text for a widget that is not GTK's range.
     * The spin button's range is the segment's now (the day's follows the month and year); an empty segment has
     * no value now, only its text. A key changes one segment or two of a field's, and the field updates every
     * segment after it: only what changed is set again, and laid out again. */
    const dp_field *field = model(self);
    const char *now = text(self);
    if (g_strcmp0(self->shown, now) == 0) { /* never at the first update: nothing is shown yet (NULL) */
        update_range(self, field);
        return;
    }
    g_free(self->shown);
    self->shown = g_strdup(now);
    if (self->layout) pango_layout_set_text(self->layout, self->shown, -1);
    gtk_accessible_update_property(GTK_ACCESSIBLE(self), GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, now,
                                   GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, now, -1);
    update_range(self, field);
    /* Measured again only when the size changes (a resize lays out the whole window again). */
    int width = self->width, height = self->height, baseline = 0;
    segment_size(self, &self->width, &self->height, &baseline);
    if (width != self->width || height != self->height) gtk_widget_queue_resize(GTK_WIDGET(self));
    else gtk_widget_queue_draw(GTK_WIDGET(self));
}

static void measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum, int *natural,
                    int *minimum_baseline, int *natural_baseline) {
    (void)for_size;
    int width = 0, height = 0, baseline = 0;
    segment_size(DATEPICK_FIELD_SEGMENT(widget), &width, &height, &baseline);
    if (orientation == GTK_ORIENTATION_HORIZONTAL) {
        *minimum = *natural = width + 2 * pad_x;
    } else {
        *minimum = *natural = height + 2 * pad_y;
        *minimum_baseline = *natural_baseline = baseline + pad_y;
    }
}

/* A colour the theme names, or `fallback` where it names none. */
static GdkRGBA theme_color(GtkWidget *widget, const char *name, const char *fallback) {
    GdkRGBA color;
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    if (!gtk_style_context_lookup_color(gtk_widget_get_style_context(widget), name, &color))
        gdk_rgba_parse(&color, fallback);
    G_GNUC_END_IGNORE_DEPRECATIONS
    return color;
}

static void snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    DatepickFieldSegment *self = DATEPICK_FIELD_SEGMENT(widget);
    int width = gtk_widget_get_width(widget), height = gtk_widget_get_height(widget);
    GdkRGBA color;
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    gtk_style_context_get_color(gtk_widget_get_style_context(widget), &color);
    G_GNUC_END_IGNORE_DEPRECATIONS
    gboolean focused = gtk_widget_has_focus(widget) && dp_field_focus(model(self)) == self->index;
    if (focused) {
        GdkRGBA highlight = theme_color(widget, "theme_selected_bg_color", "#3584e4");
        GskRoundedRect box;
        gsk_rounded_rect_init_from_rect(&box, &GRAPHENE_RECT_INIT(0, 0, (float)width, (float)height), 4);
        gtk_snapshot_push_rounded_clip(snapshot, &box);
        gtk_snapshot_append_color(snapshot, &highlight, &box.bounds);
        gtk_snapshot_pop(snapshot);
        color = theme_color(widget, "theme_selected_fg_color", "#ffffff");
    } else if (dp_field_segment_is_placeholder(model(self), self->index)) {
        color.alpha *= 0.45f;
    }
    PangoLayout *layout = text_layout(self);
    int text_width = 0, text_height = 0;
    pango_layout_get_pixel_size(layout, &text_width, &text_height);
    gtk_snapshot_save(snapshot);
    gtk_snapshot_translate(snapshot,
                           &GRAPHENE_POINT_INIT((float)(width - text_width) / 2, (float)(height - text_height) / 2));
    gtk_snapshot_append_layout(snapshot, layout, &color);
    gtk_snapshot_restore(snapshot);
}

static void datepick_field_segment_finalize(GObject *object) {
    DatepickFieldSegment *self = DATEPICK_FIELD_SEGMENT(object);
    g_clear_object(&self->layout);
    g_free(self->shown);
    G_OBJECT_CLASS(datepick_field_segment_parent_class)->finalize(object);
}

static void pressed(GtkGestureClick *gesture, int presses, double x, double y, gpointer data) {
    (void)gesture, (void)presses, (void)x, (void)y;
    gtk_widget_grab_focus(GTK_WIDGET(data));
}

static void focus_entered(GtkEventControllerFocus *controller, gpointer data) {
    (void)controller;
    DatepickFieldSegment *self = data;
    g_signal_emit(self, signals[FOCUSED], 0, self->index);
}

static void focus_left(GtkEventControllerFocus *controller, gpointer data) {
    (void)controller;
    gtk_widget_queue_draw(GTK_WIDGET(data));
}

static void datepick_field_segment_class_init(DatepickFieldSegmentClass *klass) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    G_OBJECT_CLASS(klass)->finalize = datepick_field_segment_finalize;
    widget_class->measure = measure;
    widget_class->snapshot = snapshot;
    gtk_widget_class_set_css_name(widget_class, "datepick-field-segment");
    /* The segment took the keyboard focus (a click, or Tab from outside the field): its index. */
    signals[FOCUSED] = g_signal_new("focused", G_TYPE_FROM_CLASS(klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                    G_TYPE_NONE, 1, G_TYPE_INT);
    gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_SPIN_BUTTON);
}

static void datepick_field_segment_init(DatepickFieldSegment *self) {
    self->width = self->height = -1;
    self->minimum = self->maximum = self->value = G_MININT;
    gtk_widget_set_focusable(GTK_WIDGET(self), TRUE);
    GtkGesture *click = gtk_gesture_click_new();
    g_signal_connect(click, "pressed", G_CALLBACK(pressed), self);
    gtk_widget_add_controller(GTK_WIDGET(self), GTK_EVENT_CONTROLLER(click));
    GtkEventController *focus = gtk_event_controller_focus_new();
    g_signal_connect(focus, "enter", G_CALLBACK(focus_entered), self);
    g_signal_connect(focus, "leave", G_CALLBACK(focus_left), self);
    gtk_widget_add_controller(GTK_WIDGET(self), focus);
}

GtkWidget *datepick_field_segment_new(const dp_field *field, int index) {
    DatepickFieldSegment *self = g_object_new(DATEPICK_TYPE_FIELD_SEGMENT, NULL);
    self->field = field;
    self->index = index;
    const char *title = dp_field_segment_title(model(self), index);
    gtk_accessible_update_property(GTK_ACCESSIBLE(self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                   title ? title : dp_field_segment_field(model(self), index), -1);
    datepick_field_segment_update(self);
    return GTK_WIDGET(self);
}
