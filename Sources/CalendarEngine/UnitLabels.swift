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
/// ICU formats "2 hours"; the label is the unit alone, in the plural form the count takes in the locale (en
/// 1 hour / 2 hours; ru 1 час / 2 часа / 5 часов; ar ساعة / ساعتان / ساعات): the text without the count, as ICU
/// formats the count alone. Tests hold that to the unit field ICU marks, for every locale.
public enum UnitLabels {
    /// A duration as the locale's clock writes it, from ICU's numeric measure format (CLDR's durationUnits):
    /// en `1:02` (`1:02:05` with seconds), fi `1.02`, ar in Arabic digits.
    ///
    /// - Parameters:
    ///   - seconds: The duration, 0 or more seconds.
    ///   - showsSeconds: Whether to write the seconds; without, the minutes are whole (59 s are cut, not rounded).
    ///   - locale: A locale id, checked like ``LocaleProfiles/profile(for:)``.
    public static func numericDuration(_ seconds: Int, showsSeconds: Bool, locale: String) throws(LocaleError) -> String
    {
        let profile = try LocaleProfiles.shared.profile(for: locale)
        let total = max(seconds, 0)
        let (hours, rest) = total.quotientAndRemainder(dividingBy: 3600)
        do {
            return try icuString("MeasureFormat numeric") {
                dp_measfmt_formatNumericDuration(
                    profile.formattingID, Int32(clamping: hours), Int32(rest / 60),
                    Int32(rest % 60), showsSeconds ? 1 : 0, $0, $1, &$2)
            }
        } catch {
            throw .icuFailure(locale, message: "\(error)")
        }
    }

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
    public static func labels(
        _ unit: DurationUnit, width: UnitWidth, locale: String,
        counts: some Sequence<Int>
    ) throws(LocaleError) -> [String] {
        let profile = try LocaleProfiles.shared.profile(for: locale)
        let id = profile.id
        let counts = Array(counts)
        let key = unit.rawValue + " " + width.rawValue + " " + id + " " + Self.key(counts)
        if let cached = cache.withLock({ $0[key] }) { return cached }
        let labels: [String]
        do {
            labels = try Self.labels(
                skeleton: Self.skeleton(unit, width), locale: id, counts: counts,
                isolation: .removingCount(profile), source: unitSource(profile))
        } catch {
            throw .icuFailure(locale, message: "\(error)")
        }
        cache.withLock { $0.set(labels, for: key, emptyingPast: 256) }
        return labels
    }

    /// The counts as a cache key: `first+step×count` for the evenly spaced counts of a wheel (0–23, or 0–59 in
    /// steps of the interval), else every count. Writing all 60 of a minute wheel, twice per countdown, was a
    /// tenth of the unit labels' work in `datepick tables`.
    static func key(_ counts: [Int]) -> String {
        if counts.count > 2 {
            // Wrapping: any counts may be asked for ([-1, Int.max, 0] must not trap). The first count,
            // the wrapped step and the number of counts still give back exactly one list.
            let step = counts[1] &- counts[0]
            if (2..<counts.count).allSatisfy({ counts[$0] &- counts[$0 - 1] == step }) {
                return "\(counts[0])+\(step)×\(counts.count)"
            }
        }
        return counts.map(String.init).joined(separator: ",")
    }

    /// ICU's number skeleton for a unit at a width.
    static func skeleton(_ unit: DurationUnit, _ width: UnitWidth) -> String {
        unit.skeletonUnit + " " + width.skeletonWidth
    }

    /// Labels by unit, width, locale and counts, joined into one string: a struct key would cost each process a
    /// scan of every conformance record the first time a countdown is shown.
    private static let cache = Locked<[String: [String]]>([:])

    /// How the unit is cut out of a formatted count.
    enum Isolation {
        /// Remove the count, written in the profile's digits (those of the locale's numbering system, which
        /// ICU's unit format uses too), and the spacing and bidi marks beside it. For counts 0–999 only: ICU
        /// writes larger ones with grouping (1,000) and negative ones with the locale's minus sign, so other
        /// counts take ICU's field position.
        case removingCount(LocaleProfile)
        /// ICU's `UNUM_MEASURE_UNIT_FIELD` position. The reference the tests hold ``removingCount(_:)`` to; not the
        /// default, because ICU's first field-position query builds its number-parsing UnicodeSets (about
        /// 1.5 ms per process, a tenth of `datepick --locale ja_JP`).
        case fieldPosition
    }

