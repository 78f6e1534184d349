import CalendarEngine
import DateModes
import FoundationEssentials

/// `datepick pick --style inline`: a month calendar on the terminal (UIDatePicker's inline style, `dialog
/// --calendar`), driven by the keyboard as React Aria's calendar is. The arrows move the focused day (mirrored
/// in right-to-left locales, whose weeks run leftwards), ↑/↓ by a week, PgUp/PgDn by a month, Home/End to the
/// month's first and last days, digits to a day of the month; Enter takes the focused day if it can be picked.
/// For dateAndTime, the time wheels sit below the month, as UIDatePicker's inline style has them: Tab moves
/// between the calendar and each wheel, which spins as on the wheel screen. Pure state, so it is tested without
/// a terminal.
public struct CalendarPickSession: TerminalSession {
    /// The calendar being driven; its ``MonthGrid/focusedDay`` is the value's day.
    public private(set) var grid: MonthGrid
    /// The dateAndTime picker whose time wheels are shown (nil for a date): its day follows the calendar's focus.
    public private(set) var time: DatePicker?
    /// Where the keys go: the calendar (nil) or one of the time wheels (a component of ``time``).
    public private(set) var focusedWheel: Int?
    /// Digits typed so far, reset after a pause or another key.
    public private(set) var typed = ""
    private var typedAt = -Double.infinity

    /// A session on a month calendar, with the time wheels of a dateAndTime picker if one is given; the
    /// calendar's focus starts on the picker's day.
    public init(_ grid: MonthGrid, time: DatePicker? = nil) {
        self.grid = grid
        self.time = time
        if let time { self.grid.moveFocus(to: time.context.julianDay(at: time.date.timeIntervalSince1970)) }
    }

    /// The time picker's components other than its day wheel, in the locale's order.
    private var timeWheels: [Int] {
        guard let time else { return [] }
        return time.fields.indices.filter { time.fields[$0] != .date }
    }

    public mutating func handle(_ key: Key, at now: Double) -> PickSession.Outcome {
        let profile = grid.context.profile
        if case .character(let character) = key, let digit = profile.digitValue(character) {
            if now - typedAt > PickSession.typingPause { typed = "" }
            typed.append(String(digit))
            typedAt = now
            if let wheel = focusedWheel, var time {
                if let row = time.row(typed: typed, inComponent: wheel) { try? time.select(row: row, inComponent: wheel) }
                self.time = time
            } else if let number = Int(typed), grid.focus(dayOfMonth: number) {
                syncTime()
            }
            return .running
        }
        typed = ""
        switch key {
        case .enter: return grid.isSelectable(grid.focusedDay) ? .accepted : .running
        case .escape, .interrupt, .character("q"): return .cancelled
        case .tab, .backTab:
            // The calendar, then each time wheel, and round again.
            let stops: [Int?] = [nil] + timeWheels.map { $0 }
            let index = stops.firstIndex { $0 == focusedWheel } ?? 0
            focusedWheel = stops[(index + (key == .tab ? 1 : stops.count - 1)) % stops.count]
            return .running
        default: break
        }
        if let wheel = focusedWheel {
            spin(wheel, key)
        } else {
            moveFocus(key, forward: profile.direction == .rtl ? -1 : 1)
        }
        return .running
    }

    private mutating func moveFocus(_ key: Key, forward: Int) {
        switch key {
        case .right, .character("l"): grid.moveFocus(byDays: forward)
        case .left, .character("h"): grid.moveFocus(byDays: -forward)
        case .down, .character("j"): grid.moveFocus(byDays: 7)
        case .up, .character("k"): grid.moveFocus(byDays: -7)
        case .pageDown: grid.moveFocus(byMonths: 1)
        case .pageUp: grid.moveFocus(byMonths: -1)
        case .home: grid.focusMonthEdge(last: false)
        case .end: grid.focusMonthEdge(last: true)
        default: return
        }
        syncTime()
    }

