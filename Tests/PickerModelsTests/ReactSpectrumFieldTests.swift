import CalendarEngine
import PickerModels
import Foundation
import Testing
import TestSupport

// React Spectrum's DateField and TimeField keyboard cases, ported case by case to the headless field model.
//
// Source: adobe/react-spectrum at 5d191ab (2026-08-20), packages/@adobe/react-spectrum/test/datepicker/
// (DatePicker.test.js, DateField.test.js, TimeField.test.js, DatePickerBase.test.js; the field cases of the
// DatePicker run on its DateField) and packages/react-aria-components/test/DateField.test.js. Each test names the
// `it(...)` it ports; "RS" below is that test, "the issue" is datepick issue 23, whose rules win where they differ.
// An RS `onChange(value)` is the picker's ``DatePicker/date`` becoming that value; "no onChange" is the picker's
// value left as it was. RS's controlled and uncontrolled renders are one field here (the model owns its value).
//
// Not ported, because the model does not have what they test:
// - Mouse and pointer focus (DatePicker.test.js "focus management" › mouse down …; DatePickerBase "focus the
//   previous segment on mouse down on a literal segment"): a UI maps clicks to ``DateFieldState/focus(on:)``.
// - Focus, blur, key-event callbacks, autoFocus, refs, data attributes, labels, help text, ARIA attributes,
//   isDisabled/isReadOnly renders, forms (submit, reset, native validation messages, server validation,
//   validate functions), SSR, autofill: DOM and form concerns with no counterpart in the model.
// - Calendar popovers (DatePicker.test.js "calendar popover", DatePickerBase "calendar popover").
// - "should show and hide the era field as needed": the segments come from the locale's pattern and never change.
// - "should support typing into the era segment" (letters h, s, r, A, M): the issue gives the era ↑/↓ only.
// - "should use the placeholderValue prop if provided" and the placeholder-as-value halves of the timeZone cases:
//   there is no placeholderValue; an empty segment takes today's value (``DatePicker/today``) on ↑/↓.
// - "should keep timeZone from defaultValue when … cleared (then set)" (DatePicker, TimeField): the field has no
//   zone segment; the zone is the picker's configuration and no key changes it.
// - "should display an error icon when date is less/greater than the minimum/maximum (controlled)": a picker's
//   initial value is brought within its bounds, so a field cannot start outside them.
// - "Shows as invalid if an unavailable date is given": there are no unavailable dates, only bounds.
// - TimeField.test.js "supports minValue and maxValue" (native, aria): a form-validation flow through Tab out of
//   the field and back; the keyboard half of bounds is ported from DateField's and DatePicker's cases.
// - "should include era for BC dates" (DatePicker): the era shows where the calendar's pattern has one (the
//   issue); en_US's Gregorian `M/d/y` has none. "$Name should support shouldForceLeadingZeros": no such option.
// - DatePicker "should focus the previous/next segment when the era is removed": the era segment never goes.
// - "should do nothing when pressing enter" (RAC): Enter is no ``DateFieldKey``; the CLI and widgets handle it.
// - DatePickerBase "DateRangePicker should support arrow keys to move between segments in an RTL locale": there is
//   no range field (its DatePicker half is ported).

