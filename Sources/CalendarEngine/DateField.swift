/// A field of a date or time, as a picker shows it on a wheel.
public enum DateField: String, Codable, Sendable, CaseIterable, Hashable {
    case era, year, month, day, weekday, dayPeriod, hour, minute, second

    /// The field an ICU pattern letter writes, or nil for letters a picker has no wheel for (zones, weeks…).
    ///
    /// Years: `y` (calendar year), `u` (extended), `Y` (week-based), `r` (related Gregorian year) and `U` (the
    /// cyclic year name of the Chinese and Dangi calendars) all count as the year.
    public init?(patternLetter: Character) {
        switch patternLetter {
        case "G": self = .era
        case "y", "Y", "u", "U", "r": self = .year
        case "M", "L": self = .month
        case "d": self = .day
        case "E", "c", "e": self = .weekday
        case "a", "b", "B": self = .dayPeriod
        case "h", "H", "K", "k": self = .hour
        case "m": self = .minute
        case "s": self = .second
        default: return nil
        }
    }
}
