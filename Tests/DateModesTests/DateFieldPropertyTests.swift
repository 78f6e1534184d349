import CalendarEngine
import DateModes
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

    @Test(arguments: 0..<30)
    func randomKeysKeepEverySegmentInRangeAndEveryValueReal(seed: Int) throws {
        var random = SplitMix(seed: UInt64(seed) &* 7919)
        let (locale, calendar) = Self.locales[Int.random(in: 0..<Self.locales.count, using: &random)]
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
            default: key = .character(["a", "p", "A", "P", "x"][Int.random(in: 0..<5, using: &random)])
            }
            field.press(key)
            let context = field.picker.context
            for segment in field.segments.indices where field.segments[segment].isEditable {
                guard let kind = field.segments[segment].field, let value = field.value(of: kind) else { continue }
                let widest: ClosedRange<Int> =
                    switch kind {
                    case .era: 0...300
                    case .year: 1...9999
                    case .month: 1...13
                    case .day: 1...31
                    case .hour: 0...24
                    case .minute, .second: 0...59
                    default: 0...1
                    }
                #expect(
                    widest.contains(value), "seed \(seed) step \(step) \(locale): \(kind) \(value) in \(field.text)")
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
