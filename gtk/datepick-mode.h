#pragma once

#if !defined(DATEPICK_GTK_INSIDE) && !defined(DATEPICK_GTK_COMPILATION)
#error "Include <datepick-gtk.h> alone."
#endif

#include <glib-object.h>

#include "datepick-version.h"

G_BEGIN_DECLS

/**
 * DatepickMode:
 * @DATEPICK_MODE_DATE: a day: year, month and day wheels in the locale's order
 * @DATEPICK_MODE_TIME: a time of day: hour, minute (and second) wheels, with the day period where the locale
 *   counts twelve hours
 * @DATEPICK_MODE_DATE_AND_TIME: a moment: the day and the time
 * @DATEPICK_MODE_COUNT_DOWN_TIMER: a duration: hours and minutes (and seconds)
 * @DATEPICK_MODE_YEAR_AND_MONTH: a month of a year
 *
 * What a picker picks: UIDatePicker's modes, with the month of a year beside them.
 *
 * Since: 0.1
 */
typedef enum {
    DATEPICK_MODE_DATE,
    DATEPICK_MODE_TIME,
    DATEPICK_MODE_DATE_AND_TIME,
    DATEPICK_MODE_COUNT_DOWN_TIMER,
    DATEPICK_MODE_YEAR_AND_MONTH,
} DatepickMode;

DATEPICK_AVAILABLE_IN_ALL
GType datepick_mode_get_type(void) G_GNUC_CONST;
#define DATEPICK_TYPE_MODE (datepick_mode_get_type())

/**
 * DatepickSelectionMode:
 * @DATEPICK_SELECTION_MODE_SINGLE: one day, the calendar's [property@Datepick.Calendar:date-time] (the default)
 * @DATEPICK_SELECTION_MODE_RANGE: a range of days: the first pick opens it, the second completes it (React Aria's
 *   RangeCalendar); a range never spans a day that cannot be picked
 * @DATEPICK_SELECTION_MODE_MULTIPLE: any days: each pick adds or removes one (SwiftUI's MultiDatePicker)
 *
 * How a calendar's picks (Enter, Space, a click) change its selection.
 *
 * Since: 0.2
 */
typedef enum {
    DATEPICK_SELECTION_MODE_SINGLE,
    DATEPICK_SELECTION_MODE_RANGE,
    DATEPICK_SELECTION_MODE_MULTIPLE,
} DatepickSelectionMode;

DATEPICK_AVAILABLE_IN_ALL
GType datepick_selection_mode_get_type(void) G_GNUC_CONST;
#define DATEPICK_TYPE_SELECTION_MODE (datepick_selection_mode_get_type())

/* The mode's name in libdatepick's options and the JSON view ("date", "dateAndTime"…). */
DATEPICK_AVAILABLE_IN_ALL
const char *datepick_mode_to_string(DatepickMode mode);

G_END_DECLS
