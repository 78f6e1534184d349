"""Datepick.Calendar and Datepick.DateButton from Python, as an app uses them: properties, the month shown in each
locale's calendar, the day a person picks with the keys and the mouse (sent to the X server with xdotool), bounds
and refusals. Run by tools/test-gtk under Xvfb with G_DEBUG=fatal-warnings."""
import shutil
import subprocess
import unittest

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Datepick", "1")
gi.require_version("Graphene", "1.0")
from gi.repository import Datepick, GLib, Graphene, Gtk  # noqa: E402
from support import popover_made  # noqa: E402
from test_widgets import spin  # noqa: E402  (beside this file)

needs_xdotool = unittest.skipIf(shutil.which("xdotool") is None, "xdotool is not installed (apt-get install xdotool)")


def moment(zone, *fields):
    return GLib.DateTime.new(GLib.TimeZone.new_identifier(zone), *fields)


def descendants(widget):
    child = widget.get_first_child()
    while child is not None:
        yield child
        yield from descendants(child)
        child = child.get_next_sibling()


def cells(calendar, role=Gtk.AccessibleRole.GRID_CELL):
    """The calendar's shown cells of a role, in reading order (weeks, then columns from the first weekday): a week
    the month does not reach keeps its room, its cells visible but not child-visible."""
    return [widget for widget in descendants(calendar)
            if widget.get_accessible_role() == role and widget.get_visible() and widget.get_child_visible()]


def day_of(date_time):
    return date_time.get_year(), date_time.get_month(), date_time.get_day_of_month()


