/* The wheel widget inside a Datepick.WheelPicker: private to the library, not in the GIR. */
#pragma once

#include <datepick.h>
#include <gtk/gtk.h>

#include "datepick-wheel-picker.h"

G_BEGIN_DECLS

/* What a wheel shows and changes, whichever model the picker holds (a dp_picker of a date, a time or a
 * countdown, or a dp_values of the app's columns): the wheel draws and takes input through these alone, so that
 * one widget serves both. Strings are borrowed as libdatepick lends them (until the next change). */
typedef struct {
    int (*row_count)(DatepickWheelPicker *picker, int wheel);
    int (*selected_row)(DatepickWheelPicker *picker, int wheel);
    const char *(*row_label)(DatepickWheelPicker *picker, int wheel, int row);
    /* The wheel's title (drawn above it), its accessible name and its unit label, or NULL. */
    const char *(*title)(DatepickWheelPicker *picker, int wheel);
    const char *(*accessible_name)(DatepickWheelPicker *picker, int wheel);
    const char *(*unit_label)(DatepickWheelPicker *picker, int wheel);
    /* As dp_picker_visible_rows: the selected row, and the labels and enabled flags around it. */
    int (*visible_rows)(DatepickWheelPicker *picker, int wheel, int before, int after, const char **labels,
                        bool *enabled);
    /* The row that text typed on the wheel reaches, or -1; `typed` is what was typed within a second. */
    int (*row_for_typed)(DatepickWheelPicker *picker, int wheel, const char *typed);
    /* The model's changes, without notifying: whether the call was taken. */
    bool (*select)(DatepickWheelPicker *picker, int wheel, int row);
    bool (*step)(DatepickWheelPicker *picker, int wheel, int delta);
    bool (*select_edge)(DatepickWheelPicker *picker, int wheel, bool last);
    /* The whole value, to tell whether a change changed anything (freed with dp_string_free). */
    char *(*value)(DatepickWheelPicker *picker);
} DatepickWheelSource;

#define DATEPICK_TYPE_WHEEL (datepick_wheel_get_type())
G_DECLARE_FINAL_TYPE(DatepickWheel, datepick_wheel, DATEPICK, WHEEL, GtkWidget)

/* A wheel showing wheel `component` of the picker's model. */
GtkWidget *datepick_wheel_new(DatepickWheelPicker *picker, int component);
/* After the value changed: the accessible value, a redraw, and a new size when the wheel's rows changed. */
void datepick_wheel_update(DatepickWheel *wheel);
/* Where the selected row is drawn, from the wheel's top: the band the selection bar covers. */
void datepick_wheel_selection_band(DatepickWheel *wheel, double *top, double *height);

/* The model the picker's wheels show now. */
const DatepickWheelSource *datepick_wheel_picker_get_source(DatepickWheelPicker *self);
/* Selects a wheel's first or last row, as Home and End do; notifies as datepick_wheel_picker_step does. */
gboolean datepick_wheel_picker_select_edge(DatepickWheelPicker *self, int wheel, gboolean last);

G_END_DECLS
