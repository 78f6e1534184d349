"""Ranges, multiple days and unavailable days in Datepick.Calendar and Datepick.DateButton, from Python as an app
uses them: ranges picked with the keys (xdotool under Xvfb) in five locales and two calendars other than the
Gregorian, their texts compared with libdatepick's own (dp_picker_range_text, called here through ctypes), the
refusal of a range across an unavailable day, the locale's weekend unavailable by name and by a Python rule, several
days picked, and a form that binds a date button's range to a calendar's. The band as GTK draws it is read from its
pixels in gtk/tests/test_styles.py, the cells' accessible states in gtk/tests/accessible.c. Run by tools/test-gtk
under Xvfb with G_DEBUG=fatal-warnings."""
import ctypes
import json
import unittest

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Datepick", "1")
from gi.repository import Datepick, GLib, GObject, Gtk  # noqa: E402
from support import popover_made, spin  # noqa: E402
from test_calendar import InAWindow, cells, moment, needs_xdotool  # noqa: E402  (beside this file)
from test_contracts import inside  # noqa: E402

RANGE = Datepick.SelectionMode.RANGE

# libdatepick itself (the library the widgets are built on, found as they find it), for the texts it gives.
_library = ctypes.CDLL("libdatepick.so.0")
_library.dp_picker_new.restype = ctypes.c_void_p
_library.dp_picker_new.argtypes = [ctypes.c_char_p, ctypes.POINTER(ctypes.c_void_p)]
_library.dp_picker_free.argtypes = [ctypes.c_void_p]
_library.dp_picker_range_text.restype = ctypes.c_void_p
_library.dp_picker_range_text.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_char_p,
                                          ctypes.POINTER(ctypes.c_void_p)]
_library.dp_string_free.argtypes = [ctypes.c_void_p]


def library_range_text(locale, zone, start, end):
    """dp_picker_range_text of a date picker in the locale and zone: the interval as libdatepick writes it."""
    error = ctypes.c_void_p()
    picker = _library.dp_picker_new(json.dumps({"mode": "date", "locale": locale, "timeZone": zone}).encode(),
                                    ctypes.byref(error))
    assert picker, "libdatepick made no picker"
    text = _library.dp_picker_range_text(picker, start.encode(), end.encode(), ctypes.byref(error))
    _library.dp_picker_free(picker)
    assert text, "libdatepick gave no range text"
    value = ctypes.string_at(text).decode()
    _library.dp_string_free(text)
    return value


def iso(day):
    return None if day is None else day.format("%Y-%m-%d")


def start_of_day(zone, text):
    year, month, day = map(int, text.split("-"))
    return moment(zone, year, month, day, 0, 0, 0)


# Each locale's weekend by GLib's weekday numbers (Monday 1 … Sunday 7): CLDR 42's weekendStart and weekendEnd.
WEEKENDS = {"en_US": {6, 7}, "he_IL": {5, 6}, "fa_IR": {5}}
ZONES = {"en_US": "America/New_York", "he_IL": "Asia/Jerusalem", "fa_IR": "Asia/Tehran"}
# Ranges in five locales and two calendars other than the Gregorian (fa_IR's is the Persian one).
LOCALES = [("en_US", "America/New_York"), ("de_DE", "Europe/Berlin"), ("ja_JP", "Asia/Tokyo"),
           ("ar_EG", "Africa/Cairo"), ("he_IL", "Asia/Jerusalem"), ("he_IL@calendar=hebrew", "Asia/Jerusalem"),
           ("fa_IR", "Asia/Tehran")]


class Recorder:
    """The notifications of range-start and range-end and the selection-changed signals of a widget, in order."""

    def __init__(self, widget, signal=True):
        self.events = []
        for name in ("range-start", "range-end"):
            widget.connect(f"notify::{name}", lambda _widget, spec: self.events.append(spec.name))
        if signal:
            widget.connect("selection-changed", lambda _widget: self.events.append("selection-changed"))

    def take(self):
        events, self.events = self.events, []
        return events


class RangeTextTests(unittest.TestCase):
    def test_english_range_text(self):
        # CLDR 42's en intervalFormats for yMMMd, "MMM d – MMM d, y" (a thin space each side of the dash).
        self.assertEqual(library_range_text("en_US", "UTC", "2026-11-30", "2026-12-04"),
                         "Nov 30\u2009–\u2009Dec 4, 2026")


