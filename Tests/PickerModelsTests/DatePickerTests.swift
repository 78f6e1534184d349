import CalendarEngine
import PickerModels
import Foundation
import Testing
import TestSupport

/// A picker as the tests build it. Today is fixed too, to the morning of the default date (as the inline
/// calendar's tests fix it): with the clock's day, a dateAndTime wheel's row for the day the tests run on reads
/// "Today", so a test reading the rows around its own date would fail on the days its rows name.
func picker(
    _ mode: DatePickerMode, _ locale: String, zone: String = "UTC", calendar: String? = nil,
    date: Date = Civil.date(2026, 11, 30, 14, 5), today: Date = Civil.date(2026, 11, 30, 9),
    configure: (inout DatePickerConfiguration) -> Void = { _ in }
) throws -> DatePicker {
    var configuration = DatePickerConfiguration(mode: mode, locale: locale, calendar: calendar, timeZone: zone)
    configure(&configuration)
    return try DatePicker(configuration, date: date, today: today)
}

/// A countdown of a locale.
func countdown(_ locale: String, duration: Int = 0, configure: (inout CountdownConfiguration) -> Void = { _ in })
    throws -> CountdownPicker
{
    var configuration = CountdownConfiguration(locale: locale)
    configure(&configuration)
    return try CountdownPicker(configuration, duration: duration)
}

extension PickerModel {
    func component(_ field: PickerField) -> Int { index(of: field)! }
    func rows(_ field: PickerField) -> [String] { wheels[component(field)].component.rows.map(\.label) }
    func enabled(_ field: PickerField) -> [String] {
        wheels[component(field)].component.rows.filter(\.isEnabled).map(\.label)
    }
    func label(_ field: PickerField) -> String { wheels[component(field)].component.selected.label }
}

@Suite("Date mode")
struct DateModeTests {
    @Test(arguments: [
        // Orders from CLDR 42 yMMMMd (see the CalendarEngine expectations); affixes on the wheels.
        ("ja_JP", [PickerField.year, .month, .day], ["2026年", "11月", "30日"]),
        ("en_US", [.month, .day, .year], ["November", "30", "2026"]),
        ("de_DE", [.day, .month, .year], ["30", "November", "2026"]),
        ("ko_KR", [.year, .month, .day], ["2026년", "11월", "30일"]),
        ("lt_LT", [.year, .month, .day], ["2026 m.", "lapkričio", "30 d."]),
        ("kk_KZ", [.year, .day, .month], ["2026 ж.", "30", "қараша"]),
        ("ar_EG", [.day, .month, .year], ["٣٠", "نوفمبر", "٢٠٢٦"]),
    ])
    func wheelsFollowTheLocale(_ locale: String, _ order: [PickerField], _ labels: [String]) throws {
        let date = try picker(.date, locale)
        #expect(date.fields == order)
        #expect(date.picker.labels.map { $0.replacingOccurrences(of: "\u{202F}", with: " ") } == labels)
    }

    @Test func dayWheelMatchesTheMonth() throws {
        var date = try picker(.date, "en_US", date: Civil.date(2026, 1, 31, 12))
        #expect(date.rows(.day).count == 31)
        try date.step(by: 1, inWheel: date.component(.month))
        #expect(date.label(.month) == "February")
        #expect(date.label(.day) == "28")
        #expect(date.rows(.day).count == 28)
        #expect(date.adjustments == [.dayClamped(from: 31, to: 28)])
        #expect(date.date == Civil.date(2026, 2, 28, 12))
        try date.select(row: date.rows(.year).firstIndex(of: "2028")!, inWheel: date.component(.year))
        #expect(date.rows(.day).count == 29)  // 2028 is a leap year
        #expect(date.adjustments.isEmpty)
    }

    @Test func monthAndDayWheelsLoopTheYearWheelDoesNot() throws {
        var date = try picker(.date, "en_US", date: Civil.date(2026, 12, 15))
        try date.step(by: 1, inWheel: date.component(.month))
        #expect(date.label(.month) == "January" && date.label(.year) == "2026")  // UIDatePicker keeps the year
        let years = date.picker.components[date.component(.year)]
        #expect(!years.isCyclic && years.rows.first?.label == "1926" && years.rows.last?.label == "2126")
    }

