#pragma once

#if !defined(DATEPICK_GTK_INSIDE) && !defined(DATEPICK_GTK_COMPILATION)
#error "Include <datepick-gtk.h> alone."
#endif

#include <gtk/gtk.h>

#include "datepick-version.h"

#include "datepick-mode.h"

G_BEGIN_DECLS

#define DATEPICK_TYPE_WHEEL_PICKER (datepick_wheel_picker_get_type())
DATEPICK_AVAILABLE_IN_ALL
G_DECLARE_FINAL_TYPE(DatepickWheelPicker, datepick_wheel_picker, DATEPICK, WHEEL_PICKER, GtkWidget)

DATEPICK_AVAILABLE_IN_ALL
GtkWidget *datepick_wheel_picker_new(void);

DATEPICK_AVAILABLE_IN_ALL
DatepickMode datepick_wheel_picker_get_mode(DatepickWheelPicker *self);
DATEPICK_AVAILABLE_IN_ALL
void datepick_wheel_picker_set_mode(DatepickWheelPicker *self, DatepickMode mode);

DATEPICK_AVAILABLE_IN_ALL
const char *datepick_wheel_picker_get_locale(DatepickWheelPicker *self);
DATEPICK_AVAILABLE_IN_ALL
void datepick_wheel_picker_set_locale(DatepickWheelPicker *self, const char *locale);

DATEPICK_AVAILABLE_IN_ALL
GDateTime *datepick_wheel_picker_get_date_time(DatepickWheelPicker *self);
DATEPICK_AVAILABLE_IN_ALL
void datepick_wheel_picker_set_date_time(DatepickWheelPicker *self, GDateTime *date_time);

DATEPICK_AVAILABLE_IN_ALL
gint64 datepick_wheel_picker_get_duration(DatepickWheelPicker *self);
DATEPICK_AVAILABLE_IN_ALL
void datepick_wheel_picker_set_duration(DatepickWheelPicker *self, gint64 duration);

DATEPICK_AVAILABLE_IN_ALL
char *datepick_wheel_picker_get_view_json(DatepickWheelPicker *self);
DATEPICK_AVAILABLE_IN_ALL
const char *datepick_wheel_picker_get_error(DatepickWheelPicker *self);

DATEPICK_AVAILABLE_IN_ALL
int datepick_wheel_picker_get_wheel_count(DatepickWheelPicker *self);
DATEPICK_AVAILABLE_IN_ALL
gboolean datepick_wheel_picker_step(DatepickWheelPicker *self, int wheel, int delta);

/* The generic picker: wheels over columns of values the app gives (UIPickerView's model). */
DATEPICK_AVAILABLE_IN_ALL
GtkWidget *datepick_wheel_picker_new_for_values(const char *wheels_json, GError **error);
DATEPICK_AVAILABLE_IN_ALL
GtkWidget *datepick_wheel_picker_new_for_list(const char *list, const char *locale, GError **error);
DATEPICK_AVAILABLE_IN_ALL
gboolean datepick_wheel_picker_set_values(DatepickWheelPicker *self, const char *wheels_json, GError **error);
DATEPICK_AVAILABLE_IN_ALL
gboolean datepick_wheel_picker_append_values_wheel(DatepickWheelPicker *self, const char *const *values,
                                                   const char *unit, gboolean cyclic, GError **error);
DATEPICK_AVAILABLE_IN_ALL
gboolean datepick_wheel_picker_get_has_values(DatepickWheelPicker *self);
DATEPICK_AVAILABLE_IN_ALL
gboolean datepick_wheel_picker_set_wheel_title(DatepickWheelPicker *self, int wheel, const char *title);

/* Any picker's wheels, by row. */
DATEPICK_AVAILABLE_IN_ALL
char **datepick_wheel_picker_get_selected_values(DatepickWheelPicker *self);
DATEPICK_AVAILABLE_IN_ALL
char *datepick_wheel_picker_get_value(DatepickWheelPicker *self);
DATEPICK_AVAILABLE_IN_ALL
int datepick_wheel_picker_get_selected_row(DatepickWheelPicker *self, int wheel);
DATEPICK_AVAILABLE_IN_ALL
gboolean datepick_wheel_picker_select_row(DatepickWheelPicker *self, int wheel, int row);

/* Any option of libdatepick's table by name, for those without a property of their own. */
DATEPICK_AVAILABLE_IN_ALL
gboolean datepick_wheel_picker_set_option(DatepickWheelPicker *self, const char *name, const char *value);
DATEPICK_AVAILABLE_IN_ALL
char *datepick_wheel_picker_get_option(DatepickWheelPicker *self, const char *name);

G_END_DECLS
