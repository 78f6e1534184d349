/// A wheel of a date or countdown picker: the field it sets and the component a UI draws (its rows, the
/// selected row, the unit label in the selection bar, whether it loops).
public struct FieldWheel: Sendable {
    /// How the wheel's rows are written (its pattern) and titled.
    let plan: WheelPlan
    /// What the rows were built from and what each stands for.
    var rows: WheelRows
    /// The wheel as a UI draws it.
    public internal(set) var component: PickerComponent

    /// The value the wheel sets.
    public var field: PickerField { plan.field }
}
