// Every call of libdatepick, every error path and a table of hostile input, from C99 as a caller writes it.
// Built against the library by DatePickCTests (and by the install check against the installed one); prints one
// line per failure and exits 1 if there was any. With an argument, prints the view JSON of those options instead.
#define _POSIX_C_SOURCE 200809L
#include <datepick.h>

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures = 0, checks = 0;

#define CHECK(condition, ...)                                                                                  \
    do {                                                                                                       \
        checks++;                                                                                              \
        if (!(condition)) {                                                                                    \
            failures++;                                                                                        \
            fprintf(stderr, "%s:%d: %s: ", __FILE__, __LINE__, #condition);                                    \
            fprintf(stderr, __VA_ARGS__);                                                                      \
            fputc('\n', stderr);                                                                               \
        }                                                                                                      \
    } while (0)

static bool same(const char *a, const char *b) { return a && b && strcmp(a, b) == 0; }

// Makes a picker that must be made.
static dp_picker *made(const char *options) {
    char *error = NULL;
    dp_picker *picker = dp_picker_new(options, &error);
    CHECK(picker != NULL && error == NULL, "%s: %s", options, error ? error : "(no message)");
    dp_string_free(error);
    return picker;
}

// Options that must be refused with a message holding `expected`.
static void refused(const char *options, const char *expected) {
    char *error = NULL;
    dp_picker *picker = dp_picker_new(options, &error);
    CHECK(picker == NULL, "%.60s was accepted", options ? options : "(NULL)");
    CHECK(error != NULL && strstr(error, expected) != NULL, "%.60s: '%s', not '%s'", options ? options : "(NULL)",
          error ? error : "(no message)", expected);
    CHECK(error == NULL || strchr(error, '\n') == NULL, "a message of one line");
    dp_string_free(error);
    dp_picker_free(picker);
}

static void japaneseDate(void) {
    dp_picker *picker = made("{\"locale\": \"ja_JP\", \"mode\": \"date\", \"date\": \"2026-11-30\", \"timeZone\": \"Asia/Tokyo\"}");
    CHECK(same(dp_picker_mode(picker), "date") && same(dp_picker_locale(picker), "ja_JP"), "mode and locale");
    CHECK(same(dp_picker_calendar(picker), "gregorian") && same(dp_picker_time_zone(picker), "Asia/Tokyo"), "calendar and zone");
    CHECK(!dp_picker_is_right_to_left(picker), "ja is left to right");
    CHECK(dp_picker_wheel_count(picker) == 3, "%d wheels", dp_picker_wheel_count(picker));
    const char *fields[] = {"year", "month", "day"}, *titles[] = {"年", "月", "日"}, *labels[] = {"2026年", "11月", "30日"};
    for (int wheel = 0; wheel < 3; wheel++) {
        CHECK(same(dp_picker_wheel_field(picker, wheel), fields[wheel]), "field %d", wheel);
        CHECK(same(dp_picker_wheel_title(picker, wheel), titles[wheel]), "title %d", wheel);
        CHECK(dp_picker_wheel_of_field(picker, fields[wheel]) == wheel, "wheel of %s", fields[wheel]);
        int row = dp_picker_selected_row(picker, wheel);
        CHECK(same(dp_picker_row_label(picker, wheel, row), labels[wheel]), "label %d: %s", wheel,
              dp_picker_row_label(picker, wheel, row));
        CHECK(dp_picker_row_is_enabled(picker, wheel, row) && dp_picker_unit_label(picker, wheel) == NULL, "enabled, no unit");
    }
    CHECK(dp_picker_row_count(picker, 2) == 30 && dp_picker_wheel_is_cyclic(picker, 1) && !dp_picker_wheel_is_cyclic(picker, 0),
          "rows and cycles");
    // A borrowed label is the same pointer while nothing changes: a redraw allocates nothing.
    CHECK(dp_picker_row_label(picker, 0, 3) == dp_picker_row_label(picker, 0, 3), "a label is lent once");
    // A redraw's window of rows in one call: the month wheel wraps from December to January; the year wheel,
    // which does not loop, has no row before its first.
    const char *window[5];
    bool enabled[5];
    CHECK(dp_picker_visible_rows(picker, 1, 2, 2, window, enabled) == dp_picker_selected_row(picker, 1), "window");
    const char *months[] = {"9月", "10月", "11月", "12月", "1月"};
    for (int place = 0; place < 5; place++) {
        CHECK(same(window[place], months[place]) && enabled[place], "month window %d: %s", place, window[place]);
    }
    CHECK(window[2] == dp_picker_row_label(picker, 1, dp_picker_selected_row(picker, 1)), "the same lent label");
    int year = dp_picker_selected_row(picker, 0);
    const char **years = calloc(year + 2, sizeof *years);
    bool *yearsEnabled = calloc(year + 2, sizeof *yearsEnabled);
    CHECK(dp_picker_visible_rows(picker, 0, year + 1, 0, years, yearsEnabled) == year && years[0] == NULL && !yearsEnabled[0],
          "before the first year: NULL, disabled");
    CHECK(same(years[1], dp_picker_row_label(picker, 0, 0)) && yearsEnabled[1] && same(years[year + 1], "2026年"),
          "then the first year, up to 2026");
    free(years);
    free(yearsEnabled);
    CHECK(dp_picker_visible_rows(picker, 2, 0, 0, NULL, NULL) == 29, "no arrays: the selected row alone");
    CHECK(dp_picker_visible_rows(picker, 2, -1, 0, window, enabled) == -1 && dp_picker_visible_rows(picker, 3, 0, 0, window, NULL) == -1,
          "a negative window, a wheel out of range");
    CHECK(dp_picker_visible_rows(NULL, 0, 0, 0, window, enabled) == -1, "NULL picker");
    CHECK(dp_picker_wheel_of_field(picker, "hour") == -1 && dp_picker_wheel_of_field(picker, NULL) == -1, "no hour wheel");
    char *error = NULL;
    // The month wheel loops within its year, as UIDatePicker's does: November + 3 is February of 2026.
    CHECK(dp_picker_step(picker, 1, 3, &error) && error == NULL, "step the month");
    char *value = dp_picker_value(picker);
    CHECK(same(value, "2026-02-28"), "the day the new month has: %s", value);
    dp_string_free(value);
    CHECK(dp_picker_adjustment_count(picker) == 1 && same(dp_picker_adjustment_kind(picker, 0), "dayClamped"), "day clamped");
    CHECK(same(dp_picker_adjustment_from(picker, 0), "30") && same(dp_picker_adjustment_to(picker, 0), "28"), "from 30 to 28");
    CHECK(dp_picker_adjustment_kind(picker, 1) == NULL && dp_picker_adjustment_kind(picker, -1) == NULL, "no more");
    CHECK(dp_picker_select(picker, 2, 0, &error), "select day 1");
    CHECK(dp_picker_select_edge(picker, 2, true, &error), "End on the days");
    value = dp_picker_value(picker);
    CHECK(same(value, "2026-02-28"), "the last day: %s", value);
    dp_string_free(value);
    // A gesture that moves nothing says so, and is no error: the value is where it was.
    CHECK(!dp_picker_select_edge(picker, 2, true, &error) && error == NULL, "End again: nothing moved");
    CHECK(!dp_picker_select(picker, 2, 27, &error) && error == NULL, "the 28th again: nothing moved");
    dp_picker *bounded = dp_picker_new("{\"locale\": \"en_US\", \"date\": \"2026-11-30\", \"timeZone\": \"UTC\", "
                                       "\"maximumDate\": \"2026-11-30\"}", NULL);
    CHECK(bounded && !dp_picker_step(bounded, dp_picker_wheel_of_field(bounded, "year"), 1, &error) && error == NULL,
          "past the maximum: nothing moved");
    dp_picker_free(bounded);
    CHECK(dp_picker_step(picker, 0, 1, &error) && error == NULL, "a year on moves");
    value = dp_picker_value(picker);
    CHECK(same(value, "2027-02-28"), "a year on: %s", value);
    dp_string_free(value);
    CHECK(dp_picker_step(picker, 0, -1, &error), "and back");
    CHECK(dp_picker_row_for_digits(picker, 2, "15") == 14 && dp_picker_row_for_digits(picker, 2, "x") == -1, "typeahead");
    CHECK(same(dp_picker_compact_date_text(picker), "2026/02/28") && dp_picker_compact_time_text(picker) == NULL, "compact: %s",
          dp_picker_compact_date_text(picker));

    // Errors: out of range, and a disabled row.
    CHECK(!dp_picker_select(picker, 7, 0, &error) && error && strstr(error, "no wheel 7"), "wheel 7: %s", error);
    dp_string_free(error);
    error = NULL;
    CHECK(!dp_picker_select(picker, 2, 99, &error) && error && strstr(error, "no row 99"), "row 99: %s", error);
    dp_string_free(error);
    error = NULL;
    CHECK(!dp_picker_step(picker, -1, 1, NULL), "a NULL error is allowed");
    CHECK(dp_picker_row_label(picker, 0, 100000) == NULL && dp_picker_row_count(picker, 9) == -1, "out of range is NULL, -1");

    // The month calendar of the value.
    dp_calendar *calendar = dp_calendar_new(picker, &error);
    CHECK(calendar && same(dp_calendar_heading(calendar), "2026年2月"), "heading %s", dp_calendar_heading(calendar));
    CHECK(dp_calendar_week_count(calendar) >= 4 && same(dp_calendar_weekday(calendar, 0, false), "日"), "weeks, Sunday first");
    CHECK(same(dp_calendar_weekday(calendar, 1, true), "月曜日"), "wide weekday %s", dp_calendar_weekday(calendar, 1, true));
    int focused = 0;
    for (int week = 0; week < dp_calendar_week_count(calendar); week++)
        for (int day = 0; day < 7; day++)
            if (dp_calendar_day_flags(calendar, week, day) & DP_DAY_FOCUSED) {
                focused++;
                CHECK(same(dp_calendar_day_label(calendar, week, day), "28"), "focused day %s", dp_calendar_day_label(calendar, week, day));
                CHECK(dp_calendar_day_flags(calendar, week, day) & DP_DAY_SELECTED, "the picker's day is selected");
            }
    CHECK(focused == 1, "one focused day, not %d", focused);
    CHECK(dp_calendar_week_number(calendar, 0) > 0 && dp_calendar_week_number(calendar, 9) == -1, "week numbers");
    CHECK(dp_calendar_move_focus_days(calendar, 1), "move a day");
    char *date = dp_calendar_focused_date(calendar);
    CHECK(same(date, "2026-03-01"), "focus %s", date);
    dp_string_free(date);
    // The keys by name, as every datepick calendar takes them: a year on, a week back, the day to the right.
    CHECK(dp_calendar_key(calendar, "Shift+PageDown", &error) && dp_calendar_key(calendar, "ArrowUp", &error) &&
              dp_calendar_key(calendar, "ArrowRight", &error) && error == NULL, "keys");
    date = dp_calendar_focused_date(calendar);
    CHECK(same(date, "2027-02-23"), "a year on, a week back, a day on: %s", date);
    dp_string_free(date);
    CHECK(!dp_calendar_key(calendar, "Tab", &error) && error && strstr(error, "unknown key 'Tab'") &&
              strstr(error, "Shift+PageUp"), "an unknown key: %s", error ? error : "");
    dp_string_free(error);
    error = NULL;
    CHECK(!dp_calendar_key(NULL, "Home", NULL) && !dp_calendar_key(calendar, NULL, NULL), "NULL");
    CHECK(dp_calendar_key(calendar, "Shift+PageUp", NULL) && dp_calendar_key(calendar, "ArrowDown", NULL) &&
              dp_calendar_key(calendar, "ArrowLeft", NULL), "and back");
    CHECK(dp_calendar_move_focus_months(calendar, -1) && dp_calendar_focus_month_edge(calendar, false), "moves");
    CHECK(dp_calendar_pick_focused(calendar, picker, &error), "pick: %s", error ? error : "");
    value = dp_picker_value(picker);
    CHECK(same(value, "2026-02-01"), "picked %s", value);
    dp_string_free(value);
    dp_calendar_free(calendar);

    char *view = dp_picker_view_json(picker);
    CHECK(view && strstr(view, "\"value\": \"2026-02-01\"") && strstr(view, "\"monthCode\": \"M02\""), "view %.80s", view);
    dp_string_free(view);
    dp_picker_free(picker);
}

// The calendar as a toolkit draws it: the names a screen reader says, a click, the month buttons.
static void calendarOnScreen(void) {
    dp_picker *picker = made("{\"locale\": \"en_US\", \"mode\": \"date\", \"date\": \"2026-11-30\", \"timeZone\": \"UTC\", "
                             "\"minimumDate\": \"2026-11-03\", \"maximumDate\": \"2026-12-05\"}");
    char *error = NULL;
    dp_calendar *calendar = dp_calendar_new(picker, &error);
    CHECK(calendar != NULL, "calendar: %s", error ? error : "");
    // November 2026 starts on a Sunday, the first weekday in the US: its 30th is a Monday in the fifth week.
    CHECK(same(dp_calendar_day_label(calendar, 4, 1), "30"), "the 30th: %s", dp_calendar_day_label(calendar, 4, 1));
    // CLDR 42's full date in English: "EEEE, MMMM d, y".
    CHECK(same(dp_calendar_day_name(calendar, 4, 1), "Monday, November 30, 2026"), "name %s", dp_calendar_day_name(calendar, 4, 1));
    CHECK(same(dp_calendar_day_name(calendar, 4, 2), "Tuesday, December 1, 2026"), "a neighbour's day %s",
          dp_calendar_day_name(calendar, 4, 2));
    CHECK(dp_calendar_day_name(calendar, 9, 0) == NULL && dp_calendar_day_name(calendar, 0, 7) == NULL, "out of range");
    CHECK(!dp_calendar_can_show_month(calendar, false) && dp_calendar_can_show_month(calendar, true),
          "October is before the minimum, December holds days before the maximum");
    CHECK(same(dp_calendar_week_label(calendar, 0), "45") && dp_calendar_week_label(calendar, 6) == NULL,
          "US week 45 starts on November 1, 2026: %s", dp_calendar_week_label(calendar, 0));
    CHECK(same(dp_calendar_adjacent_heading(calendar, false), "October 2026") &&
              same(dp_calendar_adjacent_heading(calendar, true), "December 2026"),
          "the months beside: %s, %s", dp_calendar_adjacent_heading(calendar, false), dp_calendar_adjacent_heading(calendar, true));
    const char *title = dp_calendar_week_title(calendar);
    CHECK(same(title, "wk"), "en_US week title %s", title ? title : "(NULL)");
    // A click on November 1, before the minimum: the focus stops at the first day that can be picked.
    CHECK(dp_calendar_focus_day(calendar, 0, 0), "focus a cell");
    char *date = dp_calendar_focused_date(calendar);
    CHECK(same(date, "2026-11-03"), "focus %s", date);
    dp_string_free(date);
    CHECK(!dp_calendar_focus_day(calendar, 0, 7) && !dp_calendar_focus_day(calendar, 6, 0), "cells out of range");
    // A click on a neighbour's day shows its month.
    CHECK(dp_calendar_focus_day(calendar, 4, 2) && same(dp_calendar_heading(calendar), "December 2026"), "heading %s",
          dp_calendar_heading(calendar));
    CHECK(dp_calendar_can_show_month(calendar, false) && !dp_calendar_can_show_month(calendar, true), "December's neighbours");
    CHECK(same(dp_calendar_adjacent_heading(calendar, true), "January 2027"), "after December: %s",
          dp_calendar_adjacent_heading(calendar, true));
    CHECK(dp_calendar_pick_focused(calendar, picker, &error), "pick: %s", error ? error : "");
    int selected = 0;
    for (int week = 0; week < dp_calendar_week_count(calendar); week++)
        for (int column = 0; column < 7; column++)
            if (dp_calendar_day_flags(calendar, week, column) & DP_DAY_SELECTED) {
                selected++;
                CHECK(same(dp_calendar_day_name(calendar, week, column), "Tuesday, December 1, 2026"), "selected %s",
                      dp_calendar_day_name(calendar, week, column));
            }
    CHECK(selected == 1, "the picked day is the one selected, not %d days", selected);
    dp_calendar_free(calendar);
    dp_picker_free(picker);

    picker = made("{\"locale\": \"ja_JP\", \"mode\": \"date\", \"date\": \"2026-11-30\", \"timeZone\": \"Asia/Tokyo\"}");
    calendar = dp_calendar_new(picker, NULL);
    // CLDR 42's full date in Japanese: "y年M月d日EEEE".
    CHECK(same(dp_calendar_day_name(calendar, 4, 1), "2026年11月30日月曜日"), "ja name %s", dp_calendar_day_name(calendar, 4, 1));
    dp_calendar_free(calendar);
    dp_picker_free(picker);
    picker = made("{\"locale\": \"ar_EG\", \"mode\": \"date\", \"date\": \"2026-11-30\", \"timeZone\": \"Africa/Cairo\"}");
    calendar = dp_calendar_new(picker, NULL);
    // Egypt's weeks start on Saturday (CLDR weekData): the first row, October 31 to November 6, is week 45, in
    // Arabic-Indic digits (ar_EG's numbering system, arab).
    CHECK(dp_calendar_week_number(calendar, 0) == 45 && same(dp_calendar_week_label(calendar, 0), "٤٥"), "ar week %s",
          dp_calendar_week_label(calendar, 0));
    dp_calendar_free(calendar);
    dp_picker_free(picker);
    CHECK(dp_calendar_day_name(NULL, 0, 0) == NULL && !dp_calendar_focus_day(NULL, 0, 0), "NULL calendar");
    CHECK(!dp_calendar_can_show_month(NULL, true) && dp_calendar_week_title(NULL) == NULL, "NULL calendar");
    CHECK(dp_calendar_week_label(NULL, 0) == NULL && dp_calendar_adjacent_heading(NULL, true) == NULL, "NULL calendar");
}

// The compact value as one text: the date and time as the locale's medium date and short time style joins them.
static void compactText(void) {
    dp_picker *picker = made("{\"locale\": \"en_US\", \"mode\": \"dateAndTime\", \"date\": \"2026-11-30T14:05\", "
                             "\"timeZone\": \"UTC\"}");
    // CLDR 42, en: medium date "MMM d, y", short time "h:mm a", joined by "{1}, {0}" (with a narrow space before PM).
    CHECK(same(dp_picker_compact_text(picker), "Nov 30, 2026, 2:05\u202fPM"), "en %s", dp_picker_compact_text(picker));
    CHECK(dp_picker_step(picker, 1, 1, NULL) && same(dp_picker_compact_text(picker), "Nov 30, 2026, 3:05\u202fPM"),
          "after a step %s", dp_picker_compact_text(picker));
    dp_picker_free(picker);
    picker = made("{\"locale\": \"ja_JP\", \"mode\": \"date\", \"date\": \"2026-11-30\", \"timeZone\": \"Asia/Tokyo\"}");
    CHECK(same(dp_picker_compact_text(picker), dp_picker_compact_date_text(picker)), "a date alone: %s",
          dp_picker_compact_text(picker));
    dp_picker_free(picker);
    picker = made("{\"locale\": \"en_US\", \"mode\": \"countDownTimer\", \"duration\": 3660}");
    CHECK(same(dp_picker_compact_text(picker), "1:01"), "a countdown %s", dp_picker_compact_text(picker));
    dp_picker_free(picker);
    CHECK(dp_picker_compact_text(NULL) == NULL, "NULL picker");
}

static void countdown(void) {
    dp_picker *timer = made("{\"locale\": \"en_US\", \"mode\": \"countDownTimer\", \"duration\": 3660}");
    CHECK(dp_picker_wheel_count(timer) == 2 && same(dp_picker_unit_label(timer, 0), "hour"), "countdown wheels");
    CHECK(dp_picker_time_zone(timer) == NULL && same(dp_picker_compact_time_text(timer), "1:01"), "no zone; 1:01");
    char *error = NULL;
    dp_calendar *none = dp_calendar_new(timer, &error);
    CHECK(none == NULL && error && strstr(error, "countDownTimer"), "a countdown has no calendar: %s", error);
    dp_string_free(error);
    CHECK(dp_picker_select(timer, 0, 2, NULL) && same(dp_picker_unit_label(timer, 0), "hours"), "2 hours");
    char *value = dp_picker_value(timer);
    CHECK(same(value, "7260"), "7260: %s", value);
    dp_string_free(value);
    int64_t seconds = 42;
    CHECK(dp_picker_duration(timer) == 7260 && !dp_picker_moment(timer, &seconds) && seconds == 42, "a duration, no moment");
    dp_picker_free(timer);
    // A moment for a toolkit's date type: 14:05 in Tokyo is 05:05Z, then one minute on.
    dp_picker *moment = made("{\"locale\": \"en_US\", \"mode\": \"dateAndTime\", \"date\": \"2026-11-30T14:05\","
                             " \"timeZone\": \"Asia/Tokyo\"}");
    CHECK(dp_picker_moment(moment, &seconds) && seconds == 1796015100, "the moment: %lld", (long long)seconds);
    CHECK(dp_picker_step(moment, dp_picker_wheel_of_field(moment, "minute"), 1, NULL) && dp_picker_moment(moment, &seconds) &&
              seconds == 1796015160, "a minute on: %lld", (long long)seconds);
    CHECK(dp_picker_duration(moment) == -1 && !dp_picker_moment(moment, NULL), "no duration; NULL seconds");
    CHECK(!dp_picker_moment(NULL, &seconds) && dp_picker_duration(NULL) == -1, "NULL picker");
    dp_picker_free(moment);
}

static void bounds(void) {
    dp_picker *picker = made("{\"locale\": \"en_US\", \"mode\": \"date\", \"date\": \"2026-11-30\", \"timeZone\": \"UTC\","
                             " \"minimumDate\": \"2026-11-10\", \"maximumDate\": \"2026-12-20\"}");
    int day = dp_picker_wheel_of_field(picker, "day");
    CHECK(!dp_picker_row_is_enabled(picker, day, 0), "November 1 is before the minimum");
    // The window wraps around the cyclic day wheel, 30 to 1, and says which rows are disabled (1 and 2).
    const char *window[3];
    bool enabled[3];
    CHECK(dp_picker_visible_rows(picker, day, 0, 2, window, enabled) == 29 && same(window[1], "1") && same(window[2], "2"),
          "day window: %s %s", window[1], window[2]);
    CHECK(enabled[0] && !enabled[1] && !enabled[2], "November 30 enabled, 1 and 2 disabled");
    char *error = NULL;
    CHECK(!dp_picker_select(picker, day, 0, &error) && error && strstr(error, "disabled"), "a disabled row: %s", error);
    dp_string_free(error);
    dp_picker_free(picker);
    picker = made("{\"locale\": \"en_US\", \"mode\": \"dateAndTime\", \"date\": \"2026-03-08T02:30\", \"timeZone\":"
                  " \"America/New_York\"}");
    CHECK(same(dp_picker_adjustment_kind(picker, 0), "skippedTime"), "a DST gap is noted");
    CHECK(same(dp_picker_adjustment_from(picker, 0), "2026-03-08T02:30:00"), "from %s", dp_picker_adjustment_from(picker, 0));
    dp_picker_free(picker);
}

static void values(void) {
    char *error = NULL;
    dp_values *sizes = dp_values_new("[{\"values\": [\"S\", \"M\", \"L\"], \"selected\": 1},"
                                     " {\"values\": [\"1\", \"2\"], \"unit\": \"kg\", \"cyclic\": true}]", &error);
    CHECK(sizes && dp_values_wheel_count(sizes) == 2 && dp_values_row_count(sizes, 0) == 3, "values: %s", error ? error : "");
    CHECK(same(dp_values_row_label(sizes, 0, 2), "L") && same(dp_values_unit_label(sizes, 1), "kg"), "labels and units");
    CHECK(dp_values_unit_label(sizes, 0) == NULL && dp_values_selected_row(sizes, 0) == 1, "no unit; M selected");
    const char *window[5];
    CHECK(dp_values_visible_rows(sizes, 0, 2, 2, window) == 1 && window[0] == NULL && same(window[1], "S") &&
              same(window[3], "L") && window[4] == NULL, "a window past both ends of S M L");
    CHECK(dp_values_wheel_is_cyclic(sizes, 1) && !dp_values_wheel_is_cyclic(sizes, 0) && !dp_values_wheel_is_cyclic(sizes, 5),
          "cyclic wheels");
    CHECK(dp_values_visible_rows(sizes, 1, 2, 2, window) == 0 && same(window[0], "1") && same(window[1], "2") &&
              same(window[2], "1") && same(window[4], "1"), "a cyclic window wraps: %s %s %s", window[0], window[1], window[2]);
    CHECK(dp_values_visible_rows(sizes, 2, 0, 0, window) == -1 && dp_values_visible_rows(NULL, 0, 0, 0, NULL) == -1, "out of range");
    CHECK(dp_values_step(sizes, 1, 1, NULL) && dp_values_step(sizes, 1, 1, NULL) && dp_values_selected_row(sizes, 1) == 0, "cyclic");
    CHECK(dp_values_select(sizes, 0, 2, NULL) && !dp_values_select(sizes, 0, 3, &error), "select");
    CHECK(error && strstr(error, "no row 3"), "%s", error);
    dp_string_free(error);
    error = NULL;
    CHECK(!dp_values_select(sizes, 0, 2, &error) && error == NULL, "the row selected again: nothing moved");
    CHECK(!dp_values_step(sizes, 0, 5, &error) && dp_values_step(sizes, 0, -1, &error) && error == NULL,
          "past the end of a wheel that does not loop: nothing moved; back a row: moved");
    CHECK(dp_values_step(sizes, 0, 1, NULL), "and on again");
    CHECK(!dp_values_select(sizes, 0, 3, &error), "out of range");
    CHECK(error && strstr(error, "no row 3"), "%s", error);
    dp_string_free(error);
    char *value = dp_values_value(sizes);
    CHECK(same(value, "L\t1"), "value %s", value);
    dp_string_free(value);
    dp_values_free(sizes);
    const char *bad[][2] = {{"[]", "at least one wheel"}, {"[{\"values\": []}]", "at least one value"},
                            {"[{\"values\": [1]}]", "must be strings"}, {"[{\"values\": [\"a\"], \"selected\": 4}]", "'selected'"},
                            {"[{\"values\": [\"a\"], \"colour\": 1}]", "unknown key 'colour'"}, {"{", "not valid JSON"}};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        error = NULL;
        dp_values *none = dp_values_new(bad[i][0], &error);
        CHECK(none == NULL && error && strstr(error, bad[i][1]), "%s: %s", bad[i][0], error ? error : "(none)");
        dp_string_free(error);
    }
    CHECK(dp_values_new(NULL, NULL) == NULL && dp_values_wheel_count(NULL) == -1 && dp_values_value(NULL) == NULL, "NULL");
    dp_values_free(NULL);
}

