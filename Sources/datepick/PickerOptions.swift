import ArgumentParsing
import CalendarEngine
import DateModes
import FoundationEssentials

/// The options that describe a picker, shared by `show` and (later) `pick`: parsed here, checked by DateModes.
enum PickerOptions {
    /// `--locale` and `--mode`, which every picker command takes (the default mode differs).
    static func localeAndMode(defaultMode: String) -> [Arguments.Option] {
        [.init(name: "--locale", takesValue: true, help: "the locale (default: LC_ALL, LC_TIME or LANG)"),
         .init(name: "--mode", takesValue: true, help: "date, time, dateAndTime, countDownTimer or yearAndMonth (default: \(defaultMode))")]
    }

    /// The locale from --locale, else the environment's.
    static func locale(_ parsed: Arguments) -> String {
        parsed.value("--locale") ?? LocaleProfiles.environmentLocale(Datepick.environment(["LC_ALL", "LC_TIME", "LANG"]))
    }

    static let options: [Arguments.Option] = [
        .init(name: "--date", takesValue: true, help: "the initial value, ISO 8601 (default: now)"),
        .init(name: "--zone", takesValue: true, help: "IANA time zone (default: TZ or the system's)"),
        .init(name: "--calendar", takesValue: true, help: "a calendar instead of the locale's (japanese, hebrew…)"),
        .init(name: "--minute-interval", takesValue: true, help: "minute step: 1–30 dividing 60 (default 1)"),
        .init(name: "--second-interval", takesValue: true, help: "second step: 1–30 dividing 60 (default 1)"),
        .init(name: "--seconds", takesValue: false, help: "add a seconds wheel (time, countdown)"),
        .init(name: "--min", takesValue: true, help: "earliest allowed value, ISO 8601"),
        .init(name: "--max", takesValue: true, help: "latest allowed value, ISO 8601"),
        .init(name: "--duration", takesValue: true, help: "countdown's initial seconds, 0–86399"),
        .init(name: "--rounding", takesValue: true, help: "floor, nearest (default) or ceiling"),
    ]

    /// `--week-numbers`, which `pick` and `render` take with their inline style.
    static let weekNumbersOption = Arguments.Option(name: "--week-numbers", takesValue: false,
                                                    help: "with --style inline: number the weeks by the locale's rules")

    /// Whether `--week-numbers` was given, for a style that draws a month calendar or (`onCalendar` false) one
    /// that does not, which refuses it.
    static func weekNumbers(_ parsed: Arguments, onCalendar: Bool) throws -> Bool {
        guard parsed.has("--week-numbers") else { return false }
        guard onCalendar else {
            throw UsageError("--week-numbers numbers the weeks of a month calendar: use it with --style inline")
        }
        return true
    }

    static func mode(_ text: String) throws -> DatePickerMode {
        guard let mode = DatePickerMode(rawValue: text) else {
            throw UsageError("unknown mode '\(LocaleError.printable(text))'; use "
                + DatePickerMode.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return mode
    }

    static func integer(_ parsed: Arguments, _ name: String) throws -> Int? {
        guard let text = parsed.value(name) else { return nil }
        guard let value = Int(text) else { throw UsageError("\(name) '\(LocaleError.printable(text))' is not a whole number") }
        return value
    }

    /// The zone from --zone, else TZ (read as the C library reads it: `:America/New_York`, `:/etc/localtime`),
    /// else the system's. A TZ that names no zone is refused, not run as UTC.
    static func zone(_ parsed: Arguments) throws -> String {
        if let zone = parsed.value("--zone") { return zone }
        guard let tz = Datepick.environment(["TZ"])["TZ"] else { return CalendarContext.hostTimeZone }
        do {
            return try CalendarContext.zone(fromTZ: tz)
        } catch {
            throw UsageError("TZ '\(UsageError.printable(tz))' names no time zone ICU knows; "
                             + "set TZ to an IANA id such as Asia/Tokyo, or pass --zone")
        }
    }

    /// The picker the options describe, and how --date was moved before the picker saw it: a wall time in a DST
    /// gap is moved later while it is read (found in review: `pick` said nothing of it, where it notes the
    /// picker's own adjustments).
    static func picker(_ parsed: Arguments, locale: String, mode: DatePickerMode) throws
        -> (picker: DatePicker, dateAdjustment: Adjustment?) {
        let zone = try zone(parsed)
        var dateAdjustment: Adjustment?
        func instant(_ name: String) throws -> Date? {
            guard let text = parsed.value(name) else { return nil }
            let (instant, resolution) = try ISO8601Value(parsing: text).resolved(inTimeZone: zone)
            if name == "--date", case .skipped(let shift) = resolution { dateAdjustment = .skippedTime(shiftedBy: shift) }
            return Date(timeIntervalSince1970: instant)
        }
        var configuration = DatePickerConfiguration(mode: mode, locale: locale, calendar: parsed.value("--calendar"),
                                                    timeZone: zone)
        configuration.minuteInterval = try integer(parsed, "--minute-interval") ?? 1
        configuration.secondInterval = try integer(parsed, "--second-interval") ?? 1
        configuration.showsSeconds = parsed.has("--seconds")
        configuration.minimumDate = try instant("--min")
        configuration.maximumDate = try instant("--max")
        if let rounding = parsed.value("--rounding") {
            guard let value = IntervalRounding(rawValue: rounding) else {
                throw UsageError("unknown rounding '\(LocaleError.printable(rounding))'; use floor, nearest or ceiling")
            }
            configuration.rounding = value
        }
        let picker = try DatePicker(configuration, date: try instant("--date") ?? Date(),
                                    duration: try integer(parsed, "--duration") ?? 0)
        return (picker, dateAdjustment)
    }
}
