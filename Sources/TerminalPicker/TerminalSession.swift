import PickerModels

/// What `datepick pick` drives on the terminal: a state that keys change and that draws itself as a screen of
/// text. The wheels (``PickSession``) and the month calendar (``CalendarPickSession``) are two.
public protocol TerminalSession: Sendable {
    /// Handles one key at a moment (seconds, any clock) and says whether the session goes on.
    mutating func handle(_ key: Key, at now: Double) -> Outcome
    /// Handles a mouse report on the screen it was made on (what ``layout(_:)`` drew), and says whether the
    /// session goes on: a click or the scroll wheel never accepts nor cancels.
    mutating func handle(_ event: MouseEvent, on layout: ScreenLayout) -> Outcome
    /// The screen for a frame: `height` lines at most, each `width` columns at most; reverse video and dimming
    /// with `color`, text marks without it (NO_COLOR); with what stands at each cell.
    func layout(_ frame: ScreenFrame) -> ScreenLayout
    /// The picker that holds the value, which the caller prints (``AnyPickerModel/printed(pattern:)``, or as data);
    /// nil for a bare month calendar, whose value is its focused day.
    var model: AnyPickerModel? { get }
}

extension TerminalSession {
    /// The screen's text for a frame (``layout(_:)``).
    public func render(width: Int, height: Int, color: Bool, header: String, title: String? = nil) -> String {
        layout(ScreenFrame(width: width, height: height, color: color, header: header, title: title)).text
    }
}
