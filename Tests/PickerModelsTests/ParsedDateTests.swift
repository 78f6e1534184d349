import CalendarEngine
import Foundation
import PickerModels
import Testing
import TestSupport

/// Text read as a picker's value (`datepick parse`, a typed field's paste): ISO 8601, then the mode's patterns.
@Suite("Parsed dates")
struct ParsedDateTests: DrivesDateFields {
    static let now = Civil.utc(2026, 12, 3, 12)

    func parse(_ text: String, _ locale: String, _ mode: DatePickerMode = .date, calendar: String? = nil)
        throws -> ParsedDate
    {
        let context = try CalendarContext(locale: locale, calendar: calendar, timeZone: "UTC")
        return try ParsedDate(parsing: text, mode: mode, context: context, now: Self.now)
    }

    @Test func isoComesFirstThenTheModesPatterns() throws {
        let iso = try parse(" 2026-11-30\n", "en_US")
        #expect(iso.pattern == ParsedDate.iso8601 && iso.instant == Civil.utc(2026, 11, 30))
        #expect(try parse("11/30/2026", "en_US").pattern == "M/d/y")
        #expect(try parse("Monday, November 30, 2026", "en_US").pattern == "EEEE, MMMM d, y")
        #expect(try parse("Nov 30", "en_US").instant == Civil.utc(2026, 11, 30))
        #expect(try parse("2:05 PM", "en_US", .time).instant == Civil.utc(2026, 12, 1, 14, 5))
        #expect(try parse("Nov 30, 2026, 2:05 PM", "en_US", .dateAndTime).instant == Civil.utc(2026, 11, 30, 14, 5))
        #expect(try parse("November 2026", "en_US", .yearAndMonth).instant == Civil.utc(2026, 11, 1))
        #expect(try parse("令和8年11月30日", "ja_JP", calendar: "japanese").instant == Civil.utc(2026, 11, 30))
    }

    @Test func twoPatternsReadingDifferentDatesAreCandidates() throws {
        let parsed = try parse("01/12/2026", "mt")
        #expect(parsed.pattern == "M/d/y" && parsed.instant == Civil.utc(2026, 1, 12))
        #expect(parsed.candidates.map(\.pattern) == ["M/d/y", "dd/MM/y"])
        #expect(parsed.candidates.map(\.instant) == [Civil.utc(2026, 1, 12), Civil.utc(2026, 12, 1)])
        #expect(try parse("11/30/2026", "en_US").candidates == [])
    }

    @Test func textNothingReadsNamesThePatternsTried() throws {
        #expect(
            throws: PickerError.unreadableText(
                "tomorrow", mode: .date,
                tried: [
                    "ISO 8601", "M/d/y", "M/d/yy", "MMM d, y", "MMMM d, y", "EEEE, MMMM d, y", "M/d", "MMM d", "MMMM d",
                ])
        ) {
            try parse("tomorrow", "en_US")
        }
        #expect(throws: PickerError.holdsADuration) { try parse("1:00", "en_US", .countDownTimer) }
        #expect(ParsedDate.patterns(for: .countDownTimer, in: try CalendarContext(locale: "en", timeZone: "UTC")) == [])
    }

    @Test func aFieldTakesAWholeDateOrSaysWhyNot() throws {
        var field = try field(.date, "en_US", empty: true)
        let read = field.setText("Nov 30, 2025", now: Self.now)
        #expect(read)
        #expect(field.text == "11/30/2025" && field.isComplete && field.problem == nil)
        #expect(field.picker.date == Civil.date(2025, 11, 30, 14, 5))
        let refused = !field.setText("tomorrow", now: Self.now)
        #expect(refused)
        #expect(field.text == "11/30/2025" && field.isComplete)
        #expect(field.problem?.hasPrefix("cannot read 'tomorrow' as a date value; tried ISO 8601, 'M/d/y'") == true)
        field.press(.up)
        #expect(field.problem == nil && field.text == "12/30/2025")
    }

    @Test func aFieldRefusesTextOutsideItsBounds() throws {
        var field = try field(.date, "de_DE") { $0.maximumDate = Civil.date(2026, 12, 31) }
        let outside = field.setText("1.1.2027", now: Self.now)
        #expect(!outside)
        #expect(field.text == "30.11.2026" && field.problem == "after the latest date allowed")
        let inside = field.setText("24.12.2026", now: Self.now)
        #expect(inside && field.text == "24.12.2026")
    }
}