class RangeKeyTests(InAWindow):
    """A range picked with Enter on its first day, the arrows, and Enter on its last."""

    def show(self, widget):
        self.window = Gtk.Window()
        self.window.set_child(widget)
        self.window.present()
        self.assertTrue(spin(lambda: self.window.is_active() and widget.get_width() > 0), "the window is up")
        spin(lambda: False, 0.2)

    def calendar(self, locale, zone, day=(2026, 11, 30), selection_mode=RANGE, **properties):
        calendar = Datepick.Calendar(locale=locale, time_zone=zone, date_time=moment(zone, *day, 14, 5, 0),
                                     selection_mode=selection_mode, **properties)
        self.assertIsNone(calendar.props.error)
        self.show(calendar)
        self.assertTrue(calendar.grab_focus())
        return calendar

    @needs_xdotool
    def test_a_range_by_keys_in_each_locale_and_calendar(self):
        for locale, zone in LOCALES:
            with self.subTest(locale=locale):
                calendar = self.calendar(locale, zone)
                right_to_left = calendar.get_direction() == Gtk.TextDirection.RTL
                events = Recorder(calendar)
                self.keys("Return")
                self.assertIsNone(calendar.props.range_start, "one day picked opens the range, not yet complete")
                self.assertEqual(events.take(), ["selection-changed"], "the first pick is a change of the selection")
                self.assertEqual([iso(day) for day in calendar.get_selected_dates()], ["2026-11-30"])
                self.keys("Down", "Right")
                # → is the next day on screen: the day before, right to left.
                last = "2026-12-06" if right_to_left else "2026-12-08"
                self.assertEqual(calendar.get_focused_date(), last)
                band = [cell for cell in cells(calendar) if cell.has_css_class("range")]
                self.assertGreater(len(band), 4, "while open, the band follows the keyboard")
                self.assertIsNone(calendar.props.range_end)
                self.keys("Return")
                self.assertEqual(sorted(events.take()), ["range-end", "range-start", "selection-changed"],
                                 "completed: both ends notified, once")
                self.assertTrue(calendar.props.range_start.equal(start_of_day(zone, "2026-11-30")))
                self.assertTrue(calendar.props.range_end.equal(start_of_day(zone, last)))
                self.assertEqual(calendar.props.range_start.get_timezone().get_identifier(), zone)
                expected = library_range_text(locale, zone, "2026-11-30", last)
                self.assertEqual(calendar.get_range_text(), expected)
                days = [iso(day) for day in calendar.get_selected_dates()]
                self.assertEqual((days[0], days[-1], len(days)), ("2026-11-30", last, 7 if right_to_left else 9))
                self.assertEqual(calendar.props.date_time.get_day_of_month(), 30, "a range leaves the date-time")
                self.window.destroy()

    @needs_xdotool
    def test_the_date_button_shows_the_range_picked_in_its_popover(self):
        for locale, zone in LOCALES:
            with self.subTest(locale=locale):
                button = Datepick.DateButton(locale=locale, time_zone=zone, selection_mode=RANGE,
                                             date_time=moment(zone, 2026, 11, 30, 14, 5, 0))
                self.show(button)
                right_to_left = button.get_direction() == Gtk.TextDirection.RTL
                events = Recorder(button, signal=False)
                popover = inside(button, Gtk.Popover)[0]
                single = button.get_text()
                button.popup()
                self.assertTrue(spin(lambda: popover.get_visible() and popover.get_width() > 0))
                spin(lambda: False, 0.2)
                self.keys("Return")
                self.assertTrue(popover.get_visible(), "the first day keeps the popover open")
                self.assertEqual(button.get_text(), single)
                self.keys("Down", "Right", "Return")
                self.assertTrue(spin(lambda: not popover.get_visible()), "the last day closes it")
                last = "2026-12-06" if right_to_left else "2026-12-08"
                expected = library_range_text(locale, zone, "2026-11-30", last)
                self.assertEqual(button.get_text(), expected, "the button shows the interval")
                label = [child for child in inside(button, Gtk.Label) if child.get_label() == expected]
                self.assertTrue(label and label[0].get_mapped(), "in its label")
                self.assertEqual(iso(button.props.range_start), "2026-11-30")
                self.assertEqual(iso(button.props.range_end), last)
                self.assertEqual(sorted(events.take()), ["range-end", "range-start"])
                self.window.destroy()

    @needs_xdotool
    def test_no_range_across_an_unavailable_day(self):
        # Friday 2026-12-04 in en_US, whose weekend (Saturday and Sunday) is unavailable.
        calendar = self.calendar("en_US", "America/New_York", day=(2026, 12, 4), unavailable_dates=["weekends"])
        events = Recorder(calendar)
        self.keys("Return", "Right")
        # The arrows step over the unavailable weekend (libdatepick's keys) onto Monday, beyond it: no end.
        self.assertEqual(calendar.get_focused_date(), "2026-12-07")
        self.keys("Return")
        self.assertIsNone(calendar.props.range_end, "Monday, beyond the weekend, cannot end it")
        # Nor a click on Saturday, dimmed and struck through.
        saturday = [cell for cell in cells(calendar) if cell.has_css_class("unavailable")][1]
        self.assertFalse(saturday.get_sensitive())
        self.click(saturday)
        self.assertIsNone(calendar.props.range_end, "nor Saturday")
        self.assertEqual(events.take(), ["selection-changed"], "only the first pick changed the selection")
        self.assertEqual([iso(day) for day in calendar.get_selected_dates()], ["2026-12-04"], "still open")
        self.keys("Left", "Return")
        self.assertEqual(calendar.get_focused_date(), "2026-12-04")
        self.assertEqual((iso(calendar.props.range_start), iso(calendar.props.range_end)), ("2026-12-04", "2026-12-04"),
                         "the day it opened on closes it")
        self.assertEqual(sorted(events.take()), ["range-end", "range-start", "selection-changed"])
        calendar.clear_selection()
        events.take()
        # The same range from the program: refused, nothing changed, the error says why.
        calendar.props.range_start = moment("America/New_York", 2026, 12, 4, 0, 0, 0)
        calendar.props.range_end = moment("America/New_York", 2026, 12, 7, 0, 0, 0)
        self.assertIsNotNone(calendar.props.error)
        self.assertIsNone(calendar.props.range_start)
        self.assertEqual(events.take(), [])
        self.assertFalse(calendar.select_range(moment("America/New_York", 2026, 12, 11, 0, 0, 0),
                                               moment("America/New_York", 2026, 12, 14, 0, 0, 0)))
        # One within the week is taken, and clears the error.
        self.assertTrue(calendar.select_range(moment("America/New_York", 2026, 12, 1, 0, 0, 0),
                                              moment("America/New_York", 2026, 12, 4, 0, 0, 0)))
        self.assertIsNone(calendar.props.error)
        self.assertEqual((iso(calendar.props.range_start), iso(calendar.props.range_end)), ("2026-12-01", "2026-12-04"))
        self.assertEqual(sorted(events.take()), ["range-end", "range-start", "selection-changed"])
        calendar.clear_selection()
        self.assertEqual((calendar.props.range_start, calendar.props.range_end), (None, None))
        self.assertEqual(sorted(events.take()), ["range-end", "range-start", "selection-changed"], "cleared")

    @needs_xdotool
    def test_multiple_days(self):
        calendar = self.calendar("de_DE", "Europe/Berlin", selection_mode=Datepick.SelectionMode.MULTIPLE)
        changes = []
        calendar.connect("selection-changed", lambda widget: changes.append([iso(d) for d in widget.get_selected_dates()]))
        self.keys("Right", "Return", "Right", "Right", "Return", "Down", "space")
        self.assertEqual([iso(day) for day in calendar.get_selected_dates()], ["2026-12-01", "2026-12-03", "2026-12-10"],
                         "a calendar made in multiple selection starts with none")
        self.assertEqual(changes, [["2026-12-01"], ["2026-12-01", "2026-12-03"],
                                   ["2026-12-01", "2026-12-03", "2026-12-10"]], "each pick a change")
        self.keys("Up", "Return")
        self.assertEqual([iso(day) for day in calendar.get_selected_dates()], ["2026-12-01", "2026-12-10"],
                         "a day picked again is removed")
        selected = [cell for cell in cells(calendar) if cell.get_state_flags() & Gtk.StateFlags.SELECTED]
        self.assertEqual(len(selected), 2, "drawn as selected")
        self.assertEqual(calendar.props.date_time.get_day_of_month(), 30, "the date-time is left")
        for day in calendar.get_selected_dates():
            self.assertEqual((day.get_hour(), day.get_minute()), (0, 0))
            self.assertEqual(day.get_timezone().get_identifier(), "Europe/Berlin")


