import CalendarEngine

/// The years a year wheel holds: up to ``DatePicker/yearRadius`` years before its centre year and as many after,
/// found as rows are read.
///
/// ICU finds years one running year at a time, two conversions each; finding all of a wheel's 201 years was a
/// tenth of what making a date picker cost, for a wheel that shows five. The window knows how many rows it has
/// without finding them: the supported range lists every running year at least once
/// (``CalendarContext/runningYears(around:)``), so a centre with more running years than the radius on a side
/// has exactly the radius of years there. Near an end of the range the years to it are few, and found at once.
/// The rest are found as a row is read, a chunk of the range at a time, and kept. Reading rows from several
/// threads at once is safe.
final class YearWindow: Sendable {
    private let context: CalendarContext
    private let center: YearID
    /// How many rows the window has, and which of them is the centre year's.
    let count: Int
    let centerRow: Int
    /// Whether the first row is the supported range's first year, and the last row its last.
    let startsAtFirstYear: Bool
    let endsAtLastYear: Bool
    /// The years found so far (those within a radius of running years of the centre, in order), and where the
    /// first row is among them.
    private let found: Locked<Found>

    private struct Found {
        var radius: Int
        var years: [YearSpan]
        var firstRow: Int
    }

    /// The years around `center`, `radius` on each side where the range has them.
    ///
    /// Nil when ICU does not list the centre among the years around it (it always should): the caller then lists
    /// every year as before.
    init?(context: CalendarContext, center: YearID, radius: Int) {
        let running = context.runningYears(around: center)
        // A side within the radius of an end of the range is found now, to that end; for the rest, a few years
        // (the rows a wheel shows around its selection, read next).
        let exact = max(running.before <= radius ? running.before : 0, running.after <= radius ? running.after : 0)
        let initial = max(exact, 8)
        let years = context.years(around: center, radius: initial)
        guard let centerIndex = years.firstIndex(where: { $0.id == center }) else { return nil }
        let before = running.before <= radius ? min(centerIndex, radius) : radius
        let after = running.after <= radius ? min(years.count - 1 - centerIndex, radius) : radius
        self.context = context
        self.center = center
        count = before + 1 + after
        centerRow = before
        startsAtFirstYear = running.before <= radius && centerIndex <= radius
        endsAtLastYear = running.after <= radius && years.count - 1 - centerIndex <= radius
        found = Locked(Found(radius: initial, years: years, firstRow: centerIndex - before))
    }

    /// The year of a row, found now if it was not before.
    ///
    /// - Precondition: `row` is within `0..<count`.
    func year(at row: Int) -> YearSpan {
        precondition(row >= 0 && row < count, "row \(row) is outside the year window's \(count)")
        return found.withLock { found in
            // Each row lies within `count` running years of the centre (CalendarContext.runningYears(around:)),
            // so growing the radius to `count` always finds it; were ICU ever to list fewer, the nearest year
            // found stands in rather than the process trapping.
            while !(0..<found.years.count).contains(found.firstRow + row), grow(&found) {}
            return found.years[min(max(found.firstRow + row, 0), found.years.count - 1)]
        }
    }

    /// How many years the window has found so far (a test's measure of what reading rows cost, as
    /// ``PickerRows``' `labelsMade` is).
    var yearsFound: Int { found.withLock { $0.years.count } }

    /// Every year of the window, each found now if it was not before.
    var years: [YearSpan] {
        (0..<count).map { year(at: $0) }
    }

    /// The row of `year`, which holds `instant`: the last year starting at or before the instant, else (ICU's
    /// astronomical calendars can put a year's start a day from where its fields change) the row with its id;
    /// nil when the window has no such row.
    func row(of instant: Double, year: YearID) -> Int? {
        found.withLock { found in
            var index: Int
            while true {
                // The last found year starting at or before the instant.
                let years = found.years
                index = yearsStarting(atOrBefore: instant, count: years.count) { years[$0].start } - 1
                // Settled unless a year not found yet could be the one: before the first found, or after the last.
                let coversStart = found.firstRow >= 0, coversEnd = found.firstRow + count <= found.years.count
                if (index >= 0 || coversStart) && (index + 1 < found.years.count || coversEnd) { break }
                if !grow(&found) { break }
            }
            let rows = found.firstRow..<found.firstRow + count
            if rows.contains(index), found.years[index].id == year { return index - found.firstRow }
            return found.years.indices.first { rows.contains($0) && found.years[$0].id == year }
                .map { $0 - found.firstRow }
        }
    }

    /// Finds the years within twice the radius of running years, up to `count` (as much as the window can need);
    /// false when there is no more to find.
    private func grow(_ found: inout Found) -> Bool {
        let radius = min(found.radius * 2, count)
        guard radius > found.radius else { return false }
        let years = context.years(around: center, radius: radius)
        guard let centerIndex = years.firstIndex(where: { $0.id == center }) else { return false }
        found = Found(radius: radius, years: years, firstRow: centerIndex - centerRow)
        return true
    }
}

/// How many of `count` years, in order of their starts, start at or before `instant` (a binary search): the last
/// of them is the year that holds it, if any does.
func yearsStarting(atOrBefore instant: Double, count: Int, start: (Int) -> Double) -> Int {
    var low = 0, high = count
    while low < high {
        let middle = (low + high) / 2
        if start(middle) <= instant { low = middle + 1 } else { high = middle }
    }
    return low
}
