/*
 * datepick.h: libdatepick, locale-aware date and time pickers for any language that can call C.
 *
 * The pickers of datepick (the wheels of a date, a time, a date and time, a countdown or a month of a year, in
 * the order, names, digits, calendar and direction of the locale, as ICU's CLDR data gives them), a month
 * calendar, the compact texts and a picker over any columns of values, as C99 calls. Build with
 * `cc app.c $(pkg-config --cflags --libs datepick)`.
 *
 * Conventions, for every call:
 * - Text is UTF-8, NUL-terminated. Text that is not UTF-8 is an error, never a crash.
 * - A `char *` the library returns is the caller's: free it with dp_string_free. A `const char *` it returns is
 *   borrowed: it stays valid until the next call that changes the same object (dp_picker_select,
 *   dp_picker_step, dp_picker_select_edge, dp_picker_wheel_key, the dp_calendar moves) or until the object is
 *   freed. Copy it to keep it.
 *   Reading a borrowed string again, with nothing changed, allocates nothing: a UI may redraw every frame.
 * - A call that can fail takes `char **error`: on failure it returns NULL or false and, when `error` is not
 *   NULL, sets `*error` to a newly allocated message (free it with dp_string_free), the same message the
 *   datepick command prints; on success `*error` is not touched.
 * - A NULL object is refused as an error (or answered with -1, NULL or false where a call has no `error`),
 *   and so is an index out of range. No call aborts the process.
 * - Threads: the library is safe to use from any number of threads; different objects may be used from
 *   different threads at once. Calls on one object are serialised by a lock, but a borrowed string is only
 *   valid until the next change, so one object is best used from one thread at a time: that is the caller's
 *   to arrange.
 */
#ifndef DATEPICK_H
#define DATEPICK_H

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The version of the header: DATEPICK_VERSION_MAJOR is the soname's (libdatepick.so.0), and changes only when
 * a call is removed or changes meaning; a minor version adds calls (NEWS says which); a micro version fixes. */
#define DATEPICK_VERSION "0.2.0"
#define DATEPICK_VERSION_MAJOR 0
#define DATEPICK_VERSION_MINOR 2
#define DATEPICK_VERSION_MICRO 0

/* The version of the library loaded (which may be newer than the header a program was built with), in static
 * storage: never free it. */
const char *dp_version(void);

/* Frees a string the library returned as `char *` (NULL is allowed). */
void dp_string_free(char *string);

/* ---------------------------------------------------------------------------------------------------------
 * A picker: wheels of a moment (modes date, time, dateAndTime, yearAndMonth) or of a duration (countDownTimer).
 * --------------------------------------------------------------------------------------------------------- */

typedef struct dp_picker dp_picker;

/*
 * Makes a picker from a JSON object of options, by the names of the JSON view (Schemas/view.schema.json):
 *   "locale"         an ICU, BCP 47 or POSIX locale id ("ja_JP", "ja-JP-u-ca-japanese", "de_DE.UTF-8")
 *   "mode"           "date", "time", "dateAndTime", "countDownTimer" or "yearAndMonth"
 *   "calendar"       a calendar instead of the locale's ("japanese", "hebrew", "chinese"…)
 *   "timeZone"       an IANA zone ("Asia/Tokyo")
 *   "date"           the initial value, ISO 8601 ("2026-11-30", "14:05", "2026-11-30T14:05:00+09:00")
 *   "minuteInterval", "secondInterval"   steps of the minute and seconds wheels: 1–30, dividing 60
 *   "seconds"        true for a seconds wheel (time, dateAndTime, countDownTimer)
 *   "minimumDate", "maximumDate"         bounds, ISO 8601
 *   "duration"       the countdown's seconds, 0–86399
 *   "rounding"       "floor", "nearest" or "ceiling"
 *   "zoneWheel"      true for a wheel of time zones after the time (dateAndTime only; its field is "timeZone"):
 *                    its labels are ICU's zones named in the locale; selecting one keeps the wall-clock time,
 *                    resolved in that zone, and dp_picker_value then carries that zone's offset
 *   "firstWeekday"   "sun", "mon", "tue", "wed", "thu", "fri" or "sat": the month calendar's first weekday (its
 *                    weeks and their numbers) instead of the locale's, as -u-fw- sets it (date, dateAndTime);
 *                    dp_picker_locale then carries it ("en_US@fw=mon")
 *   "unavailable"    days that cannot be picked besides the bounds (date, dateAndTime): "weekends" (the
 *                    locale's weekend, CLDR's: Saturday and Sunday in en_US, Friday and Saturday in he_IL) and/or
 *                    ISO 8601 dates, separated by commas ("weekends,2026-12-24"); disabled rows on the day wheels
 *                    and cells of the calendar; a value on one moves to the nearest day that can be picked
 * The options are also a table to read (dp_option_count and the calls after it, at the end of this header).
 * Missing keys take the datepick command's defaults: the environment's locale (LC_ALL, LC_TIME, LANG) and
 * zone (TZ, else the system's), now, date mode. NULL or "" is {}. An unknown key, a value of the wrong type, an
 * option the mode ignores (seconds in date mode) and everything the picker refuses are errors.
 * Returns NULL and sets *error on failure. Free the picker with dp_picker_free.
 */
dp_picker *dp_picker_new(const char *options_json, char **error);

/* Frees a picker and every string it lent (NULL is allowed). */
void dp_picker_free(dp_picker *picker);

/* The picker as data: byte for byte what `datepick --format json` prints for the same options (with its final
 * newline), after the changes made since. Free it with dp_string_free; NULL for a NULL picker. */
char *dp_picker_view_json(const dp_picker *picker);

/* The value as `datepick pick` prints it: "2026-11-30", "14:05", "2026-11-30T14:05:00+09:00", "2026-11", or a
 * countdown's seconds ("3660"). Free it with dp_string_free; NULL for a NULL picker. */
char *dp_picker_value(const dp_picker *picker);

