/// A key a person pressed, decoded from a terminal's bytes.
public enum Key: Hashable, Sendable {
    case up, down, left, right, tab, backTab, pageUp, pageDown, home, end, enter, escape
    /// Ctrl-C: in raw mode it arrives as a byte, not a signal.
    case interrupt
    /// Ctrl-Z: in raw mode a byte too; the picker stops itself as the terminal would have stopped it.
    case suspend
    /// A printable character (a letter, a digit in any script).
    case character(Character)
    /// Bytes that mean nothing here.
    case unknown
}

/// Turns terminal input into keys: xterm and VT escape sequences for arrows, Home/End and PgUp/PgDn, UTF-8 for
/// characters. A lone ESC is Escape only when nothing follows it at once (the caller says so with `flush`).
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

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
        case 0x00..<0x20, 0x7F: return (.unknown, 1)
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
        default: return (.unknown, length)
        }
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
