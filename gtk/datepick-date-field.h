#pragma once

#if !defined(DATEPICK_GTK_INSIDE) && !defined(DATEPICK_GTK_COMPILATION)
#error "Include <datepick-gtk.h> alone."
#endif

#include <gtk/gtk.h>

#include "datepick-mode.h"

G_BEGIN_DECLS

#define DATEPICK_TYPE_DATE_FIELD (datepick_date_field_get_type())
G_DECLARE_FINAL_TYPE(DatepickDateField, datepick_date_field, DATEPICK, DATE_FIELD, GtkWidget)

GtkWidget *datepick_date_field_new(void);

DatepickMode datepick_date_field_get_mode(DatepickDateField *self);
void datepick_date_field_set_mode(DatepickDateField *self, DatepickMode mode);

const char *datepick_date_field_get_locale(DatepickDateField *self);
void datepick_date_field_set_locale(DatepickDateField *self, const char *locale);

GDateTime *datepick_date_field_get_date_time(DatepickDateField *self);
void datepick_date_field_set_date_time(DatepickDateField *self, GDateTime *date_time);

const char *datepick_date_field_get_validation_message(DatepickDateField *self);
const char *datepick_date_field_get_error(DatepickDateField *self);

int datepick_date_field_get_segment_count(DatepickDateField *self);
char *datepick_date_field_get_text(DatepickDateField *self);
char *datepick_date_field_get_view_json(DatepickDateField *self);

G_END_DECLS