/* The moment a date or time picker holds, in whole seconds since 1970-01-01T00:00Z, stored in *seconds: what a
 * toolkit's own date type is made from (GLib: g_date_time_new_from_unix_utc, then the zone of
 * dp_picker_time_zone). A mode without a time of day keeps the one of the date it was given. Returns false,
 * leaving *seconds alone, for a countdown, a NULL picker or a NULL `seconds`. */
bool dp_picker_moment(const dp_picker *picker, int64_t *seconds);

/* A countdown's duration in seconds (3660 for 1 h 1 min); -1 for another mode or a NULL picker. */
int64_t dp_picker_duration(const dp_picker *picker);

/* The changes a person's gesture makes return whether the value changed, so that a key press is one call:
 * true, the value moved (redraw and tell the app); false with *error set, the call was refused; false with *error
 * left NULL, nothing moved (the row selected again, a step past the end of a wheel that does not loop). */

/* Selects a row of a wheel and updates the value and every wheel that depends on it (a new month changes the
 * days). Refused for a wheel or row out of range, or a disabled row (outside the bounds). */
bool dp_picker_select(dp_picker *picker, int wheel, int row, char **error);

/* Spins a wheel by `delta` enabled rows (positive: to later rows), wrapping on a cyclic wheel, as a flick of
 * that many rows would. Refused for a wheel out of range. */
bool dp_picker_step(dp_picker *picker, int wheel, int delta, char **error);

/* Selects a wheel's first (`last` false) or last allowed value, as Home and End do: the first or last allowed
 * year (or day, on the dateAndTime day wheel), the first or last enabled row on the others. */
bool dp_picker_select_edge(dp_picker *picker, int wheel, bool last, char **error);

/* The row that digits typed on a wheel reach (type-to-select: "05", ASCII digits), or -1 when none does. */
int dp_picker_row_for_digits(const dp_picker *picker, int wheel, const char *digits);

/* One key pressed on a wheel, taken as the datepick command's wheels take it (the one navigation of every
 * datepick picker), by the web's key names as dp_field_key takes them:
 *   "ArrowUp", "ArrowDown"   a row back or on (wrapping on a cyclic wheel)
 *   "PageUp", "PageDown"     five rows back or on
 *   "Home", "End"            the first or last allowed value, as dp_picker_select_edge
 * or a character typed, as UTF-8 text ("7", "٧", "N"), which jumps to the row what was typed on the wheel
 * reaches: digits (ASCII or the locale's own) make a number ("1" then "5": the 15th), letters on the zone wheel
 * the start of a zone's name (the same letter again alone: the next zone it starts), and what reaches no row
 * starts again from the last character; a character a wheel is not typed with (a letter on the day wheel) moves
 * nothing. `seconds` is when the key was pressed, on any clock that does not go back (GLib's
 * g_get_monotonic_time() / 1e6): a character typed within a second of the last one on the same wheel goes on
 * with what was typed, and any other key ends it. Moving between wheels (ArrowLeft, ArrowRight, Tab, mirrored
 * right to left) is the caller's focus. Returns whether the value changed, as the gestures above do; refused for
 * a wheel out of range and for another key name. */
bool dp_picker_wheel_key(dp_picker *picker, int wheel, const char *key, double seconds, char **error);

/* The picker's mode ("date"…), its locale's canonical id ("ja_JP@calendar=japanese"), its calendar
 * ("gregorian"…), its zone (NULL for a countdown), borrowed; NULL for a NULL picker. */
const char *dp_picker_mode(const dp_picker *picker);
const char *dp_picker_locale(const dp_picker *picker);
const char *dp_picker_calendar(const dp_picker *picker);
const char *dp_picker_time_zone(const dp_picker *picker);

/* The picker's "unavailable" option as the JSON view writes it ("weekends,2026-12-24"), for a toolkit that gives
 * its own widgets the same days, borrowed; NULL when it has none (a rule set with dp_picker_set_unavailable is not
 * written) or for a NULL picker. */
const char *dp_picker_unavailable(const dp_picker *picker);

/* Whether the locale writes right to left: a UI then draws the wheels mirrored (the last wheel leftmost). */
bool dp_picker_is_right_to_left(const dp_picker *picker);

/* How many wheels the picker has, leading to trailing in reading order; -1 for a NULL picker. */
int dp_picker_wheel_count(const dp_picker *picker);

/* The wheel that sets a field ("year", "month", "day", "date", "hour", "minute", "second", "dayPeriod"),
 * or -1 when the picker has none. */
int dp_picker_wheel_of_field(const dp_picker *picker, const char *field);

/* A wheel's field ("year"…) and its localized title ("年", "Stunde"; NULL when ICU has none), borrowed; NULL
 * for a wheel out of range. */
const char *dp_picker_wheel_field(const dp_picker *picker, int wheel);
const char *dp_picker_wheel_title(const dp_picker *picker, int wheel);

/* How many rows a wheel has, and which is selected; -1 for a wheel out of range. The rows of a wheel can change
 * when another wheel moves (the days of a new month): ask again after a change. */
int dp_picker_row_count(const dp_picker *picker, int wheel);
int dp_picker_selected_row(const dp_picker *picker, int wheel);

/* Whether a wheel loops (after its last row comes its first). */
bool dp_picker_wheel_is_cyclic(const dp_picker *picker, int wheel);

/* A row's label ("2026年", "November", "٣٠"), borrowed; NULL for a row out of range. Formatted the first
 * time it is read. */
const char *dp_picker_row_label(const dp_picker *picker, int wheel, int row);

/* Whether a row can be chosen; a disabled row (outside the bounds, a day the zone skipped) is drawn dimmed and
 * skipped by dp_picker_step. False for a row out of range. */
bool dp_picker_row_is_enabled(const dp_picker *picker, int wheel, int row);

