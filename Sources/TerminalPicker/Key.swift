/// A key a person pressed, decoded from a terminal's bytes.
public enum Key: Hashable, Sendable {
    case up, down, left, right, tab, backTab, pageUp, pageDown, home, end, enter, escape
    /// Ctrl-C: in raw mode it arrives as a byte, not a signal.
    case interrupt
    /// Backspace (DEL, or Ctrl-H).
    case backspace
    /// Ctrl-Z: in raw mode a byte too; the picker stops itself as the terminal would have stopped it.
    case suspend
    /// A printable character (a letter, a digit in any script).
    case character(Character)
    /// A mouse button pressed or released, or the scroll wheel turned, at a cell of the screen.
    case mouse(MouseEvent)
    /// Text pasted at once, as a terminal in bracketed-paste mode (`CSI ? 2004 h`) brackets it: between
    /// `CSI 200 ~` and `CSI 201 ~`, control characters and all, not typed key by key.
    case paste(String)
    /// Bytes that mean nothing here.
    case unknown
}

/// A mouse report: xterm's SGR form (`CSI < b ; x ; y M`, `m` on release), which the picker asks for, or the
/// older X10 form (`CSI M` and three bytes) of a terminal that knows only that.
public struct MouseEvent: Hashable, Sendable {
    /// The button as the report codes it: 0 left, 1 middle, 2 right, 64 and 65 the scroll wheel up and down; plus
    /// 4 with Shift, 8 with Meta, 16 with Control and 32 while the pointer moves.
    public var button: Int
    /// The cell's column, counted from 1 at the left.
    public var column: Int
    /// The cell's line, counted from 1 at the top.
    public var row: Int
    /// A press (or a turn of the wheel), not a release.
    public var isPress: Bool

    /// A report of `button` pressed (or released) at a cell.
    public init(button: Int, column: Int, row: Int, isPress: Bool) {
        self.button = button
        self.column = column
        self.row = row
        self.isPress = isPress
    }

    /// What a picker does with a report.
    public enum Action: Hashable, Sendable {
        /// The left button pressed.
        case click
        /// The scroll wheel turned up (to earlier rows) or down.
        case scrollUp, scrollDown
    }

    /// The report's action, whatever keys were held; nil for what a picker ignores: releases, drags, the other
    /// buttons.
    public var action: Action? {
        guard isPress, button & 32 == 0 else { return nil }
        switch button & ~(4 | 8 | 16) {
        case 0: return .click
        case 64: return .scrollUp
        case 65: return .scrollDown
        default: return nil
        }
    }
}

