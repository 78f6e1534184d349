import PickerArguments
import PickerJSON
import PickerModels

extension PickerOptions {
    /// Says on stderr, one line each, how the values asked for were moved: from what to what (``notes(_:naming:)``).
    ///
    /// - Parameter mode: Named in each line when a command shows several modes.
    static func noteAdjustments(_ prepared: PreparedPicker, naming mode: Bool = false) {
        for note in notes(prepared, naming: mode) { Datepick.note(note) }
    }
}