class CalendarTests(unittest.TestCase):
    def calendar(self, locale="en_US", zone="UTC", **properties):
        calendar = Datepick.Calendar(locale=locale, time_zone=zone, date_time=moment(zone, 2026, 11, 30, 14, 5, 0),
                                     **properties)
        self.assertIsNone(calendar.props.error)
        return calendar

    def test_each_calendar_shows_its_month(self):
        # The month of 2026-11-30 in each calendar (CLDR 42's yMMMM patterns; the months as hebcal.com, the Iranian
        # calendar center and the Hong Kong Observatory's tables give them): Kislev 5787, Azar 1405, the tenth month
        # of 丙午.
        expected = {("en_US", "UTC"): ("November 2026", "gregorian", Gtk.TextDirection.LTR),
                    ("ja_JP", "Asia/Tokyo"): ("2026年11月", "gregorian", Gtk.TextDirection.LTR),
                    ("ar_EG", "Africa/Cairo"): ("نوفمبر ٢٠٢٦", "gregorian", Gtk.TextDirection.RTL),
                    ("he_IL@calendar=hebrew", "Asia/Jerusalem"): ("כסלו 5787", "hebrew", Gtk.TextDirection.RTL),
                    ("zh_CN@calendar=chinese", "Asia/Shanghai"): ("2026丙午年十月", "chinese", Gtk.TextDirection.LTR),
                    ("fa_IR", "Asia/Tehran"): ("۱۴۰۵ آذر", "persian", Gtk.TextDirection.RTL)}
        for (locale, zone), (heading, calendar_name, direction) in expected.items():
            with self.subTest(locale=locale):
                calendar = self.calendar(locale, zone)
                self.assertEqual(calendar.get_heading(), heading)
                self.assertEqual(calendar.props.calendar, calendar_name)
                self.assertEqual(calendar.get_direction(), direction)
                selected = [cell for cell in cells(calendar) if cell.get_state_flags() & Gtk.StateFlags.SELECTED]
                self.assertEqual(len(selected), 1, "one day selected")
                self.assertEqual(calendar.get_focused_date(), "2026-11-30")
                self.assertEqual(day_of(calendar.props.date_time), (2026, 11, 30))

    def test_tab_reaches_one_day_the_keyboards(self):
        # A grid's roving focus: the month buttons and the keyboard's day are in the Tab chain, no other day.
        calendar, after = self.calendar(), Gtk.Button(label="after")
        box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
        box.append(calendar)
        box.append(after)
        window = Gtk.Window(child=box)
        window.present()
        try:
            self.assertTrue(spin(lambda: calendar.get_width() > 0))
            calendar.grab_focus()
            selected = [cell for cell in cells(calendar) if cell.get_state_flags() & Gtk.StateFlags.SELECTED]
            self.assertIs(window.get_focus(), selected[0], "the selected day has the keyboard at first")
            window.child_focus(Gtk.DirectionType.TAB_FORWARD)
            self.assertIs(window.get_focus(), after, "Tab leaves the grid from the keyboard's day")
            window.child_focus(Gtk.DirectionType.TAB_BACKWARD)
            self.assertIs(window.get_focus(), selected[0], "Shift+Tab comes back to the keyboard's day")
            window.child_focus(Gtk.DirectionType.TAB_BACKWARD)
            self.assertIsInstance(window.get_focus(), Gtk.Button, "Shift+Tab again: the next month's button")
            self.assertTrue(window.get_focus().is_ancestor(calendar))
        finally:
            window.destroy()

    def test_right_to_left_the_grid_is_mirrored(self):
        for locale, mirrored in [("ar_EG", True), ("he_IL@calendar=hebrew", True), ("ja_JP", False)]:
            with self.subTest(locale=locale):
                calendar = self.calendar(locale, show_week_numbers=True)
                window = Gtk.Window(child=calendar)
                window.present()
                self.assertTrue(spin(lambda: calendar.get_width() > 0))
                headers = cells(calendar, Gtk.AccessibleRole.COLUMN_HEADER)
                buttons = [widget for widget in descendants(calendar) if isinstance(widget, Gtk.Button)]
                left = [widget.compute_bounds(calendar)[1].get_x() for widget in (headers[0], headers[1], buttons[0])]
                right = [widget.compute_bounds(calendar)[1].get_x() for widget in (headers[1], headers[2], buttons[1])]
                # The week numbers' title, the first weekday and the previous month's button lead: at the right.
                self.assertEqual([a > b for a, b in zip(left, right)], [mirrored] * 3)
                window.destroy()

    def test_the_weeks_start_on_the_locales_first_weekday(self):
        # CLDR weekData: Sunday in the US, Monday in Germany, Saturday in Egypt.
        # The headers hold CLDR 42's short stand-alone names.
        for locale, first in [("en_US", "Su"), ("de_DE", "Mo."), ("ar_EG", "سبت")]:
            with self.subTest(locale=locale):
                headers = cells(self.calendar(locale), Gtk.AccessibleRole.COLUMN_HEADER)
                self.assertEqual(len(headers), 7, "the week numbers' title is hidden")
                self.assertEqual(headers[0].get_label(), first)

    def test_first_weekday_overrides_the_locales(self):
        # As BCP 47's -u-fw- does: en_US weeks from Monday, de_DE from Sunday; an unknown day is refused.
        for locale, day, first in [("en_US", "mon", "Mo"), ("de_DE", "sun", "So.")]:
            with self.subTest(locale=locale):
                calendar = self.calendar(locale, first_weekday=day)
                self.assertEqual(calendar.props.first_weekday, day)
                self.assertEqual(cells(calendar, Gtk.AccessibleRole.COLUMN_HEADER)[0].get_label(), first)
        calendar = self.calendar("en_US")
        calendar.props.first_weekday = "someday"
        self.assertIn("someday", calendar.props.error)
        self.assertIsNone(calendar.props.first_weekday, "a refused set reads as before")
        calendar.props.first_weekday = None
        self.assertIsNone(calendar.props.error)
        button = Datepick.DateButton(locale="en_US", time_zone="UTC", first_weekday="mon")
        popover_made(button)
        popover_calendar = [child for child in descendants(button) if isinstance(child, Datepick.Calendar)][0]
        self.assertEqual(cells(popover_calendar, Gtk.AccessibleRole.COLUMN_HEADER)[0].get_label(), "Mo",
                         "the date button's calendar too")

    def test_week_numbers_are_a_property(self):
        calendar = self.calendar()
        self.assertEqual(cells(calendar, Gtk.AccessibleRole.ROW_HEADER), [])
        seen = []
        calendar.connect("notify::show-week-numbers", lambda *_: seen.append(True))
        calendar.props.show_week_numbers = True
        calendar.props.show_week_numbers = True
        self.assertEqual(len(seen), 1, "notified once, on the change")
        # US weeks: November 1, 2026 (a Sunday) starts week 45; the month takes five weeks.
        self.assertEqual([label.get_label() for label in cells(calendar, Gtk.AccessibleRole.ROW_HEADER)],
                         ["45", "46", "47", "48", "49"])
        self.assertEqual(cells(calendar, Gtk.AccessibleRole.COLUMN_HEADER)[0].get_label(), "wk")

    def test_bounds_dim_days_and_the_month_buttons(self):
        calendar = self.calendar(minimum_date_time=moment("UTC", 2026, 11, 3, 0, 0, 0),
                                 maximum_date_time=moment("UTC", 2026, 12, 5, 23, 0, 0))
        days = cells(calendar)
        self.assertFalse(days[0].get_sensitive(), "November 1 is before the minimum")
        self.assertFalse(days[1].get_sensitive(), "November 2 too")
        self.assertTrue(days[2].get_sensitive(), "November 3 can be picked")
        buttons = [widget for widget in descendants(calendar) if isinstance(widget, Gtk.Button)]
        self.assertEqual(len(buttons), 2)
        previous, following = buttons
        self.assertFalse(previous.get_sensitive(), "October holds no day within the bounds")
        self.assertTrue(following.get_sensitive())
        following.emit("clicked")
        self.assertEqual(calendar.get_heading(), "December 2026")
        self.assertEqual(calendar.get_focused_date(), "2026-12-05", "the focus stops at the maximum's day")
        self.assertFalse(following.get_sensitive(), "January is after the maximum")
        self.assertEqual(day_of(calendar.props.date_time), (2026, 11, 30), "showing a month picks nothing")
        previous.emit("clicked")
        self.assertEqual(calendar.get_heading(), "November 2026")

    def test_a_refused_option_says_why_and_keeps_the_month(self):
        calendar = self.calendar()
        calendar.props.time_zone = "Mars/Base"
        self.assertIn("unknown time zone 'Mars/Base'", calendar.props.error)
        self.assertEqual(calendar.get_heading(), "November 2026")
        calendar.props.time_zone = "UTC"
        self.assertIsNone(calendar.props.error)
        calendar.props.minimum_date_time = moment("UTC", 2027, 1, 1, 0, 0, 0)
        calendar.props.maximum_date_time = moment("UTC", 2026, 1, 1, 0, 0, 0)
        self.assertIsNotNone(calendar.props.error, "a minimum after the maximum is refused")

    def test_setting_the_date_time_shows_its_month(self):
        calendar = self.calendar("ja_JP", "Asia/Tokyo")
        calendar.props.date_time = moment("Asia/Tokyo", 2027, 2, 14, 9, 30, 0)
        self.assertEqual(calendar.get_heading(), "2027年2月")
        self.assertEqual(calendar.get_focused_date(), "2027-02-14")

    def test_the_accessible_roles(self):
        calendar = self.calendar()
        self.assertEqual(calendar.get_accessible_role(), Gtk.AccessibleRole.GRID)
        self.assertEqual(len(cells(calendar)), 35, "five weeks of seven days")
        self.assertEqual(len(cells(calendar, Gtk.AccessibleRole.COLUMN_HEADER)), 7)


