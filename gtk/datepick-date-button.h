#pragma once

#if !defined(DATEPICK_GTK_INSIDE) && !defined(DATEPICK_GTK_COMPILATION)
#error "Include <datepick-gtk.h> alone."
#endif

#include <gtk/gtk.h>

#include "datepick-version.h"

#include "datepick-mode.h"

G_BEGIN_DECLS

#define DATEPICK_TYPE_DATE_BUTTON (datepick_date_button_get_type())
DATEPICK_AVAILABLE_IN_ALL
G_DECLARE_FINAL_TYPE(DatepickDateButton, datepick_date_button, DATEPICK, DATE_BUTTON, GtkWidget)

DATEPICK_AVAILABLE_IN_ALL
GtkWidget *datepick_date_button_new(void);

DATEPICK_AVAILABLE_IN_ALL
DatepickMode datepick_date_button_get_mode(DatepickDateButton *self);
DATEPICK_AVAILABLE_IN_ALL
void datepick_date_button_set_mode(DatepickDateButton *self, DatepickMode mode);

DATEPICK_AVAILABLE_IN_ALL
const char *datepick_date_button_get_locale(DatepickDateButton *self);
DATEPICK_AVAILABLE_IN_ALL
void datepick_date_button_set_locale(DatepickDateButton *self, const char *locale);

DATEPICK_AVAILABLE_IN_ALL
GDateTime *datepick_date_button_get_date_time(DatepickDateButton *self);
DATEPICK_AVAILABLE_IN_ALL
void datepick_date_button_set_date_time(DatepickDateButton *self, GDateTime *date_time);

DATEPICK_AVAILABLE_IN_ALL
gboolean datepick_date_button_get_empty(DatepickDateButton *self);
DATEPICK_AVAILABLE_IN_ALL
void datepick_date_button_set_empty(DatepickDateButton *self, gboolean empty);

DATEPICK_AVAILABLE_IN_ALL
const char *datepick_date_button_get_error(DatepickDateButton *self);
DATEPICK_AVAILABLE_IN_ALL
const char *datepick_date_button_get_text(DatepickDateButton *self);

DATEPICK_AVAILABLE_IN_ALL
void datepick_date_button_popup(DatepickDateButton *self);
DATEPICK_AVAILABLE_IN_ALL
void datepick_date_button_popdown(DatepickDateButton *self);

/* Any option of libdatepick's table by name, for those without a property of their own. */
DATEPICK_AVAILABLE_IN_ALL
gboolean datepick_date_button_set_option(DatepickDateButton *self, const char *name, const char *value);
DATEPICK_AVAILABLE_IN_ALL
char *datepick_date_button_get_option(DatepickDateButton *self, const char *name);

G_END_DECLS
