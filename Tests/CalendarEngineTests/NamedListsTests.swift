import CalendarEngine
import Testing

/// The lists `datepick choose --list` offers, against names written by hand from CLDR 42's locale data
/// (common/main/<locale>.xml: `territories`, `languages`, `types` of `calendar`, `currencies` with their
/// `displayName` and `symbol`), not from ICU's output.
@Suite("Named lists: time zones, regions, languages, currencies and calendars ICU knows")
struct NamedListsTests {
    func label(_ list: NamedLists.List, _ id: String, in locale: String) throws -> String? {
        try NamedLists.entries(list, in: locale).first { $0.id == id }?.label
    }

    @Test(arguments: [
        (NamedLists.List.regions, "JP", "ja", "日本"), (.regions, "DE", "ja", "ドイツ"),
        (.regions, "DE", "de", "Deutschland"), (.regions, "US", "en", "United States"),
        (.regions, "AT", "sv", "Österrike"), (.languages, "ja", "ja", "日本語"), (.languages, "de", "de", "Deutsch"),
        (.languages, "ja", "en", "Japanese"), (.calendars, "japanese", "en", "Japanese Calendar"),
        (.calendars, "gregorian", "en", "Gregorian Calendar"), (.currencies, "USD", "en", "US Dollar ($)"),
        (.currencies, "JPY", "en", "Japanese Yen (¥)"), (.currencies, "EUR", "de", "Euro (€)"),
        (.currencies, "JPY", "ja", "日本円 (￥)"),
    ])
    func names(_ list: NamedLists.List, _ id: String, _ locale: String, _ expected: String) throws {
        #expect(try label(list, id, in: locale) == expected)
    }

    /// Sorted by the display locale's collation: Swedish files Österrike after Zimbabwe, German Österreich
    /// before Polen (CLDR's sv tailoring and the root order, as in CollationTests).
    @Test func sortedByTheLocalesCollation() throws {
        let sv = try NamedLists.entries(.regions, in: "sv").map(\.id)
        #expect(try #require(sv.firstIndex(of: "AT")) > #require(sv.firstIndex(of: "ZW")))
        let de = try NamedLists.entries(.regions, in: "de").map(\.id)
        #expect(try #require(de.firstIndex(of: "AT")) < #require(de.firstIndex(of: "PL")))
    }

    /// Zones by exemplar city, metazone name and offset now, from CLDR 42's `timeZoneNames` (en and ja:
    /// `exemplarCity` of Asia/Tokyo 東京, metazone Japan's long standard "Japan Standard Time" / 日本標準時,
    /// America_Eastern's long generic "Eastern Time", `gmtFormat` GMT{0}). A zone that keeps no daylight time takes
    /// its standard name in the generic format (UTS #35, part 4, "Using Time Zone Names"), so Tokyo's is the
    /// standard one; Japan keeps no summer time, so its offset holds all year; New York's is checked to the sign.
    @Test func timeZones() throws {
        #expect(try label(.timezones, "Asia/Tokyo", in: "ja") == "東京 (日本標準時) GMT+9")
        #expect(try label(.timezones, "Asia/Tokyo", in: "en") == "Tokyo (Japan Standard Time) GMT+9")
        #expect(try label(.timezones, "America/New_York", in: "en")?.hasPrefix("New York (Eastern Time) GMT-") == true)
        let ids = try NamedLists.entries(.timezones, in: "en").map(\.id)
        #expect(ids.contains("Europe/Paris") && !ids.contains("US/Eastern"))  // canonical ids, not aliases
    }

    /// Every calendar `--calendar` takes is listed, each once.
    @Test func everyCalendar() throws {
        let ids = try NamedLists.entries(.calendars, in: "en").map(\.id)
        #expect(ids.sorted() == LocaleProfiles.availableCalendars)
    }

    @Test func refusesUnknownDisplayLocale() {
        #expect(throws: LocaleError.self) { try NamedLists.entries(.regions, in: "xx_YY") }
    }
}
