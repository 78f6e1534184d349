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

    /// The ICU objects and caches, behind the context's lock.
    let state: Locked<CalendarState>
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

    /// The weekdays of the weekend in the locale's region, 1 = Sunday … 7 = Saturday (CLDR's weekData through
    /// ICU's `ucal_getDayOfWeekType`: Saturday and Sunday in the US, Friday and Saturday in Israel, Friday in Iran).
    public let weekendDays: Set<Int>

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
    public init(
        locale: String, calendar: String? = nil, timeZone: String,
        engine: LocaleProfiles = .shared
    ) throws(CalendarError) {
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
            let state = try CalendarState(
                locale: profile.formattingID, zone: self.timeZone, firstWeekday: profile.firstWeekday,
                spans: spans)
            supportedRange = try state.supportedRange()
            hasGregorianMonths = state.isGregorian
            weekendDays = try state.calendar.weekendDays()
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
    public static func shared(
        locale: String, calendar: String? = nil, timeZone: String,
        engine: LocaleProfiles = .shared
    ) throws(CalendarError) -> CalendarContext {
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

    /// Every zone id a context accepts, sorted: ICU's own list (canonical ids such as `America/New_York` and
    /// their aliases such as `US/Eastern` and `UTC`), not the system's tzdata, which may name zones newer than
    /// ICU's data (`America/Ciudad_Juarez` with ICU 72) that ``canonicalZone(_:)`` would refuse.
    public static let availableTimeZones: [String] = {
        let ids = (try? drain("ucal_openTimeZones") { dp_ucal_openTimeZones(&$0) }) ?? []
        return ids.filter { (try? canonicalZone($0)) != nil }.sorted()
    }()

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
    ///
    /// - Precondition: `instant` is finite.
    public func fields(at instant: Double) -> CalendarFields {
        checked("fields at \(instant)", instant) { try $0.fields(at: instant * 1000) }
    }

    /// The offset from UTC at an instant, in seconds (Tokyo: 32400).
    ///
    /// - Precondition: `instant` is finite.
    public func utcOffset(at instant: Double) -> Int {
        checked("the offset at \(instant)", instant) { try $0.offset(at: instant * 1000) }
    }

    /// The instant of a wall time, and how it was found.
    ///
    /// A wall time in a gap (clocks went forward) moves later by the gap's length: 02:30 on 2026-03-08 in
    /// New York is 03:30 EDT (RFC 5545; Temporal's "compatible"). A repeated wall time (clocks went back) is
    /// the earlier instant unless `repeated` says otherwise.
    ///
    /// - Throws: ``CalendarError/invalidFields(_:)`` when the year, month or day does not exist.
    public func resolve(_ fields: CalendarFields, repeated: RepeatedTimeChoice = .earlier)
        throws(CalendarError) -> (instant: Double, resolution: WallTimeResolution)
    {
        // A wall time out of its range is no time at all: ICU would carry it into the next field (hour 25 is
        // 01:00 the next day) and the result would read as a DST gap.
        guard (0...23).contains(fields.hour), (0...59).contains(fields.minute), (0...59).contains(fields.second) else {
            throw .invalidFields("\(fields)")
        }
        let range = supportedRange
        return try state.withLock { state throws(CalendarError) in
            do {
                guard let month = try state.months(of: fields.year).first(where: { $0.id == fields.month }),
                    month.days.contains(fields.day)
                else {
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

    // MARK: One way to fail

    /// Runs ICU work that cannot fail on this context: its locale, calendar and zone were opened and checked when
    /// it was made (``init(locale:calendar:timeZone:engine:)`` throws for what ICU refuses), and each method
    /// takes only what its documentation allows, so an ICU error here is a bug in ICU or in the engine, stopped
    /// with what failed rather than shown as a plausible but wrong wheel.
    func checked<Value>(_ what: @autoclosure () -> String, _ body: (CalendarState) throws -> Value) -> Value {
        state.withLock { state in
            do {
                return try body(state)
            } catch {
                preconditionFailure("ICU failed on \(what()) (\(profile.id), \(timeZone)): \(error)")
            }
        }
    }

    /// ``checked(_:_:)`` for work on an instant, which must name a moment.
    func checked<Value>(_ what: @autoclosure () -> String, _ instant: Double, _ body: (CalendarState) throws -> Value)
        -> Value
    {
        precondition(instant.isFinite, "an instant of \(instant) seconds names no moment")
        return checked(what(), body)
    }
}
