import CalendarEngine
import PickerModels
import Foundation
import Testing

/// The curated expectations (`curated.json`, written by `tools/curate-expectations` from CLDR 42 as Babel
/// packages it, plus hand-written entries with their sources) against the live engine and pickers.
@Suite("Curated expectations (CLDR 42, independent of ICU)")
struct CuratedTests {
    struct Entry: Codable, Sendable, CustomTestStringConvertible {
        var locale: String
        var source: String
        var dateOrder: [String]?
        var timeOrder: [String]?
        var hourCycle: String?
        var firstWeekday: Int?
        var direction: String?
        var digits: String?
        var calendar: String?
        var firstMonth: String?
        /// The calendar the month name is in, where it is not the locale's default (BCP 47 `gregory`).
        var monthCalendar: String?
        var testDescription: String { locale }
    }

    static let entries: [Entry] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("curated.json")
        struct File: Codable { var entries: [Entry] }
        return (try? JSONDecoder().decode(File.self, from: Data(contentsOf: url)).entries) ?? []
    }()

    @Test func coversTheFamilies() {
        #expect(Set(Self.entries.map(\.locale)).count >= 40)
        #expect(Set(Self.entries.compactMap(\.hourCycle)) == ["h11", "h12", "h23", "h24"])
        #expect(
            Set(Self.entries.compactMap(\.calendar)).isSuperset(of: [
                "gregorian", "buddhist", "japanese", "persian",
                "hebrew", "chinese", "dangi", "islamic-umalqura", "indian", "ethiopic", "coptic", "roc",
            ]))
        #expect(Self.entries.contains { $0.direction == "rtl" })
        #expect(Set(Self.entries.compactMap(\.digits)).count >= 6)
    }

    @Test(arguments: entries)
    func engineAgrees(_ entry: Entry) throws {
        let profile = try LocaleProfiles.shared.profile(for: entry.locale)
        let note = Comment(rawValue: "source: \(entry.source)")
        if let order = entry.dateOrder {
            #expect(profile.dateOrder.map(\.rawValue) == order, note)
            // The date picker's wheels follow the same order.
            let picker = try DatePicker(DatePickerConfiguration(mode: .date, locale: entry.locale, timeZone: "UTC"))
            #expect(picker.fields.map(\.rawValue) == order, note)
        }
        if let order = entry.timeOrder { #expect(profile.timeOrder.map(\.rawValue) == order, note) }
        if let cycle = entry.hourCycle { #expect(profile.hourCycle.rawValue == cycle, note) }
        if let day = entry.firstWeekday { #expect(profile.firstWeekday == day, note) }
        if let direction = entry.direction { #expect(profile.direction.rawValue == direction, note) }
        if let digits = entry.digits { #expect(profile.numberingSystem == digits, note) }
        if let calendar = entry.calendar { #expect(profile.calendar == calendar, note) }
        if let month = entry.firstMonth {
            let months =
                try entry.monthCalendar.map { calendar in
                    try CalendarContext(locale: entry.locale, calendar: calendar, timeZone: "UTC").profile.months
                } ?? profile.months
            #expect(months.standalone.wide.first == month, note)
        }
    }
}
