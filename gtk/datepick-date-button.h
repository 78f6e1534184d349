#pragma once

#if !defined(DATEPICK_GTK_INSIDE) && !defined(DATEPICK_GTK_COMPILATION)
#error "Include <datepick-gtk.h> alone."
#endif

#include <gtk/gtk.h>

#include "datepick-mode.h"

G_BEGIN_DECLS

#define DATEPICK_TYPE_DATE_BUTTON (datepick_date_button_get_type())
G_DECLARE_FINAL_TYPE(DatepickDateButton, datepick_date_button, DATEPICK, DATE_BUTTON, GtkWidget)

GtkWidget *datepick_date_button_new(void);

DatepickMode datepick_date_button_get_mode(DatepickDateButton *self);
void datepick_date_button_set_mode(DatepickDateButton *self, DatepickMode mode);

const char *datepick_date_button_get_locale(DatepickDateButton *self);
void datepick_date_button_set_locale(DatepickDateButton *self, const char *locale);

GDateTime *datepick_date_button_get_date_time(DatepickDateButton *self);
void datepick_date_button_set_date_time(DatepickDateButton *self, GDateTime *date_time);

gboolean datepick_date_button_get_empty(DatepickDateButton *self);
void datepick_date_button_set_empty(DatepickDateButton *self, gboolean empty);

const char *datepick_date_button_get_error(DatepickDateButton *self);
const char *datepick_date_button_get_text(DatepickDateButton *self);

void datepick_date_button_popup(DatepickDateButton *self);
void datepick_date_button_popdown(DatepickDateButton *self);

G_END_DECLS
