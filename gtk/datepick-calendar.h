#pragma once

#if !defined(DATEPICK_GTK_INSIDE) && !defined(DATEPICK_GTK_COMPILATION)
#error "Include <datepick-gtk.h> alone."
#endif

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define DATEPICK_TYPE_CALENDAR (datepick_calendar_get_type())
G_DECLARE_FINAL_TYPE(DatepickCalendar, datepick_calendar, DATEPICK, CALENDAR, GtkWidget)

GtkWidget *datepick_calendar_new(void);

const char *datepick_calendar_get_locale(DatepickCalendar *self);
void datepick_calendar_set_locale(DatepickCalendar *self, const char *locale);

GDateTime *datepick_calendar_get_date_time(DatepickCalendar *self);
void datepick_calendar_set_date_time(DatepickCalendar *self, GDateTime *date_time);

gboolean datepick_calendar_get_show_week_numbers(DatepickCalendar *self);
void datepick_calendar_set_show_week_numbers(DatepickCalendar *self, gboolean show_week_numbers);

const char *datepick_calendar_get_error(DatepickCalendar *self);

const char *datepick_calendar_get_heading(DatepickCalendar *self);
char *datepick_calendar_get_focused_date(DatepickCalendar *self);

G_END_DECLS