/* What a redraw of one wheel reads, in one call (a wheel drawn at 60 frames a second makes one call, not one for
 * each row): the selected row's number, and in labels[] and enabled[] (each before + 1 + after entries; either
 * may be NULL) the labels, borrowed as dp_picker_row_label's are, and the enabled flags of the `before` rows
 * before the selected one, the selected row and the `after` rows after it, in row order. On a cyclic wheel the
 * window wraps around; on another, a place past either end gets NULL and false. Returns -1, filling nothing,
 * for a NULL picker, a wheel out of range, or a negative `before` or `after`. */
int dp_picker_visible_rows(const dp_picker *picker, int wheel, int before, int after, const char **labels,
                           bool *enabled);

/* The unit label the selection bar shows beside a wheel's selected row ("hour", "hours", "min"), borrowed;
 * NULL when the wheel has none. */
const char *dp_picker_unit_label(const dp_picker *picker, int wheel);

/* The changes the last operation (making the picker, or the last select or step) made to the value asked for,
 * as the JSON view lists them: a kind ("roundedToInterval", "clampedToMinimum", "clampedToMaximum",
 * "skippedTime", "dayClamped", "monthReplaced", "ignored", "unavailableDay") and its from and to as text (NULL where there is
 * none), borrowed. The count is -1 for a NULL picker; the strings NULL for an index out of range. */
int dp_picker_adjustment_count(const dp_picker *picker);
const char *dp_picker_adjustment_kind(const dp_picker *picker, int index);
const char *dp_picker_adjustment_from(const dp_picker *picker, int index);
const char *dp_picker_adjustment_to(const dp_picker *picker, int index);

/* The compact style's texts (UIDatePicker's .compact): the date button's, in the locale's medium style
 * ("Nov 30, 2026"), and the time button's ("2:05 PM"; a countdown's "1:01"), borrowed; NULL where the mode
 * has no such button. */
const char *dp_picker_compact_date_text(const dp_picker *picker);
const char *dp_picker_compact_time_text(const dp_picker *picker);

/* ---------------------------------------------------------------------------------------------------------
 * A month calendar (the inline style) of a date or dateAndTime picker's value.
 * --------------------------------------------------------------------------------------------------------- */

typedef struct dp_calendar dp_calendar;

/* Flags of a day cell (dp_calendar_day_flags). */
enum {
    DP_DAY_IN_MONTH = 1 << 0, /* of the month shown, not a neighbour's day filling a week */
    DP_DAY_TODAY = 1 << 1,
    DP_DAY_SELECTED = 1 << 2,    /* the picker's day; in a range, either end or a day between; while a range is
                                    open, its first day; in multiple selection, each selected day */
    DP_DAY_DISABLED = 1 << 3,    /* outside the bounds, a day the zone skipped, unavailable, or (a range open)
                                    beyond an unavailable day from its first: cannot be picked */
    DP_DAY_FOCUSED = 1 << 4,     /* the keyboard focus */
    DP_DAY_IN_RANGE = 1 << 5,    /* in the range drawn (dp_calendar_set_selection_mode "range"): the selected
                                    range, or while one is open, from its first day to the focus (the band) */
    DP_DAY_RANGE_START = 1 << 6, /* the first day of the range drawn (a cap: on the left, right to left on the
                                    right) */
    DP_DAY_RANGE_END = 1 << 7,   /* its last day (the other cap) */
    DP_DAY_UNAVAILABLE = 1 << 8  /* unavailable ("unavailable", dp_picker_set_unavailable), apart from the bounds */
};

/* The month of a picker's value in the picker's calendar, starting on the locale's first weekday, with the
 * picker's bounds; the focus on the value's day. NULL and *error for a mode without a day (time, countdown,
 * yearAndMonth). The calendar is the caller's: free it with dp_calendar_free. */
dp_calendar *dp_calendar_new(const dp_picker *picker, char **error);

/* Frees a calendar and every string it lent (NULL is allowed). */
void dp_calendar_free(dp_calendar *calendar);

/* The month's heading ("2026年11月", "Adar II 5784"), borrowed. */
const char *dp_calendar_heading(const dp_calendar *calendar);

/* How many weeks (rows) the month takes: 4 to 6, fewer for a month the range of days cuts short (the library holds
 * 0001-01-01 to 9999-12-31: the Hebrew month of 0001-01-01 starts before it). -1 for a NULL calendar. */
int dp_calendar_week_count(const dp_calendar *calendar);

/* A week's number by the locale's rules (ISO 8601 weeks in Germany, US weeks in the US); -1 out of range. */
int dp_calendar_week_number(const dp_calendar *calendar, int week);

/* A weekday column's header, the column counted from the locale's first weekday: `wide` false for the short
 * name ("Mo", "月"), true for the full one, for accessibility ("Montag"), borrowed; NULL out of range. */
const char *dp_calendar_weekday(const dp_calendar *calendar, int column, bool wide);

/* A day cell's label ("30", "٣٠"), borrowed, and its DP_DAY_* flags; NULL and 0 out of range. */
const char *dp_calendar_day_label(const dp_calendar *calendar, int week, int column);
int dp_calendar_day_flags(const dp_calendar *calendar, int week, int column);

/* The focused day as ISO 8601 ("2026-11-30"); free it with dp_string_free. NULL for a NULL calendar. */
char *dp_calendar_focused_date(const dp_calendar *calendar);

/* Moves the focus by days (←/→ a day, ↑/↓ a week) or months (PgUp/PgDn: the same day, or the month's last),
 * within the bounds, showing the focused day's month; or to the shown month's first or last day (Home/End).
 * React Aria's calendar keys. False for a NULL calendar. */
bool dp_calendar_move_focus_days(dp_calendar *calendar, int days);
bool dp_calendar_move_focus_months(dp_calendar *calendar, int months);
bool dp_calendar_focus_month_edge(dp_calendar *calendar, bool last);

