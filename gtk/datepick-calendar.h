#pragma once

#if !defined(DATEPICK_GTK_INSIDE) && !defined(DATEPICK_GTK_COMPILATION)
#error "Include <datepick-gtk.h> alone."
#endif

#include <gtk/gtk.h>

#include "datepick-version.h"

G_BEGIN_DECLS

#define DATEPICK_TYPE_CALENDAR (datepick_calendar_get_type())
DATEPICK_AVAILABLE_IN_ALL
G_DECLARE_FINAL_TYPE(DatepickCalendar, datepick_calendar, DATEPICK, CALENDAR, GtkWidget)

DATEPICK_AVAILABLE_IN_ALL
GtkWidget *datepick_calendar_new(void);

DATEPICK_AVAILABLE_IN_ALL
const char *datepick_calendar_get_locale(DatepickCalendar *self);
DATEPICK_AVAILABLE_IN_ALL
void datepick_calendar_set_locale(DatepickCalendar *self, const char *locale);

DATEPICK_AVAILABLE_IN_ALL
GDateTime *datepick_calendar_get_date_time(DatepickCalendar *self);
DATEPICK_AVAILABLE_IN_ALL
void datepick_calendar_set_date_time(DatepickCalendar *self, GDateTime *date_time);

DATEPICK_AVAILABLE_IN_ALL
gboolean datepick_calendar_get_show_week_numbers(DatepickCalendar *self);
DATEPICK_AVAILABLE_IN_ALL
void datepick_calendar_set_show_week_numbers(DatepickCalendar *self, gboolean show_week_numbers);

DATEPICK_AVAILABLE_IN_ALL
const char *datepick_calendar_get_error(DatepickCalendar *self);

DATEPICK_AVAILABLE_IN_ALL
const char *datepick_calendar_get_heading(DatepickCalendar *self);
DATEPICK_AVAILABLE_IN_ALL
char *datepick_calendar_get_focused_date(DatepickCalendar *self);

/* Any option of libdatepick's table by name, for those without a property of their own. */
DATEPICK_AVAILABLE_IN_ALL
gboolean datepick_calendar_set_option(DatepickCalendar *self, const char *name, const char *value);
DATEPICK_AVAILABLE_IN_ALL
char *datepick_calendar_get_option(DatepickCalendar *self, const char *name);

G_END_DECLS
