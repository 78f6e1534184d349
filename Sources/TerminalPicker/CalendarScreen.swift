import CalendarEngine
import PickerModels
import TextWidth

extension CalendarPickSession {
    /// One line of the screen: the order in which a short terminal gives it up (the highest first; 0 never), its
    /// text, and what its cells show.
    typealias Line = (rank: Double, text: String, targets: [(columns: Range<Int>, target: ScreenLayout.Target)])

    /// The month, under the header and the title if any: its heading with the month arrows, the weekdays, the
    /// weeks (days of the neighbouring months left blank; week numbers if asked for), the time wheels if any, the
    /// value and the keys, with each day, arrow and wheel where it is drawn. With color the focused day is in
    /// reverse video, disabled days dim and today underlined; without, the focused day is [bracketed], disabled
    /// days are (parenthesized) and today is marked *; the keys line says which mark is today's. A short terminal
    /// gives up the blank lines, the header, the keys, the titles, the weeks farthest from the focused one and
    /// the title, in that order; the focused week and the value stay.
    public func layout(_ frame: ScreenFrame) -> ScreenLayout {
        let (width, height, color) = (frame.width, frame.height, frame.color)
        let profile = grid.context.profile, rtl = profile.direction == .rtl
        let reverse = color ? "\u{1B}[7m" : "", dim = color ? "\u{1B}[2m" : "", underline = color ? "\u{1B}[4m" : ""
        let reset = color ? "\u{1B}[0m" : ""
        let days = grid.weeks.flatMap(\.days)
        // Two-digit days at least, so a month of single digits (the Ethiopic Pagume) is as wide as the others.
        let dayWidth = max(days.map { displayWidth($0.label) }.max() ?? 1, displayWidth(profile.formatNumber(28)))
        // The week numbers' column, at the start of each week: its numbers under the week's title, and a space
        // more on the days' side than a day's cell has, so that it does not read as one more day. A terminal too
        // narrow for it and the days keeps the days.
        let weekLabels = showsWeekNumbers ? grid.weeks.map { profile.formatNumber($0.number) } : []
        let weekWidth = (weekLabels + [weekTitle ?? ""]).map(displayWidth).max() ?? 0
        let narrowWidth = grid.weekdays.map { displayWidth($0.narrow) }.max() ?? 1
        let showsWeeks = showsWeekNumbers && 7 * (max(dayWidth, narrowWidth) + 2) + weekWidth + 3 <= width
        let weekCellWidth = showsWeeks ? weekWidth + 3 : 0
        // The short weekday names where they fit a narrow column and the terminal (en Su, ja 日), else the narrow
        // ones (ar's short names are its abbreviations, six columns wide; de's Mo. at 30 columns).
        // Right-to-left names in the order the screen shows them: a terminal draws text as written.
        let visual = { (text: String) in rtl ? BidiLine.visual(text, direction: .rtl) : text }
        let short = grid.weekdays.map { visual($0.short) }
        let shortWidth = short.map(displayWidth).max() ?? 0
        let names =
            shortWidth <= 4 && 7 * (max(dayWidth, shortWidth) + 2) + weekCellWidth <= width
            ? short : grid.weekdays.map { visual($0.narrow) }
        let labelWidth = max(dayWidth, names.map(displayWidth).max() ?? 1)
        let cellWidth = labelWidth + 2
        // Each cell: the label between two marks (brackets, parentheses or spaces), styled, and padded on the
        // side away from the week's start: numbers line up at the right, and at the left in right-to-left text.
        func cell(_ label: String, _ open: String = " ", _ close: String = " ", style: String = "") -> String {
            let pad = String(repeating: " ", count: max(0, labelWidth - displayWidth(label)))
            let text = open + (style.isEmpty ? label : style + label + reset) + close
            return rtl ? text + pad : pad + text
        }
        func weekCell(_ label: String, style: String = "") -> String {
            guard showsWeeks else { return "" }
            let pad = String(repeating: " ", count: weekWidth - displayWidth(label))
            let text = style.isEmpty || label.isEmpty ? label : style + label + reset
            return rtl ? "  " + text + pad + " " : " " + pad + text + "  "
        }
        // Indented by three columns where the terminal has room (at 30 columns, Sa and So would fall off).
        let indent = width >= 7 * cellWidth + weekCellWidth + 3 ? "   " : ""
        /// A line of the grid: the week's cell, then the days, all mirrored in right-to-left locales.
        func row(_ week: String, _ cells: [String]) -> String {
            var line = indent + (rtl ? cells.reversed().joined() + week : week + cells.joined())
            while line.last == " " { line.removeLast() }
            return line
        }
        /// The columns of the cell for the `index`th day of a week, which runs leftwards in right-to-left locales.
        func columns(ofDay index: Int) -> Range<Int> {
            let start = indent.count + (rtl ? 6 - index : index) * cellWidth + (rtl ? 0 : weekCellWidth)
            return start..<(start + cellWidth)
        }
        let weekdays = row(weekCell(weekTitle ?? ""), names.map { cell($0) })
        let weeks = grid.weeks.enumerated().map {
            index, week -> (text: String, targets: [(columns: Range<Int>, target: ScreenLayout.Target)]) in
            let number = weekCell(showsWeeks ? weekLabels[index] : "", style: dim)
            let text = row(
                number,
                week.days.map { day in
                    guard day.isInMonth else { return String(repeating: " ", count: cellWidth) }
                    if color {
                        // Reverse video marks where the keys go: a time wheel's value when one has the focus, the day
                        // (then in bold) otherwise.
                        // In a range the band is in reverse video, and the focused day in bold, underlined.
                        let focus =
                            !day.isFocused
                            ? "" : focusedWheel == nil && !day.isInRange ? reverse : "\u{1B}[1m\u{1B}[4m"
                        let band = day.isInRange ? reverse : ""
                        return cell(
                            day.label,
                            style: band + focus + (day.isDisabled ? dim : "") + (day.isToday ? underline : ""))
                    }
                    if day.isFocused { return cell(day.label, "[", "]") }
                    if day.isDisabled { return cell(day.label, "(", ")") }
                    if day.isInRange { return cell(day.label, "=", "=") }
                    return cell(day.label, " ", day.isToday ? "*" : " ")
                })
            let targets = week.days.enumerated().filter { $0.element.isInMonth }.map { index, day in
                (columns(ofDay: index), ScreenLayout.Target.day(day.julianDay))
            }
            return (text, targets)
        }
        let gridWidth = 7 * cellWidth + weekCellWidth + indent.count
        let heading = headingLine(indent: indent.count, gridWidth: gridWidth, color: color, rtl: rtl)
        var value = "   " + valueLine
        if !typed.isEmpty { value += "   typed: " + typed }
        // What the today mark means, where one is drawn: `*` without color (not on the focused or a disabled day,
        // which have marks of their own), underlining with it.
        let marksToday = days.contains { $0.isInMonth && $0.isToday && (color || !($0.isFocused || $0.isDisabled)) }
        let legend = !marksToday ? [] : color ? [underline + "today" + reset] : ["* today"]
        let keys = Screen.keys(
            width: width,
            ["Enter accept", "Esc/q cancel"] + legend
                + (timeWheels.isEmpty
                    ? []
                    : focusedWheel == nil
                        ? ["Tab time"] : ["Tab calendar", "↑/↓ j/k spin", "←/→ wheel", "digits jump", "Home/End"])
                + (focusedWheel == nil ? ["←/→ day", "↑/↓ week", "PgUp/PgDn month", "Home/End", "digits day"] : []))
        let focusedWeek = grid.weeks.firstIndex { $0.days.contains(where: \.isFocused) } ?? 0
        var lines: [Line] = [(10, frame.header, [])]
        // The title, which says what is asked, stays longer than any line but the heading and the focused week.
        if let title = frame.titleLine { lines.append((1.5, title, [])) }
        lines += [(12, "", []), (1, heading.text, heading.targets), (8, weekdays, [])]
        lines += weeks.enumerated().map { index, week in
            (index == focusedWeek ? 0 : 2 + Double(abs(index - focusedWeek)) / 10, week.text, week.targets)
        }
        lines += timeWheelLines(color: color, rtl: rtl)
        lines += [(11, "", []), (0, value, []), (13, "", []), (9, keys, [])]
        while lines.count > height,
            let drop = lines.indices.filter({ lines[$0].rank > 0 }).max(by: { lines[$0].rank < lines[$1].rank })
        {
            lines.remove(at: drop)
        }
        return ScreenLayout(lines.map { ($0.text, $0.targets) }, width: width, height: height)
    }

