import CalendarEngine
import PickerModels
import Testing

/// Where a typed field's segments go on screen, and where ←/→ move: the bidi algorithm's order over the
/// locale's pattern (UAX #9, by ICU's ubidi), not a mirror of reading order. The patterns are CLDR 42's
/// (he `H:mm`, `d.M.y`; ar `h:mm a`, `d‏/M‏/y` with right-to-left marks; fa `y/M/d` in Persian digits).
@Suite("Date field on screen")
struct DateFieldScreenTests: DrivesDateFields {
    /// The editable segments' fields, leftmost first.
    func onScreen(_ field: DateFieldState) -> [DateField] {
        field.screenOrder.compactMap { field.segments[$0].field }
    }

    /// What ← (or →) pressed from the first editable segment reaches, one field per press.
    func walk(_ field: DateFieldState, _ key: DateFieldKey, times: Int) -> [DateField?] {
        var field = field
        return (0..<times).map { _ in
            field.press(key)
            return field.segments[field.focus].field
        }
    }

    @Test(arguments: [
        ("en_US", DatePickerMode.dateAndTime, [DateField.month, .day, .year, .hour, .minute, .dayPeriod]),
        ("he_IL", .time, [.hour, .minute]),
        ("he_IL", .date, [.day, .month, .year]),
        ("he_IL", .dateAndTime, [.hour, .minute, .day, .month, .year]),
        ("ar_EG", .date, [.year, .month, .day]),
        ("ar_EG", .time, [.dayPeriod, .hour, .minute]),
        ("fa_IR", .date, [.year, .month, .day]),
    ])
    func segmentsGoWhereTheBidiAlgorithmPutsThem(locale: String, mode: DatePickerMode, expected: [DateField]) throws {
        let filled = try field(mode, locale)
        #expect(onScreen(filled) == expected, "\(locale) \(filled.text)")
        #expect(onScreen(try field(mode, locale, empty: true)) == expected, "empty segments do not move")
    }

    @Test func arrowsFollowTheScreenInHebrew() throws {
        let time = try field(.time, "he_IL")
        #expect(time.segments[time.focus].field == .hour, "the first in reading order has the focus")
        #expect(walk(time, .right, times: 2) == [.minute, .minute], "→ reaches the minute on the hour's right")
        var atMinute = time
        press(&atMinute, .right, .left)
        #expect(atMinute.segments[atMinute.focus].field == .hour)
        // The date and time: the time is left of the date, so → from the date's year goes nowhere and ← from
        // the day reaches the minute.
        let both = try field(.dateAndTime, "he_IL")
        #expect(both.segments[both.focus].field == .day)
        #expect(walk(both, .left, times: 3) == [.minute, .hour, .hour])
        #expect(walk(both, .right, times: 3) == [.month, .year, .year])
        #expect(walk(both, .tab, times: 4) == [.month, .year, .hour, .minute], "Tab keeps reading order")
    }

    @Test func arrowsFollowTheScreenInArabic() throws {
        let date = try field(.date, "ar_EG")
        #expect(date.segments[date.focus].field == .day, "the day, rightmost, has the focus")
        #expect(walk(date, .left, times: 3) == [.month, .year, .year])
        #expect(walk(date, .right, times: 1) == [.day])
        let time = try field(.time, "ar_EG")
        #expect(walk(time, .left, times: 1) == [.dayPeriod], "the day period is left of the hour")
        #expect(walk(time, .right, times: 2) == [.minute, .minute])
    }

    @Test func rightToLeftRunsAreMarked() throws {
        let ar = try field(.time, "ar_EG")
        let period = try #require(ar.segments.firstIndex { $0.field == .dayPeriod })
        #expect(ar.isRightToLeft(at: period))
        let he = try field(.date, "he_IL", calendar: "hebrew")
        let month = try #require(he.segments.firstIndex { $0.field == .month })
        #expect(he.screenText(at: month) == String(he.segments[month].text.reversed()), "a Hebrew name from its end")
        let hour = try #require(ar.segments.firstIndex { $0.field == .hour })
        #expect(!ar.isRightToLeft(at: hour), "digits run left to right")
        let en = try field(.dateAndTime, "en_US")
        #expect(en.screenOrder == Array(en.segments.indices))
        #expect(en.segments.indices.allSatisfy { !en.isRightToLeft(at: $0) })
    }
}
