/* A segment of a Datepick.DateField: private to the library, not in the GIR. */
#pragma once

#include <datepick.h>
#include <gtk/gtk.h>

G_BEGIN_DECLS

#define DATEPICK_TYPE_FIELD_SEGMENT (datepick_field_segment_get_type())
G_DECLARE_FINAL_TYPE(DatepickFieldSegment, datepick_field_segment, DATEPICK, FIELD_SEGMENT, GtkWidget)

/* An editable segment showing segment `index` of `field` (borrowed: the segment is removed before it is freed).
 * Its "focused" signal (an int: `index`) says when it takes the keyboard focus. */
GtkWidget *datepick_field_segment_new(const dp_field *field, int index);
/* After the field changed: the accessible value, the size and a redraw. */
void datepick_field_segment_update(DatepickFieldSegment *segment);

G_END_DECLS
