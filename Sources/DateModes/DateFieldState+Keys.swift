import CalendarEngine

/// A key a typed date field takes.
public enum DateFieldKey: Hashable, Sendable {
    /// ← and →: the editable segment to the left or right on screen (in right-to-left locales, the next one
    /// in reading order is to the left).
    case left, right
    /// Tab and Shift-Tab: the next and previous editable segment in reading order.
    case tab, backTab
    /// ↑ and ↓: one more or less, wrapping within the segment without carrying into others.
    case up, down
    /// PgUp and PgDn: year 5, month 2, day 7, hour 2, minute 15 (and second 15) more or less, wrapping.
    case pageUp, pageDown
    /// Home and End: the segment's first and last values.
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
        switch key {
        case .left: moveFocus(by: picker.profile.direction == .rtl ? 1 : -1)
        case .right: moveFocus(by: picker.profile.direction == .rtl ? -1 : 1)
        case .tab: moveFocus(by: 1)
        case .backTab: moveFocus(by: -1)
        case .up: step(1, paging: false)
        case .down: step(-1, paging: false)
        case .pageUp: step(1, paging: true)
        case .pageDown: step(-1, paging: true)
        case .home: setFocused(range(at: focus).lowerBound)
        case .end:
            let range = range(at: focus)
            setFocused(
                field(at: focus) == .minute ? range.upperBound - range.upperBound % minuteStep : range.upperBound)
        case .backspace: backspace()
        case .character(let character): type(character)
        }
        commit()
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

    mutating func setFocused(_ value: Int) {
        values[focus] = value
        typed = ""
    }

    /// ↑/↓ and PgUp/PgDn: an empty segment takes today's value first; then the value wraps within the
    /// segment's range.
    mutating func step(_ direction: Int, paging: Bool) {
        typed = ""
        guard let field = field(at: focus) else { return }
        guard let current = values[focus] else {
            values[focus] = todayValue(at: focus)
            return
        }
        let range = range(at: focus)
        if field == .minute {
            // On the interval: the next grid minute up or down from where the value is.
            let step = paging ? max(minuteStep, (15 + minuteStep - 1) / minuteStep * minuteStep) : minuteStep
            let next =
                direction > 0
                ? (current / minuteStep * minuteStep + step)
                : ((current + minuteStep - 1) / minuteStep * minuteStep - step)
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
        // A value the range no longer holds (day 31 after the month became November) wraps from its end.
        if current > range.upperBound {
            values[focus] = direction > 0 ? range.lowerBound : range.upperBound
            return
        }
        let count = range.count
        let offset = ((current - range.lowerBound + direction * amount) % count + count) % count
        values[focus] = range.lowerBound + offset
    }

    /// The focused field's value today (in the picker's zone and calendar).
    func todayValue(at index: Int) -> Int {
        var today = DateFieldState(picker: picker, empty: true)
        today.show(picker.context.fields(at: picker.today.timeIntervalSince1970))
        let value = today.values[index] ?? range(at: index).lowerBound
        if field(at: index) == .minute { return value / minuteStep * minuteStep }
        return value
    }

    /// A digit replaces the focused value and accumulates while the segment keeps the focus; a number
    /// greater than the segment's maximum starts over from the new digit; the focus moves on as soon as no
    /// further digit could keep the number within the maximum. A letter sets the day period whose localized
    /// name starts with it.
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
            let minimum = range(at: focus).lowerBound
            values[focus] = number >= minimum && number <= maximum ? number : nil
            if number * 10 > maximum || typed.count >= String(maximum).count { moveFocus(by: 1) }
            return
        }
        guard field == .dayPeriod, character.isLetter else { return }
        let wanted = Self.folded(String(character))
        if let period = picker.profile.amPm.firstIndex(where: { $0.first.map { Self.folded(String($0)) } == wanted }) {
            values[focus] = period
            typed = ""
            moveFocus(by: 1)
        }
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
        values[focus] = Int(digits).flatMap { range(at: focus).contains($0) ? $0 : nil }
    }
}
