import CalendarEngine
import FoundationEssentials

/// When a typed field holds a value, and what is wrong when it does not.
extension DateFieldState {
    /// What the field's segments make: a moment, or why they make none.
    enum Entry: Equatable {
        case moment(Double)
        case problem(String)
    }

    /// Why segments make no wall time, in English.
    struct Problem: Error, Equatable {
        var text: String
    }

    /// Why the entry is not a value, in English (incomplete, a day the month lacks, a time the clocks skipped,
    /// outside the bounds), or why the last text given to ``setText(_:now:)`` was refused, until the next key or
    /// text; nil when the field holds a complete, valid value and took the last text given.
    public var problem: String? {
        if let rejection { return rejection }
        if case .problem(let problem) = entry { return problem }
        return nil
    }

    /// Whether the field holds a complete, valid value (the picker's ``DatePicker/date`` then is that value,
    /// moved to the minute interval as ``adjustments`` says). A refused text (``setText(_:now:)``) changes
    /// nothing, this included.
    public var isComplete: Bool {
        if case .moment = entry { return true }
        return false
    }

    /// Takes a whole date, time or both as text, as a paste gives it: read as `datepick parse` reads it
    /// (``ParsedDate``: ISO 8601, then the locale's numeric pattern of the mode, then its short, medium, long and
    /// full patterns, strict before lenient) in the picker's mode, locale, calendar and zone, and shown in the
    /// segments, which the picker then takes as if typed.
    ///
    /// ```swift
    /// field.setText("Nov 30, 2026")   // true: the field reads 11/30/2026 (en_US)
    /// field.setText("tomorrow")       // false: problem names the patterns tried; nothing changed
    /// ```
    ///
    /// - Returns: Whether the field took the text. When not (nothing reads it, or its value is outside the
    ///   bounds), nothing changes and ``problem`` says why until the next key or text.
    @discardableResult
    public mutating func setText(_ text: String, now: Double = CalendarContext.now()) -> Bool {
        let before = self
        rejection = nil
        let parsed: ParsedDate
        do {
            parsed = try ParsedDate(
                parsing: text, mode: picker.mode, context: picker.context, seconds: picker.configuration.showsSeconds,
                now: now)
        } catch {
            rejection = error.description
            return false
        }
        let fields = picker.context.fields(at: parsed.instant)
        show(fields)
        typed = ""
        // A wall time that happens twice: the instant the text named (its offset or zone said which).
        let earlier = try? picker.context.resolve(fields, repeated: .earlier).instant
        repeatedTime = earlier.map { $0 < parsed.instant } ?? false ? .later : .earlier
        if case .problem(let problem) = entry {
            self = before
            rejection = problem
            return false
        }
        commit()
        return true
    }

    /// Whether the wall time entered happens twice in the zone (clocks going back): ``repeatedTime`` then says
    /// which of the two instants the field means, and ↑/↓ on the hour pass from one to the other.
    public var isRepeatedTime: Bool {
        if case .success(let resolved) = resolved() { return resolved.resolution == .repeated }
        return false
    }

    /// The instant the segments name when every one is filled and they make a wall time (the later of a repeated
    /// one when ``repeatedTime`` says so), valid or not (outside the bounds, say); nil otherwise. The picker takes
    /// it only when the field is complete (``isComplete``).
    public var enteredInstant: Double? {
        if case .success(let resolved) = resolved() { return resolved.instant }
        return nil
    }

    /// The entry, checked field by field against the calendar, the zone and the bounds.
    var entry: Entry {
        let fields: CalendarFields
        switch wallFields() {
        case .failure(let problem): return .problem(problem.text)
        case .success(let made): fields = made
        }
        switch resolved(fields) {
        case .failure(let problem): return .problem(problem.text)
        case .success(let resolved):
            if case .skipped = resolved.resolution {
                return .problem("the clocks skipped that time in \(picker.context.timeZone)")
            }
            // Only an instant outside the bounds needs the span of its day or month.
            if !picker.bounds.contains(resolved.instant) {
                let covered = covered(fields, at: resolved.instant)
                if covered.upperBound < picker.bounds.lowerBound { return .problem("before the earliest date allowed") }
                if covered.lowerBound > picker.bounds.upperBound { return .problem("after the latest date allowed") }
            }
            let unavailable = picker.configuration.unavailable
            if !unavailable.isEmpty, pattern.fields.contains(.day),
                unavailable.contains(julianDay: picker.context.julianDay(at: resolved.instant), in: picker.context)
            {
                return .problem("a day that cannot be picked")
            }
            return .moment(resolved.instant)
        }
    }

