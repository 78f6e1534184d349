import CalendarEngine
import DateModes
import TerminalPicker

/// A picker drawn as text: a few rows of each wheel above and below the selection bar, which carries the
/// unit labels. Right-to-left locales get their wheels mirrored, as a UI mirrors them.
enum WheelText {
    static func render(_ picker: Picker, direction: TextDirection, radius: Int = 2) -> [String] {
        var columns: [[String]] = picker.components.map { component in
            (-radius...radius).map { offset in
                var row = component.selectedRow + offset
                if component.isCyclic { row = (row % component.rows.count + component.rows.count) % component.rows.count }
                guard component.rows.indices.contains(row), offset == 0 || row != component.selectedRow else { return "" }
                let value = component.rows[row]
                var text = value.isEnabled ? value.label : "(\(value.label))"
                if offset == 0, let unit = value.unitLabel { text += " " + unit }
                return text
            }
        }
        if direction == .rtl { columns.reverse() }
        let widths = columns.map { $0.map(displayWidth).max() ?? 0 }
        return (0...(2 * radius)).map { line in
            let cells = columns.indices.map { padded(columns[$0][line], to: widths[$0]) }
            let bar = line == radius
            let line = (bar ? "▶ " : "  ") + cells.joined(separator: "   ")
            return bar ? line + " ◀" : String(line.reversed().drop { $0 == " " }.reversed())
        }
    }
}
