import Foundation
import Testing
import TestSupport

/// `datepick pick --style field` in a pseudo-terminal: a one-line field drawn in place, keys in, stdout checked.
@Suite("datepick pick --style field in a terminal", .serialized)
struct FieldPickTests {
    static let up = "\u{1B}[A", tab = "\t", escape = "\u{1B}", enter = "\r", backspace = "\u{7F}"
    static let left = "\u{1B}[D", backTab = "\u{1B}[Z"

    /// Types the keys and Enter, and checks that the picker exits 0 printing the value.
    func accepts(
        _ term: PseudoTerminal, after keys: String, printing value: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        term.type(keys + Self.enter)
        let result = term.finish()
        #expect(result.status == 0, sourceLocation: sourceLocation)
        #expect(result.stdout == value, sourceLocation: sourceLocation)
    }

    func pick(_ arguments: [String]) throws -> PseudoTerminal {
        try PseudoTerminal(
            Run.binary, ["pick", "--style", "field"] + arguments, environment: ["LANG": "C.UTF-8", "NO_COLOR": "1"])
    }

    @Test func typesADateInPlaceAndPrintsIt() throws {
        let term = try pick(["--locale", "en_US", "--date", "2026-11-30", "--zone", "UTC", "--title", "Due:"])
        #expect(term.waitFor("Due: [11]/30/2026"))
        term.type(Self.up + "2")  // December, then 2 moves on: February… the month is typed over
        #expect(term.waitFor("2/[30]/2026"))
        term.type(Self.enter)
        #expect(term.waitFor("the month has days 1–28, not 30"), "Enter on an invalid value says why")
        term.type("14")
        #expect(term.waitFor("2/14/[2026]"))
        accepts(term, after: "", printing: "2026-02-14\n")
        #expect(!term.screen.contains("\u{1B}[?1049h"), "no alternate screen")
    }

    /// Bracketed paste is asked for while the field is up and turned off after; a paste is a whole date.
    @Test func aBracketedPasteIsReadAsADate() throws {
        let term = try pick(["--locale", "en_GB", "--zone", "UTC", "--empty"])
        #expect(term.waitFor("[––]/––/––––"))
        #expect(term.screen.contains("\u{1B}[?2004h"), "bracketed paste asked for")
        term.type("\u{1B}[200~tomorrow\u{1B}[201~")
        #expect(term.waitFor("cannot read 'tomorrow' as a date value"), "an unreadable paste says why")
        term.type("\u{1B}[200~30 November 2026\u{1B}[201~")
        #expect(term.waitFor("[30]/11/2026"))
        accepts(term, after: "", printing: "2026-11-30\n")
        #expect(term.screen.contains("\u{1B}[?2004l"), "and turned off again")
    }

    @Test func emptyStartsBlankAndEscapeCancels() throws {
        let term = try pick(["--locale", "de_DE", "--mode", "time", "--zone", "UTC", "--empty"])
        #expect(term.waitFor("[––]:––"))
        term.type("9")
        #expect(term.waitFor("09:[––]"), "9 is the hour: no second digit keeps it within 23")
        term.type(Self.backspace + Self.backspace + "7")
        #expect(term.waitFor("07:[––]"), "Backspace went back to the hour and emptied it")
        term.type(Self.escape)
        let result = term.finish()
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
    }

    @Test func theCountdownAndEmptyWithoutTheFieldAreRefused() throws {
        let countdown = try Run(["pick", "--style", "field", "--mode", "countDownTimer"])
        #expect(countdown.status == 64)
        #expect(countdown.stderr.contains("any mode but countDownTimer"))
        let empty = try Run(["pick", "--empty"])
        #expect(empty.status == 64)
    }

