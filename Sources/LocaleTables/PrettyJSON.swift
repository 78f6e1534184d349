/// JSON written as JSONEncoder writes it with `.prettyPrinted`, `.sortedKeys` and `.withoutEscapingSlashes`:
/// two-space indents, `"key" : value`, keys in code-point order, an empty array or object as an open bracket,
/// an empty line and the closing one, and only `"`, `\\` and control characters escaped.
///
/// Written straight into UTF-8 bytes as the values are visited, a string's bytes copied whole unless it needs
/// escaping. An object's members are written in the order they are given, which must be key order (checked in
/// debug builds, where the tests run). No tree of values is built: building, writing and freeing one is a
/// noticeable share of `datepick tables` (BENCHMARKS.md measures it).
struct PrettyJSON {
    /// The text written so far.
    private(set) var bytes: [UInt8] = []
    private var depth: Int
    /// Whether the open array or object has no element yet.
    private var isFirst = true
    #if DEBUG
    /// The last key of each open object ("" before the first, nil for an array).
    private var lastKeys: [String?] = []
    #endif

    /// A writer of a value that stands at `depth` in a larger one (0 for a whole document).
    init(depth: Int = 0, capacity: Int = 8192) {
        self.depth = depth
        bytes.reserveCapacity(capacity)
    }

    /// A value written by `body`, as UTF-8 bytes without a final newline.
    static func bytes(depth: Int = 0, _ body: (inout PrettyJSON) -> Void) -> [UInt8] {
        var json = PrettyJSON(depth: depth)
        body(&json)
        return json.bytes
    }

    // MARK: Values

    mutating func string(_ value: String) {
        Self.quote(value, to: &bytes)
    }

    mutating func int(_ value: Int) {
        bytes.append(contentsOf: String(value).utf8)
    }

    mutating func bool(_ value: Bool) {
        bytes.append(contentsOf: value ? Self.true : Self.false)
    }

    /// A value already written by a writer made at this depth (``init(depth:capacity:)``), copied as it is.
    mutating func written(_ value: [UInt8]) {
        bytes.append(contentsOf: value)
    }

    /// An array of `count` elements, element `index` written by `element`.
    mutating func array(_ count: Int, _ element: (inout PrettyJSON, _ index: Int) -> Void) {
        open(UInt8(ascii: "["), key: nil)
        for index in 0..<count {
            nextElement()
            element(&self, index)
        }
        close(UInt8(ascii: "]"))
    }

    mutating func strings(_ values: [String]) {
        array(values.count) { $0.string(values[$1]) }
    }

    /// An object whose members `members` writes with ``member(_:_:)``, in key order.
    mutating func object(_ members: (inout PrettyJSON) -> Void) {
        open(UInt8(ascii: "{"), key: "")
        members(&self)
        close(UInt8(ascii: "}"))
    }

    /// An object of members in any order (a table's modes, a profile's field titles): sorted here, each value
    /// written by `value`.
    mutating func object<Value>(sorting members: [String: Value], _ value: (inout PrettyJSON, Value) -> Void) {
        let sorted = members.sorted { $0.key < $1.key }
        object { json in
            for (key, member) in sorted { json.member(key) { value(&$0, member) } }
        }
    }

    /// An object of string values in any order: sorted here.
    mutating func object(sorting members: [String: String]) {
        object(sorting: members) { $0.string($1) }
    }

    // MARK: Members

    /// A member of the object being written, its value written by `value`.
    mutating func member(_ key: String, _ value: (inout PrettyJSON) -> Void) {
        #if DEBUG
        if let last = lastKeys[lastKeys.count - 1] {
            assert(last.isEmpty || last < key, "member '\(key)' after '\(last)': out of key order")
            lastKeys[lastKeys.count - 1] = key
        }
        #endif
        nextElement()
        Self.quote(key, to: &bytes)
        bytes.append(contentsOf: Self.colon)
        value(&self)
    }

    mutating func member(_ key: String, _ value: String) { member(key) { $0.string(value) } }
    mutating func member(_ key: String, _ value: Int) { member(key) { $0.int(value) } }
    mutating func member(_ key: String, _ value: Bool) { member(key) { $0.bool(value) } }
    mutating func member(_ key: String, strings: [String]) { member(key) { $0.strings(strings) } }

    // MARK: Layout

    private static let colon = Array(" : ".utf8), `true` = Array("true".utf8), `false` = Array("false".utf8)
    private static let spaces = [UInt8](repeating: 0x20, count: 64)

    private mutating func open(_ bracket: UInt8, key: String?) {
        bytes.append(bracket)
        bytes.append(0x0A)
        depth += 1
        isFirst = true
        #if DEBUG
        lastKeys.append(key)
        #endif
    }

    /// Ends the element before (if any) and indents the next.
    private mutating func nextElement() {
        if !isFirst {
            bytes.append(UInt8(ascii: ","))
            bytes.append(0x0A)
        }
        isFirst = false
        indent()
    }

    /// An empty container's closing bracket comes after an empty line, as JSONEncoder writes it.
    private mutating func close(_ bracket: UInt8) {
        bytes.append(0x0A)
        depth -= 1
        indent()
        bytes.append(bracket)
        // The container closed is a value inside its parent, whose element was begun.
        isFirst = false
        #if DEBUG
        lastKeys.removeLast()
        #endif
    }

    private mutating func indent() {
        let count = 2 * depth
        if count <= Self.spaces.count {
            bytes.append(contentsOf: Self.spaces[..<count])
        } else {
            bytes.append(contentsOf: repeatElement(0x20, count: count))
        }
    }

    private static func quote(_ value: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        // Over the string's UTF-8 buffer, copied whole when nothing needs escaping: `contains(where:)` and
        // `append(contentsOf:)` on the UTF-8 view were a third of the tables' JSON.
        var value = value
        value.withUTF8 { buffer in
            var plain = true
            for byte in buffer where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                plain = false
                break
            }
            guard !plain else { return bytes.append(contentsOf: buffer) }
            for byte in buffer {
                switch byte {
                case UInt8(ascii: "\""): bytes += #"\""#.utf8
                case UInt8(ascii: "\\"): bytes += #"\\"#.utf8
                case 0x0A: bytes += #"\n"#.utf8
                case 0x0D: bytes += #"\r"#.utf8
                case 0x09: bytes += #"\t"#.utf8
                case 0x08: bytes += #"\b"#.utf8
                case 0x0C: bytes += #"\f"#.utf8
                case 0..<0x20:
                    let hex = String(byte, radix: 16)
                    bytes += ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8
                default: bytes.append(byte)  // UTF-8 bytes of other characters are all 0x20 and above
                }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
