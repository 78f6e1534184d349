/// The generic picker's wheels as ``WheelNavigation`` moves them: by index, reached by typing the start of a
/// label (``row(typed:inWheel:includingSelection:)``, in `ValueWheel.swift`).
extension Picker: WheelModel {
    /// How many wheels there are.
    public var wheelCount: Int { components.count }

    /// Wheel `index`.
    public func component(at index: Int) -> PickerComponent { components[index] }

    /// Selects a wheel's first enabled row, as Home does.
    ///
    /// - Throws: ``PickerError/noSuchComponent(_:)``.
    public mutating func selectFirst(inWheel component: Int) throws(PickerError) {
        try selectEdge(last: false, inWheel: component)
    }

    /// Selects a wheel's last enabled row, as End does.
    ///
    /// - Throws: ``PickerError/noSuchComponent(_:)``.
    public mutating func selectLast(inWheel component: Int) throws(PickerError) {
        try selectEdge(last: true, inWheel: component)
    }

    private mutating func selectEdge(last: Bool, inWheel component: Int) throws(PickerError) {
        guard components.indices.contains(component) else { throw .noSuchComponent(component) }
        if let edge = components[component].rows.edgeEnabledRow(last: last) {
            components[component].selectedRow = edge
        }
    }

    /// Any character is a character of the labels: a wheel of values is reached by the start of its values' labels.
    public func typed(_ character: Character, inWheel component: Int) -> TypedCharacter? {
        .text(character)
    }
}