/// Turns terminal input into keys: xterm and VT escape sequences for arrows, Home/End and PgUp/PgDn, mouse
/// reports, bracketed pastes, UTF-8 for characters. A lone ESC is Escape only when nothing follows it at once (the caller says so with `flush`).
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    /// Makes a decoder with no input pending.
    public init() {}

    /// Feeds bytes and returns the keys they complete; an incomplete sequence waits for more bytes.
    public mutating func feed(_ bytes: [UInt8]) -> [Key] {
        pending += bytes
        var keys: [Key] = []
        while let (key, used) = Self.decode(pending[...]) {
            keys.append(key)
            pending.removeFirst(used)
        }
        return keys
    }

    /// Ends a pause in the input: what is pending is taken as it stands (a lone ESC is Escape).
    public mutating func flush() -> [Key] {
        guard !pending.isEmpty else { return [] }
        defer { pending = [] }
        return pending == [0x1B] ? [.escape] : [.unknown]
    }

    /// Whether bytes are waiting for the rest of a sequence.
    public var isWaiting: Bool { !pending.isEmpty }

    /// The first key in `bytes` and how many bytes it took, or nil when more bytes are needed.
    static func decode(_ bytes: ArraySlice<UInt8>) -> (Key, Int)? {
        guard let first = bytes.first else { return nil }
        switch first {
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x09: return (.tab, 1)
        case 0x03: return (.interrupt, 1)
        case 0x1A: return (.suspend, 1)
        case 0x1B: return escape(bytes)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x00..<0x20: return (.unknown, 1)
        default: return utf8(bytes)
        }
    }

    private static func escape(_ bytes: ArraySlice<UInt8>) -> (Key, Int)? {
        let start = bytes.startIndex
        guard bytes.count >= 2 else { return nil }
        let second = bytes[start + 1]
        guard second == UInt8(ascii: "[") || second == UInt8(ascii: "O") else { return (.escape, 1) }
        // CSI: parameters (digits, ';') then one final byte.
        var index = start + 2
        while index < bytes.endIndex, (0x30...0x3F).contains(bytes[index]) { index += 1 }
        guard index < bytes.endIndex else { return bytes.count > 16 ? (.unknown, bytes.count) : nil }
        let parameters = String(decoding: bytes[(start + 2)..<index], as: UTF8.self)
        let length = index - start + 1
        switch (bytes[index], parameters) {
        case (UInt8(ascii: "A"), _): return (.up, length)
        case (UInt8(ascii: "B"), _): return (.down, length)
        case (UInt8(ascii: "C"), _): return (.right, length)
        case (UInt8(ascii: "D"), _): return (.left, length)
        case (UInt8(ascii: "H"), _): return (.home, length)
        case (UInt8(ascii: "F"), _): return (.end, length)
        case (UInt8(ascii: "Z"), _): return (.backTab, length)
        case (UInt8(ascii: "~"), "1"), (UInt8(ascii: "~"), "7"): return (.home, length)
        case (UInt8(ascii: "~"), "4"), (UInt8(ascii: "~"), "8"): return (.end, length)
        case (UInt8(ascii: "~"), "5"): return (.pageUp, length)
        case (UInt8(ascii: "~"), "6"): return (.pageDown, length)
        case (UInt8(ascii: "~"), "200"): return paste(bytes, after: length)
        case (UInt8(ascii: "M"), ""): return x10Mouse(bytes, after: length)
        case (UInt8(ascii: "M"), _), (UInt8(ascii: "m"), _):
            return (sgrMouse(parameters, pressed: bytes[index] == UInt8(ascii: "M")), length)
        default: return (.unknown, length)
        }
    }

    /// The end of a bracketed paste, `CSI 201 ~`.
    static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)
    /// The most bytes a paste may hold: more is not a date, and is dropped rather than typed key by key.
    static let pasteLimit = 4096

    /// The text after `CSI 200 ~` up to `CSI 201 ~`, as one key (invalid UTF-8 as U+FFFD), or nil while the end
    /// has not come; a paste longer than ``pasteLimit`` is dropped whole, as `.unknown`, once its end comes.
    private static func paste(_ bytes: ArraySlice<UInt8>, after length: Int) -> (Key, Int)? {
        let start = bytes.startIndex + length
        var index = start
        while index + pasteEnd.count <= bytes.endIndex {
            if bytes[index..<index + pasteEnd.count].elementsEqual(pasteEnd) {
                let used = index + pasteEnd.count - bytes.startIndex
                guard index - start <= pasteLimit else { return (.unknown, used) }
                return (.paste(String(decoding: bytes[start..<index], as: UTF8.self)), used)
            }
            index += 1
        }
        return nil
    }

    /// `CSI < b ; x ; y M` (or `m`, a release), xterm's SGR report; anything else ending in M or m is unknown.
    private static func sgrMouse(_ parameters: String, pressed: Bool) -> Key {
        guard parameters.hasPrefix("<") else { return .unknown }
        let numbers = parameters.dropFirst().split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        guard numbers.count == 3, let button = numbers[0], let column = numbers[1], let row = numbers[2] else {
            return .unknown
        }
        return .mouse(MouseEvent(button: button, column: column, row: row, isPress: pressed))
    }

    /// `CSI M` and three bytes, each 32 more than the button, column and row: the report of a terminal without
    /// SGR mode, whose bytes would otherwise be taken for typed characters (a click at column 20 is a `4`). The
    /// low two bits 3 are a release.
    private static func x10Mouse(_ bytes: ArraySlice<UInt8>, after length: Int) -> (Key, Int)? {
        guard bytes.count >= length + 3 else { return nil }
        let start = bytes.startIndex + length
        let (code, column, row) = (Int(bytes[start]) - 32, Int(bytes[start + 1]) - 32, Int(bytes[start + 2]) - 32)
        let release = code & 3 == 3 && code & 64 == 0
        return (
            .mouse(MouseEvent(button: release ? code & ~3 : code, column: column, row: row, isPress: !release)),
            length + 3
        )
    }

    private static func utf8(_ bytes: ArraySlice<UInt8>) -> (Key, Int)? {
        let first = bytes[bytes.startIndex]
        // A continuation byte or one that no UTF-8 sequence starts with is garbage on its own.
        if (0x80..<0xC2).contains(first) || first >= 0xF5 { return (.unknown, 1) }
        let length = first < 0x80 ? 1 : first < 0xE0 ? 2 : first < 0xF0 ? 3 : 4
        guard bytes.count >= length else { return nil }
        let text = String(decoding: bytes.prefix(length), as: UTF8.self)
        guard let character = text.first, text.unicodeScalars.first != "\u{FFFD}" else { return (.unknown, 1) }
        return (.character(character), length)
    }
}