/* The index of the first row of a wheel whose label starts with `prefix`, or -1. */
static int rowStarting(int count, const char *(*label)(const void *, int, int), const void *object, int wheel,
                       const char *prefix) {
    for (int row = 0; row < count; row++) {
        const char *text = label(object, wheel, row);
        if (text && strncmp(text, prefix, strlen(prefix)) == 0) return row;
    }
    return -1;
}

static const char *pickerLabel(const void *picker, int wheel, int row) { return dp_picker_row_label(picker, wheel, row); }
static const char *valuesLabel(const void *values, int wheel, int row) { return dp_values_row_label(values, wheel, row); }

static void zoneWheel(void) {
    dp_picker *picker = made("{\"locale\": \"en_US\", \"mode\": \"dateAndTime\", \"date\": \"2026-03-08T02:30\","
                             " \"timeZone\": \"Asia/Tokyo\", \"zoneWheel\": true}");
    if (!picker) return;
    int wheel = dp_picker_wheel_of_field(picker, "timeZone");
    CHECK(wheel == dp_picker_wheel_count(picker) - 1 && same(dp_picker_wheel_title(picker, wheel), "time zone"),
          "the zone wheel is last: %d", wheel);
    const char *tokyo = dp_picker_time_zone(picker);
    CHECK(same(tokyo, "Asia/Tokyo"), "zone %s", tokyo);
    const char *selected = dp_picker_row_label(picker, wheel, dp_picker_selected_row(picker, wheel));
    CHECK(selected && strncmp(selected, "Tokyo (Japan Standard Time)", 27) == 0, "the picker's zone selected: %s", selected);
    int newYork = rowStarting(dp_picker_row_count(picker, wheel), pickerLabel, picker, wheel, "New York (Eastern Time)");
    char *error = NULL;
    CHECK(newYork >= 0 && dp_picker_select(picker, wheel, newYork, &error), "select New York: %s", error ? error : "");
    // 02:30 is a time New York skipped that night: the wall time moves on by the gap, as on the time wheels.
    char *value = dp_picker_value(picker);
    CHECK(same(value, "2026-03-08T03:30:00-04:00"), "the wall time in New York: %s", value);
    dp_string_free(value);
    CHECK(same(dp_picker_time_zone(picker), "America/New_York"), "the zone lent anew: %s", dp_picker_time_zone(picker));
    CHECK(dp_picker_adjustment_count(picker) == 1 && same(dp_picker_adjustment_kind(picker, 0), "skippedTime"), "skipped");
    dp_picker_free(picker);
    refused("{\"mode\": \"date\", \"zoneWheel\": true}", "--zone-wheel does nothing with --mode date");
    refused("{\"mode\": \"dateAndTime\", \"zoneWheel\": 1}", "'zoneWheel' must be true or false");
}