class InAWindow(unittest.TestCase):
    """Keys and clicks as a person gives them: sent to the X server (xdotool under Xvfb), delivered by GTK to the
    widget that has the focus."""

    def tearDown(self):
        self.window.destroy()

    def keys(self, *names):
        subprocess.run(["xdotool", "key", "--delay", "30", *names], check=True)
        spin(lambda: False, 0.3)

    def click(self, widget):
        """Clicks the middle of a widget, where the X server has it (the window at the screen's origin)."""
        native = widget.get_native()
        offset_x, offset_y = native.get_surface_transform()
        found, point = widget.compute_point(native, Graphene.Point().init(widget.get_width() / 2,
                                                                          widget.get_height() / 2))
        self.assertTrue(found)
        subprocess.run(["xdotool", "mousemove", str(int(offset_x + point.x)), str(int(offset_y + point.y)),
                        "click", "1"], check=True)
        spin(lambda: False, 0.3)


class CalendarKeyboardTests(InAWindow):
    """The calendar's keys and clicks, on the day that has the focus."""

    def show(self, locale, zone, **properties):
        self.window = Gtk.Window()
        self.calendar = Datepick.Calendar(locale=locale, time_zone=zone,
                                          date_time=moment(zone, 2026, 11, 30, 14, 5, 0), **properties)
        self.picked = []
        self.calendar.connect("notify::date-time", lambda widget, _: self.picked.append(widget.props.date_time))
        self.window.set_child(self.calendar)
        self.window.present()
        self.assertTrue(spin(lambda: self.window.is_active() and self.calendar.get_width() > 0), "the window is up")
        self.assertTrue(self.calendar.grab_focus(), "the calendar takes the focus on its keyboard's day")
        self.assertTrue(self.window.get_focus().get_state_flags() & Gtk.StateFlags.SELECTED)
        spin(lambda: False, 0.2)

    def test_a_month_of_five_weeks_keeps_the_sixth_weeks_room(self):
        # en_US weeks from Sunday: November 2026 takes five, January 2027 six. The calendar is as high for both, as
        # GtkCalendar is (no window laid out again, nothing below it moved); November's sixth week is not drawn
        # and takes no click (not mapped, not a target), and test_accessible sees 35 cells over AT-SPI.
        self.show("en_US", "UTC", show_week_numbers=True)
        height = self.calendar.get_height()
        self.assertEqual(len(cells(self.calendar)), 35)
        kept = [widget for widget in descendants(self.calendar)
                if widget.get_accessible_role() in (Gtk.AccessibleRole.GRID_CELL, Gtk.AccessibleRole.ROW_HEADER)
                and widget.get_visible() and not widget.get_child_visible()]
        self.assertEqual(len(kept), 8, "the sixth week's seven days and its number")
        self.assertFalse(any(widget.get_mapped() or widget.get_can_target() for widget in kept))
        self.calendar.props.date_time = moment("UTC", 2027, 1, 15, 12, 0, 0)
        spin(lambda: False, 0.2)
        self.assertEqual(len(cells(self.calendar)), 42)
        self.assertTrue(all(widget.get_mapped() and widget.get_can_target() for widget in kept))
        self.assertEqual(self.calendar.get_height(), height, "as high as with five weeks")
        self.assertEqual([label.get_label() for label in cells(self.calendar, Gtk.AccessibleRole.ROW_HEADER)][-1],
                         "6", "January 2027's sixth week is the year's sixth")

    @needs_xdotool
    def test_react_arias_keys(self):
        self.show("en_US", "America/New_York")
        self.keys("Right")
        self.assertEqual(self.calendar.get_focused_date(), "2026-12-01", "→: the next day, in the next month")
        self.assertEqual(self.calendar.get_heading(), "December 2026")
        self.assertEqual(self.picked, [], "moving the focus picks nothing")
        self.keys("Down", "Down")
        self.assertEqual(self.calendar.get_focused_date(), "2026-12-15", "↓ ↓: two weeks on")
        self.keys("Up", "Left")
        self.assertEqual(self.calendar.get_focused_date(), "2026-12-07", "↑ ←: a week and a day back")
        self.keys("Page_Down")
        self.assertEqual(self.calendar.get_focused_date(), "2027-01-07", "Page Down: the same day of the next month")
        self.keys("Shift+Page_Up")
        self.assertEqual(self.calendar.get_focused_date(), "2026-01-07", "Shift+Page Up: a year back")
        self.keys("End")
        self.assertEqual(self.calendar.get_focused_date(), "2026-01-31", "End: the month's last day")
        self.keys("Home")
        self.assertEqual(self.calendar.get_focused_date(), "2026-01-01", "Home: its first")
        self.keys("Return")
        self.assertEqual(len(self.picked), 1, "Enter picks, notified once")
        picked = self.calendar.props.date_time
        self.assertEqual(day_of(picked), (2026, 1, 1))
        self.assertEqual((picked.get_hour(), picked.get_minute()), (14, 5), "the time of day is kept")
        self.assertEqual(picked.get_timezone().get_identifier(), "America/New_York")
        self.keys("Right", "space")
        self.assertEqual(day_of(self.calendar.props.date_time), (2026, 1, 2), "Space picks too")
        selected = [cell for cell in cells(self.calendar) if cell.get_state_flags() & Gtk.StateFlags.SELECTED]
        self.assertEqual(len(selected), 1)
        self.assertTrue(selected[0].has_focus(), "the picked day keeps the keyboard")

    @needs_xdotool
    def test_arrows_are_mirrored_right_to_left(self):
        self.show("ar_EG", "Africa/Cairo")
        self.keys("Left")
        self.assertEqual(self.calendar.get_focused_date(), "2026-12-01", "←, right to left: the next day")
        self.keys("Right", "Right")
        self.assertEqual(self.calendar.get_focused_date(), "2026-11-29")

    @needs_xdotool
    def test_the_keys_stop_at_the_bounds(self):
        self.show("he_IL@calendar=hebrew", "Asia/Jerusalem", maximum_date_time=moment("Asia/Jerusalem",
                                                                                      2026, 12, 2, 12, 0, 0))
        self.keys("Down", "Page_Down", "End")
        self.assertEqual(self.calendar.get_focused_date(), "2026-12-02", "the keys stop at the maximum's day")
        self.keys("Return")
        self.assertEqual(day_of(self.calendar.props.date_time), (2026, 12, 2))

    @needs_xdotool
    def test_a_click_picks_a_day(self):
        self.show("fa_IR", "Asia/Tehran", minimum_date_time=moment("Asia/Tehran", 2026, 11, 25, 0, 0, 0))
        days = cells(self.calendar)
        # 9 Azar 1405 is 2026-11-30; the month's first day, 1 Azar, is 2026-11-22, before the minimum.
        first = next(cell for cell in days if not cell.has_css_class("other-month"))
        self.click(first)
        self.assertEqual(self.picked, [], "a day before the minimum cannot be picked")
        self.click(days[days.index(first) + 10])
        self.assertEqual(day_of(self.calendar.props.date_time), (2026, 12, 2), "11 Azar")
        self.assertEqual(len(self.picked), 1)


