"""The accessible tree of Datepick's widgets as Orca reads it: over AT-SPI, from another process, as a screen reader
does. The widgets run in a child process (this file with --app); the tests walk its tree on the accessibility bus
and check roles, names, values and states. Run by tools/test-gtk under Xvfb with G_DEBUG=fatal-warnings, with an
accessibility bus of its own."""
import gettext
import json
import os
import select
import subprocess
import sys
import time
import unittest

import gi

APPLICATION = "datepick-accessible-test"


def run_app():
    """Shows the widgets the tests read, says so on stdout, and runs until stdin closes."""
    gi.require_version("Gtk", "4.0")
    gi.require_version("Datepick", "1")
    from gi.repository import Datepick, GLib, Gtk

    GLib.set_prgname(APPLICATION)
    Gtk.init()

    def moment(zone, *fields):
        return GLib.DateTime.new(GLib.TimeZone.new_identifier(zone), *fields)

    box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
    box.append(Datepick.WheelPicker(locale="ja_JP", mode=Datepick.Mode.DATE, time_zone="Asia/Tokyo",
                                    date_time=moment("Asia/Tokyo", 2026, 11, 30, 14, 5, 0)))
    box.append(Datepick.WheelPicker(locale="ar_EG", mode=Datepick.Mode.TIME, time_zone="Africa/Cairo",
                                    date_time=moment("Africa/Cairo", 2026, 11, 30, 14, 5, 0)))
    box.append(Datepick.Calendar(locale="en_US", time_zone="UTC", date_time=moment("UTC", 2026, 11, 30, 14, 5, 0),
                                 minimum_date_time=moment("UTC", 2026, 11, 3, 0, 0, 0)))
    box.append(Datepick.Calendar(locale="he_IL@calendar=hebrew", time_zone="Asia/Jerusalem",
                                 date_time=moment("Asia/Jerusalem", 2026, 11, 30, 14, 5, 0)))
    box.append(Datepick.DateButton(locale="en_US", mode=Datepick.Mode.DATE_AND_TIME, time_zone="UTC",
                                   date_time=moment("UTC", 2026, 11, 30, 14, 5, 0)))
    window = Gtk.Window(title=APPLICATION, child=box)
    window.present()
    loop = GLib.MainLoop()
    GLib.timeout_add(500, lambda: print("ready", flush=True) and False)
    GLib.io_add_watch(GLib.IOChannel.unix_new(sys.stdin.fileno()), GLib.PRIORITY_DEFAULT,
                      GLib.IOCondition.IN | GLib.IOCondition.HUP, lambda *_: loop.quit() or False)
    loop.run()
    window.destroy()


if len(sys.argv) > 1 and sys.argv[1] == "--app":
    run_app()
    sys.exit(0)

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # noqa: E402
from support import Dialog  # noqa: E402


def tree(accessible):
    """An accessible and all below it, depth first."""
    yield accessible
    for index in range(accessible.get_child_count()):
        child = accessible.get_child_at_index(index)
        if child is not None:
            yield from tree(child)


def of_role(accessible, role):
    return [node for node in tree(accessible) if node.get_role() == role]


def has(node, state):
    return node.get_state_set().contains(state)


class AccessibleTreeTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.app = subprocess.Popen([sys.executable, __file__, "--app"], stdin=subprocess.PIPE,
                                   stdout=subprocess.PIPE, text=True)
        # Within half a minute, so that a process that hangs fails the tests rather than holding them.
        started, _, _ = select.select([cls.app.stdout], [], [], 30)
        if not started or cls.app.stdout.readline().strip() != "ready":
            cls.app.kill()
            raise RuntimeError("the widgets' process did not start")
        Atspi.init()
        deadline = time.monotonic() + 10
        cls.root = None
        while cls.root is None and time.monotonic() < deadline:
            desktop = Atspi.get_desktop(0)
            for index in range(desktop.get_child_count()):
                application = desktop.get_child_at_index(index)
                if application is not None and application.get_name() == APPLICATION:
                    cls.root = application
            time.sleep(0.1)
        if cls.root is None:
            cls.app.kill()
            raise RuntimeError(f"{APPLICATION} is not on the accessibility bus")

    @classmethod
    def tearDownClass(cls):
        cls.app.stdin.close()
        try:
            cls.app.wait(10)
        finally:
            cls.app.kill()
            cls.app.stdout.close()

    def tables(self):
        return {table.get_name(): table for table in of_role(self.root, Atspi.Role.TABLE)}

    def test_each_wheel_is_a_focusable_spin_button_named_by_its_title(self):
        wheels = of_role(self.root, Atspi.Role.SPIN_BUTTON)
        # The ja_JP date's wheels (CLDR 42's field names 年 月 日), then the ar_EG time's, hour first: its title
        # "الساعات". Their value text is checked in gtk/tests/accessible.c: GTK 4.8's bridge gives the Value
        # interface to GTK's own ranges only, so the description carries the selected label (CLDR 42's ja
        # "y年", "M月", "d日") for a screen reader to say.
        self.assertEqual([wheel.get_name() for wheel in wheels[:3]], ["年", "月", "日"])
        self.assertEqual([wheel.get_description() for wheel in wheels[:3]], ["2026年", "11月", "30日"])
        self.assertEqual(len(wheels), 6)
        self.assertEqual(wheels[3].get_name(), "الساعات")
        for wheel in wheels:
            self.assertTrue(has(wheel, Atspi.StateType.FOCUSABLE))

    def test_the_calendar_is_a_grid_of_cells_named_by_their_full_date(self):
        tables = self.tables()
        self.assertIn("November 2026", tables)
        november = tables["November 2026"]
        days = of_role(november, Atspi.Role.TABLE_CELL)
        self.assertEqual(len(days), 35, "five weeks of seven days")
        # CLDR 42's full date in English, "EEEE, MMMM d, y".
        self.assertEqual(days[0].get_name(), "Sunday, November 1, 2026")
        self.assertEqual(days[-1].get_name(), "Saturday, December 5, 2026")
        selected = [day.get_name() for day in days if has(day, Atspi.StateType.SELECTED)]
        self.assertEqual(selected, ["Monday, November 30, 2026"])
        self.assertFalse(has(days[0], Atspi.StateType.SENSITIVE), "November 1 is before the minimum")
        self.assertTrue(has(days[2], Atspi.StateType.SENSITIVE), "November 3 is not")
        names = [node.get_name() for node in tree(november)]
        self.assertLess(names.index("Sunday"), names.index("Saturday"), "the weekday headers are named in full")
        self.assertLess(names.index("Saturday"), names.index("Sunday, November 1, 2026"), "before the days")
        buttons = [button.get_name() for button in of_role(november, Atspi.Role.PUSH_BUTTON)]
        self.assertEqual(buttons, ["October 2026", "December 2026"], "the month buttons, by the month they show")
        self.assertFalse(has(of_role(november, Atspi.Role.PUSH_BUTTON)[0], Atspi.StateType.SENSITIVE),
                         "October is before the minimum")

    def test_a_hebrew_calendar_names_its_days_in_hebrew(self):
        tables = self.tables()
        self.assertIn("כסלו 5787", tables)
        days = of_role(tables["כסלו 5787"], Atspi.Role.TABLE_CELL)
        selected = [day.get_name() for day in days if has(day, Atspi.StateType.SELECTED)]
        # CLDR 42's full date in Hebrew, "EEEE, d בMMMM y": 2026-11-30 is Monday 20 Kislev 5787 (hebcal.com).
        self.assertEqual(selected, ["יום שני, 20 בכסלו 5787"])

    def test_the_date_buttons_name_is_its_value(self):
        buttons = [button.get_name() for button in of_role(self.root, Atspi.Role.PUSH_BUTTON)]
        # CLDR 42: "MMM d, y" and "h:mm a" (a narrow space before PM), joined "{1}, {0}".
        self.assertIn("Nov 30, 2026, 2:05\u202fPM", buttons)


def application_of(pid, seconds=15):
    """The application a process put on the accessibility bus, once it is there."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        desktop = Atspi.get_desktop(0)
        for index in range(desktop.get_child_count()):
            application = desktop.get_child_at_index(index)
            if application is not None and application.get_process_id() == pid:
                return application
        time.sleep(0.1)
    return None


def print_button_names(pid):
    """Prints the push buttons' names of a process's application as JSON. Run in a process of its own, started
    after the application is up: libatspi asks an application that appears after Atspi.init() for a cache GTK
    4.8 does not serve, and warns."""
    Atspi.init()
    application = application_of(pid)
    names = [button.get_name() for button in of_role(application, Atspi.Role.PUSH_BUTTON)] if application else None
    print(json.dumps(names))


class DialogButtonsTests(unittest.TestCase):
    """datepick-gtk's Cancel and OK in --locale's language, with GTK's own words (its gettext domain gtk40, read
    here with Python's gettext from the same catalogue), else in the environment's (C here: English)."""

    def button_names(self, locale):
        dialog = Dialog(os.environ["DATEPICK_GTK"], ["--locale", locale, "--zone", "UTC"])
        try:
            dialog.window()
            reader = subprocess.run([sys.executable, __file__, "--button-names", str(dialog.process.pid)],
                                    capture_output=True, text=True, timeout=60)
            self.assertEqual(reader.returncode, 0, reader.stderr)
            return json.loads(reader.stdout)
        finally:
            dialog.process.kill()
            dialog.finish()

    def test_the_buttons_speak_the_pickers_language(self):
        for locale, language in (("ja_JP", "ja"), ("de_DE", "de"), ("he_IL@calendar=hebrew", "he"),
                                 ("zh_Hant_TW", "zh_TW")):
            with self.subTest(locale):
                gtk = gettext.translation("gtk40", "/usr/share/locale", [language])
                expected = [gtk.gettext(message).replace("_", "") for message in ("_Cancel", "_OK")]
                self.assertNotEqual(expected, ["Cancel", "OK"], "GTK has this translation")
                names = self.button_names(locale)
                self.assertEqual(len(names), 2, names)
                # GTK 4.8 names a button with a mnemonic by its label twice, with and without the underscore.
                for name, word in zip(names, expected):
                    self.assertIn(word, name)

    def test_without_gtks_translation_the_environments(self):
        self.assertFalse(os.path.exists("/usr/share/locale/yo/LC_MESSAGES/gtk40.mo"))
        names = self.button_names("yo_NG")
        self.assertEqual(len(names), 2, names)
        for name, word in zip(names, ["Cancel", "OK"]):
            self.assertIn(word, name)


if len(sys.argv) > 2 and sys.argv[1] == "--button-names":
    print_button_names(int(sys.argv[2]))
    sys.exit(0)


if __name__ == "__main__":
    unittest.main(verbosity=2)