static void lists(void) {
    char *error = NULL;
    dp_values *zones = dp_values_new_list("timezones", "ja_JP", &error);
    CHECK(zones && error == NULL && dp_values_wheel_count(zones) == 1, "zones: %s", error ? error : "");
    if (!zones) return;
    int count = dp_values_row_count(zones, 0);
    CHECK(count > 300, "%d zones", count);
    // CLDR 42's Japanese names: Asia/Tokyo's exemplar city 東京, metazone Japan 日本標準時.
    int tokyo = rowStarting(count, valuesLabel, zones, 0, "東京 (日本標準時)");
    CHECK(tokyo >= 0 && same(dp_values_row_value(zones, 0, tokyo), "Asia/Tokyo"), "Tokyo's id: %s",
          tokyo >= 0 ? dp_values_row_value(zones, 0, tokyo) : "(no row)");
    CHECK(dp_values_row_value(zones, 0, tokyo) == dp_values_row_value(zones, 0, tokyo), "an id is lent once");
    CHECK(dp_values_select(zones, 0, tokyo, &error), "select Tokyo");
    char *value = dp_values_value(zones);
    CHECK(same(value, "Asia/Tokyo"), "the value is the id: %s", value);
    dp_string_free(value);
    CHECK(dp_values_row_value(zones, 0, count) == NULL && dp_values_row_value(zones, 1, 0) == NULL &&
              dp_values_row_value(NULL, 0, 0) == NULL, "out of range");
    dp_values_free(zones);
    // Each list, its names in the locale and its ids as ICU spells them (CLDR 42: ja 日本, ja 日本円 and ￥, en Japanese).
    const char *cases[][4] = {{"regions", "ja", "日本", "JP"}, {"languages", "en", "Japanese", "ja"},
                              {"currencies", "ja", "日本円 (￥)", "JPY"}, {"calendars", "en", "Japanese Calendar", "japanese"}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        dp_values *list = dp_values_new_list(cases[i][0], cases[i][1], NULL);
        int rows = dp_values_row_count(list, 0), row = -1;
        for (int r = 0; r < rows && row < 0; r++) {
            if (same(dp_values_row_label(list, 0, r), cases[i][2])) row = r;
        }
        CHECK(row >= 0 && same(dp_values_row_value(list, 0, row), cases[i][3]), "%s: '%s' is %s", cases[i][0], cases[i][2],
              row >= 0 ? dp_values_row_value(list, 0, row) : "(no row)");
        dp_values_free(list);
    }
    // The caller's values: a row's value is its label.
    dp_values *sizes = dp_values_new("[{\"values\": [\"S\", \"M\"]}]", NULL);
    CHECK(dp_values_row_value(sizes, 0, 1) == dp_values_row_label(sizes, 0, 1), "a plain value is its label");
    dp_values_free(sizes);
    const char *bad[][3] = {{"planets", "en", "unknown list 'planets'; use timezones, regions"},
                            {"regions", "xx_YY", "ICU has no data for language 'xx'"},
                            {NULL, "en", "list: NULL"}, {"regions", "\xff", "locale: not UTF-8"}};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        error = NULL;
        dp_values *none = dp_values_new_list(bad[i][0], bad[i][1], &error);
        CHECK(none == NULL && error && strstr(error, bad[i][2]), "%s %s: %s", bad[i][0] ? bad[i][0] : "NULL", bad[i][1],
              error ? error : "(none)");
        dp_string_free(error);
    }
    // NULL: the environment's locale (LANG=en_US.UTF-8 in the tests).
    dp_values *english = dp_values_new_list("regions", NULL, &error);
    int japan = -1;
    for (int r = 0; r < dp_values_row_count(english, 0) && japan < 0; r++) {
        if (same(dp_values_row_value(english, 0, r), "JP")) japan = r;
    }
    CHECK(japan >= 0 && same(dp_values_row_label(english, 0, japan), "Japan"), "the environment's names");
    dp_values_free(english);
}

static void hostile(void) {
    // NULL everywhere a pointer goes.
    CHECK(dp_picker_wheel_count(NULL) == -1 && dp_picker_mode(NULL) == NULL && dp_picker_view_json(NULL) == NULL, "NULL picker");
    CHECK(dp_picker_value(NULL) == NULL && !dp_picker_step(NULL, 0, 1, NULL) && dp_picker_row_label(NULL, 0, 0) == NULL, "NULL");
    CHECK(dp_calendar_new(NULL, NULL) == NULL && dp_calendar_week_count(NULL) == -1 && !dp_calendar_move_focus_days(NULL, 1), "NULL");
    dp_picker_free(NULL);
    dp_calendar_free(NULL);
    dp_string_free(NULL);
    refused("{\"locale\": \"ja\\u0000JP\"}", "malformed");
    refused("{\"locale\": \"ja\xff" "JP\"}", "options: not UTF-8");
    refused("{\"locale\": \"xx_YY\"}", "no data for language 'xx'");
    refused("{\"mode\": \"week\"}", "unknown mode 'week'");
    refused("{\"mode\": 3}", "'mode' must be a string, not a number");
    refused("{\"minuteInterval\": \"15\"}", "'minuteInterval' must be a whole number, not a string");
    refused("{\"seconds\": 1}", "'seconds' must be true or false");
    refused("{\"colour\": \"red\"}", "unknown key 'colour'");
    refused("{\"locale\": \"en\", \"locale\": \"de\"}", "given twice");
    refused("[1, 2]", "expected a JSON object, not an array");
    refused("{\"timeZone\": \"Mars/Base\"}", "unknown time zone 'Mars/Base'");
    refused("{\"date\": \"2026-02-30\"}", "has no day 30");
    refused("{\"mode\": \"time\", \"minuteInterval\": 7}", "minute interval 7 is not allowed");
    refused("{\"mode\": \"yearAndMonth\", \"seconds\": true}", "--seconds does nothing with --mode yearAndMonth");
    refused("{\"mode\": \"date\", \"duration\": 60}", "only a countdown");
    refused("{\"mode\": \"countDownTimer\", \"duration\": 86400}", "duration 86400 s is outside");
    refused("{\"calendar\": \"gregorian2\"}", "unknown calendar 'gregorian2'");
    refused("{\"minimumDate\": \"2027-01-01\", \"maximumDate\": \"2026-01-01\"}", "after maximum date");
    refused("{\"rounding\": \"up\"}", "unknown rounding 'up'");
    // A megabyte of options: a locale id of a million letters.
    size_t size = 1 << 20;
    char *huge = malloc(size + 32);
    strcpy(huge, "{\"locale\": \"");
    memset(huge + strlen(huge), 'a', size);
    strcpy(huge + 12 + size, "\"}");
    refused(huge, "bytes long; the limit is 157");
    // Nesting a parser could recurse on without end.
    memset(huge, '[', size);
    huge[size] = 0;
    refused(huge, "nesting deeper than");
    free(huge);
    dp_picker *empty = made("");
    CHECK(same(dp_picker_mode(empty), "date"), "no options: date mode");
    dp_picker_free(empty);
    dp_picker *null = made(NULL);
    dp_picker_free(null);
}

// Makes a field that must be made.
static dp_field *fieldOf(dp_picker *picker, bool empty) {
    char *error = NULL;
    dp_field *field = dp_field_new(picker, empty, &error);
    CHECK(field != NULL && error == NULL, "a field: %s", error ? error : "(no message)");
    dp_string_free(error);
    return field;
}

// The field's segments' texts, joined, as the line a UI draws.
static void fieldText(const dp_field *field, char *out, size_t size) {
    out[0] = 0;
    for (int index = 0; index < dp_field_segment_count(field); index++) {
        strncat(out, dp_field_segment_text(field, index), size - strlen(out) - 1);
    }
}

// The picker's value is `expected`.
static void valueIs(const dp_picker *picker, const char *expected, const char *why) {
    char *value = dp_picker_value(picker);
    CHECK(same(value, expected), "%s: %s, not %s", why, value, expected);
    dp_string_free(value);
}