/* One key on the focused day, taken as the datepick command's calendar takes it (React Aria's keys, the one
 * mapping of every datepick calendar), by the web's key names: "ArrowLeft" and "ArrowRight" (the day to the left
 * or right on screen: mirrored in a right-to-left locale), "ArrowUp" and "ArrowDown" (a week), "PageUp" and
 * "PageDown" (a month), "Shift+PageUp" and "Shift+PageDown" (a year), "Home" and "End" (the month's first and
 * last days); within the bounds. False and *error for an unknown key, a NULL key or calendar. */
bool dp_calendar_key(dp_calendar *calendar, const char *key, char **error);

/* Sets the picker's day to the calendar's focused day, keeping its time of day; that day is then the selected one
 * (DP_DAY_SELECTED). False and *error for a day that cannot be picked (outside the bounds, skipped by the zone). */
bool dp_calendar_pick_focused(dp_calendar *calendar, dp_picker *picker, char **error);

/* How a calendar's picks change its selection (React Aria's Calendar and RangeCalendar, SwiftUI's
 * MultiDatePicker): "single" (the default: one day, dp_calendar_pick_focused gives it to the picker), "range" (the
 * first pick opens a range, the second completes it, a reversed pair taken in order; a range never spans a day
 * that cannot be picked) or "multiple" (each pick adds or removes a day). Changing it keeps what it can: a day
 * becomes an open range's first, a range its days. False and *error for another word, a NULL calendar or mode. */
bool dp_calendar_set_selection_mode(dp_calendar *calendar, const char *mode, char **error);

/* The selection mode, "single", "range" or "multiple", static; NULL for a NULL calendar. */
const char *dp_calendar_selection_mode(const dp_calendar *calendar);

/* Picks the focused day by the selection mode, as Enter or a click does (the picker's value is not changed: in
 * "single" mode dp_calendar_pick_focused also sets it). Returns whether the selection changed; false and *error
 * for a day that cannot be picked (DP_DAY_DISABLED) or a NULL calendar. */
bool dp_calendar_select_focused(dp_calendar *calendar, char **error);

/* Selects a range from a program: two ISO 8601 dates ("2026-11-30"), taken in order; the focus moves to its end.
 * False and *error outside "range" mode, for text that is not a date, or a range with a day that cannot be picked. */
bool dp_calendar_select_range(dp_calendar *calendar, const char *start, const char *end, char **error);

/* Clears the selection (a range open or complete, the days of "multiple"). False for a NULL calendar. */
bool dp_calendar_clear_selection(dp_calendar *calendar);

/* Whether a range is open: its first day picked, its last not yet (the band then follows the focus). */
bool dp_calendar_range_is_open(const dp_calendar *calendar);

/* A complete range's first and last days as ISO 8601 dates ("2026-11-30"); free them with dp_string_free. NULL
 * without a complete range. */
char *dp_calendar_range_start(const dp_calendar *calendar);
char *dp_calendar_range_end(const dp_calendar *calendar);

/* A complete range as the locale writes it, by ICU's interval formatter with the skeleton of the locale's medium
 * date (en_US "Nov 30 – Dec 4, 2026", de_DE "30.11. – 04.12.2026", he_IL Hebrew "19–23 בכסלו 5787"); free it with
 * dp_string_free. NULL without a complete range. */
char *dp_calendar_range_text(const dp_calendar *calendar);

/* How many days are selected (one, a range's every day, or the days of "multiple"), and each of them in order as an
 * ISO 8601 date (free it with dp_string_free; NULL out of range). The count is -1 for a NULL calendar. */
int dp_calendar_selected_count(const dp_calendar *calendar);
char *dp_calendar_selected_date(const dp_calendar *calendar, int index);

/* Two ISO 8601 dates as the picker's locale writes the range between them (dp_calendar_range_text's form), in its
 * calendar; free it with dp_string_free. NULL and *error for text that is not a date or a picker without days. */
char *dp_picker_range_text(const dp_picker *picker, const char *start, const char *end, char **error);

/* A program's rule for days that cannot be picked (React Aria's isDateUnavailable): given a day's ISO 8601 date
 * ("2026-11-30", Gregorian whatever the calendar) and the user_data it was set with, true when the day is
 * unavailable. It must answer the same for the same day, quickly (each day of a month is asked when the month is
 * drawn), and may be called from whichever thread calls the library on the picker, while the library holds the
 * picker (or a calendar made from it): it must not call the library on either. */
typedef bool (*dp_unavailable_func)(const char *iso_date, void *user_data);

/* Sets a date or dateAndTime picker's rule for unavailable days, beside its "unavailable" option (NULL callback:
 * none). The picker keeps its value unless it is now on an unavailable day, when it moves to the nearest day that
 * can be picked (an "unavailableDay" adjustment); calendars made from the picker after this take the rule. False for a
 * NULL picker or a mode without days. */
bool dp_picker_set_unavailable(dp_picker *picker, dp_unavailable_func callback, void *user_data);

/* ---------------------------------------------------------------------------------------------------------
 * On a screen: what a toolkit's widgets need beside the wheels' and the cells' data (a calendar's names that a
 * screen reader says, clicks, the month buttons, the week numbers; the compact value as one text).
 * --------------------------------------------------------------------------------------------------------- */

/* The compact style's value as one text, for a single button and its accessible name: in dateAndTime the date
 * and the time as the locale's medium date and short time style joins them ("Nov 30, 2026, 2:05 PM",
 * "2026/11/30 14:05"), else the one button's text (dp_picker_compact_date_text's or _time_text's), borrowed;
 * NULL for a NULL picker. */
const char *dp_picker_compact_text(const dp_picker *picker);

/* A day cell's full localized date, its accessible name ("Monday, November 30, 2026", "2026年11月30日月曜日"):
 * the locale's full date style in the calendar's calendar, borrowed; NULL for a cell out of range. */
const char *dp_calendar_day_name(const dp_calendar *calendar, int week, int column);

/* A week's number (dp_calendar_week_number) in the locale's digits ("48", "٤٨"), borrowed; NULL out of range. */
const char *dp_calendar_week_label(const dp_calendar *calendar, int week);