    /// What an entry covers for the bounds: its instant, or where the pattern has no time all of its day (a date)
    /// or its month (yearAndMonth), as the wheels enable a day or month any part of which is within the bounds
    /// (`--min 2026-11-10T12:00` allows 2026-11-10); the picker then moves the time of day within them, which
    /// the field does not show.
    func covered(_ fields: CalendarFields, at instant: Double) -> ClosedRange<Double> {
        guard !pattern.fields.contains(.hour) else { return instant...instant }
        var first = fields, last = fields
        if !pattern.fields.contains(.day),
            let month = picker.context.months(of: fields.year).first(where: { $0.id == fields.month })
        {
            (first.day, last.day) = (month.days.lowerBound, month.days.upperBound)
        }
        (first.hour, first.minute, first.second) = (0, 0, 0)
        (last.hour, last.minute, last.second) = (23, 59, 59)
        let low = (try? picker.context.resolve(first).instant) ?? instant
        let high = (try? picker.context.resolve(last, repeated: .later).instant) ?? instant
        return min(low, instant)...max(high, instant)
    }

    /// The hour of the day (0–23) a shown hour means, by the pattern's letter and the day period entered.
    func hourOfDay(_ shown: Int, at index: Int) -> Int {
        switch symbol(at: index).first {
        case "h": shown % 12 + 12 * (value(of: .dayPeriod) ?? 0)
        case "K": shown + 12 * (value(of: .dayPeriod) ?? 0)
        case "k": shown % 24
        default: shown
        }
    }

    /// The wall time the segments make (the picker's for fields the pattern lacks), checked against the
    /// calendar; the zone and the bounds are ``entry``'s to check.
    func wallFields() -> Result<CalendarFields, Problem> {
        let empty = editable.filter { values[$0] == nil }.compactMap { field(at: $0)?.rawValue }
        guard empty.isEmpty else {
            return .failure(
                Problem(
                    text: "incomplete: the \(empty.joined(separator: ", ")) " + (empty.count == 1 ? "is" : "are")
                        + " empty"))
        }
        let context = picker.context
        var fields = picker.calendarFields
        if let year = value(of: .year) {
            guard let known = knownYear else { return .failure(Problem(text: "the calendar has no year \(year)")) }
            fields.year = known
        }
        if pattern.fields.contains(.month) {
            let months = context.months(of: fields.year)
            guard !months.isEmpty else {
                return .failure(Problem(text: "the year \(value(of: .year) ?? fields.year.year) is not in this era"))
            }
            let ordinal = value(of: .month) ?? 1
            let found: MonthSpan
            if let id = monthID {
                guard let month = months.first(where: { $0.id == id }) else {
                    return .failure(
                        Problem(text: "the year has no \(id.isLeap ? "leap month \(ordinal)" : "month \(ordinal)")"))
                }
                found = month
            } else {
                guard let month = month(ordinal, of: fields.year) else {
                    let before = monthsBefore(fields.year)
                    return .failure(
                        Problem(
                            text: before == 0
                                ? "the year has \(months.count) months, not \(ordinal)"
                                : "the year has months \(before + 1)–\(before + months.count), not \(ordinal)"))
                }
                found = month
            }
            fields.month = found.id
            if let day = value(of: .day) {
                guard found.days.contains(day) else {
                    return .failure(
                        Problem(
                            text: "the month has days \(found.days.lowerBound)–\(found.days.upperBound), not \(day)"))
                }
                fields.day = day
            } else if !found.days.contains(fields.day) {
                // yearAndMonth has no day segment: the month's nearest day, as its wheels take it.
                fields.day = min(max(fields.day, found.days.lowerBound), found.days.upperBound)
            }
        }
        if let hourIndex = index(of: .hour), let shown = values[hourIndex] {
            fields.hour = hourOfDay(shown, at: hourIndex)
        }
        if let minute = value(of: .minute) { fields.minute = minute }
        if let second = value(of: .second) {
            fields.second = second
        } else if picker.mode.showsTime {
            fields.second = 0
        }
        return .success(fields)
    }

    /// The instant of the wall time the segments make (the later of a repeated one when ``repeatedTime`` says
    /// so), and how it was found.
    func resolved() -> Result<(instant: Double, resolution: WallTimeResolution), Problem> {
        wallFields().flatMap(resolved(_:))
    }

    /// The instant of wall-clock fields the segments made.
    func resolved(_ fields: CalendarFields) -> Result<(instant: Double, resolution: WallTimeResolution), Problem> {
        guard let resolved = try? picker.context.resolve(fields, repeated: repeatedTime) else {
            return .failure(Problem(text: "no such date in the calendar"))
        }
        return .success(resolved)
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
