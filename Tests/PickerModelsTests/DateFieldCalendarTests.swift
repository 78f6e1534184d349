import CalendarEngine
import PickerModels
import Foundation
import Testing
import TestSupport

/// The typed field in the lunisolar calendars (the Chinese and Dangi year as ICU writes it, leap months), with
/// the Hebrew thirteenth month, Home/End within the bounds, and the later instant of a repeated time.
@Suite("Date field calendars, bounds and repeated times")
struct DateFieldCalendarTests: DrivesDateFields {
    func iso(_ field: DateFieldState) -> String {
        field.picker.isoString
    }

    /// zh_CN's Chinese `r年MMMd` writes the related Gregorian year: typing `2025` is the year that begins in 2025,
    /// whose leap sixth month (闰六月) follows the sixth; its 17th day is 2025-08-10 (ICU).
    @Test func theChineseYearTypesAsItReadsAndLeapMonthsStep() throws {
        var zh = try field(.date, "zh_CN", calendar: "chinese", empty: true)
        #expect(zh.segments[zh.focus].field == .year)
        type(&zh, "2025")
        #expect(zh.value(of: .year) == 2025)
        #expect(zh.segments[zh.focus].field == .month, "four digits move on")
        type(&zh, "6")
        #expect(zh.text.hasPrefix("2025年六月"), "\(zh.text)")
        #expect(zh.segments[zh.focus].field == .day, "6 moves on: no second digit keeps it within 12")
        press(&zh, .backTab, .up)
        #expect(zh.text.hasPrefix("2025年闰六月"), "\(zh.text)")
        #expect(zh.isLeapMonth && zh.value(of: .month) == 6)
        press(&zh, .up)
        #expect(zh.text.hasPrefix("2025年七月"), "\(zh.text)")
        press(&zh, .down, .tab)
        type(&zh, "17")
        #expect(zh.isComplete, "\(zh.problem ?? "")")
        #expect(iso(zh) == "2025-08-10")

        // ↑/↓ on the year step the related year, not the year of the sixty-year cycle.
        var year = try field(.date, "zh_CN", calendar: "chinese")
        #expect(year.range(at: year.focus).contains(2026) && year.range(at: year.focus).upperBound > 2100)
        press(&year, .up)
        #expect(year.text.hasPrefix("2027年"), "\(year.text)")
        // A leap month the year then typed lacks is reported, not changed.
        var lacking = try field(.date, "zh_CN", calendar: "chinese", date: Civil.date(2025, 8, 10, 12))
        press(&lacking, .backspace)
        type(&lacking, "6")
        #expect(lacking.value(of: .year) == 2026)
        #expect(lacking.isLeapMonth)
        #expect(lacking.problem == "the year has no leap month 6")
        #expect(lacking.text.hasPrefix("2026年闰六月"), "\(lacking.text)")
    }

    /// With the year empty, ↑/↓ on a Chinese month pass through the leap months a year near the value has (ICU,
    /// as the Hong Kong Observatory's tables: 2023 has 闰二月 and 2025 闰六月; no year from 1966 to 2086 has a leap
    /// first or twelfth month), so the leap month can be entered
    /// before the year; the year then typed keeps it when it has that leap month, and reports it when not.
    @Test func aLeapMonthIsEnteredWithTheYearEmpty() throws {
        var zh = try field(.date, "zh_CN", calendar: "chinese", empty: true)
        focus(&zh, on: .month)
        press(&zh, .end)
        #expect(zh.segments[zh.focus].text == "腊月", "\(zh.text)")
        press(&zh, .home)
        #expect(zh.segments[zh.focus].text == "正月")
        press(&zh, .up)
        #expect(zh.segments[zh.focus].text == "二月", "no leap first month near 2026")
        press(&zh, .up)
        #expect(zh.segments[zh.focus].text == "闰二月" && zh.isLeapMonth, "2023 has a leap second month")
        press(&zh, .home, .down)
        #expect(zh.segments[zh.focus].text == "腊月", "no leap twelfth month either: ↓ wraps to the twelfth")
        zh = try field(.date, "zh_CN", calendar: "chinese", empty: true)
        focus(&zh, on: .month)
        type(&zh, "6")
        press(&zh, .backTab, .up)
        #expect(zh.segments[zh.focus].text == "闰六月" && zh.isLeapMonth, "\(zh.text)")
        press(&zh, .tab)
        type(&zh, "17")
        press(&zh, .backTab, .backTab)
        type(&zh, "2025")
        #expect(zh.isComplete, "\(zh.problem ?? "")")
        #expect(iso(zh) == "2025-08-10", "the leap sixth month's 17th of 2025 (ICU)")
        press(&zh, .backTab, .backspace)
        type(&zh, "6")
        #expect(zh.problem == "the year has no leap month 6", "2026 has none: kept and reported")
    }

