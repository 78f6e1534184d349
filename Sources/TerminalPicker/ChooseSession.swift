import DateModes

/// What `datepick choose` drives on the terminal: wheels of values (the generic ``Picker``), with the date
/// wheels' keys and mouse, and typing to jump to a value. Pure state, so it is tested without a terminal.
///
/// Keys: ←/→ Tab Shift-Tab wheel, ↑/↓ j/k spin, PgUp/PgDn, Home/End, Enter accept, Esc/q cancel; any other
/// printable character is typed: the focused wheel jumps to the next value starting with what was typed (ignoring
/// case). Typing goes on within ``PickSession/typingPause`` seconds; the same letter again steps to the next
/// value starting with it.
public struct ChooseSession: TerminalSession {
    /// The wheels being driven.
    public private(set) var picker: Picker
    /// The wheel with the focus (index into the picker's components); the first at start.
    public private(set) var focus = 0
    /// Whether the wheels run from right to left (Arabic, Hebrew): their order, and the unit to the left of the value.
    public let rightToLeft: Bool
    /// Characters typed so far for a jump, reset after a pause or another key.
    public private(set) var typed = ""
    private var typedAt = -Double.infinity

    /// The keys line: the date wheels' keys, with typing in place of digits.
    static let keyNames = [
        "Enter accept", "Esc/q cancel", "↑/↓ j/k spin", "←/→ Tab wheel", "type to jump", "PgUp/PgDn", "Home/End",
    ]

    /// Makes a session on a picker of values, the focus on its first wheel, mirrored `rightToLeft`.
    public init(_ picker: Picker, rightToLeft: Bool = false) {
        self.picker = picker
        self.rightToLeft = rightToLeft
    }

    /// Nil: wheels of values hold no date or duration; the caller reads ``picker``.
    public var model: AnyPickerModel? { nil }

    /// Handles one key at a moment (seconds, any clock) and says whether the session goes on.
    public mutating func handle(_ key: Key, at now: Double) -> Outcome {
        let count = picker.components.count
        if case .character(let character) = key, !["j", "k", "q"].contains(character) {
            let fresh = now - typedAt > PickSession.typingPause
            if fresh { typed = "" }
            // One letter typed again steps through the values it starts; a longer prefix narrows in place.
            let repeated = typed == String(character)
            if !repeated { typed.append(character) }
            typedAt = now
            if let row = picker.row(typed: typed, inComponent: focus, includingSelection: !repeated && !fresh) {
                try? picker.select(row: row, inComponent: focus)
            }
            return .running
        }
        typed = ""
        switch key {
        case .enter: return .accepted
        case .escape, .interrupt, .character("q"): return .cancelled
        // Mirrored right to left, as PickSession's: the arrows follow what the eye sees, Tab the order of the wheels.
        case .right: focus = (focus + (rightToLeft ? count - 1 : 1)) % count
        case .left: focus = (focus + (rightToLeft ? 1 : count - 1)) % count
        case .tab: focus = (focus + 1) % count
        case .backTab: focus = (focus + count - 1) % count
        case .down, .character("j"): try? picker.step(by: 1, inComponent: focus)
        case .up, .character("k"): try? picker.step(by: -1, inComponent: focus)
        case .pageDown: try? picker.step(by: PickSession.pageSize, inComponent: focus)
        case .pageUp: try? picker.step(by: -PickSession.pageSize, inComponent: focus)
        case .home: try? picker.select(row: 0, inComponent: focus)
        case .end: try? picker.select(row: picker.components[focus].rows.count - 1, inComponent: focus)
        default: break
        }
        return .running
    }

    /// Handles a mouse report as ``PickSession`` does: a click focuses a wheel and selects the row clicked, the
    /// scroll wheel spins the wheel under the pointer by a row.
    public mutating func handle(_ event: MouseEvent, on layout: ScreenLayout) -> Outcome {
        guard let action = event.action, let target = layout.target(column: event.column, row: event.row) else {
            return .running
        }
        typed = ""
        switch (action, target) {
        case (.click, .wheel(let wheel)): focus = wheel
        case (.click, .row(let wheel, let row)):
            focus = wheel
            try? picker.select(row: row, inComponent: wheel)
        case (.scrollUp, .wheel(let wheel)), (.scrollUp, .row(let wheel, _)):
            try? picker.step(by: -1, inComponent: wheel)
        case (.scrollDown, .wheel(let wheel)), (.scrollDown, .row(let wheel, _)):
            try? picker.step(by: 1, inComponent: wheel)
        default: break
        }
        return .running
    }

    /// The screen for a frame: the wheels (numbered above them when there are several), the values chosen
    /// with their units, and the keys; right to left, the wheels and each unit beside its value mirrored.
    public func layout(_ frame: ScreenFrame) -> ScreenLayout {
        let several = picker.components.count > 1
        let components = picker.components.enumerated().map { index, component in
            var component = component
            component.title = "\(index + 1)"
            return component
        }
        var chosen = picker.components.map { component in
            let parts = [component.selected.label, component.unitLabel].compactMap { $0 }
            return (rightToLeft ? parts.reversed() : parts).joined(separator: " ")
        }
        if rightToLeft { chosen.reverse() }
        return Screen.layout(
            components, focus: focus, rightToLeft: rightToLeft,
            valueLine: chosen.joined(separator: " · ") + (typed.isEmpty ? "" : "   typed: " + typed),
            showsTitles: several, keys: Self.keyNames,
            frame)
    }
}
