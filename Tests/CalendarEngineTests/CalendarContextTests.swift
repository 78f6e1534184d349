@testable import CalendarEngine
import Glibc
import Testing
import TestSupport

/// Calendar facts, each from a public source rather than from the engine.
@Suite("Calendar contexts: eras, leap months, DST")
struct CalendarContextTests {
    static func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Double {
        Civil.utc(year, month, day, hour, minute)
    }

    @Test func japaneseEraChangesOnMay1_2019() throws {
        // Reiwa began on 2019-05-01; Heisei 31 ended on 2019-04-30 (Cabinet Office announcement, April 2019).
        let ja = try CalendarContext(locale: "ja_JP", calendar: "japanese", timeZone: "Asia/Tokyo")
        let years = ja.years(around: YearID(era: 235, year: 1), radius: 40)
        let reiwa1 = try #require(years.firstIndex { ja.format($0.start, pattern: "Gy年") == "令和元年" })
        #expect(ja.format(years[reiwa1 - 1].start, pattern: "Gy年") == "平成31年")
        #expect(ja.format(years[reiwa1].start, pattern: "y-MM-dd") == "1-05-01")
        let heisei31 = ja.months(of: years[reiwa1 - 1].id)
        #expect(heisei31.map(\.id.month) == [0, 1, 2, 3])
        #expect(heisei31.last?.days == 1...30)
        #expect(ja.months(of: years[reiwa1].id).map(\.id.month) == Array(4...11))
        // Heisei began on 1989-01-08: Shōwa 64 is January 1–7 only.
        let showa64 = try #require(years.first { ja.format($0.start, pattern: "Gy年") == "昭和64年" })
        #expect(ja.months(of: showa64.id).map(\.days) == [1...7])
    }

    /// Gregorian months are those of the calendars ICU implements as Gregorian ones (gregocal.h: the Buddhist,
    /// Japanese, Taiwan/ROC and ISO 8601 calendars subclass GregorianCalendar); held also to ICU's own months:
    /// exactly those calendars start every month of a year on a Gregorian first of the month.
    @Test func gregorianMonthsAreTheGregorianCalendars() throws {
        let calendars = try ResolvedLocale.knownCalendars(locale: "en", input: "en")
        #expect(calendars.count > 15)
        for calendar in calendars {
            let context = try CalendarContext(locale: "en", calendar: calendar, timeZone: "UTC")
            let expected = ["gregorian", "iso8601", "buddhist", "japanese", "roc"].contains(context.calendar)
            #expect(context.hasGregorianMonths == expected, "\(calendar)")
            let year = try #require(context.year(containing: Self.utc(2001, 7, 1)))
            let startsOnFirsts = context.months(of: year.id).allSatisfy { month in
                var time = time_t(month.start), fields = tm()
                gmtime_r(&time, &fields)
                return fields.tm_mday == 1
            }
            #expect(startsOnFirsts == expected, "\(calendar)")
        }
    }

    @Test func hebrewLeapYearsHaveAdarI() throws {
        // 5784 (2023–24) is a leap year of 13 months; 5785 (2024–25) is not (hebcal.com year tables).
        let he = try CalendarContext(locale: "he_IL", calendar: "hebrew", timeZone: "Asia/Jerusalem")
        let years = he.years(around: he.fields(at: Self.utc(2024, 10, 3, 12)).year, radius: 2)
        let y5784 = try #require(years.first { $0.id.year == 5784 })
        let y5785 = try #require(years.first { $0.id.year == 5785 })
        #expect(he.months(of: y5784.id).map(\.id.month) == Array(0...12))
        #expect(he.months(of: y5785.id).map(\.id.month) == [0, 1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12])
        // 1 Tishri 5785 was 2024-10-03.
        #expect(he.format(y5785.start, pattern: "y-MM-dd", ) == "5785-01-01")
        #expect(he.fields(at: Self.utc(2024, 10, 3, 12)).year.year == 5785)
    }

