import CalendarEngine
import PickerModels
import TextWidth

/// A picker drawn as text: a few rows of each wheel above and below the selection bar, which carries the
/// unit labels. Right-to-left locales get their wheels mirrored, as a UI mirrors them.
enum WheelText {
    static func render(_ picker: Picker, direction: TextDirection, radius: Int = 2) -> [String] {
        var columns: [[String]] = picker.components.map { component in
            component.window(radius: radius).enumerated().map { line, row in
                guard let row else { return "" }
                var text = row.isEnabled ? row.label : "(\(row.label))"
                if line == radius, let unit = row.unitLabel { text += " " + unit }
                return text
            }
        }
        if direction == .rtl { columns.reverse() }
        let widths = columns.map { $0.map(displayWidth).max() ?? 0 }
        return (0...(2 * radius)).map { line in
            let cells = columns.indices.map { padded(columns[$0][line], to: widths[$0]) }
            let bar = line == radius
            let line = (bar ? "▶ " : "  ") + cells.joined(separator: "   ")
            if bar { return line + " ◀" }
            var trimmed = line
            while trimmed.last == " " { trimmed.removeLast() }
            return trimmed
        }
    }
}