/// React Spectrum's DateField and TimeField keyboard tests, driven through ``DateFieldState``.
@Suite("React Spectrum field keyboard cases")
struct ReactSpectrumFieldTests: DrivesDateFields {
    /// The field RS renders with a `defaultValue` (UTC wall time), focused on a segment as `segment.focus()`
    /// does. `en-US` with `hourCycle: 24` is `en-US-u-hc-h23`; `granularity: 'second'` is `showsSeconds`.
    func focused(
        _ mode: DatePickerMode, _ value: Date, on segment: DateField, locale: String = "en_US",
        zone: String = "UTC", calendar: String? = nil, seconds: Bool = false, empty: Bool = false,
        today: Date = Civil.date(2026, 11, 30, 9), sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> DateFieldState {
        let date = try picker(mode, locale, zone: zone, calendar: calendar, date: value, today: today) {
            $0.showsSeconds = seconds
        }
        var field = DateFieldState(picker: date, empty: empty)
        let index = try #require(field.segments.firstIndex { $0.field == segment }, sourceLocation: sourceLocation)
        let took = field.focus(on: index)
        #expect(took, sourceLocation: sourceLocation)
        return field
    }

    /// The field a picker shows afresh: what the edited field must read once it holds the picker's value.
    func reads(_ field: DateFieldState) -> String { DateFieldState(picker: field.picker).text }

    /// RS's `testArrows`: from `value`, the up key gives `incremented`; from `value` again, the down key gives
    /// `decremented`; either way the field reads the new value.
    func arrows(
        _ segment: DateField, _ mode: DatePickerMode, _ value: Date, _ incremented: Date, _ decremented: Date,
        keys: (up: DateFieldKey, down: DateFieldKey) = (.up, .down), locale: String = "en_US",
        calendar: String? = nil, seconds: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        for (key, expected) in [(keys.up, incremented), (keys.down, decremented)] {
            var field = try focused(
                mode, value, on: segment, locale: locale, calendar: calendar, seconds: seconds,
                sourceLocation: sourceLocation)
            field.press(key)
            #expect(field.picker.date == expected, "\(key) on \(segment) of \(value)", sourceLocation: sourceLocation)
            #expect(field.problem == nil, sourceLocation: sourceLocation)
            #expect(field.text == reads(field), sourceLocation: sourceLocation)
        }
    }

    /// RS's `testInput`: typed into the focused segment, the keys give `expected`; the segment keeps the focus
    /// until the last key, which passes it to the next segment when `moved`.
    func input(
        _ segment: DateField, _ mode: DatePickerMode, _ value: Date, _ keys: String, _ expected: Date, moved: Bool,
        locale: String = "en_US", seconds: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        var field = try focused(
            mode, value, on: segment, locale: locale, seconds: seconds, sourceLocation: sourceLocation)
        let start = field.focus
        for (position, key) in keys.enumerated() {
            field.press(.character(key))
            if position < keys.count - 1 {
                #expect(field.focus == start, "after \(key) of \(keys)", sourceLocation: sourceLocation)
            }
        }
        #expect(field.picker.date == expected, "\(keys) into \(segment) of \(value)", sourceLocation: sourceLocation)
        let next = field.editable.first { $0 > start } ?? start
        #expect(field.focus == (moved ? next : start), "\(keys) into \(segment)", sourceLocation: sourceLocation)
    }

    /// RS's `testIgnored`: digits that make no value (0 in a segment starting at 1) leave the picker's value and
    /// show as typed while the segment keeps the focus.
    func ignored(
        _ segment: DateField, _ mode: DatePickerMode, _ value: Date, _ keys: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        var field = try focused(mode, value, on: segment, sourceLocation: sourceLocation)
        let start = field.focus
        type(&field, keys)
        #expect(field.picker.date == value, "\(keys) into \(segment)", sourceLocation: sourceLocation)
        #expect(field.value(of: segment) == nil, sourceLocation: sourceLocation)
        if field.focus == start {
            #expect(field.segments[start].text == keys, sourceLocation: sourceLocation)
        } else {
            #expect(field.segments[start].isPlaceholder, sourceLocation: sourceLocation)
        }
    }

    /// RS's `testBackspace`: Backspace removes the segment's last digit, giving `expected`, or empties it (nil)
    /// and leaves the picker's value.
    func backspace(
        _ segment: DateField, _ mode: DatePickerMode, _ value: Date, _ expected: Date?, locale: String = "en_US",
        seconds: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        var field = try focused(
            mode, value, on: segment, locale: locale, seconds: seconds, sourceLocation: sourceLocation)
        let start = field.focus
        press(&field, .backspace)
        #expect(field.focus == start, sourceLocation: sourceLocation)
        if let expected {
            #expect(field.picker.date == expected, "backspace in \(segment)", sourceLocation: sourceLocation)
            #expect(field.text == reads(field), sourceLocation: sourceLocation)
        } else {
            #expect(field.value(of: segment) == nil, sourceLocation: sourceLocation)
            #expect(field.segments[start].isPlaceholder, sourceLocation: sourceLocation)
            #expect(field.picker.date == value, "an empty segment leaves the value", sourceLocation: sourceLocation)
        }
    }

    func day(_ year: Int, _ month: Int, _ day: Int) -> Date { Civil.date(year, month, day) }

    func time(_ hour: Int, _ minute: Int = 0, _ second: Int = 0) -> Date {
        Civil.date(2019, 2, 3, hour, minute, second)
    }

    // MARK: Segments (DatePicker.test.js › basics; DatePickerBase.test.js › basics)

    /// DatePicker.test.js › basics › "should render a datepicker with a specified date" (2/3/2019): three
    /// segments, 2, 3 and 2019, their ranges 1–12, 1–31 and 1–9999. Differs on purpose: the issue runs the day up to
    /// the month's days once month and year are known (28 in February 2019; RS's `aria-valuemax` is 31).
    @Test func theSegmentsOfADate() throws {
        let field = try field(.date, "en_US", date: day(2019, 2, 3))
        let editable = field.editable
        #expect(editable.map { field.segments[$0].field } == [.month, .day, .year])
        #expect(editable.map { field.segments[$0].text } == ["2", "3", "2019"])
        #expect(editable.map { field.range(at: $0) } == [1...12, 1...28, 1...9999])
    }

    /// DatePicker.test.js › basics › "should render a datepicker with granularity=\"second\"" (2/3/2019
    /// 00:00:00): seven segments, the hour 12 (1–12), minute and second 00 (0–59), AM.
    @Test func theSegmentsOfADateAndTimeWithSeconds() throws {
        let date = try picker(.dateAndTime, "en_US", date: day(2019, 2, 3)) { $0.showsSeconds = true }
        let field = DateFieldState(picker: date)
        let editable = field.editable
        #expect(
            editable.map { field.segments[$0].field } == [.month, .day, .year, .hour, .minute, .second, .dayPeriod])
        #expect(editable.map { field.segments[$0].text } == ["2", "3", "2019", "12", "00", "00", "AM"])
        #expect(editable[3...5].map { field.range(at: $0) } == [1...12, 0...59, 0...59])
    }

    /// DatePickerBase.test.js › basics › "$Name should render a default datepicker" (DatePicker): three editable
    /// segments, all empty.
    @Test func aDefaultEmptyField() throws {
        let field = try field(.date, "en_US", empty: true)
        #expect(field.editable.count == 3)
        #expect(field.editable.allSatisfy { field.segments[$0].isPlaceholder })
    }

    // MARK: Arrow keys (DatePicker.test.js › editing › arrow keys)

    /// DatePicker.test.js › month › "should support using the arrow keys to increment and decrement the month".
    @Test func arrowsStepTheMonth() throws {
        try arrows(.month, .date, day(2019, 2, 3), day(2019, 3, 3), day(2019, 1, 3))
    }

    /// DatePicker.test.js › month › "should wrap around when incrementing and decrementing the month".
    @Test func theMonthWraps() throws {
        try arrows(.month, .date, day(2019, 12, 3), day(2019, 1, 3), day(2019, 11, 3))
        try arrows(.month, .date, day(2019, 1, 3), day(2019, 2, 3), day(2019, 12, 3))
    }

    /// DatePicker.test.js › month › "should support using the page up and down keys to increment and decrement
    /// the month by 2".
    @Test func pagingStepsTheMonthByTwo() throws {
        try arrows(.month, .date, day(2019, 1, 3), day(2019, 3, 3), day(2019, 11, 3), keys: (.pageUp, .pageDown))
        try arrows(.month, .date, day(2019, 2, 3), day(2019, 4, 3), day(2019, 12, 3), keys: (.pageUp, .pageDown))
    }

    /// DatePicker.test.js › month › "should support using the home and end keys to jump to the min and max month".
    @Test func homeAndEndJumpToTheFirstAndLastMonth() throws {
        try arrows(.month, .date, day(2019, 6, 3), day(2019, 12, 3), day(2019, 1, 3), keys: (.end, .home))
    }

    /// DatePicker.test.js › day › "should support using the arrow keys to increment and decrement the day".
    @Test func arrowsStepTheDay() throws {
        try arrows(.day, .date, day(2019, 2, 3), day(2019, 2, 4), day(2019, 2, 2))
    }

    /// DatePicker.test.js › day › "should wrap around when incrementing and decrementing the day".
    @Test func theDayWraps() throws {
        try arrows(.day, .date, day(2019, 8, 31), day(2019, 8, 1), day(2019, 8, 30))
        try arrows(.day, .date, day(2019, 8, 1), day(2019, 8, 2), day(2019, 8, 31))
    }

    /// DatePicker.test.js › day › "should support using the page up and down keys to increment and decrement the
    /// day by 7". Differs on purpose: RS wraps 3 February − 7 within 31 days (27 February); the issue runs the day
    /// up to the month's days when month and year are known, so it wraps within February 2019's 28 (24).
    @Test func pagingStepsTheDayBySeven() throws {
        try arrows(.day, .date, day(2019, 2, 3), day(2019, 2, 10), day(2019, 2, 24), keys: (.pageUp, .pageDown))
    }

