import CalendarEngine
import PickerModels
import Foundation
import TerminalPicker
import Testing
import TextWidth
import TestSupport

@Suite("Key decoding")
struct KeyDecoderTests {
    @Test func sequencesAndCharacters() {
        var decoder = KeyDecoder()
        let bytes = Array(
            "\u{1B}[A\u{1B}[B\u{1B}OC\u{1B}[D\t\u{1B}[Z\u{1B}[5~\u{1B}[6~\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\r\u{03}\u{1A}7٣"
                .utf8)
        #expect(
            decoder.feed(bytes) == [
                .up, .down, .right, .left, .tab, .backTab, .pageUp, .pageDown, .home, .end,
                .home, .end, .enter, .interrupt, .suspend, .character("7"), .character("٣"),
            ])
    }

    @Test func aLoneEscapeWaitsForThePause() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]).isEmpty && decoder.isWaiting)
        #expect(decoder.flush() == [.escape])
        // A sequence split across reads is one key.
        #expect(decoder.feed([0x1B, UInt8(ascii: "[")]).isEmpty)
        #expect(decoder.feed([UInt8(ascii: "B")]) == [.down])
        // ESC followed by a plain character is Escape, then the character.
        #expect(decoder.feed([0x1B, UInt8(ascii: "q")]) == [.escape, .character("q")])
    }

    /// xterm's bracketed paste: the text between `CSI 200 ~` and `CSI 201 ~` is one key, even split across reads
    /// and holding what would otherwise be keys (a newline, an escape); keys after it decode as keys.
    @Test func aBracketedPasteIsOneKey() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[200~Nov 30,".utf8)).isEmpty && decoder.isWaiting)
        #expect(
            decoder.feed(Array(" 2026\r\u{1B}[A\u{1B}[201~\u{1B}[B".utf8)) == [.paste("Nov 30, 2026\r\u{1B}[A"), .down])
        #expect(decoder.feed(Array("\u{1B}[200~\u{1B}[201~x".utf8)) == [.paste(""), .character("x")])
        // More than a date could be is dropped whole, not typed key by key.
        let long = "\u{1B}[200~" + String(repeating: "1", count: 5000) + "\u{1B}[201~"
        #expect(decoder.feed(Array(long.utf8)) == [.unknown])
    }

    @Test func garbageIsUnknownNotACrash() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0xFF, 0x80, 0x01]) == [.unknown, .unknown, .unknown])
        // DEL and Ctrl-H are Backspace, which the typed field takes.
        #expect(decoder.feed([0x7F, 0x08]) == [.backspace, .backspace])
        // An endless parameter list is dropped as one unknown key, and what follows decodes normally.
        #expect(decoder.feed(Array("\u{1B}[99;99;99;99;99;99;99;99".utf8)) == [.unknown])
        #expect(decoder.feed(Array("x".utf8)) == [.character("x")])
        #expect(!decoder.isWaiting)
    }
}

@Suite("Pick sessions")
struct PickSessionTests {
    func session(
        _ mode: DatePickerMode = .date, _ locale: String = "en_US", date: Date = Civil.date(2026, 11, 30, 14, 5)
    ) throws -> PickSession {
        PickSession(
            .date(try DatePicker(DatePickerConfiguration(mode: mode, locale: locale, timeZone: "UTC"), date: date)))
    }

    @Test func focusMovesAndWheelsSpin() throws {
        var s = try session()  // month, day, year
        #expect(s.focus == 0)
        #expect(s.handle(.down, at: 0) == .running)
        #expect(s.picker.isoString == "2026-12-30")
        _ = s.handle(.backTab, at: 0)  // wraps to the year wheel
        #expect(s.focus == 2)
        _ = s.handle(.character("k"), at: 0)
        #expect(s.picker.isoString == "2025-12-30")
        _ = s.handle(.right, at: 0)
        #expect(s.focus == 0)
        #expect(s.handle(.enter, at: 0) == .accepted)
        var other = try session()
        #expect(other.handle(.escape, at: 0) == .cancelled)
    }

