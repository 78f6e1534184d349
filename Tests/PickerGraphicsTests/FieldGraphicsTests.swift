import PickerModels
import Foundation
import PickerGraphics
import Testing
import TestSupport

/// The typed field as SVG: well-formed, its segments' text in order, the focused segment boxed.
@Suite("Field SVG")
struct FieldGraphicsTests {
    @Test func theFieldIsDrawnWithItsFocus() throws {
        let en = try DatePicker(
            DatePickerConfiguration(mode: .dateAndTime, locale: "en_US", timeZone: "UTC"),
            date: Civil.date(2026, 11, 30, 14, 5))
        let svg = SVG.field(DateFieldState(picker: en))
        let check = XMLCheck.parse(svg)
        #expect(check.error == nil)
        #expect(svg.contains("<title>date field, en_US: 11/30/2026, 2:05\u{202F}PM</title>"))
        #expect(svg.components(separatedBy: "fill-opacity=\"0.2\"").count == 2, "one focused segment")
        let ar = try DatePicker(
            DatePickerConfiguration(mode: .date, locale: "ar_EG", timeZone: "UTC"), date: Civil.date(2026, 11, 30, 12))
        let rtl = SVG.field(DateFieldState(picker: ar, empty: true))
        #expect(XMLCheck.parse(rtl).error == nil && rtl.contains("direction=\"rtl\"") && rtl.contains("––––"))
    }

    /// The segments go where the bidi algorithm puts them: a Hebrew time keeps its hour on the left (CLDR 42 he
    /// `H:mm`, one left-to-right run in a right-to-left line), each segment in the direction it resolves to.
    @Test func rightToLeftSegmentsGoInScreenOrder() throws {
        let he = try DatePicker(
            DatePickerConfiguration(mode: .time, locale: "he_IL", timeZone: "UTC"),
            date: Civil.date(2026, 11, 30, 14, 5))
        let svg = SVG.field(DateFieldState(picker: he))
        func x(of text: String) -> Double? {
            guard let end = svg.range(of: ">\(text)</text>") else { return nil }
            let element = svg[..<end.lowerBound]
            guard let start = element.range(of: "<text x=\"", options: .backwards) else { return nil }
            return Double(element[start.upperBound...].prefix { $0 != "\"" })
        }
        let hour = try #require(x(of: "14")), minute = try #require(x(of: "05"))
        #expect(hour < minute, "\(svg)")
        #expect(svg.contains("direction=\"ltr\">14</text>"), "digits run left to right in the right-to-left picture")
    }
}
