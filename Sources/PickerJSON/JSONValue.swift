/// A JSON value whose objects keep their members in order: the view's keys are written in the order the
/// schema documents them, and options are read with every key checked.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    /// A number written without a fraction or exponent that fits an `Int`.
    case int(Int)
    /// Any other number.
    case double(Double)
    case string(String)
    case array([JSONValue])
    /// Members in order; keys are unique (the parser refuses a repeated key).
    case object([(key: String, value: JSONValue)])

    /// Whether the two are the same value: an object equals one with the same members in the same order, and a
    /// number of one case never equals one of the other (`.int(1)` is not `.double(1)`).
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.int(let a), .int(let b)): a == b
        case (.double(let a), .double(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    /// Hashes what `==` compares, an object's members in order.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let value): hasher.combine(value)
        case .int(let value): hasher.combine(value)
        case .double(let value): hasher.combine(value)
        case .string(let value): hasher.combine(value)
        case .array(let values): hasher.combine(values)
        case .object(let members):
            for member in members {
                hasher.combine(member.key)
                hasher.combine(member.value)
            }
        }
    }

    /// A string, or null for nil.
    public static func string(_ value: String?) -> JSONValue { value.map { .string($0) } ?? .null }
    /// An integer, or null for nil.
    public static func int(_ value: Int?) -> JSONValue { value.map { .int($0) } ?? .null }
    /// An array of strings.
    public static func strings(_ values: [String]) -> JSONValue { .array(values.map { .string($0) }) }

    /// The value of a member of an object, or nil (for a missing key, or a value that is not an object).
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The name of the value's JSON type, for messages: `string`, `number`, `object`….
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .int, .double: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}

// MARK: Writing

extension JSONValue {
    /// The value as JSON text ending in a newline: objects one member a line, indented by two spaces, and
    /// arrays that hold no object or array on one line (`["2025年", "2026年"]`), so a view reads as a page.
    /// Only `"`, `\` and control characters are escaped; everything else is written as UTF-8.
    public var text: String {
        var bytes: [UInt8] = []
        write(to: &bytes, indent: 0)
        bytes.append(UInt8(ascii: "\n"))
        return String(decoding: bytes, as: UTF8.self)
    }

