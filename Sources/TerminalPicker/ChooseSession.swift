import PickerModels

/// What `datepick choose` drives on the terminal: wheels of values (the generic ``Picker``), with the date
/// wheels' keys and mouse (``WheelNavigation``), and typing to jump to a value. Pure state, so it is tested
/// without a terminal.
///
/// Keys: ←/→ Tab Shift-Tab wheel, ↑/↓ j/k spin, PgUp/PgDn, Home/End, Enter accept, Esc/q cancel; any other
/// printable character is typed: the focused wheel jumps to the next value starting with what was typed (ignoring
/// case). Typing goes on within ``TypeAhead/pause`` seconds; the same letter again steps to the next value
/// starting with it.
public struct ChooseSession: TerminalSession {
    /// The wheels being driven.
    public private(set) var picker: Picker
    /// Where the keys go among the wheels, and what was typed.
    private var navigation: WheelNavigation

    /// The keys line: the date wheels' keys, with typing in place of digits.
    static let keyNames = [
        "Enter accept", "Esc/q cancel", "↑/↓ j/k spin", "←/→ Tab wheel", "type to jump", "PgUp/PgDn", "Home/End",
    ]

    /// Makes a session on a picker of values, the focus on its first wheel, mirrored `rightToLeft`.
    public init(_ picker: Picker, rightToLeft: Bool = false) {
        self.picker = picker
        navigation = WheelNavigation(for: picker, rightToLeft: rightToLeft)
    }

    /// Nil: wheels of values hold no date or duration; the caller reads ``picker``.
    public var model: AnyPickerModel? { nil }

    /// The wheel with the focus (index into the picker's components); the first at start.
    public var focus: Int { navigation.focus ?? 0 }

    /// Whether the wheels run from right to left (Arabic, Hebrew): their order, and the unit to the left of the value.
    public var rightToLeft: Bool { navigation.isRightToLeft }

    /// Characters typed so far for a jump, reset after a pause or another key.
    public var typed: String { navigation.typed }

    /// Handles one key at a moment (seconds, any clock) and says whether the session goes on.
    public mutating func handle(_ key: Key, at now: Double) -> Outcome {
        switch key {
        case .enter: return .accepted
        case .escape, .interrupt, .character("q"): return .cancelled
        default:
            navigation.handle(key, at: now, in: &picker)
            return .running
        }
    }

    /// Handles a mouse report as ``PickSession`` does: a click focuses a wheel and selects the row clicked, the
    /// scroll wheel spins the wheel under the pointer by a row.
    public mutating func handle(_ event: MouseEvent, on layout: ScreenLayout) -> Outcome {
        if let action = event.action, let target = layout.target(column: event.column, row: event.row) {
            navigation.handle(action, on: target, in: &picker)
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
