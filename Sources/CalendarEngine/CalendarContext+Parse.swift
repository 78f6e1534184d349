/// One reading of text by one of a locale's date patterns (``CalendarContext/read(_:patterns:now:)``).
public struct PatternReading: Sendable, Hashable {
    /// The instant the text names, in seconds since 1970.
    public var instant: Double
    /// The ICU pattern that read the text (`M/d/yy`, `EEEE, MMMM d, y`).
    public var pattern: String
    /// Whether it took ICU's lenient parsing: no pattern read the text strictly.
    public var isLenient: Bool

    /// A reading of text.
    public init(instant: Double, pattern: String, isLenient: Bool) {
        self.instant = instant
        self.pattern = pattern
        self.isLenient = isLenient
    }
}

extension CalendarContext {
    /// Reads text as the locale writes dates and times, with ICU's `udat_parse` and each of `patterns`: first
    /// strictly (the text must match a pattern as written: its literals, its widths of names), then, if no
    /// pattern read it so, leniently (ICU's `UDAT_PARSE_*` tolerances: other whitespace, a number for a month's
    /// name, part of a literal, another width of a name).
    ///
    /// The locale's digits and names are read (ar_EG `٣٠/١١/٢٠٢٦`, ja_JP with the Japanese calendar `令和8年11月
    /// 30日`), in this context's calendar and zone; a zone the text names (`zzzz`) is the text's own. What the text
    /// lacks comes from the month of `now`: a text without a year is in the current year, one without a day on
    /// the month's first, one without a time at midnight. A two-digit year (`yy`) falls within ICU's window, 80
    /// years before `now` to 20 after. A pattern reads the text only if it reads all of it and the date exists
    /// (31 February does not, not even leniently) within ``supportedRange``.
    ///
    /// ```swift
    /// let us = try CalendarContext(locale: "en_US", timeZone: "UTC")
    /// try us.read("Nov 30, 2026", patterns: ["M/d/yy", "MMM d, y"]).first?.pattern   // "MMM d, y"
    /// ```
    ///
    /// - Parameters:
    ///   - text: The text, as a person wrote or pasted it.
    ///   - patterns: ICU patterns, tried in order: the locale's own (``bestPattern(_:)``,
    ///     ``stylePattern(date:time:)``) or ones ``checkPattern(_:)`` accepts.
    ///   - now: The instant, in seconds since 1970, whose year and month stand for those the text lacks.
    /// - Returns: Every reading of the first pass that read the text (the strict one, else the lenient one), in
    ///   the order of `patterns`; empty when no pattern reads it.
    /// - Throws: ``CalendarError/icuFailure(_:)`` if ICU cannot open a formatter for the locale.
    public func read(_ text: String, patterns: [String], now: Double = CalendarContext.now()) throws(CalendarError)
        -> [PatternReading]
    {
        guard now.isFinite, !text.isEmpty else { return [] }
        let range = supportedRange
        do {
            return try state.withLock { state in
                for lenient in [false, true] {
                    var readings: [PatternReading] = []
                    for pattern in patterns {
                        guard
                            let millis = try state.parse(text, pattern: pattern, lenient: lenient, start: now * 1000),
                            range.contains(millis / 1000)
                        else { continue }
                        readings.append(PatternReading(instant: millis / 1000, pattern: pattern, isLenient: lenient))
                    }
                    if !readings.isEmpty { return readings }
                }
                return []
            }
        } catch {
            throw .icuFailure("reading '\(LocaleError.printable(text))': \(error)")
        }
    }
}