    /// Dates ICU writes: ja_JP `y/M/d`; ar_EG `d‏/M‏/y` in Arabic-Indic digits, right to left; he_IL's Hebrew
    /// `d בMMMM y` (1 Elul 5787 is 2027-09-03); zh_CN's Chinese `r年MMMd` (闰六月17 of the year beginning in 2025
    /// is 2025-08-10); fa_IR's Persian `y/M/d` in Persian digits (1404/11/1 is 2026-01-21).
    @Test func typesInJapanese() throws {
        let term = try pick(["--locale", "ja_JP", "--date", "2026-11-30", "--zone", "UTC"])
        #expect(term.waitFor("[2026]/11/30"))
        term.type("2027")
        #expect(term.waitFor("2027/[11]/30"), "four digits move on to the month")
        term.type("3")
        #expect(term.waitFor("2027/3/[30]"), "3 moves on: no second digit keeps it within 12")
        accepts(term, after: "1", printing: "2027-03-01\n")
    }

    /// The Japanese calendar's `GGGGGy/M/d`: ↓ on the era steps to the era before (Heisei, H), PgUp adds 5 years,
    /// PgDn takes 2 months, End and Home go to the month's last and first day (Heisei 13 is 2001).
    @Test func erasPagingHomeAndEndInTheJapaneseCalendar() throws {
        let term = try pick(["--locale", "ja_JP", "--calendar", "japanese", "--date", "2026-11-30", "--zone", "UTC"])
        #expect(term.waitFor("[R]8/11/30"))
        term.type("\u{1B}[B")
        #expect(term.waitFor("[H]8/11/30"), "↓: the era before")
        term.type(Self.tab + "\u{1B}[5~")
        #expect(term.waitFor("H[13]/11/30"), "PgUp: five years")
        term.type(Self.tab + "\u{1B}[6~")
        #expect(term.waitFor("H13/[9]/30"), "PgDn: two months")
        term.type(Self.tab + "\u{1B}[H")
        #expect(term.waitFor("H13/9/[1]"), "Home: the first day")
        term.type("\u{1B}[F")
        #expect(term.waitFor("H13/9/[30]"), "End: September's last")
        accepts(term, after: "", printing: "2001-09-30\n")
    }

    /// ICU's Arabic `d‏/M‏/y` has right-to-left marks, so the bidi algorithm puts the year on the left and the
    /// day, first in reading order, on the right; the line is written left to right in that order, marks left
    /// out.
    @Test func arabicMovesByScreenPositionAndTakesArabicDigits() throws {
        let term = try pick(["--locale", "ar_EG", "--date", "2026-11-30", "--zone", "UTC"])
        #expect(term.waitFor("٢٠٢٦/١١/[٣٠]"), "the day comes first in reading order, at the right")
        term.type(Self.left)  // on screen left of the day: the month
        #expect(term.waitFor("٢٠٢٦/[١١]/٣٠"))
        accepts(term, after: "١٢", printing: "2026-12-30\n")
    }

    /// A Hebrew time `H:mm` is one left-to-right run: the hour stays on the left (not mirrored to `05:14`),
    /// and → moves to the minute on its right.
    @Test func hebrewTimeKeepsTheHourOnTheLeft() throws {
        let term = try pick(["--locale", "he_IL", "--mode", "time", "--date", "2026-11-30T14:05", "--zone", "UTC"])
        #expect(term.waitFor("[14]:05"))
        term.type("\u{1B}[C")
        #expect(term.waitFor("14:[05]"))
        #expect(term.screen.contains("\u{1B}[8l"), "a terminal with bidi of its own is asked to draw as written")
        accepts(term, after: "30", printing: "14:30\n")
        #expect(term.screen.contains("\u{1B}[8h"), "and given its implicit mode back")
    }

    @Test func hebrewTakesTheThirteenthMonth() throws {
        let term = try pick(["--locale", "he_IL", "--calendar", "hebrew", "--date", "2026-11-30", "--zone", "UTC"])
        #expect(term.waitFor("[20]"))
        term.type("1" + Self.tab)
        // Written as the screen shows `1 בכסלו 5787` (the bidi algorithm's order, the Hebrew from its end), for
        // terminals that draw text as written.
        #expect(term.waitFor("5787 [ולסכ]ב 1"))
        term.type("13")
        #expect(term.waitFor("[5787] לולאב 1"), "13 in the leap year 5787 is Elul")
        accepts(term, after: "", printing: "2027-09-03\n")
    }