    @Test func yearWheelRecentresNearItsEnds() throws {
        var date = try picker(.date, "en_US", date: Civil.date(2026, 6, 1))
        // 1926…2126 around 2026; at 2117, ten rows from the end, the window moves to 2017…2217 and stays.
        for _ in 0..<90 { try date.step(by: 1, inWheel: date.component(.year)) }
        #expect(date.label(.year) == "2116" && date.rows(.year).last == "2126")
        for _ in 0..<5 { try date.step(by: 1, inWheel: date.component(.year)) }
        #expect(date.label(.year) == "2121")
        #expect(date.rows(.year).first == "2017" && date.rows(.year).last == "2217")
        #expect(date.calendarFields.year.year == 2121)
    }

    @Test func supportedYearsAreOneThrough9999() throws {
        let last = try picker(.date, "en_US", date: Civil.date(9999, 12, 31, 12))
        #expect(last.rows(.year).last == "9999")
        let beyond = try picker(.date, "en_US", date: Date(timeIntervalSince1970: Civil.utc(10000, 1, 2)))
        #expect(beyond.label(.year) == "9999" && beyond.label(.day) == "31")
        #expect(beyond.adjustments == [.clampedToBounds(from: Date(timeIntervalSince1970: Civil.utc(10000, 1, 2)))])
        let first = try picker(.date, "en_US", date: Civil.date(1, 1, 1))
        #expect(first.rows(.year).first == "1")
    }
}

@Suite("Time mode")
struct TimeModeTests {
    static let twelve: [String] = ["12"] + (1...11).map { String($0) }
    static let cycles: [(String, [PickerField], [String])] = [
        // (locale, order, hour rows): the hour cycle decides the rows (h11 0–11, h12 12 then 1–11, h23, h24 1–24).
        ("en_US", [.hour, .minute, .dayPeriod], twelve),
        ("ja-JP-u-hc-h11", [.dayPeriod, .hour, .minute], (0...11).map { String($0) }),
        ("en_GB", [.hour, .minute], (0...23).map { String(format: "%02d", $0) }),
        ("en-US-u-hc-h24", [.hour, .minute], (1...24).map { String(format: "%02d", $0) }),
        ("ko_KR", [.dayPeriod, .hour, .minute], twelve),
        ("zh_TW", [.dayPeriod, .hour, .minute], twelve),
    ]

    @Test(arguments: cycles)
    func hourRowsFollowTheCycle(_ locale: String, _ order: [PickerField], _ hours: [String]) throws {
        let time = try picker(.time, locale, date: Civil.date(2026, 11, 30, 9, 5))
        #expect(time.fields == order)
        #expect(time.rows(.hour) == hours)
        #expect(time.rows(.minute).count == 60 && time.rows(.minute)[5] == "05")
        // The selection is the 9 o'clock row, and a step goes to 10, whatever the cycle's row order.
        #expect(Int(time.label(.hour)) == 9, "\(locale)")
        var stepped = time
        try stepped.step(by: 1, inWheel: stepped.component(.hour))
        #expect(Int(stepped.label(.hour)) == 10, "\(locale)")
        #expect(stepped.date == Civil.date(2026, 11, 30, 10, 5), "\(locale)")
    }

    @Test func dayPeriodSwitchesHalfOfTheDay() throws {
        var time = try picker(.time, "en_US", date: Civil.date(2026, 11, 30, 9, 5))
        #expect(time.picker.labels == ["9", "05", "AM"])
        try time.select(row: 1, inWheel: time.component(.dayPeriod))
        #expect(time.picker.labels == ["9", "05", "PM"])
        #expect(time.date == Civil.date(2026, 11, 30, 21, 5))
    }

    @Test func digitsAreTheLocales() throws {
        let time = try picker(.time, "ar_EG", date: Civil.date(2026, 11, 30, 14, 30))
        #expect(time.picker.labels == ["٢", "٣٠", "م"])
        let persian = try picker(.time, "fa_IR", date: Civil.date(2026, 11, 30, 14, 30))
        #expect(persian.label(.hour) == "۱۴")
    }
}

