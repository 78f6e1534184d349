internal import CICU

extension CalendarState {
    /// Reads text with one pattern, strictly or leniently, in the state's calendar and zone; the instant in
    /// milliseconds, or nil when the pattern does not read all of the text or the date it reads does not exist.
    ///
    /// - Parameter start: The instant whose month the text's missing fields come from: a text without a year
    ///   is in that year, one without a day on the month's first, one without a time at midnight.
    func parse(_ text: String, pattern: String, lenient: Bool, start: Double) throws -> Double? {
        let (format, calendar) = try openParser()
        format.apply(pattern: pattern)
        try format.setParsing(lenient: lenient)
        try calendar.setMillis(start)
        let era = try calendar.get(DP_UCAL_ERA), year = try calendar.get(DP_UCAL_YEAR)
        let month = try calendar.get(DP_UCAL_MONTH), leap = try calendar.get(DP_UCAL_IS_LEAP_MONTH)
        calendar.clear()
        calendar.set(DP_UCAL_ERA, era)
        calendar.set(DP_UCAL_YEAR, year)
        calendar.set(DP_UCAL_MONTH, month)
        calendar.set(DP_UCAL_IS_LEAP_MONTH, leap)
        calendar.set(DP_UCAL_DATE, 1)
        guard format.parse(text, into: calendar) else { return nil }
        // A strict calendar refuses fields that name no date (31 February) when asked for its time.
        return try? calendar.millis()
    }

    /// The parser, opened at first use: a formatter of the locale in the zone over a calendar like the context's
    /// (proleptic, so that a date before 1582 reads as ISO 8601 writes it) that refuses dates that do not exist.
    private func openParser() throws -> (format: ICUDateFormat, calendar: ICUCalendar) {
        if let parser { return parser }
        let format = try ICUDateFormat(locale: locale, pattern: "y", zone: zone)
        let (calendar, _) = try Self.prolepticCalendar(locale: locale, zone: zone)
        calendar.setAttribute(DP_UCAL_LENIENT, 0)
        dp_udat_setCalendar(format.handle, calendar.handle)
        parser = (format, calendar)
        return (format, calendar)
    }
}