    /// Labels by the unit data they come from (``unitSource(_:)``), skeleton and plural category, shared by
    /// locales: a label is the unit's pattern for the category without its number, and locales with one source
    /// have the same patterns. (Each locale still selects its own categories: `pt` and `pt_PT` share unit data
    /// but not plural rules.) `datepick tables` formatted two units in 805 locales, a sixth of its work; most
    /// of them now find their labels here. Filled from counts 0–999 only (see ``Isolation``).
    private static let sharedLabels = Locked<[String: String]>([:])

    /// Each locale's ``unitSource(_:)``, by id: asked for each unit of each countdown picker.
    private static let sources = Locked<[String: String?]>([:])

    /// Where ICU takes a locale's unit patterns from: the locales that hold its `units`, `unitsShort` and
    /// `unitsNarrow` after fallback, in ICU's unit data package. Nil for an id with keywords, or when ICU fails
    /// to answer (then nothing is shared).
    ///
    /// Not the number elements or the numbering system: the label is the text without the count, whatever
    /// digits write it. Keyed by them too, as at first, the 805 locales had 337 sources; by the unit data alone,
    /// 184. The every-locale test holds shared labels to ICU's unit field either way.
    static func unitSource(_ profile: LocaleProfile) -> String? {
        if let known = sources.withLock({ $0[profile.id] }) { return known }
        let source =
            profile.id.contains("@")
            ? nil
            : DataSource.origins(
                of: ["units", "unitsShort", "unitsNarrow"], in: profile.id, package: DP_U_ICUDATA_UNIT)?
                .joined(separator: " ")
        sources.withLock { $0.set(source, for: profile.id, emptyingPast: 1024) }
        return source
    }

    /// The plural categories of the counts 0–59 in each locale, by id: what a countdown's hour, minute and
    /// second wheels ask, each of which opened the locale's plural rules.
    private static let categories = Locked<[String: [String]]>([:])

    /// The same by plural rule set (``pluralRuleSet(_:)``), for the locales that share one: 805 locales have
    /// 39 sets, and opening the rules (ICU parses their text) was 3 % of `datepick tables`.
    private static let categoriesBySet = Locked<[String: [String]]>([:])

    /// The plural category (`one`, `few`, `other`…) of each count in a locale: from ``categories`` for counts
    /// 0–59, else from the rules opened now.
    static func pluralCategories(_ counts: [Int], locale: String) throws -> [String] {
        let cached = counts.allSatisfy { (0..<60).contains($0) }
        if cached, let known = categories.withLock({ $0[locale] }) { return counts.map { known[$0] } }
        let set = cached ? pluralRuleSet(locale) : nil
        if let set, let known = categoriesBySet.withLock({ $0[set] }) {
            categories.withLock { $0.set(known, for: locale, emptyingPast: 1024) }
            return counts.map { known[$0] }
        }
        let found = try pluralCategoriesOpeningRules(cached ? Array(0..<60) : counts, locale: locale)
        guard cached else { return found }
        categories.withLock { $0.set(found, for: locale, emptyingPast: 1024) }
        if let set { categoriesBySet.withLock { $0.set(found, for: set, emptyingPast: 1024) } }
        return counts.map { found[$0] }
    }

    /// The cardinal plural rule set ICU 72 gives a locale (`set12` for `ru`), found where `PluralRules` finds
    /// it (`plurals.res`, `locales`): under the locale's base name, else under the nearest parent
    /// (`uloc_getParent`) listed. Nil when none is listed (ICU then gives every count `other`) or ICU fails:
    /// then nothing is shared. A test holds the categories by set to those of each locale's own rules, for
    /// every locale.
    static func pluralRuleSet(_ locale: String) -> String? {
        var status = DP_U_ZERO_ERROR
        guard let plurals = dp_ures_openDirect(nil, "plurals", &status) else { return nil }
        defer { dp_ures_close(plurals) }
        let sets = dp_ures_getByKey(plurals, "locales", nil, &status)
        defer { if let sets { dp_ures_close(sets) } }
        guard status.isSuccess, let sets,
            var name = try? icuCString("uloc_getBaseName", { dp_uloc_getBaseName(locale, $0, $1, &$2) })
        else { return nil }
        while !name.isEmpty {
            var status = DP_U_ZERO_ERROR
            var length: Int32 = 0
            if let units = dp_ures_getStringByKey(sets, name, &length, &status), status.isSuccess {
                return String(utf16: UnsafeBufferPointer(start: units, count: Int(length)))
            }
            guard let parent = try? icuCString("uloc_getParent", { dp_uloc_getParent(name, $0, $1, &$2) }) else {
                return nil
            }
            name = parent
        }
        return nil
    }