    @Test func digitsJumpInTheLocalesDigitsToo() throws {
        var s = try session(.date, "ar_EG")  // day, month, year
        _ = s.handle(.character("٢"), at: 10)
        _ = s.handle(.character("٥"), at: 10.5)
        #expect(s.picker.isoString == "2026-11-25")
        _ = s.handle(.character("3"), at: 20)  // after a pause, a new number
        #expect(s.picker.isoString == "2026-11-03")
    }

    /// Digits jump by the row's number, not by the digits of its label, and to the match nearest the selection
    /// (found in review: on Berlin's autumn day `02 (GMT+1)` read as 21; the dateAndTime day `12月5日(土)` as 125;
    /// 29 on the day wheel went to June, the first match in the wheel; Today could not be typed).
    @Test func digitsJumpByTheRowsNumberToTheNearestMatch() throws {
        func typing(_ text: String, _ configuration: DatePickerConfiguration, date: Date, tabs: Int = 0) throws
            -> String
        {
            var s = PickSession(.date(try DatePicker(configuration, date: date, today: Civil.date(2026, 11, 30, 12))))
            for _ in 0..<tabs { _ = s.handle(.tab, at: 0) }
            for (index, character) in text.enumerated() {
                _ = s.handle(.character(character), at: 1 + Double(index) * 0.1)
            }
            return s.picker.isoString
        }
        let berlin = DatePickerConfiguration(mode: .time, locale: "de_DE", timeZone: "Europe/Berlin")
        #expect(try typing("21", berlin, date: Civil.date(2026, 10, 25, 12, offset: 1)) == "21:00")
        let newYork = DatePickerConfiguration(mode: .time, locale: "en_US", timeZone: "America/New_York")
        #expect(try typing("1", newYork, date: Civil.date(2026, 11, 1, 0, 30, offset: -4)) == "01:30")
        let en = DatePickerConfiguration(mode: .dateAndTime, locale: "en_US", timeZone: "UTC")
        #expect(try typing("29", en, date: Civil.date(2026, 11, 30, 14, 5)) == "2026-11-29T14:05:00Z")
        #expect(try typing("30", en, date: Civil.date(2026, 12, 3, 14, 5)) == "2026-11-30T14:05:00Z")
        let ja = DatePickerConfiguration(mode: .dateAndTime, locale: "ja_JP", timeZone: "UTC")
        #expect(try typing("5", ja, date: Civil.date(2026, 11, 30, 14, 5)) == "2026-12-05T14:05:00Z")
        #expect(try typing("15", ja, date: Civil.date(2026, 11, 30, 14, 5), tabs: 1) == "2026-11-30T15:05:00Z")
        // A month written as a name is typed by its number.
        let month = DatePickerConfiguration(mode: .date, locale: "en_US", timeZone: "UTC")
        #expect(try typing("3", month, date: Civil.date(2026, 11, 30, 14, 5)) == "2026-03-30")
        // Months by the number ICU writes: Adar of the common year 5786 is 6 (ICU counts it 6 of 0–12), and
        // Chinese 6 is the nearer of the sixth month and the leap sixth of 2025.
        let hebrew = DatePickerConfiguration(
            mode: .date, locale: "ja_JP", calendar: "hebrew", timeZone: "Asia/Jerusalem")
        // 21 Tevet → 21 Adar
        #expect(try typing("6", hebrew, date: Civil.date(2026, 1, 10, 12), tabs: 1) == "2026-03-10")
        let chinese = DatePickerConfiguration(mode: .date, locale: "zh_CN", calendar: "chinese", timeZone: "UTC")
        #expect(try typing("6", chinese, date: Civil.date(2025, 9, 1, 12), tabs: 1) == "2025-08-03")  // 七月10 → 闰六月10
        let japanese = DatePickerConfiguration(mode: .date, locale: "ja_JP", calendar: "japanese", timeZone: "UTC")
        #expect(try typing("1", japanese, date: Civil.date(2026, 11, 30, 14, 5)) == "2019-11-30")  // 令和元年
    }

