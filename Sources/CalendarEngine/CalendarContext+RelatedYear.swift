extension CalendarContext {
    /// The ISO year in which a year of the calendar begins: ICU's related Gregorian year, what the `r` pattern
    /// letter writes for the Chinese and Dangi calendars (2026 for the year 丙午 that begins on 2026-02-17).
    /// Found once per year and kept with the calendar's spans, as the inverse is: a typed Chinese field asks on
    /// every key.
    ///
    /// - Returns: nil for a year the calendar does not have.
    package func relatedYear(of year: YearID) -> Int? {
        if let cached = spans.relatedYear(CalendarState.key(year)) { return cached }
        guard let first = months(of: year).first else { return nil }
        let isoYear = Self.isoYear(julianDay: julianDay(at: first.start))
        spans.store(relatedYear: isoYear, of: year)
        return isoYear
    }

    /// The year of the calendar that begins in an ISO year, the inverse of ``relatedYear(of:)``: the year that
    /// holds that ISO year's 1 July (a Chinese or Dangi year begins between 21 January and 21 February).
    ///
    /// - Returns: nil when no year of the calendar begins in that ISO year within the supported range.
    package func year(related isoYear: Int) -> YearID? {
        guard (-1_000_000...1_000_000).contains(isoYear) else { return nil }
        if let cached = spans.year(related: isoYear) { return cached }
        let julyFirst = Double(Self.daysSince1970(isoYear: isoYear, month: 7, day: 1)) * 86_400
        guard let span = year(containing: julyFirst), relatedYear(of: span.id) == isoYear else { return nil }
        spans.store(year: span.id, related: isoYear)
        return span.id
    }

    /// The related years (``relatedYear(of:)``) of the years wholly within the supported range.
    package var relatedYears: ClosedRange<Int> {
        let first = Self.isoYear(julianDay: julianDay(at: supportedRange.lowerBound)) + 1
        let last = Self.isoYear(julianDay: julianDay(at: supportedRange.upperBound)) - 1
        return first...max(first, last)
    }

    /// The days from 1970-01-01 to a proleptic Gregorian date (H. Hinnant's `days_from_civil`).
    static func daysSince1970(isoYear: Int, month: Int, day: Int) -> Int {
        let year = month <= 2 ? isoYear - 1 : isoYear
        let era = (year >= 0 ? year : year - 399) / 400
        let yoe = year - era * 400
        let doy = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }
}