// One key on a wheel (dp_picker_wheel_key, dp_values_wheel_key): the web's names, or a character typed at a time.
static void wheelKeys(void) {
    dp_picker *picker = made("{\"locale\": \"en_US\", \"mode\": \"date\", \"date\": \"2026-02-20\", \"timeZone\": \"UTC\"}");
    if (!picker) return;
    char *error = NULL;
    int month = dp_picker_wheel_of_field(picker, "month"), day = dp_picker_wheel_of_field(picker, "day");
    CHECK(dp_picker_wheel_key(picker, day, "ArrowUp", 0, &error) && error == NULL, "↑: a day back");
    valueIs(picker, "2026-02-19", "↑");
    CHECK(dp_picker_wheel_key(picker, day, "PageUp", 0, NULL), "PageUp");
    valueIs(picker, "2026-02-14", "PageUp: five days back");
    CHECK(dp_picker_wheel_key(picker, day, "PageDown", 0, NULL) && dp_picker_wheel_key(picker, day, "ArrowDown", 0, NULL),
          "PageDown, ↓");
    valueIs(picker, "2026-02-20", "PageDown and ↓");
    CHECK(dp_picker_wheel_key(picker, day, "End", 0, NULL), "End");
    valueIs(picker, "2026-02-28", "End: February's last day");
    CHECK(!dp_picker_wheel_key(picker, day, "End", 0, &error) && error == NULL, "End again: nothing moved, no error");
    CHECK(dp_picker_wheel_key(picker, day, "Home", 0, NULL), "Home");
    valueIs(picker, "2026-02-01", "Home: the first");
    // Digits typed within a second make one number; after a pause, a new one; one no row has starts again.
    CHECK(!dp_picker_wheel_key(picker, day, "1", 100, &error) && error == NULL, "1 on the 1st: nothing moved");
    CHECK(dp_picker_wheel_key(picker, day, "5", 100.5, NULL), "then 5");
    valueIs(picker, "2026-02-15", "1 then 5: the 15th");
    CHECK(dp_picker_wheel_key(picker, day, "2", 102, NULL), "2 after a pause");
    valueIs(picker, "2026-02-02", "after a pause: the 2nd");
    CHECK(dp_picker_wheel_key(picker, day, "9", 102.3, NULL), "9");
    valueIs(picker, "2026-02-09", "no 29th in February: the 9th");
    CHECK(!dp_picker_wheel_key(picker, day, "x", 102.4, &error) && error == NULL, "a letter on the days moves nothing");
    // Another wheel starts anew: 1 on the months, then 2 on the days within the second, is the 2nd, not the 12th.
    CHECK(dp_picker_wheel_key(picker, month, "1", 103, NULL) && dp_picker_wheel_key(picker, day, "2", 103.2, NULL), "1, 2");
    valueIs(picker, "2026-01-02", "January, the 2nd");
    CHECK(!dp_picker_wheel_key(picker, day, "ArrowLeft", 0, &error) && error && strstr(error, "unknown key 'ArrowLeft'") &&
              strstr(error, "ArrowUp, ArrowDown, PageUp, PageDown, Home, End"), "ArrowLeft is the caller's: %s", error);
    dp_string_free(error);
    error = NULL;
    CHECK(!dp_picker_wheel_key(picker, 7, "Home", 0, &error) && error && strstr(error, "no wheel 7"), "wheel 7: %s", error);
    dp_string_free(error);
    error = NULL;
    CHECK(!dp_picker_wheel_key(picker, day, NULL, 0, &error) && error && strstr(error, "key: NULL"), "NULL key: %s", error);
    dp_string_free(error);
    error = NULL;
    CHECK(!dp_picker_wheel_key(picker, day, "\xff", 0, &error) && error && strstr(error, "not UTF-8"), "%s", error);
    dp_string_free(error);
    error = NULL;
    CHECK(!dp_picker_wheel_key(NULL, 0, "Home", 0, &error) && error && strstr(error, "NULL"), "NULL picker: %s", error);
    dp_string_free(error);
    error = NULL;
    dp_picker_free(picker);
    // The zone wheel is typed by name: "New Y" is New York, at its wall time.
    picker = made("{\"locale\": \"en_US\", \"mode\": \"dateAndTime\", \"date\": \"2026-11-30T14:05\", \"timeZone\":"
                  " \"Asia/Tokyo\", \"zoneWheel\": true}");
    if (!picker) return;
    int zone = dp_picker_wheel_of_field(picker, "timeZone");
    const char *typed[] = {"N", "e", "w", " ", "Y"};
    for (int index = 0; index < 5; index++) dp_picker_wheel_key(picker, zone, typed[index], 10 + index * 0.1, NULL);
    CHECK(same(dp_picker_time_zone(picker), "America/New_York"), "New Y: %s", dp_picker_time_zone(picker));
    valueIs(picker, "2026-11-30T14:05:00-05:00", "the wall time in New York");
    dp_picker_free(picker);

    dp_values *cities = dp_values_new("[{\"values\": [\"Lima\", \"Paris\", \"Tokyo\", \"Perth\"]}]", &error);
    CHECK(cities && error == NULL, "cities: %s", error ? error : "");
    if (!cities) return;
    CHECK(dp_values_wheel_key(cities, 0, "t", 10, &error) && error == NULL && dp_values_selected_row(cities, 0) == 2, "t: Tokyo");
    CHECK(dp_values_wheel_key(cities, 0, "p", 10.3, NULL) && dp_values_selected_row(cities, 0) == 3, "no tp: the next p, Perth");
    CHECK(dp_values_wheel_key(cities, 0, "p", 10.6, NULL) && dp_values_selected_row(cities, 0) == 1, "p again: Paris");
    CHECK(!dp_values_wheel_key(cities, 0, "A", 10.9, &error) && error == NULL && dp_values_selected_row(cities, 0) == 1,
          "pA, without case: Paris still, nothing moved");
    CHECK(dp_values_wheel_key(cities, 0, "End", 0, NULL) && dp_values_selected_row(cities, 0) == 3, "End: Perth");
    CHECK(dp_values_wheel_key(cities, 0, "Home", 0, NULL) && dp_values_selected_row(cities, 0) == 0, "Home: Lima");
    CHECK(!dp_values_wheel_key(cities, 0, "ArrowUp", 0, &error) && error == NULL, "↑ at the first: nothing moved");
    CHECK(dp_values_wheel_key(cities, 0, "PageDown", 0, NULL) && dp_values_selected_row(cities, 0) == 3, "PageDown: the last");
    CHECK(!dp_values_wheel_key(cities, 1, "Home", 0, &error) && error && strstr(error, "wheel 1"), "wheel 1: %s", error);
    dp_string_free(error);
    error = NULL;
    CHECK(!dp_values_wheel_key(cities, 0, "Escape", 0, &error) && error && strstr(error, "unknown key 'Escape'"), "%s", error);
    dp_string_free(error);
    error = NULL;
    CHECK(!dp_values_wheel_key(NULL, 0, "Home", 0, &error) && error && strstr(error, "NULL"), "NULL values: %s", error);
    dp_string_free(error);
    dp_values_free(cities);
}

