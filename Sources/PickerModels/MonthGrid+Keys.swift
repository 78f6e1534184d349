/// React Aria's calendar keys, taken once for every UI of the month grid: the terminal's calendar, the C
/// library's `dp_calendar_key` and the GTK calendar all map their own key events onto ``Key``.
extension MonthGrid {
    /// A key on the focused day.
    public enum Key: String, CaseIterable, Sendable, Hashable {
        /// The day to the left on screen: the day before, or right to left the day after.
        case left = "ArrowLeft"
        /// The day to the right on screen: the day after, or right to left the day before.
        case right = "ArrowRight"
        /// A week earlier.
        case up = "ArrowUp"
        /// A week later.
        case down = "ArrowDown"
        /// A month earlier (the same day, or the month's last).
        case pageUp = "PageUp"
        /// A month later (the same day, or the month's last).
        case pageDown = "PageDown"
        /// A year earlier, as Shift with Page Up.
        case yearBack = "Shift+PageUp"
        /// A year later, as Shift with Page Down.
        case yearForward = "Shift+PageDown"
        /// The first day of the month shown.
        case home = "Home"
        /// The last day of the month shown.
        case end = "End"
    }

    /// Moves the focus as `key` does, within the bounds; ← and → follow the screen, so in a right-to-left locale
    /// → is the day before.
    public mutating func handle(_ key: Key) {
        let forward = context.profile.direction == .rtl ? -1 : 1
        switch key {
        case .right: moveFocus(byDays: forward)
        case .left: moveFocus(byDays: -forward)
        case .down: moveFocus(byDays: 7)
        case .up: moveFocus(byDays: -7)
        case .pageDown: moveFocus(byMonths: 1)
        case .pageUp: moveFocus(byMonths: -1)
        case .yearForward: moveFocus(byMonths: 12)
        case .yearBack: moveFocus(byMonths: -12)
        case .home: focusMonthEdge(last: false)
        case .end: focusMonthEdge(last: true)
        }
    }
}
