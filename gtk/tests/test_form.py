"""A "book a meeting" form as an app writes it: a Datepick.DateButton in dateAndTime with a Datepick.Calendar beside
it, bound both ways on date-time, and a label that shows the button's text from its notify::date-time. Driven by
keys (xdotool under Xvfb) in three locales and two calendars; after each key the button, the calendar and the
label agree, and a change of the time alone leaves the day where it was. Run by tools/test-gtk."""
import os
import subprocess
import sys
import time
import unittest

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Datepick", "1")
from gi.repository import Datepick, GObject, Gtk  # noqa: E402
from test_calendar import InAWindow, day_of, moment, needs_xdotool  # noqa: E402  (beside this file)
from test_contracts import inside  # noqa: E402
from support import close_window, popover_made, spin, until, xdotool  # noqa: E402

LOCALES = [("de_DE", "Europe/Berlin"), ("ja_JP", "Asia/Tokyo"), ("ar_EG", "Africa/Cairo")]
CALENDARS = ["gregorian", "japanese"]


class MeetingForm(InAWindow):
    def show_form(self, locale, zone, calendar):
        self.window = Gtk.Window(title="Book a meeting")
        start = moment(zone, 2026, 11, 30, 14, 0, 0)
        self.button = Datepick.DateButton(locale=locale, time_zone=zone, calendar=calendar,
                                          mode=Datepick.Mode.DATE_AND_TIME, date_time=start)
        self.calendar = Datepick.Calendar(locale=locale, time_zone=zone, calendar=calendar, date_time=start)
        self.label = Gtk.Label(label=self.button.get_text())
        self.button.connect("notify::date-time", lambda button, _: self.label.set_text(button.get_text()))
        self.button.bind_property("date-time", self.calendar, "date-time", GObject.BindingFlags.BIDIRECTIONAL)
        box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, spacing=12)
        row = Gtk.Box(spacing=12)
        row.append(self.button)
        row.append(self.calendar)
        box.append(row)
        box.append(self.label)
        self.window.set_child(box)
        self.window.present()
        self.assertTrue(spin(lambda: self.window.is_active() and self.button.get_width() > 0), "the window is up")
        self.popover = popover_made(self.button)
        self.wheels = inside(self.button, Datepick.WheelPicker)[0]
        self.inner_calendar = inside(self.button, Datepick.Calendar)[0]
        self.right_to_left = self.button.get_direction() == Gtk.TextDirection.RTL

    def agree(self, when):
        """The form shows one value: the button's, the calendar's beside it, the label's, the popover's."""
        value = self.button.props.date_time.format_iso8601()
        self.assertIsNone(self.button.props.error, when)
        self.assertEqual(self.calendar.props.date_time.format_iso8601(), value, f"the calendar, {when}")
        self.assertEqual(self.label.get_text(), self.button.get_text(), f"the label, {when}")
        self.assertEqual(self.inner_calendar.props.date_time.format_iso8601(), value, f"the popover, {when}")
        self.assertEqual(self.wheels.props.date_time.format_iso8601(), value, f"the time wheels, {when}")
        self.assertIsNone(self.wheels.props.error, when)
        return self.button.props.date_time

    def book(self, locale, zone, calendar):
        self.show_form(locale, zone, calendar)
        forward = "Left" if self.right_to_left else "Right"  # the next day, on screen
        self.agree("at first")

        # The calendar beside the button: the next day, picked with Enter.
        self.assertTrue(self.calendar.grab_focus())
        spin(lambda: False, 0.2)
        self.keys(forward)
        self.assertEqual(day_of(self.agree(f"after {forward}")), (2026, 11, 30), "the focus moves, the value stays")
        self.keys("Return")
        value = self.agree("after Enter on the calendar")
        self.assertEqual(day_of(value), (2026, 12, 1))
        self.assertEqual((value.get_hour(), value.get_minute()), (14, 0))

        # The button's popover: a week later, Enter picks it and closes the popover.
        self.button.grab_focus()
        self.keys("space")
        self.assertTrue(spin(lambda: self.popover.get_mapped()), "Space opens the popover")
        self.keys("Down")
        self.agree("after Down in the popover")
        self.keys("Return")
        value = self.agree("after Enter in the popover")
        self.assertEqual(day_of(value), (2026, 12, 8))
        self.assertTrue(spin(lambda: not self.popover.get_visible()), "Enter closes the popover")

        # The time alone: the hour wheel, a row later; the day stays.
        self.keys("space")
        self.assertTrue(spin(lambda: self.popover.get_mapped()), "Space opens the popover again")
        self.keys("Tab")
        self.assertTrue(self.window.get_focus().is_ancestor(self.wheels), "Tab goes to the time wheels")
        self.keys("Down")
        value = self.agree("after Down on the hour wheel")
        self.assertEqual(day_of(value), (2026, 12, 8), "the day did not move when only the time changed")
        self.assertEqual((value.get_hour(), value.get_minute()), (15, 0))
        self.keys("Escape")
        self.assertTrue(spin(lambda: not self.popover.get_visible()), "Escape closes the popover")
        self.agree("after Escape")


def booking(locale, zone, calendar):
    @needs_xdotool
    def test(self):
        self.book(locale, zone, calendar)
    return test


for locale, zone in LOCALES:
    for calendar in CALENDARS:
        setattr(MeetingForm, f"test_{locale}_{calendar}", booking(locale, zone, calendar))


class MeetingExampleTests(unittest.TestCase):
    """examples/meeting.py, the GTK example of docs/gtk.md, runs: its window comes up, a day picked in the popover is
    printed, and closing the window ends it with status 0."""

    @needs_xdotool
    def test_the_example_runs(self):
        example = os.path.join(os.path.dirname(__file__), "..", "..", "examples", "meeting.py")
        run = subprocess.Popen([sys.executable, example, "ja_JP"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               stdin=subprocess.DEVNULL, text=True)
        try:
            windows = until(lambda: xdotool("search", "--onlyvisible", "--pid", str(run.pid)).stdout.split())
            self.assertTrue(windows, "the example's window is up")
            until(lambda: xdotool("getwindowfocus").stdout.strip() == windows[-1])
            time.sleep(0.3)
            # The date button has the focus: Space opens its calendar, → the next day, Enter picks it.
            xdotool("key", "--delay", "150", "space", "Right", "Return")
            time.sleep(0.5)
            close_window(windows[-1])
            out, err = run.communicate(timeout=15)
        finally:
            run.kill()
        self.assertEqual(run.returncode, 0, err)
        printed = out.split()
        self.assertEqual(len(printed), 1, out)
        self.assertRegex(printed[0], r"^\d{4}-\d\d-\d\dT\d\d:(00|15|30|45):00(Z|[+-]\d\d:\d\d)$")


if __name__ == "__main__":
    unittest.main(verbosity=2)
