import CalendarEngine
import PickerModels
import TextWidth

/// What `datepick choose --style list` drives on the terminal: one long list of values (``ValueList``), drawn as
/// its ``ListPresentation`` (the caption, the items before and after the selection, a scroll indicator), with
/// the locale's alphabetic index on a line above it and the text typed to filter it. Pure state, so it is tested
/// without a terminal.
///
/// Keys: ↑/↓ move, PgUp/PgDn, Home/End, Tab/Shift-Tab (and →/←, mirrored right-to-left) the next or previous
/// index letter that has values, Enter accept, Esc cancel; any printable character narrows the list (case and
/// accents ignored), Backspace widens it. Every letter goes to the filter, so `q`, `j` and `k` do too. Mouse: a
/// click on an item selects it, on an index letter jumps to it; the scroll wheel moves the selection.
public struct ChooseListSession: TerminalSession {
    /// The list being driven.
    public private(set) var list: ValueList
    /// Whether the index letters run from right to left (Arabic, Hebrew).
    public let rightToLeft: Bool

    /// The keys line.
    static let keyNames = [
        "Enter accept", "Esc cancel", "↑/↓ move", "type to filter", "Backspace", "Tab/Shift-Tab letter", "PgUp/PgDn",
        "Home/End",
    ]

    /// Makes a session on a list, its index mirrored `rightToLeft`.
    public init(_ list: ValueList, rightToLeft: Bool = false) {
        self.list = list
        self.rightToLeft = rightToLeft
    }

    /// Nil: a list of values holds no date or duration; the caller reads ``list``.
    public var model: AnyPickerModel? { nil }

    /// Handles one key and says whether the session goes on; Enter accepts only while a value is selected (a
    /// filter that matches nothing leaves none).
    public mutating func handle(_ key: Key, at now: Double) -> Outcome {
        switch key {
        case .character(let character): list.type(String(character))
        case .backspace: list.deleteBackward()
        case .enter: return list.selectedValue == nil ? .running : .accepted
        case .escape, .interrupt: return .cancelled
        case .down: list.step(by: 1)
        case .up: list.step(by: -1)
        case .pageDown: list.step(by: WheelNavigation.pageSize)
        case .pageUp: list.step(by: -WheelNavigation.pageSize)
        case .home: list.step(by: -list.values.count)
        case .end: list.step(by: list.values.count)
        case .tab: list.jump(by: 1)
        case .backTab: list.jump(by: -1)
        case .right: list.jump(by: rightToLeft ? -1 : 1)
        case .left: list.jump(by: rightToLeft ? 1 : -1)
        default: break
        }
        return .running
    }

    /// Handles a mouse report: a click on an item selects it, on an index letter jumps to its first value; the
    /// scroll wheel moves the selection by an item.
    public mutating func handle(_ event: MouseEvent, on layout: ScreenLayout) -> Outcome {
        guard let action = event.action else { return .running }
        let target = layout.target(column: event.column, row: event.row)
        switch (action, target) {
        case (.click, .row(_, let position)?): list.select(position: position)
        case (.click, .indexLetter(let entry)?): list.jump(toIndexEntry: entry)
        case (.scrollUp, _): list.step(by: -1)
        case (.scrollDown, _): list.step(by: 1)
        default: break
        }
        return .running
    }

    /// The screen for a frame: the header and title, the filter, the index letters (the selection's bracketed
    /// or underlined, those without values dimmed), then the list: the caption, the items before and after the
    /// selection around the selection bar, and where the selection is; or a line saying nothing matches.
    public func layout(_ frame: ScreenFrame) -> ScreenLayout {
        let color = frame.color
        let reverse = color ? "\u{1B}[7m" : "", dim = color ? "\u{1B}[2m" : "", underline = color ? "\u{1B}[4m" : ""
        let reset = color ? "\u{1B}[0m" : ""
        var lines: [(text: String, targets: [(columns: Range<Int>, target: ScreenLayout.Target)])] = []
        lines.append((frame.header, []))
        if let title = frame.titleLine { lines.append((title, [])) }
        lines.append(("", []))
        lines.append(
            (
                "   "
                    + (list.filter.isEmpty ? "type to filter" : "filter: " + LocaleError.printable(list.filter) + "▏"),
                []
            ))

        // The index: each letter one column apart; mirrored right to left.
        let entries = Array(list.index.enumerated()), current = list.currentIndexEntry
        var text = "   ", targets: [(columns: Range<Int>, target: ScreenLayout.Target)] = [], x = 3
        for (position, entry) in rightToLeft ? entries.reversed() : entries {
            let isCurrent = position == current
            let label = isCurrent && !color ? "[" + entry.label + "]" : entry.label
            let width = displayWidth(label)
            targets.append(((x - 1)..<(x + width), .indexLetter(position)))
            text +=
                isCurrent ? underline + label + reset : entry.firstMatch == nil ? dim + label + reset : label
            text += " "
            x += width + 1
        }
        lines.append((text, targets))
        lines.append(("", []))

        if let shown = list.presentation, let position = list.position {
            lines.append(("   " + (shown.caption ?? ""), []))
            let current = shown.current + (shown.unitLabel.map { " " + $0 } ?? "")
            let rows: [(String?, Int)] = [
                (shown.previous, position - 1), (current, position), (shown.next, position + 1),
            ]
            for (line, (label, row)) in rows.enumerated() {
                guard let label else {
                    lines.append(("", []))
                    continue
                }
                let body =
                    line == 1 ? (color ? reverse + " ▶ " + label + " ◀ " + reset : " ▶ " + label + " ◀") : "   " + label
                lines.append((body, [(0..<frame.width, .row(wheel: 0, row: row))]))
            }
            lines.append(("   " + (shown.indicator.map { "\($0.index)/\($0.count)" } ?? ""), []))
        } else {
            lines.append(("", []))
            lines.append(("   no value matches “" + LocaleError.printable(list.filter) + "”", []))
            lines.append(("", []))
        }
        lines.append(("", []))
        lines.append((Screen.keys(width: frame.width, Self.keyNames), []))
        // A short terminal gives up the lines around the list first: the blank ones, then the header.
        var height = lines.count
        while height > frame.height, let blank = lines.lastIndex(where: { $0.text.isEmpty && $0.targets.isEmpty }) {
            lines.remove(at: blank)
            height -= 1
        }
        if lines.count > frame.height, !lines.isEmpty { lines.removeFirst() }
        // Shorter still: the lines around the selection bar (or the line saying nothing matches).
        if lines.count > frame.height, frame.height > 0,
            let focus = lines.firstIndex(where: { $0.text.contains(" ▶ ") || $0.text.hasPrefix("   no value matches") })
        {
            let start = max(0, min(focus - frame.height / 2, lines.count - frame.height))
            lines = Array(lines[start..<(start + frame.height)])
        }
        return ScreenLayout(lines, width: frame.width, height: frame.height)
    }
}
