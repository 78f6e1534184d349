import CalendarEngine
import PickerModels

/// What `datepick pick --style field` drives: a typed date field (``PickerModels/DateFieldState``) on one line,
/// drawn in place as a shell prompt is, with the `--title` text before it. Enter accepts a complete, valid
/// value; on an incomplete or invalid one it says why on the line below and the field stays; a wall time that
/// happens twice is told by its offset on that line (`GMT-05:00`), as the pattern shows none. A bracketed paste
/// (``Key/paste(_:)``) is a whole date, read as `datepick parse` reads it
/// (``PickerModels/DateFieldState/setText(_:now:)``); one it cannot read changes nothing and the line below says
/// why. Esc and Ctrl-C cancel (not `q`, a letter a day period may start with). Pure state, so it is tested without
/// a terminal.
public struct FieldPickSession: TerminalSession {
    /// The field being edited.
    public private(set) var field: DateFieldState
    /// Why the last Enter or paste was refused, shown on the line below until the next key; nil when nothing.
    public private(set) var message: String?

    /// Makes a session on a field.
    public init(_ field: DateFieldState) {
        self.field = field
    }

    /// The field's picker, whose value is printed when the session is accepted.
    public var model: AnyPickerModel? { .date(field.picker) }

    /// Handles one key and says whether the session goes on.
    public mutating func handle(_ key: Key, at now: Double) -> Outcome {
        message = nil
        let mapped: DateFieldKey
        switch key {
        case .enter:
            guard let problem = field.problem else { return .accepted }
            message = problem
            return .running
        case .escape, .interrupt: return .cancelled
        case .paste(let text):
            if !field.setText(text) { message = field.problem }
            return .running
        case .left: mapped = .left
        case .right: mapped = .right
        case .tab: mapped = .tab
        case .backTab: mapped = .backTab
        case .up: mapped = .up
        case .down: mapped = .down
        case .pageUp: mapped = .pageUp
        case .pageDown: mapped = .pageDown
        case .home: mapped = .home
        case .end: mapped = .end
        case .backspace: mapped = .backspace
        case .character(let character): mapped = .character(character)
        default: return .running
        }
        field.press(mapped)
        return .running
    }

    /// What the picker took for a typed minute or second off its interval (the value Enter prints, which the
    /// field does not show): `taken as 2:00 PM, on the 15-minute interval`; nil when nothing was rounded.
    var roundedValue: String? {
        guard field.isComplete,
            field.adjustments.contains(where: { if case .roundedToInterval = $0 { true } else { false } })
        else { return nil }
        let picker = field.picker, configuration = picker.configuration
        let shown = picker.context.format(picker.date.timeIntervalSince1970, pattern: field.pattern.pattern)
        let minute = field.value(of: .minute).map { $0 % configuration.minuteInterval != 0 } ?? false
        let unit = minute ? "\(configuration.minuteInterval)-minute" : "\(configuration.secondInterval)-second"
        return "taken as \(shown), on the \(unit) interval"
    }

    /// The mouse changes nothing in a typed field.
    public mutating func handle(_ event: MouseEvent, on layout: ScreenLayout) -> Outcome { .running }

    /// One line: the title, then the segments (the focused one in reverse video, or between `[` and `]`
    /// without color) as the screen shows them, left to right: in the field's screen order
    /// (``PickerModels/DateFieldState/screenOrder``: the bidi algorithm's, so a Hebrew time reads `14:05`), each
    /// segment's characters in screen order too (``PickerModels/DateFieldState/screenText(at:)``), bidi marks left
    /// out. A second line says why Enter was refused.
    ///
    /// The line is laid out here, as most terminals draw text as written; a terminal that reorders text itself
    /// is asked not to (ECMA-48's BDSM, explicit mode, `CSI 8 l`, set while the field is shown: VTE and the
    /// terminal bidi proposal honour it).
    public func layout(_ frame: ScreenFrame) -> ScreenLayout {
        var line = frame.title.flatMap { $0.isEmpty ? nil : LocaleError.printable($0) + " " } ?? ""
        let segments = field.segments
        for index in field.screenOrder {
            let segment = segments[index]
            var scalars = String.UnicodeScalarView()
            scalars.append(
                contentsOf: field.screenText(at: index).unicodeScalars.filter { !$0.properties.isBidiControl })
            let text = String(scalars)
            guard index == field.focus else {
                line += frame.color && segment.isPlaceholder ? "\u{1B}[2m" + text + "\u{1B}[0m" : text
                continue
            }
            line += frame.color ? "\u{1B}[7m" + text + "\u{1B}[0m" : "[" + text + "]"
        }
        var lines: [(text: String, targets: [(columns: Range<Int>, target: ScreenLayout.Target)])] = [(line, [])]
        if let message {
            lines.append(("  " + message, []))
        } else if field.isRepeatedTime {
            // The pattern shows no offset: which of the two instants the field means is said below it, by the
            // offset of the instant the field names (the picker has it only once it is valid).
            let picker = field.picker
            let offset = picker.context.format(
                field.enteredInstant ?? picker.date.timeIntervalSince1970, pattern: "ZZZZ")
            let which = field.repeatedTime == .later ? "the later" : "the earlier"
            lines.append(("  \(which) of two such times, \(offset) (↑/↓ on the hour for the other)", []))
        } else if let rounded = roundedValue {
            lines.append(("  " + rounded, []))
        }
        return ScreenLayout(lines, width: max(frame.width, 1), height: 2)
    }
}