@Suite("Intervals and bounds")
struct IntervalTests {
    @Test(arguments: [0, 7, 31, 60, -5, 45, 8])
    func badMinuteIntervalsAreRefused(_ interval: Int) {
        #expect(throws: PickerError.invalidMinuteInterval(interval)) {
            try picker(.time, "en_US") { $0.minuteInterval = interval }
        }
        #expect(
            PickerError.invalidMinuteInterval(interval).description.contains("1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30"))
    }

    @Test func minuteWheelShowsMultiplesAndValuesRound() throws {
        let quarter = try picker(.time, "en_GB", date: Civil.date(2026, 11, 30, 10, 7)) { $0.minuteInterval = 15 }
        #expect(quarter.rows(.minute) == ["00", "15", "30", "45"])
        #expect(quarter.date == Civil.date(2026, 11, 30, 10, 0))
        #expect(quarter.adjustments == [.roundedToInterval(from: Civil.date(2026, 11, 30, 10, 7))])
        let up = try picker(.time, "en_GB", date: Civil.date(2026, 11, 30, 10, 8)) { $0.minuteInterval = 15 }
        #expect(up.date == Civil.date(2026, 11, 30, 10, 15))
        let carry = try picker(.time, "en_GB", date: Civil.date(2026, 11, 30, 23, 53)) { $0.minuteInterval = 15 }
        #expect(carry.date == Civil.date(2026, 12, 1, 0, 0))
        let floor = try picker(.time, "en_GB", date: Civil.date(2026, 11, 30, 10, 14, 59)) {
            $0.minuteInterval = 15
            $0.rounding = .floor
        }
        #expect(floor.date == Civil.date(2026, 11, 30, 10, 0))
        let ceiling = try picker(.time, "en_GB", date: Civil.date(2026, 11, 30, 10, 0, 1)) {
            $0.minuteInterval = 15
            $0.rounding = .ceiling
        }
        #expect(ceiling.date == Civil.date(2026, 11, 30, 10, 15))
        let aligned = try picker(.time, "en_GB", date: Civil.date(2026, 11, 30, 10, 30)) { $0.minuteInterval = 15 }
        #expect(aligned.adjustments.isEmpty)
    }

    @Test func boundsDisableRowsAndSnap() throws {
        let minimum = Civil.date(2026, 11, 10), maximum = Civil.date(2027, 2, 20, 23, 59)
        var date = try picker(.date, "en_US", date: Civil.date(2026, 6, 15, 12)) {
            $0.minimumDate = minimum
            $0.maximumDate = maximum
        }
        #expect(date.adjustments == [.clampedToBounds(from: Civil.date(2026, 6, 15, 12))])
        #expect(date.date == minimum)
        #expect(date.enabled(.year) == ["2026", "2027"])
        #expect(date.enabled(.month) == ["November", "December"])
        #expect(date.enabled(.day).first == "10" && date.enabled(.day).count == 21)
        // A disabled row can be spun to; the value snaps to the nearest allowed moment.
        try date.select(row: 0, inWheel: date.component(.month))
        #expect(date.date == minimum)
        try date.select(row: date.rows(.year).firstIndex(of: "2027")!, inWheel: date.component(.year))
        #expect(date.label(.month) == "November" || date.date == maximum)
        #expect(date.date <= maximum)
        // Stepping skips disabled rows.
        try date.select(row: date.rows(.year).firstIndex(of: "2026")!, inWheel: date.component(.year))
        try date.step(by: -1, inWheel: date.component(.day))
        #expect(Int(date.label(.day))! >= 10)
    }

    @Test func boundsMustBeOrderedAndSupported() {
        #expect(
            throws: PickerError.minimumAfterMaximum(minimum: Civil.date(2027, 1, 1), maximum: Civil.date(2026, 1, 1))
        ) {
            try picker(.date, "en_US") {
                $0.minimumDate = Civil.date(2027, 1, 1); $0.maximumDate = Civil.date(2026, 1, 1)
            }
        }
        let tooLate = Date(timeIntervalSince1970: Civil.utc(10000, 1, 1, 1))
        #expect(throws: PickerError.boundOutOfRange(tooLate)) {
            try picker(.date, "en_US") { $0.maximumDate = tooLate }
        }
        // Messages name the bound in ISO 8601, and a bound no calendar can write still gets a message.
        #expect(PickerError.boundOutOfRange(tooLate).description.contains("10000-01-01T01:00:00Z"))
        let farOff = Date(timeIntervalSince1970: 1e300)
        #expect(throws: PickerError.boundOutOfRange(farOff)) { try picker(.date, "en_US") { $0.minimumDate = farOff } }
        #expect(PickerError.boundOutOfRange(farOff).description.contains("1e+300 s since 1970"))
    }

    @Test func timeBoundsSnapOntoTheGridInwards() throws {
        let time = try picker(.time, "en_GB", date: Civil.date(2026, 11, 30, 8, 0)) {
            $0.minuteInterval = 15
            $0.minimumDate = Civil.date(2026, 11, 30, 9, 10)
        }
        #expect(time.date == Civil.date(2026, 11, 30, 9, 15))
        #expect(time.enabled(.hour).first == "09")
        #expect(time.enabled(.minute) == ["15", "30", "45"])
    }
}

