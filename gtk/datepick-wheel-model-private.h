/* The model a Datepick.WheelPicker's wheels show: a date picker's wheels (a dp_picker of a date, a time or a
 * countdown) or the app's columns (a dp_values), behind one interface, so that one wheel widget serves both. The
 * picker widget makes it and gives it to each wheel with the wheel's index, as a GtkSpinButton is given a
 * GtkAdjustment; a change made through it is announced by its "changed" signal to every wheel and to the picker,
 * and no wheel calls into the picker. Private to the library, not in the GIR. */
#pragma once

#include <datepick.h>
#include <gtk/gtk.h>

G_BEGIN_DECLS

#define DATEPICK_TYPE_WHEEL_MODEL (datepick_wheel_model_get_type())
G_DECLARE_FINAL_TYPE(DatepickWheelModel, datepick_wheel_model, DATEPICK, WHEEL_MODEL, GObject)

/* A date picker's wheels. `picker` is borrowed: its owner calls datepick_wheel_model_detach before freeing it. */
DatepickWheelModel *datepick_wheel_model_new_for_picker(dp_picker *picker);
/* The app's columns, borrowed the same way, with `titles` (char *, NULL for none; shared, not copied: the owner
 * changes them and the model reads them). */
DatepickWheelModel *datepick_wheel_model_new_for_values(dp_values *values, GPtrArray *titles);
/* The picker or the values are going away: from now on the model has no wheels. */
void datepick_wheel_model_detach(DatepickWheelModel *self);

int datepick_wheel_model_wheel_count(DatepickWheelModel *self);
int datepick_wheel_model_row_count(DatepickWheelModel *self, int wheel);
int datepick_wheel_model_selected_row(DatepickWheelModel *self, int wheel);
/* Strings are borrowed as libdatepick lends them: until the next change. */
const char *datepick_wheel_model_row_label(DatepickWheelModel *self, int wheel, int row);
/* The wheel's title (drawn above it), its accessible name and its unit label, or NULL. */
const char *datepick_wheel_model_title(DatepickWheelModel *self, int wheel);
const char *datepick_wheel_model_accessible_name(DatepickWheelModel *self, int wheel);
const char *datepick_wheel_model_unit_label(DatepickWheelModel *self, int wheel);
/* As dp_picker_visible_rows: the selected row, and the labels and enabled flags around it. */
int datepick_wheel_model_visible_rows(DatepickWheelModel *self, int wheel, int before, int after, const char **labels,
                                      bool *enabled);

/* The changes: each returns whether the value changed, and then emits "changed". */
gboolean datepick_wheel_model_select(DatepickWheelModel *self, int wheel, int row);
gboolean datepick_wheel_model_step(DatepickWheelModel *self, int wheel, int delta);
/* A key pressed on a wheel, by the web's name ("ArrowUp", "ArrowDown", "PageUp", "PageDown", "Home", "End") or a
 * character typed as UTF-8 text, at `seconds` on a monotonic clock: as dp_picker_wheel_key takes it. */
gboolean datepick_wheel_model_key(DatepickWheelModel *self, int wheel, const char *key, double seconds);

/* The whole value, as the datepick command prints it (dp_string_free it); NULL once detached. */
char *datepick_wheel_model_value(DatepickWheelModel *self);

G_END_DECLS
