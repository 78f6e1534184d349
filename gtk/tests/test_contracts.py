"""The rules every widget's picker properties follow, for all four widgets alike: notify::date-time fires for
every change of the value and for nothing else, years 1-9999 are taken, and a refused set changes nothing that
is read (every property reads what the widget shows, `error` names the last refusal until a set is taken). And
the date button's time wheels, which must show the button's own value whatever its calendar. Run by
tools/test-gtk under Xvfb with G_DEBUG=fatal-warnings (a GLib range warning aborts)."""
import json
import unittest

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Datepick", "1")
from gi.repository import Datepick, GLib, GObject, Gtk  # noqa: E402
from support import popover_made  # noqa: E402
from test_calendar import day_of, descendants, moment  # noqa: E402  (beside this file)

Gtk.init()

TOKYO = "Asia/Tokyo"
# Each widget class with the mode it is made in (a calendar has no mode property).
WIDGETS = [(Datepick.WheelPicker, Datepick.Mode.DATE_AND_TIME), (Datepick.Calendar, None),
           (Datepick.DateButton, Datepick.Mode.DATE_AND_TIME), (Datepick.DateField, Datepick.Mode.DATE_AND_TIME)]


def make(kind, mode, **properties):
    if mode is not None:
        properties["mode"] = mode
    return kind(locale="ja_JP", time_zone=TOKYO, date_time=moment(TOKYO, 2026, 11, 30, 14, 0, 0), **properties)


def inside(widget, kind):
    return [child for child in descendants(widget) if isinstance(child, kind)]


class Notifications:
    """Every notify:: of a widget's own properties (not GtkWidget's), by name, in order."""

    def __init__(self, widget):
        self.names = []
        own = type(widget).__gtype__
        widget.connect("notify", lambda _, spec: spec.owner_type == own and self.names.append(spec.name))

    def take(self):
        names, self.names = self.names, []
        return names


class DateTimeNotifyTests(unittest.TestCase):
    def test_a_new_value_in_the_widgets_own_zone_notifies_once(self):
        for kind, mode in WIDGETS:
            with self.subTest(kind.__name__):
                widget = make(kind, mode)
                seen = Notifications(widget)
                widget.props.date_time = moment(TOKYO, 2026, 12, 24, 9, 30, 0)
                self.assertEqual(seen.take(), ["date-time"])
                self.assertEqual(day_of(widget.props.date_time), (2026, 12, 24))

    def test_the_same_instant_in_another_zone_is_no_change(self):
        for kind, mode in WIDGETS:
            with self.subTest(kind.__name__):
                widget = make(kind, mode)
                seen = Notifications(widget)
                widget.props.date_time = moment("UTC", 2026, 11, 30, 5, 0, 0)  # 14:00 in Tokyo
                self.assertEqual(seen.take(), [])
                self.assertEqual(widget.props.date_time.get_timezone().get_identifier(), TOKYO,
                                 "the value reads in the widget's zone")
                self.assertEqual(widget.props.date_time.get_hour(), 14)

    def test_a_value_moved_by_the_picker_reads_as_shown(self):
        # 14:07 on a 15-minute interval is shown as 14:00, the value held: no change, and it reads 14:00.
        for kind, mode in WIDGETS:
            if kind is Datepick.Calendar:
                continue
            with self.subTest(kind.__name__):
                widget = make(kind, mode, minute_interval=15)
                seen = Notifications(widget)
                widget.props.date_time = moment(TOKYO, 2026, 11, 30, 14, 7, 0)
                self.assertEqual(seen.take(), [])
                self.assertEqual(widget.props.date_time.get_minute(), 0)

    def test_a_binding_goes_both_ways(self):
        calendar = make(Datepick.Calendar, None)
        button = make(Datepick.DateButton, Datepick.Mode.DATE_AND_TIME)
        calendar.bind_property("date-time", button, "date-time", GObject.BindingFlags.BIDIRECTIONAL)
        label = Gtk.Label()
        button.connect("notify::date-time", lambda widget, _: label.set_text(widget.get_text()))
        calendar.props.date_time = moment(TOKYO, 2027, 1, 2, 14, 0, 0)
        self.assertEqual(day_of(button.props.date_time), (2027, 1, 2))
        self.assertEqual(label.get_text(), "2027/01/02 14:00", "the button notified the label")
        button.props.date_time = moment(TOKYO, 2027, 3, 4, 9, 15, 0)
        self.assertEqual(day_of(calendar.props.date_time), (2027, 3, 4))
        self.assertEqual(label.get_text(), "2027/03/04 9:15")

    def test_none_is_now_and_reads_so(self):
        for kind, mode in WIDGETS:
            with self.subTest(kind.__name__):
                widget = make(kind, mode)
                seen = Notifications(widget)
                widget.props.date_time = None
                now = GLib.DateTime.new_now(GLib.TimeZone.new_identifier(TOKYO))
                self.assertEqual(seen.take(), ["date-time"])
                self.assertLess(abs(now.difference(widget.props.date_time)), 120 * GLib.TIME_SPAN_SECOND)