    @Test func chineseTypesTheRelatedYearAndStepsToTheLeapMonth() throws {
        let term = try pick(["--locale", "zh_CN", "--calendar", "chinese", "--date", "2026-11-30", "--zone", "UTC"])
        #expect(term.waitFor("[2026]年十月22"))
        term.type("2025")
        #expect(term.waitFor("2025年[十月]22"))
        term.type("6" + Self.backTab + Self.up)
        #expect(term.waitFor("2025年[闰六月]22"))
        accepts(term, after: Self.tab + "17", printing: "2025-08-10\n")
    }

    @Test func persianDigitsType() throws {
        let term = try pick(["--locale", "fa_IR", "--date", "2026-11-30", "--zone", "UTC", "--empty"])
        #expect(term.waitFor("[––––]/––/––"))
        term.type("۱۴۰۴۱۱۱")
        #expect(term.waitFor("۱۴۰۴/۱۱/[۱]"))
        accepts(term, after: "", printing: "2026-01-21\n")
    }

    /// en_US's `M/d/y, h:mm a`: `p` in the day period sets PM.
    @Test func theDayPeriodTakesItsLetter() throws {
        let term = try pick([
            "--locale", "en_US", "--mode", "dateAndTime", "--date", "2026-11-30T09:05", "--zone", "UTC",
        ])
        #expect(term.waitFor("[11]/30/2026, 9:05\u{202F}AM"))
        term.type(String(repeating: Self.tab, count: 5) + "p")
        #expect(term.waitFor("9:05\u{202F}[PM]"))
        accepts(term, after: "", printing: "2026-11-30T21:05:00Z\n")
    }

    /// 01:30 on 2026-11-01 happens twice in New York: ↑ on the hour passes to the later, told by its offset.
    @Test func theLaterOfARepeatedTime() throws {
        let term = try pick([
            "--locale", "en_US", "--mode", "dateAndTime", "--date", "2026-11-01T01:30", "--zone", "America/New_York",
        ])
        #expect(term.waitFor("the earlier of two such times, GMT-04:00"))
        term.type(String(repeating: Self.tab, count: 3) + Self.up)
        #expect(term.waitFor("the later of two such times, GMT-05:00"))
        accepts(term, after: "", printing: "2026-11-01T01:30:00-05:00\n")
    }

    /// The later instant outside the bounds: the offset said is the field's (EST, -05:00), not the picker's last
    /// valid value's (the earlier, EDT). The keys are typed before the field is drawn: typed ahead, they are its
    /// first keys.
    @Test func theOffsetSaidIsTheFieldsOwn() throws {
        let term = try pick([
            "--locale", "en_US", "--mode", "dateAndTime", "--date", "2026-11-01T00:30", "--zone", "America/New_York",
            "--max", "2026-11-01T05:40Z",
        ])
        term.type(String(repeating: Self.tab, count: 3) + Self.up)
        #expect(term.waitFor("the earlier of two such times, GMT-04:00"))
        term.type(Self.up)
        #expect(term.waitFor("the later of two such times, GMT-05:00"))
        term.type(Self.enter)
        #expect(term.waitFor("after the latest date allowed"))
        term.type(Self.escape)
        #expect(term.finish().status == 1)
    }

    /// A minute typed off the interval is what the field shows; the line below says what the picker took, which
    /// Enter prints.
    @Test func aRoundedMinuteIsSaid() throws {
        let term = try pick([
            "--locale", "en_US", "--mode", "time", "--date", "2026-11-30T14:00", "--zone", "UTC", "--minute-interval",
            "15",
        ])
        #expect(term.waitFor("[2]:00"))
        term.type(Self.tab + "07")
        #expect(term.waitFor("2:07\u{202F}[PM]"), "07 fills the minute and moves on")
        #expect(term.waitFor("taken as 2:00\u{202F}PM, on the 15-minute interval"))
        accepts(term, after: "", printing: "14:00\n")
    }
}