    /// A time wheel's keys, as on the wheel screen; ←/→ move between the wheels.
    private mutating func spin(_ wheel: Int, _ key: Key) {
        guard var time else { return }
        let wheels = timeWheels
        let rtl = grid.context.profile.direction == .rtl
        switch key {
        case .down, .character("j"): try? time.step(by: 1, inComponent: wheel)
        case .up, .character("k"): try? time.step(by: -1, inComponent: wheel)
        case .pageDown: try? time.step(by: PickSession.pageSize, inComponent: wheel)
        case .pageUp: try? time.step(by: -PickSession.pageSize, inComponent: wheel)
        case .home: try? time.selectFirst(inComponent: wheel)
        case .end: try? time.selectLast(inComponent: wheel)
        case .right, .left:
            // On screen the wheels are mirrored in right-to-left locales, and the arrows follow the eye.
            let step = (key == .right) != rtl ? 1 : -1
            if let index = wheels.firstIndex(of: wheel) { focusedWheel = wheels[(index + step + wheels.count) % wheels.count] }
        default: break
        }
        self.time = time
        // Bounds can move the value to another day (a minimum at 10:00 and 09:00 chosen): the calendar follows.
        grid.moveFocus(to: time.context.julianDay(at: time.date.timeIntervalSince1970))
    }

    /// Moves the time picker to the calendar's focused day at its wall time (a time the day lacks moves as the
    /// picker moves any: later by a DST gap, into the bounds), unless the day cannot be picked.
    private mutating func syncTime() {
        guard var time, grid.isSelectable(grid.focusedDay) else { return }
        let context = time.context
        var wall = context.day(julianDay: grid.focusedDay).date
        let now = time.calendarFields
        (wall.hour, wall.minute, wall.second) = (now.hour, now.minute, now.second)
        guard let resolved = try? context.resolve(wall) else { return }
        time.setDate(Date(timeIntervalSince1970: resolved.instant))
        self.time = time
    }

    /// The value as it will be printed, and as the locale writes it in full (the focused day's, with the time
    /// when there is one); a day that cannot be picked says so.
    public var valueLine: String {
        let context = grid.context, day = grid.focusedDay
        guard grid.isSelectable(day) else {
            return grid.isoDate(ofDay: day) + " · "
                + context.label(ofDay: day, pattern: context.bestPattern("yMMMMEEEEd"), key: "value \(day)") + " (cannot be picked)"
        }
        if let time {
            return time.isoString + " · " + context.format(time.date.timeIntervalSince1970, pattern: context.bestPattern("yMMMMEEEEdjm"),
                                                           asListItem: false)
        }
        return grid.isoDate(ofDay: day) + " · "
            + context.label(ofDay: day, pattern: context.bestPattern("yMMMMEEEEd"), key: "value \(day)")
    }

    public func output(pattern: String?) -> String {
        let context = grid.context
        if let time {
            guard let pattern else { return time.isoString }
            return context.format(time.date.timeIntervalSince1970, pattern: pattern, asListItem: false)
        }
        guard let pattern else { return grid.isoDate(ofDay: grid.focusedDay) }
        // The day's start may lie before the minimum date, but only its date is written.
        return context.format(context.day(julianDay: grid.focusedDay).start, pattern: pattern, asListItem: false)
    }

