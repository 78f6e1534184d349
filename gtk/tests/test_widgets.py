"""Datepick's GTK widgets from Python, as an app uses them: properties, the date-time a person changes, the
JSON view, and the accessible roles. Run by tools/test-gtk under Xvfb with G_DEBUG=fatal-warnings."""
import json
import os
import shutil
import subprocess
import unittest

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Datepick", "1")
from gi.repository import Datepick, Gio, GLib, Gtk  # noqa: E402
from support import children_of, spin  # noqa: E402

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
        children = children_of(picker)
        wheels, bar = children[:-1], children[-1]
        self.assertEqual(len(wheels), 3)
        for wheel in wheels:
            self.assertEqual(wheel.get_accessible_role(), Gtk.AccessibleRole.SPIN_BUTTON)
            self.assertTrue(wheel.get_focusable())
        self.assertEqual(picker.get_accessible_role(), Gtk.AccessibleRole.GROUP)
        self.assertEqual(bar.get_css_name(), "selection", "the selection bar is a CSS node apps can style")
        self.assertEqual(bar.get_accessible_role(), Gtk.AccessibleRole.PRESENTATION)
        self.assertFalse(bar.get_focusable())

    def test_a_wheel_is_measured_again_when_its_rows_change(self):
        # The Hebrew year 5787 is a leap year (Adar I and Adar II); 5788 is not: the month wheel's rows change.
        picker = Datepick.WheelPicker(locale="he_IL@calendar=hebrew", mode=Datepick.Mode.DATE, time_zone="UTC",
                                      date_time=GLib.DateTime.new_utc(2026, 11, 30, 0, 0, 0))
        fields = [wheel["field"] for wheel in json.loads(picker.get_view_json())["wheels"]]
        month = children_of(picker)[fields.index("month")]
        before = month.measure(Gtk.Orientation.HORIZONTAL, -1).natural
        self.assertTrue(picker.step(fields.index("year"), 1))
        after = month.measure(Gtk.Orientation.HORIZONTAL, -1).natural
        fresh = Datepick.WheelPicker(locale="he_IL@calendar=hebrew", mode=Datepick.Mode.DATE, time_zone="UTC",
                                     date_time=picker.props.date_time)
        self.assertNotEqual(before, after)
        self.assertEqual(after, children_of(fresh)[fields.index("month")].measure(Gtk.Orientation.HORIZONTAL, -1).natural)

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


SIZES = '[{"values": ["S", "M", "L", "XL"], "selected": 1}, {"values": ["1", "2", "3"], "unit": "kg", "cyclic": true}]'


