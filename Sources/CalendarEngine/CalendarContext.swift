internal import CICU
import Glibc

/// One locale's calendar in one IANA time zone: the arithmetic and the labels a date picker's wheels need.
///
/// All calendar facts come from ICU: which years, months and days exist (Hebrew leap years have 13 months,
/// Chinese years may have a leap month, a Japanese era can start mid-year), how long each local day is (23 or 25
/// hours when clocks change), and how each value is written. Results are cached; the ICU objects behind them
/// are guarded by a lock, so a context may be shared between threads.
///
/// ```swift
/// let tokyo = try CalendarContext(locale: "ja_JP", calendar: "japanese", timeZone: "Asia/Tokyo")
/// let may1 = try tokyo.resolve(CalendarFields(year: YearID(era: 236, year: 1), month: MonthID(month: 4), day: 1))
/// tokyo.format(may1.instant, pattern: "Gy年")   // "令和元年"
/// ```
///
/// The supported range is the local dates 0001-01-01 to 9999-12-31 of the proleptic Gregorian calendar
/// (ISO 8601's four-digit years, which is what `datepick pick` prints); ICU's Gregorian-based calendars are
/// made proleptic so that a picked date and its ISO form always agree, also before 1582.
public final class CalendarContext: Sendable {
    /// The profile of the locale with the calendar in effect.
    public let profile: LocaleProfile
    /// The canonical IANA id of the time zone (`US/Eastern` → `America/New_York`).
    public let timeZone: String
    /// The first and last instants of the supported range, in seconds since 1970, in this zone.
    public let supportedRange: ClosedRange<Double>

    private let state: Locked<State>
    /// The years, months and days this context shares with every context of its calendar and zone.
    let spans: CalendarSpans
    /// The labels this context shares with contexts of locales that format alike, if any.
    let sharedLabels: SharedLabels?

    /// The calendar's CLDR key (gregorian, japanese, hebrew, chinese…).
    public var calendar: String { profile.calendar }

    /// Whether the calendar's months are the Gregorian months, numbered and bounded alike: true for the
    /// Gregorian and ISO 8601 calendars and for those that only count Gregorian years their own way (Buddhist,
    /// Japanese, ROC), which ICU makes Gregorian calendars; false for Persian, Hebrew, Islamic, Chinese and the
    /// others, whose months begin on other days.
    public let hasGregorianMonths: Bool

    /// Makes a context.
    ///
    /// - Parameters:
    ///   - locale: A locale id, as ``LocaleProfiles/profile(for:)`` takes it.
    ///   - calendar: A calendar to use instead of the locale's (`japanese`, `hebrew`, BCP 47 `gregory`…), or nil.
    ///   - timeZone: An IANA time zone id (`Asia/Tokyo`, `America/New_York`, `UTC`).
    ///   - engine: The profile engine.
    /// - Throws: ``CalendarError/locale(_:)`` for a refused locale, ``CalendarError/unknownCalendar(_:known:)``
    ///   for a `calendar` ICU does not have,
    ///   ``CalendarError/unknownTimeZone(_:)`` for a zone ICU does not know.
    public init(locale: String, calendar: String? = nil, timeZone: String,
                engine: LocaleProfiles = .shared) throws(CalendarError) {
        var id = locale
        if let calendar {
            do {
                id = try ResolvedLocale.withKeyword("calendar", calendar, in: locale)
            } catch .unknownCalendar(_, let value, let known) {
                throw .unknownCalendar(value, known: known)
            } catch {
                throw .locale(error)
            }
        }
        do {
            profile = try engine.profile(for: id)
        } catch {
            throw .locale(error)
        }
        self.timeZone = try Self.canonicalZone(timeZone)
        spans = CalendarSpans.shared(calendar: profile.calendar, zone: self.timeZone, engine: engine)
        sharedLabels = SharedLabels.shared(profile: profile, zone: self.timeZone, engine: engine)
        do {
            let state = try State(locale: profile.formattingID, zone: self.timeZone, firstWeekday: profile.firstWeekday,
                                  spans: spans)
            supportedRange = try state.supportedRange()
            hasGregorianMonths = state.isGregorian
            self.state = Locked(state)
        } catch {
            throw .icuFailure("\(error)")
        }
    }