    /// The month's name, and the month arrows at the heading's trailing end as the SVG has them: at the right in
    /// left-to-right locales, ‹ the month before and › the month after; at the left in right-to-left ones, where
    /// the month after is ‹ (leftwards, as the weeks run) and the month before ›. An arrow to a month with no day
    /// within the bounds is blank, or dim with color, and takes no click.
    private func headingLine(indent: Int, gridWidth: Int, color: Bool, rtl: Bool) -> Line {
        let arrows: [(glyph: String, target: ScreenLayout.Target, enabled: Bool)] = [
            ("‹", rtl ? .nextMonth : .previousMonth, rtl ? grid.canShowNextMonth : grid.canShowPreviousMonth),
            ("›", rtl ? .previousMonth : .nextMonth, rtl ? grid.canShowPreviousMonth : grid.canShowNextMonth),
        ]
        let glyphs = arrows.map { $0.enabled ? $0.glyph : color ? "\u{1B}[2m" + $0.glyph + "\u{1B}[0m" : " " }
        let name = rtl ? BidiLine.visual(grid.heading, direction: .rtl) : grid.heading, nameWidth = displayWidth(name)
        // The column of ‹; › is two further on. Each takes clicks on its own cell and the one beyond it.
        let at = rtl ? indent : max(gridWidth - 4, indent + nameWidth + 2)
        let text =
            rtl
            ? String(repeating: " ", count: indent) + glyphs.joined(separator: " ")
                + String(repeating: " ", count: max(2, gridWidth - indent - 3 - nameWidth)) + name
            : String(repeating: " ", count: indent) + name + String(repeating: " ", count: at - indent - nameWidth)
                + glyphs.joined(separator: " ")
        let cells = [max(0, at - 1)..<(at + 1), (at + 2)..<(at + 4)]
        return (1, text, zip(arrows, cells).filter { $0.0.enabled }.map { ($0.1, $0.0.target) })
    }