    /// The month: its heading, the weekdays, the weeks (days of the neighbouring months left blank), the value
    /// and the keys. With color the focused day is in reverse video, disabled days dim and today underlined;
    /// without, the focused day is [bracketed], disabled days are (parenthesized) and today is marked *.
    public func render(width: Int, height: Int, color: Bool, header: String) -> String {
        let rtl = grid.context.profile.direction == .rtl
        let reverse = color ? "\u{1B}[7m" : "", dim = color ? "\u{1B}[2m" : "", underline = color ? "\u{1B}[4m" : ""
        let reset = color ? "\u{1B}[0m" : ""
        let days = grid.weeks.flatMap(\.days)
        // The short weekday names where they fit a narrow column (en Su, ja 日), else the narrow ones (ar's short
        // names are its abbreviations, six columns wide).
        let short = grid.weekdays.map(\.short)
        let names = short.map(displayWidth).max() ?? 0 <= 4 ? short : grid.weekdays.map(\.narrow)
        let labelWidth = max(days.map { displayWidth($0.label) }.max() ?? 1, names.map(displayWidth).max() ?? 1)
        // Each cell: the label between two marks (brackets, parentheses or spaces), padded on the side away
        // from the week's start: numbers line up at the right, and at the left in right-to-left text.
        func cell(_ text: String, _ open: String = " ", _ close: String = " ") -> String {
            let pad = String(repeating: " ", count: max(0, labelWidth - displayWidth(text)))
            return rtl ? open + text + close + pad : pad + open + text + close
        }
        func row(_ cells: [String]) -> String {
            var line = "   " + (rtl ? cells.reversed() : cells).joined()
            while line.last == " " { line.removeLast() }
            return line
        }
        let weekdays = row(names.map { cell($0) })
        let weeks = grid.weeks.map { week in
            row(week.days.map { day in
                guard day.isInMonth else { return String(repeating: " ", count: labelWidth + 2) }
                if color {
                    let style = (day.isFocused ? reverse : "") + (day.isDisabled ? dim : "") + (day.isToday ? underline : "")
                    return cell(style.isEmpty ? day.label : style + day.label + reset)
                }
                if day.isFocused { return cell(day.label, "[", "]") }
                if day.isDisabled { return cell(day.label, "(", ")") }
                return cell(day.label, " ", day.isToday ? "*" : " ")
            })
        }
        let heading = "   " + grid.heading
        let gridWidth = displayWidth(weekdays)
        let headingLine = rtl ? String(repeating: " ", count: max(0, gridWidth - displayWidth(heading))) + heading : heading
        var value = "   " + valueLine
        if !typed.isEmpty { value += "   typed: " + typed }
        let keys = Screen.keys(width: width, ["Enter accept", "Esc/q cancel"] + (time == nil ? [] : ["Tab time"])
                               + ["←/→ day", "↑/↓ week", "PgUp/PgDn month", "Home/End", "digits day"])
        // The lines a short terminal gives up first come first; the month, the time and the value stay.
        var extras: [(rank: Int, line: String)] = [(5, header), (4, ""), (0, headingLine), (1, weekdays)]
        extras += weeks.map { (0, $0) }
        if let time {
            // The time wheels' titles over their values, the focused one [bracketed] or in reverse video; each
            // column as wide as its title or its value with its marks.
            var columns = timeWheels.map { wheel -> (title: String, value: String, width: Int) in
                let component = time.picker.components[wheel]
                let title = component.title ?? component.id, label = component.selected.label
                let width = max(displayWidth(title) + 1, displayWidth(label) + 2)
                let pad = String(repeating: " ", count: width - displayWidth(label) - 2)
                let value = wheel != focusedWheel ? " " + label + " " + pad
                    : color ? " " + reverse + label + reset + " " + pad : "[" + label + "]" + pad
                return (padded(" " + title, to: width), value, width)
            }
            if rtl { columns.reverse() }
            func line(_ texts: [String]) -> String {
                var text = "   " + texts.joined(separator: "  ")
                while text.last == " " { text.removeLast() }
                return text
            }
            extras += [(4, ""), (1, line(columns.map(\.title))), (0, line(columns.map(\.value)))]
        }
        extras += [(3, ""), (0, value), (6, ""), (2, keys)]
        for rank in (1...6).reversed() where extras.count > height {
            extras.removeAll { $0.rank == rank }
        }
        return extras.prefix(max(height, 1)).map { Screen.clipped($0.line, to: width) }.joined(separator: "\r\n")
    }
}