    @Test func chineseYear2025HasALeapSixthMonth() throws {
        // The year of 乙巳 (2025) has a leap sixth month, 2025-07-25 to 2025-08-22 (Hong Kong Observatory).
        let zh = try CalendarContext(locale: "zh_CN", calendar: "chinese", timeZone: "Asia/Shanghai")
        let fields = zh.fields(at: Self.utc(2025, 8, 1, 4))
        #expect(fields.month == MonthID(month: 5, isLeap: true))
        let months = zh.months(of: fields.year)
        #expect(months.count == 13)
        #expect(months[5].id == MonthID(month: 5) && months[6].id == MonthID(month: 5, isLeap: true))
        #expect(zh.format(months[6].start, pattern: "MMMM") == "闰六月")
    }

    @Test func newYorkDSTDays() throws {
        // US DST 2026: clocks go forward 2026-03-08 02:00 and back 2026-11-01 02:00 (Energy Policy Act 2005).
        let ny = try CalendarContext(locale: "en_US", timeZone: "America/New_York")
        let spring = ny.fields(at: Self.utc(2026, 3, 8, 17))
        let springHours = ny.hours(onDayOf: spring)
        #expect(springHours.count == 23)
        #expect(!springHours.map(\.hour).contains(2))
        let autumn = ny.fields(at: Self.utc(2026, 11, 1, 17))
        let autumnHours = ny.hours(onDayOf: autumn)
        #expect(autumnHours.count == 25)
        #expect(autumnHours.filter { $0.hour == 1 }.map(\.utcOffset) == [-14400, -18000])
        // A date that does not exist has no hours (February 30 had given March 2's).
        var february30 = spring
        (february30.month, february30.day) = (MonthID(month: 1), 30)
        #expect(ny.hours(onDayOf: february30).isEmpty)
        february30.day = 28
        #expect(ny.hours(onDayOf: february30).count == 24)

        var gap = spring
        (gap.hour, gap.minute) = (2, 30)
        let skipped = try ny.resolve(gap)
        #expect(skipped.resolution == .skipped(shiftedBy: 3600))
        #expect(skipped.instant == Self.utc(2026, 3, 8, 7, 30))  // 03:30 EDT

        var repeated = autumn
        (repeated.hour, repeated.minute) = (1, 30)
        let first = try ny.resolve(repeated)
        let second = try ny.resolve(repeated, repeated: .later)
        #expect(first.resolution == .repeated)
        #expect(first.instant == Self.utc(2026, 11, 1, 5, 30))  // 01:30 EDT
        #expect(second.instant == Self.utc(2026, 11, 1, 6, 30))  // 01:30 EST
    }

