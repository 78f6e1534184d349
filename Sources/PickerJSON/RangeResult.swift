import CalendarEngine
import PickerModels

/// What `datepick pick --range` (and `datepick-gtk --range`) prints for an accepted range of days.
///
/// The text is the ISO 8601 interval of the two dates, `2026-11-30/2026-12-04`; with a pattern
/// (`--output-format`) each end is written with it, joined by `/`, or by ISO 8601's other separator `--` when an
/// end has a slash of its own (`11/30/2026--12/4/2026`). The JSON (`--format json`) is `locale`, `calendar`,
/// `timeZone`, `start` and `end` (ISO 8601 dates), `formatted` (the range as the locale writes it, by ICU's
/// interval formatter: en_US `Nov 30 – Dec 4, 2026`) and `days` (how many days it holds, both ends counted).
public enum RangeResult {
    /// The text printed for a range of days of a grid's calendar, with a final newline.
    ///
    /// - Parameter pattern: An ICU date pattern for each end, or nil for ISO 8601.
    /// - Throws: ``CalendarError/invalidPattern(_:reason:)`` for a pattern ICU cannot format.
    public static func text(_ range: ClosedRange<Int>, of grid: MonthGrid, pattern: String?) throws(CalendarError)
        -> String
    {
        guard let pattern else {
            return grid.isoDate(ofDay: range.lowerBound) + "/" + grid.isoDate(ofDay: range.upperBound) + "\n"
        }
        try grid.context.checkPattern(pattern)
        let ends = [range.lowerBound, range.upperBound].map { day in
            grid.context.format(grid.context.startOfDay(julianDay: day) + 43_200, pattern: pattern, asListItem: false)
        }
        return ends.joined(separator: ends.contains { $0.contains("/") } ? "--" : "/") + "\n"
    }

    /// The JSON printed for a range of days of a grid's calendar.
    public static func json(_ range: ClosedRange<Int>, of grid: MonthGrid) -> JSONValue {
        .object([
            ("locale", .string(grid.context.profile.id)),
            ("calendar", .string(grid.context.calendar)),
            ("timeZone", .string(grid.context.timeZone)),
            ("start", .string(grid.isoDate(ofDay: range.lowerBound))),
            ("end", .string(grid.isoDate(ofDay: range.upperBound))),
            ("formatted", .string(grid.context.formatDays(from: range.lowerBound, through: range.upperBound))),
            ("days", .int(range.count)),
        ])
    }
}
