import CalendarEngine
import PickerModels
import Foundation
import Testing
import TestSupport

/// Days a person may not pick (React Aria's `isDateUnavailable`): the locale's weekend, listed dates, a rule.
@Suite("Unavailable days")
struct UnavailableDaysTests {
    /// The day of a Gregorian date, as a Julian day number.
    static func day(_ year: Int, _ month: Int, _ day: Int) -> Int {
        Int(Civil.utc(year, month, day) / 86_400) + 2_440_588
    }

    /// CLDR's weekData (supplemental data, weekendStart/weekendEnd) through ICU's `ucal_getDayOfWeekType`: the US
    /// rests Saturday and Sunday, Israel Friday and Saturday, Iran Friday; 1 = Sunday … 7 = Saturday.
    @Test(arguments: [("en_US", [1, 7]), ("he_IL", [6, 7]), ("fa_IR", [6]), ("de_DE", [1, 7]), ("ar_EG", [6, 7])])
    func theWeekendIsTheLocales(locale: String, weekend: [Int]) throws {
        let context = try CalendarContext(locale: locale, timeZone: "UTC")
        #expect(context.weekendDays == Set(weekend))
    }

    @Test func theOptionsFormIsRead() throws {
        let days = try UnavailableDays(parsing: "weekends,2026-12-25,2026-12-24")
        #expect(days.weekends && days.julianDays == [Self.day(2026, 12, 24), Self.day(2026, 12, 25)])
        #expect(days.description == "weekends,2026-12-24,2026-12-25")
        #expect(try UnavailableDays(parsing: "").isEmpty)
        for bad in ["weekend", "2026-02-30", "2026-1-05", "26-01-05", "weekends,,2026-01-05", "０２０２６-01-05"] {
            #expect(throws: PickerError.self, "\(bad)") { try UnavailableDays(parsing: bad) }
        }
        #expect(
            (try? UnavailableDays(parsing: "weekends,tomorrow")) == nil
                && PickerError.invalidUnavailable("x", reason: "y").description == "unavailable days 'x': y")
    }

    /// The date wheels: weekend rows disabled, a step passing over them, a value on one moved to the nearest day
    /// that may be picked (the later of two as near), in en_US (Saturday, Sunday), he_IL (Friday, Saturday) and
    /// fa_IR (Friday, in the Persian calendar).
    @Test(arguments: [
        ("en_US", "2026-11-27", "2026-11-30", "2026-11-28", "2026-11-27"),
        ("he_IL", "2026-11-26", "2026-11-29", "2026-11-27", "2026-11-26"),
        ("fa_IR", "2026-11-26", "2026-11-28", "2026-11-27", "2026-11-28"),
    ])
    func theWeekendIsDisabledOnTheWheels(locale: String, before: String, after: String, weekend: String, moved: String)
        throws
    {
        var configuration = DatePickerConfiguration(mode: .date, locale: locale, timeZone: "UTC")
        configuration.unavailable = UnavailableDays(weekends: true)
        var picker = try DatePicker(configuration, date: try date(before))
        let dayWheel = try #require(picker.wheels.firstIndex { $0.field == .day })
        let rows = picker.wheels[dayWheel].component.rows
        let context = picker.context
        for row in 0..<rows.count {
            let julianDay =
                context.julianDay(at: picker.date.timeIntervalSince1970) - picker.calendarFields.day + 1 + row
            let isWeekend = context.weekendDays.contains(context.weekday(julianDay: julianDay))
            #expect(rows.isEnabled(at: row) == !isWeekend, "row \(row)")
        }
        try picker.step(by: 1, inWheel: dayWheel)
        #expect(picker.isoString == after)
        picker.setDate(try date(weekend))
        #expect(picker.isoString == moved)
        #expect(picker.adjustments == [.unavailableDay(from: try date(weekend))])
    }

    @Test func listedDatesAndARuleAreUnavailableToo() throws {
        var configuration = DatePickerConfiguration(mode: .dateAndTime, locale: "en_US", timeZone: "America/New_York")
        configuration.unavailable = UnavailableDays(
            julianDays: [Self.day(2026, 12, 24), Self.day(2026, 12, 25)],
            rule: .init { $0.hasSuffix("-12-31") })
        var picker = try DatePicker(configuration, date: try date("2026-12-24T10:30", zone: "America/New_York"))
        // Two days as near: the later, at the same wall time.
        #expect(picker.isoString == "2026-12-23T10:30:00-05:00")
        picker.setDate(try date("2026-12-31T09:00", zone: "America/New_York"))
        #expect(picker.isoString == "2027-01-01T09:00:00-05:00")
        // The dateAndTime day wheel: the listed days' rows are disabled.
        picker.setDate(try date("2026-12-23T09:00", zone: "America/New_York"))
        let wheel = try #require(picker.wheels.firstIndex { $0.field == .date })
        let rows = picker.wheels[wheel].component.rows, selected = picker.wheels[wheel].component.selectedRow
        #expect(rows.isEnabled(at: selected) && !rows.isEnabled(at: selected + 1) && !rows.isEnabled(at: selected + 2))
        try picker.step(by: 1, inWheel: wheel)
        #expect(picker.isoString == "2026-12-26T09:00:00-05:00")
    }

    /// The typed field refuses an unavailable day, saying so, as it refuses one outside the bounds.
    @Test func theFieldRefusesAnUnavailableDay() throws {
        var configuration = DatePickerConfiguration(mode: .date, locale: "en_US", timeZone: "UTC")
        configuration.unavailable = UnavailableDays(weekends: true)
        var field = DateFieldState(picker: try DatePicker(configuration, date: try date("2026-11-27")))
        #expect(field.isComplete)
        let day = try #require(field.segments.firstIndex { $0.field == .day })
        _ = field.focus(on: day)
        field.press(.up)
        #expect(field.problem == "a day that cannot be picked")
        #expect(field.picker.isoString == "2026-11-27")
    }

    /// The month grid: the weekend's cells are disabled and unavailable, and the keys pass over them as over a
    /// bound (→ from Friday lands on Monday; ← from Monday on Friday).
    @Test func theCalendarSkipsUnavailableDays() throws {
        var configuration = DatePickerConfiguration(mode: .date, locale: "he_IL", timeZone: "UTC")
        configuration.unavailable = UnavailableDays(weekends: true)
        var grid = try MonthGrid(picker: try DatePicker(configuration, date: try date("2026-11-26")))
        let cells = grid.weeks.flatMap(\.days).filter(\.isInMonth)
        #expect(cells[26].isUnavailable && cells[26].isDisabled && cells[27].isUnavailable && !cells[25].isDisabled)
        // he_IL runs right to left: ← is the day after.
        grid.handle(.left)
        #expect(grid.isoDate(ofDay: grid.focusedDay) == "2026-11-29")
        grid.handle(.right)
        #expect(grid.isoDate(ofDay: grid.focusedDay) == "2026-11-26")
        grid.handle(.down)  // a week later: Thursday, available
        #expect(grid.isoDate(ofDay: grid.focusedDay) == "2026-12-03")
    }

    func date(_ text: String, zone: String = "UTC") throws -> Date {
        Date(timeIntervalSince1970: try ISO8601Value(parsing: text).resolved(inTimeZone: zone).instant)
    }
}
