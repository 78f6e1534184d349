/* One wheel of a Datepick.WheelPicker: draws the rows around the selection (the selected one in the bar, with
 * its unit label beside it), takes the keys, the scroll wheel and the touchpad, clicks and drags with momentum,
 * and is an accessible spin button whose value text is the selected label and whose name is the wheel's title.
 * It reads and moves only its model (DatepickWheelModel, a date's wheels or the app's values alike), given by the
 * picker with the wheel's index, and follows the model's "changed" signal; it never calls into the picker. */
#include "datepick-wheel-private.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

enum { visible_before = 2, visible_after = 2, visible_rows = visible_before + 1 + visible_after };
/* While the wheel moves, a row more each way comes into view. */
enum { drawn_before = visible_before + 1, drawn_after = visible_after + 1, drawn_rows = drawn_before + 1 + drawn_after };
enum { velocity_samples = 8 };

/* A fling's reach: a release at v rows a second lands v × this many seconds on (UIScrollView's deceleration,
 * a little quicker, as a wheel's is). */
static const double deceleration_seconds = 0.35;
/* A drag whose pointer rested this long before the release carries no momentum. */
static const guint32 rest_milliseconds = 100;

struct _DatepickWheel {
    GtkWidget parent_instance;
    DatepickWheelModel *model; /* what the wheel shows, shared with the picker and its other wheels */
    int wheel;                 /* which of the model's wheels */
    gulong changed_handler;

    /* The wheel's place in rows along a motion (a drag, a scroll, a fling): the model has moved `stepped` rows of
     * it, and the drawing is shifted by what is left, `position - stepped`, within half a row either way (the
     * selected row is always the one nearest the bar). Only differences of these mean anything. */
    double position;
    int stepped;
    double drag_start; /* `position` when the drag began */
    struct {
        guint32 time; /* the event's, in milliseconds */
        double position;
    } samples[velocity_samples];
    int sample_count;

    /* The animation of a fling or a snap: from `from` to `to` (a whole row) in `duration` microseconds. */
    guint tick;
    gint64 animation_start, animation_duration;
    double animation_from, animation_to;
    guint snap_timeout; /* after a scroll, a snap to the nearest row unless more comes */

    double row_height; /* measured once, dropped when the font, the style or the scale changes; 0: to measure */
    PangoFontDescription *font; /* the font row_height was measured in */
    int width;         /* the natural width, -1: to measure */
    char *rows_signature; /* what the width was measured for (the rows, the title and the unit) */
};

G_DEFINE_FINAL_TYPE(DatepickWheel, datepick_wheel, GTK_TYPE_WIDGET)

static PangoLayout *layout(DatepickWheel *self, const char *text) {
    return gtk_widget_create_pango_layout(GTK_WIDGET(self), text ? text : "");
}

/* A row's height: the font's line and a half, so that rows breathe as a wheel's do. */
static double row_height(DatepickWheel *self) {
    if (self->row_height <= 0) {
        PangoLayout *probe = layout(self, "0");
        int height = 0;
        pango_layout_get_pixel_size(probe, NULL, &height);
        g_object_unref(probe);
        self->row_height = MAX(height, 1) * 1.6;
        g_clear_pointer(&self->font, pango_font_description_free);
        self->font = pango_font_description_copy(
            pango_context_get_font_description(gtk_widget_get_pango_context(GTK_WIDGET(self))));
    }
    return self->row_height;
}

/* The font, the style or the scale changed: what was measured with the old one is measured again. */
static void forget_measures(DatepickWheel *self) {
    self->row_height = 0;
    g_clear_pointer(&self->font, pango_font_description_free);
    self->width = -1;
    gtk_widget_queue_resize(GTK_WIDGET(self));
}

static double title_height(DatepickWheel *self) { return row_height(self) * 0.8; }

void datepick_wheel_selection_band(DatepickWheel *self, double *top, double *height) {
    *height = row_height(self);
    *top = title_height(self) + visible_before * *height;
}

