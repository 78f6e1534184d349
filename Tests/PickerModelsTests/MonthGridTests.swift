import CalendarEngine
import PickerModels
import Foundation
import Testing
import TestSupport

@Suite("Inline calendar and ranges (MonthGrid)")
struct MonthGridTests {
    func grid(
        _ locale: String, calendar: String? = nil, _ date: Date = Civil.date(2026, 11, 15, 12),
        behavior: SelectionBehavior = .single, min: Date? = nil, max: Date? = nil,
        unavailable: UnavailableDays = .none
    ) throws -> MonthGrid {
        try MonthGrid(
            context: CalendarContext(locale: locale, calendar: calendar, timeZone: "UTC"), showing: date,
            behavior: behavior, minimumDate: min, maximumDate: max, today: Civil.date(2026, 11, 30, 9),
            unavailable: unavailable)
    }

    /// React Aria's calendar keys, the one mapping of the terminal's, the C library's and GTK's calendars: the
    /// arrows follow the screen (right to left, → is the day before), Shift with Page Up and Down a year.
    @Test(arguments: [("en_US", 16), ("he_IL", 14), ("ar_EG", 14)])
    func theKeysOnTheFocusedDay(locale: String, rightDay: Int) throws {
        var grid = try grid(locale)
        func day() -> (Int, Int, Int) {
            let date = grid.context.day(julianDay: grid.focusedDay).date
            return (date.year.year, date.month.month + 1, date.day)
        }
        #expect(day() == (2026, 11, 15))
        grid.handle(.right)
        #expect(day() == (2026, 11, rightDay))
        grid.handle(.left)
        grid.handle(.down)
        #expect(day() == (2026, 11, 22))
        grid.handle(.yearForward)
        #expect(day() == (2027, 11, 22))
        grid.handle(.pageUp)
        grid.handle(.end)
        #expect(day() == (2027, 10, 31))
        grid.handle(.home)
        #expect(day() == (2027, 10, 1))
        #expect(MonthGrid.Key(rawValue: "Shift+PageUp") == .yearBack)
    }

    @Test func weeksStartOnTheLocalesFirstWeekday() throws {
        // 2026-11-01 is a Sunday. ISO 8601 (de): its week is Mon 26 Oct – Sun 1 Nov, week 44.
        // US rules (en_US): Sunday starts week 45 (week 1 holds January 1).
        let de = try grid("de_DE")
        #expect(de.heading == "November 2026")
        #expect(de.weekdays.map(\.short) == ["Mo.", "Di.", "Mi.", "Do.", "Fr.", "Sa.", "So."])
        #expect(de.weeks.first?.number == 44)
        #expect(de.weeks.first?.days.map(\.label) == ["26", "27", "28", "29", "30", "31", "1"])
        #expect(de.weeks.first?.days.map(\.isInMonth) == [false, false, false, false, false, false, true])
        #expect(de.weeks.count == 6)
        let us = try grid("en_US")
        #expect(us.weekdays.first?.short == "Su")
        #expect(us.weeks.first?.number == 45 && us.weeks.first?.days.first?.label == "1")
        #expect(us.weeks.count == 5)
        #expect(us.weeks.flatMap(\.days).filter(\.isToday).map(\.label) == ["30"])
        let sunday = try grid("de-DE-u-fw-sun")
        #expect(sunday.weekdays.first?.short == "So." && sunday.weeks.first?.days.first?.label == "1")
    }

    @Test func otherCalendarsAndDigits() throws {
        // 5784 is a Hebrew leap year; 2024-03-15 lies in Adar II (hebcal.com).
        let hebrew = try grid("en", calendar: "hebrew", Civil.date(2024, 3, 15, 12))
        #expect(hebrew.heading == "Adar II 5784")
        let persian = try grid("fa_IR", Civil.date(2026, 11, 30, 12))
        #expect(persian.weekdays.first?.weekday == 7)  // Saturday
        #expect(persian.weeks.flatMap(\.days).contains { $0.label == "۹" && $0.isToday })
        let ja = try grid("ja_JP")
        #expect(ja.heading == "2026年11月")
    }

    @Test func monthsMoveWithinTheBounds() throws {
        var g = try grid("en_US", min: Civil.date(2026, 11, 10), max: Civil.date(2027, 1, 20))
        #expect(!g.canShowPreviousMonth && g.canShowNextMonth)
        let back = g.showPreviousMonth()
        #expect(!back && g.heading == "November 2026")
        #expect(g.weeks.flatMap(\.days).filter { $0.isInMonth && !$0.isDisabled }.count == 21)
        var moved = g.showNextMonth()
        #expect(moved && g.heading == "December 2026")
        moved = g.showNextMonth()
        #expect(moved && g.heading == "January 2027")
        moved = g.showNextMonth()
        #expect(!g.canShowNextMonth && !moved && g.heading == "January 2027")
        moved = g.showPreviousMonth()
        #expect(moved && g.heading == "December 2026")
    }

