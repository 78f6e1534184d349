"""datepick-qt as a script uses it: keys typed into its window through its test hook DATEPICK_QT_KEYS (headless,
QT_QPA_PLATFORM=offscreen), its stdout and exit status, compared with what `datepick pick` prints on a terminal
for the same options and the same keys, as gtk/tests/test_dialog.py compares datepick-gtk. DATEPICK_QT names the
dialog, DATEPICK the command line tool."""
import json
import os
import subprocess
import threading
import time
import unittest

DIALOG = os.environ["DATEPICK_QT"]
DATEPICK = os.environ["DATEPICK"]

# The same keys on a terminal, as `datepick pick` reads them.
TERMINAL_KEYS = {"Down": "\x1b[B", "Up": "\x1b[A", "Tab": "\t", "Return": "\r", "Escape": "\x1b", "Page_Down": "\x1b[6~",
                 "End": "\x1b[F", "Home": "\x1b[H", "Right": "\x1b[C", "Left": "\x1b[D"}


def dialog(arguments, keys=()):
    """datepick-qt with these arguments and keys: its status, stdout and stderr."""
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "DATEPICK_QT_KEYS": " ".join(keys)}
    process = subprocess.run([DIALOG, *arguments], capture_output=True, text=True, env=environment, timeout=30)
    return process.returncode, process.stdout, process.stderr


def terminal_pick(arguments, keys):
    """`datepick pick` on a pseudo-terminal (its controlling terminal) with the same keys: status, stdout."""
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

    threading.Thread(target=drain, daemon=True).start()
    deadline = time.monotonic() + 10
    while b"\x1b[" not in screen and time.monotonic() < deadline:
        time.sleep(0.05)
    time.sleep(0.3)
    for key in keys:
        os.write(master, TERMINAL_KEYS.get(key, key).encode())
        time.sleep(0.15)
    try:
        out, _ = process.communicate(timeout=15)
    except subprocess.TimeoutExpired:
        process.kill()
        out, _ = process.communicate()
    os.close(master)
    return process.returncode, out


def one_line(stderr):
    """The one line datepick-qt said (Qt's own chatter on a headless run aside), without its name."""
    lines = [line for line in stderr.splitlines() if line.startswith("datepick-qt: ")]
    assert len(lines) == 1, stderr
    return lines[0][len("datepick-qt: "):]


class CommandLine(unittest.TestCase):
    def test_help(self):
        status, out, _ = dialog(["--help"])
        self.assertEqual(status, 0)
        self.assertTrue(out.startswith("Usage: datepick-qt "), out[:80])
        self.assertIn("--minute-interval", out)  # libdatepick's option table

    def test_bad_option_exits_64_with_pick_s_message(self):
        status, out, err = dialog(["--minute-interval", "7", "--mode", "time"])
        self.assertEqual((status, out), (64, ""))
        self.assertEqual(len(err.splitlines()), 1, err)
        pick = subprocess.run([DATEPICK, "pick", "--minute-interval", "7", "--mode", "time"], capture_output=True,
                              text=True, stdin=subprocess.DEVNULL)
        self.assertEqual(pick.returncode, 64)
        self.assertEqual(one_line(err), pick.stderr.strip().split(": ", 1)[1])

    def test_unknown_option(self):
        status, _, err = dialog(["--bogus"])
        self.assertEqual(status, 64)
        self.assertEqual(err.count("\n"), 1, err)

    def test_escape_cancels(self):
        status, out, _ = dialog(["--locale", "en_US"], ["Down", "Escape"])
        self.assertEqual((status, out), (1, ""))

    def test_a_refused_stdout_exits_74(self):
        # The value accepted, but stdout takes nothing (a full disk): 74, as `datepick pick` and datepick-gtk.
        environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "DATEPICK_QT_KEYS": "Return"}
        with open("/dev/full", "w") as full:
            process = subprocess.run([DIALOG, "--locale", "en_US", "--date", "2026-11-30"], stdout=full,
                                     stderr=subprocess.PIPE, text=True, env=environment, timeout=30)
        self.assertEqual(process.returncode, 74, process.stderr)
        status, out, _ = dialog(["--locale", "en_US", "--date", "2026-11-30"], ["Return"])
        self.assertEqual((status, out), (0, "2026-11-30\n"))


