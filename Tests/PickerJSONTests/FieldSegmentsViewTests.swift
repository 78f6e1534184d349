import DateModes
import Foundation
import PickerJSON
import Testing

/// The typed field's segments in the JSON view: `field`, `text`, `placeholder`, `editable`, `focus`.
@Suite("Field segments in the view")
struct FieldSegmentsViewTests {
    @Test func theViewListsTheFieldsSegments() throws {
        let request = PickerRequest(
            locale: "en_US", mode: .dateAndTime, timeZone: "UTC", date: "2026-11-30T14:05")
        let view = try PickerView.json(try request.makePicker(environment: [:]))
        guard case .array(let segments)? = view["segments"] else {
            Issue.record("no segments in \(view.text)")
            return
        }
        #expect(
            segments.map { $0["text"] }
                == ["11", "/", "30", "/", "2026", ", ", "2", ":", "05", "\u{202F}", "PM"].map(JSONValue.string))
        #expect(segments.map { $0["field"] }.first == .string("month"))
        #expect(segments[1]["field"] == .null && segments[1]["editable"] == .bool(false))
        #expect(segments[1]["placeholder"] == .null)
        #expect(segments[4]["placeholder"] == .string("––––"))
        #expect(segments.filter { $0["focus"] == .bool(true) }.count == 1)
        #expect(segments[0]["focus"] == .bool(true))
        let countdown = try PickerView.json(
            try PickerRequest(locale: "en_US", mode: .countDownTimer).makePicker(environment: [:]))
        #expect(countdown["segments"] == .null)
    }
}
