#pragma once

#if !defined(DATEPICK_GTK_INSIDE) && !defined(DATEPICK_GTK_COMPILATION)
#error "Include <datepick-gtk.h> alone."
#endif

#include <gtk/gtk.h>

#include "datepick-mode.h"
#include "datepick-version.h"

G_BEGIN_DECLS

#define DATEPICK_TYPE_CALENDAR (datepick_calendar_get_type())
DATEPICK_AVAILABLE_IN_ALL
G_DECLARE_FINAL_TYPE(DatepickCalendar, datepick_calendar, DATEPICK, CALENDAR, GtkWidget)

/**
 * DatepickUnavailableFunc:
 * @calendar: the calendar that asks
 * @day: the day asked about, at the start of the day in the calendar's time zone
 * @user_data: the data given with the function
 *
 * A program's rule for the days that cannot be picked (React Aria's isDateUnavailable), beside
 * [property@Datepick.Calendar:unavailable-dates]. It must answer the same for the same day, and quickly: each day of a
 * month is asked when the month is shown.
 *
 * Returns: TRUE when the day is unavailable
 *
 * Since: 0.2
 */
typedef gboolean (*DatepickUnavailableFunc)(DatepickCalendar *calendar, GDateTime *day, gpointer user_data);

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

DATEPICK_AVAILABLE_IN_ALL
DatepickSelectionMode datepick_calendar_get_selection_mode(DatepickCalendar *self);
DATEPICK_AVAILABLE_IN_ALL
void datepick_calendar_set_selection_mode(DatepickCalendar *self, DatepickSelectionMode mode);
DATEPICK_AVAILABLE_IN_ALL
GDateTime *datepick_calendar_get_range_start(DatepickCalendar *self);
DATEPICK_AVAILABLE_IN_ALL
GDateTime *datepick_calendar_get_range_end(DatepickCalendar *self);
DATEPICK_AVAILABLE_IN_ALL
gboolean datepick_calendar_select_range(DatepickCalendar *self, GDateTime *start, GDateTime *end);
DATEPICK_AVAILABLE_IN_ALL
void datepick_calendar_clear_selection(DatepickCalendar *self);
DATEPICK_AVAILABLE_IN_ALL
char *datepick_calendar_get_range_text(DatepickCalendar *self);
DATEPICK_AVAILABLE_IN_ALL
GList *datepick_calendar_get_selected_dates(DatepickCalendar *self);

DATEPICK_AVAILABLE_IN_ALL
const char *const *datepick_calendar_get_unavailable_dates(DatepickCalendar *self);
DATEPICK_AVAILABLE_IN_ALL
void datepick_calendar_set_unavailable_dates(DatepickCalendar *self, const char *const *days);
DATEPICK_AVAILABLE_IN_ALL
void datepick_calendar_set_unavailable_func(DatepickCalendar *self, DatepickUnavailableFunc func, gpointer user_data,
                                            GDestroyNotify destroy);

/* Any option of libdatepick's table by name, for those without a property of their own. */
DATEPICK_AVAILABLE_IN_ALL
gboolean datepick_calendar_set_option(DatepickCalendar *self, const char *name, const char *value);
DATEPICK_AVAILABLE_IN_ALL
char *datepick_calendar_get_option(DatepickCalendar *self, const char *name);

G_END_DECLS