/* What the wheel's width depends on besides the font: its rows (as far as a value change can swap them: a
 * month's days, a leap month, an era's years), its title and its unit. */
static char *rows_signature(DatepickWheel *self) {
    DatepickWheelModel *model = self->model;
    int rows = datepick_wheel_model_row_count(model, self->wheel);
    return g_strdup_printf("%d\x1f%s\x1f%s\x1f%s\x1f%s", rows, datepick_wheel_model_row_label(model, self->wheel, 0),
                           datepick_wheel_model_row_label(model, self->wheel, rows - 1),
                           datepick_wheel_model_title(model, self->wheel),
                           datepick_wheel_model_unit_label(model, self->wheel));
}

void datepick_wheel_update(DatepickWheel *self) {
    int selected = datepick_wheel_model_selected_row(self->model, self->wheel);
    const char *name = datepick_wheel_model_accessible_name(self->model, self->wheel);
    if (name)
        gtk_accessible_update_property(GTK_ACCESSIBLE(self), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
    else
        gtk_accessible_reset_property(GTK_ACCESSIBLE(self), GTK_ACCESSIBLE_PROPERTY_LABEL);
    gtk_accessible_update_property(GTK_ACCESSIBLE(self), GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, 0.0,
                                   GTK_ACCESSIBLE_PROPERTY_VALUE_MAX,
                                   (double)(datepick_wheel_model_row_count(self->model, self->wheel) - 1),
                                   GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, (double)selected,
                                   GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT,
                                   datepick_wheel_model_row_label(self->model, self->wheel, selected), -1);
    /* GTK 4.8's AT-SPI bridge gives the Value interface (and so the value text) to GTK's own ranges only: the
     * description carries the value too, so that a screen reader says it on focus. */
    const char *label = datepick_wheel_model_row_label(self->model, self->wheel, selected);
    gtk_accessible_update_property(GTK_ACCESSIBLE(self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, label ? label : "", -1);
    char *signature = rows_signature(self);
    if (g_strcmp0(signature, self->rows_signature) != 0) {
        g_free(self->rows_signature);
        self->rows_signature = signature;
        self->width = -1;
        gtk_widget_queue_resize(GTK_WIDGET(self));
    } else {
        g_free(signature);
    }
    gtk_widget_queue_draw(GTK_WIDGET(self));
}

static gboolean animations_enabled(DatepickWheel *self) {
    gboolean enabled = TRUE;
    g_object_get(gtk_widget_get_settings(GTK_WIDGET(self)), "gtk-enable-animations", &enabled, NULL);
    return enabled;
}

static void stop_animation(DatepickWheel *self) {
    if (self->tick) gtk_widget_remove_tick_callback(GTK_WIDGET(self), self->tick);
    self->tick = 0;
    g_clear_handle_id(&self->snap_timeout, g_source_remove);
}

/* Moves the wheel to `position`: the model steps a row each time another row comes nearest the bar. Returns
 * FALSE when an end of the wheel (or of the rows that can be chosen) stopped it, there, on a whole row. */
static gboolean move_to(DatepickWheel *self, double position) {
    gboolean blocked = FALSE;
    long nearest = lround(position);
    /* An app's handler of the change may replace the picker's wheels: then this one, unparented, moves no more. */
    while (self->stepped != nearest && gtk_widget_get_parent(GTK_WIDGET(self))) {
        int direction = nearest > self->stepped ? 1 : -1;
        if (!datepick_wheel_model_step(self->model, self->wheel, direction)) {
            blocked = TRUE;
            break;
        }
        self->stepped += direction;
    }
    self->position = blocked ? self->stepped : position;
    gtk_widget_queue_draw(GTK_WIDGET(self));
    return !blocked;
}

static double offset(DatepickWheel *self) { return self->position - self->stepped; }

static gboolean animate(GtkWidget *widget, GdkFrameClock *clock, gpointer data) {
    (void)data;
    DatepickWheel *self = DATEPICK_WHEEL(widget);
    gint64 now = gdk_frame_clock_get_frame_time(clock);
    if (self->animation_start == 0) self->animation_start = now;
    double progress = MIN(1.0, (double)(now - self->animation_start) / (double)self->animation_duration);
    /* Ease out (a cubic): fast at the release, slowing into the row. */
    double eased = 1 - pow(1 - progress, 3);
    double position = self->animation_from + (self->animation_to - self->animation_from) * eased;
    if (move_to(self, progress >= 1 ? self->animation_to : position) && progress < 1) return G_SOURCE_CONTINUE;
    self->tick = 0;
    return G_SOURCE_REMOVE;
}

/* A step of `delta` rows at once (a click, a landing without animation), from the row nearest the bar. */
static void step(DatepickWheel *self, int delta) {
    stop_animation(self);
    move_to(self, self->stepped); /* onto the row the wheel was nearest */
    if (delta != 0 && datepick_wheel_model_step(self->model, self->wheel, delta)) {
        self->stepped += delta;
        self->position = self->stepped;
    }
}

/* The end of a motion at `velocity` rows a second: on to where that momentum carries the wheel, onto a whole row
 * (with the velocity 0, a snap to the nearest one). With animations off (reduced motion) the wheel lands there
 * at once. */
static void fling(DatepickWheel *self, double velocity) {
    stop_animation(self);
    double target = round(self->position + CLAMP(velocity, -80, 80) * deceleration_seconds);
    if (!animations_enabled(self)) {
        /* One change, from the row the wheel was on to the one it lands on: one notification. */
        step(self, (int)(target - self->stepped));
        return;
    }
    if (fabs(target - self->position) < 1e-6) {
        move_to(self, target);
        return;
    }
    self->animation_from = self->position;
    self->animation_to = target;
    self->animation_start = 0;
    /* A snap of half a row takes a fifth of a second; a long fling up to a second and a half. */
    double seconds = MIN(1.5, 0.2 + 0.25 * log2(1 + fabs(target - self->position)));
    self->animation_duration = (gint64)(seconds * G_USEC_PER_SEC);
    self->tick = gtk_widget_add_tick_callback(GTK_WIDGET(self), animate, NULL, NULL);
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

/* As wide as its widest row with the unit label beside it, and its title. */
static int natural_width(DatepickWheel *self) {
    if (self->width >= 0) return self->width;
    int widest = 0, width = 0;
    int rows = datepick_wheel_model_row_count(self->model, self->wheel);
    PangoLayout *text = layout(self, datepick_wheel_model_title(self->model, self->wheel));
    pango_layout_get_pixel_size(text, &widest, NULL);
    int unit_width = unit_space(text, datepick_wheel_model_unit_label(self->model, self->wheel));
    /* Every row of a wheel of up to 400 rows (the JSON view's bound); of a longer one, a sample. */
    int stride = rows > 400 ? rows / 400 : 1;
    for (int row = 0; row < rows; row += stride) {
        pango_layout_set_text(text, datepick_wheel_model_row_label(self->model, self->wheel, row), -1);
        pango_layout_get_pixel_size(text, &width, NULL);
        if (width + unit_width > widest) widest = width + unit_width;
    }
    g_object_unref(text);
    return self->width = widest + 16;
}

static void measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum, int *natural,
                    int *minimum_baseline, int *natural_baseline) {
    (void)for_size;
    DatepickWheel *self = DATEPICK_WHEEL(widget);
    *minimum_baseline = *natural_baseline = -1;
    if (orientation == GTK_ORIENTATION_VERTICAL)
        *minimum = *natural = (int)ceil(title_height(self) + visible_rows * row_height(self));
    else
        *minimum = *natural = natural_width(self);
}

/* A row's opacity by its distance from the bar, in rows: full in it, fading to the edges (0 a row past them). */
static float row_alpha(double distance) {
    if (distance <= 1) return (float)(1 - 0.4 * distance);
    if (distance <= 2) return (float)(0.6 - 0.3 * (distance - 1));
    return (float)MAX(0, 0.3 * (3 - distance));
}

static void snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    DatepickWheel *self = DATEPICK_WHEEL(widget);
    const char *labels[drawn_rows];
    bool enabled[drawn_rows];
    int selected = datepick_wheel_model_visible_rows(self->model, self->wheel, drawn_before, drawn_after, labels, enabled);
    if (selected < 0) return;
    double height = row_height(self), top = title_height(self), width = gtk_widget_get_width(widget);
    double shift = offset(self);
    gboolean rtl = gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL;
    GdkRGBA color;
    gtk_style_context_get_color(gtk_widget_get_style_context(widget), &color);

    PangoLayout *text = layout(self, datepick_wheel_model_title(self->model, self->wheel));
    PangoAttrList *small = pango_attr_list_new();
    pango_attr_list_insert(small, pango_attr_scale_new(0.8));
    pango_layout_set_attributes(text, small);
    int text_width = 0, text_height = 0;
    pango_layout_get_pixel_size(text, &text_width, &text_height);
    GdkRGBA dim = color;
    dim.alpha *= 0.55f;
    gtk_snapshot_save(snapshot);
    gtk_snapshot_translate(snapshot, &GRAPHENE_POINT_INIT((float)((width - text_width) / 2), 0));
    gtk_snapshot_append_layout(snapshot, text, &dim);
    gtk_snapshot_restore(snapshot);
    pango_layout_set_attributes(text, NULL);
    pango_attr_list_unref(small);

    /* The rows move under the title, never over it. */
    gtk_snapshot_push_clip(snapshot, &GRAPHENE_RECT_INIT(0, (float)top, (float)width, (float)(visible_rows * height)));
    const char *unit = datepick_wheel_model_unit_label(self->model, self->wheel);
    int unit_width = unit_space(text, unit);
    for (int place = 0; place < drawn_rows; place++) {
        if (!labels[place]) continue;
        double rows_away = place - drawn_before - shift;
        gboolean bar = place == drawn_before;
        GdkRGBA row_color = color;
        row_color.alpha *= row_alpha(fabs(rows_away)) * (enabled[place] ? 1.0f : 0.4f);
        if (row_color.alpha <= 0) continue;
        pango_layout_set_text(text, labels[place], -1);
        pango_layout_get_pixel_size(text, &text_width, &text_height);
        double row_top = top + (visible_before + rows_away) * height + (height - text_height) / 2;
        double left = (width - text_width - (bar ? unit_width : 0)) / 2;
        if (rtl && bar) left += unit_width;
        gtk_snapshot_save(snapshot);
        gtk_snapshot_translate(snapshot, &GRAPHENE_POINT_INIT((float)left, (float)row_top));
        gtk_snapshot_append_layout(snapshot, text, &row_color);
        gtk_snapshot_restore(snapshot);
        if (bar && unit) {
            /* The unit label in the selection bar, beside the value (after it in reading order). */
            pango_layout_set_text(text, unit, -1);
            double unit_left = rtl ? left - unit_width : left + text_width + unit_gap;
            gtk_snapshot_save(snapshot);
            gtk_snapshot_translate(snapshot, &GRAPHENE_POINT_INIT((float)unit_left, (float)row_top));
            gtk_snapshot_append_layout(snapshot, text, &row_color);
            gtk_snapshot_restore(snapshot);
        }
    }
    gtk_snapshot_pop(snapshot);
    g_object_unref(text);
    if (gtk_widget_has_visible_focus(widget)) {
        GdkRGBA ring = color;
        ring.alpha *= 0.5f;
        GskRoundedRect band;
        gsk_rounded_rect_init_from_rect(&band, &GRAPHENE_RECT_INIT(1, (float)(top + visible_before * height),
                                                                   (float)width - 2, (float)height), 6);
        float widths[4] = {2, 2, 2, 2};
        GdkRGBA colors[4] = {ring, ring, ring, ring};
        gtk_snapshot_append_border(snapshot, &band, widths, colors);
    }
}

/* The web's name of a key a wheel takes (libdatepick's names, as dp_picker_wheel_key takes them), or NULL. */
static const char *key_name(guint keyval) {
    switch (keyval) {
    case GDK_KEY_Up: case GDK_KEY_KP_Up: return "ArrowUp";
    case GDK_KEY_Down: case GDK_KEY_KP_Down: return "ArrowDown";
    case GDK_KEY_Page_Up: case GDK_KEY_KP_Page_Up: return "PageUp";
    case GDK_KEY_Page_Down: case GDK_KEY_KP_Page_Down: return "PageDown";
    case GDK_KEY_Home: return "Home";
    case GDK_KEY_End: return "End";
    default: return NULL;
    }
}

/* A key on the wheel, by name or as a character typed: libdatepick moves the model as every datepick picker's
 * wheels move (a row, five, an edge, or the row what was typed within a second reaches), from the row the wheel
 * was nearest, drawn there at once. */
static gboolean press(DatepickWheel *self, const char *key) {
    stop_animation(self);
    move_to(self, self->stepped); /* onto the row the wheel was nearest */
    datepick_wheel_model_key(self->model, self->wheel, key, (double)g_get_monotonic_time() / G_USEC_PER_SEC);
    return TRUE;
}

static gboolean key_pressed(GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state,
                            gpointer data) {
    (void)controller, (void)keycode;
    DatepickWheel *self = data;
    const char *name = key_name(keyval);
    if (name) return press(self, name);
    if (keyval == GDK_KEY_Left || keyval == GDK_KEY_Right)
        /* Left and right move between wheels on screen, whichever way the locale reads. */
        return gtk_widget_child_focus(gtk_widget_get_parent(GTK_WIDGET(self)),
                                      keyval == GDK_KEY_Left ? GTK_DIR_LEFT : GTK_DIR_RIGHT);
    if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK)) return FALSE;
    /* A character typed: a digit of a row's number, a letter of a value's or a zone's name. */
    gunichar character = gdk_keyval_to_unicode(keyval);
    if (!character || !g_unichar_isgraph(character)) return FALSE;
    char text[8] = {0};
    g_unichar_to_utf8(character, text);
    return press(self, text);
}