    /// Home and End reach the first and last allowed years, not the ends of the year wheel's window of rows
    /// (found in review: Home went back 100 years at a time).
    @Test func homeAndEndReachTheFirstAndLastAllowedYear() throws {
        var s = try session(.date, "ja_JP")  // year, month, day
        _ = s.handle(.home, at: 0)
        #expect(s.picker.isoString == "0001-11-30")
        _ = s.handle(.end, at: 0)
        #expect(s.picker.isoString == "9999-11-30")
        var bounded = PickSession(
            .date(
                try DatePicker(
                    DatePickerConfiguration(
                        mode: .date, locale: "ja_JP", timeZone: "UTC",
                        minimumDate: Civil.date(1800, 3, 1)),
                    date: Civil.date(2026, 11, 30, 14, 5))))
        _ = bounded.handle(.home, at: 0)
        #expect(bounded.picker.isoString == "1800-11-30")
        var both = try session(.dateAndTime, "en_US")  // the day wheel: a window of days
        _ = both.handle(.end, at: 0)
        #expect(both.picker.isoString.hasPrefix("9999-12-31T"))
    }

    /// The two 01:30s of New York's autumn day are told apart on screen by their offsets; other times carry none.
    @Test func aRepeatedTimeShowsItsOffset() throws {
        let configuration = DatePickerConfiguration(mode: .time, locale: "en_US", timeZone: "America/New_York")
        let first = PickSession(.date(try DatePicker(configuration, date: Civil.date(2026, 11, 1, 1, 30, offset: -4))))
        let second = PickSession(.date(try DatePicker(configuration, date: Civil.date(2026, 11, 1, 1, 30, offset: -5))))
        #expect(first.valueLine.hasSuffix("(GMT-4)") && second.valueLine.hasSuffix("(GMT-5)"))
        let later = PickSession(.date(try DatePicker(configuration, date: Civil.date(2026, 11, 1, 3, 30, offset: -5))))
        #expect(!later.valueLine.contains("GMT"))
    }

    @Test func outputIsISOOrAPattern() throws {
        let s = try session()
        #expect(s.output(pattern: nil) == "2026-11-30")
        #expect(s.output(pattern: "d MMMM y") == "30 November 2026")
    }
}

@Suite("Calendar pick sessions")
struct CalendarPickSessionTests {
    func session(_ locale: String, _ date: Date = Civil.date(2026, 11, 30, 12), min: Date? = nil) throws
        -> CalendarPickSession
    {
        CalendarPickSession(
            try MonthGrid(
                context: CalendarContext(locale: locale, timeZone: "UTC"), showing: date,
                minimumDate: min, today: Civil.date(2026, 11, 12, 9)))
    }

    @Test func keysMoveTheFocusAndEnterTakesIt() throws {
        var s = try session("en_US")
        for key: Key in [.right, .down, .pageDown, .left, .up] { #expect(s.handle(key, at: 0) == .running) }
        #expect(s.output(pattern: nil) == "2026-12-31")  // Nov 30 → Dec 1 → Dec 8 → Jan 8 → Jan 7 → Dec 31
        _ = s.handle(.end, at: 0)
        _ = s.handle(.character("1"), at: 1)
        _ = s.handle(.character("5"), at: 1.2)
        #expect(
            s.output(pattern: nil) == "2026-12-15" && s.output(pattern: "EEEE d MMMM y") == "Tuesday 15 December 2026")
        #expect(s.handle(.enter, at: 2) == .accepted)
        #expect(s.handle(.character("q"), at: 3) == .cancelled)
        // Right-to-left weeks run leftwards: → is the day before.
        var ar = try session("ar_EG")
        _ = ar.handle(.right, at: 0)
        #expect(ar.output(pattern: nil) == "2026-11-29")
    }

