@testable import CalendarEngine
import Testing

/// Unit labels are cut from ICU's formatted count by removing the count; ICU's own unit field is the reference.
@Suite("Unit labels against ICU's unit field")
struct UnitIsolationTests {
    /// Also with labels shared between locales of one unit source (most locales then format none): equal too.
    @Test func removingTheCountGivesICUsUnitFieldInEveryLocale() throws {
        var sources: Set<String> = []
        for locale in LocaleProfiles.availableLocales {
            let profile = try LocaleProfiles.shared.profile(for: locale)
            let source = try #require(UnitLabels.unitSource(profile), "\(locale)")
            sources.insert(source)
            for unit in DurationUnit.allCases {
                for width in [UnitWidth.wide, .short] {
                    let skeleton = UnitLabels.skeleton(unit, width)
                    let counts = Array(0...59)
                    let fast = try UnitLabels.labels(
                        skeleton: skeleton, locale: locale, counts: counts,
                        isolation: .removingCount(profile))
                    let shared = try UnitLabels.labels(
                        skeleton: skeleton, locale: locale, counts: counts,
                        isolation: .removingCount(profile), source: source)
                    let reference = try UnitLabels.labels(
                        skeleton: skeleton, locale: locale, counts: counts,
                        isolation: .fieldPosition)
                    #expect(fast == reference, "\(locale) \(skeleton)")
                    #expect(shared == reference, "\(locale) \(skeleton), shared")
                }
            }
        }
        #expect(sources.count < LocaleProfiles.availableLocales.count * 3 / 4, "most locales share unit data")
    }

    @Test func countsICUGroupsOrSignsTakeTheFieldPosition() throws {
        // 1,000 and −2 are not the profile's plain digits; a label cut by removing them would keep the count.
        for locale in ["en_US", "ar_EG", "fa_IR", "de_DE"] {
            let counts = [1000, 2, -2, 12_345, 1]
            let skeleton = UnitLabels.skeleton(.hour, .wide)
            let fast = try UnitLabels.labels(
                skeleton: skeleton, locale: locale, counts: counts,
                isolation: .removingCount(LocaleProfiles.shared.profile(for: locale)))
            #expect(
                fast
                    == (try UnitLabels.labels(
                        skeleton: skeleton, locale: locale, counts: counts, isolation: .fieldPosition)),
                "\(locale)")
        }
        #expect(try UnitLabels.labels(.hour, width: .wide, locale: "en_US", counts: [1000, 2]) == ["hours", "hours"])
    }

    /// CLDR 42's plural rules (https://www.unicode.org/cldr/charts/42/supplemental/language_plural_rules.html):
    /// ru one 1, 21; few 2–4, 22; many 5–20, 25, 11; ar zero 0, one 1, two 2, few 3–10, many 11–99, other 100.
    /// Counts 0–59 come from a table made once per locale, others from the rules: both ways, in any order.
    @Test func pluralCategoriesOfCountsInAnyOrder() throws {
        let russian = [1, 2, 5, 21, 22, 25, 11]
        let expected = ["one", "few", "many", "one", "few", "many", "many"]
        #expect(try UnitLabels.pluralCategories(russian, locale: "ru") == expected)
        #expect(try UnitLabels.pluralCategories(russian.reversed(), locale: "ru") == expected.reversed())
        #expect(try UnitLabels.pluralCategories(russian + [1000, 1001], locale: "ru") == expected + ["many", "one"])
        #expect(
            try UnitLabels.pluralCategories([0, 1, 2, 3, 11, 100], locale: "ar")
                == ["zero", "one", "two", "few", "many", "other"])
        #expect(
            try UnitLabels.labels(.minute, width: .wide, locale: "ru_RU", counts: [21, 22, 25]) == [
                "минута", "минуты", "минут",
            ])
    }

    /// Locales share categories by the plural rule set ICU gives them: for every locale (and ids with keywords,
    /// which plural rules ignore), the shared categories are those of the locale's own rules.
    @Test func categoriesSharedByRuleSetAreEachLocalesOwn() throws {
        let counts = Array(0..<60)
        var sets: Set<String> = []
        for locale in LocaleProfiles.availableLocales + ["ar_EG@numbers=latn", "pt_PT@calendar=buddhist", "sr_Latn_ME"]
        {
            let own = try UnitLabels.pluralCategoriesOpeningRules(counts, locale: locale)
            #expect(try UnitLabels.pluralCategories(counts, locale: locale) == own, "\(locale)")
            sets.formUnion(UnitLabels.pluralRuleSet(locale).map { [$0] } ?? [])
        }
        // ru and pt_PT have sets of their own (pt_PT's differs from pt's); 805 locales share few sets.
        #expect(UnitLabels.pluralRuleSet("ru_RU") == UnitLabels.pluralRuleSet("ru"))
        #expect(UnitLabels.pluralRuleSet("pt_PT") != UnitLabels.pluralRuleSet("pt_BR"))
        #expect(sets.count > 20 && sets.count < 100, "\(sets.count) sets")
        print("plural rule sets:", sets.count)
    }

    /// Counts that differ have keys that differ: evenly spaced ones are keyed by first, step and count.
    @Test func countKeysTellCountsApart() throws {
        let lists: [[Int]] = [
            Array(0...23), Array(0...59), Array(stride(from: 0, to: 60, by: 15)), [0, 15, 30],
            [0, 15, 31, 45], [0, 1, 2], [1, 2], [12], [], [0, 1, 2, 4], [3, 2, 1], Array(0...22),
        ]
        #expect(Set(lists.map(UnitLabels.key)).count == lists.count)
        #expect(UnitLabels.key(Array(0...23)) == "0+1×24")
        // Counts at the ends of Int: keyed without overflow (found in review: this trapped), and labelled.
        let extreme = [-1, Int.max, 0]
        #expect(UnitLabels.key(extreme) != UnitLabels.key([-1, Int.max, Int.min]))
        #expect(
            try UnitLabels.labels(.hour, width: .wide, locale: "en", counts: extreme) == ["hour", "hours", "hours"])
    }

    @Test func removalTrimsWhatICUTrims() {
        func remove(_ number: String, _ text: String) -> String {
            UnitLabels.removing(Array(number.utf16), from: Array(text.utf16))
        }
        #expect(remove("2", "2 hours") == "hours")
        #expect(remove("٢", "\u{200F}٢\u{00A0}ساعة") == "ساعة")  // RLM, the number, a no-break space
        #expect(remove("5", "5分") == "分")
        #expect(remove("1", "ساعة") == "ساعة")  // no count in the text: all unit
        #expect(remove("12", "12\u{202F}h") == "h")  // narrow no-break space
        #expect(remove("3", "sekend 3 wo") == "sekend")  // ee: ICU marks the unit before the count
    }
}
