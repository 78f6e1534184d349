import CalendarEngine
import PickerModels
import Foundation
import Testing
import TestSupport

@Suite("Compact style (CompactPicker)")
struct CompactPickerTests {
    @Test func compactShowsMediumDateAndShortTime() throws {
        let both = try picker(.dateAndTime, "en_US")
        let compact = CompactPicker(both)
        #expect(compact.dateText == "Nov 30, 2026")
        #expect(compact.timeText?.replacingOccurrences(of: "\u{202F}", with: " ") == "2:05 PM")
        #expect(compact.dateOpens == .inlineCalendar && compact.timeOpens == .wheels(.time))
        let ja = CompactPicker(try picker(.date, "ja_JP"))
        #expect(ja.dateText == "2026/11/30" && ja.timeText == nil)
    }

    /// A countdown's button reads as the locale's clock writes durations (CLDR durationUnits: en h:mm:ss, fi and
    /// da h.mm.ss), with the seconds when the picker has them (3725 s is 1:02:05, not 1:02), never a colon for
    /// every locale.
    @Test(arguments: [
        ("en_US", false, "1:02"), ("en_US", true, "1:02:05"), ("fi_FI", false, "1.02"),
        ("da_DK", true, "1.02.05"), ("ar_EG", true, "١:٠٢:٠٥"),
    ])
    func compactCountdownIsTheLocalesClock(locale: String, seconds: Bool, expected: String) throws {
        let timer = try countdown(locale, duration: 3725) { $0.showsSeconds = seconds }
        #expect(CompactPicker(timer).timeText == expected)
    }

    /// Every locale's numeric duration comes from ICU, in the locale's digits: the compact picker's fallback to
    /// the bare seconds is never taken.
    @Test func everyLocaleWritesANumericDuration() throws {
        for id in LocaleProfiles.availableLocales {
            let profile = try LocaleProfiles.shared.profile(for: id)
            let text = try UnitLabels.numericDuration(3725, showsSeconds: true, locale: id)
            let digits = text.compactMap(profile.digitValue)
            // h or hh, as the locale says
            #expect(digits == [1, 0, 2, 0, 5] || digits == [0, 1, 0, 2, 0, 5], "\(id): \(text)")
        }
    }
}
