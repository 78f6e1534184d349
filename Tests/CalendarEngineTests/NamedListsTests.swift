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

/// The zones grouped by region, named as CLDR 42's `timeZoneNames` and `territories` name them (written here from
/// common/main/en.xml, ja.xml and de.xml, not from ICU's output).
@Suite("NamedLists: zones by region")
struct ZoneGroupTests {
    func entry(_ id: String, in locale: String) throws -> NamedLists.Entry? {
        try NamedLists.entries(.timezones, in: locale).first { $0.id == id }
    }

    /// Each zone's group is its country's name: en `<territory type="US">United States`, ja `JP` 日本 and `US`
    /// アメリカ合衆国, de `JP` Japan; the label is CLDR's exemplar city and metazone name: en America_Pacific's
    /// generic "Pacific Time", ja `exemplarCity` of America/Los_Angeles ロサンゼルス and America_Pacific アメリカ太平洋時間.
    @Test func groupsByRegion() throws {
        let losAngeles = try #require(try entry("America/Los_Angeles", in: "en"))
        #expect(losAngeles.group == "United States" && losAngeles.label.hasPrefix("Los Angeles (Pacific Time) GMT-"))
        #expect(try entry("Asia/Tokyo", in: "ja")?.group == "日本")
        let ja = try #require(try entry("America/Los_Angeles", in: "ja"))
        #expect(ja.group == "アメリカ合衆国" && ja.label.hasPrefix("ロサンゼルス (アメリカ太平洋時間) GMT-"))
        #expect(try entry("Asia/Tokyo", in: "de")?.group == "Japan")
        // A zone of no country goes under the world (`<territory type="001">`: en "world", lower case in CLDR,
        // ja 世界).
        #expect(try entry("Etc/GMT+1", in: "en")?.group == "world")
        #expect(try entry("Etc/GMT+1", in: "ja")?.group == "世界")
    }

    /// The zones of a region stand together, the regions in the locale's order (en: Japan before United States,
    /// Germany before Japan), and the zones of one region in the order of their names (Chicago before New York).
    @Test func sortedByRegionThenName() throws {
        let entries = try NamedLists.entries(.timezones, in: "en")
        let groups = entries.map { $0.group ?? "" }
        var seen: [String] = []
        for group in groups where seen.last != group {
            #expect(!seen.contains(group), "\(group) is split")
            seen.append(group)
        }
        let ids = entries.map(\.id)
        let berlin = try #require(ids.firstIndex(of: "Europe/Berlin"))
        let tokyo = try #require(ids.firstIndex(of: "Asia/Tokyo"))
        let chicago = try #require(ids.firstIndex(of: "America/Chicago"))
        let newYork = try #require(ids.firstIndex(of: "America/New_York"))
        #expect(berlin < tokyo && tokyo < chicago && chicago < newYork)
    }
}