    /// DatePicker.test.js › day › "should support using the home and end keys to jump to the min and max day".
    @Test func homeAndEndJumpToTheFirstAndLastDay() throws {
        try arrows(.day, .date, day(2019, 8, 5), day(2019, 8, 31), day(2019, 8, 1), keys: (.end, .home))
    }

    /// DatePicker.test.js › year › "should support using the arrow keys to increment and decrement the year".
    @Test func arrowsStepTheYear() throws {
        try arrows(.year, .date, day(2019, 2, 3), day(2020, 2, 3), day(2018, 2, 3))
    }

    /// DatePicker.test.js › year › "should support using the page up and down keys to increment and decrement the
    /// year to the nearest 5". Differs on purpose: RS rounds to a multiple of 5 (2020, 2015); the issue's PgUp/PgDn
    /// step the year by 5 from where it is (2024, 2014).
    @Test func pagingStepsTheYearByFive() throws {
        try arrows(.year, .date, day(2019, 2, 3), day(2024, 2, 3), day(2014, 2, 3), keys: (.pageUp, .pageDown))
    }

    /// DatePicker.test.js › hour › "should support using the arrow keys to increment and decrement the hour".
    @Test func arrowsStepTheHour() throws {
        try arrows(.hour, .dateAndTime, time(8), time(9), time(7))
    }

    /// DatePicker.test.js › hour › "should wrap around when incrementing and decrementing the hour in 12 hour
    /// time": the hour wraps within its half of the day (11 AM ↑ is 12 AM), the day period kept.
    @Test func theTwelveHourHourWrapsWithinItsHalfDay() throws {
        try arrows(.hour, .dateAndTime, time(11), time(0), time(10))
        try arrows(.hour, .dateAndTime, time(0), time(1), time(11))
        try arrows(.hour, .dateAndTime, time(23), time(12), time(22))
        try arrows(.hour, .dateAndTime, time(12), time(13), time(23))
    }

    /// DatePicker.test.js › hour › "should wrap around when incrementing and decrementing the hour in 24 hour
    /// time" (`hourCycle: 24`, ICU's `h23`).
    @Test func theTwentyFourHourHourWraps() throws {
        try arrows(.hour, .dateAndTime, time(23), time(0), time(22), locale: "en-US-u-hc-h23")
        try arrows(.hour, .dateAndTime, time(0), time(1), time(23), locale: "en-US-u-hc-h23")
    }

    /// DatePicker.test.js › hour › "should support using the page up and down keys to increment and decrement the
    /// hour by 2".
    @Test func pagingStepsTheHourByTwo() throws {
        try arrows(.hour, .dateAndTime, time(8), time(10), time(6), keys: (.pageUp, .pageDown))
    }

    /// DatePicker.test.js › hour › "should support using the home and end keys to jump to the min and max hour in
    /// 12 hour time": the half day's first hour is 12 and its last 11 (8 AM: End 11 AM, Home 12 AM).
    @Test func homeAndEndJumpWithinTheTwelveHourHalfDay() throws {
        try arrows(.hour, .dateAndTime, time(8), time(11), time(0), keys: (.end, .home))
        try arrows(.hour, .dateAndTime, time(16), time(23), time(12), keys: (.end, .home))
    }

    /// DatePicker.test.js › hour › "should support using the home and end keys to jump to the min and max hour in
    /// 24 hour time".
    @Test func homeAndEndJumpToTheFirstAndLastTwentyFourHourHour() throws {
        try arrows(.hour, .dateAndTime, time(8), time(23), time(0), keys: (.end, .home), locale: "en-US-u-hc-h23")
    }

