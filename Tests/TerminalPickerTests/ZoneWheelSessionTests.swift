import CalendarEngine
import PickerModels
import Foundation
import TerminalPicker
import Testing
import TestSupport

/// Typing a zone's name on the zone wheel of `datepick pick`, without a terminal.
@Suite("Zone wheel keys")
struct ZoneWheelSessionTests {
    func session() throws -> PickSession {
        var configuration = DatePickerConfiguration(mode: .dateAndTime, locale: "en_US", timeZone: "Asia/Tokyo")
        configuration.showsZoneWheel = true
        var session = PickSession(
            .date(try DatePicker(configuration, date: Civil.date(2026, 11, 30, 14, 5, offset: 9))))
        _ = session.handle(.left, at: 0)  // from the first wheel to the last, the zone wheel
        return session
    }

    func zone(_ session: PickSession) -> String? { session.picker.timeZone }

    @Test func lettersJumpToAZoneByItsName() throws {
        var session = try session()
        for (index, character) in "New Y".enumerated() {
            _ = session.handle(.character(character), at: Double(index) * 0.1)
        }
        #expect(zone(session) == "America/New_York")
        #expect(session.picker.isoString == "2026-11-30T14:05:00-05:00")
    }

    @Test func aLetterTypedAgainStepsThroughTheZonesItStartsAndDigitsDoNothing() throws {
        var session = try session()
        _ = session.handle(.character("L"), at: 0)
        let first = try #require(zone(session))
        _ = session.handle(.character("L"), at: 0.1)
        let second = try #require(zone(session))
        #expect(first != second)
        let names = session.picker.wheels.last!.component.rows
        #expect(names.label(at: session.picker.wheels.last!.component.selectedRow).hasPrefix("L"))
        _ = session.handle(.character("5"), at: 5)
        #expect(zone(session) == second)
    }
}
