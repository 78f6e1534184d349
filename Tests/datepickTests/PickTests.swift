import Foundation
import Testing
import TestSupport

/// `datepick pick` driven in a pseudo-terminal: keys in, screen and stdout checked.
@Suite("datepick pick in a terminal", .serialized)
struct PickTests {
    static let down = "\u{1B}[B", up = "\u{1B}[A", right = "\u{1B}[C", left = "\u{1B}[D", tab = "\t"
    static let escape = "\u{1B}", enter = "\r", restore = "\u{1B}[?1049l"

    /// What the picker writes to ask for mouse reports (clicks, the wheel; SGR form) and to stop them.
    static let mouseOn = "\u{1B}[?1000h\u{1B}[?1006h", mouseOff = "\u{1B}[?1006l\u{1B}[?1000l"

    func pick(_ arguments: [String], environment: [String: String] = ["LANG": "C.UTF-8"]) throws -> PseudoTerminal {
        try PseudoTerminal(Run.binary, ["pick"] + arguments, environment: environment)
    }

    /// Whether mouse reporting was asked for and then stopped again after the last time it was asked for.
    static func mouseWasTurnedOff(_ screen: String) -> Bool {
        guard let on = screen.range(of: mouseOn, options: .backwards) else { return false }
        return screen[on.upperBound...].contains(mouseOff)
    }

    /// The cell (from 1) where the last screen drawn shows `text` (ASCII text on ASCII lines: a column a character).
    static func cell(of text: String, in term: PseudoTerminal) -> (column: Int, row: Int)? {
        guard let frame = term.screen.components(separatedBy: "\u{1B}[2J").last else { return nil }
        for (index, line) in frame.components(separatedBy: "\r\n").enumerated() {
            if let range = line.range(of: text) {
                return (line.distance(from: line.startIndex, to: range.lowerBound) + 1, index + 1)
            }
        }
        return nil
    }

    /// Clicks (button 0, pressed and released) or turns the wheel (64 up, 65 down) at the cell showing `text`.
    static func press(
        _ text: String, in term: PseudoTerminal, button: Int = 0, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let (column, row) = cell(of: text, in: term) else {
            Issue.record("'\(text)' is not on the screen", sourceLocation: sourceLocation)
            return
        }
        term.type("\u{1B}[<\(button);\(column);\(row)M" + (button < 64 ? "\u{1B}[<\(button);\(column);\(row)m" : ""))
    }

    @Test func picksADateWithArrowsAndTab() throws {
        let term = try pick(["--locale", "ja_JP", "--date", "2026-11-30", "--zone", "Asia/Tokyo"])
        #expect(term.waitFor("2026年"))
        #expect(term.screen.contains("年") && term.screen.contains("月") && term.screen.contains("日"))
        term.type(Self.down)  // year wheel has the focus: 2027
        #expect(term.waitFor("2027-11-30"))
        term.type(Self.tab + "k")  // month wheel, one row up: October
        #expect(term.waitFor("2027-10-30"))
        term.type(Self.enter)
        let result = term.finish()
        #expect(result.status == 0)
        #expect(result.stdout == "2027-10-30\n")
        #expect(term.screen.hasSuffix(Self.restore) || term.screen.contains(Self.restore))
    }

