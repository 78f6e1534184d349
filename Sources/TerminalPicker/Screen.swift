import CalendarEngine
import PickerModels
import TextWidth

/// Draws a pick session as a full screen of text: a header, the title if any, the wheels' titles, as many rows as fit with the
/// selection bar in the middle (unit labels in it), the value, and the keys. Right-to-left locales get their
/// wheels mirrored. With color, the bar is reverse video, disabled rows dim and the focused title underlined;
/// without (NO_COLOR), the bar is marked ▶ ◀, disabled rows are in parentheses and the focus is [bracketed].
public enum Screen {
    /// The screen of a wheel session, with each wheel's title and rows where they are drawn.
    public static func layout(_ session: PickSession, _ frame: ScreenFrame) -> ScreenLayout {
        layout(
            session.picker.wheels.map(\.component), focus: session.focus,
            rightToLeft: session.picker.profile.direction == .rtl,
            valueLine: session.valueLine + (session.typed.isEmpty ? "" : "   typed: " + session.typed), frame)
    }

    /// The screen of any wheels: `components` with the focus on one, mirrored `rightToLeft`, above `valueLine`,
    /// with the wheels' titles unless `showsTitles` is false, and `keys` on the last line.
    static func layout(
        _ components: [PickerComponent], focus: Int, rightToLeft rtl: Bool, valueLine: String,
        showsTitles: Bool = true, keys keyNames: [String] = keyNames, _ frame: ScreenFrame
    ) -> ScreenLayout {
        let (width, height, color) = (frame.width, frame.height, frame.color)
        let reverse = color ? "\u{1B}[7m" : "", dim = color ? "\u{1B}[2m" : "", underline = color ? "\u{1B}[4m" : ""
        let reset = color ? "\u{1B}[0m" : ""
        // The lines around the rows, those least needed first given up on a short terminal; the rows get what is
        // left, an odd number with the selection in the middle, so that at an odd height the keys line is not cut
        // off, nor below eight lines the bar or the value.
        var extras = Set(
            Extra.allCases.filter { ($0 != .title || frame.titleLine != nil) && ($0 != .titles || showsTitles) })
        for extra in Extra.allCases where height - 1 - extras.count < 1 { extras.remove(extra) }
        let room = height - 1 - extras.count
        let visible = max(1, room % 2 == 1 ? room : room - 1)
        let radius = visible / 2

        // Each wheel: its title, then its rows around the selection (blank past the ends of a non-cyclic wheel).
        var columns: [(title: String, cells: [(text: String, enabled: Bool, row: Int?)], width: Int)] = []
        for (index, component) in components.enumerated() {
            let cells: [(String, Bool, Int?)] = component.windowRows(radius: radius).enumerated().map { line, index in
                guard let index else { return ("", true, nil) }
                let row = component.rows[index]
                // Right-to-left labels in the order the screen shows them: a terminal draws text as written.
                var text = rtl ? BidiLine.visual(row.label, direction: .rtl) : row.label
                // The unit reads after the value: to its left where the wheels run right to left.
                if line == radius, let unit = row.unitLabel {
                    text = rtl ? BidiLine.visual(unit, direction: .rtl) + " " + text : text + " " + unit
                }
                if !row.isEnabled && !color { text = "(" + text + ")" }
                return (text, row.isEnabled, index)
            }
            let title =
                rtl
                ? BidiLine.visual(component.title ?? component.id, direction: .rtl) : component.title ?? component.id
            let titleText = index == focus && !color ? "[" + title + "]" : title
            let width = max(cells.map { displayWidth($0.0) }.max() ?? 0, displayWidth(titleText))
            columns.append((titleText, cells, width))
        }
        var order = Array(columns.indices)
        if rtl { order.reverse() }
        let gap = "    "
        // Where each wheel stands: three columns in (the bar's ▶), then each wheel's width and the gap. A wheel's
        // cells reach halfway into the gaps beside it, so that no click between two wheels is lost.
        var starts: [Int: Int] = [:], x = 3
        for index in order {
            starts[index] = x
            x += columns[index].width + gap.count
        }
        func span(_ index: Int) -> Range<Int> {
            (starts[index]! - gap.count / 2)..<(starts[index]! + columns[index].width + gap.count / 2)
        }

        var lines: [(text: String, targets: [(columns: Range<Int>, target: ScreenLayout.Target)])] = []
        if extras.contains(.header) { lines.append((frame.header, [])) }
        if extras.contains(.title), let title = frame.titleLine { lines.append((title, [])) }
        if extras.contains(.spaceAfterHeader) { lines.append(("", [])) }
        if extras.contains(.titles) {
            let text =
                "   "
                + order.map { index in
                    let column = columns[index]
                    let cell = padded(column.title, to: column.width)
                    return index == focus ? underline + cell + reset : cell
                }.joined(separator: gap)
            lines.append((text, order.map { (span($0), .wheel($0)) }))
        }
        for line in 0..<visible {
            let isBar = line == radius
            let cells = order.map { index in
                let cell = columns[index].cells[line]
                let text = padded(cell.text, to: columns[index].width)
                return !cell.enabled && color ? dim + text + reset + (isBar ? reverse : "") : text
            }
            let body = cells.joined(separator: gap)
            let text = !isBar ? "   " + body : color ? reverse + " ▶ " + body + " ◀ " + reset : " ▶ " + body + " ◀"
            lines.append(
                (
                    text,
                    order.map { index in
                        (
                            span(index),
                            columns[index].cells[line].row.map { .row(wheel: index, row: $0) } ?? .wheel(index)
                        )
                    }
                ))
        }
        if extras.contains(.spaceBeforeValue) { lines.append(("", [])) }
        lines.append(("   " + valueLine, []))
        if extras.contains(.spaceBeforeKeys) { lines.append(("", [])) }
        if extras.contains(.keys) { lines.append((keys(width: width, keyNames), [])) }
        return ScreenLayout(lines, width: width, height: height)
    }

