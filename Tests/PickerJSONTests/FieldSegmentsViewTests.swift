import PickerModels
import Foundation
import PickerJSON
import Testing
import TestSupport

/// The typed field's segments in the JSON view: `field`, `text`, `placeholder`, `editable`, `focus`, `minimum`,
/// `maximum`; at start on the picker's value, or as a field being typed has them.
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

    /// An en_US date picker's view and an empty field over its picker.
    func emptyField() throws -> (PreparedPicker, DateFieldState) {
        let prepared = try PickerRequest(locale: "en_US", mode: .date, timeZone: "UTC", date: "2026-11-30")
            .makePicker(environment: [:])
        return (prepared, DateFieldState(picker: try #require(prepared.model.datePicker), empty: true))
    }

    func segments(_ view: JSONValue) -> [JSONValue] {
        if case .array(let segments)? = view["segments"] { return segments }
        Issue.record("no segments in \(view.text)")
        return []
    }

    /// The index of the focused segment in a view.
    func focus(_ view: JSONValue) -> Int? { segments(view).firstIndex { $0["focus"] == .bool(true) } }

    @Test func theViewOfAFieldBeingTypedShowsWhatWasTyped() throws {
        let (prepared, start) = try emptyField()
        var field = start
        field.press(.character("1"))
        let view = try PickerView.json(prepared, field: field)
        let shown = segments(view)
        #expect(shown.map { $0["text"] } == ["1", "/", "––", "/", "––––"].map(JSONValue.string))
        #expect(focus(view) == 0, "1 may still become 10, 11 or 12")
        #expect(field.value(at: 0) == 1 && field.value(at: 2) == nil && field.value(at: 1) == nil)
        #expect(shown[0]["field"] == .string("month"))
        // The rest of the view is the picker's: only the segments differ.
        let picker = try PickerView.json(prepared)
        guard case .object(let members) = view, case .object(let pickers) = picker else {
            Issue.record("not objects")
            return
        }
        #expect(
            members.filter { $0.key != "segments" }.map(\.key) == pickers.filter { $0.key != "segments" }.map(\.key))
        for (key, value) in pickers where key != "segments" { #expect(view[key] == value, "\(key)") }
        #expect(segments(picker).map { $0["text"] } == ["11", "/", "30", "/", "2026"].map(JSONValue.string))
        #expect(try JSONSchemas().errors(in: view, against: "view.schema.json").isEmpty)

        field.press(.character("2"))
        let moved = try PickerView.json(prepared, field: field)
        #expect(segments(moved)[0]["text"] == .string("12"))
        #expect(focus(moved) == 2, "no month has a third digit: the focus is on the day")
        #expect(segments(moved)[2]["field"] == .string("day"))
    }

    @Test func theDaysRangeFollowsTheMonth() throws {
        let (prepared, start) = try emptyField()
        func range(_ field: DateFieldState, _ name: String) throws -> [JSONValue?] {
            let segment = segments(try PickerView.json(prepared, field: field)).first { $0["field"] == .string(name) }
            return [segment?["minimum"], segment?["maximum"]]
        }
        var field = start
        #expect(try range(field, "day") == [.int(1), .int(31)], "no month yet: any month's days")
        #expect(try range(field, "month") == [.int(1), .int(12)])
        #expect(try range(field, "year") == [.int(1), .int(9999)])
        let literals = segments(try PickerView.json(prepared, field: field)).filter { $0["editable"] == .bool(false) }
        #expect(!literals.isEmpty && literals.allSatisfy { $0["minimum"] == .null && $0["maximum"] == .null })
        field.press(.character("2"))
        field.press(.tab)
        for digit in "2026" { field.press(.character(digit)) }
        #expect(try range(field, "day") == [.int(1), .int(28)], "February of a common year")
        field.press(.backTab)
        field.press(.backTab)
        field.press(.character("4"))
        #expect(try range(field, "day") == [.int(1), .int(30)])
        field.press(.backTab)
        field.press(.character("2"))
        field.press(.tab)
        field.press(.tab)
        for digit in "2024" { field.press(.character(digit)) }
        #expect(try range(field, "day") == [.int(1), .int(29)], "February of a leap year")
    }

    /// The schema holds a literal's range to null and an editable segment's to numbers.
    @Test func theSchemaRefusesARangeOnALiteralAndNoneOnASegment() throws {
        let (prepared, field) = try emptyField()
        let view = try PickerView.json(prepared, field: field)
        let schemas = try JSONSchemas()
        #expect(schemas.errors(in: view, against: "view.schema.json").isEmpty)
        func changed(segment: Int, _ key: String, to value: JSONValue) -> JSONValue {
            guard case .object(var members) = view, case .array(var shown)? = view["segments"],
                case .object(var segmentMembers) = shown[segment]
            else { return view }
            segmentMembers = segmentMembers.map { $0.key == key ? (key, value) : $0 }
            shown[segment] = .object(segmentMembers)
            members = members.map { $0.key == "segments" ? ("segments", .array(shown)) : $0 }
            return .object(members)
        }
        #expect(!schemas.errors(in: changed(segment: 1, "minimum", to: .int(1)), against: "view.schema.json").isEmpty)
        #expect(!schemas.errors(in: changed(segment: 0, "maximum", to: .null), against: "view.schema.json").isEmpty)
    }

    /// `screenPosition` is the bidi algorithm's order (CLDR 42 he `H:mm`: the hour leftmost; ar `h:mm a`: the day
    /// period leftmost, its name running right to left), and the view holds to the schema.
    @Test func segmentsSayWhereTheyGoOnScreen() throws {
        func view(_ locale: String) throws -> [JSONValue] {
            let request = PickerRequest(locale: locale, mode: .time, timeZone: "UTC", date: "2026-11-30T14:05")
            let view = try PickerView.json(try request.makePicker(environment: [:]))
            #expect(try JSONSchemas().errors(in: view, against: "view.schema.json").isEmpty)
            guard case .array(let segments)? = view["segments"] else { return [] }
            return segments
        }
        let he = try view("he_IL")
        #expect(he.map { $0["screenPosition"] } == [.int(0), .int(1), .int(2)], "14:05 left to right")
        let ar = try view("ar_EG")
        let period = try #require(ar.first { $0["field"] == .string("dayPeriod") })
        #expect(period["screenPosition"] == .int(0) && period["rightToLeft"] == .bool(true))
        let hour = try #require(ar.first { $0["field"] == .string("hour") })
        #expect(hour["screenPosition"] == .int(2) && hour["rightToLeft"] == .bool(false), "م, the space, then 2:05")
    }
}
