import CalendarEngine
import PickerModels
import Foundation
import Testing
import TestSupport

@Suite("Calendars and time zones")
struct CalendarModeTests {
    @Test func japaneseErasAreReachableBySpinning() throws {
        // Reiwa began 2019-05-01 (Cabinet Office); its first year is written 元年.
        var ja = try picker(
            .date, "ja_JP", zone: "Asia/Tokyo", calendar: "japanese", date: Civil.date(2019, 4, 30, 12, offset: 9))
        #expect(ja.picker.labels == ["平成31年", "4月", "30日"])
        try ja.step(by: 1, inWheel: ja.component(.year))
        #expect(ja.picker.labels == ["令和元年", "5月", "30日"])
        #expect(ja.adjustments == [.monthReplaced(from: MonthID(month: 3), to: MonthID(month: 4))])
        try ja.step(by: -1, inWheel: ja.component(.year))
        #expect(ja.label(.year) == "平成31年")
        let may1 = try picker(
            .date, "ja_JP", zone: "Asia/Tokyo", calendar: "japanese", date: Civil.date(2019, 5, 1, 12, offset: 9))
        #expect(may1.rows(.month) == (5...12).map { "\($0)月" })
    }

    @Test func buddhistPersianAndIslamicYears() throws {
        #expect(try picker(.date, "th_TH", zone: "Asia/Bangkok").label(.year) == "2569")
        // 2026-11-30 is 9 Azar 1405 (Iranian calendar) and 20 Jumada II 1448 AH (Umm al-Qura).
        let fa = try picker(.date, "fa_IR", zone: "Asia/Tehran")
        #expect(fa.label(.year) == "۱۴۰۵" && fa.label(.day) == "۹" && fa.label(.month) == "آذر")
        let sa = try picker(.date, "ar_SA", zone: "Asia/Riyadh")
        #expect(sa.label(.year).hasPrefix("١٤٤٨"))
    }

    @Test func hebrewMonthWheelChangesWithTheYear() throws {
        // 5784 is a leap year: 13 months with Adar I and Adar II (hebcal.com); 2024-02-20 is 11 Adar I 5784.
        var he = try picker(.date, "en", zone: "Asia/Jerusalem", calendar: "hebrew", date: Civil.date(2024, 2, 20, 12))
        #expect(he.rows(.month).count == 13)
        #expect(he.label(.month) == "Adar I")
        #expect(he.rows(.month).contains("Adar II"))
        try he.step(by: 1, inWheel: he.component(.year))
        #expect(he.rows(.month).count == 12 && he.label(.month) == "Adar")
        #expect(he.adjustments == [.monthReplaced(from: MonthID(month: 5), to: MonthID(month: 6))])
    }

    @Test func chineseLeapMonthIsARow() throws {
        // 2025 has a leap sixth month (Hong Kong Observatory); 2025-08-01 lies in it.
        var zh = try picker(.date, "zh_CN", zone: "Asia/Shanghai", calendar: "chinese", date: Civil.date(2025, 8, 1, 4))
        #expect(zh.rows(.month).count == 13)
        #expect(zh.label(.month) == "闰六月")
        #expect(zh.rows(.month)[5] == "六月")
        // The next year has no leap month: the adjustment tells the leap sixth month from the sixth (both had
        // been month 5).
        try zh.step(by: 1, inWheel: zh.component(.year))
        #expect(zh.label(.month) == "六月")
        #expect(zh.adjustments == [.monthReplaced(from: MonthID(month: 5, isLeap: true), to: MonthID(month: 5))])
    }

    @Test func chineseNewYearAfterTheDangiCalendarWorkedItOut() throws {
        // ICU 72 keeps one cache of new years and winter solstices for its Chinese and Dangi calendars (ICU-22258,
        // fixed in ICU 75), though the one counts days in Beijing and the other in Seoul. Where a new moon falls in
        // the hour between the two midnights the years differ (1997: Chinese New Year February 7, Seollal February
        // 8), and the calendar that works such a year out second in a process takes the other's: the Chinese
        // calendar then resolves First Month 1 1997 to April 7. Intermittent: in a run of the whole suite another
        // test may have had the Chinese calendar work 1997 out first (run alone, the issue is recorded).
        _ = try picker(.date, "ko_KR", zone: "UTC", calendar: "dangi", date: Civil.date(1997, 6, 1, 12))
        var zh = try picker(.date, "zh_CN", zone: "UTC", calendar: "chinese", date: Civil.date(1997, 1, 1, 12))
        let newYear = zh.context.julianDay(at: Civil.date(1997, 2, 7, 12).timeIntervalSince1970)
        let set = zh.setDay(julianDay: newYear, hour: 12, minute: 0, second: 0)
        #expect(set)
        withKnownIssue("ICU 72's Chinese and Dangi calendars share one cache of new years", isIntermittent: true) {
            #expect(zh.isoString == "1997-02-07")
        }
    }