    /// A range as React Aria's RangeCalendar makes it, in five locales and two calendars besides the Gregorian: the
    /// first pick opens it, the band follows the focus (a reversed pair taken in order), the second pick completes
    /// it, and ICU's interval formatter writes it with the skeleton of the locale's medium date. The texts are
    /// ICU 72's (CLDR 42): later CLDR drops the spaces around de's dash and ja's repeated year, which the issue's
    /// examples show.
    @Test(arguments: [
        ("en_US", nil, "Nov 30\u{2009}–\u{2009}Dec 4, 2026"),
        ("de_DE", nil, "30.11. – 04.12.2026"),
        ("ja_JP", nil, "2026/11/30～2026/12/04"),
        (
            "ar_EG", nil,
            "\u{663}\u{660}\u{200F}/\u{661}\u{661}\u{200F}/\u{662}\u{660}\u{662}\u{666} – \u{664}\u{200F}/\u{661}\u{662}\u{200F}/\u{662}\u{660}\u{662}\u{666}"
        ),
        ("th_TH", nil, "30 พ.ย. – 4 ธ.ค. 2569"),
        ("he_IL", "hebrew", "20–24 בכסלו 5787"),
        ("fa_IR", "persian", "۹ تا ۱۳ آذر ۱۴۰۵"),
    ])
    func aRangeIsPickedAndWrittenAsTheLocaleWritesIt(locale: String, calendar: String?, text: String) throws {
        var g = try grid(locale, calendar: calendar, Civil.date(2026, 12, 4, 12), behavior: .range)
        let end = g.focusedDay, start = end - 4
        #expect(g.selection == .none && g.highlightedRange == nil && g.rangeText == nil)
        let opened = g.tap(end)  // the later day first: the pair is taken in order
        #expect(opened)
        for _ in 0..<4 { g.moveFocus(byDays: -1) }
        #expect(g.highlightedRange == start...end && g.openRangeSpan != nil && g.selectedRange == nil)
        let band = g.weeks.flatMap(\.days).filter(\.isInRange)
        #expect(band.map(\.julianDay) == Array(start...end))
        #expect(band.first!.isRangeStart && !band.first!.isRangeEnd && band.last!.isRangeEnd)
        let completed = g.tap(start)
        #expect(completed)
        #expect(g.selectedRange == start...end && g.openRangeSpan == nil && g.selectedDays == Array(start...end))
        #expect(g.rangeText == text)
        #expect(g.context.formatDays(from: end, through: start) == text)
        // The focus moving on no longer moves a complete range.
        g.moveFocus(byDays: 10)
        #expect(g.highlightedRange == start...end)
        // A third pick starts again.
        let again = g.tap(g.focusedDay)
        #expect(again && g.selection == .range(start: g.focusedDay, end: nil))
    }

    /// Single, range and several days turn into one another keeping what they can.
    @Test func theSelectionModeChangesKeepingTheDays() throws {
        var g = try grid("en_US", behavior: .single)
        let day = g.focusedDay
        g.tap(day)
        g.setBehavior(.range)
        #expect(g.selection == .range(start: day, end: nil))
        let selected = g.select(range: day + 2, through: day)
        #expect(selected && g.selectedRange == day...day + 2 && g.focusedDay == day + 2)
        g.setBehavior(.multiple)
        #expect(g.selection == .multiple([day, day + 1, day + 2]))
        g.setBehavior(.single)
        #expect(g.selection == .none)
        let refused = !g.select(range: day, through: day + 1)  // only in range behaviour
        #expect(refused)
    }

