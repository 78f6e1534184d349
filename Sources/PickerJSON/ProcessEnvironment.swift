import Glibc

/// The process's environment, read here and nowhere else: the variables a picker's defaults come from, for the
/// CLI, its picker options and the C library alike, and any other the CLI asks for (`NO_COLOR`).
package enum ProcessEnvironment {
    /// The variables a picker's defaults come from: its locale's (`LC_ALL`, `LC_TIME`, `LANG`, in POSIX's order)
    /// and its zone's (`TZ`).
    package static let pickerVariables = ["LC_ALL", "LC_TIME", "LANG", "TZ"]

    /// The picker's variables that are set: what ``PickerRequest/makePicker(environment:now:checkingOptions:)``
    /// takes the defaults of the options left out from.
    package static var picker: [String: String] { values(pickerVariables) }

    /// The variables of these names that are set. Read one by one with `getenv`: `ProcessInfo.environment`
    /// copies the whole environment into a dictionary on every call, which was 8 % of `datepick --locale ja_JP`
    /// (it asked once per mode).
    package static func values(_ names: [String]) -> [String: String] {
        var values: [String: String] = [:]
        for name in names {
            if let value = getenv(name) { values[name] = String(cString: value) }
        }
        return values
    }
}
