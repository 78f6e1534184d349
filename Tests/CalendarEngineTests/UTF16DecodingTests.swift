@testable import CalendarEngine
import Testing

/// `String(utf16:)`, the decoder every string from ICU passes through, against the standard library's.
@Suite("Decoding ICU's UTF-16")
struct UTF16DecodingTests {
    func decode(_ units: [UInt16]) -> String {
        units.withUnsafeBufferPointer { String(utf16: $0) }
    }

    @Test func decodesEveryWidth() {
        // ASCII, 2-byte (é), 3-byte (年, the bidi mark U+200F), 4-byte (𝟘 as a surrogate pair), a combining mark.
        let text = "a é 年 \u{200F} 𝟘 e\u{301}"
        #expect(decode(Array(text.utf16)) == text)
        #expect(decode([]) == "")
    }

    @Test func unpairedSurrogatesBecomeReplacementCharacters() {
        for units: [UInt16] in [
            [0xD800], [0xDC00], [0x61, 0xD83D], [0xD83D, 0x61], [0xDE00, 0xD83D], [0xD83D, 0xD83D, 0xDE00],
        ] {
            #expect(decode(units) == String(decoding: units, as: UTF16.self), "\(units)")
        }
    }

    @Test func agreesWithTheStandardLibraryOnRandomUnits() {
        // Units drawn mostly from the edges where encodings change width, and from the surrogates.
        let edges: [UInt16] = [0, 0x7F, 0x80, 0x7FF, 0x800, 0xD7FF, 0xD800, 0xDBFF, 0xDC00, 0xDFFF, 0xE000, 0xFFFF]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        for _ in 0..<2000 {
            let units = (0..<Int(next() % 12)).map { _ in
                next() % 2 == 0 ? edges[Int(next() % UInt64(edges.count))] : UInt16(truncatingIfNeeded: next())
            }
            #expect(decode(units) == String(decoding: units, as: UTF16.self), "\(units)")
        }
    }
}