class ValuesPickerTests(unittest.TestCase):
    """The generic picker: wheels of the app's values (libdatepick's dp_values underneath)."""

    def test_built_from_json_with_units(self):
        picker = Datepick.WheelPicker.new_for_values(SIZES)
        self.assertTrue(picker.get_has_values())
        self.assertEqual(picker.get_wheel_count(), 2)
        self.assertEqual(picker.get_selected_values(), ["M", "1"])
        self.assertEqual([picker.get_selected_row(0), picker.get_selected_row(1), picker.get_selected_row(2)], [1, 0, -1])
        self.assertEqual(picker.get_view_json(), "", "a picker of values has no date view")
        for wheel in children_of(picker)[:-1]:
            self.assertEqual(wheel.get_accessible_role(), Gtk.AccessibleRole.SPIN_BUTTON)

    def test_built_from_python_lists(self):
        picker = Datepick.WheelPicker()
        self.assertFalse(picker.get_has_values())
        self.assertTrue(picker.append_values_wheel(["Tokyo", "Paris", "Lima"], None, False))
        self.assertTrue(picker.append_values_wheel(["10", "20"], "kg", True))
        self.assertTrue(picker.get_has_values())
        self.assertEqual(picker.get_selected_values(), ["Tokyo", "10"])
        self.assertTrue(picker.select_row(0, 2))
        self.assertTrue(picker.append_values_wheel(["a"], None, False))
        self.assertEqual(picker.get_selected_values(), ["Lima", "10", "a"], "appending keeps the selection")

    def test_a_unit_label_takes_room_beside_the_value(self):
        bare = Datepick.WheelPicker.new_for_values('[{"values": ["1", "2"]}]')
        with_unit = Datepick.WheelPicker.new_for_values('[{"values": ["1", "2"], "unit": "kilograms"}]')
        width = lambda picker: children_of(picker)[0].measure(Gtk.Orientation.HORIZONTAL, -1).natural
        self.assertGreater(width(with_unit), width(bare) + 20)

    def test_a_title_names_the_wheel_and_widens_it(self):
        picker = Datepick.WheelPicker.new_for_values('[{"values": ["1", "2"]}]')
        wheel = children_of(picker)[0]
        before = wheel.measure(Gtk.Orientation.HORIZONTAL, -1).natural
        self.assertTrue(picker.set_wheel_title(0, "A title longer than the values"))
        self.assertGreater(wheel.measure(Gtk.Orientation.HORIZONTAL, -1).natural, before)
        self.assertFalse(picker.set_wheel_title(1, "no such wheel"))
        self.assertFalse(Datepick.WheelPicker(locale="en_US", time_zone="UTC").set_wheel_title(0, "x"),
                         "a date's wheels keep the locale's titles")

    def test_refused_wheels_raise_and_keep_the_picker(self):
        with self.assertRaises(GLib.Error) as refused:
            Datepick.WheelPicker.new_for_values('[{"values": []}]')
        self.assertIn("at least one value", refused.exception.message)
        self.assertTrue(refused.exception.matches(Gio.io_error_quark(), Gio.IOErrorEnum.INVALID_ARGUMENT))
        picker = Datepick.WheelPicker.new_for_values(SIZES)
        with self.assertRaises(GLib.Error):
            picker.set_values('[{"values": ["a"], "selected": 3}]')
        self.assertEqual(picker.get_selected_values(), ["M", "1"])
        with self.assertRaises(GLib.Error):
            picker.append_values_wheel([], None, False)
        self.assertEqual(picker.get_wheel_count(), 2)

    def test_a_list_icu_knows_shows_names_and_gives_ids(self):
        # CLDR 42's Japanese names (common/main/ja.xml): territory JP 日本, calendar japanese 和暦.
        for list_name, locale, id, name in [("regions", "ja_JP", "JP", "日本"), ("calendars", "ja_JP", "japanese", "和暦")]:
            picker = Datepick.WheelPicker.new_for_list(list_name, locale)
            self.assertEqual(picker.get_wheel_count(), 1)
            rows = 0
            while picker.get_value() != id and picker.step(0, 1):
                rows += 1
            self.assertEqual(picker.get_value(), id, f"{id} is a row of {list_name}")
            self.assertEqual(picker.get_selected_values(), [name], "the wheel shows the name, the value is the id")
        zones = Datepick.WheelPicker.new_for_list("timezones", "en_US")
        self.assertRegex(zones.get_value(), r"^[A-Za-z_]+/", "a zone's value is its IANA id")
        date = Datepick.WheelPicker(locale="en_US", time_zone="UTC", date_time=GLib.DateTime.new_utc(2026, 11, 30, 0, 0, 0))
        self.assertEqual(date.get_value(), "2026-11-30", "a date picker's value is what datepick pick prints")

    def test_a_list_refused_says_why(self):
        for list_name, locale, says in [("planets", "en_US", "planets"), ("regions", "xx_YY", "xx_YY")]:
            with self.assertRaises(GLib.Error) as refused:
                Datepick.WheelPicker.new_for_list(list_name, locale)
            self.assertIn(says, refused.exception.message)
            self.assertTrue(refused.exception.matches(Gio.io_error_quark(), Gio.IOErrorEnum.INVALID_ARGUMENT))

    def test_a_cyclic_wheel_wraps_and_another_stops(self):
        picker = Datepick.WheelPicker.new_for_values(SIZES)
        self.assertTrue(picker.step(1, -1))
        self.assertEqual(picker.get_selected_values(), ["M", "3"], "before the first row, the last")
        self.assertTrue(picker.step(1, 1))
        self.assertEqual(picker.get_selected_values(), ["M", "1"], "after the last, the first")
        self.assertTrue(picker.step(0, -1))
        self.assertFalse(picker.step(0, -1), "S is the first size: nothing before it")
        self.assertEqual(picker.get_selected_values(), ["S", "1"])

    def test_changes_notify_values_changed(self):
        picker = Datepick.WheelPicker.new_for_values(SIZES)
        seen = []
        picker.connect("values-changed", lambda widget: seen.append(widget.get_selected_values()))
        picker.step(0, 2)
        picker.select_row(1, 2)
        picker.select_row(1, 2)  # already selected: no change, no notification
        picker.step(0, 5)        # past the end: stays
        self.assertEqual(seen, [["XL", "1"], ["XL", "3"]])

    def test_a_picker_of_values_needs_no_zone(self):
        zone = os.environ.get("TZ")
        os.environ["TZ"] = "Mars/Base"  # a TZ that names no zone: every date picker is refused
        try:
            self.assertIsNotNone(Datepick.WheelPicker(locale="en_US").props.error)
            picker = Datepick.WheelPicker.new_for_values(SIZES)
            self.assertIsNone(picker.props.error)
            self.assertEqual(picker.get_selected_values(), ["M", "1"])
        finally:
            if zone is None:
                del os.environ["TZ"]
            else:
                os.environ["TZ"] = zone

    def test_none_after_a_refused_property_keeps_the_date_shown_before(self):
        picker = Datepick.WheelPicker(locale="ja_JP", mode=Datepick.Mode.DATE, time_zone="Asia/Tokyo",
                                      date_time=tokyo(2026, 11, 30, 14, 5, 0))
        picker.set_values(SIZES)
        picker.props.time_zone = "Mars/Base"
        picker.set_values(None)
        self.assertIn("Mars/Base", picker.props.error)
        self.assertEqual(picker.get_wheel_count(), 3)
        self.assertEqual(picker.get_selected_values(), ["2026年", "11月", "30日"])

    def test_none_shows_the_date_again(self):
        picker = Datepick.WheelPicker(locale="ja_JP", mode=Datepick.Mode.DATE, time_zone="Asia/Tokyo",
                                      date_time=tokyo(2026, 11, 30, 14, 5, 0))
        picker.set_values(SIZES)
        self.assertEqual(picker.get_wheel_count(), 2)
        picker.props.mode = Datepick.Mode.TIME  # kept for later
        picker.set_values(None)
        self.assertFalse(picker.get_has_values())
        self.assertEqual(json.loads(picker.get_view_json())["mode"], "time")
        self.assertEqual(picker.get_selected_values(), ["14", "05"])


