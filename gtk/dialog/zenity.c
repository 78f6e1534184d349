/* zenity's and yad's calendar command line: see zenity.h. */
#include "zenity.h"

#include <langinfo.h>
#include <libintl.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

gboolean zenity_calendar_requested(int argc, char **argv) {
    for (int index = 1; index < argc; index++) {
        if (strcmp(argv[index], "--") == 0) return FALSE;
        if (strcmp(argv[index], "--calendar") == 0 && (index + 1 == argc || argv[index + 1][0] == '-')) return TRUE;
    }
    return FALSE;
}

const char *zenity_text(const char *message) {
    static gsize bound = 0;
    if (g_once_init_enter(&bound)) {
        /* zenity's messages are UTF-8 whatever the locale's charset, as zenity binds them. */
        bind_textdomain_codeset("zenity", "UTF-8");
        g_once_init_leave(&bound, 1);
    }
    return g_dgettext("zenity", message);
}

static int days_in_month(int year, int month) { return g_date_get_days_in_month((GDateMonth)month, (GDateYear)year); }

ZenityCalendar *zenity_calendar_parse(int argc, char **argv) {
    gboolean calendar_flag = FALSE;
    char *title = NULL, *text = NULL, *date_format = NULL, *ok_label = NULL, *cancel_label = NULL;
    int day = -1, month = -1, year = -1, width = -1, height = -1, timeout = 0;
    gboolean show_weeks = FALSE, modal = FALSE;
    char **extra_buttons = NULL;
    /* zenity 3.44's names, types and help (src/option.c: general_options, calendar_options), and yad's
     * --show-weeks. */
    GOptionEntry entries[] = {
        {"calendar", '\0', 0, G_OPTION_ARG_NONE, &calendar_flag, "Display calendar dialog", NULL},
        {"title", '\0', 0, G_OPTION_ARG_STRING, &title, "Set the dialog title", "TITLE"},
        {"width", '\0', 0, G_OPTION_ARG_INT, &width, "Set the width", "WIDTH"},
        {"height", '\0', 0, G_OPTION_ARG_INT, &height, "Set the height", "HEIGHT"},
        {"timeout", '\0', 0, G_OPTION_ARG_INT, &timeout, "Set dialog timeout in seconds", "TIMEOUT"},
        {"ok-label", '\0', 0, G_OPTION_ARG_STRING, &ok_label, "Set the label of the OK button", "TEXT"},
        {"cancel-label", '\0', 0, G_OPTION_ARG_STRING, &cancel_label, "Set the label of the Cancel button", "TEXT"},
        {"extra-button", '\0', 0, G_OPTION_ARG_STRING_ARRAY, &extra_buttons, "Add an extra button", "TEXT"},
        {"modal", '\0', 0, G_OPTION_ARG_NONE, &modal, "Set the modal hint", NULL},
        {"text", '\0', 0, G_OPTION_ARG_STRING, &text, "Set the dialog text (Pango markup)", "TEXT"},
        {"day", '\0', 0, G_OPTION_ARG_INT, &day, "Set the calendar day", "DAY"},
        {"month", '\0', 0, G_OPTION_ARG_INT, &month, "Set the calendar month", "MONTH"},
        {"year", '\0', 0, G_OPTION_ARG_INT, &year, "Set the calendar year", "YEAR"},
        {"date-format", '\0', 0, G_OPTION_ARG_STRING, &date_format,
         "Set the format for the returned date (strftime; default: the locale's date format)", "PATTERN"},
        {"show-weeks", '\0', 0, G_OPTION_ARG_NONE, &show_weeks, "Show the week numbers (yad's)", NULL},
        {NULL, '\0', 0, 0, NULL, NULL, NULL},
    };
    GOptionContext *context = g_option_context_new(NULL);
    g_option_context_set_summary(context,
                                 "zenity's and yad's calendar dialog: asks for a day in a month calendar of the "
                                 "environment's locale\n(LC_ALL, LC_TIME, LANG: its calendar, first weekday and "
                                 "digits) and prints it as zenity does.\nExit 0 OK, 1 Cancel or closed, 5 timeout "
                                 "(the day is printed), 255 bad options.");
    g_option_context_add_main_entries(context, entries, NULL);
    /* GLib's parser takes its copy of the arguments apart. */
    char **arguments = g_new0(char *, argc + 1);
    memcpy(arguments, argv, sizeof(char *) * argc);
    int count = argc;
    char **parsed = arguments;
    GError *error = NULL;
    gboolean parsed_well = g_option_context_parse(context, &count, &parsed, &error);
    g_free(arguments);
    g_option_context_free(context);
    if (!parsed_well) {
        /* zenity reports every parse error with this one line (its groups' error hook) and exits -1. */
        g_clear_error(&error);
        g_free(title), g_free(text), g_free(date_format), g_free(ok_label), g_free(cancel_label);
        g_strfreev(extra_buttons);
        fputs(zenity_text("This option is not available. Please see --help for all possible usages.\n"), stderr);
        return NULL;
    }

    ZenityCalendar *calendar = g_new0(ZenityCalendar, 1);
    *calendar = (ZenityCalendar){.title = title, .text = text, .date_format = date_format, .ok_label = ok_label,
                                 .cancel_label = cancel_label, .width = MAX(width, -1), .height = MAX(height, -1),
                                 .timeout = timeout > 0 ? timeout : 0, .show_weeks = show_weeks, .modal = modal,
                                 .extra_buttons = extra_buttons};
    /* Today's date by default, as zenity takes it (localtime). zenity gives GtkCalendar the month and year at once
     * and then the day, and GtkCalendar refuses a month out of 1-12 (keeping today's month and year) and a day out
     * of 1-31 (keeping today's day); a day past the month's end, or a year before 1, zenity prints as garbage: the
     * month's last day and today's year here. */
    time_t now = time(NULL);
    struct tm today;
    localtime_r(&now, &today);
    calendar->year = today.tm_year + 1900, calendar->month = today.tm_mon + 1, calendar->day = today.tm_mday;
    if (month >= 1 && month <= 12) {
        calendar->month = month;
        if (year >= 1 && year <= 9999) calendar->year = year;
    }
    if (day >= 1 && day <= 31) calendar->day = day;
    calendar->day = MIN(calendar->day, days_in_month(calendar->year, calendar->month));
    return calendar;
}

