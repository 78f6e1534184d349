// Makes, drives and frees pickers of libdatepick many times over, for the leak checks (tools/leaks --clib runs it
// under AddressSanitizer's LeakSanitizer and under valgrind): every mode, locales of other scripts, calendars and
// bounds. Every picker has each wheel stepped both ways and selected, the rows in view read after each change,
// its value and refusals with their messages; one in four also has every wheel sent to its edges and typed to,
// its adjustments and compact texts read, a month calendar moved and picked from, and its view written (those
// cost ICU most of a round: under valgrind all of it for every picker would take an hour; so would the Chinese
// and Islamic calendars, whose months ICU works out anew for each year, left out here). One round in ten makes a
// picker of values. Every string the library gives is freed; whatever it keeps must be freed with the
// object that holds it.
// Usage: stress [COUNT]   (default 10000 pickers). Prints what it made; exits 1 if a call broke its header's word.
#include <datepick.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures = 0;

// Counts a broken promise of the header; the first few are printed.
#define EXPECT(condition)                                                                                      \
    do {                                                                                                       \
        if (!(condition) && failures++ < 20) fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, #condition);  \
    } while (0)

// Options with a day to fill in (year, month, day), so that each round shows other labels.
static const char *templates[] = {
    "{\"locale\": \"ja_JP\", \"mode\": \"date\", \"date\": \"%04d-%02d-%02d\", \"timeZone\": \"Asia/Tokyo\"}",
    "{\"locale\": \"ja_JP@calendar=japanese\", \"mode\": \"dateAndTime\", \"date\": \"%04d-%02d-%02dT09:41\","
    " \"timeZone\": \"Asia/Tokyo\", \"minuteInterval\": 5}",
    "{\"locale\": \"ar_EG\", \"mode\": \"dateAndTime\", \"date\": \"%04d-%02d-%02dT14:05\", \"timeZone\": \"Africa/Cairo\"}",
    "{\"locale\": \"he_IL\", \"calendar\": \"hebrew\", \"mode\": \"date\", \"date\": \"%04d-%02d-%02d\","
    " \"timeZone\": \"Asia/Jerusalem\"}",
    "{\"locale\": \"en_US\", \"mode\": \"dateAndTime\", \"date\": \"%04d-%02d-%02dT23:59\", \"timeZone\": \"America/New_York\","
    " \"minimumDate\": \"2000-03-10\", \"maximumDate\": \"2040-11-05T12:00\", \"seconds\": true}",
    "{\"locale\": \"de_DE\", \"mode\": \"time\", \"date\": \"%04d-%02d-%02dT06:30:15\", \"seconds\": true,"
    " \"secondInterval\": 15, \"timeZone\": \"Europe/Berlin\", \"rounding\": \"ceiling\"}",
    "{\"locale\": \"fa_IR\", \"mode\": \"yearAndMonth\", \"date\": \"%04d-%02d-%02d\", \"timeZone\": \"Asia/Tehran\"}",
    "{\"locale\": \"zh_TW@calendar=roc\", \"mode\": \"date\", \"date\": \"%04d-%02d-%02d\", \"timeZone\": \"Asia/Taipei\","
    " \"minimumDate\": \"2001-01-01\"}",
    "{\"locale\": \"ko_KR\", \"mode\": \"date\", \"date\": \"%04d-%02d-%02d\", \"timeZone\": \"Asia/Seoul\"}",
    "{\"locale\": \"th_TH\", \"mode\": \"dateAndTime\", \"date\": \"%04d-%02d-%02dT00:00\", \"timeZone\": \"Asia/Bangkok\","
    " \"maximumDate\": \"2045-01-01\"}",
};
static const char *countdowns[] = {
    "{\"locale\": \"en_US\", \"mode\": \"countDownTimer\", \"duration\": %d}",
    "{\"locale\": \"ar_EG\", \"mode\": \"countDownTimer\", \"duration\": %d, \"seconds\": true}",
    "{\"locale\": \"fi_FI\", \"mode\": \"countDownTimer\", \"duration\": %d, \"minuteInterval\": 15}",
};
// Options every picker refuses, each with its message to free.
static const char *refused[] = {
    "{\"locale\": \"xx_YY\"}", "{\"mode\": \"week\"}", "{\"colour\": 1}", "[1]", "{\"date\": \"2026-02-30\"}",
    "{\"timeZone\": \"Mars/Base\"}", "{\"mode\": \"date\", \"duration\": 5}", "{\"locale\": \"ja\xff\"}", "{",
};

static long lent = 0, given = 0, calendars = 0, errors = 0;

// Reads a borrowed string: touches every byte, as a caller copying it would.
static void borrowed(const char *text) {
    if (text) lent += (long)strlen(text) > 0;
}

// Frees a string the library gave.
static void given_up(char *text) {
    if (text) given++;
    dp_string_free(text);
}

