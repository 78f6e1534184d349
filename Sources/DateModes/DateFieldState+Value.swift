import CalendarEngine
import FoundationEssentials

/// When a typed field holds a value, and what is wrong when it does not.
extension DateFieldState {
    /// What the field's segments make: a moment, or why they make none.
    enum Entry: Equatable {
        case moment(Double)
        case problem(String)
    }

    /// Why the entry is not a value, in English (incomplete, a day the month lacks, a time the clocks skipped,
    /// outside the bounds), or nil when the field holds a complete, valid value.
    public var problem: String? {
        if case .problem(let problem) = entry { return problem }
        return nil
    }

    /// Whether the field holds a complete, valid value (the picker's ``DatePicker/date`` then is that value,
    /// moved to the minute interval as ``adjustments`` says).
    public var isComplete: Bool { problem == nil }

    /// The entry, checked field by field against the calendar, the zone and the bounds.
    var entry: Entry {
        let empty = editable.filter { values[$0] == nil }.compactMap { field(at: $0)?.rawValue }
        guard empty.isEmpty else {
            return .problem(
                "incomplete: the \(empty.joined(separator: ", ")) " + (empty.count == 1 ? "is" : "are") + " empty")
        }
        let context = picker.context
        var fields = picker.calendarFields
        if let year = knownYear { fields.year = year }
        if pattern.fields.contains(.month) {
            let months = context.months(of: fields.year)
            guard !months.isEmpty else { return .problem("the year \(fields.year.year) is not in this era") }
            let ordinal = value(of: .month) ?? 1
            guard months.indices.contains(ordinal - 1) else {
                return .problem("the year has \(months.count) months, not \(ordinal)")
            }
            let month = months[ordinal - 1]
            fields.month = month.id
            if let day = value(of: .day) {
                guard month.days.contains(day) else {
                    return .problem("the month has days \(month.days.lowerBound)–\(month.days.upperBound), not \(day)")
                }
                fields.day = day
            } else if !month.days.contains(fields.day) {
                // yearAndMonth has no day segment: the month's nearest day, as its wheels take it.
                fields.day = min(max(fields.day, month.days.lowerBound), month.days.upperBound)
            }
        }
        if let hourIndex = index(of: .hour), let shown = values[hourIndex] {
            var hour = shown
            switch symbol(at: hourIndex).first {
            case "h": hour = shown % 12 + 12 * (value(of: .dayPeriod) ?? 0)
            case "K": hour = shown + 12 * (value(of: .dayPeriod) ?? 0)
            case "k": hour = shown % 24
            default: break
            }
            fields.hour = hour
        }
        if let minute = value(of: .minute) { fields.minute = minute }
        if let second = value(of: .second) {
            fields.second = second
        } else if picker.mode.showsTime {
            fields.second = 0
        }
        guard let resolved = try? context.resolve(fields) else { return .problem("no such date in the calendar") }
        if case .skipped = resolved.resolution {
            return .problem("the clocks skipped that time in \(context.timeZone)")
        }
        if resolved.instant < picker.bounds.lowerBound { return .problem("before the earliest date allowed") }
        if resolved.instant > picker.bounds.upperBound { return .problem("after the latest date allowed") }
        return .moment(resolved.instant)
    }

    /// Gives the picker the entry when it is a complete, valid value that differs from the picker's.
    mutating func commit() {
        adjustments = []
        guard case .moment(let instant) = entry, instant != picker.date.timeIntervalSince1970 else { return }
        var updated = picker
        updated.setDate(Date(timeIntervalSince1970: instant))
        adjustments = updated.adjustments
        setPicker(updated)
    }
}