    /// A --date in a DST gap is moved later, and says so as the bounds and rounding adjustments do (found in
    /// review: it was moved without a word). New York skipped 02:00–03:00 on 2026-03-08.
    @Test func aDateInAGapIsNoted() throws {
        let term = try pick([
            "--locale", "en_US", "--mode", "dateAndTime", "--date", "2026-03-08T02:30",
            "--zone", "America/New_York",
        ])
        #expect(term.waitFor("Enter accept"))
        term.type(Self.enter)
        let result = term.finish()
        #expect(result.status == 0 && result.stdout == "2026-03-08T03:30:00-04:00\n")
        #expect(
            result.stderr
                == "datepick: note: the initial value 2026-03-08T02:30:00 is a time the clocks skipped: moved 60 "
                + "minutes later, to 2026-03-08T03:30:00-04:00\n")
    }

    @Test func escapeCancelsAndRestoresTheTerminal() throws {
        let term = try pick(["--locale", "en_US", "--date", "2026-11-30", "--zone", "UTC"])
        #expect(term.waitFor("November"))
        term.type(Self.escape)
        let result = term.finish()
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(term.screen.contains("\u{1B}[?25h" + Self.restore))
    }

    @Test func ctrlCAndQCancel() throws {
        for key in ["\u{03}", "q"] {
            let term = try pick(["--locale", "en_US", "--zone", "UTC"])
            #expect(term.waitFor("Enter accept"))
            term.type(key)
            let result = term.finish()
            #expect(result.status == 1 && result.stdout.isEmpty)
            #expect(term.screen.contains(Self.restore))
        }
    }

    @Test func typedDigitsJumpAndNoColorMarksTheBar() throws {
        let term = try pick(
            ["--locale", "en_GB", "--mode", "time", "--date", "2026-11-30T09:05", "--zone", "UTC"],
            environment: ["LANG": "C.UTF-8", "NO_COLOR": "1"])
        #expect(term.waitFor("09:05"))
        #expect(!term.screen.contains("\u{1B}[7m"))
        #expect(term.screen.contains(" ▶ ") && term.screen.contains("[hour]"))
        term.type("17")
        #expect(term.waitFor("17:05"))
        term.type(Self.right + "30")
        #expect(term.waitFor("17:30"))
        term.type(Self.enter)
        #expect(term.finish().stdout == "17:30\n")
    }

    @Test func homeEndPagesAndBounds() throws {
        let term = try pick([
            "--locale", "en_US", "--date", "2026-11-15", "--zone", "UTC", "--min", "2026-11-10",
            "--max", "2026-11-20",
        ])
        #expect(term.waitFor("2026-11-15"))
        #expect(term.screen.contains("\u{1B}[2m"))  // disabled days are dim
        term.type(Self.tab + "\u{1B}[H")  // day wheel, Home: first allowed day
        #expect(term.waitFor("2026-11-10"))
        term.type("\u{1B}[6~")  // PgDn: five rows
        #expect(term.waitFor("2026-11-15"))
        term.type("\u{1B}[F")  // End: last allowed day
        #expect(term.waitFor("2026-11-20"))
        term.type(Self.enter)
        #expect(term.finish().stdout == "2026-11-20\n")
    }

    @Test func countdownPrintsSecondsAndPatternsFormat() throws {
        let timer = try pick(["--locale", "en_US", "--mode", "countDownTimer", "--duration", "3660"])
        #expect(timer.waitFor("hour"))
        timer.type(Self.enter)
        #expect(timer.finish().stdout == "3660\n")
        let formatted = try pick([
            "--locale", "en_US", "--date", "2026-11-30", "--zone", "UTC",
            "--output-format", "EEEE d MMMM y",
        ])
        #expect(formatted.waitFor("November"))
        formatted.type(Self.enter)
        #expect(formatted.finish().stdout == "Monday 30 November 2026\n")
    }

    @Test func nonGregorianCalendarsPrintISO() throws {
        let term = try pick([
            "--locale", "ja_JP", "--calendar", "japanese", "--date", "2019-04-30", "--zone", "Asia/Tokyo",
        ])
        #expect(term.waitFor("平成31年"))
        term.type(Self.down)
        #expect(term.waitFor("令和元年"))
        term.type(Self.enter)
        #expect(term.finish().stdout == "2019-05-30\n")
    }

    @Test func rightToLeftIsMirroredAndArrowsFollowTheScreen() throws {
        let term = try pick(
            ["--locale", "ar_EG", "--mode", "time", "--date", "2026-11-30T14:05", "--zone", "UTC"],
            environment: ["LANG": "C.UTF-8", "NO_COLOR": "1"])
        // The title الساعات in the order the screen shows it: a terminal draws text as written.
        #expect(term.waitFor("[تاعاسلا]"))
        // The hour wheel is rightmost on screen; ← moves to the minute wheel beside it.
        term.type(Self.left + Self.down)
        #expect(term.waitFor("14:06"))
        term.type(Self.enter)
        #expect(term.finish().stdout == "14:06\n")
    }

    @Test func resizingRedraws() throws {
        let term = try pick(["--locale", "en_US", "--zone", "UTC"])
        #expect(term.waitFor("Enter accept"))
        let before = term.redraws
        term.resize(columns: 60, rows: 15)
        let deadline = Date().addingTimeInterval(5)
        while term.redraws == before && Date() < deadline { usleep(20_000) }
        #expect(term.redraws > before)
        term.type(Self.escape)
        #expect(term.finish().status == 1)
    }

    @Test func aSignalRestoresTheTerminal() throws {
        let term = try pick(["--locale", "en_US", "--zone", "UTC"])
        #expect(term.waitFor("Enter accept"))
        term.signal(SIGTERM)
        let result = term.finish()
        #expect(result.status != 0 && result.stdout.isEmpty)
        #expect(term.screen.contains("\u{1B}[?25h" + Self.restore))
    }

    /// A job-control stop gives the terminal back, and continuing takes it again: raw mode (a key acts without
    /// Enter), the alternate screen, a redraw (found in review: after `fg` keys echoed and acted only on Enter).
    /// Under the test's setsid the process group is orphaned, so the kernel discards the stop itself; SIGCONT
    /// follows in case it did stop.
    @Test func aStopGivesTheTerminalBackAndContinuingTakesItAgain() throws {
        let term = try pick(["--locale", "en_US", "--date", "2026-11-30", "--zone", "UTC"])
        #expect(term.waitFor("Enter accept"))
        let enter = "\u{1B}[?1049h"
        func taken(_ count: Int) -> Bool {  // the alternate screen entered `count` times, and drawn since
            let deadline = Date().addingTimeInterval(5)
            while Date() < deadline {
                let parts = term.screen.components(separatedBy: enter)
                if parts.count > count, parts.last?.contains("Enter accept") == true { return true }
                usleep(20_000)
            }
            return false
        }
        term.signal(SIGTSTP)
        // As a shell's `fg` does, SIGCONT after the stop was taken: sent at once, it can be handled first.
        #expect(term.waitFor(Self.mouseOff + "\u{1B}[?25h" + Self.restore))
        term.signal(SIGCONT)
        #expect(term.waitFor(Self.restore + enter))
        // Mouse reporting is off while stopped and on again after: given back and taken with the screen.
        #expect(
            term.screen.contains(Self.mouseOff + "\u{1B}[?25h" + Self.restore + enter + "\u{1B}[?25l" + Self.mouseOn))
        #expect(taken(3))  // at start, after the stop's handler, after SIGCONT's
        term.type(Self.down)  // the month wheel has the focus: December, with no Enter
        #expect(term.waitFor("2026-12-30"))
        // Ctrl-Z (a byte in raw mode) stops the picker as the terminal's job control would have.
        term.type("\u{1A}")
        #expect(taken(4))
        term.type(Self.down)
        #expect(term.waitFor("2026-01-30"))
        term.type(Self.enter)
        let result = term.finish()
        #expect(result.status == 0 && result.stdout == "2026-01-30\n", "\(result.stdout)")
    }

    /// `--style inline`: a month calendar, the focused day moved by the arrows and PgDn, taken with Enter.
    @Test func picksADayOnAMonthCalendar() throws {
        let term = try pick(
            ["--style", "inline", "--locale", "ja_JP", "--date", "2026-11-30", "--zone", "Asia/Tokyo"],
            environment: ["LANG": "C.UTF-8", "NO_COLOR": "1"])
        #expect(term.waitFor("2026年11月"))
        #expect(term.waitFor("[30]"))
        term.type(Self.right + Self.down)  // December 1, then 8
        #expect(term.waitFor("2026-12-08"))
        term.type("\u{1B}[6~")  // PgDn: January 8
        #expect(term.waitFor("2027年1月"))
        term.type(Self.enter)
        let result = term.finish()
        #expect(result.status == 0 && result.stdout == "2027-01-08\n", "\(result.stdout) \(result.stderr)")
    }

    /// `--range` on the calendar: Enter on the first day, the band following the arrows, Enter on the last prints
    /// the ISO 8601 interval; `--output-format` writes both ends; `--format json` the range as data; the weekend
    /// passed over when `--unavailable weekends`.
    @Test func picksARangeOfDays() throws {
        let options = ["--style", "inline", "--range", "--locale", "en_US", "--date", "2026-11-30", "--zone", "UTC"]
        let environment = ["LANG": "C.UTF-8", "NO_COLOR": "1"]
        var term = try pick(options, environment: environment)
        #expect(term.waitFor("[30]"))
        term.type(Self.enter + Self.right + Self.right + Self.right + Self.right)
        #expect(term.waitFor("2026-11-30/2026-12-04 · Nov 30\u{2009}–\u{2009}Dec 4, 2026 (Enter: the last day)"))
        term.type(Self.enter)
        var result = term.finish()
        #expect(result.status == 0 && result.stdout == "2026-11-30/2026-12-04\n", "\(result.stdout) \(result.stderr)")

        term = try pick(
            options + ["--output-format", "MM/dd/y", "--unavailable", "weekends"], environment: environment)
        #expect(term.waitFor("[30]"))
        // Friday the 4th, then → passes over the weekend to Monday the 7th.
        term.type(Self.enter + String(repeating: Self.right, count: 5))
        #expect(term.waitFor("[7]"))
        term.type(Self.escape)  // drops the open range; a second Escape would cancel
        term.type(Self.enter + Self.right + Self.enter)
        result = term.finish()
        #expect(result.status == 0 && result.stdout == "12/07/2026--12/08/2026\n", "\(result.stdout) \(result.stderr)")

        term = try pick(
            [
                "--style", "inline", "--range", "--locale", "he_IL", "--calendar", "hebrew", "--date", "2026-11-30",
                "--zone", "UTC", "--format", "json",
            ], environment: environment)
        term.type(Self.enter + Self.left + Self.enter)  // right to left: ← is the day after
        result = term.finish()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#""start": "2026-11-30""#) && result.stdout.contains(#""end": "2026-12-01""#))
        #expect(result.stdout.contains(#""days": 2"#) && result.stdout.contains(#""formatted": "20–21 בכסלו 5787""#))

        for (bad, message) in [
            (["--range"], "--range picks days on a month calendar: use it with --style inline"),
            (
                ["--style", "inline", "--range", "--mode", "dateAndTime"],
                "--range picks a range of days: use it with --mode date"
            ),
            (["--unavailable", "weekdays"], "'weekdays' is neither 'weekends' nor a date"),
            (["--mode", "time", "--unavailable", "weekends"], "time picks no day"),
        ] {
            let run = try Run(["pick"] + bad)
            #expect(run.status == 64 && run.stderr.contains(message) && run.stdout.isEmpty, "\(bad): \(run.stderr)")
        }
    }

    /// `--title` above the wheels and the calendar, its control characters escaped rather than sent to the terminal.
    @Test func theTitleIsShownEscaped() throws {
        for style in ["wheels", "inline"] {
            let term = try pick(
                [
                    "--style", style, "--title", "Due date?\u{1B}[2J\u{07}", "--locale", "en_US",
                    "--date", "2026-11-30", "--zone", "UTC",
                ], environment: ["LANG": "C.UTF-8", "NO_COLOR": "1"])
            #expect(term.waitFor(" Due date?\\u{1B}[2J\\u{07}\r\n"), "\(style)")
            #expect(!term.screen.contains("Due date?\u{1B}") && !term.screen.contains("\u{07}"), "\(style)")
            term.type(Self.enter)
            let result = term.finish()
            #expect(result.status == 0 && result.stdout == "2026-11-30\n", "\(style): \(result.stderr)")
        }
    }

    /// `--week-numbers` on the calendar: US weeks in en_US, under the locale's title for the week.
    @Test func theCalendarNumbersItsWeeks() throws {
        let term = try pick(
            ["--style", "inline", "--week-numbers", "--locale", "en_US", "--date", "2026-11-30", "--zone", "UTC"],
            environment: ["LANG": "C.UTF-8", "NO_COLOR": "1"])
        #expect(term.waitFor("    wk   Su  Mo  Tu  We  Th  Fr  Sa\r\n    45    1   2   3"))
        #expect(term.waitFor("    49   29 [30]"))
        term.type(Self.enter)
        #expect(term.finish().stdout == "2026-11-30\n")
    }

    /// Mouse reporting is asked for with the screen and stopped on every way out, as raw mode is: Enter, Esc,
    /// q, Ctrl-C, SIGTERM, SIGHUP (a shell left with it on types escape sequences at its prompt on a click).
    @Test func mouseReportingIsStoppedOnEveryWayOut() throws {
        let keys: [(String, Int32?)] = [
            (Self.enter, nil), (Self.escape, nil), ("q", nil), ("\u{03}", nil), ("", SIGTERM), ("", SIGHUP),
        ]
        for (key, signal) in keys {
            let term = try pick(["--locale", "en_US", "--date", "2026-11-30", "--zone", "UTC"])
            #expect(term.waitFor("Enter accept"))
            #expect(term.screen.contains("\u{1B}[?1049h\u{1B}[?25l" + Self.mouseOn))
            if let signal { term.signal(signal) } else { term.type(key) }
            let result = term.finish()
            #expect(
                result.status == (key == Self.enter ? 0 : signal.map { 128 + $0 } ?? 1),
                "\(key.debugDescription) \(signal ?? 0)")
            #expect(Self.mouseWasTurnedOff(term.screen), "\(key.debugDescription) \(signal ?? 0)")
            #expect(term.screen.contains(Self.mouseOff + "\u{1B}[?25h" + Self.restore))
        }
    }

    /// Clicks and the scroll wheel through the real binary: a row selected where it is drawn, the year spun by
    /// the wheel, a day of the calendar and its › arrow; none of it accepts, Enter does.
    @Test func theMousePicksOnTheWheelsAndTheCalendar() throws {
        let environment = ["LANG": "C.UTF-8", "NO_COLOR": "1"]
        let wheels = try pick(
            ["--locale", "en_US", "--date", "2026-11-30", "--zone", "UTC", "--title", "When?"],
            environment: environment)
        #expect(wheels.waitFor("Enter accept"))
        Self.press("December", in: wheels)
        #expect(wheels.waitFor("2026-12-30"))
        Self.press("2026", in: wheels, button: 64)
        #expect(wheels.waitFor("2025-12-30"))
        wheels.type(Self.enter)
        #expect(wheels.finish().stdout == "2025-12-30\n")
        let calendar = try pick(
            [
                "--style", "inline", "--week-numbers", "--locale", "en_US", "--date", "2026-11-30",
                "--zone", "UTC",
            ], environment: environment)
        #expect(calendar.waitFor("Enter accept"))
        Self.press("17", in: calendar)
        #expect(calendar.waitFor("2026-11-17 · Tuesday"))
        Self.press("›", in: calendar)
        #expect(calendar.waitFor("2026-12-17 · Thursday"))
        calendar.type(Self.enter)
        #expect(calendar.finish().stdout == "2026-12-17\n")
    }

    /// Without --date the value is now, whose seconds the interval rounds off every time: no note for that
    /// (found in review), while a --date off the interval still gets one.
    @Test func nowRoundedToTheIntervalIsNotNoted() throws {
        for (arguments, note) in [
            ([String](), ""),
            (
                ["--date", "2026-11-30T14:07"],
                "datepick: note: the initial value 2026-11-30T14:07:00Z was rounded to the interval: 2026-11-30T14:05:00Z\n"
            ),
        ] {
            let term = try pick(
                ["--mode", "dateAndTime", "--minute-interval", "5", "--locale", "en_US", "--zone", "UTC"] + arguments)
            #expect(term.waitFor("Enter accept"))
            term.type(Self.enter)
            let result = term.finish()
            #expect(result.status == 0 && result.stderr == note, "\(arguments)")
        }
    }

    @Test func withoutATerminalItSaysSo() throws {
        let run = try Run(
            ["pick", "--locale", "en_US", "--zone", "UTC"], environment: ["LANG": "C.UTF-8"], detach: true)
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("datepick: no terminal"))
        #expect(run.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test func badOptionsFailBeforeDrawing() throws {
        let run = try Run(["pick", "--locale", "xx_YY"], environment: ["LANG": "C.UTF-8"], detach: true)
        #expect(run.status == 64 && run.stderr.contains("'xx_YY'"))
        // An output pattern ICU cannot format had printed an empty value with status 0, after the picking.
        for (pattern, reason) in [
            ("j", "'j' is not one of ICU's pattern letters"), ("yyyy T", "'T' is not one of"),
            ("yyyy 'T", "a quote is not closed"), ("", "it is empty"),
        ] {
            let bad = try Run(
                ["pick", "--locale", "en_US", "--output-format", pattern], environment: ["LANG": "C.UTF-8"],
                detach: true)
            #expect(bad.status == 64, "\(pattern)")
            #expect(
                bad.stderr.hasPrefix(
                    "datepick: --output-format '\(pattern)' is not a date pattern ICU can format: \(reason)"),
                "\(bad.stderr)")
            #expect(bad.stderr.filter { $0 == "\n" }.count == 1)
        }
        let countdown = try Run(
            ["pick", "--mode", "countDownTimer", "--output-format", "y"], environment: ["LANG": "C.UTF-8"],
            detach: true)
        #expect(countdown.status == 64 && countdown.stderr.contains("a countdown prints its seconds"))
    }
}