    @Test func rangesNormaliseAndRespectDisabledDays() throws {
        var g = try grid("en_US", behavior: .range, unavailable: UnavailableDays(weekends: true))
        let days = g.weeks.flatMap(\.days).filter(\.isInMonth)
        let day = { (n: Int) in days[n - 1].julianDay }
        #expect(days[6].isDisabled && days[7].isDisabled)  // Sat 7, Sun 8
        let tapped = g.tap(day(7))
        #expect(!tapped)  // a disabled day is ignored
        g.tap(day(12))
        g.tap(day(10))  // reversed: normalised to 10…12
        #expect(g.selection == .range(start: day(10), end: day(12)))
        #expect(g.weeks.flatMap(\.days).filter(\.isSelected).map(\.label) == ["10", "11", "12"])
        g.tap(day(12))
        // While the range is open, the days beyond the weekend are disabled (React Aria's available range), and a
        // tap on one changes nothing.
        #expect(g.openRangeSpan == day(9)...day(13))
        #expect(
            g.weeks.flatMap(\.days).filter { $0.isInMonth && !$0.isDisabled }.map(\.label) == [
                "9", "10", "11", "12", "13",
            ])
        #expect(!g.tap(day(16)) && g.selection == .range(start: day(12), end: nil))
        var multiple = try grid("en_US", behavior: .multiple)
        multiple.tap(day(3)); multiple.tap(day(5)); multiple.tap(day(3))
        #expect(multiple.selection == .multiple([day(5)]))
    }

    /// The keyboard focus (React Aria's focusedDate): days and weeks across months, months keeping the day
    /// (clamped to the month's last), the month's edges, a typed day, all within the bounds; the grid follows.
    @Test func theFocusMovesByDaysWeeksAndMonthsWithinTheBounds() throws {
        var g = try grid(
            "en_US", Civil.date(2026, 1, 31, 12), min: Civil.date(2025, 12, 20), max: Civil.date(2026, 3, 10, 12))
        func focused() -> String { g.isoDate(ofDay: g.focusedDay) }
        #expect(focused() == "2026-01-31" && g.heading == "January 2026")
        #expect(g.weeks.flatMap(\.days).filter(\.isFocused).map(\.label) == ["31"])
        g.moveFocus(byMonths: 1)
        #expect(focused() == "2026-02-28" && g.heading == "February 2026")
        g.moveFocus(byDays: 1)
        #expect(focused() == "2026-03-01" && g.heading == "March 2026")
        g.moveFocus(byDays: 14)  // past the maximum: its day
        #expect(focused() == "2026-03-10")
        g.moveFocus(byMonths: -3)  // before the minimum: its day
        #expect(focused() == "2025-12-20" && g.heading == "December 2025")
        g.focusMonthEdge(last: true)
        #expect(focused() == "2025-12-31")
        #expect(g.focus(dayOfMonth: 24) && focused() == "2025-12-24")
        #expect(!g.focus(dayOfMonth: 32) && focused() == "2025-12-24")
        g.moveFocus(byDays: .min)  // any Int, no overflow
        #expect(focused() == "2025-12-20")
        // A Hebrew leap year's Adar I to the common year's: by month arithmetic, day kept.
        var he = try grid("he_IL", calendar: "hebrew", Civil.date(2024, 2, 20, 12))  // 11 Adar I 5784
        he.moveFocus(byMonths: 1)
        #expect(he.isoDate(ofDay: he.focusedDay) == "2024-03-21")  // 11 Adar II
        // A month an era splits counts once (Shōwa 64 is January 1–7, Heisei 1 from January 8; Meiji 45 July
        // 1–29, Taishō 1 July 30–31): by month from January 5 is February 5, from June 30 is July 30.
        var ja = try grid("ja_JP", calendar: "japanese", Civil.date(1989, 1, 5, 12))
        ja.moveFocus(byMonths: 1)
        #expect(ja.isoDate(ofDay: ja.focusedDay) == "1989-02-05")
        ja.moveFocus(byMonths: -1)
        #expect(ja.isoDate(ofDay: ja.focusedDay) == "1989-01-05")
        var meiji = try grid("ja_JP", calendar: "japanese", Civil.date(1912, 6, 30, 12))
        meiji.moveFocus(byMonths: 1)
        #expect(meiji.isoDate(ofDay: meiji.focusedDay) == "1912-07-30")
        meiji.moveFocus(byMonths: 2)
        #expect(meiji.isoDate(ofDay: meiji.focusedDay) == "1912-09-30")
        // Sitka turned its clock back a whole day in 1867: bounds an hour apart can name the 19th, then the 18th.
        // Moving the focus between them must not trap (a reversed range of days had).
        var sitka = try MonthGrid(
            context: CalendarContext(locale: "en_US", timeZone: "America/Sitka"),
            showing: Civil.date(1867, 10, 19, 0), minimumDate: Civil.date(1867, 10, 18, 22),
            maximumDate: Civil.date(1867, 10, 19, 4))
        sitka.focusMonthEdge(last: false)
        sitka.moveFocus(byDays: -1)
        #expect(["1867-10-18", "1867-10-19"].contains(sitka.isoDate(ofDay: sitka.focusedDay)))
        // Samoa's skipped 2011-12-30 can hold the focus, named by its date, but cannot be picked.
        var apia = try MonthGrid(
            context: CalendarContext(locale: "en_GB", timeZone: "Pacific/Apia"),
            showing: Civil.date(2011, 12, 29, 12, offset: -10), today: Civil.date(2011, 12, 1))
        apia.moveFocus(byDays: 1)
        #expect(apia.isoDate(ofDay: apia.focusedDay) == "2011-12-30" && !apia.isSelectable(apia.focusedDay))
    }
}
