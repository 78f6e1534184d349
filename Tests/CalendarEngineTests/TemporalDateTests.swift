import CalendarEngine
import Testing
import TestSupport

/// Temporal's fields of dates in every calendar, each expectation from a source other than ICU: MDN's
/// Temporal.PlainDate pages (`era`, `eraYear`, `year`, `monthCode`) for the rules, and the calendars' published
/// dates for the days.
@Suite("Temporal fields")
struct TemporalDateTests {
    /// The Temporal fields at noon UTC of an ISO date in a calendar.
    func temporal(_ calendar: String, _ year: Int, _ month: Int, _ day: Int) throws -> TemporalDate {
        let context = try CalendarContext(locale: "en", calendar: calendar, timeZone: "UTC")
        return try #require(context.temporalDate(context.fields(at: Civil.utc(year, month, day, 12))))
    }

    func expect(
        _ date: TemporalDate, _ era: String?, _ eraYear: Int?, _ year: Int, _ month: Int, _ code: String,
        _ day: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(
            date.era == era && date.eraYear == eraYear, "era \(date.era ?? "nil") \(date.eraYear ?? 0)",
            sourceLocation: sourceLocation)
        #expect(date.year == year, "year", sourceLocation: sourceLocation)
        #expect(
            date.month == month && date.monthCode == code, "month \(date.month) \(date.monthCode)",
            sourceLocation: sourceLocation)
        #expect(date.day == day, "day", sourceLocation: sourceLocation)
    }

    @Test func japaneseErasAsTemporalNamesThem() throws {
        // MDN eraYear: 2019-04-30 is heisei 31 and 2019-05-01 reiwa 1, both of year 2019 (the ISO year).
        expect(try temporal("japanese", 2019, 4, 30), "heisei", 31, 2019, 4, "M04", 30)
        expect(try temporal("japanese", 2019, 5, 1), "reiwa", 1, 2019, 5, "M05", 1)
        // Heisei began on 1989-01-08: its first January is still month 1.
        expect(try temporal("japanese", 1989, 1, 8), "heisei", 1, 1989, 1, "M01", 8)
        expect(try temporal("japanese", 1926, 12, 25), "showa", 1, 1926, 12, "M12", 25)
        // Before Meiji, Temporal counts the Gregorian era's years.
        expect(try temporal("japanese", 1800, 4, 30), "ce", 1800, 1800, 4, "M04", 30)
    }

    /// Temporal's meiji begins on 1873-01-01, when Japan took up the Gregorian calendar; ICU's (the wheels') in 1868.
    @Test func meijiBeginsWithTheGregorianCalendar() throws {
        // test262 test/intl402/Temporal/PlainDate/from/era-boundary-japanese.js: "Meiji 1 resolves to CE 1868
        // before era start date", "Meiji 1 still resolves to CE 1868 after era start date", "Meiji 5 resolves to
        // CE 1872", "CE 1873 resolves to Meiji 6", "Taisho 1 resolves to Meiji 45 before era start date".
        expect(try temporal("japanese", 1868, 10, 22), "ce", 1868, 1868, 10, "M10", 22)
        expect(try temporal("japanese", 1868, 10, 23), "ce", 1868, 1868, 10, "M10", 23)
        expect(try temporal("japanese", 1872, 12, 31), "ce", 1872, 1872, 12, "M12", 31)
        expect(try temporal("japanese", 1873, 1, 1), "meiji", 6, 1873, 1, "M01", 1)
        expect(try temporal("japanese", 1912, 7, 29), "meiji", 45, 1912, 7, "M07", 29)
        // test262 test/intl402/Temporal/PlainDate/from/japanese-pre-meiji.js: "early pre-Meiji date", 1870-03-01.
        expect(try temporal("japanese", 1870, 3, 1), "ce", 1870, 1870, 3, "M03", 1)
        // The wheels keep ICU's eras: to ICU the last day of 1872 and the first of 1873 are of the same era.
        let context = try CalendarContext(locale: "en", calendar: "japanese", timeZone: "UTC")
        let before = context.fields(at: Civil.utc(1872, 12, 31, 12))
        let after = context.fields(at: Civil.utc(1873, 1, 1, 12))
        #expect(before.year.era == after.year.era && before.year.year + 1 == after.year.year)
    }

    @Test func erasOfTheOtherSolarCalendars() throws {
        // MDN era: gregory ce/bce; buddhist be, year 1 = ISO -542; roc, year 1 = 1912, and broc before it.
        expect(try temporal("gregorian", 2026, 11, 30), "ce", 2026, 2026, 11, "M11", 30)
        expect(try temporal("buddhist", 2026, 11, 30), "be", 2569, 2569, 11, "M11", 30)
        expect(try temporal("roc", 2026, 11, 30), "roc", 115, 115, 11, "M11", 30)
        expect(try temporal("roc", 1911, 6, 1), "broc", 1, 0, 6, "M06", 1)
        // ICU 72 opens `@calendar=iso8601` as a Gregorian calendar (ucal_getType gives gregorian), so its dates
        // are gregory's.
        expect(try temporal("iso8601", 2026, 11, 30), "ce", 2026, 2026, 11, "M11", 30)
        // Persian: 1 Azar 1405 is 2026-11-22 (Iran's official calendar); Azar is the ninth month.
        expect(try temporal("persian", 2026, 11, 30), "ap", 1405, 1405, 9, "M09", 9)
        // Indian national calendar: 1 Agrahayana 1948 Saka is 2026-11-22.
        expect(try temporal("indian", 2026, 11, 30), "shaka", 1948, 1948, 9, "M09", 9)
    }

    @Test func ethiopicAndCoptic() throws {
        // 1 Meskerem 2019 was 2026-09-11; Meskerem and Tikimt have 30 days, so Hidar 21 is 2026-11-30.
        expect(try temporal("ethiopic", 2026, 11, 30), "am", 2019, 2019, 3, "M03", 21)
        // Amete Alem counts 5500 years more (MDN: ethioaa's year 1 is ISO -5492).
        expect(try temporal("ethiopic-amete-alem", 2026, 11, 30), "aa", 7519, 7519, 3, "M03", 21)
        // The Coptic year 1743 began on 1 Thout = 2026-09-11; Hathor is the third month.
        expect(try temporal("coptic", 2026, 11, 30), "am", 1743, 1743, 3, "M03", 21)
        // Pagume, the thirteenth month: 2026-09-06 is Pagume 1 of 2018.
        expect(try temporal("ethiopic", 2026, 9, 6), "am", 2018, 2018, 13, "M13", 1)
    }

    @Test func hebrewAdarIAndII() throws {
        // hebcal.com: 2024-02-15 is 6 Adar I 5784, 2024-03-15 is 5 Adar II 5784, 2023-03-15 is 22 Adar 5783,
        // 2024-04-23 is 15 Nisan 5784 (Passover). Temporal: Adar I is M05L, Adar and Adar II M06; the ordinal
        // month counts Adar I in a leap year.
        expect(try temporal("hebrew", 2024, 2, 15), "am", 5784, 5784, 6, "M05L", 6)
        expect(try temporal("hebrew", 2024, 3, 15), "am", 5784, 5784, 7, "M06", 5)
        expect(try temporal("hebrew", 2023, 3, 15), "am", 5783, 5783, 6, "M06", 22)
        expect(try temporal("hebrew", 2024, 4, 23), "am", 5784, 5784, 8, "M07", 15)
        #expect(try temporal("hebrew", 2024, 2, 15).isLeapMonth)
        #expect(try !temporal("hebrew", 2024, 3, 15).isLeapMonth)
    }

    @Test func chineseAndDangiLeapMonths() throws {
        // Hong Kong Observatory: the leap sixth month of 2025 began on 2025-07-25; the year 2025 began on
        // 2025-01-29 and the next on 2026-02-17. MDN: chinese and dangi have no era, and year is the ISO year the
        // calendar year begins in.
        expect(try temporal("chinese", 2025, 8, 1), nil, nil, 2025, 7, "M06L", 8)
        #expect(try temporal("chinese", 2025, 8, 1).isLeapMonth)
        expect(try temporal("chinese", 2025, 7, 24), nil, nil, 2025, 6, "M06", 30)
        // The twelfth month began with the new moon of 2026-01-19 (Beijing time): February 16 is its 29th day.
        expect(try temporal("chinese", 2026, 2, 16), nil, nil, 2025, 13, "M12", 29)
        expect(try temporal("chinese", 2026, 2, 17), nil, nil, 2026, 1, "M01", 1)
        // Korea's Seollal 2026 is 2026-02-17 too.
        expect(try temporal("dangi", 2026, 2, 17), nil, nil, 2026, 1, "M01", 1)
    }

    /// The year that holds 0001-01-01 begins before the supported range; the months of it that precede the range
    /// still count in the ordinal, and the Chinese year is still the ISO year it began in.
    @Test func theFirstSupportedDayCountsTheMonthsBeforeIt() throws {
        // test262 test/intl402/Temporal/PlainDate/from/roundtrip-from-property-bag.js, "ISO date 0001-01-01"
        // (its `gregory` and `ethioaa` are ICU's gregorian and ethiopic-amete-alem).
        expect(try temporal("coptic", 1, 1, 1), "am", -283, -283, 5, "M05", 8)
        expect(try temporal("ethiopic-amete-alem", 1, 1, 1), "aa", 5493, 5493, 5, "M05", 8)
        expect(try temporal("ethiopic", 1, 1, 1), "aa", 5493, -7, 5, "M05", 8)
        expect(try temporal("hebrew", 1, 1, 1), "am", 3761, 3761, 4, "M04", 18)
        expect(try temporal("indian", 1, 1, 1), "shaka", -78, -78, 10, "M10", 11)
        expect(try temporal("islamic-civil", 1, 1, 1), "bh", 641, -640, 5, "M05", 18)
        expect(try temporal("islamic-tbla", 1, 1, 1), "bh", 641, -640, 5, "M05", 19)
        expect(try temporal("islamic-umalqura", 1, 1, 1), "bh", 641, -640, 5, "M05", 18)
        expect(try temporal("persian", 1, 1, 1), "ap", -621, -621, 10, "M10", 11)
        expect(try temporal("buddhist", 1, 1, 1), "be", 544, 544, 1, "M01", 1)
        expect(try temporal("gregorian", 1, 1, 1), "ce", 1, 1, 1, "M01", 1)
        expect(try temporal("japanese", 1, 1, 1), "ce", 1, 1, 1, "M01", 1)
        expect(try temporal("roc", 1, 1, 1), "broc", 1911, -1910, 1, "M01", 1)
        // The same file states the Chinese and Dangi dates too, in a case it leaves out as beyond Temporal's
        // specified range (which datepick's range is not): year 0, the twelfth month M11 (a leap month came
        // before it), day 21.
        expect(try temporal("chinese", 1, 1, 1), nil, nil, 0, 12, "M11", 21)
        expect(try temporal("dangi", 1, 1, 1), nil, nil, 0, 12, "M11", 21)
        // The same file's ISO 2000-01-01, a year listed whole, to compare with.
        expect(try temporal("coptic", 2000, 1, 1), "am", 1716, 1716, 4, "M04", 22)
        expect(try temporal("chinese", 2000, 1, 1), nil, nil, 1999, 11, "M11", 25)
    }

    /// Every calendar ICU has, at the supported range's first day in zones either side of UTC: a month's ordinal is
    /// its code's number, or one more after a leap month (Hebrew Adar I, a Chinese or Dangi leap month).
    @Test(arguments: ["UTC", "Pacific/Kiritimati", "Pacific/Pago_Pago"])
    func ordinalsAtTheRangesFirstDay(zone: String) throws {
        for calendar in LocaleProfiles.availableCalendars {
            let context = try CalendarContext(locale: "en", calendar: calendar, timeZone: zone)
            let date = try #require(context.temporalDate(context.fields(at: context.supportedRange.lowerBound)))
            let number = try #require(Int(date.monthCode.dropFirst().prefix(2)))
            #expect((number...number + 1).contains(date.month), "\(calendar): \(date.month) \(date.monthCode)")
        }
    }

    @Test func islamicYearsBeforeTheHijra() throws {
        // MDN: islamic calendars have ah and, before year 1, bh with eraYear = 1 - year. The Hijra was in 622
        // CE, so 500 CE lies about 126 lunar years before it.
        let early = try temporal("islamic-civil", 500, 1, 1)
        #expect(early.era == "bh" && early.year < 0 && early.eraYear == 1 - early.year)
        #expect((-127 ... -125).contains(early.year))
        // 1 Muharram 1448 AH fell in mid-June 2026 and Jumada II, the sixth month, spans late November 2026.
        let recent = try temporal("islamic-umalqura", 2026, 11, 30)
        #expect(recent.era == "ah" && recent.eraYear == 1448 && recent.year == 1448 && recent.monthCode == "M06")
    }
}