/* Moves the focus to a day cell, as a click on it does (then dp_calendar_pick_focused picks it): within the
 * bounds, showing the day's month when it is a neighbour's day. False, changing nothing, for a NULL calendar or a
 * cell out of range. */
bool dp_calendar_focus_day(dp_calendar *calendar, int week, int column);

/* Whether the month before (`next` false) or after (`next` true) the one shown holds a day that can be picked:
 * whether a previous or next month button has anything to show (dp_calendar_move_focus_months(-1 or 1) shows
 * it). False for a NULL calendar. */
bool dp_calendar_can_show_month(const dp_calendar *calendar, bool next);

/* The heading of the month before (`next` false) or after (`next` true) the one shown ("October 2026"), the name a
 * screen reader says for a previous or next month button, borrowed; NULL for a month outside the range of days the
 * library holds, or for a NULL calendar. */
const char *dp_calendar_adjacent_heading(const dp_calendar *calendar, bool next);

/* The locale's narrow title of a column of week numbers ("wk", "W", "週"), borrowed; NULL where ICU has none of
 * the locale's own (it would give the root locale's English), or for a NULL calendar. */
const char *dp_calendar_week_title(const dp_calendar *calendar);

/* ---------------------------------------------------------------------------------------------------------
 * A picker over any columns of values (UIPickerView's model): wheels of the caller's values, with unit labels.
 * --------------------------------------------------------------------------------------------------------- */

typedef struct dp_values dp_values;

/*
 * Makes a picker of values from a JSON array of wheels, each an object:
 *   "values"   an array of strings, at least one (the rows)
 *   "unit"     the unit label the selection bar shows beside the value, or absent
 *   "cyclic"   true for a wheel that loops
 *   "selected" the index of the row selected at first (default 0)
 * Returns NULL and sets *error on failure. Free it with dp_values_free.
 */
dp_values *dp_values_new(const char *wheels_json, char **error);

/* Frees a picker of values and every string it lent (NULL is allowed). */
void dp_values_free(dp_values *values);

/* How many wheels there are; -1 for NULL. How many rows a wheel has, and which is selected; -1 out of range. */
int dp_values_wheel_count(const dp_values *values);
int dp_values_row_count(const dp_values *values, int wheel);
int dp_values_selected_row(const dp_values *values, int wheel);

/* A row's value, and a wheel's unit label (NULL when it has none), borrowed; NULL out of range. */
const char *dp_values_row_label(const dp_values *values, int wheel, int row);
const char *dp_values_unit_label(const dp_values *values, int wheel);

/* Whether a wheel of values loops (after its last row comes its first). */
bool dp_values_wheel_is_cyclic(const dp_values *values, int wheel);

/* As dp_picker_visible_rows, for a picker of values (whose rows are all enabled): the selected row's number, and
 * the labels of the window of rows around it in labels[] (before + 1 + after entries, or NULL). */
int dp_values_visible_rows(const dp_values *values, int wheel, int before, int after, const char **labels);

/* Selects a row, or spins a wheel by `delta` rows (wrapping on a cyclic wheel). As dp_picker_select and
 * dp_picker_step: true when the selection changed, false and *error out of range, false alone for no change. */
bool dp_values_select(dp_values *values, int wheel, int row, char **error);
bool dp_values_step(dp_values *values, int wheel, int delta, char **error);

/* One key pressed on a wheel of values, as dp_picker_wheel_key takes it ("ArrowUp", "ArrowDown", "PageUp",
 * "PageDown", "Home", "End", or a character typed, at `seconds`), as `datepick choose` takes it: a character
 * jumps to the next value that starts with what was typed within a second, without case ("p", "a", "r": Paris;
 * the same letter again alone: the next value it starts). True when the selection changed, false and *error for
 * a wheel out of range or another key name, false alone for no change. */
bool dp_values_wheel_key(dp_values *values, int wheel, const char *key, double seconds, char **error);

/* The selected value of each wheel, tab-separated (as `datepick choose` prints several wheels): the row's label
 * for the caller's values, the id for a list ICU knows (dp_values_new_list). Free it with dp_string_free; NULL
 * for NULL. */
char *dp_values_value(const dp_values *values);

/* ---------------------------------------------------------------------------------------------------------
 * The lists ICU knows, as a picker of values: time zones, regions, languages, currencies, calendars.
 * --------------------------------------------------------------------------------------------------------- */

/*
 * Makes a picker of values of one wheel: a list ICU knows, each row an id and its name in `locale`, the rows in
 * the order of the locale's collation, as `datepick choose --list` offers them. `list` is one of
 *   "timezones"   ICU's canonical IANA zones, named by city, metazone and offset now
 *                 ("Asia/Tokyo": ja "東京 (日本標準時) GMT+9", en "Tokyo (Japan Standard Time) GMT+9")
 *   "regions"     ICU's two-letter region codes ("JP": ja "日本")
 *   "languages"   the languages of the locales ICU has data for ("ja": en "Japanese")
 *   "currencies"  the ISO 4217 currencies in use, with their symbols ("JPY": ja "日本円 (￥)")
 *   "calendars"   the calendars ICU has ("japanese": en "Japanese Calendar")
 * `locale` is an ICU, BCP 47 or POSIX id; NULL for the environment's (LC_ALL, LC_TIME, LANG). A row's label
 * (dp_values_row_label) is the name, its value (dp_values_row_value) the id, and dp_values_value gives the
 * selected id. The first row is selected; the other dp_values calls work on it as on any picker of values.
 * Returns NULL and sets *error for an unknown list or a locale refused (one ICU has no data for, as the datepick
 * command refuses it). Free it with dp_values_free.
 */
dp_values *dp_values_new_list(const char *list, const char *locale, char **error);

/* A row's value, borrowed: the id of a list's row ("Asia/Tokyo", "JP"); for the caller's values (dp_values_new),
 * the row's label, which is its value. NULL out of range or for NULL. */
