internal import CICU

/// The ICU objects and caches of one context; every method runs under the context's lock. Its years and months
/// are in `CalendarState+Years.swift`, its formatting in `CalendarState+Text.swift`.
final class CalendarState {
    let locale: String
    let zone: String
    let calendar: ICUCalendar
    /// Wheel row labels by pattern and key (see ``CalendarContext/label(at:pattern:key:)``).
    var labels = [LabelCacheKey: String](minimumCapacity: 128)
    /// A formatter for list items and one for running text, each with the pattern it has now.
    var formats: [(ICUDateFormat, pattern: String)?] = [nil, nil]
    var patterns: [String: String] = [:]
    /// The patterns of date and time styles: reading one opens a formatter, which loads the locale's symbols, and
    /// the compact texts ask for theirs after every change of a value.
    var stylePatterns: [StylePatternKey: String] = [:]
    var generator: ICUPatternGenerator?
    var relative: ICUDateFormat?
    /// The interval formatter of the locale's medium date (``CalendarContext/formatDays(from:through:)``).
    var intervalFormat: ICUIntervalFormat?
    /// The formatter that reads text, and the calendar it reads into (``CalendarContext/read(_:patterns:now:)``):
    /// opened at the first text read, kept apart from the formatters that write, whose leniency it changes.
    var parser: (format: ICUDateFormat, calendar: ICUCalendar)?
    /// Year chunks, months by year and local days (a picker's wheels need a day's hours on every step), shared
    /// with every context of this calendar and zone.
    let spans: CalendarSpans

    /// A date style and a time style, as ICU numbers them (`UDAT_NONE` for none).
    struct StylePatternKey: Hashable {
        let date: Int32
        let time: Int32
    }

    /// A year as a month cache key: keyed by `Int`, which the day cache already uses, since a `YearID`-keyed
    /// dictionary would cost each process a scan of every conformance record at its first lookup.
    static func key(_ year: YearID) -> Int { year.era << 32 | Int(UInt32(truncatingIfNeeded: year.year)) }

    /// Before this, ICU's Gregorian calendars switch to Julian; setting it this early makes them proleptic.
    static let prolepticChange = -8.64e15

    init(locale: String, zone: String, firstWeekday: Int, spans: CalendarSpans) throws {
        self.locale = locale
        self.zone = zone
        self.spans = spans
        (calendar, isGregorian) = try Self.prolepticCalendar(locale: locale, zone: zone)
        // ICU 72 ignores -u-fw-; the profile honours it, and week numbers must follow the same first day.
        calendar.setAttribute(DP_UCAL_FIRST_DAY_OF_WEEK, Int32(firstWeekday))
        let range = try supportedRange()
        extendedRange = try extendedYear(at: range.lowerBound * 1000)...extendedYear(at: range.upperBound * 1000)
    }

    /// The running (extended) years of the supported range, found when the state is made.
    var extendedRange: ClosedRange<Int> = 0...0

    /// A Julian day within what ICU's 32-bit field holds: the nearest such day to one beyond it.
    static func clamped(_ julianDay: Int) -> Int {
        min(max(julianDay, Int(Int32.min) + 2), Int(Int32.max) - 2)
    }

    /// Whether ICU implements the calendar as a Gregorian one (``CalendarContext/hasGregorianMonths``).
    let isGregorian: Bool

    /// A calendar of `locale` in `zone`, proleptic if Gregorian, and whether it is.
    static func prolepticCalendar(locale: String, zone: String) throws -> (ICUCalendar, isGregorian: Bool) {
        let calendar = try ICUCalendar(locale: locale, zone: zone)
        var status: ICUStatus = DP_U_ZERO_ERROR
        dp_ucal_setGregorianChange(calendar.handle, prolepticChange, &status)  // unsupported for non-Gregorian
        return (calendar, status != DP_U_UNSUPPORTED_ERROR)
    }

    /// Local 0001-01-01T00:00 to 9999-12-31T23:59:59.999 of the proleptic Gregorian calendar, in seconds.
    ///
    /// It depends on the zone alone, so the contexts of one calendar and zone share it (``CalendarSpans``). The
    /// first finds it as the starts of two Julian days, which every ICU calendar counts alike, on its own calendar:
    /// a Gregorian calendar opened (and made proleptic) for the dates cost a tenth of a million instructions.
    func supportedRange() throws -> ClosedRange<Double> {
        if let knownRange { return knownRange }
        if let shared = spans.supportedRange() {
            knownRange = shared
            return shared
        }
        let first = try startOfDay(julianDay: Self.firstJulianDay)
        let afterLast = try startOfDay(julianDay: Self.lastJulianDay + 1)
        let range = (first / 1000)...((afterLast - 1) / 1000)
        spans.store(supportedRange: range)
        knownRange = range
        return range
    }