    /// The plural category of each count, from the locale's rules opened now.
    static func pluralCategoriesOpeningRules(_ counts: [Int], locale: String) throws -> [String] {
        var status: ICUStatus = DP_U_ZERO_ERROR
        let rules = dp_uplrules_open(locale, &status)
        defer { if let rules { dp_uplrules_close(rules) } }
        try status.check("uplrules_open(\(locale))")
        return try counts.map { count in
            try icuString("uplrules_select") { dp_uplrules_select(rules, Double(count), $0, $1, &$2) }
        }
    }

    /// The labels of counts, formatting one count per plural category.
    ///
    /// - Parameter source: The locale's ``unitSource(_:)``, to share labels with locales of the same source;
    ///   nil to format every label here.
    static func labels(
        skeleton: String, locale: String, counts: [Int], isolation: Isolation,
        source: String? = nil
    ) throws -> [String] {
        var status: ICUStatus = DP_U_ZERO_ERROR
        let categories = try pluralCategories(counts, locale: locale)
        // Opened when a label is first formatted: a locale whose labels are all shared never opens it.
        var formatter: OpaquePointer?
        var result: OpaquePointer?
        defer {
            if let formatter { dp_unumf_close(formatter) }
            if let result { dp_unumf_closeResult(result) }
        }
        // CLDR keys a unit's patterns by plural category, so counts of one category share a label: format one
        // count per category (ru: 1 час, 2 часа, 5 часов) instead of every count.
        var byCategory: [String: String] = [:]
        return try zip(counts, categories).map { count, category in
            if let label = byCategory[category] { return label }
            let shared = source.flatMap {
                (0...999).contains(count) ? $0 + "\u{1}" + skeleton + "\u{1}" + category : nil
            }
            if let shared, let label = sharedLabels.withLock({ $0[shared] }) {
                byCategory[category] = label
                return label
            }
            let label = try unitLabel(count)
            byCategory[category] = label
            if let shared {
                sharedLabels.withLock { $0.set(label, for: shared, emptyingPast: 4096) }
            }
            return label
        }
        func format(_ count: Int) throws -> [UInt16] {
            if formatter == nil {
                formatter = withUChars(skeleton) { chars, length in
                    dp_unumf_openForSkeletonAndLocale(chars, length, locale, &status)
                }
                try status.check("unumf_openForSkeletonAndLocale(\(skeleton))")
                result = dp_unumf_openResult(&status)
                try status.check("unumf_openResult")
            }
            dp_unumf_formatInt(formatter, Int64(count), result, &status)
            try status.check("unumf_formatInt")
            return Array(try icuString("unumf_resultToString") { dp_unumf_resultToString(result, $0, $1, &$2) }.utf16)
        }
        func unitLabel(_ count: Int) throws -> String {
            let text = try format(count)
            guard case .removingCount(let profile) = isolation, (0...999).contains(count) else {
                var position = dp_field_position(field: DP_UNUM_MEASURE_UNIT_FIELD, beginIndex: 0, endIndex: 0)
                guard dp_unumf_resultNextFieldPosition(result, &position, &status) != 0 else {
                    // No unit field (should not happen): the whole text is the best label there is.
                    return String(utf16: text[...])
                }
                try status.check("unumf_resultNextFieldPosition")
                return String(utf16: text[Int(position.beginIndex)..<Int(position.endIndex)])
            }
            return removing(Array(profile.formatNumber(count).utf16), from: text)
        }
    }

    /// The unit in `text`, the formatted count, given `number`, the count written alone: the text before the
    /// number, or if there is none the text after it (ee `sekend {0} wo` has the unit on both sides, and ICU
    /// marks the first), trimmed of what ICU trims from a field's ends: spaces (Zs), tabs, bidi controls and
    /// variation selectors. A text without the number (ar ساعة for one hour) is all unit.
    static func removing(_ number: [UInt16], from text: [UInt16]) -> String {
        let scalars = Array(String(utf16: text[...]).unicodeScalars)
        let digits = Array(String(utf16: number[...]).unicodeScalars)
        func ignorable(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
                || scalar.properties.isBidiControl || scalar.properties.isVariationSelector
        }
        func trimmed(_ part: ArraySlice<Unicode.Scalar>) -> String {
            guard let first = part.firstIndex(where: { !ignorable($0) }),
                let last = part.lastIndex(where: { !ignorable($0) })
            else { return "" }
            return String(scalars: part[first...last])
        }
        guard !digits.isEmpty, digits.count <= scalars.count,
            let start = (0...(scalars.count - digits.count)).first(where: {
                scalars[$0..<$0 + digits.count].elementsEqual(digits)
            })
        else { return trimmed(scalars[...]) }
        let before = trimmed(scalars[..<start])
        return before.isEmpty ? trimmed(scalars[(start + digits.count)...]) : before
    }
}
