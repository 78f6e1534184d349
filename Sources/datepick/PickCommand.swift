import ArgumentParsing
import CalendarEngine
import DateModes
import FoundationEssentials
import TerminalPicker

/// `datepick pick`: a person picks a value on the terminal; only the value goes to stdout.
enum PickCommand: Command {
    static let usage = """
        Usage: datepick pick [--locale ID] [--mode MODE] [--style wheels|inline [--week-numbers]] [--title TEXT]
                             [--date ISO] [--zone ZONE] [--output-format PATTERN] …

        Draws the picker on /dev/tty and prints the accepted value on stdout: date 2026-11-30, time 14:05,
        dateAndTime 2026-11-30T14:05:00+09:00, yearAndMonth 2026-11 (a month of a non-Gregorian calendar: the
        date it begins, 2026-11-22), countDownTimer seconds (3660); --output-format prints an ICU date pattern
        instead. --title puts a line above the picker saying what it asks for. Exit 0 accepted, 1 cancelled,
        64 bad options.
        Keys: ←/→ Tab Shift-Tab wheel, ↑/↓ j/k spin, PgUp/PgDn, Home/End, digits jump, Enter accept, Esc/q cancel.
        Mouse: a click focuses a wheel and selects the row (a disabled row: focus only); the scroll wheel spins the
        wheel under the pointer.
        --style inline draws a month calendar instead (date, dateAndTime): ←/→ day, ↑/↓ week, PgUp/PgDn month,
        Home/End the month's first and last days, digits a day of the month; Tab to the time wheels and back;
        a click on a day moves there, on ‹ › a month; --week-numbers numbers its weeks by the locale's rules.
        """
    static let options: [Arguments.Option] = PickerOptions.localeAndMode(defaultMode: "date") + [
        .init(name: "--output-format", takesValue: true, help: "an ICU date pattern for the output (e.g. 'EEEE d MMMM y')"),
        .init(name: "--style", takesValue: true, help: "wheels (default), or inline: a month calendar (date, dateAndTime)"),
        .init(name: "--title", takesValue: true, help: "a line above the picker saying what it asks for"),
        PickerOptions.weekNumbersOption,
    ] + PickerOptions.options

    static func run(_ parsed: Arguments) throws {
        let id = PickerOptions.locale(parsed)
        let mode = try parsed.value("--mode").map(PickerOptions.mode) ?? .date
        let (picker, dateAdjustment) = try PickerOptions.picker(parsed, locale: id, mode: mode)
        let inline: Bool
        switch parsed.value("--style") ?? "wheels" {
        case "wheels": inline = false
        case "inline" where mode == .date || mode == .dateAndTime: inline = true
        case "inline":
            throw UsageError("--style inline picks a day on a month calendar: use it with --mode date or dateAndTime, not '\(mode)'")
        case let style: throw UsageError("unknown style '\(LocaleError.printable(style))'; use wheels or inline")
        }
        let weekNumbers = try PickerOptions.weekNumbers(parsed, onCalendar: inline)
        if let pattern = parsed.value("--output-format") {
            // Checked before the terminal is taken: a pattern ICU cannot format had printed an empty value,
            // with status 0, after the person had picked (found in review).
            guard mode != .countDownTimer else {
                throw UsageError("--output-format takes a date pattern; a countdown prints its seconds")
            }
            do {
                try picker.context.checkPattern(pattern)
            } catch {
                throw UsageError("--output-format \(error)")
            }
        }
        // Without --date the value is now, whose seconds the interval always rounds off: not worth a note (found in
        // review: every dateAndTime run said it).
        for adjustment in [dateAdjustment].compactMap({ $0 }) + picker.adjustments
        where parsed.value("--date") != nil || !Self.isRounding(adjustment) {
            Datepick.note("note: the initial value was \(describe(adjustment))")
        }
        let header = " datepick · \(try LocaleProfiles.displayName(of: id)) · \(mode.rawValue) · \(picker.context.timeZone)"
        let color = (Datepick.environment(["NO_COLOR"])["NO_COLOR"] ?? "").isEmpty
        let output: String
        if inline {
            let grid = try MonthGrid(context: picker.context, showing: picker.date,
                                     minimumDate: picker.configuration.minimumDate,
                                     maximumDate: picker.configuration.maximumDate)
            output = try run(CalendarPickSession(grid, picker: picker, weekNumbers: weekNumbers),
                             header: header, color: color, parsed)
        } else {
            output = try run(PickSession(picker), header: header, color: color, parsed)
        }
        try Datepick.write(output + "\n")
    }

    /// Runs a session on the terminal; its value as it is printed, or ``Datepick/Cancelled``.
    static func run(_ session: some TerminalSession, header: String, color: Bool, _ parsed: Arguments) throws -> String {
        let (ended, accepted) = try InteractivePicker.run(session, header: header, title: parsed.value("--title"), color: color)
        guard accepted else { throw Datepick.Cancelled() }
        return ended.output(pattern: parsed.value("--output-format"))
    }

    static func isRounding(_ adjustment: Adjustment) -> Bool {
        if case .roundedToInterval = adjustment { true } else { false }
    }

    static func describe(_ adjustment: Adjustment) -> String {
        switch adjustment {
        case .clampedToBounds: "outside --min/--max and moved to the nearest allowed value"
        case .roundedToInterval: "rounded to the interval (--minute-interval, --second-interval)"
        case .dayClamped(let from, let to): "moved from day \(from) to \(to)"
        case .monthReplaced: "moved to a month the year has"
        // Not always daylight saving: Kiritimati skipped 1994-12-31 moving across the date line.
        case .skippedTime(let shift): "a time the clocks skipped and moved \(shift / 60) minutes later"
        case .ignored: "no moment and left out"  // not from the command line: --date is parsed first
        }
    }
}