@Suite("Other modes")
struct OtherModeTests {
    @Test func yearAndMonthUsesStandaloneNames() throws {
        // ru.xml yMMMM: LLLL y 'г'. (standalone month, capitalized as a list item).
        let month = try picker(.yearAndMonth, "ru_RU")
        #expect(month.fields == [.month, .year])
        #expect(
            month.picker.labels.map { $0.replacingOccurrences(of: "\u{202F}", with: " ") } == ["Ноябрь", "2026 г."])
    }

    @Test func dateAndTimeShowsTodayAndMediumDays() throws {
        let now = Date()
        let both = try picker(.dateAndTime, "en_US", zone: "UTC", date: now, today: now)
        #expect(both.fields == [.date, .hour, .minute, .dayPeriod])
        #expect(both.label(.date) == "Today")
        // Today given, not the clock's: on 2026-12-01 itself this row was "Today" (found when the day came).
        let other = try picker(
            .dateAndTime, "en_US", date: Civil.date(2026, 12, 1, 9), today: Civil.date(2026, 11, 30, 9))
        #expect(other.label(.date) == "Tue, Dec 1")
        let german = try picker(
            .dateAndTime, "de_DE", date: Civil.date(2026, 11, 30, 20), today: Civil.date(2026, 11, 30, 9))
        #expect(german.label(.date) == "heute")
        // A picker made without a today takes the clock's.
        #expect(
            try DatePicker(
                DatePickerConfiguration(mode: .dateAndTime, locale: "de_DE", timeZone: "UTC"),
                date: Date()
            ).picker.components[0].selected.label == "heute")
    }
}

/// Values no app should pass but any app can: each is a typed error or a stated adjustment, never a trap and
/// never a picker out of step with itself (found in review).
@Suite("Bad values from the caller")
struct BadCallerValueTests {
    @Test func datesThatNameNoMomentAreRefusedOrLeftOut() throws {
        let nan = Date(timeIntervalSince1970: .nan), far = Date(timeIntervalSince1970: .infinity)
        #expect(throws: PickerError.invalidDate("nan")) { try picker(.date, "en_US", date: nan) }
        #expect(throws: PickerError.invalidDate("inf")) { try picker(.time, "en_US", date: far) }
        // A bound that names no moment is no date at all, not one outside the supported years.
        #expect(throws: PickerError.invalidDate("nan")) { try picker(.date, "en_US") { $0.minimumDate = nan } }
        #expect(throws: PickerError.invalidDate("-inf")) {
            try picker(.date, "en_US") { $0.maximumDate = Date(timeIntervalSince1970: -.infinity) }
        }
        var time = try picker(.dateAndTime, "en_US")
        let before = time.date
        time.setDate(nan)
        #expect(time.date == before && time.adjustments == [.ignored])
        time.setDate(far)
        #expect(time.isoString == "9999-12-31T23:59:00Z" && time.adjustments.contains(.clampedToBounds(from: far)))
        let context = try CalendarContext(locale: "en_US", timeZone: "UTC")
        #expect(throws: PickerError.invalidDate("nan")) { try MonthGrid(context: context, showing: nan) }
    }

    @Test func boundsWithNoTimeOnTheIntervalBetweenThemAreRefused() throws {
        #expect {
            try picker(.time, "en_US", date: Civil.date(2026, 11, 30, 10, 8)) {
                $0.minuteInterval = 15
                $0.minimumDate = Civil.date(2026, 11, 30, 10, 7)
                $0.maximumDate = Civil.date(2026, 11, 30, 10, 12)
            }
        } throws: { error in
            guard case .noTimeWithinBounds(_, _, "15-minute")? = error as? PickerError else { return false }
            return true
        }
        // One grid time between them (10:15) is enough.
        let one = try picker(.time, "en_US", date: Civil.date(2026, 11, 30, 10, 8)) {
            $0.minuteInterval = 15
            $0.minimumDate = Civil.date(2026, 11, 30, 10, 7)
            $0.maximumDate = Civil.date(2026, 11, 30, 10, 15)
        }
        #expect(one.isoString == "10:15")
    }

    @Test func wheelsAndSelectionsTakeAnyIntegers() {
        #expect(CalendarSelection.range(start: 5, end: 3).contains(4))
        let wheel = PickerComponent(id: "x", rows: [PickerRow("a"), PickerRow("b")], isCyclic: true)
        #expect(wheel.window(radius: -1).map { $0?.label } == ["a"])
        // A short cyclic wheel shows each row once around the selection, with no holes among repeats.
        let quarters = PickerComponent(
            id: "m", rows: ["00", "15", "30", "45"].map { PickerRow($0) }, selectedRow: 3, isCyclic: true)
        #expect(quarters.window(radius: 3).map { $0?.label } == [nil, nil, "30", "45", "00", "15", nil])
        #expect(wheel.window(radius: 2).map { $0?.label } == [nil, nil, "a", "b", nil])
        let long = PickerComponent(id: "d", rows: (1...9).map { PickerRow("\($0)") }, selectedRow: 0, isCyclic: true)
        #expect(long.window(radius: 2).map { $0?.label } == ["8", "9", "1", "2", "3"])
        #expect(PickerComponent(id: "x", rows: [PickerRow](), isCyclic: true).window(radius: 1).count == 3)
    }
}