char **zenity_calendar_request_arguments(const ZenityCalendar *calendar, const char *locale) {
    GPtrArray *arguments = g_ptr_array_new();
    g_ptr_array_add(arguments, g_strdup("datepick-gtk"));
    if (locale) {
        g_ptr_array_add(arguments, g_strdup("--locale"));
        g_ptr_array_add(arguments, g_strdup(locale));
    }
    g_ptr_array_add(arguments, g_strdup("--style"));
    g_ptr_array_add(arguments, g_strdup("inline"));
    g_ptr_array_add(arguments, g_strdup("--date"));
    g_ptr_array_add(arguments, g_strdup_printf("%04d-%02d-%02d", calendar->year, calendar->month, calendar->day));
    if (calendar->show_weeks) g_ptr_array_add(arguments, g_strdup("--week-numbers"));
    g_ptr_array_add(arguments, NULL);
    return (char **)g_ptr_array_free(arguments, FALSE);
}

char *zenity_calendar_format(const ZenityCalendar *calendar, int year, int month, int day) {
    char *format = calendar->date_format ? g_strdup(calendar->date_format)
                                         : g_locale_to_utf8(nl_langinfo(D_FMT), -1, NULL, NULL, NULL);
    GDate *date = g_date_new_dmy((GDateDay)day, (GDateMonth)month, (GDateYear)year);
    /* zenity's buffer, so that a text too long for it comes out as zenity's does (empty). */
    char text[128] = "";
    if (format) g_date_strftime(text, sizeof text - 1, format, date);
    g_date_free(date);
    g_free(format);
    return g_strdup(text);
}

void zenity_calendar_free(ZenityCalendar *calendar) {
    if (!calendar) return;
    g_free(calendar->title), g_free(calendar->text), g_free(calendar->date_format);
    g_free(calendar->ok_label), g_free(calendar->cancel_label);
    g_strfreev(calendar->extra_buttons);
    g_free(calendar);
}