    /// The time wheels' titles over their values, the focused one [bracketed] or in reverse video, each column
    /// as wide as its title or its widest value with its marks; a click or the scroll wheel on either line
    /// reaches its wheel. None for a picker without time wheels.
    private func timeWheelLines(color: Bool, rtl: Bool) -> [Line] {
        guard let picker, !timeWheels.isEmpty else { return [] }
        let reverse = color ? "\u{1B}[7m" : "", reset = color ? "\u{1B}[0m" : ""
        var columns = timeWheels.map { wheel -> (wheel: Int, title: String, value: String, width: Int) in
            let component = picker.wheels[wheel].component
            let visual = { (text: String) in rtl ? BidiLine.visual(text, direction: .rtl) : text }
            let title = visual(component.title ?? component.id), label = visual(component.selected.label)
            // As wide as the widest row, so that the columns stay put as the wheel turns (`1 (GMT-4)`, `2`).
            let widest = component.rows.indices.map { displayWidth(component.rows.label(at: $0)) }.max() ?? 0
            let width = max(displayWidth(title) + 1, widest + 2)
            let pad = String(repeating: " ", count: width - displayWidth(label) - 2)
            let value =
                wheel != focusedWheel
                ? " " + label + " " + pad
                : color ? " " + reverse + label + reset + " " + pad : "[" + label + "]" + pad
            return (wheel, padded(" " + title, to: width), value, width)
        }
        if rtl { columns.reverse() }
        let separator = "  "
        var targets: [(columns: Range<Int>, target: ScreenLayout.Target)] = [], x = 3
        for column in columns {
            targets.append((x..<(x + column.width + separator.count), .wheel(column.wheel)))
            x += column.width + separator.count
        }
        func line(_ texts: [String]) -> String {
            var text = "   " + texts.joined(separator: separator)
            while text.last == " " { text.removeLast() }
            return text
        }
        return [(11, "", []), (7, line(columns.map(\.title)), targets), (0, line(columns.map(\.value)), targets)]
    }
}
