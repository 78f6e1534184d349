internal import CICU

extension CalendarContext {
    /// Formats an instant with an ICU pattern in this locale, calendar and zone.
    ///
    /// - Parameter asListItem: Capitalize as CLDR says items of a list or menu are (a wheel's rows are such
    ///   items; es `Noviembre`); false writes the text as it stands in running text (es `noviembre`).
    ///
    /// - Precondition: `instant` is finite and `pattern` one ICU can format: ICU's own (``bestPattern(_:)``,
    ///   ``stylePattern(date:time:)``) or one ``checkPattern(_:)`` accepts.
    public func format(_ instant: Double, pattern: String, asListItem: Bool = true) -> String {
        checked("formatting with '\(pattern)'", instant) {
            try $0.format(instant * 1000, pattern: pattern, asListItem: asListItem)
        }
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
                !Self.patternLetters.unicodeScalars.contains(scalar)
            {
                throw .invalidPattern(
                    pattern,
                    reason: "'\(scalar)' is not one of ICU's pattern letters "
                        + "(\(Self.patternLetters)); put literal text in quotes")
            }
        }
        guard !quoted else { throw .invalidPattern(pattern, reason: "a quote is not closed") }
        do {
            _ = try state.withLock {
                try $0.format(supportedRange.lowerBound * 1000, pattern: pattern, asListItem: false)
            }
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
        checked("the \(date?.rawValue ?? "no") date and \(time?.rawValue ?? "no") time style") {
            try $0.stylePattern(date: date, time: time)
        }
    }

    /// ICU's best pattern for a skeleton in this locale and calendar (`MMMEd` → en `EEE, MMM d`).
    public func bestPattern(_ skeleton: String) -> String {
        if let known = profile.bestPatterns[skeleton] { return known }
        return checked("the best pattern for '\(skeleton)'") { try $0.bestPattern(skeleton) }
    }

    /// The label of a wheel row: an instant formatted with a pattern, cached under `key`, which must name
    /// what the label shows (a year, a month of a year, a day number) so that any instant with the same key
    /// has the same label. Pickers sharing this context share the labels, and so do contexts of locales that
    /// format alike (``SharedLabels``).
    package func label(at instant: Double, pattern: String, key: LabelKey) -> String {
        precondition(instant.isFinite, "an instant of \(instant) seconds names no moment")
        return label(pattern: pattern, key: key) { try $0.format(instant * 1000, pattern: pattern, asListItem: true) }
    }

    /// The label of a day's row (``label(at:pattern:key:)``), formatted from the day's date rather than from an
    /// instant in it, so that a day the zone skipped, which has no instant (Samoa's 2011-12-30), reads as itself
    /// and not as the day after. `pattern` must hold no time or zone field.
    package func label(ofDay julianDay: Int, pattern: String, key: LabelKey) -> String {
        label(pattern: pattern, key: key) { state in
            let start = try state.startOfDay(julianDay: julianDay)
            return try state.startOfDay(julianDay: julianDay + 1) > start
                ? try state.format(start, pattern: pattern, asListItem: true)
                : try state.format(julianDay: julianDay, pattern: pattern)
        }
    }

    /// The label cached under `pattern` and `key`, here or in the shared labels, or else made by `formatting`.
    private func label(pattern: String, key: LabelKey, formatting: (CalendarState) throws -> String) -> String {
        let cacheKey = LabelCacheKey(pattern: pattern, key: key)
        return checked("the label '\(pattern)' of \(key)") { state in
            if let label = state.labels[cacheKey] { return label }
            let shared = SharedLabels.canShare(pattern) ? sharedLabels : nil
            let label: String
            if let known = shared?.label(cacheKey) {
                label = known
            } else {
                label = try formatting(state)
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
        checked("the name of today") { try $0.todayName() }
    }

    /// The locale's narrow title for the week of the year, for the head of a column of week numbers (de `W`,
    /// en `wk`, fr `sem.`, ja `週`); nil where ICU has none of the locale's own. (It would give the root
    /// locale's, the English `Week`: for 45 of ICU 72's locales, `kl_GL` and `haw` among them.)
    public func weekTitle() -> String? {
        let title = checked("the week's title") { try $0.weekTitle() }
        return title.isEmpty || title == Self.rootWeekTitle ? nil : title
    }

    /// The locale's full title for the time zone, for a wheel of zones (en `time zone`, de `Zeitzone`, ja
    /// `タイムゾーン`: ICU's display name of the zone field).
    public func zoneTitle() -> String {
        checked("the zone's title") { try $0.zoneTitle() }
    }

    /// What ICU's root locale calls the week: its title where a locale has none of its own.
    private static let rootWeekTitle = try? ICUPatternGenerator(locale: "root")
        .displayName(DP_UDATPG_WEEK_OF_YEAR_FIELD, width: DP_UDATPG_NARROW)
}

/// What a cached label shows, which with its pattern names the label: any instant with the same key has the same
/// label in a pattern of the same calendar and zone. Typed, so that a key cannot be assembled wrong.
package enum LabelKey: Hashable, Sendable {
    /// A year (with its era).
    case year(YearID)
    /// A month of a year.
    case month(YearID, MonthID)
    /// A day of the month: a pattern that writes the day alone.
    case dayOfMonth(Int)
    /// A whole day: a pattern that writes its date (a dateAndTime row, a calendar's value line).
    case julianDay(Int)
    /// An hour, a minute or a second: a pattern that writes that one number.
    case number(Int)
}

/// A label's place in the caches: its pattern and what it shows.
struct LabelCacheKey: Hashable, Sendable {
    var pattern: String
    var key: LabelKey
}

extension CalendarContext {
    /// A run of days as the locale writes a range, by ICU's interval formatter (`udtitvfmt`) with the skeleton of
    /// the locale's medium date: en_US `Nov 30 – Dec 4, 2026`, de_DE `30.11. – 04.12.2026`, ja_JP
    /// `2026/11/30～2026/12/04`, he_IL in the Hebrew calendar `19–23 בכסלו 5787`. One day is that day's medium date.
    ///
    /// - Parameters:
    ///   - first: The Julian day of the first day.
    ///   - last: The Julian day of the last day (taken in order with `first`).
    public func formatDays(from first: Int, through last: Int) -> String {
        let (low, high) = (min(first, last), max(first, last))
        // Noon: a date-only skeleton shows no time, and noon is on its day whatever a zone did at midnight.
        let from = (startOfDay(julianDay: low) + 43_200) * 1000, to = (startOfDay(julianDay: high) + 43_200) * 1000
        let pattern = stylePattern(date: .medium, time: nil)
        return checked("the days \(low)…\(high)") { state in
            if state.intervalFormat == nil {
                let skeleton = try ICUIntervalFormat.skeleton(of: pattern)
                state.intervalFormat = try ICUIntervalFormat(locale: state.locale, skeleton: skeleton, zone: state.zone)
            }
            return try state.intervalFormat!.format(from: from, to: to)
        }
    }
}
