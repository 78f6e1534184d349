import CalendarEngine
import PickerModels
import Foundation
import Testing
import TestSupport

/// A suite that drives typed fields: made as the tests' pickers are, keys pressed and text typed in turn.
protocol DrivesDateFields {}

extension DrivesDateFields {
    func field(
        _ mode: DatePickerMode, _ locale: String, zone: String = "UTC", calendar: String? = nil,
        date: Date = Civil.date(2026, 11, 30, 14, 5), empty: Bool = false,
        configure: (inout DatePickerConfiguration) -> Void = { _ in }
    ) throws -> DateFieldState {
        DateFieldState(
            picker: try picker(mode, locale, zone: zone, calendar: calendar, date: date, configure: configure),
            empty: empty)
    }

    func press(_ field: inout DateFieldState, _ keys: DateFieldKey...) {
        for key in keys { field.press(key) }
    }

    func type(_ field: inout DateFieldState, _ text: String) {
        for character in text { field.press(.character(character)) }
    }

    /// Moves the focus to a field's segment with Shift-Tab and Tab, as a person would.
    func focus(_ field: inout DateFieldState, on wanted: DateField) {
        for _ in field.editable { field.press(.backTab) }
        for _ in field.editable where field.segments[field.focus].field != wanted { field.press(.tab) }
    }
}

/// The typed field's key rules, ported from React Spectrum's DateField and TimeField keyboard tests (arrows,
/// paging, Home/End, typing, backspace, day period, DST), per locale, calendar and mode.
@Suite("Date field")
struct DateFieldStateTests: DrivesDateFields {
    @Test func segmentsKeepTheLiteralsAndFocusTheFirstEditable() throws {
        let en = try field(.dateAndTime, "en_US")
        #expect(en.text == "11/30/2026, 2:05\u{202F}PM")
        #expect(en.segments.filter { !$0.isEditable }.map(\.text) == ["/", "/", ", ", ":", "\u{202F}"])
        #expect(en.segments[en.focus].field == .month)
        let ja = try field(.date, "ja_JP", calendar: "japanese")
        #expect(ja.text == "R8/11/30", "GGGGG is the narrow era")
        #expect(ja.segments[ja.focus].field == .era)
        let ar = try field(.date, "ar_EG")
        #expect(ar.text.contains("٢٠٢٦"), "\(ar.text)")
    }

    @Test func emptyShowsNeutralDashes() throws {
        let empty = try field(.date, "de_DE", empty: true)
        #expect(empty.text == "––.––.––––")
        #expect(empty.segments.filter { $0.isEditable }.allSatisfy { $0.isPlaceholder })
        #expect(empty.problem == "incomplete: the day, month, year are empty")
    }

    @Test func arrowsMoveByScreenPosition() throws {
        var en = try field(.date, "en_US")
        press(&en, .right)
        #expect(en.segments[en.focus].field == .day)
        press(&en, .right, .right, .right)
        #expect(en.segments[en.focus].field == .year, "the last segment keeps the focus")
        press(&en, .backTab)
        #expect(en.segments[en.focus].field == .day)
        var ar = try field(.date, "ar_EG")
        let first = ar.focus
        press(&ar, .left)
        #expect(ar.focus > first, "in a right-to-left locale ← moves on in reading order")
        press(&ar, .right)
        #expect(ar.focus == first)
    }

    @Test func upAndDownWrapWithoutCarrying() throws {
        var en = try field(.date, "en_US", date: Civil.date(2026, 12, 31, 12))
        press(&en, .up)
        #expect(en.text == "1/31/2026", "the year stays")
        press(&en, .down, .down)
        #expect(en.text == "11/31/2026")
        #expect(en.problem == "the month has days 1–30, not 31", "the day is kept as typed")
        press(&en, .right, .up)
        #expect(en.text == "11/1/2026", "day 31 wraps to 1 in a 30-day month")
        var hebrew = try field(.date, "he_IL", calendar: "hebrew", date: Civil.date(2027, 3, 1, 12))
        let month = try #require(hebrew.segments.firstIndex { $0.field == .month })
        #expect(hebrew.range(at: month) == 1...13, "5787 is a Hebrew leap year")
        while hebrew.segments[hebrew.focus].field != .month { press(&hebrew, .tab) }
        press(&hebrew, .end)
        #expect(hebrew.value(of: .month) == 13)
    }

