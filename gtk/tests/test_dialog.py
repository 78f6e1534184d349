"""datepick-gtk as a script uses it: keys sent to its window (xdotool, under Xvfb), its stdout and exit status,
compared with what `datepick pick` prints on a terminal for the same options and the same keys. Run by
tools/test-gtk with G_DEBUG=fatal-warnings; DATEPICK_GTK names the program, DATEPICK the command line tool."""
import json
import os
import subprocess
import threading
import time
import unittest

import support
from support import close_window, until, xdotool

DIALOG = os.environ["DATEPICK_GTK"]
DATEPICK = os.environ["DATEPICK"]

# The same keys on a terminal, as `datepick pick` reads them.
TERMINAL_KEYS = {"Down": "\x1b[B", "Up": "\x1b[A", "Tab": "\t", "Return": "\r", "Escape": "\x1b", "Page_Down": "\x1b[6~",
                 "End": "\x1b[F", "Home": "\x1b[H", "Right": "\x1b[C", "Left": "\x1b[D"}


class Dialog(support.Dialog):
    """DATEPICK_GTK running with these arguments."""

    def __init__(self, arguments, environment=None):
        super().__init__(DIALOG, arguments, environment)


def terminal_pick(arguments, keys):
    """`datepick pick` on a pseudo-terminal (its controlling terminal, as /dev/tty) with the same keys: its
    status, stdout and stderr."""
    master, slave = os.openpty()
    process = subprocess.Popen(["setsid", "--ctty", "--wait", DATEPICK, "pick", *arguments], stdin=slave,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               env={**os.environ, "TERM": "xterm-256color", "NO_COLOR": "1"})
    os.close(slave)
    screen = bytearray()

    def drain():
        while True:
            try:
                data = os.read(master, 4096)
            except OSError:
                return
            if not data:
                return
            screen.extend(data)

    reader = threading.Thread(target=drain, daemon=True)
    reader.start()
    until(lambda: b"\x1b[" in screen, 10)
    time.sleep(0.3)
    for key in keys:
        os.write(master, TERMINAL_KEYS.get(key, key).encode())
        time.sleep(0.15)
    try:
        out, err = process.communicate(timeout=15)
    except subprocess.TimeoutExpired:
        process.kill()
        out, err = process.communicate()
    os.close(master)
    return process.returncode, out, err


def message(stderr, program):
    """The one line a program said, without its name."""
    lines = stderr.splitlines()
    assert len(lines) == 1, lines
    assert lines[0].startswith(program + ": "), lines[0]
    return lines[0][len(program) + 2:]