    /// The Julian days of 0001-01-01 and 9999-12-31 in the proleptic Gregorian calendar (day 2,440,588 being
    /// 1970-01-01, as ``utcNoon(julianDay:)`` counts).
    static let firstJulianDay = 1_721_426
    static let lastJulianDay = 5_373_484

    /// ``supportedRange()`` once found: every year start asks for it.
    var knownRange: ClosedRange<Double>?

    /// The era and year at an instant: two field reads, where ``fields(at:)`` makes eight.
    func year(at millis: Double) throws -> YearID {
        try calendar.setMillis(millis)
        return YearID(era: try calendar.get(DP_UCAL_ERA), year: try calendar.get(DP_UCAL_YEAR))
    }

    func fields(at millis: Double) throws -> CalendarFields {
        try calendar.setMillis(millis)
        return try currentFields()
    }

    func currentFields() throws -> CalendarFields {
        try Self.fields(of: calendar)
    }

    static func fields(of calendar: ICUCalendar) throws -> CalendarFields {
        CalendarFields(
            year: YearID(era: try calendar.get(DP_UCAL_ERA), year: try calendar.get(DP_UCAL_YEAR)),
            month: MonthID(
                month: try calendar.get(DP_UCAL_MONTH), isLeap: try calendar.get(DP_UCAL_IS_LEAP_MONTH) != 0),
            day: try calendar.get(DP_UCAL_DATE),
            hour: try calendar.get(DP_UCAL_HOUR_OF_DAY),
            minute: try calendar.get(DP_UCAL_MINUTE),
            second: try calendar.get(DP_UCAL_SECOND))
    }

    // MARK: Days without an instant

    /// This calendar in UTC, where every Julian day has instants: the date of a day the zone skipped (Samoa's
    /// 2011-12-30) is read here, as the zone's calendar can only name the day after it. Opened at first need.
    var utcCalendar: ICUCalendar?
    /// A list-item formatter in UTC over ``utcCalendar``, for the labels of such days.
    var utcFormat: (ICUDateFormat, pattern: String)?

    /// Noon UTC of a Julian day, in milliseconds (ICU's Julian day 2,440,588 is 1970-01-01).
    static func utcNoon(julianDay: Int) -> Double { (Double(julianDay - 2_440_588) * 86_400 + 43_200) * 1000 }

    func openUTCCalendar() throws -> ICUCalendar {
        if let utcCalendar { return utcCalendar }
        let (opened, _) = try Self.prolepticCalendar(locale: locale, zone: "Etc/UTC")
        utcCalendar = opened
        return opened
    }

    /// The date of a Julian day, whether or not the zone has an instant in it; hour, minute and second 0.
    func date(julianDay: Int) throws -> CalendarFields {
        let utc = try openUTCCalendar()
        try utc.setMillis(Self.utcNoon(julianDay: julianDay))
        var date = try Self.fields(of: utc)
        (date.hour, date.minute, date.second) = (0, 0, 0)
        return date
    }

    /// A day's label formatted from its date rather than an instant in it: `pattern` must hold no time or zone
    /// field.
    func format(julianDay: Int, pattern: String) throws -> String {
        let utc = try openUTCCalendar()
        return try formatter(&utcFormat, pattern: pattern, zone: "Etc/UTC", calendar: utc, asListItem: true)
            .format(millis: Self.utcNoon(julianDay: julianDay))
    }

    func offset(at millis: Double) throws -> Int {
        try calendar.setMillis(millis)
        return (try calendar.get(DP_UCAL_ZONE_OFFSET) + calendar.get(DP_UCAL_DST_OFFSET)) / 1000
    }

    func millis(of fields: CalendarFields, repeated: RepeatedTimeChoice) throws -> Double {
        calendar.setAttribute(DP_UCAL_SKIPPED_WALL_TIME, DP_UCAL_WALLTIME_LAST)
        calendar.setAttribute(
            DP_UCAL_REPEATED_WALL_TIME, repeated == .earlier ? DP_UCAL_WALLTIME_FIRST : DP_UCAL_WALLTIME_LAST)
        calendar.clear()
        calendar.set(DP_UCAL_ERA, fields.year.era)
        calendar.set(DP_UCAL_YEAR, fields.year.year)
        calendar.set(DP_UCAL_MONTH, fields.month.month)
        calendar.set(DP_UCAL_IS_LEAP_MONTH, fields.month.isLeap ? 1 : 0)
        calendar.set(DP_UCAL_DATE, fields.day)
        calendar.set(DP_UCAL_HOUR_OF_DAY, fields.hour)
        calendar.set(DP_UCAL_MINUTE, fields.minute)
        calendar.set(DP_UCAL_SECOND, fields.second)
        return try calendar.millis()
    }

