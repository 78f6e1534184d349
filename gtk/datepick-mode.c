#include "datepick-mode.h"

/* GLib's nicks (GI names the members after them: DATE_AND_TIME…); the options' names are another table. */
G_DEFINE_ENUM_TYPE(DatepickMode, datepick_mode,
                   G_DEFINE_ENUM_VALUE(DATEPICK_MODE_DATE, "date"),
                   G_DEFINE_ENUM_VALUE(DATEPICK_MODE_TIME, "time"),
                   G_DEFINE_ENUM_VALUE(DATEPICK_MODE_DATE_AND_TIME, "date-and-time"),
                   G_DEFINE_ENUM_VALUE(DATEPICK_MODE_COUNT_DOWN_TIMER, "count-down-timer"),
                   G_DEFINE_ENUM_VALUE(DATEPICK_MODE_YEAR_AND_MONTH, "year-and-month"))

/* libdatepick's words for them (dp_calendar_set_selection_mode) are the nicks. */
G_DEFINE_ENUM_TYPE(DatepickSelectionMode, datepick_selection_mode,
                   G_DEFINE_ENUM_VALUE(DATEPICK_SELECTION_MODE_SINGLE, "single"),
                   G_DEFINE_ENUM_VALUE(DATEPICK_SELECTION_MODE_RANGE, "range"),
                   G_DEFINE_ENUM_VALUE(DATEPICK_SELECTION_MODE_MULTIPLE, "multiple"))

/**
 * datepick_mode_to_string:
 * @mode: a mode
 *
 * Names a mode as libdatepick's options and the JSON view name it.
 *
 * Returns: (transfer none): the mode's name in libdatepick's options and the JSON view ("dateAndTime"…)
 *
 * Since: 0.1
 */
const char *datepick_mode_to_string(DatepickMode mode) {
    static const char *const names[] = {"date", "time", "dateAndTime", "countDownTimer", "yearAndMonth"};
    return (unsigned)mode < G_N_ELEMENTS(names) ? names[mode] : "date";
}