    @Test func zonesAreIANAIds() throws {
        #expect(try CalendarContext.canonicalZone("US/Eastern") == "America/New_York")
        #expect(try CalendarContext.canonicalZone("UTC") == "Etc/UTC")
        for bad in [
            "Foo/Bar", "utc", "GMT+5", "Etc/Unknown", "", "../../etc/passwd", String(repeating: "A", count: 10240),
        ] {
            #expect(throws: CalendarError.unknownTimeZone(bad)) { try CalendarContext.canonicalZone(bad) }
        }
        #expect {
            try CalendarContext(locale: "ja_JP", calendar: "lunar", timeZone: "UTC")
        } throws: { error in
            guard case .unknownCalendar("lunar", let known)? = error as? CalendarError else { return false }
            return known.contains("japanese")
        }
    }

    /// The zones the completion scripts offer are ICU's, each one a context takes: aliases and UTC among them,
    /// ICU's placeholder not, and not the system's tzdata (which may be newer than ICU's data).
    @Test func availableTimeZonesAreTheOnesAContextTakes() throws {
        let zones = CalendarContext.availableTimeZones
        #expect(zones.count > 400 && zones == zones.sorted() && Set(zones).count == zones.count)
        for zone in ["Asia/Tokyo", "America/New_York", "US/Eastern", "UTC", "Etc/UTC", "Europe/Kyiv"] {
            #expect(zones.contains(zone), "\(zone)")
        }
        #expect(!zones.contains("Etc/Unknown"))
        for zone in zones { #expect(throws: Never.self) { try CalendarContext.canonicalZone(zone) } }
    }

    /// The calendars the completion scripts offer are the ones the error for an unknown calendar lists.
    @Test func availableCalendarsAreTheOnesTheErrorLists() throws {
        #expect(LocaleProfiles.availableCalendars.count >= 18)
        #expect {
            try CalendarContext(locale: "ar_SA", calendar: "lunar", timeZone: "UTC")
        } throws: { error in
            guard case .unknownCalendar(_, let known)? = error as? CalendarError else { return false }
            return known == LocaleProfiles.availableCalendars
        }
    }

    /// `TZ` as glibc reads it (tzset(3)): a leading colon, a path to a zone file (systemd advises
    /// `TZ=:/etc/localtime`), tzdata's `posix/` and `right/` trees. The paths are made here, in a directory of
    /// the test's own, so the test needs no tzdata: the zone is named by the path, as ICU names the zone
    /// `/etc/localtime` links to.
    @Test func zonesFromTZ() throws {
        let root = "/tmp/datepick-tz-\(getpid())"
        defer { _ = system("rm -rf '\(root)'") }
        #expect(
            system(
                "mkdir -p '\(root)/share/zoneinfo/Asia' '\(root)/etc' && touch '\(root)/share/zoneinfo/Asia/Tokyo'"
                    + " '\(root)/etc/hostname' && ln -s ../share/zoneinfo/Asia/Tokyo '\(root)/etc/localtime'") == 0)
        let named: [(String, String)] = [
            ("Asia/Tokyo", "Asia/Tokyo"), ("US/Eastern", "America/New_York"), (":America/New_York", "America/New_York"),
            ("posix/Europe/Berlin", "Europe/Berlin"), (":right/Europe/Berlin", "Europe/Berlin"), ("EST5EDT", "EST5EDT"),
            ("\(root)/share/zoneinfo/Asia/Tokyo", "Asia/Tokyo"), (":\(root)/etc/localtime", "Asia/Tokyo"),
        ]
        for (tz, zone) in named { #expect(try CalendarContext.zone(fromTZ: tz) == zone, "\(tz)") }
        // Set but empty, with or without its colon: UTC, as glibc's tzset reads it (they had been refused).
        for utc in ["", ":"] { #expect(try CalendarContext.zone(fromTZ: utc) == CalendarContext.canonicalZone("UTC")) }
        // POSIX rules, paths that lead to no zone file, and what names nothing: refused, naming the value.
        for bad in [
            "JST-9", "CET-1CEST,M3.5.0,M10.5.0/3", "UTC0", "::", "Foo/Bar", "\(root)/etc/hostname",
            ":\(root)/etc/none", "/", ":posix/",
        ] {
            #expect(throws: CalendarError.unknownTimeZone(bad)) { try CalendarContext.zone(fromTZ: bad) }
        }
    }

    /// Fields no calendar has are refused, not carried into the next field by ICU (hour 25 had been 01:00 the
    /// next day, read as a DST gap), and numbers beyond Int32 do not trap (found in review).
    @Test func fieldsOutOfRangeAreRefusedAndHugeNumbersDoNotTrap() throws {
        let york = try CalendarContext(locale: "en_US", timeZone: "America/New_York")
        let day = CalendarFields(
            year: YearID(era: 1, year: 2026), month: MonthID(month: 10), day: 30, hour: 14, minute: 5)
        #expect(try york.resolve(day).instant == Self.utc(2026, 11, 30, 19, 5))
        for (hour, minute, second) in [(25, 5, 0), (-3, 5, 0), (14, 75, 0), (14, 5, 60)] {
            var bad = day
            (bad.hour, bad.minute, bad.second) = (hour, minute, second)
            #expect(throws: CalendarError.invalidFields("\(bad)")) { try york.resolve(bad) }
        }
        var far = day
        far.year = YearID(era: 1, year: 3_000_000_000)
        #expect(throws: CalendarError.invalidFields("\(far)")) { try york.resolve(far) }
        _ = york.day(julianDay: .max)
        #expect(york.years(around: YearID(era: 1, year: 2026), radius: .max).count == 9999)
        #expect(york.years(around: YearID(era: 1, year: 2026), radius: -5).map(\.id.year) == [2026])
        _ = york.startOfDay(julianDay: .min)
        _ = york.weekday(julianDay: .max)
        #expect {
            try CalendarContext(locale: "en_US", calendar: "", timeZone: "UTC")
        } throws: { error in
            guard case .unknownCalendar("", let known)? = error as? CalendarError else { return false }
            return known.contains("gregorian")
        }
    }

    /// ICU formats `j` as nothing and skips `T` without a word; checkPattern names both (ICU's letters are
    /// `GyMdkHmsSEDFwWahKzYeugAZvcLQqVUOXxrbB`, udat_getSymbols' UDAT_LOCALIZED_CHARS).
    @Test func patternsAreCheckedBeforeUse() throws {
        let context = try CalendarContext(locale: "en_US", timeZone: "UTC")
        try context.checkPattern("yyyy-MM-dd'T'HH:mm")
        try context.checkPattern("EEEE d MMMM y 'o''clock'")
        for bad in ["j", "yyyy T", "yyyy 'T", ""] {
            #expect {
                try context.checkPattern(bad)
            } throws: { error in
                guard case .invalidPattern(bad, _)? = error as? CalendarError else { return false }
                return true
            }
        }
    }

    @Test func supportedRangeIsYears1Through9999() throws {
        let utc = try CalendarContext(locale: "en_US", timeZone: "UTC")
        #expect(utc.supportedRange == Self.utc(1, 1, 1)...(Self.utc(10000, 1, 1) - 0.001))
        let first = try #require(utc.year(containing: utc.supportedRange.lowerBound))
        let last = try #require(utc.year(containing: utc.supportedRange.upperBound))
        #expect(first.id == YearID(era: 1, year: 1) && last.id == YearID(era: 1, year: 9999))
        #expect(utc.years(around: last.id, radius: 5).map(\.id.year) == Array(9994...9999))
        #expect(utc.years(around: first.id, radius: 2).map(\.id.year) == [1, 2, 3])
        #expect(utc.year(containing: utc.supportedRange.lowerBound - 1) == nil)
        // Proleptic: 1582-10-10 exists (the Julian switch skipped it in ICU's default Gregorian).
        #expect(utc.format(Self.utc(1582, 10, 10), pattern: "y-MM-dd") == "1582-10-10")
    }

    @Test func invalidFieldsAreRefused() throws {
        let utc = try CalendarContext(locale: "en_US", timeZone: "UTC")
        let feb30 = CalendarFields(year: YearID(era: 1, year: 2026), month: MonthID(month: 1), day: 30)
        #expect(throws: CalendarError.invalidFields("\(feb30)")) { try utc.resolve(feb30) }
    }

    @Test func todayIsCapitalizedAsAListItem() throws {
        // CLDR contextTransforms: en and ru capitalize relative days in UI lists, de does not.
        #expect(try CalendarContext(locale: "en_US", timeZone: "UTC").todayName() == "Today")
        #expect(try CalendarContext(locale: "ru_RU", timeZone: "UTC").todayName() == "Сегодня")
        #expect(try CalendarContext(locale: "de_DE", timeZone: "UTC").todayName() == "heute")
    }

    /// The week's narrow title from CLDR 42's fields (de `W`, en `wk`, ja `週`, ar `الأسبوع`); none for a locale
    /// whose only title is the root locale's English `Week` (Kalaallisut has no week field of its own).
    @Test func theWeekTitleIsTheLocalesOwn() throws {
        for (locale, title) in [
            ("de_DE", "W"), ("en_US", "wk"), ("ja_JP", "週"), ("ar_EG", "الأسبوع"), ("fr_FR", "sem."),
        ] {
            #expect(try CalendarContext(locale: locale, timeZone: "UTC").weekTitle() == title, "\(locale)")
        }
        #expect(try CalendarContext(locale: "kl_GL", timeZone: "UTC").weekTitle() == nil)
    }
}

