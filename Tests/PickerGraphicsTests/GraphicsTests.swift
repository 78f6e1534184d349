import CalendarEngine
import PickerModels
import Foundation
import FoundationXML
import PickerGraphics
import Testing
import TestSupport

/// Checks an SVG or XHTML string parses as XML and collects its text.
final class XMLCheck: NSObject, XMLParserDelegate {
    var text = ""
    var elements: [String] = []
    var error: (any Error)?

    static func parse(_ xml: String) -> XMLCheck {
        let check = XMLCheck()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = check
        if !parser.parse() { check.error = parser.parserError ?? CocoaError(.coderReadCorrupt) }
        return check
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        elements.append(name)
        text += "\n"  // one element's text may come in several pieces; elements are separated
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
}

@Suite("SVG pictures and the gallery")
struct GraphicsTests {
    let moment = Civil.date(2026, 11, 30, 14, 5)

    func picker(_ mode: DatePickerMode, _ locale: String) throws -> DatePicker {
        try DatePicker(
            DatePickerConfiguration(mode: mode, locale: locale, timeZone: "UTC"), date: moment, today: moment)
    }

    @Test(arguments: ["ja_JP", "en_US", "ar_EG", "he_IL", "th_TH", "hi_IN", "fa_IR", "ko_KR"])
    func wheelsAreWellFormedAndHoldTheLabels(_ locale: String) throws {
        let picker = try picker(.date, locale)
        let svg = SVG.wheels(picker)
        let check = XMLCheck.parse(svg)
        #expect(check.error == nil)
        #expect(check.elements.first == "svg" && check.elements.contains("title"))
        for label in picker.picker.labels { #expect(check.text.contains(label)) }
        #expect(svg.contains("direction=\"\(picker.context.profile.direction.rawValue)\""))
    }

    @Test func theSelectionBarHoldsUnitLabels() throws {
        let svg = SVG.wheels(try CountdownPicker(CountdownConfiguration(locale: "en_US"), duration: 3660))
        #expect(svg.contains("fill-opacity=\"0.12\""))  // the translucent bar
        let check = XMLCheck.parse(svg)
        #expect(check.error == nil && check.text.contains("hour") && check.text.contains("min"))
    }

    @Test func rightToLeftWheelsAreMirrored() throws {
        let svg = SVG.wheels(try picker(.date, "ar_EG"))  // day, month, year: the day drawn rightmost
        let day = try #require(svg.range(of: ">٣٠<")), year = try #require(svg.range(of: ">٢٠٢٦<"))
        #expect(year.lowerBound < day.lowerBound)
    }

    /// In a right-to-left calendar the previous-month arrow, drawn on the right, points right, and the next one
    /// left: each is set left-to-right, or the renderer mirrors the glyph (found in review: in Chromium the two
    /// had pointed at each other).
    @Test func rightToLeftMonthArrowsPointOutwards() throws {
        let date = try picker(.date, "he_IL")
        let grid = try MonthGrid(context: date.context, showing: moment, today: moment)
        let svg = SVG.monthGrid(grid)
        let arrows = svg.split(separator: "\n").filter { $0.hasSuffix(">›</text>") || $0.hasSuffix(">‹</text>") }
        #expect(arrows.count == 2 && arrows.allSatisfy { $0.contains("direction=\"ltr\"") })
        let previous = try #require(arrows.first), next = try #require(arrows.last)
        #expect(previous.hasSuffix(">›</text>") && previous.contains("x=\"56\""))
        #expect(next.hasSuffix(">‹</text>") && next.contains("x=\"24\""))
    }

    @Test func monthGridAndCompact() throws {
        let date = try picker(.date, "de_DE")
        let grid = try MonthGrid(
            context: date.context, showing: moment,
            selection: .single(date.context.julianDay(at: moment.timeIntervalSince1970)), today: moment)
        let check = XMLCheck.parse(SVG.monthGrid(grid))
        #expect(check.error == nil)
        #expect(check.text.contains("November 2026") && check.text.contains("Mo.") && check.text.contains("30"))
        let compact = XMLCheck.parse(
            SVG.compact(CompactPicker(try picker(.dateAndTime, "en_US")), rtl: false, locale: "en_US"))
        #expect(compact.error == nil && compact.text.contains("Nov 30, 2026"))
    }

    /// Week numbers by the locale's rules in a column at the weeks' start (the right in right-to-left locales),
    /// under the locale's own title for the week; without them, no such column.
    @Test func monthGridWeekNumbers() throws {
        func svg(_ locale: String, weekNumbers: Bool = true) throws -> String {
            let context = try CalendarContext(locale: locale, timeZone: "UTC")
            return SVG.monthGrid(
                try MonthGrid(context: context, showing: moment, today: moment), weekNumbers: weekNumbers)
        }
        func texts(_ svg: String, fill: String = "#8e8e93", size: String = "13") -> [(x: Double, text: String)] {
            svg.split(separator: "\n").filter {
                $0.contains("fill=\"\(fill)\" font-size=\"\(size)\"") && !$0.contains("font-weight")
            }
            .compactMap { line in
                guard let x = line.firstMatch(of: /x="([0-9.]+)"/), let text = line.firstMatch(of: />([^<]*)</) else {
                    return nil
                }
                return (Double(x.1)!, String(text.1))
            }
        }
        let de = try svg("de_DE")
        #expect(XMLCheck.parse(de).error == nil && de.contains(">W</text>"))
        #expect(texts(de).map(\.text) == ["44", "45", "46", "47", "48", "49"])
        #expect(texts(try svg("en_US")).map(\.text) == ["45", "46", "47", "48", "49"])
        let ar = try svg("ar_EG")
        let weeks = texts(ar), first = try #require(ar.range(of: ">١</text>"))
        let dayX = Double(
            try #require(ar[..<first.lowerBound].split(separator: "\n").last?.firstMatch(of: /x="([0-9.]+)"/)).1)!
        #expect(weeks.map(\.text) == ["٤٥", "٤٦", "٤٧", "٤٨", "٤٩"] && weeks.allSatisfy { $0.x > dayX })
        #expect(ar.contains(">الأسبوع</text>"))
        #expect(!(try svg("kl_GL")).contains(">Week</text>"))
        #expect(texts(try svg("de_DE", weekNumbers: false)).isEmpty)
    }

    /// The inline style of a dateAndTime picker: the month, and below it the time wheels (not the day wheel,
    /// whose place the month takes), as the terminal's inline picker shows them; a date picker's is the month.
    @Test(arguments: ["en_US", "ar_EG"])
    func inlineDateAndTimeHasTheTimeWheelsBelowTheMonth(_ locale: String) throws {
        let picker = try picker(.dateAndTime, locale)
        let day = picker.context.julianDay(at: moment.timeIntervalSince1970)
        let grid = try MonthGrid(context: picker.context, showing: moment, selection: .single(day), today: moment)
        let svg = SVG.inline(grid, picker: picker)
        let check = XMLCheck.parse(svg)
        #expect(check.error == nil)
        let month = SVG.monthGrid(grid)
        let monthHeight = try #require(month.firstMatch(of: /height="([0-9.]+)"/)).1
        #expect(svg.firstMatch(of: /<g transform="translate\([0-9.]+ 0\)">\n<text/) != nil, "the month at the top")
        let wheels = try #require(svg.firstMatch(of: /<g transform="translate\(([0-9.]+) ([0-9.]+)\)">\n<rect/))
        #expect(wheels.2 == monthHeight, "the wheels start where the month ends")
        for component in picker.timeComponents {
            let label = picker.picker.components[component].selected.label
            #expect(svg[wheels.range.upperBound...].contains(">\(label)<"), "\(label)")
        }
        let dayWheel = try #require(picker.fields.firstIndex(of: .date))
        let todayLabel = picker.picker.components[dayWheel].selected.label  // Today
        #expect(SVG.wheels(picker).contains(">\(todayLabel)<") && !svg.contains(">\(todayLabel)<"))
        #expect(check.text.contains(grid.heading))
        let date = try self.picker(.date, locale)
        #expect(SVG.inline(grid, picker: date) == month)
    }

    @Test func galleryHasEveryLocaleItWasGiven() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let locales = ["ja_JP", "ar_EG", "he_IL", "en_US"]
        try Gallery.write(locales: locales, to: directory)
        let html = try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>") && html.contains("<input id=\"search\""))
        for locale in locales {
            #expect(html.contains("<section class=\"card\" id=\"\(locale)\""))
            for kind in ["date", "time", "inline"] {
                let svg = try String(
                    contentsOf: directory.appendingPathComponent("svg/\(locale)-\(kind).svg"), encoding: .utf8)
                #expect(XMLCheck.parse(svg).error == nil, "\(locale) \(kind)")
            }
            #expect(
                FileManager.default.fileExists(atPath: directory.appendingPathComponent("locales/\(locale).json").path))
        }
        #expect(html.contains("日本語 (日本)") && html.contains("dir=\"rtl\""))
        // The page itself is well-formed once its doctype is set aside.
        #expect(XMLCheck.parse(String(html.dropFirst("<!DOCTYPE html>".count))).error == nil)
    }
}