class PickTests(unittest.TestCase):
    """Keys in datepick-gtk's window print what the same keys print in `datepick pick`."""

    def same_as_terminal(self, arguments, keys, expected=None):
        """The dialog's status and stdout for the keys, which must be the terminal's; with `expected`, that text."""
        status, out, err = Dialog(arguments).keys(*keys)
        self.assertEqual(status, 0, err)
        if expected is not None:
            self.assertEqual(out, expected)
        terminal = terminal_pick(arguments, keys)
        self.assertEqual(terminal[:2], (0, out), terminal[2])
        return out

    def test_en_US_date(self):
        self.same_as_terminal(["--locale", "en_US", "--date", "2026-11-30", "--zone", "UTC"],
                              ["Down", "Tab", "Down", "Return"], "2026-12-31\n")

    def test_ja_JP_date_and_time(self):
        self.same_as_terminal(
            ["--locale", "ja_JP", "--mode", "dateAndTime", "--date", "2026-11-30T14:05", "--zone", "Asia/Tokyo",
             "--minute-interval", "5", "--title", "いつにしますか"],
            ["Down", "Tab", "Down", "Tab", "Down", "Return"], "2026-12-01T15:10:00+09:00\n")

    def test_the_zone_wheel(self):
        # --zone-wheel: Tab four times to the zone wheel, Home its first zone; the wall time kept, the offset the
        # zone's, as `datepick pick` prints it.
        out = self.same_as_terminal(
            ["--locale", "en_US", "--mode", "dateAndTime", "--zone-wheel", "--date", "2026-11-30T14:00", "--zone",
             "America/New_York"], ["Tab", "Tab", "Tab", "Tab", "Home", "Return"])
        self.assertTrue(out.startswith("2026-11-30T14:00:00"), out)
        self.assertNotEqual(out, "2026-11-30T14:00:00-05:00\n", "another zone")

    def test_ar_EG_time_right_to_left(self):
        # The leading wheel (the hour) has the focus at first, and Tab goes on in reading order.
        self.same_as_terminal(["--locale", "ar_EG", "--mode", "time", "--date", "2026-11-30T14:05", "--zone", "UTC"],
                              ["Down", "Tab", "Up", "Return"], "15:04\n")

    def test_hebrew_calendar(self):
        result = json.loads(self.same_as_terminal(
            ["--locale", "he_IL@calendar=hebrew", "--date", "2026-11-30", "--zone", "Asia/Jerusalem",
             "--format", "json"], ["Tab", "Down", "Return"]))
        self.assertEqual(result["calendar"], "hebrew")
        self.assertNotEqual(result["value"], "2026-11-30", "a wheel moved")

    def test_chinese_calendar_with_a_pattern(self):
        result = json.loads(self.same_as_terminal(
            ["--locale", "zh_CN@calendar=chinese", "--date", "2026-11-30", "--zone", "Asia/Shanghai",
             "--output-format", "r-MM-dd", "--format", "json"], ["Down", "Return"]))
        self.assertEqual(result["calendar"], "chinese")
        self.assertTrue(result["formatted"].startswith("2027-"), result["formatted"])

    def test_fa_IR_year_and_month(self):
        out = self.same_as_terminal(["--locale", "fa_IR", "--mode", "yearAndMonth", "--date", "2026-11-30",
                                     "--zone", "Asia/Tehran"], ["Down", "Return"])
        self.assertNotEqual(out, "2026-11-22\n", "Azar 1405 begins on 22 November; a wheel moved")

    def test_a_countdown(self):
        out = self.same_as_terminal(["--locale", "de_DE", "--mode", "countDownTimer", "--duration", "3660",
                                     "--seconds", "--second-interval", "15"], ["Down", "Tab", "Tab", "Up", "Return"])
        self.assertEqual(int(out) // 3600, 2, "an hour more")
        self.assertEqual(int(out) % 60, 45, "the seconds wheel wrapped back to 45")


class CalendarStyleTests(unittest.TestCase):
    """--style inline (the month calendar, with the time wheels below it) and compact (the date button)."""

    def test_inline_date_and_time_as_on_the_terminal(self):
        # → the next day, Tab to the hour wheel, ↓ an hour later: the same keys on the terminal's calendar.
        PickTests.same_as_terminal(
            self, ["--locale", "ja_JP", "--mode", "dateAndTime", "--style", "inline", "--date", "2026-11-30T14:05",
                   "--zone", "Asia/Tokyo"], ["Right", "Tab", "Down", "Return"], "2026-12-01T15:05:00+09:00\n")

    def test_inline_hebrew_month_right_to_left(self):
        # Right to left, → is the day before; Page Down the next Hebrew month, whose day is the same.
        out = PickTests.same_as_terminal(
            self, ["--locale", "he_IL@calendar=hebrew", "--style", "inline", "--date", "2026-11-30", "--zone",
                   "Asia/Jerusalem", "--week-numbers"], ["Right", "Page_Down", "Return"])
        self.assertNotIn(out, ("2026-11-30\n", "2026-11-29\n"), "a month later")

    def test_inline_range_as_on_the_terminal(self):
        # --range: Enter on the first day, three days on, Enter on the last prints the ISO 8601 interval, as the
        # terminal's calendar does; with --format json the range as the locale writes it.
        PickTests.same_as_terminal(
            self, ["--locale", "en_US", "--style", "inline", "--range", "--date", "2026-11-30", "--zone", "UTC"],
            ["Return", "Right", "Right", "Right", "Return"], "2026-11-30/2026-12-03\n")
        out = PickTests.same_as_terminal(
            self, ["--locale", "de_DE", "--style", "inline", "--range", "--date", "2026-11-30", "--zone", "UTC",
                   "--format", "json"], ["Return", "Right", "Return"])
        self.assertIn('"formatted": "30.11. – 01.12.2026"', out)
        self.assertIn('"days": 2', out)

    def test_unavailable_weekends_as_on_the_terminal(self):
        # --unavailable weekends: the calendar's → from Friday passes over the weekend to Monday, a range cannot
        # span it, and the day wheel's ↓ from Friday lands on Monday: as on the terminal.
        PickTests.same_as_terminal(
            self, ["--locale", "en_US", "--style", "inline", "--unavailable", "weekends", "--date", "2026-12-04",
                   "--zone", "UTC"], ["Right", "Return"], "2026-12-07\n")
        PickTests.same_as_terminal(
            self, ["--locale", "he_IL", "--unavailable", "weekends", "--date", "2026-12-03", "--zone", "UTC"],
            ["Down", "Return"], "2026-12-06\n")
        PickTests.same_as_terminal(
            self, ["--locale", "en_US", "--style", "inline", "--range", "--unavailable", "weekends,2026-12-02",
                   "--date", "2026-12-03", "--zone", "UTC"], ["Return", "Right", "Return"], "2026-12-03/2026-12-04\n")

    def test_compact_opens_the_calendar(self):
        # Enter on the button accepts its value; Space opens the calendar, → a day, Enter picks it and closes it.
        arguments = ["--locale", "en_US", "--style", "compact", "--date", "2026-11-30", "--zone", "UTC"]
        self.assertEqual(Dialog(arguments).keys("Return")[:2], (0, "2026-11-30\n"))
        dialog = Dialog(arguments)
        dialog.window()
        xdotool("key", "space")
        self.assertTrue(until(lambda: len(dialog.windows()) == 2), "the popover opened")
        time.sleep(0.3)
        xdotool("key", "--delay", "100", "Right", "Return")
        self.assertTrue(until(lambda: len(dialog.windows()) == 1), "the popover closed on the day picked")
        time.sleep(0.3)
        xdotool("key", "Return")
        status, out, err = dialog.finish()
        self.assertEqual((status, out), (0, "2026-12-01\n"), err)

    def popover(self, dialog, *keys):
        """Space opens the button's popover, the keys go to it, and it closes."""
        xdotool("key", "space")
        self.assertTrue(until(lambda: len(dialog.windows()) == 2), "the popover opened")
        time.sleep(0.3)
        xdotool("key", "--delay", "100", *keys)
        self.assertTrue(until(lambda: len(dialog.windows()) == 1), f"the popover closed after {keys}")
        time.sleep(0.3)

    def test_compact_date_and_time_keeps_the_day_when_the_time_changes(self):
        # Space, Tab to the hour wheel, ↓ an hour later, Escape, Enter: the time wheels hold the button's value,
        # whatever calendar the dialog gives the button (it always gives one).
        for calendar in ([], ["--calendar", "japanese"]):
            dialog = Dialog(["--locale", "en_US", "--style", "compact", "--mode", "dateAndTime", "--date",
                             "2026-11-30T14:00", "--zone", "UTC", *calendar])
            dialog.window()
            self.popover(dialog, "Tab", "Down", "Escape")
            xdotool("key", "Return")
            status, out, err = dialog.finish()
            self.assertEqual((status, out), (0, "2026-11-30T15:00:00Z\n"), err)

    def test_compact_enter_in_the_popover_picks_and_a_second_accepts(self):
        # ↓ a week later, Enter picks it and closes the popover; Enter again accepts. On the time wheels too.
        dialog = Dialog(["--locale", "de_DE", "--style", "compact", "--mode", "dateAndTime", "--date",
                         "2026-11-30T14:00", "--zone", "Europe/Berlin"])
        dialog.window()
        self.popover(dialog, "Down", "Return")
        self.popover(dialog, "Tab", "Up", "Return")
        xdotool("key", "Return")
        status, out, err = dialog.finish()
        self.assertEqual((status, out), (0, "2026-12-07T13:00:00+01:00\n"), err)

    def test_field_as_on_the_terminal(self):
        # The month has the focus: 1 waits, 2 makes 12 and moves on; 2 waits, 5 makes 25 and moves on to the year.
        PickTests.same_as_terminal(
            self, ["--locale", "en_US", "--style", "field", "--date", "2026-11-30", "--zone", "UTC"],
            ["1", "2", "2", "5", "Return"], "2026-12-25\n")

    def test_field_refuses_an_incomplete_value_and_stays(self):
        # Enter on 09:–– is refused (the terminal says why below the field, the window too) and both stay; the
        # minute typed then, Enter accepts.
        PickTests.same_as_terminal(
            self, ["--locale", "de_DE", "--mode", "time", "--style", "field", "--empty", "--zone", "UTC"],
            ["9", "Return", "3", "0", "Return"], "09:30\n")

    def test_field_right_to_left_arrows_follow_the_screen(self):
        # ar_EG `h:mm a`: the hour has the focus; the day period is on its left on screen (the bidi algorithm's
        # order), where ← goes; ↑ there turns م (PM) to ص (AM).
        PickTests.same_as_terminal(
            self, ["--locale", "ar_EG", "--mode", "time", "--style", "field", "--date", "2026-11-30T14:05", "--zone",
                   "UTC"], ["Left", "Up", "Return"], "02:05\n")


        for style in ("inline", "compact"):
            status, _, err = Dialog(["--mode", "countDownTimer", "--style", style]).finish()
            self.assertEqual(status, 64)
            self.assertIn(f"--style {style}", message(err, "datepick-gtk"))


class CancelAndRefuseTests(unittest.TestCase):
    def test_escape_cancels(self):
        status, out, err = Dialog(["--locale", "en_US", "--zone", "UTC"]).keys("Down", "Escape")
        self.assertEqual((status, out, err), (1, "", ""))

    def test_closing_the_window_cancels(self):
        dialog = Dialog(["--locale", "en_US", "--zone", "UTC", "--title", "Close me"])
        window = dialog.window()
        close_window(window)
        status, out, err = dialog.finish()
        self.assertEqual((status, out, err), (1, "", ""))

    def test_bad_options_are_refused_as_pick_refuses_them(self):
        for arguments in (["--bogus"], ["--mode", "week"], ["--locale", "xx_YY"], ["--zone", "Mars/Base"],
                          ["--mode", "date", "--seconds"], ["--mode", "countDownTimer", "--date", "2026-11-30"],
                          ["--minute-interval", "7", "--mode", "time"], ["--mode", "time", "--style", "inline"],
                          ["--mode", "countDownTimer", "--output-format", "y"], ["--format", "xml"],
                          ["--locale"], ["--min", "2026-12-01", "--max", "2026-11-01"],
                          ["--mode", "dateAndTime", "--style", "inline", "--zone-wheel"],
                          ["--mode", "countDownTimer", "--style", "field"], ["--empty"]):
            status, out, err = Dialog(arguments).finish()
            self.assertEqual((status, out), (64, ""), arguments)
            terminal = subprocess.run([DATEPICK, "pick", *arguments], capture_output=True, text=True,
                                      stdin=subprocess.DEVNULL)
            self.assertEqual(terminal.returncode, 64, arguments)
            self.assertEqual(message(err, "datepick-gtk"), message(terminal.stderr, "datepick"), arguments)

    def test_styles_the_dialog_does_not_draw(self):
        status, _, err = Dialog(["--style", "list"]).finish()
        self.assertEqual((status, message(err, "datepick-gtk")),
                         (64, "unknown style 'list'; use wheels, inline, compact or field"))


    def test_no_display(self):
        environment = {key: value for key, value in os.environ.items() if key not in ("DISPLAY", "WAYLAND_DISPLAY")}
        for display in ({}, {"DISPLAY": ":99999"}):
            status, out, err = Dialog(["--locale", "en_US"], {**environment, **display}).finish()
            self.assertEqual(status, 64, display)
            self.assertIn("cannot open a display", message(err, "datepick-gtk"))

    def test_help(self):
        status, out, err = Dialog(["--help"]).finish()
        self.assertEqual((status, err), (0, ""))
        self.assertTrue(out.startswith("Usage: datepick-gtk"))
        self.assertIn("--output-format PATTERN", out)
        self.assertIn("--minimum-date", out)
        # The keys come from libdatepick's table (dp_pick_request_help), one section a style.
        self.assertIn("Keys on the wheels (--style wheels):\n", out)
        self.assertIn("Keys on the date button (--style compact):\n", out)
        self.assertIn("pick the day or time and close it, and a second Enter accepts", " ".join(out.split()))
        self.assertNotIn("k/j", out, "a terminal's keys")

    def test_notes_as_pick_says_them(self):
        status, out, err = Dialog(["--locale", "en_US", "--mode", "time", "--date", "14:07", "--zone", "UTC",
                                   "--minute-interval", "15"]).keys("Return")
        self.assertEqual((status, out), (0, "14:00\n"))
        self.assertEqual(err, "datepick-gtk: note: the initial value 14:07 was rounded to the interval: 14:00\n")


if __name__ == "__main__":
    unittest.main(verbosity=2)
