import CalendarEngine
import Foundation
import PickerModels
import TerminalPicker
import Testing
import TestSupport

/// A bracketed paste into `datepick pick --style field`: a whole date read as `datepick parse` reads it.
@Suite("Pasting into the typed field")
struct FieldPasteTests {
    func session(_ locale: String) throws -> FieldPickSession {
        let configuration = DatePickerConfiguration(mode: .date, locale: locale, timeZone: "UTC")
        return FieldPickSession(
            DateFieldState(picker: try DatePicker(configuration, date: Civil.date(2026, 11, 30)), empty: true))
    }

    @Test func aPastedDateFillsTheFieldAndEnterTakesIt() throws {
        var session = try session("de_DE")
        #expect(session.handle(.paste("Montag, 24. Dezember 2029\n"), at: 0) == .running)
        #expect(session.field.text == "24.12.2029" && session.message == nil)
        #expect(session.handle(.enter, at: 0) == .accepted)
        #expect(session.model?.isoString == "2029-12-24")
    }

    @Test func textItCannotReadChangesNothingAndSaysWhy() throws {
        var session = try session("en_US")
        _ = session.handle(.paste("12/24/2029"), at: 0)
        _ = session.handle(.paste("next week"), at: 0)
        #expect(session.field.text == "12/24/2029")
        #expect(session.message?.hasPrefix("cannot read 'next week' as a date value; tried ISO 8601") == true)
        let screen = session.render(width: 200, height: 5, color: false, header: "")
        #expect(screen.contains("cannot read 'next week'"), "\(screen)")
        _ = session.handle(.up, at: 0)
        #expect(session.message == nil && session.field.text == "1/24/2029")
    }
}
