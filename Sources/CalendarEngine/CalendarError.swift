/// Why a calendar context could not be made or used. Every case names the bad value.
public enum CalendarError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The locale (or the calendar given for it) was refused.
    case locale(LocaleError)
    /// The calendar asked for instead of the locale's is not one ICU has; `known` lists those it has.
    case unknownCalendar(String, known: [String])
    /// The time zone is not an IANA zone ICU knows (ICU itself would silently use GMT).
    case unknownTimeZone(String)
    /// Fields that name no date of the calendar (a day past the month's end, a leap month the year lacks).
    case invalidFields(String)
    /// A date pattern ICU cannot format (`j`, an unclosed quote), with why.
    case invalidPattern(String, reason: String)
    /// ICU failed where it should not (a bug worth reporting).
    case icuFailure(String)

    /// The message, one line, naming the bad value.
    public var description: String {
        switch self {
        case .locale(let error): error.description
        case .unknownCalendar(let calendar, let known):
            "unknown calendar '\(LocaleError.printable(calendar))'; ICU knows \(known.joined(separator: ", "))"
        case .unknownTimeZone(let zone):
            "unknown time zone '\(LocaleError.printable(zone))'; use an IANA id such as Asia/Tokyo or UTC"
        case .invalidFields(let message): "no such date: \(message)"
        case .invalidPattern(let pattern, let reason):
            "'\(LocaleError.printable(pattern))' is not a date pattern ICU can format: \(reason)"
        case .icuFailure(let message): "ICU failed: \(message)"
        }
    }
}
