import CalendarEngine
import PickerModels

extension PickerRequest {
    /// The options, by their names in the JSON view and the C library (the raw values), each with the CLI option
    /// that sets it.
    ///
    /// This is the one table of the picker options: a new option is a case here and its entry in ``entry``'s
    /// switch (which does not compile without it); the CLI's options and their help, manual and completions, the
    /// options JSON, the refusals of options a mode ignores and the C library's `dp_option_*` calls all come from
    /// there. The order of the cases is the order the CLI's help lists the options in and the JSON's errors name
    /// them in, and the C library numbers them by it: a new option comes after the others.
    public enum Option: String, CaseIterable, Sendable {
        case locale, mode, calendar, timeZone, date, minuteInterval, secondInterval, seconds, minimumDate,
            maximumDate, duration, rounding, zoneWheel, firstWeekday, unavailable

        /// The CLI's option: `--time-zone`, `--min`, `--max`….
        public var flag: String { entry.flag }

        /// The option's entry: its names, help, value and the modes that refuse it.
        package var entry: Entry { Self.entries[index] }

        /// The option's place among ``allCases``, as the C library numbers it.
        package var index: Int { Self.indices[self]! }

        private static let indices = Dictionary(uniqueKeysWithValues: allCases.enumerated().map { ($1, $0) })

        /// The entries, by ``index``: made once, at the first use of any.
        package static let entries = allCases.map(\.makeEntry)

        /// Why a mode with a moment refuses what only the countdown's duration has, and the reverse.
        private static let moment = "a countdown holds a duration, not a moment"

        // The table. Help lines are written out rather than joined from the cases (the modes, the roundings):
        // parsing pays for making the table, and the help reads as a person writes it.
        private var makeEntry: Entry {
            switch self {
            case .locale:
                Entry(
                    .string({ $0.locale }, { $0.locale = $1 }), flag: "--locale", valueName: "ID", values: .locales,
                    help: "the locale (default: LC_ALL, LC_TIME or LANG)")
            case .mode:
                Entry(
                    .choice({ $0.mode }, { $0.mode = $1 }, named: PickerRequest.mode(named:)), flag: "--mode",
                    valueName: "MODE",
                    help: "date, time, dateAndTime, countDownTimer or yearAndMonth")
            case .calendar:
                Entry(
                    .string({ $0.calendar }, { $0.calendar = $1 }), flag: "--calendar", valueName: "CAL",
                    values: .oneOf { LocaleProfiles.availableCalendars },
                    help: "a calendar instead of the locale's (japanese, hebrew…)"
                ) { mode, _ in mode.showsDate ? nil : "\(mode.rawValue) shows no date, so no calendar" }
            case .timeZone:
                Entry(
                    .string({ $0.timeZone }, { $0.timeZone = $1 }), flag: "--time-zone", aliases: ["--zone"],
                    valueName: "ZONE",
                    values: .timeZones, help: "IANA time zone (default: TZ or the system's)"
                ) { mode, _ in mode.holdsDuration ? Self.moment : nil }
            case .date:
                Entry(
                    .moment({ $0.date }, { $0.date = $1 }), flag: "--date", valueName: "ISO",
                    help: "the initial value, ISO 8601 (default: now)"
                ) { mode, _ in mode.holdsDuration ? "a countdown holds a duration: give --duration" : nil }
            case .minuteInterval:
                Entry(
                    .integer({ $0.minuteInterval }, { $0.minuteInterval = $1 }), flag: "--minute-interval",
                    valueName: "N",
                    help: "minute step: 1–30 dividing 60 (default 1)"
                ) { mode, _ in mode.hasMinuteWheel ? nil : "\(mode.rawValue) has no minute wheel" }
            case .secondInterval:
                Entry(
                    .integer({ $0.secondInterval }, { $0.secondInterval = $1 }), flag: "--second-interval",
                    valueName: "N",
                    help: "second step: 1–30 dividing 60 (default 1)"
                ) { mode, seconds in
                    if !mode.hasMinuteWheel { return "\(mode.rawValue) has no time wheels" }
                    return seconds ? nil : "there is no seconds wheel without --seconds"
                }
            case .seconds:
                Entry(
                    .flag({ $0.seconds }, { $0.seconds = $1 }), flag: "--seconds",
                    help: "add a seconds wheel (time, dateAndTime, countdown)"
                ) {
                    mode, _ in mode.hasMinuteWheel ? nil : "\(mode.rawValue) has no time wheels"
                }
            case .minimumDate:
                Entry(
                    .moment({ $0.minimumDate }, { $0.minimumDate = $1 }), flag: "--min", aliases: ["--minimum-date"],
                    valueName: "ISO",
                    help: "earliest allowed value, ISO 8601"
                ) { mode, _ in mode.holdsDuration ? Self.moment : nil }
            case .maximumDate:
                Entry(
                    .moment({ $0.maximumDate }, { $0.maximumDate = $1 }), flag: "--max", aliases: ["--maximum-date"],
                    valueName: "ISO",
                    help: "latest allowed value, ISO 8601"
                ) { mode, _ in mode.holdsDuration ? Self.moment : nil }
            case .duration:
                Entry(
                    .integer({ $0.duration }, { $0.duration = $1 }), flag: "--duration", valueName: "SECONDS",
                    help: "countdown's initial seconds, 0–86399"
                ) { mode, _ in mode.holdsDuration ? nil : "only a countdown (--mode countDownTimer) has a duration" }
            case .rounding:
                Entry(
                    .choice({ $0.rounding }, { $0.rounding = $1 }, named: PickerRequest.rounding(named:)),
                    flag: "--rounding", valueName: "RULE",
                    help: "floor, nearest (default) or ceiling"
                ) { mode, _ in mode.hasMinuteWheel ? nil : "\(mode.rawValue) has no minute wheel" }
            case .zoneWheel:
                Entry(
                    .flag({ $0.zoneWheel }, { $0.zoneWheel = $1 }), flag: "--zone-wheel",
                    help:
                        "dateAndTime: add a time-zone wheel; a zone keeps the wall time and the value takes its offset"
                ) { mode, _ in mode == .dateAndTime ? nil : "only dateAndTime has a time-zone wheel beside its time" }
            case .firstWeekday:
                Entry(
                    .choice({ $0.firstWeekday }, { $0.firstWeekday = $1 }), flag: "--first-weekday", valueName: "DAY",
                    help: "the first day of the month calendar's weeks: sun, mon … sat (default: the locale's)"
                ) { mode, _ in mode.hasMonthView ? nil : "\(mode.rawValue) picks no day, so it has no weeks" }
            case .unavailable:
                Entry(
                    .string({ $0.unavailable }, { $0.unavailable = $1 }), flag: "--unavailable", valueName: "DAYS",
                    help: "days that cannot be picked: weekends (the locale's) and/or ISO dates, by commas"
                ) { mode, _ in mode.hasMonthView ? nil : "\(mode.rawValue) picks no day" }
            }
        }
    }
}