    /// DatePicker.test.js › hour › "should support cycling through DST fall back transitions": on 2021-11-07 in
    /// Los Angeles 1:45 AM happens twice; ↑ passes through both instants, ↓ back, and 12 AM ↓ wraps to 11 AM.
    @Test func theHourCyclesThroughAFallBackTransition() throws {
        var field = try focused(
            .dateAndTime, Civil.date(2021, 11, 7, 0, 45, offset: -7), on: .hour, zone: "America/Los_Angeles")
        let steps: [(DateFieldKey, String)] = [
            (.up, "2021-11-07T01:45:00-07:00"), (.up, "2021-11-07T01:45:00-08:00"),
            (.up, "2021-11-07T02:45:00-08:00"), (.down, "2021-11-07T01:45:00-08:00"),
            (.down, "2021-11-07T01:45:00-07:00"), (.down, "2021-11-07T00:45:00-07:00"),
            (.down, "2021-11-07T11:45:00-08:00"),
        ]
        for (number, (key, expected)) in steps.enumerated() {
            field.press(key)
            #expect(field.picker.isoString == expected, "step \(number + 1)")
            if number == 5 { #expect(field.segments[field.focus].text == "12", "12, not 0") }
        }
    }

    /// DatePicker.test.js › hour › "should support cycling through DST fall back transitions even if the minutes
    /// are undefined": with the minute emptied (45 → 4 → empty), ↑/↓ on the hour still pass through both 1 AMs.
    @Test func theHourCyclesThroughAFallBackTransitionWithTheMinuteEmpty() throws {
        var field = try focused(
            .dateAndTime, Civil.date(2021, 11, 7, 0, 45, offset: -7), on: .minute, zone: "America/Los_Angeles")
        press(&field, .backspace)
        #expect(field.segments[field.focus].text == "04")
        press(&field, .backspace)
        #expect(field.value(of: .minute) == nil)
        press(&field, .left)
        #expect(field.segments[field.focus].field == .hour)
        var shown: [String] = []
        for key in [DateFieldKey.up, .up, .up, .down, .down, .down, .down] {
            field.press(key)
            shown.append(field.segments[field.focus].text)
        }
        #expect(shown == ["1", "1", "2", "1", "1", "12", "11"])
    }

    /// DatePicker.test.js › minute › "should support using the arrow keys to increment and decrement the minute".
    @Test func arrowsStepTheMinute() throws {
        try arrows(.minute, .dateAndTime, time(8, 5), time(8, 6), time(8, 4))
    }

    /// DatePicker.test.js › minute › "should wrap around when incrementing and decrementing the minute".
    @Test func theMinuteWraps() throws {
        try arrows(.minute, .dateAndTime, time(8, 59), time(8, 0), time(8, 58))
        try arrows(.minute, .dateAndTime, time(8, 0), time(8, 1), time(8, 59))
    }

    /// DatePicker.test.js › minute › "should support using the page up and down keys to increment and decrement
    /// the minute to the nearest 15". Differs on purpose: RS rounds to a quarter (30, 15); the issue's PgUp/PgDn
    /// step the minute by 15 from where it is (37, 7), on the minute interval (here 1).
    @Test func pagingStepsTheMinuteByFifteen() throws {
        try arrows(.minute, .dateAndTime, time(8, 22), time(8, 37), time(8, 7), keys: (.pageUp, .pageDown))
    }

    /// DatePicker.test.js › minute › "should support using the home and end keys to jump to the min and max
    /// minute".
    @Test func homeAndEndJumpToTheFirstAndLastMinute() throws {
        try arrows(
            .minute, .dateAndTime, time(8, 22), time(8, 59), time(8, 0), keys: (.end, .home),
            locale: "en-US-u-hc-h23")
    }

    /// DatePicker.test.js › second › "should support using the arrow keys to increment and decrement the second".
    @Test func arrowsStepTheSecond() throws {
        try arrows(.second, .dateAndTime, time(8, 5, 10), time(8, 5, 11), time(8, 5, 9), seconds: true)
    }

    /// DatePicker.test.js › second › "should wrap around when incrementing and decrementing the second".
    @Test func theSecondWraps() throws {
        try arrows(.second, .dateAndTime, time(8, 5, 59), time(8, 5, 0), time(8, 5, 58), seconds: true)
        try arrows(.second, .dateAndTime, time(8, 5, 0), time(8, 5, 1), time(8, 5, 59), seconds: true)
    }

    /// DatePicker.test.js › second › "should support using the page up and down keys to increment and decrement
    /// the second to the nearest 15". Differs on purpose, as the minute: by 15 from where it is (37, 7).
    @Test func pagingStepsTheSecondByFifteen() throws {
        try arrows(
            .second, .dateAndTime, time(8, 5, 22), time(8, 5, 37), time(8, 5, 7), keys: (.pageUp, .pageDown),
            seconds: true)
    }

    /// DatePicker.test.js › second › "should support using the home and end keys to jump to the min and max
    /// second".
    @Test func homeAndEndJumpToTheFirstAndLastSecond() throws {
        try arrows(
            .second, .dateAndTime, time(8, 5, 22), time(8, 5, 59), time(8, 5, 0), keys: (.end, .home),
            locale: "en-US-u-hc-h23", seconds: true)
    }

    /// DatePicker.test.js › day period › "should support using the arrow keys to increment and decrement the day
    /// period": ↑ and ↓ both toggle AM and PM.
    @Test func arrowsToggleTheDayPeriod() throws {
        try arrows(.dayPeriod, .dateAndTime, time(8), time(20), time(20))
        try arrows(.dayPeriod, .dateAndTime, time(20), time(8), time(8))
    }

    /// DatePicker.test.js › era › "should support using the arrow keys to increment and decrement the era"
    /// (`en-US-u-ca-japanese`): Heisei 5 ↑ is Reiwa 5 (2023), ↓ Shōwa 5 (1930).
    @Test func arrowsStepTheEra() throws {
        try arrows(
            .era, .date, day(1993, 2, 3), day(2023, 2, 3), day(1930, 2, 3), calendar: "japanese")
    }

    /// DatePicker.test.js › era › "should support cycling year across era boundaries" (`en-US-u-ca-japanese`).
    /// Differs on purpose: RS carries Reiwa 1 ↓ into Heisei 30; the issue wraps the year within its segment
    /// without carrying into the era, so the era stays Reiwa and the field says what is wrong.
    /// The field first reads Reiwa 1's December as ICU writes it (12, though Reiwa 1 begins in May).
    @Test func theYearStepsWithinItsEra() throws {
        let reiwa1 = day(2019, 12, 28)
        var field = try focused(.date, reiwa1, on: .year, calendar: "japanese")
        let era = field.value(of: .era)
        #expect(field.text == field.picker.context.format(reiwa1.timeIntervalSince1970, pattern: field.pattern.pattern))
        #expect(field.value(of: .month) == 12)
        press(&field, .up)
        #expect(field.picker.date == day(2020, 12, 28))
        #expect(field.text == reads(field))
        press(&field, .down)
        #expect(field.picker.date == reiwa1)
        press(&field, .down)
        #expect(field.value(of: .era) == era, "the era stays Reiwa")
        #expect(field.value(of: .month) == 12 && field.value(of: .day) == 28)
        #expect(field.problem != nil, "Reiwa has no year before 1: the wrapped year is reported")
        #expect(field.picker.date == reiwa1, "the value stays the last valid one")
    }

    /// Reiwa 1 begins in May: its months keep the numbers ICU writes (5–12, and mn's `MMMMM` XII for December),
    /// 12 types as December, and a month before May is reported (a guard for the era test above).
    @Test func theFirstYearOfAnEraKeepsICUsMonthNumbers() throws {
        let reiwa1 = day(2019, 12, 28)
        let mn = DateFieldState(picker: try picker(.yearAndMonth, "mn_MN", calendar: "japanese", date: reiwa1))
        #expect(mn.pattern.pattern.contains("MMMMM"))
        #expect(mn.text == mn.picker.context.format(reiwa1.timeIntervalSince1970, pattern: mn.pattern.pattern))
        var field = try focused(.date, day(2019, 11, 28), on: .month, calendar: "japanese")
        type(&field, "12")
        #expect(field.value(of: .month) == 12)
        #expect(field.picker.date == reiwa1)
        press(&field, .backTab)
        type(&field, "3")
        #expect(field.problem == "the year has months 5–12, not 3")
        #expect(field.picker.date == reiwa1)
    }

    /// DatePicker.test.js › arrow keys › "should allow entering invalid dates, and constrain on blur" (from
    /// 2/28/2026, Tab Tab ↑ ↑). Differs on purpose: RS lets the day run to 31 and shows 2/30/2026, then constrains
    /// to 2/28 on blur; the issue runs the day up to February's 28, so ↑ wraps to 1 and the value follows, and
    /// nothing is ever constrained behind the person's back (there is no blur).
    @Test func theDayStepsWithinTheMonthsDays() throws {
        var field = try field(.date, "en_US", date: day(2026, 2, 28))
        press(&field, .tab, .up)
        #expect(field.text == "2/1/2026")
        press(&field, .up)
        #expect(field.text == "2/2/2026")
        #expect(field.picker.date == day(2026, 2, 2))
    }

    // MARK: Text input (DatePicker.test.js › editing › text input)

    /// DatePicker.test.js › text input › "should support typing into the month segment". RS's `testIgnored` `00`
    /// shows `0` and restores the month on blur; here the second 0 moves the focus on (as RS does) and the month,
    /// which no digits yet name, shows its placeholder, the value untouched.
    @Test func typingIntoTheMonth() throws {
        try input(.month, .date, day(2019, 2, 3), "1", day(2019, 1, 3), moved: false)
        try input(.month, .date, day(2019, 2, 3), "01", day(2019, 1, 3), moved: true)
        try input(.month, .date, day(2019, 2, 3), "12", day(2019, 12, 3), moved: true)
        try input(.month, .date, day(2019, 2, 3), "4", day(2019, 4, 3), moved: true)
        try ignored(.month, .date, day(2019, 2, 3), "0")
        try ignored(.month, .date, day(2019, 2, 3), "00")
    }

    /// DatePicker.test.js › text input › "should support typing into the day segment".
    @Test func typingIntoTheDay() throws {
        try input(.day, .date, day(2019, 2, 3), "1", day(2019, 2, 1), moved: false)
        try input(.day, .date, day(2019, 2, 3), "01", day(2019, 2, 1), moved: true)
        try input(.day, .date, day(2019, 2, 3), "12", day(2019, 2, 12), moved: true)
        try input(.day, .date, day(2019, 2, 3), "4", day(2019, 2, 4), moved: true)
        try ignored(.day, .date, day(2019, 2, 3), "0")
        try ignored(.day, .date, day(2019, 2, 3), "00")
    }

    /// DatePicker.test.js › text input › "should support typing into the year segment": four digits move on
    /// (the date's year is its last segment, so the focus stays).
    @Test func typingIntoTheYear() throws {
        try input(.year, .date, day(2019, 2, 3), "1993", day(1993, 2, 3), moved: false)
        try input(.year, .dateAndTime, time(8), "1993", Civil.date(1993, 2, 3, 8), moved: true)
        try ignored(.year, .date, day(2019, 2, 3), "0")
    }

    /// DatePicker.test.js › text input › "should support typing into the hour segment in 12 hour time": the day
    /// period stays (12 in the morning is 0:00, 4 in the evening 16:00).
    @Test func typingIntoTheTwelveHourHour() throws {
        for (base, offset) in [(8, 0), (20, 12)] {
            try input(.hour, .dateAndTime, time(base), "1", time(1 + offset), moved: false)
            try input(.hour, .dateAndTime, time(base), "01", time(1 + offset), moved: true)
            try input(.hour, .dateAndTime, time(base), "11", time(11 + offset), moved: true)
            try input(.hour, .dateAndTime, time(base), "12", time(0 + offset), moved: true)
            try input(.hour, .dateAndTime, time(base), "4", time(4 + offset), moved: true)
            try ignored(.hour, .dateAndTime, time(base), "0")
        }
    }

    /// DatePicker.test.js › text input › "should support typing into the hour segment in 24 hour time".
    @Test func typingIntoTheTwentyFourHourHour() throws {
        let h23 = "en-US-u-hc-h23"
        try input(.hour, .dateAndTime, time(8), "0", time(0), moved: false, locale: h23)
        try input(.hour, .dateAndTime, time(8), "00", time(0), moved: true, locale: h23)
        try input(.hour, .dateAndTime, time(8), "1", time(1), moved: false, locale: h23)
        try input(.hour, .dateAndTime, time(8), "01", time(1), moved: true, locale: h23)
        try input(.hour, .dateAndTime, time(8), "11", time(11), moved: true, locale: h23)
        try input(.hour, .dateAndTime, time(8), "23", time(23), moved: true, locale: h23)
    }

    /// DatePicker.test.js › text input › "should support typing into the minute segment": 5 waits (50–59 are
    /// minutes), 6 moves on.
    @Test func typingIntoTheMinute() throws {
        let cases: [(String, Int, Bool)] = [
            ("0", 0, false), ("00", 0, true), ("1", 1, false), ("01", 1, true), ("2", 2, false), ("02", 2, true),
            ("5", 5, false), ("6", 6, true), ("59", 59, true),
        ]
        for (keys, minute, moved) in cases {
            try input(.minute, .dateAndTime, time(8, 8), keys, time(8, minute), moved: moved)
        }
    }

    /// DatePicker.test.js › text input › "should support typing into the second segment".
    @Test func typingIntoTheSecond() throws {
        let cases: [(String, Int, Bool)] = [
            ("0", 0, false), ("00", 0, true), ("1", 1, false), ("01", 1, true), ("2", 2, false), ("5", 5, false),
            ("6", 6, true), ("59", 59, true),
        ]
        for (keys, second, moved) in cases {
            var field = try focused(.dateAndTime, time(8, 5, 8), on: .second, seconds: true)
            let start = field.focus
            type(&field, keys)
            #expect(field.picker.date == time(8, 5, second), "\(keys)")
            #expect(field.focus == (moved ? start + 2 : start), "\(keys): the day period follows the second")
        }
    }

    /// DatePicker.test.js › text input › "should support typing into the day period segment": `p` and `a` set it;
    /// the day period is the last segment, so the focus stays.
    @Test func typingIntoTheDayPeriod() throws {
        try input(.dayPeriod, .dateAndTime, time(8), "p", time(20), moved: false)
        try input(.dayPeriod, .dateAndTime, time(20), "a", time(8), moved: false)
    }

    /// DatePicker.test.js › text input › "should support entering arabic digits" (`٢٠٢٤` into the year). RS types
    /// them in en-US; the issue takes ASCII digits or the locale's own, so this runs in ar_EG, whose digits they are.
    @Test func typingTheLocalesOwnDigits() throws {
        try input(.year, .date, day(2019, 2, 3), "٢٠٢٤", day(2024, 2, 3), moved: false, locale: "ar_EG")
    }

    /// DatePicker.test.js › text input › "should allow entering invalid dates, and constrain on blur" (`02`, `31`,
    /// `2026` into an empty field). RS then constrains to 2/28/2026 on blur; the issue never changes a typed
    /// segment: the field keeps 2/31/2026, says why, and leaves the value.
    @Test func anImpossibleDateIsKeptAndExplained() throws {
        var field = try field(.date, "en_US", empty: true)
        let before = field.picker.date
        type(&field, "02")
        type(&field, "31")
        type(&field, "2026")
        #expect(field.text == "02/31/2026" || field.text == "2/31/2026", "\(field.text)")
        #expect(field.problem == "the month has days 1–28, not 31")
        #expect(field.picker.date == before)
    }

    /// DatePicker.test.js › text input › "should allow entering invalid times, and constrain on blur" (3/8/2026,
    /// 2:45 AM in Los Angeles, a time the clocks skipped). RS fills the un-entered AM from its placeholder and
    /// constrains to 3:45 on blur; here the day period is typed too, and the field keeps 2:45 and says why.
    @Test func aSkippedTimeIsKeptAndExplained() throws {
        var field = try field(.dateAndTime, "en_US", zone: "America/Los_Angeles", empty: true)
        let before = field.picker.date
        for keys in ["3", "8", "2026", "02", "45", "a"] { type(&field, keys) }
        #expect(field.text == "3/8/2026, 2:45\u{202F}AM")
        #expect(field.problem == "the clocks skipped that time in America/Los_Angeles")
        #expect(field.picker.date == before)
    }

    // MARK: Backspace (DatePicker.test.js › editing › backspace)

    /// DatePicker.test.js › backspace › "should support backspace in the month segment".
    @Test func backspaceInTheMonth() throws {
        try backspace(.month, .date, day(2019, 2, 3), nil)
        try backspace(.month, .date, day(2019, 6, 3), nil)
        try backspace(.month, .date, day(2019, 12, 3), day(2019, 1, 3))
    }

    /// DatePicker.test.js › backspace › "should support backspace in the day segment".
    @Test func backspaceInTheDay() throws {
        try backspace(.day, .date, day(2019, 2, 3), nil)
        try backspace(.day, .date, day(2019, 2, 20), day(2019, 2, 2))
    }

    /// DatePicker.test.js › backspace › "should support backspace in the year segment": 2019 → 201 (a real year
    /// in the Gregorian calendar), 2 → empty.
    @Test func backspaceInTheYear() throws {
        try backspace(.year, .date, day(2019, 2, 3), day(201, 2, 3))
        try backspace(.year, .date, day(2, 2, 3), nil)
    }

    /// DatePicker.test.js › backspace › "should support backspace in the hour segment in 12 hour time": 11 AM → 1
    /// AM, 11 PM → 1 PM; a one-digit hour empties.
    @Test func backspaceInTheTwelveHourHour() throws {
        try backspace(.hour, .dateAndTime, time(8), nil)
        try backspace(.hour, .dateAndTime, time(11), time(1))
        try backspace(.hour, .dateAndTime, time(16), nil)
        try backspace(.hour, .dateAndTime, time(23), time(13))
    }

    /// DatePicker.test.js › backspace › "should support backspace in the hour segment in 24 hour time".
    @Test func backspaceInTheTwentyFourHourHour() throws {
        let h23 = "en-US-u-hc-h23"
        try backspace(.hour, .dateAndTime, time(8), nil, locale: h23)
        try backspace(.hour, .dateAndTime, time(11), time(1), locale: h23)
        try backspace(.hour, .dateAndTime, time(16), time(1), locale: h23)
        try backspace(.hour, .dateAndTime, time(23), time(2), locale: h23)
    }

    /// DatePicker.test.js › backspace › "should support backspace in the am/pm field": it empties.
    @Test func backspaceInTheDayPeriod() throws {
        try backspace(.dayPeriod, .dateAndTime, time(8), nil)
        try backspace(.dayPeriod, .dateAndTime, time(16), nil)
    }

    /// DatePicker.test.js › backspace › "should support backspace in the minute segment".
    @Test func backspaceInTheMinute() throws {
        try backspace(.minute, .dateAndTime, time(5, 8), nil)
        try backspace(.minute, .dateAndTime, time(5, 25), time(5, 2))
        try backspace(.minute, .dateAndTime, time(5, 59), time(5, 5))
    }

    /// DatePicker.test.js › backspace › "should support second in the minute segment" (the second segment).
    @Test func backspaceInTheSecond() throws {
        try backspace(.second, .dateAndTime, time(5, 5, 8), nil, seconds: true)
        try backspace(.second, .dateAndTime, time(5, 5, 25), time(5, 5, 2), seconds: true)
        try backspace(.second, .dateAndTime, time(5, 5, 59), time(5, 5, 5), seconds: true)
    }

    /// DatePicker.test.js › backspace › "should support backspace with arabic digits" (ar-EG): ٢٠١٩ → ٢٠١.
    @Test func backspaceWithTheLocalesDigits() throws {
        var field = try focused(.date, day(2019, 2, 3), on: .year, locale: "ar_EG")
        #expect(field.segments[field.focus].text == "٢٠١٩")
        press(&field, .backspace)
        #expect(field.picker.date == day(201, 2, 3))
        #expect(field.segments[field.focus].text == "٢٠١")
    }

    /// DatePicker.test.js › backspace › "should trigger onChange with null when all segments are cleared": from
    /// the year of 2/3/2019, Backspace ×5 empties it (the value following 201, 20, 2) and moves to the day, ×2
    /// empties the day and moves to the month, ×2 empties the month. The picker always holds a value, so RS's
    /// `onChange(null)` is the field reporting itself incomplete with the picker's value left at year 2.
    @Test func backspaceClearsEverySegmentInTurn() throws {
        var field = try focused(.date, day(2019, 2, 3), on: .year)
        var years: [Int] = []
        for _ in 0..<4 {
            press(&field, .backspace)
            if field.isComplete { years.append(Calendar.utc.component(.year, from: field.picker.date)) }
        }
        #expect(years == [201, 20, 2])
        press(&field, .backspace)
        #expect(field.text == "2/3/––––")
        #expect(field.segments[field.focus].field == .day)
        press(&field, .backspace, .backspace)
        #expect(field.text == "2/––/––––")
        #expect(field.segments[field.focus].field == .month)
        press(&field, .backspace, .backspace)
        #expect(field.text == "––/––/––––")
        #expect(field.problem == "incomplete: the month, day, year are empty")
        #expect(field.picker.date == day(2, 2, 3))
    }

    // MARK: Placeholders (DatePicker.test.js › placeholder)

    /// DatePicker.test.js › placeholder › "should display a placeholder if no value is provided" (and "… if the
    /// value prop is null"). Differs on purpose: RS's `mm/dd/yyyy` is React Aria's hand-written table; CLDR has no
    /// placeholders, so the neutral dashes show, one per digit.
    @Test func anEmptyFieldShowsPlaceholders() throws {
        let field = try field(.date, "en_US", empty: true)
        #expect(field.text == "––/––/––––")
        #expect(field.segments.filter(\.isEditable).allSatisfy { $0.isPlaceholder })
    }

    /// DatePicker.test.js › placeholder › "should use arrow keys to modify placeholder (uncontrolled)" (and
    /// "(controlled)"): ↑ on each empty segment takes today's value; the value is given once all three are filled.
    @Test func arrowsFillTheEmptySegmentsWithToday() throws {
        var field = try field(.date, "en_US", empty: true)
        let before = field.picker.date
        press(&field, .up, .right)
        #expect(field.segments[field.focus].field == .day)
        #expect(field.text == "11/––/––––", "today is 2026-11-30")
        #expect(field.picker.date == before)
        press(&field, .up, .right)
        #expect(field.text == "11/30/––––")
        #expect(field.picker.date == before)
        press(&field, .up)
        #expect(field.text == "11/30/2026")
        #expect(field.problem == nil)
        #expect(field.picker.date == Civil.date(2026, 11, 30, 14, 5), "the picker's time of day is kept")
    }

    /// DatePicker.test.js › placeholder › "should enter a date to modify placeholder (uncontrolled)" (and
    /// "(controlled)"): 4 and 5 move on at once; the year's digits give 2, 20, 202 and 2020 in turn, the focus
    /// staying on the year.
    @Test func typingFillsTheEmptySegments() throws {
        var field = try field(.date, "en_US", empty: true)
        let before = field.picker.date
        type(&field, "4")
        #expect(field.segments[field.focus].field == .day)
        #expect(field.text == "4/––/––––")
        type(&field, "5")
        #expect(field.segments[field.focus].field == .year)
        #expect(field.picker.date == before)
        var years: [Int] = []
        for digit in "2020" {
            field.press(.character(digit))
            years.append(Calendar.utc.component(.year, from: field.picker.date))
        }
        #expect(years == [2, 20, 202, 2020])
        #expect(field.segments[field.focus].field == .year)
        #expect(field.text == "4/5/2020")
        #expect(field.picker.date == Civil.date(2020, 4, 5, 14, 5))
    }

    /// DatePicker.test.js › placeholder › "should confirm the placeholder on blur and only AM/PM is un-entered"
    /// (4, 5, 2022, 5, 45 into an empty date and time). Differs on purpose: RS takes the un-entered AM from its
    /// placeholder on blur; the issue changes the value only on a complete entry, so the field waits for the day
    /// period, then gives 2022-04-05 05:45.
    @Test func theDayPeriodMustBeEnteredToo() throws {
        var field = try field(.dateAndTime, "en_US", empty: true)
        let before = field.picker.date
        for keys in ["4", "5", "2022", "5", "45"] { type(&field, keys) }
        #expect(field.segments[field.focus].field == .dayPeriod)
        #expect(field.problem == "incomplete: the dayPeriod is empty")
        #expect(field.picker.date == before)
        type(&field, "a")
        #expect(field.picker.date == Civil.date(2022, 4, 5, 5, 45))
    }

    // MARK: Bounds (DatePicker.test.js › validation; DateField.test.js › validation)

    /// DatePicker.test.js › validation › "should display an error icon when date is less than the minimum
    /// (uncontrolled)" and "… greater than the maximum (uncontrolled)": the year stepped past a bound is shown and
    /// explained, and stepping back makes the field valid again.
    @Test func aYearPastABoundIsExplained() throws {
        let bound = day(1985, 1, 1)
        var low = DateFieldState(picker: try picker(.date, "en_US", date: bound) { $0.minimumDate = bound })
        press(&low, .tab, .tab, .down)
        #expect(low.problem == "before the earliest date allowed")
        press(&low, .up)
        #expect(low.problem == nil)
        var high = DateFieldState(picker: try picker(.date, "en_US", date: bound) { $0.maximumDate = bound })
        press(&high, .tab, .tab, .up)
        #expect(high.problem == "after the latest date allowed")
        press(&high, .down)
        #expect(high.problem == nil)
    }

    /// DateField.test.js › validation › validationBehavior=native › "supports minValue and maxValue" (and the
    /// aria one): between 2/3/2020 and 2/3/2024, typing the year 2025 is after the latest date; ↓ brings it within.
    @Test func typingAYearPastTheMaximum() throws {
        var field = DateFieldState(
            picker: try picker(.date, "en_US", date: day(2020, 2, 3)) {
                $0.minimumDate = day(2020, 2, 3)
                $0.maximumDate = day(2024, 2, 3)
            })
        press(&field, .tab, .tab)
        type(&field, "2025")
        #expect(field.problem == "after the latest date allowed")
        #expect(field.picker.date == day(2020, 2, 3))
        press(&field, .down)
        #expect(field.problem == nil)
        #expect(field.picker.date == day(2024, 2, 3))
        press(&field, .down, .down, .down, .down, .down)
        #expect(field.problem == "before the earliest date allowed", "2019")
    }

    // MARK: Time fields (TimeField.test.js)

    /// TimeField.test.js › events › "should keep dayPeriod the same when hour segment that has a value >= 12 is
    /// cleared": 8 PM, Backspace on the hour empties it and PM stays.
    @Test func clearingTheHourKeepsTheDayPeriod() throws {
        var field = try field(.time, "en_US", date: Civil.date(2026, 11, 30, 20, 24))
        press(&field, .backspace)
        #expect(field.value(of: .hour) == nil)
        #expect(field.value(of: .dayPeriod) == 1)
        #expect(field.text == "––:24\u{202F}PM")
    }

    /// TimeField.test.js › timeZone › "should keep timeZone from defaultValue when minute segment cleared then set"
    /// (the keyboard half: 05 emptied by Backspace, then ↑ takes the placeholder's minute, here today's, 00).
    @Test func aClearedMinuteTakesTodaysMinuteOnUp() throws {
        var field = try focused(
            .time, Civil.date(2023, 7, 1, 1, 5, offset: -7), on: .minute, zone: "America/Los_Angeles",
            today: Civil.date(2023, 7, 1, 9, 0, offset: -7))
        press(&field, .backspace)
        #expect(field.value(of: .minute) == nil)
        press(&field, .up)
        #expect(field.segments[field.focus].text == "00")
        #expect(field.picker.date == Civil.date(2023, 7, 1, 1, 0, offset: -7))
    }

    /// TimeField.test.js › timeZone › "should support cycling through DST fall back transitions with ZonedDateTime
    /// defaultValue": from the earlier 1:45 AM in Los Angeles, ↑ is the later, ↑ 2:45, then ↓ back through both.
    @Test func aTimeFieldCyclesThroughAFallBackTransition() throws {
        var field = try field(
            .time, "en_US", zone: "America/Los_Angeles", date: Civil.date(2021, 11, 7, 1, 45, offset: -7))
        let steps: [(DateFieldKey, Date)] = [
            (.up, Civil.date(2021, 11, 7, 1, 45, offset: -8)), (.up, Civil.date(2021, 11, 7, 2, 45, offset: -8)),
            (.down, Civil.date(2021, 11, 7, 1, 45, offset: -8)), (.down, Civil.date(2021, 11, 7, 1, 45, offset: -7)),
            (.down, Civil.date(2021, 11, 7, 0, 45, offset: -7)),
        ]
        for (number, (key, expected)) in steps.enumerated() {
            field.press(key)
            #expect(field.picker.date == expected, "step \(number + 1)")
        }
    }

    /// TimeField.test.js › timeZone › "should support cycling through DST fall back transitions with ZonedDateTime
    /// placeholder": an empty field whose today (RS's placeholder) is the earlier 1:45 AM in Los Angeles; ↑ on the
    /// hour takes today's 1, then passes through both 1 AMs as the filled field does.
    @Test func anEmptyTimeFieldCyclesThroughAFallBackTransition() throws {
        let earlier = Civil.date(2021, 11, 7, 1, 45, offset: -7)
        var field = DateFieldState(
            picker: try picker(.time, "en_US", zone: "America/Los_Angeles", date: earlier, today: earlier),
            empty: true)
        #expect(field.segments[field.focus].field == .hour)
        var shown: [String] = []
        for key in [DateFieldKey.up, .up, .up, .down, .down, .down] {
            field.press(key)
            shown.append(field.segments[field.focus].text)
        }
        #expect(shown == ["1", "1", "2", "1", "1", "12"])
    }

    // MARK: Moving between segments

    /// DatePickerBase.test.js › focus management › "$Name should support arrow keys to move between segments"
    /// (DatePicker): → walks month, day, year; ← walks back. RS's → past the year reaches the calendar button,
    /// which the model lacks: the year keeps the focus.
    @Test func arrowsMoveBetweenSegments() throws {
        var field = try field(.date, "en_US", empty: true)
        var order: [DateField?] = []
        for _ in 0..<3 {
            order.append(field.segments[field.focus].field)
            press(&field, .right)
        }
        #expect(order == [.month, .day, .year])
        #expect(field.segments[field.focus].field == .year)
        order = []
        for _ in 0..<3 {
            order.append(field.segments[field.focus].field)
            press(&field, .left)
        }
        #expect(order == [.year, .day, .month])
        #expect(field.segments[field.focus].field == .month)
    }

    /// DateField.test.js › events › "should focus field and switching segments via tab does not change focus" and
    /// "should trigger right arrow key event for segment navigation"; TimeField.test.js, the same two: Tab and →
    /// move from the first segment to the second.
    @Test func tabAndRightMoveToTheNextSegment() throws {
        for mode in [DatePickerMode.date, .time] {
            for key in [DateFieldKey.tab, .right] {
                var field = try field(mode, "en_US", empty: true)
                let first = field.focus
                press(&field, key)
                #expect(field.focus == field.editable[1] && first == field.editable[0], "\(mode) \(key)")
            }
        }
    }

    /// react-aria-components DateField.test.js › "should focus previous segment when backspacing on an empty date
    /// segment": from the year of 12/31/2024, four Backspaces empty it, a fifth moves to the day; two empty the
    /// day, a third moves to the month.
    @Test func backspaceOnAnEmptySegmentMovesBack() throws {
        var field = try focused(.date, day(2024, 12, 31), on: .year)
        press(&field, .backspace, .backspace, .backspace, .backspace)
        #expect(field.segments[field.focus].field == .year)
        press(&field, .backspace)
        #expect(field.segments[field.focus].field == .day)
        press(&field, .backspace, .backspace)
        #expect(field.segments[field.focus].field == .day)
        press(&field, .backspace)
        #expect(field.segments[field.focus].field == .month)
    }

    /// react-aria-components DateField.test.js › "should support repeat keydown events when holding backspace
    /// across empty segments" and "… holding an arrow key to navigate segments".
    @Test func repeatedBackspaceAndArrowsCrossSegments() throws {
        var empty = try focused(.date, day(2024, 12, 31), on: .year, empty: true)
        press(&empty, .backspace, .backspace)
        #expect(empty.segments[empty.focus].field == .month)
        var filled = try focused(.date, day(2024, 12, 31), on: .month)
        press(&filled, .right, .right)
        #expect(filled.segments[filled.focus].field == .year)
    }

    /// react-aria-components DateField.test.js › "should reset to placeholders when deleting a partially filled
    /// DateField": `11` into the month, then (the month focused again) two Backspaces leave every segment empty.
    @Test func deletingAPartialEntryLeavesPlaceholders() throws {
        var field = try field(.date, "en_US", empty: true)
        type(&field, "11")
        #expect(field.text == "11/––/––––")
        let month = try #require(field.segments.firstIndex { $0.field == .month })
        field.focus(on: month)
        press(&field, .backspace, .backspace)
        #expect(field.text == "––/––/––––")
    }

    /// DateField.test.js › basics › "does not crash on unknown segment types" and react-aria-components
    /// DateField.test.js, the same (zh-CN-u-ca-chinese): the segments are year, month and day (ICU's `r年MMMd`,
    /// with 年 a literal between them).
    @Test func theChineseCalendarsSegments() throws {
        let field = try field(.date, "zh_CN", calendar: "chinese")
        #expect(field.segments.compactMap(\.field) == [.year, .month, .day])
        #expect(field.segments.map(\.field) == [.year, nil, .month, .day])
    }

    /// DatePickerBase.test.js › RTL focus management › "DatePicker should support arrow keys to move between
    /// segments in an RTL locale" (ar-EG, granularity minute): on screen the segments read, left to right, day
    /// period, hour, minute, year, month, day, so ← from the day walks month, year, minute, hour, day period and
    /// → walks back. RS mocks the positions; here they are the bidi algorithm's over ICU's pattern. At the last
    /// segment RS moves on to the calendar button; the field has none, and the focus stays.
    @Test func arrowKeysMoveBetweenSegmentsInAnRTLLocale() throws {
        var field = try self.field(.dateAndTime, "ar_EG", date: Civil.date(2026, 11, 30, 14, 5))
        #expect(field.segments[field.focus].field == .day, "segments[0], the day, has the focus")
        let left: [DateField] = [.day, .month, .year, .minute, .hour, .dayPeriod]
        for expected in left {
            #expect(field.segments[field.focus].field == expected, "\(field.text)")
            field.press(.left)
        }
        #expect(field.segments[field.focus].field == .dayPeriod, "the leftmost keeps the focus")
        for expected in left.reversed() {
            #expect(field.segments[field.focus].field == expected, "\(field.text)")
            field.press(.right)
        }
        #expect(field.segments[field.focus].field == .day)
    }
}

extension Calendar {
    /// The Gregorian calendar in UTC, to read a picker's value back.
    fileprivate static var utc: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }
}