/* The rows a scroll's delta moves: a mouse wheel's notch (or a smooth wheel's part of one) is a row; a
 * touchpad's pixels are pixels. */
static double scroll_rows(DatepickWheel *self, GtkEventControllerScroll *controller, double delta) {
    return gtk_event_controller_scroll_get_unit(controller) == GDK_SCROLL_UNIT_SURFACE ? delta / row_height(self)
                                                                                        : delta;
}

static gboolean snap_now(gpointer data) {
    DatepickWheel *self = data;
    self->snap_timeout = 0;
    fling(self, 0);
    return G_SOURCE_REMOVE;
}

static void snap_later(DatepickWheel *self, guint milliseconds) {
    g_clear_handle_id(&self->snap_timeout, g_source_remove);
    if (fabs(offset(self)) > 1e-6) self->snap_timeout = g_timeout_add(milliseconds, snap_now, self);
}

/* Scrolling moves the rows with the fingers, or a row a notch; between rows, the wheel settles on the nearest
 * once the scrolling stops (a touchpad on X11 never says that it stopped: a pause does). */
static gboolean scrolled(GtkEventControllerScroll *controller, double dx, double dy, gpointer data) {
    (void)dx;
    DatepickWheel *self = data;
    if (self->tick) stop_animation(self);
    move_to(self, self->position + scroll_rows(self, controller, dy));
    snap_later(self, 150);
    return TRUE;
}

