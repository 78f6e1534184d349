"""A libadwaita preferences page with Datepick's date buttons as row suffixes: a reminder's day and time, and a
holiday's range of days, the weekend and two listed days ruled out. Each row's subtitle says what was picked.
python3 preferences.py [LOCALE]   (Datepick for GTK 4 and libadwaita installed; docs/gtk.md says how to use another
prefix)"""
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Adw", "1")
gi.require_version("Datepick", "1")
from gi.repository import Adw, Datepick, Gtk  # noqa: E402

CLOSED = ["weekends", "2026-12-24", "2026-12-25"]  # the locale's weekend, and two listed days


def preferences_page(locale=None, zone=None):
    """The page, and its two date buttons by name: what an app builds, without the window."""
    reminder = Datepick.DateButton(locale=locale, time_zone=zone, mode=Datepick.Mode.DATE_AND_TIME,
                                   minute_interval=15, valign=Gtk.Align.CENTER)
    holiday = Datepick.DateButton(locale=locale, time_zone=zone, selection_mode=Datepick.SelectionMode.RANGE,
                                  unavailable_dates=CLOSED, valign=Gtk.Align.CENTER)
    reminder_row = Adw.ActionRow(title="Reminder", subtitle=reminder.get_text(), activatable_widget=reminder)
    reminder_row.add_suffix(reminder)
    holiday_row = Adw.ActionRow(title="Holiday", subtitle="Pick the first and the last day",
                                activatable_widget=holiday)
    holiday_row.add_suffix(holiday)

    def reminded(button, _):
        reminder_row.set_subtitle(button.get_text())
        print("reminder", button.props.date_time.format_iso8601(), flush=True)

    def booked(button, _):
        start, end = button.props.range_start, button.props.range_end
        if start and end:
            holiday_row.set_subtitle(button.get_text())
            print("holiday", start.format("%Y-%m-%d"), end.format("%Y-%m-%d"), flush=True)

    reminder.connect("notify::date-time", reminded)
    holiday.connect("notify::range-end", booked)
    group = Adw.PreferencesGroup(title="Dates", description="As the locale writes them, in its calendar")
    group.add(reminder_row)
    group.add(holiday_row)
    page = Adw.PreferencesPage(title="General", icon_name="x-office-calendar-symbolic")
    page.add(group)
    return page, {"reminder": reminder, "holiday": holiday, "reminder_row": reminder_row, "holiday_row": holiday_row}


def main(argv):
    locale = argv[1] if len(argv) > 1 else None  # None: LC_ALL, LC_TIME or LANG, as `datepick` reads them
    app = Adw.Application(application_id="org.example.DatepickPreferences")

    def activate(app):
        page, _ = preferences_page(locale)
        window = Adw.PreferencesWindow(application=app, title="Preferences", default_width=560,
                                       default_height=320, search_enabled=False)
        window.add(page)
        window.present()

    app.connect("activate", activate)
    return app.run(None)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