class UnavailableTests(InAWindow):
    """The locale's weekend unavailable, by name and by a Python rule: dimmed, struck, not picked."""

    def show(self, locale, how):
        zone = ZONES[locale]
        self.window = Gtk.Window()
        # Monday 2026-11-30: a week of keys from it crosses each weekend.
        self.calendar = Datepick.Calendar(locale=locale, time_zone=zone, date_time=moment(zone, 2026, 11, 30, 14, 5, 0))
        self.asked = []
        if how == "names":
            self.calendar.props.unavailable_dates = ["weekends"]
        else:
            weekend = WEEKENDS[locale]

            def rule(calendar, day, data):
                self.asked.append((calendar, day.get_timezone().get_identifier(), data))
                return day.get_day_of_week() in weekend
            self.calendar.set_unavailable_func(rule, "data")
        self.assertIsNone(self.calendar.props.error)
        self.window.set_child(self.calendar)
        self.window.present()
        self.assertTrue(spin(lambda: self.window.is_active() and self.calendar.get_width() > 0))
        self.assertTrue(self.calendar.grab_focus())
        spin(lambda: False, 0.2)
        return zone

    def check_week(self, locale):
        picked = []
        self.calendar.connect("notify::date-time", lambda widget, _: picked.append(widget))
        forward = "Left" if self.calendar.get_direction() == Gtk.TextDirection.RTL else "Right"
        focused = []
        for _ in range(7):
            self.keys(forward)
            focused.append(self.calendar.get_focused_date())
            cell = self.window.get_focus()
            self.assertFalse(cell.has_css_class("unavailable"), f"{locale} {focused[-1]}: the keys step over them")
            self.keys("Return")
            self.assertEqual(len(picked), 1, f"{locale} {focused[-1]}: Enter picks a day to be had")
            self.assertEqual(self.calendar.props.date_time.format("%Y-%m-%d"), focused[-1])
            picked.clear()
        weekdays = [GLib.DateTime.new_utc(*map(int, day.split("-")), 0, 0, 0).get_day_of_week() for day in focused]
        self.assertEqual(len(weekdays), 7)
        self.assertFalse(set(weekdays) & WEEKENDS[locale], "the keys land on no weekend day")
        self.assertEqual(set(weekdays) | WEEKENDS[locale], set(range(1, 8)), "and on every other")
        # Each column of the grid is a weekday: the focused cell's column is the focused day's.
        shown = cells(self.calendar)
        column = shown.index(self.window.get_focus()) % 7

        def weekday_of(index):
            return (weekdays[-1] - 1 + index % 7 - column) % 7 + 1
        for index, cell in enumerate(shown):
            self.assertEqual(cell.has_css_class("unavailable"), weekday_of(index) in WEEKENDS[locale],
                             f"{locale}: cell {index} (weekday {weekday_of(index)}) is unavailable only on the weekend")
        struck = [cell for cell in shown if cell.has_css_class("unavailable")]
        self.assertTrue(struck and all(not cell.get_sensitive() for cell in struck), "dimmed: insensitive")
        # A click on one picks nothing either.
        before = self.calendar.props.date_time
        self.click(struck[len(struck) // 2])
        self.assertTrue(self.calendar.props.date_time.equal(before), "a click picks no unavailable day")
        self.assertEqual(picked, [])

    @needs_xdotool
    def test_weekends_by_name(self):
        for locale in WEEKENDS:
            with self.subTest(locale=locale):
                self.show(locale, "names")
                self.assertEqual(self.calendar.props.unavailable_dates, ["weekends"])
                self.check_week(locale)
                self.window.destroy()

    @needs_xdotool
    def test_weekends_by_a_python_rule(self):
        for locale in WEEKENDS:
            with self.subTest(locale=locale):
                zone = self.show(locale, "rule")
                self.assertTrue(self.asked, "the rule is asked")
                self.assertTrue(all(calendar is self.calendar and asked_zone == zone and data == "data"
                                    for calendar, asked_zone, data in self.asked), "with the calendar, its zone, the data")
                # A property set makes a new picker: the rule holds on it.
                self.calendar.props.first_weekday = "mon"
                self.assertIsNone(self.calendar.props.error)
                self.check_week(locale)
                self.window.destroy()

    def test_an_unavailable_word_is_refused(self):
        calendar = Datepick.Calendar(locale="en_US", time_zone="UTC", unavailable_dates=["weekends"])
        calendar.props.unavailable_dates = ["weekends", "someday"]
        self.assertIn("someday", calendar.props.error)
        self.assertEqual(calendar.props.unavailable_dates, ["weekends"], "a refused set changes nothing")
        calendar.props.unavailable_dates = []
        self.assertIsNone(calendar.props.error)
        self.assertFalse(calendar.props.unavailable_dates, "an empty list is none")
        button = Datepick.DateButton(locale="en_US", time_zone="UTC", unavailable_dates=["2026-12-24"],
                                     date_time=moment("UTC", 2026, 12, 24, 9, 0, 0))
        self.assertEqual(button.props.date_time.get_day_of_month(), 25, "the button's day moves off an unavailable one")
        popover_made(button)
        self.assertEqual(inside(button, Datepick.Calendar)[0].props.unavailable_dates, ["2026-12-24"])

    def tearDown(self):
        pass


class RangeFormTests(InAWindow):
    """A "book a stay" form: a date button in range selection and a calendar beside it, their ranges bound both
    ways as an app binds them."""

    @needs_xdotool
    def test_a_bound_button_and_calendar_agree(self):
        zone = "Europe/Berlin"
        self.window = Gtk.Window(title="Book a stay")
        start = moment(zone, 2026, 11, 30, 14, 0, 0)
        button = Datepick.DateButton(locale="de_DE", time_zone=zone, selection_mode=RANGE, date_time=start,
                                     unavailable_dates=["2026-12-24"])
        calendar = Datepick.Calendar(locale="de_DE", time_zone=zone, selection_mode=RANGE, date_time=start,
                                     unavailable_dates=["2026-12-24"])
        flags = GObject.BindingFlags.BIDIRECTIONAL | GObject.BindingFlags.SYNC_CREATE
        for name in ("range-start", "range-end"):
            button.bind_property(name, calendar, name, flags)
        label = Gtk.Label()
        button.connect("notify::range-end", lambda widget, _: label.set_text(widget.get_text()))
        box = Gtk.Box(spacing=12)
        box.append(button)
        box.append(calendar)
        box.append(label)
        self.window.set_child(box)
        self.window.present()
        self.assertTrue(spin(lambda: self.window.is_active() and calendar.get_width() > 0))
        # A person picks Nov 30 to Dec 3 on the calendar.
        self.assertTrue(calendar.grab_focus())
        spin(lambda: False, 0.2)
        self.keys("Return", "Right", "Right", "Right", "Return")
        expected = library_range_text("de_DE", zone, "2026-11-30", "2026-12-03")
        self.assertEqual(calendar.get_range_text(), expected)
        self.assertEqual(button.get_text(), expected, "the button shows the calendar's range")
        self.assertEqual(label.get_text(), expected)
        self.assertEqual((iso(button.props.range_start), iso(button.props.range_end)), ("2026-11-30", "2026-12-03"))
        self.assertIsNone(button.props.error)
        # Then Dec 17 to Dec 21 in the button's popover (its keyboard on the range's end): the calendar follows.
        popover = inside(button, Gtk.Popover)[0]
        button.popup()
        self.assertTrue(spin(lambda: popover.get_visible() and popover.get_width() > 0))
        spin(lambda: False, 0.2)
        self.keys("Down", "Down", "Return", "Right", "Right", "Right", "Right", "Return")
        self.assertTrue(spin(lambda: not popover.get_visible()))
        self.assertEqual((iso(calendar.props.range_start), iso(calendar.props.range_end)), ("2026-12-17", "2026-12-21"))
        self.assertEqual(iso(button.props.range_end), "2026-12-21")
        self.assertEqual(calendar.get_range_text(), button.get_text())
        self.assertEqual(label.get_text(), button.get_text())
        self.assertIsNone(calendar.props.error)
        # A range over Christmas Eve is refused in the button, and the calendar keeps its own.
        button.props.range_end = moment(zone, 2026, 12, 28, 0, 0, 0)
        self.assertIsNotNone(button.props.error)
        self.assertEqual(iso(calendar.props.range_end), "2026-12-21")
        self.assertEqual(iso(button.props.range_end), "2026-12-21")


if __name__ == "__main__":
    unittest.main(verbosity=2)
