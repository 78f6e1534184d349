import CalendarEngine
import FoundationEssentials

/// The rules a date picker's value keeps as it moves: valid days and months for the year, the bounds, the
/// interval grid, DST gaps and repeats.
extension DatePicker {
    /// Moves to wall-clock fields, keeping the day and month valid for the new year and month.
    mutating func move(to wanted: CalendarFields) {
        var target = wanted
        let months = months(of: target.year)
        if !months.contains(where: { $0.id == target.month }), !months.isEmpty {
            // The same month number if the year has it (a leap month's regular month), else the nearest month,
            // the later on a tie: Adar I outside a leap year becomes Adar.
            let wanted = target.month.month
            let replacement =
                months.first { $0.id.month == wanted && !$0.id.isLeap }?.id
                ?? months.min { (abs($0.id.month - wanted), -$0.id.month) < (abs($1.id.month - wanted), -$1.id.month) }!
                .id
            adjustments.append(.monthReplaced(from: target.month, to: replacement))
            target.month = replacement
        }
        guard let month = months.first(where: { $0.id == target.month }) else { return }
        if !month.days.contains(target.day) {
            let clamped = min(max(target.day, month.days.lowerBound), month.days.upperBound)
            adjustments.append(.dayClamped(from: target.day, to: clamped))
            target.day = clamped
        }
        // A regular day converts by arithmetic; ICU resolves the rest (gaps, repeats, odd calendars).
        let day = localDay(month.firstJulianDay + target.day - month.days.lowerBound)
        if day.date.year == target.year, day.date.month == target.month, day.date.day == target.day,
            let instant = day.instant(hour: target.hour, minute: target.minute, second: target.second)
        {
            settle(instant, on: day)
            return
        }
        guard let resolved = try? context.resolve(target) else { return }
        if case .skipped(let shift) = resolved.resolution { adjustments.append(.skippedTime(shiftedBy: shift)) }
        settle(resolved.instant)
    }

    /// Takes a moment as the value: moved into the bounds (then onto the grid, inwards), wheels updated.
    /// `day` is the local day the moment is expected on, if known.
    mutating func settle(_ target: Double, on expected: LocalDay? = nil) {
        var value = target, day = expected
        if !bounds.contains(value) {
            adjustments.append(.clampedToBounds(from: Date(timeIntervalSince1970: target)))
            value = min(max(value, bounds.lowerBound), bounds.upperBound)
            if configuration.mode.showsTime {
                let inward = roundedToGrid(value, value == bounds.lowerBound ? .ceiling : .floor)
                if bounds.contains(inward) { value = inward }
            }
        }
        if !configuration.unavailable.isEmpty, configuration.mode.hasMonthView, let available = availableMoment(value) {
            adjustments.append(.unavailableDay(from: Date(timeIntervalSince1970: value)))
            (value, day) = (available, nil)
        }
        instant = value
        // Unwrapped in place: `day ?? currentDay` copied a LocalDay through its value witnesses on every step.
        if let day, let fields = day.fields(at: value) {
            current = fields
            currentDay = day
        } else if day == nil, let fields = currentDay?.fields(at: value) {
            current = fields
        } else {
            current = context.fields(at: value)
            currentDay = context.day(julianDay: context.julianDay(at: value))
        }
        refreshWheels()
    }

    /// How far, in days, a value on an unavailable day looks for one that may be picked, each way: ten years.
    static let availableDaySearch = 3_660

    /// The moment at the same wall time on the nearest day that may be picked (the later of two as near), within
    /// the bounds, for a moment on an unavailable day; nil for a moment on an available day, or when no day within
    /// ``availableDaySearch`` may be picked (the value then stays).
    func availableMoment(_ value: Double) -> Double? {
        let unavailable = configuration.unavailable
        let day = context.julianDay(at: value)
        guard unavailable.contains(julianDay: day, in: context) else { return nil }
        let wall = context.fields(at: value)
        for distance in 1...Self.availableDaySearch {
            for candidate in [day + distance, day - distance]
            where !unavailable.contains(julianDay: candidate, in: context) {
                let local = context.day(julianDay: candidate)
                guard !local.isSkipped, local.start <= bounds.upperBound, local.end > bounds.lowerBound else {
                    continue
                }
                var fields = local.date
                (fields.hour, fields.minute, fields.second) = (wall.hour, wall.minute, wall.second)
                let instant = (try? context.resolve(fields).instant) ?? local.start
                return min(max(instant, bounds.lowerBound), bounds.upperBound)
            }
        }
        return nil
    }

