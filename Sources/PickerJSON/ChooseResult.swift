import PickerModels

/// What `datepick choose --format json` prints for accepted wheels of values: `values` (the value chosen on each
/// wheel, in wheel order: an id of a `--list`), `labels` (what the person saw selected: the id's name), `rows` (the
/// index of each among its wheel's values, from 0) and `units` (each wheel's unit label, or null).
public enum ChooseResult {
    /// The result of accepting a picker of values.
    ///
    /// ```swift
    /// let wheels = [ValueWheel(["S", "M"], selected: "M")]
    /// ChooseResult.json(try Picker(choosing: wheels), wheels: wheels).text
    /// // {"values": ["M"], "labels": ["M"], "rows": [1], "units": [null]}, laid out over lines
    /// ```
    ///
    /// - Parameter wheels: What the picker was made of (``Picker/init(choosing:)``), whose values are printed.
    public static func json(_ picker: Picker, wheels: [ValueWheel]) -> JSONValue {
        .object([
            ("values", .strings(values(picker, wheels: wheels))),
            ("labels", .strings(picker.labels)),
            ("rows", .array(picker.selection.map { .int($0) })),
            ("units", .array(picker.components.map { .string($0.unitLabel) })),
        ])
    }

    /// The value selected on each wheel: what `datepick choose` prints, tab-separated.
    public static func values(_ picker: Picker, wheels: [ValueWheel]) -> [String] {
        zip(picker.selection, wheels).map { row, wheel in wheel.values[row] }
    }
}