// A call that must fail with a message, which is freed: `call` names `&error`.
#define REFUSED(call)                                                                                          \
    do {                                                                                                       \
        char *error = NULL;                                                                                    \
        bool succeeded = (call);                                                                               \
        refusal(__LINE__, succeeded, error);                                                                   \
    } while (0)
static void refusal(int line, bool succeeded, char *error) {
    if ((succeeded || error == NULL) && failures++ < 20)
        fprintf(stderr, "%s:%d: %s\n", __FILE__, line, succeeded ? "succeeded" : "no message");
    if (error) errors++;
    dp_string_free(error);
}

// What a UI reads to draw the wheels: each wheel's field, title, unit, and the rows in view; with `everything`, the
// adjustments and the compact texts too.
static void draw(const dp_picker *picker, bool everything) {
    int wheels = dp_picker_wheel_count(picker);
    EXPECT(wheels > 0);
    for (int wheel = 0; wheel < wheels; wheel++) {
        borrowed(dp_picker_wheel_field(picker, wheel));
        borrowed(dp_picker_wheel_title(picker, wheel));
        borrowed(dp_picker_unit_label(picker, wheel));
        int rows = dp_picker_row_count(picker, wheel), selected = dp_picker_selected_row(picker, wheel);
        EXPECT(rows > 0 && selected >= 0 && selected < rows);
        EXPECT(dp_picker_wheel_of_field(picker, dp_picker_wheel_field(picker, wheel)) == wheel);
        bool cyclic = dp_picker_wheel_is_cyclic(picker, wheel);
        for (int offset = -2; offset <= 2; offset++) {
            int row = selected + offset;
            if (cyclic) row = (row % rows + rows) % rows;
            if (row < 0 || row >= rows) continue;
            const char *label = dp_picker_row_label(picker, wheel, row);
            EXPECT(label != NULL && label == dp_picker_row_label(picker, wheel, row));
            borrowed(label);
            (void)dp_picker_row_is_enabled(picker, wheel, row);
        }
    }
    if (!everything) return;
    for (int index = 0; index < dp_picker_adjustment_count(picker); index++) {
        EXPECT(dp_picker_adjustment_kind(picker, index) != NULL);
        borrowed(dp_picker_adjustment_kind(picker, index));
        borrowed(dp_picker_adjustment_from(picker, index));
        borrowed(dp_picker_adjustment_to(picker, index));
    }
    borrowed(dp_picker_compact_date_text(picker));
    borrowed(dp_picker_compact_time_text(picker));
}

// The month calendar of a picker's value: read, moved through months, picked from.
static void calendar(dp_picker *picker, int round) {
    char *error = NULL;
    dp_calendar *month = dp_calendar_new(picker, &error);
    if (!month) {  // a mode without a day
        refusal(__LINE__, false, error);
        return;
    }
    calendars++;
    for (int move = 0; move < 3; move++) {
        borrowed(dp_calendar_heading(month));
        int weeks = dp_calendar_week_count(month);
        EXPECT(weeks >= 1 && weeks <= 6);  // fewer than 4 at 0001-01-01, where the days the library holds begin
        for (int column = 0; column < 7; column++) {
            borrowed(dp_calendar_weekday(month, column, false));
            borrowed(dp_calendar_weekday(month, column, true));
        }
        for (int week = 0; week < weeks; week++) {
            EXPECT(dp_calendar_week_number(month, week) > 0);
            for (int column = 0; column < 7; column++) {
                EXPECT(dp_calendar_day_label(month, week, column) != NULL);
                borrowed(dp_calendar_day_label(month, week, column));
                (void)dp_calendar_day_flags(month, week, column);
            }
        }
        given_up(dp_calendar_focused_date(month));
        EXPECT(dp_calendar_move_focus_days(month, round % 2 ? 9 : -9));
        EXPECT(dp_calendar_move_focus_months(month, move - 1));
        EXPECT(dp_calendar_focus_month_edge(month, move == 1));
    }
    EXPECT(dp_calendar_day_label(month, 9, 0) == NULL && dp_calendar_weekday(month, 7, false) == NULL);
    error = NULL;
    if (!dp_calendar_pick_focused(month, picker, &error)) refusal(__LINE__, false, error);  // outside the bounds
    REFUSED(dp_calendar_pick_focused(month, NULL, &error));
    dp_calendar_free(month);
}