    @Test func aDayThatCannotBePickedIsNotTaken() throws {
        var s = try session("en_US", min: Civil.date(2026, 11, 10, 12))
        _ = s.handle(.home, at: 0)  // the month's first day, but not before the minimum
        #expect(s.output(pattern: nil) == "2026-11-10" && s.handle(.enter, at: 0) == .accepted)
        var apia = CalendarPickSession(
            try MonthGrid(
                context: CalendarContext(locale: "en_GB", timeZone: "Pacific/Apia"),
                showing: Civil.date(2011, 12, 29, 12, offset: -10)))
        _ = apia.handle(.right, at: 0)
        #expect(apia.handle(.enter, at: 0) == .running && apia.valueLine.hasSuffix("(cannot be picked)"))
        #expect(apia.valueLine.hasPrefix("2011-12-30 · Friday, 30 December 2011"))
    }

    /// dateAndTime: the time wheels below the month, reached with Tab; the day follows the calendar at the same
    /// wall time, moved later where the clocks skipped it, and the calendar follows the time into the bounds.
    @Test func theTimeWheelsFollowTheCalendar() throws {
        let configuration = DatePickerConfiguration(
            mode: .dateAndTime, locale: "en_US", timeZone: "America/New_York",
            minimumDate: Civil.date(2026, 3, 6, 10, offset: -5))
        let picker = try DatePicker(configuration, date: Civil.date(2026, 3, 7, 2, 30, offset: -5))
        var s = CalendarPickSession(
            try MonthGrid(
                context: picker.context, showing: picker.date,
                minimumDate: configuration.minimumDate), picker: picker)
        _ = s.handle(.right, at: 0)  // March 8: 02:30 was skipped, so 03:30 EDT
        #expect(s.output(pattern: nil) == "2026-03-08T03:30:00-04:00")
        _ = s.handle(.tab, at: 0)  // the hour wheel
        #expect(s.focusedWheel == picker.fields.firstIndex(of: .hour))
        _ = s.handle(.down, at: 0)
        #expect(s.output(pattern: nil) == "2026-03-08T04:30:00-04:00")
        _ = s.handle(.character("9"), at: 1)
        #expect(s.output(pattern: nil) == "2026-03-08T09:30:00-04:00")
        _ = s.handle(.backTab, at: 2)  // back to the calendar
        #expect(s.focusedWheel == nil)
        _ = s.handle(.up, at: 2)  // a week back is before the minimum: its day, 10:00
        #expect(s.output(pattern: nil) == "2026-03-06T10:00:00-05:00")
        #expect(s.output(pattern: "d MMM h:mm a") == "6 Mar 10:00 AM")
        let screen = s.render(width: 100, height: 30, color: false, header: "head")
        #expect(screen.contains("   March 2026") && screen.contains("    hour   minute   AM/PM"))
        #expect(screen.contains("Tab time"))
    }