const char *dp_values_row_value(const dp_values *values, int wheel, int row);

/* ---------------------------------------------------------------------------------------------------------
 * A typed date field (React Aria's DateField, macOS's textual style) over a date, time, dateAndTime or
 * yearAndMonth picker: the value in the locale's numeric pattern as segments, each edited by the keyboard.
 * --------------------------------------------------------------------------------------------------------- */

typedef struct dp_field dp_field;

/* A field showing the picker's value (`empty` false) or every segment empty (`empty` true), the focus on the first
 * editable segment. The field edits a copy of the picker as it is now, and gives the picker its value whenever the
 * keys make a complete, valid one (dp_field_key, dp_field_type): dp_picker_value, dp_picker_view_json and the
 * adjustments (rounding to the minute interval, as the wheels report it) then follow. A change made to the picker
 * through another call after this is replaced at the field's next value: make a new field then. The field holds
 * the picker (freeing the picker first is allowed). NULL and *error for a NULL picker or a countdown. Free the field
 * with dp_field_free. */
dp_field *dp_field_new(dp_picker *picker, bool empty, char **error);

/* Frees a field and every string it lent (NULL is allowed). */
void dp_field_free(dp_field *field);

/* How many segments the field has, literal text included, in reading order; -1 for a NULL field. */
int dp_field_segment_count(const dp_field *field);

/* A segment's field ("era", "year", "month", "day", "dayPeriod", "hour", "minute", "second"; NULL for literal
 * text), its localized name ("年", "Stunde"; NULL for literal text, or when ICU has none), its text (its value in
 * the locale's digits or names, the digits typed so far, the placeholder when it is empty, or the literal text),
 * and its placeholder ("––" per digit it takes; NULL for literal text), borrowed; NULL out of range. */
const char *dp_field_segment_field(const dp_field *field, int index);
const char *dp_field_segment_title(const dp_field *field, int index);
const char *dp_field_segment_text(const dp_field *field, int index);
const char *dp_field_segment_placeholder(const dp_field *field, int index);

/* Whether a segment can take the focus (false for literal text) and whether it is empty, showing its placeholder;
 * false out of range. */
bool dp_field_segment_is_editable(const dp_field *field, int index);
bool dp_field_segment_is_placeholder(const dp_field *field, int index);

/* The index of the focused segment (always an editable one); -1 for a NULL field. */
int dp_field_focus(const dp_field *field);

/* Gives the focus to a segment (a click on it); the digits typed start over. False and *error for a segment out of
 * range or literal text. */
bool dp_field_set_focus(dp_field *field, int index, char **error);

/* Whether the locale writes right to left (the field's paragraph direction). The segments are not simply laid
 * out mirrored then: place them by dp_field_screen_segment. */
bool dp_field_is_right_to_left(const dp_field *field);

/* The segment at a screen position, counted from the left (0 leftmost, up to dp_field_segment_count - 1): the
 * Unicode bidi algorithm's order over the locale's pattern (ICU's ubidi), fixed when the field is made, so that
 * segments do not move as they fill. A Hebrew time `14:05` keeps the hour leftmost; an Arabic `d‏/M‏/y` with
 * right-to-left marks puts the year leftmost; ArrowLeft and ArrowRight move by this order. -1 out of range. */
int dp_field_screen_segment(const dp_field *field, int position);

/* Whether a segment's text runs right to left (a right-to-left name, or a literal such as `, ` between
 * right-to-left runs): a UI laying out each segment on its own gives the segment this direction. False out of
 * range. */
bool dp_field_segment_is_right_to_left(const dp_field *field, int index);

/* One key, as the model takes it, by the web's key names: "ArrowLeft", "ArrowRight" (between editable segments
 * by screen position), "Tab", "Shift+Tab" (by reading order), "ArrowUp", "ArrowDown" (one more or less,
 * wrapping within the segment), "PageUp", "PageDown" (year 5, month 2, day 7, hour 2, minute 15), "Home",
 * "End", "Backspace". False and *error for another name. */
bool dp_field_key(dp_field *field, const char *key, char **error);

/* Typed text, a character at a time: digits (ASCII or the locale's own) fill the focused segment and move on as
 * it fills; a letter sets the day period whose localized name starts with it (without case or accents); other
 * characters change nothing. False and *error for NULL or text that is not UTF-8 (nothing is typed then). */
bool dp_field_type(dp_field *field, const char *text, char **error);

/* A whole date, time or both as text, as a paste gives it ("Nov 30, 2026", "٣٠/١١/٢٠٢٦", "2026-11-30"): read as
 * dp_parse reads it in the picker's mode, locale, calendar and zone, shown in the segments and given to the picker
 * as typed keys would. Returns whether the field took it; when not (nothing reads it, naming the patterns tried,
 * or its value is outside the bounds), nothing changes, *error is set, and dp_field_validation_message says the
 * same until the next key or text. NULL, text that is not UTF-8 and a NULL field are refused with *error alone. */
bool dp_field_set_text(dp_field *field, const char *text, char **error);

/* Why the field holds no value now, in English ("incomplete: the day is empty", "the month has days 1–28, not
 * 31", a time the clocks skipped, outside the bounds), or why it refused the last text given to dp_field_set_text,
 * until the next key or text; borrowed; NULL when it holds a complete, valid value (the picker's) and for a NULL
 * field. */
const char *dp_field_validation_message(const dp_field *field);

/* Whether the field holds a complete, valid value, which the picker then has; false for a NULL field. */
bool dp_field_is_complete(const dp_field *field);

/* ---------------------------------------------------------------------------------------------------------
 * Reading a date as the locale writes it: `datepick parse`.
 * --------------------------------------------------------------------------------------------------------- */

