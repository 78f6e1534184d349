internal import CICU

/// Everything ICU reads to derive the data part of a ``LocaleProfile`` (names, best patterns, layouts, field
/// titles, hour cycle, digits): which locale each resource comes from, the calendar, and the region's hour
/// formats. Two locales with the same source derive the same data, so the engine derives it once.
///
/// Most locales hold no data of their own. ICU 72 lists 805 locales; 331 of them (`de_DE`, `en_US`, `ja_JP`)
/// are empty files whose every resource comes from the parent. A region changes what ICU looks up by region:
/// the calendar and the hour formats (in the source), the week (derived by each locale). 458 sources and six
/// locales without one (their region is not in CLDR's `timeData`) serve the 805 locales; the other 341 take
/// their data from the first locale derived with the same source: the share of `datepick matrix --all` that
/// `udatpg_open` took for them (eight `SimpleDateFormat`s each) is gone.
///
/// Only locales without keywords have a source: a keyword (`hours`, `numbers`, `calendar`) is an input of its
/// own; so do locales whose region CLDR's `timeData` does not list (see ``hourFormats(_:)``).
/// `DataSourceTests` derives every locale ICU lists both ways, and unusual ids after a sibling, and holds the
/// results equal.
struct DataSource: Equatable, Sendable {
    /// For each resource in ``resources``, the locale whose data holds it after ICU's fallback ("" where none
    /// does): `en_AS` has `en` for all of them, `en_GB` `en_GB` for its calendar and `en_001` for its fields.
    var origins: [String]
    /// The calendar the locale opens (its region's preference: `th_TH` buddhist).
    var calendar: String
    /// The region's hour formats as `udatpg_open` reads them (CLDR `timeData`): the preferred one, then the
    /// allowed ones.
    var hourFormats: [String]

    /// The source as one string, equal for equal sources (no part holds a space).
    var key: String { (origins + [calendar] + hourFormats).concatenated(separator: " ") }

    /// The top-level resources the derivation reads: calendars (patterns, names, day periods), field names
    /// (titles), number elements (digits, the decimal and time separators) and capitalization contexts.
    static let resources = ["calendar", "fields", "NumberElements", "contextTransforms"]

    /// The source of a locale that opens `calendar`; nil for one with keywords, or when ICU fails to answer
    /// (then the locale is derived on its own).
    init?(_ locale: ResolvedLocale, calendar: String) {
        guard locale.keywords.isEmpty, let origins = Self.origins(of: Self.resources, in: locale.icuID),
            let hourFormats = Self.hourFormats(locale.icuID)
        else { return nil }
        self.origins = origins
        self.calendar = calendar
        self.hourFormats = hourFormats
    }

    /// For each top-level resource of a data package (nil: the locale data), the locale whose data holds it
    /// after ICU's fallback ("" where none does); nil when ICU fails.
    static func origins(
        of resources: [String], in locale: String,
        package: UnsafePointer<CChar>? = nil
    ) -> [String]? {
        var status = DP_U_ZERO_ERROR
        guard let bundle = dp_ures_open(package, locale, &status) else { return nil }
        defer { dp_ures_close(bundle) }
        guard status.isSuccess else { return nil }
        var origins: [String] = []
        for key in resources {
            // A top-level `ures_getByKey` falls back along the parent chain; the resource it returns belongs
            // to the locale where it was found.
            guard
                let origin = resource(
                    key, in: bundle,
                    { item in
                        var status = DP_U_ZERO_ERROR
                        return dp_ures_getLocaleByType(item, DP_ULOC_ACTUAL_LOCALE, &status).map { String(cString: $0) }
                    })
            else { return nil }
            origins.append(origin ?? "")
        }
        return origins
    }

