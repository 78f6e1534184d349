internal import CICU

/// Lists ICU knows, each entry an id and its name in a display locale, sorted by that locale's collation: what
/// `datepick choose --list` offers.
public enum NamedLists {
    /// A list ICU knows.
    public enum List: String, Sendable, CaseIterable {
        /// ICU's canonical IANA zones (``CalendarContext/availableTimeZones`` less aliases), each named by its
        /// exemplar city (`VVV`), its generic name (`vvvv`) and its offset now (`O`): `Los Angeles (Pacific Time)
        /// GMT-8`, `東京 (日本標準時) GMT+9`; grouped by region (``Entry/group``: the zone's country as
        /// `ucal_openTimeZoneIDEnumeration` places it, named by `uloc_getDisplayCountry`; zones of no country, such
        /// as `Etc/UTC`, under the world, `001`), the regions sorted by name and the zones of each by theirs.
        case timezones
        /// The regions of ICU's two-letter codes (`uloc_getISOCountries`), named by `uloc_getDisplayCountry`.
        case regions
        /// The languages of the locales ICU has data for (the language subtags of `uloc_getAvailable`), named by
        /// `uloc_getDisplayLanguage`.
        case languages
        /// The currencies in use (`ucurr_openISOCurrencies`, common and not deprecated), by ISO 4217 code, named by
        /// `ucurr_getName` with their symbol: `日本円 (￥)`; the symbol is left out where it is the code.
        case currencies
        /// The calendars ICU has (`ucal_getKeywordValuesForLocale`), named by `uloc_getDisplayKeywordValue`.
        case calendars
    }

    /// One entry: the id a script reads (`JP`, `ja`, `japanese`) and the name a person reads (`日本`).
    public struct Entry: Hashable, Sendable {
        /// The id, as ICU spells it.
        public var id: String
        /// The name in the display locale.
        public var label: String
        /// The group the entry is listed in, named in the display locale (a zone's region: `Japan`, `日本`), or
        /// nil for a list without groups.
        public var group: String? = nil
    }

    /// The entries of a list, named in `displayLocale` and sorted by its collation (ties by id).
    ///
    /// ```swift
    /// try NamedLists.entries(.regions, in: "ja").first { $0.id == "JP" }?.label   // "日本"
    /// ```
    ///
    /// - Throws: ``LocaleError`` when the display locale is refused, or ICU fails.
    public static func entries(_ list: List, in displayLocale: String) throws(LocaleError) -> [Entry] {
        let display = try ResolvedLocale(displayLocale).icuID
        var entries: [Entry] = []
        do {
            switch list {
            case .timezones:
                let now = CalendarContext.now()
                let regions = try zoneRegions(in: display)
                let world = try regionName("001", in: display)
                for id in CalendarContext.availableTimeZones where (try? CalendarContext.canonicalZone(id)) == id {
                    let context = try CalendarContext(locale: display, timeZone: id)
                    let city = context.format(now, pattern: "VVV", asListItem: false)
                    let name = context.format(now, pattern: "vvvv", asListItem: false)
                    let offset = context.format(now, pattern: "O", asListItem: false)
                    entries.append(Entry(id: id, label: "\(city) (\(name)) \(offset)", group: regions[id] ?? world))
                }
            case .regions:
                guard let codes = dp_uloc_getISOCountries() else { break }
                var index = 0
                while let code = codes[index] {
                    let id = String(cString: code)
                    entries.append(Entry(id: id, label: try regionName(id, in: display)))
                    index += 1
                }
            case .languages:
                var seen = Set<String>()
                for locale in LocaleProfiles.availableLocales {
                    let id = try icuCString("uloc_getLanguage") { dp_uloc_getLanguage(locale, $0, $1, &$2) }
                    guard !id.isEmpty, seen.insert(id).inserted else { continue }
                    let label = try icuString("uloc_getDisplayLanguage(\(id))") {
                        dp_uloc_getDisplayLanguage(id, display, $0, $1, &$2)
                    }
                    entries.append(Entry(id: id, label: label))
                }
            case .currencies:
                let codes = try drain("ucurr_openISOCurrencies") {
                    dp_ucurr_openISOCurrencies(UInt32(DP_UCURR_COMMON | DP_UCURR_NON_DEPRECATED), &$0)
                }
                for id in codes {
                    let name = try currencyName(id, style: DP_UCURR_LONG_NAME, in: display)
                    let symbol = try currencyName(id, style: DP_UCURR_SYMBOL_NAME, in: display)
                    entries.append(Entry(id: id, label: symbol == id ? name : "\(name) (\(symbol))"))
                }
            case .calendars:
                for id in LocaleProfiles.availableCalendars {
                    let label = try icuString("uloc_getDisplayKeywordValue(\(id))") {
                        dp_uloc_getDisplayKeywordValue("und@calendar=" + id, "calendar", display, $0, $1, &$2)
                    }
                    entries.append(Entry(id: id, label: label))
                }
            }
        } catch {
            throw .icuFailure(displayLocale, message: "\(error)")
        }
        guard list == .timezones else { return try sortedByLabel(entries, in: display) }
        var groups: [String: [Entry]] = [:]
        for entry in entries { groups[entry.group ?? "", default: []].append(entry) }
        var result: [Entry] = []
        for group in try Collation.sorted(Array(groups.keys), locale: display) {
            result += try sortedByLabel(groups[group] ?? [], in: display)
        }
        return result
    }

