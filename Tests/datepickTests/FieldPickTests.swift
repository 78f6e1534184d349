import Foundation
import Testing
import TestSupport

/// `datepick pick --style field` in a pseudo-terminal: a one-line field drawn in place, keys in, stdout checked.
@Suite("datepick pick --style field in a terminal", .serialized)
struct FieldPickTests {
    static let up = "\u{1B}[A", tab = "\t", escape = "\u{1B}", enter = "\r", backspace = "\u{7F}"

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
        term.type(Self.enter)
        let result = term.finish()
        #expect(result.status == 0)
        #expect(result.stdout == "2026-02-14\n")
        #expect(!term.screen.contains("\u{1B}[?1049h"), "no alternate screen")
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
}
