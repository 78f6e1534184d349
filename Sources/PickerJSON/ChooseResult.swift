import DateModes

/// What `datepick choose --format json` prints for accepted wheels of values: `values` (the value chosen on each
/// wheel, in wheel order), `rows` (the index of each among its wheel's values, from 0) and `units` (each wheel's
/// unit label, or null).
public enum ChooseResult {
    /// The result of accepting a picker of values.
    ///
    /// ```swift
    /// ChooseResult.json(try Picker(choosing: [ValueWheel(["S", "M"], selected: "M")])).text
    /// // {"values": ["M"], "rows": [1], "units": [null]}, laid out over lines
    /// ```
    public static func json(_ picker: Picker) -> JSONValue {
        .object([
            ("values", .strings(picker.labels)),
            ("rows", .array(picker.selection.map { .int($0) })),
            ("units", .array(picker.components.map { .string($0.unitLabel) })),
        ])
    }
}
