"""Datepick's GTK widgets from Python, as an app uses them: properties, the date-time a person changes, the
JSON view, and the accessible roles. Run by tools/test-gtk under Xvfb with G_DEBUG=fatal-warnings."""
import json
import shutil
import subprocess
import unittest

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Datepick", "1")
from gi.repository import Datepick, GLib, Gtk  # noqa: E402

Gtk.init()


def tokyo(*fields):
    return GLib.DateTime.new(GLib.TimeZone.new_identifier("Asia/Tokyo"), *fields)


class WheelPickerTests(unittest.TestCase):
    def japanese_date(self):
        return Datepick.WheelPicker(locale="ja_JP", mode=Datepick.Mode.DATE, time_zone="Asia/Tokyo",
                                    date_time=tokyo(2026, 11, 30, 14, 5, 0))

    def test_the_view_is_the_pickers_json(self):
        view = json.loads(self.japanese_date().get_view_json())
        self.assertEqual(view["locale"], "ja_JP")
        self.assertEqual(view["mode"], "date")
        self.assertEqual(view["value"], "2026-11-30")
        self.assertEqual([wheel["field"] for wheel in view["wheels"]], ["year", "month", "day"])
        self.assertEqual([wheel["selectedLabel"] for wheel in view["wheels"]], ["2026年", "11月", "30日"])

    def test_a_step_changes_and_notifies_the_date_time(self):
        picker = self.japanese_date()
        seen = []
        picker.connect("notify::date-time", lambda widget, _: seen.append(widget.props.date_time))
        self.assertTrue(picker.step(1, 1))  # the month wheel: December
        self.assertEqual(len(seen), 1)
        moment = picker.props.date_time
        self.assertEqual((moment.get_year(), moment.get_month(), moment.get_day_of_month()), (2026, 12, 30))
        self.assertEqual(moment.get_timezone().get_identifier(), "Asia/Tokyo")
        self.assertEqual(json.loads(picker.get_view_json())["value"], "2026-12-30")

    def test_modes_and_their_wheels(self):
        fields = {Datepick.Mode.TIME: ["hour", "minute", "dayPeriod"],
                  Datepick.Mode.DATE_AND_TIME: ["date", "hour", "minute", "dayPeriod"],
                  Datepick.Mode.YEAR_AND_MONTH: ["month", "year"]}
        for mode, expected in fields.items():
            picker = Datepick.WheelPicker(locale="en_US", mode=mode, time_zone="UTC")
            view = json.loads(picker.get_view_json())
            self.assertEqual(view["mode"], Datepick.mode_to_string(mode))
            self.assertEqual([wheel["field"] for wheel in view["wheels"]], expected)
            self.assertEqual(picker.get_wheel_count(), len(expected))

    def test_a_countdown_holds_a_duration(self):
        picker = Datepick.WheelPicker(locale="en_US", mode=Datepick.Mode.COUNT_DOWN_TIMER, duration=3660)
        self.assertIsNone(picker.props.date_time)
        self.assertTrue(picker.step(0, 1))
        self.assertEqual(picker.props.duration, 7260)
        self.assertEqual(json.loads(picker.get_view_json())["duration"], 7260)

    def test_bounds_dim_rows_and_clamp(self):
        picker = Datepick.WheelPicker(locale="en_US", mode=Datepick.Mode.DATE, time_zone="UTC",
                                      date_time=GLib.DateTime.new_utc(2026, 11, 30, 0, 0, 0),
                                      maximum_date_time=GLib.DateTime.new_utc(2026, 12, 5, 0, 0, 0))
        view = json.loads(picker.get_view_json())
        fields = [wheel["field"] for wheel in view["wheels"]]
        year = view["wheels"][fields.index("year")]
        later = year["labels"][year["selectedIndex"] - year["labelsStart"] + 1]
        self.assertEqual(later, "2027")
        self.assertFalse(year["enabled"][year["selectedIndex"] - year["labelsStart"] + 1], "2027 is past the maximum")
        self.assertFalse(picker.step(fields.index("year"), 1), "no enabled year after 2026")
        self.assertTrue(picker.step(fields.index("month"), 1))
        moment = picker.props.date_time
        self.assertEqual((moment.get_year(), moment.get_month(), moment.get_day_of_month()), (2026, 12, 5),
                         "December 30 is past the maximum: the day comes back to the 5th")
        self.assertTrue(json.loads(picker.get_view_json())["adjustments"], "and the view says so")

    def test_a_refused_option_says_why_and_keeps_the_picker(self):
        picker = self.japanese_date()
        picker.props.time_zone = "Mars/Base"
        self.assertIn("unknown time zone 'Mars/Base'", picker.props.error)
        self.assertEqual(json.loads(picker.get_view_json())["timeZone"], "Asia/Tokyo")
        picker.props.time_zone = "Asia/Tokyo"
        self.assertIsNone(picker.props.error)

    def test_right_to_left_locales_mirror(self):
        picker = Datepick.WheelPicker(locale="ar_EG", mode=Datepick.Mode.DATE, time_zone="Africa/Cairo")
        self.assertEqual(picker.get_direction(), Gtk.TextDirection.RTL)
        wheel = picker.get_first_child()
        while wheel is not None:
            self.assertEqual(wheel.get_direction(), Gtk.TextDirection.RTL, "each wheel, where its unit label goes")
            wheel = wheel.get_next_sibling()
        self.assertEqual(self.japanese_date().get_direction(), Gtk.TextDirection.LTR)

    def test_each_wheel_is_a_focusable_spin_button(self):
        picker = self.japanese_date()
        wheels = []
        child = picker.get_first_child()
        while child is not None:
            wheels.append(child)
            child = child.get_next_sibling()
        self.assertEqual(len(wheels), 3)
        for wheel in wheels:
            self.assertEqual(wheel.get_accessible_role(), Gtk.AccessibleRole.SPIN_BUTTON)
            self.assertTrue(wheel.get_focusable())
        self.assertEqual(picker.get_accessible_role(), Gtk.AccessibleRole.GROUP)

    def test_it_draws_in_a_window(self):
        window = Gtk.Window()
        picker = self.japanese_date()
        window.set_child(picker)
        window.present()
        context = GLib.MainContext.default()
        deadline = GLib.get_monotonic_time() + 5 * 1000 * 1000
        while picker.get_width() == 0 and GLib.get_monotonic_time() < deadline:
            context.iteration(True)
        self.assertGreater(picker.get_width(), 0)
        self.assertGreater(picker.get_height(), 0)
        window.destroy()


