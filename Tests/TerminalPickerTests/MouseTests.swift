import CalendarEngine
import PickerModels
import Foundation
import TerminalPicker
import Testing
import TestSupport

@Suite("Mouse reports")
struct MouseDecodingTests {
    @Test func sgrReportsAreDecoded() {
        var decoder = KeyDecoder()
        let keys = decoder.feed(
            Array("\u{1B}[<0;10;5M\u{1B}[<0;10;5m\u{1B}[<64;3;4M\u{1B}[<65;123;456M\u{1B}[<16;1;1Mx".utf8))
        #expect(
            keys == [
                .mouse(MouseEvent(button: 0, column: 10, row: 5, isPress: true)),
                .mouse(MouseEvent(button: 0, column: 10, row: 5, isPress: false)),
                .mouse(MouseEvent(button: 64, column: 3, row: 4, isPress: true)),
                .mouse(MouseEvent(button: 65, column: 123, row: 456, isPress: true)),
                .mouse(MouseEvent(button: 16, column: 1, row: 1, isPress: true)), .character("x"),
            ])
        // Split across reads, a report waits for its end; one that is not a report is one unknown key.
        #expect(decoder.feed(Array("\u{1B}[<0;1".utf8)).isEmpty && decoder.isWaiting)
        #expect(decoder.feed(Array("2;7M".utf8)) == [.mouse(MouseEvent(button: 0, column: 12, row: 7, isPress: true))])
        #expect(
            decoder.feed(Array("\u{1B}[<0;;1M\u{1B}[<1;2M\u{1B}[3;4Mq".utf8)) == [
                .unknown, .unknown, .unknown, .character("q"),
            ])
    }

    /// A terminal without SGR mode reports `CSI M` and three bytes, each 32 more than its number: they are one
    /// report, not typed characters (a click at column 20 would have been the digit 4).
    @Test func x10ReportsAreDecodedNotTyped() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B, UInt8(ascii: "["), UInt8(ascii: "M"), 32]).isEmpty)
        #expect(decoder.feed([52, 37]) == [.mouse(MouseEvent(button: 0, column: 20, row: 5, isPress: true))])
        #expect(
            decoder.feed([
                0x1B, UInt8(ascii: "["), UInt8(ascii: "M"), 35, 52, 37, 0x1B, UInt8(ascii: "["), UInt8(ascii: "M"), 97,
                33, 33,
            ])
                == [
                    .mouse(MouseEvent(button: 0, column: 20, row: 5, isPress: false)),
                    .mouse(MouseEvent(button: 65, column: 1, row: 1, isPress: true)),
                ])
    }

    @Test func onlyPressesOfTheLeftButtonAndTheWheelAct() {
        func action(_ button: Int, pressed: Bool = true) -> MouseEvent.Action? {
            MouseEvent(button: button, column: 1, row: 1, isPress: pressed).action
        }
        #expect(
            action(0) == .click && action(0 + 4 + 16) == .click && action(64) == .scrollUp
                && action(65 + 8) == .scrollDown)
        #expect(action(0, pressed: false) == nil && action(1) == nil && action(2) == nil && action(32) == nil)
    }
}

/// Clicks and the scroll wheel on the sessions, at the cells where the screen drew what is clicked: found in the
/// drawn lines, so that the hit-testing is held to the drawing whatever moves it (a title, a short terminal,
/// right-to-left mirroring, week numbers).
@Suite("Mouse on the pick sessions")
struct MouseSessionTests {
    /// The cell (from 1, as a report counts) where `text` is drawn, in the first line holding it below `after`
    /// lines; columns count characters, which is what they are for the text these tests click.
    static func cell(
        of text: String, in layout: ScreenLayout, after: Int = 0, sourceLocation: SourceLocation = #_sourceLocation
    )
        throws -> (column: Int, row: Int)
    {
        for (index, line) in layout.lines.enumerated().dropFirst(after) {
            let visible = line.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
            if let range = visible.range(of: text) {
                return (visible.distance(from: visible.startIndex, to: range.lowerBound) + 1, index + 1)
            }
        }
        Issue.record(
            "'\(text)' is not on the screen:\n\(layout.lines.joined(separator: "\n"))", sourceLocation: sourceLocation)
        return (0, 0)
    }

