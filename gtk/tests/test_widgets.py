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


class KeyCase(unittest.TestCase):
    """A widget in a window of its own, the focus on its first child, and keys sent to the X server."""

    def present(self, widget):
        """Shows `widget` with a button after it, where the focus goes when it leaves the widget."""
        self.window = Gtk.Window()
        self.after = Gtk.Button(label="OK")
        box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
        box.append(widget)
        box.append(self.after)
        self.window.set_child(box)
        self.window.present()
        self.assertTrue(spin(lambda: self.window.is_active() and widget.get_width() > 0), "the window is up")
        widget.get_first_child().grab_focus()
        spin(lambda: False, 0.2)

    def tearDown(self):
        self.window.destroy()

    def keys(self, *names):
        subprocess.run(["xdotool", "key", "--delay", "30", *names], check=True)
        spin(lambda: False, 0.3)


class KeyboardTests(KeyCase):
    """Keys as a person types them: sent to the X server (xdotool under Xvfb), delivered by GTK to the wheel that
    has the focus (at first the year wheel)."""

    def setUp(self):
        self.picker = Datepick.WheelPicker(locale="ja_JP", mode=Datepick.Mode.DATE, time_zone="Asia/Tokyo",
                                           date_time=tokyo(2026, 11, 30, 14, 5, 0))
        self.present(self.picker)

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


def segments(field):
    """The field's children, one a segment in reading order."""
    children = []
    child = field.get_first_child()
    while child is not None:
        children.append(child)
        child = child.get_next_sibling()
    return children


class DateFieldTests(unittest.TestCase):
    def test_segments_in_the_locales_pattern(self):
        field = Datepick.DateField(locale="de_DE", mode=Datepick.Mode.DATE, time_zone="Europe/Berlin",
                                   date_time=GLib.DateTime.new_utc(2026, 11, 30, 12, 0, 0))
        self.assertEqual(field.get_text(), "30.11.2026")
        children = segments(field)
        self.assertEqual(len(children), field.get_segment_count())
        self.assertEqual([child.get_focusable() for child in children], [True, False, True, False, True],
                         "the literal dots cannot take the focus")
        self.assertIsNone(field.props.validation_message)
        self.assertEqual(field.get_accessible_role(), Gtk.AccessibleRole.GROUP)
        for child in children[::2]:
            self.assertEqual(child.get_accessible_role(), Gtk.AccessibleRole.SPIN_BUTTON)
        moment = field.props.date_time
        self.assertEqual((moment.get_year(), moment.get_month(), moment.get_day_of_month()), (2026, 11, 30))
        self.assertEqual(moment.get_timezone().get_identifier(), "Europe/Berlin")
        view = json.loads(field.get_view_json())
        self.assertEqual([segment["text"] for segment in view["segments"]], ["30", ".", "11", ".", "2026"])

    def test_modes_and_calendars(self):
        cases = [("en_US", Datepick.Mode.TIME, None, "2:05\u202fPM"),
                 ("ja_JP", Datepick.Mode.DATE_AND_TIME, None, "2026/11/30 14:05"),
                 ("en_US", Datepick.Mode.YEAR_AND_MONTH, None, "11/2026"),
                 ("he_IL", Datepick.Mode.DATE, "hebrew", "20 בכסלו 5787")]
        for locale, mode, calendar, text in cases:
            field = Datepick.DateField(locale=locale, mode=mode, calendar=calendar, time_zone="UTC",
                                       date_time=GLib.DateTime.new_utc(2026, 11, 30, 14, 5, 0))
            self.assertIsNone(field.props.error)
            self.assertEqual(field.get_text(), text, locale)
        self.assertEqual(field.props.calendar, "hebrew")

    def test_a_countdown_is_refused(self):
        field = Datepick.DateField(locale="en_US", mode=Datepick.Mode.COUNT_DOWN_TIMER)
        self.assertIn("countDownTimer", field.props.error)

    def test_empty_shows_placeholders_and_no_date_time(self):
        field = Datepick.DateField(locale="en_US", mode=Datepick.Mode.DATE, time_zone="UTC", empty=True)
        self.assertEqual(field.get_text(), "––/––/––––")
        self.assertIsNone(field.props.date_time)
        self.assertIn("incomplete", field.props.validation_message)
        self.assertFalse(field.has_css_class("error"), "an incomplete value is still being typed")
        field.props.date_time = GLib.DateTime.new_utc(2026, 11, 30, 0, 0, 0)
        self.assertEqual(field.get_text(), "11/30/2026")
        self.assertIsNone(field.props.validation_message)

    def test_right_to_left_locales_mirror(self):
        field = Datepick.DateField(locale="ar_EG", mode=Datepick.Mode.DATE, time_zone="Africa/Cairo")
        self.assertEqual(field.get_direction(), Gtk.TextDirection.RTL)

    def test_bounds_make_a_validation_message(self):
        field = Datepick.DateField(locale="en_US", mode=Datepick.Mode.DATE, time_zone="UTC",
                                   date_time=GLib.DateTime.new_utc(2026, 11, 30, 0, 0, 0),
                                   maximum_date_time=GLib.DateTime.new_utc(2026, 12, 5, 0, 0, 0))
        self.assertIsNone(field.props.validation_message)
        field.props.time_zone = "Mars/Base"
        self.assertIn("unknown time zone 'Mars/Base'", field.props.error)
        self.assertEqual(field.get_text(), "11/30/2026", "the field shown before stays")


