import ArgumentParsing
import CalendarEngine
import DateModes
import FoundationEssentials
import PickerJSON

/// The options that describe a picker, shared by `datepick show`, `pick` and `render`, `datepick-gtk` and the C
/// library's `dp_pick_request_new`: parsed here into a ``PickerRequest``, which the C library also makes from JSON
/// by the same names, and checked there.
public enum PickerOptions {
    /// `--locale` and `--mode`, which every picker command takes (the default mode differs).
    public static func localeAndMode(defaultMode: String) -> [Arguments.Option] {
        // The help is written out rather than joined from the modes on every run, which parsing should not pay
        // for; the manual adds any mode the help leaves out.
        [
            localeOption(help: "the locale (default: LC_ALL, LC_TIME or LANG)"),
            .init(
                name: "--mode", takesValue: true, valueName: "MODE",
                values: .oneOf { DatePickerMode.allCases.map(\.rawValue) },
                help: "date, time, dateAndTime, countDownTimer or yearAndMonth (default: \(defaultMode))"),
        ]
    }

    /// `--locale ID`, one locale, completed from what `datepick locales` lists.
    public static func localeOption(
        _ name: String = "--locale", repeatable: Bool = false, help: String
    ) -> Arguments.Option {
        .init(
            name: name, takesValue: true, valueName: "ID", values: .printedBy([localesCommand]),
            repeatable: repeatable, help: help)
    }

    /// The `datepick` command that lists the locale ids, one a line, which the completion scripts ask for
    /// `--locale`'s values.
    public static let localesCommand = "locales"

    /// The hidden `datepick` option that prints the zones `--time-zone` takes, which the completion scripts run for
    /// its values: ICU's zones rather than the system's tzdata, which can name zones ICU's data lacks.
    public static let listTimeZones = "--list-time-zones"

    /// The picker options every picker command takes after `--locale` and `--mode`.
    public static let options: [Arguments.Option] = [
        .init(name: "--date", takesValue: true, valueName: "ISO", help: "the initial value, ISO 8601 (default: now)"),
        .init(
            name: "--time-zone", aliases: ["--zone"], takesValue: true, valueName: "ZONE",
            values: .printedBy([listTimeZones]), help: "IANA time zone (default: TZ or the system's)"),
        .init(
            name: "--calendar", takesValue: true, valueName: "CAL",
            values: .oneOf { LocaleProfiles.availableCalendars },
            help: "a calendar instead of the locale's (japanese, hebrew…)"),
        .init(
            name: "--minute-interval", takesValue: true, valueName: "N",
            help: "minute step: 1–30 dividing 60 (default 1)"),
        .init(
            name: "--second-interval", takesValue: true, valueName: "N",
            help: "second step: 1–30 dividing 60 (default 1)"),
        .init(name: "--seconds", takesValue: false, help: "add a seconds wheel (time, dateAndTime, countdown)"),
        .init(
            name: "--min", aliases: ["--minimum-date"], takesValue: true, valueName: "ISO",
            help: "earliest allowed value, ISO 8601"),
        .init(
            name: "--max", aliases: ["--maximum-date"], takesValue: true, valueName: "ISO",
            help: "latest allowed value, ISO 8601"),
        .init(name: "--duration", takesValue: true, valueName: "SECONDS", help: "countdown's initial seconds, 0–86399"),
        .init(
            name: "--rounding", takesValue: true, valueName: "RULE",
            values: .oneOf { IntervalRounding.allCases.map(\.rawValue) }, help: "floor, nearest (default) or ceiling"),
        .init(
            name: "--zone-wheel", takesValue: false,
            help: "dateAndTime: add a time-zone wheel; a zone keeps the wall time and the value takes its offset"),
    ]

    /// `--week-numbers`, which `pick` and `render` take with their inline style.
    public static let weekNumbersOption = Arguments.Option(
        name: "--week-numbers", takesValue: false,
        help: "with --style inline: number the weeks by the locale's rules")

