import CalendarEngine

/// A key a typed date field takes.
public enum DateFieldKey: Hashable, Sendable {
    /// ← and →: the editable segment to the left or right on screen (``DateFieldState/screenOrder``: in
    /// right-to-left locales the bidi algorithm's order, not a mirror).
    case left, right
    /// Tab and Shift-Tab: the next and previous editable segment in reading order.
    case tab, backTab
    /// ↑ and ↓: one more or less, wrapping within the segment without carrying into others; on the hour of a
    /// wall time that happens twice, ↑ passes from the earlier instant to the later and ↓ back.
    case up, down
    /// PgUp and PgDn: year 5, month 2, day 7, hour 2, minute 15 (and second 15) more or less, wrapping.
    case pageUp, pageDown
    /// Home and End: the segment's first and last values; where the other segments put the value at an edge of
    /// the picker's bounds, the first and last within them (as the wheels enable rows).
    case home, end
    /// Backspace: removes the last digit; on an empty segment, moves to the one before.
    case backspace
    /// A typed character: a digit (ASCII or the locale's own) or the first letter of a day period's name.
    case character(Character)
}

/// The key rules of a typed field, as React Aria's date field has them.
extension DateFieldState {
    /// Handles one key, then gives the picker the entry if it is a complete, valid value.
    public mutating func press(_ key: DateFieldKey) {
        rejection = nil
        let before = (wallSegments, leap)
        let stepsHour = (key == .up || key == .down) && field(at: focus) == .hour
        var typesHour = false
        if case .character = key { typesHour = field(at: focus) == .hour }
        switch key {
        case .left: moveFocusOnScreen(left: true)
        case .right: moveFocusOnScreen(left: false)
        case .tab: moveFocus(by: 1)
        case .backTab: moveFocus(by: -1)
        case .up: step(1, paging: false)
        case .down: step(-1, paging: false)
        case .pageUp: step(1, paging: true)
        case .pageDown: step(-1, paging: true)
        case .home: jump(first: true)
        case .end: jump(first: false)
        case .backspace: backspace()
        case .character(let character): type(character)
        }
        // Another wall time, or an hour typed, starts again from its earlier instant.
        if typesHour || (!stepsHour && before != (wallSegments, leap)) { repeatedTime = .earlier }
        commit()
    }

    /// The values of the segments that name the wall time's hour (all but the minute and second).
    var wallSegments: [Int: Int] {
        values.filter { field(at: $0.key) != .minute && field(at: $0.key) != .second }
    }

    /// Moves the focus among the editable segments in reading order; the typed digits start over.
    mutating func moveFocus(by delta: Int) {
        let order = editable
        guard let position = order.firstIndex(of: focus) else { return }
        let target = position + delta
        guard order.indices.contains(target) else { return }
        focus = order[target]
        typed = ""
    }

    /// The minute interval the minute segment steps by.
    var minuteStep: Int { picker.configuration.minuteInterval }

    /// The interval a minute or second segment steps by (the second's only where the picker shows seconds).
    func interval(of field: DateField?) -> Int {
        switch field {
        case .minute: minuteStep
        case .second: picker.configuration.secondInterval
        default: 1
        }
    }

    /// A segment's value: a number, and whether it is a leap month (Chinese, Dangi).
    struct Candidate: Equatable {
        var value: Int
        var isLeap = false
    }

    mutating func set(_ candidate: Candidate, at index: Int) {
        values[index] = candidate.value
        if candidate.isLeap { leap.insert(index) } else { leap.remove(index) }
    }

    /// The values a segment can take, in order: the months of the year (with its leap month), the minutes on
    /// the interval, else the range.
    func candidates(at index: Int) -> [Candidate] {
        switch field(at: index) {
        case .month where hasLeapMonths: return monthSequence.map { Candidate(value: $0.month + 1, isLeap: $0.isLeap) }
        case .minute, .second:
            return stride(from: 0, through: 59, by: interval(of: field(at: index))).map { Candidate(value: $0) }
        case .hour:
            // In the day's order: a 12-hour segment's first hour is 12 (`h`), a `k` segment's 24.
            return (0..<range(at: index).count).map { Candidate(value: displayedHour($0, at: index)) }
        default: return range(at: index).map { Candidate(value: $0) }
        }
    }

