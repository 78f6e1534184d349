/// A wheel of any values, as `datepick choose` and the C library's `dp_values_new` describe one: the values, the
/// unit the selection bar shows beside the selected one, whether it loops, and which value is selected at first.
public struct ValueWheel: Hashable, Sendable {
    /// The values, in wheel order: what choosing a row gives, and its label unless ``labels`` has one.
    public var values: [String]
    /// What the rows show, one per value (`日本` for `JP`), or nil to show the values themselves.
    public var labels: [String]?
    /// The unit label shown in the selection bar beside the selected value (`kg`, `cm`), or nil. Never above
    /// the wheel: the unit reads with the value.
    public var unit: String?
    /// Whether the wheel loops, after the last value the first.
    public var isCyclic: Bool
    /// The value selected at first (its first occurrence), or nil for the first value.
    public var selected: String?
    /// The group each value belongs to (`Japan` for `Asia/Tokyo`), one per value, or nil: a list shows it as the
    /// caption of the item, indexes the value by it, and filtering matches it. Values of a group stand together.
    public var groups: [String]?

    /// Makes a wheel of values; nothing is checked until ``Picker/init(choosing:)``.
    public init(
        _ values: [String], labels: [String]? = nil, unit: String? = nil, isCyclic: Bool = false,
        selected: String? = nil, groups: [String]? = nil
    ) {
        self.values = values
        self.labels = labels
        self.unit = unit
        self.isCyclic = isCyclic
        self.selected = selected
        self.groups = groups
    }
}

extension Picker {
    /// A picker of wheels of values: each wheel's rows are its values, with its unit label on every row.
    ///
    /// ```swift
    /// let picker = try Picker(choosing: [ValueWheel(["S", "M", "L"], selected: "M")])
    /// picker.labels   // ["M"]
    /// ```
    ///
    /// - Throws: ``PickerError/emptyComponent(_:)`` for a wheel without values, ``PickerError/noSuchValue(component:value:)``
    ///   when a wheel's ``ValueWheel/selected`` is not one of its values, ``PickerError/noSuchRow(component:row:)``
    ///   when its ``ValueWheel/labels`` or ``ValueWheel/groups`` are not one per value.
    public init(choosing wheels: [ValueWheel]) throws(PickerError) {
        var components: [PickerComponent] = []
        for (index, wheel) in wheels.enumerated() {
            guard !wheel.values.isEmpty else { throw .emptyComponent(index) }
            var selectedRow = 0
            if let selected = wheel.selected {
                guard let row = wheel.values.firstIndex(of: selected) else {
                    throw .noSuchValue(component: index, value: selected)
                }
                selectedRow = row
            }
            let labels = wheel.labels ?? wheel.values
            guard labels.count == wheel.values.count else { throw .noSuchRow(component: index, row: labels.count) }
            if let groups = wheel.groups, groups.count != wheel.values.count {
                throw .noSuchRow(component: index, row: groups.count)
            }
            let rows = labels.indices.map { PickerRow(labels[$0], unitLabel: wheel.unit, caption: wheel.groups?[$0]) }
            components.append(
                PickerComponent(id: "\(index)", rows: rows, selectedRow: selectedRow, isCyclic: wheel.isCyclic))
        }
        self.init(unchecked: components)
    }

    /// The row of a wheel whose value starts with `typed` (ignoring case), searching from the selection onwards
    /// and around: what typing on a wheel of values jumps to. With `includingSelection` false (a new letter
    /// typed, not a prefix grown), the search starts after the selection, so typing one letter again steps
    /// through the values that start with it. Nil when none does.
    public func row(typed: String, inWheel component: Int, includingSelection: Bool = true) -> Int? {
        guard components.indices.contains(component), !typed.isEmpty else { return nil }
        let wheel = components[component]
        let prefix = typed.lowercased()
        let start = wheel.selectedRow + (includingSelection ? 0 : 1)
        for offset in 0..<wheel.rows.count {
            let row = (start + offset) % wheel.rows.count
            if wheel.rows.isEnabled(at: row), wheel.rows.label(at: row).lowercased().hasPrefix(prefix) { return row }
        }
        return nil
    }
}