    /// Whether `--week-numbers` was given, for a style that draws a month calendar or (`onCalendar` false) one
    /// that does not, which refuses it.
    public static func weekNumbers(_ parsed: Arguments, onCalendar: Bool) throws -> Bool {
        guard parsed.has("--week-numbers") else { return false }
        guard onCalendar else {
            throw UsageError("--week-numbers numbers the weeks of a month calendar: use it with --style inline")
        }
        return true
    }

    /// What `--format` takes for the commands that print a picker or its value: text by default.
    public enum Format: String, CaseIterable {
        case text, json
    }

    /// `--format text|json`, for the commands that print a picker or its value.
    public static func format(_ json: String) -> Arguments.Option {
        .init(
            name: "--format", takesValue: true, valueName: "FORMAT", values: .oneOf { Format.allCases.map(\.rawValue) },
            help: "text (default) or json: \(json)")
    }

    /// Whether `--format` asks for JSON.
    public static func wantsJSON(_ parsed: Arguments) throws -> Bool {
        let name = parsed.value("--format") ?? Format.text.rawValue
        guard let format = Format(rawValue: name) else {
            let names = UsageError.alternatives(Format.allCases.map(\.rawValue))
            throw UsageError("unknown format '\(LocaleError.printable(name))'; use \(names)")
        }
        return format == .json
    }

    /// The whole number an option gives, or nil when it is absent.
    ///
    /// - Throws: ``UsageError`` for a value that is not one.
    public static func integer(_ parsed: Arguments, _ name: String) throws -> Int? {
        guard let text = parsed.value(name) else { return nil }
        guard let value = Int(text) else {
            throw UsageError("\(name) '\(LocaleError.printable(text))' is not a whole number")
        }
        return value
    }

    /// The request the options make, in `mode` (nil: the command shows every mode).
    public static func request(_ parsed: Arguments, mode: DatePickerMode?) throws -> PickerRequest {
        PickerRequest(
            locale: parsed.value("--locale"), mode: mode, calendar: parsed.value("--calendar"),
            timeZone: parsed.value("--time-zone"), date: parsed.value("--date"),
            minuteInterval: try integer(parsed, "--minute-interval"),
            secondInterval: try integer(parsed, "--second-interval"),
            seconds: parsed.has("--seconds") ? true : nil, minimumDate: parsed.value("--min"),
            maximumDate: parsed.value("--max"), duration: try integer(parsed, "--duration"),
            rounding: try parsed.value("--rounding").map(PickerRequest.rounding(named:)),
            zoneWheel: parsed.has("--zone-wheel") ? true : nil)
    }

    /// The mode `--mode` names, or nil.
    public static func mode(_ parsed: Arguments) throws -> DatePickerMode? {
        try parsed.value("--mode").map(PickerRequest.mode(named:))
    }

    /// The picker the options describe in a mode; with `checkingOptions`, an option the mode ignores is refused.
    public static func picker(_ parsed: Arguments, mode: DatePickerMode, checkingOptions: Bool = true) throws
        -> PreparedPicker
    {
        var request = try request(parsed, mode: mode)
        request.mode = mode
        return try request.makePicker(environment: ProcessEnvironment.picker, checkingOptions: checkingOptions)
    }

    /// How the values asked for were moved, one line each, from what to what, as the commands say them on
    /// stderr after the program's name: `note: the initial value 14:07 was rounded to the interval: 14:00`.
    ///
    /// - Parameter mode: Named in each line when a command shows several modes.
    public static func notes(_ prepared: PreparedPicker, naming mode: Bool = false) -> [String] {
        ViewAdjustment.list(prepared.adjustments, of: prepared.model).map { adjustment in
            let prefix = mode ? "\(prepared.model.mode.rawValue): " : ""
            return "note: \(prefix)the initial value \(adjustment)"
        }
    }

    /// The locale's name in its own language and in English, with the calendar the picker uses rather than the
    /// one the id asked for (`ja_JP@calendar=japanese --calendar hebrew` is a Hebrew calendar).
    public static func names(_ model: any PickerModel) throws -> (own: String, english: String) {
        let id = model.profile.id
        return (try LocaleProfiles.displayName(of: id), try LocaleProfiles.displayName(of: id, in: "en"))
    }
}
