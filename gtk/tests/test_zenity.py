"""datepick-gtk --calendar as a drop-in for zenity's and yad's calendar: zenity 3.44's command lines (docs/gtk.md lists
the forms tried) run as a script runs them, with their stdout and exit status, compared with zenity's own for the
same keys where zenity is installed; the calendar shown (the locale's calendar, first weekday and digits) read over
AT-SPI, as a screen reader reads it. Run by tools/test-gtk under Xvfb with G_DEBUG=fatal-warnings and an
accessibility bus of its own; DATEPICK_GTK names the program. The C library's locales that the comparisons need
are compiled for the run with localedef (LOCPATH), as no machine need have them installed."""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import unittest

import gi


def dump_tree(pid):
    """Prints the accessible tree of a process's application as JSON: [role, name, selected, extents] a node, depth
    first, with a table cell's extents [x, y, width, height] in its window (else null: GTK 4.8 has no screen's).
    Run in a process of its own, started after the application is up: libatspi asks an application that appears
    after Atspi.init() for a cache GTK 4.8 does not serve, and warns."""
    gi.require_version("Atspi", "2.0")
    from gi.repository import Atspi

    Atspi.init()
    deadline = time.monotonic() + 15
    application = None
    while application is None and time.monotonic() < deadline:
        desktop = Atspi.get_desktop(0)
        for index in range(desktop.get_child_count()):
            child = desktop.get_child_at_index(index)
            if child is not None and child.get_process_id() == pid:
                application = child
        time.sleep(0.1)
    nodes = []

    def walk(node):
        role = node.get_role_name()
        box = node.get_extents(Atspi.CoordType.WINDOW) if role == "table cell" else None
        nodes.append([role, node.get_name(), node.get_state_set().contains(Atspi.StateType.SELECTED),
                      [box.x, box.y, box.width, box.height] if box else None])
        for index in range(node.get_child_count()):
            child = node.get_child_at_index(index)
            if child is not None:
                walk(child)

    if application is not None:
        walk(application)
    print(json.dumps(nodes))


if len(sys.argv) > 2 and sys.argv[1] == "--tree":
    dump_tree(int(sys.argv[2]))
    sys.exit(0)

import support  # noqa: E402
from support import close_window, xdotool  # noqa: E402

DIALOG = os.environ["DATEPICK_GTK"]
ZENITY = shutil.which("zenity")
NOT_AVAILABLE = "This option is not available. Please see --help for all possible usages.\n"
# The day the tests ask for: Thursday 5 February 2026, whose month begins on a Sunday.
FEBRUARY_5 = ["--day", "5", "--month", "2", "--year", "2026"]
LOCALES = {}  # POSIX name: whether the C library has it here (compiled into LOCPATH)
LOCPATH = tempfile.mkdtemp(prefix="datepick-locales-")


def setUpModule():
    for name in ("de_DE.UTF-8", "th_TH.UTF-8", "he_IL.UTF-8"):
        language = name.split(".")[0]
        made = shutil.which("localedef") and subprocess.run(
            ["localedef", "-i", language, "-f", "UTF-8", os.path.join(LOCPATH, name)], capture_output=True).returncode
        LOCALES[name] = made in (0, 1)  # 1: made, with warnings
        if not LOCALES[name]:
            print(f"tests: the C library's {name} could not be compiled (localedef); its outputs are not compared",
                  file=sys.stderr)


def tearDownModule():
    shutil.rmtree(LOCPATH, ignore_errors=True)


def environment(**variables):
    return {**os.environ, "LOCPATH": LOCPATH, **variables}


def run(program, arguments, keys=("Return",), variables=None):
    """The program's status, stdout and stderr after the keys in its window (none: it ends by itself)."""
    variables = variables or {}
    if program != DIALOG:
        # zenity's own GTK 3 warnings are not under test.
        variables = {**variables, "G_DEBUG": ""}
    dialog = support.Dialog(program, arguments, environment(**variables))
    if keys:
        return dialog.keys(*keys)
    return dialog.finish()


def dialog(arguments, keys=("Return",), **variables):
    return run(DIALOG, ["--calendar", *arguments], keys, variables)


def forms(options):
    """The options as `--name=value`, and as `--name value`."""
    return ([f"--{name}={value}" for name, value in options],
            [word for name, value in options for word in (f"--{name}", value)])


