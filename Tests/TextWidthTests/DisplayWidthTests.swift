import Testing
@testable import TextWidth

/// Terminal columns by UAX #11's East Asian Width for the characters pickers show.
@Suite("Display width")
struct DisplayWidthTests {
    @Test(arguments: [
        ("2026", 4), ("2026年", 6), ("令和元年", 8), ("11月30日(月)", 12), ("년", 2), ("ｱ", 1), ("Ａ", 2), ("😀", 2),
        ("e\u{301}", 1), ("\u{200F}٣٠", 2), ("", 0),
    ])
    func columns(_ text: String, _ width: Int) {
        #expect(displayWidth(text) == width, "\(text)")
    }

    @Test func paddingCountsColumnsNotCharacters() {
        #expect(padded("年", to: 4) == "年  ")
        #expect(padded("abcdef", to: 4) == "abcdef")
    }
}
