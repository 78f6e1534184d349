internal import CICU

extension CalendarContext {
    // MARK: Years, months, days, hours

    /// The years within `radius` running years of `year`, in order, clipped to the supported range.
    ///
    /// Years are found by ICU a chunk at a time and cached, so a wheel can show a window of them without the
    /// whole range being computed (ten thousand Chinese years take ICU over a second).
    ///
    /// - Returns: Empty for a year the calendar does not have. A negative radius is 0; a radius beyond the
    ///   supported years is all of them.
    public func years(around year: YearID, radius: Int) -> [YearSpan] {
        checked("the years around \(year)") { try $0.years(around: year, radius: radius) }
    }

    /// How many running years the supported range holds before `year`'s and after it (a year it does not hold
    /// counts as the nearest it does).
    ///
    /// ``years(around:radius:)`` lists every running year at least once (twice where an era begins within it),
    /// under the running year its start falls in, which for a year whose start ICU computes a day off is the one
    /// beside it. So within a radius it lists at least `min(radius, before) - 1` years before `year` and
    /// `min(radius, after) - 1` after: a window of years can know how many it holds without finding those far from
    /// its centre.
    package func runningYears(around year: YearID) -> (before: Int, after: Int) {
        checked("the running years around \(year)") { try $0.runningYears(around: year) }
    }

    /// The year that holds an instant, or nil outside the supported range.
    ///
    /// - Precondition: `instant` is finite.
    public func year(containing instant: Double) -> YearSpan? {
        guard supportedRange.contains(instant) else { return nil }
        return checked("the year containing \(instant)", instant) { try $0.year(containing: instant * 1000) }
    }

    /// The months of a year, in order (12 or 13; fewer where an era starts or ends within the year).
    ///
    /// - Returns: Empty for a year the calendar does not have.
    public func months(of year: YearID) -> [MonthSpan] {
        checked("the months of \(year)") { try $0.months(of: year) }
    }

    /// The hours of a local day, in order: 24 on most days, 23 when clocks go forward (the skipped hour is
    /// missing), 25 when they go back (the repeated hour twice, told apart by its offset); none for a date that
    /// does not exist (February 30, which ICU would carry into March).
    public func hours(onDayOf fields: CalendarFields) -> [HourSlot] {
        checked("the hours of \(fields)") { state in
            do {
                return try state.hours(onDayOf: fields)
            } catch CalendarError.invalidFields {
                return []  // no such date: a day past its month's end
            }
        }
    }

    /// A local day by its Julian day number: start, end, date and hours (cached).
    ///
    /// A Julian day beyond what ICU's 32-bit field holds (±2,147,483,647, about six million years from any
    /// supported date) is taken as the nearest it holds, as is every method's that takes a Julian day.
    public func day(julianDay: Int) -> LocalDay {
        let julianDay = CalendarState.clamped(julianDay)
        return checked("the day of Julian day \(julianDay)") { try $0.day(julianDay: julianDay) }
    }

    /// The Julian day number of an instant's local date (a running count of days, for day wheels).
    ///
    /// - Precondition: `instant` is finite.
    public func julianDay(at instant: Double) -> Int {
        checked("the Julian day at \(instant)", instant) { try $0.julianDay(at: instant * 1000) }
    }

    /// The weekday of the local day with a Julian day number, 1 = Sunday … 7 = Saturday.
    public func weekday(julianDay: Int) -> Int {
        let julianDay = CalendarState.clamped(julianDay)
        return checked("the weekday of Julian day \(julianDay)") {
            try $0.field(DP_UCAL_DAY_OF_WEEK, julianDay: julianDay)
        }
    }

    /// The week of the year of a local day by the locale's rules: its first weekday (with `-u-fw-`) and the
    /// fewest days a first week must hold (ISO 8601 in most of Europe, US weeks in the US).
    public func weekOfYear(julianDay: Int) -> Int {
        let julianDay = CalendarState.clamped(julianDay)
        return checked("the week of Julian day \(julianDay)") {
            try $0.field(DP_UCAL_WEEK_OF_YEAR, julianDay: julianDay)
        }
    }

    /// The first instant of the local day with a Julian day number.
    public func startOfDay(julianDay: Int) -> Double {
        let julianDay = CalendarState.clamped(julianDay)
        return checked("the start of Julian day \(julianDay)") { try $0.startOfDay(julianDay: julianDay) } / 1000
    }
}
