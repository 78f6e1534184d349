import CalendarEngine
import Testing

/// The segments of a typed date field, from ICU's numeric best patterns (CLDR 42's availableFormats: en `yMd`
/// `M/d/y` and `jm` `h:mm a` with a narrow no-break space, ja `y/M/d`, de `d.M.y`; ja with the Japanese calendar `GGGGGy/M/d`).
@Suite("Field patterns")
struct FieldPatternTests {
    @Test func literalsAreKeptAsThePatternWritesThem() {
        let pattern = FieldPattern(pattern: "y年M月d日 'at' H:mm")
        #expect(
            pattern.segments == [
                .field(.year, symbol: "y"), .literal("年"), .field(.month, symbol: "M"), .literal("月"),
                .field(.day, symbol: "d"), .literal("日 at "), .field(.hour, symbol: "H"), .literal(":"),
                .field(.minute, symbol: "mm"),
            ])
        #expect(pattern.fields == [.year, .month, .day, .hour, .minute])
    }

    @Test(
        arguments: [
            ("en_US", nil, "M/d/y", "h:mm\u{202F}a"), ("ja_JP", nil, "y/M/d", "H:mm"), ("de_DE", nil, "d.M.y", "HH:mm"),
            ("ja_JP", "japanese", "GGGGGy/M/d", "H:mm"),
        ] as [(String, String?, String, String)])
    func numericSkeletonsGiveTheLocalesPatterns(locale: String, calendar: String?, date: String, time: String) throws {
        let context = try CalendarContext(locale: locale, calendar: calendar, timeZone: "UTC")
        #expect(context.fieldPattern(date: true, time: false).pattern == date)
        #expect(context.fieldPattern(date: false, time: true).pattern == time)
        let both = context.fieldPattern(date: true, time: true, seconds: true)
        #expect(both.skeleton == "yMdjms")
        #expect(both.fields.contains(.second) && both.fields.contains(.day), "\(both.pattern)")
    }

    @Test func theEraIsASegmentWhereTheCalendarShowsIt() throws {
        let japanese = try CalendarContext(locale: "ja_JP", calendar: "japanese", timeZone: "UTC")
        #expect(japanese.fieldPattern(date: true, time: false).fields.first == .era)
        let gregorian = try CalendarContext(locale: "ja_JP", timeZone: "UTC")
        #expect(!gregorian.fieldPattern(date: true, time: false).fields.contains(.era))
    }
}

/// Typed letters matched without case or accents.
@Suite("Text matching")
struct TextMatchingTests {
    @Test func caseAndAccentsAreFoldedAway() {
        #expect(TextMatching.folded("ÖS") == "os")
        #expect(TextMatching.folded("É") == TextMatching.folded("e"))
        #expect(TextMatching.folded("π.μ.") == TextMatching.folded("Π.Μ."))
        #expect(TextMatching.folded("午前") == "午前")
    }
}
