import CalendarEngine
import PickerModels

/// What happens in `datepick pick` when a key is pressed: the wheels take the keys and the mouse as every
/// picker's wheels do (``WheelNavigation``: the focus moves between the wheels, mirrored right to left, the
/// wheels spin, typed digits jump to a row and letters, on the zone wheel, to a zone by its name; a click on a
/// wheel gives it the focus and selects the row clicked, a disabled row only the focus, as the keys skip such
/// rows; the scroll wheel spins the wheel under the pointer by a row, leaving the focus where it was), j and k
/// spin as ↓ and ↑, Enter accepts, Escape or q cancels. Pure state, so it is tested without a terminal.
public struct PickSession: TerminalSession {
    /// The picker being driven: a date picker's moment or a countdown's duration.
    public private(set) var picker: AnyPickerModel
    /// Where the keys go among the wheels, and what was typed.
    private var navigation: WheelNavigation

    /// Makes a session on a picker, the focus on its first wheel.
    public init(_ picker: AnyPickerModel) {
        self.picker = picker
        navigation = WheelNavigation(for: picker, rightToLeft: picker.profile.direction == .rtl)
    }

    /// The picker being driven, ``picker``: a wheel session always has one.
    public var model: AnyPickerModel? { picker }

    /// The wheel with the focus (index into the picker's wheels); the first at start.
    public var focus: Int { navigation.focus ?? 0 }

    /// Digits typed so far for a jump (letters, on the zone wheel), reset after a pause or another key.
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

    /// Handles a mouse report on the screen ``layout(_:)`` drew: a click focuses a wheel and selects the row
    /// clicked if it is enabled, the scroll wheel spins the wheel under the pointer by a row. It never accepts nor
    /// cancels.
    public mutating func handle(_ event: MouseEvent, on layout: ScreenLayout) -> Outcome {
        if let action = event.action, let target = layout.target(column: event.column, row: event.row) {
            navigation.handle(action, on: target, in: &picker)
        }
        return .running
    }

    /// The screen for a frame, with what stands at each cell, as ``Screen/layout(_:_:)`` draws it.
    public func layout(_ frame: ScreenFrame) -> ScreenLayout {
        Screen.layout(self, frame)
    }
}