def inside(widget, kind):
    return [child for child in descendants(widget) if isinstance(child, kind)]


class DateButtonTests(unittest.TestCase):
    def button(self, locale="en_US", zone="America/New_York", mode=Datepick.Mode.DATE, **properties):
        button = Datepick.DateButton(locale=locale, mode=mode, time_zone=zone,
                                     date_time=moment(zone, 2026, 11, 30, 14, 5, 0), **properties)
        self.assertIsNone(button.props.error)
        return button

    def test_the_text_is_the_locales_medium_style(self):
        # CLDR 42: en medium date "MMM d, y", short time "h:mm a" (a narrow space before PM), joined "{1}, {0}";
        # ja "y/MM/dd" and "H:mm", joined "{1} {0}"; ar "dd‏/MM‏/y" in Arabic digits.
        self.assertEqual(self.button().get_text(), "Nov 30, 2026")
        self.assertEqual(self.button(mode=Datepick.Mode.DATE_AND_TIME).get_text(), "Nov 30, 2026, 2:05\u202fPM")
        self.assertEqual(self.button("ja_JP", "Asia/Tokyo", Datepick.Mode.DATE_AND_TIME).get_text(), "2026/11/30 14:05")
        button = self.button("ar_EG", "Africa/Cairo")
        self.assertEqual(button.get_text(), "٣٠\u200f/١١\u200f/٢٠٢٦")
        self.assertEqual(button.get_direction(), Gtk.TextDirection.RTL)

    def test_the_minute_interval_rounds_the_value(self):
        button = self.button(mode=Datepick.Mode.DATE_AND_TIME, minute_interval=15)
        self.assertEqual((button.props.date_time.get_hour(), button.props.date_time.get_minute()), (14, 0))
        self.assertEqual(button.get_text(), "Nov 30, 2026, 2:00\u202fPM")

    def test_other_modes_are_refused(self):
        button = self.button()
        for mode in (Datepick.Mode.TIME, Datepick.Mode.COUNT_DOWN_TIMER, Datepick.Mode.YEAR_AND_MONTH):
            button.props.mode = mode
            self.assertEqual(button.props.error, "a date button shows --mode date or dateAndTime, not "
                             + Datepick.mode_to_string(mode))
            self.assertEqual(button.get_text(), "Nov 30, 2026", "the value shown before stays")
        button.props.mode = Datepick.Mode.DATE
        self.assertIsNone(button.props.error)
        button.props.locale = "xx_YY"
        self.assertIn("xx", button.props.error)

    def test_the_popover_holds_a_calendar_and_in_date_and_time_the_time_wheels(self):
        button = self.button("he_IL@calendar=hebrew", "Asia/Jerusalem", Datepick.Mode.DATE_AND_TIME,
                             minimum_date_time=moment("Asia/Jerusalem", 2026, 11, 20, 0, 0, 0))
        self.assertFalse(inside(button, Datepick.Calendar), "made when first opened, not with the button")
        popover_made(button)
        calendars, wheels = inside(button, Datepick.Calendar), inside(button, Datepick.WheelPicker)
        self.assertEqual(len(calendars), 1)
        self.assertEqual(len(wheels), 1)
        calendar, time = calendars[0], wheels[0]
        self.assertEqual(calendar.get_heading(), "כסלו 5787")
        self.assertFalse(cells(calendar)[0].get_sensitive(), "the bounds are the calendar's too")
        self.assertEqual(time.props.mode, Datepick.Mode.TIME)
        self.assertTrue(time.get_visible())
        seen = []
        button.connect("notify::date-time", lambda widget, _: seen.append(widget.props.date_time))
        self.assertTrue(time.step(0, 1), "an hour later on the wheels")
        self.assertEqual(len(seen), 1)
        self.assertEqual(seen[0].get_hour(), 15)
        self.assertEqual(calendar.props.date_time.get_hour(), 15, "the calendar keeps the time the wheels set")
        button.props.mode = Datepick.Mode.DATE
        self.assertFalse(time.get_visible(), "a date has no time wheels")


