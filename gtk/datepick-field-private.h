/* A segment of a Datepick.DateField: private to the library, not in the GIR. */
#pragma once

#include <datepick.h>
#include <gtk/gtk.h>

#include "datepick-date-field.h"

G_BEGIN_DECLS

#define DATEPICK_TYPE_FIELD_SEGMENT (datepick_field_segment_get_type())
G_DECLARE_FINAL_TYPE(DatepickFieldSegment, datepick_field_segment, DATEPICK, FIELD_SEGMENT, GtkWidget)

/* An editable segment showing segment `index` of the field's dp_field. */
GtkWidget *datepick_field_segment_new(DatepickDateField *field, int index);
/* After the field changed: the accessible value, the size and a redraw. */
void datepick_field_segment_update(DatepickFieldSegment *segment);

dp_field *datepick_date_field_get_dp_field(DatepickDateField *self);
/* A segment took the keyboard focus (a click, or Tab from outside the field). */
void datepick_date_field_segment_focused(DatepickDateField *self, int index);

G_END_DECLS