    /// The wall time chosen is given to each day: only the day that lacks it moves it (later by the gap, or
    /// earlier where later would leave the day), and the calendar never shows a day the value is not on (found in
    /// review: 02:30 stayed 03:30 after New York's spring day; Lisbon's 1940-02-24 showed while the value was
    /// the 25th; a minimum of 23:50 with 15-minute steps left the 30th focused and the value on December 1).
    @Test func eachDayGetsTheWallTimeChosen() throws {
        func session(_ zone: String, _ date: Date, _ configure: (inout DatePickerConfiguration) -> Void = { _ in })
            throws -> CalendarPickSession
        {
            var configuration = DatePickerConfiguration(mode: .dateAndTime, locale: "en_GB", timeZone: zone)
            configure(&configuration)
            let picker = try DatePicker(configuration, date: date)
            return CalendarPickSession(
                try MonthGrid(context: picker.context, showing: picker.date, minimumDate: configuration.minimumDate),
                picker: picker)
        }
        var newYork = try session("America/New_York", Civil.date(2026, 3, 7, 2, 30, offset: -5))
        var seen: [String] = []
        for key: Key in [.right, .right, .left, .left] {
            _ = newYork.handle(key, at: 0)
            seen.append(newYork.output(pattern: nil))
        }
        #expect(
            seen == [
                "2026-03-08T03:30:00-04:00", "2026-03-09T02:30:00-04:00", "2026-03-08T03:30:00-04:00",
                "2026-03-07T02:30:00-05:00",
            ])
        // Keys on the wheels that change nothing keep the wall time chosen (→ between wheels on March 8 had made
        // 03:30 the time of every later day).
        var wheels = try session("America/New_York", Civil.date(2026, 3, 7, 2, 30, offset: -5))
        // ← to AM/PM, Tab to the calendar
        for key: Key in [.right, .tab, .left, .tab, .right] { _ = wheels.handle(key, at: 0) }
        #expect(wheels.output(pattern: nil) == "2026-03-09T02:30:00-04:00")
        // So do digits that reach the row already selected: 3 on March 8's hour wheel, at 03:30.
        var typing = try session("America/New_York", Civil.date(2026, 3, 7, 2, 30, offset: -5))
        for key: Key in [.right, .tab, .character("3"), .tab, .tab, .right] { _ = typing.handle(key, at: 0) }
        #expect(typing.output(pattern: nil) == "2026-03-09T02:30:00-04:00")
        var lisbon = try session("Europe/Lisbon", Civil.date(1940, 2, 23, 23, 30))
        _ = lisbon.handle(.right, at: 0)
        #expect(
            lisbon.output(pattern: nil) == "1940-02-24T22:30:00Z"
                && lisbon.grid.isoDate(ofDay: lisbon.grid.focusedDay) == "1940-02-24")
        var late = try session("America/New_York", Civil.date(2026, 11, 30, 23, offset: -5)) {
            $0.minimumDate = Civil.date(2026, 11, 30, 23, 50, offset: -5); $0.minuteInterval = 15
        }
        #expect(late.output(pattern: nil) == "2026-12-01T00:00:00-05:00")
        _ = late.handle(.left, at: 0)
        #expect(
            late.output(pattern: nil) == "2026-12-01T00:00:00-05:00"
                && late.grid.isoDate(ofDay: late.grid.focusedDay) == "2026-12-01")
        _ = late.handle(.tab, at: 0)
        #expect(late.render(width: 200, height: 30, color: false, header: "h").contains("Tab calendar · ↑/↓ j/k spin"))
    }

    /// Found in review of the inline style: styled days out of line, the focused week and the value cut on a short
    /// terminal, weekday columns cut on a narrow one, a pattern written at midnight rather than the value's time,
    /// and a month of single-digit days (the Ethiopic Pagume) drawn narrower.
    @Test func theMonthKeepsItsShapeAndTheValue() throws {
        let configuration = DatePickerConfiguration(
            mode: .date, locale: "zh_CN", timeZone: "UTC",
            minimumDate: Civil.date(2026, 12, 3))
        let picker = try DatePicker(configuration, date: Civil.date(2026, 12, 5, 15, 30))
        let s = CalendarPickSession(
            try MonthGrid(
                context: picker.context, showing: picker.date, minimumDate: configuration.minimumDate,
                today: Civil.date(2026, 12, 1, 9)), picker: picker)
        func visible(_ line: String) -> String {
            line.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        }
        let colored = s.render(width: 80, height: 30, color: true, header: "head").components(separatedBy: "\r\n").map(
            visible)
        let plain = s.render(width: 80, height: 30, color: false, header: "head").components(separatedBy: "\r\n")
        let firstWeek = try #require(plain.firstIndex { $0.contains("[5]") })
        // Column by column, the colored week reads as the plain one with its marks as spaces.
        #expect(
            colored[firstWeek]
                == plain[firstWeek].replacingOccurrences(of: "[", with: " ").replacingOccurrences(of: "]", with: " ")
                .replacingOccurrences(of: "(", with: " ").replacingOccurrences(of: ")", with: " ").replacingOccurrences(
                    of: "*", with: " "))
        for height in 3...8 {
            let lines = s.render(width: 80, height: height, color: false, header: "head").components(
                separatedBy: "\r\n")
            #expect(lines.count <= height && lines.contains { $0.contains("[5]") }, "\(height)")
            #expect(lines.contains { $0.contains("2026-12-05 · ") }, "\(height)")
        }
        let german = CalendarPickSession(
            try MonthGrid(
                context: CalendarContext(locale: "de_DE", timeZone: "UTC"),
                showing: Civil.date(2026, 8, 31, 12)))
        let narrow = german.render(width: 30, height: 30, color: false, header: "head").components(separatedBy: "\r\n")
        // de's short names (Mo.) leave no room at 30 columns: the narrow ones (M … S) do.
        #expect(narrow.contains { $0.hasPrefix("  M") && $0.hasSuffix("S") && displayWidth($0) <= 30 })
        #expect(narrow.contains { $0.hasSuffix("[31]") })
        #expect(s.output(pattern: "y-MM-dd HH:mm") == "2026-12-05 15:30")
        let ethiopic = try MonthGrid(
            context: CalendarContext(locale: "am_ET", calendar: "ethiopic", timeZone: "UTC"),
            showing: Civil.date(2026, 9, 8, 12))  // Pagume 3
        let pagume = CalendarPickSession(ethiopic).render(width: 80, height: 30, color: false, header: "h")
        #expect(pagume.components(separatedBy: "\r\n").contains("     1   2  [3]  4   5"))
    }

    /// Without color the focus is [bracketed], disabled days (parenthesized) and today marked *; every height
    /// keeps the month and the value.
    @Test func theMonthIsDrawnAtEveryHeight() throws {
        let s = try session("en_US", min: Civil.date(2026, 11, 10, 12))
        let full = s.render(width: 80, height: 30, color: false, header: "head").components(separatedBy: "\r\n")
        #expect(full.contains("   November 2026             ›"))  // no month before: the minimum is in this one
        #expect(full.contains("    Su  Mo  Tu  We  Th  Fr  Sa"))
        #expect(full.contains { $0.hasPrefix("    29 [30]") })
        #expect(full.contains { $0.contains(" (2)") || $0.contains("( 2)") } && full.contains { $0.contains("12*") })
        #expect(full.last?.hasPrefix(" Enter accept") == true)
        for height in 1...20 {
            let lines = s.render(width: 80, height: height, color: false, header: "head").components(
                separatedBy: "\r\n")
            #expect(lines.count <= height)
            #expect(height < 9 || lines.contains { $0.contains("2026-11-30 · Monday") }, "\(height)")
        }
    }
}