class Shown:
    """datepick-gtk --calendar showing its window: its accessible tree, [role, name, selected, extents] a node."""

    def __init__(self, arguments, **variables):
        self.dialog = support.Dialog(DIALOG, ["--calendar", *arguments], environment(**variables))
        self.window = self.dialog.window()
        reader = subprocess.run([sys.executable, __file__, "--tree", str(self.dialog.process.pid)],
                                capture_output=True, text=True, timeout=60)
        self.nodes = json.loads(reader.stdout) if reader.returncode == 0 else []
        self.reader_error = reader.stderr

    def named(self, role):
        return [name for node_role, name, _, _ in self.nodes if node_role == role]

    def close(self, key="Escape"):
        xdotool("key", key)
        return self.dialog.finish()


class OutputTests(unittest.TestCase):
    """What is printed: the day picked, as zenity's g_date_strftime writes it."""

    def test_the_default_format_is_the_locales(self):
        # nl_langinfo (D_FMT): C's %m/%d/%y, de_DE's %d.%m.%Y.
        self.assertEqual(dialog(FEBRUARY_5)[:2], (0, "02/05/26\n"))
        if LOCALES["de_DE.UTF-8"]:
            self.assertEqual(dialog(FEBRUARY_5, LANG="de_DE.UTF-8")[:2], (0, "05.02.2026\n"))

    def test_strftime_formats(self):
        self.assertEqual(dialog([*FEBRUARY_5, "--date-format", "%Y-%m-%d"])[:2], (0, "2026-02-05\n"))
        self.assertEqual(dialog([*FEBRUARY_5, "--date-format", "%A %j%n%%"])[:2], (0, "Thursday 036\n%\n"))
        if LOCALES["de_DE.UTF-8"]:
            self.assertEqual(dialog([*FEBRUARY_5, "--date-format", "%A, %d. %B %Y"], LC_TIME="de_DE.UTF-8")[:2],
                             (0, "Donnerstag, 05. Februar 2026\n"))

    def test_out_of_range_values_as_zenity_takes_them(self):
        # GtkCalendar refuses month 13 (today's month and year stay) and day 40 (today's day stays); 0x10 is 16.
        today = time.localtime()
        self.assertEqual(dialog(["--day", "5", "--month", "13", "--year", "2020", "--date-format", "%Y-%m-%d"])[:2],
                         (0, f"{today.tm_year}-{today.tm_mon:02}-05\n"))
        self.assertEqual(dialog(["--day", "40", "--month", "3", "--year", "2026", "--date-format", "%m-%d"])[:2],
                         (0, f"03-{today.tm_mday:02}\n"))
        self.assertEqual(dialog(["--day", "0x10", "--month", "1", "--year", "2026", "--date-format", "%F"])[:2],
                         (0, "2026-01-16\n"))

    def test_a_day_moved_to_with_the_keys(self):
        # → the next day, Page Down a month later: Enter prints the day the keys are on.
        self.assertEqual(dialog([*FEBRUARY_5, "--date-format=%F"], ("Right", "Page_Down", "Return"))[:2],
                         (0, "2026-03-06\n"))

    def test_the_same_as_zenity(self):
        if not ZENITY:
            self.skipTest("zenity is not installed: the output is not compared with zenity's")
        # The locale's default format (nl_langinfo (D_FMT), Thai's with the Buddhist year) and one of many fields.
        rich = "%A %a %d %e %B %b %Y %y %C %j %U %V %G %u %w %D, %x, %Ey %EC"
        cases = [({}, None), ({}, rich), ({"LANG": "th_TH.UTF-8"}, None), ({"LANG": "th_TH.UTF-8"}, rich),
                 ({"LANG": "de_DE.UTF-8"}, rich), ({"LANG": "C.UTF-8", "LC_TIME": "he_IL.UTF-8"}, rich)]
        for variables, format in cases:
            if any(value in LOCALES and not LOCALES[value] for value in variables.values()):
                continue
            arguments = [*FEBRUARY_5, *(["--date-format", format] if format else [])]
            with self.subTest(variables=variables, format=format):
                ours = run(DIALOG, ["--calendar", *arguments], ("Return",), variables)
                theirs = run(ZENITY, ["--calendar", *arguments], ("Return",), variables)
                self.assertEqual(ours[:2], theirs[:2], ours[2])
        for keys, arguments in ((("Escape",), FEBRUARY_5), ((), [*FEBRUARY_5, "--timeout", "1"])):
            with self.subTest(keys=keys):
                self.assertEqual(run(DIALOG, ["--calendar", *arguments], keys)[:2],
                                 run(ZENITY, ["--calendar", *arguments], keys)[:2])


