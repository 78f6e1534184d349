/// A locale's pattern for a typed date field, as segments: the fields a person edits and the literal text
/// between them, kept exactly as the pattern writes it (`/`, `.`, `年`, `, `).
///
/// The pattern is ICU's best pattern for a numeric skeleton (`yMd` for a date, `jm` or `jms` for a time, the
/// two together for a date and a time, which ICU joins with the locale's own date-time glue), so the era
/// appears where the calendar's pattern shows one (ja with the Japanese calendar: `GGGGGy/M/d`).
///
/// ```swift
/// let pattern = FieldPattern(pattern: "y年M月d日")
/// pattern.segments   // [.field(.year, "y"), .literal("年"), .field(.month, "M"), .literal("月"), …]
/// ```
public struct FieldPattern: Codable, Sendable, Hashable {
    /// One piece of the pattern.
    public enum Segment: Codable, Sendable, Hashable {
        /// A field with the pattern letters that write it (`y`, `MM`, `d`, `a`, `GGGGG`).
        case field(DateField, symbol: String)
        /// Literal text, unquoted (`/`, `, `, `年`); letters of fields a field has no segment for stay here.
        case literal(String)
    }

    /// The skeleton the pattern answers (`yMd`, `jm`, `yMdjm`), or empty when made from a pattern alone.
    public var skeleton: String
    /// The ICU pattern.
    public var pattern: String
    /// The fields and literals in the order the pattern writes them (reading order, also in right-to-left
    /// locales).
    public var segments: [Segment]

    /// Splits an ICU pattern into fields and literals, scanning by UTF-16 unit as ``PatternLayout`` does; the
    /// weekday has no segment in a numeric field, so its letters are kept as literal text.
    public init(pattern: String, skeleton: String = "") {
        self.skeleton = skeleton
        self.pattern = pattern
        var segments: [Segment] = []
        for token in PatternLayout.tokenize(pattern) {
            let next: Segment
            switch token {
            case .literal(let units): next = .literal(String(utf16: units[...]))
            case .field(let field, let symbol) where field != .weekday: next = .field(field, symbol: symbol)
            case .field(_, let symbol): next = .literal(symbol)
            }
            // Adjacent literals (one run split by a letter kept as text) read as one.
            if case .literal(let text) = next, case .literal(let before)? = segments.last {
                segments[segments.count - 1] = .literal(before + text)
            } else {
                segments.append(next)
            }
        }
        self.segments = segments
    }

    /// The fields of the pattern in order (each once).
    public var fields: [DateField] {
        var fields: [DateField] = []
        for case .field(let field, _) in segments where !fields.contains(field) { fields.append(field) }
        return fields
    }

    /// The numeric skeleton of a field of a date (`yMd`), of a time (`jm`, or `jms` with seconds), or of both.
    public static func skeleton(date: Bool, time: Bool, seconds: Bool) -> String {
        (date ? "yMd" : "") + (time ? (seconds ? "jms" : "jm") : "")
    }
}

extension CalendarContext {
    /// The segments of a typed date field in this locale and calendar: ICU's best pattern for the numeric
    /// skeleton (``FieldPattern/skeleton(date:time:seconds:)``) split into fields and literals.
    ///
    /// - Parameters:
    ///   - date: Whether the field edits a date (year, month, day, and the era where the pattern shows it).
    ///   - time: Whether it edits a time (hour, minute, and the day period in 12-hour locales).
    ///   - seconds: Whether the time has seconds.
    public func fieldPattern(date: Bool, time: Bool, seconds: Bool = false) -> FieldPattern {
        let skeleton = FieldPattern.skeleton(date: date, time: time, seconds: seconds)
        return FieldPattern(pattern: bestPattern(skeleton), skeleton: skeleton)
    }
}
