import CalendarEngine
import FoundationEssentials

/// Why a picker could not be made or changed. Every case names the bad value and, where there is a rule,
/// says what is allowed.
public enum PickerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The locale, calendar or time zone was refused.
    case calendar(CalendarError)
    /// The minute interval is not between 1 and 30 or does not divide 60.
    case invalidMinuteInterval(Int)
    /// The second interval is not between 1 and 30 or does not divide 60.
    case invalidSecondInterval(Int)
    /// The minimum date comes after the maximum date.
    case minimumAfterMaximum(minimum: Date, maximum: Date)
    /// A bound lies outside the supported years 1–9999.
    case boundOutOfRange(Date)
    /// A countdown duration is negative or longer than 23:59:59 (86,399 seconds).
    case durationOutOfRange(Int)
    /// There is no wheel with this index.
    case noSuchComponent(Int)
    /// No wheel of the picker sets this field (a date picker has no hour wheel; a time picker without seconds
    /// has no seconds wheel).
    case noSuchWheel(PickerField)
    /// A ``DatePicker`` holds a moment: the countdown, which holds a duration, is a ``CountdownPicker``.
    case holdsADuration
    /// The wheel has no row with this index.
    case noSuchRow(component: Int, row: Int)
    /// A wheel without rows.
    case emptyComponent(Int)
    /// A wheel of values was asked to select a value it does not hold.
    case noSuchValue(component: Int, value: String)
    /// Text that is not one of the ISO 8601 forms the picker reads.
    case invalidISO8601(String, reason: String)
    /// A year outside 1–9999, the years the wheels and ISO 8601's four digits hold.
    case yearOutOfRange(Int)
    /// A date that names no moment: its seconds since 1970 as Swift writes them (`nan`, `inf`, `-inf`). Not the
    /// `Date` itself: a NaN would make the error unequal to itself, and Foundation's `Date.description` traps on it.
    case invalidDate(String)
    /// No time on the minute (or second) interval lies between the bounds (10:07 to 10:12 in steps of 15).
    case noTimeWithinBounds(minimum: Date, maximum: Date, interval: String)
    /// Text that is not a list of unavailable days (``UnavailableDays/init(parsing:)``), and why.
    case invalidUnavailable(String, reason: String)
    /// Text that neither ISO 8601 nor any of the locale's patterns of the mode reads (``ParsedDate``): the text,
    /// the mode, and the patterns tried, in order.
    case unreadableText(String, mode: DatePickerMode, tried: [String])

    /// The intervals a wheel allows: 1 to 30 and dividing 60.
    public static let allowedIntervals = [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30]

    /// The message, one line, naming the bad value and, where there is a rule, what is allowed.
    public var description: String {
        let intervals = Self.allowedIntervals.map(String.init).joined(separator: ", ")
        switch self {
        case .calendar(let error): return error.description
        case .invalidMinuteInterval(let value):
            return "minute interval \(value) is not allowed; use one of \(intervals)"
        case .invalidSecondInterval(let value):
            return "second interval \(value) is not allowed; use one of \(intervals)"
        case .minimumAfterMaximum(let minimum, let maximum):
            return "minimum date \(minimum.iso8601) is after maximum date \(maximum.iso8601)"
        case .boundOutOfRange(let date): return "date \(date.iso8601) is outside the supported years 1–9999"
        case .durationOutOfRange(let seconds): return "duration \(seconds) s is outside 0…86399 (23:59:59)"
        case .noSuchComponent(let index): return "there is no wheel \(index)"
        case .noSuchRow(let component, let row): return "wheel \(component) has no row \(row)"
        case .noSuchWheel(let field): return "the picker has no \(field.rawValue) wheel"
        case .holdsADuration: return "a countdown holds a duration, not a moment: make a CountdownPicker"
        case .emptyComponent(let index): return "wheel \(index) has no rows"
        case .noSuchValue(let component, let value):
            return "wheel \(component) has no value '\(LocaleError.printable(value))'"
        case .invalidISO8601(let text, let reason):
            return "'\(LocaleError.printable(text))' is not an ISO 8601 date or time: \(reason)"
        case .yearOutOfRange(let year): return "year \(year) is outside the supported years 0001–9999"
        case .invalidDate(let seconds): return "a date of \(seconds) seconds since 1970 names no moment"
        case .noTimeWithinBounds(let minimum, let maximum, let interval):
            return "no time on the \(interval) interval lies between minimum date \(minimum.iso8601) "
                + "and maximum date \(maximum.iso8601)"
        case .invalidUnavailable(let text, let reason):
            return "unavailable days '\(LocaleError.printable(text))': \(reason)"
        case .unreadableText(let text, let mode, let tried):
            return "cannot read '\(LocaleError.printable(text))' as a \(mode.rawValue) value; tried "
                + tried.map { $0 == ParsedDate.iso8601 ? $0 : "'\(LocaleError.printable($0))'" }
                .joined(separator: ", ")
        }
    }
}

extension PickerError {
    /// Throws ``invalidMinuteInterval(_:)`` or ``invalidSecondInterval(_:)`` for an interval a wheel cannot step by.
    static func checkIntervals(minute: Int, second: Int) throws(PickerError) {
        guard allowedIntervals.contains(minute) else { throw .invalidMinuteInterval(minute) }
        guard allowedIntervals.contains(second) else { throw .invalidSecondInterval(second) }
    }

    /// Throws ``invalidDate(_:)`` for the first of `dates` that names no moment (not a number, or infinitely
    /// far), as a picker and a month grid refuse them.
    static func requireMoments(_ dates: [Date]) throws(PickerError) {
        for date in dates where !date.timeIntervalSince1970.isFinite {
            throw .invalidDate("\(date.timeIntervalSince1970)")
        }
    }
}

extension Date {
    /// The instant in ISO 8601 (UTC), for messages.
    var iso8601: String {
        // Far outside years 1–9999 (or not a number) there is no calendar date to write.
        guard timeIntervalSince1970.magnitude < 1e15 else { return "\(timeIntervalSince1970) s since 1970" }
        let c = ISO8601Value.civil(fromInstant: timeIntervalSince1970)
        return ISO8601Value.date(c) + "T" + ISO8601Value.time(c, seconds: true) + "Z"
    }
}
