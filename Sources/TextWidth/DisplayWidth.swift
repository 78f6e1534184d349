// How wide text is where it is drawn in columns of a monospaced grid: the terminal picker's screens, the text
// the CLI prints, and the SVGs (which size their cells by it). Below both views, so neither depends on the other.

/// Columns a string takes in a terminal: 0 for combining marks and format characters, 2 for East Asian wide and
/// fullwidth characters (UAX #11 ranges pickers meet: CJK, Hangul, fullwidth forms), 1 otherwise.
package func displayWidth(_ text: String) -> Int {
    text.unicodeScalars.reduce(0) { width, scalar in
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return width
        default: break
        }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return width + 2
        default:
            return width + 1
        }
    }
}

/// Text padded with spaces to a number of terminal columns.
package func padded(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - displayWidth(text)))
}