    /// Home and End: the first or last value of the segment; when the other segments are entered and fix the
    /// value near a bound, the first or last that keeps some completion of the field within the bounds (the
    /// year and the era by bisection: their candidates are ordered in time; the Japanese calendar has 237 eras).
    mutating func jump(first: Bool) {
        typed = ""
        let candidates = candidates(at: focus)
        guard let edge = first ? candidates.first : candidates.last else { return }
        var chosen: Candidate?
        if field(at: focus) == .year || field(at: focus) == .era {
            // The completions of later years (and eras, numbered in time order) end later: the first year whose last completion reaches the lower
            // bound (Home), or the last whose first completion is before the upper bound (End).
            var low = 0, high = candidates.count - 1
            while low < high {
                let middle = first ? (low + high) / 2 : (low + high + 1) / 2
                guard let span = completions(with: candidates[middle]) else { low = high; break }
                if first {
                    if span.upperBound >= picker.bounds.lowerBound { high = middle } else { low = middle + 1 }
                } else {
                    if span.lowerBound <= picker.bounds.upperBound { low = middle } else { high = middle - 1 }
                }
            }
            if let span = completions(with: candidates[low]), span.overlaps(picker.bounds) { chosen = candidates[low] }
        } else {
            chosen = (first ? candidates : candidates.reversed()).first {
                completions(with: $0)?.overlaps(picker.bounds) ?? false
            }
        }
        set(chosen ?? edge, at: focus)
    }

    /// The segments' order of significance, coarsest first.
    static func rank(_ field: DateField?) -> Int {
        switch field {
        case .era: 0
        case .year: 1
        case .month: 2
        case .day: 3
        case .dayPeriod: 4
        case .hour: 5
        case .minute: 6
        default: 7
        }
    }

    /// The first and last instants the field could make with the focused segment at a candidate, the coarser
    /// segments as entered and the finer ones free; nil when a coarser segment is empty or no completion is a
    /// time.
    func completions(with candidate: Candidate) -> ClosedRange<Double>? {
        var probe = self
        probe.set(candidate, at: focus)
        let rank = Self.rank(field(at: focus))
        let finer = editable.filter { Self.rank(field(at: $0)) > rank }
        guard editable.allSatisfy({ $0 == focus || finer.contains($0) || values[$0] != nil }) else { return nil }
        var earliest = probe, latest = probe
        for index in finer {
            earliest.fill(index, first: true)
            latest.fill(index, first: false)
        }
        guard let low = earliest.instant(dayEdge: true), let high = latest.instant(dayEdge: false), low <= high
        else { return nil }
        return low...high
    }

    /// The first instant of the wall time the segments make; without a time in the pattern, of its day's first
    /// or last second (a date's day is within the bounds if any of it is, as the wheels enable it).
    func instant(dayEdge first: Bool) -> Double? {
        guard case .success(var fields) = wallFields() else { return nil }
        if !pattern.fields.contains(.hour) {
            (fields.hour, fields.minute, fields.second) = first ? (0, 0, 0) : (23, 59, 59)
        }
        return try? picker.context.resolve(fields, repeated: first ? .earlier : .later).instant
    }

    /// Fills a segment finer than the focused one with its first or last value given the coarser ones.
    mutating func fill(_ index: Int, first: Bool) {
        switch field(at: index) {
        case .day:
            let days = knownMonth?.days ?? 1...28
            values[index] = first ? days.lowerBound : days.upperBound
        case .hour:
            let period = value(of: .dayPeriod)
            let hour = period.map { $0 * 12 + (first ? 0 : 11) } ?? (first ? 0 : 23)
            values[index] = displayedHour(hour, at: index)
        case .second: values[index] = first ? 0 : 59
        default:
            let candidates = candidates(at: index)
            if let candidate = first ? candidates.first : candidates.last { set(candidate, at: index) }
        }
    }

    /// ↑/↓ and PgUp/PgDn: an empty segment takes today's value first; then the value wraps within the
    /// segment's range.
    mutating func step(_ direction: Int, paging: Bool) {
        typed = ""
        guard let field = field(at: focus) else { return }
        guard let current = values[focus] else {
            fillToday(at: focus)
            return
        }
        let range = range(at: focus)
        if field == .hour, !paging {
            // React Aria cycles a zoned hour through both instants of a repeated one: ↑ on the earlier is the
            // later, ↓ on the later the earlier, the hour shown the same.
            if hourIsRepeated, (direction > 0) == (repeatedTime == .earlier) {
                repeatedTime = direction > 0 ? .later : .earlier
                return
            }
        }
        if field == .minute || field == .second {
            // On the interval (minute or second): the next grid value up or down from where the value is.
            let grid = interval(of: field)
            let step = paging ? max(grid, (15 + grid - 1) / grid * grid) : grid
            let next = direction > 0 ? (current / grid * grid + step) : ((current + grid - 1) / grid * grid - step)
            values[focus] = ((next % 60) + 60) % 60
            return
        }
        let amount: Int
        switch (field, paging) {
        case (_, false), (.era, true), (.dayPeriod, true): amount = 1
        case (.year, true): amount = 5
        case (.month, true), (.hour, true): amount = 2
        case (.day, true): amount = 7
        default: amount = 15
        }
        if field == .month, hasLeapMonths {
            // Through the year's months in order, its leap month after the month it repeats; a leap month the
            // year lacks steps from the regular month of its number.
            let sequence = monthSequence
            let id = MonthID(month: current - 1, isLeap: leap.contains(focus))
            let position = sequence.firstIndex(of: id) ?? sequence.firstIndex(of: MonthID(month: current - 1)) ?? 0
            let count = sequence.count
            let next = sequence[((position + direction * amount) % count + count) % count]
            set(Candidate(value: next.month + 1, isLeap: next.isLeap), at: focus)
            return
        }
        defer {
            // Down into a repeated hour lands on its later instant, as the hour before it in time.
            if field == .hour {
                repeatedTime = direction < 0 && !paging && hourIsRepeated ? .later : .earlier
            }
        }
        // A value the range no longer holds (day 31 after the month became November, month 3 in Reiwa 1) wraps
        // from its end.
        if current > range.upperBound || current < range.lowerBound {
            values[focus] = direction > 0 ? range.lowerBound : range.upperBound
            return
        }
        let count = range.count
        let offset = ((current - range.lowerBound + direction * amount) % count + count) % count
        values[focus] = range.lowerBound + offset
    }