    /// ko_KR's Dangi `r. M. d.` writes the leap month numerically with ICU's leap pattern (`윤6`); ja_JP's Chinese
    /// `U-M-d` writes the year by the cycle's name (`乙巳` for the year that begins in 2025).
    @Test func numericLeapMonthsAndCyclicYears() throws {
        var ko = try field(.date, "ko_KR", calendar: "dangi", date: Civil.date(2025, 7, 20, 12))
        #expect(ko.text == "2025. 6. 26.", "\(ko.text)")
        focus(&ko, on: .month)
        press(&ko, .up)
        #expect(ko.text == "2025. 윤6. 26.")
        #expect(iso(ko) == "2025-08-19", "the leap sixth month's 26th (ICU)")
        press(&ko, .up)
        #expect(ko.text == "2025. 7. 26.")
        press(&ko, .down, .down, .down)
        #expect(ko.text == "2025. 5. 26.")
        press(&ko, .end)
        #expect(ko.text == "2025. 12. 26.")

        var ja = try field(.date, "ja_JP", calendar: "chinese", empty: true)
        #expect(ja.segments[ja.focus].field == .year)
        type(&ja, "2025")
        #expect(ja.text.hasPrefix("乙巳-"), "\(ja.text)")
        press(&ja, .backTab, .up)
        #expect(ja.text.hasPrefix("丙午-"), "\(ja.text)")
        #expect(ja.value(of: .year) == 2026)
    }

    /// With the year empty, a Hebrew month takes 13 (a leap year's Elul); the year then typed reports a month it
    /// lacks and keeps it.
    @Test func theHebrewThirteenthMonthWithTheYearEmpty() throws {
        var he = try field(.date, "he_IL", calendar: "hebrew", empty: true)
        #expect(he.segments[he.focus].field == .day)
        type(&he, "1")
        focus(&he, on: .month)
        #expect(he.range(at: he.focus) == 1...13)
        type(&he, "13")
        #expect(he.value(of: .month) == 13, "13 is kept while the year is empty")
        #expect(he.segments[he.focus].field == .year)
        type(&he, "5786")
        #expect(he.value(of: .month) == 13)
        #expect(he.problem == "the year has 12 months, not 13", "5786 is a common year")
        press(&he, .backspace)
        type(&he, "7")
        #expect(he.isComplete, "\(he.problem ?? "")")
        #expect(iso(he) == "2027-09-03", "1 Elul 5787 (ICU)")
    }

    /// Home and End respect the bounds where the other segments put the value at an edge, as the wheels'
    /// enabled rows do (React Spectrum's segments go to their calendar limits and leave the bounds to
    /// validation).
    @Test func homeAndEndKeepWithinTheBounds() throws {
        var en = try field(.date, "en_US") {
            $0.minimumDate = Civil.date(2026, 11, 10)
            $0.maximumDate = Civil.date(2027, 2, 20)
        }
        press(&en, .home)
        #expect(en.value(of: .month) == 11, "2026 starts in November")
        press(&en, .end)
        #expect(en.value(of: .month) == 12)
        press(&en, .left, .left, .right)
        press(&en, .up, .home)
        #expect(en.value(of: .day) == 1, "December is wholly within")
        press(&en, .left, .down, .tab, .home)
        #expect(en.value(of: .day) == 10)
        press(&en, .tab, .end)
        #expect(en.value(of: .year) == 2027)
        press(&en, .home)
        #expect(en.value(of: .year) == 2026)
        press(&en, .end, .backTab, .backTab)
        press(&en, .end)
        #expect(en.value(of: .month) == 2, "2027 ends in February")
        press(&en, .tab, .end)
        #expect(en.value(of: .day) == 20)

        var free = try field(.date, "en_US")
        press(&free, .end)
        #expect(free.value(of: .month) == 12)
        press(&free, .home)
        #expect(free.value(of: .month) == 1)

        var time = try field(.time, "de_DE", date: Civil.date(2026, 11, 30, 14, 5)) {
            $0.minimumDate = Civil.date(2026, 11, 30, 9, 30)
            $0.maximumDate = Civil.date(2026, 11, 30, 17, 45)
        }
        press(&time, .home)
        #expect(time.value(of: .hour) == 9)
        press(&time, .tab, .home)
        #expect(time.value(of: .minute) == 30)
        press(&time, .backTab, .end, .tab, .end)
        #expect(time.text == "17:45")
    }

