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
    /// The picker that holds the value (date or dateAndTime): its day follows the calendar's focus, at its
    /// wall time, and a dateAndTime picker's time wheels are shown below the month. Nil for a bare calendar.
    public private(set) var picker: DatePicker?
    /// Where the keys go: the calendar (nil) or one of the time wheels (a component of ``picker``).
    public private(set) var focusedWheel: Int?
    /// Digits typed so far, reset after a pause or another key.
    public private(set) var typed = ""
    private var typedAt = -Double.infinity
    /// The wall time the person chose (on the wheels, or the initial value's), which each day the calendar moves
    /// to is given: a day that lacks it, or bounds, move that day's value only (found in review: passing a DST
    /// day had moved 02:30 to 03:30 for every day after).
    private var wallTime = (hour: 0, minute: 0, second: 0)

    /// A session on a month calendar, with the picker that holds the value (its time wheels shown, if it has
    /// any); the calendar's focus starts on the picker's day.
    public init(_ grid: MonthGrid, picker: DatePicker? = nil) {
        self.grid = grid
        self.picker = picker
        if let picker {
            self.grid.moveFocus(to: picker.context.julianDay(at: picker.date.timeIntervalSince1970))
            let fields = picker.calendarFields
            wallTime = (fields.hour, fields.minute, fields.second)
        }
    }

    /// The picker's time wheels, in the locale's order: its components other than those of the day.
    private var timeWheels: [Int] {
        guard let picker else { return [] }
        return picker.fields.indices.filter { ![.date, .year, .month, .day].contains(picker.fields[$0]) }
    }

    public mutating func handle(_ key: Key, at now: Double) -> PickSession.Outcome {
        let profile = grid.context.profile
        if case .character(let character) = key, let digit = profile.digitValue(character) {
            if now - typedAt > PickSession.typingPause { typed = "" }
            typed.append(String(digit))
            typedAt = now
            if let wheel = focusedWheel {
                let typed = typed
                turn { picker in
                    if let row = picker.row(typed: typed, inComponent: wheel) { try? picker.select(row: row, inComponent: wheel) }
                }
            } else if let number = Int(typed), grid.focus(dayOfMonth: number) {
                syncPicker()
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
        syncPicker()
    }

    /// A time wheel's keys, as on the wheel screen; ←/→ move between the wheels.
    private mutating func spin(_ wheel: Int, _ key: Key) {
        if key == .right || key == .left {
            // On screen the wheels are mirrored in right-to-left locales, and the arrows follow the eye.
            let wheels = timeWheels, rtl = grid.context.profile.direction == .rtl
            let step = (key == .right) != rtl ? 1 : -1
            if let index = wheels.firstIndex(of: wheel) { focusedWheel = wheels[(index + step + wheels.count) % wheels.count] }
            return
        }
        turn { picker in
            switch key {
            case .down, .character("j"): try? picker.step(by: 1, inComponent: wheel)
            case .up, .character("k"): try? picker.step(by: -1, inComponent: wheel)
            case .pageDown: try? picker.step(by: PickSession.pageSize, inComponent: wheel)
            case .pageUp: try? picker.step(by: -PickSession.pageSize, inComponent: wheel)
            case .home: try? picker.selectFirst(inComponent: wheel)
            case .end: try? picker.selectLast(inComponent: wheel)
            default: break
            }
        }
    }

    /// Changes the value on the time wheels. If it moved, the wall time chosen is the wheels' now, and the
    /// calendar follows the value to its day (bounds can move it: a minimum at 10:00 and 09:00 chosen). A key
    /// that changed nothing (Home on the first row, digits no row has) keeps the wall time chosen, which a DST
    /// day or a bound may have moved the value from (found in review).
    private mutating func turn(_ change: (inout DatePicker) -> Void) {
        guard var picker else { return }
        let before = picker.date
        change(&picker)
        self.picker = picker
        guard picker.date != before else { return }
        let fields = picker.calendarFields
        wallTime = (fields.hour, fields.minute, fields.second)
        grid.moveFocus(to: picker.context.julianDay(at: picker.date.timeIntervalSince1970))
    }

    /// Moves the picker to the calendar's focused day at the wall time chosen. A time the day lacks moves later
    /// by the gap, as the wheels move it, unless that leaves the day (Lisbon skipped 23:00–24:00 on 1940-02-24:
    /// 23:30 would be the 25th's 00:30), when it moves earlier by the gap instead, as Temporal's "earlier" does.
    /// Bounds and the interval apply; where they leave the day no value (a minimum of 23:50 with 15-minute
    /// steps), the calendar follows the value to its day (found in review: the calendar showed one day and
    /// Enter printed the next).
    private mutating func syncPicker() {
        guard var picker, grid.isSelectable(grid.focusedDay) else { return }
        let context = picker.context, day = grid.focusedDay
        var wall = context.day(julianDay: day).date
        (wall.hour, wall.minute, wall.second) = wallTime
        guard var (instant, resolution) = try? context.resolve(wall) else { return }
        if case .skipped(let shift) = resolution, context.julianDay(at: instant) != day { instant -= Double(shift) }
        picker.setDate(Date(timeIntervalSince1970: instant))
        self.picker = picker
        grid.moveFocus(to: context.julianDay(at: picker.date.timeIntervalSince1970))
    }

    /// The value as it will be printed, and as the locale writes it in full (the focused day's, with the time
    /// when there is one); a day that cannot be picked says so.
    public var valueLine: String {
        let context = grid.context, day = grid.focusedDay
        let dayName = context.label(ofDay: day, pattern: context.bestPattern("yMMMMEEEEd"), key: "value \(day)")
        guard grid.isSelectable(day) else { return grid.isoDate(ofDay: day) + " · " + dayName + " (cannot be picked)" }
        guard let picker, !timeWheels.isEmpty else { return output(pattern: nil) + " · " + dayName }
        let skeleton = picker.configuration.showsSeconds ? "yMMMMEEEEdjms" : "yMMMMEEEEdjm"
        return picker.isoString + " · "
            + context.format(picker.date.timeIntervalSince1970, pattern: context.bestPattern(skeleton), asListItem: false)
    }

    /// The value as `datepick pick` prints it: the picker's (found in review: a pattern with a time had written
    /// midnight of the day, which could lie before the minimum, where the wheels write the picker's time), or,
    /// for a bare calendar, the focused day's date.
    public func output(pattern: String?) -> String {
        let context = grid.context
        if let picker {
            guard let pattern else { return picker.isoString }
            return context.format(picker.date.timeIntervalSince1970, pattern: pattern, asListItem: false)
        }
        guard let pattern else { return grid.isoDate(ofDay: grid.focusedDay) }
        return context.format(context.day(julianDay: grid.focusedDay).start, pattern: pattern, asListItem: false)
    }

    /// The month: its heading, the weekdays, the weeks (days of the neighbouring months left blank), the time
    /// wheels if any, the value and the keys. With color the focused day is in reverse video, disabled days dim
    /// and today underlined; without, the focused day is [bracketed], disabled days are (parenthesized) and
    /// today is marked *; the keys line says which mark is today's. A short terminal gives up the blank lines, the header, the keys, the titles and the
    /// weeks farthest from the focused one, in that order; the focused week and the value stay.
    public func render(width: Int, height: Int, color: Bool, header: String) -> String {
        let profile = grid.context.profile, rtl = profile.direction == .rtl
        let reverse = color ? "\u{1B}[7m" : "", dim = color ? "\u{1B}[2m" : "", underline = color ? "\u{1B}[4m" : ""
        let reset = color ? "\u{1B}[0m" : ""
        let days = grid.weeks.flatMap(\.days)
        // The short weekday names where they fit a narrow column (en Su, ja 日), else the narrow ones (ar's short
        // names are its abbreviations, six columns wide).
        // Two-digit days at least, so a month of single digits (the Ethiopic Pagume) is as wide as the others.
        let dayWidth = max(days.map { displayWidth($0.label) }.max() ?? 1, displayWidth(profile.formatNumber(28)))
        // The short weekday names where they fit a narrow column and the terminal (en Su, ja 日), else the narrow
        // ones (ar's short names are its abbreviations, six columns wide; de's Mo. at 30 columns).
        let short = grid.weekdays.map(\.short)
        let shortWidth = short.map(displayWidth).max() ?? 0
        let names = shortWidth <= 4 && 7 * (max(dayWidth, shortWidth) + 2) <= width ? short : grid.weekdays.map(\.narrow)
        let labelWidth = max(dayWidth, names.map(displayWidth).max() ?? 1)
        // Each cell: the label between two marks (brackets, parentheses or spaces), styled, and padded on the
        // side away from the week's start: numbers line up at the right, and at the left in right-to-left text.
        func cell(_ label: String, _ open: String = " ", _ close: String = " ", style: String = "") -> String {
            let pad = String(repeating: " ", count: max(0, labelWidth - displayWidth(label)))
            let text = open + (style.isEmpty ? label : style + label + reset) + close
            return rtl ? text + pad : pad + text
        }
        // Indented by three columns where the terminal has room (found in review: at 30 columns Sa and So fell off).
        let indent = width >= 7 * (labelWidth + 2) + 3 ? "   " : ""
        func row(_ cells: [String]) -> String {
            var line = indent + (rtl ? cells.reversed() : cells).joined()
            while line.last == " " { line.removeLast() }
            return line
        }
        let weekdays = row(names.map { cell($0) })
        let weeks = grid.weeks.map { week in
            row(week.days.map { day in
                guard day.isInMonth else { return String(repeating: " ", count: labelWidth + 2) }
                if color {
                    // Reverse video marks where the keys go: a time wheel's value when one has the focus, the day
                    // (then in bold) otherwise.
                    let focus = !day.isFocused ? "" : focusedWheel == nil ? reverse : "\u{1B}[1m"
                    return cell(day.label, style: focus + (day.isDisabled ? dim : "") + (day.isToday ? underline : ""))
                }
                if day.isFocused { return cell(day.label, "[", "]") }
                if day.isDisabled { return cell(day.label, "(", ")") }
                return cell(day.label, " ", day.isToday ? "*" : " ")
            })
        }
        let heading = indent + grid.heading
        let gridWidth = 7 * (labelWidth + 2) + indent.count
        let headingLine = rtl ? String(repeating: " ", count: max(0, gridWidth - displayWidth(heading))) + heading : heading
        var value = "   " + valueLine
        if !typed.isEmpty { value += "   typed: " + typed }
        // What the today mark means, where one is drawn: `*` without color (not on the focused or a disabled day,
        // which have marks of their own), underlining with it.
        let marksToday = days.contains { $0.isInMonth && $0.isToday && (color || !($0.isFocused || $0.isDisabled)) }
        let legend = !marksToday ? [] : color ? [underline + "today" + reset] : ["* today"]
        let keys = Screen.keys(width: width, ["Enter accept", "Esc/q cancel"] + legend + (timeWheels.isEmpty ? []
            : focusedWheel == nil ? ["Tab time"] : ["Tab calendar", "↑/↓ j/k spin", "←/→ wheel", "digits jump", "Home/End"])
            + (focusedWheel == nil ? ["←/→ day", "↑/↓ week", "PgUp/PgDn month", "Home/End", "digits day"] : []))
        // Each line with the order in which a short terminal gives it up: the highest first; 0 never.
        let focusedWeek = grid.weeks.firstIndex { $0.days.contains(where: \.isFocused) } ?? 0
        var lines: [(rank: Double, line: String)] = [(10, header), (12, ""), (1, headingLine), (8, weekdays)]
        lines += weeks.enumerated().map { index, line in
            (index == focusedWeek ? 0 : 2 + Double(abs(index - focusedWeek)) / 10, line)
        }
        if let picker, !timeWheels.isEmpty {
            // The time wheels' titles over their values, the focused one [bracketed] or in reverse video; each
            // column as wide as its title or its value with its marks.
            var columns = timeWheels.map { wheel -> (title: String, value: String) in
                let component = picker.picker.components[wheel]
                let title = component.title ?? component.id, label = component.selected.label
                // As wide as the widest row, so that the columns stay put as the wheel turns (`1 (GMT-4)`, `2`).
                let widest = component.rows.indices.map { displayWidth(component.rows.label(at: $0)) }.max() ?? 0
                let width = max(displayWidth(title) + 1, widest + 2)
                let pad = String(repeating: " ", count: width - displayWidth(label) - 2)
                let value = wheel != focusedWheel ? " " + label + " " + pad
                    : color ? " " + reverse + label + reset + " " + pad : "[" + label + "]" + pad
                return (padded(" " + title, to: width), value)
            }
            if rtl { columns.reverse() }
            func line(_ texts: [String]) -> String {
                var text = "   " + texts.joined(separator: "  ")
                while text.last == " " { text.removeLast() }
                return text
            }
            lines += [(11, ""), (7, line(columns.map(\.title))), (0, line(columns.map(\.value)))]
        }
        lines += [(11, ""), (0, value), (13, ""), (9, keys)]
        while lines.count > height, let drop = lines.indices.filter({ lines[$0].rank > 0 }).max(by: { lines[$0].rank < lines[$1].rank }) {
            lines.remove(at: drop)
        }
        return lines.prefix(max(height, 1)).map { Screen.clipped($0.line, to: width) }.joined(separator: "\r\n")
    }
}