@Suite("Screen")
struct ScreenTests {
    @Test func barUnitsAndFocusWithoutColor() throws {
        let picker = try CountdownPicker(CountdownConfiguration(locale: "en_US"), duration: 3660)
        let text = PickSession(.countdown(picker)).render(width: 80, height: 15, color: false, header: "head")
        let lines = text.components(separatedBy: "\r\n")
        #expect(lines.count == 14 && lines.last?.hasPrefix(" Enter accept") == true)  // 7 rows: an odd number
        #expect(lines[0] == "head")
        #expect(lines[2].hasPrefix("   [hour]"))
        #expect(lines.contains(" ▶ 1 hour    1 min  ◀"))
        #expect(!text.contains("\u{1B}"))
        #expect(lines.contains { $0.contains("3660 s") })
    }

    /// The key line keeps whole keys, the most needed first: at 80 columns it had been cut to "…Enter accep".
    @Test func theKeyLineSaysHowToAcceptAndCancelFirst() throws {
        let session = PickSession(
            .date(try DatePicker(DatePickerConfiguration(mode: .date, locale: "en_US", timeZone: "UTC"))))
        func keys(_ width: Int) -> String? {
            session.render(width: width, height: 40, color: false, header: "h").components(separatedBy: "\r\n").last
        }
        #expect(keys(80) == " Enter accept · Esc/q cancel · ↑/↓ j/k spin · ←/→ Tab wheel · digits jump")
        #expect(keys(30) == " Enter accept · Esc/q cancel")
        #expect(keys(200)?.hasSuffix("PgUp/PgDn · Home/End") == true)
    }

