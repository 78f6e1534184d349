import CalendarEngine
import Testing

/// The order of `Collation.sorted` against orders written by hand from CLDR 42's collation charts
/// (https://www.unicode.org/cldr/charts/42/collation/): each expectation names its rule; none was taken from ICU's
/// output. Every input is given in an order other than the expected one, and code-point order differs from each.
@Suite("Collation: values in the locale's order")
struct CollationTests {
    @Test(arguments: [
        // de: the standard collation is the root's (de.html lists only `phonebook` and `search` tailorings), in
        // which ä, ö, ü are a, o, u with a secondary (accent) difference, as DIN 5007-1 files them: Mueller's "e"
        // comes before Muller's "l", and Muller before Müller, which differ only by the accent.
        (
            "de_DE", ["Zebra", "Müller", "Äpfel", "Muller", "Apfel", "Mueller", "Bär"],
            ["Apfel", "Äpfel", "Bär", "Mueller", "Muller", "Müller", "Zebra"]
        ),
        // sv: sv.html tailors `&[before 1]ǀ < å < ä < ö`: the three letters after z, in that order.
        ("sv_SE", ["Öl", "Ärlig", "Zebra", "Åsa", "Apa"], ["Apa", "Zebra", "Åsa", "Ärlig", "Öl"]),
        // ja: kana in gojūon order (あ か さ た な), hiragana and katakana equal but for a tertiary difference, so
        // カメラ (ka-me) comes before かわ (ka-wa) however the scripts mix.
        ("ja_JP", ["なみ", "さくら", "かわ", "たき", "カメラ", "あさひ"], ["あさひ", "カメラ", "かわ", "さくら", "たき", "なみ"]),
        // zh: CLDR's default Chinese collation is pinyin (zh.xml): běi, chéng, guǎng, shàng, shēn, tiān.
        ("zh", ["天津", "上海", "北京", "深圳", "广州", "成都"], ["北京", "成都", "广州", "上海", "深圳", "天津"]),
        ("zh@collation=pinyin", ["天津", "上海", "北京"], ["北京", "上海", "天津"]),
        // ru: the Cyrillic alphabet (а … ж … л … я), ё a secondary variant of е (root), so Ёж (ж) comes before
        // ель (л); ru.html reorders Cyrillic before Latin.
        ("ru_RU", ["Яблоко", "zebra", "ель", "жук", "Ёж", "арбуз"], ["арбуз", "Ёж", "ель", "жук", "Яблоко", "zebra"]),
        // ar: the alphabet's order (ا ب ت … س … ي), أ an alef with a hamza above (a secondary difference), and
        // the short vowels (the fatha of بَاب) ignorable but at the secondary level: بَاب (b-a-b) before بت (b-t).
        ("ar_EG", ["يوم", "بت", "سلام", "بَاب", "تمر", "أحمد"], ["أحمد", "بَاب", "بت", "تمر", "سلام", "يوم"]),
    ])
    func locales(_ locale: String, _ input: [String], _ expected: [String]) throws {
        #expect(try Collation.sorted(input, locale: locale) == expected)
    }

    /// English, against which the tailorings above are told apart: root puts ä with a, and Latin before Cyrillic.
    @Test func rootOrderInEnglish() throws {
        #expect(try Collation.sorted(["Zebra", "Äpfel", "Apfel"], locale: "en_US") == ["Apfel", "Äpfel", "Zebra"])
        #expect(try Collation.sorted(["арбуз", "zebra"], locale: "en_US") == ["zebra", "арбуз"])
    }

    /// CLDR's `kn` option: a run of digits compares by its numeric value; without it, digit by digit.
    @Test func numeric() throws {
        let values = ["10", "9", "file10", "2", "file9", "1"]
        #expect(
            try Collation.sorted(values, locale: "en", ordering: .numeric) == ["1", "2", "9", "10", "file9", "file10"])
        #expect(try Collation.sorted(values, locale: "en") == ["1", "10", "2", "9", "file10", "file9"])
    }

    /// Values that collate equal keep their order (a soft hyphen is ignorable at every level of the root
    /// collation, DUCET's `[.0000.0000.0000]`), and an empty list is empty.
    @Test func stableAndEmpty() throws {
        #expect(try Collation.sorted(["b", "a\u{AD}", "a"], locale: "en") == ["a\u{AD}", "a", "b"])
        #expect(try Collation.sorted(["b", "a", "a\u{AD}"], locale: "en") == ["a", "a\u{AD}", "b"])
        #expect(try Collation.sorted([], locale: "ja") == [])
    }

    /// A locale ICU has no data for is refused, not sorted by the root's order.
    @Test func refusesUnknownLocale() {
        #expect(throws: LocaleError.self) { try Collation.sorted(["b", "a"], locale: "xx_YY") }
    }
}
