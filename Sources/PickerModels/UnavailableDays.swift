import CalendarEngine
import FoundationEssentials

/// Days a person may not pick although they lie within the bounds (React Aria's `isDateUnavailable`): the
/// locale's weekend, a list of dates (holidays, booked days), a caller's rule, or any of them together.
///
/// They are disabled rows on the date wheels, dimmed cells of the month calendar that the keys skip, entries the
/// typed field refuses, and never inside a range. A value set on one moves to the nearest day that may be picked
/// (``Adjustment/unavailableDay(from:)``).
///
/// ```swift
/// let closed = try UnavailableDays(parsing: "weekends,2026-12-24")  // the locale's weekend and Christmas Eve
/// ```
public struct UnavailableDays: Sendable, Hashable, CustomStringConvertible {
    /// Whether the days of the locale's weekend (``CalendarContext/weekendDays``) are unavailable.
    public var weekends: Bool
    /// The unavailable dates, as Julian day numbers of their local days (``init(parsing:)`` reads ISO 8601 dates).
    public var julianDays: Set<Int>
    /// The caller's rule, if any.
    public var rule: Rule?

    /// A caller's rule for unavailable days: given a day's ISO 8601 date (`2026-11-30`, Gregorian whatever the
    /// picker's calendar), whether it is unavailable. It must give the same answer for the same day each time it is
    /// asked, and may be asked from any thread. Two rules are equal only when they are the same rule.
    public final class Rule: Sendable, Hashable {
        let test: @Sendable (String) -> Bool

        /// Makes a rule from a test of a day's ISO 8601 date.
        public init(_ test: @escaping @Sendable (_ isoDate: String) -> Bool) {
            self.test = test
        }

        /// Whether two rules are the same rule.
        public static func == (lhs: Rule, rhs: Rule) -> Bool { lhs === rhs }

        /// Hashes the rule by its identity.
        public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    }

    /// No day is unavailable.
    public static let none = UnavailableDays()

    /// Makes a set of unavailable days.
    ///
    /// - Parameters:
    ///   - weekends: Whether the locale's weekend days are unavailable.
    ///   - julianDays: Unavailable days, by Julian day number.
    ///   - rule: The caller's rule for any other day.
    public init(weekends: Bool = false, julianDays: Set<Int> = [], rule: Rule? = nil) {
        self.weekends = weekends
        self.julianDays = julianDays
        self.rule = rule
    }

    /// Reads the CLI's and the JSON's form: `weekends`, ISO 8601 dates (`2026-12-24`), or both, separated by
    /// commas (`weekends,2026-12-24,2026-12-31`); the empty text is none.
    ///
    /// - Throws: ``PickerError/invalidUnavailable(_:reason:)`` naming the part that is neither.
    public init(parsing text: String) throws(PickerError) {
        self.init()
        guard !text.isEmpty else { return }
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let item = String(part)
            if item == "weekends" {
                weekends = true
                continue
            }
            guard let day = Self.julianDay(isoDate: item) else {
                throw .invalidUnavailable(
                    text, reason: "'\(LocaleError.printable(item))' is neither 'weekends' nor a date such as 2026-12-24"
                )
            }
            julianDays.insert(day)
        }
    }

    /// Whether no day is unavailable.
    public var isEmpty: Bool { !weekends && julianDays.isEmpty && rule == nil }

    /// The form ``init(parsing:)`` reads (`weekends,2026-12-24`), dates in order; a rule cannot be written, and
    /// is left out.
    public var description: String {
        ((weekends ? ["weekends"] : []) + julianDays.sorted().map(Self.isoDate(julianDay:))).joined(separator: ",")
    }

    /// Whether a day is unavailable in a context (whose locale says which days are the weekend).
    public func contains(julianDay: Int, in context: CalendarContext) -> Bool {
        if julianDays.contains(julianDay) { return true }
        // 1970-01-01, Julian day 2,440,588, was a Thursday (5): weekdays follow by arithmetic, without ICU.
        if weekends, context.weekendDays.contains(((julianDay + 1) % 7 + 7) % 7 + 1) { return true }
        if let rule { return rule.test(Self.isoDate(julianDay: julianDay)) }
        return false
    }

    /// A day's ISO 8601 date (`2026-11-30`), proleptic Gregorian.
    public static func isoDate(julianDay: Int) -> String {
        ISO8601Value.date(ISO8601Value.civil(fromInstant: Double(julianDay - 2_440_588) * 86_400))
    }

    /// The Julian day of an ISO 8601 date (`2026-11-30`, years 0001–9999), or nil for other text.
    public static func julianDay(isoDate text: String) -> Int? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            year >= 1, (1...12).contains(month), (1...ISO8601Value.daysIn(month, of: year)).contains(day)
        else { return nil }
        return Int(ISO8601Value.seconds(year, month, day) / 86_400) + 2_440_588
    }
}