    @Test func anEmptySegmentTakesTodaysValueFirst() throws {
        var en = try field(.date, "en_US", empty: true)
        press(&en, .up)
        #expect(en.value(of: .month) == 11, "today is 2026-11-30")
        press(&en, .up)
        #expect(en.value(of: .month) == 12)
    }

    @Test func pagingHomeAndEnd() throws {
        var en = try field(.dateAndTime, "en_US")
        press(&en, .pageUp)
        #expect(en.value(of: .month) == 1, "11 + 2 wraps to 1")
        press(&en, .tab, .pageDown)
        #expect(en.value(of: .day) == 23)
        press(&en, .tab, .pageUp)
        #expect(en.value(of: .year) == 2031)
        press(&en, .tab, .pageUp)
        #expect(en.value(of: .hour) == 4)
        press(&en, .tab, .pageUp)
        #expect(en.value(of: .minute) == 20)
        press(&en, .home)
        #expect(en.value(of: .minute) == 0)
        press(&en, .end)
        #expect(en.value(of: .minute) == 59)
    }

    @Test func theMinuteStepsByTheInterval() throws {
        var quarter = try field(.time, "de_DE", date: Civil.date(2026, 11, 30, 14, 0)) { $0.minuteInterval = 15 }
        press(&quarter, .tab, .up)
        #expect(quarter.value(of: .minute) == 15)
        press(&quarter, .down, .down)
        #expect(quarter.value(of: .minute) == 45)
        press(&quarter, .end)
        #expect(quarter.value(of: .minute) == 45)
        type(&quarter, "07")
        #expect(quarter.picker.adjustments.contains { if case .roundedToInterval = $0 { true } else { false } })
        #expect(quarter.adjustments == quarter.picker.adjustments)
    }

    @Test func digitsAccumulateStartOverAndMoveOn() throws {
        var en = try field(.date, "en_US", empty: true)
        type(&en, "2")
        #expect(en.segments[en.focus].field == .day, "no second digit keeps 2x within 12")
        press(&en, .backTab)
        type(&en, "1")
        #expect(en.segments[en.focus].field == .month, "1 waits for a second digit")
        type(&en, "2")
        #expect(en.value(of: .month) == 12)
        #expect(en.segments[en.focus].field == .day)
        type(&en, "9")
        #expect(en.segments[en.focus].field == .year)
        type(&en, "202")
        #expect(en.segments[en.focus].field == .year, "a year waits for four digits")
        type(&en, "6")
        #expect(en.text == "12/9/2026")
        #expect(en.isComplete)
        #expect(en.picker.calendarFields.day == 9)

        var de = try field(.time, "de_DE", empty: true)
        type(&de, "3")
        #expect(de.segments[de.focus].field == .minute, "3 then any digit is over 23")
        press(&de, .backTab)
        type(&de, "2")
        type(&de, "5")
        #expect(de.value(of: .hour) == 5, "25 is over 23: typing starts over from 5")
    }

    @Test func theLocalesOwnDigitsType() throws {
        var ar = try field(.date, "ar_EG", empty: true)
        let first = try #require(ar.segments[ar.focus].field)
        type(&ar, "١")
        type(&ar, "٢")
        #expect(ar.value(of: first) == 12)
    }