class OptionTests(unittest.TestCase):
    """Each of zenity's calendar options, and yad's --show-weeks, as --name=value and as --name value."""

    def test_day_month_year_and_date_format(self):
        for arguments in forms([("day", "5"), ("month", "2"), ("year", "2026"), ("date-format", "%d %m %Y")]):
            with self.subTest(arguments):
                self.assertEqual(dialog([*arguments, "--modal"])[:2], (0, "05 02 2026\n"))

    def test_title_width_and_height(self):
        for arguments in forms([("title", "Pick a day"), ("width", "640"), ("height", "520")]):
            with self.subTest(arguments):
                shown = support.Dialog(DIALOG, ["--calendar", *arguments], environment())
                window = shown.window()
                self.assertEqual(xdotool("getwindowname", window).stdout.strip(), "Pick a day")
                geometry = xdotool("getwindowgeometry", window).stdout
                size = geometry.split("Geometry: ")[1].split()[0]
                width, height = map(int, size.split("x"))
                self.assertTrue(width >= 640 and height >= 520, geometry)
                xdotool("key", "Escape")
                self.assertEqual(shown.finish()[:2], (1, ""))
        # Without them, the window is the calendar's size, and zenity's title.
        shown = support.Dialog(DIALOG, ["--calendar"], environment())
        window = shown.window()
        self.assertEqual(xdotool("getwindowname", window).stdout.strip(), "Calendar selection")
        width = int(xdotool("getwindowgeometry", window).stdout.split("Geometry: ")[1].split("x")[0])
        self.assertLess(width, 640)
        xdotool("key", "Escape")
        shown.finish()

    def test_text_as_markup_and_the_button_labels(self):
        for arguments in forms([("text", "<b>When</b> shall we meet?"), ("ok-label", "Meet"),
                                ("cancel-label", "Not now")]):
            with self.subTest(arguments):
                shown = Shown(arguments)
                labels = shown.named("label")
                self.assertIn("When shall we meet?", labels, shown.reader_error)
                self.assertIn("Calendar:", labels)
                buttons = shown.named("push button")
                self.assertIn("Meet", buttons)
                self.assertIn("Not now", buttons)
                self.assertEqual(shown.close()[:2], (1, ""))
        # zenity's own words without them.
        shown = Shown([])
        self.assertIn("Select a date from below.", shown.named("label"), shown.reader_error)
        self.assertIn("OK", shown.named("push button"))
        self.assertIn("Cancel", shown.named("push button"))
        shown.close()

    def test_timeout_prints_the_day_and_exits_5(self):
        for arguments in forms([("timeout", "1"), ("date-format", "%F"), ("day", "5"), ("month", "2"),
                                ("year", "2026")]):
            with self.subTest(arguments):
                self.assertEqual(dialog(arguments, ())[:2], (5, "2026-02-05\n"))

    def test_show_weeks(self):
        # Each week's number heads its row: in C (en_US_POSIX, weeks from Sunday) February 2026 is weeks 6 to 9;
        # in German, ISO weeks 5 to 9.
        for variables, weeks in (({}, ["6", "7", "8", "9"]), ({"LANG": "de_DE.UTF-8"}, ["5", "6", "7", "8", "9"])):
            with self.subTest(variables):
                shown = Shown([*FEBRUARY_5, "--show-weeks"], **variables)
                self.assertEqual(shown.named("row header"), weeks, shown.reader_error)
                shown.close()
        plain = Shown(FEBRUARY_5)
        self.assertEqual(plain.named("row header"), [])
        plain.close()

    def test_calendar_with_a_name_is_still_the_calendar_system(self):
        # datepick's --calendar NAME, either form: its output (ISO), not zenity's.
        for arguments in (["--calendar", "japanese"], ["--calendar=japanese"]):
            with self.subTest(arguments):
                status, out, err = run(DIALOG, [*arguments, "--style", "inline", "--date", "2026-02-05"])
                self.assertEqual((status, out), (0, "2026-02-05\n"), err)
        # A bare --calendar anywhere, last or before another option.
        self.assertEqual(run(DIALOG, [*FEBRUARY_5, "--calendar"])[:2], (0, "02/05/26\n"))