static void scroll_ended(GtkEventControllerScroll *controller, gpointer data) {
    (void)controller;
    snap_later(data, 50);
}

/* A touchpad's kinetic scrolling: the fingers left it moving. */
static void decelerate(GtkEventControllerScroll *controller, double vx, double vy, gpointer data) {
    (void)vx;
    DatepickWheel *self = data;
    fling(self, scroll_rows(self, controller, vy));
}

/* A click (a press and release that did not move past the drag threshold) on a row above or below the bar moves
 * that row into it. */
static void clicked(DatepickWheel *self, double y) {
    double top = 0, height = 0;
    datepick_wheel_selection_band(self, &top, &height);
    step(self, (int)floor((y - top) / height));
}

static void add_sample(DatepickWheel *self, guint32 time) {
    if (self->sample_count == velocity_samples) {
        memmove(self->samples, self->samples + 1, sizeof self->samples[0] * (velocity_samples - 1));
        self->sample_count--;
    }
    self->samples[self->sample_count].time = time;
    self->samples[self->sample_count].position = self->position;
    self->sample_count++;
}

/* The drag's speed at its release, in rows a second: over the last tenth of a second of its motion, 0 when the
 * pointer rested before the release. */
static double release_velocity(DatepickWheel *self, guint32 release) {
    if (self->sample_count < 2) return 0;
    int last = self->sample_count - 1, first = last;
    if (release - self->samples[last].time > rest_milliseconds) return 0;
    while (first > 0 && self->samples[last].time - self->samples[first - 1].time <= rest_milliseconds) first--;
    guint32 elapsed = self->samples[last].time - self->samples[first].time;
    if (elapsed == 0) return 0;
    return (self->samples[last].position - self->samples[first].position) * 1000.0 / elapsed;
}