class DateFieldKeyboardTests(KeyCase):
    """Keys and typed text as a person sends them (xdotool under Xvfb), through GTK's key controller and input
    method to the field's model."""

    def show(self, **properties):
        self.field = Datepick.DateField(**properties)
        self.notified = []
        self.field.connect("notify::date-time", lambda widget, _: self.notified.append(widget.props.date_time))
        self.present(self.field)

    def type(self, text):
        subprocess.run(["xdotool", "type", "--delay", "60", text], check=True)
        spin(lambda: False, 0.3)

    def arabic_digits(self, digits):
        """Types Arabic-Indic digits, each bound to a spare key first as an Arabic keyboard has them (a key
        xdotool maps on the fly reaches GTK as keyval 0)."""
        subprocess.run(["xmodmap", *[argument for value in range(10)
                                     for argument in ("-e", "keycode %d = Arabic_%d" % (240 + value, value))]],
                       check=True)
        spin(lambda: False, 0.3)
        self.keys(*["Arabic_%d" % (ord(digit) - 0x0660) for digit in digits])

    def focused(self):
        return next(index for index, child in enumerate(segments(self.field)) if child.has_focus())

    def date(self):
        moment = self.field.props.date_time
        return moment.get_year(), moment.get_month(), moment.get_day_of_month()

    @unittest.skipIf(shutil.which("xdotool") is None, "xdotool is not installed (apt-get install xdotool)")
    def test_en_US_typing_a_full_date_notifies(self):
        self.show(locale="en_US", mode=Datepick.Mode.DATE, time_zone="UTC", empty=True)
        self.type("1130")
        self.assertEqual(self.field.get_text(), "11/30/––––")
        self.assertEqual(self.focused(), 4, "the focus moved on to the year by itself")
        self.assertEqual(self.notified, [], "an incomplete value notifies nothing")
        self.assertIsNone(self.field.props.date_time)
        self.type("2026")
        self.assertTrue(self.notified, "a full date notifies")
        self.assertEqual(self.date(), (2026, 11, 30))
        last = self.notified[-1]
        self.assertEqual((last.get_year(), last.get_month(), last.get_day_of_month()), (2026, 11, 30))
        self.assertIsNone(self.field.props.validation_message)

    @unittest.skipIf(shutil.which("xdotool") is None, "xdotool is not installed (apt-get install xdotool)")
    def test_de_DE_arrows_and_an_impossible_date(self):
        self.show(locale="de_DE", mode=Datepick.Mode.DATE, time_zone="Europe/Berlin",
                  date_time=GLib.DateTime.new_utc(2026, 1, 31, 12, 0, 0))
        self.keys("Right", "Up")
        self.assertEqual(self.field.get_text(), "31.2.2026", "→ to the month, ↑: February, the 31st kept")
        self.assertIn("not 31", self.field.props.validation_message)
        self.assertTrue(self.field.has_css_class("error"), "a wrong value is shown as one")
        self.assertEqual(self.notified, [], "no date-time for February 31")
        self.keys("Left", "2", "8")
        self.assertEqual(self.date(), (2026, 2, 28), "2 then 8: February 2, then the 28th")
        self.assertEqual(len(self.notified), 2)
        self.assertFalse(self.field.has_css_class("error"))
        self.assertEqual(self.focused(), 2, "28 fills the day: the focus moved on to the month")
        self.keys("Page_Up")
        self.assertEqual(self.field.get_text(), "28.4.2026", "PgUp: two months on")
        self.keys("End", "Home")
        self.assertEqual(self.field.get_text(), "28.1.2026", "End, then Home")
        self.keys("Tab")
        self.assertEqual(self.focused(), 4, "Tab: the year")
        self.keys("Tab")
        self.assertTrue(self.after.has_focus(), "Tab past the last segment leaves the field")
        self.keys("shift+Tab")
        self.assertEqual(self.focused(), 4, "Shift-Tab comes back to its last segment")

    @unittest.skipIf(shutil.which("xdotool") is None, "xdotool is not installed (apt-get install xdotool)")
    def test_ja_JP_backspace_and_tab_out(self):
        self.show(locale="ja_JP", mode=Datepick.Mode.DATE, time_zone="Asia/Tokyo",
                  date_time=tokyo(2026, 11, 30, 14, 5, 0))
        self.keys("BackSpace")
        self.assertEqual(self.field.get_text(), "202/11/30", "Backspace: the year's last digit goes")
        self.assertEqual(self.date(), (202, 11, 30), "which is a year too")
        self.type("7")
        self.assertEqual(self.date(), (2027, 11, 30), "Backspace, then 7: 2027")
        self.assertEqual(self.focused(), 2)
        self.keys("shift+Tab", "Down")
        self.assertEqual(self.date(), (2026, 11, 30))

    @unittest.skipIf(shutil.which("xdotool") is None, "xdotool is not installed (apt-get install xdotool)")
    def test_ar_EG_right_to_left_and_arabic_indic_digits(self):
        self.show(locale="ar_EG", mode=Datepick.Mode.DATE, time_zone="Africa/Cairo", empty=True)
        day, month = segments(self.field)[0], segments(self.field)[2]
        self.assertGreater(day.compute_bounds(self.field)[1].get_x(), month.compute_bounds(self.field)[1].get_x(),
                           "the day, first in reading order, is on the right")
        self.arabic_digits("\u0661\u0665")
        self.assertEqual(self.focused(), 2, "١٥ fills the day; the focus moves on to the month")
        self.keys("Right")
        self.assertEqual(self.focused(), 0, "→ goes back to the day, on the right")
        self.keys("Left")
        self.arabic_digits("\u0663\u0662\u0660\u0662\u0667")
        self.assertEqual(self.field.get_text(), "\u0661\u0665\u200f/\u0663\u200f/\u0662\u0660\u0662\u0667")
        self.assertEqual(self.date(), (2027, 3, 15))

    @unittest.skipIf(shutil.which("xdotool") is None, "xdotool is not installed (apt-get install xdotool)")
    def test_he_IL_hebrew_calendar(self):
        self.show(locale="he_IL@calendar=hebrew", mode=Datepick.Mode.DATE, time_zone="Asia/Jerusalem",
                  date_time=GLib.DateTime.new_utc(2026, 11, 30, 12, 0, 0))
        self.assertEqual(self.field.get_direction(), Gtk.TextDirection.RTL)
        self.type("15")
        self.assertEqual(self.date(), (2026, 11, 25), "15 Kislev 5787")
        self.assertEqual(self.focused(), 2, "and the focus on the month, to the left")
        self.keys("Right", "2", "0")
        self.assertEqual(self.date(), (2026, 11, 30), "→ back to the day, 20: 20 Kislev")
        self.keys("Left")
        self.assertEqual(self.focused(), 4, "← in a right-to-left field: the year, next in reading order")
        self.keys("Right")
        self.assertEqual(self.focused(), 2, "→: back to the month")
        self.keys("Up")
        self.assertEqual(self.date(), (2026, 12, 30), "Kislev to Tevet 5787: 20 Tevet is December 30")
        self.keys("Left", "End")
        self.assertIsNone(self.field.props.validation_message)
        self.assertEqual(self.field.get_text().split(" ")[-1], "9999")

    def test_the_focus_given_goes_to_the_models_segment(self):
        self.show(locale="en_US", mode=Datepick.Mode.DATE, time_zone="UTC")
        segments(self.field)[4].grab_focus()
        spin(lambda: False, 0.2)
        self.window.set_focus(None)
        self.assertTrue(self.field.grab_focus())
        self.assertEqual(self.focused(), 4, "the year, which had the focus last")

    @unittest.skipIf(shutil.which("xdotool") is None, "xdotool is not installed (apt-get install xdotool)")
    def test_en_US_outside_the_bounds(self):
        self.show(locale="en_US", mode=Datepick.Mode.DATE, time_zone="UTC",
                  date_time=GLib.DateTime.new_utc(2026, 11, 30, 0, 0, 0),
                  maximum_date_time=GLib.DateTime.new_utc(2026, 12, 5, 0, 0, 0))
        self.keys("Up")
        self.assertEqual(self.field.get_text(), "12/30/2026")
        self.assertIn("after the latest date allowed", self.field.props.validation_message)
        self.assertTrue(self.field.has_css_class("error"))
        self.assertEqual(self.notified, [])
        self.assertEqual(self.date(), (2026, 11, 30), "the date-time stays the last valid one")
        self.keys("Right", "5")
        self.assertEqual(self.date(), (2026, 12, 5))
        self.assertEqual(len(self.notified), 1)

    @unittest.skipIf(shutil.which("xdotool") is None, "xdotool is not installed (apt-get install xdotool)")
    def test_en_US_day_period_letter(self):
        self.show(locale="en_US", mode=Datepick.Mode.TIME, time_zone="UTC", empty=True, minute_interval=5)
        self.type("207")
        self.assertEqual(self.notified, [])
        self.type("p")
        self.assertEqual(self.field.get_text(), "2:07\u202fPM", "the minute stays as typed")
        moment = self.field.props.date_time
        self.assertEqual((moment.get_hour(), moment.get_minute()), (14, 5), "the date-time on the interval")
        self.assertEqual(json.loads(self.field.get_view_json())["adjustments"][0]["kind"], "roundedToInterval")


if __name__ == "__main__":
    unittest.main(verbosity=2)