    /// A moment moved to the wall-clock grid of the minute (and second) interval within its hour.
    func roundedToGrid(_ moment: Double, _ rounding: IntervalRounding, fieldByField: Bool = false) -> Double {
        let wall = context.fields(at: moment)
        let fraction = moment - moment.rounded(.down)
        let withinHour = Double(wall.minute * 60 + wall.second) + fraction
        return moment - withinHour
            + (fieldByField ? grid.roundFields(withinHour, rounding) : grid.round(withinHour, rounding))
    }

    /// Settles on a wall-clock minute and second within an hour slot: the same minute in that hour (not the
    /// minute added to the slot's start, which would make 14:15 of a slot starting at 14:30 read 14:45). A slot
    /// that starts mid-hour (02:30 after a half-hour change) holds only its later minutes. An earlier one is either
    /// a wall time the clocks skipped, moved later by the gap as every such time is and said so (Lord Howe's
    /// spring: 02:10 → 02:40), or, where clocks went back in mid-hour, one the slot does not hold: the slot's first
    /// minute, so that choosing the slot's row lands in it (Lord Howe's autumn: the second 1 starts at 01:30, and
    /// resolving 01:10 there would go back to the first 1, so the hour wheel could not step past it).
    mutating func settle(in slot: HourSlot, minute: Int, second: Int) {
        let local = slot.start + Double(slot.utcOffset)
        let startMinute = Int((local - 3600 * (local / 3600).rounded(.down)) / 60)
        guard minute < startMinute else { return settle(slot.start + Double((minute - startMinute) * 60 + second)) }
        var wall = context.fields(at: slot.start)
        (wall.minute, wall.second) = (minute, second)
        guard let resolved = try? context.resolve(wall), case .skipped(let shift) = resolved.resolution else {
            return settle(slot.start)
        }
        adjustments.append(.skippedTime(shiftedBy: shift))
        settle(resolved.instant)
    }

    /// The Julian day of the selected moment's local day.
    var currentJulianDay: Int { currentDay?.julianDay ?? context.julianDay(at: instant) }

    /// The instant the selected local hour starts.
    var currentHourStart: Double {
        instant.rounded(.down) - Double(current.minute * 60 + current.second)
    }

    // MARK: Days, months and years the value moves through

    /// A local day: from the picker's recent days, else from the context (and then kept among the recent).
    mutating func localDay(_ julianDay: Int) -> LocalDay {
        for day in recentDays where day.julianDay == julianDay { return day }
        let day = context.day(julianDay: julianDay)
        Self.remember(day, in: &recentDays)
        return day
    }

    /// The months of a year: the selected year's kept in the picker, since every step of the month or day
    /// wheel asks for them (from the context, that is a lock and a hash).
    mutating func months(of year: YearID) -> [MonthSpan] {
        if let known = yearMonths, known.year == year { return known.months }
        let months = context.months(of: year)
        yearMonths = (year, months)
        return months
    }

    /// The last year of the supported range, asked of ICU once (only a selection near the end needs it).
    mutating func lastSupportedYear() -> YearID? {
        if let known = lastYear { return known }
        let year = context.year(containing: context.supportedRange.upperBound)?.id
        lastYear = .some(year)
        return year
    }

    /// The instant the year after `year` starts (just after the supported range for its last year).
    func yearEnd(_ year: YearID) -> Double {
        let spans = context.years(around: year, radius: 1)
        guard let index = spans.firstIndex(where: { $0.id == year }), index + 1 < spans.count else {
            return context.supportedRange.upperBound + 0.001
        }
        return spans[index + 1].start
    }
}