static void drag_begin(GtkGestureDrag *gesture, double x, double y, gpointer data) {
    (void)x, (void)y;
    DatepickWheel *self = data;
    gtk_widget_grab_focus(GTK_WIDGET(self));
    /* A press stops a spinning wheel where it is, as a finger does. */
    stop_animation(self);
    self->drag_start = self->position;
    self->sample_count = 0;
    add_sample(self, gtk_event_controller_get_current_event_time(GTK_EVENT_CONTROLLER(gesture)));
}

/* Dragging moves the rows with the pointer. */
static void drag_update(GtkGestureDrag *gesture, double x, double y, gpointer data) {
    (void)x;
    DatepickWheel *self = data;
    /* Past an end of the wheel, the pointer takes the wheel from where it stopped: dragging back moves it at once. */
    if (!move_to(self, self->drag_start - y / row_height(self))) self->drag_start = self->position + y / row_height(self);
    add_sample(self, gtk_event_controller_get_current_event_time(GTK_EVENT_CONTROLLER(gesture)));
}

/* The release: a click, or on with the drag's momentum, onto a row. */
static void drag_end(GtkGestureDrag *gesture, double x, double y, gpointer data) {
    DatepickWheel *self = data;
    double start_x = 0, start_y = 0;
    gtk_gesture_drag_get_start_point(gesture, &start_x, &start_y);
    if (!gtk_drag_check_threshold(GTK_WIDGET(self), (int)start_x, (int)start_y, (int)(start_x + x), (int)(start_y + y))) {
        clicked(self, start_y);
        return;
    }
    fling(self, release_velocity(self, gtk_event_controller_get_current_event_time(GTK_EVENT_CONTROLLER(gesture))));
}

