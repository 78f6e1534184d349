import CalendarEngine
import FoundationEssentials

/// A date or time read from text as a person writes or pastes it (`datepick parse`, a typed field's
/// ``DateFieldState/setText(_:)``): ISO 8601 first, then the locale's numeric pattern of the mode, then its short,
/// medium, long and full patterns (``patterns(for:in:seconds:)``), strict before lenient
/// (``CalendarEngine/CalendarContext/read(_:patterns:now:)``).
///
/// ```swift
/// let context = try CalendarContext(locale: "ar_EG", timeZone: "Africa/Cairo")
/// let parsed = try ParsedDate(parsing: "٣٠/١١/٢٠٢٦", mode: .date, context: context)
/// parsed.pattern   // "d‏/M‏/y", the locale's numeric date pattern
/// ```
public struct ParsedDate: Sendable, Hashable {
    /// Another pattern's reading of the same text.
    public struct Candidate: Sendable, Hashable {
        /// The instant it reads, in seconds since 1970.
        public var instant: Double
        /// The pattern that reads it: an ICU pattern, or ``ParsedDate/iso8601``.
        public var pattern: String
    }

    /// The instant the text names, in seconds since 1970.
    public var instant: Double
    /// The pattern that read the text: the first of the mode's patterns that did, or ``iso8601``.
    public var pattern: String
    /// Whether only ICU's lenient parsing read the text.
    public var isLenient: Bool
    /// Every different instant the patterns read, the chosen one first, when two patterns read the text as
    /// different moments; empty when the text has one reading.
    public var candidates: [Candidate]

    /// What ``pattern`` says when the text was ISO 8601.
    public static let iso8601 = "ISO 8601"

    /// The longest text read (in characters): a date written out in full is far shorter.
    public static let maximumLength = 200

    /// Reads text as a date or time of a mode.
    ///
    /// The text is trimmed of surrounding whitespace (a pasted line's newline). ISO 8601 (as ``ISO8601Value``
    /// reads it) is tried first; then each of the mode's patterns, strictly and then leniently. A text without a
    /// year is in the current year; one without a date (a time) is today's.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - mode: What is read: a date, a time, both, or a month of a year; the countdown reads nothing.
    ///   - context: The locale, calendar and zone the text is read in, and the value is in.
    ///   - seconds: Whether the numeric time pattern has seconds (a picker with a seconds wheel).
    ///   - now: The moment whose year and day stand for those the text lacks, in seconds since 1970.
    /// - Throws: ``PickerError/unreadableText(_:mode:tried:)`` naming the patterns tried, or
    ///   ``PickerError/holdsADuration`` for the countdown's mode.
    public init(
        parsing text: String, mode: DatePickerMode, context: CalendarContext, seconds: Bool = false,
        now: Double = CalendarContext.now()
    ) throws(PickerError) {
        guard !mode.holdsDuration else { throw .holdsADuration }
        let patterns = Self.patterns(for: mode, in: context, seconds: seconds)
        let trimmed = Self.trimmed(text)
        func unreadable() -> PickerError {
            .unreadableText(text, mode: mode, tried: [Self.iso8601] + patterns)
        }
        guard !trimmed.isEmpty, trimmed.count <= Self.maximumLength else { throw unreadable() }
        if let iso = try? ISO8601Value(parsing: trimmed), let instant = try? iso.instant(inTimeZone: context.timeZone),
            context.supportedRange.contains(instant)
        {
            self.init(instant: instant, pattern: Self.iso8601, isLenient: false, candidates: [])
            return
        }
        let readings: [PatternReading]
        do {
            readings = try context.read(trimmed, patterns: patterns, now: now)
        } catch {
            throw .calendar(error)
        }
        guard let first = readings.first else { throw unreadable() }
        var distinct: [Candidate] = []
        for reading in readings where !distinct.contains(where: { $0.instant == reading.instant }) {
            distinct.append(Candidate(instant: reading.instant, pattern: reading.pattern))
        }
        self.init(
            instant: first.instant, pattern: first.pattern, isLenient: first.isLenient,
            candidates: distinct.count > 1 ? distinct : [])
    }

    /// A reading, as made by ``init(parsing:mode:context:seconds:now:)``.
    public init(instant: Double, pattern: String, isLenient: Bool, candidates: [Candidate]) {
        self.instant = instant
        self.pattern = pattern
        self.isLenient = isLenient
        self.candidates = candidates
    }

    /// The patterns a mode's text is read with, in the order they are tried, each once: the locale's numeric
    /// pattern of the mode (the typed field's, ``CalendarEngine/CalendarContext/fieldPattern(date:time:seconds:)``),
    /// then its short, medium, long and full patterns: of the date (date), of the time (time), of both at the
    /// same length and each date with the short time (dateAndTime), or the month and year with the month as a
    /// number, abbreviated and in full, then the date's (yearAndMonth); then, for a date, the locale's patterns
    /// without a year (skeletons `Md`, `MMMd`, `MMMMd`: en `M/d`, `MMM d`, `MMMM d`; with a time `Mdjm`,
    /// `MMMdjm`), whose year is the current one. None for the countdown.
    public static func patterns(for mode: DatePickerMode, in context: CalendarContext, seconds: Bool = false)
        -> [String]
    {
        let styles: [CalendarEngine.FormatStyle] = [.short, .medium, .long, .full]
        var patterns: [String]
        switch mode {
        case .date:
            patterns = [context.fieldPattern(date: true, time: false).pattern]
            patterns += styles.map { context.stylePattern(date: $0, time: nil) }
            patterns += ["Md", "MMMd", "MMMMd"].map(context.bestPattern)
        case .time:
            patterns = [context.fieldPattern(date: false, time: true, seconds: seconds).pattern]
            patterns += styles.map { context.stylePattern(date: nil, time: $0) }
        case .dateAndTime:
            patterns = [context.fieldPattern(date: true, time: true, seconds: seconds).pattern]
            patterns += styles.flatMap { style in
                [context.stylePattern(date: style, time: style), context.stylePattern(date: style, time: .short)]
            }
            patterns += ["Mdjm", "MMMdjm"].map(context.bestPattern)
        case .yearAndMonth:
            patterns = ["yM", "yMMM", "yMMMM"].map(context.bestPattern)
            patterns += styles.map { context.stylePattern(date: $0, time: nil) }
        case .countDownTimer:
            patterns = []
        }
        var seen: Set<String> = []
        return patterns.filter { seen.insert($0).inserted }
    }

    /// The text without the whitespace around it.
    static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}

extension DatePicker {
    /// Reads text as this picker's mode, locale, calendar and zone write a value (``ParsedDate``) and sets the
    /// value to it as ``setDate(_:)`` does (to the interval, into the bounds, ``adjustments`` saying so).
    ///
    /// - Returns: The reading: the pattern that read the text and any other readings.
    /// - Throws: ``PickerError/unreadableText(_:mode:tried:)``, the value unchanged.
    @discardableResult
    public mutating func setText(_ text: String, now: Double = CalendarContext.now()) throws(PickerError)
        -> ParsedDate
    {
        let parsed = try ParsedDate(
            parsing: text, mode: mode, context: context, seconds: configuration.showsSeconds, now: now)
        setDate(Date(timeIntervalSince1970: parsed.instant))
        return parsed
    }
}
