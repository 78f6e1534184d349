import CalendarEngine
import DateModes

/// `datepick pick --style inline`: a month calendar on the terminal (UIDatePicker's inline style, `dialog
/// --calendar`), driven by the keyboard as React Aria's calendar is. The arrows move the focused day (mirrored
/// in right-to-left locales, whose weeks run leftwards), ↑/↓ by a week, PgUp/PgDn by a month, Home/End to the
/// month's first and last days, digits to a day of the month; Enter takes the focused day if it can be picked.
/// Pure state, so it is tested without a terminal.
public struct CalendarPickSession: TerminalSession {
    /// The calendar being driven; its ``MonthGrid/focusedDay`` is the value.
    public private(set) var grid: MonthGrid
    /// Digits typed so far for a day of the month, reset after a pause or another key.
    public private(set) var typed = ""
    private var typedAt = -Double.infinity

    public init(_ grid: MonthGrid) {
        self.grid = grid
    }

    public mutating func handle(_ key: Key, at now: Double) -> PickSession.Outcome {
        let profile = grid.context.profile
        if case .character(let character) = key, let digit = profile.digitValue(character) {
            if now - typedAt > PickSession.typingPause { typed = "" }
            typed.append(String(digit))
            typedAt = now
            if let number = Int(typed) { grid.focus(dayOfMonth: number) }
            return .running
        }
        typed = ""
        let forward = profile.direction == .rtl ? -1 : 1
        switch key {
        case .enter: return grid.isSelectable(grid.focusedDay) ? .accepted : .running
        case .escape, .interrupt, .character("q"): return .cancelled
        case .right, .character("l"): grid.moveFocus(byDays: forward)
        case .left, .character("h"): grid.moveFocus(byDays: -forward)
        case .down, .character("j"): grid.moveFocus(byDays: 7)
        case .up, .character("k"): grid.moveFocus(byDays: -7)
        case .pageDown: grid.moveFocus(byMonths: 1)
        case .pageUp: grid.moveFocus(byMonths: -1)
        case .home: grid.focusMonthEdge(last: false)
        case .end: grid.focusMonthEdge(last: true)
        default: break
        }
        return .running
    }

    /// The focused day as the locale writes it in full, after its ISO date; a day that cannot be picked says so.
    public var valueLine: String {
        let context = grid.context, day = grid.focusedDay
        let text = grid.isoDate(ofDay: day) + " · "
            + context.label(ofDay: day, pattern: context.bestPattern("yMMMMEEEEd"), key: "value \(day)")
        return grid.isSelectable(day) ? text : text + " (cannot be picked)"
    }

    public func output(pattern: String?) -> String {
        guard let pattern else { return grid.isoDate(ofDay: grid.focusedDay) }
        let context = grid.context
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
        let keys = Screen.keys(width: width, ["Enter accept", "Esc/q cancel", "←/→ day", "↑/↓ week", "PgUp/PgDn month",
                                               "Home/End", "digits day"])
        // The lines a short terminal gives up first come first; the month and the value stay.
        var extras: [(rank: Int, line: String)] = [(5, header), (4, ""), (0, headingLine), (1, weekdays)]
        extras += weeks.map { (0, $0) }
        extras += [(3, ""), (0, value), (6, ""), (2, keys)]
        for rank in (1...6).reversed() where extras.count > height {
            extras.removeAll { $0.rank == rank }
        }
        return extras.prefix(max(height, 1)).map { Screen.clipped($0.line, to: width) }.joined(separator: "\r\n")
    }
}
