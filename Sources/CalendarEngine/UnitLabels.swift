internal import CICU

/// A unit of a duration, as a countdown wheel labels it.
public enum DurationUnit: String, Sendable, Hashable, CaseIterable {
    case hour, minute, second

    /// ICU's number skeleton for the unit.
    var skeletonUnit: String { "measure-unit/duration-\(rawValue)" }
}

/// How long a unit label is: `hours` (wide) or `hr` (short).
public enum UnitWidth: String, Sendable, Hashable {
    case wide, short

    var skeletonWidth: String { self == .wide ? "unit-width-full-name" : "unit-width-short" }
}

/// Localized, plural-aware unit labels for countdown wheels, from ICU's unit formatting.
///
/// ICU formats "2 hours" and marks the unit field; the label is the unit alone, in the plural form the count
/// takes in the locale (en 1 hour / 2 hours; ru 1 час / 2 часа / 5 часов; ar ساعة / ساعتان / ساعات).
public enum UnitLabels {
    /// The label of a unit for each count.
    ///
    /// - Parameters:
    ///   - unit: Hours, minutes or seconds.
    ///   - width: Wide (`hours`) or short (`min`).
    ///   - locale: A locale id, checked like ``LocaleProfiles/profile(for:)``.
    ///   - counts: The counts to label (0–23 for an hour wheel).
    /// - Returns: One label per count, in order.
    ///
    /// Labels are cached by unit, width, locale and counts, so every countdown picker of a locale shares them.
    public static func labels(_ unit: DurationUnit, width: UnitWidth, locale: String,
                              counts: some Sequence<Int>) throws(LocaleError) -> [String] {
        let id = try LocaleProfiles.shared.profile(for: locale).id
        let key = CacheKey(unit: unit, width: width, locale: id, counts: Array(counts))
        if let cached = cache.withLock({ $0[key] }) { return cached }
        let labels: [String]
        do {
            labels = try Self.labels(skeleton: unit.skeletonUnit + " " + width.skeletonWidth, locale: id, counts: key.counts)
        } catch {
            throw .icuFailure(locale, message: "\(error)")
        }
        cache.withLock { cache in
            if cache.count > 256 { cache.removeAll(keepingCapacity: true) }
            cache[key] = labels
        }
        return labels
    }

    private struct CacheKey: Hashable {
        var unit: DurationUnit
        var width: UnitWidth
        var locale: String
        var counts: [Int]
    }

    private static let cache = Locked<[CacheKey: [String]]>([:])

    private static func labels(skeleton: String, locale: String, counts: some Sequence<Int>) throws -> [String] {
        var status: ICUStatus = DP_U_ZERO_ERROR
        let formatter = withUChars(skeleton) { chars, length in
            dp_unumf_openForSkeletonAndLocale(chars, length, locale, &status)
        }
        defer { if let formatter { dp_unumf_close(formatter) } }
        try status.check("unumf_openForSkeletonAndLocale(\(skeleton))")
        let result = dp_unumf_openResult(&status)
        defer { if let result { dp_unumf_closeResult(result) } }
        try status.check("unumf_openResult")
        let rules = dp_uplrules_open(locale, &status)
        defer { if let rules { dp_uplrules_close(rules) } }
        try status.check("uplrules_open(\(locale))")
        // CLDR keys a unit's patterns by plural category, so counts of one category share a label: format one
        // count per category (ru: 1 час, 2 часа, 5 часов) instead of every count.
        var byCategory: [String: String] = [:]
        return try counts.map { count in
            let category = try icuString("uplrules_select") { dp_uplrules_select(rules, Double(count), $0, $1, &$2) }
            if let label = byCategory[category] { return label }
            let label = try unitLabel(count)
            byCategory[category] = label
            return label
        }
        func unitLabel(_ count: Int) throws -> String {
            dp_unumf_formatInt(formatter, Int64(count), result, &status)
            try status.check("unumf_formatInt")
            let text = Array(try icuString("unumf_resultToString") { dp_unumf_resultToString(result, $0, $1, &$2) }.utf16)
            var position = dp_field_position(field: DP_UNUM_MEASURE_UNIT_FIELD, beginIndex: 0, endIndex: 0)
            guard dp_unumf_resultNextFieldPosition(result, &position, &status) != 0 else {
                // No unit field (should not happen): the whole text is the best label there is.
                return String(decoding: text, as: UTF16.self)
            }
            try status.check("unumf_resultNextFieldPosition")
            return String(decoding: text[Int(position.beginIndex)..<Int(position.endIndex)], as: UTF16.self)
        }
    }
}