    /// `read` applied to a resource of a bundle: nil when ICU fails, `.some(nil)` when the resource is missing.
    private static func resource<Value>(
        _ key: String, in bundle: OpaquePointer, _ read: (OpaquePointer) -> Value?
    ) -> Value?? {
        var status = DP_U_ZERO_ERROR
        let item = dp_ures_getByKey(bundle, key, nil, &status)
        defer { if let item { dp_ures_close(item) } }
        if status == DP_U_MISSING_RESOURCE_ERROR { return .some(nil) }
        guard status.isSuccess, let item, let value = read(item) else { return nil }
        return .some(value)
    }

    /// CLDR's `timeData` entry for the locale, looked up as ICU 72's `DateTimePatternGenerator`
    /// (`getAllowedHourFormats`) does: language and region, maximized when either is missing, then
    /// `language_REGION`, then `REGION`. Each list ends in "|".
    ///
    /// Nil when ICU fails or neither key is listed: ICU then resolves the region further (`840` is `US`,
    /// else `en-840` would take `en-ZZ`'s 24-hour clock) or falls back to `H`, and a locale whose hours
    /// this lookup cannot tell is derived on its own.
    private static func hourFormats(_ id: String) -> [String]? {
        func part(_ call: (UnsafeMutablePointer<CChar>, Int32, inout ICUStatus) -> Int32) -> String? {
            try? icuCString("uloc_get", call)
        }
        guard var language = part({ dp_uloc_getLanguage(id, $0, $1, &$2) }),
            var region = part({ dp_uloc_getCountry(id, $0, $1, &$2) })
        else { return nil }
        if language.isEmpty || region.isEmpty {
            guard let maximized = part({ dp_uloc_addLikelySubtags(id, $0, $1, &$2) }),
                let maximizedLanguage = part({ dp_uloc_getLanguage(maximized, $0, $1, &$2) }),
                let maximizedRegion = part({ dp_uloc_getCountry(maximized, $0, $1, &$2) })
            else { return nil }
            (language, region) = (maximizedLanguage, maximizedRegion)
        }
        if language.isEmpty { language = "und" }
        if region.isEmpty { region = "001" }

        var status = DP_U_ZERO_ERROR
        guard let supplemental = dp_ures_openDirect(nil, "supplementalData", &status) else { return nil }
        defer { dp_ures_close(supplemental) }
        let timeData = dp_ures_getByKey(supplemental, "timeData", nil, &status)
        defer { if let timeData { dp_ures_close(timeData) } }
        guard status.isSuccess, let timeData else { return nil }
        for key in [language + "_" + region, region] {
            // `preferred` is a string; `allowed` a string or an array of them (a string counts as one item).
            guard
                let found = resource(
                    key, in: timeData,
                    { entry -> [String]? in
                        var formats: [String] = []
                        for name in ["preferred", "allowed"] {
                            guard case let list?? = resource(name, in: entry, Self.strings) else { return nil }
                            formats += list + ["|"]
                        }
                        return formats
                    })
            else { return nil }
            if let found { return found }
        }
        return nil
    }

    /// The strings of a string or string-array resource; nil when ICU fails.
    private static func strings(_ item: OpaquePointer) -> [String]? {
        var strings: [String] = []
        for index in 0..<dp_ures_getSize(item) {
            var length: Int32 = 0
            var status = DP_U_ZERO_ERROR
            guard let units = dp_ures_getStringByIndex(item, index, &length, &status), status.isSuccess else {
                return nil
            }
            strings.append(String(utf16: UnsafeBufferPointer(start: units, count: Int(length))))
        }
        return strings
    }
}

/// The data part of the profiles of one ``DataSource``, derived once.
///
/// The first locale of a source derives it while holding the donor's lock; locales of the same source that
/// arrive meanwhile wait for it rather than derive it again. (Deriving outside any lock, neighbouring locales
/// of one source met on the two cores 140 times in `datepick tables`, each time deriving twice.) Only locales
/// of that source wait: the engine's cache lock is never held while ICU works.
final class Donor: Sendable {
    /// The derived data (the locale-specific fields are placeholders), or nil before it is derived or when the
    /// derivation failed (the next locale of the source tries again).
    let data = Locked<LocaleProfile?>(nil)
}