@Suite("Unit labels")
struct UnitLabelTests {
    @Test func pluralFormsFollowTheCount() throws {
        // CLDR 42 units: en duration-hour long one/other; ru one/few/many; ar zero/one/two/few.
        #expect(try UnitLabels.labels(.hour, width: .wide, locale: "en_US", counts: [1, 2]) == ["hour", "hours"])
        #expect(
            try UnitLabels.labels(.hour, width: .wide, locale: "ru_RU", counts: [1, 2, 5]) == ["час", "часа", "часов"])
        #expect(
            try UnitLabels.labels(.hour, width: .wide, locale: "ar_EG", counts: [1, 2, 3]) == [
                "ساعة", "ساعتان", "ساعات",
            ])
        #expect(try UnitLabels.labels(.minute, width: .short, locale: "en_US", counts: [5]) == ["min"])
        #expect(try UnitLabels.labels(.minute, width: .short, locale: "ja_JP", counts: [5]) == ["分"])
        #expect(throws: LocaleError.noData("xx_YY", language: "xx")) {
            try UnitLabels.labels(.hour, width: .wide, locale: "xx_YY", counts: [1])
        }
    }
}

/// Regressions found by the sweep: ICU's astronomical Islamic calendar puts some year and month starts it
/// computes from fields a day away from the days it reports, which once made the year scan loop forever
/// and the month scan build a backwards range (a trap).
@Suite("Astronomical calendars stay consistent")
struct AstronomicalCalendarTests {
    @Test(arguments: [Civil.utc(1, 1, 1, 12), Civil.utc(2026, 11, 30), Civil.utc(9999, 12, 31, 12)])
    func yearsAreOrderedOnceAndMonthsHoldTheirDays(_ moment: Double) throws {
        let islamic = try CalendarContext(locale: "en", calendar: "islamic", timeZone: "UTC")
        let here = try #require(
            islamic.year(
                containing: min(max(moment, islamic.supportedRange.lowerBound), islamic.supportedRange.upperBound)))
        let years = islamic.years(around: here.id, radius: 40)
        #expect(Set(years.map(\.id)).count == years.count)
        #expect(zip(years, years.dropFirst()).allSatisfy { $0.start < $1.start })
        for year in years.prefix(5) + years.suffix(5) {
            let months = islamic.months(of: year.id)
            #expect(!months.isEmpty && months.count <= 13)
            for month in months {
                #expect(islamic.fields(at: month.start).month == month.id, "\(year.id) \(month.id)")
                #expect((28...31).contains(month.days.count) || month === months.first || month === months.last)
            }
        }
    }
}

