import CalendarEngine

/// What a session draws on: the terminal's size, whether it may use color, and the lines above the picker.
public struct ScreenFrame: Hashable, Sendable {
    /// The terminal's columns.
    public var width: Int
    /// The terminal's lines.
    public var height: Int
    /// Reverse video and dimming; text marks without (NO_COLOR).
    public var color: Bool
    /// The first line (`datepick · 日本語 (日本) · date · Asia/Tokyo`).
    public var header: String
    /// What the picker asks for (`--title`), on a line of its own above it; nil or empty for none.
    public var title: String?

    /// A frame of `width` columns and `height` lines, with the header and title lines drawn above the picker.
    public init(width: Int, height: Int, color: Bool, header: String, title: String? = nil) {
        self.width = width
        self.height = height
        self.color = color
        self.header = header
        self.title = title
    }

    /// The title line as drawn, or nil: control characters shown as escapes (`\u{1B}`), so that no text a script
    /// passes reaches the terminal as a command.
    var titleLine: String? {
        guard let title, !title.isEmpty else { return nil }
        let line = " " + LocaleError.printable(title)
        return color ? "\u{1B}[1m" + line + "\u{1B}[0m" : line
    }
}

/// A drawn screen: its lines, and what stands at each cell that a click or the scroll wheel can reach. Made by
/// the code that draws the lines, so that hit-testing sees what the person sees (mirrored wheels, lines a
/// short terminal gave up, the header and title above).
public struct ScreenLayout: Sendable {
    /// What a cell of the screen shows.
    public enum Target: Hashable, Sendable {
        /// A wheel, where no row of it is (its title, a blank past its end, a calendar's time wheel).
        case wheel(Int)
        /// A row of a wheel: the component and the row's index in it.
        case row(wheel: Int, row: Int)
        /// A day of the calendar, by its Julian day number.
        case day(Int)
        /// The calendar's month arrows.
        case previousMonth, nextMonth
        /// A letter of a list's alphabetic index, by its position in ``ValueList/index``.
        case indexLetter(Int)
    }

    /// A run of cells on one line that shows a target.
    struct Region: Sendable {
        var line: Int
        var columns: Range<Int>
        var target: Target
    }

    /// The lines, top to bottom, each cut to the frame's width.
    public let lines: [String]
    let regions: [Region]

    /// Lines, each with its targets at columns counted from 0, laid out for a frame: at most `height` lines (the
    /// caller has chosen which), each cut to `width` columns.
    init(_ lines: [(text: String, targets: [(columns: Range<Int>, target: Target)])], width: Int, height: Int) {
        let shown = lines.prefix(max(height, 1))
        self.lines = shown.map { Screen.clipped($0.text, to: width) }
        regions = shown.enumerated().flatMap { index, line in
            line.targets.map {
                Region(line: index, columns: $0.columns.clamped(to: 0..<max(width, 0)), target: $0.target)
            }
        }
    }

    /// The screen as the terminal is sent it.
    public var text: String { lines.joined(separator: "\r\n") }

    /// What is drawn at a cell, as a mouse report names it: `column` and `row` count from 1 at the top left.
    public func target(column: Int, row: Int) -> Target? {
        regions.first { $0.line == row - 1 && $0.columns.contains(column - 1) }?.target
    }
}