class SameAsTerminal(unittest.TestCase):
    """Keys in datepick-qt's window print what the same keys print in `datepick pick`."""

    def same(self, arguments, keys, expected=None):
        status, out, err = dialog(arguments, keys)
        self.assertEqual(status, 0, err)
        if expected is not None:
            self.assertEqual(out, expected)
        terminal_status, terminal_out = terminal_pick(arguments, keys)
        self.assertEqual((status, out), (terminal_status, terminal_out))

    def test_wheels_date(self):
        self.same(["--locale", "en_US", "--date", "2026-11-30", "--time-zone", "UTC"], ["Down", "Return"],
                  "2026-12-30\n")

    def test_wheels_ja_date_and_time(self):
        self.same(["--locale", "ja_JP", "--mode", "dateAndTime", "--date", "2026-11-30T14:00:00+09:00",
                   "--time-zone", "Asia/Tokyo", "--minute-interval", "15"], ["Down", "Tab", "Down", "Return"])

    def test_wheels_countdown(self):
        self.same(["--mode", "countDownTimer", "--duration", "3600"], ["Down", "Right", "Down", "Return"], "7260\n")

    def test_inline_calendar(self):
        self.same(["--locale", "en_US", "--style", "inline", "--date", "2026-11-30", "--time-zone", "UTC"],
                  ["Down", "Return"])

    def test_field(self):
        self.same(["--locale", "de_DE", "--style", "field", "--date", "2026-11-30", "--time-zone", "UTC"],
                  ["Down", "Return"])

    def test_json_format(self):
        status, out, err = dialog(["--locale", "ar_EG", "--date", "2026-11-30", "--time-zone", "UTC", "--format",
                                   "json"], ["Return"])
        self.assertEqual(status, 0, err)
        self.assertEqual(json.loads(out)["value"], "2026-11-30")

    def test_compact_popup_picks_then_enter_accepts(self):
        # Space opens the calendar, Right and Enter pick the next day there and close it, a second Enter accepts.
        status, out, err = dialog(["--locale", "en_US", "--style", "compact", "--date", "2026-11-30", "--time-zone",
                                   "UTC"], ["space", "Right", "Return", "Return"])
        self.assertEqual((status, out), (0, "2026-12-01\n"), err)

    def test_field_refuses_enter_while_empty(self):
        status, out, err = dialog(["--locale", "en_US", "--style", "field", "--empty"], ["Return", "Escape"])
        self.assertEqual((status, out), (1, ""), err)

    def test_inline_range(self):
        # --range: Enter on the first day, three days on, Enter on the last prints the ISO 8601 interval, as the
        # terminal's calendar does; with --format json the range as the locale writes it, and its days.
        self.same(["--locale", "en_US", "--style", "inline", "--range", "--date", "2026-11-30", "--time-zone", "UTC"],
                  ["Return", "Right", "Right", "Right", "Return"], "2026-11-30/2026-12-03\n")
        arguments = ["--locale", "de_DE", "--style", "inline", "--range", "--date", "2026-11-30", "--time-zone",
                     "UTC", "--format", "json"]
        self.same(arguments, ["Return", "Right", "Return"])
        _, out, _ = dialog(arguments, ["Return", "Right", "Return"])
        picked = json.loads(out)
        self.assertEqual((picked["start"], picked["end"], picked["formatted"], picked["days"]),
                         ("2026-11-30", "2026-12-01", "30.11. – 01.12.2026", 2))

    def test_range_enter_without_a_range_goes_on_picking(self):
        # Enter opens the range; Escape then cancels: nothing was accepted on the way.
        status, out, err = dialog(["--locale", "en_US", "--style", "inline", "--range", "--date", "2026-11-30"],
                                  ["Return", "Right", "Escape"])
        self.assertEqual((status, out), (1, ""), err)

    def test_unavailable_weekends(self):
        # The calendar's Right from Friday passes over the weekend to Monday, the day wheel's Down from Thursday
        # over Israel's (Friday and Saturday) to Sunday, and a range cannot span an unavailable day.
        self.same(["--locale", "en_US", "--style", "inline", "--unavailable", "weekends", "--date", "2026-12-04",
                   "--time-zone", "UTC"], ["Right", "Return"], "2026-12-07\n")
        self.same(["--locale", "he_IL", "--unavailable", "weekends", "--date", "2026-12-03", "--time-zone", "UTC"],
                  ["Down", "Return"], "2026-12-06\n")
        self.same(["--locale", "en_US", "--style", "inline", "--range", "--unavailable", "weekends,2026-12-02",
                   "--date", "2026-12-03", "--time-zone", "UTC"], ["Return", "Right", "Return"],
                  "2026-12-03/2026-12-04\n")

    def test_unavailable_field_refuses_the_day(self):
        # A typed Saturday is refused by the field (Enter keeps the window, Escape cancels); a weekday is taken.
        arguments = ["--locale", "en_US", "--style", "field", "--unavailable", "weekends", "--date", "2026-12-04",
                     "--time-zone", "UTC"]
        status, out, err = dialog(arguments, ["Tab", "Up", "Return", "Escape"])
        self.assertEqual((status, out), (1, ""), err)
        self.same(arguments, ["Return"], "2026-12-04\n")

    def test_zone_wheel(self):
        # Tab four times to the zone wheel, Home its first zone: the wall time kept, the offset the zone's, as
        # `datepick pick` prints it.
        self.same(["--locale", "en_US", "--mode", "dateAndTime", "--zone-wheel", "--date", "2026-11-30T14:00",
                   "--time-zone", "America/New_York"], ["Tab", "Tab", "Tab", "Tab", "Home", "Return"],
                  "2026-11-30T14:00:00+04:30\n")

    def test_compact_range_as_on_the_terminal(self):
        # --range --style compact: Space opens the button's calendar, Enter there on the first day keeps it open,
        # Enter on the last closes it, and Enter accepts, printing what the terminal's calendar (--style inline)
        # prints for the keys between; a range cannot span an unavailable day there either.
        for arguments, keys, expected in (
                (["--locale", "en_US", "--date", "2026-11-30"], ["Return", "Right", "Right", "Right", "Return"],
                 "2026-11-30/2026-12-03\n"),
                (["--locale", "en_US", "--unavailable", "weekends,2026-12-02", "--date", "2026-12-03"],
                 ["Return", "Right", "Return"], "2026-12-03/2026-12-04\n"),
                (["--locale", "de_DE", "--date", "2026-11-30", "--format", "json"], ["Return", "Right", "Return"],
                 '{\n  "locale": "de_DE",\n  "calendar": "gregorian",\n  "timeZone": "Etc/UTC",\n'
                 '  "start": "2026-11-30",\n  "end": "2026-12-01",\n  "formatted": "30.11. – 01.12.2026",\n'
                 '  "days": 2\n}\n')):
            with self.subTest(arguments=arguments):
                arguments = ["--range", "--time-zone", "UTC", *arguments]
                status, out, err = dialog([*arguments, "--style", "compact"], ["space", *keys, "Return"])
                self.assertEqual((status, out), (0, expected), err)
                self.assertEqual(terminal_pick([*arguments, "--style", "inline"], keys), (0, expected))

    def test_compact_range_enter_without_a_range_opens_the_calendar(self):
        # Enter on the button before a range is picked opens its calendar rather than accepting a day; Escape
        # closes the calendar without a range, and Escape on the button cancels.
        arguments = ["--locale", "en_US", "--style", "compact", "--range", "--date", "2026-11-30", "--time-zone",
                     "UTC"]
        status, out, err = dialog(arguments, ["Return", "Return", "Right", "Return", "Return"])
        self.assertEqual((status, out), (0, "2026-11-30/2026-12-01\n"), err)
        status, out, err = dialog(arguments, ["Return", "Return", "Escape", "Escape"])
        self.assertEqual((status, out), (1, ""), err)

    def test_compact_accepts_the_value(self):
        status, out, err = dialog(["--locale", "en_US", "--style", "compact", "--date", "2026-11-30"], ["Return"])
        self.assertEqual((status, out), (0, "2026-11-30\n"), err)


if __name__ == "__main__":
    unittest.main()
