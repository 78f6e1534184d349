/// Focus given from outside the keys: a click or a tap on a segment.
extension DateFieldState {
    /// Gives the focus to an editable segment, as a click on it does; the digits typed start over.
    ///
    /// - Parameter index: The segment's index in ``segments``.
    /// - Returns: Whether the segment took the focus (false for literal text or an index out of range).
    @discardableResult
    public mutating func focus(on index: Int) -> Bool {
        guard editable.contains(index) else { return false }
        focus = index
        typed = ""
        return true
    }
}
