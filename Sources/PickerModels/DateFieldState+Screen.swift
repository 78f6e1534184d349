import CalendarEngine

/// Where the segments go on screen: ICU's bidi algorithm over the field's line (``CalendarEngine/BidiLine``).
extension DateFieldState {
    /// The field's line laid out by the bidi algorithm in the locale's direction, from the segments as they
    /// read when filled with the picker's value: an empty segment's dashes are neutral, and would otherwise
    /// move the segments as they fill (a Hebrew `––:––` would put the minute on the left until the hour is
    /// typed).
    static func screenLine(of field: DateFieldState) -> BidiLine {
        var filled = field
        filled.values = [:]
        filled.typed = ""
        filled.show(field.picker.calendarFields)
        return BidiLine(filled.segments.map(\.text), direction: field.picker.profile.direction)
    }

    /// The segments' indices in screen order, leftmost first. In right-to-left locales this is the bidi
    /// algorithm's order, not a mirror: a Hebrew time `14:05` keeps its hour on the left, an Arabic date with
    /// right-to-left marks (`٣٠‏/١١‏/٢٠٢٦`) puts the year on the left, and a Hebrew date and time puts the time
    /// left of the date.
    public var screenOrder: [Int] { screen.order }

    /// Whether a segment's text is resolved to run right to left (a right-to-left name, or a literal such as
    /// `, ` between right-to-left runs): a surface that lays out each segment on its own gives it this direction.
    public func isRightToLeft(at index: Int) -> Bool {
        screen.isRightToLeft.indices.contains(index) && screen.isRightToLeft[index]
    }

    /// A segment's text with its characters left to right as the screen shows them (a Hebrew month name from
    /// its last letter), for a surface that draws text as written (a terminal without bidi).
    public func screenText(at index: Int) -> String {
        screen.visualText(segments[index].text, piece: index)
    }

    /// ←/→: the editable segment next to the focused one on screen, to the left or right.
    mutating func moveFocusOnScreen(left: Bool) {
        let order = screenOrder.filter { editable.contains($0) }
        guard let position = order.firstIndex(of: focus) else { return }
        let target = position + (left ? -1 : 1)
        guard order.indices.contains(target) else { return }
        focus = order[target]
        typed = ""
    }
}