    @Test func dayPeriodLettersAndToggling() throws {
        var en = try field(.time, "en_US")
        press(&en, .tab, .tab)
        #expect(en.segments[en.focus].field == .dayPeriod)
        type(&en, "a")
        #expect(en.text == "2:05\u{202F}AM")
        #expect(en.picker.calendarFields.hour == 2)
        type(&en, "P")
        #expect(en.picker.calendarFields.hour == 14)
        press(&en, .up)
        #expect(en.value(of: .dayPeriod) == 0)

        // Turkish AM is ÖÖ (CLDR 42 tr dayPeriods): `o` and `ö` set it alike, case and accent aside.
        var tr = try field(.time, "tr-TR-u-hc-h12", date: Civil.date(2026, 11, 30, 14, 5))
        let period = try #require(tr.segments.firstIndex { $0.field == .dayPeriod })
        while tr.focus != period { press(&tr, .tab) }
        type(&tr, "o")
        #expect(tr.value(of: .dayPeriod) == 0, "\(tr.text)")
    }

    @Test func erasStep() throws {
        var ja = try field(.date, "ja_JP", calendar: "japanese", date: Civil.date(2026, 11, 30, 12))
        press(&ja, .down)
        #expect(ja.text == "H8/11/30", "Heisei 8 is 1996")
        #expect(ja.picker.calendarFields.year == YearID(era: 235, year: 8))
    }

    @Test func backspaceRemovesDigitsThenMovesBack() throws {
        var en = try field(.date, "en_US")
        press(&en, .tab, .tab)
        press(&en, .backspace)
        #expect(en.text == "11/30/202")
        press(&en, .backspace, .backspace, .backspace)
        #expect(en.value(of: .year) == nil)
        #expect(en.problem == "incomplete: the year is empty")
        let before = en.picker.date
        press(&en, .backspace)
        #expect(en.segments[en.focus].field == .day)
        #expect(en.picker.date == before, "an incomplete field leaves the picker's value")
    }

    @Test func skippedTimesAndBoundsAreExplainedNotChanged() throws {
        var ny = try field(.dateAndTime, "en_US", zone: "America/New_York", date: Civil.date(2026, 3, 8, 6, 30))
        #expect(ny.text == "3/8/2026, 1:30\u{202F}AM")
        press(&ny, .tab, .tab, .tab, .up)
        #expect(ny.text == "3/8/2026, 2:30\u{202F}AM")
        #expect(ny.problem == "the clocks skipped that time in America/New_York")
        #expect(ny.picker.calendarFields.hour == 1)

        var bounded = try field(.date, "en_US") { $0.maximumDate = Civil.date(2026, 12, 31) }
        press(&bounded, .tab, .tab, .up)
        #expect(bounded.text == "11/30/2027")
        #expect(bounded.problem == "after the latest date allowed")
    }
}

/// Bounds and intervals the wheels have, kept by the field.
@Suite("Date field bounds and intervals")
struct DateFieldBoundsTests: DrivesDateFields {
    /// A date's day is allowed if any of it is within the bounds, as the wheels enable it: `--min
    /// 2026-11-10T18:00` allows the 10th (the picker, whose time of day is 14:00, then takes 18:00), not the 9th;
    /// a month likewise.
    @Test func aDayPartlyWithinTheBoundsIsAllowed() throws {
        var date = try field(.date, "en_US", date: Civil.date(2026, 11, 30, 14)) {
            $0.minimumDate = Civil.date(2026, 11, 10, 18)
        }
        press(&date, .right)
        type(&date, "10")
        #expect(date.problem == nil)
        #expect(date.picker.isoString == "2026-11-10")
        #expect(date.picker.date == Civil.date(2026, 11, 10, 18), "moved within the bounds")
        press(&date, .backspace, .backspace)
        type(&date, "09")
        #expect(date.problem == "before the earliest date allowed")
        var month = try field(.yearAndMonth, "en_US", date: Civil.date(2026, 12, 5, 12)) {
            $0.minimumDate = Civil.date(2026, 11, 15, 0)
        }
        press(&month, .down)
        #expect(month.problem == nil, "November is partly after the 15th")
        #expect(month.picker.isoString == "2026-11")
        press(&month, .down)
        #expect(month.problem == "before the earliest date allowed")
    }

