internal import CICU

/// Lists ICU knows, each entry an id and its name in a display locale, sorted by that locale's collation: what
/// `datepick choose --list` offers.
public enum NamedLists {
    /// A list ICU knows.
    public enum List: String, Sendable, CaseIterable {
        /// ICU's canonical IANA zones (``CalendarContext/availableTimeZones`` less aliases), each named by its
        /// exemplar city (`VVV`), its generic name (`vvvv`) and its offset now (`O`): `Los Angeles (Pacific Time)
        /// GMT-8`, `東京 (日本標準時) GMT+9`.
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
                for id in CalendarContext.availableTimeZones where (try? CalendarContext.canonicalZone(id)) == id {
                    let context = try CalendarContext(locale: display, timeZone: id)
                    let city = context.format(now, pattern: "VVV", asListItem: false)
                    let name = context.format(now, pattern: "vvvv", asListItem: false)
                    let offset = context.format(now, pattern: "O", asListItem: false)
                    entries.append(Entry(id: id, label: "\(city) (\(name)) \(offset)"))
                }
            case .regions:
                guard let codes = dp_uloc_getISOCountries() else { break }
                var index = 0
                while let code = codes[index] {
                    let id = String(cString: code)
                    let label = try icuString("uloc_getDisplayCountry(\(id))") {
                        dp_uloc_getDisplayCountry("und_" + id, display, $0, $1, &$2)
                    }
                    entries.append(Entry(id: id, label: label))
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
        let labels = try Collation.sorted(entries.map(\.label), locale: display)
        // Sorting the labels, then taking each one's entries in id order, keeps equal names (two regions ICU names
        // alike) in a fixed order.
        var byLabel: [String: [Entry]] = [:]
        for entry in entries.sorted(by: { $0.id < $1.id }) { byLabel[entry.label, default: []].append(entry) }
        var result: [Entry] = []
        var taken = Set<String>()
        for label in labels where taken.insert(label).inserted { result += byLabel[label] ?? [] }
        return result
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
