/// The years, months and days of one calendar in one time zone, shared by every ``CalendarContext`` with that
/// calendar and zone, whatever its locale.
///
/// They are ICU's calendar arithmetic, which does not depend on the locale (a locale's week rules only number
/// weeks, which are not kept here): the contexts of `de_DE` and `fr_FR` in UTC scan the same Gregorian years.
/// `datepick tables` builds pickers for 805 locales in a handful of calendars; each context used to scan its
/// own years (the largest part of the tables' picker work). Whichever context computes a span first stores it;
/// two that race compute equal spans.
final class CalendarSpans: Sendable {
    private struct Caches {
        var chunks: [Int: [YearSpan]] = [:]
        var months: [Int: [MonthSpan]] = [:]
        var days: [Int: LocalDay] = [:]
        /// The ISO year each year begins in (by the year's packed key), and the year that begins in each ISO year.
        var relatedYears: [Int: Int] = [:]
        var yearsRelated: [Int: YearID] = [:]
        var supportedRange: ClosedRange<Double>?
    }

    private let caches = Locked(Caches())

    /// The spans of a calendar (CLDR key) in a canonical zone, made on first use and kept by the engine.
    static func shared(calendar: String, zone: String, engine: LocaleProfiles) -> CalendarSpans {
        engine.spans.value(for: calendar + "\u{1}" + zone, limit: 32) { CalendarSpans() }
    }

    /// The supported range (see `State.supportedRange`), which depends on the zone alone.
    func supportedRange() -> ClosedRange<Double>? { caches.withLock { $0.supportedRange } }

    func store(supportedRange: ClosedRange<Double>) {
        caches.withLock { $0.supportedRange = supportedRange }
    }

    /// A chunk of years by index (see `State.chunk`).
    func chunk(_ index: Int) -> [YearSpan]? { caches.withLock { $0.chunks[index] } }

    func store(chunk: [YearSpan], at index: Int) {
        caches.withLock { $0.chunks.set(chunk, for: index, emptyingPast: 256) }
    }

    /// The months of a year, by the year's packed key.
    func months(_ year: Int) -> [MonthSpan]? { caches.withLock { $0.months[year] } }

    func store(months: [MonthSpan], of year: Int) {
        caches.withLock { $0.months.set(months, for: year, emptyingPast: 256) }
    }

    /// The ISO year a year begins in (``CalendarContext/relatedYear(of:)``), by the year's packed key.
    func relatedYear(_ year: Int) -> Int? { caches.withLock { $0.relatedYears[year] } }

    /// The year that begins in an ISO year (``CalendarContext/year(related:)``).
    func year(related isoYear: Int) -> YearID? { caches.withLock { $0.yearsRelated[isoYear] } }

    func store(relatedYear isoYear: Int, of year: YearID) {
        caches.withLock { $0.relatedYears.set(isoYear, for: CalendarState.key(year), emptyingPast: 512) }
    }

    func store(year: YearID, related isoYear: Int) {
        caches.withLock { $0.yearsRelated.set(year, for: isoYear, emptyingPast: 512) }
    }

    /// A local day by its Julian day number.
    func day(_ julianDay: Int) -> LocalDay? { caches.withLock { $0.days[julianDay] } }

    func store(day: LocalDay) {
        caches.withLock { $0.days.set(day, for: day.julianDay, emptyingPast: 512) }
    }
}
