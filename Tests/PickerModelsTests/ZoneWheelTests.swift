import CalendarEngine
import PickerModels
import Foundation
import Testing
import TestSupport

/// The dateAndTime mode's wheel of time zones: a person picks a moment in another zone.
@Suite("Zone wheel")
struct ZoneWheelTests {
    /// A dateAndTime picker with the zone wheel, at a Tokyo wall time.
    func zonePicker(
        _ locale: String = "en_US", zone: String = "Asia/Tokyo", date: Date = Civil.date(2026, 11, 30, 14, 5, offset: 9)
    ) throws -> DatePicker {
        try picker(.dateAndTime, locale, zone: zone, date: date) { $0.showsZoneWheel = true }
    }

    /// The zone wheel's row of a zone.
    func row(of zone: String, in picker: DatePicker) throws -> Int {
        try #require(picker.wheel(.timeZone)?.component.rows.indices.first { picker.zoneID(ofRow: $0) == zone })
    }

    @Test func onlyDateAndTimeHasTheWheelAfterTheTime() throws {
        let dateAndTime = try zonePicker()
        #expect(dateAndTime.fields == [.date, .hour, .minute, .dayPeriod, .timeZone])
        for mode in [DatePickerMode.date, .time, .yearAndMonth] {
            let other = try picker(mode, "en_US", zone: "Asia/Tokyo") { $0.showsZoneWheel = true }
            #expect(!other.fields.contains(.timeZone), "\(mode)")
        }
        #expect(!(try picker(.dateAndTime, "en_US")).fields.contains(.timeZone))
    }

    // Titles: CLDR 42's display name of the zone field (fields/zone/displayName) in en, de and ja.
    @Test(arguments: [("en_US", "time zone"), ("de_DE", "Zeitzone"), ("ja_JP", "タイムゾーン")])
    func theWheelIsTitledInTheLocale(_ locale: String, _ title: String) throws {
        #expect(try zonePicker(locale).wheel(.timeZone)?.component.title == title)
    }

    // Names: CLDR 42's exemplar cities and metazone names (ja: Asia/Tokyo 東京, metazone Japan 日本標準時; en:
    // America/New_York New York, metazone America_Eastern "Eastern Time").
    @Test(arguments: [
        ("ja_JP", "Asia/Tokyo", "東京 (日本標準時) GMT+9"), ("en_US", "America/New_York", "New York (Eastern Time) GMT-"),
    ])
    func rowsAreTheZonesNamedInTheLocaleStartingOnThePickersZone(_ locale: String, _ zone: String, _ label: String)
        throws
    {
        let picker = try zonePicker(locale, zone: zone)
        let wheel = try #require(picker.wheel(.timeZone)).component
        #expect(picker.zoneID(ofRow: wheel.selectedRow) == zone)
        #expect(wheel.selected.label.hasPrefix(label), "\(wheel.selected.label)")
        // Every zone ICU lists, as `datepick choose --list timezones` offers them.
        let entries = try NamedLists.entries(.timezones, in: locale)
        #expect(wheel.rows.count == entries.count)
        #expect(wheel.rows.indices.map { picker.zoneID(ofRow: $0) } == entries.map(\.id))
    }

    @Test func aZoneKeepsTheWallClockAndResolvesTheMomentThere() throws {
        var picker = try zonePicker()
        #expect(picker.isoString == "2026-11-30T14:05:00+09:00")
        try picker.select(row: try row(of: "America/New_York", in: picker), in: .timeZone)
        #expect(picker.isoString == "2026-11-30T14:05:00-05:00")
        #expect(picker.date == Civil.date(2026, 11, 30, 14, 5, offset: -5))
        #expect(picker.context.timeZone == "America/New_York")
        #expect(picker.configuration.timeZone == "America/New_York")
        #expect(picker.label(.hour) == "2" && picker.label(.minute) == "05" && picker.label(.dayPeriod) == "PM")
        #expect(picker.zoneID(ofRow: picker.wheel(.timeZone)!.component.selectedRow) == "America/New_York")
        #expect(picker.adjustments.isEmpty)
        // The other wheels still step, in the new zone.
        try picker.step(.hour, by: 1)
        #expect(picker.isoString == "2026-11-30T15:05:00-05:00")
    }

    @Test func aWallTimeTheNewZoneSkipsMovesLaterAndSaysSo() throws {
        // 02:30 on 2026-03-08 is a time in Tokyo, but New York's clocks go from 02:00 to 03:00 that night.
        var picker = try zonePicker(date: Civil.date(2026, 3, 8, 2, 30, offset: 9))
        try picker.select(row: try row(of: "America/New_York", in: picker), in: .timeZone)
        #expect(picker.adjustments == [.skippedTime(shiftedBy: 3600)])
        #expect(picker.isoString == "2026-03-08T03:30:00-04:00")
    }

    @Test func theBoundsStayMoments() throws {
        // At most 14:05 Tokyo time: 14:05 in New York is 14 hours later, so the value stops at the bound.
        let bound = Civil.date(2026, 11, 30, 14, 5, offset: 9)
        var picker = try picker(.dateAndTime, "en_US", zone: "Asia/Tokyo", date: bound) {
            $0.showsZoneWheel = true
            $0.maximumDate = bound
        }
        try picker.select(row: try row(of: "America/New_York", in: picker), in: .timeZone)
        #expect(picker.date == bound)
        #expect(picker.isoString == "2026-11-30T00:05:00-05:00")
        #expect(picker.adjustments == [.clampedToBounds(from: Civil.date(2026, 11, 30, 14, 5, offset: -5))])
    }

    @Test func anUnknownZoneIsRefusedAndLeavesThePicker() throws {
        var picker = try zonePicker()
        #expect(throws: PickerError.calendar(.unknownTimeZone("Mars/Base"))) { try picker.setTimeZone("Mars/Base") }
        #expect(picker.isoString == "2026-11-30T14:05:00+09:00")
    }
}
