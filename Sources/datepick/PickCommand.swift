import ArgumentParsing
import CalendarEngine
import DateModes
import FoundationEssentials
import PickerJSON
import TerminalPicker

/// `datepick pick`: a person picks a value on the terminal; only the value goes to stdout.
enum PickCommand: Command {
    static let name = "pick"
    static let abstract = "let a person pick a value on the terminal; prints it on stdout"
    static let usage = """
        Usage: datepick pick [--locale ID] [--mode MODE] [--style wheels|inline [--week-numbers]|field [--empty]] [--title TEXT]
                             [--date ISO] [--time-zone ZONE] [--output-format PATTERN] [--format text|json] …

        Draws the picker on /dev/tty and prints the accepted value on stdout: date 2026-11-30, time 14:05,
        dateAndTime 2026-11-30T14:05:00+09:00, yearAndMonth 2026-11 (a month of a non-Gregorian calendar: the
        date it begins, 2026-11-22), countDownTimer seconds (3660); --output-format prints an ICU date pattern
        instead; --format json prints one object with the value, its zone and offset, its calendar's fields and
        the labels chosen (Schemas/pick.schema.json). --title puts a line above the picker saying what it asks
        for. Exit 0 accepted, 1 cancelled, 64 bad options.
        Keys: ←/→ Tab Shift-Tab wheel, ↑/↓ j/k spin, PgUp/PgDn, Home/End, digits jump, Enter accept, Esc/q cancel.
        Mouse: a click focuses a wheel and selects the row (a disabled row: focus only); the scroll wheel spins the
        wheel under the pointer.
        --style inline draws a month calendar instead (date, dateAndTime): ←/→ day, ↑/↓ week, PgUp/PgDn month,
        Home/End the month's first and last days, digits a day of the month; Tab to the time wheels and back;
        a click on a day moves there, on ‹ › a month; --week-numbers numbers its weeks by the locale's rules.
        --style field types the value into the locale's numeric pattern on one line, in place (every mode but
        countDownTimer; --empty starts it blank): ←/→ Tab Shift-Tab segment, ↑/↓ wrap, PgUp/PgDn, Home/End,
        digits, a day period's first letter, Backspace; Enter accepts a complete, valid value or says why not.
        """
    static let options: [Arguments.Option] =
        PickerOptions.localeAndMode(defaultMode: "date") + [
            .init(
                name: "--output-format", takesValue: true, valueName: "PATTERN",
                help: "an ICU date pattern for the output (e.g. 'EEEE d MMMM y')"),
            .init(
                name: "--style", takesValue: true, valueName: "STYLE",
                values: .oneOf { Style.allCases.map(\.rawValue) },
                help: "wheels (default), inline: a month calendar (date, dateAndTime), or field: typed segments"),
            .init(name: "--empty", takesValue: false, help: "with --style field, start with every segment empty"),
            .init(
                name: "--title", takesValue: true, valueName: "TEXT",
                help: "a line above the picker saying what it asks for"),
            PickerOptions.weekNumbersOption,
        ] + PickerOptions.options + [
            PickerOptions.format("the accepted value with its zone, offset, fields and labels")
        ]

    static func run(_ parsed: Arguments) throws {
        let mode = try PickerOptions.mode(parsed) ?? .date
        let json = try PickerOptions.wantsJSON(parsed)
        let prepared = try PickerOptions.picker(parsed, mode: mode)
        let model = prepared.model
        let picker = model as? DatePicker
        let style = parsed.value("--style") ?? Style.wheels.rawValue
        let inline: Bool
        switch Style(rawValue: style) {
        case .wheels: inline = false
        case .field:
            guard picker != nil else {
                throw UsageError("--style field types a date or time: use it with any mode but countDownTimer")
            }
            inline = false
        case .inline where mode.hasMonthView: inline = true
        case .inline:
            throw UsageError(
                "--style inline picks a day on a month calendar: use it with --mode date or dateAndTime, not '\(mode)'")
        case nil:
            let styles = Datepick.alternatives(Style.allCases.map(\.rawValue))
            throw UsageError("unknown style '\(LocaleError.printable(style))'; use \(styles)")
        }
        if parsed.has("--zone-wheel"), style != Style.wheels.rawValue {
            throw UsageError("--zone-wheel adds a wheel beside the time: use it with --style wheels, not '\(style)'")
        }
        let weekNumbers = try PickerOptions.weekNumbers(parsed, onCalendar: inline)
        if let pattern = parsed.value("--output-format") {
            // Checked before the terminal is taken: a pattern ICU cannot format would print an empty value, with
            // status 0, after the person had picked.
            guard let picker else {
                throw UsageError("--output-format takes a date pattern; a countdown prints its seconds")
            }
            do {
                try picker.context.checkPattern(pattern)
            } catch {
                throw UsageError("--output-format \(error)")
            }
        }
        PickerOptions.noteAdjustments(prepared)
        // With a zone wheel the zone is the person's to change, and the wheel shows it: the header would go stale.
        let zone = parsed.has("--zone-wheel") ? "" : picker.map { " · \($0.context.timeZone)" } ?? ""
        let header = " datepick · \(try PickerOptions.names(model).own) · \(mode.rawValue)" + zone
        let color = (Datepick.environment(["NO_COLOR"])["NO_COLOR"] ?? "").isEmpty
        let output: String
        if parsed.has("--empty"), style != Style.field.rawValue {
            throw UsageError("--empty starts a typed field blank: use it with --style field")
        }
        if style == Style.field.rawValue, let picker {
            let field = DateFieldState(picker: picker, empty: parsed.has("--empty"))
            output = try run(FieldPickSession(field), header: header, color: color, json: json, parsed, inPlace: true)
        } else if inline, let picker {
            let grid = try MonthGrid(
                context: picker.context, showing: picker.date,
                minimumDate: picker.configuration.minimumDate,
                maximumDate: picker.configuration.maximumDate)
            output = try run(
                CalendarPickSession(grid, picker: picker, weekNumbers: weekNumbers),
                header: header, color: color, json: json, parsed)
        } else {
            output = try run(PickSession(model), header: header, color: color, json: json, parsed)
        }
        try Datepick.write(output)
    }

    /// What `--style` takes: wheels by default, or a month calendar with the time wheels beside it.
    enum Style: String, CaseIterable {
        case wheels, inline, field
    }

    /// Runs a session on the terminal; what is printed for its accepted value (with a final newline), or
    /// ``Datepick/Cancelled``.
    static func run(
        _ session: some TerminalSession, header: String, color: Bool, json: Bool, _ parsed: Arguments,
        inPlace: Bool = false
    ) throws -> String {
        let (ended, accepted) = try InteractivePicker.run(
            session, header: header, title: parsed.value("--title"), color: color, inPlace: inPlace)
        guard accepted, let model = ended.model else { throw Datepick.Cancelled() }
        let pattern = parsed.value("--output-format")
        guard json else { return try model.printed(pattern: pattern) + "\n" }
        return try PickResult.json(model, formatted: try pattern.map { try model.printed(pattern: $0) }).text
    }
}