class EarlyYearsTests(unittest.TestCase):
    def test_years_1_to_999_are_taken(self):
        for kind, mode in WIDGETS:
            for year in (1, 99, 999):
                with self.subTest(kind.__name__, year=year):
                    widget = kind(locale="en_US", time_zone="UTC", date_time=moment("UTC", year, 6, 1, 12, 0, 0),
                                  **({"mode": mode} if mode is not None else {}))
                    self.assertIsNone(widget.props.error)
                    self.assertEqual(day_of(widget.props.date_time), (year, 6, 1))
                    widget.props.maximum_date_time = moment("UTC", year, 12, 31, 0, 0, 0)
                    self.assertIsNone(widget.props.error)
                    self.assertEqual(widget.props.maximum_date_time.get_year(), year)

    def test_a_local_mean_time_offset_names_the_same_instant(self):
        # Tokyo kept local mean time (+09:18:59) until 1888: the seconds of the offset must reach libdatepick.
        widget = Datepick.WheelPicker(locale="ja_JP", time_zone=TOKYO, mode=Datepick.Mode.DATE_AND_TIME,
                                      date_time=moment(TOKYO, 1850, 6, 1, 12, 0, 0))
        self.assertIsNone(widget.props.error)
        value = widget.props.date_time
        self.assertEqual((value.get_hour(), value.get_minute(), value.get_second()), (12, 0, 0))


class RefusalTests(unittest.TestCase):
    def shown(self, widget):
        """What every property reads, by name (the moments as ISO text)."""
        reading = {}
        for spec in widget.list_properties():
            if spec.owner_type != type(widget).__gtype__ or spec.name == "error":
                continue
            value = widget.get_property(spec.name)
            reading[spec.name] = value.format_iso8601() if isinstance(value, GLib.DateTime) else value
        return reading

    def refuse(self, widget, name, value, said):
        before = self.shown(widget)
        seen = Notifications(widget)
        widget.set_property(name, value)
        self.assertIn(said, widget.props.error or "", f"{name} = {value!r}")
        self.assertEqual(self.shown(widget), before, f"after {name} = {value!r} every property reads as before")
        self.assertEqual(seen.take(), ["error"], "only the error changed")

    def test_every_refusal_leaves_every_property_as_shown(self):
        later = moment(TOKYO, 2027, 1, 1, 0, 0, 0)
        for kind, mode in WIDGETS:
            with self.subTest(kind.__name__):
                widget = make(kind, mode, maximum_date_time=later)
                refusals = [("locale", "xx_YY", "xx_YY"), ("calendar", "foo", "foo"),
                            ("time-zone", "Mars/Base", "Mars/Base"),
                            ("minimum-date-time", moment(TOKYO, 2027, 6, 1, 0, 0, 0), "after")]
                if kind is not Datepick.Calendar:
                    refusals += [("minute-interval", 7, "7"), ("minute-interval", 0, "0"),
                                 ("minute-interval", -5, "-5")]
                if kind is Datepick.DateButton:
                    refusals.append(("mode", Datepick.Mode.TIME, "a date button shows"))
                if kind is Datepick.WheelPicker:
                    widget.props.seconds = True
                    refusals.append(("second-interval", 7, "7"))
                for name, value, said in refusals:
                    self.refuse(widget, name, value, said)
                # A valid set after them: taken, and the error is gone.
                seen = Notifications(widget)
                widget.props.date_time = moment(TOKYO, 2026, 12, 1, 14, 0, 0)
                self.assertIsNone(widget.props.error)
                self.assertEqual(sorted(seen.take()), ["date-time", "error"])

    def test_the_error_names_the_last_refusal(self):
        widget = make(Datepick.WheelPicker, Datepick.Mode.TIME)
        widget.props.minute_interval = 7
        self.assertIn("7", widget.props.error)
        widget.props.time_zone = "Mars/Base"
        self.assertIn("Mars/Base", widget.props.error)
        self.assertEqual(widget.props.minute_interval, 1)
        widget.props.minute_interval = 1  # the value held: a set that is taken
        self.assertIsNone(widget.props.error)

    def test_a_mode_keeps_what_it_does_not_use(self):
        # A calendar set on a time picker is kept for a mode that shows a date, not refused.
        widget = make(Datepick.WheelPicker, Datepick.Mode.TIME, calendar="japanese")
        self.assertIsNone(widget.props.error)
        self.assertEqual(widget.props.calendar, "japanese")
        widget.props.mode = Datepick.Mode.DATE
        self.assertIsNone(widget.props.error)
        self.assertEqual(widget.get_selected_values()[0], "令和8年")


