internal import CICU

/// The engine: derives ``LocaleProfile``s from ICU on first use and caches them.
///
/// Safe to call from any number of threads at once. Derivations open their own ICU objects and close them
/// (ICU formatters are not safe to share while in use); only finished, immutable profiles are shared, through
/// a lock that is never held while ICU works. (A locale whose data another locale of its source is deriving
/// waits for that derivation, under that source's own lock.) Locales whose data ICU takes from the same places
/// (``DataSource``: `de_DE` and `de`, `ja_JP` and `ja`) are derived once; the others take that derivation's
/// names, patterns and titles, and derive only their own week, direction and ids.
///
/// ```swift
/// let profile = try LocaleProfiles.shared.profile(for: "ja-JP-u-ca-japanese")
/// profile.calendar     // "japanese"
/// profile.dateLayout.explanation  // "yMMMMd → Gy年M月d日 → era, year, month, day"
/// ```
public final class LocaleProfiles: Sendable {
    /// The process-wide engine.
    public static let shared = LocaleProfiles()

    /// Profiles by the id they were asked for and by their canonical id.
    private let cache = Locked<[String: LocaleProfile]>([:])
    /// The data derived for each ``DataSource``, by its ``DataSource/key``; every locale of that source takes
    /// it. (Keyed by text, not by `DataSource`: a dictionary type of its own costs the runtime a conformance
    /// scan on every start.)
    private let donors = Locked<[String: Donor]>([:])
    /// Calendar contexts by locale, calendar and zone (``CalendarContext/shared(locale:calendar:timeZone:engine:)``).
    let contexts = Locked<[String: CalendarContext]>([:])
    /// Years, months and days by calendar and zone (``CalendarSpans/shared(calendar:zone:engine:)``).
    let spans = Locked<[String: CalendarSpans]>([:])
    /// Wheel labels by data source, calendar and zone (``SharedLabels/shared(profile:zone:engine:)``).
    let labels = Locked<[String: SharedLabels]>([:])
    /// The most ids kept; past it the cache starts again, so callers passing endless distinct ids stay bounded.
    private let capacity: Int

    /// Makes an engine with an empty cache.
    ///
    /// - Parameter capacity: The most ids the cache keeps before it is emptied (each locale takes about two:
    ///   the id as asked for and its canonical form).
    public init(capacity: Int = 8192) {
        self.capacity = max(capacity, 2)
    }

    /// The profile of a locale, derived on first use.
    ///
    /// - Parameter id: An ICU id (`ja_JP`, `ja_JP@calendar=japanese`), a BCP 47 tag (`ja-JP-u-ca-japanese`,
    ///   `en-US-u-hc-h23`, `de-DE-u-fw-sun`) or a POSIX id (`ja_JP.UTF-8`).
    /// - Returns: The locale's profile.
    /// - Throws: ``LocaleError`` when the id is malformed, names a language ICU has no data for, or carries a
    ///   calendar, hour cycle, numbering system or first weekday ICU does not know.
    public func profile(for id: String) throws(LocaleError) -> LocaleProfile {
        if let cached = cache.withLock({ $0[id] }) { return cached }
        let resolved = try ResolvedLocale(id)
        if let cached = cache.withLock({ $0[resolved.icuID] }) {
            store(cached, as: [id])
            return cached
        }
        // Derive outside the lock: two threads may both derive a new locale; both get equal profiles.
        let profile: LocaleProfile
        do {
            profile = try LocaleProfile(deriving: resolved, donors: donors)
        } catch {
            throw .icuFailure(id, message: "\(error)")
        }
        store(profile, as: [id, resolved.icuID])
        return profile
    }

    /// Checks an id as ``profile(for:)`` does before it derives anything, and derives nothing: for a caller that
    /// hands ids to others (`datepick tables`'s worker processes) and must name the first bad one itself.
    ///
    /// - Returns: The canonical ICU id, the profile's ``LocaleProfile/id`` (`ja-JP` and `ja_JP.UTF-8` → `ja_JP`).
    /// - Throws: The ``LocaleError`` ``profile(for:)`` throws for a malformed id, a language ICU has no data
    ///   for, or a keyword value ICU does not know.
    @discardableResult
    public static func check(_ id: String) throws(LocaleError) -> String {
        try ResolvedLocale(id).icuID
    }

