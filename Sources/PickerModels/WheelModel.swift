/// What a person moves with the keys and the mouse: wheels, each with rows and a selection, that step, jump to
/// an edge and are reached by typing. ``WheelNavigation`` moves the focus among a model's wheels and turns keys
/// into these operations (React Stately's split: the state of the navigation, the model it moves, and a view that
/// draws both), so that every UI of a picker takes the same keys the same way.
///
/// The generic ``Picker`` is one, and so is every ``PickerModel`` (a ``DatePicker``, a ``CountdownPicker``,
/// an ``AnyPickerModel``).
public protocol WheelModel: Sendable {
    /// How many wheels there are; they are addressed by index, from 0.
    var wheelCount: Int { get }
    /// Wheel `index` as a UI draws it: its rows, the selected one and whether it loops.
    ///
    /// - Precondition: `index` is below ``wheelCount``.
    func component(at index: Int) -> PickerComponent

    /// Selects a row of a wheel and updates the value and every wheel that depends on it; a disabled row moves
    /// the value to the nearest allowed one.
    ///
    /// - Throws: ``PickerError/noSuchComponent(_:)`` or ``PickerError/noSuchRow(component:row:)``.
    mutating func select(row: Int, inWheel component: Int) throws(PickerError)
    /// Spins a wheel by `delta` enabled rows (positive: to later rows), wrapping on cyclic wheels.
    ///
    /// - Throws: ``PickerError/noSuchComponent(_:)``.
    mutating func step(by delta: Int, inWheel component: Int) throws(PickerError)
    /// Selects a wheel's first allowed value, as Home does.
    ///
    /// - Throws: ``PickerError/noSuchComponent(_:)``.
    mutating func selectFirst(inWheel component: Int) throws(PickerError)
    /// Selects a wheel's last allowed value, as End does.
    ///
    /// - Throws: ``PickerError/noSuchComponent(_:)``.
    mutating func selectLast(inWheel component: Int) throws(PickerError)

    /// What a character typed on a wheel is to it: a digit of the number its rows are reached by, a character of
    /// their labels, or nil for a character that reaches none of its rows (a letter on a date's day wheel).
    func typed(_ character: Character, inWheel component: Int) -> TypedCharacter?
    /// The enabled row that text typed on a wheel reaches, or nil: by number for digits
    /// (``TypedCharacter/digit(_:)``), else by the start of a label, from the selection onwards and around
    /// (`includingSelection` false: from the row after it).
    func row(typed: String, inWheel component: Int, includingSelection: Bool) -> Int?
}