    /// 01:30 on 2026-11-01 happens twice in New York; ↑ on the hour passes from the first (EDT) to the second
    /// (EST), ↓ back, as React Aria cycles a zoned hour.
    @Test func theLaterInstantOfARepeatedTime() throws {
        var ny = try field(.dateAndTime, "en_US", zone: "America/New_York", date: Civil.date(2026, 11, 1, 5, 30))
        #expect(ny.text == "11/1/2026, 1:30\u{202F}AM")
        #expect(ny.isRepeatedTime && ny.repeatedTime == .earlier)
        focus(&ny, on: .hour)
        press(&ny, .up)
        #expect(ny.text == "11/1/2026, 1:30\u{202F}AM")
        #expect(ny.repeatedTime == .later)
        #expect(iso(ny) == "2026-11-01T01:30:00-05:00")
        press(&ny, .tab, .up)
        #expect(iso(ny) == "2026-11-01T01:31:00-05:00", "the minute keeps the later instant")
        press(&ny, .backTab, .up)
        #expect(iso(ny) == "2026-11-01T02:31:00-05:00")
        press(&ny, .down)
        #expect(iso(ny) == "2026-11-01T01:31:00-05:00", "down into the repeated hour is its later instant")
        press(&ny, .down)
        #expect(iso(ny) == "2026-11-01T01:31:00-04:00")
        press(&ny, .down)
        #expect(iso(ny) == "2026-11-01T00:31:00-04:00")
        press(&ny, .up, .up)
        type(&ny, "1")
        #expect(ny.repeatedTime == .earlier, "a typed hour is the earlier instant")
        #expect(iso(ny) == "2026-11-01T01:31:00-04:00")

        let later = try field(.dateAndTime, "en_US", zone: "America/New_York", date: Civil.date(2026, 11, 1, 6, 30))
        #expect(later.repeatedTime == .later, "a field starting on the later instant keeps it")
    }

    /// Reiwa 1 begins in May: its month segment runs 5–12 (↓ from May wraps to December, not April); a month
    /// typed before May is kept and reported.
    @Test func anErasFirstYearsMonthsRunFromItsFirst() throws {
        var ja = try field(.date, "ja_JP", calendar: "japanese", date: Civil.date(2019, 5, 10, 12))
        focus(&ja, on: .month)
        #expect(ja.range(at: ja.focus) == 5...12)
        press(&ja, .down)
        #expect(ja.text == "R1/12/10", "\(ja.text)")
        type(&ja, "3")
        #expect(ja.value(of: .month) == 3)
        #expect(ja.problem == "the year has months 5–12, not 3")
    }

    /// With the year being typed digit by digit, a Chinese leap month keeps its leap name (its name is the same
    /// in every year, found near the picker's year), and the year that has it makes the value.
    @Test func aLeapMonthKeepsItsNameWhileTheYearIsTyped() throws {
        var zh = try field(.date, "zh_CN", calendar: "chinese", date: Civil.date(2025, 7, 10, 12), empty: true)
        focus(&zh, on: .month)
        type(&zh, "6")
        press(&zh, .backTab, .up)
        #expect(zh.isLeapMonth)
        focus(&zh, on: .year)
        for (digit, shown) in zip("2025", ["2", "20", "202", "2025"]) {
            type(&zh, String(digit))
            #expect(zh.text.hasPrefix(shown + "年闰六月"), "\(zh.text)")
        }
    }
}