def present(picker):
    """The picker in a window with room around it (a drag may go a few rows past its edges)."""
    window = Gtk.Window(title=f"datepick-test-{GLib.random_int()}", default_width=300, default_height=500)
    picker.set_valign(Gtk.Align.CENTER)
    picker.set_halign(Gtk.Align.CENTER)
    window.set_child(picker)
    window.present()
    assert spin(lambda: window.is_active() and picker.get_width() > 0), "the window is up"
    spin(lambda: False, 0.2)
    return window


def xdotool(*arguments):
    """Runs xdotool while GTK's main loop runs, so that GTK takes each event as it comes (motions queued up
    unread would reach it as one, GDK compressing them)."""
    run = subprocess.Popen(["xdotool", *arguments])
    spin(lambda: run.poll() is not None, 20)
    assert run.wait() == 0, f"xdotool {arguments} failed"


@unittest.skipIf(shutil.which("xdotool") is None, "xdotool is not installed (apt-get install xdotool)")
class ValuesInputTests(unittest.TestCase):
    """A person at the values picker: keys, the mouse wheel, typing, dragging with momentum (events sent to the X
    server with xdotool, delivered by GTK)."""

    def setUp(self):
        self.settings = Gtk.Settings.get_default()
        self.animations = self.settings.props.gtk_enable_animations
        numbers = json.dumps([{"values": [str(n) for n in range(100)], "selected": 50},
                              {"values": ["Lima", "Paris", "Tokyo", "Perth"]}])
        self.picker = Datepick.WheelPicker.new_for_values(numbers)
        self.window = present(self.picker)
        self.wheel = children_of(self.picker)[0]
        self.changes = 0
        self.picker.connect("values-changed", lambda _: setattr(self, "changes", self.changes + 1))

    def tearDown(self):
        self.settings.props.gtk_enable_animations = self.animations
        self.window.destroy()

    def keys(self, *names):
        xdotool("key", "--delay", "30", *names)
        spin(lambda: False, 0.3)

    def test_keys_and_typing(self):
        self.wheel.grab_focus()
        spin(lambda: False, 0.2)
        self.keys("Down", "Down", "Page_Up")
        self.assertEqual(self.picker.get_selected_row(0), 47)
        self.keys("End")
        self.assertEqual(self.picker.get_selected_values()[0], "99")
        self.keys("Home")
        self.assertEqual(self.picker.get_selected_values()[0], "0")
        self.keys("Tab", "t")
        self.assertEqual(self.picker.get_selected_values(), ["0", "Tokyo"], "Tab, then t: Tokyo")
        self.keys("p")
        self.assertEqual(self.picker.get_selected_values()[1], "Perth", "the next value after Tokyo that starts with p")
        self.keys("Home", "p", "a", "r")
        self.assertEqual(self.picker.get_selected_values()[1], "Paris", "p a r, within a second: Paris")

    def point(self, widget, x, y):
        """Where a point of a widget is in its window's X window (client-side decorations included)."""
        wx, wy = widget.translate_coordinates(self.window, x, y)
        dx, dy = self.window.get_surface_transform()
        return int(wx + dx), int(wy + dy)

    def window_id(self):
        return subprocess.run(["xdotool", "search", "--name", self.window.get_title()], check=True,
                              capture_output=True, text=True).stdout.split()[0]

    def test_a_handler_may_replace_the_wheels_while_one_moves(self):
        replaced = []

        def replace(picker):
            if not replaced:
                replaced.append(picker.get_selected_values())
                picker.set_values('[{"values": ["a", "b", "c", "d", "e", "f"]}]')

        self.picker.connect("values-changed", replace)
        self.scroll_controller().emit("scroll", 0.0, 5.0)  # five rows, stepped one by one
        spin(lambda: False, 0.5)
        self.assertEqual(replaced, [["51", "Lima"]])
        self.assertEqual(self.picker.get_selected_values(), ["a"], "the new wheel is not moved by the old one's scroll")

    def test_the_mouse_wheel_moves_a_row_a_notch(self):
        x, y = self.point(self.wheel, self.wheel.get_width() / 2, self.wheel.get_height() / 2)
        xdotool("mousemove", "--window", self.window_id(), str(x), str(y), "click", "5", "click", "5", "click", "5",
                "click", "4")
        spin(lambda: self.picker.get_selected_row(0) == 52, 2)
        spin(lambda: False, 0.3)
        self.assertEqual(self.picker.get_selected_row(0), 52, "three notches down, one up")

    def test_a_click_on_a_row_brings_it_into_the_bar(self):
        band = self.row_height()
        window = self.window_id()
        below = self.point(self.wheel, self.wheel.get_width() / 2, self.wheel.get_height() - 1.5 * band)
        above = self.point(self.wheel, self.wheel.get_width() / 2, self.wheel.get_height() - 4.5 * band)
        xdotool("mousemove", "--window", window, *map(str, below), "click", "1")
        spin(lambda: self.picker.get_selected_row(0) == 51, 2)
        self.assertEqual(self.picker.get_selected_row(0), 51, "the row under the bar")
        xdotool("mousemove", "--window", window, *map(str, above), "click", "1")
        spin(lambda: self.picker.get_selected_row(0) == 49, 2)
        self.assertEqual(self.picker.get_selected_row(0), 49, "two rows above the bar")
        self.assertTrue(self.wheel.has_focus(), "a click gives the wheel the focus")

    def row_height(self):
        """A row's height, as the wheel's: five rows and a title of 0.8 of one."""
        return self.wheel.get_height() / 5.8

    def drag(self, distance, steps, rest=0.0):
        """Drags the first wheel up by `distance` pixels in `steps` moves 10 ms apart, resting `rest` seconds
        before the release."""
        x, y = self.point(self.wheel, self.wheel.get_width() / 2, self.wheel.get_height() / 2)
        window = self.window_id()
        moves = []
        for step in range(1, steps + 1):
            moves += ["mousemove", "--window", window, str(x), str(int(y - distance * step / steps)), "sleep", "0.01"]
        xdotool("mousemove", "--window", window, str(x), str(y), "mousedown", "1", *moves, "sleep", str(rest),
                "mouseup", "1")

    def test_a_fast_drag_flings_the_wheel_on(self):
        self.settings.props.gtk_enable_animations = True
        dragged = 3.2  # rows: never near half a row, where rounding would make the test depend on the font
        self.drag(int(dragged * self.row_height()), 6)
        spin(lambda: self.changes >= round(dragged), 2)
        during = self.picker.get_selected_row(0)
        spin(lambda: False, 2.5)
        landed = self.picker.get_selected_row(0)
        self.assertGreater(landed - 50, dragged + 2, "momentum carries the wheel past where the pointer left it")
        self.assertLess(during, landed, "and it spins there, row by row")

    def test_dragging_back_from_an_end_moves_at_once(self):
        self.picker.select_row(0, 98)
        x, y = self.point(self.wheel, self.wheel.get_width() / 2, self.wheel.get_height() / 2)
        window = self.window_id()
        path = [-30, -60, -90, -75, -60]  # up past the end (99), then down half a row and more
        moves = []
        for dy in path:
            moves += ["mousemove", "--window", window, str(x), str(y + dy), "sleep", "0.05"]
        xdotool("mousemove", "--window", window, str(x), str(y), "mousedown", "1", *moves, "sleep", "0.3",
                "mouseup", "1")
        spin(lambda: False, 1)
        self.assertEqual(self.picker.get_selected_row(0), 98, "30 pixels back from where the end stopped the wheel")

    def test_a_drag_that_rests_before_the_release_stays(self):
        dragged = 3.2
        self.drag(int(dragged * self.row_height()), 6, rest=0.3)
        spin(lambda: False, 1.5)
        self.assertEqual(self.picker.get_selected_row(0) - 50, round(dragged))

    def test_without_animations_a_fling_lands_at_once(self):
        self.settings.props.gtk_enable_animations = False
        dragged = 3.2
        self.drag(int(dragged * self.row_height()), 6)
        spin(lambda: self.picker.get_selected_row(0) - 50 > dragged + 2, 2)
        landed, changes = self.picker.get_selected_row(0), self.changes
        spin(lambda: False, 1)
        self.assertGreater(landed - 50, dragged + 2, "the momentum is kept")
        self.assertEqual(self.picker.get_selected_row(0), landed, "and nothing moves after the landing")
        self.assertEqual(changes, self.changes)
        self.assertLessEqual(changes, round(dragged) + 1, "the rows dragged, then the landing in one change")

    def scroll_controller(self):
        controllers = self.wheel.observe_controllers()
        for index in range(controllers.get_n_items()):
            if isinstance(controllers.get_item(index), Gtk.EventControllerScroll):
                return controllers.get_item(index)
        self.fail("the wheel has no scroll controller")

    def test_smooth_scrolling_follows_the_fingers_and_snaps(self):
        self.settings.props.gtk_enable_animations = False
        scroll = self.scroll_controller()
        scroll.emit("scroll", 0.0, 0.3)
        self.assertEqual(self.picker.get_selected_row(0), 50, "a third of a row: the same row nearest the bar")
        scroll.emit("scroll", 0.0, 0.3)
        self.assertEqual(self.picker.get_selected_row(0), 51, "past half a row: the next")
        scroll.emit("scroll", 0.0, 0.3)
        scroll.emit("scroll-end")
        spin(lambda: False, 0.4)
        self.assertEqual(self.picker.get_selected_row(0), 51, "0.9 rows settle on the nearest row")
        scroll.emit("decelerate", 0.0, 20.0)
        self.assertEqual(self.picker.get_selected_row(0), 58, "a kinetic release of 20 rows a second goes on 7 rows")


