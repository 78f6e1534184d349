/* datepick-gtk --calendar as zenity 3.44's and yad's calendar dialog: their command line, their output and their
 * exit codes, for scripts written for them. The dialog itself (gtk/dialog/datepick-gtk.c) shows Datepick.Calendar,
 * as --style inline does, in the environment's locale. */
#pragma once

#include <glib.h>

/* zenity's exit codes (ZENITY_OK_DEFAULT and the rest; bad options are its exit (-1)). */
enum { zenity_exit_ok = 0, zenity_exit_cancel = 1, zenity_exit_timeout = 5, zenity_exit_usage = 255 };

typedef struct {
    /* NULL where not given. */
    char *title, *text, *date_format, *ok_label, *cancel_label;
    /* The day shown first, Gregorian, checked: given or today's, as zenity takes them. */
    int year, month, day;
    int width, height; /* -1 where not given */
    int timeout;       /* seconds; 0 for none */
    gboolean show_weeks, modal;
    char **extra_buttons; /* --extra-button's labels, in order; NULL for none */
} ZenityCalendar;

/* Whether the command line asks for zenity's calendar: a --calendar with no value (the last argument, or followed
 * by an option), where `--calendar NAME` and `--calendar=NAME` name a calendar system. */
gboolean zenity_calendar_requested(int argc, char **argv);

/* Parses zenity's calendar options with GLib's option parser, zenity's own, so that both forms (--day=5, --day 5),
 * numbers (strtol's, 0x10 taken and 08 refused) and missing values are taken or refused as zenity does. --help
 * prints the options and exits 0 there. Returns NULL on bad options, having printed zenity's one line
 * (translated by zenity's catalogue where the locale has one); the caller exits zenity_exit_usage. */
ZenityCalendar *zenity_calendar_parse(int argc, char **argv);

/* `datepick pick`'s arguments (argv[0] included, NULL-terminated) for the inline calendar on the day asked; in
 * `locale`, or (NULL) the environment's, as dp_pick_request_new takes it. Free with g_strfreev. */
char **zenity_calendar_request_arguments(const ZenityCalendar *calendar, const char *locale);

/* What zenity prints for a Gregorian day, without the newline: g_date_strftime with --date-format, or the locale's
 * date format (nl_langinfo (D_FMT)), in the process's locale. */
char *zenity_calendar_format(const ZenityCalendar *calendar, int year, int month, int day);

/* zenity's text for `message` in the process's locale, from zenity's catalogue where it is installed. */
const char *zenity_text(const char *message);

void zenity_calendar_free(ZenityCalendar *calendar);