    /// Entries sorted by the locale's collation of their labels; entries of equal names (two regions ICU names
    /// alike) in id order, so that the order is fixed.
    private static func sortedByLabel(_ entries: [Entry], in display: String) throws(LocaleError) -> [Entry] {
        let labels = try Collation.sorted(entries.map(\.label), locale: display)
        var byLabel: [String: [Entry]] = [:]
        for entry in entries.sorted(by: { $0.id < $1.id }) { byLabel[entry.label, default: []].append(entry) }
        var result: [Entry] = []
        var taken = Set<String>()
        for label in labels where taken.insert(label).inserted { result += byLabel[label] ?? [] }
        return result
    }

    /// A region's name in a locale (`uloc_getDisplayCountry`).
    private static func regionName(_ code: String, in locale: String) throws -> String {
        try icuString("uloc_getDisplayCountry(\(code))") {
            dp_uloc_getDisplayCountry("und_" + code, locale, $0, $1, &$2)
        }
    }

    /// The region of each zone with a country: the names of the regions `ucal_openTimeZoneIDEnumeration` lists
    /// canonical location zones for, by zone id.
    private static func zoneRegions(in locale: String) throws -> [String: String] {
        guard let codes = dp_uloc_getISOCountries() else { return [:] }
        var regions: [String: String] = [:]
        var index = 0
        while let code = codes[index] {
            let region = String(cString: code)
            let zones = try drain("ucal_openTimeZoneIDEnumeration(\(region))") {
                dp_ucal_openTimeZoneIDEnumeration(DP_UCAL_ZONE_TYPE_CANONICAL_LOCATION, region, nil, &$0)
            }
            if !zones.isEmpty {
                let name = try regionName(region, in: locale)
                for zone in zones { regions[zone] = name }
            }
            index += 1
        }
        return regions
    }

    /// A currency's long name or symbol in a locale; ICU owns the string it returns.
    private static func currencyName(_ code: String, style: Int32, in locale: String) throws -> String {
        try withUChars(code) { chars, _ in
            var status = DP_U_ZERO_ERROR, length: Int32 = 0, isChoice: Int8 = 0
            let name = dp_ucurr_getName(chars, locale, style, &isChoice, &length, &status)
            try status.check("ucurr_getName(\(code))")
            guard let name else { return code }
            return String(utf16: UnsafeBufferPointer(start: name, count: Int(length)))
        }
    }
}
