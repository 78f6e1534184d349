/// A wheel shown as a list, a stack or a sequence (watchOS's picker styles): the item before, the current one
/// and the one after, a caption, and a scroll indicator where the count of items is not obvious.
public struct ListPresentation: Hashable, Sendable {
    /// The label of the row before the selection, or nil where ``PickerComponent/window(radius:)`` shows none
    /// (at the first row of a wheel that does not loop).
    public var previous: String?
    /// The label of the selected row.
    public var current: String
    /// The label of the row after the selection, or nil where the window shows none (at the last row of a wheel
    /// that does not loop).
    public var next: String?
    /// The caption under the item: the row's own, else the component's title.
    public var caption: String?
    /// The unit shown beside the current item (`kg`), or nil: as a wheel's selection bar shows it, never apart
    /// from the value.
    public var unitLabel: String? = nil
    /// Where the selection is (row i of n), present where the number of items is not obvious: a wheel that
    /// does not loop and holds more than a glance takes in (more than 7 rows).
    public var indicator: (index: Int, count: Int)?

    /// The most items a glance takes in without counting: above it, a list shows where the selection is.
    public static let glance = 7

    /// Whether the two show the same: every label, the caption and the indicator (a tuple, which is not
    /// `Equatable`, hence this function).
    public static func == (lhs: ListPresentation, rhs: ListPresentation) -> Bool {
        lhs.previous == rhs.previous && lhs.current == rhs.current && lhs.next == rhs.next
            && lhs.caption == rhs.caption && lhs.unitLabel == rhs.unitLabel
            && lhs.indicator?.index == rhs.indicator?.index
            && lhs.indicator?.count == rhs.indicator?.count
    }

    /// Hashes what `==` compares, the indicator by its index and count.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(previous)
        hasher.combine(current)
        hasher.combine(next)
        hasher.combine(caption)
        hasher.combine(unitLabel)
        hasher.combine(indicator?.index)
        hasher.combine(indicator?.count)
    }
}

extension PickerComponent {
    /// This wheel as a list, a stack or a sequence presents it.
    public var listPresentation: ListPresentation {
        let window = window(radius: 1)
        return ListPresentation(
            previous: window[0]?.label, current: selected.label, next: window[2]?.label,
            caption: selected.caption ?? title, unitLabel: selected.unitLabel,
            indicator: !isCyclic && rows.count > ListPresentation.glance ? (selectedRow + 1, rows.count) : nil)
    }
}
