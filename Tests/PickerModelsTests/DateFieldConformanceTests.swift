import CalendarEngine
import PickerModels
import Foundation
import Testing
import TestSupport

/// Every ICU locale's typed field reads as ICU formats the value with the field's pattern: each locale in the
/// Gregorian calendar, and in one other of ICU's calendars, taken in turn (eras as the pattern's letters write
/// them, not the abbreviated names: fr's Buddhist `GGGGG` is `EB`; names inside the line not capitalized as a
/// list item: ru's Coptic era `от Диокл.`).
///
/// One difference on purpose: CLDR 42's Burmese `dd/MM/Y` has the week-based year `Y`, which ICU writes as the
/// Gregorian week year even in the Japanese and ROC calendars (`R ၁၅/၀၇/၂၀၂၆`); the field edits the calendar's
/// year and writes it (`R ၁၅/၀၇/၈`), so the expectation reads `Y` as `y`.
@Suite("Date field conformance")
struct DateFieldConformanceTests {
    static let others = LocaleProfiles.availableCalendars.filter { $0 != "gregorian" }

    @Test func everyLocaleReadsAsICUWritesTheValue() throws {
        var mismatches: [String] = []
        for (position, locale) in LocaleProfiles.availableLocales.enumerated() {
            for calendar in ["gregorian", Self.others[position % Self.others.count]] {
                let picker = try DatePicker(
                    DatePickerConfiguration(mode: .dateAndTime, locale: locale, calendar: calendar, timeZone: "UTC"),
                    date: Civil.date(2026, 7, 15, 14, 5))
                let field = DateFieldState(picker: picker)
                let pattern = field.pattern.pattern.replacingOccurrences(of: "Y", with: "y")
                let expected = picker.context.format(picker.date.timeIntervalSince1970, pattern: pattern)
                if field.text != expected { mismatches.append("\(locale) \(calendar) «\(field.text)» «\(expected)»") }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count): \(mismatches.prefix(8).joined(separator: "; "))")
    }
}
