import Foundation

/// Dates for tests, computed without ICU or Foundation's calendars so that they check the engine
/// rather than repeat it.
public enum Civil {
    /// Seconds since 1970 of a UTC date-time in the proleptic Gregorian calendar (H. Hinnant's days_from_civil).
    public static func utc(
        _ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0,
        _ second: Int = 0
    ) -> Double {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        let days = era * 146097 + doe - 719468
        return Double(days * 86400 + hour * 3600 + minute * 60 + second)
    }

    /// The same as a `Date`, at a UTC offset in hours (Tokyo: 9): the wall time `year-month-day hour:minute` there.
    public static func date(
        _ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0,
        _ second: Int = 0, offset: Double = 0
    ) -> Date {
        Date(timeIntervalSince1970: utc(year, month, day, hour, minute, second) - offset * 3600)
    }
}
