/// Text in a locale's collation order, by ICU's collator: the order a person of that language expects a list in
/// (`ä` with `a` in German, after `z` in Swedish; Japanese kana in gojūon order), not the order of code points.
public enum Collation {
    /// How strings compare.
    public enum Ordering: String, Sendable, CaseIterable {
        /// The locale's collation.
        case standard
        /// The locale's collation with runs of digits compared as numbers (`2` before `10`): CLDR's `kn`.
        case numeric
    }

    /// The values sorted by the locale's collation; values that collate equal keep their order.
    ///
    /// ```swift
    /// try Collation.sorted(["Zebra", "Äpfel", "Apfel"], locale: "sv_SE")   // ["Apfel", "Zebra", "Äpfel"]
    /// try Collation.sorted(["10", "9", "2"], locale: "en", ordering: .numeric)   // ["2", "9", "10"]
    /// ```
    ///
    /// - Parameters:
    ///   - values: The strings to sort.
    ///   - locale: A locale id, checked as ``LocaleProfiles/profile(for:)`` checks it; its keywords apply
    ///     (`de@collation=phonebook`, `zh@collation=pinyin`).
    ///   - ordering: ``Ordering/standard`` or ``Ordering/numeric``.
    /// - Returns: The values in collation order.
    /// - Throws: ``LocaleError`` when the id is refused or ICU cannot open its collator.
    public static func sorted(_ values: [String], locale: String, ordering: Ordering = .standard) throws(LocaleError)
        -> [String]
    {
        let resolved = try ResolvedLocale(locale)
        let keys: [[UInt8]]
        do {
            let collator = try ICUCollator(locale: resolved.icuID)
            if ordering == .numeric { try collator.setNumeric() }
            keys = values.map(collator.sortKey)
        } catch {
            throw .icuFailure(locale, message: "\(error)")
        }
        return values.indices.sorted { a, b in
            keys[a].lexicographicallyPrecedes(keys[b]) || (keys[a] == keys[b] && a < b)
        }.map { values[$0] }
    }
}