static void typedField(void) {
    // en_US: M/d/y, the focus on the month; literals between segments cannot take it.
    dp_picker *picker = made("{\"locale\": \"en_US\", \"mode\": \"date\", \"date\": \"2026-11-30\", \"timeZone\": \"UTC\"}");
    dp_field *field = fieldOf(picker, false);
    CHECK(dp_field_segment_count(field) == 5 && dp_field_focus(field) == 0, "5 segments, the month focused");
    const char *fields[] = {"month", NULL, "day", NULL, "year"}, *texts[] = {"11", "/", "30", "/", "2026"};
    for (int index = 0; index < 5; index++) {
        CHECK(fields[index] ? same(dp_field_segment_field(field, index), fields[index]) : !dp_field_segment_field(field, index),
              "field %d", index);
        CHECK(same(dp_field_segment_text(field, index), texts[index]), "text %d: %s", index, dp_field_segment_text(field, index));
        CHECK(dp_field_segment_is_editable(field, index) == (fields[index] != NULL), "editable %d", index);
        CHECK(!dp_field_segment_is_placeholder(field, index), "filled %d", index);
        CHECK((dp_field_segment_placeholder(field, index) != NULL) == (fields[index] != NULL), "placeholder %d", index);
        CHECK((dp_field_segment_title(field, index) != NULL) == (fields[index] != NULL), "title %d", index);
    }
    CHECK(same(dp_field_segment_placeholder(field, 4), "––––"), "a year's placeholder: %s", dp_field_segment_placeholder(field, 4));
    CHECK(dp_field_segment_text(field, 0) == dp_field_segment_text(field, 0), "a text is lent once");
    CHECK(!dp_field_is_right_to_left(field) && dp_field_is_complete(field) && dp_field_validation_message(field) == NULL,
          "left to right, complete");
    // ↑ wraps the month without carrying into the year; the picker follows, and so does its view.
    CHECK(dp_field_key(field, "ArrowUp", NULL) && same(dp_field_segment_text(field, 0), "12"), "↑: December");
    CHECK(dp_field_key(field, "ArrowUp", NULL) && same(dp_field_segment_text(field, 0), "1"), "↑: January, wrapped");
    valueIs(picker, "2026-01-30", "the picker follows");
    char *view = dp_picker_view_json(picker);
    CHECK(view && strstr(view, "\"segments\"") && strstr(view, "\"text\": \"1\""), "the view's segments follow: %.80s", view);
    dp_string_free(view);
    // → skips the literal; PgUp steps the day by 7, wrapping in January's 31 (en_US's `d` is not padded); Home
    // and End; Tab and Shift+Tab.
    CHECK(dp_field_key(field, "ArrowRight", NULL) && dp_field_focus(field) == 2, "→: the day, past the /");
    CHECK(dp_field_key(field, "PageUp", NULL) && same(dp_field_segment_text(field, 2), "6"), "PgUp: 30 + 7 in 31 days");
    CHECK(dp_field_key(field, "End", NULL) && same(dp_field_segment_text(field, 2), "31"), "End: 31");
    CHECK(dp_field_key(field, "Home", NULL) && same(dp_field_segment_text(field, 2), "1"), "Home: 1");
    CHECK(dp_field_key(field, "PageDown", NULL) && same(dp_field_segment_text(field, 2), "25"), "PgDn: 1 - 7 wraps to 25");
    CHECK(dp_field_key(field, "ArrowDown", NULL) && same(dp_field_segment_text(field, 2), "24"), "↓: 24");
    CHECK(dp_field_key(field, "Tab", NULL) && dp_field_focus(field) == 4, "Tab: the year");
    CHECK(dp_field_key(field, "Shift+Tab", NULL) && dp_field_key(field, "ArrowLeft", NULL) && dp_field_focus(field) == 0,
          "Shift+Tab, ←: back to the month");
    valueIs(picker, "2026-01-24", "every key's value");
    // Typing: 31 fills the day and moves on; then 2 in the month moves on at once (no month 2x), and the 31st
    // is kept as typed though February has none, and the field says why.
    CHECK(dp_field_set_focus(field, 2, NULL) && dp_field_type(field, "31", NULL) && dp_field_focus(field) == 4, "31, on");
    valueIs(picker, "2026-01-31", "January 31");
    CHECK(dp_field_set_focus(field, 0, NULL) && dp_field_type(field, "2", NULL) && dp_field_focus(field) == 2, "2: on");
    CHECK(same(dp_field_segment_text(field, 2), "31"), "31 stays as typed: %s", dp_field_segment_text(field, 2));
    const char *message = dp_field_validation_message(field);
    CHECK(message && strstr(message, "not 31") && !dp_field_is_complete(field), "why: %s", message);
    valueIs(picker, "2026-01-31", "an impossible date is not the picker's");
    // Backspace removes the last digit: 3, then nothing; then it moves to the month.
    CHECK(dp_field_key(field, "Backspace", NULL) && same(dp_field_segment_text(field, 2), "3"), "Backspace: 3");
    CHECK(dp_field_key(field, "Backspace", NULL) && dp_field_segment_is_placeholder(field, 2), "Backspace: empty");
    message = dp_field_validation_message(field);
    CHECK(message && strstr(message, "incomplete") && strstr(message, "day"), "incomplete: %s", message);
    CHECK(dp_field_key(field, "Backspace", NULL) && dp_field_focus(field) == 0, "Backspace on an empty day: the month");
    CHECK(dp_field_set_focus(field, 2, NULL) && dp_field_type(field, "28", NULL) && dp_field_is_complete(field), "the 28th");
    valueIs(picker, "2026-02-28", "a complete value is the picker's");
    // The picker may be freed first: the field holds it.
    dp_picker_free(picker);
    CHECK(dp_field_key(field, "Home", NULL) && dp_field_segment_count(field) == 5, "the field outlives the picker");
    dp_field_free(field);

    // Blank at first; the picker keeps its value until the field holds one. The locale's own digits type too.
    picker = made("{\"locale\": \"ar_EG\", \"mode\": \"date\", \"date\": \"2026-11-30\", \"timeZone\": \"Africa/Cairo\"}");
    field = fieldOf(picker, true);
    char line[256];
    fieldText(field, line, sizeof line);
    CHECK(dp_field_is_right_to_left(field) && dp_field_segment_is_placeholder(field, dp_field_focus(field)), "RTL, blank: %s", line);
    CHECK(same(dp_field_segment_field(field, dp_field_focus(field)), "day"), "the day first");
    message = dp_field_validation_message(field);
    CHECK(message && strstr(message, "incomplete"), "incomplete: %s", message);
    CHECK(dp_field_type(field, "\u0661\u0665", NULL) && dp_field_focus(field) == 2, "١٥ with Arabic-Indic digits");
    CHECK(same(dp_field_segment_text(field, 0), "\u0661\u0665"), "shown in them: %s", dp_field_segment_text(field, 0));
    CHECK(dp_field_key(field, "ArrowRight", NULL) && dp_field_focus(field) == 0, "→ in RTL: back to the day, on the right");
    CHECK(dp_field_key(field, "ArrowLeft", NULL) && dp_field_type(field, "3", NULL), "← in RTL: the month, then 3");
    valueIs(picker, "2026-11-30", "still the picker's value: the year is empty");
    CHECK(dp_field_type(field, "2027", NULL) && dp_field_is_complete(field), "2027: complete");
    valueIs(picker, "2027-03-15", "the typed date");
    dp_field_free(field);
    dp_picker_free(picker);

    // Screen order is the bidi algorithm's, not a mirror: a Hebrew `H:mm` keeps the hour leftmost; an Arabic
    // `d‏/M‏/y` (right-to-left marks) puts the year leftmost; `h:mm a` puts the day period left of the time.
    picker = made("{\"locale\": \"he_IL\", \"mode\": \"time\", \"date\": \"2026-11-30T14:05\", \"timeZone\": \"UTC\"}");
    field = fieldOf(picker, false);
    CHECK(same(dp_field_segment_field(field, dp_field_screen_segment(field, 0)), "hour") &&
              same(dp_field_segment_text(field, dp_field_screen_segment(field, 0)), "14"),
          "he_IL: the hour leftmost");
    CHECK(dp_field_screen_segment(field, dp_field_segment_count(field)) == -1 && dp_field_screen_segment(field, -1) == -1,
          "no screen position out of range");
    CHECK(dp_field_key(field, "ArrowRight", NULL) && same(dp_field_segment_field(field, dp_field_focus(field)), "minute"),
          "→: the minute, on the right");
    dp_field_free(field);
    dp_picker_free(picker);
    picker = made("{\"locale\": \"ar_EG\", \"mode\": \"date\", \"date\": \"2026-11-30\", \"timeZone\": \"UTC\"}");
    field = fieldOf(picker, false);
    CHECK(same(dp_field_segment_field(field, dp_field_screen_segment(field, 0)), "year") &&
              same(dp_field_segment_field(field, dp_field_screen_segment(field, dp_field_segment_count(field) - 1)), "day"),
          "ar_EG: the year leftmost, the day rightmost");
    dp_field_free(field);
    dp_picker_free(picker);
    picker = made("{\"locale\": \"ar_EG\", \"mode\": \"time\", \"date\": \"2026-11-30T14:05\", \"timeZone\": \"UTC\"}");
    field = fieldOf(picker, false);
    int period = dp_field_screen_segment(field, 0);
    CHECK(same(dp_field_segment_field(field, period), "dayPeriod") && dp_field_segment_is_right_to_left(field, period),
          "ar_EG: the day period leftmost, running right to left");
    CHECK(!dp_field_segment_is_right_to_left(field, dp_field_focus(field)) && !dp_field_segment_is_right_to_left(field, 99),
          "the hour's digits run left to right; nothing out of range");
    dp_field_free(field);
    dp_picker_free(picker);

    // A day period by its letter, and a minute rounded to the interval as the wheels report it.
    picker = made("{\"locale\": \"en_US\", \"mode\": \"time\", \"date\": \"2026-11-30T09:00\", \"timeZone\": \"UTC\","
                  " \"minuteInterval\": 5}");
    field = fieldOf(picker, true);
    CHECK(dp_field_type(field, "2", NULL) && dp_field_type(field, "07", NULL), "2:07");
    CHECK(dp_field_type(field, "p", NULL) && dp_field_is_complete(field), "p: PM");
    valueIs(picker, "14:05", "rounded to the interval");
    CHECK(same(dp_picker_adjustment_kind(picker, 0), "roundedToInterval"), "the adjustment: %s", dp_picker_adjustment_kind(picker, 0));
    fieldText(field, line, sizeof line);
    CHECK(strstr(line, "2:07") != NULL, "the field keeps what was typed: %s", line);
    dp_field_free(field);
    dp_picker_free(picker);

    // Every mode but the countdown.
    const char *modes[][2] = {{"dateAndTime", "hour"}, {"yearAndMonth", "month"}};
    for (int index = 0; index < 2; index++) {
        char options[128];
        snprintf(options, sizeof options, "{\"locale\": \"de_DE\", \"mode\": \"%s\", \"timeZone\": \"UTC\"}", modes[index][0]);
        picker = made(options);
        field = fieldOf(picker, false);
        bool found = false;
        for (int segment = 0; segment < dp_field_segment_count(field); segment++)
            found = found || same(dp_field_segment_field(field, segment), modes[index][1]);
        CHECK(found, "%s has a %s segment", modes[index][0], modes[index][1]);
        dp_field_free(field);
        dp_picker_free(picker);
    }
    picker = made("{\"mode\": \"countDownTimer\"}");
    char *error = NULL;
    CHECK(dp_field_new(picker, false, &error) == NULL && error && strstr(error, "countDownTimer"), "no countdown field: %s", error);
    dp_string_free(error);
    dp_picker_free(picker);

    // Refusals: NULL, names and indices out of range, text that is not UTF-8.
    picker = made("{\"locale\": \"ja_JP\", \"date\": \"2026-11-30\", \"timeZone\": \"Asia/Tokyo\"}");
    field = fieldOf(picker, false);
    error = NULL;
    CHECK(!dp_field_key(field, "Enter", &error) && error && strstr(error, "unknown key 'Enter'") && strstr(error, "ArrowUp"),
          "a bad key name: %s", error);
    dp_string_free(error);
    error = NULL;
    CHECK(!dp_field_key(field, NULL, &error) && error && strstr(error, "NULL"), "a NULL key: %s", error);
    dp_string_free(error);
    error = NULL;
    CHECK(!dp_field_type(field, "1\xff", &error) && error && strstr(error, "not UTF-8"), "not UTF-8: %s", error);
    dp_string_free(error);
    CHECK(same(dp_field_segment_text(field, 0), "2026"), "nothing typed from bad text: %s", dp_field_segment_text(field, 0));
    error = NULL;
    CHECK(!dp_field_type(field, NULL, &error) && error, "NULL text");
    dp_string_free(error);
    CHECK(dp_field_type(field, "", NULL) && dp_field_type(field, "x!", NULL) && same(dp_field_segment_text(field, 0), "2026"),
          "nothing, and characters the year does not take");
    error = NULL;
    CHECK(!dp_field_set_focus(field, 1, &error) && error && strstr(error, "literal"), "a literal: %s", error);
    dp_string_free(error);
    error = NULL;
    CHECK(!dp_field_set_focus(field, 5, &error) && error && strstr(error, "no segment 5"), "out of range: %s", error);
    dp_string_free(error);
    CHECK(dp_field_segment_text(field, -1) == NULL && dp_field_segment_field(field, 99) == NULL &&
              dp_field_segment_title(field, 5) == NULL && dp_field_segment_placeholder(field, 1) == NULL &&
              !dp_field_segment_is_editable(field, 5) && !dp_field_segment_is_placeholder(field, -1), "out of range");
    CHECK(same(dp_field_segment_title(field, 2), "月"), "a localized name: %s", dp_field_segment_title(field, 2));
    dp_field_free(field);
    dp_picker_free(picker);
    error = NULL;
    CHECK(dp_field_new(NULL, false, &error) == NULL && error && strstr(error, "NULL"), "a NULL picker: %s", error);
    dp_string_free(error);
    error = NULL;
    CHECK(!dp_field_key(NULL, "Tab", &error) && error && strstr(error, "the field is NULL"), "a NULL field: %s", error);
    dp_string_free(error);
    CHECK(!dp_field_type(NULL, "1", NULL) && !dp_field_set_focus(NULL, 0, NULL), "a NULL field types nothing");
    CHECK(dp_field_segment_count(NULL) == -1 && dp_field_focus(NULL) == -1 && dp_field_segment_text(NULL, 0) == NULL &&
              dp_field_segment_field(NULL, 0) == NULL && dp_field_segment_title(NULL, 0) == NULL &&
              dp_field_segment_placeholder(NULL, 0) == NULL && !dp_field_segment_is_editable(NULL, 0) &&
              !dp_field_segment_is_placeholder(NULL, 0) && !dp_field_is_right_to_left(NULL) &&
              dp_field_screen_segment(NULL, 0) == -1 && !dp_field_segment_is_right_to_left(NULL, 0) &&
              dp_field_validation_message(NULL) == NULL && !dp_field_is_complete(NULL), "NULL field reads");
    dp_field_free(NULL);
}

// Threads: the engine is shared by every picker, and different pickers may be used from different threads at
// once (the header's rule). Each thread makes, steps and frees pickers of four locales, sharing their calendar
// contexts, and must see what one thread alone sees.
enum { threadCount = 4, rounds = 25 };
static const char *threadOptions[] = {
    "{\"locale\": \"ja_JP\", \"date\": \"2026-11-30\", \"timeZone\": \"Asia/Tokyo\"}",
    "{\"locale\": \"ar_EG\", \"mode\": \"dateAndTime\", \"date\": \"2026-11-30T14:05\", \"timeZone\": \"Africa/Cairo\"}",
    "{\"locale\": \"he_IL@calendar=hebrew\", \"date\": \"2024-03-20\", \"timeZone\": \"Asia/Jerusalem\"}",
    "{\"locale\": \"de_DE\", \"mode\": \"time\", \"date\": \"2026-11-30T14:05\", \"timeZone\": \"Europe/Berlin\"}",
};
static char *expectedViews[4], *expectedStepped[4];

// A picker's value after stepping its first wheel by one.
static char *steppedValue(dp_picker *picker) {
    if (!dp_picker_step(picker, 0, 1, NULL)) return NULL;
    return dp_picker_value(picker);
}

static void *threadBody(void *argument) {
    long first = (long)argument, wrong = 0;
    for (int round = 0; round < rounds; round++) {
        int index = (int)((first + round) % 4);
        dp_picker *picker = dp_picker_new(threadOptions[index], NULL);
        char *view = dp_picker_view_json(picker);
        char *stepped = steppedValue(picker);
        wrong += !same(view, expectedViews[index]) || !same(stepped, expectedStepped[index]);
        dp_string_free(view);
        dp_string_free(stepped);
        dp_picker_free(picker);
    }
    return (void *)wrong;
}

// The members of the view's segment (not wheel) of a field ("month"), from its "field" to the end of its object, in `out`.
static void segmentOf(const char *view, const char *name, char *out, size_t size) {
    out[0] = 0;
    char key[64];
    snprintf(key, sizeof key, "\"field\": \"%s\"", name);
    const char *segments = view ? strstr(view, "\"segments\"") : NULL;
    const char *start = segments ? strstr(segments, key) : NULL, *end = start ? strchr(start, '}') : NULL;
    if (!end) return;
    size_t length = (size_t)(end - start) < size - 1 ? (size_t)(end - start) : size - 1;
    memcpy(out, start, length);
    out[length] = 0;
}

