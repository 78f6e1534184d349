import CalendarEngine
import PickerModels
import FoundationEssentials

/// What a date picker is made from: the options of `datepick show`, `pick` and `render`, and of the C library's
/// `dp_picker_new`, by the names of the JSON view. A missing option takes the CLI's default: the environment's
/// locale and zone, now, date mode.
///
/// Every option a mode would ignore is refused rather than dropped (``RequestError/ignoredOption(_:mode:why:)``):
/// a script that asks a date picker for a seconds wheel has made a mistake it should hear about.
public struct PickerRequest: Sendable, Hashable {
    /// A locale id (ICU, BCP 47 or POSIX form); nil for the environment's (`LC_ALL`, `LC_TIME`, `LANG`).
    public var locale: String?
    /// The mode; nil for date.
    public var mode: DatePickerMode?
    /// A calendar instead of the locale's, or nil.
    public var calendar: String?
    /// An IANA zone; nil for `TZ`'s, else the system's.
    public var timeZone: String?
    /// The initial value, ISO 8601 (``ISO8601Value``); nil for now.
    public var date: String?
    /// The step of the minute wheel, 1 to 30 and a divisor of 60; nil for 1.
    public var minuteInterval: Int?
    /// The step of the seconds wheel, with the same rule; nil for 1.
    public var secondInterval: Int?
    /// Whether the time (or countdown) has a seconds wheel; nil for no.
    public var seconds: Bool?
    /// The earliest allowed value, ISO 8601; nil for none.
    public var minimumDate: String?
    /// The latest allowed value, ISO 8601; nil for none.
    public var maximumDate: String?
    /// The countdown's initial seconds, 0–86,399; nil for 0.
    public var duration: Int?
    /// How a value set from outside moves to the interval; nil for nearest.
    public var rounding: IntervalRounding?
    /// Whether the dateAndTime mode has a wheel of time zones after the time (`--zone-wheel`); nil for no.
    public var zoneWheel: Bool?
    /// The first day of the month calendar's weeks instead of the locale's, as `-u-fw-` sets it (`--first-weekday`):
    /// the week rows and their numbers start on it. Nil for the locale's.
    public var firstWeekday: FirstWeekday?
    /// The days that cannot be picked (`--unavailable`): `weekends` (the locale's) and ISO 8601 dates, separated by
    /// commas (``UnavailableDays/init(parsing:)``); nil for none.
    public var unavailable: String?

    /// Makes a request from the options given; each one left out takes its default.
    public init(
        locale: String? = nil, mode: DatePickerMode? = nil, calendar: String? = nil, timeZone: String? = nil,
        date: String? = nil, minuteInterval: Int? = nil, secondInterval: Int? = nil, seconds: Bool? = nil,
        minimumDate: String? = nil, maximumDate: String? = nil, duration: Int? = nil,
        rounding: IntervalRounding? = nil, zoneWheel: Bool? = nil, firstWeekday: FirstWeekday? = nil,
        unavailable: String? = nil
    ) {
        self.locale = locale
        self.mode = mode
        self.calendar = calendar
        self.timeZone = timeZone
        self.date = date
        self.minuteInterval = minuteInterval
        self.secondInterval = secondInterval
        self.seconds = seconds
        self.minimumDate = minimumDate
        self.maximumDate = maximumDate
        self.duration = duration
        self.rounding = rounding
        self.zoneWheel = zoneWheel
        self.firstWeekday = firstWeekday
        self.unavailable = unavailable
    }

    /// The options that are set, in ``Option`` order (a flag is set when it is on).
    public var givenOptions: [Option] {
        Option.allCases.filter { $0.entry.storage.isGiven(self) }
    }

    /// Why an option does nothing in a mode, or nil when the mode uses it.
    ///
    /// - Parameter seconds: Whether the request asks for a seconds wheel (the seconds interval needs one).
    public static func uselessness(of option: Option, in mode: DatePickerMode, seconds: Bool) -> String? {
        option.entry.refusal(mode, seconds)
    }

    /// Refuses an option the mode would ignore.
    ///
    /// - Throws: ``RequestError/ignoredOption(_:mode:why:)`` for the first such option.
    public func checkOptions() throws(RequestError) {
        let mode = mode ?? .date
        for option in givenOptions {
            if let why = Self.uselessness(of: option, in: mode, seconds: seconds == true) {
                throw .ignoredOption(option, mode: mode, why: why)
            }
        }
    }