    /// The lines of the screen besides the rows and the value, in the order a short terminal gives them up: the
    /// title, which says what is asked, last.
    enum Extra: CaseIterable {
        case spaceBeforeKeys, spaceAfterHeader, spaceBeforeValue, header, keys, titles, title
    }

    /// The keys of the date wheels, most needed first.
    static let keyNames = [
        "Enter accept", "Esc/q cancel", "↑/↓ j/k spin", "←/→ Tab wheel", "digits jump", "PgUp/PgDn", "Home/End",
    ]

    /// The keys, most needed first, as many whole ones as the width holds: cut at 80 columns, the line would
    /// end in "Enter accep" and never say how to cancel.
    static func keys(width: Int, _ keys: [String] = keyNames) -> String {
        var line = ""
        for key in keys {
            let next = line.isEmpty ? " " + key : line + " · " + key
            guard visibleWidth(next) <= width || line.isEmpty else { break }
            line = next
        }
        return line
    }

    /// The columns a line takes on screen: its escape sequences (a key styled as the mark it explains) take none.
    static func visibleWidth(_ line: String) -> Int {
        displayWidth(line.replacing(/\u{1B}\[[0-9;]*[A-Za-z]/, with: ""))
    }

    /// A line cut to a number of columns (escape sequences take none).
    static func clipped(_ line: String, to width: Int) -> String {
        var result = "", used = 0, inEscape = false
        for character in line {
            if character == "\u{1B}" { inEscape = true }
            if inEscape {
                result.append(character)
                if character.isLetter { inEscape = false }
                continue
            }
            let w = displayWidth(String(character))
            if used + w > width { break }
            used += w
            result.append(character)
        }
        return result + (line.contains("\u{1B}") ? "\u{1B}[0m" : "")
    }
}

extension PickSession {
    /// The value as it will be printed, and as the locale writes it.
    public var valueLine: String {
        let picker: DatePicker
        switch self.picker {
        case .date(let moment): picker = moment
        case .countdown(let timer): return timer.isoString + " s"
        }
        let mode = picker.configuration.mode
        let skeleton =
            switch (mode.showsDate, mode.hasMonthView, mode.showsTime) {
            case (true, true, true): "yMMMMdjm"
            case (true, true, false): "yMMMMd"
            case (true, false, _): "yMMMM"
            case (false, _, _): picker.configuration.showsSeconds ? "jms" : "jm"
            }
        let context = picker.context, moment = picker.date.timeIntervalSince1970
        let text =
            picker.isoString + " · " + context.format(moment, pattern: context.bestPattern(skeleton), asListItem: false)
        // A wall time the clocks went through twice reads the same either time (both 01:30s of New York's autumn
        // day), and a time's ISO value has no offset to tell them apart: the offset does.
        let fields = picker.calendarFields
        guard mode.showsTime, context.hours(onDayOf: fields).filter({ $0.hour == fields.hour }).count > 1 else {
            return text
        }
        return text + " (" + context.format(moment, pattern: "O", asListItem: false) + ")"
    }
}