class DateFieldTests(unittest.TestCase):
    def test_segments_in_the_locales_pattern(self):
        field = Datepick.DateField(locale="de_DE", mode=Datepick.Mode.DATE, time_zone="Europe/Berlin",
                                   date_time=GLib.DateTime.new_utc(2026, 11, 30, 12, 0, 0))
        self.assertEqual(field.get_text(), "30.11.2026")
        children = children_of(field)
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

    def test_seconds_add_their_segment(self):
        field = Datepick.DateField(locale="de_DE", mode=Datepick.Mode.TIME, time_zone="UTC", seconds=True,
                                   date_time=GLib.DateTime.new_utc(2026, 11, 30, 14, 5, 9))
        self.assertEqual(field.get_text(), "14:05:09", "ICU's jms")
        self.assertTrue(field.props.seconds)
        field.props.second_interval = 15
        self.assertEqual(field.props.second_interval, 15)
        moment = field.props.date_time
        self.assertEqual(moment.get_second(), 15, "09 is rounded to the 15-second interval")

    def test_a_countdown_is_refused(self):
        field = Datepick.DateField(locale="en_US", mode=Datepick.Mode.COUNT_DOWN_TIMER)
        self.assertIn("countDownTimer", field.props.error)

    def test_empty_shows_placeholders_and_no_date_time(self):
        field = Datepick.DateField(locale="en_US", mode=Datepick.Mode.DATE, time_zone="UTC", empty=True)
        self.assertEqual(field.get_text(), "––/––/––––")
        segments = json.loads(field.get_view_json())["segments"]
        self.assertEqual([segment["text"] for segment in segments], ["––", "/", "––", "/", "––––"],
                         "the view of the field, not of a field at start on the picker's value")
        self.assertEqual([(segment["minimum"], segment["maximum"]) for segment in segments],
                         [(1, 12), (None, None), (1, 31), (None, None), (1, 9999)])
        self.assertIsNone(field.props.date_time)
        self.assertIn("incomplete", field.props.validation_message)
        self.assertFalse(field.has_css_class("error"), "an incomplete value is still being typed")
        field.props.date_time = GLib.DateTime.new_utc(2026, 11, 30, 0, 0, 0)
        self.assertEqual(field.get_text(), "11/30/2026")
        self.assertIsNone(field.props.validation_message)

    def test_set_text_takes_a_whole_date_or_says_why_not(self):
        field = Datepick.DateField(locale="en_US", mode=Datepick.Mode.DATE, time_zone="UTC", empty=True)
        notified = []
        field.connect("notify::date-time", lambda widget, _: notified.append(widget.props.date_time))
        self.assertTrue(field.set_text("Dec 24, 2026"))
        self.assertEqual(field.get_text(), "12/24/2026")
        self.assertIsNone(field.props.validation_message)
        moment = field.props.date_time
        self.assertEqual((moment.get_year(), moment.get_month(), moment.get_day_of_month()), (2026, 12, 24))
        self.assertEqual(len(notified), 1, "date-time notified once")
        self.assertFalse(field.set_text("tomorrow"))
        self.assertIn("cannot read 'tomorrow' as a date value; tried ISO 8601, 'M/d/y'", field.props.validation_message)
        self.assertEqual(field.get_text(), "12/24/2026", "nothing changed")
        self.assertTrue(field.has_css_class("error"))
        self.assertEqual(len(notified), 1)
        self.assertTrue(field.set_text("2027-01-02"), "ISO 8601 too")
        self.assertEqual(field.get_text(), "1/2/2027")
        self.assertFalse(field.has_css_class("error"))
        japanese = Datepick.DateField(locale="ja_JP", calendar="japanese", mode=Datepick.Mode.DATE, time_zone="UTC")
        self.assertTrue(japanese.set_text("令和8年11月30日"))
        self.assertEqual(japanese.get_text(), "R8/11/30")

    def test_the_clipboard_action_pastes_a_date(self):
        field = Datepick.DateField(locale="de_DE", mode=Datepick.Mode.DATE, time_zone="UTC", empty=True)
        field.get_clipboard().set("Montag, 30. November 2026")
        self.assertTrue(field.activate_action("clipboard.paste", None))
        self.assertTrue(spin(lambda: field.get_text() == "30.11.2026"), field.get_text())
        field.get_clipboard().set("bald")
        field.emit("paste-clipboard")
        self.assertTrue(spin(lambda: field.props.validation_message is not None))
        self.assertIn("cannot read 'bald'", field.props.validation_message)
        self.assertEqual(field.get_text(), "30.11.2026")

    def test_right_to_left_locales_are_right_to_left(self):
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
        return next(index for index, child in enumerate(children_of(self.field)) if child.has_focus())

    def date(self):
        moment = self.field.props.date_time
        return moment.get_year(), moment.get_month(), moment.get_day_of_month()

    def left(self, child):
        """Where a child starts, from the field's left edge."""
        found, bounds = child.compute_bounds(self.field)
        self.assertTrue(found)
        return bounds.get_x()

    def test_right_to_left_segments_go_in_screen_order(self):
        """The bidi algorithm's order, not a mirror: CLDR 42's he `H:mm` is one left-to-right run (the hour on
        the left), ar `d‏/M‏/y` has right-to-left marks (the year on the left); the children stay in
        reading order, the line right-aligned."""
        self.show(locale="he_IL", mode=Datepick.Mode.TIME, time_zone="UTC",
                  date_time=GLib.DateTime.new_utc(2026, 11, 30, 14, 5, 0))
        hour, colon, minute = children_of(self.field)
        self.assertEqual(self.field.get_text(), "14:05")
        self.assertLess(self.left(hour), self.left(colon))
        self.assertLess(self.left(colon), self.left(minute))
        self.assertEqual(minute.get_direction(), Gtk.TextDirection.LTR, "digits run left to right")
        self.window.destroy()
        self.show(locale="ar_EG", mode=Datepick.Mode.DATE, time_zone="UTC",
                  date_time=GLib.DateTime.new_utc(2026, 11, 30, 12, 0, 0))
        day, _, month, _, year = children_of(self.field)
        self.assertLess(self.left(year), self.left(month))
        self.assertLess(self.left(month), self.left(day))
        self.assertAlmostEqual(self.left(day) + day.get_width(), self.field.get_width(), delta=1,
                               msg="the room to spare is on the left")

    @unittest.skipIf(shutil.which("xdotool") is None, "xdotool is not installed (apt-get install xdotool)")
    def test_ctrl_v_pastes_a_whole_date(self):
        self.show(locale="en_GB", mode=Datepick.Mode.DATE, time_zone="UTC", empty=True)
        self.field.get_clipboard().set("30 November 2026")
        self.keys("ctrl+v")
        self.assertTrue(spin(lambda: self.field.get_text() == "30/11/2026"), self.field.get_text())
        self.assertEqual(self.date(), (2026, 11, 30))
        self.assertEqual(len(self.notified), 1)

    @unittest.skipIf(shutil.which("xdotool") is None, "xdotool is not installed (apt-get install xdotool)")
    def test_en_US_typing_a_full_date_notifies(self):
        self.show(locale="en_US", mode=Datepick.Mode.DATE, time_zone="UTC", empty=True)
        self.type("1130")
        self.assertEqual(self.field.get_text(), "11/30/––––")
        self.assertEqual(self.focused(), 4, "the focus moved on to the year by itself")
        segments = json.loads(self.field.get_view_json())["segments"]
        self.assertEqual([segment["text"] for segment in segments], ["11", "/", "30", "/", "––––"],
                         "the view's segments as typed")
        self.assertEqual([segment["focus"] for segment in segments], [False, False, False, False, True])
        self.assertEqual((segments[2]["minimum"], segments[2]["maximum"]), (1, 31), "no year yet: any month's days")
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
        day = json.loads(self.field.get_view_json())["segments"][0]
        self.assertEqual((day["text"], day["minimum"], day["maximum"]), ("31", 1, 28), "February 2026 has 28 days")
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
        day, month = children_of(self.field)[0], children_of(self.field)[2]
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
        children_of(self.field)[4].grab_focus()
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