class ConstructionTests(unittest.TestCase):
    """The picker properties are construct properties: GObject gives a widget all those passed to g_object_new (a
    builder's, PyGObject's keywords) before `constructed`, where it makes one picker of them all. Set one by one
    after it, each made a picker, the first of the environment's locale."""

    OPTIONS = ["locale", "mode", "calendar", "time-zone", "minute-interval", "second-interval", "seconds",
               "zone-wheel", "date-time", "minimum-date-time", "maximum-date-time", "duration", "first-weekday",
               "unavailable-dates"]

    def test_every_picker_property_is_a_construct_property(self):
        for kind, _ in WIDGETS:
            for name in self.OPTIONS:
                spec = kind.find_property(name)
                if spec is None:
                    continue
                with self.subTest(widget=kind.__name__, property=name):
                    self.assertTrue(spec.flags & GObject.ParamFlags.CONSTRUCT)
        # Both of a button's construct properties: a date given makes it not empty, whichever GObject sets first.
        self.assertTrue(Datepick.DateButton.find_property("empty").flags & GObject.ParamFlags.CONSTRUCT)

    def test_what_is_given_at_construction_is_shown(self):
        for kind, mode in WIDGETS:
            with self.subTest(widget=kind.__name__):
                widget = make(kind, mode)
                self.assertIsNone(widget.props.error)
                self.assertEqual(widget.props.locale, "ja_JP")
                self.assertEqual(widget.props.time_zone, TOKYO)
                self.assertEqual(day_of(widget.props.date_time), (2026, 11, 30))


class OptionByNameTests(unittest.TestCase):
    """set_option: any option of libdatepick's one table that a widget has no property for, by its name, under
    the same rule as the properties."""

    def wheels(self, picker):
        return [wheel["field"] for wheel in json.loads(picker.get_view_json())["wheels"]]

    def test_a_table_option_without_a_property_is_taken(self):
        picker = make(Datepick.DateField, Datepick.Mode.DATE)
        self.assertTrue(picker.set_option("zoneWheel", "true"), "kept for a mode that takes it")
        self.assertIsNone(picker.props.error)
        self.assertNotIn("timeZone", self.wheels(picker))
        picker.props.mode = Datepick.Mode.DATE_AND_TIME
        self.assertIn("timeZone", self.wheels(picker), "dateAndTime takes it: a wheel of zones")
        self.assertEqual(picker.get_option("zoneWheel"), "true")
        self.assertTrue(picker.set_option("zoneWheel", None))
        self.assertNotIn("timeZone", self.wheels(picker))
        self.assertIsNone(picker.get_option("zoneWheel"))

    def test_the_zone_wheel_property(self):
        picker = make(Datepick.WheelPicker, Datepick.Mode.DATE_AND_TIME, zone_wheel=True)
        self.assertIsNone(picker.props.error)
        wheel = self.wheels(picker).index("timeZone")
        seen = Notifications(picker)
        self.assertTrue(picker.select_row(wheel, 0), "the first zone")
        self.assertEqual(sorted(seen.take()), ["date-time", "time-zone"])
        zone = picker.props.time_zone
        self.assertNotEqual(zone, TOKYO)
        value = picker.props.date_time
        self.assertEqual(value.get_timezone().get_identifier(), zone)
        self.assertEqual((value.get_hour(), value.get_minute()), (14, 0), "the wall time kept")
        self.assertFalse(picker.set_option("zoneWheel", "true"))
        self.assertIn("the property zone-wheel", picker.props.error)

    def test_rounding_by_name(self):
        picker = make(Datepick.WheelPicker, Datepick.Mode.TIME, minute_interval=15)
        self.assertTrue(picker.set_option("rounding", "floor"))
        picker.props.date_time = moment(TOKYO, 2026, 11, 30, 14, 14, 0)
        self.assertEqual(picker.props.date_time.get_minute(), 0, "floor, not the nearest quarter")

    def test_refusals_change_nothing(self):
        for kind, mode in WIDGETS:
            with self.subTest(kind.__name__):
                widget = make(kind, mode)
                before = json.loads(widget.get_view_json()) if kind is Datepick.WheelPicker else None
                for name, value, said in [("bogus", "1", "unknown option 'bogus'"),
                                          ("calendar", "japanese", "the property calendar"),
                                          ("timeZone", "UTC", "the property time-zone"),
                                          ("rounding", "sideways", "sideways")]:
                    seen = Notifications(widget)
                    self.assertFalse(widget.set_option(name, value), name)
                    self.assertIn(said, widget.props.error)
                    self.assertEqual(seen.take(), ["error"], "only the error, which names this refusal")
                    self.assertIsNone(widget.get_option(name))
                if before is not None:
                    self.assertEqual(json.loads(widget.get_view_json()), before)
        field = make(Datepick.DateField, Datepick.Mode.DATE_AND_TIME)
        self.assertFalse(field.set_option("zoneWheel", "yes"))
        self.assertEqual(field.props.error, "zoneWheel takes true or false, not 'yes'")
        calendar = make(Datepick.Calendar, None)
        self.assertFalse(calendar.set_option("firstWeekday", "mon"))
        self.assertIn("the property first-weekday", calendar.props.error)