    /// Every height gets a frame that fits: the bar always, the value from two lines, the keys from four, all
    /// of it from eight (found in review: at 25 lines the keys line was cut, and below eight the bar or value).
    @Test func everyHeightKeepsTheBarTheValueAndTheKeys() throws {
        let session = PickSession(
            .date(
                try DatePicker(
                    DatePickerConfiguration(mode: .date, locale: "en_US", timeZone: "UTC"),
                    date: Civil.date(2026, 11, 30, 14, 5))))
        for height in 1...40 {
            let lines = session.render(width: 80, height: height, color: false, header: "header")
                .components(separatedBy: "\r\n")
            #expect(lines.count <= height, "\(height)")
            #expect(lines.contains { $0.hasPrefix(" ▶ ") }, "\(height): the bar")
            #expect(height < 2 || lines.contains { $0.contains("2026-11-30") }, "\(height): the value")
            #expect(height < 4 || lines.last?.hasPrefix(" Enter accept") == true, "\(height): the keys")
            #expect(height < 8 || (lines.first == "header" && lines.count >= height - 1), "\(height): the frame")
        }
    }

    /// `--title`: a line under the header saying what is asked, its control characters shown as escapes, and the
    /// last line of the frame a short terminal gives up; on the wheels and on the calendar alike.
    @Test func theTitleSaysWhatIsAskedAndSendsNoControlCharacters() throws {
        let wheels = PickSession(
            .date(
                try DatePicker(
                    DatePickerConfiguration(mode: .date, locale: "en_US", timeZone: "UTC"),
                    date: Civil.date(2026, 11, 30, 14, 5))))
        let calendar = CalendarPickSession(
            try MonthGrid(
                context: CalendarContext(locale: "en_US", timeZone: "UTC"),
                showing: Civil.date(2026, 11, 30, 12)))
        let sessions: [any TerminalSession] = [wheels, calendar]
        for session in sessions {
            let lines = session.render(width: 80, height: 30, color: false, header: "head", title: "Due date?")
                .components(separatedBy: "\r\n")
            #expect(Array(lines.prefix(3)) == ["head", " Due date?", ""], "\(type(of: session))")
            let hostile = session.render(
                width: 80, height: 30, color: true, header: "head", title: "a\u{1B}]0;x\u{07}b\nc\u{9B}2J")
            #expect(
                hostile.components(separatedBy: "\r\n")[1].hasPrefix(
                    "\u{1B}[1m a\\u{1B}]0;x\\u{07}b\\nc\\u{009B}2J\u{1B}[0m"))
            #expect(!hostile.contains("\u{1B}]") && !hostile.contains("\u{07}") && !hostile.contains("\u{9B}"))
            // A short terminal keeps the title after the header and the keys are gone.
            for height in 4...12 {
                let short = session.render(width: 80, height: height, color: false, header: "head", title: "Due date?")
                    .components(separatedBy: "\r\n")
                #expect(short.count <= height && short.contains(" Due date?"), "\(type(of: session)) \(height)")
                #expect(height > 5 || !short.contains("head"), "\(type(of: session)) \(height)")
            }
            #expect(
                !session.render(width: 80, height: 30, color: false, header: "head", title: "").contains("\r\n\r\n\r\n")
            )
        }
    }

    @Test func narrowTerminalsClipLines() throws {
        let picker = try DatePicker(DatePickerConfiguration(mode: .date, locale: "ja_JP", timeZone: "UTC"))
        let text = PickSession(.date(picker)).render(width: 12, height: 9, color: true, header: "日本語のヘッダーはとても長い")
        for line in text.components(separatedBy: "\r\n") {
            let visible = line.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
            #expect(displayWidth(visible) <= 12, "\(visible)")
        }
    }
}