    /// Whether the hour entered names a wall time that happens twice, an empty minute, second or day period
    /// taken as today's (as React Aria cycles a zoned hour with its placeholder's minutes).
    var hourIsRepeated: Bool {
        var probe = self
        for index in editable where values[index] == nil {
            if [.minute, .second, .dayPeriod].contains(field(at: index)) { probe.fillToday(at: index) }
        }
        return probe.isRepeatedTime
    }

    /// Gives a segment its value today (in the picker's zone and calendar).
    mutating func fillToday(at index: Int) {
        var today = self
        today.show(picker.context.fields(at: picker.today.timeIntervalSince1970))
        let value = today.values[index] ?? range(at: index).lowerBound
        let isLeap = today.leap.contains(index)
        set(
            Candidate(value: value / interval(of: field(at: index)) * interval(of: field(at: index)), isLeap: isLeap),
            at: index)
    }

    /// A digit replaces the focused value and accumulates while the segment keeps the focus; a number
    /// greater than the segment's maximum starts over from the new digit; the focus moves on as soon as no
    /// further digit could keep the number within the maximum. A letter sets the day period whose localized
    /// name starts with it; where the names share their first letter (ko 오전, 오후) the letter steps through
    /// them, and the letter where they first differ names one (후).
    mutating func type(_ character: Character) {
        guard let field = field(at: focus) else { return }
        if let digit = picker.profile.digitValue(character) {
            guard field != .era, field != .dayPeriod else { return }
            let maximum = range(at: focus).upperBound
            var number = Int(typed + String(digit)) ?? digit
            if number > maximum {
                typed = ""
                number = digit
            }
            typed += String(digit)
            // Kept if any year or month could have it (month 3 in Reiwa 1, which begins in May, is reported).
            let minimum = widestRange(at: focus).lowerBound
            values[focus] = number >= minimum && number <= maximum ? number : nil
            leap.remove(focus)
            if number * 10 > maximum || typed.count >= String(maximum).count { moveFocus(by: 1) }
            return
        }
        guard field == .dayPeriod, character.isLetter else { return }
        let wanted = Self.folded(String(character)), names = picker.profile.amPm.map(Array.init)
        let starting = names.indices.filter { names[$0].first.map { Self.folded(String($0)) } == wanted }
        typed = ""
        if starting.count > 1 {
            // Names that share their first letter (ko 오전, 오후): the letter again passes to the next of them, and
            // the focus stays for it.
            let next = values[focus].flatMap { starting.firstIndex(of: $0) }.map { starting[($0 + 1) % starting.count] }
            values[focus] = next ?? starting[0]
            return
        }
        // Else the name it starts, or the one whose letter it is where the names first differ (후 for 오후).
        let common = (0..<(names.map(\.count).min() ?? 0)).first { position in
            Set(names.map { Self.folded(String($0[position])) }).count > 1
        }
        let differing = common.map { position in
            names.indices.filter { Self.folded(String(names[$0][position])) == wanted }
        }
        guard let period = starting.first ?? differing?.first else { return }
        values[focus] = period
        moveFocus(by: 1)
    }

    /// A letter compared without case or accents (ICU's case folding, and NFD without its marks): the first
    /// character left.
    static func folded(_ text: String) -> String {
        TextMatching.folded(text).first.map(String.init) ?? ""
    }

    /// Backspace: the last digit goes; an empty segment passes the focus back.
    mutating func backspace() {
        guard let current = values[focus] else {
            if typed.isEmpty {
                moveFocus(by: -1)
            } else {
                typed.removeLast()
            }
            return
        }
        guard let field = field(at: focus), field != .era, field != .dayPeriod else {
            values[focus] = nil
            typed = ""
            return
        }
        let digits = String(current).dropLast()
        typed = String(digits)
        leap.remove(focus)
        values[focus] = Int(digits).flatMap { range(at: focus).contains($0) ? $0 : nil }
    }
}
