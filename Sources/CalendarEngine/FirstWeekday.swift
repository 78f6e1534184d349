/// A first day of the week, by the key BCP 47's `fw` keyword names it with (`de-DE-u-fw-sun`, `de_DE@fw=sun`).
///
/// ```swift
/// let id = try LocaleProfiles.id("de_DE", firstWeekday: .sun)  // "de_DE@fw=sun"
/// try LocaleProfiles.shared.profile(for: id).firstWeekday      // 1, Sunday
/// ```
public enum FirstWeekday: String, CaseIterable, Sendable {
    case sun, mon, tue, wed, thu, fri, sat

    /// The day as ``LocaleProfile/firstWeekday`` counts it: 1 = Sunday … 7 = Saturday.
    public var number: Int { Self.allCases.firstIndex(of: self)! + 1 }

    /// The day ``LocaleProfile/firstWeekday`` counts as `number` (1 = Sunday), or nil outside 1…7.
    public init?(number: Int) {
        guard (1...7).contains(number) else { return nil }
        self = Self.allCases[number - 1]
    }
}

extension LocaleProfiles {
    /// A locale id with its first day of the week set, as `-u-fw-` sets it (ICU 72's calendar ignores the keyword;
    /// the profiles, month grids and week numbers honour it): `id("en-US", firstWeekday: .mon)` is `en_US@fw=mon`.
    /// A first weekday the id had already is replaced.
    ///
    /// - Returns: The canonical ICU id with the `fw` keyword.
    /// - Throws: ``LocaleError`` for an id ``profile(for:)`` would refuse.
    public static func id(_ id: String, firstWeekday: FirstWeekday) throws(LocaleError) -> String {
        try ResolvedLocale(ResolvedLocale.setting("fw", to: firstWeekday.rawValue, in: ResolvedLocale(id).icuID)).icuID
    }
}