    @Test(arguments: ["roc", "indian", "ethiopic", "coptic", "islamic-civil", "dangi", "persian", "iso8601"])
    func everyCalendarBuildsAndSteps(_ calendar: String) throws {
        var date = try picker(.date, "en", zone: "UTC", calendar: calendar)
        for component in date.picker.components.indices {
            try date.step(by: 1, inWheel: component)
            try date.step(by: -1, inWheel: component)
        }
        #expect(date.date == Civil.date(2026, 11, 30, 14, 5))
    }

    /// A year wheel whose label holds several fields (era and year, or the cycle's year beside it) reads as the
    /// locale's pattern writes that part. CLDR 42's patterns: ru Japanese `d MMMM y 'г'. G`, ko Dangi
    /// `r년(U년) MMMM d일`, en Chinese `MMMM d, r(U)`. Two quoted pieces side by side had put an apostrophe in
    /// ("8 г.' Рэйва"), and the bracket closed after the year fields had been left out ("2026년(병오년").
    @Test func yearLabelsOfSeveralFieldsAreWrittenAsThePatternWritesThem() throws {
        // CLDR writes U+202F before г.
        #expect(try picker(.date, "ru_RU", calendar: "japanese").label(.year) == "8\u{202F}г. Рэйва")
        #expect(try picker(.date, "ko_KR", calendar: "dangi").label(.year) == "2026년(병오년)")
        #expect(try picker(.date, "en_US", calendar: "chinese").label(.year) == "2026(bing-wu)")
        for (locale, calendar) in [
            ("uk_UA", "hebrew"), ("bg_BG", "buddhist"), ("ru_RU", "islamic"), ("ko_KR", "chinese"),
            ("cv_RU", "persian"), ("bo_CN", "indian"), ("ru_RU", "coptic"),
        ] {
            let label = try picker(.date, locale, calendar: calendar).label(.year)
            #expect(!label.contains("'"), "\(locale) \(calendar): \(label)")
            #expect(
                label.filter { $0 == "(" }.count == label.filter { $0 == ")" }.count, "\(locale) \(calendar): \(label)")
        }
    }

    /// The calendars that count from Gregorian dates are proleptic like the Gregorian one, so before 1582 the
    /// wheels show the day the ISO value names. ICU's C API had refused to make the Buddhist, Japanese and ROC
    /// calendars so (they are subclasses), and their wheels showed the Julian date: 1500-06-15 (Gregorian) is
    /// 5 June in the Julian calendar, and 1582-10-15 was shown as the 25th (found in review).
    @Test(arguments: ["buddhist", "japanese", "roc", "gregorian"])
    func gregorianBasedCalendarsAreProleptic(_ calendar: String) throws {
        for (year, month, day) in [(1500, 6, 15), (1582, 10, 15), (1582, 10, 4), (1, 1, 1)] {
            let date = try picker(.date, "en_US", calendar: calendar, date: Civil.date(year, month, day, 12))
            #expect(date.label(.day) == "\(day)", "\(calendar) \(year)-\(month)-\(day)")
            #expect(date.isoString.hasSuffix("-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"))
        }
        #expect(
            try picker(
                .date, "th_TH", calendar: calendar == "buddhist" ? nil : calendar,
                date: Civil.date(1500, 6, 15, 12)
            ).label(.day) == "15")
    }

    /// Lord Howe moves its clocks by half an hour (tzdata): back from 02:00 to 01:30 on 2026-04-05, forward from
    /// 02:00 to 02:30 on 2026-10-04. The hours after the change start on the hour, as everywhere: the wheel had
    /// started them at xx:30, so 10:15 sat in the row of 9 and picking 14 gave 14:45 (found in review).
    @Test(arguments: [
        (Civil.date(2026, 4, 5, 10, 15, offset: 10.5), 25), (Civil.date(2026, 10, 4, 10, 15, offset: 11), 24),
    ])
    func halfHourChangesKeepHoursOnTheHour(_ date: Date, _ rows: Int) throws {
        var time = try picker(.time, "en_GB", zone: "Australia/Lord_Howe", date: date)
        #expect(time.label(.hour) == "10" && time.isoString == "10:15")
        #expect(time.rows(.hour).count == rows, "\(time.rows(.hour))")
        try time.select(row: try #require(time.rows(.hour).firstIndex(of: "14")), inWheel: time.component(.hour))
        #expect(time.isoString == "14:15" && time.label(.hour) == "14")
    }

    /// A change in mid-hour ends its slot there (Caracas went from −04:30 to −04:00 at 02:30 on 2016-05-01,
    /// tzdata), and the AM/PM wheel keeps the minute as the hour wheel does (Lord Howe at 14:45 on its spring
    /// day: AM is 02:45, in the slot that starts at 02:30). Both found in review.
    @Test func changesInMidHourEndTheirSlot() throws {
        var caracas = try picker(
            .time, "en_GB", zone: "America/Caracas", date: Civil.date(2016, 5, 1, 3, 15, offset: -4))
        #expect(caracas.label(.hour) == "03" && caracas.isoString == "03:15")
        try caracas.select(
            row: try #require(caracas.rows(.hour).firstIndex(of: "05")), inWheel: caracas.component(.hour))
        #expect(caracas.isoString == "05:15")
        var howe = try picker(
            .time, "en_US", zone: "Australia/Lord_Howe", date: Civil.date(2026, 10, 4, 14, 45, offset: 11))
        try howe.select(row: 0, inWheel: howe.component(.dayPeriod))
        #expect(howe.isoString == "02:45" && howe.label(.hour) == "2")
        // In that slot the minutes run from 30: 02:10 is a wall time the clocks skipped, moved later by the
        // half-hour gap as every such time is, and said so (it had become 02:30 with no adjustment).
        try howe.select(
            row: try #require(howe.rows(.minute).firstIndex(of: "50")), inWheel: howe.component(.minute))
        #expect(howe.isoString == "02:50" && howe.adjustments.isEmpty)
        try howe.select(
            row: try #require(howe.rows(.minute).firstIndex(of: "10")), inWheel: howe.component(.minute))
        #expect(howe.isoString == "02:40" && howe.label(.hour) == "2")
        #expect(howe.adjustments == [.skippedTime(shiftedBy: 1800)])
        // On its autumn day (2026-04-05, 02:00 +11 → 01:30 +10:30) the second 1 starts at 01:30: the hour wheel
        // steps from the first 1 at 01:10 into it, at its first minute, and on past it (stepping had stayed on
        // the first 1, found in review).
        var autumn = try picker(
            .time, "en_US", zone: "Australia/Lord_Howe", date: Civil.date(2026, 4, 5, 1, 10, offset: 11))
        var seen: [String] = []
        for _ in 0..<3 {
            try autumn.step(by: 1, inWheel: autumn.component(.hour))
            seen.append(autumn.label(.hour) + " " + autumn.isoString)
        }
        #expect(seen == ["1 (GMT+10:30) 01:30", "2 02:30", "3 03:30"])
        #expect(autumn.adjustments.isEmpty)
    }

    /// Samoa skipped 2011-12-30, going from UTC−10 to UTC+14 (tzdata's Pacific/Apia). Its row is disabled and named
    /// from its date; stepping back from the 31st reaches the 29th. The wheel had read 29, 31, 31, and the step
    /// back had stayed on the 31st (found in review); the dateAndTime wheel had named it "Sat, 31 Dec" and the ja
    /// day wheel "30" without its 日.
    @Test func aSkippedDayIsADisabledRow() throws {
        var date = try picker(.date, "en_GB", zone: "Pacific/Apia", date: Civil.date(2011, 12, 31, 12, offset: 14))
        #expect(Array(date.rows(.day).suffix(3)) == ["29", "30", "31"])
        #expect(!date.enabled(.day).contains("30") && date.enabled(.day).contains("31"))
        try date.step(by: -1, inWheel: date.component(.day))
        #expect(date.isoString == "2011-12-29")
        let ja = try picker(.date, "ja_JP", zone: "Pacific/Apia", date: Civil.date(2011, 12, 31, 12, offset: 14))
        #expect(Array(ja.rows(.day).suffix(3)) == ["29日", "30日", "31日"])
        // Today in 2011, so that the rows of its December read without their year.
        var both = try picker(
            .dateAndTime, "en_GB", zone: "Pacific/Apia", date: Civil.date(2011, 12, 31, 12, offset: 14),
            today: Civil.date(2011, 12, 1, 12, offset: -10))
        let days = both.rows(.date)
        let selected = try #require(days.firstIndex(of: "Sat, 31 Dec"))
        #expect(Array(days[(selected - 2)...selected]) == ["Thu, 29 Dec", "Fri, 30 Dec", "Sat, 31 Dec"])
        #expect(!both.enabled(.date).contains("Fri, 30 Dec"))
        try both.step(by: -1, inWheel: both.component(.date))
        #expect(both.isoString.hasPrefix("2011-12-29T12:00"), "\(both.isoString)")
        // A skipped last day of a month is a disabled row too (Manila skipped 1844-12-31, Kiritimati 1994-12-31,
        // tzdata): it had no row at all, and the wheel ran 1…30 (found in review).
        for (zone, year) in [("Asia/Manila", 1844), ("Pacific/Kiritimati", 1994)] {
            let offset = zone == "Asia/Manila" ? -15.93 : -10.0
            let december = try picker(.date, "en_GB", zone: zone, date: Civil.date(year, 12, 30, 12, offset: offset))
            #expect(Array(december.rows(.day).suffix(3)) == ["29", "30", "31"], "\(zone)")
            #expect(!december.enabled(.day).contains("31") && december.rows(.day).count == 31, "\(zone)")
        }
        let grid = try MonthGrid(
            context: CalendarContext(locale: "en_GB", timeZone: "Pacific/Apia"),
            showing: Civil.date(2011, 12, 15, 12, offset: -10), today: Civil.date(2011, 12, 1, 12))
        let december = grid.weeks.flatMap(\.days).filter(\.isInMonth)
        #expect(december.suffix(3).map(\.label) == ["29", "30", "31"])
        #expect(december.suffix(3).map(\.isDisabled) == [false, true, false])
    }

    @Test func theSkippedHourIsNotOnTheWheel() throws {
        // New York 2026-03-08: 02:00 EST becomes 03:00 EDT.
        var time = try picker(.time, "en_US", zone: "America/New_York", date: Civil.date(2026, 3, 8, 1, 30, offset: -5))
        #expect(time.rows(.hour) == ["12", "1", "3", "4", "5", "6", "7", "8", "9", "10", "11"])
        try time.step(by: 1, inWheel: time.component(.hour))
        #expect(time.picker.labels == ["3", "30", "AM"])
        #expect(time.date == Civil.date(2026, 3, 8, 7, 30))
    }

    @Test func aWallTimeInTheGapMovesLaterAndSaysSo() throws {
        var both = try picker(
            .dateAndTime, "en_US", zone: "America/New_York", date: Civil.date(2026, 3, 7, 2, 30, offset: -5))
        try both.step(by: 1, inWheel: both.component(.date))
        #expect(both.adjustments == [.skippedTime(shiftedBy: 3600)])
        #expect(both.date == Civil.date(2026, 3, 8, 3, 30, offset: -4))
    }

    @Test func theRepeatedHourIsTwoRowsToldApartByOffset() throws {
        // New York 2026-11-01: 02:00 EDT becomes 01:00 EST; 1 AM happens twice.
        var time = try picker(
            .time, "en_US", zone: "America/New_York", date: Civil.date(2026, 11, 1, 1, 30, offset: -4))
        let hours = time.rows(.hour)
        #expect(hours.count == 13)
        #expect(hours[1] == "1 (GMT-4)" && hours[2] == "1 (GMT-5)")
        #expect(time.label(.hour) == "1 (GMT-4)")
        try time.step(by: 1, inWheel: time.component(.hour))
        #expect(time.label(.hour) == "1 (GMT-5)")
        #expect(time.date == Civil.date(2026, 11, 1, 1, 30, offset: -5))
    }

    @Test func badZonesAndCalendarsAreTypedErrors() {
        #expect(throws: PickerError.calendar(.unknownTimeZone("Mars/Olympus"))) {
            try picker(.date, "en_US", zone: "Mars/Olympus")
        }
        #expect(throws: PickerError.calendar(.locale(.noData("xx_YY", language: "xx")))) { try picker(.date, "xx_YY") }
    }
}
