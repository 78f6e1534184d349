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
                    let fast = try UnitLabels.labels(skeleton: skeleton, locale: locale, counts: counts,
                                                     isolation: .removingCount(profile))
                    let shared = try UnitLabels.labels(skeleton: skeleton, locale: locale, counts: counts,
                                                       isolation: .removingCount(profile), source: source)
                    let reference = try UnitLabels.labels(skeleton: skeleton, locale: locale, counts: counts,
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
            let fast = try UnitLabels.labels(skeleton: skeleton, locale: locale, counts: counts,
                                             isolation: .removingCount(LocaleProfiles.shared.profile(for: locale)))
            #expect(fast == (try UnitLabels.labels(skeleton: skeleton, locale: locale, counts: counts, isolation: .fieldPosition)),
                    "\(locale)")
        }
        #expect(try UnitLabels.labels(.hour, width: .wide, locale: "en_US", counts: [1000, 2]) == ["hours", "hours"])
    }

    @Test func removalTrimsWhatICUTrims() {
        func remove(_ number: String, _ text: String) -> String {
            UnitLabels.removing(Array(number.utf16), from: Array(text.utf16))
        }
        #expect(remove("2", "2 hours") == "hours")
        #expect(remove("٢", "\u{200F}٢\u{00A0}ساعة") == "ساعة")  // RLM, the number, a no-break space
        #expect(remove("5", "5分") == "分")
        #expect(remove("1", "ساعة") == "ساعة")                      // no count in the text: all unit
        #expect(remove("12", "12\u{202F}h") == "h")                  // narrow no-break space
        #expect(remove("3", "sekend 3 wo") == "sekend")              // ee: ICU marks the unit before the count
    }
}
