internal import CICU

/// A line of text made of pieces (a typed field's segments and the literals between them), laid out by the
/// Unicode bidirectional algorithm (ICU's ubidi) as a screen shows it: where each piece goes, left to right,
/// and which pieces run right to left.
///
/// A right-to-left paragraph does not simply mirror its pieces: digits and the separators between them stay
/// a left-to-right run (`14:05` in Hebrew keeps the hour on the left), while right-to-left marks split them
/// (ICU's Arabic `d‏/M‏/y` puts the year on the left).
///
/// ```swift
/// let line = BidiLine(["14", ":", "05"], direction: .rtl)
/// line.order          // [0, 1, 2]: the hour leftmost
/// BidiLine(["٣٠", "\u{200F}/", "١١"], direction: .rtl).order   // [2, 1, 0]
/// ```
public struct BidiLine: Sendable, Hashable {
    /// The pieces' indices in screen order, leftmost first; a piece is placed by the leftmost position any of
    /// its characters takes.
    public let order: [Int]
    /// Whether each piece (by index) is resolved to a right-to-left level (an Arabic `م`, a Hebrew month name, a
    /// literal `, ` between right-to-left runs), by its first character: a surface that lays out each piece on
    /// its own gives the piece this direction.
    public let isRightToLeft: [Bool]

    /// Lays out the pieces in a paragraph of the given direction.
    ///
    /// ICU fails here only when it cannot allocate its tables; the pieces then keep their reading order (the
    /// text itself is all there, only its placement would be off).
    public init(_ pieces: [String], direction: TextDirection) {
        var starts: [Int] = [], units: [UInt16] = []
        for piece in pieces {
            starts.append(units.count)
            units.append(contentsOf: piece.utf16)
        }
        let layout = units.isEmpty ? nil : Self.layout(units, level: direction == .rtl ? 1 : 0)
        guard let (visual, levels) = layout else {
            order = Array(pieces.indices)
            isRightToLeft = pieces.map { _ in direction == .rtl }
            return
        }
        let ranges = pieces.indices.map { starts[$0]..<(starts[$0] + pieces[$0].utf16.count) }
        let leftmost = ranges.map { range in range.map { visual[$0] }.min() ?? Int.max }
        // An empty piece has no place of its own and goes last.
        order = pieces.indices.sorted { (leftmost[$0], $0) < (leftmost[$1], $1) }
        isRightToLeft = ranges.map { range in
            range.first.map { levels[$0] % 2 == 1 } ?? (direction == .rtl)
        }
    }

    /// The visual position of each UTF-16 unit and its resolved level, or nil when ICU fails.
    static func layout(_ units: [UInt16], level: UInt8) -> (visual: [Int], levels: [UInt8])? {
        guard let bidi = dp_ubidi_open() else { return nil }
        defer { dp_ubidi_close(bidi) }
        // ICU keeps a pointer to the text, so every call on it stays inside this closure.
        return units.withUnsafeBufferPointer { text -> ([Int], [UInt8])? in
            var status = DP_U_ZERO_ERROR
            dp_ubidi_setPara(bidi, text.baseAddress, Int32(text.count), level, &status)
            var map = [Int32](repeating: 0, count: text.count)
            dp_ubidi_getLogicalMap(bidi, &map, &status)
            guard (try? status.check("ubidi_setPara")) != nil else { return nil }
            return (map.map(Int.init), text.indices.map { dp_ubidi_getLevelAt(bidi, Int32($0)) })
        }
    }

    /// A text's characters in the order a screen shows them, left to right, by the bidi algorithm in a paragraph of
    /// `direction`: for surfaces that draw text as written, without bidi of their own (most terminals), so that a
    /// Hebrew month (`20 בכסלו`) or an Arabic weekday reads correctly there. Characters are whole graphemes, so marks
    /// stay on their letters.
    public static func visual(_ text: String, direction: TextDirection) -> String {
        let units = Array(text.utf16)
        guard !units.isEmpty, let (visual, _) = layout(units, level: direction == .rtl ? 1 : 0) else { return text }
        var offset = 0
        let placed = text.map { character -> (position: Int, character: Character) in
            defer { offset += character.utf16.count }
            return (visual[offset], character)
        }
        return String(placed.sorted { $0.position < $1.position }.map(\.character))
    }

    /// A piece's characters as a screen shows them, left to right: reversed when the piece runs right to left
    /// (whole characters, so marks stay on their letters), for surfaces that draw text as written, without bidi
    /// of their own (most terminals).
    public func visualText(_ text: String, piece: Int) -> String {
        isRightToLeft.indices.contains(piece) && isRightToLeft[piece] ? String(text.reversed()) : text
    }
}