    /// The context for a locale, calendar and zone, made on first use and then shared while the engine keeps
    /// it (the last 32 or so): pickers of the same locale share its ICU objects and caches (years, months,
    /// days, labels). Contexts are safe to share between threads.
    ///
    /// - Throws: As ``init(locale:calendar:timeZone:engine:)``.
    public static func shared(locale: String, calendar: String? = nil, timeZone: String,
                              engine: LocaleProfiles = .shared) throws(CalendarError) -> CalendarContext {
        let key = locale + "\u{1}" + (calendar ?? "") + "\u{1}" + timeZone
        if let context = engine.contexts.withLock({ $0[key] }) { return context }
        let context = try CalendarContext(locale: locale, calendar: calendar, timeZone: timeZone, engine: engine)
        engine.contexts.withLock { contexts in
            if contexts.count >= 32 { contexts.removeAll(keepingCapacity: true) }
            contexts[key] = context
        }
        return context
    }

    /// The canonical IANA id of a zone, or ``CalendarError/unknownTimeZone(_:)``.
    public static func canonicalZone(_ zone: String) throws(CalendarError) -> String {
        guard !zone.isEmpty, zone.utf8.count <= 64 else { throw .unknownTimeZone(zone) }
        var system: Int32 = 0
        let canonical = try? withUChars(zone) { chars, length in
            try icuString("ucal_getCanonicalTimeZoneID") { buffer, capacity, status in
                dp_ucal_getCanonicalTimeZoneID(chars, length, buffer, capacity, &system, &status)
            }
        }
        // Custom ids (GMT+5) and Etc/Unknown are not system zones: ICU would run them as GMT.
        guard let canonical, system != 0, canonical != "Etc/Unknown" else { throw .unknownTimeZone(zone) }
        return canonical
    }

    /// The IANA id of the zone the host is set to: `TZ` as ``zone(fromTZ:)`` reads it, else the zone ICU
    /// detects (from `TZ` as ICU reads it, else from `/etc/localtime`); `UTC` when neither can tell. Found once
    /// per process.
    public static let hostTimeZone: String = {
        if let tz = getenv("TZ").map({ String(cString: $0) }), let zone = try? zone(fromTZ: tz) {
            return zone
        }
        let id = try? icuString("ucal_getHostTimeZone") { dp_ucal_getHostTimeZone($0, $1, &$2) }
        return (id.flatMap { try? canonicalZone($0) }) ?? "UTC"
    }()

    /// Now, in seconds since 1970.
    public static func now() -> Double { dp_ucal_getNow() / 1000 }

    // MARK: Fields and instants

    /// The wall-clock fields of an instant in this calendar and zone.
    public func fields(at instant: Double) -> CalendarFields {
        state.withLock { (try? $0.fields(at: instant * 1000)) ?? CalendarFields(year: YearID(era: 0, year: 0), month: MonthID(month: 0), day: 0) }
    }

    /// The offset from UTC at an instant, in seconds (Tokyo: 32400).
    public func utcOffset(at instant: Double) -> Int {
        state.withLock { (try? $0.offset(at: instant * 1000)) ?? 0 }
    }

    /// The instant of a wall time, and how it was found.
    ///
    /// A wall time in a gap (clocks went forward) moves later by the gap's length: 02:30 on 2026-03-08 in
    /// New York is 03:30 EDT (RFC 5545; Temporal's "compatible"). A repeated wall time (clocks went back) is
    /// the earlier instant unless `repeated` says otherwise.
    ///
    /// - Throws: ``CalendarError/invalidFields(_:)`` when the year, month or day does not exist.
    public func resolve(_ fields: CalendarFields, repeated: RepeatedTimeChoice = .earlier)
        throws(CalendarError) -> (instant: Double, resolution: WallTimeResolution) {
        // A wall time out of its range is no time at all: ICU would carry it into the next field (hour 25 is
        // 01:00 the next day) and the result would read as a DST gap (found in review).
        guard (0...23).contains(fields.hour), (0...59).contains(fields.minute), (0...59).contains(fields.second) else {
            throw .invalidFields("\(fields)")
        }
        let range = supportedRange
        return try state.withLock { state throws(CalendarError) in
            do {
                guard let month = try state.months(of: fields.year).first(where: { $0.id == fields.month }),
                      month.days.contains(fields.day) else {
                    throw CalendarError.invalidFields("\(fields)")
                }
                let resolved = try state.resolve(fields, repeated: repeated)
                // A year far outside 1–9999 (3,000,000,000) reaches ICU clamped, and names another date.
                guard range.contains(resolved.instant) else { throw CalendarError.invalidFields("\(fields)") }
                return resolved
            } catch let error as CalendarError {
                throw error
            } catch {
                throw .icuFailure("\(error)")
            }
        }
    }

    // MARK: Years, months, days, hours

    /// The years within `radius` running years of `year`, in order, clipped to the supported range.
    ///
    /// Years are found by ICU a chunk at a time and cached, so a wheel can show a window of them without the
    /// whole range being computed (ten thousand Chinese years take ICU over a second).
    public func years(around year: YearID, radius: Int) -> [YearSpan] {
        state.withLock { (try? $0.years(around: year, radius: radius)) ?? [] }
    }

