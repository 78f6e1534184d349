import PickerModels

/// The terminal's keys and mouse reports as the wheels' navigation takes them: what every session with wheels
/// (``PickSession``, ``ChooseSession``, ``CalendarPickSession``'s time wheels) hands on.
extension WheelNavigation {
    /// A terminal key as the wheels take it: j and k spin as ↓ and ↑ do (vi's keys); a key that is not the wheels'
    /// (Backspace, bytes that mean nothing) ends what was typed.
    ///
    /// - Returns: Whether the wheels took the key (``WheelNavigation/handle(_:at:in:)``).
    @discardableResult
    mutating func handle<Model: WheelModel>(_ key: TerminalPicker.Key, at now: Double, in model: inout Model) -> Bool {
        let taken: WheelNavigation.Key
        switch key {
        case .up, .character("k"): taken = .up
        case .down, .character("j"): taken = .down
        case .pageUp: taken = .pageUp
        case .pageDown: taken = .pageDown
        case .home: taken = .home
        case .end: taken = .end
        case .left: taken = .left
        case .right: taken = .right
        case .tab: taken = .tab
        case .backTab: taken = .backTab
        case .character(let character): taken = .character(character)
        case .enter, .escape, .interrupt, .backspace, .suspend, .mouse, .paste, .unknown:
            clearTyped()
            return false
        }
        return handle(taken, at: now, in: &model)
    }

    /// A mouse report on what a screen shows: a click on a wheel gives it the focus and selects the row clicked
    /// (if it can be chosen), the scroll wheel spins the wheel under the pointer by a row. Either ends what was
    /// typed.
    ///
    /// - Returns: Whether the target was a wheel's; the session handles any other (a calendar's day).
    @discardableResult
    mutating func handle<Model: WheelModel>(
        _ action: MouseEvent.Action, on target: ScreenLayout.Target, in model: inout Model
    ) -> Bool {
        switch (action, target) {
        case (.click, .wheel(let wheel)): click(wheel: wheel, in: &model)
        case (.click, .row(let wheel, let row)): click(wheel: wheel, row: row, in: &model)
        case (.scrollUp, .wheel(let wheel)), (.scrollUp, .row(let wheel, _)):
            scroll(wheel: wheel, by: -1, in: &model)
        case (.scrollDown, .wheel(let wheel)), (.scrollDown, .row(let wheel, _)):
            scroll(wheel: wheel, by: 1, in: &model)
        default:
            clearTyped()
            return false
        }
        return true
    }
}
