import ArgumentParsing
import CalendarEngine
import PickerModels
import PickerJSON

/// What a program that lets a person pick a value is asked for on its command line: `datepick pick`'s options and
/// `datepick-gtk`'s (through the C library's `dp_pick_request_new`), one table and one parser, so that the two
/// take the same options, refuse the same ones with the same messages and print the same value.
///
/// ```swift
/// let parsed = try Arguments(arguments, options: PickRequest.options(styles: [.wheels, .inline, .field]))
/// let request = try PickRequest(parsed, styles: [.wheels, .inline, .field])
/// // … a person picks, moving request.prepared.model …
/// print(try request.printed(model), terminator: "")
/// ```
package struct PickRequest: Sendable {
    /// How a picker is drawn: each program draws some of these.
    package enum Style: String, CaseIterable, Sendable {
        /// The wheels (every mode).
        case wheels
        /// A month calendar, with the time wheels beside it in dateAndTime.
        case inline
        /// A button showing the value that opens the month calendar (date, dateAndTime).
        case compact
        /// The value typed into the locale's numeric pattern, segment by segment (every mode but the countdown).
        case field

        /// What `--style`'s help says of it.
        var help: String {
            switch self {
            case .wheels: "wheels (default)"
            case .inline: "inline: a month calendar (date, dateAndTime)"
            case .compact: "compact: a button that opens a month calendar (date, dateAndTime)"
            case .field: "field: typed segments"
            }
        }

        /// Why the style cannot show a picker of `mode`, or nil when it can.
        func refusal(of mode: DatePickerMode) -> String? {
            switch self {
            case .wheels: nil
            case .field:
                mode.holdsDuration ? "--style field types a date or time: use it with any mode but countDownTimer" : nil
            case .inline:
                mode.hasMonthView
                    ? nil
                    : "--style inline picks a day on a month calendar: use it with --mode date or dateAndTime, not '\(mode)'"
            case .compact:
                mode.hasMonthView
                    ? nil
                    : "--style compact opens a month calendar: use it with --mode date or dateAndTime, not '\(mode)'"
            }
        }
    }

    /// The options of a program that draws `styles` (the first is the default), besides `--help`, in the order its
    /// help lists them: `--empty` only with the field style, `--week-numbers` only with the inline one.
    package static func options(styles: [Style]) -> [Arguments.Option] {
        var choices = styles.map(\.help)
        if choices.count > 1 { choices[choices.count - 1] = "or " + choices[choices.count - 1] }
        let names = styles.map(\.rawValue)
        var options =
            PickerOptions.localeAndMode(defaultMode: "date") + [
                .init(
                    name: "--output-format", takesValue: true, valueName: "PATTERN",
                    help: "an ICU date pattern for the output (e.g. 'EEEE d MMMM y')"),
                .init(
                    name: "--style", takesValue: true, valueName: "STYLE", values: .oneOf { names },
                    help: choices.joined(separator: ", ")),
            ]
        if styles.contains(.field) {
            options.append(
                .init(name: "--empty", takesValue: false, help: "with --style field, start with every segment empty"))
        }
        options.append(
            .init(
                name: "--title", takesValue: true, valueName: "TEXT",
                help: "a line above the picker saying what it asks for"))
        if styles.contains(.inline) {
            options.append(PickerOptions.weekNumbersOption)
            let styles = styles.contains(.compact) ? "inline or compact" : "inline"
            options.append(
                .init(
                    name: "--range", takesValue: false,
                    help: "with --style \(styles) and --mode date, pick a range of days: prints START/END"))
        }
        return options + PickerOptions.options + [
            PickerOptions.format("the accepted value with its zone, offset, fields and labels")
        ]
    }

    /// The picker asked for, with what was moved about its initial value.
    package var prepared: PreparedPicker
    /// The picker's mode.
    package var mode: DatePickerMode
    /// How to draw it.
    package var style: Style
    /// Whether the accepted value is printed as JSON (`--format json`: ``PickResult``).
    package var json: Bool
    /// What the picker asks for (`--title`), or nil.
    package var title: String?
    /// The ICU date pattern the value is printed with (`--output-format`), or nil for ISO 8601.
    package var pattern: String?
    /// Whether the month calendar numbers its weeks (`--week-numbers`).
    package var weekNumbers: Bool
    /// Whether a typed field starts blank (`--empty`).
    package var empty: Bool
    /// Whether the wheels have a wheel of time zones after the time (`--zone-wheel`), which then shows the zone.
    package var zoneWheel: Bool
    /// Whether the month calendar picks a range of days (`--range`), printed by ``printed(range:of:)``.
    package var range: Bool

    /// The request that parsed options make, every option checked before a person is asked anything.
    ///
    /// - Parameters:
    ///   - parsed: What ``options(styles:)`` parsed.
    ///   - styles: The styles the program draws, the first by default.
    /// - Throws: ``UsageError`` for a style the program does not draw or that cannot show the mode, an option that
    ///   goes with another style, or a pattern ICU cannot format; ``RequestError``, ``PickerError`` or
    ///   ``LocaleError`` for the picker the options describe.
    package init(_ parsed: Arguments, styles: [Style]) throws {
        mode = try PickerOptions.mode(parsed) ?? .date
        json = try PickerOptions.wantsJSON(parsed)
        prepared = try PickerOptions.picker(parsed, mode: mode)
        let name = parsed.value("--style") ?? styles[0].rawValue
        guard let style = Style(rawValue: name), styles.contains(style) else {
            let names = UsageError.alternatives(styles.map(\.rawValue))
            throw UsageError("unknown style '\(LocaleError.printable(name))'; use \(names)")
        }
        if let refusal = style.refusal(of: mode) { throw UsageError(refusal) }
        self.style = style
        zoneWheel = parsed.has(.zoneWheel)
        if zoneWheel, style != .wheels {
            throw UsageError(
                "--zone-wheel adds a wheel beside the time: use it with --style wheels, not '\(style.rawValue)'")
        }
        weekNumbers = try PickerOptions.weekNumbers(parsed, onCalendar: style == .inline)
        pattern = parsed.value("--output-format")
        if let pattern {
            // Checked before a person is asked: a pattern ICU cannot format would print an empty value, with
            // status 0, after the person had picked.
            switch prepared.model {
            case .date(let picker):
                do {
                    try picker.context.checkPattern(pattern)
                } catch {
                    throw UsageError("--output-format \(error)")
                }
            case .countdown:
                throw UsageError("--output-format takes a date pattern; a countdown prints its seconds")
            }
        }
        empty = parsed.has("--empty")
        if empty, style != .field {
            throw UsageError("--empty starts a typed field blank: use it with --style field")
        }
        title = parsed.value("--title")
        range = parsed.has("--range")
        if range {
            guard style == .inline || style == .compact else {
                throw UsageError("--range picks days on a month calendar: use it with --style inline")
            }
            guard mode == .date else {
                throw UsageError("--range picks a range of days: use it with --mode date, not '\(mode)'")
            }
        }
    }

    /// What the program prints for an accepted range of days on the grid (``RangeResult``): the ISO 8601 interval
    /// (or each end written with ``pattern``), or with ``json`` the range's JSON; with a final newline.
    ///
    /// - Throws: ``CalendarError`` if ICU cannot write an end with the pattern.
    package func printed(range: ClosedRange<Int>, of grid: MonthGrid) throws -> String {
        guard json else { return try RangeResult.text(range, of: grid, pattern: pattern) }
        return RangeResult.json(range, of: grid).text
    }

    /// How the initial value was moved, one line each (``PickerOptions/notes(_:naming:)``).
    package var notes: [String] { PickerOptions.notes(prepared) }

    /// What the program prints for an accepted value of the picker: the value as ISO 8601 (or the countdown's
    /// seconds), or written with ``pattern``, or with ``json`` the ``PickResult``; with a final newline.
    ///
    /// - Parameter model: The picker as the person left it (the request's, moved).
    /// - Throws: ``CalendarError`` or ``PickerError`` if ICU cannot write the value.
    package func printed(_ model: AnyPickerModel) throws -> String {
        guard json else { return try model.printed(pattern: pattern) + "\n" }
        return try PickResult.json(model, formatted: try pattern.map { try model.printed(pattern: $0) }).text
    }
}