    /// The year that holds an instant, or nil outside the supported range.
    public func year(containing instant: Double) -> YearSpan? {
        state.withLock { try? $0.year(containing: instant * 1000) }
    }

    /// The months of a year, in order (12 or 13; fewer where an era starts or ends within the year).
    public func months(of year: YearID) -> [MonthSpan] {
        state.withLock { (try? $0.months(of: year)) ?? [] }
    }

    /// The hours of a local day, in order: 24 on most days, 23 when clocks go forward (the skipped hour is
    /// missing), 25 when they go back (the repeated hour twice, told apart by its offset); none for a date that
    /// does not exist (February 30, which ICU would carry into March).
    public func hours(onDayOf fields: CalendarFields) -> [HourSlot] {
        state.withLock { (try? $0.hours(onDayOf: fields)) ?? [] }
    }

    /// A local day by its Julian day number: start, end, date and hours (cached).
    public func day(julianDay: Int) -> LocalDay {
        state.withLock { state in
            (try? state.day(julianDay: julianDay))
                ?? LocalDay(julianDay: julianDay, start: 0, end: 0, date: CalendarFields(year: YearID(era: 0, year: 0), month: MonthID(month: 0), day: 0), hours: [])
        }
    }

    /// The Julian day number of an instant's local date (a running count of days, for day wheels).
    public func julianDay(at instant: Double) -> Int {
        state.withLock { (try? $0.julianDay(at: instant * 1000)) ?? 0 }
    }

    /// The weekday of the local day with a Julian day number, 1 = Sunday … 7 = Saturday.
    public func weekday(julianDay: Int) -> Int {
        state.withLock { (try? $0.field(DP_UCAL_DAY_OF_WEEK, julianDay: julianDay)) ?? 1 }
    }

    /// The week of the year of a local day by the locale's rules: its first weekday (with `-u-fw-`) and the
    /// fewest days a first week must hold (ISO 8601 in most of Europe, US weeks in the US).
    public func weekOfYear(julianDay: Int) -> Int {
        state.withLock { (try? $0.field(DP_UCAL_WEEK_OF_YEAR, julianDay: julianDay)) ?? 0 }
    }

    /// The first instant of the local day with a Julian day number.
    public func startOfDay(julianDay: Int) -> Double {
        state.withLock { (try? $0.startOfDay(julianDay: julianDay)) ?? 0 } / 1000
    }

    // MARK: Text

    /// Formats an instant with an ICU pattern in this locale, calendar and zone.
    ///
    /// - Parameter asListItem: Capitalize as CLDR says items of a list or menu are (a wheel's rows are such
    ///   items; es `Noviembre`); false writes the text as it stands in running text (es `noviembre`).
    public func format(_ instant: Double, pattern: String, asListItem: Bool = true) -> String {
        state.withLock { (try? $0.format(instant * 1000, pattern: pattern, asListItem: asListItem)) ?? "" }
    }

    /// Checks a date pattern before it is used (``format(_:pattern:asListItem:)`` writes nothing for one ICU
    /// cannot format, and ICU itself skips some letters it does not know): every unquoted ASCII letter must be
    /// one of ICU's pattern letters, every quote closed, and the pattern must format.
    ///
    /// - Throws: ``CalendarError/invalidPattern(_:reason:)`` naming the pattern and what is wrong.
    public func checkPattern(_ pattern: String) throws(CalendarError) {
        guard !pattern.isEmpty else { throw .invalidPattern(pattern, reason: "it is empty") }
        var quoted = false
        for scalar in pattern.unicodeScalars {
            if scalar == "'" {
                quoted.toggle()
            } else if !quoted, scalar.isASCII, scalar.properties.isAlphabetic, !Self.patternLetters.isEmpty,
                      !Self.patternLetters.unicodeScalars.contains(scalar) {
                throw .invalidPattern(pattern, reason: "'\(scalar)' is not one of ICU's pattern letters "
                                      + "(\(Self.patternLetters)); put literal text in quotes")
            }
        }
        guard !quoted else { throw .invalidPattern(pattern, reason: "a quote is not closed") }
        do {
            _ = try state.withLock { try $0.format(supportedRange.lowerBound * 1000, pattern: pattern, asListItem: false) }
        } catch {
            throw .invalidPattern(pattern, reason: "\(error)")
        }
    }

    /// ICU's date pattern letters (`GyMdkHmsSEDFwWahKzYeugAZvcLQqVUOXxrbB`), as ICU lists them.
    static let patternLetters: String = {
        (try? ICUDateFormat(locale: "en", pattern: "y").symbols(DP_UDAT_LOCALIZED_CHARS).first) ?? ""
    }()

