/* The wheel widget inside a Datepick.WheelPicker: private to the library, not in the GIR. */
#pragma once

#include <gtk/gtk.h>

#include "datepick-wheel-model-private.h"

G_BEGIN_DECLS

#define DATEPICK_TYPE_WHEEL (datepick_wheel_get_type())
G_DECLARE_FINAL_TYPE(DatepickWheel, datepick_wheel, DATEPICK, WHEEL, GtkWidget)

/* A wheel showing wheel `wheel` of `model` (a reference is kept), updated on the model's "changed". */
GtkWidget *datepick_wheel_new(DatepickWheelModel *model, int wheel);
/* The accessible value, a redraw, and a new size when the wheel's rows or title changed. */
void datepick_wheel_update(DatepickWheel *wheel);
/* Where the selected row is drawn, from the wheel's top: the band the selection bar covers. */
void datepick_wheel_selection_band(DatepickWheel *wheel, double *top, double *height);

G_END_DECLS
