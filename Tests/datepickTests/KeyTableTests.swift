import Foundation
import PickerArguments
import TestSupport
import Testing

/// The keys are written once, in `KeyBindings`: the tables of docs/cli.md (the terminal's) and docs/gtk.md (the
/// window's) are what it prints, and `datepick pick --help` and `choose --help` list it. With
/// `DATEPICK_RECORD_DOCS=1` the test writes the pages' tables instead of comparing them.
@Suite("The key table")
struct KeyTableTests {
    static let record = ProcessInfo.processInfo.environment["DATEPICK_RECORD_DOCS"] == "1"

    /// Each page with a key table, the surfaces it lists and where they are drawn.
    static let tables: [(page: String, surfaces: [KeyBindings.Surface], place: KeyBindings.Place)] = [
        ("docs/cli.md", [.wheels, .calendar, .field, .valueWheels, .valueList], .terminal),
        ("docs/gtk.md", [.wheels, .calendar, .dateButton, .field], .window),
    ]

    /// The lines that hold a page's table between them.
    static let begin =
        "<!-- The key table: KeyBindings.markdown; DATEPICK_RECORD_DOCS=1 swift test --filter KeyTableTests writes it -->\n"
    static let end = "<!-- End of the key table -->\n"

    @Test(arguments: tables.indices)
    func theDocsTableIsTheKeyTable(_ index: Int) throws {
        let (page, surfaces, place) = Self.tables[index]
        let file = ReadmeTests.root.appendingPathComponent(page)
        let text = try String(contentsOf: file, encoding: .utf8)
        let start = try #require(text.range(of: Self.begin), "\(page) has no key table")
        let stop = try #require(text.range(of: Self.end, range: start.upperBound..<text.endIndex))
        let expected = "\n" + KeyBindings.markdown(surfaces, in: place) + "\n"
        if Self.record {
            try (text[..<start.upperBound] + expected + text[stop.lowerBound...]).write(
                to: file, atomically: true, encoding: .utf8)
        } else {
            #expect(
                String(text[start.upperBound..<stop.lowerBound]) == expected,
                "\(page)'s key table differs from KeyBindings (DATEPICK_RECORD_DOCS=1 rewrites it)")
        }
    }

    /// The help of the terminal's commands lists the key table, surface by surface, after the options.
    @Test func theHelpListsTheKeys() throws {
        for (command, surfaces) in [
            ("pick", [KeyBindings.Surface.wheels, .calendar, .field]), ("choose", [.valueWheels, .valueList]),
        ] {
            let help = try Run([command, "--help"]).stdout
            let keys = KeyBindings.sections(surfaces, in: .terminal).map { "\n\n" + $0.help() }.joined() + "\n"
            #expect(help.hasSuffix(keys), "\(command)")
            #expect(help.contains("--help, -h"))
        }
    }

    /// A terminal's keys are not a window's: the date button is drawn in a window only, `q`, Ctrl-C and Ctrl-Z are a
    /// terminal's, Ctrl-V a window's (a terminal pastes by itself, bracketed).
    @Test func eachPlaceItsKeys() {
        let terminal = KeyBindings.markdown(KeyBindings.Surface.allCases, in: .terminal)
        let window = KeyBindings.markdown(KeyBindings.Surface.allCases, in: .window)
        #expect(!terminal.contains("date button") && window.contains("date button"))
        #expect(
            terminal.contains("| Esc, q, Ctrl-C | cancel |") && !window.contains("Ctrl-C") && !window.contains("Ctrl-Z")
        )
        #expect(window.contains("| Ctrl-V |") && !terminal.contains("Ctrl-V") && terminal.contains("| a paste |"))
        #expect(!window.contains("k/j") && window.contains("a drag"))
    }
}
