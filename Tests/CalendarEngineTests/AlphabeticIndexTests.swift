import CalendarEngine
import Testing

/// The index letters of `AlphabeticIndex` against CLDR 42's index exemplar characters (`<exemplarCharacters
/// type="index">` in common/main/*.xml, shown as "Index" on https://www.unicode.org/cldr/charts/42/by_type/
/// core_data.alphabetic_information.index.html), written here by hand, not taken from ICU's output; and the bucket
/// of a few words by the collation rules of CLDR's collation charts.
@Suite("AlphabeticIndex: a locale's index letters")
struct AlphabeticIndexTests {
    static let latin = "A B C D E F G H I J K L M N O P Q R S T U V W X Y Z"

    @Test(
        arguments: [
            // en.xml and de.xml: [A-Z]; German files ä, ö, ü under a, o, u and has no letters of its own in the index.
            ("en", latin),
            ("de", latin),
            // sv.xml: [A B … Z Å Ä Ö], the three letters after z as its collation puts them.
            ("sv", latin + " Å Ä Ö"),
            // ja.xml: [あ か さ た な は ま や ら わ], the first kana of each gojūon row.
            ("ja", "あ か さ た な は ま や ら わ"),
            // ru.xml: [А Б В Г Д Е Ж З И Й К Л М Н О П Р С Т У Ф Х Ц Ч Ш Щ Ы Э Ю Я]: no Ё (filed under Е), Ъ or Ь
            // (no word starts with them).
            ("ru", "А Б В Г Д Е Ж З И Й К Л М Н О П Р С Т У Ф Х Ц Ч Ш Щ Ы Э Ю Я"),
            // ar.xml: [ا ب ت ث ج ح خ د ذ ر ز س ش ص ض ط ظ ع غ ف ق ك ل م ن ه و ي], the 28 letters in abjadī order.
            ("ar", "ا ب ت ث ج ح خ د ذ ر ز س ش ص ض ط ظ ع غ ف ق ك ل م ن ه و ي"),
        ] as [(String, String)])
    func letters(_ locale: String, _ letters: String) throws {
        let index = try AlphabeticIndex(locale: locale)
        let expected = letters.split(separator: " ").map(String.init)
        #expect(index.buckets.filter { $0.kind == .letter }.map(\.label) == expected)
        // What sorts before and after the letters has a bucket of its own at each end.
        #expect(index.buckets.first?.kind == .underflow)
        #expect(index.buckets.last?.kind == .overflow)
    }

    /// Words fall in the bucket of their first letter as the locale's collation files it.
    @Test(
        arguments: [
            ("de", "Äpfel", "A"),  // de: ä is a with an accent (root collation)
            ("sv", "Äpfel", "Ä"),  // sv: ä is a letter after z
            ("ja", "とうきょう", "た"),  // to, in the ta row
            ("ja", "がっこう", "か"),  // ga, the voiced ka, in the ka row
            ("ja", "カメラ", "か"),  // katakana with hiragana
            ("ru", "Ёлка", "Е"),  // ё under е
            ("ar", "مصر", "م"),
            ("en", "zebra", "Z"),  // case does not matter
        ] as [(String, String, String)])
    func buckets(_ locale: String, _ word: String, _ label: String) throws {
        let index = try AlphabeticIndex(locale: locale)
        #expect(index.buckets[index.bucket(of: word)].label == label)
    }

    /// Digits sort before the letters, other scripts after them.
    @Test func outsideTheLetters() throws {
        let index = try AlphabeticIndex(locale: "en")
        #expect(index.buckets[index.bucket(of: "42")].kind == .underflow)
        #expect(index.buckets[index.bucket(of: "東京")].kind == .overflow)
    }

    @Test func refusesBadLocale() {
        #expect(throws: LocaleError.self) { try AlphabeticIndex(locale: "not a locale!") }
    }
}