// One picker made from options, driven and freed; with `everything`, through every call.
static void drive(const char *options, int round, bool everything) {
    char *error = NULL;
    dp_picker *picker = dp_picker_new(options, &error);
    EXPECT(picker != NULL && error == NULL);
    if (!picker) {
        if (failures < 20) fprintf(stderr, "%s: %s\n", options, error ? error : "(no message)");
        dp_string_free(error);
        return;
    }
    borrowed(dp_picker_mode(picker));
    borrowed(dp_picker_locale(picker));
    borrowed(dp_picker_calendar(picker));
    borrowed(dp_picker_time_zone(picker));
    (void)dp_picker_is_right_to_left(picker);
    draw(picker, everything);
    int wheels = dp_picker_wheel_count(picker);
    for (int wheel = 0; wheel < wheels; wheel++) {
        EXPECT(dp_picker_step(picker, wheel, 1, NULL));
        draw(picker, false);
        EXPECT(dp_picker_step(picker, wheel, -3 - round % 5, &error));
        draw(picker, false);
        int rows = dp_picker_row_count(picker, wheel);
        int row = (dp_picker_selected_row(picker, wheel) + round) % rows;
        if (dp_picker_row_is_enabled(picker, wheel, row)) {
            EXPECT(dp_picker_select(picker, wheel, row, &error));
        } else {
            REFUSED(dp_picker_select(picker, wheel, row, &error));  // disabled: outside the bounds
        }
        draw(picker, false);
        if (everything) {
            EXPECT(dp_picker_select_edge(picker, wheel, true, NULL));
            draw(picker, true);
            EXPECT(dp_picker_select_edge(picker, wheel, false, NULL));
            (void)dp_picker_row_for_digits(picker, wheel, round % 2 ? "1" : "12");
            EXPECT(dp_picker_row_for_digits(picker, wheel, "x") == -1);
            draw(picker, true);
        }
    }
    given_up(dp_picker_value(picker));
    // Refusals: each message is the caller's to free.
    REFUSED(dp_picker_select(picker, wheels, 0, &error));
    REFUSED(dp_picker_select(picker, 0, 100000, &error));
    REFUSED(dp_picker_step(picker, -1, 1, &error));
    REFUSED(dp_picker_select_edge(picker, 99, true, &error));
    EXPECT(dp_picker_row_label(picker, 0, -1) == NULL && dp_picker_unit_label(picker, wheels) == NULL);
    if (everything) {
        calendar(picker, round);
        draw(picker, true);
        char *view = dp_picker_view_json(picker), *value = dp_picker_value(picker);
        EXPECT(view != NULL && value != NULL && strstr(view, value) != NULL);
        given_up(view);
        given_up(value);
    }
    dp_picker_free(picker);
}

// A picker of values: read, stepped, selected, its value given, a refusal.
static void values(int round) {
    char json[256];
    snprintf(json, sizeof json,
             "[{\"values\": [\"S\", \"M\", \"L\", \"XL\"], \"selected\": %d}, {\"values\": [\"%d\", \"%d\"], \"unit\":"
             " \"kg\", \"cyclic\": true}]",
             round % 4, round, round + 1);
    char *error = NULL;
    dp_values *sizes = dp_values_new(json, &error);
    EXPECT(sizes != NULL);
    if (!sizes) return;
    for (int step = 0; step < 3; step++) {
        for (int wheel = 0; wheel < dp_values_wheel_count(sizes); wheel++) {
            for (int row = 0; row < dp_values_row_count(sizes, wheel); row++) borrowed(dp_values_row_label(sizes, wheel, row));
            borrowed(dp_values_unit_label(sizes, wheel));
            EXPECT(dp_values_step(sizes, wheel, step + 1, NULL));
        }
        given_up(dp_values_value(sizes));
    }
    EXPECT(dp_values_select(sizes, 0, 1, NULL));
    REFUSED(dp_values_select(sizes, 0, 9, &error));
    dp_values_free(sizes);
    REFUSED(dp_values_new("[{\"values\": []}]", &error) != NULL);
}

int main(int argc, char **argv) {
    int count = argc > 1 ? atoi(argv[1]) : 10000;
    size_t templateCount = sizeof templates / sizeof templates[0], countdownCount = sizeof countdowns / sizeof countdowns[0];
    size_t refusedCount = sizeof refused / sizeof refused[0];
    char options[512];
    for (int round = 0; round < count; round++) {
        // One round in eight a countdown; the others a moment, its day moving over sixty years.
        if (round % 8 == 7) {
            snprintf(options, sizeof options, countdowns[round / 8 % countdownCount], round * 37 % 86400);
        } else {
            snprintf(options, sizeof options, templates[round % templateCount], 1990 + round % 50, 1 + round % 12,
                     1 + round % 28);
        }
        drive(options, round, round / (int)templateCount % 4 == 0);  // every option, a round of them in four
        if (round % 10 == 0) values(round);
        REFUSED(dp_picker_new(refused[round % refusedCount], &error) != NULL);
    }
    printf("%d pickers, %ld calendars, %ld strings read, %ld given and freed, %ld errors freed, %d failures\n", count,
           calendars, lent, given, errors, failures);
    return failures ? 1 : 0;
}