def spin(until, seconds=5):
    """Runs GTK's main loop until `until()` holds or the time is up; returns whether it held."""
    context = GLib.MainContext.default()
    deadline = GLib.get_monotonic_time() + seconds * 1000 * 1000
    while not until() and GLib.get_monotonic_time() < deadline:
        context.iteration(False)
    return until()


class KeyboardTests(unittest.TestCase):
    """Keys as a person types them: sent to the X server (xdotool under Xvfb), delivered by GTK to the wheel that
    has the focus."""

    def setUp(self):
        self.window = Gtk.Window()
        self.picker = Datepick.WheelPicker(locale="ja_JP", mode=Datepick.Mode.DATE, time_zone="Asia/Tokyo",
                                           date_time=tokyo(2026, 11, 30, 14, 5, 0))
        self.window.set_child(self.picker)
        self.window.present()
        self.assertTrue(spin(lambda: self.window.is_active() and self.picker.get_width() > 0), "the window is up")
        self.picker.get_first_child().grab_focus()  # the year wheel
        spin(lambda: False, 0.2)

    def tearDown(self):
        self.window.destroy()

    def keys(self, *names):
        subprocess.run(["xdotool", "key", "--delay", "30", *names], check=True)
        spin(lambda: False, 0.3)

    def date(self):
        moment = self.picker.props.date_time
        return moment.get_year(), moment.get_month(), moment.get_day_of_month()

    @unittest.skipIf(shutil.which("xdotool") is None, "xdotool is not installed (apt-get install xdotool)")
    def test_arrows_tab_and_digits(self):
        self.keys("Down")
        self.assertEqual(self.date(), (2027, 11, 30), "↓ on the year wheel: the next year")
        self.keys("Tab", "Up", "Up")
        self.assertEqual(self.date(), (2027, 9, 30), "Tab to the month wheel, ↑ twice")
        self.keys("Right", "1", "5")
        self.assertEqual(self.date(), (2027, 9, 15), "→ to the day wheel, then 1 5: the 15th")
        self.keys("End")
        self.assertEqual(self.date(), (2027, 9, 30), "End: the month's last day")
        self.keys("Left", "Left", "Page_Up")
        self.assertEqual(self.date(), (2022, 9, 30), "← ← to the year wheel, Page Up: five years back")


if __name__ == "__main__":
    unittest.main(verbosity=2)
