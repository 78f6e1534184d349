import CalendarEngine
import PickerModels
import TerminalPicker

// What `datepick pick` prints for a session's value, for the tests: the picker's (``AnyPickerModel/printed(pattern:)``,
// as the CLI prints it); for a bare month calendar, which the CLI never runs, the focused day.

extension PickSession {
    func output(pattern: String?) -> String { (try? picker.printed(pattern: pattern)) ?? "not a pattern" }
}

extension CalendarPickSession {
    func output(pattern: String?) -> String {
        if let model { return (try? model.printed(pattern: pattern)) ?? "not a pattern" }
        guard let pattern else { return grid.isoDate(ofDay: grid.focusedDay) }
        return grid.context.format(
            grid.context.day(julianDay: grid.focusedDay).start, pattern: pattern, asListItem: false)
    }
}