    /// The picker the request describes: the environment's locale and zone where the request names none, then
    /// the model layer's factory (``PickerSpecification/prepare(now:)``).
    ///
    /// - Parameters:
    ///   - environment: Where missing options come from: `LC_ALL`, `LC_TIME`, `LANG` and `TZ`.
    ///   - now: The initial value without ``date``, and the day the dateAndTime wheel calls today.
    ///   - checkingOptions: Whether to refuse options the mode ignores (``checkOptions()``); `datepick show`
    ///     without a mode shows every mode, and takes an option any of them uses.
    /// - Throws: ``RequestError`` for an option the mode ignores or a `TZ` that names no zone, ``PickerError``
    ///   for everything the picker refuses (the locale, calendar, zone, intervals, bounds, dates).
    public func makePicker(environment: [String: String], now: Date = Date(), checkingOptions: Bool = true) throws
        -> PreparedPicker
    {
        if checkingOptions { try checkOptions() }
        let mode = mode ?? .date
        // A countdown holds no moment: it needs no zone, and a TZ that names none is no fault of it.
        let zone = mode.holdsDuration ? "UTC" : try timeZone ?? Self.zone(environment: environment)
        var specification = PickerSpecification(
            mode: mode, locale: locale ?? LocaleProfiles.environmentLocale(environment), calendar: calendar,
            timeZone: zone)
        specification.date = date
        specification.minimumDate = minimumDate
        specification.maximumDate = maximumDate
        specification.minuteInterval = minuteInterval ?? 1
        specification.secondInterval = secondInterval ?? 1
        specification.seconds = seconds ?? false
        specification.rounding = rounding ?? .nearest
        specification.zoneWheel = zoneWheel ?? false
        specification.firstWeekday = firstWeekday
        specification.unavailable = try unavailable.map(UnavailableDays.init(parsing:)) ?? .none
        specification.duration = duration ?? 0
        return try specification.prepare(now: now)
    }

    /// The zone `TZ` names (read as the C library reads it), else the system's.
    ///
    /// - Throws: ``RequestError/unknownTZ(_:)`` for a `TZ` that names no zone: it is refused, not run as UTC.
    public static func zone(environment: [String: String]) throws(RequestError) -> String {
        guard let tz = environment["TZ"] else { return CalendarContext.hostTimeZone }
        do {
            return try CalendarContext.zone(fromTZ: tz)
        } catch {
            throw .unknownTZ(tz)
        }
    }

    /// A mode by its name.
    ///
    /// - Throws: ``RequestError/unknownMode(_:)``.
    public static func mode(named name: String) throws(RequestError) -> DatePickerMode {
        guard let mode = DatePickerMode(rawValue: name) else { throw .unknownMode(name) }
        return mode
    }

    /// A rounding rule by its name.
    ///
    /// - Throws: ``RequestError/unknownRounding(_:)``.
    public static func rounding(named name: String) throws(RequestError) -> IntervalRounding {
        guard let rounding = IntervalRounding(rawValue: name) else { throw .unknownRounding(name) }
        return rounding
    }
}

/// Why a request was refused before a picker was made. One line, naming the option as the CLI spells it.
public enum RequestError: Error, Sendable, Hashable, CustomStringConvertible {
    /// An option the mode would ignore.
    case ignoredOption(PickerRequest.Option, mode: DatePickerMode, why: String)
    case unknownMode(String)
    case unknownRounding(String)
    /// A `TZ` environment value that names no zone ICU knows.
    case unknownTZ(String)
    /// A command-line value that is not the whole number its option takes.
    case notAWholeNumber(PickerRequest.Option, String)
    /// A word that is none of those its option takes (one of a fixed set, as `--first-weekday`'s).
    case unknownValue(PickerRequest.Option, String)
    /// Options JSON that is not JSON.
    case malformedOptions(JSONError)
    /// Options JSON that is not an object, but a value of this JSON type (``JSONValue/typeName``).
    case optionsNotAnObject(String)
    /// A key of the options JSON that names no option.
    case unknownOptionKey(String)
    /// A value of the options JSON that is not of its option's type, but of this JSON type.
    case wrongOptionType(PickerRequest.Option, found: String)

    /// The message, one line, naming the option or value and what is allowed.
    public var description: String {
        let p = LocaleError.printable
        switch self {
        case .ignoredOption(let option, let mode, let why):
            return "\(option.flag) does nothing with --mode \(mode.rawValue): \(why)"
        case .unknownMode(let name):
            return "unknown mode '\(p(name))'; use " + DatePickerMode.allCases.map(\.rawValue).joined(separator: ", ")
        case .unknownRounding(let name):
            return "unknown rounding '\(p(name))'; use floor, nearest or ceiling"
        case .unknownTZ(let tz):
            return
                "TZ '\(p(tz))' names no time zone ICU knows; set TZ to an IANA id such as Asia/Tokyo, or pass --time-zone"
        case .notAWholeNumber(let option, let text):
            return "\(option.flag) '\(p(text))' is not a whole number"
        case .unknownValue(let option, let word):
            // The option in words, as the other messages name what they refuse: `--first-weekday`, first weekday.
            let noun = option.flag.dropFirst(2).replacing("-", with: " ")
            var choices = option.entry.choices
            let last = choices.popLast() ?? ""
            return "unknown \(noun) '\(p(word))'; use "
                + (choices.isEmpty ? last : choices.joined(separator: ", ") + " or " + last)
        case .malformedOptions(let error):
            return "options: \(error)"
        case .optionsNotAnObject(let type):
            return "options: expected a JSON object, not \(Self.article(type)) \(type)"
        case .unknownOptionKey(let key):
            return "options: unknown key '\(p(key))'; use "
                + PickerRequest.Option.allCases.map(\.rawValue).joined(separator: ", ")
        case .wrongOptionType(let option, let type):
            let expected =
                switch option.entry.type {
                case .string, .choice, .moment: "a string"
                case .integer: "a whole number"
                case .flag: "true or false"
                }
            return "options: '\(option.rawValue)' must be \(expected), not \(Self.article(type)) \(type)"
        }
    }

    /// The article before a JSON type's name: an array, an object, a number.
    private static func article(_ type: String) -> String {
        type == "array" || type == "object" ? "an" : "a"
    }
}
