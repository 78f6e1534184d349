/* The wheel widget inside a Datepick.WheelPicker: private to the library, not in the GIR. */
#pragma once

#include <datepick.h>
#include <gtk/gtk.h>

#include "datepick-wheel-picker.h"

G_BEGIN_DECLS

#define DATEPICK_TYPE_WHEEL (datepick_wheel_get_type())
G_DECLARE_FINAL_TYPE(DatepickWheel, datepick_wheel, DATEPICK, WHEEL, GtkWidget)

/* A wheel showing wheel `component` of the picker's dp_picker. */
GtkWidget *datepick_wheel_new(DatepickWheelPicker *picker, int component);
/* After the value changed: the accessible value and a redraw. */
void datepick_wheel_update(DatepickWheel *wheel);
/* Where the selected row is drawn, from the wheel's top: the band the selection bar covers. */
void datepick_wheel_selection_band(DatepickWheel *wheel, double *top, double *height);

dp_picker *datepick_wheel_picker_get_dp_picker(DatepickWheelPicker *self);
/* After a wheel changed the picker's value. */
void datepick_wheel_picker_changed(DatepickWheelPicker *self);

G_END_DECLS
