import CalendarEngine
import PickerModels
import Foundation
import Testing
import TestSupport

@Suite("ISO 8601 in and out")
struct ISO8601Tests {
    @Test func parsesTheAcceptedForms() throws {
        #expect(
            try ISO8601Value(parsing: "2026-11-30").instant(inTimeZone: "Asia/Tokyo") == Civil.utc(2026, 11, 29, 15))
        #expect(
            try ISO8601Value(parsing: "2026-11-30T14:05:00+09:00").instant(inTimeZone: "UTC")
                == Civil.utc(2026, 11, 30, 5, 5))
        #expect(
            try ISO8601Value(parsing: "2026-11-30T14:05Z").instant(inTimeZone: "Asia/Tokyo")
                == Civil.utc(2026, 11, 30, 14, 5))
        #expect(try ISO8601Value(parsing: "2026-11").instant(inTimeZone: "UTC") == Civil.utc(2026, 11, 1))
        #expect(try ISO8601Value(parsing: "0001-01-01").instant(inTimeZone: "UTC") == Civil.utc(1, 1, 1))
        // A wall time in New York's spring gap moves later by the gap, like the wheels.
        #expect(
            try ISO8601Value(parsing: "2026-03-08T02:30").instant(inTimeZone: "America/New_York")
                == Civil.utc(2026, 3, 8, 7, 30))
        #expect(
            try ISO8601Value(parsing: "2026-03-08T02:30").resolved(inTimeZone: "America/New_York").resolution
                == .skipped(shiftedBy: 3600))
        #expect(
            try ISO8601Value(parsing: "2026-03-08T02:30-05:00").resolved(inTimeZone: "America/New_York").resolution
                == .exact)
    }

    /// What scripts are given by other tools: fractions of a second from `date --iso-8601=ns` (a comma, nine
    /// digits) and JavaScript's `toISOString()` (a point, three), the basic format of `date +%Y%m%d`, and an
    /// offset of whole hours (ISO 8601 allows `+09`).
    @Test func parsesWhatOtherToolsWrite() throws {
        func instant(_ text: String, _ zone: String = "UTC") throws -> Double {
            try ISO8601Value(parsing: text).instant(inTimeZone: zone)
        }
        #expect(try instant("2026-11-30T14:05:30.250Z") == Civil.utc(2026, 11, 30, 14, 5) + 30.25)
        #expect(try instant("2026-12-01T03:50:00,123456789+00:00") == Civil.utc(2026, 12, 1, 3, 50) + 0.123456789)
        #expect(try ISO8601Value(parsing: "14:05:30.5").fraction == 0.5)
        // Digits past the nanosecond are cut off, so a fraction never reaches the next second.
        let nines = try ISO8601Value(parsing: "9999-12-31T23:59:59.99999999999999999Z")
        #expect(try #require(nines.fraction) < 1)
        #expect(try nines.instant(inTimeZone: "UTC") < Civil.utc(10000, 1, 1))
        #expect(try instant("2026-11-30T14:05:30.25", "Asia/Tokyo") == Civil.utc(2026, 11, 30, 5, 5) + 30.25)
        #expect(try instant("20261130", "Asia/Tokyo") == Civil.utc(2026, 11, 29, 15))
        #expect(try instant("20261130T1405") == Civil.utc(2026, 11, 30, 14, 5))
        #expect(try instant("20261130T140530.5+0900") == Civil.utc(2026, 11, 30, 5, 5) + 30.5)
        #expect(try instant("2026-11-30T14:05+09") == Civil.utc(2026, 11, 30, 5, 5))
        #expect(try instant("2026-11-30T14:05-0330") == Civil.utc(2026, 11, 30, 17, 35))
    }

    /// Local mean time has offsets with seconds (Tokyo until 1888: +09:18:59; Monrovia until 1972: -00:44:30,
    /// IANA tzdata): isoString writes them, and what it writes reads back as the same instant.
    @Test(arguments: [
        ("Asia/Tokyo", 1880, "+09:18:59"), ("Africa/Monrovia", 1970, "-00:44:30"), ("Asia/Tokyo", 2026, "+09:00"),
    ])
    func offsetsWithSecondsRoundTrip(_ zone: String, _ year: Int, _ designator: String) throws {
        let date = try picker(.dateAndTime, "en_US", zone: zone, date: Civil.date(year, 6, 1, 3)) {
            $0.showsSeconds = true
        }
        #expect(date.isoString.hasSuffix(designator), "\(date.isoString)")
        #expect(try ISO8601Value(parsing: date.isoString).instant(inTimeZone: "UTC") == date.date.timeIntervalSince1970)
    }

    @Test(arguments: [
        "2026-11-30T14:05:00.", "2026-11-30T14:05:00.x", "2026-11-30T14:05.5", "20261130T14:05",
        "2026-11-30T1405", "20261130 1405", "202611", "2026113", "20261131", "20261130T", "99999",
        "2026-11-30T14:05+09:", "2026-11-30T14:05+9", "2026-11-30T14:05+09:18:",
        "2026-11-30T14:05+09:18:60",
    ])
    func refusesMixedAndPartialForms(_ text: String) {
        #expect(throws: PickerError.self) { try ISO8601Value(parsing: text) }
    }

    @Test(arguments: [
        "", "2026", "2026-1-01", "2026-11-31", "2026-02-29", "2026-11-30T25:00", "2026-11-30T14:60",
        "14:05:61", "2026-11-30T14:05+19:00", "2026-11-30x", "２０２６-11-30", "-001-01-01",
        String(repeating: "9", count: 100),
    ])
    func refusesOtherText(_ text: String) {
        #expect(throws: PickerError.self) { try ISO8601Value(parsing: text) }
    }

    @Test func yearsBeyond9999AreOutOfRange() {
        #expect(throws: PickerError.yearOutOfRange(10000)) { try ISO8601Value(parsing: "10000-01-01") }
        #expect(throws: PickerError.yearOutOfRange(0)) { try ISO8601Value(parsing: "0000-01-01") }
    }

    @Test func outputIsGregorianWhateverTheCalendar() throws {
        let moment = Civil.date(2026, 11, 30, 14, 5, offset: 9)
        func iso(_ mode: DatePickerMode, _ calendar: String? = nil) throws -> String {
            try picker(mode, "ja_JP", zone: "Asia/Tokyo", calendar: calendar, date: moment).isoString
        }
        #expect(try iso(.date) == "2026-11-30")
        #expect(try iso(.date, "japanese") == "2026-11-30")
        #expect(try iso(.date, "hebrew") == "2026-11-30")
        #expect(try iso(.time) == "14:05")
        #expect(try iso(.dateAndTime) == "2026-11-30T14:05:00+09:00")
        #expect(try iso(.yearAndMonth) == "2026-11")
        #expect(try countdown("ja_JP", duration: 3660).isoString == "3660")
        let utc = try picker(.dateAndTime, "en_US", zone: "UTC", date: moment).isoString
        #expect(utc == "2026-11-30T05:05:00Z")
    }

    /// No Gregorian YYYY-MM names a month of the Persian, Hebrew or Chinese calendar: such a month is written as
    /// the date of its first day, whatever day of it the picker holds. It had been the Gregorian month of the hidden
    /// day, so one Āzar gave 2026-11 or 2026-12. Expected first days from the Iranian, Hebrew and Chinese calendars
    /// (1 Āzar 1405 = 2026-11-22; 1 Kislev 5787 = 2026-11-11; the tenth Chinese month of 2026 begins with the new
    /// moon of 2026-11-09). Calendars with Gregorian months keep YYYY-MM.
    @Test(
        arguments: [
            ("fa_IR", "persian", "2026-11-22"), ("he_IL", "hebrew", "2026-11-11"),
            ("zh_CN", "chinese", "2026-11-09"), ("th_TH", "buddhist", nil), ("ja_JP", "japanese", nil),
            ("zh_TW", "roc", nil), ("en_US", "gregorian", nil),
        ] as [(String, String, String?)])
    func yearAndMonthOfAnotherCalendarIsItsFirstDay(locale: String, calendar: String, firstDay: String?) throws {
        for day in [23, 28] {
            let held = try picker(
                .yearAndMonth, locale, zone: "UTC", calendar: calendar, date: Civil.date(2026, 11, day, 12))
            #expect(held.isoString == firstDay ?? "2026-11", "\(calendar), held on 2026-11-\(day)")
        }
    }
}