    /// The profiles of many locales, derived on every core, in the order of `ids`.
    ///
    /// - Throws: The ``LocaleError`` of the first id (in `ids` order) that fails.
    public func profiles(for ids: [String]) throws(LocaleError) -> [LocaleProfile] {
        try onEveryCore(ids.count) { index throws(LocaleError) in try self.profile(for: ids[index]) }
    }

    /// How many ids the cache holds now: never more than its capacity.
    var cachedCount: Int { cache.withLock(\.count) }

    /// How many data sources this engine derived in full (the rest of its locales shared their data).
    var sourceCount: Int { donors.withLock(\.count) }

    private func store(_ profile: LocaleProfile, as keys: [String]) {
        cache.withLock { cache in
            if cache.count + keys.count > capacity {
                cache.removeAll(keepingCapacity: true)
                donors.withLock { $0.removeAll(keepingCapacity: true) }
            }
            for key in keys { cache[key] = profile }
        }
    }

    // MARK: ICU facts

    /// The ids of every locale ICU has data for, exactly as `uloc_getAvailable` lists them, in its order
    /// (805 with ICU 72).
    public static let availableLocales: [String] = (0..<dp_uloc_countAvailable()).compactMap { index in
        dp_uloc_getAvailable(index).map { String(cString: $0) }
    }

    /// The calendars ICU has, by their ICU names, sorted (`buddhist`, `chinese`, … `roc`: 18 with ICU 72): what
    /// a calendar keyword or `calendar:` may name, as the error for an unknown one lists them. BCP 47 names
    /// (`gregory`) are accepted too, as the same calendars.
    public static let availableCalendars: [String] =
        (try? ResolvedLocale.knownCalendars(locale: "", input: ""))?.sorted() ?? []

    /// The version of the ICU library in use (`72.1`).
    public static let icuVersion: String = versionString { buffer, _ in dp_u_getVersionString(buffer) }

    /// The version of the CLDR data ICU carries (`42.0`).
    public static let cldrVersion: String = versionString { dp_ulocdata_getCLDRVersionString($0, &$1) }

    private static func versionString(_ body: (UnsafeMutablePointer<CChar>, inout ICUStatus) -> Void) -> String {
        var text = [CChar](repeating: 0, count: Int(DP_U_MAX_VERSION_STRING_LENGTH) + 1)
        var status: ICUStatus = DP_U_ZERO_ERROR
        body(&text, &status)
        guard status.isSuccess else { return "unknown" }
        return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The name of a locale, written in another locale (`ja_JP` in `en` → `Japanese (Japan)`).
    ///
    /// - Parameters:
    ///   - id: The locale to name; checked like ``profile(for:)``.
    ///   - displayLocale: The language to name it in; nil names it in its own language (`日本語 (日本)`).
    /// - Throws: ``LocaleError`` when either id is refused.
    public static func displayName(of id: String, in displayLocale: String? = nil) throws(LocaleError) -> String {
        let locale = try ResolvedLocale(id)
        let display = try displayLocale.map { id throws(LocaleError) in try ResolvedLocale(id).icuID } ?? locale.icuID
        do {
            return try icuString("uloc_getDisplayName") { dp_uloc_getDisplayName(locale.icuID, display, $0, $1, &$2) }
        } catch {
            throw .icuFailure(id, message: "\(error)")
        }
    }
}

extension LocaleProfiles {
    /// The locale a process's environment asks for, by POSIX precedence: `LC_ALL`, then `LC_TIME`, then
    /// `LANG`; the first that is set and not empty wins.
    ///
    /// `C` and `POSIX` (with or without a charset, as in `C.UTF-8`) and an environment with none of the three
    /// name ICU's `en_US_POSIX`, the locale those names stand for. Anything else is returned as it is, to be
    /// checked by ``profile(for:)`` like any id.
    ///
    /// - Parameter environment: The environment, e.g. `ProcessInfo.processInfo.environment`.
    public static func environmentLocale(_ environment: [String: String]) -> String {
        let chosen = ["LC_ALL", "LC_TIME", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        guard let chosen else { return "en_US_POSIX" }
        let name = chosen.split(separator: ".", maxSplits: 1).first.map(String.init) ?? chosen
        return name == "C" || name == "POSIX" ? "en_US_POSIX" : chosen
    }
}