    /// The locale's pattern for a date style and a time style (what a compact picker's button shows:
    /// `.medium` date, `.short` time); nil for a part that is not wanted.
    public func stylePattern(date: FormatStyle?, time: FormatStyle?) -> String {
        state.withLock { (try? $0.stylePattern(date: date, time: time)) ?? "" }
    }

    /// ICU's best pattern for a skeleton in this locale and calendar (`MMMEd` → en `EEE, MMM d`).
    public func bestPattern(_ skeleton: String) -> String {
        if let known = profile.bestPatterns[skeleton] { return known }
        return state.withLock { (try? $0.bestPattern(skeleton)) ?? skeleton }
    }

    /// The label of a wheel row: an instant formatted with a pattern, cached under `key`, which must name
    /// what the label shows (a year, a month of a year, a day number) so that any instant with the same key
    /// has the same label. Pickers sharing this context share the labels, and so do contexts of locales that
    /// format alike (``SharedLabels``).
    public func label(at instant: Double, pattern: String, key: String) -> String {
        label(pattern: pattern, key: key) { try $0.format(instant * 1000, pattern: pattern, asListItem: true) }
    }

    /// The label of a day's row (``label(at:pattern:key:)``), formatted from the day's date rather than from an
    /// instant in it, so that a day the zone skipped, which has no instant (Samoa's 2011-12-30), reads as itself
    /// and not as the day after. `pattern` must hold no time or zone field.
    public func label(ofDay julianDay: Int, pattern: String, key: String) -> String {
        label(pattern: pattern, key: key) { state in
            let start = try state.startOfDay(julianDay: julianDay)
            return try state.startOfDay(julianDay: julianDay + 1) > start
                ? try state.format(start, pattern: pattern, asListItem: true)
                : try state.format(julianDay: julianDay, pattern: pattern)
        }
    }

    /// The label cached under `pattern` and `key`, here or in the shared labels, or else made by `formatting`.
    private func label(pattern: String, key: String, formatting: (State) throws -> String) -> String {
        state.withLock { state in
            let cacheKey = pattern + "\u{1}" + key
            if let label = state.labels[cacheKey] { return label }
            let shared = SharedLabels.canShare(pattern) ? sharedLabels : nil
            let label: String
            if let known = shared?.label(cacheKey) {
                label = known
            } else {
                label = (try? formatting(state)) ?? ""
                shared?.store(label, for: cacheKey)
            }
            state.labels.set(label, for: cacheKey, emptyingPast: 4096)
            return label
        }
    }

    /// The locale's word for today as a list item: en "Today", ru "Сегодня", de "heute" (CLDR keeps it lower
    /// case in German menus).
    ///
    /// Shared with the contexts of the same ``SharedLabels``: the relative formatter ICU opens for it was a
    /// fifteenth of `datepick tables`, one per locale.
    public func todayName() -> String {
        if let known = sharedLabels?.todayName { return known }
        let name = ownTodayName()
        if !name.isEmpty { sharedLabels?.todayName = name }
        return name
    }

    /// ``todayName()`` as this context's own formatter writes it, never shared: what the tests hold the
    /// shared name to.
    func ownTodayName() -> String {
        state.withLock { (try? $0.todayName()) ?? "" }
    }

    /// The locale's narrow title for the week of the year, for the head of a column of week numbers (de `W`,
    /// en `wk`, fr `sem.`, ja `週`); nil where ICU has none of the locale's own. (It would give the root
    /// locale's, the English `Week`: for 45 of ICU 72's locales, `kl_GL` and `haw` among them.)
    public func weekTitle() -> String? {
        let title = state.withLock { try? $0.weekTitle() }
        return title.flatMap { $0.isEmpty || $0 == Self.rootWeekTitle ? nil : $0 }
    }

    /// What ICU's root locale calls the week: its title where a locale has none of its own.
    private static let rootWeekTitle = try? ICUPatternGenerator(locale: "root")
        .displayName(DP_UDATPG_WEEK_OF_YEAR_FIELD, width: DP_UDATPG_NARROW)
}

// MARK: - State

/// The ICU objects and caches of one context; every method runs under the context's lock.
private final class State {
    let locale: String
    let zone: String
    let calendar: ICUCalendar
    /// Wheel row labels by pattern and key (see ``CalendarContext/label(at:pattern:key:)``).
    var labels = [String: String](minimumCapacity: 128)
    /// A formatter for list items and one for running text, each with the pattern it has now.
    var formats: [(ICUDateFormat, pattern: String)?] = [nil, nil]
    var patterns: [String: String] = [:]
    var generator: ICUPatternGenerator?
    var relative: ICUDateFormat?
    /// Year chunks, months by year and local days (a picker's wheels need a day's hours on every step), shared
    /// with every context of this calendar and zone.
    let spans: CalendarSpans

