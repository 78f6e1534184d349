/* The model behind a Datepick.WheelPicker's wheels (datepick-wheel-model-private.h). */
#include "datepick-wheel-model-private.h"

struct _DatepickWheelModel {
    GObject parent_instance;
    dp_picker *picker; /* a date picker's, or */
    dp_values *values; /* the app's columns; both NULL once detached */
    GPtrArray *titles; /* the values wheels' titles, the owner's */
};

G_DEFINE_FINAL_TYPE(DatepickWheelModel, datepick_wheel_model, G_TYPE_OBJECT)

enum { CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void datepick_wheel_model_finalize(GObject *object) {
    DatepickWheelModel *self = DATEPICK_WHEEL_MODEL(object);
    g_clear_pointer(&self->titles, g_ptr_array_unref);
    G_OBJECT_CLASS(datepick_wheel_model_parent_class)->finalize(object);
}

static void datepick_wheel_model_class_init(DatepickWheelModelClass *klass) {
    G_OBJECT_CLASS(klass)->finalize = datepick_wheel_model_finalize;
    /* The value changed: every wheel may show other rows (a day clamped to a shorter month). */
    signals[CHANGED] = g_signal_new("changed", G_TYPE_FROM_CLASS(klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                    G_TYPE_NONE, 0);
}

static void datepick_wheel_model_init(DatepickWheelModel *self) { (void)self; }

DatepickWheelModel *datepick_wheel_model_new_for_picker(dp_picker *picker) {
    DatepickWheelModel *self = g_object_new(DATEPICK_TYPE_WHEEL_MODEL, NULL);
    self->picker = picker;
    return self;
}

DatepickWheelModel *datepick_wheel_model_new_for_values(dp_values *values, GPtrArray *titles) {
    DatepickWheelModel *self = g_object_new(DATEPICK_TYPE_WHEEL_MODEL, NULL);
    self->values = values;
    self->titles = titles ? g_ptr_array_ref(titles) : NULL;
    return self;
}

void datepick_wheel_model_detach(DatepickWheelModel *self) {
    self->picker = NULL;
    self->values = NULL;
}

int datepick_wheel_model_wheel_count(DatepickWheelModel *self) {
    if (self->values) return dp_values_wheel_count(self->values);
    return self->picker ? dp_picker_wheel_count(self->picker) : 0;
}

int datepick_wheel_model_row_count(DatepickWheelModel *self, int wheel) {
    if (self->values) return dp_values_row_count(self->values, wheel);
    return self->picker ? dp_picker_row_count(self->picker, wheel) : 0;
}

int datepick_wheel_model_selected_row(DatepickWheelModel *self, int wheel) {
    if (self->values) return dp_values_selected_row(self->values, wheel);
    return self->picker ? dp_picker_selected_row(self->picker, wheel) : -1;
}

const char *datepick_wheel_model_row_label(DatepickWheelModel *self, int wheel, int row) {
    if (self->values) return dp_values_row_label(self->values, wheel, row);
    return self->picker ? dp_picker_row_label(self->picker, wheel, row) : NULL;
}

const char *datepick_wheel_model_title(DatepickWheelModel *self, int wheel) {
    if (self->picker) return dp_picker_wheel_title(self->picker, wheel);
    return self->values && self->titles && wheel >= 0 && (guint)wheel < self->titles->len
               ? g_ptr_array_index(self->titles, wheel)
               : NULL;
}

/* A date wheel without a title is named by its field; a wheel of values without one by its unit ("kg"). */
const char *datepick_wheel_model_accessible_name(DatepickWheelModel *self, int wheel) {
    const char *title = datepick_wheel_model_title(self, wheel);
    if (title) return title;
    if (self->values) return dp_values_unit_label(self->values, wheel);
    return self->picker ? dp_picker_wheel_field(self->picker, wheel) : NULL;
}

const char *datepick_wheel_model_unit_label(DatepickWheelModel *self, int wheel) {
    if (self->values) return dp_values_unit_label(self->values, wheel);
    return self->picker ? dp_picker_unit_label(self->picker, wheel) : NULL;
}

int datepick_wheel_model_visible_rows(DatepickWheelModel *self, int wheel, int before, int after, const char **labels,
                                      bool *enabled) {
    if (self->picker) return dp_picker_visible_rows(self->picker, wheel, before, after, labels, enabled);
    if (!self->values) return -1;
    int selected = dp_values_visible_rows(self->values, wheel, before, after, labels);
    /* Every row of values can be chosen: those that exist are enabled. */
    for (int place = 0; selected >= 0 && enabled && place < before + 1 + after; place++) enabled[place] = labels[place] != NULL;
    return selected;
}

char *datepick_wheel_model_value(DatepickWheelModel *self) {
    if (self->values) return dp_values_value(self->values);
    return self->picker ? dp_picker_value(self->picker) : NULL;
}

/* One change of the model: libdatepick says whether the value moved, which is announced. */
typedef bool (*change_fn)(DatepickWheelModel *self, int wheel, int argument);
static gboolean change(DatepickWheelModel *self, int wheel, change_fn apply, int argument) {
    if (wheel < 0 || wheel >= datepick_wheel_model_wheel_count(self)) return FALSE;
    gboolean moved = apply(self, wheel, argument);
    if (moved) g_signal_emit(self, signals[CHANGED], 0);
    return moved;
}

static bool apply_select(DatepickWheelModel *self, int wheel, int row) {
    return self->values ? dp_values_select(self->values, wheel, row, NULL)
                        : dp_picker_select(self->picker, wheel, row, NULL);
}

static bool apply_step(DatepickWheelModel *self, int wheel, int delta) {
    return self->values ? dp_values_step(self->values, wheel, delta, NULL)
                        : dp_picker_step(self->picker, wheel, delta, NULL);
}

gboolean datepick_wheel_model_select(DatepickWheelModel *self, int wheel, int row) {
    return change(self, wheel, apply_select, row);
}

gboolean datepick_wheel_model_step(DatepickWheelModel *self, int wheel, int delta) {
    return change(self, wheel, apply_step, delta);
}

/* A key is libdatepick's to take (dp_picker_wheel_key, dp_values_wheel_key): what it does, and what typing within
 * a second gathers, is the same navigation as every datepick picker's. */
gboolean datepick_wheel_model_key(DatepickWheelModel *self, int wheel, const char *key, double seconds) {
    if (wheel < 0 || wheel >= datepick_wheel_model_wheel_count(self)) return FALSE;
    gboolean moved = self->values ? dp_values_wheel_key(self->values, wheel, key, seconds, NULL)
                                  : dp_picker_wheel_key(self->picker, wheel, key, seconds, NULL);
    if (moved) g_signal_emit(self, signals[CHANGED], 0);
    return moved;
}
