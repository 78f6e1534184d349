#pragma once

#if !defined(DATEPICK_GTK_INSIDE) && !defined(DATEPICK_GTK_COMPILATION)
#error "Include <datepick-gtk.h> alone."
#endif

#include <gtk/gtk.h>

#include "datepick-version.h"

#include "datepick-mode.h"

G_BEGIN_DECLS

#define DATEPICK_TYPE_DATE_FIELD (datepick_date_field_get_type())
DATEPICK_AVAILABLE_IN_ALL
G_DECLARE_FINAL_TYPE(DatepickDateField, datepick_date_field, DATEPICK, DATE_FIELD, GtkWidget)

DATEPICK_AVAILABLE_IN_ALL
GtkWidget *datepick_date_field_new(void);

DATEPICK_AVAILABLE_IN_ALL
DatepickMode datepick_date_field_get_mode(DatepickDateField *self);
DATEPICK_AVAILABLE_IN_ALL
void datepick_date_field_set_mode(DatepickDateField *self, DatepickMode mode);

DATEPICK_AVAILABLE_IN_ALL
const char *datepick_date_field_get_locale(DatepickDateField *self);
DATEPICK_AVAILABLE_IN_ALL
void datepick_date_field_set_locale(DatepickDateField *self, const char *locale);

DATEPICK_AVAILABLE_IN_ALL
GDateTime *datepick_date_field_get_date_time(DatepickDateField *self);
DATEPICK_AVAILABLE_IN_ALL
void datepick_date_field_set_date_time(DatepickDateField *self, GDateTime *date_time);

DATEPICK_AVAILABLE_IN_ALL
gboolean datepick_date_field_set_text(DatepickDateField *self, const char *text);

DATEPICK_AVAILABLE_IN_ALL
const char *datepick_date_field_get_validation_message(DatepickDateField *self);
DATEPICK_AVAILABLE_IN_ALL
const char *datepick_date_field_get_error(DatepickDateField *self);

DATEPICK_AVAILABLE_IN_ALL
int datepick_date_field_get_segment_count(DatepickDateField *self);
DATEPICK_AVAILABLE_IN_ALL
char *datepick_date_field_get_text(DatepickDateField *self);
DATEPICK_AVAILABLE_IN_ALL
char *datepick_date_field_get_view_json(DatepickDateField *self);

/* Any option of libdatepick's table by name, for those without a property of their own. */
DATEPICK_AVAILABLE_IN_ALL
gboolean datepick_date_field_set_option(DatepickDateField *self, const char *name, const char *value);
DATEPICK_AVAILABLE_IN_ALL
char *datepick_date_field_get_option(DatepickDateField *self, const char *name);

G_END_DECLS
