@testable import CalendarEngine
import Testing

/// Sharing derivations between locales with one ``DataSource`` must never change a profile.
@Suite("Data sources")
struct DataSourceTests {
    static func source(_ id: String) throws -> DataSource? {
        let locale = try ResolvedLocale(id)
        return DataSource(locale, calendar: try ICUCalendar(locale: locale.icuID).type())
    }

    /// Every locale ICU lists, derived by a fresh engine (which shares) and on its own: equal, field for field.
    @Test func sharedProfilesEqualTheirOwnDerivation() throws {
        let ids = LocaleProfiles.availableLocales
        let engine = LocaleProfiles()
        let shared = try engine.profiles(for: ids)
        let alone = try onEveryCore(ids.count) { index in try LocaleProfile(deriving: ResolvedLocale(ids[index])) }
        #expect(engine.sourceCount < ids.count / 2 + ids.count / 4, "most locales share (ICU 72: 464 sources)")
        for (profile, own) in zip(shared, alone) where profile != own {
            Issue.record("\(own.id): shared profile differs from its own derivation")
        }
    }

    @Test func aRegionWithoutDataOfItsOwnSharesItsLanguage() throws {
        // en_AS and en_US are empty files in ICU 72; American Samoa's hour formats (h, H) differ from the US's
        // (h, hb, H, hB), so only en_US shares en's source.
        #expect(try Self.source("en_US") == Self.source("en"))
        #expect(try Self.source("en_AS") != Self.source("en"))
        #expect(try Self.source("en_AS")?.origins == Self.source("en")?.origins)
        #expect(try Self.source("de_DE") == Self.source("de"))
        #expect(try Self.source("ja_JP") == Self.source("ja"))
        #expect(try Self.source("en_GB")?.origins.first == "en_GB")
        #expect(try Self.source("en_GB") != Self.source("en_001"))
    }

    @Test func theRegionsCalendarAndHoursArePartOfTheSource() throws {
        // ar_SA opens islamic-umalqura, ar_EG gregorian; de_AT and de_CH have data of their own.
        let saudi = try #require(try Self.source("ar_SA"))
        #expect(saudi.calendar == "islamic-umalqura")
        #expect(try Self.source("ar_EG")?.calendar == "gregorian")
        // es_419 (Latin America) has no timeData entry, so no source: ICU resolves such regions further.
        #expect(try Self.source("es_419") == nil)
        #expect(try Self.source("en_US")?.hourFormats == ["h", "|", "h", "hb", "H", "hB", "|"])
    }

    /// Found in review: ICU resolves a region that timeData does not list (`840` is `US`); keyed as "no hour
    /// data", `en-840` took `en-ZZ`'s 24-hour clock when derived after it.
    @Test func regionsTimeDataDoesNotListAreDerivedAlone() throws {
        for (first, second) in [("en-ZZ", "en-840"), ("en-840", "en-ZZ"), ("de-ZZ", "de-276"), ("ja-ZZ", "ja-392")] {
            let engine = LocaleProfiles()
            _ = try engine.profile(for: first)
            #expect(
                try engine.profile(for: second) == LocaleProfiles().profile(for: second), "\(second) after \(first)")
        }
        #expect(try LocaleProfiles().profile(for: "en-840").hourCycle == .h12)
    }

    @Test func keywordsAreSourcesOfTheirOwn() throws {
        #expect(try Self.source("ja_JP@calendar=japanese") == nil)
        #expect(try Self.source("en-US-u-hc-h23") == nil)
        #expect(try LocaleProfiles().profile(for: "en-US-u-hc-h23").hourCycle == .h23)
    }
}