class DateButtonTimeTests(unittest.TestCase):
    """The popover's time wheels show the button's value, whatever its calendar."""

    def test_the_time_wheels_are_the_buttons_value_in_every_calendar(self):
        for calendar in ("gregorian", "japanese", "hebrew"):
            with self.subTest(calendar):
                button = make(Datepick.DateButton, Datepick.Mode.DATE_AND_TIME, calendar=calendar, minute_interval=5)
                self.assertIsNone(button.props.error)
                popover_made(button)
                wheels = inside(button, Datepick.WheelPicker)[0]
                self.assertIsNone(wheels.props.error)
                self.assertEqual(wheels.props.date_time.format_iso8601(), button.props.date_time.format_iso8601())
                self.assertEqual(wheels.props.minute_interval, 5)
                self.assertTrue(wheels.step(1, 1), "five minutes later on the wheels")
                value = button.props.date_time
                self.assertEqual(day_of(value), (2026, 11, 30), "the day did not move")
                self.assertEqual((value.get_hour(), value.get_minute()), (14, 5))
                self.assertEqual(value.get_timezone().get_identifier(), TOKYO)


class EmptyDateButtonTests(unittest.TestCase):
    def test_an_empty_button_shows_the_empty_field_and_no_date(self):
        for locale, mode in (("en_US", Datepick.Mode.DATE), ("de_DE", Datepick.Mode.DATE_AND_TIME)):
            with self.subTest(locale):
                button = Datepick.DateButton(locale=locale, mode=mode, time_zone="UTC", empty=True)
                field = Datepick.DateField(locale=locale, mode=mode, time_zone="UTC", empty=True)
                self.assertIsNone(button.props.date_time)
                self.assertTrue(button.props.empty)
                self.assertEqual(button.get_text(), field.get_text())
                popover_made(button)
                seen = Notifications(button)
                calendar = inside(button, Datepick.Calendar)[0]
                calendar.props.date_time = moment("UTC", 2026, 11, 30, 14, 0, 0)  # as a person's pick notifies
                self.assertEqual(sorted(seen.take()), ["date-time", "empty"])
                self.assertFalse(button.props.empty)
                self.assertEqual(day_of(button.props.date_time), (2026, 11, 30))
                button.props.empty = True
                self.assertIsNone(button.props.date_time)
                self.assertEqual(sorted(seen.take()), ["date-time", "empty"])
                self.assertEqual(button.get_text(), field.get_text())

    def test_a_date_given_is_not_empty(self):
        button = Datepick.DateButton(locale="en_US", time_zone="UTC", empty=True,
                                     date_time=moment("UTC", 2026, 11, 30, 14, 0, 0))
        self.assertFalse(button.props.empty)
        self.assertEqual(button.get_text(), "Nov 30, 2026")


if __name__ == "__main__":
    unittest.main(verbosity=2)
