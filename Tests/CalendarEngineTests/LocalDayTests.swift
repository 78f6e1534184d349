import CalendarEngine
import Testing
import TestSupport

/// Local days are what a wheel step computes with instead of ICU: on a regular day, wall times and instants
/// convert by arithmetic, and that must agree with ICU everywhere; any other day must say it is not regular.
@Suite("Local days")
struct LocalDayTests {
    @Test(arguments: [
        // zone, a UTC instant on the day, whether the day is regular, why
        ("America/New_York", Civil.utc(2026, 3, 8, 17), false, "clocks go forward: 23 hours"),
        ("America/New_York", Civil.utc(2026, 11, 1, 17), false, "clocks go back: 25 hours"),
        ("America/New_York", Civil.utc(2026, 11, 30, 17), true, "an ordinary day"),
        ("America/Sao_Paulo", Civil.utc(2018, 11, 4, 12), false, "midnight skipped: the day starts at 01:00"),
        ("Australia/Lord_Howe", Civil.utc(2026, 4, 5, 2), false, "a half-hour change"),
        ("America/Caracas", Civil.utc(2016, 5, 1, 12), false, "clocks forward at 02:30, mid-hour"),
        ("Asia/Kathmandu", Civil.utc(2026, 11, 30, 6), true, "+05:45 all day"),
        ("Pacific/Apia", Civil.utc(2011, 12, 29, 12), true, "the day before Samoa skipped December 30"),
    ])
    func regularDaysAreExactlyTheOrdinaryOnes(_ zone: String, _ instant: Double, _ regular: Bool, _ why: String) throws
    {
        let context = try CalendarContext(locale: "en_US", timeZone: zone)
        let day = context.day(julianDay: context.julianDay(at: instant))
        #expect(day.isRegular == regular, "\(zone): \(why)")
        #expect(day.start == context.startOfDay(julianDay: day.julianDay))
        #expect(day.end == context.startOfDay(julianDay: day.julianDay + 1))
        #expect(day.hours == context.hours(onDayOf: context.fields(at: instant)))
        // Each hour slot is what ICU says of its first instant; together they cover the day an hour apart.
        for slot in day.hours {
            #expect(slot.hour == context.fields(at: slot.start).hour, "\(zone) at \(slot.start)")
            #expect(slot.utcOffset == context.utcOffset(at: slot.start), "\(zone) at \(slot.start)")
        }
        // Together they cover the day in order, each from one wall-clock hour to the next: on the hour, or
        // where the offset changed (Lord Howe's 02:30 after clocks went forward half an hour).
        #expect(day.hours.first?.start == day.start)
        for (previous, slot) in zip(day.hours, day.hours.dropFirst()) {
            let local = context.fields(at: slot.start)
            #expect(slot.start > previous.start && slot.start - previous.start <= 3600, "\(zone) at \(slot.start)")
            let onTheHour = local.minute == 0 && local.second == 0
            #expect(
                onTheHour || context.utcOffset(at: slot.start - 0.001) != slot.utcOffset, "\(zone) at \(slot.start)")
        }
        if regular { #expect(day.hours.map(\.start) == Array(stride(from: day.start, to: day.end, by: 3600))) }
        var date = context.fields(at: day.start)
        (date.hour, date.minute, date.second) = (0, 0, 0)
        #expect(day.date == date)
        // Every 7 min 13 s of the day: the arithmetic agrees with ICU both ways, or declines.
        for instant in stride(from: day.start, to: day.end, by: 433) {
            let icu = context.fields(at: instant)
            if regular {
                #expect(day.fields(at: instant) == icu, "\(zone) at \(instant)")
                #expect(day.instant(hour: icu.hour, minute: icu.minute, second: icu.second) == instant)
            } else {
                #expect(day.fields(at: instant) == nil)
                #expect(day.instant(hour: icu.hour, minute: icu.minute, second: icu.second) == nil)
            }
        }
        #expect(day.fields(at: day.end) == nil)
        #expect(day.fields(at: day.start - 1) == nil)
    }

    /// Samoa skipped 2011-12-30: that Julian day has no length and no hours, but it has its date (it had read the
    /// 31st, the date at its start).
    @Test func aSkippedDayHasNoHours() throws {
        let apia = try CalendarContext(locale: "en_US", timeZone: "Pacific/Apia")
        let julianDay = apia.julianDay(at: Civil.utc(2011, 12, 29, 12)) + 1
        let day = apia.day(julianDay: julianDay)
        #expect(day.hours.isEmpty)
        #expect(day.start == day.end && day.isSkipped)
        #expect(!day.isRegular)
        #expect(day.date == CalendarFields(year: YearID(era: 1, year: 2011), month: MonthID(month: 11), day: 30))
        #expect(apia.label(ofDay: julianDay, pattern: "EEE d MMM", key: .julianDay(julianDay)) == "Fri 30 Dec")
        #expect(apia.label(ofDay: julianDay + 1, pattern: "EEE d MMM", key: .julianDay(julianDay + 1)) == "Sat 31 Dec")
    }

    @Test func monthsKnowTheirFirstJulianDay() throws {
        for (locale, calendar) in [
            ("ja_JP", "japanese"), ("he_IL", "hebrew"), ("zh_CN", "chinese"), ("ar_SA", "islamic-umalqura"),
        ] {
            let context = try CalendarContext(locale: locale, calendar: calendar, timeZone: "UTC")
            let year = try #require(context.year(containing: Civil.utc(2019, 6, 1)))
            for month in context.months(of: year.id) {
                #expect(month.firstJulianDay == context.julianDay(at: month.start), "\(calendar) \(month.id)")
            }
        }
    }
}