/*
 * Reads a date or time as a person writes it, as `datepick parse` does: ISO 8601, then the locale's numeric
 * pattern of the mode (the typed field's: en_US "M/d/y"), then its short, medium, long and full patterns (and, for
 * a date, its patterns without a year, whose year is the current one), each strictly before any leniently (ICU's
 * udat_parse). The locale's digits, names and eras are read ("٣٠/١١/٢٠٢٦" in ar_EG, "令和8年11月30日" in ja_JP with
 * the Japanese calendar); surrounding whitespace is ignored.
 * `options_json` is dp_picker_new's ("locale", "mode", "calendar", "timeZone" and the rest; NULL or "" is {}): the
 * value is in that picker's calendar and zone, moved to its interval and bounds.
 * `format` is "text" (or NULL): the value as `datepick parse` prints it, without a newline ("2026-11-30",
 * "14:05", "2026-11-30T14:05:00+09:00", "2026-11"); or "json": what `datepick parse --format json` prints, with
 * its final newline (the value, "fields", the "pattern" that read the text, "lenient", and "candidates" when two
 * patterns read it differently: Schemas/parse.schema.json).
 * Returns a string to free with dp_string_free, or NULL and *error: `datepick parse`'s message for text nothing
 * reads (naming the patterns tried), the countdown's mode, options dp_picker_new refuses, another `format`, or
 * NULL or text that is not UTF-8.
 */
char *dp_parse(const char *text, const char *options_json, const char *format, char **error);

/* ---------------------------------------------------------------------------------------------------------
 * A typed field as data and its segments' values and ranges: for a UI that draws the field from the JSON view,
 * and for a screen reader's spin buttons (their values, least and greatest).
 * --------------------------------------------------------------------------------------------------------- */

/* The field's picker as data (dp_picker_view_json's view, with its final newline), its `segments` the field's
 * own as they are now: the digits typed so far, the placeholders of empty segments, the focus where it is, and
 * each editable segment's `minimum` and `maximum` (dp_field_segment_minimum, _maximum). The rest is the
 * picker's, whose value is the field's last complete, valid one. Free it with dp_string_free. NULL and *error
 * for a NULL field, or a picker ICU cannot write. */
char *dp_field_view_json(const dp_field *field, char **error);

/* The least and greatest values a segment takes now, as the segment counts: the day up to the month's days when
 * the month and year are known (1 to 28 in a February of a common year), else 31; the month up to the year's
 * months (13 in a Hebrew leap year), the Chinese and Dangi month by its number; the year as written (the ISO
 * year a Chinese or Dangi year begins in); the hour by the pattern's letter (1 to 12, 0 to 11, 0 to 23 or 1 to
 * 24); the era's and the day period's index. No segment takes a negative value: -1 for literal text, an index
 * out of range or a NULL field. */
int dp_field_segment_minimum(const dp_field *field, int index);
int dp_field_segment_maximum(const dp_field *field, int index);

/* A segment's value as a number, counted as its range is (what a spin button's value is: the month's ordinal,
 * not its name; the era's and day period's index), or -1 for an empty segment (digits that make no value yet, a 0
 * in the month, are no value), literal text, an index out of range or a NULL field. A day or month kept as typed
 * may lie outside the range the other segments now allow (day 31 after the month became November): the field
 * then holds no value and dp_field_validation_message says why. */
int dp_field_segment_value(const dp_field *field, int index);

/* ---------------------------------------------------------------------------------------------------------
 * A pick request: `datepick pick`'s command line, for a program that asks a person for a value in a window
 * (datepick-gtk), with the same options, the same refusals and the same output.
 * --------------------------------------------------------------------------------------------------------- */

typedef struct dp_pick_request dp_pick_request;

/*
 * Parses a command line as `datepick pick` parses its own: argv[0] (the program's name) is skipped, and the
 * rest are `pick`'s options (--locale, --mode, --style, --date, --time-zone or --zone, --calendar, --min or
 * --minimum-date, --max or --maximum-date, --minute-interval, --second-interval, --seconds, --duration,
 * --rounding, --zone-wheel, --first-weekday, --title, --output-format, --format, --help), with `styles` the
 * styles the program draws, comma-separated, the first by default: "wheels,inline,compact" (NULL: `datepick
 * pick`'s, "wheels,inline,field").
 * --empty is taken only with the field style and --week-numbers only with the inline one. Every option is
 * checked before a person is asked anything: an unknown option, a style not drawn or that cannot show the mode
 * (inline in time mode), an option the mode ignores, a pattern ICU cannot format and everything the picker
 * refuses are errors, with `datepick pick`'s message. With --help, the request holds the help and no picker.
 * Returns NULL and sets *error on failure (a program exits 64, EX_USAGE). Free it with dp_pick_request_free.
 */
dp_pick_request *dp_pick_request_new(int argc, const char *const *argv, const char *styles, char **error);

/* Frees a request, its picker and every string it lent (NULL is allowed). */
void dp_pick_request_free(dp_pick_request *request);

/* With --help: the options, one a line, aligned, as `datepick pick --help` lists them after its usage (a program
 * prints its own usage first), then the keys and the mouse of each style the program draws, as a window takes
 * them (datepick-gtk's), borrowed. NULL without --help, or for a NULL request. */
const char *dp_pick_request_help(const dp_pick_request *request);

/* The picker asked for, owned by the request (valid until it is freed; do not free it): a program shows it,
 * lets a person change it, and prints dp_pick_request_result. NULL with --help, or for a NULL request. */
dp_picker *dp_pick_request_picker(const dp_pick_request *request);

/* The style to draw ("wheels", "inline"…) and the title (--title; NULL when none was given), borrowed; NULL
 * with --help, or for a NULL request. */
const char *dp_pick_request_style(const dp_pick_request *request);
const char *dp_pick_request_title(const dp_pick_request *request);

/* Whether the month calendar numbers its weeks (--week-numbers). False for a NULL request. */
bool dp_pick_request_week_numbers(const dp_pick_request *request);

/* Whether a typed field starts with every segment empty (--empty, taken with the field style only): a program
 * makes it with dp_field_new(picker, true). False for a NULL request. */
