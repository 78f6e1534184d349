import PickerJSON
import Testing

@Suite("JSON values: written in order, read strictly")
struct JSONValueTests {
    @Test func writesObjectsALineAMemberAndFlatArraysOnOneLine() {
        let value = JSONValue.object([
            ("b", .int(1)), ("a", .strings(["x", "y\"\\\n\u{1}"])), ("c", .array([.object([("d", .null)])])),
            ("e", .object([])), ("f", .array([])), ("g", .bool(false)), ("h", .double(0.5)),
        ])
        #expect(
            value.text == """
                {
                  "b": 1,
                  "a": ["x", "y\\"\\\\\\n\\u0001"],
                  "c": [
                    {
                      "d": null
                    }
                  ],
                  "e": {},
                  "f": [],
                  "g": false,
                  "h": 0.5
                }

                """)
    }

    @Test func readsWhatItWrites() throws {
        let value = JSONValue.object([
            ("日本", .strings(["令和元年", "😀", "/"])), ("n", .int(-12)), ("x", .double(1.5e3)), ("t", .bool(true)),
            ("z", .null),
        ])
        #expect(try JSONValue(parsing: Array(value.text.utf8)) == value)
        #expect(
            try JSONValue(parsing: Array(#"{"a":"\u65e5\ud83d\ude00\/"}"#.utf8)) == .object([("a", .string("日😀/"))]))
        #expect(
            try JSONValue(parsing: Array(" [1, 2.0, -0, 1e2] ".utf8))
                == .array([.int(1), .double(2), .int(0), .double(100)]))
    }

    @Test(arguments: [
        ("", "ends where a value should be"),
        ("{\"a\": 1,}", "expected a key"),
        ("{\"a\": 1, \"a\": 2}", "the key 'a' is given twice"),
        ("[1 2]", "expected ',' or ']'"),
        ("01", "leading zero"),
        ("1.", "after '.'"),
        ("\"\\ud800\"", "lone surrogate"),
        ("\"\\udc00\"", "lone surrogate"),
        ("\"a\nb\"", "control character"),
        ("\"\\q\"", "unknown escape"),
        ("tru", "expected a value"),
        ("{} {}", "unexpected text after"),
        ("1e999", "out of range"),
        ("\"abc", "not closed"),
    ])
    func refusesWhatRFC8259Forbids(_ text: String, _ reason: String) {
        #expect(throws: JSONError.self) { try JSONValue(parsing: Array(text.utf8)) }
        do {
            _ = try JSONValue(parsing: Array(text.utf8))
        } catch {
            #expect(error.description.contains(reason), "\(error)")
        }
    }

    @Test func refusesBytesThatAreNotUTF8() {
        for bytes: [UInt8] in [
            [0x22, 0xFF, 0x22], [0x22, 0xC0, 0xAF, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22], [0x22, 0xE6, 0x97, 0x22],
            [0xE6],
        ] {
            #expect(throws: JSONError.self, "\(bytes)") { try JSONValue(parsing: bytes) }
        }
    }

    @Test func refusesNestingPastTheLimitWithoutCrashing() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONError.self) { try JSONValue(parsing: Array(deep.utf8)) }
        let fine =
            String(repeating: "[", count: JSONValue.maximumDepth)
            + String(repeating: "]", count: JSONValue.maximumDepth)
        #expect(throws: Never.self) { try JSONValue(parsing: Array(fine.utf8)) }
    }
}