private func === (lhs: MonthSpan, rhs: MonthSpan?) -> Bool { lhs == rhs }

/// Year and month spans in zones east and west of UTC, where ICU's astronomical Islamic calendars compute some
/// year and month starts a day away from the days they report. Two faster scans once broke what the slower
/// ones kept (found in review): month ends by ICU's month arithmetic split months in two, and skipping the
/// era search for a year followed by the next year started some years a day late.
///
/// What is not checked: that every day of a span reports the span's year and month (`LocalDay.date`). Outside UTC, ICU 72's
/// astronomical Islamic calendars disagree with themselves on some days (a month that reports day 2 after
/// the previous month's 30, a year whose computed first day reports the year before), with the scans before
/// and after those changes alike.
@Suite("Year and month spans outside UTC")
struct SpanRegressionTests {
    @Test(arguments: [
        ("islamic", "Asia/Riyadh"), ("islamic", "Asia/Seoul"), ("islamic-rgsa", "Europe/Berlin"),
        ("islamic", "Asia/Tokyo"), ("gregorian", "America/Sao_Paulo"), ("chinese", "Asia/Shanghai"),
        ("hebrew", "Asia/Jerusalem"), ("japanese", "Asia/Tokyo"),
    ])
    func monthsAreWholeAndYearsStartOnTime(_ setting: (calendar: String, zone: String)) throws {
        let context = try CalendarContext(locale: "en", calendar: setting.calendar, timeZone: setting.zone)
        let here = try #require(context.year(containing: Civil.utc(2000, 1, 1, 12)))
        let years = context.years(around: here.id, radius: 60)
        // Each year once, though the 121 years come from several chunks of ICU scans.
        #expect(Set(years.map(\.id)).count == years.count, "\(setting): a year twice")
        for (year, next) in zip(years, years.dropFirst()) {
            // A year ends where the next begins: the instant before the next year's start is still this year.
            #expect(context.fields(at: next.start - 0.001).year == year.id, "\(setting) \(next.id) starts late")
        }
        for year in years {
            // Each month once, in order.
            let months = context.months(of: year.id)
            #expect(Set(months.map(\.id)).count == months.count, "\(setting) \(year.id): a month twice")
            #expect(zip(months, months.dropFirst()).allSatisfy { $0.start < $1.start }, "\(setting) \(year.id)")
        }
    }
}

