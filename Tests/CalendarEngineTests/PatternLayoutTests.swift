@testable import CalendarEngine
import Testing

@Suite("Pattern scanning and the affix rule")
struct PatternLayoutTests {
    func layout(_ pattern: String, names: [DateField: [String]] = [:]) -> PatternLayout {
        PatternLayout(skeleton: "yMMMMd", pattern: pattern, fieldNames: names)
    }

    func affixes(_ layout: PatternLayout) -> [String] {
        layout.fields.map { "\($0.prefix)|\($0.field.rawValue)|\($0.suffix)" }
    }

    @Test func explanationNamesSkeletonPatternAndOrder() {
        #expect(layout("y年M月d日").explanation == "yMMMMd → y年M月d日 → year, month, day")
    }

    @Test func concatenatedIsJoined() {
        for parts in [[], [""], ["", "a"], ["a", ""], ["en", "gregorian", "h", "H"]] {
            #expect(parts.concatenated(separator: " ") == parts.joined(separator: " "))
            #expect(parts.concatenated() == parts.joined())
        }
    }

    @Test func cjkUnitsFollowTheValue() {
        let ja = layout("y年M月d日")
        #expect(ja.order == [.year, .month, .day])
        #expect(affixes(ja) == ["|year|年", "|month|月", "|day|日"])
        #expect(ja.separators == ["", "", "", ""])
    }

    @Test func punctuationAndConnectorsAreSeparators() {
        let en = layout("MMMM d, y")
        #expect(affixes(en) == ["|month|", "|day|", "|year|"])
        #expect(en.separators == ["", " ", ", ", ""])
        let es = layout("d 'de' MMMM 'de' y", names: [.year: ["año", "a"], .day: ["día", "d"]])
        #expect(affixes(es) == ["|day|", "|month|", "|year|"])
        #expect(es.separators == ["", " de ", " de ", ""])
        let hu = layout("y. MMMM d.", names: [.year: ["év"], .day: ["nap"]])
        #expect(affixes(hu) == ["|year|", "|month|", "|day|"])
        #expect(hu.separators == ["", ". ", " ", "."])
    }

    @Test func wordsThatNameTheFieldAreAffixes() {
        let lt = layout("y 'm'. MMMM d 'd'.", names: [.year: ["metai", "m."], .day: ["diena", "d."]])
        #expect(affixes(lt) == ["|year| m.", "|month|", "|day| d."])
        #expect(lt.separators == ["", " ", " ", ""])
        // The same word that does not name the field stays a separator.
        let other = layout("y 'm'. MMMM d 'd'.", names: [:])
        #expect(affixes(other) == ["|year|", "|month|", "|day|"])
    }

    @Test func textAgainstTheValueIsAnAffix() {
        let he = layout("d בMMMM y")
        #expect(affixes(he) == ["|day|", "ב|month|", "|year|"])
        let eu = layout("y('e')'ko' MMMM'ren' d('a')")
        #expect(affixes(eu) == ["|year|(e)ko", "|month|ren", "|day|(a)"])
        let dangi = layout("r년(U년) MMMM d일")
        #expect(affixes(dangi) == ["|year|년", "|year|년", "|month|", "|day|일"])
        #expect(dangi.separators == ["", "(", ") ", " ", ""])
        #expect(dangi.order == [.year, .month, .day])
    }

    @Test func quotesAndCombiningMarksScanByUTF16() {
        // nnh: a combining caron right after the closing quote must stay literal text, not join the quote.
        let nnh = layout("'lyɛ'̌ʼ d 'na' MMMM, y", names: [.day: ["lyɛ̌ʼ"]])
        #expect(nnh.order == [.day, .month, .year])
        #expect(nnh.fields[0].prefix == "lyɛ̌ʼ ")
        #expect(nnh.separators[1] == " na ")
        // '' is an apostrophe, inside quotes and out.
        let quoted = layout("h 'o''clock' a")
        #expect(quoted.order == [.hour, .dayPeriod])
        #expect(quoted.separators[1] == " o'clock ")
        #expect(layout("h''a").separators[1] == "'")
    }

    @Test func lettersWithoutAWheelStayLiteral() {
        let zoned = layout("HH:mm zzzz")
        #expect(zoned.order == [.hour, .minute])
        #expect(zoned.separators.last == " zzzz")
    }

    @Test func explanationShowsTheDerivation() {
        #expect(layout("y年M月d日").explanation == "yMMMMd → y年M月d日 → year, month, day")
    }
}