    func resolve(_ fields: CalendarFields, repeated: RepeatedTimeChoice) throws -> (
        instant: Double, resolution: WallTimeResolution
    ) {
        let millis = try millis(of: fields, repeated: repeated)
        let found = try self.fields(at: millis)
        if found != fields {
            // A gap: ICU moved the wall time later by the gap's length.
            let asked = fields.hour * 3600 + fields.minute * 60 + fields.second
            var got = found.hour * 3600 + found.minute * 60 + found.second
            if found.day != fields.day { got += 86400 }
            return (millis / 1000, .skipped(shiftedBy: got - asked))
        }
        let other = try self.millis(of: fields, repeated: repeated == .earlier ? .later : .earlier)
        return (millis / 1000, other != millis ? .repeated : .exact)
    }

    // MARK: Days and hours

    func field(_ field: Int32, julianDay: Int) throws -> Int {
        try calendar.setMillis(try startOfDay(julianDay: julianDay) + 12 * 3_600_000)
        return try calendar.get(field)
    }

    func julianDay(at millis: Double) throws -> Int {
        try calendar.setMillis(millis)
        return try calendar.get(DP_UCAL_JULIAN_DAY)
    }

    func startOfDay(julianDay: Int) throws -> Double {
        // ICU's field is 32 bits: a Julian day from outside beyond it (Int.max) is no day, and the day after it
        // would overflow. Days past the supported range stay allowed: a year or month holding the
        // range's last day runs on past it.
        guard julianDay > Int(Int32.min), julianDay < Int(Int32.max) else {
            throw CalendarError.invalidFields("Julian day \(julianDay)")
        }
        calendar.setAttribute(DP_UCAL_SKIPPED_WALL_TIME, DP_UCAL_WALLTIME_LAST)
        calendar.setAttribute(DP_UCAL_REPEATED_WALL_TIME, DP_UCAL_WALLTIME_FIRST)
        calendar.clear()
        calendar.set(DP_UCAL_JULIAN_DAY, julianDay)
        return try calendar.millis()
    }

    /// The first instant of the local day that holds `millis`.
    func startOfDay(millis: Double) throws -> Double {
        try startOfDay(julianDay: try julianDay(at: millis))
    }

    func hours(onDayOf fields: CalendarFields) throws -> [HourSlot] {
        guard try months(of: fields.year).first(where: { $0.id == fields.month })?.days.contains(fields.day) == true
        else {
            throw CalendarError.invalidFields("\(fields)")
        }
        var day = fields
        (day.hour, day.minute, day.second) = (0, 0, 0)
        return try self.day(julianDay: try julianDay(at: try millis(of: day, repeated: .earlier))).hours
    }

    func day(julianDay: Int) throws -> LocalDay {
        if let cached = spans.day(julianDay) { return cached }
        let start = try startOfDay(julianDay: julianDay)
        let end = try startOfDay(julianDay: julianDay + 1)
        // A day the zone skipped has no instant: fields(at: start) would give the next day's date.
        var date = end > start ? try fields(at: start) : try self.date(julianDay: julianDay)
        let startsAtMidnight = date.hour == 0 && date.minute == 0 && date.second == 0
        (date.hour, date.minute, date.second) = (0, 0, 0)
        var slots: [HourSlot] = []
        if startsAtMidnight, end > start, try (calendar.nextTransition() ?? end) >= end {
            // No offset change within the day, so 24 hours at one offset (one ICU call where walking the hours
            // takes 48).
            let offset = try offset(at: start)
            slots = (0..<24).map { HourSlot(hour: $0, start: start / 1000 + Double($0 * 3600), utcOffset: offset) }
        } else {
            // Each slot runs to the next wall-clock hour or to the next change of offset, whichever comes first:
            // an hour's worth of milliseconds from the day's start put every slot after a half-hour change
            // (Lord Howe) at xx:30, and 10:15 sat in the row of 9; a change in mid-hour (Caracas, 2016-05-01
            // 02:30 → 03:00) must end its slot there too. A slot that starts mid-hour
            // holds the rest of that hour.
            var t = start
            while t < end {
                let local = try self.fields(at: t)
                let slotOffset = try offset(at: t)
                slots.append(HourSlot(hour: local.hour, start: t / 1000, utcOffset: slotOffset))
                let nextHour = t + Double(3600 - local.minute * 60 - local.second) * 1000
                // The transition after t (offset(at:) left the calendar there), if it changes the offset at all.
                if let transition = try calendar.nextTransition(), transition > t, transition < nextHour,
                    try offset(at: transition) != slotOffset
                {
                    t = transition
                } else {
                    t = nextHour
                }
            }
        }
        let day = LocalDay(julianDay: julianDay, start: start / 1000, end: end / 1000, date: date, hours: slots)
        spans.store(day: day)
        return day
    }
}