static void scale_changed(GObject *object, GParamSpec *pspec, gpointer data) {
    (void)object, (void)pspec;
    forget_measures(data);
}

/* A style change (which GTK has passed on to the widget's Pango context) that changes the font: hovering and
 * focus change the style but not the font, and measure nothing again. */
static void css_changed(GtkWidget *widget, GtkCssStyleChange *change) {
    GTK_WIDGET_CLASS(datepick_wheel_parent_class)->css_changed(widget, change);
    DatepickWheel *self = DATEPICK_WHEEL(widget);
    const PangoFontDescription *font = pango_context_get_font_description(gtk_widget_get_pango_context(widget));
    if (self->font && !pango_font_description_equal(self->font, font)) forget_measures(self);
}

static void system_setting_changed(GtkWidget *widget, GtkSystemSetting setting) {
    GTK_WIDGET_CLASS(datepick_wheel_parent_class)->system_setting_changed(widget, setting);
    forget_measures(DATEPICK_WHEEL(widget));
}

static void unmap(GtkWidget *widget) {
    DatepickWheel *self = DATEPICK_WHEEL(widget);
    stop_animation(self);
    move_to(self, self->stepped);
    GTK_WIDGET_CLASS(datepick_wheel_parent_class)->unmap(widget);
}

static void datepick_wheel_dispose(GObject *object) {
    DatepickWheel *self = DATEPICK_WHEEL(object);
    if (self->model) g_clear_signal_handler(&self->changed_handler, self->model);
    g_clear_object(&self->model);
    g_clear_handle_id(&self->snap_timeout, g_source_remove);
    g_clear_pointer(&self->rows_signature, g_free);
    g_clear_pointer(&self->font, pango_font_description_free);
    G_OBJECT_CLASS(datepick_wheel_parent_class)->dispose(object);
}