bool dp_pick_request_empty(const dp_pick_request *request);

/* How the initial value was moved (to the interval, into the bounds, out of a DST gap), one line each as
 * `datepick pick` notes them on stderr after its name ("note: the initial value 14:07 was rounded to the
 * interval: 14:00"), borrowed. The count is -1 for a NULL request; a note NULL for an index out of range. */
int dp_pick_request_note_count(const dp_pick_request *request);
const char *dp_pick_request_note(const dp_pick_request *request, int index);

/* What `datepick pick` prints for the request's picker's value now, with its final newline: the value as
 * dp_picker_value gives it, or written with --output-format's pattern, or with --format json the pick result
 * (Schemas/pick.schema.json). Free it with dp_string_free. NULL and *error for a NULL request, one with --help,
 * or a value ICU cannot write. */
char *dp_pick_request_result(const dp_pick_request *request, char **error);

/* Whether the request asks for a range of days (--range, with --style inline or compact and --mode date): the
 * calendar then picks in "range" mode (dp_calendar_set_selection_mode) and dp_pick_request_range_result prints. */
bool dp_pick_request_range(const dp_pick_request *request);

/* What `datepick pick --range` prints for a range of days, its first and last as ISO 8601 dates ("2026-11-30",
 * taken in order), with its final newline: the ISO 8601 interval "2026-11-30/2026-12-04", or each end written with
 * --output-format's pattern (joined by "--" when an end has a "/"), or with --format json an object of locale,
 * calendar, timeZone, start, end, formatted (the range as the locale writes it) and days. Free it with
 * dp_string_free. NULL and *error for a NULL request, one with --help, or text that is not a date. */
char *dp_pick_request_range_result(const dp_pick_request *request, const char *start, const char *end, char **error);

/* A date or time picker's steps and bounds, for a toolkit that shows the same picker in its own widgets: the
 * minute and second wheels' steps (1 when there is no such wheel; -1 for a NULL picker), whether it has a
 * seconds wheel, and its earliest and latest moments in whole seconds since 1970-01-01T00:00Z, stored in
 * *seconds (false, leaving it alone, when there is no such bound, for a countdown, a NULL picker or a NULL
 * `seconds`). */
int dp_picker_minute_interval(const dp_picker *picker);
int dp_picker_second_interval(const dp_picker *picker);
bool dp_picker_shows_seconds(const dp_picker *picker);
bool dp_picker_minimum_moment(const dp_picker *picker, int64_t *seconds);
bool dp_picker_maximum_moment(const dp_picker *picker, int64_t *seconds);

/* Sets a date or time picker's value to a moment (whole seconds since 1970-01-01T00:00Z), or a countdown's to a
 * duration in seconds, as a value set from outside: moved to the interval and into the bounds, the moves listed
 * as dp_picker_adjustment_* gives them. A toolkit whose own widget (a calendar) changed the value tells the
 * picker so. False and *error for the wrong kind of picker, or a duration outside 0–86399. */
bool dp_picker_set_moment(dp_picker *picker, int64_t seconds, char **error);
bool dp_picker_set_duration(dp_picker *picker, int64_t seconds, char **error);

/* ---------------------------------------------------------------------------------------------------------
 * The options dp_picker_new takes, as a table: what a toolkit builds its own properties from (each option's
 * name, type and words) and which modes refuse which options, so that it restates neither and takes a new option
 * of a newer library as it comes. The strings are in static storage: never free them.
 * --------------------------------------------------------------------------------------------------------- */

/* What an option's value is (dp_option_type), and so its JSON type in dp_picker_new's options. */
enum {
    DP_OPTION_STRING = 0,  /* text, a JSON string: "locale", "calendar", "timeZone" */
    DP_OPTION_INTEGER = 1, /* a whole number, a JSON number: "minuteInterval", "duration" */
    DP_OPTION_FLAG = 2,    /* JSON true or false; false, the default, asks for nothing: "seconds", "zoneWheel" */
    DP_OPTION_CHOICE = 3,  /* one of the words dp_option_choice lists, a JSON string: "mode", "rounding" */
    DP_OPTION_MOMENT = 4   /* a moment, ISO 8601 with its offset, a JSON string: "date", "minimumDate" */
};

/* How many options dp_picker_new takes. They are numbered from 0 in the order dp_picker_new lists them; a newer
 * library numbers an option it adds after the others, so an option keeps its number. */
int dp_option_count(void);

/* An option's name in dp_picker_new's options ("minuteInterval") and the datepick command's option that sets it
 * ("--minute-interval"); NULL for an option out of range. */
const char *dp_option_name(int option);
const char *dp_option_flag(int option);

/* The number of the option a name in dp_picker_new's options names ("minuteInterval"), or -1 for a name that
 * names none, or NULL. */
int dp_option_named(const char *name);

/* What an option's value is, one of DP_OPTION_*; -1 for an option out of range. */
int dp_option_type(int option);

/* The words a DP_OPTION_CHOICE option takes, by index from 0 ("date", "time"… for "mode"); NULL past the last, for
 * an option of another type, or out of range. */
const char *dp_option_choice(int option, int index);

/* Why a mode refuses an option: the message dp_picker_new gives for it, which names the option as the datepick
 * command does ("--seconds does nothing with --mode date: date has no time wheels"). `mode` is one of
 * dp_picker_new's modes, NULL for date (as options without "mode"); `seconds` is whether the options ask for a
 * seconds wheel ("seconds": true), which "secondInterval" needs. NULL when the mode takes the option, and for an
 * option out of range or a mode dp_picker_new does not know (it refuses the mode itself). A toolkit that keeps a
 * property for every option gives dp_picker_new only those with no refusal in the mode shown, and keeps the
 * others for a mode that takes them. */
const char *dp_option_refusal(int option, const char *mode, bool seconds);

#ifdef __cplusplus
}
#endif

#endif /* DATEPICK_H */
