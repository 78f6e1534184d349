"""examples/preferences.py as an app runs it: a libadwaita preferences page whose rows have Datepick.DateButtons as
suffixes, one in dateAndTime and one picking a range with the weekend and two listed days ruled out. The rows'
subtitles follow the buttons, a range across the weekend is refused, and the holiday's range is picked in its
popover with the keys (xdotool under Xvfb). Run by tools/test-gtk; skipped where libadwaita's typelib is missing."""
import importlib.util
import os
import unittest

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Datepick", "1")
from gi.repository import Datepick, GLib, Gtk  # noqa: E402
from support import spin  # noqa: E402
from test_calendar import InAWindow, descendants, moment, needs_xdotool  # noqa: E402  (beside this file)

try:
    gi.require_version("Adw", "1")
    from gi.repository import Adw  # noqa: E402
except (ImportError, ValueError):
    Adw = None

EXAMPLE = os.path.join(os.path.dirname(__file__), "..", "..", "examples", "preferences.py")


def load_example():
    spec = importlib.util.spec_from_file_location("preferences", EXAMPLE)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@unittest.skipIf(Adw is None, "libadwaita's typelib is missing (apt-get install gir1.2-adw-1)")
class PreferencesPageTests(InAWindow):
    def show_page(self, locale, zone):
        Adw.init()
        example = load_example()
        page, self.widgets = example.preferences_page(locale, zone)
        self.window = Adw.PreferencesWindow(title="Preferences", default_width=560, default_height=320,
                                            search_enabled=False)
        self.window.add(page)
        self.window.present()
        spin(lambda: self.widgets["holiday"].get_mapped(), 5)

    def test_the_buttons_are_the_rows_suffixes_and_the_subtitles_follow_them(self):
        self.show_page("de_DE", "Europe/Berlin")
        reminder, holiday = self.widgets["reminder"], self.widgets["holiday"]
        for name in ("reminder", "holiday"):
            row, button = self.widgets[name + "_row"], self.widgets[name]
            self.assertTrue(button.is_ancestor(row), f"the {name} button is in its row")
            self.assertEqual(row.props.activatable_widget, button)
        self.assertEqual(holiday.props.selection_mode, Datepick.SelectionMode.RANGE)
        self.assertEqual(list(holiday.props.unavailable_dates), ["weekends", "2026-12-24", "2026-12-25"])
        reminder.props.date_time = moment("Europe/Berlin", 2026, 11, 30, 14, 10, 0)
        # Rounded to the 15 minutes, and written as the locale writes it.
        self.assertEqual(self.widgets["reminder_row"].props.subtitle, reminder.get_text())
        self.assertIn("30.11.2026", reminder.get_text())
        self.assertIn("14:15", reminder.get_text())
        holiday.props.range_start = moment("Europe/Berlin", 2026, 12, 28, 0, 0, 0)
        holiday.props.range_end = moment("Europe/Berlin", 2027, 1, 1, 0, 0, 0)
        self.assertEqual(self.widgets["holiday_row"].props.subtitle, holiday.get_text())
        self.assertEqual(holiday.get_text(), "28.12.2026\u2009–\u200901.01.2027")

    def test_a_range_across_the_weekend_or_a_listed_day_is_refused(self):
        self.show_page("en_US", "America/New_York")
        holiday, row = self.widgets["holiday"], self.widgets["holiday_row"]
        subtitle = row.props.subtitle
        holiday.props.range_start = moment("America/New_York", 2026, 12, 21, 0, 0, 0)
        holiday.props.range_end = moment("America/New_York", 2026, 12, 26, 0, 0, 0)  # the 24th is closed
        self.assertIsNone(holiday.props.range_end)
        self.assertIsNotNone(holiday.props.error)
        self.assertEqual(row.props.subtitle, subtitle)

    @needs_xdotool
    def test_the_holiday_is_picked_with_the_keys(self):
        self.show_page("en_US", "America/New_York")
        holiday, row = self.widgets["holiday"], self.widgets["holiday_row"]
        holiday.props.date_time = moment("America/New_York", 2026, 11, 30, 0, 0, 0)
        popover = [child for child in descendants(holiday) if isinstance(child, Gtk.Popover)][0]
        # The row activates its button, as a click on the row does: the popover opens.
        row.activate()
        self.assertTrue(spin(lambda: popover.get_visible() and popover.get_width() > 0, 3))
        spin(lambda: False, 0.2)
        # Monday the 30th, then three days on: Thursday December 3.
        self.keys("Return", "Right", "Right", "Right", "Return")
        spin(lambda: holiday.props.range_end is not None, 3)
        self.assertEqual(holiday.props.range_start.format("%F"), "2026-11-30")
        self.assertEqual(holiday.props.range_end.format("%F"), "2026-12-03")
        self.assertEqual(row.props.subtitle, holiday.get_text())
        self.assertEqual(holiday.get_text(), "Nov 30\u2009\u2013\u2009Dec 3, 2026")


if __name__ == "__main__":
    GLib.set_prgname("test_preferences")
    unittest.main(verbosity=2)
