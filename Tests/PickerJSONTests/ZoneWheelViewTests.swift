import CalendarEngine
import PickerModels
import Foundation
import PickerJSON
import Testing
import TestSupport

/// The zone wheel (`zoneWheel`) in the JSON view and the pick result.
@Suite("The zone wheel as data")
struct ZoneWheelViewTests {
    static let schemas = Result { try JSONSchemas() }

    func prepared(_ date: String = "2026-11-30T14:05", mode: DatePickerMode = .dateAndTime) throws -> PreparedPicker {
        try PickerRequest(locale: "en_US", mode: mode, timeZone: "Asia/Tokyo", date: date, zoneWheel: true)
            .makePicker(environment: [:], now: PickerViewTests.today, checkingOptions: mode == .dateAndTime)
    }

    /// Moves a prepared picker to a zone by its wheel, as a person would.
    func choose(_ zone: String, in prepared: inout PreparedPicker) throws {
        var picker = try #require(prepared.model.datePicker)
        let wheel = try #require(picker.index(of: .timeZone))
        let row = try #require(picker.wheels[wheel].component.rows.indices.first { picker.zoneID(ofRow: $0) == zone })
        try picker.select(row: row, inWheel: wheel)
        prepared = PreparedPicker(model: .date(picker), adjustments: picker.adjustments)
    }

    @Test func theViewHasAZoneWheelAndTheChosenZone() throws {
        let schemas = try Self.schemas.get()
        var prepared = try prepared()
        var json = try PickerView.json(prepared)
        #expect(schemas.errors(in: json, against: "view.schema.json").isEmpty)
        #expect(json["zoneWheel"] == .bool(true) && json["timeZone"] == .string("Asia/Tokyo"))
        guard case .array(let wheels)? = json["wheels"], let wheel = wheels.last else {
            Issue.record("no wheels")
            return
        }
        #expect(wheel["field"] == .string("timeZone") && wheel["title"] == .string("time zone"))
        #expect(wheel["rowCount"] == .int(try NamedLists.entries(.timezones, in: "en_US").count))
        guard case .string(let selected)? = wheel["selectedLabel"] else {
            Issue.record("no selected label")
            return
        }
        #expect(selected.hasPrefix("Tokyo (Japan Standard Time) GMT+9"), "\(selected)")
        try choose("America/New_York", in: &prepared)
        json = try PickerView.json(prepared)
        #expect(schemas.errors(in: json, against: "view.schema.json").isEmpty)
        #expect(json["timeZone"] == .string("America/New_York"))
        #expect(json["value"] == .string("2026-11-30T14:05:00-05:00"))
        #expect(json["fields"]?["hour"] == .int(14) && json["fields"]?["minute"] == .int(5))
        let result = try PickResult.json(prepared.model, formatted: nil)
        #expect(schemas.errors(in: result, against: "pick.schema.json").isEmpty)
        #expect(result["timeZone"] == .string("America/New_York") && result["offset"] == .string("-05:00"))
        #expect(result["offsetSeconds"] == .int(-18000))
    }

    @Test func aSkippedWallTimeIsAnAdjustment() throws {
        var prepared = try prepared("2026-03-08T02:30")
        try choose("America/New_York", in: &prepared)
        let json = try PickerView.json(prepared)
        #expect(
            json["adjustments"]
                == .array([
                    .object([
                        ("kind", .string("skippedTime")), ("from", .string("2026-03-08T02:30:00")),
                        ("to", .string("2026-03-08T03:30:00-04:00")), ("shiftedBy", .int(3600)),
                    ])
                ]))
    }

    @Test func otherModesHaveNoZoneWheelAndTheSchemaSaysSo() throws {
        let schemas = try Self.schemas.get()
        // `show` without a mode shows every mode with the options given; only dateAndTime takes the wheel.
        let json = try PickerView.json(try prepared(mode: .date))
        #expect(json["zoneWheel"] == .bool(false))
        #expect(schemas.errors(in: json, against: "view.schema.json").isEmpty)
        guard case .object(let members) = json else { return }
        let claimed = JSONValue.object(members.map { $0.key == "zoneWheel" ? ($0.key, .bool(true)) : $0 })
        #expect(!schemas.errors(in: claimed, against: "view.schema.json").isEmpty)
        #expect(throws: RequestError.self) {
            try PickerRequest(mode: .time, timeZone: "UTC", zoneWheel: true).makePicker(environment: [:])
        }
    }
}
