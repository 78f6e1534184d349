import CalendarEngine
import PickerModels
import Foundation
import Testing
import TestSupport

/// Properties of the typed field over random key sequences on random locales, calendars and modes: no
/// segment ever shows a value out of its range, and whenever the field holds a value, the picker's value is a
/// real time in the zone, within the bounds and on the minute interval.
@Suite("Date field properties")
struct DateFieldPropertyTests {
    static let locales: [(String, String?)] = [
        ("en_US", nil), ("ja_JP", "japanese"), ("ar_EG", nil), ("he_IL", "hebrew"), ("fa_IR", nil), ("de_DE", nil),
        ("th_TH", nil), ("ko_KR", nil), ("hi_IN", nil), ("zh_TW", "roc"), ("ar_SA", nil), ("en_GB", nil),
        ("zh_CN", "chinese"), ("ko_KR", "dangi"), ("he_IL", nil),
    ]

    /// The locales above, whose calendars and digits the field has rules for.
    @Test(arguments: 0..<30)
    func randomKeysKeepEverySegmentInRangeAndEveryValueReal(seed: Int) throws {
        var random = SplitMix(seed: UInt64(seed) &* 7919)
        let (locale, calendar) = Self.locales[Int.random(in: 0..<Self.locales.count, using: &random)]
        try drive(locale: locale, calendar: calendar, seed: seed, random: &random)
    }

    /// Any of ICU's locales with any of its calendars.
    @Test(arguments: 0..<20)
    func randomKeysOnAnyLocaleAndCalendar(seed: Int) throws {
        var random = SplitMix(seed: UInt64(seed) &* 104_729 &+ 1)
        let locales = LocaleProfiles.availableLocales, calendars = LocaleProfiles.availableCalendars
        let locale = locales[Int.random(in: 0..<locales.count, using: &random)]
        let calendar = calendars[Int.random(in: 0..<calendars.count, using: &random)]
        try drive(locale: locale, calendar: calendar, seed: seed, random: &random)
    }

    /// 300 random keys on a field of a random mode, zone and minute interval, the properties checked after each.
    func drive(locale: String, calendar: String?, seed: Int, random: inout SplitMix) throws {
        let mode = [DatePickerMode.date, .time, .dateAndTime, .yearAndMonth][seed % 4]
        let zone = ["UTC", "America/New_York", "Australia/Lord_Howe", "Asia/Tokyo"][
            Int.random(in: 0..<4, using: &random)]
        let interval = [1, 5, 15, 30][Int.random(in: 0..<4, using: &random)]
        let base = Civil.date(2026, 3, 8, 6, 30)
        let picker = try DatePicker(
            DatePickerConfiguration(
                mode: mode, locale: locale, calendar: calendar, timeZone: zone, minuteInterval: interval,
                minimumDate: base.addingTimeInterval(-86400 * 400), maximumDate: base.addingTimeInterval(86400 * 400)),
            date: base, today: base)
        var field = DateFieldState(picker: picker, empty: seed % 3 == 0)
        let digits = picker.profile.digits + (0...9).map(String.init)
        let keys: [DateFieldKey] = [
            .left, .right, .tab, .backTab, .up, .down, .pageUp, .pageDown, .home, .end, .backspace,
        ]
        for step in 0..<300 {
            let key: DateFieldKey
            // Australia/Lord_Howe repeats half an hour, New York an hour: ↑/↓ on the hour reach both instants.
            switch Int.random(in: 0..<3, using: &random) {
            case 0: key = keys[Int.random(in: 0..<keys.count, using: &random)]
            case 1: key = .character(Character(digits[Int.random(in: 0..<digits.count, using: &random)]))
            default:
                // Day periods' letters: the locale's own names' first letters, and Latin ones.
                let letters = picker.profile.amPm.compactMap(\.first) + ["a", "p", "A", "P", "x"]
                key = .character(letters[Int.random(in: 0..<letters.count, using: &random)])
            }
            field.press(key)
            let context = field.picker.context
            let segments = field.segments
            for segment in segments.indices where segments[segment].isEditable {
                guard let kind = segments[segment].field, let value = field.value(of: kind) else { continue }
                // The segment's range now; a day or month kept as typed may be outside what the other segments
                // now allow (February 31 is reported, not changed), never outside what any month or year has.
                let allowed: ClosedRange<Int> =
                    switch kind {
                    case .month: 1...13
                    case .day: 1...31
                    default: field.range(at: segment)
                    }
                #expect(
                    allowed.contains(value),
                    "seed \(seed) step \(step) \(locale) \(calendar ?? ""): \(kind) \(value) in \(field.text)")
            }
            if field.isComplete {
                let moment = field.picker.date.timeIntervalSince1970
                #expect(field.picker.bounds.contains(moment), "seed \(seed) step \(step): \(field.text)")
                let wall = context.fields(at: moment)
                // A real time: one of the wall time's instants (the later of a repeated one when the field says so).
                let earlier = try context.resolve(wall).instant, later = try context.resolve(wall, repeated: .later)
                #expect([earlier, later.instant].contains(moment), "seed \(seed) step \(step): a real time")
                if field.repeatedTime == .later, field.isRepeatedTime, later.resolution == .repeated,
                    field.adjustments.isEmpty
                {
                    #expect(moment == later.instant, "seed \(seed) step \(step): the later instant")
                }
                if mode.showsTime { #expect(wall.minute % interval == 0, "seed \(seed) step \(step): \(field.text)") }
            }
        }
    }
}