static void fieldViewAndRanges(void) {
    // The view of a half-typed field: its segments as typed, the rest the picker's.
    dp_picker *picker = made("{\"locale\": \"en_US\", \"mode\": \"date\", \"date\": \"2026-11-30\", \"timeZone\": \"UTC\"}");
    dp_field *field = fieldOf(picker, true);
    CHECK(dp_field_type(field, "1", NULL) && dp_field_focus(field) == 0, "1: the month waits for a second digit");
    char *error = NULL;
    char *view = dp_field_view_json(field, &error);
    CHECK(view && error == NULL && strstr(view, "\"value\": \"2026-11-30\"") && strstr(view, "\"wheels\""),
          "the picker's view: %.80s", view ? view : error);
    char segment[512];
    segmentOf(view, "month", segment, sizeof segment);
    CHECK(strstr(segment, "\"text\": \"1\"") && strstr(segment, "\"focus\": true") && strstr(segment, "\"maximum\": 12"),
          "the month as typed, focused: %s", segment);
    segmentOf(view, "day", segment, sizeof segment);
    CHECK(strstr(segment, "\"text\": \"––\"") && strstr(segment, "\"focus\": false") && strstr(segment, "\"maximum\": 31"),
          "the day empty: %s", segment);
    CHECK(view && view[strlen(view) - 1] == '\n', "with its final newline");
    dp_string_free(view);
    char *pickers = dp_picker_view_json(picker);
    segmentOf(pickers, "month", segment, sizeof segment);
    CHECK(strstr(segment, "\"text\": \"11\""), "the picker's own view: a field at start on its value: %s", segment);
    dp_string_free(pickers);
    CHECK(dp_field_type(field, "2", NULL) && dp_field_focus(field) == 2, "12: on to the day");
    view = dp_field_view_json(field, NULL);
    segmentOf(view, "day", segment, sizeof segment);
    CHECK(strstr(segment, "\"focus\": true"), "the focus on the day in the view: %s", segment);
    dp_string_free(view);

    // The ranges: the day follows the month once month and year are known; literals and bad indices are -1.
    CHECK(dp_field_segment_minimum(field, 0) == 1 && dp_field_segment_maximum(field, 0) == 12, "months 1–12");
    CHECK(dp_field_segment_value(field, 0) == 12 && dp_field_segment_value(field, 2) == -1, "the month 12, the day empty");
    CHECK(dp_field_segment_minimum(field, 2) == 1 && dp_field_segment_maximum(field, 2) == 31, "no year yet: days 1–31");
    CHECK(dp_field_segment_minimum(field, 4) == 1 && dp_field_segment_maximum(field, 4) == 9999, "years 1–9999");
    CHECK(dp_field_set_focus(field, 4, NULL) && dp_field_type(field, "2026", NULL), "2026");
    CHECK(dp_field_set_focus(field, 0, NULL) && dp_field_type(field, "2", NULL), "February");
    CHECK(dp_field_segment_value(field, 0) == 2 && dp_field_segment_value(field, 4) == 2026, "the values typed");
    CHECK(dp_field_segment_minimum(field, 2) == 1 && dp_field_segment_maximum(field, 2) == 28,
          "February 2026: days %d–%d", dp_field_segment_minimum(field, 2), dp_field_segment_maximum(field, 2));
    CHECK(dp_field_set_focus(field, 4, NULL) && dp_field_type(field, "2024", NULL) && dp_field_segment_maximum(field, 2) == 29,
          "February 2024: 29 days");
    CHECK(dp_field_segment_minimum(field, 1) == -1 && dp_field_segment_maximum(field, 3) == -1, "a literal: -1");
    CHECK(dp_field_segment_minimum(field, -1) == -1 && dp_field_segment_maximum(field, 5) == -1, "out of range: -1");
    CHECK(dp_field_segment_minimum(NULL, 0) == -1 && dp_field_segment_maximum(NULL, 0) == -1 && dp_field_segment_value(NULL, 0) == -1,
          "a NULL field: -1");
    CHECK(dp_field_segment_value(field, 1) == -1 && dp_field_segment_value(field, 5) == -1, "a literal, out of range: -1");
    CHECK(dp_field_set_focus(field, 0, NULL) && dp_field_type(field, "0", NULL) && dp_field_segment_value(field, 0) == -1,
          "a 0 in the month is no value yet: %d", dp_field_segment_value(field, 0));
    error = NULL;
    CHECK(dp_field_view_json(NULL, &error) == NULL && error && strstr(error, "the field is NULL"), "a NULL field: %s", error);
    dp_string_free(error);
    CHECK(dp_field_view_json(NULL, NULL) == NULL, "a NULL field, no error asked for");
    dp_field_free(field);
    dp_picker_free(picker);

    // A 12-hour clock's hour counts 1–12, and 24-hour's 0–23: the pattern's letter, as ICU writes it.
    picker = made("{\"locale\": \"en_US\", \"mode\": \"time\", \"timeZone\": \"UTC\"}");
    field = fieldOf(picker, false);
    CHECK(dp_field_segment_minimum(field, 0) == 1 && dp_field_segment_maximum(field, 0) == 12, "en_US h: 1–12");
    dp_field_free(field);
    dp_picker_free(picker);
    picker = made("{\"locale\": \"de_DE\", \"mode\": \"time\", \"timeZone\": \"UTC\"}");
    field = fieldOf(picker, false);
    CHECK(dp_field_segment_minimum(field, 0) == 0 && dp_field_segment_maximum(field, 0) == 23, "de_DE HH: 0–23");
    dp_field_free(field);
    dp_picker_free(picker);
}

static void threads(void) {
    for (int index = 0; index < 4; index++) {
        dp_picker *picker = made(threadOptions[index]);
        expectedViews[index] = dp_picker_view_json(picker);
        expectedStepped[index] = steppedValue(picker);
        dp_picker_free(picker);
    }
    pthread_t running[threadCount];
    for (long thread = 0; thread < threadCount; thread++) {
        CHECK(pthread_create(&running[thread], NULL, threadBody, (void *)thread) == 0, "thread %ld started", thread);
    }
    for (int thread = 0; thread < threadCount; thread++) {
        void *wrong = NULL;
        pthread_join(running[thread], &wrong);
        CHECK(wrong == NULL, "thread %d: %ld of %d pickers differed from one thread's", thread, (long)wrong, rounds);
    }
    for (int index = 0; index < 4; index++) {
        dp_string_free(expectedViews[index]);
        dp_string_free(expectedStepped[index]);
    }
}

// A request parsed from a command line, as datepick-gtk makes one; or NULL with the message in *error.
static dp_pick_request *requested(const char *styles, char **error, int argc, const char *const *argv) {
    *error = NULL;
    return dp_pick_request_new(argc, argv, styles, error);
}

#define ARGV(...) (int)(sizeof((const char *const[]){__VA_ARGS__}) / sizeof(const char *)), (const char *const[]){__VA_ARGS__}

// A command line refused with a message holding `expected`, one line.
#define REFUSED_ARGV(styles, expected, ...)                                                                   \
    do {                                                                                                       \
        char *error_ = NULL;                                                                                   \
        dp_pick_request *request_ = requested(styles, &error_, ARGV(__VA_ARGS__));                             \
        CHECK(request_ == NULL, "%s was accepted", expected);                                                  \
        CHECK(error_ && strstr(error_, expected) && !strchr(error_, '\n'), "'%s', not '%s'",                   \
              error_ ? error_ : "(no message)", expected);                                                     \
        dp_string_free(error_);                                                                                \
        dp_pick_request_free(request_);                                                                        \
    } while (0)

static const char *gtkStyles = "wheels,inline,compact";

static void pickRequests(void) {
    char *error = NULL;
    dp_pick_request *request = requested(gtkStyles, &error,
        ARGV("datepick-gtk", "--locale", "ja_JP", "--mode", "dateAndTime", "--date", "2026-11-30T14:07", "--zone",
             "Asia/Tokyo", "--minute-interval", "15", "--title", "When?", "--style", "inline", "--week-numbers"));
    CHECK(request && !error, "%s", error ? error : "(no request)");
    CHECK(same(dp_pick_request_style(request), "inline") && same(dp_pick_request_title(request), "When?"), "style, title");
    CHECK(dp_pick_request_week_numbers(request) && dp_pick_request_help(request) == NULL, "week numbers, no help");
    CHECK(dp_pick_request_note_count(request) == 1, "%d notes", dp_pick_request_note_count(request));
    CHECK(same(dp_pick_request_note(request, 0),
               "note: the initial value 2026-11-30T14:07:00+09:00 was rounded to the interval: 2026-11-30T14:00:00+09:00"),
          "note: %s", dp_pick_request_note(request, 0));
    CHECK(dp_pick_request_note(request, 1) == NULL && dp_pick_request_note(request, -1) == NULL, "notes out of range");
    dp_picker *picker = dp_pick_request_picker(request);
    CHECK(picker && dp_picker_minute_interval(picker) == 15 && dp_picker_second_interval(picker) == 1, "intervals");
    CHECK(!dp_picker_shows_seconds(picker), "no seconds wheel");
    int64_t seconds = 42;
    CHECK(!dp_picker_minimum_moment(picker, &seconds) && !dp_picker_maximum_moment(picker, &seconds) && seconds == 42,
          "no bounds");
    char *result = dp_pick_request_result(request, &error);
    CHECK(same(result, "2026-11-30T14:00:00+09:00\n"), "result %s", result ? result : error);
    dp_string_free(result);
    // 2026-12-01T09:20+09:00, from a widget of the toolkit's own: moved to the interval.
    CHECK(dp_picker_set_moment(picker, 1796084400, &error), "set_moment: %s", error);
    CHECK(dp_picker_adjustment_count(picker) == 1 && same(dp_picker_adjustment_kind(picker, 0), "roundedToInterval"),
          "the move is listed");
    result = dp_pick_request_result(request, NULL);
    CHECK(same(result, "2026-12-01T09:15:00+09:00\n"), "result after set_moment %s", result);
    dp_string_free(result);
    CHECK(!dp_picker_set_duration(picker, 60, &error) && error && strstr(error, "only a countdown"), "no duration");
    dp_string_free(error);
    error = NULL;
    dp_pick_request_free(request);

    // --output-format and --format json, as `datepick pick` prints them.
    request = requested(gtkStyles, &error, ARGV("x", "--locale", "en_US", "--date", "2026-11-30", "--zone", "UTC",
                                               "--output-format", "EEEE d MMMM y"));
    result = dp_pick_request_result(request, &error);
    CHECK(same(result, "Monday 30 November 2026\n"), "formatted %s", result ? result : error);
    CHECK(same(dp_pick_request_style(request), "wheels") && dp_pick_request_title(request) == NULL, "the defaults");
    CHECK(!dp_pick_request_week_numbers(request) && dp_pick_request_note_count(request) == 0, "no week numbers, notes");
    CHECK(!dp_pick_request_empty(request), "not empty");
    dp_string_free(result);
    dp_pick_request_free(request);
    // A typed field blank at first (--empty, with the field style only).
    request = requested("wheels,inline,compact,field", &error, ARGV("x", "--locale", "de_DE", "--style", "field", "--empty"));
    CHECK(request && same(dp_pick_request_style(request), "field") && dp_pick_request_empty(request), "field, empty: %s",
          error ? error : "");
    dp_pick_request_free(request);
    request = requested(gtkStyles, &error, ARGV("x", "--locale", "en_US", "--date", "2026-11-30", "--zone", "UTC",
                                               "--output-format", "EEEE d MMMM y", "--format", "json",
                                               "--min", "2026-11-01", "--maximum-date", "2026-12-31"));
    result = dp_pick_request_result(request, &error);
    CHECK(result && strstr(result, "\"value\": \"2026-11-30\"") && strstr(result, "\"formatted\": \"Monday 30 November 2026\""),
          "json %s", result ? result : error);
    dp_string_free(result);
    picker = dp_pick_request_picker(request);
    CHECK(dp_picker_minimum_moment(picker, &seconds) && seconds == 1793491200, "minimum %lld", (long long)seconds);
    CHECK(dp_picker_maximum_moment(picker, &seconds) && seconds == 1798675200, "maximum %lld", (long long)seconds);
    CHECK(!dp_picker_minimum_moment(picker, NULL), "a NULL place");
    dp_pick_request_free(request);

    // A countdown: its steps, and a duration set from outside.
    request = requested(NULL, &error, ARGV("x", "--mode", "countDownTimer", "--duration", "3660", "--seconds",
                                           "--second-interval", "10"));
    picker = dp_pick_request_picker(request);
    CHECK(dp_picker_minute_interval(picker) == 1 && dp_picker_second_interval(picker) == 10, "countdown steps");
    CHECK(dp_picker_shows_seconds(picker) && !dp_picker_minimum_moment(picker, &seconds), "seconds, no bounds");
    CHECK(dp_picker_set_duration(picker, 124, &error), "set_duration: %s", error);
    result = dp_pick_request_result(request, NULL);
    CHECK(same(result, "120\n"), "countdown result %s", result);
    dp_string_free(result);
    CHECK(!dp_picker_set_duration(picker, 90000, &error) && error && strstr(error, "90000"), "out of range: %s", error);
    dp_string_free(error);
    error = NULL;
    CHECK(!dp_picker_set_moment(picker, 0, &error) && error && strstr(error, "dp_picker_set_duration"), "no moment");
    dp_string_free(error);
    error = NULL;
    dp_pick_request_free(request);

    // --help: the options, no picker.
    request = requested(gtkStyles, &error, ARGV("x", "--mode", "nonsense", "--help"));
    const char *help = dp_pick_request_help(request);
    CHECK(help && strstr(help, "--output-format PATTERN") && strstr(help, "--help, -h") && !strstr(help, "--empty"),
          "help: %s", help ? help : error);
    CHECK(help && strstr(help, "compact: a button"), "the styles drawn");
    CHECK(help && strstr(help, "\n\nKeys on the date button (--style compact):\n") &&
              !strstr(help, "Keys in the typed field") && !strstr(help, "Ctrl-Z"),
          "the keys of the styles drawn, in a window: %s", help ? help : error);
    CHECK(!dp_pick_request_picker(request) && !dp_pick_request_style(request) && !dp_pick_request_title(request),
          "no picker with --help");
    CHECK(!dp_pick_request_result(request, &error) && error && strstr(error, "--help"), "no result with --help");
    dp_string_free(error);
    error = NULL;
    dp_pick_request_free(request);

    // `datepick pick`'s refusals, with its messages.
    REFUSED_ARGV(gtkStyles, "unknown style 'field'; use wheels, inline or compact", "x", "--style", "field");
    REFUSED_ARGV(NULL, "unknown style 'compact'; use wheels, inline or field", "x", "--style", "compact");
    REFUSED_ARGV(gtkStyles, "unknown option '--empty'", "x", "--empty");
    REFUSED_ARGV("wheels,inline,compact,field", "--empty starts a typed field blank: use it with --style field", "x",
                 "--empty");
    REFUSED_ARGV(gtkStyles, "--style compact opens a month calendar: use it with --mode date or dateAndTime, not 'time'",
                 "x", "--mode", "time", "--style", "compact");
    REFUSED_ARGV(gtkStyles, "--seconds does nothing with --mode date: date has no time wheels", "x", "--seconds");
    REFUSED_ARGV(gtkStyles, "--output-format takes a date pattern; a countdown prints its seconds", "x", "--mode",
                 "countDownTimer", "--output-format", "y");
    REFUSED_ARGV(gtkStyles, "unknown time zone 'Mars/Base'", "x", "--zone", "Mars/Base");
    REFUSED_ARGV(gtkStyles, "option '--locale' needs a value", "x", "--locale");
    REFUSED_ARGV("wheels,bogus", "styles: unknown style 'bogus'", "x");
    REFUSED_ARGV(gtkStyles, "argument 1: not UTF-8 text", "x", "\xff");
    CHECK(!dp_pick_request_new(2, NULL, NULL, &error) && error && strstr(error, "argv"), "argv NULL");
    dp_string_free(error);
    error = NULL;

    // NULL objects.
    CHECK(!dp_pick_request_help(NULL) && !dp_pick_request_picker(NULL) && !dp_pick_request_style(NULL) &&
              !dp_pick_request_title(NULL) && !dp_pick_request_week_numbers(NULL) && !dp_pick_request_empty(NULL),
          "a NULL request");
    CHECK(dp_pick_request_note_count(NULL) == -1 && !dp_pick_request_note(NULL, 0), "a NULL request's notes");
    CHECK(!dp_pick_request_result(NULL, &error) && error, "a NULL request's result");
    dp_string_free(error);
    error = NULL;
    dp_pick_request_free(NULL);
    CHECK(dp_picker_minute_interval(NULL) == -1 && dp_picker_second_interval(NULL) == -1 && !dp_picker_shows_seconds(NULL),
          "a NULL picker's steps");
    CHECK(!dp_picker_minimum_moment(NULL, &seconds) && !dp_picker_maximum_moment(NULL, &seconds), "a NULL picker's bounds");
    CHECK(!dp_picker_set_moment(NULL, 0, &error) && error, "set_moment on NULL");
    dp_string_free(error);
    error = NULL;
    CHECK(!dp_picker_set_duration(NULL, 0, NULL), "set_duration on NULL");
}

