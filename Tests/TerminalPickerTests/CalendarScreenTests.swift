import CalendarEngine
import PickerModels
import Foundation
import TerminalPicker
import Testing
import TestSupport

/// What the inline calendar's screen adds around the month: week numbers and the legend of today's mark.
@Suite("Calendar screen")
struct CalendarScreenTests {
    func session(_ locale: String, _ date: Date = Civil.date(2026, 11, 30, 12)) throws -> CalendarPickSession {
        CalendarPickSession(
            try MonthGrid(
                context: CalendarContext(locale: locale, timeZone: "UTC"), showing: date,
                today: Civil.date(2026, 11, 12, 9)))
    }

    /// `--week-numbers`: a column at the weeks' start (the right in right-to-left locales) with the week of the
    /// year by the locale's rules, under the locale's own title for the week or none. November 2026: ISO weeks
    /// 44–49 in Germany (1 November is a Sunday, in the week from 26 October), US weeks 45–49. A terminal too
    /// narrow for the column and the days keeps the days.
    @Test func weekNumbersByTheLocalesRules() throws {
        func lines(_ locale: String, width: Int = 80, color: Bool = false) throws -> [String] {
            let grid = try MonthGrid(
                context: CalendarContext(locale: locale, timeZone: "UTC"), showing: Civil.date(2026, 11, 30, 12),
                today: Civil.date(2026, 11, 12, 9))
            return CalendarPickSession(grid, weekNumbers: true).render(
                width: width, height: 30, color: color, header: "h"
            )
            .components(separatedBy: "\r\n")
        }
        let de = try lines("de_DE")
        #expect(de.contains("     W   Mo.  Di.  Mi.  Do.  Fr.  Sa.  So."))
        #expect(de.contains("    44                                   1") && de.contains("    49   [30]"))
        let en = try lines("en_US")
        #expect(
            en.contains("    wk   Su  Mo  Tu  We  Th  Fr  Sa") && en.contains("    45    1   2   3   4   5   6   7"))
        #expect(en.contains("    49   29 [30]"))
        let ar = try lines("ar_EG")
        #expect(ar.contains { $0.hasSuffix("   س    الأسبوع") } && ar.contains("    ٦   ٥   ٤   ٣   ٢   ١        ٤٥"))
        // Kalaallisut has no title of its own for the week: the head of the column is blank, not English.
        let kl = try lines("kl_GL")
        #expect(kl.contains("         ata  mar  pin  sis  tal  arf  sap") && kl.contains("    49   [30]"))
        let colored = try lines("en_US", color: true)
        #expect(colored.contains { $0.hasPrefix("    \u{1B}[2m45\u{1B}[0m    1") })
        let narrow = try lines("de_DE", width: 30)
        #expect(narrow.contains("  M   D   M   D   F   S   S") && !narrow.contains { $0.contains("44") })
        let plain = CalendarPickSession(
            try MonthGrid(
                context: CalendarContext(locale: "de_DE", timeZone: "UTC"),
                showing: Civil.date(2026, 11, 30, 12)))
        #expect(!plain.render(width: 80, height: 30, color: false, header: "h").contains(" 44 "))
    }

    /// The keys line says what marks today, where a month shows the mark: `* today` without color, the
    /// underlining with it; a month without today, or with today under the focus's own mark, has no legend.
    @Test func theTodayMarkIsExplained() throws {
        let s = try session("en_US")  // today the 12th, the 30th focused
        let plain = s.render(width: 80, height: 30, color: false, header: "h").components(separatedBy: "\r\n")
        #expect(
            plain.last?.hasPrefix(" Enter accept · Esc/q cancel · * today · ←/→ day") == true, "\(plain.last ?? "")")
        let colored = s.render(width: 80, height: 30, color: true, header: "h").components(separatedBy: "\r\n")
        #expect(colored.last?.contains("Esc/q cancel · \u{1B}[4mtoday\u{1B}[0m · ←/→ day") == true)
        let december = try session("en_US", Civil.date(2026, 12, 3, 12))
        #expect(!december.render(width: 80, height: 30, color: false, header: "h").contains("today"))
        let onToday = try session("en_US", Civil.date(2026, 11, 12, 12))  // [12]: no * drawn
        #expect(!onToday.render(width: 80, height: 30, color: false, header: "h").contains("today"))
    }
}