    static func press(
        _ session: inout some TerminalSession, _ text: String, in layout: ScreenLayout, button: Int = 0,
        after: Int = 0, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Outcome {
        let (column, row) = try cell(of: text, in: layout, after: after, sourceLocation: sourceLocation)
        return session.handle(MouseEvent(button: button, column: column, row: row, isPress: true), on: layout)
    }

    static func frame(_ width: Int = 80, _ height: Int = 30, title: String? = nil, color: Bool = false) -> ScreenFrame {
        ScreenFrame(width: width, height: height, color: color, header: "head", title: title)
    }

    func wheels(
        _ mode: DatePickerMode = .date, _ locale: String = "en_US", date: Date = Civil.date(2026, 11, 30, 14, 5),
        min: Date? = nil
    ) throws -> PickSession {
        PickSession(
            .date(
                try DatePicker(
                    DatePickerConfiguration(mode: mode, locale: locale, timeZone: "UTC", minimumDate: min), date: date))
        )
    }

    /// A click on a row gives its wheel the focus and selects it, at every height and with a title above;
    /// releases and other buttons do nothing; no click accepts.
    @Test func aClickSelectsTheRowDrawnThere() throws {
        for height in [5, 6, 8, 9, 11, 12, 15, 24] {
            for title: String? in [nil, "When?"] {
                var s = try wheels()  // month, day, year; the month focused
                let layout = s.layout(Self.frame(80, height, title: title))
                // The wheels' titles stay from five lines; the rows beside the bar from eleven.
                _ = try Self.press(&s, "day", in: layout)
                #expect(s.focus == 1 && s.picker.isoString == "2026-11-30", "\(height) \(title ?? "")")
                guard height >= 11 else { continue }
                #expect(try Self.press(&s, "2027", in: layout) == .running, "\(height)")
                #expect(s.picker.isoString == "2027-11-30" && s.focus == 2, "\(height) \(title ?? "")")
                let release = try Self.cell(of: "December", in: layout)
                _ = s.handle(
                    MouseEvent(button: 0, column: release.column, row: release.row, isPress: false), on: layout)
                _ = s.handle(MouseEvent(button: 2, column: release.column, row: release.row, isPress: true), on: layout)
                #expect(s.picker.isoString == "2027-11-30" && s.focus == 2)
                _ = try Self.press(&s, "December", in: layout)
                #expect(s.picker.isoString == "2027-12-30" && s.focus == 0, "\(height) \(title ?? "")")
            }
        }
        // A wheel's title takes the focus only; a cell between wheels belongs to the nearer one; the header none.
        var s = try wheels()
        let layout = s.layout(Self.frame())
        _ = try Self.press(&s, "day", in: layout)
        #expect(s.focus == 1 && s.picker.isoString == "2026-11-30")
        let year = try Self.cell(of: "year", in: layout)
        _ = s.handle(MouseEvent(button: 0, column: year.column - 1, row: year.row, isPress: true), on: layout)
        #expect(s.focus == 2)
        _ = s.handle(MouseEvent(button: 0, column: 2, row: 1, isPress: true), on: layout)
        #expect(s.focus == 2 && s.picker.isoString == "2026-11-30")
    }

    /// A disabled row (before the minimum) takes the focus only: the value stays, as the keys never land on it.
    @Test func aDisabledRowTakesOnlyTheFocus() throws {
        var s = try wheels(date: Civil.date(2026, 11, 12, 12), min: Civil.date(2026, 11, 10, 12))
        let layout = s.layout(Self.frame())
        _ = try Self.press(&s, "(9)", in: layout)
        #expect(s.focus == 1 && s.picker.isoString == "2026-11-12")
        _ = try Self.press(&s, "14", in: layout)
        #expect(s.picker.isoString == "2026-11-14")
    }

    /// The scroll wheel spins the wheel under the pointer by one row, up to earlier rows, and leaves the focus.
    @Test func theScrollWheelSpinsTheWheelUnderThePointer() throws {
        var s = try wheels()
        let layout = s.layout(Self.frame())
        _ = try Self.press(&s, "2026", in: layout, button: 64)
        #expect(s.picker.isoString == "2025-11-30" && s.focus == 0)
        _ = try Self.press(&s, "day", in: layout, button: 65)
        #expect(s.picker.isoString == "2025-11-01" && s.focus == 0)  // the day wheel wraps
    }

    /// Right-to-left wheels are mirrored, and so are their cells: ar_EG's hour wheel is the right one.
    @Test func rightToLeftWheelsAreHitWhereTheyAreDrawn() throws {
        var s = try wheels(.time, "ar_EG")  // hour, minute, AM/PM; drawn AM/PM, minute, hour
        let layout = s.layout(Self.frame(80, 12))
        let hour = try Self.cell(of: "١٢", in: layout), minute = try Self.cell(of: "٠٦", in: layout)
        #expect(hour.column > minute.column)
        _ = try Self.press(&s, "١٢", in: layout)
        #expect(s.picker.isoString == "12:05" && s.focus == 0)
        _ = try Self.press(&s, "٠٦", in: layout)
        #expect(s.picker.isoString == "12:06" && s.focus == 1)
    }

    func calendar(
        _ locale: String = "en_US", _ date: Date = Civil.date(2026, 11, 30, 12), min: Date? = nil,
        weekNumbers: Bool = false
    ) throws -> CalendarPickSession {
        CalendarPickSession(
            try MonthGrid(
                context: CalendarContext(locale: locale, timeZone: "UTC"), showing: date, minimumDate: min,
                today: Civil.date(2026, 11, 12, 9)), weekNumbers: weekNumbers)
    }

    /// A click on a day moves the focus and the value there, never accepting; with week numbers, mirrored, and
    /// on a short terminal with a title too. A week number is no day.
    @Test func aClickOnADayMovesTheFocusThere() throws {
        var s = try calendar()
        #expect(try Self.press(&s, "15", in: s.layout(Self.frame())) == .running)
        #expect(s.output(pattern: nil) == "2026-11-15")
        for (locale, fifteen) in [("de_DE", "15"), ("ar_EG", "١٥"), ("ja_JP", "15")] {
            for height in [7, 30] {
                var numbered = try calendar(locale, weekNumbers: true)
                // Short: the focused week (the 30th's) and the heading stay; click the week's first day there.
                let text = height == 30 ? fifteen : locale == "ar_EG" ? "٢٩" : locale == "de_DE" ? "[30]" : "29"
                let layout = numbered.layout(Self.frame(80, height, title: "Day?"))
                _ = try Self.press(&numbered, text, in: layout)
                let expected = height == 30 ? "2026-11-15" : locale == "de_DE" ? "2026-11-30" : "2026-11-29"
                #expect(numbered.output(pattern: nil) == expected, "\(locale) \(height)")
            }
        }
        var de = try calendar("de_DE", weekNumbers: true)
        _ = try Self.press(&de, "46", in: de.layout(Self.frame()))
        #expect(de.output(pattern: nil) == "2026-11-30")
    }

    /// The heading's arrows move a month as PgUp and PgDn do: › the next at the right, and in right-to-left
    /// locales ‹ the next at the left; one towards a month beyond the bounds is not drawn and takes no click.
    @Test func theMonthArrowsMoveAMonth() throws {
        var s = try calendar()
        let layout = s.layout(Self.frame())
        #expect(layout.lines[2] == "   November 2026           ‹ ›")
        _ = try Self.press(&s, "›", in: layout)
        #expect(s.output(pattern: nil) == "2026-12-30")
        _ = try Self.press(&s, "‹", in: s.layout(Self.frame()))
        _ = try Self.press(&s, "‹", in: s.layout(Self.frame()))
        #expect(s.output(pattern: nil) == "2026-10-30")
        var ar = try calendar("ar_EG")
        let arLayout = ar.layout(Self.frame())
        // نوفمبر ٢٠٢٦ as the screen shows it.
        #expect(arLayout.lines[2].hasPrefix("   ‹ ›") && arLayout.lines[2].hasSuffix("٢٠٢٦ ربمفون"))
        _ = try Self.press(&ar, "‹", in: arLayout)
        #expect(ar.output(pattern: nil) == "2026-12-30")
        var bounded = try calendar(min: Civil.date(2026, 11, 10, 12))
        let boundedLayout = bounded.layout(Self.frame())
        #expect(boundedLayout.lines[2] == "   November 2026             ›")
        let blank = try Self.cell(of: "›", in: boundedLayout)
        _ = bounded.handle(
            MouseEvent(button: 0, column: blank.column - 2, row: blank.row, isPress: true), on: boundedLayout)
        #expect(bounded.output(pattern: nil) == "2026-11-30")
    }

    /// dateAndTime on the calendar: a click on a time wheel gives it the focus, the scroll wheel spins the one
    /// under the pointer, and a click on a day takes the focus back to the calendar, keeping the time.
    @Test func theCalendarsTimeWheelsTakeClicksAndTheScrollWheel() throws {
        let picker = try DatePicker(
            DatePickerConfiguration(mode: .dateAndTime, locale: "en_US", timeZone: "UTC"),
            date: Civil.date(2026, 11, 30, 14, 5))
        var s = CalendarPickSession(try MonthGrid(context: picker.context, showing: picker.date), picker: picker)
        let layout = s.layout(Self.frame())
        _ = try Self.press(&s, "minute", in: layout)
        #expect(s.focusedWheel == picker.fields.firstIndex(of: .minute))
        _ = try Self.press(&s, "AM/PM", in: layout, button: 64)
        #expect(s.output(pattern: nil) == "2026-11-30T02:05:00Z")
        let hour = try Self.cell(of: "hour", in: layout)
        _ = s.handle(MouseEvent(button: 65, column: hour.column, row: hour.row + 1, isPress: true), on: layout)
        #expect(
            s.output(pattern: nil) == "2026-11-30T03:05:00Z" && s.focusedWheel == picker.fields.firstIndex(of: .minute))
        _ = try Self.press(&s, "17", in: layout)
        #expect(s.output(pattern: nil) == "2026-11-17T03:05:00Z" && s.focusedWheel == nil)
    }
}