class ExitTests(unittest.TestCase):
    def test_ok_cancel_and_closing(self):
        self.assertEqual(dialog(FEBRUARY_5, ("Escape",)), (1, "", ""))
        # Tab from the calendar's day: Cancel, then OK.
        self.assertEqual(dialog(FEBRUARY_5, ("Tab", "Return")), (1, "", ""))
        self.assertEqual(dialog(FEBRUARY_5, ("Tab", "Tab", "Return"))[:2], (0, "02/05/26\n"))
        shown = support.Dialog(DIALOG, ["--calendar", *FEBRUARY_5], environment())
        close_window(shown.window())
        self.assertEqual(shown.finish(), (1, "", ""))

    def test_a_double_click_on_a_day_accepts_it(self):
        # zenity's GtkCalendar prints the day double-clicked; a single click picks it and waits.
        shown = Shown([*FEBRUARY_5, "--date-format", "%F"])
        x, y, width, height = next(box for _, name, _, box in shown.nodes
                                   if name.startswith("Thursday, February 12"))
        xdotool("mousemove", "--window", shown.window, str(x + width // 2), str(y + height // 2))
        xdotool("click", "1")
        time.sleep(0.5)
        self.assertIsNone(shown.dialog.process.poll(), "one click does not accept")
        # Two clicks within the double-click time: a loaded machine can stretch them apart (then GTK sees two
        # single clicks, which only pick), so a double click is tried up to three times.
        for _ in range(3):
            xdotool("click", "--repeat", "2", "--delay", "60", "1")
            if support.until(lambda: shown.dialog.process.poll() is not None, seconds=3):
                break
        self.assertEqual(shown.dialog.finish()[:2], (0, "2026-02-12\n"))

    def test_extra_buttons_print_their_label_and_exit_1(self):
        # zenity's --extra-button (repeatable), after OK: its label is printed, the status is 1.
        arguments = [*FEBRUARY_5, "--extra-button", "Later", "--extra-button=Never"]
        self.assertEqual(dialog(arguments, ("Tab", "Tab", "Tab", "Tab", "Return")), (1, "Never\n", ""))
        if ZENITY:
            self.assertEqual(run(ZENITY, ["--calendar", *arguments], ("Tab", "Tab", "Return"))[:2], (1, "Never\n"))

    def test_bad_options_exit_255_with_zenitys_line(self):
        for arguments in (["--bogus"], ["--day", "08"], ["--day="], ["--width"], ["--timeout", "soon"],
                          ["--locale", "de_DE"]):
            with self.subTest(arguments):
                result = run(DIALOG, ["--calendar", *arguments], ())
                self.assertEqual(result, (255, "", NOT_AVAILABLE))
                if ZENITY:
                    theirs = run(ZENITY, ["--calendar", *arguments], ())
                    self.assertEqual(theirs, (255, "", NOT_AVAILABLE))

    def test_help(self):
        status, out, err = run(DIALOG, ["--calendar", "--help"], ())
        self.assertEqual((status, err), (0, ""))
        for option in ("--title", "--text", "--day", "--month", "--year", "--date-format", "--width", "--height",
                       "--timeout", "--ok-label", "--cancel-label", "--show-weeks", "--extra-button", "--modal"):
            self.assertIn(f"  {option}", out)


class LocaleTests(unittest.TestCase):
    """The calendar is the environment's locale's (LC_ALL, LC_TIME, LANG), from ICU, whether or not the C library
    has that locale: its calendar, its first weekday, its digits."""

    def heading_and_first_day(self, **variables):
        shown = Shown(FEBRUARY_5, **variables)
        tables, cells = shown.named("table"), shown.named("table cell")
        selected = [name for role, name, chosen, _ in shown.nodes if role == "table cell" and chosen]
        self.assertEqual(shown.close("Return")[0], 0)
        self.assertEqual(len(tables), 1, shown.reader_error)
        return tables[0], cells[0], selected

    def test_thai_is_buddhist(self):
        # 2026 is 2569 of the Buddhist Era; the output stays zenity's (Gregorian, by the C library's locale).
        for variables in ({"LANG": "th_TH.UTF-8"}, {"LANG": "C.UTF-8", "LC_TIME": "th_TH.UTF-8"}):
            with self.subTest(variables):
                heading, _, selected = self.heading_and_first_day(**variables)
                self.assertIn("2569", heading)
                self.assertNotIn("2026", heading)
                self.assertEqual(len(selected), 1)
                self.assertIn("2569", selected[0])

    def test_first_weekday(self):
        # February 2026 begins on a Sunday: the first column is Monday in German, Sunday in Hebrew and in C.
        for variables, first in (({"LANG": "de_DE.UTF-8"}, "Montag, 26. Januar 2026"),
                                 ({"LC_ALL": "he_IL.UTF-8"}, "יום ראשון"),
                                 ({}, "Sunday, February 1, 2026")):
            with self.subTest(variables):
                _, cell, _ = self.heading_and_first_day(**variables)
                self.assertTrue(cell.startswith(first), cell)

    def test_digits(self):
        # ar_EG writes its days with Arabic-Indic digits (٥ is 5); LC_ALL is taken before LANG.
        _, _, selected = self.heading_and_first_day(LANG="de_DE.UTF-8", LC_ALL="ar_EG.UTF-8")
        self.assertIn("٥", selected[0])
        self.assertIn("٢٠٢٦", selected[0])


if __name__ == "__main__":
    unittest.main(verbosity=2)
