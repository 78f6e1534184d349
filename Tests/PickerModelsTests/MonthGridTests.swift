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
        unavailable: @escaping @Sendable (Date) -> Bool = { _ in false }
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

    @Test func rangesNormaliseAndRespectDisabledDays() throws {
        let weekend: @Sendable (Date) -> Bool = { date in
            let days = Int((date.timeIntervalSince1970 / 86_400).rounded(.down))
            return [3, 2].contains((days % 7 + 7) % 7)  // 1970-01-01 was a Thursday: 2 = Saturday, 3 = Sunday
        }
        var g = try grid("en_US", behavior: .range, unavailable: weekend)
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
        g.tap(day(16))  // spans the weekend: a new start instead
        #expect(g.selection == .range(start: day(16), end: nil))
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
