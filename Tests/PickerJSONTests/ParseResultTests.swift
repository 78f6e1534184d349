import CalendarEngine
import Foundation
import PickerJSON
import PickerModels
import Testing
import TestSupport

/// `datepick parse --format json`: pick's members for the value, the pattern that read the text, and candidates.
@Suite("Parse result")
struct ParseResultTests {
    func picker(_ locale: String, _ mode: DatePickerMode = .date, zone: String = "UTC") throws -> DatePicker {
        try DatePicker(
            DatePickerConfiguration(mode: mode, locale: locale, timeZone: zone), date: Civil.date(2026, 1, 1))
    }

    func members(_ json: JSONValue) -> [String: JSONValue] {
        guard case .object(let members) = json else { return [:] }
        return Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func theValueIsPicksAndThePatternAndCandidatesFollow() throws {
        let schemas = try JSONSchemas()
        var malta = try picker("mt")
        let ambiguous = try malta.setText("01/12/2026")
        let json = try ParseResult.json(malta, parsed: ambiguous)
        #expect(schemas.errors(in: json, against: "parse.schema.json").isEmpty)
        let object = members(json)
        #expect(object["value"] == .string("2026-01-12") && object["pattern"] == .string("M/d/y"))
        #expect(object["lenient"] == .bool(false))
        #expect(
            object["candidates"]
                == .array([
                    .object([("value", .string("2026-01-12")), ("pattern", .string("M/d/y"))]),
                    .object([("value", .string("2026-12-01")), ("pattern", .string("dd/MM/y"))]),
                ]))
        // The members before `fields` are pick's, in pick's order.
        var tokyo = try picker("ja_JP", .dateAndTime, zone: "Asia/Tokyo")
        let reading = try tokyo.setText("2026/11/30 14:05")
        let parsed = try ParseResult.json(tokyo, parsed: reading)
        #expect(schemas.errors(in: parsed, against: "parse.schema.json").isEmpty)
        guard case .object(let parsedMembers) = parsed,
            case .object(let pickMembers) = try PickResult.json(.date(tokyo), formatted: nil)
        else {
            Issue.record("not objects")
            return
        }
        #expect(parsedMembers.prefix(8).map(\.key) == pickMembers.filter { $0.key != "formatted" }.prefix(8).map(\.key))
        #expect(members(parsed)["value"] == .string("2026-11-30T14:05:00+09:00"))
        #expect(members(parsed)["fields"] == members(try PickResult.json(.date(tokyo), formatted: nil))["fields"])
        #expect(members(parsed)["candidates"] == nil)
    }
}