    /// A year as a month cache key: keyed by `Int`, which the day cache already uses, a `YearID`-keyed
    /// dictionary would cost each process a scan of every conformance record (0.2 M instructions).
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
    }

    /// Whether ICU implements the calendar as a Gregorian one (``CalendarContext/hasGregorianMonths``).
    let isGregorian: Bool

    /// A calendar of `locale` in `zone`, proleptic if Gregorian, and whether it is.
    private static func prolepticCalendar(locale: String, zone: String) throws -> (ICUCalendar, isGregorian: Bool) {
        let calendar = try ICUCalendar(locale: locale, zone: zone)
        var status: ICUStatus = DP_U_ZERO_ERROR
        dp_ucal_setGregorianChange(calendar.handle, prolepticChange, &status)  // unsupported for non-Gregorian
        return (calendar, status != DP_U_UNSUPPORTED_ERROR)
    }

    /// Local 0001-01-01T00:00 to 9999-12-31T23:59:59.999 of the proleptic Gregorian calendar, in seconds.
    ///
    /// It depends on the zone alone, so the contexts of one calendar and zone share it (``CalendarSpans``): the
    /// first finds it with a Gregorian calendar of its own, which it then closes. (Each context kept one open
    /// for this, 60 K instructions to open and make proleptic: 1 % of `datepick tables`.)
    func supportedRange() throws -> ClosedRange<Double> {
        if let knownRange { return knownRange }
        if let shared = spans.supportedRange() {
            knownRange = shared
            return shared
        }
        let (gregorian, _) = try Self.prolepticCalendar(locale: "en@calendar=gregorian", zone: zone)
        func instant(_ year: Int, _ month: Int, _ day: Int) throws -> Double {
            gregorian.clear()
            gregorian.set(DP_UCAL_ERA, 1)
            gregorian.set(DP_UCAL_YEAR, year)
            gregorian.set(DP_UCAL_MONTH, month)
            gregorian.set(DP_UCAL_DATE, day)
            return try gregorian.millis()
        }
        let first = try instant(1, 0, 1)
        let afterLast = try instant(10000, 0, 1)
        let range = (first / 1000)...((afterLast - 1) / 1000)
        spans.store(supportedRange: range)
        knownRange = range
        return range
    }

    /// ``supportedRange()`` once found: every year start asks for it.
    private var knownRange: ClosedRange<Double>?

    /// The era and year at an instant: two field reads, where ``fields(at:)`` makes eight.
    func year(at millis: Double) throws -> YearID {
        try calendar.setMillis(millis)
        return YearID(era: try calendar.get(DP_UCAL_ERA), year: try calendar.get(DP_UCAL_YEAR))
    }

    func fields(at millis: Double) throws -> CalendarFields {
        try calendar.setMillis(millis)
        return try currentFields()
    }

    private func currentFields() throws -> CalendarFields {
        try Self.fields(of: calendar)
    }

    private static func fields(of calendar: ICUCalendar) throws -> CalendarFields {
        CalendarFields(
            year: YearID(era: try calendar.get(DP_UCAL_ERA), year: try calendar.get(DP_UCAL_YEAR)),
            month: MonthID(month: try calendar.get(DP_UCAL_MONTH), isLeap: try calendar.get(DP_UCAL_IS_LEAP_MONTH) != 0),
            day: try calendar.get(DP_UCAL_DATE),
            hour: try calendar.get(DP_UCAL_HOUR_OF_DAY),
            minute: try calendar.get(DP_UCAL_MINUTE),
            second: try calendar.get(DP_UCAL_SECOND))
    }

    // MARK: Days without an instant

    /// This calendar in UTC, where every Julian day has instants: the date of a day the zone skipped (Samoa's
    /// 2011-12-30) is read here, as the zone's calendar can only name the day after it. Opened at first need.
    private var utcCalendar: ICUCalendar?
    /// A list-item formatter in UTC over ``utcCalendar``, for the labels of such days.
    private var utcFormat: (ICUDateFormat, pattern: String)?

    /// Noon UTC of a Julian day, in milliseconds (ICU's Julian day 2,440,588 is 1970-01-01).
    private static func utcNoon(julianDay: Int) -> Double { (Double(julianDay - 2_440_588) * 86_400 + 43_200) * 1000 }

    private func openUTCCalendar() throws -> ICUCalendar {
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

    private func millis(of fields: CalendarFields, repeated: RepeatedTimeChoice) throws -> Double {
        calendar.setAttribute(DP_UCAL_SKIPPED_WALL_TIME, DP_UCAL_WALLTIME_LAST)
        calendar.setAttribute(DP_UCAL_REPEATED_WALL_TIME, repeated == .earlier ? DP_UCAL_WALLTIME_FIRST : DP_UCAL_WALLTIME_LAST)
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

    func resolve(_ fields: CalendarFields, repeated: RepeatedTimeChoice) throws -> (instant: Double, resolution: WallTimeResolution) {
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

    // MARK: Years

    /// Years are scanned in chunks of this many running (extended) years: a year wheel of 201 rows scans
    /// about 224 years (with chunks of 64 it scanned 256 to 320).
    static let chunkSize = 16
    lazy var extendedRange: ClosedRange<Int>? = {
        guard let range = try? supportedRange(),
              let first = try? extendedYear(at: range.lowerBound * 1000),
              let last = try? extendedYear(at: range.upperBound * 1000) else { return nil }
        return first...last
    }()

    func extendedYear(at millis: Double) throws -> Int {
        try calendar.setMillis(millis)
        return try calendar.get(DP_UCAL_EXTENDED_YEAR)
    }

    func extendedYear(of year: YearID) throws -> Int {
        calendar.clear()
        calendar.set(DP_UCAL_ERA, year.era)
        calendar.set(DP_UCAL_YEAR, year.year)
        return try calendar.get(DP_UCAL_EXTENDED_YEAR)
    }

    /// The first instant of a running year, clipped to the supported range.
    private func start(ofExtendedYear extended: Int) throws -> Double {
        let range = try supportedRange()
        guard let extendedRange, extended > extendedRange.lowerBound else { return range.lowerBound * 1000 }
        guard extended <= extendedRange.upperBound else { return range.upperBound * 1000 + 1 }
        calendar.setAttribute(DP_UCAL_SKIPPED_WALL_TIME, DP_UCAL_WALLTIME_LAST)
        calendar.clear()
        calendar.set(DP_UCAL_EXTENDED_YEAR, extended)
        calendar.set(DP_UCAL_MONTH, 0)
        calendar.set(DP_UCAL_IS_LEAP_MONTH, 0)
        calendar.set(DP_UCAL_DATE, 1)
        return try calendar.millis()
    }

    /// The years of one chunk of running years, with every era that begins within a year (Japanese) as a
    /// year of its own, found by halving down to the day.
    ///
    /// The scan starts a year early, emitting nothing for it, so that a chunk lists a year its predecessor
    /// already ends with exactly as one long scan would (not at all): chunks put side by side are the same
    /// whatever their size.
    private func chunk(_ index: Int) throws -> [YearSpan] {
        if let cached = spans.chunk(index) { return cached }
        guard let extendedRange else { return [] }
        let low = max(index * Self.chunkSize, extendedRange.lowerBound)
        let high = min(index * Self.chunkSize + Self.chunkSize - 1, extendedRange.upperBound)
        var years: [YearSpan] = []
        if low <= high {
            let first = low > extendedRange.lowerBound ? low - 1 : low
            var next = try start(ofExtendedYear: first)
            var nextID = try year(at: next)
            for extended in first...high {
                (next, nextID) = try scan(extended, from: next, id: nextID, into: &years)
                // Of the year before, only the span the list ends with, to compare the chunk's first with.
                if extended < low { years = [years[years.count - 1]] }
            }
            if first < low { years.removeFirst() }
        }
        spans.store(chunk: years, at: index)
        return years
    }

    /// Scans one running year that starts at `start` with `id`: appends its spans (the year, and any era that
    /// begins within it) unless a span of that id ends the list, and returns the next year's start and id.
    private func scan(_ extended: Int, from start: Double, id: YearID,
                      into years: inout [YearSpan]) throws -> (Double, YearID) {
        var from = start
        var id = id
        let next = try self.start(ofExtendedYear: extended + 1)
        let nextID = try year(at: next)
        // ICU's astronomical calendars may place a year's computed start a day away from the year it
        // reports for that day: never list a year twice.
        if years.last?.id != id { years.append(YearSpan(id: id, extendedYear: extended, start: from / 1000)) }
        // Eras that begin within the year (Japanese; at most a few a year): each found by halving. The
        // search must move forward every time, or a calendar whose computed year starts and reported
        // years disagree would never end it.
        for _ in 0..<8 {
            guard next - 1 > from, try year(at: next - 1) != id else { break }
            var lower = from, upper = next - 1
            while upper - lower > 1 {
                let middle = ((lower + upper) / 2).rounded(.down)
                if try year(at: middle) == id { lower = middle } else { upper = middle }
            }
            let dayStart = try startOfDay(millis: upper)
            let start = dayStart > from ? dayStart : upper
            guard start > from else { break }
            from = start
            id = try year(at: from)
            if years.last?.id != id { years.append(YearSpan(id: id, extendedYear: extended, start: from / 1000)) }
        }
        return (next, nextID)
    }

    private func chunkIndex(_ extended: Int) -> Int {
        extended >= 0 ? extended / Self.chunkSize : (extended - Self.chunkSize + 1) / Self.chunkSize
    }

    func years(around year: YearID, radius: Int) throws -> [YearSpan] {
        guard let extendedRange else { return [] }
        let center = try extendedYear(of: year)
        // Any radius from outside, up to Int.max, without overflow: no more than the supported years.
        let radius = min(max(radius, 0), extendedRange.count)
        let low = max(center - radius, extendedRange.lowerBound)
        let high = min(center + radius, extendedRange.upperBound)
        guard low <= high else { return [] }
        return try (chunkIndex(low)...chunkIndex(high)).flatMap { try chunk($0) }
            .filter { (low...high).contains($0.extendedYear) }
    }

    func year(containing millis: Double) throws -> YearSpan? {
        let index = chunkIndex(try extendedYear(at: millis))
        // A year that began in the chunk before (listed once, there) holds the instants before the chunk's first.
        return try chunk(index).last { $0.start * 1000 <= millis } ?? chunk(index - 1).last
    }

    /// The span of a year and the instant the next year starts.
    private func span(of year: YearID) throws -> (YearSpan, end: Double)? {
        let extended = try extendedYear(of: year)
        // The chunk before too: a year some calendars report for two running years is listed at the first.
        let index = chunkIndex(extended)
        let years = try chunk(index - 1) + chunk(index) + chunk(index + 1)
        guard let index = years.firstIndex(where: { $0.id == year }) else { return nil }
        let end = index + 1 < years.count ? years[index + 1].start * 1000 : try supportedRange().upperBound * 1000 + 1
        return (years[index], end)
    }

    func months(of year: YearID) throws -> [MonthSpan] {
        if let cached = spans.months(Self.key(year)) { return cached }
        guard let (span, yearEnd) = try span(of: year) else { return [] }
        var months: [MonthSpan] = []
        var start = span.start * 1000
        // Days the zone skipped at a month's start, found while ending the month before (they have no instant);
        // for the year's first month, the days before its first instant that have no instant either and are its.
        var skippedAtStart = 0
        if let yearStart = try? julianDay(at: start), let first = try? fields(at: start) {
            while (try? startOfDay(julianDay: yearStart - skippedAtStart - 1)).map({ $0 >= start }) ?? false,
                  let date = try? self.date(julianDay: yearStart - skippedAtStart - 1),
                  date.year == year, date.month == first.month {
                skippedAtStart += 1
            }
        }
        while start < yearEnd {
            var first = try fields(at: start)
            let firstJulianDay = try julianDay(at: start) - skippedAtStart
            first.day -= skippedAtStart
            skippedAtStart = 0
            let nextDay = try startOfDay(julianDay: firstJulianDay + 1)
            guard first.year == year else { start = nextDay; continue }  // a stray day of a neighbouring year
            // The first day of the next month by ICU's month arithmetic, or the year's end if that comes first.
            // The calendar must stand on `start` first: startOfDay left only its Julian day set, and a date set
            // on top of that resolves against an unset year and month, which sent every month to the slow walk.
            try calendar.setMillis(start)
            calendar.set(DP_UCAL_DATE, 1)
            try calendar.add(DP_UCAL_MONTH, 1)
            var end = min(try startOfDay(millis: try calendar.millis()), yearEnd)
            var last = end > start ? try fields(at: end - 1) : first
            // The arithmetic's month end is right if the day before it is in the month and the day at it is not:
            // ICU's astronomical calendars can land a day early, which would split a month in two.
            let after = end < yearEnd ? try fields(at: end) : nil
            if end <= start || last.month != first.month || last.year != year || last.day < first.day
                || (after.map { $0.month == first.month && $0.year == year } ?? false) {
                // ICU's astronomical calendars can disagree with themselves by a day between month arithmetic
                // and the fields of a day: walk the days instead, which always agrees with fields(at:).
                end = nextDay
                while end < yearEnd, let next = try? fields(at: end), next.year == year, next.month == first.month {
                    end = try startOfDay(julianDay: try julianDay(at: end) + 1)
                }
                last = try fields(at: end - 1)
            }
            // Days the zone skipped between the month's last instant and the next month's first (Manila skipped
            // 1844-12-31, Kiritimati 1994-12-31) have no instant to read: each is this month's or the next's by
            // its date (found in review: the day wheel had run 1…30 and wrapped).
            let lastJulianDay = try julianDay(at: end - 1), endJulianDay = try julianDay(at: end)
            for julianDay in (lastJulianDay + 1)..<max(endJulianDay, lastJulianDay + 1) {
                let date = try self.date(julianDay: julianDay)
                if date.year == year && date.month == first.month { last.day += 1 } else { skippedAtStart += 1 }
            }
            months.append(MonthSpan(id: first.month, start: start / 1000, days: first.day...max(first.day, last.day),
                                    firstJulianDay: firstJulianDay))
            start = end
        }
        spans.store(months: months, of: Self.key(year))
        return months
    }

    // MARK: Days and hours

    func field(_ field: Int32, julianDay: Int) throws -> Int {
        try calendar.setMillis(try startOfDay(julianDay: julianDay) + 12 * 3_600_000)
        return try calendar.get(field)
    }

    func stylePattern(date: FormatStyle?, time: FormatStyle?) throws -> String {
        func style(_ value: FormatStyle?) -> Int32 {
            switch value {
            case .full: DP_UDAT_FULL
            case .long: DP_UDAT_LONG
            case .medium: DP_UDAT_MEDIUM
            case .short: DP_UDAT_SHORT
            case nil: DP_UDAT_NONE
            }
        }
        return try ICUDateFormat(locale: locale, dateStyle: style(date), timeStyle: style(time), zone: zone).pattern()
    }

    func julianDay(at millis: Double) throws -> Int {
        try calendar.setMillis(millis)
        return try calendar.get(DP_UCAL_JULIAN_DAY)
    }

    func startOfDay(julianDay: Int) throws -> Double {
        // ICU's field is 32 bits: a Julian day from outside beyond it (Int.max) is no day, and the day after it
        // overflowed (found in review). Days past the supported range stay allowed: a year or month holding the
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
        guard try months(of: fields.year).first(where: { $0.id == fields.month })?.days.contains(fields.day) == true else {
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
            // 02:30 → 03:00) must end its slot there too (both found in review). A slot that starts mid-hour
            // holds the rest of that hour.
            var t = start
            while t < end {
                let local = try self.fields(at: t)
                let slotOffset = try offset(at: t)
                slots.append(HourSlot(hour: local.hour, start: t / 1000, utcOffset: slotOffset))
                let nextHour = t + Double(3600 - local.minute * 60 - local.second) * 1000
                // The transition after t (offset(at:) left the calendar there), if it changes the offset at all.
                if let transition = try calendar.nextTransition(), transition > t, transition < nextHour,
                   try offset(at: transition) != slotOffset {
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

    // MARK: Text

    func format(_ millis: Double, pattern: String, asListItem: Bool) throws -> String {
        // One formatter per capitalization, switched between patterns: opening one per pattern loads the
        // locale's symbols each time, which cost more than all of a wheel's labels.
        try formatter(&formats[asListItem ? 0 : 1], pattern: pattern, zone: zone, calendar: calendar, asListItem: asListItem)
            .format(millis: millis)
    }

    /// The formatter kept in `slot`, switched to `pattern`; opened there at first use, in `zone` over `calendar`
    /// (proleptic, like the context's own), capitalized for lists if asked.
    private func formatter(_ slot: inout (ICUDateFormat, pattern: String)?, pattern: String, zone: String,
                           calendar: ICUCalendar, asListItem: Bool) throws -> ICUDateFormat {
        if let (cached, current) = slot {
            if current != pattern {
                cached.apply(pattern: pattern)
                slot = (cached, pattern)
            }
            return cached
        }
        let format = try ICUDateFormat(locale: locale, pattern: pattern, zone: zone)
        dp_udat_setCalendar(format.handle, calendar.handle)
        if asListItem { try format.capitalizeForLists() }
        slot = (format, pattern)
        return format
    }

    func bestPattern(_ skeleton: String) throws -> String {
        if let cached = patterns[skeleton] { return cached }
        if generator == nil { generator = try ICUPatternGenerator(locale: locale) }
        let pattern = try generator!.bestPattern(skeleton)
        patterns[skeleton] = pattern
        return pattern
    }

    func weekTitle() throws -> String {
        if generator == nil { generator = try ICUPatternGenerator(locale: locale) }
        return try generator!.displayName(DP_UDATPG_WEEK_OF_YEAR_FIELD, width: DP_UDATPG_NARROW)
    }

    func todayName() throws -> String {
        if relative == nil {
            relative = try ICUDateFormat(locale: locale, dateStyle: DP_UDAT_MEDIUM_RELATIVE, timeStyle: DP_UDAT_NONE, zone: zone)
            try relative!.capitalizeForLists()
        }
        return try relative!.format(millis: dp_ucal_getNow())
    }
}