/// Contexts of one calendar and zone share their years, months and days (``CalendarSpans``), whatever their
/// locale; what one reads from another's scans is what it would have scanned itself.
@Suite("Spans shared between locales")
struct SharedSpanTests {
    @Test func contextsOfOneCalendarAndZoneShareSpansAndAgreeWithTheirOwn() throws {
        let engine = LocaleProfiles()
        let german = try CalendarContext(locale: "de_DE", timeZone: "Europe/Berlin", engine: engine)
        let french = try CalendarContext(locale: "fr_FR", timeZone: "Europe/Berlin", engine: engine)
        let thai = try CalendarContext(locale: "th_TH", timeZone: "Europe/Berlin", engine: engine)  // Buddhist
        let tokyo = try CalendarContext(locale: "fr_FR", timeZone: "Asia/Tokyo", engine: engine)
        #expect(german.spans === french.spans)
        #expect(german.spans !== thai.spans, "another calendar")
        #expect(german.spans !== tokyo.spans, "another zone")

        let year = try #require(german.year(containing: Civil.utc(2026, 3, 29, 12))).id
        let scanned = german.years(around: year, radius: 40)
        let months = german.months(of: year)
        let day = german.day(julianDay: german.julianDay(at: Civil.utc(2026, 3, 29, 12)))  // 23 hours in Berlin
        let alone = try CalendarContext(locale: "fr_FR", timeZone: "Europe/Berlin", engine: LocaleProfiles())
        #expect(french.years(around: year, radius: 40) == scanned)
        #expect(alone.years(around: year, radius: 40) == scanned)
        #expect(alone.months(of: year) == months)
        #expect(alone.day(julianDay: day.julianDay) == day)
        #expect(day.hours.count == 23)

        // The supported range depends on the zone alone: shared with the spans, found afresh for another zone.
        let tokyoAlone = try CalendarContext(locale: "de_DE", timeZone: "Asia/Tokyo", engine: LocaleProfiles())
        #expect(french.supportedRange == alone.supportedRange && thai.supportedRange == alone.supportedRange)
        #expect(alone.supportedRange.lowerBound == Civil.utc(1, 1, 1) - 3600 * 53 / 60 - 28, "Berlin's mean time")
        #expect(tokyo.supportedRange == tokyoAlone.supportedRange && tokyo.supportedRange != german.supportedRange)
    }
}

/// Labels shared between locales that format alike (``SharedLabels``) are the labels each would format itself.
@Suite("Labels shared between locales")
struct SharedLabelTests {
    @Test func localesOfOneDataSourceShareLabelsOthersDoNot() throws {
        let engine = LocaleProfiles()
        func context(_ id: String, _ zone: String = "UTC") throws -> CalendarContext {
            try CalendarContext(locale: id, timeZone: zone, engine: engine)
        }
        #expect(try context("de_DE").sharedLabels === context("de").sharedLabels)
        #expect(try context("de_AT").sharedLabels !== context("de").sharedLabels, "de_AT has month names of its own")
        #expect(try context("de_DE", "Asia/Tokyo").sharedLabels !== context("de").sharedLabels, "another zone")
        #expect(try context("de-DE-u-nu-arab").sharedLabels == nil, "a keyword")
        #expect(SharedLabels.canShare("MMMEd") && SharedLabels.canShare("y年"))
        #expect(!SharedLabels.canShare("w") && !SharedLabels.canShare("'week' d") && !SharedLabels.canShare("e"))
        #expect(!SharedLabels.canShare("HH:mm z") && !SharedLabels.canShare("v") && !SharedLabels.canShare("O"))
    }

    /// Today's name has a slot of its own among the shared labels: no label's key reaches it (found in review:
    /// with the name stored under "\u{1}today", an empty pattern and the key "today" overwrote it).
    @Test func noLabelKeyReachesTodaysName() throws {
        let engine = LocaleProfiles()
        let german = try CalendarContext(locale: "de", timeZone: "UTC", engine: engine)
        let germany = try CalendarContext(locale: "de_DE", timeZone: "UTC", engine: engine)
        #expect(german.sharedLabels === germany.sharedLabels)
        _ = german.label(at: 0, pattern: "", key: .number(0))
        _ = german.label(at: 0, pattern: "\u{1}", key: .number(0))
        #expect(germany.todayName() == "heute" && germany.todayName() == germany.ownTodayName())
    }