// The option table a toolkit builds its properties from, and the refusals it gives dp_picker_new options by.
static void optionTable(void) {
    int count = dp_option_count();
    CHECK(count >= 13, "%d options", count);
    for (int option = 0; option < count; option++) {
        const char *name = dp_option_name(option), *flag = dp_option_flag(option);
        CHECK(name && flag && strncmp(flag, "--", 2) == 0, "option %d: %s %s", option, name ? name : "(NULL)",
              flag ? flag : "(NULL)");
        CHECK(dp_option_named(name) == option && dp_option_name(option) == name, "%s by its name, the same string", name);
        int type = dp_option_type(option);
        CHECK(type >= DP_OPTION_STRING && type <= DP_OPTION_MOMENT, "%s: type %d", name, type);
        CHECK((type == DP_OPTION_CHOICE) == (dp_option_choice(option, 0) != NULL), "%s: words only for a choice", name);
    }
    int minute = dp_option_named("minuteInterval"), zone = dp_option_named("timeZone"), mode = dp_option_named("mode");
    CHECK(same(dp_option_flag(minute), "--minute-interval") && dp_option_type(minute) == DP_OPTION_INTEGER, "minuteInterval");
    CHECK(same(dp_option_flag(zone), "--time-zone") && dp_option_type(zone) == DP_OPTION_STRING, "timeZone");
    CHECK(same(dp_option_flag(dp_option_named("minimumDate")), "--min") &&
              dp_option_type(dp_option_named("minimumDate")) == DP_OPTION_MOMENT,
          "minimumDate");
    CHECK(dp_option_type(dp_option_named("seconds")) == DP_OPTION_FLAG && dp_option_type(mode) == DP_OPTION_CHOICE, "types");
    const char *modes[] = {"date", "time", "dateAndTime", "countDownTimer", "yearAndMonth"};
    for (int index = 0; index < 5; index++)
        CHECK(same(dp_option_choice(mode, index), modes[index]), "mode %d: %s", index, dp_option_choice(mode, index));
    CHECK(!dp_option_choice(mode, 5) && !dp_option_choice(mode, -1) && !dp_option_choice(minute, 0), "no more words");
    CHECK(!dp_option_name(-1) && !dp_option_name(count) && !dp_option_flag(count) && dp_option_type(count) == -1 &&
              !dp_option_choice(count, 0),
          "out of range");
    CHECK(dp_option_named("colour") == -1 && dp_option_named("MinuteInterval") == -1 && dp_option_named(NULL) == -1 &&
              dp_option_named("minute\xff") == -1,
          "names of no option");

    int seconds = dp_option_named("seconds"), second = dp_option_named("secondInterval"), calendar = dp_option_named("calendar");
    CHECK(same(dp_option_refusal(seconds, "yearAndMonth", false),
               "--seconds does nothing with --mode yearAndMonth: yearAndMonth has no time wheels"),
          "seconds in yearAndMonth: %s", dp_option_refusal(seconds, "yearAndMonth", false));
    CHECK(!dp_option_refusal(seconds, "time", false) && !dp_option_refusal(minute, "countDownTimer", false), "taken");
    CHECK(same(dp_option_refusal(second, "time", false),
               "--second-interval does nothing with --mode time: there is no seconds wheel without --seconds") &&
              !dp_option_refusal(second, "time", true),
          "the second interval needs the seconds wheel");
    CHECK(same(dp_option_refusal(calendar, "time", true), "--calendar does nothing with --mode time: time shows no date, so no calendar"),
          "a time's calendar");
    CHECK(!dp_option_refusal(calendar, NULL, false) && dp_option_refusal(minute, NULL, false), "NULL is date mode");
    CHECK(dp_option_refusal(minute, NULL, false) == dp_option_refusal(minute, "date", false), "in static storage");
    CHECK(!dp_option_refusal(seconds, "week", false) && !dp_option_refusal(seconds, "date\xff", false) &&
              !dp_option_refusal(-1, "date", false) && !dp_option_refusal(count, "time", false),
          "an unknown mode or option");

    // Each refusal is what dp_picker_new says of the option, given alone (with its mode) a value of its type.
    int refusals = 0;
    for (int option = 0; option < count; option++) {
        if (option == mode) continue;
        for (int index = 0; index < 5; index++) {
            const char *refusal = dp_option_refusal(option, modes[index], false);
            if (!refusal) continue;
            refusals++;
            char value[64], options[160];
            switch (dp_option_type(option)) {
            case DP_OPTION_INTEGER: strcpy(value, "5"); break;
            case DP_OPTION_FLAG: strcpy(value, "true"); break;
            case DP_OPTION_CHOICE: snprintf(value, sizeof value, "\"%s\"", dp_option_choice(option, 0)); break;
            case DP_OPTION_MOMENT: strcpy(value, "\"2026-11-30\""); break;
            default: strcpy(value, "\"japanese\""); break;
            }
            snprintf(options, sizeof options, "{\"mode\": \"%s\", \"%s\": %s}", modes[index], dp_option_name(option), value);
            char *error = NULL;
            dp_picker *picker = dp_picker_new(options, &error);
            CHECK(!picker && same(error, refusal), "%s: '%s', not '%s'", options, error ? error : "(no message)", refusal);
            dp_string_free(error);
            dp_picker_free(picker);
        }
    }
    CHECK(refusals >= 20, "%d refusals", refusals);
}

// "firstWeekday" starts the month calendar's weeks on its day instead of the locale's, as -u-fw- does.
static void firstWeekday(void) {
    dp_picker *picker = made("{\"locale\": \"en_US\", \"date\": \"2026-11-30\", \"timeZone\": \"UTC\", \"firstWeekday\": \"mon\"}");
    CHECK(same(dp_picker_locale(picker), "en_US@fw=mon"), "locale %s", dp_picker_locale(picker));
    dp_calendar *calendar = dp_calendar_new(picker, NULL);
    CHECK(same(dp_calendar_weekday(calendar, 0, true), "Monday") && same(dp_calendar_weekday(calendar, 6, true), "Sunday"),
          "Monday first: %s … %s", dp_calendar_weekday(calendar, 0, true), dp_calendar_weekday(calendar, 6, true));
    // November 2026 starts on a Sunday, the last day of its first week; the 30th, a Monday, starts its sixth.
    CHECK(same(dp_calendar_day_label(calendar, 0, 6), "1") && same(dp_calendar_day_label(calendar, 5, 0), "30") &&
              dp_calendar_week_count(calendar) == 6,
          "the weeks: %s, %s, %d", dp_calendar_day_label(calendar, 0, 6), dp_calendar_day_label(calendar, 5, 0),
          dp_calendar_week_count(calendar));
    dp_calendar_free(calendar);
    char *view = dp_picker_view_json(picker);
    CHECK(view && strstr(view, "\"firstWeekday\": \"mon\""), "the view's firstWeekday");
    dp_string_free(view);
    dp_picker_free(picker);
    refused("{\"mode\": \"yearAndMonth\", \"firstWeekday\": \"mon\"}",
            "--first-weekday does nothing with --mode yearAndMonth: yearAndMonth picks no day, so it has no weeks");
    refused("{\"firstWeekday\": \"monday\"}", "unknown first weekday 'monday'; use sun, mon, tue, wed, thu, fri or sat");
    int option = dp_option_named("firstWeekday");
    CHECK(same(dp_option_flag(option), "--first-weekday") && dp_option_type(option) == DP_OPTION_CHOICE &&
              same(dp_option_choice(option, 0), "sun") && same(dp_option_choice(option, 6), "sat") &&
              !dp_option_choice(option, 7),
          "firstWeekday in the table");
    CHECK(!dp_option_refusal(option, "dateAndTime", false) && dp_option_refusal(option, "time", false), "its modes");
}

// The flags of the cell showing a day of the month shown ("30"), or -1.
static int flagsOfDay(const dp_calendar *calendar, const char *label) {
    for (int week = 0; week < dp_calendar_week_count(calendar); week++)
        for (int column = 0; column < 7; column++)
            if ((dp_calendar_day_flags(calendar, week, column) & DP_DAY_IN_MONTH) &&
                same(dp_calendar_day_label(calendar, week, column), label))
                return dp_calendar_day_flags(calendar, week, column);
    return -1;
}

// A program's rule: the 24th and 25th of December are closed.
static bool closedForChristmas(const char *isoDate, void *userData) {
    (*(int *)userData)++;
    return strstr(isoDate, "-12-24") || strstr(isoDate, "-12-25");
}

