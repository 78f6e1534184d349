/// A year of a calendar as a picker's year wheel shows it: the era and the year within it.
///
/// Most calendars have one era in the supported range; the Japanese calendar changes era within a year
/// (2019 is 平成31 until April 30 and 令和1 from May 1), so one Gregorian year can hold two `YearID`s.
public struct YearID: Hashable, Sendable, Codable {
    /// ICU's era index (Japanese: 236 = 令和; gregorian: 1 = AD).
    public var era: Int
    /// The year within the era.
    public var year: Int

    /// Makes a year from ICU's era index and the year within that era.
    public init(era: Int, year: Int) {
        self.era = era
        self.year = year
    }
}

/// A month of a calendar: ICU's month index and, for the Chinese and Dangi calendars, whether it is the leap
/// (intercalary) month that repeats it.
///
/// Hebrew months are indexed 0 (Tishri) to 12 (Elul) with 5 = Adar I, which exists in leap years only; in a
/// leap year month 6 is Adar II.
public struct MonthID: Hashable, Sendable, Codable {
    /// ICU's 0-based month index in the calendar.
    public var month: Int
    /// Whether this is a leap month (Chinese, Dangi).
    public var isLeap: Bool

    /// Makes a month from ICU's 0-based index; it is not a leap month unless `isLeap` says so.
    public init(month: Int, isLeap: Bool = false) {
        self.month = month
        self.isLeap = isLeap
    }
}

/// A wall-clock date and time in a calendar: what the wheels of a picker select.
public struct CalendarFields: Hashable, Sendable, Codable {
    /// The year: its era and the year within the era.
    public var year: YearID
    /// The month: ICU's 0-based index and whether it is a leap month.
    public var month: MonthID
    /// The day of the month, from 1.
    public var day: Int
    /// The hour on the clock, 0–23.
    public var hour: Int
    /// The minute, 0–59.
    public var minute: Int
    /// The second, 0–59.
    public var second: Int

    /// Makes a wall time from its fields, at midnight unless an hour, minute or second is given. Nothing checks
    /// that the fields name a date of the calendar: ``CalendarContext`` does when it uses them.
    public init(year: YearID, month: MonthID, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
    }
}

/// A year with the instant it starts (local midnight of its first day).
public struct YearSpan: Hashable, Sendable {
    /// The year: its era and the year within the era.
    public var id: YearID
    /// The calendar's running year number (ICU's extended year: 2019 for both 平成31 and 令和1).
    public var extendedYear: Int
    /// Seconds since 1970 of the first moment of the year's first day in the context's zone.
    public var start: Double
}

/// A month of one year: its id, the instant its first day starts, and the day numbers it holds.
///
/// The days are usually 1 to 28…31; a month cut by an era change holds only its part (Heisei 1 January is
/// 8–31, Shōwa 64 January is 1–7).
public struct MonthSpan: Hashable, Sendable {
    /// The month: ICU's 0-based index and whether it is a leap month.
    public var id: MonthID
    /// Seconds since 1970 of the first moment of the month's first day in the context's zone.
    public var start: Double
    /// The day numbers the month holds in this year, first to last.
    public var days: ClosedRange<Int>
    /// The Julian day number of the month's first day (day `days.lowerBound`).
    public var firstJulianDay: Int
}

/// One hour of a local day: the hour on the clock, when it starts and the UTC offset then.
///
/// A day on which clocks go back holds the repeated hour twice with different offsets; a day on which they go
/// forward lacks the skipped hour.
public struct HourSlot: Hashable, Sendable {
    /// The hour on the clock, 0–23.
    public var hour: Int
    /// Seconds since 1970 when this hour starts.
    public var start: Double
    /// The offset from UTC during this hour, in seconds (New York in winter: -18000).
    public var utcOffset: Int
}

/// One local day in a zone: when it starts and ends, its date, and its hours.
///
/// On most days the clock runs from 00:00 to 24:00 at one UTC offset; such a day is *regular*, and wall times
/// and instants within it convert by arithmetic, with no ICU call (what lets a wheel step stay cheap). A day on
/// which clocks change, or that does not start at 00:00, is not.
public struct LocalDay: Hashable, Sendable {
    /// The Julian day number (a running count of days).
    public var julianDay: Int
    /// The first instant of the day, in seconds since 1970.
    public var start: Double
    /// The first instant of the next day.
    public var end: Double
    /// The day's date, with hour, minute and second 0.
    public var date: CalendarFields
    /// The hours of the day, in order: 24 on a regular day, 23 or 25 when clocks change.
    public var hours: [HourSlot]
    /// Whether the day has hours 0–23 each once, on the hour, at one UTC offset.
    public var isRegular: Bool
    /// Whether the zone skipped the day (Samoa skipped 2011-12-30, going from UTC−10 to UTC+14): no instant has
    /// its date, and its start is the next day's.
    public var isSkipped: Bool { end <= start }

    init(julianDay: Int, start: Double, end: Double, date: CalendarFields, hours: [HourSlot]) {
        self.julianDay = julianDay
        self.start = start
        self.end = end
        self.date = date
        self.hours = hours
        isRegular =
            hours.count == 24 && end - start == 86_400
            && hours.indices.allSatisfy { hours[$0].hour == $0 && hours[$0].start == start + Double($0 * 3600) }
            && hours.allSatisfy { $0.utcOffset == hours[0].utcOffset }
    }

    /// The instant of a wall time on a regular day; nil on other days, where ``CalendarContext/resolve(_:repeated:)``
    /// applies the rules for gaps and repeats.
    public func instant(hour: Int, minute: Int, second: Int) -> Double? {
        guard isRegular, (0..<24).contains(hour), (0..<60).contains(minute), (0..<60).contains(second) else {
            return nil
        }
        return start + Double(hour * 3600 + minute * 60 + second)
    }

    /// The wall-clock fields of an instant within a regular day; nil outside the day or on other days.
    public func fields(at instant: Double) -> CalendarFields? {
        guard isRegular, instant >= start, instant < end else { return nil }
        let seconds = Int((instant - start).rounded(.down))
        var fields = date
        (fields.hour, fields.minute, fields.second) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
        return fields
    }
}

/// How a wall time was turned into an instant.
public enum WallTimeResolution: Hashable, Sendable {
    /// The wall time exists once.
    case exact
    /// The wall time falls in a gap (clocks went forward); the instant is that many seconds later on the clock,
    /// as RFC 5545 and Temporal's "compatible" rule say (02:30 on a New York spring-forward day is 03:30 EDT).
    case skipped(shiftedBy: Int)
    /// The wall time happens twice (clocks went back); the instant is the one asked for.
    case repeated
}

/// Which of the two instants of a repeated wall time to take.
public enum RepeatedTimeChoice: Hashable, Sendable {
    /// The first, with the summer offset (the default, as in Temporal's "compatible" rule).
    case earlier
    /// The second, with the winter offset.
    case later
}

/// The length of one of a locale's date or time styles.
public enum FormatStyle: String, Sendable, Hashable, CaseIterable {
    case full, long, medium, short
}
