import CalendarEngine
import DateModes

/// What happens in `datepick pick` when a key is pressed: focus moves between wheels, wheels spin, typed
/// digits jump to a row (letters, on the zone wheel, to a zone by its name), Enter accepts, Escape cancels. The mouse: a click on a wheel gives it the focus and
/// selects the row clicked (a disabled row only the focus: the value stays, as the keys skip such rows), and
/// the scroll wheel spins the wheel under the pointer by a row, leaving the focus where it was. Pure state,
/// so it is tested without a terminal.
public struct PickSession: TerminalSession {
    /// The picker being driven: a date picker's moment or a countdown's duration.
    public private(set) var picker: AnyPickerModel
    /// The wheel with the focus (index into the picker's wheels); the first at start.
    public private(set) var focus = 0
    /// Digits typed so far for a jump, reset after a pause or another key.
    public private(set) var typed = ""
    private var typedAt = -Double.infinity

    /// Rows that PgUp and PgDn move.
    public static let pageSize = 5
    /// Seconds after which typed digits start a new number.
    public static let typingPause = 1.0

    /// Makes a session on a picker, the focus on its first wheel.
    public init(_ picker: AnyPickerModel) {
        self.picker = picker
    }

    /// The picker being driven, ``picker``: a wheel session always has one.
    public var model: AnyPickerModel? { picker }

    private var isRightToLeft: Bool { picker.profile.direction == .rtl }

    /// Handles one key at a moment (seconds, any clock) and says whether the session goes on.
    public mutating func handle(_ key: Key, at now: Double) -> Outcome {
        if case .character(let character) = key, let digit = picker.profile.digitValue(character) {
            if now - typedAt > Self.typingPause { typed = "" }
            typed.append(String(digit))
            typedAt = now
            jumpToTyped()
            return .running
        }
        if case .character(let character) = key, !["j", "k", "q"].contains(character),
            picker.wheels[focus].field == .timeZone
        {
            jumpToZone(typing: character, at: now)
            return .running
        }
        typed = ""
        let count = picker.wheels.count
        switch key {
        case .enter: return .accepted
        case .escape, .interrupt, .character("q"): return .cancelled
        // On screen a right-to-left picker is mirrored, so the arrows follow what the eye sees.
        case .right: focus = (focus + (isRightToLeft ? count - 1 : 1)) % count
        case .left: focus = (focus + (isRightToLeft ? 1 : count - 1)) % count
        case .tab: focus = (focus + 1) % count
        case .backTab: focus = (focus + count - 1) % count
        case .down, .character("j"): spin(1)
        case .up, .character("k"): spin(-1)
        case .pageDown: spin(Self.pageSize)
        case .pageUp: spin(-Self.pageSize)
        case .home: try? picker.selectFirst(inComponent: focus)
        case .end: try? picker.selectLast(inComponent: focus)
        default: break
        }
        return .running
    }

    /// Handles a mouse report on the screen ``layout(_:)`` drew: a click focuses a wheel and selects the row
    /// clicked if it is enabled, the scroll wheel spins the wheel under the pointer by a row. It never accepts nor
    /// cancels.
    public mutating func handle(_ event: MouseEvent, on layout: ScreenLayout) -> Outcome {
        guard let action = event.action, let target = layout.target(column: event.column, row: event.row) else {
            return .running
        }
        typed = ""
        switch (action, target) {
        case (.click, .wheel(let wheel)):
            focus = wheel
        case (.click, .row(let wheel, let row)):
            focus = wheel
            if picker.wheels[wheel].component.rows.isEnabled(at: row) {
                try? picker.select(row: row, inComponent: wheel)
            }
        case (.scrollUp, .wheel(let wheel)), (.scrollUp, .row(let wheel, _)):
            try? picker.step(by: -1, inComponent: wheel)
        case (.scrollDown, .wheel(let wheel)), (.scrollDown, .row(let wheel, _)):
            try? picker.step(by: 1, inComponent: wheel)
        default: break
        }
        return .running
    }

    private mutating func spin(_ delta: Int) {
        try? picker.step(by: delta, inComponent: focus)
    }

    /// Selects the row the typed digits reach (``PickerModel/row(typed:inComponent:)``).
    private mutating func jumpToTyped() {
        if let row = picker.row(typed: typed, inComponent: focus) { try? picker.select(row: row, inComponent: focus) }
    }

    /// On the zone wheel, jumps to the next zone whose name starts with what was typed (as `datepick choose` does;
    /// a space too, so `New Y` reaches New York): one letter typed again steps through the zones it starts, a
    /// longer prefix narrows in place.
    private mutating func jumpToZone(typing character: Character, at now: Double) {
        let fresh = now - typedAt > Self.typingPause
        if fresh { typed = "" }
        let repeated = typed == String(character)
        if !repeated { typed.append(character) }
        typedAt = now
        if let row = picker.picker.row(typed: typed, inComponent: focus, includingSelection: !repeated && !fresh) {
            try? picker.select(row: row, inComponent: focus)
        }
    }

    /// The screen for a frame, with what stands at each cell, as ``Screen/layout(_:_:)`` draws it.
    public func layout(_ frame: ScreenFrame) -> ScreenLayout {
        Screen.layout(self, frame)
    }
}