// Ranges on a calendar (React Aria's RangeCalendar) and days that cannot be picked: the locale's weekend, listed
// dates and a program's rule.
static void rangesAndUnavailableDays(void) {
    char *error = NULL;
    dp_picker *picker =
        made("{\"locale\": \"en_US\", \"date\": \"2026-11-30\", \"timeZone\": \"UTC\", \"unavailable\": \"weekends\"}");
    CHECK(same(dp_picker_unavailable(picker), "weekends") && dp_picker_unavailable(NULL) == NULL, "unavailable %s",
          dp_picker_unavailable(picker));
    dp_calendar *calendar = dp_calendar_new(picker, &error);
    CHECK(same(dp_calendar_selection_mode(calendar), "single"), "single by default");
    CHECK(!dp_calendar_set_selection_mode(calendar, "ranges", &error) && error && strstr(error, "single, range, multiple"),
          "unknown mode: %s", error ? error : "");
    dp_string_free(error);
    error = NULL;
    CHECK(dp_calendar_set_selection_mode(calendar, "range", &error) && same(dp_calendar_selection_mode(calendar), "range"),
          "range mode");
    // The picker's day (Monday the 30th) opens the range; the band follows the focus to Friday, December 4.
    CHECK(dp_calendar_range_is_open(calendar) && dp_calendar_range_text(calendar) == NULL, "open, no text yet");
    CHECK(dp_calendar_move_focus_days(calendar, 4), "to Friday");
    int friday = flagsOfDay(calendar, "4"), tuesday = flagsOfDay(calendar, "1");
    CHECK((friday & DP_DAY_RANGE_END) && (friday & DP_DAY_IN_RANGE) && (tuesday & DP_DAY_IN_RANGE) &&
              !(tuesday & (DP_DAY_RANGE_START | DP_DAY_RANGE_END)), "the band: %d %d", friday, tuesday);
    // Saturday is unavailable, and so (while the range is open) is every day beyond it.
    int saturday = flagsOfDay(calendar, "5"), monday = flagsOfDay(calendar, "7");
    CHECK((saturday & DP_DAY_UNAVAILABLE) && (saturday & DP_DAY_DISABLED) && !(monday & DP_DAY_UNAVAILABLE) &&
              (monday & DP_DAY_DISABLED), "beyond the weekend: %d %d", saturday, monday);
    CHECK(dp_calendar_select_focused(calendar, &error) && error == NULL, "completed: %s", error ? error : "");
    char *start = dp_calendar_range_start(calendar), *end = dp_calendar_range_end(calendar);
    char *text = dp_calendar_range_text(calendar);
    CHECK(same(start, "2026-11-30") && same(end, "2026-12-04"), "%s/%s", start, end);
    CHECK(same(text, "Nov 30\u2009\u2013\u2009Dec 4, 2026"), "text %s", text);
    CHECK(dp_calendar_selected_count(calendar) == 5, "%d days", dp_calendar_selected_count(calendar));
    char *third = dp_calendar_selected_date(calendar, 2);
    CHECK(same(third, "2026-12-02") && dp_calendar_selected_date(calendar, 5) == NULL, "third %s", third);
    dp_string_free(start), dp_string_free(end), dp_string_free(text), dp_string_free(third);
    // Keys pass over the weekend: Friday → Monday.
    CHECK(dp_calendar_key(calendar, "ArrowRight", NULL), "key");
    char *focus = dp_calendar_focused_date(calendar);
    CHECK(same(focus, "2026-12-07"), "focus %s", focus);
    dp_string_free(focus);
    // A range from a program, refused across the weekend.
    CHECK(!dp_calendar_select_range(calendar, "2026-12-04", "2026-12-08", &error) && error &&
              strstr(error, "cannot be picked"), "%s", error ? error : "");
    dp_string_free(error);
    error = NULL;
    CHECK(!dp_calendar_select_range(calendar, "2026-12-07", "Dec 8", &error) && error && strstr(error, "ISO 8601"),
          "%s", error ? error : "");
    dp_string_free(error);
    error = NULL;
    CHECK(dp_calendar_select_range(calendar, "2026-12-11", "2026-12-07", &error), "%s", error ? error : "");
    start = dp_calendar_range_start(calendar);
    CHECK(same(start, "2026-12-07"), "in order: %s", start);
    dp_string_free(start);
    CHECK(dp_calendar_clear_selection(calendar) && dp_calendar_selected_count(calendar) == 0, "cleared");
    CHECK(dp_calendar_set_selection_mode(calendar, "multiple", NULL) && dp_calendar_select_focused(calendar, NULL) &&
              dp_calendar_selected_count(calendar) == 1, "multiple");
    dp_calendar_free(calendar);
    text = dp_picker_range_text(picker, "2026-12-24", "2026-12-26", &error);
    CHECK(same(text, "Dec 24\u2009\u2013\u200926, 2026"), "range text %s", text);
    dp_string_free(text);

    // A program's rule, beside the weekend: the picker's value leaves a day it rules out.
    int asked = 0;
    dp_picker *december =
        made("{\"locale\": \"de_DE\", \"date\": \"2026-12-24\", \"timeZone\": \"Europe/Berlin\"}");
    CHECK(dp_picker_set_unavailable(december, closedForChristmas, &asked), "rule set");
    CHECK(dp_picker_unavailable(december) == NULL, "a rule is not written");
    char *value = dp_picker_value(december);
    CHECK(same(value, "2026-12-23") && asked > 0, "moved to %s", value);
    CHECK(dp_picker_adjustment_count(december) == 1 && same(dp_picker_adjustment_kind(december, 0), "unavailableDay"),
          "adjustment %s", dp_picker_adjustment_kind(december, 0));
    dp_string_free(value);
    calendar = dp_calendar_new(december, NULL);
    CHECK((flagsOfDay(calendar, "25") & DP_DAY_UNAVAILABLE) && !(flagsOfDay(calendar, "26") & DP_DAY_UNAVAILABLE),
          "the rule's days");
    dp_calendar_free(calendar);
    CHECK(dp_picker_set_unavailable(december, NULL, NULL), "rule cleared");
    calendar = dp_calendar_new(december, NULL);
    CHECK(!(flagsOfDay(calendar, "25") & DP_DAY_UNAVAILABLE), "no rule");
    dp_calendar_free(calendar);
    dp_picker_free(december);
    dp_picker *time = made("{\"mode\": \"time\", \"locale\": \"en_US\", \"timeZone\": \"UTC\"}");
    CHECK(!dp_picker_set_unavailable(time, closedForChristmas, &asked) && !dp_picker_set_unavailable(NULL, NULL, NULL),
          "no days");
    dp_picker_free(time);
    // datepick-gtk's --range: the request says so, and prints a range as `datepick pick --range` does.
    const char *argv[] = {"datepick-gtk", "--style", "inline", "--range", "--locale", "de_DE", "--zone", "UTC",
                          "--unavailable", "weekends"};
    dp_pick_request *request = requested("wheels,inline,compact,field", &error, 10, argv);
    CHECK(request && dp_pick_request_range(request), "--range: %s", error ? error : "");
    CHECK(same(dp_picker_unavailable(dp_pick_request_picker(request)), "weekends"), "--unavailable");
    text = dp_pick_request_range_result(request, "2026-12-04", "2026-11-30", &error);
    CHECK(same(text, "2026-11-30/2026-12-04\n"), "range result %s", text ? text : error);
    dp_string_free(text);
    CHECK(!dp_pick_request_range_result(request, "2026-11-30", "morgen", &error) && error && strstr(error, "ISO 8601"),
          "not a date: %s", error ? error : "");
    dp_string_free(error);
    error = NULL;
    dp_pick_request_free(request);
    const char *json[] = {"datepick-gtk", "--style", "inline", "--range", "--locale", "de_DE", "--format", "json"};
    request = requested("wheels,inline,compact,field", &error, 8, json);
    text = dp_pick_request_range_result(request, "2026-11-30", "2026-12-04", &error);
    CHECK(text && strstr(text, "\"formatted\": \"30.11. \u2013 04.12.2026\"") && strstr(text, "\"days\": 5"), "json %s",
          text ? text : error);
    dp_string_free(text);
    dp_pick_request_free(request);
    const char *wheels[] = {"datepick-gtk", "--range"};
    CHECK(!requested("wheels,inline,compact,field", &error, 2, wheels) && error && strstr(error, "--style inline"),
          "--range with wheels: %s", error ? error : "");
    dp_string_free(error);
    error = NULL;
    refused("{\"mode\": \"time\", \"unavailable\": \"weekends\"}", "time picks no day");
    refused("{\"unavailable\": \"weekdays\"}", "'weekdays' is neither 'weekends' nor a date");
    dp_picker_free(picker);
}

static void parsing(void) {
    // dp_parse: `datepick parse`'s value and JSON; the locale's digits and eras; one message naming the patterns.
    char *error = NULL;
    char *value = dp_parse("\u0663\u0660/\u0661\u0661/\u0662\u0660\u0662\u0666", "{\"locale\": \"ar_EG\"}", NULL, &error);
    CHECK(same(value, "2026-11-30") && !error, "ar_EG digits: %s %s", value, error);
    dp_string_free(value);
    value = dp_parse("\u4ee4\u548c8\u5e7411\u670830\u65e5", "{\"locale\": \"ja_JP\", \"calendar\": \"japanese\"}", "text", NULL);
    CHECK(same(value, "2026-11-30"), "Reiwa 8: %s", value);
    dp_string_free(value);
    value = dp_parse(" 2:05 PM\n", "{\"locale\": \"en_US\", \"mode\": \"time\"}", "text", NULL);
    CHECK(same(value, "14:05"), "a time, trimmed: %s", value);
    dp_string_free(value);
    value = dp_parse("01/12/2026", "{\"locale\": \"mt\", \"timeZone\": \"UTC\"}", "json", &error);
    CHECK(value && strstr(value, "\"value\": \"2026-01-12\"") && strstr(value, "\"pattern\": \"M/d/y\"") &&
              strstr(value, "\"candidates\": [") && strstr(value, "\"2026-12-01\"") && value[strlen(value) - 1] == '\n',
          "JSON with candidates: %s", value);
    dp_string_free(value);
    CHECK(!dp_parse("tomorrow", "{\"locale\": \"en_US\"}", NULL, &error) && error &&
              strstr(error, "cannot read 'tomorrow' as a date value; tried ISO 8601, 'M/d/y'"),
          "unread: %s", error);
    dp_string_free(error);
    error = NULL;
    const char *refused[][3] = {
        {"1:00", "{\"mode\": \"countDownTimer\"}", "text"}, {"2026-11-30", "{\"locale\": \"xx_YY\"}", "text"},
        {"2026-11-30", NULL, "xml"}, {"\xff", NULL, NULL}, {NULL, NULL, NULL},
    };
    for (size_t index = 0; index < sizeof refused / sizeof refused[0]; index++) {
        CHECK(!dp_parse(refused[index][0], refused[index][1], refused[index][2], &error) && error, "refused %zu", index);
        dp_string_free(error);
        error = NULL;
    }

    // dp_field_set_text: a whole date into the field, or nothing changed and the message why.
    dp_picker *picker = made("{\"locale\": \"en_US\", \"mode\": \"date\", \"date\": \"2026-11-30\", \"timeZone\": \"UTC\"}");
    dp_field *field = fieldOf(picker, true);
    CHECK(dp_field_set_text(field, "Dec 24, 2026", &error) && !error && dp_field_is_complete(field), "pasted: %s", error);
    char line[256];
    fieldText(field, line, sizeof line);
    CHECK(same(line, "12/24/2026"), "the segments: %s", line);
    valueIs(picker, "2026-12-24", "the pasted date is the picker's");
    CHECK(!dp_field_set_text(field, "soon", &error) && error && strstr(error, "cannot read 'soon'"), "refused: %s", error);
    CHECK(same(dp_field_validation_message(field), error), "the same message: %s", dp_field_validation_message(field));
    dp_string_free(error);
    error = NULL;
    fieldText(field, line, sizeof line);
    CHECK(same(line, "12/24/2026") && dp_field_is_complete(field), "nothing changed: %s", line);
    CHECK(dp_field_key(field, "ArrowUp", NULL) && dp_field_validation_message(field) == NULL, "a key clears the message");
    CHECK(!dp_field_set_text(field, NULL, &error) && error, "NULL text: %s", error);
    dp_string_free(error);
    error = NULL;
    CHECK(!dp_field_set_text(NULL, "2026-11-30", &error) && error, "NULL field: %s", error);
    dp_string_free(error);
    dp_field_free(field);
    dp_picker_free(picker);
}

int main(int argc, char **argv) {
    if (argc > 1) {  // the view of the options given, for comparing with `datepick --format json`
        char *error = NULL;
        dp_picker *picker = dp_picker_new(argv[1], &error);
        if (!picker) {
            fprintf(stderr, "%s\n", error);
            dp_string_free(error);
            return 64;
        }
        char *view = dp_picker_view_json(picker);
        fputs(view, stdout);
        dp_string_free(view);
        dp_picker_free(picker);
        return 0;
    }
    CHECK(same(dp_version(), DATEPICK_VERSION), "version %s, header %s", dp_version(), DATEPICK_VERSION);
    japaneseDate();
    calendarOnScreen();
    compactText();
    countdown();
    bounds();
    values();
    zoneWheel();
    lists();
    wheelKeys();
    hostile();
    typedField();
    fieldViewAndRanges();
    threads();
    pickRequests();
    optionTable();
    firstWeekday();
    rangesAndUnavailableDays();
    parsing();
    printf("%d checks, %d failures\n", checks, failures);
    return failures ? 1 : 0;
}