    /// In UTC and in Brussels, where zone names follow the region (found in review: `pt_CV` writes `GMT+1`
    /// where `pt` writes `CET`).
    @Test(arguments: ["UTC", "Europe/Brussels"])
    func everyLocalesLabelsEqualItsOwnFormatting(_ zone: String) throws {
        let engine = LocaleProfiles()
        let instants = [Civil.utc(2026, 11, 30, 14), Civil.utc(1999, 2, 1, 3), Civil.utc(2400, 7, 15, 20)]
        let patterns = ["y", "MMMM", "LLLL", "d", "MMMEd", "a", "G", "HH:mm z", "v", "B"]
        let failures = try onEveryCore(LocaleProfiles.availableLocales.count) { index in
            let context = try CalendarContext(
                locale: LocaleProfiles.availableLocales[index], timeZone: zone,
                engine: engine)
            var failures: [String] = []
            for instant in instants {
                for pattern in patterns {
                    let label = context.label(at: instant, pattern: pattern, key: .number(Int(instant)))
                    let own = context.format(instant, pattern: pattern, asListItem: true)
                    if label != own { failures.append("\(context.profile.id) \(pattern): \(label) ≠ \(own)") }
                }
            }
            let (today, ownToday) = (context.todayName(), context.ownTodayName())
            if today != ownToday || today.isEmpty {
                failures.append("\(context.profile.id) today: \(today) ≠ \(ownToday)")
            }
            return failures
        }.flatMap { $0 }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }

    /// Each method's one contract: nothing for what names nothing, the nearest day ICU holds for a Julian day
    /// beyond its field, never a plausible value in place of an answer.
    @Test func whatNamesNothingGetsNothing() throws {
        let york = try CalendarContext(locale: "en_US", timeZone: "America/New_York")
        let february30 = CalendarFields(year: YearID(era: 1, year: 2026), month: MonthID(month: 1), day: 30)
        #expect(york.hours(onDayOf: february30).isEmpty)
        #expect(york.year(containing: york.supportedRange.upperBound + 86_400) == nil)
        #expect(york.year(containing: york.supportedRange.lowerBound - 1) == nil)
        #expect(york.months(of: YearID(era: 1, year: 2026)).count == 12)
        let chinese = try CalendarContext(locale: "zh_CN", calendar: "chinese", timeZone: "Asia/Shanghai")
        #expect(chinese.months(of: YearID(era: 1, year: 1)).isEmpty, "a cycle before the supported range")
        #expect(york.day(julianDay: .max).julianDay == Int(Int32.max) - 2)
        #expect(york.day(julianDay: .min).julianDay == Int(Int32.min) + 2)
    }
}

/// A year wheel's window (PickerModels' `YearWindow`) counts its rows from `runningYears(around:)` without
/// finding its far years: that holds only if the years listed on each side of a year are never fewer than the
/// running years there, but for one. Calendars with eras that begin within a year, astronomical years (whose computed starts
/// ICU can put a day off, most outside UTC) and eras that begin with a year.
@Suite("Running years bound the years listed")
struct RunningYearsTests {
    @Test(arguments: [
        ("en_US", "gregorian"), ("ja_JP", "japanese"), ("zh", "chinese"), ("ko", "dangi"), ("ar", "islamic"),
        ("ar", "islamic-umalqura"), ("he", "hebrew"), ("am", "ethiopic"), ("zh_TW", "roc"), ("fa", "persian"),
    ])
    func atLeastTheRunningYearsAreListedOnEachSide(_ locale: String, _ calendar: String) throws {
        for zone in ["UTC", "Pacific/Kiritimati", "America/Los_Angeles"] {
            let context = try CalendarContext(locale: locale, calendar: calendar, timeZone: zone)
            let range = context.supportedRange
            for instant in [range.lowerBound, Civil.utc(1868, 10, 23), Civil.utc(2019, 5, 1), range.upperBound]
            where range.contains(instant) {
                let center = try #require(context.year(containing: instant)).id
                let running = context.runningYears(around: center)
                for radius in [3, 40] {
                    let years = context.years(around: center, radius: radius)
                    let index = try #require(years.firstIndex { $0.id == center }, "\(center) \(zone)")
                    // One fewer where ICU computes the centre's start a day into the running year beside it.
                    #expect(index >= min(radius, running.before) - 1, "\(center) \(zone) radius \(radius)")
                    #expect(
                        years.count - 1 - index >= min(radius, running.after) - 1, "\(center) \(zone) radius \(radius)")
                }
            }
        }
    }
}