    private func write(to bytes: inout [UInt8], indent: Int) {
        switch self {
        case .null: bytes.append(contentsOf: "null".utf8)
        case .bool(let value): bytes.append(contentsOf: (value ? "true" : "false").utf8)
        case .int(let value): bytes.append(contentsOf: String(value).utf8)
        case .double(let value):
            // JSON has no NaN or infinity; no value of the view is either.
            bytes.append(contentsOf: (value.isFinite ? "\(value)" : "null").utf8)
        case .string(let value): Self.quote(value, to: &bytes)
        case .array(let values):
            guard !values.isEmpty else { return bytes.append(contentsOf: "[]".utf8) }
            let flat = values.allSatisfy {
                if case .array = $0 { false } else if case .object = $0 { false } else { true }
            }
            bytes.append(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if flat {
                    if index > 0 { bytes += [UInt8(ascii: ","), UInt8(ascii: " ")] }
                } else {
                    if index > 0 { bytes.append(UInt8(ascii: ",")) }
                    Self.newline(&bytes, indent + 1)
                }
                value.write(to: &bytes, indent: indent + 1)
            }
            if !flat { Self.newline(&bytes, indent) }
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { return bytes.append(contentsOf: "{}".utf8) }
            bytes.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                Self.newline(&bytes, indent + 1)
                Self.quote(member.key, to: &bytes)
                bytes += [UInt8(ascii: ":"), UInt8(ascii: " ")]
                member.value.write(to: &bytes, indent: indent + 1)
            }
            Self.newline(&bytes, indent)
            bytes.append(UInt8(ascii: "}"))
        }
    }

    private static func newline(_ bytes: inout [UInt8], _ indent: Int) {
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * 2))
    }

    private static func quote(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        // Most strings need no escape: copied whole.
        guard
            text.utf8.contains(where: {
                $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\")
            })
        else {
            bytes.append(contentsOf: text.utf8)
            return bytes.append(UInt8(ascii: "\""))
        }
        let hex = Array("0123456789abcdef".utf8)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case UInt8(ascii: "\n"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case UInt8(ascii: "\t"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case UInt8(ascii: "\r"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case 0..<0x20, 0x7F:
                bytes.append(contentsOf: "\\u00".utf8)
                bytes += [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}

// MARK: Reading

/// Why text is not the JSON asked for; the message names the place.
public struct JSONError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The message, one line, naming the byte where the fault is and what is wrong there.
    public var description: String
    /// Makes an error from its message.
    public init(_ description: String) { self.description = description }
}

extension JSONValue {
    /// The deepest nesting of arrays and objects the parser takes: options are flat, and a deeper document is
    /// refused before it can exhaust the stack.
    public static let maximumDepth = 64

    /// Parses JSON text (RFC 8259): one value, optionally surrounded by white space.
    ///
    /// - Throws: ``JSONError`` naming the byte offset of the first fault: bytes that are not UTF-8, a
    ///   repeated key, a lone surrogate, nesting deeper than ``maximumDepth``, anything RFC 8259 does not allow.
    public init(parsing bytes: some Collection<UInt8>) throws(JSONError) {
        var parser = Parser(bytes: Array(bytes))
        parser.skipSpace()
        self = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.index == parser.bytes.count else { throw parser.fail("unexpected text after the value") }
    }
}

private struct Parser {
    let bytes: [UInt8]
    var index = 0

    func fail(_ reason: String) -> JSONError {
        JSONError("not valid JSON at byte \(index + 1): \(reason)")
    }

    mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    mutating func literal(_ word: String, _ value: JSONValue) throws(JSONError) -> JSONValue {
        let expected = word.utf8
        guard bytes.count - index >= expected.count, bytes[index..<index + expected.count].elementsEqual(expected)
        else {
            throw fail("expected a value")
        }
        index += expected.count
        return value
    }

    mutating func value(depth: Int) throws(JSONError) -> JSONValue {
        guard index < bytes.count else { throw fail("the text ends where a value should be") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            guard depth < JSONValue.maximumDepth else { throw fail("nesting deeper than \(JSONValue.maximumDepth)") }
            index += 1
            var members: [(key: String, value: JSONValue)] = []
            var keys: Set<String> = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object([])
            }
            while true {
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                    throw fail("expected a key in quotes")
                }
                let keyStart = index
                let key = try string()
                guard keys.insert(key).inserted else {
                    index = keyStart
                    throw fail("the key '\(key)' is given twice")
                }
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                    throw fail("expected ':' after a key")
                }
                index += 1
                skipSpace()
                members.append((key, try value(depth: depth + 1)))
                skipSpace()
                guard index < bytes.count else { throw fail("the text ends inside an object") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
                throw fail("expected ',' or '}'")
            }
        case UInt8(ascii: "["):
            guard depth < JSONValue.maximumDepth else { throw fail("nesting deeper than \(JSONValue.maximumDepth)") }
            index += 1
            var values: [JSONValue] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array([])
            }
            while true {
                skipSpace()
                values.append(try value(depth: depth + 1))
                skipSpace()
                guard index < bytes.count else { throw fail("the text ends inside an array") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(values) }
                throw fail("expected ',' or ']'")
            }
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw fail("expected a value")
        }
    }

    mutating func number() throws(JSONError) -> JSONValue {
        let start = index
        func digits() -> Int {
            let from = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - from
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        let integerDigits = digits()
        guard integerDigits > 0 else { throw fail("expected a digit") }
        guard integerDigits == 1 || bytes[integerStart] != UInt8(ascii: "0") else {
            throw fail("a number has a leading zero")
        }
        var isInteger = true
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw fail("expected a digit after '.'") }
            isInteger = false
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard digits() > 0 else { throw fail("expected a digit in the exponent") }
            isInteger = false
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if isInteger, let value = Int(text) { return .int(value) }
        guard let value = Double(text), value.isFinite else { throw fail("the number \(text) is out of range") }
        return .double(value)
    }

    mutating func string() throws(JSONError) -> String {
        index += 1  // the opening quote
        var out: [UInt8] = []
        while true {
            // A run of bytes that need no decoding is copied at once.
            let run = index
            while index < bytes.count, bytes[index] >= 0x20, bytes[index] < 0x80, bytes[index] != UInt8(ascii: "\""),
                bytes[index] != UInt8(ascii: "\\")
            { index += 1 }
            out.append(contentsOf: bytes[run..<index])
            guard index < bytes.count else { throw fail("a string is not closed") }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { throw fail("a string is not closed") }
                let escape = bytes[index]
                index += 1
                let scalar: Unicode.Scalar
                switch escape {
                case UInt8(ascii: "\""): scalar = "\""
                case UInt8(ascii: "\\"): scalar = "\\"
                case UInt8(ascii: "/"): scalar = "/"
                case UInt8(ascii: "b"): scalar = "\u{8}"
                case UInt8(ascii: "f"): scalar = "\u{C}"
                case UInt8(ascii: "n"): scalar = "\n"
                case UInt8(ascii: "r"): scalar = "\r"
                case UInt8(ascii: "t"): scalar = "\t"
                case UInt8(ascii: "u"):
                    let unit = try hex4()
                    if (0xD800..<0xDC00).contains(unit) {
                        guard bytes.count - index >= 6, bytes[index] == UInt8(ascii: "\\"),
                            bytes[index + 1] == UInt8(ascii: "u")
                        else {
                            throw fail("a lone surrogate \\u\(String(unit, radix: 16))")
                        }
                        index += 2
                        let low = try hex4()
                        guard (0xDC00..<0xE000).contains(low) else {
                            throw fail("a lone surrogate \\u\(String(unit, radix: 16))")
                        }
                        scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!
                    } else {
                        guard let single = Unicode.Scalar(unit) else {
                            throw fail("a lone surrogate \\u\(String(unit, radix: 16))")
                        }
                        scalar = single
                    }
                default: throw fail("an unknown escape")
                }
                out.append(contentsOf: UTF8.encode(scalar)!)
            case 0..<0x20:
                throw fail("a control character in a string (write it as an escape)")
            default:
                let start = index
                _ = try utf8Scalar()
                out.append(contentsOf: bytes[start..<index])
            }
        }
    }

    mutating func hex4() throws(JSONError) -> UInt32 {
        guard bytes.count - index >= 4 else { throw fail("expected four hex digits") }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            let digit: UInt8 =
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
                default: throw fail("expected four hex digits")
                }
            value = value * 16 + UInt32(digit)
        }
        index += 4
        return value
    }

    /// One scalar of multi-byte UTF-8, checked as strictly as the standard asks: no overlong forms, no surrogates.
    mutating func utf8Scalar() throws(JSONError) -> Unicode.Scalar {
        let lead = bytes[index]
        let (count, minimum): (Int, UInt32) =
            switch lead {
            case 0xC2...0xDF: (2, 0x80)
            case 0xE0...0xEF: (3, 0x800)
            case 0xF0...0xF4: (4, 0x10000)
            default: (0, 0)
            }
        guard count > 0, bytes.count - index >= count else { throw fail("bytes that are not UTF-8") }
        var value = UInt32(lead) & (0xFF >> (count + 1))
        for byte in bytes[(index + 1)..<(index + count)] {
            guard byte & 0xC0 == 0x80 else { throw fail("bytes that are not UTF-8") }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { throw fail("bytes that are not UTF-8") }
        index += count
        return scalar
    }
}
