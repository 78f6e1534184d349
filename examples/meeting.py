"""Book a meeting: a date button and a calendar beside it, kept in sync, and a label saying what was picked.
python3 meeting.py [LOCALE]   (Datepick for GTK 4 installed; the README says how to use another prefix)"""
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Datepick", "1")
from gi.repository import Datepick, GObject, Gtk  # noqa: E402

LOCALE = sys.argv[1] if len(sys.argv) > 1 else None  # None: LC_ALL, LC_TIME or LANG, as `datepick` reads them


def activate(app):
    button = Datepick.DateButton(locale=LOCALE, mode=Datepick.Mode.DATE_AND_TIME, minute_interval=15)
    calendar = Datepick.Calendar(locale=LOCALE)
    button.bind_property("date-time", calendar, "date-time",
                         GObject.BindingFlags.SYNC_CREATE | GObject.BindingFlags.BIDIRECTIONAL)
    label = Gtk.Label(label=button.get_text())

    def picked(button, _):
        label.set_text(button.get_text())
        print(button.props.date_time.format_iso8601(), flush=True)

    button.connect("notify::date-time", picked)
    box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, spacing=12, margin_top=12, margin_bottom=12,
                  margin_start=12, margin_end=12)
    for widget in (button, calendar, label):
        box.append(widget)
    Gtk.ApplicationWindow(application=app, title="Book a meeting", child=box).present()


app = Gtk.Application(application_id="org.example.Meeting")
app.connect("activate", activate)
sys.exit(app.run(None))
