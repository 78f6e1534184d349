"""A libadwaita preferences page with Datepick's date buttons as row suffixes: a reminder's day and time, and a
holiday's range of days, the weekend and two listed days ruled out. Each row's subtitle says what was picked.
python3 preferences.py [LOCALE] [--screenshot FILE]   (Datepick for GTK 4 and libadwaita installed; docs/gtk.md
says how to use another prefix; --screenshot saves the window as a PNG and quits)"""
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Adw", "1")
gi.require_version("Datepick", "1")
from gi.repository import Adw, Datepick, GLib, Gtk  # noqa: E402

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


def save_png(window, path):
    """Saves what the window draws, as GTK's renderer draws it."""
    paintable = Gtk.WidgetPaintable(widget=window)
    snapshot = Gtk.Snapshot()
    paintable.snapshot(snapshot, window.get_width(), window.get_height())
    texture = window.get_renderer().render_texture(snapshot.to_node(), None)
    texture.save_to_png(path)


def main(argv):
    screenshot = argv[argv.index("--screenshot") + 1] if "--screenshot" in argv else None
    words = [word for word in argv[1:] if word != "--screenshot" and word != screenshot]
    locale = words[0] if words else None  # None: LC_ALL, LC_TIME or LANG, as `datepick` reads them
    app = Adw.Application(application_id="org.example.DatepickPreferences")

    def activate(app):
        page, widgets = preferences_page(locale)
        if screenshot:  # a range to show, on the picture
            widgets["holiday"].props.range_start = GLib.DateTime.new_local(2026, 12, 28, 0, 0, 0)
            widgets["holiday"].props.range_end = GLib.DateTime.new_local(2027, 1, 1, 0, 0, 0)
        window = Adw.PreferencesWindow(application=app, title="Preferences", default_width=560,
                                       default_height=300, search_enabled=False)
        window.add(page)
        window.present()
        if screenshot:
            def shoot():
                save_png(window, screenshot)
                app.quit()
                return GLib.SOURCE_REMOVE
            GLib.timeout_add(500, shoot)

    app.connect("activate", activate)
    return app.run(None)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