/// What a mode means is said by the mode, and a picker's wheels are addressed by the field they set.
@Suite("Modes and wheels by field")
struct ModesAndFieldsTests {
    @Test func eachModeSaysWhatItIs() {
        let meanings = DatePickerMode.allCases.map { mode in
            [
                mode.holdsDuration, mode.showsDate, mode.hasMonthView, mode.showsTime, mode.hasMinuteWheel,
                mode.valueHasOffset,
            ]
        }
        #expect(
            meanings == [
                [false, true, true, false, false, false],  // date
                [false, false, false, true, true, false],  // time
                [false, true, true, true, true, true],  // dateAndTime
                [true, false, false, false, true, false],  // countDownTimer
                [false, true, false, false, false, false],  // yearAndMonth
            ])
    }

    /// The countdown holds a duration: a date picker refuses its mode, and a countdown has no moment to hold.
    @Test func theCountdownIsItsOwnModel() throws {
        #expect(throws: PickerError.holdsADuration) {
            try DatePicker(DatePickerConfiguration(mode: .countDownTimer, locale: "en_US", timeZone: "UTC"))
        }
        let timer = try countdown("en_US", duration: 90) { $0.showsSeconds = true }
        #expect(timer.mode == .countDownTimer && timer.fields == [.hour, .minute, .second] && timer.isoString == "90")
    }

    @Test func wheelsAreAddressedByField() throws {
        var date = try picker(.date, "ja_JP", zone: "Asia/Tokyo")
        #expect(date.index(of: .month) == 1 && date.wheel(.day)?.component.selected.label == "30日")
        try date.step(.month, by: 1)
        #expect(date.label(.month) == "12月" && date.isoString == "2026-12-30")
        try date.select(row: 0, in: .day)
        #expect(date.isoString == "2026-12-01")
        try date.selectLast(.day)
        #expect(date.isoString == "2026-12-31")
        #expect(date.row(typed: "15", in: .day).map { date.wheels[2].component.rows.label(at: $0) } == "15日")
        #expect(throws: PickerError.noSuchWheel(.hour)) { try date.step(.hour, by: 1) }
        #expect(date.wheel(.hour) == nil && date.row(typed: "3", in: .hour) == nil)
        var timer = try countdown("en_US", duration: 3660)
        try timer.select(row: 2, in: .hour)
        #expect(timer.duration == 7260)
        #expect(throws: PickerError.noSuchWheel(.second)) { try timer.step(.second, by: 1) }
    }
}