class DateButtonKeyboardTests(InAWindow):
    """The button's popover as a person uses it: a click opens it, the keys pick."""

    def show_button(self, locale, zone, mode):
        self.window = Gtk.Window()
        self.button = Datepick.DateButton(locale=locale, time_zone=zone, mode=mode,
                                          date_time=moment(zone, 2026, 11, 30, 14, 5, 0))
        self.picked = []
        self.button.connect("notify::date-time", lambda widget, _: self.picked.append(widget.props.date_time))
        self.window.set_child(self.button)
        self.window.present()
        self.assertTrue(spin(lambda: self.window.is_active() and self.button.get_width() > 0), "the window is up")
        self.click(self.button)
        self.assertTrue(spin(lambda: inside(self.button, Gtk.Popover) and inside(self.button, Gtk.Popover)[0].get_mapped()),
                        "a click opens the popover")
        self.popover = inside(self.button, Gtk.Popover)[0]
        spin(lambda: False, 0.2)

    @needs_xdotool
    def test_a_day_picked_closes_the_popover(self):
        self.show_button("ja_JP", "Asia/Tokyo", Datepick.Mode.DATE)
        self.keys("Right", "Return")
        self.assertEqual(len(self.picked), 1)
        self.assertEqual(day_of(self.button.props.date_time), (2026, 12, 1))
        self.assertEqual(self.button.get_text(), "2026/12/01")
        self.assertTrue(spin(lambda: not self.popover.get_visible()), "the popover closes on the day")

    @needs_xdotool
    def test_date_and_time_keeps_the_popover_open(self):
        self.show_button("zh_CN@calendar=chinese", "Asia/Shanghai", Datepick.Mode.DATE_AND_TIME)
        self.keys("Down", "space")
        picked = self.button.props.date_time
        self.assertEqual(day_of(picked), (2026, 12, 7))
        self.assertEqual((picked.get_hour(), picked.get_minute()), (14, 5), "the time of day is kept")
        self.assertTrue(self.popover.get_visible())
        time = inside(self.button, Datepick.WheelPicker)[0]
        self.assertEqual(day_of(time.props.date_time), (2026, 12, 7), "the wheels have the day picked")
        self.keys("Escape")
        self.assertTrue(spin(lambda: not self.popover.get_visible()), "Escape closes it")


if __name__ == "__main__":
    unittest.main(verbosity=2)
