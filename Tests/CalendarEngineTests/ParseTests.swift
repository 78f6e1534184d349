import CalendarEngine
import Testing

/// Reading text with a locale's patterns (ICU's udat_parse): strict before lenient, the whole text or nothing,
/// the locale's digits, names and eras, the missing year from now, ICU's two-digit-year window.
@Suite("Reading dates")
struct ParseTests {
    /// 2026-11-30T00:00Z and a moment in December 2026 (12:00Z on the 3rd) standing for now.
    static let november30 = 1_795_996_800.0
    static let now = 1_796_299_200.0

    func read(
        _ text: String, _ locale: String, calendar: String? = nil, zone: String = "UTC", patterns: [String]
    ) throws -> [PatternReading] {
        try CalendarContext(locale: locale, calendar: calendar, timeZone: zone)
            .read(text, patterns: patterns, now: Self.now)
    }

    @Test func theLocalesDigitsNamesAndErasAreRead() throws {
        // ar_EG's pattern has right-to-left marks after the day and month, which typed text rarely has: it is read
        // leniently without them, and strictly with them.
        let arabic = try read("٣٠/١١/٢٠٢٦", "ar_EG", patterns: ["d\u{200F}/M\u{200F}/y"])
        #expect(arabic.map(\.instant) == [Self.november30] && arabic.first?.isLenient == true)
        let marked = try read("٣٠\u{200F}/١١\u{200F}/٢٠٢٦", "ar_EG", patterns: ["d\u{200F}/M\u{200F}/y"])
        #expect(marked.map(\.instant) == [Self.november30] && marked.first?.isLenient == false)
        let japanese = try read("令和8年11月30日", "ja_JP", calendar: "japanese", patterns: ["GGGGGy/M/d", "Gy年M月d日"])
        #expect(japanese.map(\.pattern) == ["Gy年M月d日"])
        #expect(japanese.first?.instant == Self.november30)
        let english = try read("Monday, November 30, 2026", "en_US", patterns: ["M/d/y", "EEEE, MMMM d, y"])
        #expect(english.map(\.instant) == [Self.november30])
    }

    @Test func theWholeTextMustBeRead() throws {
        #expect(try read("11/30/2026 and more", "en_US", patterns: ["M/d/y"]).isEmpty)
        #expect(try read("11/30", "en_US", patterns: ["M/d/y"]).isEmpty)
        #expect(try read("", "en_US", patterns: ["M/d/y"]).isEmpty)
    }

    @Test func strictComesBeforeLenientAndADateMustExist() throws {
        // Strictly, "Nov" is not the pattern's full month name; leniently (another width of a name) it is.
        let lenient = try read("Nov 30, 2026", "en_US", patterns: ["MMMM d, y"])
        #expect(lenient.map(\.isLenient) == [true])
        #expect(lenient.first?.instant == Self.november30)
        // A pattern that reads the text strictly wins over one that would need leniency, and stops the search.
        let strict = try read("Nov 30, 2026", "en_US", patterns: ["MMMM d, y", "MMM d, y"])
        #expect(strict.map(\.pattern) == ["MMM d, y"] && strict.first?.isLenient == false)
        // No leniency makes 31 February 3 March.
        #expect(try read("2/31/2026", "en_US", patterns: ["M/d/y"]).isEmpty)
    }

    @Test func whatTheTextLacksComesFromNow() throws {
        #expect(try read("Nov 30", "en_US", patterns: ["MMM d"]).map(\.instant) == [Self.november30])
        // Two digits of a year fall within 80 years before now and 20 after.
        #expect(try read("11/30/26", "en_US", patterns: ["M/d/yy"]).map(\.instant) == [Self.november30])
        // (ICU's window moves with the clock, not with `now`: 70 is 1970 until 2050.)
        #expect(try read("11/30/70", "en_US", patterns: ["M/d/yy"]).map(\.instant) == [28_771_200])
        // A time alone is on now's month's first day; the zone is the context's.
        let time = try read("14:05", "de_DE", zone: "Europe/Berlin", patterns: ["HH:mm"])
        let expected: Double = 1_796_083_200 + 13 * 3600 + 5 * 60  // 2026-12-01T14:05+01:00
        #expect(time.map(\.instant) == [expected])
    }

    @Test func everyPatternThatReadsTheTextIsReported() throws {
        let both = try read("01/12/2026", "mt", patterns: ["M/d/y", "dd/MM/y"])
        #expect(both.map(\.pattern) == ["M/d/y", "dd/MM/y"])
        #expect(both.map(\.instant) == [1_768_176_000, 1_796_083_200])  // 2026-01-12, 2026-12-01
    }
}