static void datepick_wheel_class_init(DatepickWheelClass *klass) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    G_OBJECT_CLASS(klass)->dispose = datepick_wheel_dispose;
    widget_class->measure = measure;
    widget_class->snapshot = snapshot;
    widget_class->css_changed = css_changed;
    widget_class->system_setting_changed = system_setting_changed;
    widget_class->unmap = unmap;
    gtk_widget_class_set_css_name(widget_class, "datepick-wheel");
    gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_SPIN_BUTTON);
}

static void datepick_wheel_init(DatepickWheel *self) {
    self->width = -1;
    gtk_widget_set_focusable(GTK_WIDGET(self), TRUE);
    g_signal_connect(self, "notify::scale-factor", G_CALLBACK(scale_changed), self);
    GtkEventController *keys = gtk_event_controller_key_new();
    g_signal_connect(keys, "key-pressed", G_CALLBACK(key_pressed), self);
    gtk_widget_add_controller(GTK_WIDGET(self), keys);
    GtkEventController *scroll =
        gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_VERTICAL | GTK_EVENT_CONTROLLER_SCROLL_KINETIC);
    g_signal_connect(scroll, "scroll", G_CALLBACK(scrolled), self);
    g_signal_connect(scroll, "scroll-end", G_CALLBACK(scroll_ended), self);
    g_signal_connect(scroll, "decelerate", G_CALLBACK(decelerate), self);
    gtk_widget_add_controller(GTK_WIDGET(self), scroll);
    GtkGesture *drag = gtk_gesture_drag_new();
    g_signal_connect(drag, "drag-begin", G_CALLBACK(drag_begin), self);
    g_signal_connect(drag, "drag-update", G_CALLBACK(drag_update), self);
    g_signal_connect(drag, "drag-end", G_CALLBACK(drag_end), self);
    gtk_widget_add_controller(GTK_WIDGET(self), GTK_EVENT_CONTROLLER(drag));
}

static void model_changed(DatepickWheelModel *model, gpointer data) {
    (void)model;
    datepick_wheel_update(data);
}

GtkWidget *datepick_wheel_new(DatepickWheelModel *model, int wheel) {
    DatepickWheel *self = g_object_new(DATEPICK_TYPE_WHEEL, NULL);
    self->model = g_object_ref(model);
    self->wheel = wheel;
    self->changed_handler = g_signal_connect(model, "changed", G_CALLBACK(model_changed), self);
    datepick_wheel_update(self);
    return GTK_WIDGET(self);
}