    /// The second segment steps by the second interval, as the minute's by the minute interval.
    @Test func theSecondStepsByTheSecondInterval() throws {
        var time = try field(.time, "de_DE", date: Civil.date(2026, 11, 30, 14, 5)) {
            $0.showsSeconds = true
            $0.secondInterval = 15
        }
        focus(&time, on: .second)
        press(&time, .up)
        #expect(time.text == "14:05:15")
        press(&time, .down, .down)
        #expect(time.text == "14:05:45", "wrapped")
        press(&time, .home)
        #expect(time.text == "14:05:00")
        press(&time, .end)
        #expect(time.text == "14:05:45", "the last second on the interval")
    }
}

/// Day periods whose names share their first letter (CLDR 42 ko: 오전, 오후; the pattern `a h:mm` puts the day
/// period first).
@Suite("Date field day period letters")
struct DateFieldDayPeriodTests: DrivesDateFields {
    @Test func aSharedFirstLetterStepsAndTheDifferingOneNames() throws {
        var ko = try field(.time, "ko_KR", empty: true)
        #expect(ko.segments[ko.focus].field == .dayPeriod)
        type(&ko, "오")
        #expect(ko.segments[ko.focus].text == "오전" && ko.segments[ko.focus].field == .dayPeriod, "stays for another")
        type(&ko, "오")
        #expect(ko.segments[ko.focus].text == "오후", "the letter again: the next of them")
        type(&ko, "오")
        #expect(ko.segments[ko.focus].text == "오전")
        type(&ko, "후")
        #expect(ko.segments.first { $0.field == .dayPeriod }?.text == "오후")
        #expect(ko.segments[ko.focus].field == .hour, "a letter naming one moves on")
        var en = try field(.time, "en_US", empty: true)
        focus(&en, on: .dayPeriod)
        type(&en, "p")
        #expect(en.segments.first { $0.field == .dayPeriod }?.text == "PM")
    }
}

/// The field at start reads exactly as ICU formats the value with the field's pattern: digits, month names
/// (Hebrew `MMM`), the Chinese year (`rU`), eras and day periods are ICU's.
@Suite("Date field text")
struct DateFieldTextTests {
    @Test(
        arguments: [
            ("en_US", nil), ("ja_JP", "japanese"), ("he_IL", "hebrew"), ("zh_CN", "chinese"), ("ko_KR", "dangi"),
            ("fa_IR", nil), ("ar_SA", nil), ("ar_EG", nil), ("th_TH", nil), ("hi_IN", nil), ("de_DE", nil),
            ("zh_TW", "roc"), ("ja_JP", "chinese"), ("en_US", "hebrew"),
        ] as [(String, String?)])
    func theFieldReadsAsICUFormatsTheValue(locale: String, calendar: String?) throws {
        // Also in leap months: the Chinese and Dangi leap sixth month (2025-08-10), Hebrew Adar I and II
        // (2027-03-01, 2027-04-01) and Nisan of a common year (2026-04-01).
        let days = [
            Civil.date(2026, 11, 30, 14, 5), Civil.date(2025, 8, 10, 14, 5), Civil.date(2027, 3, 1, 14, 5),
            Civil.date(2027, 4, 1, 14, 5), Civil.date(2026, 4, 1, 14, 5),
        ]
        for mode in [DatePickerMode.date, .time, .dateAndTime, .yearAndMonth] {
            for day in days {
                let date = try picker(mode, locale, calendar: calendar, date: day)
                let field = DateFieldState(picker: date)
                let expected = date.context.format(date.date.timeIntervalSince1970, pattern: field.pattern.pattern)
                #expect(field.text == expected, "\(locale) \(mode) \(day): \(field.pattern.pattern)")
            }
        }
    }
}
